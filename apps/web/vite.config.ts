import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BUILD_ID, buildInfo } from './build-info';

/** Where `npx vite` sends API and media calls during development: the server of `npm start`. */
const devBackend = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), buildInfo('sourcemaps')],
  // A build knows its id; the dev server does not (a tab then compares with the first answer).
  define: command === 'build' ? { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are for the error-reporting service: not linked from the served files, and moved out
    // of dist to apps/web/sourcemaps by buildInfo (never served).
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework every page needs and that rarely changes: its own long-cached file.
              // Only packages loaded in full at start belong here, or lazy pages would leak in.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              // Everything else the entry imports statically loads on every first visit anyway:
              // one file compresses better than the 40 small shared chunks it would otherwise
              // be split into (the sign-in page's JS shrinks by 12 KB gzipped).
              name: 'start',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: devBackend, changeOrigin: true },
      '/media': { target: devBackend, changeOrigin: true },
    },
  },
}));
