import type pg from 'pg';

export type FormFields = Record<string, string>;

/**
 * A valid car as the staff forms send it, from the lookups of the database at `db`: the create
 * form's fields (marcas, garantia) and the edit form's (marca_id, garantia_id). For the
 * benchmarks and the scale proof, which post to a running server.
 */
export async function carFormFields(db: pg.Client): Promise<{ create: FormFields; edit: FormFields }> {
  const { rows } = await db.query<Record<string, number>>(`
    SELECT (SELECT min(id) FROM modelos) AS modelo, (SELECT marca_id FROM modelos ORDER BY id LIMIT 1) AS marca,
      (SELECT min(id) FROM carrocerias) AS carroceria, (SELECT min(id) FROM combustibles) AS combustible,
      (SELECT min(id) FROM cambios) AS cambio, (SELECT min(id) FROM garantias) AS garantia`);
  const ids = rows[0]!;
  const shared = {
    nombre: 'Carrera S', modelo_id: ids.modelo, kilometros: 12000, anyo: 2023, cilindrada: 2981, estado_id: 1, sede_id: 1, eco_id: 4, precio: 139900,
    precio_oferta: '', matricula: '', carroceria_id: ids.carroceria, combustible_id: ids.combustible, marchas: 8, puertas: 2,
    plazas: 4, color: 'Gris tiza', potencia: 450, cambio_id: ids.cambio, cilindros: 6, emisiones: 230, caracteristicas: '',
  };
  const strings = (fields: Record<string, unknown>): FormFields => Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  return {
    create: strings({ ...shared, marcas: ids.marca, garantia: ids.garantia }),
    edit: strings({ ...shared, marca_id: ids.marca, garantia_id: ids.garantia }),
  };
}
