import { DAYS_PER_YEAR } from '@adiestra/shared';
import { sql } from 'drizzle-orm';
import { dogs } from '../modules/dogs/dogs.schema.ts';

/** Today in Spain as the database sees it: what a dog's age is counted to (decision 0038). */
export const spanishToday = sql`(now() at time zone 'Europe/Madrid')::date`;

/**
 * A dog's age in years (two decimals) from its birth date: what every list, request and mail
 * shows as "Edad" (issue 31). Null without a birth date. Rules that depend on the age (a
 * service's minimum or maximum age) count it on the injected clock instead.
 */
export const dogAgeSql = sql<
  number | null
>`round(((${spanishToday} - ${dogs.birthDate}) / ${sql.raw(
  String(DAYS_PER_YEAR),
)})::numeric, 2)::float8`.mapWith(Number);
