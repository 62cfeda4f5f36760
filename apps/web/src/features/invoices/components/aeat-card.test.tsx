import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AeatStatus } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { AeatCard } from './aeat-card';
import { aeatStatus, noRecords } from './aeat-status-fixture';

/** Issue 30.7: the sending states a trainer must be able to tell apart. */

const counts = noRecords;
const DAY_MS = 86_400_000;
/** Days from now as an ISO instant: the card compares the expiry with today (decision 0103). */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const certificate = {
  fileName: 'nuria.p12',
  holder: 'NURIA EDUCA CANINA - 12345678Z',
  validUntil: inDays(365),
  uploadedAt: inDays(-1),
};
const status = aeatStatus;

const renderCard = () => renderWithProviders(<AeatCard />, { auth: fakeAuth() });

describe('AeatCard', () => {
  it('without a certificate, says the records wait and are not sent', async () => {
    mockApi({
      'GET /api/invoices/aeat': () => ok(status({ counts: { ...counts, pendiente: 2 } })),
    });
    renderCard();
    expect(await screen.findByText('Sin certificado: los registros esperan')).toBeInTheDocument();
    expect(screen.getByText('Se envían al entorno de pruebas de la AEAT.')).toBeInTheDocument();
    expect(screen.queryByText(/Próximo envío/)).not.toBeInTheDocument();
  });

  it('with a certificate and records pending, says when they leave', async () => {
    mockApi({
      'GET /api/invoices/aeat': () =>
        ok(
          status({
            certificate,
            counts: { ...counts, pendiente: 1 },
            nextSendAt: '2026-11-27T10:01:00.000Z',
          }),
        ),
    });
    renderCard();
    expect(await screen.findByText('Certificado instalado')).toBeInTheDocument();
    expect(screen.getByText(/Próximo envío: /)).toBeInTheDocument();
  });

  it('warns a month before the certificate expires, and says the records wait once it has', async () => {
    let current: AeatStatus = status({ certificate: { ...certificate, validUntil: inDays(12) } });
    mockApi({ 'GET /api/invoices/aeat': () => ok(current) });
    const { unmount } = renderCard();
    const soon = (await screen.findByText('El certificado caduca pronto')).closest('[role]');
    expect(soon).toHaveAttribute('role', 'status');
    expect(soon).toHaveTextContent(/NURIA EDUCA CANINA - 12345678Z caduca el .*\(quedan 12 días\)/);
    expect(soon).toHaveTextContent(/Renuévalo y súbelo aquí/);
    expect(screen.queryByText('Certificado instalado')).not.toBeInTheDocument();
    unmount();

    current = status({ certificate: { ...certificate, validUntil: inDays(-2) } });
    renderCard();
    const expired = (
      await screen.findByText('Certificado caducado: los registros esperan')
    ).closest('[role]');
    expect(expired).toHaveAttribute('role', 'alert');
    expect(expired).toHaveTextContent(/no se envían a la AEAT hasta que subas aquí un certificado/);
    expect(screen.queryByText('El certificado caduca pronto')).not.toBeInTheDocument();
  });

  it('after a transport failure, gives the reason and when it is retried', async () => {
    mockApi({
      'GET /api/invoices/aeat': () =>
        ok(
          status({
            certificate,
            counts: { ...counts, pendiente: 1 },
            lastError: 'No se pudo contactar con la AEAT: Tiempo de espera agotado',
            nextSendAt: '2026-11-27T10:01:00.000Z',
          }),
        ),
    });
    renderCard();
    expect(await screen.findByText('El último envío no llegó a la AEAT')).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo contactar con la AEAT: Tiempo de espera agotado'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Los registros siguen pendientes; se reintentará el/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Próximo envío/)).not.toBeInTheDocument();
  });

  it('asks before removing the certificate', async () => {
    let removed = 0;
    mockApi({
      'GET /api/invoices/aeat': () => ok(status({ certificate })),
      'DELETE /api/invoices/aeat/certificate': () => {
        removed += 1;
        return ok(status({}));
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar certificado' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar el certificado?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(removed).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar certificado' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Quitar el certificado?' })).getByRole(
        'button',
        { name: 'Quitar certificado' },
      ),
    );
    expect(await screen.findByText('Certificado quitado')).toBeInTheDocument();
    expect(removed).toBe(1);
  });
});
