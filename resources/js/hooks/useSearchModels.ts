import { useEffect, useState } from 'react';
import type { Lookup } from '@contracts/pages';
import { route } from '@contracts/routes';
import type { ModelsStatus } from '@/Components/Search/SearchBox';
import { parseModelos } from '@/lib/search-models';

interface Loaded {
  marca: number;
  modelos: Lookup[];
  failed: boolean;
}

/**
 * A brand's models for the home search box, from GET /list/modelos/{marca_id}
 * (spec §7: `{modelos: [{id, nombre}]}`); the staff create form reads /listall/modelos the
 * same way. A newer brand aborts the older request.
 */
export function useSearchModels(marca: number | null, source: 'modelos.list' | 'modelos.listall' = 'modelos.list'): { modelos: Lookup[]; status: ModelsStatus } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (marca === null) return;
    const controller = new AbortController();
    fetch(route(source, { marca_id: marca }), { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setLoaded({ marca, modelos: parseModelos(await response.json()), failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ marca, modelos: [], failed: true });
      });
    return () => controller.abort();
  }, [marca, source]);

  if (marca === null || loaded?.marca !== marca) return { modelos: [], status: marca === null ? 'ready' : 'loading' };
  return { modelos: loaded.modelos, status: loaded.failed ? 'failed' : 'ready' };
}
