import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { FAILED_LOGIN_MESSAGE } from '../../server/contracts/auth.ts';
import { clearRateLimits } from '../support/e2e-db.ts';
import { E2E_STAFF, hydrated } from '../support/e2e.ts';

/**
 * Journeys made with the keyboard alone: no click, no fill. Each step is Tab, Shift+Tab, the
 * arrows, typing, Enter or Escape, and the test checks where focus is.
 */

const availableSlug = demoVehicles(120).find((car) => car.estado_id === 1 && car.activo)!.slug;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never took focus in ${max} presses`);
}

test.beforeEach(clearRateLimits);

test('/buscar: a brand is chosen, the results narrow and a car opens, by keyboard alone', async ({ page }) => {
  await page.goto('/buscar');
  const brand = page.getByLabel('Marca', { exact: true });
  await hydrated(brand);
  const count = page.getByTestId('results-count');
  const everything = await count.textContent();

  await tabTo(page, brand);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/buscar\?marcas=\d+$/);
  await expect(count).not.toHaveText(everything!);
  const chosen = (await brand.locator('option:checked').textContent())!.replace(/ \(\d+\)$/, '');

  // On to the first result's title, and Enter opens that car.
  const first = page.getByRole('list', { name: 'Resultados' }).locator('article').first();
  await expect(first).toContainText(chosen);
  await tabTo(page, first.getByRole('heading').getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/vehiculo\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);
});

test.describe('the car page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Me Interesa is opened, filled and closed by keyboard, and focus goes back to it', async ({ page }) => {
    await page.goto(`/vehiculo/${availableSlug}`);
    const interested = page.getByRole('main').getByRole('button', { name: 'Me Interesa' }).first();
    await hydrated(interested);
    await tabTo(page, interested);

    // The sticky bar at the bottom never covers the focused button.
    const bar = page.locator('div.sticky.bottom-0');
    const [button, barBox] = [await interested.boundingBox(), await bar.boundingBox()];
    expect(button!.y + button!.height).toBeLessThanOrEqual(barBox!.y);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contactar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Nombre')).toBeFocused();

    // The close X is shown first, top right, and comes first in the tab order.
    const order = await dialog.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('button, a[href], input:not([type="hidden"]), select, textarea')]
        .filter((control) => control.tabIndex >= 0)
        .map((control) => control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim()),
    );
    expect(order[0]).toBe('Cerrar ventana');
    expect(order.slice(-2)).toEqual(['Enviar', 'Cerrar']);
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Cerrar ventana' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Nombre')).toBeFocused();

    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Santana Pérez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+34 628 000 111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('lucia@example.com');
    await expect(dialog.getByLabel('Apellidos')).toHaveValue('Santana Pérez');
    await expect(dialog.getByLabel('Correo')).toHaveValue('lucia@example.com');

    // Enviar sits above Cerrar on a phone, and comes before it.
    await tabTo(page, dialog.getByRole('button', { name: 'Enviar' }));
    const [send, close] = [await dialog.getByRole('button', { name: 'Enviar' }).boundingBox(), await dialog.getByRole('button', { name: 'Cerrar', exact: true }).boundingBox()];
    expect(send!.y).toBeLessThan(close!.y);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(interested).toBeFocused();
  });

  test('a test drive is booked by keyboard: a day, a time, the details, and the booking says when', async ({ page }) => {
    const slug = demoVehicles(120).filter((car) => car.estado_id === 1 && car.activo)[3]!.slug;
    await page.goto(`/vehiculo/${slug}`);
    const book = page.getByRole('main').getByRole('button', { name: 'Reservar prueba' });
    await hydrated(book);
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reservar una prueba de conducción' });
    await expect(dialog).toBeVisible();
    // Focus starts on what the dialog is about; the days come next.
    await expect(dialog.getByText(/^Elige el día y la hora/)).toBeFocused();
    const days = dialog.getByRole('group', { name: 'Elige el día' }).locator('button:not([disabled])');
    await expect(days.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(days.first()).toBeFocused();

    await tabTo(page, days.nth(1));
    await page.keyboard.press('Enter');
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const time = dialog.locator('button[name="inicio"]').first();
    await tabTo(page, time);
    const chosen = (await time.textContent())!;
    await page.keyboard.press('Enter');
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText(/^Has elegido: /)).toContainText(chosen);

    await tabTo(page, dialog.getByLabel('Nombre'));
    await page.keyboard.type('Ancor');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hernández');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+34 628 000 222');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`ancor-${Date.now()}@example.com`);
    await tabTo(page, dialog.getByRole('checkbox', { name: /aviso legal/ }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Reservar la prueba' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Prueba reservada')).toBeVisible();
    await expect(dialog.getByText(new RegExp(`Te esperamos el .*${chosen}`))).toBeVisible();
    // Focus lands on the confirmation (the form it replaced is gone); Tab reaches 'Cerrar'.
    await expect(dialog.getByText('Prueba reservada').locator('xpath=../..')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cerrar', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(book).toBeFocused();
  });
});

test('sign-in by keyboard: a wrong password puts focus on the field with the error, then Enter signs in', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Correo electrónico');
  await hydrated(page.getByRole('button', { name: 'Login' }));
  await expect(email).toBeFocused();

  await page.keyboard.type(E2E_STAFF.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('no-es-la-contraseña');
  await page.keyboard.press('Enter');

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  const errorId = await email.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(FAILED_LOGIN_MESSAGE);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Contraseña', exact: true })).toBeFocused();
  await page.keyboard.type(E2E_STAFF.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Panel GTCars' })).toBeVisible();
});

test('the language is switched by keyboard, keeping the search, and the choice offers itself back on a Spanish page', async ({ page }) => {
  await page.goto('/buscar?combustible=1');
  const english = page.getByRole('banner').getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'EN (English)' });
  await hydrated(english);
  await tabTo(page, english);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/buscar\?combustible=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const current = page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'EN (English)' });
  await expect(current).toHaveAttribute('aria-current', 'true');

  // Remembered in the browser: the Spanish page offers the English one in one line, closed by keyboard.
  await page.goto('/contacto');
  const suggestion = page.getByRole('complementary', { name: 'English' });
  await expect(suggestion).toContainText('This page is also available in English.');
  const close = page.getByRole('button', { name: 'Cerrar la sugerencia de idioma' });
  await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(suggestion).toBeHidden();
  await page.reload();
  await hydrated(page.getByRole('banner').getByRole('link', { name: 'ES (Español)' }));
  await expect(suggestion).toBeHidden();
});
