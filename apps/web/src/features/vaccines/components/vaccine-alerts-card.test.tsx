import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VaccineAlerts } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { VaccineAlertsCard } from './vaccine-alerts-card';

const DOG = '0190a0a0-0000-7000-8000-0000000000d1';
const alerts: VaccineAlerts = {
  alerts: [
    {
      vaccinationId: '0190a0a0-0000-7000-8000-0000000000a1',
      dogId: DOG,
      dogName: 'Rex',
      clientName: 'Rocío Gil',
      kind: 'rabies',
      name: null,
      expiresOn: '2026-12-20',
      status: 'expiring',
      daysLeft: 18,
    },
  ],
  papers: [
    {
      dogId: DOG,
      dogName: 'Rex',
      clientName: 'Rocío Gil',
      kind: 'insurance',
      expiresOn: '2026-12-10',
      status: 'expiring',
      daysLeft: 8,
    },
    {
      dogId: DOG,
      dogName: 'Rex',
      clientName: 'Rocío Gil',
      kind: 'ppp_licence',
      expiresOn: '2026-12-01',
      status: 'expired',
      daysLeft: -1,
    },
  ],
};

describe('VaccineAlertsCard', () => {
  it('lists the doses with the insurance and the PPP licence, soonest first (issue 45)', async () => {
    mockApi({ 'GET /api/vaccines/alerts': () => ok(alerts) });
    renderWithProviders(<VaccineAlertsCard />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Rex · Licencia PPP · Rocío Gil.*Caducada$/),
      expect.stringMatching(
        /^Rex · Seguro de responsabilidad civil · Rocío Gil.*Caduca en 8 días$/,
      ),
      expect.stringMatching(/^Rex · Rabia · Rocío Gil.*Caduca en 18 días$/),
    ]);
  });

  it('says when nothing expires', async () => {
    mockApi({ 'GET /api/vaccines/alerts': () => ok({ alerts: [], papers: [] }) });
    renderWithProviders(<VaccineAlertsCard />);
    expect(await screen.findByText('Nada caduca en los próximos 30 días.')).toBeInTheDocument();
  });
});
