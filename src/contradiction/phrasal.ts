// Phrasal verbs as the one-word verbs of their action (recall-127): "Never kick off the hotel inventory sync by hand" /
// "Trigger the hotel inventory sync manually", "Tear down the preview stack after merge" / "Never destroy the preview
// stack", "Always roll back a failed release" / "Never revert a failed release". The checks read a verb as one word and
// its particle as a preposition, so "kick off" never meets "trigger". A text that writes a phrasal verb of a family the
// other text writes a one-word verb of is read once more with that verb in its place, in the same form ("kicked off" /
// "triggered"), and the checks decide on that reading as on any other.

import { memoize } from '../text/memo.js';

/** A verb's forms: base, third person, past, -ing, past participle. */
type Forms = readonly [string, string, string, string, string];

interface Family {
  /** The phrasal verbs, each as the forms of its verb and its particle. */
  phrasal: readonly { verb: Forms; particle: string }[];
  /** The one-word verbs of the same action. */
  words: readonly Forms[];
}

function forms(spec: string): Forms {
  const f = spec.split(' ');
  return [f[0]!, f[1]!, f[2]!, f[3]!, f[4] ?? f[2]!];
}

function family(phrasal: string, words: string): Family {
  return {
    phrasal: phrasal.split(',').map((s) => {
      const parts = s.trim().split(' ');
      const particle = parts.pop()!;
      return { verb: forms(parts.join(' ')), particle };
    }),
    words: words.split(',').map((s) => forms(s.trim())),
  };
}

/**
 * Starting, stopping, switching on and off, tearing down, rolling back and setting up, each with the one-word verbs a
 * writer uses for it. "Run" starts a job as much as "kick off" does; "set up" is configuring or provisioning.
 */
const FAMILIES: readonly Family[] = [
  family(
    'kick kicks kicked kicking off, fire fires fired firing off, spin spins spun spinning up, start starts started starting up, boot boots booted booting up',
    'start starts started starting, trigger triggers triggered triggering, launch launches launched launching, run runs ran running run, initiate initiates initiated initiating, invoke invokes invoked invoking',
  ),
  family('shut shuts shut shutting down, spin spins spun spinning down, wind winds wound winding down', 'stop stops stopped stopping, halt halts halted halting, terminate terminates terminated terminating'),
  family('turn turns turned turning on, switch switches switched switching on', 'enable enables enabled enabling, activate activates activated activating'),
  family('turn turns turned turning off, switch switches switched switching off', 'disable disables disabled disabling, deactivate deactivates deactivated deactivating'),
  family(
    'tear tears tore tearing torn down, take takes took taking taken down',
    'destroy destroys destroyed destroying, delete deletes deleted deleting, remove removes removed removing, dismantle dismantles dismantled dismantling, decommission decommissions decommissioned decommissioning',
  ),
  family('roll rolls rolled rolling back, back backs backed backing out', 'revert reverts reverted reverting, undo undoes undid undoing undone'),
  family('set sets set setting up', 'configure configures configured configuring, provision provisions provisioned provisioning'),
];

/** Every form of every phrasal verb above, then its particle: the cheap first look. */
const ANY_PHRASAL = new RegExp(
  String.raw`\b(?:${[...new Set(FAMILIES.flatMap((f) => f.phrasal.flatMap((p) => p.verb)))].join('|')})\s+(?:${[...new Set(FAMILIES.flatMap((f) => f.phrasal.map((p) => p.particle)))].join('|')})\b`,
  'i',
);

/** One pattern per family for the phrasal verbs, and one for its one-word verbs; the form is found by lookup. */
const PHRASAL_OF = FAMILIES.map(
  (f) => new RegExp(String.raw`\b(${[...new Set(f.phrasal.flatMap((p) => p.verb))].join('|')})\s+(${[...new Set(f.phrasal.map((p) => p.particle))].join('|')})\b`, 'gi'),
);
const WORD_OF = FAMILIES.map((f) => new RegExp(String.raw`\b(${[...new Set(f.words.flatMap((w) => w))].join('|')})\b`, 'i'));

/** A form of "be" or "have" right before the verb: what follows is its participle. */
const PARTICIPLE_BEFORE = /\b(?:is|are|was|were|be|been|being|has|have|had|get|gets|got)\s+$/i;

/** The object after a verb: up to a clause break or a preposition that opens a time, place or manner. */
const OBJECT_AFTER = /^\s*((?:(?!\b(?:by|after|before|during|on|in|for|when|while|if|at|from|to|with|manually|automatically|anymore|now)\b)[^;,.:()])*)/i;
/** The clause before a passive verb: from the last clause break. */
const CLAUSE_BEFORE = /([^;,.:()]*)$/;

const hasPhrasal = memoize((text: string): boolean => ANY_PHRASAL.test(text));

/**
 * `text` with each phrasal verb of a family `other` writes a one-word verb of replaced by that verb in the same form,
 * or null when there is none.
 */
export function phrasalReading(text: string, other: string): { text: string; objects: string[] } | null {
  if (!hasPhrasal(text)) return null;
  let out = text;
  let changed = false;
  const objects: string[] = [];
  for (let k = 0; k < FAMILIES.length; k++) {
    const fam = FAMILIES[k]!;
    const found = WORD_OF[k]!.exec(other);
    if (found === null) continue;
    const lower = found[1]!.toLowerCase();
    const word = fam.words.find((w) => w.includes(lower))!;
    const pattern = PHRASAL_OF[k]!;
    pattern.lastIndex = 0;
    out = out.replace(pattern, (whole: string, verb: string, particle: string, at: number, all: string) => {
      const v = verb.toLowerCase();
      const p = particle.toLowerCase();
      const entry = fam.phrasal.find((x) => x.particle === p && x.verb.includes(v));
      if (entry === undefined) return whole;
      // "is set up", "was shut down": after a form of "be" or "have", the participle.
      const passive = PARTICIPLE_BEFORE.test(all.slice(Math.max(0, at - 12), at));
      const form = passive ? 4 : entry.verb.indexOf(v);
      changed = true;
      // What the verb is done to: the words after it up to a break or a preposition, or in the passive, the clause's
      // words before it.
      const object = passive ? (CLAUSE_BEFORE.exec(all.slice(0, at))?.[1] ?? '') : (OBJECT_AFTER.exec(all.slice(at + whole.length))?.[1] ?? '');
      objects.push(object);
      const to = word[form]!;
      return verb[0] === verb[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
    });
  }
  return changed ? { text: out, objects } : null;
}
