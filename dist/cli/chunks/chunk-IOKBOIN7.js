import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyPlanToSources,
  checkableLearnings,
  classify,
  extractPathMentions,
  loadSources,
  mayBePath,
  replaceMention,
  sameShape,
  sourceChanges
} from "./chunk-NKM4OWEV.js";
import {
  VIEW_DRIVER
} from "./chunk-WSOSF2SI.js";
import {
  compareNaturalParts,
  naturalParts
} from "./chunk-DKRBY5OM.js";
import {
  GitError,
  PathResolver,
  batchEnv,
  findRepoRoot,
  git,
  hubMatcher,
  joinPath,
  lastingList,
  lastingListOf,
  runGit,
  spawnGit,
  streamGit
} from "./chunk-LV62HYMS.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";

// src/text/quote.ts
function quoted(text, room = 100) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  if (oneLine.length <= room) return `"${oneLine}"`;
  const cut = oneLine.slice(0, room - 1);
  const space = oneLine[room - 1] === " " ? cut.length : cut.lastIndexOf(" ");
  return `"${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}\u2026"`;
}
var SUBJECT_ROOM = 72;

// src/anchors/identifiers.ts
var NOT_SYMBOLS = new Set(
  "JavaScript TypeScript GitHub GitLab PostgreSQL MySQL MongoDB GraphQL NodeJS OAuth WebSocket WebSockets iOS macOS YouTube LinkedIn PowerShell VSCode DevTools IntelliJ README CHANGELOG".split(
    " "
  )
);
var LANGUAGE_CLASSES = new Set(
  "RegExp WeakMap WeakSet WeakRef FinalizationRegistry ArrayBuffer SharedArrayBuffer DataView Int8Array Uint8Array Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array BigUint64Array BigInt AggregateError TypeError RangeError SyntaxError ReferenceError AbortController AbortSignal TextEncoder TextDecoder URLSearchParams".split(
    " "
  )
);
var UNIT = "ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|kb|mb|gb|tb|kib|mib|gib|b|bytes?|%|px|rem|em|req|requests?|x";
var VALUE_WITH_UNIT = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)\\s?(${UNIT})\\b`, "gi");
var VALUE_PER = /(?<![\w.])(\d+(?:\.\d+)?)\s?\/\s?(hour|hr|minute|min|second|sec|day|week|request|user)s?\b/gi;
var SYMBOL_PATTERNS = [
  [/(?<![\w-])--[a-z][a-z0-9-]+(?![\w-])/g, "flag"],
  [/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, "identifier"],
  // DATABASE_URL
  [/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, "identifier"],
  // max_retries
  [/\b[a-z]+[a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g, "identifier"],
  // maxRetries, useEffect
  [/\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g, "identifier"],
  // HttpClient
  [/\b[A-Za-z_][\w]*\(\)/g, "identifier"]
  // retry()
];
function extractAnchors(content) {
  const found = /* @__PURE__ */ new Map();
  const add = (text, needle, kind) => {
    if (needle.length < 2 || found.has(needle)) return;
    if (kind === "identifier" && NOT_SYMBOLS.has(needle)) return;
    found.set(needle, { text, needle, kind });
  };
  const outside = content.replace(/`([^`\n]+)`/g, (_m, span) => {
    const code = span.trim();
    if (classify(code, true)) return " ";
    const call = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/.exec(code);
    const assignment = /^([A-Za-z_][\w.-]*)\s*[:=]\s*\S/.exec(code);
    const method = /^\.([A-Za-z_$][\w$]*)\(.*\)$/.exec(code);
    if (/^--?[a-z]/.test(code) && !/\s/.test(code)) {
      add(code, code.replace(/=.*$/, ""), "flag");
    } else if (method) {
      add(code, method[1], "key");
    } else if (call) {
      const segments = call[1].split(".");
      add(code, segments[segments.length - 1], segments.length > 1 ? "key" : "identifier");
    } else if (assignment) {
      const segments = assignment[1].split(".");
      add(code, segments[segments.length - 1], "key");
    } else {
      scan(code, add);
    }
    return " ";
  });
  scan(outside, add);
  return [...found.values()];
}
function pathsBlanked(text) {
  let out = "";
  for (const t of text.split(/(\s+)/)) out += mayBePath(t) && classify(t.replace(/[.,:;!?)]+$/, "").replace(/^\(/, ""), false) ? " " : t;
  return out;
}
function scan(text, add) {
  const withoutPaths = !mayBePath(text) ? text : pathsBlanked(text);
  for (const [pattern, kind] of SYMBOL_PATTERNS) {
    for (let match = firstMatch(pattern, withoutPaths); match; match = nextMatch(pattern, withoutPaths, match)) add(match[0], match[0].replace(/\(\)$/, ""), kind);
  }
  for (const pattern of VALUE_PATTERNS) {
    for (let match = firstMatch(pattern, withoutPaths); match; match = nextMatch(pattern, withoutPaths, match)) add(match[0], match[1], "value");
  }
}
var VALUE_PATTERNS = [VALUE_PER, VALUE_WITH_UNIT];
function firstMatch(pattern, text) {
  pattern.lastIndex = 0;
  return collect(pattern, pattern.exec(text));
}
function nextMatch(pattern, text, previous) {
  if (previous[0] === "") pattern.lastIndex++;
  return collect(pattern, pattern.exec(text));
}
function collect(pattern, match) {
  if (!match) pattern.lastIndex = 0;
  return match;
}
function holdsNeedle(text, term) {
  return findNeedle(text, term, 0) >= 0;
}
function findNeedle(text, term, from) {
  const { needle } = term;
  const value = term.kind === "value";
  for (let at = text.indexOf(needle, from); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = at > 0 ? text.charCodeAt(at - 1) : -1;
    const after = at + needle.length < text.length ? text.charCodeAt(at + needle.length) : -1;
    if (before >= 0 && (isWordChar(before) || before === DOLLAR || before === DASH || value && before === DOT)) continue;
    if (after >= 0 && (value ? isDigit(after) || after === DOT : isWordChar(after) || after === DOLLAR)) continue;
    return at;
  }
  return -1;
}
var DOLLAR = 36;
var DASH = 45;
var DOT = 46;
var isDigit = (c) => c >= 48 && c <= 57;
var isWordChar = (c) => isDigit(c) || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;

// src/history/index.ts
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
var WalkEvent = class {
  constructor(pos, status, oldBlob, newBlob, other, path) {
    this.pos = pos;
    this.status = status;
    this.oldBlob = oldBlob;
    this.newBlob = newBlob;
    this.other = other;
    this.path = path;
  }
  pos;
  status;
  oldBlob;
  newBlob;
  other;
  path;
};
var LOG_CONFIG = ["-c", "log.showSignature=false", "-c", "core.quotePath=false"];
var CHAIN_META_FORMAT = "--format=%x01%ct %H%x00%an%x00%aI%x00%s";
async function readChain(ctx, end, known, options = {}) {
  const args = options.meta ? [...LOG_CONFIG, "log", "--first-parent", "--no-color", "-z", CHAIN_META_FORMAT, `${end}^{commit}`, "--"] : ["rev-list", "--first-parent", "--timestamp", `${end}^{commit}`, "--"];
  const [head, list] = await Promise.all([
    known ? known.shallow.then((shallow) => ({ code: 0, stdout: `${shallow}
`, stderr: "" })) : runGit(["rev-parse", "--is-shallow-repository", "--verify", "--quiet", `${end}^{commit}`], { ...ctx, allowFailure: true }),
    runGit(args, { ...ctx, env: batchEnv(ctx.env), allowFailure: true })
  ]);
  const shallowLine = head.stdout.trim().split("\n")[0];
  const parsed = options.meta ? parseChainLog(list.stdout) : parseRevList(list.stdout);
  const sha = known ? parsed.shas[0] : head.stdout.trim().split("\n")[1];
  if (head.code !== 0 || !sha || known && list.code !== 0) {
    throw new UserError(`'${end}' is not a commit in this repository`, { fix: "pass a branch, tag or commit that exists (git log shows them)" });
  }
  if (list.code !== 0) throw new GitError([options.meta ? "log" : "rev-list", "--first-parent", sha], list.code, list.stderr);
  const { shas, times } = parsed;
  shas.reverse();
  times.reverse();
  if (shas[shas.length - 1] !== sha) return readChain(ctx, sha, known, options);
  const posOf = /* @__PURE__ */ new Map();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i], i);
  const chain = { end: sha, shas, times, posOf, shallow: shallowLine === "true" };
  if (parsed.fields) chain.meta = chainMetaLookup(list.stdout, parsed.fields, chain);
  return chain;
}
function parseRevList(out) {
  const shas = [];
  const times = [];
  for (let at = 0; at < out.length; ) {
    let nl = out.indexOf("\n", at);
    if (nl < 0) nl = out.length;
    const space = out.indexOf(" ", at);
    if (space > at && space < nl) {
      times.push(Number(out.slice(at, space)));
      shas.push(out.slice(space + 1, nl));
    }
    at = nl + 1;
  }
  return { shas, times };
}
function parseChainLog(out) {
  const shas = [];
  const times = [];
  const fields = [];
  let end = out.length;
  while (end > 0 && (out.charCodeAt(end - 1) === 10 || out.charCodeAt(end - 1) === 0)) end--;
  for (let at = 0; at < end; ) {
    if (out.charCodeAt(at) === 10) at++;
    const space = out.indexOf(" ", at);
    const nul = out.indexOf("\0", at);
    if (out.charCodeAt(at) !== 1 || space < 0 || nul < 0 || space > nul) break;
    times.push(Number(out.slice(at + 1, space)));
    shas.push(out.slice(space + 1, nul));
    fields.push(nul + 1);
    at = nul + 1;
    for (let k = 0; k < 3 && at <= end; k++) {
      const next = out.indexOf("\0", at);
      at = next < 0 ? end + 1 : next + 1;
    }
  }
  return { shas, times, fields };
}
function chainMetaLookup(out, fields, chain) {
  const last = chain.shas.length - 1;
  return {
    get(sha) {
      const pos = chain.posOf.get(sha);
      return pos === void 0 ? void 0 : this.at(pos);
    },
    at(pos) {
      const sha = chain.shas[pos];
      if (sha === void 0) return void 0;
      const at = fields[last - pos];
      const authorEnd = out.indexOf("\0", at);
      const dateEnd = out.indexOf("\0", authorEnd + 1);
      let subjectEnd = out.indexOf("\0", dateEnd + 1);
      if (subjectEnd < 0) subjectEnd = out.charCodeAt(out.length - 1) === 10 ? out.length - 1 : out.length;
      return { sha, author: out.slice(at, authorEnd), date: out.slice(authorEnd + 1, dateEnd), subject: out.slice(dateEnd + 1, subjectEnd) };
    }
  };
}
async function isShallow(ctx) {
  const env = ctx.env ?? process.env;
  if (!env.GIT_DIR && !env.GIT_COMMON_DIR && !env.GIT_WORK_TREE) {
    try {
      if (statSync(join(ctx.cwd, ".git")).isDirectory()) return existsSync(join(ctx.cwd, ".git", "shallow"));
    } catch {
    }
  }
  const result = await runGit(["rev-parse", "--is-shallow-repository"], { ...ctx, allowFailure: true });
  return result.stdout.trim() === "true";
}
function startLog(ctx, end, options = {}) {
  const withChain = options.chain === true;
  const withMeta = options.meta !== false && !withChain;
  const format = withMeta ? "--format=%x01%H%x00%an%x00%aI%x00%s" : withChain ? "--format=%x01%H %ct%x00%an%x00%aI%x00%s" : "--format=%x01%H";
  const args = (renames, logFormat, pathspecs) => [
    ...LOG_CONFIG,
    "log",
    "--first-parent",
    // Merges as what they brought into the mainline (explicit: older defaults differ).
    "--diff-merges=first-parent",
    "--raw",
    "-z",
    "--no-abbrev",
    renames,
    "--root",
    "--no-color",
    "--no-ext-diff",
    // With paths, every commit of the chain is still listed (a commit that changed none of them has no changes).
    ...pathspecs.length > 0 ? ["--sparse"] : [],
    logFormat,
    end,
    ...options.exclude ? [`^${options.exclude}`] : [],
    ...pathspecs.length > 0 ? ["--", ...pathspecs] : []
  ];
  let onRead = null;
  const watch = (parser2, watcher) => {
    if (parser2.stopped) return;
    onRead = watcher;
    parser2.report(watcher);
  };
  const read = (parser2) => (chunk) => {
    const more = parser2.push(chunk);
    if (more && onRead) parser2.report(onRead);
    return more;
  };
  const walk = (parser2, args2, magic = false, watched = false) => streamGit(args2, magic ? withPathspecMagic(ctx) : ctx, watched ? read(parser2) : (chunk) => parser2.push(chunk)).then(
    () => {
      parser2.end();
      return parser2.result();
    },
    (error) => {
      throw olderGitError(error) ?? error;
    }
  );
  const generatedPatterns2 = options.generated ?? [];
  if (generatedPatterns2.length === 0) {
    const parser2 = new RawLogParser(withMeta, withChain, options.onMixed);
    return {
      stopAt: (sha) => parser2.stopAt(sha),
      stopAtAll: (shas) => parser2.stopAtAll(shas),
      watch: (watcher) => watch(parser2, watcher),
      done: walk(parser2, args("-M", format, []), false, true)
    };
  }
  let mixedCalled = false;
  const onMixed = options.onMixed && { paths: options.onMixed.paths, call: () => (mixedCalled = true, options.onMixed.call()) };
  const parser = new RawLogParser(withMeta, withChain, onMixed);
  const generated = new RawLogParser(false, false);
  const stopGenerated = (stop) => parser.stopped ? generated.stopAfter(parser.read) : stop();
  const sources = walk(parser, args("-M", format, [":/", ...generatedPatterns2.map((p) => `:(exclude,glob)${p}`)]), true, true);
  sources.catch(() => generated.stopAfter(0));
  const done = Promise.all([sources, walk(generated, args("-M100%", "--format=%x01%H", generatedPatterns2.map((p) => `:(glob)${p}`)), true)]).then(([raw, gen]) => {
    mergeWalks(raw, gen, mixedCalled ? void 0 : options.onMixed);
    return raw;
  });
  return {
    stopAt: (sha) => {
      parser.stopAt(sha);
      stopGenerated(() => generated.stopAt(sha));
    },
    stopAtAll: (shas) => {
      const list = [...shas];
      parser.stopAtAll(list);
      stopGenerated(() => generated.stopAtAll(list));
    },
    watch: (watcher) => watch(parser, watcher),
    done
  };
}
function withPathspecMagic(ctx) {
  const env = { ...ctx.env ?? process.env };
  for (const key of ["GIT_LITERAL_PATHSPECS", "GIT_GLOB_PATHSPECS", "GIT_NOGLOB_PATHSPECS", "GIT_ICASE_PATHSPECS"]) delete env[key];
  return { ...ctx, env };
}
function mergeWalks(raw, generated, onMixed) {
  const read = raw.shas.length;
  const both = Math.min(read, generated.shas.length);
  for (let r = 0; r < both; r++) {
    if (raw.shas[r] !== generated.shas[r]) throw new Error(`the two history walks disagree at ${raw.shas[r]} (did HEAD move during the check?)`);
  }
  let watched = null;
  if (onMixed) {
    watched = /* @__PURE__ */ new Set();
    for (const path of onMixed.paths) for (const event of raw.events.get(path) ?? []) watched.add(event.pos);
  }
  for (const [path, list] of generated.events) {
    let kept = list.length;
    while (kept > 0 && list[kept - 1].pos >= read) kept--;
    if (kept === 0) continue;
    if (kept < list.length) list.length = kept;
    const positions = watched;
    if (positions && list.some((event) => positions.has(event.pos))) {
      watched = null;
      onMixed.call();
    }
    const known = raw.events.get(path);
    if (!known) raw.events.set(path, list);
    else raw.events.set(path, [...known, ...list].sort((a, b) => a.pos - b.pos));
  }
}
function olderGitError(error) {
  if (!(error instanceof GitError) || !/diff-merges/.test(error.stderr)) return null;
  const said = error.stderr.trim().split("\n")[0] ?? "";
  return new UserError(`discoveries check needs git 2.31 or later to walk merges (--diff-merges=first-parent); git said: ${said}`, {
    fix: "upgrade git (git --version shows the one in use)"
  });
}
var RawLogParser = class {
  constructor(withMeta, withChain, onMixed) {
    this.withMeta = withMeta;
    this.withChain = withChain;
    this.onMixed = onMixed;
    if (withChain) this.metaBytes = Buffer.allocUnsafe(1 << 20);
  }
  withMeta;
  withChain;
  onMixed;
  shas = [];
  commits = [];
  events = /* @__PURE__ */ new Map();
  stopSha = null;
  halted = false;
  rest = null;
  /** Header fields of the commit being read (with meta: sha, author, date, subject). */
  header = null;
  seq = -1;
  /** A change whose path (or two paths, for renames and copies) comes next. */
  status = "";
  oldBlob = null;
  newBlob = null;
  firstPath = null;
  needPaths = 0;
  /** For `onMixed`: whether the commit being read changed a watched path, and another one. */
  watched = false;
  other = false;
  /** With `chain` (see WalkedChain). */
  times = [];
  boundary = null;
  metaBytes = Buffer.alloc(0);
  metaLength = 0;
  metaStarts = [];
  /** stopAtAll's commits not reached yet. */
  stopSet = null;
  stopCount = -1;
  /** Whether the walk has gone far enough. */
  get stopped() {
    return this.halted;
  }
  /** How many commits it has started. */
  get read() {
    return this.shas.length;
  }
  stopAt(sha) {
    this.stopSha = sha;
    if (this.shas.includes(sha)) this.halted = true;
  }
  /** Stop once this many commits have been read (at once if they have). */
  stopAfter(count) {
    this.stopCount = count;
    if (this.shas.length >= count) this.halted = true;
  }
  stopAtAll(shas) {
    const left = new Set(shas);
    for (const sha of this.shas) left.delete(sha);
    if (left.size === 0 && this.shas.length > 0) this.halted = true;
    else this.stopSet = left;
  }
  /** Tells `onRead` what the walk has read so far (see LogStream.watch). */
  report(onRead) {
    onRead(this.shas.length, this.events, this.shas);
  }
  /** False once the walk has gone far enough. */
  push(chunk) {
    if (this.halted) return false;
    const data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      const next = this.token(data, start, nul);
      if (next < 0) break;
      start = next;
      if (this.halted) return false;
      nul = data.indexOf(0, start);
    }
    this.rest = start < data.length ? Buffer.from(data.subarray(start)) : null;
    return true;
  }
  end() {
    if (this.halted || !this.rest) return;
    const rest = this.rest;
    this.rest = null;
    let end = rest.length;
    if (rest[end - 1] === 10) end--;
    if (end === 0) return;
    const data = Buffer.concat([rest.subarray(0, end), ZERO]);
    let start = 0;
    for (let nul = data.indexOf(0); nul >= 0 && !this.halted; nul = data.indexOf(0, start)) {
      start = this.token(data, start, nul);
      if (start < 0) return;
    }
  }
  result() {
    const raw = { shas: this.shas, commits: this.commits, events: this.events };
    if (this.withChain) {
      const { times, boundary, metaStarts } = this;
      raw.chain = { times, boundary, stopped: this.halted, metaBytes: this.metaBytes.subarray(0, this.metaLength), metaStarts };
    }
    return raw;
  }
  /**
   * One NUL-ended token, `data[start, end)`; returns where the next one starts (after the fields it
   * read too, if any), or -1 for a commit whose fields are not all in `data` yet.
   */
  token(data, start, end) {
    if (this.header) {
      this.header.push(data.toString("utf8", start, end));
      if (this.header.length === 4) this.commit(this.header);
      return end + 1;
    }
    if (this.needPaths > 0) {
      const path = data.toString("utf8", start, end);
      const first = this.firstPath;
      const source = this.needPaths === 2 && first === null;
      this.firstPath = source ? path : null;
      const next = end + 1;
      if (source) return next;
      this.change(first, path);
      return next;
    }
    let at = start;
    if (data[at] === 10) at++;
    if (data[at] === 1) {
      if (this.withChain) return this.chainCommit(data, at + 1, end);
      const sha = data.toString("latin1", at + 1, end);
      if (this.withMeta) this.header = [sha];
      else this.commit([sha]);
      return end + 1;
    }
    if (data[at] === 58) return this.meta(data, at, end);
    return end + 1;
  }
  commit(header) {
    this.header = null;
    const sha = header[0];
    if (this.stopsAt(sha)) {
      this.halted = true;
      return;
    }
    this.seq = this.shas.length;
    this.watched = this.other = false;
    this.shas.push(sha);
    if (this.withMeta) this.commits.push({ sha, author: header[1], date: header[2], subject: header[3] });
  }
  /**
   * `<sha> <committer time>`, then three fields kept as bytes (short fields: a byte loop costs less
   * than a search and a copy each). Returns where the next token starts, or -1 when this piece of
   * output does not hold all three: the commit is read again, whole, with the next piece. (A count
   * of fields still to read, kept on the parser, changed only at those few boundaries, and each
   * change made V8 throw away the optimised parser.)
   */
  chainCommit(data, at, end) {
    let last = end + 1;
    for (let fields = 0; last < data.length; last++) if (data[last] === 0 && ++fields === 3) break;
    if (last >= data.length) return -1;
    let space = data.indexOf(32, at);
    if (space < 0 || space > end) space = end;
    const sha = data.toString("latin1", at, space);
    let time = 0;
    for (let i = space + 1; i < end; i++) time = time * 10 + data[i] - 48;
    if (this.stopsAt(sha)) {
      this.boundary = { sha, time };
      this.halted = true;
      return end + 1;
    }
    this.seq = this.shas.length;
    this.watched = this.other = false;
    this.shas.push(sha);
    this.times.push(time);
    this.metaStarts.push(this.metaLength);
    this.keepBytes(data, end + 1, last + 1);
    return last + 1;
  }
  /** Whether the walk stops at this commit, before its changes (see stopAt, stopAtAll, stopAfter). */
  stopsAt(sha) {
    if (sha === this.stopSha || this.shas.length === this.stopCount) return true;
    const stops = this.stopSet;
    if (stops === null) return false;
    if (stops.size > 0) stops.delete(sha);
    return stops.size === 0;
  }
  keepBytes(data, start, end) {
    const length = end - start;
    if (this.metaLength + length > this.metaBytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.metaBytes.length, this.metaLength + length));
      this.metaBytes.copy(grown, 0, 0, this.metaLength);
      this.metaBytes = grown;
    }
    const bytes = this.metaBytes;
    let to = this.metaLength;
    for (let i = start; i < end; i++) bytes[to++] = data[i];
    this.metaLength = to;
  }
  /** `:100644 100644 <old> <new> M` (modes are always six digits; ids 40 or 64). */
  meta(data, at, end) {
    const oldAt = at + 15;
    const oldEnd = data.indexOf(32, oldAt);
    if (oldEnd < 0 || oldEnd >= end) return end + 1;
    const newAt = oldEnd + 1;
    const newEnd = newAt + (oldEnd - oldAt);
    const letter = newEnd + 1 < end ? String.fromCharCode(data[newEnd + 1]) : "M";
    this.oldBlob = isZero(data, oldAt, oldEnd) ? null : data.toString("latin1", oldAt, oldEnd);
    this.newBlob = isZero(data, newAt, newEnd) ? null : data.toString("latin1", newAt, newEnd);
    this.status = letter === "U" || letter === "X" ? "M" : letter;
    this.needPaths = letter === "R" || letter === "C" ? 2 : 1;
    this.firstPath = null;
    return end + 1;
  }
  change(source, target) {
    const { status, oldBlob, newBlob } = this;
    const pos = this.seq;
    this.needPaths = 0;
    this.firstPath = null;
    if (source !== null) {
      if (status === "R") this.add(source, new WalkEvent(pos, "R-from", oldBlob, null, target, source));
      this.add(target, new WalkEvent(pos, "R-to", null, newBlob, source, target));
    } else {
      this.add(target, new WalkEvent(pos, status, oldBlob, newBlob, void 0, target));
    }
  }
  add(path, event) {
    if (this.onMixed) {
      if (this.onMixed.paths.has(path)) this.watched = true;
      else this.other = true;
      if (this.watched && this.other) {
        const { call } = this.onMixed;
        this.onMixed = void 0;
        call();
      }
    }
    const list = this.events.get(path);
    if (!list) {
      this.events.set(path, lastingListOf(event));
      return;
    }
    const newer = list[list.length - 1];
    event.path = newer.path;
    if (event.newBlob !== null && event.newBlob === newer.oldBlob) event.newBlob = newer.oldBlob;
    list.push(event);
  }
};
var ZERO = Buffer.alloc(1);
function isZero(data, start, end) {
  const some = end > start;
  for (let i = start; i < end; i++) if (data[i] !== 48) return false;
  return some;
}
var META_FORMAT = "--format=%x01%H%x00%an%x00%aI%x00%s";
async function readCommitMeta(ctx, shas) {
  if (shas.length === 0) return /* @__PURE__ */ new Map();
  return metaFrom(ctx, [...LOG_CONFIG, "log", "--no-walk=unsorted", "--stdin", "--no-color", "-z", META_FORMAT], `${shas.join("\n")}
`);
}
async function metaFrom(ctx, args, input) {
  const out = /* @__PURE__ */ new Map();
  let fields = [];
  const parser = new NulSplitter((token) => {
    const at = token.indexOf("");
    if (at >= 0) {
      fields = [token.slice(at + 1)];
      return;
    }
    fields.push(token);
    if (fields.length === 4) {
      const [sha, author, date, subject] = fields;
      out.set(sha, { sha, author, date, subject });
    }
  });
  await streamGit(args, input === void 0 ? ctx : { ...ctx, input }, (chunk) => parser.push(chunk));
  parser.end();
  return out;
}
function addWalkedPaths(tree, raw) {
  for (const [path, list] of raw.events) {
    if (tree.has(path)) continue;
    const newest = list[0];
    if (newest.newBlob !== null && newest.status !== "D" && newest.status !== "R-from") tree.set(path, newest.newBlob);
  }
}
function chainFromWalk(raw, end) {
  const walked = raw.chain;
  if (!walked) throw new Error("chainFromWalk needs a walk with `chain`");
  const read = raw.shas.length;
  const shas = [];
  const times = [];
  if (walked.boundary) {
    shas.push(walked.boundary.sha);
    times.push(walked.boundary.time);
  }
  for (let r = read - 1; r >= 0; r--) {
    shas.push(raw.shas[r]);
    times.push(walked.times[r]);
  }
  const posOf = /* @__PURE__ */ new Map();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i], i);
  const chain = { end: shas[shas.length - 1] ?? end, shas, times, posOf, shallow: false };
  if (walked.stopped) chain.before = () => false;
  const last = shas.length - 1;
  const { metaBytes, metaStarts } = walked;
  let text = null;
  chain.meta = {
    get(sha) {
      const pos = posOf.get(sha);
      return pos === void 0 ? void 0 : this.at(pos);
    },
    at(pos) {
      if (!(pos >= 0 && pos <= last) || last - pos >= read) return void 0;
      const sha = shas[pos];
      const at = metaStarts[last - pos];
      text ??= metaBytes.toString("utf8");
      if (text.length === metaBytes.length) {
        const authorEnd2 = text.indexOf("\0", at);
        const dateEnd2 = text.indexOf("\0", authorEnd2 + 1);
        return { sha, author: text.slice(at, authorEnd2), date: text.slice(authorEnd2 + 1, dateEnd2), subject: text.slice(dateEnd2 + 1, text.indexOf("\0", dateEnd2 + 1)) };
      }
      const authorEnd = metaBytes.indexOf(0, at);
      const dateEnd = metaBytes.indexOf(0, authorEnd + 1);
      const subjectEnd = metaBytes.indexOf(0, dateEnd + 1);
      return { sha, author: metaBytes.toString("utf8", at, authorEnd), date: metaBytes.toString("utf8", authorEnd + 1, dateEnd), subject: metaBytes.toString("utf8", dateEnd + 1, subjectEnd) };
    }
  };
  return chain;
}
function indexFrom(raw, chain, endTree) {
  const n = chain.shas.length;
  const read = raw.shas.length;
  for (let r = 0; r < read; r++) {
    if (chain.shas[n - 1 - r] !== raw.shas[r]) throw new Error(`history walk and chain disagree at ${raw.shas[r]} (did HEAD move during the check?)`);
  }
  const commits = /* @__PURE__ */ new Map();
  raw.commits.forEach((meta, r) => commits.set(n - 1 - r, meta));
  const renamedAway = /* @__PURE__ */ new Set();
  for (const [path, list] of raw.events) {
    for (const event of list) {
      event.pos = n - 1 - event.pos;
      if (event.status === "R-from") renamedAway.add(path);
    }
    list.reverse();
  }
  return {
    chain,
    indexedFrom: n - 1 - read,
    commits,
    events: raw.events,
    eventPaths: [...raw.events.keys()].sort(),
    renamedAway,
    endTree,
    endPaths: [...endTree.keys()].sort()
  };
}
async function readTree(ctx, commit, paths) {
  const tree = /* @__PURE__ */ new Map();
  const parser = new NulSplitter((entry) => {
    const tab = entry.indexOf("	");
    if (tab < 0) return;
    const meta = entry.slice(0, tab);
    if (!meta.includes(" blob ") && !meta.includes(" commit ")) return;
    tree.set(entry.slice(tab + 1), meta.slice(meta.lastIndexOf(" ") + 1));
  });
  const args = paths ? ["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", commit, "--", ...paths] : ["ls-tree", "-r", "-z", "--full-tree", commit];
  await streamGit(args, ctx, (chunk) => parser.push(chunk));
  parser.end();
  return tree;
}
var NulSplitter = class {
  constructor(onToken) {
    this.onToken = onToken;
  }
  onToken;
  rest = null;
  push(chunk) {
    let data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      this.onToken(data.toString("utf8", start, nul));
      start = nul + 1;
      nul = data.indexOf(0, start);
    }
    data = data.subarray(start);
    this.rest = data.length > 0 ? Buffer.from(data) : null;
  }
  end() {
    if (this.rest && this.rest.length > 0) {
      const last = this.rest.toString("utf8").replace(/\n$/, "");
      if (last) this.onToken(last);
    }
    this.rest = null;
  }
};
function blobAt(index, path, pos) {
  const list = index.events.get(path);
  if (list) {
    const next = firstAfter(list, pos);
    if (next < list.length) return list[next].oldBlob;
  }
  return index.endTree.get(path) ?? null;
}
function firstAfter(list, pos) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (list[mid].pos > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function pathsUnder(sorted, dir) {
  const prefix = `${dir}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out = [];
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
  return out;
}

// src/history/graph.ts
async function readEntryPoints(ctx, chain) {
  const out = await git(["rev-list", "--parents", chain.end, ...chain.before ? [`^${chain.shas[0]}`] : []], ctx);
  const parents = /* @__PURE__ */ new Map();
  for (const line of out.split("\n")) {
    if (line.length < 40) continue;
    const [sha, ...rest] = line.split(" ");
    parents.set(sha, rest);
  }
  const entry = /* @__PURE__ */ new Map();
  for (let pos = 0; pos < chain.shas.length; pos++) {
    const merge = chain.shas[pos];
    entry.set(merge, pos);
    const stack = (parents.get(merge) ?? []).slice(1);
    while (stack.length > 0) {
      const sha = stack.pop();
      if (entry.has(sha) || chain.before && !parents.has(sha)) continue;
      entry.set(sha, pos);
      for (const parent of parents.get(sha) ?? []) if (!entry.has(parent)) stack.push(parent);
    }
  }
  return { entryOf: (sha) => entry.get(sha) };
}

// src/history/chain-cache.ts
import { appendFileSync, readFileSync, truncateSync } from "node:fs";
async function readRangeChain(ctx, start, end, file) {
  let cached;
  try {
    cached = readFileSync(file);
  } catch {
    return null;
  }
  const line = start.length + 1;
  if (cached.length < line || cached.length % line !== 0 || cached[cached.length - 1] !== 10) return null;
  const lines = cached.length / line;
  const startLine = lineOf(cached, line, start, "last");
  const from = startLine >= 0 ? start : cached.toString("latin1", cached.length - line, cached.length - 1);
  const listed2 = await listSince(ctx, from, end);
  if (!listed2) return null;
  const at = listed2.shas.indexOf(start);
  if (at < 0) return null;
  const shas = listed2.shas.slice(at);
  const times = listed2.times.slice(at);
  const posOf = /* @__PURE__ */ new Map();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i], i);
  const between = new Set(listed2.shas.slice(0, at));
  const limit = startLine >= 0 ? startLine : lines;
  const searched = /* @__PURE__ */ new Map();
  const before = (sha) => {
    if (sha.length !== start.length || posOf.has(sha)) return false;
    let found = searched.get(sha);
    if (found === void 0) searched.set(sha, found = between.has(sha) || lineOf(cached, line, sha, "first", limit) >= 0);
    return found;
  };
  if (startLine >= 0 && startLine < lines - 1) truncateSync(file, (startLine + 1) * line);
  appendFileSync(file, listed2.shas.slice(1).map((sha) => `${sha}
`).join(""));
  return { end, shas, times, posOf, shallow: false, before };
}
async function listSince(ctx, from, end) {
  const list = await runGit(["rev-list", "--first-parent", "--timestamp", "--boundary", end, `^${from}`, "--"], { ...ctx, env: batchEnv(ctx.env), allowFailure: true });
  if (list.code !== 0) return null;
  const shas = [];
  const times = [];
  let boundary = null;
  for (const text of list.stdout.split("\n")) {
    const space = text.indexOf(" ");
    if (space < 0) continue;
    const time = Number(text.slice(0, space));
    if (text[space + 1] === "-") {
      if (boundary) return null;
      boundary = { sha: text.slice(space + 2), time };
    } else {
      shas.push(text.slice(space + 1));
      times.push(time);
    }
  }
  if (!boundary || boundary.sha !== from || shas.length === 0 || shas[0] !== end) return null;
  shas.push(from);
  times.push(boundary.time);
  return { shas: shas.reverse(), times: times.reverse() };
}
function lineOf(cached, line, sha, which, limit = cached.length / line) {
  const needle = `${sha}
`;
  if (which === "last") {
    for (let at = cached.lastIndexOf(needle, (limit - 1) * line, "latin1"); at >= 0; at = at > 0 ? cached.lastIndexOf(needle, at - 1, "latin1") : -1) if (at % line === 0) return at / line;
    return -1;
  }
  for (let at = cached.indexOf(needle, 0, "latin1"); at >= 0 && at < limit * line; at = cached.indexOf(needle, at + 1, "latin1")) if (at % line === 0) return at / line;
  return -1;
}
function writeChainCache(file, chain) {
  if (chain.shallow || chain.before) return;
  writeFileAtomic(file, chain.shas.map((sha) => `${sha}
`).join(""), { durable: false });
}

// src/history/generated.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
function generatedPatterns(attributes) {
  const patterns = [];
  for (const line of attributes.split(/\r?\n/)) {
    const fields = line.trim().split(/\s+/);
    const [pattern, ...attrs] = fields;
    if (!pattern || attrs.length === 0 || pattern.startsWith("#") || pattern.startsWith("[attr]")) continue;
    if (attrs.some((a) => a === "-linguist-generated" || a === "!linguist-generated" || a.startsWith("linguist-generated=") && a !== "linguist-generated=true")) return null;
    if (attrs.includes(`merge=${VIEW_DRIVER}`) || !(attrs.includes("linguist-generated") || attrs.includes("linguist-generated=true"))) continue;
    if (pattern.startsWith('"') || pattern.endsWith("/")) continue;
    patterns.push(pattern.includes("/") ? pattern.replace(/^\//, "") : `**/${pattern}`);
  }
  return patterns.length > 0 ? patterns : null;
}
function readGeneratedPatterns(root) {
  let text;
  try {
    text = readFileSync2(join2(root, ".gitattributes"), "utf8");
  } catch {
    return null;
  }
  return generatedPatterns(text);
}

// src/history/blame.ts
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join3 } from "node:path";
var MAX_LINE_ARGS = 200;
async function blameFile(ctx, path, only, history) {
  const ranges = only && only.length > 0 && only.length <= MAX_LINE_ARGS ? lineRanges(only) : [];
  const dir = history && history.changes.length > 0 ? mkdtempSync(join3(tmpdir(), "discoveries-blame-")) : null;
  try {
    const shortcut = dir && history ? await historyArgs(ctx, history, dir) : [];
    if (ranges.length > 0) {
      const some = await runBlame(ctx, path, [...shortcut, ...ranges.flatMap(([a, b]) => ["-L", `${a},${b}`])]);
      if (some.size > 0) return some;
    }
    return await runBlame(ctx, path, shortcut);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
async function historyArgs(ctx, history, dir) {
  const changes = history.changes;
  const parents = await runGit(["rev-list", "--no-walk=unsorted", "--parents", "--stdin"], { ...ctx, input: `${changes.join("\n")}
`, allowFailure: true });
  if (parents.code !== 0) return [];
  const others = /* @__PURE__ */ new Map();
  for (const line of parents.stdout.split("\n")) {
    const [sha, , ...rest] = line.split(" ");
    if (sha) others.set(sha, rest);
  }
  const grafts = [];
  for (let i = 1; i < changes.length; i++) {
    const rest = others.get(changes[i]);
    if (!rest) return [];
    grafts.push([changes[i], changes[i - 1], ...rest].join(" "));
  }
  if (history.end !== changes[changes.length - 1]) grafts.push(`${history.end} ${changes[changes.length - 1]}`);
  const file = join3(dir, "grafts");
  writeFileSync(file, `${grafts.join("\n")}
`);
  return ["-S", file, ...history.base ? [`^${history.base}`] : []];
}
function lineRanges(lines) {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else out.push([line, line]);
  }
  return out;
}
async function runBlame(ctx, path, extra) {
  const result = await runGit(["-c", "core.quotePath=false", "blame", "--incremental", "--root", ...extra, "--", path], { ...ctx, allowFailure: true });
  const lines = /* @__PURE__ */ new Map();
  if (result.code !== 0) return lines;
  const out = result.stdout;
  for (let at = 0; at < out.length; ) {
    let nl = out.indexOf("\n", at);
    if (nl < 0) nl = out.length;
    const header = GROUP.exec(out.slice(at, nl));
    at = nl + 1;
    if (!header) continue;
    const sha = /^0+$/.test(header[1]) ? null : header[1];
    const first = Number(header[2]);
    const count = Number(header[3]);
    for (let line = first; line < first + count; line++) lines.set(line, { sha });
  }
  return lines;
}
var GROUP = /^([0-9a-f]{40}) \d+ (\d+) (\d+)$/;

// src/history/blobs.ts
async function lookupObjects(ctx, names) {
  const result = /* @__PURE__ */ new Map();
  const sendable = [...new Set(names)].filter((n) => !n.includes("\n"));
  for (const n of names) result.set(n, null);
  if (sendable.length === 0) return result;
  let buffered = "";
  const answers = [];
  await streamGit(["cat-file", "--batch-check=%(objectname) %(objecttype)", "--buffer"], { ...ctx, input: `${sendable.join("\n")}
` }, (chunk) => {
    buffered += chunk.toString("utf8");
    let nl = buffered.indexOf("\n");
    while (nl >= 0) {
      answers.push(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf("\n");
    }
  });
  sendable.forEach((name, i) => {
    const answer = answers[i] ?? "";
    const match = /^([0-9a-f]{40,64}) (\w+)$/.exec(answer);
    result.set(name, match ? { sha: match[1], type: match[2] } : null);
  });
  return result;
}
var BlobRequest = class {
  constructor(sha, done) {
    this.sha = sha;
    this.done = done;
  }
  sha;
  done;
};
var BlobCache = class {
  texts = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Map();
};
var BlobSession = class {
  /**
   * `buffered`: for one bulk read whose requests are all sent before any answer
   * is awaited. git then writes its answers in large blocks (not three writes per
   * blob), and only finishes when `close` is called: a read that awaits an answer
   * must call it first. Otherwise the requests of one turn of the event loop are
   * sent together after it (one write for all the searches an answer moved on).
   * `cache`: shared with other sessions.
   */
  constructor(ctx, options = {}) {
    this.ctx = ctx;
    this.buffered = options.buffered === true;
    this.cache = options.cache ?? new BlobCache();
  }
  ctx;
  /** Started on the first request: a check that reads no file content starts no process. */
  process = null;
  /** Output not read yet: the start of an answer whose rest has not come (pieces, joined once it has). */
  parts = [];
  partsLength = 0;
  /**
   * Requests sent, oldest first, from `answered` on (shift() is linear in a long array: 12,000 blobs in a bulk read).
   * A lastingList, new ones too: an empty literal holds small integers, and the optimised `request` that pushed into
   * one was thrown away at its first request ('not a Smi'), once per session.
   */
  queue = lastingList();
  answered = 0;
  need = null;
  failure = null;
  cache;
  buffered;
  closed = false;
  flushing = false;
  get child() {
    if (this.process) return this.process;
    const child = spawnGit(this.buffered ? ["cat-file", "--batch", "--buffer"] : ["cat-file", "--batch"], this.ctx);
    this.process = child;
    child.stdout.on("data", (chunk) => this.onData(chunk));
    child.stderr.resume();
    child.stdin.on("error", () => {
    });
    const fail = (error) => {
      this.failure = error;
      while (this.answered < this.queue.length) this.next().done(null);
    };
    child.on("error", fail);
    child.on("close", () => fail(new Error("git cat-file exited")));
    return child;
  }
  /** A lastingList, as `queue` is (an empty literal made `request` be compiled again). */
  unsent = lastingList();
  /** Asks for one blob (null: binary or missing); git starts on it while the caller goes on. */
  request(sha) {
    const { texts, pending } = this.cache;
    const known = texts.get(sha);
    if (known !== void 0) return Promise.resolve(known);
    let promise = pending.get(sha);
    if (promise) return promise;
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("blob session closed"));
    promise = new Promise(
      (resolve, reject) => this.queue.push(
        new BlobRequest(sha, (text) => {
          pending.delete(sha);
          if (text === null && this.failure) return reject(this.failure);
          texts.set(sha, text);
          resolve(text);
        })
      )
    );
    promise.catch(() => {
    });
    pending.set(sha, promise);
    this.unsent.push(sha);
    if (this.unsent.length >= 512) this.flush();
    else if (!this.buffered && !this.flushing) {
      this.flushing = true;
      setImmediate(() => {
        this.flushing = false;
        this.flush();
      });
    }
    return promise;
  }
  /** Sends the requests not sent yet. */
  flush() {
    if (this.unsent.length === 0) return;
    this.child.stdin.write(`${this.unsent.join("\n")}
`);
    this.unsent = lastingList();
  }
  /** Sends what is left and lets git finish (a buffered session's last answers come then). */
  close() {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.process?.stdin.end();
  }
  onData(chunk) {
    if (this.need !== null && this.partsLength + chunk.length < this.need + 1) {
      this.parts.push(chunk);
      this.partsLength += chunk.length;
      return;
    }
    const buffer = this.parts.length === 0 ? chunk : Buffer.concat([...this.parts, chunk], this.partsLength + chunk.length);
    let at = 0;
    while (this.answered < this.queue.length) {
      if (this.need === null) {
        const nl = buffer.indexOf(10, at);
        if (nl < 0) break;
        const header = buffer.toString("utf8", at, nl);
        at = nl + 1;
        const match = /^[0-9a-f]+ \w+ (\d+)$/.exec(header);
        if (!match) {
          this.next().done(null);
          continue;
        }
        this.need = Number(match[1]);
      }
      if (buffer.length - at < this.need + 1) break;
      const end = at + this.need;
      const binary = buffer.subarray(at, Math.min(end, at + 8e3)).includes(0);
      const text = binary ? null : buffer.toString("utf8", at, end);
      at = end + 1;
      this.need = null;
      this.next().done(text);
    }
    const rest = at === 0 ? buffer : buffer.subarray(at);
    this.parts = rest.length === 0 ? [] : [rest];
    this.partsLength = rest.length;
  }
  /** The oldest request not answered yet (there is one). */
  next() {
    const request = this.queue[this.answered];
    this.queue[this.answered++] = void 0;
    if (this.answered === this.queue.length) {
      this.queue = lastingList();
      this.answered = 0;
    }
    return request;
  }
};

// src/outdated/track.ts
function trackFile(index, path, start, exclusion, bridge) {
  let cur = path;
  let last = start;
  let list = index.events.get(path);
  let from = list ? firstAfter(list, start) : 0;
  const final = index.endTree.get(path) ?? null;
  let baseline = bridge ? bridge.blobs.get(path) ?? null : list && from < list.length ? list[from].oldBlob : final;
  if (list && !bridge && !index.renamedAway.has(path)) return unmoved(path, list, from, baseline, final, exclusion);
  let counted = [];
  const renames = lastingList();
  if (bridge) {
    const atMerge = blobAt(index, cur, bridge.pos);
    if (atMerge !== baseline) {
      const renamedAway = atMerge === null ? eventAt(index, cur, bridge.pos, "R-from") : void 0;
      if (renamedAway) {
        counted.push(trackedAs(renamedAway, cur, renamedAway.newBlob));
        renames.push({ from: cur, to: renamedAway.other, pos: bridge.pos });
        cur = renamedAway.other;
      } else {
        counted.push(new WalkEvent(bridge.pos, baseline === null ? "A" : atMerge === null ? "D" : "M", baseline, atMerge, void 0, cur));
      }
    }
    last = bridge.pos;
    list = index.events.get(cur);
    from = list ? firstAfter(list, last) : 0;
  }
  for (let guard = 0; guard < 1e3; guard++) {
    if (!list) break;
    let moved = false;
    for (let i = from; i < list.length; i++) {
      const event = list[i];
      if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, cur, event)) {
        counted = counted.filter((e) => e.status === "R-from");
        if (event.status === "R-from") {
          cur = event.other;
          baseline = blobAt(index, cur, event.pos);
          last = event.pos;
          moved = true;
          break;
        }
        baseline = event.newBlob;
        continue;
      }
      counted.push(event.status === "R-from" ? trackedAs(event, cur, blobAt(index, event.other, event.pos)) : tracked(event, cur));
      if (event.status === "R-from") {
        renames.push({ from: cur, to: event.other, pos: event.pos });
        cur = event.other;
        last = event.pos;
        moved = true;
        break;
      }
    }
    if (!moved) break;
    list = index.events.get(cur);
    from = list ? firstAfter(list, last) : 0;
  }
  return { startPath: path, endPath: cur, baseline, final: index.endTree.get(cur) ?? null, counted, renames };
}
function unmoved(path, list, from, baseline, final, exclusion) {
  if (exclusion) {
    let last = -1;
    for (let i = Math.max(from, firstAfter(list, exclusion.pos - 1)); i < list.length && list[i].pos === exclusion.pos; i++) if (isOwnChange(exclusion, path, list[i])) last = i;
    if (last >= 0) {
      baseline = list[last].newBlob;
      from = last + 1;
    }
  }
  return { startPath: path, endPath: path, baseline, final, counted: list.slice(from), renames: lastingList() };
}
function isOwnChange(exclusion, path, event) {
  if (!exclusion.blobs) return true;
  return (exclusion.blobs.get(path) ?? null) === event.newBlob;
}
function eventAt(index, path, pos, status) {
  const list = index.events.get(path) ?? [];
  for (let i = firstAfter(list, pos - 1); i < list.length && list[i].pos === pos; i++) if (list[i].status === status) return list[i];
  return void 0;
}
var folderHistories = /* @__PURE__ */ new WeakMap();
function folderHistory(index, dir, start) {
  let byDir = folderHistories.get(index);
  if (!byDir) folderHistories.set(index, byDir = /* @__PURE__ */ new Map());
  let history = byDir.get(dir);
  if (!history || history.from > start) {
    const events = [];
    const paths = history?.paths ?? pathsUnder(index.eventPaths, dir);
    for (const path of paths) collect2(index, path, start, void 0, events);
    dropInnerMoves(events, (p) => p.startsWith(`${dir}/`));
    events.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    history = { from: start, paths, events, filesAtEnd: history?.filesAtEnd ?? pathsUnder(index.endPaths, dir).length };
    byDir.set(dir, history);
  }
  return history;
}
function trackFolder(index, dir, start, exclusion) {
  const history = folderHistory(index, dir, start);
  const events = history.events;
  const counted = events.slice(firstAfter(events, start));
  if (exclusion && exclusion.pos > start) {
    const own = firstAfter(counted, exclusion.pos - 1);
    let end = own;
    while (end < counted.length && counted[end].pos === exclusion.pos) end++;
    if (end > own) {
      const kept = counted.slice(own, end).filter((e) => !isOwnChange(exclusion, e.path, e));
      counted.splice(own, end - own, ...kept);
    }
  }
  const { filesAtEnd, paths } = history;
  let movedTo = null;
  if (filesAtEnd === 0) {
    const targets = /* @__PURE__ */ new Set();
    for (const e of counted) {
      if (e.status !== "R-from" || !e.other) continue;
      const rest = e.path.slice(dir.length);
      targets.add(e.other.endsWith(rest) ? e.other.slice(0, e.other.length - rest.length) : "\0");
    }
    const [only] = targets;
    if (targets.size === 1 && only && only !== "\0" && pathsUnder(index.endPaths, only).length > 0) movedTo = only;
  }
  return { filesAtEnd, counted, paths, movedTo };
}
function trackGlob(index, matcher, start, exclusion) {
  const counted = [];
  for (const path of index.eventPaths) if (matcher.test(path)) collect2(index, path, start, exclusion, counted);
  dropInnerMoves(counted, (p) => matcher.test(p));
  return counted.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function collect2(index, path, start, exclusion, into) {
  const list = index.events.get(path);
  for (let i = firstAfter(list, start); i < list.length; i++) {
    const event = list[i];
    if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, path, event)) continue;
    into.push(tracked(event, path));
  }
}
function tracked(event, path) {
  return event.path === path ? event : trackedAs(event, path, event.newBlob);
}
function trackedAs(event, path, newBlob) {
  return new WalkEvent(event.pos, event.status, event.oldBlob, newBlob, event.other, path);
}
function dropInnerMoves(events, inside) {
  let w = 0;
  for (const e of events) if (!(e.status === "R-to" && e.other && inside(e.other))) events[w++] = e;
  events.length = w;
}

// src/outdated/statement-tokens.ts
var STATEMENT_LINES = 50;
var ANCHOR = "\0";
function stringEnd(text, p, lineEnd) {
  const quote = text.charCodeAt(p);
  for (let q = p + 1; q < lineEnd; q++) {
    const c = text.charCodeAt(q);
    if (c === 92) q++;
    else if (c === quote) return q;
  }
  return -1;
}
var isWordChar2 = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 36;
var isSpace = (c) => c === 32 || c >= 9 && c <= 13;
function tokenize(text, from, to, at, length, code) {
  const tokens = [];
  const anchors = [];
  let commented = false;
  let next = 0;
  const anchor = () => {
    anchors.push(tokens.length);
    tokens.push(ANCHOR);
    next++;
  };
  let p = from;
  while (p < to) {
    if (next < at.length && p === at[next]) {
      anchor();
      p += length;
      continue;
    }
    const c = text.charCodeAt(p);
    const comment = code === null ? -1 : commentEnd(text, p, to, code);
    if (comment >= 0) {
      commented = true;
      while (next < at.length && at[next] < comment) {
        anchors.push(-1);
        next++;
      }
      p = comment;
    } else if (isSpace(c)) {
      p++;
    } else if (c === 34 || c === 39 || c === 96) {
      const lineEnd = text.indexOf("\n", p);
      const close = stringEnd(text, p, lineEnd < 0 || lineEnd > to ? to : lineEnd);
      if (close < 0) {
        tokens.push(text[p]);
        p++;
        continue;
      }
      let piece = '"';
      for (let q = p + 1; q < close; ) {
        if (next < at.length && q === at[next]) {
          tokens.push(piece);
          anchor();
          piece = "";
          q += length;
        } else {
          piece += text[q];
          q++;
        }
      }
      tokens.push(piece + '"');
      p = close + 1;
    } else if (isWordChar2(c)) {
      let q = p + 1;
      while (q < to && isWordChar2(text.charCodeAt(q)) && !(next < at.length && q === at[next])) q++;
      tokens.push(text.slice(p, q));
      p = q;
    } else {
      tokens.push(text[p]);
      p++;
    }
  }
  return { tokens, anchors, commented };
}
function commentEnd(text, p, to, code) {
  const c = text.charCodeAt(p);
  const lineEnd = () => {
    const nl = text.indexOf("\n", p);
    return nl < 0 || nl > to ? to : nl;
  };
  if (code === "slash") {
    if (c !== 47) return -1;
    const d = text.charCodeAt(p + 1);
    if (d === 47) return lineEnd();
    if (d !== 42) return -1;
    const close = text.indexOf("*/", p + 2);
    return close < 0 || close + 2 > to ? to : close + 2;
  }
  if (code === "dash") return c === 45 && text.charCodeAt(p + 1) === 45 ? lineEnd() : -1;
  return c === 35 && (p === 0 || isSpace(text.charCodeAt(p - 1))) ? lineEnd() : -1;
}
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);

// src/outdated/declarations.ts
var DECLARING = new Set("function def fn func fun sub proc method macro defp defmacro class struct interface trait enum type module impl union record".split(" "));
var BEFORE_EXPRESSION = new Set(
  "return await yield new throw raise typeof instanceof in of case else do if elif while for until unless not and or when then match switch range try go defer assert print puts echo delete is with from default".split(" ")
);
var INERT_MODIFIERS = new Set("export default public private protected internal pub readonly override final declare".split(" "));
var isWord = (t) => t !== ANCHOR && isWordChar2(t.charCodeAt(0));
function closing(tokens, open) {
  for (let i = open + 1, depth = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}
function isCall(tokens, index, close, braceFollows) {
  let p = index - 1;
  let member = false;
  while (p >= 0 && (tokens[p] === "." || tokens[p] === ":" && tokens[p - 1] === ":")) {
    member = true;
    p -= tokens[p] === "." ? 1 : 2;
    if (p >= 0 && isWord(tokens[p])) p--;
    else break;
  }
  const before = p >= 0 ? tokens[p] : "";
  if (DECLARING.has(before)) return false;
  if (member) return true;
  const after = close + 1 < tokens.length ? tokens[close + 1] : braceFollows ? "{" : "";
  const expression = BEFORE_EXPRESSION.has(before) || (before === "&" || before === "|") && tokens[p - 1] === before;
  if (after === "{") return expression;
  if (isWord(before)) return expression;
  if (before === ">") return tokens[p - 1] === "=" || tokens[p - 1] === "-";
  if (expression) return true;
  if (before === ")" || before === "]" || before === "*" || before === "&") return false;
  const statementStart2 = before === "" || before === ";" || before === "{" || before === "}" || before === ",";
  if (statementStart2 && (after === ":" || after === "-" || after === "=" || isWord(after))) return false;
  return true;
}
function loosening(tokens, anchors, speaksOf, braceFollows, commands) {
  const drop = new Uint8Array(tokens.length);
  const calls = [];
  const modifiers = [];
  for (const index of anchors) {
    const dropped = [];
    let call = false;
    if (index >= 0) {
      const close = tokens[index + 1] === "(" ? closing(tokens, index + 1) : -1;
      if (close > 0 && isCall(tokens, index, close, braceFollows)) {
        for (let i = index + 2; i < close; i++) {
          if (spoken(tokens[i], speaksOf)) continue;
          drop[i] = 1;
          call = true;
        }
      } else if (commands !== null && isCommand(tokens, index) && commands()) {
        for (let i = index + 1; i < tokens.length && !ENDS_COMMAND.has(tokens[i]); i++) {
          if (spoken(tokens[i], speaksOf)) continue;
          drop[i] = 1;
          call = true;
        }
      } else {
        for (let i = index - 1; i >= 0 && isWord(tokens[i]); i--) {
          if (!INERT_MODIFIERS.has(tokens[i])) continue;
          drop[i] = 1;
          dropped.push(tokens[i]);
        }
        const body = functionBody(tokens, index, close, anchors);
        if (body !== null) for (let i = body[0]; i < body[1]; i++) drop[i] = 1;
      }
    }
    calls.push(call);
    modifiers.push(dropped.reverse());
  }
  return { drop, calls, modifiers };
}
var DECLARING_TYPE = new Set("class struct interface trait enum type module impl union record object extension protocol defmodule".split(" "));
function functionBody(tokens, index, close, anchors) {
  if (DECLARING_TYPE.has(tokens[index - 1] ?? "")) return null;
  let from;
  if (close > 0) from = close + 1;
  else if (isFunctionValue(tokens, index)) from = index + 1;
  else return null;
  for (let i = from, depth = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === "{" && depth === 0) {
      const end = closing(tokens, i);
      if (end < 0 || anchors.some((a) => a > i && a < end)) return null;
      return [i + 1, end];
    }
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) {
      if (depth === 0) return null;
      depth--;
    } else if (depth === 0 && (t === ";" || t === ",")) return null;
  }
  return null;
}
var ENDS_COMMAND = new Set(";&|<>(){}`".split("").concat("if unless while until and or do then rescue".split(" ")));
var BEFORE_COMMAND = /* @__PURE__ */ new Set(["", ";", "{", "(", "&", "|", "`", "then", "do", "else"]);
function isCommand(tokens, index) {
  if (!BEFORE_COMMAND.has(tokens[index - 1] ?? "")) return false;
  const next = tokens[index + 1];
  if (next === void 0 || next === ANCHOR) return false;
  const c = next.charCodeAt(0);
  return isWordChar2(c) || c === 34 || c === 36 || c === 45 && tokens[index + 2] !== "=" || c === 58 && isWord(tokens[index + 2] ?? "");
}
function declaresCommand(text, needle, ruby) {
  const name = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const declaration = ruby ? new RegExp(`\\bdef\\s+(?:self\\.)?${name}(?![\\w?!])`) : new RegExp(`(?:^|\\n)\\s*(?:function\\s+${name}(?![\\w-])|${name}\\s*\\(\\s*\\))`);
  return declaration.test(text);
}
function spoken(token, speaksOf) {
  if (isWord(token)) return speaksOf(token);
  if (token.length < 2 || token === ANCHOR) return false;
  for (const w of token.split(/[^A-Za-z0-9_$]+/)) if (w !== "" && speaksOf(w)) return true;
  return false;
}
var DECLARING_FUNCTION = new Set("def function fn func fun sub proc defp".split(" "));
var BINDING = new Set("const let var export static readonly public private protected".split(" "));
function declarationEnd(text, start, term, code) {
  let lineEnd = text.indexOf("\n", start);
  if (lineEnd < 0) lineEnd = text.length;
  const raw = text.slice(start, lineEnd);
  for (let p = findNeedle(raw, term, 0); p >= 0; p = findNeedle(raw, term, p + term.needle.length)) {
    const end = parametersEnd(text, start + p + term.needle.length, lineEnd);
    if (end < 0) continue;
    const { tokens, anchors } = tokenize(text, start, end, [start + p], term.needle.length, code);
    const index = anchors[0];
    if (index === void 0 || index < 0) continue;
    if (tokens[index + 1] === "(") {
      const close = closing(tokens, index + 1);
      if (close > 0 && !isCall(tokens, index, close, /^\s*\{/.test(text.slice(end, end + 80)))) return end;
    } else if (afterDeclaringWord(tokens, index) || isFunctionValue(tokens, index) || declaresType(tokens, index)) {
      return end;
    }
  }
  return -1;
}
function declaresType(tokens, index) {
  if (DECLARING_TYPE.has(tokens[index - 1] ?? "")) return true;
  for (let i = 0; i < index; i++) {
    if (tokens[i] === "{" || tokens[i] === "=" || tokens[i] === ";") return false;
    if (tokens[i] === "impl") return true;
  }
  return false;
}
function afterDeclaringWord(tokens, index) {
  let p = index - 1;
  if (tokens[p] === "." && p >= 1 && isWord(tokens[p - 1])) p -= 2;
  return p >= 0 && DECLARING_FUNCTION.has(tokens[p]);
}
function parametersEnd(text, from, lineEnd) {
  let open = -1;
  for (let p = from; p < lineEnd; p++) {
    const c = text.charCodeAt(p);
    if (c === 40) {
      open = p;
      break;
    }
    if (c === 34 || c === 39 || c === 96 || c === 123) return lineEnd;
  }
  if (open < 0) return lineEnd;
  let depth = 0;
  let end = lineEnd;
  for (let lines = 0, p = open; lines < STATEMENT_LINES; lines++) {
    for (; p < end; p++) {
      const c = text.charCodeAt(p);
      if (c === 40 || c === 91 || c === 123) depth++;
      else if ((c === 41 || c === 93 || c === 125) && --depth === 0) return end;
      else if (c === 34 || c === 39 || c === 96) {
        const close = stringEnd(text, p, end);
        if (close >= 0) p = close;
      }
    }
    if (end >= text.length) return -1;
    p = end + 1;
    end = text.indexOf("\n", p);
    if (end < 0) end = text.length;
  }
  return -1;
}
function isFunctionValue(tokens, index) {
  let p = index - 1;
  while (p >= 1 && tokens[p] === "." && isWord(tokens[p - 1])) p -= 2;
  const before = p >= 0 ? tokens[p] : "";
  if (!(before === "" || before === "," || before === "{" || before === ";" || BINDING.has(before))) return false;
  let q = index + 1;
  const binds = (i) => tokens[i] === "=" && tokens[i + 1] !== "=" && tokens[i + 1] !== ">" || tokens[i] === ":" && tokens[i + 1] !== ":";
  if (!binds(q)) return false;
  if (tokens[q] === ":" && BINDING.has(before)) {
    for (let depth = 0; q < tokens.length; q++) {
      const t = tokens[q];
      if (OPEN.has(t) || t === "<") depth++;
      else if (CLOSE.has(t) || t === ">" && tokens[q - 1] !== "=") depth--;
      else if (depth === 0 && t === "=" && binds(q)) break;
    }
    if (q >= tokens.length) return false;
  }
  q++;
  if (tokens[q] === "async") q++;
  if (tokens[q] === "function") return true;
  const arrow = (i) => tokens[i] === "=" && tokens[i + 1] === ">";
  if (isWord(tokens[q] ?? "")) return arrow(q + 1);
  if (tokens[q] !== "(") return false;
  const close = closing(tokens, q);
  if (close < 0) return false;
  if (arrow(close + 1)) return true;
  if (tokens[close + 1] !== ":") return false;
  for (let i = close + 2, depth = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) depth--;
    else if (depth === 0 && arrow(i)) return true;
  }
  return false;
}
function opensArguments(raw, needle) {
  for (let at = raw.indexOf(needle); at >= 0; at = raw.indexOf(needle, at + 1)) {
    let next = at + needle.length;
    if (raw.charCodeAt(next) === 32) next++;
    const c = raw.charCodeAt(next);
    if (c === 40 || c === 60) return true;
  }
  return false;
}
var mayDeclare = (raw, needle) => opensArguments(raw, needle) || raw.includes("=>") || raw.includes("function") || raw.includes("def ") || raw.includes("impl") && RUST_IMPL.test(raw) || afterTypeWord(raw, needle);
var RUST_IMPL = /^\s*(?:unsafe\s+)?impl\b/;
function afterTypeWord(raw, needle) {
  for (let at = raw.indexOf(needle); at > 0; at = raw.indexOf(needle, at + 1)) {
    let end = at;
    while (end > 0 && (raw.charCodeAt(end - 1) === 32 || raw.charCodeAt(end - 1) === 9)) end--;
    if (end === at) continue;
    let from = end;
    while (from > 0 && isWordChar2(raw.charCodeAt(from - 1))) from--;
    if (end - from >= 4 && end - from <= 9 && DECLARING_TYPE.has(raw.slice(from, end))) return true;
  }
  return false;
}
function matchDeclaration(before, start, after, term, code, sameLine) {
  let lineEnd = before.indexOf("\n", start);
  if (lineEnd < 0) lineEnd = before.length;
  if (!mayDeclare(before.slice(start, lineEnd), term.needle) || declarationEnd(before, start, term, code) < 0) return null;
  const olds = functionDeclarations(before, term, code, sameLine);
  const k = olds.findIndex((d) => d.start === start);
  if (k < 0) return null;
  const news = functionDeclarations(after, term, code, sameLine);
  return olds.length === news.length ? [olds[k], news[k]] : null;
}
function functionDeclarations(text, term, code, sameLine) {
  const out = [];
  for (let at = findNeedle(text, term, 0); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf("\n", at - 1) + 1 : 0;
    let lineEnd = text.indexOf("\n", at);
    if (lineEnd < 0) lineEnd = text.length;
    const raw = text.slice(start, lineEnd);
    if ((sameLine === null || sameLine(raw)) && mayDeclare(raw, term.needle)) {
      const end = declarationEnd(text, start, term, code);
      if (end >= 0) out.push({ start, end });
    }
    at = findNeedle(text, term, lineEnd);
  }
  return out;
}
function gainedOnlyOptionalParameters(before, old, after, now, term, code) {
  const was = parameterList(before.slice(old.start, old.end), term);
  const is = parameterList(after.slice(now.start, now.end), term);
  if (was === null || is === null || is.parameters.length <= was.parameters.length) return false;
  if (was.head !== is.head || was.tail !== is.tail) return false;
  for (let i = 0; i < was.parameters.length; i++) if (squeeze(was.parameters[i]) !== squeeze(is.parameters[i])) return false;
  for (let i = was.parameters.length; i < is.parameters.length; i++) if (!optionalParameter(is.parameters[i], code)) return false;
  return true;
}
var squeeze = (text) => text.replace(/\s+/g, "");
function parameterList(text, term) {
  const at = findNeedle(text, term, 0);
  if (at < 0) return null;
  const open = text.indexOf("(", at + term.needle.length);
  if (open < 0) return null;
  const parameters = [];
  let from = open + 1;
  for (let p = from, depth = 0; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const last = text.slice(from, p).replace(/\s+/g, " ").trim();
      if (last !== "") parameters.push(last);
      return { head: squeeze(text.slice(0, open)), tail: squeeze(text.slice(p + 1)), parameters };
    } else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(text, p, text.length);
      if (close >= 0) p = close;
    } else if (c === 44 && depth === 0) {
      parameters.push(text.slice(from, p).replace(/\s+/g, " ").trim());
      from = p + 1;
    }
  }
  return null;
}
function optionalParameter(parameter, code) {
  if (parameter === "*" && code === "python") return true;
  if (/^\*{1,2}[A-Za-z_]\w*(?:\s*:.*)?$/.test(parameter)) return true;
  if (/^(?:vararg|params)\s/.test(parameter)) return true;
  if (/^(?:[\w$]+\s+)*[\w$]+\?\s*:/.test(parameter)) return true;
  if (code === "ruby" && (/^&\w+$/.test(parameter) || /^\w+:\s*\S/.test(parameter))) return true;
  for (let p = 0, depth = 0; p < parameter.length; p++) {
    const c = parameter.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth--;
    else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(parameter, p, parameter.length);
      if (close < 0) return false;
      p = close;
    } else if (depth === 0 && c === 46 && parameter.startsWith("...", p)) return true;
    else if (depth === 0 && c === 61) {
      const previous = parameter.charCodeAt(p - 1);
      const next = parameter.charCodeAt(p + 1);
      if (next !== 61 && next !== 62 && previous !== 61 && previous !== 60 && previous !== 62 && previous !== 33 && previous !== 58) return true;
    }
  }
  return false;
}

// src/outdated/restated.ts
function restatements(before, after, lines, reader = { code: null, said: "" }) {
  const out = [];
  if (lines.every((l) => l.terms.some((t) => findNeedle(after, t, 0) < 0))) {
    for (let i = 0; i < lines.length; i++) out.push(null);
    return out;
  }
  let versions = null;
  const verdicts = /* @__PURE__ */ new Map();
  let stated = null;
  const speaksOf = (word) => (stated ??= statedWords(reader.said)).has(word);
  const loosen = reader.code === null ? null : speaksOf;
  const restatement = (line, terms) => {
    let kind = "format";
    let detail = "";
    for (const term of terms) {
      let verdict = verdicts.get(term);
      if (!verdict) verdicts.set(term, verdict = compare(...versions ??= [new Version(before, reader.code), new Version(after, reader.code)], term, loosen));
      const said = verdict.byLine.get(line - 1);
      if (!said) {
        if (!verdict.commentLines.has(line - 1) || findNeedle(after, term, 0) < 0) return null;
        if (kind === "format" || kind === "list") kind = "comment";
        continue;
      }
      for (const s of said) {
        if ((verdict.missing.get(s.reduced) ?? 0) > 0) {
          if (s.loose === null) return null;
          if ((verdict.looseMissing.get(s.loose) ?? 0) > 0) {
            const form = s.site === null ? "" : s.site.form();
            const into = form === "" || statesAny(s.site.context(), speaksOf) ? void 0 : verdict.movedIn.get(form);
            if (into === void 0) return null;
            const [old, now] = versions ??= [new Version(before, reader.code), new Version(after, reader.code)];
            const member = s.site.member();
            const to = into.findIndex((m) => !statesAny(m.site.context(), speaksOf) && (m.site.member() === member || extractedInto(old, line - 1, now, m.line, term, reader.code)));
            if (to < 0) return null;
            into.splice(to, 1);
            if (kind !== "call") kind = "moved";
          } else if (s.call) kind = "call";
          else if (kind !== "call" && kind !== "moved") {
            const change = modifierChange(s.modifiers, verdict.looseModifiers.get(s.loose) ?? []);
            if (change !== "") {
              kind = "modifier";
              detail = change;
            }
          }
        } else if (!verdict.layouts.has(s.full) && kind === "format") kind = "list";
        else if (s.commented && kind === "format" && !verdict.bare.has(s.full)) kind = "comment";
      }
    }
    return { kind, detail };
  };
  for (const { line, terms } of lines) out.push(restatement(line, terms));
  return out;
}
function compare(old, now, term, speaksOf) {
  const byLine = /* @__PURE__ */ new Map();
  const missing = /* @__PURE__ */ new Map();
  const looseMissing = /* @__PURE__ */ new Map();
  const commentLines = /* @__PURE__ */ new Set();
  old.said(term, speaksOf, (line, s) => {
    const list = byLine.get(line);
    if (list) list.push(s);
    else byLine.set(line, [s]);
    missing.set(s.reduced, (missing.get(s.reduced) ?? 0) + 1);
    if (s.loose !== null) looseMissing.set(s.loose, (looseMissing.get(s.loose) ?? 0) + 1);
  }, (line) => commentLines.add(line));
  const layouts = /* @__PURE__ */ new Set();
  const bare = /* @__PURE__ */ new Set();
  const looseModifiers = /* @__PURE__ */ new Map();
  const movedIn = /* @__PURE__ */ new Map();
  now.said(term, speaksOf, (line, s) => {
    const n = missing.get(s.reduced);
    if (n !== void 0) missing.set(s.reduced, n - 1);
    if (s.loose !== null) {
      const m = looseMissing.get(s.loose);
      if (m !== void 0) looseMissing.set(s.loose, m - 1);
      const form = (m === void 0 || m <= 0) && s.site !== null ? s.site.form() : "";
      if (form !== "") {
        const into = movedIn.get(form);
        const at = { line, site: s.site };
        if (into) into.push(at);
        else movedIn.set(form, [at]);
      }
      if (!looseModifiers.has(s.loose)) looseModifiers.set(s.loose, s.modifiers);
    }
    layouts.add(s.full);
    if (!s.commented) bare.add(s.full);
  }, () => {
  });
  return { byLine, missing, looseMissing, looseModifiers, layouts, bare, commentLines, movedIn };
}
function modifierChange(before, after) {
  const gained = after.filter((m) => !before.includes(m));
  const lost = before.filter((m) => !after.includes(m));
  return [gained.length > 0 ? `gained ${gained.join(", ")}` : "", lost.length > 0 ? `lost ${lost.join(", ")}` : ""].filter(Boolean).join(", ");
}
var NOT_STATED = new Set(
  "a an the and or not of to in on at by as is it be if do no so for from with this that then than into onto its new self await async function return typeof void yield const let var true false null undefined none nil".split(" ")
);
function statedWords(text) {
  const words = /* @__PURE__ */ new Set();
  for (const w of text.split(/[^A-Za-z0-9_$]+/)) if (w !== "" && (w.length > 1 || /\d/.test(w)) && !NOT_STATED.has(w.toLowerCase())) words.add(w);
  return words;
}
var Version = class {
  constructor(text, code = null) {
    this.text = text;
    this.code = code;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) this.starts.push(nl + 1);
    this.depths = new Int32Array(this.starts.length + 1).fill(-1);
  }
  text;
  code;
  starts = [0];
  /** Depth at the start of each line (-1 until measured), and one more entry for the end of the text. */
  depths;
  /** Per term's needle, whether the file declares it as a function it may call without parentheses. */
  commands = /* @__PURE__ */ new Map();
  /** Calls `each` with what every occurrence of the term says, and its 0-based line (loose forms when `speaksOf` is given). */
  said(term, speaksOf, each, inComment) {
    const byStatement = /* @__PURE__ */ new Map();
    let line = 0;
    for (let at = findNeedle(this.text, term, 0); at >= 0; at = findNeedle(this.text, term, at + term.needle.length)) {
      while (line + 1 < this.starts.length && this.starts[line + 1] <= at) line++;
      const [first, last] = this.statement(line);
      const key = `${first}:${last}`;
      const group = byStatement.get(key);
      if (group) {
        group.at.push(at);
        group.lines.push(line);
      } else {
        byStatement.set(key, { first, last, at: [at], lines: [line] });
      }
    }
    for (const { first, last, at, lines } of byStatement.values()) {
      const from = this.starts[first];
      const to = last + 1 < this.starts.length ? this.starts[last + 1] : this.text.length;
      const { tokens, anchors, commented } = tokenize(this.text, from, to, at, term.needle.length, this.code);
      const full = finish(tokens, null);
      if (speaksOf === null) {
        anchors.forEach((index, k) => {
          if (index < 0) inComment(lines[k]);
          else each(lines[k], { reduced: finish(tokens, reduceAround(tokens, index)), full, loose: null, call: false, modifiers: [], commented, site: null });
        });
        continue;
      }
      const commands = this.code === "hash" || this.code === "ruby" ? () => this.declaresCommand(term) : null;
      const looser = loosening(tokens, anchors, speaksOf, /^\s*\{/.test(this.text.slice(to, to + 80)), commands);
      anchors.forEach((index, k) => {
        if (index < 0) return inComment(lines[k]);
        const drop = reduceAround(tokens, index);
        const reduced = finish(tokens, drop);
        for (let i = 0; i < drop.length; i++) if (looser.drop[i]) drop[i] = 1;
        const call = looser.calls[k];
        each(lines[k], {
          reduced,
          full,
          loose: finish(tokens, drop),
          call,
          modifiers: looser.modifiers[k],
          commented,
          site: call ? new CallSite(tokens, index, looser.drop) : null
        });
      });
    }
  }
  /** Whether this shell script or Ruby file declares the term as a function (declaresCommand), asked once per term. */
  declaresCommand(term) {
    let known = this.commands.get(term.needle);
    if (known === void 0) {
      known = declaresCommand(this.text, term.needle, this.code === "ruby");
      this.commands.set(term.needle, known);
    }
    return known;
  }
  get lineCount() {
    return this.starts.length;
  }
  startOf(n) {
    return this.starts[n];
  }
  /** The 0-based line `n`, as written. */
  lineText(n) {
    const end = n + 1 < this.starts.length ? this.starts[n + 1] - 1 : this.text.length;
    return this.text.slice(this.starts[n], end);
  }
  /** The lines of the statement holding `line`: from the last line starting outside brackets to where they close. */
  statement(line) {
    let first = line;
    while (this.depthAt(first) > 0 && line - first < STATEMENT_LINES) first--;
    let last = line;
    while (this.depthAt(last + 1) > 0 && last - line < STATEMENT_LINES) last++;
    if (this.depthAt(first) > 0 || this.depthAt(last + 1) > 0) return [line, line];
    return [first, last];
  }
  /** Bracket depth at the start of `line` (strings skipped, stray closers ignored); past the last line, at the end. */
  depthAt(line) {
    const n = this.starts.length;
    const target = Math.min(line, n);
    let from = target;
    while (from > 0 && this.depths[from] < 0 && !this.topLevel(from)) from--;
    let depth = Math.max(0, this.depths[from]);
    for (let i = from; i < target; i++) {
      this.depths[i] = depth;
      depth = this.topLevel(i + 1) ? 0 : depthAfter(this.text, this.starts[i], i + 1 < n ? this.starts[i + 1] - 1 : this.text.length, depth);
    }
    this.depths[target] = depth;
    return depth;
  }
  topLevel(line) {
    const at = line < this.starts.length ? this.starts[line] : this.text.length;
    if (at >= this.text.length) return false;
    const c = this.text.charCodeAt(at);
    return !isSpace(c) && c !== 41 && c !== 93 && c !== 125;
  }
};
function depthAfter(text, from, end, depth) {
  for (let p = from; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth = depth > 0 ? depth - 1 : 0;
    else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(text, p, end);
      if (close >= 0) p = close;
    }
  }
  return depth;
}
function reduceAround(tokens, index) {
  const drop = new Uint8Array(tokens.length);
  let pos = index;
  for (; ; ) {
    let open = -1;
    for (let i = pos - 1, depth = 0; i >= 0; i--) {
      const t = tokens[i];
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) {
        if (depth === 0) {
          open = i;
          break;
        }
        depth--;
      }
    }
    let close = tokens.length;
    for (let i = pos, depth = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) {
        if (depth === 0) {
          close = i;
          break;
        }
        depth--;
      }
    }
    const list = open < 0 ? importList(tokens, pos) : null;
    const separates = (t) => t === ";" || (open >= 0 || list !== null) && t === ",";
    const from = list ? list.keyword : open;
    let start = from + 1;
    for (let i = pos - 1, depth = 0; i > from; i--) {
      const t = tokens[i];
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        start = i + 1;
        break;
      }
    }
    let end = close;
    for (let i = pos, depth = 0; i < close; i++) {
      const t = tokens[i];
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        end = i;
        break;
      }
    }
    for (let i = open + 1; i < start; i++) if (!list || i < list.statement || i > list.keyword) drop[i] = 1;
    for (let i = end; i < close; i++) drop[i] = 1;
    if (open < 0) return drop;
    pos = open;
  }
}
function importList(tokens, pos) {
  let statement = 0;
  let keyword = -1;
  for (let i = pos - 1, depth = 0; i >= 0; i--) {
    const t = tokens[i];
    if (CLOSE.has(t)) depth++;
    else if (OPEN.has(t)) depth--;
    else if (depth === 0 && t === ";") {
      statement = i + 1;
      break;
    } else if (depth === 0 && t === "import" && keyword < 0) keyword = i;
  }
  if (keyword < 0) return null;
  if (tokens[statement] === "from") return keyword > statement ? { statement, keyword } : null;
  if (keyword !== statement) return null;
  for (let i = pos + 1, depth = 0; i < tokens.length && tokens[i] !== ";"; i++) {
    const t = tokens[i];
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) depth--;
    else if (depth === 0 && t === "from") return null;
  }
  return { statement, keyword };
}
function finish(tokens, drop) {
  const kept = drop ? tokens.filter((_, i) => drop[i] === 0) : [...tokens];
  const out = [];
  for (let i = 0; i < kept.length; i++) {
    const t = kept[i];
    if ((t === "," || t === ";") && (i + 1 === kept.length || CLOSE.has(kept[i + 1]) || kept[i + 1] === ";" || kept[i + 1] === ",")) continue;
    out.push(t);
  }
  return out.join("");
}
function callForm(tokens, index, drop) {
  if (tokens[index + 1] !== "(") return "";
  let from = index;
  if (tokens[from - 1] === "new") from--;
  else if (tokens[from - 1] === "." && from >= 2) from -= 2;
  const kept = [];
  for (let i = from, depth = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (drop[i] === 0 || i <= index + 1) kept.push(t);
    if (i > index && OPEN.has(t)) depth++;
    else if (i > index && CLOSE.has(t) && --depth === 0) return kept.join("");
  }
  return "";
}
function statesAny(context, speaksOf) {
  for (const token of context.split("")) if (!/^\d/.test(token) && spoken(token.replace(/\b\d[\w.]*/g, ""), speaksOf)) return true;
  return false;
}
var CONTROL = new Set("if else elif elsif for foreach while until unless switch case catch when match do try with".split(" "));
function callContext(tokens, index) {
  const parts = [];
  let stop = statementEnd(tokens, index);
  for (let at = index; ; ) {
    const start = statementStart(tokens, at);
    for (let i = start; i < stop; i++) parts.push(tokens[i]);
    if (start === 0 || tokens[start - 1] !== "{") break;
    const header = statementStart(tokens, start - 1);
    if (!CONTROL.has(tokens[header] ?? "")) break;
    stop = start - 1;
    at = start - 1;
  }
  return parts.join("");
}
function statementStart(tokens, at) {
  for (let i = at - 1, depth = 0; i >= 0; i--) {
    const t = tokens[i];
    if (t === ")" || t === "]") depth++;
    else if (t === "(" || t === "[") {
      if (depth > 0) depth--;
    } else if (depth === 0 && (t === ";" || t === "{" || t === "}")) return i + 1;
  }
  return 0;
}
function statementEnd(tokens, index) {
  let end = index + 1;
  for (let depth = 0; end < tokens.length; end++) {
    const t = tokens[end];
    if (depth === 0 && (t === ";" || t === "{")) break;
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t) && --depth < 0) break;
  }
  return end;
}
function callMember(tokens, index, drop) {
  const kept = [];
  for (let i = statementStart(tokens, index), end = statementEnd(tokens, index); i < end; i++) if (drop[i] === 0) kept.push(tokens[i]);
  return kept.join("");
}
var CallSite = class {
  constructor(tokens, index, drop) {
    this.tokens = tokens;
    this.index = index;
    this.drop = drop;
  }
  tokens;
  index;
  drop;
  /** The call alone, as loosened (`new ␀()`); empty for a call without parentheses. */
  form() {
    return callForm(this.tokens, this.index, this.drop);
  }
  context() {
    return callContext(this.tokens, this.index);
  }
  member() {
    return callMember(this.tokens, this.index, this.drop);
  }
};
var indentOf = (line) => line.length - line.trimStart().length;
function extractedInto(old, oldLine, now, newLine, term, code) {
  const raw = old.lineText(oldLine);
  let callStart = -1;
  let close = -1;
  for (let at = findNeedle(raw, term, 0); at >= 0 && close < 0; at = findNeedle(raw, term, at + term.needle.length)) {
    if (raw.charCodeAt(at + term.needle.length) !== 40) continue;
    for (let p = at + term.needle.length, depth = 0; p < raw.length; p++) {
      const c = raw.charCodeAt(p);
      if (c === 40) depth++;
      else if (c === 41 && --depth === 0) {
        close = p;
        break;
      }
    }
    const head = /(?:new\s+|(?:[\w$]+\.)+)$/.exec(raw.slice(0, at));
    callStart = head ? at - head[0].length : at;
  }
  if (close < 0) return false;
  const prefix = raw.slice(0, callStart).trim();
  const suffix = raw.slice(close + 1).trim();
  for (let n = 0; n < now.lineCount; n++) {
    const line = now.lineText(n).trim();
    if (line.length <= prefix.length + suffix.length || !line.startsWith(prefix) || !line.endsWith(suffix)) continue;
    const helper = /^(?:[\w$]+\.)*([A-Za-z_$][\w$]*)\s*\(.*\)$/.exec(line.slice(prefix.length, line.length - suffix.length).trim())?.[1];
    if (helper === void 0 || helper === term.needle) continue;
    const name = { text: helper, needle: helper, kind: "identifier" };
    if (findNeedle(old.text, name, 0) >= 0) continue;
    if (declaredAround(now, newLine, name, code)) return true;
  }
  return false;
}
function declaredAround(version, n, name, code) {
  let indent = indentOf(version.lineText(n));
  for (let d = n - 1; d >= 0 && indent > 0; d--) {
    const line = version.lineText(d);
    if (line.trim() === "" || indentOf(line) >= indent) continue;
    if (declarationEnd(version.text, version.startOf(d), name, code) >= 0) return true;
    indent = indentOf(line);
  }
  return false;
}

// src/outdated/syntax.ts
var SLASH = "ts tsx mts cts js jsx mjs cjs go rs java kt kts scala sc swift c h cc cpp cxx hpp hh cs dart php css scss less jsonc json5 proto groovy gradle zig sol m mm fs v".split(" ");
var HASH = "sh bash zsh fish ksh yml yaml toml pl pm r ex exs nix tf tfvars hcl cmake conf cfg ini properties mk dockerfile ps1 psm1 jl cr coffee tcl awk sed env".split(" ");
var DASH2 = "sql lua hs lhs elm ada adb ads".split(" ");
var PYTHON = "py pyi pyw".split(" ");
var RUBY = "rb rake gemspec".split(" ");
var BY_EXTENSION = new Map([...SLASH.map((e) => [e, "slash"]), ...HASH.map((e) => [e, "hash"]), ...DASH2.map((e) => [e, "dash"]), ...PYTHON.map((e) => [e, "python"]), ...RUBY.map((e) => [e, "ruby"])]);
var HASH_FILES = /* @__PURE__ */ new Set(["makefile", "gnumakefile", "dockerfile", "containerfile", "procfile", "justfile", "pipfile", "caddyfile"]);
var RUBY_FILES = /* @__PURE__ */ new Set(["gemfile", "rakefile", "podfile", "brewfile", "vagrantfile"]);
function codeSyntaxOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  const dot = name.lastIndexOf(".");
  if (dot > 0) return BY_EXTENSION.get(name.slice(dot + 1)) ?? null;
  if (dot === 0) return name === ".babelrc" || name === ".eslintrc" ? null : "hash";
  return HASH_FILES.has(name) ? "hash" : RUBY_FILES.has(name) ? "ruby" : null;
}
function isCommentLine(trimmed, syntax) {
  const c = trimmed.charCodeAt(0);
  if (syntax === "hash" || syntax === "python" || syntax === "ruby") return c === 35;
  if (syntax === "dash") return trimmed.startsWith("--");
  if (c === 47) {
    if (trimmed.charCodeAt(1) === 47) return true;
    if (trimmed.charCodeAt(1) !== 42) return false;
    const close = trimmed.indexOf("*/", 2);
    return close < 0 || close + 2 === trimmed.length;
  }
  return c === 42 && (trimmed.length === 1 || trimmed.charCodeAt(1) === 32 || trimmed.charCodeAt(1) === 47);
}
function inBlockComment(text, start, syntax) {
  if (syntax === "slash") return inSlashBlock(text, start);
  if (syntax === "ruby") {
    const begin = text.startsWith("=begin") ? 0 : text.lastIndexOf("\n=begin", start - 1);
    return begin >= 0 && begin < start && text.lastIndexOf("\n=end", start - 1) < begin;
  }
  if (syntax !== "python") return false;
  let open = -1;
  let quote = "";
  for (let at = 0; at < start; ) {
    const d = text.indexOf('"""', at);
    const s = text.indexOf("'''", at);
    if (open < 0) {
      const next = d < 0 ? s : s < 0 ? d : Math.min(d, s);
      if (next < 0 || next >= start) break;
      open = next;
      quote = text.slice(next, next + 3);
      at = next + 3;
    } else {
      const close = quote === '"""' ? d : s;
      if (close < 0 || close >= start) break;
      open = -1;
      at = close + 3;
    }
  }
  if (open >= 0) {
    const lineStart = text.lastIndexOf("\n", open - 1) + 1;
    return /^\s*[rRuUbB]?$/.test(text.slice(lineStart, open));
  }
  let p = start;
  while (p < text.length && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p++;
  return /^[rRuUbB]?("""|''')/.test(text.slice(p, p + 4));
}
function inSlashBlock(text, start) {
  if (start < 2) return false;
  const open = text.lastIndexOf("/*", start - 2);
  if (open < 0) return false;
  const close = text.indexOf("*/", open + 2);
  if (close >= 0 && close < start) return false;
  if (close >= 0) {
    let lineEnd = text.indexOf("\n", start);
    if (lineEnd < 0) lineEnd = text.length;
    if (close < lineEnd && text.slice(close + 2, lineEnd).trim() !== "") return false;
  }
  const head = text.slice(text.lastIndexOf("\n", open - 1) + 1, open);
  if (head.includes("//")) return false;
  let quote = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (quote !== 0 && c === 92) i++;
    else if (quote === 0 && (c === 34 || c === 39 || c === 96)) quote = c;
    else if (c === quote) quote = 0;
  }
  return quote === 0;
}

// src/outdated/grade.ts
var normalize = (line) => {
  const t = line.trim();
  return t.includes("  ") || t.includes("	") ? t.replace(/\s+/g, " ") : t;
};
function changedShare(before, after) {
  const [start, beforeEnd, afterEnd] = changedRegion(before, after);
  const kept = nonBlankLines(before, 0, start) + nonBlankLines(before, beforeEnd, before.length);
  const removed = /* @__PURE__ */ new Map();
  let beforeSize = kept;
  for (const raw of before.slice(start, beforeEnd).split("\n")) {
    const line = normalize(raw);
    if (!line) continue;
    beforeSize++;
    removed.set(line, (removed.get(line) ?? 0) + 1);
  }
  let afterSize = kept;
  let common = kept;
  for (const raw of after.slice(start, afterEnd).split("\n")) {
    const line = normalize(raw);
    if (!line) continue;
    afterSize++;
    if (common === beforeSize) continue;
    const n = removed.get(line);
    if (n) {
      common++;
      removed.set(line, n - 1);
    }
  }
  if (beforeSize === 0) return afterSize === 0 ? 0 : 1;
  return (beforeSize - common) / beforeSize;
}
function changedRegion(before, after) {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const start = prefix === 0 ? 0 : before.lastIndexOf("\n", prefix - 1) + 1;
  let suffix = 0;
  const room = shorter - start;
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const nl = suffix === 0 ? -1 : before.indexOf("\n", before.length - suffix);
  const tail = nl < 0 ? 0 : before.length - nl - 1;
  return [start, before.length - tail, after.length - tail];
}
function nonBlankLines(text, from, to) {
  let count = 0;
  let blank = true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (!blank) count++;
      blank = true;
    } else if (blank && !isSpace2(c)) {
      blank = false;
    }
  }
  return blank ? count : count + 1;
}
var isSpace2 = (c) => c === 32 || c >= 9 && c <= 13 || c > 127 && /\s/.test(String.fromCharCode(c));
function keptLines(text) {
  const kept = /* @__PURE__ */ new Set();
  for (const raw of text.split("\n")) {
    const line = normalize(raw);
    if (line !== "") kept.add(line);
  }
  return kept;
}
var SEARCHED_LINES_MAX = 8;
function holdsLine(text, line) {
  const word = longestWord(line);
  for (let at = text.indexOf(word); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf("\n", at - 1) + 1 : 0;
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    if (end - start >= line.length && normalize(text.slice(start, end)) === line) return true;
    at = text.indexOf(word, end + 1);
  }
  return false;
}
function longestWord(line) {
  let best = 0;
  let bestEnd = 0;
  for (let from = 0; from <= line.length; ) {
    let space = line.indexOf(" ", from);
    if (space < 0) space = line.length;
    if (space - from > bestEnd - best) {
      best = from;
      bestEnd = space;
    }
    from = space + 1;
  }
  return bestEnd - best === line.length ? line : line.slice(best, bestEnd);
}
var ChangedLine = class {
  constructor(line, text, raw, terms, restated, detail, bodyEnd) {
    this.line = line;
    this.text = text;
    this.raw = raw;
    this.terms = terms;
    this.restated = restated;
    this.detail = detail;
    this.bodyEnd = bodyEnd;
  }
  line;
  text;
  raw;
  terms;
  restated;
  detail;
  bodyEnd;
};
function termMatchers(terms) {
  const matchers = [];
  for (const term of terms) {
    const value = plainKeyValue(term);
    const member = memberOfNamedObject(term);
    const setting = settingOf(term);
    if (value === null) {
      if (member === null) matchers.push({ term, test: (line) => holdsNeedle(line, term), setting });
      else matchers.push({ term, test: (line) => holdsNeedle(line, member) || holdsOutsideMember(line, term), setting });
      continue;
    }
    const asValue = valueTerm(value);
    if (member === null) matchers.push({ term, test: (line) => holdsNeedle(line, term) && holdsNeedle(line, asValue), setting });
    else matchers.push({ term, test: (line) => (holdsNeedle(line, member) || holdsOutsideMember(line, term)) && holdsNeedle(line, asValue), setting });
  }
  return matchers;
}
function valueTerm(value) {
  return { needle: value, kind: /^\d/.test(value) ? "value" : "identifier" };
}
function settingOf(term) {
  if (term.kind !== "key") return null;
  const m = /^([A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+)\s*[:=]\s*['"]?([^'"\s,;]+)/.exec(term.text);
  if (m === null) return null;
  const dot = m[1].lastIndexOf(".");
  const value = m[2];
  return { section: m[1].slice(0, dot), key: m[1].slice(dot + 1), value, asValue: valueTerm(value) };
}
function settingsRestated(line, before, after, matchers) {
  for (const m of matchers) {
    const setting = m.setting;
    if (setting === null || !holdsNeedle(line, setting.asValue)) return false;
    if (settingStatements(after, m, setting) < settingStatements(before, m, setting)) return false;
  }
  return true;
}
function settingStatements(text, m, setting) {
  let count = 0;
  const needle = m.term.needle;
  for (let at = text.indexOf(needle); at >= 0; ) {
    const start = at > 0 ? text.lastIndexOf("\n", at - 1) + 1 : 0;
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (m.test(line) && holdsNeedle(line, setting.asValue)) count++;
    at = text.indexOf(needle, end);
  }
  return count + sectionStatements(text, setting);
}
var SECTION_HEADER = /^\[\s*([A-Za-z_][\w.-]*)(?:\s+"([^"]*)")?\s*\]$/;
function sectionStatements(text, setting) {
  const { section, key, value } = setting;
  const lastPart = section.slice(section.lastIndexOf(".") + 1);
  if (!text.includes(`${lastPart}]`) && !text.includes(`${lastPart}"]`)) return 0;
  let count = 0;
  let inSection = false;
  for (const raw of text.split(/\n|\\n/)) {
    const line = raw.replace(/\\t/g, " ").trim().replace(/^['"`]+/, "").replace(/['"`]+\s*[,;)+]*\s*$/, "").trim();
    if (line === "") continue;
    const header = SECTION_HEADER.exec(line);
    if (header !== null) {
      inSection = (header[2] === void 0 ? header[1] : `${header[1]}.${header[2]}`) === section;
      continue;
    }
    if (line.startsWith("#") || line.startsWith(";")) continue;
    const entry = /^([\w.-]+)\s*[=:]\s*['"]?([^'"\s,;#]*)/.exec(line);
    if (entry === null) {
      inSection = false;
      continue;
    }
    if (inSection && entry[1] === key && entry[2] === value) count++;
  }
  return count;
}
function plainKeyValue(term) {
  if (term.kind !== "key" || !/^[a-z]+$/.test(term.needle)) return null;
  const value = /^[\w.-]*\s*[:=]\s*['"]?([^'"\s,;]+)/.exec(term.text)?.[1];
  return value && value.length > 0 ? value : null;
}
function memberOfNamedObject(term) {
  if (term.kind !== "key" || !/^[a-z]+$/.test(term.needle)) return null;
  const dotted = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\)$|\s*[:=]|$)/.exec(term.text)?.[1];
  if (dotted === void 0 || !dotted.endsWith(`.${term.needle}`)) return null;
  return { needle: dotted, kind: "key" };
}
var DOT2 = 46;
function holdsOutsideMember(line, term) {
  for (let at = findNeedle(line, term, 0); at >= 0; at = findNeedle(line, term, at + 1)) if (at === 0 || line.charCodeAt(at - 1) !== DOT2) return true;
  return false;
}
function isPlainWord(term) {
  if (term.kind === "key" && /^\.[a-z]+\(/.test(term.text)) return true;
  if (term.kind === "identifier" && LANGUAGE_CLASSES.has(term.needle)) return true;
  return (term.kind === "identifier" || term.kind === "key") && /^[a-z]+$/.test(term.text);
}
function changedAnchorLines(before, after, all, reader = NO_READER) {
  const matchers = all.some((m) => isPlainWord(m.term)) ? all.filter((m) => !isPlainWord(m.term) || !holdsNeedle(after, m.term)) : all;
  if (matchers.length === 0) return [];
  const starts = [];
  for (const m of matchers) {
    const needle = m.term.needle;
    for (let at = before.indexOf(needle); at >= 0; ) {
      starts.push(at > 0 ? before.lastIndexOf("\n", at - 1) + 1 : 0);
      const end = before.indexOf("\n", at);
      if (end < 0) break;
      at = before.indexOf(needle, end + 1);
    }
  }
  if (starts.length === 0) return [];
  starts.sort((a, b) => a - b);
  let kept = null;
  let searched = 0;
  const out = lastingList();
  const termsOf = [];
  const startsOf = [];
  const settled = /* @__PURE__ */ new Set();
  let lineNo = 1;
  let counted = 0;
  let previous = -1;
  for (const start of starts) {
    if (start === previous) continue;
    previous = start;
    for (let nl = before.indexOf("\n", counted); nl >= 0 && nl < start; nl = before.indexOf("\n", nl + 1)) lineNo++;
    counted = start;
    const end = before.indexOf("\n", start);
    const raw = end < 0 ? before.slice(start) : before.slice(start, end);
    let hits = null;
    for (const m of matchers) if (m.test(raw)) (hits ??= []).push(m);
    if (hits === null) continue;
    const line = normalize(raw);
    if (!kept && ++searched > SEARCHED_LINES_MAX) kept = keptLines(after);
    if (kept ? kept.has(line) : holdsLine(after, line)) {
      if (reader.code === null) continue;
      for (const hit of hits) {
        const body = mayDeclare(raw, hit.term.needle) ? keptDeclarationBody(before, start, after, line, hit.term, reader.code) : null;
        if (body) {
          if (body.span === 0) settled.add(out.length);
          out.push(new ChangedLine(lineNo, line, body.gone, lastingListOf(hit.term.text), void 0, "", body.span === 0 ? 0 : lineNo + body.span));
          termsOf.push([hit.term]);
          startsOf.push(start);
          break;
        }
      }
      continue;
    }
    const texts = lastingList();
    const terms = [];
    for (const hit of hits) {
      texts.push(hit.term.text);
      terms.push(hit.term);
    }
    const trimmed = raw.trim();
    const comment = reader.code !== null && (isCommentLine(trimmed, reader.code) || inBlockComment(before, start, reader.code)) && terms.every((t) => holdsNeedle(after, t));
    const setting = !comment && hits[0].setting !== null && settingsRestated(raw, before, after, hits);
    out.push(new ChangedLine(lineNo, line, trimmed, texts, comment ? "comment" : setting ? "section" : void 0, "", 0));
    termsOf.push(terms);
    startsOf.push(start);
  }
  if (out.length === 0) return out;
  const asked = [];
  const askedAt = [];
  for (let i = 0; i < out.length; i++) {
    if (out[i].restated !== void 0 || out[i].bodyEnd > 0 || settled.has(i)) continue;
    asked.push({ line: out[i].line, terms: termsOf[i] });
    askedAt.push(i);
  }
  if (asked.length === 0) return out;
  const restated = restatements(before, after, asked, reader);
  for (let i = 0; i < restated.length; i++) {
    let r = restated[i];
    if (!r && reader.code !== null) {
      const declared = onlyOptionalGained(before, startsOf[askedAt[i]], after, termsOf[askedAt[i]], reader.code);
      if (declared !== null) r = { kind: "optional", detail: declared };
    }
    if (!r) continue;
    const line = out[askedAt[i]];
    if (r.kind !== "comment" && r.kind !== "call" && r.kind !== "moved" && reader.code !== null) {
      const body = restatedDeclarationBody(before, startsOf[askedAt[i]], after, termsOf[askedAt[i]], reader.code);
      if (body) {
        line.raw = body.gone;
        line.terms = [body.term.text];
        line.bodyEnd = line.line + body.span;
        continue;
      }
    }
    line.restated = r.kind;
    line.detail = r.detail;
  }
  return out;
}
var NO_READER = { code: null, said: "" };
function onlyOptionalGained(before, start, after, terms, code) {
  let end = before.indexOf("\n", start);
  if (end < 0) end = before.length;
  const names = [];
  for (const term of terms) names.push(term.needle);
  for (const m of before.slice(start, end).matchAll(DECLARED_NAME)) {
    const name = m[1] ?? m[2];
    if (!names.includes(name)) names.push(name);
  }
  for (const name of names) {
    const term = { text: name, needle: name, kind: "identifier" };
    const pair = matchDeclaration(before, start, after, term, code, null);
    if (pair !== null && pair[0].start === start && gainedOnlyOptionalParameters(before, pair[0], after, pair[1], term, code)) return name;
  }
  return null;
}
var DECLARED_NAME = /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\(|([A-Za-z_$][\w$]*)\s*[:=]\s*(?:async\s*)?(?:function\b\s*)?\(/g;
var BODY_LINES_MIN = 3;
var BODY_REWRITTEN = 0.5;
function keptDeclarationBody(before, start, after, line, term, code) {
  const pair = matchDeclaration(before, start, after, term, code, (raw) => normalize(raw) === line);
  if (pair === null) return null;
  const [old, now] = pair;
  if (signature(before, start, old.end) !== signature(after, now.start, now.end) && !gainedOnlyOptionalParameters(before, old, after, now, term, code)) {
    return { span: 0, gone: before.slice(start, old.end).trim() };
  }
  return rewrittenBody(before, start, old.end, after, now.start, now.end);
}
var signature = (text, start, end) => text.slice(start, end).replace(/\s+/g, "").replace(/,\)/g, ")");
function restatedDeclarationBody(before, start, after, terms, code) {
  for (const term of terms) {
    const pair = matchDeclaration(before, start, after, term, code, null);
    if (pair === null) continue;
    const body = rewrittenBody(before, start, pair[0].end, after, pair[1].start, pair[1].end);
    if (body) return { ...body, term };
  }
  return null;
}
function rewrittenBody(before, start, oldEnd, after, newStart, newEnd) {
  const old = bodyAt(before, start, oldEnd);
  if (old.lines < BODY_LINES_MIN) return null;
  const now = bodyAt(after, newStart, newEnd);
  if (changedShare(old.text, now.text) < BODY_REWRITTEN) return null;
  let gone = "";
  for (const raw of old.text.split("\n")) {
    const t = raw.trim();
    if (t !== "" && !after.includes(t)) {
      gone = t;
      break;
    }
  }
  return gone === "" ? null : { span: old.span, gone };
}
function bodyAt(text, start, headerEnd) {
  const indentOf2 = (from) => {
    let i = from;
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    return i - from;
  };
  const indent = indentOf2(start);
  let headerLines = 0;
  for (let nl = text.indexOf("\n", start); nl >= 0 && nl < headerEnd; nl = text.indexOf("\n", nl + 1)) headerLines++;
  let p = headerEnd < text.length ? headerEnd : -1;
  let bodyStart = -1;
  let bodyEnd = -1;
  let last = 0;
  let lines = 0;
  let braceSkipped = false;
  for (let n = headerLines + 1; p >= 0 && p + 1 < text.length; n++) {
    const from = p + 1;
    p = text.indexOf("\n", from);
    const end = p < 0 ? text.length : p;
    const raw = text.slice(from, end);
    if (raw.trim() === "") continue;
    if (indentOf2(from) <= indent) {
      if (!braceSkipped && lines === 0 && raw.trim() === "{") {
        braceSkipped = true;
        continue;
      }
      break;
    }
    if (bodyStart < 0) bodyStart = from;
    bodyEnd = end;
    lines++;
    last = n;
  }
  return { text: bodyStart < 0 ? "" : text.slice(bodyStart, bodyEnd), lines, span: last };
}

// src/outdated/collect.ts
function startRangeChain(root, env, range, chainCache) {
  if (!range) return null;
  const dots = range.indexOf("..");
  const start = dots < 0 ? "" : range.slice(0, dots);
  const end = dots < 0 ? "" : range.slice(dots + 2);
  if (range.includes("...") || !FULL_ID.test(end)) return null;
  const ctx = { cwd: root, env };
  const shallow = isShallow(ctx);
  let whole = null;
  const readWhole = () => {
    if (!whole) {
      whole = readChain(ctx, end, { shallow });
      if (chainCache) whole.then((c) => writeChainCache(chainCache, c)).catch(() => {
      });
      whole.catch(() => {
      });
    }
    return whole;
  };
  const chain = chainCache && FULL_ID.test(start) && start.length === end.length ? shallow.then((isShallow2) => isShallow2 ? null : readRangeChain(ctx, start, end, chainCache).catch(() => null)).then((c) => c ?? readWhole()) : readWhole();
  shallow.catch(() => {
  });
  chain.catch(() => {
  });
  return { cwd: root, range, shallow, chain, whole: readWhole };
}
var FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var LISTED_PATHS_MAX_CHARS = 1e5;
function startWalks(ctx, end, shallow, meta, onMixed, exclude, mentioned, early, fromWalk = false) {
  const generated = readGeneratedPatterns(ctx.cwd);
  const log = startLog(ctx, end, {
    meta,
    onMixed,
    ...exclude ? { exclude } : {},
    ...fromWalk ? { chain: true } : {},
    ...generated ? { generated } : {}
  });
  let full = null;
  const fullTree = () => {
    if (!full) {
      full = readTree(ctx, end);
      full.catch(() => {
      });
    }
    return full;
  };
  const tree = !mentioned ? fullTree() : (mentioned.paths.length > 0 ? readTree(ctx, end, mentioned.paths) : Promise.resolve(/* @__PURE__ */ new Map())).then((listed2) => {
    if (!mentioned.allAsWritten(new Set(listed2.keys()))) void fullTree();
    return listed2;
  });
  const chain = fromWalk ? log.done.then((raw) => chainFromWalk(raw, end)) : early ?? readChain(ctx, end, { shallow }, { meta: !meta });
  log.done.catch(() => {
  });
  tree.catch(() => {
  });
  chain.catch(() => {
  });
  return { log, tree, partial: mentioned !== null, fullTree, chain, fromWalk };
}
function allAsWritten(resolver, learnings, mentionsOf) {
  for (const learning of learnings) {
    for (const mention of mentionsOf(learning)) {
      const r = resolver.resolve(mention, learning.baseDir);
      if (!r || r.status !== "resolved" || r.how !== "exact" || r.kind === "glob") return false;
    }
  }
  return true;
}
function pathsAsWritten(learnings, mentionsOf) {
  const out = /* @__PURE__ */ new Set();
  let chars = 0;
  for (const learning of learnings) {
    for (const mention of mentionsOf(learning)) {
      if (mention.kind === "glob") return null;
      for (const path of learning.baseDir ? [joinPath(learning.baseDir, mention.path), mention.path] : [mention.path]) {
        if (out.has(path) || !path.split("/").every((part) => part !== "" && part !== "." && part !== "..")) continue;
        out.add(path);
        chars += path.length + 1;
        if (chars > LISTED_PATHS_MAX_CHARS) return null;
      }
    }
  }
  return [...out];
}
function narrowToStart(resolution, index, start) {
  if (!resolution || resolution.status !== "unresolved" || resolution.reason !== "ambiguous") return resolution;
  const { mention } = resolution;
  if (mention.kind === "dir" || mention.kind === "glob" || resolution.candidates.length >= 5) return resolution;
  const existed = resolution.candidates.filter((path) => blobAt(index, path, start) !== null);
  if (existed.length === 0) return resolution;
  if (existed.length > 1) return { ...resolution, candidates: existed };
  return { status: "resolved", mention, path: existed[0], kind: "file", how: mention.path.includes("/") ? "suffix" : "basename" };
}
function touches(tracked2, positions) {
  if (positions.size === 0) return false;
  const any = (events) => events.some((e) => positions.has(e.pos));
  return tracked2.some((t) => t.file && any(t.file.counted) || t.folder && any(t.folder.counted) || t.glob && any(t.glob));
}
function changePositions(index, path) {
  const out = /* @__PURE__ */ new Set();
  const paths = [path];
  const seen = new Set(paths);
  while (paths.length > 0) {
    for (const event of index.events.get(paths.pop()) ?? []) {
      out.add(event.pos);
      if (event.status === "R-to" && event.other && !seen.has(event.other)) {
        seen.add(event.other);
        paths.push(event.other);
      }
    }
  }
  return out;
}
async function collectEvidence(input) {
  const root = input.cwdIsRoot ? input.cwd : await findRepoRoot(input.cwd, input.env);
  if (!root) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: "run discoveries check from a clone of the repository" });
  const ctx = { cwd: root, env: input.env };
  const phase = input.onPhase ?? (() => {
  });
  const notes = new Notes();
  const range = parseRange(input.range ?? null);
  const active = input.learnings.filter((l) => l.status === "active");
  const result = { head: null, range: input.range ?? null, evidence: /* @__PURE__ */ new Map(), since: /* @__PURE__ */ new Map(), warnings: [], checked: { learnings: active.length, commits: 0 } };
  phase("reading history");
  const anchorNames = [...new Set(active.map((l) => l.anchorCommit).filter((a) => !!a).map((a) => `${a}^{commit}`))];
  if (range.start) anchorNames.push(`${range.start}^{commit}`);
  const withMeta = range.start !== null;
  const early = input.early && input.early.cwd === root && input.early.range === input.range && FULL_ID.test(range.end) ? input.early : null;
  const shallow = early ? early.shallow : isShallow(ctx);
  const notACommit = () => new UserError(`'${range.end}' is not a commit in this repository`, { fix: "pass --range A..B with commits that exist (git log shows them)" });
  const mentionCache = /* @__PURE__ */ new Map();
  const mentionsOf = (learning) => {
    let list = mentionCache.get(learning);
    if (!list) mentionCache.set(learning, list = extractPathMentions(learning.content));
    return list;
  };
  const asWritten = range.start !== null ? pathsAsWritten(active, mentionsOf) : null;
  const mentioned = asWritten && { paths: asWritten, allAsWritten: (listed2) => allAsWritten(new PathResolver(listed2), active, mentionsOf) };
  const lined = active.filter((l) => l.line !== null);
  const earlyBlames = /* @__PURE__ */ new Map();
  let earlyBlamesDone = false;
  const blameStores = (learnings, historyOf) => {
    for (const [path, lines] of linesByPath(learnings)) {
      const read = blameFile(ctx, path, lines, historyOf?.(path));
      read.catch(() => {
      });
      earlyBlames.set(path, read);
    }
    void Promise.allSettled(earlyBlames.values()).then(() => earlyBlamesDone = true);
  };
  let mixed = false;
  const onMixed = lined.length === 0 ? void 0 : {
    paths: new Set(lined.map((l) => l.source.path)),
    call: () => {
      if (range.start === null) mixed = true;
      else blameStores(lined);
    }
  };
  let objects;
  let walks;
  if (FULL_ID.test(range.end)) {
    walks = startWalks(ctx, range.end, shallow, withMeta, onMixed, range.start && FULL_ID.test(range.start) ? range.start : void 0, mentioned, early?.chain);
    const chain2 = await walks.chain.catch((error) => {
      throw error instanceof UserError ? notACommit() : error;
    });
    const idOf = (name) => name.slice(0, -"^{commit}".length);
    const known = (sha) => chain2.posOf.has(sha) || (chain2.before?.(sha) ?? false);
    const onChain = (name) => FULL_ID.test(idOf(name)) && known(idOf(name));
    objects = await lookupObjects(ctx, anchorNames.filter((n) => !onChain(n)));
    for (const name of anchorNames) if (onChain(name)) objects.set(name, { sha: idOf(name), type: "commit" });
    const anchoredOnChain = (l) => {
      const sha = l.anchorCommit ? objects.get(`${l.anchorCommit}^{commit}`)?.sha : void 0;
      return sha !== void 0 && known(sha);
    };
    if (chain2.before && early && !active.every(anchoredOnChain)) walks = { ...walks, chain: early.whole() };
  } else {
    let shallowClone;
    [objects, shallowClone] = await Promise.all([lookupObjects(ctx, [`${range.end}^{commit}`, ...anchorNames]), range.start === null ? shallow : Promise.resolve(true)]);
    const hasCommits = objects.get(`${range.end}^{commit}`);
    if (!hasCommits) {
      if (range.end === "HEAD" && input.range == null) {
        result.warnings.push("this repository has no commits yet: nothing to check");
        return result;
      }
      throw notACommit();
    }
    const fromWalk = range.start === null && !shallowClone;
    walks = startWalks(ctx, hasCommits.sha, shallow, withMeta, onMixed, range.start ? objects.get(`${range.start}^{commit}`)?.sha : void 0, mentioned, void 0, fromWalk);
  }
  const { log, tree } = walks;
  let walking = true;
  log.done.then(
    () => walking = false,
    () => walking = false
  );
  const isHub = hubMatcher(input.options.hubFiles);
  const blobCache = new BlobCache();
  const resolveSha = (name) => objects.get(`${name}^{commit}`)?.sha ?? null;
  const blamed = /* @__PURE__ */ new Map();
  const readBlames = async (learnings, historyOf) => {
    const byPath = linesByPath(learnings);
    const read = await Promise.all(
      [...byPath].sort(([a], [b]) => cmp(a, b)).map(async ([path, lines]) => [path, await (earlyBlames.get(path) ?? blameFile(ctx, path, lines, historyOf?.(path)))])
    );
    for (const [path, lines] of read) {
      const known = blamed.get(path);
      if (!known) blamed.set(path, lines);
      else for (const [line, b] of lines) known.set(line, b);
    }
    return read;
  };
  const blamedLine = (learning) => learning.line !== null ? blamed.get(learning.source.path)?.get(learning.line) : void 0;
  const anchorsCache = /* @__PURE__ */ new Map();
  const anchorsOf = (learning) => {
    let list = anchorsCache.get(learning);
    if (!list) anchorsCache.set(learning, list = extractAnchors(learning.content));
    return list;
  };
  const matchersCache = /* @__PURE__ */ new Map();
  const matchersOf = (learning) => {
    let list = matchersCache.get(learning);
    if (!list) matchersCache.set(learning, list = termMatchers(anchorsOf(learning)));
    return list;
  };
  const readings = /* @__PURE__ */ new Map();
  const keepReading = (learning, baseline, final, reading) => {
    const list = readings.get(learning);
    if (!list) {
      readings.set(learning, [{ baseline, final, reading }]);
      return;
    }
    const same = list.find((r) => r.baseline === baseline && r.final === final);
    if (same) same.reading = reading;
    else list.push({ baseline, final, reading });
  };
  const readingOf = (learning, baseline, final) => readings.get(learning)?.find((r) => r.baseline === baseline && r.final === final)?.reading;
  const toRead = [];
  let readingScheduled = false;
  const readSome = () => {
    readingScheduled = false;
    if (!walking) {
      toRead.length = 0;
      return;
    }
    const { texts } = blobCache;
    for (let n = 0; n < READINGS_PER_TURN && toRead.length > 0; n++) {
      const { learning, path, baseline, final } = toRead.pop();
      keepReading(learning, baseline, final, readContent(texts.get(baseline) ?? null, texts.get(final) ?? null, matchersOf(learning), isHub(path), codeSyntaxOf(path), learning.content));
    }
    if (toRead.length > 0) scheduleReading();
  };
  const scheduleReading = () => {
    if (readingScheduled) return;
    readingScheduled = true;
    setImmediate(readSome);
  };
  const readWhenIn = (learning, path, baseline, final, both) => {
    both.then(
      () => {
        if (!walking) return;
        toRead.push({ learning, path, baseline, final });
        scheduleReading();
      },
      () => {
      }
    );
  };
  const whileWalking = async () => {
    const first = active.filter((l) => l.line !== null && !(l.anchorCommit && resolveSha(l.anchorCommit)));
    await readBlames(first);
    const { starts: startShas, bounded } = startCommits(active, resolveSha, blamedLine);
    if (bounded) log.stopAtAll([...startShas.values()].filter((sha) => sha !== null));
    const readTexts = (from2, to) => {
      for (let i = from2; i < to; i++) {
        mentionsOf(active[i]);
        anchorsOf(active[i]);
      }
    };
    for (let i = 0; i < active.length; i += LEARNINGS_PER_TURN) {
      if (walking && i > 0) await letGitWrite();
      readTexts(i, Math.min(i + LEARNINGS_PER_TURN, active.length));
    }
    const prefetch2 = walking ? prefetchVersions(active, startShas, await tree, log, new BlobSession(ctx, { buffered: true, cache: blobCache }), isHub, mentionsOf, anchorsOf, readWhenIn) : null;
    return { blamed: new Set(first), prefetch: prefetch2 };
  };
  const walkedFirst = walks.fromWalk ? await whileWalking() : null;
  const chain = await walks.chain;
  walkedFirst?.prefetch?.close();
  result.head = chain.end;
  let entries = null;
  const offChain = (sha) => !!sha && !chain.posOf.has(sha) && !chain.before?.(sha);
  if (anchorNames.some((n) => offChain(objects.get(n)?.sha))) entries = await readEntryPoints(ctx, chain);
  const locate = (sha) => {
    const pos = chain.posOf.get(sha);
    if (pos !== void 0) return { pos, onChain: true };
    if (chain.before?.(sha)) return { pos: -1, onChain: true };
    const entry = entries?.entryOf(sha);
    return entry === void 0 ? null : { pos: entry, onChain: false };
  };
  const blame = async (learnings, historyOf) => {
    const read = await readBlames(learnings, historyOf);
    if (!entries && read.some(([, lines]) => [...lines.values()].some((b) => offChain(b.sha)))) entries = await readEntryPoints(ctx, chain);
  };
  const anchored = (l) => {
    if (!l.anchorCommit) return false;
    const sha = resolveSha(l.anchorCommit);
    return sha ? locate(sha) !== null : chain.shallow;
  };
  const blamedFirst = new Set(active.filter((l) => l.line !== null && !anchored(l)));
  if (walkedFirst) {
    await blame([...blamedFirst].filter((l) => !walkedFirst.blamed.has(l)));
    if (!entries && [...blamed.values()].some((lines) => [...lines.values()].some((b) => offChain(b.sha)))) entries = await readEntryPoints(ctx, chain);
  } else {
    await blame([...blamedFirst]);
  }
  let rangeStart = -1;
  if (range.start) {
    const sha = resolveSha(range.start);
    const at = sha ? locate(sha) : null;
    if (!sha || !at) throw new UserError(`range start '${range.start}' is not in the history of '${range.end}'`, { fix: "use A..B where A is an ancestor of B" });
    rangeStart = at.onChain ? at.pos : at.pos - 1;
  }
  const subjects = [];
  const addSubjects = (from2, to) => {
    for (let i = from2; i < to; i++) addSubject(active[i]);
  };
  const addSubject = (learning) => {
    const line = blamedLine(learning);
    const start = startOf(learning, line, chain, resolveSha, locate, notes);
    if (start.kind === "shallow") {
      notes.add("shallow", learning.id);
      return;
    }
    if (start.kind === "none") return;
    let pos = start.pos;
    let via = start.via;
    let bridge = start.bridge;
    if (pos < rangeStart) {
      pos = rangeStart;
      via = "range";
      bridge = void 0;
    }
    const subject = {
      learning,
      start: pos,
      since: { commit: bridge ? bridge.sha : pos >= 0 ? chain.shas[pos] : null, via },
      bridge,
      // Set by setExclusion; present from the start so that every subject has one shape (grading reads them monomorphically).
      exclusion: void 0,
      // Both read the text only: done while git walks.
      mentions: mentionsOf(learning),
      resolutions: lastingList(),
      anchors: anchorsOf(learning),
      recordKnown: learning.line === null || blamedFirst.has(learning)
    };
    setExclusion(subject, line);
    subjects.push(subject);
  };
  for (let i = 0; i < active.length; i += LEARNINGS_PER_TURN) {
    if (walking && i > 0) await letGitWrite();
    addSubjects(i, Math.min(i + LEARNINGS_PER_TURN, active.length));
  }
  function setExclusion(subject, line) {
    if (line?.sha && !(chain.shallow && line.sha === chain.shas[0])) {
      const at = locate(line.sha);
      if (at && at.pos > subject.start) subject.exclusion = { pos: at.pos, sha: at.onChain ? void 0 : line.sha };
    }
  }
  if (subjects.length === 0) {
    log.stopAt(chain.end);
    await Promise.all([log.done, tree]);
    result.warnings = notes.render(chain);
    return result;
  }
  const from = Math.min(...subjects.map((s) => s.start));
  if (from >= 0 && !walks.fromWalk) log.stopAt(chain.shas[from]);
  const prefetch = walking && !walks.partial ? prefetchVersions(
    subjects.map((s) => s.learning),
    new Map(subjects.map((s) => [s.learning, s.start >= 0 ? chain.shas[s.start] : null])),
    await tree,
    log,
    new BlobSession(ctx, { buffered: true, cache: blobCache }),
    isHub,
    mentionsOf,
    anchorsOf,
    readWhenIn
  ) : null;
  const [raw, endTree] = await Promise.all([log.done, tree]).finally(() => prefetch?.close());
  if (walks.partial) addWalkedPaths(endTree, raw);
  let index = indexFrom(raw, chain, endTree);
  if (mixed) blameStores(lined.filter((l) => !blamedFirst.has(l)), (path) => storeHistory(index, path, from));
  result.checked.commits = chain.shas.length - 1 - from;
  phase("resolving paths");
  const resolveMentions = async () => {
    const resolver = new PathResolver(/* @__PURE__ */ new Set([...index.endTree.keys(), ...index.events.keys()]));
    let asWritten2 = true;
    for (let i = 0; i < subjects.length; i += RESOLVED_PER_TURN) {
      if (i > 0) await letGitWrite();
      if (!resolveSubjects(resolver, i, Math.min(i + RESOLVED_PER_TURN, subjects.length))) asWritten2 = false;
    }
    return asWritten2;
  };
  const resolveSubjects = (resolver, from2, to) => {
    let asWritten2 = true;
    for (let i = from2; i < to; i++) {
      const subject = subjects[i];
      subject.resolutions.length = 0;
      const seen = /* @__PURE__ */ new Set();
      for (const mention of subject.mentions) {
        const resolution = narrowToStart(resolver.resolve(mention, subject.learning.baseDir), index, subject.start);
        if (!resolution || resolution.status !== "resolved" || resolution.how !== "exact" || resolution.kind === "glob") asWritten2 = false;
        else if (resolution.kind === "dir" && pathsUnder(index.endPaths, resolution.path).length === 0) asWritten2 = false;
        if (!resolution) continue;
        const key = resolution.status === "resolved" ? `${resolution.kind}:${resolution.path}` : `?${mention.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        subject.resolutions.push(resolution);
      }
    }
    return asWritten2;
  };
  if (!await resolveMentions() && walks.partial) {
    const whole = await walks.fullTree();
    index = { ...index, endTree: whole, endPaths: [...whole.keys()].sort() };
    await resolveMentions();
  }
  const blobsAt = /* @__PURE__ */ new Map();
  const lookUpFiles = async (pairs) => {
    const names = [];
    for (const [subject, sha] of pairs) for (const r of subject.resolutions) if (r.status === "resolved" && r.kind === "file") names.push(`${sha}:${r.path}`);
    if (names.length === 0) return;
    for (const [name, info] of await lookupObjects(ctx, names)) blobsAt.set(name, info?.sha ?? null);
  };
  const blobMap = (sha, subject) => {
    const map = /* @__PURE__ */ new Map();
    for (const r of subject.resolutions) if (r.status === "resolved" && r.kind === "file") map.set(r.path, blobsAt.get(`${sha}:${r.path}`) ?? null);
    return map;
  };
  await lookUpFiles(subjects.flatMap((s) => [...s.bridge ? [[s, s.bridge.sha]] : [], ...s.exclusion?.sha ? [[s, s.exclusion.sha]] : []]));
  phase("grading evidence");
  const commits = new CommitRefs(index, ctx, chain.meta);
  const perLearning = /* @__PURE__ */ new Map();
  for (const subject of subjects) perLearning.set(subject, evidenceList());
  const blobs = new BlobSession(ctx, { cache: blobCache });
  let bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
  try {
    let examine2 = function(subject, track2, mention, out, before, after) {
      const hub = isHub(track2.endPath);
      const ready = readingOf(subject.learning, track2.baseline, track2.final);
      const code = codeSyntaxOf(track2.endPath);
      const reading = ready && ready.hub === hub && ready.code === code ? ready : readContent(before, after, matchersOf(subject.learning), hub, code, subject.learning.content);
      const found = reading.found;
      const lines = found.filter((l) => !l.restated);
      if (lines.length === 0) {
        gradeChange2(track2, mention, out, reading.share, found);
        return void 0;
      }
      const steps = track2.counted.filter((e) => e.newBlob !== null || e.status === "D");
      const searches = [];
      const narrowing = [];
      for (const line of lines) {
        const search = { raw: line.raw, steps, lo: 0, hi: steps.length - 1 };
        searches.push(search);
        narrowing.push(narrow(search));
      }
      return Promise.all(narrowing).then(() => attribute2(track2, mention, out, lines, searches));
    }, gradeChange2 = function(track2, mention, out, share, restated) {
      if (isHub(track2.endPath)) return;
      const content = contentChanges(track2);
      const events = content.length > 0 ? content : track2.counted;
      if (share >= input.options.rewrittenThreshold) {
        const cited = commits.cite(events);
        const endPath = track2.endPath;
        out.push(commits.describe({ kind: "rewritten", mention, path: endPath, ...listed(cited) }, () => `${endPath} was mostly rewritten (${Math.round(share * 100)}% of its lines) ${inText(cited)}`));
      } else {
        out.push(touchedEvidence(mention, track2.endPath, events, commits, "file", restated));
      }
    }, attribute2 = function(track2, mention, out, lines, searches) {
      const culprits = [];
      for (const s of searches) {
        const step = s.steps[s.lo];
        if (step && !culprits.includes(step)) culprits.push(step);
      }
      culprits.sort((a, b) => a.pos - b.pos);
      const terms = [...new Set(lines.flatMap((l) => l.terms))];
      const numbers = [];
      for (const l of lines) for (let n = l.line; n <= Math.max(l.line, l.bodyEnd); n++) numbers.push(n);
      const ranges = toRanges(track2.startPath, numbers);
      const cited = commits.cite(culprits.length > 0 ? culprits : track2.counted);
      const startPath = track2.startPath;
      const changedText = (some) => {
        const numbers2 = [];
        for (const l of some) numbers2.push(l.line);
        let where = "";
        for (const r of toRanges(startPath, numbers2)) where += `${where ? ", " : ""}${r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`}`;
        return `${[...new Set(some.flatMap((l) => l.terms))].join(", ")} changed in ${startPath} (line${some.length > 1 ? "s" : ""} ${where})`;
      };
      const rewrote = (some) => `the body of ${[...new Set(some.flatMap((l) => l.terms))].join(", ")} in ${startPath} was mostly rewritten (${some.map((l) => `lines ${l.line + 1}-${l.bodyEnd}`).join(", ")})`;
      const summary = () => {
        const changed = lines.filter((l) => l.bodyEnd === 0);
        const bodies = lines.filter((l) => l.bodyEnd > 0);
        return `${[changed.length > 0 ? changedText(changed) : "", bodies.length > 0 ? rewrote(bodies) : ""].filter(Boolean).join("; ")} ${inText(cited)}`;
      };
      out.push(commits.describe({ kind: "anchor-changed", mention, path: track2.endPath, anchors: terms, ...listed(cited), lines: ranges }, summary));
    };
    var examine = examine2, gradeChange = gradeChange2, attribute = attribute2;
    const pendingContent = [];
    const track = (subject) => {
      const exclusion = subject.exclusion ? { pos: subject.exclusion.pos, blobs: subject.exclusion.sha ? blobMap(subject.exclusion.sha, subject) : void 0 } : void 0;
      const bridge = subject.bridge ? { pos: subject.bridge.pos, blobs: blobMap(subject.bridge.sha, subject) } : void 0;
      const tracked2 = [];
      for (const resolution of subject.resolutions) {
        if (resolution.status === "unresolved") tracked2.push({ resolution, file: void 0, folder: void 0, glob: void 0 });
        else if (resolution.kind === "file") tracked2.push({ resolution, file: trackFile(index, resolution.path, subject.start, exclusion, bridge), folder: void 0, glob: void 0 });
        else if (resolution.kind === "dir") tracked2.push({ resolution, file: void 0, folder: trackFolder(index, resolution.path, subject.start, exclusion), glob: void 0 });
        else tracked2.push({ resolution, file: void 0, folder: void 0, glob: trackGlob(index, resolution.matcher, subject.start, exclusion) });
      }
      return tracked2;
    };
    const grade = (subject, tracked2) => {
      const out = perLearning.get(subject);
      for (const { resolution, file, folder, glob } of tracked2) {
        const mention = resolution.mention.text;
        if (resolution.status === "unresolved") {
          out.push(unresolvedEvidence(resolution));
        } else if (file) {
          const hub = isHub(file.endPath) && isHub(file.startPath);
          fileEvidence(file, mention, hub, input.options, commits, out, () => {
            if (!hub || subject.anchors.length > 0) {
              const before = blobCache.texts.get(file.baseline);
              const after = blobCache.texts.get(file.final);
              if (before !== void 0 && after !== void 0) {
                const narrowed = examine2(subject, file, mention, out, before, after);
                if (narrowed) {
                  narrowed.catch(() => {
                  });
                  pendingContent.push(narrowed);
                }
                return;
              }
              const graded = Promise.all([bulk.request(file.baseline), bulk.request(file.final)]).then(([before2, after2]) => examine2(subject, file, mention, out, before2, after2));
              graded.catch(() => {
              });
              pendingContent.push(graded);
            }
          });
        } else if (folder) {
          const counted = folder.paths.some(isHub) ? folder.counted.filter((e) => !isHub(e.path)) : folder.counted;
          if (folder.filesAtEnd === 0 && folder.counted.length > 0) {
            const last = folder.counted[folder.counted.length - 1];
            if (folder.movedTo) {
              const moves = folder.counted.filter((e) => e.status === "R-from");
              const cited = commits.cite(moves);
              const movedTo = folder.movedTo;
              out.push(commits.describe({ kind: "renamed", mention, path: resolution.path, newPath: movedTo, ...listed(cited) }, () => `${resolution.path}/ moved to ${movedTo}/ ${inText(cited)}`));
            } else {
              const cited = commits.cite([last]);
              out.push(commits.describe({ kind: "deleted", mention, path: resolution.path, ...listed(cited) }, () => `${resolution.path}/ no longer exists (emptied ${inText(cited)})`));
            }
          } else if (folder.filesAtEnd === 0) {
            out.push({ kind: "unresolved", mention, path: null, commits: [], summary: `${mention} did not exist when this was written` });
          } else if (counted.length > 0) {
            out.push(touchedEvidence(mention, resolution.path, counted, commits, "folder"));
          }
        } else if (glob) {
          const counted = glob.filter((e) => !isHub(e.path));
          if (counted.length > 0) out.push(touchedEvidence(mention, resolution.path, counted, commits, "glob"));
        }
      }
    };
    async function narrow(s) {
      while (s.lo < s.hi) {
        const mid = s.lo + s.hi >>> 1;
        const blob = s.steps[mid].newBlob;
        const text = blob ? await blobs.request(blob) : null;
        if (text === null || !text.includes(s.raw)) s.hi = mid;
        else s.lo = mid + 1;
      }
    }
    async function gradeContent(graded) {
      bulk.close();
      bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
      for (const done of graded) await done;
    }
    const sourceChanges2 = /* @__PURE__ */ new Map();
    const changesOf = (path) => {
      let set = sourceChanges2.get(path);
      if (!set) sourceChanges2.set(path, set = changePositions(index, path));
      return set;
    };
    const later = [];
    const trackAndGrade = (from2, to) => {
      for (let i = from2; i < to; i++) {
        const subject = subjects[i];
        const tracked2 = track(subject);
        if (!subject.recordKnown && touches(tracked2, changesOf(subject.learning.source.path))) later.push(subject);
        else grade(subject, tracked2);
      }
    };
    for (let i = 0; i < subjects.length; i += LEARNINGS_PER_TURN) {
      if (i > 0) await letGitWrite();
      trackAndGrade(i, Math.min(i + LEARNINGS_PER_TURN, subjects.length));
    }
    const blamedLater = blame(
      later.map((s) => s.learning),
      range.start === null ? (path) => storeHistory(index, path, from) : void 0
    );
    blamedLater.catch(() => {
    });
    const gradeLater = async () => {
      await blamedLater;
      for (const subject of later) setExclusion(subject, blamedLine(subject.learning));
      await lookUpFiles(later.filter((s) => s.exclusion?.sha).map((s) => [s, s.exclusion.sha]));
      for (const subject of later) grade(subject, track(subject));
    };
    const blamedAlready = earlyBlamesDone && later.every((s) => earlyBlames.has(s.learning.source.path));
    if (later.length > 0 && blamedAlready) await gradeLater();
    await gradeContent(pendingContent.splice(0));
    if (later.length > 0 && !blamedAlready) {
      await gradeLater();
      await gradeContent(pendingContent.splice(0));
    }
  } finally {
    blobs.close();
    bulk.close();
  }
  await commits.fill();
  report(perLearning, result);
  result.warnings = notes.render(chain);
  return result;
}
function report(perLearning, result) {
  const subjects = [...perLearning.keys()];
  const reportSome = (from, to) => {
    for (let i = from; i < to; i++) {
      const subject = subjects[i];
      const out = perLearning.get(subject);
      result.since.set(subject.learning.key, subject.since);
      if (out.length > 0) result.evidence.set(subject.learning.key, sortEvidence(out));
    }
  };
  for (let i = 0; i < subjects.length; i += LEARNINGS_PER_TURN) reportSome(i, Math.min(i + LEARNINGS_PER_TURN, subjects.length));
}
var Wanted = class {
  constructor(learning, path, final) {
    this.learning = learning;
    this.path = path;
    this.final = final;
  }
  learning;
  path;
  final;
};
function prefetchVersions(learnings, starts, endTree, log, session, isHub, mentionsOf, anchorsOf, readWhenIn) {
  const resolver = new PathResolver(endTree.keys());
  const wanted = /* @__PURE__ */ new Map();
  const want = (from, to) => {
    for (let i = from; i < to; i++) {
      const learning = learnings[i];
      const start = starts.get(learning);
      if (!start) continue;
      for (const mention of mentionsOf(learning)) {
        const r = resolver.resolve(mention, learning.baseDir);
        if (r?.status !== "resolved" || r.kind !== "file" || isHub(r.path) && anchorsOf(learning).length === 0) continue;
        let list = wanted.get(start);
        if (!list) wanted.set(start, list = lastingList());
        list.push(new Wanted(learning, r.path, endTree.get(r.path)));
      }
    }
  };
  for (let i = 0; i < learnings.length; i += LEARNINGS_PER_TURN) want(i, Math.min(i + LEARNINGS_PER_TURN, learnings.length));
  const askFor = (files, commit, events) => {
    let asked = false;
    for (const { learning, path, final } of files) {
      const list = events.get(path);
      let at = list ? list.length - 1 : -1;
      while (at >= 0 && list[at].pos >= commit) at--;
      const baseline = at >= 0 ? list[at].oldBlob : final;
      if (baseline === null || baseline === final) continue;
      readWhenIn(learning, path, baseline, final, Promise.all([session.request(baseline), session.request(final)]));
      asked = true;
    }
    return asked;
  };
  const askFrom = (from, to, events, shas) => {
    let asked = false;
    for (let commit = from; commit < to; commit++) {
      const files = wanted.get(shas[commit]);
      if (files && askFor(files, commit, events)) asked = true;
    }
    return asked;
  };
  let seen = 0;
  log.watch((started, events, shas) => {
    let asked = false;
    while (seen < started) {
      const to = Math.min(seen + LEARNINGS_PER_TURN, started);
      if (askFrom(seen, to, events, shas)) asked = true;
      seen = to;
    }
    if (asked) session.flush();
  });
  return session;
}
function storeHistory(index, path, from) {
  const { chain } = index;
  if (chain.shallow) return null;
  const events = (index.events.get(path) ?? []).filter((e) => e.pos > from);
  if (events.some((e, i) => e.status !== "M" && !(i === 0 && e.status === "A"))) return null;
  return { end: chain.end, changes: events.map((e) => chain.shas[e.pos]), base: from >= 0 ? chain.shas[from] : null };
}
function evidenceList() {
  return lastingList();
}
function startCommits(learnings, resolveSha, blamedLine) {
  const starts = /* @__PURE__ */ new Map();
  let bounded = true;
  for (const learning of learnings) {
    const anchor = learning.anchorCommit ? resolveSha(learning.anchorCommit) : null;
    const line = anchor ? void 0 : blamedLine(learning);
    if (anchor || line) starts.set(learning, anchor ?? line.sha);
    else bounded = false;
  }
  return { starts, bounded };
}
function readContent(before, after, terms, hub, code, said) {
  const found = before !== null && after !== null && terms.length > 0 ? changedAnchorLines(before, after, terms, { code, said }) : [];
  const share = hub || found.some((l) => !l.restated) ? NaN : before !== null && after !== null ? changedShare(before, after) : 1;
  return { found, share, hub, code };
}
var RESOLVED_PER_TURN = 64;
var READINGS_PER_TURN = 32;
var LEARNINGS_PER_TURN = 64;
function letGitWrite() {
  return new Promise((resolve) => setImmediate(resolve));
}
function linesByPath(learnings) {
  const byPath = /* @__PURE__ */ new Map();
  for (const l of learnings) {
    if (l.line === null) continue;
    const lines = byPath.get(l.source.path);
    if (lines) lines.push(l.line);
    else byPath.set(l.source.path, [l.line]);
  }
  return byPath;
}
function fileEvidence(track, mention, hub, options, commits, out, needsContent) {
  const strict = options.policy === "strict";
  if (track.baseline === null && track.counted.length === 0) {
    out.push({ kind: "unresolved", mention, path: null, commits: [], summary: `${track.startPath} did not exist when this was written` });
    return;
  }
  if (track.final === null) {
    const last = track.counted[track.counted.length - 1];
    const cited = commits.cite(last ? [last] : []);
    out.push(commits.describe({ kind: "deleted", mention, path: track.endPath, ...listed(cited) }, () => `${track.endPath} was deleted${last ? ` ${inText(cited)}` : ""}`));
    return;
  }
  if (track.renames.length > 0) {
    const moves = track.counted.filter((e) => e.status === "R-from");
    const cited = commits.cite(moves);
    out.push(commits.describe({ kind: "renamed", mention, path: track.startPath, newPath: track.endPath, ...listed(cited) }, () => `${track.startPath} moved to ${track.endPath} ${inText(cited)}`));
  }
  if (track.baseline === null) {
    if (!hub) out.push(touchedEvidence(mention, track.endPath, track.counted, commits, "created"));
    return;
  }
  if (track.baseline !== track.final) {
    needsContent();
    return;
  }
  if (!strict || hub) return;
  const content = contentChanges(track);
  if (content.length > 0) out.push(touchedEvidence(mention, track.endPath, content, commits, "file"));
}
function contentChanges(track) {
  return track.renames.length === 0 ? track.counted : track.counted.filter((e) => e.status !== "R-from");
}
function touchedEvidence(mention, path, events, commits, what, restated = []) {
  const files = what === "file" || what === "created" ? [] : [...new Set(events.map((e) => e.path))];
  const cited = commits.cite(events);
  const label = what === "folder" ? `${path}/` : path;
  const summary = () => what === "created" ? `${path} was created after this was written, ${inText(cited)}` : what === "file" ? `${label} changed ${inText(cited)}; ${restated.length > 0 ? restatedText(restated) : "nothing it names did"}` : `${files.length} file${files.length === 1 ? "" : "s"} in ${label} changed ${inText(cited)}`;
  return commits.describe({ kind: "touched", mention, path, ...listed(cited), ...what === "file" || what === "created" ? {} : { files: files.slice(0, 50) } }, summary);
}
function restatedText(lines) {
  const terms = [...new Set(lines.flatMap((l) => l.terms))];
  const numbers = [...new Set(lines.map((l) => l.line))].sort((a, b) => a - b);
  const one = numbers.length === 1;
  const of = (kind) => lines.filter((l) => l.restated === kind);
  const called = of("call");
  const moved = of("moved");
  const declared = of("modifier");
  const calls = called.length === 1 ? "a call" : "calls";
  const changes = [...new Set(declared.map((l) => l.detail).filter(Boolean))].join("; ");
  const how = [
    of("list").length > 0 ? `other members of ${one ? "its list" : "their lists"}` : "",
    of("format").length > 0 ? `${one ? "its" : "their"} layout (spacing, quotes, trailing commas, line breaks)` : "",
    of("comment").length > 0 ? of("comment").length === 1 ? "a comment" : "comments" : "",
    called.length > 0 ? `the arguments of ${calls} to ${[...new Set(called.flatMap((l) => l.terms))].join(", ")}` : "",
    moved.length > 0 ? `where ${moved.length === 1 ? "a call" : "calls"} to ${[...new Set(moved.flatMap((l) => l.terms))].join(", ")} ${moved.length === 1 ? "is" : "are"} made (moved to another statement)` : "",
    declared.length > 0 ? `modifiers that do not change what it does${changes ? ` (${changes})` : ""}` : "",
    of("optional").length > 0 ? `optional parameters added to the declaration of ${[...new Set(of("optional").map((l) => l.detail))].join(", ")}` : "",
    of("section").length > 0 ? `how ${of("section").length === 1 ? "its setting is" : "their settings are"} written (the same key and value, under its section's header)` : ""
  ].filter(Boolean).join(" and ");
  return `line${one ? "" : "s"} ${numbers.join(", ")} still say${one ? "s" : ""} the same about ${terms.join(", ")}: only ${how} changed`;
}
function unresolvedEvidence(resolution) {
  const mention = resolution.mention.text;
  const summary = resolution.reason === "ambiguous" ? `${mention} matches ${resolution.candidates.length === 5 ? "several" : resolution.candidates.length} files (${resolution.candidates.slice(0, 3).join(", ")}); write more of the path` : `${mention} is not a path in this repository`;
  return { kind: "unresolved", mention, path: null, commits: [], summary };
}
var KIND_RANK = { deleted: 0, renamed: 1, "anchor-changed": 2, rewritten: 3, touched: 4, unresolved: 5 };
function sortEvidence(list) {
  return list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || cmp(a.path ?? a.mention, b.path ?? b.mention) || cmp(a.mention, b.mention));
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function toRanges(file, lines) {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last.end + 1) last.end = line;
    else out.push({ file, start: line, end: line });
  }
  return out;
}
function parseRange(range) {
  if (range === null) return { start: null, end: "HEAD" };
  if (range.includes("...")) throw new UserError(`--range ${range}: use two dots (A..B), not three`, { fix: "pass --range A..B" });
  const dots = range.indexOf("..");
  if (dots < 0) return { start: range, end: "HEAD" };
  const start = range.slice(0, dots) || null;
  const end = range.slice(dots + 2) || "HEAD";
  if (!start) throw new UserError(`--range ${range}: missing the start commit`, { fix: "pass --range A..B" });
  return { start, end };
}
function startOf(learning, blamed, chain, resolveSha, locate, notes) {
  if (learning.anchorCommit) {
    const sha = resolveSha(learning.anchorCommit);
    const at = sha ? locate(sha) : null;
    if (at?.onChain) return { kind: "ok", pos: at.pos, via: "anchor" };
    if (at && sha) return { kind: "ok", pos: at.pos, via: "anchor", bridge: { sha, pos: at.pos } };
    if (!sha && chain.shallow) return { kind: "shallow" };
    notes.add(sha ? "anchor-not-ancestor" : "anchor-missing", learning.id);
  }
  if (blamed) {
    if (blamed.sha === null) return { kind: "ok", pos: chain.shas.length - 1, via: "record" };
    if (chain.shallow && blamed.sha === chain.shas[0]) return { kind: "shallow" };
    const at = locate(blamed.sha);
    if (at) return { kind: "ok", pos: at.pos, via: "record", ...at.onChain ? {} : { bridge: { sha: blamed.sha, pos: at.pos } } };
  }
  if (learning.createdAt) {
    const time = Date.parse(learning.createdAt) / 1e3;
    if (!Number.isNaN(time)) {
      let lo = 0;
      let hi = chain.times.length;
      while (lo < hi) {
        const mid = lo + hi >>> 1;
        if (chain.times[mid] <= time) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0 && chain.shallow) return { kind: "shallow" };
      return { kind: "ok", pos: lo - 1, via: "date" };
    }
  }
  notes.add("no-start", learning.id);
  return { kind: "none" };
}
var Notes = class {
  byReason = /* @__PURE__ */ new Map();
  add(reason, id) {
    const list = this.byReason.get(reason);
    if (list) list.push(id);
    else this.byReason.set(reason, [id]);
  }
  render(chain) {
    const out = [];
    const ids = (list) => `${list.slice(0, 5).join(", ")}${list.length > 5 ? ` and ${list.length - 5} more` : ""}`;
    const count = (list) => list.length === 1 ? "1 discovery" : `${list.length} discoveries`;
    const were = (list) => list.length === 1 ? "was" : "were";
    const name = (list) => list.length === 1 ? "names" : "name";
    const their = (list) => list.length === 1 ? "its" : "their";
    const shallow = this.byReason.get("shallow");
    if (shallow) out.push(`${count(shallow)} (${ids(shallow)}) ${were(shallow)} written before the first commit of this shallow clone and not checked: fetch more history (fetch-depth: 0)`);
    const missing = this.byReason.get("anchor-missing");
    if (missing) out.push(`${count(missing)} (${ids(missing)}) ${name(missing)} an anchor commit this repository does not have (rebased or garbage-collected): checked from the commit that last wrote ${their(missing)} record instead`);
    const notAncestor = this.byReason.get("anchor-not-ancestor");
    if (notAncestor) out.push(`${count(notAncestor)} (${ids(notAncestor)}) ${name(notAncestor)} an anchor commit outside the history of ${chain.end.slice(0, 7)} (rebased?): checked from the commit that last wrote ${their(notAncestor)} record instead`);
    const none = this.byReason.get("no-start");
    if (none) out.push(`${count(none)} (${ids(none)}) ${none.length === 1 ? "has" : "have"} no anchor commit, no committed record and no date: not checked`);
    return out;
  }
};
var Ref = class {
  constructor(sha, subject, author, date) {
    this.sha = sha;
    this.subject = subject;
    this.author = author;
    this.date = date;
  }
  sha;
  subject;
  author;
  date;
};
var CommitRefs = class {
  constructor(index, ctx, prefetched) {
    this.index = index;
    this.ctx = ctx;
    this.prefetched = prefetched;
    const cache = [];
    for (let pos = index.chain.shas.length; pos > 0; pos--) cache.push(void 0);
    this.cache = cache;
  }
  index;
  ctx;
  prefetched;
  /** By chain position (a Map of tens of thousands of numbers spends its time growing and rehashing). */
  cache;
  unread = [];
  summaries = [];
  ref(pos) {
    let ref = this.cache[pos];
    if (!ref) {
      const meta = this.index.commits.get(pos);
      if (meta) {
        ref = new Ref(meta.sha, meta.subject, meta.author, meta.date);
      } else {
        const sha = this.index.chain.shas[pos] ?? "";
        const known = this.prefetched?.at(pos);
        ref = known ? new Ref(sha, known.subject, known.author, known.date) : new Ref(sha, "", "", "");
        if (sha && !known) this.unread.push(ref);
      }
      this.cache[pos] = ref;
    }
    return ref;
  }
  /** The commits of these events, oldest first, each once; only the earliest and latest few are listed. */
  cite(events) {
    const n = events.length;
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) if (events[i].pos < events[i - 1].pos) sorted = false;
    if (!sorted) return this.citeSorted(events.map((e) => ({ pos: e.pos })).sort((a, b) => a.pos - b.pos));
    return this.citeSorted(events);
  }
  /**
   * `cite` for events in order: their commits are counted, and only the first and last few
   * kept, without a list of them all (a folder's evidence may stand on thousands of changes).
   */
  citeSorted(events) {
    const n = events.length;
    const kept = [];
    let count = 0;
    for (let i = 0; i < n; i++) {
      const pos = events[i].pos;
      if (i > 0 && pos === events[i - 1].pos) continue;
      count++;
      if (kept.length < 2 * LISTED_AT_EACH_END) kept.push(pos);
    }
    if (count > 2 * LISTED_AT_EACH_END) {
      kept.length = LISTED_AT_EACH_END;
      const latest = [];
      for (let i = n - 1; latest.length < LISTED_AT_EACH_END; i--) {
        const pos = events[i].pos;
        if (i < n - 1 && pos === events[i + 1].pos) continue;
        latest.push(pos);
      }
      for (let k = latest.length - 1; k >= 0; k--) kept.push(latest[k]);
    }
    const refs = lastingList();
    for (const pos of kept) refs.push(this.ref(pos));
    return { refs, count };
  }
  /** The evidence, its summary written now or (it may quote a commit's subject not read yet) by `fill`. */
  describe(fields, text) {
    const evidence = { ...fields, summary: "" };
    if (this.unread.length === 0) evidence.summary = text();
    else this.summaries.push({ evidence, text });
    return evidence;
  }
  /** Reads the cited commits' authors, dates and subjects not known yet, then writes the summaries left. */
  async fill() {
    const unread = this.unread;
    if (unread.length > 0) fillFrom(unread, await readCommitMeta(this.ctx, unread.map((r) => r.sha)));
    this.unread.length = 0;
    for (const { evidence, text } of this.summaries) evidence.summary = text();
    this.summaries.length = 0;
  }
};
function fillFrom(refs, meta) {
  const missing = [];
  for (const ref of refs) {
    const m = meta.get(ref.sha);
    if (!m) {
      missing.push(ref);
      continue;
    }
    ref.subject = m.subject;
    ref.author = m.author;
    ref.date = m.date;
  }
  return missing;
}
var LISTED_AT_EACH_END = 5;
function listed(cited) {
  return cited.count > cited.refs.length ? { commits: cited.refs, commitCount: cited.count } : { commits: cited.refs };
}
function inText({ refs, count }) {
  if (count === 0) return "";
  if (count === 1) return `in ${refs[0].sha.slice(0, 7)} ${quoted(refs[0].subject, SUBJECT_ROOM)}`;
  return `in ${count} commits (${refs[0].sha.slice(0, 7)}\u2026${refs[refs.length - 1].sha.slice(0, 7)})`;
}

// src/plan/build.ts
var OUTDATING = {
  graded: /* @__PURE__ */ new Set(["deleted", "anchor-changed", "rewritten"]),
  strict: /* @__PURE__ */ new Set(["deleted", "anchor-changed", "rewritten", "touched"])
};
var ACTION_RANK = { supersede: 0, outdate: 1, archive: 2, rewrite: 3, link: 4, review: 5 };
var PLANNED_PER_BATCH = 64;
function buildPlan(input) {
  const byKey = /* @__PURE__ */ new Map();
  const outdating = OUTDATING[input.policy];
  const addChanges = (from, to) => {
    for (let i = from; i < to; i++) {
      const learning = input.learnings[i];
      if (learning.status === "active") {
        const evidence = input.evidence.get(learning.key);
        if (evidence && evidence.length > 0) byKey.set(learning.key, changeFromEvidence(learning, evidence, outdating, input.since?.get(learning.key)));
      } else if (learning.status === "outdated" && input.archiveAfterDays > 0 && !learning.readOnly) {
        const archive = archiveChange(learning, input.archiveAfterDays, input.now);
        if (archive) byKey.set(learning.key, archive);
      }
    }
  };
  for (let i = 0; i < input.learnings.length; i += PLANNED_PER_BATCH) addChanges(i, Math.min(i + PLANNED_PER_BATCH, input.learnings.length));
  for (const contradiction of input.contradictions ?? []) {
    const existing = byKey.get(contradiction.key);
    byKey.set(contradiction.key, existing ? mergeChanges(existing, contradiction) : contradiction);
  }
  const idParts = /* @__PURE__ */ new Map();
  for (const change of byKey.values()) idParts.set(change, naturalParts(change.id));
  const changes = [...byKey.values()].sort((a, b) => compareText(a.source.path, b.source.path) || compareNaturalParts(idParts.get(a), idParts.get(b)) || compareText(a.key, b.key));
  const plan = { head: input.head, range: input.range, policy: input.policy, changes, warnings: [...input.warnings ?? []] };
  if (input.checked) plan.checked = input.checked;
  return plan;
}
function changeFromEvidence(learning, evidence, outdating, since) {
  const strong = evidence.filter((e) => outdating.has(e.kind));
  const renames = evidence.filter((e) => e.kind === "renamed" && e.path && e.newPath);
  const rewritten = renames.length > 0 ? rewriteContent(learning.content, renames) : void 0;
  const rewrite = rewritten && rewritten.renames.length > 0 ? rewritten : void 0;
  let action;
  let to = learning.status;
  let reason;
  let outdatedCommit;
  if (strong.length > 0) {
    action = learning.readOnly ? "review" : "outdate";
    if (!learning.readOnly) to = "outdated";
    reason = strong[0].summary + (strong.length > 1 ? ` (and ${strong.length - 1} more)` : "");
    outdatedCommit = strong[0].commits[0]?.sha ?? null;
  } else if (rewrite) {
    action = learning.readOnly ? "review" : "rewrite";
    reason = renames.map((r) => r.summary).join("; ");
  } else {
    action = "review";
    reason = evidence[0].summary + (evidence.length > 1 ? ` (and ${evidence.length - 1} more)` : "");
  }
  const change = {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action,
    from: learning.status,
    to,
    reason,
    evidence: [...evidence]
  };
  if (outdatedCommit !== void 0) change.outdatedCommit = outdatedCommit;
  if (rewrite && !learning.readOnly) change.rewrite = rewrite;
  if (since) change.since = since;
  return change;
}
function archiveChange(learning, days, now) {
  const since = learning.outdatedAt ? Date.parse(learning.outdatedAt) : NaN;
  if (Number.isNaN(since)) return null;
  const age = (now.getTime() - since) / 864e5;
  if (age < days) return null;
  return {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action: "archive",
    from: "outdated",
    to: "archived",
    reason: `outdated for ${Math.floor(age)} days without review (archiveAfterDays: ${days})`,
    evidence: []
  };
}
function rewriteContent(content, renames) {
  let text = content;
  const done = [];
  const mentions = extractPathMentions(content);
  for (const rename of renames) {
    const oldPath = rename.path;
    const written = /* @__PURE__ */ new Set([rename.mention, ...mentions.filter((m) => m.path === oldPath || oldPath.endsWith(`/${m.path}`)).map((m) => m.text)]);
    for (const form of written) {
      const replacement = sameShape(form, oldPath, rename.newPath);
      if (replacement === form || !text.includes(form)) continue;
      text = replaceMention(text, form, replacement);
      done.push({ from: form, to: replacement });
    }
  }
  return { content: text, renames: done };
}
function mergeChanges(ours, theirs) {
  const [first, second] = ACTION_RANK[theirs.action] < ACTION_RANK[ours.action] ? [theirs, ours] : [ours, theirs];
  const merged = { ...second, ...first, evidence: [...ours.evidence, ...theirs.evidence] };
  merged.reason = first.reason === second.reason ? first.reason : `${first.reason}; ${second.reason}`;
  if (ours.rewrite ?? theirs.rewrite) merged.rewrite = ours.rewrite ?? theirs.rewrite;
  if (ours.since ?? theirs.since) merged.since = ours.since ?? theirs.since;
  const conflicts = [.../* @__PURE__ */ new Set([...ours.conflictsWith ?? [], ...theirs.conflictsWith ?? []])].sort();
  if (conflicts.length > 0) merged.conflictsWith = conflicts;
  return merged;
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/sources/check.ts
async function checkSources(input) {
  const early = input.discovered && input.range ? input.discovered.then((d) => d.gitRoot ? startRangeChain(d.gitRoot, input.env, input.range, input.chainCache) : null) : null;
  early?.catch(() => {
  });
  const loaded = await loadSources(input);
  const gitRoot = loaded.discovery.gitRoot;
  if (!gitRoot) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: "run discoveries check in a clone of the repository" });
  const learnings = checkableLearnings(loaded.sources);
  const examined = input.only ? learnings.filter(input.only) : learnings;
  const result = await collectEvidence({ cwd: gitRoot, cwdIsRoot: true, env: input.env, learnings: examined, options: input.options, range: input.range, onPhase: input.onPhase, early: await early });
  const plan = buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: result.range,
    policy: input.options.policy,
    archiveAfterDays: input.options.archiveAfterDays,
    now: input.now,
    warnings: [...input.warnings ?? [], ...loaded.failed.map((f) => `${f.path}: could not be read: ${f.reason}`), ...loaded.warnings, ...result.warnings],
    checked: result.checked,
    contradictions: [...input.contradictions ?? [], ...await contradictionsAmong(learnings, input), ...sourceChanges(loaded.sources)]
  });
  const notes = loaded.sources.filter((s) => s.info.checked).flatMap((s) => s.notes());
  if (notes.length > 0) plan.notes = notes;
  return { loaded, plan };
}
async function contradictionsAmong(learnings, input) {
  if (!input.config.contradictions.enabled) return [];
  const incoming = input.contradictionsFor;
  if (incoming && !learnings.some((l) => l.status === "active" && incoming(l))) return [];
  const { contradictionChanges, contradictionChangesFor } = await import("./plan-W65KLJIU.js");
  const options = { method: input.config.contradictions.method };
  return incoming ? contradictionChangesFor(learnings, incoming, options) : contradictionChanges(learnings, options);
}
async function applySourcesPlan(check, context) {
  const sources = context.dryRun ? check.loaded.sources.filter((s) => s.info.kind === "agent-file") : check.loaded.sources;
  const outcomes = await applyPlanToSources(sources, check.plan, { now: context.now, commit: check.plan.head, env: context.env });
  const readOnlySkip = (reason) => reason.startsWith("agent files are read-only");
  return {
    outcomes,
    applied: outcomes.flatMap((o) => o.applied.map((a) => ({ ...a, source: o.source }))),
    skipped: outcomes.flatMap((o) => o.skipped.filter((s) => !readOnlySkip(s.reason)).map((s) => ({ ...s, source: o.source }))),
    proposals: outcomes.flatMap((o) => o.proposals),
    commits: outcomes.flatMap((o) => o.commits),
    errors: outcomes.filter((o) => o.error).map((o) => ({ source: o.source, error: o.error }))
  };
}

export {
  quoted,
  SUBJECT_ROOM,
  collectEvidence,
  buildPlan,
  checkSources,
  applySourcesPlan
};
