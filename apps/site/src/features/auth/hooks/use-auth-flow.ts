import { useReducer } from 'react';
import type { AuthModalEntry } from '../../../lib/auth-modal';

/** Every screen of the auth modal (spec §2 "Auth modals", §4). */
export type AuthStep =
  | 'login'
  | 'signup-email'
  | 'signup-details'
  | 'signup-done'
  | 'reset-email'
  | 'reset-otp'
  | 'reset-password'
  | 'reset-done';

export interface AuthFlowState {
  step: AuthStep;
  /** Carried between screens so nobody types their address twice. */
  email: string;
  /** The verified reset code, sent again with the new password. */
  otp: string;
}

export type AuthFlowEvent =
  | { type: 'show-login' }
  | { type: 'show-signup' }
  | { type: 'show-reset'; email?: string }
  | { type: 'signup-email-entered'; email: string }
  | { type: 'edit-signup-email' }
  | { type: 'signed-up' }
  | { type: 'reset-code-sent'; email: string }
  | { type: 'otp-verified'; otp: string }
  | { type: 'password-reset' };

const FIRST_STEP: Record<AuthModalEntry, AuthStep> = {
  login: 'login',
  signup: 'signup-email',
  reset: 'reset-email',
};

export function initialAuthFlow(entry: AuthModalEntry): AuthFlowState {
  return { step: FIRST_STEP[entry], email: '', otp: '' };
}

/** Which event each screen accepts; anything else (a late answer, a double click) leaves the flow alone. */
const ACCEPTS: Record<AuthFlowEvent['type'], readonly AuthStep[]> = {
  'show-login': ['signup-email', 'signup-done', 'reset-email', 'reset-done'],
  'show-signup': ['login'],
  'show-reset': ['login'],
  'signup-email-entered': ['signup-email'],
  'edit-signup-email': ['signup-details'],
  'signed-up': ['signup-details'],
  'reset-code-sent': ['reset-email'],
  'otp-verified': ['reset-otp'],
  'password-reset': ['reset-password'],
};

export function authFlowReducer(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  if (!ACCEPTS[event.type].includes(state.step)) return state;
  switch (event.type) {
    case 'show-login':
      return { step: 'login', email: state.email, otp: '' };
    case 'show-signup':
      return { step: 'signup-email', email: '', otp: '' };
    case 'show-reset':
      return { step: 'reset-email', email: event.email ?? state.email, otp: '' };
    case 'signup-email-entered':
      return { ...state, step: 'signup-details', email: event.email };
    case 'edit-signup-email':
      return { ...state, step: 'signup-email' };
    case 'signed-up':
      return { ...state, step: 'signup-done' };
    case 'reset-code-sent':
      return { step: 'reset-otp', email: event.email, otp: '' };
    case 'otp-verified':
      return { ...state, step: 'reset-password', otp: event.otp };
    case 'password-reset':
      return { step: 'reset-done', email: state.email, otp: '' };
  }
}

/** The modal's state machine; the modal is unmounted on close, which resets it (spec: closing resets all). */
export function useAuthFlow(entry: AuthModalEntry) {
  return useReducer(authFlowReducer, entry, initialAuthFlow);
}
