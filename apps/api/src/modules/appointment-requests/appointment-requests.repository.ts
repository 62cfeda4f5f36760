import type { RequestStatus } from '@adiestra/shared';
import { and, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentRequests } from './appointment-requests.schema.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { containsName, containsText } from '../../lib/text-search.ts';
import { requestColumns } from './request-dto.ts';

/** Every query on `appointment_requests`. Nothing outside this module reads it. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RequestFilters {
  status?: RequestStatus | undefined;
  search?: string | undefined;
  clientId?: string | undefined;
  dogId?: string | undefined;
  /** An adiestrador's own and those left to "Cualquiera" (decision 0148); all when unset. */
  trainerId?: string | undefined;
}

/** Newest first; the search looks at the owner's name and e-mail and the dog's name. */
export async function selectRequestPage(
  db: Db,
  businessId: string,
  filters: RequestFilters,
  page: number,
  limit: number,
) {
  const search = filters.search;
  const where = and(
    eq(appointmentRequests.businessId, businessId),
    filters.status ? eq(appointmentRequests.status, filters.status) : undefined,
    filters.clientId ? eq(appointmentRequests.clientId, filters.clientId) : undefined,
    filters.dogId ? eq(appointmentRequests.dogId, filters.dogId) : undefined,
    filters.trainerId
      ? or(
          eq(appointmentRequests.trainerId, filters.trainerId),
          isNull(appointmentRequests.trainerId),
        )
      : undefined,
    search
      ? or(
          containsName(appointmentRequests.clientNameKey, search),
          containsText(appointmentRequests.clientEmail, search),
          containsName(appointmentRequests.dogNameKey, search),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(requestColumns)
      .from(appointmentRequests)
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(appointmentRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertRequest(
  db: Db | Tx,
  values: Omit<typeof appointmentRequests.$inferInsert, 'id'>,
) {
  const [row] = await db
    .insert(appointmentRequests)
    .values({ id: uuidv7(), ...values })
    .returning();
  return row!;
}

/**
 * Moves the caller's PENDING request to `status`: the conditional update is the check, so of two
 * concurrent decisions only one finds it PENDING. Returns the row, or why not.
 */
export async function decidePending(
  tx: Tx,
  businessId: string,
  id: string,
  change: { status: 'APPROVED' | 'REJECTED'; rejectionReason?: string },
) {
  const mine = and(eq(appointmentRequests.id, id), eq(appointmentRequests.businessId, businessId));
  const [row] = await tx
    .update(appointmentRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(and(mine, eq(appointmentRequests.status, 'PENDING')))
    .returning();
  if (row) return row;
  const [existing] = await tx
    .select({ id: appointmentRequests.id })
    .from(appointmentRequests)
    .where(mine);
  return existing ? ('decided' as const) : ('missing' as const);
}

/** The caller's request, or undefined. */
export async function selectOwnRequest(db: Db | Tx, businessId: string, id: string) {
  const [row] = await db
    .select(requestColumns)
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, id), eq(appointmentRequests.businessId, businessId)))
    .limit(1);
  return row;
}

/** Records the client and dog an approved request was linked to. */
export async function linkRequest(tx: Tx, id: string, links: { clientId: string; dogId: string }) {
  const [row] = await tx
    .update(appointmentRequests)
    .set(links)
    .where(eq(appointmentRequests.id, id))
    .returning(requestColumns);
  return row!;
}

/** The caller's PENDING requests whose preferred date is from `from` to `to` (the calendar). */
export async function selectPendingBetween(db: Db, businessId: string, from: string, to: string) {
  return db
    .select({
      id: appointmentRequests.id,
      clientName: appointmentRequests.clientName,
      dogName: appointmentRequests.dogName,
      requestedDate: appointmentRequests.requestedDate,
      requestedTime: appointmentRequests.requestedTime,
      duration: appointmentRequests.duration,
      serviceType: appointmentRequests.serviceType,
      trainerId: appointmentRequests.trainerId,
    })
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.businessId, businessId),
        eq(appointmentRequests.status, 'PENDING'),
        gte(appointmentRequests.requestedDate, from),
        lte(appointmentRequests.requestedDate, to),
      ),
    )
    .orderBy(appointmentRequests.requestedDate, appointmentRequests.requestedTime)
    .limit(500);
}
