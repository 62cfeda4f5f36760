import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, restOfWeek, todayIn, type ClassDetail, type WeekClass } from '@adiestra/shared';
import { deferred, fail, mockApi, ok, type MockRoutes } from '@/testing/fetch-mock';
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
  status: 'scheduled',
  minPlacesConfirmed: false,
  ...overrides,
});
const week = (classes: WeekClass[]) => ({ ...restOfWeek(today), classes });
/** What the class's actions answer with: the class page's detail of it. */
const detailOf = (c: WeekClass, overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  ...c,
  priceCents: 1500,
  payment: 'price',
  course: null,
  seriesId: null,
  serviceId: '0190a000-0000-7000-8000-0000000000b1',
  place: null,
  offered: 0,
  roster: [],
  waitlist: [],
  ...overrides,
});

function setup(response: () => Response | Promise<Response>, routes: MockRoutes = {}) {
  mockApi({ 'GET /api/classes/week': response, ...routes });
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

  describe('below its minimum (decision 0079)', () => {
    const short = weekClass(3, { date: addDays(today, 1), minPlaces: 4, enrolled: 2, free: 4 });
    const later = weekClass(4, { date: addDays(today, 3), minPlaces: 4, enrolled: 1, free: 5 });

    it('asks about the class close to its day only; "Confirmar igualmente" records it', async () => {
      let confirmed = false;
      const posted: string[] = [];
      setup(() => ok(week([{ ...short, minPlacesConfirmed: confirmed }, later])), {
        [`POST /api/classes/${short.id}/confirm-minimum`]: (r) => {
          posted.push(r.path);
          confirmed = true;
          return ok(detailOf(short, { minPlacesConfirmed: true }), 'Clase confirmada');
        },
      });
      const prompt = await screen.findByRole('group', { name: 'Por debajo del mínimo' });
      expect(prompt).toHaveTextContent(
        'Por debajo del mínimo: confirma o cancela. 2 perros apuntados de un mínimo de 4.',
      );
      expect(screen.getAllByRole('group', { name: 'Por debajo del mínimo' })).toHaveLength(1);
      await userEvent.click(within(prompt).getByRole('button', { name: 'Confirmar igualmente' }));
      await waitFor(() =>
        expect(screen.queryByRole('group', { name: 'Por debajo del mínimo' })).toBeNull(),
      );
      expect(posted).toHaveLength(1);
    });

    it('"Cancelar clase" asks first, then cancels it through the class cancel', async () => {
      let cancelled = false;
      setup(() => ok(week(cancelled ? [] : [short])), {
        [`POST /api/classes/${short.id}/cancel`]: () => {
          cancelled = true;
          return ok(detailOf(short, { status: 'cancelled' }), 'Clase cancelada');
        },
      });
      const prompt = await screen.findByRole('group', { name: 'Por debajo del mínimo' });
      await userEvent.click(within(prompt).getByRole('button', { name: 'Cancelar clase' }));
      const dialog = await screen.findByRole('dialog', { name: 'Cancelar clase' });
      expect(cancelled).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar clase' }));
      expect(
        await screen.findByText(/No tienes clases programadas el resto de la semana/),
      ).toBeInTheDocument();
      expect(cancelled).toBe(true);
    });
  });
});
