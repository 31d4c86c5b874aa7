/**
 * 'Financiación': the staff screen stores the dealership's finance terms in their one row (the
 * migration installs sensible defaults), checks every field in Spanish, keeps the terms
 * consistent with each other, and starts a new catalogue version so cached pages show the new
 * payments at once.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedStaff } from '../../../prisma/seed/staff.ts';
import { FINANCE_MESSAGES } from '../../../server/contracts/finance-form.ts';
import { inertiaVisit, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { DEFAULT_TERMS } from '../../support/finance.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();

const FORM = {
  tin: '7,49',
  comision_apertura: '2,5',
  comision_minima: '1.200',
  plazo_minimo: '24',
  plazo_maximo: '84',
  plazo_defecto: '60',
  entrada_defecto: '15',
  importe_minimo: '5.000',
  entidad: '  Banco Atlántico de Consumo, S.A. ',
};

const row = () => prisma.financiacion.findUniqueOrThrow({ where: { id: 1 } });
const catalogueVersion = async () => (await prisma.$queryRaw<{ version: string }[]>`SELECT version::text AS version FROM catalogo_version`)[0]?.version ?? null;

async function signedIn() {
  const { agent, token } = await staffAgent(app);
  return { agent, headers: { ...inertiaVisit, 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/financiacion' } };
}

beforeEach(async () => {
  await resetDatabase(prisma);
  await seedStaff(prisma);
});

describe('the Financiación screen', () => {
  it('is for signed-in staff only, and writes need the CSRF token', async () => {
    const res = await request(app).get('/dashboard/financiacion').set('Accept', 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    expect([401, 419]).toContain((await request(app).post('/dashboard/financiacion').send(FORM)).status);
    const { agent } = await signedIn();
    expect((await agent.post('/dashboard/financiacion').set(inertiaVisit).send(FORM)).status).toBe(419);
    expect(Number((await row()).tin)).toBe(8.99);
  });

  it('renders Financiacion with the defaults a new install has', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/dashboard/financiacion').set(inertiaVisit);
    expect(res.body).toMatchObject({ component: 'Financiacion', props: { condiciones: DEFAULT_TERMS } });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('saves terms typed the Spanish way, says so, and starts a new catalogue version', async () => {
    const { agent, headers } = await signedIn();
    const before = await catalogueVersion();
    const res = await agent.post('/dashboard/financiacion').set(headers).send(FORM);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/financiacion');
    const stored = await row();
    expect({
      tin: Number(stored.tin),
      comision_apertura: Number(stored.comision_apertura),
      comision_minima: Number(stored.comision_minima),
      plazos: [stored.plazo_minimo, stored.plazo_maximo, stored.plazo_defecto],
      entrada_defecto: Number(stored.entrada_defecto),
      importe_minimo: stored.importe_minimo,
      entidad: stored.entidad,
    }).toEqual({ tin: 7.49, comision_apertura: 2.5, comision_minima: 1200, plazos: [24, 84, 60], entrada_defecto: 15, importe_minimo: 5000, entidad: 'Banco Atlántico de Consumo, S.A.' });
    expect(await catalogueVersion()).not.toBe(before);

    const page = await agent.get('/dashboard/financiacion').set(inertiaVisit);
    expect(page.body.props.flash).toMatchObject({ message: FINANCE_MESSAGES.saved });
    expect(page.body.props.condiciones).toMatchObject({ tin: 7.49, plazoDefecto: 60, importeMinimo: 5000 });
  });

  it('sends wrong fields back with their Spanish messages and keeps what was stored', async () => {
    const { agent, headers } = await signedIn();
    const errorsOf = async (fields: Partial<Record<keyof typeof FORM, string>>) => {
      const res = await agent.post('/dashboard/financiacion').set(headers).send({ ...FORM, ...fields });
      expect(res.status).toBe(302);
      return (await agent.get('/dashboard/financiacion').set(inertiaVisit)).body.props.errors;
    };
    expect(await errorsOf({ tin: '', comision_apertura: '12', comision_minima: 'mucho', entrada_defecto: '95', importe_minimo: '3.000,50', entidad: ' ' })).toEqual({
      tin: 'Este campo es obligatorio.',
      comision_apertura: 'Debe estar entre 0 y 10 %.',
      comision_minima: 'Introduce un número con hasta 2 decimales.',
      entrada_defecto: 'Debe estar entre 0 y 90 %.',
      importe_minimo: 'Introduce un número entero.',
      entidad: 'Este campo es obligatorio.',
    });
    expect(await errorsOf({ tin: '8,999', plazo_minimo: '6' })).toEqual({ tin: 'Introduce un número con hasta 2 decimales.', plazo_minimo: 'Debe estar entre 12 y 96 meses.' });
    expect(await errorsOf({ plazo_minimo: '48', plazo_maximo: '36' })).toEqual({ plazo_maximo: FINANCE_MESSAGES.maxTerm });
    expect(await errorsOf({ plazo_defecto: '96' })).toEqual({ plazo_defecto: FINANCE_MESSAGES.defaultTerm });
    expect(await errorsOf({ comision_minima: '2.500', importe_minimo: '2.000' })).toEqual({ comision_minima: FINANCE_MESSAGES.commission });
    expect(await errorsOf({ tin: '-1', plazo_defecto: '60,5' })).toEqual({ tin: 'Debe estar entre 0 y 30 %.', plazo_defecto: 'Introduce un número entero.' });
    expect(Number((await row()).tin)).toBe(8.99);
  });
});
