/**
 * Issue 27, Mi área's "Pedir otra cita": the owner and dog of their latest booking, handed to the
 * public booking page in the same tab. It goes through sessionStorage, not the address, so no
 * name or phone lands in the browser history or a server log; the page takes it once.
 */
export interface BookingPrefill {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  dogName: string;
  dogBreed: string;
  dogAge: string;
}

const FIELDS = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'dogName',
  'dogBreed',
  'dogAge',
] as const satisfies readonly (keyof BookingPrefill)[];

const keyOf = (trainerId: string) => `adiestra:pedir-otra-cita:${trainerId}`;

export function saveBookingPrefill(trainerId: string, prefill: BookingPrefill): void {
  try {
    sessionStorage.setItem(keyOf(trainerId), JSON.stringify(prefill));
  } catch {
    // Storage refused (private mode, full): the page opens empty, as from any other link.
  }
}

/** What Mi área left for this trainer's page (only text fields it knows), or nothing. */
export function readBookingPrefill(trainerId: string): Partial<BookingPrefill> {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(keyOf(trainerId)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return {};
    const found: Partial<BookingPrefill> = {};
    for (const field of FIELDS) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string') found[field] = value.slice(0, 200);
    }
    return found;
  } catch {
    return {};
  }
}

/** Once read, the values are the form's: a reload or a later visit starts empty. */
export function forgetBookingPrefill(trainerId: string): void {
  try {
    sessionStorage.removeItem(keyOf(trainerId));
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
