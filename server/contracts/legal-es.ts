/** The legal texts in Spanish: the binding ones, which the translations follow paragraph by paragraph. */
import { ACCESSIBILITY_REVIEWED_AT } from './accessibility-statement.ts';
import type { Empresa } from './company.ts';
import { formatPrice } from './format.ts';
import { LEGAL_TEXT_VERSION } from './lead-forms.ts';
import type { LegalContext, LegalDocument, LegalTexts } from './legal.ts';
import { WITHDRAWAL_DAYS } from './withdrawal.ts';
import { domicilio, ibanGroups, type Owner } from './legal-owner.ts';

const ownerName = (owner: Owner) => `${owner.razonSocial} (en adelante, «${owner.tradeName}»)`;

const avisoLegal = (owner: Owner): LegalDocument => ({
  slug: 'aviso_legal',
  title: 'Aviso legal',
  version: LEGAL_TEXT_VERSION,
  intro:
    'En cumplimiento del artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se facilitan los datos del titular de este sitio web y las condiciones que regulan su uso.',
  sections: [
    {
      heading: '1. Titular del sitio web',
      paragraphs: [
        `El titular de este sitio web es ${ownerName(owner)}, con CIF ${owner.cif} y domicilio social en ${domicilio}, inscrita en el ${owner.registro}.`,
        `Correo electrónico de contacto: ${owner.email}. Teléfono: ${owner.phone}.`,
        'Sus establecimientos abiertos al público son:',
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. Objeto',
      paragraphs: [
        'Este sitio web informa sobre los vehículos de ocasión y seminuevos que comercializa el titular y sobre sus servicios de compra a la carta, tasación, financiación y garantía, y permite solicitar información, citas y pruebas de conducción.',
        'Acceder al sitio web atribuye la condición de usuario e implica la aceptación de este aviso legal en la versión publicada en ese momento.',
      ],
    },
    {
      heading: '3. Condiciones de uso',
      paragraphs: [
        'El usuario se compromete a hacer un uso lícito del sitio web y de sus formularios, a facilitar datos veraces y a no introducir contenidos que vulneren derechos de terceros, ni programas o datos que puedan dañar los sistemas del titular o de otros usuarios.',
      ],
    },
    {
      heading: '4. Información sobre vehículos y precios',
      paragraphs: [
        'El precio publicado de cada vehículo es su precio final al contado, con los impuestos incluidos. Junto con los demás datos de su ficha (kilometraje, equipamiento, garantía), forma parte de la oferta y obliga al titular mientras el vehículo esté disponible, conforme al artículo 61 del texto refundido de la Ley General para la Defensa de los Consumidores y Usuarios. Lo que el precio no incluye, como la entrega a domicilio, se indica aparte.',
        'Las ofertas están sujetas a la disponibilidad del vehículo. Los precios indicados como sujetos a financiación requieren su aprobación por la entidad financiera correspondiente.',
      ],
    },
    {
      heading: '5. Propiedad intelectual e industrial',
      paragraphs: [
        'Los textos, fotografías, vídeos, diseño y código de este sitio web pertenecen al titular o se usan con autorización, y no pueden reproducirse ni distribuirse sin su permiso. Las marcas y logotipos de los fabricantes de automóviles pertenecen a sus respectivos titulares y se citan solo para identificar los vehículos.',
      ],
    },
    {
      heading: '6. Enlaces a otros sitios',
      paragraphs: [
        'Los enlaces a redes sociales, mapas o sitios de terceros se ofrecen para comodidad del usuario. El titular no controla esos sitios ni responde de sus contenidos ni de sus políticas de privacidad.',
      ],
    },
    {
      heading: '7. Responsabilidad',
      paragraphs: [
        'El titular procura que el sitio web esté disponible y libre de errores, pero no garantiza su funcionamiento ininterrumpido y no responde de los daños derivados de interrupciones técnicas, de virus informáticos ajenos a su control o del uso indebido del sitio por parte de terceros.',
      ],
    },
    {
      heading: '8. Protección de datos y cookies',
      paragraphs: [
        'Los datos personales que se envían mediante los formularios se tratan según la política de privacidad, donde también se explican las cookies que utiliza este sitio.',
      ],
    },
    {
      heading: '9. Legislación aplicable y jurisdicción',
      paragraphs: [
        'Este aviso legal se rige por la legislación española. Para cualquier controversia, las partes se someten a los juzgados y tribunales que correspondan conforme a la ley; si el usuario tiene la condición de consumidor, a los de su domicilio.',
      ],
    },
  ],
});

const politicaPrivacidad = (owner: Owner): LegalDocument => ({
  slug: 'politica_privacidad',
  title: 'Política de privacidad',
  version: LEGAL_TEXT_VERSION,
  intro:
    'Esta política explica cómo tratamos los datos personales que nos facilitas en este sitio web, conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).',
  sections: [
    {
      heading: '1. Responsable del tratamiento',
      paragraphs: [
        `${ownerName(owner)}, CIF ${owner.cif}, con domicilio en ${domicilio}. Puedes escribirnos sobre cualquier cuestión de privacidad a ${owner.email} o a cualquiera de nuestros concesionarios:`,
      ],
      items: owner.branchLines,
    },
    {
      heading: '2. Qué datos tratamos',
      paragraphs: ['Solo los que nos envías en los formularios y los imprescindibles para acreditar tu consentimiento:'],
      items: [
        'Datos de contacto: nombre y apellidos, teléfono, correo electrónico y, si la indicas, tu ciudad.',
        'Datos de tu consulta: el vehículo que te interesa, el concesionario, la fecha y el horario preferidos, si deseas financiar y tus observaciones.',
        'Si pides una tasación: los datos del coche que entregarías (matrícula, marca, modelo, año, kilómetros, estado) y las fotos que envíes, que solo ve nuestro equipo.',
        'Si creas una alerta de búsqueda: tu correo electrónico y la búsqueda que guardas.',
        'Registro del consentimiento: fecha y hora, versión de este texto que aceptaste, dirección IP y navegador utilizado.',
      ],
    },
    {
      heading: '3. Para qué los usamos',
      paragraphs: [],
      items: [
        'Responder a tus consultas sobre nuestros vehículos y servicios.',
        'Gestionar las citas y visitas que solicitas en nuestros concesionarios.',
        'Organizar las pruebas de conducción que nos pidas.',
        'Tasar el coche que quieres entregar y gestionar las reservas de vehículos que nos pidas.',
        'Enviarte por correo, como mucho una vez al día, los coches nuevos que encajen con las alertas de búsqueda que confirmes.',
        'Enviarte comunicaciones comerciales sobre vehículos y ofertas, solo si nos das tu consentimiento expreso para ello.',
        'Acreditar que aceptaste esta política y proteger los formularios frente a usos abusivos.',
      ],
    },
    {
      heading: '4. Base jurídica',
      paragraphs: [
        'Atender tus consultas, citas y pruebas de conducción es necesario para aplicar, a petición tuya, medidas precontractuales (art. 6.1.b RGPD). Las comunicaciones comerciales se basan en tu consentimiento (art. 6.1.a RGPD y art. 21 LSSI-CE), que puedes retirar en cualquier momento sin que ello afecte a los tratamientos anteriores. Conservar la prueba del consentimiento y la seguridad del sitio responden a nuestro interés legítimo (art. 6.1.f RGPD), y si llegas a comprar un vehículo trataremos tus datos para cumplir nuestras obligaciones legales (art. 6.1.c RGPD).',
      ],
    },
    {
      heading: '5. Cuánto tiempo los conservamos',
      paragraphs: [],
      items: [
        'Consultas, citas y pruebas de conducción que no terminan en una compra: doce meses desde el último contacto.',
        'Si compras un vehículo: mientras dure la relación comercial y, después, los plazos que exigen las normas mercantiles y fiscales (hasta seis años).',
        'Comunicaciones comerciales: hasta que retires tu consentimiento.',
        'Alertas de búsqueda: hasta que te des de baja con el enlace de cualquiera de sus correos; una alerta sin confirmar se borra a los siete días y una sin actividad, a los seis meses.',
        'Registro del consentimiento: mientras puedan exigirse responsabilidades derivadas del tratamiento (hasta tres años).',
      ],
    },
    {
      heading: '6. Destinatarios',
      paragraphs: [
        'No cedemos tus datos a terceros salvo obligación legal. Si solicitas financiación, los comunicaremos a la entidad financiera que elijas para estudiar tu solicitud. Acceden a ellos, como encargados del tratamiento y con contrato conforme al artículo 28 del RGPD, solo estos proveedores:',
      ],
      items: [
        'Proveedor de CRM, que gestiona las solicitudes y el seguimiento comercial.',
        'Proveedor de correo electrónico, que entrega a nuestro equipo los avisos de cada solicitud.',
        'Proveedor de alojamiento web, donde funcionan este sitio y su base de datos.',
      ],
    },
    {
      heading: '7. Transferencias internacionales',
      paragraphs: [
        'No realizamos transferencias internacionales de datos: todos nuestros proveedores tratan la información dentro del Espacio Económico Europeo.',
      ],
    },
    {
      heading: '8. Tus derechos',
      paragraphs: [
        `Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y retirar tu consentimiento, escribiendo a ${owner.email} o a ${domicilio}, indicando el derecho que ejerces. Si no podemos identificarte, te pediremos un documento que acredite tu identidad. Responderemos en el plazo de un mes.`,
        'Si consideras que no hemos atendido bien tu solicitud, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es, C/ Jorge Juan 6, 28001 Madrid).',
      ],
    },
    {
      heading: '9. Datos obligatorios y exactitud',
      paragraphs: [
        'Los campos marcados como obligatorios son necesarios para atender tu solicitud; sin ellos no podremos hacerlo. Nos confirmas que los datos son tuyos, veraces y que eres mayor de edad. No tomamos decisiones automatizadas ni elaboramos perfiles con tus datos.',
      ],
    },
    {
      heading: '10. Cookies y almacenamiento local',
      paragraphs: [
        'Este sitio solo usa cookies técnicas, necesarias para que funcione y exentas de consentimiento (art. 22.2 LSSI-CE): una cookie de sesión (gtcars_session, dos horas) y otra de seguridad de los formularios (XSRF-TOKEN). No usamos cookies de analítica ni de publicidad.',
        'Los vehículos que marcas como favoritos se guardan en el almacenamiento local de tu navegador y puedes borrarlos cuando quieras. Los mapas de Google solo se cargan si pulsas «Ver mapa»; a partir de ese momento Google puede instalar sus propias cookies, según su política de privacidad.',
      ],
    },
    {
      heading: '11. Cambios en esta política',
      paragraphs: [
        'Podemos actualizar esta política para adaptarla a cambios legales o de nuestros servicios. La versión vigente y su fecha figuran al principio de esta página, y cada solicitud guarda la versión que aceptaste.',
      ],
    },
  ],
});

/**
 * The reservation terms ('Reservar' on a car's page): the deposit, how it is paid, how long the
 * car is held and when the deposit comes back, from 'Datos de la empresa'. No card payment online.
 */
const condicionesReserva = (owner: Owner, { reserva }: Empresa, { pagoOnline }: LegalContext): LegalDocument => ({
  slug: 'condiciones_reserva',
  title: 'Condiciones de la reserva',
  version: LEGAL_TEXT_VERSION,
  intro: `Puedes pedir que apartemos para ti un coche disponible. Estas son las condiciones de la reserva con ${ownerName(owner)}.`,
  sections: [
    {
      heading: '1. Cómo funciona',
      paragraphs: [
        pagoOnline
          ? 'Envías la solicitud desde la página del coche y pagas la señal en ese momento, con tarjeta o Bizum, en la página segura de pago de los bancos (Redsys). En cuanto el banco nos confirma el pago, el coche queda reservado para ti, sin esperar a nuestra llamada. Si el pago no se completa en 30 minutos, la solicitud se anula sin ningún cargo.'
          : 'Envías la solicitud desde la página del coche. Un asesor te llama en horario comercial para confirmarla y explicarte cómo pagar la señal. El coche no queda reservado hasta que te confirmamos la reserva: mientras tanto sigue a la venta.',
        `Una vez confirmada, el coche aparece como «Reservado» en la web y no lo vendemos a nadie más durante ${reserva.horas} horas. Si necesitas más tiempo (por ejemplo, para la financiación), podemos ampliar el plazo.`,
      ],
    },
    {
      heading: '2. La señal',
      paragraphs: [
        `La señal es de ${formatPrice(reserva.senal)}. Es un pago a cuenta del precio del coche, que se descuenta al comprarlo; no son arras penitenciales, y ni tú ni nosotros la perdemos por desistir.`,
        ...(pagoOnline ? ['La pagas al hacer la reserva, con tarjeta o Bizum, en la página de pago de Redsys, la pasarela de los bancos españoles, que comprueba que eres tú (autenticación reforzada del cliente). Nosotros no vemos ni guardamos los datos de tu tarjeta.', 'Si hay que devolvértela, la devolución se hace sola, a través de Redsys, a la misma tarjeta o cuenta de Bizum, y puedes seguirla en «Mi reserva».'] : ['Todavía no aceptamos pagos con tarjeta en la web. Puedes pagar la señal de dos formas:']),
      ],
      ...(!pagoOnline && {
        items: [
          'En cualquiera de nuestros concesionarios, con tarjeta, o en efectivo hasta 1.000 €, el límite de los pagos en efectivo a una empresa (Ley 7/2012, art. 7).',
          reserva.iban
            ? `Por transferencia bancaria a la cuenta ${ibanGroups(reserva.iban)}, a nombre de ${owner.razonSocial}, indicando tu nombre y la matrícula o la referencia del coche.`
            : `Por transferencia bancaria a la cuenta de ${owner.razonSocial} que te facilitamos al confirmar la reserva.`,
        ],
      }),
    },
    {
      heading: '3. Fin de la reserva',
      paragraphs: [
        `Si al terminar el plazo no hemos formalizado la compra ni ampliado la reserva, el coche vuelve a estar a la venta automáticamente.`,
        'Puedes cancelar la reserva cuando quieras llamando o escribiendo a tu concesionario, o en la página «Mi reserva», enlazada en cada correo de la reserva.',
      ],
    },
    {
      heading: '4. Devolución de la señal',
      paragraphs: [
        'Si la compra no se formaliza, por el motivo que sea, te devolvemos la señal íntegra, en dinero, por el mismo medio en que la pagaste y en un plazo máximo de 14 días. Por ejemplo, si:',
      ],
      items: [
        'cancelas la reserva o desistes de ella;',
        'termina el plazo sin que hayamos formalizado la compra;',
        'la entidad financiera no aprueba la financiación que solicitaste para este coche;',
        'el coche no se corresponde con lo publicado, o no podemos entregarlo.',
      ],
    },
    {
      heading: '5. Derecho de desistimiento',
      paragraphs: withdrawalInformation(owner),
    },
    {
      heading: '6. Modelo de formulario de desistimiento',
      paragraphs: ['(Solo debes cumplimentar y enviar este formulario si deseas desistir de la reserva.)'],
      items: withdrawalForm(owner),
    },
    {
      heading: '7. Tus datos',
      paragraphs: [
        'Usamos los datos de la reserva para gestionarla y, si compras el coche, para la venta, como explica nuestra política de privacidad.',
        `Para cualquier duda: ${owner.phone} o ${owner.email}.`,
      ],
    },
  ],
});

/**
 * The withdrawal information of an online reservation, a distance contract (TRLGDCU arts. 97.1.i
 * and 102–107), in the words of the official model (anexo A) adapted to a reservation: 14
 * days from the day it was made, how to withdraw ('Mi reserva', linked from the reservation's mail,
 * among the ways), and the refund in money within 14 days by the same means of payment.
 */
function withdrawalInformation(owner: Owner): string[] {
  return [
    `Tienes derecho a desistir de la reserva en un plazo de ${WITHDRAWAL_DAYS} días naturales sin necesidad de justificación. El plazo vence a los ${WITHDRAWAL_DAYS} días naturales del día en que hiciste la reserva.`,
    `Para ejercerlo, comunícanos tu decisión de desistir mediante una declaración inequívoca: con el botón «Desistir de la reserva» de la página «Mi reserva», enlazada en el correo que te enviamos al hacer la reserva, por correo electrónico a ${owner.email}, por teléfono al ${owner.phone} o por carta a ${owner.razonSocial}, ${domicilio}. Puedes usar el modelo de formulario de desistimiento que figura a continuación, aunque su uso no es obligatorio. Te confirmaremos por correo que hemos recibido tu desistimiento.`,
    'Para cumplir el plazo basta con que nos envíes la comunicación antes de que venza.',
    `Si desistes, te devolveremos todos los pagos recibidos, incluida la señal, sin ninguna demora indebida y, en todo caso, a más tardar ${WITHDRAWAL_DAYS} días naturales a partir de la fecha en que nos informes de tu decisión. Te los devolveremos en dinero, por el mismo medio de pago que usaste, salvo que dispongas expresamente otra cosa; en ningún caso tendrás gastos por el reembolso.`,
    'Pasado ese plazo, mientras no formalicemos la compra puedes cancelar la reserva igualmente y te devolvemos la señal como dice el apartado 4.',
  ];
}

/** The model withdrawal form (TRLGDCU anexo B), addressed to the dealership, one line per field. */
function withdrawalForm(owner: Owner): string[] {
  return [
    `A la atención de ${owner.razonSocial}, ${domicilio}, ${owner.email}:`,
    'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de reserva del siguiente vehículo:',
    'Reservado el:',
    'Nombre del consumidor y usuario o de los consumidores y usuarios:',
    'Domicilio del consumidor y usuario o de los consumidores y usuarios:',
    'Firma del consumidor y usuario o de los consumidores y usuarios (solo si el presente formulario se presenta en papel):',
    'Fecha:',
    '(*) Táchese lo que no proceda.',
  ];
}

/** The accessibility statement: what it covers and its review date, accessibility-statement.ts. */
const declaracionAccesibilidad = ({ tradeName, email, phone }: Owner): LegalDocument => ({
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

export const spanish: LegalTexts = {
  owner: {
    razonSocial: '[Razón social]',
    cif: '[CIF]',
    registro: 'Registro Mercantil de [provincia], [tomo], [folio], [hoja], [inscripción]',
    email: '[correo de privacidad]',
    phone: '[teléfono]',
    tel: 'tel.',
  },
  documents: {
    aviso_legal: avisoLegal,
    politica_privacidad: politicaPrivacidad,
    condiciones_reserva: condicionesReserva,
    accesibilidad: declaracionAccesibilidad,
  },
  withdrawal: (owner) => ({ information: withdrawalInformation(owner), form: withdrawalForm(owner) }),
};
