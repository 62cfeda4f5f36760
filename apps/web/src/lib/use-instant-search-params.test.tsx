import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useInstantSearchParams } from './use-instant-search-params';

type Hook = typeof useSearchParams;
/** Every setter the page was given: effects that depend on it must not re-run on each change. */
const setters = new Set<unknown>();

function filtersPage(useParams: Hook) {
  return function DogsFilters() {
    const [params, setParams] = useParams();
    setters.add(setParams);
    const all = params.get('active') === 'all';
    return (
      <>
        <label>
          <input
            type="checkbox"
            checked={!all}
            onChange={() =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (all) next.delete('active');
                  else next.set('active', 'all');
                  return next;
                },
                { replace: true },
              )
            }
          />
          Mostrar solo perros activos
        </label>
        <select
          aria-label="Raza"
          value={params.get('breed') ?? ''}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('breed', event.target.value);
              return next;
            })
          }
        >
          <option value="">Todas las razas</option>
          <option value="Beagle">Beagle</option>
        </select>
      </>
    );
  };
}

function open(useParams: Hook, url = '/dogs') {
  const router = createMemoryRouter([{ path: '/dogs', Component: filtersPage(useParams) }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const activeOnly = () => screen.getByRole('checkbox', { name: 'Mostrar solo perros activos' });

/*
 * Clicks here are the browser's own, outside act(): act() would flush the router's transition
 * before the assertion and hide what a person (and Playwright) sees between click and navigation.
 */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  cleanup();
  setters.clear();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useInstantSearchParams', () => {
  it('shows a click at once, before the router has written the URL', async () => {
    const router = open(useInstantSearchParams);
    activeOnly().click();
    expect(activeOnly()).not.toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?active=all'));
    expect(activeOnly()).not.toBeChecked();
  });

  it('builds a quick second change on the first one, not on the URL left behind', async () => {
    const router = open(useInstantSearchParams);
    activeOnly().click();
    const breed = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Raza' });
    breed.value = 'Beagle';
    breed.dispatchEvent(new Event('change', { bubbles: true }));
    expect(activeOnly()).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Raza' })).toHaveValue('Beagle');
    await waitFor(() => expect(router.state.location.search).toBe('?active=all&breed=Beagle'));
    expect(activeOnly()).not.toBeChecked();
    expect(setters.size).toBe(1);
  });

  it('follows the URL again when it moves elsewhere (Back, a link)', async () => {
    const router = open(useInstantSearchParams);
    activeOnly().click();
    await waitFor(() => expect(router.state.location.search).toBe('?active=all'));
    await router.navigate('/dogs');
    await waitFor(() => expect(activeOnly()).toBeChecked());
    await router.navigate('/dogs?active=all');
    await waitFor(() => expect(activeOnly()).not.toBeChecked());
  });

  it('is needed: the router’s own hook still shows the old value right after the click', async () => {
    const router = open(useSearchParams);
    activeOnly().click();
    expect(activeOnly()).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?active=all'));
    await waitFor(() => expect(activeOnly()).not.toBeChecked());
  });
});
