/** The stock import from CSV and photo archives, run as background jobs. */
export { startImportJobs } from './import-jobs.ts';
export * as stockImport from './import.controller.ts';
export { importStock } from './import.service.ts';
