import { type JsonlLine } from './jsonl.js';
/** Reads some records of a store file without the whole file; null when it cannot say (then the file is read). */
export type RecordReader = (storeFile: string, ids: ReadonlySet<string>) => JsonlLine[] | null;
/**
 * The lines holding these ids' records, in file order, read at the offsets the
 * index gives; null when the index cannot say for every id.
 */
export declare function readIndexedRecords(storeFile: string, indexFile: string, ids: ReadonlySet<string>): JsonlLine[] | null;
/** Indexes the store as it is now; false (and nothing written) when it was written too recently or cannot be read. */
export declare function writeRecordIndex(storeFile: string, indexFile: string, now?: number): boolean;
