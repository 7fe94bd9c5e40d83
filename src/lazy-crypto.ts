// node:crypto, loaded on first use: loading it costs ~7 ms, and a hook run that
// writes only its watermark and checks a store never needs it.

import type * as Crypto from 'node:crypto';
import { createRequire } from 'node:module';

let loaded: typeof Crypto | null = null;

export function crypto(): typeof Crypto {
  loaded ??= createRequire(import.meta.url)('node:crypto') as typeof Crypto;
  return loaded;
}
