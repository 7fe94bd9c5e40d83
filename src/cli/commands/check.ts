// `discoveries check`: finds the discoveries the code has moved away from and
// prints (or applies) the review plan. The plan is the same value the hooks and
// the Action build; this module only loads the store, prints and applies.

import { UsageError, UserError } from '../../errors.js';
import { runGit } from '../../git/exec.js';
import { outdatedOptions } from '../../config.js';
import type { CommitRef, Evidence, PlanChange, Policy, ReviewPlan } from '../../plan/types.js';
import type { ApplyOutcome } from '../../store/learnings.js';
import { applySourcesPlan, checkSources, type SourcesCheck } from '../../sources/check.js';
import { projectStoreRef } from '../../store/paths.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { painter, useColor, type Io, type Painter } from '../io.js';
import { openProject, readStore, STORE_OPTION } from '../project.js';
import { formatSourceFindings } from './sources.js';
import { quoted } from '../../text/quote.js';

export const help = `discoveries check: find discoveries that code changes made outdated.

Usage: discoveries check [options]

For every active discovery, looks at the commits since it was written or last
validated (its anchor commit), finds the ones that changed what it mentions,
grades the evidence and applies the review plan: outdated discoveries are
marked outdated (with the reason and the commit), renamed paths are rewritten,
outdated discoveries nobody reviewed for a while are archived.

Every learning source is checked at once ('discoveries sources' lists them):
the discovery store, swarm ideas, genome memories (each change a commit in the
genome), prompt points, and agent files (AGENTS.md, CLAUDE.md, Cursor rules,
Copilot instructions, skills), which are reported with file:line and never
changed: for a renamed path a rewrite is proposed instead.

Options:
  --dry-run            print the plan, change nothing
  --json               print the plan as JSON (the same value the hooks and the Action use)
  --range A..B         only count commits in A..B; B's tree is "now" (default: each anchor..HEAD)
  --policy NAME        graded (default: only strong evidence flips) or strict (any change to a mentioned file flips)
  --fail-on outdated   exit 1 when a discovery is (or would be) marked outdated: for CI
  --store PATH         case file (default .axiom/cases.jsonl)

Evidence, strongest first: deleted, renamed, anchor-changed, rewritten, touched, unresolved.
Exit codes: 0 ok, 1 outdated discoveries with --fail-on outdated, 2 usage or input error.

Examples:
  discoveries check --dry-run
  discoveries check --range origin/main..HEAD --fail-on outdated
  discoveries check --json > plan.json
`;

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs(
    'check',
    args,
    {
      'dry-run': { type: 'boolean' },
      json: { type: 'boolean' },
      range: { type: 'string' },
      policy: { type: 'string' },
      'fail-on': { type: 'string' },
      ...STORE_OPTION,
    },
    { max: 0 },
  );
  if (values['fail-on'] !== undefined && values['fail-on'] !== 'outdated') {
    throw new UsageError(`check: --fail-on takes 'outdated', not '${values['fail-on']}'`, 'pass --fail-on outdated');
  }
  if (values.policy !== undefined && values.policy !== 'graded' && values.policy !== 'strict') {
    throw new UsageError(`check: --policy must be graded or strict, not '${values.policy}'`);
  }
  if (values.range !== undefined && !values.range.includes('..')) {
    throw new UsageError(`check: --range takes A..B, not '${values.range}'`, 'e.g. --range origin/main..HEAD');
  }

  const project = await openProject(io, values.store);
  if (!project.gitRoot) throw new UserError(`${io.cwd} is not inside a git repository`, { fix: 'run discoveries check in a clone of the repository' });
  const options = outdatedOptions(project.config, values.policy as Policy | undefined);
  const store = readStore(project);
  const problems = store.blockingProblems();
  if (problems.length > 0 && !values['dry-run']) store.assertWritable();

  // Every source at once: the discovery store, swarm ideas, genome memories, prompt points, agent files.
  const progress = startProgress(io, Boolean(values.json));
  let check: SourcesCheck;
  try {
    check = await checkSources({
      cwd: io.cwd,
      env: io.env,
      now: io.now(),
      config: project.config,
      store: projectStoreRef(project.paths),
      options,
      range: values.range ?? null,
      warnings: problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`),
      onPhase: progress.phase,
    });
  } finally {
    progress.stop();
  }
  const { plan } = check;

  // Without changes to write (or with --dry-run), read-only files still say what rewrite they would accept.
  const writes = !values['dry-run'] && plan.changes.some((c) => c.action !== 'review');
  const applied = await applySourcesPlan(check, { now: io.now(), env: io.env, dryRun: !writes });

  if (values.json) {
    io.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
  } else {
    const links = await commitLinker(project.gitRoot, io.env);
    const paint = painter(useColor(io.stdout, io.env));
    io.stdout.write(formatReport(plan, { paint, links, dryRun: Boolean(values['dry-run']), applied: writes ? applied : null }));
    io.stdout.write(formatSourceFindings(plan, applied, paint));
  }
  const outdates = plan.changes.some((c) => c.from === 'active' && c.to === 'outdated');
  return values['fail-on'] === 'outdated' && outdates ? 1 : 0;
}

const LABEL: Record<PlanChange['action'], string> = {
  outdate: 'outdated',
  supersede: 'superseded',
  rewrite: 'rewrite',
  archive: 'archived',
  link: 'linked',
  review: 'review',
};

export function formatReport(
  plan: ReviewPlan,
  options: { paint: Painter; links: (sha: string) => string | null; dryRun: boolean; applied: ApplyOutcome | null },
): string {
  const { paint, links } = options;
  const out: string[] = [];
  const checked = plan.checked;
  const head = plan.head ? plan.head.slice(0, 7) : 'no commits';
  const attention = plan.changes.length;
  out.push(
    `${paint.bold('discoveries check')}: ${attention === 0 ? 'nothing to report' : `${attention} discover${attention === 1 ? 'y needs' : 'ies need'} attention`}` +
      ` (${checked ? `${checked.learnings} active checked against ${checked.commits} commit${checked.commits === 1 ? '' : 's'}, ` : ''}${plan.policy} policy, ${plan.range ? `range ${plan.range}` : `HEAD ${head}`})`,
  );
  for (const change of plan.changes) {
    const colour = change.action === 'outdate' || change.action === 'supersede' ? paint.red : change.action === 'review' ? paint.yellow : paint.cyan;
    out.push('');
    out.push(`${paint.bold(change.id)}  ${colour(LABEL[change.action])}  ${paint.dim(quoted(change.content))}`);
    const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
    const since = change.since ? ` · checked since ${change.since.commit ? change.since.commit.slice(0, 7) : 'the first commit'} (${change.since.via})` : '';
    out.push(`  ${paint.dim(`${where}${since}`)}`);
    if (change.evidence.length === 0) out.push(`  ${change.reason}`);
    for (const evidence of change.evidence) out.push(`  ${evidenceLine(evidence, paint, links)}`);
    if (change.rewrite && change.rewrite.renames.length > 0) out.push(`  ${paint.cyan('→')} ${quoted(change.rewrite.content)}`);
  }
  if (plan.warnings.length > 0) {
    out.push('');
    for (const w of plan.warnings) out.push(`${paint.yellow('warning')}: ${w}`);
  }
  out.push('');
  const willChange = plan.changes.filter((c) => c.action !== 'review' && c.action !== 'link').length;
  if (options.dryRun) {
    out.push(willChange > 0 ? `Dry run: ${willChange} change${willChange === 1 ? '' : 's'} not applied (run without --dry-run to apply).` : 'Dry run: nothing would change.');
  } else if (options.applied) {
    const count = (actions: string[]) => options.applied!.applied.filter((a) => actions.includes(a.action)).length;
    const parts = [
      [count(['outdate', 'supersede']), 'marked outdated'],
      [count(['rewrite']), 'rewritten'],
      [count(['archive']), 'archived'],
      [count(['link']), 'linked'],
    ]
      .filter(([n]) => (n as number) > 0)
      .map(([n, what]) => `${n} ${what}`);
    const skipped = options.applied.skipped.map((s) => `${s.id} (${s.reason})`);
    out.push(`Applied: ${parts.length > 0 ? parts.join(', ') : 'nothing'}.${skipped.length > 0 ? ` Skipped: ${skipped.join(', ')}.` : ''}`);
  } else if (attention > 0) {
    out.push('Nothing changed: the findings above are for review.');
  }
  return `${out.join('\n')}\n`;
}

const KIND_WIDTH = 'anchor-changed'.length;

function evidenceLine(evidence: Evidence, paint: Painter, links: (sha: string) => string | null): string {
  const kind = evidence.kind.padEnd(KIND_WIDTH);
  const strong = evidence.kind === 'deleted' || evidence.kind === 'anchor-changed' || evidence.kind === 'rewritten';
  const first: CommitRef | undefined = evidence.commits[0];
  const link = first ? links(first.sha) : null;
  return `${strong ? paint.red(kind) : evidence.kind === 'renamed' ? paint.cyan(kind) : paint.yellow(kind)}  ${evidence.summary}${link ? `  ${paint.dim(link)}` : ''}`;
}


/** Commit URLs for origin when it is on a known host. */
async function commitLinker(cwd: string, env: NodeJS.ProcessEnv): Promise<(sha: string) => string | null> {
  const result = await runGit(['config', '--get', 'remote.origin.url'], { cwd, env, allowFailure: true });
  const base = result.code === 0 ? webUrl(result.stdout.trim()) : null;
  if (!base) return () => null;
  const path = base.host === 'bitbucket.org' ? 'commits' : base.host.includes('gitlab') ? '-/commit' : 'commit';
  return (sha) => `${base.url}/${path}/${sha}`;
}

/** `git@github.com:o/r.git`, `https://github.com/o/r`, `ssh://git@gitlab.com/g/s/r.git` → the web URL. */
export function webUrl(remote: string): { host: string; url: string } | null {
  const match = /^(?:[a-z+]+:\/\/)?(?:[^@/]+@)?([^/:]+)(?::\d+)?[:/](.+?)(?:\.git)?\/?$/.exec(remote);
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  if (!['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org'].includes(host)) return null;
  return { host, url: `https://${host}/${match[2]}` };
}

/** Phase names on stderr, only on a terminal, only once the check has run for a second. */
function startProgress(io: Io, json: boolean): { phase: (name: string) => void; stop: () => void } {
  const enabled = !json && io.stderr.isTTY && io.stdout.isTTY;
  let current = 'starting';
  let shown = false;
  const timer = enabled
    ? setTimeout(() => {
        shown = true;
        io.stderr.write(`\rdiscoveries check: ${current}…\u001b[K`);
      }, 1000)
    : null;
  return {
    phase: (name) => {
      current = name;
      if (shown) io.stderr.write(`\rdiscoveries check: ${current}…\u001b[K`);
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      if (shown) io.stderr.write('\r\u001b[K');
    },
  };
}

