import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatCents,
  formatCentsPlain,
  formatPrice,
} from './money-format.ts';
import { PaymentFormSchema } from './payments.ts';
import { ServiceFormSchema } from './services.ts';
import { bonoWarnings, paymentState } from './bonos.ts';

describe('money in cents', () => {
  it('parses euros as typed, without floats', () => {
    expect(eurosToCents('45')).toBe(4500);
    expect(eurosToCents('45,5')).toBe(4550);
    expect(eurosToCents('45.05')).toBe(4505);
    expect(eurosToCents(' 0,10 € ')).toBe(10);
    expect(eurosToCents('45,555')).toBeNull();
    expect(eurosToCents('-3')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
  });

  it('round-trips every amount through the edit text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_00 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });

  it('formats for es-ES', () => {
    expect(formatCents(123456)).toMatch(/^1\.?234,56\s€$/);
    expect(formatCentsPlain(-50)).toBe('-0,50');
    expect(formatPrice(null)).toBe('A consultar');
  });
});

describe('form schemas (Spanish messages)', () => {
  const service = {
    name: 'Paseo',
    description: '',
    duration: '45',
    price: '',
    kind: 'individual',
    isPublic: true,
    color: '#2563EB',
    requirements: { vaccines: [], minAgeMonths: '', maxAgeMonths: '', consents: [] },
  };
  it('a service form gives the API body: cents or null for "a consultar"', () => {
    expect(ServiceFormSchema.parse(service)).toMatchObject({
      duration: 45,
      priceCents: null,
      color: '#2563eb',
    });
    expect(ServiceFormSchema.parse({ ...service, price: '35,5' }).priceCents).toBe(3550);
    const bad = ServiceFormSchema.safeParse({ ...service, duration: '', price: '3,555' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'El precio debe ser un importe en euros, por ejemplo 45 o 45,50',
      'La duración debe estar entre 15 y 480 minutos',
    ]);
  });

  it('a refund becomes a negative amount; zero is refused', () => {
    const base = { amount: '12,5', refund: true, method: 'bizum', paidOn: '2026-11-23', note: '' };
    expect(PaymentFormSchema.parse(base).amountCents).toBe(-1250);
    const zero = PaymentFormSchema.safeParse({ ...base, amount: '0' });
    expect(zero.error?.issues[0]?.message).toBe('El importe no puede ser cero');
    const empty = PaymentFormSchema.safeParse({ ...base, amount: '' });
    expect(empty.error?.issues[0]?.message).toBe('El importe es requerido');
  });
});

describe('bono state', () => {
  it('warns of the last session, a near expiry, and unused sessions after expiry', () => {
    const today = '2026-11-23';
    expect(bonoWarnings({ sessionsRemaining: 1, expiresOn: '2027-02-01' }, today)).toEqual([
      'last_session',
    ]);
    expect(bonoWarnings({ sessionsRemaining: 3, expiresOn: '2026-12-07' }, today)).toEqual([
      'expiring_soon',
    ]);
    expect(bonoWarnings({ sessionsRemaining: 3, expiresOn: '2026-12-08' }, today)).toEqual([]);
    expect(bonoWarnings({ sessionsRemaining: 2, expiresOn: '2026-11-22' }, today)).toEqual([
      'expired_unused',
    ]);
    expect(bonoWarnings({ sessionsRemaining: 0, expiresOn: '2026-11-22' }, today)).toEqual([]);
  });

  it('is paid, partly paid or pending from the ledger', () => {
    expect(paymentState(15000, 0)).toBe('pending');
    expect(paymentState(15000, 100)).toBe('partial');
    expect(paymentState(15000, 15000)).toBe('paid');
  });
});
