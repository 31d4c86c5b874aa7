/**
 * Staff roles (issue 19). 'administracion' may do everything; 'ventas' works the stock (create,
 * edit, photos, video, renew, import, export) and the enquiries, but deletes no car and touches
 * no staff account or setting. The route table marks each route's roles next to its access.
 */
export const ROLES = ['administracion', 'ventas'] as const;
export type Rol = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Rol, string> = { administracion: 'Administración', ventas: 'Ventas' };

/** The staff routes every role may use: `roles: EVERY_ROLE` in the route table. */
export const EVERY_ROLE = ROLES;

/** The routes only an administrator may use: `roles: ADMIN_ONLY` in the route table. */
export const ADMIN_ONLY = ['administracion'] as const satisfies readonly Rol[];

export const ROLE_FORBIDDEN_MESSAGE = 'Tu cuenta no tiene permiso para esta sección. Pide acceso a un administrador.';

export const isRol = (value: unknown): value is Rol => typeof value === 'string' && (ROLES as readonly string[]).includes(value);
