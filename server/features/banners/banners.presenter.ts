import type { StaffBanner } from '../../contracts/banners.ts';
import { banner } from '../catalogue/index.ts';
import type { BannerRecord } from './banners.queries.ts';

/** A banner for the Banners screen and the modal's answers: the home's view plus its image's state. */
export function staffBanner(row: BannerRecord): StaffBanner {
  return { ...banner(row), imageProcessing: row.image_original !== null, imageError: row.image_error };
}
