import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { makeClient } from '@/testing/fixtures';
import { EraseClientDialog, foldName } from './erase-client-dialog';

const CLIENT_ID = '0190a0a0-0000-7000-8000-0000000000e9';
const client = makeClient({
  id: CLIENT_ID,
  firstName: 'Ángela',
  lastName: 'Núñez',
  email: 'angela@correo.es',
});
const RESULT = {
  dogs: 0,
  sessions: 0,
  bonos: 0,
  appointments: 1,
  requests: 0,
  payments: 0,
  invoices: 0,
};

function setup(reply: () => Response) {
  const fetchMock = mockApi({ [`POST /api/clients/${CLIENT_ID}/erase`]: reply });
  const onErased = vi.fn();
  renderWithProviders(
    <EraseClientDialog client={client} onClose={() => undefined} onErased={onErased} />,
    { auth: fakeAuth() },
  );
  const dialog = screen.getByRole('dialog', { name: 'Eliminar y anonimizar' });
  return {
    fetchMock,
    onErased,
    dialog,
    field: within(dialog).getByLabelText('Escribe «Ángela Núñez» para confirmar'),
    confirm: within(dialog).getByRole('button', { name: 'Eliminar y anonimizar' }),
  };
}

describe('EraseClientDialog', () => {
  it('folds case, accents and spaces as the server does', () => {
    expect(foldName('  ÁNGELA   nuñez ')).toBe('angela nunez');
  });

  it('acts only once the name is typed, then sends it and reports success', async () => {
    const { fetchMock, onErased, field, confirm } = setup(() =>
      ok(RESULT, 'Cliente eliminado y datos anonimizados'),
    );
    expect(confirm).toBeDisabled();
    await userEvent.type(field, 'Ángela');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, ' nunez');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Cliente eliminado y datos anonimizados')).toBeInTheDocument();
    expect(onErased).toHaveBeenCalledWith(client);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({ confirmName: 'Ángela nunez' });
  });

  it("shows the server's refusal under the field and erases nothing", async () => {
    const { onErased, field, confirm, dialog } = setup(() =>
      fail(400, 'VALIDATION_ERROR', 'Datos no válidos', {
        confirmName: 'El nombre no coincide con el del cliente',
      }),
    );
    await userEvent.type(field, 'angela nunez');
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('El nombre no coincide con el del cliente'),
    ).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();
  });
});
