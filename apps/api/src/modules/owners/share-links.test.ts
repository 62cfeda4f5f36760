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

describe('the owner’s live links (issue 28)', () => {
  async function approvedAppointment(email: string, day: number) {
    const requestId = await createPendingRequest(api, lucia, {
      clientEmail: email,
      preferredDate: inDays(day),
    });
    const approved = await api.post(
      `/api/appointments/requests/${requestId}/approve`,
      { scheduledDate: inDays(day), scheduledTime: '10:00' },
      lucia.token,
    );
    return approved.body.data.appointment.id as string;
  }
  const share = async (appointmentId: string) =>
    LINK.exec((await api.post(URL, { appointmentId }, lucia.token)).body.data.link)![1]!;
  const opens = async (token: string) =>
    (await asOwner(api, { link: token }).get(`${OWNER}/overview`)).status;
  const live = (appointmentId: string, token = lucia.token) =>
    api.get(`${URL}?appointmentId=${appointmentId}`, token);

  it('lists the links that open an appointment, with a shared one ending the day after it', async () => {
    const appointmentId = await approvedAppointment('vivos@example.com', 20);
    await share(appointmentId);
    const res = await live(appointmentId);
    expect(res.status).toBe(200);
    // The approval mail's link and the shared one.
    expect(res.body.data.links).toHaveLength(2);
    const [shared] = res.body.data.links as { expiresAt: string }[];
    expect(shared!.expiresAt).toBe(`${inDays(22)}T00:00:00.000Z`);
    // Another trainer sees nothing of them.
    expect((await live(appointmentId, other.token)).status).toBe(404);
  });

  it('revokes one link at once, only by its trainer', async () => {
    const appointmentId = await approvedAppointment('revocar@example.com', 21);
    const token = await share(appointmentId);
    expect(await opens(token)).toBe(200);
    const [link] = (await live(appointmentId)).body.data.links as { id: string }[];
    expect((await api.del(`${URL}/${link!.id}`, other.token)).status).toBe(404);
    expect(await opens(token)).toBe(200);
    const revoked = await api.del(`${URL}/${link!.id}`, lucia.token);
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Enlace revocado: ya no abre la cita');
    expect(await opens(token)).toBe(401);
    expect(
      (await live(appointmentId)).body.data.links.map((l: { id: string }) => l.id),
    ).not.toContain(link!.id);
  });

  it('acts on nothing once the appointment is cancelled: it only shows it cancelled', async () => {
    const appointmentId = await approvedAppointment('cancelada@example.com', 23);
    const token = await share(appointmentId);
    expect(await opens(token)).toBe(200);
    const cancelled = await api.put(
      `/api/appointments/${appointmentId}`,
      { status: 'CANCELLED' },
      lucia.token,
    );
    expect(cancelled.status).toBe(200);
    const seen = await asOwner(api, { link: token }).get(`${OWNER}/overview`);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body.data)).toContain('CANCELLED');
    const act = await asOwner(api, { link: token }).post(
      `${OWNER}/appointments/${appointmentId}/cancel`,
    );
    expect(act.status).toBe(401);
    expect((await live(appointmentId)).body.data.links).toEqual([]);
  });
});
