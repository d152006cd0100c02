/**
 * The boundaries of the house (docs/architecture.md, 'Rules between modules'), checked by `npm test`
 * (`npm run boundaries`). A forbidden import or a cycle fails the run with the rule's name and comment.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Files never import each other in a circle, directly or through others.',
      severity: 'error',
      from: { path: '^(server|client|shared|sw)/' },
      to: { circular: true },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is imported by both sides and imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|client|sw|tests|scripts)/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The client talks to the server over HTTP only; what both need lives in shared/.',
      severity: 'error',
      from: { path: '^(client|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(client|sw)/' },
    },
    {
      name: 'module-through-its-service',
      comment:
        'A server module reaches another only through its service (its public use cases and the types they take and give), never its queries, routes or presenters.',
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/', pathNot: '\\.test\\.ts$|\\.fixtures\\.ts$' },
      to: { path: '^server/modules/([^/]+)/', pathNot: ['^server/modules/$1/', '(\\.|\/)service\\.ts$'] },
    },
    {
      name: 'machinery-below-modules',
      comment: 'server/http, server/db, server/mail and server/auth are machinery: they reach a module only through its service.',
      severity: 'error',
      from: { path: '^server/(http|db|mail|auth)/' },
      to: { path: '^server/modules/', pathNot: '(\\.|\/)service\\.ts$' },
    },
    {
      name: 'features-stand-alone',
      comment: 'A client feature does not import another feature nor the app layer; what several need lives in client/lib or client/ui.',
      severity: 'error',
      from: { path: '^client/features/([^/]+)/' },
      to: { path: '^client/(features/(?!$1/)|app/)' },
    },
    {
      name: 'lib-and-ui-below-features',
      comment: 'client/lib and client/ui serve the features and the app; they import neither.',
      severity: 'error',
      from: { path: '^client/(lib|ui)/' },
      to: { path: '^client/(features|app)/' },
    },
    {
      name: 'replica-code-builds-no-entity-schema',
      comment:
        'The replica\'s code checks the sync envelope (shared/sync/sync-envelope.schema.ts); the entity schemas of sync.schema.ts cost a phone 300 ms at each start (docs/sync.md). Types only.',
      severity: 'error',
      from: { path: '^client/lib/sync/', pathNot: '\\.(test|fixture)\\.tsx?$|snapshot-bench\\.entry\\.ts$' },
      to: { path: '^shared/sync/sync\\.schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
