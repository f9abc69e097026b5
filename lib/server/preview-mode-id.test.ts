import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previewModeId } from './preview-mode-id';

const HOLDER = Symbol.for('whitefish.preview-mode-id');
const start = process.cwd();
let dir: string;

function writeProps(distDir: string, id: string) {
  fs.mkdirSync(path.join(dir, distDir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, distDir, 'server', 'preview-props.json'), JSON.stringify({ previewModeId: id, previewModeSigningKey: 'k', previewModeEncryptionKey: 'e' }));
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-preview-id-'));
  process.chdir(dir);
  delete (globalThis as Record<symbol, unknown>)[HOLDER];
});

afterEach(() => {
  process.chdir(start);
  fs.rmSync(dir, { recursive: true, force: true });
});

it('reads the id Next compares the draft cookie with from the build, once', () => {
  writeProps('.next', 'fb14eb0826c6d5bca13fd757ef4bc12d');
  expect(previewModeId()).toBe('fb14eb0826c6d5bca13fd757ef4bc12d');
  writeProps('.next', 'another-build');
  expect(previewModeId()).toBe('fb14eb0826c6d5bca13fd757ef4bc12d'); // a running server keeps its build
});

it('is null without a build (then no cookie is valid), and asks again until there is one', () => {
  expect(previewModeId()).toBeNull();
  writeProps('.next', 'built-later');
  expect(previewModeId()).toBe('built-later');
});

it('prefers the development server’s folder under next dev', () => {
  writeProps('.next', 'production-build');
  writeProps(path.join('.next', 'dev'), 'dev-server');
  const env = process.env as Record<string, string>;
  const before = env.NODE_ENV;
  env.NODE_ENV = 'development';
  try {
    expect(previewModeId()).toBe('dev-server');
  } finally {
    env.NODE_ENV = before;
  }
});
