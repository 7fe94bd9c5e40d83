/** Each way of writing a thing, as its stem, mapped to the stem of the thing's canonical name. */
export declare const COMMON_NAMES: ReadonlyArray<readonly [variant: string, canonical: string]>;
