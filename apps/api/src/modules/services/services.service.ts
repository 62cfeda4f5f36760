import {
  PUBLIC_SERVICE_TYPES,
  SERVICE_MESSAGES,
  SERVICE_TRAINER_MESSAGES,
  SERVICE_TYPE_LABELS,
  type ConsentKind,
  type PublicService,
  type ServicePayload,
  type ServiceTrainersPayload,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { selectServiceTrainers, selectTrainers } from '../../read-models/service-trainers.ts';
import * as repository from './services.repository.ts';
import { toServiceDto } from './services.repository.ts';

export const serviceNotFound = () => notFound(SERVICE_MESSAGES.notFound);

/** A duplicate name is the person's mistake: a 409 on the name, not a 500. */
async function orNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflictOn('name', SERVICE_MESSAGES.nameTaken);
    throw error;
  }
}

function conflictOn(field: string, message: string) {
  const error = conflict(message);
  return Object.assign(error, { errors: { [field]: message } });
}

export async function listServices(db: Db, businessId: string) {
  return (await repository.selectServices(db, businessId)).map(toServiceDto);
}

/** Booked as an appointment: an individual service (a group one is booked through its classes). */
const isAppointmentService = (row: { kind: string }) => row.kind !== 'group';

/**
 * The services the public page offers as appointments: the visible individual ones, with the kinds
 * of document each asks to accept (the caller adds them).
 */
export async function listPublicServices(
  db: Db,
  businessId: string,
): Promise<
  (Omit<PublicService, 'documents' | 'trainers'> & { requiredConsents: ConsentKind[] })[]
> {
  const rows = await repository.selectServices(db, businessId, true);
  // Issue 45: a group service is booked as a place in one of its classes, never as an appointment.
  return rows.filter(isAppointmentService).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.duration,
    priceCents: row.priceCents,
    kind: row.kind,
    homeVisit: row.homeVisit,
    requiredConsents: row.requiredConsents as ConsentKind[],
  }));
}

export async function findOwnService(db: Db | Tx, businessId: string, id: string) {
  const row = await repository.selectOwnService(db, businessId, id);
  if (!row) throw serviceNotFound();
  return row;
}

/**
 * The service a request names: by id (the catalogue), or by an older fixed key or name, which is
 * kept as the request's `service_type` text. `field` names the input for a 400.
 */
export async function resolveService(
  db: Db | Tx,
  businessId: string,
  input: { serviceId?: string | null; serviceType?: string | null },
  options: { field: string; onlyPublic?: boolean },
) {
  if (input.serviceId) {
    const row = await repository.selectOwnService(db, businessId, input.serviceId);
    if (!row || (options.onlyPublic && !(row.isPublic && isAppointmentService(row))))
      throw invalid(options.field, SERVICE_MESSAGES.required);
    return { service: row, serviceType: row.name };
  }
  const key = input.serviceType ?? '';
  const label = (PUBLIC_SERVICE_TYPES as readonly string[]).includes(key)
    ? SERVICE_TYPE_LABELS[key as keyof typeof SERVICE_TYPE_LABELS]
    : key;
  const row = label ? await repository.selectServiceByName(db, businessId, label) : undefined;
  // An older page's key names no group service as an appointment's (issue 45).
  const offered = row && (!options.onlyPublic || isAppointmentService(row));
  return { service: offered ? row : null, serviceType: key };
}

export async function createService(db: Db, businessId: string, input: ServicePayload) {
  return toServiceDto(await orNameTaken(repository.insertService(db, businessId, input)));
}

export async function updateService(db: Db, businessId: string, id: string, input: ServicePayload) {
  const row = await orNameTaken(repository.updateOwnService(db, businessId, id, input));
  if (!row) throw serviceNotFound();
  return toServiceDto(row);
}

/** A service that anything names stays (its history); the trainer can hide it instead. */
export async function deleteService(db: Db, businessId: string, id: string) {
  try {
    if (!(await repository.deleteOwnService(db, businessId, id))) throw serviceNotFound();
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw conflict(SERVICE_MESSAGES.inUse);
    throw error;
  }
}

/** Who gives the service (decision 0139): its own list, or every trainer when it has none. */
export async function getServiceTrainers(db: Db, businessId: string, serviceId: string) {
  await findOwnService(db, businessId, serviceId);
  return selectServiceTrainers(db, businessId, serviceId);
}

/** Replaces the list; every id must be a current trainer of the business (else 400). */
export async function setServiceTrainers(
  db: Db,
  businessId: string,
  serviceId: string,
  input: ServiceTrainersPayload,
) {
  await findOwnService(db, businessId, serviceId);
  const trainers = new Set((await selectTrainers(db, businessId)).map((t) => t.trainerId));
  const index = input.trainers.findIndex((entry) => !trainers.has(entry.trainerId));
  if (index >= 0) {
    throw invalid(`trainers.${index}.trainerId`, SERVICE_TRAINER_MESSAGES.notTrainer);
  }
  await repository.replaceServiceTrainers(db, businessId, serviceId, input.trainers);
  return selectServiceTrainers(db, businessId, serviceId);
}
