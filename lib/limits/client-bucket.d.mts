export declare function clientBucketKey(address: string): string;
