import { describe, expect, it } from 'vitest';
import { contactTiles } from '../../../resources/js/lib/dashboard-tiles.ts';
import { leadFilterQuery } from '../../../resources/js/lib/lead-inbox.ts';
import { whatsappNumber } from '../../../server/contracts/site.ts';
import { applyListChange } from '../../../resources/js/lib/list-change.ts';
import { isCurrentEntry, staffMenu } from '../../../resources/js/lib/staff-nav.ts';
import { formatDateTime } from '../../../server/contracts/format.ts';
import { origenLabel, parseLeadFilters, type LeadFilters } from '../../../server/contracts/lead-inbox.ts';

const none: LeadFilters = { origen: null, q: '', entrega: null, periodo: null, estado: null, idioma: null, asignado: null, sin_contacto: false, abiertas: false, page: 1 };

describe('the enquiry list’s query', () => {
  it('sends only the filters that are set, trimmed, and no page 1', () => {
    expect(leadFilterQuery(none)).toEqual({});
    expect(leadFilterQuery({ origen: 'clasea', q: '  Nayra ', entrega: 'fallida', periodo: 'semana', estado: 'cita', idioma: 'en', asignado: 'yo', sin_contacto: true, abiertas: true, page: 3 })).toEqual({
      origen: 'clasea',
      q: 'Nayra',
      entrega: 'fallida',
      periodo: 'semana',
      estado: 'cita',
      idioma: 'en',
      asignado: 'yo',
      sin_contacto: '1',
      abiertas: '1',
      page: '3',
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(applyListChange({ ...none, page: 4 }, { origen: 'cita' })).toMatchObject({ origen: 'cita', page: 1 });
    expect(applyListChange(none, { page: 2 })).toMatchObject({ page: 2 });
  });

  it('reads the query leniently on the server: unknown values mean any, the text is clamped', () => {
    expect(parseLeadFilters({ origen: 'x', entrega: ['enviada', 'fallida'], periodo: 'año', page: '-2', q: ['  a  ', 'b'], estado: 'ganada', idioma: 'fr', asignado: '0', sin_contacto: 'si' })).toEqual({
      origen: null,
      q: 'a',
      entrega: 'enviada',
      periodo: null,
      estado: null,
      idioma: null,
      asignado: null,
      sin_contacto: false,
      abiertas: false,
      page: 1,
    });
    expect(parseLeadFilters({ estado: 'negociacion', asignado: '12', sin_contacto: '1' })).toMatchObject({ estado: 'negociacion', asignado: '12', sin_contacto: true });
    expect(parseLeadFilters({ asignado: ['nadie', 'yo'] }).asignado).toBe('nadie');
    expect(parseLeadFilters({ idioma: 'de' }).idioma).toBe('de');
    expect(parseLeadFilters({ q: 'x'.repeat(500) }).q).toHaveLength(100);
    expect(parseLeadFilters('garbage')).toEqual(none);
  });

  it('names each source, keeping an unknown one as stored', () => {
    expect(['vehiculo', 'cita', 'landing', 'clasea', 'otro'].map(origenLabel)).toEqual(['Vehículo', 'Cita', 'Landing cita', 'Landing Clase A', 'otro']);
  });

  it('writes dates in the dealership’s clock, summer time included', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('1/7/26, 23:30');
    expect(formatDateTime('2026-12-01T22:30:00Z')).toBe('1/12/26, 22:30');
  });
});

describe('the way in', () => {
  it('puts Solicitudes right after Vehículos, current on a lead’s page too', () => {
    const labels = staffMenu.map((entry) => entry.label);
    expect(labels.indexOf('Solicitudes')).toBe(labels.indexOf('Vehículos') + 1);
    const entry = staffMenu.find((item) => item.label === 'Solicitudes')!;
    expect(isCurrentEntry(entry, '/dashboard/solicitudes/12')).toBe(true);
  });

  it('links each contact tile to the list over its period', () => {
    const tiles = contactTiles({ counts: { today: 1, this_week: 2, this_month: 3 } } as Parameters<typeof contactTiles>[0]);
    expect(tiles.map((tile) => tile.link?.href)).toEqual(['/dashboard/solicitudes?periodo=hoy', '/dashboard/solicitudes?periodo=semana', '/dashboard/solicitudes?periodo=mes']);
  });
});

describe('the visitor’s WhatsApp link', () => {
  it('puts the country code in front of a Spanish number and keeps one already given', () => {
    expect(whatsappNumber('628 555 777')).toBe('34628555777');
    expect(whatsappNumber('+34 628 555 777')).toBe('34628555777');
    expect(whatsappNumber('0044 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('+49 151 2345 6789')).toBe('4915123456789');
  });
});

