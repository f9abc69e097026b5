export declare const DEV_CONTENT_PORT: 4010;
export declare const DEV_PROJECT: 'whitefish';
export declare const DEV_PUBLIC_KEY: 'whitefish-dev-public-key';
export declare const DEV_PRIVATE_KEY: 'whitefish-dev-private-key';
export declare const DEV_TOKEN: 'whitefish-dev-token';
