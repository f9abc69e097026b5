import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
// @ts-expect-error plain .mjs module of the scripts
import { shortSource, sourceFrames } from './source-frames.mjs';
// @ts-expect-error plain .mjs module of the build
import { COMPILE_HINT } from '../compile-hints.mjs';

/** A build's chunk whose line 1 column 10 maps to `hydrate` in react-dom and line 2 column 4 to our TopBar. */
function build(hinted: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-frames-'));
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  const map = new SourceMapGenerator({ file: 'a.js' });
  map.addMapping({ generated: { line: 1, column: 10 }, original: { line: 120, column: 2 }, source: '[project]/node_modules/react-dom/client.js', name: 'hydrate' });
  map.addMapping({ generated: { line: 2, column: 4 }, original: { line: 7, column: 0 }, source: '[project]/components/shell/TopBar.tsx', name: 'TopBar' });
  fs.writeFileSync(path.join(dir, 'static/chunks/a.js.map'), map.toString());
  fs.writeFileSync(path.join(dir, 'static/chunks/a.js'), `${hinted ? COMPILE_HINT : ''}x\ny\n//# sourceMappingURL=a.js.map`);
  return dir;
}

const frame = (lineNumber: number, columnNumber: number, url = 'http://127.0.0.1:3000/_next/static/chunks/a.js') => ({ functionName: 'q', url, lineNumber, columnNumber });

describe('naming a profiled frame by its source', () => {
  it('reads the chunk’s source map, a line further down when the chunk carries the compile hint', () => {
    for (const hinted of [false, true]) {
      const name = sourceFrames(build(hinted));
      const down = hinted ? 1 : 0;
      expect(name(frame(0 + down, 10))).toBe('hydrate nm/react-dom/client.js:120');
      expect(name(frame(1 + down, 4))).toBe('TopBar components/shell/TopBar.tsx:7');
    }
  });

  it('names the browser’s own code, chunks without a map and the hint line by what is known', () => {
    const name = sourceFrames(build(true));
    expect(name({ functionName: 'appendChild', url: '', lineNumber: -1, columnNumber: -1 })).toBe('appendChild (native)');
    expect(name(frame(0, 3))).toBe('q a.js'); // the hint's own line
    expect(name(frame(0, 1, 'http://127.0.0.1:3000/_next/static/chunks/b.js'))).toBe('q b.js');
    expect(shortSource('turbopack:///[project]/lib/config/paths.ts')).toBe('lib/config/paths.ts');
  });
});
