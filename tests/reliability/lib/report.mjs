// Collects case results per section and prints the summary table.
export class Report {
  constructor() {
    this.sections = [];
    this.figures = { acknowledged: 0, lost: 0 };
  }

  section(id, title) {
    const section = { id, title, tried: 0, passed: 0, failed: 0, failures: [], notes: [], started: Date.now(), ms: 0 };
    this.sections.push(section);
    const api = {
      /** One case: `ok` true/false, `detail` describes a failure (grouped by `kind`). */
      check: (ok, kind, detail = '') => {
        section.tried++;
        if (ok) section.passed++;
        else {
          section.failed++;
          const group = section.failures.find((f) => f.kind === kind);
          if (group) {
            group.count++;
            if (group.examples.length < 6 && detail) group.examples.push(detail);
          } else section.failures.push({ kind, count: 1, examples: detail ? [detail] : [] });
        }
        return ok;
      },
      note: (text) => section.notes.push(text),
      done: () => (section.ms = Date.now() - section.started),
      section,
    };
    return api;
  }

  get failed() {
    return this.sections.reduce((n, s) => n + s.failed, 0);
  }

  table() {
    const rows = this.sections.map((s) => [s.id, s.title, s.tried, s.passed, s.failed, `${(s.ms / 1000).toFixed(1)} s`]);
    const total = this.sections.reduce((t, s) => [t[0] + s.tried, t[1] + s.passed, t[2] + s.failed], [0, 0, 0]);
    rows.push(['', 'Total', ...total, '']);
    const head = ['#', 'Case', 'Tried', 'Passed', 'Failed', 'Time'];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
    const line = (cells) => `| ${cells.map((c, i) => (typeof c === 'number' ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' | ')} |`;
    const out = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
    out.push('', `Submissions acknowledged (201): ${this.figures.acknowledged}   Submissions lost: ${this.figures.lost}`);
    return out.join('\n');
  }

  details() {
    const out = [];
    for (const s of this.sections) {
      for (const note of s.notes) out.push(`[${s.id}] note: ${note}`);
      for (const f of s.failures) {
        out.push(`[${s.id}] FAIL ×${f.count}: ${f.kind}`);
        for (const e of f.examples) out.push(`      e.g. ${e}`);
      }
    }
    return out.join('\n');
  }
}
