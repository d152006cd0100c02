import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// With `verbatimModuleSyntax`, `import { type X } from 'm'` keeps `import 'm'`: the module's code (a schema, and zod
// with it) lands in the page's first load. Types alone are imported with `import type`.
const root = join(import.meta.dirname, '..');
const ALL_TYPES = /^import \{((?:\s*type [^,}]+,?)+)\s*\} from '[^']+';$/gm;

function sources(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('imports of types only', () => {
  it('are written `import type` in client, shared and sw', () => {
    const offending = ['client', 'shared', 'sw'].flatMap(sources).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(ALL_TYPES)].map((match) => `${file.slice(root.length + 1)}: ${match[0]}`),
    );
    expect(offending).toEqual([]);
  });

  it('tells such an import from a mixed one', () => {
    const all = (line: string) => [...line.matchAll(ALL_TYPES)].length;
    expect(all("import { type A, type B } from './m';")).toBe(1);
    expect(all("import { type A, b } from './m';")).toBe(0);
    expect(all("import type { A } from './m';")).toBe(0);
  });
});
