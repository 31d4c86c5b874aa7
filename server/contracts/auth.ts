import { z } from 'zod';
import { REQUIRED_MESSAGE } from './field-messages.ts';

/** The account screens' schemas, texts and props (back-office §2 "Account screens", §5 "Auth forms", §8). */


export const FAILED_LOGIN_MESSAGE = 'Estas credenciales no coinciden con nuestros registros.';
export const LOGIN_THROTTLED_MESSAGE = 'Demasiados intentos de acceso. Espera un minuto e inténtalo de nuevo.';
export const LOGIN_ACCOUNT_THROTTLED_MESSAGE = 'Demasiados intentos fallidos en esta cuenta. Por seguridad, espera unos minutos e inténtalo de nuevo.';
export const RESET_LINK_SENT_MESSAGE = 'Si el correo pertenece a una cuenta, te hemos enviado un enlace para restablecer la contraseña.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.';
export const PASSWORD_RESET_MESSAGE = 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión.';
export const WRONG_PASSWORD_MESSAGE = 'La contraseña no es correcta.';
export const FIRST_ACCOUNT_CLOSED_MESSAGE = 'Este sitio aún no tiene cuentas. La primera se crea en el servidor con npm run user:create, o con el enlace de instalación.';
export const REGISTRATION_CLOSED_MESSAGE = 'El registro está cerrado. Pide a un miembro del personal que te cree una cuenta.';
export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con este correo.';
export const EMAIL_VERIFIED_MESSAGE = 'Tu correo está verificado.';
export const INVALID_VERIFICATION_LINK_MESSAGE = 'El enlace de verificación no es válido o ha caducado. Pide uno nuevo.';

/** §8: the verification resend's two toasts ('verification-link-sent' and any error), in the spec's words. */
export const VERIFICATION_LINK_SENT_MESSAGE = 'A new verification link has been sent to the email address you provided during registration.';
export const SOMETHING_WENT_WRONG_MESSAGE = 'Something went wrong, please try again.';

/** An email address field: required, at most 254 characters, stored lower-case. */
export const email = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(254, { error: 'Máximo 254 caracteres.' })
    .pipe(z.email({ error: 'Introduce una dirección de correo válida.' }))
    .transform((value) => value.toLowerCase());

const currentPassword = () => z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }).max(200, { error: 'Máximo 200 caracteres.' });

/** A new password: 8+ characters and at most 72 bytes (bcrypt ignores whatever follows). */
const newPassword = () =>
  z
    .string({ error: REQUIRED_MESSAGE })
    .min(1, { error: REQUIRED_MESSAGE })
    .min(8, { error: 'La contraseña necesita al menos 8 caracteres.' })
    .refine((value) => new TextEncoder().encode(value).length <= 72, { error: 'La contraseña admite como máximo 72 caracteres.' });

const CONFIRMATION_MISMATCH = { error: 'Las contraseñas no coinciden.', path: ['password_confirmation'] };
const confirmed = <T extends { password: string; password_confirmation: string }>(value: T) => value.password === value.password_confirmation;

/** Login: email, password, remember ('on', true or 1 when ticked). */
export const loginSchema = z.object({
  email: email(),
  password: currentPassword(),
  remember: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal(1)]).optional().transform((value) => value !== undefined && value !== false),
});

/** The fields of a new account, shared by the register screen and `npm run user:create`. */
/** A person's name on an account. */
export const accountName = () => z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(120, { error: 'Máximo 120 caracteres.' });

export const newUserSchema = z.object({
  name: accountName(),
  email: email(),
  password: newPassword(),
});

export const registerSchema = newUserSchema.extend({ password_confirmation: z.string({ error: REQUIRED_MESSAGE }) }).refine(confirmed, CONFIRMATION_MISMATCH);

export const forgotPasswordSchema = z.object({ email: email() });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: INVALID_RESET_TOKEN_MESSAGE }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: INVALID_RESET_TOKEN_MESSAGE }),
    email: email(),
    password: newPassword(),
    password_confirmation: z.string({ error: REQUIRED_MESSAGE }),
  })
  .refine(confirmed, CONFIRMATION_MISMATCH);

export const confirmPasswordSchema = z.object({ password: currentPassword() });

export type LoginProps = {
  /** A status line from an earlier step (e.g. the password was reset). */
  status: string | null;
  canResetPassword: boolean;
  canRegister: boolean;
};

export type RegisterProps = {
  /** 'first': the first account of an empty site; 'open': REGISTRATION_OPEN; 'staff': a staff member adds a colleague. */
  mode: 'first' | 'open' | 'staff';
};

export type ResetPasswordProps = { token: string; email: string };
