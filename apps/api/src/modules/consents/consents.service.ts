import {
  CONSENT_KINDS,
  CONSENT_MESSAGES,
  CONSENT_PER_DOG,
  consentTextShown,
  type ClientConsents,
  type ConsentAcceptance,
  type ConsentDocumentList,
  type ConsentKind,
  type ConsentPending,
  type ConsentPendingList,
  type ConsentVersion,
  type OwnerConsents,
} from '@adiestra/shared';
import type { z } from 'zod';
import type {
  ConsentAcceptInputSchema,
  ConsentVersionInputSchema,
  PaperSignatureInputSchema,
} from '@adiestra/shared';
import { consentFileName, PAPER_SIGNATURE_MESSAGES, todayIn, zonedToUtc } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { UNIQUE_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { trainerName } from '../../emails/index.ts';
import { selectBusinessName } from '../../read-models/business-name.ts';
import { findClientRow } from '../clients/index.ts';
import { consentPdf } from './consent-pdf.ts';
import * as repository from './consents.repository.ts';

/** The time zone the PDF states the time in: the product's, Spain's mainland. */
const PDF_TIME_ZONE = 'Europe/Madrid';
const acceptanceNotFound = () => notFound('Aceptación no encontrada');
const perDogKinds = CONSENT_KINDS.filter((kind) => CONSENT_PER_DOG[kind]);

export function toVersionDto(row: repository.VersionRow): ConsentVersion {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    title: row.title,
    body: row.body,
    publishedAt: row.createdAt.toISOString(),
  };
}

type AcceptanceWithVersion = Awaited<ReturnType<typeof repository.selectAcceptances>>[number];

function toAcceptanceDto({ acceptance, kind, version }: AcceptanceWithVersion): ConsentAcceptance {
  return {
    id: acceptance.id,
    kind,
    version,
    versionId: acceptance.versionId,
    clientId: acceptance.clientId,
    dogId: acceptance.dogId,
    signedName: acceptance.signedName,
    ip: acceptance.ip,
    method: acceptance.method,
    textShown: acceptance.textShown,
    acceptedAt: acceptance.acceptedAt.toISOString(),
  };
}

type OwnerReachRow = Awaited<ReturnType<typeof repository.selectOwnerClientsWithDogs>>[number];

/** Owners see the business, under its name when Ajustes has one (issue 45). */
const businessNameOf = (row: OwnerReachRow) =>
  trainerName({
    firstName: row.trainerFirstName,
    lastName: row.trainerLastName,
    businessName: row.businessName,
  });

/** Ajustes › Documentos: each kind's current version (null until written) and how many exist. */
export async function listDocuments(db: Db, businessId: string): Promise<ConsentDocumentList> {
  const rows = await repository.selectVersions(db, businessId);
  return {
    documents: CONSENT_KINDS.map((kind) => {
      const versions = rows.filter((row) => row.kind === kind);
      return {
        kind,
        current: versions[0] ? toVersionDto(versions[0]) : null,
        versions: versions.length,
      };
    }),
  };
}

/** Every version of a kind, newest first: the old ones stay as they were accepted. */
export async function listVersions(db: Db, businessId: string, kind: ConsentKind) {
  const rows = await repository.selectVersions(db, businessId);
  return { versions: rows.filter((row) => row.kind === kind).map(toVersionDto) };
}

/** Editing publishes the next version; owners are asked again for it. */
export async function publishVersion(
  db: Db,
  businessId: string,
  kind: ConsentKind,
  input: z.output<typeof ConsentVersionInputSchema>,
): Promise<ConsentVersion> {
  try {
    return toVersionDto(await repository.insertVersion(db, businessId, kind, input));
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw conflict('Otra versión se publicó a la vez. Recarga la página.');
    throw error;
  }
}

type PendingRow = Awaited<ReturnType<typeof repository.selectPendingAcceptances>>[number];

const toPendingDto = (row: PendingRow): ConsentPending => ({
  kind: row.kind,
  versionId: row.versionId,
  version: row.version,
  clientId: row.clientId,
  clientName: `${row.clientFirstName} ${row.clientLastName}`.trim(),
  dogId: row.dogId,
  dogName: row.dogName,
});

/** Who has not accepted the current version of what, per client and dog. */
export async function pendingAcceptances(db: Db, businessId: string): Promise<ConsentPendingList> {
  const rows = await repository.selectPendingAcceptances(db, businessId, perDogKinds);
  return { pending: rows.map(toPendingDto) };
}

/**
 * The client's page: what they accepted (newest first, with the dog where it is per dog) and
 * the current versions still to accept.
 */
export async function clientConsents(
  db: Db,
  businessId: string,
  clientId: string,
): Promise<ClientConsents> {
  // Another trainer's client is unknown here (404), not a client with nothing accepted.
  await findClientRow(db, businessId, clientId);
  const [accepted, dogs, pending] = await Promise.all([
    repository.selectAcceptances(db, businessId, { clientIds: [clientId] }),
    repository.selectClientDogNames(db, businessId, clientId),
    repository.selectPendingAcceptances(db, businessId, perDogKinds, clientId),
  ]);
  return {
    acceptances: accepted.map((row) => ({
      ...toAcceptanceDto(row),
      dogName: dogs.find((dog) => dog.id === row.acceptance.dogId)?.name ?? null,
    })),
    pending: pending.map(toPendingDto),
  };
}

/**
 * Whether the client (and dog, for a per-dog kind) has accepted the current version of each kind:
 * the kinds still to accept, with the version. A kind the trainer never wrote asks nothing.
 */
export async function missingConsents(
  db: Db | Tx,
  businessId: string,
  kinds: readonly ConsentKind[],
  target: { clientId: string; dogId: string },
) {
  if (kinds.length === 0) return [];
  const current = (await repository.selectCurrentVersionsOf(db, [businessId])).filter((v) =>
    kinds.includes(v.kind),
  );
  const accepted = await repository.selectAcceptances(db, businessId, {
    clientIds: [target.clientId],
  });
  return current.filter(
    (version) =>
      !accepted.some(
        ({ acceptance }) =>
          acceptance.versionId === version.id &&
          acceptance.dogId === (CONSENT_PER_DOG[version.kind] ? target.dogId : null),
      ),
  );
}

/** Mi área: per trainer and client (and dog where it matters), each current document. */
export async function ownerConsents(db: Db, email: string): Promise<OwnerConsents> {
  const reach = await repository.selectOwnerClientsWithDogs(db, email);
  const businessIds = [...new Set(reach.map((row) => row.businessId))];
  const versions = await repository.selectCurrentVersionsOf(db, businessIds);
  const accepted = (
    await Promise.all(
      businessIds.map((businessId) =>
        repository.selectAcceptances(db, businessId, {
          clientIds: reach.filter((r) => r.businessId === businessId).map((r) => r.clientId),
        }),
      ),
    )
  ).flat();
  const items: OwnerConsents['items'] = [];
  const seen = new Set<string>();
  for (const row of reach) {
    for (const version of versions.filter((v) => v.businessId === row.businessId)) {
      const perDog = CONSENT_PER_DOG[version.kind];
      if (perDog && !row.dogId) continue;
      const dogId = perDog ? row.dogId : null;
      const key = `${version.id}:${row.clientId}:${dogId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const acceptance = accepted.find(
        (a) =>
          a.acceptance.versionId === version.id &&
          a.acceptance.clientId === row.clientId &&
          a.acceptance.dogId === dogId,
      );
      items.push({
        trainerName: businessNameOf(row),
        clientId: row.clientId,
        dogId,
        dogName: perDog ? row.dogName : null,
        version: toVersionDto(version),
        acceptance: acceptance ? toAcceptanceDto(acceptance) : null,
      });
    }
  }
  return { items };
}

/**
 * The owner accepts the version they read, typing their full name. Only the current version of a
 * trainer of theirs is accepted (an older one: 409, read the new one); per-dog kinds name one of
 * their dogs. The text stored is exactly the version's, as the page showed it.
 */
export async function acceptAsOwner(
  db: Db,
  email: string,
  input: z.output<typeof ConsentAcceptInputSchema>,
  ip: string,
): Promise<ConsentAcceptance> {
  const reach = await repository.selectOwnerClientsWithDogs(db, email);
  const versions = await repository.selectCurrentVersionsOf(db, [
    ...new Set(reach.map((row) => row.businessId)),
  ]);
  const version = versions.find((v) => v.id === input.versionId);
  if (!version) {
    const old = await Promise.all(
      reach.map((row) => repository.selectVersion(db, row.businessId, input.versionId)),
    );
    if (old.some(Boolean)) throw conflict(CONSENT_MESSAGES.outdated);
    throw notFound(CONSENT_MESSAGES.notFound);
  }
  const ofTrainer = reach.filter((row) => row.businessId === version.businessId);
  const perDog = CONSENT_PER_DOG[version.kind];
  const target = perDog
    ? ofTrainer.find((row) => row.dogId !== null && row.dogId === input.dogId)
    : ofTrainer[0];
  if (!target) throw invalid('dogId', CONSENT_MESSAGES.dogRequired);
  try {
    const row = await repository.insertAcceptance(db, {
      businessId: version.businessId,
      versionId: version.id,
      clientId: target.clientId,
      dogId: perDog ? target.dogId : null,
      signedName: input.signedName,
      ip,
      method: 'online',
      textShown: consentTextShown(version),
    });
    return toAcceptanceDto({ acceptance: row, kind: version.kind, version: version.version });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(CONSENT_MESSAGES.alreadyAccepted);
    throw error;
  }
}

/**
 * Issue 45.5: the client signed the printed document and the trainer records it — who (the name
 * on the paper), the day, which version (any of the business's, as printed; a per-dog kind names
 * one of the client's dogs). Stored like an acceptance made in Mi área, marked as paper and
 * without an IP, so the booking gate counts it the same. The day is not in the future nor before
 * the version existed.
 */
export async function recordPaperSignature(
  db: Db,
  businessId: string,
  clientId: string,
  input: z.output<typeof PaperSignatureInputSchema>,
  now: Date,
): Promise<ConsentAcceptance> {
  await findClientRow(db, businessId, clientId);
  const version = await repository.selectVersion(db, businessId, input.versionId);
  if (!version) throw notFound(CONSENT_MESSAGES.notFound);
  const perDog = CONSENT_PER_DOG[version.kind];
  if (perDog) {
    const dogs = await repository.selectClientDogNames(db, businessId, clientId);
    if (!dogs.some((dog) => dog.id === input.dogId))
      throw invalid('dogId', CONSENT_MESSAGES.dogRequired);
  }
  const today = todayIn(PDF_TIME_ZONE, now);
  if (input.signedOn > today) throw invalid('signedOn', PAPER_SIGNATURE_MESSAGES.future);
  if (input.signedOn < todayIn(PDF_TIME_ZONE, version.createdAt))
    throw invalid('signedOn', PAPER_SIGNATURE_MESSAGES.beforeVersion);
  // A day, not an instant: noon of that day in Spain (today: now, never after the clock).
  const acceptedAt =
    input.signedOn === today ? now : zonedToUtc(input.signedOn, 12 * 60, PDF_TIME_ZONE);
  try {
    const row = await repository.insertAcceptance(db, {
      businessId,
      versionId: version.id,
      clientId,
      dogId: perDog ? input.dogId : null,
      signedName: input.signedName,
      ip: null,
      method: 'paper',
      textShown: consentTextShown(version),
      acceptedAt,
    });
    return toAcceptanceDto({ acceptance: row, kind: version.kind, version: version.version });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw conflict('Esta versión ya consta como firmada por el cliente');
    throw error;
  }
}

async function pdfOf(
  db: Db,
  businessId: string,
  id: string,
  names: {
    trainerName: string;
    dogName: (dogId: string, clientId: string) => Promise<string | null> | string | null;
  },
) {
  const [row] = await repository.selectAcceptances(db, businessId, { id });
  if (!row) throw acceptanceNotFound();
  const { acceptance, kind, version } = row;
  const dogName = acceptance.dogId
    ? await names.dogName(acceptance.dogId, acceptance.clientId)
    : null;
  const pdf = await consentPdf({
    kind,
    version,
    textShown: acceptance.textShown,
    signedName: acceptance.signedName,
    ip: acceptance.ip,
    method: acceptance.method,
    acceptedAt: acceptance.acceptedAt,
    dogName,
    trainerName: names.trainerName,
    timeZone: PDF_TIME_ZONE,
  });
  const whose = dogName ?? acceptance.signedName;
  return { pdf, filename: consentFileName(kind, version, acceptance.id.slice(-8), whose) };
}

/** The business's copy of one of its clients' acceptances, signed with the business's name. */
export async function trainerAcceptancePdf(
  db: Db,
  businessId: string,
  trainer: { firstName: string; lastName: string },
  id: string,
) {
  const businessName = await selectBusinessName(db, businessId);
  return pdfOf(db, businessId, id, {
    trainerName: trainerName({ ...trainer, businessName }),
    dogName: async (dogId, clientId) =>
      (await repository.selectClientDogNames(db, businessId, clientId)).find((d) => d.id === dogId)
        ?.name ?? null,
  });
}

/** The owner's copy: only of an acceptance of one of their clients (anyone else's is a 404). */
export async function ownerAcceptancePdf(db: Db, email: string, id: string) {
  const reach = await repository.selectOwnerClientsWithDogs(db, email);
  for (const businessId of new Set(reach.map((row) => row.businessId))) {
    const [row] = await repository.selectAcceptances(db, businessId, { id });
    if (!row || !reach.some((r) => r.clientId === row.acceptance.clientId)) continue;
    const trainer = reach.find((r) => r.businessId === businessId)!;
    return pdfOf(db, businessId, id, {
      trainerName: businessNameOf(trainer),
      dogName: (dogId) => reach.find((r) => r.dogId === dogId)?.dogName ?? null,
    });
  }
  throw acceptanceNotFound();
}

/** The current versions of the kinds a service requires, as the booking page shows them. */
export async function currentVersionsOfKinds(
  db: Db | Tx,
  businessId: string,
  kinds: readonly ConsentKind[],
) {
  if (kinds.length === 0) return [];
  const current = await repository.selectCurrentVersionsOf(db, [businessId]);
  return current.filter((v) => kinds.includes(v.kind));
}

/**
 * The public booking page (issue 31.6): the visitor must accept exactly the current versions of
 * what the service requires. A version since replaced asks to read the new one (409); anything
 * else, or one missing, is refused (400). Answers the versions to record with the request.
 */
export async function bookingConsentVersions(
  db: Db,
  businessId: string,
  kinds: readonly ConsentKind[],
  versionIds: readonly string[],
) {
  const current = await currentVersionsOfKinds(db, businessId, kinds);
  const strays = versionIds.filter((id) => !current.some((v) => v.id === id));
  for (const id of strays)
    if (await repository.selectVersion(db, businessId, id))
      throw conflict(CONSENT_MESSAGES.outdated);
  if (strays.length > 0 || current.some((v) => !versionIds.includes(v.id)))
    throw invalid('consentSignedName', CONSENT_MESSAGES.bookingRequired);
  return current;
}

/** Stores what the visitor accepted with their request: the time, the IP and the text shown. */
export function recordBookingConsents(
  tx: Tx,
  businessId: string,
  requestId: string,
  versions: readonly repository.VersionRow[],
  signed: { signedName: string; ip: string },
) {
  return repository.insertRequestAcceptances(
    tx,
    versions.map((version) => ({
      businessId,
      requestId,
      versionId: version.id,
      ...signed,
      textShown: consentTextShown(version),
    })),
  );
}

/**
 * Approving a request links it to its client and dog: what was accepted while booking becomes the
 * client's acceptance (per dog where it matters), with the time, IP and text of the booking.
 */
export async function adoptBookingConsents(
  tx: Tx,
  businessId: string,
  requestId: string,
  links: { clientId: string | null; dogId: string | null },
) {
  const { clientId, dogId } = links;
  if (!clientId) return;
  const rows = await repository.selectRequestAcceptances(tx, businessId, requestId);
  await repository.insertAcceptancesIfNew(
    tx,
    rows
      .filter(({ kind }) => !CONSENT_PER_DOG[kind] || dogId)
      .map(({ acceptance, kind }) => ({
        businessId,
        versionId: acceptance.versionId,
        clientId,
        dogId: CONSENT_PER_DOG[kind] ? dogId : null,
        signedName: acceptance.signedName,
        ip: acceptance.ip,
        textShown: acceptance.textShown,
        acceptedAt: acceptance.acceptedAt,
      })),
  );
}

/**
 * Erasure (issue 20): an erased person's requests stay anonymised, so what they accepted while
 * booking (their typed name, their IP) goes; the client's own acceptances go with the client.
 */
export function forgetBookingConsentsOf(tx: Tx, businessId: string, requestIds: string[]) {
  return repository.deleteRequestAcceptances(tx, businessId, requestIds);
}
