/** A timestamp as ISO 8601 UTC, or null; a naive one (no offset) is read as UTC, so dates mean the same on every machine. */
export declare function isoOrNull(value: unknown): string | null;
