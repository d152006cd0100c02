import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types (run by node, tested here)
import { routeWeights } from './check-route-budgets.mjs';

const chunk = (file: string, more: { source?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {}) => ({
  file,
  source: more.source ?? file,
  isEntry: more.isEntry ?? false,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
});

describe('route budgets: what a route loads before it shows anything', () => {
  it('weighs the shell plus each lazy route with its static imports, counting a shared chunk once, never a lazy part, and tells the lazy parts that are not pages', () => {
    const chunks = [
      chunk('entry.js', { source: 'client/index.html', isEntry: true, imports: ['react.js'], dynamicImports: ['login.js', 'missions.js', 'sync.js'] }),
      chunk('react.js'),
      chunk('login.js', { source: 'client/app/routes/LoginPage.tsx', imports: ['react.js'] }),
      chunk('missions.js', { source: 'client/app/routes/MissionsPage.tsx', imports: ['zod.js', 'form.js'], dynamicImports: ['map.js'] }),
      chunk('sync.js', { source: 'client/lib/sync/SyncProvider.tsx', imports: ['zod.js'] }),
      chunk('form.js', { imports: ['zod.js'] }),
      chunk('zod.js'),
      chunk('map.js', { source: 'PlaceMap.tsx' }),
    ];
    const sizes: Record<string, number> = { 'entry.js': 100, 'react.js': 50, 'login.js': 5, 'missions.js': 20, 'form.js': 3, 'zod.js': 25, 'map.js': 40, 'sync.js': 30 };
    expect(routeWeights(chunks, (file: string) => sizes[file]!)).toEqual([
      { route: 'client/lib/sync/SyncProvider.tsx', bytes: 100 + 50 + 30 + 25, lazyPart: true },
      { route: 'client/app/routes/MissionsPage.tsx', bytes: 100 + 50 + 20 + 3 + 25 },
      { route: 'client/app/routes/LoginPage.tsx', bytes: 100 + 50 + 5 },
      { route: 'shell (client/index.html)', bytes: 150 },
    ]);
  });
});
