import { ValidationError } from '../lib/errors.ts';

export type MediaErrorCode = 'unsupported_format' | 'too_many_pixels' | 'unreadable';

const MESSAGES: Record<MediaErrorCode, string> = {
  unsupported_format: 'Formato de imagen no admitido. Usa JPEG, PNG o WebP.',
  too_many_pixels: 'La imagen es demasiado grande (máximo 50 megapíxeles). Redúcela e inténtalo de nuevo.',
  unreadable: 'La imagen está dañada o incompleta y no se puede procesar.',
};

/**
 * A rejected upload. `message` is Spanish and safe to show under `field`. As a ValidationError
 * (status 422, `fields` = {[field]: [message]}) the app's error handler already answers it as a
 * field error, should a controller let it through.
 */
export class MediaError extends ValidationError {
  constructor(
    readonly code: MediaErrorCode,
    readonly field: string,
    options?: ErrorOptions,
  ) {
    super({ [field]: [MESSAGES[code]] });
    this.message = MESSAGES[code];
    if (options && 'cause' in options) this.cause = options.cause;
  }
}
