import type { JsonObject } from '../model/discovery.js';
export interface JsonlLine {
    /** 1-based line number in the file as read. */
    lineNo: number;
    /** The line as read, without its end-of-line. */
    raw: string;
    /** The parsed object, when the line holds one. */
    value: JsonObject | null;
    /** Why the line is not a JSON object (null for objects and blank lines). */
    error: string | null;
}
export interface JsonlDocument {
    lines: JsonlLine[];
    eol: '\n' | '\r\n';
}
export declare function parseJsonl(text: string): JsonlDocument;
export declare function parseLine(raw: string, lineNo: number): JsonlLine;
/**
 * Serializes an object with the keys named in `order` first (in that order),
 * then the rest in the order they already have. `nested` orders named sub-objects the same way.
 */
export declare function serializeOrdered(value: JsonObject, order: readonly string[], nested?: Record<string, readonly string[]>): string;
export declare function formatJsonl(lines: readonly string[], eol: '\n' | '\r\n'): string;
