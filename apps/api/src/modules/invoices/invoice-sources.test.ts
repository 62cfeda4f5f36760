import { INVOICE_MESSAGES, addDays, todayIn } from '@adiestra/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { internalRequest } from '../../test/booking-fixtures.ts';
import { fiscalProfileBody } from '../../test/invoice-fixtures.ts';
import { serviceBody } from '../../test/service-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';

/**
 * Issue 30.2: invoices issued from a completed appointment (its service's price), a bono sale,
 * and a client's month of completed visits; each billed by one live invoice only.
 */
let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Marta']>>>;
let token: string;
let otherToken: string;
let serviceId: string;
let templateId: string;
let count = 0;
const today = () => todayIn('Europe/Madrid');

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Marta'] as const);
  token = ctx.trainers[0].token;
  otherToken = ctx.trainers[1].token;
  serviceId = (
    await createRecord(
      ctx.api,
      '/api/services',
      serviceBody({ name: 'Paseo educativo', duration: 60, priceCents: 4550 }),
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
  // Both have a profile: refusing the other trainer's sources is not a missing profile.
  for (const as of [token, otherToken]) {
    expect((await ctx.api.put('/api/invoices/profile', fiscalProfileBody(), as)).status).toBe(200);
  }
  return ctx.t.close;
});

async function newClient() {
  count += 1;
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    { name: `Cliente Cita ${count}`, email: `cita${count}@example.com`, phone: '611000444' },
    token,
  );
  const dog = await createRecord(
    ctx.api,
    '/api/dogs',
    { name: 'Toby', breed: 'Beagle', clientId: client.id },
    token,
  );
  return { clientId: client.id as string, dogId: dog.id as string };
}

let slot = 0;
/**
 * A visit of the 45,50 € service on its own hour (the trainer's visits never overlap), booked
 * ahead (a request cannot be in the past) and then moved to `date`, by default days back: a visit
 * is invoiced once given, never with a future operation date (decision 0128).
 */
async function visit(
  who: { clientId: string; dogId: string },
  options: { date?: string; complete?: boolean } = {},
) {
  slot += 1;
  const ahead = addDays(today(), 2 + Math.floor(slot / 10));
  const date = options.date ?? addDays(today(), -2 - Math.floor(slot / 10));
  const request = await createRecord(
    ctx.api,
    '/api/appointments/requests',
    internalRequest({
      requestedDate: ahead,
      requestedTime: `${String(8 + (slot % 10)).padStart(2, '0')}:00`,
      confirm: true,
      ...who,
      serviceId,
      serviceType: undefined,
    }),
    token,
  );
  const [row] = await ctx.t.database.sql<{ id: string }[]>`
    update appointments set scheduled_date = ${date}
    where request_id = ${request.id} returning id`;
  if (options.complete !== false) {
    const done = await ctx.api.put(`/api/appointments/${row!.id}`, { status: 'COMPLETED' }, token);
    expect(done.status).toBe(200);
  }
  return row!.id;
}

const issue = (body: unknown, as = token) => ctx.api.post('/api/invoices', body, as);

/** Every line, and the invoice, add up in integer cents: total = base + cuota. */
function expectAddsUp(invoice: {
  lines: { baseCents: number; taxCents: number; totalCents: number }[];
  baseCents: number;
  taxCents: number;
  totalCents: number;
}) {
  for (const line of invoice.lines) {
    expect(Number.isInteger(line.baseCents) && Number.isInteger(line.taxCents)).toBe(true);
    expect(line.baseCents + line.taxCents).toBe(line.totalCents);
  }
  const sum = (key: 'baseCents' | 'taxCents' | 'totalCents') =>
    invoice.lines.reduce((total, line) => total + line[key], 0);
  expect(sum('baseCents')).toBe(invoice.baseCents);
  expect(sum('taxCents')).toBe(invoice.taxCents);
  expect(invoice.baseCents + invoice.taxCents).toBe(invoice.totalCents);
}

describe('from a completed appointment', () => {
  it('bills its service price once; a second issue is refused in Spanish', async () => {
    const id = await visit(await newClient());
    const draft = await ctx.api.get(`/api/invoices/draft?appointmentId=${id}`, token);
    expect(draft.body.data).toMatchObject({ amountCents: 4550, lines: 1, invoice: null });
    const res = await issue({ appointmentId: id });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'F2',
      baseCents: 3760,
      taxCents: 790,
      totalCents: 4550,
      paymentIds: [],
    });
    expect(res.body.data.lines[0].description).toMatch(
      /^Paseo educativo con Luna, \d{2}\/\d{2}\/\d{4}$/,
    );
    expectAddsUp(res.body.data);
    const again = await issue({ appointmentId: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.appointmentInvoiced);
    const links = await ctx.api.get(`/api/invoices/source-links?kind=appointment&ids=${id}`, token);
    expect(links.body.data).toEqual([
      { sourceId: id, invoiceId: res.body.data.id, number: res.body.data.number },
    ]);
    const after = await ctx.api.get(`/api/invoices/draft?appointmentId=${id}`, token);
    expect(after.body.data.invoice).toEqual({ id: res.body.data.id, number: res.body.data.number });
  });

  it('refuses a visit that is not completed, and one already billed through its payment', async () => {
    const who = await newClient();
    const pending = await visit(who, { complete: false });
    const refused = await issue({ appointmentId: pending });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVOICE_MESSAGES.appointmentNotCompleted);

    const paidVisit = await visit(who);
    const payment = await createRecord(
      ctx.api,
      '/api/payments',
      {
        target: 'appointment',
        targetId: paidVisit,
        amountCents: 4550,
        method: 'cash',
        paidOn: today(),
      },
      token,
    );
    const byPayment = await issue({ paymentId: payment.id });
    expect(byPayment.status).toBe(201);
    const twice = await issue({ appointmentId: paidVisit });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(INVOICE_MESSAGES.appointmentPaymentInvoiced);
    // Issue 45: the visit's screens name the payment's invoice instead of offering another.
    const links = await ctx.api.get(
      `/api/invoices/source-links?kind=appointment&ids=${paidVisit},${pending}`,
      token,
    );
    expect(links.body.data).toEqual([
      {
        sourceId: paidVisit,
        invoiceId: byPayment.body.data.id,
        number: byPayment.body.data.number,
      },
    ]);
  });

  it('after its invoice is cancelled it can be billed again; the database keeps one live invoice', async () => {
    const id = await visit(await newClient());
    const first = (await issue({ appointmentId: id })).body.data;
    const cancel = await ctx.api.post(
      `/api/invoices/${first.id}/cancel`,
      { description: 'Emitida por error' },
      token,
    );
    expect(cancel.status).toBe(200);
    const second = await issue({ appointmentId: id });
    expect(second.status).toBe(201);
    // Neither a second live link nor un-releasing the cancelled one gets past the database.
    await expect(ctx.t.database.sql`
      insert into invoice_sources (business_id, invoice_id, kind, source_id)
      select business_id, id, 'appointment', ${id} from invoices where id = ${first.id}`).rejects.toThrow();
    await expect(ctx.t.database.sql`
      update invoice_sources set released = false where invoice_id = ${first.id}`).rejects.toThrow(
      /solo se libera al anularla/,
    );
    await expect(ctx.t.database.sql`
      update invoice_sources set released = true where invoice_id = ${second.body.data.id}`).rejects.toThrow(
      /solo se libera al anularla/,
    );
  });
});

describe('from a bono sale', () => {
  it('bills its price once, and then its payment is not billed again', async () => {
    const { clientId } = await newClient();
    const bono = await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId, clientId, soldOn: today() },
      token,
    );
    const res = await issue({ bonoId: bono.id });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ totalCents: 20000, baseCents: 16529, taxCents: 3471 });
    expect(res.body.data.lines.map((l: { description: string }) => l.description)).toEqual([
      'Bono de 5 sesiones de Paseo educativo',
    ]);
    expectAddsUp(res.body.data);
    const again = await issue({ bonoId: bono.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.bonoInvoiced);
    const payment = await createRecord(
      ctx.api,
      '/api/payments',
      { target: 'bono', targetId: bono.id, amountCents: 20000, method: 'bizum', paidOn: today() },
      token,
    );
    const viaPayment = await issue({ paymentId: payment.id });
    expect(viaPayment.status).toBe(409);
    expect(viaPayment.body.message).toBe(INVOICE_MESSAGES.paymentSourceInvoiced);
    // Issue 45: the payments list names the bono's invoice instead of offering "Emitir factura".
    const paymentLinks = await ctx.api.get(
      `/api/invoices/payment-links?paymentIds=${payment.id}`,
      token,
    );
    expect(paymentLinks.body.data).toEqual([
      { paymentId: payment.id, invoiceId: res.body.data.id, number: res.body.data.number },
    ]);
    const bonoLinks = await ctx.api.get(
      `/api/invoices/source-links?kind=bono&ids=${bono.id}`,
      token,
    );
    expect(bonoLinks.body.data).toEqual([
      { sourceId: bono.id, invoiceId: res.body.data.id, number: res.body.data.number },
    ]);
  });
});

describe("a client's month of visits", () => {
  it('one invoice, one line per completed visit not invoiced yet; then nothing is left', async () => {
    const who = await newClient();
    const day = addDays(today(), -40);
    const month = day.slice(0, 7);
    const visits = [];
    for (let i = 0; i < 3; i += 1) visits.push(await visit(who, { date: day }));
    await visit(who, { date: day, complete: false });
    expect((await issue({ appointmentId: visits[0] })).status).toBe(201);

    const draft = await ctx.api.get(
      `/api/invoices/draft?clientId=${who.clientId}&month=${month}&source=appointments`,
      token,
    );
    expect(draft.body.data).toMatchObject({ lines: 2, amountCents: 9100, invoice: null });
    const res = await issue({ clientId: who.clientId, month, source: 'appointments' });
    expect(res.status).toBe(201);
    expect(res.body.data.lines).toHaveLength(2);
    expect(res.body.data.totalCents).toBe(9100);
    expectAddsUp(res.body.data);
    const links = await ctx.api.get(
      `/api/invoices/source-links?kind=appointment&ids=${visits.join(',')}`,
      token,
    );
    expect(new Set(links.body.data.map((l: { sourceId: string }) => l.sourceId))).toEqual(
      new Set(visits),
    );
    const empty = await issue({ clientId: who.clientId, month, source: 'appointments' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(INVOICE_MESSAGES.noVisitsToInvoice);
  });
});

describe('concurrency and isolation', () => {
  it('concurrent issues keep the numbering gapless, and one visit gets one invoice', async () => {
    const who = await newClient();
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await visit(who));
    const results = await Promise.all([
      ...ids.map((appointmentId) => issue({ appointmentId })),
      issue({ appointmentId: ids[0] }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 409]);
    const seqs = results
      .filter((r) => r.status === 201)
      .map((r) => Number(r.body.data.number.slice(2)))
      .sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 6 }, (_, i) => seqs[0]! + i));
  });

  it("another trainer's appointment or bono is not found, and nothing is written", async () => {
    const who = await newClient();
    const id = await visit(who);
    const bono = await createRecord(
      ctx.api,
      '/api/bonos',
      { templateId, clientId: who.clientId, soldOn: today() },
      token,
    );
    const before = await ctx.t.database.sql`select 1 from invoices`;
    expect((await issue({ appointmentId: id }, otherToken)).status).toBe(404);
    expect((await issue({ bonoId: bono.id }, otherToken)).status).toBe(404);
    expect((await ctx.api.get(`/api/invoices/draft?appointmentId=${id}`, otherToken)).status).toBe(
      404,
    );
    expect(
      (
        await issue(
          { clientId: who.clientId, month: today().slice(0, 7), source: 'appointments' },
          otherToken,
        )
      ).status,
    ).not.toBe(201);
    expect((await ctx.t.database.sql`select 1 from invoices`).length).toBe(before.length);
    expect((await issue({ appointmentId: 'no' })).status).toBe(400);
  });
});
