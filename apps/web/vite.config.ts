import path from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
// React Router's package exports only its development build; production bundles use the
// production build that ships beside it (no dev warnings, about a third smaller).
const routerProd = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: routerProd }] } : {},
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    // Maps are written without a `sourceMappingURL` comment in the code: whether they are served is
    // decided when the server starts (SOURCE_MAPS), and then it names each map in a `SourceMap`
    // header (apps/server/src/web/static.ts), so code served without maps points at nothing.
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The app's own small shared modules (API client, session, forms, navigation, notices)
        // in one chunk, their libraries staying in their own: a first visit makes one request
        // for them instead of ten, and each request costs its headers (bench-first-visit.mjs).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'app-core',
              test: /src[\\/]shared[\\/](api|session|forms|navigation|notifications)[\\/]/,
            },
            // Likewise the account feature's API hooks, which sign-up and login both load.
            { name: 'account-api', test: /src[\\/]features[\\/]account[\\/]api[\\/]/ },
            // ...and the form parts of the sign-up, login and recovery pages.
            {
              name: 'account-forms',
              test: /src[\\/]features[\\/]account[\\/]components[\\/](page-card|password-rules|sign-up-fields)\.tsx$/,
            },
            // zod with the schemas the account pages validate against; every other feature's
            // schemas load with its pages (the web imports each feature's endpoint map).
            {
              name: 'contracts-core',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/](core|user|account|payments|sports|text|plans|envelope)\.ts$/,
            },
            // Tiny MUI helpers without imports of their own that sign-up and many pages share:
            // one request instead of four of a few hundred bytes each.
            {
              name: 'mui-leaves',
              test: /node_modules[\\/]@mui[\\/](utils[\\/](ownerWindow|ownerDocument|getActiveElement)|material[\\/]utils[\\/]getActiveElement)/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
}));
