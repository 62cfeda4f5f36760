import { CONSENT_LABELS, type ConsentKind, type VaccineKind } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findOwnService } from '../services/index.ts';
import { checkDogGate } from '../vaccines/index.ts';
import { missingConsents } from './consents.service.ts';

export interface BookingTarget {
  serviceId: string | null;
  clientId: string | null;
  dogId: string | null;
  /** The booking's or class's date, 'YYYY-MM-DD'. */
  day: string;
}

/**
 * Issue 31.4, the one gate every booking path calls (Nueva Cita, approving a request, enrolling in
 * a class): the service's requirements — valid vaccines and age (vaccines' `checkDogGate`) and the
 * owner's acceptance of the current version of each required document. A lapsed record refuses
 * with a 409 saying everything missing, in Spanish, before anything is written. A booking with no
 * service or no dog linked yet is checked when it gets them (approval).
 */
export async function assertBookingGate(
  db: Db | Tx,
  businessId: string,
  target: BookingTarget,
  forWhat = 'este servicio',
) {
  const { serviceId, clientId, dogId, day } = target;
  if (!serviceId || !clientId || !dogId) return;
  const service = await findOwnService(db, businessId, serviceId);
  const requirement = {
    vaccines: service.requiredVaccines as Exclude<VaccineKind, 'other'>[],
    minAgeMonths: service.minAgeMonths,
    maxAgeMonths: service.maxAgeMonths,
  };
  const kinds = service.requiredConsents as ConsentKind[];
  const dog = await checkDogGate(db, businessId, dogId, requirement, day, forWhat);
  const missing = await missingConsents(db, businessId, kinds, { clientId, dogId });
  const problems = [
    ...dog.problems,
    ...missing.map(
      (v) => `Falta que el titular acepte «${CONSENT_LABELS[v.kind]}» (versión ${v.version})`,
    ),
  ];
  if (problems.length === 0) return;
  const message = `No se puede reservar: ${problems.join('. ')}.`;
  // Issue 45: the documents missing are named under `requiredConsents`, so a screen showing the
  // refusal links to where they are signed (Mi área's documents, the client's consents).
  if (missing.length > 0)
    throw new AppError('CONFLICT', 409, message, {
      requiredConsents: missing.map((v) => CONSENT_LABELS[v.kind]).join(', '),
    });
  throw conflict(message);
}
