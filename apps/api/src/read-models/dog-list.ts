import type { Dog, DogOptionsFilter, Option } from '@adiestra/shared';
import { and, asc, count, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clients } from '../modules/clients/clients.schema.ts';
import { dogPhotos, dogs } from '../modules/dogs/dogs.schema.ts';
import { photoThumbUrl, photoUrl } from '../lib/photo-urls.ts';
import { pageInfo, totalColumn, totalOfPage } from '../lib/pagination.ts';
import { spanishSortKey } from '../lib/sort-key.ts';
import { containsName } from '../lib/text-search.ts';
import { dogAgeSql } from './dog-age.ts';

/**
 * The dogs as the dogs module shows them (issue 26, decision 0029): each with its owner's name and
 * contact and its photo id, searched by the dog's or the owner's name; and the selector's options
 * labelled with the owner. The dogs module does not own `clients`, so these joins live here.
 */
export interface DogFilters {
  search?: string | undefined;
  clientId?: string | undefined;
  breed?: string | undefined;
  active?: boolean | undefined;
}

/** A dog's own columns: the folded name and breed keys are for the database's WHERE only. */
const { nameKey: _nameKey, breedKey: _breedKey, ...dogColumns } = getTableColumns(dogs);

const columns = {
  dog: dogColumns,
  age: dogAgeSql,
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
    phone: clients.phone,
    address: clients.address,
  },
  photoId: dogPhotos.id,
};

type Row = {
  dog: Omit<typeof dogs.$inferSelect, 'nameKey' | 'breedKey'>;
  age: number | null;
  client: Omit<Dog['client'], 'name'>;
  photoId: string | null;
};

export function toDogDto({ dog, age, client, photoId }: Row): Dog {
  return {
    id: dog.id,
    name: dog.name,
    breed: dog.breed,
    age,
    birthDate: dog.birthDate,
    birthDateApproximate: dog.birthDateApproximate,
    sex: dog.sex,
    neutered: dog.neutered,
    microchip: dog.microchip,
    vetClinic: dog.vetClinic,
    vetPhone: dog.vetPhone,
    allergies: dog.allergies,
    medication: dog.medication,
    isPpp: dog.isPpp,
    pppLicence: dog.pppLicence,
    pppLicenceExpires: dog.pppLicenceExpires,
    insurer: dog.insurer,
    insurancePolicy: dog.insurancePolicy,
    insuranceExpires: dog.insuranceExpires,
    weight: dog.weight,
    height: dog.height,
    notes: dog.notes,
    clientId: dog.clientId,
    isActive: dog.isActive,
    photo: photoId ? photoUrl(photoId) : null,
    photoThumb: photoId ? photoThumbUrl(photoId) : null,
    createdAt: dog.createdAt.toISOString(),
    updatedAt: dog.updatedAt.toISOString(),
    client: { ...client, name: `${client.firstName} ${client.lastName}`.trim() },
  };
}

/** Dogs with their owner and photo id in one query; never the image bytes. */
function selectDogs<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({ ...columns, ...(extra as Extra) })
    .from(dogs)
    .innerJoin(clients, eq(clients.id, dogs.clientId))
    .leftJoin(dogPhotos, eq(dogPhotos.dogId, dogs.id));
}

function dogWhere(businessId: string, filters: DogFilters): SQL | undefined {
  const search = filters.search;
  return and(
    eq(dogs.businessId, businessId),
    filters.clientId ? eq(dogs.clientId, filters.clientId) : undefined,
    filters.breed ? sql`lower(${dogs.breed}) = lower(${filters.breed})` : undefined,
    filters.active === undefined ? undefined : eq(dogs.isActive, filters.active),
    search
      ? or(
          containsName(dogs.nameKey, search),
          containsName(dogs.breedKey, search),
          containsName(clients.nameKey, search),
        )
      : undefined,
  );
}

/** The total behind a page: the owner is joined only when the search reads the owner's name. */
function countDogs(db: Db, where: SQL | undefined, joinOwner: boolean) {
  const query = db.select({ value: count() }).from(dogs).$dynamic();
  return (joinOwner ? query.innerJoin(clients, eq(clients.id, dogs.clientId)) : query).where(where);
}

export async function listDogs(
  db: Db,
  businessId: string,
  filters: DogFilters,
  page: number,
  limit: number,
) {
  const where = dogWhere(businessId, filters);
  const total = totalColumn(countDogs(db, where, Boolean(filters.search)));
  const rows = await selectDogs(db, { total })
    .where(where)
    .orderBy(asc(spanishSortKey(dogs.name)), asc(dogs.name), asc(dogs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    dogs: rows.map(toDogDto),
    pagination: pageInfo(page, limit, await totalOfPage(db, rows, total, page)),
  };
}

/** The caller's dog with its owner and photo id; undefined when not theirs. */
export async function selectOwnDogWithOwner(db: Db, businessId: string, id: string) {
  const [row] = await selectDogs(db)
    .where(and(eq(dogs.id, id), eq(dogs.businessId, businessId)))
    .limit(1);
  return row;
}

/**
 * The trainer's dogs for a selector, by name: "Luna (Galgo) · Ana García", searched by the dog's
 * or the owner's name, optionally of one client. A client of another trainer finds no dogs.
 */
export async function dogOptions(
  db: Db,
  businessId: string,
  filter: DogOptionsFilter,
): Promise<Option[]> {
  const rows = await db
    .select({
      id: dogs.id,
      name: dogs.name,
      breed: dogs.breed,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(dogs)
    .innerJoin(clients, and(eq(clients.id, dogs.clientId), eq(clients.businessId, businessId)))
    .where(
      and(
        eq(dogs.businessId, businessId),
        filter.id ? eq(dogs.id, filter.id) : undefined,
        filter.clientId ? eq(dogs.clientId, filter.clientId) : undefined,
        filter.search
          ? or(
              containsName(dogs.nameKey, filter.search),
              containsName(clients.nameKey, filter.search),
            )
          : undefined,
      ),
    )
    .orderBy(asc(spanishSortKey(dogs.name)), asc(dogs.name), asc(dogs.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    id: row.id,
    label: `${row.name} (${row.breed}) · ${`${row.firstName} ${row.lastName}`.trim()}`,
  }));
}
