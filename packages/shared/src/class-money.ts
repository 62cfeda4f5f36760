import { z } from './z.ts';
import { formatCents } from './money-format.ts';
import { priceCentsField } from './money.ts';

/**
 * Money for group classes (issue 29, decision 0084): a class has a price, or takes bono units of
 * its service, one per enrolment or one per class attended, the trainer's choice per class.
 */
export const CLASS_PAYMENTS = ['price', 'bono_enrolment', 'bono_attendance'] as const;
export type ClassPayment = (typeof CLASS_PAYMENTS)[number];

export const CLASS_PAYMENT_LABELS: Record<ClassPayment, string> = {
  price: 'Precio por clase',
  bono_enrolment: 'Bono: una sesión por inscripción',
  bono_attendance: 'Bono: una sesión por clase asistida',
};

export const CLASS_MONEY_MESSAGES = {
  payment: 'Elige cómo se paga la clase',
  priceRequired: 'Indica el precio de la clase',
  bonoOnly:
    'Esta clase se paga solo con bono y no hay un bono con sesiones disponibles para su servicio',
} as const;

/**
 * The class's price and how it is paid, on creation and on edit. Left out, the price is the
 * group service's (on creation) or stays (on edit); null with a bono is "solo con bono".
 */
export const classPaymentField = z.enum(CLASS_PAYMENTS, { error: CLASS_MONEY_MESSAGES.payment });
export const classMoneyFields = {
  priceCents: priceCentsField.nullable().optional(),
  payment: classPaymentField.optional(),
};

/** Paid by price, a class needs one (a bono class without a price is "solo con bono"). */
export const priceWhenPaidByPrice = (v: { payment?: ClassPayment; priceCents?: number | null }) =>
  v.payment !== 'price' || v.priceCents !== null;

/**
 * Where an enrolment stands: a bono unit covers it, it is charged, its course's enrolment is what
 * is charged (a place in a course's class), or nothing is owed (yet).
 */
export const ENROLMENT_MONEY_STATES = ['bono', 'charged', 'course', 'none'] as const;
export type EnrolmentMoneyState = (typeof ENROLMENT_MONEY_STATES)[number];

export const ENROLMENT_MONEY_LABELS: Record<EnrolmentMoneyState, string> = {
  bono: 'Bono',
  charged: 'Pendiente de cobro',
  course: 'Se cobra con el curso',
  none: 'Sin cargo',
};

/**
 * What is still owed of a charge (never below zero), and how its state reads: "Pagado",
 * "Pagado 5,00 € de 15,00 €" or "Pendiente de cobro" (decision 0135).
 */
export const owedOf = (charge: { cents: number; paidCents: number }) =>
  Math.max(charge.cents - charge.paidCents, 0);

export function chargePaidText(
  charge: { cents: number; paidCents: number },
  /** How nothing paid yet reads: the trainer's "Pendiente de cobro", the owner's "de pago". */
  pending: string = ENROLMENT_MONEY_LABELS.charged,
) {
  if (charge.paidCents >= charge.cents) return `Pagado · ${formatCents(charge.cents)}`;
  if (charge.paidCents > 0)
    return `Pagado ${formatCents(charge.paidCents)} de ${formatCents(charge.cents)}`;
  return `${pending} · ${formatCents(charge.cents)}`;
}

export const EnrolmentMoneySchema = z.object({
  state: z.enum(ENROLMENT_MONEY_STATES),
  /** What the enrolment is charged, when it is. */
  cents: z.number().nullable(),
  /** What the ledger holds against it: payments of the place or course, less refunds (0135). */
  paidCents: z.number().int(),
  /** The live invoice that bills the enrolment, if any. */
  invoice: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type EnrolmentMoney = z.infer<typeof EnrolmentMoneySchema>;

/** What a class carries of its money in the API's answers. */
export const classPriceFields = {
  priceCents: z.number().nullable(),
  payment: z.enum(CLASS_PAYMENTS),
};

/**
 * What a place costs, in one line, as the trainer and the owner read it before enrolling:
 * "15,00 €", "1 sesión de bono (o 15,00 €)", "1 sesión de bono por clase asistida (o 15,00 €)",
 * "Solo con bono: 1 sesión", "Sin precio". A course's class is not sold on its own: it says
 * which course it is included in (and, paid per class attended, that each one takes a unit).
 */
export function classPriceText(c: {
  priceCents: number | null;
  payment: ClassPayment;
  course?: { name: string } | null;
}) {
  if (c.course) {
    const included = `Incluida en el curso «${c.course.name}»`;
    return c.payment === 'bono_attendance'
      ? `${included} · 1 sesión de bono por clase asistida`
      : included;
  }
  const price = c.priceCents === null ? null : formatCents(c.priceCents);
  if (c.payment === 'price') return price ?? 'Sin precio';
  const unit =
    c.payment === 'bono_enrolment' ? '1 sesión de bono' : '1 sesión de bono por clase asistida';
  return price ? `${unit} (o ${price})` : `Solo con bono: ${unit}`;
}

/** Issue 45: a place (or a course enrolment) that took a session of the owner's bono. */
export const BONO_SESSION_USED = '1 sesión de tu bono';
/** A make-up of a course's missed class costs nothing (decision 0082). */
export const MAKEUP_FREE = 'Sin coste (recuperación)';

/**
 * What a place just taken costs, as its confirmation mail says it: the bono session it used,
 * the charge it carries, else what its class (or course) asks ("1 sesión de bono por clase
 * asistida", the price, "Sin precio").
 */
export function placeCostText(
  held: { state: EnrolmentMoneyState; cents: number | null } | undefined,
  asked: { priceCents: number | null; payment: ClassPayment },
) {
  if (held?.state === 'bono') return BONO_SESSION_USED;
  if (held?.cents != null) return formatCents(held.cents);
  return classPriceText(asked);
}
