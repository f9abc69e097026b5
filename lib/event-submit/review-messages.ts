// The copy of the submitter's status page and the editors' review queue (server-rendered; no client code).

export const eventStatusCopy = {
  title: 'Your event submission',
  received: 'Received: an editor will review it.',
  approved: 'Approved: it is listed on the site.',
  declined: 'Declined: it will not be listed.',
  reason: 'The editor’s reason:',
  publicLink: 'See it on the site',
  unknown: 'This status link is not known. Check that it was copied whole.',
  unavailable: 'The status cannot be read just now. Please try again in a few minutes.',
  back: 'Back to events',
} as const;

export const reviewCopy = {
  title: 'Review event submissions',
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  signOut: 'Sign out',
  signedInAs: 'Signed in as',
  empty: 'Nothing waits for review.',
  waiting: 'Waiting for review, oldest first',
  preview: 'Preview as the public page',
  previewNotice: 'Editors’ preview: this is how the entry page would look once approved. It is not public.',
  backToQueue: 'Back to the queue',
  duplicate: 'Possible duplicate of',
  duplicateReasons: { title: 'similar title, same day', venue_time: 'same venue and start' },
  submitted: 'Submitted',
  submitter: 'Submitter',
  dates: 'Dates',
  venue: 'Venue',
  titleLabel: 'Title',
  approve: 'Approve and publish',
  reasonLabel: 'Reason for declining (sent to the submitter)',
  decline: 'Decline',
  notices: {
    signed_in: 'Signed in.',
    signed_out: 'Signed out.',
    wrong_login: 'That email and password did not sign in.',
    not_editor: 'This account may not publish: only editors can review submissions.',
    expired: 'Please sign in again.',
    approved: 'Approved and published.',
    declined: 'Declined; the submitter is told.',
    reason_needed: 'Please give a reason for declining.',
    title_needed: 'A title is required.',
    gone: 'That submission was already decided or is not known.',
    failed: 'The content service did not take that just now. Please try again.',
  },
} as const;

export type ReviewNotice = keyof typeof reviewCopy.notices;
