/**
 * Text in double quotes on one line, cut at `room` characters with "…". Commit
 * subjects can run to hundreds of characters; a reason that quotes one whole
 * would bury what it says.
 */
export declare function quoted(text: string, room?: number): string;
/** How reasons and reports quote a commit's subject. */
export declare const SUBJECT_ROOM = 72;
