import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/e2e-db.ts';
import { hydrated } from '../support/e2e.ts';

/** The first banner in the home's order, made a video banner for one journey (its image stays as poster). */
async function withVideoBanner(run: (id: number) => Promise<void>) {
  const [first] = await sql<{ id: number }>('SELECT id FROM banners ORDER BY "order", id LIMIT 1');
  await sql(`UPDATE banners SET type = 'video', video_path = 'portada-inicio.mp4' WHERE id = $1`, [first!.id]);
  try {
    await run(first!.id);
  } finally {
    await sql(`UPDATE banners SET type = 'image', video_path = NULL WHERE id = $1`, [first!.id]);
  }
}

async function openInicio(page: Page) {
  await page.goto('/inicio');
  await expect(page).toHaveTitle('Inicio - GTCars');
  const card = page.getByRole('region', { name: 'Tu próximo coche, por encargo' });
  await hydrated(card.getByRole('link', { name: 'Pedir cita' }));
  return card;
}

/** The card's background photo, once the browser has it decoded. */
async function expectLoadedPhoto(page: Page) {
  const photo = page.getByTestId('encargo-card').locator('img').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('second home (/inicio) on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the hero is 668 px and the large card shows a car photo, its text and both links', async ({ page }) => {
    const card = await openInicio(page);
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    expect((await hero.boundingBox())?.height).toBe(668);
    await expect(hero.locator('img')).toHaveAttribute('src', /^\/storage\/banners\//);
    await expect(card).toContainText('compra a la carta', { ignoreCase: true });
    await expectLoadedPhoto(page);
    await expect(page.getByRole('heading', { name: 'Últimas entradas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ven a conocer tu próximo coche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '20 años de experiencia' })).toBeVisible();

    await card.getByRole('link', { name: 'Ver vehículos en stock' }).click();
    await expect(page).toHaveURL(/\/buscar$/);
    await page.goBack();
    await card.getByRole('link', { name: 'Pedir cita' }).click();
    await expect(page).toHaveURL(/\/cita$/);
    await expect(page.getByRole('heading', { name: '¿Quieres probarlo?' })).toBeVisible();
  });

  test('a video banner plays in the hero with its image as the poster', async ({ page }) => {
    await withVideoBanner(async () => {
      await openInicio(page);
      const video = page.locator('section[aria-labelledby="hero-title"] video');
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute('src', '/videos/portada-inicio.mp4');
      await expect(video).toHaveAttribute('poster', /^\/storage\/banners\//);
    });
  });
});

test.describe('second home (/inicio) on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a video banner shows its fixed image and no video; the card keeps its photo and links', async ({ page }) => {
    await withVideoBanner(async () => {
      const card = await openInicio(page);
      const hero = page.locator('section[aria-labelledby="hero-title"]');
      await expect(hero.locator('img')).toBeVisible();
      await expect(page.locator('video')).toHaveCount(0);
      await expectLoadedPhoto(page);
      await expect(card.getByRole('link', { name: 'Pedir cita' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'Ver vehículos en stock' })).toBeVisible();
    });
  });
});
