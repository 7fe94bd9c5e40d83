export interface JsonObjectNode {
    type: 'object';
    start: number;
    end: number;
    members: JsonMember[];
}
export interface JsonMember {
    key: string;
    keyStart: number;
    keyEnd: number;
    value: JsonNode;
}
export interface JsonArrayNode {
    type: 'array';
    start: number;
    end: number;
    items: JsonNode[];
}
export interface JsonScalarNode {
    type: 'scalar';
    start: number;
    end: number;
    value: string | number | boolean | null;
}
export type JsonNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;
export declare class JsonSyntaxError extends Error {
    readonly reason: string;
    readonly offset: number;
    readonly line: number;
    readonly column: number;
    constructor(reason: string, offset: number, line: number, column: number);
}
/** Parses one JSON value (surrounding whitespace allowed) into a tree of spans. */
export declare function parseJsonTree(text: string): JsonNode;
export declare function member(node: JsonObjectNode, key: string): JsonMember | undefined;
/**
 * Collects changes to a parsed JSON text and produces the new text. Only the
 * members set to a different value (or added) change; everything else keeps its bytes.
 */
export declare class JsonEditor {
    readonly text: string;
    readonly root: JsonNode;
    private readonly style;
    private readonly splices;
    private readonly replaced;
    constructor(text: string, root?: JsonNode);
    get changed(): boolean;
    /** The parsed value of a node, as JSON.parse gives it. */
    valueOf(node: JsonNode): unknown;
    /**
     * Sets `key` in `object` to `value`: replaces the member's value when it
     * differs, or appends a member written like its siblings. Returns whether anything changed.
     */
    set(object: JsonObjectNode, key: string, value: unknown): boolean;
    private readonly appended;
    /** The text with every change applied. */
    toString(): string;
    private order;
    private push;
    private appendSplice;
    /** The indentation of the line a member starts on (its key), for multi-line values. */
    private indentOf;
    private lineIndent;
    private quote;
    /** A value written the way the file writes values at this indentation. */
    format(value: unknown, indent: string): string;
}
export declare function sameJson(a: unknown, b: unknown): boolean;
/** 1-based line numbers of offsets in one text, without rescanning it per look-up. */
export declare class LineIndex {
    private readonly starts;
    constructor(text: string);
    lineOf(offset: number): number;
}
