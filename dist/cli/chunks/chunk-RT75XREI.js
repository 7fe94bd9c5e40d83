import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/shell-quote.ts
function shellQuote(s) {
  return /^[\w./@:+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

export {
  shellQuote
};
