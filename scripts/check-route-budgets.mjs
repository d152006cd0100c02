// The JavaScript each route loads before it can show anything: the entry chunk, the route's own chunk, and every
// chunk they import statically (lazy imports load later, on the routes that use them). Read from the build's chunk
// graph (dist/module-graph.json, written by vite.config.ts), weighed gzip as served. Prints every route, heaviest
// first, and fails when one passes the budget. The shell's other lazy parts (the replica's sync engine, the account
// menu) load after the page shows: they are printed for information, with what they would weigh loaded first.
//
//   node scripts/check-route-budgets.mjs      (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Issue 13: each route's JS (entry + static imports) at most 170 kB gzip. */
export const ROUTE_BUDGET_BYTES = 170_000;

const root = path.resolve(import.meta.dirname, '..');
const graphFile = path.join(root, 'dist/module-graph.json');
const clientDir = path.join(root, 'dist/client');

/** The router's pages live in client/app/routes/; what else the shell imports lazily is a part loaded later. */
const isPage = (source) => source?.startsWith('client/app/routes/') ?? false;

export function routeWeights(chunks, sizeOf) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const closure = (file, into = new Set()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the module graph');
  const shell = closure(entry.file);
  // The routes: what the shell loads lazily (the router's pages), each with what it imports statically.
  const routes = [...new Set([...shell].flatMap((file) => byFile.get(file)?.dynamicImports ?? []))].filter((file) => !shell.has(file));
  const weigh = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  return [
    { route: `shell (${entry.source})`, bytes: weigh(shell) },
    ...routes.map((file) => {
      const source = byFile.get(file)?.source ?? file;
      return { route: source, bytes: weigh(closure(file, new Set(shell))), ...(isPage(source) ? {} : { lazyPart: true }) };
    }),
  ].sort((a, b) => b.bytes - a.bytes);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(graphFile)) {
    console.error('dist/module-graph.json is missing: run `npm run build` first.');
    process.exit(1);
  }
  const chunks = JSON.parse(fs.readFileSync(graphFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    // Vite drops the JS chunks that only held CSS after the graph was taken: they weigh nothing.
    const on = path.join(clientDir, file);
    if (!sizes.has(file)) sizes.set(file, fs.existsSync(on) ? zlib.gzipSync(fs.readFileSync(on)).length : 0);
    return sizes.get(file);
  };
  const weights = routeWeights(chunks, sizeOf);
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const pages = weights.filter((weight) => !weight.lazyPart);
  const over = pages.filter((weight) => weight.bytes > ROUTE_BUDGET_BYTES);
  for (const { route, bytes } of pages) console.log(`${bytes > ROUTE_BUDGET_BYTES ? '✘' : '✓'} ${kB(bytes).padStart(9)}  ${route}`);
  console.log('\nLoaded after the page shows (shell + the part, for information):');
  for (const { route, bytes } of weights.filter((weight) => weight.lazyPart)) console.log(`  ${kB(bytes).padStart(9)}  ${route}`);
  console.log(`\n${pages.length} routes weighed against ${kB(ROUTE_BUDGET_BYTES)} gzip each: ${over.length} over the budget.`);
  process.exit(over.length > 0 ? 1 : 0);
}
