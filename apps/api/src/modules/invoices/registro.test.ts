import { describe, expect, it } from 'vitest';
import {
  altaHashInput,
  anulacionHashInput,
  huella,
  registroInstant,
  registroTimestamp,
} from './registro.ts';

describe('the huella', () => {
  it("passes the AEAT's official vector for a first record of issue", () => {
    const input = altaHashInput({
      IDEmisorFactura: '89890001K',
      NumSerieFactura: '12345678/G33',
      FechaExpedicionFactura: '01-01-2024',
      TipoFactura: 'F1',
      CuotaTotal: '12.35',
      ImporteTotal: '123.45',
      Huella: '',
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
    });
    expect(input).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(huella(input)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('hashes the literal: "123.4" and "123.40" differ, spaces around a value do not count', () => {
    const base = {
      IDEmisorFactura: '89890001K',
      NumSerieFactura: 'F-0001',
      FechaExpedicionFactura: '01-01-2024',
      TipoFactura: 'F2',
      CuotaTotal: '21.4',
      ImporteTotal: '123.4',
      Huella: '',
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
    };
    const a = huella(altaHashInput(base));
    expect(huella(altaHashInput({ ...base, ImporteTotal: '123.40' }))).not.toBe(a);
    expect(huella(altaHashInput({ ...base, NumSerieFactura: ' F-0001 ' }))).toBe(a);
  });

  it('chains a cancellation with its own field names', () => {
    expect(
      anulacionHashInput({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: 'F-0001',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        Huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        FechaHoraHusoGenRegistro: '2024-01-01T19:25:00+01:00',
      }),
    ).toBe(
      'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=F-0001&FechaExpedicionFacturaAnulada=01-01-2024&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60&FechaHoraHusoGenRegistro=2024-01-01T19:25:00+01:00',
    );
  });
});

describe('FechaHoraHusoGenRegistro', () => {
  it("writes the trainer's wall clock with its offset, winter and summer, Madrid and Canarias", () => {
    const winter = new Date('2024-01-01T18:20:30.789Z');
    expect(registroTimestamp(winter, 'Europe/Madrid')).toBe('2024-01-01T19:20:30+01:00');
    expect(registroTimestamp(winter, 'Atlantic/Canary')).toBe('2024-01-01T18:20:30+00:00');
    const summer = new Date('2024-07-01T10:00:05Z');
    expect(registroTimestamp(summer, 'Europe/Madrid')).toBe('2024-07-01T12:00:05+02:00');
    expect(registroInstant('2024-07-01T12:00:05+02:00').getTime()).toBe(
      new Date('2024-07-01T10:00:05Z').getTime(),
    );
  });
});
