import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  { title: 'Co-op Advertising Program', cat: ['marketing'], image: 'town', featured: true, contacts: ['tourism-office'], overview: 'Share the cost of regional ads in national travel media.', body: 'Members can buy into bureau-negotiated placements at a fraction of the rate card. Applications open each spring.' },
  { title: 'Travel Guide Listing Deadlines', cat: ['marketing'], image: 'mountains', overview: 'Key dates for listings and ads in the printed travel guide.', body: 'Listing updates are due by the end of October for the following year’s guide.' },
  { title: 'Annual Visitor Profile Report', cat: ['research'], image: 'lake', spotlight: true, overview: 'Who visits Whitefish, when, and what they spend.', body: 'Survey results covering origin markets, trip length and spending by season.', gallery: ['lake'], galleryPdf: true },
  { title: 'Lodging Occupancy Dashboard', cat: ['research'], image: 'snow', overview: 'Monthly occupancy and rate trends for member properties.', body: 'Updated on the 15th of each month; log in to see property-level comparisons.' },
  { title: 'Frontline Hospitality Workshop', cat: ['training'], image: 'town', overview: 'A free half-day training for front-desk and retail staff.', body: 'Covers local knowledge, trail and park basics, and handling peak-season questions with a smile.' },
  { title: 'Sustainable Tourism Webinar Series', cat: ['training'], image: 'forest', overview: 'Monthly talks on reducing waste and energy use in hospitality.', body: 'Recordings are available to members after each session.' },
  { title: 'Brand Toolkit', cat: ['toolkit'], image: 'sunset', featured: true, overview: 'Logos, colours and photography guidelines for members.', body: 'Download the toolkit to align your marketing with the destination brand.' },
  { title: 'Wildlife Messaging Toolkit', cat: ['toolkit'], image: 'forest', overview: 'Posters and copy to help guests stay bear aware.', body: 'Print-ready posters and short messages for websites and confirmation emails.' },
  { title: 'Social Media Takeover Program', cat: ['marketing', 'toolkit'], image: 'lake', overview: 'Host the destination’s social channels for a day.', body: 'Members apply for a date and share their corner of Whitefish with our followers.' },
  { title: 'Grant Reporting Guide', cat: ['research', 'toolkit'], image: 'town', overview: 'How to report on tourism grant outcomes.', body: 'Templates and examples for final grant reports.' },
  { title: 'Member Mixer Recap', cat: ['training'], image: 'sunset', phase: 2, overview: 'Photos and notes from the spring mixer.', body: 'Draft.' },
];

export function memberListings(now: Date) {
  return buildListings(now, { list: 'members', type: 'resource', subtype: 'member', mapped: false, business: false }, SPECS);
}
