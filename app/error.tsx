'use client';

import { useEffect } from 'react';
import { failNavigationProgress } from '@/components/shell/events';

/**
 * A view failed to render (usually the content service is unreachable): plain words and a retry, no stack trace.
 * Reached by a navigation, it also turns the progress bar dark red (docs/product.md#navigation-progress).
 */
export default function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
    failNavigationProgress();
  }, [error]);
  return (
    <div className="page-width status-view" role="alert">
      <h1>This page is not available right now</h1>
      <p>We could not load this page&apos;s content. Please try again in a moment.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
