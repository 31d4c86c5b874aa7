import type { PageName, PageProps } from '@contracts/page-registry';

/** What a visit answered with, as far as the client reads it. */
export interface AnsweredPage {
  component: string;
  props: object;
}

/**
 * The typed props of the page a visit answered with, or null when it answered with another
 * page (an error page, the login after the session ended), whose props are not these.
 */
export function propsOf<Name extends PageName>(page: AnsweredPage, name: Name): PageProps<Name> | null {
  return page.component === name ? (page.props as unknown as PageProps<Name>) : null;
}
