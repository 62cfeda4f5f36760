import { todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/**
 * Issue 27 item 2: a completed visit is charged once, at its service's price, whether a session
 * records it or not; a bono unit covers it instead when the client has one.
 */
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let token: string;
let serviceId: string;
let count = 0;
const today = () => todayIn('Europe/Madrid');

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  ({ token } = ctx.trainers[0]);
  serviceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      {
        name: 'Paseo educativo',
        description: null,
        duration: 60,
        priceCents: 4000,
        kind: 'individual',
        isPublic: true,
        color: '#2563eb',
      },
      token,
    )
  ).id;
  return ctx.t.close;
});

/** A fresh client and dog with an appointment of the 40 € service, confirmed. */
async function bookedVisit() {
  count += 1;
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    { name: `Cliente ${count}`, email: `visita${count}@example.com`, phone: '611000333' },
    token,
  );
  const dog = await createRecord(
    ctx.api,
    '/api/dogs',
    { name: 'Toby', breed: 'Beagle', clientId: client.id },
    token,
  );
  const request = await createRecord(
    ctx.api,
    '/api/appointments/requests',
    internalRequest({
      requestedTime: `${String(8 + count).padStart(2, '0')}:00`,
      confirm: true,
      clientId: client.id,
      dogId: dog.id,
      serviceId,
      serviceType: undefined,
    }),
    token,
  );
  const [appointment] = await ctx.t.database.sql<{ id: string; date: string }[]>`
    select id, scheduled_date::text as date from appointments where request_id = ${request.id}`;
  return {
    clientId: client.id as string,
    dogId: dog.id as string,
    id: appointment!.id,
    date: appointment!.date,
  };
}

const complete = (id: string) =>
  ctx.api.put(`/api/appointments/${id}`, { status: 'COMPLETED' }, token);

const balanceOf = async (clientId: string) =>
  (await ctx.api.get(`/api/payments/clients/${clientId}/balance`, token)).body.data;

const outstanding = async () =>
  (await ctx.api.get('/api/payments/summary', token)).body.data.outstandingCents as number;

describe('a completed visit is charged once', () => {
  it('without a bono: the client owes the service price, and "Pendiente de cobro" shows it', async () => {
    const visit = await bookedVisit();
    const before = await outstanding();
    expect(await balanceOf(visit.clientId)).toEqual({
      chargedCents: 0,
      paidCents: 0,
      owedCents: 0,
      charges: [],
    });
    const res = await complete(visit.id);
    expect(res.status).toBe(200);
    expect(res.body.data.bonoUse).toBeNull();
    // "Pendiente" says what for: the visit, on its day, at the service's price.
    expect(await balanceOf(visit.clientId)).toEqual({
      chargedCents: 4000,
      paidCents: 0,
      owedCents: 4000,
      charges: [
        {
          kind: 'visit',
          concept: 'Paseo educativo',
          date: visit.date,
          cents: 4000,
          // Its cause (decision 0135): a payment of the appointment pays it.
          target: 'appointment',
          targetId: visit.id,
          paidCents: 0,
        },
      ],
    });
    expect(await outstanding()).toBe(before + 4000);
  });

  it('a session recorded for the completed visit does not charge it again', async () => {
    const visit = await bookedVisit();
    expect((await complete(visit.id)).status).toBe(200);
    const session = await createRecord(
      ctx.api,
      '/api/sessions',
      {
        dogId: visit.dogId,
        date: new Date().toISOString(),
        duration: 60,
        objectives: 'Paseo',
        activities: 'Junto',
        serviceId,
        appointmentId: visit.id,
      },
      token,
    );
    expect(session.id).toBeTruthy();
    expect(await balanceOf(visit.clientId)).toMatchObject({ chargedCents: 4000, owedCents: 4000 });
  });

  it('a session recording the visit completes it and charges it once', async () => {
    const visit = await bookedVisit();
    await createRecord(
      ctx.api,
      '/api/sessions',
      {
        dogId: visit.dogId,
        date: new Date().toISOString(),
        duration: 60,
        objectives: 'Paseo',
        activities: 'Junto',
        serviceId,
        appointmentId: visit.id,
      },
      token,
    );
    const [row] = await ctx.t.database.sql<{ status: string }[]>`
      select status from appointments where id = ${visit.id}`;
    expect(row!.status).toBe('COMPLETED');
    expect(await balanceOf(visit.clientId)).toMatchObject({ chargedCents: 4000, owedCents: 4000 });
  });

  it('with a bono of the service: a unit is used, the visit adds nothing to the balance', async () => {
    const visit = await bookedVisit();
    const template = await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 5, priceCents: 15000, validityDays: 90 },
      token,
    );
    await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId: template.id, clientId: visit.clientId, soldOn: today() },
      token,
    );
    const res = await complete(visit.id);
    expect(res.status).toBe(200);
    expect(res.body.data.bonoUse).not.toBeNull();
    // The bono's price only: the visit is covered by its unit.
    expect(await balanceOf(visit.clientId)).toMatchObject({
      chargedCents: 15000,
      owedCents: 15000,
      charges: [
        {
          kind: 'bono',
          concept: 'Bono de 5 sesiones · Paseo educativo',
          date: today(),
          cents: 15000,
        },
      ],
    });
  });
});
