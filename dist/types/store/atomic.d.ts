export interface AtomicWriteOptions {
    /**
     * Flush the file and its folder to disk (the default). Off for state that can
     * be lost in a crash without harm (a hook's watermark: a lost one only means
     * the commits are checked again): the rename alone still never leaves a
     * half-written file, and the two fsyncs are most of a small write's cost.
     */
    durable?: boolean;
}
export declare function writeFileAtomic(path: string, data: string | Buffer, options?: AtomicWriteOptions): void;
