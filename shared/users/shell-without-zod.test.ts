import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app shell (client/main.tsx and what it imports statically, before any lazy route) must not load zod, about
 * 25 kB gzip: the session kept for offline use is checked there with `isMe` (./me.guard.ts), not `meSchema`.
 * This follows the static imports from the entry as the bundler does (`import type` and `export type` are erased;
 * `import()` is a lazy chunk, outside the shell) and names the chain that reaches a zod package.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'client/main.tsx';
const STATIC_IMPORT = /^\s*import\s+(?!type\s)(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const STATIC_REEXPORT = /^\s*export\s+(?!type\s)(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/gm;
const SOURCE = /\.(tsx?|mts|js|mjs)$/;

function resolve(from: string, specifier: string): string {
  const base = path.join(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** Every file of the shell, and every package it imports with the chain of files that leads to it. */
function shell(): { files: string[]; packages: Map<string, string[]> } {
  const packages = new Map<string, string[]>();
  const chains = new Map<string, string[]>([[ENTRY, [ENTRY]]]);
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!SOURCE.test(file)) continue;
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of [...text.matchAll(STATIC_IMPORT), ...text.matchAll(STATIC_REEXPORT)]) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chains.get(file)!);
        continue;
      }
      const target = resolve(file, specifier);
      if (chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return { files: [...chains.keys()], packages };
}

describe('the app shell', () => {
  it('imports no zod package', () => {
    const { files, packages } = shell();
    // The walk reaches the shell's session check and its libraries (else it proves nothing).
    expect(files).toEqual(expect.arrayContaining(['client/features/users/api/get-session.ts']));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'react-router', '@tanstack/react-query', 'i18next']));
    const zod = [...packages].filter(([name]) => /(^|[/@-])zod([/-]|$)/.test(name)).map(([name, chain]) => [...chain, name].join(' -> '));
    expect(zod).toEqual([]);
  });
});
