import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ConsentKind } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { emailKey, emailKeySql } from '../lib/contact-match.ts';
import { users } from '../modules/auth/auth.schema.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { consentAcceptances, consentVersions } from '../modules/consents/consents.schema.ts';
import { dogs } from '../modules/dogs/dogs.schema.ts';
import { ownerAreaSettings } from '../modules/owners/owners.schema.ts';

/** How many rows the trainer's "sin aceptar" list shows at most. */
export const PENDING_LIMIT = 500;

/** The current (highest) version of each kind a trainer has written. */
const isCurrentVersion = sql`not exists (
  select 1 from ${consentVersions} as newer
  where newer.business_id = ${consentVersions.businessId}
    and newer.kind = ${consentVersions.kind}
    and newer.version > ${consentVersions.version}
)`;

/**
 * Issue 31.6, "who has not accepted what": per current version, each client (per client kinds) or
 * each active dog with its client (per dog kinds) without an acceptance of that version.
 */
export async function selectPendingAcceptances(
  db: Db,
  businessId: string,
  perDog: ConsentKind[],
  clientId?: string,
) {
  return db
    .select({
      kind: consentVersions.kind,
      versionId: consentVersions.id,
      version: consentVersions.version,
      clientId: clients.id,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      dogId: dogs.id,
      dogName: dogs.name,
    })
    .from(consentVersions)
    .innerJoin(clients, eq(clients.businessId, consentVersions.businessId))
    .leftJoin(
      dogs,
      and(
        eq(dogs.businessId, clients.businessId),
        eq(dogs.clientId, clients.id),
        eq(dogs.isActive, true),
        inArray(consentVersions.kind, perDog),
      ),
    )
    .where(
      and(
        eq(consentVersions.businessId, businessId),
        clientId ? eq(clients.id, clientId) : undefined,
        isCurrentVersion,
        // A per-dog document is asked of each dog: a client with no dog has nothing to accept.
        sql`(${inArray(consentVersions.kind, perDog)}) = (${dogs.id} is not null)`,
        sql`not exists (
          select 1 from ${consentAcceptances} as a
          where a.version_id = ${consentVersions.id}
            and a.client_id = ${clients.id}
            and a.dog_id is not distinct from ${dogs.id}
        )`,
      ),
    )
    .orderBy(
      asc(clients.firstName),
      asc(clients.lastName),
      asc(dogs.name),
      asc(consentVersions.kind),
    )
    .limit(PENDING_LIMIT);
}

/** The names of a client's dogs, retired ones too: an acceptance outlives the dog's activity. */
export async function selectClientDogNames(db: Db, businessId: string, clientId: string) {
  return db
    .select({ id: dogs.id, name: dogs.name })
    .from(dogs)
    .where(and(eq(dogs.businessId, businessId), eq(dogs.clientId, clientId)));
}

/**
 * The owner's clients (their e-mail), with each trainer's name and business name (what owners
 * are shown, issue 45) and the client's active dogs.
 */
export async function selectOwnerClientsWithDogs(db: Db, email: string) {
  return db
    .select({
      businessId: clients.businessId,
      clientId: clients.id,
      trainerFirstName: users.firstName,
      trainerLastName: users.lastName,
      businessName: ownerAreaSettings.businessName,
      dogId: dogs.id,
      dogName: dogs.name,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.businessId))
    .leftJoin(ownerAreaSettings, eq(ownerAreaSettings.businessId, clients.businessId))
    .leftJoin(
      dogs,
      and(
        eq(dogs.businessId, clients.businessId),
        eq(dogs.clientId, clients.id),
        eq(dogs.isActive, true),
      ),
    )
    .where(eq(emailKeySql(clients.email), emailKey(email)))
    .orderBy(asc(clients.businessId), asc(clients.id), asc(dogs.name))
    .limit(200);
}

/** The current versions of the given trainers, every kind they wrote. */
export async function selectCurrentVersionsOf(db: Db | Tx, businessIds: string[]) {
  if (businessIds.length === 0) return [];
  return db
    .select()
    .from(consentVersions)
    .where(and(inArray(consentVersions.businessId, businessIds), isCurrentVersion))
    .orderBy(asc(consentVersions.kind));
}
