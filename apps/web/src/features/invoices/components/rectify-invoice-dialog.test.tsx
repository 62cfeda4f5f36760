import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_MESSAGES } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeInvoice } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { RectifyInvoiceDialog } from './rectify-invoice-dialog';

/** Issue 30.4: a rectificativa of an IGIC invoice with IRPF withheld, by substitution. */

const ID = '0190a000-0000-7000-8000-0000000000f1';
const invoice = makeInvoice({
  id: ID,
  type: 'F1',
  issuer: { name: 'Iván', taxId: '12345678Z', address: 'Calle Mayor 1' },
  recipient: { name: 'Perros Felices SL', taxId: 'B12345674', address: 'Calle León 10' },
  regime: 'igic',
  taxRate: 7,
  taxCents: 700,
  irpfRate: 15,
  irpfCents: 1500,
  totalCents: 10700,
  payableCents: 9200,
});

describe('RectifyInvoiceDialog', () => {
  it("asks for the invoice's corrected total with its own tax named, and sends it in cents", async () => {
    const posts: MockRequest[] = [];
    mockApi({
      [`POST /api/invoices/${ID}/rectify`]: (request) => {
        posts.push(request);
        return ok({ ...invoice, id: 'r1', number: 'R-0001', type: 'R1' }, undefined, 201);
      },
    });
    const { router } = renderWithProviders(
      <RectifyInvoiceDialog invoice={invoice} onClose={() => undefined} />,
      { auth: fakeAuth(), routes: [{ path: '/invoices/:id', element: <p>Rectificativa</p> }] },
    );
    expect(screen.getByText(/Total actual: 107,00/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Total correcto, IGIC incluido/), '85,60');
    expect(screen.queryByLabelText(/IVA incluido/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Motivo de la rectificación/), 'Precio acordado');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir rectificativa' }));
    expect(await screen.findByText('Factura rectificativa R-0001 emitida')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices/r1');
    expect(posts[0]!.body).toEqual({
      reason: 'R1',
      method: 'S',
      totalCents: 8560,
      description: 'Precio acordado',
    });
  });

  it("refuses, with the server's words, a difference that takes the invoice below 0 €", async () => {
    const posts: MockRequest[] = [];
    mockApi({
      [`POST /api/invoices/${ID}/rectify`]: (request) => {
        posts.push(request);
        return ok({ ...invoice, id: 'r1', number: 'R-0001', type: 'R1' }, undefined, 201);
      },
    });
    renderWithProviders(<RectifyInvoiceDialog invoice={invoice} onClose={() => undefined} />, {
      auth: fakeAuth(),
    });
    await userEvent.selectOptions(screen.getByLabelText(/Cómo rectificar/), 'I');
    await userEvent.type(screen.getByLabelText(/Diferencia, IGIC incluido/), '-10000');
    await userEvent.type(screen.getByLabelText(/Motivo de la rectificación/), 'Descuento');
    await userEvent.click(screen.getByRole('button', { name: 'Emitir rectificativa' }));
    // Testing Library reads the amounts' no-break spaces as plain ones.
    const message = INVOICE_MESSAGES.rectifyBelowZero(10700).replace(/\s/g, ' ');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});
