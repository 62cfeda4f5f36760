import {
  AEAT_BOOK_COLUMNS,
  AEAT_BOOK_GROUPS,
  INVOICE_MESSAGES,
  MAX_AMOUNT_CENTS,
  MONEY_MESSAGES,
  TAX_ID_MESSAGES,
  addDays,
  characterCount,
  cleanTypedText,
  todayIn,
  type Invoice,
} from '@adiestra/shared';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../test/api-client.ts';
import { bonoBuyer, bonoTemplate } from '../../test/invoice-fixtures.ts';
import { trainerTestApp } from '../../test/test-app.ts';
import { takeNextNumber } from './invoices.repository.ts';

let ctx: Awaited<ReturnType<typeof trainerTestApp<['Lucía', 'Marta']>>>;
let token: string;
let otherToken: string;
let templateId: string;
let clientCount = 0;
const today = () => todayIn('Europe/Madrid');

const PROFILE = {
  name: 'Lucía Adiestra Canina',
  taxId: '12345678z',
  address: 'Calle Mayor 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  regime: 'iva',
  irpfRate: 0,
  series: 'F',
  rectifySeries: 'R',
};
const RECIPIENT = {
  name: 'Perros Felices SL',
  taxId: 'B12345674',
  address: 'Avenida del Puerto 7',
  postalCode: '46001',
  city: 'Valencia',
  province: 'Valencia',
};

beforeAll(async () => {
  ctx = await trainerTestApp(['Lucía', 'Marta'] as const);
  token = ctx.trainers[0].token;
  otherToken = ctx.trainers[1].token;
  const service = await createRecord(
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
  templateId = (
    await createRecord(
      ctx.api,
      '/api/bonos/templates',
      { serviceId: service.id, sessions: 5, priceCents: 20000, validityDays: 90 },
      token,
    )
  ).id;
  return ctx.t.close;
});

/** A fresh client with a bono and one payment of `amountCents` for it. */
async function payment(amountCents: number, paidOn = today()) {
  clientCount += 1;
  const client = await createRecord(
    ctx.api,
    '/api/clients',
    {
      name: `Cliente Factura ${clientCount}`,
      email: `factura${clientCount}@example.com`,
      phone: '611000222',
      address: 'Calle del Cliente 3, 28001 Madrid',
    },
    token,
  );
  const bono = await createRecord(
    ctx.api,
    '/api/bonos',
    { templateId, clientId: client.id, soldOn: today() },
    token,
  );
  const paid = await createRecord(
    ctx.api,
    '/api/payments',
    { target: 'bono', targetId: bono.id, amountCents, method: 'bizum', paidOn },
    token,
  );
  return { clientId: client.id as string, bonoId: bono.id as string, paymentId: paid.id as string };
}

const issue = (body: unknown, as = token) => ctx.api.post('/api/invoices', body, as);

describe('the fiscal profile (30.1)', () => {
  it('without one, says what is missing and refuses to invoice', async () => {
    const state = await ctx.api.get('/api/invoices/profile', token);
    expect(state.body.data).toEqual({
      profile: null,
      missing: [
        'Nombre o razón social',
        'NIF, NIE o CIF',
        'Dirección fiscal',
        'Régimen de impuestos',
      ],
    });
    const { paymentId } = await payment(5000);
    const refused = await issue({ paymentId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVOICE_MESSAGES.noProfile);
  });

  it('refuses a NIF with a wrong check letter, in Spanish, and keeps nothing', async () => {
    const bad = await ctx.api.put(
      '/api/invoices/profile',
      { ...PROFILE, taxId: '12345678A' },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.taxId).toBe(TAX_ID_MESSAGES.invalid);
    expect((await ctx.api.get('/api/invoices/profile', token)).body.data.profile).toBeNull();
  });

  it('keeps a valid profile, its NIF normalised', async () => {
    const saved = await ctx.api.put('/api/invoices/profile', PROFILE, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.taxId).toBe('12345678Z');
    expect((await ctx.api.get('/api/invoices/profile', token)).body.data.missing).toEqual([]);
    const other = await ctx.api.put(
      '/api/invoices/profile',
      { ...PROFILE, name: 'Marta Educa', taxId: 'X1234567L' },
      otherToken,
    );
    expect(other.status).toBe(200);
  });
});

describe('issuing (30.2–30.3)', () => {
  it('a payment becomes a factura simplificada with exact totals, its record and a mail with the PDF', async () => {
    const { paymentId } = await payment(4550);
    ctx.t.mails.length = 0;
    const res = await issue({ paymentId });
    expect(res.status).toBe(201);
    const invoice = res.body.data;
    expect(invoice).toMatchObject({
      type: 'F2',
      series: 'F',
      issuedOn: today(),
      operationOn: null,
      recipient: null,
      issuer: {
        name: 'Lucía Adiestra Canina',
        taxId: '12345678Z',
        address: 'Calle Mayor 1, 28013 Madrid (Madrid)',
      },
      baseCents: 3760,
      taxRate: 21,
      taxCents: 790,
      totalCents: 4550,
      payableCents: 4550,
      paymentIds: [paymentId],
    });
    expect(invoice.number).toMatch(/^F-\d{4}$/);
    expect(invoice.huella).toMatch(/^[0-9A-F]{64}$/);
    expect(invoice.qrUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=12345678Z&numserie=${invoice.number}&fecha=${today().split('-').reverse().join('-')}&importe=45.50`,
    );
    const [mail] = ctx.t.mails;
    expect(mail?.subject).toBe(`Factura ${invoice.number} de Lucía Adiestra Canina`);
    const attachment = mail!.attachments![0]!;
    expect(attachment.filename).toBe(`factura-${invoice.number}.pdf`);
    expect(
      Buffer.from(attachment.content as string, 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const again = await issue({ paymentId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.alreadyInvoiced);
  });

  it('over 400 € needs the recipient (factura completa), who is copied onto the invoice', async () => {
    const { paymentId } = await payment(48400, addDays(today(), -3));
    const refused = await issue({ paymentId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INVOICE_MESSAGES.simplifiedTooLarge);
    const incomplete = await issue({ paymentId, recipient: { ...RECIPIENT, taxId: 'B12345675' } });
    expect(incomplete.status).toBe(400);
    const res = await issue({ paymentId, recipient: RECIPIENT });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      type: 'F1',
      operationOn: addDays(today(), -3),
      recipient: {
        name: 'Perros Felices SL',
        taxId: 'B12345674',
        address: 'Avenida del Puerto 7, 46001 Valencia (Valencia)',
      },
      baseCents: 40000,
      taxCents: 8400,
      totalCents: 48400,
    });
  });

  it("refuses a refund, another trainer's payment and a made-up id, changing nothing", async () => {
    const { bonoId, paymentId } = await payment(6000);
    const refund = await createRecord(
      ctx.api,
      '/api/payments',
      { target: 'bono', targetId: bonoId, amountCents: -1000, method: 'bizum', paidOn: today() },
      token,
    );
    expect((await issue({ paymentId: refund.id })).body.message).toBe(
      INVOICE_MESSAGES.refundNotInvoiced,
    );
    expect((await issue({ paymentId }, otherToken)).status).toBe(404);
    expect(
      (await ctx.api.get(`/api/invoices/draft?paymentId=${paymentId}`, otherToken)).status,
    ).toBe(404);
    expect((await issue({ paymentId: '0190a0a0-0000-7000-8000-000000000000' })).status).toBe(404);
    expect((await issue({ paymentId: 'no' })).status).toBe(400);
    const draft = await ctx.api.get(`/api/invoices/draft?paymentId=${paymentId}`, token);
    expect(draft.body.data).toMatchObject({ amountCents: 6000, invoice: null, profileMissing: [] });
    expect(draft.body.data.recipient.address).toBe('Calle del Cliente 3, 28001 Madrid');
  });

  it("a batch bills a client's un-invoiced payments of a month, one line each", async () => {
    const { clientId, bonoId, paymentId } = await payment(3000);
    await createRecord(
      ctx.api,
      '/api/payments',
      { target: 'bono', targetId: bonoId, amountCents: 2000, method: 'cash', paidOn: today() },
      token,
    );
    const month = today().slice(0, 7);
    const res = await issue({ clientId, month });
    expect(res.status).toBe(201);
    expect(res.body.data.lines).toHaveLength(2);
    expect(res.body.data.totalCents).toBe(5000);
    expect(
      res.body.data.lines.reduce((s: number, l: { totalCents: number }) => s + l.totalCents, 0),
    ).toBe(5000);
    expect(res.body.data.paymentIds).toContain(paymentId);
    const nothing = await issue({ clientId, month });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(INVOICE_MESSAGES.nothingToInvoice);
  });

  it('numbers parallel issues correlatively, with no gap and no duplicate', async () => {
    const payments = await Promise.all(Array.from({ length: 8 }, () => payment(1000)));
    const before = await ctx.t.database.sql<{ last: number }[]>`
      select last_number as last from invoice_counters where series = 'F'
        and business_id = (select business_id from invoices limit 1)`;
    const results = await Promise.all(payments.map(({ paymentId }) => issue({ paymentId })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const seqs = results.map((r) => Number(r.body.data.number.slice(2))).sort((a, b) => a - b);
    const first = before[0]!.last + 1;
    expect(seqs).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
  });
  it('the database alone keeps a series gapless under parallel transactions, one rolled back', async () => {
    // No trainer lock here: only the counter row and the unique keys (decision 0042).
    const businessId = ctx.trainers[0].id;
    const takes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        ctx.t.app.db.transaction(async (tx) => {
          const seq = await takeNextNumber(tx, businessId, 'DB');
          if (i === 2) throw new Error('issue failed after taking its number');
          return seq;
        }),
      ),
    );
    const numbers = takes.flatMap((take) => (take.status === 'fulfilled' ? [take.value] : []));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const [counter] = await ctx.t.database.sql<{ last: number }[]>`
      select last_number as last from invoice_counters where business_id = ${businessId} and series = 'DB'`;
    expect(counter!.last).toBe(5);
    // A second row with a number already issued in its series is refused by the database.
    const [issued] = await ctx.t.database.sql<{ id: string }[]>`
      select id from invoices where business_id = ${businessId} and series = 'F' limit 1`;
    await expect(
      ctx.t.database
        .sql`insert into invoices (id, business_id, series, seq, number, type, issued_on,
          issuer_name, issuer_tax_id, issuer_address, regime, description, tax_rate, base_cents,
          tax_cents, irpf_rate, irpf_cents, total_cents)
        select gen_random_uuid(), business_id, series, seq, number || '-bis', type, issued_on,
          issuer_name, issuer_tax_id, issuer_address, regime, description, tax_rate, base_cents,
          tax_cents, irpf_rate, irpf_cents, total_cents
        from invoices where id = ${issued!.id}`,
    ).rejects.toThrow(/invoices_business_series_seq_key/);
  });
});

describe('corrections and the registro (30.4–30.5)', () => {
  it('rectifies by substitution and by differences in their own series, cancels, and the chain verifies', async () => {
    const { paymentId } = await payment(12100);
    const original = (await issue({ paymentId, recipient: RECIPIENT })).body.data;
    const noReason = await ctx.api.post(
      `/api/invoices/${original.id}/rectify`,
      { reason: 'R1', method: 'S', totalCents: 6050, description: '' },
      token,
    );
    expect(noReason.status).toBe(400);
    ctx.t.mails.length = 0;
    const fixed = await ctx.api.post(
      `/api/invoices/${original.id}/rectify`,
      { reason: 'R1', method: 'S', totalCents: 6050, description: 'Precio acordado' },
      token,
    );
    expect(fixed.status).toBe(201);
    expect(fixed.body.data).toMatchObject({
      type: 'R1',
      series: 'R',
      baseCents: 5000,
      taxCents: 1050,
      totalCents: 6050,
      recipient: { taxId: 'B12345674' },
      rectifies: { id: original.id, number: original.number, method: 'S' },
    });
    expect(fixed.body.data.number).toMatch(/^R-\d{4}$/);
    // The client receives the rectificativa as they received the invoice.
    const [mail] = ctx.t.mails;
    expect(mail?.to).toBe(`factura${clientCount}@example.com`);
    expect(mail?.subject).toBe(
      `Factura rectificativa ${fixed.body.data.number} de Lucía Adiestra Canina`,
    );
    expect(mail?.html).toContain(`que rectifica la factura ${original.number}`);
    expect(mail?.attachments?.[0]?.filename).toBe(`factura-${fixed.body.data.number}.pdf`);
    const shown = (await ctx.api.get(`/api/invoices/${original.id}`, token)).body.data;
    expect(shown).toMatchObject({
      rectifiedBy: [{ id: fixed.body.data.id, number: fixed.body.data.number, cancelled: false }],
      correctedTotalCents: 6050,
      // Annulled last-first: the rectificativa before the invoice it rectifies.
      cancellable: false,
    });

    // A simplified invoice is rectified by differences as R5.
    const small = (await issue({ paymentId: (await payment(2000)).paymentId })).body.data;
    const diff = await ctx.api.post(
      `/api/invoices/${small.id}/rectify`,
      { reason: 'R4', method: 'I', totalCents: -500, description: 'Descuento' },
      token,
    );
    expect(diff.body.data).toMatchObject({ type: 'R5', totalCents: -500 });

    const wrong = (await issue({ paymentId: (await payment(1500)).paymentId })).body.data;
    const cancelled = await ctx.api.post(
      `/api/invoices/${wrong.id}/cancel`,
      { description: 'Emitida por error' },
      token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.cancelReason).toBe('Emitida por error');
    expect(
      (await ctx.api.post(`/api/invoices/${wrong.id}/cancel`, { description: 'x' }, token)).body
        .message,
    ).toBe(INVOICE_MESSAGES.alreadyCancelled);
    // Its payment can be billed again.
    expect((await issue({ paymentId: wrong.paymentIds[0] })).status).toBe(201);

    const registro = (await ctx.api.get('/api/invoices/registro', token)).body.data;
    expect(registro.valid).toBe(true);
    const rows = await ctx.t.database.sql<
      { seq: number; kind: string; previous_hash: string; hash: string; number: string }[]
    >`select seq, kind, previous_hash, hash, number from invoice_records
        where business_id = (select business_id from invoices where id = ${wrong.id}) order by seq`;
    expect(rows.length).toBe(registro.records);
    rows.forEach((row, i) => {
      expect(row.seq).toBe(i + 1);
      expect(row.previous_hash).toBe(i === 0 ? '' : rows[i - 1]!.hash);
    });
    expect(rows.some((r) => r.kind === 'anulacion' && r.number === wrong.number)).toBe(true);
  });

  it('keeps a rectificativa between 0 € and the largest amount, alone and with the ones before it', async () => {
    const businessId = ctx.trainers[0].id;
    const small = (await issue({ paymentId: (await payment(1500)).paymentId })).body.data;
    const stored = async () => {
      const [row] = await ctx.t.database.sql<{ invoices: number; records: number }[]>`
        select (select count(*)::int from invoices where business_id = ${businessId}) as invoices,
               (select count(*)::int from invoice_records where business_id = ${businessId}) as records`;
      return row;
    };
    const before = await stored();
    const rectify = (method: 'S' | 'I', totalCents: number) =>
      ctx.api.post(
        `/api/invoices/${small.id}/rectify`,
        { reason: 'R4', method, totalCents, description: 'Descuento' },
        token,
      );
    // The tester's case: −10.000 € on a 15 € invoice.
    for (const [method, totalCents, message] of [
      ['I', -1_000_000, INVOICE_MESSAGES.rectifyBelowZero(1500)],
      ['I', -1501, INVOICE_MESSAGES.rectifyBelowZero(1500)],
      ['I', MAX_AMOUNT_CENTS, INVOICE_MESSAGES.rectifyAboveMax],
      ['I', 0, INVOICE_MESSAGES.rectifyZero],
      ['S', -1, INVOICE_MESSAGES.rectifyNegative],
      ['S', MAX_AMOUNT_CENTS + 1, MONEY_MESSAGES.amountRange],
    ] as const) {
      const refused = await rectify(method, totalCents);
      expect(refused.status, `${method} ${totalCents}`).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        errors: { totalCents: message },
      });
    }
    expect(INVOICE_MESSAGES.rectifyBelowZero(1500)).toMatch(/^La rectificación no puede dejar/);
    expect(await stored()).toEqual(before);
    expect((await ctx.api.get(`/api/invoices/${small.id}`, token)).body.data.rectifiedBy).toEqual(
      [],
    );

    // Taking back everything that was invoiced is the edge, and it is allowed.
    const whole = await rectify('I', -1500);
    expect(whole.status).toBe(201);
    expect(whole.body.data).toMatchObject({ type: 'R5', totalCents: -1500 });
    // A further one, which would take the invoice below 0 €, is refused: it starts from what the
    // invoice stands at now, 0 €, and the sum stays there.
    const further = await rectify('I', -100);
    expect(further.status).toBe(400);
    expect(further.body.errors).toEqual({ totalCents: INVOICE_MESSAGES.rectifyBelowZero(0) });
    const [sum] = await ctx.t.database.sql<{ total: number }[]>`
      select sum(total_cents)::int as total from invoices
        where business_id = ${businessId} and (id = ${small.id} or rectifies_id = ${small.id})`;
    expect(sum!.total).toBe(0);
  });

  it('corrects a wrong rectificativa by rectifying again or annulling it, last-first, and the book follows the chain', async () => {
    // A business of its own, so that its book and quarter hold only this chain.
    const t = await trainerTestApp(['Nuria'] as const);
    try {
      const as = t.trainers[0].token;
      await t.api.put('/api/invoices/profile', PROFILE, as);
      const buyer = await bonoBuyer(t.api, as, {
        templateId: await bonoTemplate(t.api, as),
        on: today(),
        client: { name: 'Ana Cadena', email: 'ana.cadena@example.com', phone: '611000444' },
      });
      const original = (
        await t.api.post(
          '/api/invoices',
          { paymentId: await buyer.pay(12100), recipient: RECIPIENT },
          as,
        )
      ).body.data as Invoice;
      const rectify = (id: string, method: 'S' | 'I', totalCents: number, description: string) =>
        t.api.post(
          `/api/invoices/${id}/rectify`,
          { reason: 'R1', method, totalCents, description },
          as,
        );
      const cancel = (id: string, description: string) =>
        t.api.post(`/api/invoices/${id}/cancel`, { description }, as);
      const get = async (id: string) =>
        (await t.api.get(`/api/invoices/${id}`, as)).body.data as Invoice;

      // A wrong rectificativa: 60,50 € instead of the 90,75 € agreed.
      const wrong = (await rectify(original.id, 'S', 6050, 'Precio acordado')).body.data as Invoice;
      // A rectificativa is not rectified itself: the message says how to correct it.
      const ofFix = await rectify(wrong.id, 'S', 9075, 'Precio correcto');
      expect(ofFix.status).toBe(409);
      expect(ofFix.body.message).toBe(INVOICE_MESSAGES.rectifyOfRectificativa);
      // The original rectified again, by substitution of what it stands at (60,50 €).
      const again = await rectify(original.id, 'S', 9075, 'Precio correcto');
      expect(again.status).toBe(201);
      const right = again.body.data as Invoice;
      expect(right).toMatchObject({
        totalCents: 9075,
        rectifies: { id: original.id, method: 'S' },
        lines: [
          {
            description: `Rectificación de la factura ${original.number} (tras ${wrong.number}): Precio correcto`,
          },
        ],
      });
      expect(await get(original.id)).toMatchObject({
        rectifiedBy: [
          { number: wrong.number, cancelled: false },
          { number: right.number, cancelled: false },
        ],
        correctedTotalCents: 9075,
        cancellable: false,
      });
      // Its record for the AEAT says what it replaced: the first rectificativa's amounts.
      const [record] = await t.t.database.sql<{ payload: Record<string, unknown> }[]>`
        select payload from invoice_records where invoice_id = ${right.id} and kind = 'alta'`;
      expect(record!.payload).toMatchObject({
        TipoRectificativa: 'S',
        FacturasRectificadas: [{ NumSerieFactura: original.number }],
        ImporteRectificacion: { BaseRectificada: '50.00', CuotaRectificada: '10.50' },
      });

      // Annulments go last-first: the earlier rectificativa and the original wait for the later.
      expect((await get(wrong.id)).cancellable).toBe(false);
      const early = await cancel(wrong.id, 'Errónea');
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(INVOICE_MESSAGES.cancelAfterFixes(right.number));
      expect((await cancel(original.id, 'Errónea')).status).toBe(409);
      expect((await cancel(right.id, 'Importe mal tecleado')).status).toBe(200);
      // The invoice stands at the first rectificativa again, and is corrected by differences.
      expect(await get(original.id)).toMatchObject({
        rectifiedBy: [
          { number: wrong.number, cancelled: false },
          { number: right.number, cancelled: true },
        ],
        correctedTotalCents: 6050,
      });
      expect((await get(wrong.id)).cancellable).toBe(true);
      const diff = await rectify(original.id, 'I', 3025, 'Diferencia hasta el precio acordado');
      expect(diff.status).toBe(201);
      expect((await get(original.id)).correctedTotalCents).toBe(9075);

      // The quarter adds up to what the invoice stands at: 100 € + 21 € became 75 € + 15,75 €
      // (−25 € by substitution, 0 for the annulled one, +12,50 € by differences).
      const summary = (await t.api.get(`/api/invoices/tax-summary?year=${today().slice(0, 4)}`, as))
        .body.data;
      expect(summary.rows).toEqual([{ taxRate: 21, baseCents: 7500, taxCents: 1575, invoices: 3 }]);
      expect((await t.api.get('/api/invoices/registro', as)).body.data.valid).toBe(true);
    } finally {
      await t.t.close();
    }
  });

  it('keeps no control or bidi character of a typed name in the invoice or its registro record', async () => {
    await ctx.api.put('/api/invoices/profile', PROFILE, token);
    const { paymentId } = await payment(3000);
    const res = await issue({
      paymentId,
      recipient: { ...RECIPIENT, name: 'Perros\u0007 Felices\u202e\u0085 SL' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.recipient).toMatchObject({ name: 'Perros Felices SL' });
    const [record] = await ctx.t.database.sql<{ payload: string }[]>`
      select payload::text as payload from invoice_records where invoice_id = ${res.body.data.id}`;
    expect(record!.payload).toContain('Perros Felices SL');
    // jsonb writes a control character as \u00XX; the others stand as they are.
    expect(record!.payload).not.toMatch(/\\u00[01][0-9a-f]/);
    expect(cleanTypedText(record!.payload)).toBe(record!.payload);
  });

  it('keeps a reason whose record cut falls inside an emoji, and counts its limit in characters', async () => {
    await ctx.api.put('/api/invoices/profile', PROFILE, token);
    const original = (await issue({ paymentId: (await payment(3000)).paymentId })).body.data;
    // The record's description is "Rectificación de la factura F-…: " and the reason, cut at 500:
    // the reason is built so that an emoji stands astride that cut.
    const prefix = `Rectificación de la factura ${original.number}: `;
    const reason = `${(500 - prefix.length) % 2 === 0 ? 'x' : ''}${'🐕'.repeat(249)}`;
    const rectify = (id: string, description: string) =>
      ctx.api.post(
        `/api/invoices/${id}/rectify`,
        { reason: 'R4', method: 'I', totalCents: -500, description },
        token,
      );
    const res = await rectify(original.id, reason);
    expect(res.status).toBe(201);
    const [record] = await ctx.t.database.sql<{ description: string }[]>`
      select payload->>'DescripcionOperacion' as description from invoice_records
        where invoice_id = ${res.body.data.id}`;
    expect(record!.description).not.toMatch(/\p{Cs}/u); // no half emoji
    expect(characterCount(record!.description)).toBeLessThanOrEqual(500);
    expect(record!.description.endsWith('🐕')).toBe(true);
    // 500 emojis are 500 characters (1,000 UTF-16 units): allowed; 501 are one too many.
    const other = (await issue({ paymentId: (await payment(3000)).paymentId })).body.data;
    const tooLong = await rectify(other.id, '🐕'.repeat(501));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual({ description: 'Máximo 500 caracteres' });
    expect((await rectify(other.id, '🐕'.repeat(500))).status).toBe(201);
  });

  it('refuses to update or delete an issued invoice or a record, in the database itself', async () => {
    const invoice = (await issue({ paymentId: (await payment(1200)).paymentId })).body.data;
    const sql = ctx.t.database.sql;
    await expect(sql`update invoices set total_cents = 1 where id = ${invoice.id}`).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(sql`delete from invoice_lines where invoice_id = ${invoice.id}`).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(sql`delete from invoices where id = ${invoice.id}`).rejects.toThrow(
      /no se modifican ni se borran/,
    );
    await expect(
      sql`update invoice_records set hash = ${'0'.repeat(64)} where invoice_id = ${invoice.id}`,
    ).rejects.toThrow(/no se modifican ni se borran/);
    await expect(sql`truncate invoice_records cascade`).rejects.toThrow(/no se borran/);
    const [row] = await sql`select total_cents from invoices where id = ${invoice.id}`;
    expect(row!.total_cents).toBe(1200);
  });

  it("erasing the client keeps the invoice whole, with its own copy of the client's data, and says so", async () => {
    const { clientId, paymentId } = await payment(30000);
    const invoice = (
      await issue({ paymentId, recipient: { ...RECIPIENT, name: 'Cliente Factura X' } })
    ).body.data;
    const name = (await ctx.api.get(`/api/clients/${clientId}`, token)).body.data.name;
    const erased = await ctx.api.post(
      `/api/clients/${clientId}/erase`,
      { confirmName: name },
      token,
    );
    expect(erased.status).toBe(200);
    expect(erased.body.data.invoices).toBe(1);
    expect(erased.body.message).toMatch(/Se conservan su factura con sus datos fiscales/);
    const kept = (await ctx.api.get(`/api/invoices/${invoice.id}`, token)).body.data;
    expect(kept).toMatchObject({
      clientId: null,
      recipient: { name: 'Cliente Factura X', taxId: 'B12345674' },
      totalCents: 30000,
      huella: invoice.huella,
    });
  });

  it('stops issuing with a clear message when the chain is broken, and logs it', async () => {
    const t = await trainerTestApp(['Rosa'] as const);
    try {
      const as = t.trainers[0].token;
      await t.api.put('/api/invoices/profile', PROFILE, as);
      const buyer = await bonoBuyer(t.api, as, {
        templateId: await bonoTemplate(t.api, as),
        on: today(),
        client: { name: 'Ana Roto', email: 'ana.roto@example.com', phone: '611000333' },
      });
      const pay = () => buyer.pay(3000);
      expect((await t.api.post('/api/invoices', { paymentId: await pay() }, as)).status).toBe(201);
      // Someone with the database's owner rights bypasses the trigger and edits the record.
      await t.t.database.sql.begin(async (sql) => {
        await sql`set local session_replication_role = replica`;
        await sql`update invoice_records set importe_total = '10.00'`;
      });
      const refused = await t.api.post('/api/invoices', { paymentId: await pay() }, as);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(INVOICE_MESSAGES.chainBroken);
      const registro = (await t.api.get('/api/invoices/registro', as)).body.data;
      expect(registro).toMatchObject({ valid: false, brokenAt: 1, records: 1 });
      expect(registro.events[0]).toMatchObject({ type: 'chain_broken' });
    } finally {
      await t.t.close();
    }
  });
});

describe('the document and the gestor (30.6, 30.8)', () => {
  it('prints every mandatory mention and the QR address in the PDF', async () => {
    const { paymentId } = await payment(12100, addDays(today(), -1));
    const invoice = (await issue({ paymentId, recipient: RECIPIENT })).body.data;
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // A4 pages, in Spanish.
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(raw).toContain('/Lang (es-ES)');
    const parser = new PDFParse({ data: res.rawPayload });
    const text = (await parser.getText()).text;
    // The QR code itself, decoded from the image embedded in the PDF.
    const [image] = (await parser.getImage({ imageBuffer: true })).pages[0]!.images;
    await parser.destroy();
    const { data, info } = await sharp(Buffer.from(image!.data))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(invoice.qrUrl);
    // Records go to the AEAT's test environment here: the PDF says so, and claims neither the
    // VERI*FACTU legend nor that the sede electrónica verifies it (issue 45.8).
    expect(invoice.verifactu).toBe('pruebas');
    expect(text).not.toContain('VERI*FACTU');
    expect(text).not.toContain('Factura verificable');
    expect(text.replace(/\s+/g, ' ')).toContain('para el entorno de pruebas de la AEAT');
    for (const expected of [
      'QR tributario:',
      'FACTURA',
      `Número: ${invoice.number}`,
      'Fecha de la operación',
      'Lucía Adiestra Canina',
      'NIF: 12345678Z',
      'Calle Mayor 1, 28013 Madrid (Madrid)',
      'Perros Felices SL',
      'NIF: B12345674',
      'Base imponible',
      '100,00 €',
      'IVA 21 %',
      '21,00 €',
      '121,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    const other = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.statusCode).toBe(404);
  });

  it("exports the quarter's book as CSV and XLSX and totals modelo 303", async () => {
    const year = Number(today().slice(0, 4));
    const quarter = Math.floor((Number(today().slice(5, 7)) - 1) / 3) + 1;
    const csv = await ctx.api.get(`/api/invoices/book.csv?year=${year}&quarter=${quarter}`, token);
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AEAT_BOOK_GROUPS.join(';'));
    expect(lines[1]).toBe(AEAT_BOOK_COLUMNS.join(';'));
    expect(lines.some((l) => l.includes('Perros Felices SL') && l.includes('400,00'))).toBe(true);

    const xlsx = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/invoices/book.xlsx?year=${year}&quarter=${quarter}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(lines.length);

    const summary = (
      await ctx.api.get(`/api/invoices/tax-summary?year=${year}&quarter=${quarter}`, token)
    ).body.data;
    expect(summary.model).toBe('303');
    const all = (await ctx.api.get(`/api/invoices?limit=100&from=${year}-01-01`, token)).body.data
      .invoices as Invoice[];
    // What the quarter adds up to: cancelled invoices out, substitutions as their difference.
    const byId = new Map(all.map((i) => [i.id, i]));
    const inQuarter = all.filter((i) => i.issuedOn.slice(0, 7) === today().slice(0, 7));
    const expected = inQuarter
      .filter((i) => !i.cancelledAt)
      .reduce((sum, i) => {
        const original = i.rectifies?.method === 'S' ? byId.get(i.rectifies.id) : null;
        return sum + i.taxCents - (original?.taxCents ?? 0);
      }, 0);
    expect(summary.taxCents).toBe(expected);
    expect(summary.rows[0]).toMatchObject({ taxRate: 21 });
    expect((await ctx.api.get('/api/invoices/tax-summary?year=abc', token)).status).toBe(400);
  });
});

describe('bulk download', () => {
  it("gives every invoice of the quarter as its PDF in one ZIP, and only the caller's", async () => {
    const year = Number(today().slice(0, 4));
    const quarter = Math.floor((Number(today().slice(5, 7)) - 1) / 3) + 1;
    const url = `/api/invoices/pdfs.zip?year=${year}&quarter=${quarter}`;
    const res = await ctx.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="facturas-${year}-${quarter}T.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const from = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
    const to = new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
    const issued = (await ctx.api.get(`/api/invoices?limit=100&from=${from}&to=${to}`, token)).body
      .data.invoices as Invoice[];
    expect(issued.length).toBeGreaterThan(0);
    expect(Object.keys(files).sort()).toEqual(
      issued.map((invoice) => `factura-${invoice.number.replace(/[\\/:]/g, '-')}.pdf`).sort(),
    );
    for (const pdf of Object.values(files)) {
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    }

    // Marta has issued nothing: she is told so, and never gets Lucía's invoices.
    const other = await ctx.api.get(url, otherToken);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(INVOICE_MESSAGES.noneInPeriod);
  });

  it('refuses a period that is not a year or a quarter, in Spanish', async () => {
    const year = Number(today().slice(0, 4));
    const res = await ctx.api.get(`/api/invoices/pdfs.zip?year=${year}&quarter=5`, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});
