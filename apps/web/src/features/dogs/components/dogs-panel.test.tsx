import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dog, DogOwner, DogStats } from '@adiestra/shared';
import { chooseOption, optionsRoutes } from '@/testing/options-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { DogsPanel } from './dogs-panel';
import { emptyRecord } from './dog-test-data';

const ana: DogOwner = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  firstName: 'Ana',
  lastName: 'Ruiz',
  name: 'Ana Ruiz',
  email: 'ana@correo.es',
  phone: '600 111 222',
  address: null,
};
const luis: DogOwner = {
  id: '0190a0a0-0000-7000-8000-0000000000c2',
  firstName: 'Luis',
  lastName: 'Gil',
  name: 'Luis Gil',
  email: 'luis@correo.es',
  phone: '611 222 333',
  address: null,
};

function makeDog(id: string, name: string, breed: string, owner: DogOwner, isActive = true): Dog {
  return {
    id: `0190a0a0-0000-7000-8000-0000000000${id}`,
    name,
    breed,
    age: 3,
    ...emptyRecord,
    birthDate: '2023-05-01',
    weight: null,
    height: null,
    notes: null,
    clientId: owner.id,
    isActive,
    photo: null,
    photoThumb: null,
    createdAt: '2025-03-07T10:00:00.000Z',
    updatedAt: '2025-03-07T10:00:00.000Z',
    client: owner,
  };
}

const ALL_DOGS = [
  makeDog('d1', 'Canela', 'Beagle', ana),
  makeDog('d2', 'Thor', 'Pastor alemán', luis),
  makeDog('d3', 'Nube', 'Beagle', luis, false),
];

interface Setup {
  dogs?: Dog[];
  stats?: DogStats;
  url?: string;
}

/** The server filters like the real one would, so the screen shows what the query asked for. */
function setup({
  dogs = ALL_DOGS,
  stats = { totalDogs: 3, activeDogs: 2, breeds: 2 },
  url = '/dogs',
}: Setup = {}) {
  const calls: URLSearchParams[] = [];
  mockApi({
    'GET /api/dogs': (request: MockRequest) => {
      const params = new URLSearchParams(request.search);
      calls.push(params);
      const page = Number(params.get('page'));
      const found = dogs.filter(
        (dog) =>
          (!params.get('clientId') || dog.clientId === params.get('clientId')) &&
          (!params.get('breed') || dog.breed === params.get('breed')) &&
          (params.get('active') !== 'true' || dog.isActive),
      );
      return ok({
        dogs: found,
        pagination: { page, limit: 24, total: found.length, totalPages: Math.max(1, page) },
      });
    },
    'GET /api/dogs/stats': () => ok(stats),
    'GET /api/dogs/breeds': () => ok({ breeds: ['Beagle', 'Pastor alemán'] }),
    ...optionsRoutes([ana, luis].map((owner) => ({ id: owner.id, label: owner.name }))),
  });
  const view = renderWithProviders(<DogsPanel />, {
    auth: fakeAuth(),
    path: '/dogs',
    initialEntries: [url],
  });
  return { ...view, calls, last: () => calls.at(-1)!, user: userEvent.setup() };
}

const dogList = () => screen.findByRole('list', { name: 'Perros' });
const dogNames = async () =>
  within(await dogList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('DogsPanel', () => {
  it("sends the owner chosen in 'Propietario' as clientId and goes back to page 1", async () => {
    const { last, user, router } = setup({ url: '/dogs?page=2' });
    await waitFor(() => expect(last().get('page')).toBe('2'));
    const owner = screen.getByRole('combobox', { name: 'Propietario' });

    await chooseOption(user, 'Propietario', 'Luis Gil');
    await waitFor(() => expect(last().get('clientId')).toBe(luis.id));
    expect(last().get('page')).toBe('1');
    expect(owner).toHaveValue('Luis Gil');
    await waitFor(async () => expect(await dogNames()).toEqual(['Thor']));
    expect(router.state.location.search).toBe(`?clientId=${luis.id}`);

    await chooseOption(user, 'Propietario', 'Todos los propietarios');
    await waitFor(() => expect(last().has('clientId')).toBe(false));
  });

  it("sends the breed chosen in 'Raza' and goes back to page 1", async () => {
    const { last, user } = setup({ url: '/dogs?page=2' });
    await waitFor(() => expect(last().get('page')).toBe('2'));
    const breed = screen.getByRole('combobox', { name: 'Raza' });
    await screen.findByRole('option', { name: 'Pastor alemán' });
    expect(
      within(breed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las razas', 'Beagle', 'Pastor alemán']);

    await user.selectOptions(breed, 'Beagle');
    await waitFor(() => expect(last().get('breed')).toBe('Beagle'));
    expect(last().get('page')).toBe('1');
    await waitFor(async () => expect(await dogNames()).toEqual(['Canela']));
  });

  it("preselects the owner of a /dogs?clientId= link ('Ver todos los perros')", async () => {
    const { calls } = setup({ url: `/dogs?clientId=${ana.id}` });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Propietario' })).toHaveValue('Ana Ruiz'),
    );
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((params) => params.get('clientId') === ana.id)).toBe(true);
    expect(await dogNames()).toEqual(['Canela']);
  });

  it("'Mostrar solo perros activos' starts on (active=true) and unchecking it drops the filter", async () => {
    const { calls, last, user } = setup();
    const activeOnly = screen.getByRole('checkbox', { name: 'Mostrar solo perros activos' });
    expect(activeOnly).toBeChecked();
    expect(await dogNames()).toEqual(['Canela', 'Thor']);
    expect(calls[0]!.get('active')).toBe('true');

    await user.click(activeOnly);
    expect(activeOnly).not.toBeChecked();
    await waitFor(() => expect(last().has('active')).toBe(false));
    await waitFor(async () => expect(await dogNames()).toEqual(['Canela', 'Thor', 'Nube']));
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
  });

  it('shows the stats figures and the number of results for the current filters', async () => {
    const { user } = setup({ stats: { totalDogs: 7, activeDogs: 5, breeds: 4 } });
    const figures = await screen.findByRole('region', { name: 'Resumen de perros' });
    const card = (label: string) => within(figures).getByText(label).parentElement!;
    await waitFor(() => expect(card('Total Perros')).toHaveTextContent(/^Total Perros\s*7$/));
    expect(card('Activos')).toHaveTextContent(/^Activos\s*5$/);
    expect(card('Razas')).toHaveTextContent(/^Razas\s*4$/);
    await waitFor(() => expect(card('Resultados')).toHaveTextContent(/^Resultados\s*2$/));

    await user.click(screen.getByRole('checkbox', { name: 'Mostrar solo perros activos' }));
    await waitFor(() => expect(card('Resultados')).toHaveTextContent(/^Resultados\s*3$/));
    // The practice-wide figures do not follow the filters.
    expect(card('Total Perros')).toHaveTextContent(/^Total Perros\s*7$/);
  });

  it("says 'No hay perros registrados' when the trainer has no dogs at all", async () => {
    setup({ dogs: [], stats: { totalDogs: 0, activeDogs: 0, breeds: 0 } });
    expect(await screen.findByText('No hay perros registrados')).toBeInTheDocument();
    expect(screen.queryByText('No se encontraron perros')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Perros' })).not.toBeInTheDocument();
  });

  it("says 'No se encontraron perros' when dogs exist but the filters hide them all", async () => {
    const { user } = setup({ dogs: [makeDog('d9', 'Viejo', 'Galgo', ana, false)] });
    expect(await screen.findByText('No se encontraron perros')).toBeInTheDocument();
    expect(screen.queryByText('No hay perros registrados')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Mostrar solo perros activos' }));
    await waitFor(async () => expect(await dogNames()).toEqual(['Viejo']));
    expect(screen.queryByText('No se encontraron perros')).not.toBeInTheDocument();
  });
});
