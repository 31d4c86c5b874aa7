import type { Catalog } from '../types.ts';
import common from './common.ts';

export default { common } satisfies Catalog;
