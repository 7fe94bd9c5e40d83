// JSON Lines, kept line by line. A line we don't change is written back with
// exactly the bytes it was read with; a line that isn't valid JSON is kept and
// reported, never dropped.

import type { JsonObject } from '../model/discovery.js';

export interface JsonlLine {
  /** 1-based line number in the file as read. */
  lineNo: number;
  /** The line as read, without its end-of-line. */
  raw: string;
  /** The parsed object, when the line holds one. */
  value: JsonObject | null;
  /** Why the line is not a JSON object (null for objects and blank lines). */
  error: string | null;
}

export interface JsonlDocument {
  lines: JsonlLine[];
  eol: '\n' | '\r\n';
}

const CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;

export function parseJsonl(text: string): JsonlDocument {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const rawLines = text.split(/\r?\n/);
  if (rawLines.length > 0 && rawLines[rawLines.length - 1] === '') rawLines.pop();
  const lines = rawLines.map((raw, index) => parseLine(raw, index + 1));
  return { lines, eol };
}

export function parseLine(raw: string, lineNo: number): JsonlLine {
  const line: JsonlLine = { lineNo, raw, value: null, error: null };
  const trimmed = raw.trim();
  if (trimmed === '') return line;
  if (CONFLICT_MARKER.test(raw)) {
    line.error = 'git conflict marker (the store was merged without the merge driver)';
    return line;
  }
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      line.error = `expected a JSON object, found ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : typeof parsed}`;
    } else {
      line.value = parsed as JsonObject;
    }
  } catch (error) {
    line.error = describeJsonError(trimmed, error);
  }
  return line;
}

function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const column = position ? Number(position[1]) + 1 : null;
  const reason = message.replace(/^JSON\.parse: /, '').replace(/ in JSON at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '');
  if (/^\{.*\}\s*\{/.test(text)) return 'two JSON objects on one line (a missing newline)';
  const atEnd = column !== null && column > text.length;
  if (/^\{/.test(text) && (atEnd || /Unexpected end of JSON input|Unterminated/.test(message))) return 'the line ends before its JSON object does (a truncated write?)';
  return `not valid JSON: ${reason}${column ? ` at column ${column}` : ''}`;
}

/**
 * Serializes an object with the keys named in `order` first (in that order),
 * then the rest in the order they already have. `nested` orders named sub-objects the same way.
 */
export function serializeOrdered(
  value: JsonObject,
  order: readonly string[],
  nested: Record<string, readonly string[]> = {},
): string {
  return JSON.stringify(reorder(value, order, nested));
}

function reorder(value: JsonObject, order: readonly string[], nested: Record<string, readonly string[]>): JsonObject {
  const out: JsonObject = {};
  const put = (key: string) => {
    const v = value[key];
    if (v === undefined) return;
    const sub = nested[key];
    out[key] = sub && v !== null && typeof v === 'object' && !Array.isArray(v) ? reorder(v, sub, {}) : v;
  };
  for (const key of order) if (Object.prototype.hasOwnProperty.call(value, key)) put(key);
  for (const key of Object.keys(value)) if (!order.includes(key)) put(key);
  return out;
}

export function formatJsonl(lines: readonly string[], eol: '\n' | '\r\n'): string {
  return lines.length === 0 ? '' : lines.join(eol) + eol;
}
