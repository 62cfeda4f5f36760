import { PHOTO_MAX_SIDE, PHOTO_QUALITY, PHOTO_TARGET_BYTES } from '@adiestra/shared';

export interface QualitySteps {
  start: number;
  step: number;
  min: number;
}

/** 0.8 - 0.05 is 0.75000000001 in floating point; qualities are kept to two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * SPEC §5: encode at the start quality, then lower it step by step down to the minimum until
 * the result fits the target. At the minimum the result is kept whatever its size: the photo
 * has already been resized, and the server has the final word on size.
 */
export async function encodeWithinBudget(
  encode: (quality: number) => Promise<Blob>,
  targetBytes: number = PHOTO_TARGET_BYTES,
  steps: QualitySteps = PHOTO_QUALITY,
): Promise<{ blob: Blob; quality: number }> {
  let quality = steps.start;
  let blob = await encode(quality);
  while (blob.size > targetBytes && round2(quality - steps.step) >= steps.min) {
    quality = round2(quality - steps.step);
    blob = await encode(quality);
  }
  return { blob, quality };
}

/** Width and height that fit `maxSide` on the longest side, never enlarging. */
export function fitWithin(width: number, height: number, maxSide: number = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      'image/jpeg',
      quality,
    );
  });
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Decodes the file (honouring its EXIF orientation), draws it at most 1024 px on the longest
 * side over white (a JPEG has no transparency) and returns a JPEG data URL. Throws when the
 * browser cannot decode the file.
 */
export async function downscaleImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const { blob } = await encodeWithinBudget((quality) => canvasToBlob(canvas, quality));
    return await blobToDataUrl(blob);
  } finally {
    bitmap.close();
  }
}
