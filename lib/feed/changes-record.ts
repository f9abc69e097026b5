/** The change feed's records (RPDE-style): an upsert names the record's current state; a delete is a tombstone. */
import { z } from 'zod';
import { FeedLicense } from './records';

export const Change = z
  .object({
    id: z.string().meta({ description: 'The entry id (`id` of its record).' }),
    state: z.enum(['updated', 'deleted']),
    kind: z.string().meta({ description: "The entry's main type (`event`, `stay`, …); for a deletion, the type it had." }),
    modified: z.string().meta({ description: 'When this site took the change (ISO 8601).' }),
    url: z.string().nullable().meta({ description: 'The record in this API (entries/{id}); null for a deletion.' }),
  })
  .meta({ id: 'Change' });

export const ChangesPage = z
  .object({
    items: z.array(Change),
    next: z.string().meta({ description: 'Where to continue: the cursor after the last item (the same cursor when there was nothing new).' }),
    ...FeedLicense,
  })
  .meta({ id: 'ChangesPage' });

export type Change = z.infer<typeof Change>;
export type ChangesPage = z.infer<typeof ChangesPage>;
