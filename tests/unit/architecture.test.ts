import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import {
  deepImports,
  featureCycles,
  featureNames,
  featureOf,
  featuresReadingCoches,
  publicCarSpellings,
  readGraph,
} from '../../scripts/arch/graph.ts';

/**
 * The module rules of docs/architecture.md ("Modules" and "Layers"), held on the code as it is:
 * features entered through their index.ts, no cycle between them, one owner of car reads, one
 * spelling of "a car the public may see", a core and infrastructure that know no feature, and
 * Prisma only in queries.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const graph = readGraph(ROOT);

/** The features that may read the coches table: the owner of car reads, the staff's stock, the import. */
const COCHES_READERS = ['catalogue', 'import', 'stock'];

/** The one definition of the public-car condition: its Prisma filter, its SQL and its test of a row. */
const PUBLIC_CAR_FILE = 'server/features/catalogue/public-car.ts';

/** What every feature may use, and that therefore uses none: it would tie them all to one. */
const FEATURE_FREE = ['server/core/', 'server/lib/', 'server/db/', 'server/media/', 'server/inertia/', 'server/config/', 'server/contracts/', 'server/http/middleware/'];

describe('feature modules', () => {
  it('gives every feature a front door', () => {
    const missing = featureNames(ROOT).filter((name) => !existsSync(path.join(ROOT, 'server/features', name, 'index.ts')));
    expect(missing).toEqual([]);
  });

  it('enters another feature only through its index.ts', () => {
    expect(deepImports(graph).map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('has no cycle between features', () => {
    expect(featureCycles(graph).map((group) => group.join(' ⇄ '))).toEqual([]);
  });

  it('reads the coches table only in the owner of car reads, the stock and the import', () => {
    const readers = Object.fromEntries([...featuresReadingCoches(graph)].filter(([feature]) => !COCHES_READERS.includes(feature)));
    expect(readers).toEqual({});
  });

  it('spells the public-car condition once, as a Prisma filter, as SQL and as a test of a row', () => {
    const spellings = publicCarSpellings(graph);
    expect(spellings.filter((at) => !at.startsWith(`${PUBLIC_CAR_FILE}:`))).toEqual([]);
    expect(spellings).toHaveLength(3);
  });

  it('keeps the core, the infrastructure and the middleware free of features', () => {
    const offending = graph.imports.filter(({ from, to }) => FEATURE_FREE.some((dir) => from.startsWith(dir)) && featureOf(to) !== null);
    const typeOnly = graph.files.filter(({ file, text }) => FEATURE_FREE.some((dir) => file.startsWith(dir)) && /from\s+'[^']*\/features\//.test(text));
    expect(offending.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
    expect(typeOnly.map(({ file }) => file)).toEqual([]);
  });
});

describe('layers', () => {
  const PRISMA_CALL = /\bdb\(\)|\$queryRaw|\$executeRaw|\btx\.[a-z]\w*\.(find|create|update|delete|upsert|count|aggregate|groupBy)\w*\(/;
  const layered = graph.files.filter(({ file }) => file.startsWith('server/features/') || file.startsWith('server/core/'));

  it('runs Prisma only in *.queries.ts (services may open a transaction and pass it on)', () => {
    const outside = layered.filter(({ file, text }) => !file.endsWith('.queries.ts') && PRISMA_CALL.test(text)).map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  it('never imports a service, controller or presenter from queries', () => {
    const upward = graph.imports.filter(({ from, to }) => from.endsWith('.queries.ts') && /\.(service|controller|presenter)\.ts$/.test(to));
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('keeps presenters pure: no queries, no Prisma', () => {
    const reading = graph.imports.filter(({ from, to }) => from.endsWith('.presenter.ts') && to.endsWith('.queries.ts'));
    expect(reading.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('lets a controller reach only its own feature’s queries', () => {
    const foreign = graph.imports.filter(
      ({ from, to }) => from.endsWith('.controller.ts') && to.endsWith('.queries.ts') && (featureOf(to) ?? 'core') !== featureOf(from) && !to.startsWith('server/core/'),
    );
    expect(foreign.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});
