import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkName } from '../../../scripts/build/chunks.ts';

/**
 * A small module graph: the entry, three public pages, three staff pages and a lazily loaded
 * component, each module listing what it imports.
 */
const js = (file: string) => `/app/resources/js/${file}`;
const GRAPH: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }> = {
  [js('app.tsx')]: { imports: [js('lib/inertia-config.ts')], entry: true },
  [js('lib/inertia-config.ts')]: { imports: ['/app/server/contracts/site.ts'] },
  '/app/server/contracts/site.ts': {},
  [js('Layouts/PublicLayout.tsx')]: { imports: [js('Components/SiteHeader.tsx'), '/app/server/contracts/site.ts'] },
  [js('Layouts/StaffLayout.tsx')]: { imports: [js('Components/Staff/UserMenu.tsx')] },
  [js('Components/SiteHeader.tsx')]: { imports: [js('Components/icons.tsx')] },
  [js('Components/Staff/UserMenu.tsx')]: { imports: [js('Components/icons.tsx')] },
  [js('Components/icons.tsx')]: {},
  [js('Components/SearchBox.tsx')]: {},
  [js('Components/Gallery.tsx')]: { lazy: [js('Components/GalleryCarousel.tsx')] },
  [js('Components/GalleryCarousel.tsx')]: { imports: [js('Components/Slide.tsx')] },
  [js('Components/Slide.tsx')]: {},
  [js('Pages/Welcome.tsx')]: { imports: [js('Layouts/PublicLayout.tsx'), js('Components/SearchBox.tsx')] },
  [js('Pages/Buscar.tsx')]: { imports: [js('Layouts/PublicLayout.tsx'), js('Components/SearchBox.tsx'), js('Components/Gallery.tsx')] },
  [js('Pages/Marca.tsx')]: { imports: [js('Layouts/PublicLayout.tsx')] },
  [js('Pages/Dashboard.tsx')]: { imports: [js('Layouts/StaffLayout.tsx')] },
  [js('Pages/Vehiculos.tsx')]: { imports: [js('Layouts/StaffLayout.tsx'), js('Components/Staff/Table.tsx')] },
  [js('Pages/Banners.tsx')]: { imports: [js('Layouts/StaffLayout.tsx'), js('Components/Staff/Table.tsx'), js('Components/Messages.ts')] },
  [js('Components/Staff/Table.tsx')]: {},
  [js('Pages/Tasacion.tsx')]: { imports: [js('Layouts/PublicLayout.tsx'), js('Components/FormSend.ts')] },
  [js('Pages/Vehicle.tsx')]: { imports: [js('Layouts/PublicLayout.tsx')], lazy: [js('Components/ContactModal.tsx'), js('Components/ReserveModal.tsx')] },
  [js('Components/ContactModal.tsx')]: { imports: [js('Components/FormSend.ts'), js('Components/Messages.ts')] },
  [js('Components/ReserveModal.tsx')]: { imports: [js('Components/FormSend.ts'), js('Components/Messages.ts')] },
  [js('Components/FormSend.ts')]: {},
  [js('Components/Messages.ts')]: {},
};

function context(): ChunkingContext {
  const info = (id: string): ModuleInfo | null => {
    const node = GRAPH[id];
    if (!node) return null;
    const importers = Object.keys(GRAPH).filter((other) => GRAPH[other]!.imports?.includes(id));
    const dynamicImporters = Object.keys(GRAPH).filter((other) => GRAPH[other]!.lazy?.includes(id));
    return { id, isEntry: node.entry ?? false, importers, dynamicImporters, importedIds: node.imports ?? [] } as unknown as ModuleInfo;
  };
  return { getModuleInfo: info };
}

describe('client chunks', () => {
  it('puts the code three or more pages share in the site chunk when a public page is one, even when staff pages use it too', () => {
    expect(chunkName(js('Layouts/PublicLayout.tsx'), context())).toBe('site');
    expect(chunkName(js('Components/icons.tsx'), context())).toBe('site');
  });

  it('keeps the code one public page shares with lazy components out of the other public pages', () => {
    expect(chunkName(js('Components/FormSend.ts'), context())).toBe('Tasacion_shared');
  });

  it('gives the public dialogs the code they share with staff pages in a chunk of their own, never the staff one', () => {
    expect(chunkName(js('Components/Messages.ts'), context())).toBe('dialogs');
  });

  it('keeps code only staff pages share out of the public pages, in the staff chunk', () => {
    expect(chunkName(js('Layouts/StaffLayout.tsx'), context())).toBe('staff');
    expect(chunkName(js('Components/Staff/UserMenu.tsx'), context())).toBe('staff');
  });

  it('gives the code only two pages share a chunk of their own, which no other page loads', () => {
    expect(chunkName(js('Components/SearchBox.tsx'), context())).toBe('Buscar_Welcome');
    expect(chunkName(js('Components/Staff/Table.tsx'), context())).toBe('Banners_Vehiculos');
  });

  it('leaves what the entry imports in the entry', () => {
    expect(chunkName(js('lib/inertia-config.ts'), context())).toBeNull();
    expect(chunkName('/app/server/contracts/site.ts', context())).toBeNull();
  });

  it('leaves what one page or one lazy module uses with it', () => {
    expect(chunkName(js('Components/Gallery.tsx'), context())).toBeNull();
    expect(chunkName(js('Components/Slide.tsx'), context())).toBeNull();
  });
});
