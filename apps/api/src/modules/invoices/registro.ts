import { createHash } from 'node:crypto';
import { wallClock } from '@adiestra/shared';

/**
 * The huella of the registro de facturación (Orden HAC/1177/2024, issue 30.5): `campo=valor`
 * pairs joined by `&`, values trimmed, UTF-8, SHA-256, 64 upper-case hex characters. The values
 * are the exact literals written in the record. Pure functions: the official vector is in
 * registro.test.ts.
 */

export interface AltaHashFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's huella; empty for the first record. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

export interface AnulacionHashFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const ALTA_ORDER: (keyof AltaHashFields)[] = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
];
const ANULACION_ORDER: (keyof AnulacionHashFields)[] = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
];

const join = <T extends object>(fields: T, order: (keyof T)[]) =>
  order.map((name) => `${String(name)}=${String(fields[name]).trim()}`).join('&');

export const altaHashInput = (fields: AltaHashFields) => join(fields, ALTA_ORDER);
export const anulacionHashInput = (fields: AnulacionHashFields) => join(fields, ANULACION_ORDER);

export const huella = (input: string) =>
  createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();

/**
 * FechaHoraHusoGenRegistro: the wall clock of `timeZone` at `now` with its offset,
 * `YYYY-MM-DDThh:mm:ss±hh:mm` (no Z, no fractions).
 */
export function registroTimestamp(now: Date, timeZone: string) {
  const wall = wallClock(now, timeZone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const wallUtcMs = Date.UTC(year, month - 1, day, 0, wall.minutes);
  const minuteMs = Math.floor(now.getTime() / 60_000) * 60_000;
  const offset = Math.round((wallUtcMs - minuteMs) / 60_000);
  const seconds = String(now.getUTCSeconds()).padStart(2, '0');
  const pad = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.date}T${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}:${seconds}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant a FechaHoraHusoGenRegistro names. */
export const registroInstant = (timestamp: string) => new Date(timestamp);
