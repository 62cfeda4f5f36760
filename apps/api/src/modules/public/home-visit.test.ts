import { VISIT_ADDRESS_MESSAGE } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, inDays, offerTime } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/** Issue 27: a home-visit service's booking asks for the address, and the visit carries it. */

const REQUEST_URL = '/api/public/appointments/request';
const ADDRESS = 'Calle de Alcalá 120, 3.º B, 28009 Madrid';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let homeVisit: string;
let atThePark: string;
beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  const [lucia] = ctx.trainers;
  for (const days of [7, 8, 9]) await offerTime(ctx.api, lucia, inDays(days), '10:00');
  const created = await ctx.api.post(
    '/api/services',
    serviceBody({ name: 'Visita a domicilio', homeVisit: true }),
    lucia.token,
  );
  expect(created.status).toBe(201);
  expect(created.body.data.homeVisit).toBe(true);
  homeVisit = created.body.data.id;
  const park = await ctx.api.post(
    '/api/services',
    serviceBody({ name: 'En el parque' }),
    lucia.token,
  );
  expect(park.body.data.homeVisit).toBe(false);
  atThePark = park.body.data.id;
  return ctx.t.close;
});

async function requestsOf(token: string) {
  return (await ctx.api.get('/api/appointments/requests?limit=100', token)).body.data.requests as {
    id: string;
    visitAddress: string | null;
  }[];
}

describe('booking a home visit (issue 27)', () => {
  it('the public page knows which services are a domicilio', async () => {
    const res = await ctx.api.get(`/api/public/educators/${ctx.trainers[0].id}/services`);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.services.map((s: any) => [s.id, s.homeVisit]));
    expect(byId.get(homeVisit)).toBe(true);
    expect(byId.get(atThePark)).toBe(false);
  });

  it.each([[undefined], [''], ['   ']])(
    'refuses a home visit with address %j and stores nothing',
    async (visitAddress) => {
      const [lucia] = ctx.trainers;
      const before = (await requestsOf(lucia.token)).length;
      const res = await ctx.api.post(
        REQUEST_URL,
        booking(lucia.id, { serviceType: undefined, serviceId: homeVisit, visitAddress }),
      );
      expect(res.status).toBe(400);
      expect(res.body.errors.visitAddress).toBe(VISIT_ADDRESS_MESSAGE);
      expect(await requestsOf(lucia.token)).toHaveLength(before);
    },
  );

  it('needs no address for another service, and keeps none sent with it', async () => {
    const [lucia] = ctx.trainers;
    const without = await ctx.api.post(
      REQUEST_URL,
      booking(lucia.id, { serviceType: undefined, serviceId: atThePark, preferredDate: inDays(8) }),
    );
    expect(without.status).toBe(201);
    const sent = await ctx.api.post(
      REQUEST_URL,
      booking(lucia.id, {
        serviceType: undefined,
        serviceId: atThePark,
        preferredDate: inDays(9),
        visitAddress: ADDRESS,
      }),
    );
    expect(sent.status).toBe(201);
    const stored = await requestsOf(lucia.token);
    for (const id of [without.body.data.id, sent.body.data.id])
      expect(stored.find((r) => r.id === id)?.visitAddress).toBeNull();
  });

  it('stores the address on the request, and the approved appointment carries it', async () => {
    const [lucia] = ctx.trainers;
    const res = await ctx.api.post(
      REQUEST_URL,
      booking(lucia.id, {
        serviceType: undefined,
        serviceId: homeVisit,
        visitAddress: `  ${ADDRESS} `,
      }),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    expect((await requestsOf(lucia.token)).find((r) => r.id === id)?.visitAddress).toBe(ADDRESS);
    // The trainer's new-request mail says where the visit is.
    await ctx.t.app.outbox.drain();
    const told = ctx.t.mails.filter((mail) => mail.to === lucia.email).at(-1);
    expect(told?.text).toContain(`A domicilio`);
    expect(told?.text).toContain(ADDRESS);

    const approved = await ctx.api.post(
      `/api/appointments/requests/${id}/approve`,
      { scheduledDate: inDays(7), scheduledTime: '10:00' },
      lucia.token,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.appointment.visitAddress).toBe(ADDRESS);
    const list = await ctx.api.get(`/api/appointments?date=${inDays(7)}`, lucia.token);
    const appointment = list.body.data.appointments.find(
      (a: { requestId: string }) => a.requestId === id,
    );
    expect(appointment.visitAddress).toBe(ADDRESS);
  });
});
