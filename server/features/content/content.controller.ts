import type { Request, Response } from 'express';
import { env } from '../../config/env.ts';
import type { ContactoProps } from '../../contracts/content.ts';
import { legalDocument, type LegalSlug } from '../../contracts/legal.ts';
import { companyDetails } from '../../core/company-details.ts';
import { staticPageSeo } from '../../lib/page-seo.ts';
import { brandsWithStock } from '../catalogue/index.ts';
import { TEAM } from './team.ts';

export async function historia(req: Request, res: Response) {
  await res.inertia.render('About', {
    seo: staticPageSeo(
      'historia',
      req.locale,
      'Sobre Nosotros',
      `Desde 2003, ${env().APP_NAME} vende vehículos premium de ocasión en Canarias: compra a la carta, garantía y tres concesionarios en Gran Canaria y Tenerife.`,
    ),
  });
}

export async function equipo(req: Request, res: Response) {
  await res.inertia.render('Equipo', {
    seo: staticPageSeo('equipo', req.locale, 'Equipo', `Conoce al equipo de ${env().APP_NAME} en Las Palmas, El Tablero y Santa Cruz de Tenerife.`),
    sedes: TEAM,
  });
}

export async function contacto(req: Request, res: Response) {
  const marcas: () => Promise<ContactoProps['marcas']> = brandsWithStock;
  await res.inertia.render('Contacto', {
    seo: staticPageSeo(
      'contacto',
      req.locale,
      'Contacto',
      `Direcciones, teléfonos y horarios de los concesionarios ${env().APP_NAME} en Las Palmas, El Tablero y Santa Cruz de Tenerife. Pide cita sin compromiso.`,
    ),
    marcas,
  });
}

function legalPage(name: LegalSlug, description: (appName: string) => string) {
  return async (req: Request, res: Response) => {
    const documento = legalDocument(name, await companyDetails(), env().APP_NAME);
    await res.inertia.render('Legal', { seo: staticPageSeo(name, req.locale, documento.title, description(env().APP_NAME)), documento });
  };
}

export const avisoLegal = legalPage('aviso_legal', (appName) => `Aviso legal de ${appName}: titular del sitio web, condiciones de uso y responsabilidad.`);

export const politicaPrivacidad = legalPage(
  'politica_privacidad',
  (appName) => `Cómo trata ${appName} tus datos personales: finalidades, base jurídica, conservación, destinatarios y tus derechos.`,
);

export const accesibilidad = legalPage(
  'accesibilidad',
  (appName) => `Declaración de accesibilidad de ${appName}: cumplimiento de las WCAG 2.2 AA, cómo lo comprobamos, limitaciones conocidas y cómo comunicarnos una barrera.`,
);

export const condicionesReserva = legalPage(
  'condiciones_reserva',
  (appName) => `Cómo reservar un coche en ${appName}: la señal, cómo se paga, cuánto dura la reserva y cuándo se devuelve.`,
);
