/**
 * The glob patterns (pathspec `:(glob)` syntax, from the top of the repository) of the
 * files a `.gitattributes` text marks `linguist-generated` (set, or `=true`), other than
 * the store's views; null when it marks none, or when it unsets the mark on some line
 * (`-linguist-generated`, `=false`): which files are generated then depends on the lines'
 * order, which pathspecs cannot say.
 */
export declare function generatedPatterns(attributes: string): string[] | null;
/** generatedPatterns of the `.gitattributes` at the top of the work tree `root`. */
export declare function readGeneratedPatterns(root: string): string[] | null;
