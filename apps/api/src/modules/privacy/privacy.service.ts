import {
  defaultPrivacyText,
  privacyPath,
  type PrivacyText,
  type PublicPrivacy,
} from '@adiestra/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/trainer-lock.ts';
import { findBookableBusiness } from '../auth/index.ts';
import { selectResponsible } from '../../read-models/privacy-responsible.ts';
import * as repository from './privacy.repository.ts';
import type { PrivacyRow } from './privacy.repository.ts';

const toDto = (row: PrivacyRow): PrivacyText => ({
  id: row.id,
  version: row.version,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  path: privacyPath(row.businessId),
});

const displayName = (r: { firstName: string; lastName: string; businessName: string | null }) =>
  r.businessName?.trim() || `${r.firstName} ${r.lastName}`.trim();

/**
 * The trainer's current privacy text. A trainer who never wrote one gets the default Spanish text
 * (their business or own name and contact), stored as version 1 the first time it is needed, so
 * every consent names a stored version.
 */
export async function currentPrivacyText(db: Db | Tx, businessId: string, now: Date) {
  const current = await repository.selectCurrent(db, businessId);
  if (current) return current;
  const responsible = await selectResponsible(db, businessId);
  if (!responsible) throw notFound('Educador no encontrado');
  const body = defaultPrivacyText({
    name: displayName(responsible),
    email: responsible.email,
    phone: responsible.contactPhone ?? responsible.phone,
  });
  const inserted = await repository.insertVersion(db, businessId, body, now, true);
  return inserted ?? (await repository.selectCurrent(db, businessId))!;
}

/** The id of the version a consent given now accepts. */
export async function currentPrivacyTextId(db: Db | Tx, businessId: string, now: Date) {
  return (await currentPrivacyText(db, businessId, now)).id;
}

/** The current version of each of these trainers (an owner's sign-in accepts all of them). */
export async function currentPrivacyTextIds(db: Db | Tx, businessIds: string[], now: Date) {
  const unique = [...new Set(businessIds)];
  const rows = await repository.selectCurrentOf(db, unique);
  const missing = unique.filter((id) => !rows.some((row) => row.businessId === id));
  const created = await Promise.all(missing.map((id) => currentPrivacyTextId(db, id, now)));
  return [...rows.map((row) => row.id), ...created];
}

export async function getPrivacyText(db: Db, businessId: string, now: Date) {
  return toDto(await currentPrivacyText(db, businessId, now));
}

/** Saving is a new version; saving the same text again changes nothing. */
export async function savePrivacyText(db: Db, businessId: string, body: string, now: Date) {
  const current = await currentPrivacyText(db, businessId, now);
  if (current.body === body) return toDto(current);
  let row = await repository.insertVersion(db, businessId, body, now);
  // Another save took the same number at the same moment: the next one is free now.
  row ??= await repository.insertVersion(db, businessId, body, now);
  if (!row) throw new Error('privacy text version not written');
  return toDto(row);
}

/** The public page: an approved, active trainer's current text; 404 for anyone else. */
export async function publicPrivacy(db: Db, trainerId: string, now: Date): Promise<PublicPrivacy> {
  const trainer = z.uuid().safeParse(trainerId).success
    ? await findBookableBusiness(db, trainerId)
    : undefined;
  if (!trainer) throw notFound('Educador no encontrado');
  const responsible = await selectResponsible(db, trainerId);
  return {
    ...toDto(await currentPrivacyText(db, trainerId, now)),
    trainerName: responsible ? displayName(responsible) : '',
  };
}
