import {
  DOCUMENT_INVALID_MESSAGE,
  DOCUMENT_PDF_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  defaultVaccineExpiry,
  parsePdfDataUrl,
  type DogDocument,
  type DogDocumentStatus,
  type DogDocumentUpload,
  type OwnerDogDocuments,
  type TrainerDogDocument,
  type VaccinationInputParsed,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { FOREIGN_KEY_VIOLATION, sqlState } from '../../lib/db-errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { processPhoto } from '../../lib/photo-pipeline.ts';
import { selectOwnerDogs, selectTrainerDocuments } from '../../read-models/vaccine-views.ts';
import { dogNotFound } from '../dogs/index.ts';
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

/** The owner's upload for one of their own dogs: another owner's dog is a 404. */
export async function uploadDocument(
  db: Db,
  email: string,
  input: DogDocumentUpload,
): Promise<DogDocument> {
  const dog = (await selectOwnerDogs(db, email)).find((d) => d.dogId === input.dogId);
  if (!dog) throw dogNotFound();
  const file = await storedFile(input.file);
  const row = await repository
    .insertDocument(db, {
      id: uuidv7(),
      businessId: dog.businessId,
      dogId: dog.dogId,
      kind: input.kind,
      mime: file.mime,
      content: file.content,
      size: file.content.length,
    })
    .catch((error: unknown) => {
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw dogNotFound();
      throw error;
    });
  return toDto(row);
}

/** A document's file for its owner (a dog of theirs) — anyone else gets a 404. */
export async function ownerDocumentFile(db: Db, email: string, id: string) {
  const file = await repository.selectDocumentFile(db, id);
  if (!file) throw documentNotFound();
  const dogs = await selectOwnerDogs(db, email);
  if (!dogs.some((d) => d.dogId === file.dogId && d.businessId === file.businessId))
    throw documentNotFound();
  return { mime: file.mime, content: file.content };
}

/** A document's file for its trainer — another trainer gets a 404. */
export async function trainerDocumentFile(db: Db, businessId: string, id: string) {
  const file = await repository.selectDocumentFile(db, id);
  if (!file || file.businessId !== businessId) throw documentNotFound();
  return { mime: file.mime, content: file.content };
}

/** The trainer's uploads (pending ones by default on the dashboard's list). */
export async function trainerDocuments(
  db: Db,
  businessId: string,
  filters: { status?: DogDocumentStatus | undefined; dogId?: string | undefined },
): Promise<TrainerDogDocument[]> {
  const rows = await selectTrainerDocuments(db, businessId, filters);
  return rows.map((row) => ({
    ...toDto(row),
    dogName: row.dogName,
    clientName: `${row.firstName} ${row.lastName}`.trim(),
  }));
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
