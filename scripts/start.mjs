// `npm start`: the whole site on PORT (3000) from a production build (built first when there is none), with the
// embedded content service beside it on CONTENT_PORT (4010). `--dev` runs `next dev` instead. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { build } from './build.mjs';
import { NEXT_BIN, ROOT, hasBuild, siteEnv, startContentService, stop, usesEmbeddedContent } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '3000';

if (!dev && !hasBuild()) {
  console.log('No production build yet: building first (npm run build).');
  await build();
}

const service = usesEmbeddedContent() ? await startContentService() : null;
const site = spawn(process.execPath, [NEXT_BIN, dev ? 'dev' : 'start', '-p', port], {
  cwd: ROOT,
  env: siteEnv(),
  stdio: 'inherit',
});

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([stop(site), stop(service?.child)]);
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
site.once('exit', (code) => shutdown(code ?? 1));
service?.child.once('exit', (code) => {
  console.error(`content service stopped (${code}); stopping the site`);
  shutdown(1);
});
