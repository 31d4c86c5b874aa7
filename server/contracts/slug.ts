/**
 * URL slugs for vehicles: lower-case ASCII words joined by '-', accents stripped
 * ('Mercedes-Benz Clase C 220 d Avantgarde' → 'mercedes-benz-clase-c-220-d-avantgarde').
 */
export function slugify(text: string, maxLength = 180): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * `base`, or `base-2`, `base-3`… whichever `taken` does not hold yet; records the result in
 * `taken`.
 */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * Two brand or model names a person would take for one: equal ignoring case, or with the same
 * slug ('CX-5' and 'cx 5'), which would give both one landing page (contracts/listing-paths.ts).
 */
export function sameName(a: string, b: string): boolean {
  const slug = slugify(a);
  return a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es') || (slug !== '' && slug === slugify(b));
}
