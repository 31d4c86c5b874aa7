import { findUserForLogin } from './auth.queries.ts';
import { passwordMatches } from './passwords.ts';

/** The id of the account these credentials open, or null (same answer for an unknown email and a wrong password). */
export async function verifyCredentials(email: string, password: string): Promise<number | null> {
  const user = await findUserForLogin(email);
  return (await passwordMatches(password, user?.password)) && user ? user.id : null;
}
