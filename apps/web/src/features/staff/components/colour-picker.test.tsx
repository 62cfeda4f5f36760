import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { StaffPanel } from './staff-panel';
import { staffList, titular, trainer } from './staff-test-data';

describe('Equipo: a colour per trainer (decision 0140)', () => {
  it('shows each member’s colour and changes it from the keyboard', async () => {
    const calls: MockRequest[] = [];
    mockApi({
      'GET /api/staff': () => ok(staffList()),
      [`PUT /api/staff/members/${trainer.userId}/colour`]: (r) => {
        calls.push(r);
        return ok({ ...trainer, colour: 'orange' });
      },
    });
    renderWithProviders(<StaffPanel />, { auth: fakeAuth() });
    const mine = await screen.findByRole('listitem', { name: new RegExp(titular.name) });
    const own = within(mine).getByRole('group', { name: 'Color en el calendario' });
    expect(within(own).getByRole('radio', { name: 'Azul' })).toBeChecked();

    const luis = screen.getByRole('listitem', { name: new RegExp(trainer.name) });
    const green = within(luis).getByRole('radio', { name: 'Verde' });
    expect(green).toBeChecked();
    green.focus();
    // The arrow key moves to the next colour of the palette and picks it.
    await userEvent.keyboard('{ArrowRight}');
    expect(calls[0]?.body).toEqual({ colour: 'orange' });
    await waitFor(() => expect(within(luis).getByRole('radio', { name: 'Naranja' })).toBeChecked());
    expect(await screen.findByText(STAFF_MESSAGES.colourChanged)).toBeInTheDocument();
  });
});
