import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  compareWithJudge,
  createHttpJudge,
  judgeConfigFromEnv
} from "./chunk-GUPTJF73.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  compareDiscoveries
} from "./chunk-QWBFSEWJ.js";
import "./chunk-DKRBY5OM.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  STORE_OPTION,
  openProject,
  readStore
} from "./chunk-MXQ5SG3X.js";
import "./chunk-LV62HYMS.js";
import "./chunk-2NH5KYNN.js";
import {
  UsageError,
  UserError
} from "./chunk-OILZEQMD.js";
import "./chunk-2SSDQQ7B.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/compare.ts
import { homedir } from "node:os";
import { join } from "node:path";
var help = `discoveries compare: explain whether a newer discovery contradicts an older one.

Usage: discoveries compare "<older>" "<newer>" [--json] [--exit-code] [--judge]

Each argument is the text of a discovery, or the id of one in the store (disc-012).
Prints whether they contradict, which check fired (polarity, modality, value,
substitution, antonym), why, and the words that triggered it; otherwise how the
two relate (duplicate, related, unrelated).

Options:
  --json         print the comparison as JSON
  --exit-code    exit 1 when they contradict
  --judge        ask the language-model judge about pairs the rules call related
                 (needs DISCOVERIES_JUDGE_URL; see DISCOVERIES_JUDGE_MODEL,
                 DISCOVERIES_JUDGE_API_KEY, DISCOVERIES_JUDGE_CACHE)
  --store PATH   case file for ids (default .axiom/cases.jsonl)

Example:
  discoveries compare "Auth tokens expire after 1 hour" "Auth tokens now expire after 24 hours"
`;
var ID = /^[a-z][a-z0-9]*-\d+$/;
async function resolveTexts(io, args, store) {
  if (!args.some((a) => ID.test(a))) return args;
  const project = await openProject(io, store);
  const discoveries = readStore(project);
  return args.map((a) => {
    if (!ID.test(a)) return a;
    const d = discoveries.get(a);
    if (!d) throw new UserError(`compare: no discovery ${a} in the store`, { fix: "pass the discovery's text in quotes, or an id from 'discoveries list'" });
    return d.content;
  });
}
async function run(args, { io }) {
  const { values, positionals } = parseCommandArgs(
    "compare",
    args,
    { json: { type: "boolean" }, "exit-code": { type: "boolean" }, judge: { type: "boolean" }, ...STORE_OPTION },
    { min: 2, max: 2, names: "two discoveries, the older first" }
  );
  const [older, newer] = (await resolveTexts(io, positionals, values.store)).map((t) => t.trim());
  if (!older || !newer) throw new UsageError("compare: a discovery is empty", "pass the two texts in quotes, the older first");
  let result;
  if (values.judge) {
    const cacheHome = io.env.XDG_CACHE_HOME || join(io.env.HOME || homedir(), ".cache");
    const config = judgeConfigFromEnv(io.env, join(cacheHome, "discoveries", "judge-cache.json"));
    if (!config) throw new UsageError("compare: --judge needs DISCOVERIES_JUDGE_URL", "set it to an OpenAI-compatible API, e.g. https://api.openai.com/v1");
    result = await compareWithJudge(older, newer, createHttpJudge(config), config.minOverlap);
  } else {
    result = { ...compareDiscoveries(older, newer), judged: false };
  }
  if (values.json) {
    io.stdout.write(`${JSON.stringify(result, null, 2)}
`);
  } else {
    const paint = painter(useColor(io.stdout, io.env));
    if (result.contradicts) {
      const reason = result.reason.startsWith(`${result.kind}: `) ? result.reason.slice(`${result.kind}: `.length) : result.reason;
      io.stdout.write(`${paint.red("contradiction")} (${result.kind}): ${reason}
`);
      const quote = (words) => words.length > 0 ? words.map((w) => `"${w}"`).join(", ") : "\u2014";
      if (result.triggers.older.length + result.triggers.newer.length > 0) {
        io.stdout.write(`  triggered by: older ${quote(result.triggers.older)}; newer ${quote(result.triggers.newer)}
`);
      }
    } else {
      io.stdout.write(`${paint.green("no contradiction")}: ${result.relation} (overlap ${result.overlap.toFixed(2)})
  ${result.reason}
`);
    }
  }
  return values["exit-code"] && result.contradicts ? 1 : 0;
}
export {
  help,
  run
};
