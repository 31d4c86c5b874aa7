import { expect, test, type Locator, type Page } from '@playwright/test';
import { addMonths, CITA_LEGAL_MESSAGE, CITA_MODEL_MESSAGE, CONTACT_SUCCESS_MESSAGE, currentMonth } from '../../server/contracts/lead-forms.ts';
import { clearRateLimits, expectConsentRecord, sql } from '../support/e2e-db.ts';
import { hydrated } from '../support/e2e.ts';

async function openForm(page: Page): Promise<Locator> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Pedir cita' });
  await form.scrollIntoViewIfNeeded();
  await hydrated(form.getByRole('button', { name: 'Pedir cita' }));
  return form;
}

test.beforeEach(clearRateLimits);

test.describe('Pedir cita on the home page', () => {
  test('an appointment is stored, then the visitor sees it sent and the form starts over with no branch', async ({ page }) => {
    const form = await openForm(page);
    const month = addMonths(currentMonth(), 1);
    const email = `cita-${Date.now()}@example.com`;

    await expect(form.getByLabel('Concesionario')).toHaveValue('Tarahales');
    await form.getByLabel('Concesionario').selectOption('El Tablero');
    const modelo = form.getByLabel('Modelo');
    await expect(modelo).toBeDisabled();

    const marca = form.getByLabel('Marca');
    const models = page.waitForResponse((response) => /\/list\/modelos\/\d+$/.test(response.url()));
    await marca.selectOption({ index: 1 });
    const { modelos } = (await (await models).json()) as { modelos: { id: number; nombre: string }[] };
    await expect(modelo).toBeEnabled();
    await expect(modelo.locator('option')).toHaveCount(modelos.length + 1);
    await modelo.selectOption(String(modelos[0]!.id));

    await form.getByLabel('Mes de la visita').fill(month);
    await form.getByLabel('Horario').selectOption({ label: 'Indiferente' });
    await form.getByLabel('Observaciones').fill('Quisiera probarlo el fin de semana.');
    await form.getByLabel('Nombre completo').fill('Nayra Santana Díaz');
    await form.getByLabel('Teléfono').fill('+34 628 111 222');
    await form.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await form.getByLabel('Ciudad (opcional)').fill('Arucas');
    await form.getByRole('checkbox', { name: /He leído y acepto el aviso legal y la política de privacidad/ }).check();

    const answer = page.waitForResponse((response) => response.url().endsWith('/form/submit') && response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Pedir cita' }).click();
    expect((await answer).status()).toBe(201);

    await expect(form.getByRole('status')).toHaveText(CONTACT_SUCCESS_MESSAGE);
    await expect(form.getByLabel('Concesionario')).toHaveValue('');
    await expect(form.getByLabel('Marca')).toHaveValue('');
    await expect(modelo).toBeDisabled();
    await expect(form.getByLabel('Nombre completo')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    const [lead] = await sql<{ source: string; nombre: string; email: string; mensaje: string; payload: Record<string, unknown>; consent_version: string }>(
      'SELECT source, nombre, email, mensaje, payload, consent_version FROM leads WHERE email = $1',
      [email],
    );
    expect(lead).toMatchObject({
      source: 'cita',
      nombre: 'Nayra Santana Díaz',
      mensaje: 'Quisiera probarlo el fin de semana.',
      payload: {
        f_concesionario: 'El Tablero',
        f_modelo: { id: modelos[0]!.id, nombre: modelos[0]!.nombre },
        f_fecha: month,
        f_horario: 'Todo el día',
        f_ciudad: 'Arucas',
      },
    });
    await expectConsentRecord(lead!.email);
  });

  test('sending it empty shows each hint under its field, focuses the first and sends nothing', async ({ page }) => {
    const form = await openForm(page);
    let posted = false;
    await page.route('**/form/submit', (route) => {
      posted = true;
      return route.continue();
    });
    await form.getByLabel('Concesionario').selectOption('');
    await form.getByRole('button', { name: 'Pedir cita' }).click();

    const concesionario = form.getByLabel('Concesionario');
    await expect(concesionario).toBeFocused();
    await expect(concesionario).toHaveAttribute('aria-invalid', 'true');
    await expect(concesionario).toHaveAccessibleDescription('Seleccione un concesionario');
    await expect(form.getByLabel('Marca')).toHaveAccessibleDescription('Seleccione la marca del vehículo');
    await expect(form.getByLabel('Mes de la visita')).toHaveAccessibleDescription('Seleccione la fecha');
    await expect(form.getByLabel('Horario')).toHaveAccessibleDescription('Seleccione horario');
    await expect(form.getByLabel('Nombre completo')).toHaveAccessibleDescription('Ingrese su nombre completo');
    await expect(form.getByText(CITA_LEGAL_MESSAGE)).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a refused send puts the server message under its field; a failed one says so; both keep the data', async ({ page }) => {
    const form = await openForm(page);
    const models = page.waitForResponse((response) => /\/list\/modelos\/\d+$/.test(response.url()));
    await form.getByLabel('Marca').selectOption({ index: 1 });
    await models;
    await form.getByLabel('Modelo').selectOption({ index: 1 });
    await form.getByLabel('Mes de la visita').fill(currentMonth());
    await form.getByLabel('Horario').selectOption('Mañana');
    await form.getByLabel('Observaciones').fill('Prueba');
    await form.getByLabel('Nombre completo').fill('Nayra Santana');
    await form.getByLabel('Teléfono').fill('628111222');
    await form.getByLabel('Correo electrónico').fill('nayra@example.com');
    await form.getByRole('checkbox').check();

    await page.route('**/form/submit', (route) =>
      route.fulfill({ status: 422, json: { message: 'Los datos enviados no son válidos.', errors: { f_modelo: [CITA_MODEL_MESSAGE] } } }),
    );
    await form.getByRole('button', { name: 'Pedir cita' }).click();
    await expect(form.getByLabel('Modelo')).toHaveAccessibleDescription(CITA_MODEL_MESSAGE);
    await expect(form.getByLabel('Modelo')).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados.');

    await page.unroute('**/form/submit');
    await page.route('**/form/submit', (route) => route.fulfill({ status: 500, json: { message: 'Error interno' } }));
    await form.getByRole('button', { name: 'Pedir cita' }).click();
    await expect(form.getByRole('alert')).toHaveText(/No hemos podido enviar tu solicitud de cita/);
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByLabel('Nombre completo')).toHaveValue('Nayra Santana');
    await expect(form.getByLabel('Concesionario')).toHaveValue('Tarahales');
  });
});
