import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { problemsMessage, readEnv } from './lib/config/env-schema.mjs';
import { securityHeaderRules } from './lib/server/security-headers.ts';

// Staging and production never build or start with a missing secret or a development value, however Next is run.
const env = readEnv(process.env);
if (env.strict && env.problems.length > 0) throw new Error(problemsMessage('Next.js', env.environment, env.problems));

// Several instances (docs/operations.md#several-instances): one build id for every instance built from the same checkout
// (BUILD_ID, else the git commit — plus a digest of uncommitted changes — else the package version), and, with
// REDIS_URL set at build time, the shared Redis cache handler with Next's in-memory cache off.
function buildId() {
  if (env.values.BUILD_ID) return env.values.BUILD_ID;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: __dirname, encoding: 'utf8', stdio: 'pipe' });
  try {
    const commit = git('rev-parse', 'HEAD').trim();
    const status = git('status', '--porcelain', '--untracked-files=all');
    if (!status) return commit;
    const digest = createHash('sha256').update(status).update(git('diff', 'HEAD', '--binary')).digest('hex');
    return `${commit}-dirty-${digest.slice(0, 12)}`;
  } catch {
    const { version } = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8'));
    return `v${version}`;
  }
}

const sharedCache = env.values.REDIS_URL
  ? { cacheHandler: path.join(__dirname, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // For scripts/first-visit-profile.mjs only: a deployed build ships no source maps.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // No ETag on pages: Next hashes every HTML body in JavaScript on every response, cached pages too (12 % of the
  // server's CPU on a 157 kB list page, measured with --cpu-prof; docs/performance.md#list-views-beside-a-content-page).
  // Browsers reach pages by client navigation (no HTML) and nginx revalidates once a minute at most; the
  // calendar feeds set their own ETag.
  generateEtags: false,
  // `next dev` only: Next serves its dev resources (HMR socket, dev chunks) to localhost alone; without this a page
  // opened at http://127.0.0.1:PORT never hydrates (its HMR socket answers 403).
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  // Security headers on every response (lib/server/security-headers.ts); read at build time (SITE_ENV, GTM_ID), from the
  // validated values: `SITE_ENV="production "` is production, HSTS included.
  headers: async () => securityHeaderRules({ SITE_ENV: env.values.SITE_ENV, GTM_ID: env.values.GTM_ID, NODE_ENV: process.env.NODE_ENV }),
  serverExternalPackages: ['better-sqlite3'],
  ...sharedCache,
  generateBuildId: buildId,
  ...(env.values.DEPLOYMENT_ID ? { deploymentId: env.values.DEPLOYMENT_ID } : {}),
};

export default nextConfig;
