export declare const DEV_PROJECT: string;
export declare const DEV_PUBLIC_KEY: string;
export declare const DEV_PRIVATE_KEY: string;
export declare const DEV_TOKEN: string;
export declare const DEV_EVENT_SUBMIT_SECRET: string;
export declare const DEV_USERS: ReadonlyArray<{
  readonly email: string;
  readonly pwd: string;
  readonly first: string;
  readonly last: string;
  readonly level: 1 | 2 | 3;
}>;
