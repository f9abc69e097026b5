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
    /**
     * Stops the script when it runs past `limitMs` (a failure, with `detail()`) or is interrupted, after `cleanup`;
     * returns the timer to clear when the script ends in time.
     */
    guard(limitMs, cleanup, detail = () => '') {
      const timer = setTimeout(async () => {
        const more = detail();
        report.fail(`time limit of ${limitMs / 1000} s reached${more ? `\n${more}` : ''}`);
        await cleanup();
        process.exit(1);
      }, limitMs);
      for (const signal of ['SIGINT', 'SIGTERM']) {
        process.on(signal, async () => {
          await cleanup();
          process.exit(130);
        });
      }
      return timer;
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
