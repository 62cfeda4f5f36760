import { DEFAULT_TIME_ZONE, addDays, todayIn } from '@adiestra/shared';
import type { ApiClient } from '../../test/api-client.ts';

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

/** A PENDING public request for `educatorId`; returns its id. */
export async function createPendingRequest(
  api: ApiClient,
  educatorId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await api.post<{ data: { id: string } }>(
    '/api/public/appointments/request',
    booking(educatorId, overrides),
  );
  if (res.status !== 201) throw new Error(`request failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * The last Sunday of March next year: Madrid skips 02:00–03:00 that day. Computed from today so
 * it always lies within the two-year booking range.
 */
export function nextSpringForward(): string {
  const year = Number(today().slice(0, 4)) + 1;
  const lastOfMarch = new Date(Date.UTC(year, 2, 31));
  lastOfMarch.setUTCDate(31 - lastOfMarch.getUTCDay());
  return lastOfMarch.toISOString().slice(0, 10);
}
