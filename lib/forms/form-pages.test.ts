import { PAGE_FORMS, PATHS } from '../config/routes';
import { FORM_DEFINITIONS } from './definitions';

// Each form's definition names its page as a literal (the route tables stay out of a form's code): the no-JS result
// pages' "Go back to the form" must still lead to the page that shows it.
describe('each form’s page', () => {
  it('is the view that carries the form', () => {
    const pages = Object.entries(PAGE_FORMS).map(([path, component]) => [component, path]);
    expect(pages).toEqual(
      expect.arrayContaining([
        ['ContactForm', FORM_DEFINITIONS.contact.page],
        ['GuideOrderForm', FORM_DEFINITIONS.guide.page],
        ['MediaRequestForm', FORM_DEFINITIONS.media.page],
        ['MemberForm', FORM_DEFINITIONS.member.page],
      ]),
    );
    expect(FORM_DEFINITIONS.consumer.page).toBe(PATHS.home);
  });
});
