import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReminderPage } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ReminderAnswer } from './reminder-answer';

const TOKEN = 'a'.repeat(43);
const page: ReminderPage = {
  trainerName: 'Lucía García',
  dogName: 'Rocky',
  scheduledDate: '2026-12-15',
  scheduledTime: '10:00',
  open: true,
  confirmedAt: null,
  cancelled: false,
  completed: false,
};

function setup(wanted: 'confirm' | 'cancel', initial: ReminderPage = page) {
  const posts: MockRequest[] = [];
  mockApi({
    [`GET /api/reminders/links/${TOKEN}`]: () => ok(initial),
    [`POST /api/reminders/links/${TOKEN}/confirm`]: (r) => {
      posts.push(r);
      return ok({ ...page, confirmedAt: '2026-12-14T09:00:00.000Z' });
    },
    [`POST /api/reminders/links/${TOKEN}/cancel`]: (r) => {
      posts.push(r);
      return ok({ ...page, open: false, cancelled: true });
    },
  });
  renderWithProviders(<ReminderAnswer token={TOKEN} wanted={wanted} />, {
    auth: fakeAuth({ user: null, token: null, isAuthenticated: false }),
  });
  return posts;
}

describe('the owner’s reminder page', () => {
  it('opening it changes nothing; the button confirms', async () => {
    const posts = setup('confirm');
    expect(await screen.findByText(/martes, 15 de diciembre de 2026, a las 10:00/)).toBeVisible();
    expect(posts).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmo asistencia' }));
    expect(await screen.findByText('Asistencia confirmada')).toBeVisible();
    expect(posts.map((p) => p.path)).toEqual([`/api/reminders/links/${TOKEN}/confirm`]);
    // Sent without the back office's session.
    expect(posts[0]!.headers.get('Authorization')).toBeNull();
  });

  it('"Necesito cancelar" asks before cancelling', async () => {
    const posts = setup('cancel');
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar la cita' }));
    expect(await screen.findByText('Cita cancelada')).toBeVisible();
    expect(posts.map((p) => p.path)).toEqual([`/api/reminders/links/${TOKEN}/cancel`]);
  });

  it('a link of a moved appointment offers no button', async () => {
    setup('confirm', { ...page, open: false });
    expect(await screen.findByText(/Esta cita ha cambiado/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a "Confirmo" on a visit already done says it took place, not that it changed', async () => {
    setup('confirm', { ...page, open: false, completed: true });
    expect(await screen.findByText('Cita realizada')).toBeVisible();
    expect(screen.queryByText(/Esta cita ha cambiado/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
