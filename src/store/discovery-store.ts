// The AXIOM store: `.axiom/cases.jsonl` plus its id counter. Read whole, checked
// line by line, changed in memory, written back sorted by id in one atomic write
// under the store lock. Lines nobody changed keep their exact bytes; records of
// other types (tasks, …) are never interpreted beyond their id.

import { crypto } from '../lazy-crypto.js';
import { existsSync, readFileSync } from 'node:fs';
import type { Config } from '../config.js';
import { UserError } from '../errors.js';
import {
  isImpact,
  isScope,
  isStatus,
  METADATA_KEY_ORDER,
  RECORD_KEY_ORDER,
  type Discovery,
  type DiscoveryMetadata,
  type Impact,
  type JsonObject,
  type Scope,
} from '../model/discovery.js';
import { compareIds, formatId, idNumber } from '../model/ids.js';
import { metadataKeyOrder, recordKeyOrder, type StoreDialect } from './dialect.js';
import { formatJsonl, parseJsonl, parseLine, serializeOrdered, type JsonlDocument, type JsonlLine } from './jsonl.js';
import { escapeRegExp } from '../text/regexp.js';
import { writeFileAtomic } from './atomic.js';
import { withLock } from './lock.js';
import { displayPath, type StorePaths } from './paths.js';
import { renderViews, writeViews } from '../views.js';

export interface StoreProblem {
  file: string;
  line: number | null;
  message: string;
  fix: string;
  /** Errors stop writes; warnings are reported and worked around. */
  severity: 'error' | 'warning';
}

export function formatProblem(problem: StoreProblem): string {
  return `${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message} (fix: ${problem.fix})`;
}

interface Entry {
  line: JsonlLine;
  /** The record now (the parsed line, possibly changed since). */
  value: JsonObject | null;
  dirty: boolean;
}

/** sha256 of the lower-cased, trimmed content: seed 001's deduplication key. */
export function contentHash(content: string): string {
  return crypto().createHash('sha256').update(content.toLowerCase().trim()).digest('hex');
}

export interface NewDiscovery {
  content: string;
  scope: Scope;
  taskId: string | null;
  agentId: string | null;
  impact: Impact;
  category: string;
  commit: string | null;
  now: Date;
}

export class DiscoveryStore {
  private readonly entries: Entry[];
  private readonly byId = new Map<string, Discovery>();
  /** Content hash → first discovery with it, built on first use (a sha256 per record costs more than reading the store). */
  private hashIndex: Map<string, Discovery> | null = null;
  /** Each discovery with its content as read, in file order, for building hashIndex. */
  private readonly asRead: Array<[Discovery, string]> = [];
  private readonly problemList: StoreProblem[] = [];
  private countersValue: JsonObject;
  private countersDirty = false;
  private structureChanged = false;
  private readonly eol: '\n' | '\r\n';
  readonly file: string;
  readonly dialect: StoreDialect;

  /** Read from some of the file's lines only (see `partial`): never written. */
  readonly partial: boolean;

  private constructor(
    readonly paths: StorePaths,
    readonly config: Config,
    doc: JsonlDocument,
    countersText: string | null,
    partial = false,
  ) {
    this.file = displayPath(paths, paths.cases);
    this.dialect = paths.dialect;
    this.partial = partial;
    this.eol = doc.eol;
    this.entries = doc.lines.map((line) => ({ line, value: line.value, dirty: false }));
    this.index();
    this.countersValue = this.readCounters(countersText);
  }

  /** Reads the store as it is on disk now. A missing file is an empty store. */
  static read(paths: StorePaths, config: Config): DiscoveryStore {
    const text = existsSync(paths.cases) ? readFileSync(paths.cases, 'utf8') : null;
    const counters = existsSync(paths.counters) ? readFileSync(paths.counters, 'utf8') : null;
    return new DiscoveryStore(paths, config, parseJsonl(text ?? ''), counters);
  }

  /** Reads a store from text (the merge driver and tests use this). */
  static fromText(paths: StorePaths, config: Config, text: string, countersText: string | null = null): DiscoveryStore {
    return new DiscoveryStore(paths, config, parseJsonl(text), countersText);
  }

  /**
   * The store as far as the records with these ids go, for reading them only:
   * parsing 10,000 lines to look at 5 discoveries costs more than the check. A
   * line is parsed when it holds one of the ids as JSON writes it, or any escape
   * (an id written another way); every line whose record has one of the ids is
   * among those, with its own line number. Others may come along (a line that
   * names the id in another field). A partial store cannot be written. `bytes`:
   * the file as read (only the lines parsed are decoded).
   */
  static partial(paths: StorePaths, config: Config, bytes: Buffer, ids: Iterable<string>): DiscoveryStore {
    return new DiscoveryStore(paths, config, parseLinesHolding(bytes, [...new Set([...ids].map((id) => JSON.stringify(id)))]), null, true);
  }

  /** Like `partial`, from lines the caller read itself (every line holding one of the ids' records, in file order). */
  static fromLines(paths: StorePaths, config: Config, lines: JsonlLine[]): DiscoveryStore {
    return new DiscoveryStore(paths, config, { lines, eol: '\n' }, null, true);
  }

  get exists(): boolean {
    return existsSync(this.paths.cases);
  }

  get problems(): readonly StoreProblem[] {
    return this.problemList;
  }

  /** Problems that make writing unsafe. */
  blockingProblems(): StoreProblem[] {
    return this.problemList.filter((p) => p.severity === 'error');
  }

  /** Throws the first blocking problem as a one-line error. */
  assertWritable(): void {
    const blocking = this.blockingProblems();
    if (blocking.length === 0) return;
    const first = blocking[0]!;
    const more = blocking.length > 1 ? ` (and ${blocking.length - 1} more problem${blocking.length > 2 ? 's' : ''})` : '';
    throw new UserError(`${first.message}${more}; nothing was written`, {
      file: first.file,
      line: first.line ?? undefined,
      fix: `${first.fix}; 'discoveries doctor' explains every problem and '--fix' repairs what it can`,
    });
  }

  /** Every readable discovery, in file order. */
  discoveries(): Discovery[] {
    const out: Discovery[] = [];
    for (const entry of this.entries) {
      const d = this.asDiscovery(entry);
      if (d) out.push(d);
    }
    return out;
  }

  get(id: string): Discovery | undefined {
    return this.byId.get(id);
  }

  /** The discovery, or a one-line error naming the store. */
  require(id: string): Discovery {
    const found = this.byId.get(id);
    if (found) return found;
    const normalised = /^\d+$/.test(id) ? formatId(this.dialect.idPrefix, Number(id)) : null;
    if (normalised && this.byId.has(normalised)) return this.byId.get(normalised)!;
    throw new UserError(`no discovery '${id}' in ${this.file}`, { fix: "run 'discoveries list' to see the ids" });
  }

  private lines: Map<string, number> | null = null;

  /** 1-based line of a discovery in the file as read (null for one added since). */
  lineOf(id: string): number | null {
    if (this.lines === null) {
      this.lines = new Map();
      for (const entry of this.entries) {
        const entryId = entry.value?.id;
        if (typeof entryId === 'string' && entry.line.lineNo > 0 && !this.lines.has(entryId)) this.lines.set(entryId, entry.line.lineNo);
      }
    }
    return this.lines.get(id) ?? null;
  }

  /** The existing discovery with the same normalised content, if any. */
  findDuplicate(content: string): Discovery | undefined {
    return this.byHash().get(contentHash(content));
  }

  private byHash(): Map<string, Discovery> {
    if (this.hashIndex === null) {
      this.hashIndex = new Map();
      for (const [d, content] of this.asRead) {
        const hash = contentHash(content);
        if (!this.hashIndex.has(hash)) this.hashIndex.set(hash, d);
      }
    }
    return this.hashIndex;
  }

  /** Creates a discovery with the next id from the counter. */
  create(input: NewDiscovery): Discovery {
    const n = this.nextDiscoveryNumber();
    const { dialect } = this;
    if (dialect.counterKey !== null) {
      this.countersValue[dialect.counterKey] = n;
      this.countersDirty = true;
    }
    const at = input.now.toISOString();
    const metadata = {
      scope: input.scope,
      [dialect.parentField]: input.taskId,
      sourceAgentId: input.agentId,
      impact: input.impact,
      category: input.category,
      validated: false,
      validatedAt: null,
      appliedTo: [],
      supersededBy: null,
      anchorCommit: input.commit,
    } as unknown as DiscoveryMetadata;
    const discovery = {
      id: formatId(dialect.idPrefix, n),
      [dialect.recordField]: dialect.recordValue,
      status: 'active',
      content: input.content,
      parentId: input.taskId,
      createdAt: at,
      updatedAt: at,
      metadata,
    } as unknown as Discovery;
    const value = discovery as unknown as JsonObject;
    this.entries.push({ line: { lineNo: 0, raw: '', value, error: null }, value, dirty: true });
    this.byId.set(discovery.id, discovery);
    this.byHash().set(contentHash(discovery.content), discovery);
    this.structureChanged = true;
    return discovery;
  }

  /** Records that a discovery object was changed in place, so it is written. */
  markChanged(discovery: Discovery): void {
    for (const entry of this.entries) {
      if (entry.value === (discovery as unknown as JsonObject)) {
        entry.dirty = true;
        this.byHash().set(contentHash(discovery.content), discovery);
        return;
      }
    }
    throw new Error(`discovery ${discovery.id} does not belong to this store`);
  }

  /** Counts a duplicate that was not stored (seed metric "Duplicates prevented"). */
  countDuplicatePrevented(count = 1): void {
    if (count <= 0 || this.dialect.counterKey === null) return;
    const current = typeof this.countersValue.duplicatesPrevented === 'number' ? this.countersValue.duplicatesPrevented : 0;
    this.countersValue.duplicatesPrevented = current + count;
    this.countersDirty = true;
  }

  get duplicatesPrevented(): number {
    const v = this.countersValue.duplicatesPrevented;
    return typeof v === 'number' ? v : 0;
  }

  get changed(): boolean {
    return this.structureChanged || this.countersDirty || this.entries.some((e) => e.dirty);
  }

  /** The case file as it would be written now: sorted by id, untouched lines byte-identical. */
  serialize(): string {
    if (this.partial) throw new Error(`${this.file} was read in part and cannot be written`);
    const withId: Entry[] = [];
    const withoutId: Entry[] = [];
    for (const entry of this.entries) {
      if (entry.value === null && entry.line.error === null) continue; // blank line
      if (entry.value === null && this.config.store.onMalformed !== 'keep') continue;
      if (entry.value !== null && typeof entry.value.id === 'string') withId.push(entry);
      else withoutId.push(entry);
    }
    withId.sort((a, b) => compareIds(a.value!.id as string, b.value!.id as string));
    const lines = [...withId, ...withoutId].map((entry) =>
      entry.dirty && entry.value
        ? serializeOrdered(entry.value, recordKeyOrder(this.dialect, RECORD_KEY_ORDER), { metadata: metadataKeyOrder(this.dialect, METADATA_KEY_ORDER) })
        : entry.line.raw,
    );
    return formatJsonl(lines, this.eol);
  }

  serializeCounters(): string {
    return `${JSON.stringify(this.countersValue, null, 2)}\n`;
  }

  /** Writes what changed: counters first (ids are never reused, even after a crash), then cases, then views. */
  save(): void {
    if (this.partial) throw new Error(`${this.file} was read in part and cannot be written`);
    if (this.countersDirty) writeFileAtomic(this.paths.counters, this.serializeCounters());
    if (this.structureChanged || this.entries.some((e) => e.dirty) || !this.exists) {
      writeFileAtomic(this.paths.cases, this.serialize());
    }
    writeViews(this.paths, renderViews(this.discoveries(), this.paths));
    for (const entry of this.entries) entry.dirty = false;
    this.countersDirty = false;
    this.structureChanged = false;
  }

  /** The next discovery number: past the counter and past every id already in the file. */
  private nextDiscoveryNumber(): number {
    const key = this.dialect.counterKey;
    const counter = key !== null && typeof this.countersValue[key] === 'number' ? (this.countersValue[key] as number) : 0;
    let highest = counter;
    for (const entry of this.entries) {
      const id = entry.value?.id;
      if (typeof id === 'string') highest = Math.max(highest, idNumber(id, this.dialect.idPrefix) ?? 0);
    }
    return highest + 1;
  }

  private readCounters(text: string | null): JsonObject {
    if (text === null || text.trim() === '') return {};
    const file = displayPath(this.paths, this.paths.counters);
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const value = parsed as JsonObject;
        const key = this.dialect.counterKey;
        const counter = key === null ? undefined : value[key];
        if (counter !== undefined && (typeof counter !== 'number' || !Number.isInteger(counter) || counter < 0)) {
          this.problemList.push({ file, line: null, severity: 'error', message: `"${key}" counter must be a whole number (got ${JSON.stringify(counter)})`, fix: `set it to the highest ${this.dialect.idPrefix}-NNN number in use` });
        }
        return value;
      }
      this.problemList.push({ file, line: 1, severity: 'error', message: 'expected a JSON object of counters', fix: 'write {"discovery": <highest disc-NNN number>}' });
    } catch (error) {
      const conflict = /^(<{7}|={7}|>{7})/m.test(text);
      this.problemList.push({
        file,
        line: null,
        severity: 'error',
        message: conflict ? 'git conflict markers (merged without the merge driver)' : `not valid JSON: ${(error as Error).message}`,
        fix: conflict ? "run 'discoveries doctor --fix'" : 'correct the JSON',
      });
    }
    return {};
  }

  private asDiscovery(entry: Entry): Discovery | null {
    const v = entry.value;
    if (!v || v[this.dialect.recordField] !== this.dialect.recordValue || typeof v.id !== 'string') return null;
    if (!isStatus(v.status) || typeof v.content !== 'string') return null;
    return v as unknown as Discovery;
  }

  private index(): void {
    const seen = new Map<string, number>();
    const malformedSeverity = this.config.store.onMalformed === 'keep' ? 'warning' : 'error';
    for (const entry of this.entries) {
      const { line } = entry;
      if (line.error) {
        this.problemList.push({
          file: this.file,
          line: line.lineNo,
          severity: malformedSeverity,
          message: line.error,
          fix: line.error.startsWith('git conflict') ? "run 'discoveries doctor --fix' to merge both sides" : 'correct or remove the line',
        });
        continue;
      }
      const v = entry.value;
      if (!v) continue;
      const id = v.id;
      if (typeof id === 'string') {
        const first = seen.get(id);
        if (first !== undefined) {
          this.problemList.push({
            file: this.file,
            line: line.lineNo,
            severity: 'error',
            message: `duplicate id ${id} (also on line ${first})`,
            fix: "run 'discoveries doctor --fix' to renumber the later one",
          });
        } else {
          seen.set(id, line.lineNo);
        }
      }
      if (v[this.dialect.recordField] !== this.dialect.recordValue) continue;
      if (!this.checkDiscovery(v, line.lineNo)) continue;
      const d = v as unknown as Discovery;
      if (!this.byId.has(d.id)) this.byId.set(d.id, d);
      this.asRead.push([d, d.content]);
    }
  }

  /** Checks one discovery record; fills defaults (in memory only) where the seed's fields are missing. */
  private checkDiscovery(v: JsonObject, lineNo: number): boolean {
    const problem = (severity: 'error' | 'warning', message: string, fix: string) =>
      this.problemList.push({ file: this.file, line: lineNo, severity, message, fix });
    if (typeof v.id !== 'string' || v.id === '') {
      problem('error', `${this.dialect.singular.toLowerCase()} without an "id"`, `give it the next ${this.dialect.idPrefix}-NNN id`);
      return false;
    }
    if (typeof v.content !== 'string') {
      problem('error', `${v.id} has no "content" string`, 'add the text of the discovery');
      return false;
    }
    if (!isStatus(v.status)) {
      problem('error', `${v.id} has status ${JSON.stringify(v.status)}`, 'use active, outdated, archived or deleted');
      return false;
    }
    if (v.metadata === undefined || v.metadata === null) {
      problem('warning', `${v.id} has no "metadata"; defaults assumed`, "run 'discoveries doctor --fix' to write them");
      v.metadata = {};
    } else if (typeof v.metadata !== 'object' || Array.isArray(v.metadata)) {
      problem('error', `${v.id} has a "metadata" that is not an object`, 'make metadata a JSON object');
      return false;
    }
    const m = v.metadata as JsonObject;
    if (m.scope === undefined) {
      problem('warning', `${v.id} has no metadata.scope; global assumed`, 'set metadata.scope to local or global');
      m.scope = 'global';
    } else if (!isScope(m.scope)) {
      problem('error', `${v.id} has metadata.scope ${JSON.stringify(m.scope)}`, 'use local or global');
      return false;
    }
    if (m.impact === undefined) m.impact = 'medium';
    else if (!isImpact(m.impact)) {
      problem('error', `${v.id} has metadata.impact ${JSON.stringify(m.impact)}`, 'use low, medium, high or critical');
      return false;
    }
    if (m[this.dialect.parentField] === undefined) m[this.dialect.parentField] = null;
    if (m.sourceAgentId === undefined) m.sourceAgentId = null;
    if (m.validated === undefined) m.validated = false;
    if (m.validatedAt === undefined) m.validatedAt = null;
    if (m.appliedTo === undefined) m.appliedTo = [];
    if (m.supersededBy === undefined) m.supersededBy = null;
    if (v.parentId === undefined) v.parentId = null;
    if (typeof v.createdAt !== 'string') {
      problem('warning', `${v.id} has no "createdAt"; it sorts as oldest`, 'set createdAt to an ISO 8601 time');
    }
    return true;
  }
}

/** Up to this many ids, one regular expression names them all; more, it names what they start with. */
const NAMED_IN_ONE_PATTERN = 64;

/**
 * Like parseJsonl, but only the lines holding one of the needles are decoded
 * and parsed (with their line numbers). The bytes are read as latin1 (one
 * character a byte, so positions are byte offsets; the needles are compared as
 * their UTF-8 bytes) and searched once, by one regular expression: a Buffer
 * search per needle, or per place a shared prefix occurs, costs ~1 µs a call
 * and a scan each. (A newline byte never occurs inside a UTF-8 sequence, so
 * lines cut from the bytes decode as lines cut from the text.)
 */
function parseLinesHolding(bytes: Buffer, needles: readonly string[]): JsonlDocument {
  const text = bytes.toString('latin1');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const asBytes = needles.map((n) => Buffer.from(n, 'utf8').toString('latin1'));
  // Any escape (an id written another way) makes its line one to parse.
  const alternatives = ['\\\\'];
  // JSON strings `"disc-001"`, `"disc-1429"`: a few are named; many, by what they start with
  // (`"disc-`), each match (a string up to its closing quote) then checked against the set.
  const wanted = new Set(asBytes);
  let common = asBytes[0] ?? '';
  for (const n of asBytes) while (!n.startsWith(common)) common = common.slice(0, -1);
  const byPrefix = common.length >= 2 && common.startsWith('"') && !common.slice(1).includes('"') && asBytes.length > NAMED_IN_ONE_PATTERN;
  if (byPrefix) alternatives.push(`${escapeRegExp(common)}[^"]*"`);
  else alternatives.push(...asBytes.filter((n) => n !== '').map(escapeRegExp));
  const pattern = new RegExp(alternatives.join('|'), 'g');
  const hits: number[] = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === '\\' || !byPrefix || wanted.has(match[0])) hits.push(match.index);
    // An escape or a string that is not one of the ids: the next match may start inside it.
    if (match[0].length > 1 && !wanted.has(match[0])) pattern.lastIndex = match.index + 1;
  }
  const lines: JsonlLine[] = [];
  let lineNo = 0;
  let next = 0;
  for (let at = 0; at < text.length && next < hits.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    lineNo++;
    if (hits[next]! < end) {
      lines.push(parseLine(bytes.toString('utf8', at, end > at && bytes[end - 1] === 13 ? end - 1 : end), lineNo));
      while (next < hits.length && hits[next]! < end) next++;
    }
    at = end + 1;
  }
  return { lines, eol };
}

export interface UpdateOptions {
  /** Wait this long for another process's lock. */
  lockTimeoutMs?: number;
}

/**
 * Reads the store under its lock, lets `change` modify it, and writes the result
 * (store, counters, views) if anything changed. Refuses a store with blocking problems.
 */
export async function updateStore<T>(
  paths: StorePaths,
  config: Config,
  change: (store: DiscoveryStore) => T | Promise<T>,
  options: UpdateOptions = {},
): Promise<T> {
  return withLock(
    paths.lock,
    async () => {
      const store = DiscoveryStore.read(paths, config);
      store.assertWritable();
      const result = await change(store);
      if (store.changed) store.save();
      return result;
    },
    { timeoutMs: options.lockTimeoutMs, displayPath: displayPath(paths, paths.lock) },
  );
}
