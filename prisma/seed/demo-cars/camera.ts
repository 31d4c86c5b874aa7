import type { Vec3 } from './car-model.ts';

/** A pinhole camera and the small vector kit the demo renderer needs. */

export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const normalize = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

export type Point = readonly [number, number];

export interface Camera {
  eye: Vec3;
  /** Depth of a world point along the view direction (larger = farther). */
  depth(p: Vec3): number;
  /** Screen position of a world point, in pixels. */
  project(p: Vec3): Point;
}

interface CameraOptions {
  target: Vec3;
  /** Degrees around the vertical axis: 0 sees the car's right side, positive moves towards its front. */
  azimuth: number;
  /** Degrees above the horizon. */
  elevation: number;
  distance: number;
}

/** A look-at camera whose image-plane coordinates are later mapped to pixels by `fit`. */
function basis(options: CameraOptions) {
  const a = (options.azimuth * Math.PI) / 180;
  const e = (options.elevation * Math.PI) / 180;
  const t = options.target;
  const eye: Vec3 = [
    t[0] - options.distance * Math.cos(e) * Math.sin(a),
    t[1] + options.distance * Math.sin(e),
    t[2] + options.distance * Math.cos(e) * Math.cos(a),
  ];
  const forward = normalize(sub(t, eye));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const plane = (p: Vec3): Point => {
    const d = sub(p, eye);
    const z = dot(d, forward);
    return [dot(d, right) / z, -dot(d, up) / z];
  };
  return { eye, forward, plane };
}

/**
 * A camera framed so that `subject` points fill `box` (pixels: x, y, width, height), keeping
 * the aspect ratio and centring the points in the box.
 */
export function framedCamera(options: CameraOptions, subject: readonly Vec3[], box: readonly [number, number, number, number]): Camera {
  const { eye, forward, plane } = basis(options);
  const projected = subject.map(plane);
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(box[2] / (maxX - minX), box[3] / (maxY - minY));
  const offsetX = box[0] + box[2] / 2 - scale * ((minX + maxX) / 2);
  const offsetY = box[1] + box[3] / 2 - scale * ((minY + maxY) / 2);
  return {
    eye,
    depth: (p) => dot(sub(p, eye), forward),
    project: (p) => {
      const q = plane(p);
      return [offsetX + scale * q[0], offsetY + scale * q[1]];
    },
  };
}

/** A camera with a fixed scale: `anchor` lands on pixel `at`, and `span` world metres map to `pixels`. */
export function anchoredCamera(options: CameraOptions, anchor: Vec3, at: Point, span: readonly [Vec3, Vec3], pixels: number): Camera {
  const { eye, forward, plane } = basis(options);
  const a = plane(span[0]);
  const b = plane(span[1]);
  const scale = pixels / Math.hypot(b[0] - a[0], b[1] - a[1]);
  const origin = plane(anchor);
  return {
    eye,
    depth: (p) => dot(sub(p, eye), forward),
    project: (p) => {
      const q = plane(p);
      return [at[0] + scale * (q[0] - origin[0]), at[1] + scale * (q[1] - origin[1])];
    },
  };
}
