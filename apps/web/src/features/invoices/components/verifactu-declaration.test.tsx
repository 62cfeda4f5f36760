import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerifactuDeclaration } from '@adiestra/shared';
import { fakeAuth, renderWithProviders } from '@/testing/render';
import { DeclarationBody } from './verifactu-declaration';

const SIGNED: VerifactuDeclaration = {
  signed: true,
  missing: [],
  system: { name: 'Adiestra', id: 'AD', version: '1.0' },
  producer: { name: 'Adiestra Software S.L.', taxId: 'B12345674', address: 'Calle Mayor 1' },
  signedAt: { place: 'Madrid', date: '2026-11-02' },
};

const row = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the declaración responsable', () => {
  it('names the system, its version, the producer and where and when it was signed', () => {
    renderWithProviders(<DeclarationBody declaration={SIGNED} />, { auth: fakeAuth() });
    expect(row('Versión')).toBe('1.0');
    expect(row('NIF del productor')).toBe('B12345674');
    expect(
      screen.getByText(/declara bajo su responsabilidad que la versión 1\.0/),
    ).toHaveTextContent('Real Decreto 1007/2023');
    expect(screen.getByText('En Madrid, a 02/11/2026.')).toBeInTheDocument();
    expect(screen.queryByText('Declaración pendiente de firma')).not.toBeInTheDocument();
  });

  it('says it is not signed yet, and what the producer still has to set', () => {
    renderWithProviders(
      <DeclarationBody
        declaration={{
          ...SIGNED,
          signed: false,
          missing: ['VERIFACTU_PRODUCER_NIF', 'VERIFACTU_DECLARATION_DATE'],
          producer: { ...SIGNED.producer, taxId: null },
          signedAt: { place: 'Madrid', date: null },
        }}
      />,
      { auth: fakeAuth() },
    );
    expect(screen.getByText('Declaración pendiente de firma')).toBeInTheDocument();
    expect(
      screen.getByText(/VERIFACTU_PRODUCER_NIF, VERIFACTU_DECLARATION_DATE/),
    ).toBeInTheDocument();
    expect(row('NIF del productor')).toBe('Sin indicar');
    expect(screen.getByText('Lugar y fecha de firma: sin indicar.')).toBeInTheDocument();
  });
});
