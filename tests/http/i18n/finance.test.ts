/**
 * The credit texts and the PDF quote in the visitor's language (issue 39): the representative
 * example (Ley 16/2011, art. 9) and the listings' finance note in English and German carry the
 * Spanish one's figures, in the same order; the quote downloaded from /en or /de is written in
 * that language, with the car page's figures.
 */
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { creditFigures } from '../../../server/contracts/finance-disclosure.ts';
import { defaultQuote } from '../../../server/contracts/finance.ts';
import { formatEuros, formatPrice } from '../../../server/contracts/format.ts';
import { guaranteeTerms } from '../../../server/contracts/guarantee.ts';
import { type Locale, localizedPath } from '../../../server/contracts/locales.ts';
import type { VehicleProps } from '../../../server/contracts/pages.ts';
import { extraLine } from '../../../server/contracts/price-statement.ts';
import { translator } from '../../../server/i18n/index.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';

const { app, prisma } = useTestApp();

let financed: { id: number; slug: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  financed = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, precio_oferta: { not: null }, activo: true, deleted_at: null }, select: { id: true, slug: true }, orderBy: { id: 'asc' } });
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The numbers of a text in order, as values: '16.000,00 €' (es, de) and '€16,000.00' (en) are both 16000. */
function numbers(text: string, locale: Locale): number[] {
  return [...text.matchAll(/\d[\d.,]*\d|\d/g)].map(([figure]) => Number(locale === 'en' ? figure.replaceAll(',', '') : figure.replaceAll('.', '').replace(',', '.')));
}

async function carPage(locale: Locale): Promise<VehicleProps> {
  const res = await request(app).get(localizedPath(`/vehiculo/${financed.slug}`, locale)).set(inertiaVisit);
  expect(res.status).toBe(200);
  return res.body.props as VehicleProps;
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The car's quote downloaded from the page in `locale`: its file name and its text on one line. */
async function quote(locale: Locale): Promise<{ filename: string | undefined; text: string }> {
  const res = await request(app).get(localizedPath(`/vehiculo/${financed.slug}/presupuesto.pdf`, locale)).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
  return { filename: res.headers['content-disposition'], text: flat(text) };
}

describe('the representative example on the car page', () => {
  it('is in English on /en and in German on /de, with the Spanish one’s figures in the same order', async () => {
    const [es, en, de] = [await carPage('es'), await carPage('en'), await carPage('de')];
    expect(es.ejemploFinanciacion).toMatch(/^Atención: tomar dinero prestado cuesta dinero\. Ejemplo representativo para un precio financiando de /);
    expect(en.ejemploFinanciacion).toMatch(/^Warning: borrowing money costs money\. Representative example for a price of\s€[\d,]+ when financing with us \(cash price\s€[\d,]+\) with a deposit of\s€/);
    expect(de.ejemploFinanciacion).toMatch(/^Achtung! Geld zu leihen kostet Geld\. Repräsentatives Beispiel für einen Preis von [\d.]+\u00a0€ bei Finanzierung über uns \(Barpreis /);

    const credit = defaultQuote(en.financiacion, en.coche.effectivePrice)!;
    for (const text of ['total amount of credit', 'monthly payments of', 'fixed borrowing rate (TIN)', 'APR (TAE)', 'Arrangement fee', 'Total cost of credit', 'total amount owed', 'total amount payable', 'Finance provided by']) {
      expect(en.ejemploFinanciacion).toContain(text);
    }
    expect(en.ejemploFinanciacion).toContain(`${credit.plazo} monthly payments of\u00a0${formatEuros(credit.cuota, 'en')}`);
    for (const text of ['Nettodarlehensbetrag', 'Monatsraten von je', 'gebundener Sollzins (TIN)', 'effektiver Jahreszins (TAE)', 'Bearbeitungsgebühr', 'Gesamtkosten des Kredits', 'zu zahlender Gesamtbetrag', 'Teilzahlungspreis', 'Finanzierung durch']) {
      expect(de.ejemploFinanciacion).toContain(text);
    }
    expect(numbers(en.ejemploFinanciacion!, 'en')).toEqual(numbers(es.ejemploFinanciacion!, 'es'));
    expect(numbers(de.ejemploFinanciacion!, 'de')).toEqual(numbers(es.ejemploFinanciacion!, 'es'));
    expect(numbers(es.ejemploFinanciacion!, 'es')).toEqual(expect.arrayContaining([credit.precio, credit.cuota, credit.tae, credit.precioTotalPlazos]));

    // The note under the similar cars, the same way.
    expect(en.notaFinanciacion).toMatch(/^Each car’s monthly payment is worked out with a deposit of [\d.]+% of its price .* over \d+ months\. Warning: borrowing money costs money\. Representative example/);
    expect(de.notaFinanciacion).toMatch(/^Die Monatsrate jedes Fahrzeugs ist berechnet mit einer Anzahlung von [\d,]+\u00a0% .* Achtung! Geld zu leihen kostet Geld\. Repräsentatives Beispiel/);
    expect(numbers(en.notaFinanciacion, 'en')).toEqual(numbers(es.notaFinanciacion, 'es'));
    expect(numbers(de.notaFinanciacion, 'de')).toEqual(numbers(es.notaFinanciacion, 'es'));
    // Every amount stays on one line with its unit.
    for (const text of [en.ejemploFinanciacion!, de.ejemploFinanciacion!, en.notaFinanciacion, de.notaFinanciacion]) expect(text).not.toMatch(/\d (€|%)/);
  });
});

describe('the finance note under the listings', () => {
  it('is in the page’s language on the home, the search, the favourites, the comparison and the second home', async () => {
    const spanish = (await request(app).get('/buscar').set(inertiaVisit)).body.props.notaFinanciacion as string;
    expect(spanish).toMatch(/^Cuota de cada coche calculada con una entrada del /);
    for (const path of ['/', '/buscar', '/favoritos', '/comparar', '/inicio']) {
      for (const [locale, start] of [
        ['en', 'Each car’s monthly payment is worked out'],
        ['de', 'Die Monatsrate jedes Fahrzeugs ist berechnet'],
      ] as const) {
        const res = await request(app).get(localizedPath(path, locale)).set(inertiaVisit);
        expect(res.status, `${locale} ${path}`).toBe(200);
        const note = res.body.props.notaFinanciacion as string;
        expect(note.startsWith(start), `${locale} ${path}: ${note}`).toBe(true);
        expect(numbers(note, locale)).toEqual(numbers(spanish, 'es'));
      }
    }
  });

  it('stands behind the Clase A landing’s monthly claim in the page’s language', async () => {
    const example = async (locale: Locale) => (await request(app).get(localizedPath('/landing/clasea', locale)).set(inertiaVisit)).body.props.ejemploFinanciacion as string;
    const [es, en] = [await example('es'), await example('en')];
    expect(en).toMatch(/^Warning: borrowing money costs money\. Representative example for a price of\s€/);
    expect(numbers(en, 'en')).toEqual(numbers(es, 'es'));
  });
});

describe('the PDF quote', () => {
  it('is written in English from /en, with the car page’s figures and the Spanish quote’s numbers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const props = await carPage('en');
    const precio = props.precio!;
    const english = translator('en');
    const { filename, text } = await quote('en');
    expect(filename).toBe(`attachment; filename="quote-${financed.slug}.pdf"`);

    expect(text).toMatch(new RegExp(`Quote Reference P-${financed.id}-20261127-\\d+`));
    expect(text).toContain('Date: 27 November 2026');
    expect(text).toContain('Valid until 4 December 2026, while the car is still available');
    expect(text).toContain(flat(`Cash price ${formatPrice(precio.cash, 'en')} Final price, ${precio.tax}`));
    expect(text).toContain('What the price includes');
    for (const line of precio.lines) expect(text).toContain(flat(`${line.label} ${formatEuros(line.cents / 100, 'en')}`));
    expect(text).toContain(flat(`Cash price ${formatEuros(precio.cash, 'en')}`));
    for (const item of precio.included) expect(text).toContain(flat(item));
    expect(text).toContain('Optional extras, not included in the price');
    for (const extra of precio.extras) expect(text).toContain(flat(extraLine(extra, english)));
    expect(text).toContain(flat(`Price with GTCars finance ${formatPrice(precio.financed!, 'en')}`));
    expect(text).toContain('This price applies only if finance with us is approved');
    expect(text).toContain('Finance example');
    const credit = defaultQuote(props.financiacion, props.coche.effectivePrice)!;
    for (const figure of creditFigures(credit, english)) expect(text).toContain(flat(`${figure.label} ${figure.value}`));
    expect(text).toContain(flat(props.ejemploFinanciacion!));
    expect(text).toContain('Guarantee and warranty');
    for (const line of guaranteeTerms(precio.guarantee, english.t)) expect(text).toContain(flat(line));
    expect(text).toContain(`/en/vehiculo/${financed.slug}`);
    for (const spanish of ['Presupuesto', 'Referencia', 'Fecha', 'Precio', 'Garantía', 'Ejemplo', 'financiación', 'IGIC incluido', 'Teléfono']) expect(text).not.toContain(spanish);

    // The Spanish quote of the same car and day: the same reference, the same amounts.
    const spanish = await quote('es');
    expect(spanish.filename).toBe(`attachment; filename="presupuesto-${financed.slug}.pdf"`);
    expect(spanish.text).toContain(text.match(/Reference (P-[\d-]+)/)![1]);
    const amounts = (pdf: string, locale: Locale) => numbers(pdf.replace(/https?:\/\/\S+/g, ''), locale).filter((value) => value >= 100);
    expect(amounts(text, 'en').sort((a, b) => a - b)).toEqual(amounts(spanish.text, 'es').sort((a, b) => a - b));
  });

  it('is written in German from /de', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const props = await carPage('de');
    const { filename, text } = await quote('de');
    expect(filename).toBe(`attachment; filename="angebot-${financed.slug}.pdf"`);
    expect(text).toContain('Datum: 27. November 2026');
    expect(text).toContain('Gültig bis zum 4. Dezember 2026');
    expect(text).toContain(flat(`Barpreis ${formatPrice(props.precio!.cash, 'de')}`));
    expect(text).toContain('Finanzierungsbeispiel');
    expect(text).toContain(flat(props.ejemploFinanciacion!));
    expect(text).not.toContain('Presupuesto');
  });
});
