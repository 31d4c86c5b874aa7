import { z } from 'zod';
import { isCalendarDay } from './canary-date.ts';
import { REQUIRED_MESSAGE } from './field-messages.ts';
import { text } from './leads.ts';
import { pastDay, requiredInt } from './stock-forms.ts';
import type { SharedProps } from './pages.ts';

/**
 * A car's history in the open: its inspection against the dealership's template of points, its
 * odometer readings, its DGT report and the imperfections marked on its photos.
 */

/** The template's sections, in the checklist's order, with their staff names (the public ones are in lang/*\/history.ts). */
export const SECCIONES = {
  carroceria: 'Carrocería y cristales',
  interior: 'Interior',
  motor: 'Motor y cambio',
  electronica: 'Electricidad y electrónica',
  neumaticos: 'Neumáticos',
  frenos: 'Frenos',
  documentos: 'Documentación y llaves',
} as const;
export type Seccion = keyof typeof SECCIONES;
export const SECCION_KEYS = Object.keys(SECCIONES) as [Seccion, ...Seccion[]];

/** What a point records besides its result: a tyre's tread depth in mm, or the brake wear left in %. */
export type Medida = 'mm' | '%';

/** A point's result: passed, needs attention, or repaired before the sale. */
export const ESTADOS_PUNTO = { ok: 'Correcto', atencion: 'Requiere atención', reparado: 'Reparado' } as const;
export type EstadoPunto = keyof typeof ESTADOS_PUNTO;
export const ESTADO_PUNTO_KEYS = Object.keys(ESTADOS_PUNTO) as [EstadoPunto, ...EstadoPunto[]];

/** The largest figure a point takes: a tread depth in mm, or a percentage. */
export const MEDIDA_MAX: Record<Medida, number> = { mm: 20, '%': 100 };

export const PUNTO_NOMBRE_MAX = 120;
export const PUNTO_NOTA_MAX = 300;

/** An optional text of at most `max` characters, trimmed ('' when left out). */
const optionalText = (max: number) => z.string({ error: 'Escribe un texto.' }).trim().max(max, { error: `Máximo ${max} caracteres.` }).default('');

/** 'Plantilla de inspección': a point added to a section. */
export const puntoSchema = z.object({
  seccion: z.enum(SECCION_KEYS, { error: 'Elige una sección.' }),
  nombre: text(PUNTO_NOMBRE_MAX),
  medida: z.enum(['', 'mm', '%'], { error: 'Elige una medida de la lista.' }),
});
export type PuntoForm = z.infer<typeof puntoSchema>;

/** A point renamed, or given another figure; it stays in its section. */
export const puntoEdicionSchema = puntoSchema.omit({ seccion: true });
export type PuntoEdicion = z.infer<typeof puntoEdicionSchema>;

/** A point moved up or down among its section's active points. */
export const moverPuntoSchema = z.object({ direccion: z.enum(['arriba', 'abajo'], { error: REQUIRED_MESSAGE }) });

/** One point's answer in the inspection form; valor arrives as typed ('4,5'). */
export const resultadoSchema = z.object(
  {
    estado: z.enum(ESTADO_PUNTO_KEYS, { error: 'Elige el resultado.' }),
    valor: optionalText(6),
    nota: optionalText(PUNTO_NOTA_MAX),
  },
  { error: 'Elige el resultado.' },
);

/** 'Inspección': the day and every point's answer, by the point's id. */
export const inspeccionSchema = z.object({
  fecha: z.string({ error: REQUIRED_MESSAGE }).refine(isCalendarDay, 'Escribe una fecha válida.'),
  resultados: z.record(z.string(), z.unknown(), { error: 'Elige el resultado de cada punto.' }).default({}),
});
export type InspeccionForm = z.infer<typeof inspeccionSchema>;

export const INSPECTION_MESSAGES = {
  saved: 'Inspección guardada.',
  missing: (count: number) => `Falta el resultado de ${count === 1 ? '1 punto' : `${count} puntos`}: cada punto de la plantilla necesita el suyo.`,
  future: 'La fecha no puede ser posterior a hoy.',
  valueNeeded: (medida: Medida) => `Escribe la medida (${medida}).`,
  valueRange: (medida: Medida) => `Entre 0 y ${MEDIDA_MAX[medida]} ${medida}.`,
  pointAdded: 'Punto añadido a la plantilla.',
  pointSaved: 'Punto guardado.',
  pointRetired: 'Punto retirado de la plantilla: las inspecciones ya hechas lo conservan.',
  pointRestored: 'Punto de nuevo en la plantilla.',
  pointDeleted: 'Punto eliminado.',
  pointTaken: 'Ya hay un punto con ese nombre en la sección.',
  pointMoved: 'Orden guardado.',
  pointAtEdge: 'El punto ya está en ese extremo de su sección.',
  pointRetiredStays: 'Un punto retirado no se mueve: recupéralo antes.',
  pointInUse: 'Este punto ya se usó en alguna inspección: retíralo en lugar de eliminarlo.',
  measureInUse: 'Este punto ya se usó en inspecciones con su medida: para medir otra cosa, retíralo y añade uno nuevo.',
  photoBeforeSave: 'Guarda la inspección con este punto antes de añadirle una foto.',
  photoMissing: 'Elige una foto.',
  photoAdded: 'Foto añadida al punto. Se verá en la lista de la web en unos segundos.',
  photoRemoved: 'Foto quitada del punto.',
} as const;

/** A figure typed in Spanish ('4,5' or '4.5') → a number with one decimal, or null when it is not one. */
export function parseMedida(text: string): number | null {
  if (!/^\d{1,3}([.,]\d)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

// ── the odometer readings ──

/** Where a reading comes from, with its staff name (the public ones are in lang/*\/history.ts). */
export const FUENTES_KM = { itv: 'ITV', taller: 'Taller', dgt: 'Informe DGT', entrada: 'Entrada en el concesionario' } as const;
export type FuenteKm = keyof typeof FUENTES_KM;
export const FUENTE_KM_KEYS = Object.keys(FUENTES_KM) as [FuenteKm, ...FuenteKm[]];

export const EXPLICACION_MAX = 500;
/** The highest reading the table takes (lecturas_km_km_check). */
export const LECTURA_KM_MAX = 2_000_000;

/** 'Añadir lectura': the day, the km, the source and, for a reading below an earlier one, why. */
export const lecturaSchema = z.object({
  fecha: pastDay(),
  km: requiredInt({ min: 0, max: LECTURA_KM_MAX }),
  fuente: z.enum(FUENTE_KM_KEYS, { error: 'Elige de dónde sale la lectura.' }),
  explicacion: optionalText(EXPLICACION_MAX),
});
export type LecturaForm = z.infer<typeof lecturaSchema>;

/** A reading's explanation, written or corrected later. */
export const explicacionSchema = z.object({ explicacion: text(EXPLICACION_MAX) });

/** The database trigger that refuses a public car an unexplained drop in its readings (*_historial_coche). */
export const KM_RULE = 'coches_km_explicados';

export const MILEAGE_MESSAGES = {
  added: 'Lectura añadida.',
  explained: 'Explicación guardada.',
  deleted: 'Lectura eliminada.',
  /** A reading below an earlier one on a car on the site. */
  lowerOnPublicCar: 'Esta lectura es menor que una anterior y el coche está en la web: explica por qué (cuadro sustituido, error de anotación…) o retira antes el coche de la web.',
  /** Deleting a reading would leave a later one unexplained on a public car. */
  deleteLeavesLower: 'Sin esta lectura, otra posterior quedaría por debajo de una anterior sin explicar, y el coche está en la web: explica esa otra antes.',
  /** Publishing a car with an unexplained lower reading (the edit form, the import). */
  publishBlocked: 'No se puede publicar: tiene una lectura de kilómetros menor que otra anterior sin explicar. Explícala en «Kilómetros».',
} as const;

/** The most readings a car keeps: its page lists them all. */
export const LECTURAS_MAX = 60;

// ── the DGT report ──

/** The multipart field the report arrives in, and its limit. */
export const INFORME_FIELD = 'informe';
export const INFORME_MAX_BYTES = 10 * 1024 * 1024;

/** Whether the report shows on the car page. */
export const informePublicoSchema = z.object({ publico: z.boolean({ error: REQUIRED_MESSAGE }) });

export const INFORME_MESSAGES = {
  uploaded: 'Informe de la DGT guardado. Es privado hasta que lo hagas público.',
  replaced: 'Informe de la DGT sustituido.',
  missing: 'Elige el PDF del informe.',
  notPdf: 'El archivo no es un PDF.',
  tooLarge: `El informe supera ${INFORME_MAX_BYTES / 1024 / 1024} MB.`,
  madePublic: 'El informe se ve en la página del coche mientras esté en la web.',
  madePrivate: 'El informe ya no se ve en la web.',
  deleted: 'Informe de la DGT eliminado.',
} as const;

// ── the imperfections marked on the photos ──

export const IMPERFECCION_NOTA_MAX = 140;
/** The most imperfections one photo carries: more would hide the photo under its markers. */
export const IMPERFECCIONES_POR_FOTO = 8;

/** A position on the photo, 0–1 from its left or top edge, as the click gave it. */
const position = z.coerce.number({ error: 'Marca un punto de la foto.' }).min(0, { error: 'Marca un punto de la foto.' }).max(1, { error: 'Marca un punto de la foto.' });

/** 'Señalar una imperfección': where on the photo, and what it is. */
export const imperfeccionSchema = z.object({ x: position, y: position, nota: text(IMPERFECCION_NOTA_MAX) });
export type ImperfeccionForm = z.infer<typeof imperfeccionSchema>;

export const IMPERFECTION_MESSAGES = {
  added: 'Imperfección señalada en la foto.',
  deleted: 'Imperfección eliminada.',
  tooMany: `Esta foto ya tiene ${IMPERFECCIONES_POR_FOTO} imperfecciones señaladas: usa otra foto para las demás.`,
  photoGone: 'Esa foto ya no existe.',
} as const;

/** A close-up photo (an inspection point's, an imperfection's) once made: its JPEG and thumbnail. */
export interface FotoDetalle {
  url: string;
  thumbUrl: string;
}

/** An imperfection as staff keep it on the edit page. */
export interface ImperfeccionStaff {
  id: number;
  foto_id: number;
  x: number;
  y: number;
  nota: string;
  /** Its close-up, once made; null without one, or while it is being made. */
  foto: FotoDetalle | null;
}

// ── the staff's pages ──

export interface PuntoPlantilla {
  id: number;
  seccion: Seccion;
  nombre: string;
  medida: Medida | null;
  activo: boolean;
  /** Used by some inspection: it can be retired, not deleted. */
  usado: boolean;
}

/** 'Plantilla de inspección' (Administración): the points by section, retired ones after. */
export interface PlantillaInspeccionProps extends SharedProps {
  puntos: PuntoPlantilla[];
}

export interface ResultadoGuardado {
  estado: EstadoPunto;
  /** As the form shows it ('4,5'), or ''. */
  valor: string;
  nota: string;
}

/** 'Inspección' of one car: the template's active points (and any retired one its saved inspection used), and what was saved. */
export interface InspeccionProps extends SharedProps {
  coche: { id: number; titulo: string; editar: string };
  /** A retired point is here only when this car's inspection answered it: its answer is optional. */
  puntos: Pick<PuntoPlantilla, 'id' | 'seccion' | 'nombre' | 'medida' | 'activo'>[];
  /** null before the first inspection. */
  guardada: { fecha: string; inspector: string; actualizada: string } | null;
  resultados: Record<string, ResultadoGuardado>;
  /** Today in the Canary Islands: the form's default day and its latest. */
  hoy: string;
  /** The saved points' close-ups by point id: the thumbnail once made (null while it is being made), or why it could not be. */
  fotos: Record<string, { thumbUrl: string | null; error: string | null }>;
}

/** A reading as staff see it: sin_explicar when the odometer rule flags it (below an earlier one, unexplained). */
export interface LecturaKmStaff {
  id: number;
  fecha: string;
  km: number;
  fuente: FuenteKm;
  explicacion: string | null;
  sin_explicar: boolean;
  /** Who entered it; null for the seed's, or an account since deleted. */
  autor: string | null;
}

/** 'Kilómetros' of one car: its readings by day, its DGT report, and the car's own km and state. */
export interface KilometrosProps extends SharedProps {
  coche: { id: number; titulo: string; editar: string; kilometros: number; publico: boolean };
  lecturas: LecturaKmStaff[];
  informe: { url: string; bytes: number; publico: boolean; subido: string } | null;
  /** Today in the Canary Islands: the form's default day and its latest. */
  hoy: string;
}

// ── the public car page ──

/** The car page's summary: 'Revisado en N puntos' on a day, with the counts by result. */
export interface InspeccionResumen {
  fecha: string;
  puntos: number;
  reparados: number;
  atencion: number;
}

/** One point of the public checklist, named in the page's language. */
export interface PuntoChecklist {
  nombre: string;
  estado: EstadoPunto;
  valor: number | null;
  medida: Medida | null;
  nota: string | null;
  /** The point's close-up, when staff took one. */
  foto: FotoDetalle | null;
}

/** GET /vehiculo/{slug}/inspeccion (/en/…, /de/…): the whole checklist, by section, loaded when the visitor asks. */
export interface ChecklistAnswer {
  fecha: string;
  secciones: { seccion: Seccion; puntos: PuntoChecklist[] }[];
}

/** A reading on the car page, by day; the explanation of one below an earlier reading beside it. */
export interface LecturaKmPublica {
  fecha: string;
  km: number;
  fuente: FuenteKm;
  explicacion: string | null;
}

/** An imperfection on the car page: its photo, where on it (0–1 from the left and top edges), and the note. */
export type Imperfeccion = Omit<ImperfeccionStaff, 'id'>;
