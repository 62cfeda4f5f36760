import { sql } from 'drizzle-orm';
import { check, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { FULL_BASIS_POINTS, MAX_AMOUNT_CENTS } from '@adiestra/shared';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { tenant } from '../auth/auth.schema.ts';
import { serviceFk } from '../services/services.schema.ts';

// The table the commissions module owns (issue 39, decision 0143).

/**
 * What a trainer earns per visit or class given of a service: a percentage of what was charged
 * (basis points, 0–10000) or a fixed amount in cents, never both. One rule per service; the key
 * `(business_id, service_id)` can only name the business's own service, and a deleted service
 * takes its rule with it.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: id(),
    businessId: tenant(),
    serviceId: uuid('service_id').notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    fixedCents: integer('fixed_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('commission_rules_business_service_key').on(t.businessId, t.serviceId),
    serviceFk('commission_rules_business_service_fk', t.businessId, t.serviceId).onDelete(
      'cascade',
    ),
    check(
      'commission_rules_one_kind_check',
      sql`num_nonnulls(${t.percentBasisPoints}, ${t.fixedCents}) = 1`,
    ),
    check(
      'commission_rules_percent_check',
      sql`${t.percentBasisPoints} between 0 and ${sql.raw(String(FULL_BASIS_POINTS))}`,
    ),
    check(
      'commission_rules_fixed_check',
      sql`${t.fixedCents} between 0 and ${sql.raw(String(MAX_AMOUNT_CENTS))}`,
    ),
  ],
);
