import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  AEAT_SUBMISSION_STATUSES,
  INVOICE_RECORD_KINDS,
  INVOICE_EVENT_TYPES,
  INVOICE_SOURCE_KINDS,
  INVOICE_TYPES,
  IRPF_RATES,
  RECTIFY_METHODS,
  SIMPLIFIED_LIMIT_CENTS,
  TAX_REGIMES,
} from '@adiestra/shared';
import { bytea, createdAt, enumCheck, id, tz, updatedAt } from '../../db/columns.ts';
import { fiscalOwner, tenant } from '../auth/auth.schema.ts';

// The tables the invoices module owns: only its own files query them (decision 0029). Issued
// invoices, their lines, links, cancellations, records and events are never updated nor deleted:
// the trigger `invoices_refuse_change` (hand-written in the migration) refuses it, except the
// client's link going to NULL when the client is erased (decision 0042). They name their trainer
// by `fiscalOwner()`, without a foreign key, so they outlive a deleted account for the legal
// period (decision 0123); the profile, the counters and the certificate go with the account.

/** The trainer's fiscal data (issue 30.1): one row per trainer, edited freely. */
export const fiscalProfiles = pgTable(
  'fiscal_profiles',
  {
    businessId: tenant().primaryKey(),
    name: text('name').notNull(),
    taxId: text('tax_id').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    regime: text('regime', { enum: TAX_REGIMES }).notNull().default('iva'),
    irpfRate: integer('irpf_rate').notNull().default(0),
    series: text('series').notNull().default('F'),
    rectifySeries: text('rectify_series').notNull().default('R'),
    /** Where the quarter's books, PDFs and figures are sent; null until the trainer adds it. */
    gestorEmail: text('gestor_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    enumCheck('fiscal_profiles_regime_check', t.regime, TAX_REGIMES),
    check('fiscal_profiles_irpf_check', sql`${t.irpfRate} in (${sql.raw(IRPF_RATES.join(', '))})`),
    check('fiscal_profiles_series_check', sql`${t.series} <> ${t.rectifySeries}`),
  ],
);

/**
 * The last number issued in each series of each trainer: the issuing transaction increments its
 * row, so two issues queue on it and a rolled-back issue leaves no gap (decision 0042).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    businessId: tenant(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'invoice_counters_pkey', columns: [t.businessId, t.series] }),
    check('invoice_counters_positive_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * An issued invoice with its own copy of every party's data: later edits or the erasure of the
 * client never change it. `client_id` is ON DELETE SET NULL (client_id), hand-written in the
 * migration. Totals: total = base + tax; payable = total − IRPF withholding.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    businessId: fiscalOwner(),
    series: text('series').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    operationOn: date('operation_on', { mode: 'string' }),
    clientId: uuid('client_id'),
    issuerName: text('issuer_name').notNull(),
    issuerTaxId: text('issuer_tax_id').notNull(),
    issuerAddress: text('issuer_address').notNull(),
    recipientName: text('recipient_name'),
    recipientTaxId: text('recipient_tax_id'),
    recipientAddress: text('recipient_address'),
    regime: text('regime', { enum: TAX_REGIMES }).notNull(),
    description: text('description').notNull(),
    taxRate: integer('tax_rate').notNull(),
    baseCents: integer('base_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    irpfRate: integer('irpf_rate').notNull(),
    irpfCents: integer('irpf_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    rectifiesId: uuid('rectifies_id'),
    rectifyMethod: text('rectify_method', { enum: RECTIFY_METHODS }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoices_business_id_key').on(t.businessId, t.id),
    unique('invoices_business_series_seq_key').on(t.businessId, t.series, t.seq),
    unique('invoices_business_number_key').on(t.businessId, t.number),
    index('invoices_business_issued_idx').on(t.businessId, t.issuedOn),
    index('invoices_business_client_idx').on(t.businessId, t.clientId),
    foreignKey({
      name: 'invoices_business_rectifies_fk',
      columns: [t.businessId, t.rectifiesId],
      foreignColumns: [t.businessId, t.id],
    }),
    enumCheck('invoices_type_check', t.type, INVOICE_TYPES),
    enumCheck('invoices_regime_check', t.regime, TAX_REGIMES),
    check('invoices_seq_check', sql`${t.seq} > 0`),
    check('invoices_total_check', sql`${t.totalCents} = ${t.baseCents} + ${t.taxCents}`),
    check(
      'invoices_rectify_check',
      sql`(${t.type} like 'R%') = (${t.rectifiesId} is not null and ${t.rectifyMethod} in (${sql.raw(RECTIFY_METHODS.map((m) => `'${m}'`).join(', '))}))`,
    ),
    check(
      'invoices_recipient_check',
      sql`${t.type} in ('F2', 'R5') or (${t.recipientName} is not null and ${t.recipientTaxId} is not null and ${t.recipientAddress} is not null)`,
    ),
    check(
      'invoices_simplified_check',
      sql`${t.type} <> 'F2' or ${t.totalCents} <= ${sql.raw(String(SIMPLIFIED_LIMIT_CENTS))}`,
    ),
  ],
);

/** An invoice's lines, in order. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    businessId: fiscalOwner(),
    invoiceId: uuid('invoice_id').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    baseCents: integer('base_cents').notNull(),
    taxRate: integer('tax_rate').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    unique('invoice_lines_invoice_position_key').on(t.businessId, t.invoiceId, t.position),
    foreignKey({
      name: 'invoice_lines_business_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    check('invoice_lines_total_check', sql`${t.totalCents} = ${t.baseCents} + ${t.taxCents}`),
  ],
);

/**
 * Which payments an invoice bills (the "invoiced" link). A payment is billed by at most one
 * invoice that is not cancelled: checked under the trainer's lock, so a cancelled invoice's
 * payments can be invoiced again.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    businessId: fiscalOwner(),
    paymentId: uuid('payment_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'invoice_payments_pkey',
      columns: [t.businessId, t.invoiceId, t.paymentId],
    }),
    index('invoice_payments_payment_idx').on(t.businessId, t.paymentId),
    foreignKey({
      name: 'invoice_payments_business_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
  ],
);

/**
 * What an invoice bills besides payments: a completed appointment or a bono sale. The database
 * keeps each source on at most one live invoice (`invoice_sources_live_key`, a partial unique
 * index), whatever runs at the same time. A cancellation releases its invoice's sources so they
 * can be billed again: `released` is the one change the hand-written trigger
 * `invoice_sources_release_only` allows, false to true, once the invoice has its cancellation.
 */
export const invoiceSources = pgTable(
  'invoice_sources',
  {
    businessId: fiscalOwner(),
    invoiceId: uuid('invoice_id').notNull(),
    kind: text('kind', { enum: INVOICE_SOURCE_KINDS }).notNull(),
    sourceId: uuid('source_id').notNull(),
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    primaryKey({
      name: 'invoice_sources_pkey',
      columns: [t.businessId, t.invoiceId, t.kind, t.sourceId],
    }),
    uniqueIndex('invoice_sources_live_key')
      .on(t.businessId, t.kind, t.sourceId)
      .where(sql`not ${t.released}`),
    foreignKey({
      name: 'invoice_sources_business_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    enumCheck('invoice_sources_kind_check', t.kind, INVOICE_SOURCE_KINDS),
  ],
);

/** The cancellation (anulación) of an invoice issued by mistake: at most one per invoice. */
export const invoiceCancellations = pgTable(
  'invoice_cancellations',
  {
    businessId: fiscalOwner(),
    invoiceId: uuid('invoice_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'invoice_cancellations_pkey', columns: [t.businessId, t.invoiceId] }),
    foreignKey({
      name: 'invoice_cancellations_business_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
  ],
);

/**
 * The registro de facturación (issue 30.5): one record per issue (alta) or cancellation
 * (anulacion), chained by its SHA-256 huella to the trainer's previous record. The fields the
 * huella covers are columns, written as the literals that were hashed; `payload` is the whole
 * record with the Orden's field names.
 */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: id(),
    businessId: fiscalOwner(),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: INVOICE_RECORD_KINDS }).notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    issuerTaxId: text('issuer_tax_id').notNull(),
    number: text('number').notNull(),
    issueDate: text('issue_date').notNull(),
    invoiceType: text('invoice_type'),
    cuotaTotal: text('cuota_total'),
    importeTotal: text('importe_total'),
    previousHash: text('previous_hash').notNull(),
    generatedAt: text('generated_at').notNull(),
    hash: text('hash').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('invoice_records_business_seq_key').on(t.businessId, t.seq),
    unique('invoice_records_business_id_key').on(t.businessId, t.id),
    foreignKey({
      name: 'invoice_records_business_invoice_fk',
      columns: [t.businessId, t.invoiceId],
      foreignColumns: [invoices.businessId, invoices.id],
    }),
    enumCheck('invoice_records_kind_check', t.kind, INVOICE_RECORD_KINDS),
    check('invoice_records_hash_check', sql`${t.hash} ~ '^[0-9A-F]{64}$'`),
    check(
      'invoice_records_chain_check',
      sql`(${t.seq} = 1) = (${t.previousHash} = '') and (${t.seq} = 1 or ${t.previousHash} ~ '^[0-9A-F]{64}$')`,
    ),
    check(
      'invoice_records_alta_check',
      sql`(${t.kind} = 'alta') = (${t.invoiceType} is not null and ${t.cuotaTotal} is not null and ${t.importeTotal} is not null)`,
    ),
  ],
);

/** The event log of the invoicing system: records written, chain checks failed, books exported. */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: id(),
    businessId: fiscalOwner(),
    type: text('type', { enum: INVOICE_EVENT_TYPES }).notNull(),
    at: tz('at').notNull(),
    details: jsonb('details').notNull(),
  },
  (t) => [
    index('invoice_events_business_at_idx').on(t.businessId, t.at),
    enumCheck('invoice_events_type_check', t.type, INVOICE_EVENT_TYPES),
  ],
);

/**
 * Each record's way to the AEAT (issue 30.7, decision 0060): written `pendiente` with the record,
 * then the AEAT's answer. Kept apart from the immutable record, which never changes.
 */
export const invoiceSubmissions = pgTable(
  'invoice_submissions',
  {
    recordId: uuid('record_id').primaryKey(),
    businessId: fiscalOwner(),
    status: text('status', { enum: AEAT_SUBMISSION_STATUSES }).notNull().default('pendiente'),
    /** Messages that carried it (a transport failure leaves it pending for the next one). */
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    /** The AEAT's Código Seguro de Verificación of the message that was answered. */
    csv: text('csv'),
    answeredAt: tz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'invoice_submissions_business_record_fk',
      columns: [t.businessId, t.recordId],
      foreignColumns: [invoiceRecords.businessId, invoiceRecords.id],
    }).onDelete('cascade'),
    enumCheck('invoice_submissions_status_check', t.status, AEAT_SUBMISSION_STATUSES),
    index('invoice_submissions_pending_idx')
      .on(t.businessId)
      .where(sql`${t.status} = 'pendiente'`),
  ],
);

/**
 * The trainer's certificate for sending (PKCS#12 and its password), encrypted with AES-256-GCM
 * under a key derived from the server secret (aeat/certificate-vault.ts), and the sender's state:
 * when the next message may leave (the AEAT's TiempoEsperaEnvio) and the lease of the process
 * sending now, so that two processes never send the same records.
 */
export const aeatCertificates = pgTable('aeat_certificates', {
  businessId: tenant().primaryKey(),
  fileName: text('file_name').notNull(),
  sealed: bytea('sealed').notNull(),
  holder: text('holder').notNull(),
  validUntil: tz('valid_until').notNull(),
  nextSendAt: tz('next_send_at').notNull().defaultNow(),
  lockedUntil: tz('locked_until'),
  lastError: text('last_error'),
  createdAt: createdAt(),
});
