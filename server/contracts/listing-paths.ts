import { route } from './routes.ts';
import type { Island } from './site.ts';
import { slugify } from './slug.ts';

/** A name as a path segment: its slug, or the name itself when it has nothing to make one of. */
const segment = (name: string) => slugify(name) || name;

/** The path of a model's landing page: /coches-segunda-mano/bmw/serie-3. */
export const modelLandingPath = (marca: string, modelo: string) => route('segunda_mano.modelo', { marca: segment(marca), modelo: segment(modelo) });

/** The path of an island's landing page: /coches-segunda-mano/gran-canaria. */
export const islandLandingPath = (island: Island) => route('segunda_mano.isla', { isla: island.slug });
