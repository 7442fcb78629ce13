/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting } from './code-splitting.ts';
import { precompress } from './precompress.ts';
import { pagePreloadModules } from './src/app/page-preload-modules.ts';
import { pwaOptions } from './src/features/pwa/pwa-options.ts';

/**
 * Adds <link rel="preload"> for the fonts every page draws with (the Arabic and core subsets of
 * Cairo) to the built index.html. Without it a font is discovered only after the CSS is
 * parsed and the text is laid out, so it arrives late and the swap reflows the page. The file
 * names are hashed, hence a build hook.
 */
function preloadPageFonts(): Plugin {
  return {
    name: 'souq:preload-page-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /cairo-(arabic|core)-wght-normal.*\.woff2$/.test(file),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes dist/.vite/page-modules.json beside Vite's manifest: for each page the server
 * preloads, the source modules it renders first. The server reads both to name the page's
 * chunks in its HTML (decision 010).
 */
function writePagePreloadModules(): Plugin {
  return {
    name: 'souq:page-preload-modules',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-modules.json',
        source: JSON.stringify(pagePreloadModules),
      });
    },
  };
}

/**
 * React Router publishes its production build only under dist/production, not through an
 * export condition; without these aliases every build would ship its development warnings.
 * Tests pin the ES module files too: left to Node's conditions, "react-router/dom" loads the
 * CommonJS copy, whose router context the hooks of the ES copy cannot see.
 */
const reactRouterFile = (build: 'production' | 'development', file: string) =>
  new URL(`../../node_modules/react-router/dist/${build}/${file}`, import.meta.url).pathname;
const reactRouterAliases = (build: 'production' | 'development') => [
  { find: /^react-router$/, replacement: reactRouterFile(build, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile(build, 'dom-export.mjs') },
];

/** `@/features/cart/use-cart` is apps/web/src/features/cart/use-cart (tsconfig.json says the same). */
const sourceAlias = { find: /^@\//, replacement: new URL('./src/', import.meta.url).pathname };

/**
 * `vite build --ssr`: the server's copy of the screens (src/entry-server.tsx, decision 038),
 * self-contained modules in dist-server/ (outside dist/, which is served to browsers); a page
 * loads only its own screens' chunks, as in the browser.
 * Styles, the service worker and the page files belong to the browser build only.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    ssr: 'src/entry-server.tsx',
    emptyOutDir: true,
    sourcemap: false,
  },
  publicDir: false,
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const resolve = {
    alias: [
      sourceAlias,
      ...(mode === 'production'
        ? reactRouterAliases('production')
        : mode === 'test'
          ? reactRouterAliases('development')
          : []),
    ],
  };
  if (isSsrBuild) return { ...serverBuild, resolve };
  return {
    plugins: [
      react(),
      tailwindcss(),
      preloadPageFonts(),
      writePagePreloadModules(),
      VitePWA(pwaOptions),
      precompress(),
    ],
    resolve,
    server: {
      port: 5173,
      proxy: {
        '/api': 'http://localhost:3000',
        '/functions': 'http://localhost:3000',
        '/media': 'http://localhost:3000',
      },
    },
    build: {
      outDir: 'dist',
      assetsInlineLimit: 0,
      sourcemap: false,
      // dist/.vite/manifest.json: the server reads it to modulepreload a page's route chunks.
      manifest: true,
      rolldownOptions: { output: { codeSplitting } },
    },
    test: { setupFiles: ['./src/test/setup.ts'] },
  };
});
