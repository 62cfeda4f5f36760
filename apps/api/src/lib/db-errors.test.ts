import { describe, expect, it, vi } from 'vitest';
import { retryingTransient } from './db-errors.ts';

/** A driver error as drizzle wraps it: the SQLSTATE on the cause. */
const dbError = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

describe('retryingTransient', () => {
  it('runs a write again after a deadlock or a serialization failure', async () => {
    const write = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(dbError('40P01'))
      .mockRejectedValueOnce(dbError('40001'))
      .mockResolvedValue('escrito');
    await expect(retryingTransient(write)).resolves.toBe('escrito');
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('passes any other error through at once, and gives up after four attempts', async () => {
    const overlap = vi.fn<() => Promise<never>>().mockRejectedValue(dbError('23P01'));
    await expect(retryingTransient(overlap)).rejects.toThrow('query failed');
    expect(overlap).toHaveBeenCalledTimes(1);

    const stuck = vi.fn<() => Promise<never>>().mockRejectedValue(dbError('40P01'));
    await expect(retryingTransient(stuck)).rejects.toThrow('query failed');
    expect(stuck).toHaveBeenCalledTimes(4);
  });
});
