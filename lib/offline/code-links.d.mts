export function codeLinks(text: string): string[];
export function mayNameCode(path: string): boolean;
export function isCodePath(path: string): boolean;
