// The names software people give one thing: the word, its clipped forms and the
// synonyms they swap without meaning anything else ("the nav drawer" / "the
// navigation drawer", "prod" / "production", "deps" / "dependencies"). Read as
// one term wherever a word or a part of a name is stemmed (tokens.ts), so the
// subject test (subject.ts) and the candidate index (candidates.ts) both see one
// subject.
//
// Written from how notes and code name things, not from any set of discoveries.
// A short form with a second common sense stays out: "auth" (authentication or
// authorization), "min" (minute or minimum), "sec", "desc", "ref", "spec", "sub",
// "perm", "val", "int", "gen", "res", "ws", "pwd", "tx", "temp" (temperature), "dst"
// (daylight saving), "arr" (revenue), "pic" (the chip), "buf" (the tool), "thumb"
// ("rule of thumb"), "org" (`org.gradle`), and "sync" (a state against "async"
// before it is a name); so do two-word names ("e2e", "UI") and tools, which are
// aliases.ts's and alternatives.ts's. So does the short form of a general word
// ("svc", "err", "props", "src"): in `notify-svc` it says more than "service" would.

import { stem } from './stem.js';

/** One row per thing: the name its canonical term comes from, then every other way to write it. */
const ROWS = `
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

/** Each way of writing a thing, as its stem, mapped to the stem of the thing's canonical name. */
export const COMMON_NAMES: ReadonlyArray<readonly [variant: string, canonical: string]> = ROWS.trim()
  .split('\n')
  .flatMap((row) => {
    const [canonical, variants] = row.split(':') as [string, string];
    const to = stem(canonical.trim());
    return [canonical.trim(), ...variants.trim().split(/\s+/)].map((v) => [stem(v), to] as const);
  });
