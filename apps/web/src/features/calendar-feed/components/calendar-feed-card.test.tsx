import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CalendarFeedCard } from './calendar-feed-card';

const link = (n: number) => ({
  httpsUrl: `https://app.test/api/calendar-feed/${String(n).repeat(43)}.ics`,
  webcalUrl: `webcal://app.test/api/calendar-feed/${String(n).repeat(43)}.ics`,
});

function setup(createdAt: string | null) {
  let made = 0;
  mockApi({
    'GET /api/calendar-feed': () => ok({ createdAt }),
    'POST /api/calendar-feed': () => ok(link(++made), undefined, 201),
  });
  renderWithProviders(<CalendarFeedCard />, { auth: fakeAuth() });
  return { made: () => made };
}

describe('Ajustes › Calendario', () => {
  it('creates the private address and shows it once, with its webcal twin', async () => {
    const api = setup(null);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Crear enlace del calendario' }),
    );
    expect(await screen.findByLabelText('Enlace (https)')).toHaveValue(link(1).httpsUrl);
    expect(screen.getByRole('link', { name: /webcal/ })).toHaveAttribute('href', link(1).webcalUrl);
    expect(api.made()).toBe(1);
  });

  it('asks before replacing an existing address, which stops the old one', async () => {
    const api = setup('2026-11-01T10:00:00.000Z');
    expect(await screen.findByText(/Tienes un enlace activo desde el/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Generar un enlace nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Generar un enlace nuevo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.made()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Generar un enlace nuevo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Generar enlace nuevo',
      }),
    );
    expect(await screen.findByLabelText('Enlace (https)')).toHaveValue(link(1).httpsUrl);
    expect(api.made()).toBe(1);
  });

  it('gives the titular the whole business’s feed at its own address (decision 0140)', async () => {
    const calls: string[] = [];
    mockApi({
      'GET /api/calendar-feed/business': () => ok({ createdAt: null }),
      'POST /api/calendar-feed/business': (r) => {
        calls.push(r.path);
        return ok(link(7), undefined, 201);
      },
    });
    renderWithProviders(<CalendarFeedCard scope="business" />, { auth: fakeAuth() });
    expect(await screen.findByText('Calendario de todo el negocio')).toBeVisible();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Crear enlace del calendario del negocio' }),
    );
    expect(await screen.findByLabelText('Enlace (https)')).toHaveValue(link(7).httpsUrl);
    expect(calls).toEqual(['/api/calendar-feed/business']);
  });
});
