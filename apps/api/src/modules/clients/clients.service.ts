import {
  defaultChannel,
  fiscalKindOfTaxId,
  splitFullName,
  type Client,
  type ClientDetailStats,
  type ClientDetailsInputParsed,
  type ClientInputParsed,
  type ClientStats,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { pageInfo } from '../../lib/pagination.ts';
import { selectClientPage, type ClientListFilters } from '../../read-models/client-page.ts';
import { countAll, countOfClient } from '../../read-models/client-records.ts';
import * as repository from './clients.repository.ts';
import { toClientDto, withSummaries } from './clients.repository.ts';

export type { ClientListFilters } from '../../read-models/client-page.ts';
export {
  clientOptions,
  insertClients,
  matchClientByContact,
  selectContactKeys,
} from './clients.repository.ts';
export const clientNotFound = () => notFound('Cliente no encontrado');
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function listClients(
  db: Db,
  businessId: string,
  filters: ClientListFilters,
  page: number,
  limit: number,
) {
  const { rows, total } = await selectClientPage(db, businessId, filters, page, limit);
  return {
    clients: await withSummaries(db, businessId, rows),
    pagination: pageInfo(page, limit, total),
  };
}

/** The caller's client, or "not found" (another trainer's client is not found either). */
export async function findClientRow(db: Db | Tx, businessId: string, id: string) {
  const row = await repository.selectOwnClient(db, businessId, id);
  if (!row) throw clientNotFound();
  return row;
}

export async function getClient(db: Db, businessId: string, id: string): Promise<Client> {
  const [client] = await withSummaries(db, businessId, [await findClientRow(db, businessId, id)]);
  return client!;
}

/**
 * The columns a client's form (or an import row) saves: the name split, the preferred channel
 * defaulted to the one the client has (e-mail first), and the consent's time kept while it stays
 * given (`consentedAt`, the stored one) or set to `now` when it is given.
 */
export function clientValues(input: ClientInputParsed, now: Date, consentedAt?: Date | null) {
  const { name, notes, taxId, fiscalKind, messagesConsent, preferredChannel, ...contacts } = input;
  const details = { name, notes, taxId, fiscalKind, messagesConsent };
  return {
    ...contacts,
    ...detailValues(details, now, consentedAt),
    preferredChannel: preferredChannel ?? defaultChannel(input),
  };
}

/** The columns of what a client is, without how to reach them (PATCH, decision 0142). */
function detailValues(input: ClientDetailsInputParsed, now: Date, consentedAt?: Date | null) {
  const { name, messagesConsent, fiscalKind, ...rest } = input;
  return {
    ...splitFullName(name),
    ...rest,
    fiscalKind: fiscalKind ?? fiscalKindOfTaxId(input.taxId),
    messagesConsent,
    messagesConsentAt: messagesConsent ? (consentedAt ?? now) : null,
  };
}

export async function createClient(
  db: Db,
  businessId: string,
  input: ClientInputParsed,
  now: Date,
) {
  const row = await repository.insertClient(db, businessId, clientValues(input, now));
  return toClientDto(row, { dogs: [], totalSessions: 0, lastSession: null });
}

export async function updateClient(
  db: Db,
  businessId: string,
  id: string,
  input: ClientInputParsed,
  now: Date,
) {
  const row = await db.transaction(async (tx) => {
    const current = await findClientRow(tx, businessId, id);
    return repository.updateOwnClient(
      tx,
      businessId,
      id,
      clientValues(input, now, current.messagesConsentAt),
    );
  });
  if (!row) throw clientNotFound();
  const [client] = await withSummaries(db, businessId, [row]);
  return client!;
}

/** PATCH: the client's details without their contacts, which stay as they are (decision 0142). */
export async function updateClientDetails(
  db: Db,
  businessId: string,
  id: string,
  input: ClientDetailsInputParsed,
  now: Date,
) {
  const row = await db.transaction(async (tx) => {
    const current = await findClientRow(tx, businessId, id);
    const values = detailValues(input, now, current.messagesConsentAt);
    return repository.updateOwnClient(tx, businessId, id, values);
  });
  if (!row) throw clientNotFound();
  const [client] = await withSummaries(db, businessId, [row]);
  return client!;
}

/** Removes the client with its dogs, their photos and sessions. */
export async function deleteClient(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnClient(db, businessId, id))) throw clientNotFound();
}

/** The clients list's stat cards: clients, dogs and sessions of the caller. */
export async function clientStats(db: Db, businessId: string): Promise<ClientStats> {
  const counts = await countAll(db, businessId);
  return {
    totalClients: counts.clients,
    totalDogs: counts.dogs,
    totalSessions: counts.sessions,
  };
}

export async function clientDetailStats(
  db: Db,
  businessId: string,
  clientId: string,
): Promise<ClientDetailStats> {
  await findClientRow(db, businessId, clientId);
  const counts = await countOfClient(db, businessId, clientId);
  return {
    totalDogs: counts.dogs,
    totalSessions: counts.sessions,
    lastSession: counts.last ? new Date(counts.last).toISOString() : null,
  };
}

/** A booking's owner as a new client of the trainer, inside the booking's transaction. */
export async function createClientFromBooking(
  tx: Tx,
  businessId: string,
  owner: { name: string; email: string; phone: string },
) {
  const email = owner.email.trim().toLowerCase();
  return repository.insertClient(tx, businessId, {
    ...splitFullName(owner.name),
    email,
    phone: owner.phone,
    preferredChannel: defaultChannel({ email }),
  });
}

export const clientLabel = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();
