// `npm run build`: a production build. Pages Next can prerender fetch their content during the build, so the
// embedded content service runs for its duration (unless ELEBASE_HOST points at another content host). Then the
// startup scripts get their compile hint, and the service worker is built last, from what Next wrote.
import '../shared/require-supported-node.mjs';
import { checkEnv } from '../lib/config/env-schema.mjs';
import { buildServiceWorker } from './build-service-worker.mjs';
import { hintStartupScripts } from './compile-hints.mjs';
import { copyMapWorker } from './copy-map-worker.mjs';
import { NEXT_BIN, run, siteEnv, startContentService, stop, usesEmbeddedContent } from './lib/processes.mjs';

/** `nextArgs` go to `next build` as they are (e.g. `--analyze` for a bundle report under .next/diagnostics/analyze). */
export async function build(env = process.env, nextArgs = []) {
  checkEnv(env, 'npm run build'); // staging/production: throws, listing every problem
  await copyMapWorker();
  const service = usesEmbeddedContent(env) ? await startContentService(env) : null;
  try {
    await run(process.execPath, [NEXT_BIN, 'build', ...nextArgs], { env: siteEnv(env) });
  } finally {
    await stop(service?.child);
  }
  // After Next: the worker precaches what this build wrote, hints included.
  await hintStartupScripts();
  await buildServiceWorker();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build(process.env, process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
