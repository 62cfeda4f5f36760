import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type DogVaccines, type Vaccination } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { DogVaccinesCard } from './dog-vaccines-card';

const DOG = '0190a0a0-0000-7000-8000-0000000000d1';
const today = todayIn(fakeAuth().user!.timeZone);
const dose = (patch: Partial<Vaccination>): Vaccination => ({
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  dogId: DOG,
  kind: 'rabies',
  name: null,
  givenOn: '2025-06-01',
  expiresOn: '2026-06-01',
  status: 'valid',
  daysLeft: 200,
  superseded: false,
  createdAt: '2025-06-01T10:00:00.000Z',
  ...patch,
});

function setup(initial: DogVaccines) {
  const posts: MockRequest[] = [];
  mockApi({
    [`GET /api/vaccines/dog/${DOG}`]: () => ok(initial),
    [`POST /api/vaccines/dog/${DOG}`]: (r) => {
      posts.push(r);
      const body = r.body as { givenOn: string };
      if (body.givenOn > today)
        return fail(400, 'VALIDATION_ERROR', 'La fecha de vacunación no puede ser futura', {
          givenOn: 'La fecha de vacunación no puede ser futura',
        });
      return ok(dose({ id: '0190a0a0-0000-7000-8000-0000000000a9' }), 'Vacuna registrada', 201);
    },
  });
  renderWithProviders(<DogVaccinesCard dogId={DOG} />);
  return { posts, user: userEvent.setup() };
}

describe('the dog’s vaccines', () => {
  it('shows each dose with its state: expiring, expired, superseded', async () => {
    setup({
      region: 'madrid',
      vaccinations: [
        dose({ kind: 'kennel_cough', status: 'expiring', daysLeft: 12, expiresOn: '2026-01-10' }),
        dose({ id: 'b', kind: 'polyvalent', status: 'expired', daysLeft: -3 }),
        dose({ id: 'c', kind: 'rabies', status: 'expired', daysLeft: -400, superseded: true }),
        dose({ id: 'd', kind: 'other', name: 'Leishmaniosis' }),
      ],
    });
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Tos de las perreras')).toBeVisible();
    expect(within(items[0]!).getByText('Caduca en 12 días')).toBeVisible();
    expect(within(items[0]!).getByText(/caduca el 10\/01\/2026/)).toBeVisible();
    expect(within(items[1]!).getByText('Caducada')).toBeVisible();
    expect(within(items[2]!).getByText(/sustituida por una dosis posterior/)).toBeVisible();
    expect(within(items[2]!).queryByText('Caducada')).toBeNull();
    expect(within(items[3]!).getByText('Leishmaniosis')).toBeVisible();
    expect(within(items[3]!).getByText('En vigor')).toBeVisible();
  });

  it('adds a dose, asking the name of "Otra" and telling the comunidad’s default expiry', async () => {
    const { posts, user } = setup({ region: 'navarra', vaccinations: [] });
    expect(await screen.findByText('No hay vacunas registradas.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Añadir vacuna' }));
    expect(screen.getByText(/2 años después \(norma por defecto de Navarra\)/)).toBeVisible();
    await user.selectOptions(screen.getByLabelText(/^Vacuna/), 'Otra');
    await user.click(screen.getByRole('button', { name: 'Guardar vacuna' }));
    expect(await screen.findByText('Indica qué vacuna es')).toBeVisible();
    expect(screen.getByText('La fecha de vacunación no es válida')).toBeVisible();
    expect(posts).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Nombre de la vacuna/), 'Leishmaniosis');
    await user.type(screen.getByLabelText(/^Fecha de vacunación/), '2025-05-02');
    await user.click(screen.getByRole('button', { name: 'Guardar vacuna' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      kind: 'other',
      name: 'Leishmaniosis',
      givenOn: '2025-05-02',
      expiresOn: null,
    });
    expect(await screen.findByText('Vacuna registrada')).toBeVisible();
  });

  it('shows the server’s refusal beside the field', async () => {
    const { user } = setup({ region: 'madrid', vaccinations: [] });
    await user.click(await screen.findByRole('button', { name: 'Añadir vacuna' }));
    await user.type(screen.getByLabelText(/^Fecha de vacunación/), addDays(today, 1));
    await user.click(screen.getByRole('button', { name: 'Guardar vacuna' }));
    // Beside the field and above the form; nothing else changes.
    expect(await screen.findAllByText('La fecha de vacunación no puede ser futura')).toHaveLength(
      2,
    );
    expect(screen.getByRole('button', { name: 'Guardar vacuna' })).toBeVisible();
  });
});
