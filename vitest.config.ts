import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project has its own environment and set-up.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'architecture'],
  },
});
