import { describe, expect, it } from 'vitest';
import { formatCanaryTime, leadMail, type LeadMailData } from '../../../server/features/leads/lead-mail.ts';
import { pricesInWords } from '../../../server/contracts/price-statement.ts';
import { translator } from '../../../server/i18n/index.ts';

const lead = (overrides: Partial<LeadMailData> = {}): LeadMailData => ({
  id: 42,
  source: 'cita',
  nombre: 'Carmen <Déniz>',
  apellidos: null,
  telefono: '+34 628 000 222',
  email: 'carmen@example.es',
  mensaje: 'Hola "equipo" & <script>alert(1)</script>',
  payload: { f_horario: 'Tardes', f_marca: { id: 3, nombre: 'BMW' }, f_concesionario: 'El Tablero', f_ciudad: null },
  consent_at: new Date('2026-07-14T23:30:00Z'),
  consent_version: '2026-11',
  created_at: new Date('2026-07-14T23:30:00Z'),
  idioma: 'es',
  coche: null,
  ...overrides,
});

/** The sender line (companySignature of the company's details). */
const SIGNATURE = 'GTCars · GT Cars Canarias, S.L. · CIF B76543214';

describe('leadMail', () => {
  it('reads as Spanish plain text with the form fields in the form order and the consent', () => {
    const mail = leadMail(lead(), 'ventas@gtcars.es', SIGNATURE);
    expect(mail).toMatchObject({ to: 'ventas@gtcars.es', replyTo: 'carmen@example.es', subject: 'Nuevo contacto web #42: Carmen <Déniz>' });
    expect(mail.text).toContain(
      [
        'Formulario: Pedir cita',
        'Nombre: Carmen <Déniz>',
        'Teléfono: +34 628 000 222',
        'Correo: carmen@example.es',
        'Idioma: español',
        'Concesionario: El Tablero',
        'Marca: BMW',
        'Horario: Tardes',
        'Recibido: 15 de julio de 2026 a las 0:30 (hora de Canarias)',
      ].join('\n'),
    );
    expect(mail.text).toContain('Consentimiento: 15 de julio de 2026 a las 0:30 (hora de Canarias), texto legal versión 2026-11');
    expect(mail.text).not.toContain('Ciudad');
    expect(mail.text.endsWith(`— ${SIGNATURE}`)).toBe(true);
  });

  it('tells the staff the language to answer in', () => {
    expect(leadMail(lead({ idioma: 'en' }), 'v@g.es', SIGNATURE).text).toContain('Idioma: inglés');
    expect(leadMail(lead({ idioma: 'de' }), 'v@g.es', SIGNATURE).html).toContain('<th align="left" style="padding:4px 12px 4px 0;color:#555">Idioma</th><td style="padding:4px 0">alemán</td>');
  });

  it('escapes every value in the HTML part', () => {
    const { html } = leadMail(lead({ coche: { title: 'BMW <X5>', url: 'https://www.gtcars.es/vehiculo/bmw-x5?a=1&b="2"', prices: '62.900 € al contado', estado: ['Defectos conocidos: <b>roce</b>.'] } }), 'ventas@gtcars.es', 'GTCars · Motor <&> S.L.');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<Déniz>');
    expect(html).toContain('Carmen &#60;Déniz&#62;');
    expect(html).toContain('Hola &#34;equipo&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('<a href="https://www.gtcars.es/vehiculo/bmw-x5?a=1&#38;b=&#34;2&#34;">Ver BMW &#60;X5&#62; en la web</a>');
    expect(html).toContain('— GTCars · Motor &#60;&#38;&#62; S.L.</p>');
    expect(html).toContain('Defectos conocidos: &#60;b&#62;roce&#60;/b&#62;.');
  });

  it('names the car, its prices, its URL and its condition, and keeps line breaks out of the subject', () => {
    const prices = pricesInWords({ cash: 62_900, financed: 59_900, before: null }, 'GTCars', translator('es'));
    const estado = ['Revisado en 100 puntos el 20 de noviembre de 2026.', 'Defectos conocidos: Batería: carga al 78 %.'];
    const mail = leadMail(lead({ source: 'vehiculo', nombre: 'Ana\r\nBcc: x@y.z', coche: { title: 'BMW X5 xDrive30d', url: 'https://www.gtcars.es/vehiculo/bmw-x5', prices, estado } }), 'v@g.es', SIGNATURE);
    expect(mail.subject).toBe('Nuevo contacto web #42: Ana Bcc: x@y.z · BMW X5 xDrive30d');
    expect(mail.text).toContain('Formulario: Contacto sobre un vehículo');
    expect(mail.text).toContain('Vehículo: BMW X5 xDrive30d — 62.900 € al contado · 59.900 € financiando con GTCars — https://www.gtcars.es/vehiculo/bmw-x5');
    expect(mail.text).toContain('Estado del coche: Revisado en 100 puntos el 20 de noviembre de 2026. Defectos conocidos: Batería: carga al 78 %.');
  });
});

describe('formatCanaryTime', () => {
  it('shows summer and winter times in the Canary Islands', () => {
    expect(formatCanaryTime(new Date('2026-07-14T23:30:00Z'))).toBe('15 de julio de 2026 a las 0:30 (hora de Canarias)');
    expect(formatCanaryTime(new Date('2026-01-14T23:30:00Z'))).toBe('14 de enero de 2026 a las 23:30 (hora de Canarias)');
  });
});

describe('leadMail with a credit', () => {
  it('lists every figure of the credit the visitor chose, and the lender', () => {
    const financiacion = { precio: 20_000, entrada: 5000, importeFinanciado: 15_000, comision: 450, plazo: 48, cuota: 373.2, tin: 8.99, tae: 11.13, costeTotal: 3363.6, importeTotalAdeudado: 18_363.6, precioTotalPlazos: 23_363.6, entidad: 'Banco <Atlántico>' };
    const mail = leadMail(lead({ source: 'vehiculo', payload: { financiacion } }), 'v@g.es', SIGNATURE);
    expect(mail.text).toContain(
      [
        'Financiación: precio: 20.000 €',
        'Financiación: entrada: 5.000 €',
        'Financiación: importe financiado: 15.000,00 €',
        'Financiación: comisión de apertura: 450,00 €',
        'Financiación: número de cuotas: 48',
        'Financiación: cuota mensual: 373,20 €',
        'Financiación: TIN: 8,99 %',
        'Financiación: TAE: 11,13 %',
        'Financiación: coste total del crédito: 3.363,60 €',
        'Financiación: importe total adeudado: 18.363,60 €',
        'Financiación: precio total a plazos: 23.363,60 €',
        'Financiación: entidad: Banco <Atlántico>',
      ].join('\n'),
    );
    expect(mail.html).toContain('Banco &#60;Atlántico&#62;');
  });
});
