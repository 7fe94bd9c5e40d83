export declare function stem(word: string): string;
