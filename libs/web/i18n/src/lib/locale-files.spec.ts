// Every key exists in both languages, and every key is used by the app's code (issue #20).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@chargesetu/shared/domain';

const ROOT = join(import.meta.dirname, '../../../../..');
const LOCALES = join(import.meta.dirname, '../locales');

function flatten(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? flatten(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function keysOf(language: string): Map<string, string[]> {
  const dir = join(LOCALES, language);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, f), 'utf8')))]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const english = keysOf('en');

describe('the locale files', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English namespaces and keys', (language) => {
    const other = keysOf(language);
    expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [ns, keys] of english) {
      expect({ ns, keys: [...(other.get(ns) ?? [])].sort() }).toEqual({ ns, keys: [...keys].sort() });
    }
  });

  it('has no empty text in any language', () => {
    for (const language of LANGUAGES) {
      const dir = join(LOCALES, language);
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
        const text = readFileSync(join(dir, f), 'utf8');
        expect({ file: `${language}/${f}`, empty: /:\s*""/.test(text) }).toEqual({ file: `${language}/${f}`, empty: false });
      }
    }
  });

  it('has no key that the code never names', () => {
    const code = [join(ROOT, 'apps/web/src'), join(ROOT, 'libs/web')]
      .flatMap(sourceFiles)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused: string[] = [];
    for (const [ns, keys] of english) {
      for (const key of keys) {
        // Plural forms are named by their base key: 'slots_one' / 'slots_other' -> 'slots'.
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
        const quoted = [`'${base}'`, `"${base}"`, `'${ns}:${base}'`, `"${ns}:${base}"`, `\`${base}\``];
        if (!quoted.some((q) => code.includes(q))) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('names no key in the code that English lacks', () => {
    const all = new Set([...english].flatMap(([ns, keys]) => keys.flatMap((k) => [k, `${ns}:${k}`])));
    const bases = new Set([...all].map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')));
    const missing: string[] = [];
    for (const file of [join(ROOT, 'apps/web/src'), join(ROOT, 'libs/web')].flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:t|translate)\(\s*'([^'$]+)'/g)) {
        if (!bases.has(m[1])) missing.push(`${relative(ROOT, file)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
