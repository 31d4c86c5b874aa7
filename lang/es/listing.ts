/** The brand, model and island listings (Marca, SegundaMano, Components/Listing). */
export default {
  breadcrumb: 'Ruta de navegación',
  see_all: 'Ver todos en el buscador',
  no_results: 'No se encontraron resultados.',
  brand_eyebrow: 'Marca',
  brand_title: '{brand} de ocasión en Canarias',
  brand_intro_empty: 'Ahora mismo no tenemos ningún {brand} disponible. Consulta todo nuestro stock o vuelve pronto.',
  brand_intro:
    '{count, plural, one {Un {brand} de ocasión disponible, revisado} other {# {brand} de ocasión disponibles, revisados}} por nuestro taller y con garantía mínima de 12 meses, en Gran Canaria y Tenerife.',
  brand_models: 'Modelos de {brand}',
  island_eyebrow: 'Coches por isla',
  island_branches: '{count, plural, one {Nuestra sede} other {Nuestras sedes}} en {island}',
} as const;
