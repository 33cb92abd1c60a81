import { describe, expect, it } from 'vitest';
import { SearchPropertiesQuery } from './search';
import { CreateInspectionBody, CreateVerificationBody } from './verification';

const picture = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const identity = {
  kind: 'identity',
  country: 'NG',
  documentType: 'nin_slip',
  documentNumber: '12345678901',
  document: picture,
  selfie: picture,
};

describe('CreateVerificationBody', () => {
  it('takes a government ID of the country with its number and a selfie', () => {
    expect(CreateVerificationBody.safeParse(identity).success).toBe(true);
    expect(
      CreateVerificationBody.safeParse({ ...identity, country: 'Sierra Leone', documentType: 'voter_id' })
        .success,
    ).toBe(true);
  });

  it("refuses another country's document, a missing selfie, a business selfie and odd numbers", () => {
    const issues = (body: object) =>
      CreateVerificationBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ ...identity, documentType: 'national_id' })).toContain(
      'Not a government ID of that country',
    );
    expect(issues({ ...identity, selfie: '' })).toContain('Add a selfie holding your ID');
    expect(
      issues({ ...identity, kind: 'business', documentType: 'cac_rc', documentNumber: 'RC 1234567' }),
    ).toContain('A business verification takes no selfie');
    expect(issues({ ...identity, kind: 'business', documentType: 'nin_slip', selfie: undefined })).toContain(
      'Not a business registration of that country',
    );
    expect(issues({ ...identity, documentNumber: 'DROP TABLE;' })).toHaveLength(1);
    expect(issues({ ...identity, document: 'data:text/plain;base64,aGk=' })).toContain(
      'Images must be JPEG, PNG or WebP',
    );
  });
});

describe('CreateInspectionBody', () => {
  it('takes a past or present day and a note; refuses the future and impossible dates', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(CreateInspectionBody.safeParse({ visitedOn: today, note: 'Roof checked' }).success).toBe(true);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(CreateInspectionBody.safeParse({ visitedOn: tomorrow, note: 'x' }).success).toBe(false);
    expect(CreateInspectionBody.safeParse({ visitedOn: '2026-02-30', note: 'x' }).success).toBe(false);
    expect(CreateInspectionBody.safeParse({ visitedOn: today, note: '  ' }).success).toBe(false);
  });
});

describe('search trust filters', () => {
  it('reads verifiedOwner and inspected as booleans', () => {
    const query = SearchPropertiesQuery.parse({ verifiedOwner: 'true', inspected: '0' });
    expect(query.verifiedOwner).toBe(true);
    expect(query.inspected).toBe(false);
    expect(SearchPropertiesQuery.parse({}).verifiedOwner).toBeUndefined();
    expect(SearchPropertiesQuery.safeParse({ inspected: 'maybe' }).success).toBe(false);
  });
});
