import { DEFAULT_CANCELLATION_NOTICE_HOURS, type OwnerAreaSettings } from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import * as repository from './owners.repository.ts';

type Row = Awaited<ReturnType<typeof repository.selectSettings>>;

/** A trainer who never saved them has the defaults: 24 h of notice, nothing else shown. */
const toDto = (row: Row): OwnerAreaSettings => ({
  cancellationNoticeHours: row?.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS,
  businessName: row?.businessName ?? null,
  contactPhone: row?.contactPhone ?? null,
  sessionPlace: row?.sessionPlace ?? null,
});

export async function getOwnerAreaSettings(db: Db, userId: string) {
  return toDto(await repository.selectSettings(db, userId));
}

export async function saveOwnerAreaSettings(
  db: Db,
  userId: string,
  values: OwnerAreaSettings,
  now: Date,
) {
  return toDto(await repository.upsertSettings(db, { userId, ...values }, now));
}
