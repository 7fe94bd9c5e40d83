// The quantities a project sets once (a worker pool's size, a heap limit, a
// cache lifetime, a page size, a model's context length, …), each with the
// spellings it goes by in prose, config keys, CLI flags and environment
// variables. Two sides that write "concurrency 10" and "25 threads (-c 25)",
// or "context length 4096 tokens" and `max_seq_len: 8k`, name one quantity in
// different words; the values check (values.ts) compares them as one.
//
// Written from general knowledge of the software landscape, top-down, not from
// any evaluation pair. Each line:
//
//   id | dimensions | traits | spellings | counted nouns | compatible ids
//
// - dimensions: what its values are read as (quantities.ts), `count/size` when either;
// - traits: `limit` when the quantity is itself a limit, so "max heap" and "the heap",
//   `max_seq_len` and "context length" are one setting (a "min" of it stays another);
//   `binary-k` when "8k" may mean 8192 (token counts: 8k equals both 8000 and 8192);
// - spellings: comma-separated, in any case and separator style (`maxReplicas`,
//   `max_replicas`, "max replicas" are one spelling); a leading `-` marks a CLI flag,
//   `:mb` after a spelling the unit a bare number written with it is in;
// - counted nouns: "25 threads", "20 pods": the noun after the number names it;
// - compatible ids: quantities this one may be written as ("concurrency" is threads in
//   Sidekiq and processes in Celery, so it matches both; threads and workers stay apart).

import { memoize } from '../text/memo.js';
import { splitIdentifier, type Token } from './tokens.js';
import type { Dimension } from './quantities.js';

const CATALOGUE = `
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

export interface CatalogueQuantity {
  id: string;
  dims: ReadonlySet<Dimension>;
  /** The quantity is a limit by nature: "max" in one of its spellings does not make it another setting. */
  limit: boolean;
  /** "8k" may mean 8192 as well as 8000. */
  binaryK: boolean;
  /** Ids this one may be written as, both ways. */
  compatible: ReadonlySet<string>;
}

interface Spelling {
  quantity: CatalogueQuantity;
  /** The unit a bare number written with this spelling is in: `--max-old-space-size=4096` is megabytes. */
  unit: string;
}

/** A word or a name's part as the catalogue keys it: lower case, letters and digits, no plural "s". */
function normalise(part: string): string {
  const p = part.toLowerCase().replace(/[^a-z0-9]/g, '');
  return p.length > 3 && p.endsWith('s') && !p.endsWith('ss') && !p.endsWith('us') ? p.slice(0, -1) : p;
}

/** A spelling's or a name's words, normalised: `max_seq_len`, `maxSeqLen` and "max seq len" are max seq len. */
function wordsOf(raw: string): readonly string[] {
  // Pushed in a loop, not a flatMap/map/filter chain: that array is packed or holey depending on whether the chain ran
  // optimised, and a kind partsOf's loop had not met threw its optimised code away in a later run (disc-036).
  const out: string[] = [];
  for (const w of raw.split(SPACES)) {
    for (const part of splitIdentifier(w)) {
      const word = normalise(part);
      if (word !== '') out.push(word);
    }
  }
  return out;
}
const SPACES = /\s+/;

/** Every spelling's words, joined by spaces: "max seq len" for `max_seq_len`, `maxSeqLen` and "max seq len". */
const BY_WORDS = new Map<string, Spelling>();
/** CLI flags as written, lower case: `-c`, `--max-old-space-size`, `-xmx`. */
const BY_FLAG = new Map<string, Spelling>();
/** Counted nouns, normalised: "threads" → threads, "pods" → replicas. */
const BY_NOUN = new Map<string, CatalogueQuantity>();
const BY_ID = new Map<string, CatalogueQuantity>();
/** The longest spelling, in words: how far back a phrase is looked for. */
let LONGEST = 1;
/** The words spellings end and start with. */
const LAST_WORDS = new Set<string>();
const FIRST_WORDS = new Set<string>();

for (const line of CATALOGUE.trim().split('\n')) {
  const [id, dims, traits, spellings, nouns, compatible] = line.split('|').map((x) => x.trim());
  const quantity: CatalogueQuantity = {
    id: id!,
    dims: new Set(dims!.split('/') as Dimension[]),
    limit: /\blimit\b/.test(traits!),
    binaryK: /\bbinary-k\b/.test(traits!),
    compatible: new Set((compatible ?? '').split(',').map((x) => x.trim()).filter(Boolean)),
  };
  BY_ID.set(quantity.id, quantity);
  for (const written of spellings!.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [name, unit = ''] = written.split(/:(?=[a-z]+$)/);
    const spelling: Spelling = { quantity, unit };
    if (name!.startsWith('-')) {
      BY_FLAG.set(name!.toLowerCase(), spelling);
      continue;
    }
    const words = wordsOf(name!);
    if (words.length === 0) continue;
    LONGEST = Math.max(LONGEST, words.length);
    LAST_WORDS.add(words[words.length - 1]!);
    FIRST_WORDS.add(words[0]!);
    if (!BY_WORDS.has(words.join(' '))) BY_WORDS.set(words.join(' '), spelling);
  }
  for (const noun of (nouns ?? '').split(',').map((x) => x.trim()).filter(Boolean)) BY_NOUN.set(normalise(noun), quantity);
}
// Compatibility holds both ways.
for (const q of BY_ID.values()) for (const other of q.compatible) (BY_ID.get(other)?.compatible as Set<string> | undefined)?.add(q.id);
/** How many quantities the catalogue knows. */
export function catalogueSize(): number {
  return BY_ID.size;
}

export function catalogueQuantity(id: string): CatalogueQuantity | undefined {
  return BY_ID.get(id);
}

/** The two name one quantity: the same id, or one that may be written as the other ("concurrency" / threads). */
export function sameCatalogueQuantity(a: string, b: string): boolean {
  return a === b || BY_ID.get(a)?.compatible.has(b) === true;
}

/** What a coverage threshold is set on, per tool: Jest's, Vitest's and nyc's `lines`, `branches`, … */
const COVERAGE_METRICS = new Set(['lines', 'branches', 'statements', 'functions']);

/** Words that only say which end of a range a setting is: the bound is read elsewhere (quantities.ts). */
const BOUND_PARTS = new Set(['max', 'min', 'maximum', 'minimum', 'default']);

/**
 * A setting's name or a flag: `max_seq_len`, `maxReplicas`, `server.tomcat.threads.max`, `-Xmx`, `--workers`.
 * `whole` is false when words before the spelling were set aside (`SIDEKIQ_CONCURRENCY`): those say whose it is.
 */
export function spellingOfName(raw: string): NameRead | undefined {
  return readName(raw) ?? undefined;
}

type NameRead = Spelling & { whole: boolean };

/** Names repeat across thousands of discoveries: each is read once. */
const readName = memoize((raw: string): NameRead | null => {
  const name = raw.replace(/^[`'"]+|[`'"]+$/g, '');
  if (name.startsWith('-')) {
    const flag = BY_FLAG.get(name.toLowerCase());
    if (flag) return { ...flag, whole: true };
  }
  const parts = wordsOfRaw(name);
  if (parts.length === 0 || parts.length > 8) return null;
  // The whole name, then without the scopes before it (`spark.executor.memory` is a memory limit).
  for (let i = 0; i < parts.length; i++) {
    const found = BY_WORDS.get(parts.slice(i).join(' '));
    // (`maxReplicas` is whole: "max" is read as the bound.)
    if (found) return { ...found, whole: parts.slice(0, i).every((p) => BOUND_PARTS.has(p)) };
  }
  // `coverageThreshold.global.lines`, `coverage.thresholds.branches`: a coverage threshold per metric; the metric's
  // word stays outside the naming (whole: false), so the lines threshold is not the branches one.
  if (COVERAGE_METRICS.has(parts[parts.length - 1]!) && parts.includes('coverage')) return { ...BY_WORDS.get('coverage threshold')!, whole: false };
  const unbounded = parts.filter((p) => !BOUND_PARTS.has(p));
  if (unbounded.length === parts.length || unbounded.length === 0) return null;
  for (let i = 0; i < unbounded.length; i++) {
    const found = BY_WORDS.get(unbounded.slice(i).join(' '));
    if (found) return { ...found, whole: unbounded.slice(0, i).length === 0 };
  }
  return null;
});

/** One word or name that is a spelling of the quantity `id` or of one it may be written as. */
export function namesQuantity(token: Token, id: string): boolean {
  if (token.kind === 'number' || token.kind === 'punct') return false;
  const found = spellingOfName(token.raw);
  return found !== undefined && found.whole && sameCatalogueQuantity(found.quantity.id, id);
}

export interface Naming {
  quantity: CatalogueQuantity;
  unit: string;
  /** Token indexes of the words that name the quantity: they say what is measured, not whose it is. */
  tokens: number[];
}

/** The words of tokens [from, to), each with the token it comes from. */
function partsOf(tokens: Token[], from: number, to: number): Array<{ word: string; token: number }> {
  const out: Array<{ word: string; token: number }> = [];
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    // A path names a place, not a setting: `packages/worker-7/` has no "workers".
    if (t.kind === 'number' || t.kind === 'punct' || t.raw.includes('/')) continue;
    for (const word of wordsOfRaw(t.raw)) out.push({ word, token: i });
  }
  return out;
}

const wordsOfRaw = memoize(wordsOf);

/**
 * The catalogue quantity a value in tokens [first, last] is the value of, read from the words
 * in [from, to) around it: a flag or a setting's name in the same code span, else the spelling
 * a counted noun right after it, else the spelling nearest before it, else a spelling after it.
 */
export function nameQuantity(tokens: Token[], first: number, last: number, from: number, to: number, counted: readonly string[], written: string): Naming | null {
  // A flag written next to its value: `-c 25`, `--workers 4`, `-Xmx4g`.
  for (let i = Math.max(from, first - 1); i <= last; i++) {
    const t = tokens[i]!;
    const flag = t.kind === 'number' || t.raw.charCodeAt(0) !== 45 ? null : /^(--?[A-Za-z][\w.-]*?)(?:[= ]|(?=\d)|$)/.exec(t.raw);
    if (!flag) continue;
    const found = BY_FLAG.get(flag[1]!.toLowerCase()) ?? (/^-X(mx|ms|ss)/i.test(t.raw) ? BY_FLAG.get(t.raw.slice(0, 4).toLowerCase()) : undefined);
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: [i] };
  }
  // `max_seq_len: 8k`, `Cache-Control: max-age=86400`: the name the value is assigned to in its own code span.
  if (tokens[first]!.kind === 'code') {
    // `JAVA_OPTS=-Xms512m -Xmx2g`: each size is written as its own JVM flag.
    const jvm = /^-X(?:mx|ms|ss)/i.test(written) ? BY_FLAG.get(written.slice(0, 4).toLowerCase()) : undefined;
    if (jvm) return { quantity: jvm.quantity, unit: jvm.unit, tokens: [first] };
    const own = /^([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|\s)/.exec(written);
    const found = own ? spellingOfName(own[1]!) : undefined;
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: found.whole ? [first] : [] };
  }
  // "ten threads": what is counted, right after the number, names it before any word further away.
  for (const noun of counted) {
    const q = BY_NOUN.get(normalise(noun));
    if (q) return { quantity: q, unit: '', tokens: [last] };
  }
  // A name is written right before its value: eight words back at most.
  const spelled = nearestSpelling(partsOf(tokens, Math.max(from, first - 8), first), true);
  if (spelled) return spelled;
  return nearestSpelling(partsOf(tokens, last + 1, Math.min(to, last + 4)), false);
}

function nearestSpelling(parts: Array<{ word: string; token: number }>, fromEnd: boolean): Naming | null {
  const n = parts.length;
  const ends = fromEnd ? LAST_WORDS : FIRST_WORDS;
  for (let k = 0; k < n; k++) {
    const end = fromEnd ? n - 1 - k : k;
    // Most words end (or start) no spelling: one set look-up rules them out.
    if (!ends.has(parts[end]!.word)) continue;
    const longest = Math.min(LONGEST, fromEnd ? end + 1 : n - end);
    const phrases: string[] = [];
    let phrase = '';
    for (let len = 1; len <= longest; len++) {
      const word = parts[fromEnd ? end - len + 1 : end + len - 1]!.word;
      phrase = len === 1 ? word : fromEnd ? `${word} ${phrase}` : `${phrase} ${word}`;
      phrases.push(phrase);
    }
    // The longest spelling ending (before the value) or starting (after it) here.
    for (let len = longest; len >= 1; len--) {
      const found = BY_WORDS.get(phrases[len - 1]!);
      if (!found) continue;
      const slice = fromEnd ? parts.slice(end - len + 1, end + 1) : parts.slice(end, end + len);
      // A token names the quantity when all its words are the spelling's (not `worker_concurrency`'s "worker").
      const whole = (token: number) => parts.every((p) => p.token !== token || slice.includes(p) || BOUND_PARTS.has(p.word));
      return { quantity: found.quantity, unit: found.unit, tokens: [...new Set(slice.map((p) => p.token))].filter(whole) };
    }
  }
  return null;
}
