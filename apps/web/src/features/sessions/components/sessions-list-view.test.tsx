import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIn, type TrainingSession } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { chooseOption, optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeSession, makeStats } from './session-test-data';
import { SessionsListView } from './sessions-list-view';

const DOG = {
  id: '0190a000-0000-7000-8000-0000000000d1',
  name: 'Rex',
  breed: 'Pastor alemán',
  isActive: true,
};
const CLIENT = { id: '0190a000-0000-7000-8000-0000000000c1', firstName: 'Ana', lastName: 'López' };
const OTHER_CLIENT = {
  id: '0190a000-0000-7000-8000-0000000000c2',
  firstName: 'Bruno',
  lastName: 'Díaz',
};
const OTHER_DOG = {
  id: '0190a000-0000-7000-8000-0000000000d2',
  name: 'Kira',
  breed: 'Beagle',
  isActive: true,
  client: OTHER_CLIENT,
};
type DogRecord = typeof OTHER_DOG;
const fullName = (client: typeof CLIENT) => `${client.firstName} ${client.lastName}`;
const dogLabel = (dog: DogRecord) => `${dog.name} (${dog.breed}) · ${fullName(dog.client)}`;

/** The selectors' options endpoints, answering from these dogs and their owners. */
function dogAndOwnerOptions(dogs: DogRecord[]) {
  const owners = new Map(dogs.map((dog) => [dog.client.id, fullName(dog.client)]));
  return optionsRoutes(
    [...owners].map(([id, label]) => ({ id, label })),
    dogs.map((dog) => ({ id: dog.id, label: dogLabel(dog), clientId: dog.client.id })),
  );
}

/** Dogs of two owners, for the owner filter. */
const TWO_OWNERS = [{ ...DOG, client: CLIENT }, OTHER_DOG];
const page = (sessions: unknown[], total = sessions.length) => ({
  sessions,
  pagination: { page: 1, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) },
});

interface Setup {
  sessions?: TrainingSession[];
  total?: number;
  onDelete?: () => Response;
  /** The dogs behind the dog and owner selectors. */
  dogOptions?: unknown[];
  /** Where the screen opens (URL and navigation state). */
  entry?: string | { pathname: string; search?: string; state?: unknown };
}

function setup({
  sessions = [makeSession()],
  total = sessions.length,
  onDelete = () => ok(null),
  dogOptions = [{ ...DOG, client: CLIENT }],
  entry = '/sessions',
}: Setup = {}) {
  const listCalls: URLSearchParams[] = [];
  const statsCalls: URLSearchParams[] = [];
  mockApi({
    'GET /api/sessions': (r: MockRequest) => {
      listCalls.push(new URLSearchParams(r.search));
      return ok(page(sessions, total));
    },
    'GET /api/sessions/stats': (r: MockRequest) => {
      statsCalls.push(new URLSearchParams(r.search));
      return ok(makeStats({ totalSessions: 40, totalDuration: 135, averageRating: 4.25 }));
    },
    ...dogAndOwnerOptions(dogOptions as DogRecord[]),
    'DELETE /api/sessions/0190a000-0000-7000-8000-000000000001': onDelete,
  });
  const view = renderWithProviders(<SessionsListView />, {
    auth: fakeAuth(),
    path: '/sessions',
    // The helper's type says string, but a memory router also takes a location with state.
    initialEntries: [entry as string],
  });
  return { ...view, listCalls, statsCalls, last: () => listCalls[listCalls.length - 1]! };
}

describe('SessionsListView', () => {
  it('shows the four figures: total, filtered, mean rating to one decimal, total time', async () => {
    setup({ total: 23 });
    const figures = await screen.findByRole('region', { name: 'Resumen de sesiones' });
    await waitFor(() => expect(within(figures).getByText('4,3')).toBeInTheDocument());
    expect(within(figures).getByText('40')).toBeInTheDocument();
    expect(within(figures).getByText('23')).toBeInTheDocument();
    expect(within(figures).getByText('2 h 15 min')).toBeInTheDocument();
  });

  it('sends the rating and period filters to the server and starts again at page 1', async () => {
    const { last, statsCalls } = setup();
    await screen.findByRole('article', { name: 'Rex' });
    await userEvent.selectOptions(screen.getByLabelText('Calificación'), '5');
    await waitFor(() => expect(last().get('rating')).toBe('5'));
    expect(last().get('page')).toBe('1');
    expect(statsCalls.some((q) => q.get('rating') === '5')).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Período'), 'today');
    await waitFor(() => expect(last().get('startDate')).not.toBeNull());
    // "Hoy" is the trainer's calendar day, sent as a day the server reads in the trainer's zone.
    const today = todayIn(fakeAuth().user!.timeZone);
    expect(last().get('startDate')).toBe(today);
    expect(last().get('endDate')).toBe(today);
  });

  it('takes a dog preset from navigation state', async () => {
    const { router, last } = setup();
    await screen.findByRole('article', { name: 'Rex' });
    await router.navigate('/sessions', { state: { dogId: DOG.id } });
    await waitFor(() => expect(last().get('dogId')).toBe(DOG.id));
    await waitFor(() =>
      expect(screen.getByLabelText('Perro')).toHaveValue(dogLabel({ ...DOG, client: CLIENT })),
    );
  });

  it('sends the owner chosen in the owner filter as clientId and narrows the dog filter', async () => {
    const { last, statsCalls, router } = setup({ dogOptions: TWO_OWNERS });
    await screen.findByRole('article', { name: 'Rex' });
    const owner = screen.getByLabelText('Propietario');
    expect(last().has('clientId')).toBe(false);

    await chooseOption(userEvent, 'Propietario', 'Bruno Díaz');
    await waitFor(() => expect(last().get('clientId')).toBe(OTHER_CLIENT.id));
    expect(last().get('page')).toBe('1');
    await waitFor(() =>
      expect(statsCalls.some((q) => q.get('clientId') === OTHER_CLIENT.id)).toBe(true),
    );
    expect(owner).toHaveValue('Bruno Díaz');
    expect(new URLSearchParams(router.state.location.search).get('clientId')).toBe(OTHER_CLIENT.id);
    // Only that owner's dogs stay in the dog filter.
    await userEvent.click(screen.getByLabelText('Perro'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Opciones: Perro' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todos los perros', dogLabel(OTHER_DOG)]),
    );
    await userEvent.keyboard('{Escape}');

    await chooseOption(userEvent, 'Propietario', 'Todos los propietarios');
    await waitFor(() => expect(last().has('clientId')).toBe(false));
  });

  it('takes an owner preset from navigation state', async () => {
    const { last, listCalls } = setup({
      dogOptions: TWO_OWNERS,
      entry: { pathname: '/sessions', state: { clientId: OTHER_CLIENT.id } },
    });
    await waitFor(() => expect(screen.getByLabelText('Propietario')).toHaveValue('Bruno Díaz'));
    // The very first request already carries the preset: no unfiltered flash.
    expect(listCalls[0]!.get('clientId')).toBe(OTHER_CLIENT.id);
    expect(last().get('clientId')).toBe(OTHER_CLIENT.id);
  });

  it('takes an owner preset from the URL', async () => {
    const { listCalls } = setup({
      dogOptions: TWO_OWNERS,
      entry: `/sessions?clientId=${OTHER_CLIENT.id}`,
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Propietario')).toHaveDisplayValue('Bruno Díaz'),
    );
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((q) => q.get('clientId') === OTHER_CLIENT.id)).toBe(true);
  });

  it('tells an empty list apart from a search without results', async () => {
    setup({ sessions: [] });
    expect(await screen.findByText('No hay sesiones registradas')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar sesiones' }), 'nada');
    expect(await screen.findByText('No se encontraron sesiones')).toBeInTheDocument();
  });

  it('asks before deleting and shows the error when it fails', async () => {
    setup({ onDelete: () => fail(500, 'INTERNAL_ERROR', 'Error interno') });
    const card = await screen.findByRole('article', { name: 'Rex' });
    await userEvent.click(within(card).getByRole('button', { name: /^Eliminar/ }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar sesión' });
    expect(
      within(dialog).getByText('¿Estás seguro de que quieres eliminar esta sesión?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al eliminar la sesión',
    );
  });

  it("shows 'Error al cargar las sesiones' when the list fails", async () => {
    mockApi({
      'GET /api/sessions': () => fail(500, 'INTERNAL_ERROR', 'x'),
      'GET /api/sessions/stats': () => ok(makeStats()),
      ...optionsRoutes([], []),
    });
    renderWithProviders(<SessionsListView />, { auth: fakeAuth(), path: '/sessions' });
    expect(await screen.findByText('Error al cargar las sesiones')).toBeInTheDocument();
  });
});
