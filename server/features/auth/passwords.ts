import { createRequire } from 'node:module';

/** bcrypt 6 ships no type declarations; these are the two functions used. */
const bcrypt = createRequire(import.meta.url)('bcrypt') as {
  hash(password: string, rounds: number): Promise<string>;
  compare(password: string, hash: string): Promise<boolean>;
};

/**
 * The bcrypt cost of every stored password: 12 (at least 12 is the rule). Inside the test runner
 * (vitest sets VITEST in its workers and what they start) it is bcrypt's least, 4, which only
 * makes the tests' sign-ins and seeds fast; a server never runs there, whatever its NODE_ENV.
 */
export const bcryptCost = (environment: NodeJS.ProcessEnv): number => (environment.VITEST === 'true' ? 4 : 12);

const BCRYPT_COST = bcryptCost(process.env);

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** Hashes of nothing anyone knows, at each cost: an unknown email costs the same time as a wrong password. */
const DECOY_HASH = BCRYPT_COST === 12 ? '$2b$12$1hQmBj0P.I/QFvI52R9YVewOJtG8nhrfIq7NJVyGLRwleps1fH4OC' : '$2b$04$6lVZKS/A0LBMjAbwJqo1AObgadltydNL3OLl9VSjYhEp0NOOQN0FK';

/** Whether `password` matches `hash`; with no hash (unknown account) it still spends a comparison. */
export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DECOY_HASH);
  return matches && Boolean(hash);
}
