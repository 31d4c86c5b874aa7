import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatDay, formatEuros, formatPrice } from '../../contracts/format.ts';
import type { Translator } from '../../contracts/i18n.ts';
import { storedLocale } from '../../contracts/locales.ts';
import { extraLine } from '../../contracts/price-statement.ts';
import type { QuoteDocument } from './quote.document.ts';
import { translator } from '../../i18n/index.ts';

/**
 * A quote's PDF (A4), drawn with pdfkit in the site's colours and its typeface, Inter, embedded
 * (resources/fonts, SIL Open Font License) so accents and the € sign print everywhere; its
 * labels, amounts and dates in the quote's language (quote.* messages).
 */

const COLOURS = { ink: '#0b0b0c', muted: '#5f5b55', line: '#e4dfd6', sand: '#f1ede6', accent: '#b3121b', white: '#ffffff' };

const fontFile = (name: string) => readFileSync(new URL(`../../../resources/fonts/${name}`, import.meta.url));
let fonts: { regular: Buffer; bold: Buffer } | undefined;

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_HEIGHT = 64;

type Doc = InstanceType<typeof PDFDocument>;

/** Moves to a new page when fewer than `needed` points are left above the footer. */
function room(doc: Doc, needed: number) {
  if (doc.y + needed > PAGE.height - MARGIN - FOOTER_HEIGHT) doc.addPage();
}

/** A section's heading, on the page where the first `keep` points of its section fit. */
function heading(doc: Doc, text: string, keep = 40) {
  room(doc, 30 + keep);
  doc.moveDown(1.1).font('bold').fontSize(11.5).fillColor(COLOURS.ink).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.35);
}

/** A label on the left and its amount on the right, on one line; a rule under it when `rule`. */
function row(doc: Doc, label: string, amount: string, options: { bold?: boolean; size?: number; rule?: boolean; colour?: string } = {}) {
  const size = options.size ?? 10;
  room(doc, size * 2);
  const y = doc.y;
  doc.font(options.bold ? 'bold' : 'regular').fontSize(size).fillColor(options.colour ?? COLOURS.ink);
  // The label first, so a reader (or a text extractor) meets each figure after its name.
  doc.text(label, MARGIN, y, { width: WIDTH - doc.widthOfString(amount) - 16 });
  const below = doc.y;
  doc.text(amount, MARGIN, y, { width: WIDTH, align: 'right' });
  doc.y = Math.max(below, y + size * 1.5);
  if (options.rule) {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + WIDTH, doc.y).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
    doc.y += 5;
  }
}

function bullets(doc: Doc, items: string[], size = 9.5) {
  for (const item of items) {
    room(doc, size * 2);
    const y = doc.y;
    doc.font('regular').fontSize(size).fillColor(COLOURS.accent).text('•', MARGIN, y);
    doc.fillColor(COLOURS.ink).text(item, MARGIN + 12, y, { width: WIDTH - 12 });
    doc.moveDown(0.2);
  }
}

function paragraph(doc: Doc, text: string, options: { size?: number; colour?: string; bold?: boolean } = {}) {
  const size = options.size ?? 9.5;
  room(doc, size * 3);
  doc.font(options.bold ? 'bold' : 'regular').fontSize(size).fillColor(options.colour ?? COLOURS.ink).text(text, MARGIN, doc.y, { width: WIDTH, lineGap: 1.5 });
  doc.moveDown(0.35);
}

function header(doc: Doc, quote: QuoteDocument, { t, locale }: Translator) {
  doc.rect(0, 0, PAGE.width, 92).fill(COLOURS.ink);
  doc.font('bold').fontSize(22).fillColor(COLOURS.white).text(quote.empresa.appName, MARGIN, 30);
  doc.font('regular').fontSize(8.5).fillColor('#cfcac2').text(t('quote.tagline'), MARGIN, 58);
  doc.font('bold').fontSize(15).fillColor(COLOURS.white).text(t('quote.title'), MARGIN, 28, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(9).fillColor('#cfcac2').text(t('quote.reference', { reference: quote.referencia }), MARGIN, 50, { width: WIDTH, align: 'right' });
  doc.rect(0, 92, PAGE.width, 3).fill(COLOURS.accent);
  doc.y = 118;
  const lines = [
    t('quote.date', { date: formatDay(quote.fecha, locale) }),
    t('quote.valid_until', { date: formatDay(quote.validoHasta, locale) }),
    ...(quote.comprador ? [t('quote.buyer', { name: quote.comprador })] : []),
  ];
  for (const line of lines) doc.font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(line, MARGIN, doc.y, { width: WIDTH });
}

function car(doc: Doc, quote: QuoteDocument, photo: Buffer | null, { t, locale }: Translator) {
  const top = doc.y + 14;
  const photoWidth = 210;
  const photoHeight = 140;
  if (photo) {
    doc.save().roundedRect(MARGIN, top, photoWidth, photoHeight, 8).clip();
    doc.image(photo, MARGIN, top, { cover: [photoWidth, photoHeight], align: 'center', valign: 'center' });
    doc.restore();
  } else {
    doc.roundedRect(MARGIN, top, photoWidth, photoHeight, 8).fill(COLOURS.sand);
  }
  const x = MARGIN + photoWidth + 20;
  const width = WIDTH - photoWidth - 20;
  doc.font('bold').fontSize(15).fillColor(COLOURS.ink).text(quote.coche.title, x, top, { width });
  doc.moveDown(0.3).font('regular').fontSize(9.5).fillColor(COLOURS.muted).text(quote.coche.facts.join(' · '), x, doc.y, { width });
  doc.moveDown(0.8).font('regular').fontSize(9).fillColor(COLOURS.muted).text(t('quote.cash_price'), x, doc.y, { width });
  doc.font('bold').fontSize(24).fillColor(COLOURS.ink).text(formatPrice(quote.precio.cash, locale), x, doc.y, { width });
  doc.font('regular').fontSize(9).fillColor(COLOURS.muted).text(t('quote.final_price_tax', { tax: quote.precio.tax }), x, doc.y, { width });
  doc.moveDown(0.5).fontSize(8).fillColor(COLOURS.muted).text(quote.coche.url, x, doc.y, { width, link: quote.coche.url });
  doc.y = Math.max(doc.y, top + photoHeight) + 4;
}

function price(doc: Doc, quote: QuoteDocument, i18n: Translator) {
  const { precio } = quote;
  const { t, locale } = i18n;
  const { appName } = quote.empresa;
  heading(doc, t('vehicle.price_includes'));
  for (const line of precio.lines) row(doc, line.label, formatEuros(line.cents / 100, locale), { rule: true });
  row(doc, t('quote.cash_price'), formatEuros(precio.cash, locale), { bold: true, size: 11 });
  doc.moveDown(0.4);
  bullets(doc, precio.included);
  heading(doc, t('vehicle.optional_extras'));
  bullets(doc, precio.extras.map((extra) => extraLine(extra, i18n)));
  if (precio.financed !== null) {
    heading(doc, t('vehicle.financing_with', { appName }));
    row(doc, t('vehicle.figure_financed_price', { appName }), formatPrice(precio.financed, locale), { bold: true, colour: COLOURS.accent });
    paragraph(doc, t('quote.financed_price_note'), { size: 8.5, colour: COLOURS.muted });
  }
}

/** Figures in two columns of label and value, each with a rule under it. */
function figureColumns(doc: Doc, figures: { label: string; value: string }[]) {
  const gap = 24;
  const column = (WIDTH - gap) / 2;
  const half = Math.ceil(figures.length / 2);
  room(doc, half * 18);
  const top = doc.y;
  figures.forEach((figure, index) => {
    const x = MARGIN + (index < half ? 0 : column + gap);
    const y = top + (index % half) * 18;
    doc.font('regular').fontSize(9.5).fillColor(COLOURS.ink);
    doc.text(figure.label, x, y, { width: column - doc.widthOfString(figure.value) - 8 });
    doc.text(figure.value, x, y, { width: column, align: 'right' });
    doc.moveTo(x, y + 14).lineTo(x + column, y + 14).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
  });
  doc.y = top + half * 18 + 4;
}

function finance(doc: Doc, quote: QuoteDocument, { t }: Translator) {
  if (!quote.financiacion) return;
  heading(doc, t('quote.finance_example'), Math.ceil(quote.financiacion.figures.length / 2) * 18);
  figureColumns(doc, quote.financiacion.figures);
  // The warning of every credit advertisement, in bold ahead of the example it heads.
  const { example } = quote.financiacion;
  const warning = t('common.credit_warning');
  const rest = example.startsWith(warning) ? example.slice(warning.length).trim() : example;
  doc.moveDown(0.3);
  if (rest !== example) paragraph(doc, warning, { size: 9, bold: true });
  paragraph(doc, rest, { size: 8, colour: COLOURS.muted });
}

/** What the buyer is told of the car's condition: its inspection and known defects. */
function condition(doc: Doc, quote: QuoteDocument, { t }: Translator) {
  if (!quote.estado || quote.estado.length === 0) return;
  heading(doc, t('quote.condition'));
  for (const line of quote.estado) paragraph(doc, line, { size: 9 });
}

function guarantees(doc: Doc, quote: QuoteDocument, { t }: Translator) {
  heading(doc, t('quote.guarantees'));
  for (const line of quote.garantias) paragraph(doc, line, { size: 9 });
}

function footer(doc: Doc, quote: QuoteDocument, page: number, pages: number, { t }: Translator) {
  const { empresa } = quote;
  const legal = [empresa.razonSocial, empresa.cif && t('quote.tax_id', { cif: empresa.cif })].filter(Boolean).join(' · ');
  const y = PAGE.height - MARGIN - FOOTER_HEIGHT + 16;
  doc.moveTo(MARGIN, y - 8).lineTo(MARGIN + WIDTH, y - 8).lineWidth(0.5).strokeColor(COLOURS.line).stroke();
  const lines = [legal || empresa.appName, empresa.address.join(', '), empresa.contacts.join(' · ')];
  doc.font('regular').fontSize(7.5).fillColor(COLOURS.muted);
  lines.forEach((line, index) => doc.text(line, MARGIN, y + index * 10, { width: WIDTH - 60, lineBreak: false }));
  doc.text(`${page} / ${pages}`, MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false });
}

/** The quote's PDF; `photo` is the car's main photo as a JPEG, or null. */
export function quotePdf(quote: QuoteDocument, photo: Buffer | null): Promise<Buffer> {
  fonts ??= { regular: fontFile('Inter-Regular.ttf'), bold: fontFile('Inter-Bold.ttf') };
  const i18n = translator(storedLocale(quote.locale));
  const { t } = i18n;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: t('quote.document_title', { reference: quote.referencia, car: quote.coche.title }), Author: quote.empresa.appName, Subject: t('quote.title'), CreationDate: new Date(`${quote.fecha}T12:00:00Z`) },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, quote, i18n);
  car(doc, quote, photo, i18n);
  price(doc, quote, i18n);
  finance(doc, quote, i18n);
  condition(doc, quote, i18n);
  guarantees(doc, quote, i18n);
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    footer(doc, quote, index + 1, range.count, i18n);
  }
  doc.end();
  return done;
}
