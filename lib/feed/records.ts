/**
 * The records of the open feed, as zod schemas (what ./openapi.ts documents and tests check answers against) and
 * as built from entries. Every record names its licence and attribution, its canonical page and its last edit.
 */
import { z } from 'zod';
import { CONDITION_KINDS } from '../conditions/types';

export const FeedLicense = {
  license: z.string().meta({ description: 'URL of the licence the record is published under.' }),
  attribution: z.string().meta({ description: 'The credit the licence asks re-users to give.' }),
};

const Category = z.object({ id: z.string(), label: z.string() });
const Location = z.object({ latitude: z.number(), longitude: z.number() }).nullable().meta({ description: 'WGS 84; null when the entry has no map point.' });
const Image = z
  .object({ url: z.string(), credit: z.string().meta({ description: "The image's own credit ('' when none is given)." }) })
  .nullable();

const common = {
  id: z.string().meta({ description: 'Stable id: the same entry keeps it for life.' }),
  type: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional().meta({ description: 'Canonical page on the site.' }),
  dateModified: z.string().optional().meta({ description: 'Last edit (ISO 8601).' }),
  categories: z.array(Category).optional(),
  summary: z.string().optional(),
  location: Location.optional(),
  distanceKm: z.number().optional().meta({ description: 'From `near`, when asked.' }),
  image: Image.optional(),
  license: FeedLicense.license.optional(),
  attribution: FeedLicense.attribution.optional(),
};

export const Place = z
  .object({
    ...common,
    openingHours: z.string().nullable().optional().meta({ description: 'Machine-readable hours (OpenStreetMap opening_hours syntax); null when none.' }),
    open: z.boolean().optional().meta({ description: 'Open at `openAt` (or now, with `openNow`), when asked.' }),
  })
  .meta({ id: 'Place', description: 'Every field but `id` is present unless `fields` leaves it out.' });

export const Event = z
  .object({
    ...common,
    start: z.string().optional().meta({ description: 'Start in America/Denver with its offset (a day alone for all-day events).' }),
    end: z.string().optional(),
    allDay: z.boolean().optional(),
  })
  .meta({ id: 'Event', description: 'One occurrence; `id` is the event entry, `url` the page of this occurrence.' });

const Contact = z.object({
  name: z.string(),
  phones: z.array(z.object({ display: z.string(), tel: z.string() })),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.array(z.string()),
  location: Location,
  directions: z.string().nullable().meta({ description: 'A maps link to the place.' }),
});

export const EntryDetail = z
  .object({
    id: z.string(),
    type: z.string(),
    name: z.string(),
    url: z.string(),
    dateModified: z.string(),
    categories: z.array(Category),
    summary: z.string(),
    description: z.string().meta({ description: 'Plain text, at most 2,000 characters.' }),
    location: Location,
    image: Image,
    website: z.string().nullable(),
    booking: z.string().nullable(),
    openingHours: z.string().nullable(),
    openNow: z.boolean().nullable().meta({ description: 'By its opening hours at the time of the answer; null without hours.' }),
    contacts: z.array(Contact),
    occurrences: z.array(z.object({ start: z.string(), end: z.string(), url: z.string() })).meta({ description: 'Upcoming dates of an event (at most 20).' }),
    ...FeedLicense,
  })
  .meta({ id: 'EntryDetail' });

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ items: z.array(item), next: z.string().nullable().meta({ description: 'Cursor of the next page; null on the last.' }), ...FeedLicense }).meta({ id });

export const PlacesPage = pageOf(Place, 'PlacesPage');
export const EventsPage = pageOf(Event, 'EventsPage');

const ConditionItem = z.object({
  id: z.string(),
  kind: z.enum(CONDITION_KINDS as [string, ...string[]]),
  title: z.string(),
  summary: z.string(),
  detail: z.string(),
  instruction: z.string(),
  level: z.number().int().min(0).max(4),
  levelLabel: z.string(),
  issued: z.string().nullable(),
  starts: z.string().nullable(),
  ends: z.string().nullable(),
  url: z.string().nullable(),
  area: z.string(),
});

export const Conditions = z
  .object({
    enabled: z.boolean().meta({ description: 'False when this site does not poll conditions at all.' }),
    updatedAt: z.string().nullable().meta({ description: 'The newest good answer of any agency; null before the first.' }),
    url: z.string().meta({ description: 'The conditions page.' }),
    sources: z.array(
      z.object({
        kind: z.enum(CONDITION_KINDS as [string, ...string[]]),
        agency: z.string().meta({ description: 'Who issued the items: they are theirs, not under the feed licence.' }),
        homePage: z.string(),
        status: z.enum(['current', 'stale', 'unchecked']),
        fetchedAt: z.string().nullable(),
        items: z.array(ConditionItem),
      }),
    ),
  })
  .meta({ id: 'Conditions' });

export const ErrorBody = z
  .object({ error: z.object({ id: z.string().meta({ description: 'Stable, for code: bad_request, not_found, rate_limited, …' }), message: z.string() }) })
  .meta({ id: 'Error' });

export type Place = z.infer<typeof Place>;
export type Event = z.infer<typeof Event>;
export type EntryDetail = z.infer<typeof EntryDetail>;
export type Conditions = z.infer<typeof Conditions>;
