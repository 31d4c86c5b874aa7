import type { TeamSite } from '../../contracts/content.ts';

/** The staff shown on /equipo, per site; edit here. The portraits are placeholders. */
const AVATAR = '/img/equipo/avatar.svg';

const member = (nombre: string, puesto: string) => ({ nombre, puesto, foto: AVATAR });

export const TEAM: TeamSite[] = [
  {
    slug: 'las-palmas',
    nombre: 'Las Palmas',
    miembros: [
      member('Javier Santana', 'Director general'),
      member('Laura Medina', 'Jefa de ventas'),
      member('Carlos Rodríguez', 'Asesor comercial'),
      member('Nerea Suárez', 'Asesora comercial'),
      member('Alejandro Díaz', 'Financiación y seguros'),
      member('Marta Hernández', 'Administración'),
    ],
  },
  {
    slug: 'el-tablero',
    nombre: 'El Tablero',
    miembros: [
      member('David Ramírez', 'Responsable de concesionario'),
      member('Raquel Ojeda', 'Asesora comercial'),
      member('Sergio Afonso', 'Taller y preparación de vehículos'),
      member('Cristina Quintana', 'Atención al cliente'),
    ],
  },
  {
    slug: 'tenerife',
    nombre: 'S.C Tenerife',
    miembros: [
      member('Pablo González', 'Responsable de concesionario'),
      member('Elena Pérez', 'Asesora comercial'),
      member('Adrián Hernández', 'Asesor comercial'),
      member('Lucía Rodríguez', 'Compra a la carta'),
      member('Iván Expósito', 'Posventa y entregas'),
    ],
  },
];
