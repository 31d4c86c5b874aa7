/**
 * The calculator's figures on the vehicle page and in an enquiry: the page carries the stored
 * terms (and new ones at once, cached or not); 'Me Interesa' sends the chosen deposit and term,
 * the server computes every figure again with the current terms and keeps them with the lead,
 * and staff read them in the Solicitud detail.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { FINANCE_CHOICE_MESSAGE, FINANCE_UNAVAILABLE_MESSAGE } from '../../../server/contracts/lead-forms.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { DEFAULT_TERMS } from '../../support/finance.ts';
import { staffAgent } from '../../support/staff.ts';

const { app, prisma } = useTestApp();
let car: { id: number; slug: string };

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 3, photos: false });
  car = await prisma.coche.findFirstOrThrow({ select: { id: true, slug: true }, where: { activo: true, estado_id: 1 }, orderBy: { id: 'asc' } });
});

beforeEach(async () => {
  await prisma.lead.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 8.99, comision_apertura: 3, comision_minima: 150, importe_minimo: 3000, entidad: 'Entidad financiera colaboradora' } });
  await prisma.coche.update({ where: { id: car.id }, data: { precio: 20_000, precio_oferta: null } });
});

const enquiry = (financiacion: unknown) => ({
  nombre: 'Laura',
  apellidos: 'Suárez Pérez',
  telefono: '+34 928 000 111',
  correo: 'laura@example.es',
  vehiculo: car.id,
  mensaje: 'Me interesa financiarlo.',
  legal: true,
  financiacion,
});

async function submit(body: object) {
  const { agent, token } = await sessionWithToken(app);
  return agent.post('/form/submit/vehiculo').set({ 'X-CSRF-TOKEN': token, Accept: 'application/json' }).send(body);
}

const storedCredit = async () => ((await prisma.lead.findFirstOrThrow()).payload as { financiacion?: Record<string, unknown> }).financiacion;

/*
 * 20.000 € with 5.000 € down over 48 months at the default terms (TIN 8,99 %, commission 3 %,
 * at least 150 €), worked out apart from the site's code (Python, float64):
 *   r = 0.0899 / 12; payment = 15000 · r / (1 − (1 + r)^−48) = 373.2044… → 373,20 €
 *   commission = 3 % of 15.000 € = 450 €; interest = 48 · 373,20 − 15.000 = 2.913,60 €
 *   TAE: X with Σ_{k=1..48} 373,20 · (1 + X)^(−k/12) = 15.000 − 450, by bisection: 11,1254 % → 11,13 %
 *   total owed = 48 · 373,20 + 450 = 18.363,60 €; total price on credit = 23.363,60 €
 */
const EXPECTED = {
  precio: 20_000,
  entrada: 5000,
  importeFinanciado: 15_000,
  comision: 450,
  plazo: 48,
  cuota: 373.2,
  tin: 8.99,
  tae: 11.13,
  intereses: 2913.6,
  costeTotal: 3363.6,
  importeTotalAdeudado: 18_363.6,
  precioTotalPlazos: 23_363.6,
  entidad: 'Entidad financiera colaboradora',
};

describe('the vehicle page', () => {
  it('carries the stored terms, and new terms as soon as staff save them', async () => {
    const page = async () => (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props.financiacion;
    expect(await page()).toEqual(DEFAULT_TERMS);
    await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 6.5, entidad: 'Banco Atlántico' } });
    expect(await page()).toMatchObject({ tin: 6.5, entidad: 'Banco Atlántico' });
  });

  it('carries the car’s own representative example beside its "desde X €/mes*"', async () => {
    const props = (await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit)).body.props;
    // 20.000 €, 4.000 € down, 72 months at 8,99 %: 288,33 € a month.
    expect(props.coche.cuota).toBe(288.33);
    expect(props.ejemploFinanciacion.replace(/\u00a0/g, ' ')).toContain('precio de 20.000 € con una entrada de 4.000 €');
    expect(props.ejemploFinanciacion.replace(/\u00a0/g, ' ')).toContain('72 cuotas mensuales de 288,33 €');
  });
});

describe("'Me Interesa' with the calculator's terms", () => {
  it('stores every figure of the credit, computed by the server, with the lead', async () => {
    // Figures sent by a browser are not the server's business: only the deposit and term count.
    const res = await submit(enquiry({ entrada: 5000, plazo: 48, cuota: 1, tae: 0 }));
    expect(res.status).toBe(201);
    expect(await storedCredit()).toEqual(EXPECTED);
  });

  it('computes with the terms in force when the enquiry arrives', async () => {
    await prisma.financiacion.update({ where: { id: 1 }, data: { tin: 0, comision_apertura: 0, comision_minima: 0, entidad: 'Banco Atlántico' } });
    expect((await submit(enquiry({ entrada: 5000, plazo: 48 }))).status).toBe(201);
    // Without interest or fees the payment is 15.000 / 48 and the TAE is 0.
    expect(await storedCredit()).toMatchObject({ cuota: 312.5, tin: 0, tae: 0, comision: 0, costeTotal: 0, importeTotalAdeudado: 15_000, entidad: 'Banco Atlántico' });
  });

  it('refuses a deposit or a term the calculator could not give, storing nothing', async () => {
    for (const financiacion of [{ entrada: 19_000, plazo: 48 }, { entrada: 5000, plazo: 200 }, { entrada: 5000, plazo: 37 }]) {
      const res = await submit(enquiry(financiacion));
      expect(res.status, JSON.stringify(financiacion)).toBe(422);
      expect(res.body.errors).toEqual({ financiacion: [FINANCE_CHOICE_MESSAGE] });
    }
    // The largest deposit leaves the minimum amount to finance (3.000 €).
    expect((await submit(enquiry({ entrada: 17_000, plazo: 96 }))).status).toBe(201);
    expect(await storedCredit()).toMatchObject({ entrada: 17_000, importeFinanciado: 3000, plazo: 96 });
  });

  it('offers no credit on a sold car', async () => {
    await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 3 } });
    try {
      const res = await submit(enquiry({ entrada: 5000, plazo: 48 }));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ financiacion: [FINANCE_UNAVAILABLE_MESSAGE] });
      expect(await prisma.lead.count()).toBe(0);
    } finally {
      await prisma.coche.update({ where: { id: car.id }, data: { estado_id: 1 } });
    }
  });

  it('finances from the price when financing with the dealer (precio_oferta) when the car has one', async () => {
    await prisma.coche.update({ where: { id: car.id }, data: { precio_oferta: 18_000 } });
    expect((await submit(enquiry({ entrada: 3000, plazo: 48 }))).status).toBe(201);
    expect(await storedCredit()).toMatchObject({ precio: 18_000, entrada: 3000, importeFinanciado: 15_000, cuota: 373.2 });
  });

  it('stores an enquiry without a credit as before', async () => {
    expect((await submit(enquiry(null))).status).toBe(201);
    expect((await prisma.lead.findFirstOrThrow()).payload).toEqual({});
  });

  it('refuses a credit for a car below the minimum amount to finance, storing nothing', async () => {
    await prisma.coche.update({ where: { id: car.id }, data: { precio: 2500 } });
    const res = await submit(enquiry({ entrada: 0, plazo: 48 }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ financiacion: [FINANCE_UNAVAILABLE_MESSAGE] });
    expect(await prisma.lead.count()).toBe(0);
  });

  it.each([
    ['text', 'mucho'],
    ['a negative deposit', { entrada: -1, plazo: 48 }],
    ['a decimal term', { entrada: 0, plazo: 48.5 }],
    ['numbers as text', { entrada: '5000', plazo: '48' }],
    ['no term', { entrada: 5000 }],
    ['a deposit past any price', { entrada: 1e20, plazo: 48 }],
  ])('answers 422 in Spanish for %s, storing nothing', async (_name, financiacion) => {
    const res = await submit(enquiry(financiacion));
    expect(res.status).toBe(422);
    expect(res.body.errors.financiacion).toEqual([FINANCE_CHOICE_MESSAGE]);
    expect(await prisma.lead.count()).toBe(0);
  });

  it('shows staff the credit in the Solicitud detail', async () => {
    expect((await submit(enquiry({ entrada: 5000, plazo: 48 }))).status).toBe(201);
    const { id } = await prisma.lead.findFirstOrThrow();
    const { agent } = await staffAgent(app);
    const { solicitud } = (await agent.get(`/dashboard/solicitudes/${id}`).set(inertiaVisit)).body.props;
    expect(solicitud.datos).toEqual([
      { label: 'Financiación: precio', value: '20.000 €' },
      { label: 'Financiación: entrada', value: '5.000 €' },
      { label: 'Financiación: importe financiado', value: '15.000,00 €' },
      { label: 'Financiación: comisión de apertura', value: '450,00 €' },
      { label: 'Financiación: número de cuotas', value: '48' },
      { label: 'Financiación: cuota mensual', value: '373,20 €' },
      { label: 'Financiación: TIN', value: '8,99 %' },
      { label: 'Financiación: TAE', value: '11,13 %' },
      { label: 'Financiación: coste total del crédito', value: '3.363,60 €' },
      { label: 'Financiación: importe total adeudado', value: '18.363,60 €' },
      { label: 'Financiación: precio total a plazos', value: '23.363,60 €' },
      { label: 'Financiación: entidad', value: 'Entidad financiera colaboradora' },
    ]);
  });
});
