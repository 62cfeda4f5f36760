import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeUser } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { SourceInvoiceAction } from './source-invoice-action';

const BONO = '0190a000-0000-7000-8000-0000000000b1';
const INVOICE = '0190a000-0000-7000-8000-0000000000f1';

function render(links: unknown[]) {
  const asked: MockRequest[] = [];
  mockApi({
    'GET /api/invoices/source-links': (r) => {
      asked.push(r);
      return ok(links);
    },
  });
  renderWithProviders(<SourceInvoiceAction kind="bono" id={BONO} label="Emitir factura: bono" />, {
    auth: fakeAuth({ user: makeUser() }),
  });
  return asked;
}

describe('SourceInvoiceAction (issue 45)', () => {
  it('offers "Emitir factura" while no live invoice bills the item', async () => {
    const asked = render([]);
    expect(await screen.findByRole('button', { name: 'Emitir factura: bono' })).toBeVisible();
    const search = new URLSearchParams(asked[0]!.search);
    expect([search.get('kind'), search.get('ids')]).toEqual(['bono', BONO]);
  });

  it('names the invoice, as a link, once one bills it, and offers no second one', async () => {
    render([{ sourceId: BONO, invoiceId: INVOICE, number: 'F-0007' }]);
    expect(await screen.findByRole('link', { name: 'Factura F-0007' })).toHaveAttribute(
      'href',
      `/invoices/${INVOICE}`,
    );
    expect(screen.queryByRole('button', { name: /Emitir factura/ })).toBeNull();
  });
});
