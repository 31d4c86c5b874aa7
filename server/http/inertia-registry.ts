import type { InertiaPages } from '../contracts/page-registry.ts';
import type { SharedProps } from '../contracts/pages.ts';

/**
 * Types res.inertia.render by the page registry of server/contracts: a page name that does not
 * exist, a missing prop or a prop of the wrong type is a compile error in the controller.
 */
declare module '../inertia/types.ts' {
  interface InertiaRegistry {
    pages: InertiaPages;
    shared: SharedProps;
  }
}
