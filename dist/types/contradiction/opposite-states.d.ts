export declare const OPPOSITE_STATES: Array<[string, string]>;
/** Words of the pairs above that are states only after a state verb (their other senses name a kind of thing). */
export declare const PREDICATIVE_STATES: Set<string>;
/** Words of the pairs above that are states also after "in", "on", "to", "as", "with" or "use" ("sits in a private subnet"). */
export declare const SITUATED_STATES: Set<string>;
