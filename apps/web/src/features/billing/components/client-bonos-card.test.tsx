import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { makeBono } from '../test-fixtures';
import { ClientBonosCard } from './client-bonos-card';

const CLIENT = '0190a000-0000-7000-8000-0000000000c1';
const APPOINTMENT = '0190a000-0000-7000-8000-0000000000d1';
const PLACE = '0190a000-0000-7000-8000-0000000000f1';
const BONO = makeBono({
  clientId: CLIENT,
  sessionsRemaining: 1,
  paidCents: 5000,
  paymentState: 'partial',
  warnings: ['last_session'],
});
const BONO_CONCEPT = 'Bono de 5 sesiones · Paseo educativo';
const movement = {
  id: '0190a000-0000-7000-8000-0000000000a1',
  bonoId: BONO.id,
  delta: -1,
  source: 'manual',
  reason: 'Clase del martes',
  sessionId: null,
  appointmentId: null,
  reversesId: null,
  undone: false,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function setup() {
  const calls: MockRequest[] = [];
  mockApi({
    'GET /api/bonos': () => ok({ bonos: [BONO] }),
    [`GET /api/payments/clients/${CLIENT}/balance`]: () =>
      ok({
        chargedCents: 19000,
        paidCents: 5000,
        owedCents: 14000,
        charges: [
          {
            kind: 'visit',
            concept: 'Paseo educativo',
            date: '2026-11-20',
            cents: 4000,
            target: 'appointment',
            targetId: APPOINTMENT,
            paidCents: 0,
          },
          {
            kind: 'bono',
            concept: BONO_CONCEPT,
            date: '2026-10-01',
            cents: 15000,
            target: 'bono',
            targetId: BONO.id,
            paidCents: 5000,
          },
        ],
      }),
    [`POST /api/bonos/${BONO.id}/use`]: (r) => {
      calls.push(r);
      return ok({ bono: { ...BONO, sessionsRemaining: 0, warnings: [] }, movement });
    },
    [`POST /api/bonos/movements/${movement.id}/undo`]: (r) => {
      calls.push(r);
      return ok({ bono: BONO, movement: { ...movement, delta: 1, source: 'undo' } });
    },
  });
  renderWithProviders(<ClientBonosCard clientId={CLIENT} />, { auth: fakeAuth() });
  return calls;
}

describe('ClientBonosCard', () => {
  it('shows the balance, what is left, the expiry and the warnings', async () => {
    setup();
    const card = await screen.findByRole('listitem', {
      name: 'Bono de 5 sesiones · Paseo educativo',
    });
    expect(card).toHaveTextContent('Quedan 1 de 5');
    expect(card).toHaveTextContent('Caduca el 30/01/2027');
    expect(within(card).getByText('Queda una sesión')).toBeInTheDocument();
    expect(within(card).getByText('Pagado en parte')).toBeInTheDocument();
    expect(await screen.findByText(/140,00\s€/)).toBeInTheDocument();
  });

  it('says what the pending amount is for: each charge with its day, and what was paid', async () => {
    setup();
    await userEvent.click(await screen.findByText('Ver qué se ha cargado'));
    const lines = screen.getAllByRole('listitem').filter((item) => item.closest('details'));
    expect(lines.map((line) => line.textContent.replace(/\s/g, ' '))).toEqual([
      '20/11/2026 · Visita · Paseo educativoRegistrar pagoPendiente de cobro · 40,00 €',
      `01/10/2026 · ${BONO_CONCEPT}Registrar pagoPagado 50,00 € de 150,00 €`,
    ]);
    expect(screen.getByText(/Pagado hasta hoy: 50,00\s€/)).toBeInTheDocument();
  });

  it('lists a course enrolment as a course, with the action the screen gives its charges', async () => {
    const ENROLMENT = '0190a000-0000-7000-8000-0000000000e1';
    mockApi({
      'GET /api/bonos': () => ok({ bonos: [] }),
      [`GET /api/payments/clients/${CLIENT}/balance`]: () =>
        ok({
          chargedCents: 12000,
          paidCents: 0,
          owedCents: 12000,
          charges: [
            {
              kind: 'course',
              concept: 'Cachorros, edición de enero',
              date: '2027-01-12',
              cents: 12000,
              target: 'course_enrolment',
              targetId: ENROLMENT,
              paidCents: 0,
              courseEnrolmentId: ENROLMENT,
            },
            {
              kind: 'visit',
              concept: 'Paseo educativo',
              date: '2026-11-20',
              cents: 4000,
              target: 'appointment',
              targetId: APPOINTMENT,
              paidCents: 4000,
            },
          ],
        }),
    });
    renderWithProviders(
      <ClientBonosCard
        clientId={CLIENT}
        chargeAction={(charge) =>
          charge.courseEnrolmentId ? <button type="button">Facturar {charge.concept}</button> : null
        }
      />,
      { auth: fakeAuth() },
    );
    await userEvent.click(await screen.findByText('Ver qué se ha cargado'));
    const lines = screen.getAllByRole('listitem').filter((item) => item.closest('details'));
    expect(lines[0]).toHaveTextContent('12/01/2027 · Curso · Cachorros, edición de enero');
    expect(
      within(lines[0]!).getByRole('button', { name: 'Facturar Cachorros, edición de enero' }),
    ).toBeInTheDocument();
    // The visit is paid: "Pagado", and nothing to record.
    expect(lines[1]).toHaveTextContent(/Pagado · 40,00\s€/);
    expect(within(lines[1]!).queryByRole('button')).toBeNull();
  });

  it('records the payment of a class place from its charge, for what is still owed', async () => {
    const calls: MockRequest[] = [];
    mockApi({
      'GET /api/bonos': () => ok({ bonos: [] }),
      [`GET /api/payments/clients/${CLIENT}/balance`]: () =>
        ok({
          chargedCents: 1500,
          paidCents: 500,
          owedCents: 1000,
          charges: [
            {
              kind: 'visit',
              concept: 'Clase de cachorros',
              date: '2026-11-24',
              cents: 1500,
              target: 'class_enrolment',
              targetId: PLACE,
              paidCents: 500,
            },
          ],
        }),
      'POST /api/payments': (r) => {
        calls.push(r);
        return ok({
          id: '0190a000-0000-7000-8000-0000000000b9',
          clientId: CLIENT,
          clientName: 'Ana',
          target: 'class_enrolment',
          targetId: PLACE,
          concept: 'Clase 24/11/2026 18:00 · Luna · Clase de cachorros',
          amountCents: 1000,
          method: 'bizum',
          paidOn: '2026-11-24',
          note: null,
          provider: null,
          externalReference: null,
          createdAt: '2026-11-24T18:00:00.000Z',
        });
      },
    });
    renderWithProviders(<ClientBonosCard clientId={CLIENT} />, { auth: fakeAuth() });
    await userEvent.click(await screen.findByText('Ver qué se ha cargado'));
    expect(screen.getByText(/Pagado 5,00\s€ de 15,00\s€/)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Registrar pago: Visita · Clase de cachorros, 24/11/2026',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Importe/)).toHaveValue('10,00');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Método/), 'bizum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      target: 'class_enrolment',
      targetId: PLACE,
      amountCents: 1000,
      method: 'bizum',
    });
  });

  it('uses a unit by hand with a reason, and Deshacer gives it back', async () => {
    const calls = setup();
    const card = await screen.findByRole('listitem', {
      name: 'Bono de 5 sesiones · Paseo educativo',
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Usar sesión' }));
    const dialog = screen.getByRole('dialog', { name: 'Usar una sesión del bono' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar sesión' }));
    expect(await within(dialog).findByText('Indica el motivo')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Motivo/), 'Clase del martes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar sesión' }));
    expect(await screen.findByText('Sesión del bono usada')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ reason: 'Clase del martes' });
    await userEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Uso del bono deshecho')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toHaveLength(2));
    expect(calls[1]!.path).toBe(`/api/bonos/movements/${movement.id}/undo`);
  });
});
