import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (WCAG 2.1 A/AA and best practices) on what the page shows now; serious and critical
 * violations fail. Running CSS transitions and animations are let finish first: axe measures
 * colours as they are at that instant, and a button fading between two styles, or text under a
 * backdrop still fading in, is not what a person reads once the screen has settled.
 */
export async function expectNoSeriousViolations(page: Page, where?: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners and skeletons loop forever: only what ends is waited for. An element nobody
        // sees (in a closed <details>, whose content Chrome does not render) never advances its
        // transition, so only what is rendered is waited for.
        .filter(
          (animation) =>
            Number.isFinite(animation.effect?.getComputedTiming().endTime) &&
            ((animation.effect as KeyframeEffect | null)?.target?.checkVisibility() ?? true),
        )
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact ?? ''}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, where).toEqual([]);
}

/**
 * axe in light and dark (the `dark` class is what the theme toggle sets), with a full-page
 * screenshot of each at `${shot}-light.png` and `${shot}-dark.png`.
 */
export async function expectBothThemesClean(page: Page, where: string, shot: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
    await expectNoSeriousViolations(page, `${where} (${dark ? 'oscuro' : 'claro'})`);
    await page.screenshot({ path: `${shot}-${dark ? 'dark' : 'light'}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}
