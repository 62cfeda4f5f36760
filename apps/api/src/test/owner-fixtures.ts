import { OWNER_SESSION_COOKIE } from '@adiestra/shared';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.ts';
import { internalRequest } from './booking-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Helpers for the owners' area tests: bookings through the real API, links read from the mails. */

export const OWNER = '/api/owner';
const TOKEN = /token=([A-Za-z0-9_-]{43})/;

/** The token of the newest mail to `to` whose text holds `marker` (the outbox drained first). */
export async function tokenFromMail(t: TestApp, to: string, marker: string): Promise<string> {
  // The outbox has sent what the call wrote (no waiting: the worker is driven here).
  await t.app.outbox.drain();
  const mail = t.mails.findLast((m) => m.to === to && m.text.includes(marker));
  const match = mail?.text.match(TOKEN);
  expect(match, `a mail to ${to} with ${marker}`).toBeTruthy();
  return match![1]!;
}

/**
 * A SCHEDULED appointment of `trainer` for `email` (Nueva Cita, confirmed at once), and the token
 * of the booking link its approval mail carries.
 */
export async function bookFor(
  t: TestApp,
  api: ApiClient,
  trainer: { token: string },
  email: string,
  at: { date: string; time: string },
  overrides: Record<string, unknown> = {},
) {
  const before = t.mails.length;
  const res = await api.post(
    '/api/appointments/requests',
    internalRequest({
      clientEmail: email,
      requestedDate: at.date,
      requestedTime: at.time,
      confirm: true,
      ...overrides,
    }),
    trainer.token,
  );
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  // The outbox has sent what the call wrote (no waiting: the worker is driven here).
  await t.app.outbox.drain();
  const mail = t.mails.slice(before).find((m) => m.to === email && TOKEN.test(m.text));
  expect(mail).toBeDefined();
  const link = mail!.text.match(TOKEN)![1]!;
  type Listed = { id: string; clientEmail: string; scheduledTime: string };
  const listed = await api.get<{ data: { appointments: Listed[] } }>(
    `/api/appointments?date=${at.date}&limit=100`,
    trainer.token,
  );
  const { appointments } = listed.body.data;
  const appointment = appointments.find(
    (a) => a.clientEmail === email && a.scheduledTime === at.time,
  )!;
  return { id: appointment.id, link };
}

/** Signs `email` in through the e-mailed link; returns the session cookie's value. */
export async function signInOwner(t: TestApp, api: ApiClient, email: string): Promise<string> {
  const before = t.mails.length;
  const asked = await api.post(`${OWNER}/sign-in-links`, { email });
  expect(asked.status).toBe(202);
  // The outbox has sent what the call wrote (no waiting: the worker is driven here).
  await t.app.outbox.drain();
  const mail = t.mails
    .slice(before)
    .find((m) => m.to === email.toLowerCase() && m.text.includes('/mi-area/entrar?token='));
  expect(mail).toBeDefined();
  const token = mail!.text.match(TOKEN)![1]!;
  const res = await api.post(`${OWNER}/sessions`, { token });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

/** The owner session's value from a Set-Cookie header. */
export function sessionCookie(header: unknown): string {
  const all = [header].flat().map(String);
  const line = all.find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`));
  if (!line) throw new Error(`no owner cookie in ${JSON.stringify(header)}`);
  return line.slice(OWNER_SESSION_COOKIE.length + 1).split(';')[0]!;
}

/** How an owner calls: with the session cookie, or with a booking link. */
export type OwnerCredential = { cookie: string } | { link: string };

export function ownerHeaders(credential: OwnerCredential): Record<string, string> {
  return 'cookie' in credential
    ? { cookie: `${OWNER_SESSION_COOKIE}=${credential.cookie}` }
    : { 'x-booking-link': credential.link };
}

export function asOwner(api: ApiClient, credential: OwnerCredential) {
  const headers = ownerHeaders(credential);
  return {
    get: (url: string) => api.call('GET', url, { headers }),
    post: (url: string, body?: unknown) =>
      api.call('POST', url, { headers, ...(body === undefined ? {} : { body }) }),
  };
}
