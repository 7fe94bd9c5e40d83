export interface ErrorLocation {
    file?: string;
    line?: number;
    fix?: string;
}
export declare class UserError extends Error {
    readonly file?: string;
    readonly line?: number;
    readonly fix?: string;
    constructor(message: string, location?: ErrorLocation);
    /** `file:line: message (fix: …)` */
    format(): string;
}
/** The command line itself is wrong: unknown flag, missing argument. */
export declare class UsageError extends UserError {
    constructor(message: string, fix?: string);
}
