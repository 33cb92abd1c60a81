/** What a verified student gets (the student landing page's three blocks, made concrete). */
export const STUDENT_BENEFITS = [
  {
    key: 'affordable-housing',
    title: 'Affordable housing',
    description: 'Shared apartments and hostels near campus, with prices shown per term, month or year.',
  },
  {
    key: 'safe-and-secure',
    title: 'Safe and secure properties',
    description:
      'Listings reviewed by Ile staff before they are published; report anything wrong from any page.',
  },
  {
    key: 'convenient-booking',
    title: 'Convenient booking',
    description: 'Save hostels, message owners and pay securely online from one account.',
  },
] as const;
export type StudentBenefit = (typeof STUDENT_BENEFITS)[number];
