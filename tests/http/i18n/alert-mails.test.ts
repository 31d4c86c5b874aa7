/**
 * A search alert speaks its visitor's language (issue 39): the confirmation and the digest are
 * written in the language of the page the alert was saved on, the search in words included,
 * with prices and kilometres as that language writes them and links to the pages in it; the
 * alert's page and the one-click unsubscribe answer in the page's language. The staff's record
 * of the search stays Spanish, and a Spanish alert's mails read exactly as they always have.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../prisma/seed.ts';
import { companySignature } from '../../../server/contracts/company.ts';
import { formatKm, formatPrice } from '../../../server/contracts/format.ts';
import { env } from '../../../server/config/env.ts';
import { companyDetails } from '../../../server/core/company-details.ts';
import { translator } from '../../../server/i18n/index.ts';
import { enqueue } from '../../../server/jobs/queue.ts';
import { absoluteUrl } from '../../../server/lib/absolute-url.ts';
import type { OutgoingMail } from '../../../server/lib/mail.ts';
import { inertiaVisit, sessionWithToken, useTestApp } from '../../support/app.ts';
import { resetDatabase } from '../../support/db.ts';
import { clearJobs, runQueuedJobs } from '../../support/jobs.ts';
import { useRecordedMail } from '../../support/mail.ts';

const { app, prisma } = useTestApp({ TRUST_PROXY: true });
const sent = useRecordedMail();

/** The alert's car: a BMW-like car of its own brand, new on the site during a test, with the zero-emissions label. */
let car: { id: number; slug: string; marca_id: number; precio: number; kilometros: number; year: number; combustible_id: number; title: string; marca: string };
/** The alert's price cap, above the car's price. */
let maxPrecio: number;

beforeAll(async () => {
  await resetDatabase(prisma);
  await seedDemo(prisma, { vehicles: 12, photos: false });
  const row = await prisma.coche.findFirstOrThrow({
    where: { activo: true, estado_id: 1 },
    orderBy: { id: 'asc' },
    include: { marca: true, modelo: true },
  });
  // The only car of its brand, so the digest has one car; cash price only (no offer).
  await prisma.coche.updateMany({ where: { marca_id: row.marca_id, id: { not: row.id } }, data: { marca_id: (await prisma.marca.findFirstOrThrow({ where: { id: { not: row.marca_id } } })).id } });
  await prisma.coche.update({ where: { id: row.id }, data: { eco_id: 1, precio_oferta: null } });
  await prisma.foto.create({ data: { coche_id: row.id, orden: 0, width: 1200, height: 800 } });
  car = { ...row, marca: row.marca.nombre, title: `${row.marca.nombre} ${row.modelo.nombre} ${row.nombre}` };
  maxPrecio = Math.ceil((car.precio + 1) / 1000) * 1000;
});

beforeEach(async () => {
  await prisma.$executeRaw`UPDATE coches SET created_at = now() - interval '30 days', registrado_at = now() - interval '30 days'`;
  await clearJobs();
  await prisma.alerta.deleteMany();
  sent.length = 0;
});

const filtros = () => ({ marcas: String(car.marca_id), etiqueta: '1', max_precio: String(maxPrecio) });

/** Saves the alert from the search page in a language ('' for Spanish), and returns its row. */
async function saveAlert(prefix: '' | '/en' | '/de', email: string, ip: string) {
  const { agent, token } = await sessionWithToken(app);
  const res = await agent.post(`${prefix}/alertas`).set({ 'X-CSRF-TOKEN': token, Accept: 'application/json', 'X-Forwarded-For': ip }).send({ email, filtros: filtros(), legal: true });
  expect(res.status).toBe(201);
  return prisma.alerta.findFirstOrThrow({ where: { email } });
}

/** The alert's confirmation mail, as its job sends it. */
async function confirmationOf(email: string): Promise<OutgoingMail> {
  await runQueuedJobs('alert-confirmation');
  return sent.find((mail) => mail.to === email)!;
}

/** The alert confirmed an hour ago, the car new on the site now, and the day's digest run. */
async function digestOf(alertId: number, email: string): Promise<OutgoingMail> {
  await prisma.$executeRaw`UPDATE alertas SET confirmada_at = now() - interval '1 hour', visto_hasta = now() - interval '1 hour' WHERE id = ${alertId}`;
  await prisma.$executeRaw`UPDATE coches SET created_at = now(), registrado_at = now() WHERE id = ${car.id}`;
  sent.length = 0;
  await enqueue('alert-digests', {});
  await runQueuedJobs('alert-digests', 'alert-digest');
  return sent.find((mail) => mail.to === email)!;
}

const SPANISH = /Hola|Confirma|coches? nuevos?|al contado|Darse de baja|Darme de baja|Recibes este correo|Ver la búsqueda|Atención|Cuota de cada/;

describe('an alert saved on an English page', () => {
  it('is confirmed by an English mail: the search in English words, links to the English pages; the staff keep the Spanish words', async () => {
    const alert = await saveAlert('/en', 'oliver@example.co.uk', '203.0.113.21');
    const summary = `${car.marca} · Zero emissions label · Price: up to ${formatPrice(maxPrecio, 'en')}`;
    expect(alert).toMatchObject({ idioma: 'en', resumen: `${car.marca} · Etiqueta Cero · Precio: hasta ${formatPrice(maxPrecio)}` });

    const mail = await confirmationOf('oliver@example.co.uk');
    const confirmUrl = absoluteUrl(`/en/alertas/confirmar/${alert.token}`);
    const bajaUrl = absoluteUrl(`/en/alertas/baja/${alert.token}`);
    expect(mail.subject).toBe(`Confirm your search alert - ${env().APP_NAME}`);
    expect(mail.text).toContain(['Hello,', '', 'You asked us to email you the new cars that match this search:', summary].join('\n'));
    expect(mail.text).toContain(`Confirm the alert: ${confirmUrl}`);
    expect(mail.text).toContain('the alert will be deleted automatically in 7 days.');
    expect(mail.text).toContain(`Unsubscribe: ${bajaUrl}`);
    expect(mail.html).toContain(`<a href="${confirmUrl}"`);
    expect(mail.html).toContain(`<p style="font-weight:600">${summary}</p>`);
    expect(mail.html).toMatch(/^<div lang="en" /);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${bajaUrl}>`);
    expect(mail.text).not.toMatch(SPANISH);
    expect(mail.html).not.toMatch(SPANISH);
  });

  it('gets its digest in English: prices, kilometres and fuel as English writes them, links to the English pages', async () => {
    const alert = await saveAlert('/en', 'oliver@example.co.uk', '203.0.113.22');
    const mail = await digestOf(alert.id, 'oliver@example.co.uk');
    const { t } = translator('en');
    const fuel = { 1: t('common.fuel_petrol'), 2: t('common.fuel_diesel'), 4: t('common.fuel_electric'), 9: t('common.fuel_plug_in_hybrid') }[car.combustible_id]!;
    expect(mail.subject).toBe(`1 new car for your search alert: ${car.marca} · Zero emissions label · Price: up to ${formatPrice(maxPrecio, 'en')}`);
    expect(mail.text).toContain('There is 1 new car for your search alert:');
    expect(mail.text).toContain(`${car.title}\n${car.year} · ${formatKm(car.kilometros, 'en')} · ${fuel} · ${formatPrice(car.precio, 'en')} cash`);
    expect(mail.text).toContain(absoluteUrl(`/en/vehiculo/${car.slug}`));
    expect(mail.text).toContain(`View the search on our website: ${absoluteUrl(`/en/buscar?marcas=${car.marca_id}&etiqueta=1&max_precio=${maxPrecio}`)}`);
    expect(mail.text).toContain(`You’re receiving this email because you created this search alert on ${env().APP_NAME}. If 6 months pass without you saving it again, we’ll delete it.`);
    expect(mail.html).toContain(`href="${absoluteUrl(`/en/vehiculo/${car.slug}`)}"`);
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${absoluteUrl(`/en/alertas/baja/${alert.token}`)}>`);
    // The finance note under a monthly payment too.
    expect(mail.text).not.toMatch(SPANISH);
  });

  it('shows its page and unsubscribes in the page’s language', async () => {
    const alert = await saveAlert('/en', 'oliver@example.co.uk', '203.0.113.23');
    const page = await request(app).get(`/en/alertas/baja/${alert.token}`).set(inertiaVisit);
    expect(page.body.props).toMatchObject({
      estado: 'baja',
      alerta: { resumen: `${car.marca} · Zero emissions label · Price: up to ${formatPrice(maxPrecio, 'en')}` },
      accion: `/alertas/baja/${alert.token}`,
    });
    // The mail client's one-click post, to the English link of the List-Unsubscribe header.
    const res = await request(app).post(`/en/alertas/baja/${alert.token}`).type('form').send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(res.text).toBe('You’ve unsubscribed from the search alert.');
    expect(await prisma.alerta.count()).toBe(0);
  });
});

describe('an alert saved on a German page', () => {
  it('is confirmed and mailed in German, with German numbers and links to the German pages', async () => {
    const alert = await saveAlert('/de', 'lena@example.de', '203.0.113.31');
    const summary = `${car.marca} · Plakette Null Emissionen · Preis: bis ${formatPrice(maxPrecio, 'de')}`;
    const confirmation = await confirmationOf('lena@example.de');
    expect(confirmation.subject).toBe(`Bestätigen Sie Ihren Suchauftrag - ${env().APP_NAME}`);
    expect(confirmation.text).toContain(['Guten Tag,', '', 'Sie möchten per E-Mail über neue Fahrzeuge informiert werden, die zu dieser Suche passen:', summary].join('\n'));
    expect(confirmation.text).toContain(`Suchauftrag bestätigen: ${absoluteUrl(`/de/alertas/confirmar/${alert.token}`)}`);
    expect(confirmation.text).toContain('Der Suchauftrag wird nach 7 Tagen automatisch gelöscht.');
    expect(confirmation.text).toContain(`Abmelden: ${absoluteUrl(`/de/alertas/baja/${alert.token}`)}`);
    expect(confirmation.text).not.toMatch(SPANISH);

    const digest = await digestOf(alert.id, 'lena@example.de');
    expect(digest.subject).toBe(`1 neues Fahrzeug für Ihren Suchauftrag: ${summary}`);
    expect(digest.text).toContain('Für Ihren Suchauftrag gibt es 1 neues Fahrzeug:');
    expect(digest.text).toContain(`${car.year} · ${formatKm(car.kilometros, 'de')} · `);
    expect(digest.text).toContain(`${formatPrice(car.precio, 'de')} bar`);
    expect(digest.text).toContain(absoluteUrl(`/de/vehiculo/${car.slug}`));
    expect(digest.text).toContain(`Suche auf unserer Website ansehen: ${absoluteUrl(`/de/buscar?marcas=${car.marca_id}&etiqueta=1&max_precio=${maxPrecio}`)}`);
    expect(
      digest.text
        .split('\n')
        .filter((line) => !line.startsWith('* '))
        .join('\n'),
    ).not.toMatch(SPANISH);
  });
});

describe('an alert saved on a Spanish page', () => {
  it('is mailed word for word as before: Spanish words, Spanish numbers, links without a prefix', async () => {
    const alert = await saveAlert('', 'nayra@example.es', '203.0.113.41');
    const summary = `${car.marca} · Etiqueta Cero · Precio: hasta ${formatPrice(maxPrecio)}`;
    const confirmUrl = absoluteUrl(`/alertas/confirmar/${alert.token}`);
    const bajaUrl = absoluteUrl(`/alertas/baja/${alert.token}`);
    const signature = companySignature(await companyDetails(), env().APP_NAME);
    const confirmation = await confirmationOf('nayra@example.es');
    expect(confirmation.subject).toBe(`Confirma tu alerta de coches - ${env().APP_NAME}`);
    expect(confirmation.text).toBe(
      [
        'Hola:',
        '',
        'Has pedido que te avisemos por correo de los coches nuevos que encajen con esta búsqueda:',
        summary,
        'Confirma que esta dirección es tuya para activar la alerta. Hasta entonces no te enviaremos nada más.',
        '',
        `Confirmar la alerta: ${confirmUrl}`,
        '',
        'Si no lo has pedido tú, ignora este correo: la alerta se borrará sola en 7 días.',
        `Darse de baja: ${bajaUrl}`,
        '',
        `— ${signature}`,
      ].join('\n'),
    );
    expect(confirmation.html).toContain(`<a href="${bajaUrl}" style="color:#5f5b55">Darme de baja</a>`);

    const digest = await digestOf(alert.id, 'nayra@example.es');
    const fuel = (await prisma.combustible.findUniqueOrThrow({ where: { id: car.combustible_id } })).nombre;
    expect(digest.subject).toBe(`1 coche nuevo para tu alerta: ${summary}`);
    expect(digest.text.startsWith(['Hay 1 coche nuevo para tu alerta:', summary, '', car.title, `${car.year} · ${formatKm(car.kilometros)} · ${fuel} · ${formatPrice(car.precio)} al contado`].join('\n'))).toBe(true);
    expect(digest.text).toContain(`${absoluteUrl(`/vehiculo/${car.slug}`)}\n\nVer la búsqueda en la web: ${absoluteUrl(`/buscar?marcas=${car.marca_id}&etiqueta=1&max_precio=${maxPrecio}`)}`);
    expect(digest.text).toContain(
      `Recibes este correo porque creaste esta alerta en ${env().APP_NAME}. Si pasan 6 meses sin que la vuelvas a guardar, la borraremos.\nDarse de baja: ${bajaUrl}\n\n— ${signature}`,
    );
  });
});
