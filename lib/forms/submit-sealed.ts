/**
 * Values the browser keeps but can neither read nor alter: JSON deflated and sealed with AES-256-GCM under a key of
 * EVENT_SUBMIT_SECRET (./submit-event-secret.ts). The event form's carried values and the editors' session use it.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

const MAX_INFLATED = 32 * 1024;

export function sealJson(payload: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(deflateRawSync(JSON.stringify(payload))), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What `value` holds; null when it is forged, altered, longer than `maxLength` or not JSON. */
export function openJson(value: string | undefined, key: Buffer, maxLength: number): unknown {
  if (!value || value.length > maxLength) return null;
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = inflateRawSync(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]), { maxOutputLength: MAX_INFLATED });
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
