import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/learning.ts
function learningKey(source, id) {
  return `${source.path}#${id}`;
}
function idInSource(source, key) {
  const prefix = learningKey(source, "");
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
}

export {
  learningKey,
  idInSource
};
