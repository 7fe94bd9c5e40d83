/**
 * True when each text names its own member of one family of code names (siblings above) that the other text
 * never writes. `triggers` are the words the check compared: they are the claim, never the owner.
 */
export declare function namesTwoOwners(older: string, newer: string, triggers: readonly string[]): boolean;
