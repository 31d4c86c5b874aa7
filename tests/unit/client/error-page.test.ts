import { describe, expect, it } from 'vitest';
import type { Page } from '@inertiajs/core';
import render from '../../../resources/js/ssr.tsx';
import type { Locale } from '../../../server/contracts/locales.ts';
import { pageI18n } from '../../../server/i18n/index.ts';
import { demoEmpresa } from '../../support/empresa.ts';

const errorPage = (status: number, message: string, locale: Locale = 'es'): Page =>
  ({
    component: 'Error',
    props: { appName: 'GTCars', empresa: demoEmpresa, auth: { user: null }, flash: null, errors: {}, i18n: pageI18n('Error', { path: '/x', locale, page: 1 }), status, message },
    url: '/x',
    version: '',
  }) as unknown as Page;

const heading = (body: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(body)?.[1];
const explanation = (body: string) => /<p class="mt-5[^"]*">([^<]+)<\/p>/.exec(body)?.[1];

describe('the error page', () => {
  it('has the Spanish titles of the spec', async () => {
    const titles: Record<number, string> = { 404: 'Página no encontrada', 403: 'Acceso denegado', 419: 'La página ha caducado', 500: 'Error del servidor', 503: 'Servicio no disponible' };
    for (const [status, title] of Object.entries(titles)) expect(heading((await render(errorPage(Number(status), ''))).body)).toBe(title);
  });

  it('shows the server’s explanation unless it only repeats the title', async () => {
    expect(explanation((await render(errorPage(404, 'Marca no encontrada.'))).body)).toBe('Marca no encontrada.');
    expect(explanation((await render(errorPage(404, 'Página no encontrada'))).body)).toMatch(/no existe o ha cambiado de dirección/);
    expect(explanation((await render(errorPage(404, 'Page not found', 'en'))).body)).toMatch(/doesn’t exist or has moved/);
  });

  it('offers a reload after a 419 and not after a 404', async () => {
    expect((await render(errorPage(419, ''))).body).toContain('>Recargar la página</button>');
    expect((await render(errorPage(404, ''))).body).not.toContain('>Recargar la página</button>');
  });

  it('reads a status without texts of its own as its class', async () => {
    expect(heading((await render(errorPage(502, ''))).body)).toBe('Error del servidor');
    expect(heading((await render(errorPage(418, ''))).body)).toBe('Página no encontrada');
    expect(heading((await render(errorPage(404, '', 'de'))).body)).toBe('Seite nicht gefunden');
  });
});
