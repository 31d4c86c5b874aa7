/** The legal pages' frame (Legal): the documents' own texts are in server/contracts/legal.ts. */
export default {
  eyebrow: 'Información legal',
  version: 'Versión {version}',
  last_updated: 'Última actualización: {date}',
  other_texts: 'Otros textos legales',
  see_also: 'Ver también',
  contact: 'Contacto',
  pending_data: 'Dato pendiente de completar',
} as const;
