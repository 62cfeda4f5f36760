import type { z } from 'zod';
import {
  BIRTH_DATE_FUTURE_MESSAGE,
  isFutureDate,
  type Dog,
  type DogInputParsed,
  type ImportDogSchema,
} from '@adiestra/shared';
import { invalid } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { clientNotFound, findClientRow } from '../clients/index.ts';
import * as repository from './dogs.repository.ts';
import { listDogs, type DogFilters } from '../../read-models/dog-list.ts';
import { dogNotFound, getDog } from './dogs.repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export { dogNotFound } from './dogs.repository.ts';
import { processPhoto } from '../../lib/photo-pipeline.ts';

export { matchDogByName } from './dogs.repository.ts';
export { dogBreeds, dogStats, getDog, readPhoto } from './dogs.repository.ts';
export { dogOptions, listDogs } from '../../read-models/dog-list.ts';
export { selectDogNames } from './dogs.repository.ts';

/**
 * A client deleted between the check and the insert surfaces as a foreign key violation; a
 * microchip already on another of the trainer's dogs, as the unique index's violation.
 */
function mapWriteError(error: unknown): never {
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw clientNotFound();
  if (sqlState(error) === UNIQUE_VIOLATION)
    throw invalid('microchip', 'Ya tienes otro perro con este microchip');
  throw error;
}

type ImportedDog = z.output<typeof ImportDogSchema> & { clientId: string };

/** The dog's columns from the form's or an import's fields: a licence only for a PPP dog. */
function healthFields(input: DogInputParsed) {
  const isPpp = input.isPpp ?? false;
  return {
    age: input.birthDate ? null : input.age,
    birthDate: input.birthDate,
    birthDateApproximate: input.birthDate ? (input.birthDateApproximate ?? false) : false,
    sex: input.sex,
    neutered: input.neutered ?? false,
    microchip: input.microchip,
    vetClinic: input.vetClinic,
    vetPhone: input.vetPhone,
    allergies: input.allergies,
    medication: input.medication,
    isPpp,
    pppLicence: isPpp ? input.pppLicence : null,
    pppLicenceExpires: isPpp ? input.pppLicenceExpires : null,
    insurer: input.insurer,
    insurancePolicy: input.insurancePolicy,
    insuranceExpires: input.insuranceExpires,
  };
}

const fields = (input: DogInputParsed) => ({
  name: input.name,
  breed: input.breed,
  clientId: input.clientId,
  weight: input.weight,
  height: input.height,
  notes: input.notes,
  ...healthFields(input),
});

/** A birth date after the trainer's today is refused before anything is written. */
function refuseFutureBirth(input: DogInputParsed, today: string) {
  if (input.birthDate && isFutureDate(input.birthDate, today))
    throw invalid('birthDate', BIRTH_DATE_FUTURE_MESSAGE);
}

/** Issue 20: an import's dogs (an age is stored as an approximate birth date), in batches. */
export async function insertDogs(tx: Tx, businessId: string, values: ImportedDog[]) {
  await repository.insertDogs(tx, businessId, values);
}

export async function createDog(
  db: Db,
  businessId: string,
  input: DogInputParsed,
  today: string,
): Promise<Dog> {
  refuseFutureBirth(input, today);
  // Image work happens before the transaction so no lock is held while sharp runs.
  const photo = input.photo ? await processPhoto(input.photo) : null;
  const id = uuidv7();
  await db
    .transaction(async (tx) => {
      await findClientRow(tx, businessId, input.clientId);
      await repository.insertDog(
        tx,
        id,
        businessId,
        { ...fields(input), isActive: input.isActive ?? true },
        today,
      );
      if (photo) await repository.replacePhoto(tx, businessId, id, photo);
    })
    .catch(mapWriteError);
  return getDog(db, businessId, id);
}

export async function updateDog(
  db: Db,
  businessId: string,
  id: string,
  input: DogInputParsed,
  today: string,
): Promise<Dog> {
  refuseFutureBirth(input, today);
  const photo = input.photo ? await processPhoto(input.photo) : null;
  await db
    .transaction(async (tx) => {
      const current = await repository.lockOwnDog(tx, businessId, id);
      if (!current) throw dogNotFound();
      if (current.clientId !== input.clientId) await findClientRow(tx, businessId, input.clientId);
      await repository.updateDogRow(tx, id, { ...fields(input), isActive: input.isActive }, today);
      // undefined keeps the photo, null removes it, a data URL replaces it (DESIGN §4).
      if (input.photo !== undefined) await repository.replacePhoto(tx, businessId, id, photo);
    })
    .catch(mapWriteError);
  return getDog(db, businessId, id);
}

/** The dog with its photo and sessions, in one transaction (DESIGN §5). */
export async function deleteDog(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnDog(db, businessId, id))) throw dogNotFound();
}

/** One client's dogs; the client must be the caller's. */
export async function listClientDogs(
  db: Db,
  businessId: string,
  clientId: string,
  page: number,
  limit: number,
) {
  await findClientRow(db, businessId, clientId);
  return listDogs(db, businessId, { clientId } satisfies DogFilters, page, limit);
}

/** Another trainer's dog, or one that does not exist, is a 404 (DESIGN §5). */
export async function assertOwnDog(db: Db, businessId: string, dogId: string) {
  if (!(await repository.selectOwnDogId(db, businessId, dogId))) throw dogNotFound();
}

/**
 * The caller's dog `dogId`, which must be `clientId`'s: another trainer's dog is a 404, a dog of
 * another of the trainer's clients a 400 (a booking's dog is always its client's).
 */
export async function findDogOfClient(
  db: Db | Tx,
  businessId: string,
  clientId: string,
  dogId: string,
) {
  const dog = await repository.selectOwnDogOwner(db, businessId, dogId);
  if (!dog) throw dogNotFound();
  if (dog.clientId !== clientId) throw invalid('dogId', 'El perro no pertenece a este cliente');
  return dog;
}

/** A booking's dog as a new dog of its client, inside the booking's transaction. */
export async function createDogFromBooking(
  tx: Tx,
  businessId: string,
  clientId: string,
  dog: { name: string; breed: string | null; age: number | null },
) {
  const id = uuidv7();
  const name = dog.name.trim();
  // A booking may leave the breed out; the dog's record needs one, which the trainer can edit.
  const breed = dog.breed?.trim() || 'Sin especificar';
  await repository.insertDog(tx, id, businessId, { clientId, name, breed, age: dog.age });
  return { id, name };
}

/** The caller's dog's name and birth date, for a vaccine and age gate (issue 31.4); else 404. */
export async function dogBirthFacts(db: Db | Tx, businessId: string, dogId: string) {
  const dog = await repository.selectOwnDogBirth(db, businessId, dogId);
  if (!dog) throw dogNotFound();
  return dog;
}
