import fs from 'node:fs';
import { dataDirFrom } from '../config';
import { openDatabase } from '../store/db';
import { readAllData } from '../store/seed-load';

/** `npm run content:export [-- file.json]`: write every entry/contact/group/feature type (stdout without a file). */
function main(argv: string[]): number {
  const db = openDatabase(dataDirFrom());
  let text: string;
  try {
    text = JSON.stringify(readAllData(db), null, 2) + '\n';
  } finally {
    db.close();
  }
  if (argv[0]) {
    fs.writeFileSync(argv[0], text);
    console.error(`exported to ${argv[0]}`);
  } else {
    process.stdout.write(text);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
