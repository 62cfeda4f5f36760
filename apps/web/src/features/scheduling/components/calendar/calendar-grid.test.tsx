import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_RULES, type Calendar } from '@adiestra/shared';
import { CalendarGrid } from './calendar-grid';
import { viewDates } from './calendar-layout';
import { makeAppointment } from '@/testing/fixtures';

const dates = viewDates('week', '2024-05-08'); // Monday 6 … Sunday 12 May 2024

const trainer = { id: 't1', name: 'Marta Titular', colour: 'blue' } as const;
const appointment = {
  ...makeAppointment({
    id: 'a1',
    clientPhone: '600000000',
    scheduledDate: '2024-05-08',
    scheduledTime: '11:00',
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-01T10:00:00.000Z',
  }),
  trainer,
};

const data: Calendar = {
  timeZone: 'Europe/Madrid',
  today: '2024-05-07',
  nowMinutes: 10 * 60 + 15,
  days: dates.map((date) => ({
    date,
    open: date === '2024-05-09' ? [] : [{ startTime: '09:00', endTime: '14:00' }],
    closed:
      date === '2024-05-09'
        ? [{ exceptionId: 'x', startTime: '00:00', endTime: '24:00', reason: 'Festivo' }]
        : [],
  })),
  appointments: [appointment],
  requests: [
    {
      id: 'r1',
      clientName: 'Pablo Gil',
      dogName: 'Luna',
      requestedDate: '2024-05-10',
      requestedTime: '12:00',
      duration: 60,
      serviceType: 'evaluation',
      trainer: null,
    },
  ],
  classes: [
    {
      id: 'c1',
      seriesId: null,
      serviceId: 's1',
      serviceName: 'Clase de cachorros',
      color: '#7c3aed',
      date: '2024-05-08',
      time: '12:00',
      duration: 60,
      place: 'Parque',
      places: 6,
      minPlaces: null,
      enrolled: 4,
      status: 'scheduled',
      priceCents: null,
      payment: 'price',
      course: null,
      trainer,
    },
  ],
  trainers: [trainer],
  rules: { ...DEFAULT_BOOKING_RULES },
};

function renderGrid() {
  const handlers = {
    onOpenAppointment: vi.fn(),
    onOpenRequest: vi.fn(),
    onEmptyTime: vi.fn(),
    onDropAppointment: vi.fn(),
  };
  render(
    <MemoryRouter>
      <CalendarGrid data={data} dates={dates} {...handlers} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('CalendarGrid', () => {
  it('puts each block on its day, marks today and now, and reads the hours aloud', async () => {
    const handlers = renderGrid();
    const wednesday = screen.getByRole('region', { name: /miércoles, 8 de mayo de 2024/ });
    const block = within(wednesday).getByRole('button', {
      name: '11:00–12:00, Marta Ruiz, Rocky, Entrenamiento Básico, Programada',
    });
    // Issue 27: the dog leads, the owner follows (cut when the column is narrow).
    expect(block).toHaveTextContent(/^11:00–12:00Rocky· Marta Ruiz$/);
    await userEvent.click(block);
    expect(handlers.onOpenAppointment).toHaveBeenCalledWith(appointment);

    // A group class is one block with its places taken, opening its roster (issue 29).
    const groupClass = within(wednesday).getByRole('link', {
      name: 'Clase, 12:00–13:00, Clase de cachorros, 4 de 6 plazas ocupadas',
    });
    expect(groupClass).toHaveTextContent('12:00–13:00 · 4/6');
    expect(groupClass).toHaveAttribute('href', '/classes/c1');

    const today = screen.getByRole('region', { name: /martes, 7 de mayo de 2024 \(hoy\)/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('Ahora, 10:15')).toBeInTheDocument();
    expect(screen.getAllByTestId('now-line')).toHaveLength(1);
    expect(within(today).getByText(/Horario: 09:00–14:00/)).toBeInTheDocument();

    const holiday = screen.getByRole('region', { name: /jueves, 9 de mayo/ });
    expect(
      within(holiday).getByText(/Sin horario de atención\. Bloqueado: 00:00–24:00 \(Festivo\)/),
    ).toBeInTheDocument();

    const friday = screen.getByRole('region', { name: /viernes, 10 de mayo/ });
    await userEvent.click(
      within(friday).getByRole('button', {
        name: 'Solicitud pendiente, 12:00–13:00, Pablo Gil, Luna',
      }),
    );
    expect(handlers.onOpenRequest).toHaveBeenCalledWith(data.requests[0]);
    expect(screen.getAllByRole('region')).toHaveLength(7);
  });
});
