import type { User } from '@ile/shared/contracts/user';

// The signed-in member as last seen online, so that with no network the site still knows whose saved list
// it shows (the session itself cannot be refreshed offline). Only this browser's own account, written at each
// sign-in and refresh, removed at sign-out and whenever the server refuses the session.
const KEY = 'ile.offline-user';

export function rememberOfflineUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: offline reading simply is not offered.
  }
}

export function offlineUser(): User | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as User) : null;
  } catch {
    return null;
  }
}
