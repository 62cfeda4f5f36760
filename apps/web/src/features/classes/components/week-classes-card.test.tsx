import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, restOfWeek, todayIn, type WeekClass } from '@adiestra/shared';
import { deferred, fail, mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { WeekClassesCard } from './week-classes-card';

const today = todayIn(fakeAuth().user!.timeZone);
const weekClass = (n: number, overrides: Partial<WeekClass>): WeekClass => ({
  id: `0190a000-0000-7000-8000-0000000000d${n}`,
  serviceName: 'Clase de cachorros',
  color: '#7c3aed',
  date: today,
  time: '18:00',
  duration: 60,
  places: 6,
  minPlaces: null,
  enrolled: 0,
  free: 6,
  waiting: 0,
  ...overrides,
});
const week = (classes: WeekClass[]) => ({ ...restOfWeek(today), classes });

function setup(response: () => Response | Promise<Response>) {
  mockApi({ 'GET /api/classes/week': response });
  renderWithProviders(<WeekClassesCard />, { auth: fakeAuth() });
}

describe('WeekClassesCard', () => {
  it('lists each class with its places, free places and dogs waiting, linked to its page', async () => {
    const full = weekClass(1, { enrolled: 6, free: 0, waiting: 2 });
    const open = weekClass(2, {
      serviceName: 'Obediencia en grupo',
      date: addDays(today, 1),
      time: '10:30',
      enrolled: 4,
      free: 1,
    });
    setup(() => ok(week([full, open])));
    const list = await screen.findByRole('list', { name: 'Clases de esta semana' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/classes/${full.id}`);
    expect(first).toHaveTextContent('Clase de cachorros');
    expect(first).toHaveTextContent('18:00');
    expect(within(first!).getByLabelText('6 de 6 plazas ocupadas')).toHaveTextContent('6/6');
    expect(first).toHaveTextContent('Completa');
    expect(first).toHaveTextContent('2 perros en espera');
    expect(second).toHaveAttribute('href', `/classes/${open.id}`);
    expect(within(second!).getByLabelText('4 de 6 plazas ocupadas')).toHaveTextContent('4/6');
    // One place is held for an offer: the server's free count is shown, not places − enrolled.
    expect(second).toHaveTextContent('1 plaza libre');
    expect(second).not.toHaveTextContent('en espera');
  });

  it('shows a placeholder while loading, then the empty state in Spanish', async () => {
    const response = deferred<Response>();
    setup(() => response.promise);
    expect(await screen.findByText('Cargando las clases de la semana…')).toBeInTheDocument();
    response.resolve(ok(week([])));
    expect(
      await screen.findByText(/No tienes clases programadas el resto de la semana/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver clases' })).toHaveAttribute('href', '/classes');
  });

  it('says so when the classes cannot be loaded', async () => {
    setup(() => fail(500, 'INTERNAL', 'Error interno'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
