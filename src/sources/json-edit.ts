// Lossless JSON editing for stores other tools write (genome memories, prompt
// points). The text is parsed into a tree that remembers where every value sits;
// a change splices new text into exactly the members it touches, in the style
// the file already uses (indentation, `": "` or `":"`, \u escapes), so a file
// read and written back unchanged is byte-identical and an edited one differs
// only in the members that changed. Unknown fields are never rewritten.

export interface JsonObjectNode {
  type: 'object';
  start: number;
  end: number;
  members: JsonMember[];
}

export interface JsonMember {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

export interface JsonArrayNode {
  type: 'array';
  start: number;
  end: number;
  items: JsonNode[];
}

export interface JsonScalarNode {
  type: 'scalar';
  start: number;
  end: number;
  value: string | number | boolean | null;
}

export type JsonNode = JsonObjectNode | JsonArrayNode | JsonScalarNode;

export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly offset: number,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} at line ${line} column ${column}`);
    this.name = 'JsonSyntaxError';
  }
}

/** Parses one JSON value (surrounding whitespace allowed) into a tree of spans. */
export function parseJsonTree(text: string): JsonNode {
  const parser = new Parser(text);
  parser.skipSpace();
  const node = parser.value();
  parser.skipSpace();
  if (parser.pos < text.length) parser.fail('unexpected text after the JSON value');
  return node;
}

class Parser {
  pos = 0;

  constructor(private readonly text: string) {}

  fail(message: string, at = this.pos): never {
    const before = this.text.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new JsonSyntaxError(message, at, line, column);
  }

  skipSpace(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0xfeff) this.pos++;
      else break;
    }
  }

  value(): JsonNode {
    const c = this.text[this.pos];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') {
      const start = this.pos;
      const value = this.string();
      return { type: 'scalar', start, end: this.pos, value };
    }
    const start = this.pos;
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!literal) this.fail(c === undefined ? 'the JSON ends too early' : `unexpected ${JSON.stringify(c)}`);
    this.pos += literal[0].length;
    return { type: 'scalar', start, end: this.pos, value: JSON.parse(literal[0]) as string | number | boolean | null };
  }

  string(): string {
    const start = this.pos;
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos];
      if (c === '\\') this.pos += 2;
      else if (c === '"') {
        this.pos++;
        try {
          return JSON.parse(this.text.slice(start, this.pos)) as string;
        } catch {
          this.fail('invalid string', start);
        }
      } else if (c === '\n') this.fail('unterminated string', start);
      else this.pos++;
    }
    return this.fail('unterminated string', start);
  }

  object(): JsonObjectNode {
    const node: JsonObjectNode = { type: 'object', start: this.pos, end: -1, members: [] };
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      node.end = this.pos;
      return node;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a "key"');
      const keyStart = this.pos;
      const key = this.string();
      const keyEnd = this.pos;
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail("expected ':' after a key");
      this.pos++;
      this.skipSpace();
      node.members.push({ key, keyStart, keyEnd, value: this.value() });
      this.skipSpace();
      const c = this.text[this.pos];
      this.pos++;
      if (c === ',') continue;
      if (c === '}') break;
      this.fail("expected ',' or '}'", this.pos - 1);
    }
    node.end = this.pos;
    return node;
  }

  array(): JsonArrayNode {
    const node: JsonArrayNode = { type: 'array', start: this.pos, end: -1, items: [] };
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      node.end = this.pos;
      return node;
    }
    for (;;) {
      this.skipSpace();
      node.items.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos];
      this.pos++;
      if (c === ',') continue;
      if (c === ']') break;
      this.fail("expected ',' or ']'", this.pos - 1);
    }
    node.end = this.pos;
    return node;
  }
}

export function member(node: JsonObjectNode, key: string): JsonMember | undefined {
  // The last one wins, as in JSON.parse.
  for (let i = node.members.length - 1; i >= 0; i--) if (node.members[i]!.key === key) return node.members[i];
  return undefined;
}

/** How the file writes JSON, learned from the file itself. */
interface Style {
  /** `": "` (JSON.stringify with indent, Python) or `":"` (compact JSON.stringify). */
  keySeparator: string;
  /** Between items on one line: `,` or `, ` (Python's json.dumps). */
  inlineSeparator: string;
  /** One indentation step for multi-line values, or null when values are written on one line. */
  indentUnit: string | null;
  /** Non-ASCII characters written as \u escapes (Python's ensure_ascii). */
  asciiOnly: boolean;
  eol: '\n' | '\r\n';
}

function learnStyle(text: string, root: JsonNode): Style {
  let keySeparator: string | null = null;
  let inlineSeparator: string | null = null;
  let indentUnit: string | null = null;
  const visit = (node: JsonNode, depth: number, indent: string) => {
    if (node.type === 'scalar') return;
    const children = node.type === 'object' ? node.members.map((m) => ({ start: m.keyStart, end: m.value.end, value: m.value })) : node.items.map((v) => ({ start: v.start, end: v.end, value: v }));
    if (node.type === 'object' && keySeparator === null && node.members.length > 0) {
      const m = node.members[0]!;
      keySeparator = text.slice(m.keyEnd, m.value.start);
    }
    if (children.length > 0) {
      const lead = text.slice(node.start + 1, children[0]!.start);
      const newline = lead.lastIndexOf('\n');
      if (newline >= 0 && indentUnit === null) {
        const childIndent = lead.slice(newline + 1);
        if (childIndent.length > indent.length && childIndent.startsWith(indent)) indentUnit = childIndent.slice(indent.length);
      }
      if (newline < 0 && inlineSeparator === null && children.length > 1) {
        inlineSeparator = text.slice(children[0]!.end, children[1]!.start);
      }
      const childIndent = newline >= 0 ? lead.slice(newline + 1) : indent;
      for (const child of children) visit(child.value, depth + 1, childIndent);
    }
  };
  visit(root, 0, '');
  const hasEscapes = /\\u(?:00[89a-fA-F][0-9a-fA-F]|0[1-9a-fA-F][0-9a-fA-F]{2}|[1-9a-fA-F][0-9a-fA-F]{3})/.test(text);
  // eslint-disable-next-line no-control-regex
  const hasRaw = /[^\x00-\x7f]/.test(text);
  return {
    keySeparator: keySeparator ?? (indentUnit !== null ? ': ' : ':'),
    inlineSeparator: inlineSeparator ?? ',',
    indentUnit,
    asciiOnly: hasEscapes && !hasRaw,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

interface Splice {
  at: number;
  end: number;
  text: string;
  order: number;
}

/**
 * Collects changes to a parsed JSON text and produces the new text. Only the
 * members set to a different value (or added) change; everything else keeps its bytes.
 */
export class JsonEditor {
  readonly root: JsonNode;
  private readonly style: Style;
  private readonly splices: Splice[] = [];
  private readonly replaced = new Set<JsonNode>();

  constructor(readonly text: string, root?: JsonNode) {
    this.root = root ?? parseJsonTree(text);
    this.style = learnStyle(text, this.root);
  }

  get changed(): boolean {
    return this.splices.length > 0;
  }

  /** The parsed value of a node, as JSON.parse gives it. */
  valueOf(node: JsonNode): unknown {
    return JSON.parse(this.text.slice(node.start, node.end));
  }

  /**
   * Sets `key` in `object` to `value`: replaces the member's value when it
   * differs, or appends a member written like its siblings. Returns whether anything changed.
   */
  set(object: JsonObjectNode, key: string, value: unknown): boolean {
    const existing = member(object, key);
    if (existing) {
      if (sameJson(this.valueOf(existing.value), value)) return false;
      if (this.replaced.has(existing.value)) throw new Error(`"${key}" is already being replaced`);
      this.replaced.add(existing.value);
      this.push(existing.value.start, existing.value.end, this.format(value, this.indentOf(object, existing.keyStart)));
      return true;
    }
    const pending = this.appended.get(object) ?? [];
    if (pending.some((p) => p.key === key)) throw new Error(`"${key}" is already being added`);
    pending.push({ key, value });
    this.appended.set(object, pending);
    return true;
  }

  private readonly appended = new Map<JsonObjectNode, Array<{ key: string; value: unknown }>>();

  /** The text with every change applied. */
  toString(): string {
    const splices = [...this.splices];
    for (const [object, members] of this.appended) splices.push(this.appendSplice(object, members));
    if (splices.length === 0) return this.text;
    splices.sort((a, b) => a.at - b.at || a.order - b.order);
    let out = '';
    let pos = 0;
    for (const s of splices) {
      if (s.at < pos) throw new Error('overlapping JSON edits');
      out += this.text.slice(pos, s.at) + s.text;
      pos = s.end;
    }
    return out + this.text.slice(pos);
  }

  private order = 0;

  private push(at: number, end: number, text: string): void {
    this.splices.push({ at, end, text, order: this.order++ });
  }

  private appendSplice(object: JsonObjectNode, members: Array<{ key: string; value: unknown }>): Splice {
    const { style } = this;
    const last = object.members[object.members.length - 1];
    if (!last) {
      // `{}`: written on one line, or opened up like the file's other objects.
      const indent = this.lineIndent(object.start);
      const entries = members.map((m) => `${this.quote(m.key)}${style.keySeparator}${this.format(m.value, indent + (style.indentUnit ?? ''))}`);
      const inner =
        style.indentUnit === null
          ? entries.join(style.inlineSeparator)
          : `${style.eol}${entries.map((e) => `${indent}${style.indentUnit}${e}`).join(`,${style.eol}`)}${style.eol}${indent}`;
      return { at: object.start, end: object.end, text: `{${inner}}`, order: this.order++ };
    }
    let separator: string;
    if (object.members.length > 1) {
      const before = object.members[object.members.length - 2]!;
      separator = this.text.slice(before.value.end, last.keyStart);
    } else {
      separator = `,${this.text.slice(object.start + 1, last.keyStart)}`;
    }
    const keySeparator = this.text.slice(last.keyEnd, last.value.start);
    const indent = this.indentOf(object, last.keyStart);
    const text = members.map((m) => `${separator}${this.quote(m.key)}${keySeparator}${this.format(m.value, indent)}`).join('');
    return { at: last.value.end, end: last.value.end, text, order: this.order++ };
  }

  /** The indentation of the line a member starts on (its key), for multi-line values. */
  private indentOf(_object: JsonObjectNode, keyStart: number): string {
    return this.lineIndent(keyStart);
  }

  private lineIndent(at: number): string {
    const lineStart = this.text.lastIndexOf('\n', at - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart, at))![0];
  }

  private quote(text: string): string {
    const json = JSON.stringify(text);
    return this.style.asciiOnly ? json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`) : json;
  }

  /** A value written the way the file writes values at this indentation. */
  format(value: unknown, indent: string): string {
    const { style } = this;
    if (value === null || typeof value !== 'object') {
      return typeof value === 'string' ? this.quote(value) : JSON.stringify(value ?? null);
    }
    const unit = style.indentUnit;
    if (Array.isArray(value)) {
      if (value.length === 0) return '[]';
      const items = value.map((v) => this.format(v, unit === null ? indent : indent + unit));
      return unit === null ? `[${items.join(style.inlineSeparator)}]` : `[${style.eol}${items.map((i) => indent + unit + i).join(`,${style.eol}`)}${style.eol}${indent}]`;
    }
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const parts = entries.map(([k, v]) => `${this.quote(k)}${style.keySeparator}${this.format(v, unit === null ? indent : indent + unit)}`);
    return unit === null ? `{${parts.join(style.inlineSeparator)}}` : `{${style.eol}${parts.map((p) => indent + unit + p).join(`,${style.eol}`)}${style.eol}${indent}}`;
  }
}

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** 1-based line numbers of offsets in one text, without rescanning it per look-up. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  lineOf(offset: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.starts[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
