import { z } from './z.ts';
import { PageQuerySchema, PaginationSchema } from './api.ts';
import { fileNameSchema } from './file-name.ts';
import { emailField, requiredText } from './fields.ts';
import { MAX_AMOUNT_CENTS, eurosToCents, formatCents } from './money-format.ts';
import { MONEY_MESSAGES } from './money.ts';
import { TAX_ID_MESSAGES, normaliseTaxId, taxIdKind } from './tax-id.ts';
import { CLIENT_FISCAL_KINDS, fiscalKindOfTaxId, type ClientFiscalKind } from './clients.ts';

/**
 * Invoices that Spanish tax law accepts (issue 30, VERI*FACTU: RD 1007/2023, Orden HAC/1177/2024,
 * RD 1619/2012). Money in integer cents; rates in whole percent.
 */

/** The trainer's tax regime: IVA 21 %, exempt, IGIC 7 % (Canarias) or REPEP (IGIC franchise). */
export const TAX_REGIMES = ['iva', 'exento', 'igic', 'repep'] as const;
export type TaxRegime = (typeof TAX_REGIMES)[number];
export const TAX_REGIME_LABELS: Record<TaxRegime, string> = {
  iva: 'IVA general (21 %)',
  exento: 'Exento de IVA',
  igic: 'IGIC general (7 %, Canarias)',
  repep: 'Régimen especial del pequeño empresario (IGIC, Canarias)',
};
export const TAX_REGIME_RATES: Record<TaxRegime, number> = {
  iva: 21,
  exento: 0,
  igic: 7,
  repep: 0,
};
/** The tax the regime charges: IVA (impuesto 01) or IGIC (03). */
export const TAX_REGIME_TAX: Record<TaxRegime, 'IVA' | 'IGIC'> = {
  iva: 'IVA',
  exento: 'IVA',
  igic: 'IGIC',
  repep: 'IGIC',
};
/**
 * The record's ClaveRegimen for each regime, from the AEAT's list for the tax (L8A for IVA, L8B
 * for IGIC): 01 is the régimen general; REPEP is the IGIC's own special regime, key 18 "Régimen
 * especial del pequeño empresario o profesional" (decision 0130).
 */
export const TAX_REGIME_CLAVE: Record<TaxRegime, string> = {
  iva: '01',
  exento: '01',
  igic: '01',
  repep: '18',
};
/** What an exempt invoice must say about why (RD 1619/2012 art. 6.1.j). */
export const TAX_EXEMPTION_MENTIONS: Partial<Record<TaxRegime, string>> = {
  exento: 'Operación exenta de IVA (artículo 20 de la Ley 37/1992)',
  repep: 'Exención franquicia fiscal (Régimen especial del pequeño empresario o profesional)',
};

/** F1 complete, F2 simplified, R1–R5 rectificativas (R5: of a simplified invoice). */
export const INVOICE_TYPES = ['F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  F1: 'Factura completa',
  F2: 'Factura simplificada',
  R1: 'Rectificativa (error fundado en derecho, art. 80.1, 80.2 y 80.6 LIVA)',
  R2: 'Rectificativa (concurso de acreedores, art. 80.3 LIVA)',
  R3: 'Rectificativa (créditos incobrables, art. 80.4 LIVA)',
  R4: 'Rectificativa (resto de causas)',
  R5: 'Rectificativa de factura simplificada',
};
/** The reasons a trainer picks; R5 follows from the original being simplified. */
export const RECTIFY_REASONS = ['R1', 'R2', 'R3', 'R4'] as const;
export type RectifyReason = (typeof RECTIFY_REASONS)[number];
/** S: the rectificativa replaces the original's amounts; I: it states the difference. */
export const RECTIFY_METHODS = ['S', 'I'] as const;
export type RectifyMethod = (typeof RECTIFY_METHODS)[number];
export const RECTIFY_METHOD_LABELS: Record<RectifyMethod, string> = {
  S: 'Por sustitución (importes correctos completos)',
  I: 'Por diferencias (solo la diferencia)',
};

/** A factura simplificada may not exceed 400 € VAT included (RD 1619/2012 art. 4). */
export const SIMPLIFIED_LIMIT_CENTS = 400_00;
export const IRPF_RATES = [0, 7, 15] as const;

/**
 * Whether a factura completa to this recipient withholds IRPF (issue 45): only a business or
 * professional withholds (art. 99.2 LIRPF), never a private owner. The client's record says which;
 * a recipient without a client record follows the kind of their NIF.
 */
export function recipientWithholds(
  clientKind: ClientFiscalKind | null | undefined,
  recipientTaxId: string,
): boolean {
  return (clientKind ?? fiscalKindOfTaxId(recipientTaxId)) === 'profesional';
}

/**
 * What the AEAT answered for one record (issue 30.7): waiting to be sent, its three answers
 * (EstadoRegistro), or `fallo` when the whole message came back as a SOAP fault.
 */
export const AEAT_SUBMISSION_STATUSES = [
  'pendiente',
  'correcto',
  'aceptado_con_errores',
  'incorrecto',
  'fallo',
] as const;
export type AeatSubmissionStatus = (typeof AEAT_SUBMISSION_STATUSES)[number];
/** The answers that leave a record registered at the AEAT; any other still waits for it. */
export const AEAT_ACCEPTED_STATUSES = [
  'correcto',
  'aceptado_con_errores',
] as const satisfies readonly AeatSubmissionStatus[];

export const AEAT_SUBMISSION_LABELS: Record<AeatSubmissionStatus, string> = {
  pendiente: 'Pendiente de envío',
  correcto: 'Aceptado por la AEAT',
  aceptado_con_errores: 'Aceptado con errores',
  incorrecto: 'Rechazado por la AEAT',
  fallo: 'Envío rechazado',
};

/** At most this many PDFs in one ZIP download (a year of a busy practice is split by quarter). */
export const INVOICE_ZIP_MAX = 1000;

export const INVOICE_MESSAGES = {
  name: 'El nombre o razón social es requerido',
  address: 'La dirección fiscal es requerida',
  postalCode: 'El código postal debe tener 5 cifras',
  city: 'La población es requerida',
  province: 'La provincia es requerida',
  regime: 'Elige el régimen de impuestos',
  irpf: 'La retención de IRPF debe ser 0, 7 o 15 %',
  series: 'La serie tiene de 1 a 10 letras, números o guiones',
  seriesHyphen:
    'La serie no puede empezar ni terminar en guion: el número ya se separa con uno (F-0001)',
  seriesDistinct: 'La serie de rectificativas debe ser distinta de la serie de facturas',
  seriesOfRectificativas: (series: string) =>
    `La serie ${series} ya tiene facturas rectificativas: elige otra serie para las facturas`,
  seriesOfInvoices: (series: string) =>
    `La serie ${series} ya tiene facturas que no son rectificativas: elige otra serie para las rectificativas`,
  noProfile:
    'Para emitir facturas completa tus datos fiscales en Ajustes › Datos fiscales: nombre o razón social, NIF, dirección fiscal y régimen de impuestos',
  paymentNotFound: 'No se encontró el pago',
  alreadyInvoiced: 'Este pago ya tiene factura',
  refundNotInvoiced: 'Una devolución no se factura: corrige la factura con una rectificativa',
  nothingToInvoice: 'Este cliente no tiene pagos sin facturar en ese mes',
  noVisitsToInvoice: 'Este cliente no tiene citas completadas sin facturar en ese mes',
  appointmentNotFound: 'No se encontró la cita',
  appointmentNotCompleted: 'Solo se facturan las citas completadas',
  appointmentInvoiced: 'Esta cita ya tiene factura',
  appointmentPaymentInvoiced: 'Esta cita ya se facturó con su pago',
  appointmentNoPrice:
    'Esta cita no tiene precio: pon precio a su servicio en Ajustes › Servicios o factura su pago',
  bonoNotFound: 'No se encontró el bono',
  bonoInvoiced: 'Este bono ya tiene factura',
  bonoPaymentInvoiced: 'Este bono ya se facturó con su pago',
  bonoNoPrice: 'Este bono se vendió sin precio: no hay nada que facturar',
  classEnrolmentNotFound: 'No se encontró la plaza cargada de la clase',
  classEnrolmentInvoiced: 'Esta plaza de la clase ya tiene factura',
  courseEnrolmentNotFound: 'No se encontró la inscripción cargada del curso',
  courseEnrolmentInvoiced: 'Esta inscripción al curso ya tiene factura',
  paymentSourceInvoiced: 'Lo que paga este pago ya tiene factura',
  simplifiedTooLarge:
    'Una factura simplificada no puede superar 400 € IVA incluido: indica el NIF, nombre y dirección del destinatario',
  recipientIncomplete:
    'Para una factura completa indica el NIF, el nombre y la dirección del destinatario',
  invoiceNotFound: 'No se encontró la factura',
  alreadyCancelled: 'Esta factura ya está anulada',
  rectifyOfRectificativa:
    'Para corregir una rectificativa, rectifica de nuevo la factura original o anula la rectificativa',
  cancelAfterFixes: (number: string) =>
    `Anula antes la rectificativa ${number}: las rectificativas se anulan de la última a la primera`,
  rectifyZero: 'La rectificación por diferencias no puede ser de 0 €',
  rectifyNegative: 'El importe corregido no puede ser negativo',
  rectifyBelowZero: (totalCents: number) =>
    `La rectificación no puede dejar la factura por debajo de 0 €: puedes restar como mucho ${formatCents(totalCents)}, su total actual`,
  rectifyAboveMax: `La factura rectificada no puede superar ${formatCents(MAX_AMOUNT_CENTS)}`,
  reason: 'Explica el motivo',
  chainBroken:
    'El registro de facturación está roto: el último registro no coincide con su huella. No se pueden emitir ni anular facturas hasta revisarlo; escribe a soporte',
  clockBehind:
    'La hora del sistema es anterior a la del último registro de facturación: no se puede emitir hasta corregirla',
  month: 'Indica el mes (aaaa-mm)',
  period: 'Indica el año y, si quieres, el trimestre',
  noneInPeriod: 'No hay facturas expedidas en ese periodo',
  gestorEmail: 'El email del gestor no es válido',
  tooManyForZip: `Son más de ${INVOICE_ZIP_MAX} facturas: descárgalas por trimestres`,
} as const;

export const taxIdField = z
  .string({ error: TAX_ID_MESSAGES.required })
  .trim()
  .min(1, TAX_ID_MESSAGES.required)
  .max(20, TAX_ID_MESSAGES.invalid)
  .transform(normaliseTaxId)
  .refine((v) => taxIdKind(v) !== null, TAX_ID_MESSAGES.invalid);

const seriesField = z
  .string({ error: INVOICE_MESSAGES.series })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{1,10}$/, INVOICE_MESSAGES.series)
  // The number is the series, a hyphen and the sequence: "2026-" would read "2026--0001".
  .refine((v) => !v.startsWith('-') && !v.endsWith('-'), INVOICE_MESSAGES.seriesHyphen);

const addressFields = {
  address: requiredText(INVOICE_MESSAGES.address, 200),
  postalCode: z
    .string({ error: INVOICE_MESSAGES.postalCode })
    .trim()
    .regex(/^\d{5}$/, INVOICE_MESSAGES.postalCode),
  city: requiredText(INVOICE_MESSAGES.city, 100),
  province: requiredText(INVOICE_MESSAGES.province, 100),
};

/** PUT /api/invoices/profile: the trainer's fiscal data (30.1). */
export const FiscalProfileInputSchema = z
  .object({
    name: requiredText(INVOICE_MESSAGES.name, 120),
    taxId: taxIdField,
    ...addressFields,
    regime: z.enum(TAX_REGIMES, { error: INVOICE_MESSAGES.regime }),
    irpfRate: z
      .number({ error: INVOICE_MESSAGES.irpf })
      .int(INVOICE_MESSAGES.irpf)
      .refine((v) => (IRPF_RATES as readonly number[]).includes(v), INVOICE_MESSAGES.irpf),
    series: seriesField,
    rectifySeries: seriesField,
    /** Where "Enviar a mi gestor" sends the quarter; none (empty) until the trainer adds it. */
    gestorEmail: z
      .string({ error: INVOICE_MESSAGES.gestorEmail })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || emailField.safeParse(v).success, INVOICE_MESSAGES.gestorEmail)
      .transform((v) => v && v.toLowerCase()),
  })
  .refine((v) => v.series !== v.rectifySeries, {
    message: INVOICE_MESSAGES.seriesDistinct,
    path: ['rectifySeries'],
  });
export type FiscalProfileInput = z.input<typeof FiscalProfileInputSchema>;
export type FiscalProfilePayload = z.output<typeof FiscalProfileInputSchema>;

export const FiscalProfileSchema = z.object({
  name: z.string(),
  taxId: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  province: z.string(),
  regime: z.enum(TAX_REGIMES),
  irpfRate: z.number(),
  series: z.string(),
  rectifySeries: z.string(),
  gestorEmail: z.string().nullable(),
});
export type FiscalProfile = z.infer<typeof FiscalProfileSchema>;

/** GET /api/invoices/profile: the profile, or what is missing to invoice. */
export const FiscalProfileStateSchema = z.object({
  profile: FiscalProfileSchema.nullable(),
  missing: z.array(z.string()),
});
export type FiscalProfileState = z.infer<typeof FiscalProfileStateSchema>;

/** The recipient of a factura completa, typed at issue time (prefilled from the client). */
export const RecipientInputSchema = z.object({
  name: requiredText(INVOICE_MESSAGES.name, 120),
  taxId: taxIdField,
  ...addressFields,
});
export type RecipientInput = z.input<typeof RecipientInputSchema>;

/** What a month's batch bills: the client's payments, or their completed visits (citas). */
export const INVOICE_BATCH_SOURCES = ['payments', 'appointments'] as const;
export type InvoiceBatchSource = (typeof INVOICE_BATCH_SOURCES)[number];

/** What an invoice bills besides payments; each is billed by at most one live invoice. */
export const INVOICE_SOURCE_KINDS = [
  'appointment',
  'bono',
  'class_enrolment',
  'course_enrolment',
] as const;
export type InvoiceSourceKind = (typeof INVOICE_SOURCE_KINDS)[number];

const paymentSource = { paymentId: z.uuid({ error: INVOICE_MESSAGES.paymentNotFound }) };
const appointmentSource = {
  appointmentId: z.uuid({ error: INVOICE_MESSAGES.appointmentNotFound }),
};
const bonoSource = { bonoId: z.uuid({ error: INVOICE_MESSAGES.bonoNotFound }) };
/** A class place charged at the class's price (decision 0084). */
const classEnrolmentSource = {
  classEnrolmentId: z.uuid({ error: INVOICE_MESSAGES.classEnrolmentNotFound }),
};
/** A course enrolment charged at its price (decision 0099). */
const courseEnrolmentSource = {
  courseEnrolmentId: z.uuid({ error: INVOICE_MESSAGES.courseEnrolmentNotFound }),
};
const monthSource = {
  clientId: z.uuid({ error: 'Selecciona el cliente' }),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.month),
  source: z.enum(INVOICE_BATCH_SOURCES).default('payments'),
};

/**
 * What an invoice bills: one payment, one completed appointment, one bono sale, or a client's
 * month (their un-invoiced payments, or their completed visits not invoiced yet).
 * GET /api/invoices/draft takes it as its query.
 */
export const InvoiceSourceSchema = z.union([
  z.object(paymentSource),
  z.object(appointmentSource),
  z.object(bonoSource),
  z.object(classEnrolmentSource),
  z.object(courseEnrolmentSource),
  z.object(monthSource),
]);
export type InvoiceSource = z.output<typeof InvoiceSourceSchema>;
export type InvoiceSourceInput = z.input<typeof InvoiceSourceSchema>;

/** POST /api/invoices: what it bills, and the recipient's data for a factura completa. */
const recipient = { recipient: RecipientInputSchema.nullish() };
export const IssueInvoiceInputSchema = z.union([
  z.object({ ...paymentSource, ...recipient }),
  z.object({ ...appointmentSource, ...recipient }),
  z.object({ ...bonoSource, ...recipient }),
  z.object({ ...classEnrolmentSource, ...recipient }),
  z.object({ ...courseEnrolmentSource, ...recipient }),
  z.object({ ...monthSource, ...recipient }),
]);
export type IssueInvoiceInput = z.input<typeof IssueInvoiceInputSchema>;
export type IssueInvoicePayload = z.output<typeof IssueInvoiceInputSchema>;

/**
 * The bounds of a rectificativa that need no invoice: a substitution is a total (never negative), a
 * difference changes something (never 0). The one that needs the invoice is `rectifyTotalIssue`.
 */
function rectifyAmountIssue(method: RectifyMethod, totalCents: number): string | null {
  if (method === 'S' && totalCents < 0) return INVOICE_MESSAGES.rectifyNegative;
  if (method === 'I' && totalCents === 0) return INVOICE_MESSAGES.rectifyZero;
  return null;
}

/**
 * The invoice's total once rectified, tax included: a substitution replaces it, a difference adds
 * to it. `currentTotalCents` is the total it has now, its earlier rectifications applied.
 */
export function rectifiedTotalCents(
  currentTotalCents: number,
  input: { method: RectifyMethod; totalCents: number },
): number {
  return input.method === 'S' ? input.totalCents : currentTotalCents + input.totalCents;
}

/**
 * Why a rectificativa cannot apply to an invoice of `currentTotalCents`, or null: the corrected
 * total stays between 0 € (a rectificativa takes back at most what was invoiced) and the largest
 * amount the product accepts. The server checks it under the trainer's lock; the dialog checks it
 * before sending, with the same words.
 */
export function rectifyTotalIssue(
  currentTotalCents: number,
  input: { method: RectifyMethod; totalCents: number },
): string | null {
  const corrected = rectifiedTotalCents(currentTotalCents, input);
  if (corrected < 0) return INVOICE_MESSAGES.rectifyBelowZero(currentTotalCents);
  if (corrected > MAX_AMOUNT_CENTS) return INVOICE_MESSAGES.rectifyAboveMax;
  return null;
}

/** POST /api/invoices/:id/rectify. */
export const RectifyInvoiceInputSchema = z
  .object({
    reason: z.enum(RECTIFY_REASONS, { error: 'Elige el tipo de rectificativa' }),
    method: z.enum(RECTIFY_METHODS, { error: 'Elige cómo rectificar' }),
    /** S: the corrected total (≥ 0); I: the difference, negative to reduce. Tax included. */
    totalCents: z
      .number({ error: MONEY_MESSAGES.amount })
      .int(MONEY_MESSAGES.amount)
      .refine((v) => Math.abs(v) <= MAX_AMOUNT_CENTS, MONEY_MESSAGES.amountRange),
    description: requiredText(INVOICE_MESSAGES.reason, 500),
  })
  .superRefine((v, ctx) => {
    const issue = rectifyAmountIssue(v.method, v.totalCents);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['totalCents'] });
  });
export type RectifyInvoiceInput = z.input<typeof RectifyInvoiceInputSchema>;
export type RectifyInvoicePayload = z.output<typeof RectifyInvoiceInputSchema>;

export const CancelInvoiceInputSchema = z.object({
  description: requiredText(INVOICE_MESSAGES.reason, 500),
});
export type CancelInvoicePayload = z.output<typeof CancelInvoiceInputSchema>;

export const InvoiceLineSchema = z.object({
  description: z.string(),
  /** Tax excluded. */
  baseCents: z.number(),
  taxRate: z.number(),
  taxCents: z.number(),
  totalCents: z.number(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePartySchema = z.object({
  name: z.string(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  series: z.string(),
  type: z.enum(INVOICE_TYPES),
  issuedOn: z.string(),
  operationOn: z.string().nullable(),
  clientId: z.string().nullable(),
  issuer: InvoicePartySchema,
  recipient: InvoicePartySchema.nullable(),
  regime: z.enum(TAX_REGIMES),
  lines: z.array(InvoiceLineSchema),
  baseCents: z.number(),
  taxRate: z.number(),
  taxCents: z.number(),
  irpfRate: z.number(),
  irpfCents: z.number(),
  totalCents: z.number(),
  payableCents: z.number(),
  rectifies: z
    .object({
      id: z.string(),
      number: z.string(),
      issuedOn: z.string(),
      method: z.enum(RECTIFY_METHODS),
    })
    .nullable(),
  /** Its rectificativas, oldest first; an annulled one no longer counts. */
  rectifiedBy: z.array(z.object({ id: z.string(), number: z.string(), cancelled: z.boolean() })),
  /** What an original stands at after its live rectificativas (a rectificativa: its own total). */
  correctedTotalCents: z.number(),
  /** Whether it may be annulled now: annulments go last-first (decision 0146). */
  cancellable: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  paymentIds: z.array(z.string()),
  qrUrl: z.string(),
  /** What the invoice may say of its record at the AEAT (VERIFACTU_PRINT_MODES). */
  verifactu: z.enum(['verifactu', 'pruebas', 'sin_envio']),
  huella: z.string(),
  /** The AEAT's answer to the invoice's latest record (its cancellation, once cancelled). */
  aeat: z
    .object({
      status: z.enum(AEAT_SUBMISSION_STATUSES),
      errorCode: z.string().nullable(),
      errorDescription: z.string().nullable(),
    })
    .nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = PageQuerySchema.extend({
  from: z.iso.date({ error: 'Fecha no válida' }).optional(),
  to: z.iso.date({ error: 'Fecha no válida' }).optional(),
  clientId: z.uuid({ error: 'Identificador no válido' }).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

export const InvoicePageSchema = z.object({
  invoices: z.array(InvoiceSchema),
  pagination: PaginationSchema,
});
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** The gestor's period: a year, or one of its quarters. */
export const InvoicePeriodQuerySchema = z.object({
  year: z.coerce.number({ error: INVOICE_MESSAGES.period }).int().min(2000).max(2100),
  quarter: z.coerce.number({ error: INVOICE_MESSAGES.period }).int().min(1).max(4).optional(),
});
export type InvoicePeriodQuery = z.output<typeof InvoicePeriodQuerySchema>;

/** Modelo 303 (IVA) or 420 (IGIC): the quarter's base and cuota per rate. */
export const TaxSummarySchema = z.object({
  model: z.enum(['303', '420']),
  year: z.number(),
  quarter: z.number().nullable(),
  rows: z.array(
    z.object({
      taxRate: z.number(),
      baseCents: z.number(),
      taxCents: z.number(),
      invoices: z.number(),
    }),
  ),
  exemptBaseCents: z.number(),
  baseCents: z.number(),
  taxCents: z.number(),
  irpfCents: z.number(),
  /** Modelo 303/420 and 130, box by box, each saying where its amount comes from. */
  figures: z.array(
    z.object({
      model: z.enum(['303', '420', '130']),
      box: z.string().nullable(),
      label: z.string(),
      cents: z.number(),
      source: z.string(),
    }),
  ),
});
export type TaxFigure = z.infer<typeof TaxSummarySchema>['figures'][number];
export type TaxSummary = z.infer<typeof TaxSummarySchema>;

/** The libro registro de facturas expedidas, in the columns of the AEAT's model. */
export const INVOICE_BOOK_COLUMNS = [
  'Ejercicio',
  'Periodo',
  'Fecha de expedición',
  'Fecha de operación',
  'Serie',
  'Número',
  'Tipo de factura',
  'Concepto',
  'NIF del destinatario',
  'Nombre del destinatario',
  'Clave de operación',
  'Calificación de la operación',
  'Base imponible',
  'Tipo (%)',
  'Cuota repercutida',
  'Tipo de retención IRPF (%)',
  'Retención IRPF',
  'Total factura',
  'Factura rectificada',
  'Anulada',
] as const;

const roundHalfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value)) || 0;

/** `rate` % of `baseCents`, rounded half up to the cent (away from zero when negative). */
export const percentOf = (baseCents: number, rate: number) => roundHalfUp((baseCents * rate) / 100);

/**
 * A tax-included amount split into base, cuota and IRPF withholding as the AEAT validates them
 * (issue 43.7, decision 0131): the cuota is always the base times the rate rounded half up to the
 * cent, and the withholding the base times its rate rounded the same way. The base is the one that
 * makes base + cuota − withholding exactly the amount received; when no base does (10,00 € at 21 %:
 * base 8,26 gives 9,99 and 8,27 gives 10,01) the amount is what moves, one cent towards zero, never
 * the cuota: the invoice then bills a cent less than was received, and never more.
 */
export function splitGross(grossCents: number, taxRate: number, irpfRate = 0) {
  const of = (base: number) => {
    const taxCents = percentOf(base, taxRate);
    const irpfCents = percentOf(base, irpfRate);
    return { baseCents: base, taxCents, irpfCents, totalCents: base + taxCents };
  };
  const received = (split: ReturnType<typeof of>) => split.totalCents - split.irpfCents;
  const estimate = roundHalfUp((grossCents * 100) / (100 + taxRate - irpfRate));
  const candidates = [estimate - 2, estimate - 1, estimate, estimate + 1, estimate + 2].map(of);
  const exact = candidates.find((split) => received(split) === grossCents);
  if (exact) return exact;
  // The nearest below the amount in size (towards zero): base × rate stays exact.
  const below = candidates
    .filter((split) => Math.abs(received(split)) < Math.abs(grossCents))
    .filter((split) => Math.sign(received(split)) !== -Math.sign(grossCents))
    .sort((a, b) => Math.abs(received(b)) - Math.abs(received(a)));
  return below[0]!;
}

/**
 * The AEAT's QR checking address in each of its environments: an invoice issued while records go
 * to the test environment is checked there, where its record is.
 */
export const VERIFACTU_QR_BASES = {
  produccion: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  pruebas: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;

/**
 * What an invoice may truthfully say of its record (issue 45.8): `verifactu` when its record goes
 * to (or is at) the AEAT's production site, where the QR checks it; `pruebas` when records go to
 * the AEAT's test environment; `sin_envio` while no certificate is installed and the record waits
 * in the product. Only `verifactu` prints the VERI*FACTU legend and "verificable en la sede".
 */
export const VERIFACTU_PRINT_MODES = ['verifactu', 'pruebas', 'sin_envio'] as const;
export type VerifactuPrintMode = (typeof VERIFACTU_PRINT_MODES)[number];
/** The PDF's mention of the record, by mode. */
export const VERIFACTU_PDF_MENTIONS: Record<VerifactuPrintMode, string> = {
  verifactu: 'Factura verificable en la sede electrónica de la AEAT.',
  pruebas:
    'Registro de facturación para el entorno de pruebas de la AEAT: esta factura no se puede verificar en la sede electrónica de la AEAT.',
  sin_envio:
    'Registro de facturación pendiente de envío a la AEAT: esta factura todavía no se puede verificar en la sede electrónica de la AEAT.',
};
/** What the issue dialog says before issuing, by mode (none when it goes to the AEAT). */
export const VERIFACTU_ISSUE_NOTICES: Record<VerifactuPrintMode, string | null> = {
  verifactu: null,
  pruebas:
    'Los registros de facturación van al entorno de pruebas de la AEAT: la factura no se podrá verificar en la sede electrónica y su PDF no llevará la leyenda VERI*FACTU.',
  sin_envio:
    'Todavía no has subido tu certificado electrónico: el registro de esta factura esperará en Adiestra sin enviarse a la AEAT, y su PDF lo dirá en lugar de llevar la leyenda VERI*FACTU. Súbelo en Facturas › Envío a la AEAT.',
};

/** The AEAT's QR address (`base`, one of VERIFACTU_QR_BASES) with its four parameters, in order, URL-encoded. */
export function verifactuQrUrl(
  base: string,
  input: {
    taxId: string;
    number: string;
    /** dd-mm-yyyy */
    date: string;
    /** "123.45" */
    amount: string;
  },
) {
  const e = encodeURIComponent;
  return `${base}?nif=${e(input.taxId)}&numserie=${e(input.number)}&fecha=${e(input.date)}&importe=${e(input.amount)}`;
}

/** Cents as the AEAT writes amounts: "." decimal, two decimals ("-12.30"). */
export function aeatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "2026-11-23" → "23-11-2026", the AEAT's date. */
export const aeatDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** An invoice as its client sees it in Mi área (issue 30.6), with its PDF to download. */
export const OwnerInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  issuedOn: z.string(),
  totalCents: z.number(),
  cancelled: z.boolean(),
});
export type OwnerInvoice = z.infer<typeof OwnerInvoiceSchema>;

/** The registro de facturación's records: of issue (alta) and of cancellation (anulación). */
export const INVOICE_RECORD_KINDS = ['alta', 'anulacion'] as const;
export type InvoiceRecordKind = (typeof INVOICE_RECORD_KINDS)[number];
export const INVOICE_RECORD_KIND_LABELS: Record<InvoiceRecordKind, string> = {
  alta: 'Alta',
  anulacion: 'Anulación',
};
/** What the invoicing event log keeps. */
export const INVOICE_EVENT_TYPES = ['record_written', 'chain_broken', 'book_exported'] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];
export const INVOICE_EVENT_TYPE_LABELS: Record<InvoiceEventType, string> = {
  record_written: 'Registro escrito',
  chain_broken: 'Cadena interrumpida',
  book_exported: 'Libro exportado',
};

/**
 * The invoicing system as its records and the declaración responsable name it (Orden
 * HAC/1177/2024 art. 13–15). Its version changes with every release that changes invoicing.
 */
export const VERIFACTU_SYSTEM = {
  name: 'Adiestra',
  id: 'AD',
  version: '1.0',
  producerName: 'Adiestra',
} as const;

/** An invoice's sums: base, cuota, IRPF withheld, total (base + cuota) and what is paid. */
export const InvoiceFiguresSchema = z.object({
  baseCents: z.number(),
  taxCents: z.number(),
  irpfCents: z.number(),
  totalCents: z.number(),
  payableCents: z.number(),
});
export type InvoiceFigures = z.infer<typeof InvoiceFiguresSchema>;

/** GET /api/invoices/draft?paymentId=: what the issue dialog starts from. */
export const InvoiceDraftSchema = z.object({
  concept: z.string(),
  /** Tax included, every line. */
  amountCents: z.number(),
  lines: z.number(),
  /** The day of the operation: the payment, the visit, the sale (the latest of a month's). */
  on: z.string(),
  clientId: z.string().nullable(),
  /**
   * The client's name, address and NIF as stored, to prefill a factura completa, and whether
   * they are a private person or a business or professional (who withholds IRPF).
   */
  recipient: z
    .object({
      name: z.string(),
      address: z.string(),
      taxId: z.string(),
      fiscalKind: z.enum(CLIENT_FISCAL_KINDS),
    })
    .nullable(),
  clientEmail: z.string().nullable(),
  /** The tax and the rates the invoice applies (the fiscal profile's). */
  tax: z.enum(['IVA', 'IGIC']),
  taxRate: z.number(),
  irpfRate: z.number(),
  /**
   * The invoice's figures as it would be issued: `plain` without withholding (a factura
   * simplificada, or a completa to a private person), `withheld` with the IRPF of a factura
   * completa to a business or professional (null when the profile withholds none).
   */
  figures: z.object({ plain: InvoiceFiguresSchema, withheld: InvoiceFiguresSchema.nullable() }),
  /** What the invoice will say of its record, and what the dialog says of it before issuing. */
  verifactu: z.enum(VERIFACTU_PRINT_MODES),
  /** When set, what it bills already has this invoice. */
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
  profileMissing: z.array(z.string()),
});
export type InvoiceDraft = z.infer<typeof InvoiceDraftSchema>;

/** GET /api/invoices/payment-links?paymentIds=a,b: which of these payments have an invoice. */
export const PaymentLinksQuerySchema = z.object({
  paymentIds: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'Identificador no válido' })).max(100)),
});
export const PaymentInvoiceLinksSchema = z.array(
  z.object({ paymentId: z.string(), invoiceId: z.string(), number: z.string() }),
);
export type PaymentInvoiceLinks = z.infer<typeof PaymentInvoiceLinksSchema>;

/** GET /api/invoices/source-links?kind=appointment&ids=a,b: which of these have an invoice. */
export const SourceLinksQuerySchema = z.object({
  kind: z.enum(INVOICE_SOURCE_KINDS, { error: 'Tipo no válido' }),
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'Identificador no válido' })).max(100)),
});
export const SourceInvoiceLinksSchema = z.array(
  z.object({ sourceId: z.string(), invoiceId: z.string(), number: z.string() }),
);
export type SourceInvoiceLinks = z.infer<typeof SourceInvoiceLinksSchema>;

/** GET /api/invoices/registro: the chain checked and the latest events. */
export const RegistroStatusSchema = z.object({
  records: z.number(),
  valid: z.boolean(),
  brokenAt: z.number().nullable(),
  events: z.array(
    z.object({
      type: z.enum(INVOICE_EVENT_TYPES),
      at: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type RegistroStatus = z.infer<typeof RegistroStatusSchema>;

/**
 * The rectify dialog's form for an invoice whose total is now `currentTotalCents`: euros as typed
 * ("-12,50" to reduce by differences) → the API's input, with the API's own bounds and messages.
 */
export const rectifyInvoiceFormSchema = (currentTotalCents: number) =>
  z
    .object({
      reason: z.enum(RECTIFY_REASONS, { error: 'Elige el tipo de rectificativa' }),
      method: z.enum(RECTIFY_METHODS, { error: 'Elige cómo rectificar' }),
      amount: z.string().trim(),
      description: requiredText(INVOICE_MESSAGES.reason, 500),
    })
    .transform((v, ctx) => {
      const negative = v.amount.startsWith('-') || v.amount.startsWith('−');
      const cents = eurosToCents(v.amount.replace(/^[-−]/, ''));
      if (cents === null || cents > MAX_AMOUNT_CENTS) {
        ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.price, path: ['amount'] });
        return z.NEVER;
      }
      const input = { method: v.method, totalCents: negative ? -cents : cents };
      const issue =
        rectifyAmountIssue(input.method, input.totalCents) ??
        rectifyTotalIssue(currentTotalCents, input);
      if (issue) {
        ctx.addIssue({ code: 'custom', message: issue, path: ['amount'] });
        return z.NEVER;
      }
      return { reason: v.reason, description: v.description, ...input };
    });
export type RectifyInvoiceFormValues = z.input<ReturnType<typeof rectifyInvoiceFormSchema>>;

export const AEAT_MESSAGES = {
  certificateFile: 'Elige el archivo del certificado (.p12 o .pfx)',
  certificateTooLarge: 'El archivo del certificado no puede pasar de 100 KB',
  certificatePassword: 'Escribe la contraseña del certificado',
  certificateUnreadable:
    'No se pudo abrir el certificado: comprueba que es un archivo .p12 o .pfx con su clave privada y que la contraseña es correcta',
  certificateExpired: 'El certificado está caducado',
  certificateTooCostly:
    'El archivo del certificado pide demasiadas vueltas de cifrado para abrirlo: expórtalo de nuevo con las opciones habituales',
  certificateSelfSigned:
    'Este certificado está firmado por sí mismo: la AEAT solo acepta certificados electrónicos emitidos por una autoridad reconocida (FNMT u otra)',
  certificateWithoutTaxId:
    'El certificado no lleva un NIF: usa tu certificado electrónico de persona física o de representante',
  certificateUnusable:
    'El certificado no sirve para conectar con la AEAT (su formato o su clave no se pueden usar): expórtalo de nuevo como .p12 o .pfx',
} as const;

/** "2026-12-25" → "25/12/2026": how a message shows a day. */
const shownDay = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * What the AEAT's published validations of a RegistroAlta would refuse (decision 0128), said
 * when the invoice is issued instead of after the record is rejected.
 */
export const AEAT_RULE_MESSAGES = {
  operationInFuture: (isoDate: string) =>
    `La fecha de la operación (${shownDay(isoDate)}) es posterior a hoy y la AEAT rechaza el registro de una factura así: emite la factura ese día o después`,
  issueInFuture: 'La fecha de expedición no puede ser posterior a hoy',
  totalMismatch: 'El total de la factura no es la suma de la base y la cuota',
  taxMismatch: 'La cuota no corresponde a la base por el tipo impositivo',
  amountTooLarge: 'El importe supera el máximo que admite la AEAT',
  recipientRequired:
    'Una factura completa o rectificativa de una completa lleva el NIF y el nombre del destinatario',
  recipientNotAllowed: 'Una factura simplificada no lleva destinatario',
  recipientIsIssuer: 'El destinatario no puede ser el propio emisor de la factura (mismo NIF)',
  rectifiedMissing: 'Una factura rectificativa indica la factura que rectifica',
  rectifiesNotAllowed: 'Solo una factura rectificativa indica otra factura',
  rectifySimplifiedType:
    'Una factura simplificada se rectifica con una rectificativa de simplificada (R5)',
  rectifyCompleteType:
    'Una rectificativa de simplificada (R5) solo rectifica facturas simplificadas',
  rectifiedLater: 'La factura rectificada no puede tener fecha posterior a la rectificativa',
  nothingToResend:
    'El último registro de esta factura no fue rechazado: no hay nada que subsanar ni reenviar',
} as const;

/** How long pending records wait before the invoice screens warn that they are late. */
export const AEAT_LONG_WAIT_MINUTES = 60;

/** What to do about a record the AEAT did not take as it was, by the state it answered. */
export const AEAT_ADVICE: Record<'incorrecto' | 'aceptado_con_errores' | 'fallo', string> = {
  incorrecto:
    'La AEAT no ha registrado esta factura. Si el dato que indica el mensaje está mal en la propia factura (por ejemplo el NIF del destinatario), anúlala o rectifícala; si la factura es correcta, pulsa «Subsanar y reenviar»: se envía un registro nuevo que corrige el rechazado.',
  aceptado_con_errores:
    'La AEAT registró la factura, pero con errores. Pulsa «Subsanar y reenviar» para enviar el registro corregido; si el error está en la propia factura, rectifícala.',
  fallo:
    'La AEAT rechazó el envío entero por un error del mensaje. Pulsa «Reenviar»; si vuelve a fallar, escribe a soporte con el mensaje de la AEAT.',
};

/** The AEAT's own advice for a code it answers, where it is more precise than the state's. */
export const AEAT_CODE_ADVICE: Partial<Record<string, string>> = {
  '2000':
    'La huella del registro no coincide con la que calcula la AEAT: es un error del programa, no de tus datos. Pulsa «Subsanar y reenviar» y, si se repite, escribe a soporte.',
};

/** PUT /api/invoices/aeat/certificate: the PKCS#12 file (base64) and its password. */
export const AeatCertificateInputSchema = z.object({
  fileName: fileNameSchema(AEAT_MESSAGES.certificateFile),
  contentBase64: z
    .string()
    .min(1, AEAT_MESSAGES.certificateFile)
    .max(140_000, AEAT_MESSAGES.certificateTooLarge)
    .regex(/^[A-Za-z0-9+/]+=*$/, AEAT_MESSAGES.certificateFile),
  password: z.string().min(1, AEAT_MESSAGES.certificatePassword).max(200),
});
export type AeatCertificateInput = z.infer<typeof AeatCertificateInputSchema>;

/** GET /api/invoices/aeat: the certificate (never its content) and how the sending goes. */
export const AeatStatusSchema = z.object({
  environment: z.enum(['pruebas', 'produccion', 'otro']),
  certificate: z
    .object({
      fileName: z.string(),
      holder: z.string(),
      validUntil: z.string(),
      uploadedAt: z.string(),
    })
    .nullable(),
  counts: z.record(z.enum(AEAT_SUBMISSION_STATUSES), z.number()),
  lastError: z.string().nullable(),
  nextSendAt: z.string().nullable(),
  /** When the oldest record still waiting to be sent was written. */
  oldestPendingAt: z.string().nullable(),
  /** Minutes the oldest pending record has waited (0 when none waits). */
  waitingMinutes: z.number(),
  /** Whether it has waited longer than AEAT_LONG_WAIT_MINUTES. */
  waitingLong: z.boolean(),
  /** Whether the declaración responsable is signed, and what it still lacks. */
  declaration: z.object({ signed: z.boolean(), missing: z.array(z.string()) }),
  /** Each invoice whose latest record the AEAT did not take as it was, with what to do. */
  rejected: z.array(
    z.object({
      invoiceId: z.string(),
      number: z.string(),
      kind: z.enum(['alta', 'anulacion']),
      status: z.enum(['incorrecto', 'aceptado_con_errores', 'fallo']),
      errorCode: z.string().nullable(),
      errorDescription: z.string().nullable(),
      advice: z.string(),
    }),
  ),
});
export type AeatStatus = z.infer<typeof AeatStatusSchema>;
