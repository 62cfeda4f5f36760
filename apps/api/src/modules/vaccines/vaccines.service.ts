import {
  addDays,
  DEFAULT_REGION,
  defaultVaccineExpiry,
  daysUntil,
  todayIn,
  vaccineStatus,
  type DogVaccines,
  type Region,
  type Vaccination,
  type VaccinationInputParsed,
  type DogPaperAlert,
  type VaccineAlert,
  VACCINE_WARNING_DAYS,
} from '@adiestra/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { vaccineReminderMail, ownerMailSender } from '../../emails/index.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import {
  selectDueVaccineReminders,
  selectPaperAlerts,
  selectVaccineAlerts,
} from '../../read-models/vaccine-views.ts';
import { assertOwnDog, dogNotFound } from '../dogs/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './vaccines.repository.ts';

export const vaccinationNotFound = () => notFound('Vacuna no encontrada');

/** The trainer's comunidad autónoma (DEFAULT_REGION until they choose one in Ajustes). */
export async function getRegion(db: Db, businessId: string): Promise<Region> {
  return (await repository.selectRegion(db, businessId)) ?? DEFAULT_REGION;
}

export async function setRegion(db: Db, businessId: string, region: Region) {
  await repository.upsertRegion(db, businessId, region);
  return { region };
}

/** The key that makes a later dose replace an earlier one: the kind, and for "other" its name. */
const doseKey = (row: { kind: string; name: string | null }) =>
  `${row.kind}|${row.kind === 'other' ? (row.name ?? '').toLowerCase() : ''}`;

function toDto(row: repository.VaccinationRow, today: string, superseded: boolean): Vaccination {
  return {
    id: row.id,
    dogId: row.dogId,
    kind: row.kind,
    name: row.name,
    givenOn: row.givenOn,
    expiresOn: row.expiresOn,
    status: vaccineStatus(row.expiresOn, today),
    daysLeft: daysUntil(row.expiresOn, today),
    superseded,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The dose rows as DTOs, the latest given of each vaccine first and the others superseded. */
function toDtos(rows: repository.VaccinationRow[], today: string): Vaccination[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const key = doseKey(row);
    const superseded = seen.has(key);
    seen.add(key);
    return toDto(row, today, superseded);
  });
}

/** A dog's record of doses (the caller's dog), with the trainer's comunidad. */
export async function listDogVaccinations(
  db: Db,
  businessId: string,
  dogId: string,
  today: string,
): Promise<DogVaccines> {
  await assertOwnDog(db, businessId, dogId);
  const [rows, region] = await Promise.all([
    repository.selectDogVaccinations(db, businessId, dogId),
    getRegion(db, businessId),
  ]);
  return { vaccinations: toDtos(rows, today), region };
}

/**
 * A dose on the caller's dog: given today at the latest; without an expiry it takes the kind's
 * default (rabies: the trainer's comunidad's rule), which the trainer may type over.
 */
export async function addVaccination(
  db: Db,
  businessId: string,
  dogId: string,
  input: VaccinationInputParsed,
  today: string,
): Promise<Vaccination> {
  if (input.givenOn > today) throw invalid('givenOn', 'La fecha de vacunación no puede ser futura');
  await assertOwnDog(db, businessId, dogId);
  const expiresOn =
    input.expiresOn ??
    defaultVaccineExpiry(input.kind, input.givenOn, await getRegion(db, businessId));
  const row = await repository
    .insertVaccination(db, businessId, dogId, { ...input, expiresOn })
    .catch((error: unknown) => {
      // The dog deleted between the check and the insert.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw dogNotFound();
      throw error;
    });
  const rows = await repository.selectDogVaccinations(db, businessId, dogId);
  return toDtos(rows, today).find((v) => v.id === row.id)!;
}

export async function deleteVaccination(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnVaccination(db, businessId, id))) throw vaccinationNotFound();
}

/** The dashboard's list: the active dogs' current doses that expire within 30 days or have. */
export async function vaccineAlerts(
  db: Db,
  businessId: string,
  today: string,
): Promise<VaccineAlert[]> {
  const rows = await selectVaccineAlerts(db, businessId, today);
  return rows.map((r) => ({
    vaccinationId: r.vaccinationId,
    dogId: r.dogId,
    dogName: r.dogName,
    clientName: `${r.firstName} ${r.lastName}`.trim(),
    kind: r.kind,
    name: r.name,
    expiresOn: r.expiresOn,
    status: vaccineStatus(r.expiresOn, today) === 'expired' ? 'expired' : 'expiring',
    daysLeft: daysUntil(r.expiresOn, today),
  }));
}

/** The dashboard's papers: each insurance or PPP licence expired or expiring, soonest first. */
export async function paperAlerts(
  db: Db,
  businessId: string,
  today: string,
): Promise<DogPaperAlert[]> {
  const rows = await selectPaperAlerts(db, businessId, today);
  const until = addDays(today, VACCINE_WARNING_DAYS);
  return rows
    .flatMap((r) => {
      const papers: [DogPaperAlert['kind'], string | null][] = [
        ['insurance', r.insuranceExpires],
        ['ppp_licence', r.isPpp ? r.pppLicenceExpires : null],
      ];
      return papers.flatMap(([kind, expiresOn]) =>
        expiresOn && expiresOn <= until
          ? [
              {
                dogId: r.dogId,
                dogName: r.dogName,
                clientName: `${r.firstName} ${r.lastName}`.trim(),
                kind,
                expiresOn,
                status: vaccineStatus(expiresOn, today) === 'expired' ? 'expired' : 'expiring',
                daysLeft: daysUntil(expiresOn, today),
              } as const,
            ]
          : [],
      );
    })
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
}

export interface VaccineSweepContext {
  db: Db;
  appUrl: string;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * The owners' reminders of doses about to expire, each exactly once: per dose, one transaction
 * claims its `vaccine_reminders` row (primary key: the dose) and writes the mail to the outbox;
 * a second process or a later sweep finds the row taken and sends nothing.
 */
export async function sendDueVaccineReminders(ctx: VaccineSweepContext) {
  const today = todayIn('Europe/Madrid', ctx.now);
  const due = await selectDueVaccineReminders(ctx.db, today);
  let sent = 0;
  for (const dose of due) {
    const trainer = await ownerMailSender(ctx.db, dose.trainer, ctx.appUrl);
    const mail = await vaccineReminderMail(dose.ownerEmail, trainer, {
      ownerFirstName: dose.ownerFirstName,
      dogName: dose.dogName,
      kind: dose.kind,
      name: dose.name,
      expiresOn: dose.expiresOn,
    });
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await repository.claimReminder(tx, dose.businessId, dose.vaccinationId, ctx.now)))
        return false;
      await enqueueMails(tx, [mail], { businessId: dose.businessId, now: ctx.now });
      return true;
    });
    if (claimed) sent++;
  }
  return { sent };
}
