import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_MESSAGES,
  TAX_ID_MESSAGES,
  VERIFACTU_ISSUE_NOTICES,
  type InvoiceDraft,
} from '@adiestra/shared';
import { mockApi, ok, type MockRequest } from '@/testing/fetch-mock';
import { makeInvoice } from '@/testing/fixtures';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { IssueInvoiceDialog, splitAddress } from './issue-invoice-dialog';

const PAYMENT = '0190a000-0000-7000-8000-000000000001';
const draft = (over: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  concept: 'Bono de 5 sesiones · Adiestramiento',
  amountCents: 12100,
  lines: 1,
  on: '2026-11-20',
  clientId: '0190a000-0000-7000-8000-0000000000c1',
  recipient: {
    name: 'Ana López',
    address: 'Calle Sol 3, 28001 Madrid',
    taxId: '',
    fiscalKind: 'particular',
  },
  clientEmail: 'ana@example.com',
  tax: 'IVA',
  taxRate: 21,
  irpfRate: 0,
  figures: {
    plain: {
      baseCents: 10000,
      taxCents: 2100,
      irpfCents: 0,
      totalCents: 12100,
      payableCents: 12100,
    },
    withheld: null,
  },
  verifactu: 'verifactu',
  invoice: null,
  profileMissing: [],
  ...over,
});
const invoice = (number: string) =>
  makeInvoice({ number, operationOn: '2026-11-20', paymentIds: [PAYMENT] });

function setup(d: InvoiceDraft) {
  const posts: MockRequest[] = [];
  mockApi({
    'GET /api/invoices/draft': () => ok(d),
    'POST /api/invoices': (r) => {
      posts.push(r);
      return ok(invoice('F-0007'), undefined, 201);
    },
  });
  let closed = false;
  renderWithProviders(
    <IssueInvoiceDialog
      source={{ paymentId: PAYMENT }}
      onClose={() => {
        closed = true;
      }}
    />,
    { auth: fakeAuth() },
  );
  return { posts, closed: () => closed };
}

describe('IssueInvoiceDialog', () => {
  it('issues a factura simplificada in one action and says where it was sent', async () => {
    const { posts, closed } = setup(draft());
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    await within(dialog).findByText(/Se enviará en PDF/);
    expect(dialog).toHaveTextContent('121,00 €');
    expect(dialog).toHaveTextContent('Se enviará en PDF a ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    expect(await screen.findByText('Factura F-0007 emitida')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ paymentId: PAYMENT, recipient: null }]);
    expect(closed()).toBe(true);
  });

  it('over 400 € requires the recipient, prefilled from the client, and checks the NIF first', async () => {
    const { posts } = setup(draft({ amountCents: 48400 }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    const complete = await within(dialog).findByLabelText(/Factura completa/);
    expect(complete).toBeChecked();
    expect(complete).toBeDisabled();
    expect(within(dialog).getByLabelText(/Nombre o razón social/)).toHaveValue('Ana López');
    // The client's "Calle Sol 3, 28001 Madrid" split into the invoice's fields.
    expect(within(dialog).getByLabelText(/^Dirección/)).toHaveValue('Calle Sol 3');
    expect(within(dialog).getByLabelText(/Código postal/)).toHaveValue('28001');
    expect(within(dialog).getByLabelText(/Población/)).toHaveValue('Madrid');
    // The province follows the postal code's first two digits.
    expect(within(dialog).getByLabelText(/Provincia/)).toHaveValue('Madrid');
    await userEvent.type(within(dialog).getByLabelText(/NIF, NIE o CIF/), '12345678A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    expect(await within(dialog).findByText(TAX_ID_MESSAGES.invalid)).toBeInTheDocument();
    expect(posts).toEqual([]);
    const nif = within(dialog).getByLabelText(/NIF, NIE o CIF/);
    await userEvent.clear(nif);
    await userEvent.type(nif, '12345678z');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    await screen.findByText('Factura F-0007 emitida');
    expect(posts[0]?.body).toEqual({
      paymentId: PAYMENT,
      recipient: {
        name: 'Ana López',
        taxId: '12345678Z',
        address: 'Calle Sol 3',
        postalCode: '28001',
        city: 'Madrid',
        province: 'Madrid',
      },
    });
  });

  it("prefills the client's stored NIF and the province of their postal code", async () => {
    const { posts } = setup(
      draft({
        recipient: {
          name: 'Club Canino Teide SL',
          address: 'Calle La Marina 2, 38001 Santa Cruz de Tenerife',
          taxId: 'B12345674',
          fiscalKind: 'profesional',
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    await userEvent.click(await within(dialog).findByLabelText(/Factura completa/));
    expect(within(dialog).getByLabelText(/NIF, NIE o CIF/)).toHaveValue('B12345674');
    expect(within(dialog).getByLabelText(/Provincia/)).toHaveValue('Santa Cruz de Tenerife');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Emitir factura' }));
    await screen.findByText('Factura F-0007 emitida');
    expect(posts[0]?.body).toMatchObject({
      recipient: { taxId: 'B12345674', province: 'Santa Cruz de Tenerife' },
    });
  });

  // 60 € at IVA 21 % with 15 % IRPF in Datos fiscales (issue 45).
  const withIrpf = (fiscalKind: 'particular' | 'profesional') =>
    draft({
      amountCents: 6000,
      irpfRate: 15,
      recipient: {
        name: 'Ana López',
        address: 'Calle Sol 3, 28001 Madrid',
        taxId: '12345678Z',
        fiscalKind,
      },
      figures: {
        plain: {
          baseCents: 4959,
          taxCents: 1041,
          irpfCents: 0,
          totalCents: 6000,
          payableCents: 6000,
        },
        withheld: {
          baseCents: 5660,
          taxCents: 1189,
          irpfCents: 849,
          totalCents: 6849,
          payableCents: 6000,
        },
      },
    });

  it('withholds no IRPF from a private owner, even on a factura completa, and says why', async () => {
    setup(withIrpf('particular'));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    await within(dialog).findByText(/Se enviará en PDF/);
    const list = within(dialog).getByLabelText('Importes de la factura');
    expect(list).toHaveTextContent('Base imponible49,59 €');
    expect(list).toHaveTextContent('IVA 21 %10,41 €');
    expect(list).toHaveTextContent('Total factura60,00 €');
    expect(list).not.toHaveTextContent('IRPF');
    expect(dialog).toHaveTextContent('una factura simplificada no lleva retención');
    await userEvent.click(within(dialog).getByLabelText(/Factura completa/));
    expect(within(dialog).getByLabelText('Importes de la factura')).not.toHaveTextContent('IRPF');
    expect(dialog).toHaveTextContent('Sin retención de IRPF: el destinatario es un particular');
  });

  it('shows the IRPF withheld and what is paid for a business or professional client', async () => {
    setup(withIrpf('profesional'));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    await userEvent.click(await within(dialog).findByLabelText(/Factura completa/));
    const list = within(dialog).getByLabelText('Importes de la factura');
    expect(list).toHaveTextContent('Base imponible56,60 €');
    expect(list).toHaveTextContent('IVA 21 %11,89 €');
    expect(list).toHaveTextContent('Total factura68,49 €');
    expect(list).toHaveTextContent('Retención IRPF 15 %−8,49 €');
    expect(list).toHaveTextContent('Total a pagar60,00 €');
    expect(dialog).toHaveTextContent('Con retención de IRPF del 15 %');
  });

  it('says before issuing that the record will wait when no certificate is installed', async () => {
    setup(draft({ verifactu: 'sin_envio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    expect(await within(dialog).findByText('El registro no irá a la AEAT')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(VERIFACTU_ISSUE_NOTICES.sin_envio!);
  });

  it('says nothing of the kind when the record goes to the AEAT', async () => {
    setup(draft());
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    await within(dialog).findByText(/Se enviará en PDF/);
    expect(within(dialog).queryByText('El registro no irá a la AEAT')).toBeNull();
  });

  it('without a fiscal profile lists what is missing and offers no issue button', async () => {
    setup(draft({ profileMissing: ['Nombre o razón social', 'NIF, NIE o CIF'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir factura' });
    expect(await within(dialog).findByText('Faltan tus datos fiscales')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('NIF, NIE o CIF');
    expect(within(dialog).getByRole('link', { name: 'Completar datos fiscales' })).toHaveAttribute(
      'href',
      '/settings#datos-fiscales',
    );
    expect(within(dialog).queryByRole('button', { name: 'Emitir factura' })).toBeNull();
    expect(INVOICE_MESSAGES.noProfile).toContain('Ajustes');
  });
});

describe('splitAddress', () => {
  it('splits a typed Spanish address around its postal code, or keeps it whole', () => {
    expect(splitAddress('Calle Olmo 4, 28004 Madrid')).toEqual({
      address: 'Calle Olmo 4',
      postalCode: '28004',
      city: 'Madrid',
    });
    expect(splitAddress('Avda. del Mar 10 3ºB 46001 València.')).toEqual({
      address: 'Avda. del Mar 10 3ºB',
      postalCode: '46001',
      city: 'València',
    });
    expect(splitAddress('Camino del Pinar s/n')).toEqual({
      address: 'Camino del Pinar s/n',
      postalCode: '',
      city: '',
    });
  });
});
