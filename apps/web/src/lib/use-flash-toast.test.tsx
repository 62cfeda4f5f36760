import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { useFlashToast } from './use-flash-toast';

function DogsPage() {
  useFlashToast();
  const [params, setParams] = useSearchParams();
  const all = params.get('active') === 'all';
  return (
    <label>
      <input
        type="checkbox"
        checked={!all}
        onChange={() => setParams(all ? {} : { active: 'all' }, { replace: true })}
      />
      Mostrar solo perros activos
    </label>
  );
}

/** A browser router on jsdom's real history, as the app runs (a reload = a new router). */
function openApp() {
  const router = createBrowserRouter([{ path: '/dogs', element: <DogsPage /> }]);
  render(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useFlashToast', () => {
  it('shows the message once, forgets it for a reload, and leaves the URL to the person', async () => {
    window.history.pushState({ usr: { message: 'Perro creado' }, key: 'a', idx: 1 }, '', '/dogs');
    const router = openApp();
    expect(await screen.findByText('Perro creado')).toBeInTheDocument();
    expect((window.history.state as { usr: unknown }).usr).toBeNull();

    // A filter clicked right after arriving stays applied.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar solo perros activos' }));
    expect(router.state.location.search).toBe('?active=all');
    expect(window.location.search).toBe('?active=all');
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    // A reload of the same entry does not repeat the message.
    router.dispose();
    cleanup();
    openApp();
    expect(await screen.findByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByText('Perro creado')).not.toBeInTheDocument();
  });
});
