import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue, type BatchQueueOptions, type SendOutcome } from './batch-queue';

type Send = BatchQueueOptions<number>['send'];

function setup(send: Send, overrides: Partial<BatchQueueOptions<number>> = {}) {
  const sendMock = vi.fn(send);
  const queue = createBatchQueue<number>({
    send: sendMock,
    maxBatch: 3,
    flushIntervalMs: 1000,
    maxRetries: 2,
    retryBaseMs: 100,
    maxQueued: 10,
    ...overrides,
  });
  return { queue, send: sendMock, batches: () => sendMock.mock.calls.map(([items]) => items) };
}
const always = (outcome: SendOutcome) => () => Promise.resolve(outcome);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('batch queue', () => {
  it('waits for the flush interval, then sends what it has in one batch', async () => {
    const { queue, batches } = setup(always('sent'));
    queue.push(1);
    queue.push(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches()).toEqual([[1, 2]]);
    expect(queue.size()).toBe(0);
  });

  it('sends at once when a batch is full, and splits larger backlogs into full batches', async () => {
    let release: (o: SendOutcome) => void = () => {};
    const { queue, batches } = setup(() => new Promise((resolve) => (release = resolve)));
    for (const n of [1, 2, 3]) queue.push(n);
    expect(batches()).toEqual([[1, 2, 3]]);
    for (const n of [4, 5, 6, 7]) queue.push(n);
    // One request at a time: the next batch waits for the first answer.
    expect(batches()).toHaveLength(1);
    release('sent');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    release('sent');
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches().at(-1)).toEqual([7]);
  });

  it('flush sends a partial batch without waiting for the interval', async () => {
    const { queue, batches } = setup(always('sent'));
    queue.push(1);
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toEqual([[1]]);
  });

  it('retries a failed batch with exponential backoff, then drops it and moves on', async () => {
    const { queue, send, batches } = setup(always('retry'));
    queue.push(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // first retry after 100 ms
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // second retry after 200 ms
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3); // dropped after maxRetries
    expect(queue.size()).toBe(0);
    send.mockImplementation(always('sent'));
    queue.push(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches().at(-1)).toEqual([2]);
  });

  it('succeeds on a retry and then sends the rest normally', async () => {
    const { queue, send, batches } = setup(always('retry'));
    queue.push(1);
    await vi.advanceTimersByTimeAsync(1000);
    send.mockImplementation(always('sent'));
    queue.push(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches().at(-1)).toEqual([1, 2]);
    expect(queue.size()).toBe(0);
  });

  it('does not retry a batch the server refused as invalid', async () => {
    const { queue, send } = setup(always('drop'));
    queue.push(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size()).toBe(0);
  });

  it('never throws, whether send throws or rejects', async () => {
    const { queue, send } = setup(() => {
      throw new Error('sin red');
    });
    expect(() => queue.push(1)).not.toThrow();
    await vi.advanceTimersByTimeAsync(1000);
    send.mockImplementation(() => Promise.reject(new Error('sin red')));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3);
    expect(queue.size()).toBe(0);
  });

  it('on unload hands every waiting item to send at once, in batches, without retries', async () => {
    const { queue, send } = setup(always('retry'));
    for (const n of [1, 2, 3, 4]) queue.push(n);
    await vi.advanceTimersByTimeAsync(0); // [1,2,3] went out and failed
    queue.flush(true);
    expect(send.mock.calls.slice(1)).toEqual([
      [[1, 2, 3], true], // the failed batch, back at the front
      [[4], true],
    ]);
    expect(queue.size()).toBe(0);
  });

  it('keeps at most maxQueued items, dropping the oldest', async () => {
    const { queue, batches } = setup(always('sent'), { maxBatch: 50, maxQueued: 5 });
    for (let n = 1; n <= 8; n++) queue.push(n);
    expect(queue.size()).toBe(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches()).toEqual([[4, 5, 6, 7, 8]]);
  });
});
