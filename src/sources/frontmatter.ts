// YAML frontmatter of agent files (SKILL.md, Cursor `.mdc` rules), read the
// lenient way seed 002 asks for: a string where a list is expected becomes a
// list, and invalid YAML is a warning naming the file and the error, after
// which the file is still read (simple `key: value` lines are recovered, since
// Cursor writes `globs: *.ts`, which YAML reads as an alias).

import type * as Yaml from 'yaml';
import { loadYaml } from '../config.js';

export interface Frontmatter {
  /** Null when the file has none. */
  data: Record<string, unknown> | null;
  /** 1-based line of each top-level key. */
  keyLines: Map<string, number>;
  /** 0-based index of the first body line. */
  bodyStart: number;
  /** Set when the YAML was invalid: `file:line: invalid YAML frontmatter: …`. */
  warning: string | null;
}

const OPEN = /^---\s*$/;

export async function parseFrontmatter(lines: readonly string[], file: string): Promise<Frontmatter> {
  const none: Frontmatter = { data: null, keyLines: new Map(), bodyStart: 0, warning: null };
  if (lines.length === 0 || !OPEN.test(lines[0]!.replace(/^\uFEFF/, ''))) return none;
  let close = -1;
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)\s*$/.test(lines[i]!)) {
      close = i;
      break;
    }
  }
  if (close < 0) return { ...none, warning: `${file}:1: frontmatter opened with --- is never closed (read as text)` };
  const yamlText = lines.slice(1, close).join('\n');
  const yaml: typeof Yaml = await loadYaml();
  const counter = new yaml.LineCounter();
  const doc = yaml.parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  const keyLines = new Map<string, number>();
  if (doc.errors.length === 0) {
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) return { data: {}, keyLines, bodyStart: close + 1, warning: null };
    if (typeof value !== 'object' || Array.isArray(value)) {
      return { data: {}, keyLines, bodyStart: close + 1, warning: `${file}:2: frontmatter is not a mapping of keys (ignored)` };
    }
    if (yaml.isMap(doc.contents)) {
      for (const pair of doc.contents.items) {
        const key = yaml.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const range = (pair.key as { range?: [number, number, number] } | null)?.range;
        if (range) keyLines.set(key, counter.linePos(range[0]).line + 1);
      }
    }
    return { data: value as Record<string, unknown>, keyLines, bodyStart: close + 1, warning: null };
  }
  const error = doc.errors[0]!;
  const line = (error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line) + 1;
  // Recover what simple `key: value` lines say, so one bad value does not hide the rest.
  const data: Record<string, unknown> = {};
  for (let i = 1; i < close; i++) {
    const match = /^([A-Za-z_][\w-]*):\s*(.*?)\s*$/.exec(lines[i]!);
    if (!match) continue;
    const raw = match[2]!;
    data[match[1]!] = raw === '' ? null : raw.replace(/^(["'])(.*)\1$/, '$2');
    keyLines.set(match[1]!, i + 1);
  }
  return {
    data,
    keyLines,
    bodyStart: close + 1,
    warning: `${file}:${line}: invalid YAML frontmatter: ${error.message.split('\n')[0]} (simple key: value lines were used; the rest of the file was read)`,
  };
}

/** A list field, leniently: a string becomes a list (split on commas outside `{…}`), scalars become strings. */
export function asList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined).map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [String(value)];
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of value) {
    if (c === '{') depth++;
    if (c === '}') depth = Math.max(0, depth - 1);
    if (c === ',' && depth === 0) {
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/^(["'])(.*)\1$/, '$2')).filter(Boolean);
}

/** A boolean field, leniently: "true"/"yes"/"on" count. */
export function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (/^(true|yes|on)$/i.test(value.trim())) return true;
    if (/^(false|no|off)$/i.test(value.trim())) return false;
  }
  return null;
}
