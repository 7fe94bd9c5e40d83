// Agent files teams already keep: AGENTS.md, CLAUDE.md (and what it imports with
// `@path`), nested ones, Cursor rules (`.cursor/rules/*.mdc`), Copilot
// instructions and skills (`.claude/skills/*/SKILL.md`, `.agents/skills/*/SKILL.md`).
//
// Each list item, paragraph or table row that mentions a path is a learning:
// id `<file>#<heading slug>-<6 hex of its text's sha256>`, so it stays the same
// while the text does, wherever the block moves under its heading. Paths in it
// resolve against the file's own folder (a skill's: the skill folder). These
// files are read-only: findings are reported with file:line, and for a renamed
// path a rewrite is proposed (the Action's review PR may offer it); the prose
// itself is never changed here.

import { crypto } from '../lazy-crypto.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { learningKey, type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { asBoolean, asList, parseFrontmatter, type Frontmatter } from './frontmatter.js';
import { markdownBlocks, slugify, type MarkdownBlock } from './markdown.js';
import { extractPathMentions } from '../anchors/paths.js';
import { replaceMention, sameShape } from '../anchors/rewrite.js';
import {
  changesFor,
  emptyKeepOutcome,
  keepsFor,
  type KeepOutcome,
  type KeepRequest,
  emptyOutcome,
  type RenderedView,
  type RewriteProposal,
  type Source,
  type SourceApplyContext,
  type SourceApplyOutcome,
  type SourceInfo,
  type SourceNote,
} from './source.js';

export interface AgentFileOptions {
  /** The repository root (null outside git): where mentions that exist are looked for. */
  repoRoot: string | null;
  /** Repository-relative folder the file's paths resolve against. */
  baseDir: string;
}

interface Rule {
  id: string;
  block: MarkdownBlock;
}

/**
 * Whether a block talks about a path: a file-, folder- or glob-shaped mention
 * always counts; a bare `a/b` only when it exists (against the file's folder,
 * then the root), so "read/write" or "owner/repo" is not taken for a path.
 */
export function mentionsPath(text: string, repoRoot: string | null, baseDir: string): boolean {
  for (const m of extractPathMentions(text)) {
    if (m.kind !== 'maybe') return true;
    if (repoRoot && (existsSync(join(repoRoot, baseDir, m.path)) || existsSync(join(repoRoot, m.path)))) return true;
  }
  return false;
}

export function contentHash6(text: string): string {
  return crypto().createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 6);
}

/** `@path` imports (Claude Code), outside code blocks and code spans. */
export function importsOf(lines: readonly string[]): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (f) {
      fence = f[1]!;
      continue;
    }
    const text = line.replace(/`[^`]*`/g, ' ');
    for (const match of text.matchAll(/(?:^|[\s(])@((?:\.{1,2}\/|~\/)?[A-Za-z0-9_.][\w.\-/]*)/g)) {
      const target = match[1]!.replace(/[.,:;!?)]+$/, '');
      if (target && !out.includes(target)) out.push(target);
    }
  }
  return out;
}

export class AgentFileSource implements Source {
  readonly ref: SourceRef;
  readonly warnings: string[] = [];
  /** `@path` imports as written (CLAUDE.md and the files it imports). */
  readonly imports: string[];
  private readonly rules: Rule[] = [];
  private readonly blockCount: number;
  private readonly frontmatter: Frontmatter;

  private constructor(
    readonly info: SourceInfo,
    private readonly options: AgentFileOptions,
    private readonly lines: string[],
    frontmatter: Frontmatter,
  ) {
    this.ref = { kind: 'agent-file', path: info.path };
    this.frontmatter = frontmatter;
    if (frontmatter.warning) this.warnings.push(frontmatter.warning);
    const followsImports = info.format === 'claude-md' || info.format === 'import';
    this.imports = followsImports ? importsOf(lines.slice(frontmatter.bodyStart)) : [];
    const blocks = markdownBlocks(lines, frontmatter.bodyStart);
    this.blockCount = blocks.length;
    const used = new Map<string, number>();
    const globs = this.globs();
    if (globs.length > 0) {
      const line = frontmatter.keyLines.get('globs') ?? 1;
      // Cursor matches a glob without a folder anywhere in the tree.
      const text = `globs: ${globs.map((g) => `\`${g.includes('/') ? g : `**/${g}`}\``).join(', ')}`;
      this.rules.push({ id: `${info.path}#globs`, block: { kind: 'paragraph', heading: '', startLine: line, endLine: line, text } });
    }
    for (const block of blocks) {
      if (!mentionsPath(block.text, options.repoRoot, options.baseDir)) continue;
      const base = `${info.path}#${slugify(block.heading)}-${contentHash6(block.text)}`;
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      this.rules.push({ id: n === 1 ? base : `${base}-${n}`, block });
    }
  }

  static async load(info: SourceInfo, options: AgentFileOptions): Promise<AgentFileSource> {
    const text = readFileSync(info.absolute, 'utf8');
    const lines = text.split(/\r?\n/);
    const frontmatter = await parseFrontmatter(lines, info.path);
    return new AgentFileSource(info, options, lines, frontmatter);
  }

  /** Cursor rules: the files the rule applies to. */
  globs(): string[] {
    return this.info.format === 'cursor-rule' ? asList(this.frontmatter.data?.globs) : [];
  }

  alwaysApply(): boolean | null {
    return this.info.format === 'cursor-rule' ? asBoolean(this.frontmatter.data?.alwaysApply) : null;
  }

  /** The frontmatter's `name` (skills), else null. */
  declaredName(): string | null {
    const name = this.frontmatter.data?.name;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  }

  learnings(): Learning[] {
    if (!this.info.checked) return [];
    return this.rules.map(({ id, block }) => ({
      key: learningKey(this.ref, id),
      id,
      source: this.ref,
      content: block.text,
      status: 'active',
      createdAt: null,
      // The commit that last wrote the line (git blame) is where its check starts.
      anchorCommit: null,
      validated: false,
      impact: null,
      line: block.startLine,
      baseDir: this.options.baseDir,
      readOnly: true,
      scope: 'global',
    }));
  }

  ownChanges(): PlanChange[] {
    return [];
  }

  notes(): SourceNote[] {
    return [];
  }

  render(): RenderedView[] {
    return [];
  }

  summary(): string {
    if (!this.info.checked) return `${this.rules.length} rule${this.rules.length === 1 ? '' : 's'} mentioning paths; listed, not checked (outside the repository)`;
    const mentioning = this.rules.filter((r) => !r.id.endsWith('#globs')).length;
    const parts = [`${mentioning} of ${this.blockCount} block${this.blockCount === 1 ? '' : 's'} mention${mentioning === 1 ? 's' : ''} paths`];
    if (this.info.format === 'cursor-rule') {
      const always = this.alwaysApply();
      const globs = this.globs();
      parts.push(always ? 'alwaysApply' : globs.length > 0 ? `globs ${globs.join(', ')}` : 'applied on request');
    }
    if (this.info.format === 'skill') parts.push(`skill ${this.declaredName() ?? this.info.name ?? ''}`.trim());
    if (this.imports.length > 0) parts.push(`imports ${this.imports.map((i) => `@${i}`).join(' ')}`);
    return parts.join(' · ');
  }

  /** Read-only: a keep cannot be recorded here, so it is refused in one line rather than pretended. */
  async keep(requests: readonly KeepRequest[], _context: SourceApplyContext): Promise<KeepOutcome> {
    const outcome = emptyKeepOutcome(this.info.path);
    for (const r of keepsFor(this.ref, requests).kept) {
      outcome.skipped.push({ id: r.id, reason: `${this.info.path} is an agent file, read-only: a keep cannot be recorded in it; edit the file itself` });
    }
    return outcome;
  }

  /**
   * Read-only: nothing is written. For learnings whose paths were renamed, a
   * rewrite of just those paths is proposed, if the lines still read as they did at the check.
   */
  async apply(changes: readonly PlanChange[], _context: SourceApplyContext): Promise<SourceApplyOutcome> {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes);
    if (mine.length === 0) return outcome;
    const lines = readFileSync(this.info.absolute, 'utf8').split(/\r?\n/);
    const unchanged = (block: MarkdownBlock) => lines.slice(block.startLine - 1, block.endLine).join('\n') === this.lines.slice(block.startLine - 1, block.endLine).join('\n');
    const byId = new Map(this.rules.map((r) => [r.id, r]));
    for (const change of mine) {
      if (change.action !== 'review') outcome.skipped.push({ id: change.id, reason: 'agent files are read-only: reported, never changed' });
      const rule = byId.get(change.id);
      if (!rule) continue;
      if (!unchanged(rule.block)) {
        outcome.skipped.push({ id: change.id, reason: 'its lines changed since the check: no rewrite proposed' });
        continue;
      }
      const proposal = proposeRewrite(this.info.path, lines, rule.block, change);
      if (proposal) outcome.proposals.push(proposal);
    }
    return outcome;
  }
}

/** Replaces renamed paths in the block's lines, written the way they were written; null when nothing would change. */
export function proposeRewrite(file: string, lines: readonly string[], block: MarkdownBlock, change: PlanChange): RewriteProposal | null {
  const renames = change.evidence.filter((e) => e.kind === 'renamed' && e.path && e.newPath);
  if (renames.length === 0) return null;
  const before = lines.slice(block.startLine - 1, block.endLine).join('\n');
  let after = before;
  const done: Array<{ from: string; to: string }> = [];
  for (const rename of renames) {
    const written = rename.mention.replace(/^@/, '');
    // Mentions in an agent file are read against its folder first.
    const replacement = sameShape(written, rename.path!, rename.newPath!, true);
    if (replacement === written) continue;
    const next = replaceMention(after, written, replacement);
    if (next !== after) {
      after = next;
      done.push({ from: written, to: replacement });
    }
  }
  if (done.length === 0) return null;
  return { file, startLine: block.startLine, endLine: block.endLine, before, after, renames: done };
}

