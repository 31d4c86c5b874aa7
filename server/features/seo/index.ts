/** sitemap.xml and robots.txt. */
export * as seoFiles from './sitemap.controller.ts';
