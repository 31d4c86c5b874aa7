import { defaultBranchHours, type Empresa } from '../contracts/company.ts';
import type { EmpresaFields } from '../contracts/company-form.ts';

/**
 * The stored row as the pages read it: the branches' phones and WhatsApp lines grouped by
 * branch, the reservation terms together, the price terms together (contracts/pricing.ts). The stock's holding cost is the staff report's own
 * (never in the public pages' props).
 */
export function presentEmpresa(fields: EmpresaFields, horarios: Empresa['horarios'] = defaultBranchHours()): Empresa {
  const {
    telefono_tarahales,
    telefono_el_tablero,
    telefono_tenerife,
    whatsapp_tarahales,
    whatsapp_el_tablero,
    whatsapp_tenerife,
    reserva_senal,
    reserva_horas,
    iban,
    coste_stock_dia: _internal,
    regimen_igic,
    precio_incluye,
    envio_desde,
    garantia_ampliada_desde,
    garantia_legal_meses,
    presupuesto_dias,
    prueba_minutos,
    ...rest
  } = fields;
  return {
    ...rest,
    reserva: { senal: reserva_senal, horas: reserva_horas, iban },
    pruebas: { minutos: prueba_minutos },
    precio: {
      regimen: regimen_igic,
      incluye: precio_incluye ? precio_incluye.split('\n') : [],
      envioDesde: envio_desde,
      garantiaAmpliadaDesde: garantia_ampliada_desde,
      garantiaLegalMeses: garantia_legal_meses,
      presupuestoDias: presupuesto_dias,
    },
    telefonos: { tarahales: telefono_tarahales, 'el-tablero': telefono_el_tablero, tenerife: telefono_tenerife },
    whatsapps: { tarahales: whatsapp_tarahales, 'el-tablero': whatsapp_el_tablero, tenerife: whatsapp_tenerife },
    horarios,
  };
}
