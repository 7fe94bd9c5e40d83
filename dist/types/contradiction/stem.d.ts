export declare const stem: (key: string) => string;
