import { expect, test } from '@playwright/test';
import { translator } from '../../server/i18n/index.ts';
import { clearRateLimits, sql } from '../support/e2e-db.ts';
import { hydrated, signInAsStaff } from '../support/e2e.ts';

/**
 * An English-speaking visitor on a phone (issue 39): from /en/ to a car, 'Me Interesa' in
 * English, the acknowledgement in English; the staff open the enquiry in Spanish and read which
 * language to answer in.
 */

test.beforeEach(clearRateLimits);

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });

const { t } = translator('en');

test('an English visitor asks about a car in English, and staff see “Idioma: inglés”', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: t('common.skip_to_content') })).toBeAttached();

  // The newest cars on the home lead to the car page, in English.
  const car = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await hydrated(car);
  await car.click();
  await expect(page).toHaveURL(/\/en\/vehiculo\/[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English words are longer than the Spanish here and there: nothing may widen the phone's page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const interested = page.getByRole('main').getByRole('button', { name: t('vehicle.interested') }).first();
  await hydrated(interested);
  await interested.click();
  const dialog = page.getByRole('dialog', { name: t('vehicle.contact') });
  await expect(dialog).toBeVisible();
  const nombre = `Oliver Phone ${Date.now().toString(36)}`;
  await dialog.getByLabel(t('vehicle.first_name')).fill(nombre);
  await dialog.getByLabel(t('vehicle.last_name')).fill('Smith');
  await dialog.getByLabel(t('vehicle.phone')).fill('+44 7700 900123');
  // The browser's own check answers in English, as the server would.
  await dialog.getByLabel(t('vehicle.email')).fill('oliver@');
  await dialog.getByRole('button', { name: t('vehicle.send'), exact: true }).click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await expect(dialog.getByLabel(t('vehicle.email'))).toBeFocused();
  await dialog.getByLabel(t('vehicle.email')).fill('oliver@example.co.uk');
  await dialog.getByRole('checkbox', { name: /legal notice/ }).check();
  await dialog.getByRole('button', { name: t('vehicle.send'), exact: true }).click();
  await expect(dialog.getByText(t('forms.contact_sent'))).toBeVisible();

  const [lead] = await sql<{ id: number; idioma: string }>('SELECT id, idioma FROM leads WHERE nombre = $1', [nombre]);
  expect(lead!.idioma).toBe('en');

  await signInAsStaff(page);
  await page.goto(`/dashboard/solicitudes/${lead!.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Idioma: inglés')).toBeVisible();
});
