import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TelemetrySummary } from '@adiestra/shared';
import { formatDateTime } from '@/lib/format-date';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { AnalyticsPanel } from './analytics-panel';

const SUMMARY = 'GET /api/admin/telemetry/summary';
const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
const summary = (overrides: Partial<TelemetrySummary> = {}): TelemetrySummary => ({
  from: days[0]!,
  to: days[2]!,
  timeZone: 'Europe/Madrid',
  pageViews: [
    { date: '2026-03-01', route: '/dashboard', count: 4 },
    { date: '2026-03-02', route: '/clients/:id', count: 2 },
    { date: '2026-03-03', route: '/dashboard', count: 1 },
  ],
  topEvents: [
    { type: 'click', name: 'nuevo-cliente', count: 7 },
    { type: 'form_submit', name: 'login', count: 3 },
  ],
  activeTrainers: days.map((date, i) => ({ date, count: i })),
  errors: [
    {
      fingerprint: 'f1',
      message: 'x is undefined',
      route: '/dogs/:id',
      count: 5,
      firstSeen: '2026-03-01T09:00:00.000Z',
      lastSeen: '2026-03-03T17:30:00.000Z',
      sampleStack: 'TypeError: x is undefined\n    at render (index.js:1:2)',
    },
  ],
  ...overrides,
});
const renderPanel = () => renderWithProviders(<AnalyticsPanel />, { auth: fakeAuth() });

describe('AnalyticsPanel', () => {
  it('shows page views by route with a chart and its table, events, active users and errors', async () => {
    const fetchMock = mockApi({ [SUMMARY]: () => ok(summary()) });
    renderPanel();
    expect(screen.getByText('Cargando analítica…')).toBeInTheDocument();
    const chart = await screen.findByRole('img', {
      name: /7 vistas de página en 3 días, repartidas en 2 rutas/,
    });
    expect(chart).toBeInTheDocument();
    const byRoute = screen.getByRole('table', { name: 'Vistas de página por ruta' });
    expect(
      within(byRoute)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['RutaVistas', 'Panel5', 'Ficha de cliente2']);
    const events = screen.getByRole('table', { name: 'Eventos más frecuentes' });
    expect(within(events).getByText('Clic')).toBeInTheDocument();
    expect(within(events).getByText('Envío de formulario')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /educadores activos por día durante 3 días, con un máximo de 2/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('x is undefined')).toBeInTheDocument();
    expect(screen.getByText('5 veces')).toBeInTheDocument();
    // es-ES date and time, in the browser's time zone.
    expect(screen.getByText(formatDateTime('2026-03-01T09:00:00.000Z'))).toBeInTheDocument();
    expect(formatDateTime('2026-03-01T09:00:00.000Z')).toMatch(/^01\/03\/2026, \d{2}:00$/);
    expect(fetchMock.mock.calls[0]?.[0] as string).toContain('days=30');
  });

  it('opens the sample stack on demand', async () => {
    mockApi({ [SUMMARY]: () => ok(summary()) });
    renderPanel();
    const toggle = await screen.findByText('Ver traza de ejemplo');
    const stack = screen.getByLabelText('Traza de ejemplo');
    expect(stack).not.toBeVisible();
    await userEvent.click(toggle);
    expect(stack).toBeVisible();
    expect(stack).toHaveTextContent('at render (index.js:1:2)');
  });

  it('changes the period', async () => {
    const fetchMock = mockApi({ [SUMMARY]: () => ok(summary()) });
    renderPanel();
    await screen.findByText('x is undefined');
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Últimos 7 días');
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0] as string).toContain('days=7'));
  });

  it('shows the empty state when nothing was recorded', async () => {
    mockApi({
      [SUMMARY]: () =>
        ok(
          summary({
            pageViews: [],
            topEvents: [],
            errors: [],
            activeTrainers: days.map((date) => ({ date, count: 0 })),
          }),
        ),
    });
    renderPanel();
    expect(await screen.findByText('Aún no hay datos de analítica')).toBeInTheDocument();
  });

  it('shows the server error when loading fails', async () => {
    mockApi({
      [SUMMARY]: () =>
        fail(500, 'INTERNAL_ERROR', 'Error interno del servidor. Inténtalo de nuevo más tarde.'),
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error interno del servidor');
  });
});
