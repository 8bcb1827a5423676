// Vite build and dev server of the web app. Path aliases (@chargesetu/*) come from tsconfig.base.json.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './pwa.config.mts';

const workspaceRoot = `${import.meta.dirname}/../..`;

/**
 * The English strings (libs/web/i18n/src/locales/en.ts, a chunk the app imports before its first screen) are
 * announced in index.html as a modulepreload, so they download with the entry's chunks instead of after the
 * entry has run. Hindi loads as before, when chosen.
 */
const preloadEnglish: Plugin = {
  name: 'chargesetu:preload-english',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const english = Object.values(bundle ?? {}).find(
        (output) =>
          output.type === 'chunk' &&
          /[\\/]i18n[\\/]src[\\/]locales[\\/]en\.ts$/.test(output.facadeModuleId ?? ''),
      );
      if (!english) throw new Error('vite.config.mts: no chunk for libs/web/i18n/src/locales/en.ts');
      return [
        {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${english.fileName}` },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: `${workspaceRoot}/node_modules/.vite/apps/web`,
  plugins: [react(), pwa, preloadEnglish],
  resolve: { tsconfigPaths: true },
  server: {
    port: 4200,
    host: 'localhost',
    // The API (platform or gateway) runs on its own port in development.
    proxy: { '/api': { target: process.env['API_URL'] ?? 'http://localhost:3000', changeOrigin: true } },
  },
  preview: { port: 4300, host: 'localhost' },
  build: {
    outDir: `${workspaceRoot}/dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // manifest.json lets scripts/bundle-size.mjs measure the JS each route needs.
    manifest: true,
    rolldownOptions: {
      // Our libraries' modules are imported for their exports, never for an effect of importing them (the
      // one bare import in libs/web is leaflet's CSS, a module of its own that keeps its effect). Saying so
      // lets the bundler drop a module none of whose exports is used, instead of keeping everything a
      // barrel (index.ts) re-exports: the shell no longer carries Formik, Select and the form fields of
      // lazy pages (first route 249.3 -> 230.4 kB gzip). Packages keep their own package.json declarations.
      // The same holds for the shared contracts and domain helpers the web imports (libs/shared/contracts's
      // one registration, registerFormats, is a function the caller runs). Their schemas are built at module
      // load by TypeBox's builders (Type.Object, Type.Union, ... and the contracts' Nullable and nonBlank),
      // which only return a new object: declared pure, a schema nothing in the app reads is dropped, and with
      // it TypeBox, where the shell only needs a constant of the same module (first route -11 kB gzip).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]libs[\\/](web|shared[\\/](contracts|domain))[\\/][^?]*\.tsx?$/.test(id),
        manualPureFunctions: ['Type', 'Nullable', 'nonBlank'],
      },
      output: {
        // Long-lived vendor chunks the shell needs on every route, so no chunk nears 500 kB and a release
        // of our code does not invalidate them.
        //
        // MUI in two chunks: the components the shell imports ('ui-core', tagged $initial), and one chunk of
        // the components two or more lazy chunks share ('ui'); a component only one page uses stays in that
        // page's chunk. Left to automatic chunking, every shared component was a chunk of its own of 1-3 kB,
        // and a signed-in page opened with 70-90 script requests (/home 74), which a phone's browser fetches
        // six at a time over HTTP/1.1, a round trip each. Now /home opens with 32, the landing page with 15
        // instead of 42, at the cost of the shared components it does not use (first route 248.7 -> 278.5 kB
        // gzip). Lighthouse's mobile preset scored the signed-in pages 2-29 points higher, and the landing page
        // the same within noise (A/B builds run alternately, twice).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            {
              name: 'redux',
              // Only the with-selector build react-redux imports: the charts' shim must stay in their lazy chunk.
              test: /node_modules[\\/]((@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]|use-sync-external-store[\\/]with-selector)/,
              priority: 3,
            },
            {
              name: 'ui-core',
              tags: ['$initial'],
              test: /node_modules[\\/](@mui|@emotion)[\\/]/,
              priority: 2,
            },
            { name: 'ui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
