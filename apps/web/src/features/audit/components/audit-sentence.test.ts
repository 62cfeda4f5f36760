import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

describe('auditSentence (issue 27: details in Spanish sentences, not keys)', () => {
  it('says what an admin did to an account', () => {
    expect(auditSentence({ action: 'user.approval_changed', details: { isApproved: true } })).toBe(
      'Aprobó la cuenta.',
    );
    expect(auditSentence({ action: 'user.status_changed', details: { isActive: false } })).toBe(
      'Desactivó la cuenta.',
    );
    expect(auditSentence({ action: 'user.role_changed', details: { role: 'admin' } })).toBe(
      'Dio a la cuenta el rol de administrador.',
    );
  });

  it('counts what an erasure removed and anonymised, singular and plural, skipping zeros', () => {
    expect(
      auditSentence({
        action: 'client.erased',
        details: { dogs: 2, sessions: 1, bonos: 0, appointments: 3, requests: 1, payments: 0 },
      }),
    ).toBe(
      'Eliminó los datos de un cliente; se borraron 2 perros y 1 sesión; quedan anónimos 3 citas y 1 solicitud.',
    );
    expect(auditSentence({ action: 'client.erased', details: {} })).toBe(
      'Eliminó los datos de un cliente.',
    );
  });

  it('sums up an import', () => {
    expect(
      auditSentence({
        action: 'clients.imported',
        details: { clientsCreated: 12, clientsMerged: 1, dogsCreated: 15, rowsSkipped: 0 },
      }),
    ).toBe('Importó clientes: creó 12 clientes, combinó 1 cliente existente y añadió 15 perros.');
    expect(
      auditSentence({
        action: 'clients.imported',
        details: { clientsCreated: 0, clientsMerged: 0, dogsCreated: 0, rowsSkipped: 0 },
      }),
    ).toBe('Importó un archivo sin cambios.');
  });
});
