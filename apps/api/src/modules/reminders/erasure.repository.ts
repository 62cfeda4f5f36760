import { inArray } from 'drizzle-orm';
import { sentReminders } from './reminders.schema.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

/** Issue 20: the reminders sent for an erased client's appointments, and their links, go. */
export async function forgetRemindersOf(tx: Tx, appointmentIds: string[]) {
  if (appointmentIds.length === 0) return 0;
  const rows = await tx
    .delete(sentReminders)
    .where(inArray(sentReminders.appointmentId, appointmentIds))
    .returning({ id: sentReminders.id });
  return rows.length;
}
