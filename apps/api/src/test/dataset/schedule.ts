import { PUBLIC_SERVICE_TYPES } from '@adiestra/shared';
import type { appointmentRequests, appointments, availabilitySlots } from '../../db/schema.ts';
import * as fake from './fake.ts';
import { dayString, type Random } from './random.ts';
import type { TrainerShape } from './scale.ts';
import * as es from './spanish.ts';

type SlotRow = typeof availabilitySlots.$inferInsert;
type RequestRow = typeof appointmentRequests.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;

const DAY_MS = 86_400_000;
/** Two slots a working day, and five one-hour appointment times inside them (never overlapping). */
const DAY_SLOTS = [
  ['09:00', '13:00'],
  ['16:00', '20:00'],
] as const;
const APPOINTMENT_TIMES = ['09:00', '10:30', '12:00', '16:00', '17:30'] as const;

/** Working days (Monday to Saturday) around today: seven in ten past, the rest ahead. */
function workingDays(now: Date, count: number): { day: string; offset: number }[] {
  const span = Math.ceil((count * 7) / 6);
  const days = [];
  for (let offset = -Math.round(span * 0.7); days.length < count; offset++) {
    const day = dayString(now, offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) days.push({ day, offset });
  }
  return days;
}

/**
 * Availability slots, appointments inside them and the requests behind them. Approved requests
 * became appointments; SCHEDULED ones never overlap (the database refuses that).
 */
export function buildSchedule(random: Random, now: Date, businessId: string, shape: TrainerShape) {
  const days = workingDays(now, Math.ceil(shape.slots / DAY_SLOTS.length));
  const slotRows: SlotRow[] = days
    .flatMap(({ day, offset }) =>
      DAY_SLOTS.map(([startTime, endTime]) => {
        const createdAt = new Date(now.getTime() + Math.min(offset - 20, 0) * DAY_MS);
        return {
          id: random.uuidv7(createdAt.getTime()),
          businessId,
          trainerId: businessId,
          date: day,
          startTime,
          endTime,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .slice(0, shape.slots);

  const places = days.flatMap(({ day, offset }) =>
    APPOINTMENT_TIMES.map((time) => ({ day, offset, time })),
  );
  const chosen = random.shuffle(places).slice(0, shape.appointments);
  const approved = Math.min(shape.requests, Math.round(chosen.length * 0.6));
  const requestRows: RequestRow[] = [];
  const appointmentRows: AppointmentRow[] = chosen.map((place, i) => {
    const owner = fake.person(random, i);
    const pet = fake.dog(random);
    const createdAt = new Date(now.getTime() + (place.offset - random.int(2, 20)) * DAY_MS);
    const common = {
      businessId,
      trainerId: businessId,
      clientName: `${owner.firstName} ${owner.lastName}`,
      clientEmail: owner.email,
      clientPhone: owner.phone,
      dogName: pet.name,
      dogBreed: pet.breed,
      dogAge: Math.max(1, Math.round(pet.age)),
      duration: 60,
      serviceType: random.pick(PUBLIC_SERVICE_TYPES),
      createdAt,
      updatedAt: createdAt,
    };
    let requestId: string | null = null;
    if (i < approved) {
      requestId = random.uuidv7(createdAt.getTime());
      requestRows.push(
        request(random, {
          ...common,
          id: requestId,
          requestedDate: place.day,
          requestedTime: place.time,
          status: 'APPROVED',
        }),
      );
    }
    const past = place.offset < 0;
    const status = past
      ? random.chance(0.85)
        ? 'COMPLETED'
        : 'CANCELLED'
      : random.chance(0.9)
        ? 'SCHEDULED'
        : 'CANCELLED';
    return {
      ...common,
      id: random.uuidv7(createdAt.getTime()),
      requestId,
      scheduledDate: place.day,
      scheduledTime: place.time,
      status,
      notes: fake.maybe(random, 0.2, () => random.pick(es.SERVICE_NOTES)),
    };
  });

  for (let i = requestRows.length; i < shape.requests; i++) {
    const owner = fake.person(random, i);
    const pet = fake.dog(random);
    const offset = random.int(-60, 90);
    const createdAt = new Date(now.getTime() + Math.min(offset - random.int(1, 20), 0) * DAY_MS);
    const status = offset < 0 || random.chance(0.3) ? 'REJECTED' : 'PENDING';
    requestRows.push(
      request(random, {
        id: random.uuidv7(createdAt.getTime()),
        businessId,
        clientName: `${owner.firstName} ${owner.lastName}`,
        clientEmail: owner.email,
        clientPhone: owner.phone,
        dogName: pet.name,
        dogBreed: pet.breed,
        dogAge: Math.max(1, Math.round(pet.age)),
        requestedDate: dayString(now, offset),
        requestedTime: `${String(random.int(9, 19)).padStart(2, '0')}:00`,
        duration: 60,
        serviceType: random.pick(PUBLIC_SERVICE_TYPES),
        status,
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  const firstFutureDay =
    days.find(({ offset }) => offset >= 7)?.day ?? days.at(-1)?.day ?? dayString(now, 7);
  return { slotRows, requestRows, appointmentRows, firstFutureDay };
}

/** The fields a request has beyond its appointment's: description, consent, rejection reason. */
function request(random: Random, row: RequestRow): RequestRow {
  const fromPublicPage = random.chance(0.8);
  return {
    ...row,
    serviceDescription: fake.maybe(random, 0.6, () => random.pick(es.SERVICE_NOTES)),
    notes: fake.maybe(random, 0.2, () => random.pick(es.CLIENT_NOTES)),
    rejectionReason: row.status === 'REJECTED' ? random.pick(es.REJECTION_REASONS) : null,
    source: fromPublicPage ? 'public' : 'internal',
    consentAt: fromPublicPage ? (row.createdAt ?? null) : null,
  };
}
