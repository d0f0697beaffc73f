import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'architecture', include: ['*.test.ts'], environment: 'node' },
});
