import { z } from './z.ts';
import { DATE_RANGE_MESSAGES, isPlausibleBookingDate } from './date-range.ts';
import { isRealDate } from './fields.ts';
import { DEFAULT_APPOINTMENT_DURATION, SCHEDULING_MESSAGES } from './scheduling.ts';
import { SERVICE_MESSAGES, serviceDurationField } from './services.ts';
import { isPastDate } from './time-zone.ts';

/** Field rules shared by the availability, request, appointment and wizard schemas. */

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A required `YYYY-MM-DD` that is a real calendar date. */
export function dateField(
  requiredMessage: string,
  invalidMessage: string = SCHEDULING_MESSAGES.invalidDate,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isRealDate, invalidMessage)
    .refine((v) => v >= '2000-01-01', SCHEDULING_MESSAGES.pastDate)
    .refine((v) => isPlausibleBookingDate(v), DATE_RANGE_MESSAGES.bookingTooFar);
}

/** A required `HH:mm` (00:00–23:59). */
export function timeField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(TIME_PATTERN, SCHEDULING_MESSAGES.invalidTime);
}

/** An optional `HH:mm`; empty becomes null. */
export const optionalTimeField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || TIME_PATTERN.test(v), SCHEDULING_MESSAGES.invalidTime);

/** An optional `YYYY-MM-DD` filter. */
export const optionalDateFilter = z
  .string()
  .refine(isRealDate, SCHEDULING_MESSAGES.invalidDate)
  .optional();

/**
 * Any service's duration, 15–480 minutes (issue 18: a request or appointment lasts as long as its
 * service); a select's "60" is accepted too; 60 when missing.
 */
export const durationField = z.coerce
  .number({ error: SERVICE_MESSAGES.duration })
  .pipe(serviceDurationField)
  .default(DEFAULT_APPOINTMENT_DURATION);

const DOG_AGE_MESSAGE = 'La edad debe estar entre 0 y 20 años';

/**
 * Dog age 0–20 years (SPEC §5), from a number or a text input, to two decimals (a picked dog's
 * 0.5 stays 0.5 and reads "6 meses", issue 27); null when empty.
 */
export const dogAgeField = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v) => (v === '' || v == null ? null : Number(v)))
  .pipe(
    z
      .number({ error: DOG_AGE_MESSAGE })
      .min(0, DOG_AGE_MESSAGE)
      .max(20, DOG_AGE_MESSAGE)
      .transform((years) => Math.round(years * 100) / 100)
      .nullable(),
  );

/**
 * SPEC §5 (optional plus, a first digit 1–9, at most 15 digits once spaces are removed), and
 * issue 28: a number someone can be called on — "1" is not. Without a plus it is a Spanish number:
 * nine digits starting with 6, 7, 8 or 9. With a plus: a country code and at least eight digits in
 * all (E.164's shortest real numbers), and +34 is followed by a Spanish number. No libphonenumber
 * here: its metadata must stay out of the public booking page (scripts/check-budgets.mjs); the
 * server compares phones with it (apps/api/src/lib/contact-match.ts).
 */
const SPANISH_NUMBER = /^[6-9]\d{8}$/;
export function isValidBookingPhone(phone: string): boolean {
  const text = phone.replace(/\s/g, '');
  if (!/^\+?[1-9]\d{0,14}$/.test(text)) return false;
  if (!text.startsWith('+')) return SPANISH_NUMBER.test(text);
  if (text.startsWith('+34')) return SPANISH_NUMBER.test(text.slice(3));
  return text.length - 1 >= 8;
}

/** Adds 'La fecha no puede ser en el pasado' to `field` of a form, given today in the right zone. */
export function notPastDate<K extends string>(field: K, today: string) {
  return (value: Record<K, string>, ctx: z.RefinementCtx) => {
    if (isRealDate(value[field]) && isPastDate(value[field], today)) {
      ctx.addIssue({ code: 'custom', path: [field], message: SCHEDULING_MESSAGES.pastDate });
    }
  };
}
