import { z } from './z.ts';
import { PageQuerySchema, PaginationSchema } from './api.ts';
import { optionalText } from './fields.ts';
import { MAX_AMOUNT_CENTS } from './money-format.ts';
import { MONEY_MESSAGES, eurosTextField } from './money.ts';
import { dateField, optionalDateFilter } from './scheduling-fields.ts';

/**
 * The payments ledger (issue 18): receipts (justificantes), never invoices. A refund is a negative
 * entry; nothing is deleted. `provider` and `externalReference` leave room for an online payment
 * provider later.
 */
export const PAYMENT_METHODS = ['cash', 'bizum', 'transfer', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  bizum: 'Bizum',
  transfer: 'Transferencia',
  card: 'Tarjeta',
  other: 'Otro',
};

/**
 * What an entry pays for: the cause of one charge (decision 0135): an appointment or a session
 * (a visit), a bono sold, a class place, a course enrolment.
 */
export const PAYMENT_TARGETS = [
  'appointment',
  'session',
  'bono',
  'class_enrolment',
  'course_enrolment',
] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];
export const PAYMENT_TARGET_LABELS: Record<PaymentTarget, string> = {
  appointment: 'Cita',
  session: 'Sesión',
  bono: 'Bono',
  class_enrolment: 'Plaza de clase',
  course_enrolment: 'Curso',
};

export const PAYMENT_MESSAGES = {
  method: 'Elige un método de pago',
  target: 'Indica a qué corresponde el pago',
  targetId: 'Indica a qué corresponde el pago',
  date: 'La fecha del pago es requerida',
  targetNotFound: 'No se encontró la cita, sesión, bono, plaza o curso del pago',
  refundTooLarge: 'La devolución no puede superar lo pagado',
  clientRequired: 'Selecciona el cliente de esta cita',
} as const;

/** POST /api/payments: amount in cents, negative for a refund. */
export const PaymentInputSchema = z.object({
  target: z.enum(PAYMENT_TARGETS, { error: PAYMENT_MESSAGES.target }),
  targetId: z.uuid({ error: PAYMENT_MESSAGES.targetId }),
  /** Only for an appointment: whose payment it is (sessions and bonos know their client). */
  clientId: z.uuid({ error: PAYMENT_MESSAGES.clientRequired }).nullish(),
  amountCents: z
    .number({ error: MONEY_MESSAGES.amount })
    .int(MONEY_MESSAGES.amount)
    .refine((v) => v !== 0, MONEY_MESSAGES.amountZero)
    .refine((v) => Math.abs(v) <= MAX_AMOUNT_CENTS, MONEY_MESSAGES.amountRange),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  paidOn: dateField(PAYMENT_MESSAGES.date),
  note: optionalText(500),
});
export type PaymentInput = z.input<typeof PaymentInputSchema>;
export type PaymentPayload = z.output<typeof PaymentInputSchema>;

export const PaymentSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  target: z.enum(PAYMENT_TARGETS),
  targetId: z.string(),
  /** What the entry pays for, as the screens show it ("Bono 5 sesiones · Socialización"). */
  concept: z.string(),
  amountCents: z.number(),
  method: z.enum(PAYMENT_METHODS),
  paidOn: z.string(),
  note: z.string().nullable(),
  provider: z.string().nullable(),
  externalReference: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

const filterFields = {
  from: optionalDateFilter,
  to: optionalDateFilter,
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }).optional(),
  clientId: z.uuid({ error: 'Identificador no válido' }).optional(),
};
export const PaymentFiltersSchema = z.object(filterFields);
export type PaymentFilters = z.output<typeof PaymentFiltersSchema>;
export const PaymentListQuerySchema = PageQuerySchema.extend(filterFields);
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

export const PaymentPageSchema = z.object({
  payments: z.array(PaymentSchema),
  pagination: PaginationSchema,
  /** The sum of every entry the filters match (all pages), in cents. */
  totalCents: z.number(),
});
export type PaymentPage = z.infer<typeof PaymentPageSchema>;

/**
 * What a client was charged for: a bono sold, a visit (or class place) no bono unit covers, or a
 * course enrolment (decision 0099).
 */
export const CHARGE_KINDS = ['bono', 'visit', 'course'] as const;
export const BALANCE_CHARGE_LINES = 20;

/**
 * A client's money: what they were charged (bonos, priced visits), paid, and still owe, and the
 * newest charges (at most BALANCE_CHARGE_LINES), so "Pendiente" says what for.
 */
export const ClientBalanceSchema = z.object({
  chargedCents: z.number(),
  paidCents: z.number(),
  owedCents: z.number(),
  charges: z.array(
    z.object({
      kind: z.enum(CHARGE_KINDS),
      concept: z.string(),
      /** The visit's or sale's day on the trainer's calendar, YYYY-MM-DD. */
      date: z.string(),
      cents: z.number().int(),
      /** Its cause (decision 0135): what a payment of this charge pays for. */
      target: z.enum(PAYMENT_TARGETS),
      targetId: z.string(),
      /** What the ledger holds against that cause (refunds subtract). */
      paidCents: z.number().int(),
      /** A course's charge: its enrolment, to invoice it from the list. */
      courseEnrolmentId: z.string().optional(),
    }),
  ),
});
export type ClientBalance = z.infer<typeof ClientBalanceSchema>;

/**
 * Mi área's account with one trainer (issue 45, decision 0135): what the owner was charged (the
 * one charge rule, as the trainer's client page reads it), what they paid and still owe, and the
 * newest charges each with what is paid of it.
 */
export const OwnerAccountSchema = z.object({
  chargedCents: z.number().int(),
  paidCents: z.number().int(),
  owedCents: z.number().int(),
  charges: z.array(
    z.object({
      kind: z.enum(CHARGE_KINDS),
      concept: z.string(),
      date: z.string(),
      cents: z.number().int(),
      paidCents: z.number().int(),
    }),
  ),
});
export type OwnerAccount = z.infer<typeof OwnerAccountSchema>;

/** The dashboard's money card. */
export const MoneySummarySchema = z.object({
  incomeThisMonthCents: z.number(),
  outstandingCents: z.number(),
});
export type MoneySummary = z.infer<typeof MoneySummarySchema>;

/** The gestor's CSV: its header, in order. */
export const PAYMENTS_CSV_COLUMNS = [
  'Fecha',
  'Cliente',
  'Concepto',
  'Método',
  'Importe (€)',
  'Nota',
  'Proveedor',
  'Referencia externa',
] as const;

/** The payment form: a positive amount in euros and whether it is a refund (then negative). */
export const PaymentFormSchema = z
  .object({
    amount: eurosTextField({ optional: false, requiredMessage: 'El importe es requerido' }).refine(
      (v) => v !== 0,
      MONEY_MESSAGES.amountZero,
    ),
    refund: z.boolean(),
    method: PaymentInputSchema.shape.method,
    paidOn: PaymentInputSchema.shape.paidOn,
    note: PaymentInputSchema.shape.note,
  })
  .transform(({ amount, refund, ...rest }) => ({
    ...rest,
    amountCents: refund ? -(amount ?? 0) : (amount ?? 0),
  }));
export type PaymentFormValues = z.input<typeof PaymentFormSchema>;
