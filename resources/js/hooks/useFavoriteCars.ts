import { router } from '@inertiajs/react';
import { useCallback, useEffect, useState } from 'react';
import { MAX_FAVORITES } from '@contracts/favorites';
import type { VehicleCard } from '@contracts/pages';
import { useFavorites } from '@/hooks/useFavorites';
import { useHydrated } from '@/hooks/useHydrated';
import { propsOf } from '@/lib/page-props';

/**
 * The favourites page's cars. The ids live in localStorage, so once hydrated the page asks the
 * server for them with a partial reload of `vehiculos` (?ids=…, the address left as it is), and
 * again only when an id it has not asked about appears. Cards whose heart is turned off leave
 * the list at once; ids a successful answer leaves out are dropped from storage. A failed or
 * cancelled request says so (`failed`) instead of loading for ever, keeps every id and can be
 * asked again (`retry`).
 */
export function useFavoriteCars(vehiculos: VehicleCard[] | null | undefined) {
  const hydrated = useHydrated();
  const { ids, remove } = useFavorites();
  const wanted = ids.slice(0, MAX_FAVORITES).join(',');
  const [answered, setAnswered] = useState<readonly number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const covered = Boolean(vehiculos) && answered !== null && ids.slice(0, MAX_FAVORITES).every((id) => answered.includes(id));

  useEffect(() => {
    if (!hydrated || wanted === '' || covered) return;
    const asked = wanted.split(',').map(Number);
    let succeeded = false;
    router.reload({
      only: ['vehiculos'],
      data: { ids: wanted },
      preserveUrl: true,
      onStart: () => setFailed(false),
      onSuccess: (page) => {
        const cars = propsOf(page, 'Favoritos')?.vehiculos;
        if (!cars) return;
        succeeded = true;
        setAnswered(asked);
        remove(asked.filter((id) => !cars.some((car) => car.id === id)));
      },
      // Handled here (the error state), not by Inertia's error dialog or an unhandled rejection;
      // onFinish also runs for a cancelled request.
      onHttpException: () => false,
      onNetworkError: () => false,
      onFinish: () => {
        if (!succeeded) setFailed(true);
      },
    });
  }, [hydrated, wanted, covered, remove, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return {
    /** False until the browser's list has been read: render a neutral state. */
    ready: hydrated,
    count: ids.length,
    /** The cars still marked, in the order kept; null while the first answer is on its way. */
    cars: vehiculos && answered ? vehiculos.filter((car) => ids.includes(car.id)) : null,
    /** The last request for the cars failed or was cancelled; `retry` asks again. */
    failed,
    retry,
  };
}
