import { describe, expect, it } from 'vitest';
import { MAX_DELAY_MS, restartDelayMs } from './supervisor.ts';

describe('API process restarts', () => {
  it('wait 1 s, then twice as long after each death in a row, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
      MAX_DELAY_MS,
    ]);
  });
});
