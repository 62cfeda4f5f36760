import { z } from './z.ts';

const ID_MESSAGE = 'Identificador no válido';

/**
 * Which client and dog a new or approved booking belongs to (issue 13), each: omitted = the one
 * that matches the owner's e-mail or phone (the dog by name under that client), created when none
 * does; `null` = a new one from the booking's data; an id = that one (the trainer's own, the dog
 * of that client).
 */
export const bookingLinkChoices = {
  clientId: z.uuid({ error: ID_MESSAGE }).nullable().optional(),
  dogId: z.uuid({ error: ID_MESSAGE }).nullable().optional(),
};

/** A list of one client's or one dog's bookings (the client and dog detail pages). */
export const bookingLinkFilters = {
  clientId: z.uuid({ error: ID_MESSAGE }).optional(),
  dogId: z.uuid({ error: ID_MESSAGE }).optional(),
};

export type BookingLinkChoice = string | null | undefined;
