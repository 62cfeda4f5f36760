import { MONEY_MESSAGES, PAYMENT_MESSAGES, PAYMENTS_CSV_COLUMNS, todayIn } from '@adiestra/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { internalRequest } from '../../test/booking-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía']>>>;
let token: string;
let serviceId: string;
let templateId: string;
const today = () => todayIn('Europe/Madrid');
let clientCount = 0;

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía'] as const);
  ({ token } = ctx.trainers[0]);
  serviceId = (
    await createRecord(
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
    )
  ).id;
  templateId = (
    await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId, sessions: 5, priceCents: 20000, validityDays: 90 },
      token,
    )
  ).id;
  return ctx.t.close;
});

/** A fresh client with a bono sold today, so each test's sums are its own. */
async function clientWithBono() {
  clientCount += 1;
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    { name: `Cliente ${clientCount}`, email: `c${clientCount}@example.com`, phone: '611000222' },
    token,
  );
  const bono = await createRecord(
    ctx.api,
    '/api/bonos',
    { templateId, clientId: client.id, soldOn: today() },
    token,
  );
  return { clientId: client.id as string, bonoId: bono.id as string };
}

const pay = (bonoId: string, amountCents: number, overrides: Record<string, unknown> = {}) =>
  ctx.api.post(
    '/api/payments',
    {
      target: 'bono',
      targetId: bonoId,
      amountCents,
      method: 'bizum',
      paidOn: today(),
      ...overrides,
    },
    token,
  );

/** "1.234,50" → 123450, from the text (never through a float). */
const csvCents = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, fraction] = text.replace(/^-/, '').replace(/\./g, '').split(',');
  const cents = Number(whole) * 100 + Number(fraction);
  return negative ? -cents : cents;
};

describe('recording', () => {
  it.each([
    [{ target: 'factura' }, 'target', PAYMENT_MESSAGES.target],
    [{ targetId: 'x' }, 'targetId', PAYMENT_MESSAGES.targetId],
    [{ amountCents: 0 }, 'amountCents', MONEY_MESSAGES.amountZero],
    [{ amountCents: 10.5 }, 'amountCents', MONEY_MESSAGES.amount],
    [{ amountCents: '10' }, 'amountCents', MONEY_MESSAGES.amount],
    [{ amountCents: 10_000_001 }, 'amountCents', MONEY_MESSAGES.amountRange],
    [{ method: 'cheque' }, 'method', PAYMENT_MESSAGES.method],
    [{ paidOn: '' }, 'paidOn', PAYMENT_MESSAGES.date],
    [{ paidOn: '2026-13-01' }, 'paidOn', 'Fecha no válida. Use formato YYYY-MM-DD'],
    [{ note: 'x'.repeat(501) }, 'note', 'Máximo 500 caracteres'],
    [{ clientId: 'x' }, 'clientId', PAYMENT_MESSAGES.clientRequired],
  ])('refuses %j in Spanish and stores nothing', async (override, field, message) => {
    const { bonoId } = await clientWithBono();
    const res = await pay(bonoId, 1000, override);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    const listed = await ctx.api.get('/api/payments', token);
    expect(listed.body.data.payments.some((p: { targetId: string }) => p.targetId === bonoId)).toBe(
      false,
    );
  });

  it('pays a bono, then refunds part of it as a negative entry; never more than was paid', async () => {
    const { bonoId, clientId } = await clientWithBono();
    const paid = await pay(bonoId, 20000, { method: 'cash', note: 'En mano' });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      target: 'bono',
      targetId: bonoId,
      clientId,
      concept: 'Bono de 5 sesiones · Adiestramiento',
      amountCents: 20000,
      method: 'cash',
      provider: null,
      externalReference: null,
    });
    const bono = (await ctx.api.get(`/api/bonos/${bonoId}`, token)).body.data;
    expect(bono).toMatchObject({ paidCents: 20000, paymentState: 'paid' });
    const tooMuch = await pay(bonoId, -20001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amountCents).toBe(PAYMENT_MESSAGES.refundTooLarge);
    const refund = await pay(bonoId, -5000);
    expect(refund.status).toBe(201);
    expect(refund.body.message).toBe('Devolución registrada');
    const after = (await ctx.api.get(`/api/bonos/${bonoId}`, token)).body.data;
    expect(after).toMatchObject({ paidCents: 15000, paymentState: 'partial' });
    const balance = (await ctx.api.get(`/api/payments/clients/${clientId}/balance`, token)).body
      .data;
    expect(balance).toMatchObject({ chargedCents: 20000, paidCents: 15000, owedCents: 5000 });
  });

  it('pays a session and an appointment; a priced session without a bono is owed', async () => {
    const { clientId } = await clientWithBono();
    const dog = await createRecord(
      ctx.api,
      '/api/dogs',
      { name: 'Toby', breed: 'Beagle', clientId },
      token,
    );
    // A session of another priced service (no bono of it): charged at the service's price.
    const other = await createRecord(
      ctx.api,
      '/api/services',
      {
        name: `Evaluación ${clientCount}`,
        description: null,
        duration: 60,
        priceCents: 3000,
        kind: 'individual',
        isPublic: false,
        color: '#2563eb',
      },
      token,
    );
    const session = await createRecord(
      ctx.api,
      '/api/sessions',
      {
        dogId: dog.id,
        date: new Date().toISOString(),
        duration: 60,
        objectives: 'Evaluar',
        activities: 'Observación',
        serviceId: other.id,
      },
      token,
    );
    expect(session.bonoUse).toBeUndefined();
    const paid = await ctx.api.post(
      '/api/payments',
      {
        target: 'session',
        targetId: session.id,
        amountCents: 3000,
        method: 'card',
        paidOn: today(),
      },
      token,
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data.concept).toMatch(/^Sesión \d{2}\/\d{2}\/\d{4} · Toby · Evaluación/);
    const request = await createRecord(
      ctx.api,
      '/api/appointments/requests',
      // Booked for this client and dog (issue 13): the payment names the appointment's client.
      internalRequest({ requestedTime: '12:00', confirm: true, clientId, dogId: dog.id }),
      token,
    );
    const [appointment] = await ctx.t.database.sql<{ id: string }[]>`
      select id from appointments where request_id = ${request.id}`;
    const forAppointment = await ctx.api.post(
      '/api/payments',
      {
        target: 'appointment',
        targetId: appointment!.id,
        amountCents: 2500,
        method: 'transfer',
        paidOn: today(),
      },
      token,
    );
    expect(forAppointment.status).toBe(201);
    expect(forAppointment.body.data).toMatchObject({ clientId, target: 'appointment' });
    const balance = (await ctx.api.get(`/api/payments/clients/${clientId}/balance`, token)).body
      .data;
    expect(balance).toMatchObject({ chargedCents: 23000, paidCents: 5500, owedCents: 17500 });
    // The lines behind "Cargado" add up to it.
    expect(
      (balance.charges as { cents: number }[]).reduce((sum, line) => sum + line.cents, 0),
    ).toBe(23000);
  });

  it("a target that is not the caller's is not found on the field", async () => {
    const res = await pay('0190c1d2-0000-7000-8000-000000000000', 1000);
    expect(res.status).toBe(400);
    expect(res.body.errors.targetId).toBe(PAYMENT_MESSAGES.targetNotFound);
  });
});

describe('sums', () => {
  it('cents never become floats: random payments and refunds always add up, everywhere', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 1, max: 250_000 }),
            refund: fc.boolean(),
            method: fc.constantFrom('cash', 'bizum', 'transfer', 'card', 'other'),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (entries) => {
          const { bonoId, clientId } = await clientWithBono();
          let expected = 0;
          for (const entry of entries) {
            // A refund takes back at most what is paid so far (the API refuses more).
            const amount = entry.refund ? -Math.min(entry.cents, expected) : entry.cents;
            if (amount === 0) continue;
            const res = await pay(bonoId, amount, { method: entry.method });
            expect(res.status).toBe(201);
            expected += amount;
          }
          const list = await ctx.api.get(`/api/payments?clientId=${clientId}&limit=100`, token);
          expect(list.body.data.totalCents).toBe(expected);
          const listed = list.body.data.payments.reduce(
            (sum: number, p: { amountCents: number }) => sum + p.amountCents,
            0,
          );
          expect(listed).toBe(expected);
          const bono = (await ctx.api.get(`/api/bonos/${bonoId}`, token)).body.data;
          expect(bono.paidCents).toBe(expected);
          const balance = (await ctx.api.get(`/api/payments/clients/${clientId}/balance`, token))
            .body.data;
          expect(balance.paidCents).toBe(expected);
          expect(balance.owedCents).toBe(Math.max(20000 - expected, 0));
          const csv = await ctx.api.get(`/api/payments/export.csv?clientId=${clientId}`, token);
          const amounts = String(csv.body)
            .trim()
            .split('\r\n')
            .slice(1)
            .map((line) => csvCents(line.split(';')[4]!.replace(/"/g, '')));
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(expected);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('the gestor’s CSV and the dashboard', () => {
  it('exports es-ES dates and amounts, one row per entry, and never says factura', async () => {
    const { bonoId, clientId } = await clientWithBono();
    await pay(bonoId, 123456, { note: 'Pago; con punto y coma' });
    await pay(bonoId, -50);
    const res = await ctx.api.get(`/api/payments/export.csv?clientId=${clientId}`, token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="pagos-.*\.csv"/);
    const text = String(res.body);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(PAYMENTS_CSV_COLUMNS.join(';'));
    const [y, m, d] = today().split('-');
    expect(lines.slice(1)).toEqual([
      `${d}/${m}/${y};Cliente ${clientCount};Bono de 5 sesiones · Adiestramiento;Bizum;1.234,56;"Pago; con punto y coma";;`,
      `${d}/${m}/${y};Cliente ${clientCount};Bono de 5 sesiones · Adiestramiento;Bizum;-0,50;;;`,
    ]);
    expect(text.toLowerCase()).not.toContain('factura');
  });

  it('writes no cell a spreadsheet would run as a formula (issue 28)', async () => {
    const client = await createRecord(
      ctx.api,
      '/api/clients',
      { name: '=HYPERLINK("http://x.example","Ver")', email: 'f@example.com', phone: '611000222' },
      token,
    );
    const clientId = client.id as string;
    const bono = await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId, clientId, soldOn: today() },
      token,
    );
    const bonoId = bono.id as string;
    await pay(bonoId, 1000, { note: '@SUM(1+1)*cmd|' });
    await pay(bonoId, -250, { note: '-2+3' });
    const res = await ctx.api.get(`/api/payments/export.csv?clientId=${clientId}`, token);
    const lines = String(res.body).replace('\uFEFF', '').trim().split('\r\n').slice(1);
    const cells = lines.map((line) => line.split(';'));
    expect(cells.map((row) => row[5])).toEqual(["'@SUM(1+1)*cmd|", "'-2+3"]);
    // The name is quoted by the CSV (it holds quotes) and starts with the neutralising quote.
    expect(lines[0]).toContain(`"'=HYPERLINK(""http://x.example"",""Ver"")"`);
    // Amounts stay numbers.
    expect(cells.map((row) => row[4])).toEqual(['10,00', '-2,50']);
  });

  it('filters by method and dates', async () => {
    const { bonoId } = await clientWithBono();
    await pay(bonoId, 700, { method: 'other' });
    const byMethod = await ctx.api.get('/api/payments?method=other', token);
    expect(byMethod.body.data.payments.every((p: { method: string }) => p.method === 'other')).toBe(
      true,
    );
    expect(byMethod.body.data.payments.length).toBeGreaterThan(0);
    const none = await ctx.api.get('/api/payments?from=2001-01-01&to=2001-12-31', token);
    expect(none.body.data).toMatchObject({ payments: [], totalCents: 0 });
    const bad = await ctx.api.get('/api/payments?from=ayer', token);
    expect(bad.status).toBe(400);
  });

  it('the summary adds this month’s income and what clients owe', async () => {
    const summary = (await ctx.api.get('/api/payments/summary', token)).body.data;
    const all = (await ctx.api.get(`/api/payments?from=${today().slice(0, 8)}01`, token)).body.data;
    expect(summary.incomeThisMonthCents).toBe(all.totalCents);
    expect(summary.outstandingCents).toBeGreaterThan(0);
    expect(Number.isInteger(summary.outstandingCents)).toBe(true);
  });
});
