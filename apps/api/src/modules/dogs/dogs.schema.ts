import { DOG_SEXES } from '@adiestra/shared';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { bytea, enumCheck, id, createdAt, updatedAt } from '../../db/columns.ts';
import { spanishSortKey } from '../../lib/sort-key.ts';
import { foldSql } from '../../lib/text-search.ts';
import { tenant } from '../auth/auth.schema.ts';
import { clients } from '../clients/clients.schema.ts';

// The tables the dogs module owns: only its own files query them (decision 0029).

export const dogs = pgTable(
  'dogs',
  {
    id: id(),
    businessId: tenant(),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    breed: text('breed').notNull(),
    /** Issue 31: the age is computed from it; an age given before is an approximate birth date. */
    birthDate: date('birth_date', { mode: 'string' }),
    birthDateApproximate: boolean('birth_date_approximate').notNull().default(false),
    sex: text('sex', { enum: DOG_SEXES }),
    neutered: boolean('neutered').notNull().default(false),
    /** ISO 11784: 15 digits; one dog per microchip per trainer. */
    microchip: text('microchip'),
    vetClinic: text('vet_clinic'),
    vetPhone: text('vet_phone'),
    allergies: text('allergies'),
    medication: text('medication'),
    /** Perro potencialmente peligroso: the owner's licence and the liability insurance. */
    isPpp: boolean('is_ppp').notNull().default(false),
    pppLicence: text('ppp_licence'),
    pppLicenceExpires: date('ppp_licence_expires', { mode: 'string' }),
    insurer: text('insurer'),
    insurancePolicy: text('insurance_policy'),
    insuranceExpires: date('insurance_expires', { mode: 'string' }),
    weight: doublePrecision('weight'),
    height: doublePrecision('height'),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Name and breed folded for search (lib/text-search.ts), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs((): SQL => foldSql(dogs.name)),
    breedKey: text('breed_key').generatedAlwaysAs((): SQL => foldSql(dogs.breed)),
  },
  (t) => [
    index('dogs_business_name_idx').on(t.businessId, t.name),
    // The dogs list's order (lib/sort-key.ts): a page is read off the index, never sorted.
    index('dogs_business_sort_idx').on(t.businessId, spanishSortKey(t.name), t.name, t.id),
    index('dogs_client_idx').on(t.clientId),
    index('dogs_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    unique('dogs_business_id_key').on(t.businessId, t.id),
    uniqueIndex('dogs_business_microchip_key')
      .on(t.businessId, t.microchip)
      .where(sql`${t.microchip} is not null`),
    enumCheck('dogs_sex_check', t.sex, DOG_SEXES),
    check('dogs_microchip_check', sql`${t.microchip} ~ '^[0-9]{15}$'`),
    // The target of the bookings' (business_id, client_id, dog_id) key: a booking's dog is its client's.
    unique('dogs_business_client_id_key').on(t.businessId, t.clientId, t.id),
    // Tenant isolation in the database: the client must belong to the dog's trainer.
    foreignKey({
      name: 'dogs_business_client_fk',
      columns: [t.businessId, t.clientId],
      foreignColumns: [clients.businessId, clients.id],
    }).onDelete('cascade'),
  ],
);

/** One photo per dog; a replacement is a new row (new id, new URL) so URLs can be cached forever. */
export const dogPhotos = pgTable(
  'dog_photos',
  {
    id: id(),
    businessId: tenant(),
    dogId: uuid('dog_id').notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dog_photos_dog_key').on(t.dogId),
    foreignKey({
      name: 'dog_photos_business_dog_fk',
      columns: [t.businessId, t.dogId],
      foreignColumns: [dogs.businessId, dogs.id],
    }).onDelete('cascade'),
  ],
);
