import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type AvailabilitySlot } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import type { FormTarget } from './availability-form-dialog';
import { AvailabilityPanel } from './availability-panel';

const today = todayIn('Europe/Madrid');
const slot = (id: string, isBooked: boolean): AvailabilitySlot => ({
  id: `0190f0c2-5a4b-7c3d-8e9f-00000000000${id}`,
  date: addDays(today, 1),
  dayOfWeek: 1,
  startTime: isBooked ? '09:00' : '16:00',
  endTime: isBooked ? '12:00' : '18:00',
  isBooked,
});
const slots = [slot('1', true), slot('2', false)];

function Harness() {
  const [target, setTarget] = useState<FormTarget>(null);
  return (
    <>
      <button type="button" onClick={() => setTarget('new')}>
        Nuevo horario
      </button>
      <AvailabilityPanel target={target} onTarget={setTarget} />
    </>
  );
}

function setup(routes: Record<string, (r: MockRequest) => Response> = {}) {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/appointments/availability': (r) => {
      calls.push(r);
      return ok({ slots, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } });
    },
    ...routes,
  });
  renderWithProviders(<Harness />, { auth: fakeAuth({ user: makeUser() }) });
  return calls;
}

describe('AvailabilityPanel', () => {
  it('loads the current month and labels each slot Disponible/Ocupado and Único', async () => {
    const calls = setup();
    const items = within(
      await screen.findByRole('list', { name: 'Horarios de disponibilidad' }),
    ).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ocupado');
    expect(items[1]).toHaveTextContent('Disponible');
    expect(items[1]).toHaveTextContent('Único');
    const month = today.slice(0, 7);
    expect(calls[0]!.search).toContain(`startDate=${month}-01`);
    expect(screen.getByLabelText('Mes')).toHaveValue(month);
  });

  it("validates the form with the spec's messages and shows the server's overlap", async () => {
    setup({
      'POST /api/appointments/availability': () =>
        fail(409, 'CONFLICT', 'Este horario se solapa con otro horario de disponibilidad'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo horario' }));
    const dialog = screen.getByRole('dialog', { name: 'Nuevo horario' });
    await userEvent.clear(within(dialog).getByLabelText(/Hora de fin/));
    await userEvent.type(within(dialog).getByLabelText(/Hora de fin/), '08:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear horario' }));
    expect(
      await within(dialog).findByText('La hora de fin debe ser posterior a la hora de inicio'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Hora de fin/));
    await userEvent.type(within(dialog).getByLabelText(/Hora de fin/), '10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear horario' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este horario se solapa');
  });

  it('asks before deleting a slot', async () => {
    const deleted: string[] = [];
    setup({
      [`DELETE /api/appointments/availability/${slots[1]!.id}`]: (r) => {
        deleted.push(r.path);
        return ok(null, 'Horario eliminado');
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Eliminar el horario del .*16:00–18:00$/ }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Eliminar horario' });
    expect(confirm).toHaveTextContent('¿Estás seguro de que quieres eliminar este horario?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
  });
});
