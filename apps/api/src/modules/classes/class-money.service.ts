import {
  CLASS_MONEY_MESSAGES,
  COURSE_MESSAGES,
  type ClassPayment,
  type EnrolmentMoney,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import {
  returnBonoOfClassPlace,
  returnBonoOfCourseEnrolment,
  useBonoForClassPlace,
  useBonoForCourseEnrolment,
} from '../bonos/index.ts';
import * as repository from './classes.repository.ts';
import {
  selectCourseEnrolmentMoney,
  selectEnrolmentsOfCancelledCourse,
} from './courses.repository.ts';

/**
 * Money for group classes (issue 29, decision 0084): what a class costs and how it is paid, the
 * bono unit a place uses and gives back. Charges are not written anywhere: a place is charged as
 * `read-models/class-charges.ts` reads it, so these only move bono units and mark a late cancel.
 * Each runs in the caller's transaction, on the one path of its change (classes.service.ts).
 */
type ClassMoney = { priceCents: number | null; payment: ClassPayment };
type MoneyInput = { priceCents?: number | null | undefined; payment?: ClassPayment | undefined };
type HeldClass = ClassMoney & { businessId: string; serviceId: string; classDate: string };

/** A new class: the group service's price unless the trainer set one; paid by price by default. */
export const moneyOfNewClass = (
  service: { priceCents: number | null },
  input: MoneyInput,
): ClassMoney => ({
  priceCents: input.priceCents === undefined ? service.priceCents : input.priceCents,
  payment: input.payment ?? 'price',
});

/** An edit (of one class, or this and the following ones): what it leaves out stays as it was. */
export const moneyOfEdit = (current: ClassMoney, input: MoneyInput): ClassMoney => ({
  priceCents: input.priceCents === undefined ? current.priceCents : input.priceCents,
  payment: input.payment ?? current.payment,
});

const placeOf = (cls: HeldClass, place: { clientId: string; enrolmentId: string }) => ({
  businessId: cls.businessId,
  clientId: place.clientId,
  serviceId: cls.serviceId,
  enrolmentId: place.enrolmentId,
  on: cls.classDate,
});

/**
 * A place just taken: with a bono per enrolment, one unit of a live bono of the class's service
 * is used now; without one the place is charged at the class's price, or refused when the class
 * has none ("solo con bono"), and the caller's transaction undoes the place.
 */
export async function payForPlace(
  tx: Db | Tx,
  cls: HeldClass,
  place: { clientId: string; enrolmentId: string },
) {
  if (cls.payment !== 'bono_enrolment') return;
  const used = await useBonoForClassPlace(tx, placeOf(cls, place));
  if (!used && cls.priceCents === null) throw conflict(CLASS_MONEY_MESSAGES.bonoOnly);
}

/**
 * Attendance tapped (or un-tapped) on a class paid per attendance (a course's class too): its
 * unit used or given back. A make-up costs nothing (decision 0082), attended or not.
 */
export async function payForAttendance(
  tx: Db | Tx,
  cls: HeldClass,
  place: { clientId: string; enrolmentId: string; makeup: boolean },
  attended: boolean,
) {
  if (cls.payment !== 'bono_attendance' || place.makeup) return;
  if (attended) await useBonoForClassPlace(tx, placeOf(cls, place));
  else await returnBonoOfClassPlace(tx, cls.businessId, place.enrolmentId, 'Asistencia desmarcada');
}

/**
 * Places given up in time: their units go back (their charge goes with the place). A late
 * cancel is marked on the place instead, and keeps both.
 */
export async function refundPlaces(
  tx: Db | Tx,
  businessId: string,
  enrolmentIds: string[],
): Promise<Set<string>> {
  const returned = new Set<string>();
  for (const id of enrolmentIds)
    if (await returnBonoOfClassPlace(tx, businessId, id, 'Plaza cancelada a tiempo'))
      returned.add(id);
  return returned;
}

/**
 * A class the trainer cancels: every place's unit goes back, late cancels' included; and when
 * it was the last class held of a course enrolment (the course cancelled), that enrolment's unit
 * too (decision 0099).
 */
export async function refundClass(
  tx: Db | Tx,
  businessId: string,
  classId: string,
): Promise<{ places: Set<string>; courseEnrolments: Set<string> }> {
  const places = new Set<string>();
  const courseEnrolments = new Set<string>();
  for (const id of await repository.selectEnrolmentIds(tx, businessId, classId))
    if (await returnBonoOfClassPlace(tx, businessId, id, 'Clase cancelada')) places.add(id);
  for (const id of await selectEnrolmentsOfCancelledCourse(tx, businessId, classId))
    if (await returnBonoOfCourseEnrolment(tx, businessId, id, 'Curso cancelado'))
      courseEnrolments.add(id);
  return { places, courseEnrolments };
}

/** What a course carries of its money, to pay for an enrolment in it (decision 0099). */
type HeldCourse = ClassMoney & { businessId: string; serviceId: string };

/**
 * A course enrolment just made: paid per enrolment, one unit of a live bono of the course's
 * service is used now (valid on its first class, `on`); without one it is charged its price, or
 * refused when the course has none ("solo con bono") and the caller's transaction undoes it.
 * Paid per attendance, its classes' taps move the units (`payForAttendance`).
 */
export async function payForCourseEnrolment(
  tx: Db | Tx,
  course: HeldCourse,
  enrolment: { clientId: string; courseEnrolmentId: string; on: string },
) {
  if (course.payment !== 'bono_enrolment') return;
  const used = await useBonoForCourseEnrolment(tx, {
    businessId: course.businessId,
    serviceId: course.serviceId,
    ...enrolment,
  });
  if (!used && course.priceCents === null) throw conflict(COURSE_MESSAGES.bonoOnly);
}

/** A course enrolment given up in time: its unit goes back (its charge with `refunded`). */
export async function refundCourseEnrolment(tx: Db | Tx, businessId: string, id: string) {
  return returnBonoOfCourseEnrolment(tx, businessId, id, 'Inscripción al curso cancelada a tiempo');
}

type MoneyRow = {
  id: string;
  bono: boolean;
  /** A place of a course's class: the course enrolment is charged, not the place. */
  course?: boolean;
  cents: number | null;
  /** What the ledger holds against it (decision 0135). */
  paid: number;
  invoice_id: string | null;
  invoice_number: string | null;
};

/** Each live place of a class (and each given up late) with its money: the roster, Mi área. */
export async function moneyOfPlaces(
  db: Db | Tx,
  businessId: string,
  classId: string,
): Promise<Map<string, EnrolmentMoney>> {
  return moneyById(await repository.selectEnrolmentMoney(db, businessId, classId));
}

/** Each enrolment of a course with its money, for the course card (decision 0099). */
export async function moneyOfCourseEnrolments(
  db: Db | Tx,
  businessId: string,
  courseId: string,
): Promise<Map<string, EnrolmentMoney>> {
  return moneyById(await selectCourseEnrolmentMoney(db, businessId, courseId));
}

/** A charge shows first (a course paid per attendance may hold units and owe the rest). */
function moneyById(rows: MoneyRow[]): Map<string, EnrolmentMoney> {
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: row.cents !== null ? 'charged' : row.bono ? 'bono' : row.course ? 'course' : 'none',
        cents: row.cents,
        paidCents: row.paid,
        invoice:
          row.invoice_id && row.invoice_number
            ? { id: row.invoice_id, number: row.invoice_number }
            : null,
      },
    ]),
  );
}
