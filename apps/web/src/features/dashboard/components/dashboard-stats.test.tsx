import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { DashboardStats } from './dashboard-stats';

const sessions = {
  totalSessions: 5,
  sessionsThisMonth: 2,
  totalDuration: 150,
  durationThisMonth: 90,
  completedSessions: 4,
  averageRating: 4,
};

const card = (label: string) => screen.getByText(label).parentElement!;

describe('DashboardStats', () => {
  it('shows clients, dogs, sessions and hours (minutes / 60 to one decimal)', async () => {
    mockApi({
      'GET /api/clients/stats': () => ok({ totalClients: 3, totalDogs: 4, totalSessions: 5 }),
      'GET /api/dogs/stats': () => ok({ totalDogs: 4, activeDogs: 4, breeds: 2 }),
      'GET /api/sessions/stats': () => ok(sessions),
    });
    renderWithProviders(<DashboardStats />, { auth: fakeAuth() });
    expect(await screen.findByText('2,5')).toBeInTheDocument();
    expect(within(card('Total Clientes')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Perros')).getByText('4')).toBeInTheDocument();
    expect(within(card('Sesiones Totales')).getByText('5')).toBeInTheDocument();
    expect(within(card('Sesiones Totales')).getByText('4 completadas')).toBeInTheDocument();
    expect(within(card('Horas Totales')).getByText('Este mes: 1,5 h')).toBeInTheDocument();
  });

  it('counts zero dogs and sessions when their figures fail', async () => {
    mockApi({
      'GET /api/clients/stats': () => ok({ totalClients: 3, totalDogs: 0, totalSessions: 0 }),
      'GET /api/dogs/stats': () => fail(500, 'INTERNAL_ERROR', 'x'),
      'GET /api/sessions/stats': () => fail(500, 'INTERNAL_ERROR', 'x'),
    });
    renderWithProviders(<DashboardStats />, { auth: fakeAuth() });
    expect(await screen.findByText('0 completadas')).toBeInTheDocument();
    expect(within(card('Total Clientes')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Perros')).getByText('0')).toBeInTheDocument();
    expect(within(card('Horas Totales')).getByText('0')).toBeInTheDocument();
  });

  it("shows 'Error al cargar las estadísticas' when the client figures fail", async () => {
    mockApi({
      'GET /api/clients/stats': () => fail(500, 'INTERNAL_ERROR', 'x'),
      'GET /api/dogs/stats': () => ok({ totalDogs: 4, activeDogs: 4, breeds: 2 }),
      'GET /api/sessions/stats': () => ok(sessions),
    });
    renderWithProviders(<DashboardStats />, { auth: fakeAuth() });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar las estadísticas');
  });
});
