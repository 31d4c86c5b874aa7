/**
 * 'Datos de la empresa': the staff screen stores the company's details in the database, and
 * every page that shows them (legal pages, footer, header, contact, a car's JSON-LD) reads that
 * one source. An empty production install shows them as pending, warns in the log and puts a
 * banner on the panel.
 */
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../prisma/seed.ts';
import { DEMO_EMPRESA } from '../../prisma/seed/empresa.ts';
import { DEMO_STAFF, seedStaff } from '../../prisma/seed/staff.ts';
import { EMPRESA_MESSAGES, type EmpresaFields } from '../../server/contracts/company-form.ts';
import { translator } from '../../server/i18n/index.ts';
import { warnWhileIncomplete } from '../../server/core/company-details.ts';
import { inertiaVisit, useTestApp } from '../support/app.ts';
import { PRICE_TERMS_MESSAGES } from '../support/empresa.ts';
import { resetDatabase } from '../support/db.ts';
import { staffAgent } from '../support/staff.ts';
import { useSsrApp } from './catalogue/ssr-app.ts';

const { app, prisma } = useTestApp();
const ssr = useSsrApp();

const storedRow = () => prisma.empresa.findUniqueOrThrow({ where: { id: 1 }, select: Object.fromEntries(Object.keys(DEMO_EMPRESA).map((key) => [key, true])) });

const asForm = (fields: EmpresaFields) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value ?? '')]));

async function signedIn() {
  const { agent, token } = await staffAgent(app);
  const headers = { ...inertiaVisit, 'X-CSRF-TOKEN': token, Referer: 'http://127.0.0.1/dashboard/empresa' };
  /** Posts the form as the demo's details with `change` typed over them. */
  const save = (change: Record<string, string>) => agent.post('/dashboard/empresa').set(headers).send({ ...asForm(DEMO_EMPRESA), ...change });
  return { agent, save };
}

describe('a new install, nothing filled in', () => {
  beforeEach(async () => {
    await resetDatabase(prisma);
    await seedStaff(prisma, DEMO_STAFF.password);
  });

  it('shares empty details with every page and writes the legal texts with highlighted placeholders', async () => {
    const home = await request(app).get('/historia').set(inertiaVisit);
    expect(home.body.props.empresa).toEqual({
      razon_social: null,
      cif: null,
      registro_mercantil: null,
      email_privacidad: null,
      telefonos: { tarahales: null, 'el-tablero': null, tenerife: null },
      whatsapp: null,
      whatsapps: { tarahales: null, 'el-tablero': null, tenerife: null },
      instagram: null,
      facebook: null,
      youtube: null,
      reserva: { senal: 300, horas: 72, iban: null },
      pruebas: { minutos: 45 },
      // A new install's price terms: taxes as IGIC, nothing claimed as included, delivery from the spec's 350 €.
      precio: { regimen: 'general', incluye: [], envioDesde: 350, garantiaAmpliadaDesde: null, garantiaLegalMeses: 36, presupuestoDias: 7 },
      // The branches' hours as the calendar's migration seeds them: Monday to Friday.
      horarios: {
        tarahales: [1, 2, 3, 4, 5].map((dia) => ({ dia, abre: '09:00', cierra: '20:00' })),
        'el-tablero': [1, 2, 3, 4, 5].map((dia) => ({ dia, abre: '09:00', cierra: '19:00' })),
        tenerife: [1, 2, 3, 4, 5].map((dia) => ({ dia, abre: '09:30', cierra: '19:30' })),
      },
    });
    const legal = await request(ssr.app()).get('/aviso_legal');
    expect(legal.text).toMatch(/<mark[^>]*>\[Razón social\]<\/mark>/);
    expect(legal.text).toMatch(/<mark[^>]*>\[CIF\]<\/mark>/);
    expect(legal.text).not.toContain('href="tel:');
  });

  it('puts a banner on the panel naming what is missing, and warns in the log', async () => {
    const { agent } = await staffAgent(ssr.app());
    const html = (await agent.get('/dashboard')).text;
    expect(html).toContain('Faltan datos de la empresa:');
    expect(html).toContain('razón social, CIF, datos registrales, correo de privacidad, teléfono de Tarahales');
    // And what a public page leaves out until it is filled in: the WhatsApp button, the social links.
    expect(html).toContain('Sin rellenar:');
    expect(html).toContain('WhatsApp, Instagram, Facebook, YouTube');
    expect(html).toContain('href="/dashboard/empresa"');

    const warnings: { missing: string[]; message: string }[] = [];
    const logger = { warn: (fields: { missing: string[] }, message: string) => warnings.push({ ...fields, message }) };
    await warnWhileIncomplete(logger as never);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.missing).toEqual(expect.arrayContaining(['CIF', 'WhatsApp', 'Instagram', 'Facebook', 'YouTube']));
    expect(warnings[0]!.message).toContain('/dashboard/empresa');
  });
});

describe('the staff screen', () => {
  beforeEach(async () => {
    await resetDatabase(prisma);
    await seedDemo(prisma, { vehicles: 3, photos: false });
  });

  it('is for signed-in staff only', async () => {
    const res = await request(app).get('/dashboard/empresa').set('Accept', 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login');
    const write = await request(app).post('/dashboard/empresa').send({ razon_social: 'X' });
    expect([401, 419]).toContain(write.status);
    expect((await storedRow()).razon_social).toBe(DEMO_EMPRESA.razon_social);
  });

  it('renders Empresa with what is stored', async () => {
    const { agent } = await signedIn();
    const res = await agent.get('/dashboard/empresa').set(inertiaVisit);
    expect(res.body.component).toBe('Empresa');
    expect(res.body.props.datos).toEqual(DEMO_EMPRESA);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('saves the details normalized, says so, and every page shows them at once', async () => {
    const { agent, save } = await signedIn();
    // A car at Tarahales, whose phone the form changes.
    const car = await prisma.coche.findFirstOrThrow({ select: { slug: true } });
    await prisma.coche.update({ where: { slug: car.slug }, data: { sede_id: 1 } });
    expect((await request(ssr.app()).get(`/vehiculo/${car.slug}`)).text).toContain('https://wa.me/34628472130');
    const res = await save({ razon_social: 'Automóviles Atlántico, S.A.', cif: 'a-28015865', telefono_tarahales: '+34 928 000 111', whatsapp: '', facebook: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/dashboard/empresa');
    expect(await storedRow()).toMatchObject({ razon_social: 'Automóviles Atlántico, S.A.', cif: 'A28015865', telefono_tarahales: '928 000 111', whatsapp: null, facebook: null });

    const form = await agent.get('/dashboard/empresa').set(inertiaVisit);
    expect(form.body.props.flash).toMatchObject({ message: EMPRESA_MESSAGES.saved });

    const legal = await request(app).get('/aviso_legal').set(inertiaVisit);
    expect(JSON.stringify(legal.body.props.documento)).toContain('Automóviles Atlántico, S.A. (en adelante, «GTCars»), con CIF A28015865');

    const contacto = await request(ssr.app()).get('/contacto');
    expect(contacto.text).toContain('href="tel:+34928000111"');
    expect(contacto.text).not.toContain('tel:+34928472130');
    expect(contacto.text).toContain('href="https://www.instagram.com/gtcars.canarias"');
    expect(contacto.text).not.toContain('facebook.com/gtcars');
    expect(contacto.text).toContain('Automóviles Atlántico, S.A.');

    const vehicle = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    const product = JSON.parse(vehicle.body.props.seo.jsonLd[0]);
    expect(product.offers.seller).toMatchObject({ legalName: 'Automóviles Atlántico, S.A.', taxID: 'A28015865', telephone: '+34 928 000 111' });
    expect((await request(ssr.app()).get(`/vehiculo/${car.slug}`)).text).not.toContain('wa.me/34');
  });

  it('offers on each car page its branch’s WhatsApp, or the sales line while the branch has none', async () => {
    const { save } = await signedIn();
    const [atTenerife, atTablero] = await prisma.coche.findMany({ select: { id: true, slug: true }, orderBy: { id: 'asc' }, take: 2 });
    await prisma.coche.update({ where: { id: atTenerife!.id }, data: { sede_id: 3 } });
    await prisma.coche.update({ where: { id: atTablero!.id }, data: { sede_id: 2 } });
    const res = await save({ whatsapp_tenerife: '+34 699 111 222', whatsapp_el_tablero: '' });
    expect(res.status).toBe(303);
    expect(await storedRow()).toMatchObject({ whatsapp: '628 472 130', whatsapp_tarahales: null, whatsapp_el_tablero: null, whatsapp_tenerife: '699 111 222' });
    const tenerife = (await request(ssr.app()).get(`/vehiculo/${atTenerife!.slug}`)).text;
    expect(tenerife).toContain('https://wa.me/34699111222');
    expect(tenerife).not.toContain('wa.me/34628472130');
    expect((await request(ssr.app()).get(`/vehiculo/${atTablero!.slug}`)).text).toContain('https://wa.me/34628472130');
  });

  it('sends wrong fields back with their Spanish messages and keeps what was stored', async () => {
    const { agent, save } = await signedIn();
    const res = await save({ razon_social: 'Otra, S.L.', cif: 'B76543215', telefono_tenerife: '922', whatsapp_el_tablero: '928 154 820', instagram: 'javascript:alert(1)' });
    expect(res.status).toBe(302);
    const form = await agent.get('/dashboard/empresa').set(inertiaVisit);
    expect(form.body.props.errors).toEqual({
      cif: EMPRESA_MESSAGES.cif,
      telefono_tenerife: EMPRESA_MESSAGES.phone,
      whatsapp_el_tablero: EMPRESA_MESSAGES.mobile,
      instagram: 'Introduce la dirección https de la página de Instagram.',
    });
    expect(await storedRow()).toEqual(DEMO_EMPRESA);
  });

  it('saves the price terms, and every car page states them at once', async () => {
    const { save } = await signedIn();
    const car = await prisma.coche.findFirstOrThrow({ where: { estado_id: 1, activo: true, deleted_at: null }, select: { slug: true, precio: true } });
    const res = await save({ regimen_igic: 'rebu', precio_incluye: 'Transferencia\n\nITV en vigor', envio_desde: '420', garantia_ampliada_desde: '', garantia_legal_meses: '12', presupuesto_dias: '10' });
    expect(res.status).toBe(303);
    expect(await storedRow()).toMatchObject({ regimen_igic: 'rebu', precio_incluye: 'Transferencia\nITV en vigor', envio_desde: 420, garantia_ampliada_desde: null, garantia_legal_meses: 12, presupuesto_dias: 10 });
    const page = await request(app).get(`/vehiculo/${car.slug}`).set(inertiaVisit);
    expect(page.body.props.precio).toMatchObject({
      cash: car.precio,
      tax: translator('es').t('pricing.tax_rebu'),
      lines: [{ cents: car.precio * 100 }],
      extras: [{ label: 'Envío a domicilio', from: 420 }],
      delivery: 420,
      guarantee: { legalMonths: 12, agreedInWriting: true },
    });
    expect(page.body.props.precio.included.slice(0, 4)).toEqual([translator('es').t('pricing.tax_rebu'), 'Transferencia', 'ITV en vigor', 'Garantía legal de 1 año, pactada por escrito (vehículo usado)']);
  });

  it('sends wrong price terms back with their Spanish messages and keeps what was stored', async () => {
    const { agent, save } = await signedIn();
    const res = await save({
      regimen_igic: 'iva',
      precio_incluye: Array.from({ length: 9 }, (_, i) => `Concepto ${i + 1}`).join('\n'),
      envio_desde: '-1',
      garantia_ampliada_desde: '50000',
      garantia_legal_meses: '24',
      presupuesto_dias: '0',
    });
    expect(res.status).toBe(302);
    const form = await agent.get('/dashboard/empresa').set(inertiaVisit);
    expect(form.body.props.errors).toEqual(PRICE_TERMS_MESSAGES);
    expect(await storedRow()).toEqual(DEMO_EMPRESA);
  });

  it('refuses a write without the CSRF token (419) and stores nothing', async () => {
    const { agent } = await signedIn();
    const res = await agent.post('/dashboard/empresa').set(inertiaVisit).send({ ...asForm(DEMO_EMPRESA), razon_social: 'Sin token, S.L.' });
    expect(res.status).toBe(419);
    expect((await storedRow()).razon_social).toBe(DEMO_EMPRESA.razon_social);
  });
});
