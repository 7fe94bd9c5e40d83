// Impact and category when the author didn't give them. Seed 001's keyword
// heuristics, matched on whole words (the seed's substring test files "build"
// under Frontend because it contains "ui", and "latest" under Testing).

import type { Category, Impact } from './discovery.js';
import { escapeRegExp } from '../text/regexp.js';
import { stem, words } from '../text/words.js';

type Rule = { category: Category; terms: string[] };

// Seed order first (API, Testing, Database, Frontend), then the seed's other categories.
const CATEGORY_RULES: Rule[] = [
  { category: 'API', terms: ['api', 'route', 'endpoint', 'auth', 'authentication', 'oauth', 'jwt', 'cors', 'graphql', 'rest', 'webhook', 'http', 'request', 'response', 'header', 'rpc', 'grpc', 'openapi'] },
  { category: 'Testing', terms: ['test', 'vitest', 'jest', 'mocha', 'spec', 'fixture', 'mock', 'e2e', 'coverage', 'playwright', 'cypress', 'pytest', 'assertion', 'snapshot'] },
  { category: 'Database', terms: ['schema', 'database', 'db', 'migration', 'migrate', 'sql', 'postgres', 'postgresql', 'mysql', 'sqlite', 'table', 'orm', 'prisma', 'redis', 'index', 'transaction', 'query'] },
  { category: 'Frontend', terms: ['component', 'ui', 'css', 'react', 'vue', 'svelte', 'html', 'dom', 'tailwind', 'layout', 'browser', 'jsx', 'tsx', 'render', 'hook', 'page', 'style'] },
  { category: 'Dependencies', terms: ['dependency', 'dependencies', 'package', 'version', 'npm', 'pnpm', 'yarn', 'library', 'upgrade', 'downgrade', 'pin', 'install', 'lockfile', 'peer', 'semver', 'pip', 'cargo', 'gem'] },
  { category: 'Errors', terms: ['error', 'exception', 'fail', 'failure', 'crash', 'bug', 'stacktrace', 'workaround', 'panic', 'throw', 'timeout', 'flaky', 'regression'] },
  { category: 'Conventions', terms: ['naming', 'convention', 'prefer', 'lint', 'eslint', 'prettier', 'format', 'camelcase', 'kebab', 'indent', 'style', 'idiom', 'const', 'let'] },
];

const CATEGORY_STEMS = CATEGORY_RULES.map((rule) => ({ category: rule.category, stems: new Set(rule.terms.map(stem)) }));

// "hook" is a React hook only outside version control: a git hook (husky, post-commit) is no Frontend matter.
const HOOK = stem('hook');
const VCS_STEMS = new Set(['git', 'husky', 'commit', 'merge', 'rebase', 'lefthook', 'checkout'].map(stem));

/** The category with the most matching words; ties go to the earlier category; none → Architecture. */
export function classifyCategory(content: string): Category {
  let tokens = words(content).map(stem);
  if (tokens.some((t) => VCS_STEMS.has(t))) tokens = tokens.filter((t) => t !== HOOK);
  let best: Category = 'Architecture';
  let bestScore = 0;
  for (const rule of CATEGORY_STEMS) {
    let score = 0;
    for (const token of tokens) if (rule.stems.has(token)) score++;
    if (score > bestScore) {
      best = rule.category;
      bestScore = score;
    }
  }
  return best;
}

// Each level: phrases (matched on word boundaries, lower case) and single-word stems.
const CRITICAL_PHRASES = [
  'data loss', 'lose data', 'loses data', 'never commit', 'must not', 'must never', 'do not run', 'don\'t run', 'drop table',
  'in production', 'breaks production', 'blocks', 'blocked', 'deadlock', 'irreversible', 'cannot be undone', 'corrupt',
];
const CRITICAL_STEMS = ['security', 'secret', 'credential', 'password', 'vulnerab', 'leak', 'outage', 'expire', 'revok', 'destroy', 'wipe'].map(stem);
const CRITICAL_CONTEXT = ['auth', 'authentication', 'token', 'session', 'login', 'oauth', 'jwt', 'certificate', 'key', 'billing', 'payment'].map(stem);

const HIGH_PHRASES = ['go through', 'goes through', 'all api', 'every request', 'single source of truth', 'only through', 'must go', 'always go'];
const HIGH_STEMS = ['all', 'every', 'always', 'never', 'must', 'architecture', 'gateway', 'monorepo', 'schema', 'migration', 'deploy', 'infrastructure', 'global', 'central', 'mandatory'].map(stem);

const LOW_PHRASES = ['when possible', 'if possible', 'nice to have', 'nice to know', 'where possible', 'for readability', 'over let', 'cosmetic'];
const LOW_STEMS = ['prefer', 'consider', 'optionally', 'style', 'naming', 'typo', 'readability', 'cosmetic', 'tidy'].map(stem);

function hasPhrase(text: string, phrases: string[]): boolean {
  return phrases.some((p) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(p)}($|[^\\p{L}\\p{N}])`, 'u').test(text));
}

/**
 * low: nice to know; medium: affects implementation (the default); high: affects
 * architecture; critical: blocks progress if ignored (security, data loss, expiry of credentials).
 */
export function classifyImpact(content: string): Impact {
  const text = content.toLowerCase();
  const tokens = new Set(words(text).map(stem));
  const any = (list: string[]) => list.some((s) => tokens.has(s) || [...tokens].some((t) => s.length >= 5 && t.startsWith(s)));
  if (hasPhrase(text, CRITICAL_PHRASES)) return 'critical';
  if (any(CRITICAL_STEMS) && (any(CRITICAL_CONTEXT) || tokens.has('never') || tokens.has('must'))) return 'critical';
  if (any(CRITICAL_STEMS)) return 'high';
  if (hasPhrase(text, HIGH_PHRASES) || any(HIGH_STEMS)) return 'high';
  if (hasPhrase(text, LOW_PHRASES) || any(LOW_STEMS)) return 'low';
  return 'medium';
}
