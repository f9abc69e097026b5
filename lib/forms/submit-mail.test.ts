/** Without SMTP_URL in development each mail is an .eml file under MAIL_DIR, a message any mail reader opens. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetServerEnv } from '@/lib/config/server-config';
import { readEml } from '@/tests/fixtures/eml';
import { approvedMail, declinedMail, digestMail, receivedMail } from './submit-event-mails';
import { sendMail } from './submit-mail';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-mail-'));
  process.env.MAIL_DIR = dir;
  forgetServerEnv();
});
afterAll(() => {
  delete process.env.MAIL_DIR;
  forgetServerEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

const written = () => fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));

test('a received mail is written as one .eml with its headers and the status link', async () => {
  const token = `0b5c1c5e-6f2a-4c1e-9a57-3d2f1e0c9b8a.${'x'.repeat(32)}`;
  expect(await sendMail(receivedMail('https://example.test', 'pat@example.org', 'Lakeside Jazz', token))).toBe(true);
  const files = written();
  expect(files).toHaveLength(1);
  const { headers, text } = readEml(files[0]);
  expect(headers).toMatchObject({ to: 'pat@example.org', from: 'Explore Whitefish <events@explorewhitefish.com>', subject: 'Received: Lakeside Jazz' });
  expect(headers['message-id']).toMatch(/^<.+@.+>$/);
  expect(text).toContain(`https://example.test/events/submit/status/${token}\n`);
});

test('a submitted title cannot add a header line', () => {
  const mail = approvedMail('https://example.test', 'pat@example.org', 'Jazz\r\nBcc: all@example.org', 't', '/entries/jazz/1');
  expect(mail.subject).toBe('Approved: Jazz Bcc: all@example.org');
  expect(mail.text).toContain('https://example.test/entries/jazz/1');
});

test('a decline tells the editor’s reason', () => {
  expect(declinedMail('https://example.test', 'pat@example.org', 'Jazz', 't', 'Outside the valley.').text).toContain('The editor\'s reason: Outside the valley.');
});

test('a digest names at most twenty titles and counts the rest', () => {
  const titles = Array.from({ length: 20 }, (_, i) => `Event ${i + 1}`);
  const mail = digestMail('https://example.test', ['editor@whitefish.test'], titles, 25);
  expect(mail.subject).toBe('25 new event submissions to review');
  expect(mail.text).toContain('- Event 20\n- and 5 more');
  expect(mail.text).toContain('https://example.test/review');
});
