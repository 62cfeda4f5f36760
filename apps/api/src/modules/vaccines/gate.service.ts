import {
  VACCINE_NAMES,
  monthsBetween,
  monthsText,
  type DogGateRequirement,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { dogBirthFacts } from '../dogs/index.ts';
import * as repository from './vaccines.repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a dog lacks for a service or class: each problem as a sentence in Spanish. */
export interface DogGateResult {
  ok: boolean;
  /** "Toby necesita la vacuna de la rabia en vigor para este servicio", … */
  problems: string[];
}

/**
 * Issue 31.4: whether the caller's dog meets a service's or class's requirements on `day` (the
 * booking's date, 'YYYY-MM-DD'): each required vaccine's current dose must not have expired by
 * then, and its age in whole months on that day must be within the bounds. `forWhat` ends the
 * sentences ("este servicio", "esta clase"). Another trainer's dog is a 404 (dogs module).
 * Callers refuse the booking with `problems.join(' ')` instead of failing later.
 */
export async function checkDogGate(
  db: Db | Tx,
  businessId: string,
  dogId: string,
  requirement: DogGateRequirement,
  day: string,
  forWhat = 'este servicio',
): Promise<DogGateResult> {
  const dog = await dogBirthFacts(db, businessId, dogId);
  const problems: string[] = [];
  if (requirement.vaccines.length > 0) {
    const doses = await repository.selectDogVaccinations(db, businessId, dogId);
    for (const kind of requirement.vaccines) {
      // The doses come latest given first: the first of a kind is its current dose.
      const current = doses.find((d) => d.kind === kind);
      if (!current || current.expiresOn < day)
        problems.push(`${dog.name} necesita ${VACCINE_NAMES[kind]} en vigor para ${forWhat}`);
    }
  }
  const { minAgeMonths, maxAgeMonths } = requirement;
  if (minAgeMonths !== null || maxAgeMonths !== null) {
    if (!dog.birthDate) {
      problems.push(`Falta la fecha de nacimiento de ${dog.name} para comprobar su edad`);
    } else {
      const months = monthsBetween(dog.birthDate, day);
      if (minAgeMonths !== null && months < minAgeMonths)
        problems.push(
          `${dog.name} debe tener al menos ${monthsText(minAgeMonths)} para ${forWhat}`,
        );
      if (maxAgeMonths !== null && months > maxAgeMonths)
        problems.push(
          `${dog.name} no puede tener más de ${monthsText(maxAgeMonths)} para ${forWhat}`,
        );
    }
  }
  return { ok: problems.length === 0, problems };
}
