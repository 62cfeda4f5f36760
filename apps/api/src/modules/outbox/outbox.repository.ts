import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { OutgoingMessageStatus } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { outgoingMessages } from './outbox.schema.ts';
import { containsName, foldSql } from '../../lib/text-search.ts';
import type { Tx } from '../../lib/trainer-lock.ts';

export type OutgoingMessageRow = typeof outgoingMessages.$inferSelect;
export type NewOutgoingMessage = typeof outgoingMessages.$inferInsert;

export async function insertMessages(db: Db | Tx, rows: NewOutgoingMessage[]) {
  if (rows.length > 0) await db.insert(outgoingMessages).values(rows);
}

/**
 * One message, written only when `keep` holds, by the very same statement either way: a caller
 * whose answer must not tell two cases apart (issue 28, the owners' sign-in link) sends the
 * database the same work for both.
 */
export async function insertMessageIf(db: Db | Tx, row: NewOutgoingMessage, keep: boolean) {
  const at = (date: Date | undefined) => (date ?? new Date()).toISOString();
  await db.execute(sql`
    insert into ${outgoingMessages}
      (id, business_id, channel, recipient, subject, payload, created_at, next_attempt_at)
    select ${row.id}, ${row.businessId ?? null}, ${row.channel}, ${row.recipient}, ${row.subject},
      ${JSON.stringify(row.payload)}::jsonb, ${at(row.createdAt)}::timestamptz,
      ${at(row.nextAttemptAt)}::timestamptz
    where ${keep}`);
}

/**
 * Claims up to `limit` due messages for this process until `leaseUntil`: pending ones whose
 * next attempt has come and whose lease (if any) ran out. `FOR UPDATE SKIP LOCKED` lets several
 * processes claim at once without taking the same row; the lease keeps a row claimed after this
 * statement's transaction ends, while it is being sent. When fewer than `limit` were due, the
 * same transaction also says when the next pending message falls due (its lease's end if later),
 * so the worker sleeps until then (decision 0154).
 */
export async function claimDue(db: Db, now: Date, leaseUntil: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.status, 'pending'),
          lte(outgoingMessages.nextAttemptAt, now),
          or(sql`${outgoingMessages.lockedUntil} is null`, lte(outgoingMessages.lockedUntil, now)),
        ),
      )
      .orderBy(outgoingMessages.nextAttemptAt, outgoingMessages.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows =
      due.length === 0
        ? []
        : await tx
            .update(outgoingMessages)
            .set({ lockedUntil: leaseUntil, attempts: sql`${outgoingMessages.attempts} + 1` })
            .where(
              inArray(
                outgoingMessages.id,
                due.map((row) => row.id),
              ),
            )
            .returning();
    if (rows.length === limit) return { rows, nextDueAt: now };
    const [next] = await tx
      .select({
        // Milliseconds since the epoch, as text: no date parsing of the driver's format.
        ms: sql<
          string | null
        >`floor(extract(epoch from min(greatest(${outgoingMessages.nextAttemptAt}, ${outgoingMessages.lockedUntil}))) * 1000)::bigint::text`,
      })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.status, 'pending'));
    return { rows, nextDueAt: next?.ms ? new Date(Number(next.ms)) : null };
  });
}

export async function markSent(db: Db, id: string, now: Date) {
  await db
    .update(outgoingMessages)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(outgoingMessages.id, id));
}

export async function markAttemptFailed(
  db: Db,
  id: string,
  failure: { error: string; nextAttemptAt: Date | null },
) {
  await db
    .update(outgoingMessages)
    .set({
      status: failure.nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: failure.nextAttemptAt ?? sql`${outgoingMessages.nextAttemptAt}`,
      lockedUntil: null,
      lastError: failure.error,
    })
    .where(eq(outgoingMessages.id, id));
}

export function listByStatus(db: Db, status: OutgoingMessageStatus, limit: number) {
  return db
    .select()
    .from(outgoingMessages)
    .where(eq(outgoingMessages.status, status))
    .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
    .limit(limit);
}

/** A failed message back in the queue, with a fresh count of attempts; false when not failed. */
export async function requeueFailed(db: Db, id: string, now: Date) {
  const rows = await db
    .update(outgoingMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(outgoingMessages.id, id), eq(outgoingMessages.status, 'failed')))
    .returning({ id: outgoingMessages.id });
  return rows.length > 0;
}

export async function existsById(db: Db, id: string) {
  const [row] = await db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(eq(outgoingMessages.id, id));
  return Boolean(row);
}

/**
 * Issue 20 for the outbox: deletes every message to or about an erased person — the trainer's
 * messages whose address, subject or body names them (case and accents aside), and the
 * trainer-less ones (owner sign-in links) sent to their address. Sent ones are history that
 * holds the person; pending ones must not reach them after the erasure either.
 */
export async function deleteMessagesAbout(
  tx: Tx,
  about: { businessId: string; email: string; markers: string[] },
) {
  const text = foldSql(
    sql`${outgoingMessages.recipient} || ' ' || ${outgoingMessages.subject} || ' ' || ${outgoingMessages.payload}::text`,
  );
  const mentions = [about.email, ...about.markers]
    .filter((marker) => marker.trim().length > 0)
    .map((marker) => containsName(text, marker.trim()));
  const deleted = await tx
    .delete(outgoingMessages)
    .where(
      or(
        and(eq(outgoingMessages.businessId, about.businessId), or(...mentions)),
        and(
          sql`${outgoingMessages.businessId} is null`,
          sql`lower(${outgoingMessages.recipient}) = ${about.email}`,
        ),
      ),
    )
    .returning({ id: outgoingMessages.id });
  return deleted.length;
}
