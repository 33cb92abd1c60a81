import { describe, expect, it } from 'vitest';
import { STUDENT_PROOF_RULES } from '../constants/uploads';
import { id, imageDataUrl } from '../testing/fixtures';
import { CreateAgencyApplicationBody } from './agency';
import { CreateAgentApplicationBody } from './agent';
import { SendMessageBody } from './messaging';
import { CreateReviewBody, ReviewsResponse } from './review';
import { CreateStudentApplicationBody } from './student';
import { CreateTicketBody } from './ticket';
import { UpdateNoteBody } from './wishlist';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('CreateReviewBody', () => {
  it('takes agentId for agents and agencyId for agencies', () => {
    expect(
      CreateReviewBody.parse({ type: 'agent', agentId: id(1), rating: 4, comment: ' Helpful ' }),
    ).toEqual({
      type: 'agent',
      agentId: id(1),
      rating: 4,
      comment: 'Helpful',
    });
    expect(
      CreateReviewBody.safeParse({ type: 'agency', agentId: id(1), rating: 4, comment: 'x' }).success,
    ).toBe(false);
  });

  it('needs a whole rating from 1 to 5 and a comment of 1 to 2000 characters', () => {
    const review = { type: 'agency', agencyId: id(2), comment: 'Good' };
    expect(CreateReviewBody.parse({ ...review, rating: '5' }).rating).toBe(5);
    for (const rating of [0, 6, 4.5, 'five']) {
      expect(CreateReviewBody.safeParse({ ...review, rating }).success).toBe(false);
    }
    expect(firstMessage(CreateReviewBody.safeParse({ ...review, rating: 3, comment: '  ' }))).toBe(
      'Write a comment',
    );
    expect(CreateReviewBody.safeParse({ ...review, rating: 3, comment: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });

  it('answers with the reviews, their average and count', () => {
    expect(ReviewsResponse.safeParse({ review: [], average: null, count: 0 }).success).toBe(true);
  });
});

describe('CreateAgentApplicationBody', () => {
  const agent = {
    position: 'Senior agent',
    workEmail: 'agent@agency.ng',
    address: '3 Broad St, Lagos',
    gender: 'Male',
    officePhone: '0809 123 4567',
    agencyId: '',
    linkedin: '',
    mobilePhone: '',
  };

  it('needs position, work email, office address, gender and office phone', () => {
    expect(CreateAgentApplicationBody.parse(agent)).toMatchObject({
      position: 'Senior agent',
      agencyId: undefined,
    });
    expect(
      CreateAgentApplicationBody.safeParse({})
        .error?.issues.map((issue) => issue.path[0])
        .sort(),
    ).toEqual(['address', 'gender', 'officePhone', 'position', 'workEmail'].sort());
  });

  it('reads the linkedin link as a web address', () => {
    expect(CreateAgentApplicationBody.parse({ ...agent, linkedin: 'linkedin.com/in/ada' }).linkedin).toBe(
      'https://linkedin.com/in/ada',
    );
  });
});

describe('CreateAgencyApplicationBody', () => {
  const agency = {
    agencyName: 'Freetown Homes',
    workEmail: 'hello@freetownhomes.sl',
    address: '10 Lumley Beach Rd',
    country: 'Sierra Leone',
    region: 'WU',
    licenseNumber: 'SL-RE-0042',
    officePhone: '+232 22 123456',
    corperateValue: 'Honesty',
    history: 'Founded in 2010',
    image: imageDataUrl(),
    website: 'freetownhomes.sl',
    fax: '',
    postalCode: '',
  };

  it('keeps licence, website, country and region, with the region by name', () => {
    expect(CreateAgencyApplicationBody.parse(agency)).toMatchObject({
      licenseNumber: 'SL-RE-0042',
      website: 'https://freetownhomes.sl',
      country: 'SL',
      region: 'Western Area Urban',
      fax: undefined,
    });
  });

  it('needs the required fields of part 2 §5', () => {
    const paths = CreateAgencyApplicationBody.safeParse({}).error?.issues.map((issue) => issue.path[0]);
    expect(paths?.sort()).toEqual(
      [
        'agencyName',
        'workEmail',
        'address',
        'country',
        'region',
        'licenseNumber',
        'officePhone',
        'corperateValue',
        'history',
        'image',
      ].sort(),
    );
  });

  it('rejects a region of another country', () => {
    const result = CreateAgencyApplicationBody.safeParse({ ...agency, region: 'Lagos' });
    expect(result.error?.issues[0]?.path).toEqual(['region']);
  });
});

describe('CreateStudentApplicationBody', () => {
  const student = {
    universityEmail: 'ada@unilag.edu.ng',
    university: 'University of Lagos',
    requestLocation: '6.5158, 3.3898',
    proofType: 'ID',
    documents: imageDataUrl(200 * 1024, 'image/jpeg'),
  };

  it('accepts a JPEG or PNG proof of 100 KB to 1 MB', () => {
    expect(CreateStudentApplicationBody.safeParse(student).success).toBe(true);
    expect(
      CreateStudentApplicationBody.safeParse({
        ...student,
        documents: imageDataUrl(1024 * 1024, 'image/png'),
      }).success,
    ).toBe(true);
  });

  it('says which proof rule failed', () => {
    const withProof = (documents: string) =>
      firstMessage(CreateStudentApplicationBody.safeParse({ ...student, documents }));
    expect(withProof(imageDataUrl(200 * 1024, 'image/webp'))).toBe(STUDENT_PROOF_RULES.messages.type);
    expect(withProof(imageDataUrl(50 * 1024, 'image/jpeg'))).toBe(STUDENT_PROOF_RULES.messages.tooSmall);
    expect(withProof(imageDataUrl(1024 * 1024 + 1, 'image/jpeg'))).toBe(
      STUDENT_PROOF_RULES.messages.tooLarge,
    );
  });

  it('lets the location be refused', () => {
    expect(CreateStudentApplicationBody.safeParse({ ...student, requestLocation: '' }).success).toBe(true);
    expect(CreateStudentApplicationBody.safeParse({ ...student, requestLocation: 'here' }).success).toBe(
      false,
    );
  });
});

describe('SendMessageBody', () => {
  it('needs text or an image', () => {
    expect(SendMessageBody.safeParse({ receiverId: id(2), message: 'Hello' }).success).toBe(true);
    expect(SendMessageBody.safeParse({ receiverId: id(2), media: imageDataUrl() }).success).toBe(true);
    expect(firstMessage(SendMessageBody.safeParse({ receiverId: id(2), message: '  ', media: '' }))).toBe(
      'Write a message or attach an image',
    );
  });
});

describe('CreateTicketBody', () => {
  it('needs name, subject and description', () => {
    expect(
      CreateTicketBody.safeParse({ senderName: 'Ada', subject: 'Refund', description: 'Please help' })
        .success,
    ).toBe(true);
    expect(CreateTicketBody.safeParse({ senderName: 'Ada', subject: '', description: 'x' }).success).toBe(
      false,
    );
  });
});

describe('UpdateNoteBody', () => {
  it('allows up to 1000 characters, and an empty note to clear it', () => {
    expect(UpdateNoteBody.safeParse({ wishlistId: id(1), note: '' }).success).toBe(true);
    expect(UpdateNoteBody.safeParse({ wishlistId: id(1), note: 'x'.repeat(1000) }).success).toBe(true);
    expect(UpdateNoteBody.safeParse({ wishlistId: id(1), note: 'x'.repeat(1001) }).success).toBe(false);
  });
});
