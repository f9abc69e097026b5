/**
 * The listing builder every list view uses: one compact spec per entry in, a WireEntry (plus its business
 * contact when it has one) out.
 */
import type { Phase, WireContact, WireElement, WireEntry } from '../../../content-client/wire';
import { categoryElement, type ListKey } from '../categories';
import { businessContact, contactId } from '../contacts';
import { contactRefs, embeds, files, geo, text } from '../elements';
import { makeEntry, type GroupId, type MainType, type SubType } from '../entry';
import { pointGeo } from '../geo';
import { slug } from '../ids';
import { embedItem, type EmbedName, gallery, image, type ImageName } from '../media';
import { type Area, pointIn } from '../places';

export interface ListDef {
  list: ListKey;
  type: MainType;
  subtype?: SubType;
  /** map-listed types get a `geo` point */
  mapped: boolean;
  /** businesses get a generated contact and a website */
  business: boolean;
}

export interface ListingSpec {
  title: string;
  /** category option ids or their suffixes, e.g. ['breweries'] */
  cat: string[];
  overview: string;
  body: string;
  intro?: string;
  image: ImageName;
  area?: Area;
  phase?: Phase;
  featured?: boolean;
  spotlight?: boolean;
  hours?: string;
  /** machine-readable hours (OpenStreetMap `opening_hours` syntax) beside the text editors write */
  openingHours?: string;
  pricing?: string;
  /** url-book / url-reserve / url-webcam values */
  book?: string;
  reserve?: string;
  webcam?: string;
  html?: string;
  embed?: EmbedName[];
  gallery?: ImageName[];
  galleryPdf?: boolean;
  /** extra (core) contact keys to reference */
  contacts?: string[];
  /** extra elements (e.g. event-datetime) */
  extra?: WireElement[];
  scheduleInDays?: number;
  /** organisation name of the generated contact (default: the title) */
  org?: string;
  /** override the list's `business` flag */
  business?: boolean;
}

export interface Built {
  entries: WireEntry[];
  contacts: WireContact[];
}

export function buildListings(now: Date, def: ListDef, specs: ListingSpec[]): Built {
  const out: Built = { entries: [], contacts: [] };
  for (const spec of specs) {
    const key = `${def.list}:${slug(spec.title)}`;
    const elements: WireElement[] = [categoryElement(def.list, spec.cat)];
    if (spec.intro) elements.push(text('intro', spec.intro));
    elements.push(text('overview', spec.overview), text('body', spec.body));
    if (spec.hours) elements.push(text('hours', spec.hours));
    if (spec.openingHours) elements.push(text('opening-hours', spec.openingHours));
    if (spec.pricing) elements.push(text('pricing', spec.pricing));
    if (spec.html) elements.push(text('html', spec.html));
    elements.push(files('cover-image', [image(spec.image)]));
    if (spec.gallery) elements.push(files('gallery', gallery(spec.gallery, spec.galleryPdf)));
    if (spec.embed) elements.push(embeds('embed', spec.embed.map(embedItem)));
    if (spec.webcam) elements.push(text('url-webcam', spec.webcam));
    if (spec.extra) elements.push(...spec.extra);

    const contactIds = (spec.contacts ?? []).map(contactId);
    const point = spec.area ? pointIn(spec.area, key) : undefined;
    if ((spec.business ?? def.business) && spec.area && point) {
      const contact = businessContact(key, spec.org ?? spec.title, spec.area, point);
      out.contacts.push(contact);
      contactIds.unshift(contact.id);
      elements.push(text('url-website', contact.url ?? ''));
    }
    if (spec.book) elements.push(text('url-book', spec.book));
    if (spec.reserve) elements.push(text('url-reserve', spec.reserve));
    if (contactIds.length) elements.push(contactRefs('contact', contactIds));
    if (def.mapped && point) elements.push(geo('geo', pointGeo(key, point, spec.title)));

    const groups: GroupId[] = [];
    if (spec.featured) groups.push('featured');
    if (spec.spotlight) groups.push('spotlight');
    out.entries.push(
      makeEntry(now, {
        key,
        title: spec.title,
        type: def.type,
        subtype: def.subtype,
        phase: spec.phase,
        groups,
        elements,
        contacts: contactIds.length ? contactIds : undefined,
        scheduleInDays: spec.scheduleInDays,
      }),
    );
  }
  return out;
}

/** Booking-style URL on a business's fictional site. */
export function siteUrl(title: string, path: string): string {
  return `https://www.${slug(title).replace(/-/g, '')}.example/${path}`;
}
