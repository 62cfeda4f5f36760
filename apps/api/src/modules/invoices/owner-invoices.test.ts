import { todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from '../../test/api-client.ts';
import { inDays } from '../../test/booking-fixtures.ts';
import { OWNER, asOwner, bookFor, signInOwner } from '../../test/owner-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp, type TestApp, type Trainer } from '../../test/test-app.ts';
import { fiscalProfileBody } from '../../test/invoice-fixtures.ts';

/** Issue 30.6 in Mi área: an owner sees and downloads their own invoices, and no one else's. */
let t: TestApp, api: ApiClient, ana: Trainer;
const MINE = 'mia.facturas@example.com';
const OTHER = 'otra.facturas@example.com';
const invoiceOf: Record<string, { id: string; number: string }> = {};
let link = '';

async function clientOf(appointmentId: string) {
  const [row] = await t.database.sql<{ client_id: string }[]>`
    select client_id from appointments where id = ${appointmentId}`;
  return row!.client_id;
}

beforeAll(async () => {
  ({
    t,
    api,
    trainers: [ana],
  } = await trainerTestApp(['Ana']));
  await api.put('/api/invoices/profile', fiscalProfileBody('Ana Adiestra'), ana.token);
  const service = await createRecord(api, '/api/services', serviceBody({}), ana.token);
  const template = await createRecord(
    api,
    '/api/bonos/templates',
    { serviceId: service.id, sessions: 5, priceCents: 18000, validityDays: 90 },
    ana.token,
  );
  const at = (time: string) => ({ date: inDays(10), time });
  for (const [email, time, phone] of [
    [MINE, '09:00', '611000101'],
    [OTHER, '11:00', '611000102'],
  ] as const) {
    const visit = await bookFor(t, api, ana, email, at(time), { clientPhone: phone });
    if (email === MINE) link = visit.link;
    const clientId = await clientOf(visit.id);
    const bono = await createRecord(
      api,
      '/api/bonos',
      { templateId: template.id, clientId, soldOn: todayIn('Europe/Madrid') },
      ana.token,
    );
    const payment = await createRecord(
      api,
      '/api/payments',
      {
        target: 'bono',
        targetId: bono.id,
        amountCents: 18000,
        method: 'card',
        paidOn: todayIn('Europe/Madrid'),
      },
      ana.token,
    );
    invoiceOf[email] = await createRecord(
      api,
      '/api/invoices',
      { paymentId: payment.id },
      ana.token,
    );
  }
  return t.close;
});

describe("an owner's invoices in Mi área", () => {
  it('lists only their own, and downloads only their own PDF', async () => {
    const cookie = await signInOwner(t, api, MINE);
    const owner = asOwner(api, { cookie });
    const overview = await owner.get(`${OWNER}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.data.trainers[0].invoices).toEqual([
      {
        id: invoiceOf[MINE]!.id,
        number: invoiceOf[MINE]!.number,
        type: 'F2',
        issuedOn: todayIn('Europe/Madrid'),
        totalCents: 18000,
        cancelled: false,
      },
    ]);
    const pdf = await owner.get(`${OWNER}/invoices/${invoiceOf[MINE]!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await owner.get(`${OWNER}/invoices/${invoiceOf[OTHER]!.id}/pdf`)).status).toBe(404);
  });

  it('shows none through a booking link, and refuses its PDF', async () => {
    const byLink = asOwner(api, { link });
    const overview = await byLink.get(`${OWNER}/overview`);
    expect(overview.body.data.trainers[0].invoices).toEqual([]);
    expect((await byLink.get(`${OWNER}/invoices/${invoiceOf[MINE]!.id}/pdf`)).status).toBe(404);
    expect((await api.get(`${OWNER}/invoices/${invoiceOf[MINE]!.id}/pdf`)).status).toBe(401);
  });
});
