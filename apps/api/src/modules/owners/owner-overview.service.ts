import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  bookingPagePath,
  type OwnerBookAgain,
  todayIn,
  type OwnerAppointment,
  type OwnerAccount,
  type OwnerInvoice,
  type OwnerOverview,
  type OwnerTrainer,
  type ServiceType,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { outsideNoticeWindow, startOf, type AppointmentRow } from '../appointments/index.ts';
import { bonosForOwner } from '../bonos/index.ts';
import { invoicesForOwner, ownerInvoicePdf } from '../invoices/index.ts';
import { accountsForOwner } from '../payments/index.ts';
import { selectGivenBy, type GivenBy } from '../../read-models/trainer-tags.ts';
import * as repository from './owners.repository.ts';
import type { OwnerReach, TrainerRow } from './owners.repository.ts';

export const trainerName = (t: { firstName: string; lastName: string }) =>
  `${t.firstName} ${t.lastName}`.trim();

export const noticeHoursOf = (t: { cancellationNoticeHours: number | null }) =>
  t.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;

export function toOwnerTrainer(t: TrainerRow): OwnerTrainer {
  return {
    id: t.id,
    name: trainerName(t),
    businessName: t.businessName,
    email: t.email,
    phone: t.contactPhone ?? t.phone,
    place: t.sessionPlace,
    timeZone: t.timeZone,
    cancellationNoticeHours: noticeHoursOf(t),
  };
}

/** Cancel and change are the owner's until the trainer's notice window begins (the command's rule). */
export const outsideNotice = (a: AppointmentRow, trainer: TrainerRow, now: Date): boolean =>
  outsideNoticeWindow(a, trainer.timeZone, noticeHoursOf(trainer), now);

type RequestRow = Awaited<ReturnType<typeof repository.selectReachableRequests>>[number];

/**
 * Issue 27: "Pedir otra cita" fills the booking page in with the latest booking's owner and dog
 * (the appointment booked last, else the request sent last), at the page's readable address.
 */
function bookAgainOf(
  appointments: AppointmentRow[],
  requests: RequestRow[],
  path: string,
): OwnerBookAgain | null {
  const latest = [...appointments, ...requests].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )[0];
  if (!latest) return null;
  return {
    path,
    clientName: latest.clientName,
    clientEmail: latest.clientEmail,
    clientPhone: latest.clientPhone,
    dogName: latest.dogName,
    dogBreed: latest.dogBreed,
    dogAge: latest.dogAge,
  };
}

type ChangeRow = Awaited<ReturnType<typeof repository.selectChangesOf>>[number];

function toOwnerAppointment(
  a: AppointmentRow,
  trainer: TrainerRow,
  change: ChangeRow | undefined,
  context: { givenBy: GivenBy; now: Date },
): OwnerAppointment {
  const { givenBy, now } = context;
  const start = startOf(a, trainer.timeZone);
  const at = (c: ChangeRow) => ({ date: c.requestedDate, time: c.requestedTime.slice(0, 5) });
  return {
    id: a.id,
    date: a.scheduledDate,
    time: a.scheduledTime.slice(0, 5),
    duration: a.duration,
    serviceType: a.serviceType,
    dogName: a.dogName,
    givenBy: givenBy(a.trainerId),
    status: a.status,
    cancelledBy: a.cancelledBy,
    startsAt: start.toISOString(),
    isPast: start.getTime() <= now.getTime(),
    canChange: outsideNotice(a, trainer, now),
    pendingChange: change?.status === 'PENDING' ? at(change) : null,
    rejectedChange:
      change?.status === 'REJECTED' ? { ...at(change), reason: change.rejectionReason } : null,
  };
}

/** Everything in reach, grouped by trainer (the trainer with the soonest booking first). */
export async function ownerOverview(db: Db, reach: OwnerReach, now: Date): Promise<OwnerOverview> {
  const [appointmentRows, requestRows] = await Promise.all([
    repository.selectReachableAppointments(db, reach),
    repository.selectReachableRequests(db, reach),
  ]);
  const trainerIds = [
    ...new Set([
      ...appointmentRows.map((a) => a.businessId),
      ...requestRows.map((r) => r.businessId),
    ]),
  ];
  const [trainers, changes, slugs, givenBys] = await Promise.all([
    repository.selectTrainers(db, trainerIds),
    repository.selectChangesOf(
      db,
      appointmentRows.map((a) => a.id),
    ),
    Promise.all(trainerIds.map((id) => repository.selectSlugsOf(db, id))),
    // In a school, who gives each booking (decision 0147): one read of each business's members.
    Promise.all(trainerIds.map((id) => selectGivenBy(db, id))),
  ]);
  const changeOf = new Map(changes.map((c) => [c.appointmentId, c]));
  // Issue 18: the bonos of the clients the trainers linked these visits to — the owner's own.
  // Issue 28: only of a client whose e-mail is the owner's (the signed-in one, or the booking's
  // for a booking link): a trainer may have linked a stranger's booking to a client by phone.
  const linked = new Map<
    string,
    { businessId: string; clientId: string; email: string; today: string; timeZone: string }
  >();
  for (const a of appointmentRows) {
    const trainer = trainers.find((t) => t.id === a.businessId);
    const email = 'email' in reach ? reach.email : a.clientEmail;
    if (a.clientId && trainer)
      linked.set(`${a.businessId}:${a.clientId}:${email}`, {
        businessId: a.businessId,
        clientId: a.clientId,
        email,
        today: todayIn(trainer.timeZone, now),
        timeZone: trainer.timeZone,
      });
  }
  const clients = [...linked.values()];
  // Issue 30: invoices only to an owner signed in with their e-mail (a link shows none); issue
  // 45: what they owe and paid, likewise.
  const signedIn = 'email' in reach;
  const [bonos, invoices, accounts] = await Promise.all([
    bonosForOwner(db, clients),
    signedIn ? invoicesForOwner(db, clients) : new Map<string, OwnerInvoice[]>(),
    signedIn ? accountsForOwner(db, clients) : new Map<string, OwnerAccount>(),
  ]);
  return {
    email: 'email' in reach ? reach.email : null,
    trainers: trainerIds.flatMap((id) => {
      const trainer = trainers.find((t) => t.id === id);
      if (!trainer) return [];
      // The readable address while the business name is set (decision 0069), else the id one.
      const slug = trainer.businessName?.trim() ? slugs[trainerIds.indexOf(id)]?.[0]?.slug : null;
      const mine = <T extends { businessId: string }>(rows: T[]) =>
        rows.filter((r) => r.businessId === id);
      const givenBy = givenBys[trainerIds.indexOf(id)]!;
      return [
        {
          trainer: toOwnerTrainer(trainer),
          appointments: appointmentRows
            .filter((a) => a.businessId === id)
            .map((a) => toOwnerAppointment(a, trainer, changeOf.get(a.id), { givenBy, now })),
          requests: requestRows
            .filter((r) => r.businessId === id)
            .map((r) => ({
              id: r.id,
              requestedDate: r.requestedDate,
              requestedTime: r.requestedTime ? r.requestedTime.slice(0, 5) : null,
              serviceType: r.serviceType as ServiceType,
              dogName: r.dogName,
              givenBy: givenBy(r.trainerId),
              status: r.status,
              rejectionReason: r.rejectionReason,
            })),
          bonos: bonos.get(id) ?? [],
          invoices: invoices.get(id) ?? [],
          account: accounts.get(id) ?? null,
          bookAgain: bookAgainOf(
            mine(appointmentRows),
            mine(requestRows),
            bookingPagePath(id, slug),
          ),
        },
      ];
    }),
  };
}

/**
 * Issue 30.6: an invoice's PDF for an owner signed in with their e-mail, when it is one of the
 * clients the overview links to that e-mail; anything else is not found.
 */
export async function ownerInvoice(db: Db, email: string, invoiceId: string) {
  const appointmentRows = await repository.selectReachableAppointments(db, { email });
  const clients = appointmentRows.flatMap((a) =>
    a.clientId ? [{ businessId: a.businessId, clientId: a.clientId, email }] : [],
  );
  return ownerInvoicePdf(db, clients, invoiceId);
}
