import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerOverview, ReminderPage } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import ReminderRoute from '../reminder';
import OwnerBookingRoute from './owner-booking';

const TOKEN = 'b'.repeat(43);
const reminder: ReminderPage = {
  trainerName: 'Lucía García',
  dogName: 'Rocky',
  scheduledDate: '2030-05-06',
  scheduledTime: '10:00',
  open: true,
  confirmedAt: null,
  cancelled: false,
  completed: false,
};
const overview = (status: 'SCHEDULED' | 'CANCELLED' = 'SCHEDULED'): OwnerOverview => ({
  email: null,
  trainers: [
    {
      trainer: {
        id: 't1',
        name: 'Lucía García',
        businessName: null,
        email: 'lucia@example.com',
        phone: null,
        place: null,
        timeZone: 'Europe/Madrid',
        cancellationNoticeHours: 24,
      },
      appointments: [
        {
          id: 'a1',
          date: '2030-05-06',
          time: '10:00',
          duration: 60,
          serviceType: 'basic_training',
          dogName: 'Rocky',
          givenBy: null,
          status,
          cancelledBy: status === 'CANCELLED' ? 'owner' : null,
          startsAt: '2030-05-06T08:00:00.000Z',
          isPast: false,
          canChange: false,
          pendingChange: null,
          rejectedChange: null,
        },
      ],
      requests: [],
      bonos: [],
      invoices: [],
      bookAgain: null,
      account: null,
    },
  ],
});

function setup(entry: string) {
  let cancelled = false;
  const posts: MockRequest[] = [];
  mockApi({
    [`GET /api/reminders/links/${TOKEN}`]: () => ok(reminder),
    [`POST /api/reminders/links/${TOKEN}/cancel`]: (r) => {
      posts.push(r);
      cancelled = true;
      return ok({ ...reminder, open: false, cancelled: true });
    },
    'GET /api/owner/overview': ({ headers }) => {
      expect(headers.get('x-booking-link')).toBe(TOKEN);
      return ok(overview(cancelled ? 'CANCELLED' : 'SCHEDULED'));
    },
  });
  renderWithProviders(<OwnerBookingRoute />, {
    auth: fakeAuth({ user: null, token: null, isAuthenticated: false }),
    path: '/mi-area/cita',
    initialEntries: [entry],
    routes: [{ path: '/recordatorio/:token', element: <ReminderRoute /> }],
  });
  return posts;
}

describe('the appointment’s page in Mi área, from a reminder', () => {
  it('asks for the answer picked in the mail, above the appointment; the button acts', async () => {
    const posts = setup(`/mi-area/cita?token=${TOKEN}&respuesta=cancelar`);
    const panel = (await screen.findByRole('heading', { name: '¿Cancelar tu cita?' })).closest(
      'div.rounded-xl',
    ) as HTMLElement;
    expect(await within(panel).findByText(/lunes, 6 de mayo de 2030, a las 10:00/)).toBeVisible();
    expect(await screen.findByText('Próximas citas')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todas mis citas en Mi área' })).toHaveAttribute(
      'href',
      '/mi-area',
    );
    // Opening the page changed nothing.
    expect(posts).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Sí, cancelar la cita' }));
    expect(await screen.findByText('Cita cancelada')).toBeVisible();
    expect(posts).toHaveLength(1);
    // The appointment below shows the cancellation too.
    expect(await screen.findByText('Cancelada por ti')).toBeVisible();
  });

  it('without an answer it is the plain booking page', async () => {
    setup(`/mi-area/cita?token=${TOKEN}`);
    expect(await screen.findByText('Próximas citas')).toBeVisible();
    expect(screen.queryByText('Tu respuesta al recordatorio')).toBeNull();
  });

  it('an older reminder’s /recordatorio link lands on the same page', async () => {
    setup(`/recordatorio/${TOKEN}?respuesta=confirmar`);
    expect(await screen.findByRole('heading', { name: 'Confirma tu asistencia' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Confirmo asistencia' })).toBeVisible();
  });
});
