import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const admin = join(src, 'modules', 'admin');

// app.ts composes the app, so it alone mounts the console's routes; everything else in src is below the
// console or beside it, and what both need lives where both may import it (@ile/shared, @ile/db, src/lib).
const COMPOSER = join(src, 'app.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or with import(). */
function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm))
    found.push(match[1] as string);
  return found;
}

const worker = resolve(src, '../../worker/src');

// The data layer's rule (docs/data-layer.md): queries live in packages/db repositories; api and worker code
// calls them and never builds a statement itself.
const STATEMENT = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

const insideAdmin = (path: string) => path === admin || path.startsWith(admin + sep);

describe('module boundaries', () => {
  it('no api file outside modules/admin imports from the staff console module (app.ts mounts it)', () => {
    const offenders = sourceFiles(src)
      .filter((file) => !insideAdmin(file) && file !== COMPOSER)
      .flatMap((file) =>
        specifiers(readFileSync(file, 'utf8'))
          .filter((specifier) => specifier.startsWith('.'))
          .filter((specifier) => insideAdmin(resolve(dirname(file), specifier)))
          .map((specifier) => `${relative(src, file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds an upward import when there is one (the check is not vacuous)', () => {
    const file = join(src, 'modules', 'manage', 'manage.routes.ts');
    const code = "import { something } from '../admin/permissions';\nconst x = await import('../admin/x');";
    const targets = specifiers(code).map((specifier) => resolve(dirname(file), specifier));
    expect(targets.every(insideAdmin)).toBe(true);
    expect(specifiers(readFileSync(COMPOSER, 'utf8')).some((s) => insideAdmin(resolve(src, s)))).toBe(true);
  });

  it('no api or worker source file runs SQL itself (queries live in packages/db repositories)', () => {
    const offenders = [...sourceFiles(src), ...sourceFiles(worker)]
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => (STATEMENT.test(line) ? `${relative(src, file)}:${index + 1}` : null))
          .filter((line): line is string => line !== null),
      );
    expect(offenders).toEqual([]);
    expect(STATEMENT.test("  return db.selectFrom('users').selectAll()")).toBe(true);
    expect(STATEMENT.test('  await sql`select 1`.execute(db)')).toBe(true);
  });
});
