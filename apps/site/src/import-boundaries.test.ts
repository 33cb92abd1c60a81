import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one-way flow of the site's code: shared (components, hooks, lib, ...) → features → app. Features never
 * import each other: what two features need lives in shared code, and routes compose features (e.g. a route
 * hands a feature's list the save heart). Tests may render the route a feature's component sits in.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Each relative import of a file as a path under src, split into its folders ('features', 'saved', ...). */
function importsOf(file: string): { specifier: string; target: string[] }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => ({
      specifier,
      target: relative(SRC, resolve(dirname(file), specifier)).split(sep),
    }));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const place = (file: string) => relative(SRC, file).split(sep);
/** main.tsx boots the app, and testing/ renders it for tests: neither is shared code. */
const isShared = (path: string[]) =>
  path.length > 1 && !['features', 'app', 'testing'].includes(path[0] ?? '');

/** Every import that breaks the flow, as 'file → specifier'. */
function violations(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const path = place(file);
    const [top, feature] = path;
    for (const { specifier, target } of importsOf(file)) {
      const into = target[0];
      const crossFeature = top === 'features' && into === 'features' && target[1] !== feature;
      const upward =
        !isTest(file) &&
        ((top === 'features' && into === 'app') ||
          (isShared(path) && (into === 'features' || into === 'app')));
      if (crossFeature || upward) found.push(`${relative(SRC, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('import boundaries', () => {
  it('keeps features from importing each other, and shared code from importing features or routes', () => {
    expect(violations()).toEqual([]);
  });

  it('reads the imports it checks', () => {
    const route = join(SRC, 'app', 'routes', 'home.tsx');
    expect(importsOf(route).map((entry) => entry.target.slice(0, 2).join('/'))).toContain('features/saved');
  });
});
