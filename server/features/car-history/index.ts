/** A car's history as staff keep it: the inspection template, each car's inspection. */
export * as inspection from './inspection.controller.ts';
export * as inspectionTemplate from './inspection-template.controller.ts';
