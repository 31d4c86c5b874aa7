import { randomBytes } from 'node:crypto';
import { demoVehicles } from '../../prisma/seed/vehicles.ts';
import { sql } from './e2e-db.ts';

/**
 * The rows the axe suite (tests/e2e/accessibility.spec.ts) scans (and its car's inspection), made once before any journey
 * starts (tests/e2e/axe-fixtures.setup.ts) and found again by their own addresses.
 *
 * The axe suite runs beside the other journeys. So it changes nothing they count (its enquiries,
 * reservations and drives exist before the first of them opens a list), and it looks at a car none
 * of them reserves, sells or books: the middle one of the seed's cars on sale.
 */

const cars = demoVehicles(120);
const onSale = cars.filter((car) => car.estado_id === 1 && car.activo);
export const axeCarSlug = onSale[Math.floor(onSale.length / 2)]!.slug;
export const axeSoldSlug = cars.find((car) => car.estado_id === 3 && car.activo)!.slug;

const ALERT_EMAIL = 'axe-alerta@example.es';
const DRIVE_EMAIL = 'axe-prueba@example.es';
const LEAD_EMAIL = 'axe@example.es';
const QUOTED_LEAD_EMAIL = 'axe-presupuesto@example.es';
const IMPORT_FILE = 'axe-stock.csv';

/** A reservation's 'Mi reserva': waiting for staff, waiting for its payment, paid and holding the car (the countdown), or withdrawn with its deposit refunded. */
export type ReservationState = 'pendiente' | 'pendiente_pago' | 'confirmada' | 'desistida';
const RESERVATION_STATES: ReservationState[] = ['pendiente', 'pendiente_pago', 'confirmada', 'desistida'];
/** A test drive's 'Mi prueba': booked, or cancelled. */
export type DriveState = 'reservada' | 'cancelada';
const DRIVE_STATES: DriveState[] = ['reservada', 'cancelada'];

const reservationEmail = (estado: ReservationState) => `axe-reserva-${estado}@example.es`;
const newToken = () => randomBytes(32).toString('base64url');

/** Makes whatever is missing (a database kept from an earlier run has them all). */
export async function makeAxeFixtures(): Promise<void> {
  await sql(
    `INSERT INTO alertas (email, buzon, filtros, resumen, token, consent_at, consent_version)
     VALUES ($1, $1, 'combustible=1', 'Gasolina · Precio: hasta 40.000 €', $2, now(), 'e2e') ON CONFLICT (buzon, filtros) DO NOTHING`,
    [ALERT_EMAIL, newToken()],
  );
  for (const estado of RESERVATION_STATES) if (!(await leadOf(reservationEmail(estado)))) await newReservation(estado);
  for (const estado of DRIVE_STATES) if (!(await driveOf(estado))) await newDrive(estado);
  if (!(await leadOf(LEAD_EMAIL))) await newLead();
  if (!(await leadOf(QUOTED_LEAD_EMAIL))) await newQuotedLead();
  if (!(await importOf())) await newImport();
  await inspectAxeCar();
  await readAxeCar();
  await markAxeCar();
}

/** An imperfection on the axe car's first photo, so its hotspot, its note and its count are scanned. */
async function markAxeCar(): Promise<void> {
  await sql(
    `INSERT INTO imperfecciones (foto_id, x, y, nota)
     SELECT f.id, 0.3, 0.6, 'Arañazo leve en la puerta delantera.' FROM fotos f JOIN coches c ON c.id = f.coche_id
     WHERE c.slug = $1 AND f.orden = 1 AND NOT EXISTS (SELECT 1 FROM imperfecciones i WHERE i.foto_id = f.id)`,
    [axeCarSlug],
  );
}

/** The axe car's odometer readings: three, one below the one before with its explanation, so the chart, the table and the note are all scanned. */
async function readAxeCar(): Promise<void> {
  await sql(
    `WITH coche AS (SELECT id FROM coches WHERE slug = $1),
     fuera AS (DELETE FROM lecturas_km WHERE coche_id = (SELECT id FROM coche))
     INSERT INTO lecturas_km (coche_id, fecha, km, fuente, explicacion)
     SELECT coche.id, l.fecha::date, l.km, l.fuente, l.explicacion FROM coche CROSS JOIN (VALUES
       ('2022-04-10', 21500, 'itv', NULL),
       ('2023-05-02', 3120, 'taller', 'El taller anotó 3.120 km en la factura en lugar de 31.200.'),
       ('2024-04-15', 41800, 'itv', NULL)) AS l(fecha, km, fuente, explicacion)`,
    [axeCarSlug],
  );
}

/** The axe car's inspection, with a point repaired and one to watch (in place of the seed's, whose findings are drawn by chance). */
async function inspectAxeCar(): Promise<void> {
  await sql(`DELETE FROM inspecciones WHERE coche_id = (SELECT id FROM coches WHERE slug = $1) AND inspector <> 'Axe Inspector'`, [axeCarSlug]);
  await sql(
    `WITH coche AS (SELECT id FROM coches WHERE slug = $1),
     hecha AS (INSERT INTO inspecciones (coche_id, inspector, fecha) SELECT id, 'Axe Inspector', CURRENT_DATE - 3 FROM coche ON CONFLICT (coche_id) DO NOTHING RETURNING id)
     INSERT INTO inspeccion_resultados (inspeccion_id, punto_id, estado, valor, nota)
     SELECT hecha.id, p.id, CASE p.clave WHEN 'paragolpes_trasero' THEN 'reparado' WHEN 'pastillas_traseras' THEN 'atencion' ELSE 'ok' END,
       CASE p.medida WHEN 'mm' THEN 6.5 WHEN '%' THEN 70 END, CASE p.clave WHEN 'paragolpes_trasero' THEN 'Roce pintado en nuestro taller.' END
     FROM hecha CROSS JOIN inspeccion_puntos p WHERE p.activo`,
    [axeCarSlug],
  );
}

/** The token of the unconfirmed alert, for its confirmation and unsubscribe pages (each visit starts it unconfirmed again). */
export async function alertToken(): Promise<string> {
  const [alert] = await sql<{ token: string }>('UPDATE alertas SET confirmada_at = NULL WHERE buzon = $1 RETURNING token', [ALERT_EMAIL]);
  return alert!.token;
}

export async function reservationToken(estado: ReservationState): Promise<string> {
  const [row] = await sql<{ token: string }>('SELECT r.token FROM reservas r JOIN leads l ON l.id = r.lead_id WHERE l.email = $1', [reservationEmail(estado)]);
  return row!.token;
}

export async function driveToken(estado: DriveState): Promise<string> {
  return (await driveOf(estado))!;
}

/** An enquiry whose mail failed: its page with the failure showing. */
export async function leadId(): Promise<string> {
  return String(await leadOf(LEAD_EMAIL));
}

/** An enquiry about a car with a written quote on its timeline: the quote form and the quote's entry. */
export async function quotedLeadId(): Promise<string> {
  return String(await leadOf(QUOTED_LEAD_EMAIL));
}

/** A dry run of an import with an error in one line. */
export async function importId(): Promise<string> {
  return String(await importOf());
}

async function leadOf(email: string): Promise<number | undefined> {
  return (await sql<{ id: number }>('SELECT id FROM leads WHERE email = $1 ORDER BY id LIMIT 1', [email]))[0]?.id;
}

async function driveOf(estado: DriveState): Promise<string | undefined> {
  const rows = await sql<{ token: string }>('SELECT p.token FROM pruebas p JOIN leads l ON l.id = p.lead_id WHERE l.email = $1 AND p.estado = $2', [DRIVE_EMAIL, estado]);
  return rows[0]?.token;
}

async function importOf(): Promise<number | undefined> {
  return (await sql<{ id: number }>('SELECT id FROM importaciones WHERE csv_nombre = $1 ORDER BY id LIMIT 1', [IMPORT_FILE]))[0]?.id;
}

async function newReservation(estado: ReservationState): Promise<void> {
  const withdrawn = estado === 'desistida';
  // A sold car: a confirmed reservation of it holds nothing the other journeys reserve.
  const [car] = await sql<{ id: number }>('SELECT id FROM coches WHERE slug = $1', [axeSoldSlug]);
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, telefono, email, consent_at, consent_version, payload, mailed_at, mail_next_at)
     VALUES ('reserva', $1, 'Axe Reserva', '+34 628 555 777', $2, now(), 'e2e', '{"senal": 300, "horas": 72}', now(), NULL) RETURNING id`,
    [car!.id, reservationEmail(estado)],
  );
  const token = newToken();
  await sql(
    `INSERT INTO reservas (lead_id, coche_id, sede_id, estado, token, correo_at, desistida_at, acuse_at, cerrada_at, hasta)
     VALUES ($1, $2, 1, $3, $4, now(), $5, $5, $5, $6)`,
    [lead!.id, car!.id, estado, token, withdrawn ? new Date() : null, estado === 'confirmada' ? new Date(Date.now() + 50 * 3_600_000) : null],
  );
  if (estado === 'pendiente') return;
  const paid = estado !== 'pendiente_pago';
  await sql(
    `INSERT INTO pagos (reserva_id, pedido, importe, estado, metodo, autorizacion, respuesta, pagado_at, devolucion_estado, devolucion_motivo, devolucion_importe, devolucion_at)
     SELECT id, $2, 30000, $3, $4, $5, $6, $7, $8, $9, $10, $11 FROM reservas WHERE token = $1`,
    [
      token, `${String(Date.now()).slice(-4)}AXE${randomBytes(3).toString('hex').toUpperCase().slice(0, 5)}`, paid ? 'pagado' : 'pendiente', paid ? 'tarjeta' : null, paid ? '271828' : null, paid ? '0000' : null,
      paid ? new Date() : null, withdrawn ? 'hecha' : null, withdrawn ? 'desistida' : null, withdrawn ? 30000 : null, withdrawn ? new Date() : null,
    ],
  );
}

async function newDrive(estado: DriveState): Promise<void> {
  const [car] = await sql<{ id: number; sede_id: number }>('SELECT id, sede_id FROM coches WHERE slug = $1', [axeCarSlug]);
  const [salesperson] = await sql<{ id: number }>(`SELECT id FROM users WHERE rol = 'ventas' ORDER BY id LIMIT 1`);
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
     VALUES ('prueba', $1, 'Axe Prueba', '+34 628 555 777', $2, now(), 'e2e', now(), NULL) RETURNING id`,
    [car!.id, DRIVE_EMAIL],
  );
  // Far enough ahead, and a different hour per state, to overlap no other drive of the car.
  await sql(
    `INSERT INTO pruebas (lead_id, coche_id, user_id, sede_id, periodo, estado, token, cancelada_at, cancelada_por)
     VALUES ($1, $2, $3, $4, tstzrange(date_trunc('hour', now()) + $5::interval, date_trunc('hour', now()) + $5::interval + interval '45 minutes'), $6, $7,
       CASE WHEN $6::varchar = 'cancelada' THEN now() END, CASE WHEN $6::varchar = 'cancelada' THEN 'visitante' END)`,
    [lead!.id, car!.id, salesperson!.id, car!.sede_id, estado === 'reservada' ? '30 days' : '31 days', estado, newToken()],
  );
}

async function newLead(): Promise<void> {
  await sql(
    `INSERT INTO leads (source, nombre, telefono, email, mensaje, consent_at, consent_version, ip, mail_error, mail_attempts, mail_next_at)
     VALUES ('cita', 'Axe Prueba', '+34 628 555 777', $1, 'Quiero probarlo el sábado.', now(), 'e2e', '203.0.113.7', 'SMTP 550', 5, NULL)`,
    [LEAD_EMAIL],
  );
}

async function newQuotedLead(): Promise<void> {
  const [car] = await sql<{ id: number; precio: number }>('SELECT id, precio FROM coches WHERE slug = $1', [axeCarSlug]);
  const [lead] = await sql<{ id: number }>(
    `INSERT INTO leads (source, coche_id, nombre, telefono, email, consent_at, consent_version, mailed_at, mail_next_at)
     VALUES ('vehiculo', $1, 'Axe Presupuesto', '+34 628 555 777', $2, now(), 'e2e', now(), NULL) RETURNING id`,
    [car!.id, QUOTED_LEAD_EMAIL],
  );
  const documento = { referencia: `S-${lead!.id}-1`, comprador: 'Axe Presupuesto', validoHasta: '2026-12-04', coche: { title: 'Coche de prueba' }, precio: { cash: car!.precio } };
  await sql(`INSERT INTO lead_eventos (lead_id, tipo, datos) VALUES ($1, 'presupuesto', $2)`, [lead!.id, { referencia: documento.referencia, documento }]);
}

async function newImport(): Promise<void> {
  const [job] = await sql<{ id: number }>(
    `INSERT INTO importaciones (estado, dry_run, csv_nombre, filas, filas_total, num_errores, finished_at)
     VALUES ('con_errores', true, $1, 2, 2, 1, now()) RETURNING id`,
    [IMPORT_FILE],
  );
  await sql(`INSERT INTO importacion_errores (importacion_id, linea, columna, mensaje) VALUES ($1, 2, 'precio', 'El precio debe ser un número.')`, [job!.id]);
}
