import {
  VACCINE_REMINDER_DAYS,
  VACCINE_WARNING_DAYS,
  addDays,
  type DogDocumentStatus,
} from '@adiestra/shared';
import { and, eq, inArray, isNotNull, isNull, lte, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import {
  dogDocuments,
  vaccinations,
  vaccineReminders,
} from '../modules/vaccines/vaccines.schema.ts';
import { emailKey, emailKeySql } from '../lib/contact-match.ts';

/**
 * The doses as the dashboard and the reminder sweep read them (issue 31.2), with their dog, owner
 * and trainer. Only the CURRENT dose of a vaccine counts: the latest given of each dog, kind and
 * (for "other") name; an older dose a newer one replaced never warns nor reminds.
 */
const isCurrent = sql`not exists (
  select 1 from ${vaccinations} as later
  where later.business_id = ${vaccinations.businessId}
    and later.dog_id = ${vaccinations.dogId}
    and later.kind = ${vaccinations.kind}
    and coalesce(lower(later.name), '') = coalesce(lower(${vaccinations.name}), '')
    and (later.given_on, later.id) > (${vaccinations.givenOn}, ${vaccinations.id})
)`;

/**
 * The current doses of some of the trainer's dogs that have expired by `day` or expire within
 * VACCINE_WARNING_DAYS of it: a class's roster, on the class's day.
 */
export async function selectDoseAlertsOfDogs(
  db: Db,
  businessId: string,
  dogIds: string[],
  day: string,
) {
  if (dogIds.length === 0) return [];
  return db
    .select({
      dogId: vaccinations.dogId,
      kind: vaccinations.kind,
      name: vaccinations.name,
      expiresOn: vaccinations.expiresOn,
    })
    .from(vaccinations)
    .where(
      and(
        eq(vaccinations.businessId, businessId),
        inArray(vaccinations.dogId, dogIds),
        lte(vaccinations.expiresOn, addDays(day, VACCINE_WARNING_DAYS)),
        isCurrent,
      ),
    )
    .orderBy(vaccinations.expiresOn, vaccinations.id);
}

/** The trainer's active dogs' current doses expiring within VACCINE_WARNING_DAYS or expired. */
export async function selectVaccineAlerts(db: Db, businessId: string, today: string) {
  return db
    .select({
      vaccinationId: vaccinations.id,
      dogId: dogs.id,
      dogName: dogs.name,
      firstName: clients.firstName,
      lastName: clients.lastName,
      kind: vaccinations.kind,
      name: vaccinations.name,
      expiresOn: vaccinations.expiresOn,
    })
    .from(vaccinations)
    .innerJoin(
      dogs,
      and(eq(dogs.id, vaccinations.dogId), eq(dogs.businessId, vaccinations.businessId)),
    )
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .where(
      and(
        eq(vaccinations.businessId, businessId),
        eq(dogs.isActive, true),
        lte(vaccinations.expiresOn, addDays(today, VACCINE_WARNING_DAYS)),
        isCurrent,
      ),
    )
    .orderBy(vaccinations.expiresOn, dogs.name, vaccinations.id)
    .limit(200);
}

/** The active dogs whose recorded insurance, or PPP licence, expires within the warning days. */
export async function selectPaperAlerts(db: Db, businessId: string, today: string) {
  const until = addDays(today, VACCINE_WARNING_DAYS);
  return db
    .select({
      dogId: dogs.id,
      dogName: dogs.name,
      firstName: clients.firstName,
      lastName: clients.lastName,
      insuranceExpires: dogs.insuranceExpires,
      pppLicenceExpires: dogs.pppLicenceExpires,
      isPpp: dogs.isPpp,
    })
    .from(dogs)
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .where(
      and(
        eq(dogs.businessId, businessId),
        eq(dogs.isActive, true),
        or(
          lte(dogs.insuranceExpires, until),
          and(eq(dogs.isPpp, true), lte(dogs.pppLicenceExpires, until)),
        ),
      ),
    )
    .orderBy(dogs.name, dogs.id)
    .limit(200);
}

/**
 * Every trainer's current doses that expire from `today` to VACCINE_REMINDER_DAYS ahead and
 * whose owner has not been reminded, with the owner's e-mail and the trainer for the mail.
 */
export async function selectDueVaccineReminders(db: Db, today: string) {
  return db
    .select({
      vaccinationId: vaccinations.id,
      businessId: vaccinations.businessId,
      kind: vaccinations.kind,
      name: vaccinations.name,
      expiresOn: vaccinations.expiresOn,
      dogName: dogs.name,
      ownerEmail: clients.email,
      ownerFirstName: clients.firstName,
      trainer: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        timeZone: users.timeZone,
      },
    })
    .from(vaccinations)
    .innerJoin(
      dogs,
      and(eq(dogs.id, vaccinations.dogId), eq(dogs.businessId, vaccinations.businessId)),
    )
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .innerJoin(users, eq(users.id, vaccinations.businessId))
    .leftJoin(vaccineReminders, eq(vaccineReminders.vaccinationId, vaccinations.id))
    .where(
      and(
        isNull(vaccineReminders.vaccinationId),
        eq(dogs.isActive, true),
        isNotNull(clients.email),
        gte(vaccinations.expiresOn, today),
        lte(vaccinations.expiresOn, addDays(today, VACCINE_REMINDER_DAYS)),
        isCurrent,
      ),
    )
    .limit(500);
}

/**
 * Issue 31.3: the dogs of an owner (identified by e-mail, decision 0032) with every trainer:
 * the dogs of the clients whose e-mail is theirs, with the trainer's name.
 */
export async function selectOwnerDogs(db: Db, email: string) {
  return db
    .select({
      dogId: dogs.id,
      businessId: dogs.businessId,
      dogName: dogs.name,
      trainerFirstName: users.firstName,
      trainerLastName: users.lastName,
      /** The trainer's address and zone: an upload's notice goes to them (issue 45). */
      trainerEmail: users.email,
      trainerTimeZone: users.timeZone,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
    })
    .from(dogs)
    .innerJoin(clients, and(eq(clients.id, dogs.clientId), eq(clients.businessId, dogs.businessId)))
    .innerJoin(users, eq(users.id, dogs.businessId))
    .where(and(eq(emailKeySql(clients.email), emailKey(email)), eq(dogs.isActive, true)))
    .orderBy(dogs.name, dogs.id)
    .limit(50);
}

/** The trainer's uploaded documents (a status, a dog), with the dog's and owner's names. */
export async function selectTrainerDocuments(
  db: Db,
  businessId: string,
  filters: { status?: DogDocumentStatus | undefined; dogId?: string | undefined },
) {
  return db
    .select({
      id: dogDocuments.id,
      businessId: dogDocuments.businessId,
      dogId: dogDocuments.dogId,
      kind: dogDocuments.kind,
      mime: dogDocuments.mime,
      status: dogDocuments.status,
      uploadedAt: dogDocuments.uploadedAt,
      reviewedAt: dogDocuments.reviewedAt,
      dogName: dogs.name,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(dogDocuments)
    .innerJoin(
      dogs,
      and(eq(dogs.id, dogDocuments.dogId), eq(dogs.businessId, dogDocuments.businessId)),
    )
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .where(
      and(
        eq(dogDocuments.businessId, businessId),
        filters.status ? eq(dogDocuments.status, filters.status) : undefined,
        filters.dogId ? eq(dogDocuments.dogId, filters.dogId) : undefined,
      ),
    )
    .orderBy(dogDocuments.uploadedAt, dogDocuments.id)
    .limit(200);
}
