import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `useTranslation('ns')` or `useTranslation(['a', 'b'])`: the namespaces a component suspends on until they arrive. */
const USE_TRANSLATION = /\buseTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const QUOTED = /'([^']+)'|"([^"]+)"/g;
/** A lazy import of a module named by a string: `import('./routes/employee/EmployeeHomePage')`. */
const LAZY_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
/** What a lazy import carries until the chunks are written: the whole push, with the imported module's id in it. */
const PLACEHOLDER = /\(globalThis\.__solidaireNamespaces \|\|= \[\]\)\.push\((["'`])__solidaire_namespaces_of__:([^"'`]+)\1\), /g;
/** Loaded by every page at start (client/lib/i18n.ts): never worth naming again. */
const LOADED_AT_START = new Set(['common', 'errors']);

/** The namespaces a module's components ask for by name (a namespace given by a variable is not known here). */
export function namespacesUsed(source: string): string[] {
  const found = new Set<string>();
  for (const call of source.matchAll(USE_TRANSLATION)) {
    for (const quoted of call[1]!.matchAll(QUOTED)) found.add((quoted[1] ?? quoted[2])!);
  }
  return [...found].sort();
}

/**
 * Each lazy import in the client asks for the translations of the code it loads at the same time as the code: the
 * namespaces named by `useTranslation` in the imported module and everything it imports statically. Without it, a
 * page whose header, page and blocks each read one more namespace fetched them one after the other once its code had
 * arrived, each suspending the tree until the last one came: six round trips on the employee home before its first
 * words showed (issue 13, LCP under slow 4G).
 *
 * `import('x')` becomes `((globalThis.__solidaireNamespaces ||= []).push([...namespaces]), import('x'))`: the queue
 * client/lib/i18n.ts reads at start and then turns into a loader.
 */
export function namespacePreload(): Plugin {
  const namespacesOfModule = new Map<string, string[]>();
  return {
    name: 'solidaire-namespace-preload',
    apply: 'build',
    async transform(code, id) {
      // After TypeScript and JSX are compiled away, so `typeof import('x')` in a type is gone.
      if (!/\/client\/.*\.tsx?$/.test(id) || id.includes('.test.')) return null;
      namespacesOfModule.set(id, namespacesUsed(code));
      const output = new MagicString(code);
      for (const lazy of code.matchAll(LAZY_IMPORT)) {
        const resolved = await this.resolve(lazy[2]!, id);
        if (!resolved || resolved.external) continue;
        output.prependLeft(lazy.index, `((globalThis.__solidaireNamespaces ||= []).push(${JSON.stringify(`__solidaire_namespaces_of__:${resolved.id}`)}), `);
        output.appendRight(lazy.index + lazy[0].length, ')');
      }
      if (!output.hasChanged()) return null;
      return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
    },
    renderChunk(code) {
      if (!code.includes('__solidaire_namespaces_of__')) return null;
      const closures = new Map<string, Set<string>>();
      const closureOf = (id: string, into: Set<string>, seen: Set<string>) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const namespace of namespacesOfModule.get(id) ?? []) into.add(namespace);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closureOf(imported, into, seen);
      };
      const output = new MagicString(code);
      for (const placeholder of code.matchAll(PLACEHOLDER)) {
        const id = placeholder[2]!;
        let namespaces = closures.get(id);
        if (!namespaces) closureOf(id, (namespaces = new Set()), new Set());
        closures.set(id, namespaces);
        const named = [...namespaces].filter((namespace) => !LOADED_AT_START.has(namespace)).sort();
        // An import whose code names no other namespace keeps only its parentheses: `(import('x'))`.
        const push = named.length === 0 ? '' : `(globalThis.__solidaireNamespaces ||= []).push(${JSON.stringify(named)}), `;
        output.overwrite(placeholder.index, placeholder.index + placeholder[0].length, push);
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
