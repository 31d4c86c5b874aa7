/** The staff panel: tiles, follow-up, activity and conversion. */
export * as dashboard from './dashboard.controller.ts';
