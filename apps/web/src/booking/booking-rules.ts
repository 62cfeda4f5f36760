import {
  AvailableDaysSchema,
  AvailableSlotsSchema,
  BookingConsentSchema,
  BookingDateSchema,
  BookingPersonalSchema,
  BookingPetStepSchema,
  PublicBookingResultSchema,
  PublicBookingSchema,
  notPastDate,
} from '@adiestra/shared';
import type { BookingField, BookingValues, StepError } from './booking-values';

/*
 * Everything of the booking page that needs zod, which weighs as much as the rest of the page:
 * this module is loaded with the visitor's first interaction (`loadBookingRules`), not with the
 * page, so the page itself stays within its 90 KB budget (issue 7).
 */

export {
  AvailableDaysSchema,
  AvailableSlotsSchema,
  PublicBookingResultSchema,
  PublicBookingSchema,
};

/** SPEC §5 Public wizard: each step's rules, from the shared schemas, with the spec's message. */
export function validateStep(
  step: number,
  values: BookingValues & { consentVersionIds: string[] },
  today: string,
): StepError | null {
  const schemas = [
    BookingPersonalSchema,
    BookingPetStepSchema,
    BookingDateSchema.superRefine(notPastDate('preferredDate', today)),
    BookingConsentSchema,
  ];
  const result = schemas[step]?.safeParse(values);
  if (!result || result.success) return null;
  const fields = result.error.issues.map((issue) => issue.path[0] as BookingField);
  return { message: result.error.issues[0]?.message ?? '', fields: [...new Set(fields)] };
}
