import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';

/**
 * A name list: brands, models and the lookup lists (back-office §5, §7) are each a list of rows
 * with one field, `nombre`, added in a modal, renamed on their own page and deleted from the list.
 */

export const nombre = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(100, { error: 'Máximo 100 caracteres.' });

/** Add and rename a brand, a model's rename, a lookup row: one field, nombre. */
export const nombreSchema = z.object({ nombre });

/** What the JSON calls of a name list answer. */
export interface NameListAnswer {
  message: string;
}
