import { REGIONS, VACCINE_KINDS } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id, tz, updatedAt } from '../../db/columns.ts';
import { owner } from '../auth/auth.schema.ts';
import { dogs } from '../dogs/dogs.schema.ts';

// The tables the vaccines module owns (issue 31.2): only its own files query them (decision 0029).

/** The trainer's comunidad autónoma: the default validity of a rabies dose. */
export const vaccineSettings = pgTable(
  'vaccine_settings',
  {
    userId: owner().primaryKey(),
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
    userId: owner(),
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
    unique('vaccinations_user_id_key').on(t.userId, t.id),
    index('vaccinations_dog_idx').on(t.userId, t.dogId),
    index('vaccinations_expires_idx').on(t.expiresOn),
    // Tenant isolation in the database: the dog must be the trainer's.
    foreignKey({
      name: 'vaccinations_user_dog_fk',
      columns: [t.userId, t.dogId],
      foreignColumns: [dogs.userId, dogs.id],
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
    userId: owner(),
    sentAt: tz('sent_at').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'vaccine_reminders_vaccination_fk',
      columns: [t.userId, t.vaccinationId],
      foreignColumns: [vaccinations.userId, vaccinations.id],
    }).onDelete('cascade'),
  ],
);
