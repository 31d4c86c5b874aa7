import { db } from '../../db/client.ts';
import { cardSelect } from '../catalogue/catalogue.queries.ts';

/** The public cars (active, not removed; sold ones too) among `ids`, as card rows, in no particular order. */
export function favoriteCards(ids: readonly number[]) {
  return db().coche.findMany({
    select: cardSelect,
    where: { id: { in: [...ids] }, activo: true, deleted_at: null },
  });
}
