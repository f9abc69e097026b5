/**
 * Route changes render the new document title a little after the URL changes (metadata can stream in).
 * `whenTitleSettles` calls back with the new title as soon as it differs from `previous`, or with
 * whatever the title is after `timeoutMs`. Returns a cancel function.
 */
export function whenTitleSettles(previous: string, callback: (title: string) => void, timeoutMs = 1000): () => void {
  if (typeof document === 'undefined') return () => {};
  if (document.title !== previous) {
    callback(document.title);
    return () => {};
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    callback(document.title);
  };
  const observer =
    typeof MutationObserver === 'function'
      ? new MutationObserver(() => {
          if (document.title !== previous) finish();
        })
      : null;
  observer?.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = window.setTimeout(finish, timeoutMs);
  return () => {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
  };
}
