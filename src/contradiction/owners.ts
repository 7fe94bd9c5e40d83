// Two texts that each name their own member of one family of code names are about two things, whatever the
// check matched between them: `MyApp.Repo` / `MyApp.ReadRepo`, `services/api/.tool-versions` /
// `services/ws/.tool-versions`, `Accounts.sync_from_scim/1` / `Accounts.deprovision/1`, "In `packages/a/`" /
// "In `packages/b/`". A value, state or rule said of one member says nothing of the other. Only a member the
// other text never writes counts, and never one whose differing part is what the check compared
// (`FetchType.LAZY` / `FetchType.EAGER`) or a number (`localhost:4000` / `localhost:8000`): those are one
// setting's two values.

import { FILE_EXTENSIONS } from './tokens.js';

const CODE = /`([^`\n]+)`/g;
const WORD = /[a-z][a-z0-9_]*/g;

function singular(word: string): string {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** The parts of a code name split where a namespace, folder or module ends. */
function partsOf(code: string): string[] {
  return code.toLowerCase().split(/[./:#]+/).filter((p) => p !== '');
}

const CALL_END = /(\(\)|\/\d)$/;
const SHORT_SUFFIX = /\.([a-z]{1,5})$/;

/**
 * What a code name is: a call (`f()`, Elixir's `f/1`), a file or folder (`x.json`, `k8s/`), or a plain name. A file
 * ends in an extension files have: `meter.raw` and `scans.in` are topics, named as `meter.rejected` is.
 */
function kindOf(code: string): string {
  if (CALL_END.test(code)) return 'call';
  const suffix = SHORT_SUFFIX.exec(code)?.[1];
  if ((suffix !== undefined && FILE_EXTENSIONS.has(suffix)) || code.endsWith('/')) return 'file';
  return 'name';
}

/** Names in backticks that can be an owner: with a letter, not a setting with its value (`a=1`) or a command. */
function codeNames(text: string): string[] {
  return [...text.matchAll(CODE)].map((m) => m[1]!).filter((c) => /[a-z]/i.test(c) && !/[=\s]/.test(c));
}

/** Names of one kind with as many parts, all but one the same, and that one a name each side writes alone. */
function siblings(a: string, b: string, olderWords: Set<string>, newerWords: Set<string>, compared: Set<string>): boolean {
  let pa = partsOf(a);
  let pb = partsOf(b);
  // `tickets-api` / `tickets-worker`: two names of one part each are split where their words are joined.
  if (pa.length === 1 && pb.length === 1) {
    pa = pa[0]!.split('-');
    pb = pb[0]!.split('-');
  }
  if (pa.length < 2 || pa.length !== pb.length || kindOf(a) !== kindOf(b)) return false;
  let differ = -1;
  for (let i = 0; i < pa.length; i++) {
    if (singular(pa[i]!) === singular(pb[i]!)) continue;
    if (differ >= 0) return false;
    differ = i;
  }
  if (differ < 0) return false;
  // `packages/billing` / `@acme/billing`: an npm scope is no folder beside `packages/`, the two name one package.
  if (differ === 0 && pa.length === 2 && (pa[0]!.startsWith('@') !== pb[0]!.startsWith('@'))) return false;
  const own = (part: string, other: Set<string>) => {
    const words = part.match(WORD) ?? [];
    return !/^\d/.test(part) && words.length > 0 && !words.some((w) => other.has(w) || compared.has(w));
  };
  return own(pa[differ]!, newerWords) && own(pb[differ]!, olderWords);
}

/**
 * The code name is cited for the state its text says: in parentheses or after "via" in the same clause after one of
 * the words the check compared ("Writes are synchronous (`GenServer.call`)", "are async via `GenServer.cast`", "are
 * mandatory on the collector (`tls.RequireAndVerifyClientCert`)"). Two such names are the two states spelled in code,
 * not two owners; a name before the state ("Reads through `MyApp.ReadRepo` are async") still names whose it is.
 */
function citedForState(code: string, text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  const name = `\`${code.toLowerCase()}\``;
  let at = lower.indexOf(`(${name})`);
  if (at < 0) {
    at = lower.indexOf(`via ${name}`);
    if (at < 0) return false;
  }
  for (const word of words) {
    const w = word.toLowerCase();
    if (w.length < 3) continue;
    const k = lower.lastIndexOf(w, at);
    if (k < 0) continue;
    const between = lower.slice(k + w.length, at);
    if (!CLAUSE_BREAK.test(between)) return true;
  }
  return false;
}

const CLAUSE_BREAK = /[;:.!?—]|\s-\s/;

/**
 * True when each text names its own member of one family of code names (siblings above) that the other text
 * never writes. `triggers` are the words the check compared: they are the claim, never the owner. With each side's
 * own triggers (`olderWords`, `newerWords`), a name each side cites for its state (citedForState) is no owner.
 */
export function namesTwoOwners(older: string, newer: string, triggers: readonly string[], olderTriggers: readonly string[] = [], newerTriggers: readonly string[] = []): boolean {
  const olderCodes = codeNames(older);
  const newerCodes = codeNames(newer);
  if (olderCodes.length === 0 || newerCodes.length === 0) return false;
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  const ownOlder = olderCodes.filter((c) => !n.includes(c.toLowerCase()));
  const ownNewer = newerCodes.filter((c) => !o.includes(c.toLowerCase()));
  if (ownOlder.length === 0 || ownNewer.length === 0) return false;
  const compared = new Set(triggers.flatMap((t) => t.toLowerCase().match(WORD) ?? []));
  const olderWords = new Set(o.match(WORD) ?? []);
  const newerWords = new Set(n.match(WORD) ?? []);
  for (const a of ownOlder) for (const b of ownNewer) if (siblings(a, b, olderWords, newerWords, compared) && !(citedForState(a, older, olderTriggers) && citedForState(b, newer, newerTriggers))) return true;
  return false;
}
