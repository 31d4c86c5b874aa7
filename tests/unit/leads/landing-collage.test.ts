/** The Clase A landing's collage: banner photos described in the page's language, then the cars by name. */
import { describe, expect, it } from 'vitest';
import { collage } from '../../../server/features/leads/landing.presenter.ts';
import type { LandingBannerRow } from '../../../server/features/leads/landing.queries.ts';

const banner = (id: number): LandingBannerRow => ({ id, type: 'image', image_path: `banners/${id}.jpg`, video_path: null });

describe('the collage', () => {
  it('describes a banner photo in the page’s language', () => {
    expect(collage([banner(3)], [], 6, 'es').map((image) => image.alt)).toEqual(['Coche premium en el concesionario']);
    expect(collage([banner(3)], [], 6, 'en').map((image) => image.alt)).toEqual(['A premium car at the showroom']);
    expect(collage([banner(3), banner(4)], [], 6, 'de')).toEqual([
      expect.objectContaining({ url: expect.stringContaining('banners/3'), alt: 'Premium-Fahrzeug im Autohaus' }),
      expect.objectContaining({ url: expect.stringContaining('banners/4'), alt: 'Premium-Fahrzeug im Autohaus' }),
    ]);
  });
});
