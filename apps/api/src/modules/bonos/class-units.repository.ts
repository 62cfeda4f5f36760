import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { bonoMovements } from './bonos.schema.ts';

const reversal = alias(bonoMovements, 'reversal');

/**
 * The tail of a class place's chain of movements (decision 0084): the one no other movement
 * reverses. A use (-1) is the place's live unit; a return (+1) means the unit went back. Each
 * link reverses the one before it (and is reversed once at most, `bono_movements_reverses_key`),
 * so there is one tail at most.
 */
export async function selectClassChainTail(db: Db | Tx, userId: string, enrolmentId: string) {
  const [row] = await db
    .select()
    .from(bonoMovements)
    .where(
      and(
        eq(bonoMovements.userId, userId),
        eq(bonoMovements.classEnrolmentId, enrolmentId),
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
