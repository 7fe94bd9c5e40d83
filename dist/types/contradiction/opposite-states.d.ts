export declare const OPPOSITE_STATES: Array<[string, string]>;
/** Words of the pairs above that are states only after a state verb (their other senses name a kind of thing). */
export declare const PREDICATIVE_STATES: Set<string>;
/** Words of the pairs above that are states also after "in", "on", "to", "as", "with" or "use" ("sits in a private subnet"). */
export declare const SITUATED_STATES: Set<string>;
/**
 * States of two different pairs that one thing cannot hold at once: a nullable field is not a required one, a shared
 * cache is not a per-process one, strict evaluation is not lazy, a single process does not build in parallel. Each
 * state keeps its own pair ("nullable" / "non-nullable", "required" / "optional"); polarity.ts reads a clause with a
 * first state against one with the second as denying it. Written top-down like the pairs above. Each line:
 * [words of the first state, words of the second, optional words one of the two texts must write for the two to meet
 * ("static" and "shared" exclude each other only as kinds of library or linking)]. Words are antonym-list words (a
 * test checks), written as the tokenizer joins them.
 */
export declare const EXCLUDING_STATES: Array<[string, string, string?]>;
