/** Replaces `{name}` placeholders with `vars[name]`; unknown placeholders stay as written. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

// Built on first use, not when a page's code loads: its first construction costs milliseconds on a phone.
let englishPlurals: Intl.PluralRules | undefined;

/** `one` when English counts `n` as a single thing ("1 item"), else `other` ("0 items", "2 items"). */
export function byCount(n: number, one: string, other: string): string {
  englishPlurals ??= new Intl.PluralRules('en-US');
  return englishPlurals.select(n) === 'one' ? one : other;
}
