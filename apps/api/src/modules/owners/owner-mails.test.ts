import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients, dogs } from '../../db/schema.ts';
import { apiClient, createTrainer, registerAdmin, type ApiClient } from '../../test/api-client.ts';
import { inDays, offerTime } from '../../test/booking-fixtures.ts';
import { createTestApp, testClock, type TestApp, type Trainer } from '../../test/test-app.ts';
import { OWNER, asOwner, bookFor } from '../../test/owner-fixtures.ts';

/**
 * Issue 27, the owners' e-mails: signed and sent under the trainer's business name, greeting by
 * first name, a receipt for what the owner did, and a way back to the booking page.
 */

const clock = testClock();
let t: TestApp, api: ApiClient, lucia: Trainer, bookingPath: string;
const BUSINESS = 'Escuela Canina Lucía';

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  api = apiClient(t.app);
  const admin = await registerAdmin(api);
  lucia = await createTrainer(api, admin.token, 'Lucía');
  const settings = {
    cancellationNoticeHours: 24,
    businessName: BUSINESS,
    contactPhone: null,
    sessionPlace: null,
  };
  expect((await api.put('/api/owner-area/settings', settings, lucia.token)).status).toBe(200);
  bookingPath = (await api.get('/api/owner-area/booking-address', lucia.token)).body.data.path;
  expect(bookingPath).toBe('/reservar/escuela-canina-lucia');
  return t.close;
});

const mailTo = async (to: string, subject: string) => {
  await t.app.outbox.drain();
  return t.mails.filter((m) => m.to === to && m.subject === subject);
};

/** The readable address of the business name (issue 27), numbered if another test holds it. */
const bookingPage = () => `http://app.test${bookingPath}`;

/** The trainer later edits the linked client's and dog's records (issue 27.5). */
async function renameRecords(appointmentId: string, firstName: string, dogName: string) {
  const [row] = await t.database.db
    .select()
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  await t.database.db
    .update(clients)
    .set({ firstName })
    .where(and(eq(clients.businessId, lucia.id), eq(clients.id, row!.clientId!)));
  await t.database.db
    .update(dogs)
    .set({ name: dogName })
    .where(and(eq(dogs.businessId, lucia.id), eq(dogs.id, row!.dogId!)));
}

describe('owner e-mails', () => {
  it('are signed and sent under the business name, and greet the owner by first name', async () => {
    const email = 'maria.jose@example.com';
    await bookFor(
      t,
      api,
      lucia,
      email,
      { date: inDays(9), time: '10:00' },
      {
        clientName: 'María José García Muñoz',
      },
    );
    const [mail] = await mailTo(email, `Tu cita con ${BUSINESS} está confirmada`);
    expect(mail).toBeDefined();
    expect(mail!.fromName).toBe(BUSINESS);
    expect(mail!.text).toContain('Hola, María:');
    expect(mail!.text).not.toContain('Hola, María José García Muñoz');
    expect(mail!.html).toContain(BUSINESS);
  });

  it('the owner who cancels gets a receipt, with the records’ names and a way to book again', async () => {
    const email = 'recibo@example.com';
    const date = inDays(10);
    await offerTime(api, lucia, date, '11:00');
    const { id, link } = await bookFor(t, api, lucia, email, { date, time: '11:00' });
    await renameRecords(id, 'Pau', 'Lunita');
    const res = await asOwner(api, { link }).post(`${OWNER}/appointments/${id}/cancel`);
    expect(res.status).toBe(200);
    const [receipt] = await mailTo(email, `Has cancelado tu cita con ${BUSINESS}`);
    expect(receipt).toBeDefined();
    expect(receipt!.fromName).toBe(BUSINESS);
    expect(receipt!.text).toContain('Hola, Pau:');
    expect(receipt!.text).toContain('Lunita');
    expect(receipt!.text).toContain(`Pedir otra cita ${bookingPage()}`);
    // The trainer's notice, written in the same transaction, names the records too.
    const notices = t.mails.filter((m) => m.to === lucia.email && m.subject.startsWith('Pau Gil'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Lunita');
  });

  it('the owner who asks to move gets a receipt that the appointment stands meanwhile', async () => {
    const email = 'mover@example.com';
    const target = inDays(14);
    await offerTime(api, lucia, target, '17:00');
    const { id, link } = await bookFor(t, api, lucia, email, { date: inDays(12), time: '10:00' });
    const asked = await asOwner(api, { link }).post(`${OWNER}/appointments/${id}/change-requests`, {
      date: target,
      time: '17:00',
    });
    expect(asked.status).toBe(201);
    const [receipt] = await mailTo(email, `Tu petición de cambio ha llegado a ${BUSINESS}`);
    expect(receipt).toBeDefined();
    expect(receipt!.text).toContain('Hola, Pablo:');
    expect(receipt!.text).toContain('17:00');
    expect(receipt!.text).toContain('sigue como estaba');
  });

  it('a cancellation by the trainer links to the booking page', async () => {
    const email = 'cancelada@example.com';
    const { id } = await bookFor(t, api, lucia, email, { date: inDays(15), time: '12:00' });
    const put = await api.put(`/api/appointments/${id}`, { status: 'CANCELLED' }, lucia.token);
    expect(put.status).toBe(200);
    const [notice] = await mailTo(email, `Tu cita con ${BUSINESS} se ha cancelado`);
    expect(notice).toBeDefined();
    expect(notice!.fromName).toBe(BUSINESS);
    expect(notice!.text).toContain(`Pedir otra cita ${bookingPage()}`);
  });
});
