import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerAppointment } from '@adiestra/shared';
import { mockApi, ok } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ownerTrainer } from '../test-fixtures';
import { OwnerAppointmentCard } from './owner-appointment-card';

const LINK = 'a'.repeat(43);
const trainer = ownerTrainer;
const appointment = (overrides: Partial<OwnerAppointment> = {}): OwnerAppointment => ({
  id: 'a1',
  date: '2030-05-06',
  time: '10:00',
  duration: 60,
  serviceType: 'basic_training',
  dogName: 'Rocky',
  givenBy: null,
  status: 'SCHEDULED',
  cancelledBy: null,
  startsAt: '2030-05-06T08:00:00.000Z',
  isPast: false,
  canChange: true,
  pendingChange: null,
  rejectedChange: null,
  ...overrides,
});

function renderCard(a: OwnerAppointment) {
  return renderWithProviders(
    <ul>
      <OwnerAppointmentCard appointment={a} trainer={trainer} link={LINK} />
    </ul>,
    { auth: fakeAuth() },
  );
}

describe('OwnerAppointmentCard', () => {
  it('outside the notice window: calendar, change and a cancel that asks first and sends the link', async () => {
    const fetchMock = mockApi({
      'POST /api/owner/appointments/a1/cancel': ({ headers }) => {
        expect(headers.get('x-booking-link')).toBe(LINK);
        expect(headers.get('authorization')).toBeNull();
        return ok(null, 'Cita cancelada');
      },
      'GET /api/owner/overview': () => ok({ email: null, trainers: [] }),
    });
    renderCard(appointment());
    expect(screen.getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute(
      'href',
      `/api/owner/appointments/a1/calendar.ics?token=${LINK}`,
    );
    expect(screen.getByRole('button', { name: 'Pedir otra hora' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar cita' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar la cita?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar la cita' }));
    expect(await screen.findByText('Cita cancelada')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/owner/appointments/a1/cancel',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('inside the notice window: no cancel, the way to contact the trainer instead', () => {
    renderCard(appointment({ canChange: false }));
    expect(screen.queryByRole('button', { name: 'Cancelar cita' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pedir otra hora' })).toBeNull();
    expect(screen.getByText(/ponte en contacto con Lucía García/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/34600111222',
    );
    expect(screen.getByRole('link', { name: 'Llamar al 600 111 222' })).toHaveAttribute(
      'href',
      'tel:600111222',
    );
  });

  it('says who cancelled, and offers nothing on a cancelled appointment', () => {
    renderCard(appointment({ status: 'CANCELLED', cancelledBy: 'owner', canChange: false }));
    expect(screen.getByText('Cancelada por ti')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Añadir al calendario' })).toBeNull();
    expect(screen.queryByText(/ponte en contacto/)).toBeNull();
  });

  it('in a school, names the trainer who gives it; in a one-person business, nobody (decision 0147)', () => {
    const { unmount } = renderCard(appointment({ givenBy: 'Luis Ruiz' }));
    expect(
      screen.getByText(/Entrenamiento Básico · Rocky · 60 min · con Luis Ruiz/),
    ).toBeInTheDocument();
    unmount();
    renderCard(appointment());
    expect(screen.getByText(/Rocky · 60 min/)).toBeInTheDocument();
    expect(screen.queryByText(/con Luis Ruiz/)).toBeNull();
  });

  it('shows a pending change and keeps a second one from being asked', () => {
    renderCard(appointment({ pendingChange: { date: '2030-05-08', time: '17:00' } }));
    expect(screen.getByText(/Has pedido cambiarla al .*17:00/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pedir otra hora' })).toBeDisabled();
  });
});
