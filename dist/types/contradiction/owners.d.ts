/**
 * True when each text names its own member of one family of code names (siblings above) that the other text
 * never writes. `triggers` are the words the check compared: they are the claim, never the owner. With each side's
 * own triggers (`olderWords`, `newerWords`), a name each side cites for its state (citedForState) is no owner.
 */
export declare function namesTwoOwners(older: string, newer: string, triggers: readonly string[], olderTriggers?: readonly string[], newerTriggers?: readonly string[]): boolean;
