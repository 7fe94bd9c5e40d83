// dist/cli/hook.cjs: what hooks/discoveries.sh runs (`node hook.cjs <hook>
// [git's arguments]`) once its pre-filter says there is something to check: the
// `hook` command compiled with a code cache.
//
// Node 20 keeps no compiled code between runs (module.enableCompileCache is
// 22.1+). Starting the binary (an ES module), loading the command from the split
// build (16 modules) and compiling what it runs is about a third of a matching
// commit's hook. So the command is also built as one CommonJS file (hook-bundle.ts
// → dist/cli/hook-<content hash>.cjs), compiled here with vm.Script and the code
// V8 compiled during an earlier run, kept in the common git dir
// (discoveries/code-cache/) under that file's name (its content), the Node
// version and the architecture.
//
// V8 checks the rest (its version and flags, the source's length) and, with
// --verify-snapshot-checksum, the data itself: without that flag a damaged cache
// crashes the process. A missing, stale, rejected or damaged cache costs one
// plain compile and is written anew; deleting it only costs speed. When the
// bundle cannot be loaded at all, the binary runs the command the usual way.

import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { writeFileAtomic } from '../store/atomic.js';
import type * as HookBundle from './hook-bundle.js';

/** What the hook script read of the repository (KNOWN_GIT_VARIABLE in src/hooks/git-state.ts); its third line is the common git dir. */
const KNOWN_GIT = 'DISCOVERIES_HOOK_GIT';

/**
 * What the run that wrote a cache did (its first byte). V8 keeps the code of the
 * functions that ran: a cache from a run that checked nothing (or stopped before
 * the plan: no learning mentioned the changed paths) lacks the check's,
 * and one from a run that also rebuilt the path index (reading every source, and
 * comparing the learnings a commit added) carries up to twice as much code, slower
 * to load. Each is replaced by a run of a later kind: the usual check.
 */
const RAN = 1;
const INDEXED = 2;
const CHECKED = 3;

interface Loaded {
  bundle: typeof HookBundle;
  script: Script;
  cacheFile: string;
  /** The depth of the cache used; 0 for none. */
  cached: number;
}

void main(process.argv.slice(2));

async function main(args: string[]): Promise<void> {
  const known = process.env[KNOWN_GIT];
  const commonDir = known?.split('\n')[2];
  if (commonDir && (await runCached(args, join(__dirname, __HOOK_BUNDLE__), resolve(commonDir)))) return;
  const binary = join(__dirname, 'discoveries.js');
  process.argv = [process.argv[0]!, binary, 'hook', ...args];
  await import(pathToFileURL(binary).href);
}

/** Runs the command from the bundle; false when it could not be loaded (the command did not start). */
async function runCached(args: string[], bundleFile: string, commonDir: string): Promise<boolean> {
  let loaded: Loaded;
  try {
    loaded = load(bundleFile, join(commonDir, 'discoveries', 'code-cache', `${basename(bundleFile, '.cjs')}-${process.version}-${process.arch}.bin`));
  } catch {
    return false;
  }
  const result = await loaded.bundle.runHookCommand(args, loaded.bundle.processIo());
  // A check that found no learning mentioning the changed paths built no plan: it ran as little as an up-to-date run.
  const depth = result?.status !== 'checked' || !result.planned ? RAN : result.indexRebuilt ? INDEXED : CHECKED;
  // V8 writes every function this process holds compiled, those it took from the cache too: a check that
  // loaded an index rebuild's cache would write that run's code again (1.2 MB instead of 0.6 MB on the
  // bench, and twice as slow to load, for good). That cache is removed instead: the next run compiles
  // plainly and writes only its own.
  if (loaded.cached === INDEXED && depth === CHECKED) discard(loaded);
  else if (loaded.cached < depth) save(loaded, depth);
  return true;
}

function load(bundleFile: string, cacheFile: string): Loaded {
  const source = readFileSync(bundleFile, 'utf8');
  setFlagsFromString('--verify-snapshot-checksum');
  let cache: Buffer | null = null;
  try {
    cache = readFileSync(cacheFile);
  } catch {
    // None yet.
  }
  const usable = cache !== null && cache.length > 1 && cache[0]! >= RAN && cache[0]! <= CHECKED;
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundleFile,
    ...(usable ? { cachedData: cache!.subarray(1) } : {}),
  });
  const wrapper = script.runInThisContext() as (exports: object, require: NodeJS.Require, module: { exports: object }, filename: string, dirname: string) => void;
  const module = { exports: {} };
  wrapper.call(module.exports, module.exports, createRequire(bundleFile), module, bundleFile, dirname(bundleFile));
  return { bundle: module.exports as typeof HookBundle, script, cacheFile, cached: usable && !script.cachedDataRejected ? cache![0]! : 0 };
}

function save(loaded: Loaded, depth: number): void {
  try {
    const data = loaded.script.createCachedData();
    const dir = dirname(loaded.cacheFile);
    // Caches of other builds or Node versions are of no more use.
    for (const name of safeList(dir)) if (name !== basename(loaded.cacheFile)) rmSync(join(dir, name), { force: true });
    writeFileAtomic(loaded.cacheFile, Buffer.concat([Buffer.from([depth]), data]), { durable: false });
  } catch {
    // Only slower next time.
  }
}

function discard(loaded: Loaded): void {
  try {
    rmSync(loaded.cacheFile, { force: true });
  } catch {
    // Kept: only slower than it could be.
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
