/**
 * How holidays are named to a trainer (issue 45, decision 0150): creating classes names those
 * that fall on a public holiday or on Nochebuena and Nochevieja.
 */
export interface HolidayDate {
  date: string;
  name: string;
  /** 'public': a public holiday of the business's community; 'eve': usually closed. */
  kind: 'public' | 'eve';
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** "8 dic (Inmaculada Concepción)". */
export const holidayLabel = (h: Pick<HolidayDate, 'date' | 'name'>) =>
  `${Number(h.date.slice(8, 10))} ${MONTHS[Number(h.date.slice(5, 7)) - 1]} (${h.name})`;

/**
 * What creating classes says about holidays, or null when none is involved:
 * "2 clases caen en festivos o días que suelen cerrarse: 8 dic (Inmaculada Concepción), 24 dic
 * (Nochebuena). Cancela o mueve las que no vayas a dar."
 */
export function holidayNote(warned: HolidayDate[]): string | null {
  if (warned.length === 0) return null;
  const which =
    warned.length === 1
      ? '1 clase cae en un festivo o día que suele cerrarse'
      : `${warned.length} clases caen en festivos o días que suelen cerrarse`;
  return `${which}: ${warned.map(holidayLabel).join(', ')}. Cancela o mueve las que no vayas a dar.`;
}
