import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A real JPEG, as a phone would send it (with EXIF), for a photo picker. */
export async function photoFile(name = 'luna.jpg') {
  const buffer = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 120, b: 60 } },
  })
    .withExif({ IFD0: { Make: 'Telefono' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** True once the <img> has really decoded (not a broken image icon). */
export const imageLoaded = (page: Page, name: string | RegExp) =>
  page
    .getByRole('img', { name })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
