import fs from 'node:fs';
import { dataDirFrom } from '../config';
import { openDatabase } from '../store/db';
import { writeSeedData } from '../store/seed-load';
import { DataShapeError, validateData } from '../store/validate-data';

/** `npm run content:import -- file.json`: load entries/contacts (replacing same ids) into CONTENT_DATA_DIR. */
function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    console.error('usage: npm run content:import -- file.json');
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  let data;
  try {
    data = validateData(parsed);
  } catch (error) {
    if (error instanceof DataShapeError) {
      console.error(`${file}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const dataDir = dataDirFrom();
  const db = openDatabase(dataDir);
  try {
    writeSeedData(db, data);
  } finally {
    db.close();
  }
  console.log(
    `imported ${data.entries.length} entries, ${data.contacts.length} contacts, ${data.groups.length} groups, ` +
      `${data.featureTypes.length} feature types into ${dataDir}`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
