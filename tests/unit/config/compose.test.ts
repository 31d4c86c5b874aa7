/**
 * H1 of the security review: docker-compose.yml must not start a public site with a published
 * secret or the demo data. It refuses to start without SESSION_SECRET, APP_URL and the database
 * password (${VAR:?message}), keeps demo data off by default, and waits on /readyz.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const file = readFileSync(path.resolve(import.meta.dirname, '../../../docker-compose.yml'), 'utf8');
const compose = parse(file) as { services: Record<string, Service> };
const app = compose.services.app!;
const db = compose.services.db!;
const required = (name: string) => new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`);

describe('docker-compose.yml', () => {
  it('requires SESSION_SECRET and APP_URL, with no default value', () => {
    expect(app.environment?.SESSION_SECRET).toMatch(required('SESSION_SECRET'));
    expect(app.environment?.APP_URL).toMatch(required('APP_URL'));
  });

  it('requires the database password on both services instead of publishing one', () => {
    expect(db.environment?.POSTGRES_PASSWORD).toMatch(required('POSTGRES_PASSWORD'));
    expect(app.environment?.DATABASE_URL).toContain('${POSTGRES_PASSWORD:?');
  });

  it('keeps the demo data off unless asked for', () => {
    expect(app.environment?.SEED_DEMO).toBe('${SEED_DEMO:-off}');
  });

  it('publishes no literal secret anywhere in the file', () => {
    expect(file).not.toMatch(/change-this|gtcars-demo-2026|POSTGRES_PASSWORD:\s*\w+\s*$/m);
  });

  it('runs PostgreSQL 15, which the image’s pg_dump backs up, and checks the app on /readyz', () => {
    expect(db.image).toMatch(/^postgres:15(\.|$|-)/);
    expect(app.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
  });
});
