import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { type RouteDefinition, routes, type RouteName } from '../../../server/contracts/routes.ts';
import { handlers, router } from '../../../server/http/routes.ts';

/**
 * A route is declared once (contracts/routes.ts: path, method, access, roles, stage) and bound
 * once (http/routes.ts: its handler chain): nothing else lists routes.
 */
const names = Object.keys(routes) as RouteName[];

/** The method and path of every route a router mounts, in mounting order. */
function mounted(stage: Router): string[] {
  return stage.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    return route ? Object.keys(route.methods).map((method) => `${method} ${route.path}`) : [];
  });
}

describe('the route table', () => {
  it('binds exactly one non-empty handler chain to every declared route, and nothing else', () => {
    expect(Object.keys(handlers).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(handlers[name].length, name).toBeGreaterThan(0);
      for (const handler of handlers[name]) expect(typeof handler, name).toBe('function');
    }
  });

  it('marks only public routes sessionless or as account screens', () => {
    const marked = names.filter((name) => {
      const definition: RouteDefinition = routes[name];
      return definition.sessionless || definition.accountScreen;
    });
    expect(marked.filter((name) => (routes[name] as RouteDefinition).access !== undefined)).toEqual([]);
    expect(marked.filter((name) => (routes[name] as RouteDefinition).sessionless && (routes[name] as RouteDefinition).accountScreen)).toEqual([]);
  });

  it('mounts every route once, before sessions when it is sessionless and after them otherwise', () => {
    const sessionless = mounted(router('sessionless'));
    const pages = mounted(router('pages'));
    const expected = (filter: (definition: RouteDefinition) => boolean) =>
      names.filter((name) => filter(routes[name])).map((name) => `${routes[name].method} ${routes[name].path}`);
    expect(sessionless).toEqual(expected((definition) => definition.sessionless === true));
    expect(pages).toEqual(expected((definition) => !definition.sessionless));
  });
});
