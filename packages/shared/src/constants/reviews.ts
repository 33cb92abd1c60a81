export const REVIEW_TARGET_TYPES = ['agent', 'agency'] as const;
export type ReviewTargetType = (typeof REVIEW_TARGET_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
