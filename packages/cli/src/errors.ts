/** Exit codes CI can rely on (also in the README). */
export const EXIT = {
  ok: 0,
  /** The service refused a call or could not be reached. */
  failed: 1,
  /** Unknown command, missing or bad option, not logged in. */
  usage: 2,
  /** The forms file is invalid (syntax, schema, a secret's environment variable unset); nothing was changed. */
  invalidFile: 3,
  /** `plan --detailed-exitcode` only: the plan has changes. */
  changesPending: 4,
} as const;

/** A failure the command line reports as one message and an exit code (no stack trace). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}
