import { CallToAction } from '@/components/elements/CallToAction';
import { ElementList } from '@/components/elements/ElementList';
import { EventDates } from '@/components/elements/EventDates';
import { ImageFigure } from '@/components/elements/FileElement';
import { ELEMENT_LABELS } from '@/components/elements/labels';
import { OptionList } from '@/components/elements/OptionElement';
import { WebcamImage } from '@/components/elements/lazy-elements';
import { HoursBadge } from '@/components/hours/HoursBadge';
import { HoursWeek } from '@/components/hours/HoursWeek';
import { SaveToggle } from '@/components/trip/SaveToggle';
import { calendarDescription, calendarLocation } from '@/lib/calendar/entry';
import { readSettings } from '@/lib/config/settings';
import { getContacts } from '@/lib/content/contacts';
import { getEntry } from '@/lib/content/entries';
import { dayInZone, isUpcoming, sortRanges, todayInZone, type DateRange } from '@/lib/dates';
import { elementOf, filesOf, occurrenceHref, textOf, ELEMENT_IDS, type Contact, type Entry, type EntryOccurrence } from '@/lib/entries';
import { imageSrc } from '@/lib/markdown-policy';
import { entryStructuredData } from '@/lib/structured-data';
import { entryHours, PAGE_HOURS_WINDOW_MS } from '@/lib/hours/entry-hours';
import { hoursLive } from '@/lib/hours/labels';
import { openingHoursSpecification } from '@/lib/hours/schema';
import { weekTable } from '@/lib/hours/week';
import { isHttpUrl } from '@/lib/validators';
import { AddToCalendar } from './AddToCalendar';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbsFor } from './entry-context';
import { JsonLd } from './JsonLd';
import styles from './EntryView.module.css';

export interface EntryViewProps {
  entry: Entry;
  /** Canonical site path of this page ('/privacy', '/entries/{slug}/{id}'). */
  path: string;
  /** The occurrence the page was opened for (`?date=`): shown as the event's date, described as this page's event. */
  occurrence?: EntryOccurrence | null;
  /** An entry page (not a named content page such as /privacy): it offers the Save toggle. */
  saveable?: boolean;
}

/** A webcam URL that may be shown: image-pattern or local image (https forced), else any http(s) URL. */
function webcamSrc(entry: Entry): string | null {
  const url = textOf(entry, ELEMENT_IDS.urlWebcam).text;
  if (!url) return null;
  return imageSrc(url) ?? (isHttpUrl(url) ? url.replace(/^http:\/\//i, 'https://') : null);
}

async function loadContacts(entry: Entry): Promise<Contact[]> {
  const ids = elementOf(entry, ELEMENT_IDS.contact, 'contact')?.data.map((ref) => ref.id) ?? [];
  if (ids.length === 0) return [];
  // A contact that fails to load is silently left out (docs/product.md#contacts).
  return getContacts(ids).catch(() => []);
}

/** The place an event's submitter picked from the site's (the `venue` element), with its contacts for its address. */
async function loadVenue(entry: Entry): Promise<{ name: string; contacts: Contact[] } | undefined> {
  const id = entry.type === 'event' ? elementOf(entry, ELEMENT_IDS.venue, 'entry')?.data[0]?.id : undefined;
  const place = id ? await getEntry(id).catch(() => null) : null;
  return place ? { name: place.title, contacts: await loadContacts(place) } : undefined;
}

/**
 * A content page or entry: breadcrumbs, title, categories, the Save toggle (entry pages), hero image or live webcam,
 * event dates with "Add to calendar", calls to action, then every other element in order (ElementList), and JSON-LD.
 */
export async function EntryView({ entry, path, occurrence = null, saveable = false }: EntryViewProps) {
  const settings = readSettings();
  const today = todayInZone();
  const [contacts, venue] = await Promise.all([loadContacts(entry), loadVenue(entry)]);
  const crumbs = breadcrumbsFor(entry, path);

  const dates = elementOf(entry, ELEMENT_IDS.eventDatetime, 'datetime');
  const ranges = sortRanges(dates?.data ?? []);
  const upcoming = ranges.filter((r) => isUpcoming(r, today));
  const [start, end] = occurrence?.range ?? [];
  // The occurrence the page is about: the one asked for, else the next one.
  const next = upcoming[0] ? dayInZone(upcoming[0][0]) : null;
  const shown = occurrence ?? (next ? { day: next, range: upcoming[0] } : null);
  const described = occurrence ? [occurrence.range, ...upcoming.filter((r) => r[0] !== start || r[1] !== end)] : upcoming;
  const cover = filesOf(entry, ELEMENT_IDS.coverImage).find((f) => f.isImage);
  const webcam = entry.type === 'webcam' ? webcamSrc(entry) : null;
  const actions = [
    { href: textOf(entry, ELEMENT_IDS.urlBook).text, label: ELEMENT_LABELS.book },
    { href: textOf(entry, ELEMENT_IDS.urlReserve).text, label: ELEMENT_LABELS.reserve },
    { href: textOf(entry, ELEMENT_IDS.urlWebsite).text, label: ELEMENT_LABELS.website },
  ].filter((a) => isHttpUrl(a.href));

  const absolute = (sitePath: string) => new URL(sitePath, `${settings.siteUrl}/`).toString();
  // Each date of a recurring event has a page of its own.
  const occurrenceUrl = (range: DateRange) => {
    const day = ranges.length > 1 ? dayInZone(range[0]) : null;
    return absolute(day ? occurrenceHref(path, day) : path);
  };
  // Machine-readable hours (docs/product.md#opening-hours): evaluated here, on the server, at render time.
  const hours = entryHours(entry);
  // eslint-disable-next-line react-hooks/purity -- server component: the badge's steps start when the page is rendered; the frame's script picks the current one
  const renderedAt = Date.now();
  const hoursBadge = hours ? hoursLive(hours, renderedAt, PAGE_HOURS_WINDOW_MS) : null;
  const structured = entryStructuredData({
    entry,
    url: absolute(occurrence ? occurrenceHref(path, occurrence.day) : path),
    siteUrl: settings.siteUrl,
    siteName: `${settings.productName}, Montana`,
    contacts,
    venue,
    occurrences: described,
    occurrenceUrl,
    breadcrumbs: crumbs.map((c) => ({ name: c.name, url: new URL(c.href, `${settings.siteUrl}/`).toString() })),
    openingHours: hours ? openingHoursSpecification(hours, renderedAt) : undefined,
  });

  return (
    <article className={styles.entry}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{entry.title}</h1>
        <OptionList options={entry.categories} label="Categories" />
        {saveable && <SaveToggle id={entry.sourceId} title={entry.title} />}
        {hoursBadge && <HoursBadge live={hoursBadge} />}
      </header>

      {webcam ? (
        // eslint-disable-next-line react-hooks/purity -- server component: the page carries the time it was rendered; WebcamImage refreshes in the browser
        <WebcamImage src={webcam} alt={entry.title} stamp={Date.now()} />
      ) : (
        cover && <ImageFigure file={cover} priority />
      )}

      {dates && ranges.length > 0 && (
        <section className={styles.dates} aria-labelledby="entry-dates">
          <h2 id="entry-dates" className={styles.visuallyHidden}>
            {ELEMENT_LABELS.dates}
          </h2>
          <EventDates ranges={ranges} dataType={dates.dataType} today={today} date={occurrence?.day} />
          {entry.type === 'event' && shown && (
            <AddToCalendar
              id={entry.sourceId}
              title={entry.title}
              range={shown.range}
              day={shown.day}
              recurring={ranges.length > 1}
              details={calendarDescription(entry, occurrenceUrl(shown.range))}
              location={calendarLocation(contacts, `${settings.productName}, Montana`)}
            />
          )}
        </section>
      )}

      {actions.length > 0 && (
        <p className={styles.actions}>
          {actions.map((a, i) => (
            <CallToAction key={a.label} href={a.href} label={a.label} variant={i === 0 ? 'primary' : 'secondary'} />
          ))}
        </p>
      )}

      {hours && (
        <section className={styles.hours} aria-labelledby="entry-hours-week">
          <h2 id="entry-hours-week" className={styles.hoursHeading}>
            {ELEMENT_LABELS.hoursWeek}
          </h2>
          <HoursWeek days={weekTable(hours, renderedAt)} headingId="entry-hours-week" />
        </section>
      )}

      <ElementList entry={entry} contacts={new Map(contacts.map((c) => [c.id, c]))} today={today} />
      <JsonLd data={structured} />
    </article>
  );
}
