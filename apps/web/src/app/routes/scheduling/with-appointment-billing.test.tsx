import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn, type Appointment, type VisitBono } from '@adiestra/shared';
import { makeBono } from '@/features/billing/test-fixtures';
import { AppointmentsPanel } from '@/features/scheduling/components/appointments/appointments-panel';
import { AppointmentDetailsDialog } from '@/features/scheduling/components/calendar/appointment-details-dialog';
import { formatDay } from '@/lib/format-day';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeAppointment, makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { WithAppointmentBilling } from './with-appointment-billing';

const today = todayIn('Europe/Madrid');
const day = addDays(today, -1);
const CLIENT = '0190f0c2-5a4b-7c3d-8e9f-0000000000c1';
const SERVICE = '0190f0c2-5a4b-7c3d-8e9f-0000000000e1';

const appointment = (id: string, overrides: Partial<Appointment> = {}) =>
  makeAppointment({
    id: `0190f0c2-5a4b-7c3d-8e9f-0000000000${id}`,
    clientId: CLIENT,
    dogId: '0190f0c2-5a4b-7c3d-8e9f-0000000000d1',
    scheduledDate: day,
    duration: 45,
    serviceType: 'Paseo educativo',
    serviceId: SERVICE,
    ...overrides,
  });

const marta = appointment('a1');
/** Another client's visit, of a client without a bono: no line. */
const pablo = appointment('a2', {
  clientName: 'Pablo Gil',
  dogName: 'Luna',
  clientId: '0190f0c2-5a4b-7c3d-8e9f-0000000000c2',
});

/** The bono the server picked for Marta's visit (issue 26: the browser shows it as given). */
const bono = (remaining: number): VisitBono => ({
  id: '0190f0c2-5a4b-7c3d-8e9f-0000000000b1',
  sessionsTotal: 5,
  sessionsRemaining: remaining,
  expiresOn: addDays(today, 10),
  expired: false,
  warnings: remaining === 1 ? ['last_session', 'expiring_soon'] : ['expiring_soon'],
});

function setup() {
  let remaining = 1;
  const posts: MockRequest[] = [];
  mockApi({
    'GET /api/appointments': () =>
      ok({
        appointments: [
          { ...marta, bono: bono(remaining) },
          { ...pablo, bono: null },
        ],
        pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
      }),
    'GET /api/appointments/stats': () =>
      ok({
        totalAppointments: 2,
        scheduledAppointments: 2,
        completedAppointments: 0,
        cancelledAppointments: 0,
        pendingRequests: 0,
      }),
    // No 'GET /api/bonos': the screens no longer fetch every bono to choose one themselves.
    [`PUT /api/appointments/${marta.id}`]: () => {
      remaining = 0;
      return ok({
        ...marta,
        status: 'COMPLETED',
        bonoUse: { movementId: 'm1', bonoId: bono(0).id, sessionsRemaining: 0 },
      });
    },
    'GET /api/invoices/source-links': () => ok([]),
    'POST /api/bonos/movements/m1/undo': () => {
      remaining = 1;
      return ok({
        bono: makeBono({ id: bono(1).id, sessionsRemaining: 1 }),
        movement: {
          id: 'm2',
          bonoId: bono(1).id,
          delta: 1,
          source: 'undo',
          reason: null,
          sessionId: null,
          appointmentId: marta.id,
          reversesId: 'm1',
          undone: false,
          createdAt: '2026-01-01T10:00:00.000Z',
        },
      });
    },
    'POST /api/payments': (r) => {
      posts.push(r);
      const body = r.body as { amountCents: number };
      return ok(
        {
          id: 'p1',
          clientId: CLIENT,
          clientName: 'Marta Ruiz',
          target: 'appointment',
          targetId: marta.id,
          concept: 'Cita',
          amountCents: body.amountCents,
          method: 'bizum',
          paidOn: today,
          note: null,
          provider: null,
          externalReference: null,
          createdAt: '2026-01-01T10:00:00.000Z',
        },
        undefined,
        201,
      );
    },
  });
  return posts;
}

const row = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Citas confirmadas' }))
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

describe('appointments with their bono and payments (issue 18)', () => {
  it("shows the client's bono for the service with its warnings, refreshed once completing used a unit", async () => {
    setup();
    renderWithProviders(
      <WithAppointmentBilling>
        <AppointmentsPanel />
      </WithAppointmentBilling>,
      { auth: fakeAuth({ user: makeUser() }) },
    );
    const line = `Bono: queda 1 de 5 · caduca el ${formatDay(addDays(today, 10))}`;
    const martaRow = await row('Marta Ruiz');
    expect(await within(martaRow).findByText(line)).toBeInTheDocument();
    expect(within(martaRow).getByText('Queda una sesión')).toBeInTheDocument();
    expect(within(martaRow).getByText('Caduca pronto')).toBeInTheDocument();
    expect(within(await row('Pablo Gil')).queryByText(/Bono:/)).toBeNull();
    await userEvent.click(
      within(martaRow).getByRole('button', { name: /^Marcar como completada la cita de Marta/ }),
    );
    expect(await screen.findByText('Se ha usado una sesión del bono')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await row('Marta Ruiz')).getByText(/^Bono: quedan 0 de 5/)).toBeVisible(),
    );
    // Deshacer gives the unit back: the row shows the server's count again.
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await waitFor(async () =>
      expect(within(await row('Marta Ruiz')).getByText(/^Bono: queda 1 de 5/)).toBeVisible(),
    );
  });

  it('records a payment, or a refund as a negative entry, against the appointment', async () => {
    const posts = setup();
    renderWithProviders(
      <WithAppointmentBilling>
        <AppointmentsPanel />
      </WithAppointmentBilling>,
      { auth: fakeAuth({ user: makeUser() }) },
    );
    const pay = async () => {
      await userEvent.click(
        within(await row('Marta Ruiz')).getByRole('button', {
          name: 'Registrar pago de la cita de Marta Ruiz (Rocky)',
        }),
      );
      return screen.getByRole('dialog', { name: 'Registrar pago' });
    };
    let dialog = await pay();
    expect(dialog).toHaveTextContent(`Cita del ${formatDay(day)} · Marta Ruiz`);
    await userEvent.type(within(dialog).getByLabelText(/Importe/), '40');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Método/), 'bizum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    dialog = await pay();
    await userEvent.type(within(dialog).getByLabelText(/Importe/), '15,50');
    await userEvent.click(within(dialog).getByLabelText('Es una devolución'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Devolución registrada')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toMatchObject([
      { target: 'appointment', targetId: marta.id, amountCents: 4000, method: 'bizum' },
      { target: 'appointment', targetId: marta.id, amountCents: -1550 },
    ]);
  });

  it("the calendar's appointment panel shows the bono and offers the payment too", async () => {
    setup();
    renderWithProviders(
      <WithAppointmentBilling>
        <AppointmentDetailsDialog
          appointment={{ ...marta, bono: bono(1) }}
          busy={false}
          onClose={() => {}}
          onMove={() => {}}
          onEdit={() => {}}
          onStatus={() => {}}
        />
      </WithAppointmentBilling>,
      { auth: fakeAuth({ user: makeUser() }) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Cita de Marta Ruiz' });
    expect(await within(dialog).findByText(/^Bono: queda 1 de 5/)).toBeInTheDocument();
    expect(within(dialog).getByText('Queda una sesión')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: 'Registrar pago de la cita de Marta Ruiz (Rocky)',
      }),
    ).toBeInTheDocument();
  });

  it('a completed appointment offers "Emitir factura" at its price; a scheduled one does not', async () => {
    const issues: MockRequest[] = [];
    mockApi({
      'GET /api/appointments': () =>
        ok({
          appointments: [
            { ...marta, bono: null },
            { ...pablo, status: 'COMPLETED', bono: null },
          ],
          pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
        }),
      'GET /api/appointments/stats': () =>
        ok({
          totalAppointments: 2,
          scheduledAppointments: 1,
          completedAppointments: 1,
          cancelledAppointments: 0,
          pendingRequests: 0,
        }),
      'GET /api/invoices/source-links': () => ok([]),
      'GET /api/invoices/draft': (r) => {
        issues.push(r);
        return ok({
          concept: 'Paseo educativo con Luna',
          amountCents: 4550,
          lines: 1,
          on: day,
          clientId: pablo.clientId,
          recipient: null,
          clientEmail: null,
          tax: 'IVA',
          taxRate: 21,
          irpfRate: 0,
          figures: {
            plain: {
              baseCents: 3760,
              taxCents: 790,
              irpfCents: 0,
              totalCents: 4550,
              payableCents: 4550,
            },
            withheld: null,
          },
          verifactu: 'verifactu',
          invoice: { id: '0190f0c2-5a4b-7c3d-8e9f-0000000000f1', number: 'F-0003' },
          profileMissing: [],
        });
      },
    });
    renderWithProviders(
      <WithAppointmentBilling>
        <AppointmentsPanel />
      </WithAppointmentBilling>,
      { auth: fakeAuth({ user: makeUser() }) },
    );
    expect(
      within(await row('Marta Ruiz')).queryByRole('button', { name: /^Emitir factura/ }),
    ).toBeNull();
    await userEvent.click(
      within(await row('Pablo Gil')).getByRole('button', {
        name: 'Emitir factura de la cita de Pablo Gil (Luna)',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    expect(await within(dialog).findByText(/Esta cita ya tiene la factura/)).toHaveTextContent(
      'F-0003',
    );
    expect(new URLSearchParams(issues[0]!.search).get('appointmentId')).toBe(pablo.id);
  });

  it('an invoiced appointment names its invoice instead of offering "Emitir factura" (issue 45)', async () => {
    const links: MockRequest[] = [];
    mockApi({
      'GET /api/appointments': () =>
        ok({
          appointments: [{ ...pablo, status: 'COMPLETED', bono: null }],
          pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
        }),
      'GET /api/appointments/stats': () =>
        ok({
          totalAppointments: 1,
          scheduledAppointments: 0,
          completedAppointments: 1,
          cancelledAppointments: 0,
          pendingRequests: 0,
        }),
      'GET /api/invoices/source-links': (r) => {
        links.push(r);
        return ok([
          {
            sourceId: pablo.id,
            invoiceId: '0190f0c2-5a4b-7c3d-8e9f-0000000000f1',
            number: 'F-0003',
          },
        ]);
      },
    });
    renderWithProviders(
      <WithAppointmentBilling>
        <AppointmentsPanel />
      </WithAppointmentBilling>,
      { auth: fakeAuth({ user: makeUser() }) },
    );
    const pabloRow = await row('Pablo Gil');
    expect(await within(pabloRow).findByRole('link', { name: 'Factura F-0003' })).toHaveAttribute(
      'href',
      '/invoices/0190f0c2-5a4b-7c3d-8e9f-0000000000f1',
    );
    expect(within(pabloRow).queryByRole('button', { name: /^Emitir factura/ })).toBeNull();
    const search = new URLSearchParams(links[0]!.search);
    expect([search.get('kind'), search.get('ids')]).toEqual(['appointment', pablo.id]);
  });
});
