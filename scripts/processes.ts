import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The processes of the scale proof (tests/scale) and of the jobs benchmark (bench/jobs.ts): web
 * servers (`server/main.ts`) and job workers (`server/worker.ts`), spawned as `npm start` and
 * `npm run worker` run them, each logging to its own file, which a failure shows.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
  /** Waits until the process has exited. */
  exited: Promise<void>;
}

export function spawnProcess(name: string, script: 'server/main.ts' | 'server/worker.ts', env: NodeJS.ProcessEnv, logDir: string): Proc {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, child, log, exited };
}

export async function logTail(proc: Proc, lines = 20): Promise<string> {
  const text = await readFile(proc.log, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Waits until `url` answers 200 (a web process's /readyz), or fails with the process's log. */
export async function waitReady(proc: Proc, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} terminó al arrancar:\n${await logTail(proc)}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  throw new Error(`${proc.name} no respondió en ${timeoutMs} ms:\n${await logTail(proc)}`);
}

/** Waits until the process's log holds `text`. */
export async function waitForLog(proc: Proc, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await readFile(proc.log, 'utf8').catch(() => '')).includes(text)) return;
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} terminó:\n${await logTail(proc)}`);
    await sleep(200);
  }
  throw new Error(`${proc.name} no escribió «${text}» en ${timeoutMs} ms:\n${await logTail(proc)}`);
}

/** Stops a process with SIGTERM (its graceful shutdown), or SIGKILL if it lingers. */
export async function stopProcess(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const lingering = setTimeout(() => proc.child.kill('SIGKILL'), 20_000);
  await proc.exited;
  clearTimeout(lingering);
}
