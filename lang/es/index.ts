import common from './common.ts';

/** The Spanish catalogue: the source every other language translates (lang/types.ts). */
export default { common };
