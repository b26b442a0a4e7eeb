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
