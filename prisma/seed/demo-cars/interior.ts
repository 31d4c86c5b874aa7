import { css, mix, n, type Rgb, scale } from './color.ts';
import type { Random } from '../random.ts';
import { caption } from './studio.ts';

/** The dashboard view of the demo photos: driver's seat, windscreen onto a sunny coast road. */

interface InteriorOptions {
  width: number;
  height: number;
  paint: Rgb;
  random: Random;
  label: string;
}

const ACCENTS: readonly Rgb[] = [[79, 209, 255], [255, 181, 71], [162, 123, 255], [255, 92, 92]];
const TRIMS: readonly Rgb[] = [[30, 31, 34], [86, 52, 34], [58, 52, 47]];

/** The view through the windscreen: sky, sea, a volcanic ridge and the road, out of focus. */
function outdoors(w: number, h: number, random: Random): string {
  const ridge = Array.from({ length: 13 }, (_, i) => {
    const x = (i / 12) * w;
    const peak = Math.exp(-(((i - 8.5) / 2.2) ** 2)) * 140;
    return `${n(x)},${n(360 - peak - random.range(0, 22))}`;
  }).join(' ');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#7fb2dc"/><stop offset="0.55" stop-color="#cfe3f1"/><stop offset="1" stop-color="#f4efe6"/>
</linearGradient>
<filter id="dof"><feGaussianBlur stdDeviation="7"/></filter></defs>
<g filter="url(#dof)">
  <rect width="${w}" height="${h * 0.6}" fill="url(#sky)"/>
  <polygon points="0,420 ${ridge} ${w},420" fill="#8d9aa6" fill-opacity="0.75"/>
  <rect y="372" width="${w}" height="48" fill="#3f7fae"/>
  <polygon points="0,420 ${w},420 ${w},640 0,640" fill="#9b978f"/>
  <polygon points="${n(w * 0.47)},420 ${n(w * 0.53)},420 ${n(w * 0.9)},640 ${n(w * 0.1)},640" fill="#4a4c50"/>
</g>`;
}

function steeringWheel(cx: number, cy: number, trim: Rgb, accent: Rgb): string {
  const r = 290;
  return `<radialGradient id="rim" cx="${cx}" cy="${cy - r}" r="${r * 1.6}" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="${css(mix(trim, [255, 255, 255], 0.3))}"/><stop offset="0.6" stop-color="${css(trim)}"/><stop offset="1" stop-color="${css(scale(trim, 0.4))}"/>
</radialGradient>
<linearGradient id="spoke" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${css(mix(trim, [255, 255, 255], 0.22))}"/><stop offset="1" stop-color="${css(scale(trim, 0.6))}"/>
</linearGradient>
<g>
  <path d="M${cx - 70},${cy - 10} L${cx - r + 20},${cy - 34} L${cx - r + 26},${cy + 36} L${cx - 60},${cy + 56} Z" fill="url(#spoke)"/>
  <path d="M${cx + 70},${cy - 10} L${cx + r - 20},${cy - 34} L${cx + r - 26},${cy + 36} L${cx + 60},${cy + 56} Z" fill="url(#spoke)"/>
  <path d="M${cx - 50},${cy + 60} L${cx - 40},${cy + r} L${cx + 40},${cy + r} L${cx + 50},${cy + 60} Z" fill="url(#spoke)"/>
  <path d="M${cx - r + 24},${cy - 33} L${cx - 70},${cy - 9} M${cx + r - 24},${cy - 33} L${cx + 70},${cy - 9}" stroke="#c9ced5" stroke-opacity="0.55" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="58" transform="translate(0 8)"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#rim)" stroke-width="50"/>
  <path d="M${cx - r * 0.62},${cy - r * 0.74} A${r} ${r} 0 0 1 ${cx + r * 0.62},${cy - r * 0.74}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="6" transform="translate(0 -16)"/>
  <rect x="${cx - 95}" y="${cy - 70}" width="190" height="140" rx="46" fill="${css(scale(trim, 0.9))}" stroke="#000" stroke-opacity="0.4" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy - 4}" r="26" fill="none" stroke="#c8ccd2" stroke-width="5"/>
  ${[-1, 1].map((side) => [0, 1, 2].map((k) => `<circle cx="${cx + side * (150 + k * 34)}" cy="${cy + 2}" r="9" fill="#0c0d0f" stroke="${css(accent)}" stroke-opacity="0.5" stroke-width="1.5"/>`).join('')).join('')}
</g>`;
}

function gauge(cx: number, cy: number, accent: string, fill: number): string {
  const arc = (r: number, t: number) => {
    const a = Math.PI * (0.8 + 1.4 * t);
    return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  };
  const ticks = Array.from({ length: 15 }, (_, i) => `M${arc(78, i / 14)} L${arc(88, i / 14)}`).join(' ');
  return `<path d="M${arc(90, 0)} A90 90 0 1 1 ${arc(90, 1)}" fill="none" stroke="#2a2e35" stroke-width="6"/>
<path d="M${arc(90, 0)} A90 90 0 ${fill > 0.72 ? 1 : 0} 1 ${arc(90, fill)}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>
<path d="${ticks}" stroke="#8b929c" stroke-width="2"/>
<path d="M${n(cx)},${n(cy)} L${arc(70, fill)}" stroke="#ff4d3d" stroke-width="4" stroke-linecap="round"/>`;
}

/** The interior view as SVG body markup for a width × height document. */
export function renderInterior(options: InteriorOptions): string {
  const { width: w, height: h, random } = options;
  const accent = random.pick(ACCENTS);
  const trim = random.pick(TRIMS);
  const glow = css(accent);
  const route = Array.from({ length: 6 }, (_, i) => `${n(1030 + i * 70)},${n(610 - i * 14 + random.range(-16, 16))}`).join(' ');
  return `${outdoors(w, h, random)}
<defs><linearGradient id="dash" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${css(mix(trim, [255, 255, 255], 0.12))}"/><stop offset="0.25" stop-color="${css(trim)}"/><stop offset="1" stop-color="${css(scale(trim, 0.35))}"/>
</linearGradient>
<linearGradient id="alu" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#e3e6ea"/><stop offset="0.5" stop-color="#8e949c"/><stop offset="1" stop-color="#4a4f56"/>
</linearGradient>
<linearGradient id="hood" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${css(mix(options.paint, [255, 255, 255], 0.35))}"/><stop offset="1" stop-color="${css(scale(options.paint, 0.7))}"/>
</linearGradient>
<radialGradient id="cabinShade" cx="0.5" cy="0.45" r="0.8"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
</defs>
<path d="M0,530 C${n(w * 0.3)},470 ${n(w * 0.7)},470 ${w},530 L${w},560 L0,560 Z" fill="url(#hood)"/>
<path d="M0,0 H${w} V120 C${n(w * 0.7)},60 ${n(w * 0.3)},60 0,120 Z" fill="#17181b"/>
<path d="M${n(w / 2 - 150)},96 h300 a26 26 0 0 1 26 26 v44 a26 26 0 0 1 -26 26 h-300 a26 26 0 0 1 -26 -26 v-44 a26 26 0 0 1 26 -26 Z" fill="#0d0e10" stroke="#2a2c30" stroke-width="3"/>
<rect x="${n(w / 2 - 8)}" y="60" width="16" height="40" fill="#0d0e10"/>
<path d="M${n(w / 2 - 140)},110 h280 v18 h-280 Z" fill="#fff" fill-opacity="0.06"/>
<polygon points="0,100 150,80 40,620 0,640" fill="#121315"/>
<polygon points="${w},100 ${w - 150},80 ${w - 40},620 ${w},640" fill="#121315"/>
<path d="M0,560 C${n(w * 0.25)},500 ${n(w * 0.75)},500 ${w},560 L${w},${h} L0,${h} Z" fill="url(#dash)"/>
<path d="M0,590 C${n(w * 0.25)},532 ${n(w * 0.75)},532 ${w},590" fill="none" stroke="${css(mix(trim, [255, 255, 255], 0.45))}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="9 7"/>
<rect x="0" y="748" width="${w}" height="22" fill="url(#alu)"/>
<rect x="0" y="772" width="${w}" height="4" fill="${glow}"/>
<rect x="0" y="764" width="${w}" height="20" fill="${glow}" fill-opacity="0.18"/>
${[120, 1330].map((x) => `<rect x="${x}" y="690" width="170" height="40" rx="12" fill="#0b0c0e" stroke="#8e949c" stroke-width="3"/>${[0, 1, 2].map((k) => `<line x1="${x + 12}" y1="${700 + k * 10}" x2="${x + 158}" y2="${700 + k * 10}" stroke="#3a3d42" stroke-width="3"/>`).join('')}`).join('')}
<rect x="330" y="560" width="470" height="170" rx="22" fill="#07080a" stroke="#2b2e33" stroke-width="3"/>
${gauge(455, 650, glow, random.range(0.3, 0.6))}${gauge(675, 650, glow, random.range(0.2, 0.5))}
<rect x="960" y="540" width="460" height="270" rx="20" fill="#0a0c10" stroke="#34373c" stroke-width="4"/>
<rect x="976" y="556" width="428" height="200" rx="10" fill="#16202c"/>
<path d="M976,620 H1404 M976,680 H1404 M1060,556 V756 M1180,556 V756 M1300,556 V756" stroke="#22303f" stroke-width="2"/>
<polyline points="${route}" fill="none" stroke="${glow}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
${[0, 1, 2, 3].map((k) => `<rect x="${988 + k * 104}" y="768" width="92" height="30" rx="8" fill="#1c222b"/>`).join('')}
${steeringWheel(560, 930, scale(trim, 0.75), accent)}
<rect width="${w}" height="${h}" fill="url(#cabinShade)"/>
${caption(options.label, '#ffffff', w, h)}`;
}
