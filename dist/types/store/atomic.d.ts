export declare function writeFileAtomic(path: string, data: string | Buffer): void;
