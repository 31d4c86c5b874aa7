import sharp from 'sharp';
import { anchoredCamera, type Camera, framedCamera } from './camera.ts';
import { carExtent, type CarLook, carShadow, drawCar } from './car.ts';
import { type BodyShape, bodyShape } from './car-model.ts';
import type { CarScene } from './car-render.ts';
import { demoRandom, paintColor, type Rgb } from './color.ts';
import type { Random } from '../random.ts';
import { renderInterior } from './interior.ts';
import { backdrop, caption, STUDIOS, type Studio, vignette } from './studio.ts';

/**
 * Demo photography generated locally (no network), deterministic by seed: studio shots of a
 * stylised 3D car drawn as SVG and rendered by sharp. Used by the seeder through the real
 * photo pipeline, so demo data exercises the same code as staff uploads.
 */

export const DEMO_PHOTO_SIZE = { width: 1600, height: 1067 } as const;
export const DEMO_BANNER_SIZE = { width: 1920, height: 768 } as const;

/** Number of distinct views renderDemoCarPhoto draws; other values wrap around. */
export const DEMO_VIEWS = 5;

export interface DemoCarPhotoOptions {
  seed: number;
  /** '#rrggbb' or a Spanish colour name as stored on the vehicle ('Blanco', 'Azul metalizado'). */
  color: string;
  /** Body type as the lookup list spells it: 'SUV', 'Berlina', 'Coupé', 'Cabrio', 'Familiar', 'Compacto'. */
  body: string;
  /** Caption in the corner, e.g. 'BMW X5'. */
  label: string;
  /** 0 front three-quarter, 1 side, 2 rear three-quarter, 3 dashboard, 4 wheel detail. */
  view: number;
}

/** Wheel design, metal, caliper colour and window trim, picked by the seed. */
function carLook(random: Random): CarLook {
  const metals: Rgb[] = [[206, 211, 218], [120, 125, 133], [58, 61, 66], [176, 180, 186]];
  const calipers: Rgb[] = [[186, 24, 30], [46, 48, 52], [46, 48, 52], [214, 164, 22], [34, 84, 170], [150, 154, 160]];
  return {
    wheels: { spokes: random.pick(['five', 'double', 'ten'] as const), metal: random.pick(metals), caliper: random.pick(calipers) },
    chromeTrim: random.next() < 0.5,
  };
}

/** The car with its floor reflection (faded by a mask) and its shadow, back to front. */
function carLayers(shape: BodyShape, paint: Rgb, look: CarLook, camera: Camera, studio: Studio): string {
  const scene: CarScene = { shape, paint, camera, mirror: false, id: 'car' };
  const reflection: CarScene = { ...scene, mirror: true, id: 'mirror' };
  const ground = camera.project([0, 0, 0])[1];
  return `<defs><linearGradient id="fade" x1="0" y1="${(ground - 40).toFixed(0)}" x2="0" y2="${(ground + 240).toFixed(0)}" gradientUnits="userSpaceOnUse">
  <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>
<mask id="reflectionMask"><rect width="4000" height="4000" fill="url(#fade)"/></mask></defs>
<g opacity="${studio.reflection}" mask="url(#reflectionMask)">${drawCar(reflection, look)}</g>
${carShadow(scene, studio.shadow)}
${drawCar(scene, look)}`;
}

/** Camera for views 0, 1, 2 (framed on the whole car) and 4 (close on the near front wheel). */
function exteriorCamera(shape: BodyShape, view: number, random: Random): Camera {
  const { width, height } = DEMO_PHOTO_SIZE;
  const target = [0, 0.7, 0] as const;
  if (view === 4) {
    const x = -shape.length / 2 + shape.axles[0] * shape.length;
    const wheel = [x, shape.wheelRadius, shape.width / 2] as const;
    const span = [[x, 0, shape.width / 2], [x, 2 * shape.wheelRadius, shape.width / 2]] as const;
    return anchoredCamera({ target: wheel, azimuth: 24 + random.range(-4, 4), elevation: 6, distance: 3.4 }, wheel, [width * 0.47, height * 0.57], span, height * 0.66);
  }
  const extent = carExtent(shape);
  if (view === 1) return framedCamera({ target, azimuth: random.range(-3, 3), elevation: 3, distance: 16 }, extent, [110, 300, width - 220, height * 0.5]);
  const azimuth = (view === 2 ? -1 : 1) * (36 + random.range(-5, 5));
  return framedCamera({ target, azimuth, elevation: 9 + random.range(-2, 2), distance: 13 }, extent, [140, 250, width - 280, height * 0.56]);
}

function svgDocument(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

async function toJpeg(svg: Buffer): Promise<Buffer> {
  return sharp(svg).jpeg({ quality: 90, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** A 1600×1067 JPEG that passes for a dealership studio photo of the described car. */
export async function renderDemoCarPhoto(options: DemoCarPhotoOptions): Promise<Buffer> {
  const { width, height } = DEMO_PHOTO_SIZE;
  const random = demoRandom(options.seed);
  const studio = random.pick(STUDIOS);
  const look = carLook(random);
  const shape = bodyShape(options.body);
  const paint = paintColor(options.color);
  const view = ((Math.trunc(options.view) % DEMO_VIEWS) + DEMO_VIEWS) % DEMO_VIEWS;
  const viewRandom = demoRandom(options.seed * 31 + view);
  if (view === 3) return toJpeg(svgDocument(width, height, renderInterior({ width, height, paint, random: viewRandom, label: options.label })));
  const camera = exteriorCamera(shape, view, viewRandom);
  const horizon = camera.project([0, 0, -7])[1];
  const centre = camera.project([0, 0, 0]);
  const body = [
    backdrop(studio, width, height, horizon, centre),
    carLayers(shape, paint, look, camera, studio),
    vignette(width, height),
    caption(options.label, studio.ink, width, height),
  ].join('\n');
  return toJpeg(svgDocument(width, height, body));
}

const BANNER_PAINTS: readonly Rgb[] = [[18, 19, 22], [24, 34, 52], [58, 62, 68], [70, 14, 20], [200, 203, 208]];

/**
 * A 1920×768 JPEG hero backdrop: a dark, moody studio with a low-key car on the right and
 * empty darkness on the left for the heading the site lays over it. The title is not drawn;
 * it only varies the composition, which is deterministic by seed and title.
 */
export async function renderDemoBanner(options: { seed: number; title: string }): Promise<Buffer> {
  const { width, height } = DEMO_BANNER_SIZE;
  const titleHash = [...options.title].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  const random = demoRandom(options.seed ^ titleHash);
  const shape = bodyShape(random.pick(['SUV', 'Coupé', 'Berlina']));
  const paint = random.pick(BANNER_PAINTS);
  const look = carLook(random);
  const studio: Studio = { wallTop: [6, 7, 9], wallGlow: random.pick([[46, 54, 68], [64, 52, 40], [52, 56, 62]]), floor: [20, 22, 26], ink: '#fff', reflection: 0.3, shadow: 1 };
  const camera = framedCamera(
    { target: [0, 0.7, 0], azimuth: random.pick([1, 1, -1]) * random.range(26, 40), elevation: random.range(3, 6), distance: 12 },
    carExtent(shape),
    [width * 0.42, height * 0.22, width * 0.54, height * 0.66],
  );
  const horizon = camera.project([0, 0, -7])[1];
  const body = [
    backdrop(studio, width, height, horizon, camera.project([0, 0, 0])),
    carLayers(shape, paint, look, camera, studio),
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity="0.82"/><stop offset="0.45" stop-color="#000" stop-opacity="0.35"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/>
</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    vignette(width, height),
  ].join('\n');
  return toJpeg(svgDocument(width, height, body));
}
