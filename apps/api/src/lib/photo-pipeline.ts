import {
  PHOTO_INVALID_MESSAGE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE,
  PHOTO_TOO_LARGE_MESSAGE,
  parseImageDataUrl,
} from '@adiestra/shared';
import { AppError, invalid } from './app-error.ts';

/** A 5 MB photo is about 6.7 MB as base64; the app's default body limit is 1 MB. */
export const PHOTO_BODY_LIMIT = 10 * 1024 * 1024;

/** Decoding bombs stop here: a 5 MB PNG can claim gigapixels. */
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 10_000;
const THUMB_SIDE = 256;
const JPEG_QUALITY = 82;

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** JPEG, PNG or WebP by their first bytes, whatever the data URL claims. */
function hasImageSignature(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

const refuse = () => invalid('photo', PHOTO_INVALID_MESSAGE);

/**
 * Checks an uploaded data URL by content and re-encodes it: a JPEG of at most 1024 px a side and
 * a square thumbnail, both without metadata (EXIF, GPS, ICC comments), so nothing the user sent is
 * ever served back as is.
 */
export async function processPhoto(dataUrl: string): Promise<ProcessedPhoto> {
  const parsed = parseImageDataUrl(dataUrl);
  if (!parsed) throw refuse();
  const bytes = Buffer.from(parsed.base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw invalid('photo', PHOTO_TOO_LARGE_MESSAGE);
  if (!hasImageSignature(bytes)) throw refuse();

  // Loaded on the first photo, not at start: libvips is memory every API process would hold idle.
  const { default: sharp } = await import('sharp');
  // failOn 'warning' makes a truncated or corrupt file an error instead of a grey half-image.
  const input = () => sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS });
  try {
    const meta = await input().metadata();
    const { width, height } = meta;
    if (!['jpeg', 'png', 'webp'].includes(meta.format)) throw refuse();
    if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) throw refuse();
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const upright = () => input().rotate().flatten({ background: '#ffffff' });
    const { data: image, info } = await upright()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Whatever sharp could not decode is, for the user, not a valid image.
    throw refuse();
  }
}
