import { toast as sonner } from 'sonner';

/** The spec's five toast kinds; every user-facing message goes through here so wording stays in one style. */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  info: (message: string) => sonner.info(message),
  warning: (message: string) => sonner.warning(message),
  message: (message: string) => sonner(message),
};

/** The server's words when it gave some, else a plain fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
