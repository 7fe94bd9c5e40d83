/** Replaced with package.json's version at build time (scripts/build-config.mjs, vitest.config.ts). */
declare const __DISCOVERIES_VERSION__: string;
