import {
  INVOICE_MESSAGES,
  SIMPLIFIED_LIMIT_CENTS,
  TAX_REGIME_RATES,
  TAX_REGIME_TAX,
  aeatAmount,
  aeatDate,
  formatCents,
  percentOf,
  recipientWithholds,
  rectifyTotalIssue,
  splitGross,
  todayIn,
  type FiscalProfile,
  type FiscalProfilePayload,
  type FiscalProfileState,
  type Invoice,
  type InvoiceType,
  type InvoiceSourceKind,
  type InvoiceSource,
  type IssueInvoicePayload,
  type RectifyInvoicePayload,
  type CancelInvoicePayload,
  type InvoiceDraft,
  type PaymentInvoiceLinks,
  type OwnerInvoice,
  type RegistroStatus,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { invoiceIssuedMail } from '../../emails/invoice-issued.tsx';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { underTrainerLock, type Tx } from '../../lib/trainer-lock.ts';
import { findClientRow } from '../clients/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import { findPaymentsToInvoice } from '../payments/index.ts';
import { aeatRuleProblem } from './aeat-rules.ts';
import { billOf, type Bill } from './billing.ts';
import { correctedAmounts, correctionsOf, type Amounts } from './rectifications.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceQrUrl, verifactuPrintMode } from './qr-address.ts';
import {
  recordsOfInvoice,
  selectCertificate,
  submissionsOfInvoices,
} from './aeat/sending.repository.ts';
import * as repository from './invoices.repository.ts';
import type { FiscalProfileRow, InvoiceFilters, InvoiceRow } from './invoices.repository.ts';
import { appendRecord, ChainBrokenError, verifyChain } from './registro.service.ts';
import { anulacionFlags } from './subsanacion.ts';

export interface InvoiceCaller {
  id: string;
  timeZone: string;
}

/** What the screens list when the trainer has no fiscal profile yet. */
const PROFILE_FIELDS = [
  'Nombre o razón social',
  'NIF, NIE o CIF',
  'Dirección fiscal',
  'Régimen de impuestos',
];

const toProfileDto = (row: FiscalProfileRow): FiscalProfile => ({
  name: row.name,
  taxId: row.taxId,
  address: row.address,
  postalCode: row.postalCode,
  city: row.city,
  province: row.province,
  regime: row.regime,
  irpfRate: row.irpfRate,
  series: row.series,
  rectifySeries: row.rectifySeries,
  gestorEmail: row.gestorEmail,
});

export async function getProfileState(db: Db, businessId: string): Promise<FiscalProfileState> {
  const row = await repository.selectProfile(db, businessId);
  return row
    ? { profile: toProfileDto(row), missing: [] }
    : { profile: null, missing: PROFILE_FIELDS };
}

export async function saveProfile(
  db: Db,
  businessId: string,
  input: FiscalProfilePayload,
  now: Date,
): Promise<FiscalProfile> {
  // Under the trainer's lock, as issuing reads the profile under it (issue 30.3): a series keeps
  // one kind of invoice, so the invoices' series never held rectificativas and the reverse.
  return underTrainerLock(db, businessId, async (tx) => {
    const used = await repository.selectSeriesKinds(tx, businessId, [
      input.series,
      input.rectifySeries,
    ]);
    if (used.some((u) => u.series === input.series && u.rectificativa)) {
      throw invalid('series', INVOICE_MESSAGES.seriesOfRectificativas(input.series));
    }
    if (used.some((u) => u.series === input.rectifySeries && !u.rectificativa)) {
      throw invalid('rectifySeries', INVOICE_MESSAGES.seriesOfInvoices(input.rectifySeries));
    }
    return toProfileDto(await repository.upsertProfile(tx, { businessId, ...input }, now));
  });
}

async function requireProfile(db: Db | Tx, businessId: string) {
  const profile = await repository.selectProfile(db, businessId);
  if (!profile) throw new AppError('VALIDATION_ERROR', 400, INVOICE_MESSAGES.noProfile);
  return profile;
}

const fullAddress = (p: { address: string; postalCode: string; city: string; province: string }) =>
  `${p.address}, ${p.postalCode} ${p.city} (${p.province})`;

/** The invoice as the API and the PDF show it, from its row and details. */
async function toInvoiceDtos(
  db: Db | Tx,
  businessId: string,
  rows: InvoiceRow[],
): Promise<Invoice[]> {
  const ids = rows.map((row) => row.id);
  const details = await repository.selectInvoiceDetails(db, businessId, ids);
  const submissions = await submissionsOfInvoices(db, businessId, ids);
  const hasCertificate = Boolean(await selectCertificate(db, businessId));
  const originals = await repository.selectInvoicesByIds(
    db,
    businessId,
    rows.flatMap((row) => (row.rectifiesId ? [row.rectifiesId] : [])),
  );
  const corrections = await correctionsOf(db, businessId, [
    ...originals,
    ...rows.filter((row) => !row.rectifiesId),
  ]);
  return rows.map((row) => {
    const original = originals.find((o) => o.id === row.rectifiesId);
    const correction = corrections.get(row.rectifiesId ?? row.id)!;
    const submission = submissions.findLast((s) => s.invoiceId === row.id);
    const cancellation = details.cancellations.find((c) => c.invoiceId === row.id);
    return {
      id: row.id,
      number: row.number,
      series: row.series,
      type: row.type,
      issuedOn: row.issuedOn,
      operationOn: row.operationOn,
      clientId: row.clientId,
      issuer: { name: row.issuerName, taxId: row.issuerTaxId, address: row.issuerAddress },
      recipient: row.recipientName
        ? { name: row.recipientName, taxId: row.recipientTaxId, address: row.recipientAddress }
        : null,
      regime: row.regime,
      lines: details.lines
        .filter((line) => line.invoiceId === row.id)
        .map((line) => ({
          description: line.description,
          baseCents: line.baseCents,
          taxRate: line.taxRate,
          taxCents: line.taxCents,
          totalCents: line.totalCents,
        })),
      baseCents: row.baseCents,
      taxRate: row.taxRate,
      taxCents: row.taxCents,
      irpfRate: row.irpfRate,
      irpfCents: row.irpfCents,
      totalCents: row.totalCents,
      payableCents: row.totalCents - row.irpfCents,
      rectifies:
        original && row.rectifyMethod
          ? {
              id: original.id,
              number: original.number,
              issuedOn: original.issuedOn,
              method: row.rectifyMethod,
            }
          : null,
      rectifiedBy: details.rectifications
        .filter((r) => r.rectifiesId === row.id)
        .map((r) => ({
          id: r.id,
          number: r.number,
          cancelled: !correction.fixes.some((f) => f.id === r.id),
        })),
      correctedTotalCents: row.rectifiesId
        ? row.totalCents
        : correctedAmounts(row, correction.fixes).totalCents,
      // Annulled last-first (decision 0146): an original with no live rectificativa, or the
      // latest live rectificativa of its original.
      cancellable:
        !cancellation &&
        (row.rectifiesId ? correction.fixes.at(-1)?.id === row.id : correction.fixes.length === 0),
      cancelledAt: cancellation ? cancellation.createdAt.toISOString() : null,
      cancelReason: cancellation?.reason ?? null,
      paymentIds: details.payments.filter((p) => p.invoiceId === row.id).map((p) => p.paymentId),
      qrUrl: invoiceQrUrl({
        taxId: row.issuerTaxId,
        number: row.number,
        date: aeatDate(row.issuedOn),
        amount: aeatAmount(row.totalCents),
      }),
      verifactu: verifactuPrintMode({ hasCertificate, status: submission?.status ?? null }),
      huella: details.records.find((r) => r.invoiceId === row.id)?.hash ?? '',
      aeat: submission
        ? {
            status: submission.status,
            errorCode: submission.errorCode,
            errorDescription: submission.errorDescription,
          }
        : null,
    };
  });
}

async function findInvoiceRow(db: Db | Tx, businessId: string, id: string) {
  const row = await repository.selectInvoice(db, businessId, id);
  if (!row) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  return row;
}

export async function getInvoice(db: Db | Tx, businessId: string, id: string) {
  const [dto] = await toInvoiceDtos(db, businessId, [await findInvoiceRow(db, businessId, id)]);
  return dto!;
}

export async function listInvoices(
  db: Db,
  businessId: string,
  filters: InvoiceFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await repository.selectInvoicePage(db, businessId, filters, page, limit);
  return {
    invoices: await toInvoiceDtos(db, businessId, rows),
    pagination: pageInfo(page, limit, total),
  };
}

/** The PDF and its file name. */
/** The invoices issued between two days, oldest first, as their DTOs (the bulk PDF download). */
export async function invoicesIssuedBetween(db: Db, businessId: string, from: string, to: string) {
  return toInvoiceDtos(
    db,
    businessId,
    await repository.selectInvoicesIssuedBetween(db, businessId, from, to),
  );
}

export async function getInvoicePdf(db: Db, businessId: string, id: string) {
  const invoice = await getInvoice(db, businessId, id);
  return { filename: `factura-${invoice.number}.pdf`, pdf: await invoicePdf(invoice) };
}

/**
 * Issue 30.2–30.5: an invoice for what `input` bills (billing.ts), in one transaction under the
 * trainer's lock: its number from the series' counter, its own copy of both parties' data, its
 * record in the registro chained to the previous one, and the PDF mailed to the client when they
 * have an e-mail. Simplificada without recipient data (up to 400 €), completa with it.
 */
export async function issueInvoice(
  db: Db,
  caller: InvoiceCaller,
  input: IssueInvoicePayload,
  now: Date,
): Promise<Invoice> {
  return withChainGuard(db, caller, now, () =>
    underTrainerLock(db, caller.id, async (tx) => {
      const profile = await requireProfile(tx, caller.id);
      const bill = await billOf(tx, caller, input, now);
      const recipient = input.recipient ?? null;
      const client = bill.clientId
        ? await findClientRow(tx, caller.id, bill.clientId).catch(() => null)
        : null;
      const taxRate = TAX_REGIME_RATES[profile.regime];
      // IRPF is withheld by a business or professional client (the client's record says which),
      // so only on a factura completa: never from a private owner (issue 45).
      const irpfRate =
        recipient && recipientWithholds(client?.fiscalKind, recipient.taxId) ? profile.irpfRate : 0;
      const { lines, baseCents, taxCents, irpfCents, totalCents } = billFigures(
        bill.items,
        taxRate,
        irpfRate,
      );
      if (!recipient && totalCents > SIMPLIFIED_LIMIT_CENTS) {
        throw invalid('recipient', INVOICE_MESSAGES.simplifiedTooLarge);
      }
      const issuedOn = todayIn(caller.timeZone, now);
      const operationOn = bill.items
        .map((item) => (item.ahead && item.on > issuedOn ? issuedOn : item.on))
        .sort()
        .at(-1)!;
      const invoice = await issue(tx, caller, now, profile, {
        type: recipient ? 'F1' : 'F2',
        series: profile.series,
        issuedOn,
        operationOn: operationOn === issuedOn ? null : operationOn,
        clientId: client?.id ?? null,
        recipient: recipient && {
          name: recipient.name,
          taxId: recipient.taxId,
          address: fullAddress(recipient),
        },
        description: bill.description,
        taxRate,
        irpfRate,
        baseCents,
        taxCents,
        irpfCents,
        totalCents,
        lines,
        paymentIds: bill.paymentIds,
        sources: bill.sources,
        rectifies: null,
      });
      if (client?.email) await mailInvoice(tx, caller, client.email, invoice, now);
      return invoice;
    }),
  );
}

/**
 * The lines of a bill and their sums: each line's amount split on its own (splitGross), so its
 * cuota is its base × rate; the issue and the issue dialog's figures both come from here.
 */
function billFigures(items: Bill['items'], taxRate: number, irpfRate: number) {
  const split = items.map((item) => ({
    description: item.description,
    taxRate,
    ...splitGross(item.grossCents, taxRate, irpfRate),
  }));
  const sum = (key: 'baseCents' | 'taxCents' | 'irpfCents') =>
    split.reduce((total, line) => total + line[key], 0);
  const baseCents = sum('baseCents');
  const taxCents = sum('taxCents');
  const irpfCents = sum('irpfCents');
  return {
    lines: split.map(({ irpfCents: _irpf, ...line }) => line),
    baseCents,
    taxCents,
    irpfCents,
    totalCents: baseCents + taxCents,
    payableCents: baseCents + taxCents - irpfCents,
  };
}

interface NewInvoice {
  type: InvoiceType;
  series: string;
  issuedOn: string;
  operationOn: string | null;
  clientId: string | null;
  recipient: { name: string; taxId: string | null; address: string | null } | null;
  description: string;
  taxRate: number;
  irpfRate: number;
  baseCents: number;
  taxCents: number;
  irpfCents: number;
  totalCents: number;
  lines: {
    description: string;
    baseCents: number;
    taxRate: number;
    taxCents: number;
    totalCents: number;
  }[];
  paymentIds: string[];
  sources: Bill['sources'];
  rectifies: { row: InvoiceRow; method: 'S' | 'I'; replaced: Amounts } | null;
}

/** Numbers, stores and records one invoice (inside the caller's transaction). */
async function issue(
  tx: Tx,
  caller: InvoiceCaller,
  now: Date,
  profile: FiscalProfileRow,
  draft: NewInvoice,
) {
  const broken = aeatRuleProblem(
    { ...draft, rectifies: draft.rectifies?.row ?? null },
    { today: todayIn(caller.timeZone, now), issuerTaxId: profile.taxId },
  );
  if (broken) throw invalid(broken.field, broken.message);
  const seq = await repository.takeNextNumber(tx, caller.id, draft.series);
  const number = `${draft.series}-${String(seq).padStart(4, '0')}`;
  const row = await repository.insertInvoice(
    tx,
    {
      businessId: caller.id,
      series: draft.series,
      seq,
      number,
      type: draft.type,
      issuedOn: draft.issuedOn,
      operationOn: draft.operationOn,
      clientId: draft.clientId,
      issuerName: profile.name,
      issuerTaxId: profile.taxId,
      issuerAddress: fullAddress(profile),
      recipientName: draft.recipient?.name ?? null,
      recipientTaxId: draft.recipient?.taxId ?? null,
      recipientAddress: draft.recipient?.address ?? null,
      regime: profile.regime,
      description: draft.description,
      taxRate: draft.taxRate,
      baseCents: draft.baseCents,
      taxCents: draft.taxCents,
      irpfRate: draft.irpfRate,
      irpfCents: draft.irpfCents,
      totalCents: draft.totalCents,
      rectifiesId: draft.rectifies?.row.id ?? null,
      rectifyMethod: draft.rectifies?.method ?? null,
    },
    draft.lines,
    draft.paymentIds,
    draft.sources,
  );
  await appendRecord(tx, caller, now, {
    kind: 'alta',
    invoice: row,
    rectified: draft.rectifies,
  });
  return getInvoice(tx, caller.id, row.id);
}

async function mailInvoice(
  tx: Tx,
  caller: InvoiceCaller,
  email: string,
  invoice: Invoice,
  now: Date,
) {
  const pdf = await invoicePdf(invoice);
  const mail = await invoiceIssuedMail(
    email,
    {
      issuerName: invoice.issuer.name,
      number: invoice.number,
      total: formatCents(invoice.payableCents),
      rectifies: invoice.rectifies?.number,
    },
    { filename: `factura-${invoice.number}.pdf`, content: pdf },
  );
  await enqueueMails(tx, [mail], { businessId: caller.id, now });
}

/**
 * A broken chain stops the write with a clear message, and the event log keeps that it happened
 * (written after the failed transaction rolled back).
 */
export async function withChainGuard<T>(
  db: Db,
  caller: InvoiceCaller,
  now: Date,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ChainBrokenError) {
      await repository.insertEvent(db, caller.id, 'chain_broken', now, error.details);
      throw conflict(error.message);
    }
    throw error;
  }
}

/** The invoice and its live rectificativas, for an invoice that is not itself annulled. */
async function liveInvoice(tx: Tx, businessId: string, id: string) {
  const row = await findInvoiceRow(tx, businessId, id);
  const [dto] = await toInvoiceDtos(tx, businessId, [row]);
  if (dto!.cancelledAt) throw conflict(INVOICE_MESSAGES.alreadyCancelled);
  return { row, dto: dto! };
}

/** An original may be rectified again and again (decision 0146); a rectificativa is corrected
 * by rectifying its original once more, or by annulling it. */
async function rectifiable(tx: Tx, businessId: string, id: string) {
  const { row } = await liveInvoice(tx, businessId, id);
  if (row.rectifiesId) throw conflict(INVOICE_MESSAGES.rectifyOfRectificativa);
  return (await correctionsOf(tx, businessId, [row])).get(row.id)!;
}

/** Annulled last-first: an original once its rectificativas are, a rectificativa if it is the
 * latest, so that no later substitution's difference changes under it. */
async function cancellable(tx: Tx, businessId: string, id: string) {
  const { row, dto } = await liveInvoice(tx, businessId, id);
  if (!dto.cancellable) {
    const [original] = row.rectifiesId
      ? await repository.selectInvoicesByIds(tx, businessId, [row.rectifiesId])
      : [row];
    const { fixes } = (await correctionsOf(tx, businessId, [original!])).get(original!.id)!;
    throw conflict(INVOICE_MESSAGES.cancelAfterFixes(fixes.at(-1)!.number));
  }
  return row;
}

/**
 * Issue 30.4: a rectificativa in the rectificativas' series, R1–R4 as the trainer chooses (R5
 * when the original is simplified), by substitution (the corrected amounts) or by differences.
 * It keeps the original's parties; the original stays as it was.
 */
export async function rectifyInvoice(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  input: RectifyInvoicePayload,
  now: Date,
): Promise<Invoice> {
  return withChainGuard(db, caller, now, () =>
    underTrainerLock(db, caller.id, async (tx) => {
      const profile = await requireProfile(tx, caller.id);
      const correction = await rectifiable(tx, caller.id, id);
      const { original, fixes } = correction;
      // A correction starts from what the invoice stands at after its earlier rectificativas;
      // the bound keeps it at 0 € or more.
      const current = correctedAmounts(original, fixes);
      const bound = rectifyTotalIssue(current.totalCents, input);
      if (bound) throw invalid('totalCents', bound);
      const simplified = original.type === 'F2';
      // The amount typed is the invoice's total, tax included, as the dialog shows the original's
      // (not what is paid after withholding): the IRPF is withheld on the base it gives.
      const taxed = splitGross(input.totalCents, original.taxRate);
      const split = { ...taxed, irpfCents: percentOf(taxed.baseCents, original.irpfRate) };
      const corrected =
        input.method === 'S' ? split.totalCents : current.totalCents + split.totalCents;
      if (simplified && corrected > SIMPLIFIED_LIMIT_CENTS) {
        throw invalid('totalCents', INVOICE_MESSAGES.simplifiedTooLarge);
      }
      // The text names the earlier rectificativas, so the chain reads on the PDF and in the book.
      const after = fixes.length ? ` (tras ${fixes.map((f) => f.number).join(', ')})` : '';
      const description = `Rectificación de la factura ${original.number}${after}: ${input.description}`;
      const invoice = await issue(tx, caller, now, profile, {
        type: simplified ? 'R5' : input.reason,
        series: profile.rectifySeries,
        issuedOn: todayIn(caller.timeZone, now),
        operationOn: original.operationOn ?? original.issuedOn,
        clientId: original.clientId,
        recipient: original.recipientName
          ? {
              name: original.recipientName,
              taxId: original.recipientTaxId,
              address: original.recipientAddress,
            }
          : null,
        description,
        taxRate: original.taxRate,
        irpfRate: original.irpfRate,
        baseCents: split.baseCents,
        taxCents: split.taxCents,
        irpfCents: split.irpfCents,
        totalCents: split.totalCents,
        lines: [
          {
            description,
            baseCents: split.baseCents,
            taxRate: original.taxRate,
            taxCents: split.taxCents,
            totalCents: split.totalCents,
          },
        ],
        paymentIds: [],
        sources: [],
        rectifies: { row: original, method: input.method, replaced: current },
      });
      // The client receives the rectificativa as they received the invoice (RD 1619/2012 art. 15).
      const client = original.clientId
        ? await findClientRow(tx, caller.id, original.clientId).catch(() => null)
        : null;
      if (client?.email) await mailInvoice(tx, caller, client.email, invoice, now);
      return invoice;
    }),
  );
}

/** Issue 30.4: the anulación of an invoice issued by mistake; its payments may be billed again. */
export async function cancelInvoice(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  input: CancelInvoicePayload,
  now: Date,
): Promise<Invoice> {
  return withChainGuard(db, caller, now, () =>
    underTrainerLock(db, caller.id, async (tx) => {
      const row = await cancellable(tx, caller.id, id);
      await repository.insertCancellation(tx, {
        businessId: caller.id,
        invoiceId: row.id,
        reason: input.description,
        createdAt: now,
      });
      // An invoice whose record of issue the AEAT rejected is annulled "sin registro previo".
      const flags = anulacionFlags(await recordsOfInvoice(tx, caller.id, row.id));
      await appendRecord(tx, caller, now, {
        kind: 'anulacion',
        invoice: row,
        rectified: null,
        flags,
      });
      return getInvoice(tx, caller.id, row.id);
    }),
  );
}

/** The live invoice that already bills this source, if any (a month has none of its own). */
async function invoiceOf(db: Db, businessId: string, source: InvoiceSource) {
  if ('paymentId' in source) {
    return (await repository.selectPaymentLinks(db, businessId, [source.paymentId]))[0] ?? null;
  }
  const [kind, id] =
    'appointmentId' in source
      ? (['appointment', source.appointmentId] as const)
      : 'bonoId' in source
        ? (['bono', source.bonoId] as const)
        : 'classEnrolmentId' in source
          ? (['class_enrolment', source.classEnrolmentId] as const)
          : 'courseEnrolmentId' in source
            ? (['course_enrolment', source.courseEnrolmentId] as const)
            : [null, null];
  if (!kind) return null;
  return (await repository.selectSourceLinks(db, businessId, kind, [id]))[0] ?? null;
}

/**
 * What the issue dialog starts from: what the source bills (checked as an issue checks it, so a
 * visit not completed or without a price says so), the client's data, the invoice it already has.
 */
export async function invoiceDraft(
  db: Db,
  caller: InvoiceCaller,
  source: InvoiceSource,
  now: Date,
): Promise<InvoiceDraft> {
  const link = await invoiceOf(db, caller.id, source);
  const profile = await repository.selectProfile(db, caller.id);
  const taxRate = profile ? TAX_REGIME_RATES[profile.regime] : 0;
  const irpfRate = profile?.irpfRate ?? 0;
  const billed = link
    ? await getInvoice(db, caller.id, link.invoiceId).then((invoice) => ({
        concept: invoice.lines[0]?.description ?? invoice.number,
        amountCents: invoice.totalCents,
        lines: invoice.lines.length,
        on: invoice.operationOn ?? invoice.issuedOn,
        clientId: invoice.clientId,
        items: invoice.lines.map((line) => ({
          description: line.description,
          grossCents: line.totalCents,
          on: invoice.operationOn ?? invoice.issuedOn,
        })),
      }))
    : await db
        .transaction((tx) => billOf(tx, caller, source, now))
        .then((bill) => ({
          concept: bill.description,
          amountCents: bill.items.reduce((total, item) => total + item.grossCents, 0),
          lines: bill.items.length,
          on: bill.items
            .map((item) => item.on)
            .sort()
            .at(-1)!,
          clientId: bill.clientId,
          items: bill.items,
        }));
  const client = billed.clientId
    ? await findClientRow(db, caller.id, billed.clientId).catch(() => null)
    : null;
  const figuresOf = (rate: number) => {
    const { lines: _lines, ...figures } = billFigures(billed.items, taxRate, rate);
    return figures;
  };
  const { items: _items, ...shown } = billed;
  return {
    ...shown,
    clientId: client?.id ?? null,
    recipient: client
      ? {
          name: `${client.firstName} ${client.lastName}`.trim(),
          address: client.address ?? '',
          taxId: client.taxId ?? '',
          fiscalKind: client.fiscalKind,
        }
      : null,
    clientEmail: client?.email || null,
    tax: profile ? TAX_REGIME_TAX[profile.regime] : 'IVA',
    taxRate,
    irpfRate,
    figures: { plain: figuresOf(0), withheld: irpfRate ? figuresOf(irpfRate) : null },
    verifactu: verifactuPrintMode({
      hasCertificate: Boolean(await selectCertificate(db, caller.id)),
      status: null,
    }),
    invoice: link ? { id: link.invoiceId, number: link.number } : null,
    profileMissing: profile ? [] : PROFILE_FIELDS,
  };
}

/**
 * Which of these payments an invoice (not cancelled) bills: the payments list's column. A payment
 * whose appointment, bono, place or course a live invoice bills directly names that invoice: it
 * cannot be invoiced again (`billing.ts`), so the list does not offer it (issue 45).
 */
export async function paymentLinks(db: Db, businessId: string, paymentIds: string[]) {
  const links: PaymentInvoiceLinks = [
    ...(await repository.selectPaymentLinks(db, businessId, paymentIds)),
  ];
  const rest = paymentIds.filter((id) => !links.some((link) => link.paymentId === id));
  if (!rest.length) return links;
  const rows = (
    await Promise.all(rest.map((paymentId) => findPaymentsToInvoice(db, businessId, { paymentId })))
  ).flat();
  const kinds = [
    ['appointment', 'appointmentId'],
    ['bono', 'bonoId'],
    ['class_enrolment', 'classEnrolmentId'],
    ['course_enrolment', 'courseEnrolmentId'],
  ] as const;
  for (const [kind, column] of kinds) {
    const ids = rows.flatMap((row) => (row[column] ? [row[column]] : []));
    const billed = await repository.selectSourceLinks(db, businessId, kind, ids);
    for (const row of rows) {
      const link = billed.find((l) => l.sourceId === row[column]);
      if (link) links.push({ paymentId: row.id, invoiceId: link.invoiceId, number: link.number });
    }
  }
  return links;
}

/**
 * Which of these appointments, bonos, class places or course enrolments a live invoice bills:
 * directly, or through an invoiced payment of it (the issue refuses both, `billing.ts`). The
 * screens show that invoice's number instead of "Emitir factura" (issue 45).
 */
export async function sourceLinks(
  db: Db,
  businessId: string,
  kind: InvoiceSourceKind,
  ids: string[],
) {
  const direct = await repository.selectSourceLinks(db, businessId, kind, ids);
  const rest = ids.filter((id) => !direct.some((link) => link.sourceId === id));
  if (!rest.length) return direct;
  const match =
    kind === 'appointment'
      ? { appointmentIds: rest }
      : kind === 'bono'
        ? null
        : kind === 'class_enrolment'
          ? { classEnrolmentIds: rest }
          : { courseEnrolmentIds: rest };
  const payments = match
    ? await findPaymentsToInvoice(db, businessId, match)
    : (
        await Promise.all(rest.map((bonoId) => findPaymentsToInvoice(db, businessId, { bonoId })))
      ).flat();
  const paid = await repository.selectPaymentLinks(
    db,
    businessId,
    payments.map((payment) => payment.id),
  );
  const through = payments.flatMap((payment) => {
    const link = paid.find((l) => l.paymentId === payment.id);
    const sourceId =
      payment.appointmentId ??
      payment.bonoId ??
      payment.classEnrolmentId ??
      payment.courseEnrolmentId;
    return link && sourceId && rest.includes(sourceId)
      ? [{ sourceId, invoiceId: link.invoiceId, number: link.number }]
      : [];
  });
  const once = new Map(through.map((link) => [link.sourceId, link]));
  return [...direct, ...once.values()];
}

/** The registro's state: the chain verified from its first record, and the latest events. */
export async function registroStatus(db: Db, businessId: string): Promise<RegistroStatus> {
  const [chain, events] = await Promise.all([
    verifyChain(db, businessId),
    repository.selectEvents(db, businessId, 50),
  ]);
  return {
    records: chain.records,
    valid: chain.valid,
    brokenAt: chain.brokenAt,
    events: events.map((event) => ({
      type: event.type,
      at: event.at.toISOString(),
      details: event.details as Record<string, unknown>,
    })),
  };
}

/**
 * Issue 30.4: the invoices an erasure keeps (data-rights): tax law requires them, each with its
 * own copy of the client's data; the erasure only unlinks them from the client.
 */
export const countInvoicesOfClient = (db: Db | Tx, businessId: string, clientId: string) =>
  repository.countInvoicesOfClient(db, businessId, clientId);

/**
 * Issue 30.6, Mi área: the invoices of the clients an owner is — those the owners module links
 * to them whose e-mail is theirs — grouped by trainer.
 */
export async function invoicesForOwner(
  db: Db,
  clients: readonly { businessId: string; clientId: string; email: string }[],
): Promise<Map<string, OwnerInvoice[]>> {
  const byTrainer = new Map<string, OwnerInvoice[]>();
  for (const { businessId, ...invoice } of await repository.selectInvoicesOfClients(db, clients)) {
    byTrainer.set(businessId, [...(byTrainer.get(businessId) ?? []), invoice]);
  }
  return byTrainer;
}

/** One of those invoices as a PDF; any other id is not found. */
export async function ownerInvoicePdf(
  db: Db,
  clients: readonly { businessId: string; clientId: string; email: string }[],
  invoiceId: string,
) {
  const mine = (await repository.selectInvoicesOfClients(db, clients)).find(
    (invoice) => invoice.id === invoiceId,
  );
  if (!mine) throw notFound(INVOICE_MESSAGES.invoiceNotFound);
  return getInvoicePdf(db, mine.businessId, mine.id);
}
