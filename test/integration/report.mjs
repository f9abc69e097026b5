// The PASS / FAIL lines the integration scripts print, and their count of failures.
export function reporter() {
  const report = {
    failures: 0,
    pass(message) {
      console.log(`PASS ${message}`);
    },
    fail(message) {
      report.failures += 1;
      console.log(`FAIL ${message}`);
    },
    /** Reports `message` as passed or failed (with `detail`), and returns the condition. */
    check(condition, message, detail = '') {
      if (condition) report.pass(message);
      else report.fail(detail ? `${message} — ${detail}` : message);
      return condition;
    },
  };
  return report;
}
