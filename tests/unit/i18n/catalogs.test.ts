/**
 * The catalogues (lang/<locale>): every language has exactly the Spanish keys, each message
 * reads as ICU and takes the same values with the same plural and select cases; every key is
 * used somewhere in the code; each public page receives every namespace its components use.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../server/contracts/locales.ts';
import { CATALOGS, NAMESPACES } from '../../../server/i18n/catalogs.ts';
import { PAGE_NAMESPACES } from '../../../server/i18n/page-messages.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const source = CATALOGS.es;

/** A message's shape: each value it takes, with its kind and (plural, select) its cases. */
function shape(elements: MessageFormatElement[], into = new Map<string, string>()): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.set(`<${element.value}>`, 'tag');
      shape(element.children, into);
      continue;
    }
    const cases = 'options' in element ? Object.keys(element.options).sort() : [];
    into.set(element.value, `${TYPE[element.type]}${cases.length ? `(${cases.filter((each) => each !== 'other' && !/^(zero|one|two|few|many)$/.test(each)).join(' ')})` : ''}`);
    if ('options' in element) for (const option of Object.values(element.options)) shape(option.value, into);
  }
  return into;
}

const shapeOf = (text: string) => Object.fromEntries(shape(parse(text)));

describe('the catalogues', () => {
  it('give every language exactly the Spanish namespaces and keys', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(CATALOGS[locale]).sort(), locale).toEqual([...NAMESPACES].sort());
      for (const namespace of NAMESPACES) {
        expect(Object.keys(CATALOGS[locale][namespace]).sort(), `${locale} ${namespace}`).toEqual(Object.keys(source[namespace]).sort());
      }
    }
  });

  it('read as ICU in every language, with the values and the exact cases of the Spanish message', () => {
    for (const namespace of NAMESPACES) {
      for (const [key, text] of Object.entries(source[namespace])) {
        const expected = shapeOf(text as string);
        for (const locale of LOCALES) {
          const translated = (CATALOGS[locale][namespace] as Record<string, string>)[key]!;
          expect(translated.trim(), `${locale} ${namespace}.${key} is empty`).not.toBe('');
          expect(shapeOf(translated), `${locale} ${namespace}.${key}`).toEqual(expected);
        }
      }
    }
  });
});

/** The project's source files where messages are used. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?)$/.test(name) ? [file] : [];
  });
}

const KEY_LITERAL = /['"`]((?:[a-z][a-z0-9_]*)\.[a-z0-9_.]+)['"`]/g;

describe('the keys', () => {
  const code = [...sourceFiles(path.join(ROOT, 'resources/js')), ...sourceFiles(path.join(ROOT, 'server'))].map((file) => readFileSync(file, 'utf8')).join('\n');
  const used = new Set([...code.matchAll(KEY_LITERAL)].map((match) => match[1]!));

  it('are each used in the code, written out in full (a key built from parts is not found)', () => {
    const unused = NAMESPACES.filter((namespace) => namespace !== 'messages' && namespace !== 'inspection').flatMap((namespace) => Object.keys(source[namespace]).map((key) => `${namespace}.${key}`)).filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });

  // The inspection points are named by the template's claves (inspeccion_puntos), which the migration seeds.
  it('of the inspection points are the seeded template’s claves, each once', () => {
    const folder = readdirSync(path.join(ROOT, 'prisma/migrations')).find((name) => name.endsWith('_inspeccion_plantilla'))!;
    const seeded = readFileSync(path.join(ROOT, 'prisma/migrations', folder, 'migration.sql'), 'utf8');
    const claves = [...seeded.matchAll(/^ {2}\('[a-z]+', '([a-z0-9_]+)', /gm)].map((match) => match[1]);
    expect(claves).toHaveLength(100);
    expect(claves.toSorted()).toEqual(Object.keys(source.inspection).toSorted());
  });

  // The server's answers are found by their Spanish wording (contracts/spanish-messages.ts): the code writes that.
  it('of the answers are used by their Spanish wording, or written out in full', () => {
    const worded = (text: string) => text.split(/\{\w+\}/).every((part) => code.includes(part));
    const unused = Object.entries(source.messages).filter(([key, text]) => !worded(text) && !used.has(`messages.${key}`));
    expect(unused).toEqual([]);
  });
});

/** The project files a page's module imports, and theirs: resources/js and the contracts. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // Type-only imports bring no code, so no messages.
    for (const match of text.matchAll(/^import (?!type )[^;]*?from\s+'(@\/[^']+|@contracts\/[^']+|\.{1,2}\/[^']+)'|import\(\s*'(@\/[^']+|\.{1,2}\/[^']+)'/gms)) {
      const specifier = (match[1] ?? match[2])!;
      const base = specifier.startsWith('@/')
        ? path.join(ROOT, 'resources/js', specifier.slice(2))
        : specifier.startsWith('@contracts/')
          ? path.join(ROOT, 'server/contracts', specifier.slice('@contracts/'.length))
          : path.resolve(path.dirname(file), specifier);
      const resolved = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      // The browser's code, and the contracts it shares with the server; never the server's own.
      const shared = !resolved?.includes(`${path.sep}server${path.sep}`) || resolved.includes(`${path.sep}server${path.sep}contracts${path.sep}`);
      if (resolved && shared) visit(resolved);
    }
  };
  visit(entry);
  return [...seen];
}

const allKeys = new Set(NAMESPACES.flatMap((namespace) => Object.keys(source[namespace]).map((key) => `${namespace}.${key}`)));

describe('each public page', () => {
  it('receives every namespace its components use', () => {
    for (const [page, namespaces] of Object.entries(PAGE_NAMESPACES)) {
      const sent = new Set(['common', ...namespaces!]);
      const files = moduleGraph(path.join(ROOT, 'resources/js/Pages', `${page}.tsx`));
      const keys = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY_LITERAL)].map((match) => match[1]!)).filter((key) => allKeys.has(key));
      const missing = [...new Set(keys.map((key) => key.split('.')[0]!))].filter((namespace) => !sent.has(namespace));
      expect(missing, page).toEqual([]);
    }
  });
});
