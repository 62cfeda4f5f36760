import {
  DOG_DOCUMENT_KINDS,
  DOG_DOCUMENT_MIME_TYPES,
  DOG_DOCUMENT_STATUSES,
  REGIONS,
  VACCINE_KINDS,
} from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, enumCheck, id, tz, updatedAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';

// The tables the vaccines module owns (issue 31.2): only its own files query them (decision 0029).

/** The trainer's comunidad autónoma: the default validity of a rabies dose. */
export const vaccineSettings = pgTable(
  'vaccine_settings',
  {
    businessId: tenant().primaryKey(),
    region: text('region', { enum: REGIONS }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [enumCheck('vaccine_settings_region_check', t.region, REGIONS)],
);

/** One dose on a dog's record: a later dose of the same vaccine replaces it. */
export const vaccinations = pgTable(
  'vaccinations',
  {
    id: id(),
    businessId: tenant(),
    dogId: uuid('dog_id').notNull(),
    kind: text('kind', { enum: VACCINE_KINDS }).notNull(),
    /** The product's name; required for "other". */
    name: text('name'),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('vaccinations_business_id_key').on(t.businessId, t.id),
    index('vaccinations_dog_idx').on(t.businessId, t.dogId),
    index('vaccinations_expires_idx').on(t.expiresOn),
    // Tenant isolation in the database: the dog must be the trainer's.
    foreignKey({
      name: 'vaccinations_business_dog_fk',
      columns: [t.businessId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.id],
    }).onDelete('cascade'),
    enumCheck('vaccinations_kind_check', t.kind, VACCINE_KINDS),
    check('vaccinations_dates_check', sql`${t.expiresOn} > ${t.givenOn}`),
    check('vaccinations_other_name_check', sql`${t.kind} <> 'other' or ${t.name} is not null`),
  ],
);

/** The owner's one reminder before a dose expires: the primary key makes it once per dose. */
export const vaccineReminders = pgTable(
  'vaccine_reminders',
  {
    vaccinationId: uuid('vaccination_id').primaryKey(),
    businessId: tenant(),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'vaccine_reminders_vaccination_fk',
      columns: [t.businessId, t.vaccinationId],
      foreignColumns: [vaccinations.businessId, vaccinations.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Issue 31.3: a photo or PDF the owner uploaded in Mi área (vaccination card or insurance), private:
 * served only to the dog's trainer and to its owner. Goes with the dog (erasure deletes it).
 */
export const dogDocuments = pgTable(
  'dog_documents',
  {
    id: id(),
    businessId: tenant(),
    dogId: uuid('dog_id').notNull(),
    kind: text('kind', { enum: DOG_DOCUMENT_KINDS }).notNull(),
    mime: text('mime', { enum: DOG_DOCUMENT_MIME_TYPES }).notNull(),
    content: bytea('content').notNull(),
    size: integer('size').notNull(),
    status: text('status', { enum: DOG_DOCUMENT_STATUSES }).notNull().default('pending'),
    uploadedAt: createdAt(),
    reviewedAt: tz('reviewed_at'),
  },
  (t) => [
    index('dog_documents_business_status_idx').on(t.businessId, t.status),
    index('dog_documents_dog_idx').on(t.dogId),
    foreignKey({
      name: 'dog_documents_business_dog_fk',
      columns: [t.businessId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.id],
    }).onDelete('cascade'),
    enumCheck('dog_documents_kind_check', t.kind, DOG_DOCUMENT_KINDS),
    enumCheck('dog_documents_mime_check', t.mime, DOG_DOCUMENT_MIME_TYPES),
    enumCheck('dog_documents_status_check', t.status, DOG_DOCUMENT_STATUSES),
    check('dog_documents_size_check', sql`${t.size} between 1 and 5242880`),
    check(
      'dog_documents_reviewed_check',
      sql`(${t.status} = 'reviewed') = (${t.reviewedAt} is not null)`,
    ),
  ],
);
