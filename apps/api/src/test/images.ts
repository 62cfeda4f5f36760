import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export const toDataUrl = (bytes: Buffer, mime = 'image/jpeg') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** Metadata a phone may leave in a photo: who took it and where they live. */
export const SECRET_EXIF = {
  IFD0: { Make: 'CamaraSecreta', Copyright: 'Casa de Ana, Calle Mayor 1' },
};

/** A real photo-like JPEG carrying EXIF (camera make and a GPS-ish comment). */
export function jpegWithExif(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .withExif(SECRET_EXIF)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG with transparency, which a JPEG cannot keep (flattened on white), and EXIF. */
export function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 0.5 } },
  })
    .withExif(SECRET_EXIF)
    .png()
    .toBuffer();
}

/** A WebP carrying EXIF. */
export function webp(width = 200, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .withExif(SECRET_EXIF)
    .webp()
    .toBuffer();
}

/** Noise does not compress: an uncompressed PNG of over 6 MB. */
export function largePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
