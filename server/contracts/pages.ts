import type { Imperfeccion, InspeccionResumen, LecturaKmPublica } from './car-history.ts';
import type { Empresa } from './company.ts';
import type { I18nProps } from './i18n.ts';
import type { FinanceTerms } from './finance.ts';
import type { PriceStatement } from './pricing.ts';
import type { Rol } from './staff-roles.ts';
import type { SearchFilters } from './search.ts';

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
  rol: Rol;
}

/** Props every page receives (shared by the Inertia middleware). */
export interface SharedProps {
  appName: string;
  /** The dealership's details ('Datos de la empresa'), for the header, footer and contact links. */
  empresa: Empresa;
  auth: { user: AuthUser | null };
  flash: FlashToast | null;
  errors: Record<string, string>;
  /** A public page's language and messages (server/i18n); the back office's pages have none. */
  i18n?: I18nProps;
}

export interface Lookup {
  id: number;
  nombre: string;
}

/** Responsive image set for one photo; URLs under /storage. */
export interface PhotoImage {
  id: number;
  /** Compressed JPEG, at most 1920 px wide: the fallback for browsers without WebP/AVIF. */
  url: string;
  thumbUrl: string;
  /** Intrinsic size of the compressed JPEG (for width/height attributes). */
  width: number;
  height: number;
  /** WebP srcset, e.g. "/storage/vehiculos/responsive/12-480.webp 480w, …". */
  srcset: string;
  /** AVIF srcset, same widths: "/storage/vehiculos/responsive/12-480.avif 480w, …". */
  avifSrcset: string;
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
  /** 'Precio rebajado': the lowest cash price of the 30 days before the current one, which is lower (contracts/price-drop.ts); else null. */
  precioAnterior: number | null;
  /** Offer price when above 0, otherwise precio: the price financed and sorted on. */
  effectivePrice: number;
  /** "desde X €/mes": the monthly payment with the default finance terms, in euros; null when sold or not offered on credit. */
  cuota: number | null;
  estado_id: 1 | 2 | 3;
  /** The branch the car is at (contracts/site.ts branchById). */
  sede_id: number;
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

/** A page listing cards: the note their "desde X €/mes*" asterisks lead to (contracts/finance-disclosure.ts). */
export interface ListingFinance {
  notaFinanciacion: string;
}

export interface HomeProps extends SharedProps, ListingFinance {
  banners: Banner[];
  ultimas: VehicleCard[];
  /** The home search box's options: facets and bounds with no filter applied. */
  search: SearchOptions;
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

/** A filter option with the number of cars matching it together with the other current filters. */
export interface FacetOption extends Lookup {
  count: number;
}

/** Slider bounds (public-site §3), from the cars of the current listing (unsold, or sold). */
export interface SearchBounds {
  min_price: number;
  max_price: number;
  min_kilometros: number;
  max_kilometros: number;
  min_year: number;
  max_year: number;
}

/** What the search box needs to draw its selects and sliders. */
export interface SearchOptions extends SearchBounds {
  marcas: FacetOption[];
  /** The selected brand's models; [] when no brand is chosen. */
  modelos: FacetOption[];
  combustibles: FacetOption[];
  cambios: FacetOption[];
  carrocerias: FacetOption[];
  /** The DGT labels (contracts/vehicle.ts DGT_LABELS), each with its count. */
  etiquetas: FacetOption[];
  /** The branches (contracts/site.ts), each with its count. */
  sedes: FacetOption[];
}

export interface BuscarProps extends SharedProps, SearchOptions, ListingFinance {
  entradas: Paginated<VehicleCard>;
  /** The filters as the server understood and clamped them (see contracts/search.ts). */
  filters: SearchFilters;
}

/** A link to a narrower listing, with the number of cars it shows: 'Serie 3 (4)'. */
export interface ListingLink {
  nombre: string;
  href: string;
  count: number;
}

/** /marca/{brand}: one brand's cars (available and reserved). */
export interface MarcaProps extends SharedProps, ListingFinance {
  marca: Lookup & { slug: string };
  migas: Crumb[];
  /** The brand's models in stock, each to its landing page. */
  modelos: ListingLink[];
  entradas: Paginated<VehicleCard>;
  seo: PageSeo;
}

/** A step of a landing page's breadcrumb; the last one is the page itself (href null). */
export interface Crumb {
  nombre: string;
  href: string | null;
}

/**
 * /coches-segunda-mano/{marca}/{modelo} and /coches-segunda-mano/{isla}: the unsold cars of one
 * model, or of the branches of one island, as an indexable landing page.
 */
export interface SegundaManoProps extends SharedProps, ListingFinance {
  /** What the page gathers: a brand's model, or an island and its branches (contracts/site.ts). */
  ambito: { tipo: 'modelo'; marca: Lookup; modelo: Lookup } | { tipo: 'isla'; isla: string; sedes: number[] };
  migas: Crumb[];
  /** The heading, and the sentence under it. */
  titulo: string;
  intro: string;
  /** The same cars in the search, to narrow them further. */
  buscarUrl: string;
  /** Related listings: the brand's other models, or the brands on the island. */
  enlaces: { titulo: string; items: ListingLink[] };
  entradas: Paginated<VehicleCard>;
  seo: PageSeo;
}

/** /favoritos: the cars whose ids the visitor keeps in localStorage, in the order kept. */
export interface FavoritosProps extends SharedProps, ListingFinance {
  /** null without ?ids=1,2,3; with it, an optional prop: absent from a full visit, sent to the partial reload that asks for it. */
  vehiculos?: VehicleCard[] | null;
}

/** /comparar?ids=…: the cars compared side by side, in the order picked. */
export interface CompararProps extends SharedProps, ListingFinance {
  /** null without ?ids= (the page then asks for the browser's list); else the cars shown, [] when all those named are gone. */
  ids: number[] | null;
  coches: VehicleDetail[];
}

/** Server-built SEO data; URLs absolute (APP_URL). */
export interface PageSeo {
  title: string;
  description: string;
  /** The page's address in its language (the same as its i18n.address). */
  canonical: string;
  /** Open Graph / Twitter image. */
  image: { url: string; width: number; height: number; alt: string } | null;
  /** JSON-LD documents, serialised by the server (safe inside <script>: '<' escaped). */
  jsonLd: string[];
}

export interface VehiclePhoto extends PhotoImage {
  orden: number;
}

export interface VehicleVideo {
  id: number;
  filename: string;
  /** /videos/{filename} */
  url: string;
}

/** A vehicle on its page (public-site §2 "Vehicle detail", §3 fields). */
export interface VehicleDetail extends VehicleCard {
  color: string;
  carroceria: Lookup;
  garantia: Lookup;
  cilindrada: number | null;
  cilindros: number | null;
  marchas: number | null;
  plazas: number;
  puertas: number;
  emisiones: number | null;
  /** 1 Cero, 2 ECO, 3 B, 4 C; null shows no label. */
  eco_id: 1 | 2 | 3 | 4 | null;
  /** Same as estado_id (the spec names both). */
  coche_estado: 1 | 2 | 3;
  /** Staff's free-text notes on equipment, shown in 'Características generales' when present. */
  caracteristicas: string | null;
}

export interface VehicleProps extends SharedProps, ListingFinance {
  coche: VehicleDetail;
  /** The car's price (contracts/pricing.ts): the figures, what it includes, the extras and the guarantees; null once sold. */
  precio: PriceStatement | null;
  fotos: VehiclePhoto[];
  video: VehicleVideo | null;
  seo: PageSeo;
  /** Absolute URL of this page, for the share links. */
  shareUrl: string;
  /** The dealership's finance terms, for the calculator (its default deposit and term give "desde X €/mes"). */
  financiacion: FinanceTerms;
  /** This car's representative example (its "desde X €/mes*"), with the default terms; null when sold or not offered on credit. */
  ejemploFinanciacion: string | null;
  /** Up to 4 cars like this one (same body type or brand, close price, available first). */
  similares: VehicleCard[];
  /** Whether 'Reservar' takes the deposit online (card or Bizum through the bank's gateway) and holds the car once paid. */
  reservaOnline: boolean;
  /** 'Revisado en N puntos': the car's inspection in figures (its checklist loads on demand); null when it has none. */
  inspeccion: InspeccionResumen | null;
  /** The odometer readings by day, each below an earlier one with its explanation; [] when none were entered. */
  lecturas_km: LecturaKmPublica[];
  /** The DGT report's URL when staff made it public; null otherwise. */
  informe_dgt: string | null;
  /** The imperfections staff marked on the car's photos, by photo and then as marked. */
  imperfecciones: Imperfeccion[];
}

/**
 * The second home (spec §2, route '/inicio'): one hero banner (the first video banner, else the
 * first banner) at 668 px, the made-to-order card, the newest cars and the appointment form.
 */
export interface Welcome2Props extends SharedProps, ListingFinance {
  banner: Banner | null;
  ultimas: VehicleCard[];
  /** The brands of the appointment form's car choice. */
  marcas: Lookup[];
}
