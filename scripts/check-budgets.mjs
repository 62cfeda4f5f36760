// Size budgets of the built web app (issue 7), checked in `npm test` right after the build: sizes,
// never times. JavaScript a screen loads = its entry chunk and every chunk it imports statically
// (Vite's manifest), plus the classic scripts its page names. Compressed as served: the build writes
// .br and .gz siblings, and every browser that runs this code takes brotli, so the budget holds the
// brotli bytes; gzip (for other clients) is shown beside them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`budgets: ${manifestFile} missing (build.manifest in apps/web/vite.config.ts)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const KB = 1024;

/** The chunks a manifest entry loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (!manifest[key]) throw new Error(`budgets: no "${key}" in the Vite manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
/**
 * A lazy route's own chunk. A route imported by the entry itself (login) has none: it is already
 * inside index.html's closure, so it adds nothing.
 */
const routeKeys = (source, { inEntry = false } = {}) => {
  const key = Object.keys(manifest).find((k) => k.startsWith(`src/app/routes/${source}.`));
  if (key) return [key];
  if (inEntry) return [];
  throw new Error(`budgets: route module src/app/routes/${source} not in the manifest`);
};
/** Scripts a page's HTML names outside the module graph (public/, e.g. the theme set before paint). */
const classicScripts = (html) =>
  [...readFileSync(path.join(dist, html), 'utf8').matchAll(/<script src="\/([^"]+)"/g)].map(
    (m) => m[1],
  );

function measure(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of new Set(files)) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    for (const suffix of ['.br', '.gz']) {
      if (!existsSync(path.join(dist, `${file}${suffix}`)) && bytes.length >= KB) {
        missing.add(`${file}${suffix}`);
      }
    }
  }
  return { raw, gzip, brotli };
}

const missing = new Set();
const jsOf = (keys) => [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
const screen = (html, ...keys) => {
  const chunks = new Set();
  for (const key of [html, ...keys]) closure(key, chunks);
  return [...jsOf(chunks), ...classicScripts(html)];
};
/**
 * Everything a page fetches before it is idle, with no visitor input: its screen, plus every chunk
 * it imports dynamically on its own (the booking page's analytics, and the zod they validate with),
 * except the modules that wait for the visitor (`afterInput`: the booking wizard's rules load on
 * the first touch of the form, the group classes on a click). Issue 32 counts this, not only the first chunks.
 */
const untilIdle = (html, afterInput) => {
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key) || afterInput.includes(key)) return;
    chunks.add(key);
    for (const imported of [
      ...(manifest[key].imports ?? []),
      ...(manifest[key].dynamicImports ?? []),
    ])
      visit(imported);
  };
  visit(html);
  for (const key of afterInput)
    if (!manifest[key]) throw new Error(`budgets: no "${key}" in the Vite manifest`);
  return [...jsOf(chunks), ...classicScripts(html)];
};
const budgets = [
  { name: 'public booking page', limit: 80 * KB, files: screen('booking.html') },
  {
    // Issue 32's goal. No zod before the visitor's first input: the tracker sends what it tracked
    // and the server keeps a batch's valid events (decision 0096).
    name: 'public booking page until idle (no input)',
    limit: 80 * KB,
    // The group classes' screens (issue 29) load on the visitor's click on "Ver clases".
    files: untilIdle('booking.html', [
      'src/booking/booking-rules.ts',
      'src/booking/classes/class-booking.tsx',
    ]),
  },
  {
    name: 'back office first screen: /login',
    limit: 250 * KB,
    files: screen('index.html', ...routeKeys('auth/login', { inEntry: true })),
  },
  {
    name: 'back office first screen: /dashboard',
    limit: 250 * KB,
    files: screen('index.html', ...routeKeys('dashboard')),
  },
];

let failed = false;
console.log('JavaScript budgets, KB: raw / gzip / brotli (the budget) ≤ limit');
for (const budget of budgets) {
  const size = measure(budget.files);
  const ok = size.brotli <= budget.limit;
  failed ||= !ok;
  const kb = (n) => (n / KB).toFixed(1);
  console.log(
    `${ok ? '✓' : '✗'} ${budget.name}: ${kb(size.raw)} / ${kb(size.gzip)} / ${kb(size.brotli)} ≤ ${kb(budget.limit)} (${budget.files.length} files)`,
  );
}
// Libraries the public booking page must never load (issue 16): libphonenumber's metadata is for
// the back office's WhatsApp action only. Found by a string only that library's code holds.
// zod waits for the visitor's first input (the wizard's rules), found by its Spanish locale.
const forbidden = [
  { name: 'libphonenumber-js', marker: 'INVALID_COUNTRY', files: budgets[0].files },
  { name: 'zod', marker: 'Entrada inválida', files: budgets[1].files },
];
for (const { name, marker, files } of forbidden) {
  const leaked = files.filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes(marker),
  );
  if (leaked.length) {
    failed = true;
    console.log(`✗ ${name} in the public booking page: ${leaked.join(', ')}`);
  } else console.log(`✓ ${name} not in the public booking page`);
}
if (missing.size) {
  failed = true;
  console.log(
    `✗ no precompressed sibling (apps/web/vite-plugins/precompress.ts): ${[...missing].join(', ')}`,
  );
}
process.exit(failed ? 1 : 0);
