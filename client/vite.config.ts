/**
 * Builds the browser client: root client/, output client/dist (served by the game server), our
 * SVG art from assets/ copied as static files. In dev, /api is proxied to the game server.
 */
import { defineConfig } from "vite";
import { resolve } from "node:path";

const here = import.meta.dirname;
const server = process.env.EPOCHS_SERVER ?? "http://localhost:2567";

export default defineConfig({
  root: here,
  base: "./",
  publicDir: resolve(here, "../assets"),
  build: {
    outDir: resolve(here, "dist"),
    emptyOutDir: true,
    target: "es2022",
    // No source maps in the build the server ships (the dev server still has them).
    sourcemap: false,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        // Phaser and the network libraries change rarely: separate chunks cache across deploys.
        codeSplitting: {
          groups: [
            { name: "phaser", test: /[\\/]node_modules[\\/]phaser[\\/]/, priority: 2 },
            // Not the hyphenation patterns: only readers who pick Russian load them (src/i18n/hyphenate.ts).
            { name: "net", test: /[\\/]node_modules[\\/](?!hyphen[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": server },
  },
  preview: { port: 4173 },
});
