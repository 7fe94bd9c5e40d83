import { type Token } from './tokens.js';
/** 'limitless': "unlimited", "no limit on X", which any limit of X contradicts, whatever it measures. */
export type Dimension = 'duration' | 'size' | 'percent' | 'pixels' | 'rate' | 'port' | 'version' | 'clock' | 'count' | 'text' | 'limitless';
export interface Quantity {
    dim: Dimension;
    /** Normalised: milliseconds, bytes, per second, minutes after midnight, plain numbers. NaN for versions and text. */
    value: number;
    /** Sizes: the other reading of k/M/G (1000 vs 1024), so "10 MB" equals both "10240 KB" and "10000 KB". */
    alt?: number;
    /** Versions: numeric parts ("3.10" → [3, 10]); text values: the value, normalised. */
    parts?: number[];
    text?: string;
    /** What is counted or named: "retries", "workers", "node", "max_tokens". Quantities with disjoint keys are not compared. */
    key: string[];
    /** "per tenant", "per IP", or "total": what one unit of the value is counted over. */
    scope?: string;
    /** A range's lower end ("between 2 and 5 workers", "2–5 workers"); `value` is its upper end. */
    low?: number;
    /** How often, not how long: "every 5 minutes" ('every'); "hourly", "twice a day" ('often'); "60 Hz" ('hz', rounded by writers). */
    period?: 'every' | 'often' | 'hz';
    /** "at least" / "up to": a lower bound and an upper bound never contradict each other. */
    bound: 'min' | 'max' | null;
    /** The bound is a named setting ("the minimum API level is 26"), not a way of stating the value ("up to 26"). */
    namedBound?: boolean;
    /** The catalogue quantity it is the value of (settings-catalogue.ts): "concurrency", "heap", "page size". */
    setting?: string;
    /** Token indexes of the words naming that quantity ("context length", `max_seq_len`, `-c`). */
    namedBy?: number[];
    /** Versions: one of several the clause allows ("supports Node 18 and 20", "tested on 3.11 and 3.12"). */
    among?: boolean;
    /** Versions: a floor or ceiling written as a comparison with the tool ("R >= 4.1.0"), which a later release meets. */
    compared?: boolean;
    /** As written, for reasons. */
    written: string;
    /** Token range [first, last] inside the clause. */
    first: number;
    last: number;
}
/** The token at `i` is the number of a label ("session 22", "PR #12", "round three"): the label, as "pr 12", or null. */
export declare function labelAt(tokens: readonly Token[], i: number): string | null;
export declare const VOLUME_KEY = "litre";
/** The key of every length and every temperature, whatever unit it was written in: one quantity each (values.ts measuresAlike). */
export declare const LENGTH_KEY = "metre";
export declare const TEMPERATURE_KEY = "celsius";
/** "hourly", "nightly": ("once daily" is how often, not "once the plan is reviewed"). */
export declare function isFrequencyWord(norm: string): boolean;
/**
 * A duration written in one piece: Go's and most CLIs' `1h30m`, `2m30s`, `1d12h` (two units at least: one is a
 * plain number token), or ISO 8601's `PT30S`, `PT1H30M`, `P7D`. Milliseconds, or null.
 */
export declare function compoundDuration(text: string): number | null;
/** The key of a frame's value (frame). */
export declare const FRAME_KEY = "box";
/** A frame's width and height as the one value frame compares. */
export declare function frameValue(width: number, height: number): number;
/** The width and height of a frame's value, or null for any other quantity. */
export declare function frameSides(q: Pick<Quantity, 'dim' | 'key' | 'value'>): [number, number] | null;
/** A version's parts as a reader writes them: "3.6.0-rc2" for 3, 6, 0, -10002. */
export declare function versionText(parts: readonly number[]): string;
/** "retries 503 responses" / "does not retry 429 responses": each side names responses of a status the other never writes. */
export declare function statusesApart(a: readonly Token[], b: readonly Token[]): boolean;
export declare function findQuantities(tokens: Token[]): Quantity[];
/**
 * What "per" at `i` counts over: the last word of the noun after it ("per API key" is per key, like "per
 * key"; "per pod", "per IP"). Undefined when no noun follows.
 */
export declare function perScope(tokens: Token[], i: number): string | undefined;
/**
 * "`'lifetime' => 1440` (minutes)", "`AUTOSAVE_INTERVAL = 120` (seconds)": a unit written in parentheses right after a
 * bare number is that number's. Converts the count in place; false when `unit` is no unit of a duration, size or share.
 */
export declare function giveUnit(q: Quantity, unit: string): boolean;
/** A term that is a unit's name, as a part of a setting's or a call's name says how a value is measured. */
export declare function isUnitTerm(term: string): boolean;
export declare function isUnitWord(norm: string): boolean;
