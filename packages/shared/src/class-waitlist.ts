import { z } from './z.ts';

/**
 * Issue 29, the waiting list of a full class: an entry per dog, in the trainer's order; a freed
 * place is offered to the first waiting entry, which accepts it before a deadline or loses it.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'enrolled', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** The entries still in the list (the others are history). */
export const LIVE_WAITLIST_STATUSES = ['waiting', 'offered'] as const;

const HOUR_MS = 60 * 60 * 1000;
export const WAITLIST_OFFER_RULE = {
  /** How long an owner has to accept, when the class is far enough away. */
  hours: 12,
  /** An offer always ends this long before the class starts (the trainer knows who comes). */
  closesHoursBefore: 2,
  /** Shorter than this, an offer could not be read in time: the place stays free instead. */
  minMinutes: 30,
} as const;

/**
 * Until when a place offered at `now` can be accepted, for a class starting at `start`: 12 h, but
 * never past 2 h before the class; null when that leaves under 30 minutes (no offer is made). The
 * one rule, for the server that sets the deadline and the screens that explain it.
 */
export function offerDeadline(now: Date, start: Date): Date | null {
  const rule = WAITLIST_OFFER_RULE;
  const deadline = Math.min(
    now.getTime() + rule.hours * HOUR_MS,
    start.getTime() - rule.closesHoursBefore * HOUR_MS,
  );
  return deadline - now.getTime() >= rule.minMinutes * 60_000 ? new Date(deadline) : null;
}

export const WAITLIST_MESSAGES = {
  notFull: 'Aún quedan plazas libres: apunta al perro directamente',
  alreadyWaiting: 'Este perro ya está en la lista de espera',
  alreadyEnrolled: 'Este perro ya tiene plaza en la clase',
  entryNotFound: 'No encontramos a este perro en la lista de espera',
  noOffer: 'Esta plaza ya no está disponible: la oferta ha caducado o se ha retirado',
  noMove: 'El perro ya está en ese extremo de la lista',
  joined: 'Apuntado a la lista de espera',
  left: 'Has salido de la lista de espera',
  removed: 'Quitado de la lista de espera',
  moved: 'Lista de espera reordenada',
  accepted: 'Plaza aceptada: tu perro ya está apuntado',
  enrolled: 'Perro apuntado a la clase',
} as const;

export const WAITLIST_DIRECTIONS = ['up', 'down'] as const;

/** An entry in the address: /…/classes/:id/waitlist/:entryId/… */
export const WaitlistParamsSchema = z.object({
  id: z.uuid({ message: 'Identificador no válido' }),
  entryId: z.uuid({ message: 'Identificador no válido' }),
});

/** POST /api/classes/:id/waitlist/:entryId/move (and a course's): one step up or down the list. */
export const WaitlistMoveSchema = z.object({
  direction: z.enum(WAITLIST_DIRECTIONS, { error: 'Indica si sube o baja' }),
});
export type WaitlistMoveInput = z.infer<typeof WaitlistMoveSchema>;

/** An entry as the trainer's class page lists it, in order. */
export const WaitlistEntrySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  dogId: z.string(),
  dogName: z.string(),
  status: z.enum(LIVE_WAITLIST_STATUSES),
  /** While offered: until when the owner may accept (ISO instant). */
  offerExpiresAt: z.string().nullable(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

/** An owner's dog on a class's waiting list, as Mi área shows it. */
export const OwnerWaitlistSchema = z.object({
  entryId: z.string(),
  status: z.enum(LIVE_WAITLIST_STATUSES),
  /** 1 for the first waiting. */
  position: z.number(),
  offerExpiresAt: z.string().nullable(),
});
export type OwnerWaitlist = z.infer<typeof OwnerWaitlistSchema>;
