import { expect, test, type Page } from '@playwright/test';
import { axeViolations, networkQuiet } from '../support/axe.ts';
import { alertToken, axeCarSlug, axeSoldSlug, driveToken, importId, leadId, quotedLeadId, reservationToken } from '../support/e2e-axe-fixtures.ts';
import { sql } from '../support/e2e-db.ts';
import { busiestModel } from '../support/e2e-landing.ts';
import { E2E_STAFF, hydrated, openConfirmed, signInAsStaff } from '../support/e2e.ts';
import { processPhotosNow } from '../support/e2e-photos.ts';

/**
 * Every page of the site, at a desktop and a phone width, scanned by axe-core with the WCAG 2.0,
 * 2.1 and 2.2 A and AA rules; and again with each modal, drawer, sheet and menu open. The
 * answer must be no violation at all.
 */

interface Screen {
  name: string;
  url: string | (() => Promise<string>);
  /** Opens a modal, drawer, sheet or menu; the scan runs with it open. */
  open?: (page: Page) => Promise<void>;
  /** Only at this width (a drawer that exists only on a phone, say). */
  width?: number;
}

const WIDTHS = [1280, 375];

/** Clicks a control once React has hydrated it, and waits for the dialog it opens. */
async function openDialog(page: Page, control: ReturnType<Page['getByRole']>, dialogName?: string | RegExp) {
  await hydrated(control);
  await control.click();
  await expect(dialogName ? page.getByRole('dialog', { name: dialogName }) : page.getByRole('dialog')).toBeVisible();
}

/** Clicks a disclosure button (its name may change once open) and waits until it reports open. */
async function expand(page: Page, name: string | RegExp, within?: ReturnType<Page['getByRole']>) {
  const control = (within ?? page).getByRole('button', { name });
  await hydrated(control);
  await control.click();
  await expect((within ?? page).getByRole('button', { name, expanded: true })).toBeVisible();
}

/** Keeps two cars as favourites (the browser's list) and shows them on /favoritos. */
async function showFavourites(page: Page) {
  const ids = (await sql<{ id: number }>('SELECT id FROM coches WHERE activo AND deleted_at IS NULL ORDER BY id LIMIT 2')).map((row) => row.id);
  await page.evaluate((kept) => localStorage.setItem('favorites', JSON.stringify(kept)), ids);
  await page.reload();
  await page.waitForLoadState('networkidle');
}

/** The Agenda's day of the axe fixtures' booked drive, at its branch. */
async function agendaOfDrive(): Promise<string> {
  const token = await driveToken('reservada');
  const [drive] = await sql<{ sede_id: number; dia: string }>(
    `SELECT sede_id, to_char((lower(periodo) AT TIME ZONE 'Atlantic/Canary')::date, 'YYYY-MM-DD') AS dia FROM pruebas WHERE token = $1`,
    [token],
  );
  return `/dashboard/agenda?sede=${drive!.sede_id}&fecha=${drive!.dia}`;
}

const PUBLIC: Screen[] = [
  { name: 'Welcome', url: '/' },
  { name: 'Welcome2', url: '/inicio' },
  { name: 'Buscar', url: '/buscar' },
  { name: 'Buscar, no results', url: '/buscar?min_precio=990000' },
  { name: 'Vehicle, available', url: `/vehiculo/${axeCarSlug}` },
  { name: 'Vehicle, sold', url: `/vehiculo/${axeSoldSlug}` },
  { name: 'Marca', url: '/marca/Mercedes-Benz' },
  { name: 'SegundaMano, model', url: async () => (await busiestModel()).path },
  { name: 'SegundaMano, island', url: '/coches-segunda-mano/tenerife' },
  { name: 'Favoritos, empty', url: '/favoritos' },
  {
    name: 'Comparar, three cars',
    url: async () => `/comparar?ids=${(await sql<{ id: number }>('SELECT id FROM coches WHERE activo AND deleted_at IS NULL AND estado_id = 1 ORDER BY id LIMIT 3')).map((row) => row.id).join(',')}`,
  },
  { name: 'Comparar, empty', url: '/comparar' },
  { name: 'Alerta, confirmar', url: async () => `/alertas/confirmar/${await alertToken()}` },
  { name: 'Alerta, baja', url: async () => `/alertas/baja/${await alertToken()}` },
  { name: 'Alerta, dada de baja', url: `/alertas/baja/${'x'.repeat(43)}?hecho=1` },
  { name: 'MiReserva, pendiente', url: async () => `/mi-reserva/${await reservationToken('pendiente')}` },
  { name: 'MiReserva, pago pendiente', url: async () => `/mi-reserva/${await reservationToken('pendiente_pago')}` },
  { name: 'MiReserva, confirmada', url: async () => `/mi-reserva/${await reservationToken('confirmada')}` },
  { name: 'MiReserva, desistida y devuelta', url: async () => `/mi-reserva/${await reservationToken('desistida')}` },
  { name: 'MiReserva, no existe', url: `/mi-reserva/${'x'.repeat(43)}` },
  { name: 'MiPrueba, reservada', url: async () => `/prueba/${await driveToken('reservada')}` },
  { name: 'MiPrueba, cancelada', url: async () => `/prueba/${await driveToken('cancelada')}` },
  { name: 'Tasacion', url: '/tasacion' },
  { name: 'Legal, condiciones de la reserva', url: '/condiciones-reserva' },
  { name: 'Favoritos, with cars', url: '/favoritos', open: showFavourites },
  { name: 'Landing', url: '/cita' },
  { name: 'Landing2', url: '/landing/clasea' },
  { name: 'About', url: '/historia' },
  { name: 'Equipo', url: '/equipo' },
  { name: 'Contacto', url: '/contacto' },
  { name: 'Legal, aviso legal', url: '/aviso_legal' },
  { name: 'Legal, privacidad', url: '/politica_privacidad' },
  { name: 'Legal, accesibilidad', url: '/accesibilidad' },
  { name: 'Error 404', url: '/no-existe' },
  { name: 'Auth/Login', url: '/login' },
  { name: 'Auth/ForgotPassword', url: '/forgot-password' },
  { name: 'Auth/ResetPassword', url: '/reset-password/token-de-prueba?email=nadie%40example.com' },
  // In English and German, with the Spanish browser's one-line suggestion showing.
  { name: 'Welcome, English', url: '/en/' },
  { name: 'Vehicle, English', url: `/en/vehiculo/${axeCarSlug}` },
  { name: 'Contacto, English', url: '/en/contacto' },
  { name: 'Welcome, German', url: '/de/' },
  { name: 'Buscar, German', url: '/de/buscar' },
  { name: 'Tasacion, German', url: '/de/tasacion' },
  { name: 'Legal, English, with the Spanish text binding', url: '/en/aviso_legal' },
  { name: 'Error 404, German', url: '/de/marca/Nope' },
];

const PUBLIC_OPEN: Screen[] = [
  { name: 'site menu', url: '/', width: 375, open: (page) => expand(page, /^(Abrir|Cerrar) menú$/) },
  { name: 'Buscar menu', url: '/', width: 1280, open: (page) => expand(page, 'Buscar', page.getByRole('banner')) },
  { name: 'Buscar, more filters', url: '/buscar', width: 1280, open: (page) => expand(page, /^Mostrar (más|menos) filtros$/) },
  { name: 'Buscar, Crear alerta', url: '/buscar?combustible=1', open: (page) => openDialog(page, page.getByRole('button', { name: 'Crear alerta' }), 'Crear alerta') },
  { name: 'Buscar, filter sheet', url: '/buscar', width: 375, open: (page) => openDialog(page, page.getByRole('button', { name: /^Filtros/ })) },
  { name: 'Vehicle, Me Interesa', url: `/vehiculo/${axeCarSlug}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Me Interesa' }).first(), 'Contactar') },
  { name: 'Vehicle, Reservar', url: `/vehiculo/${axeCarSlug}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Reservar', exact: true }), 'Reservar') },
  {
    name: 'Vehicle, Reservar prueba, a slot chosen and the fields in error',
    url: `/vehiculo/${axeCarSlug}`,
    open: async (page) => {
      await openDialog(page, page.getByRole('button', { name: 'Reservar prueba' }), 'Reservar una prueba de conducción');
      const dialog = page.getByRole('dialog');
      await dialog.locator('button[name="inicio"]').first().click();
      await dialog.getByRole('button', { name: 'Reservar la prueba' }).click();
      await expect(dialog.getByText('Este campo es obligatorio.').first()).toBeVisible();
    },
  },
  {
    name: 'MiPrueba, choosing a new slot',
    url: async () => `/prueba/${await driveToken('reservada')}`,
    open: async (page) => {
      const move = page.getByRole('button', { name: 'Cambiar día u hora' });
      await hydrated(move);
      await move.click();
      await expect(page.locator('button[name="inicio"]').first()).toBeVisible();
    },
  },
  {
    name: 'MiPrueba, confirming the cancellation',
    url: async () => `/prueba/${await driveToken('reservada')}`,
    open: async (page) => {
      const ask = page.getByRole('button', { name: 'Cancelar la prueba' });
      await hydrated(ask);
      await ask.click();
      await expect(page.getByRole('button', { name: 'Sí, cancelar la prueba' })).toBeVisible();
    },
  },
  {
    name: 'MiReserva, confirming the withdrawal',
    url: async () => `/mi-reserva/${await reservationToken('confirmada')}`,
    open: async (page) => {
      const ask = page.getByRole('button', { name: 'Desistir de la reserva' });
      await hydrated(ask);
      await ask.click();
      await expect(page.getByRole('button', { name: 'Confirmar el desistimiento' })).toBeVisible();
    },
  },
  { name: 'Vehicle, Compartir', url: `/vehiculo/${axeCarSlug}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Compartir' }), 'Compartir') },
  {
    name: 'Vehicle, Financiado',
    url: `/vehiculo/${axeCarSlug}`,
    open: async (page) => {
      const tab = page.getByRole('tab', { name: 'Financiado' });
      await hydrated(tab);
      await tab.click();
      await expect(page.getByRole('slider', { name: 'Entrada' })).toBeVisible();
    },
  },
  { name: 'Vehicle, Más información', url: `/vehiculo/${axeCarSlug}`, open: (page) => expand(page, 'Más información') },
  {
    name: 'Vehicle, Qué incluye el precio',
    url: `/vehiculo/${axeCarSlug}`,
    open: async (page) => {
      const summary = page.getByText('Qué incluye el precio').first();
      await hydrated(summary);
      await summary.click();
      await expect(page.getByRole('list', { name: 'Incluido en el precio' })).toBeVisible();
    },
  },
  {
    name: 'Vehicle, the inspection’s checklist open',
    url: `/vehiculo/${axeCarSlug}`,
    open: async (page) => {
      await expand(page, /^(Ver la lista completa|Ocultar la lista)$/);
      await expect(page.getByRole('heading', { name: 'Reparado y a vigilar' })).toBeVisible();
    },
  },
  {
    name: 'Vehicle, an imperfection’s note open',
    url: `/vehiculo/${axeCarSlug}`,
    open: async (page) => {
      const count = page.getByRole('button', { name: '1 imperfección señalada' });
      await hydrated(count);
      await count.click();
      const hotspot = page.getByRole('button', { name: /^Imperfección 1: / });
      await expect(hotspot).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(hotspot).toHaveAttribute('aria-expanded', 'true');
    },
  },
  { name: 'Vehicle, full-screen photos', url: `/vehiculo/${axeCarSlug}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Ver las fotos a pantalla completa' }), 'Fotos a pantalla completa') },
  { name: 'Vehicle, Me Interesa in German', url: `/de/vehiculo/${axeCarSlug}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Ich habe Interesse' }).first(), 'Kontakt aufnehmen') },
  { name: 'site menu in English', url: '/en/', width: 375, open: (page) => expand(page, /^(Open|Close) menu$/) },
  { name: 'Landing2, Solicitar oferta', url: '/landing/clasea', open: (page) => openDialog(page, page.getByRole('button', { name: 'Solicitar oferta' }).first()) },
];

const axeCarId = async () => (await sql<{ id: number }>('SELECT id FROM coches WHERE slug = $1', [axeCarSlug]))[0]!.id;
const firstId = async (table: string) => String((await sql<{ id: number }>(`SELECT min(id) AS id FROM ${table}`))[0]!.id);

const STAFF: Screen[] = [
  { name: 'Dashboard', url: '/dashboard' },
  { name: 'Vehiculos', url: '/dashboard/vehiculos' },
  { name: 'Vehiculos, no results', url: '/dashboard/vehiculos?search_field=nombre&search_query=zzzz' },
  { name: 'Add-Vehicle', url: '/dashboard/coches/add' },
  { name: 'Edit-Vehicle', url: async () => `/dashboard/coches/edit/${await firstId('coches')}` },
  { name: 'Importar', url: '/dashboard/vehiculos/importar' },
  { name: 'Importacion', url: async () => `/dashboard/vehiculos/importar/${await importId()}` },
  { name: 'Solicitudes', url: '/dashboard/solicitudes' },
  { name: 'Solicitud', url: async () => `/dashboard/solicitudes/${await leadId()}` },
  { name: 'Solicitud, about a car with a quote', url: async () => `/dashboard/solicitudes/${await quotedLeadId()}` },
  { name: 'MarcasModelos', url: '/dashboard/marcaymodelo' },
  { name: 'EditarMarca', url: async () => `/dashboard/marca/edit/${await firstId('marcas')}` },
  { name: 'EditarModelo', url: async () => `/dashboard/modelo/edit/${await firstId('modelos')}` },
  { name: 'Banners', url: '/dashboard/banners' },
  { name: 'Contact/Index', url: '/dashboard/contacts' },
  { name: 'Lista', url: '/dashboard/listas/combustibles' },
  { name: 'EditarLista', url: async () => `/dashboard/listas/combustibles/${await firstId('combustibles')}/editar` },
  { name: 'Empresa', url: '/dashboard/empresa' },
  { name: 'Financiacion', url: '/dashboard/financiacion' },
  { name: 'Auth/ConfirmPassword', url: '/confirm-password' },
  { name: 'Personal', url: '/dashboard/personal' },
  { name: 'InformeStock', url: '/dashboard/informes/stock' },
  { name: 'Pagos', url: '/dashboard/pagos' },
  { name: 'Agenda, a day with a booked drive', url: agendaOfDrive },
  { name: 'Agenda, a week', url: async () => `${await agendaOfDrive()}&vista=semana` },
  { name: 'Horarios', url: '/dashboard/horarios' },
  { name: 'Inspeccion', url: async () => `/dashboard/coches/${await axeCarId()}/inspeccion` },
  { name: 'PlantillaInspeccion', url: '/dashboard/inspeccion' },
  { name: 'Kilometros', url: async () => `/dashboard/coches/${await axeCarId()}/kilometros` },
  { name: 'Calendario', url: '/dashboard/agenda/calendario' },
];

const STAFF_OPEN: Screen[] = [
  { name: 'staff drawer', url: '/dashboard', width: 375, open: (page) => openDialog(page, page.getByRole('button', { name: 'Abrir menú' })) },
  { name: 'user menu', url: '/dashboard', open: (page) => expand(page, E2E_STAFF.name, page.getByRole('banner')) },
  { name: 'Vehiculos, more filters', url: '/dashboard/vehiculos', width: 375, open: (page) => expand(page, /^Más filtros/) },
  { name: 'Vehiculos, delete confirm', url: '/dashboard/vehiculos', open: (page) => openDialog(page, page.getByRole('button', { name: /^Eliminar: / }).first()) },
  {
    name: 'Edit-Vehicle, an imperfection being marked',
    url: async () => `/dashboard/coches/edit/${await axeCarId()}`,
    open: async (page) => {
      const photo = page.getByRole('button', { name: 'Marcar un punto de la foto' });
      await hydrated(photo);
      await photo.press('Enter');
      await expect(page.getByLabel('Qué es')).toBeFocused();
    },
  },
  { name: 'Edit-Vehicle, price history', url: async () => `/dashboard/coches/edit/${await firstId('coches')}`, open: (page) => openDialog(page, page.getByRole('button', { name: 'Historial De Precios' }), 'Historial De Precios') },
  { name: 'MarcasModelos, add brand', url: '/dashboard/marcaymodelo', open: (page) => openDialog(page, page.getByRole('button', { name: 'Agregar marca' }), 'Agregar Marca') },
  { name: 'MarcasModelos, add model', url: '/dashboard/marcaymodelo', open: (page) => openDialog(page, page.getByRole('button', { name: 'Agregar modelo' }), 'Agregar Modelo') },
  { name: 'Banners, add', url: '/dashboard/banners', open: (page) => openDialog(page, page.getByRole('button', { name: 'Agregar Banner' }), 'Agregar Banner') },
  { name: 'Contact/Index, add', url: '/dashboard/contacts', open: (page) => openDialog(page, page.getByRole('button', { name: 'Add Contact' }).first(), 'Add Contact') },
  { name: 'Personal, invite', url: '/dashboard/personal', open: (page) => openDialog(page, page.getByRole('button', { name: 'Invitar a un compañero' }), 'Invitar a un compañero') },
  {
    name: 'Agenda, moving a drive',
    url: agendaOfDrive,
    open: async (page) => {
      await openDialog(page, page.getByRole('button', { name: 'Mover' }).first(), 'Mover la prueba');
      await expect(page.getByRole('dialog').locator('button[name="inicio"]').first()).toBeVisible();
    },
  },
  { name: 'Agenda, blocking time', url: agendaOfDrive, open: (page) => openDialog(page, page.getByRole('button', { name: 'Bloquear tiempo' }), 'Bloquear tiempo') },
];

async function scan(page: Page, screens: Screen[], width: number) {
  await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
  const loaded = networkQuiet(page);
  for (const screen of screens.filter((s) => !s.width || s.width === width)) {
    await test.step(`${screen.name} at ${width} px`, async () => {
      const url = typeof screen.url === 'string' ? screen.url : await screen.url();
      await page.goto(url);
      await loaded();
      if (screen.open) await screen.open(page);
      expect.soft(await axeViolations(page), `${screen.name} at ${width} px (${url})`).toEqual([]);
    });
  }
}

test.describe('WCAG 2.2 AA (axe-core)', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(() => processPhotosNow([axeCarSlug, axeSoldSlug]));

  for (const width of WIDTHS) {
    test(`public pages at ${width} px`, async ({ page }) => scan(page, PUBLIC, width));
    test(`public modals, sheets and menus at ${width} px`, async ({ page }) => scan(page, PUBLIC_OPEN, width));
    test(`staff pages at ${width} px`, async ({ page }) => {
      await signInAsStaff(page);
      await openConfirmed(page, '/dashboard/personal');
      await scan(page, STAFF, width);
    });
    test(`staff modals, drawers and menus at ${width} px`, async ({ page }) => {
      await signInAsStaff(page);
      await openConfirmed(page, '/dashboard/personal');
      await scan(page, STAFF_OPEN, width);
    });
  }
});
