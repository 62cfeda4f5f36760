import {
  DEFAULT_APPOINTMENT_DURATION,
  DEFAULT_TIME_ZONE,
  addDays,
  minutesToTime,
  timeToMinutes,
  todayIn,
} from '@adiestra/shared';
import type { ApiClient } from './api-client.ts';

/** Test data for the scheduling tests: dates are relative to today in the trainer's zone. */

export const today = () => todayIn(DEFAULT_TIME_ZONE);
export const inDays = (days: number) => addDays(today(), days);

export function booking(educatorId: string, overrides: Record<string, unknown> = {}) {
  return {
    educatorId,
    clientName: 'Marta Ruiz',
    clientEmail: 'marta.ruiz@example.com',
    clientPhone: '+34 612 345 678',
    dogName: 'Rocky',
    dogBreed: 'Labrador',
    dogAge: 3,
    serviceType: 'basic_training',
    serviceDescription: 'Tira mucho de la correa',
    preferredDate: inDays(7),
    preferredTime: '10:00',
    notes: 'Mejor por la mañana',
    consent: true,
    ...overrides,
  };
}

export function internalRequest(overrides: Record<string, unknown> = {}) {
  return {
    clientName: 'Pablo Gil',
    clientEmail: 'pablo.gil@example.com',
    clientPhone: '612345678',
    dogName: 'Luna',
    dogBreed: 'Border Collie',
    dogAge: '2',
    requestedDate: inDays(10),
    requestedTime: '11:00',
    duration: 60,
    serviceType: 'evaluation',
    notes: '',
    ...overrides,
  };
}

/** A trainer as the tests hold one: its id, and a token to act as it. */
export interface TrainerRef {
  id: string;
  token: string;
}

/**
 * Makes the booking page offer `time` on `date` for `trainer` (the public form accepts nothing
 * else, issue 14): when the page does not offer it yet, the trainer opens that hour through the
 * availability API. With no time, makes sure the date offers some time (10:00).
 */
export async function offerTime(
  api: ApiClient,
  trainer: TrainerRef,
  date: string,
  time: string | null = '10:00',
): Promise<void> {
  const wanted = time || '10:00';
  const query = `date=${date}&duration=${DEFAULT_APPOINTMENT_DURATION}&businessId=${trainer.id}`;
  const offered = await api.get<{ data: { slots: { time: string }[] } }>(
    `/api/appointments/public/available-slots?${query}`,
  );
  if (offered.status !== 200) throw new Error(`slots failed: ${JSON.stringify(offered.body)}`);
  const { slots } = offered.body.data;
  if (time ? slots.some((s) => s.time === time) : slots.length > 0) return;
  const endTime = minutesToTime(timeToMinutes(wanted) + DEFAULT_APPOINTMENT_DURATION);
  const res = await api.post(
    '/api/appointments/availability',
    { date, startTime: wanted, endTime },
    trainer.token,
  );
  if (res.status !== 201) throw new Error(`availability failed: ${JSON.stringify(res.body)}`);
}

/**
 * A PENDING public request for `trainer`, at a date and time its booking page offers (opened
 * first if need be); returns its id.
 */
export async function createPendingRequest(
  api: ApiClient,
  trainer: TrainerRef,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const body = booking(trainer.id, overrides);
  await offerTime(api, trainer, body.preferredDate, body.preferredTime);
  const res = await api.post<{ data: { id: string } }>('/api/public/appointments/request', body);
  if (res.status !== 201) throw new Error(`request failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** The trainer's own confirmed booking ('Nueva Cita', any time it likes); the appointment's id. */
export async function bookOwn(
  api: ApiClient,
  trainer: TrainerRef,
  date: string,
  time: string,
): Promise<string> {
  const res = await api.post(
    '/api/appointments/requests',
    internalRequest({ requestedDate: date, requestedTime: time, confirm: true }),
    trainer.token,
  );
  if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
  const day = await api.get<{
    data: { appointments: { id: string; scheduledTime: string; status: string }[] };
  }>(`/api/appointments?date=${date}&limit=100`, trainer.token);
  const found = day.body.data.appointments.find(
    (a) => a.scheduledTime === time && a.status === 'SCHEDULED',
  );
  if (!found) throw new Error(`no appointment at ${date} ${time}`);
  return found.id;
}

/**
 * The next last Sunday of March after today (YYYY-MM-DD): the day Madrid's clocks jump from
 * 02:00 to 03:00. Computed, so the tests that need it never run out of future dates.
 */
export function nextSpringForward(): string {
  for (let year = Number(today().slice(0, 4)); ; year++) {
    const lastOfMarch = new Date(Date.UTC(year, 2, 31));
    const date = `${year}-03-${31 - lastOfMarch.getUTCDay()}`;
    if (date > today()) return date;
  }
}
