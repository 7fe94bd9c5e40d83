// Checks a request against GitHub's REST OpenAPI description (@octokit/openapi):
// the method and path template, path and query parameters, and the JSON body
// against the operation's schema. The fake GitHub server rejects whatever fails,
// so the Action cannot pass its tests by calling an endpoint GitHub doesn't have
// or sending a body GitHub would refuse.
//
// Deliberately stricter than GitHub in one way: unknown query parameters and
// unknown body properties are errors. GitHub ignores them silently, which turns
// a typo (`per-page`, `draf`) into a bug nobody sees.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

type Schema = { [key: string]: unknown };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  'x-multi-segment'?: boolean;
}

interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
}

interface CompiledRoute {
  template: string;
  /** Literal segments first: `/pulls/comments` must win over `/pulls/{pull_number}`. */
  literalCount: number;
  pattern: RegExp;
  paramNames: string[];
  methods: Record<string, Operation>;
}

export interface RequestToCheck {
  method: string;
  /** The URL path, without query string. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body, or undefined when there was none. */
  body: unknown;
}

export type CheckResult =
  | { ok: true; operationId: string; template: string; params: Record<string, string> }
  | { ok: false; error: string };

export class OpenApiValidator {
  private readonly routes: CompiledRoute[];

  constructor(private readonly spec: { paths: Record<string, Record<string, unknown>>; components: Schema }) {
    this.routes = Object.entries(spec.paths).map(([template, item]) => this.compileRoute(template, item));
    this.routes.sort((a, b) => b.literalCount - a.literalCount);
  }

  check(request: RequestToCheck): CheckResult {
    const method = request.method.toLowerCase();
    const matches = this.routes.flatMap((route) => {
      const m = route.pattern.exec(request.path);
      return m ? [{ route, m }] : [];
    });
    if (matches.length === 0) return { ok: false, error: `no GitHub REST path matches ${request.path}` };
    const match = matches.find(({ route }) => route.methods[method]);
    if (!match) {
      return { ok: false, error: `${request.method} is not an operation of ${matches[0]!.route.template}` };
    }
    const { route, m } = match;
    const operation = route.methods[method]!;
    const where = `${operation.operationId} (${request.method} ${route.template})`;
    const parameters = (operation.parameters ?? []).map((p) => this.resolve(p as unknown as Schema) as unknown as Parameter);

    const params: Record<string, string> = {};
    for (const [index, name] of route.paramNames.entries()) {
      const raw = decodeURIComponent(m[index + 1]!);
      const declared = parameters.find((p) => p.in === 'path' && p.name === name);
      if (!declared) return { ok: false, error: `${where}: path parameter ${name} is not declared` };
      if (raw.includes('/') && !declared['x-multi-segment']) return { ok: false, error: `${where}: path parameter ${name} may not contain '/'` };
      const problem = this.checkParameterValue(raw, declared.schema ?? {});
      if (problem) return { ok: false, error: `${where}: path parameter ${name}=${JSON.stringify(raw)} ${problem}` };
      params[name] = raw;
    }

    const queryParams = parameters.filter((p) => p.in === 'query');
    for (const name of new Set(request.query.keys())) {
      const declared = queryParams.find((p) => p.name === name);
      if (!declared) return { ok: false, error: `${where}: unknown query parameter ${name}` };
      const values = request.query.getAll(name);
      const schema = (declared.schema ?? {}) as Schema;
      const items = this.resolve(schema).type === 'array' ? ((this.resolve(schema).items ?? {}) as Schema) : schema;
      if (values.length > 1 && items === schema) return { ok: false, error: `${where}: query parameter ${name} given ${values.length} times` };
      for (const value of values.flatMap((v) => (items === schema ? [v] : v.split(',')))) {
        const problem = this.checkParameterValue(value, items);
        if (problem) return { ok: false, error: `${where}: query parameter ${name}=${JSON.stringify(value)} ${problem}` };
      }
    }
    for (const p of queryParams) {
      if (p.required && !request.query.has(p.name)) return { ok: false, error: `${where}: missing required query parameter ${p.name}` };
    }

    const requestBody = operation.requestBody ? (this.resolve(operation.requestBody as Schema) as Operation['requestBody']) : undefined;
    if (request.body === undefined) {
      if (requestBody?.required) return { ok: false, error: `${where}: a JSON body is required` };
    } else {
      const schema = requestBody?.content?.['application/json']?.schema;
      if (!schema) return { ok: false, error: `${where}: takes no JSON body` };
      const problem = this.validate(request.body, schema, 'body');
      if (problem) return { ok: false, error: `${where}: ${problem}` };
    }
    return { ok: true, operationId: operation.operationId, template: route.template, params };
  }

  /** Validates a JSON value against a schema; returns the first problem found, or null. */
  validate(value: unknown, schemaOrRef: Schema, at: string): string | null {
    const schema = this.resolve(schemaOrRef);
    if (value === null) {
      if (schema.nullable === true || schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return null;
      if (schema.type === undefined && !schema.oneOf && !schema.anyOf && !schema.allOf && !schema.enum) return null;
    }
    if (Array.isArray(schema.allOf)) {
      for (const part of schema.allOf as Schema[]) {
        const problem = this.validate(value, part, at);
        if (problem) return problem;
      }
    }
    // GitHub's oneOf branches often overlap, so "at least one" is the useful reading.
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key] as Schema[] | undefined;
      if (!branches) continue;
      const problems = branches.map((b) => this.validate(value, b, at));
      if (!problems.includes(null)) return problems.length === 1 ? problems[0]! : `${at} matches none of ${key}: ${problems.join('; ')}`;
    }
    if (schema.enum && !(schema.enum as unknown[]).some((e) => e === value)) {
      return `${at}=${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`;
    }
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (types.length > 0 && !types.some((t) => hasType(value, t))) {
      return `${at} should be ${types.join(' or ')}, got ${describe(value)}`;
    }
    if (typeof value === 'string') {
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) return `${at} is shorter than ${schema.minLength}`;
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return `${at} is longer than ${schema.maxLength}`;
      if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return `${at} does not match ${schema.pattern}`;
    }
    if (typeof value === 'number') {
      if (typeof schema.minimum === 'number' && value < schema.minimum) return `${at} is below ${schema.minimum}`;
      if (typeof schema.maximum === 'number' && value > schema.maximum) return `${at} is above ${schema.maximum}`;
    }
    if (Array.isArray(value)) {
      if (typeof schema.minItems === 'number' && value.length < schema.minItems) return `${at} has fewer than ${schema.minItems} items`;
      if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return `${at} has more than ${schema.maxItems} items`;
      if (schema.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) return `${at} has duplicate items`;
      if (schema.items) {
        for (const [i, item] of value.entries()) {
          const problem = this.validate(item, schema.items as Schema, `${at}[${i}]`);
          if (problem) return problem;
        }
      }
    }
    if (isPlainObject(value)) {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[]) {
        if (!(name in value)) return `${at}.${name} is required`;
      }
      if (typeof schema.maxProperties === 'number' && Object.keys(value).length > schema.maxProperties) {
        return `${at} has more than ${schema.maxProperties} properties`;
      }
      for (const [name, item] of Object.entries(value)) {
        const declared = properties[name];
        if (declared) {
          const resolved = this.resolve(declared);
          if (resolved.readOnly === true) return `${at}.${name} is read-only`;
          const problem = this.validate(item, declared, `${at}.${name}`);
          if (problem) return problem;
        } else if (isPlainObject(schema.additionalProperties)) {
          const problem = this.validate(item, schema.additionalProperties as Schema, `${at}.${name}`);
          if (problem) return problem;
        } else if (schema.additionalProperties === false || (schema.additionalProperties === undefined && schema.properties)) {
          return `${at}.${name} is not a known property`;
        }
      }
    }
    return null;
  }

  private checkParameterValue(raw: string, schemaOrRef: Schema): string | null {
    const schema = this.resolve(schemaOrRef);
    let value: unknown = raw;
    if (schema.type === 'integer' || schema.type === 'number') {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) return `should be ${schema.type}`;
      value = Number(raw);
    } else if (schema.type === 'boolean') {
      if (raw !== 'true' && raw !== 'false') return 'should be true or false';
      value = raw === 'true';
    }
    const problem = this.validate(value, schema, 'value');
    return problem ? problem.replace(/^value(=\S+)?\s*/, '') : null;
  }

  private compileRoute(template: string, item: Record<string, unknown>): CompiledRoute {
    const paramNames: string[] = [];
    let literalCount = 0;
    const operations = Object.fromEntries(
      Object.entries(item).filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method)),
    ) as Record<string, Operation>;
    const multiSegment = new Set(
      Object.values(operations)
        .flatMap((op) => (op.parameters ?? []).map((p) => this.resolve(p as unknown as Schema) as unknown as Parameter))
        .filter((p) => p.in === 'path' && p['x-multi-segment'] === true)
        .map((p) => p.name),
    );
    const source = template
      .split('/')
      .map((segment) => {
        if (segment === '') return '';
        const parts = segment.split(/(\{[^}]+\})/).filter(Boolean);
        if (parts.every((p) => !p.startsWith('{'))) literalCount += 1;
        return parts
          .map((part) => {
            if (!part.startsWith('{')) return escapeRegExp(part);
            const name = part.slice(1, -1);
            paramNames.push(name);
            return multiSegment.has(name) ? '(.+)' : '([^/]+)';
          })
          .join('');
      })
      .join('/');
    return { template, literalCount, pattern: new RegExp(`^${source}$`), paramNames, methods: operations };
  }

  /** Follows `$ref`s within the document (`#/components/...`). */
  private resolve(schema: Schema): Schema {
    let current = schema;
    for (let depth = 0; typeof current.$ref === 'string'; depth++) {
      if (depth > 32) throw new Error(`$ref loop at ${String(current.$ref)}`);
      const ref = current.$ref as string;
      if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
      let target: unknown = this.spec;
      for (const part of ref.slice(2).split('/')) {
        target = (target as Schema)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
        if (target === undefined) throw new Error(`unresolvable $ref ${ref}`);
      }
      current = target as Schema;
    }
    return current;
  }
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let cached: OpenApiValidator | undefined;

/** The validator for api.github.com, parsed once per process (the description is 13 MB). */
export function githubValidator(): OpenApiValidator {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/openapi/generated/api.github.com.json');
    cached = new OpenApiValidator(JSON.parse(readFileSync(file, 'utf8')));
  }
  return cached;
}
