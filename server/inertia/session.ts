import type { Request } from 'express';

/**
 * One-off data carried through the session to the next rendered page: validation errors
 * (per error bag) and the v3 page-level flash (the clear-history flag has a cookie of its own:
 * clear-history.ts). Each is pulled
 * (read and removed) when a page is rendered, so it shows exactly once.
 */
export interface InertiaSessionData {
  errors?: Record<string, Record<string, string[]>>;
  flash?: Record<string, unknown>;
}

declare module 'express-session' {
  interface SessionData {
    inertia?: InertiaSessionData;
  }
}

function store(req: Request): InertiaSessionData {
  if (!req.session) throw new Error('The Inertia adapter needs express-session before it');
  req.session.inertia ??= {};
  return req.session.inertia;
}

function pull<K extends keyof InertiaSessionData>(req: Request, key: K): InertiaSessionData[K] {
  const data = req.session?.inertia;
  if (!data || data[key] === undefined) return undefined;
  const value = data[key];
  delete data[key];
  return value;
}

export function flashErrors(req: Request, errors: Record<string, string | string[]>, bag = 'default') {
  const normalised = Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages : [messages]]),
  );
  const data = store(req);
  data.errors = { ...data.errors, [bag]: { ...data.errors?.[bag], ...normalised } };
}

export function flashData(req: Request, values: Record<string, unknown>) {
  const data = store(req);
  data.flash = { ...data.flash, ...values };
}

/** Validation errors as props.errors: first message per field, scoped as in reference §1.5. */
export function pullErrors(req: Request): Record<string, unknown> {
  const bags = pull(req, 'errors');
  if (!bags) return {};
  const firsts = Object.fromEntries(
    Object.entries(bags).map(([bag, fields]) => [
      bag,
      Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])),
    ]),
  );
  const requested = req.get('X-Inertia-Error-Bag');
  if (firsts.default && requested) return { [requested]: firsts.default };
  if (firsts.default) return firsts.default;
  return firsts;
}

export const pullFlash = (req: Request) => pull(req, 'flash');
