import { HONEYPOT_FIELD } from '@/lib/forms/endpoint';

/** Hidden field that people never see or fill in; bots that do are accepted silently and nothing is stored. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website (leave empty)</label>
      <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
