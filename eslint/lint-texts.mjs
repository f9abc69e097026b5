// Lints source texts as if they were files at the given paths, with the repository's eslint.config.mjs, in a
// process of its own (ESLint loads its config with import(), which jest's module system does not offer).
// stdin: [{ "filePath": "content-client/x.ts", "text": "…" }, …] (paths relative to the repository root)
// stdout: [{ "filePath": …, "messages": [{ "ruleId": …, "message": …, "line": … }] }, …]
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const cases = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const out = [];
for (const { filePath, text: source } of cases) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, filePath), warnIgnored: true });
  out.push({
    filePath,
    messages: result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
  });
}
process.stdout.write(JSON.stringify(out));
