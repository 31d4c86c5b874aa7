import { type BodyShape, outline, type Vec3, vertex } from './car-model.ts';
import { carEnds } from './car-ends.ts';
import { bodySurface, type CarScene, glassStreaks, place, pts } from './car-render.ts';
import { doorMirror, sidePanel, sideWindows, wheelOpening, wheelWells } from './car-side.ts';
import { wheel, wheelDefs, type WheelStyle } from './wheel.ts';

/** One demo car, drawn in layers from far to near, plus its floor shadow. */

export interface CarLook {
  wheels: WheelStyle;
  chromeTrim: boolean;
}

const axleX = (shape: BodyShape, f: number) => -shape.length / 2 + f * shape.length;

/** Points that bound the car, for framing a camera. */
export function carExtent(shape: BodyShape): Vec3[] {
  const points = outline(shape).flatMap((p) => [vertex(shape, p.x, p.y, 1), vertex(shape, p.x, p.y, -1)]);
  const wheels = shape.axles.flatMap((f) => [1, -1].map((side): Vec3 => [axleX(shape, f), 0, (side * shape.width) / 2]));
  return [...points, ...wheels];
}

/** Seat backs with headrests for an open top, each a rounded outline across the car facing forward. */
function seats(scene: CarScene): string {
  const { shape } = scene;
  if (!shape.openTop) return '';
  const seat = axleX(shape, 0.6);
  const outlineAt = (x: number, zc: number) => {
    const back = Array.from({ length: 9 }, (_, i) => {
      const t = i / 8;
      return place(scene, [x, 0.95 + 0.09 * Math.sin(Math.PI * t) ** 0.5, zc - 0.24 + 0.48 * t]);
    });
    const rest = Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (i / 8) * Math.PI;
      return place(scene, [x, 1.1 - 0.1 * Math.sin(a), zc + 0.13 * Math.cos(a)]);
    });
    return [place(scene, [x, 0.88, zc - 0.24]), ...back.slice(0, 3), ...rest, ...back.slice(6), place(scene, [x, 0.88, zc + 0.24])];
  };
  return [-0.42, 0.42]
    .map((s) => {
      const zc = (s * shape.width) / 2;
      return `<polygon points="${pts(outlineAt(seat + 0.12, zc))}" fill="#1c1715"/><polygon points="${pts(outlineAt(seat, zc))}" fill="#3a2e28" stroke="#0c0a09" stroke-width="1.2" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** The car itself. The floor reflection is the same call with `scene.mirror` set. */
export function drawCar(scene: CarScene, look: CarLook): string {
  const { shape } = scene;
  const [front, rear] = shape.axles.map((f) => axleX(shape, f)) as [number, number];
  return [
    `<defs>${wheelDefs(scene, look.wheels)}</defs>`,
    wheel(scene, look.wheels, front, -1, false),
    wheel(scene, look.wheels, rear, -1, true),
    bodySurface(scene),
    glassStreaks(scene),
    seats(scene),
    sidePanel(scene, shape.cladding),
    sideWindows(scene, look.chromeTrim),
    carEnds(scene),
    doorMirror(scene),
    wheelWells(scene),
    ...shape.axles.map((f, i) => {
      const clip = `${scene.id}wheel${i}`;
      return `<clipPath id="${clip}"><polygon points="${pts(wheelOpening(scene, f))}"/></clipPath>
<g clip-path="url(#${clip})">${wheel(scene, look.wheels, axleX(shape, f), 1, i === 1)}</g>`;
    }),
  ].join('\n');
}

/** An ellipse on the floor around (x, z) with half-axes along the car's length and width. */
function floorEllipse(scene: CarScene, x: number, z: number, halfLength: number, halfWidth: number, fill: string): string {
  const c = place(scene, [x, 0, z]);
  const a = place(scene, [x + halfLength, 0, z]);
  const b = place(scene, [x, 0, z + halfWidth]);
  const matrix = [a[0] - c[0], a[1] - c[1], b[0] - c[0], b[1] - c[1], c[0], c[1]].map((v) => v.toFixed(2)).join(' ');
  return `<circle r="1" transform="matrix(${matrix})" fill="${fill}"/>`;
}

/** Soft floor shadow: a wide ambient pool, a darker core and contact patches under the tyres. */
export function carShadow(scene: CarScene, opacity: number): string {
  const { shape, id } = scene;
  const w = shape.width / 2;
  const soft = (name: string, peak: number, knee: number) =>
    `<radialGradient id="${id}${name}"><stop offset="0" stop-color="#000" stop-opacity="${(peak * opacity).toFixed(2)}"/><stop offset="${knee}" stop-color="#000" stop-opacity="${(peak * opacity * 0.6).toFixed(2)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const contacts = shape.axles.flatMap((f) => [w - 0.17, -w + 0.17].map((z) => floorEllipse(scene, axleX(shape, f), z, shape.wheelRadius * 0.9, 0.2, `url(#${id}contact)`)));
  return `<defs>${soft('pool', 0.45, 0.5)}${soft('core', 0.85, 0.7)}${soft('contact', 0.95, 0.35)}</defs>
${floorEllipse(scene, 0, 0, shape.length * 0.66, w * 1.7, `url(#${id}pool)`)}
${floorEllipse(scene, 0, 0, shape.length * 0.54, w * 1.12, `url(#${id}core)`)}
${contacts.join('')}`;
}
