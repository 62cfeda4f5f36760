import { z } from './z.ts';

/**
 * A trainer leaves (issue 39, decision 0141): their future appointments, classes, courses and
 * open requests are handed to other trainers of the business, all to one or one by one, before
 * the member can be removed.
 */

export const HANDOVER_KINDS = ['appointment', 'class', 'course', 'request'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];

export const HANDOVER_KIND_LABELS: Record<HandoverKind, string> = {
  appointment: 'Cita',
  class: 'Clase',
  course: 'Curso',
  request: 'Solicitud',
};

/** One piece of future work given by the member who leaves. */
export const HandoverItemSchema = z.object({
  kind: z.enum(HANDOVER_KINDS),
  id: z.string(),
  /** The day it happens (a course: its next class; a request: the day asked for). */
  date: z.string(),
  /** "HH:MM", or null when a request asked for no time. */
  time: z.string().nullable(),
  /** What it is: the service, the class's or the course's name. */
  title: z.string(),
  /** Who it is for: the owner and dog, or how many places are taken. */
  detail: z.string(),
  /** A class of a course: its course (reassigning the course moves it too). */
  courseId: z.string().nullable(),
});
export type HandoverItem = z.infer<typeof HandoverItemSchema>;

export const HandoverTrainerSchema = z.object({ userId: z.string(), name: z.string() });
export type HandoverTrainer = z.infer<typeof HandoverTrainerSchema>;

export const FutureWorkSchema = z.object({
  member: HandoverTrainerSchema,
  /** The trainers the work may go to: the business's other members who train. */
  trainers: z.array(HandoverTrainerSchema),
  items: z.array(HandoverItemSchema),
});
export type FutureWork = z.infer<typeof FutureWorkSchema>;

const handoverId = z.uuid({ message: 'Elige una cita, clase, curso o solicitud de la lista' });

export const ReassignWorkSchema = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(HANDOVER_KINDS, { message: 'Elige una cita, clase, curso o solicitud' }),
        id: handoverId,
        trainerId: z.uuid({ message: 'Elige el adiestrador que se queda con ella' }),
      }),
      { message: 'Elige qué reasignar' },
    )
    .min(1, 'Elige al menos una cita, clase, curso o solicitud')
    .max(1000, 'Reasigna como mucho 1000 a la vez'),
});
export type ReassignWork = z.input<typeof ReassignWorkSchema>;

export const ReassignResultSchema = z.object({
  /** Rows whose trainer changed (a course's classes count one each). */
  moved: z.number().int(),
  /** Owners told by e-mail. */
  notified: z.number().int(),
  /** Future work still given by the member. */
  remaining: z.number().int(),
});
export type ReassignResult = z.infer<typeof ReassignResultSchema>;

export const HANDOVER_MESSAGES = {
  reassigned: 'Reasignado',
  notATrainer: 'Esa persona no es un adiestrador de tu equipo',
  sameTrainer: 'Elige otro adiestrador: esa persona es quien se va',
  notTheirs: 'Esa cita, clase, curso o solicitud ya no es trabajo futuro de esta persona',
  repeated: 'Cada cita, clase, curso o solicitud se reasigna una sola vez',
  clash: (what: string, trainer: string) =>
    `${what} coincide con otra cita o clase de ${trainer}: elige otro adiestrador o cambia la hora. No se ha cambiado nada.`,
  workRemains: (count: number) =>
    `Antes de quitarle del equipo, reasigna su trabajo pendiente (${count} ${count === 1 ? 'cita, clase, curso o solicitud' : 'citas, clases, cursos o solicitudes'})`,
  mailSubject: (businessName: string) => `${businessName}: cambia quién da tu sesión`,
} as const;
