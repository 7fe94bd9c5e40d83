import type { Category, Impact } from './discovery.js';
/** The category with the most matching words; ties go to the earlier category; none → Architecture. */
export declare function classifyCategory(content: string): Category;
/**
 * low: nice to know; medium: affects implementation (the default); high: affects
 * architecture; critical: blocks progress if ignored (security, data loss, expiry of credentials).
 */
export declare function classifyImpact(content: string): Impact;
