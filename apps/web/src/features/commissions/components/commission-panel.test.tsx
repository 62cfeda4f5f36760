import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_MESSAGES,
  MONEY_MESSAGES,
  type CommissionReport,
  type CommissionRule,
} from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { CommissionPanel } from './commission-panel';

const WALK = '0190f0c2-0000-7000-8000-0000000000a1';
const PUPPIES = '0190f0c2-0000-7000-8000-0000000000a2';

const rules: CommissionRule[] = [
  {
    serviceId: WALK,
    serviceName: 'Paseo guiado',
    serviceKind: 'individual',
    priceCents: 3500,
    percentBasisPoints: null,
    fixedCents: 1000,
  },
  {
    serviceId: PUPPIES,
    serviceName: 'Clase de cachorros',
    serviceKind: 'group',
    priceCents: null,
    percentBasisPoints: null,
    fixedCents: null,
  },
];

const line = { detail: 'Ana Pérez', attendees: 1 };
const report = (month: string): CommissionReport => ({
  month,
  trainers: [
    {
      trainerId: 't1',
      name: 'Lucía García',
      lines: [
        {
          ...line,
          kind: 'visit',
          id: 'v1',
          date: `${month}-03`,
          serviceName: 'Paseo guiado',
          listCents: 3500,
          chargedCents: 3500,
          commissionCents: 1000,
        },
        {
          kind: 'class',
          id: 'c1',
          date: `${month}-20`,
          serviceName: 'Clase de cachorros',
          detail: '2 perros',
          attendees: 2,
          listCents: 3000,
          chargedCents: 3000,
          commissionCents: 900,
        },
      ],
      totals: { visits: 1, classes: 1, listCents: 6500, chargedCents: 6500, commissionCents: 1900 },
    },
    {
      trainerId: 't2',
      name: 'Pablo Ruiz',
      lines: [],
      totals: { visits: 0, classes: 0, listCents: 0, chargedCents: 0, commissionCents: 0 },
    },
  ],
});

function setup(empty = false) {
  const puts: MockRequest[] = [];
  const deletes: MockRequest[] = [];
  const months: string[] = [];
  mockApi({
    'GET /api/commissions/rules': () => ok({ rules }),
    'GET /api/commissions/report': (r) => {
      const month = new URLSearchParams(r.search).get('mes')!;
      months.push(month);
      return ok(empty ? { month, trainers: [] } : report(month));
    },
    [`DELETE /api/commissions/rules/${WALK}`]: (r) => {
      deletes.push(r);
      return new Response(null, { status: 204 });
    },
    [`PUT /api/commissions/rules/${PUPPIES}`]: (r) => {
      puts.push(r);
      return ok({ ...rules[1], ...(r.body as object) });
    },
  });
  renderWithProviders(<CommissionPanel />, { auth: fakeAuth() });
  return { puts, deletes, months };
}

describe('Comisiones', () => {
  it('shows each trainer who gave something, with es-ES money and totals', async () => {
    const { months } = setup();
    const table = await screen.findByRole('table', { name: 'Comisiones de Lucía García' });
    expect(within(table).getByText('Paseo guiado')).toBeInTheDocument();
    expect(within(table).getAllByText('35,00 €')).toHaveLength(2);
    expect(within(table).getByText('Total: 1 visita, 1 clase')).toBeInTheDocument();
    expect(within(table).getByText('19,00 €')).toBeInTheDocument();
    // Pablo gave nothing this month: no table for him.
    expect(screen.queryByRole('table', { name: /Pablo Ruiz/ })).toBeNull();
    expect(months).toHaveLength(1);
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);
    expect(screen.getByRole('button', { name: /Descargar CSV/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Descargar XLSX/ })).toBeInTheDocument();
  });

  it('an empty month says so', async () => {
    setup(true);
    expect(await screen.findByText('Nada que liquidar este mes')).toBeInTheDocument();
  });

  it("sets a service's rule: the percentage typed becomes basis points", async () => {
    const { puts } = setup();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Comisión de Clase de cachorros' });
    const value = within(form).getByLabelText('Porcentaje (%)');
    await user.type(value, '12,5');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ percentBasisPoints: 1250, fixedCents: null });
    expect(
      await screen.findByText(`${COMMISSION_MESSAGES.saved}: Clase de cachorros`),
    ).toBeInTheDocument();
  });

  it('a service with a rule shows it and can lose it; one without has nothing to remove', async () => {
    const { deletes } = setup();
    const user = userEvent.setup();
    const walk = await screen.findByRole('form', { name: 'Comisión de Paseo guiado' });
    expect(within(walk).getByLabelText('Importe (€)')).toHaveValue('10,00');
    const puppies = screen.getByRole('form', { name: 'Comisión de Clase de cachorros' });
    expect(within(puppies).queryByRole('button', { name: /Quitar/ })).toBeNull();
    await user.click(
      within(walk).getByRole('button', { name: 'Quitar la comisión de Paseo guiado' }),
    );
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(
      await screen.findByText(`${COMMISSION_MESSAGES.removed}: Paseo guiado`),
    ).toBeInTheDocument();
  });

  it('refuses what the shared schema refuses, in Spanish, and sends nothing', async () => {
    const { puts } = setup();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Comisión de Clase de cachorros' });
    const button = within(form).getByRole('button', { name: 'Guardar' });
    await user.click(button);
    expect(await within(form).findByText(COMMISSION_MESSAGES.value)).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Porcentaje (%)'), '120');
    await user.click(button);
    expect(await within(form).findByText(COMMISSION_MESSAGES.percentRange)).toBeInTheDocument();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Tipo de comisión de Clase de cachorros' }),
      'fixed',
    );
    const amount = within(form).getByLabelText('Importe (€)');
    await user.clear(amount);
    await user.type(amount, 'diez');
    await user.click(button);
    expect(await within(form).findByText(MONEY_MESSAGES.price)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });
});
