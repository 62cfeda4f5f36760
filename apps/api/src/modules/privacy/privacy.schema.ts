import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';

// The tables the privacy module owns: only its own files query them (decision 0029).

/** A trainer's privacy text: never updated, a change is the next version. */
export const privacyTexts = pgTable(
  'privacy_texts',
  {
    id: id(),
    businessId: tenant(),
    version: integer('version').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('privacy_texts_business_version_key').on(t.businessId, t.version),
    unique('privacy_texts_business_id_key').on(t.businessId, t.id),
    check('privacy_texts_version_check', sql`${t.version} >= 1`),
  ],
);
