import { STAFF_ROLES, USER_ROLES } from '@ile/shared/constants/auth';
import { choicesOf } from '../../components/choices';

export const ROLE_CHOICES = choicesOf(USER_ROLES, { EndUser: 'End user' });
export const STAFF_ROLE_CHOICES = choicesOf(STAFF_ROLES);
