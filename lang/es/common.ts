/** What every public page shows: the header, the footer, the language switcher. */
export default {
  skip_to_content: 'Saltar al contenido',
  language: 'Idioma',
} as const;
