// Word-level text helpers shared by classification and search: lower-case word
// tokens and a light suffix stemmer (tests → test, routing → rout, retries → retri).

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_']*/gu;

export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/'s$|'$/, ''));
}

/** Strips common English inflections so word forms meet: a cheap, predictable Porter step 1. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'i';
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    // keep "class", "pass"
  } else if (w.endsWith('s') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  for (const suffix of ['ingly', 'edly', 'ing', 'ed', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      // running → run, stopped → stop
      if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}

export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Words too common to say anything about what a text is about. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its ' +
    'may might no not of on or our so than that the their them then there these they this those to too up us ' +
    'was we were what when where which while who why will with would you your all any also only just very use used using'
  ).split(' '),
);
