import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from '../../lib/ids.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { classReports } from './classes.schema.ts';

export { selectReportLines } from '../../read-models/class-report-views.ts';

/** Every query on class_reports (the class report's general part, decision 0087). */
type Conn = Db | Tx;
const ofClass = (businessId: string, classId: string) =>
  and(eq(classReports.businessId, businessId), eq(classReports.classId, classId));

export async function selectReport(db: Conn, businessId: string, classId: string) {
  const [row] = await db.select().from(classReports).where(ofClass(businessId, classId));
  return row;
}

/** The first save writes the report; the next ones update it (one per class, by its key). */
export async function upsertReport(
  tx: Tx,
  businessId: string,
  classId: string,
  values: { worked: string; notes: string | null },
  now: Date,
) {
  await tx
    .insert(classReports)
    .values({ id: uuidv7(), businessId, classId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [classReports.businessId, classReports.classId],
      set: { ...values, updatedAt: now },
    });
}

/** The first sending's time; a later one keeps it. */
export async function markSent(tx: Tx, businessId: string, classId: string, now: Date) {
  await tx
    .update(classReports)
    .set({ sentAt: now })
    .where(and(ofClass(businessId, classId), isNull(classReports.sentAt)));
}
