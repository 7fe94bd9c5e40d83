// `discoveries review`: the findings the git hooks left pending, one by one.

import { createInterface } from 'node:readline';
import { UserError } from '../../errors.js';
import { readHookGit } from '../../hooks/git-state.js';
import { applyDecisions, reviewChoices, prepareReview, shortRef, type Decision, type ReviewItem } from '../../hooks/review.js';
import type { Evidence } from '../../plan/types.js';
import { parseCommandArgs, type CommandContext } from '../command.js';
import { painter, useColor, type Io, type Painter } from '../io.js';
import { openProject } from '../project.js';
import { quoted } from '../../text/quote.js';

export const help = `discoveries review: go through what the git hooks found.

Usage: discoveries review [--yes] [--all] [--json]

The hooks never change the store themselves: what a commit, merge or rebase
made outdated or contradicted waits in a pending file in the git dir. On a
terminal, review shows each finding with its evidence and asks:
  a  accept    apply it (mark outdated or superseded, rewrite renamed paths)
  k  keep      the learning is still right: mark it validated, re-anchored at HEAD
               (against a contradiction: the pair is not reported again). Swarm
               ideas, genome memories (one genome commit) and prompt points
               record it in their own format; agent files are read-only
  e  edit      type the corrected text (active again, re-anchored at HEAD);
               the project's store only
  s  skip      leave it pending for later
  q  quit      stop asking; what you decided so far is applied
Everything decided is written to the store and its views in one atomic write
(other sources: each in its own); commit what it names afterwards. Checks a hook stopped at its deadline are finished first.

Options:
  --yes    accept every finding without asking
  --all    include findings made on other branches (they were checked against
           that branch's code)
  --json   print the pending findings as JSON and change nothing

Without a terminal and without --yes, the findings are listed and nothing changes.

Examples:
  discoveries review
  discoveries review --yes && git add .axiom && git commit -m "Review discoveries"
`;

const LABEL: Record<string, string> = {
  outdate: 'outdated',
  supersede: 'contradicted',
  rewrite: 'paths renamed',
  link: 'contradicts an older one',
  archive: 'archive',
  review: 'review',
};

export async function run(args: string[], { io }: CommandContext): Promise<number> {
  const { values } = parseCommandArgs('review', args, { yes: { type: 'boolean', short: 'y' }, all: { type: 'boolean' }, json: { type: 'boolean' } }, { max: 0 });
  const project = await openProject(io);
  const git = await readHookGit(io.cwd, io.env);
  if (!git) throw new UserError(`${io.cwd} is not inside a git work tree`, { fix: 'run discoveries review in the repository the hooks run in' });
  const prepared = await prepareReview(git, project, io.env, io.now(), Boolean(values.all));
  const out = io.stdout;
  if (values.json) {
    out.write(`${JSON.stringify(prepared.items.flatMap((i) => [i.finding, ...i.linked]), null, 2)}\n`);
    return 0;
  }
  const paint = painter(useColor(out, io.env));
  for (const note of prepared.notes) out.write(`${note}\n`);
  const { items } = prepared;
  const elsewhere = [...prepared.elsewhere].map(([ref, n]) => `${n} on ${shortRef(ref)}`);
  if (items.length === 0) {
    out.write(`Nothing to review on ${git.ref ? shortRef(git.ref) : 'this detached HEAD'}.${elsewhere.length > 0 ? ` Pending elsewhere: ${elsewhere.join(', ')} (--all shows them).` : ''}\n`);
    return 0;
  }

  const interactive = !values.yes && Boolean(io.stdin.isTTY) && out.isTTY;
  if (!values.yes && !interactive) {
    out.write(`${items.length} finding${items.length === 1 ? '' : 's'} pending:\n`);
    for (const item of items) out.write(`${describe(item, paint, '  ')}\n`);
    out.write(`\nRun 'discoveries review' on a terminal to decide one by one, or 'discoveries review --yes' to accept them all.\n`);
    return 0;
  }

  const decisions: Array<{ item: ReviewItem; decision: Decision }> = [];
  if (values.yes) {
    for (const item of items) decisions.push({ item, decision: { kind: 'accept' } });
  } else {
    const ask = lineReader(io);
    try {
      for (let i = 0; i < items.length; i++) {
        const item = items[i]!;
        out.write(`\n${paint.dim(`[${i + 1}/${items.length}]`)} ${describe(item, paint, '')}\n`);
        const decision = await askDecision(ask, io, paint, reviewChoices(git, project, item));
        if (decision === 'quit') break;
        decisions.push({ item, decision });
      }
    } finally {
      ask.close();
    }
  }

  const outcome = await applyDecisions(git, project, decisions, io.now(), io.env);
  const skipped = decisions.filter((d) => d.decision.kind === 'skip').length + (items.length - decisions.length);
  out.write('\n');
  for (const d of outcome.done) out.write(`${paint.green('✓')} ${paint.bold(d.id)} ${d.what}\n`);
  for (const r of outcome.refused) out.write(`${paint.yellow('!')} ${paint.bold(r.id)} not changed: ${r.reason} (finding dropped)\n`);
  const parts = [
    outcome.done.length > 0 ? `${outcome.done.length} change${outcome.done.length === 1 ? '' : 's'} written to the store and its views` : 'nothing written',
    skipped > 0 ? `${skipped} still pending` : null,
  ].filter(Boolean);
  const toCommit = [...new Set(outcome.toCommit)];
  out.write(`${parts.join('; ')}.${toCommit.length > 0 ? ` Commit ${toCommit.join(', ')} to share them.` : ''}\n`);
  return 0;
}

function describe(item: ReviewItem, paint: Painter, indent: string): string {
  const { change, branch, head, event } = item.finding;
  const colour = change.action === 'outdate' || change.action === 'supersede' ? paint.red : paint.cyan;
  const lines = [`${paint.bold(change.id)}  ${colour(LABEL[change.action] ?? change.action)}  ${paint.dim(quoted(change.content))}`];
  const where = change.line ? `${change.source.path}:${change.line}` : change.source.path;
  lines.push(`  ${paint.dim(`${where} · found by ${event} at ${head.slice(0, 7)} on ${shortRef(branch)}`)}`);
  if (change.supersededBy) lines.push(`  contradicted by ${paint.bold(change.supersededBy)}${change.contradiction ? `: ${change.contradiction.reason}` : ''}`);
  if (change.evidence.length === 0 && !change.supersededBy) lines.push(`  ${change.reason}`);
  for (const e of change.evidence.slice(0, 4)) lines.push(`  ${evidenceLine(e)}`);
  if (change.evidence.length > 4) lines.push(`  … and ${change.evidence.length - 4} more`);
  if (change.rewrite) lines.push(`  ${paint.cyan('→')} ${quoted(change.rewrite.content)}`);
  for (const l of item.linked) lines.push(`  ${paint.dim(`(accepting also records on ${l.change.id} that it contradicts ${change.id})`)}`);
  return lines.map((l) => indent + l).join('\n');
}

function evidenceLine(e: Evidence): string {
  const commit = e.commits[0];
  return `${e.kind.padEnd(14)}  ${e.summary}${commit && !e.summary.includes(commit.sha.slice(0, 7)) ? ` (${commit.sha.slice(0, 7)} ${quoted(commit.subject, 50)})` : ''}`;
}


interface LineReader {
  (prompt: string): Promise<string | null>;
  close(): void;
}

function lineReader(io: Io): LineReader {
  const rl = createInterface({ input: io.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const read = (async (prompt: string) => {
    io.stdout.write(prompt);
    const next = await lines.next();
    return next.done ? null : String(next.value);
  }) as LineReader;
  read.close = () => rl.close();
  return read;
}

/** Keep where the source can record it (not agent files); edit on the project's own store only. */
async function askDecision(ask: LineReader, io: Io, paint: Painter, can: { keep: boolean; edit: boolean }): Promise<Decision | 'quit'> {
  const letters = ['a', ...(can.keep ? ['k'] : []), ...(can.edit ? ['e'] : []), 's', 'q'];
  const choices = `${[
    `${paint.bold('[a]')}ccept`,
    can.keep ? `${paint.bold('[k]')}eep (still true)` : null,
    can.edit ? `${paint.bold('[e]')}dit` : null,
    `${paint.bold('[s]')}kip`,
    `${paint.bold('[q]')}uit`,
  ]
    .filter(Boolean)
    .join('  ')} > `;
  for (;;) {
    const answer = await ask(choices);
    if (answer === null) return 'quit';
    const key = answer.trim().toLowerCase();
    if (!can.keep && /^(k|keep)$/.test(key)) {
      io.stdout.write('Agent files are read-only: a keep cannot be recorded in them; edit the file itself, or accept or skip.\n');
      continue;
    }
    if (!can.edit && /^(e|edit)$/.test(key)) {
      io.stdout.write('Edit works on the project’s discovery store; edit this source itself, or keep, accept or skip.\n');
      continue;
    }
    switch (key) {
      case 'a':
      case 'accept':
        return { kind: 'accept' };
      case 'k':
      case 'keep':
        return { kind: 'keep' };
      case 's':
      case 'skip':
      case '':
        return { kind: 'skip' };
      case 'q':
      case 'quit':
        return 'quit';
      case 'e':
      case 'edit': {
        const text = await ask('New text (an empty line goes back): ');
        if (text === null) return 'quit';
        const content = text.replace(/\s+/g, ' ').trim();
        if (content !== '') return { kind: 'edit', content };
        break;
      }
      default:
        io.stdout.write(`Type ${letters.slice(0, -1).join(', ')} or ${letters[letters.length - 1]}.\n`);
    }
  }
}
