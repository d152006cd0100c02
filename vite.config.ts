import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type LogLevel, type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { namespacePreload } from './scripts/namespace-preload.ts';
import { localeBundle, parseLocaleBundlePath } from './shared/i18n/locale-bundle.ts';

const LOCALES_DIR = path.resolve(import.meta.dirname, 'shared/locales');

/**
 * Translations live in shared/locales (the server reads them too) and are
 * served as static files under /locales/{lng}/{ns}.json, several at once under
 * /locales/bundle/ (by the server in production, here in development).
 */
function locales(): Plugin {
  return {
    name: 'solidaire-locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const bundle = parseLocaleBundlePath(`/locales${(req.url ?? '').split('?')[0]}`);
        if (bundle) {
          void localeBundle(bundle, (language, namespace) => JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'))).then((body) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(JSON.stringify(body));
          }, next);
          return;
        }
        const file = path.join(LOCALES_DIR, path.normalize(decodeURIComponent(req.url ?? '')).replace(/^(\.\.[/\\])+/, ''));
        if (!file.startsWith(LOCALES_DIR) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const language of fs.readdirSync(LOCALES_DIR).filter((entry) => fs.statSync(path.join(LOCALES_DIR, entry)).isDirectory())) {
        for (const file of fs.readdirSync(path.join(LOCALES_DIR, language))) {
          this.emitFile({ type: 'asset', fileName: `locales/${language}/${file}`, source: fs.readFileSync(path.join(LOCALES_DIR, language, file)) });
        }
      }
    },
  };
}

const OUT_DIR = path.resolve(import.meta.dirname, 'dist/client');
const PREVIOUS_ASSETS_DIR = path.resolve(import.meta.dirname, 'dist/previous-assets');
const PREVIOUS_ASSETS_KEPT_DAYS = 30;

/**
 * Before a build empties dist/client, its hashed assets are set aside in dist/previous-assets (served by
 * server/http/static.ts when the new build lacks them): a tab opened before a deployment still loads its lazy chunks.
 * Assets set aside more than 30 days ago are dropped.
 */
function keepPreviousAssets(): Plugin {
  return {
    name: 'solidaire-keep-previous-assets',
    apply: 'build',
    buildStart() {
      const assets = path.join(OUT_DIR, 'assets');
      if (!fs.existsSync(assets)) return;
      fs.mkdirSync(PREVIOUS_ASSETS_DIR, { recursive: true });
      const now = Date.now();
      for (const name of fs.readdirSync(assets).filter((file) => !file.endsWith('.map') && !file.endsWith('.br'))) {
        const target = path.join(PREVIOUS_ASSETS_DIR, name);
        if (!fs.existsSync(target)) fs.copyFileSync(path.join(assets, name), target);
      }
      for (const name of fs.readdirSync(PREVIOUS_ASSETS_DIR)) {
        const file = path.join(PREVIOUS_ASSETS_DIR, name);
        if (now - fs.statSync(file).mtimeMs > PREVIOUS_ASSETS_KEPT_DAYS * 86_400_000) fs.rmSync(file);
      }
    },
  };
}

const MODULE_GRAPH_FILE = path.resolve(import.meta.dirname, 'dist/module-graph.json');

/**
 * Writes the build's chunk graph beside the served folder (dist/module-graph.json): for each JS chunk, its file,
 * source module, static and lazy imports. scripts/check-route-budgets.mjs reads it to weigh each route.
 */
function moduleGraph(): Plugin {
  return {
    name: 'solidaire-module-graph',
    apply: 'build',
    generateBundle(options, bundle) {
      if (options.dir && path.resolve(options.dir) !== OUT_DIR) return; // the service worker's own build
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          source: chunk.facadeModuleId ? path.relative(import.meta.dirname, chunk.facadeModuleId) : null,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          // What each chunk is made of (rendered bytes, before gzip), for `npm run budgets -- --why <route>`.
          modules: Object.fromEntries(
            Object.entries(chunk.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id, module]) => [path.relative(import.meta.dirname, id.replace(/^\0/, '')), module.renderedLength]),
          ),
        }));
      fs.writeFileSync(MODULE_GRAPH_FILE, JSON.stringify(chunks, null, 1));
    },
  };
}

const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest)$/;

/**
 * Each text file of the build also written brotli-compressed at the highest level (`x.js.br`), served instead of the
 * file to browsers that accept it (server/http/static.ts): about a fifth fewer bytes than the gzip the server would
 * compress on the fly, so the shell and a page's words reach a phone on a slow network sooner (issue 13). After every
 * other step, so the service worker and the page are compressed too.
 */
function brotliFiles(): Plugin {
  return {
    name: 'solidaire-brotli',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      async handler() {
        const files = fs.readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(
          files.map(async (file) => {
            const source = fs.readFileSync(path.join(OUT_DIR, file));
            if (source.length < 1024) return;
            const compressed = await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
            fs.writeFileSync(path.join(OUT_DIR, `${file}.br`), compressed);
          }),
        );
      },
    },
  };
}

/** The log level of the build, for vite-plugin-pwa's nested service worker build. */
let serviceWorkerLogLevel: LogLevel | undefined;

export default defineConfig({
  root: 'client',
  publicDir: '../public',
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Rolldown's PLUGIN_TIMINGS hint fires when JavaScript plugins take most of a build; here that is Vite's own
    // vite:css-post (one call per chunk) on a busy machine, which this project cannot act on, and it turned the
    // first `npm start` on a loaded 2-core machine into a start with a warning. Every other check stays on.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // What every page loads first (the entry and its static imports) in one chunk, not thirty: a phone on a slow
      // network pays a round trip per file, and six at a time over HTTP/1.1.
      preserveEntrySignatures: false,
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }], experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
    },
  },
  plugins: [
    keepPreviousAssets(),
    moduleGraph(),
    namespacePreload(),
    react(),
    locales(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Solidaire — engagement solidaire',
        short_name: 'Solidaire',
        description: "L'engagement solidaire des collaborateurs : missions de bénévolat, quêtes de sensibilisation et projets solidaires.",
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f5f7f6',
        theme_color: '#1f6f5c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}', 'locales/**/*.json'],
        globIgnores: ['**/*.webmanifest', '**/*.map'],
      },
      devOptions: { enabled: false },
      // vite-plugin-pwa 2.0 builds the service worker with Rollup's `output.inlineDynamicImports: true`, which
      // Vite 8 (Rolldown) deprecates with a warning on every build: ask for the same single file its own way.
      // That nested build also ignored the build's log level (`npm start` and `npm test` build with `warn`).
      integration: {
        configureOptions(config) {
          serviceWorkerLogLevel = config.logLevel;
        },
        configureCustomSWViteBuild(options) {
          options.logLevel = serviceWorkerLogLevel;
          const output = options.build?.rollupOptions?.output;
          if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
            delete output.inlineDynamicImports;
            output.codeSplitting = false;
          }
        },
      },
    }),
    brotliFiles(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // Uploaded files are served by the API process.
      '/uploads': 'http://localhost:3000',
      // GET /logout is a client page; only the form POST goes to the server.
      '/logout': { target: 'http://localhost:3000', bypass: (req) => (req.method === 'GET' ? '/index.html' : undefined) },
    },
  },
});
