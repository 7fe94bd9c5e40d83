import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyPlanToStore,
  toLearning
} from "./chunk-HSQBMDLJ.js";
import {
  archive,
  dropConflicts,
  judgeCompatible,
  validate
} from "./chunk-QF6Q4YVE.js";
import {
  idInSource,
  learningKey
} from "./chunk-7UJ5HRSX.js";
import {
  DiscoveryStore,
  crypto,
  formatProblem,
  globToRegExp,
  loadYaml,
  renderViews,
  runGit,
  storePaths,
  updateStore,
  withLock
} from "./chunk-LV62HYMS.js";
import {
  AXIOM_DIALECT,
  SWARM_DIALECT,
  parseJsonl,
  writeFileAtomic
} from "./chunk-2NH5KYNN.js";
import {
  UserError
} from "./chunk-OILZEQMD.js";
import {
  escapeRegExp
} from "./chunk-2SSDQQ7B.js";
import {
  isStatus
} from "./chunk-JK46EHK2.js";

// src/sources/index.ts
import { existsSync as existsSync5, realpathSync as realpathSync3, statSync as statSync2 } from "node:fs";
import { basename as basename3, dirname as dirname3, isAbsolute as isAbsolute2, relative as relative3, resolve as resolve2, sep as sep3 } from "node:path";

// src/sources/agent-files.ts
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// src/sources/frontmatter.ts
var OPEN = /^---\s*$/;
async function parseFrontmatter(lines, file) {
  const none = { data: null, keyLines: /* @__PURE__ */ new Map(), bodyStart: 0, warning: null };
  if (lines.length === 0 || !OPEN.test(lines[0].replace(/^\uFEFF/, ""))) return none;
  let close = -1;
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)\s*$/.test(lines[i])) {
      close = i;
      break;
    }
  }
  if (close < 0) return { ...none, warning: `${file}:1: frontmatter opened with --- is never closed (read as text)` };
  const yamlText = lines.slice(1, close).join("\n");
  const yaml = await loadYaml();
  const counter = new yaml.LineCounter();
  const doc = yaml.parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  const keyLines = /* @__PURE__ */ new Map();
  if (doc.errors.length === 0) {
    const value = doc.toJS();
    if (value === null || value === void 0) return { data: {}, keyLines, bodyStart: close + 1, warning: null };
    if (typeof value !== "object" || Array.isArray(value)) {
      return { data: {}, keyLines, bodyStart: close + 1, warning: `${file}:2: frontmatter is not a mapping of keys (ignored)` };
    }
    if (yaml.isMap(doc.contents)) {
      for (const pair of doc.contents.items) {
        const key = yaml.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const range = pair.key?.range;
        if (range) keyLines.set(key, counter.linePos(range[0]).line + 1);
      }
    }
    return { data: value, keyLines, bodyStart: close + 1, warning: null };
  }
  const error = doc.errors[0];
  const line = (error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line) + 1;
  const data = {};
  for (let i = 1; i < close; i++) {
    const match = /^([A-Za-z_][\w-]*):\s*(.*?)\s*$/.exec(lines[i]);
    if (!match) continue;
    const raw = match[2];
    data[match[1]] = raw === "" ? null : raw.replace(/^(["'])(.*)\1$/, "$2");
    keyLines.set(match[1], i + 1);
  }
  return {
    data,
    keyLines,
    bodyStart: close + 1,
    warning: `${file}:${line}: invalid YAML frontmatter: ${error.message.split("\n")[0]} (simple key: value lines were used; the rest of the file was read)`
  };
}
function asList(value) {
  if (value === null || value === void 0) return [];
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== void 0).map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== "string") return [String(value)];
  const out = [];
  let depth = 0;
  let current = "";
  for (const c of value) {
    if (c === "{") depth++;
    if (c === "}") depth = Math.max(0, depth - 1);
    if (c === "," && depth === 0) {
      out.push(current);
      current = "";
    } else current += c;
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/^(["'])(.*)\1$/, "$2")).filter(Boolean);
}
function asBoolean(value) {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") {
    if (/^(true|yes|on)$/i.test(value.trim())) return true;
    if (/^(false|no|off)$/i.test(value.trim())) return false;
  }
  return null;
}

// src/sources/markdown.ts
var FENCE = /^\s{0,3}(`{3,}|~{3,})/;
var ATX = /^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*$/;
var THEMATIC = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
var ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(\s+|$)(.*)$/;
var SETEXT = /^\s{0,3}(=+|-+)\s*$/;
var TABLE_ROW = /^\s*\|.*\|\s*$/;
var TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
var IMPORT_ONLY = /^\s*(?:@[^\s@`]+\s*)+$/;
function markdownBlocks(lines, firstLine = 0) {
  const blocks = [];
  let heading = "";
  let fence = null;
  let inComment = false;
  let current = null;
  const flush = () => {
    if (current) {
      const text = current.parts.join("\n").trim();
      if (text !== "") blocks.push({ kind: current.kind, heading, startLine: current.start + 1, endLine: current.end + 1, text });
    }
    current = null;
  };
  for (let i = firstLine; i < lines.length; i++) {
    const line = lines[i];
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1];
      continue;
    }
    if (inComment) {
      if (line.includes("-->")) inComment = false;
      continue;
    }
    if (/^\s*<!--/.test(line)) {
      flush();
      if (!line.includes("-->")) inComment = true;
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      flush();
      heading = (atx[2] ?? "").replace(/\s+#+$/, "").trim();
      continue;
    }
    const para = current;
    if (para && para.kind === "paragraph" && SETEXT.test(line) && para.parts.length === 1) {
      heading = para.parts[0].trim();
      current = null;
      continue;
    }
    if (THEMATIC.test(line)) {
      flush();
      continue;
    }
    if (IMPORT_ONLY.test(line)) {
      flush();
      continue;
    }
    const unquoted = line.replace(/^\s{0,3}>\s?/, "");
    if (TABLE_ROW.test(unquoted)) {
      flush();
      if (!TABLE_RULE.test(unquoted)) blocks.push({ kind: "row", heading, startLine: i + 1, endLine: i + 1, text: unquoted.trim() });
      continue;
    }
    const item = ITEM.exec(unquoted);
    if (item) {
      flush();
      current = { kind: "item", start: i, end: i, parts: [item[4]], indent: item[1].length + item[2].length + Math.max(1, item[3].length) };
      continue;
    }
    if (para) {
      para.parts.push(unquoted.trim());
      para.end = i;
      continue;
    }
    current = { kind: "paragraph", start: i, end: i, parts: [unquoted.trim()], indent: 0 };
  }
  flush();
  return blocks;
}
function slugify(heading) {
  const slug = heading.toLowerCase().replace(/[`*_~[\]()]/g, "").replace(/[^\p{L}\p{N}\s-]/gu, "").trim().replace(/\s+/g, "-");
  return slug === "" ? "top" : slug.slice(0, 60);
}

// src/anchors/paths.ts
var Mention = class {
  constructor(text, path, kind) {
    this.text = text;
    this.path = path;
    this.kind = kind;
  }
  text;
  path;
  kind;
};
var FILE_EXTENSIONS = new Set(
  "ts tsx mts cts js jsx mjs cjs go py pyi rb rs md mdx java kt kts scala swift m mm c h cc cpp cxx hpp hh cs fs php pl pm lua r ex exs erl hrl elm clj cljs dart zig nim vue svelte astro html htm css scss sass less json jsonc json5 jsonl yaml yml toml ini cfg conf env xml sql graphql gql proto sh bash zsh fish ps1 bat cmd txt rst adoc tf hcl lock gradle properties csv tsv ipynb dockerfile mk cmake".split(" ")
);
var PRODUCT_NAME = /^[A-Z][A-Za-z0-9]*\.js$/;
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^www\.|^mailto:|^[\w.-]+@[\w-]+\.[\w.]+$/i;
var NOT_A_PATH = /[<>|"'`\\=;(),\s]/;
function extractPathMentions(content) {
  const found = /* @__PURE__ */ new Map();
  const add = (mention) => {
    if (mention && !found.has(mention.path)) found.set(mention.path, mention);
  };
  const outside = content.replace(/`([^`\n]+)`/g, (_match, span) => {
    const whole = classify(span.trim(), true);
    if (whole) add(whole);
    else for (const token of tokens(span)) add(classify(token, false));
    return " ";
  });
  for (const token of tokens(outside)) add(classify(token, false));
  return [...found.values()];
}
function tokens(text) {
  const out = [];
  for (const part of text.split(/[\s,;()[\]"'<>|]+/)) {
    const token = trimPunctuation(part);
    if (token.length > 0) out.push(token);
  }
  return out;
}
function trimPunctuation(token) {
  let start = 0;
  while (start < token.length && LEADING_MARKS.includes(token[start])) start++;
  let end = token.length;
  while (end > start && TRAILING_MARKS.includes(token[end - 1])) end--;
  return start === 0 && end === token.length ? token : token.slice(start, end);
}
var LEADING_MARKS = "*_~";
var TRAILING_MARKS = ".,:;!?*_~";
function mayBePath(token) {
  return token.includes(".") || token.includes("/");
}
var classified = [/* @__PURE__ */ new Map(), /* @__PURE__ */ new Map()];
var CLASSIFIED_MAX = 5e4;
function classify(raw, spaced) {
  if (!spaced && !mayBePath(raw)) return null;
  const answers = classified[spaced ? 1 : 0];
  let answer = answers.get(raw);
  if (answer === void 0) {
    if (answers.size >= CLASSIFIED_MAX) answers.clear();
    answers.set(raw, answer = classifyToken(raw, spaced));
  }
  return answer;
}
function classifyToken(raw, spaced) {
  let token = raw;
  if (!spaced && /\s/.test(token)) return null;
  if (spaced && /\s/.test(token) && !token.includes("/")) return null;
  token = token.replace(/(?::\d+(?:[:-]\d+)?|#L\d+(?:-L?\d+)?)$/, "");
  if (token.length < 3 || token.length > 300) return null;
  if (URL_LIKE.test(token)) return null;
  if (token.includes("$") || /%\w+%/.test(token)) return null;
  if (token.startsWith("/") || token.startsWith("~") || /^[A-Za-z]:[\\/]/.test(token)) return null;
  if (/[<>{}]/.test(token) && !/\{[^{}]*,[^{}]*\}/.test(token)) return null;
  if (token.includes("...") || token.includes("\u2026")) return null;
  if (NOT_A_PATH.test(spaced ? token.replace(/ /g, "") : token)) return null;
  if (token.startsWith("./")) token = token.replace(/^(\.\/)+/, "");
  const segments = token.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return null;
  if (/^path\/to\//i.test(token) || /^(your|my|some)[-_]?\w*\//i.test(token) || /\bX{3,}\b/.test(token)) return null;
  for (let i = 0; i < segments.length - 1; i++) if (segments[i] === "") return null;
  const isDir = token.endsWith("/");
  const path = isDir ? token.replace(/\/+$/, "") : token;
  if (path.length === 0) return null;
  const parts = isDir ? path.split("/") : segments;
  const last = parts[parts.length - 1];
  if (/^\d+$/.test(parts[0])) return null;
  if (/[*?]|\{[^{}]*,[^{}]*\}/.test(path)) {
    return parts.length > 1 || spaced && /\.[\w*{}]+$/.test(path) ? new Mention(raw, path, "glob") : null;
  }
  if (!/^[\p{L}\p{N}\p{M}_@.+\-~ /]+$/u.test(path)) return null;
  if (isDir) return parts.length >= 1 && /[A-Za-z]/.test(path) ? new Mention(raw, path, "dir") : null;
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(last)?.[1];
  if (parts.length > 1) {
    if (extension && !/^\d+$/.test(extension) && !/^v?\d+(\.\d+)+$/.test(last)) return new Mention(raw, path, "file");
    return new Mention(raw, path, "maybe");
  }
  if (/^v?\d+(\.\d+)+$/.test(last) || /^(e\.g|i\.e|etc|vs|a\.k\.a)$/i.test(last)) return null;
  if (PRODUCT_NAME.test(last)) return null;
  if (extension && FILE_EXTENSIONS.has(extension.toLowerCase()) && /^[\w.+\-@]+$/.test(last) && !last.startsWith(".")) {
    return new Mention(raw, path, "file");
  }
  if (/^\.[\w][\w.-]+$/.test(last)) return new Mention(raw, path, "maybe");
  if (spaced && /^(Dockerfile|Makefile|Procfile|Gemfile|Rakefile|Jenkinsfile|LICENSE|CODEOWNERS)$/.test(last)) {
    return new Mention(raw, path, "file");
  }
  return null;
}

// src/anchors/rewrite.ts
function replaceMention(text, written, replacement) {
  return text.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(written)}(?![\\w/-]|\\.\\w)`, "g"), () => replacement);
}
function sameShape(written, oldPath, newPath, folderRelative = false) {
  const trailing = written.endsWith("/") ? "/" : "";
  const prefix = written.startsWith("./") ? "./" : "";
  const bare = written.replace(/^\.\//, "").replace(/\/+$/, "");
  if (bare === oldPath) return `${prefix}${newPath}${trailing}`;
  if ((folderRelative || bare.includes("/")) && oldPath.endsWith(`/${bare}`)) {
    const folder = oldPath.slice(0, oldPath.length - bare.length);
    if (newPath.startsWith(folder)) return `${prefix}${newPath.slice(folder.length)}${trailing}`;
  }
  const depth = bare.split("/").length;
  return `${prefix}${newPath.split("/").slice(-depth).join("/")}${trailing}`;
}

// src/sources/source.ts
var ORIGIN_SCOPE = {
  cwd: "project",
  "git-root": "git-root",
  superproject: "git-root",
  home: "global",
  config: "config"
};
function nameFrom(from, key) {
  return idInSource(from, key) ?? key;
}
function conflictsWithout(list, names) {
  if (!Array.isArray(list)) return null;
  const kept = list.filter((x) => !(typeof x === "string" && names.includes(x)));
  return kept.length === list.length ? null : kept;
}
function emptyKeepOutcome(source) {
  return { source, done: [], skipped: [], written: [], commits: [] };
}
function emptyOutcome(source) {
  return { source, applied: [], skipped: [], written: [], commits: [], proposals: [] };
}
function changesFor(ref, changes) {
  return changes.filter((c) => c.source.kind === ref.kind && c.source.path === ref.path);
}
function keepsFor(ref, requests) {
  const kept = requests.filter((r) => r.source.kind === ref.kind && r.source.path === ref.path);
  const unlinks = [];
  for (const r of requests) {
    if (kept.includes(r)) continue;
    for (const key of r.compatibleWith) {
      const id = idInSource(ref, key);
      if (id !== null) unlinks.push({ id, kept: r });
    }
  }
  return { kept, unlinks };
}

// src/sources/agent-files.ts
function mentionsPath(text, repoRoot, baseDir) {
  for (const m of extractPathMentions(text)) {
    if (m.kind !== "maybe") return true;
    if (repoRoot && (existsSync(join(repoRoot, baseDir, m.path)) || existsSync(join(repoRoot, m.path)))) return true;
  }
  return false;
}
function contentHash6(text) {
  return crypto().createHash("sha256").update(text.replace(/\s+/g, " ").trim()).digest("hex").slice(0, 6);
}
function importsOf(lines) {
  const out = [];
  let fence = null;
  for (const line of lines) {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const text = line.replace(/`[^`]*`/g, " ");
    for (const match of text.matchAll(/(?:^|[\s(])@((?:\.{1,2}\/|~\/)?[A-Za-z0-9_.][\w.\-/]*)/g)) {
      const target = match[1].replace(/[.,:;!?)]+$/, "");
      if (target && !out.includes(target)) out.push(target);
    }
  }
  return out;
}
var AgentFileSource = class _AgentFileSource {
  constructor(info, options, lines, frontmatter) {
    this.info = info;
    this.options = options;
    this.lines = lines;
    this.ref = { kind: "agent-file", path: info.path };
    this.frontmatter = frontmatter;
    if (frontmatter.warning) this.warnings.push(frontmatter.warning);
    const followsImports = info.format === "claude-md" || info.format === "import";
    this.imports = followsImports ? importsOf(lines.slice(frontmatter.bodyStart)) : [];
    const blocks = markdownBlocks(lines, frontmatter.bodyStart);
    this.blockCount = blocks.length;
    const used = /* @__PURE__ */ new Map();
    const globs = this.globs();
    if (globs.length > 0) {
      const line = frontmatter.keyLines.get("globs") ?? 1;
      const text = `globs: ${globs.map((g) => `\`${g.includes("/") ? g : `**/${g}`}\``).join(", ")}`;
      this.rules.push({ id: `${info.path}#globs`, block: { kind: "paragraph", heading: "", startLine: line, endLine: line, text } });
    }
    for (const block of blocks) {
      if (!mentionsPath(block.text, options.repoRoot, options.baseDir)) continue;
      const base = `${info.path}#${slugify(block.heading)}-${contentHash6(block.text)}`;
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      this.rules.push({ id: n === 1 ? base : `${base}-${n}`, block });
    }
  }
  info;
  options;
  lines;
  ref;
  warnings = [];
  /** `@path` imports as written (CLAUDE.md and the files it imports). */
  imports;
  rules = [];
  blockCount;
  frontmatter;
  static async load(info, options) {
    const text = readFileSync(info.absolute, "utf8");
    const lines = text.split(/\r?\n/);
    const frontmatter = await parseFrontmatter(lines, info.path);
    return new _AgentFileSource(info, options, lines, frontmatter);
  }
  /** Cursor rules: the files the rule applies to. */
  globs() {
    return this.info.format === "cursor-rule" ? asList(this.frontmatter.data?.globs) : [];
  }
  alwaysApply() {
    return this.info.format === "cursor-rule" ? asBoolean(this.frontmatter.data?.alwaysApply) : null;
  }
  /** The frontmatter's `name` (skills), else null. */
  declaredName() {
    const name = this.frontmatter.data?.name;
    return typeof name === "string" && name.trim() !== "" ? name.trim() : null;
  }
  learnings() {
    if (!this.info.checked) return [];
    return this.rules.map(({ id, block }) => ({
      key: learningKey(this.ref, id),
      id,
      source: this.ref,
      content: block.text,
      status: "active",
      createdAt: null,
      // The commit that last wrote the line (git blame) is where its check starts.
      anchorCommit: null,
      validated: false,
      impact: null,
      line: block.startLine,
      baseDir: this.options.baseDir,
      readOnly: true,
      scope: "global"
    }));
  }
  ownChanges() {
    return [];
  }
  notes() {
    return [];
  }
  render() {
    return [];
  }
  summary() {
    if (!this.info.checked) return `${this.rules.length} rule${this.rules.length === 1 ? "" : "s"} mentioning paths; listed, not checked (outside the repository)`;
    const mentioning = this.rules.filter((r) => !r.id.endsWith("#globs")).length;
    const parts = [`${mentioning} of ${this.blockCount} block${this.blockCount === 1 ? "" : "s"} mention${mentioning === 1 ? "s" : ""} paths`];
    if (this.info.format === "cursor-rule") {
      const always = this.alwaysApply();
      const globs = this.globs();
      parts.push(always ? "alwaysApply" : globs.length > 0 ? `globs ${globs.join(", ")}` : "applied on request");
    }
    if (this.info.format === "skill") parts.push(`skill ${this.declaredName() ?? this.info.name ?? ""}`.trim());
    if (this.imports.length > 0) parts.push(`imports ${this.imports.map((i) => `@${i}`).join(" ")}`);
    return parts.join(" \xB7 ");
  }
  /** Read-only: a keep cannot be recorded here, so it is refused in one line rather than pretended. */
  async keep(requests, _context) {
    const outcome = emptyKeepOutcome(this.info.path);
    for (const r of keepsFor(this.ref, requests).kept) {
      outcome.skipped.push({ id: r.id, reason: `${this.info.path} is an agent file, read-only: a keep cannot be recorded in it; edit the file itself` });
    }
    return outcome;
  }
  /**
   * Read-only: nothing is written. For learnings whose paths were renamed, a
   * rewrite of just those paths is proposed, if the lines still read as they did at the check.
   */
  async apply(changes, _context) {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes);
    if (mine.length === 0) return outcome;
    const lines = readFileSync(this.info.absolute, "utf8").split(/\r?\n/);
    const unchanged = (block) => lines.slice(block.startLine - 1, block.endLine).join("\n") === this.lines.slice(block.startLine - 1, block.endLine).join("\n");
    const byId = new Map(this.rules.map((r) => [r.id, r]));
    for (const change of mine) {
      if (change.action !== "review") outcome.skipped.push({ id: change.id, reason: "agent files are read-only: reported, never changed" });
      const rule = byId.get(change.id);
      if (!rule) continue;
      if (!unchanged(rule.block)) {
        outcome.skipped.push({ id: change.id, reason: "its lines changed since the check: no rewrite proposed" });
        continue;
      }
      const proposal = proposeRewrite(this.info.path, lines, rule.block, change);
      if (proposal) outcome.proposals.push(proposal);
    }
    return outcome;
  }
};
function proposeRewrite(file, lines, block, change) {
  const renames = change.evidence.filter((e) => e.kind === "renamed" && e.path && e.newPath);
  if (renames.length === 0) return null;
  const before = lines.slice(block.startLine - 1, block.endLine).join("\n");
  let after = before;
  const done = [];
  for (const rename of renames) {
    const written = rename.mention.replace(/^@/, "");
    const replacement = sameShape(written, rename.path, rename.newPath, true);
    if (replacement === written) continue;
    const next = replaceMention(after, written, replacement);
    if (next !== after) {
      after = next;
      done.push({ from: written, to: replacement });
    }
  }
  if (done.length === 0) return null;
  return { file, startLine: block.startLine, endLine: block.endLine, before, after, renames: done };
}

// src/sources/discover.ts
import { existsSync as existsSync3, readdirSync as readdirSync2, readFileSync as readFileSync3, realpathSync as realpathSync2, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join as join3, relative, resolve, sep } from "node:path";

// src/sources/genome.ts
import { existsSync as existsSync2, readdirSync, readFileSync as readFileSync2, realpathSync } from "node:fs";
import { join as join2 } from "node:path";

// src/sources/dates.ts
function isoOrNull(value) {
  if (typeof value !== "string" || value === "") return null;
  const time = Date.parse(/T\d\d:\d\d(:\d\d(\.\d+)?)?$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

// src/sources/json-edit.ts
var JsonSyntaxError = class extends Error {
  constructor(reason, offset, line, column) {
    super(`${reason} at line ${line} column ${column}`);
    this.reason = reason;
    this.offset = offset;
    this.line = line;
    this.column = column;
    this.name = "JsonSyntaxError";
  }
  reason;
  offset;
  line;
  column;
};
function parseJsonTree(text) {
  const parser = new Parser(text);
  parser.skipSpace();
  const node = parser.value();
  parser.skipSpace();
  if (parser.pos < text.length) parser.fail("unexpected text after the JSON value");
  return node;
}
var Parser = class {
  constructor(text) {
    this.text = text;
  }
  text;
  pos = 0;
  fail(message, at = this.pos) {
    const before = this.text.slice(0, at);
    const line = before.split("\n").length;
    const column = at - before.lastIndexOf("\n");
    throw new JsonSyntaxError(message, at, line, column);
  }
  skipSpace() {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c === 32 || c === 10 || c === 13 || c === 9 || c === 65279) this.pos++;
      else break;
    }
  }
  value() {
    const c = this.text[this.pos];
    if (c === "{") return this.object();
    if (c === "[") return this.array();
    if (c === '"') {
      const start2 = this.pos;
      const value = this.string();
      return { type: "scalar", start: start2, end: this.pos, value };
    }
    const start = this.pos;
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!literal) this.fail(c === void 0 ? "the JSON ends too early" : `unexpected ${JSON.stringify(c)}`);
    this.pos += literal[0].length;
    return { type: "scalar", start, end: this.pos, value: JSON.parse(literal[0]) };
  }
  string() {
    const start = this.pos;
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.text[this.pos];
      if (c === "\\") this.pos += 2;
      else if (c === '"') {
        this.pos++;
        try {
          return JSON.parse(this.text.slice(start, this.pos));
        } catch {
          this.fail("invalid string", start);
        }
      } else if (c === "\n") this.fail("unterminated string", start);
      else this.pos++;
    }
    return this.fail("unterminated string", start);
  }
  object() {
    const node = { type: "object", start: this.pos, end: -1, members: [] };
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === "}") {
      this.pos++;
      node.end = this.pos;
      return node;
    }
    for (; ; ) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a "key"');
      const keyStart = this.pos;
      const key = this.string();
      const keyEnd = this.pos;
      this.skipSpace();
      if (this.text[this.pos] !== ":") this.fail("expected ':' after a key");
      this.pos++;
      this.skipSpace();
      node.members.push({ key, keyStart, keyEnd, value: this.value() });
      this.skipSpace();
      const c = this.text[this.pos];
      this.pos++;
      if (c === ",") continue;
      if (c === "}") break;
      this.fail("expected ',' or '}'", this.pos - 1);
    }
    node.end = this.pos;
    return node;
  }
  array() {
    const node = { type: "array", start: this.pos, end: -1, items: [] };
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === "]") {
      this.pos++;
      node.end = this.pos;
      return node;
    }
    for (; ; ) {
      this.skipSpace();
      node.items.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos];
      this.pos++;
      if (c === ",") continue;
      if (c === "]") break;
      this.fail("expected ',' or ']'", this.pos - 1);
    }
    node.end = this.pos;
    return node;
  }
};
function member(node, key) {
  for (let i = node.members.length - 1; i >= 0; i--) if (node.members[i].key === key) return node.members[i];
  return void 0;
}
function learnStyle(text, root) {
  let keySeparator = null;
  let inlineSeparator = null;
  let indentUnit = null;
  const visit = (node, depth, indent) => {
    if (node.type === "scalar") return;
    const children = node.type === "object" ? node.members.map((m) => ({ start: m.keyStart, end: m.value.end, value: m.value })) : node.items.map((v) => ({ start: v.start, end: v.end, value: v }));
    if (node.type === "object" && keySeparator === null && node.members.length > 0) {
      const m = node.members[0];
      keySeparator = text.slice(m.keyEnd, m.value.start);
    }
    if (children.length > 0) {
      const lead = text.slice(node.start + 1, children[0].start);
      const newline = lead.lastIndexOf("\n");
      if (newline >= 0 && indentUnit === null) {
        const childIndent2 = lead.slice(newline + 1);
        if (childIndent2.length > indent.length && childIndent2.startsWith(indent)) indentUnit = childIndent2.slice(indent.length);
      }
      if (newline < 0 && inlineSeparator === null && children.length > 1) {
        inlineSeparator = text.slice(children[0].end, children[1].start);
      }
      const childIndent = newline >= 0 ? lead.slice(newline + 1) : indent;
      for (const child of children) visit(child.value, depth + 1, childIndent);
    }
  };
  visit(root, 0, "");
  const hasEscapes = /\\u(?:00[89a-fA-F][0-9a-fA-F]|0[1-9a-fA-F][0-9a-fA-F]{2}|[1-9a-fA-F][0-9a-fA-F]{3})/.test(text);
  const hasRaw = /[^\x00-\x7f]/.test(text);
  return {
    keySeparator: keySeparator ?? (indentUnit !== null ? ": " : ":"),
    inlineSeparator: inlineSeparator ?? ",",
    indentUnit,
    asciiOnly: hasEscapes && !hasRaw,
    eol: text.includes("\r\n") ? "\r\n" : "\n"
  };
}
var JsonEditor = class {
  constructor(text, root) {
    this.text = text;
    this.root = root ?? parseJsonTree(text);
    this.style = learnStyle(text, this.root);
  }
  text;
  root;
  style;
  splices = [];
  replaced = /* @__PURE__ */ new Set();
  get changed() {
    return this.splices.length > 0;
  }
  /** The parsed value of a node, as JSON.parse gives it. */
  valueOf(node) {
    return JSON.parse(this.text.slice(node.start, node.end));
  }
  /**
   * Sets `key` in `object` to `value`: replaces the member's value when it
   * differs, or appends a member written like its siblings. Returns whether anything changed.
   */
  set(object, key, value) {
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
  appended = /* @__PURE__ */ new Map();
  /** The text with every change applied. */
  toString() {
    const splices = [...this.splices];
    for (const [object, members] of this.appended) splices.push(this.appendSplice(object, members));
    if (splices.length === 0) return this.text;
    splices.sort((a, b) => a.at - b.at || a.order - b.order);
    let out = "";
    let pos = 0;
    for (const s of splices) {
      if (s.at < pos) throw new Error("overlapping JSON edits");
      out += this.text.slice(pos, s.at) + s.text;
      pos = s.end;
    }
    return out + this.text.slice(pos);
  }
  order = 0;
  push(at, end, text) {
    this.splices.push({ at, end, text, order: this.order++ });
  }
  appendSplice(object, members) {
    const { style } = this;
    const last = object.members[object.members.length - 1];
    if (!last) {
      const indent2 = this.lineIndent(object.start);
      const entries = members.map((m) => `${this.quote(m.key)}${style.keySeparator}${this.format(m.value, indent2 + (style.indentUnit ?? ""))}`);
      const inner = style.indentUnit === null ? entries.join(style.inlineSeparator) : `${style.eol}${entries.map((e) => `${indent2}${style.indentUnit}${e}`).join(`,${style.eol}`)}${style.eol}${indent2}`;
      return { at: object.start, end: object.end, text: `{${inner}}`, order: this.order++ };
    }
    let separator;
    if (object.members.length > 1) {
      const before = object.members[object.members.length - 2];
      separator = this.text.slice(before.value.end, last.keyStart);
    } else {
      separator = `,${this.text.slice(object.start + 1, last.keyStart)}`;
    }
    const keySeparator = this.text.slice(last.keyEnd, last.value.start);
    const indent = this.indentOf(object, last.keyStart);
    const text = members.map((m) => `${separator}${this.quote(m.key)}${keySeparator}${this.format(m.value, indent)}`).join("");
    return { at: last.value.end, end: last.value.end, text, order: this.order++ };
  }
  /** The indentation of the line a member starts on (its key), for multi-line values. */
  indentOf(_object, keyStart) {
    return this.lineIndent(keyStart);
  }
  lineIndent(at) {
    const lineStart = this.text.lastIndexOf("\n", at - 1) + 1;
    return /^[ \t]*/.exec(this.text.slice(lineStart, at))[0];
  }
  quote(text) {
    const json = JSON.stringify(text);
    return this.style.asciiOnly ? json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) : json;
  }
  /** A value written the way the file writes values at this indentation. */
  format(value, indent) {
    const { style } = this;
    if (value === null || typeof value !== "object") {
      return typeof value === "string" ? this.quote(value) : JSON.stringify(value ?? null);
    }
    const unit = style.indentUnit;
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]";
      const items = value.map((v) => this.format(v, unit === null ? indent : indent + unit));
      return unit === null ? `[${items.join(style.inlineSeparator)}]` : `[${style.eol}${items.map((i) => indent + unit + i).join(`,${style.eol}`)}${style.eol}${indent}]`;
    }
    const entries = Object.entries(value).filter(([, v]) => v !== void 0);
    if (entries.length === 0) return "{}";
    const parts = entries.map(([k, v]) => `${this.quote(k)}${style.keySeparator}${this.format(v, unit === null ? indent : indent + unit)}`);
    return unit === null ? `{${parts.join(style.inlineSeparator)}}` : `{${style.eol}${parts.map((p) => indent + unit + p).join(`,${style.eol}`)}${style.eol}${indent}}`;
  }
};
function sameJson(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
}
var LineIndex = class {
  starts = [0];
  constructor(text) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  lineOf(offset) {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.starts[mid] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
};

// src/sources/genome.ts
var MEMORIES_FILE = "memories/memories.jsonl";
var GIT_TIMEOUT_MS = 5e3;
function isGenomeDir(dir) {
  return existsSync2(join2(dir, MEMORIES_FILE));
}
function genomeEnv(env) {
  const clean = { ...env };
  for (const key of ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_PREFIX", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY"]) delete clean[key];
  return clean;
}
function splitLines(text) {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const raws = text.split(/\r?\n/);
  const finalEol = raws.length > 0 && raws[raws.length - 1] === "";
  if (finalEol) raws.pop();
  const lines = raws.map((raw, i) => {
    let value = null;
    if (raw.trim() !== "") {
      try {
        const parsed = JSON.parse(raw);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) value = parsed;
      } catch {
        value = null;
      }
    }
    return { line: i + 1, raw, value };
  });
  return { lines, eol, finalEol };
}
function joinLines(lines, eol, finalEol) {
  return lines.map((l) => l.raw).join(eol) + (finalEol && lines.length > 0 ? eol : "");
}
function memoriesOf(lines, file, warnings) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const l of lines) {
    if (l.raw.trim() === "") continue;
    const v = l.value;
    if (!v) {
      warnings.push(`${file}:${l.line}: not a JSON object (left as it is)`);
      continue;
    }
    if (typeof v.id !== "string" || v.id === "" || typeof v.content !== "string") {
      warnings.push(`${file}:${l.line}: a memory without a string "id" and "content" (left as it is)`);
      continue;
    }
    if (seen.has(v.id)) {
      warnings.push(`${file}:${l.line}: duplicate memory id ${v.id} (the first one is used)`);
      continue;
    }
    seen.add(v.id);
    out.push({ id: v.id, line: l.line, value: v });
  }
  return out;
}
var str = (v) => typeof v === "string" && v !== "" ? v : null;
var stringList = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
async function genomeRepo(dir, env) {
  const result = await runGit(["rev-parse", "--show-toplevel", "--absolute-git-dir"], { cwd: dir, env: genomeEnv(env), allowFailure: true, timeoutMs: GIT_TIMEOUT_MS });
  if (result.code !== 0) return { root: null, gitDir: null };
  const [top, gitDir] = result.stdout.trim().split("\n");
  if (!top || realpathSync(top) !== realpathSync(dir)) return { root: null, gitDir: null };
  return { root: top, gitDir: gitDir ?? null };
}
async function lineDates(dir, env) {
  const result = await runGit(["blame", "--porcelain", "--", MEMORIES_FILE], { cwd: dir, env: genomeEnv(env), allowFailure: true, timeoutMs: GIT_TIMEOUT_MS });
  const dates = /* @__PURE__ */ new Map();
  if (result.code !== 0) return dates;
  const times = /* @__PURE__ */ new Map();
  let current = null;
  for (const text of result.stdout.split("\n")) {
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(text);
    if (header) current = { sha: header[1], line: Number(header[2]) };
    else if (text.startsWith("committer-time ") && current) times.set(current.sha, Number(text.slice(15)));
    else if (text.startsWith("	") && current) {
      const time = times.get(current.sha);
      if (time !== void 0 && !/^0+$/.test(current.sha)) dates.set(current.line, new Date(time * 1e3).toISOString());
      current = null;
    }
  }
  return dates;
}
async function countAgentsAndRules(dir, display, warnings) {
  const agentsDir = join2(dir, "agents");
  const agents = existsSync2(agentsDir) ? readdirSync(agentsDir).filter((f) => /\.ya?ml$/.test(f)).length : 0;
  const rulesFile = join2(dir, "routing", "rules.yaml");
  let rules = [];
  if (existsSync2(rulesFile)) {
    const { parseDocument, LineCounter } = await loadYaml();
    const counter = new LineCounter();
    const doc = parseDocument(readFileSync2(rulesFile, "utf8"), { lineCounter: counter, prettyErrors: false });
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      warnings.push(`${display}/routing/rules.yaml:${e.linePos?.[0]?.line ?? counter.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split("\n")[0]} (routing rules not listed)`);
    } else {
      const value = doc.toJS();
      const list = Array.isArray(value) ? value : value && typeof value === "object" && Array.isArray(value.rules) ? value.rules : [];
      rules = list.filter((r) => !!r && typeof r === "object");
    }
  }
  return { agents, rules };
}
var GenomeSource = class _GenomeSource {
  constructor(info, repo, memories, committedAt, agents, rules, warnings) {
    this.info = info;
    this.repo = repo;
    this.memories = memories;
    this.committedAt = committedAt;
    this.agents = agents;
    this.rules = rules;
    this.ref = { kind: "genome", path: `${info.path}/${MEMORIES_FILE}` };
    this.warnings = warnings;
  }
  info;
  repo;
  memories;
  committedAt;
  agents;
  rules;
  ref;
  warnings;
  /** `info.absolute` is the genome folder. */
  static async load(info, env) {
    const warnings = [];
    const file = `${info.path}/${MEMORIES_FILE}`;
    const text = readFileSync2(join2(info.absolute, MEMORIES_FILE), "utf8");
    const memories = memoriesOf(splitLines(text).lines, file, warnings);
    const repo = await genomeRepo(info.absolute, env);
    if (!repo.root) warnings.push(`${info.path}: not a git repository of its own: memories are checked but not changed (fix: run 'git init' in ${info.path}, as seed 003's genome does)`);
    const undated = memories.some((m) => !str(m.value.code_commit) && !isoOrNull(m.value.created_at ?? m.value.createdAt));
    const committedAt = repo.root && undated ? await lineDates(info.absolute, env) : /* @__PURE__ */ new Map();
    const { agents, rules } = await countAgentsAndRules(info.absolute, info.path, warnings);
    return new _GenomeSource(info, repo, memories, committedAt, agents, rules, warnings);
  }
  learnings() {
    return this.memories.map((m) => {
      const v = m.value;
      return {
        key: learningKey(this.ref, m.id),
        id: m.id,
        source: this.ref,
        content: v.content,
        status: isStatus(v.status) ? v.status : "active",
        createdAt: isoOrNull(v.created_at ?? v.createdAt) ?? this.committedAt.get(m.line) ?? null,
        anchorCommit: str(v.code_commit),
        validated: v.validated === true,
        impact: null,
        line: m.line,
        // Memories speak of the code repository from its root.
        baseDir: "",
        readOnly: false,
        scope: v.scope === "local" ? "local" : "global",
        outdatedAt: isoOrNull(v.outdated_at),
        compatibleWith: stringList(v.compatible_with)
      };
    });
  }
  ownChanges() {
    return [];
  }
  notes() {
    return [];
  }
  summary() {
    const active = this.memories.filter((m) => !isStatus(m.value.status) || m.value.status === "active").length;
    const n = this.memories.length;
    return `${n} memor${n === 1 ? "y" : "ies"} (${active} active), ${this.agents} agent${this.agents === 1 ? "" : "s"}, ${this.rules.length} routing rule${this.rules.length === 1 ? "" : "s"}${this.repo.root ? "" : " \xB7 not a git repository"}`;
  }
  /** Seed 003's renderMemories and renderRoutingHints: what recall injects into a plan. Outdated memories are left out. */
  render() {
    const active = this.memories.filter((m) => !isStatus(m.value.status) || m.value.status === "active");
    const memories = active.length === 0 ? "" : `<memories>
${active.map((m) => `- ${m.value.content.replace(/\s+/g, " ").trim()}`).join("\n")}
</memories>
`;
    const hints = this.rules.length === 0 ? "" : `<routing_hints>
${this.rules.map((r) => `- ${String(r.condition ?? "")} -> ${String(r.preference ?? "")}${r.strength !== void 0 ? ` (${String(r.strength)})` : ""}`).join("\n")}
</routing_hints>
`;
    return [
      { path: null, title: `memories injected from ${this.info.path}`, content: memories },
      { path: null, title: `routing hints from ${this.info.path}`, content: hints }
    ];
  }
  /**
   * Each kept memory is one commit, `genome: keep memory <id>`: validated,
   * re-anchored at the code commit, and (against a contradiction) the pair in
   * `compatible_with` with the detector's `conflicts_with` links dropped on both
   * sides when both are memories here. Links of memories to a learning kept
   * elsewhere are dropped in one commit as well.
   */
  async keep(requests, context) {
    const outcome = emptyKeepOutcome(this.ref.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const at = context.now.toISOString();
    const refuse = (reason) => {
      for (const id of /* @__PURE__ */ new Set([...kept.map((r) => r.id), ...unlinks.map((u) => u.id)])) outcome.skipped.push({ id, reason });
    };
    if (!this.repo.root || !this.repo.gitDir) {
      refuse(`${this.info.path} is not a git repository: every genome change must be a commit`);
      return outcome;
    }
    await this.mutate(context.env, refuse, async (doc, commit) => {
      const index = new Map(memoriesOf(doc.lines, this.ref.path, []).map((m) => [m.id, m]));
      const lineOf = (id) => {
        const m = index.get(id);
        return m ? doc.lines[m.line - 1] : null;
      };
      for (const request of kept) {
        const line = lineOf(request.id);
        const current = line?.value;
        if (!line || !current) {
          outcome.skipped.push({ id: request.id, reason: "no longer in the genome" });
          continue;
        }
        const status = isStatus(current.status) ? current.status : "active";
        if (request.seen && (status !== request.seen.status || current.content !== request.seen.content)) {
          outcome.skipped.push({ id: request.id, reason: status !== request.seen.status ? `status changed since the check (${request.seen.status} \u2192 ${status})` : "its content changed since the check" });
          continue;
        }
        if (status !== "active" && status !== "outdated") {
          outcome.skipped.push({ id: request.id, reason: `${request.id} is ${status}; keep needs active or outdated` });
          continue;
        }
        const others = request.compatibleWith.map((key) => nameFrom(this.ref, key));
        const set = { validated: true, validated_at: at, ...context.commit ? { code_commit: context.commit } : {} };
        if (status !== "active") Object.assign(set, { status: "active", ...Object.fromEntries(["outdated_reason", "outdated_commit", "outdated_at", "superseded_by"].filter((k) => k in current).map((k) => [k, null])) });
        if (others.length > 0) {
          const compatible = stringList(current.compatible_with);
          set.compatible_with = [...compatible, ...others.filter((o) => !compatible.includes(o))];
          const conflicts = conflictsWithout(current.conflicts_with, others);
          if (conflicts) set.conflicts_with = conflicts;
        }
        const edits = [{ line, set }];
        const sameFile = others.map((o) => lineOf(o)).filter((l) => l !== null && l !== line);
        for (const other of sameFile) {
          const conflicts = conflictsWithout(other.value?.conflicts_with, [request.id]);
          if (conflicts) edits.push({ line: other, set: { conflicts_with: conflicts } });
        }
        const subject = `genome: keep memory ${request.id}${others.length > 0 ? ` (not in conflict with ${others.join(", ")})` : ""}`;
        const body = [
          "A reviewer judged it still right.",
          others.length > 0 ? `Compatible with ${others.join(", ")}: the pair is not reported as a contradiction again.` : "",
          context.commit ? `Code repository at ${context.commit}.` : ""
        ].filter(Boolean).join("\n\n");
        const made = await commit(edits, subject, body);
        if ("error" in made) {
          outcome.skipped.push({ id: request.id, reason: made.error });
          continue;
        }
        outcome.commits.push(made.sha);
        outcome.done.push({ id: request.id, what: `kept and validated, re-anchored at ${context.commit ? context.commit.slice(0, 7) : "no commit"}${others.length > 0 ? `; not in conflict with ${others.join(", ")}` : ""}` });
      }
      const dropping = /* @__PURE__ */ new Map();
      for (const { id, kept: by } of unlinks) dropping.set(id, [...dropping.get(id) ?? [], by.key]);
      const unlinked = [];
      for (const [id, keys] of dropping) {
        const line = lineOf(id);
        const conflicts = conflictsWithout(line?.value?.conflicts_with, keys);
        if (line && conflicts) unlinked.push({ line, set: { conflicts_with: conflicts }, id, from: keys });
      }
      if (unlinked.length > 0) {
        const names = unlinked.map((u) => u.id).join(", ");
        const made = await commit(unlinked, `genome: unlink memory ${names}`, `A reviewer judged ${[...new Set(unlinked.flatMap((u) => u.from))].join(", ")} not in conflict with ${names}.`);
        if ("sha" in made) outcome.commits.push(made.sha);
        for (const u of unlinked) {
          if ("error" in made) outcome.skipped.push({ id: u.id, reason: made.error });
          else outcome.done.push({ id: u.id, what: `no longer linked as contradicting ${u.from.join(", ")}` });
        }
      }
    });
    if (outcome.commits.length > 0) outcome.written.push(this.ref.path);
    return outcome;
  }
  /**
   * Runs `change` under the genome lock on a clean memories file. `commit` writes
   * the edited lines atomically and commits them as one genome commit; a commit
   * that fails puts the file back and says why.
   */
  async mutate(env, refuse, change) {
    const root = this.repo.root;
    const git = (args) => runGit(args, { cwd: root, env: genomeEnv(env), allowFailure: true, timeoutMs: 3e4 });
    await withLock(join2(this.repo.gitDir, "discoveries-genome.lock"), async () => {
      const dirty = await git(["status", "--porcelain", "--", MEMORIES_FILE]);
      if (dirty.code !== 0 || dirty.stdout.trim() !== "") {
        refuse(dirty.code !== 0 ? `git status failed in ${this.info.path}: ${dirty.stderr.trim().split("\n")[0]}` : `${this.ref.path} has uncommitted changes in the genome repository (commit them first)`);
        return;
      }
      const absolute = join2(root, MEMORIES_FILE);
      const doc = splitLines(readFileSync2(absolute, "utf8"));
      await change(doc, async (edits, subject, body) => {
        const previous = edits.map((e) => ({ line: e.line, raw: e.line.raw, value: e.line.value }));
        for (const { line, set } of edits) {
          let editor;
          try {
            editor = new JsonEditor(line.raw);
          } catch (error) {
            if (!(error instanceof JsonSyntaxError)) throw error;
            for (const p of previous) Object.assign(p.line, { raw: p.raw, value: p.value });
            return { error: `${this.ref.path}:${line.line}: not valid JSON: ${error.reason} at column ${error.column}` };
          }
          if (editor.root.type !== "object") continue;
          for (const [key, value] of Object.entries(set)) editor.set(editor.root, key, value);
          line.raw = editor.toString();
          line.value = JSON.parse(line.raw);
        }
        const before = readFileSync2(absolute, "utf8");
        writeFileAtomic(absolute, joinLines(doc.lines, doc.eol, doc.finalEol));
        const added = await git(["add", "--", MEMORIES_FILE]);
        const committed = added.code === 0 ? await git(["commit", "-q", "-m", subject, "-m", body, "--", MEMORIES_FILE]) : added;
        if (committed.code !== 0) {
          for (const p of previous) Object.assign(p.line, { raw: p.raw, value: p.value });
          writeFileAtomic(absolute, before);
          await git(["reset", "-q", "--", MEMORIES_FILE]);
          return { error: `commit in ${this.info.path} failed: ${committed.code === null ? "git timed out" : committed.stderr.trim().split("\n")[0] ?? "git failed"}` };
        }
        return { sha: (await git(["rev-parse", "HEAD"])).stdout.trim() };
      });
    }, { displayPath: `${this.info.path} (genome lock)` });
  }
  async apply(changes, context) {
    const outcome = emptyOutcome(this.ref.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== "review");
    if (mine.length === 0) return outcome;
    if (!this.repo.root || !this.repo.gitDir) {
      for (const c of mine) outcome.skipped.push({ id: c.id, reason: `${this.info.path} is not a git repository: every genome change must be a commit` });
      return outcome;
    }
    const refuse = (reason) => {
      for (const c of mine) outcome.skipped.push({ id: c.id, reason });
    };
    await this.mutate(context.env, refuse, async (doc, commit) => {
      const index = new Map(memoriesOf(doc.lines, this.ref.path, []).map((m) => [m.id, m]));
      for (const change of mine) {
        const memory = index.get(change.id);
        const line = memory ? doc.lines[memory.line - 1] : null;
        const current = line?.value;
        if (!memory || !line || !current) {
          outcome.skipped.push({ id: change.id, reason: "no longer in the genome" });
          continue;
        }
        const status = isStatus(current.status) ? current.status : "active";
        if (status !== change.from) {
          outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} \u2192 ${status})` });
          continue;
        }
        if (current.content !== change.content) {
          outcome.skipped.push({ id: change.id, reason: "its content changed since the check" });
          continue;
        }
        const edit = memoryEdit(change, current, context);
        if (!edit) {
          if (change.action === "archive" || change.action === "link" || change.action === "rewrite") continue;
          outcome.skipped.push({ id: change.id, reason: `nothing to do for '${change.action}'` });
          continue;
        }
        const made = await commit([{ line, set: edit.set }], edit.subject, edit.body);
        if ("error" in made) {
          outcome.skipped.push({ id: change.id, reason: made.error });
          continue;
        }
        outcome.commits.push(made.sha);
        outcome.applied.push({ id: change.id, action: change.action, from: status, to: String(line.value?.status ?? "active") });
        if (!outcome.written.includes(this.ref.path)) outcome.written.push(this.ref.path);
      }
    });
    return outcome;
  }
};
function memoryEdit(change, current, context) {
  const at = context.now.toISOString();
  const id = change.id;
  const conflicts = (extra) => {
    const list = Array.isArray(current.conflicts_with) ? current.conflicts_with : [];
    const merged = [...list];
    for (const x of extra) if (!merged.includes(x)) merged.push(x);
    return merged.length === list.length ? null : merged;
  };
  const evidence = change.evidence.map((e) => `- ${e.kind}: ${e.summary}`).join("\n");
  const body = [change.reason, evidence, context.commit ? `Code repository at ${context.commit}.` : ""].filter(Boolean).join("\n\n");
  switch (change.action) {
    case "outdate": {
      const set = { status: "outdated", outdated_reason: change.reason, outdated_commit: change.outdatedCommit ?? null, outdated_at: at };
      if (change.rewrite && change.rewrite.content !== current.content) Object.assign(set, { content: change.rewrite.content, rewritten_at: at });
      return { set, subject: `genome: outdate memory ${id}`, body };
    }
    case "supersede": {
      const by = change.supersededBy ?? null;
      const set = { status: "outdated", outdated_reason: change.reason, outdated_at: at, superseded_by: by };
      const merged = conflicts(change.conflictsWith ?? (by ? [by] : []));
      if (merged) set.conflicts_with = merged;
      return { set, subject: `genome: supersede memory ${id}${by ? ` by ${by}` : ""}`, body };
    }
    case "rewrite": {
      if (!change.rewrite || change.rewrite.content === current.content) return null;
      const renames = change.rewrite.renames.map((r) => `${r.from} \u2192 ${r.to}`).join(", ");
      return {
        set: { content: change.rewrite.content, code_commit: context.commit, rewritten_at: at },
        subject: `genome: rewrite memory ${id}${renames ? ` (${renames})` : ""}`,
        body
      };
    }
    case "archive":
      return { set: { status: "archived", archived_at: at, archived_reason: "outdated_unreviewed" }, subject: `genome: archive memory ${id}`, body };
    case "link": {
      const merged = conflicts(change.conflictsWith ?? []);
      if (!merged) return null;
      return { set: { conflicts_with: merged }, subject: `genome: link memory ${id} to ${(change.conflictsWith ?? []).join(", ")}`, body };
    }
    case "review":
      return null;
  }
}

// src/sources/discover.ts
var GIT_TIMEOUT_MS2 = 5e3;
var CACHE_VERSION = 1;
async function gitLayout(cwd, env, timeoutMs) {
  try {
    const result = await runGit(["rev-parse", "--show-toplevel", "--absolute-git-dir", "--show-superproject-working-tree"], { cwd, env, allowFailure: true, timeoutMs });
    if (result.code === null) return { gitRoot: null, gitDir: null, superproject: null, warning: `git root detection timed out after ${seconds(timeoutMs)}: only ${cwd} and home were searched` };
    if (result.code !== 0) return { gitRoot: null, gitDir: null, superproject: null, warning: null };
    const [top, gitDir, superproject] = result.stdout.split("\n").map((l) => l.trim());
    return { gitRoot: top ? realpathSync2(top) : null, gitDir: gitDir || null, superproject: superproject ? realpathSync2(superproject) : null, warning: null };
  } catch {
    return { gitRoot: null, gitDir: null, superproject: null, warning: null };
  }
}
async function repositoryFiles(root, env, timeoutMs, warnings) {
  try {
    const result = await runGit(["-c", "core.quotePath=false", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, env, allowFailure: true, timeoutMs });
    if (result.code === null) {
      warnings.push(`listing the repository's files timed out after ${seconds(timeoutMs)}: only the usual places were searched`);
      return null;
    }
    if (result.code !== 0) return null;
    return [...new Set(result.stdout.split("\0").filter(Boolean))];
  } catch {
    return null;
  }
}
var seconds = (ms) => ms >= 1e3 && ms % 1e3 === 0 ? `${ms / 1e3} seconds` : `${ms} ms`;
var SKIP_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", "dist", "build", "vendor", "target", "coverage", ".venv", "venv", "__pycache__"]);
var WALK_LIMIT = 2e4;
function walkFiles(root) {
  const out = [];
  const visit = (dir, depth) => {
    if (depth > 8 || out.length >= WALK_LIMIT) return;
    let entries;
    try {
      entries = readdirSync2(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      const full = join3(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name)) continue;
        if (existsSync3(join3(full, ".git"))) out.push(`${toPosix(relative(root, full))}/`);
        else visit(full, depth + 1);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        out.push(toPosix(relative(root, full)));
      }
    }
  };
  visit(root, 0);
  return out;
}
var toPosix = (p) => p.split(sep).join("/");
function isInside(root, path) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function patternToRegExp(pattern) {
  const glob = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
  return globToRegExp(glob.includes("/") ? glob : `**/${glob}`);
}
function agentFormat(name, path) {
  if (name === "AGENTS.md") return "agents-md";
  if (name === "CLAUDE.md") return "claude-md";
  if (path.endsWith(".github/copilot-instructions.md")) return "copilot";
  if (/(^|\/)\.cursor\/rules\/(.*\/)?[^/]+\.mdc$/.test(path)) return "cursor-rule";
  return null;
}
var KIND_OF = {
  axiom: "axiom",
  swarm: "swarm",
  genome: "genome",
  "prompt-points": "prompt-points",
  "agents-md": "agent-file",
  "claude-md": "agent-file",
  "cursor-rule": "agent-file",
  copilot: "agent-file",
  skill: "agent-file",
  import: "agent-file",
  markdown: "agent-file"
};
function formatOfInclude(absolute) {
  if (statSync(absolute).isDirectory()) return isGenomeDir(absolute) ? "genome" : null;
  const name = basename(absolute);
  if (name === "ideas.jsonl") return "swarm";
  if (name.endsWith(".jsonl")) return "axiom";
  if (name.endsWith(".json")) return "prompt-points";
  if (name === "SKILL.md") return "skill";
  if (name.endsWith(".mdc")) return "cursor-rule";
  if (name === "AGENTS.md") return "agents-md";
  if (name === "CLAUDE.md") return "claude-md";
  if (name === "copilot-instructions.md") return "copilot";
  if (/\.(md|markdown|txt)$/.test(name)) return "markdown";
  return null;
}
var Collector = class {
  constructor(repoRoot, allowed, home, exclude) {
    this.repoRoot = repoRoot;
    this.allowed = allowed;
    this.home = home;
    this.excludes = exclude.map((pattern) => ({ pattern, re: patternToRegExp(pattern) }));
  }
  repoRoot;
  allowed;
  home;
  found = [];
  shadowed = [];
  excluded = [];
  warnings = [];
  byReal = /* @__PURE__ */ new Map();
  excludedReal = /* @__PURE__ */ new Set();
  skills = /* @__PURE__ */ new Map();
  excludes;
  skillFolders = 0;
  display(absolute) {
    if (this.home && isInside(this.home, absolute) && !isInside(this.repoRoot, absolute)) return `~/${toPosix(relative(this.home, absolute))}`;
    return toPosix(relative(this.repoRoot, absolute)) || ".";
  }
  excludedBy(paths) {
    for (const { pattern, re } of this.excludes) if (paths.some((p) => re.test(p))) return pattern;
    return null;
  }
  /** Adds a source found at `absolute` (a file, or a genome folder); symlinks resolve to their target, counted once. */
  add(absolute, format, origin, priority, extra = {}) {
    let real;
    try {
      real = realpathSync2(absolute);
    } catch {
      return null;
    }
    const shown = this.display(absolute);
    if (this.excludedReal.has(real)) return null;
    const allowed = origin === "home" ? this.home ? [this.home] : [] : this.allowed;
    if (!allowed.some((root) => isInside(root, real))) {
      this.warnings.push(`${shown} leads outside the repository (${real}): not read`);
      return null;
    }
    const existing = this.byReal.get(real);
    if (existing) {
      if (existing.path !== shown && !existing.aliases.includes(shown)) existing.aliases.push(shown);
      return existing;
    }
    const path = this.display(real);
    const aliases = path === shown ? [] : [shown];
    const pattern = this.excludedBy([path, ...aliases]);
    if (pattern) {
      this.excluded.push({ path, pattern });
      this.excludedReal.add(real);
      return null;
    }
    const inRepo = isInside(this.repoRoot, real);
    const candidate = {
      kind: KIND_OF[format],
      format,
      path,
      absolute: real,
      origin,
      priority,
      aliases,
      checked: inRepo,
      baseDir: extra.baseDir ?? (inRepo ? toPosix(relative(this.repoRoot, dirname(real))) : ""),
      ...extra.name ? { name: extra.name } : {},
      ...extra.projectRoot ? { projectRoot: extra.projectRoot } : {}
    };
    this.byReal.set(real, candidate);
    this.found.push(candidate);
    return candidate;
  }
  /** Seed 002's scan_skills_directory: skill folders (not hidden) with a SKILL.md, shadowed by name. */
  skillsIn(dir, origin, priority) {
    if (!existsSync3(dir)) return;
    let entries;
    try {
      entries = readdirSync2(dir).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      if (name.startsWith(".")) continue;
      const folder = join3(dir, name);
      try {
        if (!statSync(folder).isDirectory()) continue;
      } catch {
        continue;
      }
      this.skillFolders++;
      const file = join3(folder, "SKILL.md");
      if (!existsSync3(file)) continue;
      const by = this.skills.get(name);
      if (by !== void 0) {
        if (by !== this.display(file)) this.shadowed.push({ path: this.display(file), name, by });
        continue;
      }
      let real;
      try {
        real = realpathSync2(folder);
      } catch {
        continue;
      }
      const inRepo = isInside(this.repoRoot, real);
      const candidate = this.add(file, "skill", origin, priority, { name, baseDir: inRepo ? toPosix(relative(this.repoRoot, real)) : "" });
      if (candidate) this.skills.set(name, candidate.path);
    }
  }
};
async function scan(input, layout) {
  const cwd = realpathSync2(input.cwd);
  const repoRoot = layout.gitRoot ?? cwd;
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && existsSync3(homeValue) ? realpathSync2(homeValue) : null;
  const config = input.config.sources;
  const allowed = [repoRoot, ...layout.superproject ? [layout.superproject] : []];
  const homeSkillDirs = home && config.home ? [join3(home, ".claude", "skills"), join3(home, ".agents", "skills")] : [];
  const c = new Collector(repoRoot, allowed, home, config.exclude);
  if (layout.warning) c.warnings.push(layout.warning);
  const levels = [{ dir: cwd, origin: "cwd", priority: 1 }];
  if (layout.gitRoot && layout.gitRoot !== cwd) levels.push({ dir: layout.gitRoot, origin: "git-root", priority: 2 });
  if (layout.superproject && layout.superproject !== cwd) levels.push({ dir: layout.superproject, origin: "superproject", priority: 2 });
  const searched = levels.map((l) => l.dir);
  const files = layout.gitRoot ? await repositoryFiles(layout.gitRoot, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS2, c.warnings) : null;
  const timedOut = layout.gitRoot !== null && files === null && c.warnings.some((w) => w.startsWith("listing the repository's files timed out"));
  const listed = files ?? (timedOut ? [] : walkFiles(repoRoot));
  const levelOf = (absolute) => isInside(cwd, absolute) ? levels[0] : levels.find((l) => l.origin === "git-root") ?? levels[0];
  for (const level of levels) {
    const storePath = level.origin === "superproject" ? ".axiom/cases.jsonl" : input.config.store.path;
    const axiom = join3(level.dir, storePath);
    if (existsSync3(axiom)) c.add(axiom, "axiom", level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix(relative(repoRoot, level.dir)) });
    const swarm = join3(level.dir, ".swarm", "ideas.jsonl");
    if (existsSync3(swarm)) c.add(swarm, "swarm", level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix(relative(repoRoot, level.dir)) });
    for (const name of ["genome", ".genome"]) {
      const dir = join3(level.dir, name);
      if (isGenomeDir(dir)) c.add(dir, "genome", level.origin, level.priority, { baseDir: "" });
    }
    c.skillsIn(join3(level.dir, ".claude", "skills"), level.origin, level.priority);
    c.skillsIn(join3(level.dir, ".agents", "skills"), level.origin, level.priority);
    if (level.origin === "superproject") {
      for (const name of ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md"]) {
        const file = join3(level.dir, name);
        if (existsSync3(file)) c.add(file, agentFormat(basename(name), name), "superproject", 2, { baseDir: "" });
      }
      const rules = join3(level.dir, ".cursor", "rules");
      if (existsSync3(rules)) {
        for (const f of readdirSync2(rules).sort()) if (f.endsWith(".mdc")) c.add(join3(rules, f), "cursor-rule", "superproject", 2, { baseDir: "" });
      }
    }
  }
  const inCwd = (p) => isInside(cwd, join3(repoRoot, p));
  const ordered = [...listed.filter(inCwd), ...listed.filter((p) => !inCwd(p))];
  for (const path of ordered) {
    const absolute = join3(repoRoot, path);
    const level = levelOf(absolute);
    if (path.endsWith("/")) {
      if (isGenomeDir(absolute)) c.add(absolute.replace(/\/$/, ""), "genome", level.origin, level.priority, { baseDir: "" });
      continue;
    }
    const name = basename(path);
    const format = agentFormat(name, path);
    if (format) {
      const folder = format === "cursor-rule" ? path.slice(0, Math.max(0, path.search(/(^|\/)\.cursor\//))) : format === "copilot" ? path.slice(0, Math.max(0, path.indexOf(".github/") - 1)) : toPosix(dirname(path));
      c.add(absolute, format, level.origin, level.priority, { baseDir: folder === "." ? "" : folder });
    } else if (/(^|\/)point_prompts\/[^/]+_points\.json$/.test(path)) {
      c.add(absolute, "prompt-points", level.origin, level.priority, { baseDir: "" });
    } else if (path.endsWith(`/${MEMORIES_FILE}`) && isGenomeDir(dirname(dirname(absolute)))) {
      c.add(dirname(dirname(absolute)), "genome", level.origin, level.priority, { baseDir: "" });
    }
  }
  const gitmodules = join3(repoRoot, ".gitmodules");
  if (existsSync3(gitmodules)) {
    for (const match of readFileSync3(gitmodules, "utf8").matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)) {
      const absolute = join3(repoRoot, match[1]);
      if (isInside(repoRoot, absolute) && isGenomeDir(absolute)) c.add(absolute, "genome", levelOf(absolute).origin, levelOf(absolute).priority, { baseDir: "" });
    }
  }
  for (const dir of homeSkillDirs) c.skillsIn(dir, "home", 3);
  if (homeSkillDirs.length > 0) searched.push(...homeSkillDirs);
  for (const entry of input.config.sources.include) {
    const pattern = entry.replace(/^\.\//, "");
    if (/[*?{]/.test(pattern)) {
      const re = patternToRegExp(pattern);
      const matches = listed.filter((p) => re.test(p.replace(/\/$/, "")));
      if (matches.length === 0) c.warnings.push(`sources.include: '${entry}' matches nothing`);
      for (const m of matches) addInclude(c, join3(repoRoot, m.replace(/\/$/, "")), entry);
      continue;
    }
    const absolute = resolve(repoRoot, pattern);
    if (isAbsolute(pattern) || !isInside(repoRoot, absolute)) {
      c.warnings.push(`sources.include: '${entry}' is outside the repository: not read`);
      continue;
    }
    if (!existsSync3(absolute)) {
      c.warnings.push(`sources.include: '${entry}' does not exist`);
      continue;
    }
    addInclude(c, absolute, entry);
  }
  return { layout, repoRoot, home, found: c.found, shadowed: c.shadowed, excluded: c.excluded, warnings: c.warnings, skillFolders: c.skillFolders, searched };
}
function addInclude(c, absolute, entry) {
  const format = formatOfInclude(absolute);
  if (!format) {
    c.warnings.push(`sources.include: '${entry}' is not a kind of source discoveries reads (a .md/.mdc agent file, a *.json of prompt points, a .jsonl store or a genome folder)`);
    return;
  }
  const projectRoot = format === "swarm" || format === "axiom" ? dirname(dirname(absolute)) : void 0;
  const skillDir = format === "skill" ? toPosix(relative(c.repoRoot, dirname(absolute))) : void 0;
  c.add(absolute, format, "config", 2, { ...projectRoot ? { projectRoot } : {}, ...skillDir !== void 0 ? { baseDir: skillDir, name: basename(dirname(absolute)) } : {}, ...format === "genome" || format === "prompt-points" ? { baseDir: "" } : {} });
}
function fingerprint(input, layout, home) {
  return JSON.stringify({ cwd: realpathSync2(input.cwd), home, sources: input.config.sources, store: input.config.store.path, superproject: layout.superproject });
}
function indexTime(layout) {
  if (!layout.gitDir) return 0;
  try {
    return statSync(join3(layout.gitDir, "index")).mtimeMs;
  } catch {
    return 0;
  }
}
function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
function listingHash(text) {
  const bytes = Buffer.from(text, "utf8");
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const words = new Int32Array(padded.buffer);
  let a = 2166136261 ^ bytes.length;
  let b = 1540483477;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    a = Math.imul(a ^ w, 16777619);
    b = Math.imul(b ^ w, 1540483477);
    b ^= b >>> 15;
  }
  return `${hex(fmix(a))}${hex(fmix(b))}`;
}
function fmix(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  return (h ^ h >>> 16) >>> 0;
}
var hex = (n) => n.toString(16).padStart(8, "0");
async function indexPaths(root, env, timeoutMs) {
  try {
    const result = await runGit(["ls-files", "-z", "--cached"], { cwd: root, env, allowFailure: true, timeoutMs });
    return result.code === 0 ? listingHash(result.stdout) : null;
  } catch {
    return null;
  }
}
function jsonTwin(file) {
  return file.replace(/\.yaml$/, ".json");
}
function readCacheValue(file) {
  const yamlTime = mtimeOf(file);
  const jsonTime = mtimeOf(jsonTwin(file));
  if (yamlTime !== null && jsonTime !== null && jsonTime >= yamlTime) {
    try {
      return JSON.parse(readFileSync3(jsonTwin(file), "utf8"));
    } catch {
    }
  }
  return loadYaml().then(({ parse }) => parse(readFileSync3(file, "utf8")));
}
async function readCache(file, print, now, ttlMinutes, index) {
  if (!existsSync3(file)) return null;
  try {
    const value = await readCacheValue(file);
    if (value?.version !== CACHE_VERSION || value.discovery?.fingerprint !== print) return null;
    const age = (now.getTime() - Date.parse(value.discovery.timestamp)) / 6e4;
    if (!(age >= 0 && age < Math.min(ttlMinutes, value.discovery.ttl_minutes))) return null;
    if (!Array.isArray(value.sources)) return null;
    const seen = value.discovery.index;
    if (!seen || typeof seen.paths !== "string") return null;
    const current = await index(seen);
    if (!current || current.mtime !== seen.mtime && current.paths !== seen.paths) return null;
    return { value, age };
  } catch {
    return null;
  }
}
async function writeCache(file, value) {
  try {
    const { stringify } = await loadYaml();
    writeFileAtomic(file, stringify(value), { durable: false });
    writeFileAtomic(jsonTwin(file), `${JSON.stringify(value)}
`, { durable: false });
  } catch {
  }
}
async function discoverSources(input) {
  const known = input.gitLayout;
  const layout = known ? { gitRoot: realpathSync2(known.gitRoot), gitDir: known.gitDir, superproject: known.superproject ? realpathSync2(known.superproject) : null, warning: null } : await gitLayout(input.cwd, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS2);
  const cwd = realpathSync2(input.cwd);
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && existsSync3(homeValue) ? realpathSync2(homeValue) : null;
  const ttl = input.config.sources.cacheTtlMinutes;
  const cacheFile = layout.gitDir && ttl > 0 ? join3(layout.gitDir, "discoveries", "sources-cache.yaml") : null;
  const print = fingerprint(input, layout, home);
  const base = { cwd, gitRoot: layout.gitRoot, superproject: layout.superproject, repoRoot: layout.gitRoot ?? cwd, home };
  const timeout = input.gitTimeoutMs ?? GIT_TIMEOUT_MS2;
  const mtime = indexTime(layout);
  const listPaths = () => layout.gitRoot ? indexPaths(layout.gitRoot, input.env, timeout) : Promise.resolve(null);
  const early = cacheFile && !input.rescan && !input.trustListing && mtime > (mtimeOf(cacheFile) ?? Infinity) ? listPaths() : null;
  const indexState = async (seen) => {
    if (seen && (seen.mtime === mtime || input.trustListing)) return seen;
    const paths = await (early ?? listPaths());
    return paths === null ? null : { mtime, paths };
  };
  if (cacheFile && !input.rescan) {
    const cached = await readCache(cacheFile, print, input.now, ttl, indexState);
    if (cached) {
      const v = cached.value;
      const present = v.sources.filter((s) => existsSync3(s.absolute));
      return {
        ...base,
        candidates: present,
        shadowed: v.shadowed ?? [],
        excluded: v.excluded ?? [],
        warnings: v.warnings ?? [],
        skillFolders: v.skill_folders ?? 0,
        searched: v.searched ?? [],
        cache: { used: true, file: toPosix(relative(base.repoRoot, cacheFile)), ageMinutes: Math.floor(cached.age) }
      };
    }
  }
  const [result, index] = await Promise.all([scan(input, layout), cacheFile ? indexState() : null]);
  const found = [...result.found].sort((a, b) => a.priority - b.priority || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (cacheFile) {
    await writeCache(cacheFile, {
      version: CACHE_VERSION,
      discovery: { timestamp: input.now.toISOString(), ttl_minutes: ttl, fingerprint: print, ...index ? { index } : {} },
      sources: found,
      shadowed: result.shadowed,
      excluded: result.excluded,
      warnings: result.warnings,
      skill_folders: result.skillFolders,
      searched: result.searched
    });
  }
  return {
    ...base,
    candidates: found,
    shadowed: result.shadowed,
    excluded: result.excluded,
    warnings: result.warnings,
    skillFolders: result.skillFolders,
    searched: result.searched,
    cache: { used: false, file: cacheFile ? toPosix(relative(base.repoRoot, cacheFile)) : null, ageMinutes: null }
  };
}

// src/sources/prompt-points.ts
import { readFileSync as readFileSync4 } from "node:fs";
import { basename as basename2, dirname as dirname2, join as join4 } from "node:path";
function meetsVerifiedRule(p) {
  return num(p.verification_count) >= 3 && num(p.success_count) >= 2;
}
function shouldRemove(p) {
  if (num(p.failure_count) >= 2 && num(p.success_count) === 0) return `failing: ${num(p.failure_count)} failures, no success`;
  if (typeof p.replaced_by === "string" && p.replaced_by !== "") return `replaced by ${p.replaced_by}`;
  return null;
}
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : 0;
var priorityOf = (p) => typeof p.priority === "number" ? p.priority : 5;
function stampLike(sample, now) {
  const iso = now.toISOString();
  if (typeof sample !== "string" || /(?:Z|[+-]\d\d:?\d\d)$/.test(sample)) return iso;
  const fraction = /\.(\d+)$/.exec(sample)?.[1]?.length ?? 0;
  const base = iso.slice(0, 19);
  if (fraction === 0) return base;
  return `${base}.${iso.slice(20, 23).padEnd(fraction, "0").slice(0, fraction)}`;
}
function parsePoints(text, path) {
  let editor;
  try {
    editor = new JsonEditor(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return { editor: null, points: [], warnings: [`${path}:${error.line}: not valid JSON: ${error.reason} at column ${error.column} (fix: correct the JSON; the file is left alone until then)`] };
    throw error;
  }
  if (editor.root.type !== "array") return { editor: null, points: [], warnings: [`${path}:1: expected a JSON array of prompt points (fix: see seed 004's storage format)`] };
  const lines = new LineIndex(text);
  const points = [];
  const warnings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const node of editor.root.items) {
    const line = lines.lineOf(node.start);
    if (node.type !== "object") {
      warnings.push(`${path}:${line}: expected a point object, found ${node.type === "array" ? "an array" : JSON.stringify(editor.valueOf(node))} (left as it is)`);
      continue;
    }
    const value = editor.valueOf(node);
    if (typeof value.id !== "string" || value.id === "" || typeof value.content !== "string") {
      warnings.push(`${path}:${line}: a point without a string "id" and "content" (left as it is)`);
      continue;
    }
    if (seen.has(value.id)) {
      warnings.push(`${path}:${line}: duplicate point id ${value.id} (the first one is used)`);
      continue;
    }
    seen.add(value.id);
    const content = member(node, "content");
    points.push({ id: value.id, node, value, line: lines.lineOf(content.keyStart) });
  }
  return { editor, points, warnings };
}
var PromptPointsSource = class _PromptPointsSource {
  constructor(info, text) {
    this.info = info;
    this.ref = { kind: "prompt-points", path: info.path };
    const parsed = parsePoints(text, info.path);
    this.points = parsed.points;
    this.warnings = parsed.warnings;
  }
  info;
  ref;
  warnings;
  points;
  static load(info) {
    return new _PromptPointsSource(info, readFileSync4(info.absolute, "utf8"));
  }
  learnings() {
    return this.points.map((p) => {
      const v = p.value;
      const metadata = v.metadata && typeof v.metadata === "object" ? v.metadata : {};
      return {
        key: learningKey(this.ref, p.id),
        id: p.id,
        source: this.ref,
        content: v.content,
        status: v.active === false ? "outdated" : "active",
        createdAt: isoOrNull(v.created_at),
        anchorCommit: typeof metadata.anchor_commit === "string" && metadata.anchor_commit !== "" ? metadata.anchor_commit : null,
        // Verified by its uses in traces (seed 004), or checked against the code by a reviewer.
        validated: v.verified === true || meetsVerifiedRule(v) || typeof metadata.validated_at === "string",
        impact: null,
        line: p.line,
        baseDir: "",
        readOnly: false,
        scope: "global",
        compatibleWith: Array.isArray(metadata.compatible_with) ? metadata.compatible_with.filter((id) => typeof id === "string") : []
      };
    });
  }
  ownChanges() {
    return [];
  }
  notes() {
    const notes = [];
    for (const p of this.points) {
      const remove = shouldRemove(p.value);
      if (remove) notes.push({ key: learningKey(this.ref, p.id), id: p.id, source: this.ref, line: p.line, kind: "should_remove", message: `should_remove: ${remove}` });
      if (p.value.verified !== true && meetsVerifiedRule(p.value)) {
        notes.push({
          key: learningKey(this.ref, p.id),
          id: p.id,
          source: this.ref,
          line: p.line,
          kind: "verified",
          message: `meets the verified rule (${num(p.value.verification_count)} checks, ${num(p.value.success_count)} successes) but says verified: false; set on its next update`
        });
      }
    }
    return notes;
  }
  summary() {
    const active = this.points.filter((p) => p.value.active !== false).length;
    const remove = this.points.filter((p) => shouldRemove(p.value)).length;
    const verified = this.points.filter((p) => p.value.verified === true || meetsVerifiedRule(p.value)).length;
    return `${this.points.length} point${this.points.length === 1 ? "" : "s"} (${active} active, ${verified} verified${remove > 0 ? `, ${remove} should_remove` : ""})`;
  }
  /** The prompt the active points rebuild: highest priority first, file order among equals. */
  render() {
    const name = basename2(this.info.path).replace(/_points\.json$|\.json$/, "");
    const active = this.points.filter((p) => p.value.active !== false);
    const ordered = active.map((p, i) => ({ p, i })).sort((a, b) => priorityOf(b.p.value) - priorityOf(a.p.value) || a.i - b.i);
    const lines = [`# ${name.charAt(0).toUpperCase()}${name.slice(1).replace(/_/g, " ")} points`, ""];
    for (const { p } of ordered) lines.push(`- ${p.value.content.replace(/\s+/g, " ").trim()}`);
    if (ordered.length === 0) lines.push("_No active points._");
    return [{ path: null, title: `prompt rebuilt from ${this.info.path}`, content: `${lines.join("\n")}
` }];
  }
  async apply(changes, context) {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== "review");
    if (mine.length === 0) return outcome;
    const written = await this.edit(context, (reason) => mine.forEach((c) => outcome.skipped.push({ id: c.id, reason })), (editing) => {
      for (const change of mine) editing.apply(change, outcome);
    });
    if (written) outcome.written.push(this.info.path);
    return outcome;
  }
  async keep(requests, context) {
    const outcome = emptyKeepOutcome(this.info.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const refuse = (reason) => [...kept.map((r) => r.id), ...unlinks.map((u) => u.id)].forEach((id) => outcome.skipped.push({ id, reason }));
    const written = await this.edit(context, refuse, (editing) => {
      for (const request of kept) editing.keep(request, this.ref, outcome);
      for (const { id, kept: by } of unlinks) editing.unlink(id, by.key, outcome);
    });
    if (written) outcome.written.push(this.info.path);
    return outcome;
  }
  /** Edits the file under its lock, in one atomic write; returns whether it changed. */
  async edit(context, refuse, change) {
    const lock = join4(dirname2(this.info.absolute), `.${basename2(this.info.absolute)}.lock`);
    return withLock(lock, () => {
      const text = readFileSync4(this.info.absolute, "utf8");
      const parsed = parsePoints(text, this.info.path);
      if (!parsed.editor) {
        refuse(parsed.warnings[0] ?? "the file could not be read");
        return false;
      }
      const editing = new PointEdits(parsed.editor, parsed.points, context.now, context.commit);
      change(editing);
      const next = editing.finish();
      if (next === text) return false;
      writeFileAtomic(this.info.absolute, next);
      return true;
    }, { displayPath: lock });
  }
};
var PointEdits = class {
  constructor(editor, points, now, commit) {
    this.editor = editor;
    this.now = now;
    this.commit = commit;
    this.byId = new Map(points.map((p) => [p.id, p]));
  }
  editor;
  now;
  commit;
  byId;
  top = /* @__PURE__ */ new Map();
  meta = /* @__PURE__ */ new Map();
  /** Points a priority swap already settled: their own plan changes are done. */
  settled = /* @__PURE__ */ new Set();
  get(p, key) {
    const pending = this.top.get(p);
    return pending?.has(key) ? pending.get(key) : p.value[key];
  }
  set(p, key, value) {
    const pending = this.top.get(p) ?? /* @__PURE__ */ new Map();
    pending.set(key, value);
    this.top.set(p, pending);
  }
  getMeta(p, key) {
    const pending = this.meta.get(p);
    if (pending?.has(key)) return pending.get(key);
    const metadata = p.value.metadata;
    return metadata && typeof metadata === "object" && !Array.isArray(metadata) ? metadata[key] : void 0;
  }
  setMeta(p, key, value) {
    const pending = this.meta.get(p) ?? /* @__PURE__ */ new Map();
    pending.set(key, value);
    this.meta.set(p, pending);
  }
  touch(p) {
    this.set(p, "last_updated", stampLike(p.value.last_updated ?? p.value.created_at, this.now));
    if (p.value.verified !== true && meetsVerifiedRule(p.value)) {
      this.set(p, "verified", true);
      this.setMeta(p, "verified_at", stampLike(p.value.last_updated ?? p.value.created_at, this.now));
    }
  }
  addConflict(p, otherId) {
    const current = this.get(p, "conflicts_with");
    const list = Array.isArray(current) ? current : [];
    if (!list.includes(otherId)) this.set(p, "conflicts_with", [...list, otherId]);
  }
  deactivate(p, reason, details) {
    this.set(p, "active", false);
    const at = stampLike(p.value.last_updated ?? p.value.created_at, this.now);
    if (details.replacedBy) {
      this.set(p, "replaced_by", details.replacedBy);
      this.addConflict(p, details.replacedBy);
      this.setMeta(p, "conflict_resolved_at", at);
      this.setMeta(p, "conflict_reason", reason);
    } else {
      this.setMeta(p, "outdated_at", at);
      this.setMeta(p, "outdated_reason", reason);
      if (details.commit) this.setMeta(p, "outdated_commit", details.commit);
    }
    this.touch(p);
  }
  apply(change, outcome) {
    if (this.settled.has(change.id)) return;
    const p = this.byId.get(change.id);
    if (!p) {
      outcome.skipped.push({ id: change.id, reason: "no longer in the file" });
      return;
    }
    const status = this.get(p, "active") === false ? "outdated" : "active";
    if (status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} \u2192 ${status})` });
      return;
    }
    if (p.value.content !== change.content) {
      outcome.skipped.push({ id: change.id, reason: "its content changed since the check" });
      return;
    }
    switch (change.action) {
      case "outdate":
        if (change.rewrite && change.rewrite.content !== p.value.content) this.set(p, "content", change.rewrite.content);
        this.deactivate(p, change.reason, { commit: change.outdatedCommit ?? null });
        outcome.applied.push({ id: p.id, action: "outdate", from: "active", to: "outdated" });
        return;
      case "supersede": {
        const winnerId = change.supersededBy ?? change.conflictsWith?.[0];
        if (!winnerId) {
          this.deactivate(p, change.reason, { commit: change.outdatedCommit ?? null });
          outcome.applied.push({ id: p.id, action: "supersede", from: "active", to: "outdated" });
          return;
        }
        const other = this.byId.get(winnerId);
        if (other && this.get(other, "active") !== false && priorityOf(other.value) < priorityOf(p.value)) {
          this.deactivate(other, change.reason, { replacedBy: p.id });
          this.addConflict(p, other.id);
          if (this.get(p, "replaces") == null) this.set(p, "replaces", other.id);
          this.touch(p);
          this.settled.add(other.id);
          outcome.applied.push({ id: p.id, action: "link", from: "active", to: "active", note: `kept: priority ${priorityOf(p.value)} beats ${other.id}'s ${priorityOf(other.value)}` });
          outcome.applied.push({ id: other.id, action: "supersede", from: "active", to: "outdated", note: `replaced by ${p.id} (higher priority)` });
          return;
        }
        this.deactivate(p, change.reason, { replacedBy: winnerId });
        if (other) {
          this.addConflict(other, p.id);
          if (this.get(other, "replaces") == null) this.set(other, "replaces", p.id);
          this.touch(other);
        }
        outcome.applied.push({ id: p.id, action: "supersede", from: "active", to: "outdated" });
        return;
      }
      case "rewrite":
        if (!change.rewrite) return;
        this.set(p, "content", change.rewrite.content);
        if (this.commit) this.setMeta(p, "anchor_commit", this.commit);
        this.touch(p);
        outcome.applied.push({ id: p.id, action: "rewrite", from: status, to: status });
        return;
      case "link": {
        const before = JSON.stringify(this.get(p, "conflicts_with") ?? []);
        for (const id of change.conflictsWith ?? []) this.addConflict(p, id);
        if (JSON.stringify(this.get(p, "conflicts_with") ?? []) === before) return;
        this.touch(p);
        outcome.applied.push({ id: p.id, action: "link", from: status, to: status });
        return;
      }
      case "archive":
        outcome.skipped.push({ id: p.id, reason: "prompt points have no archived state: it stays inactive" });
        return;
      case "review":
        return;
    }
  }
  /** `conflicts_with` of a point without `names`, or null when it names none of them. */
  withoutConflicts(p, names) {
    return conflictsWithout(this.get(p, "conflicts_with"), names);
  }
  /** A reviewer's keep: re-anchored and checked now; a pair judged compatible loses the detector's links on both sides. */
  keep(request, ref, outcome) {
    const p = this.byId.get(request.id);
    if (!p) {
      outcome.skipped.push({ id: request.id, reason: "no longer in the file" });
      return;
    }
    const status = this.get(p, "active") === false ? "outdated" : "active";
    if (request.seen && (status !== request.seen.status || p.value.content !== request.seen.content)) {
      outcome.skipped.push({ id: p.id, reason: status !== request.seen.status ? `status changed since the check (${request.seen.status} \u2192 ${status})` : "its content changed since the check" });
      return;
    }
    const replacedBy = this.get(p, "replaced_by");
    if (typeof replacedBy === "string" && replacedBy !== "") {
      outcome.skipped.push({ id: p.id, reason: `it is replaced by ${replacedBy}: clear replaced_by first` });
      return;
    }
    if (status !== "active") this.set(p, "active", true);
    const at = stampLike(p.value.last_updated ?? p.value.created_at, this.now);
    if (this.commit) this.setMeta(p, "anchor_commit", this.commit);
    this.setMeta(p, "validated_at", at);
    const others = request.compatibleWith.map((key) => nameFrom(ref, key));
    if (others.length > 0) {
      const current = this.getMeta(p, "compatible_with");
      const list = Array.isArray(current) ? current : [];
      this.setMeta(p, "compatible_with", [...list, ...others.filter((o) => !list.includes(o))]);
      const conflicts = this.withoutConflicts(p, others);
      if (conflicts) this.set(p, "conflicts_with", conflicts);
      for (const id of others) {
        const other = this.byId.get(id);
        const theirs = other && this.withoutConflicts(other, [p.id]);
        if (other && theirs) {
          this.set(other, "conflicts_with", theirs);
          this.touch(other);
        }
      }
    }
    this.touch(p);
    outcome.done.push({
      id: p.id,
      what: `kept: re-anchored${this.commit ? ` at ${this.commit.slice(0, 7)}` : ""} in its metadata${others.length > 0 ? `; not in conflict with ${others.join(", ")}` : ""} (verified and its counts are left to uses in traces)`
    });
  }
  /** Drops a point's conflict link to a learning of another file a reviewer kept as compatible with it. */
  unlink(id, keptKey, outcome) {
    const p = this.byId.get(id);
    const conflicts = p && this.withoutConflicts(p, [keptKey]);
    if (!p || !conflicts) return;
    this.set(p, "conflicts_with", conflicts);
    this.touch(p);
    outcome.done.push({ id, what: `no longer linked as contradicting ${keptKey}` });
  }
  /** The file with every pending member written. */
  finish() {
    for (const [p, values] of this.top) for (const [key, value] of values) this.editor.set(p.node, key, value);
    for (const [p, values] of this.meta) {
      const metadata = member(p.node, "metadata");
      if (metadata && metadata.value.type === "object") {
        for (const [key, value] of values) this.editor.set(metadata.value, key, value);
      } else if (!metadata) {
        this.editor.set(p.node, "metadata", Object.fromEntries(values));
      }
    }
    return this.editor.toString();
  }
};

// src/sources/swarm.ts
import { existsSync as existsSync4, readFileSync as readFileSync5 } from "node:fs";
import { relative as relative2, sep as sep2 } from "node:path";
var posix = (p) => p.split(sep2).join("/");
var DialectStoreSource = class _DialectStoreSource {
  constructor(info, options) {
    this.info = info;
    this.options = options;
    this.paths = storePaths(options.projectRoot, { store: options.store, ...options.views }, options.dialect);
    this.ref = { kind: options.dialect.kind, path: info.path };
    this.baseDir = posix(relative2(options.repoRoot, options.projectRoot));
    const prefix = `${this.ref.path}#`;
    this.wanted = options.needed && options.dialect.kind !== "swarm" ? new Set([...options.needed].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))) : null;
    const exists = existsSync4(this.paths.cases);
    const text = this.wanted || !exists ? "" : readFileSync5(this.paths.cases, "utf8");
    const indexed = this.wanted && exists && options.readRecords ? options.readRecords(this.paths.cases, this.wanted) : null;
    this.store = indexed ? DiscoveryStore.fromLines(this.paths, options.config, indexed) : this.wanted ? DiscoveryStore.partial(this.paths, options.config, exists ? readFileSync5(this.paths.cases) : Buffer.alloc(0), this.wanted) : DiscoveryStore.fromText(this.paths, options.config, text);
    for (const line of options.dialect.kind === "swarm" ? parseJsonl(text).lines : []) {
      const v = line.value;
      if (v && typeof v.id === "string" && v[options.dialect.recordField] !== options.dialect.recordValue) {
        this.parents.set(v.id, { status: v.status, marker: v[options.dialect.recordField] });
      }
    }
    const folder = this.baseDir ? `${this.baseDir}/` : "";
    this.warnings = this.store.problems.map((p) => formatProblem({ ...p, file: `${folder}${p.file}` }));
  }
  info;
  options;
  ref;
  warnings;
  paths;
  store;
  baseDir;
  /** Ids of the only learnings read (null: all of them). */
  wanted;
  /** Status of every parent record (greens, tasks) by id. */
  parents = /* @__PURE__ */ new Map();
  get dialect() {
    return this.options.dialect;
  }
  learnings() {
    const wanted = this.wanted;
    return (wanted ? this.store.discoveries().filter((d) => wanted.has(d.id)) : this.store.discoveries()).map((d) => {
      const base = toLearning(this.store, d);
      return { ...base, key: `${this.ref.path}#${d.id}`, source: this.ref, baseDir: this.baseDir };
    });
  }
  /** Seed 000: when a Green is done, its active Yellow children are archived. */
  ownChanges() {
    if (this.options.dialect.kind !== "swarm") return [];
    const out = [];
    for (const d of this.store.discoveries()) {
      if (d.status !== "active") continue;
      const parentId = d.metadata[this.options.dialect.parentField] ?? d.parentId;
      const parent = parentId ? this.parents.get(parentId) : void 0;
      if (!parent || parent.status !== "done") continue;
      out.push({
        key: `${this.ref.path}#${d.id}`,
        id: d.id,
        source: this.ref,
        line: this.store.lineOf(d.id),
        content: d.content,
        action: "archive",
        from: "active",
        to: "archived",
        reason: `its parent ${String(parent.marker)} ${parentId} is done (${this.options.dialect.completedReason})`,
        evidence: []
      });
    }
    return out;
  }
  notes() {
    return [];
  }
  summary() {
    const all = this.store.discoveries();
    const count = (s) => all.filter((d) => d.status === s).length;
    const noun = this.options.dialect.kind === "swarm" ? "yellow idea" : "discovery";
    const plural = this.options.dialect.kind === "swarm" ? "yellow ideas" : "discoveries";
    const done = this.ownChanges().length;
    return `${all.length} ${all.length === 1 ? noun : plural} (${count("active")} active, ${count("outdated")} outdated, ${count("archived")} archived)${done > 0 ? ` \xB7 ${done} to archive (parent ${this.options.dialect.kind === "swarm" ? "green" : "task"} done)` : ""}`;
  }
  render() {
    return renderViews(this.store.discoveries(), this.paths).map((f) => ({
      path: posix(relative2(this.options.repoRoot, f.path)),
      title: "view",
      content: f.content
    }));
  }
  /** As `validate --compatible-with` does in the project's own store (the same store code, for either dialect). */
  async keep(requests, context) {
    const outcome = emptyKeepOutcome(this.info.path);
    const { kept, unlinks } = keepsFor(this.ref, requests);
    if (kept.length + unlinks.length === 0) return outcome;
    const written = await updateStore(this.paths, this.options.config, (store) => {
      for (const request of kept) {
        const d = store.get(request.id);
        if (!d) {
          outcome.skipped.push({ id: request.id, reason: "no longer in the store" });
          continue;
        }
        if (request.seen && d.status !== request.seen.status) {
          outcome.skipped.push({ id: d.id, reason: `status changed since the check (${request.seen.status} \u2192 ${d.status})` });
          continue;
        }
        try {
          validate(d, context);
        } catch (error) {
          if (!(error instanceof UserError)) throw error;
          outcome.skipped.push({ id: d.id, reason: error.message });
          continue;
        }
        const others = request.compatibleWith.map((key) => nameFrom(this.ref, key));
        if (others.length > 0) for (const other of judgeCompatible(d, others, (id) => store.get(id))) store.markChanged(other);
        store.markChanged(d);
        outcome.done.push({ id: d.id, what: `kept and validated${others.length > 0 ? `; not in conflict with ${others.join(", ")}` : ""}` });
      }
      for (const { id, kept: by } of unlinks) {
        const d = store.get(id);
        if (d && dropConflicts(d, [nameFrom(this.ref, by.key)])) {
          d.updatedAt = context.now.toISOString();
          store.markChanged(d);
          outcome.done.push({ id: d.id, what: `no longer linked as contradicting ${by.key}` });
        }
      }
      return store.changed;
    });
    if (written) this.listWritten(outcome.written);
    return outcome;
  }
  async apply(changes, context) {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== "review");
    if (mine.length === 0) return outcome;
    const { dialect } = this.options;
    const written = await updateStore(this.paths, this.options.config, (store) => {
      const storeRef = { kind: dialect.kind, path: store.file };
      const completions = mine.filter((c) => c.action === "archive" && c.from === "active");
      for (const change of completions) {
        const d = store.get(change.id);
        if (!d || d.status !== "active") {
          outcome.skipped.push({ id: change.id, reason: d ? `status changed since the check (active \u2192 ${d.status})` : "no longer in the store" });
          continue;
        }
        archive(d, dialect.completedReason, context);
        store.markChanged(d);
        outcome.applied.push({ id: d.id, action: "archive", from: "active", to: "archived" });
      }
      const rest = mine.filter((c) => !completions.includes(c)).map((c) => ({ ...c, source: storeRef }));
      const result = applyPlanToStore(store, rest, context);
      outcome.applied.push(...result.applied);
      outcome.skipped.push(...result.skipped);
      return store.changed;
    });
    if (written) this.listWritten(outcome.written);
    return outcome;
  }
  /** The store and the views rendered from it again: the files a keep or an apply wrote. */
  listWritten(written) {
    written.push(this.info.path);
    const refreshed = new _DialectStoreSource(this.info, this.options);
    for (const view of refreshed.render()) if (view.path) written.push(view.path);
  }
};

// src/sources/index.ts
var MAX_IMPORT_DEPTH = 5;
async function loadCandidate(c, discovery, input) {
  switch (c.format) {
    case "axiom":
    case "swarm": {
      const projectRoot = c.projectRoot ?? dirname3(dirname3(c.absolute));
      const own = input.store && realOrNull(resolve2(input.store.projectRoot, input.store.path)) === c.absolute;
      const views = own ? { globalView: input.config.views.global || void 0, agentsDir: input.config.views.agentsDir || void 0 } : void 0;
      return new DialectStoreSource(c, {
        repoRoot: discovery.repoRoot,
        projectRoot,
        store: toPosix(relative3(projectRoot, c.absolute)),
        dialect: c.format === "swarm" ? SWARM_DIALECT : AXIOM_DIALECT,
        config: input.config,
        ...views ? { views } : {},
        ...input.needed ? { needed: input.needed, ...input.readRecords ? { readRecords: input.readRecords } : {} } : {}
      });
    }
    case "genome":
      return GenomeSource.load(c, input.env);
    case "prompt-points":
      return PromptPointsSource.load(c);
    default:
      return AgentFileSource.load(c, { repoRoot: c.checked ? discovery.repoRoot : null, baseDir: c.baseDir });
  }
}
function realOrNull(path) {
  try {
    return realpathSync3(path);
  } catch {
    return null;
  }
}
function storeCandidate(store, discovery) {
  const real = realOrNull(resolve2(store.projectRoot, store.path));
  if (!real || discovery.candidates.some((c) => c.absolute === real)) return null;
  const projectRoot = realOrNull(store.projectRoot) ?? store.projectRoot;
  const swarm = basename3(real) === "ideas.jsonl";
  return {
    kind: swarm ? "swarm" : "axiom",
    format: swarm ? "swarm" : "axiom",
    path: toPosix(relative3(discovery.repoRoot, real)),
    absolute: real,
    origin: inside(discovery.cwd, projectRoot) ? "cwd" : "git-root",
    priority: inside(discovery.cwd, projectRoot) ? 1 : 2,
    aliases: [],
    checked: inside(discovery.repoRoot, real),
    baseDir: toPosix(relative3(discovery.repoRoot, projectRoot)),
    projectRoot
  };
}
var inside = (root, path) => {
  const rel = relative3(root, path);
  return rel === "" || !rel.startsWith(`..${sep3}`) && rel !== ".." && !isAbsolute2(rel);
};
async function loadSources(input) {
  const discovery = await (input.discovered ?? discoverSources(input));
  if (input.store) {
    const own = storeCandidate(input.store, discovery);
    if (own) {
      const at = discovery.candidates.findIndex((c) => c.priority > own.priority);
      discovery.candidates.splice(at < 0 ? discovery.candidates.length : at, 0, own);
    }
  }
  const sources = [];
  const failed = [];
  const extraWarnings = [];
  const byReal = /* @__PURE__ */ new Map();
  for (const candidate of discovery.candidates) {
    try {
      const source = await loadCandidate(candidate, discovery, input);
      sources.push(source);
      byReal.set(candidate.absolute, source);
    } catch (error) {
      failed.push({ path: candidate.path, reason: error instanceof Error ? error.message.split("\n")[0] : String(error) });
    }
  }
  const excludes = input.config.sources.exclude.map((p) => patternToRegExp(p));
  const roots = [discovery.repoRoot, ...discovery.superproject ? [discovery.superproject] : []];
  let frontier = sources.filter((s) => s instanceof AgentFileSource && s.imports.length > 0).map((s) => ({ source: s, depth: 1 }));
  while (frontier.length > 0) {
    const next = [];
    for (const { source, depth } of frontier) {
      for (const target of source.imports) {
        if (target.startsWith("~/")) continue;
        const absolute = resolve2(dirname3(source.info.absolute), target);
        const root = roots.find((r) => inside(r, absolute));
        if (!root) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which is outside the repository: not read`);
          continue;
        }
        if (!existsSync5(absolute) || !statSync2(absolute).isFile()) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which does not exist`);
          continue;
        }
        const real = realpathSync3(absolute);
        if (!roots.some((r) => inside(r, real))) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which leads outside the repository: not read`);
          continue;
        }
        const known = byReal.get(real);
        if (known) {
          if (known instanceof AgentFileSource && known.info.importedBy === void 0 && known !== source) known.info.importedBy = source.info.path;
          continue;
        }
        const path = toPosix(relative3(discovery.repoRoot, real));
        if (excludes.some((re) => re.test(path))) {
          discovery.excluded.push({ path, pattern: input.config.sources.exclude.find((p) => patternToRegExp(p).test(path)) });
          continue;
        }
        if (!/\.(md|mdc|markdown|txt)$/i.test(real)) continue;
        const candidate = {
          kind: "agent-file",
          format: "import",
          path,
          absolute: real,
          origin: source.info.origin,
          priority: source.info.priority,
          aliases: [],
          importedBy: source.info.path,
          checked: inside(discovery.repoRoot, real),
          baseDir: toPosix(relative3(discovery.repoRoot, dirname3(real)))
        };
        try {
          const imported = await AgentFileSource.load(candidate, { repoRoot: discovery.repoRoot, baseDir: candidate.baseDir });
          sources.push(imported);
          byReal.set(real, imported);
          if (depth < MAX_IMPORT_DEPTH && imported.imports.length > 0) next.push({ source: imported, depth: depth + 1 });
        } catch (error) {
          failed.push({ path, reason: error instanceof Error ? error.message.split("\n")[0] : String(error) });
        }
      }
    }
    frontier = next;
  }
  const warnings = [...discovery.warnings, ...extraWarnings, ...sources.flatMap((s) => s.warnings)];
  return { discovery, sources, warnings, failed };
}
function checkableLearnings(sources) {
  return sources.filter((s) => s.info.checked).flatMap((s) => s.learnings());
}
function sourceChanges(sources) {
  return sources.filter((s) => s.info.checked).flatMap((s) => s.ownChanges());
}
async function applyPlanToSources(sources, plan, context) {
  const outcomes = [];
  for (const source of sources) {
    if (!source.info.checked) continue;
    try {
      const outcome = await source.apply(plan.changes, context);
      if (outcome.applied.length + outcome.skipped.length + outcome.proposals.length + outcome.written.length > 0) outcomes.push(outcome);
    } catch (error) {
      outcomes.push({ source: source.info.path, applied: [], skipped: [], written: [], commits: [], proposals: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}
async function keepInSources(sources, requests, context) {
  const outcomes = [];
  for (const source of sources) {
    if (!source.info.checked) continue;
    try {
      const outcome = await source.keep(requests, context);
      if (outcome.done.length + outcome.skipped.length > 0) outcomes.push(outcome);
    } catch (error) {
      outcomes.push({ source: source.info.path, done: [], skipped: [], written: [], commits: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

export {
  extractPathMentions,
  mayBePath,
  classify,
  replaceMention,
  sameShape,
  ORIGIN_SCOPE,
  MEMORIES_FILE,
  discoverSources,
  loadSources,
  checkableLearnings,
  sourceChanges,
  applyPlanToSources,
  keepInSources
};
