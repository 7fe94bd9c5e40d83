import { type Learning, type SourceRef } from '../model/learning.js';
import type { PlanChange } from '../plan/types.js';
import { type MarkdownBlock } from './markdown.js';
import { type KeepOutcome, type KeepRequest, type RenderedView, type RewriteProposal, type Source, type SourceApplyContext, type SourceApplyOutcome, type SourceInfo, type SourceNote } from './source.js';
export interface AgentFileOptions {
    /** The repository root (null outside git): where mentions that exist are looked for. */
    repoRoot: string | null;
    /** Repository-relative folder the file's paths resolve against. */
    baseDir: string;
}
/**
 * Whether a block talks about a path: a file-, folder- or glob-shaped mention
 * always counts; a bare `a/b` only when it exists (against the file's folder,
 * then the root), so "read/write" or "owner/repo" is not taken for a path.
 */
export declare function mentionsPath(text: string, repoRoot: string | null, baseDir: string): boolean;
export declare function contentHash6(text: string): string;
/** `@path` imports (Claude Code), outside code blocks and code spans. */
export declare function importsOf(lines: readonly string[]): string[];
export declare class AgentFileSource implements Source {
    readonly info: SourceInfo;
    private readonly options;
    private readonly lines;
    readonly ref: SourceRef;
    readonly warnings: string[];
    /** `@path` imports as written (CLAUDE.md and the files it imports). */
    readonly imports: string[];
    private readonly rules;
    private readonly blockCount;
    private readonly frontmatter;
    private constructor();
    static load(info: SourceInfo, options: AgentFileOptions): Promise<AgentFileSource>;
    /** Cursor rules: the files the rule applies to. */
    globs(): string[];
    alwaysApply(): boolean | null;
    /** The frontmatter's `name` (skills), else null. */
    declaredName(): string | null;
    learnings(): Learning[];
    ownChanges(): PlanChange[];
    notes(): SourceNote[];
    render(): RenderedView[];
    summary(): string;
    /** Read-only: a keep cannot be recorded here, so it is refused in one line rather than pretended. */
    keep(requests: readonly KeepRequest[], _context: SourceApplyContext): Promise<KeepOutcome>;
    /**
     * Read-only: nothing is written. For learnings whose paths were renamed, a
     * rewrite of just those paths is proposed, if the lines still read as they did at the check.
     */
    apply(changes: readonly PlanChange[], _context: SourceApplyContext): Promise<SourceApplyOutcome>;
}
/** Replaces renamed paths in the block's lines, written the way they were written; null when nothing would change. */
export declare function proposeRewrite(file: string, lines: readonly string[], block: MarkdownBlock, change: PlanChange): RewriteProposal | null;
