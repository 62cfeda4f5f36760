import {
  INVOICE_MESSAGES,
  addDays,
  addMonths,
  todayIn,
  type InvoiceSourceKind,
  type IssueInvoicePayload,
} from '@adiestra/shared';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findAppointmentsToInvoice, type AppointmentToInvoice } from '../appointments/index.ts';
import { getBono } from '../bonos/index.ts';
import { findPaymentsToInvoice } from '../payments/index.ts';
import { findOwnService } from '../services/index.ts';
import * as repository from './invoices.repository.ts';

/**
 * What one issue bills (issue 30.2): a payment, a completed appointment, a bono sale, or a client's
 * month of payments or of completed visits. Each item is an invoice line, its amount tax included.
 * A sale is billed once: through its payment or directly, never both.
 */
export interface Bill {
  /**
   * `on`: the day of the operation. `ahead`: a service given on that day (a class, a course) that
   * may be invoiced before it is held: invoiced earlier, it is an advance, operated on the invoice's
   * day (the AEAT refuses a record whose operation date is after today).
   */
  items: { description: string; grossCents: number; on: string; ahead?: true }[];
  clientId: string | null;
  description: string;
  paymentIds: string[];
  sources: { kind: InvoiceSourceKind; sourceId: string }[];
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const esDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function monthRange(month: string) {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

function monthDescription(month: string) {
  const [year, number] = month.split('-');
  return `Servicios de adiestramiento canino de ${MONTHS[Number(number) - 1]} de ${year}`;
}

const liveSourceIds = async (tx: Tx, businessId: string, kind: InvoiceSourceKind, ids: string[]) =>
  new Set((await repository.selectSourceLinks(tx, businessId, kind, ids)).map((l) => l.sourceId));

/**
 * The ids among `ids` of appointments (the bono, class places, course enrolments) that an invoiced
 * payment already bills.
 */
async function billedThroughPayments(
  tx: Tx,
  businessId: string,
  match:
    | { appointmentIds: string[] }
    | { bonoId: string }
    | { classEnrolmentIds: string[] }
    | { courseEnrolmentIds: string[] },
) {
  const ids = 'bonoId' in match ? [match.bonoId] : Object.values(match)[0]!;
  if (!ids.length) return new Set<string>();
  const payments = await findPaymentsToInvoice(tx, businessId, match);
  const invoiced = await repository.selectInvoicedPaymentIds(
    tx,
    businessId,
    payments.map((payment) => payment.id),
  );
  return new Set(
    payments
      .filter((payment) => invoiced.has(payment.id))
      .map(
        (payment) =>
          payment.appointmentId ??
          payment.bonoId ??
          payment.classEnrolmentId ??
          payment.courseEnrolmentId ??
          '',
      ),
  );
}

/** The payment's own record, as an invoice source: what it pays, so it is billed once (0135). */
const sourceOfPayment = (payment: {
  appointmentId: string | null;
  bonoId: string | null;
  classEnrolmentId: string | null;
  courseEnrolmentId: string | null;
}) =>
  payment.appointmentId
    ? { kind: 'appointment' as const, id: payment.appointmentId }
    : payment.bonoId
      ? { kind: 'bono' as const, id: payment.bonoId }
      : payment.classEnrolmentId
        ? { kind: 'class_enrolment' as const, id: payment.classEnrolmentId }
        : payment.courseEnrolmentId
          ? { kind: 'course_enrolment' as const, id: payment.courseEnrolmentId }
          : null;

/** An appointment's price is its service's; a service without a price (or free) bills nothing. */
async function priceOf(tx: Tx, businessId: string, appointment: AppointmentToInvoice) {
  if (!appointment.serviceId) return null;
  const service = await findOwnService(tx, businessId, appointment.serviceId).catch(() => null);
  return service?.priceCents ? service.priceCents : null;
}

const visitLine = (appointment: AppointmentToInvoice, grossCents: number) => ({
  description: `${appointment.serviceType} con ${appointment.dogName}, ${esDate(appointment.scheduledDate)}`,
  grossCents,
  on: appointment.scheduledDate,
});

async function paymentBill(tx: Tx, businessId: string, paymentId: string): Promise<Bill> {
  const [payment] = await findPaymentsToInvoice(tx, businessId, { paymentId });
  if (!payment) throw notFound(INVOICE_MESSAGES.paymentNotFound);
  if (payment.amountCents < 0) throw invalid('paymentId', INVOICE_MESSAGES.refundNotInvoiced);
  if ((await repository.selectInvoicedPaymentIds(tx, businessId, [payment.id])).size) {
    throw conflict(INVOICE_MESSAGES.alreadyInvoiced);
  }
  const source = sourceOfPayment(payment);
  if (source && (await liveSourceIds(tx, businessId, source.kind, [source.id])).size) {
    throw conflict(INVOICE_MESSAGES.paymentSourceInvoiced);
  }
  return {
    items: [{ description: payment.concept, grossCents: payment.amountCents, on: payment.paidOn }],
    clientId: payment.clientId,
    description: payment.concept,
    paymentIds: [payment.id],
    sources: [],
  };
}

async function monthOfPayments(tx: Tx, businessId: string, clientId: string, month: string) {
  const rows = (
    await findPaymentsToInvoice(tx, businessId, { clientId, ...monthRange(month) })
  ).filter((payment) => payment.amountCents > 0);
  const invoiced = await repository.selectInvoicedPaymentIds(
    tx,
    businessId,
    rows.map((payment) => payment.id),
  );
  const appointmentsBilled = await liveSourceIds(
    tx,
    businessId,
    'appointment',
    rows.flatMap((payment) => (payment.appointmentId ? [payment.appointmentId] : [])),
  );
  const bonosBilled = await liveSourceIds(
    tx,
    businessId,
    'bono',
    rows.flatMap((payment) => (payment.bonoId ? [payment.bonoId] : [])),
  );
  const placesBilled = await liveSourceIds(
    tx,
    businessId,
    'class_enrolment',
    rows.flatMap((payment) => (payment.classEnrolmentId ? [payment.classEnrolmentId] : [])),
  );
  const coursesBilled = await liveSourceIds(
    tx,
    businessId,
    'course_enrolment',
    rows.flatMap((payment) => (payment.courseEnrolmentId ? [payment.courseEnrolmentId] : [])),
  );
  const payments = rows.filter(
    (payment) =>
      !invoiced.has(payment.id) &&
      !(payment.appointmentId && appointmentsBilled.has(payment.appointmentId)) &&
      !(payment.bonoId && bonosBilled.has(payment.bonoId)) &&
      !(payment.classEnrolmentId && placesBilled.has(payment.classEnrolmentId)) &&
      !(payment.courseEnrolmentId && coursesBilled.has(payment.courseEnrolmentId)),
  );
  if (!payments.length) throw invalid('month', INVOICE_MESSAGES.nothingToInvoice);
  return {
    items: payments.map((p) => ({
      description: p.concept,
      grossCents: p.amountCents,
      on: p.paidOn,
    })),
    clientId,
    description: payments.length === 1 ? payments[0]!.concept : monthDescription(month),
    paymentIds: payments.map((payment) => payment.id),
    sources: [],
  };
}

async function appointmentBill(tx: Tx, businessId: string, appointmentId: string): Promise<Bill> {
  const [appointment] = await findAppointmentsToInvoice(tx, businessId, { id: appointmentId });
  if (!appointment) throw notFound(INVOICE_MESSAGES.appointmentNotFound);
  if (appointment.status !== 'COMPLETED') {
    throw invalid('appointmentId', INVOICE_MESSAGES.appointmentNotCompleted);
  }
  if ((await liveSourceIds(tx, businessId, 'appointment', [appointment.id])).size) {
    throw conflict(INVOICE_MESSAGES.appointmentInvoiced);
  }
  if ((await billedThroughPayments(tx, businessId, { appointmentIds: [appointment.id] })).size) {
    throw conflict(INVOICE_MESSAGES.appointmentPaymentInvoiced);
  }
  const price = await priceOf(tx, businessId, appointment);
  if (!price) throw invalid('appointmentId', INVOICE_MESSAGES.appointmentNoPrice);
  const line = visitLine(appointment, price);
  return {
    items: [line],
    clientId: appointment.clientId,
    description: line.description,
    paymentIds: [],
    sources: [{ kind: 'appointment', sourceId: appointment.id }],
  };
}

/**
 * A client's month of visits: one line per completed appointment that is neither invoiced nor
 * billed through an invoiced payment, and per charged class place not invoiced whose class has
 * been held (its day is today or before: a class later in the month is not a visit yet, issue 45;
 * it can be invoiced on its own, as an advance). Visits whose service has no price are left out
 * (there is no amount to bill); they can still be billed through a payment.
 */
async function monthOfVisits(
  tx: Tx,
  businessId: string,
  clientId: string,
  month: string,
  today: string,
): Promise<Bill> {
  const rows = await findAppointmentsToInvoice(tx, businessId, { clientId, ...monthRange(month) });
  const ids = rows.map((row) => row.id);
  const invoiced = await liveSourceIds(tx, businessId, 'appointment', ids);
  const paid = await billedThroughPayments(tx, businessId, { appointmentIds: ids });
  const lines = [];
  const sources: Bill['sources'] = [];
  for (const appointment of rows.filter((row) => !invoiced.has(row.id) && !paid.has(row.id))) {
    const price = await priceOf(tx, businessId, appointment);
    if (!price) continue;
    lines.push(visitLine(appointment, price));
    sources.push({ kind: 'appointment', sourceId: appointment.id });
  }
  // Decision 0084: the month's charged class places are visits of the month too.
  for (const place of await monthOfPlaces(tx, businessId, clientId, month)) {
    if (place.date > today) continue;
    lines.push(placeLine(place));
    sources.push({ kind: 'class_enrolment', sourceId: place.id });
  }
  // Decision 0099: and the charged course enrolments whose first class falls in the month and
  // has been held.
  for (const enrolment of await monthOfCourseEnrolments(tx, businessId, clientId, month)) {
    if (enrolment.firstDate > today) continue;
    lines.push(courseLine(enrolment));
    sources.push({ kind: 'course_enrolment', sourceId: enrolment.id });
  }
  if (!lines.length) throw invalid('month', INVOICE_MESSAGES.noVisitsToInvoice);
  return {
    items: lines,
    clientId,
    description: lines.length === 1 ? lines[0]!.description : monthDescription(month),
    paymentIds: [],
    sources,
  };
}

async function bonoBill(
  tx: Tx,
  caller: { id: string; timeZone: string },
  bonoId: string,
  now: Date,
): Promise<Bill> {
  const bono = await getBono(tx, caller.id, bonoId, todayIn(caller.timeZone, now)).catch(() => {
    throw notFound(INVOICE_MESSAGES.bonoNotFound);
  });
  if ((await liveSourceIds(tx, caller.id, 'bono', [bono.id])).size) {
    throw conflict(INVOICE_MESSAGES.bonoInvoiced);
  }
  if ((await billedThroughPayments(tx, caller.id, { bonoId: bono.id })).size) {
    throw conflict(INVOICE_MESSAGES.bonoPaymentInvoiced);
  }
  if (bono.priceCents <= 0) throw invalid('bonoId', INVOICE_MESSAGES.bonoNoPrice);
  const description = `Bono de ${bono.sessionsTotal} ${bono.sessionsTotal === 1 ? 'sesión' : 'sesiones'} de ${bono.serviceName}`;
  return {
    items: [{ description, grossCents: bono.priceCents, on: bono.soldOn }],
    clientId: bono.clientId,
    description,
    paymentIds: [],
    sources: [{ kind: 'bono', sourceId: bono.id }],
  };
}

/** A class place is billed at its class's price: "Clase de cachorros con Luna, 03/12/2026". */
const placeLine = (place: Awaited<ReturnType<typeof repository.selectChargedPlaces>>[number]) => ({
  description: `${place.serviceName} con ${place.dogName}, ${esDate(place.date)}`,
  grossCents: place.priceCents,
  on: place.date,
  ahead: true as const,
});

/** A charged class place (decision 0084): only while it is charged, and once. */
async function classPlaceBill(tx: Tx, businessId: string, enrolmentId: string): Promise<Bill> {
  const [place] = await repository.selectChargedPlaces(tx, businessId, { id: enrolmentId });
  if (!place) throw notFound(INVOICE_MESSAGES.classEnrolmentNotFound);
  if ((await liveSourceIds(tx, businessId, 'class_enrolment', [place.id])).size) {
    throw conflict(INVOICE_MESSAGES.classEnrolmentInvoiced);
  }
  if ((await billedThroughPayments(tx, businessId, { classEnrolmentIds: [place.id] })).size) {
    throw conflict(INVOICE_MESSAGES.classEnrolmentInvoiced);
  }
  const line = placeLine(place);
  return {
    items: [line],
    clientId: place.clientId,
    description: line.description,
    paymentIds: [],
    sources: [{ kind: 'class_enrolment', sourceId: place.id }],
  };
}

/** The month's charged class places of a client not invoiced yet, for the month's visits. */
async function monthOfPlaces(tx: Tx, businessId: string, clientId: string, month: string) {
  const places = await repository.selectChargedPlaces(tx, businessId, {
    clientId,
    ...monthRange(month),
  });
  const ids = places.map((place) => place.id);
  const invoiced = await liveSourceIds(tx, businessId, 'class_enrolment', ids);
  const paid = await billedThroughPayments(tx, businessId, { classEnrolmentIds: ids });
  return places.filter((place) => !invoiced.has(place.id) && !paid.has(place.id));
}

type ChargedCourseEnrolment = Awaited<
  ReturnType<typeof repository.selectChargedCourseEnrolments>
>[number];

/**
 * A course enrolment is billed at its charge, naming the course and its edition:
 * "Curso Cachorros, edición del 12/01/2027 al 16/02/2027, con Luna".
 */
const courseLine = (enrolment: ChargedCourseEnrolment) => ({
  description: `Curso ${enrolment.courseName}, edición del ${esDate(enrolment.firstDate)} al ${esDate(enrolment.lastDate)}, con ${enrolment.dogName}`,
  grossCents: enrolment.priceCents,
  on: enrolment.date,
  ahead: true as const,
});

/** A charged course enrolment (decision 0099): only while it is charged, and once. */
async function courseEnrolmentBill(tx: Tx, businessId: string, id: string): Promise<Bill> {
  const [enrolment] = await repository.selectChargedCourseEnrolments(tx, businessId, { id });
  if (!enrolment) throw notFound(INVOICE_MESSAGES.courseEnrolmentNotFound);
  if ((await liveSourceIds(tx, businessId, 'course_enrolment', [enrolment.id])).size) {
    throw conflict(INVOICE_MESSAGES.courseEnrolmentInvoiced);
  }
  if ((await billedThroughPayments(tx, businessId, { courseEnrolmentIds: [enrolment.id] })).size) {
    throw conflict(INVOICE_MESSAGES.courseEnrolmentInvoiced);
  }
  const line = courseLine(enrolment);
  return {
    items: [line],
    clientId: enrolment.clientId,
    description: line.description,
    paymentIds: [],
    sources: [{ kind: 'course_enrolment', sourceId: enrolment.id }],
  };
}

/** A client's charged course enrolments starting in the month, not invoiced yet. */
async function monthOfCourseEnrolments(
  tx: Tx,
  businessId: string,
  clientId: string,
  month: string,
) {
  const enrolments = await repository.selectChargedCourseEnrolments(tx, businessId, {
    clientId,
    ...monthRange(month),
  });
  const ids = enrolments.map((enrolment) => enrolment.id);
  const invoiced = await liveSourceIds(tx, businessId, 'course_enrolment', ids);
  const paid = await billedThroughPayments(tx, businessId, { courseEnrolmentIds: ids });
  return enrolments.filter((enrolment) => !invoiced.has(enrolment.id) && !paid.has(enrolment.id));
}

/** What `input` bills, checked: found, the caller's own, billable and not billed yet. */
export function billOf(
  tx: Tx,
  caller: { id: string; timeZone: string },
  input: IssueInvoicePayload,
  now: Date,
): Promise<Bill> {
  if ('paymentId' in input) return paymentBill(tx, caller.id, input.paymentId);
  if ('appointmentId' in input) return appointmentBill(tx, caller.id, input.appointmentId);
  if ('bonoId' in input) return bonoBill(tx, caller, input.bonoId, now);
  if ('classEnrolmentId' in input) return classPlaceBill(tx, caller.id, input.classEnrolmentId);
  if ('courseEnrolmentId' in input)
    return courseEnrolmentBill(tx, caller.id, input.courseEnrolmentId);
  return input.source === 'appointments'
    ? monthOfVisits(tx, caller.id, input.clientId, input.month, todayIn(caller.timeZone, now))
    : monthOfPayments(tx, caller.id, input.clientId, input.month);
}
