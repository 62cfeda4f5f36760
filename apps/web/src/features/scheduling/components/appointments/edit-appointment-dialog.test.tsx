import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeAppointment, makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { EditAppointmentDialog } from './edit-appointment-dialog';

const SERIES = '0190f0c2-5a4b-7c3d-8e9f-0000000000f1';

function setup(seriesId: string | null) {
  const appointment = makeAppointment({ seriesId, scheduledTime: '10:00' });
  const calls: MockRequest[] = [];
  mockApi({
    [`PUT /api/appointments/${appointment.id}`]: (r: MockRequest) => {
      calls.push(r);
      return ok(appointment, 'Cita actualizada');
    },
  });
  const onClose = vi.fn();
  renderWithProviders(<EditAppointmentDialog appointment={appointment} onClose={onClose} />, {
    auth: fakeAuth({ user: makeUser() }),
  });
  return { calls, onClose };
}

describe('EditAppointmentDialog of a weekly series (issue 29)', () => {
  it('sends the change for this one and the following ones when so chosen', async () => {
    const { calls, onClose } = setup(SERIES);
    const user = userEvent.setup();
    expect(screen.getByLabelText(/Solo esta/)).toBeChecked();
    await user.click(screen.getByLabelText(/Esta y las siguientes/));
    fireEvent.change(screen.getByLabelText(/^Hora/), { target: { value: '11:30' } });
    expect(screen.getByText(/un e-mail con las nuevas fechas y horas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({ scheduledTime: '11:30', scope: 'following' });
  });

  it('sends no scope for "Solo esta", and offers no choice outside a series', async () => {
    const { calls, onClose } = setup(SERIES);
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'CANCELLED');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toMatchObject({ status: 'CANCELLED' });
    expect(calls[0]!.body).not.toHaveProperty('scope');
  });

  it('shows no series choice for a single appointment', () => {
    setup(null);
    expect(screen.queryByLabelText(/Esta y las siguientes/)).not.toBeInTheDocument();
  });
});
