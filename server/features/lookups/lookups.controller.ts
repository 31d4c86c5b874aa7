import type { Request, Response } from 'express';
import { nombreSchema, type NameListAnswer } from '../../contracts/name-lists.ts';
import { LOOKUP_LISTS, LOOKUPS_PER_PAGE, lookupMessages, type LookupList } from '../../contracts/lookups.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { pathId } from '../../lib/path-id.ts';
import * as queries from './lookups.queries.ts';
import * as service from './lookups.service.ts';

function listParam(req: Request): LookupList {
  const list = LOOKUP_LISTS.find((name) => name === req.params.lista);
  if (!list) throw new NotFoundError('Lista no encontrada.');
  return list;
}

function idParam(req: Request, list: LookupList): number {
  return pathId(req, lookupMessages(list).notFound);
}

/** GET /dashboard/listas/{lista} (Lista): the list's rows by name, searchable, 10 a page. */
export async function index(req: Request, res: Response) {
  const lista = listParam(req);
  const buscar = typeof req.query.buscar === 'string' ? req.query.buscar.trim().slice(0, 100) : '';
  const filas = await loadPage(req, {
    perPage: LOOKUPS_PER_PAGE,
    count: () => queries.countRows(lista, buscar),
    rows: (skip, take) => service.rowsPage(lista, buscar, skip, take),
    present: (row) => ({ ...row, deletable: row.coches === 0 && !service.isProtected(lista, row.id) }),
  });
  await res.inertia.render('Lista', { lista, filas, filters: { buscar } });
}

const answer = (res: Response, status: number, message: string) => res.status(status).json({ message } satisfies NameListAnswer);

/** POST /dashboard/listas/{lista} (JSON nombre): 201 or 422. */
export async function store(req: Request, res: Response) {
  const lista = listParam(req);
  const { nombre } = validate(nombreSchema, req.body);
  await service.createRow(lista, nombre);
  answer(res, 201, lookupMessages(lista).created);
}

/** GET /dashboard/listas/{lista}/{id}/editar (EditarLista). */
export async function edit(req: Request, res: Response) {
  const lista = listParam(req);
  const fila = await queries.findRow(lista, idParam(req, lista));
  if (!fila) throw new NotFoundError(lookupMessages(lista).notFound);
  await res.inertia.render('EditarLista', { lista, fila });
}

/** POST /dashboard/listas/{lista}/{id} (form nombre): back to the list with the toast, or back with errors. */
export async function update(req: Request, res: Response) {
  const lista = listParam(req);
  const id = idParam(req, lista);
  const { nombre } = validate(nombreSchema, req.body);
  await service.renameRow(lista, id, nombre);
  flashToast(req, lookupMessages(lista).updated);
  res.redirect(303, route('listas.index', { lista }));
}

/** DELETE /dashboard/listas/{lista}/{id}: {message}, or 400 while a car uses it or the code relies on it. */
export async function destroy(req: Request, res: Response) {
  const lista = listParam(req);
  await service.deleteRow(lista, idParam(req, lista));
  answer(res, 200, lookupMessages(lista).deleted);
}
