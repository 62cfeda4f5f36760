import { sql, type SQL } from 'drizzle-orm';
import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns.ts';
import { foldSql } from '../../lib/text-search.ts';
import { owner } from '../auth/auth.schema.ts';

// The tables the clients module owns: only its own files query them (decision 0029).

export const clients = pgTable(
  'clients',
  {
    id: id(),
    userId: owner(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The full name folded for search (lib/text-search.ts), kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs((): SQL =>
      foldSql(sql`${clients.firstName} || ' ' || ${clients.lastName}`),
    ),
  },
  (t) => [
    index('clients_user_created_idx').on(t.userId, t.createdAt),
    // Names searched anywhere in them (the sessions search, the selectors): trigram indexes answer
    // `%term%` without reading every row (bench/README.md, run D).
    index('clients_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // The target of the (user_id, client_id) keys: a dog can only name its own trainer's client.
    unique('clients_user_id_key').on(t.userId, t.id),
  ],
);
