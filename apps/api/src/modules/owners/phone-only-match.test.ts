import { ANONYMISED } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { createRecord } from '../../test/api-client.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';

/**
 * Issue 28, finding 1: a stranger books with their own e-mail and a client's phone written
 * differently. The phone alone is only a suggestion (labelled so, never applied without the
 * trainer's choice); even when the trainer chooses it, the stranger's owners' area never shows
 * that client's bonos; erasing the client leaves the stranger's bookings alone.
 */
let t: TestApp, api: ApiClient, ana: Trainer;
const VICTIM = 'vera.victima@example.com';
const STRANGER = 'sergio.extrano@example.com';
let victimClient = '';
let bonoId = '';

const approve = (id: string, body: Record<string, unknown>) =>
  api.post(
    `/api/appointments/requests/${id}/approve`,
    { scheduledTime: '10:00', notes: '', ...body },
    ana.token,
  );

const strangerRequest = (date: string) =>
  createPendingRequest(api, ana, {
    clientName: 'Sergio Extraño',
    clientEmail: STRANGER,
    clientPhone: '+34 612 34 56 78',
    dogName: 'Toby',
    preferredDate: date,
  });

async function appointmentOf(requestId: string) {
  const [row] = await t.database.sql<
    { client_id: string | null; client_name: string; client_email: string }[]
  >`select client_id, client_name, client_email from appointments where request_id = ${requestId}`;
  return row!;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana],
  } = await trainerTestApp(['Ana']));
  const visit = await bookFor(
    t,
    api,
    ana,
    VICTIM,
    { date: inDays(12), time: '09:00' },
    {
      clientName: 'Vera Víctima',
      clientPhone: '612345678',
    },
  );
  const [row] = await t.database.sql<{ client_id: string }[]>`
    select client_id from appointments where id = ${visit.id}`;
  victimClient = row!.client_id;
  const service = await createRecord(api, '/api/services', serviceBody(), ana.token);
  const template = await createRecord(
    api,
    '/api/bonos/templates',
    { serviceId: service.id, sessions: 5, priceCents: 18000, validityDays: 90 },
    ana.token,
  );
  bonoId = (
    await createRecord(
      api,
      '/api/bonos',
      { templateId: template.id, clientId: victimClient, soldOn: inDays(0) },
      ana.token,
    )
  ).id as string;
  return t.close;
});

describe('a booking that shares only the phone with a client (issue 28)', () => {
  it('is suggested as a phone-only match and not linked unless the trainer chooses it', async () => {
    const id = await strangerRequest(inDays(14));
    const match = await api.get(`/api/appointments/requests/${id}/match`, ana.token);
    expect(match.status).toBe(200);
    expect(match.body.data.client).toEqual({
      id: victimClient,
      label: expect.stringContaining('Vera'),
      matchedBy: 'phone',
    });
    // No choice: a new client, not the one with the same phone.
    expect((await approve(id, { scheduledDate: inDays(14) })).status).toBe(200);
    const appointment = await appointmentOf(id);
    expect(appointment.client_id).not.toBeNull();
    expect(appointment.client_id).not.toBe(victimClient);
  });

  it('matches the same number in another country as nobody', async () => {
    const id = await createPendingRequest(api, ana, {
      clientEmail: 'otra.persona@example.com',
      clientPhone: '+44 612 345 678',
      preferredDate: inDays(15),
    });
    const match = await api.get(`/api/appointments/requests/${id}/match`, ana.token);
    expect(match.body.data.client).toBeNull();
  });

  it("never shows the client's bonos to the stranger, even when the trainer chose the client", async () => {
    const id = await strangerRequest(inDays(16));
    const approved = await approve(id, { scheduledDate: inDays(16), clientId: victimClient });
    expect(approved.status).toBe(200);
    expect((await appointmentOf(id)).client_id).toBe(victimClient);

    const stranger = await asOwner(api, { cookie: await signInOwner(t, api, STRANGER) }).get(
      `${OWNER}/overview`,
    );
    expect(stranger.status).toBe(200);
    expect(stranger.body.data.trainers).toHaveLength(1);
    expect(stranger.body.data.trainers[0].bonos).toEqual([]);
    expect(JSON.stringify(stranger.body)).not.toContain(bonoId);

    // The client, signed in with the client's own e-mail, still sees them.
    const victim = await asOwner(api, { cookie: await signInOwner(t, api, VICTIM) }).get(
      `${OWNER}/overview`,
    );
    expect(victim.body.data.trainers[0].bonos.map((b: { id: string }) => b.id)).toEqual([bonoId]);
  });

  it("erasing the client leaves the stranger's bookings as they were, only unlinked", async () => {
    const id = await strangerRequest(inDays(18));
    await approve(id, { scheduledDate: inDays(18), clientId: victimClient });
    const erased = await api.post(
      `/api/clients/${victimClient}/erase`,
      { confirmName: 'Vera Víctima' },
      ana.token,
    );
    expect(erased.status).toBe(200);
    const stranger = await appointmentOf(id);
    expect(stranger).toEqual({
      client_id: null,
      client_name: 'Sergio Extraño',
      client_email: STRANGER,
    });
    const victimRows = await t.database.sql<{ client_name: string }[]>`
      select client_name from appointments where client_email in (${VICTIM}, ${ANONYMISED})`;
    expect(victimRows.map((r) => r.client_name)).toEqual([ANONYMISED]);
  });
});
