/**
 * `npm run bench:first-loads` (never part of the e2e suite: its name is not a spec's). The first
 * load of the Panel, a class's roster and Mi área on a phone, each in a fresh page of a signed-in
 * browser (issue 45): when the page's heading showed, and when its code, the session check and
 * its API requests started and ended, from the navigation's start. A request that starts only
 * after another has ended is a wave; a first load should wait for one.
 */
import { expect, test, type Page } from '@playwright/test';
import { loginThroughUi } from './support/auth';
import { groupClass, madridDay, signInOwner, trainerWithClient } from './support/owner-area';

async function firstLoad(page: Page, label: string, path: string, heading: RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  const shown = await page.evaluate(() => Math.round(performance.now()));
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: timing.name.replace(location.origin, ''),
        start: Math.round(timing.startTime),
        end: Math.round(timing.responseEnd),
      };
    }),
  );
  const api = entries.filter((entry) => entry.name.startsWith('/api/'));
  const mainEnd = Math.max(...entries.filter((e) => e.name.includes('/main-')).map((e) => e.end));
  console.log(`\n${label}: heading shown at ${shown} ms (entry script loaded at ${mainEnd} ms)`);
  for (const entry of api)
    console.log(
      `  ${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)} ms  ${entry.name}`,
    );
}

test('first loads: Panel, roster, Mi área on a phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const owner = `primera-carga-${Date.now()}@adiestra.test`;
  const { trainer, headers } = await trainerWithClient(request, 'Sonia', owner);
  const classId = await groupClass(request, headers, { date: madridDay(3), places: 6 });
  const desk = await browser.newContext();
  await loginThroughUi(await desk.newPage(), trainer.email, trainer.password);
  await firstLoad(await desk.newPage(), 'Panel', '/dashboard', /Hola, Sonia/);
  await firstLoad(await desk.newPage(), 'Roster', `/classes/${classId}`, /Clase de cachorros/);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signInOwner(await phone.newPage(), owner);
  await firstLoad(await phone.newPage(), 'Mi área (390 px)', '/mi-area', /Mi área/);
});
