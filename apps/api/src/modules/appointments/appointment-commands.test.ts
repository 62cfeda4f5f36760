import { DEFAULT_TIME_ZONE, OWNER_MESSAGES, zonedToUtc } from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentChangeRequests, appointments } from '../../db/schema.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { inDays, offerTime } from '../../test/booking-fixtures.ts';
import { OWNER, asOwner, bookFor } from '../../test/owner-fixtures.ts';
import { createTestApp, testClock, type TestApp, type Trainer } from '../../test/test-app.ts';

/**
 * Issue 26, "one command path per state change" (decision 0034): whoever cancels, moves or
 * completes an appointment — the trainer's editor, a change request's approval, an erasure, the
 * owner — the appointments' commands record who did it, raise the SEQUENCE and close the open
 * change requests the same way. (The reminder link's late cancel answers with the owners' area's
 * 409 message: reminders.test.ts, "Necesito cancelar" inside the notice window.)
 */
const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
  return t.close;
});

const appointmentRow = async (id: string) =>
  (await t.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

const changesOf = (id: string) =>
  t.database.db
    .select()
    .from(appointmentChangeRequests)
    .where(eq(appointmentChangeRequests.appointmentId, id));

/** An appointment `days` ahead with the owner's pending change to another free time. */
async function withPendingChange(email: string, days: number, time: string) {
  const target = inDays(days + 1);
  await offerTime(api, lucia, target, '17:00');
  const { id, link } = await bookFor(t, api, lucia, email, { date: inDays(days), time });
  const asked = await asOwner(api, { link }).post(`${OWNER}/appointments/${id}/change-requests`, {
    date: target,
    time: '17:00',
  });
  expect(asked.status).toBe(201);
  return { id, link, target };
}

describe('the appointments’ commands, whoever acts', () => {
  it("the trainer's cancel records the trainer and closes the owner's open change request", async () => {
    const { id } = await withPendingChange('cmd-cancel@example.com', 10, '09:00');
    const res = await api.put(`/api/appointments/${id}`, { status: 'CANCELLED' }, lucia.token);
    expect(res.status).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'trainer',
      icsSequence: 1,
    });
    expect((await changesOf(id)).map((c) => c.status)).toEqual(['CANCELLED']);
    // Cancelled once: a second cancel changes nothing.
    const again = await api.put(`/api/appointments/${id}`, { status: 'CANCELLED' }, lucia.token);
    expect(again.status).toBe(200);
    expect((await appointmentRow(id)).icsSequence).toBe(1);
  });

  it("the trainer's move (editor or calendar drag) closes the owner's change request it overtakes", async () => {
    const { id } = await withPendingChange('cmd-move@example.com', 11, '09:00');
    await offerTime(api, lucia, inDays(11), '12:00');
    const res = await api.put(`/api/appointments/${id}`, { scheduledTime: '12:00' }, lucia.token);
    expect(res.status).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({
      status: 'SCHEDULED',
      scheduledTime: '12:00:00',
      cancelledBy: null,
      icsSequence: 1,
    });
    expect((await changesOf(id)).map((c) => c.status)).toEqual(['CANCELLED']);
  });

  it('a change request approved moves the appointment through the move command, and is closed', async () => {
    const { id, target } = await withPendingChange('cmd-approve@example.com', 12, '10:00');
    const [change] = await changesOf(id);
    const approved = await api.post(
      `/api/appointments/change-requests/${change!.id}/approve`,
      {},
      lucia.token,
    );
    expect(approved.status).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({
      scheduledDate: target,
      scheduledTime: '17:00:00',
      icsSequence: 1,
    });
    expect((await changesOf(id)).map((c) => c.status)).toEqual(['APPROVED']);
    // No pending change is left for Solicitudes.
    const listed = (await api.get('/api/appointments/change-requests', lucia.token)).body.data
      .changes as { appointmentId: string }[];
    expect(listed.some((c) => c.appointmentId === id)).toBe(false);
  });

  it('the erasure cancels the appointments ahead as the trainer who erases, closing their changes', async () => {
    const email = 'cmd-erase@example.com';
    const client = (
      await api.post('/api/clients', { name: 'Borrar Gil', email, phone: '612000111' }, lucia.token)
    ).body.data;
    const { id } = await withPendingChange(email, 13, '11:00');
    const erased = await api.post(
      `/api/clients/${client.id}/erase`,
      { confirmName: 'Borrar Gil' },
      lucia.token,
    );
    expect(erased.status).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'trainer',
      icsSequence: 1,
      clientEmail: 'Anonimizado',
    });
    expect((await changesOf(id)).map((c) => c.status)).toEqual(['CANCELLED']);
  });

  it("the owner's cancel records the owner; inside the notice window the owner is refused with the owners' area message", async () => {
    const { id, link } = await bookFor(t, api, lucia, 'cmd-owner@example.com', {
      date: inDays(14),
      time: '12:00',
    });
    const owner = asOwner(api, { link });
    const ok = await owner.post(`${OWNER}/appointments/${id}/cancel`, {});
    expect(ok.status).toBe(200);
    expect(await appointmentRow(id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'owner' });

    // Tomorrow at 08:00 with the default 24 h notice, seen from today at 10:00: inside the window
    // whatever the hour the test runs at.
    clock.set(zonedToUtc(inDays(0), 10 * 60, DEFAULT_TIME_ZONE));
    const late = await bookFor(t, api, lucia, 'cmd-late@example.com', {
      date: inDays(1),
      time: '08:00',
    });
    const refused = await asOwner(api, { link: late.link }).post(
      `${OWNER}/appointments/${late.id}/cancel`,
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(OWNER_MESSAGES.insideNotice);
    expect(await appointmentRow(late.id)).toMatchObject({ status: 'SCHEDULED', cancelledBy: null });
  });
});
