import { css, escapeXml, mix, type Rgb, scale } from './color.ts';

/** Studio backdrops (cyclorama wall, floor, light pools) and the caption for demo photos. */

export interface Studio {
  wallTop: Rgb;
  wallGlow: Rgb;
  floor: Rgb;
  ink: string;
  reflection: number;
  shadow: number;
}

export const STUDIOS: readonly Studio[] = [
  { wallTop: [22, 24, 28], wallGlow: [92, 97, 106], floor: [48, 51, 56], ink: '#ffffff', reflection: 0.22, shadow: 0.9 },
  { wallTop: [196, 199, 204], wallGlow: [246, 247, 249], floor: [214, 216, 220], ink: '#1b1d21', reflection: 0.12, shadow: 0.55 },
  { wallTop: [178, 172, 164], wallGlow: [238, 234, 228], floor: [204, 198, 190], ink: '#221f1b', reflection: 0.1, shadow: 0.55 },
  { wallTop: [14, 18, 26], wallGlow: [62, 74, 92], floor: [34, 40, 50], ink: '#ffffff', reflection: 0.24, shadow: 0.9 },
];

/**
 * The room: the wall brightens towards the horizon (where the cyclorama curves into the floor),
 * a soft overhead light pool sits behind the car, the floor darkens towards the camera.
 */
export function backdrop(studio: Studio, width: number, height: number, horizon: number, spot: readonly [number, number]): string {
  const floorFar = mix(studio.wallGlow, studio.floor, 0.35);
  const floorNear = scale(studio.floor, 0.62);
  const h = (horizon / height).toFixed(3);
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${css(studio.wallTop)}"/>
  <stop offset="${(Number(h) * 0.7).toFixed(3)}" stop-color="${css(mix(studio.wallTop, studio.wallGlow, 0.6))}"/>
  <stop offset="${h}" stop-color="${css(studio.wallGlow)}"/>
  <stop offset="${Math.min(0.99, Number(h) + 0.12).toFixed(3)}" stop-color="${css(floorFar)}"/>
  <stop offset="1" stop-color="${css(floorNear)}"/>
</linearGradient>
<radialGradient id="pool" cx="${spot[0]}" cy="${spot[1]}" r="${(width * 0.42).toFixed(0)}" gradientUnits="userSpaceOnUse" gradientTransform="translate(${spot[0]} ${spot[1]}) scale(1 0.42) translate(${-spot[0]} ${-spot[1]})">
  <stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<radialGradient id="halo" cx="${(width / 2).toFixed(0)}" cy="${(horizon * 0.72).toFixed(0)}" r="${(width * 0.55).toFixed(0)}" gradientUnits="userSpaceOnUse" gradientTransform="translate(${width / 2} ${horizon * 0.72}) scale(1 0.55) translate(${-width / 2} ${-horizon * 0.72})">
  <stop offset="0" stop-color="${css(studio.wallGlow)}" stop-opacity="0.55"/><stop offset="1" stop-color="${css(studio.wallGlow)}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="vignette" cx="0.5" cy="0.52" r="0.75">
  <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/>
</radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#wall)"/>
<rect width="${width}" height="${height}" fill="url(#halo)"/>
<rect width="${width}" height="${height}" fill="url(#pool)"/>`;
}

export function vignette(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}

/** The model name, small and letter-spaced, centred at the bottom so cropped thumbnails keep it whole. */
export function caption(label: string, ink: string, width: number, height: number): string {
  const text = escapeXml(label.toUpperCase());
  return `<g fill="${ink}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
<rect x="${width / 2 - 14}" y="${height - 84}" width="28" height="2" fill-opacity="0.5"/>
<text x="${width / 2}" y="${height - 52}" text-anchor="middle" font-size="22" font-weight="600" letter-spacing="5" fill-opacity="0.62">${text}</text>
</g>`;
}
