import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { satisfies, supportedRange, unsupportedMessage } from './node-support.mjs';

const ROOT = path.join(__dirname, '..');

describe('supported Node versions', () => {
  it('are the two LTS lines of package.json engines: 22 from 22.12, and 24', () => {
    expect(supportedRange()).toBe('^22.12.0 || ^24.0.0');
    const supported = ['22.12.0', '22.20.1', 'v24.0.0', '24.21.0'];
    const unsupported = ['20.20.2', '22.11.9', '23.5.0', '25.0.0', '26.12.1', '18.0.0'];
    expect(supported.filter((v) => satisfies(v))).toEqual(supported);
    expect(unsupported.filter((v) => satisfies(v))).toEqual([]);
  });

  it('say in one line which Node was found and which are supported', () => {
    expect(unsupportedMessage('24.21.0')).toBeNull();
    expect(unsupportedMessage('20.20.2', 'npm start')).toBe(
      'npm start needs Node ^22.12.0 || ^24.0.0 (package.json engines); this is Node 20.20.2. ' +
        'Use Node 24 (.nvmrc), or run `. scripts/node-runtime.sh` to install it for this shell.',
    );
  });

  it('refuse a range they cannot read rather than admit every runtime', () => {
    expect(() => satisfies('24.0.0', '>=20')).toThrow(/caret ranges/);
  });

  it('stop an entry point with that line before it loads anything else', () => {
    let failure: { status: number; stderr: string } | null = null;
    try {
      // The check reads the running version; a fake one shows it refusing without another Node installed.
      execFileSync(process.execPath, ['--import', 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})', 'scripts/start.mjs'], {
        cwd: ROOT,
        env: { ...process.env, npm_lifecycle_event: 'start' },
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr.trim()).toBe(unsupportedMessage('20.20.2', 'npm start'));
  });
});
