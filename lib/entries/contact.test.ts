import { displayPhone, normalizeContact, normalizeContacts, normalizePhone } from './contact';
import { normalizeEmbed, normalizeFile } from './media';

describe('contacts', () => {
  const wire = {
    id: 'c1',
    name: { first: 'Ann', last: 'Lee' },
    organization: 'Whitefish CVB',
    email: 'ann@example.com',
    groups: ['g1', { id: 'g2' }],
    locations: [
      {
        id: 'l1',
        detail: '307 Spokane Ave\nSuite 103',
        city: 'Whitefish',
        division: { code: 'US-MT', text: 'Montana' },
        postcode: '59937',
        point: '-114.3379,48.4112',
      },
      { id: 'l2', city: 'Kalispell', division: { text: 'Montana' } },
      { id: 'l3' },
    ],
    phones: [
      { id: 'p1', name: 'Office', number: { text: '(406) 862-3501', e164: '+14068623501', i18n: '+1 406-862-3501' } },
      { id: 'p2', number: '406.555.0100', extension: '12' },
      { id: 'p3', number: {} },
    ],
  };
  const c = normalizeContact(wire)!;

  it('labels by full name, else organization', () => {
    expect(c.label).toBe('Ann Lee');
    expect(normalizeContact({ id: 'x', organization: 'Big Mountain' })!.label).toBe('Big Mountain');
    expect(c.groups).toEqual(['g1', 'g2']);
  });

  it('writes address lines: detail, then "city, division postcode"', () => {
    expect(c.locations[0].lines).toEqual(['307 Spokane Ave', 'Suite 103', 'Whitefish, MT 59937']);
    expect(c.locations[1].lines).toEqual(['Kalispell, Montana']);
  });

  it('builds directions from the point (lat,lon) or else the address', () => {
    expect(c.locations[0].point).toEqual([-114.3379, 48.4112]);
    expect(c.locations[0].directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=48.4112,-114.3379');
    expect(c.locations[1].directionsUrl).toBe('https://www.google.com/maps/dir/?api=1&destination=Kalispell%2C%20Montana');
    expect(c.locations[2].directionsUrl).toBe('');
  });

  it('reads phones in object or text form', () => {
    expect(c.phones).toHaveLength(2);
    expect(c.phones[0]).toMatchObject({ name: 'Office', href: 'tel:+14068623501', number: { i18n: '+1 406-862-3501' } });
    expect(c.phones[1]).toMatchObject({ number: { text: '406.555.0100', e164: '' }, href: 'tel:4065550100,12' });
  });

  it('ignores junk and sets ordinals', () => {
    expect(normalizeContact(null)).toBeNull();
    expect(normalizeContacts({ index: [wire, 'x', { id: 'c2', locations: 'nope' }] }).map((x) => [x.id, x.ordinal])).toEqual([
      ['c1', 0],
      ['c2', 2],
    ]);
  });
});

describe('embeds and files', () => {
  it('joins description and attribution with an en dash', () => {
    expect(normalizeEmbed({ id: 'e', url: 'https://youtu.be/x', description: 'Skiing', ip_attribution: '© CVB' })!.caption).toBe(
      'Skiing – © CVB',
    );
    expect(normalizeFile({ id: 'f', url: '/files/guide.pdf', type: 'application/pdf', description: 'Guide' })).toMatchObject({
      caption: 'Guide',
      isImage: false,
    });
    expect(normalizeEmbed({ id: 'e' })).toBeNull();
  });
});

describe('displayPhone: one way to show a number everywhere', () => {
  const number = (text: string, e164 = '', i18n = '') => ({ text, e164, i18n });
  it.each([
    [number('406.862.3501', '+14068623501', '+1 406-862-3501'), '(406) 862-3501'],
    [number('', '+14068623501'), '(406) 862-3501'],
    [number('406-862-3501'), '(406) 862-3501'],
    [number('1 (406) 862 3501'), '(406) 862-3501'],
    [number('+44 20 7123 4567', '+442071234567', '+44 20 7123 4567'), '+44 20 7123 4567'],
    [number('', '+4930123456', ''), '+4930123456'],
    [number('Ask at the desk'), 'Ask at the desk'],
  ])('%j → %s', (input, shown) => {
    expect(displayPhone(input)).toBe(shown);
  });

  it('links tel: to the E.164 form, with the extension after a pause, and not to text without digits', () => {
    expect(normalizePhone({ number: { text: '(406) 862-3501', e164: '+14068623501' }, extension: '12' })?.href).toBe('tel:+14068623501,12');
    expect(normalizePhone({ number: { text: 'Ask at the desk' } })?.href).toBe('');
  });
});
