/** The stock feed the car portals read (XML and CSV). */
export * as portalFeed from './feed.controller.ts';
