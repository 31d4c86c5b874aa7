import type { Point } from './camera.ts';
import { sampleRun, vertex } from './car-model.ts';
import { type CarScene, place, pts } from './car-render.ts';

/** Front and rear details of a demo car: lamps, grille, intakes, plates, exhausts. */

type End = 'front' | 'rear';

/** x of the nose (or tail) surface at height y. */
function endX(scene: CarScene, end: End, y: number): number {
  const { shape } = scene;
  const run = end === 'front' ? shape.runs[0]! : shape.runs.at(-1)!;
  const line = sampleRun(run, shape.length);
  let best = end === 'front' ? Infinity : -Infinity;
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    if ((a.y - y) * (b.y - y) > 0 || a.y === b.y) continue;
    const at = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
    best = end === 'front' ? Math.min(best, at) : Math.max(best, at);
  }
  return Number.isFinite(best) ? best : (end === 'front' ? -1 : 1) * (shape.length / 2);
}

/** A point on the nose or tail surface (s = lateral station), or `depth` metres along the near side from it. */
function onEnd(scene: CarScene, end: End, y: number, s: number, depth = 0): Point {
  const inward = end === 'front' ? 1 : -1;
  return place(scene, vertex(scene.shape, endX(scene, end, y) + inward * (depth - 0.004), y, s));
}

function endVisible(scene: CarScene, end: End): boolean {
  const limit = scene.shape.length / 2 - 0.4;
  return end === 'front' ? scene.camera.eye[0] < -limit : scene.camera.eye[0] > limit;
}

/** A lamp from station `inner` across the corner and `wrap` metres along the side. */
function lamp(scene: CarScene, end: End, top: number, bottom: number, inner: number, wrap: number, near: boolean): { shape: Point[]; led: Point[] } {
  const face = endVisible(scene, end);
  const sign = near ? 1 : -1;
  const steps = Array.from({ length: 17 }, (_, i) => i / 16).filter((u) => (face ? true : u >= 0.6) && (near || u <= 0.6));
  const at = (u: number, y: number): Point =>
    u <= 0.6 ? onEnd(scene, end, y, sign * (inner + ((1 - inner) * u) / 0.6)) : onEnd(scene, end, y, sign, ((u - 0.6) / 0.4) * wrap);
  const topAt = (u: number) => top - 0.022 * (1 - u) - 0.02 * Math.max(0, u - 0.6) * 2.5;
  const bottomAt = (u: number) => bottom + 0.02 * (1 - u) + 0.035 * Math.max(0, u - 0.6) * 2.5;
  return {
    shape: [...steps.map((u) => at(u, topAt(u))), ...[...steps].reverse().map((u) => at(u, bottomAt(u)))],
    led: steps.map((u) => at(u, topAt(u) - 0.014)),
  };
}

function lamps(scene: CarScene, end: End, top: number, bottom: number): string {
  const front = end === 'front';
  return [true, false]
    .map((near) => {
      const { shape, led } = lamp(scene, end, top, bottom, front ? 0.52 : 0.48, front ? 0.34 : 0.24, near);
      if (shape.length < 4) return '';
      const body = front ? '#14171c' : '#4a0709';
      const light = front ? '#f2f8ff' : '#ff3a35';
      const glow = front ? '#bfe0ff' : '#ff1e1e';
      return `<polygon points="${pts(shape)}" fill="${body}" stroke="#050506" stroke-width="1.2" stroke-linejoin="round"/>
<polyline points="${pts(led)}" fill="none" stroke="${glow}" stroke-opacity="0.35" stroke-width="7" stroke-linecap="round"/>
<polyline points="${pts(led)}" fill="none" stroke="${light}" stroke-width="2.4" stroke-linecap="round"/>`;
    })
    .join('');
}

/** A patch of the end surface between stations ±width and heights bottom..top. */
function panel(scene: CarScene, end: End, width: number, top: number, bottom: number): Point[] {
  const ss = Array.from({ length: 13 }, (_, i) => -width + (2 * width * i) / 12);
  return [...ss.map((s) => onEnd(scene, end, top, s)), ...[...ss].reverse().map((s) => onEnd(scene, end, bottom, s))];
}

function plate(scene: CarScene, end: End, centre: number): string {
  const half = 0.26 / (scene.shape.width / 2);
  const body = panel(scene, end, half, centre + 0.055, centre - 0.055);
  const bandSign = end === 'front' ? -1 : 1;
  const band = [onEnd(scene, end, centre + 0.05, bandSign * half), onEnd(scene, end, centre + 0.05, bandSign * (half - 0.05)), onEnd(scene, end, centre - 0.05, bandSign * (half - 0.05)), onEnd(scene, end, centre - 0.05, bandSign * half)];
  return `<polygon points="${pts(body)}" fill="#eeeeea" stroke="#1b1c1e" stroke-width="1.2"/><polygon points="${pts(band)}" fill="#1f4fa8"/>`;
}

function exhaust(scene: CarScene, s: number, y: number): string {
  const ring = (radius: number) =>
    Array.from({ length: 18 }, (_, i) => {
      const a = (i / 18) * Math.PI * 2;
      return onEnd(scene, 'rear', y + radius * Math.sin(a), s + (radius * Math.cos(a)) / (scene.shape.width / 2), -0.01);
    });
  return `<polygon points="${pts(ring(0.05))}" fill="#9ea3aa"/><polygon points="${pts(ring(0.038))}" fill="#0b0b0c"/>`;
}

/** Everything on the visible ends of the car; lamp wraps show on the near side too. */
export function carEnds(scene: CarScene): string {
  const { shape } = scene;
  const hoodEdge = shape.runs[0]![3]![1];
  const bumper = shape.runs[0]![1]![1];
  const deck = shape.runs.at(-1)![0]![1];
  const parts: string[] = [];
  if (endVisible(scene, 'front')) {
    parts.push(
      `<polygon points="${pts(panel(scene, 'front', 0.66, shape.sill + 0.13, shape.sill + 0.03))}" fill="#0b0c0e" stroke="#2a2c30" stroke-width="1.5"/>`,
      `<polygon points="${pts(panel(scene, 'front', 0.38, hoodEdge - 0.05, bumper + 0.02))}" fill="#08090a" stroke="#a3a9b1" stroke-width="3" stroke-linejoin="round"/>`,
      ...[1, 2, 3, 4, 5, 6].map((k) => {
        const y = bumper + 0.02 + (k / 7) * (hoodEdge - 0.07 - bumper);
        return `<polyline points="${pts(panel(scene, 'front', 0.36, y, y).slice(0, 13))}" fill="none" stroke="#7b8189" stroke-opacity="0.6" stroke-width="1.4"/>`;
      }),
      plate(scene, 'front', (shape.sill + bumper) / 2 + 0.03),
    );
  }
  if (endVisible(scene, 'rear')) {
    parts.push(
      `<polygon points="${pts(panel(scene, 'rear', 0.7, shape.sill + 0.13, shape.sill))}" fill="#0e0f11"/>`,
      plate(scene, 'rear', deck - 0.36),
      exhaust(scene, 0.66, shape.sill + 0.075),
      exhaust(scene, -0.66, shape.sill + 0.075),
      `<polyline points="${pts(panel(scene, 'rear', 0.5, deck - 0.075, deck - 0.075).slice(0, 13))}" fill="none" stroke="#ff3a35" stroke-opacity="0.8" stroke-width="1.6"/>`,
    );
  }
  parts.push(lamps(scene, 'front', hoodEdge - 0.02, hoodEdge - 0.14), lamps(scene, 'rear', deck - 0.05, deck - 0.15));
  return parts.join('');
}
