import { describe, expect, it } from 'vitest';
import { provinceOfPostalCode } from './postal-code.ts';

describe('provinceOfPostalCode', () => {
  it('names the province of the first two digits', () => {
    expect(provinceOfPostalCode('28004')).toBe('Madrid');
    expect(provinceOfPostalCode('01001')).toBe('Araba/Álava');
    expect(provinceOfPostalCode('35001')).toBe('Las Palmas');
    expect(provinceOfPostalCode('38001')).toBe('Santa Cruz de Tenerife');
    expect(provinceOfPostalCode('52001')).toBe('Melilla');
  });
  it('names none for a code that is not Spanish', () => {
    expect(provinceOfPostalCode('00001')).toBe('');
    expect(provinceOfPostalCode('53001')).toBe('');
    expect(provinceOfPostalCode('2800')).toBe('');
    expect(provinceOfPostalCode('')).toBe('');
  });
});
