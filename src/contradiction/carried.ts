// A rule on what a message, record or file carries, said from either end (recall-127): "Matchmaking tickets must
// include the player's MMR" / "Clients must not put MMR in matchmaking tickets", "Every e-filing submission has to carry
// a hash" / "Clients must not send a document hash with submissions", "Always include the room ID in signaling server
// logs" / "Room IDs must not appear in signaling logs", "All model output must be tagged with the git hash" / "Do not
// embed the git hash in model output". One side names the carrier as its subject and the item as the object of
// "include" / "carry"; the other puts the item in, on or with the carrier, says the item appears in it, tags the carrier
// with it, or has the carrier omit it. That side's opening rule is read once more as "<carrier> must (not) include
// <item>", and the checks decide on that reading as they do on any two rules (subject, object, scope, cases).
// Only where the other side does not write the same shape (two rules that both put things in one carrier are read as
// written: their doers may differ), and only a modality hit counts.

import { memoize } from '../text/memo.js';

/** Modals that open a rule, grouped as they read: a prohibition, or an obligation. */
const NEGATIVE_MODAL = String.raw`(?:must|should|shall)(?: not|n't)(?: ever)?|(?:must|should|shall) never|never|(?:do not|don't)(?: ever)?|(?:is|are) not (?:allowed|permitted) to|(?:is|are) (?:forbidden|prohibited) (?:to|from)`;
const POSITIVE_MODAL = String.raw`(?:must|should|shall)(?: always)?|always|(?:is|are) (?:required|expected) to|(?:has|have|need|needs) to`;

/** One character of a noun phrase: no clause break, and no word that opens another clause or a time ("when running …"). */
const PHRASE = String.raw`(?:\x60[^\x60]*\x60|(?!\b(?:when|while|if|before|after|during|unless|because|since|so|and|or|but|instead|anymore|now)\b)[^;,.:()\x60])`;
/** A word of a subject: a name in code, or a plain word. */
const WORD = String.raw`(?:\x60[^\x60]*\x60|[\w'/-]+)`;
/** "in front of", "in place of", "in CI", "in production": a place or an environment after the preposition, no carrier. */
const NO_CARRIER = String.raw`(?!(?:the )?(?:front|place|addition|case|order|advance|parallel|production|prod|staging|ci|dev|development|tests?|general|practice|particular|bulk|batch(?:es)?|code|the same)\b)`;

/** Verbs that put an item into a carrier ("put MMR in the ticket", "set the header on requests", "send a hash with it"). */
const PUTTING = 'put|place|add|append|attach|embed|include|insert|inject|set|send|stamp|print|write|carry|pass';
/** Words after which what follows is the carrier: in, into, on, onto, with, inside; "to" only after add / append / attach. */
const PLACEMENT = new RegExp(
  String.raw`^(?<subject>(?:${WORD} ){0,4}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?<verb>${PUTTING})\s+(?<item>${PHRASE}+?)\s+(?<prep>in|into|on|onto|with|inside|to)\s+${NO_CARRIER}(?<carrier>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  'i',
);
/** "<carrier> must be tagged / stamped / labelled / annotated / marked with <item>". */
const TAGGED = new RegExp(
  String.raw`^(?<carrier>(?:${WORD} ){1,6}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?be\s+(?:tagged|stamped|labell?ed|annotated|marked)\s+with\s+(?<item>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  'i',
);
/** "<item> must not appear / be present / show up in <carrier>". */
const APPEARING = new RegExp(
  String.raw`^(?<item>(?:${WORD} ){1,5}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?:appear|be present|show up|be included)\s+in\s+${NO_CARRIER}(?<carrier>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  'i',
);
/** "<carrier> must omit / exclude / leave out <item>": a rule to leave it out is one not to include it. */
const OMITTING = new RegExp(
  String.raw`^(?<carrier>(?:${WORD} ){1,6}?)(?<modal>${NEGATIVE_MODAL}|${POSITIVE_MODAL})\s+(?:now\s+)?(?:omit|exclude|leave out|strip)\s+(?<item>${PHRASE}+?)(?<rest>(?:\s+(?:anymore|any more|now|either))?(?:\s+(?:because|since|so|as|unless|until|when|while|if|but|and|or|instead)\b|[;,:.(]|$)[\s\S]*)$`,
  'i',
);

/** A cheap first look: one of the words every shape above needs. */
const ANY_SHAPE = /\b(?:put|place|add|append|attach|embed|include|insert|inject|set|send|stamp|print|write|carry|pass|tagged|stamped|labell?ed|annotated|marked|appear|present|show up|included|omit|exclude|leave out|strip)\b/i;
const NEGATIVE_START = new RegExp(String.raw`^(?:${NEGATIVE_MODAL})$`, 'i');
/** Words that cannot be a subject or carrier's last word: a clause that opens with them is no rule of this shape. */
const ARTICLE_END = /\b(?:the|a|an|its|their|each|every|all|any)$/i;

export interface CarriedReading {
  /** The text read as "<carrier> must (not) include <item>". */
  text: string;
  /** The words of the rule as written, and as read. */
  from: string;
  to: string;
  /** "must" or "must not", and what follows the carrier or item (the tail, kept as written). */
  modal: string;
  rest: string;
  /** Which shape: a doer putting the item in the carrier, or the carrier's own rule in other words. */
  placement: boolean;
  carrier: string;
  item: string;
}

/**
 * The text's opening rule read as "<carrier> must (not) include <item>", or null when it is none of the shapes above.
 */
export const carriedReading = memoize(readCarried);

/** The verb of carrying the other rule writes ("must carry a barcode"), so the reading says it in the same word. */
const CARRYING = /\b(?:must|should|to|always)\s+(?:always\s+|never\s+|not\s+)?(include|carry|contain|bear|have)\b/i;

/** The reading in the carrying verb `other` writes, or in "include". */
export function readingFor(read: CarriedReading, other: string): string {
  const verb = CARRYING.exec(other)?.[1]?.toLowerCase();
  if (verb === undefined || verb === 'include') return read.text;
  const to = `${read.carrier} ${read.modal} ${verb} ${read.item}`;
  return to[0]!.toUpperCase() + to.slice(1) + read.rest;
}

function readCarried(text: string): CarriedReading | null {
  if (!ANY_SHAPE.test(text)) return null;
  const trimmed = text.trimStart();
  let m = PLACEMENT.exec(trimmed);
  let placement = true;
  let invert = false;
  if (m !== null) {
    const prep = m.groups!.prep!.toLowerCase();
    const verb = m.groups!.verb!.toLowerCase();
    // "Send pings to every trunk peer", "pass `--project` to julia": "to" names a recipient, not a carrier, unless the
    // verb adds to something.
    if (prep === 'to' && verb !== 'add' && verb !== 'append' && verb !== 'attach') m = null;
    // "Never set Max-Forwards with …": "with" after set, write or pass is a tool.
    else if (prep === 'with' && verb !== 'send' && verb !== 'include' && verb !== 'attach') m = null;
  }
  if (m === null) {
    placement = false;
    m = TAGGED.exec(trimmed) ?? APPEARING.exec(trimmed);
    if (m === null) {
      m = OMITTING.exec(trimmed);
      invert = m !== null;
    }
  }
  if (m === null) return null;
  const g = m.groups!;
  const carrier = g.carrier!.trim();
  const item = g.item!.trim();
  if (carrier.length === 0 || item.length === 0 || ARTICLE_END.test(carrier) || ARTICLE_END.test(item)) return null;
  let negative = NEGATIVE_START.test(g.modal!.trim());
  if (invert) negative = !negative;
  const modal = negative ? 'must not' : 'must';
  const rest = g.rest ?? '';
  const to = `${carrier} ${modal} include ${item}`;
  const from = trimmed.slice(0, trimmed.length - rest.length);
  return { text: to[0]!.toUpperCase() + to.slice(1) + rest, from, to, placement, carrier, item, modal, rest };
}
