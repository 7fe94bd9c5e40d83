import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  compareNaturalParts,
  naturalCompare,
  naturalParts
} from "./chunk-DKRBY5OM.js";
import {
  escapeRegExp
} from "./chunk-2SSDQQ7B.js";

// src/contradiction/dictionary-antonyms.ts
var DICTIONARY_ANTONYMS = [
  // Merged into families of vocabulary.ts, whose reading (a negation or two states) they take.
  ["visible", "invisible", true],
  ["active", "inactive dormant", true],
  ["tight", "loose", false],
  // Whether a thing holds: a config, a token, a schema, a copy.
  ["valid", "invalid", false],
  ["compatible", "incompatible", false],
  ["accurate", "inaccurate", false],
  ["consistent", "inconsistent", false],
  ["finite", "infinite", false],
  ["fresh", "stale", false],
  ["healthy", "unhealthy", false],
  ["complete", "incomplete", false],
  ["correct", "incorrect", false],
  // Whether a thing is there, joined to another, works or waits.
  ["present", "absent", false],
  ["dependent", "independent", false],
  ["alive", "dead", false],
  ["busy", "idle", false],
  ["attached", "detached", false],
  ["connected", "disconnected unconnected", false],
  // What was done to it: signed commits, authorized callers, documented flags, restricted access.
  ["signed", "unsigned", false],
  ["authorized", "unauthorized", false],
  ["documented", "undocumented", false],
  ["restricted", "unrestricted", false],
  // Two kinds of one thing.
  ["direct", "indirect", false],
  ["wired", "wireless", false],
  ["singular", "plural", false],
  ["homogeneous", "heterogeneous", false],
  ["monolingual", "multilingual", false],
  ["on-site onsite", "off-site offsite", false]
];
var DICTIONARY_ATTRIBUTIVE = /* @__PURE__ */ new Set(["on-site", "onsite", "off-site", "offsite"]);
var DICTIONARY_KEPT_TERMS = new Set(
  `valid invalid complete incomplete correct incorrect present absent attached detached connected disconnected unconnected signed unsigned
  authorized unauthorized documented undocumented restricted unrestricted direct indirect wired`.trim().split(/\s+/)
);

// src/text/memo.ts
function memoize(compute, limit = 5e4) {
  const memory = /* @__PURE__ */ new Map();
  return (key) => {
    let value = memory.get(key);
    if (value === void 0) {
      value = compute(key);
      if (memory.size > limit) memory.clear();
      memory.set(key, value);
    }
    return value;
  };
}

// src/contradiction/stem.ts
var stem = memoize(
  (word2) => word2.length <= 2 || !/^[a-z]+$/.test(word2) ? word2 : NOUNS_NOT_VERBS[word2] ?? porter(american(singularUs(word2)))
);
function singularUs(w) {
  if (w.length < 6 || w.charCodeAt(w.length - 1) !== 115) return w;
  if (PLURAL_US.test(w)) return w.slice(0, -2);
  return PLURAL_AS[w] ?? w;
}
var PLURAL_US = /[tnpixgd]uses$/;
var PLURAL_AS = Object.assign(/* @__PURE__ */ Object.create(null), { aliases: "alias", biases: "bias", canvases: "canvas", atlases: "atlas" });
var NOUNS_NOT_VERBS = Object.assign(/* @__PURE__ */ Object.create(null), { settings: "settings" });
function american(w) {
  if (w.length < 6) return w;
  if (/[a-z]{3}is(?:e|es|ed|ing|ation|ations|er|ers)$/.test(w)) return w.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1");
  if (/ys(?:e|es|ed|ing|er|ers)$/.test(w)) return w.replace(/ys(e|es|ed|ing|er|ers)$/, "yz$1");
  if (/[a-z]{3}our(?:s|ed|ing|ite|ites|able|ably|ful)?$/.test(w)) return w.replace(/our(s|ed|ing|ite|ites|able|ably|ful)?$/, "or$1");
  if (/[a-z]{3}tres?$/.test(w)) return w.replace(/tre(s?)$/, "ter$1");
  return w;
}
function isConsonant(w, i) {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}
function measure(w, end) {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}
function hasVowel(w, end) {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}
function endsDoubleConsonant(w) {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}
function endsCvc(w, end) {
  if (end < 3) return false;
  const last = w[end - 1];
  return isConsonant(w, end - 3) && !isConsonant(w, end - 2) && isConsonant(w, end - 1) && last !== "w" && last !== "x" && last !== "y";
}
function replaceSuffix(w, suffix, replacement, minMeasure) {
  if (!w.endsWith(suffix)) return null;
  const base = w.length - suffix.length;
  if (measure(w, base) > minMeasure) return w.slice(0, base) + replacement;
  return w;
}
var STEP2 = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"]
];
var STEP3 = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""]
];
var STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize"
];
function porter(input) {
  let w = input;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
  } else if (w.endsWith("s")) w = w.slice(0, -1);
  let step1bExtra = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    step1bExtra = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w) && w.length > 3) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += "e";
  }
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  const verbEndsAl = step1bExtra && w.endsWith("al");
  for (const [suffix, replacement] of STEP2) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  for (const [suffix, replacement] of STEP3) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.length - suffix.length;
    if (measure(w, base) > 1) {
      if (suffix === "al" && verbEndsAl) break;
      if (suffix === "ion") {
        const before = w[base - 1];
        if (before === "s" || before === "t") w = w.slice(0, base);
      } else {
        w = w.slice(0, base);
      }
    }
    break;
  }
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || m === 1 && !endsCvc(w, w.length - 1)) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  if (w.endsWith("ifi") && w.length > 4) w = w.slice(0, -1);
  return w;
}

// src/contradiction/setting-states.ts
var CATALOGUE = `
cleanup.policy, log.cleanup.policy, cleanup policy | compact:compacted, delete:uncompacted |
scheme, lb scheme, load balancer scheme, load_balancer_scheme, alb scheme | internet-facing:public, internal:internal |
ingress, ingress settings, ingress_settings, run.googleapis.com/ingress | all:public, allow_all:public, internal:internal, internal-and-cloud-load-balancing:internal, allow_internal_only:internal, allow_internal_and_gclb:internal |
load_balancing_scheme, loadBalancingScheme | external:public, external_managed:public, internal:internal, internal_managed:internal |
type, service type, spec.type, service.type | clusterip:internal, loadbalancer:public, nodeport:public |
endpoint type, endpoint_type, endpointType, endpoint_configuration.types, types | private:private, regional:public, edge:public |
publicNetworkAccess, public_network_access, public network access | enabled:public, disabled:private |
visibility, repository visibility, repo visibility | public:public, private:private, internal:private |
access, publishConfig.access, publish access | public:public, restricted:private |
acl, canned_acl, x-amz-acl, object_acl, bucket acl, predefinedAcl, predefined_acl, predefinedDefaultObjectAcl | private:private, public-read:public, public-read-write:public, authenticated-read:private, bucket-owner-full-control:private, bucket-owner-read:private, publicRead:public, projectPrivate:private, authenticatedRead:private |
auth_type, authType, authorization_type, authorizationType | none:public, aws_iam:private |
mtls, mtls.mode, mtls mode, peerauthentication, peer authentication, mode | strict:required, permissive:optional, disable:disabled |
sslmode, ssl mode, ssl-mode, ssl_mode, ssl.mode | disable:unencrypted, disabled:unencrypted, require:encrypted, required:encrypted, verify-ca:encrypted, verify-full:encrypted, verify_ca:encrypted, verify_identity:encrypted |
mail_encryption, encryption, smtp encryption, smtp_encryption | tls:encrypted, ssl:encrypted, starttls:encrypted, none:unencrypted, null:unencrypted |
sse_algorithm, sseAlgorithm, server_side_encryption, ServerSideEncryption, x-amz-server-side-encryption | aes256:encrypted, aws:kms:encrypted, aws:kms:dsse:encrypted |
client-auth, client_auth, clientAuth, ssl.client-auth, ssl_verify_client | need:required, want:optional, none:disabled, optional:optional |
auth, auth mode, auth_mode, authMode, authentication mode, login | required:required, optional:optional, none:disabled |
SameSite, same_site, same-site, cookie.sameSite, session.same_site, SESSION_SAME_SITE | strict:strict, lax:lenient, none:lenient |
typeCheckingMode, type checking mode, python.analysis.typeCheckingMode | strict:strict, basic:lenient, standard:lenient, off:disabled |
extra, extra fields | forbid:forbidden, allow:allowed |
failurePolicy, failure policy, failure_policy | fail:fail-closed, ignore:fail-open |
failure_mode, failureMode, failure mode | open:fail-open, closed:fail-closed, fail_open:fail-open, fail_closed:fail-closed |
defaultAction, default_action, default action | allow:allowed, deny:forbidden |
consistency, consistency level, consistency_level, consistencyLevel, default_consistency_level, readConsistency, read_consistency | one:eventually-consistent, any:eventually-consistent, local_one:eventually-consistent, all:strongly-consistent, strong:strongly-consistent, eventual:eventually-consistent, linearizable:strongly-consistent |
ConsistentRead, consistent_read, consistent read | true:strongly-consistent, false:eventually-consistent |
readPreference, read_preference, read preference | primary:strongly-consistent, secondary:eventually-consistent, secondaryPreferred:eventually-consistent, nearest:eventually-consistent |
processing.guarantee, processing guarantee, delivery guarantee, delivery_guarantee, execution.checkpointing.mode, checkpointing mode | at_least_once:at-least-once, at-least-once:at-least-once, at_most_once:at-most-once, at-most-once:at-most-once |
delivery_mode, deliveryMode, delivery mode | 2:persistent, persistent:persistent, 1:transient, non_persistent:transient, transient:transient |
replication, replication mode, replication_mode, replicationMode, commit mode, commit_mode, synchronous_commit | sync:sync, synchronous:sync, async:async, asynchronous:async, remote_apply:sync, remote_write:sync |
InvocationType, invocation type, invocation_type, --invocation-type | event:async, requestresponse:sync |
QUEUE_CONNECTION, QUEUE_DRIVER, queue connection, queue driver, queue.default, queue_adapter, active_job.queue_adapter, queue adapter, CELERY_TASK_ALWAYS_EAGER, task_always_eager | sync:sync, inline:sync, :inline:sync, redis:async, database:async, sqs:async, beanstalkd:async, rabbitmq:async, sidekiq:async, :sidekiq:async, resque:async, :resque:async, delayed_job:async, :delayed_job:async, good_job:async, :good_job:async, solid_queue:async, :solid_queue:async, async:async, :async:async |
executor, airflow executor, AIRFLOW__CORE__EXECUTOR | sequentialexecutor:serial, localexecutor:parallel, celeryexecutor:parallel, kubernetesexecutor:parallel, celerykubernetesexecutor:parallel |
fetch, fetchType, fetch type, FetchType | lazy:lazy, eager:eager, fetchtype.lazy:lazy, fetchtype.eager:eager |
loading, loading strategy | lazy:lazy, eager:eager |
ddl-auto, ddl_auto, hibernate.ddl-auto, hbm2ddl.auto, hibernate.hbm2ddl.auto, jpa.hibernate.ddl-auto | update:automatic, create:automatic, create-drop:automatic, validate:manual, none:manual | schema
updateStrategy, updateStrategy.type, update strategy, update_strategy | rollingupdate:automatic, ondelete:manual |
updateMode, update mode, update_mode, vpa update mode | auto:automatic, recreate:automatic, initial:manual, off:manual |
scaling, scaling mode, scaling_type | manual:manual, automatic:automatic, auto:automatic |
dynamic | force-static:static, force-dynamic:dynamic |
output, outputMode, output mode, build output | export:static, static:static, server:dynamic |
headless | new:headless, shell:headless, old:headless |
permissions, contents, token permissions, GITHUB_TOKEN permissions | read-all:read-only, write-all:read-write, read:read-only, write:read-write |
accessModes, access mode, access_mode, accessMode, volume mode, mount mode | readonlymany:read-only, readwriteonce:read-write, readwritemany:read-write, readwriteoncepod:read-write, ro:read-only, rw:read-write, read_only:read-only, read_write:read-write |
default_transaction_read_only, transaction read only, read_only | on:read-only, off:read-write |
image_tag_mutability, imageTagMutability, image tag mutability, tag mutability | mutable:mutable, immutable:immutable |
tenancy, instance_tenancy, instanceTenancy, instance tenancy, placement.tenancy | dedicated:dedicated, default:shared, host:dedicated |
sessionCreationPolicy, session creation policy, SessionCreationPolicy, session management | stateless:stateless, always:stateful, if_required:stateful, never:stateless |
session, session mode, session_mode | stateless:stateless, stateful:stateful |
paranoid, soft_delete, softDelete, soft delete, deletion mode, delete mode | true:soft-deleted, false:hard-deleted, soft:soft-deleted, hard:hard-deleted |
order, sort, sort order, sort_order, sortOrder, sort direction, sortDirection, direction, ordering | asc:ascending, ascending:ascending, desc:descending, descending:descending |
orientation, flex-direction, flexDirection, flex direction, layout direction | horizontal:horizontal, vertical:vertical, row:horizontal, row-reverse:horizontal, column:vertical, column-reverse:vertical, landscape:horizontal, portrait:vertical |
text-transform, textTransform, text transform | uppercase:uppercase, lowercase:lowercase |
position | absolute:absolute, fixed:absolute, relative:relative |
display | none:hidden |
visibility | hidden:hidden, visible:visible, collapse:hidden |
collation, collate, character set collation | *_ci:insensitive, *_cs:sensitive, *_bin:sensitive, binary:sensitive, nocase:insensitive, case_insensitive:insensitive, case_sensitive:sensitive |
write policy, write_policy, writePolicy, cache mode, cache_mode, cacheMode, write mode, write_mode | writethrough:write-through, write-through:write-through, write_through:write-through, writeback:write-back, write-back:write-back, write_back:write-back |
locking, locking mode, lock mode, lock_mode, lockMode, LockModeType, concurrency mode, concurrency_mode, concurrencyMode, optimistic-lock | optimistic*:optimistic, pessimistic*:pessimistic, lockmodetype.optimistic*:optimistic, lockmodetype.pessimistic*:pessimistic |
channel, release channel, release_channel, releaseChannel, update channel, rust toolchain channel, toolchain.channel | stable:stable, beta:experimental, nightly:experimental, canary:experimental, experimental:experimental, edge:experimental, rapid:experimental, preview:experimental |
delivery type, delivery_type, deliveryType, subscription type, subscription_type, push_config | push:push-based, pull:pull-based |
endianness, byte order, byte_order, byteOrder, ByteOrder | little:little-endian, little_endian:little-endian, big:big-endian, big_endian:big-endian, byteorder.little_endian:little-endian, byteorder.big_endian:big-endian |
log level, log_level, LOG_LEVEL, logLevel, loglevel, logging.level, logging.level.root, level, RUST_LOG, RAILS_LOG_LEVEL, minimumLevel, MinimumLevel, --log-level | trace:enabled, debug:enabled, verbose:enabled, all:enabled, info:disabled, information:disabled, notice:disabled, warn:disabled, warning:disabled, error:disabled, fatal:disabled, critical:disabled, off:disabled, silent:disabled | debug
`;
function keyForm(key) {
  return key.toLowerCase().replace(/[^a-z0-9]+/g, "");
}
var BY_KEY = /* @__PURE__ */ new Map();
var PROSE_KEYS = /* @__PURE__ */ new Map();
for (const line of CATALOGUE.split("\n")) {
  if (!line.includes("|")) continue;
  const [keys, values, subject] = line.split("|").map((s) => s.trim());
  const entry = { values: /* @__PURE__ */ new Map(), patterns: [] };
  if (subject) entry.subject = subject;
  for (const pair of values.split(",")) {
    const at = pair.lastIndexOf(":");
    const value = pair.slice(0, at).trim().toLowerCase();
    const state = pair.slice(at + 1).trim();
    if (value.endsWith("*")) entry.patterns.push([value.slice(0, -1), state, "prefix"]);
    else if (value.startsWith("*")) entry.patterns.push([value.slice(1), state, "suffix"]);
    else entry.values.set(value, state);
  }
  for (const key of keys.split(",")) {
    const spelled2 = key.trim();
    const form = keyForm(spelled2);
    if (form === "") continue;
    const list = BY_KEY.get(form) ?? [];
    list.push(entry);
    BY_KEY.set(form, list);
    const words3 = spelled2.toLowerCase().split(" ");
    if (words3.length > 1) {
      const list2 = PROSE_KEYS.get(words3[0]) ?? [];
      list2.push(words3);
      PROSE_KEYS.set(words3[0], list2);
    }
  }
}
function stateOf(form, rawValue) {
  const entries = BY_KEY.get(form);
  if (!entries) return null;
  const value = rawValue.toLowerCase().replace(/^["'`]+|["'`,;]+$/g, "");
  for (const entry of entries) {
    const state = entry.values.get(value) ?? entry.patterns.find(([part, , end]) => end === "prefix" ? value.startsWith(part) : value.endsWith(part))?.[1];
    if (state !== void 0) return entry.subject ? { state, subject: entry.subject } : { state };
  }
  return null;
}
function keyForms(key) {
  const segments = key.split(/[./]+/).filter(Boolean);
  const forms2 = [];
  for (let k = 0; k < segments.length; k++) {
    const form = keyForm(segments.slice(k).join("."));
    if (form !== "" && !forms2.includes(form)) forms2.push(form);
  }
  return forms2;
}
var SECTION = /^\[([A-Za-z_][\w.-]*)\]\s+(?=[A-Za-z_"'])/;
function unsectioned(raw) {
  if (raw.charCodeAt(0) !== 91) return raw;
  const m = SECTION.exec(raw);
  return m ? `${m[1]}.${raw.slice(m[0].length)}` : raw;
}
var SETTING = /^["']?([A-Za-z_.][\w./-]*?)["']?(?:\s*[=:]\s*|\s+)["'`]?(:?[\w*.:-]+?)["'`]?[;,]?$/;
var DECLARATION = /^(?:export\s+)?(?:const|let|var|val|final|static|readonly)\s+(?=[A-Za-z_])/;
function settingState(raw) {
  if (!raw.includes("=") && !raw.includes(":") && !raw.includes(" ")) return null;
  return readSetting(raw);
}
var readSetting = memoize((written2) => {
  const raw = unsectioned(written2.trim()).replace(DECLARATION, "");
  const m = SETTING.exec(raw);
  if (!m) return raw.includes(";") ? readSetting(raw.slice(0, raw.indexOf(";"))) : valueState(raw);
  const key = m[1];
  for (const form of keyForms(key)) {
    const hit = stateOf(form, m[2]);
    if (hit) return { ...hit, key };
  }
  return valueState(raw);
});
var VALUE_STATES = new Set("public private async sync synchronous asynchronous strict lenient lazy eager mutable immutable readonly read-only stateless stateful persistent transient ephemeral".split(" "));
var VALUE_SETTING = /^["']?([A-Za-z_][\w./-]*?)["']?\s*[=:]\s*["'`]?([A-Za-z][\w-]*)["'`]?(?:\s*[,;]\s*[\w-]+(?:=\w+)?)*[;,]?$/;
function valueState(raw) {
  const m = VALUE_SETTING.exec(raw);
  if (!m) return null;
  const value = m[2].toLowerCase();
  return VALUE_STATES.has(value) ? { state: value, key: m[1], anyKey: true } : null;
}
var PROSE_STARTS = /* @__PURE__ */ new Set([...BY_KEY.keys(), ...PROSE_KEYS.keys()]);
function mayStartProseKey(norm) {
  return PROSE_STARTS.has(norm);
}
function proseKeyLength(words3) {
  for (const spelled2 of PROSE_KEYS.get(words3[0] ?? "") ?? []) if (spelled2.every((w, k) => words3[k] === w)) return spelled2.length;
  return BY_KEY.has(keyForm(words3[0] ?? "")) ? 1 : 0;
}
function proseSettingState(keyWords, value) {
  return stateOf(keyForm(keyWords.join("")), value);
}

// src/contradiction/common-names.ts
var ROWS = `
  production: prod
  development: dev
  environment: env envs
  config: configuration cfg conf
  repository: repo repos
  database: db dbs
  documentation: docs doc
  application: app
  connection: conn conns
  dependency: dependencies dep deps
  package: pkg pkgs
  directory: dir dirs folder
  kubernetes: k8s kube
  message: msg msgs
  request: req reqs
  parameter: param params
  argument: arg args
  variable: var vars
  information: info
  temporary: tmp
  initialize: init
  statistics: stats stat
  navigation: nav
  administrator: admin admins administration
  authentication: authn
  authorization: authz
  performance: perf
  image: img imgs
  library: lib libs
  function: func funcs
  implementation: impl
  management: mgmt
  notification: notif notifs
  credential: creds cred
  certificate: cert certs
  context: ctx
  transaction: txn txns
  preference: prefs pref
  attribute: attr attrs
  button: btn btns
  address: addr
  memory: mem
  average: avg
  maximum: max
  number: num
  length: len
  character: char chars
  boolean: bool
  object: obj objs
  regex: regexp regexes
  staging: stg
  template: tmpl
  calculate: calc
  destination: dest
  execute: exec
  password: passwd
  filesystem: fs
  internationalization: i18n
  localization: l10n
  accessibility: a11y
  observability: o11y
  infrastructure: infra
  manager: mgr mgrs
  utility: util utils
  miscellaneous: misc
  previous: prev
  original: orig
  frontend: fe
  background: bg
  foreground: fg
  identifier: id ids
  index: idx
  count: cnt
  response: resp
  element: elem elems
  constant: const consts
  declaration: decl decls
  expression: expr exprs
  pointer: ptr ptrs
  string: str strs
  dictionary: dict dicts
  account: acct accts
  algorithm: algo algos
  coordinate: coord coords
  hyperparameter: hparam hparams
  checkpoint: ckpt ckpts
  gradient: grad grads
  level: lvl lvls
  animation: anim anims
  microcontroller: mcu mcus
  watchdog: wdt
  keyboard: kbd
  photograph: photo photos
  video: vid vids
  microphone: mic mics
  vocabulary: vocab
  collaboration: collab collabs
  appointment: appt appts
  department: dept depts
  laboratory: lab labs
  schedule: sched scheds
  quantity: qty qtys
  amount: amt amts
  executable: exe exes
  sequence: seq seqs
  customer: cust custs
  percentage: pct
  mathematics: math maths
`;
var COMMON_NAMES = ROWS.trim().split("\n").flatMap((row) => {
  const [canonical, variants] = row.split(":");
  const to = stem(canonical.trim());
  return [canonical.trim(), ...variants.trim().split(/\s+/)].map((v) => [stem(v), to]);
});

// src/contradiction/opposite-states.ts
function opposedParts(yes, no, rests) {
  return rests.trim().split(/\s+/).map((rest) => [`${yes}-${rest}`, no.map((n) => `${n}-${rest}`).join(" ")]);
}
var OPPOSITE_STATES = [
  // Data: how records are laid out, written, kept and found.
  ["normalized normalised", "denormalized denormalised"],
  ["row-oriented row-store row-based row-wise", "column-oriented columnar column-store column-based column-wise"],
  ["oltp", "olap"],
  // Where a consumer with no committed offset starts reading.
  ["earliest-offset earliest-offsets from-earliest", "latest-offset latest-offsets from-latest"],
  // Held whole before it is passed on: "buffers the whole upload in memory" against "streamed straight to S3".
  // A whole answer in one response against one sent as it is made; a batch job against a streaming one.
  ["batched in-batches batch-mode batch-processed non-streaming buffered fully-buffered buffers-the-whole buffer-the-whole buffers-the-full buffer-the-full buffers-the-entire fully-materialized single-response one-response a-single-response batch-job batch-jobs", "streamed streams streaming real-time realtime in-real-time stream-processed streaming-mode streaming-job streaming-jobs"],
  ["replicated multi-node highly-available", "single-node unreplicated standalone"],
  ["hot-storage hot-tier hot-standby", "cold-storage cold-tier cold-standby archival-storage"],
  // A Kubernetes volume's access mode: mounted read-write by one node (or pod), or by many nodes at once.
  ["readwriteonce readwriteoncepod", "readwritemany readonlymany"],
  ["utc utc-based timezone-aware tz-aware", "local-time localtime timezone-naive tz-naive naive"],
  ["hash-partitioned hash-sharded", "range-partitioned range-sharded"],
  // A table split into partitions or shards, or kept whole (each way of splitting above excludes the whole one).
  ["partitioned sharded", "unpartitioned non-partitioned unsharded non-sharded"],
  // A field holds one value or many.
  ["single-valued", "multi-valued multivalued"],
  // Access to data sets and documents: anyone may download, or a committee or owner approves each request.
  ["open-access", "controlled-access restricted-access closed-access"],
  // Prices and amounts said with the tax in them, or before it is added.
  ["tax-inclusive vat-inclusive gst-inclusive tax-included", "tax-exclusive vat-exclusive gst-exclusive pre-tax before-tax"],
  // The order tests or items run in: shuffled each run, or the same every time.
  ["random-order randomized-order shuffled-order", "fixed-order defined-order declaration-order definition-order"],
  ["cursor-based keyset-based keyset", "offset-based limit-offset offset-pagination"],
  ["schema-on-write", "schema-on-read"],
  ["first-write-wins first-writer-wins", "last-write-wins last-writer-wins"],
  // Transaction isolation: the strictest level against the weaker ones it rules out.
  ["serializable serializable-isolation", "read-committed read-uncommitted"],
  ["row-level-locking row-level-lock row-level-locks row-locks", "table-level-locking table-level-lock table-level-locks table-locks"],
  // A foreign key whose delete removes the rows that point at it, or is refused while they exist.
  ["on-delete-cascade cascade-delete cascading-delete cascading-deletes", "on-delete-restrict on-delete-no-action"],
  // Files kept on the machine's own disk, or in a store reached over the network.
  ["local-disk local-storage local-filesystem on-local-disk", "remote remote-storage object-storage network-storage"],
  ["newest-first latest-first reverse-chronological", "oldest-first chronological"],
  ["exact", "approximate approximated"],
  ["local-first offline-first", "online-only server-only"],
  ["deduplicated deduped", "duplicated"],
  ["write-heavy write-mostly", "read-heavy read-mostly"],
  ["schema-enforced schemaful", "schemaless schema-less"],
  ["surrogate-key surrogate-keys", "natural-key natural-keys"],
  // Identifiers handed out in order, or drawn at random: "sequential integers" / "random UUIDv4 values".
  ["auto-increment auto-incrementing autoincrement sequential-ids sequential-id sequential-integers sequential-integer sequential-numbers incrementing-ids monotonic-ids", "uuid-based random-ids random-id random-uuids random-uuid random-uuidv4 uuidv4 uuid-v4 random-identifiers random-strings"],
  // How a lookup matches: the whole key, or also keys that start with it, contain it or are spelled near it.
  ["exact-match exact-matching exact-matched", "fuzzy-match fuzzy-matching fuzzy-matched prefix-match prefix-matching prefix-matched substring-match substring-matching wildcard-matching fuzzy"],
  ["strongly-typed", "loosely-typed weakly-typed"],
  ["bidirectional bi-directional two-way", "unidirectional uni-directional one-way"],
  ["centralized centralised", "decentralized decentralised"],
  // State kept as the events that led to it, or as the current row.
  ["event-sourced", "crud-based crud-style"],
  // How records are shaped, copied and written: "emits structured JSON logs" / "writes plain-text logs".
  ["structured json-formatted structured-logs structured-logging", "unstructured plain-text free-form"],
  ["shallow-copy shallow-copies shallow-copied shallow-merge", "deep-copy deep-copies deep-copied deep-cloned deep-merge"],
  ["physical-replication", "logical-replication"],
  ["atomic atomically", "non-atomic nonatomic"],
  ["sparse", "dense"],
  ["nested", "flat flattened"],
  // Web: where pages render, how sessions and requests are made.
  // A form or app on one page, or split over several steps (a wizard).
  ["single-page spa one-page single-screen", "multi-page mpa multi-step multistep multi-screen"],
  ["cookie-based cookie-backed", "token-based jwt-based header-based bearer-based"],
  ["same-origin same-site", "cross-origin cross-site"],
  ["first-party", "third-party"],
  ["dark-mode dark-theme dark-appearance", "light-mode light-theme light-appearance"],
  // Service-worker strategies: the cache answers first, or the network does.
  ["cache-first cache-only", "network-first network-only"],
  ["mobile-first", "desktop-first"],
  ["hash-mode hash-history hash-routing hash-router", "history-mode browser-history history-router html5-history"],
  ["left-to-right ltr", "right-to-left rtl"],
  // Where a page or a response is made: at the CDN's edge or at the origin.
  ["at-the-edge edge-rendered on-the-edge", "at-the-origin origin-rendered on-the-origin"],
  // Images and icons: pixels, or shapes drawn at any size.
  ["raster rasterized bitmap bitmaps", "vector vectorized"],
  // Mobile apps: native views, or a web page in a WebView.
  ["native-app native-ui fully-native", "webview-based webview-wrapped hybrid-app"],
  ["left-aligned", "right-aligned"],
  ["sticky sticky-sessions session-affinity", "non-sticky round-robin"],
  ["pixel-based px-based", "rem-based em-based"],
  ["camelcase camel-case", "snake-case snakecase"],
  ["single-quotes single-quoted", "double-quotes double-quoted"],
  ["tab-indented tab-indentation indented-with-tabs", "space-indented space-indentation indented-with-spaces"],
  ["crlf windows-line-endings", "lf unix-line-endings"],
  ["human-readable", "machine-readable json-output"],
  // JavaScript module systems: ES modules against CommonJS or a classic script.
  ["esm es-module es-modules ecmascript-modules", "commonjs cjs classic-script"],
  // A dialog that blocks the page behind it, and one that does not.
  ["modal", "modeless non-modal"],
  // A cookie scripts cannot read, and one they can.
  ["httponly http-only", "readable-from-js readable-by-js js-readable"],
  // Infrastructure: where and how things run.
  ["active-active multi-active", "active-passive active-standby primary-standby"],
  ["spot spot-instances spot-instance spot-vms spot-nodes spot-capacity preemptible", "on-demand-instances on-demand-instance on-demand-nodes on-demand-capacity"],
  ["public-subnet public-subnets", "private-subnet private-subnets"],
  ["managed-service fully-managed managed-database managed-instance github-hosted", "self-hosted self-managed selfhosted on-prem on-premises on-premise"],
  ["autoscaled auto-scaled autoscaling", "fixed-capacity statically-provisioned manually-scaled"],
  ["rootless unprivileged non-root", "privileged rootful as-root"],
  ["in-process", "out-of-process"],
  // Where code runs on one machine: in the kernel or as an ordinary process.
  ["kernel-space in-kernel kernel-mode kernelspace", "user-space userspace user-mode userland"],
  // Load balancers and proxies: the layer they route at.
  ["layer-4 l4 layer-4-proxy tcp-proxy", "layer-7 l7 layer-7-proxy http-proxy"],
  // How long one instance lives and who shares it (dependency injection, services, fixtures): one for the whole app,
  // or one per request, scene or injection.
  // Also written as how often it is made: "is created once", "is instantiated per connection".
  ["singleton singletons shares-one-instance share-one-instance application-wide-singleton app-wide-singleton one-shared-instance created-once instantiated-once constructed-once initialized-once", "per-request per-scene per-screen per-component per-injection per-call per-session request-scoped prototype-scoped transient-scoped instance-per-request new-instance-per per-connection per-thread per-job per-message per-socket"],
  // Test fixtures built once for a session or module, or again for every test.
  ["session-scoped module-scoped package-scoped class-scoped", "function-scoped test-scoped per-test"],
  // Serverless and JIT start-up: ready to serve, or started on the first request.
  ["warm-start warm-starts prewarmed pre-warmed", "cold-start cold-starts"],
  ["provisioned-capacity provisioned-mode provisioned-throughput", "on-demand-mode on-demand-billing pay-per-request"],
  // Control that reads its own output, and control that does not.
  ["closed-loop", "open-loop"],
  ["zonal", "regional"],
  ["ipv4-only", "ipv6-only dual-stack"],
  ["scale-to-zero scales-to-zero", "always-on always-warm"],
  ["agent-based", "agentless"],
  ["blue-green", "rolling rolling-update rolling-updates"],
  ["production-mode prod-mode", "development-mode dev-mode"],
  ["live-mode", "test-mode"],
  ["containerized containerised dockerized", "bare-metal"],
  ["declarative declaratively", "imperative imperatively"],
  ["monolith monolithic", "microservices microservice-based"],
  ["on-a-schedule cron-based cron-driven cron-triggered", "on-every-push on-push push-triggered"],
  // Which side of a network boundary something runs on: "runs inside the VPC" / "runs outside the VPC".
  ...opposedParts("inside", ["outside"], "the-vpc vpc the-cluster the-firewall the-network the-mesh the-perimeter"),
  // Concurrency: how work shares time and memory.
  ["preemptive preemptively", "cooperative cooperatively non-preemptive"],
  ["lock-free lockless wait-free", "lock-based mutex-based mutex-protected mutex-guarded lock-protected"],
  // A background worker (a Web Worker, a worker isolate) is off the main thread as a background thread is.
  ["main-thread ui-thread message-thread event-dispatch-thread", "background-thread background-threads worker-thread worker-threads off-main-thread background-worker background-workers web-worker web-workers worker-isolate"],
  ["foreground", "background"],
  ["same-process", "separate-process"],
  ["same-transaction single-transaction one-transaction", "separate-transaction separate-transactions own-transaction"],
  // An SQS queue is FIFO or standard (best-effort order).
  ["fifo first-in-first-out fifo-queue fifo-queues", "lifo last-in-first-out standard-queue standard-queues standard-sqs-queue"],
  ["stack-allocated on-the-stack", "heap-allocated on-the-heap"],
  ["by-value pass-by-value", "by-reference pass-by-reference by-ref"],
  // Swift and C# types: copied on assignment or shared.
  ["value-type value-types value-class value-classes value-semantics", "reference-type reference-types handle-class handle-classes reference-semantics"],
  ["thread-per-request", "event-loop event-loop-based"],
  ["shared-memory", "message-passing"],
  ["stackful", "stackless"],
  // Safe to use from many threads at once, said as a compound or in words ("is safe for concurrent use", "isn't safe
  // for concurrent access"); a denial of either reads against the other side's compound as "not thread-safe".
  ["thread-safe threadsafe goroutine-safe concurrency-safe concurrent-safe safe-for-concurrent safe-for-concurrency safe-for-multithreaded", "thread-unsafe non-thread-safe not-thread-safe goroutine-unsafe concurrency-unsafe unsafe-for-concurrent"],
  // Types and values in code: what may be overridden or instantiated, who owns a value.
  ["abstract", "concrete"],
  ["final non-overridable", "overridable"],
  ["owned", "borrowed"],
  ["green-threads user-space-threads", "os-threads native-threads kernel-threads"],
  ["edge-triggered", "level-triggered"],
  ["cpu-bound compute-bound", "io-bound memory-bound network-bound"],
  ["best-effort", "guaranteed"],
  // APIs and behaviour over time.
  ["breaking", "backward-compatible backwards-compatible non-breaking"],
  // A gRPC method answers once or streams.
  ["unary unary-rpc unary-call", "server-streaming client-streaming bidi-streaming bidirectional-streaming"],
  ["at-build-time at-compile-time at-comptime build-time compile-time", "at-runtime at-run-time runtime run-time"],
  ["on-every-request on-each-request", "at-startup on-startup once-at-startup"],
  ["global globally-scoped cluster-wide fleet-wide", "per-user per-tenant per-client per-ip per-process per-instance node-local process-local instance-local worker-local thread-local replica-local pod-local local-to-each"],
  ["exponential exponentially exponential-backoff", "linear-backoff constant-backoff fixed-backoff fixed-delay constant-delay"],
  ["top-down", "bottom-up"],
  ["breadth-first", "depth-first"],
  ["fine-grained", "coarse-grained"],
  ["deny-by-default default-deny", "allow-by-default default-allow"],
  ["allow-all", "deny-all"],
  // A function that changes nothing outside it, and one that does; a thing kept, and one thrown away.
  ["pure side-effect-free", "impure side-effecting"],
  ["permanent permanently", "temporary temporarily"],
  ["hardcoded hard-coded", "configurable"],
  ["explicit explicitly", "implicit implicitly"],
  ["transparent", "opaque"],
  // Builds and code.
  ["debug-mode debug-build debug-configuration", "release-mode release-build release-configuration"],
  ["monorepo mono-repo", "polyrepo poly-repo multi-repo multirepo"],
  // Tracked by git or not: "checked into git", "listed in `.gitignore`", "ignored by git".
  ["vendored checked-in committed checked-into-git committed-to-git", "gitignored git-ignored uncommitted in-.gitignore ignored-by-git"],
  // A full run does all of it again: a full export, sync or reindex is not an incremental one. Not "full backup":
  // nightly incremental and weekly full backups are one scheme, not two claims.
  ["incremental incrementally delta-updates delta-update delta-patches delta-patch delta-based differential diff-based", "non-incremental from-scratch full-rebuild full-rebuilds clean-build clean-builds fully-rebuilt rebuilt-from-scratch full-refresh full-export full-exports full-sync full-syncs full-load full-reindex full-scan full-image full-images full-download full-downloads"],
  ["prebuilt precompiled pre-built", "built-from-source compiled-from-source from-source"],
  ["jit just-in-time", "aot ahead-of-time"],
  ["shallow-clone shallow-clones shallow-checkout", "full-clone full-clones full-history"],
  ["open-source", "closed-source proprietary"],
  ["hot-reload hot-reloads hot-reloading", "full-reload full-reloads full-page-reload"],
  ["watch-mode", "single-run one-shot run-once"],
  ["cross-compiled", "built-natively natively-built"],
  ["cross-platform", "platform-specific"],
  ["compiled", "interpreted"],
  // Tests.
  ["deterministic deterministically", "flaky non-deterministic nondeterministic random randomized randomly stochastic"],
  ["hermetic", "non-hermetic network-dependent"],
  ["black-box", "white-box"],
  ["property-based", "example-based"],
  // Apps, games and devices.
  ["portrait portrait-only portrait-mode", "landscape landscape-only landscape-mode"],
  ["fixed-point", "floating-point"],
  ["retained-mode", "immediate-mode"],
  ["deferred-rendering deferred-shading", "forward-rendering forward-shading"],
  ["hardware-accelerated gpu-accelerated gpu-enabled cuda-enabled cuda-support gpu-support with-cuda", "software-rendered cpu-only"],
  ["orthographic orthographic-projection", "perspective-projection perspective-camera"],
  ["active-low", "active-high"],
  ["pull-up", "pull-down"],
  ["open-drain", "push-pull"],
  ["msb-first", "lsb-first"],
  ["mono monophonic", "stereo"],
  // Encoders: a constant bit rate or a variable one.
  ["cbr constant-bitrate constant-bit-rate", "vbr variable-bitrate variable-bit-rate"],
  // Network messages delivered for sure and in order, or sent once and maybe lost (game RPCs, UDP channels).
  ["reliable reliably reliable-delivery guaranteed-delivery", "unreliable unreliably"],
  ["interleaved", "planar"],
  // A link that sends both ways at once, or one way at a time; signals in levels or in numbers.
  ["full-duplex", "half-duplex simplex"],
  ["analog analogue", "digital"],
  // Inverters on a power grid: following the grid's voltage, or forming it.
  ["grid-following grid-following-mode", "grid-forming grid-forming-mode"],
  ["greedy", "non-greedy"],
  ["recursive recursively", "iterative iteratively non-recursive"],
  // Models: weights and activations in fewer bits, or full 32-bit floats; the layers' training or inference behaviour.
  ["mixed-precision fp16 bf16 half-precision quantized int8", "full-precision fp32 single-precision"],
  ["eval-mode inference-mode", "train-mode training-mode"],
  ["channels-first", "channels-last"],
  // Security.
  ["symmetric", "asymmetric"],
  // A command that asks before it acts, and one that runs unattended (CI, scripts).
  ["interactive interactively", "non-interactive noninteractive non-interactively unattended"],
  ["reversible undoable can-be-undone can-be-reverted revertible", "irreversible cannot-be-undone cannot-be-reverted non-reversible"],
  // Done at once, or put off to a later point (SQL constraint checks, logging, writes).
  ["immediate", "deferred deferred-mode"],
  // Counts of one thing against many: one zone or several, one writer or several.
  ...opposedParts("single", ["multi", "multiple"], `az zone region cluster account host instance process core user writer reader producer
    consumer primary master leader stage arch platform line window`),
  ...opposedParts("fixed", ["variable"], "timestep time-step step size length width rate frame-rate delta dt frame-delta"),
  ...opposedParts("hard", ["soft"], "limit limits cap quota fail failure real-time deadline deadlines constraint constraints requirement requirements dependency dependencies"),
  // Subscriptions confirmed by a second step (an emailed link), or by the first alone.
  ...opposedParts("double", ["single"], "opt-in opt-ins"),
  ...opposedParts("strong", ["weak"], "reference references ref refs"),
  ...opposedParts("high", ["low"], "cardinality priority latency"),
  ...opposedParts("long", ["short"], "polling running"),
  ...opposedParts("server", ["client"], "driven generated validated component components"),
  // "The server is authoritative for the match timer": also the side written before "is authoritative".
  ["server-authoritative server-is-authoritative", "client-authoritative client-is-authoritative"]
];
var PREDICATIVE_STATES = new Set(
  `oltp olap streaming real-time realtime standalone naive exact approximate approximated single-page spa multi-page mpa
  same-origin same-site cross-origin cross-site first-party third-party breaking global globally-scoped per-user per-tenant per-client per-ip committed
  flaky open-source closed-source proprietary symmetric asymmetric landscape portrait
  foreground background duplicated analog analogue digital simplex immediate deferred one-page single-screen multi-step multistep multi-screen zonal regional guaranteed sticky fuzzy
  structured unstructured pure impure permanent temporary mono stereo greedy
  sparse dense nested flat flattened hardcoded hard-coded configurable transparent opaque compiled interpreted abstract concrete final owned borrowed atomic interleaved planar rolling
  random randomized stochastic modal interactive reliable unreliable per-request per-scene per-screen per-component per-injection per-call per-connection per-thread per-job per-message per-socket
  per-session session-scoped module-scoped package-scoped class-scoped function-scoped test-scoped per-test warm-start warm-starts
  cold-start cold-starts remote serializable partitioned sharded open-access build-time compile-time runtime run-time esm cjs raster bitmap bitmaps vector recursive iterative quantized int8 fp16 bf16 fp32`.trim().split(/\s+/)
);
var SITUATED_STATES = new Set(
  `hot-storage hot-tier hot-standby cold-storage cold-tier cold-standby archival-storage utc local-time
  spot spot-instances spot-instance spot-vms spot-nodes spot-capacity preemptible on-demand-instances
  on-demand-instance on-demand-nodes on-demand-capacity public-subnet public-subnets private-subnet private-subnets
  managed-service managed-database managed-instance self-hosted self-managed on-prem on-premises on-premise
  main-thread ui-thread background-thread background-threads worker-thread worker-threads dark-mode dark-theme light-mode light-theme
  debug-mode debug-build debug-configuration release-mode release-build release-configuration
  monorepo mono-repo polyrepo poly-repo multi-repo multirepo single-node
  same-transaction single-transaction one-transaction separate-transaction separate-transactions own-transaction
  preemptive cooperative non-preemptive same-process separate-process full-clone full-clones shallow-clone shallow-clones
  hard-limit hard-limits soft-limit soft-limits hard-cap soft-cap hard-quota soft-quota
  strong-reference strong-references weak-reference weak-references strong-ref weak-ref strong-refs weak-refs
  bare-metal monolith microservices event-loop perspective-camera
  single-window multi-window multiple-window single-line multi-line multiple-line
  deferred-mode singleton singletons local-disk local-storage local-filesystem remote-storage object-storage network-storage`.trim().split(/\s+/)
);
var EXCLUDING_STATES = [
  // A field or column: one that may hold null is not one that must be given, and one that may not is not optional.
  ["nullable", "required mandatory compulsory"],
  ["non-nullable non-null notnull not-null", "optional"],
  // Something that must be on is not off: "TLS is mandatory" / "TLS is disabled on the cluster".
  ["required mandatory compulsory", "disabled off"],
  // One copy every process sees, or a copy of each process, node or disk of its own.
  ["shared", "per-process per-instance node-local process-local instance-local worker-local thread-local replica-local pod-local local-to-each local-disk local-storage local-filesystem on-local-disk"],
  // A queue or lock held by one consumer is not one several share.
  ["exclusive", "shared", "queue queues lock locks consumer consumers"],
  // A table split by hash or range is partitioned.
  ["hash-partitioned hash-sharded range-partitioned range-sharded", "unpartitioned non-partitioned unsharded non-sharded"],
  // A FIFO queue hands out the oldest first, a LIFO one the newest.
  ["fifo first-in-first-out fifo-queue fifo-queues", "newest-first latest-first"],
  ["lifo last-in-first-out", "oldest-first"],
  // An app that works offline is not online-only.
  ["offline air-gapped airgapped", "online-only"],
  // Evaluation: strict (evaluated when bound) against lazy (when first needed).
  ["strict", "lazy lazily"],
  // One process or consumer does nothing in parallel (one thread may: an event loop serves requests concurrently).
  ["single-process single-consumer", "parallel parallelized concurrently in-parallel"],
  // A call's waiting: a synchronous one makes its caller wait (it is not non-blocking), an asynchronous one does not
  // (it is not blocking). Not "advisory" / "warn-only": a check that does not block a merge says nothing of a call.
  ["sync synchronous synchronously", "non-blocking nonblocking returns-immediately never-blocks never-waits never-wait returns-at-once"],
  ["async asynchronous asynchronously fire-and-forget", "blocking blocks-until block-until blocked-until blocks-the-caller blocks-callers blocks-the-calling blocks-the-thread blocks-the-main blocks-the-event blocks-the-ui waits-until wait-until waits-for-the"],
  // Kinds of library and of import: a static library is not a shared one, a static import is not lazy.
  ["static statically", "shared", "library libraries lib linked linking link so dylib dll"],
  ["static statically", "lazy-loaded lazily-loaded lazy-load lazy-loading lazily lazy", "import imports imported importing"]
];

// src/contradiction/vocabulary.ts
var words = (text) => text.trim().split(/\s+/);
var table = (entries) => Object.assign(/* @__PURE__ */ Object.create(null), entries);
var stems = (text) => new Set(words(text).map((w) => stem(w)));
var STOPWORDS = new Set(
  words(`a an the this that these those but it its it's itself they them their theirs there here of in on at to for from by
  with as into onto upon over under about and or if then else when whenever where which who whom whose what how why is
  are was were be been being am has have had having do does did doing will would can could may might shall we you
  your yours our ours us i me my so such than too very each every all any some both either also just still yet
  up more most less least much many own same other another again once via per etc e.g i.e e.g. i.e. eg ie
  one's s t let lets let's able within whether whose thus hence therefore already even ever after before during
  until unless upon though although anything something nothing everything anyone someone everyone
  through throughout against inside outside across along around behind beyond toward towards among amongst between
  beside besides near despite except without unlike anywhere everywhere somewhere nowhere
  myself yourself yourselves himself herself themselves ourselves`)
);
var ADDRESSEES = new Set(
  words(`developer developers dev devs engineer engineers programmer programmers contributor contributors maintainer
  maintainers committer committers reviewer reviewers author authors writer writers editor editors translator translators
  analyst analysts scientist scientists researcher researchers operator operators admin admins administrator
  administrators sre sres dba dbas tester testers designer designers integrator integrators implementer implementers
  implementor implementors teams team staff people everyone anyone nobody we you client clients caller callers consumer
  consumers producer producers publisher publishers subscriber subscribers partner partners vendor vendors clerk clerks
  agent agents technician technicians`)
);
var LIGHT_STEMS = stems(`use uses used using set sets setting get gets got getting make makes made
  now currently current actually really basically default defaults value values thing things way ways
  go goes going went gone come comes came done place put keep keeps kept need needs needed
  new old also only just still here there whole entire always never sometimes usually
  call calls called cause causes caused
  give gives given do does did done doing handle handles handled handling`);
var QUANTITY_PREDICATE_STEMS = stems(`expire expires expired expiry expiration valid validity last lasts
  live lives life lifetime ttl timeout timeouts time times timed after before every each interval period
  retention retain retained kept keep stored store cache cached caching limit limits limited limiting cap capped
  max maximum min minimum most least upto least up down long longer short shorter large larger small smaller
  big bigger high higher low lower size sized length count number total amount allow allows allowed
  accept accepts accepted reject rejected rejects raise raised lower lowered increase increased decrease decreased
  change changed bump bumped run runs running ran fire fires fired happen happens wait waits delay delays
  configure configured set sets default defaults support supports supported require requires required need needs
  target targets targeted take takes took wide width tall height deep depth big duration window threshold budget
  quota rate frequency often per at most least until over within under about around roughly approximately
  give gives up go goes out serve serves served listen listens bind binds bound expose exposes exposed send sends
  sent respond responds return returns process processes processed handle handles handled generate generates
  generated hold holds open opens create creates created show shows shown`);
var LINKS = new Set("in on at to for from by with into onto through via under over inside outside across against within between per of after before during until".split(" "));
var BARRIERS = new Set("and or but nor once when whenever if while because since then that which who whose where so as than unless although though".split(" "));
var SCOPE_OPENERS = /* @__PURE__ */ new Set(["in", "on", "for", "inside", "within", "under", "during"]);
var COPULAS = /* @__PURE__ */ new Set(["is", "are", "was", "were"]);
var UNIVERSAL_QUANTIFIERS = /* @__PURE__ */ new Set(["all", "every", "each", "any"]);
var IMPERATIVE_VERBS = new Set(
  words(`add allow apply avoid build bump call cache change check clean clear commit compile configure copy create
  declare define delete deploy disable document download drop edit emit enable encrypt enqueue ensure escape export fetch
  generate hash ignore import include inject insert install keep label load lock log lowercase mark merge migrate mock move
  name normalize pass patch pin place point prefix publish pull purge push put read rebase rebuild recompute regenerate
  register reload remove rename render replace request require reset resize restart retry return reuse rotate run sanitize
  save send set ship sign skip sort split squash store strip tag test trim truncate update upgrade upload uppercase use
  validate verify wrap write`)
);
var PASSIVE_AUXILIARIES = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got"]);
var REPLACING_PARTICIPLES = /* @__PURE__ */ new Set(["replacing", "superseding", "supplanting"]);
var SUBJECT_ENDS = new Set(
  `is are was were be been has have had do does did can could should must may might will would shall never always not cannot
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't shouldn't mustn't won't wouldn't
  isnt arent wasnt werent dont doesnt didnt cant shouldnt mustnt wont`.split(/\s+/)
);
var NEGATION_WORDS = new Set(
  words(`not no never none nothing nobody nowhere neither nor cannot can't don't doesn't didn't isn't aren't wasn't
  weren't won't wouldn't shouldn't mustn't needn't haven't hasn't hadn't couldn't mightn't shan't dont doesnt didnt
  isnt arent wasnt werent wont wouldnt shouldnt mustnt neednt havent hasnt hadnt couldnt cant`)
);
var NEGATIVE_VERB_STEMS = stems(`skip skips skipped skipping lack lacks lacked omit omits omitted avoid
  avoids avoided stop stops stopped cease ceases ceased refuse refuses refused bypass bypasses bypassed circumvent circumvents
  refrain refrains refrained refraining abstain abstains abstained abstaining`);
var MODAL_WORDS = table({
  always: "always",
  never: "always",
  must: "must",
  mustn: "must",
  "mustn't": "must",
  mustnt: "must",
  should: "should",
  "shouldn't": "should",
  shouldnt: "should",
  ought: "should",
  prefer: "prefer",
  prefers: "prefer",
  need: "need",
  needs: "need",
  "needn't": "need",
  neednt: "need",
  have: "need",
  has: "need",
  bother: "need",
  bothering: "need"
});
var CLIENT_PLACES = "on-the-client on-device on-the-device in-the-browser in-browser";
var SERVER_PLACES = "on-the-server on-the-backend in-the-backend";
var PLACE_STATES = new Set(`${CLIENT_PLACES} ${SERVER_PLACES}`.split(" "));
var ANTONYMS = [
  // A paused or suspended job is switched off until resumed: "is suspended" against "is enabled" or "is active".
  ["enabled enable enables enabling activated activate on active resumed", "disabled disable disables disabling deactivated deactivate off paused suspended", true],
  ["required require requires requiring mandatory compulsory needed necessary obligatory", "optional unnecessary unneeded needless", true],
  ["public publicly exported external internet-facing public-facing public-read public-read-write exposed-publicly publicly-exposed exposed-externally externally-exposed internet-exposed publicly-accessible publicly-reachable unauthenticated unauthed reachable-from-outside externally-reachable world-readable anonymously-accessible reachable-anonymously accessible-anonymously anonymously-reachable", "private privately private-only unexported internal-only internal authenticated auth-protected auth-gated login-protected internal-facing cluster-internal behind-sso behind-login internal-network private-network block-public-access internal-alb internal-lb internal-load-balancer", false],
  // Work done "in the background" is not done while the caller waits ("PDFs are generated synchronously" / "now
  // generated in the background by a worker"). Not "inline": code is defined or styles written inline, a placement.
  // "runs in the foreground with a progress sheet" is done while the user waits, and so is work a verb of doing says is
  // done inline ("processed inline in the request", "sent inline when the refund is approved"), not a placement.
  ["sync synchronous synchronously in-the-foreground process-inline processes-inline processed-inline processing-inline handle-inline handles-inline handled-inline handling-inline run-inline runs-inline ran-inline running-inline execute-inline executes-inline executed-inline executing-inline done-inline performed-inline performs-inline computed-inline computes-inline calculated-inline calculates-inline sent-inline sends-inline charged-inline charges-inline applied-inline applies-inline", "async asynchronous asynchronously fire-and-forget in-the-background", false],
  // A check that only warns does not block the merge.
  // "blocks until the upstream responds" is a blocking call; so is one that "waits until" it lands, and one that
  // "never waits" or "returns at once" is not.
  ["blocking blocks-until block-until blocked-until blocks-the-caller blocks-callers blocks-the-calling blocks-the-thread blocks-the-main blocks-the-event blocks-the-ui waits-until wait-until waits-for-the", "non-blocking nonblocking advisory warn-only returns-immediately never-blocks never-waits never-wait returns-at-once", false],
  ["nullable", "non-nullable non-null notnull", false],
  // "leaves out the VAT number", "left out of the archive": a thing left out is excluded (analyze.ts also reads "leaves X out").
  ["include includes included including", "exclude excludes excluded excluding filters-out filter-out filtered-out leave-out leaves-out left-out leaving-out", true],
  // "disregards bids" denies "honours bid preferences" as "ignores" does (recall-94): every form of the verbs of heeding.
  ["respect respects respected respecting honor honors honored honoring honour honours honoured honouring obey obeys obeyed obeying heed heeds heeded", "ignore ignores ignored ignoring disregard disregards disregarded disregarding", true],
  ["true", "false", true],
  // Rows written once and never changed: "append-only" against "updated in place".
  ["mutable updatable updated-in-place update-in-place in-place modifiable changeable reassignable", "immutable append-only insert-only write-once frozen unmodifiable copy-on-write returns-a-copy returns-a-new returns-a-fresh non-mutating", false],
  // "keeps state in memory between requests", "stores session state on the node" is stateful.
  ["stateful keeps-state keep-state stores-state holds-state maintains-state", "stateless", false],
  ["parallel parallelized concurrently in-parallel", "serial serially sequential sequentially one-after-another one-by-one", false],
  // Made ahead of the first use ("precomputed by a nightly job", "pre-generated when issued") or when it is asked
  // for ("computed on the fly", "at request time").
  ["eager eagerly eager-loaded eager-loading preloaded pre-loaded precomputed pre-computed precalculated pre-calculated pregenerated pre-generated", "lazy lazily lazy-loaded lazy-load on-demand on-first-use on-first-access lazy-loading lazy-initialized lazily-initialized lazy-init lazily-loaded on-the-fly at-request-time at-query-time at-read-time", false],
  ["headed headful", "headless", false],
  // How docs permit and forbid: "is encouraged" / "is discouraged", "we recommend X" / "X is prohibited", "are barred
  // from syncing", "are prevented from overriding" (the gerund after "from" is the verb).
  ["allowed allow allows permitted permit permits encouraged recommended acceptable permissible", "forbidden forbid forbids disallowed disallow disallows banned denied deny denies prohibited prohibit prohibits discouraged discourage discourages barred debarred prevented precluded", true],
  ["accept accepts accepted", "reject rejects rejected", true],
  // A hashed secret is not readable either: "hashed" against "stored in plaintext".
  ["encrypted hashed over-tls tls-encrypted https-only tls-only", "unencrypted plaintext unhashed in-plaintext cleartext plain-http", false],
  ["supported support supports", "unsupported deprecated", true],
  ["visible shown shows", "hidden hides", true],
  ["secure", "insecure", false],
  ["sensitive case-sensitive case-sensitively", "insensitive case-insensitive case-insensitively ignores-case ignore-case ignoring-case", false],
  ["installed", "uninstalled", true],
  ["verbose", "quiet silent", false],
  ["ordered in-order order-preserving in-sequence", "unordered out-of-order", false],
  // Write rights said as grants: "has INSERT and UPDATE grants", "has write scope on `Observation`".
  [`read-write writable writeable editable can-write can-edit can-modify write-access write-permission write-permissions ${["write", "insert", "update", "delete"].flatMap((w) => ["grant", "grants", "privilege", "privileges", "scope", "scopes"].map((g) => `${w}-${g}`)).join(" ")}`, "read-only readonly", false],
  ["shared", "own dedicated separate isolated", false],
  // A kinematic body is moved by code, not by forces: static as far as a dynamic one is concerned.
  ["static statically kinematic", "dynamic dynamically", false],
  // Also where the work is done in words: "on the client", "on the device", "in the browser" / "on the server".
  [`client-side clientside browser-side client-rendered csr ${CLIENT_PLACES}`, `server-side serverside server-rendered ssr ${SERVER_PLACES}`, false],
  ["automatic automatically automated auto-started autostarted auto-starts", "manual manually by-hand", false],
  ["persistent persisted durable on-disk disk-backed", "ephemeral transient in-memory session-only", false],
  ["absolute", "relative", false],
  ["ascending", "descending", false],
  ["inclusive", "exclusive", false],
  // Opt-in is off until someone turns it on: "off by default" says the same, "on by default" the opposite.
  ["opt-in off-by-default disabled-by-default", "opt-out on-by-default enabled-by-default default-on", false],
  ["strict locked-down restrictive", "lenient loose permissive non-strict nonstrict relaxed tolerant forgiving", false],
  ["online", "offline air-gapped airgapped", false],
  ["uppercase upper-case upcase", "lowercase lower-case downcase", false],
  ["hard-deleted hard-delete hard-deletes hard-deletion", "soft-deleted soft-delete soft-deletes soft-deletion", false],
  ["struct", "class", false],
  ["single-threaded single-thread one-thread", "multi-threaded multithreaded multiple-threads", false],
  ["single-tenant", "multi-tenant multitenant", false],
  ["allowlist whitelist allow-list allowlisted whitelisted", "denylist blacklist deny-list blocklist block-list denylisted blacklisted blocklisted", false],
  ["horizontal horizontally", "vertical vertically", false],
  // Told of a change (pushed, an interrupt, an event) or asking for it (pulling, polling): one dichotomy, whatever
  // the domain ("push-based subscriptions" / "clients have to poll", "interrupt-driven" / "polls the register").
  ["push-based webhook-based webhook-driven push-driven interrupt-driven interrupt-based event-driven notification-driven", "pull-based poll-based polling-based pull-driven poll-driven polled polls poll busy-wait busy-waiting", false],
  ["optimistic optimistically", "pessimistic pessimistically", false],
  ["strongly-consistent strong-consistency", "eventually-consistent eventual-consistency", false],
  ["long-lived", "short-lived", false],
  ["stable", "experimental unstable", false],
  // Compounds whose first part opposes the other's: one order of bytes, one delivery guarantee, one layout.
  ["little-endian", "big-endian", false],
  ["at-least-once", "at-most-once", false],
  ["row-major", "column-major", false],
  ["zero-based zero-indexed", "one-based one-indexed", false],
  ["write-through", "write-back write-behind", false],
  ["fail-open", "fail-closed", false],
  ["lossless", "lossy", false],
  ["collapsed", "expanded", false],
  // A Kafka topic keeps the latest record per key or deletes old segments: `cleanup.policy` (setting-states.ts).
  ["compacted log-compacted", "uncompacted non-compacted", false],
  // Opposite states of software things by domain (append-only / updated in place, single-AZ / multi-AZ, …).
  ...OPPOSITE_STATES.map(([yes, no]) => [yes, no, false])
];
var DICTIONARY_WORDS = [];
for (const [yes, no, negating] of DICTIONARY_ANTONYMS) {
  const listed = (side, w) => side.split(" ").includes(w);
  const n = ANTONYMS.findIndex(([p2, q2]) => `${yes} ${no}`.split(" ").some((w) => listed(p2, w) || listed(q2, w)));
  if (n < 0) {
    ANTONYMS.push([yes, no, negating]);
    DICTIONARY_WORDS.push(...`${yes} ${no}`.split(" "));
    continue;
  }
  const [p, q, flag] = ANTONYMS[n];
  const same = yes.split(" ").some((w) => listed(p, w)) || no.split(" ").some((w) => listed(q, w));
  const [toP, toQ] = same ? [yes, no] : [no, yes];
  const added = (words3) => words3.split(" ").filter((w) => !listed(p, w) && !listed(q, w));
  const newP = added(toP);
  const newQ = added(toQ);
  ANTONYMS[n] = [[p, ...newP].join(" "), [q, ...newQ].join(" "), flag];
  DICTIONARY_WORDS.push(...newP, ...newQ);
}
var PREDICATIVE_ANTONYMS = /* @__PURE__ */ new Set([
  ...["active", "resumed", "paused", "suspended", "frozen", "internal", "public", "authenticated", "unauthenticated", "unauthed", "internet-facing", "public-facing", "private", "external", "struct", "class", "stable", "experimental", "advisory", "editable", "private-only"],
  ...PREDICATIVE_STATES,
  ...DICTIONARY_WORDS.filter((w) => !DICTIONARY_ATTRIBUTIVE.has(w))
]);
var VERB_STATES = /* @__PURE__ */ new Set(["polls", "poll", "streams", "shows", "hides"]);
var STATE_VERB_WORDS = new Set(words("is are was were be been turned switched set stays stay left kept toggled flipped isn't aren't wasn't weren't isnt arent"));
var EMBODIMENTS = /* @__PURE__ */ new Set(["config", "configuration", "tsconfig", "manifest", "daemonset", "deployment", "statefulset", "pod", "pods", "container", "containers", "image", "process", "binary", "executable"]);
var GENERIC_STEMS = stems(`test tests file files code app application project repo repository config
  configuration setting settings thing data value option options script scripts command commands tool tools
  function functions method methods module modules package packages library libraries service services system
  server client api endpoint endpoints route routes type types field fields folder directory dir path version
  build builds step steps job jobs task tasks call calls request requests response responses error errors
  default local environment env part way one two first last new old feature features parameter param argument
  property attribute column object objects instance instances entry entries record records item items flag flags
  query queries`);
var DECLARATION_STEMS = stems(`block blocks section sections rule rules directive directives entry entries
  stanza stanzas clause clauses attribute attributes annotation annotations decorator decorators property
  properties statement statements declaration declarations`);
var QUALIFIERS = new Set(
  "local ci product prod stage dev develop unit integr e2e preview sandbox docker kubernet browser mobil web desktop android window maco linux legaci".split(" ")
);
var SUBJECT_CONTRASTS = [
  ["old", "new"],
  ["old", "recent"],
  ["client", "server"],
  ["first", "last"],
  ["input", "output"],
  ["read", "write"],
  ["big", "small"],
  ["large", "small"],
  ["source", "target"],
  ["request", "response"],
  ["inbound", "outbound"],
  ["incoming", "outgoing"],
  ["ingress", "egress"],
  ["upstream", "downstream"],
  ["frontend", "backend"],
  ["parent", "child"]
].map(([x, y]) => [stem(x), stem(y)]);
var QUANTITY_CONTRASTS = SUBJECT_CONTRASTS.concat(
  [
    ["send", "receive"],
    ["upload", "download"],
    ["import", "export"],
    ["producer", "consumer"],
    ["primary", "replica"],
    ["encode", "decode"],
    ["connect", "read"],
    ["connect", "write"],
    ["connect", "idle"],
    ["read", "idle"],
    ["write", "idle"],
    // Coverage metrics: each has a threshold of its own.
    ["line", "branch"],
    ["line", "statement"],
    ["line", "function"],
    ["branch", "statement"],
    ["branch", "function"],
    ["statement", "function"]
  ].map(([x, y]) => [stem(x), stem(y)])
);
var SYNONYM_STEMS = table(Object.fromEntries(
  [
    ["edit", "edit update modify change touch"],
    ["read", "read load"],
    ["fetch", "fetch retrieve"],
    ["depend", "depend rely"],
    ["compress", "compress gzip"],
    ["idle", "idle inactivity inactive"],
    ["remove", "remove delete"],
    ["show", "show display"],
    ["start", "start launch spin"],
    ["night", "night nightly"],
    ["day", "day daily"],
    ["week", "week weekly"],
    ["hour", "hour hourly"],
    ["month", "month monthly"],
    // One action, two spellings (Ruby's `downcase`): "Always lowercase tag slugs" / "don't downcase them" (recall-103).
    ["lowercase", "lowercase downcase"],
    ["uppercase", "uppercase upcase"]
  ].flatMap(([canonical, variants]) => variants.split(" ").map((v) => [stem(v), stem(canonical)])).concat(COMMON_NAMES)
));
var ACTION_NOUNS = `sign:signature analyze:analysis retain:retention subscribe:subscription consume:consumption
  resolve:resolution revoke:revocation invoke:invocation submit:submission transmit:transmission emit:emission
  include:inclusion expand:expansion suspend:suspension deliver:delivery recover:recovery register:registration
  convert:conversion disclose:disclosure`.split(/\s+/).map((pair) => {
  const [verb2, noun] = pair.split(":");
  return [stem(noun), SYNONYM_STEMS[stem(verb2)] ?? stem(verb2)];
});
function withActionNouns(entries) {
  const group = new Map(entries);
  return [...entries, ...ACTION_NOUNS.flatMap(([noun, verb2]) => {
    const canonical = group.get(verb2) ?? verb2;
    return [[noun, canonical], [verb2, canonical]];
  })];
}
var VERB_SYNONYMS = table(Object.fromEntries(withActionNouns(
  [
    "send ship forward transmit deliver relay route dispatch",
    // "no longer syncs to the kitchen display" / "pushes new orders to the kitchen display" (recall-104).
    "upload push sync",
    // Not "cache": a cache keeps a copy, so "aren't cached in Redis" says nothing against "stored in Redis".
    "store persist save retain write",
    "verify check validate",
    "include contain carry embed attach",
    "remove purge erase wipe",
    "fetch download pull",
    "compile transpile",
    "mock stub fake",
    "minify uglify",
    "notify alert inform",
    "sanitize escape scrub",
    "create provision",
    "queue enqueue",
    "cache memoize",
    "reject refuse deny",
    "allow permit",
    "kill terminate",
    // From knowledge of software, not from the misses read: one action, two words.
    // "posts a summary to `#releases`" is publishing it there, and so is sent (VERB_HYPONYMS) (recall-94).
    "publish emit broadcast post",
    "parse decode deserialize unmarshal",
    "serialize encode marshal",
    "encrypt encipher",
    "compress gzip zip deflate",
    "watch monitor observe",
    "ignore disregard",
    "receive accept",
    "retry reattempt",
    "flush clear empty",
    "launch boot spawn fork",
    // Plain-text denials in another verb of the same action (recall-89), from knowledge of software: "isn't recorded in
    // `x` anymore" / "is logged to `x`", "no longer consults the blocklist" / "checks it against the blocklist".
    "log record",
    "verify consult",
    // A lookup checks a thing against a source: "without any TEID lookup" / "verifies the TEID" (recall-125).
    "verify lookup",
    "remove strip",
    "trigger fire",
    "invoke call",
    "redact mask obfuscate",
    // Whole families of one action in other words (recall-112), from knowledge of software, not from one pair's verbs.
    "deduplicate dedupe dedup",
    "convert transform transcode",
    "support offer",
    "generate produce output",
    "import ingest",
    "prefill autofill",
    // "doesn't ask for any GPU" / "requests a GPU with `--gres`" (recall-94). Asking a person for a thing and taking
    // it in are one action in plain notes: "asks guests for dietary requirements" / "no longer collects dietary
    // requirements", "prompts for a PIN" / "doesn't request a PIN" (recall-122).
    "request ask collect gather prompt solicit",
    // Taking in what a topic or stream carries: "consumes the `Transactions` stream" / "is no longer subscribed to it".
    "consume subscribe",
    // The verbs rules are written in, each family whole (recall-120), from knowledge of software, not from one pair's
    // verbs: "must never be modified" / "should amend", "label every photo" / "don't tag photos", "restart the workers"
    // / "never reboot them", "attach the form" / "don't include it" (the include row above), "append a note" / "add one".
    "edit modify alter amend",
    "annotate mark tag label",
    "restart reboot relaunch",
    "show display",
    "add append"
  ].flatMap((group) => {
    const [canonical] = group.split(" ").map((w) => SYNONYM_STEMS[stem(w)] ?? stem(w));
    return group.split(" ").map((w) => [SYNONYM_STEMS[stem(w)] ?? stem(w), canonical]);
  })
)));
var VERB_HYPONYMS = table(Object.fromEntries(
  [
    "store: cache log record journal spool archive",
    "send: publish upload stream email mail",
    "remove: drop prune truncate evict",
    "verify: lint scan audit inspect",
    "edit: rename rewrite overwrite patch mutate",
    "create: generate scaffold",
    // Telling a person in one channel, or posting to where they read, is notifying them, and archiving is copying and
    // storing (recall-122): "no longer notifies the on-call engineer" / "pages the on-call engineer", "texts patrons" /
    // "stopped notifying patrons", "are no longer copied to cold storage" / "archives raw TIFFs to cold storage".
    // Not "backup" or "mirror", nouns more often than verbs: an instruction's first word is read as its verb.
    "notify: page email text sms publish",
    "copy: archive replicate"
  ].map((row) => {
    const [general, specific] = row.split(":");
    const canonical = (w) => {
      const s = SYNONYM_STEMS[stem(w)] ?? stem(w);
      return VERB_SYNONYMS[s] ?? s;
    };
    return [canonical(general.trim()), new Set(words(specific).map(canonical))];
  })
));
var LY_WORDS = new Set(
  words(`nightly daily weekly monthly hourly yearly quarterly early reply apply supply rely fly family assembly anomaly
  july italy poly only locally globally internally externally publicly privately fastly loggly countly earthly recurly redocly polly plotly ggplotly optimizely kysely mapperly checkly hoverfly
  wildfly dragonfly supervisely launchdarkly hexaly httponly webassembly tenderly firely`)
);
var IRREGULAR_FORMS = table(Object.fromEntries(
  `sent:send built:build rebuilt:rebuild ran:run wrote:write written:write rewrote:rewrite rewritten:rewrite made:make
  kept:keep held:hold brought:bring bought:buy thought:think found:find got:get gotten:get went:go gone:go did:do
  done:do shown:show showed:show knew:know known:know gave:give given:give took:take taken:take chose:choose
  chosen:choose broke:break broken:break froze:freeze frozen:freeze began:begin begun:begin spoke:speak spoken:speak
  fed:feed led:lead read:read bound:bind hid:hide hidden:hide threw:throw thrown:throw drew:draw drawn:draw
  fell:fall fallen:fall grew:grow grown:grow saw:see seen:see told:tell sold:sell lost:lose meant:mean spent:spend
  split:split shut:shut set:set put:put cut:cut hit:hit let:let`.split(/\s+/).map((pair) => pair.split(":"))
));
var NUMBER_WORDS = table({
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  thousand: 1e3,
  twice: 2,
  thrice: 3,
  dozen: 12
});

// src/contradiction/tokens.ts
function termOfWord(word2) {
  const s = stem(word2);
  return SYNONYM_STEMS[s] ?? s;
}
var NO_WEIGHTS = [0].slice(0, 0);
function weightsOf(terms, quoted) {
  if (terms.length === 0) return NO_WEIGHTS;
  return terms.map((term, k) => quoted && k === 0 && !POPULAR_FILES.has(term) ? Math.max(2, termWeight(term)) : termWeight(term));
}
var NO_TERMS = [""].slice(0, 0);
var LEADING = /* @__PURE__ */ new Set(["(", "[", "{", '"', "'", "\u201C", "\u2018", "<"]);
var TRAILING = /* @__PURE__ */ new Set([".", ",", ";", ":", "!", "?", ")", "]", "}", '"', "'", "\u201D", "\u2019", ">"]);
var FILE_EXTENSIONS = new Set(
  "js ts tsx jsx mjs cjs json yml yaml md mdx toml lock py go rs rb java kt swift sh txt html css scss env sql proto graphql io cfg ini xml conf properties gradle kts tf ex exs props csproj plist c h cc cpp cxx hpp hh cs php lua dart zig nim vue svelte scala erl elm ps1 bat cmake mk csv".split(" ")
);
function configFileToken(t) {
  if (t.kind === "word") return CONFIG_WORD.test(t.norm);
  if (t.kind !== "code" || /\s/.test(t.raw)) return false;
  const path = t.raw.toLowerCase();
  const base = path.slice(path.lastIndexOf("/") + 1);
  return CONFIG_EXTENSION.test(base) || CONFIG_NAME.test(base) || CONFIG_FOLDER.test(path);
}
var CONFIG_WORD = /^[a-z]+config$/;
var CONFIG_EXTENSION = /\.(?:json|jsonc|ya?ml|toml|ini|conf|cfg|properties|plist|env)$/;
var CONFIG_NAME = /(?:^|[._-])(?:config|conf|settings)(?:[._-]|$)|^\.[a-z]+rc$|^[a-z]*config\b/;
var CONFIG_FOLDER = /(?:^|\/)\.[a-z][a-z0-9-]*\/[^/]+$/;
var GENERIC_SEGMENTS = new Set("src lib app apps test tests spec dist build packages internal cmd pkg index main mod utils util common shared core".split(" "));
var ALL_DIGITS = /^\d+$/;
var LOWER_LETTERS = /^[a-z]+$/;
var EXTENSION_END = /\.[A-Za-z0-9]+$/;
function anchorTerms(raw, quoted = false) {
  const toggle = toggleSetting(raw);
  if (toggle) return anchorTerms(toggle.key, quoted);
  const setting = settingState(raw);
  if (setting && !setting.anyKey) return anchorTerms(setting.key, quoted);
  const anchor = normalizeAnchor(raw);
  if (anchor === "") return NO_TERMS;
  if (/^[a-z]+$/.test(anchor) && !/[a-z][A-Z]/.test(raw)) {
    return STOPWORDS.has(anchor) && !quoted ? NO_TERMS : [termOfWord(anchor)];
  }
  const terms = [anchor];
  if (POPULAR_FILES.has(anchor)) return terms;
  const add = (part, extension = true) => {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOPWORDS.has(lower) || extension && FILE_EXTENSIONS.has(lower) || ALL_DIGITS.test(lower)) return;
    const s = termOfWord(lower);
    if (!terms.includes(s)) terms.push(s);
  };
  if (anchor.includes("/") && !anchor.includes(" ")) {
    const segments = anchor.split("/").filter(Boolean);
    const last = segments[segments.length - 1] ?? "";
    const base = last.replace(/\.[a-z0-9]+$/i, "").replace(/^\./, "");
    if (!GENERIC_SEGMENTS.has(base)) for (const part of splitIdentifier(base)) add(part, base !== last);
    const parent = segments[segments.length - 2];
    if (parent && !GENERIC_SEGMENTS.has(parent) && !parent.includes(".")) for (const part of splitIdentifier(parent)) add(part);
    if (base.length > 0 && !terms.includes(base) && base !== anchor && !GENERIC_SEGMENTS.has(base) && !LOWER_LETTERS.test(base)) terms.push(base);
    return terms;
  }
  const pieces = raw.split(/[\s=(),;{}[\]'"<>]+/);
  for (const piece of pieces) {
    if (!piece) continue;
    if (pieces.length > 1 && FLAG_PIECE.test(piece) && !terms.includes(piece.toLowerCase())) terms.push(piece.toLowerCase());
    const parts = splitIdentifier(piece);
    const dotted = EXTENSION_END.test(piece);
    parts.forEach((part, k) => add(part, dotted && k === parts.length - 1));
    if (piece.includes(".") && !piece.includes("/")) {
      for (const segment of piece.split(".")) if (/^[A-Za-z][A-Za-z0-9]*$/.test(segment) && splitIdentifier(segment).length > 1 && !terms.includes(segment.toLowerCase())) terms.push(segment.toLowerCase());
    }
  }
  return terms;
}
var FLAG_PIECE = /^--?[a-z][\w:.-]*$/i;
var TOGGLE_SETTING = /^(?:["']|:(?=\w))?([A-Za-z_][\w./-]*?)["']?\s*(?:=>|[=:])\s*["']?(true|false|on|off|yes|no|enabled?|disabled?|y|n|1|0)["']?[;,]?$/i;
var MODE_SUFFIX = [/[._-]mode$/i, /(?<=[a-z0-9])Mode$/];
var TOGGLE_ELEMENT = /^<([A-Za-z_][\w.-]*)>\s*(true|false|on|off|yes|no|enabled?|disabled?)\s*<\/\1>$/i;
var NEGATED_FLAG = /^(?:--no-|-fno-)([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/;
var TRUTHY = /* @__PURE__ */ new Set(["true", "on", "yes", "enabled", "enable", "y", "1"]);
var SWITCH_WORDS = "is|has|use|allow|enable|should|disable|no";
var SWITCH_PREFIX = [new RegExp(`^(${SWITCH_WORDS})[._-]`, "i"), new RegExp(`^(${SWITCH_WORDS})(?=[A-Z])`)];
var SWITCH_SUFFIX = [/[._-](enabled?|disabled?|allowed)$/i, /(?<=[a-z0-9])(Enabled?|Disabled?|Allowed)$/];
var SWITCH_KEY = [
  /(^|[._-])(is|has|use|allow|enabled?|disabled?|feature|flag)([._-]|$)/i,
  /(^(is|has|use|allow|enable|disable)[A-Z]|[a-z0-9](Enabled?|Disabled?|Feature|Flag)([A-Z]|$))/
];
var KEY_STATE_WORDS = new Set(ANTONYMS.filter(([, , negating]) => !negating).flatMap(([yes, no]) => `${yes} ${no}`.split(" ")).filter((w) => !w.includes("-")));
var COUNTED_PARTS = new Set("interval timeout count size limit delay period rate retries retry threads workers max min ms seconds secs minutes ttl batch depth level port version".split(" "));
function stateFirstKey(key) {
  const words3 = twoWordKey(key);
  return words3 !== null && KEY_STATE_WORDS.has(words3[0]) && !COUNTED_PARTS.has(words3[1]);
}
function twoWordKey(key) {
  const parts = key.replace(CASE_CHANGE, "$1_$2").toLowerCase().split(KEY_SEPARATORS);
  return parts.length === 2 && WORD_PART.test(parts[1]) ? [parts[0], parts[1]] : null;
}
var KEY_SEPARATORS = /[._-]+/;
var WORD_PART = /^[a-z]{3,}$/;
function toggleSetting(raw) {
  if (!raw.includes("=") && !raw.includes(":") && !raw.includes("<") && !raw.startsWith("--no-") && !raw.startsWith("-fno-")) return null;
  return readToggle(raw);
}
var readToggle = memoize((written2) => {
  const raw = unsectioned(written2.trim());
  const flag = NEGATED_FLAG.exec(raw);
  if (flag) return { key: flag[1], on: false, name: flag[1] };
  const declared = DECLARATION.exec(raw);
  const m = TOGGLE_SETTING.exec(declared ? raw.slice(declared[0].length) : raw) ?? TOGGLE_ELEMENT.exec(raw);
  if (!m) return null;
  const name = m[1];
  let key = name.includes("/") ? name.slice(name.lastIndexOf("/") + 1) : name;
  if (key === "") return null;
  const value = m[2].toLowerCase();
  const mode = MODE_SUFFIX[0].exec(key) ?? MODE_SUFFIX[1].exec(key);
  if (mode && mode.index > 0) {
    if (value !== "0") return null;
    return { key: key.slice(0, mode.index), on: false, name };
  }
  if ((value === "y" || value === "n") && !/^CONFIG_\w/.test(key)) return null;
  if ((value === "1" || value === "0") && !SWITCH_KEY.some((r) => r.test(key)) && !stateFirstKey(key)) return null;
  let on = TRUTHY.has(value);
  key = key.replace(/^CONFIG_(?=\w)/, "");
  const last = SWITCH_SUFFIX[0].exec(key) ?? SWITCH_SUFFIX[1].exec(key);
  if (last && last.index > 0) {
    key = key.slice(0, last.index);
    if (/^dis/i.test(last[1])) on = !on;
  }
  const first = SWITCH_PREFIX[0].exec(key) ?? SWITCH_PREFIX[1].exec(key);
  if (first && first[0].length < key.length) {
    key = key.slice(first[0].length);
    if (/^(dis|no)/i.test(first[1])) on = !on;
  }
  return { key, on, name };
});
var STRUCTURAL_SEGMENTS = new Set("spec metadata config configuration settings properties props values data template templates default defaults global options opts params parameters env".split(" "));
var NOT_KEY_ENDS = new Set("com org net io dev app co uk de ai sh me cloud local internal".split(" "));
var KEY_PATH = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)+$/;
var keyPathTerms = memoize((raw) => {
  if (!KEY_PATH.test(raw)) return NO_TERMS;
  const segments = raw.split(".");
  const last = segments[segments.length - 1].toLowerCase();
  if (FILE_EXTENSIONS.has(last) || NOT_KEY_ENDS.has(last)) return NO_TERMS;
  const named = segments.filter((x) => !STRUCTURAL_SEGMENTS.has(x.toLowerCase())).slice(-2);
  const terms = [];
  for (const segment of named) for (const part of splitIdentifier(segment)) {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOPWORDS.has(lower) || /^\d+$/.test(lower)) continue;
    const x = termOfWord(lower);
    if (!terms.includes(x)) terms.push(x);
  }
  return terms;
});
var EMPTY_CALL = /\(\)$/;
var CALL_WITH_ARGUMENTS = /^[\w.$]+\([^()]*\)$/;
var RELATIVE_START = /^\.\//;
var TRAILING_SLASHES = /\/+$/;
var LIBRARY_AS_FILE = /^[a-z][a-z0-9-]*\.js$/;
function normalizeAnchor(raw) {
  let a = raw.trim().toLowerCase();
  a = a.replace(/^['"]+|['"]+$/g, "");
  a = a.replace(EMPTY_CALL, "");
  if (CALL_WITH_ARGUMENTS.test(a)) a = a.replace(/\(.*\)$/, "");
  if ((a.endsWith(">") || a.endsWith("]")) && /^[a-z_$][\w.$:]*(?:<[^<>]*>|\[[^[\]]*[a-z_][^[\]]*\])$/.test(a)) a = a.replace(/(?:<[^<>]*>|\[[^[\]]*\])$/, "");
  a = a.replace(RELATIVE_START, "");
  if (a.length > 1) a = a.replace(TRAILING_SLASHES, "");
  if (LIBRARY_AS_FILE.test(a) && !raw.includes("/")) a = a.slice(0, -3);
  return a;
}
var CASE_CHANGE = /([a-z0-9])([A-Z])/g;
var ACRONYM_END = /([A-Z]+)([A-Z][a-z])/g;
var NOT_NAME_CHARS = /[^A-Za-z0-9]+/;
var splitIdentifier = memoize(identifierParts, 1e5);
function identifierParts(id) {
  const out = [];
  for (const p of id.replace(CASE_CHANGE, "$1 $2").replace(ACRONYM_END, "$1 $2").split(NOT_NAME_CHARS)) if (p.length > 0) out.push(p);
  return out;
}
function looksLikeCode(raw) {
  if (/^(e\.g|i\.e|etc|vs|a\.m|p\.m)\.?$/i.test(raw)) return false;
  if (/^\d/.test(raw)) return false;
  if (/[/_()=@]/.test(raw)) return true;
  if (/^-{1,2}[a-z]/i.test(raw)) return true;
  if (/^\.[a-z]/i.test(raw)) return true;
  if (/^[a-z]+[A-Z]/.test(raw)) return true;
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(raw)) return true;
  if (/[a-z0-9]\.[a-z]/i.test(raw)) return true;
  if (/^[a-z]+:[a-z]/i.test(raw)) return true;
  return false;
}
var NUMBER_RE = /^[<>=~^±]*\d[\d,]*(\.\d+)*[a-z%µ]*$/i;
var codeCache = /* @__PURE__ */ new Map();
function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf("`", i);
    const close = tick === -1 ? -1 : text.indexOf("`", tick + 1);
    const proseEnd = tick === -1 || close === -1 ? text.length : tick;
    prose(text, i, proseEnd, tokens);
    if (proseEnd === text.length) break;
    const raw = text.slice(tick + 1, close);
    if (raw.trim() !== "") {
      let known = codeCache.get(raw);
      if (!known) {
        const isNumber = NUMBER_RE.test(raw.trim()) || NUMBER_LITERAL.test(raw.trim());
        const terms = isNumber ? NO_TERMS : anchorTerms(raw, true);
        known = { raw, norm: raw.trim().toLowerCase(), kind: isNumber ? "number" : "code", terms, weights: weightsOf(terms, true) };
        if (codeCache.size > 1e5) codeCache.clear();
        codeCache.set(raw, known);
      }
      tokens.push({ raw: known.raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: true });
    }
    i = close + 1;
  }
  for (let k = 0; k + 1 < tokens.length; k++) {
    const t = tokens[k];
    if (t.norm !== "go" || t.kind !== "word" || tokens[k + 1].kind !== "number" || !/^\d+\.\d+/.test(tokens[k + 1].norm)) continue;
    tokens[k] = { raw: t.raw, norm: t.norm, kind: t.kind, terms: GO_TERMS, weights: weightsOf(GO_TERMS, false), quoted: t.quoted };
  }
  return tokens;
}
var GO_TERMS = ["golang"];
function prose(text, from, to, out) {
  let next = from;
  while (next < to) {
    const c = text.charCodeAt(next);
    if (isSpace(c)) {
      next++;
      continue;
    }
    let stop = next + 1;
    if (!isDashOrArrow(c)) while (stop < to && !isSpace(text.charCodeAt(stop)) && !isDashOrArrow(text.charCodeAt(stop))) stop++;
    let start = next;
    let end = stop;
    next = stop;
    const length = end - start;
    const second = length === 2 ? text.charCodeAt(start + 1) : 0;
    if (length === 1 && (c === 8212 || c === 8211 || c === 45) || c === 45 && second === 45) {
      out.push(punct("\u2014"));
      continue;
    }
    if (length === 1 && c === 47) {
      out.push(punct("/"));
      continue;
    }
    if (length === 1 && (c === 61 || c === 8594) || (c === 45 || c === 61) && second === 62) {
      out.push(punct(length === 1 && c === 61 ? "=" : "\u2192"));
      continue;
    }
    while (start < end && LEADING.has(text[start])) {
      out.push(punct(text[start]));
      start++;
    }
    let trail = null;
    while (start < end && TRAILING.has(text[end - 1]) && !abbreviationWithStop(text, start, end) && !(text.charCodeAt(end - 1) === 41 && closesCall(text.slice(start, end)))) {
      (trail ??= []).unshift(punct(text[end - 1]));
      end--;
    }
    const first = start < end ? text.charCodeAt(start) : NaN;
    const counted = first >= 48 && first <= 57 ? COUNTED_WORD.exec(text.slice(start, end)) : null;
    if (counted && !PERIOD_ADJECTIVE.test(counted[2])) {
      out.push(word(counted[1], 0, counted[1].length));
      out.push(word(counted[2], 0, counted[2].length));
    } else if (start < end) out.push(word(text, start, end));
    if (trail !== null) for (const t of trail) out.push(t);
  }
}
function abbreviationWithStop(text, start, end) {
  if (end - start !== 4 || text.charCodeAt(start + 1) !== 46 || text.charCodeAt(start + 3) !== 46) return false;
  const a = text.charCodeAt(start) | 32;
  const b = text.charCodeAt(start + 2) | 32;
  return a === 101 && b === 103 || a === 105 && b === 101;
}
var COUNTED_WORD = /^(\d+(?:\.\d+)?)-([a-z]+)$/i;
var PERIOD_ADJECTIVE = /^(?:hourly|daily|weekly|monthly|yearly)$/i;
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function isDashOrArrow(c) {
  return c === 8212 || c === 8211 || c === 8594;
}
function closesCall(chunk) {
  if (!chunk.endsWith(")")) return false;
  let depth = 0;
  for (const c of chunk) {
    if (c === "(") depth++;
    else if (c === ")") depth--;
  }
  return depth >= 0 && /^[\w$.:/-]+\(/.test(chunk);
}
function punct(raw) {
  return { raw, norm: raw, kind: "punct", terms: NO_TERMS, weights: NO_WEIGHTS, quoted: false };
}
var wordSlots = new Int32Array(1 << 14);
var wordHashes = new Int32Array(1e5);
var knownWords = [];
function word(text, start, end) {
  let hash = -2128831035;
  for (let k = start; k < end; k++) hash = Math.imul(hash ^ text.charCodeAt(k), 16777619);
  const mask = wordSlots.length - 1;
  let slot = hash & mask;
  for (let at = wordSlots[slot]; at !== 0; at = wordSlots[slot]) {
    const known2 = knownWords[at - 1];
    if (wordHashes[at - 1] === hash && sameChars(known2.raw, text, start, end)) return { raw: known2.raw, norm: known2.norm, kind: known2.kind, terms: known2.terms, weights: known2.weights, quoted: false };
    slot = slot + 1 & mask;
  }
  const raw = start === 0 && end === text.length ? text : text.slice(start, end);
  const t = readWord(raw);
  const known = { raw, norm: t.norm, kind: t.kind, terms: t.terms, weights: weightsOf(t.terms, false) };
  if (knownWords.length >= 1e5) {
    wordSlots = new Int32Array(1 << 14);
    knownWords = [];
    slot = hash & wordSlots.length - 1;
  }
  wordHashes[knownWords.length] = hash;
  knownWords.push(known);
  wordSlots[slot] = knownWords.length;
  if (2 * knownWords.length > wordSlots.length) growWordSlots();
  return { raw: known.raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: false };
}
function growWordSlots() {
  wordSlots = new Int32Array(2 * wordSlots.length);
  const mask = wordSlots.length - 1;
  for (let n = 0; n < knownWords.length; n++) {
    let slot = wordHashes[n] & mask;
    while (wordSlots[slot] !== 0) slot = slot + 1 & mask;
    wordSlots[slot] = n + 1;
  }
}
function sameChars(raw, text, start, end) {
  if (raw.length !== end - start) return false;
  for (let k = 0; k < raw.length; k++) if (raw.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}
function readWord(raw) {
  let norm = raw.toLowerCase().replace(/[’‘]/g, "'");
  if (NUMBER_RE.test(raw) && !/^\d+(fa|xx|k8s)$/i.test(raw) || FRAME_OR_NUMBER.test(raw)) {
    return { norm, kind: "number", terms: NO_TERMS };
  }
  const rate = /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day|week|month)$/i.exec(raw);
  if (rate) return { norm, kind: "word", terms: wordTerms(rate[1].toLowerCase()) };
  const bare = /['’]s$/.test(raw) ? raw.slice(0, -2) : raw;
  if (looksLikeCode(bare)) {
    return { norm: bare === raw ? norm : bare.toLowerCase(), kind: "code", terms: anchorTerms(bare) };
  }
  norm = norm.replace(/'s$/, "").replace(/'$/, "");
  if (/^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(bare)) return { norm, kind: "word", terms: [bare.toLowerCase()] };
  if (raw === "Go" || raw === "Go's") return { norm: "go", kind: "word", terms: ["golang"] };
  if (NUMBER_WORDS[norm] !== void 0) {
    return { norm, kind: "number", terms: NO_TERMS };
  }
  return { norm, kind: "word", terms: wordTerms(norm, raw) };
}
var NUMBER_LITERAL = /^0x[0-9a-f]+$|^\d+(?:\.\d+)?e[-+]?\d+$/i;
var FRAME_OR_NUMBER = /^[1-9]\d*[x×]\d+(px)?$|^0x[0-9a-f]+$|^\d+(?:\.\d+)?e[-+]?\d+$/i;
var ADVERB_IN_LY = /^[a-z]{3,}ly$/;
var PLAIN_WORD = /^[A-Za-z][a-z]+$/;
var A_LETTER = /[a-z]/;
var BOUND_PREFIXES = /* @__PURE__ */ new Set(["pre", "re", "co", "de", "sub", "post", "multi", "inter", "mis", "semi", "counter"]);
var PLAIN_LETTERS = /^[a-z]+$/;
var HOOK_PREFIXES = /* @__PURE__ */ new Set(["pre", "post"]);
var HOOK_EVENTS = /* @__PURE__ */ new Set(["commit", "push", "merge", "checkout", "receive", "rebase", "rewrite", "applypatch", "install", "uninstall", "publish", "pack", "version", "build", "deploy", "release", "start", "stop", "test", "update", "upgrade", "apply", "create", "delete", "sync", "restore", "backup", "migrate", "render", "hook"]);
function wordTerms(norm, raw = norm) {
  if (STOPWORDS.has(norm) || norm.includes("'")) return NO_TERMS;
  if (ADVERB_IN_LY.test(norm) && !LY_WORDS.has(norm) && PLAIN_WORD.test(raw)) return NO_TERMS;
  const parts = norm.includes("-") ? norm.split("-") : [norm];
  if (parts.length === 2 && BOUND_PREFIXES.has(parts[0]) && parts[1].length >= 3 && PLAIN_LETTERS.test(parts[1]) && !(HOOK_PREFIXES.has(parts[0]) && HOOK_EVENTS.has(parts[1])))
    return [termOfWord(parts[0] + parts[1])];
  const terms = [];
  for (const part of parts) {
    if (part.length < 2 || STOPWORDS.has(part) || !A_LETTER.test(part)) continue;
    const clean = part.replace(/[^a-z0-9+#.]/g, "");
    const s = termOfWord(IRREGULAR_FORMS[clean] ?? clean);
    if (s && !terms.includes(s)) terms.push(s);
  }
  return terms;
}
var POPULAR_FILES = new Set(
  "package.json package-lock.json readme.md tsconfig.json dockerfile docker-compose.yml makefile .env go.mod go.sum cargo.toml pyproject.toml requirements.txt .gitignore yarn.lock pnpm-lock.yaml".split(" ")
);
var weights = /* @__PURE__ */ new Map();
function termWeight(term) {
  let w = weights.get(term);
  if (w === void 0) {
    w = computeWeight(term);
    if (weights.size > 1e5) weights.clear();
    weights.set(term, w);
  }
  return w;
}
var NOT_ALPHANUMERIC = /[^a-z0-9]/;
function computeWeight(term) {
  if (LIGHT_STEMS.has(term)) return 0;
  if (POPULAR_FILES.has(term)) return 1;
  if (NOT_ALPHANUMERIC.test(term)) return 2;
  return 1;
}
function rawSpan(tokens, from, last) {
  const end = Math.min(last, tokens.length - 1);
  if (end < from) return "";
  let out = tokens[from].raw;
  for (let k = from + 1; k <= end; k++) out += " " + tokens[k].raw;
  return out;
}

// src/contradiction/settings-catalogue.ts
var CATALOGUE2 = `
concurrency | count | | concurrency, max concurrency, concurrent jobs, -c, --concurrency | | threads, workers
reserved concurrency | count | | reserved concurrency, reserved_concurrent_executions, ReservedConcurrentExecutions | |
provisioned concurrency | count | | provisioned concurrency, provisioned_concurrent_executions, ProvisionedConcurrentExecutions | |
threads | count | | threads, thread count, num threads, max threads, thread pool size, thread pool, OMP_NUM_THREADS, UV_THREADPOOL_SIZE, --threads, nthreads | thread |
workers | count | | workers, worker count, num workers, worker processes, worker_processes, WEB_CONCURRENCY, --workers, -w, n_workers | worker, process |
parallelism | count | | parallelism, parallel jobs, max parallel, max-parallel, --jobs, -j, --parallel, parallel | |
gomaxprocs | count | | GOMAXPROCS | |
replicas | count | | replicas, replica count, replicaCount, desired count, desiredCount, number of replicas, number_of_replicas, autoscaling, hpa | replica, pod |
max surge | count/percent | | max surge, maxSurge | |
max unavailable | count/percent | | max unavailable, maxUnavailable, pod disruption budget | |
revision history | count | | revision history limit | |
nodes | count | | node count, node_count, num nodes, number of nodes, desired size, desired_size, desiredSize | node |
gpus | count | | gpus, num gpus, gpu count, --gpus, nproc_per_node, --nproc_per_node | gpu |
partitions | count | | partitions, partition count, num partitions, num.partitions | partition |
shards | count | | shards, shard count, number of shards, number_of_shards | shard |
replication factor | count | | replication factor, default.replication.factor, replication.factor | |
min insync replicas | count | | min insync replicas, min.insync.replicas | |
prefetch | count | | prefetch, prefetch count, prefetch_count, worker_prefetch_multiplier, basic.qos | |
consumers | count | | consumers, consumer count, num consumers | consumer |
max in flight | count | | max in flight, max.in.flight.requests.per.connection, maxInFlight | |
pool size | count | limit | pool size, connection pool, connection pool size, pool, pool_size, poolSize, maximumPoolSize, max pool, max_pool_size, maxPoolSize, connection_limit | |
min pool size | count | | min pool size, minimum pool size, minimumIdle, min_pool_size, minPoolSize, min idle | |
max connections | count | limit | max connections, max_connections, maxConnections, connection limit, worker_connections, max clients, maxclients | |
queue size | count | limit | queue size, queue length, queue capacity, max queue size, maxQueueSize, queue_size, backlog | |
heap | size | limit | heap, heap size, max heap, heap limit, -Xmx, Xmx, --max-old-space-size:mb, max_old_space_size:mb, old space, maxHeapSize | |
initial heap | size | | initial heap, -Xms, Xms, min heap | |
stack size | size | | stack size, thread stack, -Xss, Xss, ulimit -s | |
memory limit | size | limit | memory, memory limit, mem limit, mem_limit, limits.memory, --memory, -m, memory_limit, MemorySize:mb, memorySize:mb, memory_size:mb, ram, mem, memory_mb:mb, memory_limit_mib:mib | |
memory request | size | | requests, request, memory request, requests.memory, memory reservation, mem_reservation, --memory-reservation | |
cpu limit | count | limit | cpu limit, cpus, --cpus, limits.cpu, vcpus, vcpu, cpu, cpu_limit | cpu, vcpu, core |
cpu request | count | | cpu request, requests.cpu, cpu reservation, cpu_shares | |
disk size | size | | disk size, volume size, storage size, allocated storage, allocated_storage, disk_size_gb:gb, disk_size:gb, root volume size, ephemeral storage, ephemeral-storage, storage, volume_size:gb | |
shm size | size | | shm size, shm_size, --shm-size, shared memory | |
swap | size | | swap, swap size, memswap_limit | |
redis maxmemory | size | limit | maxmemory | |
work mem | size | | work_mem, work mem | |
shared buffers | size | | shared_buffers, shared buffers | |
effective cache size | size | | effective_cache_size | |
maintenance work mem | size | | maintenance_work_mem | |
buffer pool | size | | innodb_buffer_pool_size, buffer pool size, buffer pool | |
cache size | size/count | limit | cache size, cache capacity, max cache size, lru size, maxsize, max_entries, cache entries | |
upload limit | size | limit | upload limit, max upload size, upload size, upload_max_filesize, post_max_size, max file size, MAX_UPLOAD_SIZE, maxFileSize, file size limit, MAX_CONTENT_LENGTH, max upload, upload size limit, multipart max file size | |
body limit | size | limit | body limit, body size limit, body size, client_max_body_size, bodyLimit, max body size, request size limit, maxRequestBodySize, payload limit, payload size, json limit, max request size, request body size, max_request_body_size | |
message size | size | limit | max message size, message size, message.max.bytes, max.message.bytes, max.request.size, max_message_size, maxMessageSize, maxReceiveMessageLength, max receive message size, grpc.max_receive_message_length | |
bundle budget error | size | limit | maximumError, budget error, error at, errors at, error threshold, fails at, fail at | |
bundle budget warning | size | limit | maximumWarning, budget warning, warn at, warns at, warning threshold, chunkSizeWarningLimit:kb, chunk size warning limit:kb | |
asset size limit | size | limit | maxAssetSize, max asset size, asset size limit, maxEntrypointSize, max entrypoint size, size limit, size-limit, bundle size limit, max bundle size, bundlesize | |
image size limit | size | limit | max image size, image size limit | |
context length | count | limit binary-k | context length, context window, context size, context, max seq len, max sequence length, max_seq_length, sequence length, seq len, max_position_embeddings, n_ctx, num_ctx, max_model_len, model_max_length, block_size, max context, max_length, ctx len, ctx size, --ctx-size | |
max output tokens | count | limit binary-k | max tokens, max_tokens, max_new_tokens, maxTokens, max output tokens, max_output_tokens, max_completion_tokens, num_predict, maxOutputTokens, output tokens, completion tokens | |
embedding dimension | count | | embedding dimension, embedding dimensions, embedding size, embedding dim, dimensions, hidden size, hidden_size, d_model, n_embd, embed_dim | |
learning rate | count | | learning rate, lr, learning_rate, --lr, --learning-rate | |
epochs | count | | epochs, num epochs, num_train_epochs, n_epochs, max_epochs, --epochs | epoch |
batch size | count | | batch size, batchSize, batch_size, BATCH_SIZE, per_device_train_batch_size, --batch-size, bulk size, max batch size, maxBatchSize, batch | |
warmup steps | count | | warmup steps, warmup_steps, num_warmup_steps | |
gradient accumulation | count | | gradient accumulation steps, gradient_accumulation_steps, grad accum | |
layers | count | | num layers, n_layer, num_hidden_layers, layers | layer |
attention heads | count | | attention heads, n_head, num_attention_heads, heads | |
vocab size | count | | vocab size, vocab_size, vocabulary size | |
temperature | count | | temperature, temp | |
top p | count | | top_p, top p, nucleus | |
top k | count | | top_k, top k | |
beams | count | | num_beams, beam size, beam width, beams | beam |
chunk size | count/size | | chunk size, chunk_size, chunkSize, split size | |
chunk overlap | count | | chunk overlap, chunk_overlap, chunkOverlap | |
page size | count | | page size, pageSize, page_size, PAGE_SIZE, per page, per_page, perPage, items per page, results per page, page limit, pagination, paginate, page length, max page size, default page size, PAGINATE_BY, PAGINATION_LIMIT | |
retries | count | | retries, max retries, retry count, maxRetries, retry attempts, attempts, max attempts, maxAttempts, retry limit, backoffLimit, retry, retries_count, MAX_RETRIES, max_retries, num_retries, --retries, retry_count, maxReceiveCount, max receive count | retri, attempt |
backoff | duration | | backoff, retry delay, retry interval, backoff delay, initial backoff, retryDelay, retry_delay, initial retry delay, retry backoff, retry.backoff.ms | |
max backoff | duration | limit | max backoff, maximum backoff, max retry delay, backoff cap, max_backoff, maxBackoff | |
request timeout | duration | | request timeout, requestTimeout, REQUEST_TIMEOUT | |
connect timeout | duration | | connect timeout, connection timeout, connectTimeout, connect_timeout, connectionTimeoutMillis, connectionTimeout, dial timeout | |
read timeout | duration | | read timeout, readTimeout, read_timeout, socket timeout, socketTimeout | |
write timeout | duration | | write timeout, writeTimeout, write_timeout, send_timeout | |
idle timeout | duration | | idle timeout, idle_timeout, idleTimeout, IdleTimeout, keepalive timeout, keepalive_timeout, keep-alive timeout, keepAliveTimeout, idleTimeoutMillis, idle connection timeout | |
statement timeout | duration | | statement timeout, statement_timeout, query timeout, queryTimeout, query_timeout, max_execution_time, execution timeout, command timeout, CommandTimeout, command_timeout | |
lock timeout | duration | | lock timeout, lock_timeout, lock wait timeout | |
job timeout | duration | | job timeout, timeout-minutes:min, timeout_minutes:min, activeDeadlineSeconds:s, timeoutInMinutes:min, time_limit | |
function timeout | duration | | function timeout | |
test timeout | duration | | test timeout, testTimeout, per-test timeout | |
visibility timeout | duration | | visibility timeout, ack deadline, ackDeadlineSeconds:s | |
grace period | duration | | grace period, terminationGracePeriodSeconds:s, shutdown timeout, graceful timeout, --graceful-timeout, graceful shutdown timeout, drain timeout, stop_grace_period, stop timeout, shutdownTimeout | |
probe initial delay | duration | | initialDelaySeconds:s, initial delay, startup delay | |
probe period | duration | | periodSeconds:s, health check interval, healthcheck interval, probe interval, probe period | |
probe timeout | duration | | timeoutSeconds:s, health check timeout, healthcheck timeout, probe timeout | |
failure threshold | count | | failureThreshold, failure threshold, unhealthy threshold, unhealthyThreshold, unhealthy_threshold | |
session lifetime | duration | | session lifetime, session timeout, session ttl, session expiry, session duration, session length, SESSION_COOKIE_AGE:s, session max age, PERMANENT_SESSION_LIFETIME:s, SESSION_LIFETIME:min | |
access token lifetime | duration | | access token lifetime, access token ttl, access token expiry, access token expiration, ACCESS_TOKEN_EXPIRE_MINUTES:min, ACCESS_TOKEN_LIFETIME, jwt expiry, jwt expiration, jwt ttl, JWT_EXPIRATION, JWT_EXPIRES_IN, accessTokenTtl | |
refresh token lifetime | duration | | refresh token lifetime, refresh token ttl, refresh token expiry, refresh token expiration, REFRESH_TOKEN_EXPIRE_DAYS:day, REFRESH_TOKEN_LIFETIME, refreshTokenTtl | |
reset link lifetime | duration | | reset token expiry, reset link expiry, password reset expiry, reset token lifetime, PASSWORD_RESET_TIMEOUT:s | |
invite lifetime | duration | | invite expiry, invitation expiry, invite lifetime, invite link expiry | |
otp lifetime | duration | | otp expiry, otp lifetime, code expiry, verification code expiry, magic link expiry | |
signed url lifetime | duration | | presigned url expiry, signed url expiry, url expiry, presigned url lifetime, signed url lifetime, expires_in, ExpiresIn | |
cache lifetime | duration | | cache ttl, cache lifetime, cache duration, cached for, cache for, cache, cached, caches, caching, ttl, max-age:s, maxage:s, s-maxage:s, cache-control, Cache-Control, expires, revalidate:s, staleTime:ms, stale time, gcTime:ms, cacheTime:ms, expireAfterWrite, expire_after | |
hsts lifetime | duration | | hsts, strict-transport-security, hsts max age | |
dns ttl | duration | | dns ttl, record ttl | |
lock lease | duration | | lock ttl, lease duration, lease time, lock lease, leaseDuration | |
retention | duration | | retention, retention period, retention days, retention-days:day, retention_days:day, retention_in_days:day, retentionInDays:day, retention_period, kept for, retained for, keep for, keep, kept, retain, retained, retention.hours:h, retention.ms:ms, RetentionPeriod:s | |
history depth | count | | fetch-depth, fetch depth, --depth, clone depth | |
days before stale | duration | | days-before-stale:day, days before stale, stale after | |
days before close | duration | | days-before-close:day, days before close, close after | |
rate limit | rate/count | limit | rate limit, ratelimit, rate limiting, rate-limit, throttle, throttling, limit_req, max requests, requests per minute, rpm, rps, qps, requests per second, RATE_LIMIT, rateLimit, THROTTLE_RATE, max_requests | |
rate limit window | duration | | rate limit window, windowMs:ms, window_ms:ms, window size, time window, window | |
burst | count | | burst, burst size, burst limit, burstLimit, burst_limit | |
debounce | duration | | debounce, debounce delay, debounceMs:ms, debounce_ms:ms, debounce time, debounced, debounceTime:ms | |
throttle interval | duration | | throttle interval, throttle delay, throttleMs:ms, throttle wait | |
poll interval | duration | | poll interval, polling interval, pollInterval, poll_interval, polls, poll, polling, refetchInterval:ms, refresh interval, refreshInterval, sync interval, scrape_interval, scrape interval, evaluation_interval, evaluation interval, heartbeat interval, heartbeat, heartbeat_interval, flush interval, flush_interval, checkpoint interval, snapshot interval, commit interval, auto.commit.interval.ms:ms, linger.ms:ms, linger | |
schedule | duration | | schedule interval, scheduled every, schedule_interval, cron interval | |
status code | count | | status code, status, statusCode, http status, response code, status_code | |
port | port | | port, PORT, --port, -p, server.port, listen, http port, HTTP_PORT, APP_PORT | |
approvals | count | | required approvals, required approving review count, required_approving_review_count, requiredApprovingReviewCount, approvals, approving reviews, reviewers, min approvals | approval, reviewer, review |
coverage threshold | percent | limit | coverage threshold, coverageThreshold, coverage, min coverage, fail_under, --cov-fail-under, fail-under, minimum coverage, coverage gate | |
line length | count | limit | line length, max line length, max-line-length, max_line_length, line-length, print width, printWidth, print_width, max-len, column limit, ColumnLimit, line_length, max_line_len | character, char, column, col |
indent | count | | indent, indent size, indent_size, indentSize, tab width, tabWidth, tab_width, tab size, tabSize, indentation, shiftwidth, indent_width | space, tab |
max complexity | count | limit | max complexity, max-complexity, complexity, cyclomatic complexity, max_complexity | |
password length | count | | password length, min password length, minimum password length, password minimum length, min_length, minLength, MinimumLength, PASSWORD_MIN_LENGTH | character, char |
hash cost | count | | cost factor, salt rounds, saltRounds, work factor, log_rounds | round |
hash iterations | count | | iterations, iteration count | iteration |
key size | count | | key size, key length, modulus, key_size, keySize | bit |
login attempts | count | | login attempts, max login attempts, lockout threshold, failed attempts, failed login attempts, MAX_LOGIN_ATTEMPTS | |
sample rate | percent/count | | sample rate, sampleRate, sampling rate, sampling ratio, sample_rate, sampling | |
slo | percent | | slo, availability target, uptime target, availability slo, error budget, uptime sla, sla | |
canary weight | percent | | canary weight, traffic split, canary traffic, rollout percentage, canary percentage, weight, canary | |
autoscaling target | percent | | target cpu utilization, targetCPUUtilizationPercentage, averageUtilization, cpu target, target utilization, scale out threshold, scale-out threshold | |
frame rate | count/rate | | frame rate, fps, framerate, target frame rate, targetFrameRate, Application.targetFrameRate, refresh rate, max fps | fps, frame |
tick rate | count/rate | | tick rate, tickrate, ticks per second, tick_rate | tick |
bitrate | count/rate | | bitrate, bit rate | |
quality | count/percent | | quality, -quality | |
compression level | count | | compression level, gzip_comp_level, compression_level, compressionLevel | |
open files | count | limit | ulimit, nofile, open files, open files limit, LimitNOFILE, max open files, file descriptors | |
max redirects | count | limit | max redirects, maxRedirects, max_redirects, follow redirects, redirect limit | redirect |
trial length | duration | | trial period, trial length, free trial, trial_period_days:day, trial, trial days | |
`;
function normalise(part) {
  const p = part.toLowerCase().replace(/[^a-z0-9]/g, "");
  return p.length > 3 && p.endsWith("s") && !p.endsWith("ss") && !p.endsWith("us") ? p.slice(0, -1) : p;
}
function wordsOf(raw) {
  const out = [];
  for (const w of raw.split(SPACES)) {
    for (const part of splitIdentifier(w)) {
      const word2 = normalise(part);
      if (word2 !== "") out.push(word2);
    }
  }
  return out;
}
var SPACES = /\s+/;
var BY_WORDS = /* @__PURE__ */ new Map();
var BY_FLAG = /* @__PURE__ */ new Map();
var BY_NOUN = /* @__PURE__ */ new Map();
var BY_ID = /* @__PURE__ */ new Map();
var LONGEST = 1;
var LAST_WORDS = /* @__PURE__ */ new Set();
var FIRST_WORDS = /* @__PURE__ */ new Set();
for (const line of CATALOGUE2.trim().split("\n")) {
  const [id, dims, traits, spellings2, nouns, compatible] = line.split("|").map((x) => x.trim());
  const quantity = {
    id,
    dims: new Set(dims.split("/")),
    limit: /\blimit\b/.test(traits),
    binaryK: /\bbinary-k\b/.test(traits),
    compatible: new Set((compatible ?? "").split(",").map((x) => x.trim()).filter(Boolean))
  };
  BY_ID.set(quantity.id, quantity);
  for (const written2 of spellings2.split(",").map((x) => x.trim()).filter(Boolean)) {
    const [name, unit = ""] = written2.split(/:(?=[a-z]+$)/);
    const spelling = { quantity, unit };
    if (name.startsWith("-")) {
      BY_FLAG.set(name.toLowerCase(), spelling);
      continue;
    }
    const words3 = wordsOf(name);
    if (words3.length === 0) continue;
    LONGEST = Math.max(LONGEST, words3.length);
    LAST_WORDS.add(words3[words3.length - 1]);
    FIRST_WORDS.add(words3[0]);
    if (!BY_WORDS.has(words3.join(" "))) BY_WORDS.set(words3.join(" "), spelling);
  }
  for (const noun of (nouns ?? "").split(",").map((x) => x.trim()).filter(Boolean)) BY_NOUN.set(normalise(noun), quantity);
}
for (const q of BY_ID.values()) for (const other of q.compatible) BY_ID.get(other)?.compatible?.add(q.id);
function catalogueQuantity(id) {
  return BY_ID.get(id);
}
function sameCatalogueQuantity(a, b) {
  return a === b || BY_ID.get(a)?.compatible.has(b) === true;
}
var COVERAGE_METRICS = /* @__PURE__ */ new Set(["lines", "branches", "statements", "functions"]);
var BOUND_PARTS = /* @__PURE__ */ new Set(["max", "min", "maximum", "minimum", "default"]);
function spellingOfName(raw) {
  return readName(raw) ?? void 0;
}
var readName = memoize((raw) => {
  const name = raw.replace(/^[`'"]+|[`'"]+$/g, "");
  if (name.startsWith("-")) {
    const flag = BY_FLAG.get(name.toLowerCase());
    if (flag) return { ...flag, whole: true };
  }
  const parts = wordsOfRaw(name);
  if (parts.length === 0 || parts.length > 8) return null;
  for (let i = 0; i < parts.length; i++) {
    const found = BY_WORDS.get(parts.slice(i).join(" "));
    if (found) return { ...found, whole: parts.slice(0, i).every((p) => BOUND_PARTS.has(p)) };
  }
  if (COVERAGE_METRICS.has(parts[parts.length - 1]) && parts.includes("coverage")) return { ...BY_WORDS.get("coverage threshold"), whole: false };
  const unbounded = parts.filter((p) => !BOUND_PARTS.has(p));
  if (unbounded.length === parts.length || unbounded.length === 0) return null;
  for (let i = 0; i < unbounded.length; i++) {
    const found = BY_WORDS.get(unbounded.slice(i).join(" "));
    if (found) return { ...found, whole: unbounded.slice(0, i).length === 0 };
  }
  return null;
});
function namesQuantity(token, id) {
  if (token.kind === "number" || token.kind === "punct") return false;
  const found = spellingOfName(token.raw);
  return found !== void 0 && found.whole && sameCatalogueQuantity(found.quantity.id, id);
}
function partsOf(tokens, from, to) {
  const out = [];
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (t.kind === "number" || t.kind === "punct" || t.raw.includes("/")) continue;
    for (const word2 of wordsOfRaw(t.raw)) out.push({ word: word2, token: i });
  }
  return out;
}
var wordsOfRaw = memoize(wordsOf);
function nameQuantity(tokens, first, last, from, to, counted, written2) {
  for (let i = Math.max(from, first - 1); i <= last; i++) {
    const t = tokens[i];
    const flag = t.kind === "number" || t.raw.charCodeAt(0) !== 45 ? null : /^(--?[A-Za-z][\w.-]*?)(?:[= ]|(?=\d)|$)/.exec(t.raw);
    if (!flag) continue;
    const found = BY_FLAG.get(flag[1].toLowerCase()) ?? (/^-X(mx|ms|ss)/i.test(t.raw) ? BY_FLAG.get(t.raw.slice(0, 4).toLowerCase()) : void 0);
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: [i] };
  }
  if (tokens[first].kind === "code") {
    const jvm = /^-X(?:mx|ms|ss)/i.test(written2) ? BY_FLAG.get(written2.slice(0, 4).toLowerCase()) : void 0;
    if (jvm) return { quantity: jvm.quantity, unit: jvm.unit, tokens: [first] };
    const own = /^([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|\s)/.exec(written2);
    const found = own ? spellingOfName(own[1]) : void 0;
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: found.whole ? [first] : [] };
  }
  for (const noun of counted) {
    const q = BY_NOUN.get(normalise(noun));
    if (q) return { quantity: q, unit: "", tokens: [last] };
  }
  const spelled2 = nearestSpelling(partsOf(tokens, Math.max(from, first - 8), first), true);
  if (spelled2) return spelled2;
  return nearestSpelling(partsOf(tokens, last + 1, Math.min(to, last + 4)), false);
}
function nearestSpelling(parts, fromEnd) {
  const n = parts.length;
  const ends = fromEnd ? LAST_WORDS : FIRST_WORDS;
  for (let k = 0; k < n; k++) {
    const end = fromEnd ? n - 1 - k : k;
    if (!ends.has(parts[end].word)) continue;
    const longest = Math.min(LONGEST, fromEnd ? end + 1 : n - end);
    const phrases = [];
    let phrase = "";
    for (let len = 1; len <= longest; len++) {
      const word2 = parts[fromEnd ? end - len + 1 : end + len - 1].word;
      phrase = len === 1 ? word2 : fromEnd ? `${word2} ${phrase}` : `${phrase} ${word2}`;
      phrases.push(phrase);
    }
    for (let len = longest; len >= 1; len--) {
      const found = BY_WORDS.get(phrases[len - 1]);
      if (!found) continue;
      const slice = fromEnd ? parts.slice(end - len + 1, end + 1) : parts.slice(end, end + len);
      const whole = (token) => parts.every((p) => p.token !== token || slice.includes(p) || BOUND_PARTS.has(p.word));
      return { quantity: found.quantity, unit: found.unit, tokens: [...new Set(slice.map((p) => p.token))].filter(whole) };
    }
  }
  return null;
}

// src/contradiction/quantities.ts
var SIGNED_NUMBER_TOKEN = /^([<>=~^±]*)(\d[\d,]*(?:\.\d+)?)([a-z%µ]*)(\+?)$/i;
var UNDERSCORES = /_/g;
var NO_QUANTITIES = [];
var VALUE_LIKE = /^(?:[a-z]{2}-[A-Z]{2}|[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)+|[A-Z]{2,}[0-9]+)$/;
var NO_KEY = [""].slice(0, 0);
var MS = { s: 1e3, min: 6e4, h: 36e5, d: 864e5 };
var DURATION_UNITS = table({
  ms: 1,
  msec: 1,
  msecs: 1,
  millisecond: 1,
  milliseconds: 1,
  s: MS.s,
  sec: MS.s,
  secs: MS.s,
  second: MS.s,
  seconds: MS.s,
  min: MS.min,
  mins: MS.min,
  minute: MS.min,
  minutes: MS.min,
  h: MS.h,
  hr: MS.h,
  hrs: MS.h,
  hour: MS.h,
  hours: MS.h,
  day: MS.d,
  days: MS.d,
  week: 7 * MS.d,
  weeks: 7 * MS.d,
  wk: 7 * MS.d,
  wks: 7 * MS.d,
  month: 30 * MS.d,
  months: 30 * MS.d,
  mo: 30 * MS.d,
  year: 365 * MS.d,
  years: 365 * MS.d,
  yr: 365 * MS.d,
  yrs: 365 * MS.d
});
var ATTACHED_DURATION_UNITS = table({ m: MS.min, d: MS.d, w: 7 * MS.d, y: 365 * MS.d });
var LETTER_SIZES = table({ k: "kb", m: "mb", g: "gb", t: "tb" });
var MEMORY_WORDS = new Set(
  "memory mem maxmemory heap ram rss swap size sizes body bodies buffer buffers disk disks storage volume volumes payload payloads upload uploads xmx xms partition partitions flash sram eeprom".split(" ")
);
var CPU_KEYS = ["cpu"];
var CPU_WORDS = /* @__PURE__ */ new Set(["cpu", "cpus", "vcpu", "vcpus", "core", "cores"]);
var MILLICORE_WORDS = /* @__PURE__ */ new Set(["millicores", "millicore", "millicpu", "millicpus", "mcpu"]);
function isCpuWord(word2) {
  return CPU_WORDS.has(word2);
}
var DURATION_LEADS = /* @__PURE__ */ new Set(["every", "after", "within", "for"]);
function letterSize(unit, words3) {
  const size = LETTER_SIZES[unit];
  return size !== void 0 && words3.some((w) => MEMORY_WORDS.has(w)) ? size : void 0;
}
function wordsOf2(tokens) {
  return tokens.flatMap((t) => t.kind === "word" ? [t.norm] : t.kind === "code" ? splitIdentifier(t.raw).map((x) => x.toLowerCase()) : []);
}
var SIZE_UNITS = table({
  b: [1, 1],
  byte: [1, 1],
  bytes: [1, 1],
  kb: [1024, 1e3],
  kib: [1024, 1024],
  ki: [1024, 1024],
  mb: [1024 ** 2, 1e6],
  mib: [1024 ** 2, 1024 ** 2],
  mi: [1024 ** 2, 1024 ** 2],
  gb: [1024 ** 3, 1e9],
  gib: [1024 ** 3, 1024 ** 3],
  gi: [1024 ** 3, 1024 ** 3],
  tb: [1024 ** 4, 1e12],
  tib: [1024 ** 4, 1024 ** 4]
});
var PERCENT_UNITS = /* @__PURE__ */ new Set(["%", "percent", "pct"]);
var PIXEL_UNITS = /* @__PURE__ */ new Set(["px", "pixel", "pixels"]);
var COUNT_MULTIPLIERS = table({ k: 1e3 });
var MAGNITUDES = table({ thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 });
var RATE_WORDS = /* @__PURE__ */ new Set(["per", "a", "an", "each", "every"]);
var STATE_ADVERBS = /* @__PURE__ */ new Set(["now", "currently", "still"]);
var VERSION_LINE_LEADS = /* @__PURE__ */ new Set(["to", "on", "at", "from", "is", "are"]);
var PIN_VERB_WORDS = new Set("release tag version revision patch update pin pins pinned pinning require requires required need needs needed use uses used target targets targeted install installs installed ship ships shipped bump bumps bumped upgrade upgrades upgraded downgrade downgraded run runs ran build builds built with on to at from is are was were of".split(" "));
var VERSION_FILES = table({
  ".nvmrc": "node",
  ".node-version": "node",
  ".python-version": "python",
  ".ruby-version": "ruby",
  ".go-version": "golang",
  ".java-version": "java",
  ".terraform-version": "terraform",
  ".bun-version": "bun"
});
var VERSION_FILE_VERBS = /* @__PURE__ */ new Set(["contains", "says", "pins", "has", "holds", "lists", "specifies", "reads", "is", "now", "set", "to", ":", "="]);
var VERSIONED = new Set(
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
  ffmpeg chromium selenium playwright cypress storybook rustc`.split(/\s+/)
);
var MIN_BOUND_BEFORE = ["at least", "min", "minimum", "no less than", "no fewer than", ">="];
var MAX_BOUND_BEFORE = ["up to", "at most", "max", "maximum", "no more than", "not more than", "<=", "under", "below", "tops out at", "maxes out at", "caps at", "peaks at"];
var RATE_CEILING_BEFORE = ["allows", "allowed", "permits", "accepts"];
var NAMED_MAX_BEFORE = ["limited to", "capped at", "limit of", "cap of", "maximum of", "max of", "limit is", "limit to"];
var MIN_BOUND_AFTER = ["or later", "or newer", "or above", "or higher", "or more", "and up", "and above", "and later", "+"];
var NAMED_MIN = /* @__PURE__ */ new Set(["minimum", "min", "floor", "lowest"]);
var NAMED_MAX = /* @__PURE__ */ new Set(["maximum", "max", "limit", "cap", "ceiling", "highest"]);
var COUNT_SYNONYMS = table({
  time: "attempt",
  retri: "attempt",
  tri: "attempt",
  attempt: "attempt",
  round: "round",
  row: "row",
  record: "row",
  item: "row",
  entri: "row",
  document: "row",
  doc: "row",
  object: "row",
  messag: "row",
  event: "row",
  // The short forms rates are written in ("250 msg/s", "500 ops/sec", "1000 pkt/s", "15 tx/s", "2000 evt/s"): the
  // noun's own stem, so "500 operations per second" is "500 ops/s".
  msg: "row",
  msgs: "row",
  rec: "row",
  recs: "row",
  evt: "row",
  evts: "row",
  op: "oper",
  ops: "oper",
  pkt: "packet",
  pkts: "packet",
  tx: "transact",
  txn: "transact",
  txns: "transact",
  conn: "connect",
  conns: "connect",
  connect: "connect",
  connection: "connect"
});
var RATE_EVENTS = /* @__PURE__ */ new Set(["request", "req", "call", "attempt", "hit", "send", "submiss"]);
function rateKey(key) {
  return key.length === 1 && RATE_EVENTS.has(key[0]) ? RATE_EVENT_KEY : key;
}
var RATE_EVENT_KEY = ["request"];
var LISTEN_WORDS = new Set("listen listens listening serve serves served serving bind binds bound run runs running exposed exposes expose available reachable hosted".split(" "));
function portNamedBefore(tokens, i) {
  let k = beforeLinkWords(tokens, i, PORT_COPULAS);
  if (k >= 2 && tokens[k].kind === "code" && tokens[k].raw.includes("/") && /^(in|of|for)$/.test(tokens[k - 1].norm)) k -= 2;
  return k >= 0 && (tokens[k].norm === "port" || tokens[k].norm === "port's");
}
function portDefault(tokens, i) {
  if (tokens[i - 1]?.norm !== "default") return false;
  let k = i - 2;
  while (k >= 0 && k >= i - 4 && tokens[k].kind === "punct") k--;
  return k >= 0 && tokens[k].norm === "port";
}
function beforeLinkWords(tokens, i, links) {
  let k = i - 1;
  while (k >= i - 3 && k >= 0 && links.has(tokens[k].norm)) k--;
  return k < i - 1 ? k : -1;
}
var PORT_COPULAS = /* @__PURE__ */ new Set(["is", "now", "currently", "set", "to", "changed", "moved", "defaults", "default", "was", "=", ":"]);
var PORT_OBJECT_VERBS = new Set("bind binds expose exposes".split(" "));
function limitOfName(name) {
  const lower = name.toLowerCase();
  if (/^max[-_]?age$/.test(lower)) return "";
  return splitIdentifier(name)[0]?.toLowerCase() ?? "";
}
var NAME_UNITS = table({
  ms: "ms",
  millis: "ms",
  milliseconds: "ms",
  sec: "s",
  secs: "s",
  seconds: "s",
  mins: "min",
  minutes: "min",
  hours: "h",
  hrs: "h",
  days: "day",
  weeks: "week",
  bytes: "bytes",
  kb: "kb",
  mb: "mb",
  gb: "gb",
  kib: "kib",
  mib: "mib",
  gib: "gib"
});
var SETTING_COPULAS = /* @__PURE__ */ new Set(["is", "are", "=", ":", "to", "of", "now", "currently", "set", "defaults", "default"]);
function unitOfSettingBefore(tokens, i) {
  const name = settingBefore(tokens, i) ?? subjectSettingOf(tokens, i);
  if (!name) return "";
  const parts = name.norm.split(/[-_.]+/).filter(Boolean);
  const camel = parts.length === 1 ? KEY_UNIT_CAMEL.exec(name.raw.trim()) : null;
  if (camel) return NAME_UNITS[camel[1].toLowerCase()] ?? "";
  return NAME_UNITS[parts[parts.length - 1]] ?? NAME_UNITS[parts[0]] ?? "";
}
var WHICH_LEADS = /* @__PURE__ */ new Set(["for", "in", "on", "of", "under", "inside", "within", "across"]);
function subjectSettingOf(tokens, i) {
  const copula = tokens[i - 1]?.norm;
  if (copula !== "is" && copula !== "are") return null;
  const h = DETERMINERS.has(tokens[0]?.norm ?? "") ? 1 : 0;
  const name = tokens[h];
  if (name === void 0 || name.kind !== "code" || isFileToken(name) || i - h > 12 || !WHICH_LEADS.has(tokens[h + 1]?.norm ?? "")) return null;
  for (let k = h + 2; k < i - 1; k++) {
    const t = tokens[k];
    if (t.kind === "number" || t.kind === "punct" || t.kind === "code" && !isFileToken(t) || COPULAS_OF_SUBJECT.has(t.norm)) return null;
  }
  return name;
}
var COPULAS_OF_SUBJECT = /* @__PURE__ */ new Set(["is", "are", "was", "were", "sets", "has"]);
function settingBefore(tokens, i) {
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && SETTING_COPULAS.has(tokens[k].norm)) k--;
  if (k === i - 1 || k < 0) return null;
  if (k >= 2 && isFileToken(tokens[k]) && /^(in|of)$/.test(tokens[k - 1].norm)) k -= 2;
  const name = tokens[k];
  if (name.kind === "number" || name.norm.includes("/") || isFileToken(name)) return null;
  if (name.kind === "code" && /^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(name.raw.trim()) && (KEY_RATE.test(name.raw) || KEY_UNIT_CAMEL.test(name.raw))) return name;
  if (!/[-_.]/.test(name.norm)) return null;
  return name.norm.split(/[-_.]+/).filter(Boolean).length < 2 ? null : name;
}
function isFileToken(t) {
  return t.kind === "code" && (t.norm.includes("/") || FILE_NAME.test(t.norm));
}
var FILE_NAME = /^[\w.-]+\.(?:h|hpp|c|cc|cpp|go|rs|py|rb|js|mjs|cjs|ts|tsx|jsx|java|kt|swift|php|cs|ex|exs|lua|toml|ya?ml|json|ini|conf|cfg|env|properties|xml|gradle|tf|sh|mk|cmake|txt|lock|mod)$/;
function versionFileBefore(tokens, i) {
  const k = beforeLinkWords(tokens, i, VERSION_FILE_VERBS);
  if (k < 0) return void 0;
  const name = tokens[k].norm.replace(/^.*\//, "");
  return VERSION_FILES[name] ?? /^\.([a-z]{2,})[-_]?version$/.exec(name)?.[1];
}
var LABEL_NOUNS = new Set("session round sprint phase step stage week issue pr release milestone iteration ticket experiment epic wave cohort".split(" "));
var NOT_LABEL_BEFORE = /* @__PURE__ */ new Set(["a", "an", "every", "each", "per", "this", "last", "next", "that"]);
function labelAt(tokens, i) {
  const noun = tokens[i - 1];
  const t = tokens[i];
  if (noun === void 0 || t === void 0 || noun.kind !== "word" || !LABEL_NOUNS.has(noun.norm)) return null;
  if (t.kind !== "number" && t.kind !== "word") return null;
  if (NOT_LABEL_BEFORE.has(tokens[i - 2]?.norm ?? "")) return null;
  const digits = /^#?(\d+)$/.exec(t.norm);
  const value = digits ? Number(digits[1]) : t.kind === "number" ? NUMBER_WORDS[t.norm] : void 0;
  if (value === void 0) return null;
  const after = tokens[i + 1];
  if (after !== void 0 && after.kind === "word" && isUnitWord(after.norm)) return null;
  return `${noun.norm} ${value}`;
}
function countNounAfter(tokens, from) {
  const t = tokens[from];
  return t !== void 0 && t.kind === "word" && t.terms.length > 0 && !/^(now|again|instead|locally|anymore)$/.test(t.norm);
}
function ratioUnitAfter(tokens, from) {
  const t = tokens[from];
  return t !== void 0 && t.kind !== "code" && RATIO_UNIT.test(t.raw);
}
var RATIO_UNIT = /^[A-Za-zµ°]{1,5}\/[A-Za-z]{1,5}$/;
var NOT_HOSTS = /^(epsg|srid|crs|esri|rfc|iso|cve|cwe|utf|urn|isbn|doi|arxiv|pmid):\d/;
var DIGIT = /\d/;
var NUMBERISH_WORD = /^(?:a|an|every|once|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|esnext|midnight|noon|midday|no|none|unlimited|hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually|(?:half|bi|semi)-?(?:hourly|weekly|monthly|annually|annual|yearly)|biennially)$|^es\d|^p\d|^pt\d|^\d|:\d|^[-−]\d/;
var NEGATIVE_NUMBER = /^[-−](\d[\d,]*(?:\.\d+)?)([a-z%µ]*)$/;
var MERIDIEM_WORD = /^(am|pm|a\.m|p\.m)\.?$/;
var HOUR_OF_TWELVE = /^(?:1[0-2]|[1-9])$/;
var FREQUENCY_WORDS = table({
  hourly: MS.h,
  daily: MS.d,
  nightly: MS.d,
  weekly: 7 * MS.d,
  fortnightly: 14 * MS.d,
  monthly: 30 * MS.d,
  quarterly: 90 * MS.d,
  yearly: 365 * MS.d,
  annually: 365 * MS.d,
  // Halves and doubles of a period, joined or hyphened: "half-hourly", "bi-weekly" (every two weeks, as payroll and
  // sprints use it), "bimonthly", "semi-annually", "half-yearly", "biennially".
  "half-hourly": 30 * MS.min,
  halfhourly: 30 * MS.min,
  "bi-hourly": 2 * MS.h,
  bihourly: 2 * MS.h,
  "bi-weekly": 14 * MS.d,
  biweekly: 14 * MS.d,
  "bi-monthly": 60 * MS.d,
  bimonthly: 60 * MS.d,
  "semi-monthly": 15 * MS.d,
  semimonthly: 15 * MS.d,
  "semi-annually": 180 * MS.d,
  semiannually: 180 * MS.d,
  "semi-annual": 180 * MS.d,
  semiannual: 180 * MS.d,
  "half-yearly": 180 * MS.d,
  halfyearly: 180 * MS.d,
  biannually: 180 * MS.d,
  "bi-annually": 180 * MS.d,
  biennially: 730 * MS.d
});
var PERIOD_MULTIPLE = /^(\d{1,3})-(hourly|daily|weekly|monthly|yearly)$/;
var MULTIPLIER = /^(\d+(?:\.\d+)?)[x×]$/;
var MULTIPLIED_AFTER = new Set("the of a an its their our his her this that base baseline normal regular standard usual default list nominal original average mean median max maximum min minimum peak current previous old real market face faster slower more less larger smaller bigger higher lower longer shorter speed speedup magnification zoom multiplier factor when if for on over above below under at during with in to from by per and or than then now instead since after before".split(" "));
function multiplierAt(tokens, i) {
  const next = tokens[i + 1];
  return next === void 0 || next.kind === "punct" || next.kind === "word" && MULTIPLIED_AFTER.has(next.norm);
}
var AFTER_ADVERB = new Set("now instead again anymore only too also as when if unless except during between through".split(" "));
var DETERMINERS = new Set("the a an our its their this that these those each".split(" "));
var FREQUENCY_UNITS = table({ hz: 1, khz: 1e3, mhz: 1e6, ghz: 1e9 });
var LENGTH_UNITS = table({
  mm: 1e-3,
  millimetre: 1e-3,
  millimetres: 1e-3,
  millimeter: 1e-3,
  millimeters: 1e-3,
  cm: 0.01,
  centimetre: 0.01,
  centimetres: 0.01,
  centimeter: 0.01,
  centimeters: 0.01,
  m: 1,
  metre: 1,
  metres: 1,
  meter: 1,
  meters: 1,
  km: 1e3,
  kilometre: 1e3,
  kilometres: 1e3,
  kilometer: 1e3,
  kilometers: 1e3,
  ft: 0.3048,
  foot: 0.3048,
  feet: 0.3048,
  inch: 0.0254,
  inches: 0.0254,
  yd: 0.9144,
  yard: 0.9144,
  yards: 0.9144,
  mile: 1609.344,
  miles: 1609.344
});
var VOLUME_UNITS = table({
  "\xB5l": 1e-6,
  ul: 1e-6,
  microlitre: 1e-6,
  microlitres: 1e-6,
  microliter: 1e-6,
  microliters: 1e-6,
  ml: 1e-3,
  millilitre: 1e-3,
  millilitres: 1e-3,
  milliliter: 1e-3,
  milliliters: 1e-3,
  cl: 0.01,
  centilitre: 0.01,
  centilitres: 0.01,
  centiliter: 0.01,
  centiliters: 0.01,
  dl: 0.1,
  decilitre: 0.1,
  decilitres: 0.1,
  deciliter: 0.1,
  deciliters: 0.1,
  l: 1,
  litre: 1,
  litres: 1,
  liter: 1,
  liters: 1,
  hl: 100,
  hectolitre: 100,
  hectolitres: 100,
  hectoliter: 100,
  hectoliters: 100,
  kl: 1e3,
  kilolitre: 1e3,
  kilolitres: 1e3,
  kiloliter: 1e3,
  kiloliters: 1e3,
  gal: 3.785411784,
  gallon: 3.785411784,
  gallons: 3.785411784
});
var VOLUME_KEY = "litre";
var VOLUME_KEYS = [VOLUME_KEY];
var LENGTH_KEY = "metre";
var TEMPERATURE_KEY = "celsius";
var LENGTH_KEYS = [LENGTH_KEY];
var TEMPERATURE_KEYS = [TEMPERATURE_KEY];
var DEGREE_KEYS = ["degree"];
var DEGREE_WORD = /^([-−]?\d+(?:\.\d+)?)°([cf])?$/;
var DEGREE_WORDS = /* @__PURE__ */ new Set(["\xB0", "deg", "degree", "degrees"]);
var CELSIUS_WORDS = /* @__PURE__ */ new Set(["c", "celsius", "centigrade"]);
var FAHRENHEIT_WORDS = /* @__PURE__ */ new Set(["f", "fahrenheit"]);
var LENGTH_RATE_AFTER = /* @__PURE__ */ new Set(["per", "a", "an", "each", "every", "/", "squared", "\xB2"]);
function degrees(value, scale) {
  if (CELSIUS_WORDS.has(scale) || scale === "\xB0c") return { value, key: TEMPERATURE_KEYS };
  if (FAHRENHEIT_WORDS.has(scale) || scale === "\xB0f") return { value: (value - 32) * 5 / 9, key: TEMPERATURE_KEYS };
  return { value, key: DEGREE_KEYS };
}
function measureAt(tokens, i, end, value, unit, bound) {
  const after = tokens[end + 1];
  const attached = unit !== "";
  const unitWord = attached ? unit : after !== void 0 && after.kind !== "number" ? after.norm : "";
  let last = attached ? end : end + 1;
  const metres = LENGTH_UNITS[unitWord];
  if (metres !== void 0 && !(attached && unitWord === "m")) {
    if (LENGTH_RATE_AFTER.has(tokens[last + 1]?.norm ?? "") || tokens[i - 1]?.norm === "square") return null;
    return { dim: "count", value: value * metres, key: LENGTH_KEYS, bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
  }
  const litres = VOLUME_UNITS[unitWord];
  if (litres !== void 0 && !(attached && unitWord === "l")) {
    const rate = tokens[last + 1]?.norm ?? "";
    if (rate === "/" || rate.startsWith("/") || RATE_WORDS.has(rate) && durationUnit(tokens[last + 2]?.norm ?? "", false) !== void 0) return null;
    return { dim: "count", value: value * litres, key: VOLUME_KEYS, bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
  }
  if (attached) return unit === "\xB0" || unit === "\xB0c" || unit === "\xB0f" ? { dim: "count", ...degrees(value, unit), bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last } : null;
  if (!DEGREE_WORDS.has(unitWord) && unitWord !== "\xB0c" && unitWord !== "\xB0f") return null;
  const scaleWord = tokens[last + 1]?.norm ?? "";
  const scale = DEGREE_WORDS.has(unitWord) && (CELSIUS_WORDS.has(scaleWord) || FAHRENHEIT_WORDS.has(scaleWord)) ? scaleWord : unitWord;
  if (scale !== unitWord) last++;
  return { dim: "count", ...degrees(value, scale), bound: boundAround(tokens, i, last, bound), written: rawSpan(tokens, i, last), first: i, last };
}
function isFrequencyWord(norm) {
  return FREQUENCY_WORDS[norm] !== void 0;
}
var NOT_COUNTED_AFTER_NO = new Set("longer more less fewer later earlier sooner one way matter need op ops action effect".split(" "));
function noneCounted(tokens, i) {
  const t = tokens[i];
  if (t.norm === "no") {
    const next = tokens[i + 1];
    if (!next || next.kind !== "word" || NOT_COUNTED_AFTER_NO.has(next.norm) || !next.norm.endsWith("s")) return null;
    const { key, last } = countKey(tokens, i + 1);
    if (key.length === 0) return null;
    return { dim: "count", value: 0, key, bound: null, written: rawSpan(tokens, i, last), first: i, last };
  }
  const topic = tokens[i - 2];
  if (tokens[i - 1]?.norm !== ":" || !topic || topic.kind !== "word" || topic.terms.length === 0 || i > 2 && tokens[i - 3].kind !== "punct") return null;
  const term = topic.terms[0];
  return { dim: "count", value: 0, key: [COUNT_SYNONYMS[term] ?? term], bound: null, written: `${topic.raw}: ${t.raw}`, first: i, last: i };
}
var LIMIT_WORDS = /* @__PURE__ */ new Set(["limit", "cap", "ceiling", "maximum", "max", "quota"]);
function termsBetween(tokens, from, to) {
  const out = [];
  for (let k = from; k < to; k++) for (const term of tokens[k].terms) out.push(term);
  return out;
}
function normalizedNames(names) {
  const out = [];
  for (const name of names) out.push(normalizeName(name));
  return out;
}
function noLimit(tokens, i) {
  if (tokens[i].norm === "unlimited") {
    const { key, last } = countKey(tokens, i + 1);
    return { dim: "limitless", value: Infinity, bound: "max", namedBound: true, first: i, key, written: rawSpan(tokens, i, last), last: Math.max(i, last) };
  }
  for (let k = i + 1; k <= i + 3 && k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || PREPOSITIONS.has(t.norm)) return null;
    if (!LIMIT_WORDS.has(t.norm)) continue;
    const key = termsBetween(tokens, i + 1, k);
    const on = tokens[k + 1]?.norm === "on" || tokens[k + 1]?.norm === "for" ? countKey(tokens, tokens[k + 2]?.norm === "the" ? k + 3 : k + 2) : null;
    if (on) for (const x of on.key) key.push(x);
    return { dim: "limitless", value: Infinity, bound: "max", namedBound: true, first: i, key, written: rawSpan(tokens, i, k), last: k };
  }
  return null;
}
function frequencyAdverb(tokens, i) {
  const next = tokens[i + 1];
  if (DETERMINERS.has(tokens[i - 1]?.norm ?? "")) return false;
  return next === void 0 || next.kind === "punct" || next.kind === "number" || PREPOSITIONS.has(next.norm) || AFTER_ADVERB.has(next.norm);
}
var CLOCK_WORDS = table({ midnight: 0, noon: 12 * 60, midday: 12 * 60 });
function compoundDuration(text) {
  const t = text.toLowerCase();
  if (/^(?:\d+(?:\.\d+)?(?:ms|d|h|m|s)){2,}$/.test(t)) {
    let ms = 0;
    for (const m2 of t.matchAll(/(\d+(?:\.\d+)?)(ms|d|h|m|s)/g)) ms += Number(m2[1]) * (m2[2] === "ms" ? 1 : m2[2] === "d" ? MS.d : m2[2] === "h" ? MS.h : m2[2] === "m" ? MS.min : MS.s);
    return ms;
  }
  const iso = /^p(?:(\d+)w)?(?:(\d+)d)?(?:t(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?)?$/.exec(t);
  if (!iso || t === "p" || t.endsWith("t") || !/\d/.test(t)) return null;
  const [, w, d, h, m, sec] = iso.map((x) => Number(x ?? 0));
  return w * 7 * MS.d + d * MS.d + h * MS.h + m * MS.min + sec * MS.s;
}
var RATE_ACRONYMS = table({
  rps: { per: MS.s, key: ["request"] },
  qps: { per: MS.s, key: ["queri"] },
  tps: { per: MS.s, key: ["transact"] },
  rpm: { per: MS.min, key: ["request"] }
});
var BIT_RATES = table({
  bps: 1,
  kbps: 1e3,
  mbps: 1e6,
  gbps: 1e9,
  "bit/s": 1,
  "kbit/s": 1e3,
  "mbit/s": 1e6,
  "gbit/s": 1e9,
  "kb/s": 1e3,
  "mb/s": 1e6,
  "gb/s": 1e9
});
var BITS = ["bits-per-second"];
var BYTES = ["bytes-per-second"];
function dataRate(unit, after, number) {
  const word2 = unit !== "" ? unit : after?.kind === "word" ? after.norm : "";
  if (!word2.includes("b") || unit !== "" && !word2.endsWith("bps") && !word2.endsWith("/s")) return null;
  const raw = unit !== "" ? number.raw.slice(number.raw.length - unit.length) : after.raw;
  const slashed = /^([kmgt]?i?)b(?:it)?\/s$/i.exec(raw);
  if (slashed && /B\/s$/.test(raw)) {
    const size = SIZE_UNITS[`${slashed[1].toLowerCase()}b`];
    return size ? { per: size[0], key: BYTES } : null;
  }
  const bits = BIT_RATES[word2];
  if (bits === void 0) return null;
  if (/^[kmg]b\/s$/.test(word2) && !/^[KMG]b\/s$/.test(raw)) return null;
  return { per: bits, key: BITS };
}
var KEY_RATE = /(?:[._-]|(?<=[a-z0-9])(?=[A-Z]))(per[._-]?(?:sec|second|min|minute|hour|day)|perSec|perSecond|perMin|perMinute|perHour|perDay|rps|qps|pps|rpm|tps|hz|khz|mhz|ghz)$/i;
var KEY_RATE_PERIODS = table({ sec: MS.s, second: MS.s, min: MS.min, minute: MS.min, hour: MS.h, day: MS.d });
var KEY_RATE_ACRONYMS = table({
  rps: { per: MS.s, key: ["request"] },
  qps: { per: MS.s, key: ["queri"] },
  tps: { per: MS.s, key: ["transact"] },
  rpm: { per: MS.min, key: ["request"] },
  pps: { per: MS.s, key: ["packet"] }
});
function keyedRate(name, value) {
  const m = KEY_RATE.exec(name);
  if (m === null) return null;
  const unit = m[1].toLowerCase().replace(/[._-]/g, "");
  const hertz = FREQUENCY_UNITS[unit];
  if (hertz !== void 0) return value > 0 ? { dim: "duration", value: 1e3 / (value * hertz), key: NO_KEY, period: "hz" } : null;
  const acronym = KEY_RATE_ACRONYMS[unit];
  if (acronym) return { dim: "rate", value: value / acronym.per * 1e3, key: acronym.key };
  const per = KEY_RATE_PERIODS[unit.slice(3)];
  return per === void 0 ? null : { dim: "rate", value: value / per * 1e3, key: NO_KEY };
}
function frame(width, height, written2, index) {
  return { dim: "pixels", value: frameValue(width, height), key: [FRAME_KEY], bound: null, written: written2, first: index, last: index };
}
var FRAME_KEY = "box";
function frameValue(width, height) {
  return width * 1e5 + height;
}
function frameSides(q) {
  return q.dim === "pixels" && q.key.length === 1 && q.key[0] === FRAME_KEY ? [Math.floor(q.value / 1e5), q.value % 1e5] : null;
}
var PROGRESSIVE_WIDTHS = table({ 360: 640, 480: 854, 720: 1280, 1080: 1920, 1440: 2560, 2160: 3840 });
var ROUND_WHOLES = table({ hundred: 100, thousand: 1e3 });
var SINGLE_WORDS = /* @__PURE__ */ new Set(["once", "twice", "thrice", "single", "double", "dozen"]);
var PREPOSITIONS = new Set(
  "per in on at to for from by with of over under after before since until into via than and or but so while because the a an every each".split(" ")
);
var NUMBER_LITERAL2 = /^0x([0-9a-f]+)$|^(\d+(?:\.\d+)?e[-+]?\d+)$/;
var BASIS_POINT_WORDS = new Set("fee fees commission commissions spread spreads yield yields margin margins markup discount discounts rebate rebates slippage interest apr apy haircut premium surcharge charge charges take cut hike coupon tolerance".split(" "));
function basisPointsLast(tokens, i, end, unit) {
  const after = tokens[end + 1];
  if (unit === "" && after?.norm === "basis" && (tokens[end + 2]?.norm === "points" || tokens[end + 2]?.norm === "point")) return end + 2;
  const last = unit === "bps" || unit === "bp" ? end : unit === "" && (after?.norm === "bps" || after?.norm === "bp") ? end + 1 : -1;
  if (last < 0) return -1;
  for (const t of tokens) if (t.kind === "word" && BASIS_POINT_WORDS.has(t.norm)) return last;
  return -1;
}
var UPGRADE_VERBS = new Set("upgrade upgrades upgraded upgrading bump bumps bumped bumping move moves moved moving migrate migrates migrated migrating downgrade downgrades downgraded update updates updated switch switches switched pin pins pinned".split(" "));
var UPGRADE_AUXILIARIES = /* @__PURE__ */ new Set(["was", "were", "is", "are", "been", "has", "have", "got", "now", "just", "finally"]);
var TOOL_OF_ANOTHER = /* @__PURE__ */ new Set(["for", "of", "in", "on", "with", "by", "per"]);
function upgradedTool(tokens, i) {
  const before = tokens[i - 2];
  if (before === void 0) return null;
  if (UPGRADE_VERBS.has(before.norm)) {
    let k = i - 3;
    while (k >= 0 && UPGRADE_AUXILIARIES.has(tokens[k].norm)) k--;
    const tool2 = k >= 0 ? normalizeName(tokens[k].norm) : "";
    return VERSIONED.has(tool2) && !TOOL_OF_ANOTHER.has(tokens[k - 1]?.norm ?? "") ? tool2 : null;
  }
  const tool = normalizeName(before.norm);
  if (!VERSIONED.has(tool) || TOOL_OF_ANOTHER.has(tokens[i - 3]?.norm ?? "")) return null;
  for (let k = i - 3; k >= 0 && k >= i - 8; k--) if (UPGRADE_VERBS.has(tokens[k].norm)) return tool;
  return null;
}
var FOUR_PARTS = /^(\d+)\.\d+\.\d+\.\d+$/;
var ADDRESS_FIRST_PARTS = /* @__PURE__ */ new Set(["0", "10", "127", "169", "172", "192"]);
var ADDRESS_WORDS = new Set("ip ips ipv4 address addresses addr host hosts listen listens listening bind binds bound dns resolver resolvers nameserver nameservers gateway subnet subnets netmask cidr route routes peer peers server servers endpoint reach reaches reachable ping pings forwards forward proxy".split(" "));
function fourPartVersion(tokens, norm) {
  const m = FOUR_PARTS.exec(norm);
  if (m === null || ADDRESS_FIRST_PARTS.has(m[1])) return false;
  for (const t of tokens) if (t.kind === "word" && ADDRESS_WORDS.has(t.norm)) return false;
  return true;
}
function readNumber(token) {
  if (token.kind === "word") {
    const negative = NEGATIVE_NUMBER.exec(token.norm);
    if (negative === null || negative[1].includes(",") && !THOUSANDS.test(negative[1])) return null;
    const value = -Number(negative[1].replace(/,/g, ""));
    return Number.isFinite(value) ? { value, unit: negative[2], bound: null } : null;
  }
  if (token.kind === "number") {
    const word2 = NUMBER_WORDS[token.norm];
    if (word2 !== void 0) return { value: word2, unit: "", bound: null };
    const hyphenated = /^([a-z]+)-([a-z]+)$/.exec(token.norm);
    if (hyphenated && NUMBER_WORDS[hyphenated[1]] !== void 0 && NUMBER_WORDS[hyphenated[2]] !== void 0) {
      return { value: NUMBER_WORDS[hyphenated[1]] + NUMBER_WORDS[hyphenated[2]], unit: "", bound: null };
    }
    const literal = NUMBER_LITERAL2.exec(token.norm);
    if (literal) return { value: literal[1] !== void 0 ? Number.parseInt(literal[1], 16) : Number(literal[2]), unit: "", bound: null };
    const m = SIGNED_NUMBER_TOKEN.exec(token.norm);
    if (!m) return null;
    if (m[2].includes(",") && !THOUSANDS.test(m[2])) return null;
    const value = Number(m[2].replace(/,/g, ""));
    if (!Number.isFinite(value)) return null;
    const prefix = m[1];
    const bound = prefix.startsWith(">") || m[4] === "+" ? "min" : prefix.startsWith("<") ? "max" : null;
    return { value, unit: m[3].toLowerCase(), bound };
  }
  return null;
}
var THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
var ORDINAL_SUFFIXES = /* @__PURE__ */ new Set(["st", "nd", "rd", "th"]);
var ORDINAL_WORDS = table({ third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 });
var TRY_NOUNS = /* @__PURE__ */ new Set(["attempt", "tri", "try", "retri", "failur", "miss"]);
function triesCountedTo(tokens, i, value) {
  if (tokens[i - 1]?.norm !== "the" || !Number.isInteger(value) || value < 1) return null;
  const noun = TRY_NOUNS.has(tokens[i + 1]?.terms[0] ?? "") ? i + 1 : TRY_NOUNS.has(tokens[i + 2]?.terms[0] ?? "") && tokens[i + 1].kind === "word" ? i + 2 : -1;
  if (noun < 0) return null;
  const { key } = countKey(tokens, i + 1);
  for (let k = 0; k < key.length; k++) if (key[k] === "try") key[k] = "attempt";
  return { dim: "count", value, key, bound: null, written: rawSpan(tokens, i - 1, noun), first: i, last: noun };
}
function plainNumberAt(tokens, k) {
  const t = tokens[k];
  return t !== void 0 && t.kind === "number" && NUMBER_WORDS[t.norm] === void 0 && /^\d/.test(t.norm) && readNumber(t) !== null;
}
var CONSTRAINED = /* @__PURE__ */ new Set(["provider", "module", "package", "gem", "crate", "chart", "plugin", "library", "dependency"]);
var BARE_CONSTRAINT = /^(~>|\^|~|>=|==)\s*v?(\d+(?:\.\d+)*)$/;
function bareConstraint(tokens, i) {
  const m = BARE_CONSTRAINT.exec(tokens[i].raw.trim());
  if (!m) return null;
  let name = "";
  for (let k = i - 1; k >= Math.max(0, i - 5) && name === ""; k--) {
    const t = tokens[k];
    if (t.kind === "code" && (!/\.[a-z]+$/.test(t.raw) || /^[a-z0-9-]+\.js$/i.test(t.raw)) && /^[\w@./-]+$/.test(t.raw)) name = t.raw.toLowerCase().split("/").pop();
    else if (t.kind === "word" && CONSTRAINED.has(t.norm) && tokens[k - 1]?.kind === "word") name = tokens[k - 1].norm;
  }
  if (name === "") return null;
  let parts = versionParts(m[2]);
  if (m[1] === "^" || m[1] === "~>") parts = parts[0] === 0 ? parts.slice(0, 2) : parts.slice(0, 1);
  else if (m[1] === "~") parts = parts.slice(0, 2);
  const bound = m[1] === ">=" ? "min" : null;
  return { dim: "version", value: NaN, parts, key: [normalizeName(name)], bound, written: tokens[i].raw, first: i, last: i };
}
var FRACTION_NAME = /(?:[._-](?:ratio|fraction)|[a-z0-9](?:Ratio|Fraction))$/;
var BASIS_POINTS_NAME = /(?:[._-]bps|[a-z0-9]Bps|[._-]basis[._-]points)$/;
function shareOfName(key, value) {
  if (FRACTION_NAME.test(key)) return value > 0 && value <= 1 ? value * 100 : null;
  if (BASIS_POINTS_NAME.test(key)) return value / 100;
  return null;
}
var FRACTION_PARTS = table({ half: 2, third: 3, thirds: 3, quarter: 4, quarters: 4 });
var FRACTION_COUNTS = table({ a: 1, an: 1, one: 1, two: 2, three: 3 });
function fractionBefore(tokens, article) {
  if (tokens[article - 1]?.norm !== "of") return null;
  const name = tokens[article - 2]?.norm;
  const parts = name === void 0 ? void 0 : FRACTION_PARTS[name];
  if (parts === void 0) return null;
  const count = FRACTION_COUNTS[tokens[article - 3]?.norm ?? ""];
  if (name === "half") return { share: 0.5, first: count === 1 ? article - 3 : article - 2 };
  if (count === void 0 || count > 1 !== name.endsWith("s") || count >= parts) return null;
  return { share: count / parts, first: article - 3 };
}
var WIDTH_KEY = ["px-width"];
var HEIGHT_KEY = ["px-height"];
var AXIS_WORDS = table({ wide: WIDTH_KEY, width: WIDTH_KEY, tall: HEIGHT_KEY, high: HEIGHT_KEY, height: HEIGHT_KEY });
function axisAround(tokens, i, last) {
  const after = tokens[last + 1];
  if (after?.kind === "word" && AXIS_WORDS[after.norm] !== void 0) return AXIS_WORDS[after.norm];
  for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
    const t = tokens[j];
    if (t.kind === "word" && (t.norm === "width" || t.norm === "height")) return AXIS_WORDS[t.norm];
  }
  return NO_KEY;
}
function axisOfName(name) {
  const lower = name.toLowerCase();
  const width = lower.includes("width");
  const height = lower.includes("height");
  return width === height ? NO_KEY : width ? WIDTH_KEY : HEIGHT_KEY;
}
var VERSION_COMPARISONS = table({ ">=": "min", "\u2265": "min", ">": "min", "=>": "min", "<=": "max", "\u2264": "max", "<": "max" });
function comparedTool(tokens, i, dotted) {
  const op = tokens[i - 1];
  const bound = op.kind === "number" ? void 0 : VERSION_COMPARISONS[op.raw];
  const tool = tokens[i - 2];
  if (bound === void 0 || tool === void 0 || tool.kind !== "word") return null;
  const name = normalizeName(tool.norm);
  return VERSIONED.has(name) || dotted && CAPITALISED.test(tool.raw) ? { name, bound } : null;
}
var CAPITALISED = /^[A-Z]/;
var PART_OF_UNIT = /^(half|quarter)-([a-z]+)$/;
var UNIT_PARTS = table({ half: 0.5, quarter: 0.25 });
function everyPart(tokens, i) {
  const next = tokens[i + 1];
  const joined = next.norm.includes("-") ? PART_OF_UNIT.exec(next.norm) : null;
  if (joined !== null) {
    const unit2 = durationUnit(joined[2], false);
    return unit2 === void 0 ? null : { value: unit2 * UNIT_PARTS[joined[1]], last: i + 1 };
  }
  const share = UNIT_PARTS[next.norm];
  if (share === void 0) return null;
  let j = i + 2;
  if (tokens[j]?.norm === "of") j++;
  if (tokens[j]?.norm === "a" || tokens[j]?.norm === "an") j++;
  if (j === i + 3 && tokens[i + 2].norm === "of") return null;
  const unit = tokens[j] === void 0 ? void 0 : durationUnit(tokens[j].norm, false);
  return unit === void 0 ? null : { value: unit * share, last: j };
}
function durationUnit(unit, attached) {
  return DURATION_UNITS[unit] ?? (attached ? ATTACHED_DURATION_UNITS[unit] : void 0);
}
var KEY_UNITS = "ms|millis|milliseconds|sec|secs|seconds|mins|minutes|hours|days|weeks|mb|kb|gb|bytes|percentage|percent|pct";
var KEY_UNIT_SEPARATED = new RegExp(`[._-](${KEY_UNITS}|s)$`, "i");
var KEY_IS_UNIT = /^(milliseconds|seconds|minutes|hours|days|weeks)$/i;
var KEY_UNIT_CAMEL = new RegExp(`[a-z0-9](${KEY_UNITS.split("|").map((u) => u[0].toUpperCase() + u.slice(1)).join("|")}|MB|KB|GB)$`);
function keyNamesUnit(key) {
  return KEY_UNIT_SEPARATED.test(key) || KEY_UNIT_CAMEL.test(key) || KEY_IS_UNIT.test(key);
}
var PASCAL_TIMEOUT = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*Timeout$/;
var CAMEL_TIMEOUT = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*Timeout$/;
var TIMEOUT_KEY = /(^|[._-])timeout$/;
var MAX_AGE_KEY = /(^|[._-])max[-_]age$/;
var CAMEL_MAX_AGE_KEY = /[a-z]MaxAge$/;
var EXPIRES_IN_KEY = /(^|[._-])expires[-_]in$|^expiresin$/;
var TTL_KEY = /(^|[._-])ttl$/;
var CAMEL_TTL_KEY = /[a-z]Ttl$|[a-z]TTL$/;
function unitFromKey(key, value) {
  const k = key.toLowerCase();
  const m = KEY_UNIT_SEPARATED.exec(key) ?? KEY_UNIT_CAMEL.exec(key) ?? KEY_IS_UNIT.exec(key);
  if (m) {
    const unit = m[1].toLowerCase();
    return { unit: unit === "millis" ? "ms" : unit === "percentage" || unit === "pct" ? "percent" : unit };
  }
  if (MAX_AGE_KEY.test(k)) return { unit: "s" };
  if (k === "maxage" || CAMEL_MAX_AGE_KEY.test(key)) return { unit: "s", alt: "ms" };
  if (key === "EX") return { unit: "s" };
  if (key === "PX") return { unit: "ms" };
  if (EXPIRES_IN_KEY.test(k)) return { unit: "s" };
  if (TTL_KEY.test(k) || CAMEL_TTL_KEY.test(key)) return { unit: "s", alt: "ms" };
  if (TIMEOUT_KEY.test(k) || PASCAL_TIMEOUT.test(key)) return value >= 1e3 ? { unit: "ms", alt: "s" } : { unit: "s", alt: "ms" };
  if (CAMEL_TIMEOUT.test(key)) return { unit: "ms", alt: "s" };
  return { unit: "" };
}
function phraseBefore(tokens, index, width) {
  return tokens.slice(Math.max(0, index - width), index).map((t) => t.norm).join(" ");
}
function phraseAfter(tokens, index, width) {
  return tokens.slice(index + 1, index + 1 + width).map((t) => t.norm).join(" ");
}
function boundAround(tokens, first, last, own, rate = false) {
  if (own) return own;
  const before = ` ${phraseBefore(tokens, first, 3)}`;
  if (rate && RATE_CEILING_BEFORE.some((p) => before.endsWith(` ${p}`))) return "max";
  const after = `${phraseAfter(tokens, last, 2)} `;
  if (MIN_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`)) || MIN_BOUND_AFTER.some((p) => after.startsWith(`${p} `))) return "min";
  if (MAX_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`))) return "max";
  return null;
}
var WHEN_WORDS = /* @__PURE__ */ new Set(["last", "next", "ago", "yesterday", "today", "tomorrow", "recently", "earlier", "later"]);
var LY_NOUNS = /* @__PURE__ */ new Set(["family", "assembly", "anomaly", "reply", "replies", "supply", "poly", "italy", "july", "butterfly"]);
function countKey(tokens, from) {
  const key = [];
  let last = from - 1;
  for (let j = from; j < tokens.length && key.length < 2; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || t.kind === "number" || PREPOSITIONS.has(t.norm) || WHEN_WORDS.has(t.norm) || FREQUENCY_WORDS[t.norm] !== void 0) break;
    if (t.terms.length === 0) break;
    if (t.kind === "word" && /[a-z]{3}ly$/.test(t.norm) && !LY_NOUNS.has(t.norm)) break;
    const s = t.terms[0];
    if (LIGHT_STEMS.has(s)) break;
    key.push(COUNT_SYNONYMS[s] ?? s);
    last = j;
  }
  return { key, last };
}
function versionParts(text) {
  const parts = [];
  for (const p of text.replace(/^[^\d]*/, "").split(/[.\-x]/)) {
    const n = Number.parseInt(p, 10);
    if (Number.isFinite(n)) parts.push(n);
  }
  return parts;
}
function shaped(q) {
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
    last: q.last
  };
}
function keep(found, used, given) {
  const q = shaped(given);
  for (let j = q.first; j <= q.last; j++) used.add(j);
  found.push(q);
}
var LABELLED_VERSION = /^v?(\d+(?:\.\d+)+)(?:[-+.]?(rc|alpha|beta|pre|preview|dev|snapshot|canary|nightly|post|a|b|f|p)[.-]?(\d*))$/;
var DATED_VERSION = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;
var VERSION_LABELS = ["dev", "snapshot", "nightly", "canary", "a", "alpha", "b", "beta", "pre", "preview", "rc", "f", "p", "post"];
function labelledVersionParts(text) {
  const m = LABELLED_VERSION.exec(text);
  if (m === null) return null;
  const parts = versionParts(m[1]);
  parts.push(-(1e3 * (VERSION_LABELS.indexOf(m[2]) + 1) + (m[3] ? Number(m[3]) : 0)));
  return parts;
}
function datedVersionParts(dated) {
  return [Number(dated[1]), Number(dated[2]), ...dated[3] ? [Number(dated[3])] : []];
}
function versionOwnerParts(name) {
  return splitIdentifier(name).map((x) => x.toLowerCase()).filter((x) => x !== "version" && x !== "ver" && x.length > 1);
}
function versionText(parts) {
  const numbers = parts.filter((x) => x >= 0).join(".");
  const label = parts.find((x) => x < 0);
  if (label === void 0) return numbers;
  const n = -label % 1e3;
  return `${numbers}-${VERSION_LABELS[Math.floor(-label / 1e3) - 1] ?? ""}${n > 0 ? n : ""}`;
}
var VERSION_NAME = /(?:^|[-_.]|[a-z])version$/i;
function labelledOrDatedVersion(tokens, i, text) {
  const dated = DATED_VERSION.exec(text);
  const labelled = dated === null ? labelledVersionParts(text) : null;
  if (dated === null && labelled === null) return null;
  let k = i - 1;
  while (k >= 0 && !((tokens[k].kind === "word" || tokens[k].kind === "code") && VERSION_NAME.test(tokens[k].raw.trim()))) k--;
  const namer = k >= 0 ? tokens[k] : void 0;
  if (dated !== null && namer === void 0) return null;
  const parts = labelled ?? datedVersionParts(dated);
  const prev = tokens[i - 1];
  let key = NO_KEY;
  const own = namer === void 0 ? [] : versionOwnerParts(namer.raw.trim());
  const word2 = namer === void 0 ? void 0 : tokens[k - 1];
  if (dated !== null) key = NO_KEY;
  else if (own.length > 0 && own.length < 4) key = normalizedNames(own);
  else if (word2 !== void 0 && (word2.kind === "word" || word2.kind === "code") && word2.terms.length > 0 && !PIN_VERB_WORDS.has(word2.norm)) key = [normalizeName(word2.norm)];
  else if (namer === void 0 && prev !== void 0 && (prev.kind === "word" || prev.kind === "code") && prev.terms.length > 0 && !PIN_VERB_WORDS.has(prev.norm) && (VERSIONED.has(normalizeName(prev.norm)) || /^[A-Z]/.test(prev.raw))) key = [normalizeName(prev.norm)];
  else if (namer === void 0) {
    const name = tokens.slice(Math.max(0, i - 6), i).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== "version" && x.norm !== "v");
    if (name) key = [normalizeName(name.norm)];
  }
  const written2 = key !== NO_KEY && prev !== void 0 && key[0] === normalizeName(prev.norm) ? `${prev.raw} ${tokens[i].raw}` : tokens[i].raw;
  return { dim: "version", value: NaN, parts, key, bound: null, written: written2, first: i, last: i };
}
var INSTANCE_CLASS = /^[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:nano|micro|small|medium|large|xlarge|\d{1,2}xlarge|metal)$/;
var TIER_NAME = /^(?:x{1,2}-?small|small|medium|large|x{1,2}-?large|\dx-?large)$/i;
var TIER_WORDS = /* @__PURE__ */ new Set(["X-SMALL", "XSMALL", "SMALL", "MEDIUM", "LARGE", "X-LARGE", "XLARGE", "XX-LARGE", "XXLARGE", "2X-LARGE", "3X-LARGE", "4X-LARGE"]);
var TIER_KEY = ["tier"];
var TIER_ENDS = new Set(["l", "m", "e", "o"].map((c) => c.charCodeAt(0)));
var VERSION_START = /^\s*['"]?v?\d/;
var LETTERED_RELEASES = [["oracle", /^(\d{1,2})(i|g|c|ai)$/]];
function lettered(tokens, i) {
  const text = tokens[i].norm;
  for (const [vendor, form] of LETTERED_RELEASES) {
    const m = form.exec(text);
    if (m === null) continue;
    for (let k = i - 1; k >= 0 && k >= i - 2; k--) {
      if (tokens[k].norm !== vendor) continue;
      return { dim: "version", value: NaN, parts: [Number(m[1])], key: [vendor], bound: null, written: `${tokens[k].raw} ${tokens[i].raw}`, first: i, last: i };
    }
  }
  return null;
}
function sizeTier(tokens, i) {
  const t = tokens[i];
  const raw = t.raw.trim();
  let text = null;
  if (t.kind === "code" && INSTANCE_CLASS.test(raw)) text = raw;
  else if (TIER_NAME.test(raw) && (TIER_WORDS.has(raw) || tokens[i - 1]?.norm === "sized")) text = raw.toLowerCase().replace(/-/g, "");
  if (text === null) return null;
  return { dim: "text", value: NaN, text, key: TIER_KEY, bound: null, written: t.kind === "code" ? `\`${raw}\`` : raw, first: i, last: i };
}
var ASSIGNED_VALUE = /^["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*["']?([^\s"']+)["']?$/;
function versionAssigned(t, i) {
  const m = ASSIGNED_VALUE.exec(t.raw.trim());
  if (m === null || !VERSION_NAME.test(m[1])) return null;
  const value = m[2].toLowerCase();
  const dated = DATED_VERSION.exec(value);
  const parts = dated !== null ? datedVersionParts(dated) : labelledVersionParts(value);
  if (parts === null) return null;
  const named = versionOwnerParts(m[1]);
  return { dim: "version", value: NaN, parts, key: dated === null && named.length > 0 && named.length < 4 ? normalizedNames(named) : NO_KEY, bound: null, written: t.raw.trim(), first: i, last: i };
}
var DIGIT_OR_ASSIGNMENT = /[\d=:]/;
var COLON_CLOCK = /^(\d{1,2}):(\d{2})$/;
var DASHED_RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
var COMPOUND_START = /^p?\d|^pt\d/;
var VERSION_LINE = /^(\d+(?:\.\d+)*)\.x$/;
var ES_VERSION = /^(es)(\d{1,4}|next)$/;
var SLASH_RATE = /^(\d[\d,.]*)(k?)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/;
var HTTP_STATUS = /^[1-5]\d\d$/;
var STATUS_NOUNS = /* @__PURE__ */ new Set(["response", "responses", "error", "errors", "status", "statuses", "code", "codes", "page", "pages", "reply", "replies"]);
function namesStatus(tokens, i) {
  const next = tokens[i + 1];
  return tokens[i].kind === "number" && next !== void 0 && HTTP_STATUS.test(tokens[i].raw) && STATUS_NOUNS.has(next.norm);
}
function statusesNamed(tokens) {
  const out = [];
  for (let i = 0; i + 1 < tokens.length; i++) if (namesStatus(tokens, i)) out.push(tokens[i].raw);
  return out;
}
function statusesApart(a, b) {
  const x = statusesNamed(a);
  if (x.length === 0) return false;
  const y = statusesNamed(b);
  return y.length > 0 && x.every((s) => !y.includes(s)) && y.every((s) => !x.includes(s));
}
var MATLAB_RELEASE = /^R(?:19|20)\d\d[ab]$/;
var MATLAB_KEY = ["matlab"];
function isMatlabRelease(raw) {
  return raw.length === 6 && raw.charCodeAt(0) === 82 && MATLAB_RELEASE.test(raw);
}
function findQuantities(tokens) {
  let worth = false;
  for (const t of tokens) {
    if (t.kind === "number" || t.kind === "code" && (t.quoted || DIGIT.test(t.raw)) || t.kind === "word" && (NUMBERISH_WORD.test(t.norm) || VALUE_LIKE.test(t.raw) || ATTACHED_VERSION.test(t.norm) || TIER_WORDS.has(t.raw) || isMatlabRelease(t.raw))) {
      worth = true;
      break;
    }
  }
  if (!worth) return NO_QUANTITIES;
  const found = [];
  const used = /* @__PURE__ */ new Set();
  let words3;
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const t = tokens[i];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const tier = t.kind === "code" && TIER_ENDS.has(t.norm.charCodeAt(t.norm.length - 1)) || t.kind === "word" && TIER_WORDS.has(t.raw) ? sizeTier(tokens, i) : null;
    if (tier) {
      keep(found, used, tier);
      continue;
    }
    if (t.kind === "word" && VALUE_LIKE.test(t.raw)) {
      const assigned = textValue(tokens, i);
      if (assigned) {
        keep(found, used, assigned);
        continue;
      }
    }
    const attachedVersion = t.kind !== "number" && t.kind !== "punct" && DIGIT.test(t.norm) ? versionWritten(tokens, i) : null;
    if (attachedVersion) {
      keep(found, used, attachedVersion);
      continue;
    }
    if (t.kind === "word" && isMatlabRelease(t.raw)) {
      const half = t.raw.charCodeAt(5) === 97 ? 1 : 2;
      keep(found, used, { dim: "version", value: NaN, parts: [Number(t.raw.slice(1, 5)), half], key: MATLAB_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
      continue;
    }
    const multiple = t.kind === "word" ? PERIOD_MULTIPLE.exec(t.norm) : null;
    if (multiple) {
      const every = Number(multiple[1]) * FREQUENCY_WORDS[multiple[2]];
      if (every > 0) keep(found, used, { dim: "duration", value: every, period: "every", key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    const times = (t.kind === "number" || t.kind === "word") && t.norm.charCodeAt(0) <= 57 ? MULTIPLIER.exec(t.norm) : null;
    if (times) {
      if (multiplierAt(tokens, i)) keep(found, used, { dim: "percent", value: Number(times[1]) * 100, key: NO_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
      continue;
    }
    if (t.kind === "word" && !NUMBERISH_WORD.test(t.norm)) continue;
    const hostPort = !t.norm.includes(":") ? null : /(?:^|\/\/|@)(?:localhost|\d+(?:\.\d+){3}|[a-z][\w-]*(?:\.[\w-]+)*)?:(\d{2,5})(?:\/|$)/.exec(t.norm);
    const registered = hostPort ? NOT_HOSTS.exec(t.norm) : null;
    if (registered) {
      keep(found, used, { dim: "text", value: NaN, text: t.norm, key: [registered[1]], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (hostPort && t.kind !== "number") {
      keep(found, used, { dim: "port", value: Number(hostPort[1]), key: ["port"], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (namesStatus(tokens, i)) continue;
    if (t.kind === "number" && /^(?:~>|\^|~|>=|==)/.test(t.raw)) {
      const constraint = bareConstraint(tokens, i);
      if (constraint) {
        keep(found, used, constraint);
        continue;
      }
    }
    if (t.kind === "code") {
      const version = VERSION_START.test(t.raw) ? labelledOrDatedVersion(tokens, i, t.raw.trim().replace(/^['"]|['"]$/g, "").toLowerCase()) : t.norm.includes("version") ? versionAssigned(t, i) : null;
      if (version) {
        keep(found, used, version);
        continue;
      }
      const inCode2 = DIGIT_OR_ASSIGNMENT.test(t.raw) ? quantitiesInCode(t, i) : NO_QUANTITIES;
      if (inCode2.length === 1 && unitAfterSetting(inCode2[0], t, next)) used.add(i + 1);
      for (const q of inCode2) keep(found, used, q);
      const constraint = inCode2.length === 0 ? bareConstraint(tokens, i) : null;
      if (constraint) keep(found, used, constraint);
      if (inCode2.length === 0 && t.quoted) {
        const assigned = textValue(tokens, i);
        if (assigned) keep(found, used, assigned);
      }
      continue;
    }
    const negative = t.kind === "word" && NEGATIVE_NUMBER.test(t.norm);
    if (t.kind === "word" && !negative) {
      const digit = DIGIT.test(t.norm);
      const version = digit && VERSION_START.test(t.norm) ? labelledOrDatedVersion(tokens, i, t.norm) : null;
      if (version) {
        keep(found, used, version);
        continue;
      }
      const colonClock = digit ? COLON_CLOCK.exec(t.norm) : null;
      if (colonClock) {
        const next2 = tokens[i + 1];
        const meridiem = next2 && MERIDIEM_WORD.test(next2.norm) ? next2.norm[0] + "m" : "";
        let hours = Number(colonClock[1]);
        if (meridiem === "pm" && hours < 12) hours += 12;
        if (meridiem === "am" && hours === 12) hours = 0;
        const last2 = meridiem ? i + 1 : i;
        keep(found, used, { dim: "clock", value: hours * 60 + Number(colonClock[2]), key: NO_KEY, bound: null, written: t.raw, first: i, last: last2 });
        i = last2;
        continue;
      }
      const degreeWord = digit && t.norm.includes("\xB0") ? DEGREE_WORD.exec(t.norm) : null;
      if (degreeWord) {
        keep(found, used, { dim: "count", ...degrees(Number(degreeWord[1].replace("\u2212", "-")), degreeWord[2] === void 0 ? "\xB0" : `\xB0${degreeWord[2]}`), bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
        continue;
      }
      const clockWord = CLOCK_WORDS[t.norm];
      if (clockWord !== void 0 && prev?.norm === "at") {
        keep(found, used, { dim: "clock", value: clockWord, key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      const dashed = digit ? DASHED_RANGE.exec(t.norm) : null;
      if (dashed && Number(dashed[1]) < Number(dashed[2]) && (next || portsNamedBefore(tokens, i))) {
        const range = portsNamedBefore(tokens, i) ? portRange(t, i, Number(dashed[1]), Number(dashed[2])) : dashedRange(tokens, i, Number(dashed[1]), Number(dashed[2]));
        if (range) {
          keep(found, used, range);
          i = range.last;
        }
        continue;
      }
      const compound = digit && COMPOUND_START.test(t.norm) ? compoundDuration(t.norm) : null;
      if (compound !== null) {
        keep(found, used, { dim: "duration", value: compound, key: NO_KEY, bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i });
        continue;
      }
      const line = digit ? VERSION_LINE.exec(t.norm) : null;
      if (line) {
        if (prev && (prev.kind === "word" || prev.kind === "code") && (VERSIONED.has(normalizeName(prev.norm)) || /^[A-Z]/.test(prev.raw))) {
          const name = normalizeName(prev.norm);
          const key2 = name === "version" || name === "v" ? NO_KEY : [name];
          keep(found, used, { dim: "version", value: NaN, parts: versionParts(line[1]), key: key2, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i });
        } else if (prev && VERSION_LINE_LEADS.has(prev.norm)) {
          const name = tokens.slice(Math.max(0, i - 6), i - 1).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== "version" && x.norm !== "v");
          keep(found, used, { dim: "version", value: NaN, parts: versionParts(line[1]), key: name ? [normalizeName(name.norm)] : NO_KEY, bound: null, written: t.raw, first: i, last: i });
        }
        continue;
      }
      const es = digit || t.norm === "esnext" ? ES_VERSION.exec(t.norm) : null;
      if (es) {
        keep(found, used, { dim: "version", value: NaN, parts: es[2] === "next" ? [9999] : [Number(es[2])], key: ["es"], bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      const slashRate = digit ? SLASH_RATE.exec(t.norm) : null;
      if (slashRate) {
        const per = durationUnit(slashRate[3], true);
        const n2 = Number(slashRate[1].replace(/,/g, "")) * (slashRate[2] ? 1e3 : 1);
        keep(found, used, { dim: "rate", value: n2 / per * 1e3, key: NO_KEY, bound: boundAround(tokens, i, i, null, true), written: t.raw, first: i, last: i });
        continue;
      }
      if (t.norm === "no" || t.norm === "none" || t.norm === "unlimited") {
        const zero = t.norm === "none" ? noneCounted(tokens, i) : noLimit(tokens, i) ?? (t.norm === "no" ? noneCounted(tokens, i) : null);
        if (zero) {
          keep(found, used, zero);
          i = zero.last;
        }
        continue;
      }
      const ordinal = ORDINAL_WORDS[t.norm];
      if (ordinal !== void 0) {
        const tries = triesCountedTo(tokens, i, ordinal);
        if (tries) keep(found, used, tries);
        continue;
      }
      const often = FREQUENCY_WORDS[t.norm];
      if (often !== void 0) {
        if (frequencyAdverb(tokens, i)) keep(found, used, { dim: "duration", value: often, period: "often", key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      const part = t.norm === "every" && next !== void 0 ? everyPart(tokens, i) : null;
      if (part !== null) {
        keep(found, used, { dim: "duration", value: part.value, period: "every", key: NO_KEY, bound: null, written: rawSpan(tokens, i, part.last), first: i, last: part.last });
        i = part.last;
        continue;
      }
      if (t.norm === "every" && (next?.norm === "other" || next?.norm === "second") && tokens[i + 2] && durationUnit(tokens[i + 2].norm, false) !== void 0) {
        keep(found, used, { dim: "duration", value: 2 * durationUnit(tokens[i + 2].norm, false), period: "every", key: NO_KEY, bound: null, written: `${t.raw} ${next.raw} ${tokens[i + 2].raw}`, first: i, last: i + 2 });
        i += 2;
        continue;
      }
      const unitAfter2 = tokens[i + 2];
      const onceEvery = t.norm === "once" && (next?.norm === "a" || next?.norm === "an" || next?.norm === "per") && unitAfter2 ? durationUnit(unitAfter2.norm, false) : void 0;
      if (onceEvery !== void 0) {
        keep(found, used, { dim: "duration", value: onceEvery, period: "often", key: NO_KEY, bound: null, written: `${t.raw} ${next.raw} ${unitAfter2.raw}`, first: i, last: i + 2 });
        i += 2;
        continue;
      }
      if ((t.norm === "a" || t.norm === "an" || t.norm === "every") && next && durationUnit(next.norm, false) !== void 0) {
        const frequency = prev && ["times", "per", "once", "twice"].includes(prev.norm);
        if (!frequency) {
          const part2 = t.norm === "every" ? null : fractionBefore(tokens, i);
          const half = !part2 && prev?.norm === "half";
          const value2 = durationUnit(next.norm, false) * (part2 ? part2.share : half ? 0.5 : 1);
          const period = t.norm === "every" ? "every" : void 0;
          const first = part2 ? part2.first : half ? i - 1 : i;
          const written2 = part2 ? tokens.slice(first, i + 2).map((x) => x.raw).join(" ") : `${half ? "half " : ""}${t.raw} ${next.raw}`;
          keep(found, used, { dim: "duration", value: value2, period, key: NO_KEY, bound: null, written: written2, first, last: i + 1 });
          i++;
        }
      }
      continue;
    }
    if (t.kind !== "number" && !negative) continue;
    const box = /^([1-9]\d*)[x×](\d+)(px)?$/.exec(t.norm);
    if (box) {
      keep(found, used, frame(Number(box[1]), Number(box[2]), t.raw, i));
      continue;
    }
    const progressive = /^(\d{3,4})p$/.exec(t.norm);
    if (progressive && PROGRESSIVE_WIDTHS[progressive[1]] !== void 0) {
      keep(found, used, frame(PROGRESSIVE_WIDTHS[progressive[1]], Number(progressive[1]), t.raw, i));
      continue;
    }
    const release = lettered(tokens, i);
    if (release) {
      keep(found, used, release);
      continue;
    }
    const triple = /^\d+\.\d+\.\d+$/.test(t.norm) || fourPartVersion(tokens, t.norm);
    const dotted = triple || /^\d+\.\d+(\.\d+)?$/.test(t.norm);
    const n = triple ? { value: NaN, unit: "", bound: null } : readNumber(t);
    if (!n) continue;
    if (n.unit === "" && labelAt(tokens, i) !== null) continue;
    if (ORDINAL_SUFFIXES.has(n.unit)) {
      const tries = triesCountedTo(tokens, i, n.value);
      if (tries) keep(found, used, tries);
      continue;
    }
    let end = i;
    if (NUMBER_WORDS[t.norm] !== void 0) {
      while (end + 1 < tokens.length && NUMBER_WORDS[tokens[end + 1].norm] !== void 0 && !SINGLE_WORDS.has(tokens[end + 1].norm)) {
        const w = NUMBER_WORDS[tokens[end + 1].norm];
        n.value = w === 100 || w === 1e3 ? n.value * w : n.value + w;
        end++;
      }
    }
    if (NUMBER_WORDS[t.norm] === void 0 && n.unit === "" && MAGNITUDES[tokens[end + 1]?.norm ?? ""] !== void 0) {
      n.value *= MAGNITUDES[tokens[end + 1].norm];
      end++;
    }
    if (n.unit === "" && tokens[end + 1]?.norm === "*" && plainNumberAt(tokens, end + 2)) {
      while (tokens[end + 1]?.norm === "*" && plainNumberAt(tokens, end + 2)) {
        n.value *= readNumber(tokens[end + 2]).value;
        end += 2;
      }
      const last2 = tokens[end];
      const unitAfter2 = readNumber(last2).unit;
      if (unitAfter2 !== "") n.unit = unitAfter2;
    }
    if (end === i && n.unit === "" && (tokens[i + 1]?.norm === "\xD7" || tokens[i + 1]?.norm === "x") && plainNumberAt(tokens, i + 2) && Number.isInteger(n.value) && n.value > 0) {
      const height = readNumber(tokens[i + 2]);
      if (Number.isInteger(height.value) && (height.unit === "" || height.unit === "px")) {
        const framed = frame(n.value, height.value, rawSpan(tokens, i, i + 2), i);
        framed.last = i + 2;
        keep(found, used, framed);
        i += 2;
        continue;
      }
    }
    const after = tokens[end + 1];
    const counted = after !== void 0 && after.kind === "word" && after.terms.length > 0 && !PREPOSITIONS.has(after.norm) && tokens[end + 2]?.norm === "in" ? 1 : 0;
    const link = tokens[end + 1 + counted];
    let of = link?.norm === "in" ? end + 2 + counted : link?.norm === "out" && tokens[end + 2 + counted]?.norm === "of" ? end + 3 + counted : -1;
    const round2 = of > 0 && (tokens[of]?.norm === "a" || tokens[of]?.norm === "every") && ROUND_WHOLES[tokens[of + 1]?.norm ?? ""] !== void 0;
    if (of > 0 && tokens[of]?.norm === "every" && tokens[of + 1]?.kind === "number" && !round2) of++;
    if (round2) of++;
    const whole = of > 0 && n.unit === "" && tokens[of]?.kind === "number" ? readNumber(tokens[of]) : null;
    if (whole && whole.unit === "" && whole.value > n.value && whole.value <= 1e3 && (round2 || NUMBER_WORDS[tokens[of].norm] === void 0) && !(tokens[of + 1] && isUnitWord(tokens[of + 1].norm))) {
      keep(found, used, { dim: "percent", value: n.value / whole.value * 100, key: NO_KEY, bound: null, written: rawSpan(tokens, i, of), first: i, last: of });
      i = of;
      continue;
    }
    const clock = /^(\d{1,2}):(\d{2})$/.exec(t.norm);
    const ampmAttached = /^(\d{1,2})(am|pm)$/.exec(t.norm);
    const ampmApart = !clock && !ampmAttached && after !== void 0 && MERIDIEM_WORD.test(after.norm) && HOUR_OF_TWELVE.test(t.norm);
    if (clock || ampmAttached || ampmApart) {
      let hours = Number(clock ? clock[1] : ampmAttached ? ampmAttached[1] : t.norm);
      const minutes = clock ? Number(clock[2]) : 0;
      const meridiem = ampmAttached?.[2] ?? (after && MERIDIEM_WORD.test(after.norm) ? after.norm[0] + "m" : "");
      if (meridiem === "pm" && hours < 12) hours += 12;
      if (meridiem === "am" && hours === 12) hours = 0;
      const last2 = !ampmAttached && meridiem ? i + 1 : i;
      keep(found, used, { dim: "clock", value: hours * 60 + minutes, key: NO_KEY, bound: null, written: ampmApart ? rawSpan(tokens, i, last2) : t.raw, first: i, last: last2 });
      i = last2;
      continue;
    }
    const listening = prev !== void 0 && (prev.norm === "on" || prev.norm === "to" || prev.norm === "at") && LISTEN_WORDS.has(tokens[i - 2]?.norm ?? "");
    const bound = prev !== void 0 && PORT_OBJECT_VERBS.has(prev.norm);
    const portWord = prev?.norm === "port" || portNamedBefore(tokens, i) || portDefault(tokens, i) || prev?.norm === ":" && tokens[i - 2]?.norm === "port" || (listening || bound) && n.value >= 80 && !countNounAfter(tokens, end + 1) && !ratioUnitAfter(tokens, end + 1);
    if (portWord && Number.isInteger(n.value) && n.value > 0 && n.value < 65536 && n.unit === "") {
      keep(found, used, { dim: "port", value: n.value, key: ["port"], bound: null, written: `port ${t.raw}`, first: i, last: i });
      continue;
    }
    const comparedTo = end === i && n.unit === "" && prev !== void 0 ? comparedTool(tokens, i, dotted || triple) : null;
    if (comparedTo !== null) {
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: [comparedTo.name], bound: comparedTo.bound, compared: true, written: rawSpan(tokens, i - 2, i), first: i, last: i });
      continue;
    }
    let nameBefore = prev && (prev.kind === "word" || prev.kind === "code") ? normalizeName(prev.norm) : "";
    if ((nameBefore === "from" || nameBefore === "to") && dotted) {
      const name = tokens.slice(Math.max(0, i - 6), i).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)));
      if (name) nameBefore = normalizeName(name.norm);
    } else if (nameBefore === "to" && n.unit === "" && Number.isInteger(n.value)) nameBefore = upgradedTool(tokens, i) ?? nameBefore;
    const unitAfter = after ? isUnitWord(after.norm) : false;
    const versionName = dotted && nameBefore ? /^([a-z][\w.-]*?)[-_]version$/.exec(nameBefore)?.[1] : void 0;
    const pinnedName = dotted && prev !== void 0 && prev.kind === "word" && prev.terms.length > 0 && !PIN_VERB_WORDS.has(prev.norm) && !VERSION_FILE_VERBS.has(prev.norm) && !/(?:s|ed|ing)$/.test(prev.norm) && (triple || PIN_VERB_WORDS.has(tokens[i - 2]?.norm ?? ""));
    if (end === i && !unitAfter && n.unit === "" && nameBefore && (VERSIONED.has(nameBefore) || versionName !== void 0 || dotted && /^[A-Z]/.test(prev.raw) || pinnedName)) {
      const key2 = nameBefore === "version" || nameBefore === "v" ? NO_KEY : [versionName !== void 0 ? normalizeName(versionName) : nameBefore];
      const written2 = prev.norm === "from" || prev.norm === "to" ? t.raw : `${prev.raw} ${t.raw}`;
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: key2, bound: boundAround(tokens, i, i, n.bound), written: written2, first: i, last: i });
      continue;
    }
    const versionFile = end === i && n.unit === "" ? versionFileBefore(tokens, i) : void 0;
    if (versionFile) {
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: [versionFile], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    const versionSetting = dotted || triple ? settingBefore(tokens, i) : null;
    if (versionSetting && end === i && n.unit === "") {
      const parts = versionSetting.norm.split(/[-_.]+/).filter(Boolean);
      const named = parts.filter((x) => x !== "version" && x !== "ver");
      if (named.length > 0 && named.length < parts.length) {
        keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: normalizedNames(named), bound: null, written: `${versionSetting.raw} ${t.raw}`, first: i, last: i });
        continue;
      }
    }
    const lead = prev !== void 0 && STATE_ADVERBS.has(prev.norm) ? tokens[i - 2] : prev;
    if (triple && end === i && lead && VERSION_LINE_LEADS.has(lead.norm)) {
      const name = tokens.slice(Math.max(0, i - (lead === prev ? 6 : 7)), i - 1).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== "version" && x.norm !== "v");
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: name ? [normalizeName(name.norm)] : NO_KEY, bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (triple) continue;
    let unit = n.unit;
    let last = end;
    const attached = unit !== "";
    if (!attached && !(after && isUnitWord(after.norm))) unit = unitOfSettingBefore(tokens, i);
    if (!attached && unit === "" && after && (after.kind === "word" || after.kind === "punct" || after.kind === "code" && !after.quoted) && isUnitWord(after.norm)) {
      unit = after.norm;
      last = end + 1;
    }
    let value = n.value;
    if (attached && LETTER_SIZES[unit] !== void 0 && !DURATION_LEADS.has(tokens[i - 1]?.norm ?? "")) unit = letterSize(unit, words3 ??= wordsOf2(tokens)) ?? unit;
    if (attached && unit === "m" && t.raw.endsWith("M") && after !== void 0 && countNounAfter(tokens, end + 1) && !isUnitWord(after.norm)) {
      value *= 1e6;
      unit = "";
    }
    const milliCores = attached ? unit === "m" && t.raw.endsWith("m") && (words3 ??= wordsOf2(tokens)).some(isCpuWord) : after !== void 0 && MILLICORE_WORDS.has(after.norm);
    if (milliCores) {
      const cpuLast = attached ? end : end + 1;
      keep(found, used, { dim: "count", value: value / 1e3, key: CPU_KEYS, bound: boundAround(tokens, i, cpuLast, n.bound), written: rawSpan(tokens, i, cpuLast), first: i, last: cpuLast });
      i = cpuLast;
      continue;
    }
    if (attached && (unit === "m" || unit === "g" || unit === "t") && /[MGT]$/.test(t.raw)) unit = LETTER_SIZES[unit];
    if (COUNT_MULTIPLIERS[unit] !== void 0) {
      value *= COUNT_MULTIPLIERS[unit];
      unit = "";
    }
    const duration = durationUnit(unit, attached);
    if (duration !== void 0) {
      const period = prev?.norm === "every" ? "every" : void 0;
      keep(found, used, { dim: "duration", value: value * duration, period, key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      keep(found, used, { dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      keep(found, used, { dim: "percent", value, key: NO_KEY, bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PIXEL_UNITS.has(unit)) {
      keep(found, used, { dim: "pixels", value, key: axisAround(tokens, i, last), bound: boundAround(tokens, i, last, n.bound), written: rawSpan(tokens, i, last), first: i, last });
      i = last;
      continue;
    }
    const acronym = RATE_ACRONYMS[unit] ?? (unit === "" && after?.kind === "word" ? RATE_ACRONYMS[after.norm] : void 0);
    if (acronym) {
      const rateLast = unit === "" ? end + 1 : end;
      keep(found, used, { dim: "rate", value: value / acronym.per * 1e3, key: acronym.key, bound: boundAround(tokens, i, rateLast, n.bound, true), written: rawSpan(tokens, i, rateLast), first: i, last: rateLast, scope: scopeAfter(tokens, rateLast + 1) });
      i = rateLast;
      continue;
    }
    const basisLast = basisPointsLast(tokens, i, end, unit);
    if (basisLast >= 0) {
      keep(found, used, { dim: "percent", value: value / 100, key: NO_KEY, bound: boundAround(tokens, i, basisLast, n.bound), written: rawSpan(tokens, i, basisLast), first: i, last: basisLast });
      i = basisLast;
      continue;
    }
    const data = dataRate(unit, unit === "" ? after : void 0, t);
    if (data !== null) {
      const dataLast = unit === "" ? end + 1 : end;
      keep(found, used, { dim: "rate", value: value * data.per, key: data.key, bound: boundAround(tokens, i, dataLast, n.bound, true), written: rawSpan(tokens, i, dataLast), first: i, last: dataLast });
      i = dataLast;
      continue;
    }
    const hertz = FREQUENCY_UNITS[unit] ?? (unit === "" && (after?.kind === "word" || after?.kind === "code" && !after.quoted) ? FREQUENCY_UNITS[after.norm] : void 0);
    if (hertz !== void 0 && value > 0) {
      const hzLast = unit === "" ? end + 1 : end;
      keep(found, used, { dim: "duration", value: 1e3 / (value * hertz), period: "hz", key: NO_KEY, bound: boundAround(tokens, i, hzLast, n.bound), written: rawSpan(tokens, i, hzLast), first: i, last: hzLast });
      i = hzLast;
      continue;
    }
    const measure2 = attached || after !== void 0 && (after.kind === "word" || after.kind === "code" && !after.quoted && VOLUME_UNITS[after.norm] !== void 0) ? measureAt(tokens, i, end, value, unit, n.bound) : null;
    if (measure2 !== null) {
      keep(found, used, measure2);
      i = measure2.last;
      continue;
    }
    if (unit !== "") continue;
    const spanPer = after && after.kind === "word" ? /^([a-z]+)\/([a-z]+)$/.exec(after.norm) : null;
    const spanUnit = spanPer && durationUnit(spanPer[2], false) !== void 0 ? durationUnit(spanPer[1], false) : void 0;
    if (spanUnit !== void 0) {
      keep(found, used, { dim: "duration", value: value * spanUnit, key: NO_KEY, bound: boundAround(tokens, i, end + 1, n.bound), written: rawSpan(tokens, i, end + 1), first: i, last: end + 1 });
      i = end + 1;
      continue;
    }
    const slashed = after && after.kind === "word" ? /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(after.norm) : null;
    if (slashed) {
      const per = durationUnit(slashed[2], true);
      const metres = LENGTH_UNITS[slashed[1]];
      const noun = after.terms[0];
      const key2 = metres !== void 0 ? LENGTH_KEYS : noun === void 0 ? NO_KEY : rateKey([COUNT_SYNONYMS[noun] ?? noun]);
      keep(found, used, { dim: "rate", value: value * (metres ?? 1) / per * 1e3, key: key2, bound: boundAround(tokens, i, end + 1, n.bound, true), written: rawSpan(tokens, i, end + 1), first: i, last: end + 1, scope: scopeAfter(tokens, end + 2) });
      i = end + 1;
      continue;
    }
    let { key, last: keyLast } = countKey(tokens, end + 1);
    const event = key.length === 0 && tokens[end + 1]?.kind === "word" ? stem(tokens[end + 1].norm) : "";
    if (RATE_EVENTS.has(event) && rateAfter(tokens, end + 2)) {
      key = [event];
      keyLast = end + 1;
    }
    const rate = rateAfter(tokens, Math.max(end, keyLast) + 1);
    if (rate && (key.length === 0 ? t.norm === "twice" || t.norm === "thrice" : keyLast === end + 1 && /^times?$/.test(tokens[keyLast].norm)) && value > 0) {
      keep(found, used, { dim: "duration", value: rate.per / value, period: "often", key: NO_KEY, bound: boundAround(tokens, i, rate.last, n.bound), written: rawSpan(tokens, i, rate.last), first: i, last: rate.last });
      i = rate.last;
      continue;
    }
    if (rate) {
      const metres = keyLast === end + 1 ? LENGTH_UNITS[tokens[end + 1].norm] : void 0;
      if (metres !== void 0) {
        value *= metres;
        key = LENGTH_KEYS;
      }
      keep(found, used, { dim: "rate", value: value / rate.per * 1e3, key: rateKey(key), bound: boundAround(tokens, i, rate.last, n.bound, true), written: rawSpan(tokens, i, rate.last), first: i, last: rate.last, scope: scopeAfter(tokens, rate.last + 1) });
      i = rate.last;
      continue;
    }
    const countLast = Math.max(end, keyLast);
    const setting = key.length === 0 && !attached ? settingBefore(tokens, i) : null;
    if (setting) {
      const platform = deploymentTargetOf(setting.norm);
      if (platform) {
        keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.raw), key: [platform], bound: null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      const runtime = /^(?:>=|\^|~|==)|^\d+\.\d/.test(t.raw.trim()) ? RUNTIMES.has(normalizeName(setting.norm.split(/[._-]/).pop())) : false;
      if (runtime) {
        const constraint = /^(>=|\^|~|==)?\s*v?(\d+(?:\.\d+)*)/.exec(t.raw.trim());
        const pinned = versionParts(constraint[2]);
        const parts = constraint[1] === "^" ? pinned.slice(0, pinned[0] === 0 ? 2 : 1) : constraint[1] === "~" ? pinned.slice(0, 2) : pinned;
        keep(found, used, { dim: "version", value: NaN, parts, key: [normalizeName(setting.norm.split(/[._-]/).pop())], bound: constraint[1] === ">=" ? "min" : null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      const keyed = keyedRate(setting.raw, value);
      if (keyed) {
        keep(found, used, { dim: keyed.dim, value: keyed.value, period: keyed.period, key: keyed.key, bound: boundAround(tokens, i, countLast, n.bound), written: `${setting.raw} = ${rawSpan(tokens, i, end)}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      keep(found, used, { dim: "count", value, key: anchorTerms(setting.norm), bound: boundAround(tokens, i, countLast, n.bound), written: `${setting.raw} = ${rawSpan(tokens, i, end)}`, first: i, last: countLast });
      i = countLast;
      continue;
    }
    keep(found, used, { dim: "count", value, key, bound: boundAround(tokens, i, countLast, n.bound), written: rawSpan(tokens, i, countLast), first: i, last: countLast, scope: scopeAfter(tokens, countLast + 1) });
    i = countLast;
  }
  joinRanges(tokens, found);
  relativeChanges(tokens, found);
  for (const q of found) {
    const before = ` ${phraseBefore(tokens, q.first, 3)}`;
    if (NAMED_MAX_BEFORE.some((p) => before.endsWith(` ${p}`))) {
      q.bound = "max";
      q.namedBound = true;
      continue;
    }
    if (q.bound !== null) continue;
    const after = ` ${phraseAfter(tokens, q.last, 3)} `;
    const named = /^ (?:is|are) (?:the |a |our )?(\w+) /.exec(after)?.[1];
    if (named && (NAMED_MIN.has(named) || NAMED_MAX.has(named))) {
      q.bound = NAMED_MIN.has(named) ? "min" : "max";
      q.namedBound = true;
      continue;
    }
    for (let j = 0; j < q.first; j++) {
      const w = tokens[j];
      const name = w.kind === "word" ? w.norm : w.kind === "code" ? limitOfName(w.raw) : "";
      if (NAMED_MIN.has(name)) q.bound = "min";
      else if (NAMED_MAX.has(name)) q.bound = "max";
      else continue;
      q.namedBound = true;
    }
  }
  let msrv = false;
  let versionWord = false;
  for (let k = 0; k < tokens.length; k++) {
    const norm = tokens[k].norm;
    if (norm === "msrv") msrv = true;
    else if (norm === "version" || norm === "versions" || norm === "target" && tokens[k - 1]?.norm === "deployment") versionWord = true;
  }
  if (msrv || versionWord) bareVersions(tokens, found, msrv);
  for (const q of found) if (q.dim === "version") q.among = amongOthers(tokens, q);
  nameSettings(tokens, found);
  return found;
}
function bareVersions(tokens, found, msrv) {
  const names = [];
  for (const t of tokens) if (VERSIONED.has(normalizeName(t.norm)) && t.norm !== "version" && t.norm !== "v") names.push(normalizeName(t.norm));
  if (msrv) names.push("rust");
  for (const q of found) {
    if (q.dim !== "count" || q.key.length > 0) continue;
    q.dim = "version";
    q.parts = versionParts(q.written);
    q.value = NaN;
    q.key = [...new Set(names)];
  }
}
var RANGE_LEADS = /* @__PURE__ */ new Set(["anywhere", "ranges", "range", "ranging", "varies", "vary", "varying", "scales", "somewhere"]);
var DASHES = /* @__PURE__ */ new Set(["-", "\u2013", "\u2014", "\u2012"]);
function rangeBetween(tokens, a, b) {
  if (b.first !== a.last + 2) return false;
  const link = tokens[a.last + 1].norm;
  if (DASHES.has(link)) return true;
  const lead = tokens[a.first - 1]?.norm;
  if (link === "and") return lead === "between";
  if (link !== "to" && link !== "through") return false;
  if (lead === "from" && RANGE_LEADS.has(tokens[a.first - 2]?.norm ?? "")) return true;
  const k = STATE_ADVERBS.has(lead ?? "") ? a.first - 2 : a.first - 1;
  const copula = tokens[k]?.norm;
  return (copula === "is" || copula === ":" || copula === "of" || copula === "=") && RANGE_NOUNS.has(tokens[k - 1]?.norm ?? "");
}
var RANGE_NOUNS = /* @__PURE__ */ new Set(["range", "ranges", "portrange", "port-range", "span", "window", "band"]);
var PORT_RANGE_WORDS = /* @__PURE__ */ new Set(["port", "ports", "port's", "portrange", "port-range"]);
var PORT_RANGE_STOPS = /* @__PURE__ */ new Set([",", ";", ".", "(", ")", "\u2014", "\u2192"]);
function portsNamedBefore(tokens, i) {
  for (let k = i - 1; k >= 0 && k >= i - 8; k--) {
    const t = tokens[k];
    if (t.kind === "punct" && PORT_RANGE_STOPS.has(t.norm)) return false;
    if (PORT_RANGE_WORDS.has(t.norm)) return true;
  }
  return false;
}
function portRange(t, i, low, high) {
  if (!Number.isInteger(low) || !Number.isInteger(high) || low < 1 || high > 65535) return null;
  return { dim: "port", value: high, low, key: ["port"], bound: null, written: t.raw, first: i, last: i };
}
function dashedRange(tokens, i, low, high) {
  const unit = tokens[i + 1].norm;
  const shape = { bound: null, written: `${tokens[i].raw} ${tokens[i + 1].raw}`, first: i, last: i + 1 };
  const duration = durationUnit(unit, false);
  if (duration !== void 0) return { dim: "duration", value: high * duration, low: low * duration, key: NO_KEY, ...shape };
  const size = SIZE_UNITS[unit];
  if (size) return { dim: "size", value: high * size[0], low: low * size[0], key: NO_KEY, ...shape };
  if (PERCENT_UNITS.has(unit)) return { dim: "percent", value: high, low, key: NO_KEY, ...shape };
  const { key, last } = countKey(tokens, i + 1);
  if (key.length === 0) return null;
  return { dim: "count", value: high, low, key, ...shape, written: rawSpan(tokens, i, last), last };
}
function joinRanges(tokens, found) {
  for (let n = found.length - 2; n >= 0; n--) {
    const a = found[n];
    const b = found[n + 1];
    if (b.dim === "version" || b.dim === "text" || b.dim === "port" || a.bound !== null || b.bound !== null || !rangeBetween(tokens, a, b)) continue;
    let low = a.value;
    if (a.dim !== b.dim) {
      const upper = tokens[b.first].kind === "number" ? readNumber(tokens[b.first]) : null;
      if (a.dim !== "count" || a.key.length > 0 || a.first !== a.last || !upper || upper.value === 0) continue;
      low = a.value * (b.value / upper.value);
    }
    if (!(low < b.value)) continue;
    const from = tokens[a.first - 1]?.norm === "between" ? a.first - 1 : a.first;
    const range = shaped(b);
    range.low = low;
    range.written = rawSpan(tokens, from, b.last);
    range.first = a.first;
    if (range.dim === "count" && range.key.length === 0 && portsNamedBefore(tokens, from)) {
      const ports = portRange(tokens[b.first], b.first, low, b.value);
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
var CHANGE_FACTORS = table({ doubled: 2, tripled: 3, quadrupled: 4, halved: 0.5 });
var CHANGE_DIMS = /* @__PURE__ */ new Set(["count", "duration", "size", "percent", "rate", "pixels"]);
function relativeChanges(tokens, found) {
  found.forEach((q, n) => {
    if (tokens[q.first - 1]?.norm !== "from" || !CHANGE_DIMS.has(q.dim) || q.low !== void 0) return;
    let verb2 = q.first - 2;
    let factor = CHANGE_FACTORS[tokens[verb2]?.norm ?? ""];
    if (factor === void 0 && tokens[verb2]?.norm === "half" && (tokens[verb2 - 1]?.norm === "in" || tokens[verb2 - 1]?.norm === "by")) {
      factor = 0.5;
      verb2 -= 2;
    }
    const next = found[n + 1];
    if (factor === void 0 || next && tokens.slice(q.last + 1, next.first).some((t) => t.norm === "to")) return;
    q.value *= factor;
    if (q.alt !== void 0) q.alt *= factor;
    q.written = rawSpan(tokens, verb2, q.last);
    q.first = verb2;
  });
}
var ATTACHED_VERSION = /^(?:v\d+(?:\.\d+)*|[a-z][a-z.]*?\d+(?:\.\d+)+|[a-z]+\d+)$/;
var DOTTED_WORD = /^[\w.]+$/;
function versionWritten(tokens, i) {
  const t = tokens[i];
  if (t.quoted && !DOTTED_WORD.test(t.raw)) return null;
  if (!ATTACHED_VERSION.test(t.norm)) return null;
  const prev = tokens[i - 1];
  const v = /^v(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (v) {
    if (!prev || prev.kind !== "word" && prev.kind !== "code") return null;
    const name2 = normalizeName(prev.norm);
    if (!VERSIONED.has(name2) && !VERSIONED.has(prev.norm) && !/^[A-Z]/.test(prev.raw)) return null;
    const key = name2 === "version" || name2 === "v" ? NO_KEY : [name2];
    return { dim: "version", value: NaN, parts: versionParts(v[1]), key, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i };
  }
  const attached = /^([a-z][a-z.]*?)(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (!attached) return null;
  const name = normalizeName(attached[1]);
  const dotted = attached[2].includes(".");
  if (!RUNTIMES.has(name) && !(dotted && VERSIONED.has(name))) return null;
  return { dim: "version", value: NaN, parts: versionParts(attached[2]), key: [name], bound: boundAround(tokens, i, i, null), written: t.raw, first: i, last: i };
}
var RUNTIMES = new Set("dotnet netstandard python node java php ruby go golang perl lua scala kotlin swift gcc clang llvm".split(" "));
var SEVERAL_VERSIONS = /* @__PURE__ */ new Set(["matrix", "both", "either"]);
var PAIRING = /* @__PURE__ */ new Set(["both", "either"]);
function amongOthers(tokens, q) {
  for (const t of tokens) if (SEVERAL_VERSIONS.has(t.norm) && (!PAIRING.has(t.norm) || numberOutside(tokens, q))) return true;
  return joinsValues(tokens, q.last + 1) && (valueAt(tokens, q.last + 2) || tokens[q.last + 2]?.norm === "node" && valueAt(tokens, q.last + 3)) || joinsValues(tokens, q.first - 1) && valueAt(tokens, q.first - 2);
}
var VALUE_JOINERS = /* @__PURE__ */ new Set(["and", "or", ",", "/", "through", "&"]);
function numberOutside(tokens, q) {
  for (let k = 0; k < tokens.length; k++) if (tokens[k].kind === "number" && (k < q.first || k > q.last)) return true;
  return false;
}
function joinsValues(tokens, k) {
  return VALUE_JOINERS.has(tokens[k]?.norm ?? "");
}
function valueAt(tokens, k) {
  return tokens[k] !== void 0 && (tokens[k].kind === "number" || ATTACHED_VERSION.test(tokens[k].norm));
}
function nameSettings(tokens, found) {
  for (let n = 0; n < found.length; n++) nameSetting(tokens, found, found[n], n);
}
function nameSetting(tokens, found, q, n) {
  if (q.dim === "version") {
    const name = tokens[q.first - 1];
    if (q.key.length > 0 && name && q.key.includes(normalizeName(name.norm))) q.namedBy = [q.first - 1];
    return;
  }
  if (q.dim === "text" || q.dim === "clock" || q.dim === "port") return;
  const from = n > 0 ? found[n - 1].last + 1 : 0;
  const to = n + 1 < found.length ? found[n + 1].first : tokens.length;
  const naming = q.scope === "page" ? { quantity: catalogueQuantity("page size"), unit: "", tokens: [q.last + 2] } : nameQuantity(tokens, q.first, q.last, from, to, q.key, q.written);
  if (!naming) return;
  const entry = naming.quantity;
  if (q.dim === "count" && entry.dims.has("percent") && q.value > 0 && q.value < 1) {
    q.dim = "percent";
    q.value *= 100;
    q.key = NO_KEY;
  }
  if (!entry.dims.has(q.dim)) {
    const size = naming.unit ? SIZE_UNITS[naming.unit] : void 0;
    const duration = naming.unit ? durationUnit(naming.unit, true) : void 0;
    if (q.dim !== "count" || q.bound === "min") return;
    if (size && entry.dims.has("size")) {
      q.dim = "size";
      q.alt = q.value * size[1];
      q.value *= size[0];
    } else if (duration !== void 0 && entry.dims.has("duration")) {
      q.dim = "duration";
      q.value *= duration;
    } else if (entry.dims.size === 1 && entry.dims.has("percent") && Number.isInteger(q.value) && q.value > 1 && q.value <= 100 && /[=:]/.test(q.written)) {
      q.dim = "percent";
    } else return;
    q.key = NO_KEY;
  }
  q.setting = entry.id;
  const namedBy2 = new Set(naming.tokens);
  for (let i = Math.max(from, q.first - 8); i < Math.min(to, q.last + 4); i++) if (!namedBy2.has(i) && (i < q.first || i > q.last) && namesQuantity(tokens[i], entry.id)) namedBy2.add(i);
  q.namedBy = [...namedBy2];
  if (entry.binaryK && q.dim === "count" && /\dk$/i.test(q.written)) q.alt = q.value / 1e3 * 1024;
}
var COPULAS2 = [["is"], ["are"], ["was"], ["were"], ["="], ["defaults", "to"], ["default", "to"], ["set", "to"], ["changed", "to"], ["equals"], ["is", "now"], ["are", "now"]];
var AFTER_VALUE = /* @__PURE__ */ new Set(["in", "on", "for", "across", "everywhere", "by", "now", "again", "since", "as", "and"]);
function textValue(tokens, i) {
  if (!copulaBefore(tokens, i)) return null;
  const t = tokens[i];
  if (/\s/.test(t.raw.trim())) return null;
  const text = t.quoted ? t.terms[0] ?? t.norm : t.raw.toLowerCase();
  const next = tokens[i + 1];
  if (next && next.kind !== "punct" && !AFTER_VALUE.has(next.norm)) return null;
  return { dim: "text", value: NaN, text, key: NO_KEY, bound: null, written: t.quoted ? `\`${t.raw}\`` : t.raw, first: i, last: i };
}
function copulaBefore(tokens, i) {
  for (const c of COPULAS2) {
    let k = 0;
    while (k < c.length && tokens[i - c.length + k]?.norm === c[k]) k++;
    if (k === c.length) return true;
  }
  return false;
}
function cronQuantities(raw, index) {
  const at = cronQuantity(raw, index);
  if (at === null) return null;
  if (at.dim !== "clock") return [at];
  const [, , day, month, weekday] = raw.trim().split(/\s+/);
  if (day !== "*" || month !== "*") return [at];
  const every = weekday === "*" ? MS.d : /^\d$/.test(weekday) || /^[A-Z]{3}$/i.test(weekday) ? 7 * MS.d : 0;
  return every === 0 ? [at] : [at, { dim: "duration", value: every, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
}
function cronQuantity(raw, index) {
  const fields = raw.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.slice(2).every((f) => /^[\d*,/-]+$|^[A-Z]{3}(?:-[A-Z]{3})?$/i.test(f))) return null;
  const [minute, hour, day, month, weekday] = fields;
  const shape = { key: NO_KEY, bound: null, written: raw, first: index, last: index };
  const fixed = (f) => /^\d+$/.test(f);
  const step = (f) => /^\*\/\d+$/.test(f) ? Number(f.slice(2)) : 0;
  if (fixed(minute) && fixed(hour)) return { dim: "clock", value: Number(hour) * 60 + Number(minute), ...shape };
  if (day !== "*" || month !== "*" || weekday !== "*") return null;
  if (hour === "*" && step(minute) > 0) return { dim: "duration", value: step(minute) * MS.min, ...shape };
  if (hour === "*" && fixed(minute)) return { dim: "duration", value: MS.h, ...shape };
  if (fixed(minute) && step(hour) > 0) return { dim: "duration", value: step(hour) * MS.h, ...shape };
  return null;
}
function scopeAfter(tokens, from) {
  const a = tokens[from]?.norm;
  if (a === "per") return perScope(tokens, from);
  if (a === "in" && tokens[from + 1]?.norm === "total" || a === "total" || a === "overall" || a === "combined" || a === "altogether") return "total";
  return void 0;
}
var NOT_SCOPE_WORDS = new Set("now again instead anymore today currently default defaults only too also then still".split(" "));
function perScope(tokens, i) {
  let scope;
  for (let j = i + 1; j < tokens.length && j <= i + 3; j++) {
    const t = tokens[j];
    if (t.kind !== "word" && t.kind !== "code" || t.terms.length === 0 || PREPOSITIONS.has(t.norm) || isUnitWord(t.norm)) break;
    if (t.kind === "word" && (NOT_SCOPE_WORDS.has(t.norm) || /[a-z]{3}ly$/.test(t.norm))) break;
    scope = t.terms[t.terms.length - 1];
  }
  return scope;
}
function rateAfter(tokens, from) {
  const word2 = tokens[from];
  if (!word2) return null;
  const often = FREQUENCY_WORDS[word2.norm];
  if (often !== void 0) return { per: often, last: from };
  if (RATE_WORDS.has(word2.norm)) {
    const unit = tokens[from + 1];
    const per = unit ? durationUnit(unit.norm, false) : void 0;
    if (per !== void 0) return { per, last: from + 1 };
  }
  const slash = /^\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(word2.norm);
  if (slash) return { per: durationUnit(slash[1], true), last: from };
  return null;
}
function giveUnit(q, unit) {
  if (q.dim !== "count" || q.low !== void 0) return false;
  const duration = durationUnit(unit, false);
  const size = SIZE_UNITS[unit];
  if (duration !== void 0) {
    q.dim = "duration";
    q.value *= duration;
  } else if (size !== void 0) {
    q.dim = "size";
    q.alt = q.value * size[1];
    q.value *= size[0];
  } else if (PERCENT_UNITS.has(unit)) q.dim = "percent";
  else return false;
  q.key = NO_KEY;
  q.written = `${q.written} ${unit}`;
  return true;
}
var UNIT_TERMS = new Set(
  [...Object.keys(DURATION_UNITS), ...Object.keys(SIZE_UNITS), ...Object.keys(FREQUENCY_UNITS), "millis", "msec", "pct", "percent", "percentage", "px", "pixels"].filter((u) => u.length > 1).map((u) => termOfWord(u))
);
function isUnitTerm(term) {
  return UNIT_TERMS.has(term) || isUnitWord(term);
}
function isUnitWord(norm) {
  return DURATION_UNITS[norm] !== void 0 || SIZE_UNITS[norm] !== void 0 || PERCENT_UNITS.has(norm) || PIXEL_UNITS.has(norm);
}
var TOOL_NAMES = table({
  nodejs: "node",
  net: "dotnet",
  ".net": "dotnet",
  netcoreapp: "dotnet",
  py: "python",
  python3: "python",
  go: "golang",
  openjdk: "java",
  jdk: "java",
  postgresql: "postgres",
  k8s: "kubernetes"
});
function normalizeName(norm) {
  const n = norm.replace(/\.js$/, "");
  return TOOL_NAMES[n] ?? n;
}
var DEPLOYMENT_PLATFORMS = table({ iphoneos: "ios", macosx: "macos", tvos: "tvos", watchos: "watchos", xros: "visionos" });
function deploymentTargetOf(name) {
  const m = /^([a-z]+)_deployment_target$/i.exec(name);
  return m ? DEPLOYMENT_PLATFORMS[m[1].toLowerCase()] : void 0;
}
function versionOf(parts, key, raw, index) {
  return { dim: "version", value: NaN, parts, key, bound: null, written: raw, first: index, last: index };
}
function versionConstant(raw, index) {
  if (!raw.includes("Version") && !raw.includes("_DEPLOYMENT_TARGET") && !raw.includes("</")) return null;
  const java = /\bJava(?:Language)?Version\.(?:VERSION_(\d+(?:_\d+)*)\b|of\(\s*(\d+)\s*\))/.exec(raw);
  if (java) {
    const parts = versionParts((java[1] ?? java[2]).replace(UNDERSCORES, "."));
    return versionOf(parts[0] === 1 && parts.length > 1 ? parts.slice(1) : parts, ["java"], raw, index);
  }
  const target = /\b([A-Z]+_DEPLOYMENT_TARGET)\s*=\s*["']?(\d+(?:\.\d+)*)/.exec(raw);
  const platform = target ? deploymentTargetOf(target[1]) : void 0;
  if (platform) return versionOf(versionParts(target[2]), [platform], raw, index);
  const framework = /<(TargetFramework|TargetFrameworkVersion)>\s*v?([a-z]*)(\d+(?:\.\d+)*)\s*<\/\1>/i.exec(raw);
  if (framework) return versionOf(versionParts(framework[3]), [normalizeName(framework[2].toLowerCase() || "net")], raw, index);
  return null;
}
var IMAGE_REFERENCE = /(?:^|[\s="'/])([a-z][\w.-]*):(\d+(?:\.\d+)*)(-[\w.-]+)?(?=$|[\s"',;@])/gi;
var VERSION_PIN = /["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=]\s*|\s+)(["']?)\s*(~>|\^|~|>=|==|>)?\s*v?(\d+(?:\.\d+)*)(?:\.x|\.\*)?\2(?=$|[\s"',;})\]])/g;
var VERSION_NAME_PARTS = /* @__PURE__ */ new Set(["version", "ver", "required", "requires", "min", "minimum", "target"]);
var CALLED_WITH_VERSION = /([A-Za-z_]\w*)\s*\(\s*$/;
var NAME_VALUE_SEPARATOR = /[:=\s]/;
function codeVersions(raw, index) {
  const out = [];
  if (!NAME_VALUE_SEPARATOR.test(raw)) return out;
  const imageContext = /^(?:FROM\s|image\s*:)/i.test(raw);
  if (raw.includes(":")) for (const m of raw.matchAll(IMAGE_REFERENCE)) {
    if (!imageContext && !m[2].includes(".") && m[3] === void 0) continue;
    if (/version$/i.test(m[1])) continue;
    if (m[1].toLowerCase() === "localhost" || m[1].includes(".") && m[3] === void 0 && !imageContext) continue;
    out.push({ dim: "version", value: NaN, first: index, last: index, parts: versionParts(m[2]), key: [normalizeName(m[1].toLowerCase())], bound: null, written: m[0].replace(/^[\s="'/]/, "") });
  }
  if (out.length > 0 || !/\d/.test(raw)) return out;
  for (const m of raw.matchAll(VERSION_PIN)) {
    const name = m[1];
    const quoted = m[2] !== "";
    const constraint = m[3] ?? "";
    const digits = m[4];
    const ids = splitIdentifier(name);
    const parts = [];
    let versionNamed = false;
    for (let i = 0; i < ids.length; i++) {
      const x = ids[i].toLowerCase();
      if (x === "version" || x === "ver") versionNamed = true;
      parts.push(x);
    }
    const tool = normalizeName(name.toLowerCase());
    const known = VERSIONED.has(tool) || RUNTIMES.has(tool);
    const isVersion = constraint === "^" || constraint === "~" || constraint === "~>" || versionNamed && (digits.includes(".") || quoted || constraint !== "" || parts.length > 1) || known && tool !== "version" && tool !== "v" && (digits.includes(".") || quoted || constraint !== "" || RUNTIMES.has(tool)) || quoted && constraint !== "" && /^[a-z@][\w./-]*$/.test(name) || // `POSTGIS="3.4.2"`, `sdk: "2.19.6"`: a quoted number of three parts is only ever a version.
    quoted && /^\d+\.\d+\.\d+$/.test(digits) && !/^(?:port|host|ip|addr|address)$/i.test(name);
    if (!isVersion) continue;
    const named = [];
    const call = tool === "version" ? CALLED_WITH_VERSION.exec(raw.slice(0, m.index)) : null;
    let calledMin = false;
    if (call) {
      const callIds = splitIdentifier(call[1]);
      for (let i = 0; i < callIds.length; i++) {
        const x = callIds[i].toLowerCase();
        if (NAMED_MIN.has(x)) calledMin = true;
        if (!VERSION_NAME_PARTS.has(x)) named.push(normalizeName(x));
      }
    } else if (versionNamed || parts.length > 1) {
      for (let i = 0; i < parts.length; i++) if (!VERSION_NAME_PARTS.has(parts[i])) named.push(normalizeName(parts[i]));
    } else named.push(tool);
    const key = named.length === 0 || named.every((x) => x === "version" || x === "v") ? NO_KEY : [named.join("-")];
    let numbers = versionParts(digits);
    if (constraint === "^" || constraint === "~>") numbers = numbers[0] === 0 ? numbers.slice(0, 2) : numbers.slice(0, 1);
    else if (constraint === "~") numbers = numbers.slice(0, 2);
    const bound = constraint === ">=" || constraint === ">" || calledMin ? "min" : null;
    out.push({ dim: "version", value: NaN, first: index, last: index, parts: numbers, key, bound, written: m[0].trim() });
  }
  return out;
}
var CALL_UNITS = table({
  millis: 1,
  milliseconds: 1,
  millisecond: 1,
  ms: 1,
  secs: MS.s,
  seconds: MS.s,
  second: MS.s,
  mins: MS.min,
  minutes: MS.min,
  minute: MS.min,
  hours: MS.h,
  hour: MS.h,
  days: MS.d,
  day: MS.d
});
var UNIT_NAMED_CALL = /(?:\b(?:from_?|of)|[.:])(millis|milliseconds|ms|secs|seconds|mins|minutes|hours|days)\s*\(\s*(\d[\d_]*(?:\.\d+)?)\s*\)/i;
var UNIT_METHOD = /(?:^|[\s(=,:])(\d[\d_]*)\.(milliseconds|seconds|minutes|hours|days|second|minute|hour|day)\b/;
var UNIT_ARGUMENT = /(\d[\d_]*)\s*,\s*(?:TimeUnit\.|unit\s*:\s*['"]?)(milliseconds|seconds|minutes|hours|days)\b/i;
var GO_DURATION = /(?:(\d[\d_]*)\s*\*\s*time\.(Millisecond|Second|Minute|Hour)\b|\btime\.(Millisecond|Second|Minute|Hour)\s*\*\s*(\d[\d_]*))/;
function durationCall(raw) {
  const method = raw.includes(".") ? UNIT_METHOD.exec(raw) : null;
  if (method) return Number(method[1].replace(UNDERSCORES, "")) * CALL_UNITS[method[2].toLowerCase()];
  if (!raw.includes("(") && !raw.includes("time.")) return null;
  const call = UNIT_NAMED_CALL.exec(raw);
  if (call) return Number(call[2].replace(UNDERSCORES, "")) * CALL_UNITS[call[1].toLowerCase()];
  const argument = UNIT_ARGUMENT.exec(raw);
  if (argument) return Number(argument[1].replace(UNDERSCORES, "")) * CALL_UNITS[argument[2].toLowerCase()];
  const go = GO_DURATION.exec(raw);
  if (go) return Number((go[1] ?? go[4]).replace(UNDERSCORES, "")) * CALL_UNITS[(go[2] ?? go[3]).toLowerCase()];
  return null;
}
var SPAN_CALL = /(?:^|[\s.:>])([A-Za-z]\w*?)(Timeout|Interval|Delay|Wait|_timeout|_interval|_delay|_wait)\s*\(\s*(\d[\d_]*(?:\.\d+)?)\s*\)/;
var TOOL_RELEASE = /(?:^|[\s/:="'])([a-z][a-z]+)-(\d+\.\d+(?:\.\d+)?)(?=$|[\s"',;)])/i;
var PORT_NAME = /(?:[._-]port|[a-z0-9]Port|[A-Z0-9]_PORT)$/;
var CODE_WITHOUT_VALUES = /* @__PURE__ */ new Set();
function quantitiesInCode(t, index) {
  if (CODE_WITHOUT_VALUES.has(t.raw)) return NO_QUANTITIES;
  const found = codeQuantities(t, index);
  if (found.length === 0) {
    if (CODE_WITHOUT_VALUES.size >= 5e4) CODE_WITHOUT_VALUES.clear();
    CODE_WITHOUT_VALUES.add(t.raw);
  }
  return found;
}
var BARE_SETTING = /^["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=]\s*|\s)["']?(\d[\d_]*(?:\.\d+)?)["']?$/;
function unitAfterSetting(q, code, unit) {
  if (unit === void 0 || unit.kind !== "word" || unit.norm.length < 2 || !isUnitWord(unit.norm) || q.low !== void 0) return false;
  const setting = BARE_SETTING.exec(code.raw.trim());
  if (setting === null) return false;
  if (q.dim === "count") {
    if (q.key.length === 0 || !giveUnit(q, unit.norm)) return false;
    q.last += 1;
    return true;
  }
  const duration = durationUnit(unit.norm, false);
  if (q.dim !== "duration" || duration === void 0 || keyNamesUnit(setting[1])) return false;
  q.value = Number(setting[2].replace(UNDERSCORES, "")) * duration;
  q.alt = void 0;
  q.written = `${q.written} ${unit.norm}`;
  return true;
}
var PRODUCT = /(?<![\w.*])\(?\s*(\d+(?:\s*\*\s*\d+)+)\s*\)?(?![\w.*])/g;
var CRON_STARS = /\*\s*[*/]/;
var SPACED_KEY = /(^|;)\s*([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)+)\s*=/g;
var SPACES2 = / /g;
var LEADING_SEMICOLON = /^;\s*/;
function joinedKey(_, start, key) {
  return `${start}${key.replace(SPACES2, "_")}=`;
}
function multiplied(_, product) {
  let value = 1;
  for (const factor of product.split("*")) value *= Number(factor.trim());
  return String(value);
}
var IMAGE_TAG = /^([a-z][\w.-]*):(\d+(?:\.\d+)*)(?:-[\w.-]+)?$/i;
var TIMER_CALL = /\bset(Timeout|Interval)\s*\((?:[^()]|\([^()]*\))*,\s*(\d[\d_]*)\s*\)/;
var SPAN_HMS = /^["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*[:=]\s*["']?(?:(\d{1,3})-)?(\d{1,3}):([0-5]\d):([0-5]\d)["']?$/;
var SPAN_SETTING = /timeout|time[-_]?limit|wall[-_]?time|ttl|duration|expir|max[-_]?age|lifetime|wait|delay|retention|idle|^-{1,2}time$|^-t$/i;
var NAMED_VALUE = /^(?:["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*[:=]\s*)?["']?([\dPp][\w.]*)["']?$/;
var ES_EDITION = /^es(\d{1,4}|next)$/i;
var PACKAGE_AT_VERSION = /^(?:["']?[A-Za-z][\w.-]*["']?\s*[:=]\s*)?["']?((?:@[a-z0-9][\w.-]*\/)?[a-z][\w.-]*(?:\/[a-z][\w.-]*)?)@[v^~]?(\d+(?:\.\d+)*)["']?$/i;
var DEPENDENCY_CONSTRAINT = /^(?:[A-Za-z][\w-]*:\s*)?([A-Za-z][\w.+-]*)\s*\(\s*(>=|>|<=|<|=|==)\s*(\d+(?:\.\d+)*)\s*\)$/;
var MILLI_CPU_SETTING = /^["']?(?:[\w-]+\.)*v?cpus?["']?\s*[:=]\s*["']?(\d+)m["']?$/i;
function codeQuantities(t, index) {
  const out = [];
  const raw = t.raw.trim();
  const image = IMAGE_TAG.exec(raw);
  if (image) {
    return [{ dim: "version", value: NaN, parts: versionParts(image[2]), key: [normalizeName(image[1].toLowerCase())], bound: null, written: raw, first: index, last: index }];
  }
  const pinned = raw.includes("@") ? PACKAGE_AT_VERSION.exec(raw) : null;
  if (pinned) {
    return [{ dim: "version", value: NaN, parts: versionParts(pinned[2]), key: [normalizeName(pinned[1].toLowerCase())], bound: null, written: raw, first: index, last: index }];
  }
  const dependency = raw.includes("(") ? DEPENDENCY_CONSTRAINT.exec(raw) : null;
  if (dependency) {
    const bound = VERSION_COMPARISONS[dependency[2]] ?? null;
    return [{ dim: "version", value: NaN, parts: versionParts(dependency[3]), key: [normalizeName(dependency[1].toLowerCase())], bound, compared: bound !== null, written: raw, first: index, last: index }];
  }
  const milliCpu = MILLI_CPU_SETTING.exec(raw);
  if (milliCpu) {
    return [{ dim: "count", value: Number(milliCpu[1]) / 1e3, key: CPU_KEYS, bound: null, written: raw, first: index, last: index }];
  }
  const timer = TIMER_CALL.exec(raw);
  if (timer) {
    const period = timer[1] === "Interval" ? "every" : void 0;
    return [{ dim: "duration", value: Number(timer[2].replace(UNDERSCORES, "")), period, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const shift = raw.includes("<<") ? /(?:^|[\s(=:,])(\d+)\s*<<\s*(10|20|30|40)(?=$|[\s),;])/.exec(raw) : null;
  if (shift) {
    const bytes = Number(shift[1]) * 2 ** Number(shift[2]);
    return [{ dim: "size", value: bytes, alt: bytes, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const built = durationCall(raw);
  if (built !== null) return [{ dim: "duration", value: built, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  const spanCall = raw.includes("(") ? SPAN_CALL.exec(raw) : null;
  if (spanCall) {
    const value = Number(spanCall[3].replace(UNDERSCORES, ""));
    const [unit, other] = spanCall[2].startsWith("_") ? [MS.s, 1] : [1, MS.s];
    const period = /interval/i.test(spanCall[2]) ? "every" : void 0;
    return [{ dim: "duration", value: value * unit, alt: value * other, period, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const constant = versionConstant(raw, index);
  if (constant) return [constant];
  const versions = codeVersions(raw, index);
  if (versions.length > 0) return versions;
  const release = raw.includes("-") ? TOOL_RELEASE.exec(raw) : null;
  if (release) return [{ dim: "version", value: NaN, parts: versionParts(release[2]), key: [normalizeName(release[1].toLowerCase())], bound: null, written: release[0].replace(/^[\s/:="']/, ""), first: index, last: index }];
  if (raw.includes("-X")) {
    for (const jvm of raw.matchAll(/(?:^|[\s="'])(-X(?:mx|ms|ss)(\d+)([kmgt]?))(?=$|[\s"';])/gi)) {
      const size = SIZE_UNITS[LETTER_SIZES[jvm[3].toLowerCase()] ?? "b"];
      const value = Number(jvm[2]);
      out.push({ dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound: null, written: jvm[1], first: index, last: index });
    }
    if (out.length > 0) return out;
  }
  const hms = raw.includes(":") ? SPAN_HMS.exec(raw) : null;
  if (hms !== null && SPAN_SETTING.test(hms[1])) {
    const value = Number(hms[2] ?? 0) * MS.d + Number(hms[3]) * MS.h + Number(hms[4]) * MS.min + Number(hms[5]) * MS.s;
    const keyRaw = hms[1].replace(/^-+/, "");
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? "min" : NAMED_MAX.has(limit) ? "max" : null;
    if (value > 0) return [{ dim: "duration", value, key: NO_KEY, bound, namedBound: bound !== null, written: raw, first: index, last: index }];
  }
  const pieces = NAMED_VALUE.exec(raw);
  const compound = pieces ? compoundDuration(pieces[2]) : null;
  if (compound !== null) {
    const keyRaw = pieces[1]?.replace(/^-+/, "") ?? "";
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? "min" : NAMED_MAX.has(limit) ? "max" : null;
    return [{ dim: "duration", value: compound, key: NO_KEY, bound, namedBound: bound !== null, written: raw, first: index, last: index }];
  }
  const cron = cronQuantities(raw, index);
  if (cron) return cron;
  const es = ES_EDITION.exec(raw);
  if (es) return [{ dim: "version", value: NaN, parts: es[1].toLowerCase() === "next" ? [9999] : [Number(es[1])], key: ["es"], bound: null, written: raw, first: index, last: index }];
  const product = raw.includes("*") && !CRON_STARS.test(raw) ? raw.replace(PRODUCT, multiplied) : raw;
  const text = product.includes(" ") && product.includes("=") ? product.replace(SPACED_KEY, joinedKey) : product;
  const assignment = /([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|=>|\s)\s*['"]?(0x[0-9a-f]+|\d[\d_,]*(?:\.\d+)?(?:e[-+]?\d+)?)\s*([a-z%]*)['"]?(?=$|[\s,;})'"])/gi;
  let m;
  if (NAME_VALUE_SEPARATOR.test(text)) while ((m = assignment.exec(text)) !== null) {
    if (/,\d/.test(m[2]) && !THOUSANDS.test(m[2].replace(/,+$/, ""))) continue;
    const keyRaw = m[1].replace(/^-+/, "");
    const value = /^0x/i.test(m[2]) ? Number.parseInt(m[2].slice(2), 16) : Number(m[2].replace(/[_,]/g, ""));
    const implied = m[3] ? null : unitFromKey(keyRaw, value);
    let unit = (m[3] || implied.unit).toLowerCase();
    unit = letterSize(unit, splitIdentifier(keyRaw).map((x) => x.toLowerCase())) ?? unit;
    const keyTerms = anchorTerms(keyRaw);
    const written2 = product === raw ? m[0].trim().replace(LEADING_SEMICOLON, "") : raw;
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? "min" : NAMED_MAX.has(limit) ? "max" : null;
    if (/^port$/i.test(keyRaw)) {
      out.push({ dim: "port", value, key: ["port"], bound: null, written: written2, first: index, last: index });
      continue;
    }
    if (unit === "" && PORT_NAME.test(keyRaw)) {
      out.push({ dim: "port", value, key: keyTerms.filter((k) => k !== "port"), bound: null, written: written2, first: index, last: index });
      continue;
    }
    const duration = durationUnit(unit, true);
    if (duration !== void 0) {
      const alt = implied?.alt !== void 0 ? value * durationUnit(implied.alt, true) : void 0;
      out.push({ dim: "duration", value: value * duration, alt, key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      out.push({ dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      out.push({ dim: "percent", value, key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    if (PIXEL_UNITS.has(unit)) {
      out.push({ dim: "pixels", value, key: axisOfName(keyRaw), bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    const share = unit === "" ? shareOfName(keyRaw, value) : null;
    if (share !== null) {
      out.push({ dim: "percent", value: share, key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    const keyed = unit === "" ? keyedRate(keyRaw, value) : null;
    if (keyed) {
      out.push({ dim: keyed.dim, value: keyed.value, period: keyed.period, key: keyed.key, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    if (unit === "") out.push({ dim: "count", value, key: keyTerms, bound, namedBound: bound !== null, written: written2, first: index, last: index });
  }
  if (out.length > 0) return out;
  const setting = /^["']?([A-Za-z_][\w.-]*)["']?\s*(?:=|:\s)\s*["']?([\w.@/-]+)["']?;?$/.exec(raw);
  if (setting) {
    out.push({ dim: "text", value: NaN, text: setting[2].toLowerCase(), key: anchorTerms(setting[1]), bound: null, written: raw, first: index, last: index });
    return out;
  }
  const flag = /^--?([a-z][\w-]*)[ =](\d+)$/i.exec(raw);
  if (flag) out.push({ dim: "count", value: Number(flag[2]), key: [stem(flag[1].toLowerCase())], bound: null, written: raw, first: index, last: index });
  return out;
}

// src/contradiction/alternatives.ts
var EXCLUSIVE = [
  // Hosting and infrastructure
  ["cloud provider", "cloud hosted hosting provider infrastructure infra account", "aws|amazon web services, gcp|google cloud|google cloud platform, azure|microsoft azure, digitalocean|digital ocean, linode|akamai cloud, hetzner, ovh|ovhcloud, oracle cloud|oci, ibm cloud, alibaba cloud|aliyun, scaleway, vultr, upcloud, equinix metal, tencent cloud, huawei cloud, openstack, exoscale, civo"],
  ["container platform", "container containers cluster clusters orchestration orchestrator platform workload workloads deploy deployed deployment deployments service services task tasks", "ecs|amazon ecs|aws ecs|amazon elastic container service, eks|amazon eks|aws eks|amazon elastic kubernetes service, gke|google kubernetes engine, aks|azure kubernetes service, nomad, docker swarm|Swarm, cloud run|google cloud run, app runner|aws app runner, openshift, azure container apps, fargate|aws fargate"],
  ["container orchestrator", "container containers cluster orchestration orchestrator scheduler workload workloads", "kubernetes|k8s, nomad, docker swarm, ecs, mesos|marathon"],
  ["application hosting", "hosted hosting host deploy deployed deployment deploys platform paas", "heroku, fly.io|Fly|flyctl, vercel, netlify, Render|render.com, Railway|railway.app, app engine|google app engine, elastic beanstalk|beanstalk, digitalocean app platform, cloudflare pages, cloudflare workers|wrangler, firebase hosting, github pages, surge, azure app service, dokku, coolify"],
  ["serverless functions", "function functions serverless lambda handler handlers", "aws lambda|lambda, cloud functions|google cloud functions, azure functions, cloudflare workers, vercel functions, netlify functions, openfaas"],
  ["infrastructure as code", "infrastructure infra iac provisioned provisioning provision stack stacks resources", "terraform, opentofu|tofu, pulumi, cloudformation|aws cloudformation|cfn, aws cdk|cdk, cdktf|cdk for terraform, bicep, arm templates, crossplane, aws sam|Sam, serverless framework|sls, sst, winglang, kcl, crossplane compositions, Nitric"],
  ["configuration management", "configuration provisioning provisioned hosts machines playbooks", "ansible, Chef, Puppet, saltstack|Salt, cfengine"],
  ["container image build", "image images container containers build built", "docker|dockerfile, podman, buildah, kaniko, buildpacks|cloud native buildpacks|Pack, jib, Ko, nixpacks, bazel rules_oci"],
  ["container registry", "registry image images container containers pushed push published", "docker hub|dockerhub, ecr|amazon ecr, gcr|google container registry, artifact registry|google artifact registry, ghcr|ghcr.io|github container registry, quay|quay.io, Harbor, acr|azure container registry, gitlab container registry|registry.gitlab.com, jfrog container registry, digitalocean container registry, oracle container registry|ocir, zot registry, docker registry|distribution registry"],
  ["artifact repository", "artifact artifacts repository packages published", "artifactory|jfrog artifactory, Nexus|sonatype nexus, github packages, aws codeartifact|codeartifact, azure artifacts, verdaccio, gemfury"],
  ["cdn", "cdn edge cache cached static assets served delivery delivered", "cloudfront|amazon cloudfront, cloudflare, fastly, akamai, bunny|bunny.net|bunnycdn, cloud cdn|google cloud cdn, azure cdn|azure front door, keycdn, jsdelivr, gcore, cdn77, stackpath, edgio|limelight, imperva cdn, cloudflare cdn"],
  ["dns", "dns domain domains zone zones records nameservers", "route53|route 53|amazon route 53, cloudflare dns, cloud dns|google cloud dns, ns1, dnsimple, azure dns"],
  ["reverse proxy", "proxy reverse load balancer balancing ingress front traffic tls termination", "nginx|openresty, apache|httpd|apache httpd, caddy, traefik, haproxy, envoy, varnish, pingora, lighttpd, h2o, iis|microsoft iis, pomerium, oathkeeper"],
  ["service mesh", "mesh sidecar sidecars mtls", "istio, linkerd, consul connect, kuma, cilium service mesh, app mesh|aws app mesh"],
  ["api gateway", "gateway api edge routing", "Kong, apigee, aws api gateway|api gateway, tyk, Ambassador|Emissary, krakend, azure api management"],
  ["service discovery", "discovery registry registered lookup", "Consul, Eureka, etcd, zookeeper"],
  ["secrets", "secret secrets credentials credential keys key token tokens stored", "Vault|hashicorp vault, aws secrets manager|secrets manager, ssm parameter store|parameter store|ssm, gcp secret manager|google secret manager|secret manager, azure key vault|key vault, doppler, 1password|1password connect, sops, sealed secrets|sealed-secrets, infisical, Chamber, berglas"],
  ["continuous delivery", "cd delivery deploy deploys deployed deployment deployments release releases rollout gitops", "argo cd|argocd, Flux|fluxcd, spinnaker, Octopus|octopus deploy, Harness, codedeploy|aws codedeploy, capistrano, Deployer, kargo, keptn, flagger, argo rollouts, werf, waypoint, devtron, codefresh gitops, gocd"],
  ["continuous integration", "ci pipeline pipelines build builds workflow workflows checks check job jobs runner runners", "github actions|gha, gitlab ci|gitlab-ci|gitlab ci/cd, circleci|circle ci|Circle, jenkins, travis|travis ci|travis-ci, buildkite, Drone|drone ci, azure pipelines|azure devops, teamcity, bamboo, bitbucket pipelines, Semaphore|semaphoreci, appveyor, codebuild|aws codebuild, cloud build|google cloud build, Woodpecker, tekton, Concourse, wercker, earthly, dagger, harness ci, gitea actions, forgejo actions, sourcehut builds|builds.sr.ht, cirrus ci|Cirrus, buddy.works, codefresh, screwdriver"],
  ["dependency updates", "dependency dependencies updates update bumps upgrade prs", "dependabot, renovate|renovatebot, greenkeeper, snyk"],
  ["coverage service", "coverage reports report uploaded", "codecov, coveralls, code climate|codeclimate, sonarcloud|sonarqube"],
  ["git hooks", "hook hooks pre-commit precommit commit", "husky, lefthook, pre-commit, simple-git-hooks, overcommit, ghooks"],
  ["release automation", "release releases released versioning version versions changelog publish published tags", "semantic-release, changesets|changeset, release-please, standard-version, release-it, goreleaser, lerna publish, Np"],
  // Data stores and messaging
  ["relational database", "database db data stored store sql primary schema tables", "postgres|postgresql|pg|psql, mysql, mariadb, sqlite|sqlite3, sql server|mssql|microsoft sql server, Oracle|oracle database, cockroachdb|cockroach, Aurora|amazon aurora, planetscale, yugabytedb, tidb, mongodb|mongo, db2|ibm db2, sap hana|Hana, firebird, h2 database|h2database, hsqldb, cloud spanner|Spanner, alloydb"],
  ["document database", "database db documents document stored store nosql collections", "mongodb|mongo|mongodb atlas|mongosh, couchdb, dynamodb|dynamo|amazon dynamodb|aws dynamodb, firestore|cloud firestore, cosmos db|cosmosdb, couchbase, ravendb, documentdb"],
  ["wide-column database", "database db stored store nosql", "cassandra, scylladb|scylla, hbase, bigtable"],
  ["cache", "cache cached caching store in-memory", "redis|redis-cli|azure cache for redis|memorystore, memcached, valkey, keydb, dragonfly|dragonflydb, hazelcast, elasticache, apache ignite|Ignite, ehcache, caffeine, Coherence|oracle coherence"],
  ["object storage", "storage store stored blob blobs bucket buckets object objects upload uploads uploaded file files asset assets attachments media", "s3|amazon s3|aws s3|amazon simple storage service, gcs|google cloud storage|cloud storage, azure blob storage|azure blob|blob storage, minio, cloudflare r2|r2, backblaze b2|backblaze|b2, wasabi, digitalocean spaces, ceph, seaweedfs, tigris, storj, oracle object storage, ibm cloud object storage|ibm cos, linode object storage|akamai object storage, hetzner object storage, local disk|local filesystem|local file system"],
  ["message broker", "queue queues message messages messaging broker events event topic topics stream streams published publish consumed bus", "rabbitmq|Rabbit, kafka|apache kafka|confluent cloud|amazon msk|aws msk|msk, nats|nats jetstream, sqs|amazon sqs|aws sqs|amazon simple queue service, pubsub|pub/sub|google pub/sub|cloud pub/sub, kinesis|aws kinesis, activemq, Pulsar|apache pulsar, eventbridge|amazon eventbridge, azure service bus|service bus, event hubs|azure event hubs, zeromq|zmq, redpanda, nsq, google cloud tasks|Cloud Tasks, azure queue storage, amazon mq, qstash|upstash qstash, ibm mq|websphere mq, Solace, redis streams|redis stream, google cloud pub/sub, azure event grid|event grid, rocketmq|apache rocketmq, beanstalkd, kafka on confluent"],
  ["search engine", "search indexed index indexes indexing full-text", "algolia, meilisearch, elasticsearch|Elastic, typesense, opensearch, solr|apache solr, sphinx search, manticore, Vespa, quickwit, zincsearch, azure ai search|azure cognitive search, vertex ai search, coveo, bleve, tantivy"],
  ["vector database", "vector vectors embeddings embedding similarity", "pinecone, weaviate, qdrant, milvus, Chroma|chromadb, pgvector, lancedb, faiss, turbopuffer, marqo, vald, zilliz"],
  ["data warehouse", "warehouse analytics analytical data tables", "snowflake, bigquery|google bigquery, redshift|amazon redshift, databricks, clickhouse, synapse|azure synapse, duckdb, teradata, vertica, greenplum, firebolt, motherduck"],
  ["workflow orchestration", "pipeline pipelines dag dags workflow workflows orchestrated orchestration scheduled jobs", "airflow|apache airflow, dagster, Prefect, luigi, argo workflows, kubeflow pipelines|kubeflow, snakemake, nextflow, cromwell, cwltool|common workflow language, Galaxy, Temporal, step functions|aws step functions, Mage, flyte, kestra, metaflow, zenml, azure data factory, oozie|apache oozie, Windmill"],
  ["stream processing", "stream streaming processing processed", "flink|apache flink, spark streaming, kafka streams, Beam|apache beam, Storm|apache storm, materialize"],
  ["schema migrations", "migration migrations schema", "flyway, liquibase, alembic, sqitch, Goose, golang-migrate, dbmate, Atlas, knex migrations, prisma migrate, dbup, fluentmigrator, evolve, roundhouse, phinx, doctrine migrations, ef core migrations|ef migrations|entity framework migrations, bytebase, schemachange, yoyo-migrations|yoyo, umzug"],
  // Observability
  ["metrics backend", "metrics metric stats statistics monitoring monitored pushed push exported export scraped dashboards", "prometheus, graphite, influxdb|influx, datadog, new relic|newrelic, grafana mimir|mimir, victoriametrics, cloudwatch|amazon cloudwatch, statsd, thanos, Cortex, m3|m3db, opentsdb, dynatrace, stackdriver|google cloud monitoring, azure monitor, chronosphere, grafana cloud metrics, signalfx|splunk observability, appdynamics, sysdig, zabbix, nagios, icinga, checkmk, netdata"],
  ["tracing backend", "tracing traces trace spans span distributed exported export", "jaeger, zipkin, grafana tempo|Tempo, Honeycomb, x-ray|aws x-ray|xray, lightstep, datadog apm, new relic, signoz, elastic apm, dynatrace, appdynamics, instana, skylight, scout apm, grafana cloud traces"],
  ["log backend", "logs log logging shipped aggregated aggregation", "loki|grafana loki, splunk, papertrail, loggly, graylog, sumo logic|sumologic, logz.io, elk|elk stack, logdna|mezmo, cloudwatch logs, stackdriver logging|cloud logging, better stack|logtail, Seq, datadog logs, new relic logs, axiom|axiom.co, coralogix, logentries, grafana cloud logs, elastic cloud logs"],
  ["error tracking", "errors error exceptions exception crash crashes reported reporting tracked tracking", "sentry, bugsnag, rollbar, honeybadger, airbrake, raygun, crashlytics|firebase crashlytics, appsignal, instabug, Embrace, Backtrace, glitchtip, trackjs, exceptionless, bugsink, highlight.io, errbit, datadog error tracking"],
  ["alerting", "alerts alert alerting paging pages on-call oncall incidents incident", "pagerduty, opsgenie, victorops|splunk on-call, incident.io, grafana oncall"],
  ["uptime monitoring", "uptime status checks monitoring probes", "pingdom, uptimerobot, statuscake, better uptime, checkly, uptime kuma, freshping, site24x7, hetrixtools, better stack uptime, cronitor, healthchecks.io, updown.io, oh dear"],
  ["product analytics", "analytics events tracked tracking product", "amplitude, mixpanel, posthog, Heap, google analytics|ga4, plausible, matomo|piwik, Fathom, pendo, umami, firebase analytics|google analytics for firebase, june.so, kissmetrics, countly, adobe analytics, simple analytics, pirsch, goatcounter, cloudflare web analytics, vercel analytics, openpanel, rybbit"],
  ["customer data platform", "events tracked tracking routed cdp", "Segment, rudderstack, mparticle, snowplow"],
  ["feature flags", "feature flag flags flagged toggles toggle rollout rollouts experiments", "launchdarkly, unleash, flagsmith, growthbook, Split|split.io, configcat, optimizely, statsig, Flipper, flagd, devcycle, eppo, firebase remote config, aws appconfig|appconfig, flipt, go-feature-flag, harness feature flags"],
  ["experiment tracking", "experiment experiments tracked tracking runs run metrics logged", "mlflow, weights & biases|weights and biases|wandb|w&b, Neptune|neptune.ai, Comet|comet.ml, tensorboard, clearml, Aim, Sacred, dvc experiments"],
  // Third-party services
  ["identity provider", "authentication auth login logins log-in sign-in signin signup sign-up identity sso users user sessions oauth oidc saml accounts", "auth0, cognito|aws cognito|amazon cognito, okta, keycloak, firebase auth|firebase authentication, clerk, supabase auth, azure ad|azure active directory|entra id|microsoft entra, fusionauth, ory|ory kratos, stytch, workos, onelogin, ping identity, google identity platform, authelia, authentik, supertokens, kinde, descope, frontegg, logto, zitadel, azure ad b2c|azure b2c, aws iam identity center|aws sso, jumpcloud, google workspace sso, dex|dexidp, gluu, casdoor, hanko, firebase authentication ui"],
  ["auth library", "authentication auth login sign-in sessions session strategy", "passport|passport.js, auth.js|authjs, next-auth|nextauth, lucia, devise, omniauth, django-allauth|allauth, spring security, better-auth"],
  ["payments", "payments payment billing checkout charges charge subscriptions subscription invoices processed", "stripe, braintree, adyen, paypal, Square, Paddle, chargebee, recurly, lemon squeezy, mollie, razorpay, checkout.com, authorize.net, worldpay, mercado pago, paystack, flutterwave, gocardless, klarna, afterpay, bluesnap, payu, xendit, midtrans, iyzico, yookassa, cybersource, global payments, nmi|network merchants, stripe connect, payflow|paypal payflow|payflow pro, govpay|gov.uk pay|pay.gov, elavon, moneris"],
  ["transactional email", "email emails mail mails sent send transactional smtp delivery", "sendgrid, postmark, mailgun, ses|amazon ses|aws ses|amazon simple email service, mailchimp, mandrill, resend, sparkpost, mailjet, sendinblue|brevo, mailersend, customer.io|customerio, loops.so, zeptomail, elastic email, smtp2go, mailtrap, postal, mailchimp transactional, sendpulse, socketlabs, unisender, useplunk|plunk, mailpace, smtp.com"],
  ["sms", "sms text messages otp", "twilio, vonage|nexmo, messagebird, plivo, sns|amazon sns|aws sns|amazon simple notification service, sinch, telnyx, infobip, msg91, clicksend, amazon pinpoint|aws pinpoint"],
  ["push notifications", "push notifications notification", "fcm|firebase cloud messaging, apns, onesignal, pusher beams, expo notifications, airship|urbanairship"],
  ["realtime service", "realtime real-time websocket websockets channels presence", "Pusher, ably, socket.io, centrifugo, liveblocks, pubnub"],
  ["maps", "maps map geocoding tiles routing", "google maps, mapbox, openstreetmap|osm, Leaflet, here maps, maplibre, stadia maps|stadia, maptiler, thunderforest, arcgis|esri, tomtom maps|tomtom, bing maps|azure maps, apple maps|mapkit, carto|cartodb, protomaps"],
  ["issue tracker", "issues issue tickets ticket tracked tracker backlog bugs", "jira, Linear, github issues, youtrack, asana, trello, Shortcut|Clubhouse, redmine, bugzilla, clickup, monday.com, Plane|plane.so, pivotal tracker, azure boards, gitlab issues, taiga, openproject, height.app"],
  ["chat", "chat notifications notified channel channels posted", "Slack, microsoft teams|Teams, Discord, mattermost, rocket.chat, zulip"],
  ["source hosting", "hosted repository repositories repo repos mirrored", "github, gitlab, bitbucket, gitea, forgejo, codeberg, azure repos, sourcehut"],
  // Languages' build and package tooling
  ["javascript package manager", "package packages dependencies dependency install installs installed lockfile lock manager workspaces", "npm, yarn|yarn classic|yarn berry, pnpm, bun"],
  ["python package manager", "package packages dependencies dependency install installs installed lockfile lock environment environments venv virtualenv manager", "pip, pipenv, poetry, pip-tools, pdm, uv, conda|miniconda|anaconda|mamba|micromamba, Hatch, Rye"],
  ["jvm build tool", "build builds built compile compiled dependencies", "gradle|gradlew, maven|mvn|mvnw, sbt, Ant|apache ant, bazel, leiningen|lein, Mill"],
  ["native build system", "build builds built compile compiled", "cmake, meson, bazel, Make|makefile|gnu make, scons, premake, autotools|autoconf, Buck|buck2, Pants, xmake, Gn"],
  ["c++ package manager", "dependencies dependency packages package", "conan, vcpkg, Hunter, cpm|cpm.cmake"],
  ["apple dependency manager", "dependencies dependency pods packages", "cocoapods|Pods|podfile, carthage, swift package manager|spm|swiftpm"],
  ["javascript bundler", "bundle bundles bundled bundler bundling build builds built dev server", "webpack|webpack5|webpack 5, vite, rollup, parcel, esbuild, turbopack, rspack, snowpack, tsup, browserify, farm, metro, ncc|@vercel/ncc, microbundle, pkgroll, unbuild, rolldown, bun build, brunch, fusebox"],
  ["monorepo tool", "monorepo tasks task workspace workspaces packages orchestrated", "lerna, turborepo|Turbo, nx, rush|rush.js, Moon, bazel"],
  ["node version manager", "node version versions pinned", "nvm, fnm, volta, asdf, N, nodenv, Mise"],
  ["javascript runtime", "runtime runs", "node|node.js|nodejs, deno, bun"],
  ["javascript module format", "module modules format", "commonjs|cjs, esm|es modules"],
  ["typescript compiler", "transpile transpiled transpiles compile compiled compiles", "tsc, babel, swc, esbuild, sucrase"],
  // Linting and formatting
  ["javascript linter", "lint linting linter lints linted rules", "eslint, tslint, biome, oxlint, Standard|standardjs, Rome, jshint, jslint, Xo"],
  ["javascript formatter", "format formatting formatter formatted style", "prettier, dprint, biome"],
  ["python linter", "lint linting linter lints linted", "flake8, ruff, pylint, pyflakes, pycodestyle, pyright lint"],
  ["python formatter", "format formatting formatter formatted style", "Black, ruff format, autopep8, yapf, Blue"],
  ["python type checker", "type types typing typed type-checked type-checking checker", "mypy, pyright, pyre, pytype, basedpyright"],
  ["ruby linter", "lint linting linter style", "rubocop, standardrb, reek"],
  ["go linter", "lint linting linter", "golangci-lint|golangci, staticcheck, golint, revive"],
  // Tests
  ["javascript test runner", "test tests testing tested suite specs spec unit runner", "jest, vitest, mocha, jasmine, ava, Tap|node-tap, karma, node:test, uvu, bun test"],
  ["browser test runner", "e2e end-to-end browser browsers automation automated ui tests test testing scraping scraper headless suite suites", "cypress, playwright, puppeteer, selenium|selenium webdriver|webdriver, webdriverio|wdio, nightwatch, testcafe, protractor"],
  ["python test runner", "test tests testing tested suite unit runner", "pytest, unittest, nose, nose2, Ward, doctest"],
  ["ruby test framework", "test tests testing tested suite specs spec", "rspec, minitest, test-unit|test::unit"],
  ["jvm test framework", "test tests testing tested suite unit", "junit|junit 5|junit5|junit 4|junit4, testng, spock, kotest"],
  [".net test framework", "test tests testing tested suite unit", "xunit|xunit.net, nunit, mstest"],
  ["php test framework", "test tests testing tested suite unit", "phpunit, pest, codeception"],
  ["mocking library", "mock mocks mocking mocked stubs fakes", "gomock, mockery, testify/mock, moq, nsubstitute, fakeiteasy, mockito, mockk, sinon, testdouble"],
  ["http test client", "http requests request integration tests", "supertest, app.inject, light-my-request"],
  // JavaScript libraries
  ["javascript http client", "http client requests request networking network calls fetching", "axios, fetch, Got, node-fetch, ky, superagent, Request, undici, ofetch, wretch"],
  ["javascript orm", "orm database db queries query models schema", "prisma, typeorm, sequelize, drizzle|drizzle orm, knex, mongoose, mikro-orm, objection, kysely, bookshelf, waterline"],
  ["client state management", "state store stores global client", "redux|redux toolkit|rtk, zustand, mobx, recoil, jotai, xstate, pinia, vuex, ngrx, valtio, effector"],
  ["data fetching library", "fetching data queries query cache caching server state", "react-query|tanstack query, swr, apollo|apollo client, urql, rtk-query|rtk query, Relay"],
  ["node web framework", "server http api routes routing framework web", "express|express.js, fastify, koa, hapi, nestjs|nest.js|Nest, hono, adonisjs|adonis, sails, restify, elysia, h3, nitro, feathers|feathersjs, loopback, total.js, polka, tinyhttp, marble.js, moleculer"],
  ["javascript logger", "log logs logging logger", "winston, pino, bunyan, log4js, loglevel, consola, signale"],
  ["date library", "date dates time times timezone timezones formatting", "moment|moment.js, dayjs, date-fns, luxon, temporal polyfill"],
  ["schema validation", "validation validate validated validates validator schema schemas", "zod, yup, joi, ajv, valibot, superstruct, io-ts, class-validator, arktype, typebox"],
  ["cli argument parser", "cli arguments argument args flags options parsing parsed parser command commands", "commander|commander.js, yargs, meow, oclif, cac, clipanion, minimist, citty"],
  ["css approach", "css styles styling styled stylesheets", "styled-components, emotion|@emotion, tailwind|tailwindcss|tailwind css, css modules, sass|scss, Less, vanilla-extract, stitches, unocss, panda css|pandacss"],
  ["component library", "components component ui design system widgets", "material ui|mui|material-ui, chakra|chakra ui, antd|ant design, shadcn/ui|shadcn, bootstrap|react-bootstrap, mantine, Radix|radix ui, headless ui, vuetify, Quasar, primereact|primevue, element plus|element ui, semantic ui, bulma, Foundation"],
  ["icon set", "icons icon", "font awesome|fontawesome, lucide, heroicons, feather|feather icons, material icons, tabler icons, Phosphor"],
  ["frontend framework", "frontend front-end ui spa client web app components views elements widgets", "react, vue|vue.js|vuejs, angular, svelte, Solid|solidjs|solid.js, preact, Ember|ember.js, Backbone|backbone.js, Lit, Alpine|alpine.js, htmx, angularjs, qwik, Stimulus, stencil|stenciljs, mithril, inferno, riot|riot.js, hyperapp, aurelia, knockout|knockout.js, polymer, dojo|dojo toolkit, elm, vanjs, marko"],
  ["meta-framework", "frontend site web app rendering ssr routing framework", "next.js|nextjs|Next, nuxt|nuxt.js, Remix, gatsby, sveltekit, Astro, create react app|cra|create-react-app, angular universal, solidstart, react router framework, analog|analogjs, redwood|redwoodjs, blitz|blitz.js, fresh, waku, tanstack start, vike|vite-plugin-ssr, qwik city, nuxt 3"],
  ["static site generator", "site static generated generator website pages blog", "jekyll, hugo, eleventy|11ty, gatsby, hexo, Astro, zola, pelican, middleman"],
  ["docs site generator", "docs documentation doc site generated generator handbook", "docusaurus, vitepress, mkdocs|mkdocs material|material for mkdocs, sphinx, gitbook, nextra, docsify, mintlify, readme.io, antora, Starlight, mdbook, rspress, docz, fumadocs, slate docs, honkit, jupyter book, quarto, vuepress, zensical, bookdown"],
  // Reference pages generated from code comments sit next to a docs site, not instead of it.
  ["code reference generator", "api reference docs documentation generated comments", "jsdoc, typedoc, doxygen, javadoc, dokka, rustdoc, godoc|pkgsite, yard, rdoc, pdoc, sphinx autodoc|autodoc, docfx"],
  ["api docs generator", "api docs documentation reference spec generated generator client clients sdk", "swagger codegen|swagger-codegen, openapi generator|openapi-generator, redoc|redocly, swagger ui|swagger-ui, stoplight|stoplight elements, rapidoc, Scalar, orval, openapi-typescript"],
  ["component workshop", "components stories story catalog", "storybook, Ladle, histoire, styleguidist"],
  ["i18n library", "i18n l10n translations translation translated localization localized locales locale strings", "i18next|react-i18next, react-intl|formatjs, lingui, vue-i18n, ngx-translate, Polyglot, Rosetta, typesafe-i18n, paraglide"],
  ["i18n file format", "i18n l10n translations translation translated localization localized locales locale strings catalogs catalog files file messages", "gettext|.po|Po|.pot, fluent|.ftl|ftl, xliff|.xliff|.xlf, arb|.arb, .strings|.stringsdict|localizable.strings, .resx|resx, .properties, icu messageformat, yaml locales, json locales"],
  ["api style", "api apis endpoint endpoints interface protocol", "rest|restful, graphql, grpc, trpc, json-rpc, soap, thrift, odata"],
  ["wire format", "serialized serialization serializes encoded encoding format messages payloads schema", "protobuf|protocol buffers|proto, avro, msgpack|messagepack, cbor, flatbuffers, capnp|cap'n proto, bson, json, xml, thrift binary, amazon ion"],
  // Other ecosystems
  ["python web framework", "web framework api server app http routes views", "django, flask, fastapi, starlette, pyramid, tornado, aiohttp, sanic, bottle, litestar, Falcon, quart, robyn, masonite, web2py, cherrypy, blacksheep, emmett, hug, molten, responder"],
  ["python orm", "orm database db models queries query", "sqlalchemy, django orm, peewee, tortoise|tortoise orm, pony|pony orm, sqlmodel, piccolo"],
  ["python http client", "http client requests request calls networking", "Requests, httpx, aiohttp, urllib3, urllib, pycurl"],
  ["python task queue", "tasks task jobs job background queue queues worker workers async", "celery, rq|python-rq, dramatiq, huey, arq, taskiq"],
  ["python app server", "server served serves wsgi asgi workers production", "gunicorn, uwsgi, uvicorn, hypercorn, daphne, waitress, granian"],
  ["python serialization", "serialization serializes serialized schemas schema", "Marshmallow, pydantic, Attrs, cattrs, msgspec"],
  ["python config", "config configuration settings environment loaded", "python-dotenv|Dotenv, dynaconf, pydantic-settings, Hydra, omegaconf, Decouple|python-decouple"],
  ["dataframe library", "dataframe dataframes data tables", "pandas, polars, dask, pyspark|Spark, Modin, vaex"],
  ["optimization solver", "solver solvers solve solves solved solving optimization optimisation optimizer optimiser mip milp lp", "or-tools|google or-tools|ortools|cp-sat, gurobi, cplex|ibm cplex, cbc|coin-or cbc, HiGHS, scip, glpk, xpress|fico xpress, mosek, timefold|optaplanner, hexaly|localsolver, knitro, copt"],
  ["ml framework", "model models training trained train neural network deep learning", "pytorch|Torch, tensorflow|Tf, jax|flax, keras, mxnet, paddlepaddle, mlx, tinygrad, scikit-learn|sklearn, mindspore, deeplearning4j|dl4j, caffe|caffe2, theano, chainer, cntk, burn|burn-rs, candle|hf candle"],
  ["notebook environment", "notebook notebooks", "jupyter|jupyterlab|jupyter notebook, colab|google colab, marimo, zeppelin, databricks notebooks, deepnote, hex notebooks|hex.tech, observablehq|observable notebooks, sagemaker studio, kaggle notebooks, zeppelin notebooks, polynote, nteract, datalore"],
  ["ruby web framework", "web framework app server routes", "rails|ruby on rails, sinatra, hanami, Roda, Grape, padrino"],
  ["rails asset pipeline", "assets asset pipeline served serves compiled precompiled digested", "sprockets|sprockets-rails, propshaft"],
  ["ruby job queue", "jobs job background queue queues worker workers", "sidekiq, good_job|goodjob, resque, delayed_job|delayedjob, solid_queue|solidqueue, Que, Sneakers, shoryuken"],
  ["ruby http client", "http client requests request calls", "faraday, httparty, net/http, typhoeus, rest-client, http.rb, excon"],
  ["ruby app server", "server served serves web workers production", "Puma, Unicorn, Passenger|phusion passenger, Thin, Falcon, webrick, pitchfork"],
  ["php web framework", "web framework app server routes", "laravel, symfony, Slim, codeigniter, cakephp, yii, laminas|zend, phalcon, fuelphp, lumen, mezzio, spiral framework, symfony ux"],
  ["go web framework", "web framework http server router routing routes handlers api", "Gin, Echo, Fiber, Chi, gorilla/mux|gorilla mux|Mux, net/http, beego, httprouter, Iris, Buffalo, hertz, revel, martini, go-zero, huma, goyave, Kratos|go-kratos"],
  ["go logger", "log logs logging logger structured", "zap, logrus, zerolog, slog|log/slog, glog, klog, log15"],
  ["go cli framework", "cli command commands flags subcommands", "Cobra, urfave/cli|urfave cli, kingpin, Kong, Ff, Flag"],
  ["go config library", "config configuration settings loaded", "Viper, koanf, envconfig, cleanenv, go-envconfig"],
  ["go orm", "orm database db queries query models", "gorm, sqlx, Ent, sqlc, bun, xorm, pgx, database/sql, upper/db"],
  ["rust web framework", "web framework http server router routes api", "actix-web|actix, axum, Rocket, Warp, Tide, Poem, Salvo, Loco, ntex, gotham, thruster, trillium, pavex, rouille"],
  ["rust async runtime", "async runtime executor", "tokio, async-std, Smol, glommio"],
  ["rust cli parser", "cli arguments args flags parsing parser", "clap, structopt, argh, pico-args, gumdrop"],
  ["rust error handling", "errors error handling", "anyhow, thiserror, Eyre|color-eyre, Snafu, Failure"],
  ["rust http client", "http client requests request", "reqwest, hyper client, ureq, Surf, isahc"],
  ["rust database", "database db queries orm", "diesel, sqlx, sea-orm|seaorm, rusqlite, tokio-postgres"],
  ["jvm web framework", "web framework server service api app", "spring boot|Spring, quarkus, micronaut, dropwizard, ktor server, vert.x|vertx, javalin, Play|play framework, helidon, spark java, jooby, ratpack, spring webflux|webflux, http4k, jersey, resteasy, grails, struts|apache struts, jakarta ee|java ee, vaadin"],
  ["jvm http client", "http client requests request networking network calls", "okhttp, retrofit, apache httpclient|httpclient, ktor client|ktor, java.net.http, feign|openfeign, webclient, resttemplate, volley, fuel"],
  ["jvm json library", "json serialization serializes serialized deserialization parsing parsed mapping", "jackson, gson, moshi, kotlinx.serialization|kotlinx serialization, json-b|jsonb, fastjson"],
  ["jvm logging backend", "log logs logging logger", "logback, log4j|log4j2, java.util.logging|Jul, tinylog"],
  ["jvm orm", "orm database db persistence entities queries", "hibernate, mybatis, jooq, exposed, spring data jdbc, ebean, jdbi, eclipselink, openjpa|apache openjpa, datanucleus"],
  ["dependency injection", "injection di dependencies wired wiring container", "Dagger, Hilt, koin, Guice, kodein, spring di, Wire|google wire, Fx|uber fx, autofac, ninject, swinject, Needle, get_it|getit, tsyringe, inversify|inversifyjs, typedi, awilix, dependency-injector, lagom, punq, microsoft.extensions.dependencyinjection, simple injector, lightinject, dryioc, castle windsor|windsor, spring ioc, Weld, pico container|picocontainer, dig|uber dig, dry-container|dry-system, php-di, Pimple, laravel container"],
  ["android image loader", "image images loading loaded loader", "Glide, Picasso, Coil, Fresco"],
  ["android ui toolkit", "ui screens views layouts", "jetpack compose|Compose, xml layouts|android views, litho, Epoxy"],
  ["apple ui framework", "ui screens views", "swiftui, uikit, appkit"],
  ["apple networking", "http networking network requests client", "alamofire, urlsession|nsurlsession, afnetworking, moya"],
  [".net json serializer", "json serialization serializes serialized serializer deserialization encoding encoder decoding", "newtonsoft.json|json.net|newtonsoft, system.text.json|stj, utf8json, jil, servicestack.text"],
  [".net orm", "orm database db data access queries entities", "entity framework|ef core|entity framework core|Ef|efcore, dapper, nhibernate, linq2db, repodb"],
  [".net logging", "log logs logging logger", "serilog, nlog, log4net"],
  [".net ui framework", "ui app apps client desktop mobile", "xamarin.forms|xamarin forms|xamarin, .net maui|maui, wpf, winforms|windows forms, avalonia, uno|uno platform, winui, blazor"],
  ["cross-platform mobile framework", "mobile app apps ios android client", "react native|react-native, flutter, Ionic, cordova|phonegap, Capacitor, xamarin|xamarin.forms, .net maui|maui, kotlin multiplatform|kmp|kmm, nativescript, Expo"],
  ["desktop app packager", "installer installers packaging packaged packages package distributables bundles bundled", "electron-builder, electron forge|electron-forge, electron-packager"],
  ["desktop app framework", "desktop app apps shell window windows gui", "Electron, tauri, nw.js|nwjs, qt|pyqt|pyside, gtk, wxwidgets|wxpython, javafx, Swing, flutter desktop, neutralino"],
  ["game engine", "game engine", "Unity, unreal|unreal engine, godot, bevy, gamemaker, cocos2d|cocos, Phaser, love2d|l\xF6ve, defold, monogame, libgdx, Stride, o3de|open 3d engine, cryengine, raylib, pygame, haxeflixel, rpg maker, source engine|source 2, frostbite, cocos creator, construct 3|construct, solar2d|corona sdk, heaps, fyrox, ebitengine|ebiten, panda3d, flax engine, gdevelop, renpy, unigine, lumberyard"],
  ["embedded framework", "firmware embedded framework microcontroller mcu board", "arduino|arduino framework, esp-idf|espidf, Zephyr|zephyr rtos, freertos, mbed|mbed os, stm32cube|stm32cubemx|Hal, nuttx, Riot|riot os, micropython, circuitpython"],
  ["elixir http client", "http client requests", "httpoison, Tesla, Finch, Req, Mint"],
  ["elixir job queue", "jobs job background queue workers", "oban, exq, verk, rihanna"],
  ["php package manager", "packages dependencies installed", "composer, pear"],
  ["mobile build service", "builds build signing distribution beta", "fastlane, bitrise, codemagic, app center|visual studio app center, eas build|eas, xcode cloud"],
  ["beta distribution", "beta testers distribution distributed builds", "testflight, firebase app distribution, app center distribution, hockeyapp"],
  // Mobile
  ["flutter state management", "state management store stores", "Provider, riverpod, bloc|flutter_bloc, getx, mobx.dart, redux.dart"],
  ["mobile navigation", "navigation navigator navigate navigates screens screen routing routed routes router stack", "react navigation|@react-navigation, expo router|expo-router, react native navigation|react-native-navigation|wix navigation, go_router|gorouter, auto_route, beamer, jetpack navigation|androidx navigation, Voyager, Decompose"],
  ["mobile ui test framework", "ui tests test testing tested e2e end-to-end automation automated device devices suite", "detox, appium, maestro, espresso, xcuitest, earlgrey, kaspresso, uiautomator, calabash, Patrol"],
  ["mobile local database", "local database db storage persistence persisted persist offline stored store", "Room|androidx room, Realm, core data|coredata, swiftdata, grdb, sqldelight, objectbox, greendao, Drift|moor, isar, sqflite, watermelondb, mmkv, asyncstorage|@react-native-async-storage/async-storage, shared preferences|sharedpreferences, userdefaults|nsuserdefaults, jetpack datastore|preferences datastore, hive|hive_ce, sembast, shared_preferences"],
  ["in-app purchases", "purchases purchase subscriptions subscription in-app iap paywall entitlements", "revenuecat, storekit|storekit 2, google play billing|play billing library, adapty, qonversion, glassfy"],
  ["over-the-air updates", "ota over-the-air updates update hot", "codepush|app center codepush, eas update|expo updates|expo-updates, shorebird"],
  ["xcode project generator", "project xcodeproj generated generator", "tuist, xcodegen"],
  // Games
  ["physics engine", "physics simulation simulated collisions collision rigid rigidbody bodies", "physx|nvidia physx, havok, Bullet|bullet physics, box2d, jolt|jolt physics, rapier, chipmunk|chipmunk2d, matter.js|matter-js, cannon.js|cannon-es, ammo.js"],
  ["game networking", "netcode networking multiplayer network networked online replication replicated lobby lobbies matchmaking", "photon|photon pun|photon fusion, Mirror|mirror networking, netcode for gameobjects|unity netcode, fish-net|fishnet, nakama, colyseus, enet, lidgren, riptide"],
  ["game audio middleware", "audio sound sounds music", "fmod, wwise, criware"],
  ["3d web rendering", "3d rendering rendered scene scenes webgl renderer", "three.js|threejs, babylon.js|babylonjs, playcanvas, a-frame"],
  // Embedded
  ["rtos", "rtos kernel real-time os operating system firmware", "freertos, Zephyr|zephyr rtos, threadx|azure rtos|eclipse threadx, nuttx|apache nuttx, chibios, embos, mbed os, Riot|riot os, vxworks, qnx, rt-thread, micrium, safertos"],
  ["firmware build tool", "build builds built firmware project flashing", "platformio|pio, West, keil|keil mdk|mdk-arm, iar embedded workbench, stm32cubeide, arduino ide|arduino-cli, mcuxpresso ide, segger embedded studio, mplab x|mplab"],
  ["embedded linux build", "image images distro distribution rootfs bsp build built", "yocto|yocto project|bitbake|openembedded, buildroot, ptxdist"],
  ["hardware abstraction layer", "hal drivers driver peripheral peripherals registers", "stm32 hal|stm32cube hal, libopencm3, nrfx, embedded-hal, pico sdk|pico-sdk, mcuxpresso sdk, nrf connect sdk|nrf5 sdk, atmel start|asf4"],
  ["debug probe", "debug debugger debugging flash flashing flashed probe", "j-link|jlink|segger j-link, st-link|stlink, black magic probe, daplink|cmsis-dap"],
  // Machine learning
  ["model serving", "model models serving served serve serves inference endpoint endpoints predictions", "torchserve, tensorflow serving|tfserving, triton|triton inference server|nvidia triton, bentoml, seldon|seldon core, kserve|kfserving, ray serve, vllm, tgi, sagemaker endpoints|sagemaker endpoint, vertex ai endpoints|vertex ai prediction, ollama, tensorrt-llm, sglang, lmdeploy, llama.cpp server, Modal|modal.com, baseten, mlflow serving"],
  ["feature store", "feature features store served", "Feast, tecton, hopsworks, sagemaker feature store, vertex ai feature store, databricks feature store, featureform"],
  ["llm provider", "llm llms provider model models inference", "openai|open ai, anthropic|claude, azure openai, amazon bedrock|aws bedrock|Bedrock, gemini|google gemini, Cohere, mistral|mistral ai, groq, vertex ai|google vertex ai, together ai|together.ai, fireworks ai|fireworks.ai, openrouter, deepseek, xai|x.ai|Grok, Perplexity, Replicate, hugging face inference|huggingface inference"],
  ["llm framework", "llm agents agent chains rag orchestration", "langchain, llamaindex|llama index|llama_index, Haystack, semantic kernel, dspy, crewai, autogen, langgraph, pydantic ai|pydantic-ai, vercel ai sdk, smolagents, mastra, griptape, llamaindex workflows"],
  ["hyperparameter tuning", "hyperparameter hyperparameters tuning tuned sweep sweeps", "optuna, ray tune, hyperopt, keras tuner, katib, nevergrad"],
  ["data versioning", "data datasets dataset versioned versioning versions", "dvc, lakefs, pachyderm, git lfs|git-lfs"],
  ["data labeling", "labeling labelling labels labeled annotation annotated annotations", "label studio, labelbox, Prodigy, cvat, supervisely, doccano"],
  // Data
  ["table format", "table tables format lakehouse lake", "delta lake|delta tables, Iceberg|apache iceberg, hudi|apache hudi, paimon|apache paimon"],
  ["data ingestion", "cdc change capture ingestion ingested ingest replication replicated replicates sync synced syncs connectors connector", "debezium, fivetran, airbyte, stitch data, aws dms, striim, kafka connect, estuary flow, hevo, meltano"],
  ["data transformation", "transformation transformations transforms models modeling sql", "dbt|dbt core|dbt cloud, dataform, sqlmesh"],
  ["bi tool", "dashboards dashboard bi reports reporting charts visualization visualizations", "looker, tableau, metabase, superset|apache superset, power bi|powerbi, redash, sigma computing, quicksight|amazon quicksight, looker studio, lightdash, holistics, mode analytics, evidence.dev, thoughtspot, domo, qlik|qlik sense, periscope|periscope data, chartio, grafana dashboards"],
  ["sql query engine", "query queries queried engine sql federated", "trino, presto|prestodb, athena|amazon athena, spark sql, dremio, apache hive|Hive, impala, starburst"],
  ["data catalog", "catalog catalogue metadata lineage", "datahub, amundsen, openmetadata, atlan, unity catalog, glue data catalog|aws glue data catalog, alation, collibra, marquez"],
  ["data quality", "quality expectations checks validation validated", "great expectations, soda core|Soda, Monte Carlo, deequ, dbt tests|dbt-expectations, pandera"],
  ["reverse etl", "reverse etl synced syncs sync", "hightouch, Census, grouparoo"],
  ["real-time olap", "olap real-time analytics analytical", "druid|apache druid, pinot|apache pinot, rockset, tinybird"],
  // Observability
  ["tracing instrumentation", "tracing traces instrumentation instrumented spans tracer", "opentelemetry|otel, opentracing, opencensus, dd-trace|datadog tracer"],
  ["log shipper", "logs log logging shipped shipping ships collected collector forwarder forwarded agent", "fluentd, fluent bit|fluent-bit|fluentbit, logstash, vector.dev|datadog vector, filebeat, promtail, grafana alloy, otel collector|opentelemetry collector, nxlog, rsyslog"],
  // Background work per ecosystem
  ["node job queue", "jobs job background queue queues queued worker workers", "Bull, bullmq, bee-queue, Agenda, kue, pg-boss, graphile-worker, inngest, trigger.dev"],
  [".net background jobs", "jobs job background scheduled recurring", "hangfire, quartz.net, coravel"],
  ["jvm job scheduler", "jobs job scheduled scheduler background", "Quartz|quartz scheduler, jobrunr, db-scheduler"],
  [".net messaging library", "messaging messages bus consumers consumer", "masstransit, nservicebus, rebus, Brighter, wolverine"],
  // Localization and search services
  ["translation management", "translations translation translated translators localization localized strings", "crowdin, lokalise, Phrase|phraseapp|phrase strings, transifex, poeditor, weblate, tolgee, smartling, locize"],
  ["client-side search", "search index indexed client-side offline", "lunr|lunr.js, flexsearch, fuse.js, pagefind, minisearch, orama"],
  ["managed database hosting", "database db hosted managed instance instances", "rds|amazon rds|aws rds, cloud sql|google cloud sql, azure database, supabase, Neon, heroku postgres, crunchy bridge, aiven, timescale cloud, turso, xata"],
  // ORMs, tests, linters, formatters and packages per language
  ["ruby orm", "orm database db models queries query records", "activerecord|active record, Sequel, rom-rb, mongoid"],
  ["php orm", "orm database db models entities queries", "Eloquent, Doctrine|doctrine orm, Propel, redbeanphp, cycle orm"],
  ["go test framework", "test tests testing tested suite suites assertions specs", "testify, ginkgo|gomega, goconvey, gocheck"],
  ["rust test runner", "test tests testing runner", "cargo test, nextest|cargo-nextest"],
  ["swift test framework", "test tests testing tested unit", "xctest, Nimble, swift testing|swift-testing"],
  ["c++ test framework", "test tests testing tested unit suite", "googletest|gtest|google test, catch2, doctest, boost.test, cpputest, cmocka, cunit, Criterion"],
  ["scala test framework", "test tests testing tested suite", "scalatest, specs2, munit, utest"],
  ["elixir test framework", "test tests testing", "exunit, espec"],
  ["load testing", "load performance stress benchmark test tests testing tested", "k6|grafana k6, jmeter|apache jmeter, gatling, locust, Artillery, vegeta, wrk"],
  ["contract testing", "contract contracts consumer provider tests testing", "pact, spring cloud contract, specmatic"],
  ["go formatter", "format formatting formatter formatted", "gofmt, gofumpt, goimports"],
  ["kotlin formatter", "format formatting formatter formatted", "ktfmt, ktlint"],
  ["java formatter", "format formatting formatter formatted", "google-java-format, palantir-java-format, prettier-java"],
  ["swift formatter", "format formatting formatter formatted style", "swiftformat, swift-format"],
  ["c/c++ formatter", "format formatting formatter formatted style", "clang-format, astyle, uncrustify"],
  ["php static analysis", "static analysis lint linting types", "phpstan, Psalm, phan"],
  ["php formatter", "format formatting formatter formatted style", "php-cs-fixer|php cs fixer, Pint|laravel pint, phpcbf"],
  ["c# formatter", "format formatting formatter formatted style", "csharpier, dotnet format"],
  ["css linter", "css styles stylesheets lint linting linter", "stylelint, csslint"],
  ["sql linter", "sql lint linting linter format formatting", "sqlfluff, sqlfmt"],
  [".net package manager", "packages package dependencies dependency restored", "nuget, paket"],
  ["r package manager", "packages dependencies environment lockfile", "renv, packrat"],
  ["ocaml package manager", "packages dependencies", "opam, esy"],
  ["ruby version manager", "ruby version versions pinned", "rbenv, rvm, chruby"],
  ["process manager", "process processes supervised supervisor restarts restarted daemon managed", "systemd, supervisord|Supervisor, pm2, runit, s6, Forever, Upstart"],
  ["scheduler", "scheduled schedule scheduling cron periodic jobs", "cron|crontab, kubernetes cronjob|cronjob, eventbridge scheduler, cloud scheduler, sidekiq-cron, Whenever, celery beat, systemd timers"],
  // Security, systems and language toolchains
  ["password hashing", "password passwords hashing hashed hash hashes", "bcrypt, argon2|argon2id|argon2-cffi, scrypt, pbkdf2"],
  ["firewall", "firewall firewalling packet filter filtering rules", "iptables, nftables, ufw, firewalld, Pf"],
  ["bootloader", "bootloader boot boots booting", "grub|grub2|grub-efi, systemd-boot, u-boot, syslinux, refind"],
  ["haskell build tool", "build builds built project", "cabal, haskell stack"],
  ["ocaml build system", "build builds built system", "dune, ocamlbuild, oasis"],
  ["erlang build tool", "build builds built release releases", "rebar3|rebar, erlang.mk"],
  ["solidity toolchain", "contracts contract tests test compile compiled deploy", "hardhat, foundry, truffle, brownie, ape"],
  ["go terminal ui", "terminal tui ui interface", "tview, bubble tea|bubbletea, termui, gocui"],
  ["html to pdf renderer", "pdf pdfs render rendering rendered renderer", "wkhtmltopdf, weasyprint, princexml|prince, gotenberg"],
  ["mail server", "mail smtp submission inbound outbound relay relays mta delivery handled", "postfix, exim|exim4, sendmail, haraka, opensmtpd, maddy, stalwart, qmail"],
  ["dns server", "dns zone zones resolver resolvers resolving served serves forwarding records nameserver nameservers", "coredns, powerdns|pdns, bind9|BIND, unbound, dnsmasq, knot dns|knot resolver, nsd, technitium"],
  ["backup tool", "backup backups backed snapshot snapshots restore restores archive", "restic, borg|borgbackup|borg backup, duplicity, kopia, rsnapshot, bacula, duplicati, velero, tarsnap"],
  ["certificate authority", "certs cert certificates certificate tls ssl issuer issuers issued acme", "let's encrypt|letsencrypt|lets encrypt|let encrypt, zerossl, buypass, google trust services, digicert, sectigo|comodo, globalsign, aws certificate manager|acm, google certificate manager, entrust, godaddy ssl"],
  ["template engine", "template templates templating rendered render renders views view partials", "jinja2|jinja, templ, handlebars|hbs, mustache, ejs, pug|jade, nunjucks, Liquid, erb, twig, Blade, thymeleaf, freemarker, Velocity, mako, tera, askama, heex, Razor, haml, Slim|slim templates, eex, smarty, Latte, marko, Dust|dustjs, hamlet, go templates|html/template|text/template, jte, pebble templates, handlebars.net, scriban, dotliquid, Chameleon, genshi, Cheetah"],
  ["graphql server", "graphql server schema resolvers endpoint mounted", "apollo server|apollo-server, graphql yoga|graphql-yoga, mercurius, express-graphql, hot chocolate, graphene, strawberry, gqlgen, absinthe, juniper, async-graphql, graphql-ruby, postgraphile, type-graphql"],
  ["go cache library", "cache cached caching in-memory wrapper", "groupcache, ristretto, bigcache, freecache, go-cache, golang-lru"],
  ["nim web framework", "web framework http server routes", "jester, prologue, httpbeast, karax"],
  ["vector tile server", "tiles tile vector served serve server", "pg_tileserv, martin, tegola, tileserver-gl|tileserver gl, t-rex"],
  // Roles added in subst-48, ecosystem by ecosystem. JavaScript and the web:
  ["frontend router", "router routing routes route navigation pages", "react-router|react router|react-router-dom, tanstack router|@tanstack/react-router, wouter, vue-router|vue router, reach router|@reach/router, page.js, navigo, universal-router"],
  ["form library", "forms form validation fields inputs", "react-hook-form|react hook form, formik, final-form|react-final-form, tanstack form|@tanstack/form, vee-validate, felte"],
  ["charting library", "charts chart charting plots plot plotting graphs visualization visualizations rendered renders", "chart.js|chartjs, recharts, highcharts|highcharter, echarts|apache echarts|echarts4r, plotly|plotly.js|ggplotly, apexcharts, nivo, victory charts, visx, amcharts, matplotlib, bokeh, altair, ggplot2, vega-lite, observable plot, uplot, chartist, google charts, billboard.js"],
  ["rich text editor", "editor editors rich text wysiwyg", "tiptap, prosemirror, Slate|slate.js, Quill|quill.js, Lexical, draft.js|draftjs, ckeditor|ckeditor 5, tinymce, editor.js|editorjs, froala, trix, milkdown, blocknote"],
  ["data grid", "grid grids table tables rows columns", "ag-grid|ag grid, tanstack table|react-table, handsontable, mui x data grid|mui data grid, glide data grid, revogrid, tabulator, datatables"],
  ["animation library", "animation animations animated transitions motion", "framer-motion|framer motion|motion one, react-spring, gsap|greensock, anime.js|animejs, lottie|lottie-web, auto-animate, popmotion"],
  ["markdown parser", "markdown md parsed parser parsing rendered renders render", "Marked|marked.js, markdown-it, remark, micromark, showdown, commonmark.js|commonmark, mdx, snarkdown, python-markdown, mistune, markdown2, goldmark, blackfriday, pulldown-cmark, comrak, redcarpet, kramdown, commonmarker, parsedown, league/commonmark, markdig, flexmark"],
  ["html sanitizer", "sanitized sanitize sanitizes sanitizer sanitizing html xss", "dompurify, sanitize-html, js-xss, bleach, nh3, ammonia, bluemonday, html sanitizer api, loofah, htmlpurifier, owasp java html sanitizer, jsoup safelist"],
  ["image processing library", "images image processing processed", "Sharp, jimp, imagemagick|magick, graphicsmagick, libvips|vips|pyvips, pillow|pil, squoosh, image-rs, imgproxy, thumbor, imageflow, skia"],
  ["pdf generation", "pdf pdfs generated generates generate rendered renders render invoices reports", "pdfkit, jspdf, react-pdf|@react-pdf/renderer, pdfmake, pdf-lib, reportlab, fpdf|fpdf2, tcpdf, dompdf, mpdf, itext|itextpdf, openpdf, pdfbox|apache pdfbox, openhtmltopdf|flying saucer, questpdf, prawn, wicked_pdf, grover, typst, latex|pdflatex|xelatex, pandoc, docraptor, pdfmonkey"],
  ["spreadsheet library", "spreadsheet spreadsheets excel xlsx workbook workbooks sheets exported export", "exceljs, sheetjs, openpyxl, xlsxwriter, apache poi, epplus, closedxml, npoi, phpspreadsheet, caxlsx|axlsx, rubyxl, excelize, calamine"],
  ["websocket library", "websocket websockets ws socket sockets realtime connections", "ws, socket.io, uwebsockets.js|uwebsockets|uws, sockjs, faye, websocket-node, gorilla/websocket, nhooyr.io/websocket|coder/websocket, tungstenite|tokio-tungstenite, python websockets, django channels, action cable|actioncable, anycable, signalr, reverb|laravel reverb, ratchet"],
  ["jwt library", "jwt jwts token tokens signed signing verified verifies verification", "jsonwebtoken, jose|panva/jose, jwt-decode, pyjwt, python-jose, authlib, golang-jwt|jwt-go, lestrrat-go/jwx, jjwt, nimbus jose|nimbus-jose-jwt, java-jwt|auth0 java-jwt, ruby-jwt, firebase/php-jwt, jsonwebtoken crate, system.identitymodel.tokens.jwt"],
  ["mock server", "mock mocks mocked mocking stubbed stubs stub server http requests responses network", "msw|mock service worker, nock, miragejs|mirage, json-server, wiremock, mockserver, stoplight prism, respx, httpretty, vcrpy|vcr.py, pollyjs|polly.js, webmock, fetch-mock, mockoon, httpmock, hoverfly"],
  ["api client generator", "client clients generated generator sdk sdks codegen typed", "openapi-typescript-codegen, openapi-fetch, orval, kubb, hey-api|@hey-api/openapi-ts, autorest, nswag, kiota, oapi-codegen, ogen, graphql-codegen|graphql code generator, genqlient"],
  ["web push service", "web push service worker subscriptions", "web-push, firebase web push, onesignal web push, pushpad"],
  ["browser storage", "stored store storage persisted persist kept saved browser client-side token tokens", "localstorage|window.localstorage, sessionstorage|window.sessionstorage, indexeddb, httponly cookie|httponly cookies, cache storage|cache api, opfs|origin private file system"],
  ["mobile secure storage", "secure storage stored store persisted persist kept tokens token credentials secrets", "keychain|ios keychain|react-native-keychain, android keystore, expo-secure-store|securestore, flutter_secure_storage|flutter secure storage, encryptedsharedpreferences|encrypted shared preferences, asyncstorage|@react-native-async-storage/async-storage, mmkv|react-native-mmkv, shared preferences|sharedpreferences, userdefaults|nsuserdefaults"],
  // Python
  ["python cli parser", "cli command commands arguments argument args flags options parsing parsed parser subcommands", "argparse, Click|python click, typer, docopt, python-fire, cement, cyclopts, plac"],
  ["python logging library", "log logs logging logger structured", "loguru, structlog, stdlib logging|python logging|logging module, eliot, logbook"],
  ["python concurrency", "async concurrency concurrent event loop green threads coroutines", "asyncio, trio, curio, gevent, eventlet, twisted, uvloop"],
  ["python build backend", "build backend packaging packaged wheel wheels sdist pyproject", "setuptools, hatchling, flit|flit-core|flit_core, poetry-core|poetry.core.masonry.api, pdm-backend, maturin, scikit-build|scikit-build-core, meson-python, setuptools-rust"],
  ["python version manager", "python version versions pinned interpreter interpreters", "pyenv, asdf, uv python, Mise, rye, conda, pyenv-win"],
  ["gradient boosting", "boosting boosted gradient trees tree model models classifier trained training", "xgboost, lightgbm, catboost, sklearn histgradientboosting|histgradientboostingclassifier|histgradientboostingregressor"],
  ["nlp library", "nlp tokenization tokenizer tokenized ner entities text parsing", "spacy, nltk, stanza, flair, gensim, textblob, corenlp|stanford corenlp"],
  ["array library", "arrays array numerical numeric tensors vectorized", "numpy|np, jax.numpy|jnp, cupy, pytorch tensors, dask array"],
  ["distributed training", "distributed multi-gpu gpus gpu multi-node training trained parallel parallelism data-parallel wraps wrapped launched", "dataparallel|torch.nn.dataparallel|nn.dataparallel, distributeddataparallel|ddp|torch.nn.parallel.distributeddataparallel, fsdp|fullyshardeddataparallel, deepspeed, horovod, megatron|megatron-lm, pytorch lightning strategies, colossalai"],
  ["model inference runtime", "inference runtime runtimes runs served exported export optimized", "onnx runtime|onnxruntime, tensorrt, openvino, tflite|tensorflow lite|litert, core ml|coreml, llama.cpp|ggml|gguf, mlc llm, executorch, ncnn, mnn, tvm|apache tvm"],
  ["ann index", "ann index indexes indexed nearest neighbor neighbors neighbour similarity retrieval candidate candidates embeddings vector vectors", "faiss, scann, annoy, hnswlib, nmslib, usearch, diskann, voyager, pynndescent"],
  ["text to speech", "tts text-to-speech speech voices voice synthesized synthesis spoken audio", "amazon polly|aws polly|Polly, elevenlabs|eleven labs, google cloud text-to-speech|google tts|cloud tts, azure tts|azure speech|azure cognitive services speech, coqui|coqui tts, piper tts, openai tts, playht|play.ht, wellsaid"],
  ["speech to text", "transcription transcribed transcribe transcripts transcript stt speech-to-text speech recognition asr", "whisper|openai whisper|whisper.cpp|faster-whisper, deepgram, assemblyai|assembly ai, aws transcribe|amazon transcribe, google speech-to-text|google stt, azure speech to text, rev.ai, speechmatics, vosk, kaldi, otter|otter.ai, gladia, soniox, ibm watson speech to text, nuance"],
  ["ocr engine", "ocr text recognition extracted extraction scanned scans documents", "tesseract|pytesseract, google cloud vision|google vision, aws textract|amazon textract|textract, azure document intelligence|azure form recognizer|form recognizer, abbyy, paddleocr, easyocr, doctr, mindee"],
  ["machine translation api", "machine translation translated translate translates mt", "deepl, google translate|google cloud translation, aws translate|amazon translate, azure translator|microsoft translator, modernmt, systran, libretranslate"],
  ["embedding model provider", "embeddings embedding embed embedded vectors encoder", "openai embeddings|text-embedding-3-small|text-embedding-3-large|text-embedding-ada-002, cohere embed, voyage ai|voyageai, sentence-transformers|sentence transformers, bge|bge-m3, nomic embed, jina embeddings"],
  // Go, Rust, JVM, .NET, Ruby, PHP, Swift, Elixir
  ["go http client", "http client requests request calls", "resty|go-resty, net/http client|http.client, imroc/req, fasthttp client, heimdall"],
  ["go postgres driver", "driver postgres postgresql connections database db", "pgx|jackc/pgx, lib/pq|pq, go-pg|go-pg/pg"],
  ["go dependency management", "dependencies dependency deps vendored vendoring managed", "go modules|go mod|go.mod, golang/dep|gopkg.toml, glide, godep, govendor"],
  ["rust logging", "log logs logging logger structured diagnostics", "tracing crate|tracing-subscriber, log crate|log::, env_logger, slog, fern, log4rs, flexi_logger, simplelog"],
  ["rust gui", "gui ui desktop window windows widgets", "egui|eframe, Iced, slint, druid, gtk-rs|gtk4-rs, fltk-rs, xilem, relm4"],
  ["rust web frontend", "frontend front-end wasm web ui components", "yew, leptos, dioxus, sycamore, perseus"],
  ["wasm toolchain", "wasm webassembly target targets build builds built compiled compile toolchain bindings", "emscripten|emsdk|emcc|wasm32-unknown-emscripten, wasm-bindgen|wasm-pack|wasm32-unknown-unknown, wasi-sdk|wasi|wasm32-wasi|wasm32-wasip1, assemblyscript, tinygo"],
  ["jvm logging facade", "logging log logs logger facade api", "slf4j, commons-logging|jakarta commons logging|jcl, jboss logging, log4j api|log4j-api, kotlin-logging|mu.kotlinlogging, flogger"],
  ["jvm connection pool", "pool pooling pooled connections connection jdbc datasource", "hikaricp|hikari, c3p0, apache dbcp|dbcp|dbcp2, tomcat jdbc pool|tomcat-jdbc, vibur, agroal"],
  ["jvm object mapper", "mapping mapper mappers dto dtos converts conversion", "mapstruct, modelmapper, dozer, orika, jmapper"],
  ["jvm cache library", "cache cached caching in-memory local", "caffeine, guava cache|cachebuilder, ehcache, cache2k, jcache"],
  ["servlet container", "server servlet container embedded http app", "tomcat|apache tomcat, jetty|eclipse jetty, undertow, netty, wildfly|jboss, glassfish|payara, websphere liberty|open liberty, weblogic"],
  ["jvm reactive library", "reactive streams async asynchronous observables flows", "rxjava|rxjava2|rxjava3|rxkotlin, project reactor, kotlin coroutines|kotlinx.coroutines|kotlin flow, mutiny|smallrye mutiny, akka streams|pekko streams, vert.x futures"],
  [".net object mapper", "mapping mapper mappers dto dtos", "automapper, mapster, mapperly, tinymapper, expressmapper"],
  [".net mediator", "mediator commands command handlers queries dispatched dispatch", "mediatr, martinothamar mediator, wolverine, brighter, cqrs-lite"],
  [".net resilience", "resilience retries retry retried circuit breaker policies transient", "Polly|polly.extensions, microsoft.extensions.http.resilience|http resilience, steeltoe"],
  [".net validation", "validation validate validated validators validator rules", "fluentvalidation, dataannotations|data annotations, validot"],
  [".net web framework", "web framework api server endpoints app", "asp.net core|aspnetcore|asp.net core mvc, asp.net web api|web api 2, servicestack, nancyfx, fastendpoints, asp.net mvc 5|system.web, wcf|corewcf"],
  ["unity scripting backend", "scripting backend compiled compile build builds player", "Mono|mono scripting backend, il2cpp"],
  ["ruby serializer", "serializer serializers serialized serialization json api responses", "active_model_serializers|activemodel::serializer|ams, jbuilder, blueprinter, alba, jsonapi-serializer|fast_jsonapi, panko, rabl, oj serializers"],
  ["ruby authorization", "authorization authorize authorized permissions permission policies policy abilities roles", "pundit, cancancan|cancan, action_policy|actionpolicy, rolify, access-granted"],
  ["file upload library", "uploads upload uploaded attachments attachment files images stored", "active storage|activestorage, carrierwave, Shrine, paperclip, Dragonfly|dragonfly gem, refile, django-storages, multer, busboy, uppy, filepond, spatie medialibrary|laravel-medialibrary"],
  ["pagination library", "pagination paginated paginate pages page", "kaminari, will_paginate, pagy, django-paginator, django rest framework pagination"],
  ["php http client", "http client requests request calls", "guzzle|guzzlehttp, symfony httpclient|symfony http client, laravel http client|http::, curl|php curl, buzz, httplug"],
  ["php app server", "server served serves workers production runtime", "php-fpm|fpm, roadrunner, frankenphp, swoole|openswoole, laravel octane|octane, mod_php, reactphp"],
  ["swift image loader", "image images loading loaded loader cached caching", "kingfisher, sdwebimage|sdwebimageswiftui, Nuke|nukeui, alamofireimage, pinremoteimage"],
  ["swift linter", "lint linting linter rules", "swiftlint, swift-format lint|swift-format, periphery"],
  ["elixir json library", "json encoding encoded decoding decoded serialization", "Jason, Poison, jiffy, thoas"],
  ["elixir email library", "email emails mail mailer mailers sent send delivery", "swoosh, bamboo, mailman"],
  ["ecto adapter", "adapter repo repos database db", "postgrex|ecto.adapters.postgres, myxql|ecto.adapters.myxql|mariaex, ecto_sqlite3|ecto.adapters.sqlite3, tds|ecto.adapters.tds"],
  ["node email library", "email emails mail mailer sent send transport smtp", "nodemailer, emailjs, react-email|@react-email, mjml, email-templates"],
  // C and C++, graphics, audio, embedded
  ["c/c++ compiler", "compiler compilers compiled compile compiles toolchain builds build", "gcc|g++|gnu compiler collection, clang|clang++|llvm clang, msvc|cl.exe|visual c++, icc|icx|intel c++ compiler|intel oneapi dpc++, tcc|tiny c compiler, zig cc, nvc++|nvhpc, armcc|arm compiler|armclang, iar compiler, sdcc, xc8|xc16|xc32"],
  ["linker", "linker linked link linking links", "gnu ld|ld.bfd|bfd, ld.gold|gold linker, lld|ld.lld, mold, zld, link.exe"],
  ["memory allocator", "allocator allocation allocations malloc heap memory", "jemalloc, tcmalloc, mimalloc, glibc malloc|ptmalloc, snmalloc, rpmalloc, dlmalloc"],
  ["c++ json library", "json parsing parsed parser parse serialization", "nlohmann/json|nlohmann json|nlohmann, rapidjson, simdjson, jsoncpp, boost.json, yyjson, cjson, glaze, sajson, picojson"],
  ["c++ logging library", "log logs logging logger", "spdlog, glog|google logging, log4cplus, boost.log, plog, easylogging++|easyloggingpp, quill, loguru c++, nanolog, g3log"],
  ["immediate-mode or native gui toolkit", "gui ui window windows widgets dialogs tools panels editor", "dear imgui|imgui, nuklear, wxwidgets, fltk, nana, cegui, raygui"],
  ["c/c++ static analysis", "static analysis analyzer analyzers lint linting checks", "clang-tidy, cppcheck, coverity, pvs-studio, sonarqube cpp, facebook infer, clang static analyzer|scan-build, codechecker, flawfinder, polyspace"],
  ["graphics api", "graphics rendering renderer render renders rendered backend gpu api", "vulkan, opengl, opengl es|gles, directx 11|d3d11|direct3d 11, directx 12|d3d12|direct3d 12, Metal, webgpu|wgpu, webgl|webgl2, webglrenderer, webgpurenderer"],
  ["shading language", "shaders shader written shading", "glsl, hlsl, wgsl, msl|metal shading language, Slang, spir-v assembly"],
  ["shader compiler", "shaders shader compiled compile compiler compiles spir-v", "glslangvalidator|glslang, dxc|directx shader compiler, fxc, shaderc|glslc, spirv-cross, naga, slangc"],
  ["audio decoding library", "audio decoding decode decoded decoder loading loaded samples sample wav mp3 files", "libsndfile, dr_wav|dr_libs|dr_mp3|dr_flac, minimp3, stb_vorbis, juce audioformatmanager|audioformatmanager, ffmpeg|libavcodec, miniaudio, libvorbis, libopus|opusfile, audiotoolbox"],
  ["audio plugin framework", "plugin plugins audio vst vst3 au clap", "juce, iplug2, dpf|distrho plugin framework, vst3 sdk, nih-plug, clap sdk"],
  ["embedded debug output", "logging log logs output printf console debug trace tracing goes sent", "uart|uart0|uart1|serial console, rtt|segger rtt, swo|itm, semihosting, usb cdc|cdc acm"],
  ["iot messaging protocol", "protocol messages telemetry devices device publish published", "mqtt, coap, amqp, lwm2m, xmpp, stomp, dds"],
  ["mqtt broker", "broker brokers mqtt publish publishes published subscribe subscribes subscribed topics telemetry", "mosquitto|eclipse mosquitto, emqx, hivemq|hivemq cloud, vernemq, nanomq, aws iot core|iot core, azure iot hub|iot hub, Aedes, flespi, Mochi|mochi-mqtt"],
  ["industrial protocol", "protocol fieldbus plc plcs devices", "modbus|modbus tcp|modbus rtu, profinet, ethercat, opc ua|opc-ua, ethernet/ip, bacnet, can bus|canopen, profibus"],
  // Media formats and algorithms: one per use
  ["video codec", "video codec codecs encoded encoding encodes transcoded transcoding streams", "h.264|h264|avc|x264, h.265|h265|hevc|x265, vp8, vp9, av1|libaom|svt-av1, prores, mpeg-2"],
  ["audio codec", "audio codec codecs encoded encoding encodes", "aac, opus, mp3, vorbis|ogg vorbis, flac, alac, pcm, ac-3|ac3"],
  ["adaptive streaming protocol", "streaming protocol protocols manifests manifest playlists", "http live streaming, mpeg-dash|DASH, smooth streaming, webrtc, rtmp"],
  ["media segment container", "segments segment container packaging packaged packager", "mpeg-ts|mpegts|transport stream, fmp4|fragmented mp4|cmaf"],
  ["image format", "images image served encoded format thumbnails converted", "png, jpeg|jpg, webp, avif, gif, heic|heif, jpeg xl|jxl"],
  ["compression algorithm", "compression compressed compresses compress compressing codec archives", "gzip|gz, brotli, zstd|zstandard, lz4, snappy, deflate|zlib, xz|lzma, bzip2|bz2, lzo"],
  ["checksum algorithm", "checksum checksums hash hashes hashed hashing digest digests fingerprint fingerprints", "md5, sha-1|sha1, sha-256|sha256, sha-512|sha512, blake2|blake2b, blake3, xxhash|xxh3|xxh64, crc32|crc32c, murmurhash|murmur3"],
  ["jwt signing algorithm", "signed signing signature signatures algorithm alg jwt jwts tokens token", "hs256, hs512, rs256, rs512, es256, es384, ps256, eddsa|ed25519"],
  ["config file format", "config configuration settings file files format written", "yaml|yml, toml, ini|.ini, hcl, json5, jsonnet, dhall, properties file|.properties, xml config"],
  ["bazel external dependencies", "external dependencies dependency deps declared declares", "bzlmod|module.bazel, WORKSPACE|workspace.bazel|workspace file"],
  // Infrastructure, security, docs
  ["container runtime", "runtime runtimes container containers nodes node cri", "containerd, cri-o|crio, docker engine|dockerd|docker-shim|dockershim, podman, gvisor|runsc, kata containers|kata, firecracker, runc, crun, youki"],
  ["local kubernetes", "local cluster clusters kubernetes development dev laptop", "minikube, kind cluster|kind clusters|kubernetes in docker, k3d, k3s, microk8s, docker desktop kubernetes, rancher desktop, orbstack kubernetes"],
  ["kubernetes manifests tool", "manifests manifest charts chart templated templating rendered overlays packaged kubernetes deploy deployed", "helm|helm charts, kustomize, jsonnet|tanka, kapp, cdk8s, ytt|carvel ytt, timoni"],
  ["ingress controller", "ingress controller traffic routed routing load balancer", "ingress-nginx|nginx ingress, traefik ingress|traefik, Contour, kong ingress, aws load balancer controller|alb ingress controller|aws-load-balancer-controller, istio gateway, haproxy ingress, emissary-ingress, gke ingress"],
  ["cni plugin", "cni network networking pod pods overlay policies", "calico, cilium, flannel, weave net, aws vpc cni|amazon-vpc-cni, kube-router, antrea"],
  ["cluster autoscaler", "autoscaling autoscaler autoscales scaled scaling nodes node provisioning provisioned", "karpenter, cluster autoscaler|cluster-autoscaler, gke autopilot, keda"],
  ["policy engine", "policy policies admission enforced enforcement rules", "opa|open policy agent|gatekeeper|opa gatekeeper, kyverno, jspolicy, kubewarden, aws cedar|Cedar, styra"],
  ["authorization service", "authorization authz permissions permission access checks check fine-grained", "openfga, spicedb|authzed, oso|oso cloud, cerbos, permit.io, casbin, aserto, ory keto"],
  ["acme client", "certs cert certificates certificate renewal renewed renews issued tls acme", "certbot, acme.sh, cert-manager, lego, dehydrated, caddy automatic https, traefik acme, win-acme"],
  ["vulnerability scanner", "vulnerabilities vulnerability vulns cve cves scanning scanned scans scanner security dependencies images", "trivy, grype, snyk, clair, anchore, dependency-check|owasp dependency-check, npm audit, pip-audit, osv-scanner, docker scout, whitesource, black duck"],
  ["secret scanner", "secrets secret leaked leaks scanning scanned scans scanner credentials", "gitleaks, trufflehog, detect-secrets, git-secrets, ggshield|gitguardian, talisman, github secret scanning"],
  ["sast tool", "static analysis sast security scanning scanned scans code scanning findings", "semgrep, codeql, sonarqube|sonarcloud, checkmarx, veracode, bandit, brakeman, gosec, fortify, snyk code"],
  ["artifact signing", "signed signing signs signatures signature artifacts artifact images binaries releases", "cosign|sigstore, notary v2, minisign, signtool, codesign, in-toto"],
  ["vpn", "vpn tunnel tunnels network networking mesh private access", "wireguard, openvpn, tailscale, zerotier, ipsec|strongswan, slack nebula, netbird, headscale, cloudflare warp, pritunl, aws client vpn"],
  ["bastion access", "ssh access bastion jump host hosts sessions shell production servers", "teleport, hashicorp boundary|Boundary, aws ssm session manager, strongdm, tailscale ssh, cloudflare access, iap tunnel|identity-aware proxy"],
  ["dev tunnel", "tunnel tunnels expose exposed localhost public url webhook", "ngrok, cloudflare tunnel|cloudflared, localtunnel, tailscale funnel, localhost.run, serveo"],
  ["dev environment", "development dev environment environments shell toolchain contributors setup", "nix|nix shell|nix-shell|nix flake|flake.nix|devshell, devbox, devenv, devcontainer|devcontainers|dev container|dev containers, vagrant, github codespaces|codespaces, gitpod, daytona"],
  ["graph database", "graph database db nodes edges queries relationships", "neo4j, amazon neptune|Neptune, arangodb, dgraph, janusgraph, tigergraph, memgraph, nebulagraph, orientdb, cosmos db gremlin"],
  ["time-series database", "time-series timeseries time series metrics samples points database db stored", "influxdb|influx, timescaledb|timescale, questdb, victoriametrics, graphite whisper, opentsdb, kdb+|kdb, iotdb|apache iotdb, tdengine, griddb"],
  ["embedded key-value store", "key-value kv embedded store storage engine on-disk persisted", "rocksdb, leveldb, lmdb, badger|badgerdb, bbolt|boltdb, Pebble, Sled, wiredtiger, berkeley db|bdb, redb"],
  ["postgres connection pooler", "pooler pooling pool connections connection", "pgbouncer, pgpool|pgpool-ii, odyssey, pgcat, rds proxy|amazon rds proxy, supavisor, pgdog"],
  ["session replay", "session replay replays recordings recording recorded heatmaps", "fullstory, logrocket, hotjar, smartlook, microsoft clarity, posthog session replay, mouseflow, sentry session replay, datadog session replay, highlight.io"],
  ["status page", "status page incidents incident uptime outage outages", "statuspage|atlassian statuspage|statuspage.io, instatus, cachet, better stack status|betteruptime status, status.io, sorryapp, upptime"],
  ["continuous profiling", "profiling profiler profiles profile flame graphs cpu continuous", "pyroscope|grafana pyroscope, parca, datadog continuous profiler|datadog profiler, polar signals, elastic universal profiling, google cloud profiler|cloud profiler, async-profiler"],
  ["diagram tool", "diagrams diagram drawn architecture charts flowcharts", "mermaid, plantuml, graphviz, draw.io|diagrams.net, excalidraw, d2, structurizr, lucidchart, miro, kroki, mingrammer diagrams"],
  ["api specification format", "api spec specs specification contract described description schema", "openapi|openapi 3|swagger|swagger 2.0, raml, api blueprint, asyncapi, typespec|cadl, smithy, graphql sdl, protobuf idl"],
  ["team wiki", "wiki docs documentation pages page runbooks runbook handbook knowledge base", "confluence, notion, outline wiki|getoutline, bookstack, wiki.js, mediawiki, github wiki, dokuwiki, slab, guru, coda, nuclino, tettra, xwiki"],
  ["prose linter", "prose docs documentation writing style lint linting linted linter", "Vale, write-good, textlint, proselint, languagetool"],
  ["markdown linter", "markdown md lint linting linted linter", "markdownlint|markdownlint-cli|markdownlint-cli2, remark-lint, mdl, pymarkdown"],
  ["nix formatter", "format formatting formatter formatted nix", "nixfmt|nixfmt-rfc-style, alejandra, nixpkgs-fmt"],
  ["lua formatter", "format formatting formatter formatted lua", "stylua, lua-format|luaformatter, lua-fmt"],
  ["haskell formatter", "format formatting formatter formatted", "ormolu, fourmolu, stylish-haskell, brittany, floskell"],
  ["kotlin linter", "lint linting linter static analysis rules", "detekt, ktlint, android lint, diktat"],
  ["terraform linter", "lint linting linter scanning scanned checks policy", "tflint, tfsec, checkov, terrascan, trivy config, kics"],
  // Games
  ["unity ui system", "ui menus menu hud screens canvases canvas panels", "ugui|unity ui|unity.ui, ui toolkit|uitoolkit|ui elements|uielements|uxml, ngui, noesisgui|noesis"],
  ["unity render pipeline", "render pipeline rendering renderer graphics shaders", "urp|universal render pipeline|lwrp, hdrp|high definition render pipeline, built-in render pipeline|birp|built-in pipeline"],
  ["unity input", "input handling controls bindings actions keyboard gamepad", "input manager|legacy input manager|input.getkey, new input system|unity input system|inputsystem, rewired, incontrol"],
  ["bevy input", "input handling actions bindings keyboard gamepad", "leafwing-input-manager|leafwing input manager, bevy_enhanced_input, buttoninput|button input|input<keycode>"],
  ["unity asset loading", "assets asset loading loaded loads content bundles remote", "addressables|unity addressables, assetbundles|asset bundles, resources.load|resources folder"],
  ["game dialogue system", "dialogue dialog conversations branching narrative scripts", "yarn spinner|yarnspinner, inkle ink, dialogue system for unity|pixel crushers dialogue system, articy|articy:draft, dialogic"],
  ["tweening library", "tween tweens tweening animations easing", "dotween, leantween, itween, primetween, gsap tweens, tween.js|@tweenjs/tween.js"],
  // Third-party data feeds and domain services a project takes from one provider at a time
  ["exchange rate provider", "exchange rates rate fx currency currencies conversion forex quotes feed", "ecb|european central bank|ecb reference rates, open exchange rates|openexchangerates|openexchangerates.org, fixer|fixer.io, currencylayer, exchangerate-api|exchangerate.host, xe|xe.com, oanda, frankfurter|frankfurter.app, currencyapi|currencyapi.com, currencybeacon"],
  ["blockchain rpc provider", "rpc node nodes provider endpoint blockchain ethereum chain web3 calls", "infura, Alchemy, quicknode, ankr, chainstack, moralis, getblock, blast api, llamanodes|llamarpc, drpc, tenderly"],
  ["bank data aggregator", "bank banking accounts account transactions aggregation open data", "plaid, truelayer, yodlee|envestnet yodlee, finicity, MX Technologies, salt edge|saltedge, akoya, belvo, teller.io, basiq, flinks, nordigen|gocardless bank account data"],
  ["weather data provider", "weather forecast forecasts forecasting observations conditions meteorological", "openweathermap|openweather|owm, open-meteo|open meteo, weatherapi|weatherapi.com, tomorrow.io|climacell, accuweather, dark sky|darksky, visual crossing, weatherbit, meteomatics, met norway|yr.no|met.no, noaa|nws|national weather service, aerisweather|xweather, weather underground|wunderground, meteostat, pirate weather"],
  ["vessel data provider", "vessel vessels ship ships ais positions schedules tracking maritime", "marinetraffic, spire maritime|Spire, vesselfinder, exactearth, orbcomm, kpler, myshiptracking, datalastic"],
  ["lorawan network server", "lorawan network server lns gateways devices sensors", "the things stack|the things network|ttn, chirpstack, loriot, actility|thingpark, Helium, aws iot core for lorawan, senet"],
  ["webrtc media server", "sfu mcu media server webrtc video calls conferencing rooms", "Janus|janus gateway, mediasoup, jitsi videobridge|jvb, livekit, ion-sfu, kurento, medooze, galene, ant media server|ant media, twilio video, agora, daily.co, 100ms, vonage video|opentok"],
  ["plagiarism detection", "plagiarism similarity originality checks checked checking essays submissions", "turnitin, copyleaks, unicheck, ouriginal|urkund, plagscan, plagiarismcheck|plagiarismcheck.org, quetext, copyscape, ithenticate"],
  ["crdt or ot library", "collaborative collaboration editing co-editing sync synced syncs crdt crdts ot transforms", "yjs, automerge, sharedb, ot.js, loro, diamond types"],
  ["yjs provider", "provider providers backend server sync synced collaboration", "y-websocket, hocuspocus|@hocuspocus/server, y-sweet, y-webrtc, y-redis, partykit|y-partykit, liveblocks yjs"],
  ["report designer", "reports report reporting statistics printed generated rendered", "crystal reports, ssrs|sql server reporting services, jasperreports|jasper reports, birt|eclipse birt, pentaho reporting, activereports, telerik reporting, stimulsoft, fastreport|fastreports, devexpress reports|xtrareports, oracle reports, bold reports"],
  ["enterprise job scheduler", "batch jobs job scheduled scheduler scheduling workload automation", "control-m|bmc control-m, autosys, tivoli workload scheduler|ibm workload scheduler, redwood runmyjobs|redwood, stonebranch, tidal automation, automic|uc4, jams scheduler, rundeck, activebatch, Quartz|quartz scheduler"],
  ["fhir server", "fhir server endpoint api store backend resources", "hapi fhir|hapi fhir server|hapi-fhir, azure health data services|azure api for fhir, google cloud healthcare api|cloud healthcare api, aws healthlake|amazon healthlake|healthlake, smile cdr|smilecdr, ibm fhir server, medplum, firely server, aidbox"],
  ["hl7 v2 library", "hl7 parse parsed parsing parser messages", "hl7apy, python-hl7, hapi hl7v2|hapi hl7, nhapi, simple-hl7, node-hl7-complete, hl7-parser"],
  ["clock synchronization", "clock clocks time sync synced synchronization synchronized", "chrony|chronyd, ntpd, systemd-timesyncd|timesyncd, ptp4l|linuxptp, openntpd, w32time"],
  ["hpc container runtime", "container containers image images cluster hpc processes jobs", "singularity|apptainer, docker, podman, charliecloud, shifter, enroot, sarus"],
  ["container base image", "base image images container containers built", "alpine|alpine linux, distroless, debian slim|debian-slim, ubi|red hat ubi|ubi8|ubi9, wolfi|chainguard, busybox, amazon linux|al2023"],
  ["barcode scanning sdk", "barcode barcodes scan scans scanned scanning scanner qr codes", "zxing|zxing-cpp, scandit, dynamsoft|dynamsoft barcode reader, ml kit|google ml kit|ml kit barcode scanning, zbar, scanbot|scanbot sdk, cognex mobile barcode, quaggajs|quagga2, html5-qrcode, visionkit|datascannerviewcontroller"],
  ["realtime push transport", "live real-time realtime push pushed streams streamed streaming updates receives events", "websockets|websocket|web sockets, server-sent events|eventsource, long polling|long-polling, socket.io, signalr, webtransport, mqtt"],
  // Science and robotics tools a pipeline or stack normally runs one of
  ["read aligner", "alignment aligned aligner aligns align reads mapping mapped", "bwa|bwa-mem|bwa mem, bwa-mem2, bowtie2, minimap2, hisat2, novoalign, dragen, subread"],
  ["duplicate marking", "duplicates duplicate marked marks marking dedup", "picard markduplicates|markduplicates, samtools markdup|markdup, sambamba markdup, markduplicatesspark, umi-tools dedup"],
  ["variant annotation", "variant variants annotation annotated annotates annotate", "annovar, vep|ensembl vep|variant effect predictor, snpeff, funcotator, vcfanno, oncotator"],
  ["mixed model package", "mixed models model fit fitted glmm lmm regression", "lme4, glmmtmb, nlme, brms, rstanarm, mixedmodels.jl"],
  ["nav2 global planner", "global planner planning path paths", "navfn|navfnplanner, smacplanner2d, smacplannerhybrid, smacplannerlattice, thetastarplanner"],
  ["robot simulator", "simulation simulator sim simulated", "gazebo classic|gazebo 11, gazebo sim|gz sim|ignition gazebo|gazebo harmonic|gazebo garden|gazebo fortress, webots, isaac sim, coppeliasim|v-rep, carla, airsim"],
  ["roblox framework", "framework services controllers networking remotes", "Knit, aerogel, flamework, matter ecs, roblox-ts|roblox ts"]
];
var COEXISTING = [
  ["output stream", "output printed print written logs", "stdout, stderr"]
];
var CONTEXT = [
  ["programming language", "language languages code written", "python, golang, rust, java, kotlin, swift, objective-c|objc, c#|csharp, f#|fsharp, ruby, php, elixir, erlang, scala, clojure, haskell, typescript|ts, javascript|js, dart, lua, perl, julia, c++|cpp, zig, nim, ocaml, groovy, crystal"],
  ["runtime platform", "runtime platform", ".net|dotnet|.net core|.net framework, jvm, Beam, wasm|webassembly"],
  ["client platform", "platform platforms client clients app apps", "ios, android, Web|webapp, macos, Windows, linux, watchos, tvos, wearos"]
];
function rows(list, exclusive, contextOnly = false) {
  return list.map(([role, roleWords, names]) => ({
    role,
    exclusive,
    contextOnly,
    roleStems: new Set(roleWords.split(/\s+/).filter(Boolean).flatMap((w) => wordTerms(w))),
    members: names.split(/,\s*/).map((m) => m.split("|").map((s) => s.trim()))
  }));
}
var ALTERNATIVE_GROUPS = [...rows(EXCLUSIVE, true), ...rows(COEXISTING, false), ...rows(CONTEXT, false, true)];
var ALTERNATIVE_INDEX = /* @__PURE__ */ new Map();
var CASED_SPELLINGS = /* @__PURE__ */ new Map();
var SPELLING_PREFIXES = /* @__PURE__ */ new Set();
var TERMLESS_FIRST_WORDS = /* @__PURE__ */ new Set();
ALTERNATIVE_GROUPS.forEach((g, group) => {
  for (const spellings2 of g.members) {
    const name = spellings2[0].toLowerCase();
    for (const written2 of spellings2) {
      const key = written2.toLowerCase();
      if (key !== written2) CASED_SPELLINGS.set(key, written2);
      const list = ALTERNATIVE_INDEX.get(key) ?? [];
      if (!list.some((m) => m.group === group)) list.push({ group, name });
      ALTERNATIVE_INDEX.set(key, list);
      const words3 = key.split(" ");
      for (let n = 1; n < words3.length; n++) SPELLING_PREFIXES.add(words3.slice(0, n).join(" "));
      if (words3.length > 1 && wordTerms(words3[0]).length === 0) TERMLESS_FIRST_WORDS.add(words3[0]);
    }
  }
});
var SPELLINGS = /* @__PURE__ */ new Map();
ALTERNATIVE_GROUPS.forEach((g, group) => {
  for (const spellings2 of g.members) SPELLINGS.set(`${group} ${spellings2[0].toLowerCase()}`, spellings2.map((s) => s.toLowerCase()));
});
function spellingsOf(group, name) {
  return SPELLINGS.get(`${group} ${name}`) ?? [name];
}

// src/contradiction/analyze.ts
var ONCE_AS_COUNT = /^(a|an|per|every|each|or|more|again|\d+)$/;
function termReadings(synonyms, hyponyms, paths, toggles) {
  return { synonyms, hyponyms, paths, toggles };
}
var NO_READ_TERMS = [""].slice(0, 0);
var NO_READ_TOKENS = [{}].slice(0, 0);
var UNREAD_TERM_READINGS = termReadings(NO_READ_TERMS, NO_READ_TERMS, NO_READ_TERMS, NO_READ_TOKENS);
var UNREAD_NAME_PARTS = /* @__PURE__ */ new Map();
var BOUNDARY_PUNCT = /* @__PURE__ */ new Set([".", ";", "!", "?", "\u2014", "(", ")", ":", "[", "]"]);
var CONDITIONS = /* @__PURE__ */ new Set(["unless"]);
var CONSEQUENCE_OPENERS = /* @__PURE__ */ new Set(["so", "thus", "hence", "therefore"]);
var BOUNDARY_WORDS = /* @__PURE__ */ new Set(["but", "because", "since", "so", "while", "whereas", "although", "though", "unless", "which", "otherwise", "except", "whereby", "hence", "thus", "therefore"]);
var MARKER_PHRASES = [
  [["no", "longer"], "no longer"],
  [["any", "longer"], "any longer"],
  [["any", "more"], "any more"],
  [["anymore"], "anymore"],
  [["now"], "now"],
  [["nowadays"], "now"],
  [["again"], "again"],
  [["instead"], "instead"]
];
var MARKER_STARTS = new Set(MARKER_PHRASES.map(([phrase]) => phrase[0]));
var AUX = /* @__PURE__ */ new Set(["was", "were", "been", "is", "are", "be", "got", "gets", "get", "has", "have", "'s"]);
var ADVERBS = /* @__PURE__ */ new Set(["now", "also", "finally", "completely", "fully", "recently", "entirely", "since", "just", "already", "all", "then", "both", "officially"]);
var ENDING_VERB = /^(stop|ceas)/;
function quantityMoved(tokens, r) {
  const next = tokens[r + 1];
  if (next?.kind === "number") return true;
  return (next?.norm === "from" || next?.norm === "to" || next?.norm === "by") && tokens.slice(r + 2, r + 4).some((t) => t.kind === "number");
}
var SCHEDULED_BY = /* @__PURE__ */ new Set(["after", "every", "within", "once", "older", "past", "beyond"]);
function removedOnSchedule(tokens, r) {
  let k = r + 1;
  while (k < tokens.length && /ly$/.test(tokens[k].norm) && !isFrequencyWord(tokens[k].norm)) k++;
  const next = tokens[k];
  if (next !== void 0 && isFrequencyWord(next.norm)) return true;
  if (next !== void 0 && SCHEDULED_BY.has(next.norm)) {
    for (let j = k + 1; j <= k + 3 && j < tokens.length; j++) if (tokens[j].kind === "number" || isUnitWord(tokens[j].norm)) return true;
    return false;
  }
  for (let j = 0; j <= k + 6 && j < tokens.length; j++) {
    if (!SCHEDULED_BY.has(tokens[j].norm)) continue;
    for (let u = j + 1; u <= j + 3 && u < tokens.length; u++) if (durationUnitWord(tokens[u].norm)) return true;
  }
  return false;
}
var TIME_UNIT_WORD = /^(?:ms|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)$/;
function durationUnitWord(norm) {
  return TIME_UNIT_WORD.test(norm);
}
var REMOVAL_WORDS = /* @__PURE__ */ new Set(["removed", "dropped", "deleted", "uninstalled", "retired", "deprecated", "abandoned", "discontinued", "gone", "replaced", "swapped", "eliminated", "ditched", "decommissioned", "sunset", "superseded", "obsolete", "ripped", "yanked", "scrapped", "pulled", "purged"]);
var OUT_REMOVALS = /* @__PURE__ */ new Set(["taken", "compiled", "commented", "stripped", "torn", "phased", "cut", "left", "edited", "weeded", "ifdefed", "ifdef'd"]);
var PREPOSITION_AFTER = /* @__PURE__ */ new Set(["from", "in", "out", "last", "this", "since", "after", "during", "as", "for", "now", "entirely", "completely", "altogether", "anymore"]);
var CHANGE_VERBS = /* @__PURE__ */ new Set(["moved", "migrated", "switched", "changed", "ported", "went", "converted", "upgraded", "downgraded", "transitioned", "swapped", "rewritten", "rewrote", "moves", "move", "migrate", "switch", "switches", "changes", "relocated", "renamed"]);
var LEAVING_VERBS = /* @__PURE__ */ new Set(["moved", "migrated", "switched", "ported", "went", "transitioned", "relocated", "moving", "migrating"]);
var LEFT_WHEN = /* @__PURE__ */ new Set(["in", "at", "during", "last", "this", "after", "before", "ago", "back", "earlier", "recently", "years", "months", "weeks"]);
var LEAVING_FILLERS = /* @__PURE__ */ new Set(["away", "over", "all", "fully", "entirely", "completely", "finally", "out"]);
var PRONOUNS = /* @__PURE__ */ new Set(["we", "i", "they", "you", "someone", "the team"]);
var USE_VERB_STEMS = new Set(["use", "need", "require", "install", "depend", "rely", "call", "load", "import", "include", "ship"].map((w) => stem(w)));
var PRESENT_AUX = /* @__PURE__ */ new Set(["is", "are", "get", "gets"]);
var PERFECT_AUX = /* @__PURE__ */ new Set(["has", "have"]);
var STATE_REMOVALS = /* @__PURE__ */ new Set(["deprecated", "obsolete"]);
var PHRASE_CUT = /* @__PURE__ */ new Set([",", "now", "that", "because", "since", "so", "when", "while", "as", "if", "unless", "which", "for", "anymore", "again", "here", "there", "instead", "anyway", "either", "any", "yet", "too", "entirely", "completely", "altogether", "in favor", "in favour"]);
var IN_PREFIXED = /^(?:in|im|il|ir)([a-z]{3,}(?:able|ible))$/;
var NOT_IN_PREFIXED = /* @__PURE__ */ new Set(["importable", "imposable", "inheritable", "impressionable", "informable"]);
var NOT_PREFIXED = /* @__PURE__ */ new Set(["under", "until", "unless", "unique", "union", "unit", "units", "universal", "unix", "unicode", "uniform", "unify", "unified", "unity", "none", "nonce", "understand", "undo", "unwrap", "unmount", "update"]);
var UN_PREFIXED = /^(non-|non|un)([a-z][a-z-]{3,})$/;
var UN_PREFIXED_LAST_PART = /-(non-|non|un)([a-z]{3,})$/;
var ANTONYM_INDEX = /* @__PURE__ */ new Map();
ANTONYMS.forEach(([positive, negative, negating], n) => {
  for (const w of positive.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: 1, negating });
  for (const w of negative.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: -1, negating });
});
var ENABLED_CANON = ANTONYM_INDEX.get("enabled").canon;
var ANTONYM_SECONDS = /* @__PURE__ */ new Map();
var ID_SENSES = /* @__PURE__ */ new Map();
for (const w of "sequential sequentially incrementing incrementally monotonic monotonically consecutive consecutively".split(" ")) ID_SENSES.set(w, ANTONYM_INDEX.get("sequential-ids"));
for (const w of "random randomly randomized randomised unpredictable unguessable".split(" ")) ID_SENSES.set(w, ANTONYM_INDEX.get("random-ids"));
var STATE_KEEPING = /* @__PURE__ */ new Set(["keep", "keeps", "kept", "keeping", "store", "stores", "stored", "storing", "hold", "holds", "held", "holding", "maintain", "maintains", "maintained", "maintaining", "track", "tracks", "tracked", "tracking"]);
var STATEFUL_USE = ANTONYM_INDEX.get("keeps-state");
var NOT_KEPT_STATE = /* @__PURE__ */ new Set(["no", "zero", "little", "in", "on", "at", "to", "for", "from", "by", "with", "of", "and", "or", "but", "the", "that", "which"]);
var STATE_NAMING = /* @__PURE__ */ new Set(["machine", "machines", "file", "files", "store", "stores", "management", "object", "objects", "tree", "diagram", "diagrams", "transition", "transitions", "name", "names", "key", "keys", "bucket", "backend", "code", "codes", "field", "fields", "column", "columns", "flag", "flags", "variable", "variables", "enum"]);
function keptStateEnd(tokens, i) {
  for (let k = i + 1; k <= i + 5 && k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || NOT_KEPT_STATE.has(t.norm)) return -1;
    if (t.norm === "state" || t.norm === "states") {
      if (k === i + 1) return -1;
      const next = tokens[k + 1];
      return next !== void 0 && next.kind === "word" && STATE_NAMING.has(next.norm) ? -1 : k;
    }
  }
  return -1;
}
var ID_NOUNS = /* @__PURE__ */ new Set(["id", "ids", "identifier", "identifiers", "number", "numbers", "key", "keys", "code", "codes", "slug", "slugs", "uuid", "uuids", "guid", "guids"]);
var ID_VERBS = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "stay", "stays", "remain", "remains", "generated", "assigned", "issued", "allocated", "created", "minted", "numbered", "produced", "chosen", "picked", "drawn", "handed", "given"]);
var ID_ADVERBS = /* @__PURE__ */ new Set(["now", "still", "always", "all", "strictly", "purely", "fully", "just", "simply", "no", "longer", "not", "aren't", "isn't", "never", "also"]);
function saidOfIdentifiers(tokens, i) {
  let k = i - 1;
  while (k >= 0 && ID_ADVERBS.has(tokens[k].norm)) k--;
  if (k < 0) return false;
  const before = tokens[k].norm;
  if (ID_NOUNS.has(before)) return true;
  if (!ID_VERBS.has(before)) return false;
  for (let j = k - 1; j >= 0; j--) if (tokens[j].kind === "word" && ID_NOUNS.has(tokens[j].norm)) return true;
  return false;
}
for (const w of ANTONYM_INDEX.keys()) {
  const parts = w.split("-");
  for (let a = 1; a < parts.length; a++) {
    const first = parts.slice(0, a).join("-");
    if (!ANTONYM_SECONDS.has(first)) ANTONYM_SECONDS.set(first, /* @__PURE__ */ new Set());
    for (let b = a + 1; b <= parts.length; b++) ANTONYM_SECONDS.get(first).add(parts.slice(a, b).join("-"));
  }
}
var ONE_SECONDS = ANTONYM_SECONDS.get("one");
var VERB_BEFORE = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did", "can", "could", "should", "must", "may", "might", "will", "would", "to", "always", "also", "now", "only"]);
var CODE_STATES = Object.assign(/* @__PURE__ */ Object.create(null), {
  "not null": "non-null",
  "object.freeze": "immutable",
  "object.freeze()": "immutable",
  "public-read": "public",
  "public-read-write": "public",
  // A Kubernetes access mode (`ReadWriteOnce`), a listed state written as code.
  readwriteonce: "readwriteonce",
  readwriteoncepod: "readwriteoncepod",
  readwritemany: "readwritemany",
  readonlymany: "readonlymany"
});
var ENUM_CONSTANT = /^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.([A-Z][A-Z_]*)$/;
var SORT_KEYWORD = /^[\w."()\s,]*[\w"]\s+(ASC|DESC)\)?$/;
var SORT_STATES = /* @__PURE__ */ new Map([
  ["asc", "ascending"],
  ["desc", "descending"]
]);
var SYNC_CASED = /[a-z0-9]S|[a-z0-9]As/;
function codeStateOf(t) {
  if (t.kind !== "code" || !t.quoted) return void 0;
  return codeState(t.raw) ?? void 0;
}
var codeState = memoize((raw) => readCodeState(raw, raw.trim().toLowerCase()) ?? null);
function readCodeState(raw, norm) {
  const canned = CODE_STATES[norm];
  if (canned !== void 0) return canned;
  const constant = raw.includes(".") ? ENUM_CONSTANT.exec(raw)?.[1]?.toLowerCase() : void 0;
  if (constant !== void 0) return SORT_STATES.get(constant) ?? (ANTONYM_INDEX.has(constant) && !CODE_STATE_WORDS.has(constant) ? constant : void 0);
  const sort = raw.includes("SC") ? SORT_KEYWORD.exec(raw)?.[1] : void 0;
  if (sort !== void 0) return SORT_STATES.get(sort.toLowerCase());
  const call = raw.endsWith("()") ? STATE_CALL.exec(raw)?.[1]?.toLowerCase() : void 0;
  if (call !== void 0 && STATE_CALLS.has(call)) return call;
  const suffix = SYNC_CASED.test(raw) && (raw.endsWith("()") || raw.includes(".")) ? SYNC_SUFFIX.exec(raw)?.[1] : void 0;
  if (suffix !== void 0) return suffix.toLowerCase();
  if (raw.includes("NOT NULL")) return COLUMN_NOT_NULL.test(raw) && !/\bis\s+not\s+null\b/i.test(raw) ? "non-null" : void 0;
  return spelledState(raw);
}
function spelledState(raw) {
  const first = raw.charCodeAt(0);
  const sigil = first === 58 || first === 45 ? SIGIL_STATE.exec(raw)?.[1]?.toLowerCase() : void 0;
  if (sigil !== void 0) return twoStateWord(CODE_SPELLINGS[sigil] ?? sigil);
  const keyword = CODE_SPELLINGS[raw];
  if (keyword !== void 0) return keyword;
  const modifier = raw.includes(" ") ? MODIFIER_KEYWORD.exec(raw)?.[1] : void 0;
  if (modifier !== void 0) return twoStateWord(modifier);
  const module = raw.includes(".") ? MODULE_LAST.exec(raw)?.[1] : void 0;
  if (module !== void 0) return twoStateWord(module.toLowerCase());
  if (!raw.endsWith(")") || !raw.includes("=")) return void 0;
  const args = ARGUMENTS.exec(raw)?.[1];
  if (args === void 0) return void 0;
  for (const arg of args.split(",")) {
    const m = ARGUMENT.exec(arg.trim());
    if (!m) continue;
    const value = m[2];
    const setting = settingState(`${m[1]}=${value}`);
    if (setting && ANTONYM_INDEX.has(setting.state)) return setting.state;
    const constant = value.includes(".") ? ENUM_CONSTANT.exec(value)?.[1]?.toLowerCase() : void 0;
    if (constant !== void 0 && twoStateWord(constant) !== void 0) return constant;
    const lower = value.toLowerCase();
    if (lower !== "true" && lower !== "false") continue;
    const key = twoStateKey(m[1]);
    if (key !== void 0) return stateWordOf(key.canon, lower === "true" ? key.sign : key.sign === 1 ? -1 : 1);
  }
  return void 0;
}
var CODE_SPELLINGS = Object.assign(/* @__PURE__ */ Object.create(null), { protected: "private", pub: "public" });
var CODE_WITHOUT = /^without\s+[a-z][a-z_ ]*$/i;
var SIGIL_STATE = /^(?::|--!)([A-Za-z][a-z-]*)$/;
var MODIFIER_KEYWORD = /^([a-z]+)\s+(?:struct|class|record|enum|interface|trait|object|fn|func|function|def|sub|val|var|let|field|property|method|type|table)\b/;
var MODULE_LAST = /^(?:[A-Z][A-Za-z0-9]*\.)+([A-Z][a-z]+)$/;
var ARGUMENTS = /^@?[A-Za-z_][\w.]*\((.*)\)$/;
var ARGUMENT = /^([A-Za-z_][\w.]*)\s*=\s*["']?([\w.:-]+)["']?$/;
function twoStateWord(word2) {
  const use = ANTONYM_INDEX.get(word2);
  return use !== void 0 && !use.negating ? word2 : void 0;
}
function stateWordOf(canon, sign) {
  return STATE_WORDS.get(`${canon}${sign}`);
}
var STATE_WORDS = /* @__PURE__ */ new Map();
for (const [word2, use] of ANTONYM_INDEX) if (!STATE_WORDS.has(`${use.canon}${use.sign}`)) STATE_WORDS.set(`${use.canon}${use.sign}`, word2);
var STATE_CALL = /\.([A-Za-z]+)\(\)$/;
var STATE_CALLS = /* @__PURE__ */ new Set(["optional", "nullable", "nullish", "required", "strict", "readonly", "eager", "lazy", "mutable", "immutable"]);
var SYNC_SUFFIX = /^[A-Za-z_$][\w$.]*[a-z0-9](Sync|Async)(?:\(\))?$/;
var COLUMN_NOT_NULL = /^(?:[\w"]+\s+)*NOT NULL(?:\s+(?:DEFAULT|UNIQUE|PRIMARY|REFERENCES|CHECK)\b.*)?$/;
var CODE_STATE_WORDS = /* @__PURE__ */ new Set(["true", "false", "on", "off", "enabled", "disabled", "async", "sync", "public", "private", "readonly", "nullable", "optional", "httponly", "reliable", "unreliable"]);
var cache = /* @__PURE__ */ new Map();
function analyze(text) {
  const hit = cache.get(text);
  if (hit) return hit;
  const result = analyzeUncached(text);
  if (cache.size > 2e4) cache.clear();
  cache.set(text, result);
  return result;
}
var NOT_ALPHANUMERIC2 = /[^a-z0-9]/;
function analyzeUncached(text) {
  const tokens = tokenize(text);
  const segments = splitClauses(tokens);
  const clauses = [];
  const denials = [];
  const allTerms = /* @__PURE__ */ new Map();
  const anchors = /* @__PURE__ */ new Set();
  for (const t of tokens) {
    for (let k = 0; k < t.terms.length; k++) {
      const term = t.terms[k];
      if (!allTerms.has(term)) allTerms.set(term, quotedWeight(t, k, term));
    }
    if (t.kind === "code" && t.terms[0] && NOT_ALPHANUMERIC2.test(t.terms[0])) anchors.add(t.terms[0]);
  }
  let lastMain;
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s];
    const index = clauses.length;
    const { host, fragments } = splitFragments(segment.tokens, segment.aside, segment.joinedAt);
    let consumed = null;
    const clauseDenials = [];
    for (const fragment of fragments) {
      const denial = makeDenial(index, fragment.tokens, fragment.cue, fragment.strong, "", "contrast");
      if (denial) clauseDenials.push(denial);
    }
    const clause = readClause(index, host, segment.aside);
    const denying = host.some(isNotPunct) ? clause : lastMain;
    if (denying) {
      for (const fragment of fragments) if (DENYING_CUES.has(fragment.cue)) deniedState(denying, index, fragment.tokens);
    }
    if (!segment.aside && host.some(isNotPunct)) lastMain = clause;
    for (const found of substitutions(index, host, clause)) {
      clauseDenials.push(found.denial);
      if (!STATE_REMOVALS.has(found.denial.cue.split(" ").pop() ?? "")) for (const t of found.consumed) (consumed ??= /* @__PURE__ */ new Set()).add(t);
    }
    if (consumed !== null && consumed.size > 0) {
      const kept2 = [];
      for (const t of host) if (!consumed.has(t)) kept2.push(t);
      const reread = readClause(index, kept2);
      clause.terms = reread.terms;
      clause.alternatives = reread.alternatives;
      clause.memberTerms = reread.memberTerms;
      clause.quantities = reread.quantities;
    }
    const previous = clauses[clauses.length - 1];
    const names = segment.aside && previous ? host.filter(isNotPunct) : NO_TOKENS;
    if (previous && names.length > 0 && names.length <= 2) unitAside(previous, names);
    if (previous && segment.aside && clause.quantities.length > 0) restatedAside(previous, clause);
    if (previous && names.length === 1 && names[0].kind === "code" && /[=:]/.test(names[0].raw)) settingAside(previous, index, host);
    if (previous && names.length > 0 && names.length <= 4 && names.every((t) => t.kind === "code" || t.kind === "number" || t.terms.length === 0) && names.some((t) => t.kind !== "word")) {
      for (const [written2, w] of clause.terms) {
        const term = DIGIT_IN_TERM.test(written2) && VALUE_IN_TERM.test(written2) ? written2.replace(VALUE_IN_TERM, "").replace(VALUE_AFTER_NAME, "") : written2;
        if (term.length < 2) continue;
        if (!previous.terms.has(term)) previous.terms.set(term, w);
        if (QUANTITY_PREDICATE_STEMS.has(term) || LIGHT_STEMS.has(term) || isUnitTerm(term)) continue;
        for (const q of previous.quantities) {
          if (q.key.includes(term)) continue;
          if (!q.subject.has(term)) q.subject.set(term, w);
          if (!q.left.has(term)) q.left.set(term, w);
        }
      }
    }
    const next = segments[s + 1];
    const beforeUnless = next !== void 0 && CONDITIONS.has(next.opener);
    const until = notUntil(clause);
    clause.conditional = CONDITIONS.has(segment.opener) || beforeUnless || until;
    clause.unlessDefault = beforeUnless && !CONDITIONS.has(segment.opener) && !until;
    clause.consequence = index > 0 && (CONSEQUENCE_OPENERS.has(segment.opener) || CONSEQUENCE_OPENERS.has(clause.tokens[0]?.norm ?? ""));
    clauses.push(clause);
    denials.push(...clauseDenials);
  }
  for (let k = 1; k < clauses.length; k++) {
    const c = clauses[k];
    const first = c.tokens.find(isNotPunct);
    const head = clauses[k - 1].head;
    if (!first || !head || c.antonyms.length === 0 || first.norm !== "it" && first.norm !== "it's" && first.norm !== "they") continue;
    head.terms.forEach((term, n) => {
      if (!c.terms.has(term)) c.terms.set(term, quotedWeight(head, n, term));
    });
  }
  for (const c of clauses) {
    for (const a of c.antonyms) if (!allTerms.has(a.canon) && !DICTIONARY_KEPT_TERMS.has(a.word.toLowerCase())) allTerms.set(a.canon, 1);
    for (const q of c.quantities) if (!allTerms.has(`q:${q.dim}`)) allTerms.set(`q:${q.dim}`, 1);
  }
  const analysis = { text, clauses, denials, terms: allTerms, anchors, signals: null, owners: ownLabels(tokens, clauses), frameBits: -1, withoutCodeAsides: codeAsidesCut(text), claimBeforeTail: null, tail: null };
  claimAndTail(analysis);
  return analysis;
}
function codeAsidesCut(text) {
  if (!text.includes("(`")) return null;
  const cut2 = text.replace(CODE_ASIDE, "");
  return cut2 === text || cut2.trim().length === 0 ? null : cut2;
}
function claimAndTail(a) {
  const text = a.text;
  TAIL_OPENER.lastIndex = 0;
  for (let m = TAIL_OPENER.exec(text); m !== null; m = TAIL_OPENER.exec(text)) {
    let ticks = 0;
    for (let i = 0; i < m.index; i++) if (text.charCodeAt(i) === 96) ticks++;
    if (ticks % 2 === 1) continue;
    const head = text.slice(0, m.index);
    let words3 = 1;
    for (let i = 0; i < head.length; i++) if (head.charCodeAt(i) === 32) words3++;
    const tail = text.slice(m.index + m[0].length);
    if (words3 < 3 || KEEPING.test(tail)) return;
    a.claimBeforeTail = `${head}.`;
    a.tail = tail;
    return;
  }
}
var KEEPING = /\b(?:still|also|too|as well|as before|keep(?:s|ing)?|kept|stay(?:s|ed|ing)?|remain(?:s|ed|ing)?|retain(?:s|ed|ing)?|continu(?:e|es|ed|ing)|unchanged|untouched)\b/i;
var TAIL_OPENER = /;\s|:\s|\s(?:—|–|--?)\s|,?\s+(?:now that|because|since|so that)\s|,\s+(?:so|as|which)\s/g;
var CODE_ASIDE = /\s*\(`[^()]*\)(?=\s*(?:[.;,:!?]|$))/g;
function ownLabels(tokens, clauses) {
  let labelled = false;
  for (let i = 1; i < tokens.length; i++) if (labelAt(tokens, i) !== null) labelled = true;
  if (!labelled) return null;
  const at = /* @__PURE__ */ new Map();
  const sentence = [];
  const labels2 = [];
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    at.set(t, i);
    sentence.push(n);
    const label = labelAt(tokens, i);
    if (label !== null && !datesState(tokens, i - 1)) labels2.push({ at: i, sentence: n, label });
    if (t.kind === "punct" && SENTENCE_ENDS.has(t.norm)) n++;
  }
  const owners = [];
  for (const c of clauses) {
    let end = -1;
    for (const t of c.tokens) end = Math.max(end, at.get(t) ?? -1);
    owners.push(end < 0 ? null : labelOf(labels2, end, sentence[end]));
    for (const q of c.quantities) {
      const t = c.tokens[q.first];
      const i = t === void 0 ? void 0 : at.get(t);
      if (i !== void 0) q.owner = labelOf(labels2, i, sentence[i]);
    }
  }
  return owners;
}
function datesState(tokens, noun) {
  const before = tokens[noun - 1]?.norm;
  return before === "since" || before === "from" || before === "of" && tokens[noun - 2]?.norm === "as" || before === "with" && tokens[noun - 2]?.norm === "starting";
}
function labelOf(labels2, i, sentence) {
  let owner = null;
  for (const l of labels2) {
    if (l.sentence !== sentence) continue;
    if (l.at <= i || owner === null) owner = l.label;
    if (l.at > i) break;
  }
  return owner;
}
var SENTENCE_ENDS = /* @__PURE__ */ new Set([".", "!", "?"]);
function notUntil(c) {
  if (!c.negated) return false;
  let negated = false;
  for (const t of c.tokens) {
    if (negated && t.norm === "until") return true;
    if (c.negations.includes(t.norm)) negated = true;
  }
  return false;
}
var CLAUSE_PRONOUNS = /* @__PURE__ */ new Set(["it", "they", "we", "you", "this", "that", "these", "those", "there", "he", "she", "i"]);
var DETERMINERS2 = /* @__PURE__ */ new Set(["the", "a", "an", "our", "their", "its", "this", "that", "these", "those", "every", "each", "no"]);
var FINITE_AUX = /^(is|are|was|were|has|have|had|does|do|did|can|could|should|must|will|would|isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|don't|didn't|can't|cannot|won't|shouldn't|isnt|arent|doesnt|dont|cant|wont)$/;
function newStatementAfterComma(tokens, comma, current) {
  return statementFollows(tokens, comma) && statesSomething(current);
}
function statementFollows(tokens, comma) {
  const next = tokens[comma + 1];
  if (!next) return false;
  if (next.kind === "word" && CLAUSE_PRONOUNS.has(next.norm)) return true;
  const determined = DETERMINERS2.has(next.norm);
  for (let k = comma + 1; k < tokens.length && k <= comma + 5; k++) {
    const t = tokens[k];
    if (t.kind === "punct") return false;
    if (FINITE_AUX.test(t.norm)) return k > comma + 1;
    const prev = tokens[k - 1];
    if (determined && k > comma + 2 && t.kind === "word" && /[^s]s$|ed$/.test(t.norm) && (prev.kind === "code" || prev.kind === "word" && prev.terms.length > 0 && !DETERMINERS2.has(prev.norm))) return true;
  }
  return false;
}
function andStatementFollows(tokens, and) {
  const next = tokens[and + 1];
  if (!next || !(DETERMINERS2.has(next.norm) || next.kind === "code")) return false;
  for (let k = and + 2; k < tokens.length && k <= and + 5; k++) {
    const t = tokens[k];
    if (t.kind === "punct" || t.norm === "and" || t.norm === "or") return false;
    if (t.kind === "word" && (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm))) return true;
  }
  return false;
}
function isNotPunct(t) {
  return t.kind !== "punct";
}
function namesWithTerms(t) {
  return (t.kind === "word" || t.kind === "code") && t.terms.length > 0;
}
function offAfterChangeVerb(norms) {
  for (let k = 1; k < norms.length; k++) if (norms[k] === "off" && CHANGE_VERBS.has(norms[k - 1])) return k;
  return -1;
}
function outOfAfterChangeVerb(norms) {
  for (let k = 2; k < norms.length; k++) if (norms[k] === "of" && norms[k - 1] === "out" && CHANGE_VERBS.has(norms[k - 2])) return k;
  return -1;
}
function isLabel(tokens) {
  const words3 = tokens.filter(isNotPunct);
  return words3.length > 0 && words3.length <= 3 && words3.some((t) => t.kind === "code") && !statesSomething(tokens);
}
function isTopic(tokens) {
  const words3 = tokens.filter(isNotPunct);
  return words3.length > 0 && words3.length <= 3 && words3.every(namesWithTerms) && !statesSomething(tokens);
}
function statesSomething(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    if (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm)) return true;
    const prev = tokens[i - 1];
    if (!prev || prev.kind !== "code" && (prev.kind !== "word" || prev.terms.length === 0) && prev.norm !== "one") continue;
    if (/[^s]s$|ed$/.test(t.norm) && t.norm.length > 3 || t.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  }
  return false;
}
var AFTER_ADVERB_ONCE = /* @__PURE__ */ new Set(["and", "but", "nor", "at", "in", "on", "for", "with", "by", "via", "during", "after", "before", "then"]);
function splitClauses(tokens) {
  const segments = [];
  let current = [];
  let aside = false;
  let opener = "";
  const flush = (nextAside, nextOpener = "") => {
    if (current.some(isNotPunct)) segments.push({ tokens: current, aside, opener, joinedAt: -1 });
    current = [];
    aside = nextAside;
    opener = nextOpener;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "punct" && t.norm === ":" && shortValueFollows(tokens, i + 1)) {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && t.norm === ":" && isLabel(current)) {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && (t.norm === ":" || t.norm === "\u2014") && segments.length === 0 && isTopic(current)) {
      current.push(t);
      continue;
    }
    if (t.norm === "\u2014" && tokens[i - 1]?.kind === "number" && tokens[i + 1]?.kind === "number") {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && BOUNDARY_PUNCT.has(t.norm)) {
      flush(t.norm === "(" || t.norm === "[" ? true : t.norm === ")" || t.norm === "]" ? false : aside);
      continue;
    }
    const subordinate = t.norm === "once" && !ANTONYM_INDEX.has(`${tokens[i - 1]?.norm ?? ""}-once`) && !ONCE_AS_COUNT.test(tokens[i + 1]?.norm ?? "") && tokens[i + 1]?.kind !== "number" && !isFrequencyWord(tokens[i + 1]?.norm ?? "") && !AFTER_ADVERB_ONCE.has(tokens[i + 1]?.norm ?? "");
    if (t.kind === "word" && (BOUNDARY_WORDS.has(t.norm) || subordinate) && current.length > 0) {
      flush(aside, t.norm);
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && newStatementAfterComma(tokens, i, current)) {
      flush(aside);
      continue;
    }
    if (t.kind === "word" && t.norm === "and" && andStatementFollows(tokens, i) && statesSomething(current)) {
      flush(aside);
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && (tokens[i + 1]?.norm === "and" || tokens[i + 1]?.norm === "or") && tokens[i + 2]?.norm !== "not") {
      flush(aside);
      i++;
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && (tokens[i + 1]?.norm === "then" || tokens[i + 1]?.norm === "only")) {
      flush(aside);
      continue;
    }
    current.push(t);
  }
  flush(false);
  for (let k = 2; k < segments.length; k++) {
    const before = segments[k - 2];
    const aside2 = segments[k - 1];
    const after = segments[k];
    if (before.aside || !aside2.aside || after.aside || after.opener !== "" || !predicateStarts(before.tokens, after.tokens)) continue;
    before.joinedAt = before.tokens.length;
    before.tokens = [...before.tokens, ...after.tokens];
    segments.splice(k, 1);
  }
  return segments;
}
var PREDICATE_VERB = /^[a-z]{2,}(?:[^s]s|ed)$/;
function predicateStarts(before, after) {
  const first = after[0];
  if (first === void 0 || first.kind !== "word") return false;
  if (FINITE_AUX.test(first.norm)) return true;
  return PREDICATE_VERB.test(first.norm) && before.some((t) => t.kind === "word" && t.terms.length > 0) && !statesSomething(before);
}
function shortValueFollows(tokens, from) {
  if (tokens[from]?.kind === "number") return true;
  let words3 = 0;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === "punct" && (BOUNDARY_PUNCT.has(t.norm) || t.norm === ",")) break;
    if (t.kind !== "punct") words3++;
  }
  return words3 > 0 && words3 <= 3;
}
var WITHOUT = /* @__PURE__ */ new Set(["without", "minus", "sans"]);
var COORDINATORS = /* @__PURE__ */ new Set(["and", "or", ",", ";"]);
var QUOTE_CLOSES = /* @__PURE__ */ new Map([["'", "'"], ['"', '"'], ["\u201C", "\u201D"]]);
var QUOTED_SPAN = 6;
function quotedMention(tokens, i) {
  let open = -1;
  for (let j = i - 1; j >= 0 && j >= i - QUOTED_SPAN; j--) if (tokens[j].kind === "punct" && QUOTE_CLOSES.has(tokens[j].raw)) {
    open = j;
    break;
  }
  if (open < 0) return false;
  const mark = tokens[open].raw;
  const close = QUOTE_CLOSES.get(mark);
  if (close === mark) {
    let before = 0;
    for (let j = 0; j < open; j++) if (tokens[j].raw === mark) before++;
    if (before % 2 === 1) return false;
  }
  for (let j = i + 1; j < tokens.length && j <= open + QUOTED_SPAN; j++) if (tokens[j].raw === close) return true;
  return false;
}
function negationsCoordinated(tokens, at) {
  if (at.length < 2) return false;
  for (let k = 1; k < at.length; k++) {
    let joined = false;
    for (let j = at[k] - 1; j > at[k - 1] && j >= at[k] - 3; j--) if (COORDINATORS.has(tokens[j].norm)) joined = true;
    if (!joined) return false;
  }
  return true;
}
var DENIED = "not";
function deniedStateAt(c, word2) {
  return word2.startsWith(`${DENIED} `) ? c.tokens.length : -1;
}
var DENYING_CUES = /* @__PURE__ */ new Set([", not", ", never", "not", ", but not", "instead of", "rather than", "without"]);
var COPULA = { raw: "is", norm: "is", kind: "word", terms: [], weights: [], quoted: false };
function deniedState(host, index, tokens) {
  const read = readClause(index, [COPULA, ...tokens]);
  if (read.antonyms.length !== 1 || read.negated || read.prefixed.length > 0) return;
  const state = read.antonyms[0];
  for (const a of host.antonyms) if (a.canon === state.canon) return;
  for (const [term, weight] of read.terms) if (weight > 0 && term !== state.canon && !host.terms.has(term) && !read.verbs.has(term)) return;
  const denied = { canon: state.canon, sign: state.sign > 0 ? -1 : 1, negating: state.negating, word: `${DENIED} ${state.word}` };
  host.antonyms = [...host.antonyms, denied];
  host.terms.set(state.canon, 1);
  if (denied.negating && denied.sign < 0) host.positive = !host.positive;
  if (!denied.negating && denied.sign < 0) host.flips = true;
}
function splitFragments(tokens, aside, joinedAt) {
  const fragments = [];
  const first = tokens.findIndex(isNotPunct);
  if (aside && first >= 0 && ["not", "never"].includes(tokens[first].norm) && !hasVerb(tokens.slice(first + 1))) {
    fragments.push({ tokens: tokens.slice(first + 1), cue: tokens[first].norm, strong: true });
    return { host: [], fragments };
  }
  const host = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i];
    const n1 = tokens[i + 1]?.norm;
    const n2 = tokens[i + 2]?.norm;
    let cue = null;
    let skip = 0;
    let strong = true;
    if (t.norm === "," && (n1 === "not" || n1 === "never") && tokens[i + 2] && !["only", "just", "always"].includes(n2 ?? "")) {
      cue = `, ${n1}`;
      skip = 2;
    } else if (t.norm === "," && (n1 === "and" || n1 === "but") && (n2 === "not" || n2 === "never")) {
      cue = `, ${n1} ${n2}`;
      skip = 3;
    } else if (t.norm === "instead" && n1 === "of") {
      cue = "instead of";
      skip = 2;
    } else if (t.norm === "rather" && n1 === "than") {
      cue = "rather than";
      skip = 2;
    } else if (t.norm === "in" && n1 === "place" && n2 === "of") {
      cue = "in place of";
      skip = 3;
    } else if (WITHOUT.has(t.norm) && !GOES_ON_WITHOUT.has(tokens[i - 1]?.norm ?? "") && !permittedBefore(tokens, i) && !deniedBefore(tokens, i) || t.norm === "outside" && n1 === "of") {
      cue = t.norm === "outside" ? "outside of" : "without";
      skip = t.norm === "outside" ? 2 : 1;
      if (cue === "without") skip += waitingSpan(tokens, i + 1);
      strong = false;
    } else if (t.norm === "over" && tokens.slice(0, i).some((x) => /^prefer/.test(x.norm))) {
      cue = "over";
      skip = 1;
    }
    if (cue === null) {
      host.push(t);
      i++;
      continue;
    }
    let end = i + skip;
    while (end < tokens.length && end !== joinedAt && !(tokens[end].norm === "," || explanationStarts(tokens, end) || cue !== "without" && PHRASE_CUT.has(tokens[end].norm) && end > i + skip)) end++;
    fragments.push({ tokens: tokens.slice(i + skip, end), cue, strong });
    i = end;
  }
  return { host, fragments };
}
function waitingSpan(tokens, at) {
  return WAITING.has(tokens[at]?.norm ?? "") && WAITED_ON.has(tokens[at + 1]?.norm ?? "") && tokens[at + 2] !== void 0 ? 2 : 0;
}
var WAITING = /* @__PURE__ */ new Set(["wait", "waits", "waiting", "waited"]);
var WAITED_ON = /* @__PURE__ */ new Set(["for", "on", "upon", "until"]);
function explanationStarts(tokens, i) {
  const norm = tokens[i].norm;
  if (norm === ":" || norm === ";") return true;
  return norm === "\u2014" && !(tokens[i - 1]?.kind === "number" && tokens[i + 1]?.kind === "number");
}
var VERBISH = /^(is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|would|should|must|may|might)$|n't$/;
function hasVerb(tokens) {
  return tokens.some((t) => VERBISH.test(t.norm) || t.kind === "word" && /(ed|es)$/.test(t.norm) && t.norm.length > 4);
}
var DUTY_PARTICIPLES = /* @__PURE__ */ new Set(["expected", "supposed", "obliged", "obligated", "required"]);
var BE_FORMS = /* @__PURE__ */ new Set(["is", "are", "be", "been", "was", "were"]);
function dutySubject(tokens, be) {
  if (ADDRESSEES.has(tokens[be - 1]?.norm ?? "")) return true;
  for (let j = 0; j < be; j++) if (UNIVERSAL_QUANTIFIERS.has(tokens[j].norm)) return true;
  return false;
}
var FINITE_ENDING = /[^s]s$|ed$/;
var DIGIT_OR_CAPITALS = /\d|^[A-Z]{2,}s?$/;
var ACRONYM = /^[A-Z]{2,5}s?$/;
var PLURAL_END = /s$/;
function readClause(index, tokens, aside = false) {
  const negations = [];
  const negationAt2 = [];
  const modals = [];
  const markers = [];
  const antonyms = [];
  const prefixed = [];
  const terms = /* @__PURE__ */ new Map();
  let alternatives = null;
  let memberTerms;
  let memberEnd = 0;
  const skipTerms = takeSkip(tokens.length);
  let prefixedBases;
  let pendingResult;
  let toggled;
  let toggles;
  let settingStates;
  let attributive = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1]?.norm;
    if (MARKER_STARTS.has(t.norm)) for (const [phrase, marker] of MARKER_PHRASES) {
      if (phrase[0] === t.norm && phraseAt(tokens, i, phrase)) {
        markers.push(marker);
        if (marker !== "no longer") phrase.forEach((_, k) => skipTerms.add(i + k));
        else skipTerms.add(i + 1);
      }
    }
    if (t.kind === "code") {
      if (t.quoted && (t.raw.charCodeAt(0) | 32) === 119 && CODE_WITHOUT.test(t.raw)) {
        negations.push("without");
        negationAt2.push(i);
        skipTerms.add(i);
        for (const term of t.terms.slice(1)) terms.set(term, 1);
        continue;
      }
      const setting = aside ? null : settingState(t.raw);
      const state = setting ? ANTONYM_INDEX.get(setting.state) : void 0;
      if (setting && state) {
        (settingStates ??= []).push({ use: { canon: state.canon, sign: state.sign, negating: state.negating, word: t.raw }, subject: setting.subject });
      } else {
        const toggle = aside ? null : toggleSetting(t.raw);
        if (toggle) (toggles ??= []).push({ token: t, on: toggle.on, key: toggle.key });
      }
    } else if (t.kind === "word" && !aside && mayStartProseKey(t.norm)) {
      const found2 = proseSettingAt(tokens, i);
      if (found2) {
        (settingStates ??= []).push({ use: found2.use, subject: found2.subject });
        for (let k = i; k <= found2.value; k++) skipTerms.add(k);
        i = found2.value;
        continue;
      }
    }
    const codeState2 = codeStateOf(t);
    if (codeState2 !== void 0) {
      const use = ANTONYM_INDEX.get(codeState2);
      antonyms.push({ canon: use.canon, sign: use.sign, negating: use.negating, word: t.raw });
      skipTerms.add(i);
      continue;
    }
    if (t.kind === "number" && next !== void 0 && ONE_SECONDS?.has(next) === true && t.norm === "one" && tokens[i + 2]?.norm !== "per") {
      const antonym = antonymAt(tokens, i);
      if (antonym && antonym.length > 1) {
        antonyms.push({ canon: antonym.use.canon, sign: antonym.use.sign, negating: antonym.use.negating, word: antonym.use.word });
        for (let k = 0; k < antonym.length; k++) skipTerms.add(i + k);
        i += antonym.length - 1;
        continue;
      }
    }
    if (t.kind === "word" || t.kind === "code" && t.quoted && CODE_STATE_WORDS.has(t.norm)) {
      if (t.norm === "not" && next === "null") {
        antonyms.push({ canon: ANTONYM_INDEX.get("nullable").canon, sign: -1, negating: false, word: "not null" });
        skipTerms.add(i);
        skipTerms.add(i + 1);
        i++;
        continue;
      }
      if (t.norm === "null" && ["non", "non-"].includes(tokens[i - 1]?.norm ?? "")) continue;
      if (t.norm === "no" && (next === "exceptions" || next === "exception")) {
        skipTerms.add(i);
        skipTerms.add(i + 1);
        i++;
        continue;
      }
      if (t.norm === "nor" && negations.length > 0) skipTerms.add(i);
      else if (NEGATION_WORDS.has(t.norm) && quotedMention(tokens, i)) skipTerms.add(i);
      else if (NEGATION_WORDS.has(t.norm) && !((t.norm === "not" || /n't$|nt$/.test(t.norm)) && ["only", "just"].includes(next ?? ""))) {
        negations.push(t.norm === "no" && next === "longer" ? "no longer" : t.norm);
        negationAt2.push(i);
        skipTerms.add(i);
      } else if (t.kind === "word" && t.terms.length === 1 && NEGATIVE_VERB_STEMS.has(t.terms[0]) && (!ENDING_VERB.test(t.norm) || /ing$/.test(next ?? "")) && !t.norm.includes("-") && !quotedMention(tokens, i)) {
        negations.push(t.norm);
        negationAt2.push(i);
        skipTerms.add(i);
      }
      if (t.kind === "word" && t.norm === "without" && i > 1 && GOES_ON_WITHOUT.has(tokens[i - 1].norm)) {
        negations.push("without");
        negationAt2.push(i);
        skipTerms.add(i - 1);
        terms.set(REQUIRE, 1);
      } else if (t.kind === "word" && t.norm === "without" && (permittedBefore(tokens, i) || deniedBefore(tokens, i))) {
        negations.push("without");
        negationAt2.push(i);
        terms.set(REQUIRE, 1);
      }
      if (t.kind === "word" && (t.norm === "leave" || t.norm === "leaves") && tokens.slice(i + 2).some((x) => x.norm === "to")) {
        negations.push(t.norm);
        negationAt2.push(i);
        skipTerms.add(i);
        const to = tokens.findIndex((x, k) => k > i + 1 && x.norm === "to");
        for (let k = to; k < tokens.length; k++) skipTerms.add(k);
      }
      const modal = MODAL_WORDS[t.norm];
      if (modal !== void 0) {
        const needsTo = modal === "need";
        const bother = t.norm.startsWith("bother") && (next === "to" || /ing$/.test(next ?? "")) && negations.length > 0;
        const needFor = t.norm === "need" && next === "for" && tokens[i - 1]?.norm === "no";
        const preference = modal === "prefer" && (next === "to" || next === "not" && tokens[i + 2]?.norm === "to");
        if (modal === "prefer" ? preference : t.norm.startsWith("bother") ? bother : !needsTo || next === "to" || needFor) {
          modals.push(t.norm);
          skipTerms.add(i);
        }
      }
      if (next === "to" && DUTY_PARTICIPLES.has(t.norm) && BE_FORMS.has(tokens[i - 1]?.norm ?? "") && tokens[i + 2]?.kind === "word" && (t.norm !== "required" || dutySubject(tokens, i - 1))) {
        modals.push(t.norm);
        skipTerms.add(i);
        continue;
      }
      if (REQUIRING.has(t.norm)) {
        const credential = credentialAfter(tokens, i);
        if (credential > 0) antonyms.push({ canon: PRIVATE_USE.canon, sign: PRIVATE_USE.sign, negating: PRIVATE_USE.negating, word: rawSpan(tokens, i, credential) });
      }
      if (REACHED_FROM.has(t.norm) && exposedAt(tokens, i)) antonyms.push({ canon: PUBLIC_USE.canon, sign: PUBLIC_USE.sign, negating: PUBLIC_USE.negating, word: t.raw });
      const pending = t.norm === "returns" || t.norm === "return" ? pendingResultAt(tokens, i) : -1;
      if (pending > 0) pendingResult = rawSpan(tokens, i, pending);
      const antonym = antonymAt(tokens, i) ?? splitCompoundAt(tokens, i);
      if (antonym) {
        if (negationAt2[negationAt2.length - 1] === i) {
          negationAt2.pop();
          negations.pop();
        }
        antonyms.push({ canon: antonym.use.canon, sign: antonym.use.sign, negating: antonym.use.negating, word: antonym.use.word });
        if (antonym.use.negating && antonym.use.sign < 0 && antonym.length === 1 && attributiveAt(tokens, i)) attributive = true;
        if (!antonym.keepsTerms) for (let k = -(antonym.lead ?? 0); k < antonym.length; k++) skipTerms.add(i + k);
        i += antonym.length - 1;
        continue;
      }
      const initial = t.norm.charCodeAt(0);
      const prefix = initial === 117 || initial === 110 ? UN_PREFIXED.exec(t.norm) : t.norm.includes("-un") || t.norm.includes("-non") ? UN_PREFIXED_LAST_PART.exec(t.norm) : null;
      if (prefix && !NOT_PREFIXED.has(t.norm)) {
        const base = stem(prefix[2]);
        const along = prefix.index > 0 ? wordTerms(t.norm.slice(0, prefix.index)) : void 0;
        prefixed.push(along && along.length > 0 ? { base, word: t.norm, along } : { base, word: t.norm });
        if (t.terms.includes(base)) (prefixedBases ??= /* @__PURE__ */ new Map()).set(i, base);
      } else if (t.norm.charCodeAt(0) === 105) {
        const negated2 = IN_PREFIXED.exec(t.norm);
        if (negated2 && !NOT_IN_PREFIXED.has(t.norm)) prefixed.push({ base: stem(negated2[1]), word: t.norm });
      }
    }
  }
  if (pendingResult !== void 0 && !antonyms.some((a) => a.canon === ASYNC_USE.canon)) antonyms.push({ canon: ASYNC_USE.canon, sign: ASYNC_USE.sign, negating: ASYNC_USE.negating, word: pendingResult });
  if (toggles && !antonyms.some((a) => a.canon === ENABLED_CANON)) {
    for (const x of toggles) {
      const pair = twoStateKey(x.key);
      if (pair !== void 0) {
        antonyms.push({ canon: pair.canon, sign: x.on ? pair.sign : pair.sign === 1 ? -1 : 1, negating: false, word: x.token.raw });
        if (!x.on) continue;
      }
      antonyms.push({ canon: ENABLED_CANON, sign: x.on ? 1 : -1, negating: true, word: x.token.raw });
      const named = stateNamed(x.key);
      if (named !== void 0) terms.set(named, 1);
    }
    toggled = toggles[0].token;
  }
  if (settingStates) for (const x of settingStates) {
    antonyms.push(x.use);
    if (x.subject !== void 0) for (const term of wordTerms(x.subject)) terms.set(term, 1);
  }
  let acronyms = null;
  let verbs = null;
  let finiteSeen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    const prev = tokens[i - 1];
    if (t.norm.startsWith("bother") && modals.includes(t.norm)) continue;
    const afterModal = prev !== void 0 && prev.norm.startsWith("bother") && modals.includes(prev.norm);
    const possession = prev !== void 0 && (prev.norm === "has" || prev.norm === "have" || prev.norm === "had") && !/(ed|en|wn|ne)$/.test(t.norm);
    const afterAuxiliary = prev !== void 0 && !possession && (VERB_BEFORE.has(prev.norm) || NEGATION_WORDS.has(prev.norm) && prev.norm !== "no" || prev.norm === "longer" && tokens[i - 2]?.norm === "no" || negations.length > 0 && negations.includes(prev.norm) && ENDING_VERB.test(prev.norm) && /ing$/.test(t.norm));
    const finite = !finiteSeen && i > 0 && FINITE_ENDING.test(t.norm) && prev !== void 0 && (prev.kind === "code" || prev.terms.length > 0) && !(/s$/.test(t.norm) && auxiliaryAfter(tokens, i));
    const beforeNo = tokens[i + 1]?.norm === "no" && tokens[i + 2]?.norm !== "longer" && prev !== void 0 && (prev.kind === "code" || prev.terms.length > 0) && t.terms.length > 0 && !LINKS.has(t.norm) && !COPULAS.has(t.norm);
    if ((afterAuxiliary || afterModal || finite || beforeNo) && !DIGIT_OR_CAPITALS.test(t.raw)) {
      for (const term of t.terms) (verbs ??= /* @__PURE__ */ new Set()).add(term);
      finiteSeen = true;
    }
  }
  for (let i = 1; i < tokens.length; i++) if (tokens[i - 1].kind === "number" && isUnitWord(tokens[i].norm)) skipTerms.add(i);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const first = t.raw.charCodeAt(0);
    if (t.kind === "word" && first >= 65 && first <= 90 && ACRONYM.test(t.raw)) (acronyms ??= /* @__PURE__ */ new Set()).add(t.norm.replace(PLURAL_END, ""));
    const skipped = skipTerms.has(i);
    if (!skipped) {
      const negatedBase = prefixedBases?.get(i);
      for (let k = 0; k < t.terms.length; k++) {
        const term = t.terms[k];
        if (negatedBase !== void 0 && (term === negatedBase || term === "non")) continue;
        if (!terms.has(term)) terms.set(term, quotedWeight(t, k, term));
      }
    }
    const plain = !skipped && t.terms.length > 0;
    if ((t.kind === "word" || t.kind === "code") && i >= memberEnd && (plain || (skipped ? SPELLING_PREFIXES : TERMLESS_FIRST_WORDS).has(t.norm))) {
      const found2 = alternativeOf(tokens, i);
      if (found2 && (plain || found2.length > 1)) {
        for (const m of found2.members) if (alternatives === null || !alternatives.has(m.group)) (alternatives ??= /* @__PURE__ */ new Map()).set(m.group, m.name);
        memberEnd = i + found2.length;
        for (let k = i; k < memberEnd; k++) for (const term of tokens[k].terms) (memberTerms ??= /* @__PURE__ */ new Map()).set(term, found2.members);
      }
    }
  }
  for (const a of antonyms) terms.set(a.canon, 1);
  const found = findQuantities(tokens);
  const quantities = found.length === 0 ? NO_QUANTITIES2 : [];
  for (const q of found) quantities.push(statedOf(tokens, q));
  let kinds;
  for (const q of quantities) {
    q.restricted = restrictedBefore(tokens, q.first, q.last);
    q.observed = modals.length === 0 && observedAt(tokens, q.first, q.last);
    if (q.period !== void 0) q.kinds = INTERVAL;
    else if (q.dim === "duration") q.kinds = kinds === void 0 ? kinds = durationKinds(tokens) : kinds;
  }
  for (let n = 0; n < quantities.length; n++) {
    quantities[n].subject = quantitySubject(tokens, quantities, n, skipTerms, false);
    quantities[n].left = quantitySubject(tokens, quantities, n, skipTerms, true);
  }
  markFormer(tokens, quantities);
  SKIPS.push(skipTerms);
  let negativeAntonyms = 0;
  for (const a of antonyms) if (a.sign < 0 && a.negating) negativeAntonyms++;
  const negated = negations.length % 2 === 1 || negationsCoordinated(tokens, negationAt2);
  return {
    index,
    tokens,
    negated,
    negations: negations.length > 0 ? negations : NONE,
    modals: modals.length > 0 ? modals : NONE,
    markers: markers.length > 0 ? markers : NONE,
    antonyms: antonyms.length > 0 ? antonyms : NO_ANTONYMS,
    prefixed: prefixed.length > 0 ? prefixed : NO_PREFIXED,
    terms,
    verbs: verbs ?? NO_STRINGS,
    quantities: quantities.length > 0 ? quantities : NO_QUANTITIES2,
    alternatives: alternatives ?? NO_ALTERNATIVES,
    memberTerms: memberTerms ?? NO_MEMBERS,
    positive: ((negated ? 1 : 0) + negativeAntonyms) % 2 === 0,
    acronyms: acronyms ?? NO_STRINGS,
    conditional: false,
    unlessDefault: false,
    consequence: false,
    // "`search.enabled=false` in values.yaml" has no verb: the setting is what the clause is about.
    head: subjectHead(tokens, terms, verbs ?? NO_STRINGS) ?? (toggled ?? null),
    // Only the second state of a two-state pair flips ("async" against "sync"; polarity.ts flipsAgainst): a clause
    // saying "sync" reads the same against anything, so the checks need not pair it with clauses of its own sign.
    // A first state of an excluding pair (opposite-states.ts) flips against the second the same way, and a `--no-` flag
    // against the other side's writing of it (polarity.ts namesFlagAlike: "Don't pass `--no-deps`" / `pip install --no-deps`).
    // So does a negation in disguise said of a noun in the object (polarity.ts positiveAgainst).
    flips: prefixed.length > 0 || attributive || antonyms.some(flipsAlone),
    nameParts: UNREAD_NAME_PARTS,
    termReadings: UNREAD_TERM_READINGS
  };
}
var EXCLUDING = EXCLUDING_STATES.map(([first, second, context]) => ({
  first: new Set(first.split(" ")),
  second: new Set(second.split(" ")),
  context: context === void 0 ? void 0 : context.split(" ").map((w) => termOfWord(w))
}));
var FIRST_SIDES = EXCLUDING.reduce((bits, _, k) => bits | 1 << 2 * k, 0);
var excludingSides = memoize((word2) => {
  if (PER_SCOPE.test(word2)) return 0;
  const norm = word2.toLowerCase().replace(/\s+/g, "-");
  let bits = 0;
  EXCLUDING.forEach((e, k) => {
    if (e.first.has(norm)) bits |= 1 << 2 * k;
    if (e.second.has(norm)) bits |= 1 << 2 * k + 1;
  });
  return bits;
});
var PER_SCOPE = /^per\s/i;
var ATTRIBUTIVE_DETERMINERS = /* @__PURE__ */ new Set(["the", "a", "an", "its", "their", "our", "any", "all", "every", "each", "some", "these", "those"]);
function attributiveAt(tokens, i) {
  if (i < 2 || !ATTRIBUTIVE_DETERMINERS.has(tokens[i - 1].norm)) return false;
  const next = tokens[i + 1];
  return next !== void 0 && (next.kind === "word" || next.kind === "code") && next.terms.length > 0;
}
function flipsAlone(x) {
  return !x.negating && x.sign < 0 || (excludingSides(x.word) & FIRST_SIDES) !== 0 || x.negating && x.sign < 0 && x.word.startsWith("--no-");
}
function excludedState(c, other) {
  if (!c.flips || c.antonyms.length === 0 || other.antonyms.length === 0) return null;
  for (const mine of c.antonyms) {
    const bits = excludingSides(mine.word) & FIRST_SIDES;
    if (bits === 0) continue;
    for (const theirs of other.antonyms) {
      const common = bits & excludingSides(theirs.word) >> 1;
      if (common === 0 || theirs.canon === mine.canon) continue;
      const k = Math.log2(common & -common) / 2;
      const context = EXCLUDING[k].context;
      if (context !== void 0 && !someTermOf(context, c.terms, other.terms)) continue;
      if (takesState(c.antonyms, theirs.canon) || takesState(other.antonyms, mine.canon)) return null;
      return { canon: theirs.canon, sign: theirs.sign, word: mine.word, own: mine.canon, denying: theirs.negating && theirs.sign < 0 };
    }
  }
  return null;
}
function someTermOf(words3, a, b) {
  for (const t of words3) if (a.has(t) || b.has(t)) return true;
  return false;
}
function takesState(antonyms, canon) {
  for (const u of antonyms) if (u.canon === canon) return true;
  return false;
}
function withoutHead(c) {
  return {
    index: c.index,
    tokens: c.tokens,
    negated: c.negated,
    negations: c.negations,
    modals: c.modals,
    markers: c.markers,
    antonyms: c.antonyms,
    prefixed: c.prefixed,
    terms: c.terms,
    verbs: c.verbs,
    quantities: c.quantities,
    alternatives: c.alternatives,
    memberTerms: c.memberTerms,
    positive: c.positive,
    acronyms: c.acronyms,
    conditional: c.conditional,
    unlessDefault: c.unlessDefault,
    consequence: c.consequence,
    head: null,
    flips: c.flips,
    nameParts: c.nameParts,
    termReadings: c.termReadings
  };
}
function copyStated(q) {
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
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    compared: q.compared,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.naming,
    subject: q.subject,
    left: q.left,
    former: q.former,
    measured: q.measured,
    restricted: q.restricted,
    observed: q.observed,
    kinds: q.kinds,
    owner: q.owner
  };
}
function termsAt(tokens, at) {
  const out = [];
  for (const i of at) {
    const t = tokens[i];
    if (t !== void 0) for (const x of t.terms) out.push(x);
  }
  return out;
}
function statedOf(tokens, q) {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    // "no rate limit": what has no limit is all its key says.
    key: q.dim === "limitless" ? q.key : q.key.filter((k) => !QUANTITY_PREDICATE_STEMS.has(k)),
    scope: q.scope ?? perBefore(tokens, q.first),
    bound: q.bound,
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    compared: q.compared,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.namedBy ? termsAt(tokens, q.namedBy) : NO_NAMING,
    subject: EMPTY_TERMS,
    left: EMPTY_TERMS,
    former: false,
    measured: null,
    restricted: false,
    observed: false,
    kinds: null,
    owner: null
  };
}
var DIGIT_IN_TERM = /\d/;
var VALUE_IN_TERM = /\s*[=:\s].*$|^\d.*$|[._-]\d+(?:ms|s|m|h|d|px|kb|mb|gb)$/;
var VALUE_AFTER_NAME = /[._-]+$/;
function restatedAside(previous, aside) {
  for (const q of aside.quantities) {
    if (q.subject.size > 0 || q.dim === "version") continue;
    const before = previous.quantities.find((r) => r.dim === q.dim);
    if (before === void 0) continue;
    q.subject = new Map(before.subject);
    q.left = new Map(before.left);
    q.measured = null;
  }
}
function settingAside(previous, index, aside) {
  if (previous.antonyms.length > 0 || previous.negated) return;
  const read = readClause(index, aside);
  if (read.antonyms.length === 0) return;
  previous.antonyms = read.antonyms;
  for (const a of read.antonyms) {
    previous.terms.set(a.canon, 1);
    if (a.sign < 0 && a.negating) previous.positive = !previous.positive;
  }
  previous.flips ||= read.flips;
}
function unitAside(previous, aside) {
  const unit = aside[aside.length - 1];
  if (unit.kind !== "word" || aside.length === 2 && aside[0].norm !== "in" || !isUnitWord(unit.norm)) return;
  const q = previous.quantities[previous.quantities.length - 1];
  if (q === void 0 || q.last !== previous.tokens.length - 1) return;
  const key = q.key;
  if (!giveUnit(q, unit.norm)) return;
  q.subject = new Map(q.subject);
  for (const k of key) if (!q.subject.has(k)) q.subject.set(k, termWeight(k));
  q.measured = null;
  if (q.dim === "duration") q.kinds = q.period !== void 0 ? INTERVAL : durationKinds(previous.tokens);
}
var SETTING_LINKS = /* @__PURE__ */ new Set([":", "=", "is", "are", "was", "set", "to", "of"]);
function proseSettingAt(tokens, i) {
  let linked = false;
  for (let k = i + 1; k < tokens.length && k <= i + 4; k++) if (SETTING_LINKS.has(tokens[k].norm)) linked = true;
  if (!linked) return null;
  const words3 = [];
  for (let k = i; k < tokens.length && k < i + 4 && tokens[k].kind === "word"; k++) words3.push(tokens[k].norm);
  const length = proseKeyLength(words3);
  if (length === 0) return null;
  let v = i + length;
  let links = 0;
  let symbol = false;
  while (v < tokens.length && links < 2 && SETTING_LINKS.has(tokens[v].norm)) {
    if (tokens[v].kind === "punct") symbol = true;
    v++;
    links++;
  }
  const value = tokens[v];
  if (links === 0 || value === void 0 || value.kind !== "word" && value.kind !== "code") return null;
  if (!symbol && length === 1 && !/[a-z][A-Z]/.test(tokens[i].raw) && !value.quoted) return null;
  const keyWords = tokens.slice(i, i + length).map((t) => t.raw);
  const found = proseSettingState(keyWords, value.raw);
  const state = found ? ANTONYM_INDEX.get(found.state) : void 0;
  if (!found || !state) return null;
  return { use: { canon: state.canon, sign: state.sign, negating: state.negating, word: value.raw }, subject: found.subject, value: v };
}
function twoStateKey(key) {
  const last = key.slice(key.lastIndexOf(".") + 1).replace(/^["']|["']$/g, "");
  const use = ANTONYM_INDEX.get(last.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/_/g, "-").toLowerCase());
  if (use !== void 0) return use.negating ? void 0 : use;
  const words3 = twoWordKey(last);
  const opening = words3 !== null ? ANTONYM_INDEX.get(words3[0]) : void 0;
  if (opening !== void 0 && !opening.negating) return opening;
  const parts = key.replace(/^["']|["']$/g, "").replace(/([a-z0-9])([A-Z])/g, "$1.$2").toLowerCase().split(/[._-]+/);
  const auto = parts.lastIndexOf("auto");
  return auto >= 0 && auto === parts.length - 2 && AUTO_VERB.test(`auto${parts[auto + 1]}`) ? AUTOMATIC_USE : void 0;
}
function stateOfWord(word2) {
  return ANTONYM_INDEX.get(word2.toLowerCase());
}
function stateNamed(key) {
  const named = ANTONYM_INDEX.get(key.toLowerCase());
  return named && named.canon !== ENABLED_CANON ? named.canon : void 0;
}
function auxiliaryAfter(tokens, i) {
  const next = tokens[i + 1];
  if (next && next.kind === "word" && !next.norm.endsWith("s") && next.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  for (let k = i + 1; k < tokens.length; k++) if (tokens[k].kind === "word" && FINITE_AUX.test(tokens[k].norm)) return true;
  return false;
}
var PERSONAL = /* @__PURE__ */ new Set(["we", "you", "i", "they", "it", "he", "she", "one", "someone", "nobody", "everyone"]);
function subjectHead(tokens, terms, verbs) {
  let verb2 = -1;
  let finite = -1;
  let denying = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    if (SUBJECT_ENDS.has(t.norm)) {
      verb2 = denying >= 0 && coordinatedAt(tokens, i) ? denying : i;
      break;
    }
    if (finite < 0 && i > 0 && FINITE_FORM.test(t.norm) && !PLURAL_INGS.test(t.norm) && t.terms.some((x) => verbs.has(x)) && (tokens[i - 1].kind === "code" || tokens[i - 1].terms.length > 0)) finite = i;
    if (denying < 0 && finite < 0 && i > 0 && FINITE_FORM.test(t.norm) && t.terms.length === 1 && NEGATIVE_VERB_STEMS.has(t.terms[0]) && (tokens[i - 1].kind === "code" || tokens[i - 1].terms.length > 0)) denying = i;
  }
  if (verb2 < 0) verb2 = finite;
  if (verb2 <= 0) return null;
  let start = 0;
  for (let i = 0; i < verb2; i++) if (tokens[i].norm === ",") start = i + 1;
  let end = verb2;
  let content = false;
  for (let i = start; i < verb2; i++) {
    const t = tokens[i];
    if (content && LINKS.has(t.norm)) {
      end = i;
      break;
    }
    if (counts(t, terms)) content = true;
  }
  for (let i = end - 1; i >= start; i--) {
    const t = tokens[i];
    if (PERSONAL.has(t.norm)) return null;
    if (i > start && participleAfterNoun(t, tokens[i - 1], terms, verbs)) return tokens[i - 1];
    if (counts(t, terms)) return t;
  }
  return null;
}
function participleAfterNoun(t, before, terms, verbs) {
  return t.kind === "word" && before.kind === "word" && /[a-z]{3}ed$/.test(t.norm) && t.terms.some((x) => verbs.has(x)) && counts(before, terms) && !before.terms.some((x) => verbs.has(x));
}
var FINITE_FORM = /[^s]s$|ed$/;
function coordinatedAt(tokens, i) {
  const before = tokens[i - 1]?.norm;
  return before === "and" || before === "," || before === "but";
}
var PLURAL_INGS = /^[a-z]{4,}ings$/;
function counts(t, terms) {
  for (const x of t.terms) if ((terms.get(x) ?? 0) > 0) return true;
  return false;
}
function restrictedBefore(tokens, first, last) {
  for (let i = 1; i < first; i++) {
    if (!RELATIVES.has(tokens[i].norm) || relativeStatesValue(tokens, i, first, last)) continue;
    const before = tokens[i - 1];
    if (before.kind === "code" || before.kind === "word" && before.terms.some((x) => termWeight(x) > 0)) return true;
  }
  return false;
}
var RELATIVES = /* @__PURE__ */ new Set(["that", "who", "whose", "which", "where"]);
function relativeStatesValue(tokens, relative, first, last) {
  let i = relative + 1;
  if (!COPULAS.has(tokens[i]?.norm ?? "")) return false;
  i++;
  if (i < first && APPROXIMATELY.has(tokens[i].norm)) i++;
  if (i !== first) return false;
  let j = last + 1;
  if (tokens[j]?.kind === "word" && (MEASURE_ADJECTIVES.has(tokens[j].norm) || tokens[j].norm === "each")) j++;
  return j >= tokens.length || tokens[j].kind === "punct";
}
var APPROXIMATELY = /* @__PURE__ */ new Set(["about", "roughly", "around", "approximately", "exactly"]);
var MEASURE_ADJECTIVES = /* @__PURE__ */ new Set(["long", "wide", "high", "tall", "deep", "big", "large", "old", "thick"]);
function perBefore(tokens, first) {
  for (let i = 0; i < first; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    if (t.norm.startsWith("per-") && t.terms.length > 0) return t.terms[t.terms.length - 1];
    if (t.norm === "per" && i + 1 < first) return perScope(tokens, i);
  }
  return void 0;
}
var OBSERVATION_WORDS = new Set("typical typically usually normally generally mostly average median currently".split(" "));
var OBSERVATION_PHRASES = [["right", "now"], ["at", "the", "moment"], ["in", "practice"], ["on", "average"], ["normal", "day"], ["typical", "day"], ["most", "of", "the", "time"]];
var PERMISSION_WORDS = /* @__PURE__ */ new Set(["can", "cannot", "can't", "may", "might", "could", "allowed", "allows", "allow"]);
var LOAD_STATES = new Set("open active running live in-flight inflight".split(" "));
function observedAt(tokens, first, last) {
  if (tokens.some((t) => PERMISSION_WORDS.has(t.norm))) return false;
  for (let i = first + 1; i <= last + 1 && i < tokens.length; i++) if (tokens[i].kind === "word" && LOAD_STATES.has(tokens[i].norm)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    if (OBSERVATION_WORDS.has(t.norm) || i === 0 && t.norm === "most") return true;
    for (const words3 of OBSERVATION_PHRASES) if (phraseAt(tokens, i, words3)) return true;
  }
  return false;
}
function phraseAt(tokens, i, words3) {
  for (let k = 0; k < words3.length; k++) if (tokens[i + k]?.norm !== words3[k]) return false;
  return true;
}
var REMOVAL_STEMS = "remov drop purg prune evict expung";
var REMOVAL_STEM_SET = /* @__PURE__ */ new Set([...REMOVAL_STEMS.split(" "), "older"]);
var DURATION_KINDS = Object.assign(
  /* @__PURE__ */ Object.create(null),
  Object.fromEntries(
    [
      ["expiry", "expir expiri ttl lifetim life valid validity last"],
      // Expiring after a time idle is an idle timeout.
      ["timeout", "timeout idl"],
      // A simulation's step is the span between two updates: "the timestep is 1800 s" / "steps forward every 20
      // minutes", "fixed delta 0.01 s" / "a fixed step of 20 Hz", "ticks at 30 Hz".
      ["interval", "interv period frequenc poll schedul cron timestep delta tick cadenc"],
      ["delay", "delai backoff wait cooldown"],
      // "Logs are deleted after 30 days": what goes after a time is kept for that time.
      ["retention", `retent retain kept keep ${REMOVAL_STEMS}`]
    ].flatMap(([kind, stems2]) => stems2.split(" ").map((s) => [s, kind]))
  )
);
function durationKindOf(part) {
  return DURATION_KINDS[part] ?? DURATION_KINDS[stem(part)];
}
var TIME_OUT = /^tim(?:e|es|ed|ing)$/;
var WAIT = /^wait(?:s|ed|ing)?$/;
function waitsFor(tokens, i) {
  let number = false;
  for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
    const t = tokens[j];
    if (t.kind === "number") number = true;
    else if (t.norm === "for") return number;
    else if (t.kind === "punct") return false;
  }
  return false;
}
var AGENT_NOUN_END = /[a-z]er$/;
var STEP_OF_TIME = /* @__PURE__ */ new Set(["fixed", "time", "physics", "simulation", "sim", "render", "integration", "solver", "model", "update", "frame", "tick"]);
function durationKinds(tokens) {
  let kinds = null;
  let pending;
  let pendingAt = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (TIME_OUT.test(t.norm) && tokens[i + 1]?.norm === "out") (kinds ??= /* @__PURE__ */ new Set()).add("timeout");
    if (WAIT.test(t.norm) && waitsFor(tokens, i)) {
      (kinds ??= /* @__PURE__ */ new Set()).add("timeout");
      continue;
    }
    if (t.kind === "word" && AGENT_NOUN_END.test(t.norm) || t.kind === "code" && t.raw.includes("/")) continue;
    if (t.norm === "step" && STEP_OF_TIME.has(tokens[i - 1]?.norm ?? "")) {
      if (pending !== void 0 && pendingAt < i - 1) (kinds ??= /* @__PURE__ */ new Set()).add(pending);
      pending = "interval";
      pendingAt = i;
      continue;
    }
    for (const x of t.terms) {
      for (const part of x.includes(".") || x.includes("_") || x.includes("-") ? x.split(/[._-]/) : [x]) {
        const kind = DURATION_KINDS[part] ?? DURATION_KINDS[stem(part)];
        if (!kind) continue;
        if (pending !== void 0 && pendingAt < i - 1) (kinds ??= /* @__PURE__ */ new Set()).add(pending);
        pending = kind;
        pendingAt = i;
      }
    }
  }
  if (pending !== void 0) (kinds ??= /* @__PURE__ */ new Set()).add(pending);
  return kinds;
}
var NONE = [];
var NO_TOKENS = [];
var EMPTY_TERMS = /* @__PURE__ */ new Map();
var NO_ANTONYMS = [];
var NO_PREFIXED = [];
var NO_STRINGS = /* @__PURE__ */ new Set();
var NO_QUANTITIES2 = [];
var NO_NAMING = [];
var INTERVAL = /* @__PURE__ */ new Set(["interval"]);
var NO_ALTERNATIVES = /* @__PURE__ */ new Map();
var NO_MEMBERS = /* @__PURE__ */ new Map();
function expansionOf(clause, acronym) {
  const tokens = clause.tokens;
  const capital = acronym.charCodeAt(0) - 32;
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i].raw;
    if (raw.charCodeAt(0) === capital && /^[A-Z][a-z0-9]+[A-Z]/.test(raw) && raw.replace(/[^A-Z]/g, "").toLowerCase() === acronym) return tokens[i].terms;
    if (tokens[i].kind !== "word" || tokens[i].norm.charCodeAt(0) !== acronym.charCodeAt(0)) continue;
    let letters = "";
    for (let k = i; k < tokens.length && letters.length < acronym.length; k++) {
      const w = tokens[k];
      if (w.kind !== "word") break;
      for (const part of w.norm.split("-")) if (part) letters += part[0];
      if (!acronym.startsWith(letters)) break;
      if (letters === acronym) return tokens.slice(i, k + 1).flatMap((t) => t.terms);
    }
  }
  return void 0;
}
function quotedWeight(t, position, term) {
  return t.weights[position] ?? termWeight(term);
}
var Skip = class extends Uint8Array {
  constructor(size) {
    super(size + 4);
  }
  add(i) {
    if (i >= 0 && i < this.length) this[i] = 1;
  }
  has(i) {
    return this[i] === 1;
  }
};
var SKIPS = [];
function takeSkip(size) {
  const kept2 = SKIPS.pop();
  if (kept2 === void 0 || kept2.length < size + 4) return new Skip(Math.max(size, 60));
  kept2.fill(0, 0, size + 4);
  return kept2;
}
var FORMER_STARTS = /* @__PURE__ */ new Set(["was", "were", "previously", "formerly", "originally", "before"]);
function markFormer(tokens, quantities) {
  if (quantities.length === 0) return;
  const first = tokens.find(isNotPunct);
  if (first && (FORMER_STARTS.has(first.norm) || first.norm === "used" && tokens[tokens.indexOf(first) + 1]?.norm === "to")) {
    for (const q of quantities) q.former = true;
    return;
  }
  quantities.forEach((q, n) => {
    const next = quantities[n + 1];
    if (tokens[q.last + 1]?.norm === "\u2192" && next?.first === q.last + 2) {
      q.former = true;
      return;
    }
    const before = tokens[q.first - 1]?.norm;
    if (before !== "from") return;
    const previous = tokens[q.first - 2]?.norm;
    const toNext = next && next.dim === q.dim && tokens.slice(q.last + 1, next.first).some((t) => t.norm === "to");
    if (toNext || previous === "up" || previous === "down") q.former = true;
  });
}
function antonymAt(tokens, i) {
  const first = tokens[i].norm;
  const seconds = ANTONYM_SECONDS.get(first);
  if (STATE_KEEPING.has(first)) {
    const end = keptStateEnd(tokens, i);
    if (end > i + 1) return { use: { canon: STATEFUL_USE.canon, sign: STATEFUL_USE.sign, negating: STATEFUL_USE.negating, word: rawSpan(tokens, i, end) }, length: end - i + 1 };
  }
  const idSense = ID_SENSES.get(first);
  if (idSense !== void 0 && !(seconds !== void 0 && seconds.has(tokens[i + 1]?.norm ?? "")) && saidOfIdentifiers(tokens, i)) {
    return { use: { canon: idSense.canon, sign: idSense.sign, negating: idSense.negating, word: tokens[i].raw }, length: 1 };
  }
  if (!ANTONYM_INDEX.has(first) && seconds === void 0) return tokens[i].kind === "word" ? adverbOfStateAt(tokens, i) ?? prefixedStateAt(tokens, i) ?? stateCompoundAt(tokens, i) : null;
  const multi = seconds !== void 0 && i + 1 < tokens.length && seconds.has(tokens[i + 1].norm);
  if (!multi && LEAVE_FORMS.has(first) && particleOutAfter(tokens, i)) return { use: { canon: LEFT_OUT_USE.canon, sign: LEFT_OUT_USE.sign, negating: LEFT_OUT_USE.negating, word: tokens[i].raw }, length: 1 };
  for (let length = 3; length >= 1; length--) {
    if (i + length > tokens.length || length > 1 && !multi) continue;
    const joined = length === 1 ? first : length === 2 ? `${first}-${tokens[i + 1].norm}` : `${first}-${tokens[i + 1].norm}-${tokens[i + 2].norm}`;
    const hit = ANTONYM_INDEX.get(joined);
    if (!hit) continue;
    if (joined === "in-order" && tokens[i + 2]?.norm === "to") continue;
    if (joined === "on" || joined === "off") {
      const before = tokens[i - 1]?.norm ?? "";
      const after = tokens[i + 1]?.norm ?? "";
      const last = tokens.slice(i + 1).every((t) => t.kind === "punct") && !PARTICLE_VERBS.has(stem(before));
      const stateful = STATE_VERB_WORDS.has(before) || before === "=" || before === ":" || after === "by" && tokens[i + 2]?.norm === "default" || last;
      const phrasal = TOGGLE_VERBS.has(before);
      if (!phrasal && (!stateful || namesSomething(tokens[i + 1]))) continue;
      if (phrasal) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${tokens[i - 1].raw} ${tokens[i].raw}` }, length, lead: 1 };
    }
    const next = tokens[i + length];
    if (WINDOWED_STATES.has(joined) && WINDOWS.has(next?.norm ?? "")) continue;
    if ((joined === "true" || joined === "false") && VERDICT_NOUNS.has(next?.norm ?? "")) continue;
    if ((joined === "true" || joined === "false") && valueOfNamedSetting(tokens, i)) return { use: { canon: ENABLED_CANON, sign: hit.sign, negating: true, word: tokens[i].raw }, length };
    if (PREDICATIVE_ANTONYMS.has(joined) && !predicative(tokens, i, length)) continue;
    if (SITUATED_STATES.has(joined) && !predicative(tokens, i) && !situated(tokens, i)) continue;
    if (TERMINAL_ANTONYMS.has(joined) && next && next.kind !== "punct" && !["from", "by"].includes(next.norm)) continue;
    if (VERB_STATES.has(joined) && !verbWithObject(tokens, i)) continue;
    if (MOMENT_VERB_STATES.has(joined) && momentAfter(tokens, i + length)) continue;
    if (joined === "include" || joined === "includes" || joined === "including") {
      if (joined === "including") continue;
    }
    const keepsTerms = VERB_STATES.has(joined) || DICTIONARY_KEPT_TERMS.has(joined) || PLACE_STATES.has(joined) || void 0;
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: rawSpan(tokens, i, i + length - 1) }, length, keepsTerms };
  }
  return null;
}
var LEAVE_FORMS = /* @__PURE__ */ new Set(["leave", "leaves", "left", "leaving"]);
var LEFT_OUT_USE = ANTONYM_INDEX.get("leaves-out");
function particleOutAfter(tokens, i) {
  for (let j = i + 2; j <= i + 5 && j < tokens.length; j++) {
    const t = tokens[j];
    if (t.norm === "out") {
      const after = tokens[j + 1];
      return after === void 0 || after.kind === "punct" || after.norm === "of";
    }
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SUBJECT_ENDS.has(t.norm)) return false;
  }
  return false;
}
var PUBLIC_USE = ANTONYM_INDEX.get("public");
var REACHED_FROM = /* @__PURE__ */ new Set(["public", "external", "internet"]);
var EXPOSING = /* @__PURE__ */ new Set(["exposed", "reachable", "accessible", "served", "available", "published", "open", "listens", "listening", "routed"]);
var EXPOSED_THROUGH = /* @__PURE__ */ new Set(["through", "on", "via", "from", "over", "to", "behind"]);
function exposedAt(tokens, i) {
  let k = i - 1;
  if (ARTICLES.has(tokens[k]?.norm ?? "")) k--;
  if (!EXPOSED_THROUGH.has(tokens[k]?.norm ?? "") || tokens[k].norm === "behind") return false;
  k--;
  if (tokens[k]?.kind === "word" && /ly$/.test(tokens[k].norm)) k--;
  return EXPOSING.has(tokens[k]?.norm ?? "");
}
var ASYNC_USE = ANTONYM_INDEX.get("async");
var PENDING_RESULTS = /* @__PURE__ */ new Set(["promise", "future", "task", "deferred", "completablefuture", "completionstage", "observable", "mono", "flux"]);
function pendingResultAt(tokens, i) {
  let k = i + 1;
  if (ARTICLES.has(tokens[k]?.norm ?? "")) k++;
  const t = tokens[k];
  return t !== void 0 && PENDING_RESULTS.has(t.raw.toLowerCase().replace(/[<[].*$/, "").replace(/^.*\./, "")) ? k : -1;
}
var REQUIRING = /* @__PURE__ */ new Set(["requires", "require", "required", "requiring"]);
var PRIVATE_USE = ANTONYM_INDEX.get("authenticated");
var CREDENTIALS = /* @__PURE__ */ new Set(["token", "tokens", "jwt", "jwts", "auth", "authentication", "authenticate", "login", "credentials", "password", "sign-in", "signin", "oauth"]);
var KEY_KINDS = /* @__PURE__ */ new Set(["api", "access", "secret", "service", "signing"]);
function credentialAfter(tokens, i) {
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word") return -1;
    if (CREDENTIALS.has(t.norm)) return k;
    if ((t.norm === "key" || t.norm === "keys") && KEY_KINDS.has(tokens[k - 1].norm)) return k;
  }
  return -1;
}
var STATE_PREFIX = /^(?:non-?|un)([a-z][a-z-]{2,})$/;
function prefixedStateAt(tokens, i) {
  const t = tokens[i];
  const first = t.norm.charCodeAt(0);
  if (first !== 110 && first !== 117 || NOT_PREFIXED.has(t.norm)) return null;
  const base = STATE_PREFIX.exec(t.norm)?.[1];
  const hit = base === void 0 ? void 0 : ANTONYM_INDEX.get(base);
  if (hit === void 0) return null;
  if (PREDICATIVE_ANTONYMS.has(base) && !predicative(tokens, i)) return null;
  return { use: { canon: hit.canon, sign: hit.sign > 0 ? -1 : 1, negating: hit.negating, word: t.raw }, length: 1 };
}
var STATE_PARTICIPLE = /^([a-z]+)-(?:loaded|fetched|linked|typed|initialized|initialised|evaluated|allocated|compiled|resolved|bound)$/;
var AUTO_VERB = /^auto-?(?:commit|ack|merge|restart|deploy|retry|renew|refresh|reload|approve|publish|save|close|delete|rotate|update|upgrade|format|fix|sync|assign|archive|tag|label|lock|provision|expire|accept)(?:s|ed|ing)?$/;
var AUTOMATIC_USE = ANTONYM_INDEX.get("automatic");
function stateCompoundAt(tokens, i) {
  const t = tokens[i];
  const norm = t.norm;
  const auto = norm.startsWith("auto");
  if (!auto && !norm.includes("-")) return null;
  if (auto && AUTO_VERB.test(norm)) return { use: { canon: AUTOMATIC_USE.canon, sign: AUTOMATIC_USE.sign, negating: AUTOMATIC_USE.negating, word: t.raw }, length: 1, keepsTerms: true };
  const first = norm.includes("-") ? STATE_PARTICIPLE.exec(norm)?.[1] : void 0;
  const hit = first === void 0 ? void 0 : ANTONYM_INDEX.get(first);
  if (hit === void 0 || PREDICATIVE_ANTONYMS.has(first)) return null;
  return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: t.raw }, length: 1 };
}
function splitCompoundAt(tokens, i) {
  const t = tokens[i];
  if (t.kind !== "word" || !COPULAS.has(tokens[i - 1]?.norm ?? "") || !ANTONYM_SECONDS.has(t.norm)) return null;
  const after = tokens[i + 1];
  if (after !== void 0 && after.kind !== "punct" && after.norm !== "and" && after.norm !== "now") return null;
  for (let k = i - 2; k >= 0; k--) {
    const noun = tokens[k];
    if (noun.kind !== "word") continue;
    for (const form of [noun.norm, noun.norm.replace(/s$/, ""), `${noun.norm}s`]) {
      const hit = ANTONYM_INDEX.get(`${t.norm}-${form}`);
      if (hit) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${noun.raw} \u2026 ${t.raw}` }, length: 1 };
    }
  }
  return null;
}
var ADVERB_ENDINGS = [
  ["ically", "ic"],
  ["ily", "y"],
  ["bly", "ble"],
  ["ly", ""]
];
function adverbOfStateAt(tokens, i) {
  const w = tokens[i].norm;
  for (const [ending, base] of ADVERB_ENDINGS) {
    if (w.length <= ending.length + 3 || !w.endsWith(ending)) continue;
    const form = w.slice(0, -ending.length) + base;
    const hit = ANTONYM_INDEX.get(form);
    if (!hit) continue;
    if (PREDICATIVE_ANTONYMS.has(form) && !predicative(tokens, i)) return null;
    if (namesSomething(tokens[i + 1])) return null;
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: tokens[i].raw }, length: 1 };
  }
  return null;
}
function valueOfNamedSetting(tokens, i) {
  const before = tokens[i - 1]?.norm ?? "";
  const given = predicative(tokens, i) || before === "to" && SETTING_VERBS.has(tokens[i - 2]?.norm ?? "");
  if (!given) return false;
  for (let k = 0; k < i; k++) if (tokens[k].kind === "code" && /^[A-Za-z_][\w.-]*$/.test(tokens[k].raw)) return true;
  return false;
}
var SETTING_VERBS = /* @__PURE__ */ new Set(["defaults", "default", "defaulted", "set", "sets", "setting"]);
function predicative(tokens, i, length = 1) {
  let k = i - 1;
  if (["a", "an"].includes(tokens[k]?.norm ?? "")) k--;
  while (k >= 0 && PREDICATE_ADVERBS.has(tokens[k].norm)) k--;
  const adjective = !/ly$/.test(tokens[i].norm);
  if (tokens[k]?.norm === "as" && (BECOMING.has(tokens[k - 1]?.norm ?? "") || adjective && passiveBefore(tokens, k - 1))) k--;
  return STATE_VERB_WORDS.has(tokens[k]?.norm ?? "") || BECOMING.has(tokens[k]?.norm ?? "") || adjective && (passiveBefore(tokens, k) || mannerAfterObject(tokens, i, length));
}
function mannerAfterObject(tokens, i, length) {
  const next = tokens[i + length];
  if (next !== void 0 && next.kind !== "punct") return false;
  for (let k = i - 1; k >= 1 && k >= i - 5; k--) {
    const t = tokens[k];
    if (t.kind === "punct" || t.kind === "word" && (LINKS.has(t.norm) || BARRIERS.has(t.norm) || STATE_VERB_WORDS.has(t.norm))) return false;
    if (k === i - 1) continue;
    if (t.kind === "word" && /^[a-z]{3,}(?:[^s]s|ed)$/.test(t.norm) && !ARTICLES.has(tokens[k - 1].norm) && (tokens[k - 1].kind === "code" || tokens[k - 1].kind === "word" && !LINKS.has(tokens[k - 1].norm))) return true;
  }
  return false;
}
function passiveBefore(tokens, k) {
  const t = tokens[k];
  if (t === void 0 || t.kind !== "word" || !PARTICIPLE.test(t.norm) || NOT_MANNER_PARTICIPLES.has(t.norm)) return false;
  let j = k - 1;
  while (j >= 0 && PREDICATE_ADVERBS.has(tokens[j].norm)) j--;
  return COPULAS.has(tokens[j]?.norm ?? "");
}
var PARTICIPLE = /^[a-z]{3,}(?:ed|en)$|^(?:built|made|kept|run|held|written|sent|set|shown|hidden|bound|spun|served|put)$/;
var NOT_MANNER_PARTICIPLES = /* @__PURE__ */ new Set(["used", "located", "placed", "listed", "named", "called", "based", "needed", "required", "allowed", "supposed", "expected", "considered"]);
function situated(tokens, i) {
  let k = i - 1;
  if (ARTICLES.has(tokens[k]?.norm ?? "")) k--;
  return SITUATING_WORDS.has(tokens[k]?.norm ?? "");
}
var ARTICLES = /* @__PURE__ */ new Set(["a", "an", "the"]);
var SITUATING_WORDS = /* @__PURE__ */ new Set(["in", "on", "to", "into", "onto", "as", "with", "use", "uses", "used", "using"]);
var PREDICATE_ADVERBS = /* @__PURE__ */ new Set(["now", "still", "already", "currently", "always", "never", "not", "no", "longer", "fully", "entirely", "also"]);
var BECOMING = /* @__PURE__ */ new Set(["made", "make", "makes", "become", "becomes", "became", "remain", "remains", "remained", "marked", "declared", "registered", "scoped", "provided", "instantiated"]);
var PARTICLE_VERBS = new Set(["back", "tail", "taper", "sign", "kick", "fall", "pay", "wear", "fend", "ward", "cool", "carry", "move"].map((w) => stem(w)));
var TOGGLE_VERBS = /* @__PURE__ */ new Set(["turn", "turns", "turned", "turning", "switch", "switches", "switched", "switching", "flip", "flips", "flipped", "flipping", "toggle", "toggles", "toggled"]);
var GOES_ON_WITHOUT = new Set(
  "work works worked function functions operate operates start starts boot boots succeed succeeds connect connects proceed proceeds".split(" ")
);
var REQUIRE = stem("require");
function deniedBefore(tokens, at) {
  for (let j = at - 1; j >= 0; j--) {
    const norm = tokens[j].norm;
    if (COORDINATORS.has(norm)) return false;
    if (NEGATED_MODALS.has(norm)) return true;
  }
  return false;
}
var NEGATED_MODALS = new Set("can't cannot cant couldn't couldnt mustn't mustnt shouldn't shouldnt won't wont".split(" "));
var PERMITTING = new Set("can may could accepts accept accepted allows allow allowed permits permit permitted tolerates fine ok okay".split(" "));
function permittedBefore(tokens, at) {
  let permitted = false;
  for (let j = at - 1; j >= 0; j--) {
    const norm = tokens[j].norm;
    if (NEGATION_WORDS.has(norm)) return false;
    if (PERMITTING.has(norm)) permitted = true;
  }
  return permitted;
}
var WINDOWED_STATES = /* @__PURE__ */ new Set(["paused", "suspended"]);
var MOMENT_VERB_STATES = /* @__PURE__ */ new Set(["shows", "hides"]);
var MOMENTS = /* @__PURE__ */ new Set(["after", "when", "whenever", "once", "until", "while", "during", "before", "if", "unless"]);
function momentAfter(tokens, from) {
  for (let j = from; j < tokens.length; j++) if (MOMENTS.has(tokens[j].norm)) return true;
  return false;
}
var WINDOWS = /* @__PURE__ */ new Set(["during", "while", "when", "whenever", "between"]);
var NOT_AFTER_VERB = /* @__PURE__ */ new Set(["the", "a", "an", "its", "their", "our", "this", "that", "these", "those", "of", "in", "on", "to", "for", "and", "or", "with", "by", "from"]);
function verbWithObject(tokens, i) {
  const t = tokens[i];
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (t.raw[0] !== t.raw[0].toLowerCase() || before === void 0 || after === void 0 || after.kind === "punct") return false;
  if (before.kind === "word" && (NOT_AFTER_VERB.has(before.norm) && !(before.norm === "to" && !t.norm.endsWith("s")) || /^[A-Z]/.test(before.raw))) return false;
  return after.kind === "code" || !SUBJECT_ENDS.has(after.norm) && !LINKS.has(after.norm) && after.norm !== "are" && after.norm !== "were";
}
var TERMINAL_ANTONYMS = /* @__PURE__ */ new Set(["exported", "unexported"]);
var VERDICT_NOUNS = /* @__PURE__ */ new Set(["positive", "positives", "negative", "negatives", "alarm", "alarms"]);
function namesSomething(t) {
  if (!t || t.kind === "punct") return false;
  if (t.kind === "code" || t.kind === "number") return true;
  return t.terms.some((x) => termWeight(x) > 0) && !ANTONYM_INDEX.has(t.norm) && !/(ed|ly|ing)$/.test(t.norm) && !NEGATION_WORDS.has(t.norm);
}
function alternativeOf(tokens, i) {
  const t = tokens[i];
  if (SPELLING_PREFIXES.has(t.norm)) {
    let longest = null;
    let key = t.norm;
    let raw2 = t.raw;
    for (let n = 2; i + n <= tokens.length && SPELLING_PREFIXES.has(key); n++) {
      const next = tokens[i + n - 1];
      key += ` ${next.norm}`;
      raw2 += ` ${next.raw}`;
      const members2 = spelled(key, raw2, tokens);
      if (members2) longest = { members: members2, length: n };
    }
    if (longest) return longest;
  }
  const raw = t.kind === "code" ? void 0 : t.raw;
  const members = spelled(t.norm, raw, tokens) ?? (t.norm.endsWith(".js") ? spelled(t.norm.slice(0, -3), raw?.slice(0, -3), tokens) : void 0);
  if (members) return { members, length: 1 };
  const command = t.kind === "code" ? commandProgram(t.norm) : void 0;
  const run = command === void 0 ? void 0 : spelled(command, void 0, tokens);
  if (run) return { members: run, length: 1 };
  const packaged = t.kind === "code" ? packagedMember(t.raw, tokens) : void 0;
  if (packaged) return { members: packaged, length: 1 };
  const term = t.terms[0];
  const byTerm = term === void 0 || term === t.norm || /^[a-z]/.test(t.norm.slice(term.length)) ? void 0 : spelled(term, term, tokens);
  return byTerm ? { members: byTerm, length: 1 } : null;
}
var FORM_PREFIXES = /* @__PURE__ */ new Set(["adapter", "builder", "plugin", "preset", "loader", "driver", "provider", "backend", "transport"]);
var SCOPED_PACKAGE = /^@?[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*$/i;
var NAMESPACED = /^[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+$/;
var FILE_END = /\.(?:[a-z]{1,5})$/;
function packagedMember(raw, tokens) {
  let last;
  let dotted = false;
  if (SCOPED_PACKAGE.test(raw) && !FILE_END.test(raw) && !GENERIC_SEGMENTS.has(raw.slice(raw.startsWith("@") ? 1 : 0, raw.indexOf("/")).toLowerCase())) last = raw.slice(raw.lastIndexOf("/") + 1);
  else if (NAMESPACED.test(raw) && /[A-Z]/.test(raw.slice(raw.lastIndexOf(".") + 1, raw.lastIndexOf(".") + 2))) {
    last = raw.slice(raw.lastIndexOf(".") + 1);
    dotted = true;
  }
  if (last === void 0) return void 0;
  const name = last.toLowerCase();
  const whole = spelled(name, void 0, tokens);
  if (whole) return whole;
  const dash = name.indexOf("-");
  if (dash > 0 && FORM_PREFIXES.has(name.slice(0, dash))) return spelled(name.slice(dash + 1), void 0, tokens);
  if (!dotted) return void 0;
  const words3 = splitIdentifier(last);
  return words3.length > 1 ? spelled(words3.join(" ").toLowerCase(), void 0, tokens) : void 0;
}
var RUNNERS = /* @__PURE__ */ new Set(["npx", "bunx", "pnpx", "dlx", "exec", "run", "python", "python3", "-m", "bundle", "sudo", "env"]);
function commandProgram(code) {
  if (!code.includes(" ")) return void 0;
  const words3 = code.split(/\s+/);
  let k = 0;
  while (k < words3.length - 1 && RUNNERS.has(words3[k])) k++;
  return words3[k];
}
function spelled(key, raw, tokens) {
  const members = ALTERNATIVE_INDEX.get(key);
  if (members === void 0) return void 0;
  const cased = raw === void 0 ? void 0 : CASED_SPELLINGS.get(key);
  if (cased !== void 0 && raw.replace(/^['"(]+|['")]+$/g, "") !== cased && !namesRole(tokens, members, key)) return void 0;
  return members;
}
function namesRole(tokens, members, word2) {
  for (const m of members) {
    const role = ALTERNATIVE_GROUPS[m.group].roleStems;
    if (tokens.some((t) => t.norm !== word2 && t.terms.some((term) => role.has(term)))) return true;
  }
  return false;
}
var BEFORE_VERB = new Set("we you they i it to is are was were be been will would can could should must may might not never always also then and or".split(" "));
function ownerNoun(tokens, i) {
  const t = tokens[i];
  if (t.kind !== "word" || t.norm !== "cache" && t.norm !== "store") return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (after && (after.norm === "the" || after.norm === "a" || after.norm === "an" || after.norm === "for" || after.norm === "it" || after.norm === "them")) return false;
  return before === void 0 || !BEFORE_VERB.has(before.norm);
}
function quantitySubject(tokens, quantities, n, skip, leftOnly) {
  const q = quantities[n];
  const previous = quantities[n - 1]?.period === "often" && q.period !== "often" ? quantities[n - 2] : quantities[n - 1];
  const following = quantities[n + 1]?.period === "often" && q.period !== "often" ? quantities[n + 2] : quantities[n + 1];
  const from = previous ? previous.last + 1 : 0;
  let to = q.last + 1;
  if (leftOnly) to = q.first;
  else while (to < tokens.length && (!following || to < following.first) && !["and", ",", "or"].includes(tokens[to].norm)) to++;
  const subject = /* @__PURE__ */ new Map();
  collectSubject(tokens, quantities, q, skip, from, to, subject);
  if (subject.size === 0 && previous) collectSubject(tokens, quantities, q, skip, 0, to, subject);
  return subject;
}
function collectSubject(tokens, quantities, q, skip, start, end, subject) {
  for (let i = start; i < end; i++) {
    if (i >= q.first && i <= q.last) {
      if (!(q.first === q.last && q.key.length === 0 && tokens[i].kind === "code" && /[=:(]/.test(tokens[i].raw))) continue;
    } else if (skip.has(i) || insideAny(quantities, i)) continue;
    const terms = tokens[i].terms;
    for (let k = 0; k < terms.length; k++) {
      const term = terms[k];
      if (i === q.first && /\d/.test(term)) continue;
      if (QUANTITY_PREDICATE_STEMS.has(term) && (q.dim === "duration" || !ownerNoun(tokens, i)) || LIGHT_STEMS.has(term) || q.key.includes(term)) continue;
      if (q.dim === "duration" && REMOVAL_STEM_SET.has(term)) continue;
      if (tokens[i].kind === "code" && term.length > 1 && isUnitTerm(term) && unitPart(tokens[i], term)) continue;
      subject.set(term, quotedWeight(tokens[i], k, term));
    }
  }
}
function unitPart(t, term) {
  for (const part of splitIdentifier(t.raw)) {
    const lower = part.toLowerCase();
    if ((isUnitTerm(lower) || lower === "millis") && termOfWord(lower) === term) return true;
  }
  return false;
}
function insideAny(quantities, i) {
  for (const other of quantities) if (i >= other.first && i <= other.last) return true;
  return false;
}
function objectAfter(tokens, r) {
  const next = tokens[r + 1];
  return next !== void 0 && (next.kind === "code" || next.kind === "word" && next.terms.length > 0 || next.norm === "the" || next.norm === "a" || next.norm === "an" || next.norm === "our" || next.norm === "its" || next.norm === "their") && !PREPOSITION_AFTER.has(next.norm) && next.norm !== "by" && next.norm !== "with";
}
function changeVerbBefore(norms, end) {
  for (let k = 0; k < end; k++) if (CHANGE_VERBS.has(norms[k])) return true;
  return false;
}
function negationAt(tokens) {
  for (let k = 0; k < tokens.length; k++) if (NEGATION_WORDS.has(tokens[k].norm)) return k;
  return -1;
}
function useVerbAfter(tokens, negation) {
  for (let k = negation + 1; k < tokens.length && k <= negation + 3; k++) if (tokens[k].kind === "word" && USE_VERB_STEMS.has(stem(tokens[k].norm))) return k;
  return -1;
}
function subjectEndBefore(tokens, verb2) {
  for (let k = 0; k < verb2 && k < tokens.length; k++) {
    const norm = tokens[k].norm;
    if (AUX.has(norm) || NEGATION_WORDS.has(norm) || VERBISH.test(norm)) return k;
  }
  return -1;
}
function numbersChange(tokens, arrow) {
  const before = tokens[arrow - 1].kind === "number" ? arrow - 1 : arrow - 2;
  return tokens[before]?.kind === "number" && tokens[arrow + 1]?.kind === "number";
}
function substitutions(index, tokens, clause) {
  if (!clause.negated && !hasSubstitutionCue(tokens)) return NO_SUBSTITUTIONS;
  const found = [];
  const norms = [];
  for (const t of tokens) norms.push(t.norm);
  const add = (phrase, cue, strong, replacement, consumed) => {
    const source = consumed.length > 0 ? "change" : "negated-use";
    const denial = makeDenial(index, phrase, cue, strong, rawWords(replacement), source);
    if (denial) found.push({ denial, consumed });
  };
  const arrow = norms.indexOf("\u2192");
  if (arrow > 0 && arrow < tokens.length - 1 && !statesSomething(tokens) && !numbersChange(tokens, arrow)) {
    let start = arrow;
    while (start > 0 && tokens[start - 1].norm !== ":" && tokens[start - 1].norm !== ",") start--;
    const replaced = tokens.slice(start, arrow);
    const replacement = cut(tokens, arrow + 1);
    if (replaced.some((t) => t.terms.length > 0) && replacement.length > 0) {
      add(replaced, "\u2192", true, replacement, tokens.slice(start, arrow + 1));
      return found;
    }
  }
  const over = takeOverFrom(norms);
  if (over > 0) {
    const left = cut(tokens, over + 1);
    if (left.some((t) => t.terms.length > 0 || t.kind === "code")) {
      let verb2 = over - 2;
      while (verb2 > 0 && AUX.has(norms[verb2 - 1])) verb2--;
      add(left, "took over from", true, tokens.slice(0, verb2).filter(isNotPunct), tokens.slice(over - 2));
      return found;
    }
  }
  let from = norms.indexOf("from");
  if (from < 0) from = offAfterChangeVerb(norms);
  if (from < 0) from = outOfAfterChangeVerb(norms);
  if (from > 0 && changeVerbBefore(norms, from)) {
    const to = norms.findIndex((w, k) => k > from && (w === "to" || w === "into" || w === "onto"));
    const verb2 = norms.slice(0, from).find((w) => CHANGE_VERBS.has(w));
    const outOf = norms[from] === "of" && norms[from - 1] === "out";
    if (to > from + 1 && !numbersChange(tokens, to)) {
      add(tokens.slice(from + 1, to), `${verb2} ${outOf ? "out of" : "from"}`, true, cut(tokens, to + 1), tokens.slice(from));
      return found;
    }
    let v = from - 1;
    while (v > 0 && LEAVING_FILLERS.has(norms[v])) v--;
    const leaving = LEAVING_VERBS.has(norms[v]) && !(norms[from] === "off" && TOGGLE_VERBS.has(norms[v]));
    const left = to < 0 && leaving ? cut(tokens, from + 1) : [];
    const end = left.findIndex((t) => AUX.has(t.norm) || LEFT_WHEN.has(t.norm));
    if (end >= 0) left.length = end;
    if (left.some((t) => t.terms.length > 0)) {
      add(left, `${verb2} ${outOf ? "out of" : norms[from]}`, true, [], tokens.slice(from));
      return found;
    }
  }
  const converted = norms.indexOf("converted");
  const into = converted > 0 ? norms.findIndex((w, k) => k > converted && (w === "to" || w === "into")) : -1;
  if (into > converted) {
    let a = converted - 1;
    while (a >= 0 && ADVERBS.has(norms[a])) a--;
    let start = 0;
    for (let k = a - 1; k >= 0; k--) if (norms[k] === ",") {
      start = k + 1;
      break;
    }
    const passive = a >= 0 && AUX.has(norms[a]);
    const phrase = passive ? tokens.slice(start, a).filter((t) => !AUX.has(t.norm)) : PRONOUNS.has(norms[converted - 1]) ? tokens.slice(converted + 1, into) : [];
    if (phrase.some((t) => t.terms.length > 0 || t.kind === "code")) {
      add(phrase, "converted to", true, cut(tokens, into + 1), tokens.slice(start));
      return found;
    }
  }
  for (let r = 0; r < tokens.length; r++) {
    const w = norms[r];
    const outRemoval = OUT_REMOVALS.has(w) && norms[r + 1] === "out";
    if (!REMOVAL_WORDS.has(w) && !outRemoval || quantityMoved(tokens, r) || removedOnSchedule(tokens, r)) continue;
    let a = r - 1;
    while (a >= 0 && ADVERBS.has(norms[a])) a--;
    const perfect = a > 0 && PERFECT_AUX.has(norms[a]) && w !== "gone" && objectAfter(tokens, r);
    const passive = a >= 0 && AUX.has(norms[a]) && !perfect;
    if (w === "pulled" && passive && a === r - 1 && PRESENT_AUX.has(norms[a])) continue;
    if (outRemoval && !passive && (r === 0 || tokens[r - 1].kind !== "code" && tokens[r - 1].terms.length === 0)) continue;
    const by = norms.findIndex((x, k) => k > r && (x === "by" || x === "with"));
    if (passive) {
      let start = a - 1;
      while (start >= 0 && (AUX.has(norms[start]) || MODALS.has(norms[start]))) start--;
      if (start > 0 && (norms[start] === "that" || norms[start] === "which" && norms[start - 1] !== ",")) continue;
      let s = 0;
      for (let k = start; k >= 0; k--) if (norms[k] === "," || (norms[k] === "and" || norms[k] === "or") && tokens.slice(0, k).some((x) => AUX.has(x.norm))) {
        s = k + 1;
        break;
      }
      let subject = tokens.slice(s, start + 1);
      if (subject.length > 2 && ADJUNCT_OPENERS.has(subject[0].norm)) {
        const article = subject.findIndex((x, k) => k > 1 && DETERMINERS2.has(x.norm) && x.norm !== "no");
        if (article > 0) subject = subject.slice(article);
      }
      if (subject.length === 0 && s > 0) {
        const firstVerb = tokens.findIndex((x) => AUX.has(x.norm));
        subject = tokens.slice(0, firstVerb).filter((x) => x.kind !== "punct");
      }
      const replacement = by > r ? cut(tokens, by + 1) : [];
      add(subject, `${norms.slice(start + 1, outRemoval ? r + 2 : r + 1).join(" ")}`, true, replacement, tokens.slice(s));
      return found;
    }
    const firstContent = norms.findIndex((x) => !PRONOUNS.has(x) && x !== "the");
    if (r === firstContent || r > 0 && PRONOUNS.has(norms[r - 1])) {
      const end = by > r ? by : tokens.length;
      const object = cut(tokens, r + 1).filter((t) => tokens.indexOf(t) < end);
      add(object, w, true, by > r ? cut(tokens, by + 1) : [], tokens.slice(r));
      return found;
    }
    const after = tokens[r + 1];
    if (r > 0 && (tokens[r - 1].kind === "code" || tokens[r - 1].terms.length > 0) && (!after || after.kind === "punct" || PREPOSITION_AFTER.has(after.norm))) {
      let s = 0;
      for (let k = r - 1; k >= 0; k--) if (norms[k] === ",") {
        s = k + 1;
        break;
      }
      add(tokens.slice(s, r), w, true, [], tokens.slice(s, r + 1));
      return found;
    }
    if (w === "replaced" || w === "superseded") {
      const object = cut(tokens, r + 1);
      const placed = object.findIndex((t, k) => k > 0 && PLACE_PREPOSITIONS.has(t.norm));
      if (placed > 0 && (object.slice(0, placed).some(namesATool) || placed === 1)) object.length = placed;
      add(object, w, true, tokens.slice(0, perfect ? a : r), tokens.slice(r, r + 1 + object.length));
      return found;
    }
    if (!STATE_REMOVALS.has(w) && w !== "gone") {
      const object = cut(tokens, r + 1);
      const instead = norms.findIndex((x, k) => k > r && (x === "by" || x === "with" || x === "for"));
      if (object.length > 0) {
        add(object, w, true, instead > r ? cut(tokens, instead + 1) : [], tokens.slice(r, r + 1 + object.length));
        return found;
      }
    }
  }
  for (let r = 1; r < tokens.length - 1; r++) {
    if (norms[r - 1] !== "," || !REPLACING_PARTICIPLES.has(norms[r])) continue;
    const object = cut(tokens, r + 1);
    if (object.some((t) => t.terms.length > 0 || t.kind === "code")) {
      add(object, norms[r], true, tokens.slice(0, r - 1).filter(isNotPunct), tokens.slice(r, r + 1 + object.length));
      return found;
    }
  }
  const usedTo = norms.findIndex((w, k) => w === "used" && norms[k + 1] === "to" && !AUX.has(norms[k - 1] ?? "") && norms[k - 1] !== "get");
  if (usedTo >= 0) {
    const object = tokens.slice(usedTo + 3).filter(isNotPunct);
    add(object, "used to", true, [], tokens.slice(usedTo));
    return found;
  }
  if (clause.negated) {
    const negation = negationAt(tokens);
    const verb2 = negation < 0 ? -1 : useVerbAfter(tokens, negation);
    const at = negation < 0 ? -1 : negation + (norms[negation + 1] === "longer" ? 2 : 1);
    if (verb2 < 0 && at > 0 && (norms[at] === "on" || norms[at] === "using" || norms[at] === "behind")) {
      const strong = clause.markers.some((m) => m === "no longer" || m === "anymore" || m === "any more" || m === "any longer");
      const object = cut(tokens, at + 1).filter((t) => t.terms.length > 0);
      if (strong && object.length > 0) add(object, `${clause.negations.join(" ")} ${norms[at]}`, true, [], []);
    }
    if (verb2 >= 0) {
      const strong = clause.markers.some((m) => m === "no longer" || m === "anymore" || m === "any more" || m === "any longer");
      const object = cut(tokens, verb2 + 1).filter((t) => t.terms.length > 0);
      const subjectEnd2 = subjectEndBefore(tokens, verb2);
      const passive = verb2 > 0 && (AUX.has(norms[verb2 - 1]) || NEGATED_BE.test(norms[verb2 - 1]) || NEGATION_WORDS.has(norms[verb2 - 1]) && AUX.has(norms[verb2 - 2] ?? ""));
      const phrase = passive || object.length === 0 ? tokens.slice(0, subjectEnd2 >= 0 ? subjectEnd2 : verb2) : object;
      add(phrase, `${clause.negations.join(" ")} ${norms[verb2]}`, strong, [], []);
    }
    if (found.length === 0 && negation >= 0 && clause.markers.some((m) => m === "no longer" || m === "anymore" || m === "any more" || m === "any longer")) addGone(tokens, norms, negation, add);
  }
  return found;
}
var NO_SUBSTITUTIONS = [];
var NOBODY = /* @__PURE__ */ new Set(["nothing", "nobody", "noone"]);
var EXIST_STEMS = new Set(["exist"].map((w) => stem(w)));
function addGone(tokens, norms, negation, add) {
  const no = norms[negation];
  if (no === "no" && norms[negation + 1] !== "longer" && (negation === 0 || AUX.has(norms[negation - 1]) && norms[negation - 2] === "there" || norms[negation - 1] === "there")) {
    const object = goneObject(tokens, negation + 1);
    if (object.length > 0) add(object, negation === 0 ? "no" : "there is no", true, [], []);
    return;
  }
  if (NOBODY.has(no) && tokens[negation + 1]?.kind === "word") {
    const object = goneObject(tokens, negation + 2);
    if (object.length > 0) add(object, `${no} ${norms[negation + 1]}`, true, [], []);
    return;
  }
  for (let k = negation + 1; k < tokens.length && k <= negation + 3; k++) {
    if (tokens[k].kind !== "word" || !EXIST_STEMS.has(stem(tokens[k].norm))) continue;
    if (SCOPES_AFTER_GONE.has(norms[k + 1] ?? "")) return;
    const end = subjectEndBefore(tokens, k);
    const subject = tokens.slice(0, end >= 0 ? end : negation).filter((t) => t.terms.length > 0 || t.kind === "code");
    if (subject.length > 0) add(subject, `${norms.slice(negation, k + 1).join(" ")}`, true, [], []);
    return;
  }
}
var SCOPES_AFTER_GONE = /* @__PURE__ */ new Set(["for", "in", "on", "at", "from", "during", "under", "inside", "within", "outside", "except", "besides", "beyond", "per"]);
function goneObject(tokens, start) {
  const phrase = cut(tokens, start);
  if (phrase.length === 0) return phrase;
  const last = tokens.indexOf(phrase[phrase.length - 1]);
  if (SCOPES_AFTER_GONE.has(tokens[last + 1]?.norm ?? "")) return [];
  const out = [];
  for (const t of phrase) if (t.terms.length > 0 || t.kind === "code") out.push(t);
  return out;
}
var TAKE_FORMS = /* @__PURE__ */ new Set(["took", "take", "takes", "taken", "taking"]);
var SUBSTITUTION_CUES = /* @__PURE__ */ new Set([...CHANGE_VERBS, ...REMOVAL_WORDS, ...OUT_REMOVALS, ...REPLACING_PARTICIPLES, ...TAKE_FORMS, "\u2192", "converted", "used"]);
function takeOverFrom(norms) {
  for (let k = 2; k < norms.length - 1; k++) if (norms[k] === "from" && norms[k - 1] === "over" && TAKE_FORMS.has(norms[k - 2])) return k;
  return -1;
}
function hasSubstitutionCue(tokens) {
  for (let k = 0; k < tokens.length; k++) if (SUBSTITUTION_CUES.has(tokens[k].norm)) return true;
  return false;
}
var MODALS = /* @__PURE__ */ new Set(["will", "would", "should", "can", "could", "must", "may", "might", "shall"]);
var NEGATED_BE = /^(isn't|aren't|wasn't|weren't|isnt|arent|wasnt|werent)$/;
var PLACE_PREPOSITIONS = /* @__PURE__ */ new Set(["in", "at", "inside", "within", "across", "throughout", "under"]);
var ADJUNCT_OPENERS = /* @__PURE__ */ new Set(["in", "on", "at", "during", "after", "before", "since", "until", "with", "by"]);
function namesATool(t) {
  return t.kind === "code" || ALTERNATIVE_INDEX.has(t.norm) || t.kind === "word" && (/^[A-Z]/.test(t.raw) || /[a-z][-.\d]|\d[a-z]/i.test(t.raw));
}
function cut(tokens, start) {
  const out = [];
  for (let i = start; i < tokens.length; i++) {
    if (PHRASE_CUT.has(tokens[i].norm) && (out.length > 0 || MARKER_STARTS.has(tokens[i].norm) || tokens[i].norm === "anymore")) break;
    if (tokens[i].kind === "punct") {
      if (out.length > 0) break;
      continue;
    }
    out.push(tokens[i]);
  }
  return out;
}
function rawWords(tokens) {
  let out = "";
  for (let i = 0; i < tokens.length; i++) out = i === 0 ? tokens[i].raw : `${out} ${tokens[i].raw}`;
  return out;
}
function makeDenial(clause, phrase, cue, strong, replacement, source) {
  const terms = /* @__PURE__ */ new Set();
  const anchorKeys = [];
  const wordKeys = [];
  for (const t of phrase) {
    for (const term of t.terms) terms.add(term);
    if (t.kind === "code" && t.terms[0]) {
      anchorKeys.push(t.terms[0]);
      if (/^[a-z][\w-]*\/[a-z][\w-]*$/i.test(t.raw) && !/^(src|lib|app|test|tests|packages|apps)\//i.test(t.raw)) anchorKeys.push(...t.terms.slice(1));
    } else for (const term of t.terms) if (!GENERIC_STEMS.has(term) && !LIGHT_STEMS.has(term)) wordKeys.push(term);
    const group = ALTERNATIVE_INDEX.get(t.norm) ?? ALTERNATIVE_INDEX.get(t.norm.replace(/\.js$/, ""));
    if (group !== void 0 && t.terms[0] && !wordKeys.includes(t.terms[0]) && !anchorKeys.includes(t.terms[0])) wordKeys.push(t.terms[0]);
  }
  const keys = anchorKeys.length > 0 ? anchorKeys : wordKeys;
  const acronyms = [];
  for (const t of phrase) if (t.kind === "word" && /^[A-Z]{3,5}s?$/.test(t.raw) && t.terms[0] !== void 0) acronyms.push(t.terms[0]);
  if (keys.length === 0 && terms.size === 0) return null;
  return { clause, terms, keys, phrase: rawWords(phrase), cue, strong, replacement, source, acronyms: acronyms.length > 0 ? acronyms : NONE };
}

// src/contradiction/candidates.ts
var DEFAULTS = { commonShare: 0.05, commonFloor: 8, minScore: 2, maxPerDiscovery: 10, minSimilarity: 0.2 };
function indexWeight(term, w) {
  return Math.min(2, w > 0 ? w : termWeight(term));
}
function indexable(analysis) {
  const out = [];
  for (const term of analysis.terms.keys()) {
    const weight = indexWeight(term, analysis.terms.get(term));
    if (weight > 0) out.push([term, weight]);
  }
  return out;
}
function buildIndex(analyses, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const perDoc = analyses.map(indexable);
  const df = /* @__PURE__ */ new Map();
  for (const terms2 of perDoc) for (const [term] of terms2) df.set(term, (df.get(term) ?? 0) + 1);
  const limit = Math.max(o.commonFloor, Math.floor(o.commonShare * analyses.length));
  const tooCommon = /* @__PURE__ */ new Set();
  for (const [term, n] of df) if (n > limit) tooCommon.add(term);
  const postings = /* @__PURE__ */ new Map();
  const postingWeights = /* @__PURE__ */ new Map();
  const terms = perDoc.map((list, doc) => {
    const kept2 = list.filter(([term]) => !tooCommon.has(term));
    for (const [term, weight] of kept2) {
      let p = postings.get(term);
      if (!p) {
        postings.set(term, p = []);
        postingWeights.set(term, []);
      }
      p.push(doc);
      postingWeights.get(term).push(weight);
    }
    return kept2;
  });
  return { terms, postings, postingWeights, tooCommon };
}
function packedCandidatePairs(analyses, options = {}) {
  const minScore = options.minScore ?? DEFAULTS.minScore;
  const minSimilarity = options.minSimilarity ?? DEFAULTS.minSimilarity;
  const maxPerDiscovery = options.maxPerDiscovery ?? DEFAULTS.maxPerDiscovery;
  const n = analyses.length;
  let total = 0;
  for (let doc = 0; doc < n; doc++) total += analyses[doc].terms.size;
  const ids = /* @__PURE__ */ new Map();
  const df = new Int32Array(Math.max(1, total));
  const docStart = new Int32Array(n + 1);
  const termIds = new Int32Array(Math.max(1, total));
  const termWeights = new Float64Array(termIds.length);
  const maxWeight = new Float64Array(termIds.length);
  let count = 0;
  for (let from = 0; from < n; from += BLOCK) count = collectTerms(analyses, from, Math.min(n, from + BLOCK), ids, df, docStart, termIds, termWeights, maxWeight, count);
  docStart[n] = count;
  const limit = Math.max(options.commonFloor ?? DEFAULTS.commonFloor, Math.floor((options.commonShare ?? DEFAULTS.commonShare) * n));
  const starts = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id] + (df[id] > limit ? 0 : df[id]);
  const list = new Int32Array(starts[ids.size]);
  const listWeights = new Float64Array(list.length);
  const fill = starts.slice(0, ids.size);
  const weights2 = new Float64Array(n);
  const keptStart = new Int32Array(n + 1);
  let kept2 = 0;
  for (let from = 0; from < n; from += BLOCK) kept2 = keepTerms(from, Math.min(n, from + BLOCK), docStart, keptStart, termIds, termWeights, df, limit, list, listWeights, fill, weights2, kept2);
  keptStart[n] = kept2;
  const score = new Float64Array(n);
  const touched = new Int32Array(n);
  let packed = new Float64Array(Math.min(n * maxPerDiscovery, 1 << 20) || 1);
  let pairs = 0;
  const perOlder = new Int32Array(n + 1);
  const heapIds = new Int32Array(maxPerDiscovery);
  const heapScores = new Float64Array(maxPerDiscovery);
  for (let from = 0; from < n; from += BLOCK) {
    const to = Math.min(n, from + BLOCK);
    while (pairs + (to - from) * maxPerDiscovery > packed.length) {
      const bigger = new Float64Array(packed.length * 2);
      bigger.set(packed);
      packed = bigger;
    }
    pairs = pairBlock(from, to, n, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights2, minScore, minSimilarity, heapIds, heapScores, packed, pairs, perOlder);
  }
  return sortByOlder(packed, pairs, perOlder, n);
}
var BLOCK = 256;
function localPairOrder(pairs, n) {
  const count = pairs.length;
  if (count < 2) return pairs;
  const starts = new Int32Array(n + 1);
  for (let from = 0; from < count; from += PAIR_BLOCK) countEnds(pairs, n, from, Math.min(count, from + PAIR_BLOCK), starts);
  for (let v = 0; v < n; v++) starts[v + 1] = starts[v + 1] + starts[v];
  const partners = new Int32Array(2 * count);
  const fill = starts.slice(0, n);
  for (let from = 0; from < count; from += PAIR_BLOCK) placeEnds(pairs, n, from, Math.min(count, from + PAIR_BLOCK), fill, partners);
  const number = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let start = 0; start < n; start++) {
    if (number[start] >= 0) continue;
    number[start] = tail;
    queue[tail++] = start;
    while (head < tail) tail = visit(queue[head++], starts, partners, number, queue, tail);
  }
  const later = new Int32Array(count);
  const earlier = new Int32Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) numberPairs(pairs, n, number, from, Math.min(count, from + PAIR_BLOCK), later, earlier);
  const byEarlier = sortedByKey(earlier, null, n);
  const order = sortedByKey(later, byEarlier, n);
  const out = new Float64Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) gather(pairs, order, from, Math.min(count, from + PAIR_BLOCK), out);
  return out;
}
var PAIR_BLOCK = 4096;
function countEnds(pairs, n, from, to, starts) {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k] / n);
    starts[older + 1]++;
    starts[pairs[k] - older * n + 1]++;
  }
}
function placeEnds(pairs, n, from, to, fill, partners) {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k] / n);
    const newer = pairs[k] - older * n;
    partners[fill[older]++] = newer;
    partners[fill[newer]++] = older;
  }
}
function visit(v, starts, partners, number, queue, tail) {
  for (let e = starts[v]; e < starts[v + 1]; e++) {
    const w = partners[e];
    if (number[w] >= 0) continue;
    number[w] = tail;
    queue[tail++] = w;
  }
  return tail;
}
function numberPairs(pairs, n, number, from, to, later, earlier) {
  for (let k = from; k < to; k++) {
    const older = Math.floor(pairs[k] / n);
    const a = number[older];
    const b = number[pairs[k] - older * n];
    later[k] = a > b ? a : b;
    earlier[k] = a > b ? b : a;
  }
}
function sortedByKey(keys, order, n) {
  const count = keys.length;
  const starts = new Int32Array(n + 1);
  for (let from = 0; from < count; from += PAIR_BLOCK) countKeys(keys, from, Math.min(count, from + PAIR_BLOCK), starts);
  for (let v = 0; v < n; v++) starts[v + 1] = starts[v + 1] + starts[v];
  const out = new Int32Array(count);
  for (let from = 0; from < count; from += PAIR_BLOCK) placeByKey(keys, order, from, Math.min(count, from + PAIR_BLOCK), starts, out);
  return out;
}
function countKeys(keys, from, to, starts) {
  for (let k = from; k < to; k++) starts[keys[k] + 1]++;
}
function placeByKey(keys, order, from, to, starts, out) {
  for (let k = from; k < to; k++) {
    const position = order === null ? k : order[k];
    out[starts[keys[position]]++] = position;
  }
}
function gather(pairs, order, from, to, out) {
  for (let k = from; k < to; k++) out[k] = pairs[order[k]];
}
function sortByOlder(packed, pairs, perOlder, n) {
  for (let older = 0; older < n; older++) perOlder[older + 1] = perOlder[older + 1] + perOlder[older];
  const sorted = new Float64Array(pairs);
  for (let k = 0; k < pairs; k++) {
    const v = packed[k];
    sorted[perOlder[Math.floor(v / n)]++] = v;
  }
  return sorted;
}
function collectTerms(analyses, from, to, ids, df, docStart, termIds, termWeights, maxWeight, count) {
  for (let doc = from; doc < to; doc++) {
    docStart[doc] = count;
    count = collectDocTerms(analyses[doc].terms, ids, df, termIds, termWeights, maxWeight, count);
  }
  return count;
}
function collectDocTerms(terms, ids, df, termIds, termWeights, maxWeight, count) {
  for (const term of terms.keys()) {
    const weight = indexWeight(term, terms.get(term));
    if (weight <= 0) continue;
    let id = ids.get(term);
    if (id === void 0) {
      id = ids.size;
      ids.set(term, id);
    }
    df[id] = df[id] + 1;
    if (weight > maxWeight[id]) maxWeight[id] = weight;
    termIds[count] = id;
    termWeights[count] = weight;
    count++;
  }
  return count;
}
function keepTerms(from, to, docStart, keptStart, termIds, termWeights, df, limit, list, listWeights, fill, weights2, kept2) {
  for (let doc = from; doc < to; doc++) {
    keptStart[doc] = kept2;
    for (let k = docStart[doc]; k < docStart[doc + 1]; k++) {
      const id = termIds[k];
      if (df[id] > limit) continue;
      listWeights[fill[id]] = termWeights[k];
      list[fill[id]++] = doc;
      weights2[doc] = weights2[doc] + termWeights[k];
      let at = kept2;
      const weight = termWeights[k];
      while (at > keptStart[doc] && df[termIds[at - 1]] > df[id]) {
        termIds[at] = termIds[at - 1];
        termWeights[at] = termWeights[at - 1];
        at--;
      }
      termIds[at] = id;
      termWeights[at] = weight;
      kept2++;
    }
  }
  return kept2;
}
function pairBlock(from, to, n, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights2, minScore, minSimilarity, heapIds, heapScores, packed, pairs, perOlder) {
  const similarityFloor = minSimilarity * minSimilarity * (1 - 1e-9);
  for (let doc = from; doc < to; doc++) {
    const touchedCount = scoreOlder(doc, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights2, minScore, similarityFloor);
    const heapSize = bestOlder(weights2[doc], touchedCount, touched, score, weights2, minScore, minSimilarity, similarityFloor, heapIds, heapScores);
    pairs = placePairs(doc, n, heapSize, heapIds, packed, pairs, perOlder);
  }
  return pairs;
}
function scoreOlder(doc, keptStart, termIds, termWeights, maxWeight, starts, list, listWeights, score, touched, weights2, minScore, similarityFloor) {
  let touchedCount = 0;
  const own = weights2[doc];
  let left = 0;
  for (let k = keptStart[doc]; k < keptStart[doc + 1]; k++) left += maxWeight[termIds[k]];
  const enough = Math.min(minScore, own);
  for (let k = keptStart[doc]; k < keptStart[doc + 1]; k++) {
    const id = termIds[k];
    const w = termWeights[k];
    for (let p = starts[id], end = starts[id + 1]; p < end; p++) {
      const other = list[p];
      if (other >= doc) break;
      const s = score[other];
      if (s === 0) {
        const theirs = weights2[other];
        if (left < enough && left < theirs) continue;
        if (left * left < similarityFloor * own * theirs) continue;
        touched[touchedCount++] = other;
      }
      const given = listWeights[p];
      score[other] = s + (given > w ? given : w);
    }
    left -= maxWeight[id];
  }
  return touchedCount;
}
function bestOlder(ownWeight, touchedCount, touched, score, weights2, minScore, minSimilarity, similarityFloor, heapIds, heapScores) {
  let heapSize = 0;
  for (let k = 0; k < touchedCount; k++) {
    const other = touched[k];
    const s = score[other];
    score[other] = 0;
    const theirs = weights2[other];
    if (s < Math.min(minScore, ownWeight, theirs)) continue;
    const product = ownWeight * theirs;
    if (s * s < similarityFloor * product) continue;
    const similarity = s / Math.sqrt(product);
    if (similarity < minSimilarity) continue;
    heapSize = heapOffer(heapIds, heapScores, heapSize, other, similarity);
  }
  return heapSize;
}
function placePairs(doc, n, heapSize, heapIds, packed, pairs, perOlder) {
  for (let h = 0; h < heapSize; h++) {
    const other = heapIds[h];
    packed[pairs++] = other * n + doc;
    perOlder[other + 1]++;
  }
  return pairs;
}
function heapLess(ids, scores, i, j) {
  const a = scores[i];
  const b = scores[j];
  return a < b || a === b && ids[i] < ids[j];
}
function heapSwap(ids, scores, i, j) {
  const id = ids[i];
  ids[i] = ids[j];
  ids[j] = id;
  const score = scores[i];
  scores[i] = scores[j];
  scores[j] = score;
}
function heapOffer(ids, scores, size, id, score) {
  if (size < ids.length) {
    ids[size] = id;
    scores[size] = score;
    let i2 = size;
    while (i2 > 0) {
      const parent = i2 - 1 >> 1;
      if (!heapLess(ids, scores, i2, parent)) break;
      heapSwap(ids, scores, i2, parent);
      i2 = parent;
    }
    return size + 1;
  }
  if (size === 0 || score < scores[0] || score === scores[0] && id < ids[0]) return size;
  ids[0] = id;
  scores[0] = score;
  let i = 0;
  for (; ; ) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && heapLess(ids, scores, l, m)) m = l;
    if (r < size && heapLess(ids, scores, r, m)) m = r;
    if (m === i) break;
    heapSwap(ids, scores, i, m);
    i = m;
  }
  return size;
}
function candidateFinder(analyses, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const index = buildIndex(analyses, o);
  const totals = index.terms.map((terms) => terms.reduce((sum, [, w]) => sum + w, 0));
  return (target) => candidatesIn(index, totals, target, o);
}
function candidatesIn(index, totals, target, o) {
  const own = index.terms[target] ?? [];
  const ownWeight = totals[target] ?? 0;
  const score = /* @__PURE__ */ new Map();
  for (const [term, w] of own) {
    const docs = index.postings.get(term) ?? [];
    const weights2 = index.postingWeights.get(term) ?? [];
    for (let p = 0; p < docs.length; p++) {
      const other = docs[p];
      if (other !== target) score.set(other, (score.get(other) ?? 0) + Math.max(w, weights2[p]));
    }
  }
  const found = [];
  for (const other of score.keys()) {
    const s = score.get(other);
    const otherWeight = totals[other];
    const similarity = s / Math.sqrt(ownWeight * otherWeight);
    if (s >= Math.min(o.minScore, ownWeight, otherWeight) && similarity >= o.minSimilarity) found.push([other, similarity]);
  }
  found.sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  return found.slice(0, o.maxPerDiscovery).map(([other]) => other);
}

// src/contradiction/exclusive.ts
var BEFORE = /* @__PURE__ */ new Set(["only", "just", "exclusively", "solely"]);
var AFTER = /* @__PURE__ */ new Set(["only", "alone"]);
var AUXILIARIES = new Set("is are was were be been being can could should must may might will would do does did has have had".split(" "));
var ENDS = /* @__PURE__ */ new Set([
  ...AUXILIARIES,
  ..."and or but when if while because unless that which who where for in on at to from by with via through during until after before".split(" ")
]);
var NOT_SINGLING = /* @__PURE__ */ new Set(["if", "when", "whenever", "once", "one", "a", "an", "then"]);
var JOINS = /* @__PURE__ */ new Set(["and", "or", "plus", "&", ",", "/"]);
function startsPredicate(tokens, k) {
  const next = tokens[k + 1];
  return tokens[k].kind === "word" && /[^s']s$|ed$/.test(tokens[k].norm) && next !== void 0 && next.kind !== "punct" && !ENDS.has(next.norm);
}
function mayBeExclusive(a) {
  for (const c of a.clauses) if (singledOut(c)) return true;
  return false;
}
var SINGLED = /* @__PURE__ */ new WeakMap();
function cueTerms(c, cue) {
  const terms = new Set(cue.terms);
  for (const a of c.antonyms) if (a.word.toLowerCase() === cue.norm) terms.add(a.canon);
  return terms;
}
function hasCue(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i].norm;
    if (BEFORE.has(norm) || AFTER.has(norm)) return true;
  }
  return false;
}
function singledOut(c) {
  if (!hasCue(c.tokens)) return null;
  const known = SINGLED.get(c);
  if (known !== void 0) return known;
  let found = null;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length && !found; i++) {
    const t = tokens[i];
    if (t.kind === "punct") continue;
    if (BEFORE.has(t.norm) && !NOT_SINGLING.has(tokens[i + 1]?.norm ?? "") && tokens[i - 1]?.norm !== "not") {
      let j = i + 1;
      const verb2 = (k) => (tokens[k]?.terms.length ?? 0) > 0 && tokens[k].terms.every((x) => c.verbs.has(x));
      if (t.norm === "just" && (verb2(j) || i === 0)) continue;
      const after = tokens[j + 1];
      if (verb2(j) && after !== void 0 && !AUXILIARIES.has(after.norm) && (/[^s]s$|ed$/.test(tokens[j].norm) || ENDS.has(after.norm) && after.terms.length === 0 || after.kind === "code")) j++;
      if (j < tokens.length && ENDS.has(tokens[j].norm) && !JOINS.has(tokens[j].norm)) j++;
      const terms = /* @__PURE__ */ new Set();
      for (; j < tokens.length; j++) {
        const u = tokens[j];
        if (u.kind === "punct" || ENDS.has(u.norm) || terms.size > 0 && u.terms.length > 0 && (u.terms.every((x) => c.verbs.has(x)) || startsPredicate(tokens, j))) break;
        for (const x of u.terms) terms.add(x);
      }
      if (terms.size > 0) found = { terms, cue: t.raw, cueTerms: cueTerms(c, t) };
    }
    if (!found && AFTER.has(t.norm) && i > 0) {
      const prev = tokens[i - 1];
      if (prev.kind !== "punct" && prev.terms.length > 0 && !prev.terms.every((x) => c.verbs.has(x))) found = { terms: new Set(prev.terms), cue: t.raw, cueTerms: cueTerms(c, t) };
    }
  }
  SINGLED.set(c, found);
  return found;
}
function addsAnother(only, { terms: singled, cueTerms: cue }, other) {
  if (other.negated || other.conditional || only.negated || only.conditional) return null;
  let said = false;
  for (const x of only.terms.keys()) {
    const w = only.terms.get(x);
    if (w === 0 || singled.has(x) || cue.has(x)) continue;
    if (!other.terms.has(x)) return null;
    said = true;
  }
  if (!said) return null;
  const extra = [];
  for (const x of other.terms.keys()) {
    const w = other.terms.get(x);
    if (w > 0 && !only.terms.has(x) && !other.verbs.has(x)) extra.push(x);
  }
  if (extra.length === 0) return null;
  const tokens = other.tokens;
  const names = (t) => t.terms.some((x) => singled.has(x));
  const at = tokens.findIndex(names);
  let group;
  if (at >= 0 && [...singled].every((x) => other.terms.has(x))) {
    let start = at;
    let end = at;
    let joined = false;
    const joinAt = (k) => JOINS.has(tokens[k]?.norm ?? "") || tokens[k]?.norm === "as" && tokens[k + 1]?.norm === "well" && tokens[k + 2]?.norm === "as";
    const word2 = (k) => k >= 0 && k < tokens.length && tokens[k].kind !== "punct" && !ENDS.has(tokens[k].norm) && tokens[k].terms.length > 0 && (k === at || !tokens[k].terms.every((x) => other.verbs.has(x)));
    for (; ; ) {
      let k = end + 1;
      while (word2(k)) k++;
      if (k > end + 1) end = k - 1;
      if (!joinAt(k)) break;
      const again = tokens[k + 1]?.norm === tokens[start - 1]?.norm && ENDS.has(tokens[k + 1].norm) ? 1 : 0;
      const skip = (tokens[k].norm === "as" ? 3 : 1) + again;
      if (!word2(k + skip) || startsPredicate(tokens, k + skip)) break;
      end = k + skip;
      if (tokens[k].norm !== ",") joined = true;
    }
    for (; ; ) {
      let k = start - 1;
      while (word2(k)) k--;
      if (k < start - 1) start = k + 1;
      if (!(k >= 0 && JOINS.has(tokens[k].norm) && word2(k - 1))) break;
      start = k - 1;
      if (tokens[k].norm !== ",") joined = true;
    }
    if (!joined) return null;
    group = tokens.slice(start, end + 1);
  } else {
    const adding = tokens.some((t, k) => t.norm === "also" || t.norm === "too" && (tokens[k + 1] === void 0 || tokens[k + 1].kind === "punct") || t.norm === "as" && tokens[k + 1]?.norm === "well");
    if (!adding) return null;
    const where = tokens.flatMap((t, k) => t.terms.some((x) => extra.includes(x)) ? [k] : []);
    const run = tokens.slice(where[0], where[where.length - 1] + 1);
    if (run.some((t) => t.kind === "punct" || ENDS.has(t.norm))) return null;
    group = run;
  }
  const inGroup = new Set(group.flatMap((t) => t.terms));
  if (!extra.every((x) => inGroup.has(x))) return null;
  return group.filter((t) => t.terms.some((x) => extra.includes(x))).map((t) => t.raw).join(" ");
}
function exclusiveHit(older, newer) {
  for (const [a, b] of [[older, newer], [newer, older]]) {
    for (const only of a.clauses) {
      const singled = singledOut(only);
      if (!singled || b.clauses.some((c) => [...singledOut(c)?.terms ?? []].some((x) => singled.terms.has(x)))) continue;
      for (const other of b.clauses) {
        if (singledOut(other)) continue;
        const added = addsAnother(only, singled, other);
        if (added) return { only, other, cue: singled.cue, added };
      }
    }
  }
  return null;
}
var COMPLEMENT_OPENERS = /* @__PURE__ */ new Set(["outside", "without", "unless", "absent"]);
var NO_AFTER = /* @__PURE__ */ new Set(["with", "if", "when", "for"]);
var OTHERS_DENIED = /* @__PURE__ */ new Set(["else", "other", "but"]);
var SENTENCE_ENDS2 = /* @__PURE__ */ new Set([".", ";", "!", "?"]);
var CASE_ENDS = new Set("the a an its in on at for to of from by with and or is are was were".split(" "));
function onlyRestated(older, newer) {
  const olderOnly = older.text.toLowerCase().includes("only");
  const newerOnly = newer.text.toLowerCase().includes("only");
  if (!olderOnly && !newerOnly) return false;
  const olderTokens = tokenize(older.text);
  const newerTokens = tokenize(newer.text);
  return olderOnly && restates(olderTokens, newerTokens) || newerOnly && restates(newerTokens, olderTokens);
}
function restates(onlySide, tokens) {
  const scope = onlyScope(onlySide);
  if (scope === null) return false;
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i].norm;
    if ((norm === "nothing" || norm === "no") && OTHERS_DENIED.has(tokens[i + 1]?.norm ?? "")) return true;
    let from = -1;
    if (COMPLEMENT_OPENERS.has(norm)) from = i + (tokens[i + 1]?.norm === "of" ? 2 : 1);
    else if (norm === "no" && i > 0 && NO_AFTER.has(tokens[i - 1].norm)) from = i + 1;
    if (from < 0) continue;
    while (from < tokens.length && (tokens[from].norm === "the" || tokens[from].norm === "a" || tokens[from].norm === "an")) from++;
    let named = 0;
    let missing = false;
    for (let k = from; k < tokens.length && k < from + 5 && tokens[k].kind !== "punct" && !CASE_ENDS.has(tokens[k].norm); k++) {
      for (const x of tokens[k].terms) {
        if (scope.has(x)) named++;
        else missing = true;
      }
    }
    if (named > 0 && !missing) return true;
  }
  return false;
}
function onlyScope(tokens) {
  let scope = null;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].norm !== "only") continue;
    scope ??= /* @__PURE__ */ new Set();
    for (let k = i + 1; k < tokens.length && !SENTENCE_ENDS2.has(tokens[k].norm); k++) for (const x of tokens[k].terms) scope.add(x);
  }
  return scope;
}

// src/contradiction/aliases.ts
function roleNamed(p, q, a, b) {
  if (p.memberTerms.size === 0 && q.memberTerms.size === 0) return null;
  return roleNamedBy(q, p, b, a, roleNamedBy(p, q, a, b, null));
}
function roleNamedBy(member, other, own, theirs, out) {
  if (member.memberTerms.size === 0) return out;
  const toolOfItsOwn = namesOtherTool(other, member);
  for (const t of member.memberTerms.keys()) {
    const memberships = member.memberTerms.get(t);
    if (!own.has(t) || theirs.has(t)) continue;
    for (const m of memberships) {
      const group = ALTERNATIVE_GROUPS[m.group];
      if (group.contextOnly) continue;
      for (const r of theirs.keys()) {
        const weight = theirs.get(r);
        if (weight <= 0 || own.has(r) || !group.roleStems.has(r) || GENERIC_STEMS.has(r) || other.verbs.has(r) || r.startsWith("ant:")) continue;
        if (rivalForRole(other, member, r)) continue;
        if (toolOfItsOwn && (!inSubject(other, r) || toolInSubject(other, member))) continue;
        if (NAME_TERMS.has(r) || QUALIFIERS.has(r) && hasScope(own)) continue;
        (out ??= /* @__PURE__ */ new Set()).add(t).add(r);
      }
    }
  }
  return out;
}
var NAME_TERMS = new Set(ALTERNATIVE_GROUPS.filter((g) => g.contextOnly).flatMap((g) => g.members.flat().filter((k) => !k.includes(" ")).flatMap((k) => wordTerms(k.toLowerCase()))));
function hasScope(terms) {
  for (const t of terms.keys()) if (QUALIFIERS.has(t)) return true;
  return false;
}
function aliases(p, q, a, b) {
  let roles2 = roleNamed(p, q, a, b);
  const short = shortForms(p, q, a, b) ?? shortForms(q, p, b, a);
  if (short) if (roles2) for (const t of short) roles2.add(t);
  else roles2 = short;
  const heads = headsOfOneThing(p, q, a, b);
  if (heads) if (roles2) for (const t of heads) roles2.add(t);
  else roles2 = heads;
  const kin = kinNouns(p, q, a, b);
  if (kin) if (roles2) for (const t of kin) roles2.add(t);
  else roles2 = kin;
  return roles2;
}
var KIN_NOUNS = new Map(
  ["test spec suite", "link url uri", "photo image picture", "approval review", "endpoint route controller"].flatMap(
    (row, k) => row.split(" ").map((w) => [wordTerms(w)[0], k])
  )
);
function kinNamed(c, token, other) {
  if (token.kind !== "word" || token.terms.length !== 1) return false;
  const x = token.terms[0];
  const row = KIN_NOUNS.get(x);
  if (row === void 0 || c.verbs.has(x) || other.terms.has(x)) return false;
  const before = c.tokens[c.tokens.indexOf(token) - 1];
  if (before !== void 0 && before.kind !== "punct" && before.terms.length > 0 && !before.terms.some((t) => other.terms.has(t))) return false;
  for (const y of other.terms.keys()) if (y !== x && KIN_NOUNS.get(y) === row && !other.verbs.has(y) && !c.terms.has(y)) return true;
  return false;
}
function kinNouns(p, q, a, b) {
  let out = null;
  for (const x of a.keys()) {
    const row = KIN_NOUNS.get(x);
    if (row === void 0 || b.has(x) || p.verbs.has(x) || ownWordBefore(p, x, b)) continue;
    for (const y of b.keys()) {
      if (y === x || KIN_NOUNS.get(y) !== row || a.has(y) || q.verbs.has(y) || ownWordBefore(q, y, a)) continue;
      (out ??= /* @__PURE__ */ new Set()).add(x).add(y);
    }
  }
  return out;
}
function ownWordBefore(c, x, other) {
  const tokens = c.tokens;
  for (let k = 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || t.terms.length !== 1 || t.terms[0] !== x) continue;
    const before = tokens[k - 1];
    if (before.kind !== "punct" && before.terms.length > 0 && !before.terms.some((y) => other.has(y) || GENERIC_STEMS.has(y) || QUANTITY_PREDICATE_STEMS.has(y))) return true;
  }
  return false;
}
var HEADS_OF_ONE_THING = [
  "unique: index constraint key",
  "foreign: key constraint",
  "primary: key constraint",
  "feature: flag toggle switch",
  "health: check probe endpoint",
  "rate: limit limiter throttle",
  "connection: pool pooler",
  "message: queue broker bus",
  "error: tracker tracking reporting",
  "cron: job entry schedule",
  "log: level verbosity",
  "service: account principal",
  "access: token jwt"
].map((row) => {
  const [modifier, heads] = row.split(":");
  return [wordTerms(modifier.trim())[0], new Set(heads.trim().split(/\s+/).map((h) => wordTerms(h)[0]))];
});
var WORDING_HEADS = new Map(
  [
    "rule rules limit limits check checks constraint constraints requirement requirements restriction restrictions policy policies quota quotas",
    "logic loop loops routine routines mechanism mechanisms handling behaviour behavior implementation",
    "data info information record records observation observations reading readings entry entries dataset datasets",
    "setting settings config configs configuration configurations option options preference preferences",
    "page pages screen screens ui",
    "result results response responses output outputs"
  ].flatMap((row, k) => row.split(" ").map((w) => [w, k]))
);
function wordingRow(c, t) {
  if (t.kind !== "word") return -1;
  const row = WORDING_HEADS.get(t.norm);
  if (row === void 0) return -1;
  for (const x of t.terms) if (c.verbs.has(x)) return -1;
  return row;
}
function headsOfOneThing(p, q, a, b) {
  let out = null;
  for (const [modifier, heads] of HEADS_OF_ONE_THING) {
    if (!a.has(modifier) || !b.has(modifier)) continue;
    const x = headAfter(p, modifier, heads);
    const y = x === void 0 ? void 0 : headAfter(q, modifier, heads);
    if (y === void 0 || x === y || b.has(x) || a.has(y)) continue;
    (out ??= /* @__PURE__ */ new Set()).add(x).add(y);
  }
  return out;
}
function headAfter(c, modifier, heads) {
  for (let k = 0; k + 1 < c.tokens.length; k++) {
    if (c.tokens[k].kind !== "word" || c.tokens[k].terms[0] !== modifier) continue;
    const next = c.tokens[k + 1];
    if (next.kind === "word" && next.terms.length === 1 && heads.has(next.terms[0])) return next.terms[0];
  }
  return void 0;
}
var WRITTEN = /* @__PURE__ */ new WeakMap();
var NOTHING_WRITTEN = { short: [""].slice(0, 0), long: [""].slice(0, 0) };
var SHORT_SHAPE = /^(?:[a-z][^aeiouy\d\W]{2,4}|[a-z]\d{1,2}[a-z]|[a-z]{6,7})$/;
function written(c) {
  let w = WRITTEN.get(c);
  if (!w) {
    let short = null;
    let long = null;
    for (let k = 0; k < c.tokens.length; k++) {
      const t = c.tokens[k];
      if (t.kind !== "word" && t.kind !== "code" || t.terms.length !== 1) continue;
      const term = t.terms[0];
      if (GENERIC_STEMS.has(term) || c.verbs.has(term)) continue;
      if (SHORT_SHAPE.test(t.norm)) (short ??= []).push(term, t.norm);
      if (t.norm.length >= 5 && LETTERS.test(t.norm)) (long ??= []).push(term, t.norm);
    }
    w = short === null && long === null ? NOTHING_WRITTEN : { short: short ?? NOTHING_WRITTEN.short, long: long ?? NOTHING_WRITTEN.long };
    WRITTEN.set(c, w);
  }
  return w;
}
var LETTERS = /^[a-z]+$/;
function shortForms(p, q, a, b) {
  const shorts = written(p).short;
  if (shorts.length === 0) return null;
  const longs = written(q).long;
  let out = null;
  for (let i = 0; i < shorts.length; i += 2) {
    const term = shorts[i];
    if (b.has(term) || !a.has(term)) continue;
    for (let j = 0; j < longs.length; j += 2) {
      const long = longs[j];
      if (a.has(long) || !b.has(long) || !abbreviates(shorts[i + 1], longs[j + 1], longs)) continue;
      (out ??= /* @__PURE__ */ new Set()).add(term).add(long);
    }
  }
  return out;
}
function abbreviates(short, long, others) {
  if (short[0] !== long[0] || long.length < short.length + 3) return false;
  const numeronym = /^[a-z](\d{1,2})[a-z]$/.exec(short);
  if (numeronym) return long.length === Number(numeronym[1]) + 2 && long.endsWith(short[short.length - 1]);
  if (!/[aeiouy]/.test(short.slice(1))) {
    const second = long.indexOf(short[1], 1);
    const last = long.lastIndexOf(short[short.length - 1]);
    return second > 0 && second <= 4 && last > second && last * 2 >= long.length && inOrder(short.slice(2, -1), long.slice(second + 1, last));
  }
  for (let k = 3; k <= short.length - 3; k++) {
    if (!long.startsWith(short.slice(0, k))) break;
    const rest = short.slice(k);
    if (GENERAL_WORD_STARTS.has(rest) || startsAnother(others, long, rest)) return true;
  }
  return false;
}
function startsAnother(others, long, rest) {
  for (let j = 1; j < others.length; j += 2) {
    const w = others[j];
    if (w !== long && w.length >= rest.length + 3 && w.startsWith(rest)) return true;
  }
  return false;
}
var GENERAL_WORD_STARTS = new Set([...GENERIC_STEMS].filter((w) => /^[a-z]{6,}$/.test(w)).flatMap((w) => [w.slice(0, 3), w.slice(0, 4)]));
function namesOtherTool(c, other) {
  for (const [group, name] of c.alternatives) if (!ALTERNATIVE_GROUPS[group].contextOnly && other.alternatives.get(group) !== name) return true;
  return false;
}
function inSubject(c, term) {
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    if (LINKS.has(tokens[k].norm)) return false;
    const x = tokens[k].terms;
    if (x.length === 0) continue;
    if (x.includes(term)) return true;
    for (const y of x) if (c.verbs.has(y)) return false;
  }
  return false;
}
function toolInSubject(c, other) {
  for (const t of c.memberTerms.keys()) {
    if (other.terms.has(t)) continue;
    for (const m of c.memberTerms.get(t)) if (!ALTERNATIVE_GROUPS[m.group].contextOnly && inSubject(c, t)) return true;
  }
  return false;
}
function rivalForRole(c, other, role) {
  for (const [group, name] of c.alternatives) {
    const g = ALTERNATIVE_GROUPS[group];
    if (!g.contextOnly && other.alternatives.get(group) !== name && g.roleStems.has(role)) return true;
  }
  return false;
}
function namedByAlias(c, token, other) {
  const named = aliases(c, other, c.terms, other.terms);
  return named !== null && token.terms.some((x) => named.has(x));
}
function inOrder(short, long) {
  let k = 0;
  for (let i = 0; i < long.length && k < short.length; i++) if (long[i] === short[k]) k++;
  return k === short.length;
}
function roleNounForTool(object, other) {
  if (other.memberTerms.size === 0) return false;
  for (const r of object) {
    if (!ROLE_NOUNS.has(r)) continue;
    for (const memberships of other.memberTerms.values()) {
      for (const m of memberships) {
        const group = ALTERNATIVE_GROUPS[m.group];
        if (!group.contextOnly && group.roleStems.has(r)) return true;
      }
    }
  }
  return false;
}
var ROLE_NOUNS = new Set("database databases db dbs datastore datastores cache caches queue queues broker brokers".split(" ").map((w) => stem(w)));

// src/contradiction/subject.ts
var CAPITALISED2 = /^[A-Z]/;
var NAME_JOINERS = /[-_]/g;
function labelledApart(older, p, newer, q) {
  if (numberedApart(p, q)) return true;
  if (older.owners === null || newer.owners === null) return false;
  const a = older.owners[p.index];
  const b = newer.owners[q.index];
  return a != null && b != null && a !== b;
}
var MEASURE_NOUNS = new Set("timeout timeouts limit limits size max min cap threshold interval delay ttl version".split(" "));
function numberName(c, q) {
  const tokens = c.tokens;
  const head = c.head;
  const before = tokens[q.first - 1];
  if (q.dim === "count" && q.key.length === 0 && q.first === q.last && Number.isInteger(q.value) && before?.kind === "word" && before.terms.length > 0) {
    const capitalised = CAPITALISED2.test(before.raw) && before.raw !== before.raw.toUpperCase();
    if ((before === head || capitalised) && !MEASURE_NOUNS.has(before.norm)) return before.terms[0];
  }
  if (head !== null && tokens[q.last + 1] === head && (q.first === 0 || tokens[q.first - 1].norm === "the") && c.quantities.some((o) => o.first > q.last + 1)) return head.terms[0] ?? null;
  if (head !== null && tokens[q.last] === head && q.first === q.last - 1 && (q.first === 0 || tokens[q.first - 1].norm === "the") && c.quantities.some((o) => o.first > q.last)) return head.terms[0] ?? null;
  return null;
}
function numberedApart(p, q) {
  for (const a of p.quantities) {
    const kind = numberName(p, a);
    if (kind === null) continue;
    for (const b of q.quantities) if (numberName(q, b) === kind && a.written.toLowerCase() !== b.written.toLowerCase()) return true;
  }
  return false;
}
function frontedScopeApart(p, older, q, newer) {
  return frontedScopeOwn(p, newer) || frontedScopeOwn(q, older);
}
function frontedScopeOwn(c, other) {
  const tokens = c.tokens;
  if (tokens.length < 4 || tokens[0].kind !== "word" || !SCOPE_OPENERS.has(tokens[0].norm)) return false;
  let own = false;
  for (let i = 1; i < tokens.length && i <= 6; i++) {
    const t = tokens[i];
    if (t.kind === "punct") return own && t.raw === ",";
    if (t.kind !== "word") return false;
    for (const x of t.terms) {
      if (x.startsWith("ant:") || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      if (other.terms.has(x)) return false;
      own = true;
    }
  }
  return false;
}
function qualifiedApart(p, older, q, newer) {
  return qualifiedOwn(p, q, newer) && qualifiedOwn(q, p, older) || membersApart(p, older, q, newer) || codeNamesApart(p, older, q, newer) || antecedentsApart(p, older, q, newer);
}
function antecedentsApart(p, older, q, newer) {
  const ps = saidOfPronoun(p) ? older.clauses[p.index - 1] : p;
  const qs = saidOfPronoun(q) ? newer.clauses[q.index - 1] : q;
  if (ps === void 0 || qs === void 0 || ps === p && qs === q) return false;
  return ownWordBeforeShared(ps, qs) && ownWordBeforeShared(qs, ps);
}
function saidOfPronoun(c) {
  if (c.index === 0) return false;
  const tokens = c.tokens;
  const first = CONJUNCTIONS.has(tokens[0]?.norm ?? "") ? 1 : 0;
  if (SUBJECT_PRONOUNS.has(tokens[first]?.norm ?? "")) return true;
  for (let i = 1; i < tokens.length; i++) if (tokens[i - 1].norm === "for" && (tokens[i].norm === "them" || tokens[i].norm === "it")) return true;
  return false;
}
var SUBJECT_PRONOUNS = /* @__PURE__ */ new Set(["it", "it's", "they", "they're"]);
var CONJUNCTIONS = /* @__PURE__ */ new Set(["and", "but", "so"]);
function ownWordBeforeShared(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    if (t.kind !== "word" || next.kind !== "word" || t.terms.length === 0 || next.terms.length === 0) continue;
    if (t.terms.some((x) => termWeight(x) === 0 || other.terms.has(x) || x.startsWith("ant:") || c.verbs.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x) && !x.startsWith("ant:") && !c.verbs.has(x) && !other.verbs.has(x))) return true;
  }
  return false;
}
function membersApart(p, older, q, newer) {
  const x = membersOf(p);
  if (x === 0) return false;
  const y = membersOf(q);
  if (y === 0 || (x & y) !== 0) return false;
  return (x & membersOfText(newer)) === 0 && (y & membersOfText(older)) === 0;
}
function membersOf(c) {
  let bits = 0;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) bits |= memberBit(tokens, i);
  return bits;
}
function codeNamesApart(p, older, q, newer) {
  return ownCodeName(p, newer) && ownCodeName(q, older);
}
function ownCodeName(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "code" && ONE_NAME.test(t.raw) && ownerPlace(tokens, i) && !codeNameWritten(t.raw, other)) return true;
  }
  return false;
}
function ownerPlace(tokens, i) {
  let k = i - 1;
  while (k >= 0 && tokens[k].kind === "word" && (tokens[k].norm === "the" || CAPITALISED2.test(tokens[k].raw)) && !OWNER_LINKS.has(tokens[k].norm)) k--;
  const before = tokens[k];
  if (before !== void 0 && before.kind === "word" && OWNER_LINKS.has(before.norm)) return true;
  const next = tokens[i + 1];
  return tokens[i - 1]?.norm === "the" && next !== void 0 && next.kind === "word" && next.terms.length > 0;
}
var OWNER_LINKS = /* @__PURE__ */ new Set(["on", "in", "for", "at", "of"]);
var ONE_NAME = /^[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]$/;
var POSSESSIVE_END = /['’]s$/;
var FILE_EXTENSION_END = /\.[A-Za-z0-9]+$/;
function codeNameWritten(raw, text) {
  const flat = raw.toLowerCase().replace(NAME_JOINERS, "");
  const parts = splitIdentifier(raw).map((x) => termOfWord(x.toLowerCase()));
  const words3 = /* @__PURE__ */ new Set();
  for (const c of text.clauses) for (const t of c.tokens) {
    if (t.kind === "code" && t.raw.toLowerCase().replace(NAME_JOINERS, "") === flat) return true;
    if (t.kind === "word") for (const x of t.terms) words3.add(x);
  }
  if (parts.length === 0) return false;
  for (const x of parts) if (!words3.has(x)) return false;
  return true;
}
function textMembersApart(older, newer) {
  const x = membersOfText(older);
  if (x === 0) return false;
  const y = membersOfText(newer);
  return y !== 0 && (x & y) === 0;
}
var TEXT_MEMBERS = /* @__PURE__ */ new WeakMap();
function membersOfText(a) {
  let bits = TEXT_MEMBERS.get(a);
  if (bits !== void 0) return bits;
  bits = 0;
  for (const c of a.clauses) bits |= membersOf(c);
  TEXT_MEMBERS.set(a, bits);
  return bits;
}
function memberBit(tokens, i) {
  const t = tokens[i];
  if (t.kind !== "word" && t.kind !== "code") return 0;
  const raw = t.raw.toLowerCase();
  const bit = MEMBERS.get(raw);
  if (bit === void 0) return 0;
  if (CAPITALISED_MEMBERS.has(raw) && !CAPITALISED2.test(t.raw)) return 0;
  const next = tokens[i + 1];
  if (next !== void 0 && next.kind === "word" && NOT_MEMBER_BEFORE.has(next.norm)) return 0;
  return bit;
}
var MEMBERS = new Map(
  [
    "ios iphone",
    "android",
    "web browser",
    "desktop",
    "mobile",
    "tablet tablets ipad ipados",
    "windows",
    "macos",
    "linux",
    "pc",
    "switch",
    "xbox",
    "playstation ps5 ps4",
    "console",
    "tvos",
    "watchos",
    "prod production",
    "staging",
    "qa",
    "preview",
    "sandbox"
  ].flatMap((words3, n) => words3.split(" ").map((w) => [w, 1 << n]))
);
var CAPITALISED_MEMBERS = /* @__PURE__ */ new Set(["switch", "console", "preview", "sandbox", "qa"]);
var NOT_MEMBER_BEFORE = /* @__PURE__ */ new Set(["hook", "hooks", "server", "servers", "dependency", "dependencies"]);
function versionsApart(p, pEnd, q, qEnd) {
  return releasesApart(p, pEnd, q, qEnd) || statedThingsApart(p, pEnd, q, qEnd);
}
function releasesApart(p, pEnd, q, qEnd) {
  const mine = versionsBefore(p, pEnd);
  if (mine.size === 0) return false;
  const theirs = versionsBefore(q, qEnd);
  if (theirs.size === 0) return false;
  for (const v of theirs) if (mine.has(v)) return false;
  return true;
}
function versionsBefore(c, end) {
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i < end && i < c.tokens.length; i++) {
    const m = VERSION.exec(c.tokens[i].norm);
    if (m !== null) out.add(m[1]);
  }
  return out;
}
var VERSION = /^v?(\d+(?:\.\d+)+)$/;
function statedThingsApart(p, pEnd, q, qEnd) {
  const mine = statedThing(p, pEnd);
  if (mine === null) return false;
  const theirs = statedThing(q, qEnd);
  if (theirs === null || mine.head === theirs.head) return false;
  if (!mine.object && !theirs.object && !(mine.name && theirs.name)) return false;
  if (mine.object ? theirs.acts && actorWritten(p, pEnd, q) : theirs.object && mine.acts && actorWritten(q, qEnd, p)) return false;
  if (mine.object && theirs.object) return mine.words.every((x) => !writesWord(q, x, theirs.verb)) && theirs.words.every((x) => !writesWord(p, x, mine.verb));
  return mine.words.every((x) => !writesWord(q, x)) && theirs.words.every((x) => !writesWord(p, x));
}
function writesWord(c, x, from = -1) {
  if (from >= 0) {
    for (let i = from + 1; i < c.tokens.length; i++) for (const u of c.tokens[i].terms) if (sharesStart(u, x)) return true;
    return false;
  }
  if (c.terms.has(x) || sameName(x, c.terms)) return true;
  for (const u of c.terms.keys()) if (sharesStart(u, x)) return true;
  return false;
}
function sharesStart(u, x) {
  return u === x || u.length >= 4 && x.length >= 4 && (u.startsWith(x) || x.startsWith(u));
}
var NOUN_ENDING = /(?:tions?|sions?|ments?|ness|ances?|ences?|ity|ities)$/;
var BE = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had"]);
function statedThing(c, end) {
  if (end <= 0 || end > c.tokens.length) return null;
  let verb2 = -1;
  for (let i = end - 1; i >= 0; i--) {
    const t = c.tokens[i];
    if (t.kind === "punct" && t.raw !== ",") break;
    if (t.kind !== "word") continue;
    if (BE.has(t.norm)) break;
    if (t.terms.some((x) => c.verbs.has(x)) && !NOUN_ENDING.test(t.norm)) {
      verb2 = i;
      break;
    }
  }
  const phrase = [];
  let object = false;
  if (verb2 >= 0) {
    for (let i = verb2 + 1; i < end; i++) {
      const t = c.tokens[i];
      if (t.kind === "punct" || t.kind === "word" && (LINKS.has(t.norm) || BARRIERS.has(t.norm))) break;
      if (t.terms.some((x) => termWeight(x) > 0 && !x.startsWith("ant:"))) phrase.push(t);
    }
    object = phrase.length > 0;
  }
  let acts = false;
  if (verb2 > 0 && !object) {
    let before = verb2 - 1;
    while (before >= 0 && c.tokens[before].kind !== "word") before--;
    acts = before >= 0 && !BE.has(c.tokens[before].norm) && !c.tokens[before].terms.some((x) => c.verbs.has(x));
  }
  if (!object) {
    const subject = subjectPhrase(c, end);
    if (subject === null) return null;
    phrase.push(...subject);
  }
  const last = phrase[phrase.length - 1];
  if (last === void 0) return null;
  if (last.kind === "code") {
    const part = lastNamePart(last.raw);
    return part === null || object ? null : { head: part, words: [part], object, name: true, acts, verb: verb2 };
  }
  const words3 = [];
  for (const t of phrase) for (const x of t.kind === "code" ? t.terms.slice(0, 1) : t.terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && !GENERIC_STEMS.has(x) && !QUALIFIERS.has(x)) words3.push(x);
  const head = words3[words3.length - 1];
  return head === void 0 ? null : { head, words: words3, object, name: false, acts, verb: verb2 };
}
function subjectPhrase(c, end) {
  const h = c.head;
  const at = h === null || h === void 0 ? -1 : c.tokens.indexOf(h);
  if (at < 0 || at >= end) return null;
  const phrase = [];
  for (let i = at; i >= 0; i--) {
    const t = c.tokens[i];
    if (t.kind === "punct" || i < at && /['’]s$/.test(t.raw) || t.kind === "word" && (LINKS.has(t.norm) || BARRIERS.has(t.norm))) break;
    if (t.terms.some((x) => termWeight(x) > 0 && !x.startsWith("ant:"))) phrase.unshift(t);
  }
  return phrase;
}
function actorWritten(c, end, other) {
  const subject = subjectPhrase(c, end);
  if (subject === null) return false;
  for (const t of subject) for (const x of t.kind === "code" ? t.terms.slice(0, 1) : t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && writesWord(other, x)) return true;
  return false;
}
function lastNamePart(raw) {
  const parts = raw.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter((x2) => x2.length > 0);
  const last = parts[parts.length - 1];
  if (last === void 0 || last.length < 3) return null;
  const x = termOfWord(last.toLowerCase());
  return termWeight(x) > 0 && !GENERIC_STEMS.has(x) ? x : null;
}
var QUALIFYING = /* @__PURE__ */ new Set(["of", "for"]);
function qualifiedOwn(c, other, otherText) {
  const tokens = c.tokens;
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i].kind !== "word" || !(QUALIFYING.has(tokens[i].norm) ? qualifiesShared(c, tokens[i - 1], other) : tokens[i].norm === "to" && stateWord(c, tokens[i - 1], other))) continue;
    const toward = tokens[i].norm === "to";
    for (let k = i + 1; k < tokens.length; k++) {
      const t = tokens[k];
      if (t.kind === "punct" || t.kind === "number" || BARRIERS.has(t.norm) || LINKS.has(t.norm)) break;
      if (t.terms.some((x) => c.verbs.has(x)) && !(toward && /[^s]s$/.test(t.norm))) break;
      for (const x of t.terms) {
        if (termWeight(x) === 0 || x.startsWith("ant:") || WHOLE_PROJECT_STEMS.has(x) || otherText.terms.has(x) || sameName(x, otherText.terms)) continue;
        if (GENERIC_STEMS.has(x) && !(tokens[k + 1]?.terms.some((y) => otherText.terms.has(y)) ?? false)) continue;
        return true;
      }
    }
  }
  return false;
}
function stateWord(c, t, other) {
  for (const a of c.antonyms) if (a.word.toLowerCase() === t.norm) return true;
  for (const p of c.prefixed) if (p.word === t.norm) return true;
  for (const p of other.prefixed) if (t.terms.includes(p.base)) return true;
  return false;
}
function qualifiesShared(c, head, other) {
  if (head.kind !== "word" && head.kind !== "code") return false;
  for (const x of head.terms) if (termWeight(x) > 0 && other.terms.has(x)) return true;
  if (c.modals.includes(head.norm)) return true;
  for (const a of c.antonyms) if (a.word.toLowerCase() === head.norm) return true;
  return false;
}
var BIT_SAYS_SO = 1;
var BIT_FLIPPING = 2;
function align(a, b) {
  let shared = 0;
  let onlyA = 0;
  let onlyB = 0;
  const sharedTerms = [];
  for (const term of a.keys()) {
    const w = a.get(term);
    if (b.has(term)) {
      shared += w;
      if (w > 0) sharedTerms.push(term);
    } else onlyA += w;
  }
  for (const term of b.keys()) if (!a.has(term)) onlyB += b.get(term);
  return { shared, onlyA, onlyB, sharedTerms };
}
function weightedJaccard(a, b) {
  const { shared, onlyA, onlyB } = align(a, b);
  const total = shared + onlyA + onlyB;
  return total === 0 ? 0 : shared / total;
}
function sameSubject(a, b, ratio, aText = a, bText = b, verbs = NO_VERBS, wording) {
  const first = sameSubjectAs(a, b, ratio, aText, bText, verbs, wording);
  if (first !== NOT_SAME) return first === SAME;
  if (!wording || !eachHasOwn(a, b)) return false;
  const [x, y] = joinCompounds(a, b, wording);
  return (x !== a || y !== b) && sameSubjectAs(x, y, ratio, aText, bText, verbs, wording) === SAME;
}
var SAME = 2;
var NOT_SAME = 1;
var NOTHING_SHARED = 0;
function bothVerbs(p, q) {
  const both = { p, q, has: eitherHasVerb };
  return both;
}
function eitherHasVerb(t) {
  return this.p.verbs.has(t) || this.q.verbs.has(t);
}
function sameSubjectAs(a, b, ratio, aText, bText, verbs, wording) {
  let shared = 0;
  let sharedAnchors = 0;
  let onlyA = 0;
  let onlyB = 0;
  let discA = false;
  let discB = false;
  let qualifierA = false;
  let qualifierB = false;
  let namesA = null;
  let namesB = null;
  let keysA = null;
  let keysB = null;
  const roles2 = wording ? aliases(wording.a, wording.b, a, b) : null;
  for (const t of a.keys()) {
    const w = a.get(t);
    const v = b.get(t);
    if (v !== void 0) {
      const m = w > v ? w : v;
      shared += m;
      if (m >= 2) sharedAnchors++;
      continue;
    }
    if (t.startsWith("ant:")) continue;
    if (roles2?.has(t) || wording && (NAME_CHARS.test(t) && sameName(t, b) || compoundExplained(t, wording.a, b))) {
      shared += w;
      if (wording && namespaced(t)) (keysA ??= []).push(t);
      continue;
    }
    onlyA += w;
    if (QUALIFIERS.has(t)) qualifierA = true;
    if (w >= 2) (namesA ??= []).push(t);
  }
  if (shared === 0) return NOTHING_SHARED;
  for (const t of b.keys()) {
    const w = b.get(t);
    if (a.has(t) || t.startsWith("ant:")) continue;
    if (roles2?.has(t) || wording && (NAME_CHARS.test(t) && sameName(t, a) || compoundExplained(t, wording.b, a))) {
      shared += w;
      if (wording && namespaced(t)) (keysB ??= []).push(t);
      continue;
    }
    onlyB += w;
    if (QUALIFIERS.has(t)) qualifierB = true;
    if (w >= 2) (namesB ??= []).push(t);
  }
  if (qualifierA && qualifierB) return NOTHING_SHARED;
  if (keysA && prosePastKeys(keysA, b, a, verbs) || keysB && prosePastKeys(keysB, a, b, verbs)) return NOT_SAME;
  const headsMayDiffer = wording !== void 0 && sharedAnchors < 2;
  if (wording && (partNamesAnother(wording.a, wording.b, a) || partNamesAnother(wording.b, wording.a, b))) return NOT_SAME;
  if (onlyA === 0 || onlyB === 0) return headsMayDiffer && headsDiffer(wording.a, wording.b) && subjectRivals(wording.a, wording.b, aText, bText) ? NOT_SAME : SAME;
  if (shared / (shared + (wording ? Math.min(onlyA, onlyB) : onlyA + onlyB)) < ratio) return NOT_SAME;
  if (headsMayDiffer && headsDiffer(wording.a, wording.b) && subjectRivals(wording.a, wording.b, aText, bText)) return NOT_SAME;
  if (namesA && namesB && namesDiffer(namesA, namesB)) return NOT_SAME;
  if (sharedAnchors >= 2) return SAME;
  for (const t of a.keys()) if (!b.has(t) && !roles2?.has(t) && discriminates(t, a.get(t), bText, verbs)) {
    discA = true;
    break;
  }
  for (const t of b.keys()) if (!a.has(t) && !roles2?.has(t) && discriminates(t, b.get(t), aText, verbs)) {
    discB = true;
    break;
  }
  if (!wording) return discA && discB ? NOT_SAME : SAME;
  return (discA || discB) && slotsContrast(wording.a, wording.b, extras(a, b, verbs, roles2), extras(b, a, verbs, roles2), a, b) ? NOT_SAME : SAME;
}
function subjectRivals(p, q, pText, qText) {
  return ownSubjectWord(p, q, qText) && ownSubjectWord(q, p, pText);
}
function ownSubjectWord(c, other, otherText) {
  let seen = false;
  const comma = scopeEnd(c);
  for (let i = comma + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") {
      if (seen) break;
      continue;
    }
    if (t.kind === "number") continue;
    if (BARRIERS.has(t.norm) || SUBJECT_ENDS.has(t.norm)) break;
    if (t.kind === "word" && !isName(t) && t.terms.some((x) => c.verbs.has(x)) && !beforeNoun(c, i)) break;
    if (seen && LINKS.has(t.norm) && !QUALIFYING.has(t.norm)) break;
    seen = true;
    if (t.kind === "code") {
      const assigned = ASSIGNED.exec(t.raw);
      if (assigned === null && COMMAND.test(t.terms[0] ?? "")) continue;
      if (isFileOrFolder(t)) {
        if (i === 0 && CODE_FILE.test(t.raw) && !namesToken(other, t)) {
          for (const x of pathParts(t.raw).base) if (!GENERIC_SEGMENTS.has(x) && ownWord(x, otherText, other, false)) return true;
        }
        continue;
      }
      if (namesToken(other, t)) continue;
      const parts = assigned === null ? keyParts(t) : partsOf2(splitIdentifier(assigned[1]).join("_").toLowerCase());
      if (parts.length < 2) {
        for (const x of t.terms) if (ownWord(x, otherText, other, false)) return true;
        continue;
      }
      for (const [part, st, canonical, optional] of parts) {
        if (optional && !GENERIC_STEMS.has(st) || QUANTITY_PREDICATE_STEMS.has(st) || QUANTITY_PREDICATE_STEMS.has(canonical) || isUnitWord(part) || shortForKind(part)) continue;
        if (!otherText.has(part) && !otherText.has(st) && !otherText.has(canonical) && !shortFor(part, otherText) && !partOfOtherName(st, other)) return true;
      }
      continue;
    }
    if (t.kind !== "word" || CURRENT_STATE.has(t.norm)) continue;
    for (const x of t.terms) if (ownWord(x, otherText, other, beforeNoun(c, i))) return true;
  }
  return false;
}
function isFileOrFolder(t) {
  if (!isPathToken(t)) return false;
  const last = t.raw.split("/").filter(Boolean).pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot === 0 || dot < 0 && t.raw.includes("/") || FILE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}
var CODE_FILE = /\.(?:js|ts|tsx|jsx|mjs|cjs|py|go|rs|rb|java|kt|swift|ex|exs|php|cs|cpp|c|dart|sh|bash|ps1|pl|lua)$/i;
var ASSIGNED = /^([A-Za-z_][\w.-]*)\s*[:=]/;
function beforeNoun(c, i) {
  const next = c.tokens[i + 1];
  return next !== void 0 && next.kind === "word" && next.terms.length > 0 && !isName(next) && !next.terms.some((x) => c.verbs.has(x)) && !LINKS.has(next.norm) && !SUBJECT_ENDS.has(next.norm) && !BARRIERS.has(next.norm);
}
function scopeEnd(c) {
  return LINKS.has(c.tokens[0]?.norm ?? "") ? c.tokens.findIndex((t) => t.raw === ",") : -1;
}
function onlyInScope(x, c) {
  const end = scopeEnd(c);
  if (end < 0) return false;
  let inScope2 = false;
  for (let i = 0; i < c.tokens.length; i++) {
    if (!c.tokens[i].terms.includes(x)) continue;
    if (i > end) return false;
    inScope2 = true;
  }
  return inScope2;
}
function ownWord(x, otherText, other, modifier) {
  if (termWeight(x) === 0 || x.startsWith("ant:") || QUANTITY_PREDICATE_STEMS.has(x) || WHOLE_PROJECT_STEMS.has(x) && modifier || isUnitWord(x)) return false;
  if (onlyInScope(x, other)) return true;
  return !otherText.has(x) && !sameName(x, otherText) && !explainedBy(x, otherText) && !partOfOtherName(x, other) && compoundAt(other, x) === null;
}
function partOfOtherName(x, c) {
  const canon = SYNONYM_STEMS[x] ?? x;
  for (const t of c.tokens) {
    if (t.kind !== "code") continue;
    for (const [part, st, canonical] of keyParts(t)) if (part === x || st === x || canonical === canon) return true;
  }
  return false;
}
function partNamesAnother(c, other, own) {
  for (const t of c.tokens) {
    if (t.kind !== "word" || t.terms.length < 2 || !t.norm.includes("-")) continue;
    const last = t.terms[t.terms.length - 1];
    if (other.terms.has(last) || !own.has(last) || GENERIC_STEMS.has(last) || termWeight(last) === 0) continue;
    if (QUANTITY_PREDICATE_STEMS.has(last) || ACTION_NOUN_STEMS.has(last) || /(ing|ion|ment)$/.test(t.norm)) continue;
    const first = t.norm.slice(0, t.norm.indexOf("-"));
    let again = false;
    for (const x of c.tokens) if (x !== t && x.norm === first) again = true;
    if (again) continue;
    let at = -1;
    for (let k = 0; k < other.tokens.length && at < 0; k++) if (other.tokens[k].kind === "word" && other.tokens[k].norm === first) at = k;
    if (at < 0) continue;
    const next = other.tokens[at + 1];
    if (other.head === other.tokens[at] || next !== void 0 && next.kind === "word" && next.terms.length > 0 && allGeneric(next.terms)) return true;
  }
  return false;
}
function allGeneric(terms) {
  for (const x of terms) if (!GENERIC_STEMS.has(x)) return false;
  return true;
}
function discriminates(term, w, other, verbs) {
  return w > 0 && !GENERIC_STEMS.has(term) && !term.startsWith("ant:") && !verbs.has(term) && !other.has(term) && !explainedBy(term, other);
}
function extras(a, b, verbs, roles2 = null) {
  const out = [];
  for (const t of a.keys()) {
    const w = a.get(t);
    if (w > 0 && !b.has(t) && !t.startsWith("ant:") && !verbs.has(t) && !sameName(t, b) && !roles2?.has(t)) out.push(t);
  }
  return out;
}
function namespaced(term) {
  const dot = term.indexOf(".");
  return dot > 0 && NAMESPACE_ROOTS.has(term.slice(0, dot)) && !term.includes("/");
}
function prosePastKeys(keys, prose2, own, verbs) {
  for (const u of prose2.keys()) {
    const w = prose2.get(u);
    if (w !== 1 || own.has(u) || u.startsWith("ant:") || verbs.has(u) || STOPWORDS.has(u) || LIGHT_STEMS.has(u) || u === "org") continue;
    if (!keys.some((k) => partsOf2(k).some(([p, st, canonical]) => p === u || st === u || canonical === (SYNONYM_STEMS[u] ?? u)))) return true;
  }
  return false;
}
function eachHasOwn(a, b) {
  let own = false;
  for (const t of a.keys()) if (!b.has(t)) {
    own = true;
    break;
  }
  if (!own) return false;
  for (const t of b.keys()) if (!a.has(t)) return true;
  return false;
}
function headsDiffer(p, q) {
  const a = p.head;
  const b = q.head;
  return a !== null && b !== null && !subjectFound(p, a, q) && !subjectFound(q, b, p);
}
function subjectFound(c, head, other) {
  if (namesToken(other, head) || spelledApart(c, head, other) || pathNamesSubject(c, head, other) || kinNamed(c, head, other)) return true;
  if (!generalHead(head)) return false;
  const modifier = c.tokens[c.tokens.indexOf(head) - 1];
  return modifier !== void 0 && modifier.terms.length > 0 && (namesToken(other, modifier) || namedByAlias(c, modifier, other));
}
function spelledApart(c, token, other) {
  if (token.kind !== "word" || token.terms.length === 0) return false;
  if (token.terms.length === 1 && compoundAt(other, token.terms[0]) !== null) return true;
  const at = c.tokens.indexOf(token);
  const before = c.tokens[at - 1];
  const joined = token.norm.includes("-") ? token.norm : before?.kind === "word" && before.terms.length > 0 ? before.norm + token.norm : null;
  if (joined === null) return false;
  const letters = joined.replace(/-/g, "");
  if (other.terms.has(termOfWord(letters))) return true;
  for (const t of other.tokens) if (t.kind === "code" && t.terms.length > 1 && t.terms[0].replace(/[_-]/g, "") === letters) return true;
  return false;
}
function generalHead(t) {
  return t.terms.length > 0 && t.terms.every((x) => GENERIC_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x));
}
var COMMAND = /^[a-z0-9][\w.:/@-]*( [\w.:/@=-]+)+$/;
var ASSIGNMENT = /^([A-Za-z_][\w]*)\s*[=:]\s*\S/;
function assignedKey(raw) {
  const m = ASSIGNMENT.exec(raw);
  return m ? termOfWord(m[1].toLowerCase()) : void 0;
}
function namesTerm(c, term) {
  if (!c.terms.has(term) || term.startsWith("ant:")) return c.terms.has(term);
  for (const t of c.tokens) {
    if (t.kind === "code" && !COMMAND.test(t.terms[0] ?? "")) {
      if (t.terms[0] === term) return true;
      if (t.terms.includes(term)) {
        if (toggleSetting(t.raw) || settingState(t.raw)) return true;
        if (assignedKey(t.raw) === term) return true;
        if (t.quoted && t.raw.includes(".") && keyPathTerms(t.raw).includes(term)) return true;
        if (routeResource(t) === term) return true;
      }
    } else if (t.terms.includes(term)) return true;
  }
  return false;
}
var ROUTE = /^\/(?:[a-z0-9_-]+\/)*([a-z][a-z0-9_-]*)(?:\/(?::[a-z_]+|\{[a-z_]+\}|\[[a-z_]+\]))?$/;
function routeResource(t) {
  const m = ROUTE.exec(t.terms[0] ?? "");
  if (!m) return void 0;
  const words3 = wordTerms(m[1].replace(/_/g, "-"));
  return words3[words3.length - 1];
}
function subjectNamed(c, head, other) {
  const at = c.tokens.indexOf(head);
  const modifier = c.tokens[at - 1];
  const specificModifier = modifier !== void 0 && modifier.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
  if (spelledApart(c, head, other)) return true;
  if (namesToken(other, head)) {
    if (!specificModifier || namesToken(other, modifier)) return true;
    let there = tokenSharingTerm(other.tokens, head, true);
    if (there < 0) there = tokenSharingTerm(other.tokens, head, false);
    const theirs = there > 0 ? other.tokens[there - 1] : void 0;
    const theirsSpecific = theirs !== void 0 && theirs.terms.some((x) => (other.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
    return !theirsSpecific;
  }
  if (modifier?.kind === "code" && namesToken(other, modifier)) return true;
  if (!generalHead(head)) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t === head) continue;
    if (i > at && SUBJECT_ENDS.has(t.norm)) break;
    if (t.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x)) && (namesToken(other, t) || namedByAlias(c, t, other))) return true;
  }
  return false;
}
function tokenSharingTerm(tokens, head, wordOnly) {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (wordOnly && t.kind !== "word") continue;
    for (const x of t.terms) if (head.terms.includes(x)) return i;
  }
  return -1;
}
function pathNamesSubject(c, head, other) {
  const theirs = other.head;
  if (theirs === null) return false;
  if (isPathToken(head)) return !isPathToken(theirs) && phraseNamesPath(other, theirs, head, c);
  const end = other.tokens.indexOf(theirs);
  for (let i = 0; i <= end; i++) {
    const t = other.tokens[i];
    if (isPathToken(t) && !LINKS.has(other.tokens[i - 1]?.norm ?? "") && phraseNamesPath(c, head, t, other)) return true;
  }
  return false;
}
function isPathToken(t) {
  return t.kind === "code" && !/\s/.test(t.raw) && (t.raw.includes("/") || /^[\w.-]*\w\.[a-z][a-z0-9]{0,4}$/i.test(t.raw));
}
var pathParts = memoize((raw) => {
  const segments = raw.toLowerCase().split("/").filter((x) => x !== "" && x !== "." && x !== ".." && !x.includes("*"));
  const last = raw.split("/").filter(Boolean).pop() ?? "";
  const baseRaw = last.replace(/\.[a-z0-9]{1,5}$/i, "").replace(/^\./, "");
  const termsOf3 = (x) => splitIdentifier(x).flatMap((w) => wordTerms(w.toLowerCase()));
  const wholeOf = (x) => termOfWord(x.replace(/^\./, "").replace(/[_-]/g, ""));
  const all = /* @__PURE__ */ new Set();
  for (const segment of segments) for (const piece of segment.split(".")) for (const t of termsOf3(piece)) all.add(t);
  const folders = new Set(segments.slice(0, raw.endsWith("/") ? segments.length : -1).map(wholeOf));
  return { all, base: new Set(termsOf3(baseRaw)), whole: wholeOf(baseRaw.toLowerCase()), folders };
});
function phraseNamesPath(c, head, path, pathSide) {
  if (head.kind !== "word" || head.terms.length === 0) return false;
  const parts = pathParts(path.raw);
  const at = c.tokens.indexOf(head);
  const modifiers = [];
  for (let i = at - 1; i >= 0; i--) {
    const t = c.tokens[i];
    if (t.kind === "punct" || t.terms.length === 0 || SUBJECT_ENDS.has(t.norm)) break;
    if (t.kind === "code" && (t.terms.length !== 1 || isPathToken(t))) return false;
    for (const x of t.terms) if (termWeight(x) > 0) modifiers.push(x);
  }
  const headTerm = head.terms[head.terms.length - 1];
  let inWords = false;
  for (const t of pathSide.tokens) {
    if (t.kind === "word" && t.terms.includes(headTerm)) {
      inWords = true;
      break;
    }
  }
  const allInPath = everyIn(modifiers, parts.all);
  if (parts.whole === headTerm && (!inWords || allInPath)) return true;
  if (modifiers.length === 0) return parts.folders.has(headTerm) && !GENERIC_STEMS.has(headTerm);
  if (!allInPath) return false;
  for (const x of modifiers) if (parts.base.has(x)) return true;
  return parts.all.has(headTerm);
}
function everyIn(xs, set) {
  for (const x of xs) if (!set.has(x)) return false;
  return true;
}
function namesToken(c, token) {
  const own = token.terms;
  if (token.kind === "code" && own[0] !== void 0 && c.terms.has(own[0])) return true;
  for (let i = 0; i < own.length; i++) {
    if (namesTerm(c, own[i]) || sameName(own[i], c.terms)) return true;
    if (token.kind === "code") break;
  }
  if (token.kind === "code") {
    const toggle = toggleSetting(token.raw);
    const named = toggle ? stateNamed(toggle.key) : void 0;
    if (named !== void 0 && c.terms.has(named)) return true;
    if (toggle && own.length === 1 && /^[a-z]{5,}$/.test(own[0]) && otherWordStart(own[0], c.terms) !== void 0) return true;
  }
  const last = own[own.length - 1];
  if (last !== void 0 && own.length > 1 && c.terms.has(last)) {
    if (token.kind === "code" && toggleSetting(token.raw) && namesTerm(c, last)) return true;
    if (token.kind === "code" || token.norm.includes("-")) {
      for (const t of c.tokens) if (t.norm === token.norm && t.kind !== "punct") return true;
    }
  }
  if (token.kind === "code" && own.length > 2 && !COMMAND.test(own[0] ?? "")) {
    const parts = keyParts(token);
    if (parts.length >= 2 && partsExplained(parts, proseTerms(c), false)) return true;
  }
  return /^[A-Z]{2,5}s?$/.test(token.raw) && expansionOf(c, token.norm.replace(/s$/, "")) !== void 0;
}
var KEY_PARTS = /* @__PURE__ */ new WeakMap();
function keyParts(token) {
  let parts = KEY_PARTS.get(token);
  if (!parts) {
    parts = partsOf2(splitIdentifier(token.raw).join("_").toLowerCase());
    KEY_PARTS.set(token, parts);
  }
  return parts;
}
var PROSE_TERMS = /* @__PURE__ */ new WeakMap();
function proseTerms(c) {
  let terms = PROSE_TERMS.get(c);
  if (!terms) {
    terms = /* @__PURE__ */ new Map();
    for (const t of c.tokens) if (t.kind === "word") t.terms.forEach((x, k) => terms.set(x, t.weights[k] ?? 1));
    PROSE_TERMS.set(c, terms);
  }
  return terms;
}
function differentThings(p, q) {
  if (headsDiffer(p, q)) return true;
  const extra = (x, y) => [...x.terms].filter(([t, w]) => w > 0 && !y.terms.has(t) && !x.verbs.has(t) && !t.startsWith("ant:")).map(([t]) => t);
  const a = extra(p, q);
  const b = extra(q, p);
  return a.length > 0 && b.length > 0 && slotsContrast(p, q, a, b, p.terms, q.terms);
}
var CURRENT_STATE = new Set("running live active existing current actual incoming outgoing ongoing pending remaining upcoming underlying respective corresponding".split(" "));
var WHOLE_PROJECT_STEMS = /* @__PURE__ */ new Set(["repositori", "repo", "project", "codebas", "monorepo", "entir", "whole", "global", "everi"]);
function sameName(term, other) {
  if (!NAME_CHARS.test(term)) return false;
  return namesAnotherWay(term, other);
}
function namesAnotherWay(term, other) {
  if (explainedBy(term, other)) return true;
  const plain = !term.includes("/") && !term.includes(" ");
  for (const u of other.keys()) {
    if (u === term || plain && !u.includes("/") && !u.includes(" ")) continue;
    if (sameFile(term, u)) return true;
  }
  return false;
}
var NAME_CHARS = /[^a-z0-9]/;
function compoundAt(c, term) {
  if (term.length < 6) return null;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const x = tokens[i];
    if (x.kind !== "word" || x.norm.length < 2 || x.terms.length === 0 || !term.startsWith(x.norm.slice(0, Math.min(x.norm.length, 4)))) continue;
    if (x.norm.includes("-")) {
      if (x.terms.length >= 2 && termOfWord(x.norm.replace(/-/g, "")) === term) return x.terms;
      continue;
    }
    const y = tokens[i + 1];
    if (x.norm.length >= term.length || y === void 0 || y.kind !== "word" || y.terms.length === 0) continue;
    const joined = x.norm + y.norm;
    if (!joined.startsWith(term.slice(0, -1)) || joined.length > term.length + 4) continue;
    if (termOfWord(joined) === term) return [...x.terms, ...y.terms];
  }
  return null;
}
function joinCompounds(a, b, wording) {
  const out = [a, b];
  joinInto(a, wording.b, 1, a, b, out);
  joinInto(b, wording.a, 0, a, b, out);
  return out;
}
function joinInto(one, two, into, a, b, out) {
  for (const t of one.keys()) {
    const w = one.get(t);
    if (w === 0 || NAME_CHARS.test(t) || out[into].has(t)) continue;
    const parts = compoundAt(two, t);
    if (parts === null) continue;
    if (out[0] === a) out[0] = new Map(a);
    if (out[1] === b) out[1] = new Map(b);
    const single = out[1 - into];
    const split = out[into];
    for (const p of parts) if (split.has(p) && !single.has(p)) single.set(p, split.get(p));
    split.set(t, w);
  }
}
function slotsContrast(aTokens, bTokens, discA, discB, a, b) {
  const slotsA = slotsOf(aTokens, discA, a, b, bTokens);
  if (slotsA.size === 0) return false;
  for (const [slot, kindB] of slotsOf(bTokens, discB, b, a, aTokens)) {
    const kindA = slotsA.get(slot);
    if (kindA === void 0) continue;
    if (((kindA | kindB) & SPECIFIC) === 0) continue;
    if ((kindA | kindB) & RENAMED_HEAD && ((kindA | kindB) & NARROWED) === 0) continue;
    if (subjectAgainstPredicate(kindA, kindB)) continue;
    if (((kindA | kindB) & OTHER_WORDING) === 0 && (kindA & kindB & WORDINGS) !== 0) continue;
    return true;
  }
  return false;
}
var SPECIFIC = 1;
var RENAMED_HEAD = 2;
var NARROWED = 4;
var PREDICATE = 8;
var VERBLESS = 16;
var HEAD = 32;
var NOT_AFTER = 0;
var OTHER_WORDING = 64;
var WORDING = 128;
var WORDINGS = WORDING * 63;
function subjectAgainstPredicate(kindA, kindB) {
  if (((kindA ^ kindB) & PREDICATE) === 0 || ((kindA | kindB) & VERBLESS) !== 0) return false;
  return (((kindA & PREDICATE) === 0 ? kindA : kindB) & HEAD) !== 0;
}
function slotsOf(clause, specific, own, other, otherClause) {
  const tokens = clause.tokens;
  const slots = /* @__PURE__ */ new Map();
  const counts2 = (t) => t.terms.some((x) => (own.get(x) ?? 0) > 0);
  const firstVerb = clause.markers.length > 0 || otherClause.markers.length > 0 ? firstVerbAt(clause) : -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t.terms.some((x) => specific.includes(x))) continue;
    if (t.kind === "word" && CURRENT_STATE.has(t.norm)) continue;
    if (t.kind === "word" && t.norm.length > 4 && t.norm.endsWith("ly")) continue;
    const whole = t.terms[0];
    const last = t.terms.length > 1 ? whole?.includes("/") ? t.terms[1] : t.terms[t.terms.length - 1] : void 0;
    if (whole !== void 0 && other.has(whole) || last !== void 0 && other.has(last)) continue;
    if (t.terms.some((x) => WHOLE_PROJECT_STEMS.has(x)) && tokens[i + 1]?.terms.some((x) => other.has(x))) continue;
    const kind = t.terms.some((x) => specific.includes(x) && !GENERIC_STEMS.has(x) && !QUANTITY_PREDICATE_STEMS.has(x));
    for (const step of [-1, 1]) {
      let link = "";
      let row = -1;
      for (let j = i + step; j >= 0 && j < tokens.length; j += step) {
        const n = tokens[j];
        if (n.kind === "punct" || n.kind === "number" || BARRIERS.has(n.norm) || SUBJECT_ENDS.has(n.norm)) break;
        if (row >= 0 && n.kind === "word" && n.terms.some((x) => clause.verbs.has(x))) break;
        if (!counts2(n)) {
          if (LINKS.has(n.norm)) {
            if (link !== "") break;
            link = ` ${n.norm}`;
          }
          continue;
        }
        let shared = false;
        for (const x of n.terms) {
          if (!other.has(x) || !own.has(x)) continue;
          const slot = step === -1 && link === " of" && !clause.verbs.has(x) ? `1|${x}|n` : `${step}${link}|${x}|${clause.verbs.has(x) ? "v" : "n"}`;
          const after = step === -1 && link === "" && j === i - 1 && !clause.verbs.has(x) ? headAfterShared(clause, i, own, other, otherClause) : NOT_AFTER;
          const before = slots.get(slot);
          const renamed = after === RENAMED_HEAD && (before === void 0 || (before & RENAMED_HEAD) !== 0);
          if (j === i - 1) row = (after === NOT_AFTER || after === RENAMED_HEAD) && !clause.verbs.has(x) && !GENERIC_STEMS.has(x) ? wordingRow(clause, t) : -1;
          else if (link !== "") row = -1;
          const place = firstVerb < 0 ? 0 : firstVerb === tokens.length ? VERBLESS : (i > firstVerb ? PREDICATE : 0) | (t === clause.head ? HEAD : 0);
          slots.set(slot, (kind ? SPECIFIC : 0) | (before ?? 0) & (SPECIFIC | NARROWED | PREDICATE | VERBLESS | HEAD | OTHER_WORDING | WORDINGS) | (renamed ? RENAMED_HEAD : 0) | (after === NARROWED ? NARROWED : 0) | place | (row < 0 ? OTHER_WORDING : WORDING << row));
          shared = true;
        }
        if (!shared) break;
      }
    }
  }
  return slots;
}
function firstVerbAt(c) {
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind === "word" && t.terms.some((x) => c.verbs.has(x))) return k;
  }
  return tokens.length;
}
function headAfterShared(clause, i, own, other, otherClause) {
  const tokens = clause.tokens;
  const t = tokens[i];
  const before = tokens[i - 1];
  if (t.kind !== "word" || before === void 0 || before.kind === "punct") return NOT_AFTER;
  if (/'s$/i.test(before.raw)) return NARROWED;
  const first = tokens[i - 2];
  if (first !== void 0 && first.kind !== "punct" && first.terms.some((x) => (own.get(x) ?? 0) > 0) && !first.terms.some((x) => other.has(x))) return NARROWED;
  const after = tokens[i + 1];
  const ends = after === void 0 || after.kind === "punct" || after.terms.every((x) => !((own.get(x) ?? 0) > 0)) || after.terms.some((x) => clause.verbs.has(x));
  if (!ends) return NARROWED;
  const named = before.kind === "code" || i - 1 > 0 && CAPITALISED2.test(before.raw) || /^[A-Z0-9]{2,}$/.test(before.raw) || before.terms.some((x) => (other.get(x) ?? 0) >= 2);
  return named && otherClause.tokens.some((t2) => writesName(t2, before)) ? RENAMED_HEAD : NOT_AFTER;
}
var lettersOf = (raw) => raw.toLowerCase().replace(/[^a-z0-9]/g, "");
function writesName(t, name) {
  const whole = name.terms[0];
  if (whole === void 0) return false;
  if (t.terms[0] === whole || lettersOf(t.raw) === lettersOf(name.raw)) return true;
  const file = t.kind === "code" ? /(?:^|\/)([^/.]+)\.[a-z0-9]+$/i.exec(t.raw) : null;
  return file !== null && termOfWord(file[1].toLowerCase()) === whole;
}
function contrastedSides(a, b, pairs = SUBJECT_CONTRASTS) {
  for (const [x, y] of pairs) {
    if (a.has(x) && !a.has(y) && b.has(y) && !b.has(x)) return true;
    if (a.has(y) && !a.has(x) && b.has(x) && !b.has(y)) return true;
  }
  return false;
}
function otherWordStart(x, terms) {
  for (const u of terms.keys()) {
    if (u.length < 5 || u.charCodeAt(0) !== x.charCodeAt(0) || !/^[a-z]+$/.test(u)) continue;
    if (u.startsWith(x) || x.startsWith(u)) return u;
  }
  return void 0;
}
var ACTION_NOUN_STEMS = new Set(["read", "write", "update", "insert", "delete", "upload", "download", "lookup", "save", "load", "send"].map(termOfWord));
function clauseText(c) {
  return c.tokens.map((t) => t.quoted ? `\`${t.raw}\`` : t.raw).join(" ").replace(/\s+([,.;:!?)])/g, "$1").replace(/\(\s+/g, "(");
}
function surface(c, terms) {
  const wanted = new Set(terms);
  const words3 = [];
  for (const t of c.tokens) {
    if (words3.length >= 5) break;
    if (!t.terms.some((x) => wanted.has(x))) continue;
    words3.push(t.quoted ? `\`${t.raw}\`` : t.kind === "code" ? t.raw : t.norm);
  }
  return words3.length > 0 ? words3.join(" ") : "the same subject";
}
var NO_VERBS = /* @__PURE__ */ new Set();
function namesDiffer(namesA, namesB) {
  return namesA.length > 0 && namesB.length > 0 && namesA.some((x) => !namesB.some((y) => sameFile(x, y)));
}
function explainedBy(term, other) {
  if (!NAME_CHARS.test(term)) return false;
  const parts = partsOf2(term);
  if (parts.length < 2) return false;
  let matched = 0;
  const command = term.includes(" ");
  for (let k = 0; k < parts.length; k++) {
    const [p, s, canonical, optional] = parts[k];
    if (other.has(p) || other.has(s) || other.has(canonical)) matched++;
    else if (!optional || command && k === parts.length - 1) return false;
  }
  return matched >= 2;
}
function compoundExplained(term, clause, other) {
  const parts = namePartsIn(term, clause);
  return parts !== null && partsExplained(parts, other);
}
function partsExplained(parts, other, kinds = true) {
  let specific = 0;
  for (const [p, s, canonical, optional] of parts) {
    const kind = QUANTITY_PREDICATE_STEMS.has(s) || QUANTITY_PREDICATE_STEMS.has(canonical);
    if (optional || kinds && kind || isUnitWord(p) && !kind || !kind && shortForKind(p)) continue;
    if (!other.has(p) && !other.has(s) && !other.has(canonical) && !shortFor(p, other) && !writtenJoined(p, other)) return false;
    specific++;
  }
  return specific > 0;
}
function writtenJoined(part, other) {
  if (part.length < 4) return false;
  for (const t of other.keys()) if (t.length > part.length && /[.-]/.test(t) && !t.includes("/") && t.replace(/[.-]/g, "") === part) return true;
  return false;
}
function namePartsIn(term, clause) {
  if (NAME_CHARS.test(term)) {
    if (term.includes("/") || term.includes(" ")) return null;
    const parts = partsOf2(term);
    return parts.length >= 2 ? parts : null;
  }
  if (clause.nameParts === UNREAD_NAME_PARTS) clause.nameParts = readNameParts(clause);
  return clause.nameParts.get(term) ?? null;
}
function readNameParts(clause) {
  let out = null;
  const seen = /* @__PURE__ */ new Set();
  for (const t of clause.tokens) {
    const term = t.terms[0];
    if (term === void 0 || seen.has(term)) continue;
    seen.add(term);
    if (NAME_CHARS.test(term) || plainWord(t.raw)) continue;
    const words3 = splitIdentifier(t.raw);
    if (words3.length < 2) continue;
    const parts = partsOf2(words3.join("_").toLowerCase());
    if (parts.length >= 2) (out ??= /* @__PURE__ */ new Map()).set(term, parts);
  }
  return out ?? NO_NAME_PARTS;
}
var NO_NAME_PARTS = /* @__PURE__ */ new Map();
function plainWord(raw) {
  if (raw.length === 0) return false;
  const first = raw.charCodeAt(0);
  if (!(first >= 97 && first <= 122 || first >= 65 && first <= 90 || first >= 48 && first <= 57)) return false;
  for (let k = 1; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (!(c >= 97 && c <= 122 || c >= 48 && c <= 57)) return false;
  }
  return true;
}
function shortFor(part, other) {
  if (part.length < 3 || part.length > 5 || !/^[a-z]+$/.test(part)) return false;
  const outline = !/[aeiouy]/.test(part.slice(1));
  for (const t of other.keys()) {
    if (t[0] !== part[0] || t.length < part.length + 3 || !/^[a-z]+$/.test(t)) continue;
    if (t.startsWith(part) || outline && inOrder(part, t)) return true;
  }
  return false;
}
var shortForKind = memoize((part) => shortFor(part, QUANTITY_PREDICATE_STEMS), 1e4);
var partsOf2 = memoize(namePartsOf);
function namePartsOf(term) {
  const out = [];
  for (const p of term.split(NOT_NAME_PART)) {
    if (p.length <= 1) continue;
    const s = stem(p);
    out.push([p, s, SYNONYM_STEMS[s] ?? s, FILE_EXTENSIONS.has(p) || GENERIC_STEMS.has(s) || STOPWORDS.has(p) || out.length === 0 && NAMESPACE_ROOTS.has(p) && term.startsWith(`${p}.`)]);
  }
  return out;
}
var NOT_NAME_PART = /[^a-z0-9]+/;
var NAMESPACE_ROOTS = /* @__PURE__ */ new Set(["org", "com", "io", "net", "dev"]);
function sameFile(a, b) {
  if (a === b || endsWithAfter(a, b, SLASH) || endsWithAfter(b, a, SLASH)) return true;
  if (a.includes("/") && b.includes("/") && sameRoute(a, b)) return true;
  if (endsWithAfter(a, b, SPACE) || endsWithAfter(b, a, SPACE)) return true;
  return lastWordJoined(a, b) || lastWordJoined(b, a);
}
function lastWordJoined(a, b) {
  const space = a.lastIndexOf(" ");
  const extra = a.length - space - 1 - b.length;
  if (space < 0 || extra < 1 || extra > 2 || b.length < 6) return false;
  let j = 0;
  let dropped = 0;
  for (let i = space + 1; i < a.length; i++) {
    const ch = a.charCodeAt(i);
    if (ch === HYPHEN || ch === UNDERSCORE) {
      if (j === 0 || ++dropped > extra) return false;
      continue;
    }
    if (j >= b.length || ch !== b.charCodeAt(j)) return false;
    j++;
  }
  return j === b.length && dropped === extra;
}
var HYPHEN = 45;
var UNDERSCORE = 95;
var SLASH = 47;
var SPACE = 32;
function endsWithAfter(a, b, separator) {
  const at = a.length - b.length - 1;
  return at >= 0 && a.charCodeAt(at) === separator && a.endsWith(b);
}
function sameRoute(a, b) {
  const x = MOUNTED.exec(a);
  const y = MOUNTED.exec(b);
  if (x === null || y === null || x[4] !== y[4] || x[1] !== void 0 && y[1] !== void 0 && x[1] !== y[1]) return false;
  if (x[2] === void 0 && x[3] === void 0 && y[2] === void 0 && y[3] === void 0) return false;
  return x[3] === void 0 || y[3] === void 0 || x[3] === y[3];
}
var MOUNTED = /^(?:(get|post|put|patch|delete) )?(\/api(?=\/))?(?:\/(v\d+)(?=\/))?(?:\/api(?=\/))?(\/[a-z0-9_/:{}[\].-]+)$/;
function standsAgainstNewer(d) {
  return d.strong || d.source === "contrast";
}
var MOVE_VERBS = new Set("moved migrated switched converted ported rewritten moves migrates switches relocated relocates".split(" "));
var MOVE_WORD = new RegExp(`\\b(?:${[...MOVE_VERBS].join("|")})\\b`, "i");
var MOVE_FILLERS = /* @__PURE__ */ new Set(["over", "all", "fully", "now", "back", "entirely", "completely"]);
var INTO = /* @__PURE__ */ new Set(["to", "into", "onto", "in"]);
var MOVES = /* @__PURE__ */ new WeakMap();
var NO_MOVES = [];
function namesWhereFrom(tokens) {
  for (const x of tokens) if (x.norm === "from" || x.norm === "off") return true;
  return false;
}
function moves(a) {
  if (!MOVE_WORD.test(a.text)) return NO_MOVES;
  let found = MOVES.get(a);
  if (found) return found;
  found = [];
  for (const c of a.clauses) {
    if (!c.positive) continue;
    const t = c.tokens;
    if (namesWhereFrom(t)) continue;
    for (let i = 0; i < t.length; i++) {
      if (!MOVE_VERBS.has(t[i].norm)) continue;
      let j = i + 1;
      while (j < t.length && MOVE_FILLERS.has(t[j].norm)) j++;
      if (!INTO.has(t[j]?.norm ?? "")) continue;
      j = pastArticles(t, j + 1);
      const target = t[j];
      if (!target || !isName(target)) continue;
      const subject = new Map(c.terms);
      for (let k = j; k < t.length; k++) for (const term of t[k].terms) subject.delete(term);
      for (const term of t[i].terms) subject.delete(term);
      let end = j + 1;
      while (end < t.length && isName(t[end])) end++;
      found.push({ clause: c, target, written: rawSpan(t, j, end - 1), subject });
      break;
    }
  }
  MOVES.set(a, found);
  return found;
}
function pastArticles(t, from) {
  let j = from;
  while (j < t.length && (t[j].norm === "the" || t[j].norm === "a" || t[j].norm === "an")) j++;
  return j;
}
function isName(t) {
  if (t.kind === "code" || t.quoted) return true;
  if (t.kind !== "word" || t.terms.length === 0) return false;
  const first = t.raw.charCodeAt(0);
  return first >= 65 && first <= 90 || /[./]\w/.test(t.raw);
}
var PARTIAL = /* @__PURE__ */ new Set(["every", "all", "each"]);
function deniesOnlySome(tokens, at, claim, denial) {
  if (!PARTIAL.has(tokens[at + 1]?.norm ?? "")) return false;
  for (const t of claim.terms.keys()) {
    if (claim.terms.get(t) > 0 && termWeight(t) > 0 && !t.startsWith("ant:") && !GENERIC_STEMS.has(t) && !denial.terms.has(t)) return true;
  }
  return false;
}
var MAKING_VERBS = new Set(
  "make makes made making treat treats treated treating mark marks marked marking leave leaves left leaving keep keeps kept keeping consider considers considered declare declares declared render renders rendered flag flags flagged".split(" ")
);
function keyAssigned(name, other) {
  for (const u of other.tokens) if (u.kind === "code" && u.raw.length > name.length && u.raw.startsWith(name) && /^\s*[=:]/.test(u.raw.slice(name.length))) return true;
  return false;
}
function madeStateOfUnnamed(tokens, n, otherClause) {
  let end = n - 1;
  if (tokens[end]?.norm === "as") end--;
  else if (tokens[end]?.norm === "be" && tokens[end - 1]?.norm === "to") end -= 2;
  let verb2 = -1;
  for (let i = end - 1; i >= 0 && i >= end - 5; i--) {
    const t = tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm)) break;
    if (t.kind === "word" && MAKING_VERBS.has(t.norm)) {
      verb2 = i;
      break;
    }
  }
  if (verb2 < 0 || verb2 >= end) return false;
  let specific = false;
  for (let i = verb2 + 1; i <= end; i++) {
    const t = tokens[i];
    if (!t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !x.startsWith("ant:"))) continue;
    specific = true;
    if (!namesToken(otherClause, t) && !(t.kind === "code" && keyAssigned(t.raw, otherClause))) return true;
  }
  return !specific && tokens[end] !== void 0 && tokens[end].terms.length > 0 && !namesToken(otherClause, tokens[end]);
}
function consequencesApart(p, older, q, newer) {
  if (!p.consequence || !q.consequence) return false;
  const ps = older.clauses[0];
  const qs = newer.clauses[0];
  return ps !== void 0 && qs !== void 0 && headsDiffer(ps, qs);
}
function verbStateApart(c, at, other, otherAt) {
  const verb2 = c.tokens[at];
  if (verb2 === void 0 || !VERB_STATES.has(verb2.norm)) return false;
  if (OBJECT_STATE_VERBS.has(verb2.norm) && !objectNamedIn(c, at, other)) return true;
  const head = other.head;
  if (head == null || head.terms.length === 0) return true;
  const own = c.head;
  let named = false;
  for (let i = 0; i < c.tokens.length && !named; i++) if (i !== at && sharesHeadTerm(c.tokens[i], head)) named = true;
  if (own != null) {
    for (let i = 0; i < otherAt && !named; i++) {
      const t = other.tokens[i];
      if (sharesHeadTerm(t, own) && !POSSESSIVE_END.test(t.raw)) named = true;
    }
  }
  if (!named) return true;
  if (own == null || own.terms[0] !== head.terms[0]) return false;
  const mine = headModifier(c, own);
  const theirs = headModifier(other, head);
  return mine !== void 0 && theirs !== void 0 && mine !== theirs && !writesPlainWord(other, mine) && !writesPlainWord(c, theirs);
}
var PLACE_OF_WORK = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes("client-side"))}`;
var DOING_STEMS = new Set(["run", "runs", "ran", "happen", "happens", "execute", "executes", "executed", "perform", "performs", "performed", "done", "does", "work", "works", "live", "lives", "belong", "belongs", "occur", "occurs", "take", "takes", "taken"].map(stem));
function placesOfWorkApart(c, other, canon) {
  if (canon !== PLACE_OF_WORK) return false;
  let mine = false;
  let theirs = false;
  for (const v of c.verbs) {
    if ((c.terms.get(v) ?? 0) <= 0 || DOING_STEMS.has(v)) continue;
    if (other.terms.has(v)) return false;
    mine = true;
  }
  for (const v of other.verbs) {
    if ((other.terms.get(v) ?? 0) <= 0 || DOING_STEMS.has(v)) continue;
    if (c.terms.has(v)) return false;
    theirs = true;
  }
  return mine && theirs;
}
var OBJECT_STATE_VERBS = /* @__PURE__ */ new Set(["shows", "hides"]);
function objectNamedIn(c, at, other) {
  for (let i = at + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm)) break;
    for (const x of t.terms) {
      if (x.startsWith("ant:") || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      for (const u of other.tokens) if (u.terms.includes(x)) return true;
    }
  }
  return false;
}
function sharesHeadTerm(t, head) {
  const theirs = nameTerms(head);
  const mine = nameTerms(t);
  for (const x of theirs) if (!GENERIC_STEMS.has(x) && mine.includes(x)) return true;
  return false;
}
function nameTerms(t) {
  if (t.kind !== "code" || !t.raw.includes("/")) return t.terms;
  const last = t.raw.slice(t.raw.lastIndexOf("/") + 1).replace(FILE_EXTENSION_END, "");
  const out = [];
  for (const part of splitIdentifier(last)) out.push(termOfWord(part.toLowerCase()));
  return out;
}
function headModifier(c, head) {
  const k = c.tokens.indexOf(head);
  const before = k > 0 ? c.tokens[k - 1] : void 0;
  if (before === void 0 || before.kind !== "word") return void 0;
  const term = before.terms[0];
  return term !== void 0 && termWeight(term) > 0 && !term.startsWith("ant:") ? term : void 0;
}
function writesPlainWord(c, term) {
  for (const t of c.tokens) if (t.kind === "word" && t.terms.includes(term)) return true;
  return false;
}

// src/contradiction/values.ts
var SETTING_VALUE_PART = /[=:].*$/;
var NO_CURRENT = [];
var DIMS = ["duration", "size", "percent", "pixels", "rate", "port", "version", "clock", "count", "text", "limitless"];
var NAMED_SETTING = 1 << DIMS.length;
var LIMITED_DIMS = (1 << DIMS.indexOf("limitless")) - 1 - (1 << DIMS.indexOf("text")) - (1 << DIMS.indexOf("version")) - (1 << DIMS.indexOf("clock")) - (1 << DIMS.indexOf("port"));
function signalsOf(a) {
  if (a.signals !== null) return a.signals;
  let deniesStrongly = false;
  for (const d of a.denials) if (standsAgainstNewer(d)) deniesStrongly = true;
  const s = { dims: 0, groups: 0, hasPositive: false, hasNegative: false, hasFlippers: false, polar: [], denies: a.denials.length > 0, deniesStrongly, moves: moves(a).length > 0, current: NO_CURRENT, exclusive: mayBeExclusive(a), polarBits: NO_BITS };
  for (const c of a.clauses) {
    if (!c.conditional && c.terms.size > 0) {
      s.polar.push(c);
      if (c.positive) s.hasPositive = true;
      else s.hasNegative = true;
      if (c.flips) s.hasFlippers = true;
    }
    if (c.unlessDefault && c.antonyms.length > 0 && !c.negated) s.hasFlippers = true;
    for (const q of c.quantities) {
      s.dims |= q.dim === "limitless" ? LIMITED_DIMS : 1 << DIMS.indexOf(q.dim);
      if (isSetting(q)) s.dims |= 1 << DIMS.indexOf("duration") | 1 << DIMS.indexOf("size");
      if (q.dim === "count" && sideCount(q, c)) s.dims |= 1 << DIMS.indexOf("pixels");
      if (q.dim === "count" && q.key.length > 0 && q.bound === null && ASSIGNED_NUMBER_END.test(q.written)) s.dims |= 1 << DIMS.indexOf("percent");
      if (countOfRate(q)) s.dims |= 1 << DIMS.indexOf("rate");
      if (perSecond(q) !== null) s.dims |= 1 << DIMS.indexOf("duration");
      else if (q.period === "hz") s.dims |= 1 << DIMS.indexOf("rate");
      if (q.dim === "count" && DOTTED.test(q.written)) s.dims |= 1 << DIMS.indexOf("version");
      if (!q.former) (s.current === NO_CURRENT ? s.current = [] : s.current).push({ q, c });
    }
    for (const g of c.alternatives.keys()) if (!ALTERNATIVE_GROUPS[g].contextOnly) s.groups |= 1 << g % 31;
  }
  if (s.polar.length > 0) s.polarBits = polarBitsOf(s.polar);
  a.signals = s;
  if (s.current !== NO_CURRENT && boundSettings(a) !== null) s.dims |= NAMED_SETTING;
  return s;
}
var NO_BITS = new Int32Array(0);
function isSquare(q) {
  const sides = frameSides(q);
  return sides !== null && sides[0] === sides[1];
}
function someSquare(list) {
  for (const { q } of list) if (isSquare(q)) return true;
  return false;
}
var SIDE_PARTS = /* @__PURE__ */ new Set(["size", "sz", "res", "resolution", "dim", "dimension"]);
function sideNamed(q, c) {
  for (let i = Math.max(0, q.first - 3); i <= q.last; i++) {
    const t = c.tokens[i];
    if (t === void 0 || t.kind !== "word" && t.kind !== "code") continue;
    for (const part of splitIdentifier(t.raw.replace(SETTING_VALUE_PART, ""))) if (SIDE_PARTS.has(part.toLowerCase())) return true;
  }
  return false;
}
function asSquare(q, others, c) {
  if (!sideCount(q, c) || !someSquare(others)) return null;
  const side = copyStated(q);
  side.dim = "pixels";
  side.value = frameValue(q.value, q.value);
  side.key = SQUARE_KEY;
  side.measured = null;
  return side;
}
var SQUARE_KEY = [FRAME_KEY];
function sideCount(q, c) {
  return q.dim === "count" && q.setting === void 0 && q.low === void 0 && q.bound === null && Number.isInteger(q.value) && q.value >= 16 && q.value < 1e5 && sideNamed(q, c);
}
var ASSIGNED_NUMBER_END = /[=:]\s*\d*\.?\d+$/;
function polarBitsOf(polar) {
  const bits = new Int32Array(3 * polar.length);
  for (let k = 0; k < polar.length; k++) {
    const c = polar[k];
    let weighted = 0;
    let all = 0;
    if (c.acronyms.size > 0 || c.prefixed.length > 0) weighted = all = -1;
    else
      for (const term of c.terms.keys()) {
        const w = c.terms.get(term);
        const bit = termBit(term);
        all |= bit;
        if (w > 0) weighted |= bit;
      }
    bits[3 * k] = weighted;
    bits[3 * k + 1] = all;
    bits[3 * k + 2] = (c.positive ? BIT_SAYS_SO : 0) | (c.flips ? BIT_FLIPPING : 0);
  }
  return bits;
}
function termBit(term) {
  let h = 0;
  for (let i = 0; i < term.length; i++) h = Math.imul(h, 31) + term.charCodeAt(i) | 0;
  return 1 << (h & 31);
}
var HOW_OFTEN_SETTING = /(?:interval|period|schedule)$/;
function periodsMeet(a, b, p, c) {
  const interval = (q) => q.period !== void 0 || q.kinds?.has("interval") === true || q.setting !== void 0 && HOW_OFTEN_SETTING.test(q.setting);
  if ((a.period !== void 0 || b.period !== void 0) && !(interval(a) && interval(b))) return false;
  const often = (q) => q.period === "often" || q.period === "hz";
  if (!often(a) && !often(b)) return true;
  if (actionsDiffer(p.verbs, c.verbs) && !actionWritten(p, c) && !actionWritten(c, p)) return false;
  const y = subjectOf(b);
  for (const term of subjectOf(a).keys()) if (y.has(term) && !isInFolder(p, term) && !isInFolder(c, term)) return true;
  return false;
}
function onlyFolderShared(a, b, p, c) {
  if (!namesFolder(p) && !namesFolder(c)) return false;
  const x = subjectOf(a);
  const y = subjectOf(b);
  const { sharedTerms } = align(x, y);
  if (sharedTerms.length === 0 || !sharedTerms.every((t) => isInFolder(p, t) || isInFolder(c, t))) return false;
  const verbs = bothVerbs(p, c);
  return extras(x, y, verbs).length > 0 && extras(y, x, verbs).length > 0;
}
function sharedFolderTerms(x, y, p, c) {
  if (!namesFolder(p) || !namesFolder(c)) return NO_TERMS2;
  let folder = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= /* @__PURE__ */ new Set()).add(t);
  return folder ?? NO_TERMS2;
}
var NO_TERMS2 = /* @__PURE__ */ new Set();
function withoutSharedFolder(x, y, p, c) {
  if (!namesFolder(p) || !namesFolder(c)) return [x, y];
  let folder = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= /* @__PURE__ */ new Set()).add(t);
  if (!folder) return [x, y];
  const a = withoutTerms(x, folder);
  const b = withoutTerms(y, folder);
  return a.size > 0 && b.size > 0 ? [a, b] : [x, y];
}
var POSSESSIVE_END2 = /['’]s$/;
function possessedApart(q, c, other) {
  if (q.dim === "version") return false;
  return ownsPartApart(q, c, other);
}
function versionScopesApart(a, b, p, c) {
  if (a.dim !== "version" || b.dim !== "version") return false;
  return forOneCase(p, a) && ownsPartApart(b, c, p) || forOneCase(c, b) && ownsPartApart(a, p, c);
}
function ownsPartApart(q, c, other) {
  const tokens = c.tokens;
  let at = -1;
  for (let i = 0; i < q.first; i++) if (POSSESSIVE_END2.test(tokens[i].raw) && tokens[i].terms.length > 0) at = i;
  if (at < 0 || !tokens[at].terms.some((t) => other.terms.has(t))) return false;
  let owned = false;
  for (let i = at + 1; i < q.first; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code") break;
    if (t.terms.length === 0 || t.terms.some((x) => c.verbs.has(x) || other.verbs.has(x))) break;
    if (t.kind === "code" && isFileName(t.terms[0])) continue;
    for (const x of t.terms) {
      if (GENERIC_STEMS.has(x) || q.naming.includes(x) || q.key.includes(x) || durationKindOf(x) !== void 0) continue;
      if (other.terms.has(x) || sameName(x, other.terms)) return false;
      owned = true;
    }
  }
  return owned;
}
function ownersNamedApart(p, a, c, b, older, newer) {
  const x = possessorOf(p, a);
  const y = possessorOf(c, b);
  if (x !== null && y !== null && unwritten(x, newer) && unwritten(y, older)) return true;
  const u = forOwnerOf(p, a);
  const v = forOwnerOf(c, b);
  return u !== null && v !== null && u.noun.some((t) => v.noun.includes(t)) && unwritten(u.owner, newer) && unwritten(v.owner, older);
}
var VALUE_LINKS = /* @__PURE__ */ new Set(["at", "to", "of", "is", "are", "was", "were", "=", ":", "be"]);
function headsMeasuredApart(p, a, c, b, older, newer) {
  const x = measuredCompound(p, a);
  const y = measuredCompound(c, b);
  if (x === null || y === null || !x.first.some((t) => y.first.includes(t))) return false;
  return unwritten(x.last, newer) && unwritten(y.last, older);
}
var BOUND_NOUNS = new Set("threshold thresholds gate gates limit limits cap caps max min maximum minimum budget ceiling floor quota allowance setting value target level bound default".split(" "));
function measuredCompound(c, q) {
  const tokens = c.tokens;
  let i = q.first - 1;
  while (i >= 0 && VALUE_LINKS.has(tokens[i].norm)) i--;
  if (i < 1 || i === q.first - 1) return null;
  const last = tokens[i];
  const first = tokens[i - 1];
  if (last.kind !== "word" || first.kind !== "word" || last.terms.length === 0 || first.terms.length === 0 || BOUND_NOUNS.has(last.norm)) return null;
  if (last.terms.some((x) => c.verbs.has(x)) || first.terms.some((x) => c.verbs.has(x))) return null;
  return { first: first.terms, last: last.terms };
}
function unwritten(terms, text) {
  return terms.length > 0 && terms.every((t) => !text.terms.has(t));
}
function possessorOf(c, q) {
  const tokens = c.tokens;
  for (let i = q.first - 1; i >= 0; i--) {
    const t = tokens[i];
    if (POSSESSIVE_END2.test(t.raw) && t.kind === "word" && t.terms.length > 0) return t.terms;
  }
  return null;
}
function forOwnerOf(c, q) {
  const tokens = c.tokens;
  for (let i = 1; i + 1 < q.first; i++) {
    if (tokens[i].norm !== "for") continue;
    const noun = tokens[i - 1];
    const owner = tokens[i + 1].norm === "the" ? tokens[i + 2] : tokens[i + 1];
    if (owner === void 0 || noun.kind !== "word" || noun.terms.length === 0 || owner.kind !== "word" && owner.kind !== "code" || owner.terms.length === 0) return null;
    if (owner.terms.some((x) => c.verbs.has(x))) return null;
    return { noun: noun.terms, owner: owner.terms };
  }
  return null;
}
var INSTANCES = new Set(
  "pod instanc node replica worker process container host machin core cpu gpu partit shard thread server executor task consum vm box dyno".split(" ")
);
function perInstanceOnly(scoped, other) {
  if (scoped.scope === void 0 || other.scope !== void 0 || !INSTANCES.has(scoped.scope)) return false;
  return !other.subject.has(scoped.scope) && !other.key.includes(scoped.scope);
}
var WHOLE_WORDS = /* @__PURE__ */ new Set(["global", "overall", "total", "combined", "aggregate", "cluster-wide", "fleet-wide", "site-wide", "org-wide", "account-wide"]);
function wholeBefore(c, q) {
  for (let i = 0; i < q.first; i++) if (WHOLE_WORDS.has(c.tokens[i].norm)) return true;
  return false;
}
var SCHEDULE_VERBS = /* @__PURE__ */ new Set(["run", "schedul", "happen", "execut", "fire", "trigger", "occur", "kick", "start", "tick"]);
function actionWritten(p, c) {
  for (const v of c.verbs) if (p.terms.has(v)) return true;
  return false;
}
function actionsDiffer(a, b) {
  if (a.size === 0 || b.size === 0) return false;
  for (const v of a) if (b.has(v) || SCHEDULE_VERBS.has(v)) return false;
  for (const v of b) if (SCHEDULE_VERBS.has(v)) return false;
  return true;
}
function namesFolder(c) {
  for (const t of c.tokens) if (t.kind === "code" && t.raw.endsWith("/")) return true;
  return false;
}
function isInFolder(c, term) {
  return c.tokens.some((t) => t.kind === "code" && t.raw.endsWith("/") && t.terms.includes(term));
}
function kindsAgree(a, b) {
  if (!a || !b) return true;
  for (const k of a) if (b.has(k) || k === "expiry" && b.has("retention") || k === "retention" && b.has("expiry")) return true;
  return false;
}
function keyShared(a, b) {
  for (const k of a.key) if (b.key.includes(k)) return true;
  return false;
}
function keyInSubject(key, subject) {
  for (const k of key) if (subject.has(k)) return true;
  return false;
}
function quantityKeysMatch(a, b) {
  if (a.dim === "pixels") return a.key.length === 0 || b.key.length === 0 || a.key[0] === b.key[0];
  if (a.dim === "rate" && (a.key.length === 0 || b.key.length === 0)) return true;
  if (a.dim === "count" || a.dim === "version" || a.dim === "text" || a.dim === "rate") {
    if (a.key.length > 0 && b.key.length > 0) return !twoSettingNames(a.key[0], b.key[0]) && (keyShared(a, b) || keyInSubject(a.key, b.subject) || keyInSubject(b.key, a.subject));
    if (a.key.length === 0 && b.key.length === 0) return true;
    const [keyed, bare] = a.key.length > 0 ? [a, b] : [b, a];
    return keyInSubject(keyed.key, bare.subject) || keyAbbreviates(keyed.key[0], bare.subject);
  }
  return true;
}
function twoSettingNames(x, y) {
  if (x === y || !/[._-]/.test(x) || !/[._-]/.test(y)) return false;
  return ownPart(x, y) && ownPart(y, x);
}
var BOUND_PARTS2 = new Set("max min maximum minimum limit cap ceil floor default num count total".split(" "));
function ownPart(name, other) {
  const theirs = partsOf2(other);
  for (const [part, stemmed] of partsOf2(name)) {
    if (BOUND_PARTS2.has(part) || isUnitWord(part) || /^\d+$/.test(part)) continue;
    let found = false;
    for (const [p, st] of theirs) if (p === part || st === stemmed) found = true;
    if (!found) return true;
  }
  return false;
}
function keyAbbreviates(key, subject) {
  if (!NAME_CHARS.test(key) || key.includes("/") || key.includes(" ")) return false;
  const parts = partsOf2(key);
  return parts.length >= 2 && partsExplained(parts, subject, false);
}
function sameValue(a, b) {
  if (a.dim === "version") {
    const x = a.parts ?? [];
    const y = b.parts ?? [];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  if (a.dim === "text") return a.text === b.text;
  if (a.period === "hz" || b.period === "hz") return Math.abs(a.value - b.value) <= 0.05 * Math.max(a.value, b.value);
  if (a.dim === "size" || a.alt !== void 0 || b.alt !== void 0) {
    const xa = a.alt ?? a.value;
    const ya = b.alt ?? b.value;
    return closeTo(a.value, b.value) || closeTo(a.value, ya) || closeTo(xa, b.value) || closeTo(xa, ya);
  }
  return closeTo(a.value, b.value) || roundedAlike(a, b) || convertedAlike(a, b) || calendarAlike(a, b);
}
function convertedAlike(a, b) {
  if (a.dim !== "count" || a.key.length !== 1) return false;
  const key = a.key[0];
  if (key === LENGTH_KEY || key === VOLUME_KEY) return b.key[0] === key && Math.abs(a.value - b.value) <= 0.02 * Math.max(Math.abs(a.value), Math.abs(b.value));
  return key === TEMPERATURE_KEY && b.key[0] === TEMPERATURE_KEY && Math.abs(a.value - b.value) <= 0.6;
}
var DAY_MS = 864e5;
var YEAR_MS = 365 * DAY_MS;
var YEAR_IN_MONTHS_MS = 360 * DAY_MS;
var YEAR_IN_WEEKS_MS = 364 * DAY_MS;
var MONTHS_OR_WEEKS_WRITTEN = /months?|weeks?|\dmo\b|\dw\b/i;
function calendarAlike(a, b) {
  if (a.dim !== "duration" || b.dim !== "duration") return false;
  return yearsWritten(a.value, b) || yearsWritten(b.value, a);
}
function yearsWritten(years, other) {
  if (!MONTHS_OR_WEEKS_WRITTEN.test(other.written)) return false;
  const count = years / YEAR_MS;
  if (count <= 0 || Math.abs(count * 2 - Math.round(count * 2)) > 1e-9) return false;
  return closeTo(other.value, count * YEAR_IN_MONTHS_MS) || closeTo(other.value, count * YEAR_IN_WEEKS_MS);
}
function roundedAlike(a, b) {
  const slack = Math.max(roundingShare(a), roundingShare(b));
  return slack > 0 && Math.abs(a.value - b.value) < slack * Math.max(Math.abs(a.value), Math.abs(b.value));
}
var DECIMAL_PLACES = /(\d+)\.(\d{2,})/;
function roundingShare(q) {
  const m = DECIMAL_PLACES.exec(q.written);
  if (m === null || q.dim === "percent") return 0;
  const n = Number(m[0]);
  return n > 0 ? 0.5 * 10 ** -m[2].length / n : 0;
}
function closeTo(x, y) {
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}
function versionAtLeast(x, floor) {
  const a = x.parts ?? [];
  const b = floor.parts ?? [];
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}
function agrees(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return a.dim === b.dim;
  if (a.low !== void 0 || b.low !== void 0) return rangeAgrees(a, b);
  return sameValue(a, b) || withinBound(a, b) || withinBound(b, a) || seenUnderLimit(a, b) || seenUnderLimit(b, a) || firstTryCounted(a, b) || firstTryCounted(b, a);
}
function firstTryCounted(attempts, retries) {
  if (attempts.dim !== "count" || retries.dim !== "count" || attempts.value !== retries.value + 1) return false;
  return triesCounted(attempts) === "attempt" && triesCounted(retries) === "retry";
}
var RETRY = termOfWord("retry");
var RETRIES = termOfWord("retries");
function triesCounted(q) {
  const retry = q.subject.has(RETRY) || q.subject.has(RETRIES) || q.naming.includes(RETRY) || q.naming.includes(RETRIES) || /retr/i.test(q.written);
  if (retry) return /attempt/i.test(q.written) ? null : "retry";
  return /attempts?\b|\btries\b/i.test(q.written) ? "attempt" : null;
}
function seenUnderLimit(limit, seen) {
  if (limit.bound !== "max" || !seen.observed || limit.observed || seen.namedBound || seen.bound === "min") return false;
  if (limit.dim === "text" || limit.dim === "version" || limit.dim === "port" || limit.dim === "clock") return false;
  if (!Number.isFinite(limit.value) || !Number.isFinite(seen.value)) return false;
  return seen.value <= limit.value * (1 + 1e-9);
}
function lowEnd(q) {
  const low = copyStated(q);
  low.value = q.low;
  low.alt = void 0;
  return low;
}
function rangeAgrees(a, b) {
  if (a.low !== void 0 && b.low !== void 0) return sameValue(a, b) && sameValue(lowEnd(a), lowEnd(b));
  const [range, one] = a.low !== void 0 ? [a, b] : [b, a];
  const slack = 1e-9 * Math.max(1, Math.abs(range.value));
  return one.value >= range.low - slack && one.value <= range.value + slack;
}
function withinBound(bounded, plain) {
  if (bounded.dim === "version") return bounded.bound === "min" && !plain.bound && bounded.compared === true && versionAtLeast(plain, bounded);
  if (!bounded.bound || plain.bound || bounded.namedBound || bounded.dim === "text") return false;
  if (!Number.isFinite(bounded.value) || !Number.isFinite(plain.value)) return false;
  return bounded.bound === "min" && plain.value >= bounded.value;
}
var PARTICLE_PAIRS = /* @__PURE__ */ new Map([["in", "out"], ["out", "in"], ["up", "down"], ["down", "up"], ["on", "off"], ["off", "on"]]);
function particlesApart(p, c) {
  for (const t of p.tokens) {
    const cut2 = t.kind === "word" ? t.norm.lastIndexOf("-") : -1;
    if (cut2 <= 0) continue;
    const pair = PARTICLE_PAIRS.get(t.norm.slice(cut2 + 1));
    if (pair === void 0) continue;
    const other = t.norm.slice(0, cut2 + 1) + pair;
    if (writesNorm(c, other) && !writesNorm(c, t.norm) && !writesNorm(p, other)) return true;
  }
  return false;
}
function writesNorm(c, norm) {
  for (const t of c.tokens) if (t.norm === norm) return true;
  return false;
}
function valuesOfOneSubject(a, b, p, c, older, newer, sole = false) {
  if (a.dim === "clock" && endsApart(p, c)) return false;
  if (a.dim === "version" && laterFolderApart(a, b, p, c, older, newer)) return false;
  if (namedBoundAlone(a, b) && (a.observed || b.observed || namesRole2(p, c) || namesRole2(c, p))) return false;
  if (a.setting === CPU_LIMIT && b.setting === CPU_LIMIT && oneNamedLimit(a, b) && (namesRole2(p, c) || namesRole2(c, p))) return false;
  if (saysOther(p) !== saysOther(c)) return false;
  if (namesRelease(p, a) && namesRelease(c, b)) return false;
  if (overridesForOneCase(c, b) && !forOneCase(p, a)) return false;
  if (saysDefault(p) && !saysDefault(c) && forOneCase(c, b) && !forOneCase(p, a) || saysDefault(c) && !saysDefault(p) && forOneCase(p, a) && !forOneCase(c, b)) return false;
  if (a.restricted !== b.restricted || !kindsAgree(a.kinds, b.kinds) || !periodsMeet(a, b, p, c) || onlyFolderShared(a, b, p, c)) return false;
  if (possessedApart(a, p, c) || possessedApart(b, c, p) || versionScopesApart(a, b, p, c)) return false;
  if (a.scope !== void 0 && b.scope === void 0 && wholeBefore(c, b) || b.scope !== void 0 && a.scope === void 0 && wholeBefore(p, a)) return false;
  if (ownersNamedApart(p, a, c, b, older, newer)) return false;
  if (headsMeasuredApart(p, a, c, b, older, newer)) return false;
  if (!(isTier(a) && isTier(b)) && contrastedSides(p.terms, c.terms, QUANTITY_CONTRASTS)) return false;
  if (particlesApart(p, c) || particlesApart(c, p)) return false;
  if (textMembersApart(older, newer) || codeNamesApart(p, older, c, newer) || designatedApart(p, older, c, newer)) return false;
  if (statusesApart(p.tokens, c.tokens)) return false;
  if ((a.dim === "limitless" || b.dim === "limitless") && extras(subjectOf(a), subjectOf(b), bothVerbs(p, c)).length > 0 && extras(subjectOf(b), subjectOf(a), bothVerbs(p, c)).length > 0) return false;
  if (rivalModifiers(p, c, older, newer)) return false;
  if (nounCasesApart(p, older, c, newer)) return false;
  if (sole && soleValuesMeet(a, b, p, c, older, newer)) return true;
  const [x, y] = withoutSharedFolder(subjectOf(a), subjectOf(b), p, c);
  if (leftAgrees(a, b, p, c) && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: ownHead(p, a, c) ? headless(p) : p, b: ownHead(c, b, p) ? headless(c) : c })) return true;
  if ((sameSetting(a, b) !== null || sameTool(a, b)) && settingSubjectsAgree(a, b, p, c, older, newer)) return true;
  if (sameTool(a, b) && pinnedAlike(a, b, p, c, older, newer)) return true;
  if (keyNamedAlike(a, b, p, c, older, newer)) return true;
  if (settingNamedOnBoth(a, b, p, c, older, newer)) return true;
  if (fileOwned(a, b, p, c, older, newer)) return true;
  return unownedAgrees(a, b, older, newer) || placesAside(a, b, p, c, older, newer);
}
var BEGIN_VERBS = new Set("open opens opened start starts started begin begins began arrive arrives arrived".split(" ").map(termOfWord));
var END_VERBS = new Set("close closes closed end ends ended finish finishes finished stop stops stopped shut shuts depart departs departed".split(" ").map(termOfWord));
function endsApart(p, c) {
  const pBegins = someIn(p.verbs, BEGIN_VERBS);
  const pEnds = someIn(p.verbs, END_VERBS);
  return pBegins !== pEnds && someIn(c.verbs, BEGIN_VERBS) === pEnds && someIn(c.verbs, END_VERBS) === pBegins;
}
function someIn(verbs, list) {
  for (const v of verbs) if (list.has(v)) return true;
  return false;
}
function isTier(q) {
  return q.dim === "text" && q.key.length === 1 && q.key[0] === "tier";
}
function rivalModifiers(p, c, older, newer) {
  const hp = p.head;
  const hc = c.head;
  if (hp !== null && hc !== null && hp.kind === "word" && hc.kind === "word" && hp.terms[0] !== void 0 && hp.terms[0] === hc.terms[0]) return (ownModifiers(p, hp, newer) & ownModifiers(c, hc, older)) !== 0;
  return rivalNamesBefore(p, c, older, newer) || rivalModifiersOfPhraseEnd(p, c, older, newer);
}
function rivalModifiersOfPhraseEnd(p, c, older, newer) {
  for (let i = 2; i < p.tokens.length; i++) {
    const t = p.tokens[i];
    const x = t.terms[0];
    if (t.kind !== "word" || x === void 0 || termWeight(x) === 0 || GENERIC_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x) || p.verbs.has(x) || !phraseEnds(p, i)) continue;
    for (let j = 2; j < c.tokens.length; j++) {
      const u = c.tokens[j];
      if (u.kind !== "word" || u.terms[0] !== x || c.verbs.has(x) || !phraseEnds(c, j)) continue;
      const before = p.tokens[i - 2];
      const other = c.tokens[j - 2];
      if (before.terms[0] === void 0 || before.terms[0] !== other.terms[0] || termWeight(before.terms[0]) === 0) continue;
      if (modifierKind(p.tokens[i - 1], i - 1, newer) !== 0 && modifierKind(c.tokens[j - 1], j - 1, older) !== 0) return true;
    }
  }
  return false;
}
function phraseEnds(c, i) {
  const next = c.tokens[i + 1];
  return next === void 0 || next.kind === "punct" || next.terms.length === 0 || next.terms.some((x) => c.verbs.has(x));
}
function rivalNamesBefore(p, c, older, newer) {
  const tp = p.tokens;
  const tc = c.tokens;
  for (let i = 2; i < tp.length; i++) {
    const t = tp[i];
    const name = tp[i - 1];
    if (t.kind !== "word" || t.terms[0] === void 0 || name.kind !== "code" || tp[i - 2].norm !== "the") continue;
    for (let j = 2; j < tc.length; j++) {
      const u = tc[j];
      const other = tc[j - 1];
      if (u.kind !== "word" || u.terms[0] !== t.terms[0] || other.kind !== "code" || tc[j - 2].norm !== "the") continue;
      if (modifierKind(name, i - 1, newer) === CODE_MODIFIER && modifierKind(other, j - 1, older) === CODE_MODIFIER) return true;
    }
  }
  return false;
}
var CODE_MODIFIER = 1;
var CAPITAL_MODIFIER = 2;
var WORD_MODIFIER = 4;
function ownModifiers(c, head, otherText) {
  const tokens = c.tokens;
  let kinds = 0;
  for (let i = tokens.indexOf(head) - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code" || t.terms.length === 0) break;
    if (oneNameTwoWays(c, i, otherText)) continue;
    kinds |= modifierKind(t, i, otherText);
  }
  return kinds;
}
function modifierKind(t, i, otherText) {
  if (t.kind === "code") return otherWritesName(otherText, t) ? 0 : CODE_MODIFIER;
  const own = t.terms.filter((x) => !QUANTITY_PREDICATE_STEMS.has(x) && !isUnitWord(x));
  if (own.length === 0 || own.some((x) => otherText.terms.has(x))) return 0;
  return i > 0 && /^[A-Z]/.test(t.raw) ? CAPITAL_MODIFIER : WORD_MODIFIER;
}
function otherWritesName(otherText, name) {
  const raw = name.raw.toLowerCase();
  const words3 = /* @__PURE__ */ new Set();
  for (const clause of otherText.clauses) {
    const tokens = clause.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind === "code" && t.raw.toLowerCase() === raw) return true;
      if (t.kind === "word" && !inSomeValue(clause, i)) for (const x of t.terms) words3.add(x);
    }
  }
  return name.terms.length > 0 && name.terms.every((x) => words3.has(x));
}
function inSomeValue(c, i) {
  for (const q of c.quantities) if (i >= q.first && i <= q.last) return true;
  return false;
}
function placesAside(a, b, p, c, older, newer) {
  const filesP = fileTerms(p);
  const filesC = fileTerms(c);
  if (filesP === null && filesC === null) return false;
  if (filesP !== null && filesC !== null) return false;
  if (filesP === null ? ownName(p, newer, a) : ownName(c, older, b)) return false;
  if (oneEndNamed(p.terms, c.terms) || oneEndNamed(c.terms, p.terms)) return false;
  const folder = sharedFolderTerms(subjectOf(a), subjectOf(b), p, c);
  const x = withoutTerms(filesP === null ? subjectOf(a) : withoutTerms(subjectOf(a), filesP), folder);
  const y = withoutTerms(filesC === null ? subjectOf(b) : withoutTerms(subjectOf(b), filesC), folder);
  if (a.dim === "port" && (!namesMoreThan(x) || !namesMoreThan(y))) return false;
  const wording = { a: filesP !== null && placeHead(p, newer.terms) ? headless(p) : p, b: filesC !== null && placeHead(c, older.terms) ? headless(c) : c };
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), wording);
}
function placeHead(c, other) {
  const name = c.head?.terms[0];
  if (name === void 0 || !isFileName(name)) return false;
  const base = name.slice(name.lastIndexOf("/") + 1);
  if (name === base && (POPULAR_FILES.has(base) || /fil(e)?$/.test(base))) return true;
  for (const segment of name.slice(0, name.length - base.length).split("/").concat(base.replace(/\..*$/, ""))) {
    for (const part of splitIdentifier(segment)) {
      const s = termOfWord(part.toLowerCase());
      if (s.length < 2 || /^\d+$/.test(s) || other.has(s) || PIN_PLACES.has(s) || namedAsPrefix(s, other)) continue;
      return false;
    }
  }
  return true;
}
function namedAsPrefix(part, terms) {
  for (const t of terms.keys()) if (t.length >= 4 && part.startsWith(t)) return true;
  return false;
}
function namesMoreThan(terms) {
  for (const t of terms.keys()) if (t !== PORT && !QUANTITY_PREDICATE_STEMS.has(t)) return true;
  return false;
}
var PORT = termOfWord("port");
var QUANTITY_ENDS = QUANTITY_CONTRASTS.filter((pair) => !SUBJECT_CONTRASTS.includes(pair));
function oneEndNamed(a, b) {
  for (const [x, y] of QUANTITY_ENDS) if ((a.has(x) || a.has(y)) && !b.has(x) && !b.has(y)) return true;
  return false;
}
var DOTFILE = /^\.[a-z0-9]/;
var FILE_NAME_END = /fil(e)?$/;
function isFileName(term) {
  return isSourceFile(term) || DOTFILE.test(term) || !term.includes("/") && FILE_NAME_END.test(term);
}
function ownName(c, other, q) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (q !== void 0 && i >= q.first && i <= q.last && callSpelledOut(t, other)) continue;
    const name = t.terms[0];
    if (t.kind !== "code" || name === void 0 || isFileName(name) || other.terms.has(name)) continue;
    if (t.raw.includes("=") || t.raw.includes(":") || /^[\d.]/.test(t.raw)) continue;
    return true;
  }
  return false;
}
var CALL_VERBS = /* @__PURE__ */ new Set(["set", "get", "with", "use"]);
function callSpelledOut(t, other) {
  const call = /([A-Za-z_]\w*)\s*\(/.exec(t.raw);
  if (call === null) return false;
  let named = false;
  for (const part of splitIdentifier(call[1])) {
    const word2 = part.toLowerCase();
    if (CALL_VERBS.has(word2)) continue;
    if (!other.terms.has(termOfWord(word2))) return false;
    named = true;
  }
  return named;
}
var FILE_TERMS = /* @__PURE__ */ new WeakMap();
function fileTerms(c) {
  let out = FILE_TERMS.get(c);
  if (out === void 0) FILE_TERMS.set(c, out = readFileTerms(c));
  return out;
}
function readFileTerms(c) {
  let out = null;
  for (const t of c.tokens) {
    const path = t.terms[0];
    if (path === void 0 || !isFileName(path)) continue;
    for (const x of t.terms) (out ??= /* @__PURE__ */ new Set()).add(x);
  }
  return out;
}
function someOfDim(list, dim) {
  for (const { q } of list) if (q.dim === dim) return true;
  return false;
}
function someSetting(list) {
  for (const { q } of list) if (isSetting(q)) return true;
  return false;
}
function someCountOfRate(list) {
  for (const { q } of list) if (countOfRate(q)) return true;
  return false;
}
function readAs(list, a, as) {
  const out = [];
  for (const { q, c } of list) out.push({ q: as(q, [{ q: a }], c) ?? q, c });
  return out;
}
function mayConflict(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return limitMeets(a, b);
  if (b.dim !== a.dim || a.dim === "version" && (a.among || b.among)) return false;
  const setting = sameSetting(a, b);
  if (setting === null && a.setting !== void 0 && b.setting !== void 0 && (fromFraction(a) || fromFraction(b) || asFlag(a) || asFlag(b))) return false;
  return !boundsApart(a, b, setting?.limit === true, floorByNature(a, b) || isThreshold(setting)) && !(a.scope !== b.scope && (a.scope === "total" || b.scope === "total" || a.scope !== void 0 && b.scope !== void 0)) && !perInstanceOnly(a, b) && !perInstanceOnly(b, a) && (setting !== null || quantityKeysMatch(a, b));
}
function statesElsewhere(older, a, b, c, newer) {
  for (const p of older.clauses) {
    for (const q of p.quantities) {
      if (q === a || q.former || q.dim !== b.dim || !agrees(q, b)) continue;
      if (valuesOfOneSubject(q, b, p, c, older, newer)) return true;
    }
  }
  return false;
}
function valueHit(older, newer) {
  if ((signalsOf(older).dims & signalsOf(newer).dims) === 0) return null;
  const newerQuantities = signalsOf(newer).current;
  for (const p of older.clauses) {
    for (const stated of p.quantities) {
      if (stated.former || numberName(p, stated) !== null) continue;
      let a = isSetting(stated) && someOfDim(newerQuantities, "duration") ? asDuration(stated, newerQuantities) ?? stated : stated;
      let read = a.dim === "duration" && someSetting(newerQuantities) ? readAs(newerQuantities, a, asDuration) : newerQuantities;
      if (a === stated && isSetting(stated) && someOfDim(newerQuantities, "size")) a = asSize(stated, newerQuantities) ?? stated;
      else if (a.dim === "size" && someSetting(newerQuantities)) read = readAs(read, a, asSize);
      if (countOfRate(a) && someOfDim(newerQuantities, "rate")) a = asRate(a, newerQuantities) ?? a;
      else if (a.dim === "rate" && someCountOfRate(newerQuantities)) read = readAs(read, a, asRate);
      if (isSquare(a)) read = readAs(read, a, asSquare);
      else if (someSquare(newerQuantities)) a = asSquare(a, newerQuantities, p) ?? a;
      if (a.period !== void 0) read = readAs(read, a, asFrequency);
      else if (somePeriodic(newerQuantities)) a = asFrequency(a, newerQuantities) ?? a;
      if (a.dim === "version") {
        if (a.key.length > 0 && (signalsOf(newer).dims & COUNT_BIT) !== 0) read = versionsOfTool(read, a);
      } else if (bareDotted(a, p)) a = asToolVersion(a, newerQuantities) ?? a;
      const candidates = [];
      let differs = false;
      for (const r of read) {
        if (!mayConflict(a, r.q) || ownersApart(a, r.q) || changesApart(a, p, r.q, r.c) || isChangeAmount(p, a) !== isChangeAmount(r.c, r.q) || pronounOne(r.c, r.q)) continue;
        if (numberName(r.c, r.q) !== null || numberedApart(p, r.c)) continue;
        candidates.push(r);
        if (!agrees(a, r.q)) differs = true;
      }
      if (!differs) continue;
      let conflict;
      let agreeing = false;
      for (const r of candidates) {
        if (!valuesOfOneSubject(a, r.q, p, r.c, older, newer, onlyOfDim(a, older) && onlyOfDim(r.q, newer))) continue;
        conflict ??= r;
        if (agrees(a, r.q)) {
          agreeing = true;
          break;
        }
      }
      if (conflict === void 0 || agreeing) continue;
      if (a.dim === "text" && newer.terms.has(a.text ?? "")) continue;
      const b = conflict.q;
      if (statesElsewhere(older, stated, b, conflict.c, newer)) continue;
      if (b.dim === "version" && writtenUnread(older, b)) continue;
      const written2 = a.written.toLowerCase();
      const named = [];
      for (const t of align(subjectOf(a), subjectOf(b)).sharedTerms) if (!written2.includes(t)) named.push(t);
      const shared = surface(p, named);
      const [x, y] = describePair(a, b);
      const normalised = a.dim !== "text" && (x !== a.written || y !== b.written) ? ` (${x} vs ${y})` : "";
      return {
        kind: "value",
        reason: `value: ${shared} is ${a.written} in the older and ${b.written} in the newer${normalised}`,
        older: [a.written],
        newer: [b.written]
      };
    }
  }
  return namedSettingHit(older, newer);
}
function writtenUnread(text, q) {
  const written2 = q.written.toLowerCase();
  if (written2.includes(" ")) return false;
  for (const c of text.clauses) {
    if (c.quantities.length > 0) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) if (tokens[i].raw.toLowerCase() === written2 && tokens[i - 1]?.norm !== "from") return true;
  }
  return false;
}
function ownersApart(a, b) {
  return a.owner !== null && b.owner !== null && a.owner !== b.owner;
}
function changesApart(a, p, b, c) {
  return a.owner === null !== (b.owner === null) && inChange(p, a) && inChange(c, b);
}
function inChange(c, q) {
  if (q.former) return true;
  for (const r of c.quantities) {
    if (r === q || r.dim !== q.dim) continue;
    if (r.former && r.last < q.first) return true;
    const [first, second] = r.last < q.first ? [r, q] : [q, r];
    if (second.first === first.last + 2 && c.tokens[first.last + 1].norm === "to") return true;
  }
  return false;
}
function describesNext(c, q) {
  const next = c.tokens[q.last + 1];
  return next !== void 0 && next.kind === "word" && !VALUE_PREPOSITIONS.has(next.norm) && !COMPARATIVES.has(next.norm) && !AFTER_AMOUNT.has(next.norm);
}
var AFTER_AMOUNT = /* @__PURE__ */ new Set(["off", "from", "per", "each", "every", "and", "or", "but", "than", "by", "across", "over", "when", "if", "because", "so", "as"]);
var CHANGE_VERBS2 = new Set("saves saved saving costs costing adds added adding cuts cutting gains gained loses lost losing shaves shaved trims trimmed".split(" "));
var COMPARATIVES = new Set("sooner faster slower quicker more less fewer higher lower larger smaller bigger longer shorter".split(" "));
var BY_VERBS = new Set("reduce reduces reduced reducing increase increases increased raise raises raised lower lowers lowered drop drops dropped fell fall falls grew grow grows improve improves improved slow slows slowed shorten shortened lengthen lengthened moved move moves cut shrinks shrank shrunk".split(" "));
var VALUE_PREPOSITIONS = /* @__PURE__ */ new Set(["to", "from", "at", "with", "of", "for", "in", "on", "per"]);
var PRONOUN_ONE_AFTER = /* @__PURE__ */ new Set(["and", "or", "but", "in", "on", "at", "of", "for", "with", "than", "is", "was", "are"]);
function pronounOne(c, q) {
  if (q.written.toLowerCase() !== "one" || q.first < 2) return false;
  const article = c.tokens[q.first - 2].norm;
  const next = c.tokens[q.last + 1];
  return (article === "the" || article === "a" || article === "this" || article === "that") && c.tokens[q.first - 1].kind === "word" && (!next || next.kind === "punct" || PRONOUN_ONE_AFTER.has(next.norm));
}
var SIGNED_START = /^[+\u2212]/;
function isChangeAmount(c, q) {
  if (!c.quantities.includes(q)) return readChangeAmount(c, q);
  let change = CHANGE_AMOUNTS.get(q);
  if (change === void 0) CHANGE_AMOUNTS.set(q, change = readChangeAmount(c, q));
  return change;
}
var CHANGE_AMOUNTS = /* @__PURE__ */ new WeakMap();
var PLUS_SIGNED = /^\+\d/;
var MINUS_NUMBER = /^-\d/;
function plusSigned(t) {
  return PLUS_SIGNED.test(t.raw);
}
function readChangeAmount(c, q) {
  if (SIGNED_START.test(q.written)) return true;
  if (MINUS_NUMBER.test(q.written) && (q.dim !== "count" || c.tokens.some(plusSigned))) return true;
  const next = c.tokens[q.last + 1];
  if (next !== void 0 && next.kind === "word" && COMPARATIVES.has(next.norm)) return true;
  for (let i = q.first - 1, words3 = 0; i >= 0 && words3 < 4; i--) {
    const t = c.tokens[i];
    if (t.kind === "number") return false;
    if (t.kind !== "word" && t.kind !== "code") return false;
    words3++;
    if (VALUE_PREPOSITIONS.has(t.norm)) return false;
    if (CHANGE_VERBS2.has(t.norm)) return !describesNext(c, q);
    if (t.norm === "by") return i === 0 || c.tokens.slice(0, i).some((w) => BY_VERBS.has(w.norm) || CHANGE_VERBS2.has(w.norm));
  }
  return false;
}
function limitMeets(a, b) {
  if (a.dim === b.dim) return true;
  const limit = a.dim === "limitless" ? b : a;
  const none = limit === a ? b : a;
  if (limit.bound !== "max" || limit.dim === "text" || limit.dim === "version" || limit.dim === "clock" || limit.dim === "port") return false;
  return none.key.length === 0 || none.key.some((k) => limit.key.includes(k) || limit.subject.has(k) || limit.naming.includes(k));
}
function fromFraction(q) {
  return q.dim === "percent" && q.setting !== void 0 && !/%|percent|pct/i.test(q.written);
}
function asFlag(q) {
  return q.setting !== void 0 && q.written.charCodeAt(0) === 45;
}
function sameSetting(a, b) {
  if (a.setting === void 0 || b.setting === void 0 || !sameCatalogueQuantity(a.setting, b.setting)) return null;
  return catalogueQuantity(a.setting) ?? null;
}
var FLOOR_PLATFORMS = /* @__PURE__ */ new Set(["ios", "macos", "tvos", "watchos", "visionos"]);
function floorByNature(a, b) {
  return a.dim === "version" && b.dim === "version" && a.key.length === 1 && FLOOR_PLATFORMS.has(a.key[0]) && b.key.includes(a.key[0]);
}
function isThreshold(setting) {
  return setting !== null && setting.id.endsWith("threshold");
}
function sameTool(a, b) {
  return a.dim === "version" && a.key.length > 0 && a.key.some((k) => b.key.includes(k));
}
function boundsApart(a, b, limit, floor = false) {
  if (a.namedBound === true && b.namedBound === true && a.bound !== null && b.bound !== null && a.bound !== b.bound) return true;
  const ab = limit && a.bound === "max" || floor && a.bound === "min" ? null : a.bound;
  const bb = limit && b.bound === "max" || floor && b.bound === "min" ? null : b.bound;
  return ab !== null && bb !== null && ab !== bb;
}
function namedBoundAlone(a, b) {
  const setting = sameSetting(a, b);
  const limit = setting?.limit === true;
  const floor = floorByNature(a, b) || isThreshold(setting);
  const ab = limit && a.bound === "max" || floor && a.bound === "min" ? null : a.bound;
  const bb = limit && b.bound === "max" || floor && b.bound === "min" ? null : b.bound;
  return ab !== null && a.namedBound === true && bb === null || bb !== null && b.namedBound === true && ab === null;
}
var CPU_LIMIT = "cpu limit";
function oneNamedLimit(a, b) {
  return (a.namedBound === true && a.bound === "max") !== (b.namedBound === true && b.bound === "max");
}
var ROLE_WORDS = new Set("default target request initial start compile recommended typical average median usual baseline".split(" ").map(termOfWord));
var OTHER_WORDS = /* @__PURE__ */ new Set(["other", "others", "remaining"]);
var SELECTION_WORDS = new Set("required needed pinned used installed mandatory default recommended current latest expected minimum maximum targeted deployed shipped bundled".split(" "));
var DETERMINERS3 = /* @__PURE__ */ new Set(["the", "a", "an", "our", "its", "their", "this", "that", "now", "still", "also"]);
function namesRelease(c, q) {
  if (q.dim !== "version" && !(q.dim === "count" && q.written.includes("."))) return false;
  const tokens = c.tokens;
  const before = tokens[q.first - 1];
  const copula = tokens[q.last + 1];
  const next = tokens[q.last + 2];
  if (before === void 0 || before.kind !== "word" || before.terms.length === 0 || copula === void 0 || !COPULAS.has(copula.norm)) return false;
  if (next === void 0 || next.kind !== "word" || DETERMINERS3.has(next.norm) || SELECTION_WORDS.has(next.norm) || /\d/.test(next.norm)) return false;
  for (const other of c.quantities) if (other !== q && other.first > q.last) return false;
  return true;
}
var CASE_WORDS = /* @__PURE__ */ new Set(["when", "whenever", "if", "unless", "while", "during"]);
var PREDICATE_JOINS = /* @__PURE__ */ new Set(["and", "but", "or", "then", ",", ";"]);
var SCOPE_PREPOSITIONS = /* @__PURE__ */ new Set(["for", "in", "on", "under", "within", "with", "during", "when", "if"]);
var UNSET_WORDS = /* @__PURE__ */ new Set(["not", "isn't", "aren't", "wasn't", "unset", "missing", "absent", "empty", "omitted", "none", "no", "undefined", "without"]);
var OVERRIDE_WORDS = /* @__PURE__ */ new Set(["override", "overrides", "overrode", "overridden", "overriding"]);
function forOneCase(c, q) {
  const tokens = c.tokens;
  let phrase = false;
  for (let i = q.last + 1; i < tokens.length; i++) {
    const n = tokens[i].norm;
    if (PREDICATE_JOINS.has(n)) return false;
    if (CASE_WORDS.has(n)) {
      for (let j = i + 1; j < tokens.length; j++) if (UNSET_WORDS.has(tokens[j].norm)) return false;
      return true;
    }
    if (n === "only" && (phrase || SCOPE_PREPOSITIONS.has(tokens[i + 1]?.norm ?? ""))) return true;
    if (SCOPE_PREPOSITIONS.has(n)) phrase = true;
  }
  return false;
}
function overridesForOneCase(c, q) {
  let named = false;
  for (let i = 0; i < q.first; i++) if (OVERRIDE_WORDS.has(c.tokens[i].norm)) named = true;
  return named && forOneCase(c, q);
}
function saysOther(c) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word" || !OTHER_WORDS.has(t.norm)) continue;
    const before = tokens[i - 1]?.norm;
    if (before !== "every" && before !== "each") return true;
  }
  return false;
}
function namesRole2(c, other) {
  for (const t of c.terms.keys()) if (ROLE_WORDS.has(t) && !sameCompound(c, other, t)) return true;
  for (const v of c.verbs) if (ROLE_WORDS.has(v) && !sameCompound(c, other, v)) return true;
  return false;
}
function sameCompound(c, other, term) {
  const next = nextWordAfter(c, term);
  if (next === null) return false;
  const theirs = nextWordAfter(other, term);
  return theirs !== null && theirs.some((x) => next.includes(x));
}
function nextWordAfter(c, term) {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].kind !== "word" || !tokens[i].terms.includes(term)) continue;
    const next = tokens[i + 1];
    return next.kind === "word" && next.terms.length > 0 ? next.terms : null;
  }
  return null;
}
function settingSubjectsAgree(a, b, p, c, older, newer) {
  const naming = /* @__PURE__ */ new Set([...a.naming, ...b.naming, ...countedNoun(a), ...countedNoun(b)]);
  let x = withoutTerms(subjectOf(a), naming);
  let y = withoutTerms(subjectOf(b), naming);
  if (x.size === 0) x = restOfClause(p, a, naming);
  if (y.size === 0) y = restOfClause(c, b, naming);
  if (x.size === 0 || y.size === 0) return sameTool(a, b) || ownerAlsoNamed(x.size === 0 ? y : x, x.size === 0 ? older.terms : newer.terms);
  const left = leftsAgree(withoutTerms(a.left, naming), withoutTerms(b.left, naming), a, b, p, c);
  const wording = { a: headNaming(p, a) ? headless(p) : p, b: headNaming(c, b) ? headless(c) : c };
  return left && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), wording);
}
function pinnedAlike(a, b, p, c, older, newer) {
  const naming = /* @__PURE__ */ new Set([...a.naming, ...b.naming, ...a.key, ...b.key]);
  for (const k of a.key) {
    naming.add(termOfWord(k));
    for (const t of [...p.terms.keys(), ...c.terms.keys()]) if (t.endsWith(`/${k}`)) for (const part of [t, ...t.split("/")]) naming.add(part);
  }
  for (const t of p.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  for (const t of c.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  let x = withoutPinPlaces(withoutTerms(subjectOf(a), naming), a, p, subjectOf(b));
  let y = withoutPinPlaces(withoutTerms(subjectOf(b), naming), b, c, subjectOf(a));
  if (x.size === 0) x = ownerElsewhere(a, p, older, naming, subjectOf(b)) ?? x;
  if (y.size === 0) y = ownerElsewhere(b, c, newer, naming, subjectOf(a)) ?? y;
  if (x.size === 0 && y.size === 0) return true;
  if (folderOnlyIn(x, y) || folderOnlyIn(y, x)) return false;
  if (x.size === 0 && rootPinOnly(older, newer) && !partNamedInCode(newer, c, b, older)) return true;
  if (y.size === 0 && rootPinOnly(newer, older) && !partNamedInCode(older, p, a, newer)) return true;
  if (x.size === 0) return ownerAlsoNamed(y, older.terms);
  if (y.size === 0) return ownerAlsoNamed(x, newer.terms);
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: headless(p), b: headless(c) });
}
function rootPinOnly(text, other) {
  let pin = false;
  for (const t of text.terms.keys()) {
    if (t.includes("/")) {
      if (!other.terms.has(t)) return false;
    } else if (isPinFile(t) && !t.startsWith("q:")) pin = true;
  }
  return pin;
}
function partNamedInCode(text, c, q, other) {
  for (const d of text.clauses) {
    const tokens = d.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const name = t.terms[0];
      if (t.kind !== "code" || !t.quoted || name === void 0 || d === c && i >= q.first && i <= q.last) continue;
      if (isFileName(name) || t.raw.includes("/") || other.terms.has(name) || /[=:]/.test(t.raw) || /^[\d.]/.test(t.raw)) continue;
      return true;
    }
  }
  return false;
}
function laterFolderApart(a, b, p, c, older, newer) {
  if (p.index === 0 && c.index === 0) return false;
  return folderOnlyWritten(older, newer, a, b) || folderOnlyWritten(newer, older, a, b);
}
function folderOnlyWritten(own, other, a, b) {
  for (const clause of own.clauses)
    for (const t of clause.tokens) {
      if (t.kind !== "code" || !t.raw.endsWith("/") || t.terms.length === 0) continue;
      const folder = t.terms[0];
      if (a.key.some((k) => folder.endsWith(`/${k}`)) || b.key.some((k) => folder.endsWith(`/${k}`))) continue;
      if (!other.terms.has(folder)) return true;
    }
  return false;
}
function ownerElsewhere(q, c, text, naming, other) {
  for (const d of text.clauses) {
    if (d === c) continue;
    for (const r of d.quantities) {
      if (r.dim !== "version" || !r.key.some((k) => q.key.includes(k))) continue;
      const owner = withoutPinPlaces(withoutTerms(subjectOf(r), naming), r, d, other);
      if (owner.size > 0) return owner;
    }
  }
  return null;
}
function folderOnlyIn(own, other) {
  for (const t of own.keys()) if (t.includes("/") && !isPinFile(t) && !other.has(t)) return true;
  return false;
}
var PIN_WORDS = "image base container docker runtime toolchain module project repository repo codebase workspace engines version msrv build sdk target framework deployment xcode app application provider crate top level root".split(" ");
var PIN_PLACES = new Set(PIN_WORDS.map(termOfWord));
var PIN_NAME = new RegExp(`^(?:${PIN_WORDS.join("|")})+$`);
var PIN_VERBS = new Set("say says said contain contains hold holds list lists declare declares pin pins pinned require requires specify specifies set sets compile compiles deploy deploys target targets start starts open opens".split(" ").map(termOfWord));
function isPinFile(term) {
  return /\.[a-z0-9_-]+$/.test(term) || !term.includes("/") && /fil(e)?$/.test(term);
}
function withoutPinPlaces(terms, q, c, other) {
  const written2 = q.written.toLowerCase();
  const files = [...terms.keys()].filter((t) => isPinFile(t) && !sameBaseElsewhere(t, other));
  const out = /* @__PURE__ */ new Map();
  for (const t of terms.keys()) {
    const w = terms.get(t);
    if (PIN_PLACES.has(t) || PIN_NAME.test(t) || PIN_VERBS.has(t) || c.verbs.has(t) || WHOLE_PROJECT_STEMS.has(t) || t.length >= 3 && written2.includes(t)) continue;
    if (files.includes(t) || t.length >= 4 && files.some((f) => f.startsWith(`.${t}`) || f.includes(`${t}`)) || files.some((f) => f.slice(f.lastIndexOf("/") + 1).split(".").includes(t))) continue;
    out.set(t, w);
  }
  return out;
}
function sameBaseElsewhere(term, other) {
  const kind = term.slice(term.lastIndexOf("."));
  for (const u of other.keys()) if (u !== term && isPinFile(u) && u.slice(u.lastIndexOf(".")) === kind) return true;
  return false;
}
function keyNamedAlike(a, b, p, c, older, newer) {
  const keyA = keyNamedBy(a, p, c);
  const keyB = keyA === void 0 ? keyNamedBy(b, c, p) : void 0;
  if (keyA === void 0 && keyB === void 0) return false;
  if (p.terms.has(DEFAULT) !== c.terms.has(DEFAULT) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const [key, keyed, prose2] = keyA === void 0 ? [keyB, c, p] : [keyA, p, c];
  const x = keyA === void 0 ? subjectOf(a) : withoutTerms(subjectOf(a), /* @__PURE__ */ new Set([keyA]));
  const y = keyB === void 0 ? subjectOf(b) : withoutTerms(subjectOf(b), /* @__PURE__ */ new Set([keyB]));
  const own = keyed === p ? x : y;
  for (const t of own.keys()) if (!keyed.tokens.some((k) => k.terms[0] === key && k.terms.includes(t)) && !prose2.terms.has(t) && !isPinFile(t) && termWeight(t) > 0 && !keyed.verbs.has(t)) return false;
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: keyA === void 0 ? p : headless(p), b: keyB === void 0 ? c : headless(c) });
}
var DEFAULT = termOfWord("default");
function isSourceFile(term) {
  const dot = term.lastIndexOf(".");
  return dot > 0 && FILE_EXTENSIONS.has(term.slice(dot + 1));
}
function sharedFile(p, c) {
  for (const t of p.tokens) {
    const path = t.terms[0];
    if (path !== void 0 && isSourceFile(path) && c.tokens.some((u) => u.terms[0] === path)) return path;
  }
  for (const [files, names] of [[p, c], [c, p]]) {
    for (const f of files.terms.keys()) {
      if (!isSourceFile(f) || !f.includes("/")) continue;
      const folder = f.slice(0, f.lastIndexOf("/")).split("/").pop();
      for (const t of names.terms.keys()) if (folder.length >= 3 && t.startsWith(`${folder}.`) && !isSourceFile(t)) return f;
      const base = f.slice(f.lastIndexOf("/") + 1, f.lastIndexOf("."));
      if (base.length >= 5 && /[_-]/.test(base) && names.tokens.some((u) => u.kind === "code" && u.terms[0] === base)) return f;
    }
  }
  return null;
}
function saysDefault(c) {
  return c.tokens.some((t) => t.kind === "word" && t.terms[0] === DEFAULT);
}
var HOLDERS = new Set("client instance object wrapper helper module class constructor factory config configuration setup args arguments options params settings".split(" ").map(termOfWord));
function isHolder(term) {
  if (HOLDERS.has(term)) return true;
  const parts = term.split(/[_.]/);
  return parts.length > 1 && parts.every((x) => HOLDERS.has(termOfWord(x)) || termOfWord(x) === DEFAULT);
}
function fileOwned(a, b, p, c, older, newer) {
  if (!(a.written.includes("=") || a.written.includes(":") || b.written.includes("=") || b.written.includes(":") || a.key.length > 0 || b.key.length > 0 || a.setting !== void 0 || b.setting !== void 0)) return false;
  const kindOk = sameSetting(a, b) !== null || a.dim === "duration" && a.kinds !== null && b.kinds !== null && kindsAgree(a.kinds, b.kinds) || a.dim === "count" && a.key.length > 0 && quantityKeysMatch(a, b);
  if (!kindOk) return false;
  const file = sharedFile(p, c);
  if (file === null) return false;
  if (saysDefault(p) !== saysDefault(c) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const ownWords = (q, other) => {
    const out = [];
    for (const t of subjectOf(q).keys()) {
      if (other.terms.has(t) || GENERIC_STEMS.has(t) || termWeight(t) === 0 || t.length >= 3 && file.includes(t) || isSourceFile(t) || q.naming.includes(t) || q.key.includes(t)) continue;
      out.push(t);
    }
    return out;
  };
  const x = ownWords(a, c);
  const y = ownWords(b, p);
  return x.length === 0 || y.length === 0 || x.every(isHolder) || y.every(isHolder);
}
function keyNamedBy(q, c, other) {
  for (const t of c.tokens) {
    if (t.kind !== "code" || t.terms.length === 0 || !q.subject.has(t.terms[0]) && !q.written.includes(t.raw.replace(/^`|`$/g, ""))) continue;
    const parts = t.raw.includes("=") || t.raw.includes(":") ? partsOf2(splitIdentifier(t.raw.replace(/\s*[:=].*$/, "")).join("_").toLowerCase()) : keyParts(t);
    if (parts.length < 2 || !parts.some(([p, s]) => QUANTITY_PREDICATE_STEMS.has(s) || durationKindOf(p) !== void 0)) continue;
    if (partsExplained(parts, proseTerms(other))) return t.terms[0];
  }
  return void 0;
}
var HEADLESS = /* @__PURE__ */ new WeakMap();
function headless(c) {
  let copy = HEADLESS.get(c);
  if (copy === void 0) {
    copy = withoutHead(c);
    HEADLESS.set(c, copy);
  }
  return copy;
}
function unownedAgrees(a, b, older, newer) {
  const x = subjectOf(a);
  const y = subjectOf(b);
  const emptyX = onlyGeneral(x);
  const emptyY = onlyGeneral(y);
  if (emptyX === emptyY) return false;
  return emptyX ? ownerAlsoNamed(y, older.terms) && !valuedElsewhere(y, a, older) : ownerAlsoNamed(x, newer.terms) && !valuedElsewhere(x, b, newer);
}
function valuedElsewhere(owner, q, text) {
  for (const c of text.clauses) {
    for (const r of c.quantities) {
      if (r === q || r.dim !== q.dim) continue;
      for (const t of owner.keys()) if (!GENERIC_STEMS.has(t) && r.subject.has(t)) return true;
    }
  }
  return false;
}
function ownerAlsoNamed(owner, text) {
  for (const t of owner.keys()) if (!GENERIC_STEMS.has(t) && !text.has(t)) return false;
  return true;
}
function restOfClause(c, q, naming) {
  const own = new Set(naming);
  for (let i = q.first; i <= q.last; i++) for (const t of c.tokens[i]?.terms ?? []) own.add(t);
  return withoutTerms(c.terms, own);
}
function countedNoun(q) {
  return q.key.length === 1 && /^[a-z]+$/.test(q.key[0]) ? q.key : NO_STRINGS_LIST;
}
var NO_STRINGS_LIST = [];
function ownHead(c, q, other) {
  const head = c.head;
  if (head === null || head.kind !== "code" || !headNamedIn(c, other)) return false;
  const at = c.tokens.indexOf(head);
  const name = head.terms[0];
  if (name === void 0) return false;
  if (isFileName(name) && !(at >= q.first && at <= q.last)) return placeHead(c, other.terms);
  if (!(at >= q.first && at <= q.last) && !q.key.includes(name) && !(q.namedBy?.includes(at) ?? false) && !q.written.includes(head.raw.trim())) return false;
  const files = fileTerms(c);
  for (const t of subjectOf(q).keys()) {
    if (head.terms.includes(t) || files?.has(t) || other.terms.has(t) || GENERIC_STEMS.has(t) || termWeight(t) === 0) continue;
    return false;
  }
  return true;
}
function headNamedIn(c, other) {
  const head = other.head;
  if (head === null) return true;
  for (const t of head.terms) if (!c.terms.has(t) && !GENERIC_STEMS.has(t)) return false;
  return true;
}
function headNaming(c, q) {
  return c.head !== null && q.namedBy !== void 0 && q.namedBy.includes(c.tokens.indexOf(c.head));
}
function withoutTerms(terms, drop) {
  let out = null;
  for (const t of terms.keys()) if (drop.has(t)) (out ??= new Map(terms)).delete(t);
  return out ?? terms;
}
function isSetting(q) {
  return q.dim === "count" && q.key.length > 0 && q.bound === null && /(?:[=:]|[\w-]\s)\s*\d+$/.test(q.written);
}
function spacedSetting(q) {
  return !/[=:]\s*\d+$/.test(q.written);
}
var SETTING_UNITS = { ms: 1, millis: 1, s: 1e3, sec: 1e3, secs: 1e3, second: 1e3, seconds: 1e3, min: 6e4, mins: 6e4, minutes: 6e4 };
function durationNamed(d, named) {
  if (d.dim !== "duration" || d.former) return false;
  let all = true;
  for (const x of named) if (!saidOf(d, x)) all = false;
  if (all) return true;
  for (const x of named) {
    const kind = durationKindOf(x);
    if (kind === void 0 || d.kinds !== null && !d.kinds.has(kind)) continue;
    for (const y of named) if (y !== x && saidOf(d, y)) return true;
  }
  return false;
}
function settingNamedOnBoth(a, b, p, c, older, newer) {
  const nameA = settingNameOf(a, p);
  const nameB = settingNameOf(b, c);
  if (nameA === null && nameB === null) return spelledNameOnBoth(a, b, p, c, older, newer);
  const shared = nameA !== null && nameB !== null ? sameSettingName(nameA, nameB) : nameA !== null ? namedInCode(c, nameA) : namedInCode(p, nameB);
  if (!shared) return spelledNameOnBoth(a, b, p, c, older, newer);
  return namedSettingAlike(a, b, p, c, older, newer, nameA ?? nameB);
}
function spelledNameOnBoth(a, b, p, c, older, newer) {
  const rawA = codeNameBefore(a, p);
  if (rawA !== null && spelledBefore(c, b, rawA)) return namedSettingAlike(a, b, p, c, older, newer, rawA.toLowerCase(), rawA.toLowerCase());
  const rawB = codeNameBefore(b, c);
  return rawB !== null && spelledBefore(p, a, rawB) && namedSettingAlike(a, b, p, c, older, newer, rawB.toLowerCase(), rawB.toLowerCase());
}
function codeNameBefore(q, c) {
  const written2 = SETTING_ASSIGNED.exec(q.written)?.[1];
  if (written2 !== void 0 && written2.length < q.written.length) return inCode(c, q, written2) ? written2 : null;
  for (let i = q.first - 1; i >= 0 && i >= q.first - 6; i--) {
    const t = c.tokens[i];
    if (t.kind === "number" || t.kind === "punct") return null;
    if (t.kind !== "code") continue;
    const raw = t.raw.trim().replace(/^-+/, "");
    return /^[A-Za-z_][\w.]*$/.test(raw) && !isFileName(raw.toLowerCase()) ? raw : null;
  }
  return null;
}
function namedSettingAlike(a, b, p, c, older, newer, name, spelled2 = null) {
  if (contrastedSides(older.terms, newer.terms) || saysDefault(p) !== saysDefault(c)) return false;
  if (folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC)) return false;
  if (ownCodeName2(older, newer, name, false, spelled2 === null ? "" : a.written) && ownCodeName2(newer, older, name, false, spelled2 === null ? "" : b.written)) return false;
  if (qualifierOwn(older.terms, newer.terms) || qualifierOwn(newer.terms, older.terms)) return false;
  if (ownPossessive(older, newer) || ownPossessive(newer, older)) return false;
  const verbs = bothVerbs(p, c);
  if (spelled2 !== null) return !(ownWordIn(p, a, newer, verbs, false, p.tokens.length, spelled2) && ownWordIn(c, b, older, verbs, false, c.tokens.length, spelled2));
  return !(ownWordIn(p, a, newer, verbs, false, a.first) && ownWordIn(c, b, older, verbs, false, b.first));
}
function ownPossessive(text, other) {
  for (const d of text.clauses)
    for (const t of d.tokens) {
      if (t.kind !== "word" || !/['’]s?$/.test(t.raw) || t.terms.length === 0) continue;
      for (const x of t.terms) if (!other.terms.has(x) && !GENERIC_STEMS.has(x) && termWeight(x) > 0) return true;
    }
  return false;
}
function qualifierOwn(x, y) {
  for (const t of x.keys()) if (QUALIFIERS.has(t) && !y.has(t)) return true;
  return false;
}
var SETTING_ASSIGNED = /([A-Za-z_][\w.-]*[A-Za-z0-9_])\s*(?:=|:|\s)\s*['"]?(?:>=|\^|~)?\d/;
function settingNameOf(q, c) {
  const written2 = SETTING_ASSIGNED.exec(q.written)?.[1];
  if (written2 !== void 0 && written2.length < q.written.length) return inCode(c, q, written2) ? settingName(written2) : null;
  for (let i = q.first - 1; i >= 0 && i >= q.first - 3; i--) {
    const t = c.tokens[i];
    if (t.kind === "code") return /^[\w.-]+$/.test(t.raw.trim()) ? settingName(t.raw.trim()) : null;
  }
  return null;
}
function inCode(c, q, written2) {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === "code" && c.tokens[i].raw.includes(written2)) return true;
  return false;
}
function settingName(raw) {
  const name = raw.replace(/^-+/, "").toLowerCase();
  if (name.length < 4 || isFileName(name) || /^\d/.test(name)) return null;
  const leaf = name.slice(name.lastIndexOf(".") + 1);
  if (durationKindOf(leaf) !== void 0 || QUANTITY_PREDICATE_STEMS.has(termOfWord(leaf)) || GENERIC_STEMS.has(termOfWord(leaf)) || isUnitWord(leaf) || BOUND_PARTS2.has(leaf)) return null;
  return name;
}
function sameSettingName(x, y) {
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}
function spelledBefore(c, q, name) {
  const words3 = [];
  for (const part of splitIdentifier(name.slice(name.lastIndexOf(".") + 1))) {
    const w = part.toLowerCase();
    if (BOUND_PARTS2.has(w) || isUnitWord(w) || UNIT_SUFFIXES.has(w)) continue;
    words3.push(termOfWord(w));
  }
  if (words3.length < 2) return false;
  const tokens = c.tokens;
  for (let i = 0; i + words3.length <= q.first; i++) {
    let j = 0;
    while (j < words3.length && tokens[i + j].kind === "word" && tokens[i + j].terms.includes(words3[j])) j++;
    if (j === words3.length) return true;
  }
  return false;
}
var UNIT_SUFFIXES = /* @__PURE__ */ new Set(["ms", "sec", "secs", "mb", "kb", "gb", "mib", "kib", "gib", "pct", "hz", "bytes"]);
function namedInCode(c, name) {
  for (const t of c.tokens) {
    if (t.kind !== "code") continue;
    for (const part of t.raw.toLowerCase().split(/[^\w.-]+/)) if (part !== "" && sameSettingName(part.replace(/^-+/, ""), name)) return true;
  }
  return false;
}
function ownCodeName2(text, other, name, paths = false, value = "") {
  for (const d of text.clauses)
    for (const t of d.tokens) {
      const term = t.terms[0];
      if (t.kind !== "code" || term === void 0 || isFileName(term) || other.terms.has(term) || paths && term.includes("/")) continue;
      if (value !== "" && value.includes(t.raw)) continue;
      if (t.raw.toLowerCase().includes(name)) continue;
      return true;
    }
  return false;
}
function nameSaidOf(q, d) {
  const name = q.key[0];
  if (name === void 0) return false;
  const leaf = name.slice(name.lastIndexOf(".") + 1);
  for (const x of leaf === name ? [name] : [name, leaf]) {
    if (x.length < 4 || durationKindOf(x) !== void 0 || QUANTITY_PREDICATE_STEMS.has(termOfWord(x)) || isUnitWord(x)) continue;
    if (d.subject.has(x) || d.subject.has(termOfWord(x))) return true;
  }
  return false;
}
function saidOf(d, x) {
  return d.subject.has(termOfWord(x)) || d.subject.has(x);
}
function asDuration(q, others) {
  if (!isSetting(q)) return null;
  let unit;
  const named = [];
  for (const k of q.key)
    for (const x of k.split(/[._-]/)) {
      const u = SETTING_UNITS[x];
      if (u !== void 0) unit ??= u;
      else if (x.length > 1) named.push(x);
    }
  const durations = [];
  const spaced = spacedSetting(q);
  if (named.length > 0) {
    for (const { q: d } of others) if (!spaced && durationNamed(d, named) || d.dim === "duration" && !d.former && nameSaidOf(q, d)) durations.push(d);
  }
  if (durations.length === 0) return null;
  const readings = unit !== void 0 ? [q.value * unit] : [q.value * 1e3, q.value, q.value * 6e4];
  const value = readings.find((r) => durations.some((d) => Math.abs(d.value - r) < 1e-6)) ?? readings[0];
  const subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  const duration = copyStated(q);
  duration.dim = "duration";
  duration.value = value;
  duration.key = [];
  duration.kinds = null;
  duration.subject = subject;
  duration.measured = null;
  return duration;
}
var SIZE_NAME_UNITS = { bytes: 1, kb: 1024, kib: 1024, mb: 1024 ** 2, mib: 1024 ** 2, gb: 1024 ** 3, gib: 1024 ** 3 };
var SIZE_READINGS = [1, 1024, 1024 ** 2, 1e3, 1e6];
function asSize(q, others) {
  if (!isSetting(q) || spacedSetting(q)) return null;
  let unit;
  for (const k of q.key) for (const x of k.split(/[._-]/)) unit ??= SIZE_NAME_UNITS[x];
  const sizes = [];
  for (const { q: d } of others) if (d.dim === "size" && !d.former && nameSaidOf(q, d)) sizes.push(d);
  if (sizes.length === 0) return null;
  let value = q.value * (unit ?? 1);
  if (unit === void 0) {
    for (const r of SIZE_READINGS) if (sizes.some((d) => d.value === q.value * r || d.alt === q.value * r)) value = q.value * r;
  }
  const size = copyStated(q);
  size.dim = "size";
  size.value = value;
  size.alt = void 0;
  size.key = NO_STRINGS_LIST;
  size.kinds = null;
  const subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  size.subject = subject;
  size.measured = null;
  return size;
}
function countOfRate(q) {
  const assigned = q.dim === "count" && q.key.length > 0 && /[=:]\s*\d+$/.test(q.written);
  return q.setting !== void 0 && (assigned || q.dim === "count" && q.key.length === 0 && q.bound === null) && catalogueQuantity(q.setting)?.dims.has("rate") === true;
}
var RATE_PERIODS = [1, 60, 3600, 86400];
function asRate(q, others) {
  if (!countOfRate(q)) return null;
  const rates = others.map(({ q: r }) => r).filter((r) => r.dim === "rate" && !r.former && r.setting !== void 0 && sameCatalogueQuantity(q.setting, r.setting));
  if (rates.length === 0) return null;
  const readings = RATE_PERIODS.map((p) => q.value / p);
  const value = readings.find((v) => rates.some((r) => Math.abs(r.value - v) <= 1e-9 * Math.max(1, v))) ?? readings[0];
  const rate = copyStated(q);
  rate.dim = "rate";
  rate.value = value;
  rate.key = NO_STRINGS_LIST;
  rate.measured = null;
  return rate;
}
function perSecond(q) {
  if (q.former || !(q.value > 0)) return null;
  if (q.dim === "rate") return q.key.length > 0 && (q.key[0].endsWith("-per-second") || DATA_WORDS.has(q.key[0]) || isUnitWord(q.key[0])) ? null : q.value;
  if (q.dim !== "count" || q.setting === void 0 || q.value < 1 || catalogueQuantity(q.setting)?.dims.has("rate") !== true) return null;
  return q.value;
}
var DATA_WORDS = /* @__PURE__ */ new Set(["bit", "byte", "octet"]);
function somePeriodic(list) {
  let found;
  for (const { q } of list) {
    if (q.period === void 0 || q.former) continue;
    if (q.period === "hz") return "hz";
    if (q.period === "often" || found === void 0) found = q.period;
  }
  return found;
}
function asFrequency(q, others) {
  if (q.dim === "duration") return null;
  const periodic = somePeriodic(others);
  if (periodic === void 0 || periodic !== "hz" && (q.dim !== "rate" || q.bound !== null || q.scope !== void 0 || q.setting !== void 0)) return null;
  const times = perSecond(q);
  if (times === null) return null;
  const period = copyStated(q);
  period.dim = "duration";
  period.value = 1e3 / times;
  period.period = periodic === "hz" ? "hz" : "often";
  period.key = NO_STRINGS_LIST;
  period.alt = void 0;
  period.kinds = null;
  period.measured = null;
  return period;
}
var COUNT_BIT = 1 << DIMS.indexOf("count");
var VERSION_LEADS = /* @__PURE__ */ new Set(["on", "to", "from"]);
var DOTTED = /^\d+\.\d+(?:\.\d+)?$/;
function bareDotted(q, c) {
  if (q.dim !== "count" || q.former || q.key.length > 0 || q.setting !== void 0 || q.bound !== null || !DOTTED.test(q.written)) return false;
  const next = c.tokens[q.last + 1];
  return VERSION_LEADS.has(c.tokens[q.first - 1]?.norm ?? "") && c.tokens[q.first - 2]?.norm !== "up" && (next === void 0 || next.kind === "punct");
}
function asToolVersion(q, others) {
  for (const { q: r } of others) {
    if (r.dim !== "version" || r.former || r.key.length === 0 || !r.key.some((k) => q.subject.has(k))) continue;
    const version = copyStated(q);
    version.dim = "version";
    version.value = NaN;
    version.parts = q.written.split(".").map(Number);
    version.key = r.key;
    version.measured = null;
    return version;
  }
  return null;
}
function versionsOfTool(list, a) {
  const out = [];
  for (const { q, c } of list) out.push({ q: bareDotted(q, c) ? asToolVersion(q, [{ q: a }]) ?? q : q, c });
  return out;
}
function leftAgrees(a, b, p, q) {
  return leftsAgree(a.left, b.left, a, b, p, q);
}
function leftsAgree(aLeft, bLeft, a, b, p, q) {
  if (aLeft.size === 0 || bLeft.size === 0) return true;
  if (onlyGeneral(aLeft) || onlyGeneral(bLeft)) return true;
  for (const term of aLeft.keys()) if (aLeft.get(term) > 0 && bLeft.has(term)) return true;
  for (const k of a.key) if (bLeft.has(k)) return true;
  for (const k of b.key) if (aLeft.has(k)) return true;
  const named = aliases(p, q, aLeft, bLeft);
  if (named) {
    for (const term of aLeft.keys()) if (named.has(term)) return true;
  }
  return false;
}
function onlyGeneral(terms) {
  for (const t of terms.keys()) if (!GENERIC_STEMS.has(t)) return false;
  return true;
}
function subjectOf(q) {
  let subject = q.measured;
  if (subject) return subject;
  subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  q.measured = subject;
  return subject;
}
function describePair(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return [describe(a), describe(b)];
  if (a.low !== void 0 || b.low !== void 0) {
    const [al, bl] = describePair({ ...a, value: a.low ?? a.value, low: void 0 }, { ...b, value: b.low ?? b.value, low: void 0 });
    const [ah, bh] = describePair({ ...a, low: void 0 }, { ...b, low: void 0 });
    return [a.low !== void 0 ? `${al}\u2013${ah}` : ah, b.low !== void 0 ? `${bl}\u2013${bh}` : bh];
  }
  if (a.dim === "duration") {
    const units = [[864e5, "d"], [36e5, "h"], [6e4, "min"], [1e3, "s"], [1, "ms"]];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, "ms"];
    return [`${round(a.value / size)} ${name}`, `${round(b.value / size)} ${name}`];
  }
  if (a.dim === "size") {
    const units = [[1024 ** 3, "GiB"], [1024 ** 2, "MiB"], [1024, "KiB"], [1, "bytes"]];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, "bytes"];
    return [`${a.value / size} ${name}`, `${b.value / size} ${name}`];
  }
  if (a.dim === "rate") {
    const periods = [[1, "s"], [60, "min"], [3600, "hour"], [86400, "day"]];
    let [per, name] = periods[0];
    for (const [p, n] of periods) {
      if (!wholeCount(a.value * p) || !wholeCount(b.value * p)) continue;
      per = p;
      name = n;
      break;
    }
    return [`${round(a.value * per)}/${name}`, `${round(b.value * per)}/${name}`];
  }
  return [describe(a), describe(b)];
}
function unitOfBoth(units, x, y) {
  for (const unit of units) if (x % unit[0] === 0 && y % unit[0] === 0) return unit;
  return void 0;
}
function wholeCount(x) {
  return Math.abs(x - Math.round(x)) < 1e-6 && Math.round(x) >= 1;
}
function describe(q) {
  switch (q.dim) {
    case "duration":
      return formatDuration(q.value);
    case "size":
      return `${q.value} bytes`;
    case "rate":
      return `${round(q.value)}/s`;
    case "percent":
      return `${q.value}%`;
    case "pixels":
      return frameSides(q)?.join("\xD7") ?? `${q.value}px`;
    case "port":
      return `port ${q.value}`;
    case "clock":
      return `${String(Math.floor(q.value / 60)).padStart(2, "0")}:${String(q.value % 60).padStart(2, "0")}`;
    case "version":
      return `version ${versionText(q.parts ?? [])}`;
    case "text":
      return `"${q.text}"`;
    case "limitless":
      return "no limit";
    default:
      return String(q.value);
  }
}
function round(n) {
  return Number.isInteger(n) ? String(n) : n.toPrecision(4);
}
function formatDuration(ms) {
  if (ms % 864e5 === 0) return `${ms / 864e5} d`;
  if (ms % 36e5 === 0) return `${ms / 36e5} h`;
  if (ms % 6e4 === 0) return `${ms / 6e4} min`;
  if (ms % 1e3 === 0) return `${ms / 1e3} s`;
  return `${ms} ms`;
}
function onlyOfDim(q, text) {
  const list = signalsOf(text).current;
  const copy = !someIs(list, q);
  let before = true;
  for (const { q: r } of list) {
    if (sameStatement(r, q, copy)) before = false;
    else if (r.dim === q.dim && (before || !restates2(r, q))) return false;
  }
  return true;
}
function someIs(list, q) {
  for (const e of list) if (e.q === q) return true;
  return false;
}
function sameStatement(r, q, copy) {
  return r === q || copy && r.first === q.first && r.last === q.last && r.written === q.written;
}
function restates2(r, q) {
  return r !== q && r.dim === q.dim && r.low === void 0 && q.low === void 0 && !r.former && sameValue(r, q);
}
function otherValueIn(c, q) {
  const copy = !c.quantities.includes(q);
  for (const r of c.quantities) if (!sameStatement(r, q, copy) && !restates2(r, q) && !sameWords(r, q)) return true;
  return false;
}
function sameWords(r, q) {
  return r !== q && r.dim !== q.dim && r.first === q.first && r.last === q.last && r.written === q.written;
}
function restatementIn(d, q) {
  for (const r of d.quantities) if (restates2(r, q)) return r;
  return null;
}
function soleValuesMeet(a, b, p, c, older, newer) {
  if (otherValueIn(p, a) || otherValueIn(c, b) || !scopesMeet(a, b, p, c)) return false;
  if (p.index > 0 && subjectOf(a).size === 0 || c.index > 0 && subjectOf(b).size === 0) return false;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC)) return false;
  if (filesP === null !== (filesC === null) && (filesP === null ? ownName(p, newer, a) : ownName(c, older, b))) return false;
  if (saysDefault(p) !== saysDefault(c)) return false;
  if (codeOwnerFor(p, newer) || codeOwnerFor(c, older)) return false;
  if (contrastedSides(older.terms, newer.terms)) return false;
  const verbs = bothVerbs(p, c);
  if (!sharesSpecific(a, b, p, c, older, newer, verbs)) return toolMoved(a, b, c, older, newer, verbs);
  const named = sameSetting(a, b) !== null && !folderOnlyWritten(older, newer, a, b) && !folderOnlyWritten(newer, older, a, b);
  if (!(textOwn(older, p, a, newer, verbs, named && !writtenInCode(b, c)) && textOwn(newer, c, b, older, verbs, named && !writtenInCode(a, p)))) return true;
  return saysChanged(c, b) && !ownerForOwn(p, newer) && !ownerForOwn(c, older) && sharesSpecific(a, b, p, c, older, newer, verbs, true);
}
function toolMoved(a, b, c, older, newer, verbs) {
  return sameTool(a, b) && saysChanged(c, b) && !ownerForOwn(c, older) && !namesPartOfItsOwn(c, b, older, verbs);
}
function namesKey(t, q) {
  if (q.key.includes(t.norm)) return true;
  for (const x of t.terms) if (q.key.includes(x)) return true;
  return false;
}
var WHOLE_PROJECT = new Set("we our us project repo repository codebase monorepo workspace last this sprint week month quarter yesterday today recently".split(" "));
function namesPartOfItsOwn(c, b, other, verbs) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (i >= b.first && i <= b.last || t.kind !== "word" && t.kind !== "code" || WHOLE_PROJECT.has(t.norm) || CHANGED_TO_VERBS.has(t.norm)) continue;
    for (const x of t.terms) {
      if (other.terms.has(x) || termWeight(x) === 0 || b.key.includes(x) || verbs.has(x) || c.verbs.has(x) || GENERIC_STEMS.has(x) || sameName(x, other.terms)) continue;
      return true;
    }
  }
  return false;
}
function ownerForOwn(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code" || !afterFor(tokens, i)) continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !other.terms.has(x) && !sameName(x, other.terms)) return true;
  }
  return false;
}
var CHANGED_TO_VERBS = new Set("reduced raised increased lowered changed bumped cut dropped decreased moved migrated switched ported upgraded downgraded updated extended shortened lengthened tightened relaxed loosened doubled halved".split(" "));
var NOT_CHANGE_BEFORE_NOW = /* @__PURE__ */ new Set(["right", "for", "of", "until", "till", "from", "by", "just"]);
function saysChanged(c, b) {
  if (b.observed) return false;
  const tokens = c.tokens;
  if (c.markers.includes("now")) {
    for (let i = 0; i < tokens.length; i++) if (tokens[i].norm === "now" && !NOT_CHANGE_BEFORE_NOW.has(tokens[i - 1]?.norm ?? "")) return true;
  }
  const first = b.dim === "version" && b.first > 0 && namesKey(tokens[b.first - 1], b) ? b.first - 1 : b.first;
  if (tokens[first - 1]?.norm !== "to") return false;
  for (let i = first - 2; i >= 0 && i >= first - 4; i--) {
    const t = tokens[i];
    if (CHANGED_TO_VERBS.has(t.norm)) return true;
    if (t.kind === "punct" || t.norm === "to") return false;
  }
  return false;
}
function scopesMeet(a, b, p, c) {
  if (a.scope === b.scope) return true;
  if (a.scope === "total" || b.scope === "total" || a.scope !== void 0 && b.scope !== void 0) return false;
  if (a.bound !== b.bound) return false;
  return a.scope !== void 0 ? c.terms.has(a.scope) : p.terms.has(b.scope);
}
function writtenInCode(q, c) {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === "code") return true;
  return false;
}
function sharesSpecific(a, b, p, c, older, newer, verbs, headOnly = false) {
  for (const t of older.terms.keys()) {
    if (!newer.terms.has(t) || t.startsWith("q:") || t.startsWith("ant:") || GENERIC_STEMS.has(t) || verbs.has(t) || termWeight(t) === 0) continue;
    if (QUANTITY_PREDICATE_STEMS.has(t) || NAMELESS.has(t) || generalKind(t) || inValue(t, a, p) || inValue(t, b, c)) continue;
    if (isInFolder(p, t) || isInFolder(c, t)) continue;
    if (a.key.includes(t) || b.key.includes(t)) continue;
    if (headOnly && (!headIn(p, t) && !headIn(c, t) || inPhraseOnly(p, t) && inPhraseOnly(c, t) || ownBefore(p, t, newer) && ownBefore(c, t, older))) continue;
    return true;
  }
  return false;
}
function headIn(c, term) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code" || !t.terms.includes(term)) continue;
    if (t.kind === "code" && isFileName(t.terms[0])) continue;
    if (!beforeNoun2(c, tokens[i + 1])) return true;
  }
  return false;
}
var PHRASE_PREPOSITIONS = /* @__PURE__ */ new Set(["for", "in", "on", "at", "of", "to", "from", "with", "by", "across", "within", "inside", "under"]);
function inPhraseOnly(c, term) {
  const tokens = c.tokens;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code" || !t.terms.includes(term)) continue;
    seen = true;
    let opened = false;
    for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
      const u = tokens[j];
      if (PHRASE_PREPOSITIONS.has(u.norm)) {
        opened = true;
        break;
      }
      if (u.kind !== "word" && u.kind !== "code" || c.verbs.has(u.terms[0] ?? "")) break;
    }
    if (!opened) return false;
  }
  return seen;
}
function ownBefore(c, term, other) {
  const tokens = c.tokens;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code" || !t.terms.includes(term)) continue;
    const before = tokens[i - 1];
    if (before === void 0 || before.kind !== "word" && before.kind !== "code" || before.terms.length === 0) return false;
    for (const x of before.terms) if (termWeight(x) === 0 || other.terms.has(x) || sameName(x, other.terms)) return false;
    seen = true;
  }
  return seen;
}
function beforeNoun2(c, next) {
  if (next === void 0 || next.kind !== "word" || next.terms.length === 0) return false;
  for (const x of next.terms) if (c.verbs.has(x) || termWeight(x) === 0) return false;
  return true;
}
function inValue(term, q, c) {
  for (let i = q.first; i <= q.last; i++) if (c.tokens[i]?.kind === "word" && c.tokens[i].terms.includes(term)) return true;
  return false;
}
function textOwn(text, c, q, other, verbs, named = false) {
  for (const d of text.clauses) if (ownWordIn(d, d === c ? q : restatementIn(d, q), other, verbs, named)) return true;
  return false;
}
function ownWordIn(c, q, other, verbs, named = false, until = c.tokens.length, spelled2 = null) {
  const tokens = c.tokens;
  for (let i = 0; i < until; i++) {
    const t = tokens[i];
    if (t.kind !== "word" && t.kind !== "code") continue;
    if (q !== null && i >= q.first && i <= q.last && (t.kind !== "code" || named && SETTING_SPAN.test(t.raw.trim()) || !partOwn(t.terms, other))) continue;
    if (named && q !== null && q.namedBy?.includes(i) === true) continue;
    if (t.kind === "code" && t.terms.length > 0 && (other.terms.has(t.terms[0]) || isFileName(t.terms[0]) && (spelled2 !== null || !fileOwn(t.terms, other)))) continue;
    if (spelled2 !== null && t.kind === "code" && t.raw.toLowerCase().includes(spelled2)) continue;
    if (t.kind === "word" && (t.norm === "connection" ? tokens[i + 1]?.norm === "string" : t.norm === "string" && tokens[i - 1]?.norm === "connection")) continue;
    if (t.kind === "word" && (isUnitWord(t.norm) || VERB_PARTICLES.has(t.norm) && verbBefore(c, i))) continue;
    const owner = afterFor(tokens, i);
    for (const x of t.terms) {
      if (other.terms.has(x) || termWeight(x) === 0 || x.startsWith("ant:") || NAMELESS.has(x)) continue;
      if (!owner && (QUANTITY_PREDICATE_STEMS.has(x) || generalKind(x))) continue;
      if (verbs.has(x) && !owner && !(i > 0 && t.kind === "word" && /^[A-Z]/.test(t.raw))) continue;
      if (sameName(x, other.terms) || oneNameTwoWays(c, i, other)) continue;
      if (GENERIC_STEMS.has(x) && !owner && !QUALIFIERS.has(x) && q?.dim !== "version" && !beforeShared(tokens, i, other) && !endsPhrase(tokens, i)) continue;
      if (t.kind === "word" && agentOrActivityIn(t, x, other)) continue;
      if (t.kind === "code" ? codeSpelled(t.terms, other) : spellsCodeIn(c, i, other)) break;
      return true;
    }
  }
  return false;
}
var SHORT_NAME = /^[A-Za-z]{2,5}$/;
var AGENT_ENDING = /[a-z]ers?$/;
var ACTIVITY_ENDING = /[a-z](?:ing|ed)$/;
function agentOrActivityIn(t, x, other) {
  const agent = AGENT_ENDING.test(t.norm);
  if (!agent && !ACTIVITY_ENDING.test(t.norm)) return false;
  for (const d of other.clauses)
    for (const u of d.tokens) {
      if (u.kind !== "word" || u.terms.length !== 1) continue;
      const y = u.terms[0];
      if (agent ? ACTIVITY_ENDING.test(u.norm) && agentStemOf(x, y) : AGENT_ENDING.test(u.norm) && agentStemOf(y, x)) return true;
    }
  return false;
}
function agentStemOf(agent, verb2) {
  if (verb2.length < 4 || !agent.startsWith(verb2)) return false;
  const rest = agent.length - verb2.length;
  if (rest === 0) return true;
  if (!agent.endsWith("er")) return false;
  return rest === 2 || rest === 3 && agent[verb2.length] === verb2[verb2.length - 1];
}
var VERB_PARTICLES = /* @__PURE__ */ new Set(["off", "out", "up", "down"]);
function verbBefore(c, i) {
  const before = c.tokens[i - 1];
  if (before === void 0 || before.kind !== "word") return false;
  for (const x of before.terms) if (c.verbs.has(x)) return true;
  return false;
}
var PLAIN_PART = /^[a-z]{4,}$/;
function codeSpelled(terms, other) {
  if (terms.length < 3) return false;
  for (const d of other.clauses) if (spelledRun(terms, d, -1)) return true;
  return false;
}
function spellsCodeIn(c, i, other) {
  for (const d of other.clauses)
    for (const t of d.tokens) if (t.kind === "code" && t.terms.length >= 3 && spelledRun(t.terms, c, i)) return true;
  return false;
}
function spelledRun(terms, c, at) {
  const n = terms.length - 1;
  const tokens = c.tokens;
  for (let j = at < 0 ? 0 : Math.max(0, at - n + 1); j + n <= tokens.length && (at < 0 || j <= at); j++) {
    let cut2 = false;
    let k = 0;
    for (; k < n; k++) {
      const t = tokens[j + k];
      const part = terms[k + 1];
      if (t.kind !== "word" || t.terms.length === 0) break;
      const x = t.terms[0];
      if (x === part) continue;
      if (!PLAIN_PART.test(part) || x.length <= part.length || !x.startsWith(part)) break;
      cut2 = true;
    }
    if (k === n && cut2) return true;
  }
  return false;
}
function oneNameTwoWays(c, i, other) {
  const t = c.tokens[i];
  if (SHORT_NAME.test(t.raw)) {
    const letters = t.raw.toLowerCase();
    for (const d of other.clauses) if (expansionOf(d, letters) !== void 0) return true;
  }
  if (t.kind !== "word") return false;
  for (const d of other.clauses)
    for (const acronym of d.acronyms) {
      if (c.acronyms.has(acronym)) continue;
      const run = expansionOf(c, acronym);
      if (run !== void 0 && t.terms.every((x) => run.includes(x))) return true;
    }
  return false;
}
var SETTING_SPAN = /^[-\w.[\]]+(?:\s*[:=]\s*[^\s]+)?$/;
function codeOwnerFor(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const term = t.terms[0];
    if (t.kind !== "code" || term === void 0 || isFileName(term) || other.terms.has(term) || !afterFor(tokens, i)) continue;
    return true;
  }
  return false;
}
function afterFor(tokens, i) {
  for (let j = i - 1; j >= 0 && i - j <= 3; j--) {
    const t = tokens[j];
    if (t.norm === "for") return true;
    if (t.kind !== "word" && t.kind !== "code") return false;
  }
  return false;
}
function endsPhrase(tokens, i) {
  const next = tokens[i + 1];
  return next === void 0 || next.kind === "punct";
}
function beforeShared(tokens, i, other) {
  const next = tokens[i + 1];
  if (next === void 0 || next.kind !== "word" && next.kind !== "code") return false;
  for (const x of next.terms) if (other.terms.has(x)) return true;
  return false;
}
function partOwn(terms, other) {
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k];
    if (other.terms.has(x) || sameName(x, other.terms) || QUANTITY_PREDICATE_STEMS.has(x) || NAMELESS.has(x) || GENERIC_STEMS.has(x) || durationKindOf(x) !== void 0 || isUnitWord(x) || termWeight(x) === 0) continue;
    return true;
  }
  return false;
}
function fileOwn(terms, other) {
  let own = false;
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k];
    if (other.terms.has(x) || sameName(x, other.terms)) return false;
    if (!GENERIC_STEMS.has(x) && !NAMELESS.has(x) && !FILE_EXTENSIONS.has(x) && termWeight(x) > 0) own = true;
  }
  return own;
}
function generalKind(x) {
  const kind = durationKindOf(x);
  return kind !== void 0 && (kind !== "timeout" || x === "timeout");
}
var NAMELESS = new Set(
  "file files config configuration setting settings value option options thing data version default param parameter argument property attribute field entry flag flags type way part set utc gmt tz timezone".split(" ").map(termOfWord)
);
function sharesFile(x, y) {
  for (const t of x) {
    if (y.has(t)) return true;
    for (const u of y) if ((!t.includes("/") || !u.includes("/")) && baseName(t) === baseName(u)) return true;
  }
  return false;
}
function baseName(path) {
  return path.slice(path.lastIndexOf("/") + 1);
}
function textFiles(text) {
  let files = TEXT_FILES.get(text);
  if (files === void 0) TEXT_FILES.set(text, files = readTextFiles(text));
  return files;
}
var TEXT_FILES = /* @__PURE__ */ new WeakMap();
function readTextFiles(text) {
  let out = null;
  for (const d of text.clauses)
    for (const t of d.tokens) {
      const path = t.terms[0];
      if (path !== void 0 && isFileName(path)) (out ??= /* @__PURE__ */ new Set()).add(path);
    }
  return out;
}
function namedSettingHit(older, newer) {
  const x = (signalsOf(older).dims & NAMED_SETTING) !== 0 ? boundSettings(older) : null;
  const y = (signalsOf(newer).dims & NAMED_SETTING) !== 0 ? boundSettings(newer) : null;
  if (x === null && y === null) return null;
  if (x !== null && y !== null)
    for (const [name, as] of x) {
      let bs;
      for (const [other, list] of y) if (sameSettingName(name, other) || sameSettingName(other, name)) bs = list;
      if (bs === void 0 || !settingLike(as, bs)) continue;
      const hit = boundHit(name, as, bs, older, newer);
      if (hit !== null) return hit;
    }
  return (x !== null ? proseHit(x, y, true, older, newer) : null) ?? (y !== null ? proseHit(y, x, false, older, newer) : null);
}
function proseHit(coded, other, codedIsOlder, older, newer) {
  for (const name of proseNames(codedIsOlder ? older : newer)) {
    if (other?.has(name) === true) continue;
    const said = proseBound(codedIsOlder ? newer : older, name);
    if (said === void 0) continue;
    const hit = codedIsOlder ? boundHit(name, coded.get(name), said, older, newer) : boundHit(name, said, coded.get(name), older, newer);
    if (hit !== null) return hit;
  }
  const codedText = codedIsOlder ? older : newer;
  const proseText = codedIsOlder ? newer : older;
  for (const named of partNames(codedText)) {
    if (other?.has(named.name) === true) continue;
    const said = partsBound(proseText, named);
    if (said === void 0) continue;
    const own = partsBound(codedText, named);
    const values = own === void 0 ? coded.get(named.name) : [...coded.get(named.name), ...own];
    const hit = codedIsOlder ? boundHit(named.name, values, said, older, newer) : boundHit(named.name, said, values, older, newer);
    if (hit !== null) return hit;
  }
  return null;
}
var THING_NAME_PARTS = new Set("port pool batch buffer workers threads jobs steps step retries attempts".split(" "));
var PART_NAMES = /* @__PURE__ */ new WeakMap();
var NO_PART_NAMES = [];
function partNames(text) {
  let out = PART_NAMES.get(text);
  if (out !== void 0) return out;
  out = NO_PART_NAMES;
  for (const [name, list] of boundSettings(text) ?? NO_BOUND) {
    if (!list.some((b) => b.assigned)) continue;
    const parts = settingNameWords(list[0].name).map((x) => x.toLowerCase());
    if (parts.length < 2) continue;
    const last = parts[parts.length - 1];
    const unitDim = NAME_DURATION_UNITS[last] !== void 0 || last === "hz" ? "duration" : SIZE_NAME_UNITS[last] !== void 0 ? "size" : null;
    const owners = [];
    const kinds = /* @__PURE__ */ new Set();
    let timed = false;
    let specific = false;
    for (const part of unitDim === null ? parts : parts.slice(0, -1)) {
      const stem2 = termOfWord(part);
      const kind = durationKindOf(part);
      if (kind !== void 0) kinds.add(kind);
      if (kind !== void 0 || part === "age") timed = true;
      if (part.length < 2 || /\d/.test(part) || BOUND_PARTS2.has(part) || isUnitWord(part) || kind !== void 0 && part !== "idle") continue;
      const thing = THING_NAME_PARTS.has(part);
      if (QUANTITY_NAME_PARTS.has(part) && !thing) continue;
      owners.push(stem2);
      if (!thing && !QUANTITY_PREDICATE_STEMS.has(stem2) && !GENERIC_STEMS.has(stem2) && termWeight(stem2) > 0) specific = true;
    }
    if (!specific && owners.length < 2) continue;
    out = [...out, { name, written: list[0].name, owners, stems: new Set(parts.map(termOfWord)), unitDim, timed, kinds }];
  }
  PART_NAMES.set(text, out);
  return out;
}
function namedInWords(c, stem2) {
  for (const t of c.tokens) if (t.kind === "word" && t.terms.includes(stem2)) return true;
  return false;
}
function countsNamed(q, c, stems2) {
  if (q.key.length === 0) return false;
  for (let i = q.first; i <= q.last + 1 && i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "word" && t.terms.some((x) => stems2.has(x))) return true;
  }
  return false;
}
function partsBound(text, named) {
  let out;
  for (const { q, c } of signalsOf(text).current) {
    if (q.dim === "version" || q.dim === "text" || writtenInCode(q, c)) continue;
    if (!named.owners.every((x) => namedInWords(c, x))) continue;
    if (q.dim === "duration" && q.kinds !== null && named.kinds.size > 0 && ![...q.kinds].some((k) => named.kinds.has(k))) continue;
    const spelled2 = spelledBefore(c, q, named.written);
    const kind = named.unitDim !== null ? q.dim === named.unitDim : q.dim === "duration" ? named.timed || spelled2 : q.dim === "port" ? named.stems.has("port") : q.dim === "percent" ? spelled2 : q.dim === "count" && countsNamed(q, c, named.stems);
    if (kind) (out ??= []).push({ q, c, assigned: false, name: named.written, spelled: spelled2 });
  }
  return out;
}
var PROSE_NAMES = /* @__PURE__ */ new WeakMap();
var NO_NAMES = [];
function proseNames(text) {
  let out = PROSE_NAMES.get(text);
  if (out !== void 0) return out;
  out = NO_NAMES;
  for (const [name, list] of boundSettings(text) ?? NO_BOUND) {
    if (!list.some((b) => b.assigned) || !/^[a-z]+$/.test(name) || BOUND_PARTS2.has(name)) continue;
    const stem2 = termOfWord(name);
    if (isUnitWord(name) || durationKindOf(name) !== void 0 || QUANTITY_PREDICATE_STEMS.has(stem2) || GENERIC_STEMS.has(stem2)) continue;
    out = [...out, name];
  }
  PROSE_NAMES.set(text, out);
  return out;
}
var NO_BOUND = /* @__PURE__ */ new Map();
function proseBound(text, name) {
  const stem2 = termOfWord(name);
  let out;
  for (const { q, c } of signalsOf(text).current) {
    if (q.dim === "version" || q.dim === "text" || writtenInCode(q, c)) continue;
    const before = c.tokens[q.first - 1];
    const said = wordNames(before, name, stem2) || before?.norm === "of" && wordNames(c.tokens[q.first - 2], name, stem2) || q.key.includes(stem2);
    if (said) (out ??= []).push({ q, c, assigned: false, name });
  }
  return out;
}
function wordNames(t, name, stem2) {
  return t !== void 0 && t.kind === "word" && (t.norm === name || termOfWord(t.norm) === stem2 || name.length >= 3 && t.norm.startsWith(name) && t.norm.length > name.length + 2);
}
function boundHit(name, as, bs, older, newer) {
  let differs = null;
  for (const a2 of as)
    for (const b2 of bs) {
      const verdict = boundValuesAgree(a2.q, b2.q, a2.name.length >= b2.name.length ? a2.name : b2.name);
      if (verdict === true) return null;
      if (verdict === false) differs ??= [a2, b2];
    }
  if (differs === null) return null;
  const [a, b] = differs;
  if (boundOwnersApart(a, b, name, older, newer)) return null;
  return {
    kind: "value",
    reason: `value: \`${a.name}\` is ${valueAlone(a)} in the older and ${valueAlone(b)} in the newer`,
    older: [a.q.written],
    newer: [b.q.written]
  };
}
function valueAlone(b) {
  return b.assigned ? b.q.written.replace(/^.*?(?:=>|=|:)\s*/, "") : b.q.written;
}
var BOUND_SETTINGS = /* @__PURE__ */ new WeakMap();
function boundSettings(text) {
  let out = BOUND_SETTINGS.get(text);
  if (out === void 0) BOUND_SETTINGS.set(text, out = readBoundSettings(text));
  return out;
}
var CODE_ASSIGNMENT = /^(?:-{1,2}|:)?(["']?)([A-Za-z_][\w.[\]-]*?)\1\s*(?:=>|[=:]|\(|\s)\s*['"]?[-+]?\.?\d/;
var CODE_NAME = /^(?:-{1,2}|:)?([A-Za-z_][\w.[\]-]*[A-Za-z0-9_\]])$/;
var INNER_ASSIGNMENT = /([A-Za-z_][\w.-]*)\s*(?:=>|=)\s*['"]?[-+]?\.?\d/;
var codeSettingName = memoize(readCodeSettingName);
function readCodeSettingName(raw) {
  const text = raw.trim();
  const whole = CODE_ASSIGNMENT.exec(text);
  const assigned = whole === null ? INNER_ASSIGNMENT.exec(text) : null;
  const name = whole?.[2] ?? assigned?.[1] ?? CODE_NAME.exec(text)?.[1];
  if (name === void 0 || name.length < 3 || name.includes("/") || /^\d/.test(name)) return null;
  const trimmed = name.replace(/^[.]+|[.]+$/g, "");
  const lower = trimmed.toLowerCase();
  if (isFileName(lower) || FILE_EXTENSIONS.has(lower.slice(lower.lastIndexOf(".") + 1)) || isUnitWord(lower)) return null;
  return { name: trimmed, assigned: whole !== null || assigned !== null };
}
function readBoundSettings(text) {
  const current = signalsOf(text).current;
  if (current.length === 0) return null;
  let out = null;
  for (const c of text.clauses) {
    let own = null;
    for (let i = 0; i < c.tokens.length; i++) {
      const t = c.tokens[i];
      if (t.kind !== "code") continue;
      const named = codeSettingName(t.raw);
      if (named === null) continue;
      own ??= currentOf(c);
      let bound = null;
      const attached = own.find((q) => i >= q.first && i <= q.last);
      if (attached !== void 0) bound = named.assigned ? { q: attached, c, assigned: true, name: named.name } : null;
      else {
        const free = own.filter((q) => !assignedElsewhere(q, c, i));
        if (free.length === 1) bound = { q: free[0], c, assigned: false, name: named.name };
        else if (own.length === 0 && current.length === 1) bound = { q: current[0].q, c: current[0].c, assigned: false, name: named.name };
      }
      if (bound === null) continue;
      const key = named.name.toLowerCase();
      const list = (out ??= /* @__PURE__ */ new Map()).get(key);
      if (list === void 0) out.set(key, [bound]);
      else if (!list.some((x) => x.q === bound.q)) list.push(bound);
    }
  }
  return out;
}
function currentOf(c) {
  const out = [];
  for (const q of c.quantities) if (!q.former) out.push(q);
  return out;
}
function assignedElsewhere(q, c, at) {
  for (let i = q.first; i <= q.last; i++) if (i !== at && c.tokens[i]?.kind === "code" && codeSettingName(c.tokens[i].raw)?.assigned === true) return true;
  return false;
}
var QUANTITY_NAME_PARTS = new Set("rate freq frequency hz port len length level factor ratio threshold concurrency jobs workers threads retries attempts pool batch steps step buffer capacity quota depth interval period delay ttl age tol tolerance count size limit max min timeout".split(" "));
function settingLike(a, b) {
  if (a.some((x) => x.assigned) || b.some((x) => x.assigned)) return true;
  for (const x of [...a, ...b])
    for (const part of splitIdentifier(x.name.replace(/\[\d+\]/g, ""))) {
      const p = part.toLowerCase();
      if (QUANTITY_NAME_PARTS.has(p) || BOUND_PARTS2.has(p) || isUnitWord(p) || durationKindOf(p) !== void 0 || QUANTITY_PREDICATE_STEMS.has(termOfWord(p))) return true;
    }
  return false;
}
var NAME_DURATION_UNITS = { ms: 1, millis: 1, msec: 1, s: 1e3, sec: 1e3, secs: 1e3, seconds: 1e3, min: 6e4, mins: 6e4, minutes: 6e4, h: 36e5, hours: 36e5, hrs: 36e5, days: 864e5 };
var DURATION_READINGS = [1e3, 1, 6e4];
var RATE_READINGS = [1, 1 / 60, 1 / 3600, 1 / 86400];
var SPEED_SCALES = [1, 1e-3, 0.01, 1e3];
var PERCENT_READINGS = [1, 100];
function bareNumber(q, written2) {
  const name = written2.toLowerCase();
  if (q.dim === "count" && (q.key.length === 0 || q.key.some((k) => name.includes(k) || k.includes(name)) || /[=:]\s*[-\d.]+$/.test(q.written))) return q.value;
  if (q.dim === "text") {
    const m = /[=:(]\s*['"]?([-+]?\d+(?:\.\d+)?)(?:\.?f)?['"]?\)?$/.exec(q.written);
    return m ? Number(m[1]) : Number.NaN;
  }
  return Number.NaN;
}
function writtenVersionParts(q) {
  if (q.dim === "version") return q.parts ?? null;
  const m = /(\d+(?:\.\d+)*)\D*$/.exec(q.written);
  return m ? m[1].split(".").map(Number) : null;
}
function boundValuesAgree(a, b, name) {
  const x = bareNumber(a, name);
  const y = bareNumber(b, name);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return closeTo(x, y);
  if (Number.isNaN(x) && Number.isNaN(y)) {
    if (a.dim === b.dim) return agrees(a, b);
    return null;
  }
  const [bare, q] = Number.isNaN(x) ? [y, a] : [x, b];
  if (q.low !== void 0 || q.dim === "limitless" || q.dim === "clock" || q.dim === "pixels" || q.dim === "text") return null;
  let readings;
  switch (q.dim) {
    case "duration": {
      const unit = nameUnit(name, NAME_DURATION_UNITS);
      readings = q.period === "hz" ? [1e3 / bare] : unit !== void 0 ? [bare * unit] : DURATION_READINGS.map((r) => bare * r);
      break;
    }
    case "size": {
      const unit = nameUnit(name, SIZE_NAME_UNITS);
      readings = unit !== void 0 ? [bare * unit] : SIZE_READINGS.map((r) => bare * r);
      return readings.some((r) => closeTo(r, q.value) || q.alt !== void 0 && closeTo(r, q.alt)) || q.bound !== null && boundAgrees(q, readings);
    }
    case "rate":
      readings = q.key[0] === LENGTH_KEY ? RATE_READINGS.flatMap((r) => SPEED_SCALES.map((m) => bare * r * m)) : RATE_READINGS.map((r) => bare * r);
      break;
    case "percent":
      readings = PERCENT_READINGS.map((r) => bare * r);
      break;
    case "version": {
      const parts = q.parts ?? [];
      const mine = writtenVersionParts(Number.isNaN(x) ? b : a) ?? [];
      const n = Math.min(parts.length, mine.length);
      if (n === 0) return null;
      for (let i = 0; i < n; i++) if (parts[i] !== mine[i]) return false;
      return true;
    }
    default:
      readings = [bare];
  }
  return readings.some((r) => closeTo(r, q.value) || q.period === "hz" && Math.abs(r - q.value) <= 0.05 * Math.max(r, q.value)) || q.bound !== null && boundAgrees(q, readings);
}
function boundAgrees(q, readings) {
  return q.bound === "min" && !q.namedBound && readings.some((r) => r >= q.value);
}
function settingNameWords(name) {
  return splitIdentifier(name.replace(NAME_INDEX, "").replace(NAME_NUMBER_END, ""));
}
var NAME_INDEX = /\[\d+\]/g;
var NAME_NUMBER_END = /[_.-]\d+$/;
function nameUnit(name, units) {
  const parts = settingNameWords(name);
  const last = parts[parts.length - 1]?.toLowerCase();
  return last === void 0 ? void 0 : units[last];
}
function boundOwnersApart(a, b, name, older, newer) {
  if (contrastedSides(older.terms, newer.terms) || saysDefault(a.c) !== saysDefault(b.c) || textMembersApart(older, newer)) return true;
  if (folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return true;
  const filesP = textFiles(older);
  const filesC = textFiles(newer);
  if (filesP !== null && filesC !== null && !sharesFile(filesP, filesC) && sameKindOfFile(filesP, filesC)) return true;
  if (ownCodeName2(older, newer, name, true) && ownCodeName2(newer, older, name, true)) return true;
  if (qualifierWritten(older, newer) || qualifierWritten(newer, older)) return true;
  if (ownPossessive(older, newer) || ownPossessive(newer, older)) return true;
  if (rivalModifiers(a.c, b.c, older, newer)) return true;
  const verbs = bothVerbs(a.c, b.c);
  if (a.spelled === true || b.spelled === true) return ownWordIn(a.c, a.q, newer, verbs, false, a.c.tokens.length, name) && ownWordIn(b.c, b.q, older, verbs, false, b.c.tokens.length, name);
  return ownWordIn(a.c, a.q, newer, verbs, false, a.q.first) && ownWordIn(b.c, b.q, older, verbs, false, b.q.first);
}
function qualifierWritten(text, other) {
  for (const c of text.clauses)
    for (const t of c.tokens) if (t.kind === "word") {
      for (const x of t.terms) if (QUALIFIERS.has(x) && !other.terms.has(x)) return true;
    }
  return false;
}
function sameKindOfFile(x, y) {
  for (const t of x) for (const u of y) if (t.slice(t.lastIndexOf(".")) === u.slice(u.lastIndexOf("."))) return true;
  return false;
}

// src/contradiction/cases.ts
var MID_PREFIX = /^mid-[a-z]/;
var LONE_WORD_BETWEEN = /^[\s,`'")]*([a-z]+)\s+$/i;
var POSSESSIVE_S = /^['’]s$/;
var CODE_LIKE_NAME = /[a-z0-9][/._-][a-z0-9]/i;
var NOT_NAME_PART2 = /[^a-z0-9]+/;
var CAPITAL_START = /^[A-Z]/;
function caseRelations(c, text) {
  const relations = /* @__PURE__ */ new Map();
  readCases(c.tokens, void 0, relations);
  const at = text.clauses.indexOf(c);
  const next = at < 0 ? void 0 : text.clauses[at + 1];
  if (next === void 0) return relations;
  const opener = splitCaseOpener(c, next, text);
  if (opener !== void 0) readCases(next.tokens, opener, relations);
  else if (next.verbs.size === 0) readCases(next.tokens, void 0, relations);
  return relations;
}
function readCases(tokens, opened, relations) {
  for (let i = opened === void 0 ? 0 : -1; i < tokens.length; i++) {
    let relation = opened;
    if (i >= 0) {
      const t = tokens[i];
      if (t.kind !== "word") continue;
      const mid = MID_PREFIX.test(t.norm);
      relation = mid ? "during" : CASE_RELATIONS.get(t.norm);
      if (relation === void 0) continue;
      if (mid) {
        for (const x of t.terms.slice(1)) if (termWeight(x) > 0) relations.set(x, relation);
      }
    }
    let words3 = 0;
    for (let j = i + 1; j < tokens.length && words3 < 3; j++) {
      const u = tokens[j];
      if (u.kind === "punct" || LINKS.has(u.norm) || CASE_RELATIONS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (u.terms.length === 0) continue;
      words3++;
      for (const x of u.terms) if (termWeight(x) > 0 && !relations.has(x)) relations.set(x, relation);
    }
  }
}
function splitCaseOpener(c, next, text) {
  const last = c.tokens[c.tokens.length - 1];
  if (last === void 0 || next.tokens.length === 0) return void 0;
  const from = text.text.indexOf(last.raw, Math.max(0, text.text.indexOf(c.tokens[0].raw)));
  const to = from < 0 ? -1 : text.text.indexOf(next.tokens[0].raw, from + last.raw.length);
  if (to < 0) return void 0;
  const word2 = LONE_WORD_BETWEEN.exec(text.text.slice(from + last.raw.length, to))?.[1]?.toLowerCase();
  return word2 === void 0 ? void 0 : CASE_RELATIONS.get(word2);
}
function casesApart(p, pText, q, qText) {
  const a = caseRelations(p, pText);
  if (a.size === 0) return false;
  const b = caseRelations(q, qText);
  for (const [term, relation] of a) {
    const other = b.get(term);
    if (other !== void 0 && other !== relation && !(relation === "between" && EDGES.has(other)) && !(other === "between" && EDGES.has(relation))) return true;
  }
  return false;
}
var CASE_RELATIONS = /* @__PURE__ */ new Map([
  ["during", "during"],
  ["while", "during"],
  ["throughout", "during"],
  ["amid", "during"],
  ["between", "between"],
  ["before", "before"],
  ["until", "before"],
  ["after", "after"],
  ["since", "after"],
  ["inside", "inside"],
  ["within", "inside"],
  ["outside", "outside"]
]);
var EDGES = /* @__PURE__ */ new Set(["before", "after"]);
var PHRASE_ENDS = /* @__PURE__ */ new Set(["when", "if", "unless", "except", "without", "whose", "that", "which", "who", "where"]);
function namedOccasionsApart(p, q) {
  const a = namedOccasions(p);
  if (a.length === 0) return false;
  const b = namedOccasions(q);
  if (b.length === 0) return false;
  const pParts = partsOf3(p);
  const qParts = partsOf3(q);
  for (const [relation, mine] of a) {
    const theirs = b.filter(([r]) => r === relation);
    if (theirs.length > 0 && !mine.some((x) => qParts.has(x)) && theirs.every(([, y]) => !y.some((x) => pParts.has(x)))) return true;
  }
  return false;
}
function namedOccasions(c) {
  const tokens = c.tokens;
  let from = tokens.findIndex((t) => c.negations.includes(t.norm) || t.terms.some((x) => c.verbs.has(x)));
  if (from < 0) from = 0;
  const places = [];
  for (let i = from; i < tokens.length; i++) {
    const relation = TIME_RELATIONS.get(tokens[i].norm);
    if (relation === void 0) continue;
    const parts = [];
    let words3 = 0;
    for (let j = i + 1; j < tokens.length && words3 < 3; j++) {
      const u = tokens[j];
      if (u.kind === "punct" && POSSESSIVE_S.test(u.raw)) continue;
      if (u.kind === "punct" || LINKS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (u.terms.length === 0) continue;
      words3++;
      if (u.kind === "code") parts.push(...nameParts(u.raw));
    }
    if (parts.length > 0) places.push([relation, parts]);
  }
  return places;
}
function partsOf3(c) {
  const parts = /* @__PURE__ */ new Set();
  for (const t of c.tokens) if (t.kind === "code" || CODE_LIKE_NAME.test(t.raw)) for (const x of nameParts(t.raw)) parts.add(x);
  return parts;
}
function nameParts(raw) {
  return raw.toLowerCase().split(NOT_NAME_PART2).filter((x) => x.length > 0);
}
var TIME_RELATIONS = /* @__PURE__ */ new Map([
  ["after", "after"],
  ["before", "before"],
  ["until", "before"],
  ["during", "during"],
  ["while", "during"],
  ["between", "between"]
]);
var THRESHOLD_WORDS = /* @__PURE__ */ new Set(["than", "over", "above", "exceeding", "beyond"]);
function deniedPastValue(denial, other, opposite) {
  if (denial.quantities.length === 0 || other.quantities.length === 0) return false;
  for (const q of denial.quantities) {
    if (q.former || !THRESHOLD_WORDS.has(denial.tokens[q.first - 1]?.norm ?? "")) continue;
    for (const o of other.quantities) if (!o.former && o.dim === q.dim && (!opposite || o.bound === "max") && !THRESHOLD_WORDS.has(other.tokens[o.first - 1]?.norm ?? "") && sameValue(q, o)) return true;
  }
  return false;
}
var USE = stem("use");
var NO_PURPOSE = [];
function purposeTerms(c) {
  const out = [];
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].norm !== "for") continue;
    for (let j = i + 1; j < tokens.length; j++) {
      const u = tokens[j];
      if (u.kind === "punct" && POSSESSIVE_S.test(u.raw)) continue;
      if (u.kind === "punct" || LINKS.has(u.norm) || PHRASE_ENDS.has(u.norm)) break;
      if (UNIVERSAL_QUANTIFIERS.has(u.norm)) return NO_PURPOSE;
      for (const x of u.terms) if (termWeight(x) > 0) out.push(x);
    }
  }
  return out;
}
function purposesApart(a, b) {
  if (!a.verbs.has(USE) || !b.verbs.has(USE)) return false;
  const pa = purposeTerms(a);
  if (pa.length === 0) return false;
  const pb = purposeTerms(b);
  return pb.length > 0 && pa.some((x) => !b.terms.has(x)) && pb.some((x) => !a.terms.has(x));
}
var NARROWING_OPENERS = /* @__PURE__ */ new Set(["on", "in", "at", "of", "for", "from", "with", "without", "whose", "that", "which", "where", "who"]);
var PLAIN_NARROWING = 1;
var NAME_NARROWING = 2;
function nounCasesApart(p, pText, q, qText) {
  if (ruled(p) || ruled(q) || universal(p) || universal(q)) return false;
  for (const term of p.terms.keys()) {
    if ((p.terms.get(term) ?? 0) <= 0 || !q.terms.has(term) || term.startsWith("ant:") || p.verbs.has(term) || q.verbs.has(term)) continue;
    const mine = narrowedOwn(p, term, qText);
    if (mine !== 0 && (mine & narrowedOwn(q, term, pText)) !== 0) return true;
  }
  return false;
}
function narrowedOwn(c, term, otherText) {
  const tokens = c.tokens;
  const end = subjectEnd(c);
  let kinds = 0;
  for (let i = 0; i < end; i++) {
    const t = tokens[i];
    if (t.kind !== "word" || !t.terms.includes(term)) continue;
    const opener = tokens[i + 1];
    if (i + 1 < end && opener !== void 0 && opener.kind !== "punct" && !LINKS.has(opener.norm) && !NARROWING_OPENERS.has(opener.norm)) continue;
    for (let j = i - 1; j >= 0; j--) {
      const u = tokens[j];
      if (u.kind !== "word" || u.terms.length === 0 && !capitalName(u)) break;
      kinds |= ownWord2(u, j, c, otherText);
    }
    if (opener === void 0 || !NARROWING_OPENERS.has(opener.norm)) continue;
    for (let j = i + 2, words3 = 0; j < end && words3 < 3; j++) {
      const u = tokens[j];
      if (u.kind === "punct" || BARRIERS.has(u.norm) || LINKS.has(u.norm)) break;
      if (u.terms.length === 0 && !capitalName(u)) continue;
      words3++;
      kinds |= ownWord2(u, j, c, otherText);
    }
  }
  return kinds;
}
function subjectEnd(c) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "word") continue;
    if (AUXILIARIES2.has(t.norm) || c.negations.includes(t.norm) || t.terms.some((x) => c.verbs.has(x)) && !nounEnding(t.norm)) return i;
  }
  return 0;
}
var AUXILIARIES2 = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "do", "does", "did", "doesn't", "don't", "didn't", "has", "have", "had", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "can", "can't", "cannot", "will", "won't", "should", "must", "may"]);
function nounEnding(norm) {
  return norm.endsWith("tions") || norm.endsWith("sions");
}
function ownWord2(t, i, c, otherText) {
  if (t.kind !== "word") return 0;
  if (t.terms.length === 0) return capitalName(t) && !writtenAs(otherText, t.raw) ? NAME_NARROWING : 0;
  for (const a of c.antonyms) if (a.word.toLowerCase() === t.norm && otherText.terms.has(a.canon)) return 0;
  let own = false;
  for (const x of t.terms) {
    if (termWeight(x) === 0) continue;
    if (otherText.terms.has(x) || x.startsWith("ant:") || c.verbs.has(x) || UNIVERSAL_STEMS.has(x)) return 0;
    own = true;
  }
  if (!own || shortFormIn(otherText, t.norm)) return 0;
  return i > 0 && CAPITAL_START.test(t.raw) ? NAME_NARROWING : PLAIN_NARROWING;
}
var UNIVERSAL_STEMS = /* @__PURE__ */ new Set(["everi", "all", "ani", "each", "entir", "whole"]);
function universal(c) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!UNIVERSAL_QUANTIFIERS.has(tokens[i].norm)) continue;
    const next = tokens[i + 1];
    if (next === void 0 || next.kind !== "number" && !isUnitWord(next.norm) && !PERIOD_WORDS.has(next.norm)) return true;
  }
  return false;
}
var PERIOD_WORDS = /* @__PURE__ */ new Set(["day", "night", "week", "month", "year", "hour", "minute", "morning", "evening", "weekday", "weekend", "shift", "quarter"]);
function ruled(c) {
  for (const m of c.modals) if (m !== "never") return true;
  return false;
}
function capitalName(t) {
  const raw = t.raw;
  if (raw.length > 4 || raw === "A" || raw === "I") return false;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 65 || code > 90) return false;
  }
  return raw.length > 0;
}
function writtenAs(text, raw) {
  const lower = raw.toLowerCase();
  for (const c of text.clauses) for (const t of c.tokens) if (t.norm === lower) return true;
  return false;
}
function shortFormIn(text, norm) {
  for (const c of text.clauses) for (const t of c.tokens) if (t.kind === "word" && t.norm !== norm && (shortFormOf(norm, t.norm) || shortFormOf(t.norm, norm))) return true;
  return false;
}
function shortFormOf(short, long) {
  if (short.length < 2 || short.length > 4 || short.length >= long.length || short.charCodeAt(0) !== long.charCodeAt(0)) return false;
  let at = 0;
  for (let k = 0; k < short.length; k++) {
    at = long.indexOf(short[k], at);
    if (at < 0) return false;
    at++;
  }
  return true;
}
var DESIGNATOR = /^(?:[A-Z]|[A-Z][A-Za-z]*-?\d[A-Za-z0-9-]*)(?:['’]s)?$/;
var CODE_DESIGNATOR = /^[A-Za-z][A-Za-z0-9_-]*[A-Za-z0-9]$/;
var POSSESSIVE_END3 = /['’]s$/;
function designatedApart(p, pText, q, qText) {
  const mine = designators(p);
  if (mine === NO_DESIGNATORS) return false;
  const theirs = designators(q);
  if (theirs === NO_DESIGNATORS) return false;
  for (const [kind, name] of mine) {
    for (const [otherKind, otherName] of theirs) {
      if (kind === otherKind && name !== otherName && !nameWritten(qText, name) && !nameWritten(pText, otherName)) return true;
    }
  }
  return false;
}
var NO_DESIGNATORS = [];
function designators(c) {
  const tokens = c.tokens;
  let end = subjectEnd(c);
  if (end === 0 || CAPITAL_START.test(tokens[end].raw) && DESIGNATOR.test(tokens[end + 1]?.raw ?? "")) end = c.quantities.length > 0 ? c.quantities[0].first : tokens.length;
  let out = NO_DESIGNATORS;
  for (let i = 1; i < end; i++) {
    const t = tokens[i];
    let kind;
    if (t.kind === "code" ? CODE_DESIGNATOR.test(t.raw) : t.kind === "word" && DESIGNATOR.test(t.raw)) kind = tokens[i - 1];
    if (!kindNoun(kind, c) && t.kind === "code" && CODE_DESIGNATOR.test(t.raw) && tokens[i - 1].norm === "the" && i + 1 < end) kind = tokens[i + 1];
    if (!kindNoun(kind, c)) continue;
    if (out === NO_DESIGNATORS) out = [];
    out.push([kind.terms[0], designatorName(t.raw)]);
  }
  return out;
}
function kindNoun(t, c) {
  if (t === void 0 || t.kind !== "word" || t.terms.length === 0 || t.raw === t.raw.toUpperCase()) return false;
  if (CAPITAL_START.test(t.raw)) return true;
  for (const x of t.terms) if (c.verbs.has(x)) return false;
  return true;
}
function designatorName(raw) {
  const name = raw.replace(POSSESSIVE_END3, "");
  return name.length === 1 ? name : name.toLowerCase();
}
function nameWritten(text, name) {
  for (const c of text.clauses) {
    const tokens = c.tokens;
    for (let i = name.length === 1 ? 1 : 0; i < tokens.length; i++) if (designatorName(tokens[i].raw) === name) return true;
  }
  return false;
}

// src/contradiction/absence.ts
function absenceHit(older, newer) {
  for (const d of newer.denials) {
    if (d.cue !== "without" && d.cue !== "outside of") continue;
    const lacking = newer.clauses[d.clause];
    if (lacking === void 0 || !lacking.positive || lacking.conditional || lacking.modals.length > 0) continue;
    for (const key of d.keys) {
      if (GENERIC_STEMS.has(key) || !(termWeight(key) > 0)) continue;
      if (assertedOutside(newer, key, d)) continue;
      for (const having of older.clauses) {
        if (!having.positive || having.conditional || (having.terms.get(key) ?? 0) <= 0 && !assignsKey(having, key)) continue;
        if (older.denials.some((x) => x.terms.has(key))) continue;
        if (!oneSubject(having, lacking, d)) continue;
        return {
          kind: "polarity",
          reason: `polarity: the older has "${d.phrase}", the newer goes without it ("${clauseText(having)}" / "${clauseText(lacking)}")`,
          older: [d.phrase],
          newer: [d.cue, d.phrase]
        };
      }
    }
  }
  return null;
}
var ASSIGNED_KEY = /^([A-Za-z_][\w.-]*)\s*[:=]/;
function assignsKey(c, key) {
  for (const t of c.tokens) {
    if (t.kind !== "code") continue;
    const assigned = ASSIGNED_KEY.exec(t.raw);
    if (assigned !== null && assigned[1].toLowerCase() === key) return true;
  }
  return false;
}
function assertedOutside(analysis, key, d) {
  for (const c of analysis.clauses) if (c.positive && (c.terms.get(key) ?? 0) > 0 && c !== analysis.clauses[d.clause]) return true;
  return false;
}
function oneSubject(having, lacking, d) {
  let shared = false;
  for (const [t, w] of having.terms) {
    if (w <= 0 || d.terms.has(t) || t.startsWith("ant:") || GENERIC_STEMS.has(t) || !(termWeight(t) > 0)) continue;
    if ((lacking.terms.get(t) ?? 0) > 0) shared = true;
  }
  if (!shared || differentThings(having, lacking) && !(namedByPath(having, lacking) && restWritten(lacking, having, d))) return false;
  const own = (x, y, test) => {
    for (const [t, w] of x.terms) if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && test(t, w)) return true;
    return false;
  };
  const qualifier = (t) => QUALIFIERS.has(t);
  let scoped = false;
  for (const t of d.terms) if (QUALIFIERS.has(t) && !d.keys.includes(t) && !having.terms.has(t)) scoped = true;
  if (own(having, lacking, qualifier) && (scoped || own(lacking, having, qualifier))) return false;
  const name = (_, w) => w >= 2;
  if (own(having, lacking, name) && own(lacking, having, name)) return false;
  const before = ownModified(lacking, having);
  return before.size === 0 || !hasAny(ownModified(having, lacking), before);
}
function namedByPath(x, y) {
  return x.head !== null && pathNamesSubject(x, x.head, y) || y.head !== null && pathNamesSubject(y, y.head, x);
}
function restWritten(lacking, having, d) {
  const from = lacking.head === null ? 0 : lacking.tokens.indexOf(lacking.head) + 1;
  for (let i = from; i < lacking.tokens.length; i++) {
    for (const t of lacking.tokens[i].terms) if (termWeight(t) > 0 && !GENERIC_STEMS.has(t) && !t.startsWith("ant:") && !d.terms.has(t) && !having.terms.has(t)) return false;
  }
  return true;
}
function ownModified(x, y) {
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i + 1 < x.tokens.length; i++) {
    const t = x.tokens[i];
    if (t.terms.length === 0 || MARKER_STARTS.has(t.norm) || t.terms.some((z) => y.terms.has(z))) continue;
    for (const z of x.tokens[i + 1].terms) if (termWeight(z) > 0 && y.terms.has(z)) out.add(z);
  }
  return out;
}
function hasAny(a, b) {
  for (const x of a) if (b.has(x)) return true;
  return false;
}
var NECESSITY_CUE = /\b(need|needs|require|requires|required)\b/;
function deniedUseHit(older, newer) {
  return deniedUse(older, newer, false) ?? deniedUse(newer, older, true);
}
function deniedUse(having, lacking, olderLacks) {
  for (const d of lacking.denials) {
    if (d.source !== "negated-use" || d.keys.length !== 1 || NECESSITY_CUE.test(d.cue)) continue;
    const key = d.keys[0];
    if (GENERIC_STEMS.has(key) || !(termWeight(key) > 0) || !(isName2(key, having) || isName2(key, lacking))) continue;
    const denying = lacking.clauses[d.clause];
    if (denying === void 0 || denying.positive || denying.conditional) continue;
    if (assertedOutside(lacking, key, d) || having.denials.some((x) => x.terms.has(key))) continue;
    for (const c of having.clauses) {
      if (!c.positive || c.conditional || c.negated || (c.terms.get(key) ?? 0) <= 0) continue;
      if (deniesRepeating(denying, c) || exceptionNamed(having, denying) || casesApart(denying, lacking, c, having) || namedOccasionsApart(denying, c)) continue;
      if (!onlyNamesShared(denying, d, c, having)) continue;
      const [o, n] = olderLacks ? [denying, c] : [c, denying];
      return {
        kind: "polarity",
        reason: `polarity: the ${olderLacks ? "older" : "newer"} says ${d.phrase} is not used, the ${olderLacks ? "newer" : "older"} uses it ("${clauseText(o)}" / "${clauseText(n)}")`,
        older: olderLacks ? [d.cue, d.phrase] : [d.phrase],
        newer: olderLacks ? [d.phrase] : [d.cue, d.phrase]
      };
    }
  }
  return null;
}
function onlyNamesShared(denying, d, c, having) {
  const negation = denying.tokens.findIndex((x) => denying.negations.includes(x.norm));
  for (const [t, w] of denying.terms) {
    if (w <= 0 || t === d.keys[0] || denying.verbs.has(t) || GENERIC_STEMS.has(t) || !(termWeight(t) > 0)) continue;
    if (c.terms.has(t) || ofThisProject(denying, t)) continue;
    if (!having.terms.has(t) || deniedIn(having, t) || !subjectTerm(denying, t, negation)) return false;
  }
  return !differentThings(c, denying);
}
function deniedIn(a, t) {
  for (const d of a.denials) if (d.terms.has(t)) return true;
  for (const c of a.clauses) if (!c.positive && c.terms.has(t)) return true;
  return false;
}
function isName2(key, a) {
  if ((a.terms.get(key) ?? 0) >= 2) return true;
  for (const c of a.clauses) {
    for (let i = 0; i < c.tokens.length; i++) {
      const t = c.tokens[i];
      if (!t.terms.includes(key)) continue;
      if (t.kind === "code" ? t.terms[0] === key || t.norm.startsWith(`${key} `) : INNER_CAPITAL.test(t.raw) || i > 0 && CAPITALISED3.test(t.raw)) return true;
    }
  }
  return false;
}
var INNER_CAPITAL = /^.+[A-Z]/;
var CAPITALISED3 = /^[A-Z]/;
var THIS_OR_OUR = /* @__PURE__ */ new Set(["this", "our"]);
function subjectTerm(c, t, negation) {
  for (let i = 0; i < negation; i++) if (c.tokens[i].terms.includes(t)) return true;
  return false;
}
function ofThisProject(c, t) {
  for (let i = 1; i < c.tokens.length; i++) if (c.tokens[i].terms.includes(t) && THIS_OR_OUR.has(c.tokens[i - 1].norm)) return true;
  return false;
}
function deniesRepeating(c, other) {
  if (!c.negated || other.negated) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    const repeat = REPEATING.has(t.norm) || t.norm === "more" && c.tokens[i + 1]?.norm === "than" && c.tokens[i + 2]?.norm === "once";
    if (repeat && !other.tokens.some((u) => u.norm === t.norm)) return true;
  }
  return false;
}
var REPEATING = /* @__PURE__ */ new Set(["twice", "again", "repeatedly", "thrice"]);
function exceptionNamed(text, c) {
  if (!EXCEPTION_CUE.test(text.text)) return false;
  const tokens = tokenize(text.text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const cue = t.norm === "except" || t.norm === "excluding" || (t.norm === "apart" || t.norm === "other" || t.norm === "save") && (tokens[i + 1]?.norm === "from" || tokens[i + 1]?.norm === "than" || tokens[i + 1]?.norm === "for");
    if (!cue) continue;
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k];
      if (u.kind === "punct" && u.raw !== ",") break;
      if (u.kind === "code" && c.tokens.some((v) => v.kind === "code" && v.norm === u.norm)) return true;
      for (const x of u.terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && !GENERIC_STEMS.has(x) && !c.verbs.has(x) && (c.terms.get(x) ?? 0) > 0) return true;
    }
  }
  return false;
}
var EXCEPTION_CUE = /\b(except|excluding|apart from|other than|save for)\b/i;
var STEP_NOUNS = /* @__PURE__ */ new Set(["step", "steps", "stage", "stages", "pass", "passes", "phase", "phases"]);
var BARE_ACTION_NOUNS = /* @__PURE__ */ new Set(["check", "checks", "lookup", "lookups", "scan", "scans", "audit", "audits", "dedup", "dedupe", "retry", "retries", "cleanup", "rebuild", "rebuilds", "review", "reviews"]);
var ACTION_NOUN_END = /(ion|ing|ment)$/;
function namesOthersAction(t, other) {
  if (t.kind !== "word" || !(BARE_ACTION_NOUNS.has(t.norm) || ACTION_NOUN_END.test(t.norm))) return false;
  for (const x of t.terms) {
    const canon = VERB_SYNONYMS[x] ?? x;
    const covered = VERB_HYPONYMS[canon];
    for (const v of other.verbs) {
      const cv = VERB_SYNONYMS[v] ?? v;
      if (cv === canon || covered !== void 0 && covered.has(cv)) return true;
    }
  }
  return false;
}
var NO_OMISSIONS = [];
var OMISSIONS = /* @__PURE__ */ new WeakMap();
var OMISSION_FILLERS = /* @__PURE__ */ new Set(["any", "the", "a", "an", "its", "their", "such", "real", "actual", "further", "more"]);
var PHRASE_ENDS2 = /* @__PURE__ */ new Set(["on", "for", "during", "in", "when", "if", "outside", "inside", "within", "between", "except", "at", "from", "to", "via", "through", "by", "of", "but", "so", "because", "since", "before", "after", "unless", "until", "while", "with", "against", "that", "which", "is", "are", "was", "were", "runs", "run", "happens", "anymore", "now"]);
var THING_NOUNS = /* @__PURE__ */ new Set(["connection", "connections", "location", "locations", "permission", "permissions", "position", "positions", "collection", "collections", "selection", "application", "applications", "production", "extension", "extensions", "building", "setting", "settings", "string", "thing", "nothing", "anything", "something", "everything", "warning", "warnings", "mapping", "mappings", "binding", "bindings", "ceiling", "padding", "heading", "listing", "listings", "pricing", "routing", "config", "session", "sessions", "version", "versions", "region", "regions", "option", "options", "section", "sections", "function", "functions", "question", "questions", "mention", "exception", "exceptions", "attachment", "attachments", "environment", "environments", "department", "document", "documents", "comment", "comments", "element", "elements", "payment", "payments", "shipment", "shipments", "argument", "arguments", "statement", "statements", "segment", "segments", "moment", "component", "components", "equipment", "instrument", "apartment", "requirement", "requirements"]);
var CASE_PREPOSITIONS = /* @__PURE__ */ new Set(["for", "in", "on", "during", "when", "if", "at", "except", "outside", "inside", "within"]);
function omissionsOf(a) {
  let found = OMISSIONS.get(a);
  if (found !== void 0) return found;
  found = NO_OMISSIONS;
  for (const c of a.clauses) {
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const w = tokens[i].norm;
      const cue = w === "without" || w === "no" && tokens[i + 1]?.norm !== "longer" && tokens[i + 1]?.norm !== "one";
      if (!cue || c.conditional) continue;
      const read = readOmission(c, tokens, i + 1);
      if (read === null) continue;
      if (found === NO_OMISSIONS) found = [];
      found.push(read);
    }
  }
  for (const d of a.denials) {
    const c = a.clauses[d.clause];
    if (d.cue !== "without" || c === void 0 || c.conditional || !c.positive || c.modals.length > 0) continue;
    const read = readOmission(c, tokenize(d.phrase), 0);
    if (read === null) continue;
    if (found === NO_OMISSIONS) found = [];
    found.push(read);
  }
  OMISSIONS.set(a, found);
  return found;
}
function readOmission(c, tokens, from) {
  let j = from;
  while (j < tokens.length && OMISSION_FILLERS.has(tokens[j].norm)) j++;
  const start = j;
  while (j < tokens.length && j - start < 5 && tokens[j].kind === "word" && !PHRASE_ENDS2.has(tokens[j].norm)) j++;
  if (j === start) return null;
  let last = j - 1;
  if (STEP_NOUNS.has(tokens[last].norm) && last > start) last--;
  const noun = tokens[last];
  if (!(BARE_ACTION_NOUNS.has(noun.norm) || ACTION_NOUN_END.test(noun.norm)) || THING_NOUNS.has(noun.norm)) return null;
  const modifiers = [];
  for (let m = start; m < last; m++) {
    const t = tokens[m];
    if (t.norm === "or" || t.norm === "and") continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) modifiers.push(x);
  }
  const scope = [];
  if (j < tokens.length && CASE_PREPOSITIONS.has(tokens[j].norm)) {
    for (let m = j + 1; m < tokens.length && tokens[m].kind !== "punct"; m++) for (const x of tokens[m].terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) scope.push(x);
  }
  return { clause: c, noun, modifiers, scope };
}
function omittedActionHit(older, newer) {
  return omittedAction(older, newer, false) ?? omittedAction(newer, older, true);
}
function omittedAction(having, lacking, olderLacks) {
  const omissions = omissionsOf(lacking);
  if (omissions.length === 0) return null;
  for (const o of omissions) {
    for (const c of having.clauses) {
      if (!c.positive || c.conditional || c.negations.length > 0) continue;
      if (!namesOthersAction(o.noun, c)) continue;
      if (!o.modifiers.every((x) => (c.terms.get(x) ?? 0) > 0)) continue;
      if (o.scope.some((x) => !c.terms.has(x))) continue;
      if (!sharesSubjectWord(c, o) || plainHeadsDiffer(c, o.clause)) continue;
      const before = ownModified(o.clause, c);
      if (before.size > 0 && hasAny(subjectTerms(c, ownModified(c, o.clause)), before) || casesApart(o.clause, lacking, c, having) || namedOccasionsApart(o.clause, c)) continue;
      if (ownQualifiers(c, o.clause) && ownQualifiers(o.clause, c)) continue;
      const [p, q] = olderLacks ? [o.clause, c] : [c, o.clause];
      return {
        kind: "polarity",
        reason: `polarity: the ${olderLacks ? "older" : "newer"} leaves out the ${o.noun.norm}, the ${olderLacks ? "newer" : "older"} does it ("${clauseText(p)}" / "${clauseText(q)}")`,
        older: [olderLacks ? o.noun.raw : clauseText(c)],
        newer: [olderLacks ? clauseText(c) : o.noun.raw]
      };
    }
  }
  return null;
}
function sharesSubjectWord(c, o) {
  for (const tok of c.tokens) {
    if (tok.terms.some((x) => c.verbs.has(x))) break;
    for (const t of tok.terms) {
      if (GENERIC_STEMS.has(t) || t.startsWith("ant:") || !(termWeight(t) > 0) || o.noun.terms.includes(t) || o.modifiers.includes(t)) continue;
      if ((o.clause.terms.get(t) ?? 0) > 0) return true;
    }
  }
  return false;
}
function plainHeadsDiffer(p, q) {
  return p.head !== null && q.head !== null && p.head.kind === "word" && q.head.kind === "word" && headsDiffer(p, q);
}
function subjectTerms(c, terms) {
  const out = /* @__PURE__ */ new Set();
  for (const tok of c.tokens) {
    if (tok.terms.some((x) => c.verbs.has(x))) break;
    for (const x of tok.terms) if (terms.has(x)) out.add(x);
  }
  return out;
}
function ownQualifiers(x, y) {
  for (const [t, w] of x.terms) if (w > 0 && QUALIFIERS.has(t) && !y.terms.has(t)) return true;
  return false;
}

// src/contradiction/acronyms.ts
var SMALL_WORDS = /* @__PURE__ */ new Set(["a", "an", "the", "of", "and", "for", "to", "in", "on", "at", "by", "with", "&"]);
var ACRONYM_WORD = /^[A-Z]{2,5}s?$/;
var ACRONYM_IN_TEXT = /\b([A-Z]{2,5})(s?)\b/g;
var CLIPPED = new Map(
  [
    "auth: authenticat | authoriz authoris",
    "collab: collaborat",
    "perm: permission",
    "org: organization organisation",
    "ref: reference",
    "calc: calculat",
    "sched: schedul",
    "comm: communicat",
    "svc: service",
    "err: error",
    "src: source"
  ].map((row) => {
    const [word2, senses] = row.split(":");
    return [word2.trim(), senses.split("|").map((sense) => sense.trim().split(/\s+/))];
  })
);
var CLIPPED_FORMS = new Map([...CLIPPED.keys()].flatMap((word2) => [[word2, word2], [`${word2}s`, word2]]));
var CLIPPED_IN_TEXT = new RegExp(`\\b(${[...CLIPPED.keys()].join("|")})(s?)\\b`, "gi");
var NO_ACRONYMS = [];
var NO_CLIPPED = [];
var SPELLABLE = /* @__PURE__ */ new WeakMap();
function readSpelling(a) {
  spellable(a);
}
function spellable(a) {
  let out = SPELLABLE.get(a);
  if (out === void 0) SPELLABLE.set(a, out = { acronyms: acronymTokens(a), clipped: clippedWords(a), initials: -1 });
  return out;
}
function letterBits(letters) {
  let bits = 0;
  for (let i = 0; i < letters.length; i++) {
    const code = letters.charCodeAt(i) - 97;
    if (code >= 0 && code < 26) bits |= 1 << code;
  }
  return bits;
}
function initialsOf(a) {
  let bits = 0;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== "word") continue;
      const norm = t.norm;
      for (let i = 0; i < norm.length; i++) {
        if (i > 0 && norm.charCodeAt(i - 1) !== 45) continue;
        const code = norm.charCodeAt(i) - 97;
        if (code >= 0 && code < 26) bits |= 1 << code;
      }
    }
  }
  return bits;
}
function acronymTokens(a) {
  let found = null;
  for (const c of a.clauses) {
    if (c.acronyms.size === 0) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== "word" || t.terms.length === 0 || !ACRONYM_WORD.test(t.raw)) continue;
      if (i > 0 && tokens[i - 1].kind === "number" && isUnitWord(t.norm)) continue;
      const upper = t.raw.endsWith("s") ? t.raw.slice(0, -1) : t.raw;
      const acronym = upper.toLowerCase();
      (found ??= []).push({ token: t, next: tokens[i + 1], upper, acronym, bits: letterBits(acronym), opens: opensPhrase(tokens, i) });
    }
  }
  return found ?? NO_ACRONYMS;
}
function spelledIn(c, acronym, next) {
  const tokens = c.tokens;
  const first = acronym.charCodeAt(0);
  const two = acronym.length === 2;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i];
    if (start.kind !== "word" || start.terms.length === 0 || start.norm.charCodeAt(0) !== first) continue;
    let pos = 0;
    for (let k = i; k < tokens.length && pos < acronym.length; k++) {
      const w = tokens[k];
      if (w.kind !== "word" || two && w.norm.length < 4) break;
      const parts = w.norm.split("-");
      let ok = true;
      for (let j = 0; j < parts.length; j++) {
        const part = parts[j];
        if (part.length === 0) continue;
        if (pos < acronym.length && part.charCodeAt(0) === acronym.charCodeAt(pos) && !(two && part.length < 4)) pos++;
        else if (!two && pos > 0 && pos < acronym.length && SMALL_WORDS.has(part)) continue;
        else {
          ok = false;
          break;
        }
      }
      if (!ok) break;
      if (pos === acronym.length) {
        if (w.terms.length === 0) break;
        if (two && !sameWord(tokens[k + 1], next)) break;
        const words3 = [];
        for (let j = i; j <= k; j++) words3.push(tokens[j].norm);
        return words3.join(" ");
      }
    }
  }
  return null;
}
var LOOSE_PARTS = 5;
function looselySpelledIn(c, acronym, next, opens) {
  const tokens = c.tokens;
  const first = acronym.charCodeAt(0);
  let parts = null;
  let owners = null;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i];
    if (start.kind !== "word" || start.terms.length === 0 || start.norm.charCodeAt(0) !== first) continue;
    (parts ??= []).length = 0;
    (owners ??= []).length = 0;
    for (let k2 = i; k2 < tokens.length && parts.length < LOOSE_PARTS; k2++) {
      const w = tokens[k2];
      if (w.kind !== "word") break;
      for (const part of w.norm.split("-")) {
        if (part.length === 0) continue;
        parts.push(part);
        owners.push(k2);
      }
    }
    const last = looseFit(parts, owners, 0, acronym, 0, 0, false);
    if (last < 0) continue;
    const k = owners[last];
    if (tokens[k].terms.length === 0) continue;
    if (!sameWord(tokens[k + 1], next) && !(opens && opensPhrase(tokens, i))) continue;
    let verb2 = false;
    for (let j = i; j <= k && !verb2; j++) {
      const terms = tokens[j].terms;
      if (terms.length > 0 && c.verbs.has(terms[0])) verb2 = true;
    }
    if (verb2) continue;
    const words3 = [];
    for (let j = i; j <= k; j++) words3.push(tokens[j].norm);
    return words3.join(" ");
  }
  return null;
}
var VOWELS = "aeiouy";
function looseFit(parts, owners, j, acronym, pos, initials, inner) {
  if (j >= parts.length) return -1;
  const part = parts[j];
  if (part.charCodeAt(0) === acronym.charCodeAt(pos)) {
    const next = pos + 1;
    if (next === acronym.length) {
      if (initials >= 1 && inner && owners[j + 1] !== owners[j]) return j;
    } else {
      const on = looseFit(parts, owners, j + 1, acronym, next, initials + 1, inner);
      if (on >= 0) return on;
      if (!inner && part.length >= 4 && !VOWELS.includes(acronym[next])) {
        const at = part.indexOf(acronym[next], 1);
        if (at > 0) {
          if (next + 1 === acronym.length) {
            if (initials >= 1 && owners[j + 1] !== owners[j]) return j;
          } else {
            const after = looseFit(parts, owners, j + 1, acronym, next + 1, initials + 1, true);
            if (after >= 0) return after;
          }
        }
      }
    }
  }
  if (pos > 0 && SMALL_WORDS.has(part)) return looseFit(parts, owners, j + 1, acronym, pos, initials, inner);
  return -1;
}
var OPENING_WORDS = /* @__PURE__ */ new Set(["the", "a", "an", "our", "its", "their", "this", "these", "that", "those", "each", "every", "all", "any"]);
function opensPhrase(tokens, i) {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k];
    if (t.kind === "punct") return t.raw === "," || t.raw === ":";
    if (t.kind !== "word" || !OPENING_WORDS.has(t.norm)) return false;
  }
  return true;
}
function sameWord(a, b) {
  if (a === void 0 || b === void 0 || a.kind !== "word" || b.kind !== "word") return false;
  for (const t of a.terms) if (b.terms.includes(t)) return true;
  return false;
}
function spellings(a, acronyms, other, spelling) {
  if (acronyms.length === 0) return null;
  let out = null;
  for (const { token: t, next, upper, acronym, bits, opens } of acronyms) {
    if (out?.has(upper)) continue;
    if (other.terms.has(t.terms[0])) continue;
    if (spelling.initials === -1) spelling.initials = initialsOf(other);
    const strict = (spelling.initials & bits) === bits;
    if (!strict && (acronym.length < 3 || (spelling.initials & 1 << acronym.charCodeAt(0) - 97) === 0)) continue;
    let words3 = null;
    if (strict) {
      for (const c of other.clauses) if ((words3 = spelledIn(c, acronym, next)) !== null) break;
    }
    if (words3 === null && acronym.length >= 3) {
      for (const c of other.clauses) if ((words3 = looselySpelledIn(c, acronym, next, opens)) !== null) break;
    }
    if (words3 === null) continue;
    let own = false;
    for (const c of a.clauses) if (spelledIn(c, acronym, next) !== null || looselySpelledIn(c, acronym, next, opens) !== null) own = true;
    if (!own) (out ??= /* @__PURE__ */ new Map()).set(upper, words3);
  }
  return out;
}
function clippedWords(a) {
  let found = null;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== "word" || t.norm.length > 6) continue;
      const word2 = CLIPPED_FORMS.get(t.norm);
      if (word2 !== void 0 && !found?.includes(word2)) (found ??= []).push(word2);
    }
  }
  return found ?? NO_CLIPPED;
}
function fullWordIn(a, word2) {
  const senses = CLIPPED.get(word2);
  let full = null;
  let sense = -1;
  for (const c of a.clauses) {
    for (const t of c.tokens) {
      if (t.kind !== "word" || t.norm.length <= word2.length) continue;
      for (let k = 0; k < senses.length; k++) {
        if (!senses[k].some((start) => t.norm.startsWith(start))) continue;
        if (sense >= 0 && sense !== k) return null;
        sense = k;
        full ??= t.norm;
      }
    }
  }
  return full;
}
function clippedSpellings(a, words3, other, otherWords, out) {
  if (words3.length === 0) return out;
  for (const word2 of words3) {
    if (otherWords.includes(word2) || fullWordIn(a, word2) !== null) continue;
    const full = fullWordIn(other, word2);
    if (full !== null) (out ??= /* @__PURE__ */ new Map()).set(word2, full);
  }
  return out;
}
function respelled(text, map) {
  const parts = text.split("`");
  for (let i = 0; i < parts.length; i += 2) {
    parts[i] = parts[i].replace(ACRONYM_IN_TEXT, (m, letters, plural) => {
      const words3 = map.get(letters);
      if (words3 === void 0) return m;
      return plural && !words3.endsWith("s") ? `${words3}s` : words3;
    });
    parts[i] = parts[i].replace(CLIPPED_IN_TEXT, (m, word2) => map.get(word2.toLowerCase()) ?? m);
  }
  return parts.join("`");
}
function acronymsSpelledOut(older, newer) {
  const os = spellable(older);
  const ns = spellable(newer);
  if (os.acronyms.length === 0 && os.clipped.length === 0 && ns.acronyms.length === 0 && ns.clipped.length === 0) return null;
  const o = clippedSpellings(older, os.clipped, newer, ns.clipped, spellings(older, os.acronyms, newer, ns));
  const n = clippedSpellings(newer, ns.clipped, older, os.clipped, spellings(newer, ns.acronyms, older, os));
  if (o === null && n === null) return null;
  return [o === null ? older : analyze(respelled(older.text, o)), n === null ? newer : analyze(respelled(newer.text, n))];
}

// src/contradiction/core-denial.ts
var VERB_DENIALS = /* @__PURE__ */ new Set([
  "not",
  "never",
  "doesn't",
  "don't",
  "didn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "won't",
  "doesnt",
  "dont",
  "isnt",
  "arent",
  "stopped",
  "ceased",
  "longer"
]);
var PASSIVE_DENIALS = /* @__PURE__ */ new Set(["isn't", "aren't", "wasn't", "weren't", "isnt", "arent"]);
var BETWEEN = /* @__PURE__ */ new Set(["no", "longer", "be", "been", "being", "even", "actually", "always", "automatically", "currently", "ever", "anymore", "now", "has", "have", "had"]);
var LIGHT_VERBS = /* @__PURE__ */ new Set(["be", "is", "are", "have", "has", "do", "doe", "get", "go", "make", "take", "keep", "let", "need", "want", "seem", "becom", "stai", "stay", "happen", "work", "exist", "allow", "support", "us", "use", "run", "appli", "apply", "depend", "reli", "mean", "matter", "wait", "come", "call", "touch", "includ"]);
var OBJECT_ENDS = /* @__PURE__ */ new Set(["it", "they", "them", "we", "its", "their", "at", "anymore", "longer", "now", "either", "instead", "only", "just", "also", "too", "again"]);
var FILLER = /* @__PURE__ */ new Set(["the", "a", "an", "our", "this", "these", "those", "that", "each", "every", "all", "any", "some", "its", "their", "no", "longer", "anymore", "now", "ani", "everi", "anymor", "longer"]);
function family(term) {
  return VERB_SYNONYMS[term] ?? term;
}
function headOf(tokens, from, to) {
  for (let i = to - 1; i >= from; i--) {
    const t = tokens[i];
    if (t.terms.length > 0 && !FILLER.has(t.norm)) return t.terms[0];
  }
  return null;
}
function termsOf(tokens, from, to, into) {
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (FILLER.has(t.norm)) continue;
    if (t.kind === "number" && t.terms.length === 0) into.push(t.norm);
    for (const term of t.terms) if (!FILLER.has(term)) into.push(term);
  }
}
function phraseEnd(tokens, from, to) {
  let i = from;
  for (; i < to; i++) {
    const t = tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm) || OBJECT_ENDS.has(t.norm)) break;
  }
  return i;
}
function roles(c, at, passive, verb2, subjectEnd2) {
  const tokens = c.tokens;
  const object = [];
  const doer = [];
  const rest = [];
  const fronted = [];
  let head;
  let start = 0;
  for (let i = 0; i < subjectEnd2; i++) if (tokens[i].kind === "punct" && tokens[i].norm === ",") start = i + 1;
  termsOf(tokens, 0, start, fronted);
  const subject = phraseEnd(tokens, start, subjectEnd2);
  if (passive) {
    termsOf(tokens, start, subject, object);
    head = headOf(tokens, start, subject);
    termsOf(tokens, subject, subjectEnd2, rest);
    let i = at + 1;
    if (tokens[i]?.norm === "by") {
      const end = phraseEnd(tokens, i + 1, tokens.length);
      for (let k = i + 1; k < end; k++) doer.push(tokens[k]);
      i = end;
    }
    termsOf(tokens, i, claimEnd(tokens, i), rest);
  } else {
    for (let k = start; k < subject; k++) doer.push(tokens[k]);
    termsOf(tokens, subject, subjectEnd2, rest);
    const end = phraseEnd(tokens, at + 1, tokens.length);
    termsOf(tokens, at + 1, end, object);
    head = headOf(tokens, at + 1, end);
    termsOf(tokens, end, claimEnd(tokens, end), rest);
  }
  return { verb: verb2, at, passive, object, head, doer, rest, fronted };
}
var RELATIVES2 = /* @__PURE__ */ new Set(["that", "which", "whose", "who", "whom", "where"]);
function claimEnd(tokens, from) {
  for (let i = from; i < tokens.length; i++) {
    const norm = tokens[i].norm;
    if (!BARRIERS.has(norm) || CASE_OPENERS.has(norm)) continue;
    if (RELATIVES2.has(norm) && tokens[i - 1]?.kind !== "punct") continue;
    return i;
  }
  return tokens.length;
}
var deniedReadings = /* @__PURE__ */ new WeakMap();
function deniedReading(c) {
  let r = deniedReadings.get(c);
  if (r !== void 0) return r;
  r = null;
  if (c.negated && !c.conditional && c.modals.length === 0) {
    const tokens = c.tokens;
    let cue = -1;
    for (let i = 0; i < tokens.length; i++) {
      if (VERB_DENIALS.has(tokens[i].norm)) {
        cue = i;
        break;
      }
    }
    if (cue >= 0) {
      let j = cue + 1;
      if (tokens[cue].norm === "longer" && tokens[cue - 1]?.norm === "no") cue--;
      while (j < tokens.length && BETWEEN.has(tokens[j].norm)) j++;
      const v = tokens[j];
      if (v !== void 0 && v.kind === "word" && v.terms.length > 0 && !LIGHT_VERBS.has(v.terms[0]) && !VERB_DENIALS.has(v.norm)) {
        let subjectEnd2 = cue;
        const before = tokens[cue - 1]?.norm;
        if (before !== void 0 && (COPULAS.has(before) || before === "has" || before === "have" || before === "does" || before === "do")) subjectEnd2 = cue - 1;
        const passive = PASSIVE_DENIALS.has(tokens[cue].norm) || before !== void 0 && COPULAS.has(before) || tokens.slice(cue + 1, j).some((t) => t.norm === "be" || t.norm === "been" || t.norm === "being");
        const participle = v.norm.endsWith("ed") || v.norm.endsWith("en") || IRREGULAR_FORMS[v.norm] !== void 0;
        if (!passive || participle) r = roles(c, j, passive, family(v.terms[0]), subjectEnd2);
      }
    }
  }
  deniedReadings.set(c, r);
  return r;
}
function assertedReading(c, verb2) {
  if (c.negated || !c.positive || c.conditional || c.modals.length > 0) return null;
  const tokens = c.tokens;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.kind !== "word" || t.terms.length === 0 || family(t.terms[0]) !== verb2) continue;
    const before = tokens[k - 1]?.norm;
    const passive = before !== void 0 && (COPULAS.has(before) || before === "be" || before === "been");
    let subjectEnd2 = k;
    if (passive || before === "keeps" || before === "still" || before === "always" || before === "also" || before === "automatically") subjectEnd2 = k - 1;
    return roles(c, k, passive, verb2, subjectEnd2);
  }
  return null;
}
var clauseWordSets = /* @__PURE__ */ new WeakMap();
function clauseWords(c) {
  let words3 = clauseWordSets.get(c);
  if (words3 === void 0) clauseWordSets.set(c, words3 = wordsOf3(c.tokens));
  return words3;
}
function wordsOf3(tokens) {
  const words3 = /* @__PURE__ */ new Set();
  for (const t of tokens) {
    for (const term of t.terms) words3.add(term);
    if (t.kind === "number") words3.add(t.norm);
    if (t.kind === "code") {
      for (const part of t.norm.split(NON_ALNUM)) if (part.length > 1) words3.add(termOfWord(part));
    }
  }
  return words3;
}
var NON_ALNUM = /[^a-z0-9]+/;
var EXCEPTIONS = /\b(?:except|apart from|other than|excluding|save for|with the exception of)\b/i;
function someIn2(terms, other) {
  for (const t of terms) if (other.has(t)) return true;
  return false;
}
function allIn(terms, other) {
  for (const t of terms) if (!other.has(t)) return false;
  return true;
}
function denialMeets(neg, negText, pos, posText) {
  const d = deniedReading(neg);
  if (d === null || d.object.length === 0) return null;
  if (!pos.terms.has(d.verb) && !hasFamily(pos, d.verb)) return null;
  const a = assertedReading(pos, d.verb);
  if (a === null || a.object.length === 0) return null;
  const posTerms = clauseWords(pos);
  if (!objectMeets(d, posTerms)) return null;
  if (!someIn2(a.object, negText.terms)) return null;
  if (!d.passive && d.doer.length === 0 || !a.passive && a.doer.length === 0) return null;
  if (!doerMeets(d.doer, pos, a.doer)) return null;
  if (EXCEPTIONS.test(posText.text)) return null;
  if (!allIn(d.rest, posTerms) || !allIn(d.fronted, posText.terms) || !allIn(a.fronted, negText.terms)) return null;
  const next = negText.clauses[neg.index + 1];
  if (next !== void 0 && next.tokens.length > 0 && (CASE_OPENERS.has(next.tokens[0].norm) || RELATIVES2.has(next.tokens[0].norm)) && !allIn([...next.terms.keys()], posText.terms)) return null;
  if (designatedApart(neg, negText, pos, posText)) return null;
  return d;
}
function objectMeets(d, posTerms) {
  let own = 0;
  for (const t of d.object) if (!posTerms.has(t)) own++;
  if (own === 0) return true;
  return own === 1 && d.head !== null && !posTerms.has(d.head) && GENERAL_HEADS.has(d.head) && d.object.length > 1;
}
var GENERAL_HEADS = new Set(
  "output outputs payload payloads data traffic endpoint endpoints information info artifact artifacts artefact artefacts".split(" ").map(termOfWord)
);
var CASE_OPENERS = /* @__PURE__ */ new Set(["while", "when", "whenever", "if", "unless", "during", "before", "after", "until", "once", "outside", "except"]);
function tokenIn(t, terms) {
  if (t.kind === "number" && t.terms.length === 0) return terms.has(t.norm);
  if (t.terms.length === 0) return true;
  if (terms.has(t.terms[0])) return true;
  if (t.kind !== "code" || t.terms.length < 2) return false;
  for (let i = 1; i < t.terms.length; i++) if (!terms.has(t.terms[i])) return false;
  return true;
}
function lastWord(tokens) {
  for (let i = tokens.length - 1; i >= 0; i--) if (tokens[i].terms.length > 0 && !FILLER.has(tokens[i].norm)) return tokens[i];
  return null;
}
function spelledOut(words3, pos) {
  if (words3.length < 2 || words3.length > 5 || pos.acronyms.size === 0) return false;
  let initials = "";
  for (const t of words3) initials += t.norm[0];
  return pos.acronyms.has(initials);
}
function doerMeets(doer, pos, posDoer) {
  const words3 = [];
  for (const t of doer) if ((t.terms.length > 0 || t.kind === "number") && !FILLER.has(t.norm)) words3.push(t);
  if (words3.length === 0) return true;
  if (spelledOut(words3, pos)) return true;
  const head = words3[words3.length - 1];
  const posWords = clauseWords(pos);
  const posHead = lastWord(posDoer);
  if (posDoer.length > 0) {
    const doerWords = wordsOf3(posDoer);
    let shared = false;
    for (const t of words3) if (tokenIn(t, doerWords)) shared = true;
    if (!shared) return false;
  }
  for (let i = 0; i < words3.length - 1; i++) if (!tokenIn(words3[i], posWords)) return false;
  if (tokenIn(head, posWords)) return true;
  if (head.kind !== "word" || words3.length < 2 || !COMPONENT_HEADS.has(head.terms[0])) return false;
  const other = posHead === null ? void 0 : posHead.terms[0];
  return posHead !== null && (posHead.kind === "code" || other !== void 0 && COMPONENT_HEADS.has(other));
}
var COMPONENT_HEADS = new Set(
  `app application client script pipeline job service worker tool module plugin extension addon bridge gateway
  controller unit binary program daemon process server system frontend backend site handler listener component library
  package firmware step task runner stage container function lambda integration hook cli utility`.split(/\s+/).map(termOfWord)
);
function hasFamily(c, verb2) {
  for (const t of c.terms.keys()) if (family(t) === verb2) return true;
  return false;
}
function coreDenialHit(older, newer) {
  for (const q of newer.clauses) {
    if (!q.negated) continue;
    for (const p of older.clauses) {
      if (denialMeets(q, newer, p, older) !== null) return hitOf(p, q, "newer");
    }
  }
  for (const q of older.clauses) {
    if (!q.negated) continue;
    for (const p of newer.clauses) {
      if (denialMeets(q, older, p, newer) !== null) return hitOf(q, p, "older");
    }
  }
  return null;
}
function hitOf(o, n, denier) {
  return {
    kind: "polarity",
    reason: `polarity: the ${denier} denies the verb the other does to the same thing ("${clauseText(o)}" / "${clauseText(n)}")`,
    older: [clauseText(o)],
    newer: [clauseText(n)]
  };
}

// src/contradiction/flags.ts
var FLAG = /^--?[a-z][\w-]*$/i;
var ENVIRONMENTS = new Map(
  [
    ["local", "local locally dev development laptop"],
    ["ci", "ci pipeline workflow"],
    ["release", "release production prod deploy"],
    ["staging", "staging"],
    ["test", "test tests"]
  ].flatMap(([name, words3]) => words3.split(" ").map((w) => [termOfWord(w), name]))
);
function flagHit(older, newer) {
  for (const d of newer.denials) {
    if (d.cue !== "without" || !FLAG.test(d.phrase)) continue;
    const without2 = newer.clauses[d.clause];
    if (!without2 || newer.clauses.some((c) => c.tokens.some((t) => flagOf(t, d.phrase) !== null))) continue;
    for (const p of older.clauses) {
      if (p.negated || p.conditional) continue;
      for (const t of p.tokens) {
        const command = flagOf(t, d.phrase);
        if (command === null || command.length === 0) continue;
        if (!command.every((w) => without2.terms.has(termOfWord(w)))) continue;
        if (environmentsDiffer(p, without2)) continue;
        return { flag: d.phrase, command: t.raw, withClause: p, withoutClause: without2 };
      }
    }
  }
  return null;
}
function flagOf(t, flag) {
  if (t.kind !== "code") return null;
  const words3 = t.raw.trim().split(/\s+/);
  const at = words3.findIndex((w) => w === flag || w.startsWith(`${flag}=`));
  if (at < 0) return null;
  return words3.slice(0, at).filter((w) => !w.startsWith("-") && /^[a-z][\w.-]*$/i.test(w));
}
function environmentsOf(c) {
  const out = /* @__PURE__ */ new Set();
  for (const term of c.terms.keys()) {
    const env = ENVIRONMENTS.get(term);
    if (env !== void 0) out.add(env);
  }
  return out;
}
function environmentsDiffer(a, b) {
  const x = environmentsOf(a);
  const y = environmentsOf(b);
  if (x.size === 0 || y.size === 0) return false;
  for (const e of x) if (y.has(e)) return false;
  return true;
}

// src/contradiction/instructions.ts
function instruction(c) {
  if (c.modals.length > 0) return true;
  let from = 0;
  for (let i = 1; i <= 4 && i < c.tokens.length; i++) if (c.tokens[i].norm === ",") from = i + 1;
  if (from > 0 && !prohibition(c.tokens, from)) from = 0;
  if (prohibition(c.tokens, from)) return true;
  if (imperativeAt(c.tokens, 0)) return true;
  const after = afterFrontedCondition(c.tokens);
  return after > 0 && (prohibition(c.tokens, after) || imperativeAt(c.tokens, after));
}
function imperativeAt(tokens, at) {
  const first = tokens[at];
  const second = tokens[at + 1];
  if (first === void 0 || second === void 0 || first.kind !== "word" || ARTICLES2.has(first.norm) || OPENING_PREPOSITIONS.has(first.norm) || THIRD_PERSON_S.test(first.norm)) return false;
  if (second.kind === "code" || ARTICLES2.has(second.norm) && second.norm !== "no" && second.norm !== "all") return true;
  return IMPERATIVE_VERBS.has(first.norm) && second.kind === "word" && second.norm !== "no" && !finiteAfter(tokens, at + 1);
}
function finiteAfter(tokens, from) {
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "punct" || STEP_BREAKS.has(t.norm)) return false;
    if (t.kind !== "word") continue;
    if (FINITE_WORDS.has(t.norm) || IMPERATIVE_VERBS.has(t.norm) && tokens[i - 1]?.kind === "word" && !ARTICLES2.has(tokens[i - 1].norm) && !NEXT_STEP_WORDS.has(tokens[i - 1].norm)) return true;
  }
  return false;
}
var THIRD_PERSON_S = /[^s]s$/;
var TIMES = /^times?$/;
var EXCEPTIONS2 = /^exceptions?$/;
var EVERY_PLACE = /^(environments?|machines?|contexts?|builds?|places?)$/;
var FINITE_WORDS = new Set("is are was were be been has have had does did can could should must may might will would shall isn't aren't wasn't weren't doesn't didn't won't can't".split(" "));
var STEP_BREAKS = /* @__PURE__ */ new Set(["and", "but", "or", "so", "because", "since", "then"]);
var NEXT_STEP_WORDS = /* @__PURE__ */ new Set(["to", "and", "then", "or", "before", "after"]);
function afterFrontedCondition(tokens) {
  if (!SUBORDINATORS.has(tokens[0]?.norm ?? "")) return 0;
  for (let i = 2; i < tokens.length && i <= 14; i++) if (tokens[i].norm === ",") return i + 1;
  return 0;
}
var SUBORDINATORS = new Set("when whenever after before once if while".split(" "));
function prohibition(tokens, at) {
  return PROHIBITION_OPENERS.has(tokens[at]?.norm ?? "") || tokens[at]?.norm === "do" && tokens[at + 1]?.norm === "not";
}
var OPENING_PREPOSITIONS = new Set("in on at for from with by to under inside within after before during when if once since".split(" "));
var PROHIBITION_OPENERS = /* @__PURE__ */ new Set(["don't", "dont"]);
var ARTICLES2 = /* @__PURE__ */ new Set(["the", "a", "an", "this", "that", "these", "those", "our", "its", "their", "each", "every", "all", "some", "no"]);
var SUPPLY_STEMS = new Set("use pass add set specify supply include put append prefix apply give provide".split(" ").map((w) => stem(w)));
var INSTRUMENTS = /* @__PURE__ */ new Set(["with", "using", "via", "through"]);
var OBJECT_ENDS2 = new Set("to in on at for from by into onto inside within when if unless because since so and or but".split(" "));
function suppliesSameThing(c, at, other) {
  const verb2 = c.tokens[at]?.terms[0];
  if (verb2 === void 0 || !SUPPLY_STEMS.has(verb2) || !instruction(c) || !instruction(other)) return false;
  if (scopedApart(c, other)) return false;
  const object = namedObject(c.tokens, at + 1) ?? passiveSubject(c, at);
  if (object === void 0) return suppliedInWords(c, at, other);
  const otherSupplies = [...other.verbs].some((v) => SUPPLY_STEMS.has(v));
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "code" || !namesObject(t, object)) continue;
    if (otherSupplies) return true;
    for (let j = Math.max(0, i - 3); j < i; j++) if (INSTRUMENTS.has(tokens[j].norm)) return true;
    if (t.norm !== object.norm && (t.norm.split(" ").includes(object.norm) || fieldOfLiteral(t.norm, object.norm))) return true;
  }
  return false;
}
function passiveSubject(c, at) {
  const head = c.head;
  if (head === null || head.kind !== "code" || c.tokens.indexOf(head) >= at) return void 0;
  for (let j = at - 1; j >= 0 && j >= at - 3; j--) if (PASSIVE_BE.has(c.tokens[j].norm)) return head;
  return void 0;
}
var PASSIVE_BE = /* @__PURE__ */ new Set(["be", "been", "is", "are", "being"]);
function suppliedInWords(c, at, other) {
  const object = objectTerms(c, at);
  if (object.size > 0 && takenAsInstrument(object, other)) return true;
  const tokens = c.tokens;
  for (let j = at + 1; j < tokens.length; j++) {
    if (tokens[j].kind === "punct") return false;
    if (!INSTRUMENTS.has(tokens[j].norm)) continue;
    const means = objectTerms(c, j);
    return means.size > 0 && takenAsInstrument(means, other);
  }
  return false;
}
function takenAsInstrument(thing, other) {
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!INSTRUMENTS.has(tokens[i].norm)) continue;
    const taken = objectTerms(other, i);
    let all = true;
    for (const x of thing) if (!taken.has(x)) all = false;
    if (all) return true;
  }
  return false;
}
function opposedInstructions(c, at, other, named) {
  if (named === void 0 || !c.negated || !other.positive || !instruction(c) || !instruction(other) || scopedApart(c, other)) return false;
  if (named.raw.endsWith("/") && PLACES.has(c.tokens[c.tokens.indexOf(named) - 1]?.norm ?? "")) return false;
  if (placesOf(c, PLACES, at + 1).some((place) => place.some((t) => !other.terms.has(t)))) return false;
  return !onlyAsInstrument(other, named);
}
function sameObjectOfRules(c, at, other) {
  if (placesOf(c, PLACES, at + 1).some((place) => place.some((t) => !other.terms.has(t)))) return false;
  const object = objectTerms(c, at);
  if (actsOnOthersSubject(c, object, other)) return false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].terms.some((x) => object.has(x))) continue;
    for (let j = Math.max(0, i - 3); j < i; j++) if (INSTRUMENTS.has(tokens[j].norm)) return false;
  }
  return true;
}
function actsOnOthersSubject(c, object, other) {
  const head = other.head;
  if (head?.terms[0] === void 0 || !object.has(head.terms[0])) return false;
  for (let i = other.tokens.indexOf(head) + 1; i < other.tokens.length; i++) {
    const t = other.tokens[i];
    if (t.kind === "code" && t.terms[0] !== void 0 && !c.terms.has(t.terms[0])) return true;
  }
  return false;
}
function objectTerms(c, at) {
  const object = /* @__PURE__ */ new Set();
  for (let j = at + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j];
    if (t.kind === "punct" || OBJECT_ENDS2.has(t.norm)) break;
    for (const x of t.terms) if (termWeight(x) > 0) object.add(x);
  }
  return object;
}
function onlyAsInstrument(other, t) {
  if (t.kind !== "code") return false;
  let any = false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== "code" || !namesObject(tokens[i], t)) continue;
    if (!INSTRUMENTS.has(tokens[i - 1]?.norm ?? "")) return false;
    any = true;
  }
  return any;
}
function deniesSameFlag(c, at, other) {
  if (!c.negated || !writesSomeFlag(c) || !other.positive && !negatedByFlagOnly(other)) return false;
  const rule = instruction(c);
  const otherRule = instruction(other);
  if (rule && otherRule) return false;
  const mixed = rule || otherRule;
  const verb2 = c.tokens[at]?.terms[0];
  const supplies = verb2 !== void 0 && SUPPLY_STEMS.has(verb2);
  let object = !mixed || supplies ? namedObject(c.tokens, at + 1) : void 0;
  if (object === void 0) {
    for (let j = at + 1; j < c.tokens.length && j <= at + 2; j++) if (INSTRUMENTS.has(c.tokens[j].norm)) object = namedObject(c.tokens, j + 1);
  }
  if (object === void 0 && mixed && supplies) object = passiveSubject(c, at);
  if (object === void 0 || !FLAG2.test(object.raw) || scopedApart(c, other, mixed) || mixed && recipientUnnamed(c, object, other)) return false;
  if (!other.positive && flagDenying(other) !== object.raw) return false;
  for (const t of other.tokens) if (t.kind === "code" && namesObject(t, object)) return true;
  return false;
}
function writesSomeFlag(c) {
  for (const t of c.tokens) if (t.kind === "code" && t.raw.charCodeAt(0) === 45) return true;
  return false;
}
function negatedByFlagOnly(c) {
  return !c.negated && flagDenying(c) !== void 0;
}
function flagDenying(c) {
  let flag;
  for (const a of c.antonyms) {
    if (a.sign >= 0) continue;
    if (flag !== void 0 || !a.negating || !a.word.startsWith("--no-")) return void 0;
    flag = a.word;
  }
  return flag;
}
function recipientUnnamed(c, flag, other) {
  const tokens = c.tokens;
  const at = tokens.indexOf(flag);
  if (tokens[at + 1]?.norm !== "to") return false;
  let r = at + 2;
  if (ARTICLES2.has(tokens[r]?.norm ?? "")) r++;
  const recipient = tokens[r];
  if (recipient === void 0 || recipient.kind === "punct") return false;
  if (recipient.kind !== "code") return recipient.terms[0] === void 0 || !other.terms.has(recipient.terms[0]);
  const command = recipient.norm.split(" ")[0];
  for (const t of other.tokens) if (t.norm === command || t.kind === "code" && t.norm.split(" ").includes(command)) return false;
  return true;
}
var FLAG2 = /^--?[a-z][\w-]*(?:[= ].*)?$/i;
var PLACES = /* @__PURE__ */ new Set(["in", "on", "during", "inside", "within", "under", "at"]);
function scopedApart(c, other, withFor = false) {
  const places = withFor ? OBLIGATION_SCOPES : PLACES;
  return placeOwn(c, other, places) && placeOwn(other, c, places);
}
function placeOwn(c, other, places) {
  for (const place of placesOf(c, places)) {
    let named = false;
    for (const t of place) if (other.terms.has(t)) named = true;
    if (!named) return true;
  }
  return false;
}
function obligedEverywhere(prohibition2, obligation) {
  if (!obligation.positive || !instruction(prohibition2) || !instruction(obligation)) return false;
  return placesOf(obligation, OBLIGATION_SCOPES).every((place) => place.every((t) => prohibition2.terms.has(t)));
}
function rulesMeet(c, other) {
  if (c.positive === other.positive || !hasForce(c) || !hasForce(other)) return false;
  return !scopedApart(c, other, true) && !destinationsApart(c, other) && !kindsApart(c, other) && !ownQualifier(c, other) && !countedApart(c, other) && !countedApart(other, c) && !ownSource(c, other) && !ownSource(other, c);
}
function ownSource(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!SOURCES.has(tokens[i].norm)) continue;
    for (let j = i + 1; j < tokens.length && j <= i + 2; j++) {
      const t = tokens[j];
      if (t.kind === "code" && !t.raw.endsWith("/") && t.terms[0] !== void 0 && !other.terms.has(t.terms[0])) return true;
    }
  }
  return false;
}
var SOURCES = /* @__PURE__ */ new Set(["from", "via", "through"]);
function countedApart(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].norm;
    const counted = COUNT_WORDS.has(t) || (t === "more" || t === "fewer" || t === "less") && tokens[i + 1]?.norm === "than" && (tokens[i + 2]?.kind === "number" || NUMBER_WORDS2.has(tokens[i + 2]?.norm ?? "")) || t === "multiple" && TIMES.test(tokens[i + 1]?.norm ?? "");
    if (counted && !other.tokens.some((x) => x.norm === t)) return true;
  }
  return false;
}
var COUNT_WORDS = /* @__PURE__ */ new Set(["twice", "repeatedly", "thrice"]);
var NUMBER_WORDS2 = new Set("once one two three four five six seven eight nine ten".split(" "));
function hasForce(c) {
  return c.modals.length > 0 || instruction(c) && (c.negated || everywhere(c));
}
function ownQualifier(a, b) {
  if (b.positive && everywhere(b)) return false;
  for (const t of a.tokens) if (t.kind === "word") {
    for (const x of t.terms) if (QUALIFIERS.has(x) && !b.terms.has(x)) return true;
  }
  return false;
}
function everywhere(c) {
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i].norm;
    if (t === "everywhere") return true;
    const next = tokens[i + 1]?.norm ?? "";
    if ((t === "no" || t === "without") && EXCEPTIONS2.test(next)) return true;
    if ((t === "every" || t === "all" || t === "each") && EVERY_PLACE.test(next)) return true;
  }
  return false;
}
function kindsApart(a, b) {
  const x = ownlyModified(a, b);
  if (x.length === 0) return false;
  const y = ownlyModified(b, a);
  for (const t of x) if (y.includes(t)) return true;
  return false;
}
function ownlyModified(a, b) {
  const out = [];
  for (let i = 1; i < a.tokens.length; i++) {
    const t = a.tokens[i];
    const before = a.tokens[i - 1];
    if (t.kind !== "word" || before.kind === "punct" || before.terms.length === 0) continue;
    if (quantifiedPhrase(a.tokens, i - 1)) continue;
    const x = t.terms[0];
    if (x === void 0 || !b.terms.has(x) || a.verbs.has(x) || b.verbs.has(x)) continue;
    let own = true;
    for (const y of before.terms) if (b.terms.has(y) || a.verbs.has(y) || y.startsWith("ant:")) own = false;
    if (own) out.push(x);
  }
  return out;
}
function quantifiedPhrase(tokens, at) {
  for (let j = at; j >= 0 && j >= at - 3; j--) {
    const t = tokens[j];
    if (UNIVERSAL_QUANTIFIERS.has(t.norm)) return true;
    if (t.kind === "punct" || t.terms.length === 0) return false;
  }
  return false;
}
function destinationsApart(c, other) {
  return ownDestination(c, other) && ownDestination(other, c);
}
function ownDestination(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i].norm !== "to" || !ARTICLES2.has(tokens[i + 1].norm) && tokens[i + 1].kind !== "code") continue;
    let named = false;
    let any = false;
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.kind === "punct" || OBJECT_ENDS2.has(t.norm)) break;
      for (const x of t.terms) {
        if ((c.terms.get(x) ?? 0) <= 0) continue;
        any = true;
        if (other.terms.has(x)) named = true;
      }
    }
    if (any && !named) return true;
  }
  return false;
}
var OBLIGATION_SCOPES = /* @__PURE__ */ new Set([...PLACES, "for", "when", "while", "before", "after"]);
function actionOnly(c, other) {
  if (!instruction(c) || !instruction(other)) return false;
  let any = false;
  for (const t of c.terms.keys()) {
    const w = c.terms.get(t);
    if (w <= 0 || termWeight(t) === 0 || t.startsWith("ant:")) continue;
    if (!c.verbs.has(t) || !other.verbs.has(t)) return false;
    any = true;
  }
  return any;
}
function placesOf(c, places = PLACES, from = 0) {
  const out = [];
  const tokens = c.tokens;
  for (let i = from; i < tokens.length; i++) {
    if (!places.has(tokens[i].norm)) continue;
    const place = [];
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.kind === "punct" || OBJECT_ENDS2.has(t.norm) || places.has(t.norm)) break;
      for (const x of t.terms) if ((c.terms.get(x) ?? 0) > 0) place.push(x);
    }
    if (place.length > 0) out.push(place);
  }
  return out;
}
function namedObject(tokens, from) {
  for (let j = from; j < tokens.length && j <= from + 3; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || OBJECT_ENDS2.has(t.norm)) return void 0;
    if (t.kind === "code") return t;
  }
  return void 0;
}
function namesObject(t, object) {
  const bare = (x) => x.replace(CALL_ARGUMENTS, "").replace(INDEX_ARGUMENTS, "");
  if (t.norm === object.norm || bare(t.norm) === bare(object.norm)) return true;
  return object.norm.startsWith("-") && t.norm.split(" ").includes(object.norm) || fieldOfLiteral(t.norm, object.norm);
}
function fieldSetIn(tokens, from, other) {
  const object = namedObject(tokens, from);
  if (object === void 0) return false;
  for (const t of other.tokens) if (t.kind === "code" && fieldOfLiteral(t.norm, object.norm)) return true;
  return false;
}
function fieldOfLiteral(name, setting) {
  if (name.length <= setting.length + 2 || !(setting.includes(":") || setting.includes("="))) return false;
  for (let at = name.indexOf(setting); at > 0; at = name.indexOf(setting, at + 1)) {
    const before = name[at - 1] === " " ? name[at - 2] : name[at - 1];
    const after = name[at + setting.length];
    if ((before === "{" || before === "(" || before === ",") && (after === "}" || after === ")" || after === ",")) return true;
  }
  return false;
}
var MANNER_WORDS = /* @__PURE__ */ new Set(["hand", "yourself", "yourselves", "themselves", "oneself"]);
var AUTOMATION_STEMS = new Set(
  "ci pipeline workflow job hook postinstall bot cron schedule scheduler renovate dependabot automation action".split(" ").map((w) => stem(w))
);
function handedOver(tokens, at, c, own, other) {
  if (tokens[at]?.norm !== "by" || !MANNER_WORDS.has(tokens[at + 1]?.norm ?? "") || !instruction(other)) return false;
  return own.clauses.some((x) => x !== c && x.positive && [...x.terms.keys()].some((t) => AUTOMATION_STEMS.has(t)));
}
function rulesOnOneName(c, n, other) {
  if (!c.negated || !other.positive || !instruction(c) || !instruction(other) || scopedApart(c, other) || kindsApart(c, other) || ownQualifier(c, other) || countedApart(c, other)) return false;
  let at = -1;
  for (let j = n + 1; j < c.tokens.length && at < 0; j++) {
    const x = c.tokens[j].terms[0];
    if (x !== void 0 && c.verbs.has(x)) at = j;
  }
  if (at < 0) return false;
  const verb2 = c.tokens[at].terms[0];
  const sameVerb = other.verbs.has(verb2);
  const supplies = SUPPLY_STEMS.has(verb2);
  if (!sameVerb && !supplies) return false;
  const object = namedObject(c.tokens, at + 1);
  if (object === void 0 || object.terms.length === 0) return false;
  const otherSupplies = supplies && [...other.verbs].some((v) => SUPPLY_STEMS.has(v));
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== "code" || !namesObject(tokens[i], object)) continue;
    if (tokens[i].norm !== object.norm && (tokens[i].norm.includes("[") || object.norm.includes("["))) continue;
    if (sameVerb || otherSupplies) return true;
    for (let h = Math.max(0, i - 3); h < i; h++) if (INSTRUMENTS.has(tokens[h].norm)) return true;
  }
  return false;
}
var USE_FAMILY = new Set(
  "use call run pass send set enable import invoke apply include add put supply specify provide execute enqueue insert wrap".split(" ").map((w) => stem(w))
);
var READ_FAMILY = new Set("read respect honor honour load obey follow parse source consult use apply".split(" ").map((w) => stem(w)));
var DISREGARD_STEMS = new Set("ignore skip bypass disregard".split(" ").map((w) => stem(w)));
function familiesOf(verb2) {
  const out = [];
  if (USE_FAMILY.has(verb2)) out.push(USE_FAMILY);
  if (READ_FAMILY.has(verb2)) out.push(READ_FAMILY);
  if (DISREGARD_STEMS.has(verb2)) out.push(READ_FAMILY);
  return out;
}
function oneFamilyOnName(c, at, other) {
  const verb2 = c.tokens[at]?.terms[0] ?? (c.tokens[at] ? stem(c.tokens[at].norm) : void 0);
  if (verb2 === void 0) return false;
  const families = familiesOf(verb2);
  if (families.length === 0) return false;
  const object = namedObject(c.tokens, at + 1);
  if (object === void 0 || object.terms.length === 0 || scopedApart(c, other) || kindsApart(c, other)) return false;
  if (instruction(c) !== instruction(other) || headsApart(c, other)) return false;
  const tokens = other.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== "code" || !(namesObject(tokens[i], object) || endsWithName(tokens[i], object))) continue;
    for (let j = i - 1; j >= 0 && j >= i - 4; j--) {
      const t = tokens[j];
      if (t.kind !== "word") break;
      const x = stem(t.norm);
      if (families.some((f) => f.has(x)) && !DISREGARD_STEMS.has(x)) return true;
    }
  }
  return false;
}
function headsApart(c, other) {
  const a = c.head?.terms[0];
  const b = other.head?.terms[0];
  return a !== void 0 && b !== void 0 && a !== b && !other.terms.has(a) && !c.terms.has(b);
}
function endsWithName(t, object) {
  const name = object.norm.replace(CALL_ARGUMENTS, "");
  if (name.length < 3 || !IDENTIFIER.test(name)) return false;
  const at = t.norm.length - name.length - 1;
  return at >= 0 && t.norm.endsWith(name) && NAME_SEPARATOR.test(t.norm[at]);
}
var CALL_ARGUMENTS = /\(.*\)$/;
var INDEX_ARGUMENTS = /\[.*\]$/;
var IDENTIFIER = /^[\w$]+$/;
var NAME_SEPARATOR = /[.:\s]/;
function waitedOnRequired(c, at, other) {
  if (!WAITED_ON.has(c.tokens[at + 1]?.norm ?? "") || !other.positive || !instruction(c) || !(instruction(other) || permittedOnlyAfter(other))) return false;
  if (scopedApart(c, other) || kindsApart(c, other)) return false;
  let any = false;
  for (let j = at + 2; j < c.tokens.length; j++) {
    const t = c.tokens[j];
    if (t.kind === "punct" || OBJECT_ENDS2.has(t.norm)) break;
    if (c.markers.includes(t.norm)) continue;
    for (const x of t.terms) {
      if (termWeight(x) === 0) continue;
      if (!other.terms.has(x) && !familyIn(x, other)) return false;
      any = true;
    }
  }
  return any;
}
function familyIn(x, other) {
  if (x.length < 4) return false;
  for (const y of other.terms.keys()) {
    const [short, long] = y.length < x.length ? [y, x] : [x, y];
    if (short.length < 4 || !long.startsWith(short)) continue;
    const rest = long.length - short.length;
    if (NOUN_ENDINGS.has(long.slice(short.length)) || rest <= 2 && short.length >= 5) return true;
  }
  return false;
}
var NOUN_ENDINGS = /* @__PURE__ */ new Set(["atur", "ur", "anc", "enc", "al", "ment"]);
function permittedOnlyAfter(c) {
  const tokens = c.tokens;
  let permitted = false;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i].norm;
    if (t === "may" || t === "can") permitted = true;
    else if (permitted && t === "only" && ONLY_AFTER.has(tokens[i + 1].norm)) return true;
  }
  return false;
}
var ONLY_AFTER = /* @__PURE__ */ new Set(["after", "once", "when", "if"]);

// src/contradiction/kept-with.ts
var REMOVAL_STEMS2 = new Set("strip remove clear drop delete scrub purge".split(" ").map((w) => stem(w)));
var RULE_OPENERS = /* @__PURE__ */ new Set(["always", "please"]);
var OBJECT_STOPS = /* @__PURE__ */ new Set(["from", "before", "in", "on", "of", "with", "and", "so", "to"]);
var REMOVALS = /* @__PURE__ */ new WeakMap();
function removalsOf(analysis) {
  let out = REMOVALS.get(analysis);
  if (out !== void 0) return out;
  out = [];
  for (const c of analysis.clauses) {
    const r = removalIn(c);
    if (r !== null) out.push(r);
  }
  REMOVALS.set(analysis, out);
  return out;
}
function removalIn(c) {
  if (c.negated) return null;
  const tokens = c.tokens;
  let at = 0;
  while (at < tokens.length && RULE_OPENERS.has(tokens[at].norm)) at++;
  const verb2 = tokens[at];
  if (verb2 === void 0 || verb2.kind !== "word" || !verb2.terms.some((x) => REMOVAL_STEMS2.has(x)) || !instruction(c)) return null;
  let head = null;
  let container = null;
  let j = at + 1;
  for (; j < tokens.length && !OBJECT_STOPS.has(tokens[j].norm); j++) head = lastWeighted(tokens[j]) ?? head;
  if (tokens[j]?.norm === "from") for (j++; j < tokens.length && !OBJECT_STOPS.has(tokens[j].norm); j++) container = lastWeighted(tokens[j]) ?? container;
  while (j < tokens.length && tokens[j].norm !== "before") j++;
  const action = tokens[j + 1];
  if (head === null || action === void 0 || action.kind !== "word" || !action.norm.endsWith("ing")) return null;
  const done = lastWeighted(action);
  return done === void 0 ? null : { clause: c, head, container, action: done };
}
function lastWeighted(t) {
  if (t.kind !== "word") return void 0;
  for (let k = t.terms.length - 1; k >= 0; k--) if (termWeight(t.terms[k]) > 0) return t.terms[k];
  return void 0;
}
function keptWith(c, r) {
  if (c.negated || !(c.verbs.has(r.action) || c.terms.has(r.action) && c.tokens[0]?.terms.includes(r.action) || passiveOf(c, r.action))) return false;
  if (r.container !== null && !c.terms.has(r.container)) return false;
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].norm !== "with") continue;
    for (let j = i + 1; j < tokens.length && j <= i + 5; j++) {
      const t = tokens[j];
      if (t.kind === "punct" || OBJECT_STOPS.has(t.norm)) break;
      if (t.terms.includes(r.head)) return instruction(c);
    }
  }
  return false;
}
function passiveOf(c, action) {
  const tokens = c.tokens;
  for (let i = 1; i < tokens.length; i++) if (tokens[i].terms.includes(action) && PASSIVE_BE2.has(tokens[i - 1].norm)) return true;
  return false;
}
var PASSIVE_BE2 = /* @__PURE__ */ new Set(["be", "been", "is", "are", "being"]);
function keptWithHit(older, newer) {
  return keptAgainst(older, newer, false) ?? keptAgainst(newer, older, true);
}
function keptAgainst(a, b, flip) {
  const removals = removalsOf(a);
  if (removals.length === 0) return null;
  for (const r of removals) {
    for (const c of b.clauses) {
      if (!keptWith(c, r)) continue;
      const reason = `modality: "${clauseText(r.clause)}" takes out what "${clauseText(c)}" keeps`;
      return flip ? { kind: "modality", reason, older: ["with"], newer: [r.head] } : { kind: "modality", reason, older: [r.head], newer: ["with"] };
    }
  }
  return null;
}

// src/contradiction/delivery-direction.ts
var PUSH_VERBS = /* @__PURE__ */ new Set(["push", "pushes", "pushed", "pushing"]);
var POLL_VERBS = /* @__PURE__ */ new Set(["poll", "polls", "polled", "polling"]);
var PULL_VERBS = /* @__PURE__ */ new Set(["pull", "pulls", "pulled", "pulling"]);
var PUSH_STATES = /* @__PURE__ */ new Set(["push-based", "push-driven", "push-style"]);
var PULL_STATES = /* @__PURE__ */ new Set(["poll-based", "polling-based", "pull-based", "poll-driven", "pull-style"]);
var NOUN_AFTER = /* @__PURE__ */ new Set([
  "notification",
  "notifications",
  "request",
  "requests",
  "event",
  "events",
  "trigger",
  "triggers",
  "button",
  "buttons",
  "access",
  "rights",
  "permission",
  "permissions",
  "protection",
  "in",
  "up",
  "down",
  "through",
  "secret",
  "secrets"
]);
var POLL_NOUN_AFTER = /* @__PURE__ */ new Set(["rate", "rates", "interval", "intervals", "loop", "loops", "timeout", "timeouts", "period", "frequency"]);
var NOT_BEFORE = /* @__PURE__ */ new Set(["on", "every", "each", "a", "the", "git", "long", "short", "force", "docker", "no", "any", "first", "after", "before", "if", "when"]);
var BESIDES = /* @__PURE__ */ new Set(["also", "additionally", "fallback", "backup", "too", "besides", "failover"]);
var BE2 = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "gotten"]);
var FIRST_PERSON = /* @__PURE__ */ new Set(["we", "our", "us", "ours"]);
var WE = "we";
var BOUNDARY = /* @__PURE__ */ new Set(["to", "from", "for", "by", "via", "over", "through", "with", "every", "each", "on", "at", "in", "into", "as", "when", "once", "after", "before", "and", "but", "so", "instead", "whenever", "until", "while", "using"]);
var QUANTIFIERS = /* @__PURE__ */ new Set(["each", "every", "all"]);
var LIGHT = /* @__PURE__ */ new Set(["now", "have", "has", "had", "need", "needs", "must", "should", "will", "can", "instead", "new", "latest"]);
var SIDES = /* @__PURE__ */ new WeakMap();
var PUSH_WORD = /\bpush(?:es|ed|ing)?\b|\bpush-(?:based|driven|style)\b/i;
var PULL_WORD = /\b(?:poll|pull)(?:s|ed|ing)?\b|\b(?:poll|polling|pull)-(?:based|driven|style)\b/i;
function deliverySides(a) {
  let bits = SIDES.get(a);
  if (bits !== void 0) return bits;
  bits = (PUSH_WORD.test(a.text) ? 1 : 0) | (PULL_WORD.test(a.text) ? 2 : 0);
  SIDES.set(a, bits);
  return bits;
}
function deliveriesMayMeet(o, n) {
  return (o & 1) !== 0 && (n & 2) !== 0 || (o & 2) !== 0 && (n & 1) !== 0;
}
function termsOf2(c, from, to, out) {
  for (let i = from; i < to; i++) {
    const t = c.tokens[i];
    if (FIRST_PERSON.has(t.norm)) {
      out.add(WE);
      continue;
    }
    if (LIGHT.has(t.norm) || BE2.has(t.norm)) continue;
    for (const x of t.terms) out.add(x);
  }
}
function roleEnd(c, from) {
  let i = from < c.tokens.length && QUANTIFIERS.has(c.tokens[from].norm) ? from + 1 : from;
  while (i < c.tokens.length && !(c.tokens[i].kind === "word" && BOUNDARY.has(c.tokens[i].norm))) i++;
  return i;
}
function afterWord(c, from, word2, out) {
  for (let i = from; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "word" && t.norm === word2) {
      termsOf2(c, i + 1, roleEnd(c, i + 1), out);
      return;
    }
  }
}
function deliveriesOf(a, push) {
  const out = [];
  for (const c of a.clauses) {
    if (c.negated || c.conditional) continue;
    let besides = false;
    for (const t of c.tokens) if (t.kind === "word" && BESIDES.has(t.norm)) besides = true;
    if (besides && !push) continue;
    const tokens = c.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.kind !== "word") continue;
      const w = t.norm;
      if ((push ? PUSH_STATES : PULL_STATES).has(w)) {
        const d2 = { push, clause: c, verb: t.raw, from: /* @__PURE__ */ new Set(), to: /* @__PURE__ */ new Set(), data: /* @__PURE__ */ new Set(), state: true };
        termsOf2(c, 0, tokens.length, d2.data);
        out.push(d2);
        continue;
      }
      const pull = PULL_VERBS.has(w);
      if (!(push ? PUSH_VERBS.has(w) : POLL_VERBS.has(w) || pull)) continue;
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      if (prev !== void 0 && prev.kind === "word" && NOT_BEFORE.has(prev.norm)) continue;
      if (next !== void 0 && next.kind === "word" && (NOUN_AFTER.has(next.norm) || POLL_VERBS.has(w) && POLL_NOUN_AFTER.has(next.norm))) continue;
      const d = { push, clause: c, verb: t.raw, from: /* @__PURE__ */ new Set(), to: /* @__PURE__ */ new Set(), data: /* @__PURE__ */ new Set(), state: false };
      const passive = prev !== void 0 && prev.kind === "word" && BE2.has(prev.norm);
      const subject = /* @__PURE__ */ new Set();
      termsOf2(c, 0, passive ? i - 1 : i, subject);
      if (push) {
        if (passive) {
          for (const x of subject) d.data.add(x);
          afterWord(c, i + 1, "by", d.from);
        } else {
          for (const x of subject) d.from.add(x);
          termsOf2(c, i + 1, roleEnd(c, i + 1), d.data);
        }
        afterWord(c, i + 1, "to", d.to);
      } else if (pull) {
        if (passive) {
          for (const x of subject) d.data.add(x);
          afterWord(c, i + 1, "by", d.to);
        } else {
          for (const x of subject) d.to.add(x);
          termsOf2(c, i + 1, roleEnd(c, i + 1), d.data);
        }
        afterWord(c, i + 1, "from", d.from);
      } else {
        if (passive) {
          for (const x of subject) d.from.add(x);
          afterWord(c, i + 1, "by", d.to);
        } else {
          for (const x of subject) d.to.add(x);
          termsOf2(c, i + 1, roleEnd(c, i + 1), d.from);
        }
        afterWord(c, i + 1, "for", d.data);
        afterWord(c, i + 1, "from", d.from);
      }
      out.push(d);
    }
  }
  return out;
}
function meets(a, b) {
  for (const x of a) if (b.has(x)) return true;
  return false;
}
function sharedCount(a, b) {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}
var DELIVERY_STEMS = /* @__PURE__ */ new Set(["push", "poll", "pull", "base", "driven", "style"]);
function clauseTerms(d) {
  const out = /* @__PURE__ */ new Set();
  termsOf2(d.clause, 0, d.clause.tokens.length, out);
  for (const x of DELIVERY_STEMS) out.delete(x);
  return out;
}
function opposed(p, q) {
  if (p.state || q.state) return sharedCount(clauseTerms(p), clauseTerms(q)) >= 2;
  if (p.from.size === 0 || p.to.size === 0 || q.from.size === 0 || q.to.size === 0) return false;
  if (!meets(p.to, q.to) || !meets(p.from, q.from)) return false;
  return p.data.size === 0 || q.data.size === 0 || meets(p.data, q.data);
}
function deliveryDirectionHit(older, newer) {
  const o = deliverySides(older);
  const n = deliverySides(newer);
  if (!deliveriesMayMeet(o, n)) return null;
  for (const olderPushes of [true, false]) {
    if (!(olderPushes ? o & 1 && n & 2 : o & 2 && n & 1)) continue;
    const pushes = deliveriesOf(olderPushes ? older : newer, true);
    if (pushes.length === 0) continue;
    const pulls = deliveriesOf(olderPushes ? newer : older, false);
    for (const p of pushes) {
      for (const q of pulls) {
        if (!opposed(p, q)) continue;
        const [a, b] = olderPushes ? [p, q] : [q, p];
        return {
          kind: "antonym",
          reason: `antonym: the older has the data ${olderPushes ? "pushed" : "polled or pulled"} ("${a.verb}"), the newer has it ${olderPushes ? "polled or pulled" : "pushed"} ("${b.verb}") between the same two parties`,
          older: [a.verb],
          newer: [b.verb]
        };
      }
    }
  }
  return null;
}

// src/contradiction/phrasal.ts
function forms(spec) {
  const f = spec.split(" ");
  return [f[0], f[1], f[2], f[3], f[4] ?? f[2]];
}
function family2(phrasal, words3) {
  return {
    phrasal: phrasal.split(",").map((s) => {
      const parts = s.trim().split(" ");
      const particle = parts.pop();
      return { verb: forms(parts.join(" ")), particle };
    }),
    words: words3.split(",").map((s) => forms(s.trim()))
  };
}
var FAMILIES = [
  family2(
    "kick kicks kicked kicking off, fire fires fired firing off, spin spins spun spinning up, start starts started starting up, boot boots booted booting up",
    "start starts started starting, trigger triggers triggered triggering, launch launches launched launching, run runs ran running run, initiate initiates initiated initiating, invoke invokes invoked invoking"
  ),
  family2("shut shuts shut shutting down, spin spins spun spinning down, wind winds wound winding down", "stop stops stopped stopping, halt halts halted halting, terminate terminates terminated terminating"),
  family2("turn turns turned turning on, switch switches switched switching on", "enable enables enabled enabling, activate activates activated activating"),
  family2("turn turns turned turning off, switch switches switched switching off", "disable disables disabled disabling, deactivate deactivates deactivated deactivating"),
  family2(
    "tear tears tore tearing torn down, take takes took taking taken down",
    "destroy destroys destroyed destroying, delete deletes deleted deleting, remove removes removed removing, dismantle dismantles dismantled dismantling, decommission decommissions decommissioned decommissioning"
  ),
  family2("roll rolls rolled rolling back, back backs backed backing out", "revert reverts reverted reverting, undo undoes undid undoing undone"),
  family2("set sets set setting up", "configure configures configured configuring, provision provisions provisioned provisioning")
];
var ANY_PHRASAL = new RegExp(
  String.raw`\b(?:${[...new Set(FAMILIES.flatMap((f) => f.phrasal.flatMap((p) => p.verb)))].join("|")})\s+(?:${[...new Set(FAMILIES.flatMap((f) => f.phrasal.map((p) => p.particle)))].join("|")})\b`,
  "i"
);
var PHRASAL_OF = FAMILIES.map(
  (f) => new RegExp(String.raw`\b(${[...new Set(f.phrasal.flatMap((p) => p.verb))].join("|")})\s+(${[...new Set(f.phrasal.map((p) => p.particle))].join("|")})\b`, "gi")
);
var WORD_OF = FAMILIES.map((f) => new RegExp(String.raw`\b(${[...new Set(f.words.flatMap((w) => w))].join("|")})\b`, "i"));
var PARTICIPLE_BEFORE = /\b(?:is|are|was|were|be|been|being|has|have|had|get|gets|got)\s+$/i;
var OBJECT_AFTER = /^\s*((?:(?!\b(?:by|after|before|during|on|in|for|when|while|if|at|from|to|with|manually|automatically|anymore|now)\b)[^;,.:()])*)/i;
var CLAUSE_BEFORE = /([^;,.:()]*)$/;
var hasPhrasal = memoize((text) => ANY_PHRASAL.test(text));
function phrasalReading(text, other) {
  if (!hasPhrasal(text)) return null;
  let out = text;
  let changed = false;
  const objects = [];
  for (let k = 0; k < FAMILIES.length; k++) {
    const fam = FAMILIES[k];
    const found = WORD_OF[k].exec(other);
    if (found === null) continue;
    const lower = found[1].toLowerCase();
    const word2 = fam.words.find((w) => w.includes(lower));
    const pattern = PHRASAL_OF[k];
    pattern.lastIndex = 0;
    out = out.replace(pattern, (whole, verb2, particle, at, all) => {
      const v = verb2.toLowerCase();
      const p = particle.toLowerCase();
      const entry = fam.phrasal.find((x) => x.particle === p && x.verb.includes(v));
      if (entry === void 0) return whole;
      const passive = PARTICIPLE_BEFORE.test(all.slice(Math.max(0, at - 12), at));
      const form = passive ? 4 : entry.verb.indexOf(v);
      changed = true;
      const object = passive ? CLAUSE_BEFORE.exec(all.slice(0, at))?.[1] ?? "" : OBJECT_AFTER.exec(all.slice(at + whole.length))?.[1] ?? "";
      objects.push(object);
      const to = word2[form];
      return verb2[0] === verb2[0].toUpperCase() ? to[0].toUpperCase() + to.slice(1) : to;
    });
  }
  return changed ? { text: out, objects } : null;
}

// src/contradiction/carried.ts
var NEGATIVE_MODAL = String.raw`(?:must|should|shall)(?: not|n't)(?: ever)?|(?:must|should|shall) never|never|(?:do not|don't)(?: ever)?|(?:is|are) not (?:allowed|permitted) to|(?:is|are) (?:forbidden|prohibited) (?:to|from)`;
var POSITIVE_MODAL = String.raw`(?:must|should|shall)(?: always)?|always|(?:is|are) (?:required|expected) to|(?:has|have|need|needs) to`;
var PHRASE = String.raw`(?:\x60[^\x60]*\x60|(?!\b(?:when|while|if|before|after|during|unless|because|since|so|and|or|but|instead|anymore|now)\b)[^;,.:()\x60])`;
var WORD = String.raw`(?:\x60[^\x60]*\x60|[\w'/-]+)`;
var NO_CARRIER = String.raw`(?!(?:the )?(?:front|place|addition|case|order|advance|parallel|production|prod|staging|ci|dev|development|tests?|general|practice|particular|bulk|batch(?:es)?|code|the same)\b)`;
var PUTTING = "put|place|add|append|attach|embed|include|insert|inject|set|send|stamp|print|write|carry|pass";
var PLACEMENT = new RegExp(
  String.raw`^(?<subject>(?:${WORD} ){0,4}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?<verb>${PUTTING})\s+(?<item>${PHRASE}+?)\s+(?<prep>in|into|on|onto|with|inside|to)\s+${NO_CARRIER}(?<carrier>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  "i"
);
var TAGGED = new RegExp(
  String.raw`^(?<carrier>(?:${WORD} ){1,6}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?be\s+(?:tagged|stamped|labell?ed|annotated|marked)\s+with\s+(?<item>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  "i"
);
var APPEARING = new RegExp(
  String.raw`^(?<item>(?:${WORD} ){1,5}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?:appear|be present|show up|be included)\s+in\s+${NO_CARRIER}(?<carrier>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  "i"
);
var OMITTING = new RegExp(
  String.raw`^(?<carrier>(?:${WORD} ){1,6}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?:omit|exclude|leave out|strip)\s+(?<item>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  "i"
);
var ANY_SHAPE = /\b(?:put|place|add|append|attach|embed|include|insert|inject|set|send|stamp|print|write|carry|pass|tagged|stamped|labell?ed|annotated|marked|appear|present|show up|included|omit|exclude|leave out|strip)\b/i;
var NEGATIVE_START = new RegExp(String.raw`^(?:${NEGATIVE_MODAL})$`, "i");
var ARTICLE_END = /\b(?:the|a|an|its|their|each|every|all|any)$/i;
var carriedReading = memoize(readCarried);
var CARRYING = /\b(?:must|should|to|always)\s+(?:always\s+|never\s+|not\s+)?(include|carry|contain|bear|have)\b/i;
function readingFor(read, other) {
  const verb2 = CARRYING.exec(other)?.[1]?.toLowerCase();
  if (verb2 === void 0 || verb2 === "include") return read.text;
  const to = `${read.carrier} ${read.modal} ${verb2} ${read.item}`;
  return to[0].toUpperCase() + to.slice(1) + read.rest;
}
function readCarried(text) {
  if (!ANY_SHAPE.test(text)) return null;
  const trimmed = text.trimStart();
  let m = PLACEMENT.exec(trimmed);
  let placement = true;
  let invert = false;
  if (m !== null) {
    const prep = m.groups.prep.toLowerCase();
    const verb2 = m.groups.verb.toLowerCase();
    if (prep === "to" && verb2 !== "add" && verb2 !== "append" && verb2 !== "attach") m = null;
    else if (prep === "with" && verb2 !== "send" && verb2 !== "include" && verb2 !== "attach") m = null;
  }
  if (m === null) {
    placement = false;
    m = TAGGED.exec(trimmed) ?? APPEARING.exec(trimmed);
    if (m === null) {
      m = OMITTING.exec(trimmed);
      invert = m !== null;
    }
  }
  if (m === null) return null;
  const g = m.groups;
  const carrier = g.carrier.trim();
  const item = g.item.trim();
  if (carrier.length === 0 || item.length === 0 || ARTICLE_END.test(carrier) || ARTICLE_END.test(item)) return null;
  let negative = NEGATIVE_START.test(g.modal.trim());
  if (invert) negative = !negative;
  const modal = negative ? "must not" : "must";
  const rest = g.rest ?? "";
  const to = `${carrier} ${modal} include ${item}`;
  const from = trimmed.slice(0, trimmed.length - rest.length);
  return { text: to[0].toUpperCase() + to.slice(1) + rest, from, to, placement, carrier, item, modal, rest };
}

// src/contradiction/owners.ts
var CODE = /`([^`\n]+)`/g;
var WORD2 = /[a-z][a-z0-9_]*/g;
function singular(word2) {
  return word2.length > 3 && word2.endsWith("s") && !word2.endsWith("ss") ? word2.slice(0, -1) : word2;
}
function partsOf4(code) {
  return code.toLowerCase().split(/[./:#]+/).filter((p) => p !== "");
}
var CALL_END = /(\(\)|\/\d)$/;
var SHORT_SUFFIX = /\.([a-z]{1,5})$/;
function kindOf(code) {
  if (CALL_END.test(code)) return "call";
  const suffix = SHORT_SUFFIX.exec(code)?.[1];
  if (suffix !== void 0 && FILE_EXTENSIONS.has(suffix) || code.endsWith("/")) return "file";
  return "name";
}
function codeNames(text) {
  return [...text.matchAll(CODE)].map((m) => m[1]).filter((c) => /[a-z]/i.test(c) && !/[=\s]/.test(c));
}
function siblings(a, b, olderWords, newerWords, compared) {
  let pa = partsOf4(a);
  let pb = partsOf4(b);
  if (pa.length === 1 && pb.length === 1) {
    pa = pa[0].split("-");
    pb = pb[0].split("-");
  }
  if (pa.length < 2 || pa.length !== pb.length || kindOf(a) !== kindOf(b)) return false;
  let differ = -1;
  for (let i = 0; i < pa.length; i++) {
    if (singular(pa[i]) === singular(pb[i])) continue;
    if (differ >= 0) return false;
    differ = i;
  }
  if (differ < 0) return false;
  if (differ === 0 && pa.length === 2 && pa[0].startsWith("@") !== pb[0].startsWith("@")) return false;
  const own = (part, other) => {
    const words3 = part.match(WORD2) ?? [];
    return !/^\d/.test(part) && words3.length > 0 && !words3.some((w) => other.has(w) || compared.has(w));
  };
  return own(pa[differ], newerWords) && own(pb[differ], olderWords);
}
function citedForState(code, text, words3) {
  const lower = text.toLowerCase();
  const name = `\`${code.toLowerCase()}\``;
  let at = lower.indexOf(`(${name})`);
  if (at < 0) {
    at = lower.indexOf(`via ${name}`);
    if (at < 0) return false;
  }
  for (const word2 of words3) {
    const w = word2.toLowerCase();
    if (w.length < 3) continue;
    const k = lower.lastIndexOf(w, at);
    if (k < 0) continue;
    const between = lower.slice(k + w.length, at);
    if (!CLAUSE_BREAK.test(between)) return true;
  }
  return false;
}
var CLAUSE_BREAK = /[;:.!?—]|\s-\s/;
function namesTwoOwners(older, newer, triggers, olderTriggers = [], newerTriggers = []) {
  const olderCodes = codeNames(older);
  const newerCodes = codeNames(newer);
  if (olderCodes.length === 0 || newerCodes.length === 0) return false;
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  const ownOlder = olderCodes.filter((c) => !n.includes(c.toLowerCase()));
  const ownNewer = newerCodes.filter((c) => !o.includes(c.toLowerCase()));
  if (ownOlder.length === 0 || ownNewer.length === 0) return false;
  const compared = new Set(triggers.flatMap((t) => t.toLowerCase().match(WORD2) ?? []));
  const olderWords = new Set(o.match(WORD2) ?? []);
  const newerWords = new Set(n.match(WORD2) ?? []);
  for (const a of ownOlder) for (const b of ownNewer) if (siblings(a, b, olderWords, newerWords, compared) && !(citedForState(a, older, olderTriggers) && citedForState(b, newer, newerTriggers))) return true;
  return false;
}

// src/contradiction/polarity.ts
var ADVERB_END = /ly$/;
var REACH_WORD = /^[a-z]+-wide$/;
function polarityHit(older, newer, o, n) {
  const ob = o.polarBits;
  const nb = n.polarBits;
  for (let x = 0; x < o.polar.length; x++) {
    for (let y = 0; y < n.polar.length; y++) {
      const signs = ob[3 * x + 2] ^ nb[3 * y + 2];
      if ((signs & BIT_SAYS_SO) === 0 && ((ob[3 * x + 2] | nb[3 * y + 2]) & BIT_FLIPPING) === 0) continue;
      if ((ob[3 * x] & nb[3 * y + 1]) === 0 && (ob[3 * x + 1] & nb[3 * y]) === 0) continue;
      const p = o.polar[x];
      const q = n.polar[y];
      const hit = clausePolarity(p, q, older, newer);
      if (hit) return hit;
    }
  }
  return null;
}
function positiveAgainst(c, other) {
  let positive = c.positive !== namesFlagAlike(c, other);
  if (c.negated && negationAfterState(c, other)) positive = !positive;
  for (const a of c.antonyms) if (flipsAgainst(a, c, other) && !(c.negated && mateDenied(c, a)) || saysWhichOnly(a, c, other)) positive = !positive;
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) positive = !positive;
  const excluded = excludedState(c, other);
  if (excluded !== null && !excluded.denying) positive = !positive;
  return positive;
}
function negationAfterState(c, other) {
  let firstNegation = -1;
  for (let i = 0; i < c.tokens.length && firstNegation < 0; i++) if (c.negations.includes(c.tokens[i].norm)) firstNegation = i;
  if (firstNegation < 0) return false;
  if (negationInOpening(c, other, firstNegation)) return true;
  const head = c.head === null ? -1 : c.tokens.indexOf(c.head);
  if (head < 0) return false;
  for (const a of c.antonyms) {
    if (a.negating || !other.antonyms.some((x) => x.canon === a.canon && x.sign !== a.sign && !x.negating)) continue;
    const words3 = a.word.toLowerCase().split(" ");
    for (let k = head + 1; k + words3.length - 1 < firstNegation; k++) if (c.tokens[k].norm === words3[0]) return true;
  }
  return false;
}
function negationInOpening(c, other, firstNegation) {
  const first = c.tokens[0];
  if (first === void 0 || !OPENING_CASES.has(first.norm)) return false;
  let comma = -1;
  for (let i = 1; i < c.tokens.length && comma < 0; i++) if (c.tokens[i].raw === ",") comma = i;
  if (comma < 0 || firstNegation > comma) return false;
  for (const a of c.antonyms) {
    if (a.negating || !other.antonyms.some((x) => x.canon === a.canon && x.sign !== a.sign && !x.negating)) continue;
    const word2 = a.word.toLowerCase().split(" ")[0];
    for (let k = comma + 1; k < c.tokens.length; k++) if (c.tokens[k].norm === word2) return true;
  }
  return false;
}
var OPENING_CASES = /* @__PURE__ */ new Set(["with", "without", "when", "if", "once", "after", "before", "until", "while"]);
function namesFlagAlike(c, other) {
  let flips = false;
  for (const a of c.antonyms) {
    if (!a.negating || a.sign >= 0 || !a.word.startsWith("--no-")) continue;
    if (writesFlag(other, a.word)) flips = !flips;
  }
  return flips;
}
function saysWhichOnly(a, c, other) {
  if (!a.negating || a.sign >= 0 || !c.flips || other.terms.has(a.canon)) return false;
  const tokens = c.tokens;
  for (let i = 2; i < tokens.length; i++) if (tokens[i].raw === a.word && tokens[i].kind === "word") return attributiveAt(tokens, i);
  return false;
}
function writesFlag(other, flag) {
  for (const t of other.tokens) if (t.kind === "code" && (t.raw === flag || t.raw.includes(" ") && t.raw.split(" ").includes(flag))) return true;
  return false;
}
function flipsAgainst(a, c, other) {
  if (a.negating || a.sign >= 0) return false;
  let inOther = false;
  for (const x of other.antonyms) if (x.canon === a.canon) inOther = true;
  if (!inOther && !writesVerbOfState(a.canon, other)) return false;
  for (const x of c.antonyms) if (x.canon === a.canon && !x.negating && x.sign < 0) return x === a;
  return false;
}
function writesVerbOfState(canon, other) {
  const verbs = PARTICIPLE_STEMS.get(canon);
  if (verbs === void 0) return false;
  for (const t of other.tokens) {
    if (t.kind !== "word" || t.norm.endsWith("ed") || !VERB_FORM.test(t.norm)) continue;
    if (verbs.has(stem(t.norm))) return true;
  }
  return false;
}
var VERB_FORM = /^[a-z]{4,}$/;
var PARTICIPLE_STEMS = /* @__PURE__ */ new Map();
ANTONYMS.forEach(([positive, , negating], n) => {
  if (negating) return;
  for (const w of positive.split(/\s+/)) {
    if (!/^[a-z]{4,}ed$/.test(w)) continue;
    const s = stem(w);
    if (s.length < 4) continue;
    const set = PARTICIPLE_STEMS.get(`ant:${n}`) ?? /* @__PURE__ */ new Set();
    set.add(s);
    PARTICIPLE_STEMS.set(`ant:${n}`, set);
  }
});
function prefixNegates(p, c, other) {
  return other.terms.has(p.base) && !c.terms.has(p.base) && (p.along === void 0 || p.along.every((x) => other.terms.has(x)));
}
function termsAgainst(c, other) {
  let terms = c.terms;
  for (const acronym of c.acronyms) {
    if (!terms.has(acronym) || other.terms.has(acronym)) continue;
    const expansion = expansionOf(other, acronym);
    if (!expansion) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.delete(acronym);
    for (const t of expansion) terms.set(t, termWeight(t));
  }
  const readings = termReadingsOf(c);
  for (const t of readings.toggles) {
    const toggle = toggleSetting(t.raw);
    const named = stateNamed(toggle.key);
    if (named !== void 0 && other.terms.has(named) && t.terms[0] !== void 0 && !other.terms.has(t.terms[0])) {
      if (terms === c.terms) terms = new Map(c.terms);
      terms.delete(t.terms[0]);
    }
    for (const x of t.terms) {
      if (other.terms.has(x) || !/^[a-z]{5,}$/.test(x)) continue;
      const same = otherWordStart(x, other.terms);
      if (same === void 0) continue;
      if (terms === c.terms) terms = new Map(c.terms);
      terms.set(same, terms.get(x) ?? 1);
      terms.delete(x);
    }
  }
  if (c.negated !== other.negated) for (const x of readings.synonyms) {
    const canonical = VERB_SYNONYMS[x];
    if (other.terms.has(x) || c.terms.has(canonical === x ? "" : canonical)) continue;
    if (!synonymIn(other.terms, canonical, x)) continue;
    const w = c.terms.get(x);
    if (terms === c.terms) terms = new Map(c.terms);
    terms.delete(x);
    terms.set(canonical, Math.max(w, terms.get(canonical) ?? 0));
  }
  if (!c.negated && other.negated) for (const a of other.antonyms) {
    if (!a.word.toLowerCase().startsWith(SUPPORT) || terms.has(a.canon) || !canDo(c, other)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(a.canon, 1);
  }
  if (c.negated && !other.negated) for (const x of readings.hyponyms) {
    const specific = hyponymIn(other, x);
    if (specific === void 0 || terms.has(specific)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(specific, terms.get(x));
    terms.delete(x);
  }
  for (const x of readings.paths) {
    if (other.terms.has(x)) continue;
    const same = shorterPathIn(other, x);
    if (same === void 0 || terms.has(same)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(same, terms.get(x));
    terms.delete(x);
  }
  const excluded = excludedState(c, other);
  if (excluded !== null && terms.has(excluded.own)) {
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(excluded.canon, terms.get(excluded.own));
    terms.delete(excluded.own);
  }
  for (const p of c.prefixed) {
    if (!prefixNegates(p, c, other)) continue;
    if (terms === c.terms) terms = new Map(c.terms);
    terms.set(p.base, 1);
  }
  return terms;
}
function termReadingsOf(c) {
  if (c.termReadings === UNREAD_TERM_READINGS) c.termReadings = readTermReadings(c);
  return c.termReadings;
}
function readTermReadings(c) {
  let synonyms = NO_READ_TERMS;
  let hyponyms = NO_READ_TERMS;
  let paths = NO_READ_TERMS;
  let toggles = NO_READ_TOKENS;
  for (const x of c.terms.keys()) {
    const canonical = VERB_SYNONYMS[x];
    if (canonical !== void 0) (synonyms === NO_READ_TERMS ? synonyms = [] : synonyms).push(x);
    if (VERB_HYPONYMS[canonical ?? x] !== void 0) (hyponyms === NO_READ_TERMS ? hyponyms = [] : hyponyms).push(x);
  }
  for (const t of c.tokens) {
    if (t.kind !== "code") continue;
    const x = t.terms[0];
    if (x !== void 0 && x.includes("/") && c.terms.has(x)) (paths === NO_READ_TERMS ? paths = [] : paths).push(x);
    if (c.antonyms.length > 0 && toggleSetting(t.raw) !== null) (toggles === NO_READ_TOKENS ? toggles = [] : toggles).push(t);
  }
  return termReadings(synonyms, hyponyms, paths, toggles);
}
function shorterPathIn(other, x) {
  for (let at = x.indexOf("/"); at >= 0 && at < x.length - 1; at = x.indexOf("/", at + 1)) {
    const tail = x.slice(at + 1);
    if (tail.includes(".") && other.terms.has(tail) && !POPULAR_FILES.has(tail)) return tail;
  }
  return void 0;
}
function reading(c, other, read, terms, positive) {
  const signs = c.antonyms.length + c.prefixed.length + other.prefixed.length > 0 ? /* @__PURE__ */ new Map() : NO_SIGNS;
  const words3 = signs === NO_SIGNS ? NO_WORDS : /* @__PURE__ */ new Map();
  for (const a of c.antonyms) note(signs, words3, a.canon, a.sign, a.word);
  const excluded = excludedState(c, other);
  if (excluded !== null) note(signs, words3, excluded.canon, excluded.sign === 1 ? -1 : 1, excluded.word);
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) note(signs, words3, p.base, -1, p.word);
  for (const x of other.prefixed) {
    if (read.has(x.base) && !signs.has(x.base)) note(signs, words3, x.base, 1, x.base);
  }
  return { terms, positive, signs, words: words3 };
}
function hyponymIn(c, x) {
  const general = VERB_SYNONYMS[x] ?? x;
  const specific = VERB_HYPONYMS[general];
  if (specific === void 0 || c.terms.has(general) || c.terms.has(x)) return void 0;
  for (const t of c.verbs) if (c.terms.has(t) && specific.has(VERB_SYNONYMS[t] ?? t)) return t;
  const first = c.tokens[0];
  if (first !== void 0 && first.kind === "word") {
    for (const t of first.terms) if (c.terms.has(t) && specific.has(VERB_SYNONYMS[t] ?? t)) return t;
  }
  return void 0;
}
function note(signs, words3, canon, sign, word2) {
  let s = signs.get(canon);
  if (s === void 0) signs.set(canon, s = /* @__PURE__ */ new Set());
  s.add(sign);
  let w = words3.get(canon);
  if (w === void 0) words3.set(canon, w = []);
  w.push(word2);
}
var SUPPORT = "support";
var ANTONYM_TERM = "ant:";
function canDo(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].norm !== "can") continue;
    const next = tokens[i + 1].terms.length === 0 ? tokens[i + 2] : tokens[i + 1];
    const verb2 = next?.terms[0];
    if (verb2 === void 0 || !other.terms.has(verb2)) continue;
    for (const t of other.terms.keys()) if (!c.terms.has(t) && !t.startsWith(ANTONYM_TERM)) return false;
    return true;
  }
  return false;
}
function synonymIn(terms, canonical, x) {
  for (const t of terms.keys()) if (t !== x && VERB_SYNONYMS[t] === canonical) return true;
  return false;
}
var NO_FOLDERS = [];
function sharedHeadAfter(tokens, at, other, c) {
  for (let m = at + 1; m < tokens.length && m <= at + 3; m++) {
    const t = tokens[m];
    if (t.terms.some((x) => other.has(x) && !c.verbs.has(x))) return true;
    if (t.kind !== "word" || t.terms.length === 0 || !t.terms.every((x) => GENERIC_STEMS.has(x))) return false;
  }
  return false;
}
function ownRestriction(tokens, from, c, other) {
  for (let m = from; m < tokens.length && tokens[m].kind !== "punct"; m++)
    for (const x of tokens[m].terms) if (termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x) && !other.has(x) && !x.startsWith("ant:")) return true;
  return false;
}
var RELATIVE_PRONOUNS = /* @__PURE__ */ new Set(["that", "which", "whose", "who", "where"]);
function someSharedOrGeneric(own, other, c) {
  for (const x of own) if (other.has(x) || GENERIC_STEMS.has(x) || c.verbs.has(x)) return true;
  return false;
}
function writesWordOf(tokens, verb2) {
  for (const t of tokens) if (t.kind === "word" && t.terms[0] === verb2.terms[0]) return true;
  return false;
}
function firstWithTermsOf(tokens, before) {
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.terms.length === 0) continue;
    let all = true;
    for (const x of t.terms) if (!before.terms.includes(x)) all = false;
    if (all) return k;
  }
  return -1;
}
function isNamePath(x) {
  for (let i = 1; i < x.length - 1; i++) {
    const sep = x.charCodeAt(i);
    if ((sep === 47 || sep === 46 || sep === 95 || sep === 58 || sep === 45) && lowerAlphanumeric(x.charCodeAt(i - 1)) && lowerAlphanumeric(x.charCodeAt(i + 1))) return true;
  }
  return false;
}
function lowerAlphanumeric(code) {
  return code >= 97 && code <= 122 || code >= 48 && code <= 57;
}
var pathPartTerms = memoize((x) => {
  const out = [];
  for (const part of x.split(/[^a-z0-9]+/)) out.push(termOfWord(part));
  return out;
});
var NO_SIGNS = /* @__PURE__ */ new Map();
var NO_WORDS = /* @__PURE__ */ new Map();
function mayDisagree(p, q) {
  if (p.positive === q.positive && !p.flips && !q.flips) return false;
  if (p.acronyms.size > 0 || q.acronyms.size > 0 || p.prefixed.length > 0 || q.prefixed.length > 0) return true;
  const small = p.terms.size <= q.terms.size ? p.terms : q.terms;
  const large = small === p.terms ? q.terms : p.terms;
  for (const term of small.keys()) if (small.get(term) > 0 && large.has(term)) return true;
  return false;
}
function mayRestate(c, terms) {
  if (c.acronyms.size > 0 || c.prefixed.length > 0) return true;
  let shared = 0;
  for (const term of c.terms.keys()) if (c.terms.get(term) > 0 && terms.has(term) && ++shared >= 2) return true;
  return false;
}
function rulesOut(analysis) {
  for (const d of analysis.denials) if (d.source !== "negated-use") return true;
  return false;
}
function deniedBy(analysis, term) {
  return analysis.denials.some((d) => d.source !== "negated-use" && d.terms.has(term));
}
function clausePolarity(p, q, older, newer) {
  if (p.conditional || q.conditional || p.terms.size === 0 || q.terms.size === 0 || !mayDisagree(p, q)) return null;
  const pPositive = positiveAgainst(p, q);
  if (pPositive === positiveAgainst(q, p)) return null;
  const pRead = termsAgainst(p, q);
  const qRead = termsAgainst(q, p);
  if (pronounForOtherName(older, p, q) || pronounForOtherName(newer, q, p)) return null;
  const aTerms = elliptic(p) || pronounDenial(p) && antecedentNamed(older, p, q) ? withAntecedent(pRead, older, p) : pRead;
  const bTerms = elliptic(q) || pronounDenial(q) && antecedentNamed(newer, q, p) ? withAntecedent(qRead, newer, q) : qRead;
  const al = align(aTerms, bTerms);
  const folders = al.sharedTerms.length >= 2 ? al.sharedTerms.filter(isNamePath) : NO_FOLDERS;
  const distinct = folders.length === 0 ? al.sharedTerms : withoutFolderParts(al.sharedTerms, folders);
  if (al.onlyA > 0 && al.onlyB > 0 && onlyStatesAndFolders(distinct, p)) return null;
  if (!sharesMoreThanVerbAndState(al.sharedTerms, p, q) && !actionOnly(p, q) && !actionOnly(q, p)) return null;
  if (labelledApart(older, p, newer, q) || consequencesApart(p, older, q, newer) || designatedApart(p, older, q, newer)) return null;
  if (sameOrder(p, q)) return null;
  const pSwitched = switched(p);
  let settingDenied = false;
  if (pSwitched !== switched(q)) {
    const [setting, other] = pSwitched ? [p, q] : [q, p];
    if (setsValue(other)) return null;
    settingDenied = forbidsSwitchedOn(other, setting);
    if (namesSettingOnly(other, setting) && !settingDenied) return null;
  }
  let ruledOut = false;
  if (rulesOut(newer) && !settingDenied) for (const term of aTerms.keys()) {
    const w = aTerms.get(term);
    if (w > 0 && !bTerms.has(term) && deniedBy(newer, term)) ruledOut = true;
  }
  if (rulesOut(older) && !settingDenied) for (const term of bTerms.keys()) {
    const w = bTerms.get(term);
    if (w > 0 && !aTerms.has(term) && deniedBy(older, term)) ruledOut = true;
  }
  if (ruledOut && (p.antonyms.length + p.prefixed.length + q.prefixed.length === 0 || q.antonyms.length + q.prefixed.length + p.prefixed.length === 0)) return null;
  const substantial = distinct.length >= 2 || al.shared >= 1 && (al.onlyA === 0 && al.onlyB === 0 || banOnly(p, q) || banOnly(q, p) || bansNamed(p, q) || bansNamed(q, p) || deniedDealing(p, q) || deniedDealing(q, p));
  if (!substantial) return null;
  const a = reading(p, q, pRead, aTerms, pPositive);
  const b = reading(q, p, qRead, bTerms, !pPositive);
  const negatedSide = a.positive ? { clause: q, other: p, otherTerms: a.terms } : { clause: p, other: q, otherTerms: b.terms };
  if (!negationAfterState(negatedSide.clause, negatedSide.other) && negationMissesOther(negatedSide.clause, negatedSide.other, negatedSide.otherTerms, a.positive ? older : newer, q.markers.some((m) => m !== "instead" && m !== "again"), a.positive ? newer : older)) return null;
  if (deniesAnotherName(negatedSide.clause, negatedSide.other, a.positive ? older : newer)) return null;
  if (passiveOnAnotherObject(negatedSide.clause, negatedSide.other)) return null;
  if (possessedPart(p, q) || possessedPart(q, p)) return null;
  if (deniesRepeating(negatedSide.clause, negatedSide.other)) return null;
  if (negatesOwnPairMate(p, q) || negatesOwnPairMate(q, p)) return null;
  const ratio = q.markers.length > 0 ? 0.4 : 0.5;
  const antonymCanon = opposedState(a, b);
  if (ruledOut && antonymCanon === null) return null;
  if (deniedPastValue(negatedSide.clause, negatedSide.other, antonymCanon !== null)) return null;
  if (!settingDenied && !sameSubject(a.terms, b.terms, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q }) && (antonymCanon === null || !stateOfOneSubject(p, q, a, b, antonymCanon)) && !kindsOfOneName(p, q, a.terms, b.terms, ratio, older, newer) && !(rulesMeet(p, q) && (shareCodeName(p, q) || oneActionOnOneThing(p, q))) && !namedSubjectDenied(negatedSide.clause, negatedSide.other) && !deniedDealing(negatedSide.clause, negatedSide.other)) return null;
  if (contrastedSides(a.terms, b.terms) || statusesApart(p.tokens, q.tokens)) return null;
  if (qualifiedApart(p, older, q, newer) || antonymCanon === null && nounCasesApart(p, older, q, newer)) return null;
  if (antonymCanon === null && occasionOf(p, older, newer) && occasionOf(q, newer, older)) return null;
  if (antonymCanon === null && purposesApart(p, q)) return null;
  if (antonymCanon === null && rulesOnOtherActs(p, q)) return null;
  if (antonymCanon === null && (casesApart(p, older, q, newer) || namedOccasionsApart(p, q))) return null;
  if (exceptionNamed(older, q) || exceptionNamed(newer, p)) return null;
  if (antonymCanon !== null) {
    const pAt = stateAt(p, a, antonymCanon);
    const qAt = stateAt(q, b, antonymCanon);
    if (versionsApart(p, pAt, q, qAt) || frontedScopeApart(p, older, q, newer)) return null;
    if (verbStateApart(p, pAt, q, qAt) || verbStateApart(q, qAt, p, pAt) || placesOfWorkApart(p, q, antonymCanon)) return null;
    if (pAt >= 0 && qAt >= 0 && (ownCaseAfter(p, pAt, q) && ownCaseAfter(q, qAt, p, true) || ownCaseAfter(p, pAt, q, true) && ownCaseAfter(q, qAt, p))) return null;
  }
  for (const other of newer.clauses) {
    if (other === q || other.terms.size === 0 || !mayRestate(other, a.terms) || !carries(other, distinct)) continue;
    const terms = termsAgainst(other, p);
    if (positiveAgainst(other, p) === a.positive && sameSubject(a.terms, terms, 0.5, older.terms, newer.terms) && align(a.terms, terms).sharedTerms.length >= 2) return null;
  }
  for (const other of older.clauses) {
    if (other === p || other.terms.size === 0 || !mayRestate(other, b.terms) || !carries(other, distinct)) continue;
    const terms = termsAgainst(other, q);
    if (positiveAgainst(other, q) === b.positive && sameSubject(terms, b.terms, 0.5, older.terms, newer.terms) && align(terms, b.terms).sharedTerms.length >= 2) return null;
  }
  const subject = surface(p, withoutStates(al.sharedTerms));
  const olderText = clauseText(p);
  const newerText = clauseText(q);
  if (antonymCanon) {
    if (settingKeptBy(p, q, antonymCanon) || settingKeptBy(q, p, antonymCanon)) return null;
    const wa = a.words.get(antonymCanon) ?? [];
    const wb = b.words.get(antonymCanon) ?? [];
    return {
      kind: "antonym",
      reason: `antonym: ${subject} is "${wa.join(" ")}" in the older, "${wb.join(" ")}" in the newer ("${olderText}" / "${newerText}")`,
      older: wa,
      newer: wb
    };
  }
  const modalWords = [...p.modals, ...q.modals].filter((m) => m !== "never" || p.modals.length + q.modals.length > 1);
  const kind = modalWords.length > 0 ? "modality" : "polarity";
  const negatedClause = a.positive ? q : p;
  const word2 = negatedPredicate(negatedClause);
  const olderTriggers = cuesOf(p).length > 0 ? cuesOf(p) : predicateWords(p, word2);
  const newerTriggers = cuesOf(q).length > 0 ? cuesOf(q) : predicateWords(q, word2);
  const which = a.positive ? "negates" : "affirms";
  return {
    kind,
    reason: `${kind}: the newer ${which} what the older says about ${subject} ("${olderText}" / "${newerText}")`,
    older: olderTriggers,
    newer: newerTriggers
  };
}
function predicateWords(c, word2) {
  if (word2) {
    for (const t of c.tokens) if (t.terms[0] === word2.terms[0] || t.norm === word2.norm) return [t.raw];
  }
  const out = [];
  for (const x of c.antonyms) if (x.negating && x.sign < 0) out.push(x.word);
  return out;
}
function withoutFolderParts(shared, folders) {
  const out = [];
  for (const t of shared) {
    let part = false;
    for (const x of folders) if (x !== t && (x.includes(t) || pathPartTerms(x).includes(t))) part = true;
    if (!part) out.push(t);
  }
  return out;
}
function onlyStatesAndFolders(terms, p) {
  for (const t of terms) if (!t.startsWith("ant:") && !isFolderOf(p, t)) return false;
  return true;
}
function sharesMoreThanVerbAndState(shared, p, q) {
  for (const t of shared) if (!t.startsWith("ant:") && !(p.verbs.has(t) && q.verbs.has(t))) return true;
  return false;
}
function withoutStates(terms) {
  const out = [];
  for (const t of terms) if (!t.startsWith("ant:")) out.push(t);
  return out;
}
function cuesOf(c) {
  return [.../* @__PURE__ */ new Set([...c.modals, ...c.negations, ...c.markers])];
}
var ORDER_WORDS = /* @__PURE__ */ new Set(["before", "after"]);
function sameOrder(p, q) {
  const a = orderSteps(p);
  if (a === null) return false;
  const b = orderSteps(q);
  if (b === null) return false;
  const [first, second] = a[0] === b[0] ? [b[2], b[1]] : [b[1], b[2]];
  const step = (x, y, notX, notY) => [...x].some((t) => y.has(t) && !notX.has(t) && !notY.has(t));
  return step(a[1], first, a[2], second) && step(a[2], second, a[1], first);
}
var ORDER_STEPS = /* @__PURE__ */ new WeakMap();
function orderSteps(c) {
  if (!hasOrderWord(c.tokens)) return null;
  let steps = ORDER_STEPS.get(c);
  if (steps !== void 0) return steps;
  let at = -1;
  let once = true;
  for (let i = 0; i < c.tokens.length; i++) {
    if (!ORDER_WORDS.has(c.tokens[i].norm)) continue;
    if (at >= 0) once = false;
    else at = i;
  }
  steps = at < 0 || !once ? null : [c.tokens[at].norm, stepTerms(c, 0, at), stepTerms(c, at + 1, c.tokens.length)];
  ORDER_STEPS.set(c, steps);
  return steps;
}
function stepTerms(c, from, to) {
  const out = /* @__PURE__ */ new Set();
  for (let i = from; i < to; i++) for (const x of c.tokens[i].terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && (c.terms.get(x) ?? 0) > 0) out.add(x);
  return out;
}
function hasOrderWord(tokens) {
  for (let i = 0; i < tokens.length; i++) {
    const norm = tokens[i].norm;
    if (norm === "before" || norm === "after") return true;
  }
  return false;
}
function isFolderOf(c, term) {
  for (const t of c.tokens) if (t.kind === "code" && t.terms[0] === term && t.raw.endsWith("/")) return true;
  return false;
}
var PERMISSIONS = new Set(["allowed", "required"].map((w) => `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes(w))}`));
function banOnly(c, other) {
  if (other.modals.length === 0 || !c.antonyms.some((x) => PERMISSIONS.has(x.canon))) return false;
  for (const t of c.terms.keys()) {
    const w = c.terms.get(t);
    if (w > 0 && !t.startsWith("ant:") && !other.terms.has(t)) return false;
  }
  return true;
}
function bansNamed(c, other) {
  if (!c.negated || !instruction(c) || !instruction(other)) return false;
  const predicate = negatedPredicate(c);
  return predicate !== void 0 && namedObjectShared(c.tokens, c.tokens.indexOf(predicate), other);
}
function deniedDealing(c, other) {
  if (c.negated) {
    const predicate = negatedPredicate(c);
    return predicate !== void 0 && oneFamilyOnName(c, c.tokens.indexOf(predicate), other);
  }
  if (c.antonyms.length === 0) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "word" && DISREGARD_STEMS.has(stem(t.norm)) && oneFamilyOnName(c, i, other)) return true;
  }
  return false;
}
function carries(c, disputed) {
  for (const t of disputed) if (!t.startsWith("ant:") && !isNamePath(t) && !c.terms.has(t)) return false;
  return true;
}
function opposedState(a, b) {
  let canon = null;
  for (const c of a.signs.keys()) {
    const s = a.signs.get(c);
    const t = b.signs.get(c);
    if (!t || s.size !== 1 || t.size !== 1) continue;
    if ([...s][0] !== [...t][0]) canon = c;
  }
  return canon;
}
function negatesOwnPairMate(c, other) {
  if (c.antonyms.length < 2 || other.antonyms.length === 0) return false;
  for (const x of c.antonyms) {
    if (!deniedRightBefore(c, x.word)) continue;
    for (const y of c.antonyms) {
      if (y === x || y.canon !== x.canon || y.sign === x.sign || deniedRightBefore(c, y.word)) continue;
      let agrees2 = false;
      let opposes = false;
      for (const z of other.antonyms) if (z.canon === y.canon) {
        if (z.sign === y.sign) agrees2 = true;
        else opposes = true;
      }
      if (agrees2 && !opposes) return true;
    }
  }
  return false;
}
function mateDenied(c, a) {
  for (const y of c.antonyms) if (y !== a && y.canon === a.canon && y.sign !== a.sign && deniedRightBefore(c, y.word)) return true;
  return false;
}
function deniedRightBefore(c, word2) {
  const first = word2.split(" ")[0].toLowerCase();
  for (let k = 1; k < c.tokens.length; k++) {
    if (c.tokens[k].norm !== first) continue;
    if (NEGATION_WORDS.has(c.tokens[k - 1].norm)) return true;
    if (k >= 2 && ADVERB_END.test(c.tokens[k - 1].norm) && NEGATION_WORDS.has(c.tokens[k - 2].norm)) return true;
  }
  return false;
}
function stateOfOneSubject(p, q, a, b, canon) {
  const pAt = stateAt(p, a, canon);
  const qAt = stateAt(q, b, canon);
  if (pAt < 0 || qAt < 0) return false;
  const pSubject = subjectBefore(p, pAt, q);
  const qSubject = subjectBefore(q, qAt, p);
  let shared = false;
  for (const x of pSubject) if (qSubject.has(x)) shared = true;
  if (!shared) return false;
  if (specifiesShared(p, pAt, q) || specifiesShared(q, qAt, p)) return false;
  const ownA = ownKinds(a.terms, b.terms);
  const ownB = ownKinds(b.terms, a.terms);
  if (ownA.qualifier && ownB.qualifier) return false;
  if (ownA.name && ownB.name && ownNameBefore(p, pAt, q) && ownNameBefore(q, qAt, p)) return false;
  const pOwn = ownBefore2(p, pAt, q);
  const qOwn = ownBefore2(q, qAt, p);
  if (pOwn.length === 0 || qOwn.length === 0) return true;
  if ([...pOwn, ...qOwn].some((t) => t.terms.some((x) => GENERIC_STEMS.has(x)))) return false;
  const pAction = pOwn.every(isAction);
  const qAction = qOwn.every(isAction);
  return pAction !== qAction && (pAction || pOwn.every((t) => !isAction(t))) && (qAction || qOwn.every((t) => !isAction(t)));
}
function subjectBefore(c, end, other) {
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i < end; i++) for (const x of c.tokens[i].terms) if (other.terms.has(x) && stateSubjectWord(x, c, other)) out.add(x);
  return out;
}
function ownKinds(terms, other) {
  let qualifier = false;
  let name = false;
  for (const t of terms.keys()) if (!other.has(t)) {
    if (QUALIFIERS.has(t)) qualifier = true;
    if (terms.get(t) >= 2) name = true;
  }
  return { qualifier, name };
}
function ownNameBefore(c, end, other) {
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i];
    for (const x of t.terms) {
      if (termWeight(x) < 2 || (c.terms.get(x) ?? 0) < 2 || other.terms.has(x) || x.startsWith("ant:")) continue;
      if (sameName(x, other.terms) || spelledApart2(t, other)) continue;
      return true;
    }
  }
  return false;
}
function spelledApart2(t, other) {
  if (t.kind !== "code") return false;
  const letters = lettersOf2(t.raw);
  const last = lettersOf2(t.raw.slice(t.raw.lastIndexOf("/") + 1));
  if (letters.length < 3) return false;
  for (const u of other.tokens) {
    if (u.kind !== "code") continue;
    const theirs = lettersOf2(u.raw);
    const theirLast = lettersOf2(u.raw.slice(u.raw.lastIndexOf("/") + 1));
    if (theirs === letters || last.length >= 4 && theirLast === last) return true;
  }
  const parts = splitIdentifier(t.raw.replace(/\(\)$/, ""));
  if (parts.length < 2) return false;
  for (const part of parts) if (!other.terms.has(termOfWord(part.toLowerCase()))) return false;
  return true;
}
function lettersOf2(raw) {
  return raw.toLowerCase().replace(/[^a-z0-9]/g, "");
}
function ownBefore2(c, end, other) {
  let last = end - 1;
  while (last >= 0 && c.tokens[last].terms.length === 0) last--;
  const adverb = end < c.tokens.length && ADVERB_END.test(c.tokens[end].norm);
  const out = [];
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i];
    if (adverb && i === last) continue;
    if (spelledApart2(t, other)) continue;
    const previous = c.tokens[i - 1];
    if (previous !== void 0 && previous.kind === "code" && t.kind === "word" && t.terms.every((x) => GENERIC_STEMS.has(x)) && (namesToken(other, previous) || spelledApart2(previous, other))) continue;
    if (t.terms.some((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !other.terms.has(x) && !c.verbs.has(x) && !x.startsWith("ant:"))) out.push(t);
  }
  return out;
}
function stateAt(c, r, canon) {
  const word2 = r.words.get(canon)?.[0];
  if (word2 === void 0) return -1;
  const first = word2.split(" ")[0].toLowerCase();
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k].norm === first || c.tokens[k].raw.toLowerCase() === first) return k;
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k].kind === "code" && c.tokens[k].raw === word2) return k;
  return deniedStateAt(c, word2);
}
function ownCaseAfter(c, at, other, anyPlace = false) {
  let open = false;
  let timed = false;
  for (let i = at + 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") return false;
    if (t.kind === "word" && (CASE_OPENERS2.has(t.norm) || PLACE_OPENERS.has(t.norm))) {
      open = !UNIVERSAL_QUANTIFIERS.has(c.tokens[i + 1]?.norm ?? "");
      timed = CASE_OPENERS2.has(t.norm);
      continue;
    }
    if (t.kind === "word" && CASE_WORDS2.has(t.norm) && !other.tokens.some((u) => u.norm === t.norm)) return true;
    if (!open) continue;
    if (ENVIRONMENT_WORDS.has(t.norm) && namesOwnEnvironment(c.tokens[i - 1], other)) return true;
    for (const x of t.terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && !other.terms.has(x) && (timed || QUALIFIERS.has(x) || anyPlace && t.kind === "word" && !GENERIC_STEMS.has(x))) return true;
  }
  return false;
}
function possessedPart(c, other) {
  const tokens = c.tokens;
  for (let i = 0; i + 1 < tokens.length && i < 6; i++) {
    const t = tokens[i];
    if (t.kind === "punct" || SUBJECT_ENDS.has(t.norm)) return false;
    if (!/['’]s$/.test(t.raw) || !t.terms.some((x) => other.terms.has(x))) continue;
    let own = false;
    for (let k = i + 1; k < tokens.length; k++) {
      const u = tokens[k];
      if (u.kind === "punct" || SUBJECT_ENDS.has(u.norm) || NEGATION_CUES.has(u.norm) || u.terms.some((x) => c.verbs.has(x))) break;
      if (u.kind === "word" && !EMBODIMENTS.has(u.norm)) {
        for (const x of u.terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && !GENERIC_STEMS.has(x) && !other.terms.has(x)) own = true;
      }
      if (!own && u.terms.some((x) => other.terms.has(x))) return false;
    }
    return own;
  }
  return false;
}
function ownOccasion(c, other, opened = "") {
  let open = opened !== "";
  let kind = opened;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") {
      open = false;
      continue;
    }
    if (t.kind === "word" && (OCCASION_OPENERS.has(t.norm) || PLACE_OPENERS.has(t.norm))) {
      open = true;
      kind = OCCASION_OPENERS.has(t.norm) ? t.norm : "in";
      continue;
    }
    if (!open) continue;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || x.startsWith("ant:") || other.terms.has(x)) continue;
      if (QUALIFIERS.has(x)) return true;
      if (kind === "in" || GENERIC_STEMS.has(x)) continue;
      if (kind !== "for" && kind !== "to" || t.kind === "word" && (c.tokens[i + 1]?.terms ?? []).some((y) => other.terms.has(y))) return true;
    }
  }
  return false;
}
function occasionOf(c, text, other) {
  if (ownOccasion(c, other)) return true;
  const at = text.clauses.indexOf(c);
  if (at < 0) return false;
  const previous = text.clauses[at - 1];
  if (previous !== void 0 && c.tokens.every((t) => t.kind === "code" || t.kind === "punct") && ownOccasion(previous, other)) return true;
  const next = text.clauses[at + 1];
  const last = c.tokens[c.tokens.length - 1];
  if (next === void 0 || last === void 0 || next.tokens.length === 0) return false;
  const from = text.text.indexOf(last.raw, Math.max(0, text.text.indexOf(c.tokens[0].raw)));
  const to = from < 0 ? -1 : text.text.indexOf(next.tokens[0].raw, from + last.raw.length);
  if (to < 0) return false;
  const between = text.text.slice(from + last.raw.length, to);
  return /^[\s,`'")]*(?:(?:when|whenever|while|during|once)\s+)+$/i.test(between) && ownOccasion(next, other, "when");
}
var OCCASION_OPENERS = /* @__PURE__ */ new Set(["when", "whenever", "while", "during", "inside", "within", "for", "to"]);
function namesOwnEnvironment(before, other) {
  return before.kind === "word" && before.terms.length > 0 && !before.terms.some((x) => other.terms.has(x)) && !CASE_OPENERS2.has(before.norm) && !PLACE_OPENERS.has(before.norm);
}
var CASE_OPENERS2 = /* @__PURE__ */ new Set(["during", "while"]);
var ENVIRONMENT_WORDS = /* @__PURE__ */ new Set(["environment", "environments", "env", "envs"]);
var PLACE_OPENERS = /* @__PURE__ */ new Set(["in", "on", "inside", "within", "under"]);
var CASE_WORDS2 = /* @__PURE__ */ new Set(["overnight", "nightly", "weekends", "weekdays", "locally"]);
function stateSubjectWord(x, c, other) {
  return termWeight(x) > 0 && !x.startsWith("ant:") && !GENERIC_STEMS.has(x) && !c.verbs.has(x) && !other.verbs.has(x) && (c.terms.get(x) ?? 0) > 0;
}
function specifiesShared(c, end, other) {
  for (let i = 0; i + 1 < end; i++) {
    const t = c.tokens[i];
    const next = c.tokens[i + 1];
    if (t.terms.length === 0 || next.kind !== "word" || next.terms.length === 0) continue;
    if (t.terms.every((x) => termWeight(x) === 0 || other.terms.has(x))) continue;
    if (t.kind === "code" && !t.raw.includes("/") && t.terms.slice(1).some((x) => termWeight(x) > 0 && other.terms.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  }
  return false;
}
function isAction(t) {
  return /(ing|ion|ions|ment|ments|ery|eries|ance|ence)$/.test(t.norm) || t.terms.some((x) => ACTION_NOUN_STEMS.has(x));
}
function switched(c) {
  return c.antonyms.length > 0 && c.tokens.some((t) => t.kind === "code" && toggleSetting(t.raw) !== null);
}
var ASSIGNMENT2 = /^["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*\S/;
function setsValue(c) {
  for (const t of c.tokens) if (t.kind === "code" && ASSIGNMENT2.test(t.raw) && toggleSetting(t.raw) === null) return true;
  return false;
}
function forbidsSwitchedOn(prose2, setting) {
  if (!prose2.negated || instruction(prose2) !== instruction(setting)) return false;
  const predicate = negatedPredicate(prose2);
  if (predicate === void 0) return false;
  const at = prose2.tokens.indexOf(predicate);
  const object = predicate.kind === "code" ? predicate : SWITCHING_ON.has(predicate.terms[0] ?? "") ? prose2.tokens.slice(at + 1, at + 4).find((t) => t.kind === "code") : void 0;
  if (object === void 0) return false;
  for (const t of setting.tokens) {
    const toggle = t.kind === "code" ? toggleSetting(t.raw) : null;
    if (toggle !== null && toggle.on && normalizeAnchor(toggle.name) === normalizeAnchor(object.raw)) return true;
  }
  return false;
}
function settingKeptBy(prose2, other, canon) {
  const use = prose2.antonyms.find((u) => u.canon === canon);
  if (use === void 0) return false;
  const named = /* @__PURE__ */ new Set();
  for (const t of prose2.tokens) if (t.kind === "code" && toggleSetting(t.raw) === null) named.add(normalizeAnchor(t.raw));
  if (named.size === 0) return false;
  for (const t of other.tokens) {
    const set = t.kind === "code" ? BOOLEAN_ASSIGNMENT.exec(t.raw) : null;
    if (set !== null && named.has(normalizeAnchor(set[1])) && ON_VALUES.has(set[2].toLowerCase()) === (use.sign === 1)) return true;
  }
  return false;
}
var BOOLEAN_ASSIGNMENT = /^([\w.\-/]+)\s*[:=]\s*(true|false|on|off|yes|no|enabled|disabled)$/i;
var ON_VALUES = /* @__PURE__ */ new Set(["true", "on", "yes", "enabled"]);
var SWITCHING_ON = new Set("set pass enable use add specify include turn".split(" ").map((w) => stem(w)));
function namesSettingOnly(prose2, setting) {
  if (prose2.antonyms.length > 0) return false;
  const names = /* @__PURE__ */ new Set();
  for (const t of setting.tokens) {
    const name = t.kind === "code" ? toggleSetting(t.raw)?.name : void 0;
    if (name !== void 0) names.add(normalizeAnchor(name));
  }
  for (const t of prose2.tokens) if (t.kind === "code" && toggleSetting(t.raw) === null && names.has(normalizeAnchor(t.raw))) return true;
  return false;
}
var COPULA_PARTS = /* @__PURE__ */ new Set(["longer", "be", "been", "being"]);
function negatedPredicate(c) {
  const tokens = c.tokens;
  let n = 0;
  while (n < tokens.length && !NEGATION_CUES.has(tokens[n].norm) && !c.negations.includes(tokens[n].norm)) n++;
  for (let k = n + 1; k < tokens.length; k++) if (tokens[k].terms.length > 0 && !COPULA_PARTS.has(tokens[k].norm)) return tokens[k];
  return void 0;
}
var ENDING_VERBS = /^(stop|stops|stopped|ceased?|ceases)$/;
var SCOPE_PREPOSITIONS2 = /* @__PURE__ */ new Set(["on", "for", "during", "in", "when", "if", "outside", "inside", "within", "between", "except", "at", "from", "to", "via", "through", "by"]);
var ROUTES = /* @__PURE__ */ new Set(["through", "via", "by", "to"]);
var DEICTIC = /* @__PURE__ */ new Set(["this", "these", "our"]);
var RESTRICTIVES = /* @__PURE__ */ new Set(["whose", "that", "which", "who", "where", "with", "without"]);
function startsPredicate2(tokens, j) {
  const t = tokens[j].norm;
  if (t === ",") return true;
  return (t === "and" || t === "but") && /[^s]s$|ed$/.test(tokens[j + 1]?.norm ?? "") && tokens[j + 2] !== void 0 && tokens[j + 2].kind !== "punct";
}
function existential(tokens, n) {
  const before = tokens[n - 1]?.norm ?? "";
  return before === "there" || /^(is|are|was|were)$/.test(before) && tokens[n - 2]?.norm === "there";
}
function negationMissesOther(c, otherClause, other, otherText, superseding, ownText) {
  if (!negationMissesOtherFrom(c, otherClause, other, otherText, superseding, ownText, 0)) return false;
  if (!c.negated || c.negations.length < 2) return true;
  const tokens = c.tokens;
  let seen = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!(NEGATION_CUES.has(tokens[i].norm) || c.negations.includes(tokens[i].norm))) continue;
    if (++seen === 1 || !coordinatedBefore(tokens, i)) continue;
    if (!negationMissesOtherFrom(c, otherClause, other, otherText, superseding, ownText, i)) return false;
  }
  return true;
}
function coordinatedBefore(tokens, i) {
  for (let j = i - 1; j >= 0 && j >= i - 3; j--) if (NEGATION_COORDINATORS.has(tokens[j].norm)) return true;
  return false;
}
var NEGATION_COORDINATORS = /* @__PURE__ */ new Set(["and", "or", ",", ";"]);
function negationMissesOtherFrom(c, otherClause, other, otherText, superseding, ownText, from) {
  const tokens = c.tokens;
  let n;
  let state = false;
  let ending = false;
  if (c.negated) {
    n = -1;
    for (let i = from; i < tokens.length && n < 0; i++) if ((NEGATION_CUES.has(tokens[i].norm) || c.negations.includes(tokens[i].norm)) && tokens[i + 1]?.norm !== "null") n = i;
    if (n >= 0 && tokens[n].norm === "neither") n = norAnswering(tokens, n, otherClause);
    ending = n >= 0 && ENDING_VERBS.test(tokens[n].norm) && /ing$/.test(tokens[n + 1]?.norm ?? "");
    if (n >= 0 && !NEGATION_WORDS.has(tokens[n].norm) && !ending) state = true;
  } else {
    const negating = c.antonyms.find((x) => x.sign < 0 && x.negating);
    if (!negating) return false;
    const first = negating.word.toLowerCase().split(" ")[0];
    n = -1;
    for (let i = 0; i < tokens.length && n < 0; i++) if (tokens[i].norm === first || tokens[i].kind === "code" && tokens[i].raw === negating.word) n = i;
    state = true;
  }
  if (n < 0) return false;
  if (state && tokens[n].kind === "code" && !settingNamed(tokens[n], otherClause, other)) return true;
  if (countedApart(c, otherClause)) return true;
  if (c.negated && deniedReach(c, n, otherClause)) return true;
  if (c.modals.length + otherClause.modals.length > 0 && destinationsApart(c, otherClause) && instruction(c) && instruction(otherClause)) return true;
  if (rulesOnOneName(c, n, otherClause) && !ownManner(c, otherClause, ownText)) return false;
  const head = c.head;
  let renamed = false;
  if (head && tokens.indexOf(head) < n && passiveOfOthersDoer(c, head, n, otherClause)) return true;
  if (state && madeStateOfUnnamed(tokens, n, otherClause)) return true;
  if (head && tokens.indexOf(head) < n && !existential(tokens, n) && !subjectNamed(c, head, otherClause) && !pathNamesSubject(c, head, otherClause) && !nameExtended(head, otherClause) && !kindOfName(head, otherClause)) {
    if (!renamedSubject(c, head, n, otherClause) && !passiveOfOthersObject(c, head, n, otherClause) && !activeOnOthersPassive(c, n, otherClause, superseding || ending || c.markers.some((m) => m !== "instead" && m !== "again"))) return true;
    renamed = true;
    if (state && !stateNamedIn(c, tokens[n], otherClause, other)) return true;
  }
  if (c.negated && tokens[n].norm === "not" && deniesOnlySome(tokens, n, otherClause, c)) return true;
  const changed = superseding || ending || c.markers.some((m) => m !== "instead" && m !== "again");
  let k = state ? n : n + 1;
  let verbMisses = false;
  let verbShared = false;
  let stateAsVerb = false;
  let dealing = false;
  let stateEnd = -1;
  if (!state) {
    while (k < tokens.length && (tokens[k].terms.length === 0 || ["longer", "be", "been", "being"].includes(tokens[k].norm) || ["need", "needs", "have", "has"].includes(tokens[k].norm) && tokens[k + 1]?.norm === "to"))
      k++;
    const predicate = tokens[k];
    const predicateState = predicate ? c.antonyms.find((x) => x.word.toLowerCase().split(" ")[0] === predicate.norm) : void 0;
    const stateCanon = predicateState?.canon;
    stateAsVerb = stateCanon !== void 0 && !other.has(stateCanon) && verbBetween(c, tokens, k);
    const canon = stateAsVerb ? void 0 : stateCanon;
    if (!stateAsVerb && predicateState !== void 0 && predicateState.word.includes(" ")) stateEnd = k + predicateState.word.split(" ").length - 1;
    if (canon && !other.has(canon) && !PERMISSIONS.has(canon) && !predicate.terms.some((t) => other.has(t))) return true;
    const after = tokens[k + 1];
    const manner = after ? c.antonyms.find((x) => x.word.toLowerCase().split(" ")[0] === after.norm) : void 0;
    if (manner && !other.has(manner.canon) && !changed && !(manner.canon === AUTOMATIC && manner.sign < 0) && !writesFlag(otherClause, manner.word)) return true;
    const verb2 = predicate && !canon ? predicate.terms.filter((t) => termWeight(t) > 0) : [];
    verbMisses = verb2.length > 0 && (c.verbs.has(verb2[0]) || ending) && noneNamed(verb2, other, otherText);
    verbShared = verb2.length > 0 && (other.has(verb2[0]) || VERB_SYNONYMS[verb2[0]] !== void 0 && other.has(VERB_SYNONYMS[verb2[0]]));
    dealing = predicate !== void 0 && ANY_DEALING_WORDS.has(predicate.norm);
    if (verbMisses && dealing) verbMisses = false;
    if (verbMisses && VERB_SYNONYMS[verb2[0]] !== void 0 && other.has(VERB_SYNONYMS[verb2[0]])) verbMisses = false;
    if (verbMisses && hyponymIn(otherClause, verb2[0]) !== void 0) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb2[0]) && tokens.slice(k + 1).some((t) => t.terms.some((x) => termWeight(x) > 0 && otherClause.verbs.has(x)))) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb2[0]) && lightObjectNamesAction(tokens, k + 1, otherClause)) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb2[0]) && switched(otherClause) && tokens[k + 1]?.terms.some((x) => namesTerm(otherClause, x))) verbMisses = false;
    if (verbMisses && sameKindOfAction(verb2[0], otherClause) && (namedObjectShared(tokens, k + 1, otherClause) || wholeObjectIn(tokens, k + 1, otherClause))) verbMisses = false;
    if (verbMisses && (ACTION_LIGHT_VERBS.has(verb2[0]) || verb2[0] === USE2) && usedAsInstrument(tokens, k + 1, otherClause)) verbMisses = false;
    if (verbMisses && suppliesSameThing(c, k, otherClause)) verbMisses = false;
    if (verbMisses && opposedInstructions(c, k, otherClause, sharedNamedObject(tokens, k + 1, otherClause))) verbMisses = false;
    if (verbMisses && deniesSameFlag(c, k, otherClause)) verbMisses = false;
    if (verbMisses && oneFamilyOnName(c, k, otherClause)) verbMisses = false;
    if (verbMisses && rulesMeet(c, otherClause) && wholeObjectIn(tokens, k + 1, otherClause) && sameObjectOfRules(c, k, otherClause)) verbMisses = false;
    if (verbMisses && c.negated && WAITING.has(predicate.norm) && waitedOnRequired(c, k, otherClause)) return false;
    if (verbMisses && !changed) return true;
    if (renamed && verb2.length > 0 && !verbNamedIn(verb2, otherClause, other)) return true;
    if (verbMisses && [...otherClause.verbs].some((v) => termWeight(v) > 0 && !c.terms.has(v) && !QUANTITY_PREDICATE_STEMS.has(v))) return true;
  }
  const object = [];
  const objectWords = [];
  const objectTokens = [];
  let alternative = false;
  const passive = state && PASSIVE_AUXILIARIES.has(tokens[n - 1]?.norm ?? "");
  for (let j = passive ? tokens.length : stateAsVerb && tokens[k + 1].norm !== "the" ? k + 2 : k + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if ((t.norm === "/" || t.norm === "or") && object.length > 0) {
      alternative = true;
      continue;
    }
    if (t.kind === "punct" || t.kind === "number" || LINKS.has(t.norm) || RESTRICTIVES.has(t.norm) || SCOPE_PREPOSITIONS2.has(t.norm)) break;
    if (state && startsPredicate2(tokens, j)) break;
    if (object.length === 0 && (t.norm === "what" || t.norm === "whatever") && FREE_RELATIVE_PRONOUNS.has(tokens[j + 1]?.norm ?? "")) break;
    if (t.terms.length === 0) {
      if (object.length > 0 && !alternative) break;
      continue;
    }
    alternative = false;
    const own = t.terms.filter((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0);
    object.push(...own);
    if (own.length > 0 && t.kind === "word") objectWords.push(t.norm);
    if (own.length > 0) objectTokens.push(t);
  }
  if (objectTokens.length >= 2 && otherHead(objectTokens, c, otherClause, other)) return true;
  let specific = object.filter((t) => !GENERIC_STEMS.has(t));
  if (!state && specific.some((t) => DECLARATION_STEMS.has(t)) && tokens[k] !== void 0 && namesToken(otherClause, tokens[k]))
    specific = specific.filter((t) => !DECLARATION_STEMS.has(t));
  const compound = objectWords.length === 2 && namesTerm(otherClause, termOfWord(objectWords[0] + objectWords[1]));
  if (specific.length > 0 && !compound && noneNamedAnyWay(object, otherClause, other) && !(c.negated && (c.modals.length === 0 || verbShared) && !copular(tokens, n) && wordEndsName(objectTokens, otherClause)) && !spelledAsName(specific, otherClause) && !(determinerDenies(c, n, k) && allNamed(ownWeighted(tokens[k], c), otherClause, other)) && !(verbShared && partOfNameRuledOn(c, objectTokens, specific, otherClause)) && !(c.negated && fieldSetIn(tokens, k + 1, otherClause)) && !(dealing && roleNounForTool(object, otherClause))) return true;
  const meet = rulesMeet(c, otherClause) && !ownManner(c, otherClause, ownText) && !(c.negated && actsOnOthersSubject(c, objectTerms(c, k), otherClause));
  for (let j = k + 1; !meet && j < tokens.length - 1; j++) {
    if (state && startsPredicate2(tokens, j)) break;
    const t = tokens[j];
    const own = t.terms.filter((x) => (c.terms.get(x) ?? 0) > 0);
    if (own.length === 0 || someSharedOrGeneric(own, other, c)) continue;
    if (!own.some((x) => QUALIFIERS.has(x)) && obligedOn(c, k, otherClause)) continue;
    if (sharedHeadAfter(tokens, j, other, c)) return true;
  }
  if (verbMisses && !meet) {
    if (!restNamesOther(tokens, k + 1, c, other)) return true;
  }
  const setting = state && tokens[n].kind === "code" && toggleSetting(tokens[n].raw) !== null;
  for (let j = Math.max(k, stateEnd) + 1; !meet && j < tokens.length; j++) {
    if (startsPredicate2(tokens, j)) break;
    if (!SCOPE_PREPOSITIONS2.has(tokens[j].norm) && !RESTRICTIVES.has(tokens[j].norm)) continue;
    if (!changed && RELATIVE_PRONOUNS.has(tokens[j].norm) && tokens[j - 1]?.kind !== "punct" && ownRestriction(tokens, j + 1, c, other) && !obligedOn(c, k, otherClause)) return true;
    if (changed && !ROUTES.has(tokens[j].norm)) break;
    if (DEICTIC.has(tokens[j + 1]?.norm ?? "") && !/'s$/.test(tokens[j + 2]?.raw ?? "")) continue;
    if (ownText !== void 0 && handedOver(tokens, j, c, ownText, otherClause)) {
      j++;
      continue;
    }
    if (tokens[j].norm === "by" && passiveAt(tokens, k) && !scopeAbsent(tokens, j + 1, setting, other, otherText)) continue;
    if (state && tokens[j].norm !== "by" && namesConfigFile(tokens, j + 1) && !scopeQualified(tokens, j + 1, false) && !namesConfiguration(otherClause)) break;
    if (tokens[j].norm === "to" && flagRecipient(tokens, j, otherClause)) {
      j++;
      continue;
    }
    if (scopeAbsent(tokens, j + 1, setting, other, otherText)) {
      if (!(!ROUTES.has(tokens[j].norm) && !scopeQualified(tokens, j + 1, setting) && obligedOn(c, k, otherClause))) return true;
      break;
    }
    if (tokens[j].norm !== "with") break;
  }
  return false;
}
function flagRecipient(tokens, j, other) {
  const flag = tokens[j - 1];
  const recipient = tokens[j + 1];
  if (flag === void 0 || flag.kind !== "code" || flag.raw.charCodeAt(0) !== 45 || recipient === void 0 || recipient.terms.length === 0) return false;
  if (recipient.kind !== "code" && recipient.kind !== "word") return false;
  const after = tokens[j + 2];
  if (after !== void 0 && after.kind !== "punct" && after.terms.length > 0) return false;
  let alone = false;
  for (const t of other.tokens) {
    if (t.kind !== "code") continue;
    if (t.raw === flag.raw) alone = true;
    else if (t.raw.includes(" ") && t.raw.split(" ").includes(flag.raw)) return false;
  }
  return alone;
}
var spanParts = memoize((raw) => raw.toLowerCase().split(/[^a-z0-9]+/).filter((x) => x.length > 0));
function partsWithin(name, other) {
  return name.length > 0 && name.every((x) => other.includes(x));
}
function writesName2(c, raw) {
  const parts = spanParts(raw);
  const words3 = [];
  for (const t of c.tokens) {
    if (t.kind === "code") {
      const own = spanParts(t.raw);
      if (partsWithin(parts, own) || partsWithin(own, parts)) return true;
    } else if (t.kind === "word") words3.push(t.norm, ...t.terms);
  }
  return partsWithin(parts, words3) || parts.every((x) => words3.includes(stem(x)));
}
function writesCodeName(c, raw) {
  const parts = spanParts(raw);
  for (const t of c.tokens) {
    if (t.kind !== "code") continue;
    const own = spanParts(t.raw);
    if (partsWithin(parts, own) || partsWithin(own, parts)) return true;
  }
  return false;
}
function deniesAnotherName(c, other, otherText) {
  if (!c.negated) return false;
  const tokens = c.tokens;
  let n = -1;
  for (let i = 0; i < tokens.length && n < 0; i++) if (NEGATION_WORDS.has(tokens[i].norm) || c.negations.includes(tokens[i].norm)) n = i;
  if (n < 0) return false;
  let denied;
  for (let j = n + 1; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || ORDER_WORDS.has(t.norm) || CONDITION_WORDS.has(t.norm)) return false;
    if (t.kind === "code") {
      denied = t;
      break;
    }
  }
  if (denied === void 0 || spanParts(denied.raw).length === 0) return false;
  const next = tokens[tokens.indexOf(denied) + 1];
  const kind = next !== void 0 && next.kind === "word" && next.terms.length > 0 && !SCOPE_PREPOSITIONS2.has(next.norm) && !ADVERB_END.test(next.norm) ? next.terms[0] : void 0;
  const dependency = kind !== void 0 && DEPENDENCY_KINDS.has(kind);
  for (const clause of otherText.clauses) if (dependency ? writesCodeName(clause, denied.raw) : writesName2(clause, denied.raw)) return false;
  let verb2;
  for (let j = n + 1; j < tokens.length && verb2 === void 0; j++) if (tokens[j].kind === "word" && tokens[j].terms.length > 0 && !NEGATION_RESTS.has(tokens[j].norm)) verb2 = tokens[j];
  if (verb2 === void 0 || verb2 === denied) return false;
  const usage = !writesWordOf(other.tokens, verb2);
  if (usage && !USAGE_VERBS.has(verb2.terms[0] ?? "")) return false;
  const others = other.tokens;
  for (let j = 0; j < others.length; j++) {
    const t = others[j];
    if (t.kind === "code" && spanParts(t.raw).length > 0 && !writesName2(c, t.raw) && (kind === void 0 || others[j + 1]?.terms[0] === kind || dependencyDone(kind, usage, others, j, denied)) && (!usage || usedThere(others, j))) return true;
  }
  return false;
}
function dependencyDone(kind, usage, others, at, denied) {
  if (!usage || !DEPENDENCY_KINDS.has(kind) || !INSTRUMENTS2.has(others[at - 1]?.norm ?? "")) return false;
  const parts = spanParts(denied.raw);
  for (const x of spanParts(others[at].raw)) if (parts.includes(x)) return false;
  return true;
}
var NEGATION_RESTS = /* @__PURE__ */ new Set(["longer", "anymore"]);
var DEPENDENCY_KINDS = new Set(["package", "library", "module", "plugin", "gem", "crate", "dependency", "sdk"].map((w) => stem(w)));
function usedThere(tokens, at) {
  const before = tokens[at - 1];
  return before !== void 0 && (INSTRUMENTS2.has(before.norm) || before.kind === "word" && USAGE_VERBS.has(before.terms[0] ?? ""));
}
var USAGE_VERBS = new Set(["use", "set"].map((w) => stem(w)));
function ownManner(c, other, ownText) {
  const tokens = c.tokens;
  for (let j = 0; j < tokens.length; j++) {
    const t = tokens[j].norm;
    const next = tokens[j + 1]?.norm ?? "";
    const word2 = t === "manually" ? t : t === "by" && (MANNER_WORDS.has(next) || /^[a-z]{3,}ing$/.test(next)) ? next : void 0;
    if (word2 === void 0 || other.tokens.some((x) => x.norm === word2)) continue;
    if (orOthersMeans(tokens, j + 2, other)) continue;
    return ownText === void 0 || !handedOver(tokens, t === "by" ? j : -1, c, ownText, other);
  }
  return false;
}
function deniedReach(c, n, other) {
  const tokens = c.tokens;
  for (let j = n + 2; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct") return false;
    if (t.kind !== "word" || !REACH_WORD.test(t.norm) || other.tokens.some((x) => x.norm === t.norm)) continue;
    if (c.antonyms.some((a) => a.word.toLowerCase().split(" ").includes(t.norm) && other.antonyms.some((b) => b.canon === a.canon))) continue;
    return true;
  }
  return false;
}
function orOthersMeans(tokens, from, other) {
  for (let j = from; j < tokens.length; j++) {
    if (tokens[j].kind === "punct") return false;
    if (tokens[j].norm !== "or") continue;
    for (let h = j + 1; h < tokens.length && h <= j + 3; h++) {
      const word2 = tokens[h].norm;
      if (tokens[h].terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
      if (tokens[h].kind === "word" && other.tokens.some((x) => x.kind === "code" && x.norm.split(" ")[0] === word2)) return true;
    }
  }
  return false;
}
function norAnswering(tokens, n, other) {
  const named = (k) => tokens[k] !== void 0 && tokens[k].terms.some((x) => termWeight(x) > 0 && other.terms.has(x));
  for (let m = n + 2; m < tokens.length; m++) if (tokens[m].norm === "nor") return named(m + 1) && !named(n + 1) ? m : n;
  return n;
}
function determinerDenies(c, n, k) {
  if (!c.negated || c.tokens[n]?.norm !== "no" || k !== n + 1) return false;
  for (let i = 0; i < n; i++) if (CONDITION_WORDS.has(c.tokens[i].norm)) return false;
  return true;
}
var CONDITION_WORDS = /* @__PURE__ */ new Set(["if", "when", "whenever", "unless", "until", "once"]);
function allNamed(terms, otherClause, other) {
  for (const t of terms) if (noneNamedAnyWay([t], otherClause, other)) return false;
  return terms.length > 0;
}
function ownWeighted(t, c) {
  const out = [];
  for (const x of t.terms) if (termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x)) out.push(x);
  return out;
}
function elliptic(c) {
  let first;
  for (const t of c.tokens) {
    if (t.kind === "punct") continue;
    first = t.norm;
    break;
  }
  if (first !== "there" && first !== "there's" && first !== "no" && first !== "nothing") return false;
  let own = 0;
  for (const t of c.terms.keys()) if (c.terms.get(t) > 0 && !t.startsWith("ant:") && ++own > 2) return false;
  return true;
}
function pronounDenial(c) {
  if (!c.negated || c.index === 0) return false;
  const tokens = c.tokens;
  let first = 0;
  while (first < tokens.length && tokens[first].kind === "punct") first++;
  if (first < tokens.length && CLAUSE_CONJUNCTIONS.has(tokens[first].norm)) first++;
  if (first + 1 < tokens.length && SUBJECT_PRONOUNS2.has(tokens[first].norm) && PRONOUN_NEGATIONS.has(tokens[first + 1].norm)) first++;
  if (first >= tokens.length || !(ELIDED_SUBJECT_NEGATIONS.has(tokens[first].norm) || first > 0 && PRONOUN_NEGATIONS.has(tokens[first].norm) || pronounBan(tokens, first))) return false;
  let pronoun = false;
  for (let i = first + 1; i < tokens.length && !pronoun; i++) if (OBJECT_PRONOUNS.has(tokens[i].norm)) pronoun = true;
  if (!pronoun) return false;
  let own = 0;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith("ant:") && ++own > 2) return false;
  return true;
}
function antecedentNamed(analysis, c, other) {
  const at = analysis.clauses.indexOf(c);
  if (at <= 0) return false;
  const before = analysis.clauses[at - 1];
  const tokens = before.tokens;
  let verbAt = -1;
  for (let i = 0; i < tokens.length && verbAt < 0; i++) if (tokens[i].kind === "word" && tokens[i].terms.some((x) => before.verbs.has(x))) verbAt = i;
  if (verbAt < 0) return false;
  if (before.modals.length > 0 && c.tokens.length > 0 && pronounBan(c.tokens, 0) && ruleSubjectWritten(tokens, other)) return true;
  let named = false;
  const from = LINKS.has(tokens[verbAt + 1]?.norm ?? "") ? verbAt + 2 : verbAt + 1;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm) || t.norm === "and" || t.norm === "but" || t.norm === "as") break;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!other.terms.has(x)) return false;
      named = true;
    }
  }
  return named;
}
function pronounBan(tokens, first) {
  const t = tokens[first].norm;
  return t === "don't" || t === "dont" || t === "never" || t === "do" && tokens[first + 1]?.norm === "not";
}
function pronounForOtherName(analysis, c, other) {
  const tokens = c.tokens;
  if (c.index === 0 || !c.negated || tokens.length === 0 || !pronounBan(tokens, 0)) return false;
  let pronoun = false;
  for (const t of tokens) if (OBJECT_PRONOUNS.has(t.norm)) pronoun = true;
  if (!pronoun) return false;
  const at = analysis.clauses.indexOf(c);
  const before = at > 0 ? analysis.clauses[at - 1] : void 0;
  const name = before?.tokens[1];
  if (before === void 0 || name === void 0 || name.kind !== "code" || before.tokens[0].kind !== "word" || !instruction(before)) return false;
  let own = false;
  for (const t of other.tokens) {
    if (t.kind !== "code") continue;
    if (t.norm === name.norm) return false;
    if (!analysis.clauses.some((x) => x.tokens.some((u) => u.kind === "code" && u.norm === t.norm))) own = true;
  }
  return own;
}
var OBJECT_PRONOUNS = /* @__PURE__ */ new Set(["it", "them"]);
function ruleSubjectWritten(tokens, other) {
  let named = 0;
  for (const t of tokens) {
    if (t.kind === "punct") return false;
    if (RULE_MODALS.has(t.norm)) return named >= 2;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!other.terms.has(x)) return false;
      named++;
    }
  }
  return false;
}
var RULE_MODALS = /* @__PURE__ */ new Set(["must", "should", "shall"]);
var CLAUSE_CONJUNCTIONS = /* @__PURE__ */ new Set(["but", "and", "yet", "so"]);
var SUBJECT_PRONOUNS2 = /* @__PURE__ */ new Set(["it", "they"]);
var PRONOUN_NEGATIONS = /* @__PURE__ */ new Set(["doesn't", "doesnt", "don't", "dont", "never", "won't", "wont", "didn't", "didnt", "isn't", "isnt", "aren't", "arent"]);
var ELIDED_SUBJECT_NEGATIONS = /* @__PURE__ */ new Set(["doesn't", "doesnt", "didn't", "didnt", "isn't", "isnt", "aren't", "arent", "wasn't", "wasnt"]);
function withAntecedent(terms, analysis, c) {
  const at = analysis.clauses.indexOf(c);
  if (at <= 0) return terms;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith("ant:") && analysis.clauses[at - 1].terms.has(t)) return terms;
  const out = new Map(terms);
  for (const [t, w] of analysis.clauses[at - 1].terms) if (!out.has(t) && !t.startsWith("ant:")) out.set(t, w);
  return out;
}
function spelledAsName(object, other) {
  if (object.length < 2) return false;
  for (const t of other.tokens) {
    if (t.kind !== "code") continue;
    let all = true;
    for (const x of object) if (!t.terms.includes(x) && !(/^[a-z]{5,}$/.test(x) && t.terms.some((y) => y.length >= 5 && (y.startsWith(x) || x.startsWith(y))))) all = false;
    if (all) return true;
  }
  return false;
}
function partOfNameRuledOn(c, objectTokens, specific, other) {
  let part = false;
  for (const t of objectTokens) {
    for (const u of other.tokens) {
      if (u.kind !== "code") continue;
      if (t.kind === "word" ? t.terms.some((x) => specific.includes(x) && u.terms.includes(x)) : t.kind === "code" && u.norm.startsWith(t.norm + ".")) part = true;
    }
  }
  return part && rulesMeet(c, other);
}
function noneNamedAnyWay(object, otherClause, other) {
  for (const t of object) if (namesTerm(otherClause, t) || sameName(t, other) || compoundAt(otherClause, t) !== null) return false;
  return true;
}
function noneNamed(terms, other, otherText) {
  for (const t of terms) if (other.has(t) || otherText.terms.has(t)) return false;
  return true;
}
function restNamesOther(tokens, from, c, other) {
  for (let j = from; j < tokens.length; j++) {
    for (const t of tokens[j].terms) if (termWeight(t) > 0 && (c.terms.get(t) ?? 0) > 0 && other.has(t)) return true;
  }
  return false;
}
function scopeAbsent(tokens, from, setting, other, otherText) {
  let named = false;
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.norm === ",") break;
    if (setting && isFileName2(t)) continue;
    for (const x of t.terms) {
      if (!(termWeight(x) > 0) || GENERIC_STEMS.has(x)) continue;
      if (other.has(x) || otherText.terms.has(x)) return false;
      if (t.kind === "code" && x === t.terms[0] && folderOfPath(x, other)) return false;
      named = true;
    }
  }
  return named;
}
function namesConfigFile(tokens, from) {
  for (let j = from; j < tokens.length && tokens[j].kind !== "punct"; j++) if (configFileToken(tokens[j])) return true;
  return false;
}
function namesConfiguration(c) {
  for (const t of c.tokens) if (configFileToken(t) || t.kind === "word" && CONFIGURATION_WORDS.has(t.norm)) return true;
  return false;
}
var CONFIGURATION_WORDS = /* @__PURE__ */ new Set(["config", "configs", "configuration", "configurations", "settings"]);
function folderOfPath(x, other) {
  if (!/^[a-z0-9_.@-]+$/.test(x)) return false;
  for (const t of other.keys()) if (t.length > x.length && t.startsWith(x) && t[x.length] === "/") return true;
  return false;
}
function scopeQualified(tokens, from, setting) {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.norm === ",") break;
    if (setting && isFileName2(t)) continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && QUALIFIERS.has(x)) return true;
  }
  return false;
}
function obligedOn(c, k, other) {
  return obligedEverywhere(c, other) && namedObjectShared(c.tokens, k, other);
}
var AUTOMATIC = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes("automatically"))}`;
function passiveOnAnotherObject(negated, active) {
  const tokens = negated.tokens;
  let k = -1;
  for (let i = 1; i < tokens.length && k < 0; i++) if (tokens[i].terms.some((x) => active.verbs.has(x)) && passiveAt(tokens, i)) k = i;
  if (k < 0) return false;
  let aux = k - 1;
  while (aux > 0 && !PASSIVE_AUXILIARIES.has(tokens[aux].norm) && !NEGATED_BE_FORMS.test(tokens[aux].norm)) aux--;
  const head = tokens[aux - 1];
  if (head === void 0 || head.kind !== "word") return false;
  const headTerms = head.terms.filter((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x));
  if (headTerms.length === 0) return false;
  const verbStems = tokens[k].terms;
  const at = active.tokens.findIndex((t) => t.kind === "word" && t.terms.some((x) => verbStems.includes(x)));
  if (at < 0 || active.tokens[at].norm === tokens[k].norm) return false;
  let ownObject = false;
  let j = at + 1;
  for (; j < active.tokens.length; j++) {
    const t = active.tokens[j];
    if (t.kind === "punct" || OBJECT_PREPOSITIONS.has(t.norm)) break;
    if (t.terms.some((x) => headTerms.includes(x))) return false;
    if (t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x))) ownObject = true;
  }
  if (!ownObject || j >= active.tokens.length || active.tokens[j].kind === "punct") return false;
  for (let i = j + 1; i < active.tokens.length && active.tokens[i].kind !== "punct"; i++) if (active.tokens[i].terms.some((x) => headTerms.includes(x))) return true;
  return false;
}
var OBJECT_PREPOSITIONS = /* @__PURE__ */ new Set(["into", "against", "onto", "to", "from", "with"]);
function passiveAt(tokens, k) {
  for (let i = k - 1; i >= 0 && i >= k - 4; i--) {
    const norm = tokens[i].norm;
    if (PASSIVE_AUXILIARIES.has(norm) || NEGATED_BE_FORMS.test(norm)) return true;
    if (!NEGATION_WORDS.has(norm) && norm !== "longer" && norm !== "ever") return false;
  }
  return false;
}
var NEGATED_BE_FORMS = /^(isn't|aren't|wasn't|weren't|isnt|arent|wasnt|werent)$/;
function otherHead(object, c, other, otherTerms) {
  const last = object[object.length - 1];
  const before = object[object.length - 2];
  if (last.kind !== "word" || before.kind !== "word" || ADVERB_END.test(last.norm) || last.terms.some((x) => otherTerms.has(x) || other.terms.has(x))) return false;
  if (namesOthersAction(last, other) || STEP_NOUNS.has(last.norm) && namesOthersAction(before, other)) return false;
  const at = firstWithTermsOf(other.tokens, before);
  const next = other.tokens[at + 1];
  if (!(at >= 0 && next !== void 0 && next.kind === "word" && next.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !before.terms.includes(x)))) return false;
  return !sameWording(last, c, before, next, other, at + 2);
}
function lightObjectNamesAction(tokens, from, other) {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || SCOPE_PREPOSITIONS2.has(t.norm)) return false;
    if (namesOthersAction(t, other)) return true;
  }
  return false;
}
function sameWording(last, c, before, next, other, end) {
  const row = wordingRow(c, last);
  if (row < 0 || wordingRow(other, next) !== row || before.terms.some((x) => GENERIC_STEMS.has(x))) return false;
  const after = other.tokens[end];
  return after === void 0 || after.kind === "punct" || after.terms.length === 0 || LINKS.has(after.norm) || BARRIERS.has(after.norm) || after.terms.some((x) => other.verbs.has(x));
}
function settingNamed(t, other, terms) {
  const toggle = toggleSetting(t.raw);
  if (toggle === null) return true;
  const named = stateNamed(toggle.key);
  if (named !== void 0 && terms.has(named)) return true;
  for (const part of splitIdentifier(toggle.key)) {
    const x = termOfWord(part.toLowerCase());
    if (x.length < 2 || STOPWORDS.has(x)) continue;
    if (terms.has(x) || namesTerm(other, x) || otherWordStart(x, terms) !== void 0) return true;
  }
  return false;
}
function namedObjectShared(tokens, from, other) {
  return sharedNamedObject(tokens, from, other) !== void 0;
}
function sharedNamedObject(tokens, from, other) {
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || BARRIERS.has(t.norm)) break;
    const named = t.kind === "code" || t.quoted || t.kind === "word" && /^[A-Z]/.test(t.raw) && j > 0 || t.weights.some((w) => w >= 2);
    if (!named || t.terms.length === 0) continue;
    if (namesToken(other, t)) return t;
  }
  return void 0;
}
var ACTION_KINDS = (() => {
  const kinds = [
    "include contain have add ship bundle define declare register pick collect pull extend part capture",
    "read load fetch pick get import use require depend link call run execute invoke apply collect initialize init mount pull part parse decode deserialize unmarshal",
    "expose export serve provide publish emit return broadcast render display show list surface include",
    "create write generate add edit install set configure enable produce emit output",
    // Taking things out: "doesn't filter debug lines" answers "drops debug-level lines".
    "drop filter strip remove discard exclude omit skip ignore purge prune trim redact mask",
    // Looking a thing over: "doesn't look at `exp`" answers "checks the `exp` claim".
    "check verify validate inspect examine look scan audit lint enforce assert test",
    // Keeping a thing inside another: "doesn't wrap it in a transaction" answers "opens a transaction around it".
    "wrap open begin start enclose",
    // Keeping a trace of what happens: "aren't recorded as metrics" answers "emits a metric".
    "record log track count trace capture emit report meter measure instrument"
  ];
  const out = /* @__PURE__ */ Object.create(null);
  kinds.forEach((verbs, n) => {
    for (const v of verbs.split(" ")) (out[stem(v)] ??= []).push(n);
  });
  return out;
})();
function sameKindOfAction(verb2, other) {
  const kinds = ACTION_KINDS[verb2];
  if (kinds === void 0) return false;
  const same = (v) => ACTION_KINDS[v]?.some((k) => kinds.includes(k)) === true;
  for (const v of other.verbs) if (same(v)) return true;
  for (const a of other.antonyms) if (a.sign > 0 && same(stem(a.word.toLowerCase().split(" ")[0]))) return true;
  return false;
}
var ANY_DEALING_WORDS = new Set(
  "talk talks talking touch touches touching hit hits hitting access accesses accessing involve involves involving depend depends relies rely interact interacts contact contacts reach reaches".split(" ")
);
var ACTION_LIGHT_VERBS = new Set(["run", "do", "perform", "execut", "trigger"].map((w) => stem(w)));
var USE2 = stem("use");
var INSTRUMENTS2 = /* @__PURE__ */ new Set(["with", "using", "via", "through"]);
function usedAsInstrument(tokens, from, other) {
  const object = /* @__PURE__ */ new Set();
  for (let j = from; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SCOPE_PREPOSITIONS2.has(t.norm)) break;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) object.add(x);
  }
  if (object.size === 0 || [...object].some((x) => !other.terms.has(x))) return false;
  for (let i = 0; i < other.tokens.length; i++) {
    if (!INSTRUMENTS2.has(other.tokens[i].norm)) continue;
    for (let j = i + 1; j < other.tokens.length && j <= i + 4; j++) {
      const t = other.tokens[j];
      if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm)) break;
      if (t.terms.some((x) => object.has(x))) return true;
    }
  }
  return false;
}
function verbBetween(c, tokens, k) {
  const t = tokens[k];
  if (t.kind !== "word" || t.terms.length === 0 || !c.verbs.has(t.terms[0])) return false;
  const next = tokens[k + 1];
  if (next === void 0 || next.kind !== "word" || !(LINKS.has(next.norm) || SCOPE_PREPOSITIONS2.has(next.norm) || next.norm === "the")) return false;
  const before = tokens[k - 1]?.norm ?? "";
  if (DO_NEGATIONS.has(before)) return true;
  const earlier = tokens[k - 2]?.norm ?? "";
  if (before === "not") return DO_FORMS.has(earlier);
  if (before === "never") return !COPULAS_AND_MODALS.has(earlier);
  return before === "longer" && earlier === "no" && !COPULAS_AND_MODALS.has(tokens[k - 3]?.norm ?? "");
}
var DO_NEGATIONS = /* @__PURE__ */ new Set(["doesn't", "don't", "didn't", "doesnt", "dont"]);
var DO_FORMS = /* @__PURE__ */ new Set(["do", "does", "did"]);
var COPULAS_AND_MODALS = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "am", "'s", "'re", "should", "must", "can", "could", "will", "would", "may", "might", "shall"]);
var FREE_RELATIVE_PRONOUNS = /* @__PURE__ */ new Set(["it", "they", "we", "you"]);
function isFileName2(t) {
  if (t.kind !== "code") return false;
  const dot = t.norm.lastIndexOf(".");
  return dot >= 0 && FILE_EXTENSIONS.has(t.norm.slice(dot + 1));
}
var NEGATION_CUES = /* @__PURE__ */ new Set(["not", "no", "never", "n't", "cannot", "can't", "don't", "doesn't", "isn't", "aren't", "wasn't", "weren't", "won't", "didn't", "dont", "doesnt", "isnt", "arent"]);
function renamedSubject(c, head, n, other) {
  for (let i = 0; i < n; i++) if (CONDITION_WORDS.has(c.tokens[i].norm)) return false;
  if (!c.negated && PASSIVE_AUXILIARIES.has(c.tokens[n + 1]?.norm ?? "")) return false;
  if (!subjectEchoed(c, head, n, other)) return false;
  if (phraseUnmentioned(c.tokens, c.tokens.indexOf(head), n, other)) return true;
  return !headWritten(head, other) && otherSubjectIn(c, other);
}
function namedSubjectDenied(c, other) {
  const head = c.head;
  if (head === null || !isNameToken(head, c)) return false;
  const at = c.tokens.indexOf(head);
  let n = -1;
  for (let i = at + 1; i < c.tokens.length && n < 0; i++) if (NEGATION_CUES.has(c.tokens[i].norm) || c.negations.includes(c.tokens[i].norm)) n = i;
  if (n < 0 || CONDITION_WORDS.has(c.tokens[0]?.norm ?? "")) return false;
  if (!(namesToken(other, head) || pathNamesSubject(c, head, other) || nameExtended(head, other))) return false;
  let shared = false;
  for (let j = n + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j];
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm)) break;
    if (isNameToken(t, c) && !namesToken(other, t)) return false;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !x.startsWith("ant:") && (c.terms.get(x) ?? 0) > 0 && other.terms.has(x) && !head.terms.includes(x) && !c.verbs.has(x)) shared = true;
  }
  return shared;
}
function isNameToken(t, c) {
  return t.kind === "code" || t.quoted || /^.+[A-Z]/.test(t.raw) || t.terms.some((x) => (c.terms.get(x) ?? 0) >= 2);
}
function nameExtended(head, other) {
  const name = head.raw.toLowerCase().replace(/^`|`$/g, "");
  if (!(head.kind === "code" || /[A-Z].*[A-Z]|-/.test(head.raw.slice(1))) || !/^[\w./@-]{3,}$/.test(name)) return false;
  for (const t of other.tokens) {
    if (t.kind !== "code") continue;
    const raw = t.raw.toLowerCase();
    if (raw.length > name.length && raw.startsWith(name) && (/[/*]$/.test(name) || /^(::|\.|#|\/|\*|\()/.test(raw.slice(name.length)))) return true;
  }
  return false;
}
function phraseUnmentioned(tokens, from, to, other) {
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    for (const o of other.tokens) for (const x of o.terms) if (termWeight(x) > 0 && t.terms.includes(x)) return false;
    if (t.terms.length > 0 && namesToken(other, t)) return false;
  }
  return true;
}
function headWritten(head, other) {
  for (const t of other.tokens) if (t.kind === "word") {
    for (const x of t.terms) if (termWeight(x) > 0 && head.terms.includes(x)) return true;
  }
  return false;
}
function otherSubjectIn(c, other) {
  const theirs = other.head;
  if (theirs === null || !(subjectNamed(other, theirs, c) || pathNamesSubject(other, theirs, c))) return false;
  for (let i = 1; i < c.tokens.length; i++) {
    if (!c.tokens[i].terms.some((x) => theirs.terms.includes(x))) continue;
    const before = c.tokens[i - 1];
    if (before.kind === "word" && before.terms.some((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x) && !other.terms.has(x))) return false;
  }
  return true;
}
function verbNamedIn(verb2, otherClause, other) {
  for (const v of verb2) {
    if (other.has(v) || otherClause.terms.has(v)) return true;
    const canonical = VERB_SYNONYMS[v];
    if (canonical !== void 0 && other.has(canonical)) return true;
  }
  return false;
}
var KIND_NOUNS = new Set("service container module package crate library app build firmware image script hook job step binary executable exe cli tool plugin extension project variant target lane pipeline workflow workspace handler".split(" ").map((w) => termOfWord(w)));
function kindsOfOneName(p, q, a, b, ratio, older, newer) {
  const x = withoutKinds(p, q, a);
  const y = withoutKinds(q, p, b);
  if (x === a || y === b) return false;
  return sameSubject(x, y, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
}
function withoutKinds(c, other, terms) {
  let out = terms;
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind !== "word" || !t.terms.some((x) => KIND_NOUNS.has(x))) continue;
    const before = c.tokens[i - 1];
    if (!before.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && other.terms.has(x))) continue;
    if (before.kind !== "code" || !namesToken(other, before)) continue;
    for (const x of t.terms) if (KIND_NOUNS.has(x) && !other.terms.has(x)) {
      if (out === terms) out = new Map(terms);
      out.delete(x);
    }
  }
  return out;
}
function wholeObjectIn(tokens, from, other) {
  let j = from;
  while (j < tokens.length && (tokens[j].terms.length === 0 || tokens[j].norm === "of") && tokens[j].kind !== "punct") j++;
  let any = false;
  for (; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SCOPE_PREPOSITIONS2.has(t.norm)) break;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      if (!other.terms.has(x) || other.verbs.has(x)) return false;
      any = true;
    }
  }
  return any;
}
function subjectEchoed(c, head, n, other) {
  let from = c.tokens.indexOf(head);
  while (from > 0 && c.tokens[from - 1].norm !== "," && c.tokens[from - 1].terms.length > 0) from--;
  for (let i = from; i < n; i++) {
    const t = c.tokens[i];
    const own = t.kind === "code" ? [...t.terms, ...identifierTerms(t.raw)] : t.terms;
    for (const x of own) {
      if (termWeight(x) === 0 || GENERIC_STEMS.has(x) || x.startsWith("ant:")) continue;
      if (other.terms.has(x)) return true;
      const plain = ALPHABETIC.test(x);
      if (plain && otherWordStart(x, other.terms) !== void 0) return true;
      for (const o of other.tokens) {
        if (o.kind !== "code") continue;
        const parts = identifierTerms(o.raw);
        if (parts.includes(x)) return true;
        if (plain && t.kind === "word") {
          for (const u of parts) if (oneStem(x, u)) return true;
        }
      }
    }
  }
  return false;
}
var ALPHABETIC = /^[a-z]+$/;
function oneStem(x, u) {
  const short = Math.min(x.length, u.length);
  if (short < 5 || x.charCodeAt(0) !== u.charCodeAt(0)) return false;
  let i = 0;
  while (i < short && x.charCodeAt(i) === u.charCodeAt(i)) i++;
  return i === short || i >= 6 && i >= short - 1;
}
var identifierTerms = memoize((raw) => {
  const out = [];
  for (const part of raw.split(/[^A-Za-z0-9]+/)) for (const w of splitIdentifier(part)) if (w.length > 1) out.push(termOfWord(w.toLowerCase()));
  return out.length > 0 ? out : NO_IDENTIFIER_TERMS;
});
var NO_IDENTIFIER_TERMS = [""].slice(0, 0);
function stateNamedIn(c, t, otherClause, other) {
  for (const a of c.antonyms) if ((a.word.toLowerCase().split(" ")[0] === t.norm || a.word === t.raw) && other.has(a.canon)) return true;
  return verbNamedIn(t.terms, otherClause, other);
}
var FORCE_WORDS = new Set(
  "must should shall always never not do does don't doesn't mustn't shouldn't to be expected required supposed meant obliged ever please".split(" ")
);
var ACT_FAMILIES = new Map(
  [
    "delete remove erase purge wipe discard drop clear prune",
    "log record journal",
    "checksum hash fingerprint",
    "sign countersign",
    "squash",
    "rebase",
    "rename",
    "compress zip gzip",
    "encrypt",
    "decrypt",
    "print",
    "photograph",
    "label tag annotate",
    "validate verify lint audit inspect",
    "retry",
    "weigh",
    "embed bundle vendor",
    "commit",
    "edit rewrite overwrite patch",
    "approve",
    "merge",
    "archive",
    "translate",
    "resize crop",
    "reuse",
    "restart reboot",
    "index",
    "minify",
    "reorder sort"
  ].flatMap((row, family4) => row.split(" ").map((w) => {
    const x = stem(w);
    return [VERB_SYNONYMS[x] ?? x, family4];
  }))
);
var PARTICLES = /* @__PURE__ */ new Set(["in", "out", "off", "on", "up", "down", "over", "back", "away"]);
function ruleAct(c) {
  const tokens = c.tokens;
  let i = 0;
  while (i < tokens.length && i < 6 && !FORCE_WORDS.has(tokens[i].norm)) i++;
  if (i === tokens.length || i === 6) return void 0;
  for (; i < tokens.length && FORCE_WORDS.has(tokens[i].norm); i++) if (tokens[i].norm === "be") return void 0;
  const t = tokens[i];
  if (t === void 0 || t.kind !== "word") return void 0;
  if (PARTICLES.has(tokens[i + 1]?.norm ?? "")) return void 0;
  const x = t.terms[0];
  return x !== void 0 && c.verbs.has(x) && termWeight(x) > 0 ? VERB_SYNONYMS[x] ?? x : void 0;
}
function rulesOnOtherActs(p, q) {
  if (!instruction(p) || !instruction(q)) return false;
  const a = ruleAct(p);
  const familyA = a === void 0 ? void 0 : ACT_FAMILIES.get(a);
  if (a === void 0 || familyA === void 0) return false;
  const b = ruleAct(q);
  if (b === void 0 || ACT_FAMILIES.get(b) === void 0 || ACT_FAMILIES.get(b) === familyA) return false;
  if (p.terms.has(b) || q.terms.has(a)) return false;
  for (const [x] of p.terms) if ((VERB_SYNONYMS[x] ?? x) === b) return false;
  for (const [x] of q.terms) if ((VERB_SYNONYMS[x] ?? x) === a) return false;
  return VERB_HYPONYMS[a]?.has(b) !== true && VERB_HYPONYMS[b]?.has(a) !== true;
}
function oneActionOnOneThing(p, q) {
  let verb2;
  for (const v of p.verbs) if (termWeight(v) > 0 && q.verbs.has(v)) {
    verb2 = v;
    break;
  }
  if (verb2 === void 0) return false;
  for (const [t, w] of p.terms) if (w > 0 && !p.verbs.has(t) && !q.verbs.has(t) && !GENERIC_STEMS.has(t) && (q.terms.get(t) ?? 0) > 0 && doneTo(p, verb2, t) && doneTo(q, verb2, t)) return true;
  return false;
}
function doneTo(c, verb2, thing) {
  const tokens = c.tokens;
  let v = -1;
  for (let i = 0; i < tokens.length && v < 0; i++) if (tokens[i].terms.includes(verb2)) v = i;
  if (v < 0) return false;
  const step = PASSIVE_AUXILIARIES.has(tokens[v - 1]?.norm ?? "") ? -1 : 1;
  for (let i = v + step; i >= 0 && i < tokens.length; i += step) {
    const t = tokens[i];
    if (t.kind === "punct" || BARRIERS.has(t.norm) || LINKS.has(t.norm) && t.norm !== "of") return false;
    if (t.kind === "word" && t.terms.includes(thing)) return true;
  }
  return false;
}
function shareCodeName(p, q) {
  for (const t of p.tokens) {
    if (t.kind !== "code" || t.terms.length === 0 || t.raw.endsWith("/")) continue;
    for (const u of q.tokens) if (u.kind === "code" && u.terms[0] === t.terms[0]) return true;
  }
  return false;
}
function passiveOfOthersObject(c, head, n, other) {
  if (!c.negated) return false;
  const tokens = c.tokens;
  let k = n + 1;
  while (k < tokens.length && (tokens[k].terms.length === 0 || tokens[k].norm === "longer" || tokens[k].norm === "be" || tokens[k].norm === "been")) k++;
  const predicate = tokens[k];
  if (predicate === void 0 || predicate.kind !== "word" || !PARTICIPLE_END.test(predicate.norm) || !passiveAt(tokens, k)) return false;
  if (!subjectEchoed(c, head, n, other)) return false;
  let verbAt = -1;
  for (let i = 0; i < other.tokens.length && verbAt < 0; i++) if (other.verbs.has(other.tokens[i].terms[0] ?? "") && other.tokens[i].terms[0] === predicate.terms[0]) verbAt = i;
  if (verbAt < 0 || passiveAt(other.tokens, verbAt)) return false;
  if (!objectAfter2(other.tokens, verbAt, head)) return false;
  for (let j = k + 1; j < tokens.length && tokens[j].kind !== "punct"; j++) if (tokens[j].norm === "by") return byOthersSubject(tokens, j, other);
  return true;
}
function activeOnOthersPassive(c, n, other, changed) {
  if (!changed || !c.negated || other.negated) return false;
  const tokens = c.tokens;
  let k = n + 1;
  while (k < tokens.length && (tokens[k].terms.length === 0 || tokens[k].norm === "longer")) k++;
  const predicate = tokens[k];
  if (predicate === void 0 || predicate.kind !== "word" || passiveAt(tokens, k)) return false;
  const verb2 = predicate.terms[0];
  if (verb2 === void 0 || !c.verbs.has(verb2) || !other.verbs.has(verb2)) return false;
  const ot = other.tokens;
  let verbAt = -1;
  for (let i = 1; i < ot.length && verbAt < 0; i++) if (ot[i].terms[0] === verb2 && passiveAt(ot, i)) verbAt = i;
  if (verbAt < 1) return false;
  for (let j = verbAt + 1; j < ot.length && ot[j].kind !== "punct"; j++) if (ot[j].norm === "by") return false;
  let end = k + 1;
  while (end < tokens.length && tokens[end].kind !== "punct" && !LINKS.has(tokens[end].norm) && !SCOPE_PREPOSITIONS2.has(tokens[end].norm)) end++;
  let named = false;
  for (let i = 0; i < verbAt; i++) {
    const t = ot[i];
    if (PASSIVE_AUXILIARIES.has(t.norm)) continue;
    for (const x of t.terms) {
      if (termWeight(x) <= 0) continue;
      if (!inTokens(tokens, k + 1, end, x)) return false;
      named = true;
    }
  }
  return named;
}
function inTokens(tokens, from, to, term) {
  for (let i = from; i < to; i++) if (tokens[i].terms.includes(term)) return true;
  return false;
}
function passiveOfOthersDoer(c, head, n, other) {
  if (!c.negated) return false;
  const tokens = c.tokens;
  const at = tokens.indexOf(head);
  let k = n + 1;
  while (k < tokens.length && (tokens[k].terms.length === 0 || tokens[k].norm === "longer" || tokens[k].norm === "be" || tokens[k].norm === "been")) k++;
  const predicate = tokens[k];
  if (predicate === void 0 || predicate.kind !== "word" || !PARTICIPLE_END.test(predicate.norm) || !passiveAt(tokens, k)) return false;
  if (namesToken(other, head)) return false;
  let verbAt = -1;
  for (let i = 0; i < other.tokens.length && verbAt < 0; i++) if (other.verbs.has(other.tokens[i].terms[0] ?? "") && other.tokens[i].terms[0] === predicate.terms[0]) verbAt = i;
  if (verbAt < 1 || passiveAt(other.tokens, verbAt)) return false;
  const subjectTerms4 = /* @__PURE__ */ new Set();
  for (let i = 0; i < n; i++) for (const x of tokens[i].terms) subjectTerms4.add(x);
  let object;
  for (let i = verbAt + 1; i < other.tokens.length && object === void 0; i++) {
    const t = other.tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm) || SCOPE_PREPOSITIONS2.has(t.norm)) break;
    if (t.terms.some((x) => termWeight(x) > 0)) object = t;
  }
  if (object === void 0 || object.terms.some((x) => subjectTerms4.has(x))) return false;
  const doer = /* @__PURE__ */ new Set();
  for (let i = 0; i < verbAt; i++) for (const x of other.tokens[i].terms) if (termWeight(x) > 0) doer.add(x);
  for (let i = at + 1; i < n; i++) if (tokens[i].terms.some((x) => doer.has(x))) return true;
  return false;
}
var PARTICIPLE_END = /(ed|en|wn|t)$/;
function objectAfter2(tokens, verbAt, head) {
  for (let i = verbAt + 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "punct" || LINKS.has(t.norm) || SCOPE_PREPOSITIONS2.has(t.norm)) return false;
    for (const x of head.terms) if (termWeight(x) > 0 && (t.terms.includes(x) || t.kind === "code" && identifierTerms(t.raw).includes(x))) return true;
  }
  return false;
}
function byOthersSubject(tokens, j, other) {
  for (let i = j + 1; i < tokens.length && i <= j + 3; i++) if (tokens[i].terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  return false;
}
function wordEndsName(objectTokens, other) {
  for (const t of objectTokens) if (t.kind === "word") {
    for (const x of t.terms) if (nameEndsIn(other, x)) return true;
  }
  return false;
}
function nameEndsIn(other, term) {
  if (term.length < 4) return false;
  for (const t of other.tokens) {
    if (t.kind !== "code" || NOT_A_NAMED_KIND.test(t.raw)) continue;
    const parts = nameParts2(t.raw);
    if (parts.length >= 2 && parts[parts.length - 1] === term) return true;
  }
  return false;
}
var NOT_A_NAMED_KIND = /[\s/]|^-/;
var nameParts2 = memoize((raw) => {
  const out = [];
  const base = raw.replace(/\(\)$/, "").replace(/\.[A-Za-z0-9]+$/, (x) => FILE_EXTENSIONS.has(x.slice(1).toLowerCase()) ? "" : x);
  for (const piece of base.split(/[^A-Za-z0-9]+/)) for (const w of splitIdentifier(piece)) if (w.length > 0) out.push(termOfWord(w.toLowerCase()));
  return out;
});
function copular(tokens, n) {
  return NEGATED_BE_FORMS.test(tokens[n].norm) || /^(is|are|was|were)$/.test(tokens[n - 1]?.norm ?? "");
}
function kindOfName(head, other) {
  return head.kind === "word" && head.terms.length === 1 && nameEndsIn(other, head.terms[0]);
}

// src/contradiction/state-dimension.ts
var STATES = /* @__PURE__ */ new WeakMap();
var NO_STATES = /* @__PURE__ */ new Map();
function statesOf(a) {
  if (!statesSaid(signalsOf(a).polar) && !defaultsSaid(a)) return NO_STATES;
  let out = STATES.get(a);
  if (out !== void 0) return out;
  out = NO_STATES;
  for (const c of a.clauses) {
    if (c.conditional && !c.unlessDefault || c.terms.size === 0) continue;
    if (!statesClause(c)) continue;
    for (const found of c.antonyms) {
      if (namesSetting(c, found)) continue;
      const use = c.unlessDefault ? defaultUse(found) : found;
      const sign = use.sign;
      if (out === NO_STATES) out = /* @__PURE__ */ new Map();
      const seen = out.get(use.canon);
      if (seen === void 0) out.set(use.canon, { sign, clause: c, use, mixed: false });
      else if (seen.sign !== sign) seen.mixed = true;
    }
  }
  STATES.set(a, out);
  return out;
}
var SETTING_NOUNS = /* @__PURE__ */ new Set(["option", "options", "flag", "flags", "parameter", "parameters", "param", "params", "argument", "arguments", "switch", "keyword"]);
function namesSetting(c, use) {
  const at = useAt(c, use);
  if (at < 0 || use.word.includes(" ")) return false;
  const next = c.tokens[at + 1];
  return next !== void 0 && next.kind === "word" && SETTING_NOUNS.has(next.norm);
}
function statesClause(c) {
  return c.antonyms.length > 0 && !c.negated && (c.markers.length === 0 || onlyNow(c.markers));
}
function onlyNow(markers) {
  for (const m of markers) if (m !== "now") return false;
  return true;
}
function defaultUse(use) {
  if (use.canon !== ENABLED_CANON2) return use;
  return { canon: OPT_IN_CANON, sign: use.sign === 1 ? -1 : 1, word: use.word, negating: false };
}
var ENABLED_CANON2 = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes("enabled"))}`;
var OPT_IN_CANON = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes("opt-in"))}`;
function defaultsSaid(a) {
  for (const c of a.clauses) if (c.unlessDefault && statesClause(c)) return true;
  return false;
}
function statesSaid(polar) {
  for (const c of polar) if (statesClause(c)) return true;
  return false;
}
function subjectWord(term, p, q) {
  return !term.startsWith("ant:") && termWeight(term) > 0 && !GENERIC_STEMS.has(term) && !QUALIFIERS.has(term) && !p.verbs.has(term) && !q.verbs.has(term) && !/[/.]/.test(term) && outsidePath(term, p) && outsidePath(term, q);
}
function outsidePath(term, c) {
  let inPath = false;
  for (const t of c.tokens) {
    if (!t.terms.includes(term)) continue;
    if (t.kind === "code" && /[/\\]/.test(t.raw)) inPath = true;
    else return true;
  }
  return !inPath;
}
function codeName(term, p, q) {
  if (/[/.]/.test(term)) return false;
  for (const c of [p, q]) for (const t of c.tokens) if (t.kind === "code" && t.terms[0] === term && t.terms.length === 1) return true;
  return false;
}
var PLAIN_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
var PARTICIPLE_END2 = /(?:ed|en)$/;
var POSSESSIVE_END4 = /['’]s$/;
function specifiesShared2(c, other) {
  for (const t of c.tokens) if (t.kind === "code" && PLAIN_IDENTIFIER.test(t.raw) && compoundSpecifies(t.terms, other)) return true;
  for (let i = 0; i + 1 < c.tokens.length; i++) {
    const t = c.tokens[i];
    const next = c.tokens[i + 1];
    if (t.terms.length === 0 || next.terms.length === 0) continue;
    if (t.terms.every((x) => termWeight(x) === 0 || other.terms.has(x) || x.startsWith("ant:"))) continue;
    if (writtenIn(t, other) || t.terms.some((x) => c.verbs.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x) && !x.startsWith("ant:") && !c.verbs.has(x) && !other.verbs.has(x))) return true;
  }
  return false;
}
function writtenIn(t, other) {
  for (const u of other.tokens) if (u.kind === t.kind && u.norm === t.norm) return true;
  return false;
}
function compoundSpecifies(terms, other) {
  if (terms.length < 3) return false;
  let shared = false;
  let own = false;
  for (let k = 1; k < terms.length; k++) {
    const x = terms[k];
    if (termWeight(x) === 0 || x.startsWith("ant:")) continue;
    if (other.terms.has(x)) shared = true;
    else if (!GENERIC_STEMS.has(x)) own = true;
  }
  return shared && own;
}
function ownKinds2(terms, other) {
  let qualifier = false;
  let name = false;
  for (const [t, w] of terms) {
    if (other.has(t)) continue;
    if (QUALIFIERS.has(t) || PLATFORMS.has(t)) qualifier = true;
    if (w >= 2) name = true;
  }
  return { qualifier, name };
}
var STATE_WORDS2 = /* @__PURE__ */ new Map();
for (let n = 0; n < ANTONYMS.length; n++) {
  const [yes, no, negating] = ANTONYMS[n];
  if (negating) continue;
  for (const w of yes.split(/\s+/)) if (!STATE_WORDS2.has(w)) STATE_WORDS2.set(w, `${n}+`);
  for (const w of no.split(/\s+/)) if (!STATE_WORDS2.has(w)) STATE_WORDS2.set(w, `${n}-`);
}
var PLATFORMS = /* @__PURE__ */ new Set(["io", "ios", "ipado", "ipados", "tvos", "watchos", "visionos"]);
function contrastedKinds(p, q) {
  const sides = kindWords(p, q);
  if (sides.size === 0) return false;
  for (const side of kindWords(q, p)) if (sides.has(side.slice(0, -1) + (side.endsWith("+") ? "-" : "+"))) return true;
  return false;
}
function kindWords(c, other) {
  const out = /* @__PURE__ */ new Set();
  for (const t of c.tokens) {
    const side = STATE_WORDS2.get(t.norm);
    if (side === void 0 || t.terms.some((x) => other.terms.has(x))) continue;
    if (c.antonyms.some((a) => a.word.toLowerCase().split(" ").includes(t.norm))) continue;
    out.add(side);
  }
  return out;
}
var FEATURE_HEADS = /* @__PURE__ */ new Set(["protection", "check", "checks", "checking", "support", "validation", "verification", "enforcement", "mode", "feature", "handling"]);
function ownScope(c, other, otherText, stateAt2 = -1) {
  let open = false;
  let own = false;
  let qualified = false;
  let ownAt = -2;
  const manner = stateAt2 >= 0 && mannerOfAction(c, stateAt2);
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (i > stateAt2 && stateAt2 >= 0 && t.kind === "word" && reasonOpensAt(c, i)) return open && own;
    if (t.kind === "word" && SCOPE_OPENERS.has(t.norm)) {
      if (open && own) return true;
      if (manner && i > stateAt2 && t.norm === "on") {
        const end = triggerPhraseEnd(c, i);
        if (end > i) {
          open = false;
          i = end;
          continue;
        }
      }
      open = !UNIVERSAL_QUANTIFIERS.has(c.tokens[i + 1]?.norm ?? "");
      own = false;
      qualified = false;
      continue;
    }
    if (!open) continue;
    if (t.kind === "punct") {
      if (own) return true;
      open = false;
      continue;
    }
    if (configFileToken(t) && !t.terms.some((x) => QUALIFIERS.has(x)) && !qualified) {
      open = false;
      continue;
    }
    for (const x of t.terms) {
      if (QUALIFIERS.has(x)) qualified = true;
      if (x.startsWith("ant:") || termWeight(x) === 0 || GENERIC_STEMS.has(x)) continue;
      if (sharedWord(x, other) || otherText.terms.has(x)) {
        if (ownAt === i - 1) return true;
        open = false;
        break;
      }
      own = true;
      ownAt = i;
    }
  }
  return open && own;
}
function reasonOpensAt(c, i) {
  const w = c.tokens[i].norm;
  if (w === "because") return true;
  return (w === "now" || w === "so") && c.tokens[i + 1]?.norm === "that";
}
function mannerOfAction(c, at) {
  const t = c.tokens[at];
  if (t === void 0 || t.kind !== "word") return false;
  if (MANNER_ADVERB.test(t.norm)) return true;
  let k = at - 1;
  while (k >= 0 && c.tokens[k].kind === "word" && MANNER_SKIPPED.has(c.tokens[k].norm)) k--;
  const v = c.tokens[k];
  if (v === void 0 || v.kind !== "word" || COPULA_LIKE.has(v.norm)) return false;
  return RUN_VERBS.has(v.norm) || v.terms.some((x) => c.verbs.has(x));
}
var RUN_VERBS = new Set("run runs ran operate operates work works execute executes fire fires load loads render renders sync syncs process processes".split(" "));
var MANNER_ADVERB = /^[a-z-]{3,}ly$/;
var MANNER_SKIPPED = /* @__PURE__ */ new Set(["now", "still", "always", "only", "also", "then"]);
var COPULA_LIKE = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "stay", "stays", "remain", "remains", "become", "becomes", "get", "gets", "seem", "seems", "look", "looks", "feel", "feels"]);
function triggerPhraseEnd(c, i) {
  let last = -1;
  for (let k = i + 1; k < c.tokens.length && k <= i + 5; k++) {
    const u = c.tokens[k];
    if (u.kind !== "word" || SCOPE_OPENERS.has(u.norm) || LINKS.has(u.norm)) break;
    last = k;
  }
  return last > i && TRIGGERS.has(c.tokens[last].norm) ? last : -1;
}
var TRIGGERS = new Set(
  "timer timers schedule schedules cron interval intervals tick ticks clock heartbeat heartbeats poll demand request requests call calls invocation invocations lookup lookups access accesses use usage read reads fetch startup start boot bootup launch load pageload reload refresh restart resume wake wakeup init initialization initialisation open opening click clicks tap taps press keypress keystroke keystrokes scroll scrolling hover focus submit submission input save saves write writes commit commits change changes update updates upload uploads download arrival receipt event events signal signals trigger triggers interrupt interrupts message messages feedback reading readings measurement measurements sample samples login logon signin connect connection".split(" ")
);
function modifiesOwn(term, c, other) {
  for (let i = 0; i + 1 < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind !== "word" || !t.terms.includes(term)) continue;
    let k = i + 1;
    while (k + 1 < c.tokens.length && c.tokens[k].kind === "word" && c.tokens[k].terms.length > 0 && c.tokens[k].terms.every((x) => other.terms.has(x) && !x.startsWith("ant:"))) k++;
    const next = c.tokens[k];
    if (next.kind !== "word") return false;
    if (FEATURE_HEADS.has(next.norm)) return false;
    if (DATA_HEADS.has(next.norm) && other.tokens.some((u) => u !== next && DATA_HEADS.has(u.norm))) return false;
    return next.terms.some((x) => termWeight(x) > 0 && !x.startsWith("ant:") && !other.terms.has(x) && !c.verbs.has(x));
  }
  return false;
}
var DATA_HEADS = /* @__PURE__ */ new Set(["data", "table", "tables", "dataset", "datasets", "records", "rows"]);
function passiveVerbIn(term, c) {
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind !== "word" || !t.terms.includes(term) || !PARTICIPLE_END2.test(t.norm)) continue;
    let k = i - 1;
    while (k > 0 && c.tokens[k].norm.endsWith("ly")) k--;
    if (BE_FORMS2.has(c.tokens[k].norm)) return true;
  }
  return false;
}
var BE_FORMS2 = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been"]);
function afterPlaceWord(term, c) {
  return onlyInPhrasesAfter(term, c, PLACE_WORDS);
}
var PLACE_WORDS = /* @__PURE__ */ new Set(["to", "on", "in", "into", "onto", "at", "from", "through", "via", "against"]);
function inScope(term, c) {
  return onlyInPhrasesAfter(term, c, SCOPE_OPENERS);
}
function onlyInPhrasesAfter(term, c, openers) {
  let open = false;
  let found = false;
  for (const t of c.tokens) {
    if (t.kind === "word" && openers.has(t.norm)) open = true;
    else if (t.kind === "punct") open = false;
    else if (t.terms.includes(term)) {
      if (!open) return false;
      found = true;
    }
  }
  return found;
}
function sharedWord(x, other) {
  if (other.terms.has(x)) return true;
  if (x.length < 3) return false;
  for (const u of other.terms.keys()) if (u.length >= 3 && (u.startsWith(x) || x.startsWith(u))) return true;
  return false;
}
function otherKey(use, other, otherText) {
  const flag = NEGATED_SWITCH.exec(use.word);
  if (flag === null && !/[=:]/.test(use.word)) return false;
  const key = flag !== null ? flag[1] : use.word.split(/[=:]/)[0];
  for (const w of key.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)) {
    if (w.length < 3) continue;
    const x = termOfWord(w.toLowerCase());
    if (x.startsWith("ant:") || termWeight(x) === 0 || GENERIC_STEMS.has(x) || STATE_WORDS2.has(w.toLowerCase())) continue;
    if (!sharedWord(x, other) && !otherText.terms.has(x)) return true;
  }
  return false;
}
var NEGATED_SWITCH = /^(?:--no-|-fno-)([a-z][a-z0-9-]*)$/;
function sharesAnchor(older, newer) {
  for (const x of older.anchors) if (newer.anchors.has(x) && !POPULAR_FILES.has(x)) return true;
  return false;
}
function stateDimensionHit(older, newer) {
  const o = statesOf(older);
  if (o.size === 0) return null;
  const n = statesOf(newer);
  let found = null;
  for (const [canon, x2] of o) {
    const y2 = n.get(canon);
    if (y2 === void 0 || x2.mixed || y2.mixed || x2.sign === y2.sign) continue;
    if (found !== null) return null;
    found = [x2, y2];
  }
  if (found === null) return null;
  const [x, y] = found;
  const p = x.clause;
  const q = y.clause;
  if (p.conditional && !p.unlessDefault || q.conditional && !q.unlessDefault || labelledApart(older, p, newer, q) || consequencesApart(p, older, q, newer) || designatedApart(p, older, q, newer)) return null;
  if (x.sign < 0 ? deniedPastValue(p, q, true) : deniedPastValue(q, p, true)) return null;
  if (madeStateOfUnnamed(p.tokens, useAt(p, x.use), q) || madeStateOfUnnamed(q.tokens, useAt(q, y.use), p)) return null;
  let shared = null;
  let areaOnly = true;
  for (const t of p.terms.keys()) {
    if (!q.terms.has(t) || !(subjectWord(t, p, q) || codeName(t, p, q)) || inScope(t, p) && inScope(t, q)) continue;
    shared ??= t;
    if (passiveVerbIn(t, p) || passiveVerbIn(t, q) || afterPlaceWord(t, p) && afterPlaceWord(t, q)) continue;
    if (!modifiesOwn(t, p, q) || !modifiesOwn(t, q, p)) areaOnly = false;
  }
  if (shared !== null && areaOnly) return null;
  if (shared === null && (sharesAnchor(older, newer) || p.consequence || q.consequence)) {
    const pf = older.clauses[0];
    const qf = newer.clauses[0];
    for (const t of pf.terms.keys()) if (qf.terms.has(t) && (p === pf || q === qf) && (subjectWord(t, pf, qf) || codeName(t, pf, qf))) shared ??= t;
  }
  if (shared === null) {
    const ps = bareState(p) ? older.clauses[p.index - 1] : p;
    const qs = bareState(q) ? newer.clauses[q.index - 1] : q;
    if (ps !== void 0 && qs !== void 0 && (ps !== p || qs !== q)) {
      for (const t of ps.terms.keys()) if (qs.terms.has(t) && (subjectWord(t, ps, qs) || codeName(t, ps, qs) || nameTerm(t))) shared ??= t;
    }
  }
  if (shared === null) shared = wordStartInBoth(p, q);
  if (shared === null) shared = anchorInBoth(p, q, older, newer);
  if (shared === null) return null;
  if (contrastedSides(p.terms, q.terms) || contrastedKinds(p, q) || qualifiedApart(p, older, q, newer)) return null;
  if (contrastedSides(subjectTerms2(p, older), subjectTerms2(q, newer), QUANTITY_CONTRASTS)) return null;
  if (versionsApart(p, useAt(p, x.use), q, useAt(q, y.use)) || frontedScopeApart(p, older, q, newer)) return null;
  if (verbStateApart(p, useAt(p, x.use), q, useAt(q, y.use)) || verbStateApart(q, useAt(q, y.use), p, useAt(p, x.use)) || placesOfWorkApart(p, q, x.use.canon)) return null;
  if (objectApart(p, useAt(p, x.use), q) || objectApart(q, useAt(q, y.use), p)) return null;
  if ((specifiesShared2(p, q) || qualifiedOwn(p, q, newer)) && (specifiesShared2(q, p) || qualifiedOwn(q, p, older))) return null;
  if (ownPartOf(p, q) && ownPartOf(q, p)) return null;
  if (partOfOthersSubject(p, q) || partOfOthersSubject(q, p)) return null;
  if (ownScope(p, q, newer, useAt(p, x.use)) || ownScope(q, p, older, useAt(q, y.use))) return null;
  if (otherKey(x.use, y.clause, newer) || otherKey(y.use, x.clause, older)) return null;
  const ownP = ownKinds2(p.terms, q.terms);
  const ownQ = ownKinds2(q.terms, p.terms);
  if (ownP.qualifier && ownQ.qualifier || ownP.name && ownQ.name) return null;
  return {
    kind: "antonym",
    reason: `antonym: ${shared} is "${x.use.word}" in the older, "${y.use.word}" in the newer ("${clauseText(p)}" / "${clauseText(q)}")`,
    older: [x.use.word],
    newer: [y.use.word]
  };
}
var TRANSITIVE_STATES = new Set(
  "include includes exclude excludes respect respects honor honors honour honours obey obeys heed heeds ignore ignores disregard disregards leave leaves accept accepts reject rejects".split(" ")
);
function objectApart(c, at, other) {
  const verb2 = c.tokens[at];
  if (verb2 === void 0 || !TRANSITIVE_STATES.has(verb2.norm)) return false;
  let seen = false;
  for (let j = at + 1; j < c.tokens.length; j++) {
    const t = c.tokens[j];
    if (t.kind === "punct" || LINKS.has(t.norm)) break;
    for (const x of t.terms) {
      if (termWeight(x) === 0 || x.startsWith("ant:")) continue;
      if (other.terms.has(x)) return false;
      seen = true;
    }
  }
  return seen;
}
function subjectTerms2(c, text) {
  const first = text.clauses[0];
  if (!c.consequence || first === void 0 || first === c) return c.terms;
  return new Map([...first.terms, ...c.terms]);
}
function useAt(c, use) {
  const first = use.word.split(" ")[0].toLowerCase();
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k].norm === first) return k;
  return deniedStateAt(c, use.word);
}
function ownPartOf(c, other) {
  const head = c.head;
  if (head === null || head === void 0 || head.terms.length === 0 || head.terms.some((x) => other.terms.has(x))) return false;
  const at = c.tokens.indexOf(head);
  for (let i = 0; i < at; i++) {
    const t = c.tokens[i];
    if (POSSESSIVE_END4.test(t.raw) && t.terms.some((x) => other.terms.has(x))) return true;
  }
  return c.tokens[at + 1]?.norm === "of" && ownerAfter(c, at + 2, other);
}
function partOfOthersSubject(c, other) {
  const head = c.head;
  const whole = other.head;
  if (head === null || head === void 0 || whole === null || whole === void 0 || whole.terms.length === 0) return false;
  if (head.terms.length === 0 || EMBODIMENTS.has(head.norm) || head.terms.some((x) => other.terms.has(x))) return false;
  const at = c.tokens.indexOf(head);
  for (let i = 0; i < at; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") return false;
    if (POSSESSIVE_END4.test(t.raw)) return whole.terms.every((x) => t.terms.includes(x));
  }
  return false;
}
function ownerAfter(c, from, other) {
  for (let i = from; i < c.tokens.length && i < from + 4; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") return false;
    for (const x of t.terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && other.terms.has(x)) return true;
  }
  return false;
}
function nameTerm(x) {
  return !x.startsWith("ant:") && /[^a-z0-9]/.test(x) && !POPULAR_FILES.has(x) && (!x.includes("/") || /\.[a-z0-9]+$/.test(x));
}
function bareState(c) {
  if (c.index === 0) return false;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith("ant:")) return false;
  return true;
}
function wordStartInBoth(p, q) {
  const t = firstSubjectWord(p, q);
  const u = firstSubjectWord(q, p);
  if (t === null || u === null || t === u || t.length < 3 || u.length < 3) return null;
  return u.startsWith(t) || t.startsWith(u) ? t : null;
}
function firstSubjectWord(c, other) {
  for (const t of c.tokens) for (const x of t.terms) if ((c.terms.get(x) ?? 0) > 0 && subjectWord(x, c, other)) return x;
  return null;
}
function anchorInBoth(p, q, older, newer) {
  for (const t of p.tokens) {
    const x = t.terms[0];
    if (t.kind !== "code" || x === void 0 || !older.anchors.has(x) || !newer.anchors.has(x) || POPULAR_FILES.has(x)) continue;
    if (x.endsWith("/") || inScope(x, p) && inScope(x, q)) continue;
    for (const u of q.tokens) if (u.kind === "code" && u.terms[0] === x) return x;
  }
  return null;
}

// src/contradiction/opposite-actions.ts
function verb(spec) {
  const f = spec.split(" ");
  return [f[0], f[1], f[2], f[3], f[4] ?? f[2]];
}
function family3(does, undoes) {
  return { does: does.split(",").map((s) => verb(s.trim())), undoes: undoes.split(",").map((s) => verb(s.trim())) };
}
var FAMILIES2 = [
  family3(
    "keep keeps kept keeping, retain retains retained retaining, preserve preserves preserved preserving",
    "purge purges purged purging, delete deletes deleted deleting, erase erases erased erasing, discard discards discarded discarding, destroy destroys destroyed destroying, wipe wipes wiped wiping, prune prunes pruned pruning, truncate truncates truncated truncating"
  ),
  family3(
    "accept accepts accepted accepting, allow allows allowed allowing, permit permits permitted permitting, admit admits admitted admitting, approve approves approved approving, allowlist allowlists allowlisted allowlisting, whitelist whitelists whitelisted whitelisting",
    "reject rejects rejected rejecting, block blocks blocked blocked, deny denies denied denying, decline declines declined declining, ban bans banned banning, blocklist blocklists blocklisted blocklisting, blacklist blacklists blacklisted blacklisting"
  ),
  family3(
    "show shows showed showing shown, display displays displayed displaying, expose exposes exposed exposing, reveal reveals revealed revealing, unmask unmasks unmasked unmasking",
    "hide hides hid hiding hidden, conceal conceals concealed concealing, mask masks masked masking, redact redacts redacted redacting, obscure obscures obscured obscuring"
  ),
  family3("grant grants granted granting", "revoke revokes revoked revoking, withdraw withdraws withdrew withdrawing withdrawn"),
  family3("include includes included including, embed embeds embedded embedding", "exclude excludes excluded excluding, strip strips stripped stripping"),
  family3("add adds added adding, append appends appended appending, insert inserts inserted inserting", "remove removes removed removing"),
  family3("pin pins pinned pinning", "unpin unpins unpinned unpinning, float floats floated floating"),
  family3("retry retries retried retrying, requeue requeues requeued requeuing", "abandon abandons abandoned abandoning"),
  family3("throw throws threw throwing thrown, rethrow rethrows rethrew rethrowing rethrown, propagate propagates propagated propagating", "swallow swallows swallowed swallowing, suppress suppresses suppressed suppressing, silence silences silenced silencing"),
  family3("rebase rebases rebased rebasing", "merge merges merged merging"),
  family3("commit commits committed committing", "gitignore gitignores gitignored gitignoring"),
  family3("require requires required requiring, enforce enforces enforced enforcing", "waive waives waived waiving")
];
var NOT_VERBS = /* @__PURE__ */ new Set(["display", "displays", "blocking", "including", "requiring", "allowing"]);
var FORM_OF = /* @__PURE__ */ new Map();
FAMILIES2.forEach((f, k) => {
  for (const [side, list] of [[0, f.does], [1, f.undoes]]) {
    for (const forms2 of list) {
      forms2.forEach((w, slot) => {
        if (NOT_VERBS.has(w)) return;
        let at = FORM_OF.get(w);
        if (at === void 0) FORM_OF.set(w, at = []);
        if (!at.some(([fk, s, sl]) => fk === k && s === side && sl === slot)) at.push([k, side, slot]);
      });
    }
  }
});
var FORM_WORD = new RegExp(`(?<![-\\w])(${[...FORM_OF.keys()].sort((a, b) => b.length - a.length).join("|")})(?![-\\w])`, "gi");
var CODE_SPAN = /`[^`]*`/g;
var NO_SIDES = { does: 0, undoes: 0 };
var actionSides = memoize((text) => {
  let does = 0;
  let undoes = 0;
  const plain = text.replace(CODE_SPAN, " ");
  FORM_WORD.lastIndex = 0;
  for (let m = FORM_WORD.exec(plain); m !== null; m = FORM_WORD.exec(plain)) {
    for (const [k, side] of FORM_OF.get(m[1].toLowerCase()) ?? []) {
      if (side === 0) does |= 1 << k;
      else undoes |= 1 << k;
    }
  }
  return does === 0 && undoes === 0 ? NO_SIDES : { does, undoes };
});
function opposedFamilies(a, b) {
  return opposedBits(a.does, a.undoes, b.does, b.undoes);
}
function opposedBits(aDoes, aUndoes, bDoes, bUndoes) {
  return aDoes & ~aUndoes & bUndoes & ~bDoes | aUndoes & ~aDoes & bDoes & ~bUndoes;
}
function doingVerbIn(text, k) {
  const plain = text.replace(CODE_SPAN, " ");
  FORM_WORD.lastIndex = 0;
  for (let m = FORM_WORD.exec(plain); m !== null; m = FORM_WORD.exec(plain)) {
    const word2 = m[1].toLowerCase();
    for (const [fk, side] of FORM_OF.get(word2) ?? []) {
      if (fk !== k || side !== 0) continue;
      for (const forms2 of FAMILIES2[k].does) if (forms2.includes(word2)) return forms2;
    }
  }
  return null;
}
var CLAUSE_OPENING = /(^\s*|[.;:!?]\s*)$/;
function deniedAs(undoing, k, doing) {
  const forms2 = doingVerbIn(doing, k);
  if (forms2 === null) return null;
  let from = "";
  let to = "";
  const parts = undoing.split("`");
  for (let p = 0; p < parts.length; p += 2) {
    parts[p] = parts[p].replace(FORM_WORD, (word2, _g, at, whole) => {
      const lower = word2.toLowerCase();
      const found = (FORM_OF.get(lower) ?? []).find(([fk, side]) => fk === k && side === 1);
      if (found === void 0) return word2;
      const slot = found[2];
      const opening = CLAUSE_OPENING.test(parts.slice(0, p).join("`") + whole.slice(0, at));
      const denied = slot === 0 ? opening ? `do not ${forms2[0]}` : `not ${forms2[0]}` : slot === 1 ? `does not ${forms2[0]}` : slot === 3 ? `not ${forms2[3]}` : `not ${forms2[4]}`;
      if (from === "") {
        from = word2;
        to = denied;
      }
      return /^[A-Z]/.test(word2) ? denied[0].toUpperCase() + denied.slice(1) : denied;
    });
  }
  return from === "" ? null : { text: parts.join("`"), from, to };
}
function undoneLater(doing, undoing) {
  if (!undoing.clauses.some((c) => c.quantities.length > 0)) return false;
  return doing.clauses.some((c) => c.quantities.length > 0) || !PERMANENT.test(doing.text);
}
var PERMANENT = /\b(indefinitely|forever|permanently|perpetually|in perpetuity)\b/i;
function kindsOfOneThing(a, b) {
  const before = modifiersOf(a);
  if (before.size === 0) return false;
  for (const [term, mod] of modifiersOf(b)) {
    const own = before.get(term);
    if (own !== void 0 && own !== mod && !b.terms.has(own) && !a.terms.has(mod)) return true;
  }
  return false;
}
var MODIFIERS = /* @__PURE__ */ new WeakMap();
function modifiersOf(a) {
  let out = MODIFIERS.get(a);
  if (out !== void 0) return out;
  out = /* @__PURE__ */ new Map();
  for (const c of a.clauses) {
    const tokens = c.tokens;
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1];
      if (t.kind !== "word" || prev.kind !== "word" || t.terms.length === 0 || prev.terms.length === 0) continue;
      const mod = prev.terms[0];
      if (termWeight(mod) <= 0 || FORM_OF.has(prev.norm) || FORM_OF.has(t.norm)) continue;
      out.set(t.terms[t.terms.length - 1], mod);
    }
  }
  MODIFIERS.set(a, out);
  return out;
}

// src/contradiction/substitution.ts
var LEADING_COMMA = /^,\s*/;
var NOT_PHRASE_WORD = /[^a-z0-9-]+/;
var JS_SUFFIX = /\.js$/;
var NOT_MENTION_WORD = /[^a-z0-9'.-]+/;
var APOSTROPHE_S_END = /'s?$/;
var TRAILING_DOT = /\.$/;
var NOT_HYPHENATED_WORD = /[^a-z-]+/;
var NOT_MERGED = /\bnot merged\b/;
var LOWER_WORD = /^[a-z]+$/;
var LOWER_WORDS = /^[a-z ]+$/;
var LOWER_PHRASE = /^[a-z ,'-]+$/;
var CONTENT_GERUND = /^[a-z]{3,}ing$/;
var SPACES3 = /\s+/;
var NOT_CODE_WORD = /[^A-Za-z0-9`._/-]+/;
var MANNER_ADVERB2 = /^[a-z]{3,}ly$/;
var PLURAL = /[^s]s$/;
var ISSUE_REFERENCE = /^#\d+$|^[A-Z][A-Z0-9]*-\d+$/;
var TRACKER_KEY = /^[A-Z]{2,5}$/;
var ISSUE_NUMBER = /^#\d+$/;
var QUARTER_OR_HALF = /^[qh][1-4]$/;
var PATH_LIKE = /[/.]/;
var LOWER_ALPHANUMERIC = /^[a-z0-9]+$/;
function asserts(analysis, key, acronym = false) {
  const pathLike = PATH_LIKE.test(key);
  const library = libraryName(key);
  for (const c of analysis.clauses) {
    if (!c.positive) continue;
    if (c.terms.has(key) || library !== null && c.terms.has(library)) return c;
    if (!pathLike) {
      for (const t of c.terms.keys()) if (namedBy(t, key)) return c;
    }
    if (pathLike) {
      for (const t of c.terms.keys()) if (anchorsMeet(t, key) || t !== key && sameFile(t, key)) return c;
    }
  }
  if (acronym) {
    for (const c of analysis.clauses) if (c.positive && expansionOf(c, key)) return c;
  }
  return null;
}
var GONE_CUE = /removed|deleted|gone|dropped|replaced|emptied|instead|rather|in place/;
var FORMAT_EXTENSIONS = { yaml: ["yaml", "yml"], yml: ["yaml", "yml"], json: ["json"], toml: ["toml"], ini: ["ini", "cfg"], xml: ["xml"] };
function toolOfFile(older, newer, d, key) {
  const formats = FORMAT_EXTENSIONS[key];
  if (formats && /\bfiles?\b/i.test(d.phrase)) {
    for (const c of older.clauses) {
      if (!c.positive) continue;
      for (const t of c.tokens) if (t.kind === "code" && formats.some((x) => t.raw.toLowerCase().endsWith(`.${x}`))) return c;
    }
    return null;
  }
  if (!/[._/-]/.test(key) && !TOOL_FILE.test(key)) return null;
  for (const part of toolParts(newer, d, key)) {
    for (const c of older.clauses) if (c.positive && c.tokens.some((t, i) => t.kind !== "code" && t.norm === part && usedAsTool(c, i) && wholeMember(c, part, key))) return c;
  }
  return null;
}
var TOOL_FILE = /^(?!pro)[a-z]{3,}fil(?:e)?$/;
var fileNameParts = memoize(
  (key) => key.split(/[^a-z0-9]+/).map((x) => TOOL_FILE.test(x) ? x.replace(/file?$/, "") : x.replace(/rc$/, "")).filter((x) => x.length >= 3 && !FILE_EXTENSIONS.has(x) && !GENERIC_SEGMENTS.has(x) && !GENERIC_STEMS.has(termOfWord(x)))
);
var TOOL_PARTS = /* @__PURE__ */ new WeakMap();
function toolParts(newer, d, key) {
  let byKey = TOOL_PARTS.get(d);
  if (byKey === void 0) TOOL_PARTS.set(d, byKey = /* @__PURE__ */ new Map());
  let parts = byKey.get(key);
  if (parts === void 0) {
    parts = [];
    for (const part of fileNameParts(key)) if (!kept(newer, d, part)) parts.push(part);
    byKey.set(key, parts);
  }
  return parts;
}
var TOOL_PREPOSITIONS = /* @__PURE__ */ new Set(["with", "through", "via", "using", "by", "on", "over"]);
function usedAsTool(c, i) {
  const t = c.tokens[i];
  return t.terms.some((x) => c.memberTerms.has(x)) || TOOL_PREPOSITIONS.has(c.tokens[i - 1]?.norm ?? "");
}
function wholeMember(c, part, key) {
  for (const name of c.alternatives.values()) {
    const words3 = name.split(/\s+/);
    if (words3.length > 1 && words3.includes(part) && !words3.every((w) => key.includes(w))) return false;
  }
  return true;
}
function kept(newer, d, word2) {
  for (const c of newer.clauses) for (const t of c.tokens) if (t.kind !== "code" && t.norm === word2 && !d.terms.has(t.terms[0] ?? "")) return true;
  return false;
}
function removedFromItself(text, d) {
  if (d.source !== "change") return false;
  let found = REMOVED_FROM_ITSELF.get(d);
  if (found === void 0) {
    found = false;
    for (const key of d.keys) if (namedBesides(text, d, key)) found = true;
    REMOVED_FROM_ITSELF.set(d, found);
  }
  return found;
}
var REMOVED_FROM_ITSELF = /* @__PURE__ */ new WeakMap();
function phraseTokens(d) {
  let tokens = PHRASE_TOKENS.get(d);
  if (tokens === void 0) PHRASE_TOKENS.set(d, tokens = tokenize(d.phrase));
  return tokens;
}
var PHRASE_TOKENS = /* @__PURE__ */ new WeakMap();
function namedBesides(text, d, key) {
  const c = text.clauses[d.clause];
  if (c === void 0) return false;
  const spellings2 = /* @__PURE__ */ new Set();
  let inPhrase = 0;
  for (const t of phraseTokens(d)) if (t.kind === "word" && t.terms[0] === key) {
    spellings2.add(t.norm);
    inPhrase++;
  }
  if (spellings2.size === 0) return false;
  let left = -inPhrase;
  for (const t of c.tokens) if (spellings2.has(t.norm)) left++;
  if (left > 0 && d.replacement !== "") {
    for (const t of tokenize(d.replacement)) if (spellings2.has(t.norm)) left--;
  }
  return left > 0;
}
function libraryName(key) {
  if (key.length < 3 || !LOWER_ALPHANUMERIC.test(key)) return null;
  return key.startsWith("lib") && key.length >= 6 ? key.slice(3) : `lib${key}`;
}
function namedBy(term, key) {
  if (term.length <= key.length || !term.startsWith(key)) return false;
  if (SCHEME_END.test(key)) return true;
  const rest = term.slice(key.length);
  return rest[0] === "=" || rest.startsWith("://") || /^\.(?:js|ts|lua|nvim|vim|py|rb|el|nix|sh|go|rs)$/.test(rest);
}
var SCHEME_END = /[a-z0-9][:/@]+$/;
var LEADING_DOTS = /^\.+/;
function anchorsMeet(a, b) {
  if (a === b) return true;
  if (!PATH_LIKE.test(a) || !PATH_LIKE.test(b)) return false;
  const x = a.replace(LEADING_DOTS, "");
  const y = b.replace(LEADING_DOTS, "");
  return x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}
function ownNames(a, b) {
  const out = [];
  for (const t of a.keys()) {
    const w = a.get(t);
    if (w >= 2 && !b.has(t)) out.push(t);
  }
  return out;
}
function denies(analysis, key) {
  return analysis.denials.some((d) => d.keys.includes(key) || d.terms.has(key));
}
function contextShared(assertion, denial, denying) {
  const scope = denial.strong ? denying.terms : denying.clauses[denial.clause]?.terms ?? /* @__PURE__ */ new Map();
  for (const term of assertion.terms.keys()) {
    const w = assertion.terms.get(term);
    if (w === 0 || denial.terms.has(term)) continue;
    if (scope.has(term)) return true;
  }
  return false;
}
function weakDenial(d) {
  return d.source === "negated-use" || d.source === "contrast" && !d.strong;
}
function withoutOtherThing(relying, denying, d) {
  if (differentThings(relying, denying)) return true;
  if (d.source === "negated-use") return false;
  const own = (x, y) => {
    for (const t of x.terms.keys()) {
      const w = x.terms.get(t);
      if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && !x.verbs.has(t) && !t.startsWith("ant:")) return true;
    }
    return false;
  };
  let scoped = false;
  for (const t of d.terms) if (!d.keys.includes(t) && !relying.terms.has(t) && termWeight(t) > 0) scoped = true;
  return own(relying, denying) && (scoped || own(denying, relying));
}
function pathsBeyond(names, d) {
  const out = [];
  for (const t of names) if (t.includes("/") && !d.terms.has(t) && !ALTERNATIVE_INDEX.has(t) && !startsWithName(t, d.phrase.toLowerCase()) && !versioned(t)) out.push(t);
  return out;
}
function versioned(path) {
  return VERSION2.test(path.slice(path.lastIndexOf("/") + 1));
}
function pathsApart(a, b) {
  return namesDiffer(notPorted(a, b, true), notPorted(b, a, false));
}
function notPorted(own, other, ownFirst) {
  const out = [];
  for (const x of own) {
    let ported = false;
    for (const y of other) {
      if (ownFirst ? portedFile(x, y) : portedFile(y, x)) {
        ported = true;
        break;
      }
    }
    if (!ported) out.push(x);
  }
  return out;
}
var NO_STOPS = /* @__PURE__ */ new Set();
function substitutionHit(older, newer, sources) {
  for (const d of newer.denials) {
    if (!sources.has(d.source) || removedFromItself(newer, d)) continue;
    for (const key of d.keys) {
      const direct = asserts(older, key, d.acronyms.includes(key));
      const clause = direct ?? (d.strong && GONE_CUE.test(d.cue) ? toolOfFile(older, newer, d, key) : null);
      if (!clause || denies(older, key)) continue;
      if (d.source === "contrast" && keptSideStated(newer, d, clause, key)) continue;
      if (REPLACING_PARTICIPLES.has(d.cue) && subjectTerms3(clause, NO_STOPS).has(key)) continue;
      const anchored = /[^a-z0-9]/.test(key);
      if (!direct && pathsApart(pathsBeyond(ownNames(clause.terms, newer.terms), d), pathsBeyond(ownNames(newer.terms, clause.terms), d))) continue;
      const denying = newer.clauses[d.clause]?.terms ?? /* @__PURE__ */ new Map();
      if (pathsApart(pathsBeyond(ownNames(clause.terms, denying), d), pathsBeyond(ownNames(denying, clause.terms), d))) continue;
      if (weakDenial(d) && newer.clauses[d.clause] && withoutOtherThing(clause, newer.clauses[d.clause], d)) continue;
      if (d.source === "negated-use" && newer.clauses[d.clause] && purposesApart(clause, newer.clauses[d.clause])) continue;
      if (!sameThingNamed(clause, key, d) || untried(newer, d) || methodApart(clause, d) || pathAsWord(d, key, clause)) continue;
      const host = hostClause(newer, d);
      if (d.source === "contrast" && host && subjectsApart(clause, older, host, newer)) continue;
      if (host && stateOfOtherSubject(clause, host, d, key, older, newer)) continue;
      if (newer.clauses[d.clause] && labelNamesAnother(newer.clauses[d.clause], clause, older)) continue;
      if (newer.clauses[d.clause] && partlyDenied(newer.clauses[d.clause], clause)) continue;
      if (headApart(d, older)) continue;
      if (otherStateRuledOut(newer.clauses[d.clause], d, clause)) continue;
      const named = !GENERIC_STEMS.has(key) && (d.keys.every((k) => asserts(older, k, d.acronyms.includes(k)) === clause) || listedName(d, key));
      if (!(contextShared(clause, d, newer) || d.strong && (anchored || named))) continue;
      return {
        kind: "substitution",
        reason: `substitution: the newer says "${d.phrase}" ${cueText(d)}, the older relies on it ("${clauseText(clause)}")`,
        older: [surface(clause, [key])],
        newer: [d.cue.replace(LEADING_COMMA, ""), d.phrase]
      };
    }
  }
  for (const d of older.denials) {
    if (!standsAgainstNewer(d) || !sources.has(d.source) || removedFromItself(older, d)) continue;
    for (const key of d.keys) {
      const clause = asserts(newer, key);
      if (!clause || denies(newer, key)) continue;
      if (!contextShared(clause, d, older)) continue;
      if (d.source === "contrast" && !d.strong && older.clauses[d.clause] && withoutOtherThing(clause, older.clauses[d.clause], d)) continue;
      if (!sameThingNamed(clause, key, d) || methodApart(clause, d) || pathAsWord(d, key, clause)) continue;
      const denying = hostClause(older, d);
      if (d.source === "contrast" && denying && subjectsApart(clause, newer, denying, older)) continue;
      if (denying && commonWordOfOtherSubject(clause, denying, d, key, older, newer)) continue;
      if (otherStateRuledOut(older.clauses[d.clause], d, clause)) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older ruled out "${d.phrase}" (${d.cue.replace(LEADING_COMMA, "")}), the newer relies on it again ("${clauseText(clause)}")`,
        older: [d.cue.replace(LEADING_COMMA, ""), d.phrase],
        newer: [surface(clause, [key])]
      };
    }
  }
  return null;
}
var LISTED_NAME = /^`[^`\s]+`$|^[A-Za-z][\w.+#/@-]*$/;
var NAME_SHAPE = /[A-Z0-9`]/;
var LIST_ARTICLE = /^(?:the|a|an)\s+/i;
var BACKTICKS = /`/g;
function listedName(d, key) {
  if (d.keys.length < 2) return false;
  const parts = d.phrase.split(COORDINATORS2);
  if (parts.length < 2) return false;
  let found = false;
  for (let k = 0; k < parts.length; k++) {
    let part = parts[k].trim().replace(LIST_ARTICLE, "");
    if (k === parts.length - 1) part = withoutTimeAfter(part);
    if (!LISTED_NAME.test(part)) return false;
    const bare = part.replace(BACKTICKS, "").toLowerCase();
    if ((bare === key || termOfWord(bare) === key) && (NAME_SHAPE.test(part) || ALTERNATIVE_INDEX.has(bare))) found = true;
  }
  return found;
}
var WHEN_WORDS2 = /* @__PURE__ */ new Set(["last", "this", "next", "in", "during", "ago", "back"]);
function withoutTimeAfter(part) {
  const space = part.indexOf(" ");
  if (space < 0) return part;
  for (const w of part.slice(space + 1).toLowerCase().split(SPACES3)) if (!WHEN_WORDS2.has(w) && !wordTerms(w).every((x) => NARRATIVE_STEMS.has(x) || QUARTER_OR_HALF.test(x))) return part;
  return part.slice(0, space);
}
var KEPT_SIDES = /* @__PURE__ */ new WeakMap();
var KEPT_SLOTS = new Set("from via through with using by behind".split(" "));
var KEPT_STOPS = /* @__PURE__ */ new Set([...KEPT_SLOTS, ..."of on in for to at over under between into per is are was were be use uses used".split(" ")]);
function keptSide(text, d) {
  let kept2 = KEPT_SIDES.get(d);
  if (kept2 !== void 0) return kept2;
  kept2 = null;
  const tokens = tokenize(text.text);
  const cue = d.cue.replace(LEADING_COMMA, "").split(" ");
  const first = d.phrase.split(" ")[0]?.toLowerCase() ?? "";
  for (let i = 1; i + cue.length < tokens.length && kept2 === null; i++) {
    if (!cue.every((w, k) => tokens[i + k].norm === w) || tokens[i + cue.length].raw.toLowerCase() !== first) continue;
    let j = i - 1;
    while (j >= 0 && tokens[j].kind === "punct") j--;
    const side = [];
    for (; j >= 0 && side.length < 5 && tokens[j].kind !== "punct" && !KEPT_STOPS.has(tokens[j].norm); j--) side.unshift(tokens[j]);
    if (j >= 0 && side.length > 0 && KEPT_SLOTS.has(tokens[j].norm)) kept2 = { tokens: side, slot: tokens[j].norm };
  }
  KEPT_SIDES.set(d, kept2);
  return kept2;
}
function keptSideStated(newer, d, relying, key) {
  const kept2 = keptSide(newer, d);
  if (kept2 === null) return false;
  let named = false;
  for (const t of kept2.tokens) {
    const x = t.terms[0];
    if (x === void 0 || ARTICLES3.has(t.norm)) continue;
    if (relying.terms.has(x) && (isName(t) || relying.tokens.some((w) => w.terms[0] === x && isName(w)))) named = true;
    else if (!GENERIC_STEMS.has(x) && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x)) return false;
  }
  if (!named) return false;
  const at = relying.tokens.findIndex((t) => t.terms.includes(key));
  let j = at - 1;
  while (j >= 0 && (ARTICLES3.has(relying.tokens[j].norm) || relying.tokens[j].kind === "punct")) j--;
  return j < 0 || relying.tokens[j].norm !== kept2.slot;
}
function otherStateRuledOut(denying, d, relying) {
  if (relying.antonyms.length === 0) return false;
  const opposed2 = (a) => relying.antonyms.some((b) => b.canon === a.canon && b.sign !== a.sign);
  const phrase = d.phrase.toLowerCase();
  for (const a of denying?.antonyms ?? []) if (phrase.includes(a.word.toLowerCase()) && opposed2(a)) return true;
  for (const word2 of phrase.split(NOT_HYPHENATED_WORD)) {
    const a = word2.length > 2 ? stateOfWord(word2) : void 0;
    if (a !== void 0 && opposed2(a)) return true;
  }
  return false;
}
var UNMADE_WORDS = new Set(
  "if would could might tried try trying experiment experimented experiments measured prototype prototyped considered consider proposal proposed propose idea hypothetically unmerged rejected reverted".split(" ")
);
var SENTENCE_END = /[.!?](?:\s|$)/;
function untried(text, d) {
  if (d.source !== "contrast") return false;
  const at = text.text.indexOf(d.phrase);
  if (at < 0) return false;
  let start = at;
  while (start > 0 && !SENTENCE_END.test(text.text.slice(start - 1, start + 1))) start--;
  const rest = text.text.slice(at);
  const end = rest.search(SENTENCE_END);
  const sentence = text.text.slice(start, end < 0 ? text.text.length : at + end).toLowerCase();
  return sentence.split(NOT_HYPHENATED_WORD).some((w) => UNMADE_WORDS.has(w)) || NOT_MERGED.test(sentence);
}
var ARTICLES3 = /* @__PURE__ */ new Set(["the", "a", "an", "its", "their", "our", "this", "that", "these", "those", "any", "some", "all"]);
function sameThingNamed(c, key, d) {
  if (d.source !== "contrast" && !movedOutOf(d) || d.acronyms.includes(key)) return true;
  if (!LOWER_WORDS.test(d.phrase)) return partsNamed(c, key, d);
  const read = phraseRead(d, key);
  if (read === null) return true;
  if (movedOutOf(d) && !wordTerms(d.phrase.toLowerCase().split(NOT_PHRASE_WORD).filter(Boolean).pop() ?? "").includes(key)) return false;
  const { said, slot, quantifier } = read;
  let seen = false;
  for (let at = 0; at < c.tokens.length; at++) {
    const t = c.tokens[at];
    if (!t.terms.includes(key)) continue;
    if (slot !== null && !c.tokens.slice(Math.max(0, at - 4), at).some((w) => w.norm === slot)) continue;
    if (startsWithName(t.terms[0], key) && (t.kind === "code" || toolTerm(c, key))) return true;
    if (t.kind !== "word" || t.terms[0] !== key) continue;
    seen = true;
    if (isName(t)) return true;
    if (quantifier !== null && quantifierBefore(c, at) !== quantifier) continue;
    if (usedAsTool(c, at)) return true;
    if (!toolTerm(c, key) && !allPartsNamed(c, d)) return false;
    if (c.verbs.has(key)) return true;
    let own = true;
    for (let j = at - 1; j >= 0 && at - j <= 2; j--) {
      const w = c.tokens[j];
      if (w.kind !== "word" || ARTICLES3.has(w.norm) || w.terms.some((x) => c.verbs.has(x))) break;
      if (!isName(w) && w.terms.some((x) => !d.terms.has(x) && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x))) own = false;
    }
    const near = movedOutOf(d) ? c.tokens.slice(Math.max(0, at - 2), at) : null;
    const writes = (x) => near === null ? c.terms.has(x) : near.some((w) => w.terms.includes(x));
    if (own && said.every((x) => writes(x) || LIGHT_STEMS.has(x) || STOPWORDS.has(x))) return true;
  }
  return !seen && !c.tokens.some((t) => t.terms.includes(key));
}
function movedOutOf(d) {
  return d.source === "change" && d.cue.endsWith(" out of");
}
var NAME_SEGMENT_END = /[\s./:@]/;
function startsWithName(name, key) {
  if (name === key) return true;
  if (!name.startsWith(key)) return false;
  const end = name.search(NAME_SEGMENT_END);
  const first = end < 0 ? name : name.slice(0, end);
  return first === key || termOfWord(first) === key;
}
function pathAsWord(d, key, relying) {
  if (!LOWER_WORD.test(key)) return false;
  let path = false;
  for (const t of phraseTokens(d)) {
    if (!t.terms.includes(key)) continue;
    if (t.kind !== "code" || !t.raw.includes("/") || t.terms[0] !== key) return false;
    path = true;
  }
  if (!path) return false;
  for (const t of relying.tokens) if (t.terms.includes(key) && t.kind !== "word") return false;
  return true;
}
var LIGHT_GERUNDS = new Set("using running calling having doing making taking getting keeping relying depending going putting".split(" "));
var CONTRAST_CUES = /* @__PURE__ */ new Set(["instead of", "rather than", "in place of"]);
var PHRASE_PREPOSITIONS2 = /* @__PURE__ */ new Set(["of", "on", "in", "for", "to", "with", "from", "at", "by", "over", "under", "between", "through", "into", "per"]);
function methodApart(c, d) {
  if (!LOWER_PHRASE.test(d.phrase)) return false;
  const words3 = d.phrase.split(NOT_HYPHENATED_WORD).filter(Boolean);
  const first = words3[0] ?? "";
  const gerund = d.source === "contrast" && CONTRAST_CUES.has(d.cue) && CONTENT_GERUND.test(first) && !LIGHT_GERUNDS.has(first);
  if (!gerund && d.keys.length < 4) return false;
  const stop = words3.findIndex((w) => PHRASE_PREPOSITIONS2.has(w));
  const head = gerund ? first : words3[(stop < 0 ? words3.length : stop) - 1] ?? "";
  if (head && !ARTICLES3.has(head) && !wordTerms(head).some((x) => c.terms.has(x))) return true;
  let found = 0;
  for (const k of d.keys) if (c.terms.has(k)) found++;
  return found * 2 < d.keys.length;
}
var QUANTIFIERS2 = /* @__PURE__ */ new Map([["all", "all"], ["every", "all"], ["each", "each"], ["both", "both"], ["most", "most"], ["many", "many"], ["several", "several"]]);
function quantifierBefore(c, at) {
  for (let j = at - 1; j >= 0 && at - j <= 3; j--) {
    const w = c.tokens[j];
    if (w.kind !== "word") return null;
    const q = QUANTIFIERS2.get(w.norm);
    if (q !== void 0) return q;
  }
  return null;
}
function partsNamed(c, key, d) {
  if (!phraseTokens(d).some((t) => t.kind === "word" && t.terms[0] === key && COMMON_WORD.test(t.raw) && !ALTERNATIVE_INDEX.has(t.norm))) return true;
  for (let at = 0; at < c.tokens.length; at++) {
    const t = c.tokens[at];
    if (t.kind !== "word" || t.terms[0] !== key) continue;
    if (isName(t) || usedAsTool(c, at) || toolTerm(c, key)) return true;
    return allPartsNamed(c, d);
  }
  return true;
}
function allPartsNamed(c, d) {
  for (const head of phraseHeads(d)) if (!namedAsWord(c, head)) return false;
  return true;
}
var PRO_FORMS = /* @__PURE__ */ new Set(["one", "ones", "kind", "sort"]);
var COORDINATORS2 = /\s*,\s*|\s+(?:and|or|nor)\s+/;
function namedAsWord(c, terms) {
  for (const t of c.tokens) if (t.kind === "word" && t.terms.some((x) => terms.includes(x))) return true;
  return false;
}
function phraseHeads(d) {
  let heads = PHRASE_HEADS.get(d);
  if (heads === void 0) PHRASE_HEADS.set(d, heads = readPhraseHeads(d.phrase));
  return heads;
}
var PHRASE_HEADS = /* @__PURE__ */ new WeakMap();
var COMMON_WORD = /^[a-z][a-z-]*$/;
var TRAILING_DOTS = /\.+$/;
function readPhraseHeads(phrase) {
  const words3 = phrase.split(SPACES3).filter(Boolean);
  const start = PHRASE_PREPOSITIONS2.has(words3[0] ?? "") ? 1 : 0;
  let stop = words3.findIndex((w, i) => i > start && PHRASE_PREPOSITIONS2.has(w));
  if (stop < 0) stop = words3.length;
  const heads = [];
  const parts = words3.slice(start, stop).join(" ").split(COORDINATORS2);
  if (parts.length < 2) return heads;
  let nouns = false;
  for (const part of parts) {
    const content = [];
    for (const written2 of part.split(NOT_CODE_WORD)) {
      const w = written2.replace(TRAILING_DOTS, "");
      if (ARTICLES3.has(w.toLowerCase())) nouns = true;
      else if (w !== "" && wordTerms(w.toLowerCase()).length > 0) content.push(w);
    }
    const gerund = content[0] !== void 0 && CONTENT_GERUND.test(content[0]) && !LIGHT_GERUNDS.has(content[0]);
    const head = gerund ? content[0] : content[content.length - 1];
    if (head === void 0 || !COMMON_WORD.test(head) || PRO_FORMS.has(head) || ALTERNATIVE_INDEX.has(head)) continue;
    const terms = wordTerms(head).filter((x) => !LIGHT_STEMS.has(x));
    if (terms.length > 0) heads.push(terms);
  }
  return nouns ? heads : [];
}
var PHRASE_READS = /* @__PURE__ */ new WeakMap();
function phraseRead(d, key) {
  let byKey = PHRASE_READS.get(d);
  if (byKey === void 0) PHRASE_READS.set(d, byKey = /* @__PURE__ */ new Map());
  let read = byKey.get(key);
  if (read !== void 0) return read;
  read = null;
  const phrase = d.phrase.toLowerCase().split(NOT_PHRASE_WORD).filter(Boolean);
  const k = phrase.findIndex((w) => wordTerms(w).includes(key));
  if (k >= 0) {
    const said = [];
    for (let j = k - 1; j >= 0 && !ARTICLES3.has(phrase[j]); j--) said.push(...wordTerms(phrase[j]));
    let quantifier = null;
    for (let j = 0; j < k; j++) quantifier = QUANTIFIERS2.get(phrase[j]) ?? quantifier;
    read = { said, slot: SLOT_PREPOSITIONS.has(phrase[0]) ? phrase[0] : null, quantifier };
  }
  byKey.set(key, read);
  return read;
}
var PRONOUNS2 = /* @__PURE__ */ new Set(["it", "they", "this", "these", "that", "those"]);
function headOf2(c, text) {
  const first = text.clauses[0];
  if (c.index > 0 && PRONOUNS2.has(c.tokens[0]?.norm ?? "")) return first?.head ? { clause: first, head: first.head } : null;
  return c.head ? { clause: c, head: c.head } : null;
}
function wordFound(t, text) {
  return t.terms.some((x) => scopeMatch(x, text.terms));
}
function nameless(t, c, other, roles2) {
  return t.kind !== "word" || t.terms.length === 0 || t.terms.every((x) => LIGHT_STEMS.has(x) || STOPWORDS.has(x) || toolTerm(c, x) || roles2 && (roleWordOf(x, c) || roleWordOf(x, other)));
}
function toolTerm(c, term) {
  return c.memberTerms.get(term)?.some((m) => !ALTERNATIVE_GROUPS[m.group].contextOnly) === true;
}
function roleWordOf(term, c) {
  for (const group of c.alternatives.keys()) if (ALTERNATIVE_GROUPS[group].roleStems.has(term)) return true;
  return false;
}
function subjectsApart(p, pText, q, qText) {
  const a = headOf2(p, pText);
  const b = headOf2(q, qText);
  if (!a || !b) return false;
  const specific = (t, c, other) => !nameless(t, c, other, true) && !t.terms.every((x) => GENERIC_STEMS.has(x));
  if (specific(a.head, a.clause, q) && specific(b.head, b.clause, p) && !wordFound(a.head, qText) && !wordFound(b.head, pText)) return true;
  const ma = a.clause.tokens[a.clause.tokens.indexOf(a.head) - 1];
  const mb = b.clause.tokens[b.clause.tokens.indexOf(b.head) - 1];
  if (!ma || !mb || nameless(ma, a.clause, q, false) || nameless(mb, b.clause, p, false)) return false;
  return !ma.terms.some((x) => scopeMatch(x, b.clause.terms)) && !mb.terms.some((x) => scopeMatch(x, a.clause.terms));
}
var PREDICATE_CONTRAST = /^(?:,\s*)?(?:but\s+)?not$/;
var SUBJECT_LINKS = /* @__PURE__ */ new Set([...SUBJECT_ENDS, ..."being stay stays stayed remain remains remained become becomes became get gets got keep keeps".split(" ")]);
function subjectTerms3(c, stop) {
  const out = /* @__PURE__ */ new Map();
  let seen = false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.kind === "punct") {
      if (seen) break;
      continue;
    }
    if (t.kind === "number") continue;
    if (SUBJECT_LINKS.has(t.norm) || t.terms.some((x) => stop.has(x))) break;
    if (t.kind === "word" && !isName(t) && t.terms.some((x) => c.verbs.has(x))) break;
    seen = true;
    for (const x of t.terms) {
      const w = c.terms.get(x);
      if (w !== void 0 && w > 0) out.set(x, w);
    }
  }
  return out;
}
var STATE_ADVERBS2 = new Set("now still also only always currently usually then already again just fully".split(" "));
function statedOfSubject(c, key) {
  const at = c.tokens.findIndex((t) => t.terms.includes(key));
  if (at < 0) return false;
  let i = at - 1;
  while (i >= 0 && (STATE_ADVERBS2.has(c.tokens[i].norm) || MANNER_ADVERB2.test(c.tokens[i].norm))) i--;
  const before = c.tokens[i];
  if (before === void 0) return false;
  if (SUBJECT_LINKS.has(before.norm)) return true;
  return before.kind === "word" && before.norm.endsWith("ed") && SUBJECT_LINKS.has(c.tokens[i - 1]?.norm ?? "");
}
function stateOfOtherSubject(relying, denying, d, key, older, newer) {
  if (d.source !== "contrast" || !PREDICATE_CONTRAST.test(d.cue)) return false;
  if (ALTERNATIVE_INDEX.has(key) || relying.memberTerms.has(key) || denying.memberTerms.has(key) || !statedOfSubject(relying, key)) return false;
  const own = subjectTerms3(denying, d.terms);
  if (own.size === 0) return false;
  const other = subjectTerms3(relying, d.terms);
  if (other.size === 0) return false;
  return !sameSubject(own, other, 0.5, newer.terms, older.terms, bothVerbs(denying, relying), { a: denying, b: relying });
}
function hostClause(text, d) {
  const own = text.clauses[d.clause];
  if (own === void 0 || own.tokens.length > 0) return own;
  for (let i = d.clause - 1; i >= 0; i--) {
    const c = text.clauses[i];
    if (c.tokens.some((t) => t.kind === "word")) return c;
  }
  return own;
}
function commonWordOfOtherSubject(relying, denying, d, key, older, newer) {
  if (d.source !== "contrast" || ALTERNATIVE_INDEX.has(key) || relying.memberTerms.has(key) || denying.memberTerms.has(key)) return false;
  if (phraseTokens(d).some((t) => t.terms.includes(key) && (t.kind !== "word" || isName(t) || !LOWER_WORD.test(t.raw)))) return false;
  if (denying.modals.length > 0 || relying.modals.length > 0) return false;
  const own = subjectTerms3(denying, d.terms);
  if (own.size === 0) return false;
  const other = subjectTerms3(relying, d.terms);
  if (other.size === 0) return false;
  return !sameSubject(own, other, 0.5, older.terms, newer.terms, bothVerbs(denying, relying), { a: denying, b: relying });
}
function labelNamesAnother(note2, relied, older) {
  const colon = note2.tokens.findIndex((t) => t.norm === ":");
  const head = relied.head;
  if (colon < 1 || !head || head.terms.length === 0 || head.terms.some((x) => note2.terms.has(x))) return false;
  const label = note2.tokens.slice(0, colon);
  if (label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && relied.terms.has(x)))) return false;
  return label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !older.terms.has(x) && !relied.terms.has(x) && otherWordStart(x, relied.terms) === void 0));
}
function partlyDenied(denial, claim) {
  const { tokens } = denial;
  for (let i = 0; i < tokens.length - 1; i++) if (tokens[i].norm === "not" && deniesOnlySome(tokens, i, claim, denial)) return true;
  return false;
}
var GONE_NEGATION = /^(?:there is no|no|(?:nothing|nobody|noone) \S+|.* exists?)$/;
function headApart(d, older) {
  if (d.source !== "negated-use" || !GONE_NEGATION.test(d.cue)) return false;
  let named = false;
  for (const t of phraseTokens(d)) {
    if (t.terms.some((x) => d.keys.includes(x))) named = true;
    else if (named && t.kind === "word" && t.terms.length > 0 && !t.terms.some((x) => older.terms.has(x) || GENERIC_STEMS.has(x) || LIGHT_STEMS.has(x))) return true;
  }
  return false;
}
function cueText(d) {
  if (d.cue.startsWith(",")) return `is ruled out ("${d.cue.slice(2)} ${d.phrase}")`;
  if (d.cue === "instead of" || d.cue === "rather than" || d.cue === "over") return `is replaced${d.replacement ? ` by ${d.replacement}` : ""} ("${d.cue} ${d.phrase}")`;
  return `(${d.cue}${d.replacement ? `, now ${d.replacement}` : ""})`;
}
function alternativeHit(older, newer) {
  for (const p of older.clauses) {
    if (!p.positive || p.alternatives.size === 0) continue;
    for (const q of newer.clauses) {
      if (!q.positive || q.alternatives.size === 0) continue;
      for (const [group, x] of p.alternatives) {
        const y = q.alternatives.get(group);
        if (!y || y === x || ALTERNATIVE_GROUPS[group].contextOnly || coexists(p) || coexists(q) || labels(p) !== labels(q)) continue;
        if (mentionsMember(newer, group, x) && !namedOnlyAsRetired(newer, q, group, x) || mentionsMember(older, group, y)) continue;
        if ((SCRATCH_MEMBERS.has(x) || SCRATCH_MEMBERS.has(y)) && (staged(p) || staged(q))) continue;
        const a = without(p.terms, x);
        const b = without(q.terms, y);
        const al = align(a, b);
        const worded = al.shared >= 1 && sameSubject(a, b, 0.6, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
        if (!worded && !(ALTERNATIVE_GROUPS[group].exclusive && sameRole(p, q, group, older, newer, announcesChange(newer)))) continue;
        const about = worded ? surface(p, al.sharedTerms) : `the ${ALTERNATIVE_GROUPS[group].role}`;
        return {
          kind: "substitution",
          reason: `substitution: the older uses ${x}, the newer ${y} for ${about} (both ${groupLabel(group)})`,
          older: [x],
          newer: [y]
        };
      }
    }
  }
  return null;
}
var SCRATCH_MEMBERS = /* @__PURE__ */ new Set(["local disk"]);
var STAGING_WORDS = new Set("before after first then until temporarily temporary tmp scratch buffer buffered buffers staged staging cache cached caches".split(" "));
function staged(c) {
  return c.tokens.some((t) => STAGING_WORDS.has(t.norm));
}
var NON_LETTERS = /[^a-z]+/;
var RETIRED_WORDS = new Set(
  "archived deprecated unused dead leftover leftovers obsolete removed deleted dropped gone empty emptied retired decommissioned abandoned read-only deletion removal shut sunset sunsetted uninstalled closed cancelled canceled terminated deactivated discontinued offboarded".split(" ")
);
function namedOnlyAsRetired(newer, q, group, x) {
  const spellings2 = spellingsOf(group, x);
  const names = (text) => spellings2.some((w) => asWord(w).pattern.test(text));
  let named = false;
  for (const c of newer.clauses) {
    const text = clauseText(c).toLowerCase();
    if (!names(text)) continue;
    if (c === q) {
      const parts = text.split(",");
      if (parts.length < 2 || !parts.every((part) => !names(part) || part.split(NON_LETTERS).some((w) => LEFT_WITH_WORDS.has(w)))) return false;
    } else if (c.positive && !c.tokens.some((t, i) => RETIRED_WORDS.has(t.norm) || LEFT_WITH_WORDS.has(t.norm) || offTheTool(c, i))) return false;
    named = true;
  }
  return named;
}
function offTheTool(c, i) {
  return c.tokens[i].norm === "off" && c.memberTerms.has(c.tokens[i + 1]?.terms[0] ?? "");
}
var LEFT_WITH_WORDS = /* @__PURE__ */ new Set(["only", "just", "merely", "solely"]);
var COEXISTENCE_WORDS = new Set(
  "also too alongside additionally addition both plus besides optionally optional sometimes occasionally partly fallback backup secondary mirror mirrored mirrors some legacy remaining certain except".split(" ")
);
var ROLE_RELATION_STEMS = new Set(
  `use run deploy host live store keep write build manage provision track generate serve power back define declare
  configure do handle talk drive push export send ship go rely depend sit reside implement provide happen rewrite
  migrate move switch convert port adopt choose pick call connect point base sync year month week day ago since
  recently today later earlier goes register wire install load invoke top`.split(/\s+/).flatMap((w) => wordTerms(w))
);
function sameRole(p, q, group, older, newer, changed) {
  const own = /* @__PURE__ */ new Set([...groupsWith(p, group), ...groupsWith(q, group)]);
  for (const [h, m] of p.alternatives) {
    const n = own.has(h) ? void 0 : q.alternatives.get(h);
    if (n !== void 0 && n !== m) return false;
  }
  return (changed ? !placesApart(p, older, q, newer, group) : scopeFound(p, group, q, newer, !namesPlace(newer))) && scopeFound(q, group, p, older, !namesPlace(older));
}
function placesApart(p, older, q, newer, group) {
  const own = (x, text, other) => {
    const evidence = toolEvidence(x, group);
    const out = [];
    for (const t of text.terms.keys()) if (t.includes("/") && !other.terms.has(t) && evidence?.has(t) !== true && !isToolEvidence(t, group)) out.push(t);
    return out;
  };
  return namesDiffer(own(p, older, newer), own(q, newer, older));
}
var CHANGE_MARKERS = /* @__PURE__ */ new Set(["now", "no longer", "anymore", "any more", "any longer"]);
var CHANGE_WORDS = new Set("moved migrated switched ported rewritten converted replaced swapped transitioned".split(" "));
var ANNOUNCES_CHANGE = /* @__PURE__ */ new WeakMap();
function announcesChange(a) {
  let out = ANNOUNCES_CHANGE.get(a);
  if (out === void 0) ANNOUNCES_CHANGE.set(a, out = a.clauses.some((c) => c.markers.some((m) => CHANGE_MARKERS.has(m)) || c.tokens.some((t) => CHANGE_WORDS.has(t.norm))));
  return out;
}
function groupsWith(c, group) {
  const out = /* @__PURE__ */ new Set();
  for (const members of c.memberTerms.values()) if (members.some((m) => m.group === group)) for (const m of members) out.add(m.group);
  return out;
}
function labels(c) {
  let out = "";
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.raw.length === 1 && t.raw >= "A" && t.raw <= "Z" && t.raw !== "I" && c.tokens[i - 1].kind === "word") out += t.raw;
  }
  return out;
}
var UNDER_WAY = /* @__PURE__ */ new Set(["migrating", "moving", "switching", "transitioning", "porting", "converting", "phasing"]);
var SUBSET_WORDS = /* @__PURE__ */ new Set(["new", "newer", "existing", "older"]);
var COEXISTING2 = /* @__PURE__ */ new WeakMap();
function coexists(c) {
  let out = COEXISTING2.get(c);
  if (out === void 0) COEXISTING2.set(c, out = keepsOthers(c));
  return out;
}
function keepsOthers(c) {
  return c.tokens.some((t, i) => COEXISTENCE_WORDS.has(t.norm) && !c.memberTerms.has(t.terms[0] ?? "") || UNDER_WAY.has(t.norm) || SUBSET_WORDS.has(t.norm) && PLURAL.test(c.tokens[i + 1]?.norm ?? ""));
}
var NARRATIVE_PREPOSITIONS = /* @__PURE__ */ new Set(["after", "since", "before", "during", "following", "per", "via", "until", "till", "amid", "see", "cf"]);
var NARRATIVE_PHRASES = [["as", "of"], ["as", "part", "of"], ["thanks", "to"], ["due", "to"], ["according", "to"], ["because", "of"], ["prior", "to"], ["ahead", "of"]];
var PHRASE_STARTS = new Set(NARRATIVE_PHRASES.map((words3) => words3[0]));
var PHRASE_ENDS3 = new Set("the a an our this that these those we i they you it its their his her in on for to at from by with into onto under within across inside and or but".split(" "));
var NARRATIVE_STEMS = new Set(
  `today yesterday tomorrow tonight weekend week weeks month months quarter quarters year years sprint sprints day days
  recently lately nowadays currently ago earlier later initially originally eventually finally soon meanwhile
  january february march april may june july august september october november december jan feb mar apr jun jul aug
  sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
  team teams folks everyone devs developers engineers maintainers
  migration migrations rewrite cutover decision outage postmortem retro refactor overhaul revamp
  fyi psa btw nb reminder heads tl;dr afaik iirc imo apparently`.split(/\s+/).flatMap((w) => wordTerms(w))
);
var PEOPLE = /* @__PURE__ */ new Set(["we", "i", "you", "they", "we've", "we're", "i've", "they're", "we'll"]);
var PARTICLES2 = /* @__PURE__ */ new Set(["out", "off", "away", "back", "through", "over", "down", "up"]);
function isReference(tokens, i) {
  const t = tokens[i];
  if (ISSUE_REFERENCE.test(t.raw)) return true;
  return TRACKER_KEY.test(t.raw) && (tokens[i + 1]?.kind === "number" || ISSUE_NUMBER.test(tokens[i + 1]?.raw ?? ""));
}
var STORY_TERMS = /* @__PURE__ */ new WeakMap();
function storyTerms(c) {
  let story = STORY_TERMS.get(c);
  if (story !== void 0) return story;
  story = /* @__PURE__ */ new Set();
  const parts = /* @__PURE__ */ new Set();
  const tokens = c.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const phrase = NARRATIVE_PREPOSITIONS.has(t.norm) ? 1 : PHRASE_STARTS.has(t.norm) ? NARRATIVE_PHRASES.find((words3) => words3.every((w, k) => tokens[i + k]?.norm === w))?.length ?? 0 : 0;
    if (phrase > 0) {
      let j = i + phrase;
      for (; j < tokens.length; j++) {
        const u = tokens[j];
        if (u.kind === "punct" || c.verbs.has(u.terms[0] ?? "") || u.terms.some((x) => c.memberTerms.has(x)) || PHRASE_ENDS3.has(u.norm) && j > i + phrase) break;
        for (const x of u.terms) story.add(x);
      }
      i = j - 1;
      continue;
    }
    const reference = isReference(tokens, i);
    const done = PEOPLE.has(tokens[i - 1]?.norm ?? "") || PEOPLE.has(tokens[i - 2]?.norm ?? "") && tokens[i - 1].terms.every((x) => LIGHT_STEMS.has(x));
    const prev = tokens[i - 1]?.terms[0];
    const particle = PARTICLES2.has(t.norm) && prev !== void 0 && (c.verbs.has(prev) || ROLE_RELATION_STEMS.has(prev));
    for (const x of t.terms) (reference || done || particle || NARRATIVE_STEMS.has(x) || QUARTER_OR_HALF.test(x) ? story : parts).add(x);
    if (reference && tokens[i + 1]?.kind === "number") i++;
  }
  for (const x of parts) story.delete(x);
  STORY_TERMS.set(c, story);
  return story;
}
var VERSION2 = /^v?\d+(?:\.(?:\d+|x))*$/;
function placeTerms(c) {
  const out = /* @__PURE__ */ new Set();
  for (const t of c.tokens) if (isFilePath(t.raw)) for (const x of t.terms) out.add(x);
  for (const term of c.terms.keys()) if (isFilePath(term)) for (const x of [term, ...anchorTerms(term)]) out.add(x);
  return out;
}
function isFilePath(raw) {
  return /^[\w.@-]+(?:\/[\w.@-]+)+\.[a-z0-9]{1,5}$/i.test(raw);
}
function namesPlace(a) {
  for (const t of a.terms.keys()) if (t.includes("/")) return true;
  return false;
}
function scopeFound(c, group, other, otherText, placesAside2 = false) {
  const role = ALTERNATIVE_GROUPS[group].roleStems;
  const story = storyTerms(c);
  const evidence = toolEvidence(c, group);
  const detail = toolDetail(c, group);
  for (const term of c.terms.keys()) {
    const w = c.terms.get(term);
    if (w === 0 || c.verbs.has(term) || role.has(term) || story.has(term) || evidence?.has(term) === true || TOOL_FORMS.has(term) || TOOL_SETUP_STEMS.has(term)) continue;
    if (term.startsWith("ant:") || WHOLE_PROJECT_STEMS.has(term)) continue;
    if (placesAside2 && placeTerms(c).has(term)) continue;
    if (roleHeadTerms(c, group).has(term)) continue;
    if (VERSION2.test(term)) continue;
    if (detail?.has(term) === true) continue;
    const member = c.memberTerms.get(term);
    if (member && member.some((m) => m.group === group || !ALTERNATIVE_GROUPS[m.group].exclusive)) continue;
    if (GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term) || STOPWORDS.has(term)) continue;
    if (!scopeMatch(term, other.terms) && !scopeMatch(term, otherText.terms) && !(member ? roleWordIn(member, other) : roleOfOthersTool(term, c, other))) return false;
  }
  return true;
}
var ROLE_HEADS = /* @__PURE__ */ new WeakMap();
function roleHeadTerms(c, group) {
  let byGroup = ROLE_HEADS.get(c);
  if (byGroup === void 0) ROLE_HEADS.set(c, byGroup = /* @__PURE__ */ new Map());
  let out = byGroup.get(group);
  if (out !== void 0) return out;
  out = /* @__PURE__ */ new Set();
  const t = c.tokens;
  const isMember = (k) => t[k].terms.some((x) => c.memberTerms.get(x)?.some((m) => m.group === group) === true);
  for (let k = 1; k + 2 < t.length; k++) {
    const w = t[k].norm;
    let at;
    if (COPULAS.has(w)) {
      if (!isMember(k - 1)) continue;
      at = k + 1;
      while (at < t.length && FRAME_GAP_WORDS.has(t[at].norm)) at++;
    } else if (w === "as" && isMember(k - 1)) {
      at = k + 1;
    } else continue;
    if (!FRAME_DETERMINERS.has(t[at]?.norm ?? "")) continue;
    let end = at + 1;
    while (end < t.length && end - at <= 3 && kindNoun2(t[end]) && !isName(t[end])) end++;
    if (end === at + 1) continue;
    for (const x of t[end - 1].terms) out.add(x);
  }
  byGroup.set(group, out);
  return out;
}
var TOOL_DETAILS = /* @__PURE__ */ new WeakMap();
var DETAIL_PARTICIPLE = /^(?:self-)?[a-z]{3,}(?:ed|en)$/;
function toolDetail(c, group) {
  let byGroup = TOOL_DETAILS.get(c);
  if (byGroup === void 0) TOOL_DETAILS.set(c, byGroup = /* @__PURE__ */ new Map());
  let out = byGroup.get(group);
  if (out !== void 0) return out;
  out = null;
  const t = c.tokens;
  let last = -1;
  for (let i = 0; i < t.length; i++) if (t[i].terms.some((x) => c.memberTerms.get(x)?.some((m) => m.group === group) === true)) last = i;
  let j = last + 1;
  while (last >= 0 && STATE_ADVERBS2.has(t[j]?.norm ?? "")) j++;
  if (last >= 0 && t[j]?.raw === "," && DETAIL_PARTICIPLE.test(t[j + 1]?.norm ?? "") && !c.verbs.has(t[j + 1].terms[0] ?? "")) {
    out = /* @__PURE__ */ new Set();
    for (let k = j + 1; k < t.length && t[k].raw !== "," && t[k].raw !== ";"; k++) for (const x of t[k].terms) out.add(x);
  }
  byGroup.set(group, out);
  return out;
}
function roleWordIn(member, other) {
  for (const m of member) {
    const g = ALTERNATIVE_GROUPS[m.group];
    if (g.contextOnly || other.alternatives.has(m.group)) continue;
    for (const r of other.terms.keys()) if (g.roleStems.has(r) && standsForTool(r, other)) return true;
  }
  return false;
}
function roleOfOthersTool(term, c, other) {
  if (other.memberTerms.size === 0 || !standsForTool(term, c)) return false;
  for (const ms of other.memberTerms.values()) {
    for (const m of ms) {
      const g = ALTERNATIVE_GROUPS[m.group];
      if (!g.contextOnly && g.roleStems.has(term) && !c.alternatives.has(m.group)) return true;
    }
  }
  return false;
}
function standsForTool(term, c) {
  return !GENERIC_STEMS.has(term) && !LIGHT_STEMS.has(term) && !c.verbs.has(term) && !c.memberTerms.has(term) && (c.terms.get(term) ?? 0) > 0;
}
var TOOL_EVIDENCE = /* @__PURE__ */ new WeakMap();
function toolEvidence(c, group) {
  let byGroup = TOOL_EVIDENCE.get(c);
  if (byGroup === void 0) TOOL_EVIDENCE.set(c, byGroup = /* @__PURE__ */ new Map());
  let out = byGroup.get(group);
  if (out === void 0) byGroup.set(group, out = evidenceIn(c, group));
  return out;
}
function evidenceIn(c, group) {
  let out = null;
  for (const t of c.tokens) {
    if (t.kind !== "code" || t.terms.length === 0 || !(isToolEvidence(t.raw, group) || invokesNamedTool(c, t))) continue;
    for (const x of t.terms) (out ??= /* @__PURE__ */ new Set()).add(x);
  }
  for (const term of c.terms.keys()) {
    if (out?.has(term) || !/[._/:= ]/.test(term) || !(isToolEvidence(term, group) || commandOfTool(term))) continue;
    (out ??= /* @__PURE__ */ new Set()).add(term);
    for (const x of anchorTerms(term)) out.add(x);
  }
  return out;
}
function invokesNamedTool(c, t) {
  const first = /^[a-z0-9+.-]+/i.exec(t.raw)?.[0]?.toLowerCase();
  return first !== void 0 && t.raw.includes(" ") && c.memberTerms.has(termOfWord(first));
}
function commandOfTool(term) {
  const space = term.indexOf(" ");
  return space > 0 && ALTERNATIVE_INDEX.has(term.slice(0, space));
}
function isToolEvidence(raw, group) {
  const parts = [];
  for (const piece of raw.split(/[^A-Za-z0-9+]+/)) for (const x of splitIdentifier(piece)) parts.push(x.toLowerCase());
  if (parts.length === 0) return false;
  for (const x of parts) if (memberSpelled(group, x)) return true;
  const joined = parts.join("");
  for (const w of COMPACT_SPELLINGS(String(group))) if (joined.includes(w)) return true;
  if (!/[/.]/.test(raw)) return false;
  const extension = /\.[a-z0-9]+$/i.test(raw) ? parts.length - 1 : -1;
  for (let i = 0; i < parts.length; i++) if (i !== extension && !roleOrGeneral(group, parts[i])) return false;
  return true;
}
var MEMBER_WORDS = memoize((group) => {
  const words3 = /* @__PURE__ */ new Set();
  const role = ALTERNATIVE_GROUPS[Number(group)].roleStems;
  for (const member of ALTERNATIVE_GROUPS[Number(group)].members) {
    for (const spelling of member) {
      if (/^[a-z0-9+]+$/i.test(spelling)) words3.add(spelling.toLowerCase());
      else for (const w of spelling.toLowerCase().split(/[\s-]+/)) if (w.length >= 4 && /^[a-z0-9]+$/.test(w) && !GENERIC_STEMS.has(termOfWord(w)) && !role.has(termOfWord(w)) && !STOPWORDS.has(w)) words3.add(w);
    }
  }
  return words3;
});
var COMPACT_SPELLINGS = memoize((group) => {
  const out = [];
  for (const member of ALTERNATIVE_GROUPS[Number(group)].members) {
    for (const spelling of member) {
      const compact = spelling.toLowerCase().replace(/[^a-z0-9+]+/g, "");
      if (compact !== spelling.toLowerCase() && compact.length >= 8) out.push(compact);
    }
  }
  return out;
});
function memberSpelled(group, part) {
  return MEMBER_WORDS(String(group)).has(part);
}
function roleOrGeneral(group, part) {
  const term = termOfWord(part);
  return ALTERNATIVE_GROUPS[group].roleStems.has(term) || GENERIC_STEMS.has(term) || GENERIC_SEGMENTS.has(part) || FILE_EXTENSIONS.has(part);
}
var TOOL_FORMS = new Set(["sdk", "sdks", "cli", "agent", "dsl", "adapter", "adapters", "plugin", "plugins"].map(termOfWord));
var TOOL_SETUP_STEMS = new Set(
  "self hosted self-hosted managed on-prem on-premise on-premises cluster clusters operator operators layer layers traffic".split(" ").flatMap((w) => wordTerms(w))
);
function scopeMatch(term, terms) {
  if (terms.has(term)) return true;
  const canonical = SYNONYM_STEMS[term] ?? term;
  for (const other of terms.keys()) {
    if ((SYNONYM_STEMS[other] ?? other) === canonical) return true;
    const [short, long] = other.length < term.length ? [other, term] : [term, other];
    if (short.length >= 5 && long.startsWith(short)) return true;
  }
  return false;
}
function mentionsMember(analysis, group, name) {
  return spellingsOf(group, name).some((s) => mentions(analysis, s));
}
var AS_WORD = /* @__PURE__ */ new Map();
var LOWER_TEXT = /* @__PURE__ */ new WeakMap();
function asWord(name) {
  let word2 = AS_WORD.get(name);
  if (word2 === void 0) {
    word2 = { term: nameTerm2(name), pattern: new RegExp(`(^|[^a-z0-9-])${escapeRegExp(name)}($|[^a-z0-9-])`) };
    AS_WORD.set(name, word2);
  }
  return word2;
}
function mentions(analysis, name) {
  const word2 = asWord(name);
  let text = LOWER_TEXT.get(analysis);
  if (text === void 0) LOWER_TEXT.set(analysis, text = analysis.text.toLowerCase());
  if (analysis.terms.has(name) || word2.term !== null && analysis.terms.has(word2.term) && spelledAsName2(text, name, word2.term)) return true;
  return text.includes(name) && word2.pattern.test(text);
}
function spelledAsName2(text, name, term) {
  const base = name.replace(JS_SUFFIX, "");
  for (const w of text.split(NOT_MENTION_WORD)) {
    if (w.length === 0 || !w.includes(base.slice(0, 3))) continue;
    const bare = w.replace(APOSTROPHE_S_END, "").replace(TRAILING_DOT, "");
    if (bare === base || bare === name || bare.startsWith(`${base}-`) || bare.startsWith(`${base}.`) || bare.endsWith(`-${base}`) || bare.includes(`-${base}-`)) return true;
    if (!COMMON_WORD.test(bare) && termOfWord(bare) === term) return true;
  }
  return false;
}
function nameTerm2(name) {
  const base = name.replace(JS_SUFFIX, "");
  if (base !== name && !ALTERNATIVE_INDEX.has(base)) return null;
  const term = termOfWord(base);
  return term.startsWith(base.slice(0, 3)) ? term : null;
}
function without(terms, name) {
  const out = new Map(terms);
  for (const part of name.split(/\s+/)) {
    out.delete(part);
    out.delete(termOfWord(part));
  }
  return out;
}
function groupLabel(group) {
  const g = ALTERNATIVE_GROUPS[group];
  return g ? `${g.role}: ${g.members.slice(0, 3).map((m) => m[0]).join("/")}` : "";
}
var SINGLE_SLOT_VERBS = new Set(
  "run runs handled hosted deployed stored kept written built managed provisioned tracked generated served powered backed defined declared configured done".split(" ")
);
var SLOT_PREPOSITIONS = /* @__PURE__ */ new Set(["on", "by", "with", "in", "to", "under", "via", "through"]);
function isPath(t) {
  return t.raw.includes("/");
}
function slotName(c) {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i + 1 < t.length; i++) {
    if (!SLOT_PREPOSITIONS.has(t[i].norm) || !SINGLE_SLOT_VERBS.has(t[i - 1].norm)) continue;
    const name = t[pastArticles(t, i + 1)];
    if (name && isName(name)) return name;
  }
  return null;
}
function moveHit(older, newer) {
  for (const p of older.clauses) {
    const name = slotName(p);
    if (!name || isPath(name)) continue;
    for (const m of moves(newer)) {
      if (isPath(m.target)) continue;
      if (mentions(newer, name.norm) || mentions(older, m.target.norm)) continue;
      const a = new Map(p.terms);
      for (const term of name.terms) a.delete(term);
      const al = align(a, m.subject);
      if (!al.sharedTerms.some((x) => !GENERIC_STEMS.has(x)) || ownPart2(m.subject, m.clause, older)) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older has ${name.raw}, the newer says ${surface(m.clause, al.sharedTerms)} moved to ${m.written}`,
        older: [name.raw],
        newer: [m.written]
      };
    }
  }
  return null;
}
var LAYER_STEMS = new Set("layer layers tier tiers side level".split(" ").flatMap((w) => wordTerms(w)));
function ownPart2(subject, c, older) {
  for (const [term, w] of subject) {
    if (w === 0 || c.verbs.has(term) || GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || STOPWORDS.has(term) || WHOLE_PROJECT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term)) continue;
    if (NARRATIVE_STEMS.has(term) || storyTerms(c).has(term) || LAYER_STEMS.has(term) || term.includes("/")) continue;
    if (!scopeMatch(term, older.terms)) return true;
  }
  return false;
}
var LOCATION_VERBS = new Set("live lives sit sits reside resides is are located defined declared stored kept served found placed housed".split(" "));
var LOCATION_PREPOSITIONS = /* @__PURE__ */ new Set(["in", "at", "from", "under", "inside"]);
var GONE_WORDS = new Set("deleted removed gone emptied empty dropped exists exist leftover archived".split(" "));
function locatedAt(c) {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i < t.length; i++) {
    if (!LOCATION_PREPOSITIONS.has(t[i].norm) || !LOCATION_VERBS.has(t[i - 1].norm)) continue;
    for (let j = i + 1; j < t.length && j <= i + 3; j++) {
      const x = t[j];
      if (x.kind === "code") return isPlace(x) ? x : null;
      if (x.kind !== "word") break;
    }
  }
  let only = null;
  for (const x of t) {
    if (!isPlace(x)) continue;
    if (only !== null) return null;
    only = x;
  }
  return only;
}
function isPlace(t) {
  return t.kind === "code" && /^[\w@.-]+(?:\/[\w@.*-]*)+$|^[\w-]+\.[a-z]{1,5}$/i.test(t.raw);
}
function nested(a, b) {
  const x = a.replace(/\/$/, "") + "/";
  const y = b.replace(/\/$/, "") + "/";
  return x.startsWith(y) || y.startsWith(x);
}
function writesAnchor(tokens, norm) {
  for (const x of tokens) if (x.kind === "code" && normalizeAnchor(x.raw) === norm) return true;
  return false;
}
function writesGoneWord(tokens) {
  for (const x of tokens) if (GONE_WORDS.has(x.norm)) return true;
  return false;
}
function namedOnlyAsGone(newer, place) {
  const norm = normalizeAnchor(place.raw);
  for (const c of newer.clauses) {
    if (!writesAnchor(c.tokens, norm)) continue;
    if (c.positive && !writesGoneWord(c.tokens)) return false;
  }
  return true;
}
function thingBefore(c, end) {
  const specific = [];
  const general = [];
  for (const t of c.tokens) {
    if (end(t)) break;
    for (const x of t.terms) {
      if (!(c.terms.get(x) > 0) || LIGHT_STEMS.has(x) || STOPWORDS.has(x) || x.startsWith("ant:")) continue;
      (GENERIC_STEMS.has(x) ? general : specific).push(x);
    }
  }
  return specific.length > 0 ? { words: specific, general: false } : { words: general, general: true };
}
function qualifiedApart2(p, place, moved) {
  const own = (c, other, skip) => {
    for (const t of c.tokens) {
      if (t === skip || t.kind === "code") continue;
      if (c.verbs.has(t.terms[0] ?? "") || MOVE_VERBS.has(t.norm) || LOCATION_VERBS.has(t.norm)) return false;
      if (t.terms.some((x) => c.terms.get(x) > 0 && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x) && !x.startsWith("ant:") && !c.memberTerms.has(x) && !scopeMatch(x, other.terms))) return true;
    }
    return false;
  };
  return own(p, moved, place) && own(moved, p, null);
}
function conjuncts(c, verbs) {
  const out = [[]];
  for (const t of c.tokens) {
    if (verbs.has(t.norm)) break;
    if (t.norm === "and" || t.norm === "," || t.norm === "or") {
      out.push([]);
      continue;
    }
    for (const x of t.terms) if (c.terms.get(x) > 0 && !LIGHT_STEMS.has(x) && !STOPWORDS.has(x) && !GENERIC_STEMS.has(x) && !x.startsWith("ant:")) out[out.length - 1].push(x);
  }
  return out;
}
function portedFile(a, b) {
  const x = a.replace(/\.[a-z0-9]+$/i, "");
  return x !== a && x === b.replace(/\.[a-z0-9]+$/i, "");
}
function fileStem(path) {
  const last = path.replace(/\/+$/, "").split("/").pop() ?? "";
  return last.replace(/\.[a-z0-9]+$/i, "").toLowerCase();
}
function sameFileStem(a, b) {
  const x = fileStem(a);
  if (x.length < 3) return false;
  const lower = b.toLowerCase();
  const folder = a.toLowerCase().replace(/\/+$/, "").split("/").slice(0, -1).join("/");
  const home = folder === "" ? "" : `${folder}/`;
  if (lower.startsWith(`${home}${x}/`) || x === fileStem(b) && lower.startsWith(home) && !lower.slice(home.length).includes("/")) return true;
  if (GENERIC_SEGMENTS.has(x) || GENERIC_STEMS.has(termOfWord(x))) return false;
  return x === fileStem(b) || lower.includes(`/${x}/`);
}
function relocationHit(older, newer) {
  for (const p of older.clauses) {
    const place = locatedAt(p);
    if (!place) continue;
    for (const m of moves(newer)) {
      if (!isPlace(m.target) || nested(place.raw, m.target.raw) || !namedOnlyAsGone(newer, place)) continue;
      const a = new Map(p.terms);
      for (const term of place.terms) if (!p.tokens.some((x) => x !== place && x.terms.includes(term))) a.delete(term);
      const moved = thingBefore(m.clause, (t) => MOVE_VERBS.has(t.norm));
      const specific = moved.words.filter((x) => !m.clause.verbs.has(x));
      const found = (x) => a.has(x) || sameName(x, a);
      if (specific.length === 0 || !(specific.every(found) || conjuncts(m.clause, MOVE_VERBS).some((words3) => words3.length > 0 && words3.every(found)))) {
        if (!sameFileStem(place.raw, m.target.raw) || !(moved.general || specific.length === 0 || specific.some(found))) continue;
      } else if (moved.general && !thingBefore(p, (t) => LOCATION_VERBS.has(t.norm)).general && !sameFileStem(place.raw, m.target.raw)) continue;
      if (qualifiedApart2(p, place, m.clause)) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older has ${surface(p, specific)} in ${place.raw}, the newer says it moved to ${m.written}`,
        older: [place.raw],
        newer: [m.written]
      };
    }
  }
  return null;
}
var FRAME_VERB_GROUPS = [
  "store stored keep kept persist persisted save saved archive archived live lives lived reside resides resided list listed declare declared define defined",
  "run runs ran execute executed host hosted deploy deployed serve served power powered back backed",
  "generate generated render rendered build built write written produce produced create created compile compiled bundle bundled draw drawn",
  "send sent ship shipped forward forwarded deliver delivered go goes went route routed relay relayed upload uploaded publish published push pushed report reported export exported",
  "come comes came load loaded read pull pulled fetch fetched source sourced get gets got receive receives received",
  "handle handled process processed manage managed do done orchestrate orchestrated compute computed calculate calculated perform performed",
  "track tracked log logged collect collected record recorded",
  "schedule scheduled queue queued",
  "transcode transcoded encode encoded convert converted resize resized",
  "parse parsed serialize serialized deserialize deserialized",
  "sign signed hash hashed encrypt encrypted",
  "index indexed search searched",
  "provision provisioned configure configured",
  "translate translated",
  "authenticate authenticated",
  "map mapped"
];
var FRAME_VERB_GROUP = /* @__PURE__ */ new Map();
FRAME_VERB_GROUPS.forEach((words3, g) => {
  for (const w of words3.split(" ")) for (const term of wordTerms(w)) if (!FRAME_VERB_GROUP.has(term)) FRAME_VERB_GROUP.set(term, g);
});
var FRAME_PREPOSITIONS = /* @__PURE__ */ new Map([
  ["with", 0],
  ["by", 0],
  ["using", 0],
  ["through", 0],
  ["via", 0],
  ["over", 0],
  ["in", 1],
  ["on", 1],
  ["into", 1],
  ["inside", 1],
  ["to", 2],
  ["onto", 2],
  ["from", 3]
]);
var FRAME_GAP_WORDS = new Set("now currently still all entirely fully only instead out off straight directly up".split(" "));
var FRAME_DETERMINERS = /* @__PURE__ */ new Set(["the", "a", "an", "its", "their", "our", "his", "her"]);
var FRAME_DETAIL_OPENERS = /* @__PURE__ */ new Set(["from", "with", "via", "using", "through", "backed", "fronted", "behind", ",", "(", ";", ":", "\u2014", "which", "that"]);
var FRAME_UNMADE = new Set("if would could might tried trying try plan plans planned planning considering consider evaluate evaluating evaluated proposal proposed prototype spike experiment".split(" "));
var FRAME_NOT_BEFORE_VERB = new Set("the a an each every this that its their our his her per of for in on with to from by no any some".split(" "));
var RUN_GROUP = 1;
var PASSIVE_AUX = /* @__PURE__ */ new Set([...PASSIVE_AUXILIARIES, "'s", "'re"]);
var INTRANSITIVE_FRAME_VERBS = new Set("run runs ran go goes went come comes came deploy deploys deployed live lives lived reside resides resided build builds compile compiles bundle bundles".split(" "));
var GERUND = /ing$/;
var OBJECT_QUANTIFIERS = /* @__PURE__ */ new Set(["all", "every", "each", "both"]);
var MAKE_GROUP = 2;
var CAPITAL = /^[A-Z]/;
var INNER_CAPITAL2 = /^[A-Za-z][a-z]+[A-Z0-9]|\.\w/;
var ACTIVE_FORM = /(?:s|ed)$/;
var VERSION_END = /(?<=[a-z])v?\d+(?:\.\d+)+$/;
var FILE_LIKE = /\.([a-z0-9]{1,5})$/i;
var NAME_CODE = /^@?[A-Za-z][\w.+#-]*$/;
var ADJECTIVE_SUFFIX = /-(?:only|based|first|native|compatible|friendly|specific|free|ready|aware|powered|backed)$/i;
var DIGITS_ONLY = /^[\d.,x]+$/i;
function verbBeforeBreak(c, at) {
  for (let k = at + 1; k < c.tokens.length; k++) {
    const t = c.tokens[k];
    if (t.norm === "," || t.norm === "and" || t.norm === ";") return false;
    if (c.verbs.has(t.terms[0] ?? "")) return true;
  }
  return false;
}
function passiveAt2(t, v) {
  let k = v - 1;
  while (k > 0 && FRAME_GAP_WORDS.has(t[k].norm)) k--;
  return k >= 0 && PASSIVE_AUX.has(t[k].norm);
}
function verbAfter(c, at) {
  for (let k = at + 1; k < c.tokens.length; k++) if (c.verbs.has(c.tokens[k].terms[0] ?? "")) return true;
  return false;
}
function frameName(t) {
  if (!isName(t) || t.terms.length === 0) return false;
  if (t.kind === "code" || t.quoted) {
    if (!NAME_CODE.test(t.raw)) return false;
    const ext = FILE_LIKE.exec(t.raw);
    return !(ext && FILE_EXTENSIONS.has(ext[1].toLowerCase()) && !(ext[1] === "js" && !t.quoted && CAPITAL.test(t.raw)));
  }
  return !DIGITS_ONLY.test(t.raw) && !ADJECTIVE_SUFFIX.test(t.raw);
}
var FRAMES = /* @__PURE__ */ new WeakMap();
var NO_FRAMES = [];
function framesOf(a) {
  if (a.frameBits === 0) return NO_FRAMES;
  const out = FRAMES.get(a);
  if (out !== void 0) return out;
  let found = null;
  for (const c of a.clauses) {
    if (!c.positive || c.conditional || c.modals.length > 0) continue;
    const t = c.tokens;
    for (let i = 1; i + 1 < t.length; i++) {
      if (t[i].norm === "as") {
        const form = formFrame(c, i);
        if (form !== null) (found ??= []).push(form);
        continue;
      }
      const slot = FRAME_PREPOSITIONS.get(t[i].norm);
      if (slot === void 0) continue;
      let v = i - 1;
      while (v > 0 && FRAME_GAP_WORDS.has(t[v].norm)) v--;
      const object = v;
      let nearest = -1;
      for (let k = object; k > 0 && object - k <= 3 && t[k].kind === "word" && (k === object || !FRAME_PREPOSITIONS.has(t[k].norm)) && !isName(t[k]); k--) {
        const term = t[k].terms[0];
        if (term === void 0 || !FRAME_VERB_GROUP.has(term)) continue;
        if (c.verbs.has(term)) {
          nearest = k;
          break;
        }
        if (nearest < 0) nearest = k;
      }
      if (nearest >= 0) v = nearest;
      const verbTerm = t[v].terms[0];
      if (verbTerm === void 0) continue;
      if (v === object && !INTRANSITIVE_FRAME_VERBS.has(t[v].norm) && !passiveAt2(t, v)) continue;
      const group = FRAME_VERB_GROUP.get(verbTerm);
      if (group === void 0 || v === 0 || !(c.verbs.has(verbTerm) || v > 0 && t[v - 1].kind === "word" && !FRAME_NOT_BEFORE_VERB.has(t[v - 1].norm) && !verbAfter(c, v))) continue;
      let first = i + 1;
      while (first < t.length && FRAME_DETERMINERS.has(t[first].norm)) first++;
      let end = first;
      while (end < t.length && frameName(t[end])) end++;
      const file = end === first && dataFile(t[first]);
      if (file || end === first && t[first]?.kind === "word" && c.memberTerms.has(t[first].terms[0] ?? "")) end = first + 1;
      if (end === first) continue;
      let after = end;
      while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
      const opener = t[after]?.norm;
      const scopeEnd2 = opener === void 0 || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
      const name = t.slice(first, end).map((x) => x.raw.toLowerCase()).join(" ").replace(VERSION_END, "");
      const key = group * 4 + (slot === 3 && group === MAKE_GROUP ? 0 : slot);
      (found ??= []).push({ clause: c, key, verb: v, first, end, kindEnd: after, scopeEnd: scopeEnd2, name, file });
    }
    const active = activeFrame(c) ?? copulaFrame(c);
    if (active !== null) (found ??= []).push(active);
    const means = activityFrame(c);
    if (means !== null) (found ??= []).push(means);
    const used = useFrame(c);
    if (used !== null) (found ??= []).push(used);
    const done = passiveMeansFrame(c);
    if (done !== null) (found ??= []).push(done);
  }
  if (found === null) {
    a.frameBits = 0;
    return NO_FRAMES;
  }
  FRAMES.set(a, found);
  return found;
}
var DATA_FILE = /^[\w./@+-]*\.(?:json|jsonc|json5|ya?ml|toml|ini|conf|cfg|properties|plist|env|xml|csv|tsv|txt|hocon|xlf|xliff|po|arb|resx)$/i;
function dataFile(t) {
  return t !== void 0 && t.kind === "code" && DATA_FILE.test(t.raw);
}
function baseName2(name) {
  return name.slice(name.lastIndexOf("/") + 1);
}
function plainlyName(t, c) {
  return t.kind === "code" || t.quoted || c.memberTerms.has(t.terms[0] ?? "") || INNER_CAPITAL2.test(t.raw);
}
function activeFrame(c) {
  const t = c.tokens;
  let first = 0;
  while (first < t.length && FRAME_DETERMINERS.has(t[first].norm)) first++;
  let end = first;
  while (end < t.length && frameName(t[end]) && plainlyName(t[end], c)) end++;
  if (end === first || end >= t.length - 1) return null;
  let v = end;
  while (v < t.length && FRAME_GAP_WORDS.has(t[v].norm)) v++;
  const verb2 = t[v];
  const verbTerm = verb2?.terms[0];
  if (verb2 === void 0 || verbTerm === void 0 || !c.verbs.has(verbTerm) || verb2.kind !== "word" || !ACTIVE_FORM.test(verb2.norm)) return null;
  const group = FRAME_VERB_GROUP.get(verbTerm);
  if (group === void 0 || group === RUN_GROUP || verbBeforeBreak(c, v)) return null;
  const object = t[v + 1];
  if (object === void 0 || !(FRAME_DETERMINERS.has(object.norm) || OBJECT_QUANTIFIERS.has(object.norm) || isName(object))) return null;
  let scopeEnd2 = v + 2;
  while (scopeEnd2 < t.length && !(FRAME_DETAIL_OPENERS.has(t[scopeEnd2].norm) && t[scopeEnd2].norm !== "that" && t[scopeEnd2].norm !== "which")) scopeEnd2++;
  const name = t.slice(first, end).map((x) => x.raw.toLowerCase()).join(" ").replace(VERSION_END, "");
  return { clause: c, key: group * 4, verb: v, first, end, kindEnd: end, scopeEnd: scopeEnd2, name };
}
function kindNoun2(t) {
  return t.kind === "word" && t.terms.length > 0 && !STOPWORDS.has(t.norm) && !FRAME_DETAIL_OPENERS.has(t.norm) && !FRAME_PREPOSITIONS.has(t.norm) && !GERUND.test(t.norm);
}
var COPULA_KEY = FRAME_VERB_GROUPS.length * 4;
var USE_FORMS = /* @__PURE__ */ new Set(["use", "uses", "used"]);
function nameSpan(t, from) {
  let end = from;
  while (end < t.length && frameName(t[end])) end++;
  return end;
}
function roleEnd2(t, end) {
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
  return after === t.length || FRAME_DETAIL_OPENERS.has(t[after].norm) ? after : -1;
}
function copulaFrame(c) {
  const t = c.tokens;
  for (let k = 1; k + 1 < t.length; k++) {
    const w = t[k].norm;
    if (COPULAS.has(w)) {
      let first = k + 1;
      while (first < t.length && FRAME_GAP_WORDS.has(t[first].norm)) first++;
      const end = nameSpan(t, first);
      if (end > first) {
        const stop2 = roleEnd2(t, end);
        if (stop2 < 0) continue;
        return { clause: c, key: COPULA_KEY, verb: k, first, end, kindEnd: stop2, scopeEnd: stop2, name: spanName(t, first, end) };
      }
      let start = 0;
      while (start < k && FRAME_DETERMINERS.has(t[start].norm)) start++;
      if (nameSpan(t, start) !== k || !plainlyName(t[start], c)) continue;
      if (first === t.length || !FRAME_DETERMINERS.has(t[first].norm)) continue;
      let stop = first + 1;
      while (stop < t.length && !FRAME_DETAIL_OPENERS.has(t[stop].norm)) stop++;
      return { clause: c, key: COPULA_KEY, verb: k, first: start, end: k, kindEnd: k, scopeEnd: stop, name: spanName(t, start, k) };
    }
    if (USE_FORMS.has(w)) {
      let first = k + 1;
      while (first < t.length && FRAME_DETERMINERS.has(t[first].norm)) first++;
      const end = nameSpan(t, first);
      if (end === first || t[end]?.norm !== "as" || !FRAME_DETERMINERS.has(t[end + 1]?.norm ?? "")) continue;
      let stop = end + 2;
      while (stop < t.length && !FRAME_DETAIL_OPENERS.has(t[stop].norm)) stop++;
      return { clause: c, key: COPULA_KEY, verb: k, first, end, kindEnd: end, scopeEnd: stop, name: spanName(t, first, end) };
    }
  }
  return null;
}
var ACTIVITY_KEY = COPULA_KEY + 1;
var ACTIVITY_NOUN = /(?:[^e]tion|sion|[a-z]{3}ing|ment)$/;
var ACTIVITY_NOUNS = /* @__PURE__ */ new Set(["search", "delivery", "analysis", "auth"]);
var THING_NOUNS2 = new Set("environment component document element segment attachment statement argument instrument string setting heading listing padding binding building".split(" "));
var MEANS_PARTICIPLES = new Set("powered done handled performed provided driven implemented".split(" "));
var MEANS_PREPOSITIONS = /* @__PURE__ */ new Set(["by", "with", "using", "via", "through"]);
var RELY_FORMS = /* @__PURE__ */ new Set(["rely", "relies", "relied"]);
var PARTICIPLE2 = /(?:ed|en|wn|lt|nt|ne)$/;
var GO_FORMS = /* @__PURE__ */ new Set(["go", "goes", "went"]);
var NOT_IN_ACTIVITY_SUBJECT = /* @__PURE__ */ new Set([...FRAME_PREPOSITIONS.keys(), "for", "of", "at", "and", "or", ","]);
var PLAIN_USE = /* @__PURE__ */ new WeakSet();
function activityFrame(c) {
  const t = c.tokens;
  let k = 0;
  while (k < t.length && FRAME_DETERMINERS.has(t[k].norm)) k++;
  const start = k;
  while (k < t.length && k - start < 5 && t[k].kind === "word" && (!isName(t[k]) || k === 0 && !INNER_CAPITAL2.test(t[k].raw)) && !FRAME_GAP_WORDS.has(t[k].norm) && !NOT_IN_ACTIVITY_SUBJECT.has(t[k].norm) && !USE_FORMS.has(t[k].norm) && !RELY_FORMS.has(t[k].norm) && !GO_FORMS.has(t[k].norm) && !COPULAS.has(t[k].norm)) k++;
  if (k === start || k >= t.length - 1) return null;
  const head = t[k - 1].norm;
  const activity = ACTIVITY_NOUN.test(head) && !THING_NOUNS2.has(head) || ACTIVITY_NOUNS.has(head);
  let v = k;
  while (v < t.length && FRAME_GAP_WORDS.has(t[v].norm)) v++;
  const w = t[v]?.norm;
  if (w === void 0) return null;
  let at = v + 1;
  const plain = USE_FORMS.has(w);
  let named;
  if (!activity) {
    if (!COPULAS.has(w)) return null;
    while (at < t.length && FRAME_GAP_WORDS.has(t[at].norm)) at++;
    const verb2 = t[at];
    named = verb2?.terms[0];
    if (verb2 === void 0 || named === void 0 || MEANS_PARTICIPLES.has(verb2.norm) || !PARTICIPLE2.test(verb2.norm) || !FRAME_VERB_GROUP.has(named) || !MEANS_PREPOSITIONS.has(t[at + 1]?.norm ?? "")) return null;
    at += 2;
  } else if (plain) {
  } else if (RELY_FORMS.has(w)) {
    if (t[at]?.norm !== "on") return null;
    at++;
  } else if (GO_FORMS.has(w)) {
    while (at < t.length && FRAME_GAP_WORDS.has(t[at].norm)) at++;
    if (t[at]?.norm !== "through" && t[at]?.norm !== "via") return null;
    at++;
  } else if (COPULAS.has(w)) {
    while (at < t.length && FRAME_GAP_WORDS.has(t[at].norm)) at++;
    if (!MEANS_PARTICIPLES.has(t[at]?.norm ?? "") || !MEANS_PREPOSITIONS.has(t[at + 1]?.norm ?? "")) return null;
    at += 2;
  } else return null;
  while (at < t.length && FRAME_DETERMINERS.has(t[at].norm)) at++;
  let end = nameSpan(t, at);
  if (end === at && t[at]?.kind === "word" && c.memberTerms.has(t[at].terms[0] ?? "")) end = at + 1;
  if (end === at) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
  const opener = t[after]?.norm;
  const scopeEnd2 = opener === void 0 || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
  const frame2 = { clause: c, key: ACTIVITY_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd: scopeEnd2, name: spanName(t, at, end), named };
  if (plain) PLAIN_USE.add(frame2);
  return frame2;
}
var FORM_KEY = ACTIVITY_KEY + 1;
var FORM_REACH = 8;
function formFrame(c, at) {
  const t = c.tokens;
  let v = -1;
  for (let k = at - 1; k > 0 && at - k <= FORM_REACH; k--) {
    const u = t[k];
    if (u.kind === "punct") return null;
    const term = u.terms[0];
    if (u.kind === "word" && term !== void 0 && c.verbs.has(term) && FRAME_VERB_GROUP.has(term)) {
      v = k;
      break;
    }
  }
  if (v < 0) return null;
  let first = at + 1;
  while (first < t.length && FRAME_DETERMINERS.has(t[first].norm)) first++;
  const end = nameSpan(t, first);
  if (end === first) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
  const opener = t[after]?.norm;
  const scopeEnd2 = opener === void 0 || FRAME_DETAIL_OPENERS.has(opener) || FRAME_PREPOSITIONS.has(opener) ? after : t.length;
  return { clause: c, key: FORM_KEY + FRAME_VERB_GROUP.get(t[v].terms[0]), verb: v, first, end, kindEnd: after, scopeEnd: scopeEnd2, name: spanName(t, first, end) };
}
var MEANS_KEY = FORM_KEY + FRAME_VERB_GROUPS.length;
var MEANS_BIT = 1 << 30;
var FILE_BIT = 1 << 29;
var SWITCH_FORMS = new Set("switched moved migrated ported switch switches move moves migrate migrates".split(" "));
var SWITCH_AUX = /* @__PURE__ */ new Set(["was", "were", "has", "have", "been", "is", "are", "got", "gets", "get"]);
function meansLike(f) {
  return f.key === MEANS_KEY || f.key === ACTIVITY_KEY || f.key < COPULA_KEY && f.key % 4 === 0 && f.key !== RUN_GROUP * 4;
}
function useFrame(c) {
  const t = c.tokens;
  let k = 0;
  while (k < t.length && FRAME_DETERMINERS.has(t[k].norm)) k++;
  const start = k;
  while (k < t.length && k - start < 6 && t[k].kind !== "punct" && !USE_FORMS.has(t[k].norm) && !SWITCH_FORMS.has(t[k].norm) && !FRAME_GAP_WORDS.has(t[k].norm) && !SWITCH_AUX.has(t[k].norm) && !NOT_IN_ACTIVITY_SUBJECT.has(t[k].norm)) k++;
  if (k === start || k >= t.length - 1) return null;
  let v = k;
  while (v < t.length && (FRAME_GAP_WORDS.has(t[v].norm) || SWITCH_AUX.has(t[v].norm))) v++;
  const w = t[v]?.norm;
  if (w === void 0) return null;
  let at = v + 1;
  let switched2 = false;
  if (USE_FORMS.has(w)) {
    if (v > k && SWITCH_AUX.has(t[v - 1].norm)) return null;
  } else if (SWITCH_FORMS.has(w)) {
    if (t[at]?.norm === "over") at++;
    if (t[at]?.norm !== "to") return null;
    at++;
    switched2 = true;
  } else return null;
  while (at < t.length && FRAME_DETERMINERS.has(t[at].norm)) at++;
  let end = nameSpan(t, at);
  if (end === at && t[at]?.kind === "word" && c.memberTerms.has(t[at].terms[0] ?? "")) end = at + 1;
  if (end === at) return null;
  let after = end;
  while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
  const opener = t[after]?.norm;
  const scopeEnd2 = opener === void 0 || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
  return { clause: c, key: MEANS_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd: scopeEnd2, name: spanName(t, at, end), switched: switched2 };
}
var AGENT_PARTICIPLES = new Set(
  "replaced superseded succeeded owned maintained reviewed approved triggered caused called invoked used followed preceded accompanied protected guarded blocked covered affected impacted required needed wanted requested based inspired sponsored funded authored signed consumed shared reached accessed seen known supported".split(" ")
);
var PAST_PARTICIPLE = /[a-z]{3,}(?:ed|en)$/;
function passiveMeansFrame(c) {
  const t = c.tokens;
  for (let i = 1; i + 2 < t.length; i++) {
    if (!PASSIVE_AUX.has(t[i].norm)) continue;
    let v = i + 1;
    while (v < t.length && FRAME_GAP_WORDS.has(t[v].norm)) v++;
    const verb2 = t[v];
    const named = verb2?.terms[0];
    if (verb2 === void 0 || named === void 0 || verb2.kind !== "word" || !PAST_PARTICIPLE.test(verb2.norm) || FRAME_VERB_GROUP.has(named) || AGENT_PARTICIPLES.has(verb2.norm) || !MEANS_PREPOSITIONS.has(t[v + 1]?.norm ?? "")) continue;
    let at = v + 2;
    while (at < t.length && FRAME_DETERMINERS.has(t[at].norm)) at++;
    let end = nameSpan(t, at);
    if (end === at && t[at]?.kind === "word" && c.memberTerms.has(t[at].terms[0] ?? "")) end = at + 1;
    if (end === at) return null;
    let after = end;
    while (after < t.length && after < end + 2 && kindNoun2(t[after])) after++;
    const opener = t[after]?.norm;
    const scopeEnd2 = opener === void 0 || FRAME_DETAIL_OPENERS.has(opener) ? after : t.length;
    return { clause: c, key: MEANS_KEY, verb: v, first: at, end, kindEnd: after, scopeEnd: scopeEnd2, name: spanName(t, at, end), named };
  }
  return null;
}
function sameRoot(a, b) {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  if (n < 5) return false;
  let k = 0;
  while (k < n && a.charCodeAt(k) === b.charCodeAt(k)) k++;
  return k >= 5 && k >= n - 1;
}
function verbEchoed(f, other) {
  const named = f.named;
  if (f.key !== MEANS_KEY || named === void 0) return true;
  for (const x of other.terms.keys()) if (sameRoot(x, named)) return true;
  return false;
}
function meansMeet(p, q) {
  if (!verbEchoed(p, q.clause) || !verbEchoed(q, p.clause)) return false;
  if (p.key === MEANS_KEY) return q.switched === true || p.switched === true || meansLike(q);
  if (q.key === MEANS_KEY) return q.switched === true || meansLike(p);
  return false;
}
function nameGroups(f) {
  let out = null;
  for (let k = f.first; k < f.end; k++) {
    for (const x of f.clause.tokens[k].terms) for (const m of f.clause.memberTerms.get(x) ?? []) (out ??= /* @__PURE__ */ new Set()).add(m.group);
  }
  return out;
}
function rolesApart(p, q) {
  const a = nameGroups(p);
  if (a === null) return false;
  const b = nameGroups(q);
  if (b === null) return false;
  for (const g of a) if (b.has(g)) return false;
  return true;
}
function spanName(t, first, end) {
  return t.slice(first, end).map((x) => x.raw.toLowerCase()).join(" ").replace(VERSION_END, "");
}
function frameBits(a) {
  if (a.frameBits >= 0) return a.frameBits;
  let bits = 0;
  for (const f of framesOf(a)) bits |= (f.key === MEANS_KEY ? 0 : 1 << f.key % 29) | (meansLike(f) ? MEANS_BIT : 0) | (f.file === true ? FILE_BIT : 0);
  a.frameBits = bits;
  return bits;
}
function frameScope(f, placesAside2) {
  const c = f.clause;
  const story = storyTerms(c);
  const out = [];
  for (let i = 0; i < f.scopeEnd; i++) {
    if (i === f.verb || i >= f.first && i < f.kindEnd) continue;
    const t = c.tokens[i];
    if (placesAside2 && isFilePath(t.raw)) continue;
    for (const x of t.terms) {
      if (!(c.terms.get(x) > 0) || c.verbs.has(x) || story.has(x) || LIGHT_STEMS.has(x) || STOPWORDS.has(x) || GENERIC_STEMS.has(x) || x.startsWith("ant:") || VERSION2.test(x)) continue;
      out.push(x);
    }
  }
  if (f.named !== void 0) out.push(f.named);
  return out;
}
function frameText(f) {
  const t = f.clause.tokens;
  const name = t.slice(f.first, f.end).map((x) => x.raw).join(" ");
  return f.verb < f.first ? `${t.slice(f.verb, f.first).map((x) => x.norm).join(" ")} ${name}` : `${name} ${t[f.verb].norm}`;
}
function asWell(c) {
  const t = c.tokens;
  for (let k = 1; k < t.length; k++) if (t[k].norm === "well" && t[k - 1].norm === "as") return true;
  return false;
}
function unmade(c) {
  for (const t of c.tokens) if (FRAME_UNMADE.has(t.norm)) return true;
  return false;
}
function namesIn(text, name) {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const before = text.charCodeAt(at - 1);
  const after = text.charCodeAt(at + name.length);
  const letter = (code) => code >= 97 && code <= 122 || code >= 48 && code <= 57;
  return !letter(before) && !letter(after);
}
function oneRoot(term, verb2) {
  if (verb2 === void 0 || term.length < 7 || verb2.length < 7) return false;
  for (let i = 0; i < 7; i++) if (term.charCodeAt(i) !== verb2.charCodeAt(i)) return false;
  return true;
}
function frameHit(older, newer) {
  const fo = framesOf(older);
  if (fo.length === 0) return null;
  const fn = framesOf(newer);
  if (fn.length === 0) return null;
  let olderText;
  let newerText;
  for (const p of fo) {
    for (const q of fn) {
      if (p.name === q.name) continue;
      const files = p.file === true && q.file === true;
      if (files && baseName2(p.name) === baseName2(q.name)) continue;
      if (p.key !== q.key && (!(files || meansMeet(p, q)) || !announcesChange(newer) || rolesApart(p, q))) continue;
      if (p.key === MEANS_KEY && q.key === MEANS_KEY && (!announcesChange(newer) || rolesApart(p, q) || !verbEchoed(p, q.clause) || !verbEchoed(q, p.clause))) continue;
      if (p.key === COPULA_KEY && !announcesChange(newer)) continue;
      if (p.key === ACTIVITY_KEY && PLAIN_USE.has(p) && PLAIN_USE.has(q) && !announcesChange(newer)) continue;
      if ((p.key === ACTIVITY_KEY || p.key === MEANS_KEY || q.key === MEANS_KEY || p.key !== q.key) && (p.name.startsWith(q.name) || q.name.startsWith(p.name))) continue;
      olderText ??= older.text.toLowerCase();
      newerText ??= newer.text.toLowerCase();
      if (namesIn(newerText, p.name) || namesIn(olderText, q.name)) continue;
      if (coexists(p.clause) || coexists(q.clause) || unmade(q.clause) || unmade(p.clause) || asWell(q.clause)) continue;
      const a = frameScope(p, !namesPlace(newer));
      const b = frameScope(q, !namesPlace(older));
      let shared = 0;
      let apart = false;
      for (const x of b) {
        if (scopeMatch(x, p.clause.terms) || scopeMatch(x, older.terms) || oneRoot(x, p.named)) shared++;
        else apart = true;
      }
      if (apart || shared === 0) continue;
      if (!announcesChange(newer) && a.some((x) => !scopeMatch(x, q.clause.terms) && !scopeMatch(x, newer.terms) && !oneRoot(x, q.named))) continue;
      const pc = p.clause.tokens;
      const qc = q.clause.tokens;
      const olderName = pc.slice(p.first, p.end).map((t) => t.raw).join(" ");
      const newerName = qc.slice(q.first, q.end).map((t) => t.raw).join(" ");
      return {
        kind: "substitution",
        reason: `substitution: the older has ${surface(p.clause, a)} ${frameText(p)}, the newer ${frameText(q)}`,
        older: [olderName],
        newer: [newerName]
      };
    }
  }
  return null;
}

// src/contradiction/compare.ts
function compareTexts(older, newer) {
  return compareAnalyses(analyze(older), analyze(newer));
}
function compareAnalyses(older, newer) {
  const overlap = weightedJaccard(older.terms, newer.terms);
  const hit = findHit(older, newer);
  if (hit) {
    return { contradicts: true, kind: hit.kind, reason: hit.reason, triggers: { older: hit.older, newer: hit.newer }, relation: "contradiction", overlap };
  }
  const relation = relationOf(older, newer, overlap);
  const reason = relation === "duplicate" ? "duplicate: both say the same thing" : relation === "related" ? "related: same subject, no incompatible claim found" : "unrelated: no subject in common";
  return { contradicts: false, kind: null, reason, triggers: { older: [], newer: [] }, relation, overlap };
}
function findHit(older, newer) {
  return firstReadingsHit(older, newer) ?? oppositeActionHit(older, newer) ?? carriedHit(older, newer) ?? phrasalHit(older, newer) ?? ofOneOwner(older, newer, deliveryDirectionHit(older, newer)) ?? ofOneOwner(older, newer, coreDenialHit(older, newer));
}
function oppositeActionHit(older, newer) {
  const o = actionSides(older.text);
  const n = actionSides(newer.text);
  const families = opposedFamilies(o, n);
  if (families === 0 || kindsOfOneThing(older, newer)) return null;
  for (let k = 0; families >> k !== 0; k++) {
    if ((families & 1 << k) === 0) continue;
    const olderUndoes = (o.undoes & 1 << k) !== 0;
    if (olderUndoes ? undoneLater(newer, older) : undoneLater(older, newer)) continue;
    const denied = olderUndoes ? deniedAs(older.text, k, newer.text) : deniedAs(newer.text, k, older.text);
    if (denied === null) continue;
    const hit = olderUndoes ? firstReadingsHit(analyze(denied.text), newer) : firstReadingsHit(older, analyze(denied.text));
    if (hit === null || hit.kind !== "polarity" && hit.kind !== "modality") continue;
    const reason = `${hit.kind}: "${denied.from}" undoes what the other side does, read as "${denied.to}"; ${hit.reason}`;
    return olderUndoes ? { ...hit, reason, older: [denied.from] } : { ...hit, reason, newer: [denied.from] };
  }
  return null;
}
function carriedHit(older, newer) {
  const o = carriedReading(older.text);
  const n = carriedReading(newer.text);
  if (o === null && n === null || o?.placement === true && n?.placement === true) return null;
  if (o !== null && !carrierNamed(o, n, newer) || n !== null && !carrierNamed(n, o, older)) return null;
  const hit = firstReadingsHit(o !== null ? analyze(readingFor(o, newer.text)) : older, n !== null ? analyze(readingFor(n, older.text)) : newer);
  if (hit === null || hit.kind !== "modality") return null;
  const read = o ?? n;
  const reason = `modality: "${read.from}" read as "${read.to}"; ${hit.reason}`;
  return { ...hit, reason, older: o !== null ? [o.from] : hit.older, newer: n !== null ? [n.from] : hit.newer };
}
function phrasalHit(older, newer) {
  const o = phrasalReading(older.text, newer.text);
  const n = phrasalReading(newer.text, older.text);
  if (o === null && n === null) return null;
  if (o !== null && !objectNamed(o.objects, newer) || n !== null && !objectNamed(n.objects, older)) return null;
  const hit = firstReadingsHit(o !== null ? analyze(o.text) : older, n !== null ? analyze(n.text) : newer);
  if (hit === null || hit.kind !== "modality" && hit.kind !== "polarity") return null;
  return { ...hit, reason: `${hit.kind}: a phrasal verb read as the other side's verb; ${hit.reason}` };
}
function objectNamed(objects, other) {
  return objects.every((object) => [...analyze(object).terms.keys()].some((t) => termWeight(t) > 0 && other.terms.has(t)));
}
function carrierNamed(read, other, otherText) {
  const item = analyze(read.item).terms;
  const there = other !== null ? analyze(other.carrier).terms : otherText.terms;
  for (const term of analyze(read.carrier).terms.keys()) if (termWeight(term) > 0 && !item.has(term) && there.has(term)) return true;
  return false;
}
function firstReadingsHit(older, newer) {
  const hit = checked(older, newer);
  if (hit !== null) return hit;
  const spelled2 = acronymsSpelledOut(older, newer);
  if (spelled2 !== null) {
    const again = checked(spelled2[0], spelled2[1]);
    if (again !== null && again.kind !== "substitution") return again;
  }
  if (newer.withoutCodeAsides !== null) {
    const was2 = older.withoutCodeAsides === null ? older : analyze(older.withoutCodeAsides);
    const claim2 = analyze(newer.withoutCodeAsides);
    const found2 = checked(was2, claim2);
    if (found2 !== null) return found2;
  }
  if (newer.claimBeforeTail === null) return null;
  const tail = analyze(newer.tail);
  if (!spoils(tail, older)) return null;
  const was = older.claimBeforeTail === null ? older : analyze(older.claimBeforeTail);
  const claim = analyze(newer.claimBeforeTail);
  const found = checked(was, claim);
  return found === null || covers(tail, older) ? null : found;
}
function checked(older, newer) {
  return ofOneOwner(older, newer, firstHit(older, newer));
}
function firstHit(older, newer) {
  const o = signalsOf(older);
  const n = signalsOf(newer);
  const polarity = o.hasPositive && n.hasNegative || o.hasNegative && n.hasPositive || o.hasFlippers || n.hasFlippers;
  const substitution = n.denies || o.deniesStrongly;
  const values = (o.dims & n.dims) !== 0;
  const alternatives = (o.groups & n.groups) !== 0;
  const moving = n.moves;
  const framing = (frameBits(older) & frameBits(newer)) !== 0;
  if (!polarity && !substitution && !values && !alternatives && !moving && !framing) return onlyHit(older, newer) ?? keptWithHit(older, newer);
  return (substitution ? substitutionHit(older, newer, EXPLICIT) : null) ?? (n.denies ? withoutFlagHit(older, newer) : null) ?? (values ? valueHit(older, newer) : null) ?? (polarity ? polarityHit(older, newer, o, n) : null) ?? (n.denies ? absenceHit(older, newer) : null) ?? (polarity || n.denies || o.denies ? omittedActionHit(older, newer) : null) ?? (substitution ? substitutionHit(older, newer, IMPLIED) : null) ?? (alternatives ? alternativeHit(older, newer) : null) ?? // After the substitution and alternative checks: "Don't use moment.js" against a date-fns newer is a change of tool first.
  (n.denies || o.denies ? deniedUseHit(older, newer) : null) ?? (moving ? moveHit(older, newer) ?? relocationHit(older, newer) : null) ?? (polarity ? stateDimensionHit(older, newer) : null) ?? (framing ? frameHit(older, newer) : null) ?? onlyHit(older, newer) ?? // "Strip outputs from notebooks before committing" / "Commit notebooks with their outputs": neither is negated.
  keptWithHit(older, newer);
}
function spoils(tail, older) {
  for (const c of tail.clauses) if (c.negations.length > 0) return true;
  for (const term of tail.terms.keys()) if (older.terms.has(term)) return true;
  return false;
}
function covers(a, b) {
  let all = 0;
  let kept2 = 0;
  b.terms.forEach((w, term) => {
    all += w;
    if (a.terms.has(term)) kept2 += w;
  });
  return all > 0 && kept2 >= 0.8 * all;
}
var RESTATES_ONLY = /* @__PURE__ */ new Set(["polarity", "antonym", "modality"]);
function ofOneOwner(older, newer, hit) {
  if (!hit || hit.kind === "substitution") return hit;
  if (RESTATES_ONLY.has(hit.kind) && onlyRestated(older, newer)) return null;
  return namesTwoOwners(older.text, newer.text, [...hit.older, ...hit.newer], hit.older, hit.newer) ? null : hit;
}
var BIT_POSITIVE = 1;
var BIT_NEGATIVE = 2;
var BIT_FLIPS = 4;
var BIT_DENIES = 8;
var BIT_DENIES_STRONGLY = 16;
var BIT_MOVES = 32;
var BIT_EXCLUSIVE = 64;
var BIT_KNOWN = 128;
var ACTION_DOES_SHIFT = 8;
var ACTION_UNDOES_SHIFT = 20;
var SLOTS = 5;
function hitSummaries(count) {
  return new Int32Array(count * SLOTS);
}
function summaryOf(analyses, summaries, k) {
  const at = k * SLOTS;
  if (summaries[at] !== 0) return summaries[at];
  const s = signalsOf(analyses[k]);
  let b = BIT_KNOWN;
  if (s.hasPositive) b |= BIT_POSITIVE;
  if (s.hasNegative) b |= BIT_NEGATIVE;
  if (s.hasFlippers) b |= BIT_FLIPS;
  if (s.denies) b |= BIT_DENIES;
  if (s.deniesStrongly) b |= BIT_DENIES_STRONGLY;
  if (s.moves) b |= BIT_MOVES;
  if (s.exclusive) b |= BIT_EXCLUSIVE;
  const sides = actionSides(analyses[k].text);
  b |= sides.does << ACTION_DOES_SHIFT | sides.undoes << ACTION_UNDOES_SHIFT;
  summaries[at + 1] = s.dims;
  summaries[at + 2] = s.groups;
  summaries[at + 3] = frameBits(analyses[k]);
  summaries[at + 4] = deliverySides(analyses[k]);
  summaries[at] = b;
  return b;
}
function summarize(analyses, summaries, k) {
  summaryOf(analyses, summaries, k);
  const a = analyses[k];
  readSpelling(a);
  if (a.withoutCodeAsides !== null) analyze(a.withoutCodeAsides);
  if (a.tail !== null) analyze(a.tail);
  if (a.claimBeforeTail !== null) analyze(a.claimBeforeTail);
}
function mayHit(analyses, summaries, older, newer) {
  const o = summaryOf(analyses, summaries, older);
  const n = summaryOf(analyses, summaries, newer);
  return (o & BIT_POSITIVE) !== 0 && (n & BIT_NEGATIVE) !== 0 || (o & BIT_NEGATIVE) !== 0 && (n & BIT_POSITIVE) !== 0 || ((o | n) & (BIT_FLIPS | BIT_EXCLUSIVE)) !== 0 || (n & (BIT_DENIES | BIT_MOVES)) !== 0 || (o & BIT_DENIES_STRONGLY) !== 0 || (summaries[older * SLOTS + 1] & summaries[newer * SLOTS + 1]) !== 0 || (summaries[older * SLOTS + 2] & summaries[newer * SLOTS + 2]) !== 0 || (summaries[older * SLOTS + 3] & summaries[newer * SLOTS + 3]) !== 0 || deliveriesMayMeet(summaries[older * SLOTS + 4], summaries[newer * SLOTS + 4]) || opposedBits(o >> ACTION_DOES_SHIFT & 4095, o >>> ACTION_UNDOES_SHIFT & 4095, n >> ACTION_DOES_SHIFT & 4095, n >>> ACTION_UNDOES_SHIFT & 4095) !== 0;
}
function withoutFlagHit(older, newer) {
  const hit = flagHit(older, newer);
  if (!hit) return null;
  return {
    kind: "polarity",
    reason: `polarity: the older runs \`${hit.command}\`, the newer runs it without \`${hit.flag}\` ("${clauseText(hit.withClause)}" / "${clauseText(hit.withoutClause)}")`,
    older: [hit.command],
    newer: ["without", hit.flag]
  };
}
function onlyHit(older, newer) {
  if (!signalsOf(older).exclusive && !signalsOf(newer).exclusive) return null;
  const hit = exclusiveHit(older, newer);
  if (!hit) return null;
  const [o, n] = hit.only === older.clauses[hit.only.index] ? [hit.only, hit.other] : [hit.other, hit.only];
  return {
    kind: "polarity",
    reason: `polarity: "${clauseText(hit.only)}" rules out what "${clauseText(hit.other)}" adds (${hit.added})`,
    older: o === hit.only ? [hit.cue] : [hit.added],
    newer: n === hit.only ? [hit.cue] : [hit.added]
  };
}
var comparableText = /* @__PURE__ */ new WeakMap();
function comparable(analysis) {
  let text = comparableText.get(analysis);
  if (text === void 0) comparableText.set(analysis, text = analysis.text.trim().toLowerCase().replace(/[\s.]+$/, ""));
  return text;
}
function relationOf(older, newer, overlap) {
  if (overlap >= 0.85 || comparable(older) === comparable(newer)) return "duplicate";
  for (const anchor of older.anchors) if (newer.anchors.has(anchor) && !POPULAR_FILES.has(anchor)) return "related";
  return overlap >= 0.15 ? "related" : "unrelated";
}
var EXPLICIT = /* @__PURE__ */ new Set(["contrast", "change"]);
var IMPLIED = /* @__PURE__ */ new Set(["negated-use"]);

// src/contradiction/seed-baseline.ts
var PATH_PATTERNS = [
  /`([^`]+\.(ts|tsx|js|jsx|go|py|rs|md))`/g,
  /\b(src\/[^\s]+)/g,
  /\b(\w+\/\w+\.\w+)/g,
  /in\s+`?([^`\s]+\.\w+)`?/g
];
function extractFilePaths(content) {
  const paths = /* @__PURE__ */ new Set();
  for (const pattern of PATH_PATTERNS) {
    for (const match of content.matchAll(pattern)) if (match[1]) paths.add(match[1]);
  }
  return [...paths];
}
function words2(content) {
  return content.toLowerCase().match(/[a-z0-9][a-z0-9'_-]*/g) ?? [];
}
function extractKeywords(content) {
  return new Set(words2(content).filter((w) => w.length >= 3 && !STOPWORDS.has(w)));
}
function jaccard(a, b) {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
function useTargets(content) {
  return [...content.toLowerCase().matchAll(/\buse\s+([a-z0-9@/._-]+)/g)].map((m) => m[1]);
}
function seedVerdict(older, newer) {
  const olderFiles = extractFilePaths(older);
  const newerFiles = extractFilePaths(newer);
  const sharedFiles = olderFiles.filter((f) => newerFiles.includes(f));
  if (sharedFiles.length === 0 && jaccard(extractKeywords(older), extractKeywords(newer)) < 0.3) return null;
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  for (const x of useTargets(o)) {
    const denied = [`don't use ${x}`, `do not use ${x}`].find((phrase) => n.includes(phrase));
    if (denied) return { kind: "polarity", reason: `seed rule: the older says "use ${x}", the newer "${denied}"`, older: [`use ${x}`], newer: [denied] };
  }
  const pattern = (kind, was, nows) => {
    const now = o.includes(was) ? nows.find((w) => n.includes(w)) : void 0;
    return now ? { kind, reason: `seed rule: "${was}" in the older, "${now}" in the newer`, older: [was], newer: [now] } : null;
  };
  const hit = pattern("polarity", "requires", ["doesn't require", "does not require"]) ?? pattern("modality", "always", ["never"]) ?? pattern("modality", "should", ["shouldn't", "should not"]);
  if (hit) return hit;
  const similarity = jaccard(new Set(words2(older)), new Set(words2(newer)));
  if (similarity >= 0.7) return null;
  const files = [...new Set(sharedFiles.map((f) => f.replace(/[`'",.;:)]+$/, "")))];
  const topic = files.length > 0 ? `both mention ${files.join(", ")}` : "they share keywords";
  return { kind: "similarity", reason: `seed rule: ${topic} and their words are only ${Math.round(similarity * 100)}% alike (< 70%)`, older: files, newer: files };
}

// src/contradiction/find.ts
function pairHit(learnings, analyses, summaries, seed, i, j) {
  if (seed) return seedVerdict(learnings[i].content, learnings[j].content);
  return mayHit(analyses, summaries, i, j) ? findHit(analyses[i], analyses[j]) : null;
}
function byAge(a, b) {
  const x = a.createdAt ?? "";
  const y = b.createdAt ?? "";
  if (x !== y) return x < y ? -1 : 1;
  return naturalCompare(a.key, b.key);
}
function sortByAge(learnings) {
  const keyed = [];
  for (const l of learnings) keyed.push({ l, at: l.createdAt ?? "", parts: naturalParts(l.key) });
  keyed.sort(byAt);
  const out = [];
  for (const k of keyed) out.push(k.l);
  return out;
}
function byAt(a, b) {
  return a.at !== b.at ? a.at < b.at ? -1 : 1 : compareNaturalParts(a.parts, b.parts);
}
function analysesOf(learnings, summaries) {
  const out = [];
  for (const l of learnings) {
    out.push(analyze(l.content));
    if (summaries !== null) summarize(out, summaries, out.length - 1);
  }
  return out;
}
function finding(older, newer, hit) {
  return { kind: hit.kind, olderKey: older.key, newerKey: newer.key, reason: hit.reason, triggers: [...hit.older, ...hit.newer] };
}
function textIds(learnings) {
  const ids = /* @__PURE__ */ new Map();
  const out = new Int32Array(learnings.length);
  for (let k = 0; k < learnings.length; k++) {
    const text = learnings[k].content.trim();
    let id = ids.get(text);
    if (id === void 0) ids.set(text, id = ids.size);
    out[k] = id;
  }
  return out;
}
var PAIR_BLOCK2 = 1024;
var NO_FINDINGS = [{}].slice(0, 0);
function checkPacked(sorted, analyses, summaries, seed, texts, pairs, from, to, findings) {
  const n = sorted.length;
  for (let k = from; k < to; k++) {
    const i = Math.floor(pairs[k] / n);
    const j = pairs[k] - i * n;
    if (texts[i] === texts[j]) continue;
    const hit = pairHit(sorted, analyses, summaries, seed, i, j);
    if (hit && !judgedCompatible(sorted[i], sorted[j])) findings.push(finding(sorted[i], sorted[j], hit));
  }
}
function findContradictions(learnings, options = {}) {
  const sorted = sortByAge(learnings);
  const seed = options.method === "seed";
  const summaries = hitSummaries(sorted.length);
  const analyses = analysesOf(sorted, seed ? null : summaries);
  const texts = textIds(sorted);
  const findings = NO_FINDINGS.slice();
  const pairs = localPairOrder(packedCandidatePairs(analyses, options), analyses.length);
  for (let from = 0; from < pairs.length; from += PAIR_BLOCK2) checkPacked(sorted, analyses, summaries, seed, texts, pairs, from, Math.min(pairs.length, from + PAIR_BLOCK2), findings);
  return findings.sort(byKeys);
}
function findContradictionsWith(incoming, existing, options = {}) {
  return findContradictionsOf([incoming], existing, options);
}
function findContradictionsOf(incoming, existing, options = {}) {
  if (incoming.length === 0) return [];
  const keys = new Set(incoming.map((l) => l.key));
  const all = sortByAge([...existing.filter((l) => !keys.has(l.key)), ...incoming]);
  const analyses = analysesOf(all, null);
  const summaries = hitSummaries(all.length);
  const seed = options.method === "seed";
  const candidates = candidateFinder(analyses, options);
  const texts = all.map((l) => l.content.trim());
  const seen = /* @__PURE__ */ new Set();
  const findings = [];
  for (let at = 0; at < all.length; at++) {
    if (!keys.has(all[at].key)) continue;
    for (const other of candidates(at)) {
      const [i, j] = other < at ? [other, at] : [at, other];
      const pair = i * all.length + j;
      if (seen.has(pair)) continue;
      seen.add(pair);
      if (texts[i] === texts[j]) continue;
      const hit = pairHit(all, analyses, summaries, seed, i, j);
      if (hit && !judgedCompatible(all[i], all[j])) findings.push(finding(all[i], all[j], hit));
    }
  }
  return findings.sort(byKeys);
}
function byKeys(a, b) {
  return cmp(a.olderKey, b.olderKey) || cmp(a.newerKey, b.newerKey);
}
function judgedCompatible(a, b) {
  const x = a.compatibleWith;
  const y = b.compatibleWith;
  return x !== void 0 && (x.includes(b.id) || x.includes(b.key)) || y !== void 0 && (y.includes(a.id) || y.includes(a.key));
}
function cmp(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function compareDiscoveries(older, newer) {
  if (typeof older !== "string" || typeof newer !== "string") throw new TypeError("compareDiscoveries(older, newer) takes two strings");
  const c = compareTexts(older, newer);
  return { contradicts: c.contradicts, kind: c.kind, reason: c.reason, triggers: c.triggers, relation: c.relation, overlap: Math.round(c.overlap * 1e3) / 1e3 };
}

export {
  byAge,
  findContradictions,
  findContradictionsWith,
  findContradictionsOf,
  compareDiscoveries
};
