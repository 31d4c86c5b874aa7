import type { CollageImage, LandingHero, LandingVehicle } from '../../contracts/landing.ts';
import { bannerImage } from '../../media/banners.ts';
import { photoImage } from '../../media/photos.ts';
import { vehicleTitle } from '../../contracts/vehicle.ts';
import type { LandingVehicleRow } from '../catalogue/index.ts';
import type { LandingBannerRow } from './landing.queries.ts';
import type { Locale } from '../../contracts/locales.ts';
import { translator } from '../../i18n/index.ts';

const carTitle = (car: LandingVehicleRow) => vehicleTitle(car);

/** A processed photo of the car as an image, or null while it has none. */
function carImage(car: LandingVehicleRow) {
  const photo = car.fotos[0];
  return photo?.width && photo.height ? photoImage({ id: photo.id, width: photo.width, height: photo.height }) : null;
}

export function bannerHero(row: LandingBannerRow): LandingHero {
  const image = bannerImage(row.image_path);
  return {
    imageUrl: image?.url ?? null,
    imageSrcset: image?.srcset ?? null,
    videoUrl: row.type === 'video' && row.video_path ? `/videos/${encodeURIComponent(row.video_path)}` : null,
  };
}

/** The hero of /cita: the car's first photo when it has one, else the first home banner. */
export function citaHero(car: LandingVehicleRow | null, banner: LandingBannerRow | undefined): LandingHero | null {
  const image = car ? carImage(car) : null;
  if (image) return { imageUrl: image.url, imageSrcset: image.srcset, videoUrl: null };
  return banner ? bannerHero(banner) : null;
}

export function landingVehicle(car: LandingVehicleRow): LandingVehicle {
  return { id: car.id, slug: car.slug, title: carTitle(car) };
}

/** The collage: banner images first (described in the page's language), then car photos, at most `limit`. */
export function collage(banners: LandingBannerRow[], cars: LandingVehicleRow[], limit: number, locale: Locale): CollageImage[] {
  const bannerAlt = translator(locale).t('landing.collage_banner_alt');
  const fromBanners = banners.flatMap((row) => {
    const image = bannerImage(row.image_path);
    return image ? [{ ...image, alt: bannerAlt }] : [];
  });
  const fromCars = cars.flatMap((car) => {
    const image = carImage(car);
    return image ? [{ url: image.url, srcset: image.srcset, alt: carTitle(car) }] : [];
  });
  return [...fromBanners, ...fromCars].slice(0, limit);
}
