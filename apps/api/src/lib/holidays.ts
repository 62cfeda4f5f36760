/**
 * Spain's holiday calendar (issue 45, decision 0150): the national public holidays plus the
 * business's autonomous community, derived from the province of its fiscal profile (Ajustes ›
 * Facturación). Public holidays close the weekly pattern's free times; Nochebuena and Nochevieja
 * are not public holidays but are commonly closed, so they are only ever a warning.
 *
 * date-holidays is loaded on first use (about 9 MB of heap, the parser and its data), and one
 * calendar is kept per community; a year's list is computed once and cached.
 */
import type { HolidayDate } from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fiscalProfiles } from '../db/schema.ts';

/** What a date is: a public holiday (not offered) or a usually-closed eve (a warning). */
export type Holiday = HolidayDate;

/** date-holidays' ES region codes, by a province's name without accents, case or articles. */
const REGION_OF_PROVINCE: Record<string, string> = {
  alava: 'PV',
  araba: 'PV',
  'araba/alava': 'PV',
  gipuzkoa: 'PV',
  guipuzcoa: 'PV',
  bizkaia: 'PV',
  vizcaya: 'PV',
  almeria: 'AN',
  cadiz: 'AN',
  cordoba: 'AN',
  granada: 'AN',
  huelva: 'AN',
  jaen: 'AN',
  malaga: 'AN',
  sevilla: 'AN',
  huesca: 'AR',
  teruel: 'AR',
  zaragoza: 'AR',
  asturias: 'AS',
  'illes balears': 'IB',
  'islas baleares': 'IB',
  baleares: 'IB',
  palmas: 'CN',
  'las palmas': 'CN',
  'santa cruz de tenerife': 'CN',
  tenerife: 'CN',
  cantabria: 'CB',
  avila: 'CL',
  burgos: 'CL',
  leon: 'CL',
  palencia: 'CL',
  salamanca: 'CL',
  segovia: 'CL',
  soria: 'CL',
  valladolid: 'CL',
  zamora: 'CL',
  albacete: 'CM',
  'ciudad real': 'CM',
  cuenca: 'CM',
  guadalajara: 'CM',
  toledo: 'CM',
  barcelona: 'CT',
  girona: 'CT',
  gerona: 'CT',
  lleida: 'CT',
  lerida: 'CT',
  tarragona: 'CT',
  badajoz: 'EX',
  caceres: 'EX',
  coruna: 'GA',
  'a coruna': 'GA',
  'la coruna': 'GA',
  lugo: 'GA',
  ourense: 'GA',
  orense: 'GA',
  pontevedra: 'GA',
  madrid: 'MD',
  murcia: 'MC',
  navarra: 'NC',
  nafarroa: 'NC',
  rioja: 'RI',
  'la rioja': 'RI',
  alicante: 'VC',
  alacant: 'VC',
  'alicante/alacant': 'VC',
  castellon: 'VC',
  castello: 'VC',
  'castellon/castello': 'VC',
  valencia: 'VC',
  'valencia/valencia': 'VC',
  ceuta: 'CE',
  melilla: 'ML',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();

/** "Madrid" → 'MD', "Las Palmas" → 'CN', "Araba/Álava" → 'PV'; null: national holidays only. */
export function regionOfProvince(province: string | null | undefined): string | null {
  if (!province) return null;
  const key = normalise(province);
  return REGION_OF_PROVINCE[key] ?? REGION_OF_PROVINCE[key.replace(/^(la|las|el|a) /, '')] ?? null;
}

interface Calendar {
  getHolidays(year: number): { date: string; name: string; type: string }[];
}
type CalendarClass = new (country: string, region?: string, opts?: object) => Calendar;

let library: Promise<CalendarClass> | null = null;
const calendars = new Map<string, Calendar>();
const years = new Map<string, Holiday[]>();

async function calendarOf(region: string | null): Promise<Calendar> {
  library ??= import('date-holidays').then((m) => m.default as unknown as CalendarClass);
  const Holidays = await library;
  const key = region ?? 'ES';
  let calendar = calendars.get(key);
  if (!calendar) {
    const opts = { languages: ['es'], types: ['public'] };
    calendar = region ? new Holidays('ES', region, opts) : new Holidays('ES', undefined, opts);
    calendars.set(key, calendar);
  }
  return calendar;
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** A few of the library's names read oddly ('La inmaculada concepción'). */
const NAMES: Record<string, string> = { 'La inmaculada concepción': 'Inmaculada Concepción' };

async function yearOf(region: string | null, year: number): Promise<Holiday[]> {
  const key = `${region ?? 'ES'}-${year}`;
  const cached = years.get(key);
  if (cached) return cached;
  const calendar = await calendarOf(region);
  const byDate = new Map<string, Holiday>();
  for (const h of calendar.getHolidays(year)) {
    if (h.type !== 'public') continue;
    const date = h.date.slice(0, 10);
    if (!byDate.has(date))
      byDate.set(date, { date, name: NAMES[h.name] ?? capitalise(h.name), kind: 'public' });
  }
  for (const [day, name] of [
    ['12-24', 'Nochebuena'],
    ['12-31', 'Nochevieja'],
  ] as const) {
    const date = `${year}-${day}`;
    if (!byDate.has(date)) byDate.set(date, { date, name, kind: 'eve' });
  }
  const list = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  years.set(key, list);
  return list;
}

/** The holidays (public and eves) from `from` to `to` (YYYY-MM-DD, both included), in order. */
export async function holidaysBetween(
  region: string | null,
  from: string,
  to: string,
): Promise<Holiday[]> {
  const lists = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    lists.push(...(await yearOf(region, year)));
  return lists.filter((h) => h.date >= from && h.date <= to);
}

/** The business's community, from its fiscal profile's province (null: none set). */
export async function businessRegion(db: Db, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ province: fiscalProfiles.province })
    .from(fiscalProfiles)
    .where(eq(fiscalProfiles.businessId, businessId))
    .limit(1);
  return regionOfProvince(row?.province);
}

/** The business's holidays between two dates, by date. */
export async function businessHolidays(
  db: Db,
  businessId: string,
  from: string,
  to: string,
): Promise<Map<string, Holiday>> {
  const list = await holidaysBetween(await businessRegion(db, businessId), from, to);
  return new Map(list.map((h) => [h.date, h]));
}
