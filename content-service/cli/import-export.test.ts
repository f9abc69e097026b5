import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFixture, FIXTURE_IDS as ID } from '../seed/fixture';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-cli-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(script: 'import' | 'export', args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', `content-service/cli/${script}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

test('import then export round-trips; re-import replaces by id', () => {
  const data = buildFixture(new Date());
  const file = path.join(dir, 'in.json');
  const dataDir = path.join(dir, 'data');
  fs.writeFileSync(file, JSON.stringify(data));
  const imported = run('import', [file], dataDir);
  expect(imported.stderr).toBe('');
  expect(imported.status).toBe(0);
  expect(imported.stdout).toMatch(/imported 12 entries, 2 contacts, 2 groups, 2 feature types/);

  const exported = run('export', [], dataDir);
  expect(exported.status).toBe(0);
  expect(JSON.parse(exported.stdout)).toEqual(JSON.parse(JSON.stringify(data)));
  // Machine-readable hours are an element like any other: the file carries them both ways.
  const brewery = JSON.parse(exported.stdout).entries.find((e: { id: string }) => e.id === ID.brewery);
  expect(brewery.elements).toContainEqual(expect.objectContaining({ id: 'opening-hours', type: 'text', data: 'Mo-Su 11:00-21:00; PH off' }));

  const changed = { entries: [{ ...data.entries[0], title: 'Renamed Brewery' }], contacts: [] };
  fs.writeFileSync(file, JSON.stringify(changed));
  expect(run('import', [file], dataDir).status).toBe(0);
  const out = path.join(dir, 'out.json');
  expect(run('export', [out], dataDir).status).toBe(0);
  const again = JSON.parse(fs.readFileSync(out, 'utf8'));
  expect(again.entries).toHaveLength(12);
  expect(again.entries.find((e: { id: string }) => e.id === ID.brewery).title).toBe('Renamed Brewery');
});

test('import names the bad item and field', () => {
  const file = path.join(dir, 'bad.json');
  fs.writeFileSync(file, JSON.stringify({ entries: [{ id: 'x1', phase: 7, title: 'T', types: [] }, 5], contacts: [{}] }));
  const res = run('import', [file], path.join(dir, 'bad-data'));
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('entries[0] (id "x1"): "phase" must be an integer 0-4');
  expect(res.stderr).toContain('entries[1]: must be an object');
  expect(res.stderr).toContain('contacts[0]: must be an object with a string "id"');
});
