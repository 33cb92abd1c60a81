/**
 * A problem the person running `npm start` can fix: the launcher prints its message as one sentence and
 * exits, without a stack trace.
 */
export class LauncherError extends Error {}
