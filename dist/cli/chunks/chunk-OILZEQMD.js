import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/errors.ts
var UserError = class extends Error {
  file;
  line;
  fix;
  constructor(message, location = {}) {
    super(message);
    this.name = "UserError";
    this.file = location.file;
    this.line = location.line;
    this.fix = location.fix;
  }
  /** `file:line: message (fix: …)` */
  format() {
    const where = this.file ? `${this.file}${this.line ? `:${this.line}` : ""}: ` : "";
    return `${where}${this.message}${this.fix ? ` (fix: ${this.fix})` : ""}`;
  }
};
var UsageError = class extends UserError {
  constructor(message, fix) {
    super(message, { fix });
    this.name = "UsageError";
  }
};

export {
  UserError,
  UsageError
};
