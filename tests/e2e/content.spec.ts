import { expect, test } from '@playwright/test';
import { LEGAL_TEXT_VERSION } from '../../server/contracts/lead-forms.ts';
import { hydrated } from '../support/e2e.ts';

test.describe('content pages', () => {
  test('the header leads to the history and contact pages, the footer to the team and legal pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await hydrated(nav.getByRole('link', { name: 'Acerca De' }));

    await nav.getByRole('link', { name: 'Acerca De' }).click();
    await expect(page).toHaveURL(/\/historia$/);
    await expect(page).toHaveTitle('Sobre Nosotros - GTCars');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('17 años de excelencia');
    const funders = page.getByRole('list', { name: 'Entidades financiadoras' }).getByRole('img');
    await expect(funders).toHaveCount(3);
    await expect(page.getByRole('img', { name: /Unión Europea.*FEDER/ })).toBeVisible();

    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Equipo' }).click();
    await expect(page).toHaveURL(/\/equipo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestro equipo' })).toBeVisible();
    for (const sede of ['Las Palmas', 'El Tablero', 'S.C Tenerife']) {
      await expect(page.getByRole('heading', { level: 2, name: sede })).toBeVisible();
    }

    await footer.getByRole('link', { name: 'Aviso legal' }).click();
    await expect(page).toHaveURL(/\/aviso_legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
    await expect(page.getByText(`Versión ${LEGAL_TEXT_VERSION}`)).toBeVisible();

    await footer.getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page).toHaveURL(/\/politica_privacidad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(page.getByText(`Versión ${LEGAL_TEXT_VERSION}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: '8. Tus derechos' })).toBeVisible();
  });

  test('a branch map loads only when the visitor asks for it; the address card shows until then', async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route('https://www.google.com/maps?**', async (route) => {
      mapRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Mapa</title><p>Mapa</p>' });
    });
    await page.goto('/contacto');

    const tarahales = page.getByRole('article', { name: 'Tarahales' });
    await expect(tarahales.getByRole('link', { name: /Polígono Industrial Los Tarahales/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(tarahales.getByRole('link', { name: /928 472 130/ })).toHaveAttribute('href', 'tel:+34928472130');
    await expect(tarahales).toContainText('Lunes a viernes, 09:00 – 20:00');
    await expect(page.getByRole('article', { name: 'Santa Cruz de Tenerife' })).toContainText('09:30 – 19:30');

    const show = tarahales.getByRole('button', { name: 'Ver mapa de Tarahales' });
    await hydrated(show);
    await page.mouse.wheel(0, 2000);
    await expect(page.getByTestId('map-fallback-tarahales')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests).toEqual([]);

    await show.click();
    const map = tarahales.locator('iframe[title="Mapa de Tarahales"]');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
    await expect(map.contentFrame().getByText('Mapa')).toBeVisible();
    expect(mapRequests).toHaveLength(1);
    await expect(page.getByTestId('map-fallback-tarahales')).toHaveCount(0);
    await expect(page.getByTestId('map-fallback-el-tablero')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(1);
  });

  test('the contact page carries the appointment form with the brands for sale', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Pedir cita' });
    await expect(form).toBeVisible();
    expect(await form.getByLabel('Marca').locator('option').count()).toBeGreaterThan(2);
    await expect(form.getByRole('checkbox', { name: /He leído y acepto el aviso legal/ })).toBeVisible();
  });
});
