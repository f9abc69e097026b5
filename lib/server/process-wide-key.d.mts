export declare function processWideKey(name: string): symbol;
export declare const CONTENT_BREAKER: 'content-breaker';
