import { EMAIL_TAKEN_MESSAGE } from '../../contracts/auth.ts';
import type { Rol } from '../../contracts/staff-roles.ts';
import { ValidationError } from '../../lib/errors.ts';
import { findUserForLogin, insertUser } from './auth.queries.ts';
import { hashPassword, passwordMatches } from './passwords.ts';

/** The id of the account these credentials open, or null (same answer for an unknown email and a wrong password). */
export async function verifyCredentials(email: string, password: string): Promise<number | null> {
  const user = await findUserForLogin(email);
  return (await passwordMatches(password, user?.password)) && user ? user.id : null;
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates a staff account with a bcrypt hash of its password and the given role. `onlyIfFirst`:
 * refused (null) once any account exists. `verified`: the CLI vouches for the address; the
 * others verify by mail. An email that already has an account is a field error.
 */
export async function createAccount(account: NewAccount, options: { verified: boolean; onlyIfFirst: boolean; rol: Rol }): Promise<number | null> {
  const password = await hashPassword(account.password);
  const result = await insertUser({ name: account.name, email: account.email, password, verified: options.verified, rol: options.rol }, options.onlyIfFirst);
  if (result === 'taken') throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
  return result?.id ?? null;
}
