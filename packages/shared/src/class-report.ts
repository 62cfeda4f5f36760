import { z } from './z.ts';
import { optionalText, requiredText } from './fields.ts';
import { HomeworkItemInputSchema, HomeworkItemSchema } from './reports.ts';
import { progressNumber } from './sessions.ts';

/**
 * The class report (issue 29, decision 0087): one report for a class held plus a line per dog
 * that attended it. Each line is that dog's training session linked to the class, so it reaches
 * the owner as a session report with homework, and shows wherever sessions show.
 */
export const CLASS_REPORT_MESSAGES = {
  worked: 'Escribe qué se ha trabajado en la clase',
  tooEarly: 'El informe se escribe el día de la clase o después',
  notAttended: 'Este perro no asistió a la clase: marca antes su asistencia',
  repeatedDog: 'Este perro ya tiene una línea en el informe',
  noReport: 'Guarda el informe antes de enviarlo',
  saved: 'Informe de la clase guardado',
  sent: (n: number) => (n === 1 ? 'Informe enviado a 1 dueño' : `Informe enviado a ${n} dueños`),
  nothingToSend: 'No hay informes nuevos que enviar: cada dueño ya ha recibido el suyo',
} as const;

/** One attending dog's line: its progress, notes for its owner and its homework (deberes). */
export const ClassReportLineInputSchema = z.object({
  dogId: z.uuid({ error: 'Selecciona un perro' }),
  progress: progressNumber.nullish().transform((v) => v ?? null),
  notes: optionalText(5000),
  homework: z.array(HomeworkItemInputSchema).max(20, 'Como mucho 20 ejercicios'),
});
export type ClassReportLineInput = z.input<typeof ClassReportLineInputSchema>;

/** PUT /api/classes/:id/report: the class's general part and its lines, saved as a whole. */
export const ClassReportInputSchema = z
  .object({
    worked: requiredText(CLASS_REPORT_MESSAGES.worked, 5000),
    notes: optionalText(5000),
    lines: z.array(ClassReportLineInputSchema).max(50, 'Como mucho 50 perros'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines.forEach((line, index) => {
      if (seen.has(line.dogId))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'dogId'],
          message: CLASS_REPORT_MESSAGES.repeatedDog,
        });
      seen.add(line.dogId);
    });
  });
export type ClassReportInput = z.input<typeof ClassReportInputSchema>;
export type ClassReportPayload = z.output<typeof ClassReportInputSchema>;

/** One attending dog on the report: its line once written, and when its owner was sent it. */
export const ClassReportLineSchema = z.object({
  enrolmentId: z.string(),
  dogId: z.string(),
  dogName: z.string(),
  clientName: z.string(),
  /** Whether the owner has an e-mail the report can be sent to. */
  ownerReachable: z.boolean(),
  /** The dog's training session holding the line; null until the report is saved. */
  sessionId: z.string().nullable(),
  progress: z.number().nullable(),
  notes: z.string().nullable(),
  homework: z.array(HomeworkItemSchema),
  sentAt: z.string().nullable(),
});
export type ClassReportLine = z.infer<typeof ClassReportLineSchema>;

/** GET /api/classes/:id/report: the general part (null until saved) and a line per attending dog. */
export const ClassReportSchema = z.object({
  report: z
    .object({
      worked: z.string(),
      notes: z.string().nullable(),
      updatedAt: z.string(),
      sentAt: z.string().nullable(),
    })
    .nullable(),
  lines: z.array(ClassReportLineSchema),
});
export type ClassReport = z.infer<typeof ClassReportSchema>;

/** The session title a class line carries in the dog's history and the owner's reports. */
const CLASS_TITLE_PREFIX = 'Clase en grupo: ';
export const classSessionTitle = (serviceName: string) => `${CLASS_TITLE_PREFIX}${serviceName}`;
/** The class's name again, from a line's title: what a report names under "Clase". */
export const classNameOfTitle = (title: string) =>
  title.startsWith(CLASS_TITLE_PREFIX) ? title.slice(CLASS_TITLE_PREFIX.length) : title;
