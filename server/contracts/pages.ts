/**
 * Page-prop contracts shared by the server presenters and the React pages.
 * The server's presenters must return exactly these shapes (plain JSON: numbers, strings,
 * ISO dates). The client imports these types only.
 */

/** The spec's flash toast: message, bg (colour) and id. */
export interface FlashToast {
  id: string;
  message: string;
  bg: 'green' | 'red' | 'yellow' | 'blue';
}

export interface AuthUser {
  id: number;
  name: string;
  email: string;
}

/** Props every page receives (shared by the Inertia middleware). */
export interface SharedProps {
  appName: string;
  auth: { user: AuthUser | null };
  flash: FlashToast | null;
  errors: Record<string, string>;
  [key: string]: unknown;
}

export interface Lookup {
  id: number;
  nombre: string;
}

/** Responsive image set for one photo; URLs under /storage. */
export interface PhotoImage {
  id: number;
  /** Compressed JPEG, at most 1920 px wide. */
  url: string;
  thumbUrl: string;
  /** WebP srcset, e.g. "/storage/vehiculos/responsive/12-480.webp 480w, …". */
  srcset: string;
}

/** A vehicle as shown on a card (public-site §2 "Vehicle card", §4 display rules). */
export interface VehicleCard {
  id: number;
  slug: string;
  nombre: string;
  marca: Lookup;
  modelo: Lookup;
  year: number;
  kilometros: number;
  potencia: number;
  combustible: Lookup;
  cambio: Lookup;
  precio: number;
  precio_oferta: number | null;
  /** The latest (original) price; equal to precio. */
  latestPrice: number;
  /** Offer price when above 0, otherwise precio. */
  effectivePrice: number;
  estado_id: 1 | 2 | 3;
  thumbnailUrl: string;
  image: PhotoImage | null;
}

export interface Banner {
  id: number;
  type: 'image' | 'video';
  imageUrl: string | null;
  imageSrcset: string | null;
  videoUrl: string | null;
  button_text: string;
  button_link: string;
  order: number;
}

export interface HomeProps extends SharedProps {
  banners: Banner[];
  ultimas: VehicleCard[];
}

export interface ErrorPageProps extends SharedProps {
  status: number;
  message?: string;
}

/** One pagination link (public-site §3): url null when disabled. */
export interface PaginationLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Paginated<T> {
  data: T[];
  links: PaginationLink[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface BuscarProps extends SharedProps {
  entradas: Paginated<VehicleCard>;
}
