import type { User } from '@ile/shared/contracts/user';

/** What the personal-info page hands every section. */
export interface SectionProps {
  user: User;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Saving any section closes every open one (spec §4). */
  onSaved: () => void;
}
