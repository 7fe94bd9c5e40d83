import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  mergeCaseFiles,
  mergeCounterFiles,
  mergeViewFiles
} from "./chunk-M2IGPP53.js";
import {
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UsageError
} from "./chunk-OILZEQMD.js";
import "./chunk-JK46EHK2.js";
import "./chunk-PLPO5PBA.js";

// src/cli/commands/merge-driver.ts
import { readFileSync } from "node:fs";
var help = `discoveries merge-driver: git's merge driver for the discovery store (internal).

Usage: discoveries merge-driver cases|counters|view BASE OURS THEIRS [PATH]

Registered by 'discoveries init' in .gitattributes and the local git config.
Records are merged by id; discoveries both branches created under the same id are
renumbered (theirs gets the next free id) with their references; counters only grow;
generated views take every entry of both sides (the next write regenerates them).
`;
var read = (path) => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
};
async function run(args, { io }) {
  const [kind, base, ours, theirs, path] = args;
  if (kind !== "cases" && kind !== "counters" && kind !== "view" || !base || !ours || !theirs) {
    throw new UsageError("merge-driver: expected cases|counters|view BASE OURS THEIRS [PATH]", "let 'discoveries init' configure git");
  }
  const oursText = read(ours);
  if (kind === "view") {
    writeFileAtomic(ours, mergeViewFiles(oursText, read(theirs)));
    return 0;
  }
  if (kind === "counters") {
    writeFileAtomic(ours, mergeCounterFiles(read(base), oursText, read(theirs)));
    return 0;
  }
  const result = mergeCaseFiles(read(base), oursText, read(theirs), oursText.includes("\r\n") ? "\r\n" : "\n");
  writeFileAtomic(ours, result.text);
  const name = path ?? "the store";
  for (const r of result.renumbered) io.stderr.write(`discoveries: ${name}: both sides created ${r.from}; theirs is now ${r.to}
`);
  if (result.conflicts.length > 0) {
    io.stderr.write(`discoveries: ${name}: kept both versions of ${result.conflicts.join(", ")}; resolve by hand, then run 'discoveries doctor'
`);
    return 1;
  }
  return 0;
}
export {
  help,
  run
};
