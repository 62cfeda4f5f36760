import { sql, type SQL } from 'drizzle-orm';
import { CLIENT_FISCAL_KINDS, CONTACT_CHANNELS } from '@adiestra/shared';
import { boolean, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, enumCheck, tz, updatedAt } from '../../db/columns.ts';
import { foldSql } from '../../lib/text-search.ts';
import { tenant } from '../auth/auth.schema.ts';

// The tables the clients module owns: only its own files query them (decision 0029).

export const clients = pgTable(
  'clients',
  {
    id: id(),
    businessId: tenant(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /** '' when the client gave none; a client has an e-mail or a phone (clients_contact_check). */
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** DNI, NIE or company NIF, normalised (shared tax-id.ts), for invoices. */
    taxId: text('tax_id'),
    /** A private person, or a business or professional who withholds IRPF (issue 45). */
    fiscalKind: text('fiscal_kind', { enum: CLIENT_FISCAL_KINDS }).notNull().default('particular'),
    preferredChannel: text('preferred_channel', { enum: CONTACT_CHANNELS })
      .notNull()
      .default('email'),
    /** Consent to receive messages, and when it was given (both or neither). */
    messagesConsent: boolean('messages_consent').notNull().default(false),
    messagesConsentAt: tz('messages_consent_at'),
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
    index('clients_business_created_idx').on(t.businessId, t.createdAt),
    // Names searched anywhere in them (the sessions search, the selectors): trigram indexes answer
    // `%term%` without reading every row (bench/README.md, run D).
    index('clients_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    // The target of the (business_id, client_id) keys: a dog can only name its own trainer's client.
    unique('clients_business_id_key').on(t.businessId, t.id),
    // Issue 27.3: at least one way to reach the client, and the preferred one is among them.
    check('clients_contact_check', sql`btrim(${t.email}) <> '' or btrim(${t.phone}) <> ''`),
    enumCheck('clients_preferred_channel_check', t.preferredChannel, CONTACT_CHANNELS),
    enumCheck('clients_fiscal_kind_check', t.fiscalKind, CLIENT_FISCAL_KINDS),
    check(
      'clients_preferred_channel_reachable_check',
      sql`(${t.preferredChannel} <> 'email' or btrim(${t.email}) <> '') and (${t.preferredChannel} <> 'whatsapp' or btrim(${t.phone}) <> '')`,
    ),
    check(
      'clients_messages_consent_check',
      sql`${t.messagesConsent} = (${t.messagesConsentAt} is not null)`,
    ),
  ],
);
