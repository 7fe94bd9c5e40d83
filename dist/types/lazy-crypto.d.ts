import type * as Crypto from 'node:crypto';
export declare function crypto(): typeof Crypto;
