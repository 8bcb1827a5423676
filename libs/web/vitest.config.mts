// Unit tests of every web project (apps/web and libs/web/*): jsdom, Testing Library, tsconfig path aliases.
// Each project's `test` target runs `vitest run --config libs/web/vitest.config.mts --dir <projectRoot>`.
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The PWA plugin resolves virtual:pwa-register/react (apps/web's update prompt) as on the dev server,
  // where no service worker is registered; jsdom has none either.
  plugins: [react(), VitePWA({ injectRegister: false, manifest: false })],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['**/*.spec.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: [`${import.meta.dirname}/vitest.setup.ts`],
    testTimeout: 30_000,
    // Business time is IST; run the tests in another zone so code that leans on the machine's zone fails.
    env: { TZ: 'America/New_York' },
    css: false,
    // Node 25+ has its own localStorage/sessionStorage globals (unusable without --localstorage-file), and
    // Vitest does not put jsdom's Storage over a global that exists: turn Node's off in the test workers.
    execArgv: ['--no-experimental-webstorage'],
  },
});
