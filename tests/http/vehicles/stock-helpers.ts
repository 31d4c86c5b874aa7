import sharp from 'sharp';
import type request from 'supertest';
import type { PrismaClient } from '../../../server/db/client.ts';

/**
 * Helpers for the staff vehicle tests: a valid form built from the seeded lookups, generated
 * photos, and multipart posts the way the staff forms send them.
 */

export type Agent = ReturnType<typeof request.agent>;
export type Fields = Record<string, string | number>;

/** A complete, valid create form (field names of the create form: marcas, garantia, anyo). */
export async function createFields(prisma: PrismaClient, overrides: Fields = {}): Promise<Fields> {
  const modelo = await prisma.modelo.findFirstOrThrow({ select: { id: true, marca_id: true }, orderBy: { id: 'asc' } });
  const first = { select: { id: true }, orderBy: { id: 'asc' } } as const;
  const [carroceria, combustible, cambio, garantia] = await Promise.all([
    prisma.carroceria.findFirstOrThrow(first),
    prisma.combustible.findFirstOrThrow(first),
    prisma.cambio.findFirstOrThrow(first),
    prisma.garantia.findFirstOrThrow(first),
  ]);
  return {
    nombre: '320d M Sport',
    marcas: modelo.marca_id,
    modelo_id: modelo.id,
    kilometros: 15000,
    anyo: 2022,
    cilindrada: 1995,
    estado_id: 1,
    sede_id: 2,
    eco_id: 4,
    precio: 34900,
    precio_oferta: '',
    matricula: '1234 LMN',
    carroceria_id: carroceria.id,
    combustible_id: combustible.id,
    garantia: garantia.id,
    marchas: 8,
    puertas: 5,
    plazas: 5,
    color: 'Negro zafiro',
    potencia: 190,
    cambio_id: cambio.id,
    cilindros: 4,
    emisiones: 130,
    caracteristicas: 'Techo solar, cámara 360',
    ...overrides,
  };
}

/** The same car as the edit form sends it (marca_id, garantia_id). */
export function editFields(create: Fields, overrides: Fields = {}): Fields {
  const { marcas, garantia, ...rest } = create;
  return { ...rest, marca_id: marcas!, garantia_id: garantia!, ...overrides };
}

/** A JPEG of one colour. */
export function jpeg(width = 1200, height = 800, background = '#204060'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
}

export interface Upload {
  field: string;
  data: Buffer;
  name: string;
}

/** A multipart POST with the CSRF header, as JSON caller unless headers say otherwise. */
export function postMultipart(agent: Agent, token: string, url: string, fields: Fields, uploads: Upload[] = [], headers: Record<string, string> = { Accept: 'application/json' }) {
  let req = agent.post(url).set({ 'X-CSRF-TOKEN': token, ...headers });
  for (const [name, value] of Object.entries(fields)) req = req.field(name, String(value));
  for (const upload of uploads) req = req.attach(upload.field, upload.data, upload.name);
  return req;
}

/** Photos as the create form sends them: fotos[i][file] and fotos[i][order]. */
export function photoParts(photos: Buffer[], names = photos.map((_, i) => `foto-${i}.jpg`)): { uploads: Upload[]; fields: Fields } {
  const fields: Fields = {};
  const uploads = photos.map((data, i) => {
    fields[`fotos[${i}][order]`] = i;
    return { field: `fotos[${i}][file]`, data, name: names[i]! };
  });
  return { uploads, fields };
}
