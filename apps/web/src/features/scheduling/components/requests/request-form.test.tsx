import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeRequest } from '../../test-fixtures';
import { RequestForm } from './request-form';

const trainer = makeUser({ firstName: 'Lucía' });
const date = addDays(todayIn('Europe/Madrid'), 5);

function setup(slots: { time: string; endTime: string }[]) {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/appointments/public/available-slots': (r) => {
      calls.push(r);
      return ok({ slots });
    },
    'POST /api/appointments/requests': (r) => {
      calls.push(r);
      return ok(makeRequest({ status: 'APPROVED', source: 'internal' }), 'Cita creada', 201);
    },
  });
  const onDone = vi.fn();
  renderWithProviders(<RequestForm onDone={onDone} />, { auth: fakeAuth({ user: trainer }) });
  return { calls, onDone };
}

describe('RequestForm (Nueva Cita)', () => {
  it(
    "shows every required field's message and confirms as an appointment by default",
    { timeout: 20_000 },
    async () => {
      setup([]);
      expect(await screen.findByLabelText('Confirmar como cita')).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      for (const message of [
        'El nombre del cliente es requerido',
        'El email es requerido',
        'El teléfono es requerido',
        'El nombre del perro es requerido',
        'La fecha es requerida',
        'La hora es requerida',
        'El tipo de servicio es requerido',
      ]) {
        expect(await screen.findByText(message)).toBeInTheDocument();
      }
      await userEvent.click(screen.getByLabelText('Confirmar como cita'));
      expect(screen.getByRole('button', { name: 'Crear Solicitud' })).toBeInTheDocument();
    },
  );

  it(
    'offers the free times of the chosen date and duration, and sends the request',
    { timeout: 20_000 },
    async () => {
      const { calls, onDone } = setup([{ time: '09:30', endTime: '11:00' }]);
      await userEvent.type(await screen.findByLabelText(/Nombre del cliente/), 'Pablo Gil');
      await userEvent.type(screen.getByLabelText(/^Email/), 'pablo@example.com');
      await userEvent.type(screen.getByLabelText(/Teléfono/), '0612');
      await userEvent.type(screen.getByLabelText(/Nombre del perro/), 'Luna');
      await userEvent.selectOptions(screen.getByLabelText(/Tipo de servicio/), 'evaluation');
      await userEvent.selectOptions(screen.getByLabelText('Duración'), '90');
      fireEvent.change(screen.getByLabelText(/Fecha/), { target: { value: date } });
      await screen.findByRole('option', { name: '09:30 – 11:00' });
      expect(calls[0]!.search).toBe(`?date=${date}&duration=90`);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Hora/ }), '09:30');
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      expect(await screen.findByText('El teléfono no es válido')).toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText(/Teléfono/));
      await userEvent.type(screen.getByLabelText(/Teléfono/), '+34 612 345 678');
      await userEvent.click(screen.getByRole('button', { name: 'Crear Cita' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        clientName: 'Pablo Gil',
        requestedDate: date,
        requestedTime: '09:30',
        duration: 90,
        serviceType: 'evaluation',
        confirm: true,
      });
    },
  );

  it('says so when no time is free, and still takes a typed time', async () => {
    setup([]);
    fireEvent.change(await screen.findByLabelText(/Fecha/), { target: { value: date } });
    expect(
      await screen.findByText(/No hay horarios disponibles para esta fecha/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Hora/)).toHaveAttribute('type', 'time');
  });
});
