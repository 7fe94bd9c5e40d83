// What people read: the review PR's title, body and commit message, the sticky
// PR comment, the job summary. Pure functions of the review plan; every piece of
// discovery text goes through markdown.ts.

import { OUTDATING } from '../src/plan/build.js';
import type { Evidence, PlanChange, ReviewPlan } from '../src/plan/types.js';
import type { RewriteProposal } from '../src/sources/index.js';
import { code, inline, link, literal, table } from './markdown.js';

/** GitHub refuses PR bodies and comments longer than this. */
export const GITHUB_BODY_LIMIT = 65_536;

export interface RenderContext {
  /** `https://github.com/owner/repo` */
  repoUrl: string;
  storePath: string;
  markdownPath: string;
  base: string;
  /** The job's run page, for "see the summary" links. */
  runUrl: string | null;
  /** Path rewrites read-only files would accept (offered in the review pull request, never written). */
  proposals?: RewriteProposal[];
  /** Changes for stores outside the repository's tree (a genome), which the review branch cannot hold. */
  elsewhere?: PlanChange[];
}

/** Changes that edit the store (everything but 'review'). */
export function storeChanges(plan: ReviewPlan): PlanChange[] {
  return plan.changes.filter((c) => c.action !== 'review');
}

/** Discoveries that become outdated (flipped or superseded). */
export function outdatedChanges(plan: ReviewPlan): PlanChange[] {
  return plan.changes.filter((c) => c.to === 'outdated' && c.from !== 'outdated');
}

/**
 * Learnings in read-only files (AGENTS.md, Cursor rules, …) with evidence that
 * would have flipped them in a store: a person should edit them.
 */
export function agentFileFindings(plan: ReviewPlan): PlanChange[] {
  const strong = OUTDATING[plan.policy];
  return plan.changes.filter((c) => c.action === 'review' && c.source.kind === 'agent-file' && c.evidence.some((e) => strong.has(e.kind) || e.kind === 'renamed'));
}

/** What a pull request should fix before merging: its commits made these untrue. */
export function pullRequestFindings(plan: ReviewPlan): PlanChange[] {
  const agentFiles = new Set(agentFileFindings(plan));
  return plan.changes.filter((c) => c.action === 'outdate' || c.action === 'supersede' || c.action === 'rewrite' || agentFiles.has(c));
}

const VERBS: Record<PlanChange['action'], string> = {
  outdate: 'outdated',
  supersede: 'superseded',
  rewrite: 'rewritten',
  archive: 'archived',
  link: 'linked',
  review: 'to review',
};

/** `active → outdated`, or what happens when the status stays. */
export function changeLabel(change: PlanChange): string {
  if (change.from !== change.to) return `${change.from} → ${change.to}`;
  if (change.action === 'review' && change.source.kind === 'agent-file') return 'edit by hand';
  return `${change.from} (${VERBS[change.action]})`;
}

/** `2 outdated, 1 rewritten` */
export function countsPhrase(changes: PlanChange[]): string {
  const counts = new Map<string, number>();
  for (const change of changes) counts.set(VERBS[change.action], (counts.get(VERBS[change.action]) ?? 0) + 1);
  return [...counts].map(([verb, n]) => `${n} ${verb}`).join(', ');
}

export function pullRequestTitle(plan: ReviewPlan): string {
  return `Review discoveries: ${countsPhrase(storeChanges(plan))}`;
}

/** Subject names the discoveries (as many as fit); the body has one line each. */
export function commitMessage(plan: ReviewPlan, context: Pick<RenderContext, 'storePath'>): string {
  const changes = storeChanges(plan);
  const groups = new Map<string, string[]>();
  for (const change of changes) {
    const verb = change.action === 'supersede' ? 'outdate' : change.action;
    groups.set(verb, [...(groups.get(verb) ?? []), change.id]);
  }
  let subject = `discoveries: ${[...groups].map(([verb, ids]) => `${verb} ${ids.join(', ')}`).join('; ')}`;
  if (subject.length > 72) {
    const ids = changes.map((c) => c.id);
    const phrase = (shown: number) => `discoveries: review ${ids.slice(0, shown).join(', ')}${shown < ids.length ? ` and ${ids.length - shown} more` : ''}`;
    let shown = ids.length;
    while (shown > 1 && phrase(shown).length > 72) shown -= 1;
    subject = phrase(shown);
  }
  const lines = changes.map((c) => `- ${c.id} ${changeLabel(c)}: ${oneLine(c.reason)}`);
  return `${subject}\n\nApplies the review plan to ${context.storePath}${plan.head ? ` as of ${plan.head.slice(0, 12)}` : ''}:\n${lines.join('\n')}\n`;
}

/** Hidden first line that identifies the review PR body (for people and tools reading it). */
export const PR_BODY_MARKER = '<!-- discovery-curator:review-pr -->';

type Stage = 'full' | 'compact' | 'table' | 'truncated';

/** The review PR body, degraded in stages until it fits GitHub's limit. */
export function pullRequestBody(plan: ReviewPlan, context: RenderContext, limit = GITHUB_BODY_LIMIT): { body: string; stage: Stage } {
  const changes = storeChanges(plan);
  for (const stage of ['full', 'compact', 'table'] as const) {
    const body = renderBody(plan, changes, context, stage, changes.length);
    if (body.length <= limit) return { body, stage };
  }
  // Keep as many table rows as fit; the rest are counted and pointed to.
  let low = 0;
  let high = changes.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (renderBody(plan, changes, context, 'truncated', mid).length <= limit) low = mid;
    else high = mid - 1;
  }
  return { body: renderBody(plan, changes, context, 'truncated', low), stage: 'truncated' };
}

function renderBody(plan: ReviewPlan, changes: PlanChange[], context: RenderContext, stage: Stage, rows: number): string {
  const out: string[] = [PR_BODY_MARKER, '## Discoveries to review', ''];
  const stores = [...new Set(changes.filter((c) => !(context.elsewhere ?? []).includes(c)).map((c) => c.source.path))];
  const at = plan.head ? ` as of ${link(plan.head.slice(0, 7), `${context.repoUrl}/commit/${plan.head}`)}` : '';
  out.push(
    `The code on ${code(context.base)}${at} no longer matches ${changes.length === 1 ? 'this discovery' : `these ${changes.length} discoveries`}. ` +
      (stores.length <= 1 && (stores[0] ?? context.storePath) === context.storePath
        ? `This pull request updates ${code(context.storePath)} and regenerates ${code(context.markdownPath)}.`
        : `This pull request updates ${stores.map((p) => code(p)).join(', ')} and regenerates their views.`),
    '',
    `- **Merge** to accept the changes.`,
    `- **Keep a discovery** that is still true: run ${code(`npx discoveries validate <id>`)} on ${code(context.base)}; the next run drops it from this pull request.`,
    `- **Edit** this branch if a rewrite needs a better wording; it is rebuilt from ${code(context.base)} on the next push, so prefer fixing ${code(context.base)}.`,
    '',
  );
  const tableLimit = stage === 'truncated' ? 120 : stage === 'table' ? 300 : 160;
  const header = stage === 'table' || stage === 'truncated' ? ['Discovery', 'Change', 'Content', 'Why'] : ['Discovery', 'Change', 'Why'];
  const tableRows = changes.slice(0, rows).map((c) => {
    const cells = [code(c.id, { table: true }), changeLabel(c)];
    if (header.length === 4) cells.push(inline(c.content, { table: true, max: tableLimit }));
    cells.push(inline(c.reason, { table: true, max: tableLimit }));
    return cells;
  });
  out.push(table(header, tableRows), '');
  if (rows < changes.length) {
    const more = changes.length - rows;
    const where = context.runUrl ? link('the job summary', context.runUrl) : 'the job summary';
    out.push(`…and ${more} more ${more === 1 ? 'discovery' : 'discoveries'}: see ${where} or run ${code('npx discoveries check --dry-run')}.`, '');
  }
  if (stage === 'full' || stage === 'compact') {
    for (const change of changes) out.push(...renderChange(change, context, stage), '');
    out.push(...renderAgentFiles(plan, context, stage));
    out.push(...renderElsewhere(context));
  } else if (stage === 'table') {
    out.push(`Evidence for each discovery is in ${context.runUrl ? link('the job summary', context.runUrl) : 'the job summary'} (too long for this description).`, '');
  }
  if (plan.warnings.length > 0) {
    out.push('**Limits of this check:**', ...plan.warnings.map((w) => `- ${inline(w, { max: 300 })}`), '');
  }
  out.push(`<sub>Opened by discovery-curator. Rebuilt on every push to ${code(context.base)}; closed when nothing is left to change.</sub>`, '');
  return out.join('\n');
}

/** Read-only files: what to edit by hand, with the path rewrites they would accept. */
function renderAgentFiles(plan: ReviewPlan, context: RenderContext, stage: 'full' | 'compact'): string[] {
  const findings = agentFileFindings(plan);
  const proposals = context.proposals ?? [];
  if (findings.length === 0 && proposals.length === 0) return [];
  const out = ['### Agent files to review', '', 'These files are only read, never rewritten: edit them by hand (in this branch or on the base).', ''];
  for (const c of findings.slice(0, stage === 'compact' ? 20 : 200)) {
    out.push(`- ${code(c.line ? `${c.source.path}:${c.line}` : c.source.path)}: ${inline(c.reason, { max: stage === 'compact' ? 200 : 600 })}`);
  }
  if (findings.length > 0) out.push('');
  for (const p of proposals.slice(0, stage === 'compact' ? 5 : 50)) {
    const lines = `${p.file}:${p.startLine}${p.endLine !== p.startLine ? `-${p.endLine}` : ''}`;
    out.push(`${code(lines)} (${p.renames.map((r) => `${code(r.from)} → ${code(r.to)}`).join(', ')}):`, '', fence(diffLines(p.before, p.after), 'diff'), '');
  }
  return out;
}

function diffLines(before: string, after: string): string {
  const strip = (t: string) => t.replace(/\n$/, '').split('\n');
  return [...strip(before).map((l) => `- ${l}`), ...strip(after).map((l) => `+ ${l}`)].join('\n');
}

function renderElsewhere(context: RenderContext): string[] {
  const elsewhere = context.elsewhere ?? [];
  if (elsewhere.length === 0) return [];
  return [
    '### Not in this pull request',
    '',
    `${elsewhere.length === 1 ? 'This change belongs' : 'These changes belong'} to stores outside this repository's files (a genome is its own repository); run ${code('npx discoveries check')} where they live:`,
    '',
    ...elsewhere.slice(0, 50).map((c) => `- ${code(c.id)} in ${code(c.source.path)}: ${changeLabel(c)}, ${inline(c.reason, { max: 200 })}`),
    '',
  ];
}

function renderChange(change: PlanChange, context: RenderContext, stage: 'full' | 'compact'): string[] {
  const compact = stage === 'compact';
  const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
  const out = [`### ${code(change.id)} · ${changeLabel(change)}`, '', `> ${inline(change.content, { max: compact ? 600 : 4000 })}`, ''];
  out.push(`- **Why:** ${inline(change.reason, { max: compact ? 300 : 2000 })}`);
  out.push(`- **Where:** ${code(where)}`);
  if (change.supersededBy) out.push(`- **Superseded by:** ${code(change.supersededBy)}`);
  if (change.contradiction) {
    const c = change.contradiction;
    const triggers = c.triggers.length > 0 ? ` (${c.triggers.slice(0, 6).map((t) => code(t)).join(', ')})` : '';
    out.push(`- **Contradiction:** ${literal(c.kind)}: ${inline(c.reason, { max: compact ? 300 : 1000 })}${triggers}`);
  }
  if (change.conflictsWith && change.conflictsWith.length > 0) out.push(`- **Conflicts with:** ${change.conflictsWith.map((id) => code(id)).join(', ')}`);
  if (change.rewrite) {
    const renames = change.rewrite.renames.map((r) => `${code(r.from)} → ${code(r.to)}`).join(', ');
    out.push(`- **Proposed rewrite**${renames ? ` (${renames})` : ''}:`, `  > ${inline(change.rewrite.content, { max: compact ? 600 : 4000 })}`);
  }
  if (change.evidence.length > 0) {
    out.push('- **Evidence:**');
    const evidence = compact ? change.evidence.slice(0, 5) : change.evidence;
    for (const e of evidence) out.push(...renderEvidence(e, change, context, compact));
    if (evidence.length < change.evidence.length) out.push(`  - …and ${change.evidence.length - evidence.length} more`);
  }
  return out;
}

function renderEvidence(e: Evidence, change: PlanChange, context: RenderContext, compact: boolean): string[] {
  const target = e.path ? code(e.path) : code(e.mention);
  const moved = e.newPath ? ` → ${code(e.newPath)}` : '';
  const anchors = e.anchors && e.anchors.length > 0 ? ` (${e.anchors.slice(0, 8).map((a) => code(a)).join(', ')})` : '';
  const out = [`  - **${e.kind}** ${target}${moved}${anchors}: ${inline(e.summary, { max: compact ? 200 : 1000 })}`];
  // The plan lists the earliest and the latest commits when there are many (commitCount says how many).
  const total = e.commitCount ?? e.commits.length;
  const commits = compact ? e.commits.slice(0, 3) : e.commits.slice(0, 50);
  const gapAfter = !compact && total > e.commits.length ? Math.ceil(e.commits.length / 2) : -1;
  commits.forEach((commit, i) => {
    if (i === gapAfter) out.push(`    - …${total - e.commits.length} more commits…`);
    out.push(
      `    - ${link(commit.sha.slice(0, 7), `${context.repoUrl}/commit/${commit.sha}`)} ${inline(commit.subject, { max: compact ? 80 : 200 })} (${literal(commit.author)}, ${commit.date.slice(0, 10)})`,
    );
  });
  const unlisted = gapAfter >= 0 ? e.commits.length - commits.length : total - commits.length;
  if (unlisted > 0) out.push(`    - …and ${unlisted} more commits`);
  const files = compact ? (e.files ?? []).slice(0, 5) : (e.files ?? []).slice(0, 50);
  if (files.length > 0) out.push(`    - files: ${files.map((f) => code(f)).join(', ')}${files.length < (e.files?.length ?? 0) ? ', …' : ''}`);
  const lines = compact ? (e.lines ?? []).slice(0, 3) : (e.lines ?? []).slice(0, 20);
  if (lines.length > 0) {
    // The lines are those of the version the discovery was written against.
    const ref = change.since?.commit ?? null;
    const rendered = lines.map((l) => {
      const label = `${l.file}#L${l.start}${l.end !== l.start ? `-L${l.end}` : ''}`;
      return ref ? link(label, `${context.repoUrl}/blob/${ref}/${encodePath(l.file)}#L${l.start}${l.end !== l.start ? `-L${l.end}` : ''}`) : code(label);
    });
    out.push(`    - lines: ${rendered.join(', ')}${lines.length < (e.lines?.length ?? 0) ? ', …' : ''}`);
  }
  return out;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 199)}…` : flat;
}

/** Hidden marker that finds the sticky comment again; one comment per store. */
export function commentMarker(storePath: string): string {
  return `<!-- discovery-curator:pr-comment ${storePath.replace(/--+/g, '-').replace(/[<>]/g, '')} -->`;
}

export interface CommentContext extends RenderContext {
  header: string;
  /** The PR's head commit the check ran at. */
  headSha: string;
}

/** The sticky comment listing what the pull request makes outdated, with the fix. */
export function pullRequestComment(plan: ReviewPlan, context: CommentContext, limit = GITHUB_BODY_LIMIT): string {
  const findings = pullRequestFindings(plan);
  const head = [commentMarker(context.storePath), `### ${literal(context.header)}`, ''];
  const at = link(context.headSha.slice(0, 7), `${context.repoUrl}/commit/${context.headSha}`);
  if (findings.length === 0) {
    return [...head, `✅ Resolved: as of ${at}, this pull request leaves every discovery in ${code(context.storePath)} true.`, ''].join('\n');
  }
  const render = (rows: number) => {
    const out = [...head];
    out.push(
      `This pull request changes code that ${findings.length === 1 ? 'a discovery describes' : `${findings.length} discoveries describe`} (checked at ${at}). ` +
        `Update ${code(context.storePath)} in this pull request so ${code(context.base)} stays honest.`,
      '',
    );
    out.push(
      table(
        ['Discovery', 'Change', 'Content', 'Why'],
        findings.slice(0, rows).map((c) => [code(c.id, { table: true }), changeLabel(c), inline(c.content, { table: true, max: 200 }), inline(c.reason, { table: true, max: 200 })]),
      ),
      '',
    );
    if (rows < findings.length) out.push(`…and ${findings.length - rows} more: see ${context.runUrl ? link('the job summary', context.runUrl) : 'the job summary'}.`, '');
    out.push(
      '**To fix**, run this on the pull request branch and commit the result:',
      '',
      fence(`npx discoveries check --range origin/${context.base}..HEAD${storeFlag(context.storePath)}`),
      '',
      'Or one by one (validate a discovery that is still true):',
      '',
      fence(findings.slice(0, rows).map((c) => fixCommand(c, storeFlag(context.storePath))).join('\n')),
      '',
      `<sub>${code('npx discoveries')} runs the repository's discovery-curator CLI (${code('npm install --save-dev discovery-curator')} if it is not there yet).</sub>`,
      '',
    );
    return out.join('\n');
  };
  let rows = findings.length;
  let body = render(rows);
  while (body.length > limit && rows > 0) {
    rows = Math.max(0, Math.floor(rows * 0.8));
    body = render(rows);
  }
  return body;
}

/** `--store PATH` when the store is not where the CLI looks by default. */
function storeFlag(storePath: string): string {
  return storePath === '.axiom/cases.jsonl' ? '' : ` --store ${shellQuote(storePath)}`;
}

function fixCommand(change: PlanChange, store: string): string {
  if (change.source.kind === 'agent-file') return `# ${oneLine(`${change.line ? `${change.source.path}:${change.line}` : change.source.path}: edit by hand (${change.reason})`)}`;
  if (change.action === 'rewrite' && change.rewrite) return `npx discoveries edit ${change.id} ${shellQuote(oneLine(change.rewrite.content))}${store}`;
  return `npx discoveries outdate ${change.id} --reason ${shellQuote(oneLine(change.reason))}${store}   # or: npx discoveries validate ${change.id}${store}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A fenced code block whose fence no line of the content can close. */
function fence(content: string, info = 'sh'): string {
  const longest = Math.max(2, ...[...content.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const marks = '`'.repeat(longest + 1);
  // eslint-disable-next-line no-control-regex
  return `${marks}${info}\n${content.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')}\n${marks}`;
}

export interface SummaryContext extends RenderContext {
  /** One line saying what the run did (already Markdown). */
  headline: string;
}

/** The job summary: the same table as the PR, with where each discovery lives. */
export function jobSummary(plan: ReviewPlan, context: SummaryContext, maxRows = 1000): string {
  const out = ['## discovery-curator', '', context.headline, ''];
  if (plan.changes.length > 0) {
    const rows = plan.changes.slice(0, maxRows).map((c) => [
      code(c.id, { table: true }),
      changeLabel(c),
      inline(c.content, { table: true, max: 200 }),
      inline(c.reason, { table: true, max: 300 }),
      code(c.line ? `${c.source.path}:${c.line}` : c.source.path, { table: true }),
    ]);
    out.push(table(['Discovery', 'Change', 'Content', 'Why', 'Where'], rows), '');
    if (plan.changes.length > maxRows) out.push(`…and ${plan.changes.length - maxRows} more (run ${code('npx discoveries check --dry-run')}).`, '');
    const withEvidence = plan.changes.slice(0, Math.min(maxRows, 200)).filter((c) => c.evidence.length > 0);
    if (withEvidence.length > 0) {
      out.push('<details><summary>Evidence</summary>', '');
      for (const change of withEvidence) out.push(...renderChange(change, context, 'compact'), '');
      out.push('</details>', '');
    }
  }
  if (plan.warnings.length > 0) out.push('**Limits of this check:**', ...plan.warnings.map((w) => `- ${inline(w, { max: 300 })}`), '');
  return out.join('\n');
}
