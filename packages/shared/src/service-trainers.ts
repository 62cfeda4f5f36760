import { z } from './z.ts';

/**
 * Which trainers give a service (issue 39, decision 0139), and the "Cualquiera" choice. A service
 * with no rows is given by every trainer of the business (the titular and each adiestrador); the
 * rows narrow it and order the assignment: a lower priority is tried first.
 */
export const SERVICE_TRAINER_PRIORITY = { min: 0, max: 99 } as const;

export const SERVICE_TRAINER_MESSAGES = {
  trainer: 'Elige un adiestrador del equipo',
  priority: `La prioridad debe ser un número entre ${SERVICE_TRAINER_PRIORITY.min} y ${SERVICE_TRAINER_PRIORITY.max}`,
  repeated: 'Cada adiestrador puede aparecer una sola vez',
  /** The service form's boxes all unchecked: a service nobody gives could not be booked. */
  atLeastOne: 'Elige al menos un adiestrador',
  notTrainer: 'Ese miembro no es un adiestrador del equipo',
  /** Nobody who gives the service is free for the whole time. */
  noneFree: 'Ningún adiestrador que da este servicio está libre a esa hora: elige otra hora',
  /** A trainer the service does not list. */
  notGiven: 'Ese adiestrador no da este servicio',
  /** An adiestrador asked for another member's hours. */
  ownTimeOnly: 'Solo puedes gestionar tu propio horario',
} as const;

/** The picker's label for "whoever is free", and its value on the wire (no trainer). */
export const ANY_TRAINER_LABEL = 'Cualquiera';

export const ServiceTrainerEntrySchema = z.object({
  trainerId: z.uuid({ message: SERVICE_TRAINER_MESSAGES.trainer }),
  priority: z
    .number({ error: SERVICE_TRAINER_MESSAGES.priority })
    .int(SERVICE_TRAINER_MESSAGES.priority)
    .min(SERVICE_TRAINER_PRIORITY.min, SERVICE_TRAINER_MESSAGES.priority)
    .max(SERVICE_TRAINER_PRIORITY.max, SERVICE_TRAINER_MESSAGES.priority)
    .default(0),
});

/** PUT /api/services/:id/trainers: the whole list; an empty one means "every trainer". */
export const ServiceTrainersInputSchema = z.object({
  trainers: z
    .array(ServiceTrainerEntrySchema)
    .max(100)
    .refine((list) => new Set(list.map((t) => t.trainerId)).size === list.length, {
      message: SERVICE_TRAINER_MESSAGES.repeated,
    }),
});
export type ServiceTrainersPayload = z.output<typeof ServiceTrainersInputSchema>;

export const ServiceTrainerSchema = z.object({
  trainerId: z.string(),
  name: z.string(),
  priority: z.number().int(),
});
export type ServiceTrainer = z.infer<typeof ServiceTrainerSchema>;

export const ServiceTrainersSchema = z.object({
  /** False: the service has no rows, so every trainer gives it (listed with priority 0). */
  restricted: z.boolean(),
  trainers: z.array(ServiceTrainerSchema),
});
export type ServiceTrainers = z.infer<typeof ServiceTrainersSchema>;

/** `?trainerId=` of the availability and calendar routes: whose time (default: the caller's). */
export const TrainerQuerySchema = z.object({
  trainerId: z.uuid({ message: SERVICE_TRAINER_MESSAGES.trainer }).optional(),
});
