/** Who is told of a new submission: the submitter (received, with the status link) and the editors (the digest). */
import 'server-only';
import { serverEnv } from '@/lib/config/server-config';
import { processWide } from '@/lib/server/process-wide';
import { DEV_USERS } from '@/shared/dev-values.mjs';
import { createDigest } from './submit-event-digest';
import { receivedMail } from './submit-event-mails';
import { sendMail } from './submit-mail';

/** REVIEW_MAIL_TO, or in development the seeded editor. */
export function editorAddresses(): string[] {
  const env = serverEnv();
  const listed = env.REVIEW_MAIL_TO.split(',').map((a) => a.trim()).filter(Boolean);
  if (listed.length || env.SITE_ENV !== 'development') return listed;
  return DEV_USERS.filter((user) => user.level >= 2).map((user) => user.email);
}

const digest = () => processWide('event-digest', () => createDigest({ origin: serverEnv().SITE_URL, to: editorAddresses(), send: sendMail }), 'keep');

/** Tells of a submission just stored or kept; never delays or fails the submitter's answer. */
export function notifyReceived(submission: { title: string; email: string; token: string }): void {
  digest().add(submission.title);
  void sendMail(receivedMail(serverEnv().SITE_URL, submission.email, submission.title, submission.token));
}
