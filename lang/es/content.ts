/** The dealership's pages (About, Equipo, Contacto) and their parts (Components/Content). */
export default {
  about_eyebrow: 'Sobre Nosotros',
  about_title: 'Más de 17 años de excelencia en el sector del automóvil en Canarias',
  about_lead: 'Coches premium de ocasión, elegidos uno a uno y entregados con la tranquilidad de una garantía.',
  history_eyebrow: 'Desde 2003',
  history_title: 'Nuestra historia',
  history_founding:
    'Nacimos a finales de 2003 en Las Palmas de Gran Canaria con una idea sencilla: que comprar un coche premium de ocasión en Canarias fuera tan fiable y cómodo como comprarlo nuevo.',
  history_specialism:
    'Desde entonces nos hemos especializado en las grandes marcas premium. Cada vehículo que entra en nuestras instalaciones se selecciona por su historial, se revisa a fondo en nuestro taller y se entrega con una garantía mínima de 12 meses.',
  history_today:
    'Hoy atendemos a nuestros clientes desde tres concesionarios: Los Tarahales en Las Palmas, El Tablero en el sur de Gran Canaria y Las Chafiras en Tenerife, con un equipo que conoce cada coche que vende.',
  pillars_eyebrow: 'Lo que nos define',
  pillars_title: 'Por qué elegirnos',
  pillar_brands_title: 'Marcas premium',
  pillar_brands_text: 'Trabajamos con las grandes marcas premium y elegimos cada coche por su historial, su estado y su equipamiento.',
  pillar_sourcing_title: 'Compra a la carta',
  pillar_sourcing_text:
    '¿Buscas un modelo, un color o un equipamiento que no está en stock? Lo localizamos por ti, verificamos su estado e historial y nos ocupamos del transporte y la matriculación en Canarias.',
  pillar_warranty_title: 'Garantía y confianza',
  pillar_warranty_text: 'Revisión completa en nuestro taller, garantía mínima de 12 meses, financiación a medida y tasación de tu coche actual.',
  innovation_eyebrow: 'Innovación',
  innovation_title: 'Un ERP/CRM en la nube para atenderte mejor',
  innovation_text:
    'Hemos implantado un sistema de gestión ERP/CRM en la nube que une el stock, las solicitudes de nuestros clientes y el seguimiento posventa de los tres concesionarios, para responder antes y sin perder ningún detalle.',
  innovation_funding:
    'Este proyecto ha sido subvencionado por la Agencia Canaria de Investigación, Innovación y Sociedad de la Información del Gobierno de Canarias, dentro de su programa de ayudas a la innovación empresarial, y cofinanciado por el Fondo Europeo de Desarrollo Regional (FEDER).',
  funders_label: 'Entidades financiadoras',
  see_vehicles: 'Ver vehículos',
  meet_team: 'Conoce al equipo',
  team_eyebrow: 'Equipo',
  team_title: 'Nuestro equipo',
  team_lead:
    'Asesores, técnicos y personal de atención al cliente que conocen cada coche que vendemos. Estas son las personas que te atenderán en nuestros tres concesionarios.',
  team_size: '{count, plural, one {# persona} other {# personas}}',
  contact_eyebrow: 'Estamos cerca de ti',
  contact_title: 'Contacto',
  contact_lead: 'Visítanos en cualquiera de nuestros tres concesionarios en Gran Canaria y Tenerife, llámanos o pide cita y te contactamos.',
  branches_label: 'Nuestros concesionarios',
  appointment_eyebrow: 'Escríbenos',
  appointment_title: 'Pide cita o resuelve tus dudas',
  appointment_text: 'Dinos qué vehículo te interesa y cuándo te viene bien. Te llamaremos para confirmar la visita o la prueba de conducción, sin compromiso.',
  maps_new_tab: '(abre Google Maps en una pestaña nueva)',
  call_branch: 'Llamar a {branch}:',
  opening_hours: 'Horario:',
  map_title: 'Mapa de {branch}',
  show_map: 'Ver mapa<hidden> de {branch}</hidden>',
  map_notice: 'Al ver el mapa se cargará contenido de Google Maps.',
  funder_canarias_alt: 'Logotipo del Gobierno de Canarias',
  funder_feder_alt: 'Logotipo de la Unión Europea, Fondo Europeo de Desarrollo Regional (FEDER)',
  funder_aciisi_alt: 'Logotipo de la Agencia Canaria de Investigación, Innovación y Sociedad de la Información (ACIISI)',
} as const;
