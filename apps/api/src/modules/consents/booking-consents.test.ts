import { CONSENT_MESSAGES, CONSENT_TEMPLATES } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { booking, inDays, offerTime } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';

// Issue 31.6: accepting the documents a service requires on the public booking page.
let t: TestApp, api: ApiClient, ana: Trainer, bruno: Trainer;
let serviceId: string;
let liability: { id: string; title: string; body: string; version: number };
let brunoVersion: string;
let luciaClientId: string;
const DATE = inDays(8);

/** The visitor's request, from a known IP address. */
function book(overrides: Record<string, unknown>, ip = '198.51.100.23') {
  return t.app.inject({
    method: 'POST',
    url: '/api/public/appointments/request',
    payload: booking(ana.id, {
      serviceType: undefined,
      serviceId,
      preferredDate: DATE,
      clientEmail: 'lucia@example.com',
      clientName: 'Lucía Gil',
      dogName: 'Nala',
      ...overrides,
    }),
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana, bruno],
  } = await trainerTestApp(['Ana', 'Bruno']));
  for (const trainer of [ana, bruno])
    expect(
      (await api.put('/api/consents/liability', CONSENT_TEMPLATES.liability, trainer.token)).status,
    ).toBe(201);
  brunoVersion = (await api.get('/api/consents/liability/versions', bruno.token)).body.data
    .versions[0].id;
  const service = await api.post(
    '/api/services',
    {
      name: 'Paseo en grupo',
      duration: 60,
      priceCents: 2000,
      kind: 'individual',
      isPublic: true,
      color: '#0f766e',
      requirements: { vaccines: [], consents: ['liability'] },
    },
    ana.token,
  );
  expect(service.status).toBe(201);
  serviceId = service.body.data.id;
  await offerTime(api, ana, DATE, '10:00');
});
afterAll(() => t.close());

describe('the public booking page and the documents a service requires', () => {
  it('shows the current version of each required document with the service', async () => {
    const res = await api.get(`/api/public/educators/${ana.id}/services`);
    const service = (
      res.body.data.services as { id: string; documents: (typeof liability)[] }[]
    ).find((s) => s.id === serviceId)!;
    expect(service.documents).toHaveLength(1);
    liability = service.documents[0]!;
    expect(liability).toMatchObject({ version: 1, ...CONSENT_TEMPLATES.liability });
  });

  it('refuses a request without the acceptance, with a stranger’s version or a typed first name only', async () => {
    const before = await t.app.db.execute(sql`select count(*)::int as n from appointment_requests`);
    const missing = await book({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CONSENT_MESSAGES.bookingRequired);
    const foreign = await book({
      consentVersionIds: [brunoVersion],
      consentSignedName: 'Lucía Gil',
    });
    expect(foreign.statusCode).toBe(400);
    const firstNameOnly = await book({
      consentVersionIds: [liability.id],
      consentSignedName: 'Lucía',
    });
    expect(firstNameOnly.statusCode).toBe(400);
    expect(firstNameOnly.json().message).toBe('Escribe tu nombre y tus apellidos');
    const after = await t.app.db.execute(sql`select count(*)::int as n from appointment_requests`);
    expect(after).toEqual(before);
  });

  it('records the acceptance with the request; approving it makes it the client’s, per dog', async () => {
    const res = await book({
      consentVersionIds: [liability.id],
      consentSignedName: 'Lucía Gil Mora',
    });
    expect(res.statusCode, res.body).toBe(201);
    const requestId = res.json().data.id as string;

    const approved = await api.post(
      `/api/appointments/requests/${requestId}/approve`,
      { scheduledDate: DATE, scheduledTime: '10:00' },
      ana.token,
    );
    // The gate passes: the document was accepted while booking.
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const clientId = approved.body.data.appointment.clientId as string;
    luciaClientId = clientId;
    const { acceptances, pending } = (await api.get(`/api/consents/clients/${clientId}`, ana.token))
      .body.data;
    expect(pending).toEqual([]);
    expect(acceptances).toHaveLength(1);
    expect(acceptances[0]).toMatchObject({
      kind: 'liability',
      version: 1,
      dogName: 'Nala',
      signedName: 'Lucía Gil Mora',
      ip: '198.51.100.23',
      textShown: `${liability.title}\n\n${liability.body}`,
    });
    // Bruno sees nothing of it.
    expect((await api.get(`/api/consents/clients/${clientId}`, bruno.token)).status).toBe(404);
  });

  it('asks to read the new text when the version accepted was replaced meanwhile', async () => {
    expect(
      (
        await api.put(
          '/api/consents/liability',
          { title: 'Riesgos', body: 'Nuevo texto.' },
          ana.token,
        )
      ).status,
    ).toBe(201);
    // Another day: the first request's approval took 10:00 on DATE.
    await offerTime(api, ana, inDays(9), '10:00');
    const stale = await book(
      {
        consentVersionIds: [liability.id],
        consentSignedName: 'Lucía Gil Mora',
        preferredDate: inDays(9),
      },
      '198.51.100.24',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONSENT_MESSAGES.outdated);
  });

  it('forgets, with the erased client, what they accepted while booking', async () => {
    await offerTime(api, ana, inDays(10), '10:00');
    const services = (await api.get(`/api/public/educators/${ana.id}/services`)).body.data
      .services as { id: string; documents: { id: string }[] }[];
    const current = services.find((s) => s.id === serviceId)!.documents[0]!.id;
    const pending = await book({
      consentVersionIds: [current],
      consentSignedName: 'Lucía Gil Mora',
      preferredDate: inDays(10),
    });
    expect(pending.statusCode).toBe(201);
    const rowsOf = async (): Promise<unknown> =>
      t.app.db.execute(
        sql`select id from consent_request_acceptances where business_id = ${ana.id}`,
      );
    expect(await rowsOf()).toHaveLength(2);
    const erased = await api.post(
      `/api/clients/${luciaClientId}/erase`,
      { confirmName: 'Lucía Gil' },
      ana.token,
    );
    expect(erased.status, JSON.stringify(erased.body)).toBeLessThan(300);
    expect(await rowsOf()).toHaveLength(0);
  });
});
