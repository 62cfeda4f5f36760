import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OwnerAccountSection } from './owner-account';

describe('OwnerAccountSection: what the owner owes and paid (issue 45)', () => {
  it('shows the totals and each charge with what is paid of it', () => {
    render(
      <OwnerAccountSection
        account={{
          chargedCents: 15500,
          paidCents: 12500,
          owedCents: 3000,
          charges: [
            {
              kind: 'visit',
              concept: 'Clase de cachorros',
              date: '2026-11-24',
              cents: 1500,
              paidCents: 0,
            },
            {
              kind: 'visit',
              concept: 'Clase de cachorros',
              date: '2026-11-17',
              cents: 1500,
              paidCents: 500,
            },
            {
              kind: 'course',
              concept: 'Cachorros',
              date: '2026-11-03',
              cents: 12000,
              paidCents: 12000,
            },
          ],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Tus pagos' });
    expect(within(section).getByText('Pendiente').nextSibling).toHaveTextContent(/30,00\s€/);
    const [open, part, course] = within(section).getAllByRole('listitem');
    expect(open).toHaveTextContent(/24\/11\/2026 · Clase de cachorros/);
    expect(open).toHaveTextContent(/Pendiente de pago · 15,00\s€/);
    expect(part).toHaveTextContent(/Pagado 5,00\s€ de 15,00\s€/);
    expect(course).toHaveTextContent(/Curso · Cachorros/);
    expect(course).toHaveTextContent(/Pagado · 120,00\s€/);
  });

  it('says nothing when nothing was charged', () => {
    const { container } = render(<OwnerAccountSection account={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
