/** The stock as the public sees it (search, car and brand pages, landing cars), and the one owner of car reads: every other feature reads the cars through here. */
export { carStateIn, countEnquiry, endReservation, lockCar, moveReservedUntil, reserveCar } from './availability.queries.ts';
export {
  availablePublicCar,
  carForTestDrive,
  brandsWithStock,
  type CarColumn,
  carsUsing,
  carsUsingEach,
  type NamedCar,
  namedCars,
  publicCarPrice,
  publicCarsByEstado,
  type SitemapVehicleRow,
  sitemapVehicles,
  withNamedCars,
} from './cars.queries.ts';
export { carSlug } from './car-slug.ts';
export { carCondition } from './history.queries.ts';
export { catalogueLookups } from './catalogue-lookups.ts';
export * as catalogue from './catalogue.controller.ts';
export { banner } from './catalogue.presenter.ts';
export { PHOTO_ORDER } from './catalogue.queries.ts';
export { carCards, carDetails, carForQuote, type QuotedCar, similarCarLines } from './catalogue.service.ts';
export { isHiddenPhoto } from './hidden-photos.ts';
export { collageVehicles, landingVehicle, type LandingVehicleRow } from './landing-cars.queries.ts';
export * as marca from './marca.controller.ts';
export { type FeedRow, feedRows } from './portal-feed.queries.ts';
export { publicCar } from './public-car.ts';
export { listingGroupsSql, searchPageSql } from './search.queries.ts';
export { checkedSearch, searchCars, searchUrl } from './search.service.ts';
export * as segundaMano from './segunda-mano.controller.ts';
export { agingExport, type AgingGroup, agingGroups, countPriceReviews, priceReviews, type ReviewRow } from './stock-aging.queries.ts';
export * as vehicle from './vehicle.controller.ts';
export { startVisitCounter } from './visits.ts';
export * as welcome2 from './welcome2.controller.ts';
