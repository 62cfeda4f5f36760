import { DEFAULT_REMINDER_LEAD_MINUTES, type ReminderSettings } from '@adiestra/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  reminderSettings,
  sentAgendas,
  sentClassReminders,
  sentReminders,
} from './reminders.schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/**
 * The reminders module's queries (reminder_settings, sent_reminders, sent_class_reminders,
 * sent_agendas).
 */

export async function findSettings(db: Db, businessId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select()
    .from(reminderSettings)
    .where(eq(reminderSettings.businessId, businessId));
  if (!row) return { leadMinutes: DEFAULT_REMINDER_LEAD_MINUTES, dailyAgenda: false };
  return {
    leadMinutes: row.leadMinutes as ReminderSettings['leadMinutes'],
    dailyAgenda: row.dailyAgenda,
  };
}

export async function upsertSettings(db: Db, businessId: string, settings: ReminderSettings) {
  await db
    .insert(reminderSettings)
    .values({ businessId, ...settings })
    .onConflictDoUpdate({
      target: reminderSettings.businessId,
      set: { ...settings, updatedAt: new Date() },
    });
}

/** The once-only claim: false when another process (or an earlier run) already sent it. */
export async function claimReminder(
  tx: Tx,
  row: {
    id: string;
    businessId: string;
    appointmentId: string;
    leadMinutes: number;
    startsAt: Date;
    tokenHash: string;
    sentAt: Date;
  },
) {
  const inserted = await tx
    .insert(sentReminders)
    .values(row)
    .onConflictDoNothing({
      target: [sentReminders.appointmentId, sentReminders.leadMinutes, sentReminders.startsAt],
    })
    .returning({ id: sentReminders.id });
  return inserted.length === 1;
}

/** A class place's once-only claim (issue 29): false when it was already sent. */
export async function claimClassReminder(
  tx: Tx,
  row: {
    id: string;
    businessId: string;
    placeId: string;
    leadMinutes: number;
    startsAt: Date;
    sentAt: Date;
  },
) {
  const inserted = await tx
    .insert(sentClassReminders)
    .values(row)
    .onConflictDoNothing({
      target: [
        sentClassReminders.placeId,
        sentClassReminders.leadMinutes,
        sentClassReminders.startsAt,
      ],
    })
    .returning({ id: sentClassReminders.id });
  return inserted.length === 1;
}

export async function claimAgenda(
  tx: Tx,
  at: { businessId: string; trainerId: string; day: string },
  now: Date,
) {
  const inserted = await tx
    .insert(sentAgendas)
    .values({ ...at, sentAt: now })
    .onConflictDoNothing()
    .returning({ businessId: sentAgendas.businessId });
  return inserted.length === 1;
}

/** The reads across modules live in a read model; re-exported for the reminders' service. */
export {
  findAppointment,
  findByTokenHash,
  selectDayAppointments,
  selectDueAgendas,
  selectDueReminders,
} from '../../read-models/reminder-targets.ts';
export {
  classPlaceStart,
  selectDueClassReminders,
  selectLiveClassPlaces,
} from '../../read-models/class-places.ts';
export { selectTrainers } from '../../read-models/owner-area.ts';
