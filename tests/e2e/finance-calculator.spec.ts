import { expect, test } from '@playwright/test';
import { financeQuote, type FinanceQuote } from '../../server/contracts/finance.ts';
import { formatEuros, formatPercent } from '../../server/contracts/format.ts';
import { CONTACT_SUCCESS_MESSAGE } from '../../server/contracts/lead-forms.ts';
import type { VehicleProps } from '../../server/contracts/pages.ts';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { clearRateLimits, sql } from '../support/e2e-db.ts';
import { hydrated, propsAt, signInAsStaff } from '../support/e2e.ts';

/**
 * The calculator as a buyer uses it: the deposit and the term move the payment, the TAE and the
 * total owed; 'Me Interesa' sends the credit with the message, and staff read it in the enquiry.
 */

test.beforeEach(clearRateLimits);

const slug = demoVehicles(120).find((car) => car.estado_id === 1 && car.activo && car.precio >= 15_000)!.slug;

test('a visitor works out a credit, sends it with Me Interesa, and staff see its terms', async ({ page }) => {
  const { coche, financiacion } = await propsAt<VehicleProps>(page, `/vehiculo/${slug}`);
  const quote = (entrada: number, plazo: number) => financeQuote(financiacion, coche.effectivePrice, entrada, plazo) as FinanceQuote;
  await page.goto(`/vehiculo/${slug}`);
  const card = page.getByRole('region', { name: 'Precio' });
  const financiado = card.getByRole('tab', { name: 'Financiado' });
  await hydrated(financiado);

  // The cash tab says what the default terms give, and its asterisk leads to the example.
  const example = quote(Math.round((coche.effectivePrice * financiacion.entradaDefecto) / 100), financiacion.plazoDefecto);
  await card.getByRole('button', { name: /Financiado desde/ }).click();
  await expect(financiado).toHaveAttribute('aria-selected', 'true');
  const figures = card.getByRole('definition');
  const figure = (label: string) => card.locator('dl div').filter({ has: page.getByText(label, { exact: true }) }).getByRole('definition');
  await expect(figure('Cuota mensual')).toHaveText(formatEuros(example.cuota));
  await expect(card.locator('#ejemplo-representativo')).toContainText(`${example.plazo} cuotas mensuales de ${formatEuros(example.cuota).replace(' ', '\u00a0')}`);

  // A deposit typed, then one step more on the slider, then a shorter term.
  await card.getByRole('textbox', { name: 'Entrada' }).fill('5000');
  let chosen = quote(5000, financiacion.plazoDefecto);
  await expect(figure('Cuota mensual')).toHaveText(formatEuros(chosen.cuota));
  await card.getByRole('slider', { name: 'Entrada' }).press('ArrowRight');
  await expect(card.getByRole('textbox', { name: 'Entrada' })).toHaveValue('5.100');
  // The chip is the radio's label: the visitor clicks it.
  const term48 = card.getByRole('radio', { name: '48 meses' });
  await card.locator('label').filter({ has: page.getByRole('radio', { name: '48 meses' }) }).click();
  await expect(term48).toBeChecked();
  chosen = quote(5100, 48);
  await expect(figure('Cuota mensual')).toHaveText(formatEuros(chosen.cuota));
  await expect(figure('TIN')).toHaveText(formatPercent(chosen.tin));
  await expect(figure('TAE')).toHaveText(formatPercent(chosen.tae));
  await expect(figure('Importe total adeudado')).toHaveText(formatEuros(chosen.importeTotalAdeudado));
  expect(chosen.cuota).not.toBe(example.cuota);
  expect(chosen.tae).not.toBe(example.tae);
  await expect(figures).toHaveCount(11);

  await page.getByRole('button', { name: 'Me Interesa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Contactar' });
  const credit = dialog.getByRole('checkbox', { name: /Incluir la financiación/ });
  await expect(credit).toBeChecked();
  await expect(dialog).toContainText(`48 cuotas de ${formatEuros(chosen.cuota)}`);
  const nombre = `Nayra Calculadora ${Date.now().toString(36)}`;
  await dialog.getByLabel('Nombre').fill(nombre);
  await dialog.getByLabel('Apellidos').fill('Rodríguez');
  await dialog.getByLabel('Teléfono').fill('+34 628 000 333');
  await dialog.getByLabel('Correo').fill('nayra@example.com');
  await dialog.getByRole('checkbox', { name: /aviso legal/ }).check();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();

  const [lead] = await sql<{ id: number; payload: { financiacion: FinanceQuote } }>('SELECT id, payload FROM leads WHERE nombre = $1', [nombre]);
  expect(lead!.payload.financiacion).toMatchObject({ entrada: 5100, plazo: 48, cuota: chosen.cuota, tae: chosen.tae });

  await signInAsStaff(page);
  await page.goto(`/dashboard/solicitudes/${lead!.id}`);
  const datos = page.getByRole('region', { name: 'Datos del formulario' });
  await expect(datos).toContainText('Financiación: cuota mensual');
  await expect(datos).toContainText(formatEuros(chosen.cuota));
  await expect(datos).toContainText('Financiación: número de cuotas');
  await expect(datos).toContainText(formatPercent(chosen.tae));
});
