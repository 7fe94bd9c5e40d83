import type { Analysis } from './analyze.js';
import type { Hit } from './subject.js';
/** Which sides of a delivery a text may write: bit 1 push, bit 2 poll or pull. For compare.ts mayHit's summary. */
export declare function deliverySides(a: Analysis): number;
/** Whether a pair can meet here: one text pushes, the other polls or pulls. */
export declare function deliveriesMayMeet(o: number, n: number): boolean;
/**
 * "Docks push their status to the backend" / "The backend now polls each dock for its status": one text pushes, the
 * other polls or pulls the same flow with the roles swapped.
 */
export declare function deliveryDirectionHit(older: Analysis, newer: Analysis): Hit | null;
