import {
  AvailableDaysSchema,
  AvailableSlotsSchema,
  BookingConsentSchema,
  BookingDateSchema,
  BookingPersonalSchema,
  BookingPetStepSchema,
  PublicBookingResultSchema,
  PublicBookingSchema,
  VisitAddressSchema,
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

/**
 * SPEC §5 Public wizard: each step's rules, from the shared schemas, with the spec's message. A
 * home-visit service's last step first needs the address (issue 27).
 */
export function validateStep(
  step: number,
  values: BookingValues & { consentVersionIds: string[]; homeVisit: boolean },
  today: string,
): StepError | null {
  const schemas = [
    [BookingPersonalSchema],
    [BookingPetStepSchema],
    [BookingDateSchema.superRefine(notPastDate('preferredDate', today))],
    values.homeVisit ? [VisitAddressSchema, BookingConsentSchema] : [BookingConsentSchema],
  ];
  for (const schema of schemas[step] ?? []) {
    const result = schema.safeParse(values);
    if (result.success) continue;
    const fields = result.error.issues.map((issue) => issue.path[0] as BookingField);
    return { message: result.error.issues[0]?.message ?? '', fields: [...new Set(fields)] };
  }
  return null;
}
