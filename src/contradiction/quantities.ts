// Finds the quantities a clause states and normalises them, so "30 s" and
// "30000 ms", "1 hour" and "60 minutes", "10 MB" and "10240 KB" compare equal,
// and "port 3000" is never compared with "3000 ms".

import { catalogueQuantity, nameQuantity, namesQuantity } from './settings-catalogue.js';
import { stem } from './stem.js';
import { anchorTerms, rawSpan, splitIdentifier, termOfWord, type Token } from './tokens.js';
import { LIGHT_STEMS, NUMBER_WORDS, table } from './vocabulary.js';

// Made once, not on every call: these run per token in the pair checks and the clause readers (disc-040).
const SIGNED_NUMBER_TOKEN = /^([<>=~^±]*)(\d[\d,]*(?:\.\d+)?)([a-z%µ]*)(\+?)$/i;
const UNDERSCORES = /_/g;

const NO_QUANTITIES: Quantity[] = [];
/** Locale tags, charsets, constants: en-US, UTF-8, ISO-8859-1, GMT. */
const VALUE_LIKE = /^(?:[a-z]{2}-[A-Z]{2}|[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)+|[A-Z]{2,}[0-9]+)$/;
/** Quantities without a key share this one (a string array, like the others). */
const NO_KEY: string[] = [''].slice(0, 0);

/** 'limitless': "unlimited", "no limit on X", which any limit of X contradicts, whatever it measures. */
export type Dimension = 'duration' | 'size' | 'percent' | 'pixels' | 'rate' | 'port' | 'version' | 'clock' | 'count' | 'text' | 'limitless';

export interface Quantity {
  dim: Dimension;
  /** Normalised: milliseconds, bytes, per second, minutes after midnight, plain numbers. NaN for versions and text. */
  value: number;
  /** Sizes: the other reading of k/M/G (1000 vs 1024), so "10 MB" equals both "10240 KB" and "10000 KB". */
  alt?: number;
  /** Versions: numeric parts ("3.10" → [3, 10]); text values: the value, normalised. */
  parts?: number[];
  text?: string;
  /** What is counted or named: "retries", "workers", "node", "max_tokens". Quantities with disjoint keys are not compared. */
  key: string[];
  /** "per tenant", "per IP", or "total": what one unit of the value is counted over. */
  scope?: string;
  /** A range's lower end ("between 2 and 5 workers", "2–5 workers"); `value` is its upper end. */
  low?: number;
  /** How often, not how long: "every 5 minutes" ('every'); "hourly", "twice a day" ('often'); "60 Hz" ('hz', rounded by writers). */
  period?: 'every' | 'often' | 'hz';
  /** "at least" / "up to": a lower bound and an upper bound never contradict each other. */
  bound: 'min' | 'max' | null;
  /** The bound is a named setting ("the minimum API level is 26"), not a way of stating the value ("up to 26"). */
  namedBound?: boolean;
  /** The catalogue quantity it is the value of (settings-catalogue.ts): "concurrency", "heap", "page size". */
  setting?: string;
  /** Token indexes of the words naming that quantity ("context length", `max_seq_len`, `-c`). */
  namedBy?: number[];
  /** Versions: one of several the clause allows ("supports Node 18 and 20", "tested on 3.11 and 3.12"). */
  among?: boolean;
  /** Versions: a floor or ceiling written as a comparison with the tool ("R >= 4.1.0"), which a later release meets. */
  compared?: boolean;
  /** As written, for reasons. */
  written: string;
  /** Token range [first, last] inside the clause. */
  first: number;
  last: number;
}

const MS = { s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION_UNITS: Record<string, number> = table({
  ms: 1, msec: 1, msecs: 1, millisecond: 1, milliseconds: 1,
  s: MS.s, sec: MS.s, secs: MS.s, second: MS.s, seconds: MS.s,
  min: MS.min, mins: MS.min, minute: MS.min, minutes: MS.min,
  h: MS.h, hr: MS.h, hrs: MS.h, hour: MS.h, hours: MS.h,
  day: MS.d, days: MS.d, week: 7 * MS.d, weeks: 7 * MS.d, wk: 7 * MS.d, wks: 7 * MS.d,
  month: 30 * MS.d, months: 30 * MS.d, mo: 30 * MS.d, year: 365 * MS.d, years: 365 * MS.d, yr: 365 * MS.d, yrs: 365 * MS.d,
});
/** Only attached to a number ("5m", "30d"): on their own these letters mean other things. */
const ATTACHED_DURATION_UNITS: Record<string, number> = table({ m: MS.min, d: MS.d, w: 7 * MS.d, y: 365 * MS.d });
/** `-Xmx`, Spark, nginx and Docker write sizes with one letter (`16g`, `50m`); "m" is minutes elsewhere. */
const LETTER_SIZES: Record<string, string> = table({ k: 'kb', m: 'mb', g: 'gb', t: 'tb' });
/** Words that say a number is an amount of memory or storage, so its letter is a size. */
const MEMORY_WORDS = new Set(
  'memory mem maxmemory heap ram rss swap size sizes body bodies buffer buffers disk disks storage volume volumes payload payloads upload uploads xmx xms partition partitions flash sram eeprom'.split(' '),
);

/** What CPU is counted in: "2 CPUs", `cpu: 1`, "250 millicores" (a thousandth each). */
const CPU_KEYS = ['cpu'];
const CPU_WORDS = new Set(['cpu', 'cpus', 'vcpu', 'vcpus', 'core', 'cores']);
const MILLICORE_WORDS = new Set(['millicores', 'millicore', 'millicpu', 'millicpus', 'mcpu']);

function isCpuWord(word: string): boolean {
  return CPU_WORDS.has(word);
}

/** Words before a number that say it is a span of time: "every 30m", "after 5m". */
const DURATION_LEADS = new Set(['every', 'after', 'within', 'for']);

/** The size a one-letter unit stands for when the words around it (or a key's parts) talk about memory. */
function letterSize(unit: string, words: readonly string[]): string | undefined {
  const size = LETTER_SIZES[unit];
  return size !== undefined && words.some((w) => MEMORY_WORDS.has(w)) ? size : undefined;
}

/** A clause's words and the parts of its names, lower case. */
function wordsOf(tokens: Token[]): string[] {
  return tokens.flatMap((t) => (t.kind === 'word' ? [t.norm] : t.kind === 'code' ? splitIdentifier(t.raw).map((x) => x.toLowerCase()) : []));
}
const SIZE_UNITS: Record<string, [number, number]> = table({
  b: [1, 1], byte: [1, 1], bytes: [1, 1],
  kb: [1024, 1000], kib: [1024, 1024], ki: [1024, 1024],
  mb: [1024 ** 2, 1e6], mib: [1024 ** 2, 1024 ** 2], mi: [1024 ** 2, 1024 ** 2],
  gb: [1024 ** 3, 1e9], gib: [1024 ** 3, 1024 ** 3], gi: [1024 ** 3, 1024 ** 3],
  tb: [1024 ** 4, 1e12], tib: [1024 ** 4, 1024 ** 4],
});
const PERCENT_UNITS = new Set(['%', 'percent', 'pct']);
const PIXEL_UNITS = new Set(['px', 'pixel', 'pixels']);
const COUNT_MULTIPLIERS: Record<string, number> = table({ k: 1000 });
/** Words that multiply the number before them. */
const MAGNITUDES: Record<string, number> = table({ thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 });
const RATE_WORDS = new Set(['per', 'a', 'an', 'each', 'every']);
/** "is now 1.9.22", "is currently 3.6.0": words between a link and a version that change nothing. */
const STATE_ADVERBS = new Set(['now', 'currently', 'still']);
/** Words before a version line ("pinned to 4.x", "still on 3.x") that leave the tool to the words before them. */
const VERSION_LINE_LEADS = new Set(['to', 'on', 'at', 'from', 'is', 'are']);
/** Verbs a tool's version is pinned or required with: "pins godot 4.3", "requires solc 0.8.24"; never the tool's name. */
const PIN_VERB_WORDS = new Set('release tag version revision patch update pin pins pinned pinning require requires required need needs needed use uses used target targets targeted install installs installed ship ships shipped bump bumps bumped upgrade upgrades upgraded downgrade downgraded run runs ran build builds built with on to at from is are was were of'.split(' '));
/** Files that hold one tool's version and nothing else: ".nvmrc contains 20". */
const VERSION_FILES: Record<string, string> = table({
  '.nvmrc': 'node', '.node-version': 'node', '.python-version': 'python', '.ruby-version': 'ruby', '.go-version': 'golang',
  '.java-version': 'java', '.terraform-version': 'terraform', '.bun-version': 'bun',
});
/** Words between such a file and its version. */
const VERSION_FILE_VERBS = new Set(['contains', 'says', 'pins', 'has', 'holds', 'lists', 'specifies', 'reads', 'is', 'now', 'set', 'to', ':', '=']);
/**
 * Words that make the number after them a version of the thing they name: runtimes, frameworks, CMSs (Drupal,
 * WordPress), compilers (Clang, GCC, GHC), databases, servers, data and ML libraries, engines (Godot). Not a tool
 * that sets other tools' versions (Xcode, Maven, CMake, Bazel: "the Xcode project sets the deployment target to 16.0").
 */
const VERSIONED = new Set(
  `node nodejs node.js python python3 ruby go golang java php react vue angular next next.js nuxt svelte ios android
  postgres postgresql mysql redis typescript ts es ecmascript kotlin swift rust django rails elixir deno bun electron
  watchos tvos visionos ipados
  webpack vite jest eslint npm yarn pnpm gradle dotnet .net kubernetes k8s helm terraform ubuntu debian alpine macos
  windows chrome safari firefox edge native laravel spring symfony express fastify nestjs prisma tailwind bootstrap
  version v api openapi oauth http tls php8 mongodb mongo elasticsearch kafka rabbitmq nginx apollo graphql
  drupal wordpress joomla magento typo3 otp erlang scala clojure haskell ghc julia perl lua luajit dart flutter godot
  blender qt gtk llvm clang gcc msvc jdk openjdk centos rhel fedora almalinux freebsd mariadb sqlite
  cassandra clickhouse influxdb grafana prometheus airflow hadoop flink zookeeper ansible podman istio envoy traefik
  haproxy tomcat jetty wildfly openssl openssh powershell numpy pandas scipy tensorflow pytorch keras cuda opencv
  ffmpeg chromium selenium playwright cypress storybook rustc`.split(/\s+/),
);
const MIN_BOUND_BEFORE = ['at least', 'min', 'minimum', 'no less than', 'no fewer than', '>='];
const MAX_BOUND_BEFORE = ['up to', 'at most', 'max', 'maximum', 'no more than', 'not more than', '<=', 'under', 'below', 'tops out at', 'maxes out at', 'caps at', 'peaks at'];
const RATE_CEILING_BEFORE = ['allows', 'allowed', 'permits', 'accepts'];
/** A limit as a setting of its own: "is limited to 512Mi" is the limit, not what is requested. */
const NAMED_MAX_BEFORE = ['limited to', 'capped at', 'limit of', 'cap of', 'maximum of', 'max of', 'limit is', 'limit to'];
const MIN_BOUND_AFTER = ['or later', 'or newer', 'or above', 'or higher', 'or more', 'and up', 'and above', 'and later', '+'];
const NAMED_MIN = new Set(['minimum', 'min', 'floor', 'lowest']);
const NAMED_MAX = new Set(['maximum', 'max', 'limit', 'cap', 'ceiling', 'highest']);
/** Counted nouns that name the same thing. */
const COUNT_SYNONYMS: Record<string, string> = table({
  time: 'attempt', retri: 'attempt', tri: 'attempt', attempt: 'attempt', round: 'round',
  row: 'row', record: 'row', item: 'row', entri: 'row', document: 'row', doc: 'row', object: 'row', messag: 'row', event: 'row',
  // The short forms rates are written in ("250 msg/s", "500 ops/sec", "1000 pkt/s", "15 tx/s", "2000 evt/s"): the
  // noun's own stem, so "500 operations per second" is "500 ops/s".
  msg: 'row', msgs: 'row', rec: 'row', recs: 'row', evt: 'row', evts: 'row', op: 'oper', ops: 'oper', pkt: 'packet', pkts: 'packet',
  tx: 'transact', txn: 'transact', txns: 'transact', conn: 'connect', conns: 'connect', connect: 'connect', connection: 'connect',
});
/**
 * What a rate limit counts, however it is called: "5 attempts per minute", "10 requests/min", "60 calls per
 * minute" are one limit. Only a lone noun: "login attempts" keeps what it qualifies.
 */
const RATE_EVENTS = new Set(['request', 'req', 'call', 'attempt', 'hit', 'send', 'submiss']);
function rateKey(key: string[]): string[] {
  return key.length === 1 && RATE_EVENTS.has(key[0]!) ? RATE_EVENT_KEY : key;
}
const RATE_EVENT_KEY = ['request'];

/** Verbs a bare number after "on"/"to"/"at" is a port of: "listens on 5173", "bound to 8080". */
const LISTEN_WORDS = new Set('listen listens listening serve serves served serving bind binds bound run runs running exposed exposes expose available reachable hosted'.split(' '));

/** "the port is 9200", "port is now 8080": the word port, then a copula, then the number. */
function portNamedBefore(tokens: Token[], i: number): boolean {
  let k = beforeLinkWords(tokens, i, PORT_COPULAS);
  // "the default port in `src/server.ts` is 3000": the file it is set in comes between.
  if (k >= 2 && tokens[k]!.kind === 'code' && tokens[k]!.raw.includes('/') && /^(in|of|for)$/.test(tokens[k - 1]!.norm)) k -= 2;
  return k >= 0 && (tokens[k]!.norm === 'port' || tokens[k]!.norm === "port's");
}

/** "listens on `PORT`, default 3000": a default given right after the port's name. */
function portDefault(tokens: Token[], i: number): boolean {
  if (tokens[i - 1]?.norm !== 'default') return false;
  let k = i - 2;
  while (k >= 0 && k >= i - 4 && tokens[k]!.kind === 'punct') k--;
  return k >= 0 && tokens[k]!.norm === 'port';
}

/** The token before the one to three `links` words ("is now", "contains") ending just before `i`; -1 when there are none. */
function beforeLinkWords(tokens: Token[], i: number, links: ReadonlySet<string>): number {
  let k = i - 1;
  while (k >= i - 3 && k >= 0 && links.has(tokens[k]!.norm)) k--;
  return k < i - 1 ? k : -1;
}
const PORT_COPULAS = new Set(['is', 'now', 'currently', 'set', 'to', 'changed', 'moved', 'defaults', 'default', 'was', '=', ':']);

/** Verbs whose object is a port: "binds 4040", "exposes 8080". */
const PORT_OBJECT_VERBS = new Set('bind binds expose exposes'.split(' '));

/** "max" in `MAX_UPLOAD_BYTES`, `max_tokens`; not in `Max-Age`, the name of a cookie and cache attribute. */
function limitOfName(name: string): string {
  const lower = name.toLowerCase();
  if (/^max[-_]?age$/.test(lower)) return '';
  // `maxConnections` is a limit like `max_connections`.
  return splitIdentifier(name)[0]?.toLowerCase() ?? '';
}

/** Units a setting's name may carry as its first or last part: `timeout_ms`, `MAX_UPLOAD_BYTES`, `days-before-close`. */
const NAME_UNITS: Record<string, string> = table({
  ms: 'ms', millis: 'ms', milliseconds: 'ms', sec: 's', secs: 's', seconds: 's', mins: 'min', minutes: 'min',
  hours: 'h', hrs: 'h', days: 'day', weeks: 'week', bytes: 'bytes', kb: 'kb', mb: 'mb', gb: 'gb', kib: 'kib', mib: 'mib', gib: 'gib',
});
const SETTING_COPULAS = new Set(['is', 'are', '=', ':', 'to', 'of', 'now', 'currently', 'set', 'defaults', 'default']);

/** The unit in the name of the setting a bare number is the value of ("… `X_SECONDS` is 30"). */
function unitOfSettingBefore(tokens: Token[], i: number): string {
  const name = settingBefore(tokens, i) ?? subjectSettingOf(tokens, i);
  if (!name) return '';
  const parts = name.norm.split(/[-_.]+/).filter(Boolean);
  const camel = parts.length === 1 ? KEY_UNIT_CAMEL.exec(name.raw.trim()) : null;
  if (camel) return NAME_UNITS[camel[1]!.toLowerCase()] ?? '';
  return NAME_UNITS[parts[parts.length - 1]!] ?? NAME_UNITS[parts[0]!] ?? '';
}

const WHICH_LEADS = new Set(['for', 'in', 'on', 'of', 'under', 'inside', 'within', 'across']);

/**
 * "`POLL_RATE_MS` for sleepy end devices in `zb_config.h` is 1000": the setting is the clause's subject, and a
 * phrase saying which one or where comes between it and "is"; nothing else (no value, verb or other name) does.
 */
function subjectSettingOf(tokens: Token[], i: number): Token | null {
  const copula = tokens[i - 1]?.norm;
  if (copula !== 'is' && copula !== 'are') return null;
  const h = DETERMINERS.has(tokens[0]?.norm ?? '') ? 1 : 0;
  const name = tokens[h];
  if (name === undefined || name.kind !== 'code' || isFileToken(name) || i - h > 12 || !WHICH_LEADS.has(tokens[h + 1]?.norm ?? '')) return null;
  for (let k = h + 2; k < i - 1; k++) {
    const t = tokens[k]!;
    if (t.kind === 'number' || t.kind === 'punct' || (t.kind === 'code' && !isFileToken(t)) || COPULAS_OF_SUBJECT.has(t.norm)) return null;
  }
  return name;
}
const COPULAS_OF_SUBJECT = new Set(['is', 'are', 'was', 'were', 'sets', 'has']);

/** `statement_timeout = 15000`, "idle_timeout is 300": a name made of parts, then "=", ":" or "is", then the number. */
function settingBefore(tokens: Token[], i: number): Token | null {
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && SETTING_COPULAS.has(tokens[k]!.norm)) k--;
  if (k === i - 1 || k < 0) return null;
  // "`engines.node` in `package.json` is `>=20`": the file it is set in comes between the name and its value.
  if (k >= 2 && isFileToken(tokens[k]!) && /^(in|of)$/.test(tokens[k - 1]!.norm)) k -= 2;
  const name = tokens[k]!;
  // "Default port in `src/server.ts` is 3000": a path says where the setting is, it is not the setting.
  if (name.kind === 'number' || name.norm.includes('/') || isFileToken(name)) return null;
  // `maxRps`, `heartbeatIntervalMs`: a name in camelCase is a setting when its last part is a unit or a rate.
  if (name.kind === 'code' && /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(name.raw.trim()) && (KEY_RATE.test(name.raw) || KEY_UNIT_CAMEL.test(name.raw))) return name;
  if (!/[-_.]/.test(name.norm)) return null;
  return name.norm.split(/[-_.]+/).filter(Boolean).length < 2 ? null : name;
}

/** A file's name or path in code (`zb_config.h`, `conf/local.conf`): where a setting is, never the setting. */
function isFileToken(t: Token): boolean {
  return t.kind === 'code' && (t.norm.includes('/') || FILE_NAME.test(t.norm));
}
const FILE_NAME = /^[\w.-]+\.(?:h|hpp|c|cc|cpp|go|rs|py|rb|js|mjs|cjs|ts|tsx|jsx|java|kt|swift|php|cs|ex|exs|lua|toml|ya?ml|json|ini|conf|cfg|env|properties|xml|gradle|tf|sh|mk|cmake|txt|lock|mod)$/;

/** The tool whose version file names the number: ".nvmrc contains 20" is Node 20. */
function versionFileBefore(tokens: Token[], i: number): string | undefined {
  const k = beforeLinkWords(tokens, i, VERSION_FILE_VERBS);
  if (k < 0) return undefined;
  const name = tokens[k]!.norm.replace(/^.*\//, '');
  // `.bazelversion`, `.swift-version`: a dotfile named for a tool and "version" holds that tool's version.
  return VERSION_FILES[name] ?? /^\.([a-z]{2,})[-_]?version$/.exec(name)?.[1];
}

/**
 * Nouns that, right before a number, name one of a series: "session 22", "round 3", "PR 12", "release 7". The
 * number says which one, and what the text says of it is that one's (analyze.ts ownLabels). Singular only: "3
 * rounds", "retries 3" and "Node 20" are values.
 */
const LABEL_NOUNS = new Set('session round sprint phase step stage week issue pr release milestone iteration ticket experiment epic wave cohort'.split(' '));
/** Before the noun, words that make it a measure or a span of time: "every week 3 jobs fail", "this week 2 deploys". */
const NOT_LABEL_BEFORE = new Set(['a', 'an', 'every', 'each', 'per', 'this', 'last', 'next', 'that']);

/** The token at `i` is the number of a label ("session 22", "PR #12", "round three"): the label, as "pr 12", or null. */
export function labelAt(tokens: readonly Token[], i: number): string | null {
  const noun = tokens[i - 1];
  const t = tokens[i];
  if (noun === undefined || t === undefined || noun.kind !== 'word' || !LABEL_NOUNS.has(noun.norm)) return null;
  if (t.kind !== 'number' && t.kind !== 'word') return null;
  if (NOT_LABEL_BEFORE.has(tokens[i - 2]?.norm ?? '')) return null;
  // "session 21's" is a word to the tokenizer, "#12" too.
  const digits = /^#?(\d+)$/.exec(t.norm);
  const value = digits ? Number(digits[1]) : t.kind === 'number' ? NUMBER_WORDS[t.norm] : undefined;
  if (value === undefined) return null;
  // "each step 5 minutes": a unit after the number makes it a quantity after all.
  const after = tokens[i + 1];
  if (after !== undefined && after.kind === 'word' && isUnitWord(after.norm)) return null;
  return `${noun.norm} ${value}`;
}

/** A noun right after the number says what is counted ("runs on 4 cores"), so it is not a port. */
function countNounAfter(tokens: Token[], from: number): boolean {
  const t = tokens[from];
  return t !== undefined && t.kind === 'word' && t.terms.length > 0 && !/^(now|again|instead|locally|anymore)$/.test(t.norm);
}

/** A unit of one thing per another right after the number ("runs at 3000 L/h", "at 40 km/h"): a measure, not a port. */
function ratioUnitAfter(tokens: Token[], from: number): boolean {
  const t = tokens[from];
  return t !== undefined && t.kind !== 'code' && RATIO_UNIT.test(t.raw);
}
const RATIO_UNIT = /^[A-Za-zµ°]{1,5}\/[A-Za-z]{1,5}$/;

/** Codes written `name:number` that name no host but a registry's entry: `EPSG:2263`, `SRID:4326`, `RFC:7231`. */
const NOT_HOSTS = /^(epsg|srid|crs|esri|rfc|iso|cve|cwe|utf|urn|isbn|doi|arxiv|pmid):\d/;
/** A module constant: a regular expression literal in findQuantities' token loop is a new object per token. */
const DIGIT = /\d/;
/** Words worth a second look for a quantity: "a"/"an"/"every" before a unit, "ES2019", "100/hour", "localhost:3000". */
const NUMBERISH_WORD = /^(?:a|an|every|once|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|esnext|midnight|noon|midday|no|none|unlimited|hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually|(?:half|bi|semi)-?(?:hourly|weekly|monthly|annually|annual|yearly)|biennially)$|^es\d|^p\d|^pt\d|^\d|:\d|^[-−]\d/;
/** "-18", "−12", "-1.85": a negative number, which the tokenizer leaves a word ("-18 °C", "-16 LUFS", "-12 dB"). */
const NEGATIVE_NUMBER = /^[-−](\d[\d,]*(?:\.\d+)?)([a-z%µ]*)$/;
/** "2 pm", "9 a.m.": the hour of a time of day written apart from its half of the day. */
const MERIDIEM_WORD = /^(am|pm|a\.m|p\.m)\.?$/;
const HOUR_OF_TWELVE = /^(?:1[0-2]|[1-9])$/;

/** How often, in one word: "runs hourly", "rotated weekly", "1000 requests daily". */
const FREQUENCY_WORDS: Record<string, number> = table({
  hourly: MS.h, daily: MS.d, nightly: MS.d, weekly: 7 * MS.d, fortnightly: 14 * MS.d, monthly: 30 * MS.d,
  quarterly: 90 * MS.d, yearly: 365 * MS.d, annually: 365 * MS.d,
  // Halves and doubles of a period, joined or hyphened: "half-hourly", "bi-weekly" (every two weeks, as payroll and
  // sprints use it), "bimonthly", "semi-annually", "half-yearly", "biennially".
  'half-hourly': 30 * MS.min, halfhourly: 30 * MS.min, 'bi-hourly': 2 * MS.h, bihourly: 2 * MS.h,
  'bi-weekly': 14 * MS.d, biweekly: 14 * MS.d, 'bi-monthly': 60 * MS.d, bimonthly: 60 * MS.d,
  'semi-monthly': 15 * MS.d, semimonthly: 15 * MS.d, 'semi-annually': 180 * MS.d, semiannually: 180 * MS.d, 'semi-annual': 180 * MS.d, semiannual: 180 * MS.d,
  'half-yearly': 180 * MS.d, halfyearly: 180 * MS.d, biannually: 180 * MS.d, 'bi-annually': 180 * MS.d, biennially: 730 * MS.d,
});
/** "3-hourly", "2-weekly": a number of the period a frequency word names, as one word (tokens.ts). */
const PERIOD_MULTIPLE = /^(\d{1,3})-(hourly|daily|weekly|monthly|yearly)$/;
/** "3.0x", "2.5×", "10x": a multiplier written as one word. */
const MULTIPLIER = /^(\d+(?:\.\d+)?)[x×]$/;
/**
 * Words after "2x" that leave it a multiplier of something ("2x the base fare", "1.2x max speed", "4x faster"), not a
 * count of the thing named next ("4x A100", "8x NVMe drives").
 */
const MULTIPLIED_AFTER = new Set('the of a an its their our his her this that base baseline normal regular standard usual default list nominal original average mean median max maximum min minimum peak current previous old real market face faster slower more less larger smaller bigger higher lower longer shorter speed speedup magnification zoom multiplier factor when if for on over above below under at during with in to from by per and or than then now instead since after before'.split(' '));

/** The multiplier at `i` ends its clause or multiplies what follows (MULTIPLIED_AFTER). */
function multiplierAt(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return next === undefined || next.kind === 'punct' || (next.kind === 'word' && MULTIPLIED_AFTER.has(next.norm));
}
/** Words after a frequency word that leave it an adverb ("runs nightly at 02:00"), not an adjective ("the nightly build"). */
const AFTER_ADVERB = new Set('now instead again anymore only too also as when if unless except during between through'.split(' '));
/** Before a frequency word, a determiner makes it an adjective: "the nightly job", "a weekly report". */
const DETERMINERS = new Set('the a an our its their this that these those each'.split(' '));
/** A frequency as the period between two ticks: "60 Hz" is every 16.7 ms. */
const FREQUENCY_UNITS: Record<string, number> = table({ hz: 1, khz: 1e3, mhz: 1e6, ghz: 1e9 });
/**
 * Lengths, in metres: "150 m", "0.5 km", "20 mm", "6 metres", "2 miles", "10 feet". A lone "m" is a metre only apart
 * from its number ("5m" is minutes or, by memory words, megabytes); "in" and "mi" (mebi-) are never lengths.
 */
const LENGTH_UNITS: Record<string, number> = table({
  mm: 0.001, millimetre: 0.001, millimetres: 0.001, millimeter: 0.001, millimeters: 0.001,
  cm: 0.01, centimetre: 0.01, centimetres: 0.01, centimeter: 0.01, centimeters: 0.01,
  m: 1, metre: 1, metres: 1, meter: 1, meters: 1,
  km: 1000, kilometre: 1000, kilometres: 1000, kilometer: 1000, kilometers: 1000,
  ft: 0.3048, foot: 0.3048, feet: 0.3048, inch: 0.0254, inches: 0.0254, yd: 0.9144, yard: 0.9144, yards: 0.9144,
  mile: 1609.344, miles: 1609.344,
});
/**
 * Volumes, in litres: "200 µL", "0.5 mL", "30 ml", "3 cl", "2 L", "45 millilitres", "5 gallons" (US). A lone "l"
 * after the number only ("2 L"), never attached to it.
 */
const VOLUME_UNITS: Record<string, number> = table({
  'µl': 1e-6, ul: 1e-6, microlitre: 1e-6, microlitres: 1e-6, microliter: 1e-6, microliters: 1e-6,
  ml: 1e-3, millilitre: 1e-3, millilitres: 1e-3, milliliter: 1e-3, milliliters: 1e-3,
  cl: 1e-2, centilitre: 1e-2, centilitres: 1e-2, centiliter: 1e-2, centiliters: 1e-2,
  dl: 0.1, decilitre: 0.1, decilitres: 0.1, deciliter: 0.1, deciliters: 0.1,
  l: 1, litre: 1, litres: 1, liter: 1, liters: 1,
  hl: 100, hectolitre: 100, hectolitres: 100, hectoliter: 100, hectoliters: 100,
  kl: 1000, kilolitre: 1000, kilolitres: 1000, kiloliter: 1000, kiloliters: 1000,
  gal: 3.785411784, gallon: 3.785411784, gallons: 3.785411784,
});
export const VOLUME_KEY = 'litre';
const VOLUME_KEYS = [VOLUME_KEY];
/** The key of every length and every temperature, whatever unit it was written in: one quantity each (values.ts measuresAlike). */
export const LENGTH_KEY = 'metre';
export const TEMPERATURE_KEY = 'celsius';
const LENGTH_KEYS = [LENGTH_KEY];
const TEMPERATURE_KEYS = [TEMPERATURE_KEY];
const DEGREE_KEYS = ['degree'];
/** "30°", "24°C", "41°F": degrees written in one word. */
const DEGREE_WORD = /^([-−]?\d+(?:\.\d+)?)°([cf])?$/;
const DEGREE_WORDS = new Set(['°', 'deg', 'degree', 'degrees']);
const CELSIUS_WORDS = new Set(['c', 'celsius', 'centigrade']);
const FAHRENHEIT_WORDS = new Set(['f', 'fahrenheit']);
/** Words after a length that make it a speed or a rate of something else: "20 metres per second", "5 km a day". */
const LENGTH_RATE_AFTER = new Set(['per', 'a', 'an', 'each', 'every', '/', 'squared', '²']);

/** Degrees in Celsius, "°C" or "°F" written (`scale`); plain degrees (an angle, or a scale left unsaid) keep their own key. */
function degrees(value: number, scale: string): { value: number; key: string[] } {
  if (CELSIUS_WORDS.has(scale) || scale === '°c') return { value, key: TEMPERATURE_KEYS };
  if (FAHRENHEIT_WORDS.has(scale) || scale === '°f') return { value: ((value - 32) * 5) / 9, key: TEMPERATURE_KEYS };
  return { value, key: DEGREE_KEYS };
}

/**
 * A length or degrees after the number at `i` (its last token `end`, its attached unit `unit`): the quantity in metres
 * or degrees, else null. "20 metres per second" is a speed and "30 square metres" an area, neither a length.
 */
function measureAt(tokens: Token[], i: number, end: number, value: number, unit: string, bound: 'min' | 'max' | null): Quantity | null {
  const after = tokens[end + 1];
  const attached = unit !== '';
  const unitWord = attached ? unit : after !== undefined && after.kind !== 'number' ? after.norm : '';
  let last = attached ? end : end + 1;
  const metres = LENGTH_UNITS[unitWord];
  if (metres !== undefined && !(attached && unitWord === 'm')) {
    if (LENGTH_RATE_AFTER.has(tokens[last + 1]?.norm ?? '') || tokens[i - 1]?.norm === 'square') return null;
    return { dim: 'count', value: value * metres, key: LENGTH_KEYS, bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
  }
  // "200 µL", "0.5 mL", "3 litres": a volume in litres ("2 L/h" a flow, not a volume).
  const litres = VOLUME_UNITS[unitWord];
  if (litres !== undefined && !(attached && unitWord === 'l')) {
    // "45 ml per shot" is still a volume, of each shot; "2 L per hour", "3 L/min" are flows.
    const rate = tokens[last + 1]?.norm ?? '';
    if (rate === '/' || rate.startsWith('/') || (RATE_WORDS.has(rate) && durationUnit(tokens[last + 2]?.norm ?? '', false) !== undefined)) return null;
    return { dim: 'count', value: value * litres, key: VOLUME_KEYS, bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
  }
  if (attached) return unit === '°' || unit === '°c' || unit === '°f' ? { dim: 'count', ...degrees(value, unit), bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last } : null;
  if (!DEGREE_WORDS.has(unitWord) && unitWord !== '°c' && unitWord !== '°f') return null;
  // "24 degrees Celsius", "5 °C".
  const scaleWord = tokens[last + 1]?.norm ?? '';
  const scale = DEGREE_WORDS.has(unitWord) && (CELSIUS_WORDS.has(scaleWord) || FAHRENHEIT_WORDS.has(scaleWord)) ? scaleWord : unitWord;
  if (scale !== unitWord) last++;
  return { dim: 'count', ...degrees(value, scale), bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
}

/** "hourly", "nightly": ("once daily" is how often, not "once the plan is reviewed"). */
export function isFrequencyWord(norm: string): boolean {
  return FREQUENCY_WORDS[norm] !== undefined;
}

/** After "no", words that make no count of it: "no longer", "no more than", "no need". */
const NOT_COUNTED_AFTER_NO = new Set('longer more less fewer later earlier sooner one way matter need op ops action effect'.split(' '));

/** "does no retries", "Retries: none": zero of a counted noun (plural after "no", the topic before "none"). */
function noneCounted(tokens: Token[], i: number): Quantity | null {
  const t = tokens[i]!;
  if (t.norm === 'no') {
    const next = tokens[i + 1];
    if (!next || next.kind !== 'word' || NOT_COUNTED_AFTER_NO.has(next.norm) || !next.norm.endsWith('s')) return null;
    const { key, last } = countKey(tokens, i + 1);
    if (key.length === 0) return null;
    return { dim: 'count', value: 0, key, bound: null, written: rawSpan(tokens, i, last), first: i, last };
  }
  const topic = tokens[i - 2];
  if (tokens[i - 1]?.norm !== ':' || !topic || topic.kind !== 'word' || topic.terms.length === 0 || (i > 2 && tokens[i - 3]!.kind !== 'punct')) return null;
  const term = topic.terms[0]!;
  return { dim: 'count', value: 0, key: [COUNT_SYNONYMS[term] ?? term], bound: null, written: `${topic.raw}: ${t.raw}`, first: i, last: i };
}

const LIMIT_WORDS = new Set(['limit', 'cap', 'ceiling', 'maximum', 'max', 'quota']);

/**
 * The terms of tokens from..to-1, pushed into a new array. A quantity's key is read by every values function, and
 * an array from flatMap or map is holey or packed depending on whether the caller ran optimised: one kind more in
 * a later run threw those functions' optimised code away ("wrong map", disc-036).
 */
function termsBetween(tokens: readonly Token[], from: number, to: number): string[] {
  const out: string[] = [];
  for (let k = from; k < to; k++) for (const term of tokens[k]!.terms) out.push(term);
  return out;
}

/** Each name normalised, pushed into a new array (a packed one, as termsBetween's). */
function normalizedNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names) out.push(normalizeName(name));
  return out;
}

/** "unlimited retries", "uploads are unlimited", "no limit on uploads", "no upload size cap": no limit at all. */
function noLimit(tokens: Token[], i: number): Quantity | null {
  // Written out, not spread from a shared shape: a spread's map dies with its objects, and the code reading them is thrown away (disc-036).
  if (tokens[i]!.norm === 'unlimited') {
    const { key, last } = countKey(tokens, i + 1);
    return { dim: 'limitless', value: Infinity, bound: 'max', namedBound: true, first: i, key, written: rawSpan(tokens, i, last), last: Math.max(i, last) };
  }
  // "no limit", "no size limit", "no upload size cap": what is not limited is written before the limit word or
  // after "on" / "for" ("no limit on upload size").
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word' || PREPOSITIONS.has(t.norm)) return null;
    if (!LIMIT_WORDS.has(t.norm)) continue;
    const key = termsBetween(tokens, i + 1, k);
    const on = tokens[k + 1]?.norm === 'on' || tokens[k + 1]?.norm === 'for' ? countKey(tokens, tokens[k + 2]?.norm === 'the' ? k + 3 : k + 2) : null;
    if (on) for (const x of on.key) key.push(x);
    return { dim: 'limitless', value: Infinity, bound: 'max', namedBound: true, first: i, key, written: rawSpan(tokens, i, k), last: k };
  }
  return null;
}

/** "hourly" as how often the clause's action happens, not as an adjective of the noun after it. */
function frequencyAdverb(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (DETERMINERS.has(tokens[i - 1]?.norm ?? '')) return false;
  return next === undefined || next.kind === 'punct' || next.kind === 'number' || PREPOSITIONS.has(next.norm) || AFTER_ADVERB.has(next.norm);
}

/** Times of day written as words: "at midnight", "at noon". */
const CLOCK_WORDS: Record<string, number> = table({ midnight: 0, noon: 12 * 60, midday: 12 * 60 });
/**
 * A duration written in one piece: Go's and most CLIs' `1h30m`, `2m30s`, `1d12h` (two units at least: one is a
 * plain number token), or ISO 8601's `PT30S`, `PT1H30M`, `P7D`. Milliseconds, or null.
 */
export function compoundDuration(text: string): number | null {
  const t = text.toLowerCase();
  if (/^(?:\d+(?:\.\d+)?(?:ms|d|h|m|s)){2,}$/.test(t)) {
    let ms = 0;
    for (const m of t.matchAll(/(\d+(?:\.\d+)?)(ms|d|h|m|s)/g)) ms += Number(m[1]) * (m[2] === 'ms' ? 1 : m[2] === 'd' ? MS.d : m[2] === 'h' ? MS.h : m[2] === 'm' ? MS.min : MS.s);
    return ms;
  }
  const iso = /^p(?:(\d+)w)?(?:(\d+)d)?(?:t(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?)?$/.exec(t);
  if (!iso || t === 'p' || t.endsWith('t') || !/\d/.test(t)) return null;
  const [, w, d, h, m, sec] = iso.map((x) => Number(x ?? 0));
  return w! * 7 * MS.d + d! * MS.d + h! * MS.h + m! * MS.min + sec! * MS.s;
}

/**
 * Rates written as one word after the number ("100 rps", "5k QPS") and what they count. Not fps or Hz: a frame
 * rate or a frequency read as a rate met every keyless "per hour" in the generated corpus, and "60 fps" stays the
 * count of frames the frame-rate setting reads.
 */
const RATE_ACRONYMS: Record<string, { per: number; key: string[] }> = table({
  rps: { per: MS.s, key: ['request'] }, qps: { per: MS.s, key: ['queri'] }, tps: { per: MS.s, key: ['transact'] },
  rpm: { per: MS.min, key: ['request'] },
});

/** Bits a second: "bps", "kbps", "Mbit/s". */
const BIT_RATES: Record<string, number> = table({
  bps: 1, kbps: 1e3, mbps: 1e6, gbps: 1e9, 'bit/s': 1, 'kbit/s': 1e3, 'mbit/s': 1e6, 'gbit/s': 1e9, 'kb/s': 1e3, 'mb/s': 1e6, 'gb/s': 1e9,
});
const BITS = ['bits-per-second'];
const BYTES = ['bytes-per-second'];

/**
 * A data rate in the unit written attached (`unit`) or as the word after the number: bits a second ("128 kbps",
 * "500 kbit/s", "2 Mb/s") or bytes a second ("40 MB/s", "1 GiB/s"). "kb/s" in lower case says neither: skipped.
 */
function dataRate(unit: string, after: Token | undefined, number: Token): { per: number; key: string[] } | null {
  const word = unit !== '' ? unit : after?.kind === 'word' ? after.norm : '';
  if (!word.includes('b') || (unit !== '' && !word.endsWith('bps') && !word.endsWith('/s'))) return null;
  const raw = unit !== '' ? number.raw.slice(number.raw.length - unit.length) : after!.raw;
  const slashed = /^([kmgt]?i?)b(?:it)?\/s$/i.exec(raw);
  if (slashed && /B\/s$/.test(raw)) {
    const size = SIZE_UNITS[`${slashed[1]!.toLowerCase()}b`];
    return size ? { per: size[0], key: BYTES } : null;
  }
  const bits = BIT_RATES[word];
  if (bits === undefined) return null;
  // "kb/s", "mb/s": bits only when the prefix is a capital or the unit is spelled "bit".
  if (/^[kmg]b\/s$/.test(word) && !/^[KMG]b\/s$/.test(raw)) return null;
  return { per: bits, key: BITS };
}

/** A rate or a frequency as the last part of a setting's name: `RATE_LIMIT_PER_MIN`, `maxRps`, `RATE_LIMIT_PPS`, `spi_hz`. */
const KEY_RATE = /(?:[._-]|(?<=[a-z0-9])(?=[A-Z]))(per[._-]?(?:sec|second|min|minute|hour|day)|perSec|perSecond|perMin|perMinute|perHour|perDay|rps|qps|pps|rpm|tps|hz|khz|mhz|ghz)$/i;
const KEY_RATE_PERIODS: Record<string, number> = table({ sec: MS.s, second: MS.s, min: MS.min, minute: MS.min, hour: MS.h, day: MS.d });
const KEY_RATE_ACRONYMS: Record<string, { per: number; key: string[] }> = table({
  rps: { per: MS.s, key: ['request'] }, qps: { per: MS.s, key: ['queri'] }, tps: { per: MS.s, key: ['transact'] },
  rpm: { per: MS.min, key: ['request'] }, pps: { per: MS.s, key: ['packet'] },
});

/**
 * A bare number given to a setting whose name ends in a rate or a frequency: `RATE_LIMIT_PER_MIN = 1000` is 1000 a
 * minute, `RATE_LIMIT_PPS` packets a second, `spi_hz: 4000000` a frequency (the period between two ticks, as "4 MHz").
 */
function keyedRate(name: string, value: number): { dim: Dimension; value: number; key: string[]; period?: 'hz' } | null {
  const m = KEY_RATE.exec(name);
  if (m === null) return null;
  const unit = m[1]!.toLowerCase().replace(/[._-]/g, '');
  const hertz = FREQUENCY_UNITS[unit];
  if (hertz !== undefined) return value > 0 ? { dim: 'duration', value: 1000 / (value * hertz), key: NO_KEY, period: 'hz' } : null;
  const acronym = KEY_RATE_ACRONYMS[unit];
  if (acronym) return { dim: 'rate', value: (value / acronym.per) * 1000, key: acronym.key };
  const per = KEY_RATE_PERIODS[unit.slice(3)];
  return per === undefined ? null : { dim: 'rate', value: (value / per) * 1000, key: NO_KEY };
}

/** A frame, width by height, as one value: 1200x630 and 1080p compare as wholes. */
function frame(width: number, height: number, written: string, index: number): Quantity {
  return { dim: 'pixels', value: frameValue(width, height), key: [FRAME_KEY], bound: null, written, first: index, last: index };
}

/** The key of a frame's value (frame). */
export const FRAME_KEY = 'box';

/** A frame's width and height as the one value frame compares. */
export function frameValue(width: number, height: number): number {
  return width * 100_000 + height;
}

/** The width and height of a frame's value, or null for any other quantity. */
export function frameSides(q: Pick<Quantity, 'dim' | 'key' | 'value'>): [number, number] | null {
  return q.dim === 'pixels' && q.key.length === 1 && q.key[0] === FRAME_KEY ? [Math.floor(q.value / 100_000), q.value % 100_000] : null;
}

/** "1080p": a video mode names its frame, 16:9. */
const PROGRESSIVE_WIDTHS: Record<string, number> = table({ 360: 640, 480: 854, 720: 1280, 1080: 1920, 1440: 2560, 2160: 3840 });

/** "one in a thousand": the wholes a share is said against in words. */
const ROUND_WHOLES: Record<string, number> = table({ hundred: 100, thousand: 1000 });

/** Number words that stand alone: "once", "twice" never start "twice hundred". */
const SINGLE_WORDS = new Set(['once', 'twice', 'thrice', 'single', 'double', 'dozen']);
const PREPOSITIONS = new Set(
  'per in on at to for from by with of over under after before since until into via than and or but so while because the a an every each'.split(' '),
);

interface NumberRead {
  value: number;
  unit: string;
  bound: 'min' | 'max' | null;
}

/** `0x200000` (hexadecimal, the digits in group 1) and `1e-6`, `2.5e3` (scientific notation, in group 2). */
const NUMBER_LITERAL = /^0x([0-9a-f]+)$|^(\d+(?:\.\d+)?e[-+]?\d+)$/;

/** Words naming a share of a price or a sum, after which "bps" counts basis points, not bits a second ("a fee of 50 bps"). */
const BASIS_POINT_WORDS = new Set('fee fees commission commissions spread spreads yield yields margin margins markup discount discounts rebate rebates slippage interest apr apy haircut premium surcharge charge charges take cut hike coupon tolerance'.split(' '));

/**
 * The last token of a number of basis points at `i` (its number ends at `end`, with `unit` attached): "250 basis
 * points" anywhere, "50 bps" / "50bps" in a clause naming a fee, spread, yield or another share of a price. -1 otherwise.
 */
function basisPointsLast(tokens: readonly Token[], i: number, end: number, unit: string): number {
  const after = tokens[end + 1];
  if (unit === '' && after?.norm === 'basis' && (tokens[end + 2]?.norm === 'points' || tokens[end + 2]?.norm === 'point')) return end + 2;
  const last = unit === 'bps' || unit === 'bp' ? end : unit === '' && (after?.norm === 'bps' || after?.norm === 'bp') ? end + 1 : -1;
  if (last < 0) return -1;
  for (const t of tokens) if (t.kind === 'word' && BASIS_POINT_WORDS.has(t.norm)) return last;
  return -1;
}

/** Verbs that move a tool to another release: "upgraded Postgres to 16", "MySQL was bumped to 8". */
const UPGRADE_VERBS = new Set('upgrade upgrades upgraded upgrading bump bumps bumped bumping move moves moved moving migrate migrates migrated migrating downgrade downgrades downgraded update updates updated switch switches switched pin pins pinned'.split(' '));
/** Words between a tool and the verb that moves it: "Postgres was upgraded to 16", "Node has been bumped to 20". */
const UPGRADE_AUXILIARIES = new Set(['was', 'were', 'is', 'are', 'been', 'has', 'have', 'got', 'now', 'just', 'finally']);

/** Words that make a tool's name the owner of what is moved: "the pool max for postgres was bumped to 40". */
const TOOL_OF_ANOTHER = new Set(['for', 'of', 'in', 'on', 'with', 'by', 'per']);

/**
 * The tool a whole number after "to" is the release of: "upgraded Postgres to 16", "bumped the API's Node to 20" (the
 * tool right before "to", a moving verb a few words before it), "MySQL was upgraded to 8" (the verb right before "to",
 * the tool its subject). Null otherwise: "bumped the worker count to 20" moves no tool, nor does "the pool max for
 * postgres was bumped to 40"
 */
function upgradedTool(tokens: readonly Token[], i: number): string | null {
  const before = tokens[i - 2];
  if (before === undefined) return null;
  if (UPGRADE_VERBS.has(before.norm)) {
    let k = i - 3;
    while (k >= 0 && UPGRADE_AUXILIARIES.has(tokens[k]!.norm)) k--;
    const tool = k >= 0 ? normalizeName(tokens[k]!.norm) : '';
    return VERSIONED.has(tool) && !TOOL_OF_ANOTHER.has(tokens[k - 1]?.norm ?? '') ? tool : null;
  }
  const tool = normalizeName(before.norm);
  if (!VERSIONED.has(tool) || TOOL_OF_ANOTHER.has(tokens[i - 3]?.norm ?? '')) return null;
  for (let k = i - 3; k >= 0 && k >= i - 8; k--) if (UPGRADE_VERBS.has(tokens[k]!.norm)) return tool;
  return null;
}

/** A number of four parts: a build of a release ("4.2.6.1", "118.0.5993.70"), or an IPv4 address. */
const FOUR_PARTS = /^(\d+)\.\d+\.\d+\.\d+$/;
/** First parts of the addresses writers give: private, loopback, link-local and "any" (10.x, 127.x, 169.254.x, 172.16.x, 192.168.x, 0.0.0.0). */
const ADDRESS_FIRST_PARTS = new Set(['0', '10', '127', '169', '172', '192']);
/** Words of a clause about a network address: a four-part number there is the address ("resolver 9.9.9.9", "binds 1.2.3.4"). */
const ADDRESS_WORDS = new Set('ip ips ipv4 address addresses addr host hosts listen listens listening bind binds bound dns resolver resolvers nameserver nameservers gateway subnet subnets netmask cidr route routes peer peers server servers endpoint reach reaches reachable ping pings forwards forward proxy'.split(' '));

/**
 * "GATK 4.2.6.1", "Chromium 120.0.6099.109", "is now 4.5.0.0": a number of four parts read as a version, unless it
 * may be an IPv4 address: one starting as private, loopback or "any" addresses do, or in a clause about hosts,
 * servers or where something listens.
 */
function fourPartVersion(tokens: readonly Token[], norm: string): boolean {
  const m = FOUR_PARTS.exec(norm);
  if (m === null || ADDRESS_FIRST_PARTS.has(m[1]!)) return false;
  for (const t of tokens) if (t.kind === 'word' && ADDRESS_WORDS.has(t.norm)) return false;
  return true;
}

function readNumber(token: Token): NumberRead | null {
  if (token.kind === 'word') {
    const negative = NEGATIVE_NUMBER.exec(token.norm);
    if (negative === null || (negative[1]!.includes(',') && !THOUSANDS.test(negative[1]!))) return null;
    const value = -Number(negative[1]!.replace(/,/g, ''));
    return Number.isFinite(value) ? { value, unit: negative[2]!, bound: null } : null;
  }
  if (token.kind === 'number') {
    const word = NUMBER_WORDS[token.norm];
    if (word !== undefined) return { value: word, unit: '', bound: null };
    const hyphenated = /^([a-z]+)-([a-z]+)$/.exec(token.norm);
    if (hyphenated && NUMBER_WORDS[hyphenated[1]!] !== undefined && NUMBER_WORDS[hyphenated[2]!] !== undefined) {
      return { value: NUMBER_WORDS[hyphenated[1]!]! + NUMBER_WORDS[hyphenated[2]!]!, unit: '', bound: null };
    }
    const literal = NUMBER_LITERAL.exec(token.norm);
    if (literal) return { value: literal[1] !== undefined ? Number.parseInt(literal[1], 16) : Number(literal[2]), unit: '', bound: null };
    // "±5%": a tolerance either way is that much, bounded neither way.
    const m = SIGNED_NUMBER_TOKEN.exec(token.norm);
    if (!m) return null;
    // "10,000" is ten thousand; "10,1" (Laravel's `throttle:10,1`) and "80,443" are two numbers, not 101 or 80443.
    if (m[2]!.includes(',') && !THOUSANDS.test(m[2]!)) return null;
    const value = Number(m[2]!.replace(/,/g, ''));
    if (!Number.isFinite(value)) return null;
    const prefix = m[1]!;
    const bound = prefix.startsWith('>') || m[4] === '+' ? 'min' : prefix.startsWith('<') ? 'max' : null;
    return { value, unit: m[3]!.toLowerCase(), bound };
  }
  return null;
}

const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);
/** Ordinals written as words; "first" and "second" say too many other things ("the first request", "per second"). */
const ORDINAL_WORDS: Record<string, number> = table({ third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 });
/** What the try an ordinal numbers may be called. */
const TRY_NOUNS = new Set(['attempt', 'tri', 'try', 'retri', 'failur', 'miss']);

/**
 * "after the 5th attempt", "on the third retry", "at the 4th failed try": the try that ends the tries, so as many tries
 * as its number (5 attempts). Null for other ordinals ("the 3rd floor", "the 2nd run of the day").
 */
function triesCountedTo(tokens: Token[], i: number, value: number): Quantity | null {
  if (tokens[i - 1]?.norm !== 'the' || !Number.isInteger(value) || value < 1) return null;
  // One word may qualify the try: "the 3rd failed attempt", "the fifth consecutive miss"; what is counted is read as
  // after a number ("10 failed tries").
  const noun = TRY_NOUNS.has(tokens[i + 1]?.terms[0] ?? '') ? i + 1 : TRY_NOUNS.has(tokens[i + 2]?.terms[0] ?? '') && tokens[i + 1]!.kind === 'word' ? i + 2 : -1;
  if (noun < 0) return null;
  const { key } = countKey(tokens, i + 1);
  for (let k = 0; k < key.length; k++) if (key[k] === 'try') key[k] = 'attempt';
  return { dim: 'count', value, key, bound: null, written: rawSpan(tokens, i - 1, noun), first: i, last: noun };
}

/** A number written in digits at `k` (a unit attached is allowed: "64 * 1024kb"). */
function plainNumberAt(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  return t !== undefined && t.kind === 'number' && NUMBER_WORDS[t.norm] === undefined && /^\d/.test(t.norm) && readNumber(t) !== null;
}

/** What a bare version constraint constrains: Terraform providers and modules, packages, gems, crates, charts. */
const CONSTRAINED = new Set(['provider', 'module', 'package', 'gem', 'crate', 'chart', 'plugin', 'library', 'dependency']);

const BARE_CONSTRAINT = /^(~>|\^|~|>=|==)\s*v?(\d+(?:\.\d+)*)$/;
/**
 * A version constraint written alone (`~> 5.30`, `^4.2.0`, `>= 1.6`), of the name before it: a dependency in code
 * (`hashicorp/aws` at `~> 5.30`) or a word before "provider", "module", "package", … ("the AWS provider is pinned to
 * `~> 4.0`"). `~>` and `^` pin the major version, `~` the minor.
 */
function bareConstraint(tokens: Token[], i: number): Quantity | null {
  const m = BARE_CONSTRAINT.exec(tokens[i]!.raw.trim());
  if (!m) return null;
  let name = '';
  for (let k = i - 1; k >= Math.max(0, i - 5) && name === ''; k--) {
    const t = tokens[k]!;
    // `chart.js`, `three.js`: a package named for its language is no file.
    if (t.kind === 'code' && (!/\.[a-z]+$/.test(t.raw) || /^[a-z0-9-]+\.js$/i.test(t.raw)) && /^[\w@./-]+$/.test(t.raw)) name = t.raw.toLowerCase().split('/').pop()!;
    else if (t.kind === 'word' && CONSTRAINED.has(t.norm) && tokens[k - 1]?.kind === 'word') name = tokens[k - 1]!.norm;
  }
  if (name === '') return null;
  let parts = versionParts(m[2]!);
  if (m[1] === '^' || m[1] === '~>') parts = parts[0] === 0 ? parts.slice(0, 2) : parts.slice(0, 1);
  else if (m[1] === '~') parts = parts.slice(0, 2);
  const bound = m[1] === '>=' ? 'min' : null;
  return { dim: 'version', value: NaN, parts, key: [normalizeName(name)], bound, written: tokens[i]!.raw, first: i, last: i };
}

const FRACTION_NAME = /(?:[._-](?:ratio|fraction)|[a-z0-9](?:Ratio|Fraction))$/;
const BASIS_POINTS_NAME = /(?:[._-]bps|[a-z0-9]Bps|[._-]basis[._-]points)$/;

/** A value named a ratio or fraction (0 to 1) or in basis points, as a percentage; null for other names. */
function shareOfName(key: string, value: number): number | null {
  if (FRACTION_NAME.test(key)) return value > 0 && value <= 1 ? value * 100 : null;
  if (BASIS_POINTS_NAME.test(key)) return value / 100;
  return null;
}

/** A part of a unit by its count and name: "a quarter", "three quarters", "a third", "two thirds", "one half". */
const FRACTION_PARTS: Record<string, number> = table({ half: 2, third: 3, thirds: 3, quarter: 4, quarters: 4 });
const FRACTION_COUNTS: Record<string, number> = table({ a: 1, an: 1, one: 1, two: 2, three: 3 });

/**
 * The fraction written before "of a(n) <unit>" (`article` is the index of that "a"): "a quarter of an hour" is
 * 15 minutes, "three quarters of an hour" 45, "a third of an hour" 20, "half of a second" 500 ms. A plural part
 * needs a count above one ("three quarters"), a singular one a count of one ("a quarter"); "half" stands alone.
 */
function fractionBefore(tokens: Token[], article: number): { share: number; first: number } | null {
  if (tokens[article - 1]?.norm !== 'of') return null;
  const name = tokens[article - 2]?.norm;
  const parts = name === undefined ? undefined : FRACTION_PARTS[name];
  if (parts === undefined) return null;
  const count = FRACTION_COUNTS[tokens[article - 3]?.norm ?? ''];
  if (name === 'half') return { share: 0.5, first: count === 1 ? article - 3 : article - 2 };
  if (count === undefined || (count > 1) !== name!.endsWith('s') || count >= parts) return null;
  return { share: count / parts, first: article - 3 };
}

/**
 * Words that say along which axis a length on screen runs: "600px wide", "180px tall", "a max height of 400px". Its
 * key is no word of the text ("width" says what kind of quantity it is, and is set aside as such).
 */
const WIDTH_KEY = ['px-width'];
const HEIGHT_KEY = ['px-height'];
const AXIS_WORDS: Record<string, string[]> = table({ wide: WIDTH_KEY, width: WIDTH_KEY, tall: HEIGHT_KEY, high: HEIGHT_KEY, height: HEIGHT_KEY });

/** The axis of the pixels at tokens `i`..`last`: the word right after them, or "width"/"height" at most three words before. */
function axisAround(tokens: Token[], i: number, last: number): string[] {
  const after = tokens[last + 1];
  if (after?.kind === 'word' && AXIS_WORDS[after.norm] !== undefined) return AXIS_WORDS[after.norm]!;
  for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
    const t = tokens[j]!;
    if (t.kind === 'word' && (t.norm === 'width' || t.norm === 'height')) return AXIS_WORDS[t.norm]!;
  }
  return NO_KEY;
}

/** The axis a setting's name says its pixels run along: `max-width`, `sidebarWidth`, `minHeight`. */
function axisOfName(name: string): string[] {
  const lower = name.toLowerCase();
  const width = lower.includes('width');
  const height = lower.includes('height');
  return width === height ? NO_KEY : width ? WIDTH_KEY : HEIGHT_KEY;
}

/** Comparisons written between a tool and its version, and the bound each states. */
const VERSION_COMPARISONS: Record<string, 'min' | 'max'> = table({ '>=': 'min', '≥': 'min', '>': 'min', '=>': 'min', '<=': 'max', '≤': 'max', '<': 'max' });

/**
 * The tool a version at `i` is compared with ("R >= 4.1.0", "Node ≥ 20"): the word before the comparison, a tool we
 * know or, before a dotted version, a capitalised name. Null when no comparison comes right before the number.
 */
function comparedTool(tokens: Token[], i: number, dotted: boolean): { name: string; bound: 'min' | 'max' } | null {
  const op = tokens[i - 1]!;
  const bound = op.kind === 'number' ? undefined : VERSION_COMPARISONS[op.raw];
  const tool = tokens[i - 2];
  if (bound === undefined || tool === undefined || tool.kind !== 'word') return null;
  const name = normalizeName(tool.norm);
  return VERSIONED.has(name) || (dotted && CAPITALISED.test(tool.raw)) ? { name, bound } : null;
}

/** A capitalised word before a comparison is a tool's name ("R >= 4.1.0"). */
const CAPITALISED = /^[A-Z]/;

/** "half-hour", "quarter-hour": a part of a unit written as one word. */
const PART_OF_UNIT = /^(half|quarter)-([a-z]+)$/;
const UNIT_PARTS: Record<string, number> = table({ half: 0.5, quarter: 0.25 });

/**
 * The part of a unit after "every" at `i`: "every quarter hour" and "every quarter of an hour" are 15 minutes, "every
 * half hour", "every half-hour" and "every half a minute" half the unit. Null when no unit follows ("every quarter"
 * of a year, "every half of the batch").
 */
function everyPart(tokens: Token[], i: number): { value: number; last: number } | null {
  const next = tokens[i + 1]!;
  const joined = next.norm.includes('-') ? PART_OF_UNIT.exec(next.norm) : null;
  if (joined !== null) {
    const unit = durationUnit(joined[2]!, false);
    return unit === undefined ? null : { value: unit * UNIT_PARTS[joined[1]!]!, last: i + 1 };
  }
  const share = UNIT_PARTS[next.norm];
  if (share === undefined) return null;
  let j = i + 2;
  if (tokens[j]?.norm === 'of') j++;
  if (tokens[j]?.norm === 'a' || tokens[j]?.norm === 'an') j++;
  // "every quarter of hour" is no English: "of" wants its article.
  if (j === i + 3 && tokens[i + 2]!.norm === 'of') return null;
  const unit = tokens[j] === undefined ? undefined : durationUnit(tokens[j]!.norm, false);
  return unit === undefined ? null : { value: unit * share, last: j };
}

function durationUnit(unit: string, attached: boolean): number | undefined {
  return DURATION_UNITS[unit] ?? (attached ? ATTACHED_DURATION_UNITS[unit] : undefined);
}

const KEY_UNITS = 'ms|millis|milliseconds|sec|secs|seconds|mins|minutes|hours|days|weeks|mb|kb|gb|bytes|percentage|percent|pct';
const KEY_UNIT_SEPARATED = new RegExp(`[._-](${KEY_UNITS}|s)$`, 'i');
/** A keyword argument named by its unit alone: `timedelta(minutes=30)`, `timedelta(seconds=1800)`. */
const KEY_IS_UNIT = /^(milliseconds|seconds|minutes|hours|days|weeks)$/i;
const KEY_UNIT_CAMEL = new RegExp(`[a-z0-9](${KEY_UNITS.split('|').map((u) => u[0]!.toUpperCase() + u.slice(1)).join('|')}|MB|KB|GB)$`);

/** The name says its unit (`TIMEOUT_MS`, `pollIntervalMs`, `minutes`), rather than being read in one by convention (`timeout`). */
function keyNamesUnit(key: string): boolean {
  return KEY_UNIT_SEPARATED.test(key) || KEY_UNIT_CAMEL.test(key) || KEY_IS_UNIT.test(key);
}

const PASCAL_TIMEOUT = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*Timeout$/;
const CAMEL_TIMEOUT = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*Timeout$/;
/** Keys named by convention, as a whole or after a separator (lower-cased), or as the last camelCase word. */
const TIMEOUT_KEY = /(^|[._-])timeout$/;
const MAX_AGE_KEY = /(^|[._-])max[-_]age$/;
const CAMEL_MAX_AGE_KEY = /[a-z]MaxAge$/;
const EXPIRES_IN_KEY = /(^|[._-])expires[-_]in$|^expiresin$/;
const TTL_KEY = /(^|[._-])ttl$/;
const CAMEL_TTL_KEY = /[a-z]Ttl$|[a-z]TTL$/;

/**
 * The unit a key implies: `session.timeout.ms`, `TIMEOUT_SECONDS`, `retention_in_days`, `cpuPercentage`, or by
 * convention `max-age`, `EX`, `expires_in` and TTLs (seconds), `*Timeout` in camelCase (JavaScript's
 * milliseconds). `alt` is a second reading where the convention varies by library: lru-cache's `ttl` and
 * Express' `maxAge` are milliseconds, a plain `timeout` is seconds in Python and milliseconds in JavaScript.
 */
function unitFromKey(key: string, value: number): { unit: string; alt?: string } {
  const k = key.toLowerCase();
  // After a separator (`TIMEOUT_MS`, `retention_in_days`) or as a camelCase word (`pollIntervalMs`), never inside
  // a word: `maxItems` is no milliseconds, `admins` no minutes.
  const m = KEY_UNIT_SEPARATED.exec(key) ?? KEY_UNIT_CAMEL.exec(key) ?? KEY_IS_UNIT.exec(key);
  if (m) {
    const unit = m[1]!.toLowerCase();
    return { unit: unit === 'millis' ? 'ms' : unit === 'percentage' || unit === 'pct' ? 'percent' : unit };
  }
  if (MAX_AGE_KEY.test(k)) return { unit: 's' };
  if (k === 'maxage' || CAMEL_MAX_AGE_KEY.test(key)) return { unit: 's', alt: 'ms' };
  // Redis' `SET key value EX 120` (seconds) and `PX 120000` (milliseconds).
  if (key === 'EX') return { unit: 's' };
  if (key === 'PX') return { unit: 'ms' };
  if (EXPIRES_IN_KEY.test(k)) return { unit: 's' };
  if (TTL_KEY.test(k) || CAMEL_TTL_KEY.test(key)) return { unit: 's', alt: 'ms' };
  // `timeout: 30000` is JavaScript's milliseconds; `timeout=5` Python's seconds: the size says which is likelier. So
  // for a PascalCase timeout, C#'s and Go's (`RequestTimeout = 30`, `ConnectTimeout = 15`), set in either.
  if (TIMEOUT_KEY.test(k) || PASCAL_TIMEOUT.test(key)) return value >= 1000 ? { unit: 'ms', alt: 's' } : { unit: 's', alt: 'ms' };
  // `testTimeout`, `connectTimeout`: a camelCase timeout is JavaScript's or Java's, in milliseconds.
  if (CAMEL_TIMEOUT.test(key)) return { unit: 'ms', alt: 's' };
  return { unit: '' };
}

function phraseBefore(tokens: Token[], index: number, width: number): string {
  return tokens
    .slice(Math.max(0, index - width), index)
    .map((t) => t.norm)
    .join(' ');
}

function phraseAfter(tokens: Token[], index: number, width: number): string {
  return tokens
    .slice(index + 1, index + 1 + width)
    .map((t) => t.norm)
    .join(' ');
}

function boundAround(tokens: Token[], first: number, last: number, own: 'min' | 'max' | null, rate = false): 'min' | 'max' | null {
  if (own) return own;
  const before = ` ${phraseBefore(tokens, first, 3)}`;
  // "allows 10 requests/min" is a rate limit; "allows 3 projects" may be one plan's quota among others.
  if (rate && RATE_CEILING_BEFORE.some((p) => before.endsWith(` ${p}`))) return 'max';
  const after = `${phraseAfter(tokens, last, 2)} `;
  if (MIN_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`)) || MIN_BOUND_AFTER.some((p) => after.startsWith(`${p} `))) return 'min';
  if (MAX_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`))) return 'max';
  return null;
}

/** Words saying when, not what is counted: "bumped to 40 last week". */
const WHEN_WORDS = new Set(['last', 'next', 'ago', 'yesterday', 'today', 'tomorrow', 'recently', 'earlier', 'later']);

const LY_NOUNS = new Set(['family', 'assembly', 'anomaly', 'reply', 'replies', 'supply', 'poly', 'italy', 'july', 'butterfly']);

function countKey(tokens: Token[], from: number): { key: string[]; last: number } {
  const key: string[] = [];
  let last = from - 1;
  for (let j = from; j < tokens.length && key.length < 2; j++) {
    const t = tokens[j]!;
    if (t.kind === 'punct' || t.kind === 'number' || PREPOSITIONS.has(t.norm) || WHEN_WORDS.has(t.norm) || FREQUENCY_WORDS[t.norm] !== undefined) break;
    if (t.terms.length === 0) break;
    // "4 workers locally", "3 replicas globally": an adverb says where or how, not what is counted.
    if (t.kind === 'word' && /[a-z]{3}ly$/.test(t.norm) && !LY_NOUNS.has(t.norm)) break;
    const s = t.terms[0]!;
    if (LIGHT_STEMS.has(s)) break;
    key.push(COUNT_SYNONYMS[s] ?? s);
    last = j;
  }
  return { key, last };
}

function versionParts(text: string): number[] {
  // Pushed, not map/filter: map's array of numbers changes elements kind with the values (a "wrong map" at filter).
  const parts: number[] = [];
  for (const p of text.replace(/^[^\d]*/, '').split(/[.\-x]/)) {
    const n = Number.parseInt(p, 10);
    if (Number.isFinite(n)) parts.push(n);
  }
  return parts;
}

/** Every quantity with the same fields in the same order: one hidden class for the engine, fewer deoptimisations. */
function shaped(q: Quantity): Quantity {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    key: q.key,
    scope: q.scope,
    bound: q.bound,
    namedBound: q.namedBound ?? false,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among ?? false,
    compared: q.compared ?? false,
    written: q.written,
    first: q.first,
    last: q.last,
  };
}

/**
 * Adds a quantity found (in the one shape, shaped) and marks its tokens used. findQuantities' helpers are
 * functions of their own, not closures made per call: a closure's optimised code is lost when the closures die
 * at a full GC, and these were compiled again in every bench run.
 */
function keep(found: Quantity[], used: Set<number>, given: Quantity): void {
  const q = shaped(given);
  for (let j = q.first; j <= q.last; j++) used.add(j);
  found.push(q);
}

/**
 * A version with a pre-release or build label: "3.6.0-rc2", "3.13.0b1", "2021.3.33f1", "6.0-beta3", "1.17.0-rc.1".
 * The numbers come first and the label follows them, so "1.5-inch" or "2.5-hour" (a unit) is no version.
 */
const LABELLED_VERSION = /^v?(\d+(?:\.\d+)+)(?:[-+.]?(rc|alpha|beta|pre|preview|dev|snapshot|canary|nightly|post|a|b|f|p)[.-]?(\d*))$/;
/** A version written as the date of its release, as web APIs name theirs: "2024-01", "2023-10-16". */
const DATED_VERSION = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;
/** Labels in their order of release, so a label is a part of the version that differs from every other. */
const VERSION_LABELS = ['dev', 'snapshot', 'nightly', 'canary', 'a', 'alpha', 'b', 'beta', 'pre', 'preview', 'rc', 'f', 'p', 'post'];

/** The parts of a labelled version, the label one more part below every number ("3.6.0-rc2" is 3, 6, 0, -10002), or null. */
function labelledVersionParts(text: string): number[] | null {
  const m = LABELLED_VERSION.exec(text);
  if (m === null) return null;
  const parts = versionParts(m[1]!);
  parts.push(-(1000 * (VERSION_LABELS.indexOf(m[2]!) + 1) + (m[3] ? Number(m[3]) : 0)));
  return parts;
}

/** A dated version's parts: "2023-10-16" is 2023, 10, 16. */
function datedVersionParts(dated: RegExpExecArray): number[] {
  return [Number(dated[1]), Number(dated[2]), ...(dated[3] ? [Number(dated[3])] : [])];
}

/** The words of a version's name other than "version" itself: `STRIPE_API_VERSION` is stripe, api. */
function versionOwnerParts(name: string): string[] {
  return splitIdentifier(name).map((x) => x.toLowerCase()).filter((x) => x !== 'version' && x !== 'ver' && x.length > 1);
}

/** A version's parts as a reader writes them: "3.6.0-rc2" for 3, 6, 0, -10002. */
export function versionText(parts: readonly number[]): string {
  const numbers = parts.filter((x) => x >= 0).join('.');
  const label = parts.find((x) => x < 0);
  if (label === undefined) return numbers;
  const n = -label % 1000;
  return `${numbers}-${VERSION_LABELS[Math.floor(-label / 1000) - 1] ?? ''}${n > 0 ? n : ''}`;
}

/** "version", "`api_version`", `apiVersion`, `x-ms-version`: a word or a name that says the value after it is a version. */
const VERSION_NAME = /(?:^|[-_.]|[a-z])version$/i;

/**
 * A version with a label or written as a date, at `i` (`t`'s text `text`): of the tool named right before it or
 * before the word "version" ("Zephyr 3.6.0-rc3", "Stripe API version 2024-06-20"), of a setting's other parts
 * (`STRIPE_API_VERSION` is `2024-06-20`), or of no one named. A date is a version only where a version is named
 * right before it; a labelled version is one wherever it is written.
 */
function labelledOrDatedVersion(tokens: Token[], i: number, text: string): Quantity | null {
  const dated = DATED_VERSION.exec(text);
  const labelled = dated === null ? labelledVersionParts(text) : null;
  if (dated === null && labelled === null) return null;
  // The nearest word or name before it in its clause that says a version is meant ("API version 2024-07", "`STRIPE_API_VERSION` for the app is `2024-06-20`").
  let k = i - 1;
  while (k >= 0 && !((tokens[k]!.kind === 'word' || tokens[k]!.kind === 'code') && VERSION_NAME.test(tokens[k]!.raw.trim()))) k--;
  const namer = k >= 0 ? tokens[k]! : undefined;
  if (dated !== null && namer === undefined) return null;
  const parts = labelled ?? datedVersionParts(dated!);
  const prev = tokens[i - 1];
  let key: string[] = NO_KEY;
  const own = namer === undefined ? [] : versionOwnerParts(namer.raw.trim());
  const word = namer === undefined ? undefined : tokens[k - 1];
  // A date names no tool: web APIs version themselves so, and the words around say whose API it is.
  if (dated !== null) key = NO_KEY;
  else if (own.length > 0 && own.length < 4) key = normalizedNames(own);
  // "the editor version", "Stripe API version": the word before "version" names whose it is.
  else if (word !== undefined && (word.kind === 'word' || word.kind === 'code') && word.terms.length > 0 && !PIN_VERB_WORDS.has(word.norm)) key = [normalizeName(word.norm)];
  else if (namer === undefined && prev !== undefined && (prev.kind === 'word' || prev.kind === 'code') && prev.terms.length > 0 && !PIN_VERB_WORDS.has(prev.norm) && (VERSIONED.has(normalizeName(prev.norm)) || /^[A-Z]/.test(prev.raw))) key = [normalizeName(prev.norm)];
  else if (namer === undefined) {
    const name = tokens.slice(Math.max(0, i - 6), i).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== 'version' && x.norm !== 'v');
    if (name) key = [normalizeName(name.norm)];
  }
  const written = key !== NO_KEY && prev !== undefined && key[0] === normalizeName(prev.norm) ? `${prev.raw} ${tokens[i]!.raw}` : tokens[i]!.raw;
  return { dim: 'version', value: NaN, parts, key, bound: null, written, first: i, last: i };
}

/**
 * Size tiers as clouds and warehouses name them: an instance class whose last part is a size (`db.t3.medium`,
 * `c6i.2xlarge`, `Standard_D4s_v3` is no such name), and a size written in capitals (Snowflake's MEDIUM, X-SMALL)
 * or after "sized". Compared as written, only with another tier: "small" and "large" as plain words are everywhere.
 */
const INSTANCE_CLASS = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:nano|micro|small|medium|large|xlarge|\d{1,2}xlarge|metal)$/;
const TIER_NAME = /^(?:x{1,2}-?small|small|medium|large|x{1,2}-?large|\dx-?large)$/i;
const TIER_WORDS = new Set(['X-SMALL', 'XSMALL', 'SMALL', 'MEDIUM', 'LARGE', 'X-LARGE', 'XLARGE', 'XX-LARGE', 'XXLARGE', '2X-LARGE', '3X-LARGE', '4X-LARGE']);
const TIER_KEY = ['tier'];
/** The last letters a tier can end with (small, medium, large, nano, micro, metal), as char codes: most code spans end otherwise. */
const TIER_ENDS = new Set(['l', 'm', 'e', 'o'].map((c) => c.charCodeAt(0)));
/** How a labelled or dated version starts, quoted or not: a digit, or "v" and a digit. */
const VERSION_START = /^\s*['"]?v?\d/;
/** Releases a vendor names by a number and letters, and the letters it uses: Oracle 8i, 11g, 19c, 23ai. */
const LETTERED_RELEASES: ReadonlyArray<[string, RegExp]> = [['oracle', /^(\d{1,2})(i|g|c|ai)$/]];

/** Token i is a release the vendor named at most two words before writes with letters ("Oracle Database 19c"). */
function lettered(tokens: Token[], i: number): Quantity | null {
  const text = tokens[i]!.norm;
  for (const [vendor, form] of LETTERED_RELEASES) {
    const m = form.exec(text);
    if (m === null) continue;
    for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
      if (tokens[k]!.norm !== vendor) continue;
      return { dim: 'version', value: NaN, parts: [Number(m[1])], key: [vendor], bound: null, written: `${tokens[k]!.raw} ${tokens[i]!.raw}`, first: i, last: i };
    }
  }
  return null;
}

function sizeTier(tokens: Token[], i: number): Quantity | null {
  const t = tokens[i]!;
  const raw = t.raw.trim();
  let text: string | null = null;
  if (t.kind === 'code' && INSTANCE_CLASS.test(raw)) text = raw;
  else if (TIER_NAME.test(raw) && (TIER_WORDS.has(raw) || tokens[i - 1]?.norm === 'sized')) text = raw.toLowerCase().replace(/-/g, '');
  if (text === null) return null;
  return { dim: 'text', value: NaN, text, key: TIER_KEY, bound: null, written: t.kind === 'code' ? `\`${raw}\`` : raw, first: i, last: i };
}

/** `name: value` or `name = "value"` in one code span. */
const ASSIGNED_VALUE = /^["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*["']?([^\s"']+)["']?$/;

/**
 * `m_EditorVersion: 2022.3.21f1`, `x-ms-version: 2023-11-03`, `stripe.api_version = '2024-04-10'`: a labelled or dated
 * version given to a setting named a version, the version of the setting's other parts.
 */
function versionAssigned(t: Token, i: number): Quantity | null {
  const m = ASSIGNED_VALUE.exec(t.raw.trim());
  if (m === null || !VERSION_NAME.test(m[1]!)) return null;
  const value = m[2]!.toLowerCase();
  const dated = DATED_VERSION.exec(value);
  const parts = dated !== null ? datedVersionParts(dated) : labelledVersionParts(value);
  if (parts === null) return null;
  const named = versionOwnerParts(m[1]!);
  return { dim: 'version', value: NaN, parts, key: dated === null && named.length > 0 && named.length < 4 ? normalizedNames(named) : NO_KEY, bound: null, written: t.raw.trim(), first: i, last: i };
}

/** Module constants, not literals in the loops: a regular expression literal is a new object each time it is reached. */
const DIGIT_OR_ASSIGNMENT = /[\d=:]/;
/** The quantities of one clause, in order. */
/** Module constants, not literals in findQuantities' loop; each needs a digit in the word (or is "esnext"). */
const COLON_CLOCK = /^(\d{1,2}):(\d{2})$/;
const DASHED_RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
const COMPOUND_START = /^p?\d|^pt\d/;
const VERSION_LINE = /^(\d+(?:\.\d+)*)\.x$/;
const ES_VERSION = /^(es)(\d{1,4}|next)$/;
const SLASH_RATE = /^(\d[\d,.]*)(k?)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/;
const HTTP_STATUS = /^[1-5]\d\d$/;
const STATUS_NOUNS = new Set(['response', 'responses', 'error', 'errors', 'status', 'statuses', 'code', 'codes', 'page', 'pages', 'reply', 'replies']);

/** The token at `i` is an HTTP status before a noun of responses ("503 responses", "404 errors"). */
function namesStatus(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return tokens[i]!.kind === 'number' && next !== undefined && HTTP_STATUS.test(tokens[i]!.raw) && STATUS_NOUNS.has(next.norm);
}

/** The HTTP statuses a clause writes before a noun of responses. */
function statusesNamed(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) if (namesStatus(tokens, i)) out.push(tokens[i]!.raw);
  return out;
}

/** "retries 503 responses" / "does not retry 429 responses": each side names responses of a status the other never writes. */
export function statusesApart(a: readonly Token[], b: readonly Token[]): boolean {
  const x = statusesNamed(a);
  if (x.length === 0) return false;
  const y = statusesNamed(b);
  return y.length > 0 && x.every((s) => !y.includes(s)) && y.every((s) => !x.includes(s));
}

const MATLAB_RELEASE = /^R(?:19|20)\d\d[ab]$/;
const MATLAB_KEY = ['matlab'];

/** "R2021b": a MATLAB release (six characters, a capital R first, looked at before the pattern). */
function isMatlabRelease(raw: string): boolean {
  return raw.length === 6 && raw.charCodeAt(0) === 82 && MATLAB_RELEASE.test(raw);
}

export function findQuantities(tokens: Token[]): Quantity[] {
  // Most clauses state no value: a quick look before the real reading.
  let worth = false;
  for (const t of tokens) {
    if (t.kind === 'number' || (t.kind === 'code' && (t.quoted || DIGIT.test(t.raw))) || (t.kind === 'word' && (NUMBERISH_WORD.test(t.norm) || VALUE_LIKE.test(t.raw) || ATTACHED_VERSION.test(t.norm) || TIER_WORDS.has(t.raw) || isMatlabRelease(t.raw)))) {
      worth = true;
      break;
    }
  }
  if (!worth) return NO_QUANTITIES;
  const found: Quantity[] = [];
  const used = new Set<number>();
  /** The clause's words, read once when a one-letter unit needs them. */
  let words: string[] | undefined;

  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];

    // `db.t3.medium`, `c6i.2xlarge`, "sized MEDIUM", an X-SMALL warehouse: a size tier.
    const tier = (t.kind === 'code' && TIER_ENDS.has(t.norm.charCodeAt(t.norm.length - 1))) || (t.kind === 'word' && TIER_WORDS.has(t.raw)) ? sizeTier(tokens, i) : null;
    if (tier) {
      keep(found, used, tier);
      continue;
    }
    // "The default locale is en-US", "The charset is UTF-8": a value written as a code, unquoted.
    if (t.kind === 'word' && VALUE_LIKE.test(t.raw)) {
      const assigned = textValue(tokens, i);
      if (assigned) {
        keep(found, used, assigned);
        continue;
      }
    }
    const attachedVersion = t.kind !== 'number' && t.kind !== 'punct' && DIGIT.test(t.norm) ? versionWritten(tokens, i) : null;
    if (attachedVersion) {
      keep(found, used, attachedVersion);
      continue;
    }
    // "R2021b", "R2023a": MATLAB's releases, a year and its half, named by the release alone.
    if (t.kind === 'word' && isMatlabRelease(t.raw)) {
      const half = t.raw.charCodeAt(5) === 97 ? 1 : 2;
      keep(found, used, { dim: 'version', value: NaN, parts: [Number(t.raw.slice(1, 5)), half], key: MATLAB_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
      continue;
    }
    // "3-hourly", "6-monthly": every 3 hours, every 6 months (the tokenizer keeps the number and the word as one).
    const multiple = t.kind === 'word' ? PERIOD_MULTIPLE.exec(t.norm) : null;
    if (multiple) {
      const every = Number(multiple[1]) * FREQUENCY_WORDS[multiple[2]!]!;
      if (every > 0) keep(found, used, { dim: 'duration', value: every, period: 'every', key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    // "caps at 3.0x", "1.2× max run speed": a multiplier, as the percentage it is (2x is 200%).
    const times = (t.kind === 'number' || t.kind === 'word') && t.norm.charCodeAt(0) <= 57 ? MULTIPLIER.exec(t.norm) : null;
    if (times) {
      if (multiplierAt(tokens, i)) keep(found, used, { dim: 'percent', value: Number(times[1]) * 100, key: NO_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
      continue;
    }
    if (t.kind === 'word' && !NUMBERISH_WORD.test(t.norm)) continue;
    // host:port anywhere (localhost:3000, http://127.0.0.1:8080/api)
    // (An IP address has dots: "01:00" is a time of day.)
    // ":3000" alone ("listens on :3000") is a port with the host left out.
    const hostPort = !t.norm.includes(':') ? null : /(?:^|\/\/|@)(?:localhost|\d+(?:\.\d+){3}|[a-z][\w-]*(?:\.[\w-]+)*)?:(\d{2,5})(?:\/|$)/.exec(t.norm);
    // `EPSG:2263`, `SRID:4326`: a code in a registry, compared as written.
    const registered = hostPort ? NOT_HOSTS.exec(t.norm) : null;
    if (registered) {
      keep(found, used, { dim: 'text', value: NaN, text: t.norm, key: [registered[1]!], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (hostPort && t.kind !== 'number') {
      keep(found, used, { dim: 'port', value: Number(hostPort[1]), key: ['port'], bound: null, written: t.raw, first: i, last: i });
      continue;
    }

    // "retries 503 responses", "caches 404 errors": an HTTP status names a kind of response, it counts none.
    if (namesStatus(tokens, i)) continue;
    // `^18.2.0` in backticks reads as a number, not as code: a constraint all the same.
    if (t.kind === 'number' && /^(?:~>|\^|~|>=|==)/.test(t.raw)) {
      const constraint = bareConstraint(tokens, i);
      if (constraint) {
        keep(found, used, constraint);
        continue;
      }
    }
    if (t.kind === 'code') {
      // `3.6.0-rc3`, `2024-06-20` alone in backticks, as written in prose; `m_EditorVersion: 2022.3.21f1`.
      const version = VERSION_START.test(t.raw) ? labelledOrDatedVersion(tokens, i, t.raw.trim().replace(/^['"]|['"]$/g, '').toLowerCase()) : t.norm.includes('version') ? versionAssigned(t, i) : null;
      if (version) {
        keep(found, used, version);
        continue;
      }
      const inCode = DIGIT_OR_ASSIGNMENT.test(t.raw) ? quantitiesInCode(t, i) : NO_QUANTITIES;
      // "`lesson_length: 45` minutes": a unit word right after the span is its number's.
      if (inCode.length === 1 && unitAfterSetting(inCode[0]!, t, next)) used.add(i + 1);
      for (const q of inCode) keep(found, used, q);
      const constraint = inCode.length === 0 ? bareConstraint(tokens, i) : null;
      if (constraint) keep(found, used, constraint);
      if (inCode.length === 0 && t.quoted) {
        const assigned = textValue(tokens, i);
        if (assigned) keep(found, used, assigned);
      }
      continue;
    }

    // A negative number is read as numbers are, below.
    const negative = t.kind === 'word' && NEGATIVE_NUMBER.test(t.norm);
    if (t.kind === 'word' && !negative) {
      // Most words that get here are "a", "an", "no", "every": the patterns below that need a digit are not tried on them.
      const digit = DIGIT.test(t.norm);
      const version = digit && VERSION_START.test(t.norm) ? labelledOrDatedVersion(tokens, i, t.norm) : null;
      if (version) {
        keep(found, used, version);
        continue;
      }
      // Clock times written with a colon are words to the tokenizer: "01:00", "4:30 pm".
      const colonClock = digit ? COLON_CLOCK.exec(t.norm) : null;
      if (colonClock) {
        const next = tokens[i + 1];
        const meridiem = next && MERIDIEM_WORD.test(next.norm) ? next.norm[0] + 'm' : '';
        let hours = Number(colonClock[1]);
        if (meridiem === 'pm' && hours < 12) hours += 12;
        if (meridiem === 'am' && hours === 12) hours = 0;
        const last = meridiem ? i + 1 : i;
        keep(found, used, { dim: 'clock', value: hours * 60 + Number(colonClock[2]), key: NO_KEY, bound: null, written: t.raw, first: i, last });
        i = last;
        continue;
      }
      // "30°", "24°C", "41°F": degrees in one word.
      const degreeWord = digit && t.norm.includes('°') ? DEGREE_WORD.exec(t.norm) : null;
      if (degreeWord) {
        keep(found, used, { dim: 'count', ...degrees(Number(degreeWord[1]!.replace('−', '-')), degreeWord[2] === undefined ? '°' : `°${degreeWord[2]}`), bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
        continue;
      }
      // "at midnight": a time of day.
      const clockWord = CLOCK_WORDS[t.norm];
      if (clockWord !== undefined && prev?.norm === 'at') {
        keep(found, used, { dim: 'clock', value: clockWord, key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      // "2-5 workers", "10-30 seconds": a range in one word.
      const dashed = digit ? DASHED_RANGE.exec(t.norm) : null;
      if (dashed && Number(dashed[1]) < Number(dashed[2]) && (next || portsNamedBefore(tokens, i))) {
        const range = portsNamedBefore(tokens, i) ? portRange(t, i, Number(dashed[1]), Number(dashed[2])) : dashedRange(tokens, i, Number(dashed[1]), Number(dashed[2]));
        if (range) {
          keep(found, used, range);
          i = range.last;
        }
        continue;
      }
      // "1h30m", "PT30S": a duration in one word.
      const compound = digit && COMPOUND_START.test(t.norm) ? compoundDuration(t.norm) : null;
      if (compound !== null) {
        keep(found, used, { dim: 'duration', value: compound, key: NO_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
        continue;
      }
      // "React 18.x", "Node 20.x": a version line, as precise as the numbers written.
      const line = digit ? VERSION_LINE.exec(t.norm) : null;
      if (line) {
        if (prev && (prev.kind === 'word' || prev.kind === 'code') && (VERSIONED.has(normalizeName(prev.norm)) || /^[A-Z]/.test(prev.raw))) {
          const name = normalizeName(prev.norm);
          const key = name === 'version' || name === 'v' ? NO_KEY : [name];
          keep(found, used, { dim: 'version', value: NaN, parts: versionParts(line[1]!), key, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i });
        } else if (prev && VERSION_LINE_LEADS.has(prev.norm)) {
          // "pinned to 4.x", "still on 3.x": only a version is written so; the tool, if named, comes before.
          const name = tokens.slice(Math.max(0, i - 6), i - 1).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== 'version' && x.norm !== 'v');
          keep(found, used, { dim: 'version', value: NaN, parts: versionParts(line[1]!), key: name ? [normalizeName(name.norm)] : NO_KEY, bound: null, written: t.raw, first: i, last: i });
        }
        continue;
      }
      // "ES2019", "v3"
      const es = digit || t.norm === 'esnext' ? ES_VERSION.exec(t.norm) : null;
      if (es) {
        keep(found, used, { dim: 'version', value: NaN, parts: es[2] === 'next' ? [9999] : [Number(es[2])], key: ['es'], bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      // "100/hour"
      const slashRate = digit ? SLASH_RATE.exec(t.norm) : null;
      if (slashRate) {
        const per = durationUnit(slashRate[3]!, true)!;
        const n = Number(slashRate[1]!.replace(/,/g, '')) * (slashRate[2] ? 1000 : 1);
        keep(found, used, { dim: 'rate', value: (n / per) * 1000, key: NO_KEY, bound: boundAround(tokens, i, i, null, true), written: t.raw, first: i, last: i });
        continue;
      }
      // "no retries", "Retries: none": a count of zero.
      if (t.norm === 'no' || t.norm === 'none' || t.norm === 'unlimited') {
        const zero = t.norm === 'none' ? noneCounted(tokens, i) : (noLimit(tokens, i) ?? (t.norm === 'no' ? noneCounted(tokens, i) : null));
        if (zero) {
          keep(found, used, zero);
          i = zero.last;
        }
        continue;
      }
      // "fails after the third attempt": as "the 3rd attempt".
      const ordinal = ORDINAL_WORDS[t.norm];
      if (ordinal !== undefined) {
        const tries = triesCountedTo(tokens, i, ordinal);
        if (tries) keep(found, used, tries);
        continue;
      }
      // "runs hourly", "rotated weekly": how often, as the period between two runs.
      const often = FREQUENCY_WORDS[t.norm];
      if (often !== undefined) {
        if (frequencyAdverb(tokens, i)) keep(found, used, { dim: 'duration', value: often, period: 'often', key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      // "every quarter hour", "every half-hour", "every quarter of an hour", "every half a minute": a part of the unit.
      const part = t.norm === 'every' && next !== undefined ? everyPart(tokens, i) : null;
      if (part !== null) {
        keep(found, used, { dim: 'duration', value: part.value, period: 'every', key: NO_KEY, bound: null, written: rawSpan(tokens, i, part.last), first: i, last: part.last });
        i = part.last;
        continue;
      }
      // "every other day", "every second week": twice the unit.
      if (t.norm === 'every' && (next?.norm === 'other' || next?.norm === 'second') && tokens[i + 2] && durationUnit(tokens[i + 2]!.norm, false) !== undefined) {
        keep(found, used, { dim: 'duration', value: 2 * durationUnit(tokens[i + 2]!.norm, false)!, period: 'every', key: NO_KEY, bound: null, written: `${t.raw} ${next.raw} ${tokens[i + 2]!.raw}`, first: i, last: i + 2 });
        i += 2;
        continue;
      }
      // "once a day", "once per hour": how often, as "daily" is ("once" alone counts nothing: "once the plan is reviewed").
      const unitAfter = tokens[i + 2];
      const onceEvery = t.norm === 'once' && (next?.norm === 'a' || next?.norm === 'an' || next?.norm === 'per') && unitAfter ? durationUnit(unitAfter.norm, false) : undefined;
      if (onceEvery !== undefined) {
        keep(found, used, { dim: 'duration', value: onceEvery, period: 'often', key: NO_KEY, bound: null, written: `${t.raw} ${next!.raw} ${unitAfter!.raw}`, first: i, last: i + 2 });
        i += 2;
        continue;
      }
      // "an hour", "a day", "half an hour", "every hour", "a quarter of an hour", "three quarters of an hour"
      if ((t.norm === 'a' || t.norm === 'an' || t.norm === 'every') && next && durationUnit(next.norm, false) !== undefined) {
        const frequency = prev && ['times', 'per', 'once', 'twice'].includes(prev.norm);
        if (!frequency) {
          const part = t.norm === 'every' ? null : fractionBefore(tokens, i);
          const half = !part && prev?.norm === 'half';
          const value = durationUnit(next.norm, false)! * (part ? part.share : half ? 0.5 : 1);
          const period = t.norm === 'every' ? 'every' : undefined;
          const first = part ? part.first : half ? i - 1 : i;
          const written = part ? tokens.slice(first, i + 2).map((x) => x.raw).join(' ') : `${half ? 'half ' : ''}${t.raw} ${next.raw}`;
          keep(found, used, { dim: 'duration', value, period, key: NO_KEY, bound: null, written, first, last: i + 1 });
          i++;
        }
      }
      continue;
    }

    if (t.kind !== 'number' && !negative) continue;
    // Dimensions: 200x200, 1200x630
    const box = /^([1-9]\d*)[x×](\d+)(px)?$/.exec(t.norm);
    if (box) {
      keep(found, used, frame(Number(box[1]), Number(box[2]), t.raw, i));
      continue;
    }
    // "1080p", "720p": the frame of a video mode.
    const progressive = /^(\d{3,4})p$/.exec(t.norm);
    if (progressive && PROGRESSIVE_WIDTHS[progressive[1]!] !== undefined) {
      keep(found, used, frame(PROGRESSIVE_WIDTHS[progressive[1]!]!, Number(progressive[1]), t.raw, i));
      continue;
    }
    // "Oracle 19c", "Oracle Database 23ai": a release written as its number and the vendor's letters.
    const release = lettered(tokens, i);
    if (release) {
      keep(found, used, release);
      continue;
    }
    // "Ruby 3.1.4": a number of three parts is only ever a version; so is one of four ("GATK 4.2.6.1") that is no address.
    const triple = /^\d+\.\d+\.\d+$/.test(t.norm) || fourPartVersion(tokens, t.norm);
    const dotted = triple || /^\d+\.\d+(\.\d+)?$/.test(t.norm);
    const n = triple ? { value: NaN, unit: '', bound: null } : readNumber(t);
    if (!n) continue;
    // "session 22", "round 3", "PR 12": which one of a series, not how many of anything.
    if (n.unit === '' && labelAt(tokens, i) !== null) continue;
    // "gives up after the 5th attempt": the try that is the last one counts the tries.
    if (ORDINAL_SUFFIXES.has(n.unit)) {
      const tries = triesCountedTo(tokens, i, n.value);
      if (tries) keep(found, used, tries);
      continue;
    }
    // "five hundred", "twenty five", "two thousand": one number written in words.
    let end = i;
    if (NUMBER_WORDS[t.norm] !== undefined) {
      while (end + 1 < tokens.length && NUMBER_WORDS[tokens[end + 1]!.norm] !== undefined && !SINGLE_WORDS.has(tokens[end + 1]!.norm)) {
        const w = NUMBER_WORDS[tokens[end + 1]!.norm]!;
        n.value = w === 100 || w === 1000 ? n.value * w : n.value + w;
        end++;
      }
    }
    // "3 million", "1.5 billion events": a magnitude word after a number written in digits multiplies it.
    if (NUMBER_WORDS[t.norm] === undefined && n.unit === '' && MAGNITUDES[tokens[end + 1]?.norm ?? ''] !== undefined) {
      n.value *= MAGNITUDES[tokens[end + 1]!.norm]!;
      end++;
    }
    // "64 * 1024", "60 * 60 * 24": a product written out, as config and C headers write sizes and spans.
    if (n.unit === '' && tokens[end + 1]?.norm === '*' && plainNumberAt(tokens, end + 2)) {
      while (tokens[end + 1]?.norm === '*' && plainNumberAt(tokens, end + 2)) {
        n.value *= readNumber(tokens[end + 2]!)!.value;
        end += 2;
      }
      const last = tokens[end]!;
      const unitAfter = readNumber(last)!.unit;
      if (unitAfter !== '') n.unit = unitAfter;
    }
    // "2048 × 2048", "1920 x 1080": a frame written with spaces.
    if (end === i && n.unit === '' && (tokens[i + 1]?.norm === '×' || tokens[i + 1]?.norm === 'x') && plainNumberAt(tokens, i + 2) && Number.isInteger(n.value) && n.value > 0) {
      const height = readNumber(tokens[i + 2]!)!;
      if (Number.isInteger(height.value) && (height.unit === '' || height.unit === 'px')) {
        const framed = frame(n.value, height.value, rawSpan(tokens, i, i + 2), i);
        framed.last = i + 2;
        keep(found, used, framed);
        i += 2;
        continue;
      }
    }
    const after = tokens[end + 1];

    // "1 in 10", "3 out of 4", "one request in a thousand", "1 in every 100": a share, as a percentage.
    const counted = after !== undefined && after.kind === 'word' && after.terms.length > 0 && !PREPOSITIONS.has(after.norm) && tokens[end + 2]?.norm === 'in' ? 1 : 0;
    const link = tokens[end + 1 + counted];
    let of = link?.norm === 'in' ? end + 2 + counted : link?.norm === 'out' && tokens[end + 2 + counted]?.norm === 'of' ? end + 3 + counted : -1;
    // "a thousand", "every hundred": the whole as a round number word.
    const round = of > 0 && (tokens[of]?.norm === 'a' || tokens[of]?.norm === 'every') && ROUND_WHOLES[tokens[of + 1]?.norm ?? ''] !== undefined;
    if (of > 0 && tokens[of]?.norm === 'every' && tokens[of + 1]?.kind === 'number' && !round) of++;
    if (round) of++;
    const whole = of > 0 && n.unit === '' && tokens[of]?.kind === 'number' ? readNumber(tokens[of]!) : null;
    if (whole && whole.unit === '' && whole.value > n.value && whole.value <= 1000 && (round || NUMBER_WORDS[tokens[of]!.norm] === undefined) && !(tokens[of + 1] && isUnitWord(tokens[of + 1]!.norm))) {
      keep(found, used, { dim: 'percent', value: (n.value / whole.value) * 100, key: NO_KEY, bound: null, written: rawSpan(tokens, i, of), first: i, last: of });
      i = of;
      continue;
    }

    // Clock times: 02:00, 4:30 pm, 2am
    const clock = /^(\d{1,2}):(\d{2})$/.exec(t.norm);
    const ampmAttached = /^(\d{1,2})(am|pm)$/.exec(t.norm);
    // "closes at 9 pm", "opens at 6 a.m.": an hour with its half of the day written apart.
    const ampmApart = !clock && !ampmAttached && after !== undefined && MERIDIEM_WORD.test(after.norm) && HOUR_OF_TWELVE.test(t.norm);
    if (clock || ampmAttached || ampmApart) {
      let hours = Number(clock ? clock[1] : ampmAttached ? ampmAttached[1] : t.norm);
      const minutes = clock ? Number(clock[2]) : 0;
      const meridiem = ampmAttached?.[2] ?? (after && MERIDIEM_WORD.test(after.norm) ? after.norm[0] + 'm' : '');
      if (meridiem === 'pm' && hours < 12) hours += 12;
      if (meridiem === 'am' && hours === 12) hours = 0;
      const last = !ampmAttached && meridiem ? i + 1 : i;
      keep(found, used, { dim: 'clock', value: hours * 60 + minutes, key: NO_KEY, bound: null, written: ampmApart ? rawSpan(tokens, i, last) : t.raw, first: i, last });
      i = last;
      continue;
    }

    // Ports: "port 3000", "port: 3000", "PORT=3000" (the latter in code), "listens on 5173", "bound to 8080"
    const listening = prev !== undefined && (prev.norm === 'on' || prev.norm === 'to' || prev.norm === 'at') && LISTEN_WORDS.has(tokens[i - 2]?.norm ?? '');
    // "phx server binds 4040", "EXPOSE 8080": a verb that takes the port as its object.
    const bound = prev !== undefined && PORT_OBJECT_VERBS.has(prev.norm);
    const portWord = prev?.norm === 'port' || portNamedBefore(tokens, i) || portDefault(tokens, i) || (prev?.norm === ':' && tokens[i - 2]?.norm === 'port') || ((listening || bound) && n.value >= 80 && !countNounAfter(tokens, end + 1) && !ratioUnitAfter(tokens, end + 1));
    if (portWord && Number.isInteger(n.value) && n.value > 0 && n.value < 65536 && n.unit === '') {
      keep(found, used, { dim: 'port', value: n.value, key: ['port'], bound: null, written: `port ${t.raw}`, first: i, last: i });
      continue;
    }

    // "R >= 4.1.0", "Python ≥ 3.10", "PostgreSQL >= 15": a comparison between the tool and its version bounds it.
    const comparedTo = end === i && n.unit === '' && prev !== undefined ? comparedTool(tokens, i, dotted || triple) : null;
    if (comparedTo !== null) {
      keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.norm), key: [comparedTo.name], bound: comparedTo.bound, compared: true, written: rawSpan(tokens, i - 2, i), first: i, last: i });
      continue;
    }
    // Versions: "Node 18", "Python 3.11", "React Native 0.73", "version 15"
    let nameBefore = prev && (prev.kind === 'word' || prev.kind === 'code') ? normalizeName(prev.norm) : '';
    // "bumped Go from 1.22 to 1.23": the name comes before "from".
    if ((nameBefore === 'from' || nameBefore === 'to') && dotted) {
      const name = tokens.slice(Math.max(0, i - 6), i).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)));
      if (name) nameBefore = normalizeName(name.norm);
    } else if (nameBefore === 'to' && n.unit === '' && Number.isInteger(n.value)) nameBefore = upgradedTool(tokens, i) ?? nameBefore;
    const unitAfter = after ? isUnitWord(after.norm) : false;
    // "swift-tools-version 5.9", "go-version 1.22": a name ending in "version" is the version of its other parts.
    const versionName = dotted && nameBefore ? /^([a-z][\w.-]*?)[-_]version$/.exec(nameBefore)?.[1] : undefined;
    // "pinned to solc 0.8.24", "pins godot 4.3": a name right after a pinning verb, or before a number of three parts.
    const pinnedName = dotted && prev !== undefined && prev.kind === 'word' && prev.terms.length > 0 && !PIN_VERB_WORDS.has(prev.norm) && !VERSION_FILE_VERBS.has(prev.norm) && !/(?:s|ed|ing)$/.test(prev.norm) && (triple || PIN_VERB_WORDS.has(tokens[i - 2]?.norm ?? ''));
    if (end === i && !unitAfter && n.unit === '' && nameBefore && (VERSIONED.has(nameBefore) || versionName !== undefined || (dotted && /^[A-Z]/.test(prev!.raw)) || pinnedName)) {
      const key = nameBefore === 'version' || nameBefore === 'v' ? NO_KEY : [versionName !== undefined ? normalizeName(versionName) : nameBefore];
      const written = prev!.norm === 'from' || prev!.norm === 'to' ? t.raw : `${prev!.raw} ${t.raw}`;
      keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.norm), key, bound: boundAround(tokens, i, i, n.bound), written, first: i, last: i });
      continue;
    }
    // ".nvmrc contains 20", "`.python-version` is 3.12": a file that holds one tool's version.
    const versionFile = end === i && n.unit === '' ? versionFileBefore(tokens, i) : undefined;
    if (versionFile) {
      keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.norm), key: [versionFile], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    // `.ruby-version is 3.3.0`, `node_version: 20.11`: a setting named a version is the version of its other parts.
    const versionSetting = dotted || triple ? settingBefore(tokens, i) : null;
    if (versionSetting && end === i && n.unit === '') {
      const parts = versionSetting.norm.split(/[-_.]+/).filter(Boolean);
      const named = parts.filter((x) => x !== 'version' && x !== 'ver');
      if (named.length > 0 && named.length < parts.length) {
        keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.norm), key: normalizedNames(named), bound: null, written: `${versionSetting.raw} ${t.raw}`, first: i, last: i });
        continue;
      }
    }
    // "GOV.UK Frontend is pinned to 4.7.0": a number of three parts is a version even with no tool right before it.
    // "The Kotlin version is now 1.9.22": an adverb of time between the link and the number changes nothing.
    const lead = prev !== undefined && STATE_ADVERBS.has(prev.norm) ? tokens[i - 2] : prev;
    if (triple && end === i && lead && VERSION_LINE_LEADS.has(lead.norm)) {
      const name = tokens.slice(Math.max(0, i - (lead === prev ? 6 : 7)), i - 1).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== 'version' && x.norm !== 'v');
      keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.norm), key: name ? [normalizeName(name.norm)] : NO_KEY, bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (triple) continue;

    let unit = n.unit;
    let last = end;
    const attached = unit !== '';
    // "MAX_UPLOAD_BYTES = 52428800", "days-before-close is 14": the setting's name gives the unit.
    if (!attached && !(after && isUnitWord(after.norm))) unit = unitOfSettingBefore(tokens, i);
    // ("kB" and "MiB" are identifiers to the tokenizer, but not in backticks.)
    if (!attached && unit === '' && after && (after.kind === 'word' || after.kind === 'punct' || (after.kind === 'code' && !after.quoted)) && isUnitWord(after.norm)) {
      unit = after.norm;
      last = end + 1;
    }
    let value = n.value;
    // "snapshotted every 30m", "expire after 5m": a word that leads a duration keeps the letter a unit of time.
    if (attached && LETTER_SIZES[unit] !== undefined && !DURATION_LEADS.has(tokens[i - 1]?.norm ?? '')) unit = letterSize(unit, (words ??= wordsOf(tokens))) ?? unit;
    // "1.5M requests": a capital M is a million, a small one minutes ("5m") or, by memory words, megabytes.
    if (attached && unit === 'm' && t.raw.endsWith('M') && after !== undefined && countNounAfter(tokens, end + 1) && !isUnitWord(after.norm)) {
      value *= 1_000_000;
      unit = '';
    }
    // "a CPU limit of 200m", "250 millicores": thousandths of a core, where the clause talks about CPU.
    const milliCores = attached ? unit === 'm' && t.raw.endsWith('m') && (words ??= wordsOf(tokens)).some(isCpuWord) : after !== undefined && MILLICORE_WORDS.has(after.norm);
    if (milliCores) {
      const cpuLast = attached ? end : end + 1;
      keep(found, used, { dim: 'count', value: value / 1000, key: CPU_KEYS, bound: boundAround(tokens, i, cpuLast, n.bound), written: rawSpan(tokens, i, cpuLast), first: i, last: cpuLast });
      i = cpuLast;
      continue;
    }
    // "rotate at 100M", "a 2G swap file": a capital M, G or T is mega-, giga- or tera-, never minutes.
    if (attached && (unit === 'm' || unit === 'g' || unit === 't') && /[MGT]$/.test(t.raw)) unit = LETTER_SIZES[unit]!;
    if (COUNT_MULTIPLIERS[unit] !== undefined) {
      value *= COUNT_MULTIPLIERS[unit]!;
      unit = '';
    }

    const duration = durationUnit(unit, attached);
    if (duration !== undefined) {
      const period = prev?.norm === 'every' ? 'every' : undefined;
      keep(found, used, { dim: 'duration', value: value * duration, period, key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      keep(found, used, { dim: 'size', value: value * size[0], alt: value * size[1], key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      keep(found, used, { dim: 'percent', value, key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PIXEL_UNITS.has(unit)) {
      keep(found, used, { dim: 'pixels', value, key: axisAround(tokens, i, last), bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    // "100 rps", "5k QPS", "250tps": a rate in one word, attached or after the number.
    const acronym = RATE_ACRONYMS[unit] ?? (unit === '' && after?.kind === 'word' ? RATE_ACRONYMS[after.norm] : undefined);
    if (acronym) {
      const rateLast = unit === '' ? end + 1 : end;
      keep(found, used, { dim: 'rate', value: (value / acronym.per) * 1000, key: acronym.key, bound: boundAround(tokens, i, rateLast, n.bound, true), written: rawSpan(tokens, i, rateLast), first: i, last: rateLast, scope: scopeAfter(tokens, rateLast + 1) });
      i = rateLast;
      continue;
    }
    // "a fee of 50 bps", "250 basis points": hundredths of a percent.
    const basisLast = basisPointsLast(tokens, i, end, unit);
    if (basisLast >= 0) {
      keep(found, used, { dim: 'percent', value: value / 100, key: NO_KEY, bound: boundAround(tokens, i, basisLast, n.bound), written: rawSpan(tokens, i, basisLast), first: i, last: basisLast });
      i = basisLast;
      continue;
    }
    // "128 kbps", "1.5 Mbps", "500 kbit/s", "40 MB/s": how much data a second, in bits or bytes a second.
    const data = dataRate(unit, unit === '' ? after : undefined, t);
    if (data !== null) {
      const dataLast = unit === '' ? end + 1 : end;
      keep(found, used, { dim: 'rate', value: value * data.per, key: data.key, bound: boundAround(tokens, i, dataLast, n.bound, true), written: rawSpan(tokens, i, dataLast), first: i, last: dataLast });
      i = dataLast;
      continue;
    }
    // "60 Hz", "16kHz": a frequency, as the period between two ticks. ("kHz" and "MHz" are identifiers to the
    // tokenizer, as "kB" is, but not in backticks.)
    const hertz = FREQUENCY_UNITS[unit] ?? (unit === '' && (after?.kind === 'word' || (after?.kind === 'code' && !after.quoted)) ? FREQUENCY_UNITS[after.norm] : undefined);
    if (hertz !== undefined && value > 0) {
      const hzLast = unit === '' ? end + 1 : end;
      keep(found, used, { dim: 'duration', value: 1000 / (value * hertz), period: 'hz', key: NO_KEY, bound: boundAround(tokens, i, hzLast, n.bound), written: rawSpan(tokens, i, hzLast), first: i, last: hzLast });
      i = hzLast;
      continue;
    }
    // "150 m", "0.5 km", "6 metres", "24 °C", "5 degrees": a length in metres, degrees of heat or of an angle.
    const measure = attached || (after !== undefined && (after.kind === 'word' || (after.kind === 'code' && !after.quoted && VOLUME_UNITS[after.norm] !== undefined))) ? measureAt(tokens, i, end, value, unit, n.bound) : null;
    if (measure !== null) {
      keep(found, used, measure);
      i = measure.last;
      continue;
    }
    if (unit !== '') continue; // a unit we do not know: better silent than wrong

    // "40 hours/week", "2 days/month": a span of time in each period is that span.
    const spanPer = after && after.kind === 'word' ? /^([a-z]+)\/([a-z]+)$/.exec(after.norm) : null;
    const spanUnit = spanPer && durationUnit(spanPer[2]!, false) !== undefined ? durationUnit(spanPer[1]!, false) : undefined;
    if (spanUnit !== undefined) {
      keep(found, used, { dim: 'duration', value: value * spanUnit, key: NO_KEY, bound: boundAround(tokens, i, end + 1, n.bound), written: rawSpan(tokens, i, end + 1), first: i, last: end + 1 });
      i = end + 1;
      continue;
    }
    // Rates: "100 requests per minute", "5 attempts per minute per IP", "1,000 requests/hour", "10 req/s"
    const slashed = after && after.kind === 'word' ? /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(after.norm) : null;
    if (slashed) {
      const per = durationUnit(slashed[2]!, true)!;
      // "15 m/s", "54 km/h": a speed, its length in metres, so the two are one speed (LENGTH_KEYS), not 15 and 54 of a thing.
      const metres = LENGTH_UNITS[slashed[1]!];
      // The noun before the slash as countKey reads it ("msg/s" and "messages per second" count one thing).
      const noun = after!.terms[0];
      const key = metres !== undefined ? LENGTH_KEYS : noun === undefined ? NO_KEY : rateKey([COUNT_SYNONYMS[noun] ?? noun]);
      keep(found, used, { dim: 'rate', value: ((value * (metres ?? 1)) / per) * 1000, key, bound: boundAround(tokens, i, end + 1, n.bound, true), written: rawSpan(tokens, i, end + 1), first: i, last: end + 1, scope: scopeAfter(tokens, end + 2) });
      i = end + 1;
      continue;
    }
    let { key, last: keyLast } = countKey(tokens, end + 1);
    // "60 calls per minute": "call" is too light a word to be counted elsewhere, not in a rate.
    const event = key.length === 0 && tokens[end + 1]?.kind === 'word' ? stem(tokens[end + 1]!.norm) : '';
    if (RATE_EVENTS.has(event) && rateAfter(tokens, end + 2)) {
      key = [event];
      keyLast = end + 1;
    }
    const rate = rateAfter(tokens, Math.max(end, keyLast) + 1);
    // "3 times a minute", "twice a day", "12 times an hour": how often, as the period between two runs.
    if (rate && (key.length === 0 ? t.norm === 'twice' || t.norm === 'thrice' : keyLast === end + 1 && /^times?$/.test(tokens[keyLast]!.norm)) && value > 0) {
      keep(found, used, { dim: 'duration', value: rate.per / value, period: 'often', key: NO_KEY, bound: boundAround(tokens, i, rate.last, n.bound), written: rawSpan(tokens, i, rate.last), first: i, last: rate.last });
      i = rate.last;
      continue;
    }
    if (rate) {
      // "20 metres per second", "72 km per hour": a speed, in metres, as "15 m/s" is.
      const metres = keyLast === end + 1 ? LENGTH_UNITS[tokens[end + 1]!.norm] : undefined;
      if (metres !== undefined) {
        value *= metres;
        key = LENGTH_KEYS;
      }
      // "100 requests per minute per user" and "5000 per minute in total" are two limits, like counts.
      keep(found, used, { dim: 'rate', value: (value / rate.per) * 1000, key: rateKey(key), bound: boundAround(tokens, i, rate.last, n.bound, true), written: rawSpan(tokens, i, rate.last), first: i, last: rate.last, scope: scopeAfter(tokens, rate.last + 1) });
      i = rate.last;
      continue;
    }
    const countLast = Math.max(end, keyLast);
    // Nothing counted after the number: it is the value of the setting named before it, as inside a code span.
    const setting = key.length === 0 && !attached ? settingBefore(tokens, i) : null;
    if (setting) {
      const platform = deploymentTargetOf(setting.norm);
      if (platform) {
        keep(found, used, { dim: 'version', value: NaN, parts: versionParts(t.raw), key: [platform], bound: null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      // "`engines.node` is `>=20`": a setting named after a runtime, given a constraint or a dotted number, is its version.
      const runtime = /^(?:>=|\^|~|==)|^\d+\.\d/.test(t.raw.trim()) ? RUNTIMES.has(normalizeName(setting.norm.split(/[._-]/).pop()!)) : false;
      if (runtime) {
        const constraint = /^(>=|\^|~|==)?\s*v?(\d+(?:\.\d+)*)/.exec(t.raw.trim())!;
        // `^22.1` pins the major version, `~22.1.0` the minor.
        const pinned = versionParts(constraint[2]!);
        const parts = constraint[1] === '^' ? pinned.slice(0, pinned[0] === 0 ? 2 : 1) : constraint[1] === '~' ? pinned.slice(0, 2) : pinned;
        keep(found, used, { dim: 'version', value: NaN, parts, key: [normalizeName(setting.norm.split(/[._-]/).pop()!)], bound: constraint[1] === '>=' ? 'min' : null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      const keyed = keyedRate(setting.raw, value);
      if (keyed) {
        keep(found, used, { dim: keyed.dim, value: keyed.value, period: keyed.period, key: keyed.key, bound: boundAround(tokens, i, countLast, n.bound), written: `${setting.raw} = ${rawSpan(tokens, i, end)}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      keep(found, used, { dim: 'count', value, key: anchorTerms(setting.norm), bound: boundAround(tokens, i, countLast, n.bound), written: `${setting.raw} = ${rawSpan(tokens, i, end)}`, first: i, last: countLast });
      i = countLast;
      continue;
    }
    keep(found, used, { dim: 'count', value, key, bound: boundAround(tokens, i, countLast, n.bound), written: rawSpan(tokens, i, countLast), first: i, last: countLast, scope: scopeAfter(tokens, countLast + 1) });
    i = countLast;
  }
  joinRanges(tokens, found);
  relativeChanges(tokens, found);
  // "The minimum API level is 26": the sentence names a limit, which is a setting of its own.
  for (const q of found) {
    const before = ` ${phraseBefore(tokens, q.first, 3)}`;
    if (NAMED_MAX_BEFORE.some((p) => before.endsWith(` ${p}`))) {
      q.bound = 'max';
      q.namedBound = true;
      continue;
    }
    if (q.bound !== null) continue;
    // "Node 20 is the minimum supported version": the limit named after the value.
    const after = ` ${phraseAfter(tokens, q.last, 3)} `;
    const named = /^ (?:is|are) (?:the |a |our )?(\w+) /.exec(after)?.[1];
    if (named && (NAMED_MIN.has(named) || NAMED_MAX.has(named))) {
      q.bound = NAMED_MIN.has(named) ? 'min' : 'max';
      q.namedBound = true;
      continue;
    }
    for (let j = 0; j < q.first; j++) {
      const w = tokens[j]!;
      // `MAX_UPLOAD_BYTES`, `min-replicas`: a setting named as a limit.
      const name = w.kind === 'word' ? w.norm : w.kind === 'code' ? limitOfName(w.raw) : '';
      if (NAMED_MIN.has(name)) q.bound = 'min';
      else if (NAMED_MAX.has(name)) q.bound = 'max';
      else continue;
      q.namedBound = true;
    }
  }
  // "The minimum iOS version for the app is 16": a bare number in a sentence about versions.
  // So is one about a platform's deployment target ("the iOS deployment target is 15.0") or a crate's MSRV (its
  // minimum supported Rust version).
  let msrv = false;
  let versionWord = false;
  for (let k = 0; k < tokens.length; k++) {
    const norm = tokens[k]!.norm;
    if (norm === 'msrv') msrv = true;
    else if (norm === 'version' || norm === 'versions' || (norm === 'target' && tokens[k - 1]?.norm === 'deployment')) versionWord = true;
  }
  if (msrv || versionWord) bareVersions(tokens, found, msrv);
  for (const q of found) if (q.dim === 'version') q.among = amongOthers(tokens, q);
  nameSettings(tokens, found);
  return found;
}

/**
 * The bare numbers of a sentence about versions read as versions of what it names (findQuantities). A function of
 * its own: this rare branch's array shapes deoptimised all of findQuantities, a long recompile each time.
 */
function bareVersions(tokens: Token[], found: Quantity[], msrv: boolean): void {
  const names: string[] = [];
  for (const t of tokens) if (VERSIONED.has(normalizeName(t.norm)) && t.norm !== 'version' && t.norm !== 'v') names.push(normalizeName(t.norm));
  if (msrv) names.push('rust');
  for (const q of found) {
    if (q.dim !== 'count' || q.key.length > 0) continue;
    q.dim = 'version';
    q.parts = versionParts(q.written);
    q.value = NaN;
    q.key = [...new Set(names)];
  }
}

/** Words before "from X to Y" that make it a range, not a change: "ranges from 2 to 5", "anywhere from 2 to 5". */
const RANGE_LEADS = new Set(['anywhere', 'ranges', 'range', 'ranging', 'varies', 'vary', 'varying', 'scales', 'somewhere']);
const DASHES = new Set(['-', '–', '—', '‒']);

/** Two values written as one range's ends: "between X and Y", "X–Y", "ranges from X to Y". */
function rangeBetween(tokens: Token[], a: Quantity, b: Quantity): boolean {
  if (b.first !== a.last + 2) return false;
  const link = tokens[a.last + 1]!.norm;
  if (DASHES.has(link)) return true;
  const lead = tokens[a.first - 1]?.norm;
  if (link === 'and') return lead === 'between';
  if (link !== 'to' && link !== 'through') return false;
  if (lead === 'from' && RANGE_LEADS.has(tokens[a.first - 2]?.norm ?? '')) return true;
  // "the range is 50000 to 51000", "port range: 10000 through 20000", "a range of 2 to 5": the noun says it is one.
  // ("is now 1024 to 65535": an adverb of time between changes nothing.)
  const k = STATE_ADVERBS.has(lead ?? '') ? a.first - 2 : a.first - 1;
  const copula = tokens[k]?.norm;
  return (copula === 'is' || copula === ':' || copula === 'of' || copula === '=') && RANGE_NOUNS.has(tokens[k - 1]?.norm ?? '');
}
/** Nouns that say the two numbers after them are one range's ends. */
const RANGE_NOUNS = new Set(['range', 'ranges', 'portrange', 'port-range', 'span', 'window', 'band']);

/** Words naming ports before a range of them: "the RTP port range is 10000-20000", "allocates ports from 16384-32767". */
const PORT_RANGE_WORDS = new Set(['port', 'ports', "port's", 'portrange', 'port-range']);
/** Punctuation that ends the phrase a port word names a range in. */
const PORT_RANGE_STOPS = new Set([',', ';', '.', '(', ')', '—', '→']);

/** A word for ports within the eight words before `i`, in the same phrase. */
function portsNamedBefore(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 8; k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && PORT_RANGE_STOPS.has(t.norm)) return false;
    if (PORT_RANGE_WORDS.has(t.norm)) return true;
  }
  return false;
}

/** "10000-20000" after a word for ports: a range of port numbers, compared as a range (values.ts rangeAgrees). */
function portRange(t: Token, i: number, low: number, high: number): Quantity | null {
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 1 || high > 65535) return null;
  return { dim: 'port', value: high, low, key: ['port'], bound: null, written: t.raw, first: i, last: i };
}

/** "2-5 workers", "10-30 seconds": the unit or counted noun after a range written in one word. */
function dashedRange(tokens: Token[], i: number, low: number, high: number): Quantity | null {
  const unit = tokens[i + 1]!.norm;
  const shape = { bound: null, written: `${tokens[i]!.raw} ${tokens[i + 1]!.raw}`, first: i, last: i + 1 };
  const duration = durationUnit(unit, false);
  if (duration !== undefined) return { dim: 'duration', value: high * duration, low: low * duration, key: NO_KEY, ...shape };
  const size = SIZE_UNITS[unit];
  if (size) return { dim: 'size', value: high * size[0], low: low * size[0], key: NO_KEY, ...shape };
  if (PERCENT_UNITS.has(unit)) return { dim: 'percent', value: high, low, key: NO_KEY, ...shape };
  const { key, last } = countKey(tokens, i + 1);
  if (key.length === 0) return null;
  return { dim: 'count', value: high, low, key, ...shape, written: rawSpan(tokens, i, last), last };
}

/**
 * "between 2 and 5 workers", "2–5 GB", "ranges from 10 to 30 s": one value with two ends, the unit or counted
 * noun written once after the upper one. A value inside it agrees with it (values.ts), so "4 workers" is no
 * change from "between 2 and 5 workers" while "10 workers" is.
 */
function joinRanges(tokens: Token[], found: Quantity[]): void {
  for (let n = found.length - 2; n >= 0; n--) {
    const a = found[n]!;
    const b = found[n + 1]!;
    if (b.dim === 'version' || b.dim === 'text' || b.dim === 'port' || a.bound !== null || b.bound !== null || !rangeBetween(tokens, a, b)) continue;
    let low = a.value;
    if (a.dim !== b.dim) {
      // "between 2 and 5 GB": the lower end is written in the upper end's unit.
      const upper = tokens[b.first]!.kind === 'number' ? readNumber(tokens[b.first]!) : null;
      if (a.dim !== 'count' || a.key.length > 0 || a.first !== a.last || !upper || upper.value === 0) continue;
      low = a.value * (b.value / upper.value);
    }
    if (!(low < b.value)) continue;
    const from = tokens[a.first - 1]?.norm === 'between' ? a.first - 1 : a.first;
    // A copy in the one shape every quantity has (shaped), not a spread of b (disc-036).
    const range = shaped(b);
    range.low = low;
    range.written = rawSpan(tokens, from, b.last);
    range.first = a.first;
    // "The passive FTP range is 50000 to 51000" after a word for ports: a range of ports (portRange).
    if (range.dim === 'count' && range.key.length === 0 && portsNamedBefore(tokens, from)) {
      const ports = portRange(tokens[b.first]!, b.first, low, b.value);
      if (ports) {
        ports.first = a.first;
        ports.written = range.written;
        found.splice(n, 2, ports);
        continue;
      }
    }
    found.splice(n, 2, range);
  }
}

/** Past changes by a factor: "doubled from 50" is 100 now. */
const CHANGE_FACTORS: Record<string, number> = table({ doubled: 2, tripled: 3, quadrupled: 4, halved: 0.5 });
const CHANGE_DIMS = new Set<Dimension>(['count', 'duration', 'size', 'percent', 'rate', 'pixels']);

/**
 * "Batch size was doubled from 50", "the heap was cut in half from 4 GB": the value after "from" is the old
 * one, and the clause states the new one, that times the factor. With a "to" value ("doubled from 50 to
 * 100") the clause says both, as "raised from 50 to 100" does (analyze.ts markFormer).
 */
function relativeChanges(tokens: Token[], found: Quantity[]): void {
  found.forEach((q, n) => {
    if (tokens[q.first - 1]?.norm !== 'from' || !CHANGE_DIMS.has(q.dim) || q.low !== undefined) return;
    let verb = q.first - 2;
    let factor = CHANGE_FACTORS[tokens[verb]?.norm ?? ''];
    // "cut in half from", "reduced by half from".
    if (factor === undefined && tokens[verb]?.norm === 'half' && (tokens[verb - 1]?.norm === 'in' || tokens[verb - 1]?.norm === 'by')) {
      factor = 0.5;
      verb -= 2;
    }
    const next = found[n + 1];
    if (factor === undefined || (next && tokens.slice(q.last + 1, next.first).some((t) => t.norm === 'to'))) return;
    q.value *= factor;
    if (q.alt !== undefined) q.alt *= factor;
    q.written = rawSpan(tokens, verb, q.last);
    q.first = verb;
  });
}

/** "v5.2" after a name ("ESP-IDF v5.2"), or a name with its version attached: `net8.0`, "python3.11", "node18". */
const ATTACHED_VERSION = /^(?:v\d+(?:\.\d+)*|[a-z][a-z.]*?\d+(?:\.\d+)+|[a-z]+\d+)$/;

const DOTTED_WORD = /^[\w.]+$/;
function versionWritten(tokens: Token[], i: number): Quantity | null {
  const t = tokens[i]!;
  if (t.quoted && !DOTTED_WORD.test(t.raw)) return null;
  if (!ATTACHED_VERSION.test(t.norm)) return null;
  const prev = tokens[i - 1];
  const v = /^v(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (v) {
    // "v5.2" is a version of the name before it, when that is a name: a tool we know or a capitalised one.
    if (!prev || (prev.kind !== 'word' && prev.kind !== 'code')) return null;
    const name = normalizeName(prev.norm);
    if (!VERSIONED.has(name) && !VERSIONED.has(prev.norm) && !/^[A-Z]/.test(prev.raw)) return null;
    const key = name === 'version' || name === 'v' ? NO_KEY : [name];
    return { dim: 'version', value: NaN, parts: versionParts(v[1]!), key, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i };
  }
  const attached = /^([a-z][a-z.]*?)(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (!attached) return null;
  const name = normalizeName(attached[1]!);
  // `net8.0`, "python3.11": a dotted version names its tool; "node18" only for a tool we know ("h264", "utf8" are no versions).
  const dotted = attached[2]!.includes('.');
  if (!RUNTIMES.has(name) && !(dotted && VERSIONED.has(name))) return null;
  return { dim: 'version', value: NaN, parts: versionParts(attached[2]!), key: [name], bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i };
}

/** Runtimes and target frameworks written with their version attached: `net8.0`, `netcoreapp3.1`, `python3.11`, `java17`. */
const RUNTIMES = new Set('dotnet netstandard python node java php ruby go golang perl lua scala kotlin swift gcc clang llvm'.split(' '));

const SEVERAL_VERSIONS = new Set(['matrix', 'both', 'either']);
/** "both" and "either" pick between versions only where a second one is written: "`.nvmrc` and `engines` both pin Node 20" has one. */
const PAIRING = new Set(['both', 'either']);

/** One of several versions the clause lists ("Node 18 and 20", "3.11, 3.12"), or a test matrix's. */
function amongOthers(tokens: Token[], q: Quantity): boolean {
  for (const t of tokens) if (SEVERAL_VERSIONS.has(t.norm) && (!PAIRING.has(t.norm) || numberOutside(tokens, q))) return true;
  return (
    (joinsValues(tokens, q.last + 1) && (valueAt(tokens, q.last + 2) || (tokens[q.last + 2]?.norm === 'node' && valueAt(tokens, q.last + 3)))) ||
    (joinsValues(tokens, q.first - 1) && valueAt(tokens, q.first - 2))
  );
}

// amongOthers' tests as functions of their own, not closures made per call: a closure's optimised code dies with it
// at a full GC, and these were compiled again in every bench run (disc-036).

const VALUE_JOINERS = new Set(['and', 'or', ',', '/', 'through', '&']);

/** A number outside the quantity `q`. */
function numberOutside(tokens: Token[], q: Quantity): boolean {
  for (let k = 0; k < tokens.length; k++) if (tokens[k]!.kind === 'number' && (k < q.first || k > q.last)) return true;
  return false;
}

/** The token at `k` joins two values of a list ("and", ",", "through"). */
function joinsValues(tokens: Token[], k: number): boolean {
  return VALUE_JOINERS.has(tokens[k]?.norm ?? '');
}

/** The token at `k` is a value: a number or a version written onto a word. */
function valueAt(tokens: Token[], k: number): boolean {
  return tokens[k] !== undefined && (tokens[k]!.kind === 'number' || ATTACHED_VERSION.test(tokens[k]!.norm));
}

/** Each value's catalogue quantity (settings-catalogue.ts), read from its own name or the words around it. */
function nameSettings(tokens: Token[], found: Quantity[]): void {
  for (let n = 0; n < found.length; n++) nameSetting(tokens, found, found[n]!, n);
}

/**
 * nameSettings for the quantity at `n`. A function of its own, not a callback: a closure made per call loses its
 * optimised code when the closures die at a full GC, and this one was compiled again in every bench run.
 */
function nameSetting(tokens: Token[], found: Quantity[], q: Quantity, n: number): void {
  if (q.dim === 'version') {
    // "Node 18": the name is the quantity's name ("the version of Node"), not whose it is.
    const name = tokens[q.first - 1];
    if (q.key.length > 0 && name && q.key.includes(normalizeName(name.norm))) q.namedBy = [q.first - 1];
    return;
  }
  if (q.dim === 'text' || q.dim === 'clock' || q.dim === 'port') return;
  const from = n > 0 ? found[n - 1]!.last + 1 : 0;
  const to = n + 1 < found.length ? found[n + 1]!.first : tokens.length;
  // "20 items per page": a count over pages is a page size.
  const naming = q.scope === 'page' ? { quantity: catalogueQuantity('page size')!, unit: '', tokens: [q.last + 2] } : nameQuantity(tokens, q.first, q.last, from, to, q.key, q.written);
  if (!naming) return;
  const entry = naming.quantity;
  // `sample_rate: 0.1`, "an SLO of 0.999": a fraction of a share is its percentage.
  if (q.dim === 'count' && entry.dims.has('percent') && q.value > 0 && q.value < 1) {
    q.dim = 'percent';
    q.value *= 100;
    q.key = NO_KEY;
  }
  if (!entry.dims.has(q.dim)) {
    // `--max-old-space-size=4096` is megabytes, `timeout-minutes: 30` minutes: the spelling gives the unit.
    const size = naming.unit ? SIZE_UNITS[naming.unit] : undefined;
    const duration = naming.unit ? durationUnit(naming.unit, true) : undefined;
    if (q.dim !== 'count' || q.bound === 'min') return;
    if (size && entry.dims.has('size')) {
      q.dim = 'size';
      q.alt = q.value * size[1];
      q.value *= size[0];
    } else if (duration !== undefined && entry.dims.has('duration')) {
      q.dim = 'duration';
      q.value *= duration;
    } else if (entry.dims.size === 1 && entry.dims.has('percent') && Number.isInteger(q.value) && q.value > 1 && q.value <= 100 && /[=:]/.test(q.written)) {
      // `coverageThreshold.global.lines: 90`, `weight: 25`: a setting only ever a share is in percent, written bare.
      q.dim = 'percent';
    } else return;
    q.key = NO_KEY;
  }
  q.setting = entry.id;
  // Every word around it that is a name of the same quantity ("the HPA", "autoscaling"), not only the one read.
  const namedBy = new Set(naming.tokens);
  for (let i = Math.max(from, q.first - 8); i < Math.min(to, q.last + 4); i++) if (!namedBy.has(i) && (i < q.first || i > q.last) && namesQuantity(tokens[i]!, entry.id)) namedBy.add(i);
  q.namedBy = [...namedBy];
  // "8k tokens" is 8000 or 8192: both readings equal the other side's.
  if (entry.binaryK && q.dim === 'count' && /\dk$/i.test(q.written)) q.alt = (q.value / 1000) * 1024;
}

const COPULAS = [['is'], ['are'], ['was'], ['were'], ['='], ['defaults', 'to'], ['default', 'to'], ['set', 'to'], ['changed', 'to'], ['equals'], ['is', 'now'], ['are', 'now']];
const AFTER_VALUE = new Set(['in', 'on', 'for', 'across', 'everywhere', 'by', 'now', 'again', 'since', 'as', 'and']);

/** "The default branch is `main`", "log level defaults to `debug`": a setting's value in backticks. */
function textValue(tokens: Token[], i: number): Quantity | null {
  // The copula first: most tokens read here (every quoted name) have none before them.
  if (!copulaBefore(tokens, i)) return null;
  const t = tokens[i]!;
  if (/\s/.test(t.raw.trim())) return null;
  const text = t.quoted ? (t.terms[0] ?? t.norm) : t.raw.toLowerCase();
  const next = tokens[i + 1];
  if (next && next.kind !== 'punct' && !AFTER_VALUE.has(next.norm)) return null;
  return { dim: 'text', value: NaN, text, key: NO_KEY, bound: null, written: t.quoted ? `\`${t.raw}\`` : t.raw, first: i, last: i };
}

/** One of COPULAS ends right before `i`. Loops, not some/every: closures made per quoted name add up. */
function copulaBefore(tokens: Token[], i: number): boolean {
  for (const c of COPULAS) {
    let k = 0;
    while (k < c.length && tokens[i - c.length + k]?.norm === c[k]) k++;
    if (k === c.length) return true;
  }
  return false;
}

/** A cron schedule's quantities: its step, or its time of day and, when it runs on every day or one weekday, how often. */
function cronQuantities(raw: string, index: number): Quantity[] | null {
  const at = cronQuantity(raw, index);
  if (at === null) return null;
  if (at.dim !== 'clock') return [at];
  // `30 2 * * *` runs at 02:30 every day, `0 3 * * 1` every Monday: a time of day is also how often it runs,
  // which "every 6 hours" or "weekly" contradict.
  const [, , day, month, weekday] = raw.trim().split(/\s+/) as [string, string, string, string, string];
  if (day !== '*' || month !== '*') return [at];
  const every = weekday === '*' ? MS.d : /^\d$/.test(weekday) || /^[A-Z]{3}$/i.test(weekday) ? 7 * MS.d : 0;
  return every === 0 ? [at] : [at, { dim: 'duration', value: every, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
}

// A cron schedule with one step: `*/15 * * * *` runs every 15 minutes, `0 * * * *` hourly, `0 */6 * * *`
// every 6 hours; `30 2 * * *` (on any days) at 02:30, a time of day. Lists and ranges say no one value.
function cronQuantity(raw: string, index: number): Quantity | null {
  const fields = raw.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.slice(2).every((f) => /^[\d*,/-]+$|^[A-Z]{3}(?:-[A-Z]{3})?$/i.test(f))) return null;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  const shape = { key: NO_KEY, bound: null, written: raw, first: index, last: index };
  const fixed = (f: string) => /^\d+$/.test(f);
  const step = (f: string) => (/^\*\/\d+$/.test(f) ? Number(f.slice(2)) : 0);
  if (fixed(minute) && fixed(hour)) return { dim: 'clock', value: Number(hour) * 60 + Number(minute), ...shape };
  if (day !== '*' || month !== '*' || weekday !== '*') return null;
  if (hour === '*' && step(minute) > 0) return { dim: 'duration', value: step(minute) * MS.min, ...shape };
  if (hour === '*' && fixed(minute)) return { dim: 'duration', value: MS.h, ...shape };
  if (fixed(minute) && step(hour) > 0) return { dim: 'duration', value: step(hour) * MS.h, ...shape };
  return null;
}

/** "1000 entries per tenant" / "50000 entries in total". */
function scopeAfter(tokens: Token[], from: number): string | undefined {
  const a = tokens[from]?.norm;
  if (a === 'per') return perScope(tokens, from);
  if ((a === 'in' && tokens[from + 1]?.norm === 'total') || a === 'total' || a === 'overall' || a === 'combined' || a === 'altogether') return 'total';
  return undefined;
}

/** Words after a scope's noun that are no part of it: "per page now", "per key by default". */
const NOT_SCOPE_WORDS = new Set('now again instead anymore today currently default defaults only too also then still'.split(' '));

/**
 * What "per" at `i` counts over: the last word of the noun after it ("per API key" is per key, like "per
 * key"; "per pod", "per IP"). Undefined when no noun follows.
 */
export function perScope(tokens: Token[], i: number): string | undefined {
  let scope: string | undefined;
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    const t = tokens[j]!;
    if ((t.kind !== 'word' && t.kind !== 'code') || t.terms.length === 0 || PREPOSITIONS.has(t.norm) || isUnitWord(t.norm)) break;
    if (t.kind === 'word' && (NOT_SCOPE_WORDS.has(t.norm) || /[a-z]{3}ly$/.test(t.norm))) break;
    scope = t.terms[t.terms.length - 1];
  }
  return scope;
}

function rateAfter(tokens: Token[], from: number): { per: number; last: number } | null {
  const word = tokens[from];
  if (!word) return null;
  // "1000 requests daily".
  const often = FREQUENCY_WORDS[word.norm];
  if (often !== undefined) return { per: often, last: from };
  if (RATE_WORDS.has(word.norm)) {
    const unit = tokens[from + 1];
    const per = unit ? durationUnit(unit.norm, false) : undefined;
    if (per !== undefined) return { per, last: from + 1 };
  }
  const slash = /^\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(word.norm);
  if (slash) return { per: durationUnit(slash[1]!, true)!, last: from };
  return null;
}

/**
 * "`'lifetime' => 1440` (minutes)", "`AUTOSAVE_INTERVAL = 120` (seconds)": a unit written in parentheses right after a
 * bare number is that number's. Converts the count in place; false when `unit` is no unit of a duration, size or share.
 */
export function giveUnit(q: Quantity, unit: string): boolean {
  if (q.dim !== 'count' || q.low !== undefined) return false;
  const duration = durationUnit(unit, false);
  const size = SIZE_UNITS[unit];
  if (duration !== undefined) {
    q.dim = 'duration';
    q.value *= duration;
  } else if (size !== undefined) {
    q.dim = 'size';
    q.alt = q.value * size[1];
    q.value *= size[0];
  } else if (PERCENT_UNITS.has(unit)) q.dim = 'percent';
  else return false;
  q.key = NO_KEY;
  q.written = `${q.written} ${unit}`;
  return true;
}

/** The terms unit words are read as in names (`idleTimeoutMillis` → "milli", `Time.minutes` → "minut"). */
const UNIT_TERMS = new Set(
  [...Object.keys(DURATION_UNITS), ...Object.keys(SIZE_UNITS), ...Object.keys(FREQUENCY_UNITS), 'millis', 'msec', 'pct', 'percent', 'percentage', 'px', 'pixels']
    .filter((u) => u.length > 1)
    .map((u) => termOfWord(u)),
);

/** A term that is a unit's name, as a part of a setting's or a call's name says how a value is measured. */
export function isUnitTerm(term: string): boolean {
  return UNIT_TERMS.has(term) || isUnitWord(term);
}

export function isUnitWord(norm: string): boolean {
  return (
    DURATION_UNITS[norm] !== undefined || SIZE_UNITS[norm] !== undefined || PERCENT_UNITS.has(norm) || PIXEL_UNITS.has(norm)
  );
}

/** One tool's names: "PostgreSQL" and "Postgres", `net8.0` and ".NET 8", "python3.11" and "Python 3.11". */
const TOOL_NAMES: Record<string, string> = table({
  nodejs: 'node', net: 'dotnet', '.net': 'dotnet', netcoreapp: 'dotnet', py: 'python', python3: 'python', go: 'golang',
  openjdk: 'java', jdk: 'java', postgresql: 'postgres', k8s: 'kubernetes',
});

function normalizeName(norm: string): string {
  const n = norm.replace(/\.js$/, '');
  return TOOL_NAMES[n] ?? n;
}

/** Xcode's `<PLATFORM>_DEPLOYMENT_TARGET` settings: the platform each is the minimum version of. */
const DEPLOYMENT_PLATFORMS: Record<string, string> = table({ iphoneos: 'ios', macosx: 'macos', tvos: 'tvos', watchos: 'watchos', xros: 'visionos' });

/** The tool a setting's name says it holds the version of: `IPHONEOS_DEPLOYMENT_TARGET` is iOS's. */
function deploymentTargetOf(name: string): string | undefined {
  const m = /^([a-z]+)_deployment_target$/i.exec(name);
  return m ? DEPLOYMENT_PLATFORMS[m[1]!.toLowerCase()] : undefined;
}

/**
 * versionConstant's quantity, written out rather than spread from a shared one: the spread object's shape lived only
 * as long as the analyses did, so codeQuantities (where versionConstant is inlined) lost its optimised code in every
 * bench run and was compiled again (disc-036).
 */
function versionOf(parts: number[], key: string[], raw: string, index: number): Quantity {
  return { dim: 'version', value: NaN, parts, key, bound: null, written: raw, first: index, last: index };
}

/**
 * Versions written as a language's own constants or elements: `JavaVersion.VERSION_21` and
 * `JavaLanguageVersion.of(17)` (Gradle, Java 21 and 17; `VERSION_1_8` is Java 8), `IPHONEOS_DEPLOYMENT_TARGET = 16.0`
 * (Xcode, iOS 16), `<TargetFramework>net8.0</TargetFramework>` (MSBuild, .NET 8).
 */
function versionConstant(raw: string, index: number): Quantity | null {
  // Most code tokens are none of these: one look for what each needs before its pattern.
  if (!raw.includes('Version') && !raw.includes('_DEPLOYMENT_TARGET') && !raw.includes('</')) return null;
  const java = /\bJava(?:Language)?Version\.(?:VERSION_(\d+(?:_\d+)*)\b|of\(\s*(\d+)\s*\))/.exec(raw);
  if (java) {
    const parts = versionParts((java[1] ?? java[2]!).replace(UNDERSCORES, '.'));
    return versionOf(parts[0] === 1 && parts.length > 1 ? parts.slice(1) : parts, ['java'], raw, index);
  }
  const target = /\b([A-Z]+_DEPLOYMENT_TARGET)\s*=\s*["']?(\d+(?:\.\d+)*)/.exec(raw);
  const platform = target ? deploymentTargetOf(target[1]!) : undefined;
  if (platform) return versionOf(versionParts(target![2]!), [platform], raw, index);
  const framework = /<(TargetFramework|TargetFrameworkVersion)>\s*v?([a-z]*)(\d+(?:\.\d+)*)\s*<\/\1>/i.exec(raw);
  if (framework) return versionOf(versionParts(framework[3]!), [normalizeName(framework[2]!.toLowerCase() || 'net')], raw, index);
  return null;
}

/** An image reference inside a line: `FROM python:3.12-slim`, `image: postgres:16`, `docker.io/library/node:20`. */
const IMAGE_REFERENCE = /(?:^|[\s="'/])([a-z][\w.-]*):(\d+(?:\.\d+)*)(-[\w.-]+)?(?=$|[\s"',;@])/gi;
/**
 * A dependency and its version or constraint: `go 1.22` (go.mod), `ruby "3.2.2"` (Gemfile), `"node": ">=20"`,
 * `"lodash": "^4.17.21"`, `version = "~> 5.30"`, `go-version: 1.22`.
 */
const VERSION_PIN = /["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=]\s*|\s+)(["']?)\s*(~>|\^|~|>=|==|>)?\s*v?(\d+(?:\.\d+)*)(?:\.x|\.\*)?\2(?=$|[\s"',;})\]])/g;
/** Parts of a setting's name that say it holds a version, not whose version it is. */
const VERSION_NAME_PARTS = new Set(['version', 'ver', 'required', 'requires', 'min', 'minimum', 'target']);
/** The call a `VERSION` argument is given to names whose version it is: `cmake_minimum_required(VERSION 3.25)`. */
const CALLED_WITH_VERSION = /([A-Za-z_]\w*)\s*\(\s*$/;

const NAME_VALUE_SEPARATOR = /[:=\s]/;
/** Versions written as code: image tags, version pins and constraints. None when the code is something else. */
function codeVersions(raw: string, index: number): Quantity[] {
  const out: Quantity[] = [];
  // A tag, a pin and an assignment each put ":", "=" or a space between the name and the number: most code
  // tokens (`parseConfig_12`) have none, and scanning them with the patterns below is most of their cost.
  if (!NAME_VALUE_SEPARATOR.test(raw)) return out;
  const imageContext = /^(?:FROM\s|image\s*:)/i.test(raw);
  if (raw.includes(':')) for (const m of raw.matchAll(IMAGE_REFERENCE)) {
    // `redis:6379` is a host and port: a tag is dotted, has a variant (`20-alpine`) or follows FROM / image:.
    if (!imageContext && !m[2]!.includes('.') && m[3] === undefined) continue;
    // `swift-tools-version:5.10` names a version setting, read below.
    if (/version$/i.test(m[1]!)) continue;
    if (m[1]!.toLowerCase() === 'localhost' || (m[1]!.includes('.') && m[3] === undefined && !imageContext)) continue;
    out.push({ dim: 'version', value: NaN, first: index, last: index, parts: versionParts(m[2]!), key: [normalizeName(m[1]!.toLowerCase())], bound: null, written: m[0].replace(/^[\s="'/]/, '') });
  }
  if (out.length > 0 || !/\d/.test(raw)) return out;
  for (const m of raw.matchAll(VERSION_PIN)) {
    const name = m[1]!;
    const quoted = m[2] !== '';
    const constraint = m[3] ?? '';
    const digits = m[4]!;
    // Pushed one by one and read by index, not map/some/for-of: the mapped array's elements kind differed from call
    // to call, and codeVersions was compiled and thrown away at once ("wrong map") in the bench's later runs.
    const ids = splitIdentifier(name);
    const parts: string[] = [];
    let versionNamed = false;
    for (let i = 0; i < ids.length; i++) {
      const x = ids[i]!.toLowerCase();
      if (x === 'version' || x === 'ver') versionNamed = true;
      parts.push(x);
    }
    const tool = normalizeName(name.toLowerCase());
    const known = VERSIONED.has(tool) || RUNTIMES.has(tool);
    // A count (`workers 4`, `retries: 3`) is no version: the name or the way the number is written must say so.
    const isVersion =
      constraint === '^' || constraint === '~' || constraint === '~>' ||
      (versionNamed && (digits.includes('.') || quoted || constraint !== '' || parts.length > 1)) ||
      (known && tool !== 'version' && tool !== 'v' && (digits.includes('.') || quoted || constraint !== '' || RUNTIMES.has(tool))) ||
      (quoted && constraint !== '' && /^[a-z@][\w./-]*$/.test(name)) ||
      // `POSTGIS="3.4.2"`, `sdk: "2.19.6"`: a quoted number of three parts is only ever a version.
      (quoted && /^\d+\.\d+\.\d+$/.test(digits) && !/^(?:port|host|ip|addr|address)$/i.test(name));
    if (!isVersion) continue;
    // Pushed into one literal, not map/filter or `[tool]`: an empty map result has an elements kind of its own, and
    // codeVersions was thrown away ("wrong map" at named.length) in every bench run.
    const named: string[] = [];
    // `cmake_minimum_required(VERSION 3.25)`: a bare `VERSION` is the version of what the call is named after, its floor when the name says so.
    const call = tool === 'version' ? CALLED_WITH_VERSION.exec(raw.slice(0, m.index)) : null;
    let calledMin = false;
    if (call) {
      const callIds = splitIdentifier(call[1]!);
      for (let i = 0; i < callIds.length; i++) {
        const x = callIds[i]!.toLowerCase();
        if (NAMED_MIN.has(x)) calledMin = true;
        if (!VERSION_NAME_PARTS.has(x)) named.push(normalizeName(x));
      }
    } else if (versionNamed || parts.length > 1) {
      for (let i = 0; i < parts.length; i++) if (!VERSION_NAME_PARTS.has(parts[i]!)) named.push(normalizeName(parts[i]!));
    } else named.push(tool);
    const key = named.length === 0 || named.every((x) => x === 'version' || x === 'v') ? NO_KEY : [named.join('-')];
    // `^4.17.21` and `~> 5.30` pin the major version, `~4.2.0` the minor; `>=20` is a floor.
    let numbers = versionParts(digits);
    if (constraint === '^' || constraint === '~>') numbers = numbers[0] === 0 ? numbers.slice(0, 2) : numbers.slice(0, 1);
    else if (constraint === '~') numbers = numbers.slice(0, 2);
    const bound = constraint === '>=' || constraint === '>' || calledMin ? 'min' : null;
    // Written out, not spread from a shared shape: a spread's map dies with its objects, and codeVersions was
    // thrown away and compiled again in every bench run (disc-036).
    out.push({ dim: 'version', value: NaN, first: index, last: index, parts: numbers, key, bound, written: m[0].trim() });
  }
  return out;
}

/** A unit's name as the standard libraries spell it in a call or constant: `from_secs`, `ofMillis`, `TimeUnit.SECONDS`, `time.Minute`. */
const CALL_UNITS: Record<string, number> = table({
  millis: 1, milliseconds: 1, millisecond: 1, ms: 1, secs: MS.s, seconds: MS.s, second: MS.s, mins: MS.min, minutes: MS.min, minute: MS.min,
  hours: MS.h, hour: MS.h, days: MS.d, day: MS.d,
});
/** `Duration::from_secs(30)` (Rust), `Duration.ofMillis(500)` (Java), `TimeSpan.FromMinutes(5)` (.NET). */
const UNIT_NAMED_CALL = /(?:\b(?:from_?|of)|[.:])(millis|milliseconds|ms|secs|seconds|mins|minutes|hours|days)\s*\(\s*(\d[\d_]*(?:\.\d+)?)\s*\)/i;
/** `15.minutes`, `30.seconds` (Ruby, Kotlin): the unit as a method of the number. */
const UNIT_METHOD = /(?:^|[\s(=,:])(\d[\d_]*)\.(milliseconds|seconds|minutes|hours|days|second|minute|hour|day)\b/;
/** `poll(5, TimeUnit.SECONDS)` (Java), `timeout(time: 2, unit: 'HOURS')` (Jenkins): a number and its unit as two arguments. */
const UNIT_ARGUMENT = /(\d[\d_]*)\s*,\s*(?:TimeUnit\.|unit\s*:\s*['"]?)(milliseconds|seconds|minutes|hours|days)\b/i;
/** `30 * time.Second`, `time.Minute * 5` (Go). */
const GO_DURATION = /(?:(\d[\d_]*)\s*\*\s*time\.(Millisecond|Second|Minute|Hour)\b|\btime\.(Millisecond|Second|Minute|Hour)\s*\*\s*(\d[\d_]*))/;

/**
 * A duration written the way code builds one, the unit named by the call or by an argument next to the number,
 * in milliseconds; null for other code. Most code tokens have no parenthesis or `time.`: one look for those first.
 */
function durationCall(raw: string): number | null {
  const method = raw.includes('.') ? UNIT_METHOD.exec(raw) : null;
  if (method) return Number(method[1]!.replace(UNDERSCORES, '')) * CALL_UNITS[method[2]!.toLowerCase()]!;
  if (!raw.includes('(') && !raw.includes('time.')) return null;
  const call = UNIT_NAMED_CALL.exec(raw);
  if (call) return Number(call[2]!.replace(UNDERSCORES, '')) * CALL_UNITS[call[1]!.toLowerCase()]!;
  const argument = UNIT_ARGUMENT.exec(raw);
  if (argument) return Number(argument[1]!.replace(UNDERSCORES, '')) * CALL_UNITS[argument[2]!.toLowerCase()]!;
  const go = GO_DURATION.exec(raw);
  if (go) return Number((go[1] ?? go[4]!).replace(UNDERSCORES, '')) * CALL_UNITS[(go[2] ?? go[3]!).toLowerCase()]!;
  return null;
}

/** A call named for a timeout, an interval, a delay or a wait, with one number: `setConnectTimeout(5000)`, `implicitly_wait(2)`. */
const SPAN_CALL = /(?:^|[\s.:>])([A-Za-z]\w*?)(Timeout|Interval|Delay|Wait|_timeout|_interval|_delay|_wait)\s*\(\s*(\d[\d_]*(?:\.\d+)?)\s*\)/;

/** A tool's release written as one name: `ghc-9.4.8`, `nixos-23.11`, `go-1.22` (a dotted number, so no `utf-8`). */
const TOOL_RELEASE = /(?:^|[\s/:="'])([a-z][a-z]+)-(\d+\.\d+(?:\.\d+)?)(?=$|[\s"',;)])/i;

/** A setting named for a port: its last part is "port" (`MLLP_PORT`, `server.port`, `httpPort`), not a word ending in it (`export`). */
const PORT_NAME = /(?:[._-]port|[a-z0-9]Port|[A-Z0-9]_PORT)$/;

/**
 * Code spans that state no value: most spans with a digit, "=" or ":" are names (`packages/billing-3/`,
 * `db:migrate`), and codeQuantities tries some twenty patterns on each before saying so. A name recurs across
 * discoveries (a store's folders in most of them): each is read once. What a span states depends on its text
 * alone; the position only goes into the quantities found.
 */
const CODE_WITHOUT_VALUES = new Set<string>();

/** Quantities inside one code token: `maxWorkers: 4`, `CONCURRENCY=50`, `max-age=86400`, `node:20-slim`, `SameSite=Lax`, `>=20`. */
function quantitiesInCode(t: Token, index: number): Quantity[] {
  if (CODE_WITHOUT_VALUES.has(t.raw)) return NO_QUANTITIES;
  const found = codeQuantities(t, index);
  if (found.length === 0) {
    if (CODE_WITHOUT_VALUES.size >= 50_000) CODE_WITHOUT_VALUES.clear();
    CODE_WITHOUT_VALUES.add(t.raw);
  }
  return found;
}

/** A setting's name and a bare number in one code span: `charge_threshold = 20`, `HUMIDITY_ALARM_LEVEL 80`. */
const BARE_SETTING = /^["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=]\s*|\s)["']?(\d[\d_]*(?:\.\d+)?)["']?$/;

/**
 * "`lesson_length: 45` minutes", "`charge_threshold = 20` percent", "`hold_timeout = 10` minutes": a unit word right
 * after a code span that gives a setting a bare number is that number's unit, as a unit in an aside is (analyze.ts
 * unitAside). It replaces the unit a name is read in by convention (`timeout`, `ttl`: seconds or milliseconds), not
 * one the name says (`timeout_ms`). Gives `q` (found in `code` alone) the unit; the caller leaves the word unread.
 */
function unitAfterSetting(q: Quantity, code: Token, unit: Token | undefined): boolean {
  if (unit === undefined || unit.kind !== 'word' || unit.norm.length < 2 || !isUnitWord(unit.norm) || q.low !== undefined) return false;
  const setting = BARE_SETTING.exec(code.raw.trim());
  if (setting === null) return false;
  if (q.dim === 'count') {
    if (q.key.length === 0 || !giveUnit(q, unit.norm)) return false;
    q.last += 1;
    return true;
  }
  // A duration by convention keeps its span, the code alone, whose name says what it measures (analyze.ts collectSubject).
  const duration = durationUnit(unit.norm, false);
  if (q.dim !== 'duration' || duration === undefined || keyNamesUnit(setting[1]!)) return false;
  q.value = Number(setting[2]!.replace(UNDERSCORES, '')) * duration;
  q.alt = undefined;
  q.written = `${q.written} ${unit.norm}`;
  return true;
}

/** Numbers multiplied in code: `64 * 1024`, `60 * 60 * 24`, `(16 * 1024)`. */
const PRODUCT = /(?<![\w.*])\(?\s*(\d+(?:\s*\*\s*\d+)+)\s*\)?(?![\w.*])/g;
/** A star before another star or a slash: the fields of a cron schedule, not a product. */
const CRON_STARS = /\*\s*[*/]/;

/** A key of capitalised words with spaces before "=", opening the span or after ";" (ADO.NET's, Npgsql's connection strings). */
const SPACED_KEY = /(^|;)\s*([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)+)\s*=/g;
const SPACES = / /g;
const LEADING_SEMICOLON = /^;\s*/;

/** `Max Pool Size=` as `Max_Pool_Size=`: one name, whose parts the reader splits again. */
function joinedKey(_: string, start: string, key: string): string {
  return `${start}${key.replace(SPACES, '_')}=`;
}

function multiplied(_: string, product: string): string {
  let value = 1;
  for (const factor of product.split('*')) value *= Number(factor.trim());
  return String(value);
}

/** Module constants, not literals in the function: a regular expression literal is a new object each time it is reached. */
const IMAGE_TAG = /^([a-z][\w.-]*):(\d+(?:\.\d+)*)(?:-[\w.-]+)?$/i;
const TIMER_CALL = /\bset(Timeout|Interval)\s*\((?:[^()]|\([^()]*\))*,\s*(\d[\d_]*)\s*\)/;
/** `name=[D-]HH:MM:SS` or `name: "HH:MM:SS"` in one code span. */
const SPAN_HMS = /^["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*[:=]\s*["']?(?:(\d{1,3})-)?(\d{1,3}):([0-5]\d):([0-5]\d)["']?$/;
/** Names of a setting that holds a span of time: timeouts, limits, lifetimes, waits, and a scheduler's `--time` / `-t`. */
const SPAN_SETTING = /timeout|time[-_]?limit|wall[-_]?time|ttl|duration|expir|max[-_]?age|lifetime|wait|delay|retention|idle|^-{1,2}time$|^-t$/i;
const NAMED_VALUE = /^(?:["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*[:=]\s*)?["']?([\dPp][\w.]*)["']?$/;
const ES_EDITION = /^es(\d{1,4}|next)$/i;
/** A package or action pinned with "@" (npm, corepack, GitHub Actions), a key such as `"packageManager":` before it allowed. */
const PACKAGE_AT_VERSION = /^(?:["']?[A-Za-z][\w.-]*["']?\s*[:=]\s*)?["']?((?:@[a-z0-9][\w.-]*\/)?[a-z][\w.-]*(?:\/[a-z][\w.-]*)?)@[v^~]?(\d+(?:\.\d+)*)["']?$/i;
/** One dependency and its constraint in parentheses, after a field name or alone: `Depends: R (>= 3.6.0)`. */
const DEPENDENCY_CONSTRAINT = /^(?:[A-Za-z][\w-]*:\s*)?([A-Za-z][\w.+-]*)\s*\(\s*(>=|>|<=|<|=|==)\s*(\d+(?:\.\d+)*)\s*\)$/;
/** A CPU setting given thousandths of a core: `cpu: 250m`, `requests.cpu=500m`. */
const MILLI_CPU_SETTING = /^["']?(?:[\w-]+\.)*v?cpus?["']?\s*[:=]\s*["']?(\d+)m["']?$/i;
function codeQuantities(t: Token, index: number): Quantity[] {
  const out: Quantity[] = [];
  const raw = t.raw.trim();
  const image = IMAGE_TAG.exec(raw);
  if (image) {
    return [{ dim: 'version', value: NaN, parts: versionParts(image[2]!), key: [normalizeName(image[1]!.toLowerCase())], bound: null, written: raw, first: index, last: index }];
  }
  // `yarn@4.1.1`, `"packageManager": "pnpm@9.12.0"`, `actions/setup-node@v4`: a package or action at a version.
  const pinned = raw.includes('@') ? PACKAGE_AT_VERSION.exec(raw) : null;
  if (pinned) {
    return [{ dim: 'version', value: NaN, parts: versionParts(pinned[2]!), key: [normalizeName(pinned[1]!.toLowerCase())], bound: null, written: raw, first: index, last: index }];
  }
  // `Depends: R (>= 3.6.0)`, `libc6 (>= 2.31)`: a dependency and the versions it allows, as R's DESCRIPTION and
  // Debian's control files write them.
  const dependency = raw.includes('(') ? DEPENDENCY_CONSTRAINT.exec(raw) : null;
  if (dependency) {
    const bound = VERSION_COMPARISONS[dependency[2]!] ?? null;
    return [{ dim: 'version', value: NaN, parts: versionParts(dependency[3]!), key: [normalizeName(dependency[1]!.toLowerCase())], bound, compared: bound !== null, written: raw, first: index, last: index }];
  }
  // `cpu: 250m`, `limits.cpu=1500m`: Kubernetes CPU in thousandths of a core, not minutes.
  const milliCpu = MILLI_CPU_SETTING.exec(raw);
  if (milliCpu) {
    return [{ dim: 'count', value: Number(milliCpu[1]!) / 1000, key: CPU_KEYS, bound: null, written: raw, first: index, last: index }];
  }
  // `setTimeout(fn, 500)`, `setInterval(poll, 5000)`: JavaScript's timers take milliseconds.
  const timer = TIMER_CALL.exec(raw);
  if (timer) {
    const period = timer[1] === 'Interval' ? 'every' : undefined;
    return [{ dim: 'duration', value: Number(timer[2]!.replace(UNDERSCORES, '')), period, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  // `MaxRecvMsgSize(16 << 20)`, `maxBytes = 1 << 30`: a shift by 10, 20 or 30 bits is Go's and C's way to write KiB, MiB, GiB.
  const shift = raw.includes('<<') ? /(?:^|[\s(=:,])(\d+)\s*<<\s*(10|20|30|40)(?=$|[\s),;])/.exec(raw) : null;
  if (shift) {
    const bytes = Number(shift[1]) * 2 ** Number(shift[2]);
    return [{ dim: 'size', value: bytes, alt: bytes, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const built = durationCall(raw);
  if (built !== null) return [{ dim: 'duration', value: built, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  // `page.setDefaultNavigationTimeout(60000)`, `driver.implicitly_wait(2)`: a call named for a span of time, given a number.
  const spanCall = raw.includes('(') ? SPAN_CALL.exec(raw) : null;
  if (spanCall) {
    const value = Number(spanCall[3]!.replace(UNDERSCORES, ''));
    // camelCase is JavaScript's and Java's milliseconds, snake_case Python's and Ruby's seconds; the other reading is kept.
    const [unit, other] = spanCall[2]!.startsWith('_') ? [MS.s, 1] : [1, MS.s];
    const period = /interval/i.test(spanCall[2]!) ? 'every' : undefined;
    return [{ dim: 'duration', value: value * unit, alt: value * other, period, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const constant = versionConstant(raw, index);
  if (constant) return [constant];
  const versions = codeVersions(raw, index);
  if (versions.length > 0) return versions;
  // `with-compiler: ghc-9.4.8`, `nixpkgs/nixos-24.05`: a release named as its tool, a dash and a dotted version.
  const release = raw.includes('-') ? TOOL_RELEASE.exec(raw) : null;
  if (release) return [{ dim: 'version', value: NaN, parts: versionParts(release[2]!), key: [normalizeName(release[1]!.toLowerCase())], bound: null, written: release[0].replace(/^[\s/:="']/, ''), first: index, last: index }];
  // `-Xmx4g`, `-Xms512m`: the JVM's heap and stack flags carry their size attached, in bytes without a letter.
  // (`JAVA_OPTS=-Xms512m -Xmx2g` sets both, each written as its flag.)
  if (raw.includes('-X')) {
    for (const jvm of raw.matchAll(/(?:^|[\s="'])(-X(?:mx|ms|ss)(\d+)([kmgt]?))(?=$|[\s"';])/gi)) {
      const size = SIZE_UNITS[LETTER_SIZES[jvm[3]!.toLowerCase()] ?? 'b']!;
      const value = Number(jvm[2]);
      out.push({ dim: 'size', value: value * size[0], alt: value * size[1], key: NO_KEY, bound: null, written: jvm[1]!, first: index, last: index });
    }
    if (out.length > 0) return out;
  }
  // `--time=04:00:00`, `query_timeout: 00:05:00`, `walltime=1-12:00:00`: a span in hours, minutes and seconds (and
  // days before a dash), given to a setting whose name says it is a span; `backup_at: 03:00:00` is a time of day.
  const hms = raw.includes(':') ? SPAN_HMS.exec(raw) : null;
  if (hms !== null && SPAN_SETTING.test(hms[1]!)) {
    const value = Number(hms[2] ?? 0) * MS.d + Number(hms[3]) * MS.h + Number(hms[4]) * MS.min + Number(hms[5]) * MS.s;
    const keyRaw = hms[1]!.replace(/^-+/, '');
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? 'min' : NAMED_MAX.has(limit) ? 'max' : null;
    if (value > 0) return [{ dim: 'duration', value, key: NO_KEY, bound, namedBound: bound !== null, written: raw, first: index, last: index }];
  }
  // `timeout: 1h30m`, `--timeout=90s`, `PT30S`: a duration written in one piece, alone or assigned.
  const pieces = NAMED_VALUE.exec(raw);
  const compound = pieces ? compoundDuration(pieces[2]!) : null;
  if (compound !== null) {
    const keyRaw = pieces![1]?.replace(/^-+/, '') ?? '';
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? 'min' : NAMED_MAX.has(limit) ? 'max' : null;
    return [{ dim: 'duration', value: compound, key: NO_KEY, bound, namedBound: bound !== null, written: raw, first: index, last: index }];
  }
  const cron = cronQuantities(raw, index);
  if (cron) return cron;
  const es = ES_EDITION.exec(raw);
  if (es) return [{ dim: 'version', value: NaN, parts: es[1]!.toLowerCase() === 'next' ? [9999] : [Number(es[1])], key: ['es'], bound: null, written: raw, first: index, last: index }];

  // `MAX_BYTES = 10 * 1024 * 1024`, `(64 * 1024)`: a product written out is its value (a cron's stars are no product).
  const product = raw.includes('*') && !CRON_STARS.test(raw) ? raw.replace(PRODUCT, multiplied) : raw;
  // `Max Pool Size=40`, `Server=db;Connect Timeout=30`: a connection string's keys are capitalised words with spaces.
  const text = product.includes(' ') && product.includes('=') ? product.replace(SPACED_KEY, joinedKey) : product;
  const assignment = /([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|=>|\s)\s*['"]?(0x[0-9a-f]+|\d[\d_,]*(?:\.\d+)?(?:e[-+]?\d+)?)\s*([a-z%]*)['"]?(?=$|[\s,;})'"])/gi;
  let m: RegExpExecArray | null;
  if (NAME_VALUE_SEPARATOR.test(text)) while ((m = assignment.exec(text)) !== null) {
    // `throttle:10,1` (ten a minute), `ports: 80,443`: numbers listed with commas are no one number.
    if (/,\d/.test(m[2]!) && !THOUSANDS.test(m[2]!.replace(/,+$/, ''))) continue;
    const keyRaw = m[1]!.replace(/^-+/, '');
    const value = /^0x/i.test(m[2]!) ? Number.parseInt(m[2]!.slice(2), 16) : Number(m[2]!.replace(/[_,]/g, ''));
    const implied = m[3] ? null : unitFromKey(keyRaw, value);
    let unit = (m[3] || implied!.unit).toLowerCase();
    // `spark.executor.memory=16g`: the key says what the letter means.
    unit = letterSize(unit, splitIdentifier(keyRaw).map((x) => x.toLowerCase())) ?? unit;
    const keyTerms = anchorTerms(keyRaw);
    // A product is written as in the text; a connection string's setting as its key joined and its value.
    const written = product === raw ? m[0].trim().replace(LEADING_SEMICOLON, '') : raw;
    // `max_tokens: 1024` names a limit, as "`max_tokens` is set to 4096" does.
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? 'min' : NAMED_MAX.has(limit) ? 'max' : null;
    if (/^port$/i.test(keyRaw)) {
      out.push({ dim: 'port', value, key: ['port'], bound: null, written, first: index, last: index });
      continue;
    }
    // `MLLP_PORT=6661`, `server.port: 8080`, `httpPort = 3000`: a name ending in "port" holds a port.
    if (unit === '' && PORT_NAME.test(keyRaw)) {
      // Whose port it is, not the word "port", which both sides of any two ports share.
      out.push({ dim: 'port', value, key: keyTerms.filter((k) => k !== 'port'), bound: null, written, first: index, last: index });
      continue;
    }
    const duration = durationUnit(unit, true);
    if (duration !== undefined) {
      const alt = implied?.alt !== undefined ? value * durationUnit(implied.alt, true)! : undefined;
      out.push({ dim: 'duration', value: value * duration, alt, key: NO_KEY, bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      out.push({ dim: 'size', value: value * size[0], alt: value * size[1], key: NO_KEY, bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      out.push({ dim: 'percent', value, key: NO_KEY, bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    // `width: 640px`, `max-width: 1200px`, `{ height: '600px' }`: a length on screen, as "600px" in prose is, along
    // the axis its name says.
    if (PIXEL_UNITS.has(unit)) {
      out.push({ dim: 'pixels', value, key: axisOfName(keyRaw), bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    // `retryRatio: 0.1`, `sample_fraction=0.25`, `fx_tolerance_bps: 10`: a share its name says is a fraction or in
    // basis points is a percentage.
    const share = unit === '' ? shareOfName(keyRaw, value) : null;
    if (share !== null) {
      out.push({ dim: 'percent', value: share, key: NO_KEY, bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    const keyed = unit === '' ? keyedRate(keyRaw, value) : null;
    if (keyed) {
      out.push({ dim: keyed.dim, value: keyed.value, period: keyed.period, key: keyed.key, bound, namedBound: bound !== null, written, first: index, last: index });
      continue;
    }
    if (unit === '') out.push({ dim: 'count', value, key: keyTerms, bound, namedBound: bound !== null, written, first: index, last: index });
  }
  if (out.length > 0) return out;

  // `SameSite=Lax`, `"type": "module"`, `build.sourcemap: false`: a setting and its value.
  // (`db:migrate`, `node:test` are names: a setting needs "=" or ": ".)
  const setting = /^["']?([A-Za-z_][\w.-]*)["']?\s*(?:=|:\s)\s*["']?([\w.@/-]+)["']?;?$/.exec(raw);
  if (setting) {
    out.push({ dim: 'text', value: NaN, text: setting[2]!.toLowerCase(), key: anchorTerms(setting[1]!), bound: null, written: raw, first: index, last: index });
    return out;
  }
  // Bare numbers and sizes in code: `30s`, `5mb` are number tokens; a flag with a number: `--workers 4`.
  const flag = /^--?([a-z][\w-]*)[ =](\d+)$/i.exec(raw);
  if (flag) out.push({ dim: 'count', value: Number(flag[2]), key: [stem(flag[1]!.toLowerCase())], bound: null, written: raw, first: index, last: index });
  return out;
}
