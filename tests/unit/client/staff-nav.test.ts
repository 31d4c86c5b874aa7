import { describe, expect, it } from 'vitest';
import { isCurrentEntry, staffMenu } from '../../../resources/js/lib/staff-nav.ts';
import { routes } from '../../../server/contracts/routes.ts';

describe('the staff menu', () => {
  it('starts with Inicio and lists only entries whose route is in the table', () => {
    expect(staffMenu[0]).toMatchObject({ label: 'Inicio', href: '/dashboard' });
    expect(staffMenu.map((entry) => entry.label)).toContain('Contactos');
    const paths = Object.values(routes).map((definition) => new RegExp(`^${definition.path.replace(/:\w+/g, '[^/]+')}$`));
    for (const entry of staffMenu) expect(paths.some((path) => path.test(entry.href)), entry.href).toBe(true);
    expect(staffMenu.find((entry) => entry.label === 'Listas')).toMatchObject({ href: '/dashboard/listas/carrocerias', sections: ['/dashboard/listas'] });
  });

  it('marks Inicio on /dashboard only, and a section on its own pages', () => {
    const inicio = { href: '/dashboard', sections: [] };
    expect(isCurrentEntry(inicio, '/dashboard')).toBe(true);
    expect(isCurrentEntry(inicio, '/dashboard/')).toBe(true);
    expect(isCurrentEntry(inicio, '/dashboard/contacts')).toBe(false);

    const contactos = { href: '/dashboard/contacts', sections: [] };
    expect(isCurrentEntry(contactos, '/dashboard/contacts?page=2')).toBe(true);
    expect(isCurrentEntry(contactos, '/dashboard/contactsx')).toBe(false);

    const vehiculos = { href: '/dashboard/vehiculos', sections: ['/dashboard/coches'] };
    expect(isCurrentEntry(vehiculos, '/dashboard/coches/edit/12')).toBe(true);
    expect(isCurrentEntry(vehiculos, '/dashboard/cochesx')).toBe(false);
  });
});
