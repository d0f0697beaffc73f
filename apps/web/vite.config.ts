import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** Where `npm run dev` forwards API and socket calls (the Fastify server started separately). */
const apiTarget = process.env.BB_API_URL ?? 'http://localhost:3000';

const inNodeModules = /[\\/]node_modules[\\/]/;
const reactLibs = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The router is only used once signed in (AuthedApp), so it is not part of the sign-in bundle.
const routerLibs = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const antdLibs =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|stylis|classnames|clsx|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|@babel[\\/]runtime)[\\/]/;
// Locale data (antd, dayjs) loads with its language; it must not be pulled into the shared chunks.
const localeData = /[\\/]locale[\\/]/;

/**
 * Vendor code in long-lived chunks by how often it changes, so a new build keeps most of the browser
 * cache: react, antd, then the rest. Only code the first screen needs ($initial) is grouped; what only
 * lazy screens use (antd's Table, say) is split with those screens, which keeps sign-in light.
 */
const vendorGroups = [
  { name: 'react', test: (id: string) => reactLibs.test(id), priority: 40 },
  { name: 'router', test: (id: string) => routerLibs.test(id), priority: 35 },
  {
    name: 'antd',
    test: (id: string) => antdLibs.test(id) && !localeData.test(id),
    tags: ['$initial' as const],
    priority: 30,
  },
  {
    name: 'vendor',
    test: (id: string) => inNodeModules.test(id) && !localeData.test(id),
    tags: ['$initial' as const],
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @bb/contracts exports its TypeScript source under the `source` condition (no build step in dev).
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // antd's chunk is ~1 MB minified but ~300 KB gzipped; the budget that matters is gzipped.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
