import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element, so its handlers are attached: right after a page
 * load the server-rendered button is there before React is, and a click then does nothing.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
