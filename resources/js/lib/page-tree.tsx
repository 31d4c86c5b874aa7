import type { PageProps } from '@inertiajs/core';
import type { ResolvedComponent } from '@inertiajs/react';
import { memo, type ComponentType, type ReactNode } from 'react';

/** Every page in Pages/ sets `layout` to one of the components in Layouts/, or to nothing. */
type PageLayout = ComponentType<{ children?: ReactNode }>;

interface PageTreeProps {
  Component: ResolvedComponent;
  props: PageProps;
  pageKey: number | null;
}

/**
 * The page inside its layout. Memoised: Inertia's root renders a second time right after
 * hydration (its layout-props store reads differently on the client than on the server), and
 * with the same page, props and key React then skips the whole tree instead of rendering it
 * again on a phone's main thread. A visit brings new props or a new key and renders as usual;
 * shared data read with usePage() still updates through its context. The layout keeps its
 * place across visits, so it persists as Inertia's persistent layouts do.
 */
const PageTree = memo(function PageTree({ Component, props, pageKey }: PageTreeProps) {
  const page = <Component key={pageKey} {...props} />;
  const Layout = Component.layout as PageLayout | undefined;
  return Layout ? <Layout>{page}</Layout> : page;
});

/** Inertia's `children` render function for its App, on the server and in the browser. */
export function renderPage({ Component, props, key }: { Component: ResolvedComponent; props: PageProps; key: number | null }): ReactNode {
  return <PageTree Component={Component} props={props} pageKey={key} />;
}
