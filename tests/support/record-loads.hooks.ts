import { appendFileSync } from 'node:fs';
import type { ResolveHook } from 'node:module';

/** Runs on Node's hooks thread: written synchronously, so no line is lost when the process exits. */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(process.env.RECORD_LOADS!, `${resolved.url}\n`);
  return resolved;
};
