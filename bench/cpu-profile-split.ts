import { readFileSync } from 'node:fs';

/**
 * `npx tsx bench/cpu-profile-split.ts FILE.cpuprofile [SECONDS]`: where a server's CPU went, by what
 * the code is — the driver, Fastify, the ORM, compression, logging, zod, garbage collection —
 * from a `node --cpu-prof` profile of the compiled server under load (bench/README.md, issue 32).
 * SECONDS keeps only the profile's last seconds (the load, not the start-up). Each sample counts
 * for the first library found walking up its stack, so Node's socket writes made by the database
 * driver count as the driver's, and a zlib call made by @fastify/compress as compression.
 */
interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const CATEGORIES: [string, RegExp][] = [
  ['logging (pino)', /pino|sonic-boom|thread-stream/],
  ['compression', /@fastify\/compress|node:zlib/],
  ['zod (validation, response schemas)', /zod/],
  ['ORM (drizzle)', /drizzle-orm/],
  ['database driver (postgres.js, its socket writes)', /node_modules\/postgres\//],
  ['authentication (jose, auth plugin)', /jose|plugins\/auth/],
  ['Fastify (routing, hooks, replies)', /fastify|find-my-way|avvio/],
];

const [file, seconds] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/cpu-profile-split.ts FILE.cpuprofile [SECONDS]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

function category(id: number): string {
  const own = nodes.get(id)!.callFrame;
  if (own.functionName === '(idle)') return 'idle';
  if (own.functionName === '(garbage collector)') return 'garbage collection';
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const { url } = nodes.get(at)!.callFrame;
    const found = CATEGORIES.find(([, pattern]) => pattern.test(url));
    if (found) return found[0];
  }
  return own.url.startsWith('node:') || own.url === ''
    ? 'Node itself (HTTP, sockets, timers)'
    : 'the app’s own code';
}

const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const from = seconds ? total - Number(seconds) * 1e6 : 0;
const times = new Map<string, number>();
let clock = 0;
profile.samples.forEach((id, index) => {
  clock += profile.timeDeltas[index] ?? 0;
  if (clock < from) return;
  const name = category(id);
  times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const busy = [...times].reduce((sum, [name, time]) => (name === 'idle' ? sum : sum + time), 0);
console.log(`busy ${(busy / 1000).toFixed(0)} ms`);
for (const [name, time] of [...times].sort((a, b) => b[1] - a[1])) {
  const share = name === 'idle' ? '' : `${((100 * time) / busy).toFixed(1)} %`;
  console.log(`${name.padEnd(50)} ${(time / 1000).toFixed(0).padStart(6)} ms  ${share}`);
}
