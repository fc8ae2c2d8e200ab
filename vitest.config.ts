import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine.
// The unit and web tests are CPU-bound: one worker a core. The server tests wait on databases,
// sockets and timers most of their time (one worker kept a 2-core machine 40% busy): one more.
const cores = availableParallelism();

// Tests that measure what a user waits for (a restart within 5 s) run after the others, alone: on
// a 2-core machine three server workers beside them once made one restart take 5.1 s, not 1 s.
const RUN_ALONE = ['apps/server/src/restart-after-kill.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          maxWorkers: cores,
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          maxWorkers: cores,
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
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || cores + 1,
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...RUN_ALONE],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-alone',
          maxWorkers: 1,
          include: [...RUN_ALONE],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
