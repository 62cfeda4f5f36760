import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_RULES, addDays, type Calendar, type TrainerTag } from '@adiestra/shared';
import { makeAppointment, makeUser } from '@/testing/fixtures';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CalendarScreen } from './calendar-screen';

/** The calendar per trainer (issue 39, decision 0140): the filter, the marks, the phone's day. */
const DAY = '2024-05-08';
const marta: TrainerTag = {
  id: '0190f0c2-0000-7000-8000-000000000001',
  name: 'Marta Titular',
  colour: 'blue',
};
const luis: TrainerTag = {
  id: '0190f0c2-0000-7000-8000-000000000002',
  name: 'Luis Adiestrador',
  colour: 'green',
};

function calendar(search: URLSearchParams, trainers: TrainerTag[]): Calendar {
  const start = search.get('startDate')!;
  const end = search.get('endDate')!;
  const days = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    days.push({ date, open: [{ startTime: '09:00', endTime: '14:00' }], closed: [] });
  }
  const only = search.get('adiestradores')?.split(',');
  const appointments = trainers
    .map((trainer, i) => ({
      ...makeAppointment({
        id: `a${i}`,
        dogName: i ? 'Rocky' : 'Luna',
        scheduledDate: DAY,
        scheduledTime: '10:00',
      }),
      trainer,
    }))
    .filter((a) => !only || only.includes(a.trainer.id));
  return {
    timeZone: 'Europe/Madrid',
    today: DAY,
    nowMinutes: 600,
    days,
    appointments,
    requests: [],
    classes: [],
    trainers,
    rules: { ...DEFAULT_BOOKING_RULES },
  };
}

function setup(options: {
  trainers: TrainerTag[];
  me: TrainerTag;
  role: 'titular' | 'adiestrador';
  wide: boolean;
}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: options.wide, media: query }));
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/appointments/calendar': (r) => {
      calls.push(r);
      return ok(calendar(new URLSearchParams(r.search), options.trainers));
    },
    'GET /api/services': () => ok({ services: [] }),
  });
  const user = makeUser({ id: options.me.id, memberRole: options.role });
  const view = renderWithProviders(<CalendarScreen />, {
    auth: fakeAuth({ user }),
    path: '/calendar',
    initialEntries: [`/calendar?vista=dia&fecha=${DAY}`],
  });
  return { calls, router: view.router };
}

afterEach(() => vi.unstubAllGlobals());

describe('the calendar’s trainer filter', () => {
  it('marks each block with its trainer and filters from a checkbox menu kept in the URL', async () => {
    const { calls, router } = setup({
      trainers: [marta, luis],
      me: marta,
      role: 'titular',
      wide: true,
    });
    const block = await screen.findByRole('button', { name: /Rocky.*, con Luis Adiestrador$/ });
    // The colour's mark carries the initials too.
    expect(within(block).getByText('LA')).toBeInTheDocument();
    expect(calls[0]?.search).not.toContain('adiestradores');

    const menu = screen.getByRole('button', { name: 'Adiestradores: Todos' });
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luis Adiestrador' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain(`adiestradores=${marta.id}`),
    );
    expect(calls.at(-1)?.search).toContain(`adiestradores=${marta.id}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Rocky/ })).toBeNull());
    // The last one ticked stays: the calendar always shows someone's work.
    expect(screen.getByRole('checkbox', { name: 'Marta Titular' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Adiestradores: Marta Titular' })).toHaveFocus();
    // Moving to another day keeps the filter.
    await userEvent.click(screen.getByRole('button', { name: 'Día siguiente' }));
    await waitFor(() => expect(router.state.location.search).toContain(addDays(DAY, 1)));
    expect(router.state.location.search).toContain(`adiestradores=${marta.id}`);
  });

  it('shows an adiestrador their own day first on a phone', async () => {
    const { calls } = setup({
      trainers: [marta, luis],
      me: luis,
      role: 'adiestrador',
      wide: false,
    });
    expect(await screen.findByRole('button', { name: /Rocky/ })).toBeInTheDocument();
    expect(calls[0]?.search).toContain(`adiestradores=${luis.id}`);
    expect(screen.queryByRole('button', { name: /Luna/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Adiestradores: Luis Adiestrador' }),
    ).toBeInTheDocument();
  });

  it('keeps a one-trainer business’s calendar as it was: no filter, no marks', async () => {
    setup({ trainers: [marta], me: marta, role: 'titular', wide: false });
    const block = await screen.findByRole('button', { name: /Luna/ });
    expect(block.getAttribute('aria-label')).not.toContain(' con ');
    expect(screen.queryByRole('button', { name: /Adiestradores/ })).toBeNull();
  });
});
