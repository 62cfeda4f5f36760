import { addDays, todayIn } from '@adiestra/shared';
import { expect } from 'vitest';
import { createRecord, type ApiClient } from './api-client.ts';
import { asOwner, bookFor, signInOwner } from './owner-fixtures.ts';
import { serviceBody } from './service-fixtures.ts';
import type { TestApp, Trainer } from './test-app.ts';

/**
 * Group classes for tests (issue 29): a trainer's group service and classes, and signed-in
 * owners who are that trainer's clients, each with one dog.
 */
export async function groupService(api: ApiClient, trainer: Trainer) {
  const body = serviceBody({ name: 'Clase de cachorros', kind: 'group', duration: 60 });
  return (await createRecord(api, '/api/services', body, trainer.token)).id as string;
}

export async function createClass(
  api: ApiClient,
  trainer: Trainer,
  at: { serviceId: string; date: string; time?: string; places?: number },
) {
  const res = await api.post(
    '/api/classes',
    {
      serviceId: at.serviceId,
      date: at.date,
      time: at.time ?? '18:00',
      duration: 60,
      place: 'Retiro',
      places: at.places ?? 1,
    },
    trainer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.classes[0].id as string;
}

/** The id of `dogName`'s place in one of `trainer`'s classes, read from its roster. */
export async function placeOf(api: ApiClient, trainer: Trainer, classId: string, dogName: string) {
  type Roster = { roster: { id: string; dogName: string }[] };
  const res = await api.get<{ data: Roster }>(`/api/classes/${classId}`, trainer.token);
  return res.body.data.roster.find((p) => p.dogName === dogName)!.id;
}

/** A known client of `trainer` under `email`, signed in to Mi área, with their dog's ids. */
export async function classOwner(
  t: TestApp,
  api: ApiClient,
  trainer: Trainer,
  email: string,
  dogName: string,
  /** Each owner's first visit on its own day (a trainer's visits may not overlap). */
  visitInDays: number,
) {
  const date = addDays(todayIn('Europe/Madrid', t.app.clock.now()), visitInDays);
  await bookFor(t, api, trainer, email, { date, time: '09:00' }, { dogName });
  const session = asOwner(api, { cookie: await signInOwner(t, api, email) });
  const [dog] = await t.database.sql<{ id: string; clientId: string }[]>`
    select d.id, d.client_id as "clientId" from dogs d join clients c on c.id = d.client_id
    where lower(c.email) = ${email} and d.business_id = ${trainer.id}`;
  return { email, session, dogId: dog!.id, clientId: dog!.clientId };
}
export type ClassOwner = Awaited<ReturnType<typeof classOwner>>;
