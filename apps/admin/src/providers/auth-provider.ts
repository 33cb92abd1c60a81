import type { StaffRole } from '@ile/shared/constants/auth';
import type { AuthProvider } from 'react-admin';
import { can } from './permissions';
import { getSession, refreshSession, type Session, setSession, signIn, signOut } from './session';

export const NOT_STAFF_MESSAGE = 'This account is not a staff account: the console is for Ile staff only.';
export const SIGNED_OUT_MESSAGE = 'Sign in to continue';

/** The server's refusal of a non-staff token; any other 403 is a role refusal and keeps the member in. */
const STAFF_ONLY_PREFIX = 'Staff only';

const isStaff = (session: Session | null): session is Session => Boolean(session?.user.staff_role);

/** The session held in memory, else the one the refresh cookie still opens. */
async function currentSession(): Promise<Session | null> {
  return getSession() ?? (await refreshSession());
}

async function staffSession(): Promise<Session> {
  const session = await currentSession();
  if (!session) throw new Error(SIGNED_OUT_MESSAGE);
  if (!isStaff(session)) {
    // A site user's own session (the cookie is shared with the site) is left alone: no logout call here.
    setSession(null);
    throw new Error(NOT_STAFF_MESSAGE);
  }
  setSession(session);
  return session;
}

interface LoginParams {
  email?: string;
  username?: string;
  password: string;
}

export const authProvider = {
  async login({ email, username, password }: LoginParams) {
    const session = await signIn(email ?? username ?? '', password);
    if (!isStaff(session)) {
      // The password was right, so a site session was opened on the way: end it rather than leave it behind.
      await signOut();
      throw new Error(NOT_STAFF_MESSAGE);
    }
    setSession(session);
  },

  async logout() {
    // Only a staff session opened here is ended on the server; a refused site session was never kept.
    if (getSession()) await signOut();
    setSession(null);
  },

  async checkAuth() {
    try {
      await staffSession();
    } catch (error) {
      const message = error instanceof Error ? error.message : SIGNED_OUT_MESSAGE;
      // react-admin shows `message` after sending the visitor to the login page; none for a plain sign-in.
      throw { message: message === SIGNED_OUT_MESSAGE ? false : message };
    }
  },

  async checkError(error: { status?: number; message?: string }) {
    // The http client has already refreshed and retried once, so a 401 here means the session is over.
    if (error?.status === 401) {
      setSession(null);
      throw { message: SIGNED_OUT_MESSAGE };
    }
    if (error?.status === 403 && error.message?.startsWith(STAFF_ONLY_PREFIX)) {
      setSession(null);
      throw { message: NOT_STAFF_MESSAGE };
    }
  },

  async getIdentity() {
    const { user } = await staffSession();
    return { id: user.id, fullName: user.full_name, avatar: user.profile_image ?? undefined };
  },

  async getPermissions(): Promise<StaffRole | null> {
    const session = await currentSession();
    return session?.user.staff_role ?? null;
  },

  async canAccess({ resource, action }) {
    const session = await currentSession();
    return can(session?.user.staff_role, resource, action);
  },
} satisfies AuthProvider;
