import { paymentProvider } from '../../payments/index.ts';
import type { Request, Response } from 'express';
import { env } from '../../config/env.ts';
import type { ContactoProps } from '../../contracts/content.ts';
import { legalDocument, type LegalSlug } from '../../contracts/legal.ts';
import { companyDetails } from '../../core/company-details.ts';
import { type StaticDescription, staticPageSeo, translatedPageSeo } from '../../lib/page-seo.ts';
import { translator } from '../../i18n/index.ts';
import { brandsWithStock } from '../catalogue/index.ts';
import { TEAM } from './team.ts';

export async function historia(req: Request, res: Response) {
  await res.inertia.render('About', {
    seo: translatedPageSeo('historia', req.locale, 'seo.about_title', 'seo.about_description'),
  });
}

export async function equipo(req: Request, res: Response) {
  await res.inertia.render('Equipo', {
    seo: translatedPageSeo('equipo', req.locale, 'seo.team_title', 'seo.team_description'),
    sedes: TEAM,
  });
}

export async function contacto(req: Request, res: Response) {
  const marcas: () => Promise<ContactoProps['marcas']> = brandsWithStock;
  await res.inertia.render('Contacto', {
    seo: translatedPageSeo('contacto', req.locale, 'seo.contact_title', 'seo.contact_description'),
    marcas,
  });
}

function legalPage(name: LegalSlug, description: StaticDescription) {
  return async (req: Request, res: Response) => {
    const appName = env().APP_NAME;
    const documento = legalDocument(name, await companyDetails(), appName, req.locale, { pagoOnline: paymentProvider() !== null });
    const seo = staticPageSeo(name, req.locale, documento.title, translator(req.locale).t(description, { appName }));
    await res.inertia.render('Legal', { seo, documento });
  };
}

export const avisoLegal = legalPage('aviso_legal', 'seo.legal_notice_description');
export const politicaPrivacidad = legalPage('politica_privacidad', 'seo.privacy_description');
export const accesibilidad = legalPage('accesibilidad', 'seo.accessibility_description');
export const condicionesReserva = legalPage('condiciones_reserva', 'seo.reservation_terms_description');
