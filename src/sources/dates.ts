/** A timestamp as ISO 8601 UTC, or null; a naive one (no offset) is read as UTC, so dates mean the same on every machine. */
export function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const time = Date.parse(/T\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
