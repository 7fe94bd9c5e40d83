// A command run with a flag, then said to run without it: "CI runs `mkdocs build --strict`" against "the docs
// workflow calls `mkdocs build` without `--strict`". The denial ("without `--strict`") comes from analyze.ts; this
// check finds the command it was said of on the other side, written with the flag.

import type { Analysis, Clause } from './analyze.js';
import { termOfWord, type Token } from './tokens.js';

export interface FlagHit {
  /** The flag as written: `--strict`. */
  flag: string;
  /** The command the older runs it with, as written: `mkdocs build --strict`. */
  command: string;
  withClause: Clause;
  withoutClause: Clause;
}

const FLAG = /^--?[a-z][\w-]*$/i;

/**
 * Where a command runs: a run "locally" without a flag says nothing against "the release job" running with it.
 * As stems.
 */
const ENVIRONMENTS: ReadonlyMap<string, string> = new Map(
  [
    ['local', 'local locally dev development laptop'],
    ['ci', 'ci pipeline workflow'],
    ['release', 'release production prod deploy'],
    ['staging', 'staging'],
    ['test', 'test tests'],
  ].flatMap(([name, words]) => words!.split(' ').map((w) => [termOfWord(w), name!] as const)),
);

/** The older runs a command with the flag the newer says it runs without. */
export function flagHit(older: Analysis, newer: Analysis): FlagHit | null {
  for (const d of newer.denials) {
    if (d.cue !== 'without' || !FLAG.test(d.phrase)) continue;
    const without = newer.clauses[d.clause];
    // "without `--strict` locally; CI adds `--strict`": the newer itself runs it with the flag somewhere.
    if (!without || newer.clauses.some((c) => c.tokens.some((t) => flagOf(t, d.phrase) !== null))) continue;
    for (const p of older.clauses) {
      if (p.negated || p.conditional) continue;
      for (const t of p.tokens) {
        const command = flagOf(t, d.phrase);
        if (command === null || command.length === 0) continue;
        // The same command: every word before the flag is a term of the clause that drops it.
        if (!command.every((w) => without.terms.has(termOfWord(w)))) continue;
        if (environmentsDiffer(p, without)) continue;
        return { flag: d.phrase, command: t.raw, withClause: p, withoutClause: without };
      }
    }
  }
  return null;
}

/** The words before `flag` when the code token is a command passing it (`mkdocs build --strict`), else null. */
function flagOf(t: Token, flag: string): string[] | null {
  if (t.kind !== 'code') return null;
  const words = t.raw.trim().split(/\s+/);
  const at = words.findIndex((w) => w === flag || w.startsWith(`${flag}=`));
  if (at < 0) return null;
  return words.slice(0, at).filter((w) => !w.startsWith('-') && /^[a-z][\w.-]*$/i.test(w));
}

function environmentsOf(c: Clause): Set<string> {
  const out = new Set<string>();
  for (const term of c.terms.keys()) {
    const env = ENVIRONMENTS.get(term);
    if (env !== undefined) out.add(env);
  }
  return out;
}

/** Each clause names where it runs, and no place is named by both. */
function environmentsDiffer(a: Clause, b: Clause): boolean {
  const x = environmentsOf(a);
  const y = environmentsOf(b);
  if (x.size === 0 || y.size === 0) return false;
  for (const e of x) if (y.has(e)) return false;
  return true;
}
