import { createRequire } from 'node:module';

/** bcrypt 6 ships no type declarations; these are the two functions used. */
const bcrypt = createRequire(import.meta.url)('bcrypt') as {
  hash(password: string, rounds: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
};

/** The bcrypt cost of every stored password (issue: at least 12). */
export const BCRYPT_COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** A hash of nothing anyone knows: an unknown email costs the same time as a wrong password. */
const DECOY_HASH = '$2b$12$1hQmBj0P.I/QFvI52R9YVewOJtG8nhrfIq7NJVyGLRwleps1fH4OC';

/** Whether `password` matches `hash`; with no hash (unknown account) it still spends a comparison. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DECOY_HASH);
  return matches && Boolean(hash);
}
