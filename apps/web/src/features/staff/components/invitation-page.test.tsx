import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES, type InvitationPreview } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { InvitationPage } from './invitation-page';

const token = 'a'.repeat(43);
const preview: InvitationPreview = {
  businessName: 'Escuela Canina Norte',
  email: 'luis@escuela.test',
  role: 'adiestrador',
  inviterName: 'Marta Titular',
  expiresAt: '2025-05-09T09:00:00.000Z',
};

function setup(routes: Parameters<typeof mockApi>[0], pageToken = token) {
  const onAccepted = vi.fn();
  const fetchMock = mockApi(routes);
  renderWithProviders(<InvitationPage token={pageToken} onAccepted={onAccepted} />, {
    auth: fakeAuth({ user: null, token: null, isAuthenticated: false }),
  });
  return { onAccepted, fetchMock };
}

describe('the invitation page', () => {
  it('shows who invites to which business and as what, then signs the new member in', async () => {
    const session = { user: makeUser({ memberRole: 'adiestrador' }), token: 'new-session' };
    let accepted: MockRequest | null = null;
    const { onAccepted } = setup({
      [`GET /api/staff/invitations/${token}`]: () => ok(preview),
      [`POST /api/staff/invitations/${token}/accept`]: (request) => {
        accepted = request;
        return ok(session, STAFF_MESSAGES.accepted, 201);
      },
    });
    expect(
      await screen.findByText((_, el) =>
        el?.tagName === 'P'
          ? el.textContent ===
            'Marta Titular te invita a unirte a Escuela Canina Norte como Adiestrador/a.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('El enlace funciona hasta el 09/05/2025.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('luis@escuela.test');

    await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Luis Pérez');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Perro-Listo-2025');
    await userEvent.type(screen.getByLabelText(/Confirmar contraseña/), 'Perro-Listo-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    await vi.waitFor(() => expect(onAccepted).toHaveBeenCalledWith(session));
    expect(accepted!.body).toEqual({ name: 'Luis Pérez', password: 'Perro-Listo-2025' });
    // Public: the call carries no back-office token.
    expect(accepted!.headers.get('Authorization')).toBeNull();
  });

  it('applies sign-up’s password rules before sending', async () => {
    const { fetchMock } = setup({ [`GET /api/staff/invitations/${token}`]: () => ok(preview) });
    await userEvent.type(await screen.findByLabelText(/Nombre completo/), 'Luis');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await userEvent.type(screen.getByLabelText(/Confirmar contraseña/), 'otra');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, 'NOT_FOUND', STAFF_MESSAGES.invitationNotFound],
    [410, 'GONE', STAFF_MESSAGES.invitationGone],
  ])(
    'a link answered %i says so and offers the sign-in, with no form',
    async (status, code, message) => {
      setup({ [`GET /api/staff/invitations/${token}`]: () => fail(status, code, message) });
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
      expect(screen.queryByRole('button', { name: 'Unirme al equipo' })).toBeNull();
    },
  );

  it('a link used meanwhile (410 on accept) turns into the used-link state', async () => {
    setup({
      [`GET /api/staff/invitations/${token}`]: () => ok(preview),
      [`POST /api/staff/invitations/${token}/accept`]: () =>
        fail(410, 'GONE', STAFF_MESSAGES.invitationGone),
    });
    await userEvent.type(await screen.findByLabelText(/Nombre completo/), 'Luis Pérez');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Perro-Listo-2025');
    await userEvent.type(screen.getByLabelText(/Confirmar contraseña/), 'Perro-Listo-2025');
    await userEvent.click(screen.getByRole('button', { name: 'Unirme al equipo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invitationGone);
    expect(screen.queryByLabelText(/Nombre completo/)).toBeNull();
  });

  it('a malformed link asks the server nothing', async () => {
    const { fetchMock } = setup({}, 'no-vale');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invitationNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
