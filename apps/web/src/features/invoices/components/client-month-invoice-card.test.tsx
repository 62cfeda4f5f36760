import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addMonths, todayIn, type InvoiceDraft } from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { makeInvoice } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { ClientMonthInvoiceCard, previousMonth } from './client-month-invoice-card';

const CLIENT = '0190a000-0000-7000-8000-0000000000c1';
const draft: InvoiceDraft = {
  concept: 'Servicios de adiestramiento canino',
  amountCents: 9100,
  lines: 2,
  on: '2026-10-21',
  clientId: CLIENT,
  recipient: { name: 'Ana López', address: '', taxId: '', fiscalKind: 'particular' },
  clientEmail: null,
  tax: 'IVA',
  taxRate: 21,
  irpfRate: 0,
  figures: {
    plain: { baseCents: 7520, taxCents: 1580, irpfCents: 0, totalCents: 9100, payableCents: 9100 },
    withheld: null,
  },
  verifactu: 'verifactu',
  invoice: null,
  profileMissing: [],
};

const issued = makeInvoice({
  id: '0190a000-0000-7000-8000-0000000000f9',
  number: 'F-0009',
  operationOn: '2026-10-21',
  clientId: CLIENT,
  baseCents: 7520,
  taxCents: 1580,
  totalCents: 9100,
  payableCents: 9100,
});

describe('ClientMonthInvoiceCard', () => {
  it('starts on the previous month, across a year too', () => {
    expect(previousMonth('2026-11-27')).toBe('2026-10');
    expect(previousMonth('2027-01-05')).toBe('2026-12');
  });

  it('shows what a month of visits bills and issues it in one action', async () => {
    const reads: MockRequest[] = [];
    const posts: MockRequest[] = [];
    mockApi({
      'GET /api/invoices/draft': (r) => {
        reads.push(r);
        return ok(draft);
      },
      'POST /api/invoices': (r) => {
        posts.push(r);
        return ok(issued, undefined, 201);
      },
    });
    renderWithProviders(<ClientMonthInvoiceCard clientId={CLIENT} />, {
      auth: fakeAuth({ user: makeUser() }),
    });
    const month = previousMonth(todayIn(makeUser().timeZone));
    expect(screen.getByLabelText('Mes')).toHaveValue(month);
    const earlier = addMonths(`${month}-01`, -1).slice(0, 7);
    // A month input is set whole, as the browser's month picker does.
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: earlier } });
    await userEvent.click(screen.getByRole('button', { name: 'Facturar el mes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    expect(await within(dialog).findByText(/2 líneas, una por cita/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('91,00 €');
    expect(new URLSearchParams(reads[0]!.search).get('month')).toBe(earlier);
    expect(new URLSearchParams(reads[0]!.search).get('source')).toBe('appointments');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    await screen.findByText('Factura F-0009 emitida');
    expect(posts.map((p) => p.body)).toEqual([
      { clientId: CLIENT, month: earlier, source: 'appointments', recipient: null },
    ]);
  });

  it('bills the month of payments when chosen', async () => {
    const reads: MockRequest[] = [];
    mockApi({
      'GET /api/invoices/draft': (r) => {
        reads.push(r);
        return ok({ ...draft, lines: 1 });
      },
    });
    renderWithProviders(<ClientMonthInvoiceCard clientId={CLIENT} />, {
      auth: fakeAuth({ user: makeUser() }),
    });
    await userEvent.selectOptions(screen.getByLabelText('Qué facturar'), 'payments');
    await userEvent.click(screen.getByRole('button', { name: 'Facturar el mes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    expect(await within(dialog).findByText(/Una línea: pago del/)).toBeInTheDocument();
    expect(new URLSearchParams(reads[0]!.search).get('source')).toBe('payments');
  });
});
