import { CLASS_MONEY_MESSAGES, type ClassPayment, type EnrolmentMoney } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { returnBonoOfClassPlace, useBonoForClassPlace } from '../bonos/index.ts';
import * as repository from './classes.repository.ts';

/**
 * Money for group classes (issue 29, decision 0084): what a class costs and how it is paid, the
 * bono unit a place uses and gives back. Charges are not written anywhere: a place is charged as
 * `read-models/class-charges.ts` reads it, so these only move bono units and mark a late cancel.
 * Each runs in the caller's transaction, on the one path of its change (classes.service.ts).
 */
type ClassMoney = { priceCents: number | null; payment: ClassPayment };
type MoneyInput = { priceCents?: number | null | undefined; payment?: ClassPayment | undefined };
type HeldClass = ClassMoney & { userId: string; serviceId: string; classDate: string };

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
  userId: cls.userId,
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

/** Attendance tapped (or un-tapped) on a class paid per attendance: its unit used or given back. */
export async function payForAttendance(
  tx: Db | Tx,
  cls: HeldClass,
  place: { clientId: string; enrolmentId: string },
  attended: boolean,
) {
  if (cls.payment !== 'bono_attendance') return;
  if (attended) await useBonoForClassPlace(tx, placeOf(cls, place));
  else await returnBonoOfClassPlace(tx, cls.userId, place.enrolmentId, 'Asistencia desmarcada');
}

/**
 * Places given up in time: their units go back (their charge goes with the place). A late
 * cancel is marked on the place instead, and keeps both.
 */
export async function refundPlaces(tx: Db | Tx, userId: string, enrolmentIds: string[]) {
  for (const id of enrolmentIds)
    await returnBonoOfClassPlace(tx, userId, id, 'Plaza cancelada a tiempo');
}

/** A class the trainer cancels: every place's unit goes back, late cancels' included. */
export async function refundClass(tx: Db | Tx, userId: string, classId: string) {
  for (const id of await repository.selectEnrolmentIds(tx, userId, classId))
    await returnBonoOfClassPlace(tx, userId, id, 'Clase cancelada');
}

/** Each live place of a class with its money, for the class page. */
export async function moneyOfPlaces(
  db: Db | Tx,
  userId: string,
  classId: string,
): Promise<Map<string, EnrolmentMoney>> {
  const rows = await repository.selectEnrolmentMoney(db, userId, classId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        state: row.bono ? 'bono' : row.cents !== null ? 'charged' : 'none',
        cents: row.bono ? null : row.cents,
        invoice:
          row.invoice_id && row.invoice_number
            ? { id: row.invoice_id, number: row.invoice_number }
            : null,
      },
    ]),
  );
}
