import type { Impact, Status } from './discovery.js';
export type SourceKind = 'axiom' | 'swarm' | 'genome' | 'prompt-points' | 'agent-file';
export interface SourceRef {
    kind: SourceKind;
    /** Path of the file holding the learning, relative to the repository root, with forward slashes. */
    path: string;
}
export interface Learning {
    /** Unique across every source of a repository: `${source.path}#${id}`. */
    key: string;
    /** The id a person sees and types: `disc-012`, `idea-030`, `AGENTS.md#testing-3fa2c1`. */
    id: string;
    source: SourceRef;
    content: string;
    status: Status;
    createdAt: string | null;
    /** Commit the learning was created, edited or validated at; checks run from here to HEAD. */
    anchorCommit: string | null;
    validated: boolean;
    impact: Impact | null;
    /** 1-based line of the learning in its source file, for `file:line` messages and annotations. */
    line: number | null;
    /** Folder (relative to the repository root) that relative paths in the content resolve against: '' for the root, 'packages/web' for a nested AGENTS.md. */
    baseDir: string;
    /** Agent files are reported on, never flipped. */
    readOnly: boolean;
    /** Global (shared by every agent) or local (one agent's). Stores without scopes say global. */
    scope: 'local' | 'global';
    /** When it was marked outdated (ISO 8601), for auto-archiving outdated learnings nobody reviewed. */
    outdatedAt?: string | null;
    /** Ids of learnings a reviewer judged not to contradict this one, either way round: that pair is never reported again. */
    compatibleWith?: readonly string[];
}
export declare function learningKey(source: SourceRef, id: string): string;
/** The id a key names in `source`'s file, or null for a key of another file. */
export declare function idInSource(source: SourceRef, key: string): string | null;
