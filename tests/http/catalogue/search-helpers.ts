import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { BuscarProps } from '../../../server/contracts/pages.ts';
import { inertiaVisit } from '../../support/app.ts';

/** An Inertia visit of /buscar{query}: asserts a 200 Buscar page object and returns its props. */
export async function buscar(app: Express, query = ''): Promise<BuscarProps> {
  const res = await request(app).get(`/buscar${query}`).set(inertiaVisit);
  expect(res.status, `GET /buscar${query}`).toBe(200);
  expect(res.body.component).toBe('Buscar');
  return res.body.props as BuscarProps;
}

/** The ids of every result of a search, following its 'Siguiente' links page by page. */
export async function allResultIds(app: Express, query = ''): Promise<number[]> {
  const ids: number[] = [];
  let url: string | null = `/buscar${query}`;
  for (let guard = 0; url !== null && guard < 50; guard++) {
    const res = await request(app).get(url).set(inertiaVisit);
    expect(res.status, url).toBe(200);
    const { entradas } = res.body.props as BuscarProps;
    ids.push(...entradas.data.map((car) => car.id));
    url = entradas.links.at(-1)?.url ?? null;
  }
  return ids;
}
