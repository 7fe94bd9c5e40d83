/**
 * Text in double quotes on one line, cut at `room` characters with "…". Commit
 * subjects can run to hundreds of characters; a reason that quotes one whole
 * would bury what it says.
 */
export function quoted(text: string, room = 100): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= room) return `"${oneLine}"`;
  const cut = oneLine.slice(0, room - 1);
  // At a word's end when one is in the second half, so no word is left half written.
  const space = oneLine[room - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `"${(space > room / 2 ? cut.slice(0, space) : cut).trimEnd()}…"`;
}

/** How reasons and reports quote a commit's subject. */
export const SUBJECT_ROOM = 72;
