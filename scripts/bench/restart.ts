import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { pgBinaries, run, runAsIdentity } from '../../server/db/embedded-os.ts';
import { BASE_URL, ROOT, STORAGE_DIR, startServer, stopServer } from './server.ts';

/**
 * npm run bench -- --only restart: the production server under load on its home and a vehicle
 * page while its PostgreSQL restarts (pg_ctl restart -m fast, as an upgrade or failover would).
 * Counts the answers by status in three phases (before, during the outage, after the database is
 * back), 503 (the database unreachable, said so) apart from other 5xx, and checks the server is
 * still the same process. The figure that must hold: no 5xx once
 * the database is back, with the same pid.
 */

interface Phase {
  ok: number;
  /** 503: the database unreachable, told to the client (Retry-After). */
  unavailable: number;
  /** Any other 5xx. */
  serverErrors: number;
  other: number;
}

const CONNECTIONS = 20;

async function loadPhase(urls: string[], seconds: number): Promise<Phase> {
  const results = await Promise.all(
    urls.map((url) => autocannon({ url, connections: CONNECTIONS / urls.length, duration: seconds, headers: { accept: 'text/html' } })),
  );
  return results.reduce<Phase>((sum, result) => {
    const unavailable = (result.statusCodeStats as Record<string, { count: number } | undefined>)['503']?.count ?? 0;
    return {
      ok: sum.ok + result['2xx'],
      unavailable: sum.unavailable + unavailable,
      serverErrors: sum.serverErrors + result['5xx'] - unavailable,
      other: sum.other + result['3xx'] + result['4xx'] + result.errors + result.timeouts,
    };
  }, { ok: 0, unavailable: 0, serverErrors: 0, other: 0 });
}

async function restartDatabase(): Promise<number> {
  const started = performance.now();
  const bins = await pgBinaries();
  const dataDir = path.join(ROOT, STORAGE_DIR, 'postgres');
  await run(bins.pg_ctl, ['restart', '-D', dataDir, '-m', 'fast', '-w', '-t', '60', '-s', '-l', path.join(dataDir, 'server.log')], await runAsIdentity());
  return performance.now() - started;
}

export async function restartBench(progress: (message: string) => void): Promise<void> {
  const server = await startServer('production');
  const pid = server.child.pid;
  const slug = /href="\/vehiculo\/([^"]+)"/.exec(await (await fetch(`${BASE_URL}/`)).text())?.[1];
  const urls = [`${BASE_URL}/`, ...(slug ? [`${BASE_URL}/vehiculo/${slug}`] : [])];
  progress(`restart bench: ${urls.length} pages, ${CONNECTIONS} connections, server pid ${pid}`);
  const before = await loadPhase(urls, 5);
  const outage = loadPhase(urls, 8);
  await sleep(1_000);
  const restartMs = await restartDatabase();
  const during = await outage;
  const after = await loadPhase(urls, 5);
  const alive = server.child.exitCode === null && server.child.pid === pid;
  await stopServer(server.child);
  const line = (name: string, phase: Phase) => `  ${name.padEnd(28)} 2xx ${phase.ok}  503 ${phase.unavailable}  other 5xx ${phase.serverErrors}  other ${phase.other}`;
  process.stdout.write(
    [
      'PostgreSQL restart under load (pg_ctl restart -m fast)',
      `  restart took ${Math.round(restartMs)} ms`,
      line('before', before),
      line('during (8 s around restart)', during),
      line('after the database is back', after),
      `  server process: ${alive ? `still pid ${pid}` : 'GONE'}`,
      after.serverErrors + after.unavailable === 0 && alive ? 'OK: no 5xx after the database is back, same process' : 'FAILED',
      '',
    ].join('\n'),
  );
  if (after.serverErrors + after.unavailable > 0 || !alive) process.exitCode = 1;
}
