import { Link } from 'react-router';
import { CONTACT } from './contact-details';
import { DocSection, StaticPage } from './static-page';

const TOC = [
  { id: 'collect', label: 'What we collect' },
  { id: 'use', label: 'How we use it' },
  { id: 'share', label: 'Who we share it with' },
  { id: 'keep', label: 'How long we keep it' },
  { id: 'rights', label: 'Your rights and choices' },
  { id: 'security', label: 'Security' },
  { id: 'children', label: 'Children' },
  { id: 'contact', label: 'Contact' },
];

/** /privacy: data collected, uses, sharing, rights and the under-18 note (spec part 2 §1). */
export function PrivacyContent() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy policy"
      lead="What Ile collects about you, why, who sees it, and how you can download or delete it."
      description="How Ile collects, uses and shares personal data, and how to download or delete yours."
      toc={TOC}
    >
      <DocSection id="collect" title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> name, email address, phone number, gender, address and profile
            picture, and a securely hashed password.
          </li>
          <li>
            <strong>What you add:</strong> saved properties and their notes, listings and listing applications
            with their photos, agent, agency and student applications with the documents they need, reviews,
            messages and support tickets.
          </li>
          <li>
            <strong>Payments:</strong> the amount, listing, status and reference of each payment. Card details
            go straight to the payment provider; we never see or store them.
          </li>
          <li>
            <strong>How you use Ile:</strong> your approximate country (from your connection, to show prices
            in your currency), which listings are viewed (counted once a day, without keeping your address),
            and your settings such as currency and dark mode.
          </li>
        </ul>
      </DocSection>
      <DocSection id="use" title="How we use it">
        <ul>
          <li>To run your account and show you listings, prices and notices meant for you.</li>
          <li>To review listings and applications before they are published, and to prevent fraud.</li>
          <li>To take payments and send receipts, verification emails and answers to your tickets.</li>
          <li>To keep Ile secure: limiting repeated sign-in attempts and investigating abuse.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for advertising outside Ile.</p>
      </DocSection>
      <DocSection id="share" title="Who we share it with">
        <ul>
          <li>
            <strong>Other people on Ile</strong> see what a marketplace needs: your name and picture on
            reviews and messages, and, for signed-in users only, a listing owner's phone number.
          </li>
          <li>
            <strong>Service providers</strong> acting for us: the payment providers (Paystack, Flutterwave),
            our email delivery service and a map service that turns listing addresses into locations.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law of Nigeria or Sierra Leone requires it.
          </li>
        </ul>
      </DocSection>
      <DocSection id="keep" title="How long we keep it">
        <p>
          We keep your data while your account is open. When you delete it, your personal data is erased or
          anonymised and your listings unpublished. Payment records are kept, without your name, for as long
          as tax and financial law requires. A data export you ask for can be downloaded for 7 days.
        </p>
      </DocSection>
      <DocSection id="rights" title="Your rights and choices">
        <ul>
          <li>
            <strong>See and correct</strong> your details in{' '}
            <Link to="/account/personal-info">Personal info</Link>.
          </li>
          <li>
            <strong>Download</strong> a copy of everything we hold about you from{' '}
            <Link to="/account/privacy-and-sharing">Privacy and sharing</Link>.
          </li>
          <li>
            <strong>Delete</strong> your account and your data from{' '}
            <Link to="/account/login">Login and security</Link>.
          </li>
          <li>
            <strong>Choose</strong> whether search engines show your listings and whether others see when you
            have read their messages.
          </li>
        </ul>
      </DocSection>
      <DocSection id="security" title="Security">
        <p>
          Passwords are stored hashed, connections are encrypted, sessions can be ended from any device by
          changing your password, and uploaded documents are kept privately and shown only to our reviewers.
        </p>
      </DocSection>
      <DocSection id="children" title="Children">
        <p>
          Ile is not for anyone under 18. If you believe a child has given us personal data, tell us and we
          will delete it.
        </p>
      </DocSection>
      <DocSection id="contact" title="Contact">
        <p>
          Questions about your data or this policy:{' '}
          <a href={`mailto:${CONTACT.privacy}`}>{CONTACT.privacy}</a>. We will tell you here, and by email for
          important changes, before this policy changes.
        </p>
      </DocSection>
    </StaticPage>
  );
}
