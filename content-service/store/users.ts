import { createHash, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { UserLevel, WireLogin, WireUser } from '../../content-client/wire';
import type { Db } from './db';

/** Login tokens live this long (the real host's are persistent; a bounded life limits a leaked one). */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Live tokens kept per user: signing in again past this drops the oldest. */
const MAX_TOKENS_PER_USER = 20;
const TOKEN_BYTES = 64; // 128 hex characters, the real host's length
export const TOKEN_PATTERN = /^[0-9a-f]{128}$/;
const SCRYPT_KEY_LENGTH = 32;

export interface NewUser {
  email: string;
  pwd: string;
  first: string;
  last: string;
  level: UserLevel;
}

function passwordDigest(pwd: string, salt: Buffer): Buffer {
  return scryptSync(pwd, salt, SCRYPT_KEY_LENGTH);
}

function hashPassword(pwd: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${passwordDigest(pwd, salt).toString('hex')}`;
}

/** Compared in constant time; an unknown user is checked against a throwaway digest so both take as long. */
function passwordMatches(pwd: string, stored: string | undefined): boolean {
  const [saltHex, digestHex] = (stored ?? `${'00'.repeat(16)}:${'00'.repeat(SCRYPT_KEY_LENGTH)}`).split(':');
  const given = passwordDigest(pwd, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(given, Buffer.from(digestHex, 'hex')) && stored !== undefined;
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Add a user unless one with that email exists (seeding is repeatable). */
export function ensureUser(db: Db, user: NewUser): void {
  const email = user.email.toLowerCase();
  if (db.prepare('SELECT 1 FROM users WHERE email_lc = ?').get(email)) return;
  const doc: WireUser = { id: randomUUID(), email: user.email, name: { first: user.first, last: user.last }, level: user.level };
  db.prepare('INSERT INTO users (id, email_lc, level, pwd, doc) VALUES (?, ?, ?, ?, ?)').run(doc.id, email, doc.level, hashPassword(user.pwd), JSON.stringify(doc));
}

/**
 * Check an email and password and issue a login token bound to the calling key (`identity`); null when they do not
 * match. Only the token's digest is stored; expired tokens are pruned here.
 */
export function logIn(db: Db, email: string, pwd: string, identity: string, nowMs: number): WireLogin | null {
  const row = db.prepare('SELECT id, pwd, doc FROM users WHERE email_lc = ?').get(email.toLowerCase()) as
    | { id: string; pwd: string; doc: string }
    | undefined;
  if (!passwordMatches(pwd, row?.pwd) || !row) return null;
  const token = randomBytes(TOKEN_BYTES).toString('hex');
  const expires = nowMs + TOKEN_LIFETIME_MS;
  db.transaction(() => {
    db.prepare('DELETE FROM user_tokens WHERE expires <= ?').run(nowMs);
    db.prepare('INSERT INTO user_tokens (digest, user_id, identity, expires, created) VALUES (?, ?, ?, ?, ?)').run(tokenDigest(token), row.id, identity, expires, nowMs);
    db.prepare(
      `DELETE FROM user_tokens WHERE user_id = ? AND digest NOT IN (
         SELECT digest FROM user_tokens WHERE user_id = ? ORDER BY created DESC LIMIT ?)`,
    ).run(row.id, row.id, MAX_TOKENS_PER_USER);
  })();
  return { id: row.id, token, expires: new Date(expires).toISOString(), user: JSON.parse(row.doc) as WireUser };
}

/** The user a live login token belongs to, when it was issued to the same key; null otherwise. */
export function userForToken(db: Db, token: string, identity: string, nowMs: number): WireUser | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = db
    .prepare('SELECT u.doc FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE t.digest = ? AND t.identity = ? AND t.expires > ?')
    .get(tokenDigest(token), identity, nowMs) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as WireUser) : null;
}

/** Users by id, in the order asked (unknown ids left out); never their passwords or tokens. */
export function usersById(db: Db, ids: readonly string[]): WireUser[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT id, doc FROM users WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: string; doc: string }[];
  const byId = new Map(rows.map((row) => [row.id, JSON.parse(row.doc) as WireUser]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
