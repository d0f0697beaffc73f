import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` forwards API and socket calls (the Fastify server started separately). */
const apiTarget = process.env.BB_API_URL ?? 'http://localhost:3000';

const inNodeModules = /[\\/]node_modules[\\/]/;
const reactLibs = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The router is only used once signed in (AuthedApp), so it is not part of the sign-in bundle.
const routerLibs = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const antdLibs =
  /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|@emotion|stylis|classnames|clsx|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|@babel[\\/]runtime)[\\/]/;
// The dashboard's chart library and what only it uses (recharts' dependencies): a chunk of their own,
// fetched when a chart is shown, not part of the libraries every screen shares.
const chartLibs =
  /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[\w-]+|internmap|decimal\.js-light|@reduxjs|react-redux|redux|redux-thunk|reselect|immer|es-toolkit|eventemitter3|tiny-invariant)[\\/]/;
// The rich-text editor (TipTap, ProseMirror and what only they use): a chunk of its own, fetched where a
// template, letter or contract is edited, never with sign-in, the POS or the libraries screens share.
const editorLibs =
  /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|@floating-ui|fast-deep-equal)[\\/]/;
// Locale data (antd, dayjs) loads with its language; it must not be pulled into the shared chunks.
const localeData = /[\\/]locale[\\/]/;

// Translation files of the signed-in app (H23: lazily loaded); the English sign-in ones are bundled in the
// entry (SIGN_IN_NAMESPACES in platform/i18n/resources.ts) and must stay out of the language chunk.
const appLocale = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/][\w-]+\.json$/;
const signInLocale = /[\\/]src[\\/]locales[\\/]en[\\/](common|auth|server)\.json$/;
// The app's own code and the contracts (workspace source, outside node_modules).
const appCode = /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/]/;

/**
 * Vendor code in long-lived chunks by how often it changes, so a new build keeps most of the browser
 * cache: react, antd, then the rest. Only code the first screen needs ($initial) goes to those chunks;
 * what only signed-in screens use is grouped separately, so sign-in stays light (its budget is in
 * docs/performance.md) while a screen loads a handful of chunks, not fifty: each antd component and each
 * icon used to be its own chunk, and the POS waited on ~50 requests (6 at a time over HTTP/1.1) under load.
 * - antd-screens: antd components and icons that only screens use (Table, Select, DatePicker, icons...);
 * - libs: other libraries only screens use;
 * - charts: the dashboard chart library (recharts and its own dependencies), only with a chart;
 * - editor: the rich-text editor (TipTap, ProseMirror), only where a rich text is edited;
 * - app: the app code sign-in needs, in one chunk beside the entry rather than ten small ones;
 * - shared: app and contracts modules used by two or more lazy chunks (forms, dialogs, money, schemas,
 *   the feature registries AuthedApp imports); what one screen alone uses stays in that screen's chunk;
 * - locale-<lang>: the signed-in app's translation files of one language, fetched together.
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
  {
    name: (id: string) => `locale-${appLocale.exec(id)?.[1] ?? 'x'}`,
    test: (id: string) => appLocale.test(id) && !signInLocale.test(id),
    priority: 8,
  },
  { name: 'charts', test: (id: string) => chartLibs.test(id), priority: 7 },
  { name: 'editor', test: (id: string) => editorLibs.test(id), priority: 7 },
  {
    name: 'antd-screens',
    test: (id: string) => antdLibs.test(id) && !localeData.test(id),
    priority: 6,
  },
  {
    name: 'libs',
    test: (id: string) => inNodeModules.test(id) && !localeData.test(id),
    priority: 4,
  },
  {
    name: 'app',
    test: (id: string) => appCode.test(id) && !appLocale.test(id),
    tags: ['$initial' as const],
    priority: 3,
  },
  {
    name: 'shared',
    test: (id: string) => appCode.test(id) && !appLocale.test(id),
    minShareCount: 2,
    priority: 2,
  },
];

/**
 * Starts the signed-in app's code (and the POS's, on a POS path) downloading while the entry loads,
 * instead of one wave after another (entry, then the app, then the session, then the screen). A small
 * external script (the CSP allows no inline one) put before the entry in index.html adds
 * <link rel="modulepreload"> tags when a token is stored: the browser fetches and parses those chunks
 * in parallel, and the later dynamic imports find them ready. Chunks are found by their source module,
 * so a renamed module only loses the preload, never breaks the app. Signed out, it does nothing.
 */
function routePreload(): Plugin {
  const authedApp = /[\\/]src[\\/]app[\\/]AuthedApp\.tsx$/;
  const posPage = /[\\/]src[\\/]features[\\/]sales[\\/]pos[\\/]PosPage\.tsx$/;
  return {
    name: 'bb-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entryFiles = new Set<string>();
      const closure = (file: string, into: Set<string>) => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== 'chunk' || into.has(file)) return;
        into.add(file);
        for (const dep of chunk.imports) closure(dep, into);
      };
      for (const c of chunks) if (c.isEntry) closure(c.fileName, entryFiles);
      /** A dynamically imported chunk and what it imports statically, minus the entry's, JS then CSS. */
      const filesOf = (test: RegExp) => {
        const root = chunks.find((c) => c.facadeModuleId && test.test(c.facadeModuleId));
        if (!root) return { js: [] as string[], css: [] as string[] };
        const all = new Set<string>();
        closure(root.fileName, all);
        const js = [...all].filter((f) => !entryFiles.has(f));
        const css = js.flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        return { js, css };
      };
      // the app's translations of each language (the facades the i18n loader imports, and their chunk)
      const locales: Record<string, string[]> = {};
      for (const c of chunks) {
        const lang = c.facadeModuleId ? appLocale.exec(c.facadeModuleId)?.[1] : undefined;
        if (!lang || !c.facadeModuleId || signInLocale.test(c.facadeModuleId)) continue;
        const all = new Set<string>();
        closure(c.fileName, all);
        locales[lang] = [...new Set([...(locales[lang] ?? []), ...all])];
      }
      const app = filesOf(authedApp);
      const pos = filesOf(posPage);
      pos.js = pos.js.filter((f) => !app.js.includes(f));
      const plan = { app, pos, locales };
      if (plan.app.js.length === 0) return;
      const source = `(function(p){try{var s=localStorage;if(!s.getItem('bb.token'))return;
var l=s.getItem('bb.lang')||'en',h=document.head,add=function(f,css){var e=document.createElement('link');
if(css){e.rel='preload';e.as='style'}else{e.rel='modulepreload'}e.href='/'+f;h.appendChild(e)};
var js=p.app.js.concat(p.locales[l]||[]),css=p.app.css;
if(/^\\/inventory\\/sale\\/pos\\//.test(location.pathname)){js=js.concat(p.pos.js);css=css.concat(p.pos.css)}
css.forEach(function(f){add(f,1)});js.forEach(function(f){add(f,0)})}catch(e){}})(${JSON.stringify(plan)});
`;
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const tag = `<script src="/${this.getFileName(ref)}"></script>`;
      html.source = String(html.source).replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}

export default defineConfig({
  plugins: [react(), routePreload()],
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
