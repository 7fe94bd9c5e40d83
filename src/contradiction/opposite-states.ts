// Opposite states of software things, by domain: a catalogue written top-down
// from general knowledge of data stores, the web, infrastructure, concurrency,
// APIs, builds, tests, apps and games, and security, not from pairs a check
// missed. Each pair is two states one thing cannot be in at once ("the table is
// append-only" / "rows are updated in place"), so a note saying one and a later
// note saying the other about the same thing disagree. vocabulary.ts reads these
// pairs into ANTONYMS after its own; the antonym check treats them like
// "sync" / "async": two states, neither a negation of the other.
//
// Words are written as the tokenizer reads them: lower case, a compound with
// hyphens. Up to three words are read as one ("updated in place" is
// "updated-in-place", "single AZ" is "single-az"). A word belongs to one pair
// only: a word already in vocabulary.ts's list is not repeated here (a test
// checks). A word this catalogue makes a state is no longer a term of its own,
// so its un-/non- forms are listed with it ("deterministic" and
// "non-deterministic"), or the prefix rule would lose them.
//
// A word that also names a thing or is a verb elsewhere carries a guard:
// - PREDICATIVE: a state only after a state verb ("the CLI is open-source";
//   "open-source tools" names a kind of tool);
// - SITUATED: also after "in", "on", "to", "into", "as", "with" or a form of
//   "use", with an article ("sits in a private subnet", "defaults to dark mode",
//   "uses spot instances"), but not as the sentence's subject ("the public
//   subnet hosts the load balancer").

/** Two compounds per rest whose first parts oppose: `single-az` / `multi-az`, `fixed-size` / `variable-size`. */
function opposedParts(yes: string, no: string[], rests: string): Array<[string, string]> {
  return rests
    .trim()
    .split(/\s+/)
    .map((rest) => [`${yes}-${rest}`, no.map((n) => `${n}-${rest}`).join(' ')]);
}

export const OPPOSITE_STATES: Array<[string, string]> = [
  // Data: how records are laid out, written, kept and found.
  ['normalized normalised', 'denormalized denormalised'],
  ['row-oriented row-store row-based row-wise', 'column-oriented columnar column-store column-based column-wise'],
  ['oltp', 'olap'],
  // Where a consumer with no committed offset starts reading.
  ['earliest-offset earliest-offsets from-earliest', 'latest-offset latest-offsets from-latest'],
  // Held whole before it is passed on: "buffers the whole upload in memory" against "streamed straight to S3".
  // A whole answer in one response against one sent as it is made; a batch job against a streaming one.
  ['batched in-batches batch-mode batch-processed non-streaming buffered fully-buffered buffers-the-whole buffer-the-whole buffers-the-full buffer-the-full buffers-the-entire fully-materialized single-response one-response a-single-response batch-job batch-jobs', 'streamed streams streaming real-time realtime in-real-time stream-processed streaming-mode streaming-job streaming-jobs'],
  ['replicated multi-node highly-available', 'single-node unreplicated standalone'],
  ['hot-storage hot-tier hot-standby', 'cold-storage cold-tier cold-standby archival-storage'],
  // A Kubernetes volume's access mode: mounted read-write by one node (or pod), or by many nodes at once.
  ['readwriteonce readwriteoncepod', 'readwritemany readonlymany'],
  ['utc utc-based timezone-aware tz-aware', 'local-time localtime timezone-naive tz-naive naive'],
  ['hash-partitioned hash-sharded', 'range-partitioned range-sharded'],
  // A table split into partitions or shards, or kept whole (each way of splitting above excludes the whole one).
  ['partitioned sharded', 'unpartitioned non-partitioned unsharded non-sharded'],
  // A field holds one value or many.
  ['single-valued', 'multi-valued multivalued'],
  // Access to data sets and documents: anyone may download, or a committee or owner approves each request.
  ['open-access', 'controlled-access restricted-access closed-access'],
  // Prices and amounts said with the tax in them, or before it is added.
  ['tax-inclusive vat-inclusive gst-inclusive tax-included', 'tax-exclusive vat-exclusive gst-exclusive pre-tax before-tax'],
  // The order tests or items run in: shuffled each run, or the same every time.
  ['random-order randomized-order shuffled-order', 'fixed-order defined-order declaration-order definition-order'],
  ['cursor-based keyset-based keyset', 'offset-based limit-offset offset-pagination'],
  ['schema-on-write', 'schema-on-read'],
  ['first-write-wins first-writer-wins', 'last-write-wins last-writer-wins'],
  // Transaction isolation: the strictest level against the weaker ones it rules out.
  ['serializable serializable-isolation', 'read-committed read-uncommitted'],
  ['row-level-locking row-level-lock row-level-locks row-locks', 'table-level-locking table-level-lock table-level-locks table-locks'],
  // A foreign key whose delete removes the rows that point at it, or is refused while they exist.
  ['on-delete-cascade cascade-delete cascading-delete cascading-deletes', 'on-delete-restrict on-delete-no-action'],
  // Files kept on the machine's own disk, or in a store reached over the network.
  ['local-disk local-storage local-filesystem on-local-disk', 'remote remote-storage object-storage network-storage'],
  ['newest-first latest-first reverse-chronological', 'oldest-first chronological'],
  ['exact', 'approximate approximated'],
  ['local-first offline-first', 'online-only server-only'],
  ['deduplicated deduped', 'duplicated'],
  ['write-heavy write-mostly', 'read-heavy read-mostly'],
  ['schema-enforced schemaful', 'schemaless schema-less'],
  ['surrogate-key surrogate-keys', 'natural-key natural-keys'],
  // Identifiers handed out in order, or drawn at random: "sequential integers" / "random UUIDv4 values".
  ['auto-increment auto-incrementing autoincrement sequential-ids sequential-id sequential-integers sequential-integer sequential-numbers incrementing-ids monotonic-ids', 'uuid-based random-ids random-id random-uuids random-uuid random-uuidv4 uuidv4 uuid-v4 random-identifiers random-strings'],
  // How a lookup matches: the whole key, or also keys that start with it, contain it or are spelled near it.
  ['exact-match exact-matching exact-matched', 'fuzzy-match fuzzy-matching fuzzy-matched prefix-match prefix-matching prefix-matched substring-match substring-matching wildcard-matching fuzzy'],
  ['strongly-typed', 'loosely-typed weakly-typed'],
  ['bidirectional bi-directional two-way', 'unidirectional uni-directional one-way'],
  ['centralized centralised', 'decentralized decentralised'],
  // State kept as the events that led to it, or as the current row.
  ['event-sourced', 'crud-based crud-style'],
  // How records are shaped, copied and written: "emits structured JSON logs" / "writes plain-text logs".
  ['structured json-formatted structured-logs structured-logging', 'unstructured plain-text free-form'],
  ['shallow-copy shallow-copies shallow-copied shallow-merge', 'deep-copy deep-copies deep-copied deep-cloned deep-merge'],
  ['physical-replication', 'logical-replication'],
  ['atomic atomically', 'non-atomic nonatomic'],
  ['sparse', 'dense'],
  ['nested', 'flat flattened'],

  // Web: where pages render, how sessions and requests are made.
  // A form or app on one page, or split over several steps (a wizard).
  ['single-page spa one-page single-screen', 'multi-page mpa multi-step multistep multi-screen'],
  ['cookie-based cookie-backed', 'token-based jwt-based header-based bearer-based'],
  ['same-origin same-site', 'cross-origin cross-site'],
  ['first-party', 'third-party'],
  ['dark-mode dark-theme dark-appearance', 'light-mode light-theme light-appearance'],
  // Service-worker strategies: the cache answers first, or the network does.
  ['cache-first cache-only', 'network-first network-only'],
  ['mobile-first', 'desktop-first'],
  ['hash-mode hash-history hash-routing hash-router', 'history-mode browser-history history-router html5-history'],
  ['left-to-right ltr', 'right-to-left rtl'],
  // Where a page or a response is made: at the CDN's edge or at the origin.
  ['at-the-edge edge-rendered on-the-edge', 'at-the-origin origin-rendered on-the-origin'],
  // Images and icons: pixels, or shapes drawn at any size.
  ['raster rasterized bitmap bitmaps', 'vector vectorized'],
  // Mobile apps: native views, or a web page in a WebView.
  ['native-app native-ui fully-native', 'webview-based webview-wrapped hybrid-app'],
  ['left-aligned', 'right-aligned'],
  ['sticky sticky-sessions session-affinity', 'non-sticky round-robin'],
  ['pixel-based px-based', 'rem-based em-based'],
  ['camelcase camel-case', 'snake-case snakecase'],
  ['single-quotes single-quoted', 'double-quotes double-quoted'],
  ['tab-indented tab-indentation indented-with-tabs', 'space-indented space-indentation indented-with-spaces'],
  ['crlf windows-line-endings', 'lf unix-line-endings'],
  ['human-readable', 'machine-readable json-output'],
  // JavaScript module systems: ES modules against CommonJS or a classic script.
  ['esm es-module es-modules ecmascript-modules', 'commonjs cjs classic-script'],
  // A dialog that blocks the page behind it, and one that does not.
  ['modal', 'modeless non-modal'],
  // A cookie scripts cannot read, and one they can.
  ['httponly http-only', 'readable-from-js readable-by-js js-readable'],

  // Infrastructure: where and how things run.
  ['active-active multi-active', 'active-passive active-standby primary-standby'],
  ['spot spot-instances spot-instance spot-vms spot-nodes spot-capacity preemptible', 'on-demand-instances on-demand-instance on-demand-nodes on-demand-capacity'],
  ['public-subnet public-subnets', 'private-subnet private-subnets'],
  ['managed-service fully-managed managed-database managed-instance github-hosted', 'self-hosted self-managed selfhosted on-prem on-premises on-premise'],
  ['autoscaled auto-scaled autoscaling', 'fixed-capacity statically-provisioned manually-scaled'],
  ['rootless unprivileged non-root', 'privileged rootful as-root'],
  ['in-process', 'out-of-process'],
  // Where code runs on one machine: in the kernel or as an ordinary process.
  ['kernel-space in-kernel kernel-mode kernelspace', 'user-space userspace user-mode userland'],
  // Load balancers and proxies: the layer they route at.
  ['layer-4 l4 layer-4-proxy tcp-proxy', 'layer-7 l7 layer-7-proxy http-proxy'],

  // How long one instance lives and who shares it (dependency injection, services, fixtures): one for the whole app,
  // or one per request, scene or injection.
  // Also written as how often it is made: "is created once", "is instantiated per connection".
  ['singleton singletons shares-one-instance share-one-instance application-wide-singleton app-wide-singleton one-shared-instance created-once instantiated-once constructed-once initialized-once', 'per-request per-scene per-screen per-component per-injection per-call per-session request-scoped prototype-scoped transient-scoped instance-per-request new-instance-per per-connection per-thread per-job per-message per-socket'],
  // Test fixtures built once for a session or module, or again for every test.
  ['session-scoped module-scoped package-scoped class-scoped', 'function-scoped test-scoped per-test'],
  // Serverless and JIT start-up: ready to serve, or started on the first request.
  ['warm-start warm-starts prewarmed pre-warmed', 'cold-start cold-starts'],
  ['provisioned-capacity provisioned-mode provisioned-throughput', 'on-demand-mode on-demand-billing pay-per-request'],
  // Control that reads its own output, and control that does not.
  ['closed-loop', 'open-loop'],
  ['zonal', 'regional'],
  ['ipv4-only', 'ipv6-only dual-stack'],
  ['scale-to-zero scales-to-zero', 'always-on always-warm'],
  ['agent-based', 'agentless'],
  ['blue-green', 'rolling rolling-update rolling-updates'],
  ['production-mode prod-mode', 'development-mode dev-mode'],
  ['live-mode', 'test-mode'],
  ['containerized containerised dockerized', 'bare-metal'],
  ['declarative declaratively', 'imperative imperatively'],
  ['monolith monolithic', 'microservices microservice-based'],
  ['on-a-schedule cron-based cron-driven cron-triggered', 'on-every-push on-push push-triggered'],
  // Which side of a network boundary something runs on: "runs inside the VPC" / "runs outside the VPC".
  ...opposedParts('inside', ['outside'], 'the-vpc vpc the-cluster the-firewall the-network the-mesh the-perimeter'),

  // Concurrency: how work shares time and memory.
  ['preemptive preemptively', 'cooperative cooperatively non-preemptive'],
  ['lock-free lockless wait-free', 'lock-based mutex-based mutex-protected mutex-guarded lock-protected'],
  // A background worker (a Web Worker, a worker isolate) is off the main thread as a background thread is.
  ['main-thread ui-thread message-thread event-dispatch-thread', 'background-thread background-threads worker-thread worker-threads off-main-thread background-worker background-workers web-worker web-workers worker-isolate'],
  ['foreground', 'background'],
  ['same-process', 'separate-process'],
  ['same-transaction single-transaction one-transaction', 'separate-transaction separate-transactions own-transaction'],
  // An SQS queue is FIFO or standard (best-effort order).
  ['fifo first-in-first-out fifo-queue fifo-queues', 'lifo last-in-first-out standard-queue standard-queues standard-sqs-queue'],
  ['stack-allocated on-the-stack', 'heap-allocated on-the-heap'],
  ['by-value pass-by-value', 'by-reference pass-by-reference by-ref'],
  // Swift and C# types: copied on assignment or shared.
  ['value-type value-types value-class value-classes value-semantics', 'reference-type reference-types handle-class handle-classes reference-semantics'],
  ['thread-per-request', 'event-loop event-loop-based'],
  ['shared-memory', 'message-passing'],
  ['stackful', 'stackless'],
  // Safe to use from many threads at once, said as a compound or in words ("is safe for concurrent use", "isn't safe
  // for concurrent access"); a denial of either reads against the other side's compound as "not thread-safe".
  ['thread-safe threadsafe goroutine-safe concurrency-safe concurrent-safe safe-for-concurrent safe-for-concurrency safe-for-multithreaded', 'thread-unsafe non-thread-safe not-thread-safe goroutine-unsafe concurrency-unsafe unsafe-for-concurrent'],
  // Types and values in code: what may be overridden or instantiated, who owns a value.
  ['abstract', 'concrete'],
  ['final non-overridable', 'overridable'],
  ['owned', 'borrowed'],
  ['green-threads user-space-threads', 'os-threads native-threads kernel-threads'],
  ['edge-triggered', 'level-triggered'],
  ['cpu-bound compute-bound', 'io-bound memory-bound network-bound'],
  ['best-effort', 'guaranteed'],

  // APIs and behaviour over time.
  ['breaking', 'backward-compatible backwards-compatible non-breaking'],
  // A gRPC method answers once or streams.
  ['unary unary-rpc unary-call', 'server-streaming client-streaming bidi-streaming bidirectional-streaming'],
  ['at-build-time at-compile-time at-comptime build-time compile-time', 'at-runtime at-run-time runtime run-time'],
  ['on-every-request on-each-request', 'at-startup on-startup once-at-startup'],
  ['global globally-scoped cluster-wide fleet-wide', 'per-user per-tenant per-client per-ip per-process per-instance node-local process-local instance-local worker-local thread-local replica-local pod-local local-to-each'],
  ['exponential exponentially exponential-backoff', 'linear-backoff constant-backoff fixed-backoff fixed-delay constant-delay'],
  ['top-down', 'bottom-up'],
  ['breadth-first', 'depth-first'],
  ['fine-grained', 'coarse-grained'],
  ['deny-by-default default-deny', 'allow-by-default default-allow'],
  ['allow-all', 'deny-all'],
  // A function that changes nothing outside it, and one that does; a thing kept, and one thrown away.
  ['pure side-effect-free', 'impure side-effecting'],
  ['permanent permanently', 'temporary temporarily'],
  ['hardcoded hard-coded', 'configurable'],
  ['explicit explicitly', 'implicit implicitly'],
  ['transparent', 'opaque'],

  // Builds and code.
  ['debug-mode debug-build debug-configuration', 'release-mode release-build release-configuration'],
  ['monorepo mono-repo', 'polyrepo poly-repo multi-repo multirepo'],
  
  // Tracked by git or not: "checked into git", "listed in `.gitignore`", "ignored by git".
  ['vendored checked-in committed checked-into-git committed-to-git', 'gitignored git-ignored uncommitted in-.gitignore ignored-by-git'],
  // A full run does all of it again: a full export, sync or reindex is not an incremental one. Not "full backup":
  // nightly incremental and weekly full backups are one scheme, not two claims.
  ['incremental incrementally delta-updates delta-update delta-patches delta-patch delta-based differential diff-based', 'non-incremental from-scratch full-rebuild full-rebuilds clean-build clean-builds fully-rebuilt rebuilt-from-scratch full-refresh full-export full-exports full-sync full-syncs full-load full-reindex full-scan full-image full-images full-download full-downloads'],
  ['prebuilt precompiled pre-built', 'built-from-source compiled-from-source from-source'],
  ['jit just-in-time', 'aot ahead-of-time'],
  ['shallow-clone shallow-clones shallow-checkout', 'full-clone full-clones full-history'],
  ['open-source', 'closed-source proprietary'],
  ['hot-reload hot-reloads hot-reloading', 'full-reload full-reloads full-page-reload'],
  ['watch-mode', 'single-run one-shot run-once'],
  ['cross-compiled', 'built-natively natively-built'],
  ['cross-platform', 'platform-specific'],
  ['compiled', 'interpreted'],

  // Tests.
  ['deterministic deterministically', 'flaky non-deterministic nondeterministic random randomized randomly stochastic'],
  ['hermetic', 'non-hermetic network-dependent'],
  ['black-box', 'white-box'],
  ['property-based', 'example-based'],

  // Apps, games and devices.
  ['portrait portrait-only portrait-mode', 'landscape landscape-only landscape-mode'],
  ['fixed-point', 'floating-point'],
  ['retained-mode', 'immediate-mode'],
  ['deferred-rendering deferred-shading', 'forward-rendering forward-shading'],
  ['hardware-accelerated gpu-accelerated gpu-enabled cuda-enabled cuda-support gpu-support with-cuda', 'software-rendered cpu-only'],
  ['orthographic orthographic-projection', 'perspective-projection perspective-camera'],
  ['active-low', 'active-high'],
  ['pull-up', 'pull-down'],
  ['open-drain', 'push-pull'],
  ['msb-first', 'lsb-first'],
  ['mono monophonic', 'stereo'],
  // Encoders: a constant bit rate or a variable one.
  ['cbr constant-bitrate constant-bit-rate', 'vbr variable-bitrate variable-bit-rate'],
  // Network messages delivered for sure and in order, or sent once and maybe lost (game RPCs, UDP channels).
  ['reliable reliably reliable-delivery guaranteed-delivery', 'unreliable unreliably'],
  ['interleaved', 'planar'],
  // A link that sends both ways at once, or one way at a time; signals in levels or in numbers.
  ['full-duplex', 'half-duplex simplex'],
  ['analog analogue', 'digital'],
  // Inverters on a power grid: following the grid's voltage, or forming it.
  ['grid-following grid-following-mode', 'grid-forming grid-forming-mode'],
  ['greedy', 'non-greedy'],
  ['recursive recursively', 'iterative iteratively non-recursive'],
  // Models: weights and activations in fewer bits, or full 32-bit floats; the layers' training or inference behaviour.
  ['mixed-precision fp16 bf16 half-precision quantized int8', 'full-precision fp32 single-precision'],
  ['eval-mode inference-mode', 'train-mode training-mode'],
  ['channels-first', 'channels-last'],

  // Security.
  ['symmetric', 'asymmetric'],
  // A command that asks before it acts, and one that runs unattended (CI, scripts).
  ['interactive interactively', 'non-interactive noninteractive non-interactively unattended'],
  ['reversible undoable can-be-undone can-be-reverted revertible', 'irreversible cannot-be-undone cannot-be-reverted non-reversible'],
  // Done at once, or put off to a later point (SQL constraint checks, logging, writes).
  ['immediate', 'deferred deferred-mode'],

  // Counts of one thing against many: one zone or several, one writer or several.
  ...opposedParts('single', ['multi', 'multiple'], `az zone region cluster account host instance process core user writer reader producer
    consumer primary master leader stage arch platform line window`),
  ...opposedParts('fixed', ['variable'], 'timestep time-step step size length width rate frame-rate delta dt frame-delta'),
  ...opposedParts('hard', ['soft'], 'limit limits cap quota fail failure real-time deadline deadlines constraint constraints requirement requirements dependency dependencies'),
  // Subscriptions confirmed by a second step (an emailed link), or by the first alone.
  ...opposedParts('double', ['single'], 'opt-in opt-ins'),
  ...opposedParts('strong', ['weak'], 'reference references ref refs'),
  ...opposedParts('high', ['low'], 'cardinality priority latency'),
  ...opposedParts('long', ['short'], 'polling running'),
  ...opposedParts('server', ['client'], 'driven generated validated component components'),
  // "The server is authoritative for the match timer": also the side written before "is authoritative".
  ['server-authoritative server-is-authoritative', 'client-authoritative client-is-authoritative'],
];

/** Words of the pairs above that are states only after a state verb (their other senses name a kind of thing). */
export const PREDICATIVE_STATES = new Set(
  `oltp olap streaming real-time realtime standalone naive exact approximate approximated single-page spa multi-page mpa
  same-origin same-site cross-origin cross-site first-party third-party breaking global globally-scoped per-user per-tenant per-client per-ip committed
  flaky open-source closed-source proprietary symmetric asymmetric landscape portrait
  foreground background duplicated analog analogue digital simplex immediate deferred one-page single-screen multi-step multistep multi-screen zonal regional guaranteed sticky fuzzy
  structured unstructured pure impure permanent temporary mono stereo greedy
  sparse dense nested flat flattened hardcoded hard-coded configurable transparent opaque compiled interpreted abstract concrete final owned borrowed atomic interleaved planar rolling
  random randomized stochastic modal interactive reliable unreliable per-request per-scene per-screen per-component per-injection per-call per-connection per-thread per-job per-message per-socket
  per-session session-scoped module-scoped package-scoped class-scoped function-scoped test-scoped per-test warm-start warm-starts
  cold-start cold-starts remote serializable partitioned sharded open-access build-time compile-time runtime run-time esm cjs raster bitmap bitmaps vector recursive iterative quantized int8 fp16 bf16 fp32`
    .trim()
    .split(/\s+/),
);

/** Words of the pairs above that are states also after "in", "on", "to", "as", "with" or "use" ("sits in a private subnet"). */
export const SITUATED_STATES = new Set(
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
  deferred-mode singleton singletons local-disk local-storage local-filesystem remote-storage object-storage network-storage`
    .trim()
    .split(/\s+/),
);

/**
 * States of two different pairs that one thing cannot hold at once: a nullable field is not a required one, a shared
 * cache is not a per-process one, strict evaluation is not lazy, a single process does not build in parallel. Each
 * state keeps its own pair ("nullable" / "non-nullable", "required" / "optional"); polarity.ts reads a clause with a
 * first state against one with the second as denying it. Written top-down like the pairs above. Each line:
 * [words of the first state, words of the second, optional words one of the two texts must write for the two to meet
 * ("static" and "shared" exclude each other only as kinds of library or linking)]. Words are antonym-list words (a
 * test checks), written as the tokenizer joins them.
 */
export const EXCLUDING_STATES: Array<[string, string, string?]> = [
  // A field or column: one that may hold null is not one that must be given, and one that may not is not optional.
  ['nullable', 'required mandatory compulsory'],
  ['non-nullable non-null notnull not-null', 'optional'],
  // Something that must be on is not off: "TLS is mandatory" / "TLS is disabled on the cluster".
  ['required mandatory compulsory', 'disabled off'],
  // One copy every process sees, or a copy of each process, node or disk of its own.
  ['shared', 'per-process per-instance node-local process-local instance-local worker-local thread-local replica-local pod-local local-to-each local-disk local-storage local-filesystem on-local-disk'],
  // A queue or lock held by one consumer is not one several share.
  ['exclusive', 'shared', 'queue queues lock locks consumer consumers'],
  // A table split by hash or range is partitioned.
  ['hash-partitioned hash-sharded range-partitioned range-sharded', 'unpartitioned non-partitioned unsharded non-sharded'],
  // A FIFO queue hands out the oldest first, a LIFO one the newest.
  ['fifo first-in-first-out fifo-queue fifo-queues', 'newest-first latest-first'],
  ['lifo last-in-first-out', 'oldest-first'],
  // An app that works offline is not online-only.
  ['offline air-gapped airgapped', 'online-only'],
  // Evaluation: strict (evaluated when bound) against lazy (when first needed).
  ['strict', 'lazy lazily'],
  // One process or consumer does nothing in parallel (one thread may: an event loop serves requests concurrently).
  ['single-process single-consumer', 'parallel parallelized concurrently in-parallel'],
  // A call's waiting: a synchronous one makes its caller wait (it is not non-blocking), an asynchronous one does not
  // (it is not blocking). Not "advisory" / "warn-only": a check that does not block a merge says nothing of a call.
  ['sync synchronous synchronously', 'non-blocking nonblocking returns-immediately never-blocks never-waits never-wait returns-at-once'],
  ['async asynchronous asynchronously fire-and-forget', 'blocking blocks-until block-until blocked-until blocks-the-caller blocks-callers blocks-the-calling blocks-the-thread blocks-the-main blocks-the-event blocks-the-ui waits-until wait-until waits-for-the'],
  // Kinds of library and of import: a static library is not a shared one, a static import is not lazy.
  ['static statically', 'shared', 'library libraries lib linked linking link so dylib dll'],
  ['static statically', 'lazy-loaded lazily-loaded lazy-load lazy-loading lazily lazy', 'import imports imported importing'],
];
