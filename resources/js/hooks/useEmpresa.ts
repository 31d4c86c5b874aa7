import { usePage } from '@inertiajs/react';
import type { Empresa } from '@contracts/company';

/** The dealership's details ('Datos de la empresa'), shared with every page. */
export function useEmpresa(): Empresa {
  return usePage().props.empresa;
}
