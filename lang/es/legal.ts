/** The legal pages' frame (Legal): the documents' own texts are in server/contracts/legal-<locale>.ts, one file a language. */
export default {
  eyebrow: 'Información legal',
  version: 'Versión {version}',
  last_updated: 'Última actualización: {date}',
  other_texts: 'Otros textos legales',
  see_also: 'Ver también',
  contact: 'Contacto',
  pending_data: 'Dato pendiente de completar',
  translation_notice: 'El texto vinculante es el español; esta traducción se ofrece solo por comodidad. <link>Leer el texto en español</link>',
} as const;
