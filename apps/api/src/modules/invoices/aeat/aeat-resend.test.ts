import {
  AEAT_ADVICE,
  AEAT_CODE_ADVICE,
  AEAT_LONG_WAIT_MINUTES,
  AEAT_RULE_MESSAGES,
} from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { aeatTestKit } from './aeat-test-kit.ts';
import { seal } from './certificate-vault.ts';
import { makeCertificates } from './fake-aeat.ts';

/**
 * A record never stranded: every transient failure leaves it waiting and tried again, the
 * subsanación flow sends a corrected record for one the AEAT rejected or took with errors, and
 * the status says how long records have waited (decisions 0126 and 0127).
 */

let kit: Awaited<ReturnType<typeof aeatTestKit>>;

beforeAll(async () => {
  kit = await aeatTestKit();
  expect((await kit.uploadCertificate()).status).toBe(200);
  return kit.close;
});

afterEach(() => {
  for (const received of kit.fake.state.received) {
    // Every message, whatever its flags, validates against SuministroLR.xsd, and every answer
    // against RespuestaSuministro.xsd.
    expect(received.xsdErrors).toEqual([]);
    expect(received.answerXsdErrors).toEqual([]);
  }
  kit.fake.state.received.length = 0;
  kit.fake.state.mode = 'Correcto';
});

const chainValid = async () =>
  (await kit.ctx.api.get('/api/invoices/registro', kit.token)).body.data.valid as boolean;

const resubmit = (id: string) => kit.ctx.api.post(`/api/invoices/${id}/resubmit`, {}, kit.token);

describe('transient failures leave the records waiting (decision 0126)', () => {
  it('a soapenv:Server fault keeps the record pending, retried with a growing wait, then sent with Incidencia=S', async () => {
    kit.fake.state.mode = 'serverFault';
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    expect(await kit.send()).toMatchObject({ sent: 0, error: expect.stringContaining('Reenviar') });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'pendiente' });
    expect((await kit.status()).lastError).toContain('se reenviará');
    // The first wait is 60 s; the second failure waits 300 s.
    expect(await kit.send(30)).toBeNull();
    expect(await kit.send(61)).toMatchObject({ sent: 0 });
    expect(await kit.send(61 + 200)).toBeNull();
    kit.fake.state.mode = 'Correcto';
    expect(await kit.send(61 + 301)).toMatchObject({ sent: 1, answered: 1 });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
    const last = kit.fake.state.received.at(-1)!;
    expect(last.incidencia).toBe('S');
    expect(last.records.map((record) => record.number)).toEqual([invoice.number]);
    expect((await kit.status()).lastError).toBeNull();
    // The next message, after a clean send, says nothing of an incident.
    await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    expect(kit.fake.state.received.at(-1)!.incidencia).toBeNull();
    expect(await chainValid()).toBe(true);
  });

  it('a certificate that cannot be used, or that the AEAT refuses in the TLS handshake, leaves the records pending with a Spanish reason', async () => {
    const invoice = await kit.issueInvoice();
    // A sealed file that is no PKCS#12 at all: building the TLS context throws.
    const broken = seal(testConfig().jwtSecret, Buffer.from('no es un certificado'), 'x');
    await kit.ctx.t.app.db.execute(
      sql`update aeat_certificates set sealed = ${broken}, next_send_at = now() - interval '1 second'`,
    );
    expect(await kit.send()).toMatchObject({
      sent: 0,
      error: expect.stringContaining('No se pudo usar el certificado'),
    });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'pendiente' });
    // A well-formed certificate from a CA the AEAT does not trust: the handshake fails.
    const stranger = makeCertificates('OTRA PERSONA - 00000000T', 'otra');
    expect((await kit.uploadCertificate('otra', kit.token, stranger.clientPfx)).status).toBe(200);
    expect(await kit.send()).toMatchObject({
      sent: 0,
      error: expect.stringContaining('No se pudo contactar con la AEAT'),
    });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'pendiente' });
    expect(kit.fake.state.received).toHaveLength(0);
    // With a usable certificate the record leaves, marked as delayed by an incident.
    expect((await kit.uploadCertificate()).status).toBe(200);
    expect(await kit.send()).toMatchObject({ sent: 1, answered: 1 });
    expect(kit.fake.state.received[0]!.incidencia).toBe('S');
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
  });

  it('the status says how long the oldest record has waited, when that is long, and whether the declaración is signed', async () => {
    const marta = kit.ctx.trainers[1].token;
    const fresh = await kit.status(marta);
    expect(fresh).toMatchObject({
      certificate: null,
      oldestPendingAt: null,
      waitingMinutes: 0,
      waitingLong: false,
      declaration: {
        signed: false,
        missing: expect.arrayContaining(['VERIFACTU_PRODUCER_ADDRESS']),
      },
    });
    const invoice = await kit.issueInvoice();
    const soon = await kit.status();
    expect(soon.oldestPendingAt).not.toBeNull();
    expect(soon.waitingLong).toBe(false);
    // The record was written two hours ago (the database's clock, not a sleep).
    await kit.ctx.t.app.db.execute(
      sql`update invoice_submissions set created_at = now() - interval '2 hours' where status = 'pendiente'`,
    );
    const late = await kit.status();
    expect(late.waitingMinutes).toBeGreaterThanOrEqual(120);
    expect(late.waitingMinutes).toBeGreaterThanOrEqual(AEAT_LONG_WAIT_MINUTES);
    expect(late.waitingLong).toBe(true);
    await kit.endWait();
    await kit.send();
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
    expect(await kit.status()).toMatchObject({ oldestPendingAt: null, waitingLong: false });
  });
});

describe('subsanación (decision 0127)', () => {
  it('an Incorrecto record is listed with the AEAT words and what to do, and resent with Subsanacion=S and RechazoPrevio=S through a time-out and a duplicate', async () => {
    kit.fake.state.mode = 'Incorrecto';
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    const original = kit.fake.state.received[0]!.records[0]!;
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'incorrecto' });
    expect((await kit.status()).rejected).toEqual([
      {
        invoiceId: invoice.id,
        number: invoice.number,
        kind: 'alta',
        status: 'incorrecto',
        errorCode: '1100',
        errorDescription: 'Valor o tipo incorrecto del campo: NIF',
        advice: AEAT_ADVICE.incorrecto,
      },
    ]);
    const res = await resubmit(invoice.id);
    expect(res.status).toBe(200);
    expect(res.body.data.aeat).toMatchObject({ status: 'pendiente' });
    expect((await kit.status()).rejected).toEqual([]);
    // A time-out: the correction stays pending.
    kit.fake.state.mode = 'silence';
    await kit.endWait();
    expect(await kit.send()).toMatchObject({ sent: 0 });
    // Sent again, the AEAT says it already holds it: that answer is the record's.
    kit.fake.state.mode = 'Duplicado';
    expect(await kit.send(61)).toMatchObject({ sent: 1, answered: 1 });
    const [corrected] = kit.fake.state.received.at(-1)!.records;
    expect(corrected).toMatchObject({
      kind: 'Alta',
      number: invoice.number,
      subsanacion: 'S',
      rechazoPrevio: 'S',
      sinRegistroPrevio: null,
    });
    // A new record of the chain, with its own huella.
    expect(corrected!.huella).not.toBe(original.huella);
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
    expect(await chainValid()).toBe(true);
    // Nothing left to correct.
    const again = await resubmit(invoice.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(AEAT_RULE_MESSAGES.nothingToResend);
  });

  it('an AceptadoConErrores record is resent with Subsanacion=S and RechazoPrevio=N, with the advice for its code', async () => {
    kit.fake.state.mode = 'AceptadoConErrores';
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    expect((await kit.status()).rejected).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        status: 'aceptado_con_errores',
        errorCode: '2000',
        advice: AEAT_CODE_ADVICE['2000'],
      }),
    ]);
    expect((await resubmit(invoice.id)).status).toBe(200);
    kit.fake.state.mode = 'Correcto';
    await kit.endWait();
    await kit.send();
    expect(kit.fake.state.received.at(-1)!.records[0]).toMatchObject({
      number: invoice.number,
      subsanacion: 'S',
      rechazoPrevio: 'N',
    });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
  });

  it('a record whose message failed as a whole is resent as it was', async () => {
    kit.fake.state.mode = 'fault';
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    const first = kit.fake.state.received[0]!.records[0]!;
    expect((await kit.status()).rejected).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        status: 'fallo',
        advice: AEAT_ADVICE.fallo,
      }),
    ]);
    expect((await resubmit(invoice.id)).status).toBe(200);
    kit.fake.state.mode = 'Correcto';
    await kit.endWait();
    await kit.send();
    const resent = kit.fake.state.received.at(-1)!.records[0]!;
    expect(resent).toMatchObject({ huella: first.huella, subsanacion: null });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
  });

  it('an invoice whose record the AEAT rejected is annulled with SinRegistroPrevio=S, and a rejected anulación resent with RechazoPrevio=S', async () => {
    kit.fake.state.mode = 'Incorrecto';
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    const cancelled = await kit.ctx.api.post(
      `/api/invoices/${invoice.id}/cancel`,
      { description: 'Emitida por error' },
      kit.token,
    );
    expect(cancelled.status).toBe(200);
    await kit.endWait();
    await kit.send();
    expect(kit.fake.state.received.at(-1)!.records[0]).toMatchObject({
      kind: 'Anulacion',
      sinRegistroPrevio: 'S',
      rechazoPrevio: null,
    });
    expect((await kit.status()).rejected).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, kind: 'anulacion', status: 'incorrecto' }),
    ]);
    expect((await resubmit(invoice.id)).status).toBe(200);
    kit.fake.state.mode = 'Correcto';
    await kit.endWait();
    await kit.send();
    expect(kit.fake.state.received.at(-1)!.records[0]).toMatchObject({
      kind: 'Anulacion',
      sinRegistroPrevio: 'S',
      rechazoPrevio: 'S',
    });
    expect(await kit.invoiceStatus(invoice.id)).toMatchObject({ status: 'correcto' });
    expect(await chainValid()).toBe(true);
  });

  it("refuses another trainer's invoice and one whose record the AEAT took", async () => {
    const invoice = await kit.issueInvoice();
    await kit.endWait();
    await kit.send();
    expect((await resubmit(invoice.id)).status).toBe(409);
    const other = await kit.ctx.api.post(
      `/api/invoices/${invoice.id}/resubmit`,
      {},
      kit.ctx.trainers[1].token,
    );
    expect(other.status).toBe(404);
  });
});
