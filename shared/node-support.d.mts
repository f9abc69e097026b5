export function supportedRange(): string;
export function satisfies(version: string, range?: string): boolean;
export function unsupportedMessage(version?: string, what?: string): string | null;
export function requireSupportedNode(what: string): void;
export function typeScriptFlags(features?: { typescript?: string | false }): string[];
