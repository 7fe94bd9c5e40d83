import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/text/natural-order.ts
function naturalParts(s) {
  return s.split(/(\d+)/);
}
function compareNaturalParts(x, y) {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p === q) continue;
    if (i % 2 === 1) {
      const a = p.replace(/^0+(?=\d)/, "");
      const b = q.replace(/^0+(?=\d)/, "");
      if (a.length !== b.length) return a.length - b.length;
      if (a !== b) return a < b ? -1 : 1;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}
function naturalCompare(a, b) {
  return compareNaturalParts(naturalParts(a), naturalParts(b));
}

export {
  naturalParts,
  compareNaturalParts,
  naturalCompare
};
