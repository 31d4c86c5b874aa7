import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deepImports, featureCycles, featureNames, featuresReadingCoches, featureOf, publicCarSpellings, readGraph } from './graph.ts';

/**
 * npm run arch:report [-- <checkout>]: the figures the architecture test holds to, counted on a
 * checkout (this one by default), so two commits can be compared.
 */
const root = path.resolve(process.argv[2] ?? '.');
const graph = readGraph(root);
const deep = deepImports(graph);
const features = featureNames(root);
const withIndex = features.filter((name) => existsSync(path.join(root, 'server/features', name, 'index.ts')));
const cycles = featureCycles(graph);
const readers = featuresReadingCoches(graph);
const spellings = publicCarSpellings(graph);
const controllersOnQueries = new Set(graph.imports.filter(({ from, to }) => from.endsWith('.controller.ts') && to.endsWith('.queries.ts')).map(({ from }) => from));
const controllers = graph.files.filter(({ file }) => file.endsWith('.controller.ts')).length;

const lines = [
  `deep imports across features: ${deep.filter(({ from }) => featureOf(from) !== null).length}` +
    ` (into another feature's *.queries.ts: ${deep.filter(({ from, to }) => featureOf(from) !== null && to.endsWith('.queries.ts')).length})`,
  `deep imports from outside features/: ${deep.filter(({ from }) => featureOf(from) === null).length}`,
  `features with an index.ts: ${withIndex.length} of ${features.length}`,
  `feature cycles: ${cycles.length}${cycles.map((group) => `\n  ${group.join(' ⇄ ')}`).join('')}`,
  `features reading coches: ${readers.size} (${[...readers.keys()].sort().join(', ')})`,
  `lines spelling the public-car condition: ${spellings.length}${spellings.map((at) => `\n  ${at}`).join('')}`,
  `controllers importing *.queries.ts: ${controllersOnQueries.size} of ${controllers}`,
  `README lines: ${readFileSync(path.join(root, 'README.md'), 'utf8').split('\n').length - 1}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
