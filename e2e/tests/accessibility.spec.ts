import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';

// The journeys' accessibility gate must be able to fail: a page with a serious violation fails it.
test('the accessibility check fails a page with a serious violation and passes it once fixed', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Fares</h1><p style="color:#bbb;background:#fff">₹5,244</p></main></html>',
  );
  await expect(expectAccessible(page, 'a low-contrast price')).rejects.toThrow(/color-contrast \(serious\)/);
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Fares</h1><p style="color:#333;background:#fff">₹5,244</p></main></html>',
  );
  await expectAccessible(page, 'the same price, readable');
});

// Label in Name (WCAG 2.5.3) is among the rules checked, though axe-core ships it switched off.
test('the accessibility check fails a control whose name hides the text it shows', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Fares</h1><button aria-label="Tue,01 Dec 2026, cheapest">1 ₹4,123</button></main></html>',
  );
  await expect(expectAccessible(page, 'a day named without its visible text')).rejects.toThrow(
    /label-content-name-mismatch \(serious\)/,
  );
  await page.setContent(
    '<html lang="en"><title>t</title><main><h1>Fares</h1><button>1 <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Dec 2026, Tue, </span>₹4,123</button></main></html>',
  );
  await expectAccessible(page, 'the same day named by what it shows');
});
