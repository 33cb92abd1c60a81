import { describe, expect, it } from 'vitest';
import { applicationDecisionTitle, applicationOutcomePath } from './application-decision';

describe('application decision wording', () => {
  it('names the kind in the title, approved or not', () => {
    expect(applicationDecisionTitle('listing', true)).toBe('Your listing application was approved');
    expect(applicationDecisionTitle('student', false)).toBe(
      'Your verified student application was not approved',
    );
    expect(applicationDecisionTitle('agency', false)).toBe('Your agency application was not approved');
  });

  it('points to where the outcome shows', () => {
    expect(applicationOutcomePath('listing', 'p1')).toBe('/property/p1');
    expect(applicationOutcomePath('listing', null)).toBe('/manage/applications');
    expect(applicationOutcomePath('student', null)).toBe('/account/student');
    expect(applicationOutcomePath('agent', null)).toBe('/agents');
    expect(applicationOutcomePath('agency', null)).toBe('/agents');
  });
});
