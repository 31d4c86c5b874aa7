import type { EmpresaFields } from '../../server/contracts/company-form.ts';
import type { PrismaClient } from '../../server/db/client.ts';

/** The demo dealership's details ('Datos de la empresa'), as staff would type them. */
export const DEMO_EMPRESA: EmpresaFields = {
  razon_social: 'GT Cars Canarias, S.L.',
  cif: 'B76543214',
  registro_mercantil: 'Registro Mercantil de Las Palmas, tomo 1.234, folio 56, hoja GC-7.890, inscripción 1.ª',
  email_privacidad: 'privacidad@gtcars.es',
  telefono_tarahales: '928 472 130',
  telefono_el_tablero: '928 154 820',
  telefono_tenerife: '922 735 610',
  whatsapp: '628 472 130',
  whatsapp_tarahales: null,
  whatsapp_el_tablero: null,
  whatsapp_tenerife: '622 735 610',
  instagram: 'https://www.instagram.com/gtcars.canarias',
  facebook: 'https://www.facebook.com/gtcars.canarias',
  youtube: 'https://www.youtube.com/@gtcars.canarias',
  reserva_senal: 300,
  reserva_horas: 72,
  coste_stock_dia: 17,
  iban: 'ES9121000418450200051332',
  regimen_igic: 'general',
  precio_incluye: [
    'Transferencia de titularidad y gestión de la documentación',
    'Revisión de 120 puntos antes de la entrega',
    'Mantenimiento al día: aceite, filtros y niveles',
    'ITV en vigor',
  ].join('\n'),
  envio_desde: 350,
  garantia_ampliada_desde: 490,
  garantia_legal_meses: 36,
  presupuesto_dias: 7,
  prueba_minutos: 45,
};

/** Fills in each detail still empty; what staff have typed is kept. */
export async function seedEmpresa(prisma: PrismaClient): Promise<void> {
  const row = await prisma.empresa.findUnique({ where: { id: 1 } });
  const missing = Object.fromEntries(Object.entries(DEMO_EMPRESA).filter(([field]) => !row || row[field as keyof EmpresaFields] === null));
  await prisma.empresa.upsert({ where: { id: 1 }, create: { id: 1, ...DEMO_EMPRESA }, update: missing, select: { id: true } });
}
