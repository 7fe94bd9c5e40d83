import { type HistoryIndex, type PathEvent } from '../history/index.js';
/** The commit that wrote the learning's record: its changes are what the learning describes. */
export interface Exclusion {
    pos: number;
    /**
     * When the record commit is on a side branch merged at `pos`: the blobs it
     * had. The merge's change to a file is excluded only when it brought exactly
     * that version.
     */
    blobs?: ReadonlyMap<string, string | null>;
}
/** A learning anchored on a side branch: its files as of the anchor, compared with the merge that brought it in. */
export interface Bridge {
    pos: number;
    blobs: ReadonlyMap<string, string | null>;
}
export interface TrackedEvent extends PathEvent {
    path: string;
}
export interface FileTrack {
    startPath: string;
    endPath: string;
    /** Blob the learning was written against (null: the file did not exist then). */
    baseline: string | null;
    /** Blob at the end of the range (null: gone). */
    final: string | null;
    /** Changes that count, oldest first. */
    counted: TrackedEvent[];
    /** A lastingList, empty or not: lists of two kinds (an empty literal holds small integers) made V8 throw away the code reading them (fileEvidence, examine; 'wrong map'). */
    renames: Array<{
        from: string;
        to: string;
        pos: number;
    }>;
}
export declare function trackFile(index: HistoryIndex, path: string, start: number, exclusion?: Exclusion, bridge?: Bridge): FileTrack;
export interface FolderTrack {
    /** Files under the folder at the end of the range. */
    filesAtEnd: number;
    counted: TrackedEvent[];
    /** The paths `counted` lists changes of (each change names one of them). */
    paths: string[];
    /** Where the folder went, when every file that left it moved to the same new folder and it is now empty. */
    movedTo: string | null;
}
/** Changes under a folder (or to files matching a glob) after `start`. */
export declare function trackFolder(index: HistoryIndex, dir: string, start: number, exclusion?: Exclusion): FolderTrack;
export declare function trackGlob(index: HistoryIndex, matcher: RegExp, start: number, exclusion?: Exclusion): TrackedEvent[];
