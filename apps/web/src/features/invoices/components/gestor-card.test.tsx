import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GESTOR_MESSAGES, type BonoLiability, type TaxSummary } from '@adiestra/shared';
import { fail, mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { GestorCard } from './gestor-card';

/** The gestor's quarter: its figures with their sources, the bonos' liability, and the button. */

const summary: TaxSummary = {
  model: '303',
  year: 2026,
  quarter: 3,
  rows: [{ taxRate: 21, baseCents: 10000, taxCents: 2100, invoices: 2 }],
  exemptBaseCents: 0,
  baseCents: 10000,
  taxCents: 2100,
  irpfCents: 0,
  figures: [
    {
      model: '303',
      box: '07',
      label: 'Base imponible al 21 %',
      cents: 10000,
      source: 'Suma de 2 facturas, de F-0001 a F-0002, al 21 % del 3.º trimestre de 2026',
    },
    {
      model: '130',
      box: '02',
      label: 'Gastos fiscalmente deducibles',
      cents: 0,
      source: 'Adiestra no registra gastos: tu gestor suma los de tus facturas recibidas',
    },
  ],
};
const liability: BonoLiability = {
  on: '2026-07-01',
  bonos: 2,
  sessionsLeft: 5,
  valueCents: 16667,
  expiring: [
    { days: 30, until: '2026-07-31', sessionsLeft: 0, valueCents: 0 },
    { days: 60, until: '2026-08-30', sessionsLeft: 2, valueCents: 6667 },
    { days: 90, until: '2026-09-29', sessionsLeft: 5, valueCents: 16667 },
  ],
};

const routes = (send: (request: MockRequest) => Response) => ({
  'GET /api/invoices/tax-summary': () => ok(summary),
  'GET /api/bonos/liability': () => ok(liability),
  'POST /api/invoices/gestor-package': send,
});

describe('GestorCard', () => {
  it('shows each figure with its box and where it comes from, and the bonos pending', async () => {
    mockApi(routes(() => ok({ email: 'x@example.com', files: [] })));
    renderWithProviders(<GestorCard />, { auth: fakeAuth() });
    expect(
      await screen.findByText('Modelo 303 · casilla 07 · Base imponible al 21 %'),
    ).toBeInTheDocument();
    expect(screen.getByText(summary.figures[0]!.source)).toBeInTheDocument();
    expect(screen.getByText(summary.figures[1]!.source)).toBeInTheDocument();
    expect(await screen.findByText(/166,67\s€ en 5 sesiones de 2 bonos/)).toBeInTheDocument();
    expect(screen.getByText(/Caducan en 60 días: 66,67\s€ \(2 sesiones\)/)).toBeInTheDocument();
  });

  it('sends the chosen quarter to the gestor and says where it went', async () => {
    const sent: unknown[] = [];
    mockApi(
      routes((request) => {
        sent.push(request.body);
        return ok({ email: 'asesoria@example.com', files: [] });
      }),
    );
    renderWithProviders(<GestorCard />, { auth: fakeAuth() });
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a mi gestor' }));
    expect(await screen.findByText('Trimestre enviado a asesoria@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ year: new Date().getFullYear(), quarter: 3 }]);
  });

  it('without the gestor’s e-mail, shows the server’s Spanish message', async () => {
    mockApi(routes(() => fail(400, 'VALIDATION_ERROR', GESTOR_MESSAGES.noEmail)));
    renderWithProviders(<GestorCard />, { auth: fakeAuth() });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar a mi gestor' }));
    expect(await screen.findByText(GESTOR_MESSAGES.noEmail)).toBeInTheDocument();
  });

  it('asks for a quarter before sending a whole year', async () => {
    mockApi(routes(() => ok({ email: 'x@example.com', files: [] })));
    renderWithProviders(<GestorCard />, { auth: fakeAuth() });
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), '');
    expect(screen.getByRole('button', { name: 'Enviar a mi gestor' })).toBeDisabled();
    expect(screen.getByText('Para enviarlo a tu gestor elige un trimestre.')).toBeInTheDocument();
  });
});
