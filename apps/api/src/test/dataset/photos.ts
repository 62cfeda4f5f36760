import sharp from 'sharp';
import { processPhoto, type ProcessedPhoto } from '../../lib/photo-pipeline.ts';

const COLOURS = [
  ['#c08a4a', '#6b8f3a'],
  ['#2b2b2b', '#8fb6d9'],
  ['#e8d8c0', '#4f7a5a'],
  ['#7a4b2a', '#d9c27a'],
];

/**
 * A few real photos, made once and reused by every dog that has one: a 1200×900 picture (a dog's
 * silhouette on grass and sky) put through the server's own upload pipeline, so the stored image
 * and thumbnail have the sizes real uploads have.
 */
export async function samplePhotos(): Promise<ProcessedPhoto[]> {
  return Promise.all(
    COLOURS.map(async ([dog, grass], i) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
        <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#9cc9f0"/><stop offset="1" stop-color="#f4efe2"/>
        </linearGradient></defs>
        <rect width="1200" height="900" fill="url(#sky)"/>
        <rect y="560" width="1200" height="340" fill="${grass}"/>
        <ellipse cx="${560 + i * 30}" cy="520" rx="230" ry="120" fill="${dog}"/>
        <circle cx="${800 + i * 30}" cy="400" r="95" fill="${dog}"/>
        <ellipse cx="${860 + i * 30}" cy="330" rx="35" ry="70" fill="${dog}"/>
        <rect x="${400 + i * 30}" y="580" width="40" height="170" fill="${dog}"/>
        <rect x="${680 + i * 30}" y="580" width="40" height="170" fill="${dog}"/>
        <circle cx="${830 + i * 30}" cy="385" r="12" fill="#111"/>
      </svg>`;
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
      return processPhoto(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    }),
  );
}
