// Merging two versions of a case file (the git merge driver, and doctor when a
// merge ran without it). Records are matched by id, not by line, so two branches
// that each add discoveries never conflict:
// - a record only one side changed takes that side;
// - a record both sides changed is merged field by field; where both changed the
//   same field, the side with the later updatedAt wins (lists of ids are unioned);
// - two different discoveries that got the same id on both branches: ours keeps
//   it, theirs is renumbered past every id in use, and theirs' references to it
//   (supersededBy, conflictsWith, …) follow;
// - deleting a record on one side while the other changed it keeps the change.

import type { JsonObject, JsonValue } from '../model/discovery.js';
import { METADATA_KEY_ORDER, RECORD_KEY_ORDER } from '../model/discovery.js';
import { compareIds, formatId, idNumber } from '../model/ids.js';
import { AXIOM_DIALECT, isLearningRecord, metadataKeyOrder, recordKeyOrder, type StoreDialect } from './dialect.js';
import { formatJsonl, parseJsonl, serializeOrdered, type JsonlLine } from './jsonl.js';

export interface Renumbering {
  from: string;
  to: string;
}

export interface CaseMergeResult {
  text: string;
  /** Discoveries of theirs that were given new ids. */
  renumbered: Renumbering[];
  /** Records that could not be merged automatically (non-discovery records with one id and two contents); both were kept. */
  conflicts: string[];
}

type Side = 'ours' | 'theirs';

interface Version {
  raw: string;
  value: JsonObject | null;
}

interface Keyed {
  order: string[];
  map: Map<string, Version>;
}

function keyOf(line: JsonlLine): string | null {
  if (line.value && typeof line.value.id === 'string') return `id:${line.value.id}`;
  if (line.raw.trim() === '') return null;
  return `raw:${line.raw}`;
}

function keyed(text: string): Keyed {
  const order: string[] = [];
  const map = new Map<string, Version>();
  for (const line of parseJsonl(text).lines) {
    const key = keyOf(line);
    if (key === null || map.has(key)) continue;
    order.push(key);
    map.set(key, { raw: line.raw, value: line.value });
  }
  return { order, map };
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => deepEqual(v, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isPlainObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Field-level three-way merge; `preferTheirs` settles fields both sides changed differently. */
export function mergeObjects(base: JsonObject | undefined, ours: JsonObject, theirs: JsonObject, preferTheirs: boolean): JsonObject {
  const out: JsonObject = {};
  const keys = [...Object.keys(ours), ...Object.keys(theirs).filter((k) => !(k in ours))];
  for (const key of keys) {
    const b = base?.[key];
    const o = ours[key];
    const t = theirs[key];
    let merged: JsonValue | undefined;
    if (deepEqual(o, t)) merged = o;
    else if (deepEqual(o, b)) merged = t;
    else if (deepEqual(t, b)) merged = o;
    else if (isPlainObject(o) && isPlainObject(t)) merged = mergeObjects(isPlainObject(b) ? b : undefined, o, t, preferTheirs);
    else if (isStringList(o) && isStringList(t)) merged = [...new Set([...o, ...t])];
    else merged = preferTheirs ? t : o;
    if (merged !== undefined) out[key] = merged;
  }
  return out;
}

function updatedAt(v: JsonObject | null): string {
  return v && typeof v.updatedAt === 'string' ? v.updatedAt : '';
}

const REFERENCE_FIELDS = ['supersededBy', 'replacedBy', 'replaces'] as const;
const REFERENCE_LISTS = ['conflictsWith', 'compatibleWith'] as const;

/** Rewrites references to renumbered ids inside one record (returns whether anything changed). */
export function rewriteReferences(record: JsonObject, renames: Map<string, string>): boolean {
  let changed = false;
  const meta = isPlainObject(record.metadata) ? record.metadata : null;
  for (const holder of meta ? [record, meta] : [record]) {
    for (const field of REFERENCE_FIELDS) {
      const v = holder[field];
      if (typeof v === 'string' && renames.has(v)) {
        holder[field] = renames.get(v)!;
        changed = true;
      }
    }
    for (const field of REFERENCE_LISTS) {
      const v = holder[field];
      if (isStringList(v) && v.some((x) => renames.has(x))) {
        holder[field] = v.map((x) => renames.get(x) ?? x);
        changed = true;
      }
    }
  }
  return changed;
}

export function serializeRecord(value: JsonObject, dialect: StoreDialect = AXIOM_DIALECT): string {
  return serializeOrdered(value, recordKeyOrder(dialect, RECORD_KEY_ORDER), { metadata: metadataKeyOrder(dialect, METADATA_KEY_ORDER) });
}

export function mergeCaseFiles(
  baseText: string,
  oursText: string,
  theirsText: string,
  eol: '\n' | '\r\n' = '\n',
  dialect: StoreDialect = AXIOM_DIALECT,
): CaseMergeResult {
  const base = keyed(baseText);
  const ours = keyed(oursText);
  const theirs = keyed(theirsText);
  const keys = [...ours.order, ...theirs.order.filter((k) => !ours.map.has(k))];

  let highest = 0;
  for (const side of [base, ours, theirs]) {
    for (const v of side.map.values()) {
      const id = v.value?.id;
      if (typeof id === 'string') highest = Math.max(highest, idNumber(id, dialect.idPrefix) ?? 0);
    }
  }

  const result: Array<{ side: Side | 'merged'; version: Version; dirty: boolean }> = [];
  const renumbered: Renumbering[] = [];
  const conflicts: string[] = [];

  for (const key of keys) {
    const b = base.map.get(key);
    const o = ours.map.get(key);
    const t = theirs.map.get(key);
    if (o && t && o.raw === t.raw) {
      result.push({ side: 'ours', version: o, dirty: false });
      continue;
    }
    if (!b) {
      if (o && !t) result.push({ side: 'ours', version: o, dirty: false });
      else if (t && !o) result.push({ side: 'theirs', version: t, dirty: false });
      else if (o && t) {
        const sameRecord = o.value && t.value && o.value.createdAt !== undefined && o.value.createdAt === t.value.createdAt && o.value.type === t.value.type;
        if (sameRecord) {
          const merged = mergeObjects(undefined, o.value!, t.value!, updatedAt(t.value) > updatedAt(o.value));
          result.push({ side: 'merged', version: { raw: '', value: merged }, dirty: true });
        } else if (isLearningRecord(t.value, dialect) && typeof t.value!.id === 'string') {
          highest += 1;
          const to = formatId(dialect.idPrefix, highest);
          renumbered.push({ from: t.value!.id as string, to });
          result.push({ side: 'ours', version: o, dirty: false });
          result.push({ side: 'theirs', version: { raw: '', value: { ...t.value!, id: to } }, dirty: true });
        } else {
          conflicts.push(key.replace(/^id:/, ''));
          result.push({ side: 'ours', version: o, dirty: false });
          result.push({ side: 'theirs', version: t, dirty: false });
        }
      }
      continue;
    }
    if (!o && !t) continue;
    if (!o) {
      if (t!.raw !== b.raw) result.push({ side: 'theirs', version: t!, dirty: false });
      continue;
    }
    if (!t) {
      if (o.raw !== b.raw) result.push({ side: 'ours', version: o, dirty: false });
      continue;
    }
    if (o.raw === b.raw) result.push({ side: 'theirs', version: t, dirty: false });
    else if (t.raw === b.raw) result.push({ side: 'ours', version: o, dirty: false });
    else if (o.value && t.value) {
      const merged = mergeObjects(b.value ?? undefined, o.value, t.value, updatedAt(t.value) > updatedAt(o.value));
      result.push({ side: 'merged', version: { raw: '', value: merged }, dirty: true });
    } else {
      // Unparseable on a side: keep both lines rather than lose either.
      conflicts.push(key.replace(/^(id|raw):/, ''));
      result.push({ side: 'ours', version: o, dirty: false });
      result.push({ side: 'theirs', version: t, dirty: false });
    }
  }

  if (renumbered.length > 0) {
    const renames = new Map(renumbered.map((r) => [r.from, r.to]));
    for (const entry of result) {
      if (entry.side !== 'theirs' || !entry.version.value) continue;
      const copy = structuredClone(entry.version.value);
      if (rewriteReferences(copy, renames)) {
        entry.version = { raw: '', value: copy };
        entry.dirty = true;
      }
    }
  }

  const withId = result.filter((e) => typeof e.version.value?.id === 'string');
  const withoutId = result.filter((e) => typeof e.version.value?.id !== 'string');
  withId.sort((a, c) => compareIds(a.version.value!.id as string, c.version.value!.id as string));
  const lines = [...withId, ...withoutId].map((e) => (e.dirty && e.version.value ? serializeRecord(e.version.value, dialect) : e.version.raw));
  return { text: formatJsonl(lines, eol), renumbered, conflicts };
}

/** Counters only grow: every numeric counter takes the larger side; other keys merge three-way. */
export function mergeCounterFiles(baseText: string, oursText: string, theirsText: string): string {
  const parse = (text: string): JsonObject => {
    try {
      const v: unknown = JSON.parse(text);
      return isPlainObject(v) ? v : {};
    } catch {
      return {};
    }
  };
  const b = parse(baseText);
  const o = parse(oursText);
  const t = parse(theirsText);
  const merged = mergeObjects(b, o, t, false);
  for (const key of Object.keys(merged)) {
    const ov = o[key];
    const tv = t[key];
    if (typeof ov === 'number' && typeof tv === 'number') merged[key] = Math.max(ov, tv);
  }
  return `${JSON.stringify(merged, null, 2)}\n`;
}

/**
 * Splits a text with git conflict blocks into the two sides (and the base, when
 * the diff3 style wrote one). Lines outside blocks belong to every side.
 */
export function splitConflictSides(text: string): { base: string; ours: string; theirs: string; blocks: number } {
  const base: string[] = [];
  const ours: string[] = [];
  const theirs: string[] = [];
  let state: 'common' | 'ours' | 'base' | 'theirs' = 'common';
  let blocks = 0;
  for (const line of text.split(/\r?\n/)) {
    if (/^<{7}(\s|$)/.test(line)) {
      state = 'ours';
      blocks++;
      continue;
    }
    if (/^\|{7}(\s|$)/.test(line) && state === 'ours') {
      state = 'base';
      continue;
    }
    if (/^={7}$/.test(line) && (state === 'ours' || state === 'base')) {
      state = 'theirs';
      continue;
    }
    if (/^>{7}(\s|$)/.test(line) && state === 'theirs') {
      state = 'common';
      continue;
    }
    if (state === 'common') {
      base.push(line);
      ours.push(line);
      theirs.push(line);
    } else if (state === 'ours') ours.push(line);
    else if (state === 'base') base.push(line);
    else theirs.push(line);
  }
  return { base: base.join('\n'), ours: ours.join('\n'), theirs: theirs.join('\n'), blocks };
}

/**
 * Merges two generated views without a conflict: every section of either side,
 * every entry of either side (ours first, no exact duplicates). The result is
 * readable but may be stale (ids renumbered by the store merge); the next write
 * or `discoveries render` regenerates it exactly.
 */
export function mergeViewFiles(oursText: string, theirsText: string): string {
  const parse = (text: string) => {
    const head: string[] = [];
    const sections = new Map<string, string[]>();
    let current: string[] | null = null;
    for (const line of text.split(/\r?\n/)) {
      if (line.startsWith('## ')) {
        current = sections.get(line) ?? [];
        sections.set(line, current);
      } else if (current === null) head.push(line);
      else if (line.trim() !== '') current.push(line);
    }
    return { head, sections };
  };
  const ours = parse(oursText);
  const theirs = parse(theirsText);
  const out = ours.head.filter((l) => l !== '_No discoveries yet._');
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  out.push('');
  const titles = [...ours.sections.keys(), ...[...theirs.sections.keys()].filter((t) => !ours.sections.has(t))];
  for (const title of titles) {
    const lines = [...(ours.sections.get(title) ?? [])];
    for (const line of theirs.sections.get(title) ?? []) if (!lines.includes(line)) lines.push(line);
    out.push(title, ...lines, '');
  }
  return out.join('\n');
}
