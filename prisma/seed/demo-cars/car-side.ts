import { normalize, type Point, sub } from './camera.ts';
import { ARCH_GAP, beltAt, sampleRun, vertex } from './car-model.ts';
import { type CarScene, place, pts, shade, sideBand, sideOutline, sidePoint } from './car-render.ts';
import { css, mix, type Rgb, scale } from './color.ts';

/** The near side of a demo car: panel with studio reflections, windows, doors, mirror, arches. */

const x = (scene: CarScene, f: number) => -scene.shape.length / 2 + f * scene.shape.length;

function archTop(scene: CarScene, at: number): number {
  const { shape } = scene;
  const radius = shape.wheelRadius + ARCH_GAP;
  const tops = shape.axles.map((axle) => {
    const dx = at - x(scene, axle);
    return Math.abs(dx) < radius ? shape.wheelRadius + Math.sqrt(radius * radius - dx * dx) : 0;
  });
  return Math.max(shape.sill, ...tops);
}

/** The arch edge at the near side, from its rear foot over the wheel to its front foot. */
function archCurve(scene: CarScene, axle: number, offset: number): Point[] {
  const { shape } = scene;
  const cx = x(scene, axle);
  const radius = shape.wheelRadius + ARCH_GAP + offset;
  const start = Math.asin(Math.min(1, (shape.sill - shape.wheelRadius) / radius));
  return Array.from({ length: 21 }, (_, i) => start + ((Math.PI - 2 * start) * i) / 20).map((a) =>
    sidePoint(scene, cx + radius * Math.cos(a), shape.wheelRadius + radius * Math.sin(a)),
  );
}

function archRing(scene: CarScene, axle: number, inner: number, outer: number): Point[] {
  return [...archCurve(scene, axle, inner), ...archCurve(scene, axle, outer).reverse()];
}

/** Where a near wheel can be seen: through its arch, and anywhere below the sills. */
export function wheelOpening(scene: CarScene, axle: number): Point[] {
  const { shape } = scene;
  const cx = x(scene, axle);
  const reach = shape.wheelRadius + 1.5;
  return [
    ...archCurve(scene, axle, 0),
    sidePoint(scene, cx - reach, shape.sill),
    sidePoint(scene, cx - reach, -3),
    sidePoint(scene, cx + reach, -3),
    sidePoint(scene, cx + reach, shape.sill),
  ];
}

/** Dark wheel wells behind the near wheels. */
export function wheelWells(scene: CarScene): string {
  return scene.shape.axles.map((axle) => `<polygon points="${pts(archRing(scene, axle, -0.25, 0.001))}" fill="#060607"/>`).join('');
}

/** A flat-coloured band of the near side between heights y0(x) and y1(x). */
function band(scene: CarScene, y0: (at: number) => number, y1: (at: number) => number, fill: string, opacity: number): string {
  return `<polygon points="${pts(sideBand(scene, y0, y1))}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** The paint colour of the near side, its normal tilted up by `tilt` (the shoulder above the belt). */
function sideColor(scene: CarScene, tilt = 0): Rgb {
  const view = normalize(sub(vertex(scene.shape, 0, 0.7, 1), scene.camera.eye));
  return shade(scene.paint, 'paint', normalize([0, tilt, 1]), view);
}

/** The side panel with its reflections, door shuts and handles. */
export function sidePanel(scene: CarScene, cladding: boolean): string {
  const { shape, id } = scene;
  const belt = (at: number) => beltAt(shape, at);
  const crease = (at: number) => shape.sill + 0.2 + 0.07 * (at / shape.length + 0.5);
  const base = sideColor(scene);
  const outlinePoints = sideOutline(scene);
  const doors = [Math.max(shape.windows[0]?.[0] ?? 0.36, shape.axles[0] + (shape.wheelRadius + 0.2) / shape.length), ...shape.doorCuts];
  const shuts = doors
    .map((f) => {
      const at = x(scene, f);
      const line = [sidePoint(scene, at, belt(at) - 0.005), sidePoint(scene, at + 0.015, archTop(scene, at + 0.015) + 0.02)];
      return `<polyline points="${pts(line)}" stroke="#000" stroke-opacity="0.6" stroke-width="1.6" fill="none"/>`;
    })
    .join('');
  const handles = doors.slice(1).map((f) => {
    const at = x(scene, f) - 0.2;
    const y = belt(at) - 0.1;
    const quad = [sidePoint(scene, at, y + 0.02), sidePoint(scene, at + 0.17, y + 0.02), sidePoint(scene, at + 0.17, y - 0.015), sidePoint(scene, at, y - 0.015)];
    return `<polygon points="${pts(quad)}" fill="${css(scale(base, 0.7))}" stroke="#000" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round"/>`;
  });
  const floor = -1;
  const clad = cladding
    ? band(scene, () => floor, () => shape.sill + 0.13, '#18191c', 1) +
      shape.axles.map((axle) => `<polygon points="${pts(archRing(scene, axle, 0, 0.085))}" fill="#18191c"/>`).join('')
    : shape.axles.map((axle) => `<polygon points="${pts(archRing(scene, axle, 0, 0.022))}" fill="#000" fill-opacity="0.4"/>`).join('');
  const low = sidePoint(scene, 0, shape.sill);
  const high = sidePoint(scene, 0, belt(0));
  const stops: [number, string, number][] = [[0, '#000', 0.5], [0.14, '#000', 0.22], [0.32, '#000', 0], [0.55, '#fff', 0.05], [0.7, '#000', 0.16], [0.78, '#fff', 0.08], [0.9, '#fff', 0.16], [1, '#fff', 0.04]];
  return `<linearGradient id="${id}panel" x1="${low[0].toFixed(0)}" y1="${low[1].toFixed(0)}" x2="${high[0].toFixed(0)}" y2="${high[1].toFixed(0)}" gradientUnits="userSpaceOnUse">
${stops.map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`).join('')}
</linearGradient>
<clipPath id="${id}side"><polygon points="${pts(outlinePoints)}"/></clipPath>
<polygon points="${pts(outlinePoints)}" fill="${css(base)}"/>
<g clip-path="url(#${id}side)">
${band(scene, (at) => belt(at) - 0.02, () => 3, css(sideColor(scene, 0.5)), 1)}
<polygon points="${pts(sideBand(scene, () => floor, (at) => belt(at) - 0.02))}" fill="url(#${id}panel)"/>
${band(scene, (at) => belt(at) - 0.085, (at) => belt(at) - 0.055, '#fff', 0.22)}
${band(scene, (at) => crease(at), (at) => crease(at) + 0.012, '#fff', 0.16)}
${band(scene, (at) => crease(at) - 0.03, (at) => crease(at), '#000', 0.14)}
${clad}${shuts}${handles.join('')}
</g>`;
}

/** Side windows (daylight opening) with pillars and trim; nothing for an open top. */
export function sideWindows(scene: CarScene, chrome: boolean): string {
  const { shape, id } = scene;
  if (shape.windows.length === 0) return '';
  const contour = sampleRun(shape.windows, shape.length);
  const last = shape.windows.at(-1)!;
  const opening = [...contour.map((p) => sidePoint(scene, p.x, p.y)), sidePoint(scene, x(scene, last[0]), last[1])];
  const ys = opening.map((p) => p[1]);
  const pillars = shape.pillars
    .map((f) => {
      const at = x(scene, f);
      return `<polygon points="${pts([sidePoint(scene, at - 0.05, 0), sidePoint(scene, at + 0.04, 0), sidePoint(scene, at + 0.065, 3), sidePoint(scene, at - 0.03, 3)])}" fill="#0c0d0f"/>`;
    })
    .join('');
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const streak = [sidePoint(scene, x(scene, 0.45), 3), sidePoint(scene, x(scene, 0.6), 3), sidePoint(scene, x(scene, 0.5), 0), sidePoint(scene, x(scene, 0.38), 0)];
  return `<linearGradient id="${id}glass" x1="0" y1="${top.toFixed(0)}" x2="0" y2="${bottom.toFixed(0)}" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#4a5563"/><stop offset="0.35" stop-color="#1a2029"/><stop offset="1" stop-color="#07090c"/>
</linearGradient>
<clipPath id="${id}dlo"><polygon points="${pts(opening)}"/></clipPath>
<polygon points="${pts(opening)}" fill="url(#${id}glass)" stroke="${chrome ? '#c9ced4' : '#0b0c0e'}" stroke-width="${chrome ? 2.2 : 4}" stroke-linejoin="round"/>
<g clip-path="url(#${id}dlo)"><polygon points="${pts(streak)}" fill="#fff" fill-opacity="0.06"/>${pillars}</g>`;
}

/** The door mirror: a body-coloured cap over a black base, on a short arm from the door. */
export function doorMirror(scene: CarScene): string {
  const { shape } = scene;
  const first = shape.windows[0] ?? [shape.runs[1]![0]![0] + 0.04, shape.belt[0]];
  const at = x(scene, first[0]) + 0.06;
  const y = beltAt(shape, at) + 0.03;
  const z = vertex(shape, at, y, 1)[2];
  const cap = (fromY: number, toY: number) => {
    const points: Point[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      points.push(place(scene, [at + 0.03 + 0.19 * t, y + fromY + (toY - fromY) * 0 + 0.01 * Math.sin(Math.PI * t), z + 0.13 - 0.05 * t]));
    }
    for (let i = 10; i >= 0; i--) {
      const t = i / 10;
      points.push(place(scene, [at + 0.03 + 0.19 * t, y + toY - 0.02 * (1 - Math.sin(Math.PI * t)), z + 0.13 - 0.05 * t]));
    }
    return points;
  };
  const arm = [place(scene, [at, y, z]), place(scene, [at + 0.1, y, z]), place(scene, [at + 0.12, y + 0.04, z + 0.1]), place(scene, [at + 0.04, y + 0.04, z + 0.1])];
  const color = sideColor(scene, 0.3);
  return `<polygon points="${pts(arm)}" fill="#0d0e10"/>
<polygon points="${pts(cap(0.02, 0.14))}" fill="${css(color)}" stroke="${css(mix(color, [0, 0, 0], 0.55))}" stroke-width="1" stroke-linejoin="round"/>
<polygon points="${pts(cap(0.02, 0.06))}" fill="#111214"/>`;
}
