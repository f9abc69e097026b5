'use client';

/** The whole shell failed (its content could not be loaded): a self-contained page in plain words. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '3rem auto', maxWidth: '40rem', padding: '0 1rem' }}>
        <h1>Whitefish, Montana: temporarily unavailable</h1>
        <p>We could not load the site&apos;s content. Please try again in a moment.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
