import { type Analysis, type Denial } from './analyze.js';
import { type Hit } from './subject.js';
export declare function substitutionHit(older: Analysis, newer: Analysis, sources: ReadonlySet<Denial['source']>): Hit | null;
export declare function alternativeHit(older: Analysis, newer: Analysis): Hit | null;
export declare function moveHit(older: Analysis, newer: Analysis): Hit | null;
/**
 * "`User` was moved to `app/accounts/models.py`" against "The `User` model lives in `app/models/user.py`": a thing
 * has one place in a repository, and the newer says it left for another. Only when the newer names the old place as
 * gone or not at all, the two places are not one inside the other, and the newer's subject is the older's or part
 * of its name: "Form components moved to `src/forms/`" is about some of the components, not all of them.
 */
export declare function relocationHit(older: Analysis, newer: Analysis): Hit | null;
