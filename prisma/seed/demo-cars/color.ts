import { createRandom, type Random } from '../random.ts';
/** Colour and randomness helpers for the locally generated demo images. */

export type Rgb = readonly [number, number, number];

/** Automotive paint tones for the Spanish colour names a vehicle record may carry. */
const PAINTS: Record<string, string> = {
  blanco: '#e9ebee',
  negro: '#141518',
  gris: '#6b7078',
  plata: '#a9aeb5',
  plateado: '#a9aeb5',
  azul: '#1f3c6e',
  rojo: '#9e1620',
  granate: '#5a1119',
  burdeos: '#5a1119',
  verde: '#2f4a3a',
  marron: '#4a3426',
  beige: '#b9a98c',
  naranja: '#c8561a',
  amarillo: '#d9a514',
  dorado: '#a8864a',
  bronce: '#7a5a3a',
  champan: '#b8a682',
  violeta: '#3e2d5c',
  morado: '#3e2d5c',
};

const FALLBACK_PAINT = '#5d636c';

function hexToRgb(hex: string): Rgb | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A paint colour from '#rrggbb', '#rgb' or a Spanish colour name ('Azul metalizado' → azul);
 * anything else gives a neutral grey.
 */
export function paintColor(color: string): Rgb {
  const normalized = color
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const named = Object.keys(PAINTS).find((name) => normalized.split(/[^a-z]+/).includes(name));
  return hexToRgb(color) ?? hexToRgb(named ? (PAINTS[named] ?? FALLBACK_PAINT) : FALLBACK_PAINT) ?? [93, 99, 108];
}

/** Linear blend of two colours, t in 0..1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function scale(color: Rgb, factor: number): Rgb {
  return [color[0] * factor, color[1] * factor, color[2] * factor];
}

export function css(color: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(color[0])}${channel(color[1])}${channel(color[2])}`;
}

export const WHITE: Rgb = [255, 255, 255];

/** The generator for demo images; the seed is scrambled so image and data streams differ. */
export const demoRandom = (seed: number): Random => createRandom(Math.trunc(seed) ^ 0x9e3779b9);

/** Escapes text for an SVG text node. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Formats a number for SVG attributes (one decimal is plenty at 1600 px). */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
