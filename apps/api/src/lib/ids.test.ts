import { describe, expect, it } from 'vitest';
import { uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7 UUID', () => {
    expect(uuidv7()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('increases strictly, even for ids made in the same millisecond (the outbox sends by id)', () => {
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    const sorted = [...ids].sort();
    expect(ids).toEqual(sorted);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
