import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ServiceTrainers } from '@adiestra/shared';
import type { Db } from '../db/client.ts';
import type { Tx } from '../lib/trainer-lock.ts';
import { businessMembers, users } from '../modules/auth/auth.schema.ts';
import { serviceTrainers } from '../modules/services/services.schema.ts';

// Who trains in a business and who gives each service (issue 39, decision 0139), for the
// services, availability, public and appointments modules. Select-only.

type Conn = Db | Tx;

/** A member who trains: the titular or an adiestrador (recepción does not give sessions). */
const trains = inArray(businessMembers.role, ['titular', 'adiestrador']);

const trainerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The business's current trainers, in member-id order (the rule's stable tiebreak). */
export async function selectTrainers(db: Conn, businessId: string) {
  return db
    .select({ trainerId: businessMembers.userId, name: trainerName, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(businessMembers.businessId, businessId), trains, isNull(businessMembers.endedAt)))
    .orderBy(asc(businessMembers.userId));
}

/** The rows that narrow `serviceIds`, each with whether its member still trains here. */
function selectListed(db: Conn, businessId: string, serviceIds: string[]) {
  return db
    .select({
      serviceId: serviceTrainers.serviceId,
      trainerId: serviceTrainers.trainerId,
      name: trainerName,
      priority: serviceTrainers.priority,
      current: sql<boolean>`${businessMembers.endedAt} is null and ${trains}`,
    })
    .from(serviceTrainers)
    .innerJoin(
      businessMembers,
      and(
        eq(businessMembers.businessId, serviceTrainers.businessId),
        eq(businessMembers.userId, serviceTrainers.trainerId),
      ),
    )
    .innerJoin(users, eq(users.id, serviceTrainers.trainerId))
    .where(
      and(
        eq(serviceTrainers.businessId, businessId),
        inArray(serviceTrainers.serviceId, serviceIds),
      ),
    )
    .orderBy(asc(serviceTrainers.priority), asc(serviceTrainers.trainerId));
}

type Listed = Awaited<ReturnType<typeof selectListed>>[number];

/** A restricted service's current trainers (a member who left or stopped training is dropped). */
const currentOf = (listed: Listed[]) =>
  listed
    .filter((row) => row.current)
    .map(({ trainerId, name, priority }) => ({ trainerId, name, priority }));

const everyoneOf = (everyone: Awaited<ReturnType<typeof selectTrainers>>) =>
  everyone.map(({ trainerId, name }) => ({ trainerId, name, priority: 0 }));

/**
 * The current trainers who give `serviceId`, in the order "Cualquiera" tries them first by
 * priority (then member id): the service's rows, or every trainer when it has none. A listed
 * member who has left, or no longer trains, is not offered (the list stays restricted).
 */
export async function selectServiceTrainers(
  db: Conn,
  businessId: string,
  serviceId: string | null | undefined,
): Promise<ServiceTrainers> {
  const listed = serviceId ? await selectListed(db, businessId, [serviceId]) : [];
  if (listed.length > 0) return { restricted: true, trainers: currentOf(listed) };
  return { restricted: false, trainers: everyoneOf(await selectTrainers(db, businessId)) };
}

/**
 * `selectServiceTrainers` for several services of one business at once (the public services
 * list): two queries whatever the number of services. Every id asked for has an entry.
 */
export async function selectTrainersOfServices(
  db: Conn,
  businessId: string,
  serviceIds: string[],
): Promise<Map<string, ServiceTrainers>> {
  const byService = new Map<string, ServiceTrainers>();
  if (serviceIds.length === 0) return byService;
  const listed = await selectListed(db, businessId, serviceIds);
  const everyone = everyoneOf(await selectTrainers(db, businessId));
  for (const serviceId of serviceIds) {
    const own = listed.filter((row) => row.serviceId === serviceId);
    byService.set(
      serviceId,
      own.length > 0
        ? { restricted: true, trainers: currentOf(own) }
        : { restricted: false, trainers: everyone },
    );
  }
  return byService;
}
