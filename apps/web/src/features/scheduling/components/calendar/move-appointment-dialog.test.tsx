import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayIn } from '@adiestra/shared';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeAppointment } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { MoveAppointmentDialog } from './move-appointment-dialog';

/**
 * Issue 26: the move dialog shows the server's answer for the new time (its refusal, or the
 * booking rules the time breaks) instead of recomputing the rules in the browser.
 */

// A month from today (the server answers for the date; nothing here may fall in the past).
const DAY = addDays(todayIn('Europe/Madrid', new Date()), 30);
const NEXT_DAY = addDays(DAY, 1);
const appointment = makeAppointment({
  id: 'a1',
  scheduledDate: DAY,
  scheduledTime: '11:00',
});
const CHECK = 'GET /api/appointments/calendar/move-check/a1';

function show(
  check: (request: MockRequest) => Response | Promise<Response>,
  target = { date: NEXT_DAY, time: '16:00' },
) {
  const checks: string[] = [];
  const puts: unknown[] = [];
  const onClose = vi.fn();
  mockApi({
    [CHECK]: (request) => {
      checks.push(request.search);
      return check(request);
    },
    'PUT /api/appointments/a1': (request) => {
      puts.push(request.body);
      return ok({ ...appointment, scheduledDate: target.date, scheduledTime: target.time });
    },
  });
  renderWithProviders(
    <MoveAppointmentDialog appointment={appointment} target={target} onClose={onClose} />,
    { auth: fakeAuth() },
  );
  return { checks, puts, onClose };
}

const answerBox = () => screen.getByTestId('move-check');

describe('MoveAppointmentDialog', () => {
  it('asks the server about the dropped time, says it is checking, then shows the rules it breaks', async () => {
    const reply = deferred<Response>();
    const { checks } = show(() => reply.promise);
    expect(within(answerBox()).getByText('Comprobando la nueva hora…')).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('aria-busy', 'true');
    reply.resolve(ok({ refusal: null, warnings: ['Esa hora está fuera del horario de atención'] }));
    expect(
      await within(answerBox()).findByText('Esa hora está fuera del horario de atención'),
    ).toBeInTheDocument();
    expect(screen.getByText('Puedes moverla igualmente.')).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('aria-busy', 'false');
    expect(checks).toEqual([`?date=${NEXT_DAY}&time=16%3A00`]);
  });

  it('refuses a past date at once with the shared rule, without asking the server or offering to move anyway', async () => {
    const yesterday = addDays(todayIn('Europe/Madrid', new Date()), -1);
    const { checks, puts } = show(() => ok({ refusal: null, warnings: ['x'] }), {
      date: yesterday,
      time: '10:00',
    });
    expect(screen.getByText('La fecha no puede ser en el pasado')).toBeInTheDocument();
    expect(screen.queryByTestId('move-check')).not.toBeInTheDocument();
    expect(screen.queryByText(/igualmente/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmar cambio' }));
    expect(screen.getAllByText('La fecha no puede ser en el pasado')).toHaveLength(1);
    expect(checks).toEqual([]);
    expect(puts).toEqual([]);
  });

  it('shows the server’s refusal as an error, in the server’s words', async () => {
    show(() =>
      ok({ refusal: 'Ya tienes una cita programada que se solapa con ese horario', warnings: [] }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se puede mover a esta hora');
    expect(alert).toHaveTextContent('Ya tienes una cita programada que se solapa con ese horario');
  });

  it('keeps the last answer on screen, greyed, while a new time is checked', async () => {
    const second = deferred<Response>();
    const { checks } = show((request) =>
      request.search.includes('17%3A00')
        ? second.promise
        : ok({ refusal: null, warnings: ['Esa hora está demasiado cerca de otra cita'] }),
    );
    await within(answerBox()).findByText('Esa hora está demasiado cerca de otra cita');
    fireEvent.change(screen.getByLabelText(/Nueva hora/), { target: { value: '17:00' } });
    await waitFor(() => expect(checks).toHaveLength(2));
    // The old answer stays (no jump), marked busy, with no loading line pushing it down.
    expect(answerBox()).toHaveAttribute('aria-busy', 'true');
    expect(
      within(answerBox()).getByText('Esa hora está demasiado cerca de otra cita'),
    ).toBeVisible();
    expect(within(answerBox()).queryByText('Comprobando la nueva hora…')).toBeNull();
    second.resolve(ok({ refusal: null, warnings: [] }));
    expect(
      await within(answerBox()).findByText('Hora libre y dentro de tus reglas de reserva.'),
    ).toBeInTheDocument();
    expect(answerBox()).toHaveAttribute('aria-busy', 'false');
  });

  it('a clean time moves on confirmation', async () => {
    const { puts, onClose } = show(() => ok({ refusal: null, warnings: [] }));
    await within(answerBox()).findByText('Hora libre y dentro de tus reglas de reserva.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar cambio' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(puts).toEqual([{ scheduledDate: NEXT_DAY, scheduledTime: '16:00' }]);
  });

  it('when the check fails, says so and still lets the trainer try', async () => {
    show(() => fail(500, 'INTERNAL_ERROR', 'Error interno'));
    expect(
      await within(answerBox()).findByText(
        'No se pudo comprobar la nueva hora. Puedes intentar moverla igualmente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
  });

  it('asks nothing while the time is the current one', () => {
    const { checks } = show(() => ok({ refusal: null, warnings: [] }), {
      date: appointment.scheduledDate,
      time: appointment.scheduledTime,
    });
    expect(screen.queryByTestId('move-check')).toBeNull();
    expect(checks).toEqual([]);
  });
});
