import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestChange } from './build';

describe('newestChange', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function fileAt(path: string, seconds: number): void {
    writeFileSync(path, 'x');
    utimesSync(path, seconds, seconds);
  }

  it('finds the newest source file in nested folders, ignoring build output and dependencies', () => {
    const root = mkdtempSync(join(tmpdir(), 'ile-build-'));
    dirs.push(root);
    for (const dir of ['src/app', 'dist', 'node_modules/x']) mkdirSync(join(root, dir), { recursive: true });
    fileAt(join(root, 'index.html'), 1_000);
    fileAt(join(root, 'src/app/router.tsx'), 2_000);
    fileAt(join(root, 'dist/index.html'), 9_000);
    fileAt(join(root, 'node_modules/x/index.js'), 9_000);
    expect(newestChange(root)).toBe(2_000_000);
  });

  it('answers 0 for a folder that does not exist', () => {
    expect(newestChange('/nonexistent/ile')).toBe(0);
  });
});
