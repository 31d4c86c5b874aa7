import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { newUserSchema } from '../../server/contracts/auth.ts';
import { isRol, ROLE_LABELS, ROLES, type Rol } from '../../server/contracts/staff-roles.ts';
import { createPrisma, setDb } from '../../server/db/client.ts';
import { startDatabase } from '../../server/db/index.ts';
import { createAccount } from '../../server/features/auth/index.ts';
import { ValidationError } from '../../server/lib/errors.ts';
import { CliInputError, cliLogger, print, runCli } from './cli.ts';

/**
 * npm run user:create [-- --name "Marta Déniz" --email marta@gtcars.es --password … --role ventas]
 *
 * Creates a staff account for production (where registration is closed): asks for whatever is
 * not given (the password without echo), validates it like the register form, stores a bcrypt
 * hash and marks the address verified, so the account can sign in at once. The account
 * administers the site unless `--role ventas` says otherwise.
 */

const LABELS = { name: 'Nombre', email: 'Correo electrónico', password: 'Contraseña' } as const;

async function ask(missing: (keyof typeof LABELS)[]): Promise<Partial<Record<keyof typeof LABELS, string>>> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const answers: Partial<Record<keyof typeof LABELS, string>> = {};
  try {
    for (const field of missing) {
      if (field !== 'password') {
        answers[field] = await rl.question(`${LABELS[field]}: `);
        continue;
      }
      process.stdout.write(`${LABELS.password} (no se muestra): `);
      muted = true;
      answers.password = await rl.question('');
      muted = false;
      process.stdout.write('\n');
    }
  } finally {
    rl.close();
  }
  return answers;
}

/** `--role`: 'administracion' (also written with its accent) by default, or 'ventas'. */
function parseRole(value: string | undefined): Rol {
  const rol = (value ?? 'administracion').trim().toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
  if (isRol(rol)) return rol;
  throw new CliInputError(`Rol desconocido: "${value}". Usa --role ${ROLES.join(' o --role ')}.`);
}

function describeErrors(fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([field, messages]) => `  - ${LABELS[field as keyof typeof LABELS] ?? field}: ${messages.join(' ')}`)
    .join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } } });
  const rol = parseRole(values.role);
  const missing = (['name', 'email', 'password'] as const).filter((field) => values[field] === undefined);
  const input = { name: values.name, email: values.email, password: values.password, ...(missing.length > 0 ? await ask([...missing]) : {}) };
  const parsed = newUserSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
    throw new CliInputError(`No se ha creado el usuario:\n${describeErrors(fields)}`);
  }
  const database = await startDatabase(cliLogger);
  const prisma = createPrisma(database.connectionString, { max: 2 });
  setDb(prisma);
  try {
    const id = await createAccount(parsed.data, { verified: true, onlyIfFirst: false, rol });
    print(`Usuario creado: ${parsed.data.name} <${parsed.data.email}> (id ${id}, rol ${ROLE_LABELS[rol]}), con el correo verificado. Ya puede iniciar sesión en /login.`);
  } catch (error) {
    if (error instanceof ValidationError) throw new CliInputError(`No se ha creado el usuario:\n${describeErrors(error.fields)}`);
    throw error;
  } finally {
    await prisma.$disconnect();
    await database.stop();
  }
}

runCli(main);
