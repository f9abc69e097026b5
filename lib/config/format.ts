/** Replaces `{name}` placeholders with `vars[name]`; unknown placeholders stay as written. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

const ENGLISH_PLURALS = new Intl.PluralRules('en-US');

/** `one` when English counts `n` as a single thing ("1 item"), else `other` ("0 items", "2 items"). */
export function byCount(n: number, one: string, other: string): string {
  return ENGLISH_PLURALS.select(n) === 'one' ? one : other;
}
