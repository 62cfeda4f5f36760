import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import postgres from 'postgres';
import type { RawPage, RawQuery } from './lib/record-sql.ts';

/**
 * The ceiling: a bare node:http server answering each benchmarked page with the SAME SQL the API
 * ran for it (recorded at the driver, same parameters), through the raw driver, as Drizzle calls it
 * — no framework, no ORM, no validation, no authentication. What the API reaches of this figure is
 * what the framework, the ORM and our own code cost.
 *
 * Env: RAW_PAGES (JSON file of recorded pages), PORT, DATABASE_URL.
 */
const pages = JSON.parse(readFileSync(process.env.RAW_PAGES ?? '', 'utf8')) as Record<
  string,
  RawPage
>;

const sql = postgres(process.env.DATABASE_URL ?? '', { max: 10, onnotice: () => {} });
const run = (text: string, params: unknown[]) =>
  sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: false });

const withFreshId = (query: RawQuery, id: string) =>
  query.freshIds
    ? query.params.map((value, i) => (query.freshIds!.includes(i) ? id : value))
    : query.params;

const BEGIN = /^begin\b/i;

/**
 * Reads are independent and go out together; a write runs its statements in order, and the ones
 * the API sent inside a transaction in one transaction here too.
 */
async function answer(page: RawPage, write: boolean): Promise<unknown[]> {
  if (!write) return Promise.all(page.queries.map((q) => run(q.sql, q.params)));
  const id = randomUUID();
  const results = [];
  const queries = page.queries;
  for (let i = 0; i < queries.length; i += 1) {
    const query = queries[i]!;
    if (!BEGIN.test(query.sql.trim())) {
      results.push(await run(query.sql, withFreshId(query, id)));
      continue;
    }
    const inner: RawQuery[] = [];
    while (queries[i + 1]?.inTransaction) inner.push(queries[(i += 1)]!);
    results.push(
      await sql.begin(async (tx) => {
        const out = [];
        for (const q of inner)
          out.push(
            await tx.unsafe(q.sql, withFreshId(q, id) as postgres.ParameterOrJSON<never>[], {
              prepare: false,
            }),
          );
        return out;
      }),
    );
  }
  return results;
}

/**
 * The bare ceiling (issue 46): the sessions page of 10 and its count as anyone would write it by
 * hand against the same database — two statements in parallel, the page with its dog and owner
 * joined and a count(*) — not the API's recorded SQL. RAW_BARE_BUSINESS is the trainer's business.
 */
const bareBusiness = process.env.RAW_BARE_BUSINESS ?? '';
async function bareSessions() {
  const [sessions, counted]: [unknown[], unknown[]] = await Promise.all([
    sql`select s.id, s.dog_id, s.date, s.duration, s.objectives, s.activities, s.observations,
        s.private_notes, s.progress, s.next_steps, s.rating, s.service_id, s.appointment_id,
        s.created_at, s.updated_at, d.name as dog_name, d.breed, c.id as client_id,
        c.first_name, c.last_name
      from training_sessions s join dogs d on d.id = s.dog_id join clients c on c.id = d.client_id
      where s.business_id = ${bareBusiness} order by s.date desc, s.id desc limit 10`,
    sql`select count(*)::int as total from training_sessions where business_id = ${bareBusiness}`,
  ]);
  return { sessions, total: (counted[0] as { total: number } | undefined)?.total ?? 0 };
}

const server = http.createServer((req, res) => {
  if (req.url === '/bare-sessions') {
    bareSessions()
      .then((data) => {
        const body = JSON.stringify({ success: true, data });
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const page = pages[(req.url ?? '').slice(1)];
    if (!page) {
      res.writeHead(req.url === '/health' ? 200 : 404).end();
      return;
    }
    // The body is parsed as the API would, even though the recorded statements already hold it.
    if (chunks.length) JSON.parse(Buffer.concat(chunks).toString('utf8'));
    answer(page, req.method === 'POST')
      .then((data) => {
        const body = JSON.stringify({ success: true, data });
        res.writeHead(page.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
