export declare const DEV_PROJECT: string;
export declare const DEV_PUBLIC_KEY: string;
export declare const DEV_PRIVATE_KEY: string;
export declare const DEV_TOKEN: string;
