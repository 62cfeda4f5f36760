import { screen } from '@testing-library/react';
import { ok, type MockRoutes } from './fetch-mock';

export interface OptionRecord {
  id: string;
  label: string;
  /** Dogs: the owner, for `?clientId=`. */
  clientId?: string;
}

/** A server for GET /api/{clients,dogs}/options that filters like the real one (search, id, clientId). */
export function optionsRoutes(clients: OptionRecord[], dogs: OptionRecord[] = []): MockRoutes {
  const answer = (records: OptionRecord[]) => (request: { search: string }) => {
    const params = new URLSearchParams(request.search);
    const text = (params.get('search') ?? '').toLowerCase();
    const options = records
      .filter((record) => !params.get('id') || record.id === params.get('id'))
      .filter((record) => !params.get('clientId') || record.clientId === params.get('clientId'))
      .filter((record) => record.label.toLowerCase().includes(text))
      .map(({ id, label }) => ({ id, label }));
    return ok({ options });
  };
  return { 'GET /api/clients/options': answer(clients), 'GET /api/dogs/options': answer(dogs) };
}

/** Opens a selector (combobox) and picks the option with this label. */
/** `user` is userEvent itself or a `userEvent.setup()`: anything that clicks. */
export async function chooseOption(
  user: { click: (element: Element) => Promise<unknown> },
  combobox: string | RegExp,
  option: string,
) {
  const input = screen.getByRole('combobox', { name: combobox });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}
