import { ELEMENT_IDS, type Contact, type Entry, type EntryElement } from '@/lib/entries';
import { ContactList } from './ContactElement';
import { DateTimeElement } from './DateTimeElement';
import { EmbedElement } from './EmbedElement';
import { EntryRefsElement } from './EntryRefsElement';
import { FileElement } from './FileElement';
import { GeoElement } from './GeoElement';
import { OptionList } from './OptionElement';
import { TextElement } from './TextElement';
import styles from './elements.module.css';

/**
 * Elements the entry page lays out itself (header, hero image, dates, webcam, calls to action) or that are
 * data for other views (site/notice/home configuration): ElementList skips them.
 */
export const LAYOUT_ELEMENT_IDS: readonly string[] = [
  ELEMENT_IDS.coverImage,
  ELEMENT_IDS.category,
  ELEMENT_IDS.eventDatetime,
  ELEMENT_IDS.urlWebcam,
  ELEMENT_IDS.urlBook,
  ELEMENT_IDS.urlReserve,
  ELEMENT_IDS.urlWebsite,
  ELEMENT_IDS.heroMedia,
  ELEMENT_IDS.heroButtonText,
  ELEMENT_IDS.heroButtonUrl,
  ELEMENT_IDS.heroSlides,
  ELEMENT_IDS.heroVideo,
  ELEMENT_IDS.notices,
  ELEMENT_IDS.appearance,
  ELEMENT_IDS.categories,
  ELEMENT_IDS.contactsPrimary,
  ELEMENT_IDS.contactsSite,
  // Data for the open/closed badge and the week's table, which the entry page lays out beside the hours text.
  ELEMENT_IDS.openingHours,
  // A submitted event's record for its submitter and the editors (its status link's check, the decision).
  ELEMENT_IDS.submission,
];

export interface ElementListProps {
  entry: Entry;
  /** Contacts already loaded for the entry (getContacts), by id; missing ones are left out silently. */
  contacts?: ReadonlyMap<string, Contact>;
  /** Element ids not to render (default: LAYOUT_ELEMENT_IDS). */
  skip?: readonly string[];
  /** 'YYYY-MM-DD' in America/Denver, for cards of referenced events. */
  today?: string;
}

function ElementView({ element, entry, contacts, today }: { element: EntryElement } & Omit<ElementListProps, 'skip'>) {
  switch (element.type) {
    case 'text':
      return <TextElement element={element} />;
    case 'datetime':
      return <DateTimeElement element={element} />;
    case 'option':
      return <OptionList options={element.data} label={element.name} />;
    case 'contact': {
      const list = element.data.map((ref) => contacts?.get(ref.id)).filter((c): c is Contact => Boolean(c));
      return <ContactList contacts={list} />;
    }
    case 'embed':
      return <EmbedElement element={element} />;
    case 'file':
      return <FileElement files={element.data} heading={element.name} />;
    case 'geo':
      return <GeoElement geo={element.data} entryId={entry.sourceId} />;
    case 'entry':
      return <EntryRefsElement element={element} today={today} />;
    default:
      // id, number and boolean elements are data, not content.
      return null;
  }
}

/** An entry's elements in their order, one component per element type. */
export function ElementList({ entry, contacts, skip = LAYOUT_ELEMENT_IDS, today }: ElementListProps) {
  const elements = entry.elements.filter((el) => !skip.includes(el.id));
  if (elements.length === 0) return null;
  return (
    <div className={styles.elements}>
      {elements.map((element, i) => (
        // A box-less wrapper (display: contents) naming the element type and id, for styling hooks and tests.
        <div key={`${element.id}-${i}`} className={styles.element} data-element-type={element.type} data-element-id={element.id}>
          <ElementView element={element} entry={entry} contacts={contacts} today={today} />
        </div>
      ))}
    </div>
  );
}
