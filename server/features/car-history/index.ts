/** A car's history as staff keep it: the inspection template, each car's inspection, odometer readings and DGT report. */
export * as inspection from './inspection.controller.ts';
export * as inspectionTemplate from './inspection-template.controller.ts';
export * as mileage from './mileage.controller.ts';
export { hasUnexplainedReading } from './mileage.queries.ts';
