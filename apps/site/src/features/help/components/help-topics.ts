/** Help center topics: short answers to what people ask support most, each pointing to where to act. */
export interface HelpTopic {
  id: string;
  title: string;
  answers: { question: string; answer: string; link?: { to: string; label: string } }[];
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'account',
    title: 'Your account',
    answers: [
      {
        question: 'I did not get the verification email',
        answer:
          'Check your spam folder first. You can send a new link from your personal info page; links expire, so use the newest one.',
        link: { to: '/account/personal-info', label: 'Personal info' },
      },
      {
        question: 'How do I change my password?',
        answer: 'Go to Login and security, enter your current password and choose a new one.',
        link: { to: '/account/login', label: 'Login and security' },
      },
    ],
  },
  {
    id: 'listing',
    title: 'Listing a property',
    answers: [
      {
        question: 'What does a listing need?',
        answer:
          'An accurate title and description, the address, a price in Naira or Leones and at least 3 good photos. Our team reviews every application within 7 business days.',
        link: { to: '/guidelines', label: 'Listing guidelines' },
      },
      {
        question: 'How do I edit or remove my listing?',
        answer: 'Open Manage Listings, then My Listings: each row has edit and delete actions.',
        link: { to: '/manage/listings', label: 'My Listings' },
      },
    ],
  },
  {
    id: 'renting',
    title: 'Renting and buying',
    answers: [
      {
        question: 'How do I contact an owner or agent?',
        answer: 'Open the listing and message them; your conversations are in your inbox.',
        link: { to: '/inbox', label: 'Inbox' },
      },
      {
        question: 'Is my payment safe?',
        answer:
          'Payments go through our payment provider and are only marked successful once the provider confirms them. Your transactions are listed in your account.',
        link: { to: '/account/payment/transactions', label: 'Transactions' },
      },
    ],
  },
  {
    id: 'agents-students',
    title: 'Agents, agencies and students',
    answers: [
      {
        question: 'How do I become an agent or agency?',
        answer:
          'Apply from the agents page. Joining is free; we check your credentials and answer within 7 business days.',
        link: { to: '/become-an-agent', label: 'Become an agent' },
      },
      {
        question: 'How do I get verified as a student?',
        answer:
          'Apply with your school email and a proof of enrolment (a school ID card or eligibility form).',
        link: { to: '/become-a-student', label: 'Become a student' },
      },
    ],
  },
];
