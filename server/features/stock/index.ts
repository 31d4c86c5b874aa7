/** The staff's stock: the vehicle list, forms, photos and video, the CSV export. */
export { makePhotoVariants } from './photo-variants.ts';
export * as stockMedia from './stock-media.controller.ts';
export { checkPhotos, discardPhotoFiles, storeEncodedPhotos } from './stock-photos.ts';
export * as stock from './stock.controller.ts';
export { historyCounts } from './stock-list.queries.ts';
export { insertVehicle, markPhotoFailed, recordPrice, takenSlugs, updateVehicleRow, type VehicleColumns } from './stock.queries.ts';
