/**
 * The legal pages in every language (issue 39): /en and /de give the legal notice, the privacy
 * policy, the reservation terms and the accessibility statement translated, with the company's
 * stored details and the same laws cited, and say first that the Spanish text binds, linking to
 * it; the Spanish pages keep their text and say nothing of the kind.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { DEMO_EMPRESA } from '../../../prisma/seed/empresa.ts';
import { ACCESSIBILITY_REVIEWED_AT } from '../../../server/contracts/accessibility-statement.ts';
import { LEGAL_TEXT_VERSION } from '../../../server/contracts/lead-forms.ts';
import { type LegalDocument, withdrawalTexts } from '../../../server/contracts/legal.ts';
import { companyDetails } from '../../../server/core/company-details.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import { useSsrApp } from '../catalogue/ssr-app.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 2, photos: false });
});

async function documentAt(url: string) {
  const res = await request(app).get(url).set(inertiaVisit);
  expect(res.status, url).toBe(200);
  expect(res.body.component, url).toBe('Legal');
  return res.body.props as { documento: LegalDocument; seo: { title: string; canonical: string } };
}

/** Every sentence of a legal text, one per line. */
const textOf = (doc: LegalDocument) => [doc.intro, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])].join('\n');

/** The page as server rendered, without the page object (which carries every message of the page's namespaces). */
const renderedBody = async (url: string) => (await request(ssr.app()).get(url)).text.split('id="app"')[1] ?? '';

describe('the legal pages in English and German', () => {
  it.each([
    ['/en/aviso_legal', 'Legal notice', '1. Website owner', ['LSSI-CE', 'Article 61', `${DEMO_EMPRESA.razon_social} (hereinafter ‘GTCars’)`]],
    ['/de/aviso_legal', 'Rechtliche Hinweise', '1. Inhaber der Website', ['LSSI-CE', 'Artikel 61', `${DEMO_EMPRESA.razon_social} (im Folgenden „GTCars“)`]],
    ['/en/politica_privacidad', 'Privacy policy', '1. Data controller', ['2016/679', 'Art. 6(1)(b) GDPR', 'LOPDGDD', 'art. 22.2 LSSI-CE', 'Agencia Española de Protección de Datos']],
    ['/de/politica_privacidad', 'Datenschutzerklärung', '1. Verantwortlicher', ['2016/679', 'Art. 6 Abs. 1 lit. b DSGVO', 'LOPDGDD', 'Art. 22.2 LSSI-CE', 'Agencia Española de Protección de Datos']],
    ['/en/accesibilidad', 'Accessibility statement', '1. Compliance status', ['Law 11/2023', '2019/882', 'WCAG 2.2', '27 November 2026', DEMO_EMPRESA.email_privacidad]],
    ['/de/accesibilidad', 'Erklärung zur Barrierefreiheit', '1. Stand der Vereinbarkeit', ['Gesetz 11/2023', '2019/882', 'WCAG 2.2', '27. November 2026', DEMO_EMPRESA.email_privacidad]],
  ])('%s is the document in its language, with the company’s details and the laws cited', async (url, title, heading, words) => {
    const { documento, seo } = await documentAt(url);
    expect(documento.title).toBe(title);
    expect(documento.sections[0]?.heading).toBe(heading);
    expect(documento.version).toBe(url.endsWith('accesibilidad') ? ACCESSIBILITY_REVIEWED_AT : LEGAL_TEXT_VERSION);
    for (const each of words) expect(textOf(documento)).toContain(each);
    expect(textOf(documento)).not.toMatch(/\[[^\]]+\]/);
    expect(seo).toMatchObject({ title, canonical: absoluteUrl(url) });
  });

  it('words the reservation terms with the deposit in the page’s format, and the withdrawal as the mail does', async () => {
    const empresa = await companyDetails();
    for (const [locale, deposit, sections] of [
      ['en', 'The deposit is €300.', ['5. Right of withdrawal', '6. Model withdrawal form']],
      ['de', 'Die Anzahlung beträgt 300 €.', ['5. Widerrufsrecht', '6. Muster-Widerrufsformular']],
    ] as const) {
      const { documento } = await documentAt(`/${locale}/condiciones-reserva`);
      expect(textOf(documento).replace(/\u00a0/g, ' ')).toContain(deposit);
      const withdrawal = withdrawalTexts(empresa, 'GTCars', locale);
      expect(documento.sections.slice(4, 6)).toEqual([
        { heading: sections[0], paragraphs: withdrawal.information },
        { heading: sections[1], paragraphs: [expect.any(String)], items: withdrawal.form },
      ]);
    }
  });
});

describe('the translation notice', () => {
  it('on an English or German page says the Spanish text binds, linking to the same page in Spanish', async () => {
    for (const [url, notice] of [
      ['/en/aviso_legal', /The Spanish text is the binding one; this translation is provided for convenience only\. <a hrefLang="es"[^>]*href="\/aviso_legal"[^>]*>Read the Spanish text<\/a>/],
      ['/de/condiciones-reserva', /Verbindlich ist der spanische Text; diese Übersetzung dient nur Ihrer Information\. <a hrefLang="es"[^>]*href="\/condiciones-reserva"[^>]*>Spanischen Text lesen<\/a>/],
    ] as const) {
      expect(await renderedBody(url), url).toMatch(notice);
    }
  });

  it('is not on the Spanish page, whose text stays the Spanish one', async () => {
    const html = await renderedBody('/aviso_legal');
    expect(html).not.toContain('El texto vinculante es el español');
    expect(html).toContain(`${DEMO_EMPRESA.razon_social} (en adelante, «GTCars»), con CIF ${DEMO_EMPRESA.cif}`);
    const { documento } = await documentAt('/aviso_legal');
    expect(documento).toMatchObject({ title: 'Aviso legal', version: LEGAL_TEXT_VERSION });
    expect(documento.sections[0]?.heading).toBe('1. Titular del sitio web');
  });
});
