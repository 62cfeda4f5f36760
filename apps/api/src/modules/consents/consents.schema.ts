import { CONSENT_KINDS, CONSENT_METHODS } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';
import { appointmentRequests } from '../appointment-requests/appointment-requests.schema.ts';

// The tables the consents module owns (issue 31.6): only its own files query them (decision 0029).

/**
 * One published version of a trainer's document of a kind. Editing inserts the next version; a
 * trigger (hand-written in the migration) refuses any UPDATE, so what an owner accepted is never
 * rewritten. The current version is the highest.
 */
export const consentVersions = pgTable(
  'consent_versions',
  {
    id: id(),
    businessId: tenant(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('consent_versions_business_id_key').on(t.businessId, t.id),
    unique('consent_versions_business_kind_version_key').on(t.businessId, t.kind, t.version),
    enumCheck('consent_versions_kind_check', t.kind, CONSENT_KINDS),
    check('consent_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * An owner's acceptance of one version, for a client (and a dog where the kind is per dog): the
 * typed name, the IP, the time and the text exactly as shown. Immutable like the versions; it
 * goes with its client or dog when they are erased (decision 0051).
 */
export const consentAcceptances = pgTable(
  'consent_acceptances',
  {
    id: id(),
    businessId: tenant(),
    versionId: uuid('version_id').notNull(),
    clientId: uuid('client_id').notNull(),
    dogId: uuid('dog_id'),
    signedName: text('signed_name').notNull(),
    /** Null exactly for a paper signature (issue 45.5): the trainer recorded it, no IP signed. */
    ip: text('ip'),
    method: text('method', { enum: CONSENT_METHODS }).notNull().default('online'),
    textShown: text('text_shown').notNull(),
    acceptedAt: createdAt(),
  },
  (t) => [
    unique('consent_acceptances_business_id_key').on(t.businessId, t.id),
    enumCheck('consent_acceptances_method_check', t.method, CONSENT_METHODS),
    check('consent_acceptances_ip_check', sql`(${t.method} = 'online') = (${t.ip} is not null)`),
    unique('consent_acceptances_once_key').on(t.versionId, t.clientId, t.dogId).nullsNotDistinct(),
    index('consent_acceptances_client_idx').on(t.businessId, t.clientId),
    foreignKey({
      name: 'consent_acceptances_business_version_fk',
      columns: [t.businessId, t.versionId],
      foreignColumns: [consentVersions.businessId, consentVersions.id],
    }),
    foreignKey({
      name: 'consent_acceptances_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'consent_acceptances_business_client_dog_fk',
      columns: [t.businessId, t.clientId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.clientId, dogs.id],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
  ],
);

/**
 * Issue 31.6: an acceptance typed on the public booking page, before there is a client. It names
 * the request; approving the request (once it has its client and dog) copies it into
 * `consent_acceptances` with its own time, IP and text. It goes with its request.
 */
export const consentRequestAcceptances = pgTable(
  'consent_request_acceptances',
  {
    id: id(),
    businessId: tenant(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').notNull(),
    signedName: text('signed_name').notNull(),
    ip: text('ip').notNull(),
    textShown: text('text_shown').notNull(),
    acceptedAt: createdAt(),
  },
  (t) => [
    unique('consent_request_acceptances_once_key').on(t.requestId, t.versionId),
    foreignKey({
      name: 'consent_request_acceptances_business_version_fk',
      columns: [t.businessId, t.versionId],
      foreignColumns: [consentVersions.businessId, consentVersions.id],
    }),
  ],
);
