export interface AlternativeGroup {
    role: string;
    /** A project normally uses one member for this role at a time. */
    exclusive: boolean;
    /** Members only say which part of a project a note is about (languages, platforms): never a substitution. */
    contextOnly: boolean;
    /** Terms (as the tokenizer reads them) of the words prose uses for the role itself. */
    roleStems: Set<string>;
    /** Members, each with its spellings; the first spelling names it. */
    members: string[][];
}
export declare const ALTERNATIVE_GROUPS: AlternativeGroup[];
export interface Membership {
    group: number;
    /** The member's first spelling: what both sides are compared by. */
    name: string;
}
/** spelling (tokens' lower-case forms joined by spaces) → the groups it is a member of */
export declare const ALTERNATIVE_INDEX: Map<string, Membership[]>;
/** Spellings that match only as written (a capital in the catalogue): "Render", "Drone". */
export declare const CASED_SPELLINGS: Map<string, string>;
/** Every first part of a spelling written as several words ("google", "google cloud"): when to read on. */
export declare const SPELLING_PREFIXES: Set<string>;
/**
 * First words of spellings of several words that are function words with no term of their own ("local disk",
 * "Let's Encrypt", "HERE Maps", "CAN bus"): a clause's word with no term is read on as a name only from these.
 */
export declare const TERMLESS_FIRST_WORDS: Set<string>;
export declare function spellingsOf(group: number, name: string): string[];
