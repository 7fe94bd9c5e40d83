// Settings a project sets once whose values name a state, not a number: a
// Kafka topic's `cleanup.policy` (compact or delete), a load balancer's scheme
// (internet-facing or internal), a Service's `type`, a bucket's ACL, a mesh's
// mTLS mode, a cookie's SameSite. Written with one value, such a setting says
// what prose says with a state word: `scheme: internal` is "the ALB is
// internal", `cleanup.policy=delete` is "the topic is not compacted". analyze.ts
// reads a setting found here as that state of its subject, so the antonym and
// polarity checks compare it with the other side's prose as they compare two
// state words.
//
// Written from general knowledge of the software landscape, top-down, not from
// any evaluation pair. Each line:
//
//   keys | value:state, value:state, … | subject
//
// - keys: the setting's spellings, in any case and separator style (`cleanup.policy`,
//   `CLEANUP_POLICY`, "cleanup policy" are one); a dotted or path-like key is also
//   found by its trailing segments (`alb.ingress.kubernetes.io/scheme` is `scheme`);
// - values: each value the setting takes (any case; a trailing `*` matches any ending,
//   a leading `*` any beginning) and the state word it means, a word of the antonym
//   list (vocabulary.ts) — so a value is only ever one side of a pair the prose knows;
//   values that name no state either way are left out (Kafka's `compact,delete`);
// - subject: a word the state is of when the setting's key does not say it ("debug" for
//   a log level: `LOG_LEVEL=warn` says debug logging is off).

import { memoize } from '../text/memo.js';

const CATALOGUE = `
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

/** What a setting's value says: the state word (a word of the antonym list) and the subject word it is of, if any. */
export interface SettingState {
  /** The state word as the antonym list writes it ("public", "uncompacted"). */
  state: string;
  /** A word the state is of, beyond what the key names ("debug" for a log level). */
  subject?: string;
  /** The key as written. */
  key: string;
  /**
   * The value names the state whatever the key (`Cache-Control: public, max-age=60`): the code is still read whole,
   * for the values and names in it, not as a key the catalogue knows.
   */
  anyKey?: true;
}

/** A key in the catalogue's form: lower case, no separators ("cleanup.policy", "CLEANUP_POLICY" → cleanuppolicy). */
function keyForm(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

interface Entry {
  values: Map<string, string>;
  /** Values written with a `*` at either end: [prefix or suffix, state, which end]. */
  patterns: Array<[string, string, 'prefix' | 'suffix']>;
  subject?: string;
}

/** key form → the catalogue entries written with that key (`type` is a Service's, `mode` an mTLS mode, …). */
const BY_KEY = new Map<string, Entry[]>();
/** Key forms written as prose with two or three words ("cleanup policy", "log level"), by their first word. */
const PROSE_KEYS = new Map<string, string[][]>();

for (const line of CATALOGUE.split('\n')) {
  if (!line.includes('|')) continue;
  const [keys, values, subject] = line.split('|').map((s) => s.trim());
  const entry: Entry = { values: new Map(), patterns: [] };
  if (subject) entry.subject = subject;
  for (const pair of values!.split(',')) {
    const at = pair.lastIndexOf(':');
    const value = pair.slice(0, at).trim().toLowerCase();
    const state = pair.slice(at + 1).trim();
    if (value.endsWith('*')) entry.patterns.push([value.slice(0, -1), state, 'prefix']);
    else if (value.startsWith('*')) entry.patterns.push([value.slice(1), state, 'suffix']);
    else entry.values.set(value, state);
  }
  for (const key of keys!.split(',')) {
    const spelled = key.trim();
    const form = keyForm(spelled);
    if (form === '') continue;
    const list = BY_KEY.get(form) ?? [];
    list.push(entry);
    BY_KEY.set(form, list);
    const words = spelled.toLowerCase().split(' ');
    if (words.length > 1) {
      const list = PROSE_KEYS.get(words[0]!) ?? [];
      list.push(words);
      PROSE_KEYS.set(words[0]!, list);
    }
  }
}

/** The state a value of the setting keyed `form` names, if the catalogue knows both. */
function stateOf(form: string, rawValue: string): { state: string; subject?: string } | null {
  const entries = BY_KEY.get(form);
  if (!entries) return null;
  const value = rawValue.toLowerCase().replace(/^["'`]+|["'`,;]+$/g, '');
  for (const entry of entries) {
    const state = entry.values.get(value) ?? entry.patterns.find(([part, , end]) => (end === 'prefix' ? value.startsWith(part) : value.endsWith(part)))?.[1];
    if (state !== undefined) return entry.subject ? { state, subject: entry.subject } : { state };
  }
  return null;
}

/**
 * The key's forms, longest first: the whole key, then its trailing segments (`alb.ingress.kubernetes.io/scheme`
 * is also `scheme`, `spec.type` also `type`): the leading segments say where the setting sits, not which it is.
 */
function keyForms(key: string): string[] {
  const segments = key.split(/[./]+/).filter(Boolean);
  const forms: string[] = [];
  for (let k = 0; k < segments.length; k++) {
    const form = keyForm(segments.slice(k).join('.'));
    if (form !== '' && !forms.includes(form)) forms.push(form);
  }
  return forms;
}

/** A TOML or INI section before its key: `[auth.anonymous] enabled = false`. */
const SECTION = /^\[([A-Za-z_][\w.-]*)\]\s+(?=[A-Za-z_"'])/;

/**
 * A key under a section written with it is the section's key: `[auth.anonymous] enabled = false` sets
 * `auth.anonymous.enabled`, the section naming what the switch is of.
 */
export function unsectioned(raw: string): string {
  if (raw.charCodeAt(0) !== 91 /* [ */) return raw;
  const m = SECTION.exec(raw);
  return m ? `${m[1]}.${raw.slice(m[0].length)}` : raw;
}

/** `key=value`, `key: value`, `"key": "value"`, `key value` (nginx), declarations stripped by the caller. */
const SETTING = /^["']?([A-Za-z_.][\w./-]*?)["']?(?:\s*[=:]\s*|\s+)["'`]?(:?[\w*.:-]+?)["'`]?[;,]?$/;

/**
 * `export const prerender = false`, `let useCache = true`: a declaration sets its name as a setting does;
 * the keywords before the name are no part of it.
 */
export const DECLARATION = /^(?:export\s+)?(?:const|let|var|val|final|static|readonly)\s+(?=[A-Za-z_])/;

/**
 * The state a setting written as code names: `cleanup.policy=delete` (the topic is not compacted), `type:
 * LoadBalancer` (the Service is public), `SameSite=Strict`. Null for anything the catalogue does not know.
 */
export function settingState(raw: string): SettingState | null {
  // Most code tokens are names and paths: only an assignment or two words can set something.
  if (!raw.includes('=') && !raw.includes(':') && !raw.includes(' ')) return null;
  return readSetting(raw);
}

const readSetting = memoize((written: string): SettingState | null => {
  const raw = unsectioned(written.trim()).replace(DECLARATION, '');
  const m = SETTING.exec(raw);
  // `SameSite=None; Secure`, `Max-Age=0; HttpOnly`: attributes after the first are settings of their own.
  if (!m) return raw.includes(';') ? readSetting(raw.slice(0, raw.indexOf(';'))) : valueState(raw);
  const key = m[1]!;
  for (const form of keyForms(key)) {
    const hit = stateOf(form, m[2]!);
    if (hit) return { ...hit, key };
  }
  return valueState(raw);
});

/**
 * States a value spells by itself whatever its key: `Cache-Control: public`, `mode: strict`, `loading: lazy`. Words
 * of two-state pairs only, that no key uses for a number, a name or a switch.
 */
const VALUE_STATES = new Set('public private async sync synchronous asynchronous strict lenient lazy eager mutable immutable readonly read-only stateless stateful persistent transient ephemeral'.split(' '));
/** `key: value` or `key=value`, the value first in a list of directives (`Cache-Control: private, no-store`). */
const VALUE_SETTING = /^["']?([A-Za-z_][\w./-]*?)["']?\s*[=:]\s*["'`]?([A-Za-z][\w-]*)["'`]?(?:\s*[,;]\s*[\w-]+(?:=\w+)?)*[;,]?$/;

function valueState(raw: string): SettingState | null {
  const m = VALUE_SETTING.exec(raw);
  if (!m) return null;
  const value = m[2]!.toLowerCase();
  return VALUE_STATES.has(value) ? { state: value, key: m[1]!, anyKey: true } : null;
}

/** Words (lower case) a key written in prose can start with: one-word keys and the first words of longer ones. */
const PROSE_STARTS = new Set([...BY_KEY.keys(), ...PROSE_KEYS.keys()]);

/** Whether a word (lower case) may start a setting's key written in prose. Asked of every word: one look-up. */
export function mayStartProseKey(norm: string): boolean {
  return PROSE_STARTS.has(norm);
}

/**
 * A setting's key written in prose at `words[0…]` ("cleanup policy", "PeerAuthentication", "scheme"): how many
 * words it takes, longest first, or 0.
 */
export function proseKeyLength(words: readonly string[]): number {
  for (const spelled of PROSE_KEYS.get(words[0] ?? '') ?? []) if (spelled.every((w, k) => words[k] === w)) return spelled.length;
  return BY_KEY.has(keyForm(words[0] ?? '')) ? 1 : 0;
}

/** The state a value names for a key read in prose (its words joined), if the catalogue knows both. */
export function proseSettingState(keyWords: readonly string[], value: string): { state: string; subject?: string } | null {
  return stateOf(keyForm(keyWords.join('')), value);
}

/** Every state word the catalogue uses (tests check each is a word of the antonym list). */
export function catalogueStates(): string[] {
  const out = new Set<string>();
  for (const entries of BY_KEY.values()) for (const entry of entries) {
    for (const state of entry.values.values()) out.add(state);
    for (const [, state] of entry.patterns) out.add(state);
  }
  return [...out];
}

/** How many settings the catalogue lists. */
export function catalogueSize(): number {
  return CATALOGUE.split('\n').filter((line) => line.includes('|')).length;
}
