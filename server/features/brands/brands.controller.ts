import type { Request, Response } from 'express';
import { BRAND_MESSAGES, BRANDS_PER_PAGE, BRANDS_QUERY, modeloSchema } from '../../contracts/brands.ts';
import { nombreSchema, type NameListAnswer } from '../../contracts/name-lists.ts';
import { route } from '../../contracts/routes.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { flashToast } from '../../lib/flash.ts';
import { loadPage } from '../../lib/pagination.ts';
import { validate } from '../../lib/validation.ts';
import { pathId } from '../../lib/path-id.ts';
import { modeloRow } from './brands.presenter.ts';
import * as queries from './brands.queries.ts';
import * as service from './brands.service.ts';

/** A search box's text from the query: trimmed, at most 100 characters, '' when absent. */
function searchText(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
}

/** One card's page: its own page parameter, the links keeping the other card's query. */
function cardPage<T, R>(
  req: Request,
  options: { search: string; pageParam: string; count: (s: string) => Promise<number>; rows: (s: string, skip: number, take: number) => Promise<R[]>; present: (r: R) => T },
) {
  return loadPage(req, {
    perPage: BRANDS_PER_PAGE,
    pageParam: options.pageParam,
    count: () => options.count(options.search),
    rows: (skip, take) => options.rows(options.search, skip, take),
    present: options.present,
  });
}

/** GET /dashboard/marcaymodelo (MarcasModelos): the two searchable, paginated cards. */
export async function index(req: Request, res: Response) {
  const filters = { buscar_marca: searchText(req.query[BRANDS_QUERY.marcaSearch]), buscar_modelo: searchText(req.query[BRANDS_QUERY.modeloSearch]) };
  const [marcas, modelos, todasMarcas] = await Promise.all([
    cardPage(req, { search: filters.buscar_marca, pageParam: BRANDS_QUERY.marcaPage, count: queries.countMarcas, rows: queries.marcasPage, present: (m) => m }),
    cardPage(req, { search: filters.buscar_modelo, pageParam: BRANDS_QUERY.modeloPage, count: queries.countModelos, rows: queries.modelosPage, present: modeloRow }),
    queries.allMarcas(),
  ]);
  await res.inertia.render('MarcasModelos', { marcas, modelos, todasMarcas, filters });
}

const answer = (res: Response, status: number, message: string) => res.status(status).json({ message } satisfies NameListAnswer);

/** POST /dashboard/marca/create (JSON nombre). */
export async function storeMarca(req: Request, res: Response) {
  const { nombre } = validate(nombreSchema, req.body);
  await service.createMarca(nombre);
  answer(res, 201, BRAND_MESSAGES.brandCreated);
}

/** POST /dashboard/modelo/create (JSON marca_id, nombre). */
export async function storeModelo(req: Request, res: Response) {
  const { marca_id, nombre } = validate(modeloSchema, req.body);
  await service.createModelo(marca_id, nombre);
  answer(res, 201, BRAND_MESSAGES.modelCreated);
}

/** GET /dashboard/marca/edit/{id} (EditarMarca). */
export async function editMarca(req: Request, res: Response) {
  const marca = await queries.findMarca(pathId(req, 'Marca no encontrada.'));
  if (!marca) throw new NotFoundError('Marca no encontrada.');
  await res.inertia.render('EditarMarca', { marca });
}

/** GET /dashboard/modelo/edit/{id} (EditarModelo). */
export async function editModelo(req: Request, res: Response) {
  const modelo = await queries.findModelo(pathId(req, 'Modelo no encontrado.'));
  if (!modelo) throw new NotFoundError('Modelo no encontrado.');
  await res.inertia.render('EditarModelo', { modelo: modeloRow(modelo) });
}

/** POST /dashboard/marca/update/{id} (form nombre): back to the list with the toast. */
export async function updateMarca(req: Request, res: Response) {
  const id = pathId(req, 'Marca no encontrada.');
  const { nombre } = validate(nombreSchema, req.body);
  await service.renameMarca(id, nombre);
  flashToast(req, BRAND_MESSAGES.brandUpdated);
  res.redirect(303, route('marcaymodelo'));
}

/** POST /dashboard/modelo/update/{id} (form nombre): back to the list with the toast. */
export async function updateModelo(req: Request, res: Response) {
  const id = pathId(req, 'Modelo no encontrado.');
  const { nombre } = validate(nombreSchema, req.body);
  await service.renameModelo(id, nombre);
  flashToast(req, BRAND_MESSAGES.modelUpdated);
  res.redirect(303, route('marcaymodelo'));
}

/** DELETE /dashboard/marca/delete/{id}: 400 while cars use it. */
export async function destroyMarca(req: Request, res: Response) {
  await service.deleteMarca(pathId(req, 'Marca no encontrada.'));
  answer(res, 200, BRAND_MESSAGES.brandDeleted);
}

/** DELETE /dashboard/modelo/delete/{id}: 400 while cars use it. */
export async function destroyModelo(req: Request, res: Response) {
  await service.deleteModelo(pathId(req, 'Modelo no encontrado.'));
  answer(res, 200, BRAND_MESSAGES.modelDeleted);
}
