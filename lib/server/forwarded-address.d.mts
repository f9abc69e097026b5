export declare function normaliseAddress(raw: string | undefined | null): string;
export declare function forwardedClientAddress(request: {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedHops: number;
}): string;
