/**
 * A production install without the demo: the migration alone installs the fixed lookups with the
 * spec's ids, so right after `npm run user:create` staff can add a brand, a model and a car.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMBIOS, CARROCERIAS, COMBUSTIBLES, GARANTIAS } from '../../../prisma/seed/brands-and-lookups.ts';
import { VEHICLE_CREATED_MESSAGE } from '../../../server/contracts/stock-forms.ts';
import { createAccount } from '../../../server/features/auth/auth.service.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { installFixedLookups, resetDatabase } from '../../support/db.ts';
import { staffAgent } from '../../support/staff.ts';
import { type Agent, createFields, postMultipart } from './stock-helpers.ts';

const { app, prisma } = useTestApp();
const OWNER = { name: 'Marta Déniz', email: 'marta@concesionario.es', password: 'clave-segura-2026' };
let agent: Agent;
let token: string;

const byId = { select: { id: true, nombre: true }, orderBy: { id: 'asc' } } as const;
const asRows = (list: readonly (readonly [number, string])[]) => list.map(([id, nombre]) => ({ id, nombre }));

beforeAll(async () => {
  await resetDatabase(prisma);
  await createAccount(OWNER, { verified: true, onlyIfFirst: false, rol: 'administracion' });
  ({ agent, token } = await staffAgent(app, OWNER));
});

describe('fixed lookups on a database without the demo', () => {
  it('has the spec ids: combustibles 1, 2, 4, 9; cambios 1, 2; the body types and warranties', async () => {
    expect(await prisma.combustible.findMany(byId)).toEqual([
      { id: 1, nombre: 'Gasolina' }, { id: 2, nombre: 'Diesel' }, { id: 4, nombre: 'Eléctrico' }, { id: 9, nombre: 'Híbrido Enchufable' },
    ]);
    expect(await prisma.cambio.findMany(byId)).toEqual([{ id: 1, nombre: 'Automático' }, { id: 2, nombre: 'Manual' }]);
    expect(await prisma.combustible.findMany(byId)).toEqual(asRows(COMBUSTIBLES));
    expect(await prisma.cambio.findMany(byId)).toEqual(asRows(CAMBIOS));
    expect(await prisma.carroceria.findMany(byId)).toEqual(asRows(CARROCERIAS));
    expect(await prisma.garantia.findMany(byId)).toEqual(asRows(GARANTIAS));
    expect(await prisma.coche.count()).toBe(0);
  });

  it('installs them again without a duplicate, keeping a renamed row, and new rows get the next ids', async () => {
    await prisma.carroceria.update({ where: { id: 2 }, data: { nombre: 'Todoterreno' } });
    await installFixedLookups();
    expect(await prisma.carroceria.count()).toBe(CARROCERIAS.length);
    expect(await prisma.carroceria.findUnique({ where: { id: 2 }, select: { nombre: true } })).toEqual({ nombre: 'Todoterreno' });
    expect(await prisma.combustible.count()).toBe(COMBUSTIBLES.length);
    await prisma.carroceria.update({ where: { id: 2 }, data: { nombre: 'SUV' } });
    const added = await prisma.combustible.create({ data: { nombre: 'Hidrógeno' }, select: { id: true } });
    expect(added.id).toBe(10);
    await prisma.combustible.delete({ where: { id: added.id } });
  });
});

describe('the first car of a fresh install', () => {
  it('offers the installed lookups on the create form', async () => {
    const res = await agent.get('/dashboard/coches/add').set(inertiaVisit);
    expect(res.body.component).toBe('Add-Vehicle');
    expect(res.body.props.combustibles).toEqual(expect.arrayContaining(asRows(COMBUSTIBLES)));
    expect(res.body.props.cambios).toEqual(expect.arrayContaining(asRows(CAMBIOS)));
    expect(res.body.props.carrocerias).toHaveLength(CARROCERIAS.length);
    expect(res.body.props.garantias).toHaveLength(GARANTIAS.length);
    expect(res.body.props.marcas).toEqual([]);
  });

  it('creates a brand, a model and the car', async () => {
    const json = { 'X-CSRF-TOKEN': token, Accept: 'application/json' };
    expect((await agent.post('/dashboard/marca/create').set(json).send({ nombre: 'Porsche' })).status).toBe(201);
    const marca = await prisma.marca.findFirstOrThrow({ where: { nombre: 'Porsche' }, select: { id: true } });
    expect((await agent.post('/dashboard/modelo/create').set(json).send({ marca_id: marca.id, nombre: 'Macan' })).status).toBe(201);
    const fields = await createFields(prisma, { nombre: 'Macan S', combustible_id: 9, cambio_id: 1, carroceria_id: 2, garantia: 4 });
    const res = await postMultipart(agent, token, '/dashboard/coches/add', fields);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(VEHICLE_CREATED_MESSAGE);
    const car = await prisma.coche.findUniqueOrThrow({
      where: { id: res.body.vehID },
      select: { nombre: true, marca_id: true, combustible_id: true, cambio_id: true, carroceria_id: true, garantia_id: true },
    });
    expect(car).toEqual({ nombre: 'Macan S', marca_id: marca.id, combustible_id: 9, cambio_id: 1, carroceria_id: 2, garantia_id: 4 });
  });
});
