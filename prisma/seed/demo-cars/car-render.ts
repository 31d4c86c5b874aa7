import { type Camera, cross, dot, normalize, type Point, sub } from './camera.ts';
import { type BodyShape, type Material, outline, type OutlinePoint, STATIONS, type Vec3, vertex } from './car-model.ts';
import { css, mix, type Rgb, scale, WHITE } from './color.ts';

/** Everything one drawing of a car needs; `mirror` draws the floor reflection. */
export interface CarScene {
  shape: BodyShape;
  paint: Rgb;
  camera: Camera;
  mirror: boolean;
  /** Unique id prefix for gradients and clip paths. */
  id: string;
}

/** SVG `points` attribute text. */
export const pts = (points: readonly Point[]): string => points.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' ');

/** A world point as drawn: mirrored in the floor for the reflection pass. */
export function place(scene: CarScene, p: Vec3): Point {
  return scene.camera.project(scene.mirror ? [p[0], -p[1], p[2]] : p);
}

/** A profile point (x, y) on the body surface at lateral station s (1 = near side), as drawn. */
export function sidePoint(scene: CarScene, x: number, y: number, s = 1): Point {
  return place(scene, vertex(scene.shape, x, y, s));
}

/**
 * Brightness the paint picks up from the studio in the direction a surface reflects the view:
 * the dark floor, a bright cyclorama joint at the horizon, the wall, two tall softboxes either
 * side and one overhead. Their edges give the paint its crisp, glossy reflections.
 */
function environment(normal: Vec3, view: Vec3): number {
  const k = 2 * dot(view, normal);
  const r: Vec3 = [view[0] - k * normal[0], view[1] - k * normal[1], view[2] - k * normal[2]];
  const azimuth = (Math.atan2(r[0], -r[2]) * 180) / Math.PI;
  const inside = (value: number, from: number, to: number, soft: number) =>
    Math.min(ramp((value - from) / soft), ramp((to - value) / soft));
  const wall = 0.3 + 0.2 * Math.max(0, r[1]);
  const horizon = inside(r[1], -0.05, 0.06, 0.03);
  const softboxes = inside(r[1], 0.02, 0.7, 0.1) * Math.max(inside(azimuth, 24, 52, 9), inside(azimuth, -74, -50, 9));
  const overhead = ramp((r[1] - 0.72) / 0.16);
  const floor = ramp((-0.02 - r[1]) / 0.06);
  const lit = Math.max(wall + (0.55 - wall) * horizon, softboxes, 0.95 * overhead);
  return lit + (0.1 - lit) * floor;
}

const ramp = (t: number) => Math.min(1, Math.max(0, t));
const reflectY = (normal: Vec3, view: Vec3) => view[1] - 2 * dot(view, normal) * normal[1];

const GLASS: Rgb = [14, 18, 24];
const TRIM: Rgb = [12, 13, 15];
const CABIN: Rgb = [40, 30, 26];

/** Shaded colour of a body surface with outward `normal`, seen along `view`. */
export function shade(paint: Rgb, material: Material, normal: Vec3, view: Vec3): Rgb {
  const key = normalize([0.15, 1, 0.3]);
  const diffuse = Math.max(0, dot(normal, key));
  const facing = Math.abs(dot(normal, view));
  const fresnel = (1 - facing) ** 3;
  const env = environment(normal, view);
  if (material === 'glass') return mix(GLASS, [150, 162, 176], (0.08 + 0.3 * fresnel) * ramp((reflectY(normal, view) + 0.1) / 0.8));
  if (material === 'trim' || material === 'under') return mix(TRIM, [90, 94, 100], env * 0.35);
  if (material === 'cabin') return scale(CABIN, 0.6 + 0.5 * diffuse);
  const lit = scale(paint, 0.45 + 0.6 * diffuse);
  return mix(lit, scale(WHITE, env), 0.04 + 0.22 * fresnel + 0.15 * env * env);
}

interface Face {
  points: Point[];
  depth: number;
  color: string;
}

/** The visible body surface strips, far to near; the faint floor reflection gets half the resolution. */
function bodyFaces(scene: CarScene, line: readonly OutlinePoint[]): Face[] {
  const { shape, camera } = scene;
  const faces: Face[] = [];
  const sign = scene.mirror ? -1 : 1;
  const world = (p: OutlinePoint, s: number): Vec3 => {
    const v = vertex(shape, p.x, p.y, s);
    return scene.mirror ? [v[0], -v[1], v[2]] : v;
  };
  const stride = scene.mirror ? 2 : 1;
  const stations = STATIONS.filter((_, j) => j % stride === 0);
  for (let i = 0; i < line.length; i += stride) {
    const a = line[i]!;
    const b = line[Math.min(i + stride, line.length) % line.length]!;
    for (let j = 0; j < stations.length - 1; j++) {
      const quad = [world(a, stations[j]!), world(b, stations[j]!), world(b, stations[j + 1]!), world(a, stations[j + 1]!)] as const;
      const normal = normalize(cross(sub(quad[3], quad[0]), sub(quad[1], quad[0]))).map((c) => c * sign) as unknown as Vec3;
      const centre: Vec3 = [
        (quad[0][0] + quad[2][0]) / 2,
        (quad[0][1] + quad[2][1]) / 2,
        (quad[0][2] + quad[2][2]) / 2,
      ];
      const view = normalize(sub(centre, camera.eye));
      if (dot(normal, view) >= 0) continue;
      const glassEdge = Math.abs(stations[j]!) > 0.86 || Math.abs(stations[j + 1]!) > 0.86;
      const material = a.material === 'glass' && glassEdge ? 'paint' : a.material;
      const unmirrored: Vec3 = scene.mirror ? [normal[0], -normal[1], normal[2]] : normal;
      faces.push({
        points: quad.map((q) => camera.project(q)),
        depth: camera.depth(centre),
        color: css(shade(scene.paint, material, unmirrored, view)),
      });
    }
  }
  return faces.sort((x, y) => y.depth - x.depth);
}

/** Grows a face by about a pixel all round so that neighbouring faces leave no hairline seams. */
function bleed(points: Point[]): Point[] {
  const cx = points.reduce((sum, p) => sum + p[0], 0) / points.length;
  const cy = points.reduce((sum, p) => sum + p[1], 0) / points.length;
  return points.map((p) => {
    const d = Math.hypot(p[0] - cx, p[1] - cy) || 1;
    return [p[0] + ((p[0] - cx) / d) * 1.1, p[1] + ((p[1] - cy) / d) * 1.1];
  });
}

/** SVG for the body strips (top, nose, tail, roof) as seen by the camera. */
export function bodySurface(scene: CarScene): string {
  return bodyFaces(scene, outline(scene.shape))
    .map((face) => `<polygon points="${pts(scene.mirror ? face.points : bleed(face.points))}" fill="${face.color}"/>`)
    .join('');
}

/** The near side panel's outline in screen space (its upper edge and its arches). */
export function sideOutline(scene: CarScene): Point[] {
  return outline(scene.shape).map((p) => sidePoint(scene, p.x, p.y));
}

/** A band of the near side between heights y0 and y1 (following the body), as a polygon. */
export function sideBand(scene: CarScene, y0: (x: number) => number, y1: (x: number) => number, s = 1): Point[] {
  const half = scene.shape.length / 2;
  const xs = Array.from({ length: 25 }, (_, i) => -half + (i / 24) * scene.shape.length);
  return [...xs.map((x) => sidePoint(scene, x, y0(x), s)), ...xs.reverse().map((x) => sidePoint(scene, x, y1(x), s))];
}

/** Soft diagonal reflections across the windscreen and rear window, when they face the camera. */
export function glassStreaks(scene: CarScene): string {
  const line = outline(scene.shape);
  const runs: OutlinePoint[][] = [];
  line.forEach((p, i) => {
    if (p.material !== 'glass') return;
    if (line[i - 1]?.material !== 'glass') runs.push([]);
    runs.at(-1)?.push(p, line[i + 1] ?? p);
  });
  return runs
    .map((run) => {
      const a = run[0]!;
      const b = run.at(-1)!;
      const normal = normalize([b.y - a.y, a.x - b.x, 0]);
      const mid = vertex(scene.shape, (a.x + b.x) / 2, (a.y + b.y) / 2, 0);
      if (dot(normal, sub(mid, scene.camera.eye)) >= 0) return '';
      const streak = (from: number, width: number, opacity: number) => {
        const edge = (offset: number) => run.map((p, i) => sidePoint(scene, p.x, p.y, from + offset + (0.3 * i) / run.length));
        return `<polygon points="${pts([...edge(0), ...edge(width).reverse()])}" fill="#fff" fill-opacity="${opacity}"/>`;
      };
      return streak(-0.55, 0.22, 0.11) + streak(-0.2, 0.08, 0.08);
    })
    .join('');
}
