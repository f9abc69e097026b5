/** Element ids of the content model (content-service/MODEL.md); the same id wherever they appear. */
export const ELEMENT_IDS = {
  body: 'body',
  intro: 'intro',
  overview: 'overview',
  pricing: 'pricing',
  hours: 'hours',
  openingHours: 'opening-hours',
  tagline: 'tagline',
  notice: 'notice',
  appearance: 'appearance',
  html: 'html',
  categories: 'categories',
  category: 'category',
  eventDatetime: 'event-datetime',
  heroMedia: 'hero-media',
  heroButtonText: 'hero-button-text',
  heroButtonUrl: 'hero-button-url',
  heroSlides: 'hero-slides',
  heroVideo: 'hero-video',
  coverImage: 'cover-image',
  gallery: 'gallery',
  urlBook: 'url-book',
  urlReserve: 'url-reserve',
  urlWebcam: 'url-webcam',
  urlWebsite: 'url-website',
  contact: 'contact',
  embed: 'embed',
  geo: 'geo',
  notices: 'notices',
  featured: 'featured',
  contactsPrimary: 'contacts-primary',
  contactsSite: 'contacts-site',
  /** A submitted event's private record for the editors and the status page (lib/event-submit/entry.ts); never shown. */
  submission: 'submission',
  /** An event's venue picked from the site's places (an entry reference). */
  venue: 'venue',
  /** An event's venue as a submitter typed it: its name, then its address (an approved submission's). */
  where: 'where',
} as const;

export type ElementId = (typeof ELEMENT_IDS)[keyof typeof ELEMENT_IDS];

/** Group id whose entries sort first under order=priority in the sample project. */
export const DEFAULT_PRIORITIZED_GROUPS: readonly string[] = ['featured'];
