import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { createPendingRequest, inDays } from '../../test/booking-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner } from '../../test/owner-fixtures.ts';

/**
 * Issue 16: the trainer's WhatsApp message carries the owner's link to that appointment or
 * request, and the place from Ajustes. POST /api/owner-area/share-links issues it.
 */

let t: TestApp, api: ApiClient, lucia: Trainer, other: Trainer;
const URL = '/api/owner-area/share-links';
const LINK = /^http:\/\/app\.test\/mi-area\/cita\?token=([\w-]{43})$/;

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [lucia, other],
  } = await trainerTestApp(['Lucía', 'Otro']));
  return t.close;
});

describe('the owner’s link for a WhatsApp message', () => {
  it('opens that appointment in Mi área, and carries the place from Ajustes', async () => {
    await api.put(
      '/api/owner-area/settings',
      { cancellationNoticeHours: 24, sessionPlace: 'Parque del Retiro, puerta de Alcalá' },
      lucia.token,
    );
    const requestId = await createPendingRequest(api, lucia, { clientEmail: 'wa@example.com' });
    const approved = await api.post(
      `/api/appointments/requests/${requestId}/approve`,
      { scheduledDate: inDays(10), scheduledTime: '10:00' },
      lucia.token,
    );
    const appointmentId = approved.body.data.appointment.id as string;

    const res = await api.post(URL, { appointmentId }, lucia.token);
    expect(res.status).toBe(201);
    expect(res.body.data.place).toBe('Parque del Retiro, puerta de Alcalá');
    const token = LINK.exec(res.body.data.link)![1]!;
    const seen = await asOwner(api, { link: token }).get(`${OWNER}/overview`);
    expect(seen.status).toBe(200);
    const [group] = seen.body.data.trainers;
    expect(group.appointments.map((a: { id: string }) => a.id)).toEqual([appointmentId]);
  });

  it('works for a request too, with no place when Ajustes has none', async () => {
    const requestId = await createPendingRequest(api, other, { clientEmail: 'wa2@example.com' });
    const res = await api.post(URL, { requestId }, other.token);
    expect(res.status).toBe(201);
    expect(res.body.data.place).toBeNull();
    const token = LINK.exec(res.body.data.link)![1]!;
    const seen = await asOwner(api, { link: token }).get(`${OWNER}/overview`);
    expect(seen.body.data.trainers[0].requests.map((r: { id: string }) => r.id)).toEqual([
      requestId,
    ]);
  });

  it('never for another trainer’s booking, and says what is wrong in Spanish', async () => {
    const requestId = await createPendingRequest(api, lucia, { clientEmail: 'wa3@example.com' });
    const foreign = await api.post(URL, { requestId }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('La solicitud no existe');
    const neither = await api.post(URL, {}, lucia.token);
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Indica la cita o la solicitud');
    const bad = await api.post(URL, { appointmentId: 'nope' }, lucia.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.appointmentId).toBe('Identificador no válido');
    expect((await api.post(URL, { requestId })).status).toBe(401);
  });
});
