import { OWNER_SESSION_COOKIE } from '@adiestra/shared';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { clients, dogs, trainingSessions } from '../db/schema.ts';
import { uuidv7 } from '../lib/ids.ts';
import type { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** Helpers for the reports tests: owners, dogs and sessions written straight to the database. */

export const REPORTS = '/api/owner/reports';
const REPORT_TOKEN = /\/mi-area\/informes\/[\w-]+\?token=([A-Za-z0-9_-]{43})/;

export function reportFixtures(db: Db) {
  /** A client with that e-mail and one dog, of trainer `businessId`. */
  async function ownerWithDog(businessId: string, email: string, dogName: string) {
    const clientId = uuidv7();
    await db.insert(clients).values({
      id: clientId,
      businessId,
      firstName: dogName === 'Rex' ? 'Ana' : 'Dueño',
      lastName: dogName,
      email,
      phone: '600 000 000',
    });
    const dogId = uuidv7();
    await db
      .insert(dogs)
      .values({ id: dogId, businessId, clientId, name: dogName, breed: 'Mestizo' });
    return { clientId, dogId };
  }

  type SessionRow = typeof trainingSessions.$inferInsert;
  async function session(
    row: Pick<SessionRow, 'businessId' | 'dogId' | 'date'> & Partial<SessionRow>,
  ): Promise<string> {
    const id = uuidv7();
    await db.insert(trainingSessions).values({
      // The business's titular, whose id a fixture's business has (decision 0132).
      trainerId: row.businessId,
      duration: 60,
      objectives: 'Trabajar la llamada',
      activities: 'Paseo con correa larga',
      ...row,
      id,
    });
    return id;
  }

  return { ownerWithDog, session };
}

const HOMEWORK = [
  { name: 'La llamada', timesPerDay: 2, daysPerWeek: 5 },
  { name: 'Mirada', instructions: 'Premia cada mirada', timesPerDay: 1, daysPerWeek: 7 },
];

/** Sets two homework items on the session; returns their ids. */
export async function setHomework(
  api: ApiClient,
  token: string,
  sessionId: string,
  items: Record<string, unknown>[] = HOMEWORK,
): Promise<string[]> {
  const res = await api.put<{ data: { items: { id: string }[] } }>(
    `/api/sessions/${sessionId}/homework`,
    { items },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.items.map((i) => i.id);
}

/** Sends the report and returns the link token its mail carries, and the mail. */
export async function sendReport(t: TestApp, api: ApiClient, token: string, sessionId: string) {
  const before = t.mails.length;
  const res = await api.post(`/api/sessions/${sessionId}/report`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The outbox has sent what the call wrote (no waiting: the worker is driven here).
  await t.app.outbox.drain();
  const mail = t.mails.slice(before).find((m) => REPORT_TOKEN.test(m.text));
  expect(mail).toBeDefined();
  return { token: mail!.text.match(REPORT_TOKEN)![1]!, mail: mail!, response: res };
}

/** How an owner reads reports: by a report link, or signed in with the owners' area cookie. */
export const linkHeaders = (token: string) => ({ 'x-report-link': token });

/** Signs `email` in to the owners' area through the e-mailed link; returns the cookie's value. */
export async function ownerCookie(t: TestApp, api: ApiClient, email: string): Promise<string> {
  const before = t.mails.length;
  expect((await api.post('/api/owner/sign-in-links', { email })).status).toBe(202);
  // The outbox has sent what the call wrote (no waiting: the worker is driven here).
  await t.app.outbox.drain();
  const mail = t.mails.slice(before).find((m) => m.to === email && m.text.includes('/entrar?'));
  expect(mail).toBeDefined();
  const token = mail!.text.match(/token=([A-Za-z0-9_-]{43})/)![1]!;
  const res = await api.post('/api/owner/sessions', { token });
  expect(res.status).toBe(200);
  const line = [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith(`${OWNER_SESSION_COOKIE}=`))!;
  return line.slice(OWNER_SESSION_COOKIE.length + 1).split(';')[0]!;
}
