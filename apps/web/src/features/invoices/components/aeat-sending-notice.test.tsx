import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AEAT_ADVICE, type AeatStatus } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { makeInvoice } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { AeatSendingNotice, waitedFor } from './aeat-sending-notice';
import { aeatStatus, noRecords } from './aeat-status-fixture';

/** The Facturas screen says plainly what keeps records from the AEAT (decisions 0126, 0127). */

const certificate = {
  fileName: 'nuria.p12',
  holder: 'NURIA EDUCA CANINA - 12345678Z',
  validUntil: '2099-01-01T00:00:00.000Z',
  uploadedAt: '2026-01-01T00:00:00.000Z',
};
const rejected: AeatStatus['rejected'][number] = {
  invoiceId: '0190a0a0-0000-7000-8000-000000000001',
  number: 'F-0007',
  kind: 'alta',
  status: 'incorrecto',
  errorCode: '1100',
  errorDescription: 'Valor o tipo incorrecto del campo: NIF',
  advice: AEAT_ADVICE.incorrecto,
};

const renderNotice = () => renderWithProviders(<AeatSendingNotice />, { auth: fakeAuth() });

describe('AeatSendingNotice', () => {
  it('says the declaración is not signed, there is no certificate, and how long records have waited', async () => {
    mockApi({
      'GET /api/invoices/aeat': () =>
        ok(
          aeatStatus({
            counts: { ...noRecords, pendiente: 3 },
            waitingMinutes: 185,
            waitingLong: true,
            oldestPendingAt: '2026-11-27T07:00:00.000Z',
            declaration: { signed: false, missing: ['VERIFACTU_PRODUCER_NIF'] },
          }),
        ),
    });
    renderNotice();
    expect(await screen.findByText('Declaración responsable sin firmar')).toBeInTheDocument();
    expect(screen.getByText(/faltan: VERIFACTU_PRODUCER_NIF/)).toBeInTheDocument();
    expect(
      screen.getByText('Sin certificado: las facturas no llegan a la AEAT'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 registros esperan desde hace 3 horas')).toBeInTheDocument();
  });

  it('with a certificate and a record waiting a few minutes, only says so, without alarm', async () => {
    mockApi({
      'GET /api/invoices/aeat': () =>
        ok(
          aeatStatus({
            certificate,
            counts: { ...noRecords, pendiente: 1 },
            waitingMinutes: 5,
            oldestPendingAt: '2026-11-27T07:00:00.000Z',
          }),
        ),
    });
    renderNotice();
    expect(
      await screen.findByText('1 registro pendiente de envío desde hace 5 minutos.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each rejected record with the AEAT words and what to do, and resends it', async () => {
    let resent: string | null = null;
    mockApi({
      'GET /api/invoices/aeat': () =>
        ok(aeatStatus({ certificate, rejected: resent ? [] : [rejected] })),
      [`POST /api/invoices/${rejected.invoiceId}/resubmit`]: () => {
        resent = rejected.invoiceId;
        return ok(makeInvoice({ id: rejected.invoiceId, number: rejected.number }));
      },
    });
    renderNotice();
    const list = await screen.findByRole('list', { name: 'Registros no aceptados por la AEAT' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('F-0007');
    expect(item).toHaveTextContent(
      'La AEAT dice: «Valor o tipo incorrecto del campo: NIF» (código 1100)',
    );
    expect(item).toHaveTextContent(AEAT_ADVICE.incorrecto);
    await userEvent.click(within(item).getByRole('button', { name: 'Subsanar y reenviar' }));
    expect(resent).toBe(rejected.invoiceId);
    expect(await screen.findByText('Registro enviado de nuevo a la AEAT')).toBeInTheDocument();
  });

  it('words the wait in minutes, hours or days', () => {
    expect(waitedFor(1)).toBe('1 minuto');
    expect(waitedFor(45)).toBe('45 minutos');
    expect(waitedFor(61)).toBe('1 hora');
    expect(waitedFor(60 * 50)).toBe('2 días');
  });
});
