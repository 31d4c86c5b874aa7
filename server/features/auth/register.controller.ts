import type { Request, Response } from 'express';
import { registerSchema, type RegisterProps } from '../../contracts/auth.ts';
import { route } from '../../contracts/routes.ts';
import { flashToast } from '../../lib/flash.ts';
import { validate } from '../../lib/validation.ts';
import { sendVerificationLink } from './account-links.ts';
import { createAccount } from './auth.service.ts';
import { startStaffSession } from './session-auth.ts';

/** GET /register (Auth/Register, 'Please Register'), behind registrationGates. */
export async function show(_req: Request, res: Response) {
  const props: RegisterProps = { mode: res.locals.registrationMode ?? 'first' };
  await res.inertia.render('Auth/Register', props);
}

/**
 * POST /register, behind registrationGates. The new account verifies its address by mail.
 * Signing oneself up (first account, open registration) signs in and shows the verification
 * notice; an administrator adding a colleague stays signed in as themself. The site's first
 * account administers it; every other one starts in 'ventas' (the 'Personal' screen changes it).
 */
export async function store(req: Request, res: Response) {
  const form = validate(registerSchema, req.body);
  const mode = res.locals.registrationMode ?? 'first';
  const account = { name: form.name, email: form.email, password: form.password };
  const id = await createAccount(account, { verified: false, onlyIfFirst: mode === 'first', rol: mode === 'first' ? 'administracion' : 'ventas' });
  if (id === null) return res.redirect(303, route('register'));
  sendVerificationLink(req, { id, name: account.name, email: account.email });
  if (mode === 'staff') {
    flashToast(req, `Cuenta creada para ${account.email}. Le hemos enviado un correo para verificar su dirección.`);
    return res.redirect(303, route('dashboard'));
  }
  await startStaffSession(req, id);
  res.redirect(303, route('verification.notice'));
}
