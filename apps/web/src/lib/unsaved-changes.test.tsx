import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

/** A settings-like card: saving keeps the page and makes what was saved the new starting point. */
function NameCard({ label }: { label: string }) {
  const { register, handleSubmit, reset, getValues, formState } = useForm({
    defaultValues: { name: 'Ana' },
  });
  const discard = useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  return (
    <form onSubmit={handleSubmit(() => reset(getValues()))}>
      <label>
        {label}
        <input {...register('name')} />
      </label>
      <button type="submit">Guardar {label}</button>
      <button type="button" onClick={discard}>
        Descartar {label}
      </button>
    </form>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Link to="/panel">Panel</Link>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          {
            path: '/ajustes',
            element: (
              <>
                <h1>Ajustes</h1>
                <NameCard label="Perfil" />
                <NameCard label="Negocio" />
              </>
            ),
          },
          { path: '/panel', element: <h1>Panel</h1> },
        ],
      },
    ],
    { initialEntries: ['/ajustes'] },
  );
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('leaving a page with unsaved changes', () => {
  afterEach(cleanup);

  it('leaves at once when nothing was edited', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    expect(heading('Panel')).toBeInTheDocument();
  });

  it('asks when any card of the page holds an edit; staying keeps the typed text', async () => {
    const user = renderApp();
    await user.type(screen.getByLabelText('Negocio'), ' López');
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tienes cambios sin guardar' });
    expect(dialog).toHaveTextContent('se perderán los cambios que no has guardado');

    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(heading('Ajustes')).toBeInTheDocument();
    expect(screen.getByLabelText('Negocio')).toHaveValue('Ana López');

    await user.click(screen.getByRole('link', { name: 'Panel' }));
    await user.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(heading('Panel')).toBeInTheDocument();
  });

  it('does not ask once the edit is saved, nor after the form’s own cancel', async () => {
    const user = renderApp();
    await user.type(screen.getByLabelText('Perfil'), ' María');
    await user.click(screen.getByRole('button', { name: 'Guardar Perfil' }));
    await user.type(screen.getByLabelText('Negocio'), ' S.L.');
    await user.click(screen.getByRole('button', { name: 'Descartar Negocio' }));
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    expect(heading('Panel')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
