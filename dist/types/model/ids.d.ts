export declare const DISCOVERY_PREFIX = "disc";
export declare function formatId(prefix: string, n: number): string;
/** The counter in an id of the given prefix, or null for another kind of id. */
export declare function idNumber(id: string, prefix?: string): number | null;
export declare function compareIds(a: string, b: string): number;
/** Agent ids name view folders (`agents/{persona}/`), so only safe characters are accepted. */
export declare function isValidAgentId(id: string): boolean;
/** Task ids are free text but single-line and printable. */
export declare function isValidTaskId(id: string): boolean;
