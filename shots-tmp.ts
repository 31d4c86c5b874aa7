import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { chromiumExecutable, CHROMIUM_ARGS } from './tests/support/chromium.ts';
import { sqlOn } from './tests/support/e2e-db.ts';

const db = { storage: 'storage/shots', port: 54359 };
const base = 'http://localhost:3300';
const slug = 'cupra-leon-1-5-etsi-150-cv-dsg';
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS });
const [car] = await sqlOn<{ id: number }>(db, 'SELECT id FROM coches WHERE slug = $1', [slug]);
const [lead] = await sqlOn<{ id: number }>(db, `INSERT INTO leads (source, coche_id, nombre, apellidos, telefono, email, consent_at, consent_version, payload, mailed_at, mail_next_at) VALUES ('reserva', $1, 'Nayra', 'Quintana Ojeda', '628 222 444', 'nayra@example.es', now(), '2026-11-27', '{"senal":300,"horas":72,"sede":"Tarahales"}', now(), NULL) RETURNING id`, [car!.id]);
const token = randomBytes(32).toString('base64url');
const token2 = randomBytes(32).toString('base64url');
await sqlOn(db, `INSERT INTO reservas (lead_id, coche_id, sede_id, token, correo_at) VALUES ($1, $2, 1, $3, now())`, [lead!.id, car!.id, token]);
const [lead2] = await sqlOn<{ id: number }>(db, `INSERT INTO leads (source, coche_id, nombre, telefono, email, consent_at, consent_version, mailed_at, mail_next_at) VALUES ('reserva', $1, 'Aday', '628 333 555', 'aday@example.es', now(), '2026-11-27', now(), NULL) RETURNING id`, [car!.id]);
await sqlOn(db, `INSERT INTO reservas (lead_id, coche_id, sede_id, token, correo_at, estado, desistida_at, cerrada_at, acuse_at) VALUES ($1, $2, 1, $3, now(), 'desistida', now(), now(), now())`, [lead2!.id, car!.id, token2]);

for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width < 640 ? 812 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${base}/vehiculo/${slug}`);
  await page.waitForLoadState('networkidle');
  await page.getByText('Qué incluye el precio').first().click();
  await page.waitForTimeout(300);
  const card = page.locator('aside');
  await card.screenshot({ path: `/tmp/shots/vehicle-price-${width}.png` });
  await page.getByRole('button', { name: 'Más información' }).click();
  await page.waitForTimeout(300);
  await page.locator('#garantias').locator('..').screenshot({ path: `/tmp/shots/vehicle-guarantees-${width}.png` });
  for (const [name, t] of [['desistir-abierta', token], ['desistir-desistida', token2]] as const) {
    await page.goto(`${base}/reservas/desistir/${t}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.goto(`${base}/condiciones-reserva`);
  await page.getByText('5. Derecho de desistimiento').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/condiciones-${width}.png` });
  await page.goto(`${base}/buscar`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/buscar-${width}.png` });
  // Staff
  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill('admin@gtcars.es');
  await page.getByLabel('Contraseña').fill('e2e-staff-password-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(`${base}/dashboard/empresa`);
  await page.getByText('Precio y garantías').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/empresa-${width}.png` });
  await page.goto(`${base}/dashboard/solicitudes/${lead!.id}`);
  await page.waitForLoadState('networkidle');
  if (width === 1280) {
    await page.getByRole('button', { name: 'Crear presupuesto' }).click();
    await page.waitForTimeout(1500);
  }
  await page.screenshot({ path: `/tmp/shots/solicitud-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
