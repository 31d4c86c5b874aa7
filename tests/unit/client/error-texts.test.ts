import { describe, expect, it } from 'vitest';
import { canRetry, errorText } from '../../../resources/js/lib/error-texts.ts';

describe('error page texts', () => {
  it('has the Spanish titles of the spec', () => {
    expect(errorText(404).title).toBe('Página no encontrada');
    expect(errorText(403).title).toBe('Acceso denegado');
    expect(errorText(419).title).toBe('La página ha caducado');
    expect(errorText(500).title).toBe('Error del servidor');
    expect(errorText(503).title).toBe('Servicio no disponible');
  });

  it('tells the visitor to reload after a 419', () => {
    expect(errorText(419).message).toMatch(/Recarga la página/);
    expect(canRetry(419)).toBe(true);
    expect(canRetry(404)).toBe(false);
  });

  it('uses a server message unless it only repeats the title', () => {
    expect(errorText(404, 'Vehículo no encontrado').message).toBe('Vehículo no encontrado');
    expect(errorText(404, 'Página no encontrada').message).toMatch(/no existe/);
  });

  it('falls back by status class', () => {
    expect(errorText(502).title).toBe('Error del servidor');
    expect(errorText(418).title).toBe('Página no encontrada');
  });
});
