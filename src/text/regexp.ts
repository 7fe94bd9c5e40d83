/** The text as a regular expression that matches it literally (`/` too, so it can sit in any pattern). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
