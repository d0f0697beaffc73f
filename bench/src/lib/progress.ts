/**
 * A one-line progress bar on stderr. On a terminal it redraws in place; elsewhere (CI logs) it prints a
 * line at each quarter so logs stay short.
 */
export class Progress {
  private total = 0;
  private done = 0;
  private label = '';
  private started = 0;
  private lastQuarter = -1;
  private readonly tty = Boolean(process.stderr.isTTY);

  start(label: string, total: number): void {
    this.label = label;
    this.total = Math.max(total, 1);
    this.done = 0;
    this.started = performance.now();
    this.lastQuarter = -1;
    this.draw();
  }

  add(n: number): void {
    this.done = Math.min(this.total, this.done + n);
    this.draw();
  }

  /** Prints a line of its own above the bar (a phase of a long step and its time). */
  note(line: string): void {
    process.stderr.write(this.tty ? `\r\x1b[2K  ${this.label}: ${line}\n` : `  ${this.label}: ${line}\n`);
    this.draw();
  }

  /** Ends the line with a closing note (for example the row counts of a step). */
  finish(note = ''): void {
    this.done = this.total;
    const secs = ((performance.now() - this.started) / 1000).toFixed(1);
    const line = `${this.bar()} ${this.label} ${secs}s${note ? `  ${note}` : ''}`;
    process.stderr.write(this.tty ? `\r\x1b[2K${line}\n` : `${line}\n`);
  }

  private bar(): string {
    const width = 24;
    const filled = Math.round((this.done / this.total) * width);
    const pct = String(Math.floor((this.done / this.total) * 100)).padStart(3);
    return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${pct}%`;
  }

  private draw(): void {
    const counts = `${this.done.toLocaleString('en-US')}/${this.total.toLocaleString('en-US')}`;
    if (this.tty) {
      process.stderr.write(`\r\x1b[2K${this.bar()} ${this.label} ${counts}`);
      return;
    }
    // In a log, only big steps get intermediate lines (each quarter); every step gets its closing line.
    const quarter = Math.floor((this.done / this.total) * 4);
    if (this.total >= 1000 && quarter !== this.lastQuarter && quarter < 4) {
      this.lastQuarter = quarter;
      process.stderr.write(`${this.bar()} ${this.label} ${counts}\n`);
    }
  }
}
