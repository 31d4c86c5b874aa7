/** The staff lookup lists (body types, warranties, fuels, gearboxes). */
export * as lookups from './lookups.controller.ts';
