// A Java runtime for the W3C HTML checker (vnu-jar) that tests/e2e/valid-html.spec.ts runs.
import { ensureDebianPackage } from './debian.mjs';

export const JAVA_PATH = process.env.JAVA_PATH || '/usr/bin/java';

/** Installs a headless Java runtime with apt-get when missing; exits (saying how to fix it) when that fails. */
export function ensureJava() {
  const ok = ensureDebianPackage({ binary: JAVA_PATH, pkg: 'default-jre-headless', envVar: 'JAVA_PATH', purpose: 'The HTML check of the e2e suite' });
  if (!ok) process.exit(1);
}
