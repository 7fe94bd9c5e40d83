// The esbuild settings for dist/, shared by the build script and the test setup
// so tests run exactly what ships.
import { build } from 'esbuild';
import { readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';

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
  await build({ ...cjs, entryPoints: { hook: 'src/cli/hook-cache.ts' }, define: { ...common.define, __HOOK_BUNDLE__: JSON.stringify(bundle) } });
  await build({
    ...common,
    entryPoints: { discoveries: 'src/cli/discoveries.ts', index: 'src/index.ts' },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
}

/** The Action: one ESM file, as action.yml names it. */
export async function buildAction(outfile) {
  if (!existsSync(join(root, 'action/main.ts'))) return;
  await build({ ...common, entryPoints: ['action/main.ts'], outfile });
}
