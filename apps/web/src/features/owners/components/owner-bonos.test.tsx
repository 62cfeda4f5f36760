import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerBono } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ownerTrainer } from '../test-fixtures';
import { OwnerBookings } from './owner-bookings';

const trainer = ownerTrainer;
const bono = (overrides: Partial<OwnerBono>): OwnerBono => ({
  id: 'b1',
  serviceName: 'Paseo educativo',
  sessionsTotal: 5,
  sessionsRemaining: 1,
  expiresOn: '2030-05-10',
  expired: false,
  warnings: ['last_session', 'expiring_soon'],
  ...overrides,
});

describe("OwnerBookings: the owner's bonos", () => {
  it('shows each bono with what is left, its expiry and its warnings', () => {
    renderWithProviders(
      <OwnerBookings
        link={null}
        overview={{
          email: 'ana@example.com',
          trainers: [
            {
              trainer,
              appointments: [],
              requests: [],
              bookAgain: null,
              account: null,
              bonos: [
                bono({}),
                bono({
                  id: 'b2',
                  sessionsTotal: 10,
                  sessionsRemaining: 3,
                  expiresOn: '2030-01-31',
                  expired: true,
                  warnings: ['expired_unused'],
                }),
              ],
              invoices: [
                {
                  id: 'f1',
                  number: 'F-0003',
                  type: 'F2',
                  issuedOn: '2026-01-15',
                  totalCents: 18000,
                  cancelled: false,
                },
              ],
            },
          ],
        }}
      />,
      { auth: fakeAuth() },
    );
    const section = screen.getByRole('heading', { name: 'Tus bonos' }).closest('section')!;
    const five = within(section).getByRole('listitem', {
      name: 'Bono de 5 sesiones · Paseo educativo',
    });
    expect(five).toHaveTextContent('Te queda 1 sesión de 5 · válido hasta el 10/05/2030');
    expect(within(five).getByText('Queda una sesión')).toBeInTheDocument();
    expect(within(five).getByText('Caduca pronto')).toBeInTheDocument();
    const ten = within(section).getByRole('listitem', {
      name: 'Bono de 10 sesiones · Paseo educativo',
    });
    expect(ten).toHaveTextContent('Te quedan 3 sesiones de 10 · caducó el 31/01/2030');
    expect(within(ten).getByText('Caducado con sesiones sin usar')).toBeInTheDocument();
    // Issue 30: the invoices with that trainer, each with its PDF.
    const invoices = screen.getByRole('heading', { name: 'Tus facturas' }).closest('section')!;
    expect(invoices).toHaveTextContent('Factura F-0003');
    expect(invoices).toHaveTextContent('Factura simplificada · 15/01/2026 · 180,00 €');
    expect(
      within(invoices).getByRole('link', { name: 'Descargar la factura F-0003 en PDF' }),
    ).toHaveAttribute('href', '/api/owner/invoices/f1/pdf');
  });

  it('says nothing of bonos when the owner has none', () => {
    renderWithProviders(
      <OwnerBookings
        link={null}
        overview={{
          email: null,
          trainers: [
            {
              trainer,
              appointments: [],
              requests: [],
              bonos: [],
              invoices: [],
              bookAgain: null,
              account: null,
            },
          ],
        }}
      />,
      { auth: fakeAuth() },
    );
    expect(screen.queryByRole('heading', { name: 'Tus bonos' })).toBeNull();
    expect(screen.getByText('No hay citas con este educador.')).toBeInTheDocument();
  });
});
