import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerDogReports as Data } from '@adiestra/shared';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { OwnerDogReports } from './owner-dog-reports';

/*
 * Reports are past sessions shown as they were: the days below are fixed on purpose and do not
 * depend on today. 23:30 UTC on 28 March is already the 29th in Madrid, still the 28th in the
 * Canaries: the day shown must be the trainer's.
 */
const data: Data = {
  dogs: [
    {
      id: 'd1',
      name: 'Rex',
      trainerName: 'Lucía Pérez',
      timeZone: 'Atlantic/Canary',
      reports: [
        {
          sessionId: 's1',
          date: '2026-03-14T10:00:00.000Z',
          progress: 40,
          rating: 3,
          objectives: 'Llamada',
        },
        {
          sessionId: 's2',
          date: '2026-03-28T23:30:00.000Z',
          progress: 70,
          rating: 5,
          objectives: 'Llamada con distracciones',
        },
      ],
    },
    {
      id: 'd2',
      name: 'Nala',
      trainerName: 'Pablo Gil',
      timeZone: 'Europe/Madrid',
      reports: [
        {
          sessionId: 's3',
          date: '2026-03-28T23:30:00.000Z',
          progress: null,
          rating: null,
          objectives: 'Paseo',
        },
      ],
    },
  ],
};

const render = () => renderWithProviders(<OwnerDogReports />, { auth: fakeAuth() });

describe("OwnerDogReports: the owner's reports and progress per dog", () => {
  it('lists each dog with its reports newest first, on the trainer’s calendar, and its chart', async () => {
    mockApi({ 'GET /api/owner/reports': () => ok(data) });
    render();
    const rex = await screen.findByRole('list', { name: 'Informes de Rex' });
    const links = within(rex).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Informe del 28/03/2026',
      'Informe del 14/03/2026',
    ]);
    expect(links[0]).toHaveAttribute('href', '/mi-area/informes/s2');
    expect(within(rex).getByText('70% · Excelente sesión')).toBeInTheDocument();
    expect(screen.getByText('Con Lucía Pérez')).toBeInTheDocument();

    const nala = screen.getByRole('list', { name: 'Informes de Nala' });
    expect(within(nala).getByRole('link')).toHaveTextContent('Informe del 29/03/2026');

    // One chart per dog, the trainer's component, summarised in words.
    const charts = screen.getAllByRole('figure', { name: 'Evolución del progreso' });
    expect(charts).toHaveLength(2);
    expect(charts[0]).toHaveTextContent(
      '2 sesiones; progreso del 40% al 70%; calificación media 4 de 5.',
    );
    expect(charts[1]).toHaveTextContent('1 sesión.');
  });

  it('draws nothing while no report was ever sent', async () => {
    const fetch = mockApi({ 'GET /api/owner/reports': () => ok({ dogs: [] }) });
    const { container } = render();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The loading placeholder goes, and nothing takes its place.
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('says when the reports could not load and tries again on request (keyboard too)', async () => {
    let calls = 0;
    mockApi({
      'GET /api/owner/reports': () =>
        ++calls === 1 ? fail(503, 'SERVICE_UNAVAILABLE', 'Servicio no disponible') : ok(data),
    });
    render();
    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Informes de Rex' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
