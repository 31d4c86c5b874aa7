/** Page titles and descriptions the server writes (the head tags, JSON-LD): never sent to a page as messages. */
export default {
  about_title: 'Sobre Nosotros',
  about_description:
    'Desde 2003, {appName} vende vehículos premium de ocasión en Canarias: compra a la carta, garantía y tres concesionarios en Gran Canaria y Tenerife.',
  team_title: 'Equipo',
  team_description: 'Conoce al equipo de {appName} en Las Palmas, El Tablero y Santa Cruz de Tenerife.',
  contact_title: 'Contacto',
  contact_description:
    'Direcciones, teléfonos y horarios de los concesionarios {appName} en Las Palmas, El Tablero y Santa Cruz de Tenerife. Pide cita sin compromiso.',
  legal_notice_description: 'Aviso legal de {appName}: titular del sitio web, condiciones de uso y responsabilidad.',
  privacy_description: 'Cómo trata {appName} tus datos personales: finalidades, base jurídica, conservación, destinatarios y tus derechos.',
  accessibility_description:
    'Declaración de accesibilidad de {appName}: cumplimiento de las WCAG 2.2 AA, cómo lo comprobamos, limitaciones conocidas y cómo comunicarnos una barrera.',
  reservation_terms_description: 'Cómo reservar un coche en {appName}: la señal, cómo se paga, cuánto dura la reserva y cuándo se devuelve.',
  tradein_title: 'Tasamos tu coche',
  tradein_description:
    'Dinos qué coche tienes y te damos una valoración en menos de 24 horas para entregarlo como parte del pago de tu próximo coche en {appName}.',
  crumb_home: 'Inicio',
  crumb_vehicles: 'Vehículos',
  listing_page_title: '{title} (página {page})',
  listing_page_description: 'Página {page}. {description}',
  vehicle_title: '{car} ({year}) de ocasión',
  vehicle_facts: '{car} de {year} con {km} km, {fuel}, cambio {gearbox} y {power} CV.',
  vehicle_sold: '{facts} Vendido: descubre coches similares en {appName}, Gran Canaria y Tenerife.',
  vehicle_for_sale: '{facts} Precio al contado: {price}.{reserved, select, yes { Reservado.} other {}} Revisado y con garantía en {appName}, Canarias.',
  brand_title: '{marca} de ocasión en Canarias',
  brand_description_none:
    'Coches {marca} de ocasión en Canarias. Ahora mismo no tenemos ningún {marca} disponible: consulta todo nuestro stock revisado y con garantía en Gran Canaria y Tenerife.',
  brand_description:
    '{count, plural, one {# vehículo {marca} de ocasión disponible en Canarias: revisado} other {# vehículos {marca} de ocasión disponibles en Canarias: revisados}}, con garantía mínima de 12 meses y financiación a medida en Gran Canaria y Tenerife.',
  model_landing_title: '{car} de segunda mano en Canarias',
  model_landing_intro:
    '{count, plural, one {Un {car} de ocasión disponible en {where}, revisado} other {{number} {car} de ocasión disponibles en {where}, revisados}} por nuestro taller y con garantía mínima de 12 meses.',
  model_landing_description:
    '{count, plural, one {{number} vehículo {car} de segunda mano en {where}: revisado} other {{number} vehículos {car} de segunda mano en {where}: revisados}}, con garantía mínima de 12 meses y financiación a medida.',
  model_landing_more: 'Más modelos de {marca}',
  island_landing_intro:
    '{count, plural, one {Un coche de ocasión en {branches}, revisado} other {{number} coches de ocasión en {branches}, revisados}} por nuestro taller y con garantía mínima de 12 meses.',
  island_landing_description:
    '{count, plural, one {{number} coche de segunda mano en {island}, en {branches}: revisado} other {{number} coches de segunda mano en {island}, en {branches}: revisados}}, con garantía mínima de 12 meses y financiación a medida.',
  island_branches: '{count, plural, one {nuestra sede de {names}} other {nuestras sedes de {names}}}',
  island_landing_brands: 'Marcas en {island}',
} as const;
