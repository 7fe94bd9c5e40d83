// The Porter (1980) stemmer: "retries", "retried" and "retry" all become
// "retri", so checks compare claims rather than spellings. Pure and cached:
// discoveries reuse a small vocabulary, and the index stems every word.

import { memoize } from '../text/memo.js';

export const stem = memoize((word: string): string =>
  word.length <= 2 || !/^[a-z]+$/.test(word) ? word : (NOUNS_NOT_VERBS[word] ?? porter(american(singularUs(word)))),
);

/**
 * A Latin "-us" noun's plural read as its singular, so both lose the same "s": Porter's stemmer takes "status" to
 * "statu" but "statuses" to "status", and "bonus" / "bonuses", "campus" / "campuses", "radius" / "radiuses" never met.
 * Only after a letter that ends no common "-use" word (cause, house, fuse, abuse, excuse, peruse, misuse keep theirs),
 * and the "-as" nouns software writes (alias, bias, canvas, atlas), whose plurals "-ase" words would share.
 */
function singularUs(w: string): string {
  if (w.length < 6 || w.charCodeAt(w.length - 1) !== 115 /* s */) return w;
  if (PLURAL_US.test(w)) return w.slice(0, -2);
  return PLURAL_AS[w] ?? w;
}

const PLURAL_US = /[tnpixgd]uses$/;
const PLURAL_AS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { aliases: 'alias', biases: 'bias', canvases: 'canvas', atlases: 'atlas' });

/**
 * Plural nouns Porter's stemmer reduces to a verb of another sense: "the settings page" names a screen, "set"
 * says what is done to a value (a light word, vocabulary.ts). Kept whole, as their own term.
 */
const NOUNS_NOT_VERBS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { settings: 'settings' });

/**
 * British spellings read as American ones, so "initialised" meets "initialized" and "behaviour"
 * meets "behavior". Applied to every word alike, a word that is not British ("promise") is only
 * renamed consistently on both sides.
 */
function american(w: string): string {
  if (w.length < 6) return w;
  if (/[a-z]{3}is(?:e|es|ed|ing|ation|ations|er|ers)$/.test(w)) return w.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1');
  if (/ys(?:e|es|ed|ing|er|ers)$/.test(w)) return w.replace(/ys(e|es|ed|ing|er|ers)$/, 'yz$1');
  if (/[a-z]{3}our(?:s|ed|ing|ite|ites|able|ably|ful)?$/.test(w)) return w.replace(/our(s|ed|ing|ite|ites|able|ably|ful)?$/, 'or$1');
  if (/[a-z]{3}tres?$/.test(w)) return w.replace(/tre(s?)$/, 'ter$1');
  return w;
}

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m() in Porter's paper: the number of vowel-consonant sequences in w[0..end). */
function measure(w: string, end: number): number {
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

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  const last = w[end - 1];
  return (
    isConsonant(w, end - 3) && !isConsonant(w, end - 2) && isConsonant(w, end - 1) && last !== 'w' && last !== 'x' && last !== 'y'
  );
}

function replaceSuffix(w: string, suffix: string, replacement: string, minMeasure: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const base = w.length - suffix.length;
  if (measure(w, base) > minMeasure) return w.slice(0, base) + replacement;
  return w;
}

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = [
  'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti',
  'ous', 'ive', 'ize',
];

function porter(input: string): string {
  let w = input;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // keep
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let step1bExtra = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    step1bExtra = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    // "added" is "add", "erred" "err": a three-letter stem keeps its double consonant, as the bare verb does.
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w) && w.length > 3) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  // "autoscaled" is "autoscale" with -d: the -al step 4 takes from nouns ("arrival") is part of this verb.
  const verbEndsAl = step1bExtra && w.endsWith('al');
  // Step 2
  for (const [suffix, replacement] of STEP2) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  // Step 3
  for (const [suffix, replacement] of STEP3) {
    if (w.endsWith(suffix)) {
      w = replaceSuffix(w, suffix, replacement, 0) ?? w;
      break;
    }
  }
  // Step 4
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.length - suffix.length;
    if (measure(w, base) > 1) {
      if (suffix === 'al' && verbEndsAl) break;
      if (suffix === 'ion') {
        const before = w[base - 1];
        if (before === 's' || before === 't') w = w.slice(0, base);
      } else {
        w = w.slice(0, base);
      }
    }
    break;
  }
  // Step 5a
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  // "verify" keeps its y as i where "verification" loses -ic: one verb, one stem.
  if (w.endsWith('ifi') && w.length > 4) w = w.slice(0, -1);
  return w;
}
