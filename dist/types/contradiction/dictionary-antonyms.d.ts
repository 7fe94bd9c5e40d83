export declare const DICTIONARY_ANTONYMS: Array<[string, string, boolean]>;
/**
 * Words of the pairs above that are states wherever they stand ("keeps an off-site copy"). vocabulary.ts reads the
 * other words it adds as states only after a state verb: before a noun most name a kind ("the direct dependency",
 * "invalid tokens are rejected", "an idle timeout", "signed URLs").
 */
export declare const DICTIONARY_ATTRIBUTIVE: Set<string>;
/**
 * Words of the pairs above that stay a term when read as a state. A verb's form: a denial of the state meets the verb
 * the other side writes ("Receipts are not signed" against "The printer signs each receipt", "The upload is not
 * complete" against "The uploader completes the upload"). "valid": how long a thing is valid is its lifetime
 * ("Access tokens are valid for 15 minutes" against `ACCESS_TOKEN_TTL` of 3600 seconds). The candidate index counts
 * such a word once, by the word, not again by its pair (analyze.ts).
 */
export declare const DICTIONARY_KEPT_TERMS: Set<string>;
