import { z } from 'zod';

/** The account screens' schemas (back-office §2 "Account screens", §5 "Auth forms"). */

const REQUIRED = 'Este campo es obligatorio.';

export const FAILED_LOGIN_MESSAGE = 'Estas credenciales no coinciden con nuestros registros.';

const email = () =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(254, { error: 'Máximo 254 caracteres.' })
    .pipe(z.email({ error: 'Introduce una dirección de correo válida.' }))
    .transform((value) => value.toLowerCase());

/** Login: email, password, remember ('on', true or 1 when ticked). */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(200, { error: 'Máximo 200 caracteres.' }),
  remember: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal(1)]).optional().transform((value) => value !== undefined && value !== false),
});

export type LoginProps = {
  /** A status line from an earlier step (e.g. the password was reset). */
  status: string | null;
  canResetPassword: boolean;
  canRegister: boolean;
};
