import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIn, type Invoice } from '@adiestra/shared';
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

async function issuedQrUrl(env: NodeJS.ProcessEnv) {
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
  return (res.body as { data: Invoice }).data.qrUrl;
}

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
});
