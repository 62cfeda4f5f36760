import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchFixture, listEndpoints, withLimit, type BenchFixture } from './test/bench-fixture.ts';

const BUDGET_BYTES = 50 * 1024;

/**
 * Size budget (issue 7): a list page of 10 items, with the benchmark's realistic data, is under
 * 50 KB of JSON before compression. Sizes, never times.
 */
describe('list page size', () => {
  let f: BenchFixture;
  // Generating the data set takes a while on a busy machine.
  beforeAll(async () => {
    f = await benchFixture();
  }, 180_000);
  afterAll(() => f.test.close());

  it('keeps a 10-item page of every list under 50 KB of JSON', async () => {
    for (const endpoint of listEndpoints(f)) {
      const res = await f.test.app.inject({
        url: withLimit(endpoint.url, 10),
        headers: { authorization: `Bearer ${endpoint.token}`, 'accept-encoding': 'identity' },
      });
      expect(res.statusCode, endpoint.name).toBe(200);
      const { data } = res.json();
      const expected = Math.min(10, data.pagination.total);
      expect(data[endpoint.key], endpoint.name).toHaveLength(expected);
      const bytes = res.rawPayload.length;
      expect(bytes, `${endpoint.name}: ${bytes} bytes`).toBeLessThan(BUDGET_BYTES);
    }
  });
});
