import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  { title: 'Northwest Mountain Realty', cat: ['real-estate'], area: 'downtown', image: 'town', featured: true, overview: 'Homes, condos and land in Whitefish and the Flathead Valley.', body: 'A local brokerage with agents who specialise in lake and mountain properties.' },
  { title: 'Big Sky Property Management', cat: ['real-estate'], area: 'highway', image: 'forest', overview: 'Vacation rental management and long-term leasing.', body: 'Licensing, cleaning and guest support for short-term rental owners.' },
  { title: 'Glacier Title & Escrow', cat: ['real-estate', 'financial'], area: 'downtown', image: 'town', overview: 'Title insurance and escrow services.', body: 'Closings handled in person or remotely.' },
  { title: 'Flathead Valley Law Group', cat: ['financial'], area: 'downtown', image: 'town', overview: 'Business, real estate and estate-planning law.', body: 'Serving businesses and families across northwest Montana.' },
  { title: 'Mountain Ledger CPAs', cat: ['financial'], area: 'eastside', image: 'mountains', overview: 'Accounting and tax services for small businesses.', body: 'Seasonal-business specialists: payroll, bookkeeping and tax planning.' },
  { title: 'Whitefish Urgent Care', cat: ['health'], area: 'highway', image: 'forest', spotlight: true, overview: 'Walk-in care for injuries and illnesses, seven days a week.', body: 'X-ray on site — helpful after a tumble on the slopes or the trail.', hours: 'Daily 8 am–8 pm.' },
  { title: 'Summit Physical Therapy', cat: ['health'], area: 'downtown', image: 'trail', overview: 'Sports rehab for skiers, riders and runners.', body: 'Same-week appointments for visitors.' },
  { title: 'Lakeview Family Dental', cat: ['health'], area: 'lakeshore', image: 'lake', overview: 'General and emergency dental care.', body: 'Emergency appointments for visitors when possible.' },
  { title: 'Glacier Shuttle & Taxi', cat: ['transport'], area: 'highway', image: 'depot', featured: true, overview: 'Airport, train station and ski shuttles around the valley.', body: 'Meets every Empire Builder arrival; reserve airport runs in advance.' },
  { title: 'Flathead Car Rental', cat: ['transport'], area: 'columbia', image: 'river', overview: 'Cars, SUVs and winter-ready vehicles.', body: 'All-wheel-drive and snow tyres available in winter.' },
  { title: 'Mountain Home Inspections', cat: ['real-estate'], area: 'eastside', image: 'forest', phase: 2, overview: 'Home inspections.', body: 'Draft.' },
];

export function professionalListings(now: Date) {
  return buildListings(now, { list: 'professional', type: 'professional', mapped: true, business: true }, SPECS);
}
