/** estado_id values (spec §3). */
export const ESTADO_DISPONIBLE = 1;
export const ESTADO_RESERVADO = 2;
export const ESTADO_VENDIDO = 3;

/**
 * The DGT environmental labels by eco_id (spec §3: 1 Cero, 2 ECO, 3 B, 4 C): the short name the
 * search lists, the full name (the badge's alt text and the staff select) and the badge.
 */
export const DGT_LABELS = [
  { id: 1, nombre: 'Cero', titulo: 'Etiqueta Cero emisiones', src: '/img/dgt/cero.svg' },
  { id: 2, nombre: 'ECO', titulo: 'Etiqueta ECO', src: '/img/dgt/eco.svg' },
  { id: 3, nombre: 'B', titulo: 'Etiqueta B', src: '/img/dgt/b.svg' },
  { id: 4, nombre: 'C', titulo: 'Etiqueta C', src: '/img/dgt/c.svg' },
] as const;

/** combustible id that gets the bolt icon (spec §3: 4 Eléctrico). */
export const COMBUSTIBLE_ELECTRICO = 4;

/** The overlay label for a card, if any. */
export function statusLabel(estadoId: number): 'RESERVADO' | 'VENDIDO' | null {
  if (estadoId === ESTADO_VENDIDO) return 'VENDIDO';
  if (estadoId === ESTADO_RESERVADO) return 'RESERVADO';
  return null;
}

/**
 * The version as it reads after the model: a version that starts with the model's name
 * ('Macan S' under 'Macan', 'GLE 350 de 4MATIC' under 'GLE') loses it, so a title never says
 * 'Porsche Macan Macan S'; a version equal to the model is empty.
 */
export function versionAfterModel(modelo: string, nombre: string): string {
  const model = modelo.trim();
  const version = nombre.trim();
  const head = version.slice(0, model.length).toLowerCase();
  if (!model || head !== model.toLowerCase()) return version;
  const rest = version.slice(model.length);
  return rest === '' || /^\s/.test(rest) ? rest.trim() : version;
}

export function vehicleTitle(v: { marca: { nombre: string }; modelo: { nombre: string }; nombre: string }): string {
  return [v.marca.nombre, v.modelo.nombre, versionAfterModel(v.modelo.nombre, v.nombre)].filter(Boolean).join(' ');
}

export function vehicleHref(slug: string): string {
  return `/vehiculo/${encodeURIComponent(slug)}`;
}
