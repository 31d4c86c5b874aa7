import type { MessageKey } from '../../../lang/types.ts';
import type { TeamSite } from '../../contracts/content.ts';

/** The staff shown on /equipo, per site; edit here. The portraits are placeholders. */
const AVATAR = '/img/equipo/avatar.svg';

const member = (nombre: string, puesto: MessageKey) => ({ nombre, puesto, foto: AVATAR });

export const TEAM: TeamSite[] = [
  {
    slug: 'las-palmas',
    nombre: 'Las Palmas',
    miembros: [
      member('Javier Santana', 'content.role_general_manager'),
      member('Laura Medina', 'content.role_sales_manager'),
      member('Carlos Rodríguez', 'content.role_sales_advisor_m'),
      member('Nerea Suárez', 'content.role_sales_advisor_f'),
      member('Alejandro Díaz', 'content.role_finance'),
      member('Marta Hernández', 'content.role_administration'),
    ],
  },
  {
    slug: 'el-tablero',
    nombre: 'El Tablero',
    miembros: [
      member('David Ramírez', 'content.role_showroom_manager'),
      member('Raquel Ojeda', 'content.role_sales_advisor_f'),
      member('Sergio Afonso', 'content.role_workshop'),
      member('Cristina Quintana', 'content.role_customer_care'),
    ],
  },
  {
    slug: 'tenerife',
    nombre: 'S.C Tenerife',
    miembros: [
      member('Pablo González', 'content.role_showroom_manager'),
      member('Elena Pérez', 'content.role_sales_advisor_f'),
      member('Adrián Hernández', 'content.role_sales_advisor_m'),
      member('Lucía Rodríguez', 'content.role_sourcing'),
      member('Iván Expósito', 'content.role_aftersales'),
    ],
  },
];
