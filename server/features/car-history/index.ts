/** A car's history as staff keep it: the inspection template, each car's inspection, odometer readings, DGT report and the imperfections on its photos. */
export * as imperfections from './imperfections.controller.ts';
export * as inspection from './inspection.controller.ts';
export * as inspectionTemplate from './inspection-template.controller.ts';
export * as mileage from './mileage.controller.ts';
export { carImperfections } from './imperfections.queries.ts';
export { carsWithUnexplainedReadings, hasUnexplainedReading } from './mileage.queries.ts';
export { markDetailFailed, processingDetails } from './details.queries.ts';
export { discardOrphanDetails, makeDetailPhoto } from './details.service.ts';
