import {
  DOCUMENT_INVALID_MESSAGE,
  DOCUMENT_QUOTAS,
  DOCUMENT_QUOTA_MESSAGES,
  DOCUMENT_PDF_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  defaultVaccineExpiry,
  documentFileName,
  parsePdfDataUrl,
  type DocumentUsage,
  type DogDocument,
  type DogDocumentStatus,
  type DogDocumentUpload,
  type OwnerDogDocuments,
  type TrainerDogDocuments,
  type VaccinationInputParsed,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { processPhoto } from '../../lib/photo-pipeline.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { documentUploadedMail } from '../../emails/index.ts';
import { selectOwnerDogs, selectTrainerDocuments } from '../../read-models/vaccine-views.ts';
import { dogNotFound } from '../dogs/index.ts';
import { enqueueMails } from '../outbox/index.ts';
import * as repository from './vaccines.repository.ts';
import { getRegion } from './vaccines.service.ts';

export const documentNotFound = () => notFound('Documento no encontrado');

function toDto(row: repository.DocumentRow): DogDocument {
  return {
    id: row.id,
    dogId: row.dogId,
    kind: row.kind,
    mime: row.mime,
    status: row.status,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The file as stored: an image re-encoded by the photo pipeline (JPEG, at most 1024 px a side,
 * no metadata); a PDF kept as sent when it is one (its signature) and at most 5 MB.
 */
async function storedFile(
  dataUrl: string,
): Promise<{ mime: 'image/jpeg' | 'application/pdf'; content: Buffer }> {
  const pdf = parsePdfDataUrl(dataUrl);
  if (pdf === null) {
    const photo = await processPhoto(dataUrl).catch(() => {
      throw invalid('file', DOCUMENT_INVALID_MESSAGE);
    });
    return { mime: 'image/jpeg', content: photo.image };
  }
  const content = Buffer.from(pdf, 'base64');
  if (content.length > DOCUMENT_PDF_MAX_BYTES) throw invalid('file', DOCUMENT_TOO_LARGE_MESSAGE);
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw invalid('file', DOCUMENT_INVALID_MESSAGE);
  return { mime: 'application/pdf', content };
}

/** Mi área: the owner's dogs with every trainer and what was uploaded for each. */
export async function ownerDocuments(db: Db, email: string): Promise<OwnerDogDocuments> {
  const dogs = await selectOwnerDogs(db, email);
  const documents = await repository.selectDocumentsOfDogs(db, dogs);
  return {
    dogs: dogs.map((dog) => ({
      dogId: dog.dogId,
      dogName: dog.dogName,
      trainerName: `${dog.trainerFirstName} ${dog.trainerLastName}`.trim(),
      documents: documents.filter((d) => d.dogId === dog.dogId).map(toDto),
    })),
  };
}

const overQuota = (message: string) => new AppError('CONFLICT', 409, message, { file: message });

/** The business's uploads: how many, their bytes, and the limits. */
async function businessUsage(db: Db | Tx, businessId: string): Promise<DocumentUsage> {
  const used = await repository.selectBusinessUsage(db, businessId);
  return {
    ...used,
    maxCount: DOCUMENT_QUOTAS.business.count,
    maxBytes: DOCUMENT_QUOTAS.business.bytes,
  };
}

/** Refuses (409) an upload of `size` bytes that would take the owner or the business past a quota. */
async function assertUnderQuotas(
  tx: Tx,
  ownerDogs: { businessId: string; dogId: string }[],
  businessId: string,
  size: number,
) {
  const owner = await repository.selectDogsUsage(tx, ownerDogs);
  if (owner.count + 1 > DOCUMENT_QUOTAS.owner.count)
    throw overQuota(DOCUMENT_QUOTA_MESSAGES.ownerCount);
  if (owner.bytes + size > DOCUMENT_QUOTAS.owner.bytes)
    throw overQuota(DOCUMENT_QUOTA_MESSAGES.ownerBytes);
  const business = await businessUsage(tx, businessId);
  if (business.count + 1 > business.maxCount || business.bytes + size > business.maxBytes)
    throw overQuota(DOCUMENT_QUOTA_MESSAGES.business);
}

/**
 * The owner's upload for one of their own dogs: another owner's dog is a 404. Counted against
 * the owner's and the business's quotas under their locks (owner first, always), so concurrent
 * uploads cannot both take the last room. The trainer's notice (issue 45) commits with it.
 */
export async function uploadDocument(
  db: Db,
  email: string,
  input: DogDocumentUpload,
  context: { now: Date; appUrl: string },
): Promise<DogDocument> {
  const ownerDogs = await selectOwnerDogs(db, email);
  const dog = ownerDogs.find((d) => d.dogId === input.dogId);
  if (!dog) throw dogNotFound();
  const file = await storedFile(input.file);
  const trainer = {
    firstName: dog.trainerFirstName,
    lastName: dog.trainerLastName,
    email: dog.trainerEmail,
    timeZone: dog.trainerTimeZone,
  };
  const notice = await documentUploadedMail(
    trainer,
    {
      kind: input.kind,
      dogName: dog.dogName,
      clientName: `${dog.clientFirstName} ${dog.clientLastName}`.trim(),
    },
    context.appUrl,
  );
  const row = await db
    .transaction(async (tx) => {
      await repository.lockDocumentQuotas(tx, [
        `owner:${email.toLowerCase()}`,
        `business:${dog.businessId}`,
      ]);
      await assertUnderQuotas(tx, ownerDogs, dog.businessId, file.content.length);
      const inserted = await repository.insertDocument(tx, {
        id: uuidv7(),
        businessId: dog.businessId,
        dogId: dog.dogId,
        kind: input.kind,
        mime: file.mime,
        content: file.content,
        size: file.content.length,
      });
      await enqueueMails(tx, [notice], { businessId: dog.businessId, now: context.now });
      return inserted;
    })
    .catch((error: unknown) => {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw dogNotFound();
      throw error;
    });
  return toDto(row);
}

const servedFile = (file: repository.DocumentRow & { content: Buffer }) => ({
  mime: file.mime,
  content: file.content,
  fileName: documentFileName(file),
});

/** A document's file for its owner (a dog of theirs) — anyone else gets a 404. */
export async function ownerDocumentFile(db: Db, email: string, id: string) {
  const file = await repository.selectDocumentFile(db, id);
  if (!file) throw documentNotFound();
  const dogs = await selectOwnerDogs(db, email);
  if (!dogs.some((d) => d.dogId === file.dogId && d.businessId === file.businessId))
    throw documentNotFound();
  return servedFile(file);
}

/** A document's file for its trainer — another trainer gets a 404. */
export async function trainerDocumentFile(db: Db, businessId: string, id: string) {
  const file = await repository.selectDocumentFile(db, id);
  if (!file || file.businessId !== businessId) throw documentNotFound();
  return servedFile(file);
}

/** The trainer's uploads (pending ones by default on the dashboard's list) and the space used. */
export async function trainerDocuments(
  db: Db,
  businessId: string,
  filters: { status?: DogDocumentStatus | undefined; dogId?: string | undefined },
): Promise<TrainerDogDocuments> {
  const [rows, usage] = await Promise.all([
    selectTrainerDocuments(db, businessId, filters),
    businessUsage(db, businessId),
  ]);
  return {
    documents: rows.map((row) => ({
      ...toDto(row),
      dogName: row.dogName,
      clientName: `${row.firstName} ${row.lastName}`.trim(),
    })),
    usage,
  };
}

/** The trainer deletes an upload (to make room under the quotas); another trainer's is a 404. */
export async function deleteDocument(db: Db, businessId: string, id: string) {
  if (!(await repository.deleteOwnDocument(db, businessId, id))) throw documentNotFound();
}

/**
 * The trainer's review of an upload: the doses read on it are written to the dog's record and
 * the document is marked reviewed, in one transaction. A document already reviewed is refused.
 */
export async function reviewDocument(
  db: Db,
  businessId: string,
  id: string,
  doses: VaccinationInputParsed[],
  today: string,
  now: Date,
): Promise<DogDocument> {
  doses.forEach((dose, i) => {
    if (dose.givenOn > today)
      throw invalid(`vaccinations.${i}.givenOn`, 'La fecha de vacunación no puede ser futura');
  });
  const region = await getRegion(db, businessId);
  return db.transaction(async (tx) => {
    const document = await repository.lockOwnDocument(tx, businessId, id);
    if (!document) throw documentNotFound();
    if (document.status === 'reviewed') throw invalid('id', 'Este documento ya está revisado');
    for (const dose of doses)
      await repository.insertVaccinationInTx(tx, businessId, document.dogId, {
        ...dose,
        expiresOn: dose.expiresOn ?? defaultVaccineExpiry(dose.kind, dose.givenOn, region),
      });
    await repository.markDocumentReviewed(tx, id, now);
    return toDto({ ...document, status: 'reviewed', reviewedAt: now });
  });
}
