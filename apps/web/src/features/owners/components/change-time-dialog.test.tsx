import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, type OwnerAppointment, type OwnerTrainer } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ChangeTimeDialog } from './change-time-dialog';

const trainer: OwnerTrainer = {
  id: 't1',
  name: 'Lucía García',
  businessName: 'Adiestra Lucía',
  email: 'lucia@example.com',
  phone: null,
  place: null,
  timeZone: 'Europe/Madrid',
  cancellationNoticeHours: 24,
};
const appointment = {
  id: 'a1',
  date: addDays(todayIn('Europe/Madrid'), 10),
  time: '10:00',
  duration: 60,
  serviceType: 'basic_training',
  dogName: 'Rocky',
  givenBy: null,
  status: 'SCHEDULED',
  cancelledBy: null,
  startsAt: new Date().toISOString(),
  isPast: false,
  canChange: true,
  pendingChange: null,
  rejectedChange: null,
} satisfies OwnerAppointment;

describe('ChangeTimeDialog', () => {
  it("offers the day's free times and asks for the chosen one", async () => {
    const tomorrow = addDays(todayIn('Europe/Madrid'), 1);
    const asked: unknown[] = [];
    mockApi({
      'GET /api/owner/appointments/a1/free-times': ({ search }) =>
        ok({
          slots: search.includes(tomorrow)
            ? [
                { time: '09:00', endTime: '10:00' },
                { time: '16:30', endTime: '17:30' },
              ]
            : [],
        }),
      'POST /api/owner/appointments/a1/change-requests': ({ body }) => {
        asked.push(body);
        return ok(null, 'Hemos enviado tu petición de cambio al educador', 201);
      },
    });
    const onClose = vi.fn();
    renderWithProviders(
      <ChangeTimeDialog
        link={null}
        appointment={appointment}
        trainer={trainer}
        onClose={onClose}
      />,
      { auth: fakeAuth() },
    );
    expect(screen.getByLabelText(/^Día/)).toHaveValue(tomorrow);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir el cambio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elige una hora libre.');
    await userEvent.click(await screen.findByRole('radio', { name: '16:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pedir el cambio' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toEqual([{ date: tomorrow, time: '16:30' }]);
  });

  it('says when a day has no free time', async () => {
    mockApi({ 'GET /api/owner/appointments/a1/free-times': () => ok({ slots: [] }) });
    renderWithProviders(
      <ChangeTimeDialog
        link={null}
        appointment={appointment}
        trainer={trainer}
        onClose={vi.fn()}
      />,
      { auth: fakeAuth() },
    );
    expect(
      await screen.findByText('No hay horas libres ese día. Prueba otro.'),
    ).toBeInTheDocument();
  });
});
