/**
 * The submission mails' words: to the submitter when it was received, approved or declined (each with the status
 * link), and the editors' digest. Plain text; what a submitter typed is put in as text, never as markup.
 */
import { REVIEW_PATH, statusPath } from '@/lib/event-submit/review-paths';
import type { Mail } from './submit-mail';

/** At most this many titles are named in one digest; the rest are counted. */
export const DIGEST_TITLES = 20;

const line = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 200);

export function receivedMail(origin: string, to: string, title: string, token: string): Mail {
  return {
    to,
    subject: `Received: ${line(title)}`,
    text: `Thanks for submitting "${line(title)}" to Explore Whitefish.\n\nAn editor reviews every submission before it is listed. Follow it here:\n${origin}${statusPath(token)}\n`,
  };
}

export function approvedMail(origin: string, to: string, title: string, token: string, publicPath: string): Mail {
  return {
    to,
    subject: `Approved: ${line(title)}`,
    text: `Your event "${line(title)}" was approved and is listed:\n${origin}${publicPath}\n\nIts status: ${origin}${statusPath(token)}\n`,
  };
}

export function declinedMail(origin: string, to: string, title: string, token: string, reason: string): Mail {
  return {
    to,
    subject: `Not listed: ${line(title)}`,
    text: `Your event "${line(title)}" was not listed.\n\nThe editor's reason: ${reason.slice(0, 1000)}\n\nIts status: ${origin}${statusPath(token)}\n`,
  };
}

export function digestMail(origin: string, to: readonly string[], titles: readonly string[], total: number): Mail {
  const named = titles.slice(0, DIGEST_TITLES).map((title) => `- ${line(title)}`);
  const more = total > named.length ? [`- and ${total - named.length} more`] : [];
  return {
    to,
    subject: `${total} new event submission${total === 1 ? '' : 's'} to review`,
    text: ['New since the last mail:', ...named, ...more, '', `Review them at ${origin}${REVIEW_PATH}`, ''].join('\n'),
  };
}
