/**
 * Mail of the event submissions (nodemailer): through SMTP_URL, or without one in development written as one
 * `.eml` file per message under MAIL_DIR. Staging and production with the form open do not start without SMTP
 * (lib/config/env-schema.mjs), so a mail is never silently dropped there; a failed send is logged and the
 * submission or decision it tells of stands.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/lib/config/server-config';
import { processWide } from '@/lib/server/process-wide';

export interface Mail {
  to: string | readonly string[];
  subject: string;
  text: string;
}

function transport(): Transporter | null {
  const env = serverEnv();
  if (env.SMTP_URL) return processWide('mail-smtp', () => nodemailer.createTransport(env.SMTP_URL), 'keep');
  if (env.SITE_ENV !== 'development') return null;
  return processWide('mail-files', () => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), 'keep');
}

/** The folder `.eml` files are written to without SMTP_URL. */
export function mailDir(): string {
  return path.resolve(/* turbopackIgnore: true */ serverEnv().MAIL_DIR);
}

/** Sends `mail`; false when it could not be sent (logged). */
export async function sendMail(mail: Mail): Promise<boolean> {
  const sender = transport();
  if (!sender) {
    console.error('Mail not sent: SMTP_URL is not set', { subject: mail.subject });
    return false;
  }
  try {
    const info = (await sender.sendMail({ from: serverEnv().MAIL_FROM, to: [mail.to].flat().join(', '), subject: mail.subject, text: mail.text })) as { message?: unknown };
    if (!serverEnv().SMTP_URL && Buffer.isBuffer(info.message)) {
      fs.mkdirSync(mailDir(), { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(mailDir(), name), info.message);
    }
    return true;
  } catch (error) {
    console.error('Mail not sent', { subject: mail.subject, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
