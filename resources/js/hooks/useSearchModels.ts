import { useEffect, useState } from 'react';
import type { Lookup } from '@contracts/pages';
import { route } from '@contracts/routes';
import { callJson } from '@/lib/json-call';
import { parseModelos } from '@/lib/search-models';

/** Whether a brand's models are loaded yet. */
export type ModelsStatus = 'ready' | 'loading' | 'failed';

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
    void callJson('get', route(source, { marca_id: marca }), { signal: controller.signal }).then((answer) => {
      if (!controller.signal.aborted) setLoaded({ marca, modelos: answer.ok ? parseModelos(answer.body) : [], failed: !answer.ok });
    });
    return () => controller.abort();
  }, [marca, source]);

  if (marca === null || loaded?.marca !== marca) return { modelos: [], status: marca === null ? 'ready' : 'loading' };
  return { modelos: loaded.modelos, status: loaded.failed ? 'failed' : 'ready' };
}
