import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedComponent } from '@inertiajs/react';
import { renderPage } from '../../../resources/js/lib/page-tree.tsx';

function Frame({ children }: { children?: ReactNode }) {
  return <main data-layout="frame">{children}</main>;
}

const Greeting = Object.assign(({ name }: { name: string }) => <p>Hola, {name}</p>, { layout: Frame }) as ResolvedComponent;
const Bare = (({ name }: { name: string }) => <p>Sin marco, {name}</p>) as ResolvedComponent;

describe('renderPage', () => {
  it('puts the page inside the layout it names, with its props', () => {
    const html = renderToString(renderPage({ Component: Greeting, props: { name: 'Ana' }, key: null }));

    expect(html).toBe('<main data-layout="frame"><p>Hola, <!-- -->Ana</p></main>');
  });

  it('renders a page without a layout on its own', () => {
    const html = renderToString(renderPage({ Component: Bare, props: { name: 'Luis' }, key: 7 }));

    expect(html).toBe('<p>Sin marco, <!-- -->Luis</p>');
  });
});
