import { describe, expect, it } from 'vitest';
import { addMonths, CITA_BRANCHES, CITA_SLOTS, currentMonth } from '../../../server/contracts/lead-forms.ts';
import { appointmentSchema } from '../../../server/contracts/leads.ts';
import { APPOINTMENT_FIELD_ORDER, emptyAppointment, selectedId } from '../../../resources/js/Components/Forms/appointment-form.ts';
import { fieldErrors, firstError } from '../../../resources/js/lib/forms.ts';

describe('appointment months', () => {
  it('reads the current month in Canary Islands time', () => {
    expect(currentMonth(new Date('2026-11-15T12:00:00Z'))).toBe('2026-11');
    // In winter the islands are on UTC, so 23:30 UTC on 31 December is still December there.
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12');
    // 23:30 UTC on 31 July is 00:30 on 1 August in Canary summer time (UTC+1).
    expect(currentMonth(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08');
  });

  it('adds months across years, forwards and back', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-11', 12)).toBe('2027-11');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });
});

describe('the Pedir cita form', () => {
  it('starts on Tarahales and starts over with no branch after a send (spec §4)', () => {
    expect(emptyAppointment().f_concesionario).toBe('Tarahales');
    expect(emptyAppointment('')).toMatchObject({ f_concesionario: '', f_marca: '', f_modelo: '', legal: false });
  });

  it('offers the spec enumerations with their labels', () => {
    expect(CITA_BRANCHES.map((branch) => branch.value)).toEqual(['Tarahales', 'El Tablero', 'Tenerife']);
    expect(CITA_SLOTS.map((slot) => [slot.value, slot.label])).toEqual([
      ['Mañana', 'Mañana'],
      ['Tardes', 'Tarde'],
      ['Todo el día', 'Indiferente'],
    ]);
  });

  it('reads a select value as an id or nothing', () => {
    expect(selectedId('12')).toBe(12);
    expect(selectedId('')).toBe('');
    expect(selectedId('0')).toBe('');
    expect(selectedId('1.5')).toBe('');
  });

  it('shows the spec hints on an empty form and focuses the branch first', () => {
    const result = appointmentSchema.safeParse(emptyAppointment(''));
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors).toMatchObject({
      f_concesionario: 'Seleccione un concesionario',
      f_marca: 'Seleccione la marca del vehículo',
      f_fecha: 'Seleccione la fecha',
      f_horario: 'Seleccione horario',
      f_nombre: 'Ingrese su nombre completo',
    });
    expect(errors).not.toHaveProperty('f_ciudad');
    expect(firstError(APPOINTMENT_FIELD_ORDER, errors)).toBe('f_concesionario');
    expect(firstError(APPOINTMENT_FIELD_ORDER, { f_email: 'x', f_telefono: 'y' })).toBe('f_telefono');
  });

  it('accepts a complete form and drops an empty city', () => {
    const result = appointmentSchema.safeParse({
      ...emptyAppointment(),
      f_marca: 3,
      f_modelo: 8,
      f_fecha: currentMonth(),
      f_horario: 'Todo el día',
      f_observaciones: 'Prueba de conducción',
      f_nombre: 'Ana Pérez',
      f_telefono: '628 000 111',
      f_email: 'ana@example.com',
      legal: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.f_ciudad).toBeNull();
  });
});
