import type { LegalDocument } from './legal.ts';

/**
 * The accessibility statement (/accesibilidad): Ley 11/2023, which transposes the European
 * Accessibility Act (Directive (EU) 2019/882), taking WCAG 2.2 level AA as the measure. Its parts
 * follow the model statement of Decision (EU) 2018/1523: conformance, what is not accessible,
 * how it was checked and when, how to report a barrier. Review it, and move
 * ACCESSIBILITY_REVIEWED_AT, whenever the site changes in a way its checks cover.
 */
export const ACCESSIBILITY_REVIEWED_AT = '2026-11-27';

export interface StatementContacts {
  tradeName: string;
  email: string;
  phone: string;
}

export const accessibilityStatement = ({ tradeName, email, phone }: StatementContacts): LegalDocument => ({
  slug: 'accesibilidad',
  title: 'Declaración de accesibilidad',
  version: ACCESSIBILITY_REVIEWED_AT,
  intro: `${tradeName} quiere que cualquier persona pueda buscar, comparar y reservar un coche en este sitio web, sea cual sea su forma de navegar. Esta declaración explica hasta dónde lo conseguimos, conforme a la Ley 11/2023, de 8 de mayo, que traslada el Acta Europea de Accesibilidad (Directiva (UE) 2019/882), y con el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 como referencia.`,
  sections: [
    {
      heading: '1. Situación de cumplimiento',
      paragraphs: [
        'Este sitio web es parcialmente conforme con las WCAG 2.2 de nivel AA: cumple sus criterios en las páginas y formularios que hemos comprobado, con las excepciones que se indican en el apartado 3.',
      ],
    },
    {
      heading: '2. Cómo lo comprobamos',
      paragraphs: ['Cada versión del sitio se comprueba antes de publicarse:'],
      items: [
        'Una revisión automática con axe-core (reglas de WCAG 2.0, 2.1 y 2.2 de niveles A y AA) de cada página pública y del panel, en pantalla de escritorio (1280 px) y de móvil (375 px), y de cada ventana, menú y mensaje que se abre en ellas.',
        'Recorridos completos solo con el teclado: buscar y filtrar, abrir un coche, pedir información o una cita, reservar, tasar tu coche y crear una alerta.',
        'Lighthouse en móvil para la página de inicio, la búsqueda, la ficha de un coche y la de contacto.',
      ],
    },
    {
      heading: '3. Contenido que aún no es accesible',
      paragraphs: ['Sabemos de estas limitaciones y trabajamos para resolverlas:'],
      items: [
        'Los vídeos de los coches no tienen subtítulos ni transcripción. Lo que muestran (el exterior y el interior del coche) aparece también en las fotos y en la ficha técnica.',
        'El texto alternativo de cada foto nombra el coche y el número de la foto, pero no describe lo que se ve en ella.',
        'Los mapas de Google y las redes sociales a los que enlazamos son sitios de terceros, y su accesibilidad no depende de nosotros.',
        'No hemos hecho todavía una prueba completa con lectores de pantalla ni con personas usuarias con discapacidad; las comprobaciones del apartado 2 son automáticas y con teclado.',
      ],
    },
    {
      heading: '4. Preparación de esta declaración',
      paragraphs: [
        `Esta declaración se preparó mediante una autoevaluación del propio equipo de ${tradeName}, con las comprobaciones descritas en el apartado 2. Se revisó por última vez el ${ACCESSIBILITY_REVIEWED_AT.split('-').reverse().join('/')}.`,
      ],
    },
    {
      heading: '5. Comunícanos una barrera',
      paragraphs: [
        `Si encuentras algo que no puedes usar, o necesitas la información de un coche en otro formato, escríbenos a ${email} o llámanos al ${phone}, indicando la página y lo que ocurrió. Te respondemos en un plazo máximo de 20 días hábiles y, mientras tanto, te damos la información o el servicio por otra vía.`,
      ],
    },
    {
      heading: '6. Si no quedas satisfecho',
      paragraphs: [
        'Si tu comunicación no recibe respuesta, o la respuesta no te satisface, puedes presentar una reclamación ante los servicios de consumo del Gobierno de Canarias o de tu ayuntamiento, que pueden pedirnos cuentas del cumplimiento de la Ley 11/2023.',
      ],
    },
  ],
});
