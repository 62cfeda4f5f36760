import { holidayNote } from '@adiestra/shared';
import { describe, expect, it } from 'vitest';
import { holidaysBetween, regionOfProvince } from './holidays.ts';

describe('regionOfProvince', () => {
  it("maps a province, however it is written, to date-holidays' ES community", () => {
    expect(regionOfProvince('Madrid')).toBe('MD');
    expect(regionOfProvince('Las Palmas')).toBe('CN');
    expect(regionOfProvince('Santa Cruz de Tenerife')).toBe('CN');
    expect(regionOfProvince('barcelona')).toBe('CT');
    expect(regionOfProvince('Málaga')).toBe('AN');
    expect(regionOfProvince('Araba/Álava')).toBe('PV');
    expect(regionOfProvince('A Coruña')).toBe('GA');
    expect(regionOfProvince('Illes Balears')).toBe('IB');
    expect(regionOfProvince('Alicante/Alacant')).toBe('VC');
  });

  it('is null for no province or an unknown one (national holidays only)', () => {
    expect(regionOfProvince('')).toBeNull();
    expect(regionOfProvince(null)).toBeNull();
    expect(regionOfProvince('Narnia')).toBeNull();
  });
});

describe('holidaysBetween', () => {
  it("lists December 2027's national holidays and warns of the eves", async () => {
    const december = await holidaysBetween(null, '2027-12-01', '2027-12-31');
    expect(december).toEqual([
      { date: '2027-12-06', name: 'Día de la Constitución Española', kind: 'public' },
      { date: '2027-12-08', name: 'Inmaculada Concepción', kind: 'public' },
      { date: '2027-12-24', name: 'Nochebuena', kind: 'eve' },
      { date: '2027-12-25', name: 'Navidad', kind: 'public' },
      { date: '2027-12-31', name: 'Nochevieja', kind: 'eve' },
    ]);
  });

  it("adds the community's own: Madrid on 3 May 2027, Cataluña on 11 September", async () => {
    const madrid = await holidaysBetween('MD', '2027-05-01', '2027-05-31');
    expect(madrid.map((h) => h.date)).toContain('2027-05-03');
    expect((await holidaysBetween(null, '2027-05-03', '2027-05-03')).length).toBe(0);
    const cataluna = await holidaysBetween('CT', '2027-09-11', '2027-09-11');
    expect(cataluna).toHaveLength(1);
  });
});

describe('holidayNote', () => {
  it('names the classes that fall on holidays and the usually-closed eves', () => {
    expect(
      holidayNote([
        { date: '2027-12-08', name: 'Inmaculada Concepción', kind: 'public' },
        { date: '2027-12-24', name: 'Nochebuena', kind: 'eve' },
      ]),
    ).toBe(
      '2 clases caen en festivos o días que suelen cerrarse: 8 dic (Inmaculada Concepción), 24 dic (Nochebuena). Cancela o mueve las que no vayas a dar.',
    );
    expect(holidayNote([])).toBeNull();
  });
});
