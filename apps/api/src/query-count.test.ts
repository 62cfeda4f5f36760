import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './test/api-client.ts';
import { benchFixture, listEndpoints, withLimit, type BenchFixture } from './test/bench-fixture.ts';
import { recordQueries } from './test/query-recorder.ts';

/**
 * No list endpoint issues more queries for more items on its page (no query per item): the same
 * list with one item and with a full page costs the same number of statements, counted at the
 * driver. Counts, never times.
 */
describe('queries per list request', () => {
  let f: BenchFixture;
  // Generating the data set takes a while on a busy machine.
  beforeAll(async () => {
    f = await benchFixture();
  }, 180_000);
  afterAll(() => f.test.close());

  async function countQueries(url: string, token: string, key: string) {
    const recorder = recordQueries(f.test.database);
    try {
      const res = await apiClient(f.test.app).get(url, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // The lists use no transaction: a `begin` is the outbox worker's claim (after each test
      // call, and every second), not the list's.
      const queries = recorder.queries.filter((q) => !/^begin\b/i.test(q.sql.trim()));
      return { queries: queries.length, items: (res.body.data[key] as unknown[]).length };
    } finally {
      recorder.stop();
    }
  }

  it('is the same for one item and for a full page, on every list', async () => {
    for (const endpoint of listEndpoints(f)) {
      const one = await countQueries(withLimit(endpoint.url, 1), endpoint.token, endpoint.key);
      const full = await countQueries(withLimit(endpoint.url, 24), endpoint.token, endpoint.key);
      expect(one.items, endpoint.name).toBe(1);
      // The session check and the page itself, at least: the recorder does see the driver.
      expect(one.queries, endpoint.name).toBeGreaterThanOrEqual(2);
      // A full page, or every item there is: more than one either way, or the test proves nothing.
      expect(full.items, endpoint.name).toBeGreaterThan(1);
      expect(full.queries, `${endpoint.name}: ${one.queries} vs ${full.queries}`).toBe(one.queries);
    }
  });

  it('is a handful: the session check and a few statements per list', async () => {
    for (const endpoint of listEndpoints(f)) {
      const { queries } = await countQueries(endpoint.url, endpoint.token, endpoint.key);
      expect(queries, endpoint.name).toBeLessThanOrEqual(5);
    }
  });
});
