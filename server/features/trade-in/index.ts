/** 'Tasamos tu coche': trade-in requests with their photos. */
export { existingLeadPhotos, markLeadPhotoFailed, processingLeadPhotos } from './lead-photos.queries.ts';
export { leadPhotoFile, makeLeadPhoto } from './lead-photos.ts';
export * as tradeIn from './trade-in.controller.ts';
export { sendTradeInAck } from './trade-in.service.ts';
