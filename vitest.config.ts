import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // No transitions (the theme respects reduced motion): none of Mantine's transition
          // timers can fire after a test file's window is gone.
          environmentOptions: {
            happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } },
          },
          // Pages load lazily: on a busy 2-core machine a whole flow can pass 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
