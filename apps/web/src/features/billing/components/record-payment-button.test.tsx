import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, NO_REQUIREMENTS } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { RecordPaymentButton } from './record-payment-button';

const SESSION = '0190a000-0000-7000-8000-0000000000s1';

/** The session detail's "Registrar pago": a payment, or a refund as a negative entry. */
describe('RecordPaymentButton on a session', () => {
  it('is not offered to a member who may not see money; is, once granted', () => {
    mockApi({ 'GET /api/services': () => ok({ services: [] }) });
    const trainer = (seeMoney: boolean) =>
      makeUser({
        memberRole: 'adiestrador',
        permissions: { seeContacts: true, seeMoney, export: false, issueInvoices: false },
      });
    const button = <RecordPaymentButton target="session" targetId={SESSION} concept="Sesión" />;
    const without = renderWithProviders(button, { auth: fakeAuth({ user: trainer(false) }) });
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).not.toBeInTheDocument();
    without.unmount();
    renderWithProviders(button, { auth: fakeAuth({ user: trainer(true) }) });
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeInTheDocument();
  });

  it('sends a payment, then a refund as a negative amount; a refund above what was paid is refused', async () => {
    const posts: MockRequest[] = [];
    let paid = 0;
    mockApi({
      'GET /api/services': () => ok({ services: [] }),
      'POST /api/payments': (r) => {
        posts.push(r);
        const { amountCents } = r.body as { amountCents: number };
        if (paid + amountCents < 0) return fail(409, 'CONFLICT', PAYMENT_MESSAGES.refundTooLarge);
        paid += amountCents;
        return ok(
          {
            id: `p${posts.length}`,
            clientId: null,
            clientName: 'Ana López',
            target: 'session',
            targetId: SESSION,
            concept: 'Sesión',
            amountCents,
            method: 'cash',
            paidOn: '2026-11-23',
            note: null,
            provider: null,
            externalReference: null,
            createdAt: '2026-11-23T10:00:00.000Z',
          },
          undefined,
          201,
        );
      },
    });
    renderWithProviders(
      <RecordPaymentButton target="session" targetId={SESSION} concept="Sesión de Kira" />,
      { auth: fakeAuth() },
    );
    const record = async (amount: string, refund: boolean) => {
      await userEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
      const dialog = screen.getByRole('dialog', { name: 'Registrar pago' });
      expect(dialog).toHaveTextContent('Sesión de Kira');
      await userEvent.type(within(dialog).getByLabelText(/Importe/), amount);
      if (refund) await userEvent.click(within(dialog).getByLabelText('Es una devolución'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
      return dialog;
    };
    await record('40', false);
    expect(await screen.findByText('Pago registrado')).toBeInTheDocument();
    await record('10,25', true);
    expect(await screen.findByText('Devolución registrada')).toBeInTheDocument();
    const dialog = await record('50', true);
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundTooLarge)).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toMatchObject([
      { target: 'session', targetId: SESSION, amountCents: 4000 },
      { target: 'session', targetId: SESSION, amountCents: -1025 },
      { target: 'session', targetId: SESSION, amountCents: -5000 },
    ]);
  });

  it("starts the amount at the service's price", async () => {
    const service = {
      id: '0190a000-0000-7000-8000-0000000000e1',
      name: 'Entrenamiento básico',
      description: null,
      duration: 60,
      priceCents: 4000,
      kind: 'individual',
      isPublic: true,
      homeVisit: false,
      requirements: NO_REQUIREMENTS,
      color: '#2563eb',
    };
    const posts: MockRequest[] = [];
    mockApi({
      'GET /api/services': () => ok({ services: [service] }),
      'POST /api/payments': (r) => {
        posts.push(r);
        return fail(409, 'CONFLICT', 'No');
      },
    });
    renderWithProviders(
      <RecordPaymentButton
        target="appointment"
        targetId={SESSION}
        serviceId={service.id}
        concept="Cita de Kira"
      />,
      { auth: fakeAuth() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
    const amount = within(screen.getByRole('dialog')).getByLabelText(/Importe/);
    await waitFor(() => expect(amount).toHaveValue('40,00'));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Registrar' }),
    );
    expect(posts.map((p) => p.body)).toMatchObject([{ target: 'appointment', amountCents: 4000 }]);
  });
});
