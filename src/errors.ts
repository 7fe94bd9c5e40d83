// Errors a user can act on. Each prints as one line naming the file (and line)
// and the fix; the CLI turns them into exit code 2.

export interface ErrorLocation {
  file?: string;
  line?: number;
  fix?: string;
}

export class UserError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly fix?: string;

  constructor(message: string, location: ErrorLocation = {}) {
    super(message);
    this.name = 'UserError';
    this.file = location.file;
    this.line = location.line;
    this.fix = location.fix;
  }

  /** `file:line: message (fix: …)` */
  format(): string {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ''}: ` : '';
    return `${where}${this.message}${this.fix ? ` (fix: ${this.fix})` : ''}`;
  }
}

/** The command line itself is wrong: unknown flag, missing argument. */
export class UsageError extends UserError {
  constructor(message: string, fix?: string) {
    super(message, { fix });
    this.name = 'UsageError';
  }
}
