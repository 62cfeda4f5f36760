import { describe, expect, it } from 'vitest';
import { formatOwnerWhen, whatsappUrl, zoneCity } from './owner-time';

describe('owner-facing times and contacts', () => {
  it("names the trainer's zone only when it is not the reader's", () => {
    expect(formatOwnerWhen('2026-12-01', '10:00', 'Europe/Madrid', 'Europe/Madrid')).toBe(
      'martes, 1 de diciembre de 2026, 10:00',
    );
    expect(formatOwnerWhen('2026-12-01', '10:00', 'Atlantic/Canary', 'Europe/Madrid')).toBe(
      'martes, 1 de diciembre de 2026, 10:00 (hora de Canary)',
    );
    expect(formatOwnerWhen('2026-12-01', null, 'Europe/Madrid', 'Europe/Madrid')).toMatch(
      /sin hora preferida/,
    );
    expect(zoneCity('America/New_York')).toBe('New York');
  });

  it('builds wa.me links from any way of writing a phone', () => {
    expect(whatsappUrl('+34 600 111 222')).toBe('https://wa.me/34600111222');
    expect(whatsappUrl('600 111 222')).toBe('https://wa.me/34600111222');
    expect(whatsappUrl('(0049) 151-234 5678')).toBe('https://wa.me/491512345678');
  });
});
