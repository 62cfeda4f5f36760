import { sql } from 'drizzle-orm';

/**
 * Issue 27.5: once a booking is linked to a client and a dog, it is shown with their records'
 * names, and follows their later edits; the names the owner typed are only the fallback of a
 * booking not (or no longer) linked. Every read of appointments that shows or sends a name
 * selects these in place of `client_name` and `dog_name`.
 *
 * Written out with the table's name: drizzle names columns unqualified inside a select's sql, and
 * the subqueries' own tables have columns of the same names. One probe of each primary key a row.
 */
export const linkedAppointmentNames = {
  clientName: sql<string>`coalesce((select nullif(btrim(c.first_name || ' ' || c.last_name), '')
    from clients c where c.business_id = "appointments"."business_id" and c.id = "appointments"."client_id"),
    "appointments"."client_name")`.as('client_name'),
  dogName: sql<string>`coalesce((select d.name from dogs d
    where d.business_id = "appointments"."business_id" and d.id = "appointments"."dog_id"),
    "appointments"."dog_name")`.as('dog_name'),
};
