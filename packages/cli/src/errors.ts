/** Bad input from the user (missing file, invalid JSON, unknown option): exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A check that ran and failed (replay mismatch, failing scenario): exit code 1. */
export class CheckFailed extends Error {
  override name = 'CheckFailed';
}

export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
