import { router } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { MAX_FAVORITES } from '@contracts/favorites';
import type { VehicleCard } from '@contracts/pages';
import { useFavorites } from '@/hooks/useFavorites';
import { useHydrated } from '@/hooks/useHydrated';

/**
 * The favourites page's cars. The ids live in localStorage, so once hydrated the page asks the
 * server for them with a partial reload of `vehiculos` (?ids=…, the address left as it is), and
 * again only when an id it has not asked about appears. Cards whose heart is turned off leave
 * the list at once; ids the server no longer knows are dropped from storage.
 */
export function useFavoriteCars(vehiculos: VehicleCard[] | null | undefined) {
  const hydrated = useHydrated();
  const { ids, remove } = useFavorites();
  const wanted = ids.slice(0, MAX_FAVORITES).join(',');
  const [answered, setAnswered] = useState<readonly number[] | null>(null);
  const covered = Boolean(vehiculos) && answered !== null && ids.slice(0, MAX_FAVORITES).every((id) => answered.includes(id));

  useEffect(() => {
    if (!hydrated || wanted === '' || covered) return;
    const asked = wanted.split(',').map(Number);
    router.reload({
      only: ['vehiculos'],
      data: { ids: wanted },
      preserveUrl: true,
      onSuccess: (page) => {
        const cars = (page.props.vehiculos ?? []) as VehicleCard[];
        setAnswered(asked);
        remove(asked.filter((id) => !cars.some((car) => car.id === id)));
      },
    });
  }, [hydrated, wanted, covered, remove]);

  return {
    /** False until the browser's list has been read: render a neutral state. */
    ready: hydrated,
    count: ids.length,
    /** The cars still marked, in the order kept; null while the first answer is on its way. */
    cars: vehiculos && answered ? vehiculos.filter((car) => ids.includes(car.id)) : null,
  };
}
