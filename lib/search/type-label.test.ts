import { LIST_VIEWS } from '../config/routes';
import { searchTypeLabel, UNSEARCHABLE_TYPES } from './type-label';

/** Every entry type and sub-type the product defines (docs/product.md#search) and the kind a result shows. */
const EXPECTED: [type: string, subtype: string | null, label: string][] = [
  ['article', 'about', 'About'],
  ['article', 'here', 'Local Story'],
  ['article', 'informational', 'Information'],
  ['article', 'more', 'Explore More'],
  ['article', null, 'Article'],
  ['deal', null, 'Deal'],
  ['dine', null, 'Dining'],
  ['event', null, 'Event'],
  ['explore', null, 'Things to Do'],
  ['general', null, 'Page'],
  ['home', null, 'Page'],
  ['section', null, 'Page'],
  ['meetings', null, 'Meetings & Groups'],
  ['professional', null, 'Professional Services'],
  ['resource', 'media', 'Media Resource'],
  ['resource', 'member', 'Member Resource'],
  ['resource', null, 'Resource'],
  ['shop', null, 'Shopping'],
  ['stay', null, 'Lodging'],
  ['webcam', null, 'Webcam'],
];

it.each(EXPECTED)('%s / %s is labelled “%s”', (type, subtype, label) => {
  expect(searchTypeLabel(type, subtype)).toBe(label);
});

it('labels every list view’s entries (a sub-type list such as Here or Media by its sub-type)', () => {
  const parentOf: Record<string, string> = { here: 'article', more: 'article', media: 'resource', member: 'resource' };
  for (const view of LIST_VIEWS) {
    const label = parentOf[view.type] ? searchTypeLabel(parentOf[view.type], view.type) : searchTypeLabel(view.type);
    expect([view.type, label]).toEqual([view.type, expect.any(String)]);
  }
});

it('an unknown sub-type falls back to its type; technical and unknown types have no label', () => {
  expect(searchTypeLabel('article', 'essay')).toBe('Article');
  for (const type of UNSEARCHABLE_TYPES) expect(searchTypeLabel(type)).toBeNull();
  expect(searchTypeLabel('mystery')).toBeNull();
  expect(searchTypeLabel('')).toBeNull();
  expect(searchTypeLabel('constructor')).toBeNull();
});
