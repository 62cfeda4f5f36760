import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { ProfileForm } from './profile-form';

const zone = () => screen.getByRole('combobox', { name: 'Zona horaria' });

describe('ProfileForm time zone', () => {
  it('offers the Spanish zones and sends the chosen one with the profile', async () => {
    const profile = makeUser({ firstName: 'Ana', lastName: 'Pérez' });
    const sent: MockRequest[] = [];
    mockApi({
      'PUT /api/auth/profile': (request) => {
        sent.push(request);
        return ok({ ...profile, timeZone: 'Atlantic/Canary' }, 'Perfil actualizado exitosamente');
      },
    });
    renderWithProviders(<ProfileForm profile={profile} />, { auth: fakeAuth({ user: profile }) });
    expect(zone()).toHaveValue('Europe/Madrid');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Península, Baleares, Ceuta y Melilla',
      'Canarias',
    ]);

    const user = userEvent.setup();
    await user.selectOptions(zone(), 'Canarias');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Perfil actualizado exitosamente')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      phone: null,
      timeZone: 'Atlantic/Canary',
    });
  });

  it('keeps a zone set elsewhere selectable, and shows the server’s field message', async () => {
    const profile = makeUser({ timeZone: 'America/Mexico_City' });
    mockApi({
      'PUT /api/auth/profile': () =>
        fail(400, 'VALIDATION_ERROR', 'Zona horaria no válida', {
          timeZone: 'Zona horaria no válida',
        }),
    });
    renderWithProviders(<ProfileForm profile={profile} />, { auth: fakeAuth({ user: profile }) });
    expect(zone()).toHaveValue('America/Mexico_City');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zona horaria no válida');
    expect(zone()).toHaveAccessibleDescription(/Zona horaria no válida/);
  });
});

describe('ProfileForm errors', () => {
  it("clears a field's server message and the error banner as soon as that field is edited", async () => {
    const profile = makeUser({ firstName: 'Ana', lastName: 'Pérez' });
    mockApi({
      'PUT /api/auth/profile': () =>
        fail(400, 'VALIDATION_ERROR', 'Revisa el teléfono', { phone: 'Teléfono no válido' }),
    });
    renderWithProviders(<ProfileForm profile={profile} />, { auth: fakeAuth({ user: profile }) });
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Teléfono');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa el teléfono');
    expect(phone).toHaveAccessibleDescription(/Teléfono no válido/);

    await user.type(phone, '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phone).not.toHaveAccessibleDescription(/Teléfono no válido/);
    expect(phone).not.toHaveAttribute('aria-invalid');
  });
});
