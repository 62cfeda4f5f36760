import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { DogSessionsSection } from './dog-sessions-section';
import { makeSession } from './session-test-data';

const DOG = '0190a000-0000-7000-8000-0000000000d1';

function setup(total: number) {
  const shown = Array.from({ length: Math.min(total, 3) }, (_, i) =>
    makeSession({
      id: `0190a000-0000-7000-8000-00000000000${i}`,
      duration: 30 + i,
      objectives: `Objetivo ${i}`,
      progress: 20 * i,
    }),
  );
  const points = Array.from({ length: total }, (_, i) => ({
    id: `p${i}`,
    date: new Date(Date.UTC(2026, 0, 1 + i, 10)).toISOString(),
    progress: i === 1 ? null : 10 * i,
    rating: (i % 5) + 1,
  }));
  const listQueries: string[] = [];
  mockApi({
    'GET /api/sessions': (r: MockRequest) => {
      listQueries.push(r.search);
      return ok({
        sessions: shown,
        pagination: { page: 1, limit: 3, total, totalPages: Math.ceil(total / 3) || 1 },
      });
    },
    'GET /api/sessions/timeline': () => ok({ points, total }),
  });
  renderWithProviders(<DogSessionsSection dogId={DOG} />, { auth: fakeAuth() });
  return { listQueries };
}

describe('DogSessionsSection', () => {
  it("lists the latest 3 sessions with links, 'Nueva sesión' and 'Ver todas las sesiones (n)'", async () => {
    const { listQueries } = setup(5);
    expect(await screen.findByText('Objetivo 0')).toBeInTheDocument();
    expect(new URLSearchParams(listQueries[0]).get('dogId')).toBe(DOG);
    expect(new URLSearchParams(listQueries[0]).get('limit')).toBe('3');
    const links = screen.getAllByRole('link', { name: /Objetivo/ });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/sessions/0190a000-0000-7000-8000-000000000000');
    expect(within(links[0]!).getByText('30 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva sesión' })).toHaveAttribute(
      'href',
      `/sessions/new?dogId=${DOG}`,
    );
    expect(screen.getByRole('link', { name: 'Ver todas las sesiones (5)' })).toHaveAttribute(
      'href',
      `/sessions?dogId=${DOG}`,
    );
  });

  it('draws every session in the chart, with a summary and the data as a table', async () => {
    setup(5);
    const figure = await screen.findByRole('figure', { name: 'Evolución del progreso' });
    expect(
      within(figure).getByText('5 sesiones; progreso del 0% al 40%; calificación media 3 de 5.'),
    ).toBeInTheDocument();
    const rows = within(figure).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[2]!).getByText('Sin registrar')).toBeInTheDocument();
    expect(within(rows[5]!).getByText('5 de 5 · Excelente sesión')).toBeInTheDocument();
    // One marker per recorded value: 4 progress circles (one session has none), 5 rating squares.
    const chart = figure.querySelector(':scope > svg')!;
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    expect(chart.querySelectorAll('rect')).toHaveLength(5);
  });

  it("shows 'No hay sesiones registradas' and no link to all of them", async () => {
    setup(0);
    expect(await screen.findByText('No hay sesiones registradas')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Ver todas las sesiones/ })).toBeNull();
    expect(
      await screen.findByText('El gráfico aparecerá cuando registres la primera sesión.'),
    ).toBeInTheDocument();
  });
});
