// The framework floor for first-visit JS: a bare Next app (one page, one small 'use client' counter, one global
// stylesheet) generated in a temp dir, built and started in the same run as our pages and measured with the same function (js.mjs measureJs).
//
// It uses the checkout's installed Next and React (node_modules is a symlink to ours; its package.json has no
// dependencies of its own), the same bundler as our build (Turbopack unless our `.next/` was built with webpack),
// and the next.config settings of ours that shape client JS: `reactStrictMode: true`, no `compiler` options, no
// `deploymentId`, no `experimental` flags. Everything in ours that only touches the server (headers,
// serverExternalPackages, generateBuildId, the cache handler) is left out. `turbopack.root` is set to the common
// ancestor of the app and the checkout: Turbopack refuses a node_modules symlink pointing outside its root.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, runToEnd, startProcess, stopProcess, waitForHttp } from './proc.mjs';
import { NEXT_BIN, ROOT, cleanEnv } from './stack.mjs';

/** 'webpack' when our build was made with `next build --webpack`, else 'turbopack' (Next 16's default). */
export function bundlerOf(buildDir = path.join(ROOT, '.next')) {
  if (fs.existsSync(path.join(buildDir, 'turbopack'))) return 'turbopack';
  const chunks = path.join(buildDir, 'static/chunks');
  const names = fs.existsSync(chunks) ? fs.readdirSync(chunks) : [];
  if (names.some((name) => name.startsWith('webpack-')) || fs.existsSync(path.join(chunks, 'app'))) return 'webpack';
  return 'turbopack';
}

function commonAncestor(a, b) {
  const x = path.resolve(a).split(path.sep);
  const y = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(0, i).join(path.sep) || path.sep;
}

const FILES = {
  'package.json': JSON.stringify({ name: 'wf-js-floor', private: true, version: '0.0.0' }, null, 2),
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'ES2023'],
        allowJs: true,
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: true,
        types: ['node'],
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules', '.next'],
    },
    null,
    2,
  ),
  // A stylesheet, as every app create-next-app makes has: headless Chromium holds a first paint that waits for one
  // (docs/performance.md#lighthouse-beside-the-floor), and a floor without any would be judged by another paint than any styled page.
  'app/globals.css': `body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
`,
  'app/layout.tsx': `import './globals.css';

export const metadata = { title: 'Floor' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `import { Counter } from './Counter';

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <Counter />
    </main>
  );
}
`,
  'app/Counter.tsx': `'use client';
import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count} times
    </button>
  );
}
`,
};

/** Writes the bare app into `dir` (created), node_modules linked to the checkout's. */
export function writeFloorApp(dir) {
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) fs.writeFileSync(path.join(dir, name), text);
  const root = commonAncestor(dir, ROOT);
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default ${JSON.stringify({ reactStrictMode: true, poweredByHeader: false, turbopack: { root } }, null, 2)};\n`,
  );
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/**
 * Generates, builds (`next build`, or `next build --webpack` as ours) and starts the floor app; returns
 * { origin, stop, bundler, buildMs }. The caller measures it and calls stop().
 */
export async function startFloorApp({ dir, logDir, bundler = bundlerOf() }) {
  writeFloorApp(dir);
  const env = cleanEnv();
  const started = performance.now();
  await runToEnd(process.execPath, [NEXT_BIN, 'build', ...(bundler === 'webpack' ? ['--webpack'] : [])], {
    cwd: dir,
    env,
    logFile: path.join(logDir, 'floor-build.log'),
  });
  const buildMs = Math.round(performance.now() - started);
  const port = await freePort(3300, 3399);
  const child = startProcess(process.execPath, [NEXT_BIN, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    logFile: path.join(logDir, 'floor-start.log'),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, { child, timeoutMs: 60_000 });
  return { origin, dir, bundler, buildMs, stop: () => stopProcess(child) };
}
