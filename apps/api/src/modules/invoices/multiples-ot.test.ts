import { todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonoBuyer, bonoTemplate, fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/**
 * The SistemaInformatico block's IndicadorMultiplesOT is derived: the business's installation says
 * S once its registro holds records of more than one obligado (issuer NIF), N while it holds one.
 */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let token: string;
let templateId: string;
let clients = 0;

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  token = ctx.trainers[0].token;
  templateId = await bonoTemplate(ctx.api, token);
  return ctx.t.close;
});

async function issueWith(taxId: string) {
  const saved = await ctx.api.put(
    '/api/invoices/profile',
    { ...fiscalProfileBody(), taxId },
    token,
  );
  expect(saved.status).toBe(200);
  clients += 1;
  const buyer = await bonoBuyer(ctx.api, token, {
    templateId,
    on: todayIn('Europe/Madrid'),
    client: { name: `Cliente ${clients}`, phone: '611000555' },
  });
  const res = await ctx.api.post('/api/invoices', { paymentId: await buyer.pay(6000) }, token);
  expect(res.status).toBe(201);
  const [record] = await ctx.t.database.sql<{ payload: Record<string, Record<string, string>> }[]>`
    select payload from invoice_records where invoice_id = ${res.body.data.id as string}`;
  return record!.payload.SistemaInformatico!.IndicadorMultiplesOT;
}

describe('IndicadorMultiplesOT', () => {
  it('is N while the installation holds one obligado, S once it holds records of two NIFs', async () => {
    expect(await issueWith('12345678Z')).toBe('N');
    expect(await issueWith('12345678Z')).toBe('N');
    expect(await issueWith('87654321X')).toBe('S');
  });
});
