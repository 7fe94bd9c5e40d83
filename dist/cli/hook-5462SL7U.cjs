'use strict'; const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/model/discovery.ts
function isStatus(value) {
  return typeof value === "string" && STATUSES.includes(value);
}
function isScope(value) {
  return typeof value === "string" && SCOPES.includes(value);
}
function isImpact(value) {
  return typeof value === "string" && IMPACTS.includes(value);
}
var STATUSES, SCOPES, IMPACTS, CATEGORIES, RECORD_KEY_ORDER, METADATA_KEY_ORDER, IMPACT_RANK;
var init_discovery = __esm({
  "src/model/discovery.ts"() {
    "use strict";
    STATUSES = ["active", "outdated", "archived", "deleted"];
    SCOPES = ["local", "global"];
    IMPACTS = ["low", "medium", "high", "critical"];
    CATEGORIES = [
      "Architecture",
      "Conventions",
      "Testing",
      "Errors",
      "API",
      "Dependencies",
      "Database",
      "Frontend"
    ];
    RECORD_KEY_ORDER = ["id", "type", "status", "content", "parentId", "createdAt", "updatedAt", "metadata"];
    METADATA_KEY_ORDER = [
      "scope",
      "sourceTaskId",
      "sourceAgentId",
      "impact",
      "category",
      "validated",
      "validatedAt",
      "appliedTo",
      "supersededBy",
      "anchorCommit",
      "conflictsWith",
      "compatibleWith",
      "outdatedReason",
      "outdatedCommit",
      "outdatedAt",
      "archivedAt",
      "archivedReason",
      "resurrectedAt",
      "resurrectedBy",
      "deletedAt",
      "deletedFrom",
      "restoredAt",
      "promotedAt",
      "editedAt"
    ];
    IMPACT_RANK = { low: 0, medium: 1, high: 2, critical: 3 };
  }
});

// src/text/regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
var init_regexp = __esm({
  "src/text/regexp.ts"() {
    "use strict";
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports2) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar(node) || isCollection(node)) && !!node.anchor;
    exports2.ALIAS = ALIAS;
    exports2.DOC = DOC;
    exports2.MAP = MAP;
    exports2.NODE_TYPE = NODE_TYPE;
    exports2.PAIR = PAIR;
    exports2.SCALAR = SCALAR;
    exports2.SEQ = SEQ;
    exports2.hasAnchor = hasAnchor;
    exports2.isAlias = isAlias;
    exports2.isCollection = isCollection;
    exports2.isDocument = isDocument;
    exports2.isMap = isMap;
    exports2.isNode = isNode;
    exports2.isPair = isPair;
    exports2.isScalar = isScalar;
    exports2.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports2.visit = visit;
    exports2.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports2.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref2 = sourceObjects.get(source);
            if (typeof ref2 === "object" && ref2.anchor && (identity.isScalar(ref2.node) || identity.isCollection(ref2.node))) {
              ref2.node.anchor = ref2.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports2.anchorIsValid = anchorIsValid;
    exports2.anchorNames = anchorNames;
    exports2.createNodeAnchors = createNodeAnchors;
    exports2.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports2) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports2.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports2.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports2) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports2.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports2.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports2.Scalar = Scalar;
    exports2.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref2 = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref2 = sourceObjects.get(value);
        if (ref2) {
          ref2.anchor ?? (ref2.anchor = onAnchor(value));
          return new Alias.Alias(ref2.anchor);
        } else {
          ref2 = { anchor: null, node: null };
          sourceObjects.set(value, ref2);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref2)
            ref2.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref2)
        ref2.node = node;
      return node;
    }
    exports2.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports2.Collection = Collection;
    exports2.collectionFromPath = collectionFromPath;
    exports2.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports2) {
    "use strict";
    var stringifyComment = (str2) => str2.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str2, indent, comment) => str2.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str2.endsWith(" ") ? "" : " ") + comment;
    exports2.indentComment = indentComment;
    exports2.lineComment = lineComment;
    exports2.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports2) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports2.FOLD_BLOCK = FOLD_BLOCK;
    exports2.FOLD_FLOW = FOLD_FLOW;
    exports2.FOLD_QUOTED = FOLD_QUOTED;
    exports2.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str2) => /^(%|---|\.\.\.)/m.test(str2);
    function lineLengthOverLimit(str2, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str2.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str2[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str2 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str2 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str2 += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str2 += "\\0";
                    break;
                  case "0007":
                    str2 += "\\a";
                    break;
                  case "000b":
                    str2 += "\\v";
                    break;
                  case "001b":
                    str2 += "\\e";
                    break;
                  case "0085":
                    str2 += "\\N";
                    break;
                  case "00a0":
                    str2 += "\\_";
                    break;
                  case "2028":
                    str2 += "\\L";
                    break;
                  case "2029":
                    str2 += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str2 += "\\x" + code.substr(2);
                    else
                      str2 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str2 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str2 += "\n";
                  i += 2;
                }
                str2 += indent;
                if (json[i + 2] === " ")
                  str2 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str2 = start ? str2 + json.slice(start) : json;
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str2 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str2);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str2 : foldFlowLines.foldFlowLines(str2, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports2.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports2) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str2 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str2;
      return identity.isScalar(node) || str2[0] === "{" || str2[0] === "[" ? `${props} ${str2}` : `${props}
${ctx.indent}${str2}`;
    }
    exports2.createStringifyContext = createStringifyContext;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str2 = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str2.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str2 === "" ? "?" : explicitKey ? `? ${str2}` : str2;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str2 = `? ${str2}`;
        if (keyComment && !keyCommentDone) {
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str2;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
        str2 = `? ${str2}
${indent}:`;
      } else {
        str2 = `${str2}:`;
        if (keyComment)
          str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str2.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str2 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str2 += stringifyComment.lineComment(str2, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str2;
    }
    exports2.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports2) {
    "use strict";
    var node_process = require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports2.debug = debug;
    exports2.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports2.addMergeToJSMap = addMergeToJSMap;
    exports2.isMergeKey = isMergeKey;
    exports2.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports2) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports2.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports2.Pair = Pair;
    exports2.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str3 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str3);
      }
      let str2;
      if (lines.length === 0) {
        str2 = flowChars.start + flowChars.end;
      } else {
        str2 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str2 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str2 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str2;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str2 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str2.includes("\n"));
        if (i < items.length - 1) {
          str2 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str2.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str2 += ",";
          }
        }
        if (comment)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment));
        lines.push(str2);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str2 = start;
          for (const line of lines)
            str2 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str2}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports2.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports2) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports2.YAMLMap = YAMLMap;
    exports2.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports2.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports2) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports2.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports2.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports2) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str2) => str2,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports2.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports2.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str2) => new Scalar.Scalar(str2[0] === "t" || str2[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports2.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports2) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num2 = typeof value === "number" ? value : Number(value);
      if (!isFinite(num2))
        return isNaN(num2) ? ".nan" : num2 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports2.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2));
        const dot = str2.indexOf(".");
        if (dot !== -1 && str2[str2.length - 1] === "0")
          node.minFractionDigits = str2.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str2, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str2) => str2,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str2) => str2 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str2, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str2) : parseInt(str2, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str2) => parseFloat(str2),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str2, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str2)}`);
        return str2;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports2) {
    "use strict";
    var node_buffer = require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str2 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str2.length);
          for (let i = 0; i < str2.length; ++i)
            buffer[i] = str2.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str2;
        if (typeof node_buffer.Buffer === "function") {
          str2 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str2 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str2.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str2.substr(o, lineWidth);
          }
          str2 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str2 }, ctx, onComment, onChompKeep);
      }
    };
    exports2.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports2.createPairs = createPairs;
    exports2.pairs = pairs;
    exports2.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports2.YAMLOMap = YAMLOMap;
    exports2.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports2.falseTag = falseTag;
    exports2.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str2) => str2.slice(-3).toLowerCase() === "nan" ? NaN : str2[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str2) => parseFloat(str2.replace(/_/g, "")),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str2) {
        const node = new Scalar.Scalar(parseFloat(str2.replace(/_/g, "")));
        const dot = str2.indexOf(".");
        if (dot !== -1) {
          const f = str2.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports2.float = float;
    exports2.floatExp = floatExp;
    exports2.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str2, offset, radix, { intAsBigInt }) {
      const sign = str2[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str2 = str2.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str2 = `0b${str2}`;
            break;
          case 8:
            str2 = `0o${str2}`;
            break;
          case 16:
            str2 = `0x${str2}`;
            break;
        }
        const n2 = BigInt(str2);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str2, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str2 = value.toString(radix);
        return value < 0 ? "-" + prefix + str2.substr(1) : prefix + str2;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str2, _onError, opt) => intResolve(str2, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports2.int = int;
    exports2.intBin = intBin;
    exports2.intHex = intHex;
    exports2.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports2.YAMLSet = YAMLSet;
    exports2.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports2) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str2, asBigInt) {
      const sign = str2[0];
      const parts = sign === "-" || sign === "+" ? str2.substring(1) : str2;
      const num2 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num2(60) + num2(p), num2(0));
      return sign === "-" ? num2(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num2 = (n) => n;
      if (typeof value === "bigint")
        num2 = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num2(-1);
      }
      const _60 = num2(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str2, _onError, { intAsBigInt }) => parseSexagesimal(str2, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str2) => parseSexagesimal(str2, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str2) {
        const match = str2.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports2.floatTime = floatTime;
    exports2.intTime = intTime;
    exports2.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports2.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports2) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports2.coreKnownTags = coreKnownTags;
    exports2.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports2.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports2.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports2.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports2) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports2.YAMLError = YAMLError;
    exports2.YAMLParseError = YAMLParseError;
    exports2.YAMLWarning = YAMLWarning;
    exports2.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports2) {
    "use strict";
    function resolveProps(tokens2, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens2) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens2[tokens2.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports2.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports2) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports2.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports2) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports2.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports2) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports2.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports2) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep8, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep8?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep8) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep8 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep8, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports2.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports2) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports2.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports2) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep8 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep8 + cb;
              sep8 = "";
              break;
            }
            case "newline":
              if (comment)
                sep8 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports2.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap = fc.start.source === "{";
      const fcName = isMap ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep8, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep8?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep8 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap && !sep8 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep8, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep8 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap && !props.found && ctx.options.strict) {
              if (sep8)
                for (const st of sep8) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep8, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports2.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports2.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines2(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep8 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep8 + indent.slice(trimIndent) + content;
          sep8 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep8 === " ")
            sep8 = "\n";
          else if (!prevMoreIndented && sep8 === "\n")
            sep8 = "\n\n";
          value += sep8 + indent.slice(trimIndent) + content;
          sep8 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep8 === "\n")
            value += "\n";
          else
            sep8 = "\n";
        } else {
          value += sep8 + content;
          sep8 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines2(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports2.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports2) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep8 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep8 === "\n")
            res += sep8;
          else
            sep8 = "\n";
        } else {
          res += sep8 + lm;
          sep8 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep8 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports2.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports2) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports2.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports2) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports2.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports2) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports2.composeEmptyNode = composeEmptyNode;
    exports2.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports2) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports2.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens2, forceDoc = false, endOffset = -1) {
        for (const token of tokens2)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports2.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports2) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports2.createScalarToken = createScalarToken;
    exports2.resolveAsScalar = resolveAsScalar;
    exports2.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports2) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep8, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep8)
        for (const st of sep8)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports2) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports2.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports2) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports2.createScalarToken = cstScalar.createScalarToken;
    exports2.resolveAsScalar = cstScalar.resolveAsScalar;
    exports2.setScalarValue = cstScalar.setScalarValue;
    exports2.stringify = cstStringify.stringify;
    exports2.visit = cstVisit.visit;
    exports2.BOM = BOM;
    exports2.DOCUMENT = DOCUMENT;
    exports2.FLOW_END = FLOW_END;
    exports2.SCALAR = SCALAR;
    exports2.isCollection = isCollection;
    exports2.isScalar = isScalar;
    exports2.prettyToken = prettyToken;
    exports2.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports2) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports2.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports2) {
    "use strict";
    var LineCounter = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports2.LineCounter = LineCounter;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports2) {
    "use strict";
    var node_process = require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list3, type) {
      for (let i = 0; i < list3.length; ++i)
        if (list3[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list3) {
      for (let i = 0; i < list3.length; ++i) {
        switch (list3[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep8;
          if (scalar.end) {
            sep8 = scalar.end;
            sep8.push(this.sourceToken);
            delete scalar.end;
          } else
            sep8 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep8 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep8 = it.sep;
                  sep8.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep8 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep8 = fc.end.splice(1, fc.end.length);
            sep8.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep8 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports2.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports2.parse = parse;
    exports2.parseAllDocuments = parseAllDocuments;
    exports2.parseDocument = parseDocument;
    exports2.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports2) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports2.Composer = composer.Composer;
    exports2.Document = Document.Document;
    exports2.Schema = Schema.Schema;
    exports2.YAMLError = errors.YAMLError;
    exports2.YAMLParseError = errors.YAMLParseError;
    exports2.YAMLWarning = errors.YAMLWarning;
    exports2.Alias = Alias.Alias;
    exports2.isAlias = identity.isAlias;
    exports2.isCollection = identity.isCollection;
    exports2.isDocument = identity.isDocument;
    exports2.isMap = identity.isMap;
    exports2.isNode = identity.isNode;
    exports2.isPair = identity.isPair;
    exports2.isScalar = identity.isScalar;
    exports2.isSeq = identity.isSeq;
    exports2.Pair = Pair.Pair;
    exports2.Scalar = Scalar.Scalar;
    exports2.YAMLMap = YAMLMap.YAMLMap;
    exports2.YAMLSeq = YAMLSeq.YAMLSeq;
    exports2.CST = cst;
    exports2.Lexer = lexer.Lexer;
    exports2.LineCounter = lineCounter.LineCounter;
    exports2.Parser = parser.Parser;
    exports2.parse = publicApi.parse;
    exports2.parseAllDocuments = publicApi.parseAllDocuments;
    exports2.parseDocument = publicApi.parseDocument;
    exports2.stringify = publicApi.stringify;
    exports2.visit = visit.visit;
    exports2.visitAsync = visit.visitAsync;
  }
});

// src/text/natural-order.ts
function naturalParts(s) {
  return s.split(/(\d+)/);
}
function compareNaturalParts(x, y) {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === q) continue;
    if (i % 2 === 1) {
      const a = p.replace(/^0+(?=\d)/, "");
      const b = q.replace(/^0+(?=\d)/, "");
      if (a.length !== b.length) return a.length - b.length;
      if (a !== b) return a < b ? -1 : 1;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}
function naturalCompare(a, b) {
  return compareNaturalParts(naturalParts(a), naturalParts(b));
}
var init_natural_order = __esm({
  "src/text/natural-order.ts"() {
    "use strict";
  }
});

// src/text/memo.ts
function memoize(compute, limit = 5e4) {
  const memory = /* @__PURE__ */ new Map();
  return (key) => {
    let value = memory.get(key);
    if (value === void 0) {
      value = compute(key);
      if (memory.size > limit) memory.clear();
      memory.set(key, value);
    }
    return value;
  };
}
var init_memo = __esm({
  "src/text/memo.ts"() {
    "use strict";
  }
});

// src/contradiction/stem.ts
function american(w) {
  if (w.length < 6) return w;
  if (/[a-z]{3}is(?:e|es|ed|ing|ation|ations|er|ers)$/.test(w)) return w.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1");
  if (/ys(?:e|es|ed|ing|er|ers)$/.test(w)) return w.replace(/ys(e|es|ed|ing|er|ers)$/, "yz$1");
  if (/[a-z]{3}our(?:s|ed|ing|ite|ites|able|ably|ful)?$/.test(w)) return w.replace(/our(s|ed|ing|ite|ites|able|ably|ful)?$/, "or$1");
  if (/[a-z]{3}tres?$/.test(w)) return w.replace(/tre(s?)$/, "ter$1");
  return w;
}
function isConsonant(w, i) {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}
function measure(w, end) {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}
function hasVowel(w, end) {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}
function endsDoubleConsonant(w) {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}
function endsCvc(w, end) {
  if (end < 3) return false;
  const last = w[end - 1];
  return isConsonant(w, end - 3) && !isConsonant(w, end - 2) && isConsonant(w, end - 1) && last !== "w" && last !== "x" && last !== "y";
}
function replaceSuffix(w, suffix, replacement, minMeasure) {
  if (!w.endsWith(suffix)) return null;
  const base = w.length - suffix.length;
  if (measure(w, base) > minMeasure) return w.slice(0, base) + replacement;
  return w;
}
function porter(input) {
  let w = input;
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
  } else if (w.endsWith("s")) w = w.slice(0, -1);
  let step1bExtra = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    step1bExtra = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w) && w.length > 3) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += "e";
  }
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  const verbEndsAl = step1bExtra && w.endsWith("al");
  for (const [suffix, replacement] of STEP2) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  for (const [suffix, replacement] of STEP3) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.length - suffix.length;
    if (measure(w, base) > 1) {
      if (suffix === "al" && verbEndsAl) break;
      if (suffix === "ion") {
        const before = w[base - 1];
        if (before === "s" || before === "t") w = w.slice(0, base);
      } else {
        w = w.slice(0, base);
      }
    }
    break;
  }
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || m === 1 && !endsCvc(w, w.length - 1)) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  if (w.endsWith("ifi") && w.length > 4) w = w.slice(0, -1);
  return w;
}
var stem2, NOUNS_NOT_VERBS, STEP2, STEP3, STEP4;
var init_stem = __esm({
  "src/contradiction/stem.ts"() {
    "use strict";
    init_memo();
    stem2 = memoize(
      (word2) => word2.length <= 2 || !/^[a-z]+$/.test(word2) ? word2 : NOUNS_NOT_VERBS[word2] ?? porter(american(word2))
    );
    NOUNS_NOT_VERBS = Object.assign(/* @__PURE__ */ Object.create(null), { settings: "settings" });
    STEP2 = [
      ["ational", "ate"],
      ["tional", "tion"],
      ["enci", "ence"],
      ["anci", "ance"],
      ["izer", "ize"],
      ["bli", "ble"],
      ["alli", "al"],
      ["entli", "ent"],
      ["eli", "e"],
      ["ousli", "ous"],
      ["ization", "ize"],
      ["ation", "ate"],
      ["ator", "ate"],
      ["alism", "al"],
      ["iveness", "ive"],
      ["fulness", "ful"],
      ["ousness", "ous"],
      ["aliti", "al"],
      ["iviti", "ive"],
      ["biliti", "ble"],
      ["logi", "log"]
    ];
    STEP3 = [
      ["icate", "ic"],
      ["ative", ""],
      ["alize", "al"],
      ["iciti", "ic"],
      ["ical", "ic"],
      ["ful", ""],
      ["ness", ""]
    ];
    STEP4 = [
      "al",
      "ance",
      "ence",
      "er",
      "ic",
      "able",
      "ible",
      "ant",
      "ement",
      "ment",
      "ent",
      "ion",
      "ou",
      "ism",
      "ate",
      "iti",
      "ous",
      "ive",
      "ize"
    ];
  }
});

// src/contradiction/setting-states.ts
function keyForm(key) {
  return key.toLowerCase().replace(/[^a-z0-9]+/g, "");
}
function stateOf(form, rawValue) {
  const entries = BY_KEY.get(form);
  if (!entries) return null;
  const value = rawValue.toLowerCase().replace(/^["'`]+|["'`,;]+$/g, "");
  for (const entry of entries) {
    const state = entry.values.get(value) ?? entry.patterns.find(([part, , end]) => end === "prefix" ? value.startsWith(part) : value.endsWith(part))?.[1];
    if (state !== void 0) return entry.subject ? { state, subject: entry.subject } : { state };
  }
  return null;
}
function keyForms(key) {
  const segments = key.split(/[./]+/).filter(Boolean);
  const forms = [];
  for (let k = 0; k < segments.length; k++) {
    const form = keyForm(segments.slice(k).join("."));
    if (form !== "" && !forms.includes(form)) forms.push(form);
  }
  return forms;
}
function settingState(raw) {
  if (!raw.includes("=") && !raw.includes(":") && !raw.includes(" ")) return null;
  return readSetting(raw);
}
function mayStartProseKey(norm) {
  return PROSE_STARTS.has(norm);
}
function proseKeyLength(words4) {
  for (const spelled2 of PROSE_KEYS.get(words4[0] ?? "") ?? []) if (spelled2.every((w, k) => words4[k] === w)) return spelled2.length;
  return BY_KEY.has(keyForm(words4[0] ?? "")) ? 1 : 0;
}
function proseSettingState(keyWords, value) {
  return stateOf(keyForm(keyWords.join("")), value);
}
var CATALOGUE, BY_KEY, PROSE_KEYS, SETTING, DECLARATION, readSetting, PROSE_STARTS;
var init_setting_states = __esm({
  "src/contradiction/setting-states.ts"() {
    "use strict";
    init_memo();
    CATALOGUE = `
cleanup.policy, log.cleanup.policy, cleanup policy | compact:compacted, delete:uncompacted |
scheme, lb scheme, load balancer scheme, load_balancer_scheme, alb scheme | internet-facing:public, internal:internal |
ingress, ingress settings, ingress_settings, run.googleapis.com/ingress | all:public, allow_all:public, internal:internal, internal-and-cloud-load-balancing:internal, allow_internal_only:internal, allow_internal_and_gclb:internal |
load_balancing_scheme, loadBalancingScheme | external:public, external_managed:public, internal:internal, internal_managed:internal |
type, service type, spec.type, service.type | clusterip:internal, loadbalancer:public, nodeport:public |
endpoint type, endpoint_type, endpointType, endpoint_configuration.types, types | private:private, regional:public, edge:public |
publicNetworkAccess, public_network_access, public network access | enabled:public, disabled:private |
visibility, repository visibility, repo visibility | public:public, private:private, internal:private |
access, publishConfig.access, publish access | public:public, restricted:private |
acl, canned_acl, x-amz-acl, object_acl, bucket acl, predefinedAcl, predefined_acl, predefinedDefaultObjectAcl | private:private, public-read:public, public-read-write:public, authenticated-read:private, bucket-owner-full-control:private, bucket-owner-read:private, publicRead:public, projectPrivate:private, authenticatedRead:private |
auth_type, authType, authorization_type, authorizationType | none:public, aws_iam:private |
mtls, mtls.mode, mtls mode, peerauthentication, peer authentication, mode | strict:required, permissive:optional, disable:disabled |
sslmode, ssl mode, ssl-mode, ssl_mode, ssl.mode | disable:unencrypted, disabled:unencrypted, require:encrypted, required:encrypted, verify-ca:encrypted, verify-full:encrypted, verify_ca:encrypted, verify_identity:encrypted |
mail_encryption, encryption, smtp encryption, smtp_encryption | tls:encrypted, ssl:encrypted, starttls:encrypted, none:unencrypted, null:unencrypted |
sse_algorithm, sseAlgorithm, server_side_encryption, ServerSideEncryption, x-amz-server-side-encryption | aes256:encrypted, aws:kms:encrypted, aws:kms:dsse:encrypted |
client-auth, client_auth, clientAuth, ssl.client-auth, ssl_verify_client | need:required, want:optional, none:disabled, optional:optional |
auth, auth mode, auth_mode, authMode, authentication mode, login | required:required, optional:optional, none:disabled |
SameSite, same_site, same-site, cookie.sameSite, session.same_site, SESSION_SAME_SITE | strict:strict, lax:lenient, none:lenient |
typeCheckingMode, type checking mode, python.analysis.typeCheckingMode | strict:strict, basic:lenient, standard:lenient, off:disabled |
extra, extra fields | forbid:forbidden, allow:allowed |
failurePolicy, failure policy, failure_policy | fail:fail-closed, ignore:fail-open |
failure_mode, failureMode, failure mode | open:fail-open, closed:fail-closed, fail_open:fail-open, fail_closed:fail-closed |
defaultAction, default_action, default action | allow:allowed, deny:forbidden |
consistency, consistency level, consistency_level, consistencyLevel, default_consistency_level, readConsistency, read_consistency | one:eventually-consistent, any:eventually-consistent, local_one:eventually-consistent, all:strongly-consistent, strong:strongly-consistent, eventual:eventually-consistent, linearizable:strongly-consistent |
ConsistentRead, consistent_read, consistent read | true:strongly-consistent, false:eventually-consistent |
readPreference, read_preference, read preference | primary:strongly-consistent, secondary:eventually-consistent, secondaryPreferred:eventually-consistent, nearest:eventually-consistent |
processing.guarantee, processing guarantee, delivery guarantee, delivery_guarantee, execution.checkpointing.mode, checkpointing mode | at_least_once:at-least-once, at-least-once:at-least-once, at_most_once:at-most-once, at-most-once:at-most-once |
delivery_mode, deliveryMode, delivery mode | 2:persistent, persistent:persistent, 1:transient, non_persistent:transient, transient:transient |
replication, replication mode, replication_mode, replicationMode, commit mode, commit_mode, synchronous_commit | sync:sync, synchronous:sync, async:async, asynchronous:async, remote_apply:sync, remote_write:sync |
InvocationType, invocation type, invocation_type, --invocation-type | event:async, requestresponse:sync |
QUEUE_CONNECTION, QUEUE_DRIVER, queue connection, queue driver, queue.default, queue_adapter, active_job.queue_adapter, queue adapter, CELERY_TASK_ALWAYS_EAGER, task_always_eager | sync:sync, inline:sync, :inline:sync, redis:async, database:async, sqs:async, beanstalkd:async, rabbitmq:async, sidekiq:async, :sidekiq:async, resque:async, :resque:async, delayed_job:async, :delayed_job:async, good_job:async, :good_job:async, solid_queue:async, :solid_queue:async, async:async, :async:async |
executor, airflow executor, AIRFLOW__CORE__EXECUTOR | sequentialexecutor:serial, localexecutor:parallel, celeryexecutor:parallel, kubernetesexecutor:parallel, celerykubernetesexecutor:parallel |
fetch, fetchType, fetch type, FetchType | lazy:lazy, eager:eager, fetchtype.lazy:lazy, fetchtype.eager:eager |
loading, loading strategy | lazy:lazy, eager:eager |
ddl-auto, ddl_auto, hibernate.ddl-auto, hbm2ddl.auto, hibernate.hbm2ddl.auto, jpa.hibernate.ddl-auto | update:automatic, create:automatic, create-drop:automatic, validate:manual, none:manual | schema
updateStrategy, updateStrategy.type, update strategy, update_strategy | rollingupdate:automatic, ondelete:manual |
updateMode, update mode, update_mode, vpa update mode | auto:automatic, recreate:automatic, initial:manual, off:manual |
scaling, scaling mode, scaling_type | manual:manual, automatic:automatic, auto:automatic |
dynamic | force-static:static, force-dynamic:dynamic |
output, outputMode, output mode, build output | export:static, static:static, server:dynamic |
headless | new:headless, shell:headless, old:headless |
permissions, contents, token permissions, GITHUB_TOKEN permissions | read-all:read-only, write-all:read-write, read:read-only, write:read-write |
accessModes, access mode, access_mode, accessMode, volume mode, mount mode | readonlymany:read-only, readwriteonce:read-write, readwritemany:read-write, readwriteoncepod:read-write, ro:read-only, rw:read-write, read_only:read-only, read_write:read-write |
default_transaction_read_only, transaction read only, read_only | on:read-only, off:read-write |
image_tag_mutability, imageTagMutability, image tag mutability, tag mutability | mutable:mutable, immutable:immutable |
tenancy, instance_tenancy, instanceTenancy, instance tenancy, placement.tenancy | dedicated:dedicated, default:shared, host:dedicated |
sessionCreationPolicy, session creation policy, SessionCreationPolicy, session management | stateless:stateless, always:stateful, if_required:stateful, never:stateless |
session, session mode, session_mode | stateless:stateless, stateful:stateful |
paranoid, soft_delete, softDelete, soft delete, deletion mode, delete mode | true:soft-deleted, false:hard-deleted, soft:soft-deleted, hard:hard-deleted |
order, sort, sort order, sort_order, sortOrder, sort direction, sortDirection, direction, ordering | asc:ascending, ascending:ascending, desc:descending, descending:descending |
orientation, flex-direction, flexDirection, flex direction, layout direction | horizontal:horizontal, vertical:vertical, row:horizontal, row-reverse:horizontal, column:vertical, column-reverse:vertical, landscape:horizontal, portrait:vertical |
text-transform, textTransform, text transform | uppercase:uppercase, lowercase:lowercase |
position | absolute:absolute, fixed:absolute, relative:relative |
display | none:hidden |
visibility | hidden:hidden, visible:visible, collapse:hidden |
collation, collate, character set collation | *_ci:insensitive, *_cs:sensitive, *_bin:sensitive, binary:sensitive, nocase:insensitive, case_insensitive:insensitive, case_sensitive:sensitive |
write policy, write_policy, writePolicy, cache mode, cache_mode, cacheMode, write mode, write_mode | writethrough:write-through, write-through:write-through, write_through:write-through, writeback:write-back, write-back:write-back, write_back:write-back |
locking, locking mode, lock mode, lock_mode, lockMode, LockModeType, concurrency mode, concurrency_mode, concurrencyMode, optimistic-lock | optimistic*:optimistic, pessimistic*:pessimistic, lockmodetype.optimistic*:optimistic, lockmodetype.pessimistic*:pessimistic |
channel, release channel, release_channel, releaseChannel, update channel, rust toolchain channel, toolchain.channel | stable:stable, beta:experimental, nightly:experimental, canary:experimental, experimental:experimental, edge:experimental, rapid:experimental, preview:experimental |
delivery type, delivery_type, deliveryType, subscription type, subscription_type, push_config | push:push-based, pull:pull-based |
endianness, byte order, byte_order, byteOrder, ByteOrder | little:little-endian, little_endian:little-endian, big:big-endian, big_endian:big-endian, byteorder.little_endian:little-endian, byteorder.big_endian:big-endian |
log level, log_level, LOG_LEVEL, logLevel, loglevel, logging.level, logging.level.root, level, RUST_LOG, RAILS_LOG_LEVEL, minimumLevel, MinimumLevel, --log-level | trace:enabled, debug:enabled, verbose:enabled, all:enabled, info:disabled, information:disabled, notice:disabled, warn:disabled, warning:disabled, error:disabled, fatal:disabled, critical:disabled, off:disabled, silent:disabled | debug
`;
    BY_KEY = /* @__PURE__ */ new Map();
    PROSE_KEYS = /* @__PURE__ */ new Map();
    for (const line of CATALOGUE.split("\n")) {
      if (!line.includes("|")) continue;
      const [keys, values, subject] = line.split("|").map((s) => s.trim());
      const entry = { values: /* @__PURE__ */ new Map(), patterns: [] };
      if (subject) entry.subject = subject;
      for (const pair of values.split(",")) {
        const at = pair.lastIndexOf(":");
        const value = pair.slice(0, at).trim().toLowerCase();
        const state = pair.slice(at + 1).trim();
        if (value.endsWith("*")) entry.patterns.push([value.slice(0, -1), state, "prefix"]);
        else if (value.startsWith("*")) entry.patterns.push([value.slice(1), state, "suffix"]);
        else entry.values.set(value, state);
      }
      for (const key of keys.split(",")) {
        const spelled2 = key.trim();
        const form = keyForm(spelled2);
        if (form === "") continue;
        const list3 = BY_KEY.get(form) ?? [];
        list3.push(entry);
        BY_KEY.set(form, list3);
        const words4 = spelled2.toLowerCase().split(" ");
        if (words4.length > 1) {
          const list4 = PROSE_KEYS.get(words4[0]) ?? [];
          list4.push(words4);
          PROSE_KEYS.set(words4[0], list4);
        }
      }
    }
    SETTING = /^["']?([A-Za-z_.][\w./-]*?)["']?(?:\s*[=:]\s*|\s+)["'`]?(:?[\w*.:-]+?)["'`]?[;,]?$/;
    DECLARATION = /^(?:export\s+)?(?:const|let|var|val|final|static|readonly)\s+(?=[A-Za-z_])/;
    readSetting = memoize((written2) => {
      const raw = written2.trim().replace(DECLARATION, "");
      const m = SETTING.exec(raw);
      if (!m) return null;
      const key = m[1];
      for (const form of keyForms(key)) {
        const hit = stateOf(form, m[2]);
        if (hit) return { ...hit, key };
      }
      return null;
    });
    PROSE_STARTS = /* @__PURE__ */ new Set([...BY_KEY.keys(), ...PROSE_KEYS.keys()]);
  }
});

// src/contradiction/common-names.ts
var ROWS, COMMON_NAMES;
var init_common_names = __esm({
  "src/contradiction/common-names.ts"() {
    "use strict";
    init_stem();
    ROWS = `
  production: prod
  development: dev
  environment: env envs
  config: configuration cfg conf
  repository: repo repos
  database: db dbs
  documentation: docs doc
  application: app
  connection: conn conns
  dependency: dependencies dep deps
  package: pkg pkgs
  directory: dir dirs folder
  kubernetes: k8s kube
  message: msg msgs
  request: req reqs
  parameter: param params
  argument: arg args
  variable: var vars
  information: info
  temporary: tmp
  initialize: init
  statistics: stats stat
  navigation: nav
  administrator: admin admins administration
  authentication: authn
  authorization: authz
  performance: perf
  image: img imgs
  library: lib libs
  function: func funcs
  implementation: impl
  management: mgmt
  notification: notif notifs
  credential: creds cred
  certificate: cert certs
  context: ctx
  transaction: txn txns
  preference: prefs pref
  attribute: attr attrs
  button: btn btns
  address: addr
  memory: mem
  average: avg
  maximum: max
  number: num
  length: len
  character: char chars
  boolean: bool
  object: obj objs
  regex: regexp regexes
  staging: stg
  template: tmpl
  calculate: calc
  destination: dest
  execute: exec
  password: passwd
  filesystem: fs
  internationalization: i18n
  localization: l10n
  accessibility: a11y
  observability: o11y
  infrastructure: infra
  manager: mgr mgrs
  utility: util utils
  miscellaneous: misc
  previous: prev
  original: orig
  frontend: fe
  background: bg
  foreground: fg
  identifier: id ids
  index: idx
  count: cnt
  response: resp
  element: elem elems
  constant: const consts
  declaration: decl decls
  expression: expr exprs
  pointer: ptr ptrs
  string: str strs
  dictionary: dict dicts
  account: acct accts
  algorithm: algo algos
  coordinate: coord coords
  hyperparameter: hparam hparams
  checkpoint: ckpt ckpts
  gradient: grad grads
  level: lvl lvls
  animation: anim anims
  microcontroller: mcu mcus
  watchdog: wdt
  keyboard: kbd
  photograph: photo photos
  video: vid vids
  microphone: mic mics
  vocabulary: vocab
`;
    COMMON_NAMES = ROWS.trim().split("\n").flatMap((row) => {
      const [canonical, variants] = row.split(":");
      const to = stem2(canonical.trim());
      return [canonical.trim(), ...variants.trim().split(/\s+/)].map((v) => [stem2(v), to]);
    });
  }
});

// src/contradiction/opposite-states.ts
function opposedParts(yes, no, rests) {
  return rests.trim().split(/\s+/).map((rest) => [`${yes}-${rest}`, no.map((n) => `${n}-${rest}`).join(" ")]);
}
var OPPOSITE_STATES, PREDICATIVE_STATES, SITUATED_STATES;
var init_opposite_states = __esm({
  "src/contradiction/opposite-states.ts"() {
    "use strict";
    OPPOSITE_STATES = [
      // Data: how records are laid out, written, kept and found.
      ["normalized normalised", "denormalized denormalised"],
      ["row-oriented row-store row-based row-wise", "column-oriented columnar column-store column-based column-wise"],
      ["oltp", "olap"],
      ["batched in-batches batch-mode batch-processed non-streaming", "streamed streaming real-time realtime stream-processed"],
      ["replicated multi-node", "single-node unreplicated standalone"],
      ["hot-storage hot-tier hot-standby", "cold-storage cold-tier cold-standby archival-storage"],
      ["utc utc-based timezone-aware tz-aware", "local-time localtime timezone-naive tz-naive naive"],
      ["hash-partitioned hash-sharded", "range-partitioned range-sharded"],
      ["cursor-based keyset-based keyset", "offset-based limit-offset offset-pagination"],
      ["schema-on-write", "schema-on-read"],
      ["first-write-wins first-writer-wins", "last-write-wins last-writer-wins"],
      ["newest-first latest-first reverse-chronological", "oldest-first chronological"],
      ["exact", "approximate approximated"],
      ["local-first offline-first", "online-only server-only"],
      ["deduplicated deduped", "duplicated"],
      ["write-heavy write-mostly", "read-heavy read-mostly"],
      ["schema-enforced schemaful", "schemaless schema-less"],
      ["surrogate-key surrogate-keys", "natural-key natural-keys"],
      ["auto-increment auto-incrementing autoincrement", "uuid-based random-ids"],
      ["exact-match exact-matching", "fuzzy-match fuzzy-matching prefix-match fuzzy"],
      ["strongly-typed", "loosely-typed weakly-typed"],
      ["bidirectional bi-directional two-way", "unidirectional uni-directional one-way"],
      ["centralized centralised", "decentralized decentralised"],
      // Web: where pages render, how sessions and requests are made.
      ["single-page spa", "multi-page mpa"],
      ["cookie-based cookie-backed", "token-based jwt-based header-based bearer-based"],
      ["same-origin same-site", "cross-origin cross-site"],
      ["first-party", "third-party"],
      ["dark-mode dark-theme", "light-mode light-theme"],
      ["mobile-first", "desktop-first"],
      ["hash-mode hash-history hash-routing hash-router", "history-mode browser-history history-router html5-history"],
      ["left-to-right ltr", "right-to-left rtl"],
      ["left-aligned", "right-aligned"],
      ["sticky sticky-sessions session-affinity", "non-sticky round-robin"],
      ["pixel-based px-based", "rem-based em-based"],
      ["camelcase camel-case", "snake-case snakecase"],
      ["single-quotes single-quoted", "double-quotes double-quoted"],
      ["tab-indented tab-indentation indented-with-tabs", "space-indented space-indentation indented-with-spaces"],
      ["crlf windows-line-endings", "lf unix-line-endings"],
      ["human-readable", "machine-readable"],
      // Infrastructure: where and how things run.
      ["active-active multi-active", "active-passive active-standby primary-standby"],
      ["spot spot-instances spot-instance spot-vms spot-nodes spot-capacity preemptible", "on-demand-instances on-demand-instance on-demand-nodes on-demand-capacity"],
      ["public-subnet public-subnets", "private-subnet private-subnets"],
      ["managed-service fully-managed managed-database managed-instance github-hosted", "self-hosted self-managed selfhosted on-prem on-premises on-premise"],
      ["autoscaled auto-scaled autoscaling", "fixed-capacity statically-provisioned manually-scaled"],
      ["rootless unprivileged non-root", "privileged rootful as-root"],
      ["in-process", "out-of-process"],
      ["zonal", "regional"],
      ["ipv4-only", "ipv6-only dual-stack"],
      ["scale-to-zero scales-to-zero", "always-on always-warm"],
      ["agent-based", "agentless"],
      ["containerized containerised dockerized", "bare-metal"],
      ["declarative declaratively", "imperative imperatively"],
      ["monolith monolithic", "microservices microservice-based"],
      ["on-a-schedule cron-based cron-driven cron-triggered", "on-every-push on-push push-triggered"],
      // Which side of a network boundary something runs on: "runs inside the VPC" / "runs outside the VPC".
      ...opposedParts("inside", ["outside"], "the-vpc vpc the-cluster the-firewall the-network the-mesh the-perimeter"),
      // Concurrency: how work shares time and memory.
      ["preemptive preemptively", "cooperative cooperatively non-preemptive"],
      ["lock-free lockless wait-free", "lock-based mutex-based mutex-protected mutex-guarded lock-protected"],
      ["main-thread ui-thread", "background-thread background-threads worker-thread worker-threads off-main-thread"],
      ["foreground", "background"],
      ["same-process", "separate-process"],
      ["same-transaction single-transaction one-transaction", "separate-transaction separate-transactions own-transaction"],
      // An SQS queue is FIFO or standard (best-effort order).
      ["fifo first-in-first-out fifo-queue fifo-queues", "lifo last-in-first-out standard-queue standard-queues standard-sqs-queue"],
      ["stack-allocated on-the-stack", "heap-allocated on-the-heap"],
      ["by-value pass-by-value", "by-reference pass-by-reference by-ref"],
      // Swift and C# types: copied on assignment or shared.
      ["value-type value-types", "reference-type reference-types"],
      ["thread-per-request", "event-loop event-loop-based"],
      ["shared-memory", "message-passing"],
      ["stackful", "stackless"],
      ["green-threads user-space-threads", "os-threads native-threads kernel-threads"],
      ["edge-triggered", "level-triggered"],
      ["cpu-bound compute-bound", "io-bound memory-bound network-bound"],
      ["best-effort", "guaranteed"],
      // APIs and behaviour over time.
      ["breaking", "backward-compatible backwards-compatible non-breaking"],
      // A gRPC method answers once or streams.
      ["unary unary-rpc unary-call", "server-streaming client-streaming bidi-streaming bidirectional-streaming"],
      ["at-build-time at-compile-time", "at-runtime at-run-time"],
      ["on-every-request on-each-request", "at-startup on-startup once-at-startup"],
      ["global globally-scoped", "per-user per-tenant per-client per-ip"],
      ["exponential exponentially exponential-backoff", "linear-backoff constant-backoff fixed-backoff fixed-delay constant-delay"],
      ["top-down", "bottom-up"],
      ["breadth-first", "depth-first"],
      ["fine-grained", "coarse-grained"],
      ["deny-by-default default-deny", "allow-by-default default-allow"],
      // Builds and code.
      ["debug-mode debug-build debug-configuration", "release-mode release-build release-configuration"],
      ["monorepo mono-repo", "polyrepo poly-repo multi-repo multirepo"],
      // Tracked by git or not: "checked into git", "listed in `.gitignore`", "ignored by git".
      ["vendored checked-in committed checked-into-git committed-to-git", "gitignored git-ignored uncommitted in-.gitignore ignored-by-git"],
      ["incremental incrementally", "non-incremental from-scratch full-rebuild full-rebuilds clean-build clean-builds"],
      ["prebuilt precompiled pre-built", "built-from-source compiled-from-source from-source"],
      ["jit just-in-time", "aot ahead-of-time"],
      ["shallow-clone shallow-clones shallow-checkout", "full-clone full-clones full-history"],
      ["open-source", "closed-source proprietary"],
      ["hot-reload hot-reloads hot-reloading", "full-reload full-reloads full-page-reload"],
      ["watch-mode", "single-run one-shot run-once"],
      ["cross-compiled", "built-natively natively-built"],
      // Tests.
      ["deterministic", "flaky non-deterministic nondeterministic"],
      ["hermetic", "non-hermetic network-dependent"],
      ["black-box", "white-box"],
      ["property-based", "example-based"],
      // Apps, games and devices.
      ["portrait portrait-only portrait-mode", "landscape landscape-only landscape-mode"],
      ["fixed-point", "floating-point"],
      ["interrupt-driven interrupt-based event-driven", "polled busy-wait busy-waiting"],
      ["retained-mode", "immediate-mode"],
      ["deferred-rendering deferred-shading", "forward-rendering forward-shading"],
      ["hardware-accelerated gpu-accelerated", "software-rendered cpu-only"],
      ["orthographic orthographic-projection", "perspective-projection perspective-camera"],
      ["active-low", "active-high"],
      ["pull-up", "pull-down"],
      ["open-drain", "push-pull"],
      ["msb-first", "lsb-first"],
      // Security.
      ["symmetric", "asymmetric"],
      ["reversible", "irreversible"],
      // Counts of one thing against many: one zone or several, one writer or several.
      ...opposedParts("single", ["multi", "multiple"], `az zone region cluster account host instance process core user writer reader producer
    consumer primary master leader stage arch platform line window`),
      ...opposedParts("fixed", ["variable"], "timestep time-step step size length width rate frame-rate"),
      ...opposedParts("hard", ["soft"], "limit limits cap quota fail failure"),
      ...opposedParts("strong", ["weak"], "reference references ref refs"),
      ...opposedParts("high", ["low"], "cardinality priority latency"),
      ...opposedParts("long", ["short"], "polling running"),
      ...opposedParts("server", ["client"], "driven generated validated authoritative component components")
    ];
    PREDICATIVE_STATES = new Set(
      `oltp olap streaming real-time realtime standalone naive exact approximate approximated single-page spa multi-page mpa
  same-origin same-site cross-origin cross-site first-party third-party breaking global globally-scoped per-user per-tenant per-client per-ip committed
  flaky open-source closed-source proprietary symmetric asymmetric landscape portrait
  foreground background duplicated zonal regional guaranteed sticky fuzzy`.trim().split(/\s+/)
    );
    SITUATED_STATES = new Set(
      `hot-storage hot-tier hot-standby cold-storage cold-tier cold-standby archival-storage utc local-time
  spot spot-instances spot-instance spot-vms spot-nodes spot-capacity preemptible on-demand-instances
  on-demand-instance on-demand-nodes on-demand-capacity public-subnet public-subnets private-subnet private-subnets
  managed-service managed-database managed-instance self-hosted self-managed on-prem on-premises on-premise
  main-thread ui-thread background-thread background-threads worker-thread worker-threads dark-mode dark-theme light-mode light-theme
  debug-mode debug-build debug-configuration release-mode release-build release-configuration
  monorepo mono-repo polyrepo poly-repo multi-repo multirepo single-node
  same-transaction single-transaction one-transaction separate-transaction separate-transactions own-transaction
  preemptive cooperative non-preemptive same-process separate-process full-clone full-clones shallow-clone shallow-clones
  hard-limit hard-limits soft-limit soft-limits hard-cap soft-cap hard-quota soft-quota
  strong-reference strong-references weak-reference weak-references strong-ref weak-ref strong-refs weak-refs
  bare-metal monolith microservices event-loop perspective-camera
  single-window multi-window multiple-window single-line multi-line multiple-line`.trim().split(/\s+/)
    );
  }
});

// src/contradiction/vocabulary.ts
var words2, table, stems, STOPWORDS2, LIGHT_STEMS, QUANTITY_PREDICATE_STEMS, NEGATION_WORDS, NEGATIVE_VERB_STEMS, MODAL_WORDS, ANTONYMS, PREDICATIVE_ANTONYMS, STATE_VERB_WORDS, GENERIC_STEMS, DECLARATION_STEMS, QUALIFIERS, SUBJECT_CONTRASTS, QUANTITY_CONTRASTS, SYNONYM_STEMS, VERB_SYNONYMS, LY_WORDS, IRREGULAR_FORMS, NUMBER_WORDS;
var init_vocabulary = __esm({
  "src/contradiction/vocabulary.ts"() {
    "use strict";
    init_common_names();
    init_opposite_states();
    init_stem();
    words2 = (text) => text.trim().split(/\s+/);
    table = (entries) => Object.assign(/* @__PURE__ */ Object.create(null), entries);
    stems = (text) => new Set(words2(text).map((w) => stem2(w)));
    STOPWORDS2 = new Set(
      words2(`a an the this that these those it its it's itself they them their theirs there here of in on at to for from by
  with as into onto upon over under about and or if then else when whenever where which who whom whose what how why is
  are was were be been being am has have had having do does did doing will would can could may might shall we you
  your yours our ours us i me my so such than too very each every all any some both either also just still yet
  up more most less least much many own same other another again once via per etc e.g i.e e.g. i.e. eg ie
  one's s t let lets let's able within whether whose thus hence therefore already even ever after before during
  until unless upon though although anything something nothing everything anyone someone everyone
  through throughout against inside outside across along around behind beyond toward towards among amongst between
  beside besides near despite except without unlike anywhere everywhere somewhere nowhere
  myself yourself yourselves himself herself themselves ourselves`)
    );
    LIGHT_STEMS = stems(`use uses used using set sets setting get gets got getting make makes made
  now currently current actually really basically default defaults value values thing things way ways
  go goes going went gone come comes came done place put keep keeps kept need needs needed
  new old also only just still here there whole entire always never sometimes usually
  call calls called cause causes caused
  give gives given do does did done doing handle handles handled handling`);
    QUANTITY_PREDICATE_STEMS = stems(`expire expires expired expiry expiration valid validity last lasts
  live lives life lifetime ttl timeout timeouts time times timed after before every each interval period
  retention retain retained kept keep stored store cache cached caching limit limits limited limiting cap capped
  max maximum min minimum most least upto least up down long longer short shorter large larger small smaller
  big bigger high higher low lower size sized length count number total amount allow allows allowed
  accept accepts accepted reject rejected rejects raise raised lower lowered increase increased decrease decreased
  change changed bump bumped run runs running ran fire fires fired happen happens wait waits delay delays
  configure configured set sets default defaults support supports supported require requires required need needs
  target targets targeted take takes took wide width tall height deep depth big duration window threshold budget
  quota rate frequency often per at most least until over within under about around roughly approximately
  give gives up go goes out serve serves served listen listens bind binds bound expose exposes exposed send sends
  sent respond responds return returns process processes processed handle handles handled generate generates
  generated hold holds open opens create creates created show shows shown`);
    NEGATION_WORDS = new Set(
      words2(`not no never none nothing nobody nowhere neither nor cannot can't don't doesn't didn't isn't aren't wasn't
  weren't won't wouldn't shouldn't mustn't needn't haven't hasn't hadn't couldn't mightn't shan't dont doesnt didnt
  isnt arent wasnt werent wont wouldnt shouldnt mustnt neednt havent hasnt hadnt couldnt cant`)
    );
    NEGATIVE_VERB_STEMS = stems(`skip skips skipped skipping lack lacks lacked omit omits omitted avoid
  avoids avoided stop stops stopped cease ceases ceased refuse refuses refused bypass bypasses bypassed circumvent circumvents`);
    MODAL_WORDS = table({
      always: "always",
      never: "always",
      must: "must",
      mustn: "must",
      "mustn't": "must",
      mustnt: "must",
      should: "should",
      "shouldn't": "should",
      shouldnt: "should",
      ought: "should",
      need: "need",
      needs: "need",
      "needn't": "need",
      neednt: "need",
      have: "need",
      has: "need",
      bother: "need",
      bothering: "need"
    });
    ANTONYMS = [
      // A paused or suspended job is switched off until resumed: "is suspended" against "is enabled" or "is active".
      ["enabled enable enables enabling activated activate on active resumed", "disabled disable disables disabling deactivated deactivate off paused suspended", true],
      ["required require requires requiring mandatory compulsory needed", "optional", true],
      ["public publicly exported external internet-facing public-facing public-read public-read-write exposed-publicly publicly-exposed exposed-externally externally-exposed internet-exposed publicly-accessible publicly-reachable", "private privately unexported internal-only internal", false],
      ["sync synchronous synchronously", "async asynchronous asynchronously fire-and-forget", false],
      // A check that only warns does not block the merge.
      // "blocks until the upstream responds" is a blocking call.
      ["blocking blocks-until block-until blocked-until", "non-blocking nonblocking advisory warn-only", false],
      ["nullable", "non-nullable non-null notnull", false],
      ["include includes included including", "exclude excludes excluded excluding", true],
      ["respect respects respected honor honors honored honour honours obey obeys", "ignore ignores ignored", true],
      ["true", "false", true],
      // Rows written once and never changed: "append-only" against "updated in place".
      ["mutable updatable updated-in-place update-in-place in-place", "immutable append-only insert-only write-once frozen", false],
      ["stateful", "stateless", false],
      ["parallel parallelized concurrently", "serial serially sequential sequentially", false],
      ["eager eagerly", "lazy lazily lazy-loaded lazy-load", false],
      ["headed", "headless", false],
      // How docs permit and forbid: "is encouraged" / "is discouraged", "we recommend X" / "X is prohibited".
      ["allowed allow allows permitted permit permits encouraged recommended", "forbidden forbid forbids disallowed disallow disallows banned denied deny denies prohibited prohibit prohibits discouraged discourage discourages", true],
      ["accept accepts accepted", "reject rejects rejected", true],
      // A hashed secret is not readable either: "hashed" against "stored in plaintext".
      ["encrypted hashed", "unencrypted plaintext unhashed", false],
      ["supported support supports", "unsupported deprecated", true],
      ["visible shown", "hidden", true],
      ["secure", "insecure", false],
      ["sensitive case-sensitive", "insensitive case-insensitive", false],
      ["installed", "uninstalled", true],
      ["verbose", "quiet silent", false],
      ["ordered in-order", "unordered out-of-order", false],
      ["read-write writable write-access write-permission write-permissions", "read-only readonly", false],
      ["shared", "own dedicated separate", false],
      // A kinematic body is moved by code, not by forces: static as far as a dynamic one is concerned.
      ["static statically kinematic", "dynamic dynamically", false],
      ["client-side clientside browser-side client-rendered csr", "server-side serverside server-rendered ssr", false],
      ["automatic automatically automated", "manual manually by-hand", false],
      ["persistent persisted durable on-disk disk-backed", "ephemeral transient in-memory", false],
      ["absolute", "relative", false],
      ["ascending", "descending", false],
      ["inclusive", "exclusive", false],
      // Opt-in is off until someone turns it on: "off by default" says the same, "on by default" the opposite.
      ["opt-in off-by-default disabled-by-default", "opt-out on-by-default enabled-by-default default-on", false],
      ["strict", "lenient loose permissive", false],
      ["online", "offline", false],
      ["uppercase upper-case", "lowercase lower-case", false],
      ["hard-deleted hard-delete hard-deletes", "soft-deleted soft-delete soft-deletes", false],
      ["struct", "class", false],
      ["single-threaded", "multi-threaded multithreaded", false],
      ["single-tenant", "multi-tenant multitenant", false],
      ["allowlist whitelist allow-list allowlisted whitelisted", "denylist blacklist deny-list blocklist block-list denylisted blacklisted blocklisted", false],
      ["horizontal horizontally", "vertical vertically", false],
      ["push-based", "pull-based poll-based polling-based", false],
      ["optimistic optimistically", "pessimistic pessimistically", false],
      ["strongly-consistent", "eventually-consistent", false],
      ["long-lived", "short-lived", false],
      ["stable", "experimental unstable", false],
      // Compounds whose first part opposes the other's: one order of bytes, one delivery guarantee, one layout.
      ["little-endian", "big-endian", false],
      ["at-least-once", "at-most-once", false],
      ["row-major", "column-major", false],
      ["zero-based zero-indexed", "one-based one-indexed", false],
      ["write-through", "write-back", false],
      ["fail-open", "fail-closed", false],
      ["lossless", "lossy", false],
      ["collapsed", "expanded", false],
      // A Kafka topic keeps the latest record per key or deletes old segments: `cleanup.policy` (setting-states.ts).
      ["compacted log-compacted", "uncompacted non-compacted", false],
      // Opposite states of software things by domain (append-only / updated in place, single-AZ / multi-AZ, …).
      ...OPPOSITE_STATES.map(([yes, no]) => [yes, no, false])
    ];
    PREDICATIVE_ANTONYMS = /* @__PURE__ */ new Set([
      ...["active", "resumed", "paused", "suspended", "frozen", "internal", "public", "internet-facing", "public-facing", "private", "external", "struct", "class", "stable", "experimental", "advisory"],
      ...PREDICATIVE_STATES
    ]);
    STATE_VERB_WORDS = new Set(words2("is are was were be been turned switched set stays stay left kept toggled flipped isn't aren't wasn't weren't isnt arent"));
    GENERIC_STEMS = stems(`test tests file files code app application project repo repository config
  configuration setting settings thing data value option options script scripts command commands tool tools
  function functions method methods module modules package packages library libraries service services system
  server client api endpoint endpoints route routes type types field fields folder directory dir path version
  build builds step steps job jobs task tasks call calls request requests response responses error errors
  default local environment env part way one two first last new old feature features parameter param argument
  property attribute column object objects instance instances entry entries record records item items flag flags
  query queries`);
    DECLARATION_STEMS = stems(`block blocks section sections rule rules directive directives entry entries
  stanza stanzas clause clauses attribute attributes annotation annotations decorator decorators property
  properties statement statements declaration declarations`);
    QUALIFIERS = new Set(
      "local ci product prod stage dev develop unit integr e2e preview sandbox docker kubernet browser mobil web desktop android window maco linux legaci".split(" ")
    );
    SUBJECT_CONTRASTS = [
      ["old", "new"],
      ["old", "recent"],
      ["client", "server"],
      ["first", "last"],
      ["input", "output"],
      ["read", "write"],
      ["big", "small"],
      ["large", "small"],
      ["source", "target"],
      ["request", "response"],
      ["inbound", "outbound"],
      ["upstream", "downstream"],
      ["frontend", "backend"],
      ["parent", "child"]
    ].map(([x, y]) => [stem2(x), stem2(y)]);
    QUANTITY_CONTRASTS = SUBJECT_CONTRASTS.concat(
      [
        ["send", "receive"],
        ["upload", "download"],
        ["ingress", "egress"],
        ["incoming", "outgoing"],
        ["import", "export"],
        ["producer", "consumer"],
        ["primary", "replica"],
        ["encode", "decode"],
        ["connect", "read"],
        ["connect", "write"],
        ["connect", "idle"],
        ["read", "idle"],
        ["write", "idle"],
        // Coverage metrics: each has a threshold of its own.
        ["line", "branch"],
        ["line", "statement"],
        ["line", "function"],
        ["branch", "statement"],
        ["branch", "function"],
        ["statement", "function"]
      ].map(([x, y]) => [stem2(x), stem2(y)])
    );
    SYNONYM_STEMS = table(Object.fromEntries(
      [
        ["edit", "edit update modify change touch"],
        ["read", "read load"],
        ["fetch", "fetch retrieve"],
        ["depend", "depend rely"],
        ["compress", "compress gzip"],
        ["idle", "idle inactivity inactive"],
        ["remove", "remove delete"],
        ["show", "show display"],
        ["start", "start launch spin"],
        ["night", "night nightly"],
        ["day", "day daily"],
        ["week", "week weekly"],
        ["hour", "hour hourly"],
        ["month", "month monthly"]
      ].flatMap(([canonical, variants]) => variants.split(" ").map((v) => [stem2(v), stem2(canonical)])).concat(COMMON_NAMES)
    ));
    VERB_SYNONYMS = table(Object.fromEntries(
      [
        "send ship forward transmit deliver relay",
        "upload push",
        // Not "cache": a cache keeps a copy, so "aren't cached in Redis" says nothing against "stored in Redis".
        "store persist save retain",
        "verify check validate",
        "include contain carry",
        "remove purge erase wipe",
        "fetch download pull",
        "compile transpile",
        "mock stub fake",
        "minify uglify",
        "notify alert",
        "sanitize escape scrub",
        "create provision",
        "queue enqueue",
        "cache memoize",
        "reject refuse deny",
        "allow permit",
        "kill terminate"
      ].flatMap((group) => {
        const [canonical] = group.split(" ").map((w) => SYNONYM_STEMS[stem2(w)] ?? stem2(w));
        return group.split(" ").map((w) => [SYNONYM_STEMS[stem2(w)] ?? stem2(w), canonical]);
      })
    ));
    LY_WORDS = new Set(
      words2(`nightly daily weekly monthly hourly yearly quarterly early reply apply supply rely fly family assembly anomaly
  july italy poly only locally globally internally externally publicly privately`)
    );
    IRREGULAR_FORMS = table(Object.fromEntries(
      `sent:send built:build rebuilt:rebuild ran:run wrote:write written:write rewrote:rewrite rewritten:rewrite made:make
  kept:keep held:hold brought:bring bought:buy thought:think found:find got:get gotten:get went:go gone:go did:do
  done:do shown:show showed:show knew:know known:know gave:give given:give took:take taken:take chose:choose
  chosen:choose broke:break broken:break froze:freeze frozen:freeze began:begin begun:begin spoke:speak spoken:speak
  fed:feed led:lead read:read bound:bind hid:hide hidden:hide threw:throw thrown:throw drew:draw drawn:draw
  fell:fall fallen:fall grew:grow grown:grow saw:see seen:see told:tell sold:sell lost:lose meant:mean spent:spend
  split:split shut:shut set:set put:put cut:cut hit:hit let:let`.split(/\s+/).map((pair) => pair.split(":"))
    ));
    NUMBER_WORDS = table({
      zero: 0,
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      thirteen: 13,
      fourteen: 14,
      fifteen: 15,
      sixteen: 16,
      seventeen: 17,
      eighteen: 18,
      nineteen: 19,
      twenty: 20,
      thirty: 30,
      forty: 40,
      fifty: 50,
      sixty: 60,
      seventy: 70,
      eighty: 80,
      ninety: 90,
      hundred: 100,
      thousand: 1e3,
      twice: 2,
      thrice: 3,
      dozen: 12
    });
  }
});

// src/contradiction/tokens.ts
function termOfWord(word2) {
  const s = stem2(word2);
  return SYNONYM_STEMS[s] ?? s;
}
function weightsOf(terms, quoted) {
  if (terms.length === 0) return NO_WEIGHTS;
  return terms.map((term, k) => quoted && k === 0 && !POPULAR_FILES.has(term) ? Math.max(2, termWeight(term)) : termWeight(term));
}
function anchorTerms(raw, quoted = false) {
  const toggle = toggleSetting(raw);
  if (toggle) return anchorTerms(toggle.key, quoted);
  const setting = settingState(raw);
  if (setting) return anchorTerms(setting.key, quoted);
  const anchor = normalizeAnchor(raw);
  if (anchor === "") return NO_TERMS;
  if (/^[a-z]+$/.test(anchor) && !/[a-z][A-Z]/.test(raw)) {
    return STOPWORDS2.has(anchor) && !quoted ? NO_TERMS : [termOfWord(anchor)];
  }
  const terms = [anchor];
  if (POPULAR_FILES.has(anchor)) return terms;
  const add = (part, extension = true) => {
    const lower = part.toLowerCase();
    if (lower.length < 2 || STOPWORDS2.has(lower) || extension && FILE_EXTENSIONS2.has(lower) || /^\d+$/.test(lower)) return;
    const s = termOfWord(lower);
    if (!terms.includes(s)) terms.push(s);
  };
  if (anchor.includes("/") && !anchor.includes(" ")) {
    const segments = anchor.split("/").filter(Boolean);
    const last = segments[segments.length - 1] ?? "";
    const base = last.replace(/\.[a-z0-9]+$/i, "").replace(/^\./, "");
    if (!GENERIC_SEGMENTS.has(base)) for (const part of splitIdentifier(base)) add(part, base !== last);
    const parent = segments[segments.length - 2];
    if (parent && !GENERIC_SEGMENTS.has(parent) && !parent.includes(".")) for (const part of splitIdentifier(parent)) add(part);
    if (base.length > 0 && !terms.includes(base) && base !== anchor && !GENERIC_SEGMENTS.has(base) && !/^[a-z]+$/.test(base)) terms.push(base);
    return terms;
  }
  for (const piece of raw.split(/[\s=(),;{}[\]'"<>]+/)) {
    if (!piece) continue;
    const parts = splitIdentifier(piece);
    const dotted = /\.[A-Za-z0-9]+$/.test(piece);
    parts.forEach((part, k) => add(part, dotted && k === parts.length - 1));
    if (piece.includes(".") && !piece.includes("/")) {
      for (const segment of piece.split(".")) if (/^[A-Za-z][A-Za-z0-9]*$/.test(segment) && splitIdentifier(segment).length > 1 && !terms.includes(segment.toLowerCase())) terms.push(segment.toLowerCase());
    }
  }
  return terms;
}
function toggleSetting(raw) {
  if (!raw.includes("=") && !raw.includes(":") && !raw.includes("<") && !raw.startsWith("--no-")) return null;
  return readToggle(raw);
}
function normalizeAnchor(raw) {
  let a = raw.trim().toLowerCase();
  a = a.replace(/^['"]+|['"]+$/g, "");
  a = a.replace(/\(\)$/, "");
  if (/^[\w.$]+\([^()]*\)$/.test(a)) a = a.replace(/\(.*\)$/, "");
  if ((a.endsWith(">") || a.endsWith("]")) && /^[a-z_$][\w.$:]*(?:<[^<>]*>|\[[^[\]]*[a-z_][^[\]]*\])$/.test(a)) a = a.replace(/(?:<[^<>]*>|\[[^[\]]*\])$/, "");
  a = a.replace(/^\.\//, "");
  if (a.length > 1) a = a.replace(/\/+$/, "");
  if (/^[a-z][a-z0-9-]*\.js$/.test(a) && !raw.includes("/")) a = a.slice(0, -3);
  return a;
}
function looksLikeCode(raw) {
  if (/^(e\.g|i\.e|etc|vs|a\.m|p\.m)\.?$/i.test(raw)) return false;
  if (/^\d/.test(raw)) return false;
  if (/[/_()=@]/.test(raw)) return true;
  if (/^-{1,2}[a-z]/i.test(raw)) return true;
  if (/^\.[a-z]/i.test(raw)) return true;
  if (/^[a-z]+[A-Z]/.test(raw)) return true;
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(raw)) return true;
  if (/[a-z0-9]\.[a-z]/i.test(raw)) return true;
  if (/^[a-z]+:[a-z]/i.test(raw)) return true;
  return false;
}
function tokenize2(text) {
  const tokens2 = [];
  let i = 0;
  while (i < text.length) {
    const tick = text.indexOf("`", i);
    const close = tick === -1 ? -1 : text.indexOf("`", tick + 1);
    const proseEnd = tick === -1 || close === -1 ? text.length : tick;
    prose(text, i, proseEnd, tokens2);
    if (proseEnd === text.length) break;
    const raw = text.slice(tick + 1, close);
    if (raw.trim() !== "") {
      let known = codeCache.get(raw);
      if (!known) {
        const isNumber = NUMBER_RE.test(raw.trim());
        const terms = isNumber ? NO_TERMS : anchorTerms(raw, true);
        known = { norm: raw.trim().toLowerCase(), kind: isNumber ? "number" : "code", terms, weights: weightsOf(terms, true) };
        if (codeCache.size > 1e5) codeCache.clear();
        codeCache.set(raw, known);
      }
      tokens2.push({ raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: true, start: tick + 1, end: close });
    }
    i = close + 1;
  }
  for (let k = 0; k + 1 < tokens2.length; k++) {
    const t = tokens2[k];
    if (t.norm !== "go" || t.kind !== "word" || tokens2[k + 1].kind !== "number" || !/^\d+\.\d+/.test(tokens2[k + 1].norm)) continue;
    tokens2[k] = { raw: t.raw, norm: t.norm, kind: t.kind, terms: GO_TERMS, weights: weightsOf(GO_TERMS, false), quoted: t.quoted, start: t.start, end: t.end };
  }
  return tokens2;
}
function prose(text, from, to, out) {
  let next = from;
  while (next < to) {
    const c = text.charCodeAt(next);
    if (isSpace3(c)) {
      next++;
      continue;
    }
    let stop = next + 1;
    if (!isDashOrArrow(c)) while (stop < to && !isSpace3(text.charCodeAt(stop)) && !isDashOrArrow(text.charCodeAt(stop))) stop++;
    let chunk = text.slice(next, stop);
    let start = next;
    next = stop;
    if (chunk === "\u2014" || chunk === "\u2013" || chunk === "-" || chunk === "--") {
      out.push(punct("\u2014", start));
      continue;
    }
    if (chunk === "/") {
      out.push(punct("/", start));
      continue;
    }
    if (chunk === "=" || chunk === "\u2192" || chunk === "->" || chunk === "=>") {
      out.push(punct(chunk === "=" ? "=" : "\u2192", start));
      continue;
    }
    while (chunk.length > 0 && LEADING.has(chunk[0])) {
      out.push(punct(chunk[0], start));
      chunk = chunk.slice(1);
      start++;
    }
    let trail = null;
    let end = start + chunk.length;
    while (chunk.length > 0 && TRAILING.has(chunk[chunk.length - 1]) && !ABBREVIATION_WITH_STOP.test(chunk) && !closesCall(chunk)) {
      (trail ??= []).unshift(punct(chunk[chunk.length - 1], end - 1));
      chunk = chunk.slice(0, -1);
      end--;
    }
    const first = chunk.charCodeAt(0);
    const counted = first >= 48 && first <= 57 ? COUNTED_WORD.exec(chunk) : null;
    if (counted) {
      out.push(word(counted[1], start, start + counted[1].length));
      out.push(word(counted[2], start + counted[1].length + 1, end));
    } else if (chunk.length > 0) out.push(word(chunk, start, end));
    if (trail !== null) for (const t of trail) out.push(t);
  }
}
function isSpace3(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function isDashOrArrow(c) {
  return c === 8212 || c === 8211 || c === 8594;
}
function closesCall(chunk) {
  if (!chunk.endsWith(")")) return false;
  let depth = 0;
  for (const c of chunk) {
    if (c === "(") depth++;
    else if (c === ")") depth--;
  }
  return depth >= 0 && /^[\w$.:/-]+\(/.test(chunk);
}
function punct(raw, start) {
  return { raw, norm: raw, kind: "punct", terms: NO_TERMS, weights: NO_WEIGHTS, quoted: false, start, end: start + raw.length };
}
function word(raw, start, end) {
  let known = wordCache.get(raw);
  if (!known) {
    const t = readWord(raw);
    known = { norm: t.norm, kind: t.kind, terms: t.terms, weights: weightsOf(t.terms, false) };
    if (wordCache.size > 1e5) wordCache.clear();
    wordCache.set(raw, known);
  }
  return { raw, norm: known.norm, kind: known.kind, terms: known.terms, weights: known.weights, quoted: false, start, end };
}
function readWord(raw) {
  let norm = raw.toLowerCase().replace(/[’‘]/g, "'");
  if (NUMBER_RE.test(raw) && !/^\d+(fa|xx|k8s)$/i.test(raw) || /^\d+x\d+(px)?$/i.test(raw)) {
    return { norm, kind: "number", terms: NO_TERMS };
  }
  const rate = /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day|week|month)$/i.exec(raw);
  if (rate) return { norm, kind: "word", terms: wordTerms(rate[1].toLowerCase()) };
  const bare = /['’]s$/.test(raw) ? raw.slice(0, -2) : raw;
  if (looksLikeCode(bare)) {
    return { norm: bare === raw ? norm : bare.toLowerCase(), kind: "code", terms: anchorTerms(bare) };
  }
  norm = norm.replace(/'s$/, "").replace(/'$/, "");
  if (/^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/.test(bare)) return { norm, kind: "word", terms: [bare.toLowerCase()] };
  if (raw === "Go" || raw === "Go's") return { norm: "go", kind: "word", terms: ["golang"] };
  if (NUMBER_WORDS[norm] !== void 0) {
    return { norm, kind: "number", terms: NO_TERMS };
  }
  return { norm, kind: "word", terms: wordTerms(norm, raw) };
}
function wordTerms(norm, raw = norm) {
  if (STOPWORDS2.has(norm) || norm.includes("'")) return NO_TERMS;
  if (/^[a-z]{3,}ly$/.test(norm) && !LY_WORDS.has(norm) && /^[A-Za-z][a-z]+$/.test(raw)) return NO_TERMS;
  const parts = norm.includes("-") ? norm.split("-") : [norm];
  const terms = [];
  for (const part of parts) {
    if (part.length < 2 || STOPWORDS2.has(part) || !/[a-z]/.test(part)) continue;
    const clean = part.replace(/[^a-z0-9+#.]/g, "");
    const s = termOfWord(IRREGULAR_FORMS[clean] ?? clean);
    if (s && !terms.includes(s)) terms.push(s);
  }
  return terms;
}
function termWeight(term) {
  let w = weights.get(term);
  if (w === void 0) {
    w = computeWeight(term);
    if (weights.size > 1e5) weights.clear();
    weights.set(term, w);
  }
  return w;
}
function computeWeight(term) {
  if (LIGHT_STEMS.has(term)) return 0;
  if (POPULAR_FILES.has(term)) return 1;
  if (/[^a-z0-9]/.test(term)) return 2;
  return 1;
}
var NO_WEIGHTS, NO_TERMS, LEADING, TRAILING, FILE_EXTENSIONS2, GENERIC_SEGMENTS, TOGGLE_SETTING, MODE_SUFFIX, TOGGLE_ELEMENT, NEGATED_FLAG, TRUTHY, SWITCH_WORDS, SWITCH_PREFIX, SWITCH_SUFFIX, SWITCH_KEY, readToggle, STRUCTURAL_SEGMENTS, NOT_KEY_ENDS, KEY_PATH, keyPathTerms, splitIdentifier, NUMBER_RE, codeCache, GO_TERMS, ABBREVIATION_WITH_STOP, COUNTED_WORD, wordCache, POPULAR_FILES, weights;
var init_tokens = __esm({
  "src/contradiction/tokens.ts"() {
    "use strict";
    init_stem();
    init_setting_states();
    init_memo();
    init_vocabulary();
    NO_WEIGHTS = [0].slice(0, 0);
    NO_TERMS = [""].slice(0, 0);
    LEADING = /* @__PURE__ */ new Set(["(", "[", "{", '"', "'", "\u201C", "\u2018", "<"]);
    TRAILING = /* @__PURE__ */ new Set([".", ",", ";", ":", "!", "?", ")", "]", "}", '"', "'", "\u201D", "\u2019", ">"]);
    FILE_EXTENSIONS2 = new Set(
      "js ts tsx jsx mjs cjs json yml yaml md mdx toml lock py go rs rb java kt swift sh txt html css scss env sql proto graphql io cfg ini xml conf properties gradle kts tf ex exs props csproj plist".split(" ")
    );
    GENERIC_SEGMENTS = new Set("src lib app apps test tests spec dist build packages internal cmd pkg index main mod utils util common shared core".split(" "));
    TOGGLE_SETTING = /^["']?([A-Za-z_][\w./-]*?)["']?\s*[=:]\s*["']?(true|false|on|off|yes|no|enabled?|disabled?|y|n|1|0)["']?[;,]?$/i;
    MODE_SUFFIX = [/[._-]mode$/i, /(?<=[a-z0-9])Mode$/];
    TOGGLE_ELEMENT = /^<([A-Za-z_][\w.-]*)>\s*(true|false|on|off|yes|no|enabled?|disabled?)\s*<\/\1>$/i;
    NEGATED_FLAG = /^--no-([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/;
    TRUTHY = /* @__PURE__ */ new Set(["true", "on", "yes", "enabled", "enable", "y", "1"]);
    SWITCH_WORDS = "is|has|use|allow|enable|should|disable|no";
    SWITCH_PREFIX = [new RegExp(`^(${SWITCH_WORDS})[._-]`, "i"), new RegExp(`^(${SWITCH_WORDS})(?=[A-Z])`)];
    SWITCH_SUFFIX = [/[._-](enabled?|disabled?|allowed)$/i, /(?<=[a-z0-9])(Enabled?|Disabled?|Allowed)$/];
    SWITCH_KEY = [
      /(^|[._-])(is|has|use|allow|enabled?|disabled?|feature|flag)([._-]|$)/i,
      /(^(is|has|use|allow|enable|disable)[A-Z]|[a-z0-9](Enabled?|Disabled?|Feature|Flag)([A-Z]|$))/
    ];
    readToggle = memoize((written2) => {
      const raw = written2.trim();
      const flag = NEGATED_FLAG.exec(raw);
      if (flag) return { key: flag[1], on: false, name: flag[1] };
      const declared = DECLARATION.exec(raw);
      const m = TOGGLE_SETTING.exec(declared ? raw.slice(declared[0].length) : raw) ?? TOGGLE_ELEMENT.exec(raw);
      if (!m) return null;
      const name = m[1];
      let key = name.includes("/") ? name.slice(name.lastIndexOf("/") + 1) : name;
      if (key === "") return null;
      const value = m[2].toLowerCase();
      const mode = MODE_SUFFIX[0].exec(key) ?? MODE_SUFFIX[1].exec(key);
      if (mode && mode.index > 0) {
        if (value !== "0") return null;
        return { key: key.slice(0, mode.index), on: false, name };
      }
      if ((value === "y" || value === "n") && !/^CONFIG_\w/.test(key)) return null;
      if ((value === "1" || value === "0") && !SWITCH_KEY.some((r) => r.test(key))) return null;
      let on = TRUTHY.has(value);
      key = key.replace(/^CONFIG_(?=\w)/, "");
      const last = SWITCH_SUFFIX[0].exec(key) ?? SWITCH_SUFFIX[1].exec(key);
      if (last && last.index > 0) {
        key = key.slice(0, last.index);
        if (/^dis/i.test(last[1])) on = !on;
      }
      const first = SWITCH_PREFIX[0].exec(key) ?? SWITCH_PREFIX[1].exec(key);
      if (first && first[0].length < key.length) {
        key = key.slice(first[0].length);
        if (/^(dis|no)/i.test(first[1])) on = !on;
      }
      return { key, on, name };
    });
    STRUCTURAL_SEGMENTS = new Set("spec metadata config configuration settings properties props values data template templates default defaults global options opts params parameters env".split(" "));
    NOT_KEY_ENDS = new Set("com org net io dev app co uk de ai sh me cloud local internal".split(" "));
    KEY_PATH = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)+$/;
    keyPathTerms = memoize((raw) => {
      if (!KEY_PATH.test(raw)) return NO_TERMS;
      const segments = raw.split(".");
      const last = segments[segments.length - 1].toLowerCase();
      if (FILE_EXTENSIONS2.has(last) || NOT_KEY_ENDS.has(last)) return NO_TERMS;
      const named = segments.filter((x) => !STRUCTURAL_SEGMENTS.has(x.toLowerCase())).slice(-2);
      const terms = [];
      for (const segment of named) for (const part of splitIdentifier(segment)) {
        const lower = part.toLowerCase();
        if (lower.length < 2 || STOPWORDS2.has(lower) || /^\d+$/.test(lower)) continue;
        const x = termOfWord(lower);
        if (!terms.includes(x)) terms.push(x);
      }
      return terms;
    });
    splitIdentifier = memoize(
      (id) => id.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter((p) => p.length > 0),
      1e5
    );
    NUMBER_RE = /^[<>=~^]*\d[\d,]*(\.\d+)*[a-z%µ]*$/i;
    codeCache = /* @__PURE__ */ new Map();
    GO_TERMS = ["golang"];
    ABBREVIATION_WITH_STOP = /^(e\.g|i\.e)\.$/i;
    COUNTED_WORD = /^(\d+(?:\.\d+)?)-([a-z]+)$/i;
    wordCache = /* @__PURE__ */ new Map();
    POPULAR_FILES = new Set(
      "package.json package-lock.json readme.md tsconfig.json dockerfile docker-compose.yml makefile .env go.mod go.sum cargo.toml pyproject.toml requirements.txt .gitignore yarn.lock pnpm-lock.yaml".split(" ")
    );
    weights = /* @__PURE__ */ new Map();
  }
});

// src/contradiction/settings-catalogue.ts
function normalise(part) {
  const p = part.toLowerCase().replace(/[^a-z0-9]/g, "");
  return p.length > 3 && p.endsWith("s") && !p.endsWith("ss") && !p.endsWith("us") ? p.slice(0, -1) : p;
}
function wordsOf(raw) {
  return raw.split(/\s+/).flatMap((w) => splitIdentifier(w)).map(normalise).filter(Boolean);
}
function catalogueQuantity(id) {
  return BY_ID.get(id);
}
function sameCatalogueQuantity(a, b) {
  return a === b || BY_ID.get(a)?.compatible.has(b) === true;
}
function spellingOfName(raw) {
  return readName(raw) ?? void 0;
}
function namesQuantity(token, id) {
  if (token.kind === "number" || token.kind === "punct") return false;
  const found = spellingOfName(token.raw);
  return found !== void 0 && found.whole && sameCatalogueQuantity(found.quantity.id, id);
}
function partsOf(tokens2, from, to) {
  const out = [];
  for (let i = from; i < to; i++) {
    const t = tokens2[i];
    if (t.kind === "number" || t.kind === "punct" || t.raw.includes("/")) continue;
    for (const word2 of wordsOfRaw(t.raw)) out.push({ word: word2, token: i });
  }
  return out;
}
function nameQuantity(tokens2, first, last, from, to, counted, written2) {
  for (let i = Math.max(from, first - 1); i <= last; i++) {
    const t = tokens2[i];
    const flag = t.kind === "number" || t.raw.charCodeAt(0) !== 45 ? null : /^(--?[A-Za-z][\w.-]*?)(?:[= ]|(?=\d)|$)/.exec(t.raw);
    if (!flag) continue;
    const found = BY_FLAG.get(flag[1].toLowerCase()) ?? (/^-X(mx|ms|ss)/i.test(t.raw) ? BY_FLAG.get(t.raw.slice(0, 4).toLowerCase()) : void 0);
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: [i] };
  }
  if (tokens2[first].kind === "code") {
    const jvm = /^-X(?:mx|ms|ss)/i.test(written2) ? BY_FLAG.get(written2.slice(0, 4).toLowerCase()) : void 0;
    if (jvm) return { quantity: jvm.quantity, unit: jvm.unit, tokens: [first] };
    const own = /^([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|\s)/.exec(written2);
    const found = own ? spellingOfName(own[1]) : void 0;
    if (found) return { quantity: found.quantity, unit: found.unit, tokens: found.whole ? [first] : [] };
  }
  for (const noun of counted) {
    const q = BY_NOUN.get(normalise(noun));
    if (q) return { quantity: q, unit: "", tokens: [last] };
  }
  const spelled2 = nearestSpelling(partsOf(tokens2, Math.max(from, first - 8), first), true);
  if (spelled2) return spelled2;
  return nearestSpelling(partsOf(tokens2, last + 1, Math.min(to, last + 4)), false);
}
function nearestSpelling(parts, fromEnd) {
  const n = parts.length;
  const ends = fromEnd ? LAST_WORDS : FIRST_WORDS;
  for (let k = 0; k < n; k++) {
    const end = fromEnd ? n - 1 - k : k;
    if (!ends.has(parts[end].word)) continue;
    const longest = Math.min(LONGEST, fromEnd ? end + 1 : n - end);
    const phrases = [];
    let phrase = "";
    for (let len = 1; len <= longest; len++) {
      const word2 = parts[fromEnd ? end - len + 1 : end + len - 1].word;
      phrase = len === 1 ? word2 : fromEnd ? `${word2} ${phrase}` : `${phrase} ${word2}`;
      phrases.push(phrase);
    }
    for (let len = longest; len >= 1; len--) {
      const found = BY_WORDS.get(phrases[len - 1]);
      if (!found) continue;
      const slice = fromEnd ? parts.slice(end - len + 1, end + 1) : parts.slice(end, end + len);
      const whole = (token) => parts.every((p) => p.token !== token || slice.includes(p) || BOUND_PARTS.has(p.word));
      return { quantity: found.quantity, unit: found.unit, tokens: [...new Set(slice.map((p) => p.token))].filter(whole) };
    }
  }
  return null;
}
var CATALOGUE2, BY_WORDS, BY_FLAG, BY_NOUN, BY_ID, LONGEST, LAST_WORDS, FIRST_WORDS, COVERAGE_METRICS, BOUND_PARTS, readName, wordsOfRaw;
var init_settings_catalogue = __esm({
  "src/contradiction/settings-catalogue.ts"() {
    "use strict";
    init_memo();
    init_tokens();
    CATALOGUE2 = `
concurrency | count | | concurrency, max concurrency, concurrent jobs, -c, --concurrency | | threads, workers
reserved concurrency | count | | reserved concurrency, reserved_concurrent_executions, ReservedConcurrentExecutions | |
provisioned concurrency | count | | provisioned concurrency, provisioned_concurrent_executions, ProvisionedConcurrentExecutions | |
threads | count | | threads, thread count, num threads, max threads, thread pool size, thread pool, OMP_NUM_THREADS, UV_THREADPOOL_SIZE, --threads, nthreads | thread |
workers | count | | workers, worker count, num workers, worker processes, worker_processes, WEB_CONCURRENCY, --workers, -w, n_workers | worker, process |
parallelism | count | | parallelism, parallel jobs, max parallel, max-parallel, --jobs, -j, --parallel, parallel | |
gomaxprocs | count | | GOMAXPROCS | |
replicas | count | | replicas, replica count, replicaCount, desired count, desiredCount, number of replicas, number_of_replicas, autoscaling, hpa | replica, pod |
max surge | count/percent | | max surge, maxSurge | |
max unavailable | count/percent | | max unavailable, maxUnavailable, pod disruption budget | |
revision history | count | | revision history limit | |
nodes | count | | node count, node_count, num nodes, number of nodes, desired size, desired_size, desiredSize | node |
gpus | count | | gpus, num gpus, gpu count, --gpus, nproc_per_node, --nproc_per_node | gpu |
partitions | count | | partitions, partition count, num partitions, num.partitions | partition |
shards | count | | shards, shard count, number of shards, number_of_shards | shard |
replication factor | count | | replication factor, default.replication.factor, replication.factor | |
min insync replicas | count | | min insync replicas, min.insync.replicas | |
prefetch | count | | prefetch, prefetch count, prefetch_count, worker_prefetch_multiplier, basic.qos | |
consumers | count | | consumers, consumer count, num consumers | consumer |
max in flight | count | | max in flight, max.in.flight.requests.per.connection, maxInFlight | |
pool size | count | limit | pool size, connection pool, connection pool size, pool, pool_size, poolSize, maximumPoolSize, max pool, max_pool_size, maxPoolSize, connection_limit | |
min pool size | count | | min pool size, minimumIdle, min_pool_size, minPoolSize, min idle | |
max connections | count | limit | max connections, max_connections, maxConnections, connection limit, worker_connections, max clients, maxclients | |
queue size | count | limit | queue size, queue length, queue capacity, max queue size, maxQueueSize, queue_size, backlog | |
heap | size | limit | heap, heap size, max heap, heap limit, -Xmx, Xmx, --max-old-space-size:mb, max_old_space_size:mb, old space, maxHeapSize | |
initial heap | size | | initial heap, -Xms, Xms, min heap | |
stack size | size | | stack size, thread stack, -Xss, Xss, ulimit -s | |
memory limit | size | limit | memory, memory limit, mem limit, mem_limit, limits.memory, --memory, -m, memory_limit, MemorySize:mb, memorySize:mb, memory_size:mb, ram, mem, memory_mb:mb, memory_limit_mib:mib | |
memory request | size | | requests, request, memory request, requests.memory, memory reservation, mem_reservation, --memory-reservation | |
cpu limit | count | limit | cpu limit, cpus, --cpus, limits.cpu, vcpus, vcpu, cpu, cpu_limit | cpu, vcpu, core |
cpu request | count | | cpu request, requests.cpu, cpu reservation, cpu_shares | |
disk size | size | | disk size, volume size, storage size, allocated storage, allocated_storage, disk_size_gb:gb, disk_size:gb, root volume size, ephemeral storage, ephemeral-storage, storage, volume_size:gb | |
shm size | size | | shm size, shm_size, --shm-size, shared memory | |
swap | size | | swap, swap size, memswap_limit | |
redis maxmemory | size | limit | maxmemory | |
work mem | size | | work_mem, work mem | |
shared buffers | size | | shared_buffers, shared buffers | |
effective cache size | size | | effective_cache_size | |
maintenance work mem | size | | maintenance_work_mem | |
buffer pool | size | | innodb_buffer_pool_size, buffer pool size, buffer pool | |
cache size | size/count | limit | cache size, cache capacity, max cache size, lru size, maxsize, max_entries, cache entries | |
upload limit | size | limit | upload limit, max upload size, upload size, upload_max_filesize, post_max_size, max file size, MAX_UPLOAD_SIZE, maxFileSize, file size limit, MAX_CONTENT_LENGTH, max upload, upload size limit, multipart max file size | |
body limit | size | limit | body limit, body size limit, body size, client_max_body_size, bodyLimit, max body size, request size limit, maxRequestBodySize, payload limit, payload size, json limit, max request size, request body size, max_request_body_size | |
message size | size | limit | max message size, message size, message.max.bytes, max.message.bytes, max.request.size, max_message_size, maxMessageSize, maxReceiveMessageLength, max receive message size, grpc.max_receive_message_length | |
bundle budget error | size | limit | maximumError, budget error, error at, errors at, error threshold, fails at, fail at | |
bundle budget warning | size | limit | maximumWarning, budget warning, warn at, warns at, warning threshold, chunkSizeWarningLimit:kb, chunk size warning limit:kb | |
asset size limit | size | limit | maxAssetSize, max asset size, asset size limit, maxEntrypointSize, max entrypoint size, size limit, size-limit, bundle size limit, max bundle size, bundlesize | |
image size limit | size | limit | max image size, image size limit | |
context length | count | limit binary-k | context length, context window, context size, context, max seq len, max sequence length, max_seq_length, sequence length, seq len, max_position_embeddings, n_ctx, num_ctx, max_model_len, model_max_length, block_size, max context, max_length, ctx len, ctx size, --ctx-size | |
max output tokens | count | limit binary-k | max tokens, max_tokens, max_new_tokens, maxTokens, max output tokens, max_output_tokens, max_completion_tokens, num_predict, maxOutputTokens, output tokens, completion tokens | |
embedding dimension | count | | embedding dimension, embedding dimensions, embedding size, embedding dim, dimensions, hidden size, hidden_size, d_model, n_embd, embed_dim | |
learning rate | count | | learning rate, lr, learning_rate, --lr, --learning-rate | |
epochs | count | | epochs, num epochs, num_train_epochs, n_epochs, max_epochs, --epochs | epoch |
batch size | count | | batch size, batchSize, batch_size, BATCH_SIZE, per_device_train_batch_size, --batch-size, bulk size, max batch size, maxBatchSize, batch | |
warmup steps | count | | warmup steps, warmup_steps, num_warmup_steps | |
gradient accumulation | count | | gradient accumulation steps, gradient_accumulation_steps, grad accum | |
layers | count | | num layers, n_layer, num_hidden_layers, layers | layer |
attention heads | count | | attention heads, n_head, num_attention_heads, heads | |
vocab size | count | | vocab size, vocab_size, vocabulary size | |
temperature | count | | temperature, temp | |
top p | count | | top_p, top p, nucleus | |
top k | count | | top_k, top k | |
beams | count | | num_beams, beam size, beam width, beams | beam |
chunk size | count/size | | chunk size, chunk_size, chunkSize, split size | |
chunk overlap | count | | chunk overlap, chunk_overlap, chunkOverlap | |
page size | count | | page size, pageSize, page_size, PAGE_SIZE, per page, per_page, perPage, items per page, results per page, page limit, pagination, paginate, page length, max page size, default page size, PAGINATE_BY, PAGINATION_LIMIT | |
retries | count | | retries, max retries, retry count, maxRetries, retry attempts, attempts, max attempts, maxAttempts, retry limit, backoffLimit, retry, retries_count, MAX_RETRIES, max_retries, num_retries, --retries, retry_count, maxReceiveCount, max receive count | retri, attempt |
backoff | duration | | backoff, retry delay, retry interval, backoff delay, initial backoff, retryDelay, retry_delay, initial retry delay, retry backoff, retry.backoff.ms | |
max backoff | duration | limit | max backoff, maximum backoff, max retry delay, backoff cap, max_backoff, maxBackoff | |
request timeout | duration | | request timeout, requestTimeout, REQUEST_TIMEOUT | |
connect timeout | duration | | connect timeout, connection timeout, connectTimeout, connect_timeout, connectionTimeoutMillis, connectionTimeout, dial timeout | |
read timeout | duration | | read timeout, readTimeout, read_timeout, socket timeout, socketTimeout | |
write timeout | duration | | write timeout, writeTimeout, write_timeout, send_timeout | |
idle timeout | duration | | idle timeout, idle_timeout, idleTimeout, IdleTimeout, keepalive timeout, keepalive_timeout, keep-alive timeout, keepAliveTimeout, idleTimeoutMillis, idle connection timeout | |
statement timeout | duration | | statement timeout, statement_timeout, query timeout, queryTimeout, query_timeout, max_execution_time, execution timeout | |
lock timeout | duration | | lock timeout, lock_timeout, lock wait timeout | |
job timeout | duration | | job timeout, timeout-minutes:min, timeout_minutes:min, activeDeadlineSeconds:s, timeoutInMinutes:min, time_limit | |
function timeout | duration | | function timeout | |
test timeout | duration | | test timeout, testTimeout, per-test timeout | |
visibility timeout | duration | | visibility timeout, ack deadline, ackDeadlineSeconds:s | |
grace period | duration | | grace period, terminationGracePeriodSeconds:s, shutdown timeout, graceful timeout, --graceful-timeout, graceful shutdown timeout, drain timeout, stop_grace_period, stop timeout, shutdownTimeout | |
probe initial delay | duration | | initialDelaySeconds:s, initial delay, startup delay | |
probe period | duration | | periodSeconds:s, health check interval, healthcheck interval, probe interval, probe period | |
probe timeout | duration | | timeoutSeconds:s, health check timeout, healthcheck timeout, probe timeout | |
failure threshold | count | | failureThreshold, failure threshold, unhealthy threshold, unhealthyThreshold, unhealthy_threshold | |
session lifetime | duration | | session lifetime, session timeout, session ttl, session expiry, session duration, session length, SESSION_COOKIE_AGE:s, session max age, PERMANENT_SESSION_LIFETIME:s, SESSION_LIFETIME:min | |
access token lifetime | duration | | access token lifetime, access token ttl, access token expiry, access token expiration, ACCESS_TOKEN_EXPIRE_MINUTES:min, ACCESS_TOKEN_LIFETIME, jwt expiry, jwt expiration, jwt ttl, JWT_EXPIRATION, JWT_EXPIRES_IN, accessTokenTtl | |
refresh token lifetime | duration | | refresh token lifetime, refresh token ttl, refresh token expiry, refresh token expiration, REFRESH_TOKEN_EXPIRE_DAYS:day, REFRESH_TOKEN_LIFETIME, refreshTokenTtl | |
reset link lifetime | duration | | reset token expiry, reset link expiry, password reset expiry, reset token lifetime, PASSWORD_RESET_TIMEOUT:s | |
invite lifetime | duration | | invite expiry, invitation expiry, invite lifetime, invite link expiry | |
otp lifetime | duration | | otp expiry, otp lifetime, code expiry, verification code expiry, magic link expiry | |
signed url lifetime | duration | | presigned url expiry, signed url expiry, url expiry, presigned url lifetime, signed url lifetime, expires_in, ExpiresIn | |
cache lifetime | duration | | cache ttl, cache lifetime, cache duration, cached for, cache for, cache, cached, caches, caching, ttl, max-age:s, maxage:s, s-maxage:s, cache-control, Cache-Control, expires, revalidate:s, staleTime:ms, stale time, gcTime:ms, cacheTime:ms, expireAfterWrite, expire_after | |
hsts lifetime | duration | | hsts, strict-transport-security, hsts max age | |
dns ttl | duration | | dns ttl, record ttl | |
lock lease | duration | | lock ttl, lease duration, lease time, lock lease, leaseDuration | |
retention | duration | | retention, retention period, retention days, retention-days:day, retention_days:day, retention_in_days:day, retentionInDays:day, retention_period, kept for, retained for, keep for, keep, kept, retain, retained, retention.hours:h, retention.ms:ms, RetentionPeriod:s | |
history depth | count | | fetch-depth, fetch depth, --depth, clone depth | |
days before stale | duration | | days-before-stale:day, days before stale, stale after | |
days before close | duration | | days-before-close:day, days before close, close after | |
rate limit | rate/count | limit | rate limit, ratelimit, rate limiting, rate-limit, throttle, throttling, limit_req, max requests, requests per minute, rpm, rps, qps, requests per second, RATE_LIMIT, rateLimit, THROTTLE_RATE, max_requests | |
rate limit window | duration | | rate limit window, windowMs:ms, window_ms:ms, window size, time window, window | |
burst | count | | burst, burst size, burst limit, burstLimit, burst_limit | |
debounce | duration | | debounce, debounce delay, debounceMs:ms, debounce_ms:ms, debounce time, debounced, debounceTime:ms | |
throttle interval | duration | | throttle interval, throttle delay, throttleMs:ms, throttle wait | |
poll interval | duration | | poll interval, polling interval, pollInterval, poll_interval, polls, poll, polling, refetchInterval:ms, refresh interval, refreshInterval, sync interval, scrape_interval, scrape interval, evaluation_interval, evaluation interval, heartbeat interval, heartbeat, heartbeat_interval, flush interval, flush_interval, checkpoint interval, snapshot interval, commit interval, auto.commit.interval.ms:ms, linger.ms:ms, linger | |
schedule | duration | | schedule interval, scheduled every, schedule_interval, cron interval | |
status code | count | | status code, status, statusCode, http status, response code, status_code | |
port | port | | port, PORT, --port, -p, server.port, listen, http port, HTTP_PORT, APP_PORT | |
approvals | count | | required approvals, required approving review count, required_approving_review_count, requiredApprovingReviewCount, approvals, approving reviews, reviewers, min approvals | approval, reviewer, review |
coverage threshold | percent | limit | coverage threshold, coverageThreshold, coverage, min coverage, fail_under, --cov-fail-under, fail-under, minimum coverage, coverage gate | |
line length | count | limit | line length, max line length, max-line-length, max_line_length, line-length, print width, printWidth, print_width, max-len, column limit, ColumnLimit, line_length, max_line_len | character, char, column, col |
indent | count | | indent, indent size, indent_size, indentSize, tab width, tabWidth, tab_width, tab size, tabSize, indentation, shiftwidth, indent_width | space, tab |
max complexity | count | limit | max complexity, max-complexity, complexity, cyclomatic complexity, max_complexity | |
password length | count | | password length, min password length, minimum password length, password minimum length, min_length, minLength, MinimumLength, PASSWORD_MIN_LENGTH | character, char |
hash cost | count | | cost factor, salt rounds, saltRounds, work factor, log_rounds | round |
hash iterations | count | | iterations, iteration count | iteration |
key size | count | | key size, key length, modulus, key_size, keySize | bit |
login attempts | count | | login attempts, max login attempts, lockout threshold, failed attempts, failed login attempts, MAX_LOGIN_ATTEMPTS | |
sample rate | percent/count | | sample rate, sampleRate, sampling rate, sampling ratio, sample_rate, sampling | |
slo | percent | | slo, availability target, uptime target, availability slo, error budget, uptime sla, sla | |
canary weight | percent | | canary weight, traffic split, canary traffic, rollout percentage, canary percentage, weight, canary | |
autoscaling target | percent | | target cpu utilization, targetCPUUtilizationPercentage, averageUtilization, cpu target, target utilization, scale out threshold, scale-out threshold | |
frame rate | count/rate | | frame rate, fps, framerate, target frame rate, targetFrameRate, Application.targetFrameRate, refresh rate, max fps | fps, frame |
tick rate | count/rate | | tick rate, tickrate, ticks per second, tick_rate | tick |
bitrate | count/rate | | bitrate, bit rate | |
quality | count/percent | | quality, -quality | |
compression level | count | | compression level, gzip_comp_level, compression_level, compressionLevel | |
open files | count | limit | ulimit, nofile, open files, open files limit, LimitNOFILE, max open files, file descriptors | |
max redirects | count | limit | max redirects, maxRedirects, max_redirects, follow redirects, redirect limit | redirect |
trial length | duration | | trial period, trial length, free trial, trial_period_days:day, trial, trial days | |
`;
    BY_WORDS = /* @__PURE__ */ new Map();
    BY_FLAG = /* @__PURE__ */ new Map();
    BY_NOUN = /* @__PURE__ */ new Map();
    BY_ID = /* @__PURE__ */ new Map();
    LONGEST = 1;
    LAST_WORDS = /* @__PURE__ */ new Set();
    FIRST_WORDS = /* @__PURE__ */ new Set();
    for (const line of CATALOGUE2.trim().split("\n")) {
      const [id, dims, traits, spellings, nouns, compatible] = line.split("|").map((x) => x.trim());
      const quantity = {
        id,
        dims: new Set(dims.split("/")),
        limit: /\blimit\b/.test(traits),
        binaryK: /\bbinary-k\b/.test(traits),
        compatible: new Set((compatible ?? "").split(",").map((x) => x.trim()).filter(Boolean))
      };
      BY_ID.set(quantity.id, quantity);
      for (const written2 of spellings.split(",").map((x) => x.trim()).filter(Boolean)) {
        const [name, unit = ""] = written2.split(/:(?=[a-z]+$)/);
        const spelling = { quantity, unit };
        if (name.startsWith("-")) {
          BY_FLAG.set(name.toLowerCase(), spelling);
          continue;
        }
        const words4 = wordsOf(name);
        if (words4.length === 0) continue;
        LONGEST = Math.max(LONGEST, words4.length);
        LAST_WORDS.add(words4[words4.length - 1]);
        FIRST_WORDS.add(words4[0]);
        if (!BY_WORDS.has(words4.join(" "))) BY_WORDS.set(words4.join(" "), spelling);
      }
      for (const noun of (nouns ?? "").split(",").map((x) => x.trim()).filter(Boolean)) BY_NOUN.set(normalise(noun), quantity);
    }
    for (const q of BY_ID.values()) for (const other of q.compatible) BY_ID.get(other)?.compatible?.add(q.id);
    COVERAGE_METRICS = /* @__PURE__ */ new Set(["lines", "branches", "statements", "functions"]);
    BOUND_PARTS = /* @__PURE__ */ new Set(["max", "min", "maximum", "minimum", "default"]);
    readName = memoize((raw) => {
      const name = raw.replace(/^[`'"]+|[`'"]+$/g, "");
      if (name.startsWith("-")) {
        const flag = BY_FLAG.get(name.toLowerCase());
        if (flag) return { ...flag, whole: true };
      }
      const parts = wordsOfRaw(name);
      if (parts.length === 0 || parts.length > 8) return null;
      for (let i = 0; i < parts.length; i++) {
        const found = BY_WORDS.get(parts.slice(i).join(" "));
        if (found) return { ...found, whole: parts.slice(0, i).every((p) => BOUND_PARTS.has(p)) };
      }
      if (COVERAGE_METRICS.has(parts[parts.length - 1]) && parts.includes("coverage")) return { ...BY_WORDS.get("coverage threshold"), whole: false };
      const unbounded = parts.filter((p) => !BOUND_PARTS.has(p));
      if (unbounded.length === parts.length || unbounded.length === 0) return null;
      for (let i = 0; i < unbounded.length; i++) {
        const found = BY_WORDS.get(unbounded.slice(i).join(" "));
        if (found) return { ...found, whole: unbounded.slice(0, i).length === 0 };
      }
      return null;
    });
    wordsOfRaw = memoize(wordsOf);
  }
});

// src/contradiction/quantities.ts
function letterSize(unit, words4) {
  const size = LETTER_SIZES[unit];
  return size !== void 0 && words4.some((w) => MEMORY_WORDS.has(w)) ? size : void 0;
}
function wordsOf2(tokens2) {
  return tokens2.flatMap((t) => t.kind === "word" ? [t.norm] : t.kind === "code" ? splitIdentifier(t.raw).map((x) => x.toLowerCase()) : []);
}
function rateKey(key) {
  return key.length === 1 && RATE_EVENTS.has(key[0]) ? RATE_EVENT_KEY : key;
}
function portNamedBefore(tokens2, i) {
  let k = beforeLinkWords(tokens2, i, PORT_COPULAS);
  if (k >= 2 && tokens2[k].kind === "code" && tokens2[k].raw.includes("/") && /^(in|of|for)$/.test(tokens2[k - 1].norm)) k -= 2;
  return k >= 0 && (tokens2[k].norm === "port" || tokens2[k].norm === "port's");
}
function portDefault(tokens2, i) {
  if (tokens2[i - 1]?.norm !== "default") return false;
  let k = i - 2;
  while (k >= 0 && k >= i - 4 && tokens2[k].kind === "punct") k--;
  return k >= 0 && tokens2[k].norm === "port";
}
function beforeLinkWords(tokens2, i, links) {
  let k = i - 1;
  while (k >= i - 3 && k >= 0 && links.has(tokens2[k].norm)) k--;
  return k < i - 1 ? k : -1;
}
function limitOfName(name) {
  const lower = name.toLowerCase();
  if (/^max[-_]?age$/.test(lower)) return "";
  return splitIdentifier(name)[0]?.toLowerCase() ?? "";
}
function unitOfSettingBefore(tokens2, i) {
  const name = settingBefore(tokens2, i);
  if (!name) return "";
  const parts = name.norm.split(/[-_.]+/).filter(Boolean);
  return NAME_UNITS[parts[parts.length - 1]] ?? NAME_UNITS[parts[0]] ?? "";
}
function settingBefore(tokens2, i) {
  let k = i - 1;
  while (k >= 0 && k >= i - 3 && SETTING_COPULAS.has(tokens2[k].norm)) k--;
  if (k === i - 1 || k < 0) return null;
  const name = tokens2[k];
  if (name.kind === "number" || !/[-_.]/.test(name.norm) || name.norm.includes("/")) return null;
  return name.norm.split(/[-_.]+/).filter(Boolean).length < 2 ? null : name;
}
function versionFileBefore(tokens2, i) {
  const k = beforeLinkWords(tokens2, i, VERSION_FILE_VERBS);
  if (k < 0) return void 0;
  const name = tokens2[k].norm.replace(/^.*\//, "");
  return VERSION_FILES[name] ?? /^\.([a-z]{2,})[-_]?version$/.exec(name)?.[1];
}
function countNounAfter(tokens2, from) {
  const t = tokens2[from];
  return t !== void 0 && t.kind === "word" && t.terms.length > 0 && !/^(now|again|instead|locally|anymore)$/.test(t.norm);
}
function isFrequencyWord(norm) {
  return FREQUENCY_WORDS[norm] !== void 0;
}
function noneCounted(tokens2, i) {
  const t = tokens2[i];
  if (t.norm === "no") {
    const next = tokens2[i + 1];
    if (!next || next.kind !== "word" || NOT_COUNTED_AFTER_NO.has(next.norm) || !next.norm.endsWith("s")) return null;
    const { key, last } = countKey(tokens2, i + 1);
    if (key.length === 0) return null;
    return { dim: "count", value: 0, key, bound: null, written: tokens2.slice(i, last + 1).map((x) => x.raw).join(" "), first: i, last };
  }
  const topic = tokens2[i - 2];
  if (tokens2[i - 1]?.norm !== ":" || !topic || topic.kind !== "word" || topic.terms.length === 0 || i > 2 && tokens2[i - 3].kind !== "punct") return null;
  const term = topic.terms[0];
  return { dim: "count", value: 0, key: [COUNT_SYNONYMS[term] ?? term], bound: null, written: `${topic.raw}: ${t.raw}`, first: i, last: i };
}
function noLimit(tokens2, i) {
  if (tokens2[i].norm === "unlimited") {
    const { key, last } = countKey(tokens2, i + 1);
    return { dim: "limitless", value: Infinity, bound: "max", namedBound: true, first: i, key, written: tokens2.slice(i, last + 1).map((t) => t.raw).join(" "), last: Math.max(i, last) };
  }
  for (let k = i + 1; k <= i + 3 && k < tokens2.length; k++) {
    const t = tokens2[k];
    if (t.kind !== "word" || PREPOSITIONS.has(t.norm)) return null;
    if (!LIMIT_WORDS.has(t.norm)) continue;
    const key = tokens2.slice(i + 1, k).flatMap((x) => x.terms);
    const on = tokens2[k + 1]?.norm === "on" || tokens2[k + 1]?.norm === "for" ? countKey(tokens2, tokens2[k + 2]?.norm === "the" ? k + 3 : k + 2) : null;
    if (on) for (const x of on.key) key.push(x);
    return { dim: "limitless", value: Infinity, bound: "max", namedBound: true, first: i, key, written: tokens2.slice(i, k + 1).map((x) => x.raw).join(" "), last: k };
  }
  return null;
}
function frequencyAdverb(tokens2, i) {
  const next = tokens2[i + 1];
  if (DETERMINERS.has(tokens2[i - 1]?.norm ?? "")) return false;
  return next === void 0 || next.kind === "punct" || next.kind === "number" || PREPOSITIONS.has(next.norm) || AFTER_ADVERB.has(next.norm);
}
function compoundDuration(text) {
  const t = text.toLowerCase();
  if (/^(?:\d+(?:\.\d+)?(?:ms|d|h|m|s)){2,}$/.test(t)) {
    let ms = 0;
    for (const m2 of t.matchAll(/(\d+(?:\.\d+)?)(ms|d|h|m|s)/g)) ms += Number(m2[1]) * (m2[2] === "ms" ? 1 : m2[2] === "d" ? MS.d : m2[2] === "h" ? MS.h : m2[2] === "m" ? MS.min : MS.s);
    return ms;
  }
  const iso = /^p(?:(\d+)w)?(?:(\d+)d)?(?:t(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?)?$/.exec(t);
  if (!iso || t === "p" || t.endsWith("t") || !/\d/.test(t)) return null;
  const [, w, d, h, m, sec] = iso.map((x) => Number(x ?? 0));
  return w * 7 * MS.d + d * MS.d + h * MS.h + m * MS.min + sec * MS.s;
}
function frame(width, height, written2, index) {
  return { dim: "pixels", value: width * 1e5 + height, key: ["box"], bound: null, written: written2, first: index, last: index };
}
function readNumber(token) {
  if (token.kind === "number") {
    const word2 = NUMBER_WORDS[token.norm];
    if (word2 !== void 0) return { value: word2, unit: "", bound: null };
    const hyphenated = /^([a-z]+)-([a-z]+)$/.exec(token.norm);
    if (hyphenated && NUMBER_WORDS[hyphenated[1]] !== void 0 && NUMBER_WORDS[hyphenated[2]] !== void 0) {
      return { value: NUMBER_WORDS[hyphenated[1]] + NUMBER_WORDS[hyphenated[2]], unit: "", bound: null };
    }
    const m = /^([<>=~^]*)(\d[\d,]*(?:\.\d+)?)([a-z%µ]*)(\+?)$/i.exec(token.norm);
    if (!m) return null;
    const value = Number(m[2].replace(/,/g, ""));
    if (!Number.isFinite(value)) return null;
    const prefix = m[1];
    const bound = prefix.startsWith(">") || m[4] === "+" ? "min" : prefix.startsWith("<") ? "max" : null;
    return { value, unit: m[3].toLowerCase(), bound };
  }
  return null;
}
function bareConstraint(tokens2, i) {
  const m = /^(~>|\^|~|>=|==)\s*v?(\d+(?:\.\d+)*)$/.exec(tokens2[i].raw.trim());
  if (!m) return null;
  let name = "";
  for (let k = i - 1; k >= Math.max(0, i - 5) && name === ""; k--) {
    const t = tokens2[k];
    if (t.kind === "code" && !/\.[a-z]+$/.test(t.raw) && /^[\w@./-]+$/.test(t.raw)) name = t.raw.toLowerCase().split("/").pop();
    else if (t.kind === "word" && CONSTRAINED.has(t.norm) && tokens2[k - 1]?.kind === "word") name = tokens2[k - 1].norm;
  }
  if (name === "") return null;
  let parts = versionParts(m[2]);
  if (m[1] === "^" || m[1] === "~>") parts = parts[0] === 0 ? parts.slice(0, 2) : parts.slice(0, 1);
  else if (m[1] === "~") parts = parts.slice(0, 2);
  const bound = m[1] === ">=" ? "min" : null;
  return { dim: "version", value: NaN, parts, key: [normalizeName(name)], bound, written: tokens2[i].raw, first: i, last: i };
}
function durationUnit(unit, attached) {
  return DURATION_UNITS[unit] ?? (attached ? ATTACHED_DURATION_UNITS[unit] : void 0);
}
function unitFromKey(key, value) {
  const k = key.toLowerCase();
  const m = KEY_UNIT_SEPARATED.exec(key) ?? KEY_UNIT_CAMEL.exec(key) ?? KEY_IS_UNIT.exec(key);
  if (m) {
    const unit = m[1].toLowerCase();
    return { unit: unit === "millis" ? "ms" : unit === "percentage" || unit === "pct" ? "percent" : unit };
  }
  if (/(^|[._-])max[-_]age$/.test(k)) return { unit: "s" };
  if (k === "maxage" || /[a-z]MaxAge$/.test(key)) return { unit: "s", alt: "ms" };
  if (key === "EX") return { unit: "s" };
  if (key === "PX") return { unit: "ms" };
  if (/(^|[._-])expires[-_]in$|^expiresin$/.test(k)) return { unit: "s" };
  if (/(^|[._-])ttl$/.test(k) || /[a-z]Ttl$|[a-z]TTL$/.test(key)) return { unit: "s", alt: "ms" };
  if (/(^|[._-])timeout$/.test(k)) return value >= 1e3 ? { unit: "ms", alt: "s" } : { unit: "s", alt: "ms" };
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*Timeout$/.test(key)) return { unit: "ms", alt: "s" };
  return { unit: "" };
}
function phraseBefore(tokens2, index, width) {
  return tokens2.slice(Math.max(0, index - width), index).map((t) => t.norm).join(" ");
}
function phraseAfter(tokens2, index, width) {
  return tokens2.slice(index + 1, index + 1 + width).map((t) => t.norm).join(" ");
}
function boundAround(tokens2, first, last, own, rate = false) {
  if (own) return own;
  const before = ` ${phraseBefore(tokens2, first, 3)}`;
  if (rate && RATE_CEILING_BEFORE.some((p) => before.endsWith(` ${p}`))) return "max";
  const after = `${phraseAfter(tokens2, last, 2)} `;
  if (MIN_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`)) || MIN_BOUND_AFTER.some((p) => after.startsWith(`${p} `))) return "min";
  if (MAX_BOUND_BEFORE.some((p) => before.endsWith(` ${p}`))) return "max";
  return null;
}
function countKey(tokens2, from) {
  const key = [];
  let last = from - 1;
  for (let j = from; j < tokens2.length && key.length < 2; j++) {
    const t = tokens2[j];
    if (t.kind === "punct" || t.kind === "number" || PREPOSITIONS.has(t.norm) || WHEN_WORDS.has(t.norm) || FREQUENCY_WORDS[t.norm] !== void 0) break;
    if (t.terms.length === 0) break;
    if (t.kind === "word" && /[a-z]{3}ly$/.test(t.norm) && !LY_NOUNS.has(t.norm)) break;
    const s = t.terms[0];
    if (LIGHT_STEMS.has(s)) break;
    key.push(COUNT_SYNONYMS[s] ?? s);
    last = j;
  }
  return { key, last };
}
function versionParts(text) {
  const parts = [];
  for (const p of text.replace(/^[^\d]*/, "").split(/[.\-x]/)) {
    const n = Number.parseInt(p, 10);
    if (Number.isFinite(n)) parts.push(n);
  }
  return parts;
}
function shaped(q) {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    key: q.key,
    scope: q.scope,
    bound: q.bound,
    namedBound: q.namedBound ?? false,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among ?? false,
    written: q.written,
    first: q.first,
    last: q.last
  };
}
function keep(found, used, given) {
  const q = shaped(given);
  for (let j = q.first; j <= q.last; j++) used.add(j);
  found.push(q);
}
function spanText(tokens2, from, last) {
  return tokens2.slice(from, last + 1).map((x) => x.raw).join(" ");
}
function findQuantities(tokens2) {
  let worth = false;
  for (const t of tokens2) {
    if (t.kind === "number" || t.kind === "code" && (t.quoted || DIGIT.test(t.raw)) || t.kind === "word" && (NUMBERISH_WORD.test(t.norm) || VALUE_LIKE.test(t.raw) || ATTACHED_VERSION.test(t.norm))) {
      worth = true;
      break;
    }
  }
  if (!worth) return NO_QUANTITIES;
  const found = [];
  const used = /* @__PURE__ */ new Set();
  let words4;
  for (let i = 0; i < tokens2.length; i++) {
    if (used.has(i)) continue;
    const t = tokens2[i];
    const prev = tokens2[i - 1];
    const next = tokens2[i + 1];
    if (t.kind === "word" && VALUE_LIKE.test(t.raw)) {
      const assigned = textValue(tokens2, i);
      if (assigned) {
        keep(found, used, assigned);
        continue;
      }
    }
    const attachedVersion = t.kind !== "number" && t.kind !== "punct" && DIGIT.test(t.norm) ? versionWritten(tokens2, i) : null;
    if (attachedVersion) {
      keep(found, used, attachedVersion);
      continue;
    }
    if (t.kind === "word" && !NUMBERISH_WORD.test(t.norm)) continue;
    const hostPort = !t.norm.includes(":") ? null : /(?:^|\/\/|@)(?:localhost|\d+(?:\.\d+){3}|[a-z][\w-]*(?:\.[\w-]+)*)?:(\d{2,5})(?:\/|$)/.exec(t.norm);
    if (hostPort && t.kind !== "number") {
      keep(found, used, { dim: "port", value: Number(hostPort[1]), key: ["port"], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    if (t.kind === "code") {
      const inCode = /[\d=:]/.test(t.raw) ? codeQuantities(t, i) : NO_QUANTITIES;
      for (const q of inCode) keep(found, used, q);
      const constraint = inCode.length === 0 ? bareConstraint(tokens2, i) : null;
      if (constraint) keep(found, used, constraint);
      if (inCode.length === 0 && t.quoted) {
        const assigned = textValue(tokens2, i);
        if (assigned) keep(found, used, assigned);
      }
      continue;
    }
    if (t.kind === "word") {
      const colonClock = /^(\d{1,2}):(\d{2})$/.exec(t.norm);
      if (colonClock) {
        const next2 = tokens2[i + 1];
        const meridiem = next2 && /^(am|pm|a\.m|p\.m)\.?$/.test(next2.norm) ? next2.norm[0] + "m" : "";
        let hours = Number(colonClock[1]);
        if (meridiem === "pm" && hours < 12) hours += 12;
        if (meridiem === "am" && hours === 12) hours = 0;
        const last2 = meridiem ? i + 1 : i;
        keep(found, used, { dim: "clock", value: hours * 60 + Number(colonClock[2]), key: NO_KEY, bound: null, written: t.raw, first: i, last: last2 });
        i = last2;
        continue;
      }
      const clockWord = CLOCK_WORDS[t.norm];
      if (clockWord !== void 0 && prev?.norm === "at") {
        keep(found, used, { dim: "clock", value: clockWord, key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      const dashed = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(t.norm);
      if (dashed && Number(dashed[1]) < Number(dashed[2]) && next) {
        const range = dashedRange(tokens2, i, Number(dashed[1]), Number(dashed[2]));
        if (range) {
          keep(found, used, range);
          i = range.last;
        }
        continue;
      }
      const compound = /^p?\d|^pt\d/.test(t.norm) ? compoundDuration(t.norm) : null;
      if (compound !== null) {
        keep(found, used, { dim: "duration", value: compound, key: NO_KEY, bound: boundAround(tokens2, i, i, null), written: t.raw, first: i, last: i });
        continue;
      }
      const line = /^(\d+(?:\.\d+)*)\.x$/.exec(t.norm);
      if (line) {
        if (prev && (prev.kind === "word" || prev.kind === "code") && (VERSIONED.has(normalizeName(prev.norm)) || /^[A-Z]/.test(prev.raw))) {
          const name = normalizeName(prev.norm);
          const key2 = name === "version" || name === "v" ? NO_KEY : [name];
          keep(found, used, { dim: "version", value: NaN, parts: versionParts(line[1]), key: key2, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i });
        } else if (prev && VERSION_LINE_LEADS.has(prev.norm)) {
          const name = tokens2.slice(Math.max(0, i - 6), i - 1).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)) && x.norm !== "version" && x.norm !== "v");
          keep(found, used, { dim: "version", value: NaN, parts: versionParts(line[1]), key: name ? [normalizeName(name.norm)] : NO_KEY, bound: null, written: t.raw, first: i, last: i });
        }
        continue;
      }
      const es = /^(es)(\d{1,4}|next)$/.exec(t.norm);
      if (es) {
        keep(found, used, { dim: "version", value: NaN, parts: es[2] === "next" ? [9999] : [Number(es[2])], key: ["es"], bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      const slashRate = /^(\d[\d,.]*)(k?)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(t.norm);
      if (slashRate) {
        const per = durationUnit(slashRate[3], true);
        const n2 = Number(slashRate[1].replace(/,/g, "")) * (slashRate[2] ? 1e3 : 1);
        keep(found, used, { dim: "rate", value: n2 / per * 1e3, key: NO_KEY, bound: boundAround(tokens2, i, i, null, true), written: t.raw, first: i, last: i });
        continue;
      }
      if (t.norm === "no" || t.norm === "none" || t.norm === "unlimited") {
        const zero = t.norm === "none" ? noneCounted(tokens2, i) : noLimit(tokens2, i) ?? (t.norm === "no" ? noneCounted(tokens2, i) : null);
        if (zero) {
          keep(found, used, zero);
          i = zero.last;
        }
        continue;
      }
      const often = FREQUENCY_WORDS[t.norm];
      if (often !== void 0) {
        if (frequencyAdverb(tokens2, i)) keep(found, used, { dim: "duration", value: often, period: "often", key: NO_KEY, bound: null, written: t.raw, first: i, last: i });
        continue;
      }
      if (t.norm === "every" && (next?.norm === "other" || next?.norm === "second") && tokens2[i + 2] && durationUnit(tokens2[i + 2].norm, false) !== void 0) {
        keep(found, used, { dim: "duration", value: 2 * durationUnit(tokens2[i + 2].norm, false), period: "every", key: NO_KEY, bound: null, written: `${t.raw} ${next.raw} ${tokens2[i + 2].raw}`, first: i, last: i + 2 });
        i += 2;
        continue;
      }
      if ((t.norm === "a" || t.norm === "an" || t.norm === "every") && next && durationUnit(next.norm, false) !== void 0) {
        const frequency = prev && ["times", "per", "once", "twice"].includes(prev.norm);
        if (!frequency) {
          const half = prev?.norm === "half";
          const value2 = durationUnit(next.norm, false) * (half ? 0.5 : 1);
          const period = t.norm === "every" ? "every" : void 0;
          keep(found, used, { dim: "duration", value: value2, period, key: NO_KEY, bound: null, written: `${half ? "half " : ""}${t.raw} ${next.raw}`, first: half ? i - 1 : i, last: i + 1 });
          i++;
        }
      }
      continue;
    }
    if (t.kind !== "number") continue;
    const box = /^(\d+)x(\d+)(px)?$/.exec(t.norm);
    if (box) {
      keep(found, used, frame(Number(box[1]), Number(box[2]), t.raw, i));
      continue;
    }
    const progressive = /^(\d{3,4})p$/.exec(t.norm);
    if (progressive && PROGRESSIVE_WIDTHS[progressive[1]] !== void 0) {
      keep(found, used, frame(PROGRESSIVE_WIDTHS[progressive[1]], Number(progressive[1]), t.raw, i));
      continue;
    }
    const triple = /^\d+\.\d+\.\d+$/.test(t.norm);
    const n = triple ? { value: NaN, unit: "", bound: null } : readNumber(t);
    if (!n) continue;
    let end = i;
    if (NUMBER_WORDS[t.norm] !== void 0) {
      while (end + 1 < tokens2.length && NUMBER_WORDS[tokens2[end + 1].norm] !== void 0 && !SINGLE_WORDS.has(tokens2[end + 1].norm)) {
        const w = NUMBER_WORDS[tokens2[end + 1].norm];
        n.value = w === 100 || w === 1e3 ? n.value * w : n.value + w;
        end++;
      }
    }
    const after = tokens2[end + 1];
    const counted = after !== void 0 && after.kind === "word" && after.terms.length > 0 && !PREPOSITIONS.has(after.norm) && tokens2[end + 2]?.norm === "in" ? 1 : 0;
    const link = tokens2[end + 1 + counted];
    let of = link?.norm === "in" ? end + 2 + counted : link?.norm === "out" && tokens2[end + 2 + counted]?.norm === "of" ? end + 3 + counted : -1;
    const round2 = of > 0 && (tokens2[of]?.norm === "a" || tokens2[of]?.norm === "every") && ROUND_WHOLES[tokens2[of + 1]?.norm ?? ""] !== void 0;
    if (of > 0 && tokens2[of]?.norm === "every" && tokens2[of + 1]?.kind === "number" && !round2) of++;
    if (round2) of++;
    const whole = of > 0 && n.unit === "" && tokens2[of]?.kind === "number" ? readNumber(tokens2[of]) : null;
    if (whole && whole.unit === "" && whole.value > n.value && whole.value <= 1e3 && (round2 || NUMBER_WORDS[tokens2[of].norm] === void 0) && !(tokens2[of + 1] && isUnitWord(tokens2[of + 1].norm))) {
      keep(found, used, { dim: "percent", value: n.value / whole.value * 100, key: NO_KEY, bound: null, written: spanText(tokens2, i, of), first: i, last: of });
      i = of;
      continue;
    }
    const clock = /^(\d{1,2}):(\d{2})$/.exec(t.norm);
    const ampmAttached = /^(\d{1,2})(am|pm)$/.exec(t.norm);
    if (clock || ampmAttached) {
      let hours = Number(clock ? clock[1] : ampmAttached[1]);
      const minutes = clock ? Number(clock[2]) : 0;
      const meridiem = ampmAttached?.[2] ?? (after && /^(am|pm|a\.m|p\.m)\.?$/.test(after.norm) ? after.norm[0] + "m" : "");
      if (meridiem === "pm" && hours < 12) hours += 12;
      if (meridiem === "am" && hours === 12) hours = 0;
      const last2 = !ampmAttached && meridiem ? i + 1 : i;
      keep(found, used, { dim: "clock", value: hours * 60 + minutes, key: NO_KEY, bound: null, written: t.raw, first: i, last: last2 });
      i = last2;
      continue;
    }
    const listening = prev !== void 0 && (prev.norm === "on" || prev.norm === "to" || prev.norm === "at") && LISTEN_WORDS.has(tokens2[i - 2]?.norm ?? "");
    const bound = prev !== void 0 && PORT_OBJECT_VERBS.has(prev.norm);
    const portWord = prev?.norm === "port" || portNamedBefore(tokens2, i) || portDefault(tokens2, i) || prev?.norm === ":" && tokens2[i - 2]?.norm === "port" || (listening || bound) && n.value >= 80 && !countNounAfter(tokens2, end + 1);
    if (portWord && Number.isInteger(n.value) && n.value > 0 && n.value < 65536 && n.unit === "") {
      keep(found, used, { dim: "port", value: n.value, key: ["port"], bound: null, written: `port ${t.raw}`, first: i, last: i });
      continue;
    }
    const dotted = /^\d+\.\d+(\.\d+)?$/.test(t.norm);
    let nameBefore = prev && (prev.kind === "word" || prev.kind === "code") ? normalizeName(prev.norm) : "";
    if ((nameBefore === "from" || nameBefore === "to") && dotted) {
      const name = tokens2.slice(Math.max(0, i - 6), i).reverse().find((x) => VERSIONED.has(normalizeName(x.norm)));
      if (name) nameBefore = normalizeName(name.norm);
    }
    const unitAfter = after ? isUnitWord(after.norm) : false;
    const versionName = dotted && nameBefore ? /^([a-z][\w.-]*?)[-_]version$/.exec(nameBefore)?.[1] : void 0;
    if (end === i && !unitAfter && n.unit === "" && nameBefore && (VERSIONED.has(nameBefore) || versionName !== void 0 || dotted && /^[A-Z]/.test(prev.raw))) {
      const key2 = nameBefore === "version" || nameBefore === "v" ? NO_KEY : [versionName !== void 0 ? normalizeName(versionName) : nameBefore];
      const written2 = prev.norm === "from" || prev.norm === "to" ? t.raw : `${prev.raw} ${t.raw}`;
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: key2, bound: boundAround(tokens2, i, i, n.bound), written: written2, first: i, last: i });
      continue;
    }
    const versionFile = end === i && n.unit === "" ? versionFileBefore(tokens2, i) : void 0;
    if (versionFile) {
      keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: [versionFile], bound: null, written: t.raw, first: i, last: i });
      continue;
    }
    const versionSetting = dotted || triple ? settingBefore(tokens2, i) : null;
    if (versionSetting && end === i && n.unit === "") {
      const parts = versionSetting.norm.split(/[-_.]+/).filter(Boolean);
      const named = parts.filter((x) => x !== "version" && x !== "ver");
      if (named.length > 0 && named.length < parts.length) {
        keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.norm), key: named.map(normalizeName), bound: null, written: `${versionSetting.raw} ${t.raw}`, first: i, last: i });
        continue;
      }
    }
    if (triple) continue;
    let unit = n.unit;
    let last = end;
    const attached = unit !== "";
    if (!attached && !(after && isUnitWord(after.norm))) unit = unitOfSettingBefore(tokens2, i);
    if (!attached && unit === "" && after && (after.kind === "word" || after.kind === "punct" || after.kind === "code" && !after.quoted) && isUnitWord(after.norm)) {
      unit = after.norm;
      last = end + 1;
    }
    let value = n.value;
    if (attached && LETTER_SIZES[unit] !== void 0) unit = letterSize(unit, words4 ??= wordsOf2(tokens2)) ?? unit;
    if (attached && unit === "m" && t.raw.endsWith("M") && after !== void 0 && countNounAfter(tokens2, end + 1) && !isUnitWord(after.norm)) {
      value *= 1e6;
      unit = "";
    }
    if (COUNT_MULTIPLIERS[unit] !== void 0) {
      value *= COUNT_MULTIPLIERS[unit];
      unit = "";
    }
    const duration = durationUnit(unit, attached);
    if (duration !== void 0) {
      const period = prev?.norm === "every" ? "every" : void 0;
      keep(found, used, { dim: "duration", value: value * duration, period, key: NO_KEY, bound: boundAround(tokens2, i, last, n.bound), written: spanText(tokens2, i, last), first: i, last });
      i = last;
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      keep(found, used, { dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound: boundAround(tokens2, i, last, n.bound), written: spanText(tokens2, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      keep(found, used, { dim: "percent", value, key: NO_KEY, bound: boundAround(tokens2, i, last, n.bound), written: spanText(tokens2, i, last), first: i, last });
      i = last;
      continue;
    }
    if (PIXEL_UNITS.has(unit)) {
      keep(found, used, { dim: "pixels", value, key: NO_KEY, bound: boundAround(tokens2, i, last, n.bound), written: spanText(tokens2, i, last), first: i, last });
      i = last;
      continue;
    }
    const acronym = RATE_ACRONYMS[unit] ?? (unit === "" && after?.kind === "word" ? RATE_ACRONYMS[after.norm] : void 0);
    if (acronym) {
      const rateLast = unit === "" ? end + 1 : end;
      keep(found, used, { dim: "rate", value: value / acronym.per * 1e3, key: acronym.key, bound: boundAround(tokens2, i, rateLast, n.bound, true), written: spanText(tokens2, i, rateLast), first: i, last: rateLast, scope: scopeAfter(tokens2, rateLast + 1) });
      i = rateLast;
      continue;
    }
    const hertz = FREQUENCY_UNITS[unit] ?? (unit === "" && after?.kind === "word" ? FREQUENCY_UNITS[after.norm] : void 0);
    if (hertz !== void 0 && value > 0) {
      const hzLast = unit === "" ? end + 1 : end;
      keep(found, used, { dim: "duration", value: 1e3 / (value * hertz), period: "hz", key: NO_KEY, bound: boundAround(tokens2, i, hzLast, n.bound), written: spanText(tokens2, i, hzLast), first: i, last: hzLast });
      i = hzLast;
      continue;
    }
    if (unit !== "") continue;
    const slashed = after && after.kind === "word" ? /^([a-z]+)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(after.norm) : null;
    if (slashed) {
      const per = durationUnit(slashed[2], true);
      keep(found, used, { dim: "rate", value: value / per * 1e3, key: rateKey(after.terms.slice(0, 1)), bound: boundAround(tokens2, i, end + 1, n.bound, true), written: spanText(tokens2, i, end + 1), first: i, last: end + 1, scope: scopeAfter(tokens2, end + 2) });
      i = end + 1;
      continue;
    }
    let { key, last: keyLast } = countKey(tokens2, end + 1);
    const event = key.length === 0 && tokens2[end + 1]?.kind === "word" ? stem2(tokens2[end + 1].norm) : "";
    if (RATE_EVENTS.has(event) && rateAfter(tokens2, end + 2)) {
      key = [event];
      keyLast = end + 1;
    }
    const rate = rateAfter(tokens2, Math.max(end, keyLast) + 1);
    if (rate && (key.length === 0 ? t.norm === "twice" || t.norm === "thrice" : keyLast === end + 1 && /^times?$/.test(tokens2[keyLast].norm)) && value > 0) {
      keep(found, used, { dim: "duration", value: rate.per / value, period: "often", key: NO_KEY, bound: boundAround(tokens2, i, rate.last, n.bound), written: spanText(tokens2, i, rate.last), first: i, last: rate.last });
      i = rate.last;
      continue;
    }
    if (rate) {
      keep(found, used, { dim: "rate", value: value / rate.per * 1e3, key: rateKey(key), bound: boundAround(tokens2, i, rate.last, n.bound, true), written: spanText(tokens2, i, rate.last), first: i, last: rate.last, scope: scopeAfter(tokens2, rate.last + 1) });
      i = rate.last;
      continue;
    }
    const countLast = Math.max(end, keyLast);
    const setting = key.length === 0 && !attached ? settingBefore(tokens2, i) : null;
    if (setting) {
      const platform = deploymentTargetOf(setting.norm);
      if (platform) {
        keep(found, used, { dim: "version", value: NaN, parts: versionParts(t.raw), key: [platform], bound: null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      const runtime = /^(?:>=|\^|~|==)|^\d+\.\d/.test(t.raw.trim()) ? RUNTIMES.has(normalizeName(setting.norm.split(/[._-]/).pop())) : false;
      if (runtime) {
        const constraint = /^(>=|\^|~|==)?\s*v?(\d+(?:\.\d+)*)/.exec(t.raw.trim());
        const pinned = versionParts(constraint[2]);
        const parts = constraint[1] === "^" ? pinned.slice(0, pinned[0] === 0 ? 2 : 1) : constraint[1] === "~" ? pinned.slice(0, 2) : pinned;
        keep(found, used, { dim: "version", value: NaN, parts, key: [normalizeName(setting.norm.split(/[._-]/).pop())], bound: constraint[1] === ">=" ? "min" : null, written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
        i = countLast;
        continue;
      }
      keep(found, used, { dim: "count", value, key: anchorTerms(setting.norm), bound: boundAround(tokens2, i, countLast, n.bound), written: `${setting.raw} = ${t.raw}`, first: i, last: countLast });
      i = countLast;
      continue;
    }
    keep(found, used, { dim: "count", value, key, bound: boundAround(tokens2, i, countLast, n.bound), written: spanText(tokens2, i, countLast), first: i, last: countLast, scope: scopeAfter(tokens2, countLast + 1) });
    i = countLast;
  }
  joinRanges(tokens2, found);
  relativeChanges(tokens2, found);
  for (const q of found) {
    const before = ` ${phraseBefore(tokens2, q.first, 3)}`;
    if (NAMED_MAX_BEFORE.some((p) => before.endsWith(` ${p}`))) {
      q.bound = "max";
      q.namedBound = true;
      continue;
    }
    if (q.bound !== null) continue;
    const after = ` ${phraseAfter(tokens2, q.last, 3)} `;
    const named = /^ (?:is|are) (?:the |a |our )?(\w+) /.exec(after)?.[1];
    if (named && (NAMED_MIN.has(named) || NAMED_MAX.has(named))) {
      q.bound = NAMED_MIN.has(named) ? "min" : "max";
      q.namedBound = true;
      continue;
    }
    for (let j = 0; j < q.first; j++) {
      const w = tokens2[j];
      const name = w.kind === "word" ? w.norm : w.kind === "code" ? limitOfName(w.raw) : "";
      if (NAMED_MIN.has(name)) q.bound = "min";
      else if (NAMED_MAX.has(name)) q.bound = "max";
      else continue;
      q.namedBound = true;
    }
  }
  let msrv = false;
  let versionWord = false;
  for (let k = 0; k < tokens2.length; k++) {
    const norm = tokens2[k].norm;
    if (norm === "msrv") msrv = true;
    else if (norm === "version" || norm === "versions" || norm === "target" && tokens2[k - 1]?.norm === "deployment") versionWord = true;
  }
  if (msrv || versionWord) bareVersions(tokens2, found, msrv);
  for (const q of found) if (q.dim === "version") q.among = amongOthers(tokens2, q);
  nameSettings(tokens2, found);
  return found;
}
function bareVersions(tokens2, found, msrv) {
  const names = [];
  for (const t of tokens2) if (VERSIONED.has(normalizeName(t.norm)) && t.norm !== "version" && t.norm !== "v") names.push(normalizeName(t.norm));
  if (msrv) names.push("rust");
  for (const q of found) {
    if (q.dim !== "count" || q.key.length > 0) continue;
    q.dim = "version";
    q.parts = versionParts(q.written);
    q.value = NaN;
    q.key = [...new Set(names)];
  }
}
function rangeBetween(tokens2, a, b) {
  if (b.first !== a.last + 2) return false;
  const link = tokens2[a.last + 1].norm;
  if (DASHES.has(link)) return true;
  const lead = tokens2[a.first - 1]?.norm;
  if (link === "and") return lead === "between";
  return link === "to" && lead === "from" && RANGE_LEADS.has(tokens2[a.first - 2]?.norm ?? "");
}
function dashedRange(tokens2, i, low, high) {
  const unit = tokens2[i + 1].norm;
  const shape = { bound: null, written: `${tokens2[i].raw} ${tokens2[i + 1].raw}`, first: i, last: i + 1 };
  const duration = durationUnit(unit, false);
  if (duration !== void 0) return { dim: "duration", value: high * duration, low: low * duration, key: NO_KEY, ...shape };
  const size = SIZE_UNITS[unit];
  if (size) return { dim: "size", value: high * size[0], low: low * size[0], key: NO_KEY, ...shape };
  if (PERCENT_UNITS.has(unit)) return { dim: "percent", value: high, low, key: NO_KEY, ...shape };
  const { key, last } = countKey(tokens2, i + 1);
  if (key.length === 0) return null;
  return { dim: "count", value: high, low, key, ...shape, written: tokens2.slice(i, last + 1).map((t) => t.raw).join(" "), last };
}
function joinRanges(tokens2, found) {
  for (let n = found.length - 2; n >= 0; n--) {
    const a = found[n];
    const b = found[n + 1];
    if (b.dim === "version" || b.dim === "text" || b.dim === "port" || a.bound !== null || b.bound !== null || !rangeBetween(tokens2, a, b)) continue;
    let low = a.value;
    if (a.dim !== b.dim) {
      const upper = tokens2[b.first].kind === "number" ? readNumber(tokens2[b.first]) : null;
      if (a.dim !== "count" || a.key.length > 0 || a.first !== a.last || !upper || upper.value === 0) continue;
      low = a.value * (b.value / upper.value);
    }
    if (!(low < b.value)) continue;
    const from = tokens2[a.first - 1]?.norm === "between" ? a.first - 1 : a.first;
    const range = shaped(b);
    range.low = low;
    range.written = tokens2.slice(from, b.last + 1).map((t) => t.raw).join(" ");
    range.first = a.first;
    found.splice(n, 2, range);
  }
}
function relativeChanges(tokens2, found) {
  found.forEach((q, n) => {
    if (tokens2[q.first - 1]?.norm !== "from" || !CHANGE_DIMS.has(q.dim) || q.low !== void 0) return;
    let verb = q.first - 2;
    let factor = CHANGE_FACTORS[tokens2[verb]?.norm ?? ""];
    if (factor === void 0 && tokens2[verb]?.norm === "half" && (tokens2[verb - 1]?.norm === "in" || tokens2[verb - 1]?.norm === "by")) {
      factor = 0.5;
      verb -= 2;
    }
    const next = found[n + 1];
    if (factor === void 0 || next && tokens2.slice(q.last + 1, next.first).some((t) => t.norm === "to")) return;
    q.value *= factor;
    if (q.alt !== void 0) q.alt *= factor;
    q.written = tokens2.slice(verb, q.last + 1).map((t) => t.raw).join(" ");
    q.first = verb;
  });
}
function versionWritten(tokens2, i) {
  const t = tokens2[i];
  if (t.quoted && !/^[\w.]+$/.test(t.raw)) return null;
  if (!ATTACHED_VERSION.test(t.norm)) return null;
  const prev = tokens2[i - 1];
  const v = /^v(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (v) {
    if (!prev || prev.kind !== "word" && prev.kind !== "code") return null;
    const name2 = normalizeName(prev.norm);
    if (!VERSIONED.has(name2) && !VERSIONED.has(prev.norm) && !/^[A-Z]/.test(prev.raw)) return null;
    const key = name2 === "version" || name2 === "v" ? NO_KEY : [name2];
    return { dim: "version", value: NaN, parts: versionParts(v[1]), key, bound: null, written: `${prev.raw} ${t.raw}`, first: i, last: i };
  }
  const attached = /^([a-z][a-z.]*?)(\d+(?:\.\d+)*)$/.exec(t.norm);
  if (!attached) return null;
  const name = normalizeName(attached[1]);
  const dotted = attached[2].includes(".");
  if (!RUNTIMES.has(name) && !(dotted && VERSIONED.has(name))) return null;
  return { dim: "version", value: NaN, parts: versionParts(attached[2]), key: [name], bound: boundAround(tokens2, i, i, null), written: t.raw, first: i, last: i };
}
function amongOthers(tokens2, q) {
  for (const t of tokens2) if (SEVERAL_VERSIONS.has(t.norm) && (!PAIRING.has(t.norm) || numberOutside(tokens2, q))) return true;
  return joinsValues(tokens2, q.last + 1) && (valueAt(tokens2, q.last + 2) || tokens2[q.last + 2]?.norm === "node" && valueAt(tokens2, q.last + 3)) || joinsValues(tokens2, q.first - 1) && valueAt(tokens2, q.first - 2);
}
function numberOutside(tokens2, q) {
  for (let k = 0; k < tokens2.length; k++) if (tokens2[k].kind === "number" && (k < q.first || k > q.last)) return true;
  return false;
}
function joinsValues(tokens2, k) {
  return VALUE_JOINERS.has(tokens2[k]?.norm ?? "");
}
function valueAt(tokens2, k) {
  return tokens2[k] !== void 0 && (tokens2[k].kind === "number" || ATTACHED_VERSION.test(tokens2[k].norm));
}
function nameSettings(tokens2, found) {
  for (let n = 0; n < found.length; n++) nameSetting(tokens2, found, found[n], n);
}
function nameSetting(tokens2, found, q, n) {
  if (q.dim === "version") {
    const name = tokens2[q.first - 1];
    if (q.key.length > 0 && name && q.key.includes(normalizeName(name.norm))) q.namedBy = [q.first - 1];
    return;
  }
  if (q.dim === "text" || q.dim === "clock" || q.dim === "port") return;
  const from = n > 0 ? found[n - 1].last + 1 : 0;
  const to = n + 1 < found.length ? found[n + 1].first : tokens2.length;
  const naming = q.scope === "page" ? { quantity: catalogueQuantity("page size"), unit: "", tokens: [q.last + 2] } : nameQuantity(tokens2, q.first, q.last, from, to, q.key, q.written);
  if (!naming) return;
  const entry = naming.quantity;
  if (q.dim === "count" && entry.dims.has("percent") && q.value > 0 && q.value < 1) {
    q.dim = "percent";
    q.value *= 100;
    q.key = NO_KEY;
  }
  if (!entry.dims.has(q.dim)) {
    const size = naming.unit ? SIZE_UNITS[naming.unit] : void 0;
    const duration = naming.unit ? durationUnit(naming.unit, true) : void 0;
    if (q.dim !== "count" || q.bound === "min") return;
    if (size && entry.dims.has("size")) {
      q.dim = "size";
      q.alt = q.value * size[1];
      q.value *= size[0];
    } else if (duration !== void 0 && entry.dims.has("duration")) {
      q.dim = "duration";
      q.value *= duration;
    } else if (entry.dims.size === 1 && entry.dims.has("percent") && Number.isInteger(q.value) && q.value > 1 && q.value <= 100 && /[=:]/.test(q.written)) {
      q.dim = "percent";
    } else return;
    q.key = NO_KEY;
  }
  q.setting = entry.id;
  const namedBy = new Set(naming.tokens);
  for (let i = Math.max(from, q.first - 8); i < Math.min(to, q.last + 4); i++) if (!namedBy.has(i) && (i < q.first || i > q.last) && namesQuantity(tokens2[i], entry.id)) namedBy.add(i);
  q.namedBy = [...namedBy];
  if (entry.binaryK && q.dim === "count" && /\dk$/i.test(q.written)) q.alt = q.value / 1e3 * 1024;
}
function textValue(tokens2, i) {
  if (!copulaBefore(tokens2, i)) return null;
  const t = tokens2[i];
  if (/\s/.test(t.raw.trim())) return null;
  const text = t.quoted ? t.terms[0] ?? t.norm : t.raw.toLowerCase();
  const next = tokens2[i + 1];
  if (next && next.kind !== "punct" && !AFTER_VALUE.has(next.norm)) return null;
  return { dim: "text", value: NaN, text, key: NO_KEY, bound: null, written: t.quoted ? `\`${t.raw}\`` : t.raw, first: i, last: i };
}
function copulaBefore(tokens2, i) {
  for (const c of COPULAS) {
    let k = 0;
    while (k < c.length && tokens2[i - c.length + k]?.norm === c[k]) k++;
    if (k === c.length) return true;
  }
  return false;
}
function cronQuantity(raw, index) {
  const fields = raw.trim().split(/\s+/);
  if (fields.length !== 5 || !fields.slice(2).every((f) => /^[\d*,/-]+$|^[A-Z]{3}(?:-[A-Z]{3})?$/i.test(f))) return null;
  const [minute, hour, day, month, weekday] = fields;
  const shape = { key: NO_KEY, bound: null, written: raw, first: index, last: index };
  const fixed = (f) => /^\d+$/.test(f);
  const step = (f) => /^\*\/\d+$/.test(f) ? Number(f.slice(2)) : 0;
  if (fixed(minute) && fixed(hour)) return { dim: "clock", value: Number(hour) * 60 + Number(minute), ...shape };
  if (day !== "*" || month !== "*" || weekday !== "*") return null;
  if (hour === "*" && step(minute) > 0) return { dim: "duration", value: step(minute) * MS.min, ...shape };
  if (hour === "*" && fixed(minute)) return { dim: "duration", value: MS.h, ...shape };
  if (fixed(minute) && step(hour) > 0) return { dim: "duration", value: step(hour) * MS.h, ...shape };
  return null;
}
function scopeAfter(tokens2, from) {
  const a = tokens2[from]?.norm;
  if (a === "per") return perScope(tokens2, from);
  if (a === "in" && tokens2[from + 1]?.norm === "total" || a === "total" || a === "overall" || a === "combined" || a === "altogether") return "total";
  return void 0;
}
function perScope(tokens2, i) {
  let scope;
  for (let j = i + 1; j < tokens2.length && j <= i + 3; j++) {
    const t = tokens2[j];
    if (t.kind !== "word" && t.kind !== "code" || t.terms.length === 0 || PREPOSITIONS.has(t.norm) || isUnitWord(t.norm)) break;
    if (t.kind === "word" && (NOT_SCOPE_WORDS.has(t.norm) || /[a-z]{3}ly$/.test(t.norm))) break;
    scope = t.terms[t.terms.length - 1];
  }
  return scope;
}
function rateAfter(tokens2, from) {
  const word2 = tokens2[from];
  if (!word2) return null;
  const often = FREQUENCY_WORDS[word2.norm];
  if (often !== void 0) return { per: often, last: from };
  if (RATE_WORDS.has(word2.norm)) {
    const unit = tokens2[from + 1];
    const per = unit ? durationUnit(unit.norm, false) : void 0;
    if (per !== void 0) return { per, last: from + 1 };
  }
  const slash = /^\/(s|sec|second|min|minute|h|hr|hour|d|day)$/.exec(word2.norm);
  if (slash) return { per: durationUnit(slash[1], true), last: from };
  return null;
}
function isUnitWord(norm) {
  return DURATION_UNITS[norm] !== void 0 || SIZE_UNITS[norm] !== void 0 || PERCENT_UNITS.has(norm) || PIXEL_UNITS.has(norm);
}
function normalizeName(norm) {
  const n = norm.replace(/\.js$/, "");
  return TOOL_NAMES[n] ?? n;
}
function deploymentTargetOf(name) {
  const m = /^([a-z]+)_deployment_target$/i.exec(name);
  return m ? DEPLOYMENT_PLATFORMS[m[1].toLowerCase()] : void 0;
}
function versionConstant(raw, index) {
  if (!raw.includes("Version") && !raw.includes("_DEPLOYMENT_TARGET") && !raw.includes("</")) return null;
  const shape = { dim: "version", value: NaN, bound: null, written: raw, first: index, last: index };
  const java = /\bJava(?:Language)?Version\.(?:VERSION_(\d+(?:_\d+)*)\b|of\(\s*(\d+)\s*\))/.exec(raw);
  if (java) {
    const parts = versionParts((java[1] ?? java[2]).replace(/_/g, "."));
    return { ...shape, parts: parts[0] === 1 && parts.length > 1 ? parts.slice(1) : parts, key: ["java"] };
  }
  const target = /\b([A-Z]+_DEPLOYMENT_TARGET)\s*=\s*["']?(\d+(?:\.\d+)*)/.exec(raw);
  const platform = target ? deploymentTargetOf(target[1]) : void 0;
  if (platform) return { ...shape, parts: versionParts(target[2]), key: [platform] };
  const framework = /<(TargetFramework|TargetFrameworkVersion)>\s*v?([a-z]*)(\d+(?:\.\d+)*)\s*<\/\1>/i.exec(raw);
  if (framework) return { ...shape, parts: versionParts(framework[3]), key: [normalizeName(framework[2].toLowerCase() || "net")] };
  return null;
}
function codeVersions(raw, index) {
  const out = [];
  if (!NAME_VALUE_SEPARATOR.test(raw)) return out;
  const imageContext = /^(?:FROM\s|image\s*:)/i.test(raw);
  if (raw.includes(":")) for (const m of raw.matchAll(IMAGE_REFERENCE)) {
    if (!imageContext && !m[2].includes(".") && m[3] === void 0) continue;
    if (/version$/i.test(m[1])) continue;
    if (m[1].toLowerCase() === "localhost" || m[1].includes(".") && m[3] === void 0 && !imageContext) continue;
    out.push({ dim: "version", value: NaN, first: index, last: index, parts: versionParts(m[2]), key: [normalizeName(m[1].toLowerCase())], bound: null, written: m[0].replace(/^[\s="'/]/, "") });
  }
  if (out.length > 0 || !/\d/.test(raw)) return out;
  for (const m of raw.matchAll(VERSION_PIN)) {
    const name = m[1];
    const quoted = m[2] !== "";
    const constraint = m[3] ?? "";
    const digits = m[4];
    const ids = splitIdentifier(name);
    const parts = [];
    let versionNamed = false;
    for (let i = 0; i < ids.length; i++) {
      const x = ids[i].toLowerCase();
      if (x === "version" || x === "ver") versionNamed = true;
      parts.push(x);
    }
    const tool = normalizeName(name.toLowerCase());
    const known = VERSIONED.has(tool) || RUNTIMES.has(tool);
    const isVersion = constraint === "^" || constraint === "~" || constraint === "~>" || versionNamed && (digits.includes(".") || quoted || constraint !== "" || parts.length > 1) || known && tool !== "version" && tool !== "v" && (digits.includes(".") || quoted || constraint !== "" || RUNTIMES.has(tool)) || quoted && constraint !== "" && /^[a-z@][\w./-]*$/.test(name);
    if (!isVersion) continue;
    const named = [];
    const call = tool === "version" ? CALLED_WITH_VERSION.exec(raw.slice(0, m.index)) : null;
    let calledMin = false;
    if (call) {
      const callIds = splitIdentifier(call[1]);
      for (let i = 0; i < callIds.length; i++) {
        const x = callIds[i].toLowerCase();
        if (NAMED_MIN.has(x)) calledMin = true;
        if (!VERSION_NAME_PARTS.has(x)) named.push(normalizeName(x));
      }
    } else if (versionNamed || parts.length > 1) {
      for (let i = 0; i < parts.length; i++) if (!VERSION_NAME_PARTS.has(parts[i])) named.push(normalizeName(parts[i]));
    } else named.push(tool);
    const key = named.length === 0 || named.every((x) => x === "version" || x === "v") ? NO_KEY : [named.join("-")];
    let numbers = versionParts(digits);
    if (constraint === "^" || constraint === "~>") numbers = numbers[0] === 0 ? numbers.slice(0, 2) : numbers.slice(0, 1);
    else if (constraint === "~") numbers = numbers.slice(0, 2);
    const bound = constraint === ">=" || constraint === ">" || calledMin ? "min" : null;
    out.push({ dim: "version", value: NaN, first: index, last: index, parts: numbers, key, bound, written: m[0].trim() });
  }
  return out;
}
function durationCall(raw) {
  if (!raw.includes("(") && !raw.includes("time.")) return null;
  const call = UNIT_NAMED_CALL.exec(raw);
  if (call) return Number(call[2].replace(/_/g, "")) * CALL_UNITS[call[1].toLowerCase()];
  const argument = UNIT_ARGUMENT.exec(raw);
  if (argument) return Number(argument[1].replace(/_/g, "")) * CALL_UNITS[argument[2].toLowerCase()];
  const go = GO_DURATION.exec(raw);
  if (go) return Number((go[1] ?? go[4]).replace(/_/g, "")) * CALL_UNITS[(go[2] ?? go[3]).toLowerCase()];
  return null;
}
function codeQuantities(t, index) {
  const out = [];
  const raw = t.raw.trim();
  const image = /^([a-z][\w.-]*):(\d+(?:\.\d+)*)(?:-[\w.-]+)?$/i.exec(raw);
  if (image) {
    return [{ dim: "version", value: NaN, parts: versionParts(image[2]), key: [normalizeName(image[1].toLowerCase())], bound: null, written: raw, first: index, last: index }];
  }
  const timer = /\bset(Timeout|Interval)\s*\((?:[^()]|\([^()]*\))*,\s*(\d[\d_]*)\s*\)/.exec(raw);
  if (timer) {
    const period = timer[1] === "Interval" ? "every" : void 0;
    return [{ dim: "duration", value: Number(timer[2].replace(/_/g, "")), period, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const shift = raw.includes("<<") ? /(?:^|[\s(=:,])(\d+)\s*<<\s*(10|20|30|40)(?=$|[\s),;])/.exec(raw) : null;
  if (shift) {
    const bytes = Number(shift[1]) * 2 ** Number(shift[2]);
    return [{ dim: "size", value: bytes, alt: bytes, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  }
  const built = durationCall(raw);
  if (built !== null) return [{ dim: "duration", value: built, key: NO_KEY, bound: null, written: raw, first: index, last: index }];
  const constant = versionConstant(raw, index);
  if (constant) return [constant];
  const versions = codeVersions(raw, index);
  if (versions.length > 0) return versions;
  if (raw.includes("-X")) {
    for (const jvm of raw.matchAll(/(?:^|[\s="'])(-X(?:mx|ms|ss)(\d+)([kmgt]?))(?=$|[\s"';])/gi)) {
      const size = SIZE_UNITS[LETTER_SIZES[jvm[3].toLowerCase()] ?? "b"];
      const value = Number(jvm[2]);
      out.push({ dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound: null, written: jvm[1], first: index, last: index });
    }
    if (out.length > 0) return out;
  }
  const pieces = /^(?:["']?(-{0,2}[A-Za-z_][\w.-]*)["']?\s*[:=]\s*)?["']?([\dPp][\w.]*)["']?$/.exec(raw);
  const compound = pieces ? compoundDuration(pieces[2]) : null;
  if (compound !== null) {
    const keyRaw = pieces[1]?.replace(/^-+/, "") ?? "";
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? "min" : NAMED_MAX.has(limit) ? "max" : null;
    return [{ dim: "duration", value: compound, key: NO_KEY, bound, namedBound: bound !== null, written: raw, first: index, last: index }];
  }
  const cron = cronQuantity(raw, index);
  if (cron) return [cron];
  const es = /^es(\d{1,4}|next)$/i.exec(raw);
  if (es) return [{ dim: "version", value: NaN, parts: es[1].toLowerCase() === "next" ? [9999] : [Number(es[1])], key: ["es"], bound: null, written: raw, first: index, last: index }];
  const assignment = /([A-Za-z_][\w.-]*)["']?\s*(?:[:=]|\s)\s*['"]?(\d[\d_,]*(?:\.\d+)?)\s*([a-z%]*)['"]?(?=$|[\s,;})'"])/gi;
  let m;
  if (NAME_VALUE_SEPARATOR.test(raw)) while ((m = assignment.exec(raw)) !== null) {
    const keyRaw = m[1].replace(/^-+/, "");
    const value = Number(m[2].replace(/[_,]/g, ""));
    const implied = m[3] ? null : unitFromKey(keyRaw, value);
    let unit = (m[3] || implied.unit).toLowerCase();
    unit = letterSize(unit, splitIdentifier(keyRaw).map((x) => x.toLowerCase())) ?? unit;
    const keyTerms = anchorTerms(keyRaw);
    const written2 = m[0].trim();
    const limit = limitOfName(keyRaw);
    const bound = NAMED_MIN.has(limit) ? "min" : NAMED_MAX.has(limit) ? "max" : null;
    if (/^port$/i.test(keyRaw)) {
      out.push({ dim: "port", value, key: ["port"], bound: null, written: written2, first: index, last: index });
      continue;
    }
    const duration = durationUnit(unit, true);
    if (duration !== void 0) {
      const alt = implied?.alt !== void 0 ? value * durationUnit(implied.alt, true) : void 0;
      out.push({ dim: "duration", value: value * duration, alt, key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    const size = SIZE_UNITS[unit];
    if (size) {
      out.push({ dim: "size", value: value * size[0], alt: value * size[1], key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    if (PERCENT_UNITS.has(unit)) {
      out.push({ dim: "percent", value, key: NO_KEY, bound, namedBound: bound !== null, written: written2, first: index, last: index });
      continue;
    }
    if (unit === "") out.push({ dim: "count", value, key: keyTerms, bound, namedBound: bound !== null, written: written2, first: index, last: index });
  }
  if (out.length > 0) return out;
  const setting = /^["']?([A-Za-z_][\w.-]*)["']?\s*(?:=|:\s)\s*["']?([\w.@/-]+)["']?;?$/.exec(raw);
  if (setting) {
    out.push({ dim: "text", value: NaN, text: setting[2].toLowerCase(), key: anchorTerms(setting[1]), bound: null, written: raw, first: index, last: index });
    return out;
  }
  const flag = /^--?([a-z][\w-]*)[ =](\d+)$/i.exec(raw);
  if (flag) out.push({ dim: "count", value: Number(flag[2]), key: [stem2(flag[1].toLowerCase())], bound: null, written: raw, first: index, last: index });
  return out;
}
var NO_QUANTITIES, VALUE_LIKE, NO_KEY, MS, DURATION_UNITS, ATTACHED_DURATION_UNITS, LETTER_SIZES, MEMORY_WORDS, SIZE_UNITS, PERCENT_UNITS, PIXEL_UNITS, COUNT_MULTIPLIERS, RATE_WORDS, VERSION_LINE_LEADS, VERSION_FILES, VERSION_FILE_VERBS, VERSIONED, MIN_BOUND_BEFORE, MAX_BOUND_BEFORE, RATE_CEILING_BEFORE, NAMED_MAX_BEFORE, MIN_BOUND_AFTER, NAMED_MIN, NAMED_MAX, COUNT_SYNONYMS, RATE_EVENTS, RATE_EVENT_KEY, LISTEN_WORDS, PORT_COPULAS, PORT_OBJECT_VERBS, NAME_UNITS, SETTING_COPULAS, DIGIT, NUMBERISH_WORD, FREQUENCY_WORDS, AFTER_ADVERB, DETERMINERS, FREQUENCY_UNITS, NOT_COUNTED_AFTER_NO, LIMIT_WORDS, CLOCK_WORDS, RATE_ACRONYMS, PROGRESSIVE_WIDTHS, ROUND_WHOLES, SINGLE_WORDS, PREPOSITIONS, CONSTRAINED, KEY_UNITS, KEY_UNIT_SEPARATED, KEY_IS_UNIT, KEY_UNIT_CAMEL, WHEN_WORDS, LY_NOUNS, RANGE_LEADS, DASHES, CHANGE_FACTORS, CHANGE_DIMS, ATTACHED_VERSION, RUNTIMES, SEVERAL_VERSIONS, PAIRING, VALUE_JOINERS, COPULAS, AFTER_VALUE, NOT_SCOPE_WORDS, TOOL_NAMES, DEPLOYMENT_PLATFORMS, IMAGE_REFERENCE, VERSION_PIN, VERSION_NAME_PARTS, CALLED_WITH_VERSION, NAME_VALUE_SEPARATOR, CALL_UNITS, UNIT_NAMED_CALL, UNIT_ARGUMENT, GO_DURATION;
var init_quantities = __esm({
  "src/contradiction/quantities.ts"() {
    "use strict";
    init_settings_catalogue();
    init_stem();
    init_tokens();
    init_vocabulary();
    NO_QUANTITIES = [];
    VALUE_LIKE = /^(?:[a-z]{2}-[A-Z]{2}|[A-Z][A-Z0-9]*(?:[-_.][A-Z0-9]+)+|[A-Z]{2,}[0-9]+)$/;
    NO_KEY = [""].slice(0, 0);
    MS = { s: 1e3, min: 6e4, h: 36e5, d: 864e5 };
    DURATION_UNITS = table({
      ms: 1,
      msec: 1,
      msecs: 1,
      millisecond: 1,
      milliseconds: 1,
      s: MS.s,
      sec: MS.s,
      secs: MS.s,
      second: MS.s,
      seconds: MS.s,
      min: MS.min,
      mins: MS.min,
      minute: MS.min,
      minutes: MS.min,
      h: MS.h,
      hr: MS.h,
      hrs: MS.h,
      hour: MS.h,
      hours: MS.h,
      day: MS.d,
      days: MS.d,
      week: 7 * MS.d,
      weeks: 7 * MS.d,
      wk: 7 * MS.d,
      wks: 7 * MS.d,
      month: 30 * MS.d,
      months: 30 * MS.d,
      mo: 30 * MS.d,
      year: 365 * MS.d,
      years: 365 * MS.d,
      yr: 365 * MS.d,
      yrs: 365 * MS.d
    });
    ATTACHED_DURATION_UNITS = table({ m: MS.min, d: MS.d, w: 7 * MS.d, y: 365 * MS.d });
    LETTER_SIZES = table({ k: "kb", m: "mb", g: "gb", t: "tb" });
    MEMORY_WORDS = /* @__PURE__ */ new Set(["memory", "mem", "heap", "ram", "size", "body", "buffer", "disk", "storage", "xmx", "xms"]);
    SIZE_UNITS = table({
      b: [1, 1],
      byte: [1, 1],
      bytes: [1, 1],
      kb: [1024, 1e3],
      kib: [1024, 1024],
      ki: [1024, 1024],
      mb: [1024 ** 2, 1e6],
      mib: [1024 ** 2, 1024 ** 2],
      mi: [1024 ** 2, 1024 ** 2],
      gb: [1024 ** 3, 1e9],
      gib: [1024 ** 3, 1024 ** 3],
      gi: [1024 ** 3, 1024 ** 3],
      tb: [1024 ** 4, 1e12],
      tib: [1024 ** 4, 1024 ** 4]
    });
    PERCENT_UNITS = /* @__PURE__ */ new Set(["%", "percent", "pct"]);
    PIXEL_UNITS = /* @__PURE__ */ new Set(["px", "pixel", "pixels"]);
    COUNT_MULTIPLIERS = table({ k: 1e3 });
    RATE_WORDS = /* @__PURE__ */ new Set(["per", "a", "an", "each", "every"]);
    VERSION_LINE_LEADS = /* @__PURE__ */ new Set(["to", "on", "at", "from", "is", "are"]);
    VERSION_FILES = table({
      ".nvmrc": "node",
      ".node-version": "node",
      ".python-version": "python",
      ".ruby-version": "ruby",
      ".go-version": "golang",
      ".java-version": "java",
      ".terraform-version": "terraform",
      ".bun-version": "bun"
    });
    VERSION_FILE_VERBS = /* @__PURE__ */ new Set(["contains", "says", "pins", "has", "holds", "lists", "specifies", "reads", "is", "now", "set", "to", ":", "="]);
    VERSIONED = new Set(
      `node nodejs node.js python python3 ruby go golang java php react vue angular next next.js nuxt svelte ios android
  postgres postgresql mysql redis typescript ts es ecmascript kotlin swift rust django rails elixir deno bun electron
  watchos tvos visionos ipados
  webpack vite jest eslint npm yarn pnpm gradle dotnet .net kubernetes k8s helm terraform ubuntu debian alpine macos
  windows chrome safari firefox edge native laravel spring symfony express fastify nestjs prisma tailwind bootstrap
  version v api openapi oauth http tls php8 mongodb mongo elasticsearch kafka rabbitmq nginx apollo graphql`.split(/\s+/)
    );
    MIN_BOUND_BEFORE = ["at least", "min", "minimum", "no less than", "no fewer than", ">="];
    MAX_BOUND_BEFORE = ["up to", "at most", "max", "maximum", "no more than", "not more than", "<=", "under", "below", "tops out at", "maxes out at", "caps at", "peaks at"];
    RATE_CEILING_BEFORE = ["allows", "allowed", "permits", "accepts"];
    NAMED_MAX_BEFORE = ["limited to", "capped at", "limit of", "cap of", "maximum of", "max of", "limit is", "limit to"];
    MIN_BOUND_AFTER = ["or later", "or newer", "or above", "or higher", "or more", "and up", "and above", "and later", "+"];
    NAMED_MIN = /* @__PURE__ */ new Set(["minimum", "min", "floor", "lowest"]);
    NAMED_MAX = /* @__PURE__ */ new Set(["maximum", "max", "limit", "cap", "ceiling", "highest"]);
    COUNT_SYNONYMS = table({
      time: "attempt",
      retri: "attempt",
      tri: "attempt",
      attempt: "attempt",
      round: "round",
      row: "row",
      record: "row",
      item: "row",
      entri: "row",
      document: "row",
      doc: "row",
      object: "row",
      messag: "row",
      event: "row"
    });
    RATE_EVENTS = /* @__PURE__ */ new Set(["request", "req", "call", "attempt", "hit", "send", "submiss"]);
    RATE_EVENT_KEY = ["request"];
    LISTEN_WORDS = new Set("listen listens listening serve serves served serving bind binds bound run runs running exposed exposes expose available reachable hosted".split(" "));
    PORT_COPULAS = /* @__PURE__ */ new Set(["is", "now", "currently", "set", "to", "changed", "moved", "defaults", "default", "was", "=", ":"]);
    PORT_OBJECT_VERBS = new Set("bind binds expose exposes".split(" "));
    NAME_UNITS = table({
      ms: "ms",
      millis: "ms",
      milliseconds: "ms",
      sec: "s",
      secs: "s",
      seconds: "s",
      mins: "min",
      minutes: "min",
      hours: "h",
      hrs: "h",
      days: "day",
      weeks: "week",
      bytes: "bytes",
      kb: "kb",
      mb: "mb",
      gb: "gb",
      kib: "kib",
      mib: "mib",
      gib: "gib"
    });
    SETTING_COPULAS = /* @__PURE__ */ new Set(["is", "are", "=", ":", "to", "of", "now", "currently", "set", "defaults", "default"]);
    DIGIT = /\d/;
    NUMBERISH_WORD = /^(?:a|an|every|esnext|midnight|noon|midday|no|none|unlimited|hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annually)$|^es\d|^p\d|^pt\d|^\d|:\d/;
    FREQUENCY_WORDS = table({
      hourly: MS.h,
      daily: MS.d,
      nightly: MS.d,
      weekly: 7 * MS.d,
      fortnightly: 14 * MS.d,
      monthly: 30 * MS.d,
      quarterly: 90 * MS.d,
      yearly: 365 * MS.d,
      annually: 365 * MS.d
    });
    AFTER_ADVERB = new Set("now instead again anymore only too also as when if unless except during between through".split(" "));
    DETERMINERS = new Set("the a an our its their this that these those each".split(" "));
    FREQUENCY_UNITS = table({ hz: 1, khz: 1e3, mhz: 1e6, ghz: 1e9 });
    NOT_COUNTED_AFTER_NO = new Set("longer more less fewer later earlier sooner one way matter need op ops action effect".split(" "));
    LIMIT_WORDS = /* @__PURE__ */ new Set(["limit", "cap", "ceiling", "maximum", "max", "quota"]);
    CLOCK_WORDS = table({ midnight: 0, noon: 12 * 60, midday: 12 * 60 });
    RATE_ACRONYMS = table({
      rps: { per: MS.s, key: ["request"] },
      qps: { per: MS.s, key: ["queri"] },
      tps: { per: MS.s, key: ["transact"] },
      rpm: { per: MS.min, key: ["request"] }
    });
    PROGRESSIVE_WIDTHS = table({ 360: 640, 480: 854, 720: 1280, 1080: 1920, 1440: 2560, 2160: 3840 });
    ROUND_WHOLES = table({ hundred: 100, thousand: 1e3 });
    SINGLE_WORDS = /* @__PURE__ */ new Set(["once", "twice", "thrice", "single", "double", "dozen"]);
    PREPOSITIONS = new Set(
      "per in on at to for from by with of over under after before since until into via than and or but so while because the a an every each".split(" ")
    );
    CONSTRAINED = /* @__PURE__ */ new Set(["provider", "module", "package", "gem", "crate", "chart", "plugin", "library", "dependency"]);
    KEY_UNITS = "ms|millis|milliseconds|sec|secs|seconds|mins|minutes|hours|days|weeks|mb|kb|gb|bytes|percentage|percent|pct";
    KEY_UNIT_SEPARATED = new RegExp(`[._-](${KEY_UNITS}|s)$`, "i");
    KEY_IS_UNIT = /^(milliseconds|seconds|minutes|hours|days|weeks)$/i;
    KEY_UNIT_CAMEL = new RegExp(`[a-z0-9](${KEY_UNITS.split("|").map((u) => u[0].toUpperCase() + u.slice(1)).join("|")}|MB|KB|GB)$`);
    WHEN_WORDS = /* @__PURE__ */ new Set(["last", "next", "ago", "yesterday", "today", "tomorrow", "recently", "earlier", "later"]);
    LY_NOUNS = /* @__PURE__ */ new Set(["family", "assembly", "anomaly", "reply", "replies", "supply", "poly", "italy", "july", "butterfly"]);
    RANGE_LEADS = /* @__PURE__ */ new Set(["anywhere", "ranges", "range", "ranging", "varies", "vary", "varying", "scales", "somewhere"]);
    DASHES = /* @__PURE__ */ new Set(["-", "\u2013", "\u2014", "\u2012"]);
    CHANGE_FACTORS = table({ doubled: 2, tripled: 3, quadrupled: 4, halved: 0.5 });
    CHANGE_DIMS = /* @__PURE__ */ new Set(["count", "duration", "size", "percent", "rate", "pixels"]);
    ATTACHED_VERSION = /^(?:v\d+(?:\.\d+)*|[a-z][a-z.]*?\d+(?:\.\d+)+|[a-z]+\d+)$/;
    RUNTIMES = new Set("dotnet netstandard python node java php ruby go golang perl lua scala kotlin swift gcc clang llvm".split(" "));
    SEVERAL_VERSIONS = /* @__PURE__ */ new Set(["matrix", "both", "either"]);
    PAIRING = /* @__PURE__ */ new Set(["both", "either"]);
    VALUE_JOINERS = /* @__PURE__ */ new Set(["and", "or", ",", "/", "through", "&"]);
    COPULAS = [["is"], ["are"], ["was"], ["were"], ["="], ["defaults", "to"], ["default", "to"], ["set", "to"], ["changed", "to"], ["equals"], ["is", "now"], ["are", "now"]];
    AFTER_VALUE = /* @__PURE__ */ new Set(["in", "on", "for", "across", "everywhere", "by", "now", "again", "since", "as", "and"]);
    NOT_SCOPE_WORDS = new Set("now again instead anymore today currently default defaults only too also then still".split(" "));
    TOOL_NAMES = table({
      nodejs: "node",
      net: "dotnet",
      ".net": "dotnet",
      netcoreapp: "dotnet",
      py: "python",
      python3: "python",
      go: "golang",
      openjdk: "java",
      jdk: "java",
      postgresql: "postgres",
      k8s: "kubernetes"
    });
    DEPLOYMENT_PLATFORMS = table({ iphoneos: "ios", macosx: "macos", tvos: "tvos", watchos: "watchos", xros: "visionos" });
    IMAGE_REFERENCE = /(?:^|[\s="'/])([a-z][\w.-]*):(\d+(?:\.\d+)*)(-[\w.-]+)?(?=$|[\s"',;@])/gi;
    VERSION_PIN = /["']?([A-Za-z_][\w.-]*)["']?\s*(?:[:=]\s*|\s+)(["']?)\s*(~>|\^|~|>=|==|>)?\s*v?(\d+(?:\.\d+)*)(?:\.x|\.\*)?\2(?=$|[\s"',;})\]])/g;
    VERSION_NAME_PARTS = /* @__PURE__ */ new Set(["version", "ver", "required", "requires", "min", "minimum", "target"]);
    CALLED_WITH_VERSION = /([A-Za-z_]\w*)\s*\(\s*$/;
    NAME_VALUE_SEPARATOR = /[:=\s]/;
    CALL_UNITS = table({
      millis: 1,
      milliseconds: 1,
      millisecond: 1,
      ms: 1,
      secs: MS.s,
      seconds: MS.s,
      second: MS.s,
      mins: MS.min,
      minutes: MS.min,
      minute: MS.min,
      hours: MS.h,
      hour: MS.h,
      days: MS.d,
      day: MS.d
    });
    UNIT_NAMED_CALL = /\b(?:from_?|of)(millis|milliseconds|ms|secs|seconds|mins|minutes|hours|days)\s*\(\s*(\d[\d_]*(?:\.\d+)?)\s*\)/i;
    UNIT_ARGUMENT = /(\d[\d_]*)\s*,\s*(?:TimeUnit\.|unit\s*:\s*['"]?)(milliseconds|seconds|minutes|hours|days)\b/i;
    GO_DURATION = /(?:(\d[\d_]*)\s*\*\s*time\.(Millisecond|Second|Minute|Hour)\b|\btime\.(Millisecond|Second|Minute|Hour)\s*\*\s*(\d[\d_]*))/;
  }
});

// src/contradiction/alternatives.ts
function rows(list3, exclusive, contextOnly = false) {
  return list3.map(([role, roleWords, names]) => ({
    role,
    exclusive,
    contextOnly,
    roleStems: new Set(roleWords.split(/\s+/).filter(Boolean).flatMap((w) => wordTerms(w))),
    members: names.split(/,\s*/).map((m) => m.split("|").map((s) => s.trim()))
  }));
}
function spellingsOf(group, name) {
  return SPELLINGS.get(`${group} ${name}`) ?? [name];
}
var EXCLUSIVE, COEXISTING, CONTEXT, ALTERNATIVE_GROUPS, ALTERNATIVE_INDEX, CASED_SPELLINGS, SPELLING_PREFIXES, SPELLINGS;
var init_alternatives = __esm({
  "src/contradiction/alternatives.ts"() {
    "use strict";
    init_tokens();
    EXCLUSIVE = [
      // Hosting and infrastructure
      ["cloud provider", "cloud hosted hosting provider infrastructure infra account", "aws|amazon web services, gcp|google cloud|google cloud platform, azure|microsoft azure, digitalocean|digital ocean, linode|akamai cloud, hetzner, ovh|ovhcloud, oracle cloud|oci, ibm cloud, alibaba cloud|aliyun, scaleway, vultr"],
      ["container platform", "container containers cluster clusters orchestration orchestrator platform workload workloads deploy deployed deployment deployments service services task tasks", "ecs|amazon ecs|aws ecs|amazon elastic container service, eks|amazon eks|aws eks|amazon elastic kubernetes service, gke|google kubernetes engine, aks|azure kubernetes service, nomad, docker swarm|Swarm, cloud run|google cloud run, app runner|aws app runner, openshift, azure container apps, fargate|aws fargate"],
      ["container orchestrator", "container containers cluster orchestration orchestrator scheduler workload workloads", "kubernetes|k8s, nomad, docker swarm, ecs, mesos|marathon"],
      ["application hosting", "hosted hosting host deploy deployed deployment deploys platform paas", "heroku, fly.io|Fly|flyctl, vercel, netlify, Render|render.com, Railway|railway.app, app engine|google app engine, elastic beanstalk|beanstalk, digitalocean app platform, cloudflare pages, cloudflare workers|wrangler, firebase hosting, github pages, surge, azure app service, dokku, coolify"],
      ["serverless functions", "function functions serverless lambda handler handlers", "aws lambda|lambda, cloud functions|google cloud functions, azure functions, cloudflare workers, vercel functions, netlify functions, openfaas"],
      ["infrastructure as code", "infrastructure infra iac provisioned provisioning provision stack stacks resources", "terraform, opentofu|tofu, pulumi, cloudformation|aws cloudformation|cfn, aws cdk|cdk, cdktf|cdk for terraform, bicep, arm templates, crossplane, aws sam|Sam, serverless framework|sls"],
      ["configuration management", "configuration provisioning provisioned hosts machines playbooks", "ansible, Chef, Puppet, saltstack|Salt, cfengine"],
      ["container image build", "image images container containers build built", "docker|dockerfile, podman, buildah, kaniko, buildpacks|cloud native buildpacks|Pack, jib, Ko, nixpacks, bazel rules_oci"],
      ["container registry", "registry image images container containers pushed push published", "docker hub|dockerhub, ecr|amazon ecr, gcr|google container registry, artifact registry|google artifact registry, ghcr|ghcr.io|github container registry, quay|quay.io, Harbor, acr|azure container registry"],
      ["artifact repository", "artifact artifacts repository packages published", "artifactory|jfrog artifactory, Nexus|sonatype nexus, github packages, aws codeartifact|codeartifact, azure artifacts, verdaccio, gemfury"],
      ["cdn", "cdn edge cache cached static assets served", "cloudfront|amazon cloudfront, cloudflare, fastly, akamai, bunny|bunny.net|bunnycdn, cloud cdn|google cloud cdn, azure cdn|azure front door, keycdn, jsdelivr"],
      ["dns", "dns domain domains zone zones records nameservers", "route53|route 53|amazon route 53, cloudflare dns, cloud dns|google cloud dns, ns1, dnsimple, azure dns"],
      ["reverse proxy", "proxy reverse load balancer balancing ingress front traffic tls termination", "nginx, apache|httpd|apache httpd, caddy, traefik, haproxy, envoy, varnish"],
      ["service mesh", "mesh sidecar sidecars mtls", "istio, linkerd, consul connect, kuma, cilium service mesh, app mesh|aws app mesh"],
      ["api gateway", "gateway api edge routing", "Kong, apigee, aws api gateway|api gateway, tyk, Ambassador|Emissary, krakend, azure api management"],
      ["service discovery", "discovery registry registered lookup", "Consul, Eureka, etcd, zookeeper"],
      ["secrets", "secret secrets credentials credential keys key token tokens stored", "Vault|hashicorp vault, aws secrets manager|secrets manager, ssm parameter store|parameter store|ssm, gcp secret manager|google secret manager|secret manager, azure key vault|key vault, doppler, 1password|1password connect, sops, sealed secrets|sealed-secrets, infisical, Chamber, berglas"],
      ["continuous delivery", "cd delivery deploy deploys deployed deployment deployments release releases rollout gitops", "argo cd|argocd, Flux|fluxcd, spinnaker, Octopus|octopus deploy, Harness, codedeploy|aws codedeploy, capistrano, Deployer"],
      ["continuous integration", "ci pipeline pipelines build builds workflow workflows checks check job jobs runner runners", "github actions|gha, gitlab ci|gitlab-ci|gitlab ci/cd, circleci|circle ci|Circle, jenkins, travis|travis ci|travis-ci, buildkite, Drone|drone ci, azure pipelines|azure devops, teamcity, bamboo, bitbucket pipelines, Semaphore|semaphoreci, appveyor, codebuild|aws codebuild, cloud build|google cloud build, Woodpecker, tekton, Concourse, wercker"],
      ["dependency updates", "dependency dependencies updates update bumps upgrade prs", "dependabot, renovate|renovatebot, greenkeeper, snyk"],
      ["coverage service", "coverage reports report uploaded", "codecov, coveralls, code climate|codeclimate, sonarcloud|sonarqube"],
      ["git hooks", "hook hooks pre-commit precommit commit", "husky, lefthook, pre-commit, simple-git-hooks, overcommit, ghooks"],
      ["release automation", "release releases released versioning version versions changelog publish published tags", "semantic-release, changesets|changeset, release-please, standard-version, release-it, goreleaser, lerna publish, Np"],
      // Data stores and messaging
      ["relational database", "database db data stored store sql primary schema tables", "postgres|postgresql|pg|psql, mysql, mariadb, sqlite|sqlite3, sql server|mssql|microsoft sql server, Oracle|oracle database, cockroachdb|cockroach, Aurora|amazon aurora, planetscale, yugabytedb, tidb, mongodb|mongo"],
      ["document database", "database db documents document stored store nosql collections", "mongodb|mongo|mongodb atlas|mongosh, couchdb, dynamodb|dynamo|amazon dynamodb|aws dynamodb, firestore|cloud firestore, cosmos db|cosmosdb, couchbase, ravendb, documentdb"],
      ["wide-column database", "database db stored store nosql", "cassandra, scylladb|scylla, hbase, bigtable"],
      ["cache", "cache cached caching store in-memory", "redis|redis-cli|azure cache for redis|memorystore, memcached, valkey, keydb, dragonfly|dragonflydb, hazelcast, elasticache"],
      ["object storage", "storage store stored blob blobs bucket buckets object objects upload uploads uploaded file files asset assets attachments media", "s3|amazon s3|aws s3|amazon simple storage service, gcs|google cloud storage|cloud storage, azure blob storage|azure blob|blob storage, minio, cloudflare r2|r2, backblaze b2|backblaze|b2, wasabi, digitalocean spaces, ceph, seaweedfs"],
      ["message broker", "queue queues message messages messaging broker events event topic topics stream streams published publish consumed bus", "rabbitmq|Rabbit, kafka|apache kafka|confluent cloud|amazon msk|aws msk|msk, nats|nats jetstream, sqs|amazon sqs|aws sqs|amazon simple queue service, pubsub|pub/sub|google pub/sub|cloud pub/sub, kinesis|aws kinesis, activemq, Pulsar|apache pulsar, eventbridge|amazon eventbridge, azure service bus|service bus, event hubs|azure event hubs, zeromq|zmq, redpanda, nsq, google cloud tasks|Cloud Tasks, azure queue storage, amazon mq, qstash|upstash qstash, ibm mq|websphere mq, Solace"],
      ["search engine", "search indexed index indexes indexing full-text", "algolia, meilisearch, elasticsearch|Elastic, typesense, opensearch, solr|apache solr, sphinx search, manticore, Vespa"],
      ["vector database", "vector vectors embeddings embedding similarity", "pinecone, weaviate, qdrant, milvus, Chroma|chromadb, pgvector, lancedb, faiss, turbopuffer, marqo, vald, zilliz"],
      ["data warehouse", "warehouse analytics analytical data tables", "snowflake, bigquery|google bigquery, redshift|amazon redshift, databricks, clickhouse, synapse|azure synapse, duckdb, teradata, vertica, greenplum, firebolt, motherduck"],
      ["workflow orchestration", "pipeline pipelines dag dags workflow workflows orchestrated orchestration scheduled jobs", "airflow|apache airflow, dagster, Prefect, luigi, argo workflows, kubeflow pipelines|kubeflow, Temporal, step functions|aws step functions, Mage, flyte, kestra, metaflow, zenml, azure data factory, oozie|apache oozie, Windmill"],
      ["stream processing", "stream streaming processing processed", "flink|apache flink, spark streaming, kafka streams, Beam|apache beam, Storm|apache storm, materialize"],
      ["schema migrations", "migration migrations schema", "flyway, liquibase, alembic, sqitch, Goose, golang-migrate, dbmate, Atlas, knex migrations, prisma migrate"],
      // Observability
      ["metrics backend", "metrics metric stats statistics monitoring monitored pushed push exported export scraped dashboards", "prometheus, graphite, influxdb|influx, datadog, new relic|newrelic, grafana mimir|mimir, victoriametrics, cloudwatch|amazon cloudwatch, statsd, thanos, Cortex, m3|m3db, opentsdb, dynatrace, stackdriver|google cloud monitoring, azure monitor"],
      ["tracing backend", "tracing traces trace spans span distributed exported export", "jaeger, zipkin, grafana tempo|Tempo, Honeycomb, x-ray|aws x-ray|xray, lightstep, datadog apm, new relic, signoz, elastic apm, dynatrace, appdynamics, instana, skylight, scout apm, grafana cloud traces"],
      ["log backend", "logs log logging shipped aggregated aggregation", "loki|grafana loki, splunk, papertrail, loggly, graylog, sumo logic|sumologic, logz.io, elk|elk stack, logdna|mezmo, cloudwatch logs, stackdriver logging|cloud logging, better stack|logtail, Seq"],
      ["error tracking", "errors error exceptions exception crash crashes reported reporting tracked tracking", "sentry, bugsnag, rollbar, honeybadger, airbrake, raygun, crashlytics|firebase crashlytics, appsignal, instabug, Embrace, Backtrace"],
      ["alerting", "alerts alert alerting paging pages on-call oncall incidents incident", "pagerduty, opsgenie, victorops|splunk on-call, incident.io, grafana oncall"],
      ["uptime monitoring", "uptime status checks monitoring probes", "pingdom, uptimerobot, statuscake, better uptime, checkly"],
      ["product analytics", "analytics events tracked tracking product", "amplitude, mixpanel, posthog, Heap, google analytics|ga4, plausible, matomo|piwik, Fathom, pendo, umami, firebase analytics|google analytics for firebase"],
      ["customer data platform", "events tracked tracking routed cdp", "Segment, rudderstack, mparticle, snowplow"],
      ["feature flags", "feature flag flags flagged toggles toggle rollout rollouts experiments", "launchdarkly, unleash, flagsmith, growthbook, Split|split.io, configcat, optimizely, statsig, Flipper, flagd, devcycle, eppo, firebase remote config, aws appconfig|appconfig, flipt, go-feature-flag, harness feature flags"],
      ["experiment tracking", "experiment experiments tracked tracking runs run metrics logged", "mlflow, weights & biases|weights and biases|wandb|w&b, Neptune|neptune.ai, Comet|comet.ml, tensorboard, clearml, Aim, Sacred, dvc experiments"],
      // Third-party services
      ["identity provider", "authentication auth login logins log-in sign-in signin signup sign-up identity sso users user sessions oauth oidc saml accounts", "auth0, cognito|aws cognito|amazon cognito, okta, keycloak, firebase auth|firebase authentication, clerk, supabase auth, azure ad|azure active directory|entra id|microsoft entra, fusionauth, ory|ory kratos, stytch, workos, onelogin, ping identity, google identity platform, authelia, authentik, supertokens, kinde, descope, frontegg, logto, zitadel"],
      ["auth library", "authentication auth login sign-in sessions session strategy", "passport|passport.js, auth.js|authjs, next-auth|nextauth, lucia, devise, omniauth, django-allauth|allauth, spring security, better-auth"],
      ["payments", "payments payment billing checkout charges charge subscriptions subscription invoices processed", "stripe, braintree, adyen, paypal, Square, Paddle, chargebee, recurly, lemon squeezy, mollie, razorpay, checkout.com, authorize.net, worldpay, mercado pago, paystack, flutterwave, gocardless"],
      ["transactional email", "email emails mail mails sent send transactional smtp delivery", "sendgrid, postmark, mailgun, ses|amazon ses|aws ses|amazon simple email service, mailchimp, mandrill, resend, sparkpost, mailjet, sendinblue|brevo, mailersend, customer.io|customerio, loops.so, zeptomail, elastic email, smtp2go, mailtrap"],
      ["sms", "sms text messages otp", "twilio, vonage|nexmo, messagebird, plivo, sns|amazon sns|aws sns|amazon simple notification service, sinch, telnyx, infobip, msg91, clicksend, amazon pinpoint|aws pinpoint"],
      ["push notifications", "push notifications notification", "fcm|firebase cloud messaging, apns, onesignal, pusher beams, expo notifications, airship|urbanairship"],
      ["realtime service", "realtime real-time websocket websockets channels presence", "Pusher, ably, socket.io, centrifugo, liveblocks, pubnub"],
      ["maps", "maps map geocoding tiles routing", "google maps, mapbox, openstreetmap|osm, Leaflet, here maps, maplibre"],
      ["issue tracker", "issues issue tickets ticket tracked tracker backlog bugs", "jira, Linear, github issues, youtrack, asana, trello, Shortcut|Clubhouse, redmine, bugzilla"],
      ["chat", "chat notifications notified channel channels posted", "Slack, microsoft teams|Teams, Discord, mattermost, rocket.chat, zulip"],
      ["source hosting", "hosted repository repositories repo repos mirrored", "github, gitlab, bitbucket, gitea, forgejo, codeberg, azure repos, sourcehut"],
      // Languages' build and package tooling
      ["javascript package manager", "package packages dependencies dependency install installs installed lockfile lock manager workspaces", "npm, yarn|yarn classic|yarn berry, pnpm, bun"],
      ["python package manager", "package packages dependencies dependency install installs installed lockfile lock environment environments venv virtualenv manager", "pip, pipenv, poetry, pip-tools, pdm, uv, conda|miniconda|anaconda|mamba|micromamba, Hatch, Rye"],
      ["jvm build tool", "build builds built compile compiled dependencies", "gradle|gradlew, maven|mvn|mvnw, sbt, Ant|apache ant, bazel, leiningen|lein, Mill"],
      ["native build system", "build builds built compile compiled", "cmake, meson, bazel, Make|makefile|gnu make, scons, premake, autotools|autoconf, Buck|buck2, Pants, xmake, Gn"],
      ["c++ package manager", "dependencies dependency packages package", "conan, vcpkg, Hunter, cpm|cpm.cmake"],
      ["apple dependency manager", "dependencies dependency pods packages", "cocoapods|Pods|podfile, carthage, swift package manager|spm|swiftpm"],
      ["javascript bundler", "bundle bundles bundled bundler bundling build builds built dev server", "webpack, vite, rollup, parcel, esbuild, turbopack, rspack, snowpack, tsup, browserify, farm, metro"],
      ["monorepo tool", "monorepo tasks task workspace workspaces packages orchestrated", "lerna, turborepo|Turbo, nx, rush|rush.js, Moon, bazel"],
      ["node version manager", "node version versions pinned", "nvm, fnm, volta, asdf, N, nodenv, Mise"],
      ["javascript runtime", "runtime runs", "node|node.js|nodejs, deno, bun"],
      ["javascript module format", "module modules format", "commonjs|cjs, esm|es modules"],
      ["typescript compiler", "transpile transpiled transpiles compile compiled compiles", "tsc, babel, swc, esbuild, sucrase"],
      // Linting and formatting
      ["javascript linter", "lint linting linter lints linted rules", "eslint, tslint, biome, oxlint, Standard|standardjs, Rome, jshint, jslint, Xo"],
      ["javascript formatter", "format formatting formatter formatted style", "prettier, dprint, biome"],
      ["python linter", "lint linting linter lints linted", "flake8, ruff, pylint, pyflakes, pycodestyle, pyright lint"],
      ["python formatter", "format formatting formatter formatted style", "Black, ruff format, autopep8, yapf, Blue"],
      ["python type checker", "type types typing typed type-checked type-checking checker", "mypy, pyright, pyre, pytype, basedpyright"],
      ["ruby linter", "lint linting linter style", "rubocop, standardrb, reek"],
      ["go linter", "lint linting linter", "golangci-lint|golangci, staticcheck, golint, revive"],
      // Tests
      ["javascript test runner", "test tests testing tested suite specs spec unit runner", "jest, vitest, mocha, jasmine, ava, Tap|node-tap, karma, node:test, uvu, bun test"],
      ["browser test runner", "e2e end-to-end browser browsers automation automated ui tests test testing scraping scraper headless suite suites", "cypress, playwright, puppeteer, selenium|selenium webdriver|webdriver, webdriverio|wdio, nightwatch, testcafe, protractor"],
      ["python test runner", "test tests testing tested suite unit runner", "pytest, unittest, nose, nose2, Ward, doctest"],
      ["ruby test framework", "test tests testing tested suite specs spec", "rspec, minitest, test-unit|test::unit"],
      ["jvm test framework", "test tests testing tested suite unit", "junit|junit 5|junit5|junit 4|junit4, testng, spock, kotest"],
      [".net test framework", "test tests testing tested suite unit", "xunit|xunit.net, nunit, mstest"],
      ["php test framework", "test tests testing tested suite unit", "phpunit, pest, codeception"],
      ["mocking library", "mock mocks mocking mocked stubs fakes", "gomock, mockery, testify/mock, moq, nsubstitute, fakeiteasy, mockito, mockk, sinon, testdouble"],
      ["http test client", "http requests request integration tests", "supertest, app.inject, light-my-request"],
      // JavaScript libraries
      ["javascript http client", "http client requests request networking network calls fetching", "axios, fetch, Got, node-fetch, ky, superagent, Request, undici, ofetch, wretch"],
      ["javascript orm", "orm database db queries query models schema", "prisma, typeorm, sequelize, drizzle|drizzle orm, knex, mongoose, mikro-orm, objection, kysely, bookshelf, waterline"],
      ["client state management", "state store stores global client", "redux|redux toolkit|rtk, zustand, mobx, recoil, jotai, xstate, pinia, vuex, ngrx, valtio, effector"],
      ["data fetching library", "fetching data queries query cache caching server state", "react-query|tanstack query, swr, apollo|apollo client, urql, rtk-query|rtk query, Relay"],
      ["node web framework", "server http api routes routing framework web", "express|express.js, fastify, koa, hapi, nestjs|nest.js|Nest, hono, adonisjs|adonis, sails, restify, elysia"],
      ["javascript logger", "log logs logging logger", "winston, pino, bunyan, log4js, loglevel, consola, signale"],
      ["date library", "date dates time times timezone timezones formatting", "moment|moment.js, dayjs, date-fns, luxon, temporal polyfill"],
      ["schema validation", "validation validate validated validates validator schema schemas", "zod, yup, joi, ajv, valibot, superstruct, io-ts, class-validator, arktype, typebox"],
      ["cli argument parser", "cli arguments argument args flags options parsing parsed parser command commands", "commander|commander.js, yargs, meow, oclif, cac, clipanion, minimist, citty"],
      ["css approach", "css styles styling styled stylesheets", "styled-components, emotion|@emotion, tailwind|tailwindcss|tailwind css, css modules, sass|scss, Less, vanilla-extract, stitches, unocss, panda css|pandacss"],
      ["component library", "components component ui design system widgets", "material ui|mui|material-ui, chakra|chakra ui, antd|ant design, shadcn/ui|shadcn, bootstrap|react-bootstrap, mantine, Radix|radix ui, headless ui, vuetify, Quasar, primereact|primevue, element plus|element ui, semantic ui, bulma, Foundation"],
      ["icon set", "icons icon", "font awesome|fontawesome, lucide, heroicons, feather|feather icons, material icons, tabler icons, Phosphor"],
      ["frontend framework", "frontend front-end ui spa client web app components views", "react, vue|vue.js|vuejs, angular, svelte, Solid|solidjs|solid.js, preact, Ember|ember.js, Backbone|backbone.js, Lit, Alpine|alpine.js, htmx, angularjs, qwik, Stimulus"],
      ["meta-framework", "frontend site web app rendering ssr routing framework", "next.js|nextjs|Next, nuxt|nuxt.js, Remix, gatsby, sveltekit, Astro, create react app|cra|create-react-app, angular universal, solidstart, react router framework"],
      ["static site generator", "site static generated generator website pages blog", "jekyll, hugo, eleventy|11ty, gatsby, hexo, Astro, zola, pelican, middleman"],
      ["docs site generator", "docs documentation doc site generated generator handbook", "docusaurus, vitepress, mkdocs|mkdocs material|material for mkdocs, sphinx, gitbook, nextra, docsify, mintlify, readme.io, antora, Starlight, mdbook"],
      // Reference pages generated from code comments sit next to a docs site, not instead of it.
      ["code reference generator", "api reference docs documentation generated comments", "jsdoc, typedoc, doxygen, javadoc, dokka, rustdoc, godoc|pkgsite, yard, rdoc, pdoc, sphinx autodoc|autodoc, docfx"],
      ["api docs generator", "api docs documentation reference spec generated generator client clients sdk", "swagger codegen|swagger-codegen, openapi generator|openapi-generator, redoc|redocly, swagger ui|swagger-ui, stoplight|stoplight elements, rapidoc, Scalar, orval, openapi-typescript"],
      ["component workshop", "components stories story catalog", "storybook, Ladle, histoire, styleguidist"],
      ["i18n library", "i18n l10n translations translation translated localization localized locales locale strings", "i18next|react-i18next, react-intl|formatjs, lingui, vue-i18n, ngx-translate, Polyglot, Rosetta, typesafe-i18n, paraglide"],
      ["i18n file format", "i18n l10n translations translation translated localization localized locales locale strings catalogs catalog files file messages", "gettext|.po|Po|.pot, fluent|.ftl|ftl, xliff|.xliff|.xlf, arb|.arb, .strings|.stringsdict|localizable.strings, .resx|resx, .properties, icu messageformat, yaml locales, json locales"],
      ["api style", "api apis endpoint endpoints interface protocol", "rest|restful, graphql, grpc, trpc, json-rpc, soap, thrift, odata"],
      ["wire format", "serialized serialization serializes encoded encoding format messages payloads schema", "protobuf|protocol buffers|proto, avro, msgpack|messagepack, cbor, flatbuffers, capnp|cap'n proto, bson"],
      // Other ecosystems
      ["python web framework", "web framework api server app http routes views", "django, flask, fastapi, starlette, pyramid, tornado, aiohttp, sanic, bottle, litestar, Falcon, quart"],
      ["python orm", "orm database db models queries query", "sqlalchemy, django orm, peewee, tortoise|tortoise orm, pony|pony orm, sqlmodel, piccolo"],
      ["python http client", "http client requests request calls networking", "Requests, httpx, aiohttp, urllib3, urllib, pycurl"],
      ["python task queue", "tasks task jobs job background queue queues worker workers async", "celery, rq|python-rq, dramatiq, huey, arq, taskiq"],
      ["python app server", "server served serves wsgi asgi workers production", "gunicorn, uwsgi, uvicorn, hypercorn, daphne, waitress, granian"],
      ["python serialization", "serialization serializes serialized schemas schema", "Marshmallow, pydantic, Attrs, cattrs, msgspec"],
      ["python config", "config configuration settings environment loaded", "python-dotenv|Dotenv, dynaconf, pydantic-settings, Hydra, omegaconf, Decouple|python-decouple"],
      ["dataframe library", "dataframe dataframes data tables", "pandas, polars, dask, pyspark|Spark, Modin, vaex"],
      ["ml framework", "model models training trained train neural network deep learning", "pytorch|Torch, tensorflow|Tf, jax|flax, keras, mxnet, paddlepaddle"],
      ["notebook environment", "notebook notebooks", "jupyter|jupyterlab|jupyter notebook, colab|google colab, marimo, zeppelin, databricks notebooks"],
      ["ruby web framework", "web framework app server routes", "rails|ruby on rails, sinatra, hanami, Roda, Grape, padrino"],
      ["rails asset pipeline", "assets asset pipeline served serves compiled precompiled digested", "sprockets|sprockets-rails, propshaft"],
      ["ruby job queue", "jobs job background queue queues worker workers", "sidekiq, good_job|goodjob, resque, delayed_job|delayedjob, solid_queue|solidqueue, Que, Sneakers, shoryuken"],
      ["ruby http client", "http client requests request calls", "faraday, httparty, net/http, typhoeus, rest-client, http.rb, excon"],
      ["ruby app server", "server served serves web workers production", "Puma, Unicorn, Passenger|phusion passenger, Thin, Falcon, webrick, pitchfork"],
      ["php web framework", "web framework app server routes", "laravel, symfony, Slim, codeigniter, cakephp, yii, laminas|zend"],
      ["go web framework", "web framework http server router routing routes handlers api", "Gin, Echo, Fiber, Chi, gorilla/mux|gorilla mux|Mux, net/http, beego, httprouter, Iris, Buffalo"],
      ["go logger", "log logs logging logger structured", "zap, logrus, zerolog, slog|log/slog, glog, klog, log15"],
      ["go cli framework", "cli command commands flags subcommands", "Cobra, urfave/cli|urfave cli, kingpin, Kong, Ff, Flag"],
      ["go config library", "config configuration settings loaded", "Viper, koanf, envconfig, cleanenv, go-envconfig"],
      ["go orm", "orm database db queries query models", "gorm, sqlx, Ent, sqlc, bun, xorm, pgx, database/sql, upper/db"],
      ["rust web framework", "web framework http server router routes api", "actix-web|actix, axum, Rocket, Warp, Tide, Poem, Salvo, Loco"],
      ["rust async runtime", "async runtime executor", "tokio, async-std, Smol, glommio"],
      ["rust cli parser", "cli arguments args flags parsing parser", "clap, structopt, argh, pico-args, gumdrop"],
      ["rust error handling", "errors error handling", "anyhow, thiserror, Eyre|color-eyre, Snafu, Failure"],
      ["rust http client", "http client requests request", "reqwest, hyper client, ureq, Surf, isahc"],
      ["rust database", "database db queries orm", "diesel, sqlx, sea-orm|seaorm, rusqlite, tokio-postgres"],
      ["jvm web framework", "web framework server service api app", "spring boot|Spring, quarkus, micronaut, dropwizard, ktor server, vert.x|vertx, javalin, Play|play framework, helidon, spark java"],
      ["jvm http client", "http client requests request networking network calls", "okhttp, retrofit, apache httpclient|httpclient, ktor client|ktor, java.net.http, feign|openfeign, webclient, resttemplate, volley, fuel"],
      ["jvm json library", "json serialization serializes serialized deserialization parsing parsed mapping", "jackson, gson, moshi, kotlinx.serialization|kotlinx serialization, json-b|jsonb, fastjson"],
      ["jvm logging backend", "log logs logging logger", "logback, log4j|log4j2, java.util.logging|Jul, tinylog"],
      ["jvm orm", "orm database db persistence entities queries", "hibernate, mybatis, jooq, exposed, spring data jdbc, ebean, jdbi"],
      ["dependency injection", "injection di dependencies wired wiring container", "Dagger, Hilt, koin, Guice, kodein, spring di, Wire|google wire, Fx|uber fx, autofac, ninject, swinject, Needle, get_it|getit, tsyringe, inversify|inversifyjs, typedi, awilix"],
      ["android image loader", "image images loading loaded loader", "Glide, Picasso, Coil, Fresco"],
      ["android ui toolkit", "ui screens views layouts", "jetpack compose|Compose, xml layouts|android views, litho, Epoxy"],
      ["apple ui framework", "ui screens views", "swiftui, uikit, appkit"],
      ["apple networking", "http networking network requests client", "alamofire, urlsession|nsurlsession, afnetworking, moya"],
      [".net json serializer", "json serialization serializes serialized serializer deserialization", "newtonsoft.json|json.net|newtonsoft, system.text.json|stj, utf8json, jil, servicestack.text"],
      [".net orm", "orm database db data access queries entities", "entity framework|ef core|entity framework core|Ef|efcore, dapper, nhibernate, linq2db, repodb"],
      [".net logging", "log logs logging logger", "serilog, nlog, log4net"],
      [".net ui framework", "ui app apps client desktop mobile", "xamarin.forms|xamarin forms|xamarin, .net maui|maui, wpf, winforms|windows forms, avalonia, uno|uno platform, winui, blazor"],
      ["cross-platform mobile framework", "mobile app apps ios android client", "react native|react-native, flutter, Ionic, cordova|phonegap, Capacitor, xamarin|xamarin.forms, .net maui|maui, kotlin multiplatform|kmp|kmm, nativescript, Expo"],
      ["desktop app packager", "installer installers packaging packaged packages package distributables bundles bundled", "electron-builder, electron forge|electron-forge, electron-packager"],
      ["desktop app framework", "desktop app apps shell window windows gui", "Electron, tauri, nw.js|nwjs, qt|pyqt|pyside, gtk, wxwidgets|wxpython, javafx, Swing, flutter desktop, neutralino"],
      ["game engine", "game engine", "Unity, unreal|unreal engine, godot, bevy, gamemaker, cocos2d|cocos, Phaser, love2d|l\xF6ve, defold, monogame, libgdx, Stride, o3de|open 3d engine, cryengine, raylib, pygame, haxeflixel, rpg maker"],
      ["embedded framework", "firmware embedded framework microcontroller mcu board", "arduino|arduino framework, esp-idf|espidf, Zephyr|zephyr rtos, freertos, mbed|mbed os, stm32cube|stm32cubemx|Hal, nuttx, Riot|riot os, micropython, circuitpython"],
      ["elixir http client", "http client requests", "httpoison, Tesla, Finch, Req, Mint"],
      ["elixir job queue", "jobs job background queue workers", "oban, exq, verk, rihanna"],
      ["php package manager", "packages dependencies installed", "composer, pear"],
      ["mobile build service", "builds build signing distribution beta", "fastlane, bitrise, codemagic, app center|visual studio app center, eas build|eas, xcode cloud"],
      ["beta distribution", "beta testers distribution distributed builds", "testflight, firebase app distribution, app center distribution, hockeyapp"],
      // Mobile
      ["flutter state management", "state management store stores", "Provider, riverpod, bloc|flutter_bloc, getx, mobx.dart, redux.dart"],
      ["mobile navigation", "navigation navigator navigate navigates screens screen routing routed routes router stack", "react navigation|@react-navigation, expo router|expo-router, react native navigation|react-native-navigation|wix navigation, go_router|gorouter, auto_route, beamer, jetpack navigation|androidx navigation, Voyager, Decompose"],
      ["mobile ui test framework", "ui tests test testing tested e2e end-to-end automation automated device devices suite", "detox, appium, maestro, espresso, xcuitest, earlgrey, kaspresso, uiautomator, calabash, Patrol"],
      ["mobile local database", "local database db storage persistence persisted persist offline stored store", "Room|androidx room, Realm, core data|coredata, swiftdata, grdb, sqldelight, objectbox, greendao, Drift|moor, isar, sqflite, watermelondb, mmkv, asyncstorage|@react-native-async-storage/async-storage"],
      ["in-app purchases", "purchases purchase subscriptions subscription in-app iap paywall entitlements", "revenuecat, storekit|storekit 2, google play billing|play billing library, adapty, qonversion, glassfy"],
      ["over-the-air updates", "ota over-the-air updates update hot", "codepush|app center codepush, eas update|expo updates|expo-updates, shorebird"],
      ["xcode project generator", "project xcodeproj generated generator", "tuist, xcodegen"],
      // Games
      ["physics engine", "physics simulation simulated collisions collision rigid rigidbody bodies", "physx|nvidia physx, havok, Bullet|bullet physics, box2d, jolt|jolt physics, rapier, chipmunk|chipmunk2d, matter.js|matter-js, cannon.js|cannon-es, ammo.js"],
      ["game networking", "netcode networking multiplayer network networked online replication replicated lobby lobbies matchmaking", "photon|photon pun|photon fusion, Mirror|mirror networking, netcode for gameobjects|unity netcode, fish-net|fishnet, nakama, colyseus, enet, lidgren, riptide"],
      ["game audio middleware", "audio sound sounds music", "fmod, wwise, criware"],
      ["3d web rendering", "3d rendering rendered scene scenes webgl renderer", "three.js|threejs, babylon.js|babylonjs, playcanvas, a-frame"],
      // Embedded
      ["rtos", "rtos kernel real-time os operating system firmware", "freertos, Zephyr|zephyr rtos, threadx|azure rtos|eclipse threadx, nuttx|apache nuttx, chibios, embos, mbed os, Riot|riot os, vxworks, qnx, rt-thread, micrium, safertos"],
      ["firmware build tool", "build builds built firmware project flashing", "platformio|pio, West, keil|keil mdk|mdk-arm, iar embedded workbench, stm32cubeide, arduino ide|arduino-cli, mcuxpresso ide, segger embedded studio, mplab x|mplab"],
      ["embedded linux build", "image images distro distribution rootfs bsp build built", "yocto|yocto project|bitbake|openembedded, buildroot, ptxdist"],
      ["hardware abstraction layer", "hal drivers driver peripheral peripherals registers", "stm32 hal|stm32cube hal, libopencm3, nrfx, embedded-hal, pico sdk|pico-sdk, mcuxpresso sdk, nrf connect sdk|nrf5 sdk, atmel start|asf4"],
      ["debug probe", "debug debugger debugging flash flashing flashed probe", "j-link|jlink|segger j-link, st-link|stlink, black magic probe, daplink|cmsis-dap"],
      // Machine learning
      ["model serving", "model models serving served serve serves inference endpoint endpoints predictions", "torchserve, tensorflow serving|tfserving, triton|triton inference server|nvidia triton, bentoml, seldon|seldon core, kserve|kfserving, ray serve, vllm, tgi, sagemaker endpoints|sagemaker endpoint, vertex ai endpoints|vertex ai prediction, ollama, tensorrt-llm"],
      ["feature store", "feature features store served", "Feast, tecton, hopsworks, sagemaker feature store, vertex ai feature store, databricks feature store, featureform"],
      ["llm provider", "llm llms provider model models inference", "openai|open ai, anthropic|claude, azure openai, amazon bedrock|aws bedrock|Bedrock, gemini|google gemini, Cohere, mistral|mistral ai, groq"],
      ["llm framework", "llm agents agent chains rag orchestration", "langchain, llamaindex|llama index|llama_index, Haystack, semantic kernel, dspy"],
      ["hyperparameter tuning", "hyperparameter hyperparameters tuning tuned sweep sweeps", "optuna, ray tune, hyperopt, keras tuner, katib, nevergrad"],
      ["data versioning", "data datasets dataset versioned versioning versions", "dvc, lakefs, pachyderm, git lfs|git-lfs"],
      ["data labeling", "labeling labelling labels labeled annotation annotated annotations", "label studio, labelbox, Prodigy, cvat, supervisely, doccano"],
      // Data
      ["table format", "table tables format lakehouse lake", "delta lake|delta tables, Iceberg|apache iceberg, hudi|apache hudi, paimon|apache paimon"],
      ["data ingestion", "cdc change capture ingestion ingested ingest replication replicated replicates sync synced syncs connectors connector", "debezium, fivetran, airbyte, stitch data, aws dms, striim, kafka connect, estuary flow, hevo, meltano"],
      ["data transformation", "transformation transformations transforms models modeling sql", "dbt|dbt core|dbt cloud, dataform, sqlmesh"],
      ["bi tool", "dashboards dashboard bi reports reporting charts visualization visualizations", "looker, tableau, metabase, superset|apache superset, power bi|powerbi, redash, sigma computing, quicksight|amazon quicksight, looker studio, lightdash"],
      ["sql query engine", "query queries queried engine sql federated", "trino, presto|prestodb, athena|amazon athena, spark sql, dremio, apache hive|Hive, impala, starburst"],
      ["data catalog", "catalog catalogue metadata lineage", "datahub, amundsen, openmetadata, atlan, unity catalog, glue data catalog|aws glue data catalog, alation, collibra, marquez"],
      ["data quality", "quality expectations checks validation validated", "great expectations, soda core|Soda, Monte Carlo, deequ"],
      ["reverse etl", "reverse etl synced syncs sync", "hightouch, Census, grouparoo"],
      ["real-time olap", "olap real-time analytics analytical", "druid|apache druid, pinot|apache pinot, rockset, tinybird"],
      // Observability
      ["tracing instrumentation", "tracing traces instrumentation instrumented spans tracer", "opentelemetry|otel, opentracing, opencensus, dd-trace|datadog tracer"],
      ["log shipper", "logs log logging shipped shipping ships collected collector forwarder forwarded agent", "fluentd, fluent bit|fluent-bit|fluentbit, logstash, vector.dev|datadog vector, filebeat, promtail, grafana alloy, otel collector|opentelemetry collector, nxlog, rsyslog"],
      // Background work per ecosystem
      ["node job queue", "jobs job background queue queues queued worker workers", "Bull, bullmq, bee-queue, Agenda, kue, pg-boss, graphile-worker, inngest, trigger.dev"],
      [".net background jobs", "jobs job background scheduled recurring", "hangfire, quartz.net, coravel"],
      ["jvm job scheduler", "jobs job scheduled scheduler background", "Quartz|quartz scheduler, jobrunr, db-scheduler"],
      [".net messaging library", "messaging messages bus consumers consumer", "masstransit, nservicebus, rebus, Brighter, wolverine"],
      // Localization and search services
      ["translation management", "translations translation translated translators localization localized strings", "crowdin, lokalise, Phrase|phraseapp|phrase strings, transifex, poeditor, weblate, tolgee, smartling, locize"],
      ["client-side search", "search index indexed client-side offline", "lunr|lunr.js, flexsearch, fuse.js, pagefind, minisearch, orama"],
      ["managed database hosting", "database db hosted managed instance instances", "rds|amazon rds|aws rds, cloud sql|google cloud sql, azure database, supabase, Neon, heroku postgres, crunchy bridge, aiven, timescale cloud, turso, xata"],
      // ORMs, tests, linters, formatters and packages per language
      ["ruby orm", "orm database db models queries query records", "activerecord|active record, Sequel, rom-rb, mongoid"],
      ["php orm", "orm database db models entities queries", "Eloquent, Doctrine|doctrine orm, Propel, redbeanphp, cycle orm"],
      ["go test framework", "test tests testing tested suite suites assertions specs", "testify, ginkgo|gomega, goconvey, gocheck"],
      ["rust test runner", "test tests testing runner", "cargo test, nextest|cargo-nextest"],
      ["swift test framework", "test tests testing tested unit", "xctest, Nimble, swift testing|swift-testing"],
      ["c++ test framework", "test tests testing tested unit suite", "googletest|gtest|google test, catch2, doctest, boost.test, cpputest, cmocka, cunit, Criterion"],
      ["scala test framework", "test tests testing tested suite", "scalatest, specs2, munit, utest"],
      ["elixir test framework", "test tests testing", "exunit, espec"],
      ["load testing", "load performance stress benchmark test tests testing tested", "k6|grafana k6, jmeter|apache jmeter, gatling, locust, Artillery, vegeta, wrk"],
      ["contract testing", "contract contracts consumer provider tests testing", "pact, spring cloud contract, specmatic"],
      ["go formatter", "format formatting formatter formatted", "gofmt, gofumpt, goimports"],
      ["kotlin formatter", "format formatting formatter formatted", "ktfmt, ktlint"],
      ["java formatter", "format formatting formatter formatted", "google-java-format, palantir-java-format, prettier-java"],
      ["swift formatter", "format formatting formatter formatted style", "swiftformat, swift-format"],
      ["c/c++ formatter", "format formatting formatter formatted style", "clang-format, astyle, uncrustify"],
      ["php static analysis", "static analysis lint linting types", "phpstan, Psalm, phan"],
      ["php formatter", "format formatting formatter formatted style", "php-cs-fixer|php cs fixer, Pint|laravel pint, phpcbf"],
      ["c# formatter", "format formatting formatter formatted style", "csharpier, dotnet format"],
      ["css linter", "css styles stylesheets lint linting linter", "stylelint, csslint"],
      ["sql linter", "sql lint linting linter format formatting", "sqlfluff, sqlfmt"],
      [".net package manager", "packages package dependencies dependency restored", "nuget, paket"],
      ["r package manager", "packages dependencies environment lockfile", "renv, packrat"],
      ["ocaml package manager", "packages dependencies", "opam, esy"],
      ["ruby version manager", "ruby version versions pinned", "rbenv, rvm, chruby"],
      ["process manager", "process processes supervised supervisor restarts restarted daemon managed", "systemd, supervisord|Supervisor, pm2, runit, s6, Forever, Upstart"],
      ["scheduler", "scheduled schedule scheduling cron periodic jobs", "cron|crontab, kubernetes cronjob|cronjob, eventbridge scheduler, cloud scheduler, sidekiq-cron, Whenever, celery beat, systemd timers"]
    ];
    COEXISTING = [
      ["output stream", "output printed print written logs", "stdout, stderr"]
    ];
    CONTEXT = [
      ["programming language", "language languages code written", "python, golang, rust, java, kotlin, swift, objective-c|objc, c#|csharp, f#|fsharp, ruby, php, elixir, erlang, scala, clojure, haskell, typescript|ts, javascript|js, dart, lua, perl, julia, c++|cpp, zig, nim, ocaml, groovy, crystal"],
      ["runtime platform", "runtime platform", ".net|dotnet|.net core|.net framework, jvm, Beam, wasm|webassembly"],
      ["client platform", "platform platforms client clients app apps", "ios, android, Web|webapp, macos, Windows, linux, watchos, tvos, wearos"]
    ];
    ALTERNATIVE_GROUPS = [...rows(EXCLUSIVE, true), ...rows(COEXISTING, false), ...rows(CONTEXT, false, true)];
    ALTERNATIVE_INDEX = /* @__PURE__ */ new Map();
    CASED_SPELLINGS = /* @__PURE__ */ new Map();
    SPELLING_PREFIXES = /* @__PURE__ */ new Set();
    ALTERNATIVE_GROUPS.forEach((g, group) => {
      for (const spellings of g.members) {
        const name = spellings[0].toLowerCase();
        for (const written2 of spellings) {
          const key = written2.toLowerCase();
          if (key !== written2) CASED_SPELLINGS.set(key, written2);
          const list3 = ALTERNATIVE_INDEX.get(key) ?? [];
          if (!list3.some((m) => m.group === group)) list3.push({ group, name });
          ALTERNATIVE_INDEX.set(key, list3);
          const words4 = key.split(" ");
          for (let n = 1; n < words4.length; n++) SPELLING_PREFIXES.add(words4.slice(0, n).join(" "));
        }
      }
    });
    SPELLINGS = /* @__PURE__ */ new Map();
    ALTERNATIVE_GROUPS.forEach((g, group) => {
      for (const spellings of g.members) SPELLINGS.set(`${group} ${spellings[0].toLowerCase()}`, spellings.map((s) => s.toLowerCase()));
    });
  }
});

// src/contradiction/analyze.ts
function codeStateOf(t) {
  if (t.kind !== "code" || !t.quoted) return void 0;
  const canned = CODE_STATES[t.norm];
  if (canned !== void 0) return canned;
  const raw = t.raw;
  const constant = raw.includes(".") ? ENUM_CONSTANT.exec(raw)?.[1]?.toLowerCase() : void 0;
  if (constant !== void 0) return SORT_STATES[constant] ?? (ANTONYM_INDEX.has(constant) && !CODE_STATE_WORDS.has(constant) ? constant : void 0);
  const sort = raw.includes("SC") ? SORT_KEYWORD.exec(raw)?.[1] : void 0;
  if (sort !== void 0) return SORT_STATES[sort.toLowerCase()];
  return raw.includes("NOT NULL") && COLUMN_NOT_NULL.test(raw) && !/\bis\s+not\s+null\b/i.test(raw) ? "non-null" : void 0;
}
function analyze(text) {
  const hit = cache.get(text);
  if (hit) return hit;
  const result = analyzeUncached(text);
  if (cache.size > 2e4) cache.clear();
  cache.set(text, result);
  return result;
}
function analyzeUncached(text) {
  const tokens2 = tokenize2(text);
  const segments = splitClauses(tokens2);
  const clauses = [];
  const denials = [];
  const allTerms = /* @__PURE__ */ new Map();
  const anchors = /* @__PURE__ */ new Set();
  for (const t of tokens2) {
    for (let k = 0; k < t.terms.length; k++) {
      const term = t.terms[k];
      if (!allTerms.has(term)) allTerms.set(term, quotedWeight(t, k, term));
    }
    if (t.kind === "code" && t.terms[0] && /[^a-z0-9]/.test(t.terms[0])) anchors.add(t.terms[0]);
  }
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s];
    const index = clauses.length;
    const { host, fragments } = splitFragments(segment.tokens, segment.aside);
    let consumed = null;
    const clauseDenials = [];
    for (const fragment of fragments) {
      const denial = makeDenial(index, fragment.tokens, fragment.cue, fragment.strong, "", "contrast");
      if (denial) clauseDenials.push(denial);
    }
    const clause = readClause(index, host, segment.aside);
    for (const found of substitutions(index, host, clause)) {
      clauseDenials.push(found.denial);
      if (!STATE_REMOVALS.has(found.denial.cue.split(" ").pop() ?? "")) for (const t of found.consumed) (consumed ??= /* @__PURE__ */ new Set()).add(t);
    }
    if (consumed !== null && consumed.size > 0) {
      const kept = [];
      for (const t of host) if (!consumed.has(t)) kept.push(t);
      const reread = readClause(index, kept);
      clause.terms = reread.terms;
      clause.alternatives = reread.alternatives;
      clause.memberTerms = reread.memberTerms;
      clause.quantities = reread.quantities;
    }
    const previous = clauses[clauses.length - 1];
    const names = segment.aside && previous ? host.filter((t) => t.kind !== "punct") : NO_TOKENS;
    if (previous && names.length > 0 && names.length <= 4 && names.every((t) => t.kind === "code" || t.kind === "number" || t.terms.length === 0) && names.some((t) => t.kind !== "word")) {
      for (const [term, w] of clause.terms) {
        if (!previous.terms.has(term)) previous.terms.set(term, w);
        for (const q of previous.quantities) {
          if (!q.subject.has(term)) q.subject.set(term, w);
          if (!q.left.has(term)) q.left.set(term, w);
        }
      }
    }
    const next = segments[s + 1];
    clause.conditional = CONDITIONS.has(segment.opener) || next !== void 0 && CONDITIONS.has(next.opener) || notUntil(clause);
    clauses.push(clause);
    denials.push(...clauseDenials);
  }
  for (let k = 1; k < clauses.length; k++) {
    const c = clauses[k];
    const first = c.tokens.find((t) => t.kind !== "punct");
    const head = clauses[k - 1].head;
    if (!first || !head || c.antonyms.length === 0 || first.norm !== "it" && first.norm !== "it's" && first.norm !== "they") continue;
    head.terms.forEach((term, n) => {
      if (!c.terms.has(term)) c.terms.set(term, quotedWeight(head, n, term));
    });
  }
  for (const c of clauses) {
    for (const a of c.antonyms) if (!allTerms.has(a.canon)) allTerms.set(a.canon, 1);
    for (const q of c.quantities) if (!allTerms.has(`q:${q.dim}`)) allTerms.set(`q:${q.dim}`, 1);
  }
  return { text, clauses, denials, terms: allTerms, anchors, signals: null };
}
function notUntil(c) {
  if (!c.negated) return false;
  let negated = false;
  for (const t of c.tokens) {
    if (negated && t.norm === "until") return true;
    if (c.negations.includes(t.norm)) negated = true;
  }
  return false;
}
function newStatementAfterComma(tokens2, comma, current) {
  return statementFollows(tokens2, comma) && statesSomething(current);
}
function statementFollows(tokens2, comma) {
  const next = tokens2[comma + 1];
  if (!next) return false;
  if (next.kind === "word" && CLAUSE_PRONOUNS.has(next.norm)) return true;
  const determined = DETERMINERS2.has(next.norm);
  for (let k = comma + 1; k < tokens2.length && k <= comma + 5; k++) {
    const t = tokens2[k];
    if (t.kind === "punct") return false;
    if (FINITE_AUX.test(t.norm)) return k > comma + 1;
    const prev = tokens2[k - 1];
    if (determined && k > comma + 2 && t.kind === "word" && /[^s]s$|ed$/.test(t.norm) && (prev.kind === "code" || prev.kind === "word" && prev.terms.length > 0 && !DETERMINERS2.has(prev.norm))) return true;
  }
  return false;
}
function andStatementFollows(tokens2, and) {
  const next = tokens2[and + 1];
  if (!next || !(DETERMINERS2.has(next.norm) || next.kind === "code")) return false;
  for (let k = and + 2; k < tokens2.length && k <= and + 5; k++) {
    const t = tokens2[k];
    if (t.kind === "punct" || t.norm === "and" || t.norm === "or") return false;
    if (t.kind === "word" && (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm))) return true;
  }
  return false;
}
function isLabel(tokens2) {
  const words4 = tokens2.filter((t) => t.kind !== "punct");
  return words4.length > 0 && words4.length <= 3 && words4.some((t) => t.kind === "code") && !statesSomething(tokens2);
}
function isTopic(tokens2) {
  const words4 = tokens2.filter((t) => t.kind !== "punct");
  return words4.length > 0 && words4.length <= 3 && words4.every((t) => (t.kind === "word" || t.kind === "code") && t.terms.length > 0) && !statesSomething(tokens2);
}
function statesSomething(tokens2) {
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind !== "word") continue;
    if (FINITE_AUX.test(t.norm) || NEGATION_WORDS.has(t.norm)) return true;
    const prev = tokens2[i - 1];
    if (!prev || prev.kind !== "code" && (prev.kind !== "word" || prev.terms.length === 0) && prev.norm !== "one") continue;
    if (/[^s]s$|ed$/.test(t.norm) && t.norm.length > 3 || t.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  }
  return false;
}
function splitClauses(tokens2) {
  const segments = [];
  let current = [];
  let aside = false;
  let opener = "";
  const flush = (nextAside, nextOpener = "") => {
    if (current.some((t) => t.kind !== "punct")) segments.push({ tokens: current, aside, opener });
    current = [];
    aside = nextAside;
    opener = nextOpener;
  };
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind === "punct" && t.norm === ":" && shortValueFollows(tokens2, i + 1)) {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && t.norm === ":" && isLabel(current)) {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && (t.norm === ":" || t.norm === "\u2014") && segments.length === 0 && isTopic(current)) {
      current.push(t);
      continue;
    }
    if (t.norm === "\u2014" && tokens2[i - 1]?.kind === "number" && tokens2[i + 1]?.kind === "number") {
      current.push(t);
      continue;
    }
    if (t.kind === "punct" && BOUNDARY_PUNCT.has(t.norm)) {
      flush(t.norm === "(" || t.norm === "[" ? true : t.norm === ")" || t.norm === "]" ? false : aside);
      continue;
    }
    const subordinate = t.norm === "once" && !/^(a|an|per|every|each|or|more|again|\d+)$/.test(tokens2[i + 1]?.norm ?? "") && tokens2[i + 1]?.kind !== "number" && !isFrequencyWord(tokens2[i + 1]?.norm ?? "");
    if (t.kind === "word" && (BOUNDARY_WORDS.has(t.norm) || subordinate) && current.length > 0) {
      flush(aside, t.norm);
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && newStatementAfterComma(tokens2, i, current)) {
      flush(aside);
      continue;
    }
    if (t.kind === "word" && t.norm === "and" && andStatementFollows(tokens2, i) && statesSomething(current)) {
      flush(aside);
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && (tokens2[i + 1]?.norm === "and" || tokens2[i + 1]?.norm === "or") && tokens2[i + 2]?.norm !== "not") {
      flush(aside);
      i++;
      continue;
    }
    if (t.kind === "punct" && t.norm === "," && (tokens2[i + 1]?.norm === "then" || tokens2[i + 1]?.norm === "only")) {
      flush(aside);
      continue;
    }
    current.push(t);
  }
  flush(false);
  for (let k = 2; k < segments.length; k++) {
    const [before, aside2, after] = [segments[k - 2], segments[k - 1], segments[k]];
    if (before.aside || !aside2.aside || after.aside || after.opener !== "" || !FINITE_AUX.test(after.tokens[0]?.norm ?? "")) continue;
    before.tokens = [...before.tokens, ...after.tokens];
    segments.splice(k, 1);
  }
  return segments;
}
function shortValueFollows(tokens2, from) {
  if (tokens2[from]?.kind === "number") return true;
  let words4 = 0;
  for (let k = from; k < tokens2.length; k++) {
    const t = tokens2[k];
    if (t.kind === "punct" && (BOUNDARY_PUNCT.has(t.norm) || t.norm === ",")) break;
    if (t.kind !== "punct") words4++;
  }
  return words4 > 0 && words4 <= 3;
}
function splitFragments(tokens2, aside) {
  const fragments = [];
  const first = tokens2.findIndex((t) => t.kind !== "punct");
  if (aside && first >= 0 && ["not", "never"].includes(tokens2[first].norm) && !hasVerb(tokens2.slice(first + 1))) {
    fragments.push({ tokens: tokens2.slice(first + 1), cue: tokens2[first].norm, strong: true });
    return { host: [], fragments };
  }
  const host = [];
  let i = 0;
  while (i < tokens2.length) {
    const t = tokens2[i];
    const n1 = tokens2[i + 1]?.norm;
    const n2 = tokens2[i + 2]?.norm;
    let cue = null;
    let skip = 0;
    let strong = true;
    if (t.norm === "," && (n1 === "not" || n1 === "never") && tokens2[i + 2] && !["only", "just", "always"].includes(n2 ?? "")) {
      cue = `, ${n1}`;
      skip = 2;
    } else if (t.norm === "," && (n1 === "and" || n1 === "but") && (n2 === "not" || n2 === "never")) {
      cue = `, ${n1} ${n2}`;
      skip = 3;
    } else if (t.norm === "instead" && n1 === "of") {
      cue = "instead of";
      skip = 2;
    } else if (t.norm === "rather" && n1 === "than") {
      cue = "rather than";
      skip = 2;
    } else if (t.norm === "in" && n1 === "place" && n2 === "of") {
      cue = "in place of";
      skip = 3;
    } else if (WITHOUT.has(t.norm) && !GOES_ON_WITHOUT.has(tokens2[i - 1]?.norm ?? "") || t.norm === "outside" && n1 === "of") {
      cue = t.norm === "outside" ? "outside of" : "without";
      skip = t.norm === "outside" ? 2 : 1;
      strong = false;
    } else if (t.norm === "over" && tokens2.slice(0, i).some((x) => /^prefer/.test(x.norm))) {
      cue = "over";
      skip = 1;
    }
    if (cue === null) {
      host.push(t);
      i++;
      continue;
    }
    let end = i + skip;
    while (end < tokens2.length && !(tokens2[end].norm === "," || cue !== "without" && PHRASE_CUT.has(tokens2[end].norm) && end > i + skip)) end++;
    fragments.push({ tokens: tokens2.slice(i + skip, end), cue, strong });
    i = end;
  }
  return { host, fragments };
}
function hasVerb(tokens2) {
  return tokens2.some((t) => VERBISH.test(t.norm) || t.kind === "word" && /(ed|es)$/.test(t.norm) && t.norm.length > 4);
}
function readClause(index, tokens2, aside = false) {
  const negations = [];
  const modals = [];
  const markers = [];
  const antonyms = [];
  const prefixed = [];
  const terms = /* @__PURE__ */ new Map();
  const alternatives = /* @__PURE__ */ new Map();
  let memberTerms;
  let memberEnd = 0;
  const skipTerms = new Skip(tokens2.length);
  let prefixedBases;
  let toggled;
  let toggles;
  let settingStates;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    const next = tokens2[i + 1]?.norm;
    if (MARKER_STARTS.has(t.norm)) for (const [phrase, marker2] of MARKER_PHRASES) {
      if (phrase[0] === t.norm && phraseAt(tokens2, i, phrase)) {
        markers.push(marker2);
        if (marker2 !== "no longer") phrase.forEach((_, k) => skipTerms.add(i + k));
        else skipTerms.add(i + 1);
      }
    }
    if (t.kind === "code") {
      const setting = aside ? null : settingState(t.raw);
      const state = setting ? ANTONYM_INDEX.get(setting.state) : void 0;
      if (setting && state) {
        (settingStates ??= []).push({ use: { canon: state.canon, sign: state.sign, negating: state.negating, word: t.raw }, subject: setting.subject });
      } else {
        const toggle = aside ? null : toggleSetting(t.raw);
        if (toggle) (toggles ??= []).push({ token: t, on: toggle.on, key: toggle.key });
      }
    } else if (t.kind === "word" && !aside && mayStartProseKey(t.norm)) {
      const found2 = proseSettingAt(tokens2, i);
      if (found2) {
        (settingStates ??= []).push({ use: found2.use, subject: found2.subject });
        for (let k = i; k <= found2.value; k++) skipTerms.add(k);
        i = found2.value;
        continue;
      }
    }
    const codeState = codeStateOf(t);
    if (codeState !== void 0) {
      const use = ANTONYM_INDEX.get(codeState);
      antonyms.push({ canon: use.canon, sign: use.sign, negating: use.negating, word: t.raw });
      skipTerms.add(i);
      continue;
    }
    if (t.kind === "word" || t.kind === "code" && t.quoted && CODE_STATE_WORDS.has(t.norm)) {
      if (t.norm === "not" && next === "null") {
        antonyms.push({ canon: ANTONYM_INDEX.get("nullable").canon, sign: -1, negating: false, word: "not null" });
        skipTerms.add(i);
        skipTerms.add(i + 1);
        i++;
        continue;
      }
      if (t.norm === "null" && ["non", "non-"].includes(tokens2[i - 1]?.norm ?? "")) continue;
      if (NEGATION_WORDS.has(t.norm) && !(t.norm === "not" && ["only", "just"].includes(next ?? ""))) {
        negations.push(t.norm === "no" && next === "longer" ? "no longer" : t.norm);
        skipTerms.add(i);
      } else if (t.kind === "word" && t.terms.length === 1 && NEGATIVE_VERB_STEMS.has(t.terms[0]) && (!ENDING_VERB.test(t.norm) || /ing$/.test(next ?? ""))) {
        negations.push(t.norm);
        skipTerms.add(i);
      }
      if (t.kind === "word" && t.norm === "without" && i > 1 && GOES_ON_WITHOUT.has(tokens2[i - 1].norm)) {
        negations.push("without");
        skipTerms.add(i - 1);
        terms.set(REQUIRE, 1);
      }
      if (t.kind === "word" && (t.norm === "leave" || t.norm === "leaves") && tokens2.slice(i + 2).some((x) => x.norm === "to")) {
        negations.push(t.norm);
        skipTerms.add(i);
        const to = tokens2.findIndex((x, k) => k > i + 1 && x.norm === "to");
        for (let k = to; k < tokens2.length; k++) skipTerms.add(k);
      }
      const modal = MODAL_WORDS[t.norm];
      if (modal !== void 0) {
        const needsTo = modal === "need";
        const bother = t.norm.startsWith("bother") && (next === "to" || /ing$/.test(next ?? "")) && negations.length > 0;
        const needFor = t.norm === "need" && next === "for" && tokens2[i - 1]?.norm === "no";
        if (t.norm.startsWith("bother") ? bother : !needsTo || next === "to" || needFor) {
          modals.push(t.norm);
          skipTerms.add(i);
        }
      }
      const antonym = antonymAt(tokens2, i) ?? splitCompoundAt(tokens2, i);
      if (antonym) {
        antonyms.push({ canon: antonym.use.canon, sign: antonym.use.sign, negating: antonym.use.negating, word: antonym.use.word });
        if (!antonym.keepsTerms) for (let k = -(antonym.lead ?? 0); k < antonym.length; k++) skipTerms.add(i + k);
        i += antonym.length - 1;
        continue;
      }
      const prefix = t.norm.charCodeAt(0) === 117 || t.norm.charCodeAt(0) === 110 ? /^(non-|non|un)([a-z][a-z-]{3,})$/.exec(t.norm) : t.norm.includes("-un") || t.norm.includes("-non") ? /-(non-|non|un)([a-z]{3,})$/.exec(t.norm) : null;
      if (prefix && !NOT_PREFIXED.has(t.norm)) {
        const base = stem2(prefix[2].replace(/^-/, ""));
        const along = prefix.index > 0 ? wordTerms(t.norm.slice(0, prefix.index)) : void 0;
        prefixed.push(along && along.length > 0 ? { base, word: t.norm, along } : { base, word: t.norm });
        if (t.terms.includes(base)) (prefixedBases ??= /* @__PURE__ */ new Map()).set(i, base);
      }
    }
  }
  if (toggles && !antonyms.some((a) => a.canon === ENABLED_CANON)) {
    for (const x of toggles) {
      antonyms.push({ canon: ENABLED_CANON, sign: x.on ? 1 : -1, negating: true, word: x.token.raw });
      const named = stateNamed(x.key);
      if (named !== void 0) terms.set(named, 1);
    }
    toggled = toggles[0].token;
  }
  if (settingStates) for (const x of settingStates) {
    antonyms.push(x.use);
    if (x.subject !== void 0) for (const term of wordTerms(x.subject)) terms.set(term, 1);
  }
  let acronyms = null;
  let verbs = null;
  let finiteSeen = false;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind !== "word") continue;
    const prev = tokens2[i - 1];
    if (t.norm.startsWith("bother") && modals.includes(t.norm)) continue;
    const afterModal = prev !== void 0 && prev.norm.startsWith("bother") && modals.includes(prev.norm);
    const possession = prev !== void 0 && (prev.norm === "has" || prev.norm === "have" || prev.norm === "had") && !/(ed|en|wn|ne)$/.test(t.norm);
    const afterAuxiliary = prev !== void 0 && !possession && (VERB_BEFORE.has(prev.norm) || NEGATION_WORDS.has(prev.norm) && prev.norm !== "no" || prev.norm === "longer" && tokens2[i - 2]?.norm === "no" || negations.length > 0 && negations.includes(prev.norm) && ENDING_VERB.test(prev.norm) && /ing$/.test(t.norm));
    const finite = !finiteSeen && i > 0 && FINITE_ENDING.test(t.norm) && prev !== void 0 && (prev.kind === "code" || prev.terms.length > 0) && !(/s$/.test(t.norm) && auxiliaryAfter(tokens2, i));
    if ((afterAuxiliary || afterModal || finite) && !/\d|^[A-Z]{2,}s?$/.test(t.raw)) {
      for (const term of t.terms) (verbs ??= /* @__PURE__ */ new Set()).add(term);
      finiteSeen = true;
    }
  }
  for (let i = 1; i < tokens2.length; i++) if (tokens2[i - 1].kind === "number" && isUnitWord(tokens2[i].norm)) skipTerms.add(i);
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    const first = t.raw.charCodeAt(0);
    if (t.kind === "word" && first >= 65 && first <= 90 && /^[A-Z]{2,5}s?$/.test(t.raw)) (acronyms ??= /* @__PURE__ */ new Set()).add(t.norm.replace(/s$/, ""));
    if (skipTerms.has(i)) continue;
    const negatedBase = prefixedBases?.get(i);
    for (let k = 0; k < t.terms.length; k++) {
      const term = t.terms[k];
      if (negatedBase !== void 0 && (term === negatedBase || term === "non")) continue;
      if (!terms.has(term)) terms.set(term, quotedWeight(t, k, term));
    }
    if ((t.kind === "word" || t.kind === "code") && t.terms.length > 0 && i >= memberEnd) {
      const found2 = alternativeOf(tokens2, i);
      if (found2) {
        for (const m of found2.members) if (!alternatives.has(m.group)) alternatives.set(m.group, m.name);
        memberEnd = i + found2.length;
        for (let k = i; k < memberEnd; k++) for (const term of tokens2[k].terms) (memberTerms ??= /* @__PURE__ */ new Map()).set(term, found2.members);
      }
    }
  }
  for (const a of antonyms) terms.set(a.canon, 1);
  const found = findQuantities(tokens2);
  const quantities = found.length === 0 ? NO_QUANTITIES2 : [];
  for (const q of found) quantities.push(statedOf(tokens2, q));
  let kinds;
  for (const q of quantities) {
    q.restricted = restrictedBefore(tokens2, q.first);
    q.observed = modals.length === 0 && observedAt(tokens2, q.first, q.last);
    if (q.period !== void 0) q.kinds = INTERVAL;
    else if (q.dim === "duration") q.kinds = kinds === void 0 ? kinds = durationKinds(tokens2) : kinds;
  }
  for (let n = 0; n < quantities.length; n++) {
    quantities[n].subject = quantitySubject(tokens2, quantities, n, skipTerms, false);
    quantities[n].left = quantitySubject(tokens2, quantities, n, skipTerms, true);
  }
  markFormer(tokens2, quantities);
  const negativeAntonyms = antonyms.filter((a) => a.sign < 0 && a.negating).length;
  const negated = negations.length % 2 === 1;
  return {
    index,
    tokens: tokens2,
    negated,
    negations: negations.length > 0 ? negations : NONE,
    modals: modals.length > 0 ? modals : NONE,
    markers: markers.length > 0 ? markers : NONE,
    antonyms: antonyms.length > 0 ? antonyms : NO_ANTONYMS,
    prefixed: prefixed.length > 0 ? prefixed : NO_PREFIXED,
    terms,
    verbs: verbs ?? NO_STRINGS,
    quantities: quantities.length > 0 ? quantities : NO_QUANTITIES2,
    alternatives: alternatives.size > 0 ? alternatives : NO_ALTERNATIVES,
    memberTerms: memberTerms ?? NO_MEMBERS,
    positive: ((negated ? 1 : 0) + negativeAntonyms) % 2 === 0,
    acronyms: acronyms ?? NO_STRINGS,
    conditional: false,
    // "`search.enabled=false` in values.yaml" has no verb: the setting is what the clause is about.
    head: subjectHead(tokens2, terms, verbs ?? NO_STRINGS) ?? (toggled ?? null),
    // Only the second state of a two-state pair flips ("async" against "sync"; polarity.ts flipsAgainst): a clause
    // saying "sync" reads the same against anything, so the checks need not pair it with clauses of its own sign.
    flips: prefixed.length > 0 || antonyms.some((x) => !x.negating && x.sign < 0)
  };
}
function withoutHead(c) {
  return {
    index: c.index,
    tokens: c.tokens,
    negated: c.negated,
    negations: c.negations,
    modals: c.modals,
    markers: c.markers,
    antonyms: c.antonyms,
    prefixed: c.prefixed,
    terms: c.terms,
    verbs: c.verbs,
    quantities: c.quantities,
    alternatives: c.alternatives,
    memberTerms: c.memberTerms,
    positive: c.positive,
    acronyms: c.acronyms,
    conditional: c.conditional,
    head: null,
    flips: c.flips
  };
}
function copyStated(q) {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    key: q.key,
    scope: q.scope,
    bound: q.bound,
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.naming,
    subject: q.subject,
    left: q.left,
    former: q.former,
    measured: q.measured,
    restricted: q.restricted,
    observed: q.observed,
    kinds: q.kinds
  };
}
function termsAt(tokens2, at) {
  const out = [];
  for (const i of at) {
    const t = tokens2[i];
    if (t !== void 0) for (const x of t.terms) out.push(x);
  }
  return out;
}
function statedOf(tokens2, q) {
  return {
    dim: q.dim,
    value: q.value,
    alt: q.alt,
    low: q.low,
    period: q.period,
    parts: q.parts,
    text: q.text,
    // "no rate limit": what has no limit is all its key says.
    key: q.dim === "limitless" ? q.key : q.key.filter((k) => !QUANTITY_PREDICATE_STEMS.has(k)),
    scope: q.scope ?? perBefore(tokens2, q.first),
    bound: q.bound,
    namedBound: q.namedBound,
    setting: q.setting,
    namedBy: q.namedBy,
    among: q.among,
    written: q.written,
    first: q.first,
    last: q.last,
    naming: q.namedBy ? termsAt(tokens2, q.namedBy) : NO_NAMING,
    subject: EMPTY_TERMS,
    left: EMPTY_TERMS,
    former: false,
    measured: null,
    restricted: false,
    observed: false,
    kinds: null
  };
}
function proseSettingAt(tokens2, i) {
  let linked = false;
  for (let k = i + 1; k < tokens2.length && k <= i + 4; k++) if (SETTING_LINKS.has(tokens2[k].norm)) linked = true;
  if (!linked) return null;
  const words4 = [];
  for (let k = i; k < tokens2.length && k < i + 4 && tokens2[k].kind === "word"; k++) words4.push(tokens2[k].norm);
  const length = proseKeyLength(words4);
  if (length === 0) return null;
  let v = i + length;
  let links = 0;
  let symbol = false;
  while (v < tokens2.length && links < 2 && SETTING_LINKS.has(tokens2[v].norm)) {
    if (tokens2[v].kind === "punct") symbol = true;
    v++;
    links++;
  }
  const value = tokens2[v];
  if (links === 0 || value === void 0 || value.kind !== "word" && value.kind !== "code") return null;
  if (!symbol && length === 1 && !/[a-z][A-Z]/.test(tokens2[i].raw) && !value.quoted) return null;
  const keyWords = tokens2.slice(i, i + length).map((t) => t.raw);
  const found = proseSettingState(keyWords, value.raw);
  const state = found ? ANTONYM_INDEX.get(found.state) : void 0;
  if (!found || !state) return null;
  return { use: { canon: state.canon, sign: state.sign, negating: state.negating, word: value.raw }, subject: found.subject, value: v };
}
function stateNamed(key) {
  const named = ANTONYM_INDEX.get(key.toLowerCase());
  return named && named.canon !== ENABLED_CANON ? named.canon : void 0;
}
function auxiliaryAfter(tokens2, i) {
  const next = tokens2[i + 1];
  if (next && next.kind === "word" && !next.norm.endsWith("s") && next.terms.some((x) => LIGHT_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x))) return true;
  for (let k = i + 1; k < tokens2.length; k++) if (tokens2[k].kind === "word" && FINITE_AUX.test(tokens2[k].norm)) return true;
  return false;
}
function subjectHead(tokens2, terms, verbs) {
  let verb = -1;
  let finite = -1;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind !== "word") continue;
    if (SUBJECT_ENDS.has(t.norm)) {
      verb = i;
      break;
    }
    if (finite < 0 && i > 0 && FINITE_FORM.test(t.norm) && t.terms.some((x) => verbs.has(x)) && (tokens2[i - 1].kind === "code" || tokens2[i - 1].terms.length > 0)) finite = i;
  }
  if (verb < 0) verb = finite;
  if (verb <= 0) return null;
  let start = 0;
  for (let i = 0; i < verb; i++) if (tokens2[i].norm === ",") start = i + 1;
  let end = verb;
  let content = false;
  for (let i = start; i < verb; i++) {
    const t = tokens2[i];
    if (content && SUBJECT_LINKS.has(t.norm)) {
      end = i;
      break;
    }
    if (counts(t, terms)) content = true;
  }
  for (let i = end - 1; i >= start; i--) {
    const t = tokens2[i];
    if (PERSONAL.has(t.norm)) return null;
    if (counts(t, terms)) return t;
  }
  return null;
}
function counts(t, terms) {
  for (const x of t.terms) if ((terms.get(x) ?? 0) > 0) return true;
  return false;
}
function restrictedBefore(tokens2, first) {
  for (let i = 1; i < first; i++) {
    if (!RELATIVES.has(tokens2[i].norm)) continue;
    const before = tokens2[i - 1];
    if (before.kind === "code" || before.kind === "word" && before.terms.some((x) => termWeight(x) > 0)) return true;
  }
  return false;
}
function perBefore(tokens2, first) {
  for (let i = 0; i < first; i++) {
    const t = tokens2[i];
    if (t.kind !== "word") continue;
    if (t.norm.startsWith("per-") && t.terms.length > 0) return t.terms[t.terms.length - 1];
    if (t.norm === "per" && i + 1 < first) return perScope(tokens2, i);
  }
  return void 0;
}
function observedAt(tokens2, first, last) {
  if (tokens2.some((t) => PERMISSION_WORDS.has(t.norm))) return false;
  for (let i = first + 1; i <= last + 1 && i < tokens2.length; i++) if (tokens2[i].kind === "word" && LOAD_STATES.has(tokens2[i].norm)) return true;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind !== "word") continue;
    if (OBSERVATION_WORDS.has(t.norm) || i === 0 && t.norm === "most") return true;
    for (const words4 of OBSERVATION_PHRASES) if (phraseAt(tokens2, i, words4)) return true;
  }
  return false;
}
function phraseAt(tokens2, i, words4) {
  for (let k = 0; k < words4.length; k++) if (tokens2[i + k]?.norm !== words4[k]) return false;
  return true;
}
function durationKindOf(part) {
  return DURATION_KINDS[part] ?? DURATION_KINDS[stem2(part)];
}
function durationKinds(tokens2) {
  let kinds = null;
  let pending;
  let pendingAt = -1;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (TIME_OUT.test(t.norm) && tokens2[i + 1]?.norm === "out") (kinds ??= /* @__PURE__ */ new Set()).add("timeout");
    if (t.kind === "word" && /[a-z]er$/.test(t.norm) || t.kind === "code" && t.raw.includes("/")) continue;
    for (const x of t.terms) {
      for (const part of x.includes(".") || x.includes("_") || x.includes("-") ? x.split(/[._-]/) : [x]) {
        const kind = DURATION_KINDS[part] ?? DURATION_KINDS[stem2(part)];
        if (!kind) continue;
        if (pending !== void 0 && pendingAt < i - 1) (kinds ??= /* @__PURE__ */ new Set()).add(pending);
        pending = kind;
        pendingAt = i;
      }
    }
  }
  if (pending !== void 0) (kinds ??= /* @__PURE__ */ new Set()).add(pending);
  return kinds;
}
function expansionOf(clause, acronym) {
  const tokens2 = clause.tokens;
  for (let i = 0; i < tokens2.length; i++) {
    const raw = tokens2[i].raw;
    if (/^[A-Z][a-z0-9]+[A-Z]/.test(raw) && raw.replace(/[^A-Z]/g, "").toLowerCase() === acronym) return tokens2[i].terms;
    if (tokens2[i].kind !== "word" || tokens2[i].norm.charCodeAt(0) !== acronym.charCodeAt(0)) continue;
    let letters = "";
    for (let k = i; k < tokens2.length && letters.length < acronym.length; k++) {
      const w = tokens2[k];
      if (w.kind !== "word") break;
      for (const part of w.norm.split("-")) if (part) letters += part[0];
      if (!acronym.startsWith(letters)) break;
      if (letters === acronym) return tokens2.slice(i, k + 1).flatMap((t) => t.terms);
    }
  }
  return void 0;
}
function quotedWeight(t, position, term) {
  return t.weights[position] ?? termWeight(term);
}
function markFormer(tokens2, quantities) {
  if (quantities.length === 0) return;
  const first = tokens2.find((t) => t.kind !== "punct");
  if (first && (FORMER_STARTS.has(first.norm) || first.norm === "used" && tokens2[tokens2.indexOf(first) + 1]?.norm === "to")) {
    for (const q of quantities) q.former = true;
    return;
  }
  quantities.forEach((q, n) => {
    const next = quantities[n + 1];
    if (tokens2[q.last + 1]?.norm === "\u2192" && next?.first === q.last + 2) {
      q.former = true;
      return;
    }
    const before = tokens2[q.first - 1]?.norm;
    if (before !== "from") return;
    const previous = tokens2[q.first - 2]?.norm;
    const toNext = next && next.dim === q.dim && tokens2.slice(q.last + 1, next.first).some((t) => t.norm === "to");
    if (toNext || previous === "up" || previous === "down") q.former = true;
  });
}
function antonymAt(tokens2, i) {
  const first = tokens2[i].norm;
  const seconds2 = ANTONYM_SECONDS.get(first);
  if (!ANTONYM_INDEX.has(first) && seconds2 === void 0) return tokens2[i].kind === "word" ? adverbOfStateAt(tokens2, i) ?? prefixedStateAt(tokens2, i) ?? stateCompoundAt(tokens2, i) : null;
  const multi = seconds2 !== void 0 && i + 1 < tokens2.length && seconds2.has(tokens2[i + 1].norm);
  for (let length = 3; length >= 1; length--) {
    if (i + length > tokens2.length || length > 1 && !multi) continue;
    const joined = length === 1 ? first : length === 2 ? `${first}-${tokens2[i + 1].norm}` : `${first}-${tokens2[i + 1].norm}-${tokens2[i + 2].norm}`;
    const hit = ANTONYM_INDEX.get(joined);
    if (!hit) continue;
    if (joined === "in-order" && tokens2[i + 2]?.norm === "to") continue;
    if (joined === "on" || joined === "off") {
      const before = tokens2[i - 1]?.norm ?? "";
      const after = tokens2[i + 1]?.norm ?? "";
      const last = tokens2.slice(i + 1).every((t) => t.kind === "punct");
      const stateful = STATE_VERB_WORDS.has(before) || before === "=" || before === ":" || after === "by" && tokens2[i + 2]?.norm === "default" || last;
      const phrasal = TOGGLE_VERBS.has(before);
      if (!phrasal && (!stateful || namesSomething(tokens2[i + 1]))) continue;
      if (phrasal) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${tokens2[i - 1].raw} ${tokens2[i].raw}` }, length, lead: 1 };
    }
    const next = tokens2[i + length];
    if (WINDOWED_STATES.has(joined) && WINDOWS.has(next?.norm ?? "")) continue;
    if (PREDICATIVE_ANTONYMS.has(joined) && !predicative(tokens2, i)) continue;
    if (SITUATED_STATES.has(joined) && !predicative(tokens2, i) && !situated(tokens2, i)) continue;
    if (TERMINAL_ANTONYMS.has(joined) && next && next.kind !== "punct" && !["from", "by"].includes(next.norm)) continue;
    if (joined === "include" || joined === "includes" || joined === "including") {
      if (joined === "including") continue;
    }
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: tokens2.slice(i, i + length).map((t) => t.raw).join(" ") }, length };
  }
  return null;
}
function prefixedStateAt(tokens2, i) {
  const t = tokens2[i];
  const first = t.norm.charCodeAt(0);
  if (first !== 110 && first !== 117 || NOT_PREFIXED.has(t.norm)) return null;
  const base = STATE_PREFIX.exec(t.norm)?.[1];
  const hit = base === void 0 ? void 0 : ANTONYM_INDEX.get(base);
  if (hit === void 0) return null;
  if (PREDICATIVE_ANTONYMS.has(base) && !predicative(tokens2, i)) return null;
  return { use: { canon: hit.canon, sign: hit.sign > 0 ? -1 : 1, negating: hit.negating, word: t.raw }, length: 1 };
}
function stateCompoundAt(tokens2, i) {
  const t = tokens2[i];
  const norm = t.norm;
  const auto = norm.startsWith("auto");
  if (!auto && !norm.includes("-")) return null;
  if (auto && AUTO_VERB.test(norm)) return { use: { canon: AUTOMATIC_USE.canon, sign: AUTOMATIC_USE.sign, negating: AUTOMATIC_USE.negating, word: t.raw }, length: 1, keepsTerms: true };
  const first = norm.includes("-") ? STATE_PARTICIPLE.exec(norm)?.[1] : void 0;
  const hit = first === void 0 ? void 0 : ANTONYM_INDEX.get(first);
  if (hit === void 0 || PREDICATIVE_ANTONYMS.has(first)) return null;
  return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: t.raw }, length: 1 };
}
function splitCompoundAt(tokens2, i) {
  const t = tokens2[i];
  if (t.kind !== "word" || !PREDICATE_BE.has(tokens2[i - 1]?.norm ?? "") || !ANTONYM_SECONDS.has(t.norm)) return null;
  const after = tokens2[i + 1];
  if (after !== void 0 && after.kind !== "punct" && after.norm !== "and" && after.norm !== "now") return null;
  for (let k = i - 2; k >= 0; k--) {
    const noun = tokens2[k];
    if (noun.kind !== "word") continue;
    for (const form of [noun.norm, noun.norm.replace(/s$/, ""), `${noun.norm}s`]) {
      const hit = ANTONYM_INDEX.get(`${t.norm}-${form}`);
      if (hit) return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: `${noun.raw} \u2026 ${t.raw}` }, length: 1 };
    }
  }
  return null;
}
function adverbOfStateAt(tokens2, i) {
  const w = tokens2[i].norm;
  for (const [ending, base] of ADVERB_ENDINGS) {
    if (w.length <= ending.length + 3 || !w.endsWith(ending)) continue;
    const form = w.slice(0, -ending.length) + base;
    const hit = ANTONYM_INDEX.get(form);
    if (!hit) continue;
    if (PREDICATIVE_ANTONYMS.has(form) && !predicative(tokens2, i)) return null;
    if (namesSomething(tokens2[i + 1])) return null;
    return { use: { canon: hit.canon, sign: hit.sign, negating: hit.negating, word: tokens2[i].raw }, length: 1 };
  }
  return null;
}
function predicative(tokens2, i) {
  let k = i - 1;
  if (["a", "an"].includes(tokens2[k]?.norm ?? "")) k--;
  while (k >= 0 && PREDICATE_ADVERBS.has(tokens2[k].norm)) k--;
  return STATE_VERB_WORDS.has(tokens2[k]?.norm ?? "") || BECOMING.has(tokens2[k]?.norm ?? "");
}
function situated(tokens2, i) {
  let k = i - 1;
  if (ARTICLES.has(tokens2[k]?.norm ?? "")) k--;
  return SITUATING_WORDS.has(tokens2[k]?.norm ?? "");
}
function namesSomething(t) {
  if (!t || t.kind === "punct") return false;
  if (t.kind === "code" || t.kind === "number") return true;
  return t.terms.some((x) => termWeight(x) > 0) && !ANTONYM_INDEX.has(t.norm) && !/(ed|ly|ing)$/.test(t.norm) && !NEGATION_WORDS.has(t.norm);
}
function alternativeOf(tokens2, i) {
  const t = tokens2[i];
  if (SPELLING_PREFIXES.has(t.norm)) {
    let longest = null;
    let key = t.norm;
    let raw2 = t.raw;
    for (let n = 2; i + n <= tokens2.length && SPELLING_PREFIXES.has(key); n++) {
      const next = tokens2[i + n - 1];
      key += ` ${next.norm}`;
      raw2 += ` ${next.raw}`;
      const members2 = spelled(key, raw2, tokens2);
      if (members2) longest = { members: members2, length: n };
    }
    if (longest) return longest;
  }
  const raw = t.kind === "code" ? void 0 : t.raw;
  const members = spelled(t.norm, raw, tokens2) ?? (t.norm.endsWith(".js") ? spelled(t.norm.slice(0, -3), raw?.slice(0, -3), tokens2) : void 0);
  if (members) return { members, length: 1 };
  const command = t.kind === "code" ? commandProgram(t.norm) : void 0;
  const run = command === void 0 ? void 0 : spelled(command, void 0, tokens2);
  if (run) return { members: run, length: 1 };
  const term = t.terms[0];
  const byTerm = term === void 0 || term === t.norm ? void 0 : spelled(term, term, tokens2);
  return byTerm ? { members: byTerm, length: 1 } : null;
}
function commandProgram(code) {
  if (!code.includes(" ")) return void 0;
  const words4 = code.split(/\s+/);
  let k = 0;
  while (k < words4.length - 1 && RUNNERS.has(words4[k])) k++;
  return words4[k];
}
function spelled(key, raw, tokens2) {
  const members = ALTERNATIVE_INDEX.get(key);
  if (members === void 0) return void 0;
  const cased = raw === void 0 ? void 0 : CASED_SPELLINGS.get(key);
  if (cased !== void 0 && raw.replace(/^['"(]+|['")]+$/g, "") !== cased && !namesRole(tokens2, members, key)) return void 0;
  return members;
}
function namesRole(tokens2, members, word2) {
  for (const m of members) {
    const role = ALTERNATIVE_GROUPS[m.group].roleStems;
    if (tokens2.some((t) => t.norm !== word2 && t.terms.some((term) => role.has(term)))) return true;
  }
  return false;
}
function ownerNoun(tokens2, i) {
  const t = tokens2[i];
  if (t.kind !== "word" || t.norm !== "cache" && t.norm !== "store") return false;
  const before = tokens2[i - 1];
  const after = tokens2[i + 1];
  if (after && (after.norm === "the" || after.norm === "a" || after.norm === "an" || after.norm === "for" || after.norm === "it" || after.norm === "them")) return false;
  return before === void 0 || !BEFORE_VERB.has(before.norm);
}
function quantitySubject(tokens2, quantities, n, skip, leftOnly) {
  const q = quantities[n];
  const previous = quantities[n - 1]?.period === "often" && q.period !== "often" ? quantities[n - 2] : quantities[n - 1];
  const following = quantities[n + 1]?.period === "often" && q.period !== "often" ? quantities[n + 2] : quantities[n + 1];
  const from = previous ? previous.last + 1 : 0;
  let to = q.last + 1;
  if (leftOnly) to = q.first;
  else while (to < tokens2.length && (!following || to < following.first) && !["and", ",", "or"].includes(tokens2[to].norm)) to++;
  const subject = /* @__PURE__ */ new Map();
  collectSubject(tokens2, quantities, q, skip, from, to, subject);
  if (subject.size === 0 && previous) collectSubject(tokens2, quantities, q, skip, 0, to, subject);
  return subject;
}
function collectSubject(tokens2, quantities, q, skip, start, end, subject) {
  for (let i = start; i < end; i++) {
    if (i >= q.first && i <= q.last) {
      if (!(q.first === q.last && q.key.length === 0 && tokens2[i].kind === "code" && /[=:]/.test(tokens2[i].raw))) continue;
    } else if (skip.has(i) || insideAny(quantities, i)) continue;
    const terms = tokens2[i].terms;
    for (let k = 0; k < terms.length; k++) {
      const term = terms[k];
      if (i === q.first && /\d/.test(term)) continue;
      if (QUANTITY_PREDICATE_STEMS.has(term) && (q.dim === "duration" || !ownerNoun(tokens2, i)) || LIGHT_STEMS.has(term) || q.key.includes(term)) continue;
      if (tokens2[i].kind === "code" && term.length > 1 && isUnitWord(term)) continue;
      subject.set(term, quotedWeight(tokens2[i], k, term));
    }
  }
}
function insideAny(quantities, i) {
  for (const other of quantities) if (i >= other.first && i <= other.last) return true;
  return false;
}
function changeVerbBefore(norms, end) {
  for (let k = 0; k < end; k++) if (CHANGE_VERBS.has(norms[k])) return true;
  return false;
}
function negationAt(tokens2) {
  for (let k = 0; k < tokens2.length; k++) if (NEGATION_WORDS.has(tokens2[k].norm)) return k;
  return -1;
}
function useVerbAfter(tokens2, negation) {
  for (let k = negation + 1; k < tokens2.length && k <= negation + 3; k++) if (tokens2[k].kind === "word" && USE_VERB_STEMS.has(stem2(tokens2[k].norm))) return k;
  return -1;
}
function subjectEndBefore(tokens2, verb) {
  for (let k = 0; k < verb && k < tokens2.length; k++) {
    const norm = tokens2[k].norm;
    if (AUX.has(norm) || NEGATION_WORDS.has(norm) || VERBISH.test(norm)) return k;
  }
  return -1;
}
function substitutions(index, tokens2, clause) {
  const found = [];
  const norms = [];
  for (const t of tokens2) norms.push(t.norm);
  const add = (phrase, cue, strong, replacement, consumed) => {
    const source = consumed.length > 0 ? "change" : "negated-use";
    const denial = makeDenial(index, phrase, cue, strong, rawWords(replacement), source);
    if (denial) found.push({ denial, consumed });
  };
  const arrow = norms.indexOf("\u2192");
  if (arrow > 0 && arrow < tokens2.length - 1 && !statesSomething(tokens2)) {
    let start = arrow;
    while (start > 0 && tokens2[start - 1].norm !== ":" && tokens2[start - 1].norm !== ",") start--;
    const replaced = tokens2.slice(start, arrow);
    const replacement = cut(tokens2, arrow + 1);
    if (replaced.some((t) => t.terms.length > 0) && replacement.length > 0) {
      add(replaced, "\u2192", true, replacement, tokens2.slice(start, arrow + 1));
      return found;
    }
  }
  let from = norms.indexOf("from");
  if (from < 0) from = norms.findIndex((w, k) => w === "off" && k > 0 && CHANGE_VERBS.has(norms[k - 1]));
  if (from < 0) from = norms.findIndex((w, k) => w === "of" && norms[k - 1] === "out" && k > 1 && CHANGE_VERBS.has(norms[k - 2]));
  if (from > 0 && changeVerbBefore(norms, from)) {
    const to = norms.findIndex((w, k) => k > from && (w === "to" || w === "into" || w === "onto"));
    const verb = norms.slice(0, from).find((w) => CHANGE_VERBS.has(w));
    if (to > from + 1) {
      add(tokens2.slice(from + 1, to), `${verb} from`, true, cut(tokens2, to + 1), tokens2.slice(from));
      return found;
    }
    let v = from - 1;
    while (v > 0 && LEAVING_FILLERS.has(norms[v])) v--;
    const leaving = LEAVING_VERBS.has(norms[v]) && !(norms[from] === "off" && TOGGLE_VERBS.has(norms[v]));
    const left = to < 0 && leaving ? cut(tokens2, from + 1) : [];
    const end = left.findIndex((t) => AUX.has(t.norm) || LEFT_WHEN.has(t.norm));
    if (end >= 0) left.length = end;
    if (left.some((t) => t.terms.length > 0)) {
      add(left, `${verb} ${norms[from]}`, true, [], tokens2.slice(from));
      return found;
    }
  }
  const converted = norms.indexOf("converted");
  const into = converted > 0 ? norms.findIndex((w, k) => k > converted && (w === "to" || w === "into")) : -1;
  if (into > converted) {
    let a = converted - 1;
    while (a >= 0 && ADVERBS.has(norms[a])) a--;
    let start = 0;
    for (let k = a - 1; k >= 0; k--) if (norms[k] === ",") {
      start = k + 1;
      break;
    }
    const passive = a >= 0 && AUX.has(norms[a]);
    const phrase = passive ? tokens2.slice(start, a).filter((t) => !AUX.has(t.norm)) : PRONOUNS.has(norms[converted - 1]) ? tokens2.slice(converted + 1, into) : [];
    if (phrase.some((t) => t.terms.length > 0 || t.kind === "code")) {
      add(phrase, "converted to", true, cut(tokens2, into + 1), tokens2.slice(start));
      return found;
    }
  }
  for (let r = 0; r < tokens2.length; r++) {
    const w = norms[r];
    const outRemoval = OUT_REMOVALS.has(w) && norms[r + 1] === "out";
    if (!REMOVAL_WORDS.has(w) && !outRemoval) continue;
    let a = r - 1;
    while (a >= 0 && ADVERBS.has(norms[a])) a--;
    const passive = a >= 0 && AUX.has(norms[a]);
    if (outRemoval && !passive && (r === 0 || tokens2[r - 1].kind !== "code" && tokens2[r - 1].terms.length === 0)) continue;
    const by = norms.findIndex((x, k) => k > r && (x === "by" || x === "with"));
    if (passive) {
      let start = a - 1;
      while (start >= 0 && (AUX.has(norms[start]) || MODALS.has(norms[start]))) start--;
      let s = 0;
      for (let k = start; k >= 0; k--) if (norms[k] === "," || (norms[k] === "and" || norms[k] === "or") && tokens2.slice(0, k).some((x) => AUX.has(x.norm))) {
        s = k + 1;
        break;
      }
      let subject = tokens2.slice(s, start + 1);
      if (subject.length === 0 && s > 0) {
        const firstVerb = tokens2.findIndex((x) => AUX.has(x.norm));
        subject = tokens2.slice(0, firstVerb).filter((x) => x.kind !== "punct");
      }
      const replacement = by > r ? cut(tokens2, by + 1) : [];
      add(subject, `${norms.slice(start + 1, outRemoval ? r + 2 : r + 1).join(" ")}`, true, replacement, tokens2.slice(s));
      return found;
    }
    const firstContent = norms.findIndex((x) => !PRONOUNS.has(x) && x !== "the");
    if (r === firstContent || r > 0 && PRONOUNS.has(norms[r - 1])) {
      const end = by > r ? by : tokens2.length;
      const object = cut(tokens2, r + 1).filter((t) => tokens2.indexOf(t) < end);
      add(object, w, true, by > r ? cut(tokens2, by + 1) : [], tokens2.slice(r));
      return found;
    }
    const after = tokens2[r + 1];
    if (r > 0 && (tokens2[r - 1].kind === "code" || tokens2[r - 1].terms.length > 0) && (!after || after.kind === "punct" || PREPOSITION_AFTER.has(after.norm))) {
      let s = 0;
      for (let k = r - 1; k >= 0; k--) if (norms[k] === ",") {
        s = k + 1;
        break;
      }
      add(tokens2.slice(s, r), w, true, [], tokens2.slice(s, r + 1));
      return found;
    }
    if (w === "replaced" || w === "superseded") {
      const object = cut(tokens2, r + 1);
      add(object, w, true, tokens2.slice(0, r), tokens2.slice(r, r + 1 + object.length));
      return found;
    }
    if (!STATE_REMOVALS.has(w) && w !== "gone") {
      const object = cut(tokens2, r + 1);
      const instead = norms.findIndex((x, k) => k > r && (x === "by" || x === "with" || x === "for"));
      if (object.length > 0) {
        add(object, w, true, instead > r ? cut(tokens2, instead + 1) : [], tokens2.slice(r, r + 1 + object.length));
        return found;
      }
    }
  }
  const usedTo = norms.findIndex((w, k) => w === "used" && norms[k + 1] === "to" && !AUX.has(norms[k - 1] ?? "") && norms[k - 1] !== "get");
  if (usedTo >= 0) {
    const object = tokens2.slice(usedTo + 3).filter((t) => t.kind !== "punct");
    add(object, "used to", true, [], tokens2.slice(usedTo));
    return found;
  }
  if (clause.negated) {
    const negation = negationAt(tokens2);
    const verb = negation < 0 ? -1 : useVerbAfter(tokens2, negation);
    const at = negation < 0 ? -1 : negation + (norms[negation + 1] === "longer" ? 2 : 1);
    if (verb < 0 && at > 0 && (norms[at] === "on" || norms[at] === "using" || norms[at] === "behind")) {
      const strong = clause.markers.some((m) => m === "no longer" || m === "anymore" || m === "any more" || m === "any longer");
      const object = cut(tokens2, at + 1).filter((t) => t.terms.length > 0);
      if (strong && object.length > 0) add(object, `${clause.negations.join(" ")} ${norms[at]}`, true, [], []);
    }
    if (verb >= 0) {
      const strong = clause.markers.some((m) => m === "no longer" || m === "anymore" || m === "any more" || m === "any longer");
      const object = cut(tokens2, verb + 1).filter((t) => t.terms.length > 0);
      const subjectEnd = subjectEndBefore(tokens2, verb);
      const passive = verb > 0 && (AUX.has(norms[verb - 1]) || NEGATED_BE.test(norms[verb - 1]) || NEGATION_WORDS.has(norms[verb - 1]) && AUX.has(norms[verb - 2] ?? ""));
      const phrase = passive || object.length === 0 ? tokens2.slice(0, subjectEnd >= 0 ? subjectEnd : verb) : object;
      add(phrase, `${clause.negations.join(" ")} ${norms[verb]}`, strong, [], []);
    }
  }
  return found;
}
function cut(tokens2, start) {
  const out = [];
  for (let i = start; i < tokens2.length; i++) {
    if (PHRASE_CUT.has(tokens2[i].norm) && (out.length > 0 || MARKER_STARTS.has(tokens2[i].norm) || tokens2[i].norm === "anymore")) break;
    if (tokens2[i].kind === "punct") {
      if (out.length > 0) break;
      continue;
    }
    out.push(tokens2[i]);
  }
  return out;
}
function rawWords(tokens2) {
  let out = "";
  for (let i = 0; i < tokens2.length; i++) out = i === 0 ? tokens2[i].raw : `${out} ${tokens2[i].raw}`;
  return out;
}
function makeDenial(clause, phrase, cue, strong, replacement, source) {
  const terms = /* @__PURE__ */ new Set();
  const anchorKeys = [];
  const wordKeys = [];
  for (const t of phrase) {
    for (const term of t.terms) terms.add(term);
    if (t.kind === "code" && t.terms[0]) {
      anchorKeys.push(t.terms[0]);
      if (/^[a-z][\w-]*\/[a-z][\w-]*$/i.test(t.raw) && !/^(src|lib|app|test|tests|packages|apps)\//i.test(t.raw)) anchorKeys.push(...t.terms.slice(1));
    } else for (const term of t.terms) if (!GENERIC_STEMS.has(term) && !LIGHT_STEMS.has(term)) wordKeys.push(term);
    const group = ALTERNATIVE_INDEX.get(t.norm) ?? ALTERNATIVE_INDEX.get(t.norm.replace(/\.js$/, ""));
    if (group !== void 0 && t.terms[0] && !wordKeys.includes(t.terms[0]) && !anchorKeys.includes(t.terms[0])) wordKeys.push(t.terms[0]);
  }
  const keys = anchorKeys.length > 0 ? anchorKeys : wordKeys;
  const acronyms = [];
  for (const t of phrase) if (t.kind === "word" && /^[A-Z]{3,5}s?$/.test(t.raw) && t.terms[0] !== void 0) acronyms.push(t.terms[0]);
  if (keys.length === 0 && terms.size === 0) return null;
  return { clause, terms, keys, phrase: rawWords(phrase), cue, strong, replacement, source, acronyms: acronyms.length > 0 ? acronyms : NONE };
}
var BOUNDARY_PUNCT, CONDITIONS, BOUNDARY_WORDS, MARKER_PHRASES, MARKER_STARTS, AUX, ADVERBS, ENDING_VERB, REMOVAL_WORDS, OUT_REMOVALS, PREPOSITION_AFTER, CHANGE_VERBS, LEAVING_VERBS, LEFT_WHEN, LEAVING_FILLERS, PRONOUNS, USE_VERB_STEMS, STATE_REMOVALS, PHRASE_CUT, NOT_PREFIXED, ANTONYM_INDEX, ENABLED_CANON, ANTONYM_SECONDS, VERB_BEFORE, CODE_STATES, ENUM_CONSTANT, SORT_KEYWORD, SORT_STATES, COLUMN_NOT_NULL, CODE_STATE_WORDS, cache, CLAUSE_PRONOUNS, DETERMINERS2, FINITE_AUX, WITHOUT, VERBISH, FINITE_ENDING, SETTING_LINKS, SUBJECT_ENDS, PERSONAL, SUBJECT_LINKS, FINITE_FORM, RELATIVES, OBSERVATION_WORDS, OBSERVATION_PHRASES, PERMISSION_WORDS, LOAD_STATES, DURATION_KINDS, TIME_OUT, NONE, NO_TOKENS, EMPTY_TERMS, NO_ANTONYMS, NO_PREFIXED, NO_STRINGS, NO_QUANTITIES2, NO_NAMING, INTERVAL, NO_ALTERNATIVES, NO_MEMBERS, Skip, FORMER_STARTS, STATE_PREFIX, STATE_PARTICIPLE, AUTO_VERB, AUTOMATIC_USE, PREDICATE_BE, ADVERB_ENDINGS, ARTICLES, SITUATING_WORDS, PREDICATE_ADVERBS, BECOMING, TOGGLE_VERBS, GOES_ON_WITHOUT, REQUIRE, WINDOWED_STATES, WINDOWS, TERMINAL_ANTONYMS, RUNNERS, BEFORE_VERB, MODALS, NEGATED_BE;
var init_analyze = __esm({
  "src/contradiction/analyze.ts"() {
    "use strict";
    init_quantities();
    init_stem();
    init_tokens();
    init_opposite_states();
    init_setting_states();
    init_alternatives();
    init_vocabulary();
    BOUNDARY_PUNCT = /* @__PURE__ */ new Set([".", ";", "!", "?", "\u2014", "(", ")", ":", "[", "]"]);
    CONDITIONS = /* @__PURE__ */ new Set(["unless"]);
    BOUNDARY_WORDS = /* @__PURE__ */ new Set(["but", "because", "since", "so", "while", "whereas", "although", "though", "unless", "which", "otherwise", "except", "whereby", "hence", "thus", "therefore"]);
    MARKER_PHRASES = [
      [["no", "longer"], "no longer"],
      [["any", "longer"], "any longer"],
      [["any", "more"], "any more"],
      [["anymore"], "anymore"],
      [["now"], "now"],
      [["nowadays"], "now"],
      [["again"], "again"],
      [["instead"], "instead"]
    ];
    MARKER_STARTS = new Set(MARKER_PHRASES.map(([phrase]) => phrase[0]));
    AUX = /* @__PURE__ */ new Set(["was", "were", "been", "is", "are", "be", "got", "gets", "get", "has", "have", "'s"]);
    ADVERBS = /* @__PURE__ */ new Set(["now", "also", "finally", "completely", "fully", "recently", "entirely", "since", "just", "already", "all", "then", "both", "officially"]);
    ENDING_VERB = /^(stop|ceas)/;
    REMOVAL_WORDS = /* @__PURE__ */ new Set(["removed", "dropped", "deleted", "uninstalled", "retired", "deprecated", "abandoned", "discontinued", "gone", "replaced", "swapped", "eliminated", "ditched", "decommissioned", "sunset", "superseded", "obsolete", "ripped", "yanked", "scrapped", "pulled", "purged"]);
    OUT_REMOVALS = /* @__PURE__ */ new Set(["taken", "compiled", "commented", "stripped", "torn", "phased", "cut", "left", "edited", "weeded", "ifdefed", "ifdef'd"]);
    PREPOSITION_AFTER = /* @__PURE__ */ new Set(["from", "in", "out", "last", "this", "since", "after", "during", "as", "for", "now", "entirely", "completely", "altogether", "anymore"]);
    CHANGE_VERBS = /* @__PURE__ */ new Set(["moved", "migrated", "switched", "changed", "ported", "went", "converted", "upgraded", "downgraded", "transitioned", "swapped", "rewritten", "rewrote", "moves", "move", "migrate", "switch", "switches", "changes", "relocated", "renamed"]);
    LEAVING_VERBS = /* @__PURE__ */ new Set(["moved", "migrated", "switched", "ported", "went", "transitioned", "relocated", "moving", "migrating"]);
    LEFT_WHEN = /* @__PURE__ */ new Set(["in", "at", "during", "last", "this", "after", "before", "ago", "back", "earlier", "recently", "years", "months", "weeks"]);
    LEAVING_FILLERS = /* @__PURE__ */ new Set(["away", "over", "all", "fully", "entirely", "completely", "finally", "out"]);
    PRONOUNS = /* @__PURE__ */ new Set(["we", "i", "they", "you", "someone", "the team"]);
    USE_VERB_STEMS = new Set(["use", "need", "require", "install", "depend", "rely", "call", "load", "import", "include", "ship"].map((w) => stem2(w)));
    STATE_REMOVALS = /* @__PURE__ */ new Set(["deprecated", "obsolete"]);
    PHRASE_CUT = /* @__PURE__ */ new Set([",", "now", "that", "because", "since", "so", "when", "while", "as", "if", "unless", "which", "for", "anymore", "again", "here", "there", "instead", "anyway", "either", "any", "yet", "too", "entirely", "completely", "altogether", "in favor", "in favour"]);
    NOT_PREFIXED = /* @__PURE__ */ new Set(["under", "until", "unless", "unique", "union", "unit", "units", "universal", "unix", "unicode", "uniform", "unify", "unified", "unity", "none", "nonce", "understand", "undo", "unwrap", "unmount", "update"]);
    ANTONYM_INDEX = /* @__PURE__ */ new Map();
    ANTONYMS.forEach(([positive, negative, negating], n) => {
      for (const w of positive.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: 1, negating });
      for (const w of negative.split(/\s+/)) if (!ANTONYM_INDEX.has(w)) ANTONYM_INDEX.set(w, { canon: `ant:${n}`, sign: -1, negating });
    });
    ENABLED_CANON = ANTONYM_INDEX.get("enabled").canon;
    ANTONYM_SECONDS = /* @__PURE__ */ new Map();
    for (const w of ANTONYM_INDEX.keys()) {
      const parts = w.split("-");
      for (let a = 1; a < parts.length; a++) {
        const first = parts.slice(0, a).join("-");
        if (!ANTONYM_SECONDS.has(first)) ANTONYM_SECONDS.set(first, /* @__PURE__ */ new Set());
        for (let b = a + 1; b <= parts.length; b++) ANTONYM_SECONDS.get(first).add(parts.slice(a, b).join("-"));
      }
    }
    VERB_BEFORE = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did", "can", "could", "should", "must", "may", "might", "will", "would", "to", "always", "also", "now", "only"]);
    CODE_STATES = Object.assign(/* @__PURE__ */ Object.create(null), {
      "not null": "non-null",
      "object.freeze": "immutable",
      "object.freeze()": "immutable",
      "public-read": "public",
      "public-read-write": "public"
    });
    ENUM_CONSTANT = /^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*\.([A-Z][A-Z_]*)$/;
    SORT_KEYWORD = /^[\w."()\s,]*[\w"]\s+(ASC|DESC)\)?$/;
    SORT_STATES = { asc: "ascending", desc: "descending" };
    COLUMN_NOT_NULL = /^(?:[\w"]+\s+)*NOT NULL(?:\s+(?:DEFAULT|UNIQUE|PRIMARY|REFERENCES|CHECK)\b.*)?$/;
    CODE_STATE_WORDS = /* @__PURE__ */ new Set(["true", "false", "on", "off", "enabled", "disabled", "async", "sync", "public", "private", "readonly", "nullable", "optional"]);
    cache = /* @__PURE__ */ new Map();
    CLAUSE_PRONOUNS = /* @__PURE__ */ new Set(["it", "they", "we", "you", "this", "that", "these", "those", "there", "he", "she", "i"]);
    DETERMINERS2 = /* @__PURE__ */ new Set(["the", "a", "an", "our", "their", "its", "this", "that", "these", "those", "every", "each", "no"]);
    FINITE_AUX = /^(is|are|was|were|has|have|had|does|do|did|can|could|should|must|will|would|isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|don't|didn't|can't|cannot|won't|shouldn't|isnt|arent|doesnt|dont|cant|wont)$/;
    WITHOUT = /* @__PURE__ */ new Set(["without", "minus", "sans"]);
    VERBISH = /^(is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|would|should|must|may|might)$|n't$/;
    FINITE_ENDING = /[^s]s$|ed$/;
    SETTING_LINKS = /* @__PURE__ */ new Set([":", "=", "is", "are", "was", "set", "to", "of"]);
    SUBJECT_ENDS = new Set(
      `is are was were be been has have had do does did can could should must may might will would shall never always not cannot
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't shouldn't mustn't won't wouldn't
  isnt arent wasnt werent dont doesnt didnt cant shouldnt mustnt wont`.split(/\s+/)
    );
    PERSONAL = /* @__PURE__ */ new Set(["we", "you", "i", "they", "it", "he", "she", "one", "someone", "nobody", "everyone"]);
    SUBJECT_LINKS = new Set("in on at to for from by with into onto through via under over inside outside across against within between per of after before during until".split(" "));
    FINITE_FORM = /[^s]s$|ed$/;
    RELATIVES = /* @__PURE__ */ new Set(["that", "who", "whose", "which", "where"]);
    OBSERVATION_WORDS = new Set("typical typically usually normally generally mostly average median".split(" "));
    OBSERVATION_PHRASES = [["right", "now"], ["at", "the", "moment"], ["in", "practice"], ["on", "average"], ["normal", "day"], ["typical", "day"], ["most", "of", "the", "time"]];
    PERMISSION_WORDS = /* @__PURE__ */ new Set(["can", "cannot", "can't", "may", "might", "could", "allowed", "allows", "allow"]);
    LOAD_STATES = new Set("open active running live in-flight inflight".split(" "));
    DURATION_KINDS = Object.assign(
      /* @__PURE__ */ Object.create(null),
      Object.fromEntries(
        [
          ["expiry", "expir expiri ttl lifetim life valid validity last"],
          // Expiring after a time idle is an idle timeout.
          ["timeout", "timeout idl"],
          ["interval", "interv period frequenc poll schedul cron"],
          ["delay", "delai backoff wait cooldown"],
          ["retention", "retent retain kept keep"]
        ].flatMap(([kind, stems2]) => stems2.split(" ").map((s) => [s, kind]))
      )
    );
    TIME_OUT = /^tim(?:e|es|ed|ing)$/;
    NONE = [];
    NO_TOKENS = [];
    EMPTY_TERMS = /* @__PURE__ */ new Map();
    NO_ANTONYMS = [];
    NO_PREFIXED = [];
    NO_STRINGS = /* @__PURE__ */ new Set();
    NO_QUANTITIES2 = [];
    NO_NAMING = [];
    INTERVAL = /* @__PURE__ */ new Set(["interval"]);
    NO_ALTERNATIVES = /* @__PURE__ */ new Map();
    NO_MEMBERS = /* @__PURE__ */ new Map();
    Skip = class extends Uint8Array {
      constructor(size) {
        super(size + 4);
      }
      add(i) {
        if (i >= 0 && i < this.length) this[i] = 1;
      }
      has(i) {
        return this[i] === 1;
      }
    };
    FORMER_STARTS = /* @__PURE__ */ new Set(["was", "were", "previously", "formerly", "originally", "before"]);
    STATE_PREFIX = /^(?:non-?|un)([a-z][a-z-]{2,})$/;
    STATE_PARTICIPLE = /^([a-z]+)-(?:loaded|fetched|linked|typed|initialized|initialised|evaluated|allocated|compiled|resolved|bound)$/;
    AUTO_VERB = /^auto-?(?:commit|merge|restart|deploy|retry|renew|refresh|reload|approve|publish|save|close|delete|rotate|update|upgrade|format|fix|sync)(?:s|ed|ing)?$/;
    AUTOMATIC_USE = ANTONYM_INDEX.get("automatic");
    PREDICATE_BE = /* @__PURE__ */ new Set(["is", "are", "was", "were"]);
    ADVERB_ENDINGS = [
      ["ically", "ic"],
      ["ily", "y"],
      ["bly", "ble"],
      ["ly", ""]
    ];
    ARTICLES = /* @__PURE__ */ new Set(["a", "an", "the"]);
    SITUATING_WORDS = /* @__PURE__ */ new Set(["in", "on", "to", "into", "onto", "as", "with", "use", "uses", "used", "using"]);
    PREDICATE_ADVERBS = /* @__PURE__ */ new Set(["now", "still", "already", "currently", "always", "never", "not", "no", "longer", "fully", "entirely", "also"]);
    BECOMING = /* @__PURE__ */ new Set(["made", "make", "makes", "become", "becomes", "became", "remain", "remains", "remained", "marked"]);
    TOGGLE_VERBS = /* @__PURE__ */ new Set(["turn", "turns", "turned", "turning", "switch", "switches", "switched", "switching", "flip", "flips", "flipped", "flipping", "toggle", "toggles", "toggled"]);
    GOES_ON_WITHOUT = new Set(
      "work works worked function functions operate operates start starts boot boots succeed succeeds connect connects proceed proceeds".split(" ")
    );
    REQUIRE = stem2("require");
    WINDOWED_STATES = /* @__PURE__ */ new Set(["paused", "suspended"]);
    WINDOWS = /* @__PURE__ */ new Set(["during", "while", "when", "whenever", "between"]);
    TERMINAL_ANTONYMS = /* @__PURE__ */ new Set(["exported", "unexported"]);
    RUNNERS = /* @__PURE__ */ new Set(["npx", "bunx", "pnpx", "dlx", "exec", "run", "python", "python3", "-m", "bundle", "sudo", "env"]);
    BEFORE_VERB = new Set("we you they i it to is are was were be been will would can could should must may might not never always also then and or".split(" "));
    MODALS = /* @__PURE__ */ new Set(["will", "would", "should", "can", "could", "must", "may", "might", "shall"]);
    NEGATED_BE = /^(isn't|aren't|wasn't|weren't|isnt|arent|wasnt|werent)$/;
  }
});

// src/contradiction/candidates.ts
function indexable(analysis) {
  const out = [];
  for (const [term, w] of analysis.terms) {
    const weight = Math.min(2, w > 0 ? w : termWeight(term));
    if (weight > 0) out.push([term, weight]);
  }
  return out;
}
function buildIndex(analyses, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const perDoc = analyses.map(indexable);
  const df = /* @__PURE__ */ new Map();
  for (const terms2 of perDoc) for (const [term] of terms2) df.set(term, (df.get(term) ?? 0) + 1);
  const limit = Math.max(o.commonFloor, Math.floor(o.commonShare * analyses.length));
  const tooCommon = /* @__PURE__ */ new Set();
  for (const [term, n] of df) if (n > limit) tooCommon.add(term);
  const postings = /* @__PURE__ */ new Map();
  const terms = perDoc.map((list3, doc) => {
    const kept = list3.filter(([term]) => !tooCommon.has(term));
    for (const [term] of kept) {
      let p = postings.get(term);
      if (!p) postings.set(term, p = []);
      p.push(doc);
    }
    return kept;
  });
  return { terms, postings, tooCommon };
}
function packedCandidatePairs(analyses, options = {}) {
  const minScore = options.minScore ?? DEFAULTS.minScore;
  const minSimilarity = options.minSimilarity ?? DEFAULTS.minSimilarity;
  const maxPerDiscovery = options.maxPerDiscovery ?? DEFAULTS.maxPerDiscovery;
  const n = analyses.length;
  let total = 0;
  for (let doc = 0; doc < n; doc++) total += analyses[doc].terms.size;
  const ids = /* @__PURE__ */ new Map();
  const df = new Int32Array(Math.max(1, total));
  const docStart = new Int32Array(n + 1);
  const termIds = new Int32Array(Math.max(1, total));
  const termWeights = new Float64Array(termIds.length);
  let count = 0;
  for (let from = 0; from < n; from += BLOCK) count = collectTerms(analyses, from, Math.min(n, from + BLOCK), ids, df, docStart, termIds, termWeights, count);
  docStart[n] = count;
  const limit = Math.max(options.commonFloor ?? DEFAULTS.commonFloor, Math.floor((options.commonShare ?? DEFAULTS.commonShare) * n));
  const starts = new Int32Array(ids.size + 1);
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id] + (df[id] > limit ? 0 : df[id]);
  const list3 = new Int32Array(starts[ids.size]);
  const fill = starts.slice(0, ids.size);
  const weights2 = new Float64Array(n);
  const keptStart = new Int32Array(n + 1);
  let kept = 0;
  for (let from = 0; from < n; from += BLOCK) kept = keepTerms(from, Math.min(n, from + BLOCK), docStart, keptStart, termIds, termWeights, df, limit, list3, fill, weights2, kept);
  keptStart[n] = kept;
  const score = new Float64Array(n);
  const touched = new Int32Array(n);
  let packed = new Float64Array(Math.min(n * maxPerDiscovery, 1 << 20) || 1);
  let pairs = 0;
  const perOlder = new Int32Array(n + 1);
  const heapIds = new Int32Array(maxPerDiscovery);
  const heapScores = new Float64Array(maxPerDiscovery);
  for (let from = 0; from < n; from += BLOCK) {
    const to = Math.min(n, from + BLOCK);
    while (pairs + (to - from) * maxPerDiscovery > packed.length) {
      const bigger = new Float64Array(packed.length * 2);
      bigger.set(packed);
      packed = bigger;
    }
    pairs = pairBlock(from, to, n, keptStart, termIds, termWeights, starts, list3, score, touched, weights2, minScore, minSimilarity, heapIds, heapScores, packed, pairs, perOlder);
  }
  return sortByOlder(packed, pairs, perOlder, n);
}
function sortByOlder(packed, pairs, perOlder, n) {
  for (let older = 0; older < n; older++) perOlder[older + 1] = perOlder[older + 1] + perOlder[older];
  const sorted = new Float64Array(pairs);
  for (let k = 0; k < pairs; k++) {
    const v = packed[k];
    sorted[perOlder[Math.floor(v / n)]++] = v;
  }
  return sorted;
}
function collectTerms(analyses, from, to, ids, df, docStart, termIds, termWeights, count) {
  for (let doc = from; doc < to; doc++) {
    docStart[doc] = count;
    count = collectDocTerms(analyses[doc].terms, ids, df, termIds, termWeights, count);
  }
  return count;
}
function collectDocTerms(terms, ids, df, termIds, termWeights, count) {
  for (const term of terms.keys()) {
    const w = terms.get(term);
    const weight = Math.min(2, w > 0 ? w : termWeight(term));
    if (weight <= 0) continue;
    let id = ids.get(term);
    if (id === void 0) {
      id = ids.size;
      ids.set(term, id);
    }
    df[id] = df[id] + 1;
    termIds[count] = id;
    termWeights[count] = weight;
    count++;
  }
  return count;
}
function keepTerms(from, to, docStart, keptStart, termIds, termWeights, df, limit, list3, fill, weights2, kept) {
  for (let doc = from; doc < to; doc++) {
    keptStart[doc] = kept;
    for (let k = docStart[doc]; k < docStart[doc + 1]; k++) {
      const id = termIds[k];
      if (df[id] > limit) continue;
      list3[fill[id]++] = doc;
      weights2[doc] = weights2[doc] + termWeights[k];
      termIds[kept] = id;
      termWeights[kept] = termWeights[k];
      kept++;
    }
  }
  return kept;
}
function pairBlock(from, to, n, keptStart, termIds, termWeights, starts, list3, score, touched, weights2, minScore, minSimilarity, heapIds, heapScores, packed, pairs, perOlder) {
  for (let doc = from; doc < to; doc++) {
    const touchedCount = scoreOlder(doc, keptStart, termIds, termWeights, starts, list3, score, touched);
    const heapSize = bestOlder(weights2[doc], touchedCount, touched, score, weights2, minScore, minSimilarity, heapIds, heapScores);
    pairs = placePairs(doc, n, heapSize, heapIds, packed, pairs, perOlder);
  }
  return pairs;
}
function scoreOlder(doc, keptStart, termIds, termWeights, starts, list3, score, touched) {
  let touchedCount = 0;
  for (let k = keptStart[doc]; k < keptStart[doc + 1]; k++) {
    const id = termIds[k];
    const w = termWeights[k];
    for (let p = starts[id], end = starts[id + 1]; p < end; p++) {
      const other = list3[p];
      if (other >= doc) break;
      if (score[other] === 0) touched[touchedCount++] = other;
      score[other] = score[other] + w;
    }
  }
  return touchedCount;
}
function bestOlder(ownWeight, touchedCount, touched, score, weights2, minScore, minSimilarity, heapIds, heapScores) {
  let heapSize = 0;
  for (let k = 0; k < touchedCount; k++) {
    const other = touched[k];
    const s = score[other];
    score[other] = 0;
    if (s < Math.min(minScore, ownWeight, weights2[other])) continue;
    const similarity = s / Math.sqrt(ownWeight * weights2[other]);
    if (similarity < minSimilarity) continue;
    heapSize = heapOffer(heapIds, heapScores, heapSize, other, similarity);
  }
  return heapSize;
}
function placePairs(doc, n, heapSize, heapIds, packed, pairs, perOlder) {
  for (let h = 0; h < heapSize; h++) {
    const other = heapIds[h];
    packed[pairs++] = other * n + doc;
    perOlder[other + 1]++;
  }
  return pairs;
}
function heapLess(ids, scores, i, j) {
  const a = scores[i];
  const b = scores[j];
  return a < b || a === b && ids[i] < ids[j];
}
function heapSwap(ids, scores, i, j) {
  const id = ids[i];
  ids[i] = ids[j];
  ids[j] = id;
  const score = scores[i];
  scores[i] = scores[j];
  scores[j] = score;
}
function heapOffer(ids, scores, size, id, score) {
  if (size < ids.length) {
    ids[size] = id;
    scores[size] = score;
    let i2 = size;
    while (i2 > 0) {
      const parent = i2 - 1 >> 1;
      if (!heapLess(ids, scores, i2, parent)) break;
      heapSwap(ids, scores, i2, parent);
      i2 = parent;
    }
    return size + 1;
  }
  if (size === 0 || score < scores[0] || score === scores[0] && id < ids[0]) return size;
  ids[0] = id;
  scores[0] = score;
  let i = 0;
  for (; ; ) {
    const l = 2 * i + 1;
    const r = l + 1;
    let m = i;
    if (l < size && heapLess(ids, scores, l, m)) m = l;
    if (r < size && heapLess(ids, scores, r, m)) m = r;
    if (m === i) break;
    heapSwap(ids, scores, i, m);
    i = m;
  }
  return size;
}
function candidateFinder(analyses, options = {}) {
  const o = { ...DEFAULTS, ...options };
  const index = buildIndex(analyses, o);
  const totals = index.terms.map((terms) => terms.reduce((sum, [, w]) => sum + w, 0));
  return (target) => candidatesIn(index, totals, target, o);
}
function candidatesIn(index, totals, target, o) {
  const own = index.terms[target] ?? [];
  const ownWeight = totals[target] ?? 0;
  const score = /* @__PURE__ */ new Map();
  for (const [term, w] of own) {
    for (const other of index.postings.get(term) ?? []) {
      if (other !== target) score.set(other, (score.get(other) ?? 0) + w);
    }
  }
  const found = [];
  for (const [other, s] of score) {
    const otherWeight = totals[other];
    const similarity = s / Math.sqrt(ownWeight * otherWeight);
    if (s >= Math.min(o.minScore, ownWeight, otherWeight) && similarity >= o.minSimilarity) found.push([other, similarity]);
  }
  found.sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  return found.slice(0, o.maxPerDiscovery).map(([other]) => other);
}
var DEFAULTS, BLOCK;
var init_candidates = __esm({
  "src/contradiction/candidates.ts"() {
    "use strict";
    init_tokens();
    DEFAULTS = { commonShare: 0.05, commonFloor: 8, minScore: 2, maxPerDiscovery: 10, minSimilarity: 0.2 };
    BLOCK = 256;
  }
});

// src/contradiction/exclusive.ts
function startsPredicate(tokens2, k) {
  const next = tokens2[k + 1];
  return tokens2[k].kind === "word" && /[^s']s$|ed$/.test(tokens2[k].norm) && next !== void 0 && next.kind !== "punct" && !ENDS.has(next.norm);
}
function mayBeExclusive(a) {
  for (const c of a.clauses) if (singledOut(c)) return true;
  return false;
}
function cueTerms(c, cue) {
  const terms = new Set(cue.terms);
  for (const a of c.antonyms) if (a.word.toLowerCase() === cue.norm) terms.add(a.canon);
  return terms;
}
function singledOut(c) {
  const known = SINGLED.get(c);
  if (known !== void 0) return known;
  let found = null;
  const tokens2 = c.tokens;
  for (let i = 0; i < tokens2.length && !found; i++) {
    const t = tokens2[i];
    if (t.kind === "punct") continue;
    if (BEFORE.has(t.norm) && !NOT_SINGLING.has(tokens2[i + 1]?.norm ?? "") && tokens2[i - 1]?.norm !== "not") {
      let j = i + 1;
      const verb = (k) => (tokens2[k]?.terms.length ?? 0) > 0 && tokens2[k].terms.every((x) => c.verbs.has(x));
      if (t.norm === "just" && (verb(j) || i === 0)) continue;
      const after = tokens2[j + 1];
      if (verb(j) && after !== void 0 && !AUXILIARIES.has(after.norm) && (/[^s]s$|ed$/.test(tokens2[j].norm) || ENDS.has(after.norm) && after.terms.length === 0 || after.kind === "code")) j++;
      if (j < tokens2.length && ENDS.has(tokens2[j].norm) && !JOINS.has(tokens2[j].norm)) j++;
      const terms = /* @__PURE__ */ new Set();
      for (; j < tokens2.length; j++) {
        const u = tokens2[j];
        if (u.kind === "punct" || ENDS.has(u.norm) || terms.size > 0 && u.terms.length > 0 && (u.terms.every((x) => c.verbs.has(x)) || startsPredicate(tokens2, j))) break;
        for (const x of u.terms) terms.add(x);
      }
      if (terms.size > 0) found = { terms, cue: t.raw, cueTerms: cueTerms(c, t) };
    }
    if (!found && AFTER.has(t.norm) && i > 0) {
      const prev = tokens2[i - 1];
      if (prev.kind !== "punct" && prev.terms.length > 0 && !prev.terms.every((x) => c.verbs.has(x))) found = { terms: new Set(prev.terms), cue: t.raw, cueTerms: cueTerms(c, t) };
    }
  }
  SINGLED.set(c, found);
  return found;
}
function addsAnother(only, { terms: singled, cueTerms: cue }, other) {
  if (other.negated || other.conditional || only.negated || only.conditional) return null;
  let said = false;
  for (const [x, w] of only.terms) {
    if (w === 0 || singled.has(x) || cue.has(x)) continue;
    if (!other.terms.has(x)) return null;
    said = true;
  }
  if (!said) return null;
  const extra = [];
  for (const [x, w] of other.terms) if (w > 0 && !only.terms.has(x) && !other.verbs.has(x)) extra.push(x);
  if (extra.length === 0) return null;
  const tokens2 = other.tokens;
  const names = (t) => t.terms.some((x) => singled.has(x));
  const at = tokens2.findIndex(names);
  let group;
  if (at >= 0 && [...singled].every((x) => other.terms.has(x))) {
    let start = at;
    let end = at;
    let joined = false;
    const joinAt = (k) => JOINS.has(tokens2[k]?.norm ?? "") || tokens2[k]?.norm === "as" && tokens2[k + 1]?.norm === "well" && tokens2[k + 2]?.norm === "as";
    const word2 = (k) => k >= 0 && k < tokens2.length && tokens2[k].kind !== "punct" && !ENDS.has(tokens2[k].norm) && tokens2[k].terms.length > 0 && (k === at || !tokens2[k].terms.every((x) => other.verbs.has(x)));
    for (; ; ) {
      let k = end + 1;
      while (word2(k)) k++;
      if (k > end + 1) end = k - 1;
      if (!joinAt(k)) break;
      const again = tokens2[k + 1]?.norm === tokens2[start - 1]?.norm && ENDS.has(tokens2[k + 1].norm) ? 1 : 0;
      const skip = (tokens2[k].norm === "as" ? 3 : 1) + again;
      if (!word2(k + skip) || startsPredicate(tokens2, k + skip)) break;
      end = k + skip;
      if (tokens2[k].norm !== ",") joined = true;
    }
    for (; ; ) {
      let k = start - 1;
      while (word2(k)) k--;
      if (k < start - 1) start = k + 1;
      if (!(k >= 0 && JOINS.has(tokens2[k].norm) && word2(k - 1))) break;
      start = k - 1;
      if (tokens2[k].norm !== ",") joined = true;
    }
    if (!joined) return null;
    group = tokens2.slice(start, end + 1);
  } else {
    const adding = tokens2.some((t, k) => t.norm === "also" || t.norm === "too" && (tokens2[k + 1] === void 0 || tokens2[k + 1].kind === "punct") || t.norm === "as" && tokens2[k + 1]?.norm === "well");
    if (!adding) return null;
    const where = tokens2.flatMap((t, k) => t.terms.some((x) => extra.includes(x)) ? [k] : []);
    const run = tokens2.slice(where[0], where[where.length - 1] + 1);
    if (run.some((t) => t.kind === "punct" || ENDS.has(t.norm))) return null;
    group = run;
  }
  const inGroup = new Set(group.flatMap((t) => t.terms));
  if (!extra.every((x) => inGroup.has(x))) return null;
  return group.filter((t) => t.terms.some((x) => extra.includes(x))).map((t) => t.raw).join(" ");
}
function exclusiveHit(older, newer) {
  for (const [a, b] of [[older, newer], [newer, older]]) {
    for (const only of a.clauses) {
      const singled = singledOut(only);
      if (!singled || b.clauses.some((c) => [...singledOut(c)?.terms ?? []].some((x) => singled.terms.has(x)))) continue;
      for (const other of b.clauses) {
        if (singledOut(other)) continue;
        const added = addsAnother(only, singled, other);
        if (added) return { only, other, cue: singled.cue, added };
      }
    }
  }
  return null;
}
var BEFORE, AFTER, AUXILIARIES, ENDS, NOT_SINGLING, JOINS, SINGLED;
var init_exclusive = __esm({
  "src/contradiction/exclusive.ts"() {
    "use strict";
    BEFORE = /* @__PURE__ */ new Set(["only", "just", "exclusively", "solely"]);
    AFTER = /* @__PURE__ */ new Set(["only", "alone"]);
    AUXILIARIES = new Set("is are was were be been being can could should must may might will would do does did has have had".split(" "));
    ENDS = /* @__PURE__ */ new Set([
      ...AUXILIARIES,
      ..."and or but when if while because unless that which who where for in on at to from by with via through during until after before".split(" ")
    ]);
    NOT_SINGLING = /* @__PURE__ */ new Set(["if", "when", "whenever", "once", "one", "a", "an", "then"]);
    JOINS = /* @__PURE__ */ new Set(["and", "or", "plus", "&", ",", "/"]);
    SINGLED = /* @__PURE__ */ new WeakMap();
  }
});

// src/contradiction/flags.ts
function flagHit(older, newer) {
  for (const d of newer.denials) {
    if (d.cue !== "without" || !FLAG.test(d.phrase)) continue;
    const without2 = newer.clauses[d.clause];
    if (!without2 || newer.clauses.some((c) => c.tokens.some((t) => flagOf(t, d.phrase) !== null))) continue;
    for (const p of older.clauses) {
      if (p.negated || p.conditional) continue;
      for (const t of p.tokens) {
        const command = flagOf(t, d.phrase);
        if (command === null || command.length === 0) continue;
        if (!command.every((w) => without2.terms.has(termOfWord(w)))) continue;
        if (environmentsDiffer(p, without2)) continue;
        return { flag: d.phrase, command: t.raw, withClause: p, withoutClause: without2 };
      }
    }
  }
  return null;
}
function flagOf(t, flag) {
  if (t.kind !== "code") return null;
  const words4 = t.raw.trim().split(/\s+/);
  const at = words4.findIndex((w) => w === flag || w.startsWith(`${flag}=`));
  if (at < 0) return null;
  return words4.slice(0, at).filter((w) => !w.startsWith("-") && /^[a-z][\w.-]*$/i.test(w));
}
function environmentsOf(c) {
  const out = /* @__PURE__ */ new Set();
  for (const term of c.terms.keys()) {
    const env = ENVIRONMENTS.get(term);
    if (env !== void 0) out.add(env);
  }
  return out;
}
function environmentsDiffer(a, b) {
  const x = environmentsOf(a);
  const y = environmentsOf(b);
  if (x.size === 0 || y.size === 0) return false;
  for (const e of x) if (y.has(e)) return false;
  return true;
}
var FLAG, ENVIRONMENTS;
var init_flags = __esm({
  "src/contradiction/flags.ts"() {
    "use strict";
    init_tokens();
    FLAG = /^--?[a-z][\w-]*$/i;
    ENVIRONMENTS = new Map(
      [
        ["local", "local locally dev development laptop"],
        ["ci", "ci pipeline workflow"],
        ["release", "release production prod deploy"],
        ["staging", "staging"],
        ["test", "test tests"]
      ].flatMap(([name, words4]) => words4.split(" ").map((w) => [termOfWord(w), name]))
    );
  }
});

// src/contradiction/aliases.ts
function roleNamed(p, q, a, b) {
  if (p.memberTerms.size === 0 && q.memberTerms.size === 0) return null;
  return roleNamedBy(q, p, b, a, roleNamedBy(p, q, a, b, null));
}
function roleNamedBy(member2, other, own, theirs, out) {
  if (member2.memberTerms.size === 0 || namesOtherTool(other, member2)) return out;
  for (const [t, memberships] of member2.memberTerms) {
    if (!own.has(t) || theirs.has(t)) continue;
    for (const m of memberships) {
      const group = ALTERNATIVE_GROUPS[m.group];
      if (group.contextOnly) continue;
      for (const [r, weight] of theirs) {
        if (weight <= 0 || own.has(r) || !group.roleStems.has(r) || GENERIC_STEMS.has(r) || other.verbs.has(r) || r.startsWith("ant:")) continue;
        if (NAME_TERMS.has(r) || QUALIFIERS.has(r) && hasScope(own)) continue;
        (out ??= /* @__PURE__ */ new Set()).add(t).add(r);
      }
    }
  }
  return out;
}
function hasScope(terms) {
  for (const t of terms.keys()) if (QUALIFIERS.has(t)) return true;
  return false;
}
function aliases(p, q, a, b) {
  const roles = roleNamed(p, q, a, b);
  const short2 = shortForms(p, q, a, b) ?? shortForms(q, p, b, a);
  if (!short2) return roles;
  if (roles) for (const t of short2) roles.add(t);
  return roles ?? short2;
}
function written(c) {
  let w = WRITTEN.get(c);
  if (!w) {
    w = { short: [], long: [] };
    for (const t of c.tokens) {
      if (t.kind !== "word" && t.kind !== "code" || t.terms.length !== 1) continue;
      const term = t.terms[0];
      if (GENERIC_STEMS.has(term) || c.verbs.has(term)) continue;
      if (SHORT_SHAPE.test(t.norm)) w.short.push([term, t.norm]);
      if (t.norm.length >= 5 && /^[a-z]+$/.test(t.norm)) w.long.push([term, t.norm]);
    }
    WRITTEN.set(c, w);
  }
  return w;
}
function shortForms(p, q, a, b) {
  const shorts = written(p).short;
  if (shorts.length === 0) return null;
  const longs = written(q).long;
  let out = null;
  for (const [term, norm] of shorts) {
    if (b.has(term) || !a.has(term)) continue;
    for (const [long, word2] of longs) {
      if (a.has(long) || !b.has(long) || !abbreviates(norm, word2, longs)) continue;
      (out ??= /* @__PURE__ */ new Set()).add(term).add(long);
    }
  }
  return out;
}
function abbreviates(short2, long, others) {
  if (short2[0] !== long[0] || long.length < short2.length + 3) return false;
  const numeronym = /^[a-z](\d{1,2})[a-z]$/.exec(short2);
  if (numeronym) return long.length === Number(numeronym[1]) + 2 && long.endsWith(short2[short2.length - 1]);
  if (!/[aeiouy]/.test(short2.slice(1))) {
    const second = long.indexOf(short2[1], 1);
    const last = long.lastIndexOf(short2[short2.length - 1]);
    return second > 0 && second <= 4 && last > second && last * 2 >= long.length && inOrder(short2.slice(2, -1), long.slice(second + 1, last));
  }
  for (let k = 3; k <= short2.length - 3; k++) {
    if (!long.startsWith(short2.slice(0, k))) break;
    const rest = short2.slice(k);
    if (GENERAL_WORD_STARTS.has(rest) || others.some(([, w]) => w !== long && w.length >= rest.length + 3 && w.startsWith(rest))) return true;
  }
  return false;
}
function namesOtherTool(c, other) {
  for (const [group, name] of c.alternatives) if (!ALTERNATIVE_GROUPS[group].contextOnly && other.alternatives.get(group) !== name) return true;
  return false;
}
function namedByAlias(c, token, other) {
  const named = aliases(c, other, c.terms, other.terms);
  return named !== null && token.terms.some((x) => named.has(x));
}
function inOrder(short2, long) {
  let k = 0;
  for (let i = 0; i < long.length && k < short2.length; i++) if (long[i] === short2[k]) k++;
  return k === short2.length;
}
var NAME_TERMS, WRITTEN, SHORT_SHAPE, GENERAL_WORD_STARTS;
var init_aliases = __esm({
  "src/contradiction/aliases.ts"() {
    "use strict";
    init_alternatives();
    init_tokens();
    init_vocabulary();
    NAME_TERMS = new Set(ALTERNATIVE_GROUPS.filter((g) => g.contextOnly).flatMap((g) => g.members.flat().filter((k) => !k.includes(" ")).flatMap((k) => wordTerms(k.toLowerCase()))));
    WRITTEN = /* @__PURE__ */ new WeakMap();
    SHORT_SHAPE = /^(?:[a-z][^aeiouy\d\W]{2,4}|[a-z]\d{1,2}[a-z]|[a-z]{6,7})$/;
    GENERAL_WORD_STARTS = new Set([...GENERIC_STEMS].filter((w) => /^[a-z]{6,}$/.test(w)).flatMap((w) => [w.slice(0, 3), w.slice(0, 4)]));
  }
});

// src/contradiction/subject.ts
function align(a, b) {
  let shared = 0;
  let onlyA = 0;
  let onlyB = 0;
  const sharedTerms = [];
  for (const term of a.keys()) {
    const w = a.get(term);
    if (b.has(term)) {
      shared += w;
      if (w > 0) sharedTerms.push(term);
    } else onlyA += w;
  }
  for (const term of b.keys()) if (!a.has(term)) onlyB += b.get(term);
  return { shared, onlyA, onlyB, sharedTerms };
}
function sameSubject(a, b, ratio, aText = a, bText = b, verbs = NO_VERBS, wording) {
  const first = sameSubjectAs(a, b, ratio, aText, bText, verbs, wording);
  if (first !== NOT_SAME) return first === SAME;
  if (!wording || !eachHasOwn(a, b)) return false;
  const [x, y] = joinCompounds(a, b, wording);
  return (x !== a || y !== b) && sameSubjectAs(x, y, ratio, aText, bText, verbs, wording) === SAME;
}
function bothVerbs(p, q) {
  return { has: (t) => p.verbs.has(t) || q.verbs.has(t) };
}
function sameSubjectAs(a, b, ratio, aText, bText, verbs, wording) {
  let shared = 0;
  let sharedAnchors = 0;
  let onlyA = 0;
  let onlyB = 0;
  let discA = false;
  let discB = false;
  let qualifierA = false;
  let qualifierB = false;
  let namesA = null;
  let namesB = null;
  let keysA = null;
  let keysB = null;
  const roles = wording ? aliases(wording.a, wording.b, a, b) : null;
  for (const t of a.keys()) {
    const w = a.get(t);
    const v = b.get(t);
    if (v !== void 0) {
      const m = w > v ? w : v;
      shared += m;
      if (m >= 2) sharedAnchors++;
      continue;
    }
    if (t.startsWith("ant:")) continue;
    if (roles?.has(t) || wording && (NAME_CHARS.test(t) && sameName(t, b) || compoundExplained(t, wording.a, b))) {
      shared += w;
      if (wording && namespaced(t)) (keysA ??= []).push(t);
      continue;
    }
    onlyA += w;
    if (QUALIFIERS.has(t)) qualifierA = true;
    if (w >= 2) (namesA ??= []).push(t);
  }
  if (shared === 0) return NOTHING_SHARED;
  for (const t of b.keys()) {
    const w = b.get(t);
    if (a.has(t) || t.startsWith("ant:")) continue;
    if (roles?.has(t) || wording && (NAME_CHARS.test(t) && sameName(t, a) || compoundExplained(t, wording.b, a))) {
      shared += w;
      if (wording && namespaced(t)) (keysB ??= []).push(t);
      continue;
    }
    onlyB += w;
    if (QUALIFIERS.has(t)) qualifierB = true;
    if (w >= 2) (namesB ??= []).push(t);
  }
  if (qualifierA && qualifierB) return NOTHING_SHARED;
  if (keysA && prosePastKeys(keysA, b, a, verbs) || keysB && prosePastKeys(keysB, a, b, verbs)) return NOT_SAME;
  if (wording && sharedAnchors < 2 && headsDiffer(wording.a, wording.b)) return NOT_SAME;
  if (wording && (partNamesAnother(wording.a, wording.b, a) || partNamesAnother(wording.b, wording.a, b))) return NOT_SAME;
  if (onlyA === 0 || onlyB === 0) return SAME;
  if (shared / (shared + (wording ? Math.min(onlyA, onlyB) : onlyA + onlyB)) < ratio) return NOT_SAME;
  if (namesA && namesB && namesDiffer(namesA, namesB)) return NOT_SAME;
  if (sharedAnchors >= 2) return SAME;
  for (const t of a.keys()) if (!b.has(t) && !roles?.has(t) && discriminates(t, a.get(t), bText, verbs)) {
    discA = true;
    break;
  }
  for (const t of b.keys()) if (!a.has(t) && !roles?.has(t) && discriminates(t, b.get(t), aText, verbs)) {
    discB = true;
    break;
  }
  if (!wording) return discA && discB ? NOT_SAME : SAME;
  return (discA || discB) && slotsContrast(wording.a, wording.b, extras(a, b, verbs, roles), extras(b, a, verbs, roles), a, b) ? NOT_SAME : SAME;
}
function partNamesAnother(c, other, own) {
  for (const t of c.tokens) {
    if (t.kind !== "word" || t.terms.length < 2 || !t.norm.includes("-")) continue;
    const last = t.terms[t.terms.length - 1];
    if (other.terms.has(last) || !own.has(last) || GENERIC_STEMS.has(last) || termWeight(last) === 0) continue;
    if (QUANTITY_PREDICATE_STEMS.has(last) || ACTION_NOUN_STEMS.has(last) || /(ing|ion|ment)$/.test(t.norm)) continue;
    const first = t.norm.slice(0, t.norm.indexOf("-"));
    if (c.tokens.some((x) => x !== t && x.norm === first)) continue;
    const at = other.tokens.findIndex((x) => x.kind === "word" && x.norm === first);
    if (at < 0) continue;
    const next = other.tokens[at + 1];
    if (other.head === other.tokens[at] || next !== void 0 && next.kind === "word" && next.terms.length > 0 && next.terms.every((x) => GENERIC_STEMS.has(x))) return true;
  }
  return false;
}
function discriminates(term, w, other, verbs) {
  return w > 0 && !GENERIC_STEMS.has(term) && !term.startsWith("ant:") && !verbs.has(term) && !other.has(term) && !explainedBy(term, other);
}
function extras(a, b, verbs, roles = null) {
  const out = [];
  for (const t of a.keys()) {
    const w = a.get(t);
    if (w > 0 && !b.has(t) && !t.startsWith("ant:") && !verbs.has(t) && !sameName(t, b) && !roles?.has(t)) out.push(t);
  }
  return out;
}
function namespaced(term) {
  const dot = term.indexOf(".");
  return dot > 0 && NAMESPACE_ROOTS.has(term.slice(0, dot)) && !term.includes("/");
}
function prosePastKeys(keys, prose2, own, verbs) {
  for (const [u, w] of prose2) {
    if (w !== 1 || own.has(u) || u.startsWith("ant:") || verbs.has(u) || STOPWORDS2.has(u) || LIGHT_STEMS.has(u) || u === "org") continue;
    if (!keys.some((k) => partsOf2(k).some(([p, st, canonical]) => p === u || st === u || canonical === (SYNONYM_STEMS[u] ?? u)))) return true;
  }
  return false;
}
function eachHasOwn(a, b) {
  let own = false;
  for (const t of a.keys()) if (!b.has(t)) {
    own = true;
    break;
  }
  if (!own) return false;
  for (const t of b.keys()) if (!a.has(t)) return true;
  return false;
}
function headsDiffer(p, q) {
  const a = p.head;
  const b = q.head;
  return a !== null && b !== null && !subjectFound(p, a, q) && !subjectFound(q, b, p);
}
function subjectFound(c, head, other) {
  if (namesToken(other, head) || spelledApart(c, head, other)) return true;
  if (!generalHead(head)) return false;
  const modifier = c.tokens[c.tokens.indexOf(head) - 1];
  return modifier !== void 0 && modifier.terms.length > 0 && (namesToken(other, modifier) || namedByAlias(c, modifier, other));
}
function spelledApart(c, token, other) {
  if (token.kind !== "word" || token.terms.length === 0) return false;
  if (token.terms.length === 1 && compoundAt(other, token.terms[0]) !== null) return true;
  const at = c.tokens.indexOf(token);
  const before = c.tokens[at - 1];
  const joined = token.norm.includes("-") ? token.norm : before?.kind === "word" && before.terms.length > 0 ? before.norm + token.norm : null;
  if (joined === null) return false;
  const letters = joined.replace(/-/g, "");
  if (other.terms.has(termOfWord(letters))) return true;
  for (const t of other.tokens) if (t.kind === "code" && t.terms.length > 1 && t.terms[0].replace(/[_-]/g, "") === letters) return true;
  return false;
}
function generalHead(t) {
  return t.terms.length > 0 && t.terms.every((x) => GENERIC_STEMS.has(x) || QUANTITY_PREDICATE_STEMS.has(x));
}
function namesTerm(c, term) {
  if (!c.terms.has(term) || term.startsWith("ant:")) return c.terms.has(term);
  for (const t of c.tokens) {
    if (t.kind === "code" && !COMMAND.test(t.terms[0] ?? "")) {
      if (t.terms[0] === term) return true;
      if (t.terms.includes(term)) {
        if (toggleSetting(t.raw) || settingState(t.raw)) return true;
        if (t.quoted && t.raw.includes(".") && keyPathTerms(t.raw).includes(term)) return true;
        if (routeResource(t) === term) return true;
      }
    } else if (t.terms.includes(term)) return true;
  }
  return false;
}
function routeResource(t) {
  const m = ROUTE.exec(t.terms[0] ?? "");
  if (!m) return void 0;
  const words4 = wordTerms(m[1].replace(/_/g, "-"));
  return words4[words4.length - 1];
}
function subjectNamed(c, head, other) {
  const at = c.tokens.indexOf(head);
  const modifier = c.tokens[at - 1];
  const specificModifier = modifier !== void 0 && modifier.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
  if (spelledApart(c, head, other)) return true;
  if (namesToken(other, head)) {
    if (!specificModifier || namesToken(other, modifier)) return true;
    let there = tokenSharingTerm(other.tokens, head, true);
    if (there < 0) there = tokenSharingTerm(other.tokens, head, false);
    const theirs = there > 0 ? other.tokens[there - 1] : void 0;
    const theirsSpecific = theirs !== void 0 && theirs.terms.some((x) => (other.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x));
    return !theirsSpecific;
  }
  if (modifier?.kind === "code" && namesToken(other, modifier)) return true;
  if (!generalHead(head)) return false;
  for (let i = 0; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t === head) continue;
    if (i > at && SUBJECT_ENDS2.has(t.norm)) break;
    if (t.terms.some((x) => (c.terms.get(x) ?? 0) > 0 && !GENERIC_STEMS.has(x)) && (namesToken(other, t) || namedByAlias(c, t, other))) return true;
  }
  return false;
}
function tokenSharingTerm(tokens2, head, wordOnly) {
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (wordOnly && t.kind !== "word") continue;
    for (const x of t.terms) if (head.terms.includes(x)) return i;
  }
  return -1;
}
function pathNamesSubject(c, head, other) {
  const theirs = other.head;
  if (theirs === null) return false;
  if (isPathToken(head)) return !isPathToken(theirs) && phraseNamesPath(other, theirs, head, c);
  const end = other.tokens.indexOf(theirs);
  for (let i = 0; i <= end; i++) {
    const t = other.tokens[i];
    if (isPathToken(t) && !LINKS.has(other.tokens[i - 1]?.norm ?? "") && phraseNamesPath(c, head, t, other)) return true;
  }
  return false;
}
function isPathToken(t) {
  return t.kind === "code" && !/\s/.test(t.raw) && (t.raw.includes("/") || /^[\w.-]*\w\.[a-z][a-z0-9]{0,4}$/i.test(t.raw));
}
function phraseNamesPath(c, head, path, pathSide) {
  if (head.kind !== "word" || head.terms.length === 0) return false;
  const parts = pathParts(path.raw);
  const at = c.tokens.indexOf(head);
  const modifiers = [];
  for (let i = at - 1; i >= 0; i--) {
    const t = c.tokens[i];
    if (t.kind === "punct" || t.terms.length === 0 || SUBJECT_ENDS2.has(t.norm)) break;
    if (t.kind === "code") return false;
    for (const x of t.terms) if (termWeight(x) > 0) modifiers.push(x);
  }
  const headTerm = head.terms[head.terms.length - 1];
  let inWords = false;
  for (const t of pathSide.tokens) {
    if (t.kind === "word" && t.terms.includes(headTerm)) {
      inWords = true;
      break;
    }
  }
  const allInPath = everyIn(modifiers, parts.all);
  if (parts.whole === headTerm && (!inWords || allInPath)) return true;
  if (modifiers.length === 0) return parts.folders.has(headTerm) && !GENERIC_STEMS.has(headTerm);
  if (!allInPath) return false;
  for (const x of modifiers) if (parts.base.has(x)) return true;
  return parts.all.has(headTerm);
}
function everyIn(xs, set) {
  for (const x of xs) if (!set.has(x)) return false;
  return true;
}
function namesToken(c, token) {
  const own = token.terms;
  if (token.kind === "code" && own[0] !== void 0 && c.terms.has(own[0])) return true;
  for (let i = 0; i < own.length; i++) {
    if (namesTerm(c, own[i]) || sameName(own[i], c.terms)) return true;
    if (token.kind === "code") break;
  }
  if (token.kind === "code") {
    const toggle = toggleSetting(token.raw);
    const named = toggle ? stateNamed(toggle.key) : void 0;
    if (named !== void 0 && c.terms.has(named)) return true;
    if (toggle && own.length === 1 && /^[a-z]{5,}$/.test(own[0]) && otherWordStart(own[0], c.terms) !== void 0) return true;
  }
  const last = own[own.length - 1];
  if (last !== void 0 && own.length > 1 && c.terms.has(last)) {
    if (token.kind === "code" && toggleSetting(token.raw) && namesTerm(c, last)) return true;
    if (token.kind === "code" || token.norm.includes("-")) {
      for (const t of c.tokens) if (t.norm === token.norm && t.kind !== "punct") return true;
    }
  }
  if (token.kind === "code" && own.length > 2 && !COMMAND.test(own[0] ?? "")) {
    const parts = keyParts(token);
    if (parts.length >= 2 && partsExplained(parts, proseTerms(c), false)) return true;
  }
  return /^[A-Z]{2,5}s?$/.test(token.raw) && expansionOf(c, token.norm.replace(/s$/, "")) !== void 0;
}
function keyParts(token) {
  let parts = KEY_PARTS.get(token);
  if (!parts) {
    parts = partsOf2(splitIdentifier(token.raw).join("_").toLowerCase());
    KEY_PARTS.set(token, parts);
  }
  return parts;
}
function proseTerms(c) {
  let terms = PROSE_TERMS.get(c);
  if (!terms) {
    terms = /* @__PURE__ */ new Map();
    for (const t of c.tokens) if (t.kind === "word") t.terms.forEach((x, k) => terms.set(x, t.weights[k] ?? 1));
    PROSE_TERMS.set(c, terms);
  }
  return terms;
}
function differentThings(p, q) {
  if (headsDiffer(p, q)) return true;
  const extra = (x, y) => [...x.terms].filter(([t, w]) => w > 0 && !y.terms.has(t) && !x.verbs.has(t) && !t.startsWith("ant:")).map(([t]) => t);
  const a = extra(p, q);
  const b = extra(q, p);
  return a.length > 0 && b.length > 0 && slotsContrast(p, q, a, b, p.terms, q.terms);
}
function sameName(term, other) {
  if (!NAME_CHARS.test(term)) return false;
  let known = sameNameCache.get(other);
  if (!known) sameNameCache.set(other, known = /* @__PURE__ */ new Map());
  let answer = known.get(term);
  if (answer === void 0) known.set(term, answer = namesAnotherWay(term, other));
  return answer;
}
function namesAnotherWay(term, other) {
  if (explainedBy(term, other)) return true;
  const plain = !term.includes("/") && !term.includes(" ");
  for (const u of other.keys()) {
    if (u === term || plain && !u.includes("/") && !u.includes(" ")) continue;
    if (sameFile(term, u)) return true;
  }
  return false;
}
function compoundAt(c, term) {
  if (term.length < 6) return null;
  const tokens2 = c.tokens;
  for (let i = 0; i < tokens2.length; i++) {
    const x = tokens2[i];
    if (x.kind !== "word" || x.norm.length < 2 || x.terms.length === 0 || !term.startsWith(x.norm.slice(0, Math.min(x.norm.length, 4)))) continue;
    if (x.norm.includes("-")) {
      if (x.terms.length >= 2 && termOfWord(x.norm.replace(/-/g, "")) === term) return x.terms;
      continue;
    }
    const y = tokens2[i + 1];
    if (x.norm.length >= term.length || y === void 0 || y.kind !== "word" || y.terms.length === 0) continue;
    const joined = x.norm + y.norm;
    if (!joined.startsWith(term.slice(0, -1)) || joined.length > term.length + 4) continue;
    if (termOfWord(joined) === term) return [...x.terms, ...y.terms];
  }
  return null;
}
function joinCompounds(a, b, wording) {
  const out = [a, b];
  joinInto(a, wording.b, 1, a, b, out);
  joinInto(b, wording.a, 0, a, b, out);
  return out;
}
function joinInto(one, two, into, a, b, out) {
  for (const [t, w] of one) {
    if (w === 0 || NAME_CHARS.test(t) || out[into].has(t)) continue;
    const parts = compoundAt(two, t);
    if (parts === null) continue;
    if (out[0] === a) out[0] = new Map(a);
    if (out[1] === b) out[1] = new Map(b);
    const single = out[1 - into];
    const split = out[into];
    for (const p of parts) if (split.has(p) && !single.has(p)) single.set(p, split.get(p));
    split.set(t, w);
  }
}
function slotsContrast(aTokens, bTokens, discA, discB, a, b) {
  const slotsA = slotsOf(aTokens, discA, a, b);
  if (slotsA.size === 0) return false;
  for (const [slot, specific] of slotsOf(bTokens, discB, b, a)) if (slotsA.has(slot) && (specific || slotsA.get(slot))) return true;
  return false;
}
function slotsOf(clause, specific, own, other) {
  const tokens2 = clause.tokens;
  const slots = /* @__PURE__ */ new Map();
  const counts2 = (t) => t.terms.some((x) => (own.get(x) ?? 0) > 0);
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (!t.terms.some((x) => specific.includes(x))) continue;
    if (t.kind === "word" && CURRENT_STATE.has(t.norm)) continue;
    if (t.kind === "word" && t.norm.length > 4 && t.norm.endsWith("ly")) continue;
    const whole = t.terms[0];
    const last = t.terms.length > 1 ? whole?.includes("/") ? t.terms[1] : t.terms[t.terms.length - 1] : void 0;
    if (whole !== void 0 && other.has(whole) || last !== void 0 && other.has(last)) continue;
    if (t.terms.some((x) => UNIVERSAL.has(x)) && tokens2[i + 1]?.terms.some((x) => other.has(x))) continue;
    const kind = t.terms.some((x) => specific.includes(x) && !GENERIC_STEMS.has(x) && !QUANTITY_PREDICATE_STEMS.has(x));
    for (const step of [-1, 1]) {
      let link = "";
      for (let j = i + step; j >= 0 && j < tokens2.length; j += step) {
        const n = tokens2[j];
        if (n.kind === "punct" || n.kind === "number" || BARRIERS.has(n.norm) || SUBJECT_ENDS2.has(n.norm)) break;
        if (!counts2(n)) {
          if (LINKS.has(n.norm)) {
            if (link !== "") break;
            link = ` ${n.norm}`;
          }
          continue;
        }
        let shared = false;
        for (const x of n.terms) {
          if (!other.has(x) || !own.has(x)) continue;
          const slot = `${step}${link}|${x}|${clause.verbs.has(x) ? "v" : "n"}`;
          slots.set(slot, kind || slots.get(slot) === true);
          shared = true;
        }
        if (!shared) break;
      }
    }
  }
  return slots;
}
function contrastedSides(a, b, pairs = SUBJECT_CONTRASTS) {
  for (const [x, y] of pairs) {
    if (a.has(x) && !a.has(y) && b.has(y) && !b.has(x)) return true;
    if (a.has(y) && !a.has(x) && b.has(x) && !b.has(y)) return true;
  }
  return false;
}
function otherWordStart(x, terms) {
  for (const u of terms.keys()) {
    if (u.length < 5 || u.charCodeAt(0) !== x.charCodeAt(0) || !/^[a-z]+$/.test(u)) continue;
    if (u.startsWith(x) || x.startsWith(u)) return u;
  }
  return void 0;
}
function clauseText(c) {
  return c.tokens.map((t) => t.quoted ? `\`${t.raw}\`` : t.raw).join(" ").replace(/\s+([,.;:!?)])/g, "$1").replace(/\(\s+/g, "(");
}
function surface(c, terms) {
  const wanted = new Set(terms);
  const words4 = [];
  for (const t of c.tokens) {
    if (words4.length >= 5) break;
    if (!t.terms.some((x) => wanted.has(x))) continue;
    words4.push(t.quoted ? `\`${t.raw}\`` : t.kind === "code" ? t.raw : t.norm);
  }
  return words4.length > 0 ? words4.join(" ") : "the same subject";
}
function namesDiffer(namesA, namesB) {
  return namesA.length > 0 && namesB.length > 0 && namesA.some((x) => !namesB.some((y) => sameFile(x, y)));
}
function explainedBy(term, other) {
  if (!NAME_CHARS.test(term)) return false;
  const parts = partsOf2(term);
  if (parts.length < 2) return false;
  let matched = 0;
  const command = term.includes(" ");
  for (let k = 0; k < parts.length; k++) {
    const [p, s, canonical, optional] = parts[k];
    if (other.has(p) || other.has(s) || other.has(canonical)) matched++;
    else if (!optional || command && k === parts.length - 1) return false;
  }
  return matched >= 2;
}
function compoundExplained(term, clause, other) {
  const parts = namePartsIn(term, clause);
  return parts !== null && partsExplained(parts, other);
}
function partsExplained(parts, other, kinds = true) {
  let specific = 0;
  for (const [p, s, canonical, optional] of parts) {
    const kind = QUANTITY_PREDICATE_STEMS.has(s) || QUANTITY_PREDICATE_STEMS.has(canonical);
    if (optional || kinds && kind || isUnitWord(p) && !kind || !kind && shortForKind(p)) continue;
    if (!other.has(p) && !other.has(s) && !other.has(canonical) && !shortFor(p, other)) return false;
    specific++;
  }
  return specific > 0;
}
function namePartsIn(term, clause) {
  if (NAME_CHARS.test(term)) {
    if (term.includes("/") || term.includes(" ")) return null;
    const parts = partsOf2(term);
    return parts.length >= 2 ? parts : null;
  }
  for (const t of clause.tokens) {
    if (t.terms[0] !== term) continue;
    const words4 = splitIdentifier(t.raw);
    if (words4.length < 2) return null;
    const parts = partsOf2(words4.join("_").toLowerCase());
    return parts.length >= 2 ? parts : null;
  }
  return null;
}
function shortFor(part, other) {
  if (part.length < 3 || part.length > 5 || !/^[a-z]+$/.test(part)) return false;
  const outline = !/[aeiouy]/.test(part.slice(1));
  for (const t of other.keys()) {
    if (t[0] !== part[0] || t.length < part.length + 3 || !/^[a-z]+$/.test(t)) continue;
    if (t.startsWith(part) || outline && inOrder(part, t)) return true;
  }
  return false;
}
function sameFile(a, b) {
  if (a === b || a.endsWith(`/${b}`) || b.endsWith(`/${a}`)) return true;
  if (a.includes("/") && b.includes("/") && sameRoute(a, b)) return true;
  return a.includes(" ") && a.endsWith(` ${b}`) || b.includes(" ") && b.endsWith(` ${a}`);
}
function sameRoute(a, b) {
  const x = MOUNTED.exec(a);
  const y = MOUNTED.exec(b);
  if (x === null || y === null || x[4] !== y[4] || x[1] !== void 0 && y[1] !== void 0 && x[1] !== y[1]) return false;
  if (x[2] === void 0 && x[3] === void 0 && y[2] === void 0 && y[3] === void 0) return false;
  return x[3] === void 0 || y[3] === void 0 || x[3] === y[3];
}
function standsAgainstNewer(d) {
  return d.strong || d.source === "contrast";
}
function moves(a) {
  if (!MOVE_WORD.test(a.text)) return NO_MOVES;
  let found = MOVES.get(a);
  if (found) return found;
  found = [];
  for (const c of a.clauses) {
    if (!c.positive) continue;
    const t = c.tokens;
    if (t.some((x) => x.norm === "from" || x.norm === "off")) continue;
    for (let i = 0; i < t.length; i++) {
      if (!MOVE_VERBS.has(t[i].norm)) continue;
      let j = i + 1;
      while (j < t.length && MOVE_FILLERS.has(t[j].norm)) j++;
      if (!INTO.has(t[j]?.norm ?? "")) continue;
      j = pastArticles(t, j + 1);
      const target = t[j];
      if (!target || !isName(target)) continue;
      const subject = new Map(c.terms);
      for (let k = j; k < t.length; k++) for (const term of t[k].terms) subject.delete(term);
      for (const term of t[i].terms) subject.delete(term);
      let end = j + 1;
      while (end < t.length && isName(t[end])) end++;
      found.push({ clause: c, target, written: t.slice(j, end).map((x) => x.raw).join(" "), subject });
      break;
    }
  }
  MOVES.set(a, found);
  return found;
}
function pastArticles(t, from) {
  let j = from;
  while (j < t.length && (t[j].norm === "the" || t[j].norm === "a" || t[j].norm === "an")) j++;
  return j;
}
function isName(t) {
  if (t.kind === "code" || t.quoted) return true;
  if (t.kind !== "word" || t.terms.length === 0) return false;
  const first = t.raw.charCodeAt(0);
  return first >= 65 && first <= 90 || /[./]\w/.test(t.raw);
}
var BIT_SAYS_SO, BIT_FLIPPING, SAME, NOT_SAME, NOTHING_SHARED, SUBJECT_ENDS2, COMMAND, ROUTE, pathParts, KEY_PARTS, PROSE_TERMS, CURRENT_STATE, UNIVERSAL, sameNameCache, NAME_CHARS, LINKS, BARRIERS, ACTION_NOUN_STEMS, NO_VERBS, shortForKind, partsOf2, NAMESPACE_ROOTS, MOUNTED, MOVE_VERBS, MOVE_WORD, MOVE_FILLERS, INTO, MOVES, NO_MOVES;
var init_subject = __esm({
  "src/contradiction/subject.ts"() {
    "use strict";
    init_analyze();
    init_memo();
    init_stem();
    init_quantities();
    init_setting_states();
    init_tokens();
    init_aliases();
    init_vocabulary();
    BIT_SAYS_SO = 1;
    BIT_FLIPPING = 2;
    SAME = 2;
    NOT_SAME = 1;
    NOTHING_SHARED = 0;
    SUBJECT_ENDS2 = new Set(
      `is are was were be been has have had do does did can could should must may might will would shall never always not cannot
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't couldn't shouldn't mustn't won't wouldn't
  isnt arent wasnt werent dont doesnt didnt cant shouldnt mustnt wont`.split(/\s+/)
    );
    COMMAND = /^[a-z0-9][\w.:/@-]*( [\w.:/@=-]+)+$/;
    ROUTE = /^\/(?:[a-z0-9_-]+\/)*([a-z][a-z0-9_-]*)(?:\/(?::[a-z_]+|\{[a-z_]+\}|\[[a-z_]+\]))?$/;
    pathParts = memoize((raw) => {
      const segments = raw.toLowerCase().split("/").filter((x) => x !== "" && x !== "." && x !== ".." && !x.includes("*"));
      const last = raw.split("/").filter(Boolean).pop() ?? "";
      const baseRaw = last.replace(/\.[a-z0-9]{1,5}$/i, "").replace(/^\./, "");
      const termsOf = (x) => splitIdentifier(x).flatMap((w) => wordTerms(w.toLowerCase()));
      const wholeOf = (x) => termOfWord(x.replace(/^\./, "").replace(/[_-]/g, ""));
      const all = /* @__PURE__ */ new Set();
      for (const segment of segments) for (const piece of segment.split(".")) for (const t of termsOf(piece)) all.add(t);
      const folders = new Set(segments.slice(0, raw.endsWith("/") ? segments.length : -1).map(wholeOf));
      return { all, base: new Set(termsOf(baseRaw)), whole: wholeOf(baseRaw.toLowerCase()), folders };
    });
    KEY_PARTS = /* @__PURE__ */ new WeakMap();
    PROSE_TERMS = /* @__PURE__ */ new WeakMap();
    CURRENT_STATE = new Set("running live active existing current actual incoming outgoing ongoing pending remaining upcoming underlying respective corresponding".split(" "));
    UNIVERSAL = /* @__PURE__ */ new Set(["repositori", "repo", "project", "codebas", "monorepo", "entir", "whole", "global", "everi"]);
    sameNameCache = /* @__PURE__ */ new WeakMap();
    NAME_CHARS = /[^a-z0-9]/;
    LINKS = new Set("in on at to for from by with into onto through via under over inside outside across against within between per of after before during until".split(" "));
    BARRIERS = new Set("and or but nor once when whenever if while because since then that which who whose where so as than unless although though".split(" "));
    ACTION_NOUN_STEMS = new Set(["read", "write", "update", "insert", "delete", "upload", "download", "lookup", "save", "load", "send"].map(termOfWord));
    NO_VERBS = /* @__PURE__ */ new Set();
    shortForKind = memoize((part) => shortFor(part, QUANTITY_PREDICATE_STEMS), 1e4);
    partsOf2 = memoize(
      (term) => term.split(/[^a-z0-9]+/).filter((p) => p.length > 1).map((p, k) => {
        const s = stem2(p);
        return [p, s, SYNONYM_STEMS[s] ?? s, FILE_EXTENSIONS2.has(p) || GENERIC_STEMS.has(s) || STOPWORDS2.has(p) || k === 0 && NAMESPACE_ROOTS.has(p) && term.startsWith(`${p}.`)];
      })
    );
    NAMESPACE_ROOTS = /* @__PURE__ */ new Set(["org", "com", "io", "net", "dev"]);
    MOUNTED = /^(?:(get|post|put|patch|delete) )?(\/api(?=\/))?(?:\/(v\d+)(?=\/))?(?:\/api(?=\/))?(\/[a-z0-9_/:{}[\].-]+)$/;
    MOVE_VERBS = new Set("moved migrated switched converted ported rewritten moves migrates switches relocated relocates".split(" "));
    MOVE_WORD = new RegExp(`\\b(?:${[...MOVE_VERBS].join("|")})\\b`, "i");
    MOVE_FILLERS = /* @__PURE__ */ new Set(["over", "all", "fully", "now", "back", "entirely", "completely"]);
    INTO = /* @__PURE__ */ new Set(["to", "into", "onto", "in"]);
    MOVES = /* @__PURE__ */ new WeakMap();
    NO_MOVES = [];
  }
});

// src/contradiction/instructions.ts
function instruction(c) {
  if (c.modals.length > 0) return true;
  if (PROHIBITION_OPENERS.has(c.tokens[0]?.norm ?? "") || c.tokens[0]?.norm === "do" && c.tokens[1]?.norm === "not") return true;
  const [first, second] = c.tokens;
  if (first === void 0 || second === void 0 || first.kind !== "word" || ARTICLES2.has(first.norm) || OPENING_PREPOSITIONS.has(first.norm) || /[^s]s$/.test(first.norm)) return false;
  return second.kind === "code" || ARTICLES2.has(second.norm) && second.norm !== "no" && second.norm !== "all";
}
function suppliesSameThing(c, at, other) {
  const verb = c.tokens[at]?.terms[0];
  if (verb === void 0 || !SUPPLY_STEMS.has(verb) || !instruction(c) || !instruction(other)) return false;
  const object = namedObject(c.tokens, at + 1);
  if (object === void 0 || scopedApart(c, other)) return false;
  const otherSupplies = [...other.verbs].some((v) => SUPPLY_STEMS.has(v));
  const tokens2 = other.tokens;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    if (t.kind !== "code" || !namesObject(t, object)) continue;
    if (otherSupplies) return true;
    for (let j = Math.max(0, i - 3); j < i; j++) if (INSTRUMENTS.has(tokens2[j].norm)) return true;
    if (t.norm !== object.norm && t.norm.split(" ").includes(object.norm)) return true;
  }
  return false;
}
function scopedApart(c, other) {
  const apart = (x, y) => placesOf(x).some((place) => place.every((t) => !y.terms.has(t)));
  return apart(c, other) && apart(other, c);
}
function obligedEverywhere(prohibition, obligation) {
  if (!obligation.positive || !instruction(prohibition) || !instruction(obligation)) return false;
  return placesOf(obligation, OBLIGATION_SCOPES).every((place) => place.every((t) => prohibition.terms.has(t)));
}
function actionOnly(c, other) {
  if (!instruction(c) || !instruction(other)) return false;
  let any = false;
  for (const [t, w] of c.terms) {
    if (w <= 0 || termWeight(t) === 0 || t.startsWith("ant:")) continue;
    if (!c.verbs.has(t) || !other.verbs.has(t)) return false;
    any = true;
  }
  return any;
}
function placesOf(c, places = PLACES) {
  const out = [];
  const tokens2 = c.tokens;
  for (let i = 0; i < tokens2.length; i++) {
    if (!places.has(tokens2[i].norm)) continue;
    const place = [];
    for (let j = i + 1; j < tokens2.length; j++) {
      const t = tokens2[j];
      if (t.kind === "punct" || OBJECT_ENDS.has(t.norm) || places.has(t.norm)) break;
      for (const x of t.terms) if ((c.terms.get(x) ?? 0) > 0) place.push(x);
    }
    if (place.length > 0) out.push(place);
  }
  return out;
}
function namedObject(tokens2, from) {
  for (let j = from; j < tokens2.length && j <= from + 3; j++) {
    const t = tokens2[j];
    if (t.kind === "punct" || OBJECT_ENDS.has(t.norm)) return void 0;
    if (t.kind === "code") return t;
  }
  return void 0;
}
function namesObject(t, object) {
  const bare = (x) => x.replace(/\(.*\)$/, "").replace(/\[.*\]$/, "");
  if (t.norm === object.norm || bare(t.norm) === bare(object.norm)) return true;
  return /^-/.test(object.norm) && t.norm.split(" ").includes(object.norm);
}
function handedOver(tokens2, at, c, own, other) {
  if (tokens2[at]?.norm !== "by" || !MANNER_WORDS.has(tokens2[at + 1]?.norm ?? "") || !instruction(other)) return false;
  return own.clauses.some((x) => x !== c && x.positive && [...x.terms.keys()].some((t) => AUTOMATION_STEMS.has(t)));
}
var OPENING_PREPOSITIONS, PROHIBITION_OPENERS, ARTICLES2, SUPPLY_STEMS, INSTRUMENTS, OBJECT_ENDS, PLACES, OBLIGATION_SCOPES, MANNER_WORDS, AUTOMATION_STEMS;
var init_instructions = __esm({
  "src/contradiction/instructions.ts"() {
    "use strict";
    init_stem();
    init_tokens();
    OPENING_PREPOSITIONS = new Set("in on at for from with by to under inside within after before during when if once since".split(" "));
    PROHIBITION_OPENERS = /* @__PURE__ */ new Set(["don't", "dont"]);
    ARTICLES2 = /* @__PURE__ */ new Set(["the", "a", "an", "this", "that", "these", "those", "our", "its", "their", "each", "every", "all", "some", "no"]);
    SUPPLY_STEMS = new Set("use pass add set specify supply include put append prefix apply give provide".split(" ").map((w) => stem2(w)));
    INSTRUMENTS = /* @__PURE__ */ new Set(["with", "using", "via", "through"]);
    OBJECT_ENDS = new Set("to in on at for from by into onto inside within when if unless because since so and or but".split(" "));
    PLACES = /* @__PURE__ */ new Set(["in", "on", "during", "inside", "within", "under", "at"]);
    OBLIGATION_SCOPES = /* @__PURE__ */ new Set([...PLACES, "for"]);
    MANNER_WORDS = /* @__PURE__ */ new Set(["hand", "yourself", "yourselves", "themselves", "oneself"]);
    AUTOMATION_STEMS = new Set(
      "ci pipeline workflow job hook postinstall bot cron schedule scheduler renovate dependabot automation action".split(" ").map((w) => stem2(w))
    );
  }
});

// src/contradiction/polarity.ts
function polarityHit(older, newer, o, n) {
  const ob = o.polarBits;
  const nb = n.polarBits;
  for (let x = 0; x < o.polar.length; x++) {
    for (let y = 0; y < n.polar.length; y++) {
      const signs = ob[3 * x + 2] ^ nb[3 * y + 2];
      if ((signs & BIT_SAYS_SO) === 0 && ((ob[3 * x + 2] | nb[3 * y + 2]) & BIT_FLIPPING) === 0) continue;
      if ((ob[3 * x] & nb[3 * y + 1]) === 0 && (ob[3 * x + 1] & nb[3 * y]) === 0) continue;
      const p = o.polar[x];
      const q = n.polar[y];
      const hit = clausePolarity(p, q, older, newer);
      if (hit) return hit;
    }
  }
  return null;
}
function positiveAgainst(c, other) {
  let positive = c.positive !== namesFlagAlike(c, other);
  for (const a of c.antonyms) if (flipsAgainst(a, c, other)) positive = !positive;
  for (const p of c.prefixed) if (prefixNegates(p, c, other)) positive = !positive;
  return positive;
}
function namesFlagAlike(c, other) {
  let flips = false;
  for (const a of c.antonyms) {
    if (!a.negating || a.sign >= 0 || !a.word.startsWith("--no-")) continue;
    if (other.tokens.some((t) => t.kind === "code" && t.raw === a.word)) flips = !flips;
  }
  return flips;
}
function flipsAgainst(a, c, other) {
  if (a.negating || a.sign >= 0) return false;
  let inOther = false;
  for (const x of other.antonyms) if (x.canon === a.canon) inOther = true;
  if (!inOther) return false;
  for (const x of c.antonyms) if (x.canon === a.canon && !x.negating && x.sign < 0) return x === a;
  return false;
}
function prefixNegates(p, c, other) {
  return other.terms.has(p.base) && !c.terms.has(p.base) && (p.along === void 0 || p.along.every((x) => other.terms.has(x)));
}
function reading(c, other) {
  let terms = c.terms;
  const own = () => terms === c.terms ? terms = new Map(c.terms) : terms;
  let positive = c.positive !== namesFlagAlike(c, other);
  const signs = c.antonyms.length + c.prefixed.length + other.prefixed.length > 0 ? /* @__PURE__ */ new Map() : NO_SIGNS;
  const words4 = signs === NO_SIGNS ? NO_WORDS : /* @__PURE__ */ new Map();
  const note = (canon, sign, word2) => {
    if (!signs.has(canon)) signs.set(canon, /* @__PURE__ */ new Set());
    signs.get(canon).add(sign);
    if (!words4.has(canon)) words4.set(canon, []);
    words4.get(canon).push(word2);
  };
  for (const a of c.antonyms) {
    note(a.canon, a.sign, a.word);
    if (flipsAgainst(a, c, other)) positive = !positive;
  }
  for (const acronym of c.acronyms) {
    if (!terms.has(acronym) || other.terms.has(acronym)) continue;
    const expansion = expansionOf(other, acronym);
    if (!expansion) continue;
    own().delete(acronym);
    for (const t of expansion) own().set(t, termWeight(t));
  }
  if (c.antonyms.length > 0) for (const t of c.tokens) {
    const toggle = t.kind === "code" ? toggleSetting(t.raw) : null;
    if (!toggle) continue;
    const named = stateNamed(toggle.key);
    if (named !== void 0 && other.terms.has(named) && t.terms[0] !== void 0 && !other.terms.has(t.terms[0])) own().delete(t.terms[0]);
    for (const x of t.terms) {
      if (other.terms.has(x) || !/^[a-z]{5,}$/.test(x)) continue;
      const same = otherWordStart(x, other.terms);
      if (same === void 0) continue;
      own().set(same, own().get(x) ?? 1);
      own().delete(x);
    }
  }
  if (c.negated !== other.negated) for (const [x, w] of c.terms) {
    const canonical = VERB_SYNONYMS[x];
    if (canonical === void 0 || other.terms.has(x) || c.terms.has(canonical === x ? "" : canonical)) continue;
    if (!synonymIn(other.terms, canonical, x)) continue;
    own().delete(x);
    own().set(canonical, Math.max(w, own().get(canonical) ?? 0));
  }
  for (const p of c.prefixed) {
    if (prefixNegates(p, c, other)) {
      own().set(p.base, 1);
      positive = !positive;
      note(p.base, -1, p.word);
    }
  }
  for (const x of other.prefixed) {
    if (terms.has(x.base) && !signs.has(x.base)) note(x.base, 1, x.base);
  }
  return { terms, positive, signs, words: words4 };
}
function synonymIn(terms, canonical, x) {
  for (const t of terms.keys()) if (t !== x && VERB_SYNONYMS[t] === canonical) return true;
  return false;
}
function isNamePath(x) {
  return /[a-z0-9][/._:-][a-z0-9]/.test(x);
}
function mayDisagree(p, q) {
  if (p.positive === q.positive && !p.flips && !q.flips) return false;
  if (p.acronyms.size > 0 || q.acronyms.size > 0 || p.prefixed.length > 0 || q.prefixed.length > 0) return true;
  const small = p.terms.size <= q.terms.size ? p.terms : q.terms;
  const large = small === p.terms ? q.terms : p.terms;
  for (const term of small.keys()) if (small.get(term) > 0 && large.has(term)) return true;
  return false;
}
function mayRestate(c, terms) {
  if (c.acronyms.size > 0 || c.prefixed.length > 0) return true;
  let shared = 0;
  for (const term of c.terms.keys()) if (c.terms.get(term) > 0 && terms.has(term) && ++shared >= 2) return true;
  return false;
}
function rulesOut(analysis) {
  for (const d of analysis.denials) if (d.source !== "negated-use") return true;
  return false;
}
function deniedBy(analysis, term) {
  return analysis.denials.some((d) => d.source !== "negated-use" && d.terms.has(term));
}
function clausePolarity(p, q, older, newer) {
  if (p.conditional || q.conditional || p.terms.size === 0 || q.terms.size === 0 || !mayDisagree(p, q)) return null;
  if (positiveAgainst(p, q) === positiveAgainst(q, p)) return null;
  if (sameOrder(p, q)) return null;
  const pSwitched = switched(p);
  if (pSwitched !== switched(q)) {
    const [setting, other] = pSwitched ? [p, q] : [q, p];
    if (setsValue(other)) return null;
    if (namesSettingOnly(other, setting)) return null;
  }
  const a = reading(p, q);
  const b = reading(q, p);
  const al = align(a.terms, b.terms);
  if (rulesOut(newer)) for (const term of a.terms.keys()) {
    const w = a.terms.get(term);
    if (w > 0 && !b.terms.has(term) && deniedBy(newer, term)) return null;
  }
  if (rulesOut(older)) for (const term of b.terms.keys()) {
    const w = b.terms.get(term);
    if (w > 0 && !a.terms.has(term) && deniedBy(older, term)) return null;
  }
  const folders = al.sharedTerms.length >= 2 ? al.sharedTerms.filter(isNamePath) : NO_FOLDERS;
  const distinct = folders.length === 0 ? al.sharedTerms : withoutFolderParts(al.sharedTerms, folders);
  const substantial = distinct.length >= 2 || al.shared >= 1 && (al.onlyA === 0 && al.onlyB === 0 || banOnly(p, q) || banOnly(q, p) || bansNamed(p, q) || bansNamed(q, p));
  if (!substantial) return null;
  if (al.onlyA > 0 && al.onlyB > 0 && onlyStatesAndFolders(distinct, p)) return null;
  if (!sharesMoreThanVerbAndState(al.sharedTerms, p, q) && !actionOnly(p, q) && !actionOnly(q, p)) return null;
  const negatedSide = a.positive ? { clause: q, other: p, otherTerms: a.terms } : { clause: p, other: q, otherTerms: b.terms };
  if (negationMissesOther(negatedSide.clause, negatedSide.other, negatedSide.otherTerms, a.positive ? older : newer, q.markers.some((m) => m !== "instead" && m !== "again"), a.positive ? newer : older)) return null;
  const ratio = q.markers.length > 0 ? 0.4 : 0.5;
  const antonymCanon = opposedState(a, b);
  if (!sameSubject(a.terms, b.terms, ratio, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q }) && (antonymCanon === null || !stateOfOneSubject(p, q, a, b, antonymCanon))) return null;
  if (contrastedSides(a.terms, b.terms)) return null;
  for (const other of newer.clauses) {
    if (other === q || other.terms.size === 0 || !mayRestate(other, a.terms) || !carries(other, distinct)) continue;
    const c = reading(other, p);
    if (c.positive === a.positive && sameSubject(a.terms, c.terms, 0.5, older.terms, newer.terms) && align(a.terms, c.terms).sharedTerms.length >= 2) return null;
  }
  for (const other of older.clauses) {
    if (other === p || other.terms.size === 0 || !mayRestate(other, b.terms) || !carries(other, distinct)) continue;
    const c = reading(other, q);
    if (c.positive === b.positive && sameSubject(c.terms, b.terms, 0.5, older.terms, newer.terms) && align(c.terms, b.terms).sharedTerms.length >= 2) return null;
  }
  const subject = surface(p, withoutStates(al.sharedTerms));
  const olderText = clauseText(p);
  const newerText = clauseText(q);
  if (antonymCanon) {
    const wa = a.words.get(antonymCanon) ?? [];
    const wb = b.words.get(antonymCanon) ?? [];
    return {
      kind: "antonym",
      reason: `antonym: ${subject} is "${wa.join(" ")}" in the older, "${wb.join(" ")}" in the newer ("${olderText}" / "${newerText}")`,
      older: wa,
      newer: wb
    };
  }
  const modalWords = [...p.modals, ...q.modals].filter((m) => m !== "never" || p.modals.length + q.modals.length > 1);
  const kind = modalWords.length > 0 ? "modality" : "polarity";
  const negatedClause = a.positive ? q : p;
  const word2 = negatedPredicate(negatedClause);
  const olderTriggers = cuesOf(p).length > 0 ? cuesOf(p) : predicateWords(p, word2);
  const newerTriggers = cuesOf(q).length > 0 ? cuesOf(q) : predicateWords(q, word2);
  const which = a.positive ? "negates" : "affirms";
  return {
    kind,
    reason: `${kind}: the newer ${which} what the older says about ${subject} ("${olderText}" / "${newerText}")`,
    older: olderTriggers,
    newer: newerTriggers
  };
}
function predicateWords(c, word2) {
  if (word2) {
    for (const t of c.tokens) if (t.terms[0] === word2.terms[0] || t.norm === word2.norm) return [t.raw];
  }
  const out = [];
  for (const x of c.antonyms) if (x.negating && x.sign < 0) out.push(x.word);
  return out;
}
function withoutFolderParts(shared, folders) {
  const out = [];
  for (const t of shared) {
    let part = false;
    for (const x of folders) if (x !== t && (x.includes(t) || pathPartTerms(x).includes(t))) part = true;
    if (!part) out.push(t);
  }
  return out;
}
function onlyStatesAndFolders(terms, p) {
  for (const t of terms) if (!t.startsWith("ant:") && !isFolderOf(p, t)) return false;
  return true;
}
function sharesMoreThanVerbAndState(shared, p, q) {
  for (const t of shared) if (!t.startsWith("ant:") && !(p.verbs.has(t) && q.verbs.has(t))) return true;
  return false;
}
function withoutStates(terms) {
  const out = [];
  for (const t of terms) if (!t.startsWith("ant:")) out.push(t);
  return out;
}
function cuesOf(c) {
  return [.../* @__PURE__ */ new Set([...c.modals, ...c.negations, ...c.markers])];
}
function sameOrder(p, q) {
  const a = orderSteps(p);
  if (a === null) return false;
  const b = orderSteps(q);
  if (b === null) return false;
  const [first, second] = a[0] === b[0] ? [b[2], b[1]] : [b[1], b[2]];
  const step = (x, y, notX, notY) => [...x].some((t) => y.has(t) && !notX.has(t) && !notY.has(t));
  return step(a[1], first, a[2], second) && step(a[2], second, a[1], first);
}
function orderSteps(c) {
  if (!hasOrderWord(c.tokens)) return null;
  let steps = ORDER_STEPS.get(c);
  if (steps !== void 0) return steps;
  let at = -1;
  let once = true;
  for (let i = 0; i < c.tokens.length; i++) {
    if (!ORDER_WORDS.has(c.tokens[i].norm)) continue;
    if (at >= 0) once = false;
    else at = i;
  }
  steps = at < 0 || !once ? null : [c.tokens[at].norm, stepTerms(c, 0, at), stepTerms(c, at + 1, c.tokens.length)];
  ORDER_STEPS.set(c, steps);
  return steps;
}
function stepTerms(c, from, to) {
  const out = /* @__PURE__ */ new Set();
  for (let i = from; i < to; i++) for (const x of c.tokens[i].terms) if (termWeight(x) > 0 && !x.startsWith("ant:") && (c.terms.get(x) ?? 0) > 0) out.add(x);
  return out;
}
function hasOrderWord(tokens2) {
  for (let i = 0; i < tokens2.length; i++) {
    const norm = tokens2[i].norm;
    if (norm === "before" || norm === "after") return true;
  }
  return false;
}
function isFolderOf(c, term) {
  return c.tokens.some((t) => t.kind === "code" && t.terms[0] === term && t.raw.endsWith("/"));
}
function banOnly(c, other) {
  if (other.modals.length === 0 || !c.antonyms.some((x) => PERMISSIONS.has(x.canon))) return false;
  for (const [t, w] of c.terms) if (w > 0 && !t.startsWith("ant:") && !other.terms.has(t)) return false;
  return true;
}
function bansNamed(c, other) {
  if (!c.negated || !instruction(c) || !instruction(other)) return false;
  const predicate = negatedPredicate(c);
  return predicate !== void 0 && namedObjectShared(c.tokens, c.tokens.indexOf(predicate), other);
}
function carries(c, disputed) {
  for (const t of disputed) if (!t.startsWith("ant:") && !isNamePath(t) && !c.terms.has(t)) return false;
  return true;
}
function opposedState(a, b) {
  let canon = null;
  for (const [c, s] of a.signs) {
    const t = b.signs.get(c);
    if (!t || s.size !== 1 || t.size !== 1) continue;
    if ([...s][0] !== [...t][0]) canon = c;
  }
  return canon;
}
function stateOfOneSubject(p, q, a, b, canon) {
  const pAt = stateAt(p, a, canon);
  const qAt = stateAt(q, b, canon);
  if (pAt < 0 || qAt < 0) return false;
  const pSubject = subjectBefore(p, pAt, q);
  const qSubject = subjectBefore(q, qAt, p);
  let shared = false;
  for (const x of pSubject) if (qSubject.has(x)) shared = true;
  if (!shared) return false;
  if (specifiesShared(p, pAt, q) || specifiesShared(q, qAt, p)) return false;
  const ownA = ownKinds(a.terms, b.terms);
  const ownB = ownKinds(b.terms, a.terms);
  if (ownA.qualifier && ownB.qualifier || ownA.name && ownB.name) return false;
  const pOwn = ownBefore(p, pAt, q);
  const qOwn = ownBefore(q, qAt, p);
  if (pOwn.length === 0 || qOwn.length === 0) return true;
  if ([...pOwn, ...qOwn].some((t) => t.terms.some((x) => GENERIC_STEMS.has(x)))) return false;
  const pAction = pOwn.every(isAction);
  const qAction = qOwn.every(isAction);
  return pAction !== qAction && (pAction || pOwn.every((t) => !isAction(t))) && (qAction || qOwn.every((t) => !isAction(t)));
}
function subjectBefore(c, end, other) {
  const out = /* @__PURE__ */ new Set();
  for (let i = 0; i < end; i++) for (const x of c.tokens[i].terms) if (other.terms.has(x) && stateSubjectWord(x, c, other)) out.add(x);
  return out;
}
function ownKinds(terms, other) {
  let qualifier = false;
  let name = false;
  for (const t of terms.keys()) if (!other.has(t)) {
    if (QUALIFIERS.has(t)) qualifier = true;
    if (terms.get(t) >= 2) name = true;
  }
  return { qualifier, name };
}
function ownBefore(c, end, other) {
  let last = end - 1;
  while (last >= 0 && c.tokens[last].terms.length === 0) last--;
  const adverb = /ly$/.test(c.tokens[end].norm);
  const out = [];
  for (let i = 0; i < end; i++) {
    const t = c.tokens[i];
    if (adverb && i === last) continue;
    if (t.terms.some((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0 && !other.terms.has(x) && !c.verbs.has(x) && !x.startsWith("ant:"))) out.push(t);
  }
  return out;
}
function stateAt(c, r, canon) {
  const word2 = r.words.get(canon)?.[0];
  if (word2 === void 0) return -1;
  const first = word2.split(" ")[0].toLowerCase();
  for (let k = 0; k < c.tokens.length; k++) if (c.tokens[k].norm === first || c.tokens[k].raw.toLowerCase() === first) return k;
  return -1;
}
function stateSubjectWord(x, c, other) {
  return termWeight(x) > 0 && !x.startsWith("ant:") && !GENERIC_STEMS.has(x) && !c.verbs.has(x) && !other.verbs.has(x) && (c.terms.get(x) ?? 0) > 0;
}
function specifiesShared(c, end, other) {
  for (let i = 0; i + 1 < end; i++) {
    const t = c.tokens[i];
    const next = c.tokens[i + 1];
    if (t.terms.length === 0 || next.kind !== "word" || next.terms.length === 0) continue;
    if (t.terms.every((x) => termWeight(x) === 0 || other.terms.has(x))) continue;
    if (next.terms.some((x) => termWeight(x) > 0 && other.terms.has(x))) return true;
  }
  return false;
}
function isAction(t) {
  return /(ing|ion|ions|ment|ments|ery|eries|ance|ence)$/.test(t.norm) || t.terms.some((x) => ACTION_NOUN_STEMS.has(x));
}
function switched(c) {
  return c.antonyms.length > 0 && c.tokens.some((t) => t.kind === "code" && toggleSetting(t.raw) !== null);
}
function setsValue(c) {
  for (const t of c.tokens) if (t.kind === "code" && ASSIGNMENT.test(t.raw) && toggleSetting(t.raw) === null) return true;
  return false;
}
function namesSettingOnly(prose2, setting) {
  if (prose2.antonyms.length > 0) return false;
  const names = /* @__PURE__ */ new Set();
  for (const t of setting.tokens) {
    const name = t.kind === "code" ? toggleSetting(t.raw)?.name : void 0;
    if (name !== void 0) names.add(normalizeAnchor(name));
  }
  for (const t of prose2.tokens) if (t.kind === "code" && toggleSetting(t.raw) === null && names.has(normalizeAnchor(t.raw))) return true;
  return false;
}
function negatedPredicate(c) {
  const tokens2 = c.tokens;
  let n = 0;
  while (n < tokens2.length && !NEGATION_CUES.has(tokens2[n].norm) && !c.negations.includes(tokens2[n].norm)) n++;
  for (let k = n + 1; k < tokens2.length; k++) if (tokens2[k].terms.length > 0 && !COPULA_PARTS.has(tokens2[k].norm)) return tokens2[k];
  return void 0;
}
function startsPredicate2(tokens2, j) {
  const t = tokens2[j].norm;
  if (t === ",") return true;
  return (t === "and" || t === "but") && /[^s]s$|ed$/.test(tokens2[j + 1]?.norm ?? "") && tokens2[j + 2] !== void 0 && tokens2[j + 2].kind !== "punct";
}
function existential(tokens2, n) {
  const before = tokens2[n - 1]?.norm ?? "";
  return before === "there" || /^(is|are|was|were)$/.test(before) && tokens2[n - 2]?.norm === "there";
}
function negationMissesOther(c, otherClause, other, otherText, superseding, ownText) {
  const tokens2 = c.tokens;
  let n;
  let state = false;
  let ending = false;
  if (c.negated) {
    n = -1;
    for (let i = 0; i < tokens2.length && n < 0; i++) if ((NEGATION_CUES.has(tokens2[i].norm) || c.negations.includes(tokens2[i].norm)) && tokens2[i + 1]?.norm !== "null") n = i;
    ending = n >= 0 && ENDING_VERBS.test(tokens2[n].norm) && /ing$/.test(tokens2[n + 1]?.norm ?? "");
    if (n >= 0 && !NEGATION_WORDS.has(tokens2[n].norm) && !ending) state = true;
  } else {
    const negating = c.antonyms.find((x) => x.sign < 0 && x.negating);
    if (!negating) return false;
    const first = negating.word.toLowerCase().split(" ")[0];
    n = -1;
    for (let i = 0; i < tokens2.length && n < 0; i++) if (tokens2[i].norm === first || tokens2[i].kind === "code" && tokens2[i].raw === negating.word) n = i;
    state = true;
  }
  if (n < 0) return false;
  if (state && tokens2[n].kind === "code" && !settingNamed(tokens2[n], otherClause, other)) return true;
  const head = c.head;
  if (head && tokens2.indexOf(head) < n && !existential(tokens2, n) && !subjectNamed(c, head, otherClause) && !pathNamesSubject(c, head, otherClause)) return true;
  if (c.negated && tokens2[n].norm === "not" && PARTIAL.has(tokens2[n + 1]?.norm ?? "") && ownSpecific(otherClause, c)) return true;
  const changed = superseding || ending || c.markers.some((m) => m !== "instead" && m !== "again");
  let k = state ? n : n + 1;
  let verbMisses = false;
  if (!state) {
    while (k < tokens2.length && (tokens2[k].terms.length === 0 || ["longer", "be", "been", "being"].includes(tokens2[k].norm) || ["need", "needs", "have", "has"].includes(tokens2[k].norm) && tokens2[k + 1]?.norm === "to"))
      k++;
    const predicate = tokens2[k];
    const canon = predicate ? c.antonyms.find((x) => x.word.toLowerCase().split(" ")[0] === predicate.norm)?.canon : void 0;
    if (canon && !other.has(canon) && !PERMISSIONS.has(canon)) return true;
    const after = tokens2[k + 1];
    const manner = after ? c.antonyms.find((x) => x.word.toLowerCase().split(" ")[0] === after.norm) : void 0;
    if (manner && !other.has(manner.canon) && !changed && !(manner.canon === AUTOMATIC && manner.sign < 0)) return true;
    const verb = predicate && !canon ? predicate.terms.filter((t) => termWeight(t) > 0) : [];
    verbMisses = verb.length > 0 && (c.verbs.has(verb[0]) || ending) && noneNamed(verb, other, otherText);
    if (verbMisses && ANY_DEALING_WORDS.has(predicate.norm)) verbMisses = false;
    if (verbMisses && VERB_SYNONYMS[verb[0]] !== void 0 && other.has(VERB_SYNONYMS[verb[0]])) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]) && tokens2.slice(k + 1).some((t) => t.terms.some((x) => termWeight(x) > 0 && otherClause.verbs.has(x)))) verbMisses = false;
    if (verbMisses && ACTION_LIGHT_VERBS.has(verb[0]) && switched(otherClause) && tokens2[k + 1]?.terms.some((x) => namesTerm(otherClause, x))) verbMisses = false;
    if (verbMisses && sameKindOfAction(verb[0], otherClause) && namedObjectShared(tokens2, k + 1, otherClause)) verbMisses = false;
    if (verbMisses && (ACTION_LIGHT_VERBS.has(verb[0]) || verb[0] === USE) && usedAsInstrument(tokens2, k + 1, otherClause)) verbMisses = false;
    if (verbMisses && suppliesSameThing(c, k, otherClause)) verbMisses = false;
    if (verbMisses && !changed) return true;
    if (verbMisses && [...otherClause.verbs].some((v) => termWeight(v) > 0 && !c.terms.has(v) && !QUANTITY_PREDICATE_STEMS.has(v))) return true;
  }
  const object = [];
  const objectWords = [];
  const objectTokens = [];
  let alternative = false;
  const passive = state && PASSIVE_AUXILIARIES.has(tokens2[n - 1]?.norm ?? "");
  for (let j = passive ? tokens2.length : k + 1; j < tokens2.length; j++) {
    const t = tokens2[j];
    if ((t.norm === "/" || t.norm === "or") && object.length > 0) {
      alternative = true;
      continue;
    }
    if (t.kind === "punct" || t.kind === "number" || LINKS.has(t.norm) || RESTRICTIVES.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    if (state && startsPredicate2(tokens2, j)) break;
    if (t.terms.length === 0) {
      if (object.length > 0 && !alternative) break;
      continue;
    }
    alternative = false;
    const own = t.terms.filter((x) => termWeight(x) > 0 && (c.terms.get(x) ?? 0) > 0);
    object.push(...own);
    if (own.length > 0 && t.kind === "word") objectWords.push(t.norm);
    if (own.length > 0) objectTokens.push(t);
  }
  if (objectTokens.length >= 2 && otherHead(objectTokens, otherClause, other)) return true;
  let specific = object.filter((t) => !GENERIC_STEMS.has(t));
  if (!state && specific.some((t) => DECLARATION_STEMS.has(t)) && tokens2[k] !== void 0 && namesToken(otherClause, tokens2[k]))
    specific = specific.filter((t) => !DECLARATION_STEMS.has(t));
  const compound = objectWords.length === 2 && namesTerm(otherClause, termOfWord(objectWords[0] + objectWords[1]));
  if (specific.length > 0 && !compound && noneNamedAnyWay(object, otherClause, other)) return true;
  for (let j = k + 1; j < tokens2.length - 1; j++) {
    const t = tokens2[j];
    const own = t.terms.filter((x) => (c.terms.get(x) ?? 0) > 0);
    if (own.length === 0 || own.some((x) => other.has(x) || GENERIC_STEMS.has(x) || c.verbs.has(x))) continue;
    if (!own.some((x) => QUALIFIERS.has(x)) && obligedOn(c, k, otherClause)) continue;
    if (tokens2[j + 1].terms.some((x) => other.has(x) && !c.verbs.has(x))) return true;
  }
  if (verbMisses) {
    if (!restNamesOther(tokens2, k + 1, c, other)) return true;
  }
  const setting = state && tokens2[n].kind === "code" && toggleSetting(tokens2[n].raw) !== null;
  for (let j = k + 1; j < tokens2.length; j++) {
    if (startsPredicate2(tokens2, j)) break;
    if (!SCOPE_PREPOSITIONS.has(tokens2[j].norm) && !RESTRICTIVES.has(tokens2[j].norm)) continue;
    if (changed && !ROUTES.has(tokens2[j].norm)) break;
    if (ownText !== void 0 && handedOver(tokens2, j, c, ownText, otherClause)) {
      j++;
      continue;
    }
    if (scopeAbsent(tokens2, j + 1, setting, other, otherText) && !(!ROUTES.has(tokens2[j].norm) && !scopeQualified(tokens2, j + 1, setting) && obligedOn(c, k, otherClause))) return true;
    break;
  }
  return false;
}
function noneNamedAnyWay(object, otherClause, other) {
  for (const t of object) if (namesTerm(otherClause, t) || sameName(t, other) || compoundAt(otherClause, t) !== null) return false;
  return true;
}
function noneNamed(terms, other, otherText) {
  for (const t of terms) if (other.has(t) || otherText.terms.has(t)) return false;
  return true;
}
function restNamesOther(tokens2, from, c, other) {
  for (let j = from; j < tokens2.length; j++) {
    for (const t of tokens2[j].terms) if (termWeight(t) > 0 && (c.terms.get(t) ?? 0) > 0 && other.has(t)) return true;
  }
  return false;
}
function scopeAbsent(tokens2, from, setting, other, otherText) {
  let named = false;
  for (let j = from; j < tokens2.length; j++) {
    const t = tokens2[j];
    if (t.norm === ",") break;
    if (setting && isFileName(t)) continue;
    for (const x of t.terms) {
      if (!(termWeight(x) > 0) || GENERIC_STEMS.has(x)) continue;
      if (other.has(x) || otherText.terms.has(x)) return false;
      named = true;
    }
  }
  return named;
}
function scopeQualified(tokens2, from, setting) {
  for (let j = from; j < tokens2.length; j++) {
    const t = tokens2[j];
    if (t.norm === ",") break;
    if (setting && isFileName(t)) continue;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x) && QUALIFIERS.has(x)) return true;
  }
  return false;
}
function obligedOn(c, k, other) {
  return obligedEverywhere(c, other) && namedObjectShared(c.tokens, k, other);
}
function ownSpecific(a, b) {
  for (const [t, w] of a.terms) if (w > 0 && termWeight(t) > 0 && !t.startsWith("ant:") && !GENERIC_STEMS.has(t) && !b.terms.has(t)) return true;
  return false;
}
function otherHead(object, other, otherTerms) {
  const last = object[object.length - 1];
  const before = object[object.length - 2];
  if (last.kind !== "word" || before.kind !== "word" || /ly$/.test(last.norm) || last.terms.some((x) => otherTerms.has(x) || other.terms.has(x))) return false;
  const at = other.tokens.findIndex((t) => t.terms.length > 0 && t.terms.every((x) => before.terms.includes(x)));
  const next = other.tokens[at + 1];
  return at >= 0 && next !== void 0 && next.kind === "word" && next.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !before.terms.includes(x));
}
function settingNamed(t, other, terms) {
  const toggle = toggleSetting(t.raw);
  if (toggle === null) return true;
  const named = stateNamed(toggle.key);
  if (named !== void 0 && terms.has(named)) return true;
  for (const part of splitIdentifier(toggle.key)) {
    const x = termOfWord(part.toLowerCase());
    if (x.length < 2 || STOPWORDS2.has(x)) continue;
    if (terms.has(x) || namesTerm(other, x) || otherWordStart(x, terms) !== void 0) return true;
  }
  return false;
}
function namedObjectShared(tokens2, from, other) {
  for (let j = from; j < tokens2.length; j++) {
    const t = tokens2[j];
    if (t.kind === "punct" || BARRIERS.has(t.norm)) break;
    const named = t.kind === "code" || t.quoted || t.kind === "word" && /^[A-Z]/.test(t.raw) && j > 0 || t.weights.some((w) => w >= 2);
    if (!named || t.terms.length === 0) continue;
    if (namesToken(other, t)) return true;
  }
  return false;
}
function sameKindOfAction(verb, other) {
  const kinds = ACTION_KINDS[verb];
  if (kinds === void 0) return false;
  const same = (v) => ACTION_KINDS[v]?.some((k) => kinds.includes(k)) === true;
  for (const v of other.verbs) if (same(v)) return true;
  for (const a of other.antonyms) if (a.sign > 0 && same(stem2(a.word.toLowerCase().split(" ")[0]))) return true;
  return false;
}
function usedAsInstrument(tokens2, from, other) {
  const object = /* @__PURE__ */ new Set();
  for (let j = from; j < tokens2.length; j++) {
    const t = tokens2[j];
    if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm) || SCOPE_PREPOSITIONS.has(t.norm)) break;
    for (const x of t.terms) if (termWeight(x) > 0 && !GENERIC_STEMS.has(x)) object.add(x);
  }
  if (object.size === 0 || [...object].some((x) => !other.terms.has(x))) return false;
  for (let i = 0; i < other.tokens.length; i++) {
    if (!INSTRUMENTS2.has(other.tokens[i].norm)) continue;
    for (let j = i + 1; j < other.tokens.length && j <= i + 4; j++) {
      const t = other.tokens[j];
      if (t.kind === "punct" || LINKS.has(t.norm) || BARRIERS.has(t.norm)) break;
      if (t.terms.some((x) => object.has(x))) return true;
    }
  }
  return false;
}
function isFileName(t) {
  if (t.kind !== "code") return false;
  const dot = t.norm.lastIndexOf(".");
  return dot >= 0 && FILE_EXTENSIONS2.has(t.norm.slice(dot + 1));
}
var NO_FOLDERS, pathPartTerms, NO_SIGNS, NO_WORDS, ORDER_WORDS, ORDER_STEPS, PERMISSIONS, ASSIGNMENT, COPULA_PARTS, ENDING_VERBS, SCOPE_PREPOSITIONS, ROUTES, RESTRICTIVES, AUTOMATIC, PASSIVE_AUXILIARIES, PARTIAL, ACTION_KINDS, ANY_DEALING_WORDS, ACTION_LIGHT_VERBS, USE, INSTRUMENTS2, NEGATION_CUES;
var init_polarity = __esm({
  "src/contradiction/polarity.ts"() {
    "use strict";
    init_instructions();
    init_analyze();
    init_memo();
    init_stem();
    init_tokens();
    init_vocabulary();
    init_subject();
    NO_FOLDERS = [];
    pathPartTerms = memoize((x) => {
      const out = [];
      for (const part of x.split(/[^a-z0-9]+/)) out.push(termOfWord(part));
      return out;
    });
    NO_SIGNS = /* @__PURE__ */ new Map();
    NO_WORDS = /* @__PURE__ */ new Map();
    ORDER_WORDS = /* @__PURE__ */ new Set(["before", "after"]);
    ORDER_STEPS = /* @__PURE__ */ new WeakMap();
    PERMISSIONS = new Set(["allowed", "required"].map((w) => `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes(w))}`));
    ASSIGNMENT = /^["']?[A-Za-z_][\w.-]*["']?\s*[=:]\s*\S/;
    COPULA_PARTS = /* @__PURE__ */ new Set(["longer", "be", "been", "being"]);
    ENDING_VERBS = /^(stop|stops|stopped|ceased?|ceases)$/;
    SCOPE_PREPOSITIONS = /* @__PURE__ */ new Set(["on", "for", "during", "in", "when", "if", "outside", "inside", "within", "between", "except", "at", "from", "to", "via", "through", "by"]);
    ROUTES = /* @__PURE__ */ new Set(["through", "via", "by", "to"]);
    RESTRICTIVES = /* @__PURE__ */ new Set(["whose", "that", "which", "who", "where", "with", "without"]);
    AUTOMATIC = `ant:${ANTONYMS.findIndex(([yes]) => yes.split(" ").includes("automatically"))}`;
    PASSIVE_AUXILIARIES = /* @__PURE__ */ new Set(["is", "are", "was", "were", "be", "been", "being", "get", "gets", "got"]);
    PARTIAL = /* @__PURE__ */ new Set(["every", "all", "each"]);
    ACTION_KINDS = (() => {
      const kinds = [
        "include contain have add ship bundle define declare register pick collect pull",
        "read load fetch pick get import use require depend link call run execute invoke apply collect initialize init mount pull",
        "expose export serve provide publish emit return",
        "create write generate add edit install set configure enable"
      ];
      const out = /* @__PURE__ */ Object.create(null);
      kinds.forEach((verbs, n) => {
        for (const v of verbs.split(" ")) (out[stem2(v)] ??= []).push(n);
      });
      return out;
    })();
    ANY_DEALING_WORDS = new Set(
      "touch touches touching hit hits hitting access accesses accessing involve involves involving depend depends relies rely interact interacts contact contacts reach reaches".split(" ")
    );
    ACTION_LIGHT_VERBS = new Set(["run", "do", "perform", "execut", "trigger"].map((w) => stem2(w)));
    USE = stem2("use");
    INSTRUMENTS2 = /* @__PURE__ */ new Set(["with", "using", "via", "through"]);
    NEGATION_CUES = /* @__PURE__ */ new Set(["not", "no", "never", "n't", "cannot", "can't", "don't", "doesn't", "isn't", "aren't", "wasn't", "weren't", "won't", "didn't", "dont", "doesnt", "isnt", "arent"]);
  }
});

// src/contradiction/values.ts
function signalsOf(a) {
  if (a.signals !== null) return a.signals;
  let deniesStrongly = false;
  for (const d of a.denials) if (standsAgainstNewer(d)) deniesStrongly = true;
  const s = { dims: 0, groups: 0, hasPositive: false, hasNegative: false, hasFlippers: false, polar: [], denies: a.denials.length > 0, deniesStrongly, moves: moves(a).length > 0, current: NO_CURRENT, exclusive: mayBeExclusive(a), polarBits: NO_BITS };
  for (const c of a.clauses) {
    if (!c.conditional && c.terms.size > 0) {
      s.polar.push(c);
      if (c.positive) s.hasPositive = true;
      else s.hasNegative = true;
      if (c.flips) s.hasFlippers = true;
    }
    for (const q of c.quantities) {
      s.dims |= q.dim === "limitless" ? LIMITED_DIMS : 1 << DIMS.indexOf(q.dim);
      if (isSetting(q)) s.dims |= 1 << DIMS.indexOf("duration");
      if (countOfRate(q)) s.dims |= 1 << DIMS.indexOf("rate");
      if (!q.former) (s.current === NO_CURRENT ? s.current = [] : s.current).push({ q, c });
    }
    for (const g of c.alternatives.keys()) if (!ALTERNATIVE_GROUPS[g].contextOnly) s.groups |= 1 << g % 31;
  }
  if (s.polar.length > 0) s.polarBits = polarBitsOf(s.polar);
  a.signals = s;
  return s;
}
function polarBitsOf(polar) {
  const bits = new Int32Array(3 * polar.length);
  for (let k = 0; k < polar.length; k++) {
    const c = polar[k];
    let weighted = 0;
    let all = 0;
    if (c.acronyms.size > 0 || c.prefixed.length > 0) weighted = all = -1;
    else
      for (const term of c.terms.keys()) {
        const w = c.terms.get(term);
        const bit = termBit(term);
        all |= bit;
        if (w > 0) weighted |= bit;
      }
    bits[3 * k] = weighted;
    bits[3 * k + 1] = all;
    bits[3 * k + 2] = (c.positive ? BIT_SAYS_SO : 0) | (c.flips ? BIT_FLIPPING : 0);
  }
  return bits;
}
function termBit(term) {
  let h = 0;
  for (let i = 0; i < term.length; i++) h = Math.imul(h, 31) + term.charCodeAt(i) | 0;
  return 1 << (h & 31);
}
function periodsMeet(a, b, p, c) {
  const interval = (q) => q.period !== void 0 || q.kinds?.has("interval") === true;
  if ((a.period !== void 0 || b.period !== void 0) && !(interval(a) && interval(b))) return false;
  const often = (q) => q.period === "often" || q.period === "hz";
  if (!often(a) && !often(b)) return true;
  if (actionsDiffer(p.verbs, c.verbs)) return false;
  const y = subjectOf(b);
  for (const term of subjectOf(a).keys()) if (y.has(term) && !isInFolder(p, term) && !isInFolder(c, term)) return true;
  return false;
}
function onlyFolderShared(a, b, p, c) {
  const x = subjectOf(a);
  const y = subjectOf(b);
  const { sharedTerms } = align(x, y);
  if (sharedTerms.length === 0 || !sharedTerms.every((t) => isInFolder(p, t) || isInFolder(c, t))) return false;
  const verbs = bothVerbs(p, c);
  return extras(x, y, verbs).length > 0 && extras(y, x, verbs).length > 0;
}
function withoutSharedFolder(x, y, p, c) {
  let folder = null;
  for (const t of x.keys()) if (y.has(t) && isInFolder(p, t) && isInFolder(c, t)) (folder ??= /* @__PURE__ */ new Set()).add(t);
  if (!folder) return [x, y];
  const a = withoutTerms(x, folder);
  const b = withoutTerms(y, folder);
  return a.size > 0 && b.size > 0 ? [a, b] : [x, y];
}
function possessedApart(q, c, other) {
  if (q.dim === "version") return false;
  const tokens2 = c.tokens;
  let at = -1;
  for (let i = 0; i < q.first; i++) if (/['’]s$/.test(tokens2[i].raw) && tokens2[i].terms.length > 0) at = i;
  if (at < 0 || !tokens2[at].terms.some((t) => other.terms.has(t))) return false;
  let owned = false;
  for (let i = at + 1; i < q.first; i++) {
    const t = tokens2[i];
    if (t.kind !== "word" && t.kind !== "code") break;
    if (t.terms.length === 0 || t.terms.some((x) => c.verbs.has(x))) break;
    for (const x of t.terms) {
      if (GENERIC_STEMS.has(x) || q.naming.includes(x) || q.key.includes(x) || durationKindOf(x) !== void 0) continue;
      if (other.terms.has(x) || sameName(x, other.terms)) return false;
      owned = true;
    }
  }
  return owned;
}
function perInstanceOnly(scoped, other) {
  if (scoped.scope === void 0 || other.scope !== void 0 || !INSTANCES.has(scoped.scope)) return false;
  return !other.subject.has(scoped.scope) && !other.key.includes(scoped.scope);
}
function actionsDiffer(a, b) {
  if (a.size === 0 || b.size === 0) return false;
  for (const v of a) if (b.has(v) || SCHEDULE_VERBS.has(v)) return false;
  for (const v of b) if (SCHEDULE_VERBS.has(v)) return false;
  return true;
}
function isInFolder(c, term) {
  return c.tokens.some((t) => t.kind === "code" && t.raw.endsWith("/") && t.terms.includes(term));
}
function kindsAgree(a, b) {
  if (!a || !b) return true;
  for (const k of a) if (b.has(k)) return true;
  return false;
}
function keyShared(a, b) {
  for (const k of a.key) if (b.key.includes(k)) return true;
  return false;
}
function keyInSubject(key, subject) {
  for (const k of key) if (subject.has(k)) return true;
  return false;
}
function quantityKeysMatch(a, b) {
  if (a.dim === "rate" && (a.key.length === 0 || b.key.length === 0)) return true;
  if (a.dim === "count" || a.dim === "version" || a.dim === "text" || a.dim === "rate") {
    if (a.key.length > 0 && b.key.length > 0) return keyShared(a, b) || keyInSubject(a.key, b.subject) || keyInSubject(b.key, a.subject);
    if (a.key.length === 0 && b.key.length === 0) return true;
    const [keyed, bare] = a.key.length > 0 ? [a, b] : [b, a];
    return keyInSubject(keyed.key, bare.subject) || keyAbbreviates(keyed.key[0], bare.subject);
  }
  return true;
}
function keyAbbreviates(key, subject) {
  if (!NAME_CHARS.test(key) || key.includes("/") || key.includes(" ")) return false;
  const parts = partsOf2(key);
  return parts.length >= 2 && partsExplained(parts, subject, false);
}
function sameValue(a, b) {
  if (a.dim === "version") {
    const x = a.parts ?? [];
    const y = b.parts ?? [];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  if (a.dim === "text") return a.text === b.text;
  if (a.period === "hz" || b.period === "hz") return Math.abs(a.value - b.value) <= 0.05 * Math.max(a.value, b.value);
  if (a.dim === "size" || a.alt !== void 0 || b.alt !== void 0) {
    const xa = a.alt ?? a.value;
    const ya = b.alt ?? b.value;
    return closeTo(a.value, b.value) || closeTo(a.value, ya) || closeTo(xa, b.value) || closeTo(xa, ya);
  }
  return closeTo(a.value, b.value);
}
function closeTo(x, y) {
  return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
}
function agrees(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return a.dim === b.dim;
  if (a.low !== void 0 || b.low !== void 0) return rangeAgrees(a, b);
  return sameValue(a, b) || withinBound(a, b) || withinBound(b, a) || seenUnderLimit(a, b) || seenUnderLimit(b, a) || firstTryCounted(a, b) || firstTryCounted(b, a);
}
function firstTryCounted(attempts, retries) {
  if (attempts.dim !== "count" || retries.dim !== "count" || attempts.value !== retries.value + 1) return false;
  return triesCounted(attempts) === "attempt" && triesCounted(retries) === "retry";
}
function triesCounted(q) {
  const retry = q.subject.has(RETRY) || q.subject.has(RETRIES) || q.naming.includes(RETRY) || q.naming.includes(RETRIES) || /retr/i.test(q.written);
  if (retry) return /attempt/i.test(q.written) ? null : "retry";
  return /attempts?\b|\btries\b/i.test(q.written) ? "attempt" : null;
}
function seenUnderLimit(limit, seen) {
  if (limit.bound !== "max" || !seen.observed || limit.observed || seen.namedBound || seen.bound === "min") return false;
  if (limit.dim === "text" || limit.dim === "version" || limit.dim === "port" || limit.dim === "clock") return false;
  if (!Number.isFinite(limit.value) || !Number.isFinite(seen.value)) return false;
  return seen.value <= limit.value * (1 + 1e-9);
}
function lowEnd(q) {
  const low = copyStated(q);
  low.value = q.low;
  low.alt = void 0;
  return low;
}
function rangeAgrees(a, b) {
  if (a.low !== void 0 && b.low !== void 0) return sameValue(a, b) && sameValue(lowEnd(a), lowEnd(b));
  const [range, one] = a.low !== void 0 ? [a, b] : [b, a];
  const slack = 1e-9 * Math.max(1, Math.abs(range.value));
  return one.value >= range.low - slack && one.value <= range.value + slack;
}
function withinBound(bounded, plain) {
  if (!bounded.bound || plain.bound || bounded.namedBound || bounded.dim === "text" || bounded.dim === "version") return false;
  if (!Number.isFinite(bounded.value) || !Number.isFinite(plain.value)) return false;
  return bounded.bound === "min" && plain.value >= bounded.value;
}
function valuesOfOneSubject(a, b, p, c, older, newer) {
  if (a.dim === "version" && laterFolderApart(a, b, p, c, older, newer)) return false;
  if (a.restricted !== b.restricted || !kindsAgree(a.kinds, b.kinds) || !periodsMeet(a, b, p, c) || onlyFolderShared(a, b, p, c)) return false;
  if (possessedApart(a, p, c) || possessedApart(b, c, p)) return false;
  if (contrastedSides(p.terms, c.terms, QUANTITY_CONTRASTS)) return false;
  if ((a.dim === "limitless" || b.dim === "limitless") && extras(subjectOf(a), subjectOf(b), bothVerbs(p, c)).length > 0 && extras(subjectOf(b), subjectOf(a), bothVerbs(p, c)).length > 0) return false;
  const [x, y] = withoutSharedFolder(subjectOf(a), subjectOf(b), p, c);
  if (leftAgrees(a, b, p, c) && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: p, b: c })) return true;
  if ((sameSetting(a, b) !== null || sameTool(a, b)) && settingSubjectsAgree(a, b, p, c, older, newer)) return true;
  if (sameTool(a, b) && pinnedAlike(a, b, p, c, older, newer)) return true;
  if (keyNamedAlike(a, b, p, c, older, newer)) return true;
  if (fileOwned(a, b, p, c, older, newer)) return true;
  return unownedAgrees(a, b, older, newer);
}
function someOfDim(list3, dim) {
  for (const { q } of list3) if (q.dim === dim) return true;
  return false;
}
function someSetting(list3) {
  for (const { q } of list3) if (isSetting(q)) return true;
  return false;
}
function someCountOfRate(list3) {
  for (const { q } of list3) if (countOfRate(q)) return true;
  return false;
}
function readAs(list3, a, as) {
  const out = [];
  for (const { q, c } of list3) out.push({ q: as(q, [{ q: a }]) ?? q, c });
  return out;
}
function mayConflict(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return limitMeets(a, b);
  if (b.dim !== a.dim || a.dim === "version" && (a.among || b.among)) return false;
  const setting = sameSetting(a, b);
  if (setting === null && a.setting !== void 0 && b.setting !== void 0 && (fromFraction(a) || fromFraction(b) || asFlag(a) || asFlag(b))) return false;
  return !boundsApart(a, b, setting?.limit === true, floorByNature(a, b) || isThreshold(setting)) && !(a.scope !== b.scope && (a.scope === "total" || b.scope === "total" || a.scope !== void 0 && b.scope !== void 0)) && !perInstanceOnly(a, b) && !perInstanceOnly(b, a) && (setting !== null || quantityKeysMatch(a, b));
}
function valueHit(older, newer) {
  if ((signalsOf(older).dims & signalsOf(newer).dims) === 0) return null;
  const newerQuantities = signalsOf(newer).current;
  for (const p of older.clauses) {
    for (const stated of p.quantities) {
      if (stated.former) continue;
      let a = isSetting(stated) && someOfDim(newerQuantities, "duration") ? asDuration(stated, newerQuantities) ?? stated : stated;
      let read = a.dim === "duration" && someSetting(newerQuantities) ? readAs(newerQuantities, a, asDuration) : newerQuantities;
      if (countOfRate(a) && someOfDim(newerQuantities, "rate")) a = asRate(a, newerQuantities) ?? a;
      else if (a.dim === "rate" && someCountOfRate(newerQuantities)) read = readAs(read, a, asRate);
      const candidates = [];
      let differs = false;
      for (const r of read) {
        if (!mayConflict(a, r.q)) continue;
        candidates.push(r);
        if (!agrees(a, r.q)) differs = true;
      }
      if (!differs) continue;
      let conflict;
      let agreeing = false;
      for (const r of candidates) {
        if (!valuesOfOneSubject(a, r.q, p, r.c, older, newer)) continue;
        conflict ??= r;
        if (agrees(a, r.q)) {
          agreeing = true;
          break;
        }
      }
      if (conflict === void 0 || agreeing) continue;
      if (a.dim === "text" && newer.terms.has(a.text ?? "")) continue;
      const b = conflict.q;
      const written2 = a.written.toLowerCase();
      const named = [];
      for (const t of align(subjectOf(a), subjectOf(b)).sharedTerms) if (!written2.includes(t)) named.push(t);
      const shared = surface(p, named);
      const [x, y] = describePair(a, b);
      const normalised = a.dim !== "text" && (x !== a.written || y !== b.written) ? ` (${x} vs ${y})` : "";
      return {
        kind: "value",
        reason: `value: ${shared} is ${a.written} in the older and ${b.written} in the newer${normalised}`,
        older: [a.written],
        newer: [b.written]
      };
    }
  }
  return null;
}
function limitMeets(a, b) {
  if (a.dim === b.dim) return true;
  const limit = a.dim === "limitless" ? b : a;
  const none = limit === a ? b : a;
  if (limit.bound !== "max" || limit.dim === "text" || limit.dim === "version" || limit.dim === "clock" || limit.dim === "port") return false;
  return none.key.length === 0 || none.key.some((k) => limit.key.includes(k) || limit.subject.has(k) || limit.naming.includes(k));
}
function fromFraction(q) {
  return q.dim === "percent" && q.setting !== void 0 && !/%|percent|pct/i.test(q.written);
}
function asFlag(q) {
  return q.setting !== void 0 && q.written.charCodeAt(0) === 45;
}
function sameSetting(a, b) {
  if (a.setting === void 0 || b.setting === void 0 || !sameCatalogueQuantity(a.setting, b.setting)) return null;
  return catalogueQuantity(a.setting) ?? null;
}
function floorByNature(a, b) {
  return a.dim === "version" && b.dim === "version" && a.key.length === 1 && FLOOR_PLATFORMS.has(a.key[0]) && b.key.includes(a.key[0]);
}
function isThreshold(setting) {
  return setting !== null && setting.id.endsWith("threshold");
}
function sameTool(a, b) {
  return a.dim === "version" && a.key.length > 0 && a.key.some((k) => b.key.includes(k));
}
function boundsApart(a, b, limit, floor = false) {
  const ab = limit && a.bound === "max" || floor && a.bound === "min" ? null : a.bound;
  const bb = limit && b.bound === "max" || floor && b.bound === "min" ? null : b.bound;
  if (ab && bb && ab !== bb) return true;
  return ab !== null && a.namedBound === true && !bb || bb !== null && b.namedBound === true && !ab;
}
function settingSubjectsAgree(a, b, p, c, older, newer) {
  const naming = /* @__PURE__ */ new Set([...a.naming, ...b.naming, ...countedNoun(a), ...countedNoun(b)]);
  let x = withoutTerms(subjectOf(a), naming);
  let y = withoutTerms(subjectOf(b), naming);
  if (x.size === 0) x = restOfClause(p, a, naming);
  if (y.size === 0) y = restOfClause(c, b, naming);
  if (x.size === 0 || y.size === 0) return sameTool(a, b) || ownerAlsoNamed(x.size === 0 ? y : x, x.size === 0 ? older.terms : newer.terms);
  const left = leftsAgree(withoutTerms(a.left, naming), withoutTerms(b.left, naming), a, b, p, c);
  const wording = { a: headNaming(p, a) ? headless(p) : p, b: headNaming(c, b) ? headless(c) : c };
  return left && sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), wording);
}
function pinnedAlike(a, b, p, c, older, newer) {
  const naming = /* @__PURE__ */ new Set([...a.naming, ...b.naming, ...a.key, ...b.key]);
  for (const k of a.key) {
    naming.add(termOfWord(k));
    for (const t of [...p.terms.keys(), ...c.terms.keys()]) if (t.endsWith(`/${k}`)) for (const part of [t, ...t.split("/")]) naming.add(part);
  }
  for (const t of p.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  for (const t of c.tokens) if (t.terms.length > 1 && a.key.includes(t.norm)) for (const part of t.terms) naming.add(part);
  let x = withoutPinPlaces(withoutTerms(subjectOf(a), naming), a, p, subjectOf(b));
  let y = withoutPinPlaces(withoutTerms(subjectOf(b), naming), b, c, subjectOf(a));
  if (x.size === 0) x = ownerElsewhere(a, p, older, naming, subjectOf(b)) ?? x;
  if (y.size === 0) y = ownerElsewhere(b, c, newer, naming, subjectOf(a)) ?? y;
  if (x.size === 0 && y.size === 0) return true;
  if (folderOnlyIn(x, y) || folderOnlyIn(y, x)) return false;
  if (x.size === 0 || y.size === 0) return false;
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: headless(p), b: headless(c) });
}
function laterFolderApart(a, b, p, c, older, newer) {
  if (p.index === 0 && c.index === 0) return false;
  return folderOnlyWritten(older, newer, a, b) || folderOnlyWritten(newer, older, a, b);
}
function folderOnlyWritten(own, other, a, b) {
  for (const clause of own.clauses)
    for (const t of clause.tokens) {
      if (t.kind !== "code" || !t.raw.endsWith("/") || t.terms.length === 0) continue;
      const folder = t.terms[0];
      if (a.key.some((k) => folder.endsWith(`/${k}`)) || b.key.some((k) => folder.endsWith(`/${k}`))) continue;
      if (!other.terms.has(folder)) return true;
    }
  return false;
}
function ownerElsewhere(q, c, text, naming, other) {
  for (const d of text.clauses) {
    if (d === c) continue;
    for (const r of d.quantities) {
      if (r.dim !== "version" || !r.key.some((k) => q.key.includes(k))) continue;
      const owner = withoutPinPlaces(withoutTerms(subjectOf(r), naming), r, d, other);
      if (owner.size > 0) return owner;
    }
  }
  return null;
}
function folderOnlyIn(own, other) {
  for (const t of own.keys()) if (t.includes("/") && !isPinFile(t) && !other.has(t)) return true;
  return false;
}
function isPinFile(term) {
  return /\.[a-z0-9_-]+$/.test(term) || !term.includes("/") && /fil(e)?$/.test(term);
}
function withoutPinPlaces(terms, q, c, other) {
  const written2 = q.written.toLowerCase();
  const files = [...terms.keys()].filter((t) => isPinFile(t) && !sameBaseElsewhere(t, other));
  const out = /* @__PURE__ */ new Map();
  for (const [t, w] of terms) {
    if (PIN_PLACES.has(t) || PIN_NAME.test(t) || PIN_VERBS.has(t) || c.verbs.has(t) || UNIVERSAL.has(t) || t.length >= 3 && written2.includes(t)) continue;
    if (files.includes(t) || t.length >= 4 && files.some((f) => f.startsWith(`.${t}`) || f.includes(`${t}`))) continue;
    out.set(t, w);
  }
  return out;
}
function sameBaseElsewhere(term, other) {
  const kind = term.slice(term.lastIndexOf("."));
  for (const u of other.keys()) if (u !== term && isPinFile(u) && u.slice(u.lastIndexOf(".")) === kind) return true;
  return false;
}
function keyNamedAlike(a, b, p, c, older, newer) {
  const keyA = keyNamedBy(a, p, c);
  const keyB = keyA === void 0 ? keyNamedBy(b, c, p) : void 0;
  if (keyA === void 0 && keyB === void 0) return false;
  if (p.terms.has(DEFAULT) !== c.terms.has(DEFAULT) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const [key, keyed, prose2] = keyA === void 0 ? [keyB, c, p] : [keyA, p, c];
  const x = keyA === void 0 ? subjectOf(a) : withoutTerms(subjectOf(a), /* @__PURE__ */ new Set([keyA]));
  const y = keyB === void 0 ? subjectOf(b) : withoutTerms(subjectOf(b), /* @__PURE__ */ new Set([keyB]));
  const own = keyed === p ? x : y;
  for (const t of own.keys()) if (!keyed.tokens.some((k) => k.terms[0] === key && k.terms.includes(t)) && !prose2.terms.has(t) && !isPinFile(t) && termWeight(t) > 0 && !keyed.verbs.has(t)) return false;
  return sameSubject(x, y, 0.6, older.terms, newer.terms, bothVerbs(p, c), { a: keyA === void 0 ? p : headless(p), b: keyB === void 0 ? c : headless(c) });
}
function isSourceFile(term) {
  const dot = term.lastIndexOf(".");
  return dot > 0 && FILE_EXTENSIONS2.has(term.slice(dot + 1));
}
function sharedFile(p, c) {
  for (const t of p.tokens) {
    const path = t.terms[0];
    if (path !== void 0 && isSourceFile(path) && c.tokens.some((u) => u.terms[0] === path)) return path;
  }
  for (const [files, names] of [[p, c], [c, p]]) {
    for (const f of files.terms.keys()) {
      if (!isSourceFile(f) || !f.includes("/")) continue;
      const folder = f.slice(0, f.lastIndexOf("/")).split("/").pop();
      for (const t of names.terms.keys()) if (folder.length >= 3 && t.startsWith(`${folder}.`) && !isSourceFile(t)) return f;
      const base = f.slice(f.lastIndexOf("/") + 1, f.lastIndexOf("."));
      if (base.length >= 5 && /[_-]/.test(base) && names.tokens.some((u) => u.kind === "code" && u.terms[0] === base)) return f;
    }
  }
  return null;
}
function saysDefault(c) {
  return c.tokens.some((t) => t.kind === "word" && t.terms[0] === DEFAULT);
}
function isHolder(term) {
  if (HOLDERS.has(term)) return true;
  const parts = term.split(/[_.]/);
  return parts.length > 1 && parts.every((x) => HOLDERS.has(termOfWord(x)) || termOfWord(x) === DEFAULT);
}
function fileOwned(a, b, p, c, older, newer) {
  if (!(a.written.includes("=") || a.written.includes(":") || b.written.includes("=") || b.written.includes(":") || a.key.length > 0 || b.key.length > 0 || a.setting !== void 0 || b.setting !== void 0)) return false;
  const kindOk = sameSetting(a, b) !== null || a.dim === "duration" && a.kinds !== null && b.kinds !== null && kindsAgree(a.kinds, b.kinds) || a.dim === "count" && a.key.length > 0 && quantityKeysMatch(a, b);
  if (!kindOk) return false;
  const file = sharedFile(p, c);
  if (file === null) return false;
  if (saysDefault(p) !== saysDefault(c) || folderOnlyIn(older.terms, newer.terms) || folderOnlyIn(newer.terms, older.terms)) return false;
  const ownWords = (q, other) => {
    const out = [];
    for (const t of subjectOf(q).keys()) {
      if (other.terms.has(t) || GENERIC_STEMS.has(t) || termWeight(t) === 0 || t.length >= 3 && file.includes(t) || isSourceFile(t) || q.naming.includes(t) || q.key.includes(t)) continue;
      out.push(t);
    }
    return out;
  };
  const x = ownWords(a, c);
  const y = ownWords(b, p);
  return x.length === 0 || y.length === 0 || x.every(isHolder) || y.every(isHolder);
}
function keyNamedBy(q, c, other) {
  for (const t of c.tokens) {
    if (t.kind !== "code" || t.terms.length === 0 || !q.subject.has(t.terms[0]) && !q.written.includes(t.raw.replace(/^`|`$/g, ""))) continue;
    const parts = t.raw.includes("=") || t.raw.includes(":") ? partsOf2(splitIdentifier(t.raw.replace(/\s*[:=].*$/, "")).join("_").toLowerCase()) : keyParts(t);
    if (parts.length < 2 || !parts.some(([p, s]) => QUANTITY_PREDICATE_STEMS.has(s) || durationKindOf(p) !== void 0)) continue;
    if (partsExplained(parts, proseTerms(other))) return t.terms[0];
  }
  return void 0;
}
function headless(c) {
  let copy = HEADLESS.get(c);
  if (copy === void 0) {
    copy = withoutHead(c);
    HEADLESS.set(c, copy);
  }
  return copy;
}
function unownedAgrees(a, b, older, newer) {
  const x = subjectOf(a);
  const y = subjectOf(b);
  const emptyX = onlyGeneral(x);
  const emptyY = onlyGeneral(y);
  if (emptyX === emptyY) return false;
  return emptyX ? ownerAlsoNamed(y, older.terms) : ownerAlsoNamed(x, newer.terms);
}
function ownerAlsoNamed(owner, text) {
  for (const t of owner.keys()) if (!GENERIC_STEMS.has(t) && !text.has(t)) return false;
  return true;
}
function restOfClause(c, q, naming) {
  const own = new Set(naming);
  for (let i = q.first; i <= q.last; i++) for (const t of c.tokens[i]?.terms ?? []) own.add(t);
  return withoutTerms(c.terms, own);
}
function countedNoun(q) {
  return q.key.length === 1 && /^[a-z]+$/.test(q.key[0]) ? q.key : NO_STRINGS_LIST;
}
function headNaming(c, q) {
  return c.head !== null && q.namedBy !== void 0 && q.namedBy.includes(c.tokens.indexOf(c.head));
}
function withoutTerms(terms, drop) {
  let out = null;
  for (const t of terms.keys()) if (drop.has(t)) (out ??= new Map(terms)).delete(t);
  return out ?? terms;
}
function isSetting(q) {
  return q.dim === "count" && q.key.length > 0 && q.bound === null && /[=:]\s*\d+$/.test(q.written);
}
function durationNamed(d, named) {
  if (d.dim !== "duration" || d.former) return false;
  let all = true;
  for (const x of named) if (!saidOf(d, x)) all = false;
  if (all) return true;
  for (const x of named) {
    const kind = durationKindOf(x);
    if (kind === void 0 || d.kinds !== null && !d.kinds.has(kind)) continue;
    for (const y of named) if (y !== x && saidOf(d, y)) return true;
  }
  return false;
}
function saidOf(d, x) {
  return d.subject.has(termOfWord(x)) || d.subject.has(x);
}
function asDuration(q, others) {
  if (!isSetting(q)) return null;
  let unit;
  const named = [];
  for (const k of q.key)
    for (const x of k.split(/[._-]/)) {
      const u = SETTING_UNITS[x];
      if (u !== void 0) unit ??= u;
      else if (x.length > 1) named.push(x);
    }
  const durations = [];
  if (named.length > 0) {
    for (const { q: d } of others) if (durationNamed(d, named)) durations.push(d);
  }
  if (durations.length === 0) return null;
  const readings = unit !== void 0 ? [q.value * unit] : [q.value * 1e3, q.value, q.value * 6e4];
  const value = readings.find((r) => durations.some((d) => Math.abs(d.value - r) < 1e-6)) ?? readings[0];
  const subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  const duration = copyStated(q);
  duration.dim = "duration";
  duration.value = value;
  duration.key = [];
  duration.kinds = null;
  duration.subject = subject;
  duration.measured = null;
  return duration;
}
function countOfRate(q) {
  return q.setting !== void 0 && isSetting(q) && catalogueQuantity(q.setting)?.dims.has("rate") === true;
}
function asRate(q, others) {
  if (!countOfRate(q)) return null;
  const rates = others.map(({ q: r }) => r).filter((r) => r.dim === "rate" && !r.former && r.setting !== void 0 && sameCatalogueQuantity(q.setting, r.setting));
  if (rates.length === 0) return null;
  const readings = RATE_PERIODS.map((p) => q.value / p);
  const value = readings.find((v) => rates.some((r) => Math.abs(r.value - v) <= 1e-9 * Math.max(1, v))) ?? readings[0];
  const rate = copyStated(q);
  rate.dim = "rate";
  rate.value = value;
  rate.key = NO_STRINGS_LIST;
  rate.measured = null;
  return rate;
}
function leftAgrees(a, b, p, q) {
  return leftsAgree(a.left, b.left, a, b, p, q);
}
function leftsAgree(aLeft, bLeft, a, b, p, q) {
  if (aLeft.size === 0 || bLeft.size === 0) return true;
  if (onlyGeneral(aLeft) || onlyGeneral(bLeft)) return true;
  for (const term of aLeft.keys()) if (aLeft.get(term) > 0 && bLeft.has(term)) return true;
  for (const k of a.key) if (bLeft.has(k)) return true;
  for (const k of b.key) if (aLeft.has(k)) return true;
  const named = aliases(p, q, aLeft, bLeft);
  if (named) {
    for (const term of aLeft.keys()) if (named.has(term)) return true;
  }
  return false;
}
function onlyGeneral(terms) {
  for (const t of terms.keys()) if (!GENERIC_STEMS.has(t)) return false;
  return true;
}
function subjectOf(q) {
  let subject = q.measured;
  if (subject) return subject;
  subject = new Map(q.subject);
  for (const k of q.key) if (!subject.has(k)) subject.set(k, termWeight(k));
  q.measured = subject;
  return subject;
}
function describePair(a, b) {
  if (a.dim === "limitless" || b.dim === "limitless") return [describe(a), describe(b)];
  if (a.low !== void 0 || b.low !== void 0) {
    const [al, bl] = describePair({ ...a, value: a.low ?? a.value, low: void 0 }, { ...b, value: b.low ?? b.value, low: void 0 });
    const [ah, bh] = describePair({ ...a, low: void 0 }, { ...b, low: void 0 });
    return [a.low !== void 0 ? `${al}\u2013${ah}` : ah, b.low !== void 0 ? `${bl}\u2013${bh}` : bh];
  }
  if (a.dim === "duration") {
    const units = [[864e5, "d"], [36e5, "h"], [6e4, "min"], [1e3, "s"], [1, "ms"]];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, "ms"];
    return [`${round(a.value / size)} ${name}`, `${round(b.value / size)} ${name}`];
  }
  if (a.dim === "size") {
    const units = [[1024 ** 3, "GiB"], [1024 ** 2, "MiB"], [1024, "KiB"], [1, "bytes"]];
    const [size, name] = unitOfBoth(units, a.value, b.value) ?? [1, "bytes"];
    return [`${a.value / size} ${name}`, `${b.value / size} ${name}`];
  }
  if (a.dim === "rate") {
    const periods = [[1, "s"], [60, "min"], [3600, "hour"], [86400, "day"]];
    let [per, name] = periods[0];
    for (const [p, n] of periods) {
      if (!wholeCount(a.value * p) || !wholeCount(b.value * p)) continue;
      per = p;
      name = n;
      break;
    }
    return [`${round(a.value * per)}/${name}`, `${round(b.value * per)}/${name}`];
  }
  return [describe(a), describe(b)];
}
function unitOfBoth(units, x, y) {
  for (const unit of units) if (x % unit[0] === 0 && y % unit[0] === 0) return unit;
  return void 0;
}
function wholeCount(x) {
  return Math.abs(x - Math.round(x)) < 1e-6 && Math.round(x) >= 1;
}
function describe(q) {
  switch (q.dim) {
    case "duration":
      return formatDuration(q.value);
    case "size":
      return `${q.value} bytes`;
    case "rate":
      return `${round(q.value)}/s`;
    case "percent":
      return `${q.value}%`;
    case "pixels":
      return `${q.value}px`;
    case "port":
      return `port ${q.value}`;
    case "clock":
      return `${String(Math.floor(q.value / 60)).padStart(2, "0")}:${String(q.value % 60).padStart(2, "0")}`;
    case "version":
      return `version ${(q.parts ?? []).join(".")}`;
    case "text":
      return `"${q.text}"`;
    case "limitless":
      return "no limit";
    default:
      return String(q.value);
  }
}
function round(n) {
  return Number.isInteger(n) ? String(n) : n.toPrecision(4);
}
function formatDuration(ms) {
  if (ms % 864e5 === 0) return `${ms / 864e5} d`;
  if (ms % 36e5 === 0) return `${ms / 36e5} h`;
  if (ms % 6e4 === 0) return `${ms / 6e4} min`;
  if (ms % 1e3 === 0) return `${ms / 1e3} s`;
  return `${ms} ms`;
}
var NO_CURRENT, DIMS, LIMITED_DIMS, NO_BITS, INSTANCES, SCHEDULE_VERBS, RETRY, RETRIES, FLOOR_PLATFORMS, PIN_WORDS, PIN_PLACES, PIN_NAME, PIN_VERBS, DEFAULT, HOLDERS, HEADLESS, NO_STRINGS_LIST, SETTING_UNITS, RATE_PERIODS;
var init_values = __esm({
  "src/contradiction/values.ts"() {
    "use strict";
    init_exclusive();
    init_analyze();
    init_settings_catalogue();
    init_tokens();
    init_alternatives();
    init_aliases();
    init_vocabulary();
    init_subject();
    NO_CURRENT = [];
    DIMS = ["duration", "size", "percent", "pixels", "rate", "port", "version", "clock", "count", "text", "limitless"];
    LIMITED_DIMS = (1 << DIMS.indexOf("limitless")) - 1 - (1 << DIMS.indexOf("text")) - (1 << DIMS.indexOf("version")) - (1 << DIMS.indexOf("clock")) - (1 << DIMS.indexOf("port"));
    NO_BITS = new Int32Array(0);
    INSTANCES = new Set(
      "pod instanc node replica worker process container host machin core cpu gpu partit shard thread server executor task consum vm box dyno".split(" ")
    );
    SCHEDULE_VERBS = /* @__PURE__ */ new Set(["run", "schedul", "happen", "execut", "fire", "trigger", "occur", "kick", "start", "tick"]);
    RETRY = termOfWord("retry");
    RETRIES = termOfWord("retries");
    FLOOR_PLATFORMS = /* @__PURE__ */ new Set(["ios", "macos", "tvos", "watchos", "visionos"]);
    PIN_WORDS = "image base container docker runtime toolchain module project repository repo codebase workspace engines version msrv build sdk target framework deployment xcode app application provider crate top level root".split(" ");
    PIN_PLACES = new Set(PIN_WORDS.map(termOfWord));
    PIN_NAME = new RegExp(`^(?:${PIN_WORDS.join("|")})+$`);
    PIN_VERBS = new Set("say says said contain contains hold holds list lists declare declares pin pins pinned require requires specify specifies set sets compile compiles deploy deploys target targets start starts open opens".split(" ").map(termOfWord));
    DEFAULT = termOfWord("default");
    HOLDERS = new Set("client instance object wrapper helper module class constructor factory config configuration setup args arguments options params settings".split(" ").map(termOfWord));
    HEADLESS = /* @__PURE__ */ new WeakMap();
    NO_STRINGS_LIST = [];
    SETTING_UNITS = { ms: 1, millis: 1, s: 1e3, sec: 1e3, secs: 1e3, second: 1e3, seconds: 1e3, min: 6e4, mins: 6e4, minutes: 6e4 };
    RATE_PERIODS = [1, 60, 3600, 86400];
  }
});

// src/contradiction/substitution.ts
function asserts(analysis, key, acronym = false) {
  const pathLike = /[/.]/.test(key);
  const library = libraryName(key);
  for (const c of analysis.clauses) {
    if (!c.positive) continue;
    if (c.terms.has(key) || library !== null && c.terms.has(library)) return c;
    if (pathLike) {
      for (const t of c.terms.keys()) if (anchorsMeet(t, key) || t !== key && sameFile(t, key)) return c;
    }
  }
  if (acronym) {
    for (const c of analysis.clauses) if (c.positive && expansionOf(c, key)) return c;
  }
  return null;
}
function libraryName(key) {
  if (key.length < 3 || !/^[a-z0-9]+$/.test(key)) return null;
  return key.startsWith("lib") && key.length >= 6 ? key.slice(3) : `lib${key}`;
}
function anchorsMeet(a, b) {
  if (a === b) return true;
  if (!/[/.]/.test(a) || !/[/.]/.test(b)) return false;
  const x = a.replace(LEADING_DOTS, "");
  const y = b.replace(LEADING_DOTS, "");
  return x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}
function ownNames(a, b) {
  const out = [];
  for (const [t, w] of a) if (w >= 2 && !b.has(t)) out.push(t);
  return out;
}
function denies(analysis, key) {
  return analysis.denials.some((d) => d.keys.includes(key) || d.terms.has(key));
}
function contextShared(assertion, denial, denying) {
  const scope = denial.strong ? denying.terms : denying.clauses[denial.clause]?.terms ?? /* @__PURE__ */ new Map();
  for (const [term, w] of assertion.terms) {
    if (w === 0 || denial.terms.has(term)) continue;
    if (scope.has(term)) return true;
  }
  return false;
}
function weakDenial(d) {
  return d.source === "negated-use" || d.source === "contrast" && !d.strong;
}
function withoutOtherThing(relying, denying, d) {
  if (differentThings(relying, denying)) return true;
  if (d.source === "negated-use") return false;
  const own = (x, y) => {
    for (const [t, w] of x.terms) if (w > 0 && !y.terms.has(t) && !d.terms.has(t) && !x.verbs.has(t) && !t.startsWith("ant:")) return true;
    return false;
  };
  let scoped = false;
  for (const t of d.terms) if (!d.keys.includes(t) && !relying.terms.has(t) && termWeight(t) > 0) scoped = true;
  return own(relying, denying) && (scoped || own(denying, relying));
}
function substitutionHit(older, newer, sources) {
  for (const d of newer.denials) {
    if (!sources.has(d.source)) continue;
    for (const key of d.keys) {
      const clause = asserts(older, key, d.acronyms.includes(key));
      if (!clause || denies(older, key)) continue;
      const denying = newer.clauses[d.clause]?.terms ?? /* @__PURE__ */ new Map();
      const paths = (names) => names.filter((t) => t.includes("/") && !d.terms.has(t));
      if (namesDiffer(paths(ownNames(clause.terms, denying)), paths(ownNames(denying, clause.terms)))) continue;
      if (weakDenial(d) && newer.clauses[d.clause] && withoutOtherThing(clause, newer.clauses[d.clause], d)) continue;
      if (newer.clauses[d.clause] && labelNamesAnother(newer.clauses[d.clause], clause, older)) continue;
      const anchored = /[^a-z0-9]/.test(key);
      const named = !GENERIC_STEMS.has(key) && d.keys.every((k) => asserts(older, k, d.acronyms.includes(k)) === clause);
      if (!(contextShared(clause, d, newer) || d.strong && (anchored || named))) continue;
      return {
        kind: "substitution",
        reason: `substitution: the newer says "${d.phrase}" ${cueText(d)}, the older relies on it ("${clauseText(clause)}")`,
        older: [surface(clause, [key])],
        newer: [d.cue.replace(/^,\s*/, ""), d.phrase]
      };
    }
  }
  for (const d of older.denials) {
    if (!standsAgainstNewer(d) || !sources.has(d.source)) continue;
    for (const key of d.keys) {
      const clause = asserts(newer, key);
      if (!clause || denies(newer, key)) continue;
      if (!contextShared(clause, d, older)) continue;
      if (d.source === "contrast" && !d.strong && older.clauses[d.clause] && withoutOtherThing(clause, older.clauses[d.clause], d)) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older ruled out "${d.phrase}" (${d.cue.replace(/^,\s*/, "")}), the newer relies on it again ("${clauseText(clause)}")`,
        older: [d.cue.replace(/^,\s*/, ""), d.phrase],
        newer: [surface(clause, [key])]
      };
    }
  }
  return null;
}
function labelNamesAnother(note, relied, older) {
  const colon = note.tokens.findIndex((t) => t.norm === ":");
  const head = relied.head;
  if (colon < 1 || !head || head.terms.length === 0 || head.terms.some((x) => note.terms.has(x))) return false;
  const label = note.tokens.slice(0, colon);
  if (label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && relied.terms.has(x)))) return false;
  return label.some((t) => t.terms.some((x) => termWeight(x) > 0 && !GENERIC_STEMS.has(x) && !older.terms.has(x) && !relied.terms.has(x) && otherWordStart(x, relied.terms) === void 0));
}
function cueText(d) {
  if (d.cue.startsWith(",")) return `is ruled out ("${d.cue.slice(2)} ${d.phrase}")`;
  if (d.cue === "instead of" || d.cue === "rather than" || d.cue === "over") return `is replaced${d.replacement ? ` by ${d.replacement}` : ""} ("${d.cue} ${d.phrase}")`;
  return `(${d.cue}${d.replacement ? `, now ${d.replacement}` : ""})`;
}
function alternativeHit(older, newer) {
  for (const p of older.clauses) {
    if (!p.positive || p.alternatives.size === 0) continue;
    for (const q of newer.clauses) {
      if (!q.positive || q.alternatives.size === 0) continue;
      for (const [group, x] of p.alternatives) {
        const y = q.alternatives.get(group);
        if (!y || y === x || ALTERNATIVE_GROUPS[group].contextOnly || coexists(p) || coexists(q) || labels(p) !== labels(q)) continue;
        if (mentionsMember(newer, group, x) && !namedOnlyAsRetired(newer, q, group, x) || mentionsMember(older, group, y)) continue;
        const a = without(p.terms, x);
        const b = without(q.terms, y);
        const al = align(a, b);
        const worded = al.shared >= 1 && sameSubject(a, b, 0.6, older.terms, newer.terms, bothVerbs(p, q), { a: p, b: q });
        if (!worded && !(ALTERNATIVE_GROUPS[group].exclusive && sameRole(p, q, group, older, newer))) continue;
        const about = worded ? surface(p, al.sharedTerms) : `the ${ALTERNATIVE_GROUPS[group].role}`;
        return {
          kind: "substitution",
          reason: `substitution: the older uses ${x}, the newer ${y} for ${about} (both ${groupLabel(group)})`,
          older: [x],
          newer: [y]
        };
      }
    }
  }
  return null;
}
function namedOnlyAsRetired(newer, q, group, x) {
  const spellings = spellingsOf(group, x);
  let named = false;
  for (const c of newer.clauses) {
    const text = clauseText(c).toLowerCase();
    if (!spellings.some((w) => new RegExp(`(^|[^a-z0-9-])${escapeRegExp(w)}($|[^a-z0-9-])`).test(text))) continue;
    if (c === q || c.positive && !c.tokens.some((t) => RETIRED_WORDS.has(t.norm))) return false;
    named = true;
  }
  return named;
}
function sameRole(p, q, group, older, newer) {
  const own = /* @__PURE__ */ new Set([...groupsWith(p, group), ...groupsWith(q, group)]);
  for (const [h, m] of p.alternatives) {
    const n = own.has(h) ? void 0 : q.alternatives.get(h);
    if (n !== void 0 && n !== m) return false;
  }
  return scopeFound(p, group, q, newer) && scopeFound(q, group, p, older);
}
function groupsWith(c, group) {
  const out = /* @__PURE__ */ new Set();
  for (const members of c.memberTerms.values()) if (members.some((m) => m.group === group)) for (const m of members) out.add(m.group);
  return out;
}
function labels(c) {
  let out = "";
  for (let i = 1; i < c.tokens.length; i++) {
    const t = c.tokens[i];
    if (t.raw.length === 1 && t.raw >= "A" && t.raw <= "Z" && t.raw !== "I" && c.tokens[i - 1].kind === "word") out += t.raw;
  }
  return out;
}
function coexists(c) {
  let out = COEXISTING2.get(c);
  if (out === void 0) COEXISTING2.set(c, out = keepsOthers(c));
  return out;
}
function keepsOthers(c) {
  return c.tokens.some((t, i) => COEXISTENCE_WORDS.has(t.norm) && !c.memberTerms.has(t.terms[0] ?? "") || UNDER_WAY.has(t.norm) || SUBSET_WORDS.has(t.norm) && /[^s]s$/.test(c.tokens[i + 1]?.norm ?? ""));
}
function isReference(tokens2, i) {
  const t = tokens2[i];
  if (/^#\d+$|^[A-Z][A-Z0-9]*-\d+$/.test(t.raw)) return true;
  return /^[A-Z]{2,5}$/.test(t.raw) && (tokens2[i + 1]?.kind === "number" || /^#\d+$/.test(tokens2[i + 1]?.raw ?? ""));
}
function storyTerms(c) {
  let story = STORY_TERMS.get(c);
  if (story !== void 0) return story;
  story = /* @__PURE__ */ new Set();
  const parts = /* @__PURE__ */ new Set();
  const tokens2 = c.tokens;
  for (let i = 0; i < tokens2.length; i++) {
    const t = tokens2[i];
    const phrase = NARRATIVE_PREPOSITIONS.has(t.norm) ? 1 : PHRASE_STARTS.has(t.norm) ? NARRATIVE_PHRASES.find((words4) => words4.every((w, k) => tokens2[i + k]?.norm === w))?.length ?? 0 : 0;
    if (phrase > 0) {
      let j = i + phrase;
      for (; j < tokens2.length; j++) {
        const u = tokens2[j];
        if (u.kind === "punct" || c.verbs.has(u.terms[0] ?? "") || u.terms.some((x) => c.memberTerms.has(x)) || PHRASE_ENDS.has(u.norm) && j > i + phrase) break;
        for (const x of u.terms) story.add(x);
      }
      i = j - 1;
      continue;
    }
    const reference = isReference(tokens2, i);
    const done = PEOPLE.has(tokens2[i - 1]?.norm ?? "") || PEOPLE.has(tokens2[i - 2]?.norm ?? "") && tokens2[i - 1].terms.every((x) => LIGHT_STEMS.has(x));
    const prev = tokens2[i - 1]?.terms[0];
    const particle = PARTICLES.has(t.norm) && prev !== void 0 && (c.verbs.has(prev) || ROLE_RELATION_STEMS.has(prev));
    for (const x of t.terms) (reference || done || particle || NARRATIVE_STEMS.has(x) || /^[qh][1-4]$/.test(x) ? story : parts).add(x);
    if (reference && tokens2[i + 1]?.kind === "number") i++;
  }
  for (const x of parts) story.delete(x);
  STORY_TERMS.set(c, story);
  return story;
}
function scopeFound(c, group, other, otherText) {
  const role = ALTERNATIVE_GROUPS[group].roleStems;
  const story = storyTerms(c);
  const evidence = toolEvidence(c, group);
  for (const term of c.terms.keys()) {
    const w = c.terms.get(term);
    if (w === 0 || c.verbs.has(term) || role.has(term) || story.has(term) || evidence?.has(term) === true || TOOL_FORMS.has(term)) continue;
    const member2 = c.memberTerms.get(term);
    if (member2 && member2.some((m) => m.group === group || !ALTERNATIVE_GROUPS[m.group].exclusive)) continue;
    if (GENERIC_STEMS.has(term) || LIGHT_STEMS.has(term) || ROLE_RELATION_STEMS.has(term) || STOPWORDS2.has(term)) continue;
    if (!scopeMatch(term, other.terms) && !scopeMatch(term, otherText.terms)) return false;
  }
  return true;
}
function toolEvidence(c, group) {
  let byGroup = TOOL_EVIDENCE.get(c);
  if (byGroup === void 0) TOOL_EVIDENCE.set(c, byGroup = /* @__PURE__ */ new Map());
  let out = byGroup.get(group);
  if (out === void 0) byGroup.set(group, out = evidenceIn(c, group));
  return out;
}
function evidenceIn(c, group) {
  let out = null;
  for (const t of c.tokens) {
    if (t.kind !== "code" || t.terms.length === 0 || !isToolEvidence(t.raw, group)) continue;
    for (const x of t.terms) (out ??= /* @__PURE__ */ new Set()).add(x);
  }
  for (const term of c.terms.keys()) {
    if (out?.has(term) || !/[._/:=]/.test(term) || !isToolEvidence(term, group)) continue;
    (out ??= /* @__PURE__ */ new Set()).add(term);
    for (const x of anchorTerms(term)) out.add(x);
  }
  return out;
}
function isToolEvidence(raw, group) {
  const parts = [];
  for (const piece of raw.split(/[^A-Za-z0-9+]+/)) for (const x of splitIdentifier(piece)) parts.push(x.toLowerCase());
  if (parts.length === 0) return false;
  for (const x of parts) if (memberSpelled(group, x)) return true;
  if (!/[/.]/.test(raw)) return false;
  const extension = /\.[a-z0-9]+$/i.test(raw) ? parts.length - 1 : -1;
  for (let i = 0; i < parts.length; i++) if (i !== extension && !roleOrGeneral(group, parts[i])) return false;
  return true;
}
function memberSpelled(group, part) {
  return MEMBER_WORDS(String(group)).has(part);
}
function roleOrGeneral(group, part) {
  const term = termOfWord(part);
  return ALTERNATIVE_GROUPS[group].roleStems.has(term) || GENERIC_STEMS.has(term) || GENERIC_SEGMENTS.has(part) || FILE_EXTENSIONS2.has(part);
}
function scopeMatch(term, terms) {
  if (terms.has(term)) return true;
  const canonical = SYNONYM_STEMS[term] ?? term;
  for (const other of terms.keys()) {
    if ((SYNONYM_STEMS[other] ?? other) === canonical) return true;
    const [short2, long] = other.length < term.length ? [other, term] : [term, other];
    if (short2.length >= 5 && long.startsWith(short2)) return true;
  }
  return false;
}
function mentionsMember(analysis, group, name) {
  return spellingsOf(group, name).some((s) => mentions(analysis, s));
}
function mentions(analysis, name) {
  const s = termOfWord(name.replace(/\.js$/, ""));
  if (analysis.terms.has(name) || analysis.terms.has(s)) return true;
  let pattern = AS_WORD.get(name);
  if (pattern === void 0) AS_WORD.set(name, pattern = new RegExp(`(^|[^a-z0-9-])${escapeRegExp(name)}($|[^a-z0-9-])`));
  let text = LOWER_TEXT.get(analysis);
  if (text === void 0) LOWER_TEXT.set(analysis, text = analysis.text.toLowerCase());
  return pattern.test(text);
}
function without(terms, name) {
  const out = new Map(terms);
  for (const part of name.split(/\s+/)) {
    out.delete(part);
    out.delete(termOfWord(part));
  }
  return out;
}
function groupLabel(group) {
  const g = ALTERNATIVE_GROUPS[group];
  return g ? `${g.role}: ${g.members.slice(0, 3).map((m) => m[0]).join("/")}` : "";
}
function isPath(t) {
  return t.raw.includes("/");
}
function slotName(c) {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i + 1 < t.length; i++) {
    if (!SLOT_PREPOSITIONS.has(t[i].norm) || !SINGLE_SLOT_VERBS.has(t[i - 1].norm)) continue;
    const name = t[pastArticles(t, i + 1)];
    if (name && isName(name)) return name;
  }
  return null;
}
function moveHit(older, newer) {
  for (const p of older.clauses) {
    const name = slotName(p);
    if (!name || isPath(name)) continue;
    for (const m of moves(newer)) {
      if (isPath(m.target)) continue;
      if (mentions(newer, name.norm) || mentions(older, m.target.norm)) continue;
      const a = new Map(p.terms);
      for (const term of name.terms) a.delete(term);
      const al = align(a, m.subject);
      if (!al.sharedTerms.some((x) => !GENERIC_STEMS.has(x))) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older has ${name.raw}, the newer says ${surface(m.clause, al.sharedTerms)} moved to ${m.written}`,
        older: [name.raw],
        newer: [m.written]
      };
    }
  }
  return null;
}
function locatedAt(c) {
  if (!c.positive) return null;
  const t = c.tokens;
  for (let i = 1; i < t.length; i++) {
    if (!LOCATION_PREPOSITIONS.has(t[i].norm) || !LOCATION_VERBS.has(t[i - 1].norm)) continue;
    for (let j = i + 1; j < t.length && j <= i + 3; j++) {
      const x = t[j];
      if (x.kind === "code") return isPlace(x) ? x : null;
      if (x.kind !== "word") break;
    }
  }
  return null;
}
function isPlace(t) {
  return t.kind === "code" && /^[\w@.-]+(?:\/[\w@.*-]*)+$|^[\w-]+\.[a-z]{1,5}$/i.test(t.raw);
}
function nested(a, b) {
  const x = a.replace(/\/$/, "") + "/";
  const y = b.replace(/\/$/, "") + "/";
  return x.startsWith(y) || y.startsWith(x);
}
function namedOnlyAsGone(newer, place) {
  const norm = normalizeAnchor(place.raw);
  for (const c of newer.clauses) {
    if (!c.tokens.some((x) => x.kind === "code" && normalizeAnchor(x.raw) === norm)) continue;
    if (c.positive && !c.tokens.some((x) => GONE_WORDS.has(x.norm))) return false;
  }
  return true;
}
function thingBefore(c, end) {
  const specific = [];
  const general = [];
  for (const t of c.tokens) {
    if (end(t)) break;
    for (const x of t.terms) {
      if (!(c.terms.get(x) > 0) || LIGHT_STEMS.has(x) || STOPWORDS2.has(x) || x.startsWith("ant:")) continue;
      (GENERIC_STEMS.has(x) ? general : specific).push(x);
    }
  }
  return specific.length > 0 ? { words: specific, general: false } : { words: general, general: true };
}
function relocationHit(older, newer) {
  for (const p of older.clauses) {
    const place = locatedAt(p);
    if (!place) continue;
    for (const m of moves(newer)) {
      if (!isPlace(m.target) || nested(place.raw, m.target.raw) || !namedOnlyAsGone(newer, place)) continue;
      const a = new Map(p.terms);
      for (const term of place.terms) if (!p.tokens.some((x) => x !== place && x.terms.includes(term))) a.delete(term);
      const moved = thingBefore(m.clause, (t) => MOVE_VERBS.has(t.norm));
      const specific = moved.words;
      if (specific.length === 0 || !specific.every((x) => a.has(x) || sameName(x, a))) continue;
      if (moved.general && !thingBefore(p, (t) => LOCATION_VERBS.has(t.norm)).general) continue;
      return {
        kind: "substitution",
        reason: `substitution: the older has ${surface(p, specific)} in ${place.raw}, the newer says it moved to ${m.written}`,
        older: [place.raw],
        newer: [m.written]
      };
    }
  }
  return null;
}
var LEADING_DOTS, RETIRED_WORDS, COEXISTENCE_WORDS, ROLE_RELATION_STEMS, UNDER_WAY, SUBSET_WORDS, COEXISTING2, NARRATIVE_PREPOSITIONS, NARRATIVE_PHRASES, PHRASE_STARTS, PHRASE_ENDS, NARRATIVE_STEMS, PEOPLE, PARTICLES, STORY_TERMS, TOOL_EVIDENCE, MEMBER_WORDS, TOOL_FORMS, AS_WORD, LOWER_TEXT, SINGLE_SLOT_VERBS, SLOT_PREPOSITIONS, LOCATION_VERBS, LOCATION_PREPOSITIONS, GONE_WORDS;
var init_substitution = __esm({
  "src/contradiction/substitution.ts"() {
    "use strict";
    init_analyze();
    init_regexp();
    init_memo();
    init_tokens();
    init_alternatives();
    init_vocabulary();
    init_subject();
    LEADING_DOTS = /^\.+/;
    RETIRED_WORDS = new Set(
      "archived deprecated unused dead leftover leftovers obsolete removed deleted dropped gone empty emptied retired decommissioned abandoned read-only deletion removal".split(" ")
    );
    COEXISTENCE_WORDS = new Set(
      "also too alongside additionally addition both plus besides optionally optional sometimes occasionally partly fallback backup secondary mirror mirrored mirrors some legacy remaining certain except".split(" ")
    );
    ROLE_RELATION_STEMS = new Set(
      `use run deploy host live store keep write build manage provision track generate serve power back define declare
  configure do handle talk drive push export send ship go rely depend sit reside implement provide happen rewrite
  migrate move switch convert port adopt choose pick call connect point base sync year month week day ago since
  recently today later earlier goes`.split(/\s+/).flatMap((w) => wordTerms(w))
    );
    UNDER_WAY = /* @__PURE__ */ new Set(["migrating", "moving", "switching", "transitioning", "porting", "converting", "phasing"]);
    SUBSET_WORDS = /* @__PURE__ */ new Set(["new", "newer", "existing", "older"]);
    COEXISTING2 = /* @__PURE__ */ new WeakMap();
    NARRATIVE_PREPOSITIONS = /* @__PURE__ */ new Set(["after", "since", "before", "during", "following", "per", "via", "until", "till", "amid", "see", "cf"]);
    NARRATIVE_PHRASES = [["as", "of"], ["as", "part", "of"], ["thanks", "to"], ["due", "to"], ["according", "to"], ["because", "of"], ["prior", "to"], ["ahead", "of"]];
    PHRASE_STARTS = new Set(NARRATIVE_PHRASES.map((words4) => words4[0]));
    PHRASE_ENDS = new Set("the a an our this that these those we i they you it its their his her in on for to at from by with into onto under within across inside and or but".split(" "));
    NARRATIVE_STEMS = new Set(
      `today yesterday tomorrow tonight weekend week weeks month months quarter quarters year years sprint sprints day days
  recently lately nowadays currently ago earlier later initially originally eventually finally soon meanwhile
  january february march april may june july august september october november december jan feb mar apr jun jul aug
  sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday
  team teams folks everyone devs developers engineers maintainers
  migration migrations rewrite cutover decision outage postmortem retro refactor overhaul revamp
  fyi psa btw nb reminder heads tl;dr afaik iirc imo apparently`.split(/\s+/).flatMap((w) => wordTerms(w))
    );
    PEOPLE = /* @__PURE__ */ new Set(["we", "i", "you", "they", "we've", "we're", "i've", "they're", "we'll"]);
    PARTICLES = /* @__PURE__ */ new Set(["out", "off", "away", "back", "through", "over", "down", "up"]);
    STORY_TERMS = /* @__PURE__ */ new WeakMap();
    TOOL_EVIDENCE = /* @__PURE__ */ new WeakMap();
    MEMBER_WORDS = memoize((group) => {
      const words4 = /* @__PURE__ */ new Set();
      for (const member2 of ALTERNATIVE_GROUPS[Number(group)].members) for (const spelling of member2) if (/^[a-z0-9+]+$/i.test(spelling)) words4.add(spelling.toLowerCase());
      return words4;
    });
    TOOL_FORMS = new Set(["sdk", "sdks", "cli", "agent"].map(termOfWord));
    AS_WORD = /* @__PURE__ */ new Map();
    LOWER_TEXT = /* @__PURE__ */ new WeakMap();
    SINGLE_SLOT_VERBS = new Set(
      "run runs handled hosted deployed stored kept written built managed provisioned tracked generated served powered backed defined declared configured done".split(" ")
    );
    SLOT_PREPOSITIONS = /* @__PURE__ */ new Set(["on", "by", "with", "in", "to", "under", "via", "through"]);
    LOCATION_VERBS = new Set("live lives sit sits reside resides is are located defined declared stored kept served found placed housed".split(" "));
    LOCATION_PREPOSITIONS = /* @__PURE__ */ new Set(["in", "at", "from", "under", "inside"]);
    GONE_WORDS = new Set("deleted removed gone emptied empty dropped exists exist leftover archived".split(" "));
  }
});

// src/contradiction/compare.ts
function findHit(older, newer) {
  const o = signalsOf(older);
  const n = signalsOf(newer);
  const polarity = o.hasPositive && n.hasNegative || o.hasNegative && n.hasPositive || o.hasFlippers || n.hasFlippers;
  const substitution = n.denies || o.deniesStrongly;
  const values = (o.dims & n.dims) !== 0;
  const alternatives = (o.groups & n.groups) !== 0;
  const moving = n.moves;
  if (!polarity && !substitution && !values && !alternatives && !moving) return onlyHit(older, newer);
  return (substitution ? substitutionHit(older, newer, EXPLICIT) : null) ?? (n.denies ? withoutFlagHit(older, newer) : null) ?? (values ? valueHit(older, newer) : null) ?? (polarity ? polarityHit(older, newer, o, n) : null) ?? (substitution ? substitutionHit(older, newer, IMPLIED) : null) ?? (alternatives ? alternativeHit(older, newer) : null) ?? (moving ? moveHit(older, newer) ?? relocationHit(older, newer) : null) ?? onlyHit(older, newer);
}
function hitSummaries(count) {
  return new Int32Array(count * 3);
}
function summaryOf(analyses, summaries, k) {
  const at = k * 3;
  if (summaries[at] !== 0) return summaries[at];
  const s = signalsOf(analyses[k]);
  let b = BIT_KNOWN;
  if (s.hasPositive) b |= BIT_POSITIVE;
  if (s.hasNegative) b |= BIT_NEGATIVE;
  if (s.hasFlippers) b |= BIT_FLIPS;
  if (s.denies) b |= BIT_DENIES;
  if (s.deniesStrongly) b |= BIT_DENIES_STRONGLY;
  if (s.moves) b |= BIT_MOVES;
  if (s.exclusive) b |= BIT_EXCLUSIVE;
  summaries[at + 1] = s.dims;
  summaries[at + 2] = s.groups;
  summaries[at] = b;
  return b;
}
function mayHit(analyses, summaries, older, newer) {
  const o = summaryOf(analyses, summaries, older);
  const n = summaryOf(analyses, summaries, newer);
  return (o & BIT_POSITIVE) !== 0 && (n & BIT_NEGATIVE) !== 0 || (o & BIT_NEGATIVE) !== 0 && (n & BIT_POSITIVE) !== 0 || ((o | n) & (BIT_FLIPS | BIT_EXCLUSIVE)) !== 0 || (n & (BIT_DENIES | BIT_MOVES)) !== 0 || (o & BIT_DENIES_STRONGLY) !== 0 || (summaries[older * 3 + 1] & summaries[newer * 3 + 1]) !== 0 || (summaries[older * 3 + 2] & summaries[newer * 3 + 2]) !== 0;
}
function withoutFlagHit(older, newer) {
  const hit = flagHit(older, newer);
  if (!hit) return null;
  return {
    kind: "polarity",
    reason: `polarity: the older runs \`${hit.command}\`, the newer runs it without \`${hit.flag}\` ("${clauseText(hit.withClause)}" / "${clauseText(hit.withoutClause)}")`,
    older: [hit.command],
    newer: ["without", hit.flag]
  };
}
function onlyHit(older, newer) {
  if (!signalsOf(older).exclusive && !signalsOf(newer).exclusive) return null;
  const hit = exclusiveHit(older, newer);
  if (!hit) return null;
  const [o, n] = hit.only === older.clauses[hit.only.index] ? [hit.only, hit.other] : [hit.other, hit.only];
  return {
    kind: "polarity",
    reason: `polarity: "${clauseText(hit.only)}" rules out what "${clauseText(hit.other)}" adds (${hit.added})`,
    older: o === hit.only ? [hit.cue] : [hit.added],
    newer: n === hit.only ? [hit.cue] : [hit.added]
  };
}
var BIT_POSITIVE, BIT_NEGATIVE, BIT_FLIPS, BIT_DENIES, BIT_DENIES_STRONGLY, BIT_MOVES, BIT_EXCLUSIVE, BIT_KNOWN, EXPLICIT, IMPLIED;
var init_compare = __esm({
  "src/contradiction/compare.ts"() {
    "use strict";
    init_exclusive();
    init_flags();
    init_analyze();
    init_tokens();
    init_subject();
    init_polarity();
    init_values();
    init_substitution();
    init_subject();
    BIT_POSITIVE = 1;
    BIT_NEGATIVE = 2;
    BIT_FLIPS = 4;
    BIT_DENIES = 8;
    BIT_DENIES_STRONGLY = 16;
    BIT_MOVES = 32;
    BIT_EXCLUSIVE = 64;
    BIT_KNOWN = 128;
    EXPLICIT = /* @__PURE__ */ new Set(["contrast", "change"]);
    IMPLIED = /* @__PURE__ */ new Set(["negated-use"]);
  }
});

// src/contradiction/seed-baseline.ts
function extractFilePaths(content) {
  const paths = /* @__PURE__ */ new Set();
  for (const pattern of PATH_PATTERNS) {
    for (const match of content.matchAll(pattern)) if (match[1]) paths.add(match[1]);
  }
  return [...paths];
}
function words3(content) {
  return content.toLowerCase().match(/[a-z0-9][a-z0-9'_-]*/g) ?? [];
}
function extractKeywords(content) {
  return new Set(words3(content).filter((w) => w.length >= 3 && !STOPWORDS2.has(w)));
}
function jaccard(a, b) {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
function useTargets(content) {
  return [...content.toLowerCase().matchAll(/\buse\s+([a-z0-9@/._-]+)/g)].map((m) => m[1]);
}
function seedVerdict(older, newer) {
  const olderFiles = extractFilePaths(older);
  const newerFiles = extractFilePaths(newer);
  const sharedFiles = olderFiles.filter((f) => newerFiles.includes(f));
  if (sharedFiles.length === 0 && jaccard(extractKeywords(older), extractKeywords(newer)) < 0.3) return null;
  const o = older.toLowerCase();
  const n = newer.toLowerCase();
  for (const x of useTargets(o)) {
    const denied = [`don't use ${x}`, `do not use ${x}`].find((phrase) => n.includes(phrase));
    if (denied) return { kind: "polarity", reason: `seed rule: the older says "use ${x}", the newer "${denied}"`, older: [`use ${x}`], newer: [denied] };
  }
  const pattern = (kind, was, nows) => {
    const now = o.includes(was) ? nows.find((w) => n.includes(w)) : void 0;
    return now ? { kind, reason: `seed rule: "${was}" in the older, "${now}" in the newer`, older: [was], newer: [now] } : null;
  };
  const hit = pattern("polarity", "requires", ["doesn't require", "does not require"]) ?? pattern("modality", "always", ["never"]) ?? pattern("modality", "should", ["shouldn't", "should not"]);
  if (hit) return hit;
  const similarity = jaccard(new Set(words3(older)), new Set(words3(newer)));
  if (similarity >= 0.7) return null;
  const files = [...new Set(sharedFiles.map((f) => f.replace(/[`'",.;:)]+$/, "")))];
  const topic = files.length > 0 ? `both mention ${files.join(", ")}` : "they share keywords";
  return { kind: "similarity", reason: `seed rule: ${topic} and their words are only ${Math.round(similarity * 100)}% alike (< 70%)`, older: files, newer: files };
}
var PATH_PATTERNS;
var init_seed_baseline = __esm({
  "src/contradiction/seed-baseline.ts"() {
    "use strict";
    init_vocabulary();
    PATH_PATTERNS = [
      /`([^`]+\.(ts|tsx|js|jsx|go|py|rs|md))`/g,
      /\b(src\/[^\s]+)/g,
      /\b(\w+\/\w+\.\w+)/g,
      /in\s+`?([^`\s]+\.\w+)`?/g
    ];
  }
});

// src/contradiction/find.ts
function pairHit(learnings, analyses, summaries, seed, i, j) {
  if (seed) return seedVerdict(learnings[i].content, learnings[j].content);
  return mayHit(analyses, summaries, i, j) ? findHit(analyses[i], analyses[j]) : null;
}
function byAge(a, b) {
  const x = a.createdAt ?? "";
  const y = b.createdAt ?? "";
  if (x !== y) return x < y ? -1 : 1;
  return naturalCompare(a.key, b.key);
}
function sortByAge(learnings) {
  const keyed = [];
  for (const l of learnings) keyed.push({ l, at: l.createdAt ?? "", parts: naturalParts(l.key) });
  keyed.sort(byAt);
  const out = [];
  for (const k of keyed) out.push(k.l);
  return out;
}
function byAt(a, b) {
  return a.at !== b.at ? a.at < b.at ? -1 : 1 : compareNaturalParts(a.parts, b.parts);
}
function analysesOf(learnings) {
  const out = [];
  for (const l of learnings) out.push(analyze(l.content));
  return out;
}
function finding(older, newer, hit) {
  return { kind: hit.kind, olderKey: older.key, newerKey: newer.key, reason: hit.reason, triggers: [...hit.older, ...hit.newer] };
}
function textIds(learnings) {
  const ids = /* @__PURE__ */ new Map();
  const out = new Int32Array(learnings.length);
  for (let k = 0; k < learnings.length; k++) {
    const text = learnings[k].content.trim();
    let id = ids.get(text);
    if (id === void 0) ids.set(text, id = ids.size);
    out[k] = id;
  }
  return out;
}
function checkPacked(sorted, analyses, summaries, seed, texts, pairs, from, to, findings) {
  const n = sorted.length;
  for (let k = from; k < to; k++) {
    const i = Math.floor(pairs[k] / n);
    const j = pairs[k] - i * n;
    if (texts[i] === texts[j]) continue;
    const hit = pairHit(sorted, analyses, summaries, seed, i, j);
    if (hit && !judgedCompatible(sorted[i], sorted[j])) findings.push(finding(sorted[i], sorted[j], hit));
  }
}
function findContradictions(learnings, options = {}) {
  const sorted = sortByAge(learnings);
  const analyses = analysesOf(sorted);
  const texts = textIds(sorted);
  const summaries = hitSummaries(analyses.length);
  const seed = options.method === "seed";
  const findings = [];
  const pairs = packedCandidatePairs(analyses, options);
  for (let from = 0; from < pairs.length; from += PAIR_BLOCK) checkPacked(sorted, analyses, summaries, seed, texts, pairs, from, Math.min(pairs.length, from + PAIR_BLOCK), findings);
  return findings.sort(byKeys);
}
function findContradictionsOf(incoming, existing, options = {}) {
  if (incoming.length === 0) return [];
  const keys = new Set(incoming.map((l) => l.key));
  const all = sortByAge([...existing.filter((l) => !keys.has(l.key)), ...incoming]);
  const analyses = analysesOf(all);
  const summaries = hitSummaries(all.length);
  const seed = options.method === "seed";
  const candidates = candidateFinder(analyses, options);
  const texts = all.map((l) => l.content.trim());
  const seen = /* @__PURE__ */ new Set();
  const findings = [];
  for (let at = 0; at < all.length; at++) {
    if (!keys.has(all[at].key)) continue;
    for (const other of candidates(at)) {
      const [i, j] = other < at ? [other, at] : [at, other];
      const pair = i * all.length + j;
      if (seen.has(pair)) continue;
      seen.add(pair);
      if (texts[i] === texts[j]) continue;
      const hit = pairHit(all, analyses, summaries, seed, i, j);
      if (hit && !judgedCompatible(all[i], all[j])) findings.push(finding(all[i], all[j], hit));
    }
  }
  return findings.sort(byKeys);
}
function byKeys(a, b) {
  return cmp2(a.olderKey, b.olderKey) || cmp2(a.newerKey, b.newerKey);
}
function judgedCompatible(a, b) {
  const x = a.compatibleWith;
  const y = b.compatibleWith;
  return x !== void 0 && (x.includes(b.id) || x.includes(b.key)) || y !== void 0 && (y.includes(a.id) || y.includes(a.key));
}
function cmp2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var PAIR_BLOCK;
var init_find = __esm({
  "src/contradiction/find.ts"() {
    "use strict";
    init_analyze();
    init_candidates();
    init_compare();
    init_natural_order();
    init_seed_baseline();
    PAIR_BLOCK = 1024;
  }
});

// src/contradiction/resolve.ts
function reviewReason(older, newer) {
  if (older.readOnly) return `${older.id} is in an agent file, which is reported on, never changed`;
  if (older.impact && newer.impact && IMPACT_RANK[older.impact] > IMPACT_RANK[newer.impact]) {
    return `${older.id} has higher impact (${older.impact}) than ${newer.id} (${newer.impact})`;
  }
  if (older.validated && !newer.validated) return `${older.id} is validated and ${newer.id} is not`;
  return null;
}
function ref(from, to) {
  return from.source.path === to.source.path && from.source.kind === to.source.kind ? to.id : to.key;
}
function resolveContradictions(findings, learnings) {
  const byKey = new Map(learnings.map((l) => [l.key, l]));
  const changes = /* @__PURE__ */ new Map();
  const conflicts = /* @__PURE__ */ new Map();
  const note = (l, other) => {
    if (!conflicts.has(l.key)) conflicts.set(l.key, /* @__PURE__ */ new Set());
    conflicts.get(l.key).add(ref(l, other));
  };
  const propose = (l, change) => {
    const current = changes.get(l.key);
    const next = {
      key: l.key,
      id: l.id,
      source: l.source,
      line: l.line,
      content: l.content,
      action: change.action,
      from: l.status,
      to: change.to ?? l.status,
      reason: change.reason,
      evidence: [],
      contradiction: change.contradiction,
      ...change.supersededBy ? { supersededBy: change.supersededBy } : {}
    };
    if (!current || RANK[next.action] > RANK[current.action]) {
      changes.set(l.key, next);
      return;
    }
    if (next.action === current.action && next.action === "supersede" && next.contradiction && current.contradiction) {
      const a = byKey.get(next.contradiction.newerKey);
      const b = byKey.get(current.contradiction.newerKey);
      if (a && b && byAge(a, b) > 0) changes.set(l.key, next);
    }
  };
  const ordered = [...findings].sort((x, y) => x.olderKey < y.olderKey ? -1 : x.olderKey > y.olderKey ? 1 : x.newerKey < y.newerKey ? -1 : x.newerKey > y.newerKey ? 1 : 0);
  for (const f of ordered) {
    const older = byKey.get(f.olderKey);
    const newer = byKey.get(f.newerKey);
    if (!older || !newer) continue;
    note(older, newer);
    note(newer, older);
    const why = reviewReason(older, newer);
    if (why) {
      propose(older, {
        action: "review",
        reason: `contradicted by newer ${ref(older, newer)} (${f.kind}), but ${why}: a person decides`,
        contradiction: f
      });
      continue;
    }
    if (older.status === "active") {
      propose(older, {
        action: "supersede",
        to: "outdated",
        reason: `superseded by ${ref(older, newer)}: ${f.reason}`,
        contradiction: f,
        supersededBy: ref(older, newer)
      });
    }
    propose(newer, { action: "link", reason: `contradicts older ${ref(newer, older)} (${f.kind})`, contradiction: f });
  }
  const out = [];
  for (const change of changes.values()) {
    const list3 = [...conflicts.get(change.key) ?? []].sort();
    out.push({ ...change, conflictsWith: list3 });
  }
  return out.sort((a, b) => a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
var RANK;
var init_resolve = __esm({
  "src/contradiction/resolve.ts"() {
    "use strict";
    init_discovery();
    init_find();
    RANK = { supersede: 3, review: 2, link: 1, outdate: 0, rewrite: 0, archive: 0 };
  }
});

// src/contradiction/plan.ts
var plan_exports = {};
__export(plan_exports, {
  contradictionChanges: () => contradictionChanges,
  contradictionChangesFor: () => contradictionChangesFor
});
function contradictionChanges(learnings, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  return resolveContradictions(findContradictions(active, options), learnings);
}
function contradictionChangesFor(learnings, incoming, options = {}) {
  const active = learnings.filter((l) => l.status === "active");
  const fresh = active.filter(incoming);
  if (fresh.length === 0) return [];
  const findings = findContradictionsOf(fresh, active, options);
  return resolveContradictions(findings, learnings);
}
var init_plan = __esm({
  "src/contradiction/plan.ts"() {
    "use strict";
    init_find();
    init_resolve();
  }
});

// src/cli/hook-bundle.ts
var hook_bundle_exports = {};
__export(hook_bundle_exports, {
  processIo: () => processIo,
  runHookCommand: () => runHookCommand
});
module.exports = __toCommonJS(hook_bundle_exports);

// src/hooks/run.ts
var import_node_fs22 = require("node:fs");
var import_node_path17 = require("node:path");

// src/git/exec.ts
var import_node_child_process = require("node:child_process");
var GitError = class extends Error {
  constructor(args, code, stderr) {
    super(`git ${args.join(" ")} failed (${code === null ? "killed" : `exit ${code}`}): ${stderr.trim().split("\n")[0] ?? ""}`);
    this.args = args;
    this.code = code;
    this.stderr = stderr;
    this.name = "GitError";
  }
  args;
  code;
  stderr;
};
async function runGit(args, options) {
  const out = [];
  const { stderr, code } = await spawnCollecting(args, options, options.env ?? process.env, (chunk) => {
    out.push(chunk);
  });
  return { stdout: Buffer.concat(out).toString("utf8"), stderr, code };
}
function batchEnv(env) {
  return { ...env ?? process.env, GIT_FLUSH: "0" };
}
async function git(args, options) {
  return (await runGit(args, options)).stdout;
}
async function findRepoRoot(cwd, env) {
  const result = await runGit(["rev-parse", "--show-toplevel"], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}
function streamGit(args, options, onData) {
  return spawnCollecting(args, options, batchEnv(options.env), onData);
}
function spawnCollecting(args, options, env, onData) {
  return new Promise((resolve6, reject) => {
    const child = (0, import_node_child_process.spawn)("git", args, {
      cwd: options.cwd,
      env,
      stdio: [options.input === void 0 ? "ignore" : "pipe", "pipe", "pipe"],
      timeout: options.timeoutMs
    });
    const err = [];
    let failed = null;
    let stopped = false;
    child.stdout.on("data", (chunk) => {
      if (failed || stopped) return;
      try {
        if (onData(chunk) === false) {
          stopped = true;
          child.kill();
        }
      } catch (error) {
        failed = error;
        child.kill();
      }
    });
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (failed) return reject(failed);
      const stderr = Buffer.concat(err).toString("utf8");
      if (code !== 0 && !stopped && !options.allowFailure) reject(new GitError(args, code, stderr));
      else resolve6({ stderr, code, stopped });
    });
    if (options.input !== void 0) {
      child.stdin.on("error", () => {
      });
      child.stdin.end(options.input);
    }
  });
}
function spawnGit(args, options) {
  return (0, import_node_child_process.spawn)("git", args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["pipe", "pipe", "pipe"] });
}

// src/lazy-crypto.ts
var import_node_module = require("node:module");
var loaded = null;
function crypto() {
  loaded ??= (0, import_node_module.createRequire)(__importMetaUrl)("node:crypto");
  return loaded;
}

// src/store/discovery-store.ts
var import_node_fs5 = require("node:fs");

// src/errors.ts
var UserError = class extends Error {
  file;
  line;
  fix;
  constructor(message, location = {}) {
    super(message);
    this.name = "UserError";
    this.file = location.file;
    this.line = location.line;
    this.fix = location.fix;
  }
  /** `file:line: message (fix: …)` */
  format() {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
    return `${where}${this.message}${this.fix ? ` (fix: ${this.fix})` : ""}`;
  }
};

// src/store/discovery-store.ts
init_discovery();

// src/model/ids.ts
var DISCOVERY_PREFIX = "disc";
function formatId(prefix, n) {
  return `${prefix}-${String(n).padStart(3, "0")}`;
}
function idNumber(id, prefix = DISCOVERY_PREFIX) {
  const match = /^(.*)-(\d+)$/.exec(id);
  if (!match || match[1] !== prefix) return null;
  return Number(match[2]);
}
function compareIds(a, b) {
  const ma = /^(.*?)(\d+)$/.exec(a);
  const mb = /^(.*?)(\d+)$/.exec(b);
  if (ma && mb && ma[1] === mb[1]) {
    const diff = Number(ma[2]) - Number(mb[2]);
    if (diff !== 0) return diff;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/store/dialect.ts
var AXIOM_DIALECT = {
  kind: "axiom",
  recordField: "type",
  recordValue: "discovery",
  idPrefix: "disc",
  parentField: "sourceTaskId",
  counterKey: "discovery",
  singular: "Discovery",
  plural: "Discoveries",
  viewFile: "discoveries.md",
  completedReason: "parent_task_completed"
};
var SWARM_DIALECT = {
  kind: "swarm",
  recordField: "color",
  recordValue: "yellow",
  idPrefix: "idea",
  parentField: "sourceGreenId",
  counterKey: null,
  singular: "Learning",
  plural: "Learnings",
  viewFile: "learnings.md",
  completedReason: "parent_green_completed"
};
function recordKeyOrder(dialect, base) {
  return base.map((k) => k === "type" ? dialect.recordField : k);
}
function metadataKeyOrder(dialect, base) {
  return base.map((k) => k === "sourceTaskId" ? dialect.parentField : k);
}

// src/store/jsonl.ts
var CONFLICT_MARKER = /^(<{7}|={7}|>{7}|\|{7})(\s|$)/;
function parseJsonl(text) {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const rawLines = text.split(/\r?\n/);
  if (rawLines.length > 0 && rawLines[rawLines.length - 1] === "") rawLines.pop();
  const lines = rawLines.map((raw, index) => parseLine(raw, index + 1));
  return { lines, eol };
}
function parseLine(raw, lineNo) {
  const line = { lineNo, raw, value: null, error: null };
  const trimmed = raw.trim();
  if (trimmed === "") return line;
  if (CONFLICT_MARKER.test(raw)) {
    line.error = "git conflict marker (the store was merged without the merge driver)";
    return line;
  }
  try {
    const parsed = JSON.parse(trimmed);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      line.error = `expected a JSON object, found ${Array.isArray(parsed) ? "an array" : parsed === null ? "null" : typeof parsed}`;
    } else {
      line.value = parsed;
    }
  } catch (error) {
    line.error = describeJsonError(trimmed, error);
  }
  return line;
}
function describeJsonError(text, error) {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  const column = position ? Number(position[1]) + 1 : null;
  const reason = message.replace(/^JSON\.parse: /, "").replace(/ in JSON at position \d+.*$/, "").replace(/\s*\(line \d+ column \d+\)$/, "");
  if (/^\{.*\}\s*\{/.test(text)) return "two JSON objects on one line (a missing newline)";
  const atEnd = column !== null && column > text.length;
  if (/^\{/.test(text) && (atEnd || /Unexpected end of JSON input|Unterminated/.test(message))) return "the line ends before its JSON object does (a truncated write?)";
  return `not valid JSON: ${reason}${column ? ` at column ${column}` : ""}`;
}
function serializeOrdered(value, order, nested2 = {}) {
  return JSON.stringify(reorder(value, order, nested2));
}
function reorder(value, order, nested2) {
  const out = {};
  const put = (key) => {
    const v = value[key];
    if (v === void 0) return;
    const sub = nested2[key];
    out[key] = sub && v !== null && typeof v === "object" && !Array.isArray(v) ? reorder(v, sub, {}) : v;
  };
  for (const key of order) if (Object.prototype.hasOwnProperty.call(value, key)) put(key);
  for (const key of Object.keys(value)) if (!order.includes(key)) put(key);
  return out;
}
function formatJsonl(lines, eol) {
  return lines.length === 0 ? "" : lines.join(eol) + eol;
}

// src/store/discovery-store.ts
init_regexp();

// src/store/atomic.ts
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function writeFileAtomic(path, data, options = {}) {
  const durable = options.durable ?? true;
  const dir = (0, import_node_path.dirname)(path);
  (0, import_node_fs.mkdirSync)(dir, { recursive: true });
  const temp = (0, import_node_path.join)(dir, `.${(0, import_node_path.basename)(path)}.${process.pid}.${Math.random().toString(16).slice(2, 10)}.tmp`);
  let fd = null;
  try {
    fd = (0, import_node_fs.openSync)(temp, "w", 420);
    (0, import_node_fs.writeSync)(fd, typeof data === "string" ? Buffer.from(data, "utf8") : data);
    if (durable) (0, import_node_fs.fsyncSync)(fd);
    (0, import_node_fs.closeSync)(fd);
    fd = null;
    (0, import_node_fs.renameSync)(temp, path);
  } catch (error) {
    if (fd !== null) (0, import_node_fs.closeSync)(fd);
    (0, import_node_fs.rmSync)(temp, { force: true });
    throw error;
  }
  if (durable) syncDirectory(dir);
}
function syncDirectory(dir) {
  try {
    const fd = (0, import_node_fs.openSync)(dir, "r");
    try {
      (0, import_node_fs.fsyncSync)(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
  } catch {
  }
}

// src/store/lock.ts
var import_node_fs2 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");
var LockTimeoutError = class extends UserError {
  constructor(displayPath2, owner) {
    super(
      owner ? `${displayPath2} is held by process ${owner.pid} on ${owner.host} since ${owner.since}` : `${displayPath2} is held by another process`,
      { fix: "wait for it to finish, or delete the lock file if no such process is running" }
    );
    this.name = "LockTimeoutError";
  }
};
var sleep = (ms) => new Promise((resolve6) => setTimeout(resolve6, ms));
async function withLock(lockPath, action, options = {}) {
  const release = await acquireLock(lockPath, options);
  try {
    return await action();
  } finally {
    release();
  }
}
async function acquireLock(lockPath, options = {}) {
  const timeoutMs = options.timeoutMs ?? 1e4;
  const staleMs = options.staleMs ?? 10 * 6e4;
  const me = { pid: process.pid, host: (0, import_node_os.hostname)(), since: (/* @__PURE__ */ new Date()).toISOString(), token: `${process.pid}-${Math.random()}` };
  const deadline = Date.now() + timeoutMs;
  (0, import_node_fs2.mkdirSync)((0, import_node_path2.dirname)(lockPath), { recursive: true });
  let wait = 5;
  for (; ; ) {
    try {
      const fd = (0, import_node_fs2.openSync)(lockPath, "wx", 420);
      try {
        (0, import_node_fs2.writeSync)(fd, JSON.stringify(me));
      } finally {
        (0, import_node_fs2.closeSync)(fd);
      }
      return () => releaseLock(lockPath, me.token);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    if (isStale(lockPath, owner, staleMs)) {
      (0, import_node_fs2.rmSync)(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new LockTimeoutError(options.displayPath ?? lockPath, owner);
    await sleep(Math.min(wait, Math.max(1, deadline - Date.now())));
    wait = Math.min(wait * 2, 100);
  }
}
function releaseLock(lockPath, token) {
  if (readOwner(lockPath)?.token === token) (0, import_node_fs2.rmSync)(lockPath, { force: true });
}
function readOwner(lockPath) {
  try {
    const parsed = JSON.parse((0, import_node_fs2.readFileSync)(lockPath, "utf8"));
    if (typeof parsed.pid === "number" && typeof parsed.since === "string") {
      return { pid: parsed.pid, host: String(parsed.host ?? ""), since: parsed.since, token: String(parsed.token ?? "") };
    }
  } catch {
  }
  return null;
}
function isStale(lockPath, owner, staleMs) {
  if (owner === null) {
    try {
      return Date.now() - (0, import_node_fs2.statSync)(lockPath).mtimeMs > 2e3;
    } catch {
      return false;
    }
  }
  const age = Date.now() - Date.parse(owner.since);
  if (!(age < staleMs)) return true;
  if (owner.host !== (0, import_node_os.hostname)()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return error.code === "ESRCH";
  }
}

// src/store/paths.ts
var import_node_fs3 = require("node:fs");
var import_node_path3 = require("node:path");
var DEFAULT_STORE = ".axiom/cases.jsonl";
function storePaths(root, overrides = {}, dialect = AXIOM_DIALECT) {
  const cases = insideRoot(root, overrides.store ?? DEFAULT_STORE, "store path");
  const dir = (0, import_node_path3.dirname)(cases);
  return {
    root,
    dir,
    cases,
    counters: (0, import_node_path3.join)(dir, "metrics", "counters.json"),
    config: (0, import_node_path3.join)(dir, "config.yml"),
    lock: (0, import_node_path3.join)(dir, ".lock"),
    globalView: insideRoot(root, overrides.globalView ?? (0, import_node_path3.relative)(root, (0, import_node_path3.join)(dir, dialect.viewFile)), "view path"),
    agentsDir: insideRoot(root, overrides.agentsDir ?? (0, import_node_path3.relative)(root, (0, import_node_path3.join)(dir, "agents")), "agents folder"),
    dialect
  };
}
function insideRoot(root, path, what) {
  const resolved = (0, import_node_path3.resolve)(root, path);
  const rel = (0, import_node_path3.relative)(root, resolved);
  if ((0, import_node_path3.isAbsolute)(path) || rel === ".." || rel.startsWith(`..${import_node_path3.sep}`) || (0, import_node_path3.isAbsolute)(rel)) {
    throw new UserError(`${what} '${path}' points outside the project`, { fix: "use a path relative to the repository root, without ../" });
  }
  return resolved;
}
function displayPath(paths, absolute) {
  return (0, import_node_path3.relative)(paths.root, absolute).split(import_node_path3.sep).join("/");
}
function findProjectRoot(cwd, gitRoot, storeDir = ".axiom") {
  let dir = (0, import_node_path3.resolve)(cwd);
  const stop = gitRoot ? (0, import_node_path3.resolve)(gitRoot) : null;
  let nearestPackage = null;
  for (; ; ) {
    const candidate = (0, import_node_path3.join)(dir, storeDir);
    if ((0, import_node_fs3.existsSync)(candidate) && (0, import_node_fs3.statSync)(candidate).isDirectory()) return dir;
    if (nearestPackage === null && (0, import_node_fs3.existsSync)((0, import_node_path3.join)(dir, "package.json"))) nearestPackage = dir;
    if (stop !== null && dir === stop) break;
    const parent = (0, import_node_path3.dirname)(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return (stop !== null ? nearestPackage : null) ?? stop ?? (0, import_node_path3.resolve)(cwd);
}

// src/views.ts
var import_node_fs4 = require("node:fs");
var import_node_path4 = require("node:path");
init_discovery();

// src/model/classify.ts
init_regexp();

// src/text/words.ts
var WORD = /[\p{L}\p{N}][\p{L}\p{N}_']*/gu;
function words(text) {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/'s$|'$/, ""));
}
function stem(word2) {
  let w = word2.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) return w.slice(0, -3) + "i";
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
  } else if (w.endsWith("s") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  for (const suffix of ["ingly", "edly", "ing", "ed", "ly"]) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}
var STOPWORDS = new Set(
  "a an and are as at be been but by can could did do does for from had has have how i if in into is it its may might no not of on or our so than that the their them then there these they this those to too up us was we were what when where which while who why will with would you your all any also only just very use used using".split(" ")
);

// src/model/classify.ts
var CATEGORY_RULES = [
  { category: "API", terms: ["api", "route", "endpoint", "auth", "authentication", "oauth", "jwt", "cors", "graphql", "rest", "webhook", "http", "request", "response", "header", "rpc", "grpc", "openapi"] },
  { category: "Testing", terms: ["test", "vitest", "jest", "mocha", "spec", "fixture", "mock", "e2e", "coverage", "playwright", "cypress", "pytest", "assertion", "snapshot"] },
  { category: "Database", terms: ["schema", "database", "db", "migration", "migrate", "sql", "postgres", "postgresql", "mysql", "sqlite", "table", "orm", "prisma", "redis", "index", "transaction", "query"] },
  { category: "Frontend", terms: ["component", "ui", "css", "react", "vue", "svelte", "html", "dom", "tailwind", "layout", "browser", "jsx", "tsx", "render", "hook", "page", "style"] },
  { category: "Dependencies", terms: ["dependency", "dependencies", "package", "version", "npm", "pnpm", "yarn", "library", "upgrade", "downgrade", "pin", "install", "lockfile", "peer", "semver", "pip", "cargo", "gem"] },
  { category: "Errors", terms: ["error", "exception", "fail", "failure", "crash", "bug", "stacktrace", "workaround", "panic", "throw", "timeout", "flaky", "regression"] },
  { category: "Conventions", terms: ["naming", "convention", "prefer", "lint", "eslint", "prettier", "format", "camelcase", "kebab", "indent", "style", "idiom", "const", "let"] }
];
var CATEGORY_STEMS = CATEGORY_RULES.map((rule) => ({ category: rule.category, stems: new Set(rule.terms.map(stem)) }));
var HOOK = stem("hook");
var VCS_STEMS = new Set(["git", "husky", "commit", "merge", "rebase", "lefthook", "checkout"].map(stem));
function classifyCategory(content) {
  let tokens2 = words(content).map(stem);
  if (tokens2.some((t) => VCS_STEMS.has(t))) tokens2 = tokens2.filter((t) => t !== HOOK);
  let best = "Architecture";
  let bestScore = 0;
  for (const rule of CATEGORY_STEMS) {
    let score = 0;
    for (const token of tokens2) if (rule.stems.has(token)) score++;
    if (score > bestScore) {
      best = rule.category;
      bestScore = score;
    }
  }
  return best;
}
var CRITICAL_STEMS = ["security", "secret", "credential", "password", "vulnerab", "leak", "outage", "expire", "revok", "destroy", "wipe"].map(stem);
var CRITICAL_CONTEXT = ["auth", "authentication", "token", "session", "login", "oauth", "jwt", "certificate", "key", "billing", "payment"].map(stem);
var HIGH_STEMS = ["all", "every", "always", "never", "must", "architecture", "gateway", "monorepo", "schema", "migration", "deploy", "infrastructure", "global", "central", "mandatory"].map(stem);
var LOW_STEMS = ["prefer", "consider", "optionally", "style", "naming", "typo", "readability", "cosmetic", "tidy"].map(stem);

// src/views.ts
var GENERATED_MARKER = "<!-- Generated by discoveries from";
function personaOf(agentId) {
  if (!agentId) return null;
  const base = agentId.trim().toLowerCase().replace(/[-_]\d+$/, "");
  const safe = base.replace(/[^a-z0-9._-]+/g, "-").replace(/\.{2,}/g, ".").replace(/^[.-]+|[.-]+$/g, "");
  return safe === "" ? null : safe;
}
function byCreation(a, b) {
  const ta = a.createdAt ?? "";
  const tb = b.createdAt ?? "";
  if (ta !== tb) return ta < tb ? -1 : 1;
  return compareIds(a.id, b.id);
}
function entryLine(d) {
  const text = d.content.replace(/\s+/g, " ").trim();
  if (d.status === "outdated") {
    const why = d.metadata.supersededBy ? `superseded by ${d.metadata.supersededBy}` : (d.metadata.outdatedReason ?? "needs review").replace(/\s+/g, " ");
    return `- [${d.id}] **Outdated** (${why}): ~~${text}~~`;
  }
  return `- [${d.id}] ${text}`;
}
function categoryOf(d) {
  const c = d.metadata.category;
  return typeof c === "string" && c.trim() !== "" ? c.trim() : classifyCategory(d.content);
}
function marker(paths) {
  return `${GENERATED_MARKER} ${displayPath(paths, paths.cases)}. Edit the store (the discoveries CLI), not this file. -->`;
}
function renderGlobalView(discoveries, paths) {
  const shown = discoveries.filter((d) => d.metadata.scope === "global" && (d.status === "active" || d.status === "outdated"));
  const groups = /* @__PURE__ */ new Map();
  for (const d of shown) {
    const c = categoryOf(d);
    const list3 = groups.get(c);
    if (list3) list3.push(d);
    else groups.set(c, [d]);
  }
  const known = CATEGORIES;
  const order = [...groups.keys()].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? known.length : ia) - (ib === -1 ? known.length : ib);
    return a < b ? -1 : a > b ? 1 : 0;
  });
  const plural2 = paths.dialect.plural;
  const lines = [`# Project ${plural2}`, "", marker(paths), ""];
  if (order.length === 0) lines.push(`_No ${plural2.toLowerCase()} yet._`, "");
  for (const category of order) {
    lines.push(`## ${category}`);
    for (const d of groups.get(category).sort(byCreation)) lines.push(entryLine(d));
    lines.push("");
  }
  return lines.join("\n");
}
function renderAgentViews(discoveries, paths) {
  const byPersona = /* @__PURE__ */ new Map();
  for (const d of discoveries) {
    if (d.metadata.scope !== "local" || d.status !== "active") continue;
    const persona = personaOf(d.metadata.sourceAgentId);
    if (!persona) continue;
    const list3 = byPersona.get(persona);
    if (list3) list3.push(d);
    else byPersona.set(persona, [d]);
  }
  return [...byPersona.keys()].sort().map((persona) => {
    const title = persona.charAt(0).toUpperCase() + persona.slice(1);
    const lines = [`# ${title} ${paths.dialect.plural}`, "", marker(paths), "", "## Patterns Observed"];
    for (const d of byPersona.get(persona).sort(byCreation)) lines.push(entryLine(d));
    lines.push("");
    return { path: (0, import_node_path4.join)(paths.agentsDir, persona, paths.dialect.viewFile), content: lines.join("\n") };
  });
}
function renderViews(discoveries, paths) {
  return [{ path: paths.globalView, content: renderGlobalView(discoveries, paths) }, ...renderAgentViews(discoveries, paths)];
}
function writeViews(paths, files) {
  const touched = [];
  for (const file of files) {
    assertInside(paths.root, file.path);
    const current = (0, import_node_fs4.existsSync)(file.path) ? (0, import_node_fs4.readFileSync)(file.path, "utf8") : null;
    if (current !== file.content) {
      writeFileAtomic(file.path, file.content);
      touched.push(file.path);
    }
  }
  const wanted = new Set(files.map((f) => f.path));
  if ((0, import_node_fs4.existsSync)(paths.agentsDir)) {
    for (const persona of (0, import_node_fs4.readdirSync)(paths.agentsDir)) {
      const view = (0, import_node_path4.join)(paths.agentsDir, persona, paths.dialect.viewFile);
      if (wanted.has(view) || !(0, import_node_fs4.existsSync)(view)) continue;
      if (!(0, import_node_fs4.readFileSync)(view, "utf8").includes(GENERATED_MARKER)) continue;
      (0, import_node_fs4.rmSync)(view);
      touched.push(view);
      try {
        (0, import_node_fs4.rmdirSync)((0, import_node_path4.join)(paths.agentsDir, persona));
      } catch {
      }
    }
  }
  return touched;
}
function assertInside(root, path) {
  const rel = (0, import_node_path4.relative)(root, path);
  if (rel.startsWith(`..${import_node_path4.sep}`) || rel === "..") throw new Error(`refusing to write outside the project: ${path}`);
}

// src/store/discovery-store.ts
function formatProblem(problem) {
  return `${problem.file}${problem.line ? `:${problem.line}` : ""}: ${problem.message} (fix: ${problem.fix})`;
}
function contentHash(content) {
  return crypto().createHash("sha256").update(content.toLowerCase().trim()).digest("hex");
}
var DiscoveryStore = class _DiscoveryStore {
  constructor(paths, config, doc, countersText, partial = false) {
    this.paths = paths;
    this.config = config;
    this.file = displayPath(paths, paths.cases);
    this.dialect = paths.dialect;
    this.partial = partial;
    this.eol = doc.eol;
    this.entries = doc.lines.map((line) => ({ line, value: line.value, dirty: false }));
    this.index();
    this.countersValue = this.readCounters(countersText);
  }
  paths;
  config;
  entries;
  byId = /* @__PURE__ */ new Map();
  /** Content hash → first discovery with it, built on first use (a sha256 per record costs more than reading the store). */
  hashIndex = null;
  /** Each discovery with its content as read, in file order, for building hashIndex. */
  asRead = [];
  problemList = [];
  countersValue;
  countersDirty = false;
  structureChanged = false;
  eol;
  file;
  dialect;
  /** Read from some of the file's lines only (see `partial`): never written. */
  partial;
  /** Reads the store as it is on disk now. A missing file is an empty store. */
  static read(paths, config) {
    const text = (0, import_node_fs5.existsSync)(paths.cases) ? (0, import_node_fs5.readFileSync)(paths.cases, "utf8") : null;
    const counters = (0, import_node_fs5.existsSync)(paths.counters) ? (0, import_node_fs5.readFileSync)(paths.counters, "utf8") : null;
    return new _DiscoveryStore(paths, config, parseJsonl(text ?? ""), counters);
  }
  /** Reads a store from text (the merge driver and tests use this). */
  static fromText(paths, config, text, countersText = null) {
    return new _DiscoveryStore(paths, config, parseJsonl(text), countersText);
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
  static partial(paths, config, bytes, ids) {
    return new _DiscoveryStore(paths, config, parseLinesHolding(bytes, [...new Set([...ids].map((id) => JSON.stringify(id)))]), null, true);
  }
  /** Like `partial`, from lines the caller read itself (every line holding one of the ids' records, in file order). */
  static fromLines(paths, config, lines) {
    return new _DiscoveryStore(paths, config, { lines, eol: "\n" }, null, true);
  }
  get exists() {
    return (0, import_node_fs5.existsSync)(this.paths.cases);
  }
  get problems() {
    return this.problemList;
  }
  /** Problems that make writing unsafe. */
  blockingProblems() {
    return this.problemList.filter((p) => p.severity === "error");
  }
  /** Throws the first blocking problem as a one-line error. */
  assertWritable() {
    const blocking = this.blockingProblems();
    if (blocking.length === 0) return;
    const first = blocking[0];
    const more = blocking.length > 1 ? ` (and ${blocking.length - 1} more problem${blocking.length > 2 ? "s" : ""})` : "";
    throw new UserError(`${first.message}${more}; nothing was written`, {
      file: first.file,
      line: first.line ?? void 0,
      fix: `${first.fix}; 'discoveries doctor' explains every problem and '--fix' repairs what it can`
    });
  }
  /** Every readable discovery, in file order. */
  discoveries() {
    const out = [];
    for (const entry of this.entries) {
      const d = this.asDiscovery(entry);
      if (d) out.push(d);
    }
    return out;
  }
  get(id) {
    return this.byId.get(id);
  }
  /** The discovery, or a one-line error naming the store. */
  require(id) {
    const found = this.byId.get(id);
    if (found) return found;
    const normalised = /^\d+$/.test(id) ? formatId(this.dialect.idPrefix, Number(id)) : null;
    if (normalised && this.byId.has(normalised)) return this.byId.get(normalised);
    throw new UserError(`no discovery '${id}' in ${this.file}`, { fix: "run 'discoveries list' to see the ids" });
  }
  lines = null;
  /** 1-based line of a discovery in the file as read (null for one added since). */
  lineOf(id) {
    if (this.lines === null) {
      this.lines = /* @__PURE__ */ new Map();
      for (const entry of this.entries) {
        const entryId = entry.value?.id;
        if (typeof entryId === "string" && entry.line.lineNo > 0 && !this.lines.has(entryId)) this.lines.set(entryId, entry.line.lineNo);
      }
    }
    return this.lines.get(id) ?? null;
  }
  /** The existing discovery with the same normalised content, if any. */
  findDuplicate(content) {
    return this.byHash().get(contentHash(content));
  }
  byHash() {
    if (this.hashIndex === null) {
      this.hashIndex = /* @__PURE__ */ new Map();
      for (const [d, content] of this.asRead) {
        const hash = contentHash(content);
        if (!this.hashIndex.has(hash)) this.hashIndex.set(hash, d);
      }
    }
    return this.hashIndex;
  }
  /** Creates a discovery with the next id from the counter. */
  create(input) {
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
      anchorCommit: input.commit
    };
    const discovery = {
      id: formatId(dialect.idPrefix, n),
      [dialect.recordField]: dialect.recordValue,
      status: "active",
      content: input.content,
      parentId: input.taskId,
      createdAt: at,
      updatedAt: at,
      metadata
    };
    const value = discovery;
    this.entries.push({ line: { lineNo: 0, raw: "", value, error: null }, value, dirty: true });
    this.byId.set(discovery.id, discovery);
    this.byHash().set(contentHash(discovery.content), discovery);
    this.structureChanged = true;
    return discovery;
  }
  /** Records that a discovery object was changed in place, so it is written. */
  markChanged(discovery) {
    for (const entry of this.entries) {
      if (entry.value === discovery) {
        entry.dirty = true;
        this.byHash().set(contentHash(discovery.content), discovery);
        return;
      }
    }
    throw new Error(`discovery ${discovery.id} does not belong to this store`);
  }
  /** Counts a duplicate that was not stored (seed metric "Duplicates prevented"). */
  countDuplicatePrevented(count = 1) {
    if (count <= 0 || this.dialect.counterKey === null) return;
    const current = typeof this.countersValue.duplicatesPrevented === "number" ? this.countersValue.duplicatesPrevented : 0;
    this.countersValue.duplicatesPrevented = current + count;
    this.countersDirty = true;
  }
  get duplicatesPrevented() {
    const v = this.countersValue.duplicatesPrevented;
    return typeof v === "number" ? v : 0;
  }
  get changed() {
    return this.structureChanged || this.countersDirty || this.entries.some((e) => e.dirty);
  }
  /** The case file as it would be written now: sorted by id, untouched lines byte-identical. */
  serialize() {
    if (this.partial) throw new Error(`${this.file} was read in part and cannot be written`);
    const withId = [];
    const withoutId = [];
    for (const entry of this.entries) {
      if (entry.value === null && entry.line.error === null) continue;
      if (entry.value === null && this.config.store.onMalformed !== "keep") continue;
      if (entry.value !== null && typeof entry.value.id === "string") withId.push(entry);
      else withoutId.push(entry);
    }
    withId.sort((a, b) => compareIds(a.value.id, b.value.id));
    const lines = [...withId, ...withoutId].map(
      (entry) => entry.dirty && entry.value ? serializeOrdered(entry.value, recordKeyOrder(this.dialect, RECORD_KEY_ORDER), { metadata: metadataKeyOrder(this.dialect, METADATA_KEY_ORDER) }) : entry.line.raw
    );
    return formatJsonl(lines, this.eol);
  }
  serializeCounters() {
    return `${JSON.stringify(this.countersValue, null, 2)}
`;
  }
  /** Writes what changed: counters first (ids are never reused, even after a crash), then cases, then views. */
  save() {
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
  nextDiscoveryNumber() {
    const key = this.dialect.counterKey;
    const counter = key !== null && typeof this.countersValue[key] === "number" ? this.countersValue[key] : 0;
    let highest = counter;
    for (const entry of this.entries) {
      const id = entry.value?.id;
      if (typeof id === "string") highest = Math.max(highest, idNumber(id, this.dialect.idPrefix) ?? 0);
    }
    return highest + 1;
  }
  readCounters(text) {
    if (text === null || text.trim() === "") return {};
    const file = displayPath(this.paths, this.paths.counters);
    try {
      const parsed = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        const value = parsed;
        const key = this.dialect.counterKey;
        const counter = key === null ? void 0 : value[key];
        if (counter !== void 0 && (typeof counter !== "number" || !Number.isInteger(counter) || counter < 0)) {
          this.problemList.push({ file, line: null, severity: "error", message: `"${key}" counter must be a whole number (got ${JSON.stringify(counter)})`, fix: `set it to the highest ${this.dialect.idPrefix}-NNN number in use` });
        }
        return value;
      }
      this.problemList.push({ file, line: 1, severity: "error", message: "expected a JSON object of counters", fix: 'write {"discovery": <highest disc-NNN number>}' });
    } catch (error) {
      const conflict = /^(<{7}|={7}|>{7})/m.test(text);
      this.problemList.push({
        file,
        line: null,
        severity: "error",
        message: conflict ? "git conflict markers (merged without the merge driver)" : `not valid JSON: ${error.message}`,
        fix: conflict ? "run 'discoveries doctor --fix'" : "correct the JSON"
      });
    }
    return {};
  }
  asDiscovery(entry) {
    const v = entry.value;
    if (!v || v[this.dialect.recordField] !== this.dialect.recordValue || typeof v.id !== "string") return null;
    if (!isStatus(v.status) || typeof v.content !== "string") return null;
    return v;
  }
  index() {
    const seen = /* @__PURE__ */ new Map();
    const malformedSeverity = this.config.store.onMalformed === "keep" ? "warning" : "error";
    for (const entry of this.entries) {
      const { line } = entry;
      if (line.error) {
        this.problemList.push({
          file: this.file,
          line: line.lineNo,
          severity: malformedSeverity,
          message: line.error,
          fix: line.error.startsWith("git conflict") ? "run 'discoveries doctor --fix' to merge both sides" : "correct or remove the line"
        });
        continue;
      }
      const v = entry.value;
      if (!v) continue;
      const id = v.id;
      if (typeof id === "string") {
        const first = seen.get(id);
        if (first !== void 0) {
          this.problemList.push({
            file: this.file,
            line: line.lineNo,
            severity: "error",
            message: `duplicate id ${id} (also on line ${first})`,
            fix: "run 'discoveries doctor --fix' to renumber the later one"
          });
        } else {
          seen.set(id, line.lineNo);
        }
      }
      if (v[this.dialect.recordField] !== this.dialect.recordValue) continue;
      if (!this.checkDiscovery(v, line.lineNo)) continue;
      const d = v;
      if (!this.byId.has(d.id)) this.byId.set(d.id, d);
      this.asRead.push([d, d.content]);
    }
  }
  /** Checks one discovery record; fills defaults (in memory only) where the seed's fields are missing. */
  checkDiscovery(v, lineNo) {
    const problem = (severity, message, fix) => this.problemList.push({ file: this.file, line: lineNo, severity, message, fix });
    if (typeof v.id !== "string" || v.id === "") {
      problem("error", `${this.dialect.singular.toLowerCase()} without an "id"`, `give it the next ${this.dialect.idPrefix}-NNN id`);
      return false;
    }
    if (typeof v.content !== "string") {
      problem("error", `${v.id} has no "content" string`, "add the text of the discovery");
      return false;
    }
    if (!isStatus(v.status)) {
      problem("error", `${v.id} has status ${JSON.stringify(v.status)}`, "use active, outdated, archived or deleted");
      return false;
    }
    if (v.metadata === void 0 || v.metadata === null) {
      problem("warning", `${v.id} has no "metadata"; defaults assumed`, "run 'discoveries doctor --fix' to write them");
      v.metadata = {};
    } else if (typeof v.metadata !== "object" || Array.isArray(v.metadata)) {
      problem("error", `${v.id} has a "metadata" that is not an object`, "make metadata a JSON object");
      return false;
    }
    const m = v.metadata;
    if (m.scope === void 0) {
      problem("warning", `${v.id} has no metadata.scope; global assumed`, "set metadata.scope to local or global");
      m.scope = "global";
    } else if (!isScope(m.scope)) {
      problem("error", `${v.id} has metadata.scope ${JSON.stringify(m.scope)}`, "use local or global");
      return false;
    }
    if (m.impact === void 0) m.impact = "medium";
    else if (!isImpact(m.impact)) {
      problem("error", `${v.id} has metadata.impact ${JSON.stringify(m.impact)}`, "use low, medium, high or critical");
      return false;
    }
    if (m[this.dialect.parentField] === void 0) m[this.dialect.parentField] = null;
    if (m.sourceAgentId === void 0) m.sourceAgentId = null;
    if (m.validated === void 0) m.validated = false;
    if (m.validatedAt === void 0) m.validatedAt = null;
    if (m.appliedTo === void 0) m.appliedTo = [];
    if (m.supersededBy === void 0) m.supersededBy = null;
    if (v.parentId === void 0) v.parentId = null;
    if (typeof v.createdAt !== "string") {
      problem("warning", `${v.id} has no "createdAt"; it sorts as oldest`, "set createdAt to an ISO 8601 time");
    }
    return true;
  }
};
var NAMED_IN_ONE_PATTERN = 64;
function parseLinesHolding(bytes, needles) {
  const text = bytes.toString("latin1");
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const asBytes = needles.map((n) => Buffer.from(n, "utf8").toString("latin1"));
  const alternatives = ["\\\\"];
  const wanted = new Set(asBytes);
  let common = asBytes[0] ?? "";
  for (const n of asBytes) while (!n.startsWith(common)) common = common.slice(0, -1);
  const byPrefix = common.length >= 2 && common.startsWith('"') && !common.slice(1).includes('"') && asBytes.length > NAMED_IN_ONE_PATTERN;
  if (byPrefix) alternatives.push(`${escapeRegExp(common)}[^"]*"`);
  else alternatives.push(...asBytes.filter((n) => n !== "").map(escapeRegExp));
  const pattern = new RegExp(alternatives.join("|"), "g");
  const hits = [];
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === "\\" || !byPrefix || wanted.has(match[0])) hits.push(match.index);
    if (match[0].length > 1 && !wanted.has(match[0])) pattern.lastIndex = match.index + 1;
  }
  const lines = [];
  let lineNo = 0;
  let next = 0;
  for (let at = 0; at < text.length && next < hits.length; ) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    lineNo++;
    if (hits[next] < end) {
      lines.push(parseLine(bytes.toString("utf8", at, end > at && bytes[end - 1] === 13 ? end - 1 : end), lineNo));
      while (next < hits.length && hits[next] < end) next++;
    }
    at = end + 1;
  }
  return { lines, eol };
}
async function updateStore(paths, config, change, options = {}) {
  return withLock(
    paths.lock,
    async () => {
      const store = DiscoveryStore.read(paths, config);
      store.assertWritable();
      const result = await change(store);
      if (store.changed) store.save();
      return result;
    },
    { timeoutMs: options.lockTimeoutMs, displayPath: displayPath(paths, paths.lock) }
  );
}

// src/model/learning.ts
function learningKey(source, id) {
  return `${source.path}#${id}`;
}

// src/model/lifecycle.ts
var ALLOWED_FROM = {
  validate: ["active", "outdated"],
  outdate: ["active"],
  archive: ["active", "outdated"],
  resurrect: ["archived"],
  delete: ["active", "outdated", "archived"],
  restore: ["deleted"],
  promote: ["active", "outdated", "archived"],
  edit: ["active", "outdated"]
};
function allowedActions(status) {
  return Object.keys(ALLOWED_FROM).filter((action) => ALLOWED_FROM[action].includes(status));
}
function assertAllowed(discovery, action) {
  if (ALLOWED_FROM[action].includes(discovery.status)) return;
  const possible = allowedActions(discovery.status);
  throw new UserError(
    `${discovery.id} is ${discovery.status}; '${action}' needs ${ALLOWED_FROM[action].join(" or ")}`,
    { fix: possible.length > 0 ? `from ${discovery.status} you can: ${possible.join(", ")}` : "nothing can change it" }
  );
}
function touch(discovery, context) {
  const at = context.now.toISOString();
  discovery.updatedAt = at;
  return at;
}
function outdate(discovery, details, context) {
  assertAllowed(discovery, "outdate");
  const at = touch(discovery, context);
  discovery.status = "outdated";
  discovery.metadata.outdatedReason = details.reason;
  discovery.metadata.outdatedCommit = details.commit ?? null;
  discovery.metadata.outdatedAt = at;
  if (details.supersededBy) discovery.metadata.supersededBy = details.supersededBy;
}
function archive(discovery, reason, context) {
  assertAllowed(discovery, "archive");
  const at = touch(discovery, context);
  discovery.status = "archived";
  discovery.metadata.archivedAt = at;
  discovery.metadata.archivedReason = reason;
}

// src/store/learnings.ts
function storeSource(store) {
  return { kind: store.dialect.kind, path: store.file };
}
function toLearning(store, d) {
  const source = storeSource(store);
  return {
    key: learningKey(source, d.id),
    id: d.id,
    source,
    content: d.content,
    status: d.status,
    createdAt: typeof d.createdAt === "string" ? d.createdAt : null,
    anchorCommit: typeof d.metadata.anchorCommit === "string" ? d.metadata.anchorCommit : null,
    validated: d.metadata.validated === true,
    impact: d.metadata.impact ?? null,
    line: store.lineOf(d.id),
    baseDir: "",
    readOnly: false,
    scope: d.metadata.scope,
    // Since when it waits for review: records outdated by other tools may only have updatedAt.
    outdatedAt: d.status !== "outdated" ? null : typeof d.metadata.outdatedAt === "string" ? d.metadata.outdatedAt : d.updatedAt ?? null,
    compatibleWith: Array.isArray(d.metadata.compatibleWith) ? d.metadata.compatibleWith.filter((id) => typeof id === "string") : []
  };
}
function applyRewrite(d, change, context) {
  if (!change.rewrite || change.rewrite.content === d.content) return false;
  d.content = change.rewrite.content;
  d.updatedAt = context.now.toISOString();
  d.metadata.rewrittenAt = d.updatedAt;
  return true;
}
function addConflicts(d, ids) {
  if (!ids || ids.length === 0) return false;
  const current = Array.isArray(d.metadata.conflictsWith) ? d.metadata.conflictsWith : [];
  const merged = [.../* @__PURE__ */ new Set([...current, ...ids])].sort();
  if (merged.length === current.length) return false;
  d.metadata.conflictsWith = merged;
  return true;
}
function applyPlanToStore(store, changes, context) {
  const source = storeSource(store);
  const outcome = { applied: [], skipped: [] };
  for (const change of changes) {
    if (change.source.path !== source.path || change.source.kind !== source.kind) continue;
    if (change.action === "review") continue;
    const d = store.get(change.id);
    if (!d) {
      outcome.skipped.push({ id: change.id, reason: "no longer in the store" });
      continue;
    }
    if (d.status !== change.from) {
      outcome.skipped.push({ id: change.id, reason: `status changed since the check (${change.from} \u2192 ${d.status})` });
      continue;
    }
    const from = d.status;
    switch (change.action) {
      case "outdate":
        outdate(d, { reason: change.reason, commit: change.outdatedCommit ?? null }, context);
        applyRewrite(d, change, context);
        break;
      case "supersede":
        outdate(d, { reason: change.reason, supersededBy: change.supersededBy ?? null }, context);
        addConflicts(d, change.conflictsWith);
        break;
      case "rewrite":
        if (!applyRewrite(d, change, context)) continue;
        d.metadata.anchorCommit = context.commit;
        break;
      case "archive":
        archive(d, "outdated_unreviewed", context);
        break;
      case "link":
        if (!addConflicts(d, change.conflictsWith)) continue;
        d.updatedAt = context.now.toISOString();
        break;
    }
    store.markChanged(d);
    outcome.applied.push({ id: d.id, action: change.action, from, to: d.status });
  }
  return outcome;
}

// src/store/record-index.ts
var import_node_fs6 = require("node:fs");
var HEADER = "discovery-curator record index v1";
var SETTLED_MS = 2e3;
function stampOf(storeFile) {
  try {
    const stat = (0, import_node_fs6.statSync)(storeFile);
    return { stamp: `${stat.size} ${stat.mtimeMs} ${stat.ino}`, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}
function readIndexedRecords(storeFile, indexFile, ids) {
  let text;
  try {
    text = (0, import_node_fs6.readFileSync)(indexFile, "utf8");
  } catch {
    return null;
  }
  const now = stampOf(storeFile);
  if (!now || !text.startsWith(`${HEADER}
${now.stamp}
`)) return null;
  const wanted = [];
  for (const id of ids) {
    const before = wanted.length;
    const key = `
${id}	`;
    for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + 1)) {
      const end = text.indexOf("\n", at + 1);
      const [offset, length, lineNo] = text.slice(at + key.length, end < 0 ? void 0 : end).split("	").map(Number);
      if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || !Number.isSafeInteger(lineNo)) return null;
      wanted.push({ id, offset, length, lineNo });
    }
    if (wanted.length === before) return null;
  }
  wanted.sort((a, b) => a.offset - b.offset);
  let fd;
  try {
    fd = (0, import_node_fs6.openSync)(storeFile, "r");
  } catch {
    return null;
  }
  try {
    const lines = [];
    for (const w of wanted) {
      const bytes = Buffer.alloc(w.length);
      if ((0, import_node_fs6.readSync)(fd, bytes, 0, w.length, w.offset) !== w.length) return null;
      const line = parseLine(bytes.toString("utf8"), w.lineNo);
      if (line.value?.id !== w.id) return null;
      lines.push(line);
    }
    return lines;
  } finally {
    (0, import_node_fs6.closeSync)(fd);
  }
}
function writeRecordIndex(storeFile, indexFile, now = Date.now()) {
  const before = stampOf(storeFile);
  if (!before || now - before.mtimeMs < SETTLED_MS) return false;
  let bytes;
  try {
    bytes = (0, import_node_fs6.readFileSync)(storeFile);
  } catch {
    return false;
  }
  const out = [HEADER, before.stamp];
  let lineNo = 0;
  for (let at = 0; at < bytes.length; ) {
    let end = bytes.indexOf(10, at);
    if (end < 0) end = bytes.length;
    lineNo++;
    const stop = end > at && bytes[end - 1] === 13 ? end - 1 : end;
    const id = parseLine(bytes.toString("utf8", at, stop), lineNo).value?.id;
    if (typeof id === "string" && id !== "" && !/[\t\n\r]/.test(id)) out.push(`${id}	${at}	${stop - at}	${lineNo}`);
    at = end + 1;
  }
  if (stampOf(storeFile)?.stamp !== before.stamp) return false;
  try {
    writeFileAtomic(indexFile, `${out.join("\n")}
`, { durable: false });
    return true;
  } catch {
    return false;
  }
}

// src/anchors/resolve.ts
var PathResolver = class {
  files;
  dirs = /* @__PURE__ */ new Set();
  byBase = /* @__PURE__ */ new Map();
  dirsByBase = /* @__PURE__ */ new Map();
  sortedFiles = null;
  constructor(paths) {
    const files = new Set(paths);
    this.files = files;
    for (const file of files) {
      const base = file.slice(file.lastIndexOf("/") + 1);
      push(this.byBase, base, file);
      let slash = file.lastIndexOf("/");
      while (slash > 0) {
        const dir = file.slice(0, slash);
        if (this.dirs.has(dir)) break;
        this.dirs.add(dir);
        push(this.dirsByBase, dir.slice(dir.lastIndexOf("/") + 1), dir);
        slash = dir.lastIndexOf("/");
      }
    }
  }
  isFile(path) {
    return this.files.has(path);
  }
  isDir(path) {
    return this.dirs.has(path);
  }
  /** Files matching a glob, sorted. */
  glob(matcher) {
    this.sortedFiles ??= [...this.files].sort();
    return this.sortedFiles.filter((f) => matcher.test(f));
  }
  resolve(mention, baseDir) {
    const tried = baseDir ? [joinPath(baseDir, mention.path), mention.path] : [mention.path];
    if (mention.kind === "glob") {
      for (const pattern of tried) {
        const matcher = globToRegExp(pattern);
        if (this.glob(matcher).length > 0) return { status: "resolved", mention, path: pattern, kind: "glob", how: "exact", matcher };
      }
      return this.resolveGlobBelow(mention);
    }
    for (const candidate of tried) {
      const kind = this.kindOf(candidate, mention.kind);
      if (kind) return { status: "resolved", mention, path: candidate, kind, how: "exact" };
    }
    const wantsDir = mention.kind === "dir";
    const base = mention.path.slice(mention.path.lastIndexOf("/") + 1);
    const pool = wantsDir ? this.dirsByBase.get(base) ?? [] : this.byBase.get(base) ?? [];
    if (mention.path.includes("/")) {
      const suffix = `/${mention.path}`;
      const matches = pool.filter((p) => p.endsWith(suffix));
      const scoped = preferScope(matches, baseDir);
      if (scoped.length === 1) return { status: "resolved", mention, path: scoped[0], kind: wantsDir ? "dir" : "file", how: "suffix" };
      if (scoped.length > 1) return unresolvedOrNull(mention, "ambiguous", scoped);
    } else if (!wantsDir && mention.kind !== "maybe") {
      const scoped = preferScope(pool, baseDir);
      if (scoped.length === 1) return { status: "resolved", mention, path: scoped[0], kind: "file", how: "basename" };
      if (scoped.length > 1) return unresolvedOrNull(mention, "ambiguous", scoped);
    }
    return unresolvedOrNull(mention, "not-found", []);
  }
  /**
   * A glob written without the folders above it, as agents write paths relative to a package: like a
   * `.gitignore` pattern, `dev*.jsonl` matches in any folder; `fixtures/*.jsonl` too, when every file it
   * matches lies below one folder (a unique suffix, as for a file).
   */
  resolveGlobBelow(mention) {
    const pattern = mention.path.replace(/^\.\//, "");
    const path = `**/${pattern}`;
    const matcher = globToRegExp(path);
    const found = this.glob(matcher);
    if (found.length === 0) return { status: "unresolved", mention, reason: "not-found", candidates: [] };
    if (pattern.includes("/")) {
      const depth = pattern.split("/").length;
      const above = new Set(found.map((f) => f.split("/").slice(0, -depth).join("/")));
      if (pattern.includes("**") || above.size > 1) return { status: "unresolved", mention, reason: "ambiguous", candidates: [...above].slice(0, 5) };
    }
    return { status: "resolved", mention, path, kind: "glob", how: pattern.includes("/") ? "suffix" : "basename", matcher };
  }
  kindOf(path, wanted) {
    if (wanted !== "dir" && this.files.has(path)) return "file";
    if (wanted !== "file" && this.dirs.has(path)) return "dir";
    return null;
  }
};
function unresolvedOrNull(mention, reason, candidates) {
  if (mention.kind === "maybe") return null;
  return { status: "unresolved", mention, reason, candidates: candidates.slice(0, 5) };
}
function preferScope(matches, baseDir) {
  if (!baseDir || matches.length < 2) return matches;
  const inside2 = matches.filter((m) => m.startsWith(`${baseDir}/`));
  return inside2.length > 0 ? inside2 : matches;
}
function push(map, key, value) {
  const list3 = map.get(key);
  if (list3) list3.push(value);
  else map.set(key, [value]);
}
function joinPath(dir, path) {
  return dir ? `${dir.replace(/\/+$/, "")}/${path}` : path;
}
function globToRegExp(glob) {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        i++;
        if (glob[i + 1] === "/") {
          i++;
          out += "(?:.*/)?";
        } else out += ".*";
      } else out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "{") {
      const end = glob.indexOf("}", i);
      if (end < 0) out += "\\{";
      else {
        out += `(?:${glob.slice(i + 1, end).split(",").map((alt) => alt.replace(/[.+^$()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")).join("|")})`;
        i = end;
      }
    } else out += c.replace(/[.+^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}(?:/.*)?$`);
}

// src/outdated/options.ts
var DEFAULT_HUB_FILES = [
  "package.json",
  "package-lock.json",
  "npm-shrinkwrap.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "pnpm-workspace.yaml",
  "bun.lockb",
  "bun.lock",
  "deno.lock",
  "Cargo.lock",
  "Cargo.toml",
  "go.mod",
  "go.sum",
  "Gemfile",
  "Gemfile.lock",
  "poetry.lock",
  "uv.lock",
  "Pipfile.lock",
  "pyproject.toml",
  "requirements*.txt",
  "composer.json",
  "composer.lock",
  "mix.lock",
  "pubspec.lock",
  "Package.resolved",
  "CHANGELOG.md",
  ".axiom/**"
];
var DEFAULT_OUTDATED_OPTIONS = {
  policy: "graded",
  hubFiles: DEFAULT_HUB_FILES,
  rewrittenThreshold: 0.5,
  archiveAfterDays: 7
};
function resolveOutdatedOptions(given = {}, file = ".axiom/config.yml") {
  const options = { ...DEFAULT_OUTDATED_OPTIONS };
  if (given.policy !== void 0) {
    if (given.policy !== "graded" && given.policy !== "strict") {
      throw new UserError(`policy must be 'graded' or 'strict', not ${JSON.stringify(given.policy)}`, { file, fix: "set policy: graded (the default) or policy: strict" });
    }
    options.policy = given.policy;
  }
  if (given.hubFiles !== void 0) {
    if (!Array.isArray(given.hubFiles) || !given.hubFiles.every((h) => typeof h === "string")) {
      throw new UserError("hubFiles must be a list of paths or globs", { file, fix: 'write e.g. hubFiles: [package.json, "*.lock"]' });
    }
    options.hubFiles = given.hubFiles;
  }
  if (given.rewrittenThreshold !== void 0) {
    const t = given.rewrittenThreshold;
    if (typeof t !== "number" || !(t > 0 && t <= 1)) {
      throw new UserError(`rewrittenThreshold must be a number above 0 and at most 1, not ${JSON.stringify(t)}`, { file, fix: "e.g. rewrittenThreshold: 0.5" });
    }
    options.rewrittenThreshold = t;
  }
  if (given.archiveAfterDays !== void 0) {
    const d = given.archiveAfterDays;
    if (typeof d !== "number" || !Number.isInteger(d) || d < 0) {
      throw new UserError(`archiveAfterDays must be a whole number of days (0 turns it off), not ${JSON.stringify(d)}`, { file, fix: "e.g. archiveAfterDays: 7" });
    }
    options.archiveAfterDays = d;
  }
  return options;
}
function hubMatcher(patterns) {
  const full = [];
  const names = [];
  for (const p of patterns) (p.includes("/") ? full : names).push(globToRegExp(p));
  const known = /* @__PURE__ */ new Map();
  return (path) => {
    let hub = known.get(path);
    if (hub === void 0) {
      const name = path.slice(path.lastIndexOf("/") + 1);
      hub = names.some((r) => r.test(name)) || full.some((r) => r.test(path));
      known.set(path, hub);
    }
    return hub;
  };
}

// src/hooks/check.ts
var import_node_path13 = require("node:path");

// src/config.ts
var import_node_fs7 = require("node:fs");
var CONFIG_SCHEMA = {
  kind: "object",
  doc: "discovery-curator configuration",
  fields: {
    store: {
      kind: "object",
      doc: "The AXIOM discovery store",
      fields: {
        path: { kind: "string", default: ".axiom/cases.jsonl", doc: "Case file, relative to the repository root" },
        onMalformed: {
          kind: "enum",
          values: ["refuse", "keep"],
          default: "refuse",
          doc: "A line that is not valid JSON: refuse to write until it is fixed, or keep it verbatim and write the rest"
        }
      }
    },
    views: {
      kind: "object",
      doc: "Generated Markdown views",
      fields: {
        global: { kind: "string", default: "", doc: "Global view (default: discoveries.md beside the store)" },
        agentsDir: { kind: "string", default: "", doc: "Folder for per-agent views (default: agents/ beside the store)" }
      }
    },
    lifecycle: {
      kind: "object",
      doc: "Status changes over time",
      fields: {
        autoArchiveDays: {
          kind: "integer",
          min: 0,
          default: 7,
          doc: "Outdated discoveries unreviewed this many days are archived by `discoveries check` (0 turns it off)"
        }
      }
    },
    check: {
      kind: "object",
      doc: "Outdated detection",
      fields: {
        policy: {
          kind: "enum",
          values: ["graded", "strict"],
          default: "graded",
          doc: "graded: only strong evidence flips a discovery; strict: the seed's rule, any commit touching a mentioned file flips it"
        },
        hubFiles: {
          kind: "strings",
          default: DEFAULT_OUTDATED_OPTIONS.hubFiles,
          doc: "Files (globs; a name without / matches in any folder) so many commits touch that a change to them is never evidence on its own"
        },
        rewrittenThreshold: {
          kind: "number",
          min: 0.01,
          max: 1,
          default: DEFAULT_OUTDATED_OPTIONS.rewrittenThreshold,
          doc: "Share of a mentioned file's lines (as the discovery knew it) that must be gone for it to count as rewritten"
        }
      }
    },
    contradictions: {
      kind: "object",
      doc: "Contradiction detection",
      fields: {
        enabled: { kind: "boolean", default: true, doc: "Check new discoveries against older ones" },
        method: {
          kind: "enum",
          values: ["rules", "seed"],
          default: "rules",
          doc: "rules: typed checks (polarity, modality, values, substitution, antonyms); seed: the seed's rule, same topic and words less than 70% alike is a contradiction"
        }
      }
    },
    hooks: {
      kind: "object",
      doc: "Local git hooks",
      fields: {
        stagePending: {
          kind: "boolean",
          default: false,
          doc: "Apply pending findings and stage the store in the next commit (pre-commit)"
        }
      }
    },
    sources: {
      kind: "object",
      doc: "Where learnings are read from: stores and agent files (discoveries sources)",
      fields: {
        include: {
          kind: "strings",
          default: [],
          doc: "More files, folders or globs to read, relative to the repository root: agent files, prompt point files, a genome folder, a swarm store"
        },
        exclude: {
          kind: "strings",
          default: [],
          doc: 'Globs of sources not to read, matched against repository-relative paths (e.g. "docs/**", "**/*.mdc")'
        },
        home: { kind: "boolean", default: true, doc: "Also list the user's skills in ~/.claude/skills and ~/.agents/skills" },
        cacheTtlMinutes: {
          kind: "integer",
          min: 0,
          default: 30,
          doc: "Reuse the list of sources found for this long (the git index changing ends it sooner); 0 scans every time"
        }
      }
    }
  }
};
function outdatedOptions(config, policy) {
  return resolveOutdatedOptions({
    policy: policy ?? config.check.policy,
    hubFiles: config.check.hubFiles,
    rewrittenThreshold: config.check.rewrittenThreshold,
    archiveAfterDays: config.lifecycle.autoArchiveDays
  });
}
function defaultConfig() {
  return defaultsOf(CONFIG_SCHEMA);
}
function defaultsOf(spec) {
  if (spec.kind === "object") {
    return Object.fromEntries(Object.entries(spec.fields).map(([key, field]) => [key, defaultsOf(field)]));
  }
  return spec.kind === "strings" ? [...spec.default] : spec.default;
}
async function loadConfig(path, displayPath2 = path, options = {}) {
  let text;
  try {
    text = (0, import_node_fs7.readFileSync)(path, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return defaultConfig();
    throw error;
  }
  const defaults = JSON.stringify(defaultConfig());
  if (options.cacheFile) {
    const cached = readConfigCache(options.cacheFile, text, defaults);
    if (cached) return cached;
  }
  const problems = await validateConfigText(text, displayPath2);
  if (problems.errors.length > 0) throw problems.errors[0];
  if (options.cacheFile) writeConfigCache(options.cacheFile, { version: CONFIG_CACHE_VERSION, defaults, text, config: problems.config });
  return problems.config;
}
var CONFIG_CACHE_VERSION = 1;
function readConfigCache(file, text, defaults) {
  try {
    const cache2 = JSON.parse((0, import_node_fs7.readFileSync)(file, "utf8"));
    if (cache2?.version !== CONFIG_CACHE_VERSION || cache2.text !== text || cache2.defaults !== defaults || typeof cache2.config !== "object" || cache2.config === null) return null;
    return cache2.config;
  } catch {
    return null;
  }
}
function writeConfigCache(file, cache2) {
  try {
    writeFileAtomic(file, `${JSON.stringify(cache2)}
`, { durable: false });
  } catch {
  }
}
async function validateConfigText(text, displayPath2) {
  const { parseDocument, LineCounter, isMap, isScalar, isSeq } = await loadYaml();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const errors = [];
  const lineOf2 = (node) => {
    const range = node?.range;
    return range ? lineCounter.linePos(range[0]).line : void 0;
  };
  for (const error of doc.errors) {
    errors.push(
      new UserError(`invalid YAML: ${error.message.split("\n")[0]}`, {
        file: displayPath2,
        line: error.linePos?.[0]?.line ?? lineCounter.linePos(error.pos[0]).line,
        fix: "correct the YAML syntax"
      })
    );
  }
  const config = defaultConfig();
  if (errors.length > 0) return { config, errors };
  const walk = (spec, node, target, key, path) => {
    if (spec.kind === "object") {
      if (node === null || node === void 0 || isScalar(node) && node.value === null) return;
      if (!isMap(node)) {
        errors.push(new UserError(`${path || "the config"} must be a mapping of keys`, { file: displayPath2, line: lineOf2(node), fix: `see 'discoveries init --print-config'` }));
        return;
      }
      const sub = path === "" ? target : target[key];
      for (const pair of node.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const field = spec.fields[name];
        const fieldPath = path ? `${path}.${name}` : name;
        if (!field) {
          const known = Object.keys(spec.fields);
          const guess = known.find((k) => k.toLowerCase() === name.toLowerCase() || similar(k, name));
          errors.push(
            new UserError(`unknown key '${fieldPath}'`, {
              file: displayPath2,
              line: lineOf2(pair.key),
              fix: guess ? `did you mean '${path ? `${path}.` : ""}${guess}'?` : `known keys here: ${known.join(", ")}`
            })
          );
          continue;
        }
        walk(field, pair.value, sub, name, fieldPath);
      }
      return;
    }
    const value = isScalar(node) ? node.value : isSeq(node) ? node.toJSON() : isMap(node) ? node.toJSON() : node;
    const fail = (expected) => errors.push(new UserError(`${path} must be ${expected} (got ${JSON.stringify(value)})`, { file: displayPath2, line: lineOf2(node), fix: `set ${path} to ${expected}` }));
    switch (spec.kind) {
      case "enum":
        if (typeof value === "string" && spec.values.includes(value)) target[key] = value;
        else fail(`one of ${spec.values.join(", ")}`);
        break;
      case "boolean":
        if (typeof value === "boolean") target[key] = value;
        else fail("true or false");
        break;
      case "integer":
        if (typeof value === "number" && Number.isInteger(value) && value >= spec.min && (spec.max === void 0 || value <= spec.max)) target[key] = value;
        else fail(`a whole number \u2265 ${spec.min}${spec.max !== void 0 ? ` and \u2264 ${spec.max}` : ""}`);
        break;
      case "number":
        if (typeof value === "number" && value >= spec.min && value <= spec.max) target[key] = value;
        else fail(`a number from ${spec.min} to ${spec.max}`);
        break;
      case "string":
        if (typeof value === "string") target[key] = value;
        else fail("a string");
        break;
      case "strings":
        if (typeof value === "string") target[key] = [value];
        else if (Array.isArray(value) && value.every((v) => typeof v === "string")) target[key] = value;
        else fail("a list of strings");
        break;
    }
  };
  walk(CONFIG_SCHEMA, doc.contents, config, "", "");
  return { config, errors };
}
async function loadYaml() {
  const mod = await Promise.resolve().then(() => __toESM(require_dist(), 1));
  return mod.default && typeof mod.default.parseDocument === "function" ? mod.default : mod;
}
function similar(a, b) {
  if (Math.abs(a.length - b.length) > 2) return false;
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) same++;
  return same >= Math.min(a.length, b.length) - 2;
}

// src/anchors/paths.ts
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
  return text.split(/[\s,;()[\]"'<>|]+/).map(trimPunctuation).filter((t) => t.length > 0);
}
function trimPunctuation(token) {
  return token.replace(/^[*_~]+/, "").replace(/[.,:;!?*_~]+$/, "");
}
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
  if (segments.slice(0, -1).some((s) => s === "")) return null;
  const isDir = token.endsWith("/");
  const path = token.replace(/\/+$/, "");
  if (path.length === 0) return null;
  const parts = path.split("/");
  const last = parts[parts.length - 1];
  if (/^\d+$/.test(parts[0])) return null;
  if (/[*?]|\{[^{}]*,[^{}]*\}/.test(path)) {
    return parts.length > 1 || spaced && /\.[\w*{}]+$/.test(path) ? { text: raw, path, kind: "glob" } : null;
  }
  if (!/^[\p{L}\p{N}\p{M}_@.+\-~ ]+$/u.test(path.replace(/\//g, ""))) return null;
  if (isDir) return parts.length >= 1 && /[A-Za-z]/.test(path) ? { text: raw, path, kind: "dir" } : null;
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(last)?.[1];
  if (parts.length > 1) {
    if (extension && !/^\d+$/.test(extension) && !/^v?\d+(\.\d+)+$/.test(last)) return { text: raw, path, kind: "file" };
    return { text: raw, path, kind: "maybe" };
  }
  if (/^v?\d+(\.\d+)+$/.test(last) || /^(e\.g|i\.e|etc|vs|a\.k\.a)$/i.test(last)) return null;
  if (PRODUCT_NAME.test(last)) return null;
  if (extension && FILE_EXTENSIONS.has(extension.toLowerCase()) && /^[\w.+\-@]+$/.test(last) && !last.startsWith(".")) {
    return { text: raw, path, kind: "file" };
  }
  if (/^\.[\w][\w.-]+$/.test(last)) return { text: raw, path, kind: "maybe" };
  if (spaced && /^(Dockerfile|Makefile|Procfile|Gemfile|Rakefile|Jenkinsfile|LICENSE|CODEOWNERS)$/.test(last)) {
    return { text: raw, path, kind: "file" };
  }
  return null;
}

// src/anchors/identifiers.ts
init_regexp();
var NOT_SYMBOLS = new Set(
  "JavaScript TypeScript GitHub GitLab PostgreSQL MySQL MongoDB GraphQL NodeJS OAuth WebSocket WebSockets iOS macOS YouTube LinkedIn PowerShell VSCode DevTools IntelliJ README CHANGELOG".split(
    " "
  )
);
var UNIT = "ms|milliseconds?|s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|kb|mb|gb|tb|kib|mib|gib|b|bytes?|%|px|rem|em|req|requests?|x";
var VALUE_WITH_UNIT = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)\\s?(${UNIT})\\b`, "gi");
var VALUE_PER = /(?<![\w.])(\d+(?:\.\d+)?)\s?\/\s?(hour|hr|minute|min|second|sec|day|week|request|user)s?\b/gi;
var SYMBOL_PATTERNS = [
  [/(?<![\w-])--[a-z][a-z0-9-]+(?![\w-])/g, "flag"],
  [/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, "identifier"],
  // DATABASE_URL
  [/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, "identifier"],
  // max_retries
  [/\b[a-z]+[a-z0-9]*(?:[A-Z][a-z0-9]*)+\b/g, "identifier"],
  // maxRetries, useEffect
  [/\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/g, "identifier"],
  // HttpClient
  [/\b[A-Za-z_][\w]*\(\)/g, "identifier"]
  // retry()
];
function extractAnchors(content) {
  const found = /* @__PURE__ */ new Map();
  const add = (text, needle, kind) => {
    if (needle.length < 2 || found.has(needle)) return;
    if (kind === "identifier" && NOT_SYMBOLS.has(needle)) return;
    found.set(needle, { text, needle, kind });
  };
  const outside = content.replace(/`([^`\n]+)`/g, (_m, span) => {
    const code = span.trim();
    if (classify(code, true)) return " ";
    const call = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(.*\))?$/.exec(code);
    const assignment = /^([A-Za-z_][\w.-]*)\s*[:=]\s*\S/.exec(code);
    if (/^--?[a-z]/.test(code) && !/\s/.test(code)) {
      add(code, code.replace(/=.*$/, ""), "flag");
    } else if (call) {
      const segments = call[1].split(".");
      add(code, segments[segments.length - 1], segments.length > 1 ? "key" : "identifier");
    } else if (assignment) {
      const segments = assignment[1].split(".");
      add(code, segments[segments.length - 1], "key");
    } else {
      scan(code, add);
    }
    return " ";
  });
  scan(outside, add);
  return [...found.values()];
}
function scan(text, add) {
  const withoutPaths = !mayBePath(text) ? text : text.split(/(\s+)/).map((t) => mayBePath(t) && classify(t.replace(/[.,:;!?)]+$/, "").replace(/^\(/, ""), false) ? " " : t).join("");
  for (const [pattern, kind] of SYMBOL_PATTERNS) {
    for (const match of withoutPaths.matchAll(pattern)) add(match[0], match[0].replace(/\(\)$/, ""), kind);
  }
  for (const pattern of [VALUE_PER, VALUE_WITH_UNIT]) {
    for (const match of withoutPaths.matchAll(pattern)) add(match[0], match[1], "value");
  }
}
function holdsNeedle(text, term) {
  return findNeedle(text, term, 0) >= 0;
}
function findNeedle(text, term, from) {
  const { needle } = term;
  const value = term.kind === "value";
  for (let at = text.indexOf(needle, from); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = at > 0 ? text.charCodeAt(at - 1) : -1;
    const after = at + needle.length < text.length ? text.charCodeAt(at + needle.length) : -1;
    if (before >= 0 && (isWordChar(before) || before === DOLLAR || before === DASH || value && before === DOT)) continue;
    if (after >= 0 && (value ? isDigit(after) || after === DOT : isWordChar(after) || after === DOLLAR)) continue;
    return at;
  }
  return -1;
}
var DOLLAR = 36;
var DASH = 45;
var DOT = 46;
var isDigit = (c) => c >= 48 && c <= 57;
var isWordChar = (c) => isDigit(c) || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95;

// src/history/index.ts
var import_node_fs8 = require("node:fs");
var import_node_path5 = require("node:path");
var LOG_CONFIG = ["-c", "log.showSignature=false", "-c", "core.quotePath=false"];
var CHAIN_META_FORMAT = "--format=%x01%ct %H%x00%an%x00%aI%x00%s";
async function readChain(ctx, end, known, options = {}) {
  const args = options.meta ? [...LOG_CONFIG, "log", "--first-parent", "--no-color", "-z", CHAIN_META_FORMAT, `${end}^{commit}`, "--"] : ["rev-list", "--first-parent", "--timestamp", `${end}^{commit}`, "--"];
  const [head, list3] = await Promise.all([
    known ? known.shallow.then((shallow) => ({ code: 0, stdout: `${shallow}
`, stderr: "" })) : runGit(["rev-parse", "--is-shallow-repository", "--verify", "--quiet", `${end}^{commit}`], { ...ctx, allowFailure: true }),
    runGit(args, { ...ctx, env: batchEnv(ctx.env), allowFailure: true })
  ]);
  const shallowLine = head.stdout.trim().split("\n")[0];
  const parsed = options.meta ? parseChainLog(list3.stdout) : parseRevList(list3.stdout);
  const sha = known ? parsed.shas[0] : head.stdout.trim().split("\n")[1];
  if (head.code !== 0 || !sha || known && list3.code !== 0) {
    throw new UserError(`'${end}' is not a commit in this repository`, { fix: "pass a branch, tag or commit that exists (git log shows them)" });
  }
  if (list3.code !== 0) throw new GitError([options.meta ? "log" : "rev-list", "--first-parent", sha], list3.code, list3.stderr);
  const { shas, times } = parsed;
  shas.reverse();
  times.reverse();
  if (shas[shas.length - 1] !== sha) return readChain(ctx, sha, known, options);
  const posOf = /* @__PURE__ */ new Map();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i], i);
  const chain = { end: sha, shas, times, posOf, shallow: shallowLine === "true" };
  if (parsed.fields) chain.meta = chainMetaLookup(list3.stdout, parsed.fields, chain);
  return chain;
}
function parseRevList(out) {
  const shas = [];
  const times = [];
  for (let at = 0; at < out.length; ) {
    let nl = out.indexOf("\n", at);
    if (nl < 0) nl = out.length;
    const space = out.indexOf(" ", at);
    if (space > at && space < nl) {
      times.push(Number(out.slice(at, space)));
      shas.push(out.slice(space + 1, nl));
    }
    at = nl + 1;
  }
  return { shas, times };
}
function parseChainLog(out) {
  const shas = [];
  const times = [];
  const fields = [];
  let end = out.length;
  while (end > 0 && (out.charCodeAt(end - 1) === 10 || out.charCodeAt(end - 1) === 0)) end--;
  for (let at = 0; at < end; ) {
    if (out.charCodeAt(at) === 10) at++;
    const space = out.indexOf(" ", at);
    const nul = out.indexOf("\0", at);
    if (out.charCodeAt(at) !== 1 || space < 0 || nul < 0 || space > nul) break;
    times.push(Number(out.slice(at + 1, space)));
    shas.push(out.slice(space + 1, nul));
    fields.push(nul + 1);
    at = nul + 1;
    for (let k = 0; k < 3 && at <= end; k++) {
      const next = out.indexOf("\0", at);
      at = next < 0 ? end + 1 : next + 1;
    }
  }
  return { shas, times, fields };
}
function chainMetaLookup(out, fields, chain) {
  const last = chain.shas.length - 1;
  return {
    get(sha) {
      const pos = chain.posOf.get(sha);
      if (pos === void 0) return void 0;
      const at = fields[last - pos];
      const authorEnd = out.indexOf("\0", at);
      const dateEnd = out.indexOf("\0", authorEnd + 1);
      let subjectEnd = out.indexOf("\0", dateEnd + 1);
      if (subjectEnd < 0) subjectEnd = out.charCodeAt(out.length - 1) === 10 ? out.length - 1 : out.length;
      return { sha, author: out.slice(at, authorEnd), date: out.slice(authorEnd + 1, dateEnd), subject: out.slice(dateEnd + 1, subjectEnd) };
    }
  };
}
async function isShallow(ctx) {
  const env = ctx.env ?? process.env;
  if (!env.GIT_DIR && !env.GIT_COMMON_DIR && !env.GIT_WORK_TREE) {
    try {
      if ((0, import_node_fs8.statSync)((0, import_node_path5.join)(ctx.cwd, ".git")).isDirectory()) return (0, import_node_fs8.existsSync)((0, import_node_path5.join)(ctx.cwd, ".git", "shallow"));
    } catch {
    }
  }
  const result = await runGit(["rev-parse", "--is-shallow-repository"], { ...ctx, allowFailure: true });
  return result.stdout.trim() === "true";
}
function startLog(ctx, end, options = {}) {
  const withMeta = options.meta !== false;
  const parser = new RawLogParser(withMeta, options.onMixed);
  const args = [
    ...LOG_CONFIG,
    "log",
    "--first-parent",
    // Merges as what they brought into the mainline (explicit: older defaults differ).
    "--diff-merges=first-parent",
    "--raw",
    "-z",
    "--no-abbrev",
    "-M",
    "--root",
    "--no-color",
    "--no-ext-diff",
    withMeta ? "--format=%x01%H%x00%an%x00%aI%x00%s" : "--format=%x01%H",
    end,
    ...options.exclude ? [`^${options.exclude}`] : []
  ];
  const done = streamGit(args, ctx, (chunk) => parser.push(chunk)).then(
    () => {
      parser.end();
      return parser.result();
    },
    (error) => {
      throw olderGitError(error) ?? error;
    }
  );
  return {
    stopAt: (sha) => parser.stopAt(sha),
    done
  };
}
function olderGitError(error) {
  if (!(error instanceof GitError) || !/diff-merges/.test(error.stderr)) return null;
  const said = error.stderr.trim().split("\n")[0] ?? "";
  return new UserError(`discoveries check needs git 2.31 or later to walk merges (--diff-merges=first-parent); git said: ${said}`, {
    fix: "upgrade git (git --version shows the one in use)"
  });
}
var RawLogParser = class {
  constructor(withMeta, onMixed) {
    this.withMeta = withMeta;
    this.onMixed = onMixed;
  }
  withMeta;
  onMixed;
  shas = [];
  commits = [];
  events = /* @__PURE__ */ new Map();
  stopSha = null;
  halted = false;
  rest = null;
  /** Header fields of the commit being read (with meta: sha, author, date, subject). */
  header = null;
  seq = -1;
  /** A change whose path (or two paths, for renames and copies) comes next. */
  status = "";
  oldBlob = null;
  newBlob = null;
  firstPath = null;
  needPaths = 0;
  /** For `onMixed`: whether the commit being read changed a watched path, and another one. */
  watched = false;
  other = false;
  stopAt(sha) {
    this.stopSha = sha;
    if (this.shas.includes(sha)) this.halted = true;
  }
  /** False once the walk has gone far enough. */
  push(chunk) {
    if (this.halted) return false;
    const data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      this.token(data, start, nul);
      if (this.halted) return false;
      start = nul + 1;
      nul = data.indexOf(0, start);
    }
    this.rest = start < data.length ? Buffer.from(data.subarray(start)) : null;
    return true;
  }
  end() {
    if (this.halted || !this.rest) return;
    let end = this.rest.length;
    if (this.rest[end - 1] === 10) end--;
    if (end > 0) this.token(this.rest, 0, end);
    this.rest = null;
  }
  result() {
    return { shas: this.shas, commits: this.commits, events: this.events };
  }
  token(data, start, end) {
    if (this.header) {
      this.header.push(data.toString("utf8", start, end));
      if (this.header.length === 4) this.commit(this.header);
      return;
    }
    if (this.needPaths > 0) {
      const path = data.toString("utf8", start, end);
      if (this.needPaths === 2 && this.firstPath === null) {
        this.firstPath = path;
        return;
      }
      this.change(this.firstPath, path);
      return;
    }
    let at = start;
    if (data[at] === 10) at++;
    if (data[at] === 1) {
      const sha = data.toString("latin1", at + 1, end);
      if (this.withMeta) this.header = [sha];
      else this.commit([sha]);
      return;
    }
    if (data[at] === 58) this.meta(data, at, end);
  }
  commit(header) {
    this.header = null;
    const sha = header[0];
    if (sha === this.stopSha) {
      this.halted = true;
      return;
    }
    this.seq = this.shas.length;
    this.watched = this.other = false;
    this.shas.push(sha);
    if (this.withMeta) this.commits.push({ sha, author: header[1], date: header[2], subject: header[3] });
  }
  /** `:100644 100644 <old> <new> M` (modes are always six digits; ids 40 or 64). */
  meta(data, at, end) {
    const oldAt = at + 15;
    const oldEnd = data.indexOf(32, oldAt);
    if (oldEnd < 0 || oldEnd >= end) return;
    const newAt = oldEnd + 1;
    const newEnd = newAt + (oldEnd - oldAt);
    const letter = newEnd + 1 < end ? String.fromCharCode(data[newEnd + 1]) : "M";
    this.oldBlob = isZero(data, oldAt, oldEnd) ? null : data.toString("latin1", oldAt, oldEnd);
    this.newBlob = isZero(data, newAt, newEnd) ? null : data.toString("latin1", newAt, newEnd);
    this.status = letter === "U" || letter === "X" ? "M" : letter;
    this.needPaths = letter === "R" || letter === "C" ? 2 : 1;
    this.firstPath = null;
  }
  change(source, target) {
    const { status, oldBlob, newBlob } = this;
    const pos = this.seq;
    this.needPaths = 0;
    this.firstPath = null;
    if (source !== null) {
      if (status === "R") this.add(source, { pos, status: "R-from", oldBlob, newBlob: null, other: target, path: source });
      this.add(target, { pos, status: "R-to", oldBlob: null, newBlob, other: source, path: target });
    } else {
      this.add(target, { pos, status, oldBlob, newBlob, other: void 0, path: target });
    }
  }
  add(path, event) {
    if (this.onMixed) {
      if (this.onMixed.paths.has(path)) this.watched = true;
      else this.other = true;
      if (this.watched && this.other) {
        const { call } = this.onMixed;
        this.onMixed = void 0;
        call();
      }
    }
    const list3 = this.events.get(path);
    if (!list3) {
      this.events.set(path, [event]);
      return;
    }
    const newer = list3[list3.length - 1];
    event.path = newer.path;
    if (event.newBlob !== null && event.newBlob === newer.oldBlob) event.newBlob = newer.oldBlob;
    list3.push(event);
  }
};
function isZero(data, start, end) {
  for (let i = start; i < end; i++) if (data[i] !== 48) return false;
  return end > start;
}
var META_FORMAT = "--format=%x01%H%x00%an%x00%aI%x00%s";
async function readCommitMeta(ctx, shas) {
  if (shas.length === 0) return /* @__PURE__ */ new Map();
  return metaFrom(ctx, [...LOG_CONFIG, "log", "--no-walk=unsorted", "--stdin", "--no-color", "-z", META_FORMAT], `${shas.join("\n")}
`);
}
async function metaFrom(ctx, args, input) {
  const out = /* @__PURE__ */ new Map();
  let fields = [];
  const parser = new NulSplitter((token) => {
    const at = token.indexOf("");
    if (at >= 0) {
      fields = [token.slice(at + 1)];
      return;
    }
    fields.push(token);
    if (fields.length === 4) {
      const [sha, author, date, subject] = fields;
      out.set(sha, { sha, author, date, subject });
    }
  });
  await streamGit(args, input === void 0 ? ctx : { ...ctx, input }, (chunk) => parser.push(chunk));
  parser.end();
  return out;
}
function addWalkedPaths(tree, raw) {
  for (const [path, list3] of raw.events) {
    if (tree.has(path)) continue;
    const newest = list3[0];
    if (newest.newBlob !== null && newest.status !== "D" && newest.status !== "R-from") tree.set(path, newest.newBlob);
  }
}
function indexFrom(raw, chain, endTree) {
  const n = chain.shas.length;
  const read = raw.shas.length;
  for (let r = 0; r < read; r++) {
    if (chain.shas[n - 1 - r] !== raw.shas[r]) throw new Error(`history walk and chain disagree at ${raw.shas[r]} (did HEAD move during the check?)`);
  }
  const commits = /* @__PURE__ */ new Map();
  raw.commits.forEach((meta, r) => commits.set(n - 1 - r, meta));
  for (const list3 of raw.events.values()) {
    for (const event of list3) event.pos = n - 1 - event.pos;
    list3.reverse();
  }
  return {
    chain,
    indexedFrom: n - 1 - read,
    commits,
    events: raw.events,
    eventPaths: [...raw.events.keys()].sort(),
    endTree,
    endPaths: [...endTree.keys()].sort()
  };
}
async function readTree(ctx, commit, paths) {
  const tree = /* @__PURE__ */ new Map();
  const parser = new NulSplitter((entry) => {
    const tab = entry.indexOf("	");
    if (tab < 0) return;
    const meta = entry.slice(0, tab);
    if (!meta.includes(" blob ") && !meta.includes(" commit ")) return;
    tree.set(entry.slice(tab + 1), meta.slice(meta.lastIndexOf(" ") + 1));
  });
  const args = paths ? ["--literal-pathspecs", "ls-tree", "-r", "-z", "--full-tree", commit, "--", ...paths] : ["ls-tree", "-r", "-z", "--full-tree", commit];
  await streamGit(args, ctx, (chunk) => parser.push(chunk));
  parser.end();
  return tree;
}
var NulSplitter = class {
  constructor(onToken) {
    this.onToken = onToken;
  }
  onToken;
  rest = null;
  push(chunk) {
    let data = this.rest ? Buffer.concat([this.rest, chunk]) : chunk;
    let start = 0;
    let nul = data.indexOf(0, start);
    while (nul >= 0) {
      this.onToken(data.toString("utf8", start, nul));
      start = nul + 1;
      nul = data.indexOf(0, start);
    }
    data = data.subarray(start);
    this.rest = data.length > 0 ? Buffer.from(data) : null;
  }
  end() {
    if (this.rest && this.rest.length > 0) {
      const last = this.rest.toString("utf8").replace(/\n$/, "");
      if (last) this.onToken(last);
    }
    this.rest = null;
  }
};
function blobAt(index, path, pos) {
  const list3 = index.events.get(path);
  if (list3) {
    const next = firstAfter(list3, pos);
    if (next < list3.length) return list3[next].oldBlob;
  }
  return index.endTree.get(path) ?? null;
}
function firstAfter(list3, pos) {
  let lo = 0;
  let hi = list3.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (list3[mid].pos > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
function pathsUnder(sorted, dir) {
  const prefix = `${dir}/`;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out = [];
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
  return out;
}

// src/history/graph.ts
async function readEntryPoints(ctx, chain) {
  const out = await git(["rev-list", "--parents", chain.end, ...chain.before ? [`^${chain.shas[0]}`] : []], ctx);
  const parents = /* @__PURE__ */ new Map();
  for (const line of out.split("\n")) {
    if (line.length < 40) continue;
    const [sha, ...rest] = line.split(" ");
    parents.set(sha, rest);
  }
  const entry = /* @__PURE__ */ new Map();
  for (let pos = 0; pos < chain.shas.length; pos++) {
    const merge = chain.shas[pos];
    entry.set(merge, pos);
    const stack = (parents.get(merge) ?? []).slice(1);
    while (stack.length > 0) {
      const sha = stack.pop();
      if (entry.has(sha) || chain.before && !parents.has(sha)) continue;
      entry.set(sha, pos);
      for (const parent of parents.get(sha) ?? []) if (!entry.has(parent)) stack.push(parent);
    }
  }
  return { entryOf: (sha) => entry.get(sha) };
}

// src/history/chain-cache.ts
var import_node_fs9 = require("node:fs");
async function readRangeChain(ctx, start, end, file) {
  let cached;
  try {
    cached = (0, import_node_fs9.readFileSync)(file);
  } catch {
    return null;
  }
  const line = start.length + 1;
  if (cached.length < line || cached.length % line !== 0 || cached[cached.length - 1] !== 10) return null;
  const lines = cached.length / line;
  const startLine = lineOf(cached, line, start, "last");
  const from = startLine >= 0 ? start : cached.toString("latin1", cached.length - line, cached.length - 1);
  const listed2 = await listSince(ctx, from, end);
  if (!listed2) return null;
  const at = listed2.shas.indexOf(start);
  if (at < 0) return null;
  const shas = listed2.shas.slice(at);
  const times = listed2.times.slice(at);
  const posOf = /* @__PURE__ */ new Map();
  for (let i = 0; i < shas.length; i++) posOf.set(shas[i], i);
  const between = new Set(listed2.shas.slice(0, at));
  const limit = startLine >= 0 ? startLine : lines;
  const searched = /* @__PURE__ */ new Map();
  const before = (sha) => {
    if (sha.length !== start.length || posOf.has(sha)) return false;
    let found = searched.get(sha);
    if (found === void 0) searched.set(sha, found = between.has(sha) || lineOf(cached, line, sha, "first", limit) >= 0);
    return found;
  };
  if (startLine >= 0 && startLine < lines - 1) (0, import_node_fs9.truncateSync)(file, (startLine + 1) * line);
  (0, import_node_fs9.appendFileSync)(file, listed2.shas.slice(1).map((sha) => `${sha}
`).join(""));
  return { end, shas, times, posOf, shallow: false, before };
}
async function listSince(ctx, from, end) {
  const list3 = await runGit(["rev-list", "--first-parent", "--timestamp", "--boundary", end, `^${from}`, "--"], { ...ctx, env: batchEnv(ctx.env), allowFailure: true });
  if (list3.code !== 0) return null;
  const shas = [];
  const times = [];
  let boundary = null;
  for (const text of list3.stdout.split("\n")) {
    const space = text.indexOf(" ");
    if (space < 0) continue;
    const time = Number(text.slice(0, space));
    if (text[space + 1] === "-") {
      if (boundary) return null;
      boundary = { sha: text.slice(space + 2), time };
    } else {
      shas.push(text.slice(space + 1));
      times.push(time);
    }
  }
  if (!boundary || boundary.sha !== from || shas.length === 0 || shas[0] !== end) return null;
  shas.push(from);
  times.push(boundary.time);
  return { shas: shas.reverse(), times: times.reverse() };
}
function lineOf(cached, line, sha, which, limit = cached.length / line) {
  const needle = `${sha}
`;
  if (which === "last") {
    for (let at = cached.lastIndexOf(needle, (limit - 1) * line, "latin1"); at >= 0; at = at > 0 ? cached.lastIndexOf(needle, at - 1, "latin1") : -1) if (at % line === 0) return at / line;
    return -1;
  }
  for (let at = cached.indexOf(needle, 0, "latin1"); at >= 0 && at < limit * line; at = cached.indexOf(needle, at + 1, "latin1")) if (at % line === 0) return at / line;
  return -1;
}
function writeChainCache(file, chain) {
  if (chain.shallow || chain.before) return;
  writeFileAtomic(file, chain.shas.map((sha) => `${sha}
`).join(""), { durable: false });
}

// src/history/blame.ts
var import_promises = require("node:fs/promises");
var import_node_os2 = require("node:os");
var import_node_path6 = require("node:path");
var MAX_LINE_ARGS = 200;
async function blameFile(ctx, path, only, history) {
  const ranges = only && only.length > 0 && only.length <= MAX_LINE_ARGS ? lineRanges(only) : [];
  const dir = history && history.changes.length > 0 ? await (0, import_promises.mkdtemp)((0, import_node_path6.join)((0, import_node_os2.tmpdir)(), "discoveries-blame-")) : null;
  try {
    const shortcut = dir && history ? await historyArgs(ctx, history, dir) : [];
    if (ranges.length > 0) {
      const some = await runBlame(ctx, path, [...shortcut, ...ranges.flatMap(([a, b]) => ["-L", `${a},${b}`])]);
      if (some.size > 0) return some;
    }
    return await runBlame(ctx, path, shortcut);
  } finally {
    if (dir) await (0, import_promises.rm)(dir, { recursive: true, force: true });
  }
}
async function historyArgs(ctx, history, dir) {
  const changes = history.changes;
  const parents = await runGit(["rev-list", "--no-walk=unsorted", "--parents", "--stdin"], { ...ctx, input: `${changes.join("\n")}
`, allowFailure: true });
  if (parents.code !== 0) return [];
  const others = /* @__PURE__ */ new Map();
  for (const line of parents.stdout.split("\n")) {
    const [sha, , ...rest] = line.split(" ");
    if (sha) others.set(sha, rest);
  }
  const grafts = [];
  for (let i = 1; i < changes.length; i++) {
    const rest = others.get(changes[i]);
    if (!rest) return [];
    grafts.push([changes[i], changes[i - 1], ...rest].join(" "));
  }
  if (history.end !== changes[changes.length - 1]) grafts.push(`${history.end} ${changes[changes.length - 1]}`);
  const file = (0, import_node_path6.join)(dir, "grafts");
  await (0, import_promises.writeFile)(file, `${grafts.join("\n")}
`);
  return ["-S", file, ...history.base ? [`^${history.base}`] : []];
}
function lineRanges(lines) {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else out.push([line, line]);
  }
  return out;
}
async function runBlame(ctx, path, extra) {
  const result = await runGit(["-c", "core.quotePath=false", "blame", "--porcelain", "--root", ...extra, "--", path], { ...ctx, allowFailure: true });
  const lines = /* @__PURE__ */ new Map();
  if (result.code !== 0) return lines;
  let current = null;
  for (const text of result.stdout.split("\n")) {
    if (text.startsWith("	")) {
      if (current) {
        const sha = /^0+$/.test(current.sha) ? null : current.sha;
        lines.set(current.line, { sha });
      }
      current = null;
      continue;
    }
    const header = /^([0-9a-f]{40}) \d+ (\d+)/.exec(text);
    if (header) current = { sha: header[1], line: Number(header[2]) };
  }
  return lines;
}

// src/history/blobs.ts
async function lookupObjects(ctx, names) {
  const result = /* @__PURE__ */ new Map();
  const sendable = [...new Set(names)].filter((n) => !n.includes("\n"));
  for (const n of names) result.set(n, null);
  if (sendable.length === 0) return result;
  let buffered = "";
  const answers = [];
  await streamGit(["cat-file", "--batch-check=%(objectname) %(objecttype)", "--buffer"], { ...ctx, input: `${sendable.join("\n")}
` }, (chunk) => {
    buffered += chunk.toString("utf8");
    let nl = buffered.indexOf("\n");
    while (nl >= 0) {
      answers.push(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
      nl = buffered.indexOf("\n");
    }
  });
  sendable.forEach((name, i) => {
    const answer = answers[i] ?? "";
    const match = /^([0-9a-f]{40,64}) (\w+)$/.exec(answer);
    result.set(name, match ? { sha: match[1], type: match[2] } : null);
  });
  return result;
}
var BlobCache = class {
  texts = /* @__PURE__ */ new Map();
  pending = /* @__PURE__ */ new Map();
};
var BlobSession = class {
  /**
   * `buffered`: for one bulk read whose requests are all sent before any answer
   * is awaited. git then writes its answers in large blocks (not three writes per
   * blob), and only finishes when `close` is called: a read that awaits an answer
   * must call it first. Otherwise the requests of one turn of the event loop are
   * sent together after it (one write for all the searches an answer moved on).
   * `cache`: shared with other sessions.
   */
  constructor(ctx, options = {}) {
    this.ctx = ctx;
    this.buffered = options.buffered === true;
    this.cache = options.cache ?? new BlobCache();
  }
  ctx;
  /** Started on the first request: a check that reads no file content starts no process. */
  process = null;
  buffer = Buffer.alloc(0);
  /** Requests sent, oldest first, from `answered` on (shift() is linear in a long array: 12,000 blobs in a bulk read). */
  queue = [];
  answered = 0;
  need = null;
  failure = null;
  cache;
  buffered;
  closed = false;
  flushing = false;
  get child() {
    if (this.process) return this.process;
    const child = spawnGit(this.buffered ? ["cat-file", "--batch", "--buffer"] : ["cat-file", "--batch"], this.ctx);
    this.process = child;
    child.stdout.on("data", (chunk) => this.onData(chunk));
    child.stderr.resume();
    child.stdin.on("error", () => {
    });
    const fail = (error) => {
      this.failure = error;
      while (this.answered < this.queue.length) this.next().done(null);
    };
    child.on("error", fail);
    child.on("close", () => fail(new Error("git cat-file exited")));
    return child;
  }
  unsent = [];
  /** Asks for one blob (null: binary or missing); git starts on it while the caller goes on. */
  request(sha) {
    const { texts, pending } = this.cache;
    if (texts.has(sha)) return Promise.resolve(texts.get(sha));
    let promise = pending.get(sha);
    if (promise) return promise;
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("blob session closed"));
    promise = new Promise(
      (resolve6, reject) => this.queue.push({
        sha,
        done: (text) => {
          pending.delete(sha);
          if (text === null && this.failure) return reject(this.failure);
          texts.set(sha, text);
          resolve6(text);
        }
      })
    );
    promise.catch(() => {
    });
    pending.set(sha, promise);
    this.unsent.push(sha);
    if (this.unsent.length >= 512) this.flush();
    else if (!this.buffered && !this.flushing) {
      this.flushing = true;
      setImmediate(() => {
        this.flushing = false;
        this.flush();
      });
    }
    return promise;
  }
  /** Sends the requests not sent yet. */
  flush() {
    if (this.unsent.length === 0) return;
    this.child.stdin.write(`${this.unsent.join("\n")}
`);
    this.unsent = [];
  }
  /** Sends what is left and lets git finish (a buffered session's last answers come then). */
  close() {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.process?.stdin.end();
  }
  onData(chunk) {
    const buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    let at = 0;
    while (this.answered < this.queue.length) {
      if (this.need === null) {
        const nl = buffer.indexOf(10, at);
        if (nl < 0) break;
        const header = buffer.toString("utf8", at, nl);
        at = nl + 1;
        const match = /^[0-9a-f]+ \w+ (\d+)$/.exec(header);
        if (!match) {
          this.next().done(null);
          continue;
        }
        this.need = Number(match[1]);
      }
      if (buffer.length - at < this.need + 1) break;
      const end = at + this.need;
      const binary = buffer.subarray(at, Math.min(end, at + 8e3)).includes(0);
      const text = binary ? null : buffer.toString("utf8", at, end);
      at = end + 1;
      this.need = null;
      this.next().done(text);
    }
    this.buffer = at === 0 ? buffer : buffer.subarray(at);
  }
  /** The oldest request not answered yet (there is one). */
  next() {
    const request = this.queue[this.answered];
    this.queue[this.answered++] = void 0;
    if (this.answered === this.queue.length) {
      this.queue = [];
      this.answered = 0;
    }
    return request;
  }
};

// src/outdated/track.ts
function trackFile(index, path, start, exclusion, bridge) {
  let cur = path;
  let last = start;
  let baseline = bridge ? bridge.blobs.get(path) ?? null : blobAt(index, path, start);
  let counted = [];
  const renames = [];
  if (bridge) {
    const atMerge = blobAt(index, cur, bridge.pos);
    if (atMerge !== baseline) {
      const renamedAway = atMerge === null ? eventAt(index, cur, bridge.pos, "R-from") : void 0;
      if (renamedAway) {
        counted.push(trackedAs(renamedAway, cur, renamedAway.newBlob));
        renames.push({ from: cur, to: renamedAway.other, pos: bridge.pos });
        cur = renamedAway.other;
      } else {
        counted.push({
          pos: bridge.pos,
          status: baseline === null ? "A" : atMerge === null ? "D" : "M",
          oldBlob: baseline,
          newBlob: atMerge,
          other: void 0,
          path: cur
        });
      }
    }
    last = bridge.pos;
  }
  for (let guard = 0; guard < 1e3; guard++) {
    const list3 = index.events.get(cur);
    if (!list3) break;
    let moved = false;
    for (let i = firstAfter(list3, last); i < list3.length; i++) {
      const event = list3[i];
      if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, cur, event)) {
        counted = counted.filter((e) => e.status === "R-from");
        if (event.status === "R-from") {
          cur = event.other;
          baseline = blobAt(index, cur, event.pos);
          last = event.pos;
          moved = true;
          break;
        }
        baseline = event.newBlob;
        continue;
      }
      counted.push(event.status === "R-from" ? trackedAs(event, cur, blobAt(index, event.other, event.pos)) : tracked(event, cur));
      if (event.status === "R-from") {
        renames.push({ from: cur, to: event.other, pos: event.pos });
        cur = event.other;
        last = event.pos;
        moved = true;
        break;
      }
    }
    if (!moved) break;
  }
  return { startPath: path, endPath: cur, baseline, final: index.endTree.get(cur) ?? null, counted, renames };
}
function isOwnChange(exclusion, path, event) {
  if (!exclusion.blobs) return true;
  return (exclusion.blobs.get(path) ?? null) === event.newBlob;
}
function eventAt(index, path, pos, status) {
  const list3 = index.events.get(path) ?? [];
  for (let i = firstAfter(list3, pos - 1); i < list3.length && list3[i].pos === pos; i++) if (list3[i].status === status) return list3[i];
  return void 0;
}
function trackFolder(index, dir, start, exclusion) {
  const counted = [];
  for (const path of pathsUnder(index.eventPaths, dir)) collect(index, path, start, exclusion, counted);
  dropInnerMoves(counted, (p) => p.startsWith(`${dir}/`));
  counted.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const filesAtEnd = pathsUnder(index.endPaths, dir).length;
  let movedTo = null;
  if (filesAtEnd === 0) {
    const targets = /* @__PURE__ */ new Set();
    for (const e of counted) {
      if (e.status !== "R-from" || !e.other) continue;
      const rest = e.path.slice(dir.length);
      targets.add(e.other.endsWith(rest) ? e.other.slice(0, e.other.length - rest.length) : "\0");
    }
    const [only] = targets;
    if (targets.size === 1 && only && only !== "\0" && pathsUnder(index.endPaths, only).length > 0) movedTo = only;
  }
  return { filesAtEnd, counted, movedTo };
}
function trackGlob(index, matcher, start, exclusion) {
  const counted = [];
  for (const path of index.eventPaths) if (matcher.test(path)) collect(index, path, start, exclusion, counted);
  dropInnerMoves(counted, (p) => matcher.test(p));
  return counted.sort((a, b) => a.pos - b.pos || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
function collect(index, path, start, exclusion, into) {
  const list3 = index.events.get(path);
  for (let i = firstAfter(list3, start); i < list3.length; i++) {
    const event = list3[i];
    if (exclusion && event.pos === exclusion.pos && isOwnChange(exclusion, path, event)) continue;
    into.push(tracked(event, path));
  }
}
function tracked(event, path) {
  return event.path === path ? event : trackedAs(event, path, event.newBlob);
}
function trackedAs(event, path, newBlob) {
  return { pos: event.pos, status: event.status, oldBlob: event.oldBlob, newBlob, other: event.other, path };
}
function dropInnerMoves(events, inside2) {
  let w = 0;
  for (const e of events) if (!(e.status === "R-to" && e.other && inside2(e.other))) events[w++] = e;
  events.length = w;
}

// src/outdated/restated.ts
var STATEMENT_LINES = 50;
var ANCHOR = "\0";
function restatements(before, after, lines) {
  const out = [];
  if (lines.every((l) => l.terms.some((t) => findNeedle(after, t, 0) < 0))) {
    for (let i = 0; i < lines.length; i++) out.push(null);
    return out;
  }
  let versions = null;
  const verdicts = /* @__PURE__ */ new Map();
  const restatement = (line, terms) => {
    let kind = "format";
    for (const term of terms) {
      let verdict = verdicts.get(term);
      if (!verdict) verdicts.set(term, verdict = compare(...versions ??= [new Version(before), new Version(after)], term));
      const said = verdict.byLine.get(line - 1);
      if (!said) return null;
      for (const s of said) {
        if ((verdict.missing.get(s.reduced) ?? 0) > 0) return null;
        if (!verdict.layouts.has(s.full)) kind = "list";
      }
    }
    return kind;
  };
  for (const { line, terms } of lines) out.push(restatement(line, terms));
  return out;
}
function compare(old, now, term) {
  const byLine = /* @__PURE__ */ new Map();
  const missing = /* @__PURE__ */ new Map();
  old.said(term, (line, s) => {
    const list3 = byLine.get(line);
    if (list3) list3.push(s);
    else byLine.set(line, [s]);
    missing.set(s.reduced, (missing.get(s.reduced) ?? 0) + 1);
  });
  const layouts = /* @__PURE__ */ new Set();
  now.said(term, (_line, s) => {
    const n = missing.get(s.reduced);
    if (n !== void 0) missing.set(s.reduced, n - 1);
    layouts.add(s.full);
  });
  return { byLine, missing, layouts };
}
var Version = class {
  constructor(text) {
    this.text = text;
    for (let nl = text.indexOf("\n"); nl >= 0; nl = text.indexOf("\n", nl + 1)) this.starts.push(nl + 1);
    this.depths = new Int32Array(this.starts.length + 1).fill(-1);
  }
  text;
  starts = [0];
  /** Depth at the start of each line (-1 until measured), and one more entry for the end of the text. */
  depths;
  /** Calls `each` with what every occurrence of the term says, and its 0-based line. */
  said(term, each) {
    const byStatement = /* @__PURE__ */ new Map();
    let line = 0;
    for (let at = findNeedle(this.text, term, 0); at >= 0; at = findNeedle(this.text, term, at + term.needle.length)) {
      while (line + 1 < this.starts.length && this.starts[line + 1] <= at) line++;
      const [first, last] = this.statement(line);
      const key = `${first}:${last}`;
      const group = byStatement.get(key);
      if (group) {
        group.at.push(at);
        group.lines.push(line);
      } else {
        byStatement.set(key, { first, last, at: [at], lines: [line] });
      }
    }
    for (const { first, last, at, lines } of byStatement.values()) {
      const from = this.starts[first];
      const to = last + 1 < this.starts.length ? this.starts[last + 1] : this.text.length;
      const { tokens: tokens2, anchors } = tokenize(this.text, from, to, at, term.needle.length);
      const full = finish(tokens2, null);
      anchors.forEach((index, k) => each(lines[k], { reduced: finish(tokens2, reduceAround(tokens2, index)), full }));
    }
  }
  /** The lines of the statement holding `line`: from the last line starting outside brackets to where they close. */
  statement(line) {
    let first = line;
    while (this.depthAt(first) > 0 && line - first < STATEMENT_LINES) first--;
    let last = line;
    while (this.depthAt(last + 1) > 0 && last - line < STATEMENT_LINES) last++;
    if (this.depthAt(first) > 0 || this.depthAt(last + 1) > 0) return [line, line];
    return [first, last];
  }
  /** Bracket depth at the start of `line` (strings skipped, stray closers ignored); past the last line, at the end. */
  depthAt(line) {
    const n = this.starts.length;
    const target = Math.min(line, n);
    let from = target;
    while (from > 0 && this.depths[from] < 0 && !this.topLevel(from)) from--;
    let depth = Math.max(0, this.depths[from]);
    for (let i = from; i < target; i++) {
      this.depths[i] = depth;
      depth = this.topLevel(i + 1) ? 0 : depthAfter(this.text, this.starts[i], i + 1 < n ? this.starts[i + 1] - 1 : this.text.length, depth);
    }
    this.depths[target] = depth;
    return depth;
  }
  topLevel(line) {
    const at = line < this.starts.length ? this.starts[line] : this.text.length;
    if (at >= this.text.length) return false;
    const c = this.text.charCodeAt(at);
    return !isSpace(c) && c !== 41 && c !== 93 && c !== 125;
  }
};
function depthAfter(text, from, end, depth) {
  for (let p = from; p < end; p++) {
    const c = text.charCodeAt(p);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth = depth > 0 ? depth - 1 : 0;
    else if (c === 34 || c === 39 || c === 96) {
      const close = stringEnd(text, p, end);
      if (close >= 0) p = close;
    }
  }
  return depth;
}
function stringEnd(text, p, lineEnd) {
  const quote = text.charCodeAt(p);
  for (let q = p + 1; q < lineEnd; q++) {
    const c = text.charCodeAt(q);
    if (c === 92) q++;
    else if (c === quote) return q;
  }
  return -1;
}
var isWordChar2 = (c) => c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 36;
var isSpace = (c) => c === 32 || c >= 9 && c <= 13;
function tokenize(text, from, to, at, length) {
  const tokens2 = [];
  const anchors = [];
  let next = 0;
  const anchor = () => {
    anchors.push(tokens2.length);
    tokens2.push(ANCHOR);
    next++;
  };
  let p = from;
  while (p < to) {
    if (next < at.length && p === at[next]) {
      anchor();
      p += length;
      continue;
    }
    const c = text.charCodeAt(p);
    if (isSpace(c)) {
      p++;
    } else if (c === 34 || c === 39 || c === 96) {
      const lineEnd = text.indexOf("\n", p);
      const close = stringEnd(text, p, lineEnd < 0 || lineEnd > to ? to : lineEnd);
      if (close < 0) {
        tokens2.push(text[p]);
        p++;
        continue;
      }
      let piece = '"';
      for (let q = p + 1; q < close; ) {
        if (next < at.length && q === at[next]) {
          tokens2.push(piece);
          anchor();
          piece = "";
          q += length;
        } else {
          piece += text[q];
          q++;
        }
      }
      tokens2.push(piece + '"');
      p = close + 1;
    } else if (isWordChar2(c)) {
      let q = p + 1;
      while (q < to && isWordChar2(text.charCodeAt(q)) && !(next < at.length && q === at[next])) q++;
      tokens2.push(text.slice(p, q));
      p = q;
    } else {
      tokens2.push(text[p]);
      p++;
    }
  }
  return { tokens: tokens2, anchors };
}
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
function reduceAround(tokens2, index) {
  const drop = new Uint8Array(tokens2.length);
  let pos = index;
  for (; ; ) {
    let open = -1;
    for (let i = pos - 1, depth = 0; i >= 0; i--) {
      const t = tokens2[i];
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) {
        if (depth === 0) {
          open = i;
          break;
        }
        depth--;
      }
    }
    let close = tokens2.length;
    for (let i = pos + 1, depth = 0; i < tokens2.length; i++) {
      const t = tokens2[i];
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) {
        if (depth === 0) {
          close = i;
          break;
        }
        depth--;
      }
    }
    const list3 = open < 0 ? importList(tokens2, pos) : null;
    const separates = (t) => t === ";" || (open >= 0 || list3 !== null) && t === ",";
    const from = list3 ? list3.keyword : open;
    let start = from + 1;
    for (let i = pos - 1, depth = 0; i > from; i--) {
      const t = tokens2[i];
      if (CLOSE.has(t)) depth++;
      else if (OPEN.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        start = i + 1;
        break;
      }
    }
    let end = close;
    for (let i = pos + 1, depth = 0; i < close; i++) {
      const t = tokens2[i];
      if (OPEN.has(t)) depth++;
      else if (CLOSE.has(t)) depth--;
      else if (depth === 0 && separates(t)) {
        end = i;
        break;
      }
    }
    for (let i = open + 1; i < start; i++) if (!list3 || i < list3.statement || i > list3.keyword) drop[i] = 1;
    for (let i = end; i < close; i++) drop[i] = 1;
    if (open < 0) return drop;
    pos = open;
  }
}
function importList(tokens2, pos) {
  let statement = 0;
  let keyword = -1;
  for (let i = pos - 1, depth = 0; i >= 0; i--) {
    const t = tokens2[i];
    if (CLOSE.has(t)) depth++;
    else if (OPEN.has(t)) depth--;
    else if (depth === 0 && t === ";") {
      statement = i + 1;
      break;
    } else if (depth === 0 && t === "import" && keyword < 0) keyword = i;
  }
  if (keyword < 0) return null;
  if (tokens2[statement] === "from") return keyword > statement ? { statement, keyword } : null;
  if (keyword !== statement) return null;
  for (let i = pos + 1, depth = 0; i < tokens2.length && tokens2[i] !== ";"; i++) {
    const t = tokens2[i];
    if (OPEN.has(t)) depth++;
    else if (CLOSE.has(t)) depth--;
    else if (depth === 0 && t === "from") return null;
  }
  return { statement, keyword };
}
function finish(tokens2, drop) {
  const kept = drop ? tokens2.filter((_, i) => drop[i] === 0) : [...tokens2];
  const out = [];
  for (let i = 0; i < kept.length; i++) {
    const t = kept[i];
    if ((t === "," || t === ";") && (i + 1 === kept.length || CLOSE.has(kept[i + 1]) || kept[i + 1] === ";" || kept[i + 1] === ",")) continue;
    out.push(t);
  }
  return out.join("");
}

// src/outdated/grade.ts
var normalize = (line) => {
  const t = line.trim();
  return t.includes("  ") || t.includes("	") ? t.replace(/\s+/g, " ") : t;
};
function changedShare(before, after) {
  const [start, beforeEnd, afterEnd] = changedRegion(before, after);
  const kept = nonBlankLines(before, 0, start) + nonBlankLines(before, beforeEnd, before.length);
  const removed = /* @__PURE__ */ new Map();
  let beforeSize = kept;
  for (const raw of before.slice(start, beforeEnd).split("\n")) {
    const line = normalize(raw);
    if (!line) continue;
    beforeSize++;
    removed.set(line, (removed.get(line) ?? 0) + 1);
  }
  let afterSize = kept;
  let common = kept;
  for (const raw of after.slice(start, afterEnd).split("\n")) {
    const line = normalize(raw);
    if (!line) continue;
    afterSize++;
    if (common === beforeSize) continue;
    const n = removed.get(line);
    if (n) {
      common++;
      removed.set(line, n - 1);
    }
  }
  if (beforeSize === 0) return afterSize === 0 ? 0 : 1;
  return (beforeSize - common) / beforeSize;
}
function changedRegion(before, after) {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  const start = prefix === 0 ? 0 : before.lastIndexOf("\n", prefix - 1) + 1;
  let suffix = 0;
  const room = shorter - start;
  while (suffix < room && before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)) suffix++;
  const nl = suffix === 0 ? -1 : before.indexOf("\n", before.length - suffix);
  const tail = nl < 0 ? 0 : before.length - nl - 1;
  return [start, before.length - tail, after.length - tail];
}
function nonBlankLines(text, from, to) {
  let count = 0;
  let blank = true;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (!blank) count++;
      blank = true;
    } else if (blank && !isSpace2(c)) {
      blank = false;
    }
  }
  return blank ? count : count + 1;
}
var isSpace2 = (c) => c === 32 || c >= 9 && c <= 13 || c > 127 && /\s/.test(String.fromCharCode(c));
function keptLines(text) {
  const kept = /* @__PURE__ */ new Set();
  for (const raw of text.split("\n")) {
    const line = normalize(raw);
    if (line !== "") kept.add(line);
  }
  return kept;
}
function termMatchers(terms) {
  const matchers = [];
  for (const term of terms) {
    const value = plainKeyValue(term);
    if (value === null) {
      matchers.push({ term, test: (line) => holdsNeedle(line, term) });
      continue;
    }
    const asValue = { needle: value, kind: /^\d/.test(value) ? "value" : "identifier" };
    matchers.push({ term, test: (line) => holdsNeedle(line, term) && holdsNeedle(line, asValue) });
  }
  return matchers;
}
function plainKeyValue(term) {
  if (term.kind !== "key" || !/^[a-z]+$/.test(term.needle)) return null;
  const value = /^[\w.-]*\s*[:=]\s*['"]?([^'"\s,;]+)/.exec(term.text)?.[1];
  return value && value.length > 0 ? value : null;
}
function isPlainWord(term) {
  return (term.kind === "identifier" || term.kind === "key") && /^[a-z]+$/.test(term.text);
}
function changedAnchorLines(before, after, all) {
  const matchers = all.some((m) => isPlainWord(m.term)) ? all.filter((m) => !isPlainWord(m.term) || !holdsNeedle(after, m.term)) : all;
  if (matchers.length === 0) return [];
  const starts = [];
  for (const m of matchers) {
    const needle = m.term.needle;
    for (let at = before.indexOf(needle); at >= 0; ) {
      starts.push(at > 0 ? before.lastIndexOf("\n", at - 1) + 1 : 0);
      const end = before.indexOf("\n", at);
      if (end < 0) break;
      at = before.indexOf(needle, end + 1);
    }
  }
  if (starts.length === 0) return [];
  starts.sort((a, b) => a - b);
  let kept = null;
  const out = [];
  const termsOf = [];
  let lineNo = 1;
  let counted = 0;
  let previous = -1;
  for (const start of starts) {
    if (start === previous) continue;
    previous = start;
    for (let nl = before.indexOf("\n", counted); nl >= 0 && nl < start; nl = before.indexOf("\n", nl + 1)) lineNo++;
    counted = start;
    const end = before.indexOf("\n", start);
    const raw = end < 0 ? before.slice(start) : before.slice(start, end);
    let hits = null;
    for (const m of matchers) if (m.test(raw)) (hits ??= []).push(m);
    if (hits === null) continue;
    const line = normalize(raw);
    kept ??= keptLines(after);
    if (kept.has(line)) continue;
    const texts = [];
    const terms = [];
    for (const hit of hits) {
      texts.push(hit.term.text);
      terms.push(hit.term);
    }
    out.push({ line: lineNo, text: line, raw: raw.trim(), terms: texts, restated: void 0 });
    termsOf.push(terms);
  }
  if (out.length === 0) return out;
  const asked = [];
  for (let i = 0; i < out.length; i++) asked.push({ line: out[i].line, terms: termsOf[i] });
  const restated = restatements(before, after, asked);
  for (let i = 0; i < restated.length; i++) {
    const r = restated[i];
    if (r) out[i].restated = r;
  }
  return out;
}

// src/outdated/collect.ts
function startRangeChain(root, env, range, chainCache) {
  if (!range) return null;
  const dots = range.indexOf("..");
  const start = dots < 0 ? "" : range.slice(0, dots);
  const end = dots < 0 ? "" : range.slice(dots + 2);
  if (range.includes("...") || !FULL_ID.test(end)) return null;
  const ctx = { cwd: root, env };
  const shallow = isShallow(ctx);
  let whole = null;
  const readWhole = () => {
    if (!whole) {
      whole = readChain(ctx, end, { shallow });
      if (chainCache) whole.then((c) => writeChainCache(chainCache, c)).catch(() => {
      });
      whole.catch(() => {
      });
    }
    return whole;
  };
  const chain = chainCache && FULL_ID.test(start) && start.length === end.length ? shallow.then((isShallow2) => isShallow2 ? null : readRangeChain(ctx, start, end, chainCache).catch(() => null)).then((c) => c ?? readWhole()) : readWhole();
  shallow.catch(() => {
  });
  chain.catch(() => {
  });
  return { cwd: root, range, shallow, chain, whole: readWhole };
}
var FULL_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var LISTED_PATHS_MAX_CHARS = 1e5;
function startWalks(ctx, end, shallow, meta, onMixed, exclude, mentioned, early) {
  const log = startLog(ctx, end, { meta, onMixed, ...exclude ? { exclude } : {} });
  let full = null;
  const fullTree = () => {
    if (!full) {
      full = readTree(ctx, end);
      full.catch(() => {
      });
    }
    return full;
  };
  const tree = !mentioned ? fullTree() : (mentioned.paths.length > 0 ? readTree(ctx, end, mentioned.paths) : Promise.resolve(/* @__PURE__ */ new Map())).then((listed2) => {
    if (!mentioned.allAsWritten(new Set(listed2.keys()))) void fullTree();
    return listed2;
  });
  const chain = early ?? readChain(ctx, end, { shallow }, { meta: !meta });
  log.done.catch(() => {
  });
  tree.catch(() => {
  });
  chain.catch(() => {
  });
  return { log, tree, partial: mentioned !== null, fullTree, chain };
}
function allAsWritten(resolver, learnings, mentionsOf2) {
  for (const learning of learnings) {
    for (const mention of mentionsOf2(learning)) {
      const r = resolver.resolve(mention, learning.baseDir);
      if (!r || r.status !== "resolved" || r.how !== "exact" || r.kind === "glob") return false;
    }
  }
  return true;
}
function pathsAsWritten(learnings, mentionsOf2) {
  const out = /* @__PURE__ */ new Set();
  let chars = 0;
  for (const learning of learnings) {
    for (const mention of mentionsOf2(learning)) {
      if (mention.kind === "glob") return null;
      for (const path of learning.baseDir ? [joinPath(learning.baseDir, mention.path), mention.path] : [mention.path]) {
        if (out.has(path) || !path.split("/").every((part) => part !== "" && part !== "." && part !== "..")) continue;
        out.add(path);
        chars += path.length + 1;
        if (chars > LISTED_PATHS_MAX_CHARS) return null;
      }
    }
  }
  return [...out];
}
function touches(tracked2, positions) {
  if (positions.size === 0) return false;
  const any = (events) => events.some((e) => positions.has(e.pos));
  return tracked2.some((t) => t.file && any(t.file.counted) || t.folder && any(t.folder.counted) || t.glob && any(t.glob));
}
function changePositions(index, path) {
  const out = /* @__PURE__ */ new Set();
  const paths = [path];
  const seen = new Set(paths);
  while (paths.length > 0) {
    for (const event of index.events.get(paths.pop()) ?? []) {
      out.add(event.pos);
      if (event.status === "R-to" && event.other && !seen.has(event.other)) {
        seen.add(event.other);
        paths.push(event.other);
      }
    }
  }
  return out;
}
async function collectEvidence(input) {
  const root = input.cwdIsRoot ? input.cwd : await findRepoRoot(input.cwd, input.env);
  if (!root) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: "run discoveries check from a clone of the repository" });
  const ctx = { cwd: root, env: input.env };
  const phase = input.onPhase ?? (() => {
  });
  const notes = new Notes();
  const range = parseRange(input.range ?? null);
  const active = input.learnings.filter((l) => l.status === "active");
  const result = { head: null, range: input.range ?? null, evidence: /* @__PURE__ */ new Map(), since: /* @__PURE__ */ new Map(), warnings: [], checked: { learnings: active.length, commits: 0 } };
  phase("reading history");
  const anchorNames = [...new Set(active.map((l) => l.anchorCommit).filter((a) => !!a).map((a) => `${a}^{commit}`))];
  if (range.start) anchorNames.push(`${range.start}^{commit}`);
  const withMeta = range.start !== null;
  const early = input.early && input.early.cwd === root && input.early.range === input.range && FULL_ID.test(range.end) ? input.early : null;
  const shallow = early ? early.shallow : isShallow(ctx);
  const notACommit = () => new UserError(`'${range.end}' is not a commit in this repository`, { fix: "pass --range A..B with commits that exist (git log shows them)" });
  const mentionCache = /* @__PURE__ */ new Map();
  const mentionsOf2 = (learning) => {
    let list3 = mentionCache.get(learning);
    if (!list3) mentionCache.set(learning, list3 = extractPathMentions(learning.content));
    return list3;
  };
  const asWritten = range.start !== null ? pathsAsWritten(active, mentionsOf2) : null;
  const mentioned = asWritten && { paths: asWritten, allAsWritten: (listed2) => allAsWritten(new PathResolver(listed2), active, mentionsOf2) };
  const lined = active.filter((l) => l.line !== null);
  const earlyBlames = /* @__PURE__ */ new Map();
  let earlyBlamesDone = false;
  const blameStores = (learnings, historyOf) => {
    for (const [path, lines] of linesByPath(learnings)) {
      const read = blameFile(ctx, path, lines, historyOf?.(path));
      read.catch(() => {
      });
      earlyBlames.set(path, read);
    }
    void Promise.allSettled(earlyBlames.values()).then(() => earlyBlamesDone = true);
  };
  let mixed = false;
  const onMixed = lined.length === 0 ? void 0 : {
    paths: new Set(lined.map((l) => l.source.path)),
    call: () => {
      if (range.start === null) mixed = true;
      else blameStores(lined);
    }
  };
  let objects;
  let walks;
  if (FULL_ID.test(range.end)) {
    walks = startWalks(ctx, range.end, shallow, withMeta, onMixed, range.start && FULL_ID.test(range.start) ? range.start : void 0, mentioned, early?.chain);
    const chain2 = await walks.chain.catch((error) => {
      throw error instanceof UserError ? notACommit() : error;
    });
    const idOf = (name) => name.slice(0, -"^{commit}".length);
    const known = (sha) => chain2.posOf.has(sha) || (chain2.before?.(sha) ?? false);
    const onChain = (name) => FULL_ID.test(idOf(name)) && known(idOf(name));
    objects = await lookupObjects(ctx, anchorNames.filter((n) => !onChain(n)));
    for (const name of anchorNames) if (onChain(name)) objects.set(name, { sha: idOf(name), type: "commit" });
    const anchoredOnChain = (l) => {
      const sha = l.anchorCommit ? objects.get(`${l.anchorCommit}^{commit}`)?.sha : void 0;
      return sha !== void 0 && known(sha);
    };
    if (chain2.before && early && !active.every(anchoredOnChain)) walks = { ...walks, chain: early.whole() };
  } else {
    objects = await lookupObjects(ctx, [`${range.end}^{commit}`, ...anchorNames]);
    const hasCommits = objects.get(`${range.end}^{commit}`);
    if (!hasCommits) {
      if (range.end === "HEAD" && input.range == null) {
        result.warnings.push("this repository has no commits yet: nothing to check");
        return result;
      }
      throw notACommit();
    }
    walks = startWalks(ctx, hasCommits.sha, shallow, withMeta, onMixed, range.start ? objects.get(`${range.start}^{commit}`)?.sha : void 0, mentioned);
  }
  const { log, tree } = walks;
  const chain = await walks.chain;
  result.head = chain.end;
  const resolveSha = (name) => objects.get(`${name}^{commit}`)?.sha ?? null;
  let entries = null;
  const offChain = (sha) => !!sha && !chain.posOf.has(sha) && !chain.before?.(sha);
  if (anchorNames.some((n) => offChain(objects.get(n)?.sha))) entries = await readEntryPoints(ctx, chain);
  const locate = (sha) => {
    const pos = chain.posOf.get(sha);
    if (pos !== void 0) return { pos, onChain: true };
    if (chain.before?.(sha)) return { pos: -1, onChain: true };
    const entry = entries?.entryOf(sha);
    return entry === void 0 ? null : { pos: entry, onChain: false };
  };
  const blamed = /* @__PURE__ */ new Map();
  const blame = async (learnings, historyOf) => {
    const byPath = linesByPath(learnings);
    const read = await Promise.all(
      [...byPath].sort(([a], [b]) => cmp(a, b)).map(async ([path, lines]) => [path, await (earlyBlames.get(path) ?? blameFile(ctx, path, lines, historyOf?.(path)))])
    );
    for (const [path, lines] of read) {
      const known = blamed.get(path);
      if (!known) blamed.set(path, lines);
      else for (const [line, b] of lines) known.set(line, b);
    }
    if (!entries && read.some(([, lines]) => [...lines.values()].some((b) => offChain(b.sha)))) entries = await readEntryPoints(ctx, chain);
  };
  const blamedLine = (learning) => learning.line !== null ? blamed.get(learning.source.path)?.get(learning.line) : void 0;
  const anchored = (l) => {
    if (!l.anchorCommit) return false;
    const sha = resolveSha(l.anchorCommit);
    return sha ? locate(sha) !== null : chain.shallow;
  };
  const blamedFirst = new Set(active.filter((l) => l.line !== null && !anchored(l)));
  await blame([...blamedFirst]);
  let rangeStart = -1;
  if (range.start) {
    const sha = resolveSha(range.start);
    const at = sha ? locate(sha) : null;
    if (!sha || !at) throw new UserError(`range start '${range.start}' is not in the history of '${range.end}'`, { fix: "use A..B where A is an ancestor of B" });
    rangeStart = at.onChain ? at.pos : at.pos - 1;
  }
  let walking = true;
  log.done.then(
    () => walking = false,
    () => walking = false
  );
  const subjects = [];
  for (const [i, learning] of active.entries()) {
    if (walking && i % 64 === 63) await letGitWrite();
    const line = blamedLine(learning);
    const start = startOf(learning, line, chain, resolveSha, locate, notes);
    if (start.kind === "shallow") {
      notes.add("shallow", learning.id);
      continue;
    }
    if (start.kind === "none") continue;
    let pos = start.pos;
    let via = start.via;
    let bridge = start.bridge;
    if (pos < rangeStart) {
      pos = rangeStart;
      via = "range";
      bridge = void 0;
    }
    const subject = {
      learning,
      start: pos,
      since: { commit: bridge ? bridge.sha : pos >= 0 ? chain.shas[pos] : null, via },
      bridge,
      // Set by setExclusion; present from the start so that every subject has one shape (grading reads them monomorphically).
      exclusion: void 0,
      // Both read the text only: done while git walks.
      mentions: mentionsOf2(learning),
      resolutions: [],
      anchors: extractAnchors(learning.content),
      recordKnown: learning.line === null || blamedFirst.has(learning)
    };
    setExclusion(subject, line);
    subjects.push(subject);
  }
  function setExclusion(subject, line) {
    if (line?.sha && !(chain.shallow && line.sha === chain.shas[0])) {
      const at = locate(line.sha);
      if (at && at.pos > subject.start) subject.exclusion = { pos: at.pos, sha: at.onChain ? void 0 : line.sha };
    }
  }
  if (subjects.length === 0) {
    log.stopAt(chain.end);
    await Promise.all([log.done, tree]);
    result.warnings = notes.render(chain);
    return result;
  }
  const from = Math.min(...subjects.map((s) => s.start));
  if (from >= 0) log.stopAt(chain.shas[from]);
  const [raw, endTree] = await Promise.all([log.done, tree]);
  if (walks.partial) addWalkedPaths(endTree, raw);
  let index = indexFrom(raw, chain, endTree);
  if (mixed) blameStores(lined.filter((l) => !blamedFirst.has(l)), (path) => storeHistory(index, path, from));
  result.checked.commits = chain.shas.length - 1 - from;
  phase("resolving paths");
  const resolveMentions = () => {
    const resolver = new PathResolver(/* @__PURE__ */ new Set([...index.endTree.keys(), ...index.events.keys()]));
    let asWritten2 = true;
    for (const subject of subjects) {
      subject.resolutions = [];
      const seen = /* @__PURE__ */ new Set();
      for (const mention of subject.mentions) {
        const resolution = resolver.resolve(mention, subject.learning.baseDir);
        if (!resolution || resolution.status !== "resolved" || resolution.how !== "exact" || resolution.kind === "glob") asWritten2 = false;
        else if (resolution.kind === "dir" && pathsUnder(index.endPaths, resolution.path).length === 0) asWritten2 = false;
        if (!resolution) continue;
        const key = resolution.status === "resolved" ? `${resolution.kind}:${resolution.path}` : `?${mention.path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        subject.resolutions.push(resolution);
      }
    }
    return asWritten2;
  };
  if (!resolveMentions() && walks.partial) {
    const whole = await walks.fullTree();
    index = { ...index, endTree: whole, endPaths: [...whole.keys()].sort() };
    resolveMentions();
  }
  const blobsAt = /* @__PURE__ */ new Map();
  const lookUpFiles = async (pairs) => {
    const names = [];
    for (const [subject, sha] of pairs) for (const r of subject.resolutions) if (r.status === "resolved" && r.kind === "file") names.push(`${sha}:${r.path}`);
    if (names.length === 0) return;
    for (const [name, info] of await lookupObjects(ctx, names)) blobsAt.set(name, info?.sha ?? null);
  };
  const blobMap = (sha, subject) => {
    const map = /* @__PURE__ */ new Map();
    for (const r of subject.resolutions) if (r.status === "resolved" && r.kind === "file") map.set(r.path, blobsAt.get(`${sha}:${r.path}`) ?? null);
    return map;
  };
  await lookUpFiles(subjects.flatMap((s) => [...s.bridge ? [[s, s.bridge.sha]] : [], ...s.exclusion?.sha ? [[s, s.exclusion.sha]] : []]));
  phase("grading evidence");
  const isHub = hubMatcher(input.options.hubFiles);
  const commits = new CommitRefs(index, ctx, chain.meta);
  const perLearning = /* @__PURE__ */ new Map();
  for (const subject of subjects) perLearning.set(subject, evidenceList());
  const blobCache = new BlobCache();
  const blobs = new BlobSession(ctx, { cache: blobCache });
  let bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
  try {
    let examine2 = function(subject, track2, before, after) {
      let terms = matchers.get(subject);
      if (!terms) matchers.set(subject, terms = termMatchers(subject.anchors));
      const found = before !== null && after !== null && terms.length > 0 ? changedAnchorLines(before, after, terms) : [];
      const lines = found.filter((l) => !l.restated);
      const restated = found.filter((l) => l.restated);
      if (lines.length === 0) return { before, after, lines, restated, searches: [], narrowed: Promise.resolve() };
      const steps = track2.counted.filter((e) => e.newBlob !== null || e.status === "D");
      const searches = [];
      const narrowing = [];
      for (const line of lines) {
        const search = { raw: line.raw, steps, lo: 0, hi: steps.length - 1 };
        searches.push(search);
        narrowing.push(narrow(search));
      }
      const narrowed = Promise.all(narrowing);
      narrowed.catch(() => {
      });
      return { before, after, lines, restated, searches, narrowed };
    };
    var examine = examine2;
    const pendingContent = [];
    const track = (subject) => {
      const exclusion = subject.exclusion ? { pos: subject.exclusion.pos, blobs: subject.exclusion.sha ? blobMap(subject.exclusion.sha, subject) : void 0 } : void 0;
      const bridge = subject.bridge ? { pos: subject.bridge.pos, blobs: blobMap(subject.bridge.sha, subject) } : void 0;
      const tracked2 = [];
      for (const resolution of subject.resolutions) {
        if (resolution.status === "unresolved") tracked2.push({ resolution, file: void 0, folder: void 0, glob: void 0 });
        else if (resolution.kind === "file") tracked2.push({ resolution, file: trackFile(index, resolution.path, subject.start, exclusion, bridge), folder: void 0, glob: void 0 });
        else if (resolution.kind === "dir") tracked2.push({ resolution, file: void 0, folder: trackFolder(index, resolution.path, subject.start, exclusion), glob: void 0 });
        else tracked2.push({ resolution, file: void 0, folder: void 0, glob: trackGlob(index, resolution.matcher, subject.start, exclusion) });
      }
      return tracked2;
    };
    const grade = (subject, tracked2) => {
      const out = perLearning.get(subject);
      for (const { resolution, file, folder, glob } of tracked2) {
        const mention = resolution.mention.text;
        if (resolution.status === "unresolved") {
          out.push(unresolvedEvidence(resolution));
        } else if (file) {
          const hub = isHub(file.endPath) && isHub(file.startPath);
          fileEvidence(file, mention, hub, input.options, commits, out, () => {
            if (!hub || subject.anchors.length > 0) {
              const examined = Promise.all([bulk.request(file.baseline), bulk.request(file.final)]).then(([before, after]) => examine2(subject, file, before, after));
              examined.catch(() => {
              });
              pendingContent.push({ subject, track: file, mention, out, examined });
            }
          });
        } else if (folder) {
          const counted = folder.counted.filter((e) => !isHub(e.path));
          if (folder.filesAtEnd === 0 && folder.counted.length > 0) {
            const last = folder.counted[folder.counted.length - 1];
            if (folder.movedTo) {
              const moves2 = folder.counted.filter((e) => e.status === "R-from");
              const cited = commits.cite(moves2);
              const movedTo = folder.movedTo;
              out.push(commits.describe({ kind: "renamed", mention, path: resolution.path, newPath: movedTo, ...listed(cited) }, () => `${resolution.path}/ moved to ${movedTo}/ ${inText(cited)}`));
            } else {
              const cited = commits.cite([last]);
              out.push(commits.describe({ kind: "deleted", mention, path: resolution.path, ...listed(cited) }, () => `${resolution.path}/ no longer exists (emptied ${inText(cited)})`));
            }
          } else if (folder.filesAtEnd === 0) {
            out.push({ kind: "unresolved", mention, path: null, commits: [], summary: `${mention} did not exist when this was written` });
          } else if (counted.length > 0) {
            out.push(touchedEvidence(mention, resolution.path, counted, commits, "folder"));
          }
        } else if (glob) {
          const counted = glob.filter((e) => !isHub(e.path));
          if (counted.length > 0) out.push(touchedEvidence(mention, resolution.path, counted, commits, "glob"));
        }
      }
    };
    const matchers = /* @__PURE__ */ new Map();
    async function narrow(s) {
      while (s.lo < s.hi) {
        const mid = s.lo + s.hi >>> 1;
        const blob = s.steps[mid].newBlob;
        const text = blob ? await blobs.request(blob) : null;
        if (text === null || !text.includes(s.raw)) s.hi = mid;
        else s.lo = mid + 1;
      }
    }
    async function gradeContent(items) {
      bulk.close();
      bulk = new BlobSession(ctx, { buffered: true, cache: blobCache });
      const attributions = [];
      for (const item of items) {
        const examined = await item.examined;
        const { before, after } = examined;
        if (examined.lines.length > 0) {
          attributions.push([item, examined]);
          continue;
        }
        if (isHub(item.track.endPath)) continue;
        const share = before !== null && after !== null ? changedShare(before, after) : 1;
        const content = item.track.counted.filter((e) => e.status !== "R-from");
        const events = content.length > 0 ? content : item.track.counted;
        if (share >= input.options.rewrittenThreshold) {
          const cited = commits.cite(events);
          const endPath = item.track.endPath;
          item.out.push(commits.describe({ kind: "rewritten", mention: item.mention, path: endPath, ...listed(cited) }, () => `${endPath} was mostly rewritten (${Math.round(share * 100)}% of its lines) ${inText(cited)}`));
        } else {
          item.out.push(touchedEvidence(item.mention, item.track.endPath, events, commits, "file", examined.restated));
        }
      }
      for (const [item, { lines, searches, narrowed }] of attributions) {
        await narrowed;
        const culprits = [];
        for (const s of searches) {
          const step = s.steps[s.lo];
          if (step && !culprits.includes(step)) culprits.push(step);
        }
        culprits.sort((a, b) => a.pos - b.pos);
        const terms = [...new Set(lines.flatMap((l) => l.terms))];
        const ranges = toRanges(item.track.startPath, lines.map((l) => l.line));
        const where = ranges.map((r) => r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`).join(", ");
        const cited = commits.cite(culprits.length > 0 ? culprits : item.track.counted);
        const startPath = item.track.startPath;
        item.out.push(
          commits.describe({ kind: "anchor-changed", mention: item.mention, path: item.track.endPath, anchors: terms, ...listed(cited), lines: ranges }, () => `${terms.join(", ")} changed in ${startPath} (line${lines.length > 1 ? "s" : ""} ${where}) ${inText(cited)}`)
        );
      }
    }
    const sourceChanges2 = /* @__PURE__ */ new Map();
    const changesOf = (path) => {
      let set = sourceChanges2.get(path);
      if (!set) sourceChanges2.set(path, set = changePositions(index, path));
      return set;
    };
    const later = [];
    for (const [i, subject] of subjects.entries()) {
      if (i % 64 === 63) await letGitWrite();
      const tracked2 = track(subject);
      if (!subject.recordKnown && touches(tracked2, changesOf(subject.learning.source.path))) later.push(subject);
      else grade(subject, tracked2);
    }
    const blamedLater = blame(
      later.map((s) => s.learning),
      range.start === null ? (path) => storeHistory(index, path, from) : void 0
    );
    blamedLater.catch(() => {
    });
    const gradeLater = async () => {
      await blamedLater;
      for (const subject of later) setExclusion(subject, blamedLine(subject.learning));
      await lookUpFiles(later.filter((s) => s.exclusion?.sha).map((s) => [s, s.exclusion.sha]));
      for (const subject of later) grade(subject, track(subject));
    };
    const blamedAlready = earlyBlamesDone && later.every((s) => earlyBlames.has(s.learning.source.path));
    if (later.length > 0 && blamedAlready) await gradeLater();
    await gradeContent(pendingContent.splice(0));
    if (later.length > 0 && !blamedAlready) {
      await gradeLater();
      await gradeContent(pendingContent.splice(0));
    }
  } finally {
    blobs.close();
    bulk.close();
  }
  await commits.fill();
  for (const [subject, out] of perLearning) {
    result.since.set(subject.learning.key, subject.since);
    if (out.length > 0) result.evidence.set(subject.learning.key, sortEvidence(out));
  }
  result.warnings = notes.render(chain);
  return result;
}
function storeHistory(index, path, from) {
  const { chain } = index;
  if (chain.shallow) return null;
  const events = (index.events.get(path) ?? []).filter((e) => e.pos > from);
  if (events.some((e, i) => e.status !== "M" && !(i === 0 && e.status === "A"))) return null;
  return { end: chain.end, changes: events.map((e) => chain.shas[e.pos]), base: from >= 0 ? chain.shas[from] : null };
}
function evidenceList() {
  const list3 = [NO_EVIDENCE];
  list3.length = 0;
  return list3;
}
var NO_EVIDENCE = { kind: "unresolved", mention: "", path: null, commits: [], summary: "" };
function letGitWrite() {
  return new Promise((resolve6) => setImmediate(resolve6));
}
function linesByPath(learnings) {
  const byPath = /* @__PURE__ */ new Map();
  for (const l of learnings) {
    if (l.line === null) continue;
    const lines = byPath.get(l.source.path);
    if (lines) lines.push(l.line);
    else byPath.set(l.source.path, [l.line]);
  }
  return byPath;
}
function fileEvidence(track, mention, hub, options, commits, out, needsContent) {
  if (track.baseline === null && track.counted.length === 0) {
    out.push({ kind: "unresolved", mention, path: null, commits: [], summary: `${track.startPath} did not exist when this was written` });
    return;
  }
  if (track.final === null) {
    const last = track.counted[track.counted.length - 1];
    const cited = commits.cite(last ? [last] : []);
    out.push(commits.describe({ kind: "deleted", mention, path: track.endPath, ...listed(cited) }, () => `${track.endPath} was deleted${last ? ` ${inText(cited)}` : ""}`));
    return;
  }
  if (track.renames.length > 0) {
    const moves2 = track.counted.filter((e) => e.status === "R-from");
    const cited = commits.cite(moves2);
    out.push(commits.describe({ kind: "renamed", mention, path: track.startPath, newPath: track.endPath, ...listed(cited) }, () => `${track.startPath} moved to ${track.endPath} ${inText(cited)}`));
  }
  const content = track.counted.filter((e) => e.status !== "R-from");
  if (track.baseline === null) {
    if (!hub) out.push(touchedEvidence(mention, track.endPath, track.counted, commits, "created"));
    return;
  }
  if (track.baseline !== track.final) {
    needsContent();
    return;
  }
  if (options.policy === "strict" && content.length > 0 && !hub) out.push(touchedEvidence(mention, track.endPath, content, commits, "file"));
}
function touchedEvidence(mention, path, events, commits, what, restated = []) {
  const files = what === "file" || what === "created" ? [] : [...new Set(events.map((e) => e.path))];
  const cited = commits.cite(events);
  const label = what === "folder" ? `${path}/` : path;
  const summary = () => what === "created" ? `${path} was created after this was written, ${inText(cited)}` : what === "file" ? `${label} changed ${inText(cited)}; ${restated.length > 0 ? restatedText(restated) : "nothing it names did"}` : `${files.length} file${files.length === 1 ? "" : "s"} in ${label} changed ${inText(cited)}`;
  return commits.describe({ kind: "touched", mention, path, ...listed(cited), ...what === "file" || what === "created" ? {} : { files: files.slice(0, 50) } }, summary);
}
function restatedText(lines) {
  const terms = [...new Set(lines.flatMap((l) => l.terms))];
  const numbers = [...new Set(lines.map((l) => l.line))].sort((a, b) => a - b);
  const one = numbers.length === 1;
  const kinds = new Set(lines.map((l) => l.restated));
  const how = [kinds.has("list") ? `other members of ${one ? "its list" : "their lists"}` : "", kinds.has("format") ? `${one ? "its" : "their"} layout (spacing, quotes, trailing commas, line breaks)` : ""].filter(Boolean).join(" and ");
  return `line${one ? "" : "s"} ${numbers.join(", ")} still say${one ? "s" : ""} the same about ${terms.join(", ")}: only ${how} changed`;
}
function unresolvedEvidence(resolution) {
  const mention = resolution.mention.text;
  const summary = resolution.reason === "ambiguous" ? `${mention} matches ${resolution.candidates.length === 5 ? "several" : resolution.candidates.length} files (${resolution.candidates.slice(0, 3).join(", ")}); write more of the path` : `${mention} is not a path in this repository`;
  return { kind: "unresolved", mention, path: null, commits: [], summary };
}
var KIND_RANK = { deleted: 0, renamed: 1, "anchor-changed": 2, rewritten: 3, touched: 4, unresolved: 5 };
function sortEvidence(list3) {
  return list3.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || cmp(a.path ?? a.mention, b.path ?? b.mention) || cmp(a.mention, b.mention));
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function toRanges(file, lines) {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const out = [];
  for (const line of sorted) {
    const last = out[out.length - 1];
    if (last && line === last.end + 1) last.end = line;
    else out.push({ file, start: line, end: line });
  }
  return out;
}
function parseRange(range) {
  if (range === null) return { start: null, end: "HEAD" };
  if (range.includes("...")) throw new UserError(`--range ${range}: use two dots (A..B), not three`, { fix: "pass --range A..B" });
  const dots = range.indexOf("..");
  if (dots < 0) return { start: range, end: "HEAD" };
  const start = range.slice(0, dots) || null;
  const end = range.slice(dots + 2) || "HEAD";
  if (!start) throw new UserError(`--range ${range}: missing the start commit`, { fix: "pass --range A..B" });
  return { start, end };
}
function startOf(learning, blamed, chain, resolveSha, locate, notes) {
  if (learning.anchorCommit) {
    const sha = resolveSha(learning.anchorCommit);
    const at = sha ? locate(sha) : null;
    if (at?.onChain) return { kind: "ok", pos: at.pos, via: "anchor" };
    if (at && sha) return { kind: "ok", pos: at.pos, via: "anchor", bridge: { sha, pos: at.pos } };
    if (!sha && chain.shallow) return { kind: "shallow" };
    notes.add(sha ? "anchor-not-ancestor" : "anchor-missing", learning.id);
  }
  if (blamed) {
    if (blamed.sha === null) return { kind: "ok", pos: chain.shas.length - 1, via: "record" };
    if (chain.shallow && blamed.sha === chain.shas[0]) return { kind: "shallow" };
    const at = locate(blamed.sha);
    if (at) return { kind: "ok", pos: at.pos, via: "record", ...at.onChain ? {} : { bridge: { sha: blamed.sha, pos: at.pos } } };
  }
  if (learning.createdAt) {
    const time = Date.parse(learning.createdAt) / 1e3;
    if (!Number.isNaN(time)) {
      let lo = 0;
      let hi = chain.times.length;
      while (lo < hi) {
        const mid = lo + hi >>> 1;
        if (chain.times[mid] <= time) lo = mid + 1;
        else hi = mid;
      }
      if (lo === 0 && chain.shallow) return { kind: "shallow" };
      return { kind: "ok", pos: lo - 1, via: "date" };
    }
  }
  notes.add("no-start", learning.id);
  return { kind: "none" };
}
var Notes = class {
  byReason = /* @__PURE__ */ new Map();
  add(reason, id) {
    const list3 = this.byReason.get(reason);
    if (list3) list3.push(id);
    else this.byReason.set(reason, [id]);
  }
  render(chain) {
    const out = [];
    const ids = (list3) => `${list3.slice(0, 5).join(", ")}${list3.length > 5 ? ` and ${list3.length - 5} more` : ""}`;
    const count = (list3) => list3.length === 1 ? "1 discovery" : `${list3.length} discoveries`;
    const were = (list3) => list3.length === 1 ? "was" : "were";
    const shallow = this.byReason.get("shallow");
    if (shallow) out.push(`${count(shallow)} (${ids(shallow)}) ${were(shallow)} written before the first commit of this shallow clone and not checked: fetch more history (fetch-depth: 0)`);
    const missing = this.byReason.get("anchor-missing");
    if (missing) out.push(`${count(missing)} (${ids(missing)}) name an anchor commit this repository does not have (rebased or garbage-collected): checked from the commit that last wrote their record instead`);
    const notAncestor = this.byReason.get("anchor-not-ancestor");
    if (notAncestor) out.push(`${count(notAncestor)} (${ids(notAncestor)}) name an anchor commit outside the history of ${chain.end.slice(0, 7)} (rebased?): checked from the commit that last wrote their record instead`);
    const none = this.byReason.get("no-start");
    if (none) out.push(`${count(none)} (${ids(none)}) have no anchor commit, no committed record and no date: not checked`);
    return out;
  }
};
var CommitRefs = class {
  constructor(index, ctx, prefetched) {
    this.index = index;
    this.ctx = ctx;
    this.prefetched = prefetched;
  }
  index;
  ctx;
  prefetched;
  cache = /* @__PURE__ */ new Map();
  unread = [];
  summaries = [];
  ref(pos) {
    let ref2 = this.cache.get(pos);
    if (!ref2) {
      const meta = this.index.commits.get(pos);
      if (meta) {
        ref2 = { sha: meta.sha, subject: meta.subject, author: meta.author, date: meta.date };
      } else {
        ref2 = { sha: this.index.chain.shas[pos] ?? "", subject: "", author: "", date: "" };
        if (ref2.sha) this.unread.push(ref2);
      }
      this.cache.set(pos, ref2);
    }
    return ref2;
  }
  /** The commits of these events, oldest first, each once; only the earliest and latest few are listed. */
  cite(events) {
    let sorted = true;
    for (let i = 1; i < events.length && sorted; i++) if (events[i].pos < events[i - 1].pos) sorted = false;
    const positions = [];
    if (sorted) {
      for (const e of events) if (positions.length === 0 || positions[positions.length - 1] !== e.pos) positions.push(e.pos);
    } else {
      for (const pos of events.map((e) => e.pos).sort((a, b) => a - b)) if (positions.length === 0 || positions[positions.length - 1] !== pos) positions.push(pos);
    }
    const count = positions.length;
    const kept = count <= 2 * LISTED_AT_EACH_END ? positions : [...positions.slice(0, LISTED_AT_EACH_END), ...positions.slice(count - LISTED_AT_EACH_END)];
    return { refs: kept.map((pos) => this.ref(pos)), count };
  }
  /** The evidence, its summary written by `fill` (it may quote a commit's subject). */
  describe(fields, text) {
    const evidence = { ...fields, summary: "" };
    this.summaries.push({ evidence, text });
    return evidence;
  }
  /** Reads the cited commits' authors, dates and subjects, then writes the summaries. */
  async fill() {
    let unread = this.unread;
    if (unread.length > 0 && this.prefetched) unread = fillFrom(unread, this.prefetched);
    if (unread.length > 0) fillFrom(unread, await readCommitMeta(this.ctx, unread.map((r) => r.sha)));
    this.unread.length = 0;
    for (const { evidence, text } of this.summaries) evidence.summary = text();
    this.summaries.length = 0;
  }
};
function fillFrom(refs, meta) {
  const missing = [];
  for (const ref2 of refs) {
    const m = meta.get(ref2.sha);
    if (!m) {
      missing.push(ref2);
      continue;
    }
    ref2.subject = m.subject;
    ref2.author = m.author;
    ref2.date = m.date;
  }
  return missing;
}
var LISTED_AT_EACH_END = 5;
function listed(cited) {
  return cited.count > cited.refs.length ? { commits: cited.refs, commitCount: cited.count } : { commits: cited.refs };
}
function inText({ refs, count }) {
  if (count === 0) return "";
  if (count === 1) return `in ${refs[0].sha.slice(0, 7)} "${refs[0].subject}"`;
  return `in ${count} commits (${refs[0].sha.slice(0, 7)}\u2026${refs[refs.length - 1].sha.slice(0, 7)})`;
}

// src/anchors/rewrite.ts
init_regexp();
function replaceMention(text, written2, replacement) {
  return text.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(written2)}(?![\\w/-]|\\.\\w)`, "g"), () => replacement);
}
function sameShape(written2, oldPath, newPath, folderRelative = false) {
  const trailing = written2.endsWith("/") ? "/" : "";
  const prefix = written2.startsWith("./") ? "./" : "";
  const bare = written2.replace(/^\.\//, "").replace(/\/+$/, "");
  if (bare === oldPath) return `${prefix}${newPath}${trailing}`;
  if ((folderRelative || bare.includes("/")) && oldPath.endsWith(`/${bare}`)) {
    const folder = oldPath.slice(0, oldPath.length - bare.length);
    if (newPath.startsWith(folder)) return `${prefix}${newPath.slice(folder.length)}${trailing}`;
  }
  const depth = bare.split("/").length;
  return `${prefix}${newPath.split("/").slice(-depth).join("/")}${trailing}`;
}

// src/plan/build.ts
init_natural_order();
var OUTDATING = {
  graded: /* @__PURE__ */ new Set(["deleted", "anchor-changed", "rewritten"]),
  strict: /* @__PURE__ */ new Set(["deleted", "anchor-changed", "rewritten", "touched"])
};
var ACTION_RANK = { supersede: 0, outdate: 1, archive: 2, rewrite: 3, link: 4, review: 5 };
function buildPlan(input) {
  const byKey = /* @__PURE__ */ new Map();
  const outdating = OUTDATING[input.policy];
  for (const learning of input.learnings) {
    if (learning.status === "active") {
      const evidence = input.evidence.get(learning.key);
      if (evidence && evidence.length > 0) byKey.set(learning.key, changeFromEvidence(learning, evidence, outdating, input.since?.get(learning.key)));
    } else if (learning.status === "outdated" && input.archiveAfterDays > 0 && !learning.readOnly) {
      const archive2 = archiveChange(learning, input.archiveAfterDays, input.now);
      if (archive2) byKey.set(learning.key, archive2);
    }
  }
  for (const contradiction of input.contradictions ?? []) {
    const existing = byKey.get(contradiction.key);
    byKey.set(contradiction.key, existing ? mergeChanges(existing, contradiction) : contradiction);
  }
  const changes = [...byKey.values()].sort((a, b) => compareText(a.source.path, b.source.path) || naturalCompare(a.id, b.id) || compareText(a.key, b.key));
  const plan = { head: input.head, range: input.range, policy: input.policy, changes, warnings: [...input.warnings ?? []] };
  if (input.checked) plan.checked = input.checked;
  return plan;
}
function changeFromEvidence(learning, evidence, outdating, since) {
  const strong = evidence.filter((e) => outdating.has(e.kind));
  const renames = evidence.filter((e) => e.kind === "renamed" && e.path && e.newPath);
  const rewrite = renames.length > 0 ? rewriteContent(learning.content, renames) : void 0;
  let action;
  let to = learning.status;
  let reason;
  let outdatedCommit;
  if (strong.length > 0) {
    action = learning.readOnly ? "review" : "outdate";
    if (!learning.readOnly) to = "outdated";
    reason = strong[0].summary + (strong.length > 1 ? ` (and ${strong.length - 1} more)` : "");
    outdatedCommit = strong[0].commits[0]?.sha ?? null;
  } else if (rewrite) {
    action = learning.readOnly ? "review" : "rewrite";
    reason = renames.map((r) => r.summary).join("; ");
  } else {
    action = "review";
    reason = evidence[0].summary + (evidence.length > 1 ? ` (and ${evidence.length - 1} more)` : "");
  }
  const change = {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action,
    from: learning.status,
    to,
    reason,
    evidence: [...evidence]
  };
  if (outdatedCommit !== void 0) change.outdatedCommit = outdatedCommit;
  if (rewrite && !learning.readOnly) change.rewrite = rewrite;
  if (since) change.since = since;
  return change;
}
function archiveChange(learning, days, now) {
  const since = learning.outdatedAt ? Date.parse(learning.outdatedAt) : NaN;
  if (Number.isNaN(since)) return null;
  const age = (now.getTime() - since) / 864e5;
  if (age < days) return null;
  return {
    key: learning.key,
    id: learning.id,
    source: learning.source,
    line: learning.line,
    content: learning.content,
    action: "archive",
    from: "outdated",
    to: "archived",
    reason: `outdated for ${Math.floor(age)} days without review (archiveAfterDays: ${days})`,
    evidence: []
  };
}
function rewriteContent(content, renames) {
  let text = content;
  const done = [];
  const mentions2 = extractPathMentions(content);
  for (const rename of renames) {
    const oldPath = rename.path;
    const written2 = /* @__PURE__ */ new Set([rename.mention, ...mentions2.filter((m) => m.path === oldPath || oldPath.endsWith(`/${m.path}`)).map((m) => m.text)]);
    for (const form of written2) {
      const replacement = sameShape(form, oldPath, rename.newPath);
      if (replacement === form || !text.includes(form)) continue;
      text = replaceMention(text, form, replacement);
      done.push({ from: form, to: replacement });
    }
  }
  return { content: text, renames: done };
}
function mergeChanges(ours, theirs) {
  const [first, second] = ACTION_RANK[theirs.action] < ACTION_RANK[ours.action] ? [theirs, ours] : [ours, theirs];
  const merged = { ...second, ...first, evidence: [...ours.evidence, ...theirs.evidence] };
  merged.reason = first.reason === second.reason ? first.reason : `${first.reason}; ${second.reason}`;
  if (ours.rewrite ?? theirs.rewrite) merged.rewrite = ours.rewrite ?? theirs.rewrite;
  if (ours.since ?? theirs.since) merged.since = ours.since ?? theirs.since;
  const conflicts = [.../* @__PURE__ */ new Set([...ours.conflictsWith ?? [], ...theirs.conflictsWith ?? []])].sort();
  if (conflicts.length > 0) merged.conflictsWith = conflicts;
  return merged;
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/sources/index.ts
var import_node_fs15 = require("node:fs");
var import_node_path12 = require("node:path");

// src/sources/agent-files.ts
var import_node_fs10 = require("node:fs");
var import_node_path7 = require("node:path");

// src/sources/frontmatter.ts
var OPEN2 = /^---\s*$/;
async function parseFrontmatter(lines, file) {
  const none = { data: null, keyLines: /* @__PURE__ */ new Map(), bodyStart: 0, warning: null };
  if (lines.length === 0 || !OPEN2.test(lines[0].replace(/^\uFEFF/, ""))) return none;
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

// src/sources/source.ts
function emptyOutcome(source) {
  return { source, applied: [], skipped: [], written: [], commits: [], proposals: [] };
}
function changesFor(ref2, changes) {
  return changes.filter((c) => c.source.kind === ref2.kind && c.source.path === ref2.path);
}

// src/sources/agent-files.ts
function mentionsPath(text, repoRoot, baseDir) {
  for (const m of extractPathMentions(text)) {
    if (m.kind !== "maybe") return true;
    if (repoRoot && ((0, import_node_fs10.existsSync)((0, import_node_path7.join)(repoRoot, baseDir, m.path)) || (0, import_node_fs10.existsSync)((0, import_node_path7.join)(repoRoot, m.path)))) return true;
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
    const text = (0, import_node_fs10.readFileSync)(info.absolute, "utf8");
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
  /**
   * Read-only: nothing is written. For learnings whose paths were renamed, a
   * rewrite of just those paths is proposed, if the lines still read as they did at the check.
   */
  async apply(changes, _context) {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes);
    if (mine.length === 0) return outcome;
    const lines = (0, import_node_fs10.readFileSync)(this.info.absolute, "utf8").split(/\r?\n/);
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
    const written2 = rename.mention.replace(/^@/, "");
    const replacement = sameShape(written2, rename.path, rename.newPath, true);
    if (replacement === written2) continue;
    const next = replaceMention(after, written2, replacement);
    if (next !== after) {
      after = next;
      done.push({ from: written2, to: replacement });
    }
  }
  if (done.length === 0) return null;
  return { file, startLine: block.startLine, endLine: block.endLine, before, after, renames: done };
}

// src/sources/discover.ts
var import_node_fs12 = require("node:fs");
var import_node_path9 = require("node:path");

// src/sources/genome.ts
var import_node_fs11 = require("node:fs");
var import_node_path8 = require("node:path");
init_discovery();

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
  return (0, import_node_fs11.existsSync)((0, import_node_path8.join)(dir, MEMORIES_FILE));
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
async function genomeRepo(dir, env) {
  const result = await runGit(["rev-parse", "--show-toplevel", "--absolute-git-dir"], { cwd: dir, env: genomeEnv(env), allowFailure: true, timeoutMs: GIT_TIMEOUT_MS });
  if (result.code !== 0) return { root: null, gitDir: null };
  const [top, gitDir] = result.stdout.trim().split("\n");
  if (!top || (0, import_node_fs11.realpathSync)(top) !== (0, import_node_fs11.realpathSync)(dir)) return { root: null, gitDir: null };
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
  const agentsDir = (0, import_node_path8.join)(dir, "agents");
  const agents = (0, import_node_fs11.existsSync)(agentsDir) ? (0, import_node_fs11.readdirSync)(agentsDir).filter((f) => /\.ya?ml$/.test(f)).length : 0;
  const rulesFile = (0, import_node_path8.join)(dir, "routing", "rules.yaml");
  let rules = [];
  if ((0, import_node_fs11.existsSync)(rulesFile)) {
    const { parseDocument, LineCounter } = await loadYaml();
    const counter = new LineCounter();
    const doc = parseDocument((0, import_node_fs11.readFileSync)(rulesFile, "utf8"), { lineCounter: counter, prettyErrors: false });
    if (doc.errors.length > 0) {
      const e = doc.errors[0];
      warnings.push(`${display}/routing/rules.yaml:${e.linePos?.[0]?.line ?? counter.linePos(e.pos[0]).line}: invalid YAML: ${e.message.split("\n")[0]} (routing rules not listed)`);
    } else {
      const value = doc.toJS();
      const list3 = Array.isArray(value) ? value : value && typeof value === "object" && Array.isArray(value.rules) ? value.rules : [];
      rules = list3.filter((r) => !!r && typeof r === "object");
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
    const text = (0, import_node_fs11.readFileSync)((0, import_node_path8.join)(info.absolute, MEMORIES_FILE), "utf8");
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
        outdatedAt: isoOrNull(v.outdated_at)
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
  async apply(changes, context) {
    const outcome = emptyOutcome(this.ref.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== "review");
    if (mine.length === 0) return outcome;
    const { root, gitDir } = this.repo;
    if (!root || !gitDir) {
      for (const c of mine) outcome.skipped.push({ id: c.id, reason: `${this.info.path} is not a git repository: every genome change must be a commit` });
      return outcome;
    }
    const env = genomeEnv(context.env);
    const git2 = (args) => runGit(args, { cwd: root, env, allowFailure: true, timeoutMs: 3e4 });
    await withLock((0, import_node_path8.join)(gitDir, "discoveries-genome.lock"), async () => {
      const dirty = await git2(["status", "--porcelain", "--", MEMORIES_FILE]);
      if (dirty.code !== 0 || dirty.stdout.trim() !== "") {
        const why = dirty.code !== 0 ? `git status failed in ${this.info.path}: ${dirty.stderr.trim().split("\n")[0]}` : `${this.ref.path} has uncommitted changes in the genome repository (commit them first)`;
        for (const c of mine) outcome.skipped.push({ id: c.id, reason: why });
        return;
      }
      const absolute = (0, import_node_path8.join)(root, MEMORIES_FILE);
      let text = (0, import_node_fs11.readFileSync)(absolute, "utf8");
      const doc = splitLines(text);
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
        let editor;
        try {
          editor = new JsonEditor(line.raw);
        } catch (error) {
          if (!(error instanceof JsonSyntaxError)) throw error;
          outcome.skipped.push({ id: change.id, reason: `${this.ref.path}:${line.line}: not valid JSON: ${error.reason} at column ${error.column}` });
          continue;
        }
        if (editor.root.type !== "object") continue;
        for (const [key, value] of Object.entries(edit.set)) editor.set(editor.root, key, value);
        const previous = line.raw;
        line.raw = editor.toString();
        line.value = JSON.parse(line.raw);
        const before = text;
        text = joinLines(doc.lines, doc.eol, doc.finalEol);
        writeFileAtomic(absolute, text);
        const added = await git2(["add", "--", MEMORIES_FILE]);
        const committed = added.code === 0 ? await git2(["commit", "-q", "-m", edit.subject, "-m", edit.body, "--", MEMORIES_FILE]) : added;
        if (committed.code !== 0) {
          line.raw = previous;
          line.value = current;
          text = before;
          writeFileAtomic(absolute, before);
          await git2(["reset", "-q", "--", MEMORIES_FILE]);
          const reason = committed.code === null ? "git timed out" : committed.stderr.trim().split("\n")[0] ?? "git failed";
          outcome.skipped.push({ id: change.id, reason: `commit in ${this.info.path} failed: ${reason}` });
          continue;
        }
        const sha = (await git2(["rev-parse", "HEAD"])).stdout.trim();
        outcome.commits.push(sha);
        outcome.applied.push({ id: change.id, action: change.action, from: status, to: String(line.value.status ?? "active") });
        if (!outcome.written.includes(this.ref.path)) outcome.written.push(this.ref.path);
      }
    }, { displayPath: `${this.info.path} (genome lock)` });
    return outcome;
  }
};
function memoryEdit(change, current, context) {
  const at = context.now.toISOString();
  const id = change.id;
  const conflicts = (extra) => {
    const list3 = Array.isArray(current.conflicts_with) ? current.conflicts_with : [];
    const merged = [...list3];
    for (const x of extra) if (!merged.includes(x)) merged.push(x);
    return merged.length === list3.length ? null : merged;
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
    return { gitRoot: top ? (0, import_node_fs12.realpathSync)(top) : null, gitDir: gitDir || null, superproject: superproject ? (0, import_node_fs12.realpathSync)(superproject) : null, warning: null };
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
      entries = (0, import_node_fs12.readdirSync)(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      const full = (0, import_node_path9.join)(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name)) continue;
        if ((0, import_node_fs12.existsSync)((0, import_node_path9.join)(full, ".git"))) out.push(`${toPosix((0, import_node_path9.relative)(root, full))}/`);
        else visit(full, depth + 1);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        out.push(toPosix((0, import_node_path9.relative)(root, full)));
      }
    }
  };
  visit(root, 0);
  return out;
}
var toPosix = (p) => p.split(import_node_path9.sep).join("/");
function isInside(root, path) {
  const rel = (0, import_node_path9.relative)(root, path);
  return rel === "" || !rel.startsWith(`..${import_node_path9.sep}`) && rel !== ".." && !(0, import_node_path9.isAbsolute)(rel);
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
  if ((0, import_node_fs12.statSync)(absolute).isDirectory()) return isGenomeDir(absolute) ? "genome" : null;
  const name = (0, import_node_path9.basename)(absolute);
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
    if (this.home && isInside(this.home, absolute) && !isInside(this.repoRoot, absolute)) return `~/${toPosix((0, import_node_path9.relative)(this.home, absolute))}`;
    return toPosix((0, import_node_path9.relative)(this.repoRoot, absolute)) || ".";
  }
  excludedBy(paths) {
    for (const { pattern, re } of this.excludes) if (paths.some((p) => re.test(p))) return pattern;
    return null;
  }
  /** Adds a source found at `absolute` (a file, or a genome folder); symlinks resolve to their target, counted once. */
  add(absolute, format, origin, priority, extra = {}) {
    let real;
    try {
      real = (0, import_node_fs12.realpathSync)(absolute);
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
    const aliases2 = path === shown ? [] : [shown];
    const pattern = this.excludedBy([path, ...aliases2]);
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
      aliases: aliases2,
      checked: inRepo,
      baseDir: extra.baseDir ?? (inRepo ? toPosix((0, import_node_path9.relative)(this.repoRoot, (0, import_node_path9.dirname)(real))) : ""),
      ...extra.name ? { name: extra.name } : {},
      ...extra.projectRoot ? { projectRoot: extra.projectRoot } : {}
    };
    this.byReal.set(real, candidate);
    this.found.push(candidate);
    return candidate;
  }
  /** Seed 002's scan_skills_directory: skill folders (not hidden) with a SKILL.md, shadowed by name. */
  skillsIn(dir, origin, priority) {
    if (!(0, import_node_fs12.existsSync)(dir)) return;
    let entries;
    try {
      entries = (0, import_node_fs12.readdirSync)(dir).sort();
    } catch {
      return;
    }
    for (const name of entries) {
      if (name.startsWith(".")) continue;
      const folder = (0, import_node_path9.join)(dir, name);
      try {
        if (!(0, import_node_fs12.statSync)(folder).isDirectory()) continue;
      } catch {
        continue;
      }
      this.skillFolders++;
      const file = (0, import_node_path9.join)(folder, "SKILL.md");
      if (!(0, import_node_fs12.existsSync)(file)) continue;
      const by = this.skills.get(name);
      if (by !== void 0) {
        if (by !== this.display(file)) this.shadowed.push({ path: this.display(file), name, by });
        continue;
      }
      let real;
      try {
        real = (0, import_node_fs12.realpathSync)(folder);
      } catch {
        continue;
      }
      const inRepo = isInside(this.repoRoot, real);
      const candidate = this.add(file, "skill", origin, priority, { name, baseDir: inRepo ? toPosix((0, import_node_path9.relative)(this.repoRoot, real)) : "" });
      if (candidate) this.skills.set(name, candidate.path);
    }
  }
};
async function scan2(input, layout) {
  const cwd = (0, import_node_fs12.realpathSync)(input.cwd);
  const repoRoot = layout.gitRoot ?? cwd;
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && (0, import_node_fs12.existsSync)(homeValue) ? (0, import_node_fs12.realpathSync)(homeValue) : null;
  const config = input.config.sources;
  const allowed = [repoRoot, ...layout.superproject ? [layout.superproject] : []];
  const homeSkillDirs = home && config.home ? [(0, import_node_path9.join)(home, ".claude", "skills"), (0, import_node_path9.join)(home, ".agents", "skills")] : [];
  const c = new Collector(repoRoot, allowed, home, config.exclude);
  if (layout.warning) c.warnings.push(layout.warning);
  const levels = [{ dir: cwd, origin: "cwd", priority: 1 }];
  if (layout.gitRoot && layout.gitRoot !== cwd) levels.push({ dir: layout.gitRoot, origin: "git-root", priority: 2 });
  if (layout.superproject && layout.superproject !== cwd) levels.push({ dir: layout.superproject, origin: "superproject", priority: 2 });
  const searched = levels.map((l) => l.dir);
  const files = layout.gitRoot ? await repositoryFiles(layout.gitRoot, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS2, c.warnings) : null;
  const timedOut = layout.gitRoot !== null && files === null && c.warnings.some((w) => w.startsWith("listing the repository's files timed out"));
  const listed2 = files ?? (timedOut ? [] : walkFiles(repoRoot));
  const levelOf = (absolute) => isInside(cwd, absolute) ? levels[0] : levels.find((l) => l.origin === "git-root") ?? levels[0];
  for (const level of levels) {
    const storePath = level.origin === "superproject" ? ".axiom/cases.jsonl" : input.config.store.path;
    const axiom = (0, import_node_path9.join)(level.dir, storePath);
    if ((0, import_node_fs12.existsSync)(axiom)) c.add(axiom, "axiom", level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix((0, import_node_path9.relative)(repoRoot, level.dir)) });
    const swarm = (0, import_node_path9.join)(level.dir, ".swarm", "ideas.jsonl");
    if ((0, import_node_fs12.existsSync)(swarm)) c.add(swarm, "swarm", level.origin, level.priority, { projectRoot: level.dir, baseDir: toPosix((0, import_node_path9.relative)(repoRoot, level.dir)) });
    for (const name of ["genome", ".genome"]) {
      const dir = (0, import_node_path9.join)(level.dir, name);
      if (isGenomeDir(dir)) c.add(dir, "genome", level.origin, level.priority, { baseDir: "" });
    }
    c.skillsIn((0, import_node_path9.join)(level.dir, ".claude", "skills"), level.origin, level.priority);
    c.skillsIn((0, import_node_path9.join)(level.dir, ".agents", "skills"), level.origin, level.priority);
    if (level.origin === "superproject") {
      for (const name of ["AGENTS.md", "CLAUDE.md", ".github/copilot-instructions.md"]) {
        const file = (0, import_node_path9.join)(level.dir, name);
        if ((0, import_node_fs12.existsSync)(file)) c.add(file, agentFormat((0, import_node_path9.basename)(name), name), "superproject", 2, { baseDir: "" });
      }
      const rules = (0, import_node_path9.join)(level.dir, ".cursor", "rules");
      if ((0, import_node_fs12.existsSync)(rules)) {
        for (const f of (0, import_node_fs12.readdirSync)(rules).sort()) if (f.endsWith(".mdc")) c.add((0, import_node_path9.join)(rules, f), "cursor-rule", "superproject", 2, { baseDir: "" });
      }
    }
  }
  const inCwd = (p) => isInside(cwd, (0, import_node_path9.join)(repoRoot, p));
  const ordered = [...listed2.filter(inCwd), ...listed2.filter((p) => !inCwd(p))];
  for (const path of ordered) {
    const absolute = (0, import_node_path9.join)(repoRoot, path);
    const level = levelOf(absolute);
    if (path.endsWith("/")) {
      if (isGenomeDir(absolute)) c.add(absolute.replace(/\/$/, ""), "genome", level.origin, level.priority, { baseDir: "" });
      continue;
    }
    const name = (0, import_node_path9.basename)(path);
    const format = agentFormat(name, path);
    if (format) {
      const folder = format === "cursor-rule" ? path.slice(0, Math.max(0, path.search(/(^|\/)\.cursor\//))) : format === "copilot" ? path.slice(0, Math.max(0, path.indexOf(".github/") - 1)) : toPosix((0, import_node_path9.dirname)(path));
      c.add(absolute, format, level.origin, level.priority, { baseDir: folder === "." ? "" : folder });
    } else if (/(^|\/)point_prompts\/[^/]+_points\.json$/.test(path)) {
      c.add(absolute, "prompt-points", level.origin, level.priority, { baseDir: "" });
    } else if (path.endsWith(`/${MEMORIES_FILE}`) && isGenomeDir((0, import_node_path9.dirname)((0, import_node_path9.dirname)(absolute)))) {
      c.add((0, import_node_path9.dirname)((0, import_node_path9.dirname)(absolute)), "genome", level.origin, level.priority, { baseDir: "" });
    }
  }
  const gitmodules = (0, import_node_path9.join)(repoRoot, ".gitmodules");
  if ((0, import_node_fs12.existsSync)(gitmodules)) {
    for (const match of (0, import_node_fs12.readFileSync)(gitmodules, "utf8").matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)) {
      const absolute = (0, import_node_path9.join)(repoRoot, match[1]);
      if (isInside(repoRoot, absolute) && isGenomeDir(absolute)) c.add(absolute, "genome", levelOf(absolute).origin, levelOf(absolute).priority, { baseDir: "" });
    }
  }
  for (const dir of homeSkillDirs) c.skillsIn(dir, "home", 3);
  if (homeSkillDirs.length > 0) searched.push(...homeSkillDirs);
  for (const entry of input.config.sources.include) {
    const pattern = entry.replace(/^\.\//, "");
    if (/[*?{]/.test(pattern)) {
      const re = patternToRegExp(pattern);
      const matches = listed2.filter((p) => re.test(p.replace(/\/$/, "")));
      if (matches.length === 0) c.warnings.push(`sources.include: '${entry}' matches nothing`);
      for (const m of matches) addInclude(c, (0, import_node_path9.join)(repoRoot, m.replace(/\/$/, "")), entry);
      continue;
    }
    const absolute = (0, import_node_path9.resolve)(repoRoot, pattern);
    if ((0, import_node_path9.isAbsolute)(pattern) || !isInside(repoRoot, absolute)) {
      c.warnings.push(`sources.include: '${entry}' is outside the repository: not read`);
      continue;
    }
    if (!(0, import_node_fs12.existsSync)(absolute)) {
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
  const projectRoot = format === "swarm" || format === "axiom" ? (0, import_node_path9.dirname)((0, import_node_path9.dirname)(absolute)) : void 0;
  const skillDir = format === "skill" ? toPosix((0, import_node_path9.relative)(c.repoRoot, (0, import_node_path9.dirname)(absolute))) : void 0;
  c.add(absolute, format, "config", 2, { ...projectRoot ? { projectRoot } : {}, ...skillDir !== void 0 ? { baseDir: skillDir, name: (0, import_node_path9.basename)((0, import_node_path9.dirname)(absolute)) } : {}, ...format === "genome" || format === "prompt-points" ? { baseDir: "" } : {} });
}
function fingerprint(input, layout, home) {
  return JSON.stringify({ cwd: (0, import_node_fs12.realpathSync)(input.cwd), home, sources: input.config.sources, store: input.config.store.path, superproject: layout.superproject });
}
function indexTime(layout) {
  if (!layout.gitDir) return 0;
  try {
    return (0, import_node_fs12.statSync)((0, import_node_path9.join)(layout.gitDir, "index")).mtimeMs;
  } catch {
    return 0;
  }
}
function mtimeOf(path) {
  try {
    return (0, import_node_fs12.statSync)(path).mtimeMs;
  } catch {
    return null;
  }
}
function listingHash(text) {
  const bytes = Buffer.from(text, "utf8");
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  const words4 = new Int32Array(padded.buffer);
  let a = 2166136261 ^ bytes.length;
  let b = 1540483477;
  for (let i = 0; i < words4.length; i++) {
    const w = words4[i];
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
      return JSON.parse((0, import_node_fs12.readFileSync)(jsonTwin(file), "utf8"));
    } catch {
    }
  }
  return loadYaml().then(({ parse }) => parse((0, import_node_fs12.readFileSync)(file, "utf8")));
}
async function readCache(file, print, now, ttlMinutes, index) {
  if (!(0, import_node_fs12.existsSync)(file)) return null;
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
  const layout = known ? { gitRoot: (0, import_node_fs12.realpathSync)(known.gitRoot), gitDir: known.gitDir, superproject: known.superproject ? (0, import_node_fs12.realpathSync)(known.superproject) : null, warning: null } : await gitLayout(input.cwd, input.env, input.gitTimeoutMs ?? GIT_TIMEOUT_MS2);
  const cwd = (0, import_node_fs12.realpathSync)(input.cwd);
  const homeValue = input.env.HOME ?? input.env.USERPROFILE;
  const home = homeValue && (0, import_node_fs12.existsSync)(homeValue) ? (0, import_node_fs12.realpathSync)(homeValue) : null;
  const ttl = input.config.sources.cacheTtlMinutes;
  const cacheFile = layout.gitDir && ttl > 0 ? (0, import_node_path9.join)(layout.gitDir, "discoveries", "sources-cache.yaml") : null;
  const print = fingerprint(input, layout, home);
  const base = { cwd, gitRoot: layout.gitRoot, superproject: layout.superproject, repoRoot: layout.gitRoot ?? cwd, home };
  const timeout = input.gitTimeoutMs ?? GIT_TIMEOUT_MS2;
  const mtime = indexTime(layout);
  const listPaths = () => layout.gitRoot ? indexPaths(layout.gitRoot, input.env, timeout) : Promise.resolve(null);
  const early = cacheFile && !input.rescan && mtime > (mtimeOf(cacheFile) ?? Infinity) ? listPaths() : null;
  const indexState = async (seen) => {
    if (seen && seen.mtime === mtime) return seen;
    const paths = await (early ?? listPaths());
    return paths === null ? null : { mtime, paths };
  };
  if (cacheFile && !input.rescan) {
    const cached = await readCache(cacheFile, print, input.now, ttl, indexState);
    if (cached) {
      const v = cached.value;
      const present = v.sources.filter((s) => (0, import_node_fs12.existsSync)(s.absolute));
      return {
        ...base,
        candidates: present,
        shadowed: v.shadowed ?? [],
        excluded: v.excluded ?? [],
        warnings: v.warnings ?? [],
        skillFolders: v.skill_folders ?? 0,
        searched: v.searched ?? [],
        cache: { used: true, file: toPosix((0, import_node_path9.relative)(base.repoRoot, cacheFile)), ageMinutes: Math.floor(cached.age) }
      };
    }
  }
  const [result, index] = await Promise.all([scan2(input, layout), cacheFile ? indexState() : null]);
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
    cache: { used: false, file: cacheFile ? toPosix((0, import_node_path9.relative)(base.repoRoot, cacheFile)) : null, ageMinutes: null }
  };
}

// src/sources/prompt-points.ts
var import_node_fs13 = require("node:fs");
var import_node_path10 = require("node:path");
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
    return new _PromptPointsSource(info, (0, import_node_fs13.readFileSync)(info.absolute, "utf8"));
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
        validated: v.verified === true || meetsVerifiedRule(v),
        impact: null,
        line: p.line,
        baseDir: "",
        readOnly: false,
        scope: "global"
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
    const name = (0, import_node_path10.basename)(this.info.path).replace(/_points\.json$|\.json$/, "");
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
    const lock = (0, import_node_path10.join)((0, import_node_path10.dirname)(this.info.absolute), `.${(0, import_node_path10.basename)(this.info.absolute)}.lock`);
    await withLock(lock, () => {
      const text = (0, import_node_fs13.readFileSync)(this.info.absolute, "utf8");
      const parsed = parsePoints(text, this.info.path);
      if (!parsed.editor) {
        for (const c of mine) outcome.skipped.push({ id: c.id, reason: parsed.warnings[0] ?? "the file could not be read" });
        return;
      }
      const editing = new PointEdits(parsed.editor, parsed.points, context.now, context.commit);
      for (const change of mine) editing.apply(change, outcome);
      const next = editing.finish();
      if (next !== text) {
        writeFileAtomic(this.info.absolute, next);
        outcome.written.push(this.info.path);
      }
    }, { displayPath: lock });
    return outcome;
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
    const list3 = Array.isArray(current) ? current : [];
    if (!list3.includes(otherId)) this.set(p, "conflicts_with", [...list3, otherId]);
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
var import_node_fs14 = require("node:fs");
var import_node_path11 = require("node:path");
var posix = (p) => p.split(import_node_path11.sep).join("/");
var DialectStoreSource = class _DialectStoreSource {
  constructor(info, options) {
    this.info = info;
    this.options = options;
    this.paths = storePaths(options.projectRoot, { store: options.store, ...options.views }, options.dialect);
    this.ref = { kind: options.dialect.kind, path: info.path };
    this.baseDir = posix((0, import_node_path11.relative)(options.repoRoot, options.projectRoot));
    const prefix = `${this.ref.path}#`;
    this.wanted = options.needed && options.dialect.kind !== "swarm" ? new Set([...options.needed].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length))) : null;
    const exists = (0, import_node_fs14.existsSync)(this.paths.cases);
    const text = this.wanted || !exists ? "" : (0, import_node_fs14.readFileSync)(this.paths.cases, "utf8");
    const indexed = this.wanted && exists && options.readRecords ? options.readRecords(this.paths.cases, this.wanted) : null;
    this.store = indexed ? DiscoveryStore.fromLines(this.paths, options.config, indexed) : this.wanted ? DiscoveryStore.partial(this.paths, options.config, exists ? (0, import_node_fs14.readFileSync)(this.paths.cases) : Buffer.alloc(0), this.wanted) : DiscoveryStore.fromText(this.paths, options.config, text);
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
    const plural2 = this.options.dialect.kind === "swarm" ? "yellow ideas" : "discoveries";
    const done = this.ownChanges().length;
    return `${all.length} ${all.length === 1 ? noun : plural2} (${count("active")} active, ${count("outdated")} outdated, ${count("archived")} archived)${done > 0 ? ` \xB7 ${done} to archive (parent ${this.options.dialect.kind === "swarm" ? "green" : "task"} done)` : ""}`;
  }
  render() {
    return renderViews(this.store.discoveries(), this.paths).map((f) => ({
      path: posix((0, import_node_path11.relative)(this.options.repoRoot, f.path)),
      title: "view",
      content: f.content
    }));
  }
  async apply(changes, context) {
    const outcome = emptyOutcome(this.info.path);
    const mine = changesFor(this.ref, changes).filter((c) => c.action !== "review");
    if (mine.length === 0) return outcome;
    const { dialect } = this.options;
    const written2 = await updateStore(this.paths, this.options.config, (store) => {
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
    if (written2) {
      outcome.written.push(this.info.path);
      const refreshed = new _DialectStoreSource(this.info, this.options);
      for (const view of refreshed.render()) if (view.path) outcome.written.push(view.path);
    }
    return outcome;
  }
};

// src/sources/index.ts
var MAX_IMPORT_DEPTH = 5;
async function loadCandidate(c, discovery, input) {
  switch (c.format) {
    case "axiom":
    case "swarm": {
      const projectRoot = c.projectRoot ?? (0, import_node_path12.dirname)((0, import_node_path12.dirname)(c.absolute));
      const own = input.store && realOrNull((0, import_node_path12.resolve)(input.store.projectRoot, input.store.path)) === c.absolute;
      const views = own ? { globalView: input.config.views.global || void 0, agentsDir: input.config.views.agentsDir || void 0 } : void 0;
      return new DialectStoreSource(c, {
        repoRoot: discovery.repoRoot,
        projectRoot,
        store: toPosix((0, import_node_path12.relative)(projectRoot, c.absolute)),
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
    return (0, import_node_fs15.realpathSync)(path);
  } catch {
    return null;
  }
}
function storeCandidate(store, discovery) {
  const real = realOrNull((0, import_node_path12.resolve)(store.projectRoot, store.path));
  if (!real || discovery.candidates.some((c) => c.absolute === real)) return null;
  const projectRoot = realOrNull(store.projectRoot) ?? store.projectRoot;
  const swarm = (0, import_node_path12.basename)(real) === "ideas.jsonl";
  return {
    kind: swarm ? "swarm" : "axiom",
    format: swarm ? "swarm" : "axiom",
    path: toPosix((0, import_node_path12.relative)(discovery.repoRoot, real)),
    absolute: real,
    origin: inside(discovery.cwd, projectRoot) ? "cwd" : "git-root",
    priority: inside(discovery.cwd, projectRoot) ? 1 : 2,
    aliases: [],
    checked: inside(discovery.repoRoot, real),
    baseDir: toPosix((0, import_node_path12.relative)(discovery.repoRoot, projectRoot)),
    projectRoot
  };
}
var inside = (root, path) => {
  const rel = (0, import_node_path12.relative)(root, path);
  return rel === "" || !rel.startsWith(`..${import_node_path12.sep}`) && rel !== ".." && !(0, import_node_path12.isAbsolute)(rel);
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
        const absolute = (0, import_node_path12.resolve)((0, import_node_path12.dirname)(source.info.absolute), target);
        const root = roots.find((r) => inside(r, absolute));
        if (!root) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which is outside the repository: not read`);
          continue;
        }
        if (!(0, import_node_fs15.existsSync)(absolute) || !(0, import_node_fs15.statSync)(absolute).isFile()) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which does not exist`);
          continue;
        }
        const real = (0, import_node_fs15.realpathSync)(absolute);
        if (!roots.some((r) => inside(r, real))) {
          extraWarnings.push(`${source.info.path}: imports @${target}, which leads outside the repository: not read`);
          continue;
        }
        const known = byReal.get(real);
        if (known) {
          if (known instanceof AgentFileSource && known.info.importedBy === void 0 && known !== source) known.info.importedBy = source.info.path;
          continue;
        }
        const path = toPosix((0, import_node_path12.relative)(discovery.repoRoot, real));
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
          baseDir: toPosix((0, import_node_path12.relative)(discovery.repoRoot, (0, import_node_path12.dirname)(real)))
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

// src/sources/check.ts
async function checkSources(input) {
  const early = input.discovered && input.range ? input.discovered.then((d) => d.gitRoot ? startRangeChain(d.gitRoot, input.env, input.range, input.chainCache) : null) : null;
  early?.catch(() => {
  });
  const loaded2 = await loadSources(input);
  const gitRoot = loaded2.discovery.gitRoot;
  if (!gitRoot) throw new UserError(`${input.cwd} is not inside a git repository`, { fix: "run discoveries check in a clone of the repository" });
  const learnings = checkableLearnings(loaded2.sources);
  const examined = input.only ? learnings.filter(input.only) : learnings;
  const result = await collectEvidence({ cwd: gitRoot, cwdIsRoot: true, env: input.env, learnings: examined, options: input.options, range: input.range, onPhase: input.onPhase, early: await early });
  const plan = buildPlan({
    learnings,
    evidence: result.evidence,
    since: result.since,
    head: result.head,
    range: result.range,
    policy: input.options.policy,
    archiveAfterDays: input.options.archiveAfterDays,
    now: input.now,
    warnings: [...input.warnings ?? [], ...loaded2.failed.map((f) => `${f.path}: could not be read: ${f.reason}`), ...loaded2.warnings, ...result.warnings],
    checked: result.checked,
    contradictions: [...input.contradictions ?? [], ...await contradictionsAmong(learnings, input), ...sourceChanges(loaded2.sources)]
  });
  const notes = loaded2.sources.filter((s) => s.info.checked).flatMap((s) => s.notes());
  if (notes.length > 0) plan.notes = notes;
  return { loaded: loaded2, plan };
}
async function contradictionsAmong(learnings, input) {
  if (!input.config.contradictions.enabled) return [];
  const incoming = input.contradictionsFor;
  if (incoming && !learnings.some((l) => l.status === "active" && incoming(l))) return [];
  const { contradictionChanges: contradictionChanges2, contradictionChangesFor: contradictionChangesFor2 } = await Promise.resolve().then(() => (init_plan(), plan_exports));
  const options = { method: input.config.contradictions.method };
  return incoming ? contradictionChangesFor2(learnings, incoming, options) : contradictionChanges2(learnings, options);
}

// src/hooks/check.ts
function projectStore(paths) {
  return { projectRoot: paths.root, path: (0, import_node_path13.relative)(paths.root, paths.cases).split(import_node_path13.sep).join("/") };
}
function discoveryInput(input) {
  return {
    cwd: input.paths.root,
    env: input.env,
    now: input.now,
    config: input.config,
    store: projectStore(input.paths),
    ...input.gitLayout ? { gitLayout: input.gitLayout } : {}
  };
}
function startDiscovery(input) {
  const started = discoverSources(discoveryInput(input));
  started.catch(() => {
  });
  return started;
}
async function planForRange(input) {
  const only = input.only;
  const { plan } = await checkSources({
    ...discoveryInput(input),
    ...input.discovered ? { discovered: input.discovered } : {},
    ...input.chainCache ? { chainCache: input.chainCache } : {},
    options: outdatedOptions(input.config),
    range: input.base ? `${input.base}..${input.head}` : null,
    ...only ? { only: (l) => only.has(l.key) } : {},
    // No learning source changed (no new lines to look for contradictions with): only the examined learnings are read.
    ...only && input.newLines && input.newLines.size === 0 ? { needed: only, ...input.readRecords ? { readRecords: input.readRecords } : {} } : {},
    ...input.newLines ? { contradictionsFor: (l) => l.line !== null && (input.newLines.get(l.source.path)?.has(l.line) ?? false) } : {}
  });
  return plan;
}
async function sourcesForIndex(paths, config, env, now) {
  const loaded2 = await loadSources({ cwd: paths.root, env, now, config, store: projectStore(paths) });
  const checked = loaded2.sources.filter((s) => s.info.checked);
  return {
    learnings: checkableLearnings(checked),
    sourcePaths: checked.map((s) => s.info.kind === "genome" ? `${s.info.path}/` : s.info.path),
    sourceFiles: checked.map((s) => s.info.kind === "genome" ? (0, import_node_path13.join)(s.info.absolute, MEMORIES_FILE) : s.info.absolute)
  };
}
function mentionsOf(content) {
  return extractPathMentions(content).map((m) => ({ path: m.path, kind: m.kind }));
}
async function linesAddedSince(workTree, base, sourcePaths, env) {
  const out = /* @__PURE__ */ new Map();
  if (sourcePaths.length === 0) return out;
  const diff = await runGit(["-c", "core.quotePath=false", "diff", "-U0", "--no-color", "--no-ext-diff", "--no-renames", "--src-prefix=a/", "--dst-prefix=b/", base, "--", ...sourcePaths], { cwd: workTree, env, allowFailure: true });
  let file = null;
  for (const line of diff.stdout.split("\n")) {
    if (line.startsWith("+++ ")) {
      file = line === "+++ /dev/null" ? null : line.slice(6);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && file !== null) {
      const start = Number(hunk[1]);
      const count = hunk[2] === void 0 ? 1 : Number(hunk[2]);
      const lines = out.get(file) ?? /* @__PURE__ */ new Set();
      for (let n = start; n < start + count; n++) lines.add(n);
      out.set(file, lines);
    }
  }
  return out;
}

// src/hooks/git-state.ts
var import_node_fs16 = require("node:fs");
var import_node_path14 = require("node:path");
function hookFiles(git2) {
  const stateDir = (0, import_node_path14.join)(git2.gitDir, "discoveries");
  const commonStateDir = (0, import_node_path14.join)(git2.commonDir, "discoveries");
  return {
    stateDir,
    commonStateDir,
    pending: (0, import_node_path14.join)(stateDir, "pending.json"),
    index: (0, import_node_path14.join)(stateDir, "paths.idx"),
    watch: (0, import_node_path14.join)(stateDir, "paths.watch"),
    owners: (0, import_node_path14.join)(stateDir, "paths.owners"),
    records: (0, import_node_path14.join)(stateDir, "store-records"),
    stageFlag: (0, import_node_path14.join)(stateDir, "stage-pending"),
    chain: (0, import_node_path14.join)(stateDir, "chain"),
    log: (0, import_node_path14.join)(stateDir, "hooks.log"),
    lock: (0, import_node_path14.join)(commonStateDir, "hook.lock"),
    installRecord: (0, import_node_path14.join)(commonStateDir, "install.json")
  };
}
function watermarkFile(git2, ref2) {
  return ref2 && ref2.startsWith("refs/") ? (0, import_node_path14.join)(git2.commonDir, "discoveries", "watermarks", ...ref2.split("/")) : (0, import_node_path14.join)(git2.gitDir, "discoveries", "detached.watermark");
}
var KNOWN_GIT_VARIABLE = "DISCOVERIES_HOOK_GIT";
async function readHookGit(cwd, env, known) {
  const told = known ? fromScript(cwd, known) : null;
  if (told) return told;
  const all = await runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir", "HEAD", "--symbolic-full-name", "HEAD", "--show-superproject-working-tree"], {
    cwd,
    env,
    allowFailure: true
  });
  const lines = all.stdout.trim().split("\n");
  if (all.code === 0 && (lines.length === 5 || lines.length === 6)) {
    return { ...describe2(cwd, lines[0], lines[1], lines[2], lines[3], lines[4] === "HEAD" ? null : lines[4]), superproject: lines[5] ?? null };
  }
  const [dirs, symbolic] = await Promise.all([
    runGit(["rev-parse", "--path-format=absolute", "--show-toplevel", "--git-dir", "--git-common-dir"], { cwd, env, allowFailure: true }),
    runGit(["symbolic-ref", "--quiet", "HEAD"], { cwd, env, allowFailure: true })
  ]);
  if (dirs.code !== 0) return null;
  const [workTree, gitDir, commonDir] = dirs.stdout.trim().split("\n");
  if (!workTree || !gitDir || !commonDir) return null;
  const head = await runGit(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], { cwd, env, allowFailure: true });
  return describe2(cwd, workTree, gitDir, commonDir, head.code === 0 ? head.stdout.trim() : null, symbolic.code === 0 ? symbolic.stdout.trim() : null);
}
function fromScript(cwd, known) {
  const [top, gitDir, commonDir, head, symbolic] = known.split("\n");
  if (!top || !gitDir || !commonDir || !head || !/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(head) || !symbolic) return null;
  const git2 = describe2(cwd, top, gitDir, commonDir, head, symbolic === "HEAD" ? null : symbolic);
  const above = gitAbove(git2.workTree);
  if (above === null) return { ...git2, superproject: null };
  const key = indexKey(above);
  const remembered = key ? rememberedSuperproject(git2.gitDir, key) : void 0;
  return remembered !== void 0 ? { ...git2, superproject: remembered } : { ...git2, ...key ? { superprojectKey: key } : {} };
}
function gitAbove(workTree) {
  for (let dir = (0, import_node_path14.dirname)(workTree); ; dir = (0, import_node_path14.dirname)(dir)) {
    if ((0, import_node_fs16.existsSync)((0, import_node_path14.join)(dir, ".git"))) return (0, import_node_path14.join)(dir, ".git");
    if ((0, import_node_path14.dirname)(dir) === dir) return null;
  }
}
function indexKey(dotGit) {
  try {
    let gitDir = dotGit;
    if (!(0, import_node_fs16.statSync)(dotGit).isDirectory()) {
      const line = /^gitdir: (.+)$/m.exec((0, import_node_fs16.readFileSync)(dotGit, "utf8"));
      if (!line) return null;
      gitDir = (0, import_node_path14.resolve)((0, import_node_path14.dirname)(dotGit), line[1].trim());
    }
    const index = (0, import_node_path14.join)(gitDir, "index");
    const stat = (0, import_node_fs16.statSync)(index);
    return `${index} ${stat.size} ${stat.mtimeMs} ${stat.ino}`;
  } catch {
    return null;
  }
}
var superprojectFile = (gitDir) => (0, import_node_path14.join)(gitDir, "discoveries", "superproject");
function rememberedSuperproject(gitDir, key) {
  try {
    const [was, answer] = (0, import_node_fs16.readFileSync)(superprojectFile(gitDir), "utf8").split("\n");
    return was === key ? answer || null : void 0;
  } catch {
    return void 0;
  }
}
function rememberSuperproject(git2, superproject) {
  if (!git2.superprojectKey || /\n/.test(superproject ?? "")) return;
  try {
    writeFileAtomic(superprojectFile(git2.gitDir), `${git2.superprojectKey}
${superproject ?? ""}
`, { durable: false });
  } catch {
  }
}
function describe2(cwd, top, git2, common, head, symbolic) {
  const [workTree, gitDir, commonDir] = [top, git2, common].map((p) => (0, import_node_path14.resolve)(cwd, p));
  const inProgress = operationInProgress(gitDir);
  const rebaseEndsHere = inProgress === "rebase" && (0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "rebase-merge", "head-name")) && isEmptyFile((0, import_node_path14.join)(gitDir, "rebase-merge", "git-rebase-todo"));
  const ref2 = symbolic ?? (inProgress === "rebase" ? rebasedBranch(gitDir) : null);
  return { workTree, gitDir, commonDir, head, ref: ref2, inProgress, rebaseEndsHere };
}
function isEmptyFile(path) {
  try {
    return (0, import_node_fs16.statSync)(path).size === 0;
  } catch {
    return true;
  }
}
function operationInProgress(gitDir) {
  if ((0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "rebase-merge")) || (0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "rebase-apply"))) return "rebase";
  if ((0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "sequencer"))) return "sequencer";
  if ((0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "CHERRY_PICK_HEAD"))) return "cherry-pick";
  if ((0, import_node_fs16.existsSync)((0, import_node_path14.join)(gitDir, "REVERT_HEAD"))) return "revert";
  return null;
}
function rebasedBranch(gitDir) {
  for (const dir of ["rebase-merge", "rebase-apply"]) {
    try {
      const name = (0, import_node_fs16.readFileSync)((0, import_node_path14.join)(gitDir, dir, "head-name"), "utf8").trim();
      if (name.startsWith("refs/")) return name;
    } catch {
    }
  }
  return null;
}

// src/hooks/log.ts
var import_node_fs17 = require("node:fs");
var import_node_path15 = require("node:path");
var MAX_BYTES = 512 * 1024;
function appendLog(file, now, lines) {
  try {
    (0, import_node_fs17.mkdirSync)((0, import_node_path15.dirname)(file), { recursive: true });
    try {
      if ((0, import_node_fs17.statSync)(file).size > MAX_BYTES) (0, import_node_fs17.renameSync)(file, `${file}.1`);
    } catch {
    }
    const stamp = now.toISOString();
    (0, import_node_fs17.appendFileSync)(file, lines.map((line, i) => i === 0 ? `${stamp} ${line}` : `    ${line}`).join("\n") + "\n");
  } catch {
  }
}

// src/hooks/store-shape.ts
var import_node_fs18 = require("node:fs");
function storeLooksWhole(file) {
  let bytes;
  try {
    bytes = (0, import_node_fs18.readFileSync)(file);
  } catch {
    return true;
  }
  for (let at = 0; at < bytes.length; ) {
    const end = bytes.indexOf(10, at);
    const stop = end < 0 ? bytes.length : end;
    let a = at;
    let b = stop - 1;
    while (a <= b && isSpace4(bytes[a])) a++;
    while (b >= a && isSpace4(bytes[b])) b--;
    if (a <= b && (bytes[a] !== 123 || bytes[b] !== 125)) return false;
    if (end < 0) break;
    at = end + 1;
  }
  return true;
}
function isSpace4(code) {
  return code === 32 || code === 9 || code === 13;
}
var SETTLED_MS2 = 2e3;
function storeLooksWholeSince(file, seenFile, now = Date.now()) {
  let stamp;
  let settled;
  try {
    const stat = (0, import_node_fs18.statSync)(file);
    stamp = `${stat.size} ${stat.mtimeMs} ${stat.ino}`;
    settled = now - stat.mtimeMs >= SETTLED_MS2;
  } catch {
    return true;
  }
  try {
    if ((0, import_node_fs18.readFileSync)(seenFile, "utf8").trim() === stamp) return true;
  } catch {
  }
  const whole = storeLooksWhole(file);
  if (whole && settled) {
    try {
      writeFileAtomic(seenFile, `${stamp}
`, { durable: false });
    } catch {
    }
  }
  return whole;
}

// src/hooks/message.ts
var REASON_ROOM = 70;
function short(text, room = REASON_ROOM) {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > room ? `${one.slice(0, room - 1)}\u2026` : one;
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function list(items, max = 4) {
  if (items.length <= max) return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}
function findingsMessage(subject, added, pendingOnBranch) {
  if (added.length === 0) return [];
  const reasonOf = (f) => f.change.reason.replace(` in ${f.head.slice(0, 7)} "${commitSubject(f)}"`, "");
  const outdated = added.filter((f) => f.change.action === "outdate");
  const superseded = added.filter((f) => f.change.action === "supersede");
  const rewritten = added.filter((f) => f.change.action === "rewrite");
  const linked = added.filter((f) => f.change.action === "link" && !superseded.some((s) => s.change.supersededBy === f.change.id));
  const detailed = outdated.length + superseded.length + rewritten.length + linked.length <= 2;
  const parts = [];
  if (outdated.length > 0) {
    const items = outdated.map((f) => detailed ? `${f.change.id} (${short(reasonOf(f))})` : f.change.id);
    parts.push(detailed ? `outdated ${list(items)}` : `outdated ${plural(outdated.length, "discovery", "discoveries")} (${list(items)})`);
  }
  if (superseded.length > 0) {
    const items = superseded.map((f) => `${f.change.id}${f.change.supersededBy ? ` (by ${f.change.supersededBy})` : ""}`);
    parts.push(`contradicted ${list(items)}`);
  }
  if (linked.length > 0) parts.push(`found ${list(linked.map((f) => f.change.id))} in conflict with older discoveries`);
  if (rewritten.length > 0) {
    const items = rewritten.map((f) => detailed && f.change.rewrite ? `${f.change.id} (${short(f.change.rewrite.renames.map((r) => `${r.from} \u2192 ${r.to}`).join(", "))})` : f.change.id);
    parts.push(`renamed paths ${list(items)} mentions`);
  }
  return [
    `discoveries: ${subject} ${list(parts, parts.length)}.`,
    `discoveries: ${plural(pendingOnBranch, "finding", "findings")} pending; run 'discoveries review' to accept, keep or edit ${pendingOnBranch === 1 ? "it" : "them"}.`
  ];
}
function commitSubject(f) {
  for (const e of f.change.evidence) for (const c of e.commits) if (c.sha === f.head) return c.subject;
  return "\0";
}
function subjectFor(hook, caughtUp) {
  if (caughtUp) return "the commits since the last check";
  switch (hook) {
    case "post-commit":
      return "this commit";
    case "post-merge":
      return "this merge";
    case "post-rewrite":
      return "this rebase";
    default:
      return "the commits since the last check";
  }
}

// src/hooks/path-index.ts
var import_node_fs19 = require("node:fs");
var import_node_path16 = require("node:path");
var INDEX_HEADER = ":# discovery-curator path index v2";
var SOURCE_NAMES = ["AGENTS.md", "CLAUDE.md", "copilot-instructions.md", ".mdc", "SKILL.md", "_points.json", ".axiom/", ".swarm/", "memories/memories.jsonl"];
function buildPathIndex(input) {
  const patterns = /* @__PURE__ */ new Set([...SOURCE_NAMES, ...(input.extra ?? []).flatMap(literalRuns)]);
  for (const l of input.learnings) {
    if (l.status !== "active") continue;
    for (const { pattern, hub } of mentionPatterns(l.content, input)) if (!hub) patterns.add(pattern);
  }
  const sources = [...new Set(input.sourcePaths.map((p) => `:${p}`))].sort();
  return [INDEX_HEADER, ':"', ...sources, ...[...patterns].sort()];
}
function buildPatternOwners(input) {
  const owners = /* @__PURE__ */ new Map();
  for (const l of input.learnings) {
    if (l.status !== "active") continue;
    for (const { pattern } of mentionPatterns(l.content, input)) {
      const keys = owners.get(pattern);
      if (!keys) owners.set(pattern, [l.key]);
      else if (keys[keys.length - 1] !== l.key) keys.push(l.key);
    }
  }
  return [...owners].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([pattern, keys]) => [pattern, ...keys].join("	"));
}
function mentionPatterns(content, input) {
  const out = [];
  for (const mention of input.mentionsOf(content)) {
    const pattern = patternFor(mention);
    if (pattern !== null) out.push({ pattern, hub: mention.kind !== "glob" && input.isHub(mention.path) });
  }
  return out;
}
function learningsTouching(ownersFile, changed) {
  let text;
  try {
    text = (0, import_node_fs19.readFileSync)(ownersFile, "utf8");
  } catch {
    return null;
  }
  const lines = changed.map((path) => `:${path}`);
  const keys = /* @__PURE__ */ new Set();
  for (const line of text.split("\n")) {
    const tab = line.indexOf("	");
    if (tab < 0) continue;
    const pattern = line.slice(0, tab);
    if (lines.some((l) => l.includes(pattern))) for (const key of line.slice(tab + 1).split("	")) keys.add(key);
  }
  return keys;
}
function patternFor(mention) {
  const path = mention.path.replace(/[\r\n\t]/g, "");
  if (path === "") return null;
  switch (mention.kind) {
    case "dir":
      return `${path}/`;
    case "glob": {
      const runs = literalRuns(path);
      return runs.length === 0 ? ":" : runs.reduce((a, b) => b.length > a.length ? b : a);
    }
    default:
      return path;
  }
}
function literalRuns(glob) {
  return glob.replace(/^\.\//, "").split(/[*?[\]{}]/).filter((run) => run.length >= 3);
}
function indexIsStale(files) {
  const built = mtimeOf2(files.index);
  if (built === null || mtimeOf2(files.owners) === null) return true;
  let watched;
  try {
    watched = (0, import_node_fs19.readFileSync)(files.watch, "utf8").split("\n").filter(Boolean);
  } catch {
    return true;
  }
  return watched.some((file) => {
    const changed = mtimeOf2(file);
    return changed !== null && changed > built;
  });
}
function writePathIndex(input) {
  const lines = buildPathIndex(input);
  writeFileAtomic(input.files.watch, `${input.watched.join("\n")}
`);
  writeFileAtomic(input.files.owners, `${buildPatternOwners(input).join("\n")}
`);
  writeFileAtomic(input.files.index, `${lines.join("\n")}
`);
  setStageFlag(input.files, input.stagePending);
  return lines.length;
}
function setStageFlag(files, on) {
  const present = mtimeOf2(files.stageFlag) !== null;
  if (on && !present) writeFileAtomic(files.stageFlag, "hooks.stagePending is on\n");
  if (!on && present) (0, import_node_fs19.rmSync)(files.stageFlag, { force: true });
}
function mtimeOf2(path) {
  try {
    return (0, import_node_fs19.statSync)(path).mtimeMs;
  } catch {
    return null;
  }
}
function pathFromTop(workTree, absolute) {
  return (0, import_node_path16.relative)(workTree, absolute).split(import_node_path16.sep).join("/");
}

// src/hooks/pending.ts
var import_node_fs20 = require("node:fs");
function emptyPending() {
  return { version: 1, findings: [], unchecked: [] };
}
function readPending(file) {
  if (!(0, import_node_fs20.existsSync)(file)) return { pending: emptyPending(), problem: null };
  try {
    const parsed = JSON.parse((0, import_node_fs20.readFileSync)(file, "utf8"));
    if (!parsed || typeof parsed !== "object" || !Array.isArray(parsed.findings)) throw new Error("not a pending-findings file");
    const findings = parsed.findings.filter(isFinding);
    const unchecked = Array.isArray(parsed.unchecked) ? parsed.unchecked.filter((u) => u && typeof u.head === "string" && typeof u.branch === "string") : [];
    return { pending: { version: 1, findings, unchecked }, problem: null };
  } catch (error) {
    return { pending: emptyPending(), problem: `${file} is unreadable (${error.message})` };
  }
}
function isFinding(value) {
  const f = value;
  return !!f && typeof f.branch === "string" && !!f.change && typeof f.change.key === "string" && typeof f.change.id === "string" && typeof f.change.action === "string";
}
function writePending(file, pending) {
  writeFileAtomic(file, `${JSON.stringify(pending, null, 2)}
`);
}
function findingKey(f) {
  return `${f.branch}\0${f.change.key}\0${f.change.action}`;
}
function addFindings(pending, findings) {
  const known = new Set(pending.findings.map(findingKey));
  const added = [];
  for (const finding2 of findings) {
    const key = findingKey(finding2);
    if (known.has(key)) continue;
    known.add(key);
    pending.findings.push(finding2);
    added.push(finding2);
  }
  return added;
}
function removeFindings(pending, done) {
  const keys = new Set(done.map(findingKey));
  const before = pending.findings.length;
  pending.findings = pending.findings.filter((f) => !keys.has(findingKey(f)));
  return before - pending.findings.length;
}
function isHookFinding(change) {
  return change.action === "outdate" || change.action === "supersede" || change.action === "rewrite" || change.action === "link";
}
function forProjectStore(change, store) {
  if (change.source.kind !== store.inRepo.kind || change.source.path !== store.inRepo.path) return null;
  return { ...change, source: { kind: change.source.kind, path: store.file } };
}

// src/hooks/skip.ts
var HOOK_NAMES = ["post-commit", "post-merge", "post-rewrite", "post-checkout", "pre-commit"];
function isHookName(name) {
  return HOOK_NAMES.includes(name);
}
function skipBeforeGit(hook, args, env) {
  if (env.HUSKY === "0") return "HUSKY=0";
  if (env.DISCOVERIES_SKIP === "1") return "DISCOVERIES_SKIP=1";
  if (env.CI !== void 0 && env.CI !== "") return "CI is set";
  if (hook === "post-merge" && args[0] === "1") return "squash merge (the commit that follows is checked)";
  if (hook === "post-checkout" && args[2] !== "1") return "file checkout";
  if (hook === "post-rewrite" && args[0] !== "rebase") return `post-rewrite ${args[0] ?? ""} (post-commit checked it)`.trim();
  return null;
}
function skipForOperation(hook, operation, rebaseEndsHere = false) {
  if (operation === null || hook === "post-rewrite") return null;
  if (hook === "post-checkout" && rebaseEndsHere) return null;
  return `${operation} in progress`;
}

// src/hooks/watermark.ts
var import_node_fs21 = require("node:fs");
function readWatermark(git2, ref2) {
  const file = watermarkFile(git2, ref2);
  if (!(0, import_node_fs21.existsSync)(file)) return null;
  const sha = (0, import_node_fs21.readFileSync)(file, "utf8").trim();
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
}
function writeWatermark(git2, ref2, sha) {
  writeFileAtomic(watermarkFile(git2, ref2), `${sha}
`, { durable: false });
}
function formatRange(range) {
  return range.base === null ? null : `${range.base}..${range.head}`;
}
async function rangeToCheck(git2, hook, head, watermark, env) {
  const cwd = git2.workTree;
  if (watermark !== null) {
    if (watermark === head) return { kind: "none", reason: "nothing new since the last check" };
    const base = await mergeBase(cwd, env, watermark, head);
    if (base === head) return { kind: "none", reason: "HEAD moved back; nothing new" };
    if (base !== null) return { kind: "range", base, head, reason: base === watermark ? "since the last check" : "since the last check (history rewritten)" };
  }
  switch (hook) {
    case "post-commit": {
      const parent = await revParse(cwd, env, `${head}^1`);
      return { kind: "range", base: parent, head, reason: "this commit" };
    }
    case "post-merge":
    case "post-rewrite": {
      const before = await revParse(cwd, env, "ORIG_HEAD");
      const base = before ? await mergeBase(cwd, env, before, head) : null;
      if (base === null || base === head) return { kind: "none", reason: "no earlier commit to compare with" };
      return { kind: "range", base, head, reason: hook === "post-merge" ? "this merge" : "this rebase" };
    }
    default:
      return { kind: "none", reason: "first check on this branch: starting here" };
  }
}
async function revParse(cwd, env, name) {
  const result = await runGit(["rev-parse", "--verify", "--quiet", `${name}^{commit}`], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() : null;
}
async function mergeBase(cwd, env, a, b) {
  const result = await runGit(["merge-base", a, b], { cwd, env, allowFailure: true });
  return result.code === 0 ? result.stdout.trim() || null : null;
}

// src/hooks/run.ts
var DEFAULT_DEADLINE_MS = 2e3;
var LOCK_WAIT_MS = 1e3;
var LOCK_STALE_MS = 3e4;
async function runHook(input) {
  const skip = skipBeforeGit(input.hook, input.args, input.env);
  if (skip) return { status: "skipped", reason: skip, added: [], lines: [] };
  const { GIT_INDEX_FILE: indexFile, [KNOWN_GIT_VARIABLE]: known, ...env } = input.env;
  const git2 = await readHookGit(input.cwd, env, known);
  if (!git2) return { status: "skipped", reason: "not in a git work tree", added: [], lines: [] };
  const project = await input.loadProject(git2).then(
    (loaded2) => ({ loaded: loaded2 }),
    (error) => ({ error })
  );
  if (input.hook === "pre-commit" && indexFile) env.GIT_INDEX_FILE = (0, import_node_path17.resolve)(git2.workTree, indexFile);
  const files = hookFiles(git2);
  const started = Date.now();
  const indexTime2 = mtimeOf2(files.index);
  const result = await runInRepository({ ...input, env }, git2, files, project).catch((error) => failure(error));
  const ms = Date.now() - started;
  const logLines = [`${input.hook} ${input.args.join(" ")} ${git2.ref ?? "HEAD"}: ${result.status}, ${result.reason} (${ms} ms)`.replace(/ {2,}/g, " ")];
  for (const f of result.added) logLines.push(`${f.change.id} ${f.change.action}: ${f.change.reason}`);
  if (result.status === "failed" && result.error instanceof Error && result.error.stack && !(result.error instanceof UserError)) logLines.push(result.error.stack);
  appendLog(files.log, input.now(), logLines);
  return { status: result.status, reason: result.reason, added: result.added, lines: result.lines, indexRebuilt: mtimeOf2(files.index) !== indexTime2 };
}
function failure(error) {
  const message = error instanceof UserError ? error.format() : error instanceof Error ? error.message : String(error);
  return {
    status: "failed",
    reason: message,
    added: [],
    lines: [`discoveries: hook skipped: ${message.split("\n")[0]} (details in the hook log; run 'discoveries doctor')`],
    error
  };
}
async function runInRepository(input, git2, files, loaded2) {
  const quiet = (status, reason) => ({ status, reason, added: [], lines: [] });
  const operation = skipForOperation(input.hook, git2.inProgress, git2.rebaseEndsHere);
  if (operation) return quiet("skipped", operation);
  if (git2.head === null) return quiet("skipped", "no commits yet");
  if ("error" in loaded2) throw loaded2.error;
  const project = loaded2.loaded;
  let release;
  try {
    release = await acquireLock(files.lock, { timeoutMs: Math.min(LOCK_WAIT_MS, input.deadlineMs / 2), staleMs: LOCK_STALE_MS, displayPath: files.lock });
  } catch (error) {
    if (!(error instanceof LockTimeoutError)) throw error;
    return {
      status: "busy",
      reason: error.message,
      added: [],
      lines: ["discoveries: another discoveries hook is running; skipped (the next commit, merge or checkout catches up)."]
    };
  }
  try {
    if (input.hook === "pre-commit") return await stagePending(input, git2, files, project);
    return await check(input, git2, files, project);
  } finally {
    release();
  }
}
async function check(input, git2, files, project) {
  const head = git2.head;
  const branch = git2.ref ?? "HEAD";
  const watermark = readWatermark(git2, git2.ref);
  const event = input.hook === "post-checkout" && git2.rebaseEndsHere ? "post-rewrite" : input.hook;
  const phases = new Phases();
  const likely = watermark !== null && watermark !== head ? changedPaths(git2, watermark, head, input.env) : null;
  likely?.catch(() => {
  });
  const gitLayout2 = git2.superproject !== void 0 ? { gitRoot: git2.workTree, gitDir: git2.gitDir, superproject: git2.superproject } : void 0;
  const discovered = likely ? startDiscovery({ env: input.env, paths: project.paths, config: project.config, now: input.now(), ...gitLayout2 ? { gitLayout: gitLayout2 } : {} }) : void 0;
  if (git2.superprojectKey) discovered?.then((d) => d.gitRoot !== null && rememberSuperproject(git2, d.superproject), () => {
  });
  const since = watermark !== null && (await likely?.catch(() => null))?.parents.has(watermark) ? watermark : null;
  const range = since !== null ? { kind: "range", base: since, head, reason: "since the last check" } : await rangeToCheck(git2, event, head, watermark, input.env);
  phases.mark("range");
  const rebuilt = indexIsStale(files);
  if (rebuilt) await rebuildIndexFor(git2, files, project, input.env, input.now());
  else setStageFlag(files, project.config.hooks.stagePending);
  phases.mark("index");
  if (range.kind === "none") {
    if (watermark !== head) writeWatermark(git2, git2.ref, head);
    return { status: "up-to-date", reason: range.reason, added: [], lines: [] };
  }
  const changed = range.base === null ? null : (range.base === watermark && likely ? await likely : await changedPaths(git2, range.base, head, input.env)).paths;
  const sourceChanged = changed === null || changed.some((path) => isSourcePath(files, git2, path));
  if (sourceChanged && !rebuilt && changed !== null) {
    await rebuildIndexFor(git2, files, project, input.env, input.now());
  }
  const touching = changed !== null ? learningsTouching(files.owners, changed) : null;
  phases.mark("paths");
  if (touching !== null && touching.size === 0 && !sourceChanged) {
    writeWatermark(git2, git2.ref, head);
    return { status: "checked", reason: `${formatRange(range)}: no active learning mentions a changed path; ${phases.summary()}`, added: [], lines: [] };
  }
  if (!storeLooksWholeSince(project.paths.cases, (0, import_node_path17.join)(files.stateDir, "store-whole"))) {
    const problems = DiscoveryStore.read(project.paths, project.config).blockingProblems();
    if (problems.length > 0) {
      const first = problems[0];
      const file = pathFromTop(git2.workTree, (0, import_node_path17.join)(project.paths.root, first.file));
      return {
        status: "failed",
        reason: `store has problems: ${first.message}`,
        added: [],
        lines: [`discoveries: not checked: ${file}${first.line ? `:${first.line}` : ""}: ${first.message} (run 'discoveries doctor')`]
      };
    }
  }
  const only = touching ?? void 0;
  let newLines;
  if (range.base !== null) {
    const sources = sourceChanged ? [.../* @__PURE__ */ new Set([...watchedPaths(files, git2), ...changed.filter((p) => isSourcePath(files, git2, p))])] : [];
    newLines = sources.length > 0 ? await linesAddedSince(git2.workTree, range.base, sources.filter((p) => p !== pathFromTop(git2.workTree, project.paths.config)), input.env) : /* @__PURE__ */ new Map();
  }
  let indexRecords = false;
  const readRecords = (file, ids) => {
    const lines2 = file === project.paths.cases ? readIndexedRecords(file, files.records, ids) : null;
    indexRecords ||= lines2 === null && file === project.paths.cases;
    return lines2;
  };
  const planned = planForRange({ env: input.env, paths: project.paths, config: project.config, base: range.base, head, now: input.now(), only, newLines, readRecords, chainCache: files.chain, ...gitLayout2 ? { gitLayout: gitLayout2 } : {}, ...discovered ? { discovered } : {} });
  planned.catch(() => {
  });
  const outcome = await Promise.race([planned.then((plan) => ({ plan })), aborted(input.signal)]);
  phases.mark(`plan (${only ? only.size : "all"} examined)`);
  if (!("plan" in outcome)) {
    const { pending: pending2 } = readPending(files.pending);
    pending2.unchecked = pending2.unchecked.filter((u) => !(u.branch === branch && u.head === head));
    pending2.unchecked.push({ branch, base: range.base, head });
    writePending(files.pending, pending2);
    writeWatermark(git2, git2.ref, head);
    const commits = await countCommits(git2, range, input.env);
    return {
      status: "stopped",
      reason: `deadline of ${input.deadlineMs} ms reached checking ${formatRange(range) ?? head}`,
      added: [],
      lines: [`discoveries: stopped after ${formatDuration2(input.deadlineMs)} checking ${commits}; run 'discoveries review' to finish the check.`]
    };
  }
  if (indexRecords) writeRecordIndex(project.paths.cases, files.records);
  const now = input.now().toISOString();
  const found = outcome.plan.changes.filter(isHookFinding).map((change) => ({ branch, head, event, foundAt: now, change }));
  if (found.length === 0) {
    writeWatermark(git2, git2.ref, head);
    return { status: "checked", reason: `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): 0 new, 0 already pending; ${phases.summary()}`, added: [], lines: [] };
  }
  const { pending, problem } = readPending(files.pending);
  const added = addFindings(pending, found);
  if (added.length > 0 || problem) writePending(files.pending, pending);
  writeWatermark(git2, git2.ref, head);
  const onBranch = pending.findings.filter((f) => f.branch === branch).length;
  const caughtUp = event === "post-commit" ? added.some((f) => f.change.evidence.some((e) => e.commits.some((c) => c.sha !== head))) : event === "post-checkout";
  const lines = findingsMessage(subjectFor(event, caughtUp), added, onBranch);
  if (problem) lines.push(`discoveries: ${problem}; it was started afresh.`);
  const reason = `${formatRange(range) ?? `all of ${head.slice(0, 12)}`} (${range.reason}): ${added.length} new, ${found.length - added.length} already pending; ${phases.summary()}`;
  return { status: "checked", reason, added, lines };
}
async function changedPaths(git2, base, head, env) {
  const log = await runGit(["log", "--format=%x01%P", "--name-only", "--no-renames", "-m", "-z", `${base}..${head}`], { cwd: git2.workTree, env });
  const paths = /* @__PURE__ */ new Set();
  const parents = /* @__PURE__ */ new Set();
  for (const token of log.stdout.split(/[\0\n]/)) {
    if (token.startsWith("")) for (const sha of token.slice(1).split(" ")) parents.add(sha);
    else if (token) paths.add(token);
  }
  return { paths: [...paths], parents };
}
async function rebuildIndexFor(git2, files, project, env, now) {
  const sources = await sourcesForIndex(project.paths, project.config, env, now);
  watchedCache = null;
  return writePathIndex({
    files,
    watched: [project.paths.config, project.paths.cases, ...sources.sourceFiles],
    learnings: sources.learnings,
    sourcePaths: [pathFromTop(git2.workTree, project.paths.cases), ...sources.sourcePaths],
    extra: project.config.sources.include,
    mentionsOf,
    isHub: hubMatcher(project.config.check.hubFiles),
    stagePending: project.config.hooks.stagePending
  });
}
function isSourcePath(files, git2, path) {
  const line = `:${path}`;
  if (SOURCE_NAMES.some((name) => line.includes(name))) return true;
  return watchedPaths(files, git2).has(path);
}
var watchedCache = null;
function watchedPaths(files, git2) {
  if (watchedCache?.file === files.watch) return watchedCache.paths;
  let listed2 = [];
  try {
    listed2 = (0, import_node_fs22.readFileSync)(files.watch, "utf8").split("\n").filter(Boolean);
  } catch {
  }
  const paths = new Set(listed2.map((abs) => pathFromTop(git2.workTree, abs)));
  watchedCache = { file: files.watch, paths };
  return paths;
}
async function stagePending(input, git2, files, project) {
  if (!project.config.hooks.stagePending) {
    setStageFlag(files, false);
    return { status: "skipped", reason: "hooks.stagePending is off", added: [], lines: [] };
  }
  const branch = git2.ref ?? "HEAD";
  const { pending } = readPending(files.pending);
  const storeInRepo = pathFromTop(git2.workTree, project.paths.cases);
  const own = { inRepo: { kind: project.paths.dialect.kind, path: storeInRepo }, file: displayPath(project.paths, project.paths.cases) };
  const mine = pending.findings.filter((f) => f.branch === branch && forProjectStore(f.change, own) !== null);
  if (mine.length === 0) return { status: "skipped", reason: "nothing pending for this branch\u2019s store", added: [], lines: [] };
  const dirty = await runGit(["diff", "--quiet", "--", storeInRepo], { cwd: git2.workTree, env: input.env, allowFailure: true });
  const outcome = await updateStore(
    project.paths,
    project.config,
    (store) => applyPlanToStore(store, mine.map((f) => forProjectStore(f.change, own)), { now: input.now(), commit: git2.head })
  );
  removeFindings(pending, mine);
  writePending(files.pending, pending);
  const ids = outcome.applied.map((a) => a.id);
  if (ids.length === 0) return { status: "staged", reason: "nothing left to apply", added: [], lines: [] };
  if (dirty.code !== 0) {
    return {
      status: "staged",
      reason: `applied ${ids.join(", ")}; not staged (unstaged changes in the store)`,
      added: [],
      lines: [`discoveries: applied ${list2(ids)} to ${displayPath(project.paths, project.paths.cases)} but did not stage it: it has other unstaged changes.`]
    };
  }
  const written2 = [project.paths.cases, project.paths.counters, project.paths.globalView, project.paths.agentsDir].filter((p) => (0, import_node_fs22.existsSync)(p));
  await runGit(["add", "--all", "--", ...written2.map((p) => pathFromTop(git2.workTree, p))], { cwd: git2.workTree, env: input.env, allowFailure: true });
  return {
    status: "staged",
    reason: `staged ${ids.join(", ")}`,
    added: [],
    lines: [`discoveries: staged ${ids.length} pending finding${ids.length === 1 ? "" : "s"} into this commit (${list2(ids)}).`]
  };
}
function list2(ids) {
  return ids.length <= 4 ? ids.join(", ") : `${ids.slice(0, 4).join(", ")} and ${ids.length - 4} more`;
}
var Phases = class {
  last = performance.now();
  steps = [];
  mark(name) {
    const now = performance.now();
    this.steps.push(`${name} ${Math.round(now - this.last)} ms`);
    this.last = now;
  }
  summary() {
    return this.steps.join(", ");
  }
};
function formatDuration2(ms) {
  return ms < 1e3 ? `${Math.round(ms)} ms` : `${(ms / 1e3).toFixed(1)} s`;
}
function aborted(signal) {
  return new Promise((resolve6) => {
    if (signal.aborted) resolve6({ aborted: true });
    else signal.addEventListener("abort", () => resolve6({ aborted: true }), { once: true });
  });
}
async function countCommits(git2, range, env) {
  const result = await runGit(["rev-list", "--count", range.base ? `${range.base}..${range.head}` : range.head], { cwd: git2.workTree, env, allowFailure: true, timeoutMs: 500 });
  const n = Number(result.stdout.trim());
  return Number.isFinite(n) && result.code === 0 ? `${n} commit${n === 1 ? "" : "s"}` : "the new commits";
}

// src/cli/project.ts
var import_node_path18 = require("node:path");
async function openProject(io, storeOverride, known) {
  const gitRoot = known ? known.gitRoot : await findRepoRoot(io.cwd, io.env);
  const root = findProjectRoot(io.cwd, gitRoot);
  const configPath = storeOverride ? storePaths(root, { store: storeOverride }).config : (0, import_node_path18.join)(root, ".axiom", "config.yml");
  const config = await loadConfig(configPath, displayPath(storePaths(root), configPath), known ? { cacheFile: (0, import_node_path18.join)(known.stateDir, "config-cache.json") } : {});
  const store = storeOverride ?? config.store.path;
  const dialect = (0, import_node_path18.basename)(store) === "ideas.jsonl" ? SWARM_DIALECT : AXIOM_DIALECT;
  const paths = storePaths(
    root,
    { store, globalView: config.views.global || void 0, agentsDir: config.views.agentsDir || void 0 },
    dialect
  );
  return { root, gitRoot, paths, config, io };
}

// src/cli/commands/hook.ts
var help = `discoveries hook: run one git hook's check (called by the scripts in hooks/).

Usage: discoveries hook <${HOOK_NAMES.join("|")}> [git's hook arguments]

Checks the commits since the branch's watermark (the last commit checked) with
the same review plan as 'discoveries check --range', adds new findings to the
pending file in the git dir and prints one or two lines. Never writes tracked
files (except the store with hooks.stagePending, from pre-commit). Always exits 0.

Skipped when HUSKY=0, DISCOVERIES_SKIP=1 or CI is set, during a rebase,
cherry-pick, revert or sequencer run (post-rewrite checks a rebase once), for a
squash merge and for a file checkout.

Environment:
  DISCOVERIES_HOOK_DEADLINE_MS   stop after this long (default ${DEFAULT_DEADLINE_MS}); 'discoveries review'
                                 finishes what was not checked
`;
var GRACE_MS = 1500;
async function runHookCommand(args, io) {
  const [name, ...gitArgs] = args;
  if (name === void 0 || !isHookName(name)) {
    io.stderr.write(`discoveries: hook: unknown hook '${name ?? ""}' (one of ${HOOK_NAMES.join(", ")})
`);
    return null;
  }
  const deadlineMs = Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) > 0 ? Number(io.env.DISCOVERIES_HOOK_DEADLINE_MS) : DEFAULT_DEADLINE_MS;
  const exitProcess = io.env === process.env ? () => process.exit(0) : () => {
  };
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), deadlineMs);
  const backstop = setTimeout(() => {
    io.stderr.write(`discoveries: stopped after ${formatDuration2(deadlineMs)}; run 'discoveries review' to finish the check.
`);
    exitProcess();
  }, deadlineMs + GRACE_MS);
  backstop.unref();
  try {
    const result = await runHook({
      hook: name,
      args: gitArgs,
      cwd: io.cwd,
      env: io.env,
      now: io.now,
      loadProject: (git2) => openProject(io, void 0, { gitRoot: git2.workTree, stateDir: hookFiles(git2).stateDir }),
      signal: controller.signal,
      deadlineMs
    });
    for (const line of result.lines.slice(0, 4)) io.stderr.write(`${line}
`);
    if (result.status === "stopped") exitProcess();
    return result;
  } catch (error) {
    io.stderr.write(`discoveries: hook skipped: ${error instanceof Error ? error.message : String(error)}
`);
    return null;
  } finally {
    clearTimeout(deadline);
    clearTimeout(backstop);
  }
}

// src/cli/io.ts
function processIo() {
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout: {
      write: (t) => void process.stdout.write(t),
      get isTTY() {
        return Boolean(process.stdout.isTTY);
      }
    },
    stderr: {
      write: (t) => void process.stderr.write(t),
      get isTTY() {
        return Boolean(process.stderr.isTTY);
      }
    },
    get stdin() {
      return process.stdin;
    },
    now: () => /* @__PURE__ */ new Date()
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  processIo,
  runHookCommand
});
