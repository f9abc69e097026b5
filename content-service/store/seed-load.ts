import type { Db } from './db';
import { allContacts, upsertContact } from './contacts';
import { allEntries, refreshPriorities, upsertEntry } from './entries';
import { allFeatureTypes, allGroups, upsertFeatureType, upsertGroup } from './groups';
import type { SeedData } from './seed-data';

/** Write seed/import data in one transaction, replacing items with the same id. */
export function writeSeedData(db: Db, data: SeedData): void {
  db.transaction(() => {
    for (const group of data.groups) upsertGroup(db, group);
    for (const type of data.featureTypes) upsertFeatureType(db, type);
    for (const contact of data.contacts) upsertContact(db, contact);
    for (const entry of data.entries) upsertEntry(db, entry);
    if (data.groups.length) refreshPriorities(db);
  })();
  db.exec('ANALYZE');
}

export function readAllData(db: Db): SeedData {
  return db.transaction(() => ({
    entries: allEntries(db),
    contacts: allContacts(db),
    groups: allGroups(db),
    featureTypes: allFeatureTypes(db),
  }))();
}
