import { PAYMENT_CONTACT_PROMISE } from '@ile/shared/constants/payments';
import { Link } from 'react-router';
import { CONTACT } from './contact-details';
import { DocSection, StaticPage } from './static-page';

const TOC = [
  { id: 'agreement', label: 'These terms' },
  { id: 'eligibility', label: 'Who can use Ile' },
  { id: 'account', label: 'Your account' },
  { id: 'listings', label: 'Listings' },
  { id: 'payments', label: 'Payments' },
  { id: 'conduct', label: 'What is not allowed' },
  { id: 'content', label: 'Reviews and content' },
  { id: 'liability', label: 'Our responsibility' },
  { id: 'ending', label: 'Ending your account' },
  { id: 'changes', label: 'Changes and contact' },
];

/** /terms-and-conditions: the rules for using Ile, consistent with the guidelines and privacy pages. */
export function TermsContent() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms and conditions"
      lead="The agreement between you and Ile when you search, save, list, message, review or pay on the site."
      description="The terms and conditions for using Ile, the property marketplace for Nigeria and Sierra Leone."
      toc={TOC}
    >
      <DocSection id="agreement" title="These terms">
        <p>
          By using Ile you agree to these terms, the <Link to="/guidelines">listing guidelines</Link> and the{' '}
          <Link to="/privacy">privacy policy</Link>. If you do not agree, please do not use the site.
        </p>
      </DocSection>
      <DocSection id="eligibility" title="Who can use Ile">
        <p>You must be 18 or older, or have the consent of a parent or legal guardian, to use Ile.</p>
      </DocSection>
      <DocSection id="account" title="Your account">
        <ul>
          <li>Give true details and keep your email address verified; some actions need a verified email.</li>
          <li>Keep your password to yourself. You are responsible for what is done from your account.</li>
          <li>Tell us at once if you think someone else has used it.</li>
        </ul>
      </DocSection>
      <DocSection id="listings" title="Listings">
        <ul>
          <li>
            You may list only a property you own or are authorised to let or sell, described accurately, with
            at least 3 real photos and a price in Naira or Leones.
          </li>
          <li>
            Every listing is reviewed before it is published; we may refuse, unpublish or remove any listing.
          </li>
          <li>Basic listings are free. Joining as an agent or agency has no onboarding fee.</li>
        </ul>
      </DocSection>
      <DocSection id="payments" title="Payments">
        <p>
          Payments are made in Nigerian Naira or Sierra Leonean Leones through our payment providers. The
          amount always comes from the listing. A payment counts only once the provider has confirmed it, and
          you get a receipt by email. After a successful payment, the property's owner or agent gets in touch
          within {PAYMENT_CONTACT_PROMISE.summary}.
        </p>
        <p>Never pay for a property you have not inspected, and never pay anyone outside Ile's checkout.</p>
      </DocSection>
      <DocSection id="conduct" title="What is not allowed">
        <ul>
          <li>False or misleading listings, profiles, documents or reviews.</li>
          <li>Asking for payment before an inspection, or outside the site.</li>
          <li>Harassing other users, or collecting their contact details in bulk.</li>
          <li>Interfering with the site or trying to reach other people's accounts or data.</li>
        </ul>
        <p>Fraud or any of the above may lead to the suspension of your account.</p>
      </DocSection>
      <DocSection id="content" title="Reviews and content">
        <p>
          You keep the rights to what you post and allow Ile to show it on the site. Reviews must be honest
          experiences with a 1 to 5 rating; you cannot review your own agent or agency profile, and we may
          hide reviews that break these terms.
        </p>
      </DocSection>
      <DocSection id="liability" title="Our responsibility">
        <p>
          Ile connects people; the agreement to rent, lease or buy is between the tenant or buyer and the
          owner, agent or agency. We check listings and applicants, but cannot guarantee every statement a
          user makes. Inspect a property and its papers before you commit. Nothing in these terms limits
          rights that the law of Nigeria or Sierra Leone does not allow us to limit.
        </p>
      </DocSection>
      <DocSection id="ending" title="Ending your account">
        <p>
          You can delete your account at any time from <Link to="/account/login">Login and security</Link>. We
          may suspend or close an account that breaks these terms.
        </p>
      </DocSection>
      <DocSection id="changes" title="Changes and contact">
        <p>
          We will post any change to these terms here and tell you by email before an important one takes
          effect. Questions: <a href={`mailto:${CONTACT.help}`}>{CONTACT.help}</a>.
        </p>
      </DocSection>
    </StaticPage>
  );
}
