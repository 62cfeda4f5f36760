import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Bono } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeBono } from '../test-fixtures';
import { ClientBonoSummary } from './client-bono-summary';

const CLIENT = 'c1';
const base = makeBono({ id: 'b1', clientId: CLIENT, serviceId: 's1' });
const expired: Bono = {
  ...base,
  id: 'b0',
  sessionsRemaining: 2,
  soldOn: '2026-01-01',
  expiresOn: '2026-03-31',
  expired: true,
  warnings: ['expired_unused'],
};

describe('ClientBonoSummary (the client card)', () => {
  it('adds up the usable sessions, the nearest expiry and every warning, expired ones included', async () => {
    mockApi({
      'GET /api/bonos': () =>
        ok({
          bonos: [
            base,
            {
              ...base,
              id: 'b2',
              sessionsRemaining: 1,
              expiresOn: '2026-12-01',
              warnings: ['last_session'],
            },
            expired,
            { ...base, id: 'b3', clientId: 'otro', warnings: ['expiring_soon'] },
          ],
        }),
    });
    renderWithProviders(<ClientBonoSummary clientId={CLIENT} />, { auth: fakeAuth() });
    expect(await screen.findByText('Bono: quedan 4 sesiones · caduca el 01/12/2026')).toBeVisible();
    expect(screen.getByText('Queda una sesión')).toBeInTheDocument();
    expect(screen.getByText('Caducado con sesiones sin usar')).toBeInTheDocument();
    // Another client's warning is not this card's.
    expect(screen.queryByText('Caduca pronto')).toBeNull();
  });

  it('an expired bono with sessions unused still warns on its own', async () => {
    mockApi({ 'GET /api/bonos': () => ok({ bonos: [expired] }) });
    renderWithProviders(<ClientBonoSummary clientId={CLIENT} />, { auth: fakeAuth() });
    expect(await screen.findByText('Caducado con sesiones sin usar')).toBeInTheDocument();
    expect(screen.queryByText(/^Bono:/)).toBeNull();
  });
});
