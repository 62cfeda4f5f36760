import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { bonoMovements } from './bonos.schema.ts';

const reversal = alias(bonoMovements, 'reversal');

/** What a chain of units pays for: a class place (0084) or a course enrolment (0099). */
export type UnitHolder = { classEnrolmentId: string } | { courseEnrolmentId: string };

/**
 * The tail of a class place's (or course enrolment's) chain of movements (decision 0084): the one
 * no other movement reverses. A use (-1) is the live unit; a return (+1) means the unit went
 * back. Each link reverses the one before it (and is reversed once at most,
 * `bono_movements_reverses_key`), so there is one tail at most.
 */
export async function selectChainTail(db: Db | Tx, businessId: string, holder: UnitHolder) {
  const column =
    'classEnrolmentId' in holder
      ? eq(bonoMovements.classEnrolmentId, holder.classEnrolmentId)
      : eq(bonoMovements.courseEnrolmentId, holder.courseEnrolmentId);
  const [row] = await db
    .select()
    .from(bonoMovements)
    .where(
      and(
        eq(bonoMovements.businessId, businessId),
        column,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reversal)
            .where(eq(reversal.reversesId, bonoMovements.id)),
        ),
      ),
    )
    .limit(1);
  return row;
}
