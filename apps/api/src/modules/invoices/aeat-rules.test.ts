import { AEAT_RULE_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonoBuyer, bonoTemplate, fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { aeatRuleProblem, type RuleDraft } from './aeat-rules.ts';

/**
 * The AEAT's business rules checked when an invoice is issued (decision 0128): one the AEAT
 * would reject is refused in Spanish and nothing is numbered or recorded.
 */

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let token: string;
let templateId: string;
let clients = 0;
const today = () => todayIn('Europe/Madrid');

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  token = ctx.trainers[0].token;
  expect((await ctx.api.put('/api/invoices/profile', fiscalProfileBody(), token)).status).toBe(200);
  templateId = await bonoTemplate(ctx.api, token);
  return ctx.t.close;
});

const buyer = (on: string) => {
  clients += 1;
  return bonoBuyer(ctx.api, token, {
    templateId,
    on,
    client: {
      name: `Cliente ${clients}`,
      email: `reglas${clients}@example.com`,
      phone: '611000555',
    },
  });
};

/** Nothing was written: no invoice, no record of the registro. */
async function expectNothingWritten() {
  const list = await ctx.api.get('/api/invoices', token);
  expect(list.body.data.invoices).toEqual([]);
  const registro = await ctx.api.get('/api/invoices/registro', token);
  expect(registro.body.data.records).toBe(0);
}

describe('the AEAT business rules at issue time', () => {
  it('refuses to invoice a bono sold 5 days ahead (a future FechaOperacion), in Spanish, writing nothing', async () => {
    const ahead = addDays(today(), 5);
    const { bonoId, pay } = await buyer(ahead);
    const res = await ctx.api.post('/api/invoices', { bonoId }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AEAT_RULE_MESSAGES.operationInFuture(ahead));
    expect(res.body.message).toContain(ahead.split('-').reverse().join('/'));
    // Its payment, dated that day too, is refused the same way.
    const paymentId = await pay(6000);
    const byPayment = await ctx.api.post('/api/invoices', { paymentId }, token);
    expect(byPayment.status).toBe(400);
    expect(byPayment.body.message).toBe(AEAT_RULE_MESSAGES.operationInFuture(ahead));
    await expectNothingWritten();
  });

  it('refuses a factura completa whose recipient is the issuer itself', async () => {
    const { bonoId } = await buyer(today());
    const res = await ctx.api.post(
      '/api/invoices',
      {
        bonoId,
        recipient: {
          name: 'Lucía Adiestra Canina',
          taxId: fiscalProfileBody().taxId,
          address: 'Calle Mayor 1',
          postalCode: '28013',
          city: 'Madrid',
          province: 'Madrid',
        },
      },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AEAT_RULE_MESSAGES.recipientIsIssuer);
    await expectNothingWritten();
  });

  it('issues a bono sold today, its operation date not after the day of issue', async () => {
    const { bonoId } = await buyer(today());
    const res = await ctx.api.post('/api/invoices', { bonoId }, token);
    expect(res.status).toBe(201);
    expect(res.body.data.operationOn).toBeNull();
  });
});

describe('the rules one by one', () => {
  const draft: RuleDraft = {
    type: 'F2',
    issuedOn: '2026-12-01',
    operationOn: null,
    recipient: null,
    baseCents: 3760,
    taxCents: 790,
    totalCents: 4550,
    taxRate: 21,
    lines: [{ baseCents: 3760, taxCents: 790 }],
    rectifies: null,
  };
  const context = { today: '2026-12-01', issuerTaxId: '12345678Z' };
  const recipient = { name: 'Perros SL', taxId: 'B12345674' };

  it.each<[string, Partial<RuleDraft>, string | null]>([
    ['a valid F2', {}, null],
    ['an issue date after today', { issuedOn: '2026-12-02' }, AEAT_RULE_MESSAGES.issueInFuture],
    [
      'an operation date after today',
      { operationOn: '2026-12-06' },
      AEAT_RULE_MESSAGES.operationInFuture('2026-12-06'),
    ],
    ['an earlier operation date', { operationOn: '2026-11-20' }, null],
    ['a total that is not base + cuota', { totalCents: 4551 }, AEAT_RULE_MESSAGES.totalMismatch],
    [
      'a cuota that is not base × rate',
      { taxCents: 800, totalCents: 4560, lines: [{ baseCents: 3760, taxCents: 800 }] },
      AEAT_RULE_MESSAGES.taxMismatch,
    ],
    ['an F1 without recipient', { type: 'F1' }, AEAT_RULE_MESSAGES.recipientRequired],
    ['an F1 with its recipient', { type: 'F1', recipient }, null],
    ['an F2 with a recipient', { recipient }, AEAT_RULE_MESSAGES.recipientNotAllowed],
    [
      'an R4 without the invoice it rectifies',
      { type: 'R4', recipient },
      AEAT_RULE_MESSAGES.rectifiedMissing,
    ],
    [
      'an F1 that says it rectifies',
      { type: 'F1', recipient, rectifies: { type: 'F1', issuedOn: '2026-11-01' } },
      AEAT_RULE_MESSAGES.rectifiesNotAllowed,
    ],
    [
      'an R4 of a simplified invoice',
      { type: 'R4', recipient, rectifies: { type: 'F2', issuedOn: '2026-11-01' } },
      AEAT_RULE_MESSAGES.rectifySimplifiedType,
    ],
    [
      'an R5 of a complete invoice',
      { type: 'R5', rectifies: { type: 'F1', issuedOn: '2026-11-01' } },
      AEAT_RULE_MESSAGES.rectifyCompleteType,
    ],
    [
      'an R5 of an F2 issued earlier',
      { type: 'R5', rectifies: { type: 'F2', issuedOn: '2026-11-01' } },
      null,
    ],
  ])('%s', (_name, change, message) => {
    expect(aeatRuleProblem({ ...draft, ...change }, context)?.message ?? null).toBe(message);
  });
});
