import { z } from './z.ts';

/** Issue 16: reminder lead times the trainer can choose in Ajustes (minutes); null is none. */
export const REMINDER_LEAD_MINUTES = [120, 1440, 2880] as const;
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_MINUTES)[number];
export const DEFAULT_REMINDER_LEAD_MINUTES: ReminderLeadMinutes = 1440;
export const REMINDER_LEAD_LABELS: Record<ReminderLeadMinutes, string> = {
  120: '2 horas antes',
  1440: '24 horas antes',
  2880: '48 horas antes',
};
/** The daily agenda goes out at this local hour (the trainer's time zone). */
export const DAILY_AGENDA_HOUR = 7;

export const ReminderSettingsSchema = z.object({
  leadMinutes: z
    .union(
      REMINDER_LEAD_MINUTES.map((m) => z.literal(m)) as [
        z.ZodLiteral<120>,
        z.ZodLiteral<1440>,
        z.ZodLiteral<2880>,
      ],
      { error: 'Elige cuándo enviar el recordatorio' },
    )
    .nullable(),
  dailyAgenda: z.boolean({ error: 'Indica si quieres la agenda diaria' }),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** The private calendar subscription, as shown once after it is made. */
/** Whose work a calendar feed lists: its trainer's own, or the whole business's (decision 0140). */
export const CALENDAR_FEED_SCOPES = ['trainer', 'business'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

export const CalendarFeedLinkSchema = z.object({ httpsUrl: z.string(), webcalUrl: z.string() });
export type CalendarFeedLink = z.infer<typeof CalendarFeedLinkSchema>;
/** Whether a subscription exists (its URL cannot be shown again: only its hash is kept). */
export const CalendarFeedStatusSchema = z.object({ createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** What the owner's reminder page shows (GET; the POST acts). */
export const ReminderPageSchema = z.object({
  trainerName: z.string(),
  dogName: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  /** SCHEDULED and still at the reminded time: the buttons can act. */
  open: z.boolean(),
  confirmedAt: z.string().nullable(),
  cancelled: z.boolean(),
  /** Issue 27: the visit took place; a late "Confirmo" is told so, not that the time changed. */
  completed: z.boolean(),
});
export type ReminderPage = z.infer<typeof ReminderPageSchema>;

/** Opaque link tokens (base64url of 32 random bytes). */
export const ReminderTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'El enlace no es válido'),
});
