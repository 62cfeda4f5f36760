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
const slot = (
  id: string,
  startTime: string,
  endTime: string,
  bookedMinutes: number,
): AvailabilitySlot => ({
  id: `0190f0c2-5a4b-7c3d-8e9f-00000000000${id}`,
  date: addDays(today, 1),
  dayOfWeek: 1,
  startTime,
  endTime,
  isBooked: bookedMinutes > 0,
  bookedMinutes,
});
const slots = [
  slot('1', '09:00', '13:00', 60),
  slot('2', '16:00', '18:00', 0),
  slot('3', '18:00', '19:30', 90),
  slot('4', '19:30', '23:30', 90),
];

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
    'GET /api/appointments/weekly-hours': () => ok({ ranges: [] }),
    'GET /api/appointments/availability': (r) => {
      calls.push(r);
      return ok({ slots, pagination: { page: 1, limit: 20, total: 4, totalPages: 1 } });
    },
    ...routes,
  });
  renderWithProviders(<Harness />, { auth: fakeAuth({ user: makeUser() }) });
  return calls;
}

const noSlots = () =>
  ok({ slots: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });

describe('AvailabilityPanel', () => {
  it('with no weekly hours, an empty month says the booking page offers nothing', async () => {
    setup({ 'GET /api/appointments/availability': noSlots });
    expect(await screen.findByText(/^No hay horarios en /)).toBeInTheDocument();
    expect(screen.getByText(/tu página de reservas ofrecerá esas horas/)).toBeInTheDocument();
  });

  it('with weekly hours, an empty month of one-off slots is not a warning (issue 27)', async () => {
    setup({
      'GET /api/appointments/availability': noSlots,
      'GET /api/appointments/weekly-hours': () =>
        ok({ ranges: [{ weekday: 1, startTime: '09:00', endTime: '14:00' }] }),
    });
    expect(await screen.findByText(/^Sin horarios puntuales en /)).toBeInTheDocument();
    expect(screen.getByText(/ya ofrece tu horario semanal/)).toBeInTheDocument();
    expect(screen.queryByText(/^No hay horarios en /)).toBeNull();
  });

  it('loads the current month and shows how much of each slot is booked, never Ocupado', async () => {
    const calls = setup();
    const items = within(
      await screen.findByRole('list', { name: 'Horarios de disponibilidad' }),
    ).getAllByRole('listitem');
    // One hour booked of 09:00–13:00: the rest is still offered on the public page.
    expect(items[0]).toHaveTextContent('1 de 4 h reservadas');
    expect(items[1]).toHaveTextContent('Disponible');
    expect(items[1]).toHaveTextContent('Único');
    expect(items[2]).toHaveTextContent('Completo');
    expect(items[3]).toHaveTextContent('1,5 de 4 h reservadas');
    expect(screen.queryByText('Ocupado')).not.toBeInTheDocument();
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

describe('AvailabilityPanel: editing a slot', () => {
  const free = slots[1]!;

  /** The PUT reply decides the outcome; a success changes the stored slot, as the server would. */
  function setupEdit(reply: (r: MockRequest) => Response | null) {
    const store = slots.map((s) => ({ ...s }));
    const puts: MockRequest[] = [];
    mockApi({
      'GET /api/appointments/availability': () =>
        ok({ slots: store, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } }),
      [`PUT /api/appointments/availability/${free.id}`]: (r) => {
        puts.push(r);
        const answer = reply(r);
        if (answer) return answer;
        const stored = store.find((s) => s.id === free.id)!;
        Object.assign(stored, r.body);
        return ok(stored);
      },
    });
    renderWithProviders(<Harness />, { auth: fakeAuth({ user: makeUser() }) });
    return puts;
  }

  async function openEdit() {
    await userEvent.click(
      await screen.findByRole('button', { name: /^Editar el horario del .*16:00–18:00$/ }),
    );
    return screen.getByRole('dialog', { name: 'Editar horario' });
  }

  async function setTimes(dialog: HTMLElement, start: string, end: string) {
    const startField = within(dialog).getByLabelText(/Hora de inicio/);
    const endField = within(dialog).getByLabelText(/Hora de fin/);
    await userEvent.clear(startField);
    await userEvent.type(startField, start);
    await userEvent.clear(endField);
    await userEvent.type(endField, end);
  }

  it('opens prefilled, sends PUT with the changed times and closes on success', async () => {
    const puts = setupEdit(() => null);
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText(/Fecha/)).toHaveValue(free.date);
    expect(within(dialog).getByLabelText(/Hora de inicio/)).toHaveValue('16:00');
    expect(within(dialog).getByLabelText(/Hora de fin/)).toHaveValue('18:00');
    expect(within(dialog).queryByRole('button', { name: 'Crear horario' })).toBeNull();

    await setTimes(dialog, '17:00', '19:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts.map((p) => p.body)).toEqual([
      { date: free.date, startTime: '17:00', endTime: '19:30' },
    ]);
    expect(screen.getByText('Horario actualizado')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Editar el horario del .*17:00–19:30$/ }),
    ).toBeInTheDocument();
  });

  it('checks the edited times before sending anything', async () => {
    const puts = setupEdit(() => null);
    const dialog = await openEdit();
    await setTimes(dialog, '18:00', '17:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(dialog).getByLabelText(/Hora de fin/)).toHaveAccessibleDescription(
      'La hora de fin debe ser posterior a la hora de inicio',
    );
    expect(puts).toHaveLength(0);
  });

  it("keeps the dialog open with the server's overlap message", async () => {
    const puts = setupEdit(() =>
      fail(409, 'CONFLICT', 'Este horario se solapa con otro horario de disponibilidad'),
    );
    const dialog = await openEdit();
    await setTimes(dialog, '11:00', '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este horario se solapa con otro horario de disponibilidad',
    );
    expect(puts.map((p) => p.body)).toEqual([
      { date: free.date, startTime: '11:00', endTime: '13:00' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Editar horario' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Hora de inicio/)).toHaveValue('11:00');
    expect(screen.queryByText('Horario actualizado')).not.toBeInTheDocument();
  });

  it("puts the server's message about one field on that field, not in a banner", async () => {
    // What the API answers for a day already gone in the trainer's time zone.
    setupEdit(() =>
      fail(400, 'VALIDATION_ERROR', 'La fecha no puede ser en el pasado', {
        date: 'La fecha no puede ser en el pasado',
      }),
    );
    const dialog = await openEdit();
    await setTimes(dialog, '11:00', '13:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));

    const date = within(dialog).getByLabelText(/Fecha/);
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('La fecha no puede ser en el pasado'),
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(within(dialog).getByLabelText(/Hora de inicio/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText(/Hora de fin/)).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Editar horario' })).toBeInTheDocument();
  });
});
