import { ConditionsStrip } from '@/components/conditions/ConditionsStrip';
import type { Metadata } from 'next';
import { byCount, format } from '@/lib/config/format';
import { readSettings } from '@/lib/config/settings';
import { tripPageMessages as text } from '@/lib/trip/messages';
import { getTrip, type TripPayload } from '@/lib/content/trip';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { parseTripIdsParam, TRIP_IDS_PARAM } from '@/lib/trip/share-ids';
import { TRIP_PATH } from '@/lib/trip/paths';
import { LazyTripTools } from './LazyTripTools';
import { TripGroups } from './TripGroups';
import { TRIP_HEADING_ID } from './trip-heading';
import { TripOwn } from './TripOwn';
import styles from './Trip.module.css';
import './trip-print.css';
// The shared trip's buttons are server HTML from a lazily loaded chunk (./LazyTripTools); their styles come with the
// page. Left to the lazy chunk, Next writes them as a `<link rel="stylesheet" as="style">`, which is not valid HTML.
import './TripTools.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

/** `/trip?ids=…` (any value) is a shared trip; `/trip` the visitor's own. */
const isShared = (searchParams: SearchParams): boolean => searchParams[TRIP_IDS_PARAM] !== undefined;

/** Personal or combinatorial: never indexed; every variant points at `/trip` (docs/product.md#the-trip-page). */
export function tripMetadata(searchParams: SearchParams): Metadata {
  return {
    title: isShared(searchParams) ? text.shared_title : text.title,
    robots: { index: false, follow: true },
    alternates: { canonical: TRIP_PATH },
  };
}

function Heading({ children }: { children: string }) {
  return (
    <h1 id={TRIP_HEADING_ID} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}

/** The trip page (docs/product.md#the-trip-page): the own trip (rendered in the browser) or a shared one (here). */
export async function TripRoute({ searchParams }: { searchParams: SearchParams }) {
  const { siteUrl, mapStyles } = readSettings();
  if (!isShared(searchParams)) {
    return (
      <div className={styles.page} data-trip-page="own">
        <Heading>{text.title}</Heading>
        <p className={styles.intro}>{text.intro}</p>
        <ConditionsStrip id="conditions-strip-trip" />
        <noscript>
          <p className={styles.note}>{text.noscript}</p>
        </noscript>
        <TripOwn origin={siteUrl} mapStyles={mapStyles} />
      </div>
    );
  }

  const asked = parseTripIdsParam(searchParams[TRIP_IDS_PARAM]);
  let trip: TripPayload | null = null;
  try {
    trip = await getTrip(asked);
  } catch (error) {
    console.error('Shared trip could not be loaded', error instanceof Error ? error.message : error);
  }
  const items = trip?.groups.flatMap((group) => group.items) ?? [];
  const shown = new Set(items.map((item) => item.sourceId));
  return (
    <div className={styles.page} data-trip-page="shared">
      <Heading>{text.shared_title}</Heading>
      <p className={styles.intro}>{text.shared_intro}</p>
      {!trip ? (
        <p role="alert" className={styles.note}>
          {text.shared_failed}
        </p>
      ) : (
        <>
          {trip.leftOut > 0 ? (
            <p className={styles.note}>{format(byCount(trip.leftOut, text.left_out_one, text.left_out), { n: trip.leftOut })}</p>
          ) : null}
          {trip.overflow > 0 ? <p className={styles.note}>{format(text.overflow, { max: TRIP_MAX_ITEMS })}</p> : null}
          {items.length === 0 ? (
            <p>{text.shared_empty}</p>
          ) : (
            <>
              {/* Save all keeps the order they were saved in, as the link has them. */}
              <LazyTripTools items={items} mapStyles={mapStyles} saveAllIds={asked.ids.filter((id) => shown.has(id))} />
              <TripGroups groups={trip.groups} origin={siteUrl} />
            </>
          )}
        </>
      )}
    </div>
  );
}
