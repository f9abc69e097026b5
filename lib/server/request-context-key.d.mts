export declare const REQUEST_CONTEXT_KEY: unique symbol;
