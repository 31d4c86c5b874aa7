import type { PageName, PageProps } from '@contracts/page-registry';

/**
 * The typed props of the page a visit answered with, or null when it answered with another
 * page (an error page, the login after the session ended), whose props are not these.
 */
export function propsOf<Name extends PageName>(page: { component: string; props: object }, name: Name): PageProps<Name> | null {
  return page.component === name ? (page.props as unknown as PageProps<Name>) : null;
}
