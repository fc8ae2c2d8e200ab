import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npx vite` sends API and media calls during development: the server of `npm start`. */
const devBackend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for the error-reporting service but not linked from the served files.
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
});
