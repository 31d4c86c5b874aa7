import { Router, type RequestHandler } from 'express';
import { routes, type RouteName } from '../contracts/routes.ts';
import * as catalogue from '../features/catalogue/catalogue.controller.ts';
import * as vehicle from '../features/catalogue/vehicle.controller.ts';

/** Every named route and its handler chain; paths and methods come from contracts/routes.ts. */
export const handlers: Record<RouteName, RequestHandler[]> = {
  home: [catalogue.home],
  buscar: [catalogue.buscar],
  vehiculo: [vehicle.vehiculo],
};

export function router(): Router {
  const router = Router();
  for (const [name, chain] of Object.entries(handlers) as [RouteName, RequestHandler[]][]) {
    const { method, path } = routes[name];
    router[method](path, ...chain);
  }
  return router;
}
