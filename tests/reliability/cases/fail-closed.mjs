// Case 8: staging/production refuse to start with missing secrets or development values, listing every problem,
// before anything listens or builds: `npm start`, `npm run build`, the production server and the content service.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverArgs } from '../../../scripts/lib/processes.mjs';
import { DEV_PROJECT, DEV_TOKEN } from '../../../shared/dev-values.mjs';
import { cleanEnv, ROOT } from '../lib/procs.mjs';

const COMMANDS = [
  ['npm start', ['scripts/start.mjs']],
  ['npm run build', ['scripts/build.mjs']],
  ['server/main.ts', [...serverArgs(), '-p', '3499']],
  ['content service', ['--import', 'tsx', 'content-service/main.ts']],
];

const ENVIRONMENTS = {
  'nothing set': { SITE_ENV: 'production' },
  'development keys': {
    SITE_ENV: 'staging',
    SITE_URL: 'https://staging.explorewhitefish.com',
    ELEBASE_PROJECT: DEV_PROJECT,
    ELEBASE_TOKEN: DEV_TOKEN,
    PREVIEW_SECRET: 'short',
  },
};

function runFor(args, env, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: cleanEnv({ ...env, CONTENT_PORT: '4498', CONTENT_DATA_DIR: path.join('/tmp', 'wf-fail-closed-none') }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output });
    });
  });
}

export async function failClosed({ report }) {
  const section = report.section('8', 'Staging/production refuse to start without a safe configuration');
  for (const [envName, env] of Object.entries(ENVIRONMENTS)) {
    for (const [name, args] of COMMANDS) {
      const t0 = Date.now();
      const r = await runFor(args, env);
      const label = `${name}, ${envName}`;
      section.check(r.code !== 0 && r.code !== null, 'started anyway', `${label}: exit ${r.signal ?? r.code}`);
      section.check(/refuses to start/.test(r.output), 'no refusal message', `${label}: ${r.output.slice(-300)}`);
      section.check(!/listening on|Creating an optimized production build/.test(r.output), 'listened or built before refusing', label);
      const expected = envName === 'nothing set' ? ['PREVIEW_SECRET', 'REVALIDATE_SECRET'] : ['development', 'PREVIEW_SECRET'];
      if (name !== 'content service') for (const word of expected) section.check(r.output.includes(word), 'a problem missing from the message', `${label}: ${word}`);
      section.check(!r.output.includes(DEV_TOKEN), 'secret printed', label);
      section.note(`${label}: exit ${r.code} after ${Date.now() - t0} ms`);
    }
  }
  section.done();
}
