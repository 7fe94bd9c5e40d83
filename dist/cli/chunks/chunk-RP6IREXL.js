import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ORIGIN_SCOPE,
  checkableLearnings,
  loadSources,
  sourceChanges
} from "./chunk-NKM4OWEV.js";
import {
  painter,
  useColor
} from "./chunk-HSWZZQY7.js";
import {
  parseCommandArgs
} from "./chunk-WISW5F5Q.js";
import {
  openProject
} from "./chunk-MXQ5SG3X.js";

// src/cli/commands/sources.ts
var help = `discoveries sources: list every learning store and agent file found.

Usage: discoveries sources [--json] [--learnings] [--views] [--rescan]

Looks where seed 002 looks, highest priority first: the current folder, then the
git root (in a submodule, also the superproject's root), then the user's home
for skills. Found:
  stores       .axiom/cases.jsonl, .swarm/ideas.jsonl (yellow ideas), a genome
               folder (memories/memories.jsonl, its own git repository),
               point_prompts/*_points.json (prompt points)
  agent files  AGENTS.md and CLAUDE.md (nested ones too; @imports and symlinks
               counted once), .cursor/rules/*.mdc, .github/copilot-instructions.md,
               .claude/skills/*/SKILL.md and .agents/skills/*/SKILL.md
A skill shadows a lower-priority skill of the same name. Each bullet or paragraph
of an agent file that mentions a path is a learning 'discoveries check' checks.
The list is cached for the session (sources.cacheTtlMinutes, default 30; the git
index changing ends it sooner). Configure with 'sources.include' and
'sources.exclude' in .axiom/config.yml.

Options:
  --json        print everything as JSON
  --learnings   also list each learning: file:line, id and text
  --views       also print the views each store renders (swarm learnings.md,
                genome <memories>, the prompt rebuilt from active points)
  --rescan      ignore the cached list and look again

Examples:
  discoveries sources
  discoveries sources --learnings
  discoveries sources --json | jq '.sources[].path'
`;
var FORMAT_LABEL = {
  axiom: "AXIOM store",
  swarm: "swarm ideas",
  genome: "genome",
  "prompt-points": "prompt points",
  "agents-md": "AGENTS.md",
  "claude-md": "CLAUDE.md",
  "cursor-rule": "Cursor rule",
  copilot: "Copilot",
  skill: "skill",
  import: "import",
  markdown: "Markdown"
};
async function run(args, { io }) {
  const { values } = parseCommandArgs(
    "sources",
    args,
    { json: { type: "boolean" }, learnings: { type: "boolean" }, views: { type: "boolean" }, rescan: { type: "boolean" } },
    { max: 0 }
  );
  const project = await openProject(io);
  const loaded = await loadSources({ cwd: io.cwd, env: io.env, now: io.now(), config: project.config, rescan: Boolean(values.rescan) });
  const learnings = checkableLearnings(loaded.sources);
  const message = emptyMessage(loaded, learnings.length);
  if (values.json) {
    io.stdout.write(`${JSON.stringify(toJson(loaded, Boolean(values.learnings), Boolean(values.views), message), null, 2)}
`);
    return 0;
  }
  io.stdout.write(formatSources(loaded, { paint: painter(useColor(io.stdout, io.env)), learnings: Boolean(values.learnings), views: Boolean(values.views), message }));
  return 0;
}
function emptyMessage(loaded, learningCount) {
  const { discovery, sources, failed } = loaded;
  if (sources.length === 0) {
    if (discovery.excluded.length === 0 && failed.length === 0 && discovery.shadowed.length === 0) {
      return `No learning stores or agent files found. Looked in ${discovery.searched.join(", ")}. Add an AGENTS.md, or run 'discoveries init' to start a discovery store.`;
    }
    const parts = [
      discovery.excluded.length > 0 && `${discovery.excluded.length} excluded by sources.exclude`,
      failed.length > 0 && `${failed.length} unreadable`
    ].filter(Boolean);
    const n = discovery.excluded.length + failed.length;
    return `${n} source${n === 1 ? "" : "s"} found, none usable: ${parts.join(", ")}. Change sources.exclude in .axiom/config.yml, or fix the files named above.`;
  }
  if (learningCount === 0) {
    return `${sources.length} source${sources.length === 1 ? "" : "s"} found, none holds a learning to check: an agent file counts only bullets and paragraphs that mention a path, and the stores have no records yet.`;
  }
  return null;
}
function toJson(loaded, withLearnings, withViews, message) {
  const { discovery } = loaded;
  const checkable = checkableLearnings(loaded.sources);
  return {
    cwd: discovery.cwd,
    gitRoot: discovery.gitRoot,
    superproject: discovery.superproject,
    repoRoot: discovery.repoRoot,
    cache: discovery.cache,
    sources: loaded.sources.map((s) => ({
      kind: s.info.kind,
      format: s.info.format,
      path: s.info.path,
      scope: ORIGIN_SCOPE[s.info.origin],
      origin: s.info.origin,
      priority: s.info.priority,
      ...s.info.name ? { name: s.info.name } : {},
      aliases: s.info.aliases,
      ...s.info.importedBy ? { importedBy: s.info.importedBy } : {},
      checked: s.info.checked,
      readOnly: s.info.kind === "agent-file",
      learnings: s.learnings().length,
      summary: s.summary(),
      notes: s.notes(),
      pending: s.ownChanges().map((c) => ({ id: c.id, action: c.action, reason: c.reason })),
      warnings: s.warnings,
      ...withLearnings ? { items: s.learnings() } : {},
      ...withViews ? { views: s.render() } : {}
    })),
    shadowed: discovery.shadowed,
    excluded: discovery.excluded,
    failed: loaded.failed,
    warnings: loaded.warnings,
    learnings: checkable.length,
    pending: sourceChanges(loaded.sources).length,
    message
  };
}
function formatSources(loaded, options) {
  const { paint } = options;
  const { discovery, sources } = loaded;
  const out = [];
  const where = discovery.gitRoot ? `git root ${discovery.gitRoot}${discovery.cwd !== discovery.gitRoot ? `, cwd ${discovery.cwd}` : ""}${discovery.superproject ? `, superproject ${discovery.superproject}` : ""}` : `${discovery.cwd} (not a git repository)`;
  out.push(`${paint.bold("discoveries sources")}: ${sources.length} source${sources.length === 1 ? "" : "s"} (${where})`);
  if (sources.length > 0) {
    out.push("");
    const rows = sources.map((s) => {
      const alias = s.info.aliases.length > 0 ? ` (= ${s.info.aliases.join(", ")})` : "";
      const imported = s.info.importedBy ? ` (imported by ${s.info.importedBy})` : "";
      return { s, head: `${s.info.priority} ${ORIGIN_SCOPE[s.info.origin].padEnd(8)} ${FORMAT_LABEL[s.info.format].padEnd(13)}`, path: `${s.info.path}${alias}${imported}` };
    });
    const width = Math.min(60, Math.max(...rows.map((r) => r.path.length)));
    for (const { s, head, path } of rows) {
      const n = s.info.checked ? s.learnings().length : 0;
      const count = s.info.checked ? `${n} learning${n === 1 ? "" : "s"}` : "not checked";
      out.push(`  ${head} ${path.padEnd(width)}  ${paint.bold(count)} \xB7 ${paint.dim(s.summary())}`);
      if (options.learnings && s.info.checked) {
        for (const l of s.learnings()) {
          const text = l.content.replace(/\s+/g, " ").trim();
          out.push(`      ${paint.dim(`${l.source.path}:${l.line ?? ""}`)} ${l.id} ${paint.dim(l.status)} ${text.length > 100 ? `${text.slice(0, 99)}\u2026` : text}`);
        }
      }
      if (options.views) {
        for (const view of s.render()) {
          out.push(`      ${paint.cyan(view.path ?? view.title)}`);
          for (const line of view.content.trimEnd().split("\n")) out.push(`        ${line}`);
        }
      }
    }
  }
  if (discovery.shadowed.length > 0) {
    out.push("", "Shadowed (a higher-priority skill has the same name):");
    for (const s of discovery.shadowed) out.push(`  ${s.path}  by ${s.by}`);
  }
  if (discovery.excluded.length > 0) {
    out.push("", "Excluded by sources.exclude:");
    for (const e of discovery.excluded) out.push(`  ${e.path}  (${e.pattern})`);
  }
  const pending = sourceChanges(sources);
  if (pending.length > 0) {
    out.push("", "Pending (applied by 'discoveries check'):");
    for (const c of pending) out.push(`  ${c.source.path}:${c.line ?? ""} ${c.id} ${c.action}: ${c.reason}`);
  }
  const notes = sources.flatMap((s) => s.notes().map((n) => ({ n, path: s.info.path })));
  if (notes.length > 0) {
    out.push("", "Notes:");
    for (const { n, path } of notes) out.push(`  ${path}:${n.line ?? ""} ${n.id} ${n.message}`);
  }
  const problems = [...loaded.failed.map((f) => `${f.path}: could not be read: ${f.reason}`), ...loaded.warnings];
  if (problems.length > 0) {
    out.push("");
    for (const w of problems) out.push(`${paint.yellow("warning")}: ${w}`);
  }
  out.push("");
  if (options.message) out.push(options.message);
  else {
    const total = checkableLearnings(sources).length;
    out.push(`${total} learning${total === 1 ? "" : "s"} to check in ${sources.filter((s) => s.info.checked).length} source${sources.length === 1 ? "" : "s"}.`);
  }
  if (discovery.cache.used) out.push(paint.dim(`(list cached ${discovery.cache.ageMinutes} min ago in ${discovery.cache.file}; --rescan looks again)`));
  return `${out.join("\n")}
`;
}
function formatSourceFindings(plan, applied, paint) {
  const out = [];
  if (applied.proposals.length > 0) {
    out.push("", paint.bold("Proposed rewrites") + " (read-only files: nothing was changed; the review PR can offer them):");
    for (const p of applied.proposals) {
      out.push(`  ${p.file}:${p.startLine}${p.endLine !== p.startLine ? `-${p.endLine}` : ""}  ${p.renames.map((r) => `${r.from} \u2192 ${r.to}`).join(", ")}`);
      for (const line of p.before.split("\n")) out.push(`    ${paint.red(`- ${line}`)}`);
      for (const line of p.after.split("\n")) out.push(`    ${paint.green(`+ ${line}`)}`);
    }
  }
  if (plan.notes && plan.notes.length > 0) {
    out.push("", paint.bold("Notes") + ":");
    for (const n of plan.notes) out.push(`  ${n.source.path}:${n.line ?? ""} ${n.id} ${n.message}`);
  }
  const genomeCommits = applied.outcomes.filter((o) => o.commits.length > 0);
  for (const o of genomeCommits) out.push("", `${o.source}: ${o.commits.length} commit${o.commits.length === 1 ? "" : "s"} in its genome repository (${o.commits.map((c) => c.slice(0, 7)).join(", ")})`);
  for (const e of applied.errors) out.push("", `${paint.red("error")}: ${e.source}: ${e.error}`);
  return out.length > 0 ? `${out.join("\n")}
` : "";
}

export {
  help,
  FORMAT_LABEL,
  run,
  emptyMessage,
  formatSources,
  formatSourceFindings
};
