/** One line of the site's structured log (docs/operations.md#health-logs-and-shutdown). */
export function logLine(level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, source: 'site', event, ...fields });
}
