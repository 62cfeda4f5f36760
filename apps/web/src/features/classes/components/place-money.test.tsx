import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceMoney } from './place-money';

const charged = (paidCents: number, invoice: { id: string; number: string } | null = null) =>
  ({ state: 'charged', cents: 1500, paidCents, invoice }) as const;

describe('PlaceMoney: what a place is charged and what the ledger holds (decision 0135)', () => {
  it('reads pending, paid in part, and paid', () => {
    const { rerender } = render(<PlaceMoney money={charged(0)} />);
    expect(screen.getByText(/Pendiente de cobro · 15,00\s€/)).toBeInTheDocument();
    rerender(<PlaceMoney money={charged(500)} />);
    expect(screen.getByText(/Pagado 5,00\s€ de 15,00\s€/)).toBeInTheDocument();
    rerender(<PlaceMoney money={charged(1500)} />);
    expect(screen.getByText(/Pagado · 15,00\s€/)).toBeInTheDocument();
  });

  it('names the invoice of an invoiced place beside what is paid', () => {
    render(<PlaceMoney money={charged(0, { id: 'i1', number: 'A-0007' })} />);
    expect(screen.getByText(/Pendiente de cobro · 15,00\s€/)).toBeInTheDocument();
    expect(screen.getByText('Facturada A-0007')).toBeInTheDocument();
  });

  it('says a course place is paid with its course', () => {
    render(<PlaceMoney money={{ state: 'course', cents: null, paidCents: 0, invoice: null }} />);
    expect(screen.getByText('Se cobra con el curso')).toBeInTheDocument();
  });
});
