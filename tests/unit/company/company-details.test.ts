import { describe, expect, it } from 'vitest';
import { companySignature, missingCompanyDetails, socialLinks } from '../../../server/contracts/company.ts';
import { EMPRESA_MESSAGES, empresaSchema, normalizeIban } from '../../../server/contracts/company-form.ts';
import { legalDocument, type LegalDocument } from '../../../server/contracts/legal.ts';
import { isValidTaxId, normalizeTaxId } from '../../../server/contracts/tax-id.ts';
import { demoEmpresa, emptyEmpresa, PRICE_TERMS_MESSAGES } from '../../support/empresa.ts';

const blank = {
  razon_social: '',
  cif: '',
  registro_mercantil: '',
  email_privacidad: '',
  telefono_tarahales: '',
  telefono_el_tablero: '',
  telefono_tenerife: '',
  whatsapp: '',
  whatsapp_tarahales: '',
  whatsapp_el_tablero: '',
  whatsapp_tenerife: '',
  instagram: '',
  facebook: '',
  youtube: '',
  reserva_senal: '300',
  reserva_horas: '72',
  coste_stock_dia: '17',
  iban: '',
  regimen_igic: 'general',
  precio_incluye: '',
  envio_desde: '350',
  garantia_ampliada_desde: '',
  garantia_legal_meses: '36',
  presupuesto_dias: '7',
  prueba_minutos: '45',
};

/** Every sentence of a legal text, one per line. */
const textOf = (doc: LegalDocument) => [doc.intro, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])])].join('\n');

const errorsOf = (input: Partial<typeof blank>) => {
  const result = empresaSchema.safeParse({ ...blank, ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('Spanish tax ids', () => {
  // Published ids of well-known entities and the tax agency's own examples, checked by hand.
  it.each([
    ['A28015865', 'Telefónica, S.A. (control digit)'],
    ['A46103834', 'Mercadona, S.A. (control digit)'],
    ['P2807900B', 'Ayuntamiento de Madrid (control letter)'],
    ['12345678Z', 'a DNI-based NIF'],
    ['X1234567L', 'a NIE (X counts as 0)'],
  ])('accepts %s, %s', (id) => {
    expect(isValidTaxId(id)).toBe(true);
  });

  it.each(['A28015866', 'B2801586', 'P28079002', 'A2801586E', '12345678A', 'X1234567Z', 'I1234567'])('refuses %s', (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });

  it('reads the id as the agency prints it, whatever the spacing', () => {
    expect(normalizeTaxId(' a-28.015 865 ')).toBe('A28015865');
  });
});

describe("the 'Datos de la empresa' form", () => {
  it('keeps every field optional but the reservation terms, the stock cost, the price terms and the test drives’ length: an empty form stores nothing but nulls', () => {
    const { reserva_senal, reserva_horas, coste_stock_dia, regimen_igic, envio_desde, garantia_legal_meses, presupuesto_dias, prueba_minutos, ...rest } = empresaSchema.parse(blank);
    expect(Object.values(rest).every((value) => value === null)).toBe(true);
    expect({ reserva_senal, reserva_horas, coste_stock_dia }).toEqual({ reserva_senal: 300, reserva_horas: 72, coste_stock_dia: 17 });
    expect({ regimen_igic, envio_desde, garantia_legal_meses, presupuesto_dias }).toEqual({ regimen_igic: 'general', envio_desde: 350, garantia_legal_meses: 36, presupuesto_dias: 7 });
    expect(prueba_minutos).toBe(45);
  });

  it('reads what the price includes one per line, and the price terms as numbers', () => {
    const parsed = empresaSchema.parse({
      ...blank,
      regimen_igic: 'rebu',
      precio_incluye: '  Transferencia   y gestoría \r\n\n ITV en vigor\n',
      envio_desde: '420',
      garantia_ampliada_desde: '490',
      garantia_legal_meses: '12',
      presupuesto_dias: '15',
    });
    expect(parsed).toMatchObject({
      regimen_igic: 'rebu',
      precio_incluye: 'Transferencia y gestoría\nITV en vigor',
      envio_desde: 420,
      garantia_ampliada_desde: 490,
      garantia_legal_meses: 12,
      presupuesto_dias: 15,
    });
  });

  it('reads an IBAN by its check digits, as written with spaces or in lower case', () => {
    // The IBAN registry's example for Spain (SWIFT, ISO 13616), and the same with a digit changed.
    expect(normalizeIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(normalizeIban('ES9121000418450200051333')).toBeNull();
    expect(normalizeIban('ES912100041845020005133')).toBeNull();
    expect(normalizeIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(empresaSchema.parse({ ...blank, iban: 'es91 2100 0418 4502 0005 1332' }).iban).toBe('ES9121000418450200051332');
  });

  it('normalizes what staff type: CIF, phones in display form, e-mail in lower case', () => {
    const parsed = empresaSchema.parse({
      ...blank,
      razon_social: '  GT Cars Canarias, S.L. ',
      cif: 'b-76543214',
      email_privacidad: 'Privacidad@GTCars.es',
      telefono_tarahales: '+34 928-47-21-30',
      telefono_tenerife: '0034922735610',
      whatsapp: '628472130',
      whatsapp_tenerife: '+34 622 73 56 10',
      instagram: 'https://instagram.com/gtcars',
    });
    expect(parsed).toMatchObject({
      razon_social: 'GT Cars Canarias, S.L.',
      cif: 'B76543214',
      email_privacidad: 'privacidad@gtcars.es',
      telefono_tarahales: '928 472 130',
      telefono_el_tablero: null,
      telefono_tenerife: '922 735 610',
      whatsapp: '628 472 130',
      whatsapp_tarahales: null,
      whatsapp_tenerife: '622 735 610',
      instagram: 'https://instagram.com/gtcars',
    });
  });

  it('gives a Spanish message for each field that is filled in wrong', () => {
    expect(
      errorsOf({
        cif: 'B76543215',
        email_privacidad: 'privacidad@',
        telefono_el_tablero: '12345',
        whatsapp: '928472130',
        whatsapp_el_tablero: '62847213',
        facebook: 'javascript:alert(1)//facebook.com',
        youtube: 'http://www.youtube.com/@gtcars',
        instagram: 'https://instagram.com.evil.es/gtcars',
        reserva_senal: '-5',
        reserva_horas: '0',
        coste_stock_dia: '17,5',
        iban: 'ES91 2100 0418 4502 0005 1333',
        regimen_igic: 'iva',
        precio_incluye: Array.from({ length: 9 }, (_, i) => `Concepto ${i}`).join('\n'),
        envio_desde: '10001',
        garantia_ampliada_desde: '0',
        garantia_legal_meses: '24',
        presupuesto_dias: '31',
        prueba_minutos: '10',
      }),
    ).toEqual({
      cif: EMPRESA_MESSAGES.cif,
      email_privacidad: EMPRESA_MESSAGES.email,
      telefono_el_tablero: EMPRESA_MESSAGES.phone,
      whatsapp: EMPRESA_MESSAGES.mobile,
      whatsapp_el_tablero: EMPRESA_MESSAGES.mobile,
      facebook: 'Introduce la dirección https de la página de Facebook.',
      youtube: 'Introduce la dirección https de la página de YouTube.',
      instagram: 'Introduce la dirección https de la página de Instagram.',
      reserva_senal: EMPRESA_MESSAGES.senal,
      reserva_horas: EMPRESA_MESSAGES.horas,
      coste_stock_dia: EMPRESA_MESSAGES.costeStock,
      iban: EMPRESA_MESSAGES.iban,
      ...PRICE_TERMS_MESSAGES,
      prueba_minutos: EMPRESA_MESSAGES.pruebaMinutos,
    });
    expect(errorsOf({ precio_incluye: 'x'.repeat(91) })).toEqual({ precio_incluye: EMPRESA_MESSAGES.incluye });
    expect(errorsOf({ precio_incluye: 'Transferencia | ITV' })).toEqual({ precio_incluye: EMPRESA_MESSAGES.incluye });
  });
});

describe('what the pages make of the details', () => {
  it('lists the required details still missing, and none once the demo ones are in', () => {
    expect(missingCompanyDetails(emptyEmpresa)).toEqual([
      'razón social',
      'CIF',
      'datos registrales',
      'correo de privacidad',
      'teléfono de Tarahales',
      'teléfono de El Tablero',
      'teléfono de Santa Cruz de Tenerife',
    ]);
    expect(missingCompanyDetails(demoEmpresa)).toEqual([]);
  });

  it('writes the legal notice with the stored details, and a highlighted placeholder for a missing one', () => {
    const filled = textOf(legalDocument('aviso_legal', demoEmpresa, 'GTCars'));
    expect(filled).toContain('El titular de este sitio web es GT Cars Canarias, S.L. (en adelante, «GTCars»), con CIF B76543214');
    expect(filled).toContain('Tarahales: Polígono Industrial Los Tarahales, 35013 Las Palmas de Gran Canaria (tel. 928 472 130)');
    expect(filled).not.toMatch(/\[[^\]]+\]/);
    const empty = textOf(legalDocument('politica_privacidad', emptyEmpresa, 'GTCars'));
    expect(empty).toContain('[Razón social] (en adelante, «GTCars»), CIF [CIF]');
    expect(empty).toContain('privacidad a [correo de privacidad]');
  });

  it('signs mails and the footer with the names filled in, and lists only the social links given', () => {
    expect(companySignature(demoEmpresa, 'GTCars')).toBe('GTCars · GT Cars Canarias, S.L. · CIF B76543214');
    expect(companySignature(emptyEmpresa, 'GTCars')).toBe('GTCars');
    expect(socialLinks({ ...emptyEmpresa, youtube: 'https://www.youtube.com/@x' })).toEqual([{ network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@x' }]);
  });
});

describe('the reservation terms', () => {
  it('print the deposit, the hold, the transfer account in groups, and say there is no card payment online', () => {
    const text = textOf(legalDocument('condiciones_reserva', demoEmpresa, 'GTCars'));
    expect(text).toContain('La señal es de 300 €. Es un pago a cuenta del precio del coche');
    expect(text).toContain('Si la compra no se formaliza, por el motivo que sea, te devolvemos la señal íntegra');
    expect(text).toContain('en efectivo hasta 1.000 €');
    expect(text).toContain('durante 72 horas');
    expect(text).toContain('ES91 2100 0418 4502 0005 1332, a nombre de GT Cars Canarias, S.L.');
    expect(text).toContain('Todavía no aceptamos pagos con tarjeta en la web.');
    const withoutAccount = textOf(legalDocument('condiciones_reserva', { ...demoEmpresa, reserva: { senal: 1500, horas: 48, iban: null } }, 'GTCars'));
    expect(withoutAccount).toContain('La señal es de 1.500 €');
    expect(withoutAccount).toContain('que te facilitamos al confirmar la reserva');
  });

  it('say, with the deposit paid online, that it is paid by card or Bizum on Redsys and comes back by itself, in every language', () => {
    const online = { pagoOnline: true };
    const es = textOf(legalDocument('condiciones_reserva', demoEmpresa, 'GTCars', 'es', online));
    expect(es).toContain('pagas la señal en ese momento, con tarjeta o Bizum, en la página segura de pago de los bancos (Redsys)');
    expect(es).toContain('Si el pago no se completa en 30 minutos, la solicitud se anula sin ningún cargo.');
    expect(es).toContain('la devolución se hace sola, a través de Redsys');
    expect(es).not.toContain('Todavía no aceptamos');
    expect(es).not.toContain('ES91 2100');
    expect(es).toContain('o en la página «Mi reserva», enlazada en cada correo de la reserva.');
    expect(textOf(legalDocument('condiciones_reserva', demoEmpresa, 'GTCars', 'en', online))).toContain('by card or Bizum, on the banks’ secure payment page (Redsys)');
    expect(textOf(legalDocument('condiciones_reserva', demoEmpresa, 'GTCars', 'de', online))).toContain('per Karte oder Bizum auf der sicheren Zahlungsseite der Banken (Redsys)');
  });
});
