// `npm start`: builds the PWA when it has not been built yet, then runs the
// server in this same Node process (TypeScript loaded through tsx).
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) {
  console.log('Building the client (first start)…');
  const nodeEnv = process.env.NODE_ENV;
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  // Vite sets NODE_ENV=production for its build; the server must see what the user set.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
register();
await import('../server/main.ts');
