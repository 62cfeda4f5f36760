import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dogPhotos } from '../../db/schema.ts';

/** The stored bytes of one photo by its unguessable id, or null. */
export async function readPhoto(db: Db, photoId: string, variant: 'image' | 'thumbnail') {
  const [row] = await db
    .select({ bytes: variant === 'image' ? dogPhotos.image : dogPhotos.thumbnail })
    .from(dogPhotos)
    .where(eq(dogPhotos.id, photoId))
    .limit(1);
  return row?.bytes ?? null;
}
