import { strToU8 } from 'fflate';
import { apiClient, createTrainer, registerAdmin } from '../apps/api/src/test/api-client.ts';
import { cell, declareSize, GOOD_ROWS, sheet, xlsx } from '../apps/api/src/test/spreadsheets.ts';
import { uploadForm } from '../apps/api/src/test/upload.ts';
import { inProcessApp } from './lib/in-process-app.ts';

/**
 * `npm run bench:import-memory`: the heap the client import grows by, measured here and never in a
 * test (the collector's timing moves a heap figure by tens of MB from run to run). Three cases:
 * a 10,000-row CSV previewed and imported (the app's budget is 600 MB in all, README), and two
 * hostile spreadsheets the import must refuse without inflating them (20,000 cells in the last
 * column, twice at once; shared strings that lie about their size), which should stay flat.
 */
const MB = 1024 * 1024;

/** Runs `work` and returns the largest heap growth seen meanwhile, sampled every millisecond. */
async function heapGrowth(work: () => Promise<unknown>) {
  global.gc?.();
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage().heapUsed) - base;
}

const t = await inProcessApp();
try {
  const api = apiClient(t.app);
  const admin = await registerAdmin(api);
  const trainer = await createTrainer(api, admin.token, 'Irene');
  const upload = (path: string, file: Buffer | string, name?: string) =>
    uploadForm(t.app, `/api/clients/import/${path}`, trainer.token, file, {}, name);

  const rows = ['Nombre;Email;Teléfono;Perro;Raza;Edad'];
  for (let i = 0; i < 10_000; i++)
    rows.push(
      `Cliente ${i};cliente${i}@example.com;6${10_000_000 + i};Perro ${i};Mestizo;${i % 15}`,
    );
  const csv = rows.join('\n');
  const lastColumn = [`<row r="1">${cell('A1', 'Nombre')}</row>`];
  for (let r = 2; r <= 20_000; r++) lastColumn.push(`<row r="${r}">${cell(`XFD${r}`, 'x')}</row>`);
  const wide = xlsx(sheet(lastColumn.join(''), 'A1:A1'));
  const strings = strToU8(`<sst>${`<si><t>${'a'.repeat(1_000)}</t></si>`.repeat(17_000)}</sst>`);
  const lying = declareSize(
    xlsx(sheet(GOOD_ROWS), { 'xl/sharedStrings.xml': strings }),
    'xl/sharedStrings.xml',
    1_024,
  );

  const cases: [string, number, () => Promise<{ status: number }[]>][] = [
    [
      '10,000 rows, preview and import',
      600,
      async () => [await upload('preview', csv), await upload('confirm', csv)],
    ],
    [
      '20,000 cells in the last column, twice at once',
      64,
      () =>
        Promise.all([upload('preview', wide, 'bomba.xlsx'), upload('preview', wide, 'bomba.xlsx')]),
    ],
    [
      'shared strings declaring 1 KB',
      64,
      async () => [await upload('preview', lying, 'textos.xlsx')],
    ],
  ];
  for (const [name, budget, work] of cases) {
    let answers: { status: number }[] = [];
    const growth = await heapGrowth(async () => (answers = await work()));
    const within = growth < budget * MB;
    console.log(
      `${name}: heap +${(growth / MB).toFixed(0)} MB (budget ${budget} MB, ${within ? 'within' : 'OVER'}), ` +
        `answers ${answers.map((a) => a.status).join(', ')}`,
    );
    if (!within) process.exitCode = 1;
  }
} finally {
  await t.close();
}
