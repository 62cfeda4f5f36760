import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIn, type Appointment } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeAppointment, makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { TodayAgenda } from './today-agenda';

const today = todayIn('Europe/Madrid');

const appointment = (id: string, overrides: Partial<Appointment>) =>
  makeAppointment({ id: `0190f0c2-5a4b-7c3d-8e9f-0000000000${id}`, ...overrides });

const stats = (pendingRequests: number) => ({
  totalAppointments: 0,
  scheduledAppointments: 0,
  completedAppointments: 0,
  cancelledAppointments: 0,
  pendingRequests,
});

function setup(appointments: Appointment[], pending: number) {
  const asked: MockRequest[] = [];
  mockApi({
    'GET /api/appointments': (r) => {
      asked.push(r);
      return ok({
        appointments,
        pagination: { page: 1, limit: 50, total: appointments.length, totalPages: 1 },
      });
    },
    'GET /api/appointments/stats': () => ok(stats(pending)),
  });
  renderWithProviders(<TodayAgenda />, { auth: fakeAuth({ user: makeUser() }) });
  return asked;
}

describe('TodayAgenda', () => {
  it("lists today's appointments in order with time, owner, dog and service, and the pending requests", async () => {
    const asked = setup(
      [
        appointment('01', {
          scheduledTime: '09:30',
          duration: 90,
          clientName: 'Ana Sanz',
          dogName: 'Kira',
          serviceType: 'evaluation',
        }),
        appointment('02', { scheduledTime: '12:00', status: 'CANCELLED', clientName: 'Luis Gil' }),
        appointment('03', {
          scheduledTime: '17:00',
          clientName: 'Marta Ruiz',
          dogName: 'Rocky',
          status: 'COMPLETED',
        }),
      ],
      3,
    );
    const list = await screen.findByRole('list', { name: 'Citas de hoy' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '09:30–11:00Ana Sanz · KiraEvaluación',
      '17:00–18:00Marta Ruiz · RockyEntrenamiento BásicoCompletada',
    ]);
    expect(new URLSearchParams(asked[0]!.search).get('date')).toBe(today);
    expect(await screen.findByText('3 solicitudes pendientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar solicitudes' })).toHaveAttribute(
      'href',
      '/appointment-requests',
    );
  });

  it('says when the day is free and nothing waits', async () => {
    setup([], 0);
    expect(await screen.findByText('No tienes citas para hoy.')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Revisar solicitudes' })).not.toBeInTheDocument();
  });

  it('one pending request is singular', async () => {
    setup([], 1);
    expect(await screen.findByText('1 solicitud pendiente')).toBeInTheDocument();
  });

  it('shows an error when the day cannot be loaded', async () => {
    mockApi({
      'GET /api/appointments': () => fail(500, 'INTERNAL_ERROR', 'x'),
      'GET /api/appointments/stats': () => ok(stats(0)),
    });
    renderWithProviders(<TodayAgenda />, { auth: fakeAuth({ user: makeUser() }) });
    expect(await screen.findByText('No se pudieron cargar las citas de hoy.')).toBeInTheDocument();
  });
});
