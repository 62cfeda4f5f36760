import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeAppointment } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ExceptionFormDialog } from './exception-form-dialog';

const day = addDays(todayIn('Europe/Madrid'), 5);
const EXCEPTION = {
  id: 'e1',
  kind: 'CLOSED',
  startDate: day,
  endDate: day,
  startTime: '09:00',
  endTime: '13:00',
  reason: null,
};
const MORNING = makeAppointment({
  id: 'a1',
  clientName: 'Pablo Gil',
  clientEmail: 'pablo@example.com',
  dogName: 'Luna',
  scheduledDate: day,
  scheduledTime: '10:00',
});
const NO_EMAIL = makeAppointment({
  id: 'a2',
  clientName: 'Luis Sin Correo',
  clientEmail: '',
  dogName: 'Toby',
  scheduledDate: day,
  scheduledTime: '12:00',
});

function setup(affected: unknown[]) {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/appointments/availability-exceptions/affected': (r) => {
      calls.push(r);
      return ok({ appointments: affected });
    },
    'POST /api/appointments/availability-exceptions': (r) => {
      calls.push(r);
      return ok(EXCEPTION, undefined, 201);
    },
  });
  const onClose = vi.fn();
  renderWithProviders(<ExceptionFormDialog onClose={onClose} />, { auth: fakeAuth() });
  return { calls, onClose };
}

async function fillMorning() {
  fireEvent.change(screen.getByLabelText(/^Fecha/), { target: { value: day } });
  fireEvent.change(screen.getByLabelText(/^Desde/), { target: { value: '09:00' } });
  fireEvent.change(screen.getByLabelText(/^Hasta$/), { target: { value: '13:00' } });
}

describe('ExceptionFormDialog: blocking time over appointments (issue 27)', () => {
  it('lists the confirmed appointments before saving, and tells their owners when asked', async () => {
    const { calls, onClose } = setup([MORNING, NO_EMAIL]);
    await fillMorning();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    const list = await screen.findByRole('list', { name: 'Citas confirmadas en este horario' });
    expect(calls[0]!.search).toBe(
      `?startDate=${day}&endDate=${day}&startTime=09%3A00&endTime=13%3A00`,
    );
    expect(
      screen.getByRole('heading', { name: 'Este bloqueo coincide con 2 citas confirmadas' }),
    ).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/10:00.*Pablo Gil · Luna/);
    expect(items[1]).toHaveTextContent(/Luis Sin Correo · Toby.*\(sin email\)/);
    // Nothing is saved until the trainer has seen them.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Avisar por email a los dueños' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Bloquear igualmente' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'CLOSED',
      startDate: day,
      startTime: '09:00',
      endTime: '13:00',
      notifyOwners: true,
    });
  });

  it('saves without telling anyone when the trainer unticks it', async () => {
    const { calls, onClose } = setup([MORNING]);
    await fillMorning();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Avisar por email a los dueños' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear igualmente' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ notifyOwners: false });
  });

  it('asks again when the time changes after the warning', async () => {
    const { calls } = setup([MORNING]);
    await fillMorning();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await screen.findByRole('list', { name: 'Citas confirmadas en este horario' });
    fireEvent.change(screen.getByLabelText(/^Hasta$/), { target: { value: '11:00' } });
    // Another time: the old list no longer holds, and "Bloquear" checks again.
    expect(
      screen.queryByRole('list', { name: 'Citas confirmadas en este horario' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await screen.findByRole('list', { name: 'Citas confirmadas en este horario' });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves at once, telling nobody, when no appointment is in the way', async () => {
    const { calls, onClose } = setup([]);
    await fillMorning();
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ notifyOwners: false });
  });
});
