/** Replaced with package.json's version at build time (scripts/build-config.mjs, vitest.config.ts). */
declare const __DISCOVERIES_VERSION__: string;
/** The file name of the hook command's one-file build, beside hook.cjs (scripts/build-config.mjs; see src/cli/hook-cache.ts). */
declare const __HOOK_BUNDLE__: string;
