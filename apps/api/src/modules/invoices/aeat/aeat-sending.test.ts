import { AEAT_MESSAGES } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AEAT_TEST_HOLDER, AEAT_TEST_PASSWORD, aeatTestKit } from './aeat-test-kit.ts';
import type { FakeMode } from './fake-aeat.ts';
import { fiscalProfileBody } from '../../../test/invoice-fixtures.ts';

/** Issue 30.7: sending the records to a local mutual-TLS fake of the AEAT. */

const PASSWORD = AEAT_TEST_PASSWORD;
let kit: Awaited<ReturnType<typeof aeatTestKit>>;
let fake: typeof kit.fake;
let ctx: typeof kit.ctx;
let token: string;
let certs: typeof kit.certs;

beforeAll(async () => {
  kit = await aeatTestKit();
  ({ fake, ctx, token, certs } = kit);
  return kit.close;
});

afterEach(() => {
  // Every answer the fake gave validates against the AEAT's RespuestaSuministro.xsd.
  for (const received of fake.state.received) expect(received.answerXsdErrors).toEqual([]);
  fake.state.received.length = 0;
  fake.state.mode = 'Correcto';
});

const issueInvoice = (cents?: number) => kit.issueInvoice(cents);
const status = () => kit.status();
const uploadCertificate = (password = PASSWORD, as = token) => kit.uploadCertificate(password, as);
const send = (seconds?: number) => kit.send(seconds);
const endWait = () => kit.endWait();
const invoiceStatus = (id: string) => kit.invoiceStatus(id);

describe('sending the records to the AEAT (30.7)', () => {
  it('without a certificate, records wait and the status says so', async () => {
    const invoice = await issueInvoice();
    expect(await send()).toBeNull();
    expect(fake.state.received).toHaveLength(0);
    const state = await status();
    expect(state.certificate).toBeNull();
    expect(state.counts.pendiente).toBe(1);
    expect(await invoiceStatus(invoice.id)).toMatchObject({ status: 'pendiente' });
  });

  it('refuses a wrong password in Spanish and keeps the certificate sealed, never in the clear', async () => {
    const wrong = await uploadCertificate('otra-clave');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(AEAT_MESSAGES.certificateUnreadable);
    expect((await status()).certificate).toBeNull();
    const res = await uploadCertificate();
    expect(res.status).toBe(200);
    expect(res.body.data.certificate).toMatchObject({
      fileName: 'lucia.p12',
      holder: AEAT_TEST_HOLDER,
    });
    const rows: unknown = await ctx.t.app.db.execute(sql`select sealed from aeat_certificates`);
    const [row] = rows as { sealed: Buffer }[];
    const sealed = Buffer.from(row!.sealed);
    expect(sealed.includes(Buffer.from(PASSWORD))).toBe(false);
    expect(sealed.includes(certs.clientPfx.subarray(0, 64))).toBe(false);
    expect(sealed.includes(Buffer.from(certs.clientPfx.toString('base64').slice(0, 40)))).toBe(
      false,
    );
    // Another trainer sees none of it.
    const other = await ctx.api.get('/api/invoices/aeat', ctx.trainers[1].token);
    expect(other.body.data.certificate).toBeNull();
  });

  it('sends the pending records in one message that validates against the XSDs, over mutual TLS, and stores Correcto', async () => {
    const second = await issueInvoice(12100);
    const outcome = await send();
    expect(outcome).toMatchObject({ sent: 2, answered: 2 });
    expect(fake.state.received).toHaveLength(1);
    const [message] = fake.state.received;
    expect(message!.xsdErrors).toEqual([]);
    expect(message!.clientCertificate).toBe(AEAT_TEST_HOLDER);
    expect(message!.records.map((record) => record.kind)).toEqual(['Alta', 'Alta']);
    expect(message!.envelope).toContain('<sf:NIF>B12345674</sf:NIF>');
    expect(await invoiceStatus(second.id)).toMatchObject({ status: 'correcto', errorCode: null });
    const state = await status();
    expect(state.counts).toMatchObject({ pendiente: 0, correcto: 2 });
  });

  it('honours the wait the AEAT sets before the next message', async () => {
    fake.state.waitSeconds = 120;
    await issueInvoice();
    await endWait();
    expect(await send()).toMatchObject({ sent: 1 });
    await issueInvoice();
    expect(await send(60)).toBeNull();
    expect(fake.state.received).toHaveLength(1);
    expect(await send(121)).toMatchObject({ sent: 1 });
    expect(fake.state.received).toHaveLength(2);
    fake.state.waitSeconds = 60;
  });

  it.each<[FakeMode, string, string]>([
    ['AceptadoConErrores', 'aceptado_con_errores', '2000'],
    ['Incorrecto', 'incorrecto', '1100'],
  ])('stores %s with its code and description, not retried', async (mode, stored, code) => {
    fake.state.mode = mode;
    const invoice = await issueInvoice();
    await endWait();
    await send();
    expect(await invoiceStatus(invoice.id)).toMatchObject({ status: stored, errorCode: code });
    await endWait();
    expect(await send()).toBeNull();
  });

  it('a record refused as a duplicate of one the AEAT holds as Correcta is stored as Correcto', async () => {
    fake.state.mode = 'Duplicado';
    const invoice = await issueInvoice();
    await endWait();
    expect(await send()).toMatchObject({ sent: 1, answered: 1 });
    const [message] = fake.state.received;
    expect(message!.answer).toContain('<tik:EstadoRegistroDuplicado>Correcta<');
    expect(await invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto', errorCode: null });
  });

  it('a cancellation validates too; a SOAP fault marks the message failed, with the AEAT words', async () => {
    const invoice = await issueInvoice(12100);
    const cancelled = await ctx.api.post(
      `/api/invoices/${invoice.id}/cancel`,
      { description: 'Emitida por error' },
      token,
    );
    expect(cancelled.status).toBe(200);
    fake.state.mode = 'fault';
    await endWait();
    await send();
    const [message] = fake.state.received;
    expect(message!.xsdErrors).toEqual([]);
    expect(message!.records.map((record) => record.kind)).toEqual(['Alta', 'Anulacion']);
    expect(await invoiceStatus(invoice.id)).toMatchObject({
      status: 'fallo',
      errorDescription: expect.stringContaining('El XML no cumple el esquema'),
    });
  });

  it('a time-out leaves the records pending with the reason shown, and a later try sends them', async () => {
    fake.state.mode = 'silence';
    const invoice = await issueInvoice();
    await endWait();
    expect(await send()).toMatchObject({ sent: 0, error: expect.stringContaining('AEAT') });
    expect(await invoiceStatus(invoice.id)).toMatchObject({ status: 'pendiente' });
    const state = await status();
    expect(state.lastError).toContain('No se pudo contactar con la AEAT');
    expect(await send(30)).toBeNull();
    fake.state.mode = 'Correcto';
    expect(await send(61)).toMatchObject({ sent: 1 });
    expect(await invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
    expect((await status()).lastError).toBeNull();
  });

  it("after a change of NIF, the old NIF's records leave first, each message with its obligado", async () => {
    const before = await issueInvoice();
    const changed = await ctx.api.put(
      '/api/invoices/profile',
      { ...fiscalProfileBody('Lucía Nueva'), taxId: 'Y1234567X' },
      token,
    );
    expect(changed.status).toBe(200);
    const after = await issueInvoice();
    await endWait();
    expect(await send()).toMatchObject({ sent: 1, answered: 1 });
    await endWait();
    expect(await send()).toMatchObject({ sent: 1, answered: 1 });
    const obligado = (envelope: string) =>
      /<sfLR:Cabecera><sf:ObligadoEmision><sf:NombreRazon>([^<]*)<\/sf:NombreRazon><sf:NIF>([^<]*)</
        .exec(envelope)!
        .slice(1);
    const [old, current] = fake.state.received;
    expect(old!.records).toEqual([
      expect.objectContaining({ issuerTaxId: '12345678Z', number: before.number }),
    ]);
    expect(obligado(old!.envelope)).toEqual(['Lucía Adiestra Canina', '12345678Z']);
    expect(current!.records).toEqual([
      expect.objectContaining({ issuerTaxId: 'Y1234567X', number: after.number }),
    ]);
    expect(obligado(current!.envelope)).toEqual(['Lucía Nueva', 'Y1234567X']);
    expect(await invoiceStatus(before.id)).toMatchObject({ status: 'correcto' });
    expect(await invoiceStatus(after.id)).toMatchObject({ status: 'correcto' });
    await ctx.api.put('/api/invoices/profile', fiscalProfileBody('Lucía Adiestra Canina'), token);
  });

  it('two processes sending at once send each record once', async () => {
    await issueInvoice();
    await issueInvoice();
    await endWait();
    const outcomes = await Promise.all([send(), send(), send()]);
    await fake.idle();
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(fake.state.received).toHaveLength(1);
    expect(fake.state.received[0]!.records).toHaveLength(2);
  });
});
