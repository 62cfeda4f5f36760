import {
  BOOKING_SLUG_PATTERN,
  bookingPagePath,
  bookingSlugBase,
  bookingSlugCandidate,
  type BookingAddress,
} from '@adiestra/shared';
import type { Db } from '../../db/client.ts';
import * as repository from './owners.repository.ts';

/** How many numbered slugs are tried before keeping the address the trainer has. */
const MAX_ATTEMPTS = 50;

/**
 * Issue 27: gives the trainer the readable address of their business name, "-2", "-3"… when
 * another trainer holds it, and returns it (null without a business name, or nothing readable in
 * it). A slug the trainer held before is chosen again rather than numbered anew; every slug they
 * ever held keeps leading to them (decision 0069).
 */
export async function ensureBookingSlug(
  db: Db,
  businessId: string,
  businessName: string | null | undefined,
  now: Date,
): Promise<string | null> {
  const base = bookingSlugBase(businessName);
  if (!base) return null;
  return db.transaction(async (tx) => {
    const held = (await repository.selectSlugsOf(tx, businessId)).map((row) => row.slug);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const candidate = bookingSlugCandidate(base, attempt);
      if (held[0] === candidate) return candidate;
      if (held.includes(candidate)) {
        await repository.chooseSlug(tx, businessId, candidate, now);
        return candidate;
      }
      if (await repository.insertSlug(tx, { slug: candidate, businessId, chosenAt: now })) {
        return candidate;
      }
    }
    return held[0] ?? null;
  });
}

/** Where the trainer's booking page is: the readable address when the business name gives one. */
export async function bookingAddress(
  db: Db,
  businessId: string,
  now: Date,
): Promise<BookingAddress> {
  const settings = await repository.selectSettings(db, businessId);
  const slug = await ensureBookingSlug(db, businessId, settings?.businessName, now);
  return { slug, path: bookingPagePath(businessId, slug) };
}

/** The trainer a `/reservar/<slug>` address leads to, or null. */
export async function findTrainerBySlug(db: Db, slug: string): Promise<string | null> {
  const normal = slug.trim().toLowerCase();
  if (!BOOKING_SLUG_PATTERN.test(normal)) return null;
  return repository.findSlugOwner(db, normal);
}
