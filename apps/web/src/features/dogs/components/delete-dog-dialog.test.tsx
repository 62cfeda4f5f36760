import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dog } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeUser } from '@/testing/fixtures';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { DeleteDogDialog } from './delete-dog-dialog';

const dog = {
  id: '0190a0a0-0000-7000-8000-0000000000d1',
  name: 'Canela',
  breed: 'Beagle',
} as Dog;

function setup(total: number) {
  const asked: MockRequest[] = [];
  const deleted: MockRequest[] = [];
  mockApi({
    'GET /api/sessions': (r) => {
      asked.push(r);
      return ok({ sessions: [], pagination: { page: 1, limit: 1, total, totalPages: total } });
    },
    [`DELETE /api/dogs/${dog.id}`]: (r) => {
      deleted.push(r);
      return ok(null);
    },
  });
  renderWithProviders(<DeleteDogDialog dog={dog} onClose={() => {}} />, {
    auth: fakeAuth({ user: makeUser() }),
  });
  return { asked, deleted };
}

describe('DeleteDogDialog', () => {
  it('names how many sessions are deleted with the dog', async () => {
    const { asked } = setup(12);
    const dialog = screen.getByRole('dialog', { name: 'Eliminar perro' });
    expect(
      await within(dialog).findByText('También se eliminarán sus 12 sesiones.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('¿Estás seguro de que quieres eliminar a Canela?');
    expect(new URLSearchParams(asked[0]!.search).get('dogId')).toBe(dog.id);
  });

  it('says so when there is only one session', async () => {
    setup(1);
    expect(await screen.findByText('También se eliminará su única sesión.')).toBeInTheDocument();
  });

  it('says the dog has no sessions, and deletes on Eliminar', async () => {
    const { deleted } = setup(0);
    expect(await screen.findByText('No tiene sesiones registradas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Perro "Canela" eliminado')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });
});
