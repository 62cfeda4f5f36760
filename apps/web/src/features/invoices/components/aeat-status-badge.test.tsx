import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AeatStatusBadge } from './aeat-status-badge';

describe('AeatStatusBadge', () => {
  it('says in Spanish what the AEAT answered, with its error when it gave one', () => {
    const { rerender } = render(<AeatStatusBadge aeat={null} />);
    expect(screen.getByText('Pendiente de envío')).toBeInTheDocument();
    rerender(
      <AeatStatusBadge aeat={{ status: 'correcto', errorCode: null, errorDescription: null }} />,
    );
    expect(screen.getByText('Aceptado por la AEAT')).toBeInTheDocument();
    rerender(
      <AeatStatusBadge
        aeat={{
          status: 'aceptado_con_errores',
          errorCode: '2000',
          errorDescription: 'La huella no es correcta',
        }}
      />,
    );
    expect(screen.getByText('Aceptado con errores')).toBeInTheDocument();
    expect(screen.getByText('Error 2000: La huella no es correcta')).toBeInTheDocument();
    rerender(
      <AeatStatusBadge
        aeat={{ status: 'incorrecto', errorCode: '1100', errorDescription: null }}
      />,
    );
    expect(screen.getByText('Rechazado por la AEAT')).toBeInTheDocument();
    expect(screen.getByText('Error 1100')).toBeInTheDocument();
    // A SOAP fault's words already carry its code: said once.
    rerender(
      <AeatStatusBadge
        aeat={{
          status: 'fallo',
          errorCode: 'env:Client',
          errorDescription: 'Codigo[4102].El XML no cumple el esquema. (env:Client)',
        }}
      />,
    );
    expect(
      screen.getByText('Codigo[4102].El XML no cumple el esquema. (env:Client)'),
    ).toBeInTheDocument();
  });
});
