import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Lists of identical items of which the first few stand for the rest: fifty flight cards cost axe
 * 15–30 s on a busy machine, five of them under a second, and a card's markup does not vary.
 */
const REPEATS = ['[data-testid="flight-results"] > :nth-child(n+6)'];

/** What fails a journey: axe-core's two highest impacts (minor and moderate findings are reported by axe but not gated). */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules axe-core ships switched off ("experimental") that the journeys switch on: Label in Name
 * (WCAG 2.5.3, level A). A control's accessible name must contain the text it shows, or a speech
 * user saying what they see ("click 12") reaches nothing; a serious finding (decision 0061).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * Checks the page as it stands with axe-core (its WCAG 2.x A/AA rules and best practices, and
 * EXTRA_RULES) and fails the journey on any serious or critical violation, naming each rule, what
 * to do and the elements.
 * Journeys call it on every page they visit, once the page's content is on screen: a check made by
 * itself after each navigation would race the journey's own clicks and catch pages half drawn.
 */
export async function expectAccessible(page: Page, where = '') {
  await settled(page);
  const t0 = Date.now();
  const { violations } = await REPEATS.reduce(
    (axe, repeat) => axe.exclude(repeat),
    new AxeBuilder({ page }).options({ rules: EXTRA_RULES }),
  ).analyze();
  console.log(`AXE ${where || page.url()} ${Date.now() - t0} ms`);
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
  const path = new URL(page.url()).pathname;
  expect(blocking, `serious or critical accessibility violations on ${where || path}`).toEqual([]);
}

/**
 * Waits for finite animations and transitions to end (at most 3 s): colour contrast measured while a
 * dialog or a menu fades in is the fade's, not the page's. Spinners and skeletons loop for ever and
 * are not waited for.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Reaches `control` with the keyboard (from the control before it) and checks it shows where focus
 * is: a solid ring at least 2 px wide. axe cannot see focus, so journeys check it on a control.
 */
export async function expectVisibleFocus(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  await expect(control).toHaveCSS('outline-style', 'solid');
  const width = await control.evaluate((el) => Number.parseFloat(getComputedStyle(el).outlineWidth));
  expect(width).toBeGreaterThanOrEqual(2);
}
