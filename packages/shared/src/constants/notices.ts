export const NOTICE_AUDIENCES = ['end_users', 'agents', 'agencies', 'students', 'everyone'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_OPTIONS = [
  { value: 'end_users', label: 'End Users' },
  { value: 'agents', label: 'Agents' },
  { value: 'agencies', label: 'Agencies' },
  { value: 'students', label: 'Students' },
  { value: 'everyone', label: 'Everyone' },
] as const satisfies readonly { value: NoticeAudience; label: string }[];
