export interface Frontmatter {
    /** Null when the file has none. */
    data: Record<string, unknown> | null;
    /** 1-based line of each top-level key. */
    keyLines: Map<string, number>;
    /** 0-based index of the first body line. */
    bodyStart: number;
    /** Set when the YAML was invalid: `file:line: invalid YAML frontmatter: …`. */
    warning: string | null;
}
export declare function parseFrontmatter(lines: readonly string[], file: string): Promise<Frontmatter>;
/** A list field, leniently: a string becomes a list (split on commas outside `{…}`), scalars become strings. */
export declare function asList(value: unknown): string[];
/** A boolean field, leniently: "true"/"yes"/"on" count. */
export declare function asBoolean(value: unknown): boolean | null;
