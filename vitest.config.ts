import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['tests/e2e/**'],
          globalSetup: ['tests/setup/global-database.ts'],
          setupFiles: ['tests/setup/french-validation.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/french-validation.ts', 'tests/setup/client.ts'],
        },
      },
    ],
    coverage: { provider: 'v8', include: ['shared/**/*.ts'], exclude: ['**/*.test.ts', 'shared/locales/**'] },
  },
});
