import type { AuthResponse } from '@ile/shared/contracts/auth';
import type { User } from '@ile/shared/contracts/user';
import { useAuthModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';
import AuthModals from '../components/auth-modals';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  phone: '+2348031234567',
  first_name: 'Ada',
  last_name: 'Obi',
  full_name: 'Ada Obi',
  gender: null,
  address: null,
  state: null,
  country: null,
  profile_image: null,
  role: 'EndUser',
  staff_role: null,
  email_verified: false,
  is_verified_student: false,
  settings: {
    selected_currency: null,
    dark_mode: false,
    theme_colour: 'green',
    search_engine_inclusion: true,
    read_receipts: true,
  },
  created_at: '2026-11-01T10:00:00.000Z',
};

export const TEST_SESSION: AuthResponse = { user: TEST_USER, accessToken: 'test-access-token' };

/** What the layout does: buttons that open a flow, and the modals whenever one is open. */
export function ModalHost() {
  const { entry, open } = useAuthModal();
  const { user } = useSession();
  return (
    <>
      <p>{user ? `Signed in as ${user.full_name}` : 'Signed out'}</p>
      <button type="button" onClick={() => open('login')}>
        Open login
      </button>
      <button type="button" onClick={() => open('signup')}>
        Open signup
      </button>
      <button type="button" onClick={() => open('reset')}>
        Open reset
      </button>
      {entry && <AuthModals />}
    </>
  );
}
