import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's module graph as the architecture rules see it (docs/architecture.md, "Modules"):
 * every runtime import between the TypeScript files of server/, scripts/ and prisma/ (type-only imports
 * are left out: they vanish at build time), which feature each file belongs to, and what each
 * file's text spells. Read by tests/unit/architecture.test.ts and by `npm run arch:report`.
 */

export interface SourceFile {
  /** Path from the repository root, with forward slashes. */
  file: string;
  /** The feature folder it sits in (server/features/<name>/…), or null. */
  feature: string | null;
  text: string;
}

export interface Import {
  from: string;
  to: string;
}

const FEATURE = /^server\/features\/([^/]+)\//;

export const featureOf = (file: string): string | null => FEATURE.exec(file)?.[1] ?? null;

function walk(root: string, dir: string): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : walk(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The runtime module specifiers of one file: static imports and re-exports that carry a value, and import(). */
function runtimeSpecifiers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface Graph {
  files: SourceFile[];
  imports: Import[];
}

/** Reads server/, scripts/ and prisma/ under `root`. */
export function readGraph(root: string): Graph {
  const files = ['server', 'scripts', 'prisma'].flatMap((dir) => walk(root, dir)).map((file) => ({ file, feature: featureOf(file), text: readFileSync(path.join(root, file), 'utf8') }));
  const imports = files.flatMap(({ file, text }) =>
    runtimeSpecifiers(file, text)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) })),
  );
  return { files, imports };
}

/** An import into another feature that does not go through its front door (index.ts). */
export function deepImports(graph: Graph): Import[] {
  return graph.imports.filter(({ from, to }) => {
    const target = featureOf(to);
    return target !== null && featureOf(from) !== target && to !== `server/features/${target}/index.ts`;
  });
}

export function featureNames(root: string): string[] {
  return readdirSync(path.join(root, 'server/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Feature → the features its files import at runtime. */
export function featureEdges(graph: Graph): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of graph.imports) {
    const [a, b] = [featureOf(from), featureOf(to)];
    if (a === null || b === null || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a)!.add(b);
  }
  return edges;
}

/** The cycles between features: each strongly connected group of two or more, sorted. */
export function featureCycles(graph: Graph): string[][] {
  const edges = featureEdges(graph);
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets])])];
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return groups;
}

/**
 * Code that reads or writes the coches table: the Prisma model (`.coche.`), SQL naming the table,
 * or, in code that queries, a Prisma relation over another model's `coche` or `coches` (a
 * select, a filter or a count).
 */
const READS_COCHES = [/\.coche\.\w+\(/, /\b(FROM|JOIN|UPDATE|INTO)\s+"?coches"?\b/i, /\bcoches?\s*:\s*(\{|true\b)/];

export function readsCoches(file: SourceFile): boolean {
  const code = file.text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return READS_COCHES.slice(0, 2).some((pattern) => pattern.test(code)) || (/\bdb\(\)|\btx\./.test(code) && READS_COCHES[2]!.test(code));
}

/** The features whose files read the coches table. */
export function featuresReadingCoches(graph: Graph): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const file of graph.files) {
    if (file.feature === null || !readsCoches(file)) continue;
    readers.set(file.feature, [...(readers.get(file.feature) ?? []), file.file]);
  }
  return readers;
}

/**
 * "A car the public may see", however spelt: as a Prisma filter (activo true and deleted_at
 * null), in SQL (activo AND deleted_at IS NULL, either order, quoted or not), its negation
 * (deleted_at IS NOT NULL OR NOT activo), or as a test in TypeScript (x.activo && … deleted_at,
 * !x.activo || x.deleted_at).
 */
const PUBLIC_CAR = [
  /activo:\s*true\b[^\n]*deleted_at:\s*null/,
  /deleted_at:\s*null\b[^\n]*activo:\s*true/,
  /\b(\w+\.)?"?activo"?\s+AND\s+(\w+\.)?"?deleted_at"?\s+IS\s+NULL/i,
  /\b(\w+\.)?"?deleted_at"?\s+IS\s+NULL\s+AND\s+(\w+\.)?"?activo"?\b(?!\s*=)/i,
  /deleted_at"?\s+IS\s+NOT\s+NULL\s+OR\s+NOT\s+(\w+\.)?"?activo/i,
  /\.activo\s*&&[^\n]*\.deleted_at\b/,
  /!\s*\w+\.activo\s*\|\|[^\n]*\.deleted_at\b/,
];

/** Every line that spells the public-car condition, as `file:line` (these rules' own patterns aside). */
export function publicCarSpellings(graph: Graph): string[] {
  return graph.files.filter(({ file }) => !file.startsWith('scripts/arch/')).flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index) => (PUBLIC_CAR.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}`] : [])),
  );
}
