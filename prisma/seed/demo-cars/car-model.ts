/**
 * Parametric car bodies for the demo images: a side profile per body type (metres, x from the
 * front bumper to the rear, y up from the ground), extruded across the car's width with rounded
 * ends, shoulders and tumblehome into a 3D surface that car-render.ts projects and shades.
 */

export type Material = 'paint' | 'glass' | 'trim' | 'cabin' | 'under';
export type Vec3 = readonly [number, number, number];

export type Key = readonly [f: number, y: number, material?: Material];

export interface BodyShape {
  length: number;
  width: number;
  wheelRadius: number;
  axles: readonly [front: number, rear: number];
  sill: number;
  /** Beltline height at the A-pillar and at the rear of the side windows. */
  belt: readonly [number, number];
  /** Upper outline, front bottom to rear bottom, as runs joined by creases. */
  runs: readonly (readonly Key[])[];
  /** Side window opening (fraction of length, height); empty for an open top. */
  windows: readonly Key[];
  /** Fractions of the length where a door ends (the first begins at the A-pillar). */
  doorCuts: readonly number[];
  pillars: readonly number[];
  cladding: boolean;
  openTop: boolean;
}

const SEDAN_NOSE: readonly Key[] = [[0.016, 0.24], [0.002, 0.36], [0, 0.52], [0.012, 0.665], [0.05, 0.74], [0.13, 0.795], [0.23, 0.825], [0.345, 0.87]];
const COUPE_NOSE: readonly Key[] = [[0.016, 0.2], [0.002, 0.31], [0, 0.44], [0.014, 0.575], [0.06, 0.68], [0.15, 0.78], [0.28, 0.815], [0.405, 0.85]];
const COUPE_TAIL: readonly Key[] = [[0.9, 0.94], [0.975, 0.945], [0.996, 0.9], [1, 0.72], [0.995, 0.45], [0.985, 0.26], [0.965, 0.2]];

const SHAPES: Record<string, BodyShape> = {
  berlina: {
    length: 4.85, width: 1.88, wheelRadius: 0.365, axles: [0.178, 0.775], sill: 0.24, belt: [0.9, 0.99],
    runs: [
      SEDAN_NOSE,
      [[0.345, 0.87, 'glass'], [0.47, 1.3], [0.56, 1.405], [0.66, 1.4, 'glass'], [0.725, 1.33, 'glass'], [0.855, 1.0]],
      [[0.855, 1.0], [0.965, 1.02], [0.994, 0.98], [1, 0.88], [0.996, 0.6], [0.99, 0.4], [0.978, 0.27], [0.96, 0.24]],
    ],
    windows: [[0.383, 0.925], [0.478, 1.255], [0.56, 1.35], [0.66, 1.345], [0.745, 1.2], [0.815, 0.985]],
    doorCuts: [0.585, 0.76], pillars: [0.585], cladding: false, openTop: false,
  },
  suv: {
    length: 4.92, width: 1.98, wheelRadius: 0.41, axles: [0.172, 0.785], sill: 0.36, belt: [1.12, 1.2],
    runs: [
      [[0.016, 0.36], [0.002, 0.5], [0, 0.7], [0.012, 0.9], [0.05, 0.97], [0.13, 1.02], [0.25, 1.065], [0.33, 1.1]],
      [[0.33, 1.1, 'glass'], [0.45, 1.62], [0.56, 1.72], [0.82, 1.71], [0.93, 1.67, 'glass'], [0.985, 1.3]],
      [[0.985, 1.3], [0.997, 1.15], [1, 0.85], [0.996, 0.55], [0.984, 0.4], [0.965, 0.36]],
    ],
    windows: [[0.365, 1.16], [0.458, 1.575], [0.55, 1.665], [0.9, 1.655], [0.95, 1.61], [0.962, 1.22]],
    doorCuts: [0.57, 0.79], pillars: [0.57, 0.84], cladding: true, openTop: false,
  },
  coupe: {
    length: 4.7, width: 1.9, wheelRadius: 0.37, axles: [0.185, 0.77], sill: 0.2, belt: [0.86, 0.92],
    runs: [
      COUPE_NOSE,
      [[0.405, 0.85, 'glass'], [0.535, 1.215], [0.605, 1.285], [0.675, 1.26, 'glass'], [0.8, 1.06], [0.9, 0.94]],
      COUPE_TAIL,
    ],
    windows: [[0.44, 0.89], [0.54, 1.17], [0.605, 1.235], [0.67, 1.215], [0.785, 1.02], [0.79, 0.925]],
    doorCuts: [0.64], pillars: [], cladding: false, openTop: false,
  },
  cabrio: {
    length: 4.6, width: 1.88, wheelRadius: 0.365, axles: [0.185, 0.765], sill: 0.2, belt: [0.86, 0.9],
    runs: [
      COUPE_NOSE,
      [[0.405, 0.85, 'glass'], [0.51, 1.14, 'trim'], [0.525, 1.12, 'trim'], [0.54, 0.9, 'cabin'], [0.78, 0.9], [0.82, 0.95]],
      [[0.82, 0.95], [0.975, 0.945], [0.996, 0.9], [1, 0.72], [0.995, 0.45], [0.985, 0.26], [0.965, 0.2]],
    ],
    windows: [], doorCuts: [0.655], pillars: [], cladding: false, openTop: true,
  },
  familiar: {
    length: 4.9, width: 1.88, wheelRadius: 0.36, axles: [0.176, 0.77], sill: 0.24, belt: [0.9, 0.99],
    runs: [
      SEDAN_NOSE,
      [[0.345, 0.87, 'glass'], [0.47, 1.3], [0.56, 1.41], [0.9, 1.395], [0.955, 1.35, 'glass'], [0.99, 1.04]],
      [[0.99, 1.04], [0.999, 0.88], [1, 0.6], [0.99, 0.4], [0.978, 0.27], [0.96, 0.24]],
    ],
    windows: [[0.383, 0.925], [0.478, 1.255], [0.56, 1.355], [0.915, 1.345], [0.955, 1.29], [0.965, 0.99]],
    doorCuts: [0.585, 0.765], pillars: [0.585, 0.79], cladding: false, openTop: false,
  },
  compacto: {
    length: 4.3, width: 1.8, wheelRadius: 0.345, axles: [0.165, 0.8], sill: 0.25, belt: [0.94, 1.04],
    runs: [
      [[0.016, 0.25], [0.002, 0.38], [0, 0.54], [0.014, 0.7], [0.06, 0.78], [0.14, 0.835], [0.22, 0.87], [0.3, 0.91]],
      [[0.3, 0.91, 'glass'], [0.45, 1.37], [0.54, 1.46], [0.78, 1.44], [0.86, 1.39, 'glass'], [0.965, 1.06]],
      [[0.965, 1.06], [0.99, 0.96], [1, 0.7], [0.995, 0.45], [0.982, 0.29], [0.962, 0.25]],
    ],
    windows: [[0.34, 0.975], [0.455, 1.33], [0.54, 1.41], [0.77, 1.395], [0.84, 1.33], [0.86, 1.06]],
    doorCuts: [0.59, 0.79], pillars: [0.59], cladding: false, openTop: false,
  },
};

/** The shape for a body-type name as the lookup list spells it ('SUV', 'Coupé', 'Berlina' …). */
export function bodyShape(body: string): BodyShape {
  const key = body.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const alias = Object.keys(SHAPES).find((name) => key.includes(name)) ?? (/todo|4x4|crossover/.test(key) ? 'suv' : 'berlina');
  const shape = SHAPES[alias];
  if (!shape) throw new Error(`Unknown body ${alias}`);
  return shape;
}

export interface OutlinePoint {
  x: number;
  y: number;
  material: Material;
}

/** Samples a run of keys with a Catmull-Rom spline, about every 4.5 cm. */
export function sampleRun(keys: readonly Key[], length: number): OutlinePoint[] {
  const points = keys.map(([f, y]) => [-length / 2 + f * length, y] as const);
  const out: OutlinePoint[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const steps = Math.max(4, Math.ceil(Math.hypot(p2[0] - p1[0], p2[1] - p1[1]) / 0.045));
    const material = keys[i]?.[2] ?? 'paint';
    for (let step = 0; step < steps; step++) {
      const t = step / steps;
      const spline = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t);
      out.push({ x: spline(p0[0], p1[0], p2[0], p3[0]), y: spline(p0[1], p1[1], p2[1], p3[1]), material });
    }
  }
  return out;
}

/** Clearance between the tyre and its wheel arch. */
export const ARCH_GAP = 0.045;

const roofs = new WeakMap<BodyShape, number>();
function roofHeight(shape: BodyShape): number {
  let roof = roofs.get(shape);
  if (roof === undefined) {
    roof = Math.max(...shape.runs[1]!.map((key) => key[1]));
    roofs.set(shape, roof);
  }
  return roof;
}

const outlines = new WeakMap<BodyShape, OutlinePoint[]>();

/** The closed side outline: the upper runs, then the underside with its two wheel arches. */
export function outline(shape: BodyShape): OutlinePoint[] {
  const cached = outlines.get(shape);
  if (cached) return cached;
  const upper = shape.runs.flatMap((run) => sampleRun(run, shape.length));
  const lastKey = shape.runs.at(-1)?.at(-1);
  if (lastKey) upper.push({ x: -shape.length / 2 + lastKey[0] * shape.length, y: lastKey[1], material: 'under' });
  const archRadius = shape.wheelRadius + ARCH_GAP;
  const arches = [...shape.axles].reverse().flatMap((axle) => {
    const cx = -shape.length / 2 + axle * shape.length;
    const start = Math.asin(Math.min(1, (shape.sill - shape.wheelRadius) / archRadius));
    const points: OutlinePoint[] = [];
    for (let i = 0; i <= 24; i++) {
      const angle = start + ((Math.PI - 2 * start) * i) / 24;
      points.push({ x: cx + archRadius * Math.cos(angle), y: shape.wheelRadius + archRadius * Math.sin(angle), material: 'under' });
    }
    return points;
  });
  const points = [...upper, ...arches];
  outlines.set(shape, points);
  return points;
}

/** Lateral stations (-1 = far side, 1 = near side), dense near the edges where the body rolls over. */
const HALF_STATIONS = [0.12, 0.24, 0.36, 0.48, 0.6, 0.7, 0.79, 0.86, 0.92, 0.96, 0.985, 1];
export const STATIONS = [...HALF_STATIONS.map((s) => -s).reverse(), 0, ...HALF_STATIONS];

const smooth = (t: number) => {
  const k = Math.min(1, Math.max(0, t));
  return k * k * (3 - 2 * k);
};

export function beltAt(shape: BodyShape, x: number): number {
  const t = (x / shape.length + 0.5 - 0.35) / 0.5;
  return shape.belt[0] + (shape.belt[1] - shape.belt[0]) * Math.min(1, Math.max(0, t));
}

/**
 * The 3D point of profile point (x, y) at lateral station s: the body narrows above the belt
 * (tumblehome) and tucks under at the sill, the top rolls down towards the sides, and the
 * corners are rounded in plan view.
 */
export function vertex(shape: BodyShape, x: number, y: number, s: number): Vec3 {
  const belt = shape.belt[0];
  const roof = roofHeight(shape);
  const halfWidth =
    (shape.width / 2) * (1 - 0.21 * smooth((y - belt) / (roof - belt))) * (1 - 0.045 * smooth((shape.sill + 0.22 - y) / 0.22));
  const crown = 0.035 * smooth((y - belt + 0.3) / 0.3) * s * s;
  const end = Math.abs(x) - (shape.length / 2 - 0.6);
  const round = (x < 0 ? 0.16 : 0.12) * smooth(end / 0.6) * Math.abs(s) ** 3;
  return [x - Math.sign(x) * round, y - crown, s * halfWidth];
}
