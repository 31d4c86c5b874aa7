/** The message of an empty required field, on every form. */
export const REQUIRED_MESSAGE = 'Este campo es obligatorio.';
