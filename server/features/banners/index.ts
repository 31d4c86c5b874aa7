/** The home banners staff manage, and their image variants. */
export { makeBannerVariants } from './banner-variants.ts';
export * as banners from './banners.controller.ts';
export { markBannerImageFailed } from './banners.queries.ts';
