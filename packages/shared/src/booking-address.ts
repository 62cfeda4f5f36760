import { z } from './z.ts';
import { BOOKING_RESERVED_IDS } from './scheduling.ts';

/**
 * Issue 27: the public booking page's readable address, `/reservar/<nombre-del-negocio>`, made
 * from the business name in Ajustes. The old `/book-appointment/<id>` keeps working.
 */
export const BOOKING_SLUG_MAX = 60;

/** Lower-case letters and digits in groups joined by single hyphens: what the DB also checks. */
export const BOOKING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BOOKING_SLUG_PATTERN_SQL = '^[a-z0-9]+(-[a-z0-9]+)*$';

// A uuid-looking slug would be read as a trainer id first; reserved words are app screens.
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * "Adiestramiento Núñez" → "adiestramiento-nunez": accents folded (NFD, marks dropped; ñ → n),
 * anything else between words becomes one hyphen. Null when nothing readable is left.
 */
export function bookingSlugBase(businessName: string | null | undefined): string | null {
  if (!businessName) return null;
  const folded = businessName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = folded.slice(0, BOOKING_SLUG_MAX).replace(/-+$/, '');
  return cut || null;
}

/** Whether a slug may stand alone, or must be numbered ("dashboard" is a screen). */
const needsNumber = (base: string) =>
  (BOOKING_RESERVED_IDS as readonly string[]).includes(base) || UUID_LIKE.test(base);

/**
 * The slugs to try in order for a base: the base itself, then "-2", "-3"… when taken by another
 * trainer. The number keeps the whole within BOOKING_SLUG_MAX.
 */
export function bookingSlugCandidate(base: string, attempt: number): string {
  const n = needsNumber(base) ? attempt + 2 : attempt + 1;
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, BOOKING_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The page's address: the readable one when the trainer has it, else the id one. */
export const bookingPagePath = (trainerId: string, slug?: string | null) =>
  slug ? `/reservar/${slug}` : `/book-appointment/${trainerId}`;

/** GET /owner-area/booking-address: where the trainer's booking page is. */
export const BookingAddressSchema = z.object({
  slug: z.string().nullable(),
  path: z.string(),
});
export type BookingAddress = z.infer<typeof BookingAddressSchema>;
