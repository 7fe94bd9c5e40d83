import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/regexp.ts
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

export {
  escapeRegExp
};
