/**
 * Brands and models of the back office (MarcasModelos, EditarMarca, EditarModelo): the two
 * searchable, paginated lists, the JSON add and delete calls with the spec's messages, the
 * renames that go back to the list with a toast, duplicates refused ignoring case, and nothing
 * deleted while a car uses it. A rename is a new catalogue version (the search's facet cache).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { BRAND_MESSAGES, BRANDS_PER_PAGE } from '../../../server/contracts/brands.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
const json = { Accept: 'application/json' };

beforeEach(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
});

async function signedIn() {
  const { agent, token } = await staffAgent(app);
  return { agent, headers: { ...json, 'X-CSRF-TOKEN': token }, token };
}

const unusedMarca = async () => {
  const marca = await prisma.marca.create({ data: { nombre: 'Lancia' }, select: { id: true } });
  const modelo = await prisma.modelo.create({ data: { nombre: 'Delta', marca_id: marca.id }, select: { id: true } });
  return { marcaId: marca.id, modeloId: modelo.id };
};

const catalogVersion = async () => (await prisma.$queryRaw<{ version: string }[]>`SELECT version::text AS version FROM catalogo_version`)[0]!.version;

describe('GET /dashboard/marcaymodelo', () => {
  it('lists brands and models (with their brand) by name, paginated, every brand for the add modal', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/dashboard/marcaymodelo').set(inertiaVisit);
    expect(res.body.component).toBe('MarcasModelos');
    const { marcas, modelos, todasMarcas, filters } = res.body.props;
    const names = (await prisma.marca.findMany({ select: { nombre: true }, orderBy: { nombre: 'asc' } })).map((m) => m.nombre);
    expect(todasMarcas.map((m: { nombre: string }) => m.nombre)).toEqual(names);
    expect(marcas.data.map((m: { nombre: string }) => m.nombre)).toEqual(names.slice(0, BRANDS_PER_PAGE));
    expect(modelos.total).toBe(await prisma.modelo.count());
    expect(modelos.data[0]).toEqual({ id: expect.any(Number), nombre: expect.any(String), marca: { id: expect.any(Number), nombre: expect.any(String) } });
    expect(filters).toEqual({ buscar_marca: '', buscar_modelo: '' });
  });

  it('searches each card on its own and pages with its own parameter, keeping the other', async () => {
    const bmw = await prisma.marca.findFirstOrThrow({ where: { nombre: 'BMW' }, select: { id: true } });
    const { agent } = await signedIn();
    const res = await agent.get('/dashboard/marcaymodelo?buscar_marca=bM&buscar_modelo=bmw').set(inertiaVisit);
    expect(res.body.props.marcas.data).toEqual([{ id: bmw.id, nombre: 'BMW' }]);
    const models = res.body.props.modelos.data as { marca: { nombre: string } }[];
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((m) => m.marca.nombre === 'BMW')).toBe(true);

    await prisma.marca.createMany({ data: Array.from({ length: 15 }, (_, i) => ({ nombre: `Zeta ${String(i).padStart(2, '0')}` })) });
    const paged = await agent.get('/dashboard/marcaymodelo?buscar_marca=zeta&page_marcas=2&buscar_modelo=bmw').set(inertiaVisit);
    expect(paged.body.props.marcas.current_page).toBe(2);
    expect(paged.body.props.marcas.data.map((m: { nombre: string }) => m.nombre)).toEqual(['Zeta 10', 'Zeta 11', 'Zeta 12', 'Zeta 13', 'Zeta 14']);
    expect(paged.body.props.marcas.links[0].url).toBe('/dashboard/marcaymodelo?buscar_marca=zeta&buscar_modelo=bmw');
  });
});

describe('adding brands and models', () => {
  it('adds a brand and a model under it, with the spec’s messages', async () => {
    const { agent, headers } = await signedIn();
    const brand = await agent.post('/dashboard/marca/create').set(headers).send({ nombre: '  Alpine ' });
    expect(brand.status).toBe(201);
    expect(brand.body).toEqual({ message: 'Marca agregada exitosamente' });
    const alpine = await prisma.marca.findUniqueOrThrow({ where: { nombre: 'Alpine' }, select: { id: true } });

    const model = await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: alpine.id, nombre: 'A110' });
    expect(model.status).toBe(201);
    expect(model.body).toEqual({ message: 'Modelo agregado exitosamente' });
    expect(await prisma.modelo.findMany({ where: { marca_id: alpine.id }, select: { nombre: true } })).toEqual([{ nombre: 'A110' }]);
  });

  it('requires the model’s brand and name, and a brand’s name', async () => {
    const { agent, headers } = await signedIn();
    const model = await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: '', nombre: '  ' });
    expect(model.status).toBe(422);
    expect(model.body.errors).toEqual({ marca_id: ['Este campo es obligatorio.'], nombre: ['Este campo es obligatorio.'] });
    const brand = await agent.post('/dashboard/marca/create').set(headers).send({});
    expect(brand.status).toBe(422);
    expect(brand.body.errors).toEqual({ nombre: ['Este campo es obligatorio.'] });
  });

  it('refuses a duplicate brand ignoring case, and a duplicate model within its brand only', async () => {
    const { agent, headers } = await signedIn();
    const brand = await agent.post('/dashboard/marca/create').set(headers).send({ nombre: 'bmw' });
    expect(brand.status).toBe(422);
    expect(brand.body.errors).toEqual({ nombre: [BRAND_MESSAGES.brandDuplicate] });

    const bmwModel = await prisma.modelo.findFirstOrThrow({ where: { marca: { nombre: 'BMW' } }, select: { nombre: true, marca_id: true } });
    const twin = await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: bmwModel.marca_id, nombre: bmwModel.nombre.toUpperCase() });
    expect(twin.status).toBe(422);
    expect(twin.body.errors).toEqual({ nombre: [BRAND_MESSAGES.modelDuplicate] });

    const { marcaId } = await unusedMarca();
    const elsewhere = await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: marcaId, nombre: bmwModel.nombre });
    expect(elsewhere.status).toBe(201);
  });

  it('refuses a name that differs only in punctuation or accents, which would share a landing page', async () => {
    const { agent, headers } = await signedIn();
    const landRover = await prisma.marca.upsert({ where: { nombre: 'Land Rover' }, create: { nombre: 'Land Rover' }, update: {}, select: { id: true } });
    const brand = await agent.post('/dashboard/marca/create').set(headers).send({ nombre: 'Land-Rover' });
    expect(brand.status).toBe(422);
    expect(brand.body.errors).toEqual({ nombre: [BRAND_MESSAGES.brandDuplicate] });
    await prisma.modelo.create({ data: { marca_id: landRover.id, nombre: 'Range Rover Évoque' } });
    const model = await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: landRover.id, nombre: 'range-rover evoque' });
    expect(model.status).toBe(422);
    expect(model.body.errors).toEqual({ nombre: [BRAND_MESSAGES.modelDuplicate] });
    expect(await prisma.marca.count({ where: { nombre: 'Land-Rover' } })).toBe(0);
    expect(await prisma.modelo.count({ where: { marca_id: landRover.id, nombre: 'range-rover evoque' } })).toBe(0);
  });

  it('lets only one of two adds sent at once through when their names differ only in case', async () => {
    await expect(prisma.marca.create({ data: { nombre: 'bmw' } })).rejects.toMatchObject({ code: 'P2002' });
    const bmw = await prisma.modelo.findFirstOrThrow({ where: { marca: { nombre: 'BMW' } }, select: { nombre: true, marca_id: true } });
    await expect(prisma.modelo.create({ data: { marca_id: bmw.marca_id, nombre: bmw.nombre.toLowerCase() } })).rejects.toMatchObject({ code: 'P2002' });

    const { agent, headers } = await signedIn();
    const answers = await Promise.all(['Lotus', 'LOTUS'].map((nombre) => agent.post('/dashboard/marca/create').set(headers).send({ nombre })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
    expect(answers.find((res) => res.status === 422)?.body.errors).toEqual({ nombre: [BRAND_MESSAGES.brandDuplicate] });
    expect(await prisma.marca.count({ where: { nombre: { equals: 'lotus', mode: 'insensitive' } } })).toBe(1);
  });

  it("takes '%' and '_' in a name literally: 'X_' is not a twin of 'X5', nor '%' of every brand", async () => {
    const { agent, headers } = await signedIn();
    const { marcaId } = await unusedMarca();
    expect((await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: marcaId, nombre: 'X5' })).status).toBe(201);
    expect((await agent.post('/dashboard/modelo/create').set(headers).send({ marca_id: marcaId, nombre: 'X_' })).status).toBe(201);
    expect((await agent.post('/dashboard/marca/create').set(headers).send({ nombre: '%' })).status).toBe(201);
    const search = await agent.get('/dashboard/marcaymodelo?buscar_modelo=x_').set(inertiaVisit);
    expect(search.body.props.modelos.data.map((row: { nombre: string }) => row.nombre)).toEqual(['X_']);
  });
});

describe('editing brands and models', () => {
  it('shows the edit pages with the current name; unknown ids are 404', async () => {
    const { marcaId, modeloId } = await unusedMarca();
    const { agent } = await signedIn();
    const marca = await agent.get(`/dashboard/marca/edit/${marcaId}`).set(inertiaVisit);
    expect(marca.body).toMatchObject({ component: 'EditarMarca', props: { marca: { id: marcaId, nombre: 'Lancia' } } });
    const modelo = await agent.get(`/dashboard/modelo/edit/${modeloId}`).set(inertiaVisit);
    expect(modelo.body).toMatchObject({ component: 'EditarModelo', props: { modelo: { id: modeloId, nombre: 'Delta', marca: { id: marcaId, nombre: 'Lancia' } } } });
    expect((await agent.get('/dashboard/marca/edit/999999').set(inertiaVisit)).status).toBe(404);
  });

  it('renames both, back to the list with the toast, and starts a new catalogue version', async () => {
    const { marcaId, modeloId } = await unusedMarca();
    const { agent, token } = await signedIn();
    const before = await catalogVersion();
    const marca = await agent.post(`/dashboard/marca/update/${marcaId}`).set({ ...inertiaVisit, 'X-XSRF-TOKEN': token }).send({ nombre: 'Lancia Automobiles' });
    expect(marca.status).toBe(303);
    expect(marca.headers.location).toBe('/dashboard/marcaymodelo');
    expect((await agent.get('/dashboard/marcaymodelo').set(inertiaVisit)).body.props.flash).toMatchObject({ message: 'Marca actualizada exitosamente', bg: 'green' });
    expect(await catalogVersion()).not.toBe(before);

    const modelo = await agent.post(`/dashboard/modelo/update/${modeloId}`).set({ ...inertiaVisit, 'X-XSRF-TOKEN': token }).send({ nombre: 'Delta HF' });
    expect(modelo.headers.location).toBe('/dashboard/marcaymodelo');
    expect((await agent.get('/dashboard/marcaymodelo').set(inertiaVisit)).body.props.flash).toMatchObject({ message: 'Modelo actualizada exitosamente' });
    expect(await prisma.modelo.findUniqueOrThrow({ where: { id: modeloId }, select: { nombre: true, marca: { select: { nombre: true } } } })).toEqual({
      nombre: 'Delta HF',
      marca: { nombre: 'Lancia Automobiles' },
    });
  });

  it('sends an empty or duplicate name back to the form with its error', async () => {
    const { marcaId } = await unusedMarca();
    const { agent, token } = await signedIn();
    const headers = { ...inertiaVisit, 'X-XSRF-TOKEN': token, Host: 'gtcars.test', Referer: `http://gtcars.test/dashboard/marca/edit/${marcaId}` };
    const empty = await agent.post(`/dashboard/marca/update/${marcaId}`).set(headers).send({ nombre: ' ' });
    expect(empty.headers.location).toBe(`/dashboard/marca/edit/${marcaId}`);
    expect((await agent.get(`/dashboard/marca/edit/${marcaId}`).set(inertiaVisit)).body.props.errors).toEqual({ nombre: 'Este campo es obligatorio.' });
    await agent.post(`/dashboard/marca/update/${marcaId}`).set(headers).send({ nombre: 'AUDI' });
    expect((await agent.get(`/dashboard/marca/edit/${marcaId}`).set(inertiaVisit)).body.props.errors).toEqual({ nombre: BRAND_MESSAGES.brandDuplicate });
    expect((await prisma.marca.findUniqueOrThrow({ where: { id: marcaId }, select: { nombre: true } })).nombre).toBe('Lancia');
  });
});

describe('deleting brands and models', () => {
  it('deletes an unused model and brand with the spec’s messages', async () => {
    const { marcaId, modeloId } = await unusedMarca();
    const { agent, headers } = await signedIn();
    const modelo = await agent.delete(`/dashboard/modelo/delete/${modeloId}`).set(headers);
    expect(modelo.status).toBe(200);
    expect(modelo.body).toEqual({ message: 'Modelo eliminado exitosamente' });
    const marca = await agent.delete(`/dashboard/marca/delete/${marcaId}`).set(headers);
    expect(marca.body).toEqual({ message: 'Marca eliminada exitosamente' });
    expect(await prisma.marca.count({ where: { id: marcaId } })).toBe(0);
  });

  it('refuses with 400 while a car uses them, deleted cars included', async () => {
    const car = await prisma.coche.findFirstOrThrow({ select: { id: true, marca_id: true, modelo_id: true } });
    await prisma.coche.update({ where: { id: car.id }, data: { deleted_at: new Date() }, select: { id: true } });
    const { agent, headers } = await signedIn();
    const modelo = await agent.delete(`/dashboard/modelo/delete/${car.modelo_id}`).set(headers);
    expect(modelo.status).toBe(400);
    expect(modelo.body).toEqual({ message: 'No se puede eliminar el Modelo. Existen registros relacionados de Coche.' });
    const marca = await agent.delete(`/dashboard/marca/delete/${car.marca_id}`).set(headers);
    expect(marca.status).toBe(400);
    expect(marca.body).toEqual({ message: 'No se puede eliminar la Marca. Existen registros relacionados de Coche.' });
    expect(await prisma.modelo.count({ where: { id: car.modelo_id } })).toBe(1);
  });

  it('answers 404 for an unknown one', async () => {
    const { agent, headers } = await signedIn();
    expect((await agent.delete('/dashboard/modelo/delete/999999').set(headers)).status).toBe(404);
  });
});
