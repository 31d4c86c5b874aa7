import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALERT_FILTERS_MESSAGE, ALERT_SOLD_MESSAGE, alertSchema } from '../../../server/contracts/alerts.ts';
import { REQUIRED_MESSAGE } from '../../../server/contracts/field-messages.ts';
import { CITA_LEGAL_MESSAGE, CITA_MODEL_MESSAGE, FINANCE_CHOICE_MESSAGE, FINANCE_UNAVAILABLE_MESSAGE, LEGAL_REQUIRED_MESSAGE } from '../../../server/contracts/lead-forms.ts';
import { appointmentSchema, leadSchema, vehicleContactSchema } from '../../../server/contracts/leads.ts';
import { RESERVATION_TERMS_MESSAGE, RESERVATION_UNAVAILABLE_MESSAGE, reservationSchema } from '../../../server/contracts/reservations.ts';
import { translateSpanish } from '../../../server/contracts/spanish-messages.ts';
import { TRADE_IN_BRAND_MESSAGE, TRADE_IN_PHOTO_TOO_LARGE_MESSAGE, TRADE_IN_PHOTOS_MESSAGE } from '../../../server/contracts/trade-in.ts';
import { tradeInSchema } from '../../../server/contracts/trade-in-schema.ts';
import { DOWNLOAD_RATE_LIMIT_MESSAGE, FORM_RATE_LIMIT_MESSAGE } from '../../../server/http/middleware/rate-limit.ts';
import { NULL_CHARACTER_MESSAGE } from '../../../server/http/middleware/null-characters.ts';
import { answerIn } from '../../../server/i18n/index.ts';
import { MediaError } from '../../../server/media/errors.ts';
import { NotFoundError, PageExpiredError, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../../../server/lib/errors.ts';
import { errorsIn } from '../../../resources/js/lib/form-messages.ts';
import es from '../../../lang/es/messages.ts';

/** Every message a public form's schema gives for an empty form and for one with every field wrong. */
function schemaMessages(schema: z.ZodType): string[] {
  const wrong = { nombre: 'x'.repeat(300), apellidos: ' ', telefono: 'abc', correo: 'x', email: 'x', vehiculo: 'a', coche: 0, sede: 99, f_fecha: '2001-01', f_marca: 'x', f_horario: 'x', matricula: '!', year: '1800', kilometros: 'mucho', estado: 'x', page_url: 'x', submitted_at: 'x', origen: 7, f_ciudad: 7, f_nombre: 'x'.repeat(300), horario_preferencia: 'x', desea_financiar: 'x', filtros: 'x', comentarios: 'x'.repeat(2100) };
  return [{}, wrong].flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

const CONTRACT_TEXTS = [
  REQUIRED_MESSAGE,
  LEGAL_REQUIRED_MESSAGE,
  CITA_LEGAL_MESSAGE,
  CITA_MODEL_MESSAGE,
  FINANCE_CHOICE_MESSAGE,
  FINANCE_UNAVAILABLE_MESSAGE,
  RESERVATION_TERMS_MESSAGE,
  RESERVATION_UNAVAILABLE_MESSAGE,
  ALERT_FILTERS_MESSAGE,
  ALERT_SOLD_MESSAGE,
  TRADE_IN_BRAND_MESSAGE,
  TRADE_IN_PHOTOS_MESSAGE,
  TRADE_IN_PHOTO_TOO_LARGE_MESSAGE,
  FORM_RATE_LIMIT_MESSAGE,
  DOWNLOAD_RATE_LIMIT_MESSAGE,
  NULL_CHARACTER_MESSAGE,
  ...(['unsupported_format', 'too_many_pixels', 'unreadable'] as const).map((code) => new MediaError(code, 'fotos').message),
  ...[new NotFoundError(), new PageExpiredError(), new TooManyRequestsError(), new ServiceUnavailableError(), new ValidationError({})].map((error) => error.message),
];

describe('answers in the visitor’s language', () => {
  it('translates every message the public forms’ schemas give', () => {
    const messages = new Set([vehicleContactSchema, appointmentSchema, leadSchema, alertSchema, tradeInSchema(), reservationSchema].flatMap(schemaMessages));
    expect(messages.size).toBeGreaterThan(20);
    for (const message of messages) {
      expect(answerIn('en', message), message).not.toBe(message);
      expect(answerIn('de', message), message).not.toBe(message);
    }
  });

  it('translates the contracts’ and the errors’ own answers', () => {
    for (const text of CONTRACT_TEXTS) {
      expect(answerIn('en', text), text).not.toBe(text);
      expect(answerIn('de', text), text).not.toBe(text);
      expect(answerIn('es', text)).toBe(text);
    }
  });

  it('reads the values back from the Spanish', () => {
    expect(answerIn('en', 'Máximo 200 caracteres.')).toBe('No more than 200 characters.');
    expect(answerIn('de', 'Introduce un año entre 1990 y 2027.')).toBe('Geben Sie ein Jahr zwischen 1990 und 2027 ein.');
    expect(answerIn('en', 'Página no encontrada')).toBe('Page not found');
    expect(answerIn('en', 'Vehículo no encontrado: 12')).toBe('Vehículo no encontrado: 12');
  });

  it('gives the forms’ own checks the server’s words', () => {
    const errors = { nombre: 'Máximo 100 caracteres.', correo: 'Introduce un correo electrónico válido.', legal: 'Algo nuevo.' };
    const server = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, answerIn('de', text)]));
    expect(errorsIn('de', errors)).toEqual(server);
    expect(errorsIn('de', errors).legal).toBe('Algo nuevo.');
  });

  it('holds only plain texts and simple values, which read the same formatted or not', () => {
    for (const text of Object.values(es)) expect(text).not.toMatch(/[<'#]|\{\w+,/);
  });

  it('finds each Spanish answer as itself, never as another one with values', () => {
    const keys = Object.fromEntries(Object.keys(es).map((key) => [key, key]));
    for (const [key, text] of Object.entries(es)) {
      const sample = text.replace(/\{(\w+)\}/g, (_, name: string) => `valor de ${name}`);
      expect(translateSpanish(sample, es, keys), sample).toBe(key);
    }
    expect(answerIn('de', 'Error al guardar el coche.')).toBe('Error al guardar el coche.');
  });
});
