import type { SharedProps } from './pages.ts';

/** Page props of the two landing pages (spec §2 'Appointment landing page', 'Landing /landing/clasea'). */

/** A landing page's hero background: an image (also the video's poster) and an optional video. */
export interface LandingHero {
  imageUrl: string | null;
  imageSrcset: string | null;
  /** Played only above 768 px (spec §2). */
  videoUrl: string | null;
}

/** The car a landing lead is about (from ?vehicle_id= or ?id=). */
export interface LandingVehicle {
  id: number;
  slug: string;
  /** "BMW X5 xDrive40d". */
  title: string;
}

/** /cita, component Landing: the appointment landing 'Solicitar cita' (spec §2). */
export interface LandingProps extends SharedProps {
  hero: LandingHero | null;
  vehicle: LandingVehicle | null;
  /** The lead's origin from ?origen= or ?origin= (≤ 100 characters), null when none. */
  origen: string | null;
}

export interface CollageImage {
  url: string;
  srcset: string | null;
  alt: string;
}

/** /landing/clasea, component Landing2: the second landing variant (spec §2). */
export interface Landing2Props extends SharedProps {
  hero: LandingHero | null;
  /** Up to four photos for the collage; the page draws placeholders for missing ones. */
  collage: CollageImage[];
  origen: string;
  /** The representative example of the 'Desde 195€/mes' claim, from the finance terms in force; null when they give no credit that low. */
  ejemploFinanciacion: string | null;
}
