import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutgoingMessage } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { OutboxPanel } from './outbox-panel';

const failedMessage: OutgoingMessage = {
  id: '0190a7c2-0000-7000-8000-000000000001',
  channel: 'email',
  recipient: 'marta@example.com',
  subject: 'Tu cita con Lucía está confirmada',
  status: 'failed',
  attempts: 10,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: new Date().toISOString(),
  nextAttemptAt: null,
  sentAt: null,
};

describe('OutboxPanel', () => {
  it('lists the failed messages with their reason and queues one again', async () => {
    const retried: string[] = [];
    mockApi({
      'GET /api/admin/outbox': () => ok({ messages: [failedMessage] }),
      [`POST /api/admin/outbox/${failedMessage.id}/retry`]: () => {
        retried.push(failedMessage.id);
        return ok(null, 'Mensaje puesto de nuevo en cola');
      },
    });
    renderWithProviders(<OutboxPanel />, { auth: fakeAuth() });
    const table = await screen.findByRole('table', {
      name: 'Mensajes fallidos, lo más reciente primero',
    });
    expect(within(table).getByText('marta@example.com')).toBeInTheDocument();
    expect(within(table).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Reintentar el envío a marta@example.com' }),
    );
    expect(await screen.findByText('Mensaje puesto de nuevo en cola')).toBeInTheDocument();
    expect(retried).toEqual([failedMessage.id]);
  });

  it('says so when nothing failed, and shows a load error in Spanish', async () => {
    mockApi({ 'GET /api/admin/outbox': () => ok({ messages: [] }) });
    const first = renderWithProviders(<OutboxPanel />, { auth: fakeAuth() });
    expect(await screen.findByText('Todo el correo se ha entregado')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/admin/outbox': () => fail(500, 'INTERNAL_ERROR', 'Base de datos caída') });
    renderWithProviders(<OutboxPanel />, { auth: fakeAuth() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Base de datos caída');
  });
});
