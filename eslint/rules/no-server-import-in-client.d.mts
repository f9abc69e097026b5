import type { Rule } from 'eslint';

/** The file an import specifier names (`@/` = root, relative paths, extensions, index files), or null. */
export function resolveImport(specifier: string, fromFile: string, root?: string): string | null;

declare const rule: Rule.RuleModule;
export default rule;
