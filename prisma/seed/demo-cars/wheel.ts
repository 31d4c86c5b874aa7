import type { Point } from './camera.ts';
import type { Vec3 } from './car-model.ts';
import { type CarScene, place, pts } from './car-render.ts';
import { css, mix, type Rgb, scale } from './color.ts';

/** Wheels for the demo cars: a tyre drawn as a projected cylinder, with a rim in its own frame. */

export interface WheelStyle {
  spokes: 'five' | 'double' | 'ten';
  metal: Rgb;
  caliper: Rgb;
}

const RIM = 0.74;
const TYRE_WIDTH = 0.25;

function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const hull: Point[] = [];
    for (const p of list) {
      while (hull.length >= 2 && turn(hull[hull.length - 2]!, hull[hull.length - 1]!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  return [...half(sorted), ...half(sorted.reverse())];
}

/** Gradients shared by every wheel of one scene. */
export function wheelDefs(scene: CarScene, style: WheelStyle): string {
  const id = scene.id;
  const light = css(mix(style.metal, [255, 255, 255], 0.3));
  const dark = css(scale(style.metal, 0.62));
  return `
<radialGradient id="${id}tyre" cx="0" cy="0" r="1" gradientUnits="userSpaceOnUse">
  <stop offset="0.7" stop-color="#161719"/><stop offset="0.9" stop-color="#26272a"/><stop offset="1" stop-color="#0b0b0c"/>
</radialGradient>
<linearGradient id="${id}metal" x1="-0.5" y1="-0.7" x2="0.5" y2="0.7" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${css(style.metal)}"/>
  <stop offset="0.55" stop-color="${css(scale(style.metal, 0.8))}"/><stop offset="1" stop-color="${dark}"/>
</linearGradient>
<radialGradient id="${id}disc" cx="0" cy="0" r="0.54" gradientUnits="userSpaceOnUse">
  <stop offset="0.45" stop-color="#2b2d31"/><stop offset="0.5" stop-color="#5f636a"/><stop offset="0.8" stop-color="#4a4d53"/><stop offset="1" stop-color="#2a2c30"/>
</radialGradient>
<linearGradient id="${id}occlusion" x1="0" y1="-1" x2="0" y2="1" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
</linearGradient>`;
}

function polar(radius: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return [radius * Math.sin(a), -radius * Math.cos(a)];
}

function spoke(angleIn: number, angleOut: number, widthIn: number, widthOut: number): Point[] {
  const inner = 0.19;
  const outer = RIM - 0.02;
  const spread = (radius: number, width: number) => ((width / 2 / radius) * 180) / Math.PI;
  return [
    polar(inner, angleIn - spread(inner, widthIn)),
    polar(outer, angleOut - spread(outer, widthOut)),
    polar(outer, angleOut + spread(outer, widthOut)),
    polar(inner, angleIn + spread(inner, widthIn)),
  ];
}

function spokes(style: WheelStyle, id: string): string {
  const shapes: Point[][] = [];
  const count = style.spokes === 'ten' ? 10 : 5;
  for (let k = 0; k < count; k++) {
    const a = (360 / count) * k + 18;
    if (style.spokes === 'five') shapes.push(spoke(a, a, 0.12, 0.2));
    if (style.spokes === 'ten') shapes.push(spoke(a, a, 0.045, 0.1));
    if (style.spokes === 'double') shapes.push(spoke(a - 5, a - 7, 0.06, 0.085), spoke(a + 5, a + 7, 0.06, 0.085));
  }
  const edge = css(mix(style.metal, [255, 255, 255], 0.75));
  return shapes
    .map(
      (shape) =>
        `<polygon points="${pts(shape)}" transform="translate(0.018 0.024)" fill="#000" fill-opacity="0.45"/>` +
        `<polygon points="${pts(shape)}" fill="url(#${id}metal)" stroke="#000" stroke-opacity="0.35" stroke-width="0.008"/>` +
        `<polyline points="${pts(shape.slice(0, 2))}" stroke="${edge}" stroke-width="0.009" stroke-opacity="0.7" fill="none"/>`,
    )
    .join('');
}

/** The rim, brake and sidewall in the wheel's own frame (unit = tyre radius, y down). */
function rimArt(style: WheelStyle, id: string, rear: boolean): string {
  const holes = Array.from({ length: 12 }, (_, k) => polar(k % 2 ? 0.44 : 0.5, k * 30 + 7))
    .map((p) => `<circle cx="${p[0].toFixed(3)}" cy="${p[1].toFixed(3)}" r="0.018" fill="#2a2c30"/>`)
    .join('');
  const caliperAngle = rear ? -40 : 40;
  const [a, b, c, d] = [polar(0.6, caliperAngle - 30), polar(0.6, caliperAngle + 30), polar(0.41, caliperAngle + 24), polar(0.41, caliperAngle - 24)];
  const caliper = `M${a[0].toFixed(3)} ${a[1].toFixed(3)} A0.6 0.6 0 0 1 ${b[0].toFixed(3)} ${b[1].toFixed(3)} L${c[0].toFixed(3)} ${c[1].toFixed(3)} A0.41 0.41 0 0 0 ${d[0].toFixed(3)} ${d[1].toFixed(3)} Z`;
  const nuts = Array.from({ length: 5 }, (_, k) => polar(0.135, k * 72 + 18))
    .map((p) => `<circle cx="${p[0].toFixed(3)}" cy="${p[1].toFixed(3)}" r="0.024" fill="#2b2d31" stroke="#9aa0a8" stroke-width="0.006"/>`)
    .join('');
  return `<circle r="1" fill="url(#${id}tyre)"/>
<circle r="${RIM}" fill="#1b1c1f"/>
<circle r="0.54" fill="url(#${id}disc)"/>${holes}
<path d="${caliper}" fill="${css(style.caliper)}" stroke="${css(scale(style.caliper, 0.55))}" stroke-width="0.03" stroke-linejoin="round"/>
${spokes(style, id)}
<circle r="${RIM - 0.015}" fill="none" stroke="url(#${id}metal)" stroke-width="0.032"/>
<circle r="${RIM + 0.004}" fill="none" stroke="#0a0a0b" stroke-width="0.012"/>
<circle r="0.21" fill="url(#${id}metal)"/>${nuts}
<circle r="0.085" fill="#141518" stroke="${css(mix(style.metal, [255, 255, 255], 0.5))}" stroke-width="0.012"/>
<circle r="${RIM}" fill="url(#${id}occlusion)"/>`;
}

/** One wheel at axle x, on the near (side = 1) or far (side = -1) side of the car. */
export function wheel(scene: CarScene, style: WheelStyle, x: number, side: 1 | -1, rear: boolean): string {
  const r = scene.shape.wheelRadius;
  const outer = side * (scene.shape.width / 2 - 0.05);
  const inner = outer - side * TYRE_WIDTH;
  const rim: Point[] = [];
  for (let k = 0; k < 40; k++) {
    const a = (k / 40) * Math.PI * 2;
    for (const z of [outer, inner]) rim.push(place(scene, [x + r * Math.cos(a), r + r * Math.sin(a), z]));
  }
  const tread = `<polygon points="${pts(convexHull(rim))}" fill="#0e0f10"/>`;
  if (side === -1) return tread;
  const centre: Vec3 = [x, r, outer];
  const o = place(scene, centre);
  const ex = place(scene, [x + r, r, outer]);
  const ey = place(scene, [x, scene.mirror ? r + r : 0, outer]);
  const matrix = [ex[0] - o[0], ex[1] - o[1], ey[0] - o[0], ey[1] - o[1], o[0], o[1]].map((v) => v.toFixed(3)).join(' ');
  return `${tread}<g transform="matrix(${matrix})">${rimArt(style, scene.id, rear)}</g>`;
}
