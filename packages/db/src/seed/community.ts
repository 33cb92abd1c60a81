import { createHash } from 'node:crypto';
import type { NoticeAudience } from '@ile/shared';
import type { Kysely } from 'kysely';
import type { Database, NewMessage, NewNotice, NewReview, NewTicket, NewTicketReply } from '../schema';
import type { ListingRow } from './listings';
import type { People, SeededPerson } from './people';
import type { Random } from './random';

// Reviews, notices, tickets and conversations between the seeded people.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Very professional. Showed us three flats in one afternoon and the paperwork was clear.',
    'Responsive and honest about the property. We moved in within two weeks.',
    'Excellent service from inspection to keys. Highly recommended.',
    'They negotiated a fair price and explained every fee upfront.',
  ],
  4: [
    'Good experience overall; a couple of viewings started late.',
    'Helpful and knowledgeable about the area. Fees were as quoted.',
    'Found us a good place, though communication slowed after payment.',
  ],
  3: [
    'Decent service but it took a while to get replies.',
    'The house was as described, the process was slow.',
  ],
  2: ['The listing photos were better than the flat. Agent was polite though.'],
  1: ['Asked for an inspection fee and never showed up for the viewing.'],
};

const NOTICES: Record<NoticeAudience, readonly (readonly [string, string])[]> = {
  end_users: [
    [
      'Never pay before you inspect',
      'Ile will never ask you to pay for a property you have not inspected. Report any listing that does.',
    ],
    ['Save searches with notes', 'Add a note to any saved property to remember what you liked about it.'],
  ],
  agents: [
    [
      'Listing quality guidelines updated',
      'Listings now need at least three clear photos and an accurate address.',
    ],
    ['Respond within 24 hours', 'Agents who reply to messages within a day get more enquiries.'],
  ],
  agencies: [
    [
      'Verify your agency licence',
      'Upload your current licence in your profile to keep your verified badge.',
    ],
    [
      'Invite your agents',
      'Agents can now name your agency when they apply, and you can see their listings together.',
    ],
  ],
  students: [
    ['New hostels near campus', 'Dozens of verified hostels have been listed for the new session.'],
    ['Student verification is free', 'Verified students see student-only listings and discounted offers.'],
  ],
  everyone: [
    ['Welcome to Ile', 'Find rentals, sales, shared apartments and hostels across Nigeria and Sierra Leone.'],
    ['Scheduled maintenance', 'Ile will be briefly unavailable on Sunday from 02:00 to 03:00 WAT.'],
  ],
};

export interface CommunityCounts {
  reviews: number;
  notices: number;
  tickets: number;
  conversations: number;
  messages: number;
}

export async function createCommunity(
  db: Kysely<Database>,
  rng: Random,
  people: People,
  listings: readonly ListingRow[],
  now: Date,
): Promise<CommunityCounts> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const reviewers = people.endUsers;

  // Reviews: a handful per agent and agency, one per author per profile.
  const reviews: NewReview[] = [];
  const review = (target: { agent_id?: string; agency_id?: string }, authors: SeededPerson[]) => {
    for (const author of authors) {
      const rating = rng.weighted([
        [5, 6],
        [4, 4],
        [3, 1.5],
        [2, 0.6],
        [1, 0.4],
      ] as const);
      const createdAt = ago(rng.float(1, 300));
      reviews.push({
        id: rng.uuid(),
        author_id: author.id,
        target_type: target.agent_id ? 'agent' : 'agency',
        agent_id: target.agent_id ?? null,
        agency_id: target.agency_id ?? null,
        rating,
        comment: rng.pick(REVIEW_COMMENTS[rating] as readonly string[]),
        hidden_at: rating === 1 && rng.chance(0.5) ? ago(rng.float(0, 1)) : null,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  };
  people.agents.forEach((agent, i) => {
    // The demo user has not reviewed the demo agent, so that review can be written by hand.
    const authors = rng.sample(i === 0 ? reviewers.slice(1) : reviewers, i === 0 ? 5 : rng.int(0, 6));
    review({ agent_id: agent.agentId }, authors);
  });
  people.agencies.forEach((agency, i) => {
    const authors = rng.sample(reviewers.slice(1), rng.int(1, 8));
    review({ agency_id: agency.agencyId }, i === 0 ? [people.demoUser, ...authors] : authors);
  });

  // Notices to every audience, one draft, and a personal notice for the demo user.
  const notices: NewNotice[] = [];
  for (const [audience, items] of Object.entries(NOTICES) as [
    NoticeAudience,
    (typeof NOTICES)[NoticeAudience],
  ][]) {
    items.forEach(([heading, description], i) => {
      const published = ago(rng.float(1, 90) + i * 20);
      notices.push({
        heading,
        description,
        audience,
        published_at: published,
        created_by: people.admin.id,
        created_at: published,
      });
    });
  }
  notices.push({
    heading: 'New feature preview',
    description: 'A draft notice, visible to staff only until it is published.',
    audience: 'everyone',
    created_by: people.admin.id,
  });
  notices.push({
    heading: 'Your listing application was approved',
    description: 'Your property is now live. You can edit it from Manage Listings.',
    audience: 'end_users',
    recipient_id: people.demoUser.id,
    link: '/manage/applications',
    published_at: ago(3),
    created_by: people.admin.id,
  });

  const { tickets, replies } = ticketsFor(rng, people, ago);
  const { conversations, messages, subjects } = conversationsFor(rng, people, listings, now);

  await db.insertInto('reviews').values(reviews).execute();
  await db.insertInto('notices').values(notices).execute();
  await db.insertInto('tickets').values(tickets).execute();
  await db.insertInto('ticket_replies').values(replies).execute();
  await db.insertInto('conversations').values(conversations).execute();
  await db.insertInto('messages').values(messages).execute();
  if (subjects.length > 0) await db.insertInto('conversation_properties').values(subjects).execute();
  return {
    reviews: reviews.length,
    notices: notices.length,
    tickets: tickets.length,
    conversations: conversations.length,
    messages: messages.length,
  };
}

function ticketsFor(rng: Random, people: People, ago: (days: number) => Date) {
  const tickets: NewTicket[] = [];
  const replies: NewTicketReply[] = [];
  const ticket = (
    user: SeededPerson,
    subject: string,
    description: string,
    status: NewTicket['status'],
    days: number,
  ) => {
    const id = rng.uuid();
    const createdAt = ago(days);
    tickets.push({
      id,
      user_id: user.id,
      requester_name: `${user.name.first} ${user.name.last}`,
      requester_email: user.email,
      subject,
      description,
      status,
      assigned_to: status === 'pending' ? null : people.support.id,
      closed_at: status === 'closed' || status === 'resolved' ? ago(days - 1) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    return { id, createdAt };
  };
  const reply = (ticketId: string, author: SeededPerson, isStaff: boolean, body: string, at: Date) =>
    replies.push({
      ticket_id: ticketId,
      author_id: author.id,
      is_staff: isStaff,
      body,
      created_at: at,
      updated_at: at,
    });

  const open = ticket(
    people.demoUser,
    'Landlord not responding',
    'I paid for an inspection slot but the landlord has not replied in four days.',
    'open',
    3,
  );
  reply(
    open.id,
    people.support,
    true,
    'Thanks for telling us. We have contacted the landlord and will update you within 24 hours.',
    new Date(open.createdAt.getTime() + 2 * HOUR_MS),
  );
  reply(
    open.id,
    people.demoUser,
    false,
    'Thank you, I will wait to hear from you.',
    new Date(open.createdAt.getTime() + 3 * HOUR_MS),
  );
  const resolved = ticket(
    people.demoUser,
    'Cannot upload images',
    'The listing form rejects my photos from my phone.',
    'resolved',
    20,
  );
  reply(
    resolved.id,
    people.support,
    true,
    'Photos must be JPEG, PNG or WebP under 10 MB. HEIC photos from iPhones need converting first.',
    new Date(resolved.createdAt.getTime() + HOUR_MS),
  );

  const subjects = [
    ['Suspicious listing', 'A listing asks for payment before inspection.'],
    ['Change my email', 'I want to use my work email on my account.'],
    ['Verification email not received', 'I signed up yesterday but the email never arrived.'],
    ['Refund request', 'My payment went through twice.'],
    ['Agent profile update', 'How do I change my office address?'],
  ] as const;
  subjects.forEach(([subject, description], i) => {
    const user = rng.pick([...people.endUsers.slice(2), ...people.agents]);
    ticket(
      user,
      subject,
      description,
      rng.pick(['pending', 'open', 'closed'] as const),
      rng.float(1, 60) + i,
    );
  });
  return { tickets, replies };
}

function conversationsFor(rng: Random, people: People, listings: readonly ListingRow[], now: Date) {
  const conversations: {
    id: string;
    user_a_id: string;
    user_b_id: string;
    last_message_at: Date;
    user_a_last_read_at: Date;
    user_b_last_read_at: Date | null;
    created_at: Date;
    updated_at: Date;
    first_recipient_id: string;
    first_reply_at: Date | null;
    property_id: string | null;
  }[] = [];
  const messages: NewMessage[] = [];
  const subjects: { conversation_id: string; property_id: string; first_message_at: Date }[] = [];
  /**
   * `a` writes first and `b` answers; `gapsMinutes` (else random) spaces the messages; `about` is the listing the
   * whole conversation is about (an enquiry).
   */
  const talk = (
    a: SeededPerson,
    b: SeededPerson,
    lines: readonly string[],
    startDaysAgo: number,
    unreadByB: boolean,
    options: { about?: string; gapsMinutes?: readonly number[]; id?: string } = {},
  ) => {
    const id = options.id ?? rng.uuid();
    let at = new Date(now.getTime() - startDaysAgo * DAY_MS);
    const started = at;
    let firstReplyAt: Date | null = null;
    lines.forEach((body, i) => {
      at = new Date(at.getTime() + (options.gapsMinutes?.[i] ?? rng.int(3, 240)) * 60_000);
      if (i === 1) firstReplyAt = at;
      messages.push({
        conversation_id: id,
        sender_id: i % 2 === 0 ? a.id : b.id,
        body,
        created_at: at,
        property_id: options.about ?? null,
      });
    });
    const opening = messages.at(-lines.length);
    if (options.about && opening?.created_at)
      subjects.push({
        conversation_id: id,
        property_id: options.about,
        first_message_at: opening.created_at as Date,
      });
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    const lastRead = (person: SeededPerson) => (person === b && unreadByB ? started : at);
    conversations.push({
      id,
      user_a_id: first.id,
      user_b_id: second.id,
      last_message_at: at,
      user_a_last_read_at: lastRead(first),
      user_b_last_read_at: lastRead(second),
      created_at: started,
      updated_at: at,
      first_recipient_id: b.id,
      first_reply_at: firstReplyAt,
      property_id: options.about ?? null,
    });
  };

  const agent = people.agents[0] as People['agents'][number];
  const agency = people.agencies[0] as People['agencies'][number];
  const listing = listings.find((row) => row.owner_id === agent.id) ?? listings[0];
  const title = listing ? `"${listing.title}"` : 'your listing';
  talk(
    people.demoUser,
    agent,
    [
      `Good afternoon, is ${title} still available?`,
      'Good afternoon! Yes, it is available. Would you like to inspect it this week?',
      'Yes please. Is Thursday at 2 pm possible?',
      'Thursday at 2 pm works. I will send you the exact address on the day.',
      'Thank you. Is the service charge included in the price?',
      'It is paid separately, yearly. I can share the breakdown at the inspection.',
    ],
    4,
    false,
    { about: listing?.owner_id === agent.id ? listing.id : undefined },
  );
  talk(
    people.demoUser,
    agency,
    [
      'Hello, do you have any three-bedroom flats in Lekki under the listed budget?',
      'Hello Adaeze, we have two coming up next month. We will message you as soon as they are listed.',
    ],
    12,
    true,
  );
  for (let i = 0; i < 6; i++) {
    const user = rng.pick(people.endUsers.slice(2));
    const other = rng.pick(people.agents.slice(1));
    if (
      conversations.some(
        (c) => [c.user_a_id, c.user_b_id].includes(user.id) && [c.user_a_id, c.user_b_id].includes(other.id),
      )
    )
      continue;
    talk(
      user,
      other,
      [
        'Hello, is this property still available?',
        'Yes it is. When would you like to view it?',
        'Saturday morning if possible.',
      ],
      rng.float(1, 40),
      rng.chance(0.4),
    );
  }
  // Enquiries the demo agent answered (at fixed gaps, so the seed's random sequence is unchanged): with the
  // demo user's, enough for the listing page's "Usually replies within 2 hours".
  const answered = [25, 70, 110, 150, 95];
  people.endUsers.slice(2, 2 + answered.length).forEach((user, i) => {
    if (
      conversations.some(
        (c) => [c.user_a_id, c.user_b_id].includes(user.id) && [c.user_a_id, c.user_b_id].includes(agent.id),
      )
    )
      return;
    talk(
      user,
      agent,
      ['Hello, is this property still available?', 'Yes it is. When would you like to view it?'],
      3 + i * 5,
      false,
      {
        id: seedUuid(`enquiry-${i}`),
        about: listing?.owner_id === agent.id ? listing.id : undefined,
        gapsMinutes: [0, answered[i] as number],
      },
    );
  });
  return { conversations, messages, subjects };
}

/** A fixed uuid (v4 layout) for a seeded row made without the seed's random sequence. */
function seedUuid(name: string): string {
  const hex = createHash('sha256').update(`ile-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
