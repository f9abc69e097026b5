/** Shown on every page while preview (draft mode) is on; leaving is a form POST, never a prefetched link. */
export function PreviewBanner({ path = '/' }: { path?: string }) {
  return (
    <div className="preview-banner" role="status">
      <p>
        <strong>Preview is on.</strong> You are seeing drafts (phases 1–4); nothing here is cached or shown to
        visitors.
      </p>
      <form method="post" action="/api/preview/disable">
        <input type="hidden" name="path" value={path} />
        <button type="submit" className="button button-small">
          Leave preview
        </button>
      </form>
    </div>
  );
}
