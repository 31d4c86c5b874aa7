import type { Translation } from '../types.ts';

export default {} satisfies Translation<'search'>;
