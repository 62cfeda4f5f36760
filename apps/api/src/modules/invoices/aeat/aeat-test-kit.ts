import { VERIFACTU_QR_BASES, todayIn, type AeatStatus, type Invoice } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createRecord } from '../../../test/api-client.ts';
import { bonoBuyer, fiscalProfileBody } from '../../../test/invoice-fixtures.ts';
import { testConfig, trainerTestApp } from '../../../test/test-app.ts';
import { sendNext } from './aeat-sender.ts';
import { makeCertificates, startFakeAeat } from './fake-aeat.ts';

/**
 * For the tests only: an app whose first trainer (Lucía) has a fiscal profile and a bono to sell,
 * a local fake AEAT behind mutual TLS, and the steps the sending tests repeat.
 */

export const AEAT_TEST_PASSWORD = 'clave-del-certificado';
export const AEAT_TEST_HOLDER = 'LUCIA ADIESTRA - 12345678Z';

export async function aeatTestKit() {
  const certs = makeCertificates(AEAT_TEST_HOLDER, AEAT_TEST_PASSWORD);
  const fake = await startFakeAeat(certs);
  const aeat = {
    url: fake.url,
    qrBase: VERIFACTU_QR_BASES.pruebas,
    timeoutMs: 1_500,
    ca: certs.caPem,
    producerName: 'Adiestra Software SL',
    producerTaxId: 'B12345674',
  };
  const ctx = await trainerTestApp(['Lucía', 'Marta'] as const, { aeat });
  const token = ctx.trainers[0].token;
  await ctx.api.put('/api/invoices/profile', fiscalProfileBody('Lucía Adiestra Canina'), token);
  const service = await createRecord<{ id: string }>(
    ctx.api,
    '/api/services',
    {
      name: 'Adiestramiento',
      description: null,
      duration: 60,
      priceCents: 4550,
      kind: 'individual',
      isPublic: true,
      color: '#2563eb',
    },
    token,
  );
  const templateId = (
    await createRecord<{ id: string }>(
      ctx.api,
      '/api/bonos/templates',
      { serviceId: service.id, sessions: 5, priceCents: 20000, validityDays: 90 },
      token,
    )
  ).id;
  let clients = 0;

  /** Issues an invoice for a fresh client's payment of `cents`; the invoice. */
  async function issueInvoice(cents = 4550) {
    clients += 1;
    const buyer = await bonoBuyer(ctx.api, token, {
      templateId,
      on: todayIn('Europe/Madrid'),
      client: {
        name: `Cliente AEAT ${clients}`,
        email: `aeat${clients}@example.com`,
        phone: '611000333',
      },
    });
    const paymentId = await buyer.pay(cents);
    const res = await ctx.api.post('/api/invoices', { paymentId }, token);
    expect(res.status).toBe(201);
    return (res.body as { data: { id: string; number: string } }).data;
  }

  /** Runs the sender as the job would, `seconds` after now; its outcome. */
  const send = async (seconds = 0) => {
    const outcome = await sendNext({
      db: ctx.t.app.db,
      secret: testConfig().jwtSecret,
      aeat,
      now: new Date(Date.now() + seconds * 1000),
    });
    await fake.idle();
    return outcome;
  };

  return {
    certs,
    fake,
    aeat,
    ctx,
    token,
    templateId,
    issueInvoice,
    send,
    status: async (as = token) =>
      ((await ctx.api.get('/api/invoices/aeat', as)).body as { data: AeatStatus }).data,
    uploadCertificate: (password = AEAT_TEST_PASSWORD, as = token, pfx = certs.clientPfx) =>
      ctx.api.put(
        '/api/invoices/aeat/certificate',
        { fileName: 'lucia.p12', contentBase64: pfx.toString('base64'), password },
        as,
      ),
    /** Lets the trainer's next message leave at once (as if the AEAT's wait were over). */
    endWait: () =>
      ctx.t.app.db.execute(
        sql`update aeat_certificates set next_send_at = now() - interval '1 second'`,
      ),
    invoiceStatus: async (id: string) => {
      const page = (await ctx.api.get('/api/invoices?limit=100', token)).body as {
        data: { invoices: Pick<Invoice, 'id' | 'aeat'>[] };
      };
      const list = page.data.invoices;
      return list.find((item) => item.id === id)?.aeat;
    },
    close: async () => {
      await ctx.t.close();
      await fake.close();
    },
  };
}
