import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIn, type Invoice } from '@adiestra/shared';
import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bonoBuyer, bonoTemplate, fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { testConfig, trainerTestApp } from '../../test/test-app.ts';

/** The QR points to the AEAT environment the records go to: its test host unless AEAT_ENV=produccion. */

const qrBaseOf = (env: NodeJS.ProcessEnv) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'adiestra-qr-')),
    JWT_SECRET: 'x'.repeat(32),
    ...env,
  }).aeat.qrBase;

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

async function issued(env: NodeJS.ProcessEnv) {
  const ctx = await trainerTestApp(['Lucía'] as const, {
    aeat: { ...testConfig().aeat, qrBase: qrBaseOf(env) },
  });
  closers.push(ctx.t.close);
  const token = ctx.trainers[0].token;
  await ctx.api.put('/api/invoices/profile', fiscalProfileBody(), token);
  const buyer = await bonoBuyer(ctx.api, token, {
    templateId: await bonoTemplate(ctx.api, token),
    on: todayIn('Europe/Madrid'),
    client: { name: 'Cliente QR', phone: '611000444' },
  });
  const res = await ctx.api.post('/api/invoices', { paymentId: await buyer.pay(6000) }, token);
  expect(res.status).toBe(201);
  const invoice = (res.body as { data: Invoice }).data;
  /** The invoice and its PDF's text as they are now. */
  const now = async () => {
    const pdf = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    const parser = new PDFParse({ data: pdf.rawPayload });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const { data } = (await ctx.api.get(`/api/invoices/${invoice.id}`, token)).body as {
      data: Invoice;
    };
    return { invoice: data, text };
  };
  return { invoice, now, ctx };
}
const issuedQrUrl = async (env: NodeJS.ProcessEnv) => (await issued(env)).invoice.qrUrl;

describe("the invoice's QR address", () => {
  it('is the test environment (prewww2.aeat.es) by default, as the records are', async () => {
    expect(await issuedQrUrl({})).toMatch(
      /^https:\/\/prewww2\.aeat\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=12345678Z&/,
    );
  });

  it('is the real host with AEAT_ENV=produccion', async () => {
    expect(await issuedQrUrl({ AEAT_ENV: 'produccion' })).toMatch(
      /^https:\/\/www2\.agenciatributaria\.gob\.es\/wlpl\/TIKE-CONT\/ValidarQR\?nif=12345678Z&/,
    );
  });

  // Issue 45.8: the invoice says VERI*FACTU and "verificable" only when that is true.
  it('in production without a certificate, the PDF says the record waits and claims nothing else', async () => {
    const { invoice, now, ctx } = await issued({ AEAT_ENV: 'produccion' });
    expect(invoice.verifactu).toBe('sin_envio');
    const before = await now();
    expect(before.text).toContain('QR tributario:');
    expect(before.text).not.toContain('VERI*FACTU');
    expect(before.text).not.toContain('Factura verificable');
    expect(before.text).toContain('pendiente de envío a la AEAT');
    // Once a certificate sends the records, the same invoice prints the legend and the check.
    const [business] = ctx.trainers;
    await ctx.t.database.sql`
      insert into aeat_certificates (business_id, file_name, sealed, holder, valid_until)
      values (${business.id}, 'lucia.p12', ${Buffer.from('sealed')}, 'LUCIA', now() + interval '1 year')`;
    const after = await now();
    expect(after.invoice.verifactu).toBe('verifactu');
    expect(after.text).toContain('VERI*FACTU');
    expect(after.text).toContain('Factura verificable en la sede electrónica de la AEAT.');
  });
});
