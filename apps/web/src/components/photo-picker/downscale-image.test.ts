import { describe, expect, it, vi } from 'vitest';
import { encodeWithinBudget, fitWithin } from './downscale-image';

const MB = 1024 * 1024;

/** A fake JPEG encoder whose output size depends on the quality it is asked for. */
function fakeEncoder(sizeAt: (quality: number) => number) {
  return vi.fn((quality: number) => Promise.resolve(new Blob([new Uint8Array(sizeAt(quality))])));
}

describe('encodeWithinBudget (SPEC §5 quality loop)', () => {
  it('keeps quality 0.8 when the first result already fits 2.5 MB', async () => {
    const encode = fakeEncoder(() => 1 * MB);
    const result = await encodeWithinBudget(encode);
    expect(result.quality).toBe(0.8);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.8]);
  });

  it('steps down by 0.05 until the result is 2.5 MB or less', async () => {
    // 4 MB at 0.8, shrinking 0.5 MB per step: fits at 0.65 (2.5 MB).
    const encode = fakeEncoder((q) => Math.round((4 - ((0.8 - q) / 0.05) * 0.5) * MB));
    const result = await encodeWithinBudget(encode);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.8, 0.75, 0.7, 0.65]);
    expect(result.quality).toBe(0.65);
    expect(result.blob.size).toBeLessThanOrEqual(2.5 * MB);
  });

  it('stops at 0.5 and keeps that result when nothing fits', async () => {
    const encode = fakeEncoder(() => 3 * MB);
    const result = await encodeWithinBudget(encode);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.8, 0.75, 0.7, 0.65, 0.6, 0.55, 0.5]);
    expect(result.quality).toBe(0.5);
  });

  it('propagates an encoder failure (shown as the processing error)', async () => {
    await expect(encodeWithinBudget(() => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
  });
});

describe('fitWithin', () => {
  it('fits the longest side into 1024 px, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 341, height: 1024 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
