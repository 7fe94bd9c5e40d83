// The esbuild settings for dist/, shared by the build script and the test setup
// so tests run exactly what ships.
import { build } from 'esbuild';
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// CommonJS dependencies bundled into ESM still call require() for Node builtins.
const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  banner: { js: requireShim },
  define: { __DISCOVERIES_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'warning',
};

/**
 * The CLI and the library: split so each command loads only what it needs. And
 * what the git hooks run: the hook command alone as one CommonJS file named by
 * its content, and hook.cjs, which compiles it with a code cache (src/cli/hook-cache.ts).
 */
export async function buildCli(outdir) {
  const cjs = { ...common, format: 'cjs', outdir, outExtension: { '.js': '.cjs' }, banner: {} };
  const hook = await build({
    ...cjs,
    entryPoints: { hook: 'src/cli/hook-bundle.ts' },
    entryNames: '[name]-[hash]',
    metafile: true,
    // Strict, as the ESM sources are (esbuild's own "use strict" would come after the banner).
    banner: { js: "'use strict'; const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { ...common.define, 'import.meta.url': '__importMetaUrl' },
  });
  const [bundle] = Object.keys(hook.metafile.outputs).map((file) => basename(file));
  asciiOnly(resolve(root, outdir, bundle));
  await build({ ...cjs, entryPoints: { hook: 'src/cli/hook-cache.ts' }, define: { ...common.define, __HOOK_BUNDLE__: JSON.stringify(bundle) } });
  await build({
    ...common,
    entryPoints: { discoveries: 'src/cli/discoveries.ts', index: 'src/index.ts' },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
}

/**
 * Escapes the non-ASCII characters esbuild leaves in a file (in regular
 * expressions and comments: its `charset: 'ascii'` escapes strings only). The
 * hooks read the hook command's source at every run, and a single such
 * character makes Node decode the whole 1.3 MB into a string of two bytes a
 * character, ~7 ms instead of ~0.3 ms. `\u` escapes mean the same in a regular
 * expression, with or without the `u` flag, and nothing in a comment; after a
 * backslash one would not, so that fails the build.
 */
function asciiOnly(file) {
  const text = readFileSync(file, 'utf8');
  const escaped = /\\[^\0-\x7f]/.exec(text);
  if (escaped) throw new Error(`${file}: a backslash before a non-ASCII character ('${escaped[0]}'): write it as a \\u escape in the source`);
  const ascii = text.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (ascii !== text) writeFileSync(file, ascii);
}

/** The Action: one ESM file, as action.yml names it. */
export async function buildAction(outfile) {
  if (!existsSync(join(root, 'action/main.ts'))) return;
  await build({ ...common, entryPoints: ['action/main.ts'], outfile });
}
