import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { DocSection, StaticPage } from './static-page';
import styles from './static-page.module.css';

const TOC = [
  { id: 'listings', label: 'Your listing' },
  { id: 'pricing', label: 'Prices' },
  { id: 'law', label: 'The law and ownership' },
  { id: 'agents', label: 'Agents and agencies' },
  { id: 'applying', label: 'Applying' },
  { id: 'review', label: 'Review and decisions' },
  { id: 'fraud', label: 'Fraud' },
];

/** /guidelines: what a listing and an agent or agency application must meet (spec part 2 §1). */
export function GuidelinesContent() {
  return (
    <StaticPage
      eyebrow="For owners, agents and agencies"
      title="Listing guidelines"
      lead="What every listing on Ile must meet, so people searching can trust what they see, and how we review what you send."
      description="The rules every Ile listing and agent or agency application must meet, and how applications are reviewed."
      toc={TOC}
      actions={<ButtonLink to="/list-property/become-a-host">Apply to list a property</ButtonLink>}
    >
      <DocSection id="listings" title="Your listing">
        <ul>
          <li>
            <strong>Accurate and not misleading.</strong> The title, description, photos, size and price must
            describe the property as it is today.
          </li>
          <li>
            <strong>At least 3 high-quality images</strong> (up to 20): JPEG, PNG or WebP, each at most 10 MB,
            showing the property itself, not stock pictures.
          </li>
          <li>
            <strong>A detailed description:</strong> size, rooms, amenities and anything a visitor should know
            before they inspect.
          </li>
        </ul>
      </DocSection>
      <DocSection id="pricing" title="Prices">
        <p>
          Prices are in <strong>Nigerian Naira (₦)</strong> for properties in Nigeria and in{' '}
          <strong>Sierra Leonean Leones (Le)</strong> for properties in Sierra Leone, with the period they
          cover: per day, week, month or year, or outright for a sale. Visitors may see a converted estimate
          in their own currency; they always pay in the listing's currency.
        </p>
      </DocSection>
      <DocSection id="law" title="The law and ownership">
        <p>
          Listings must comply with the real estate law of Nigeria or Sierra Leone and of the state or
          district the property is in. Properties with legal disputes or unclear ownership are removed.
        </p>
      </DocSection>
      <DocSection id="agents" title="Agents and agencies">
        <p>
          Agents and agencies must be registered with valid credentials. Agencies give their company
          registration and proof of licensing.
        </p>
      </DocSection>
      <DocSection id="applying" title="Applying">
        <p>An application needs:</p>
        <ul>
          <li>the completed application form,</li>
          <li>a valid means of identification,</li>
          <li>certification or licensing, for agents and agencies.</li>
        </ul>
        <p>
          Joining as an agent or agency is free, with no onboarding fees.{' '}
          <Link to="/become-an-agent">Apply as an agent or agency</Link>.
        </p>
      </DocSection>
      <DocSection id="review" title="Review and decisions">
        <p>
          We review applications within <strong>7 business days</strong> and tell you the outcome by email and
          in your account. A rejected application may be sent again with more details; the reason we give
          tells you what was missing.
        </p>
      </DocSection>
      <DocSection id="fraud" title="Fraud">
        <div className={styles.callout}>
          <p>
            Fraud, such as listing a property you have no right to let or sell, or asking for payment before
            an inspection, may lead to the suspension of your account. Report anything suspicious through{' '}
            <Link to="/contact-us">Contact us</Link>.
          </p>
        </div>
      </DocSection>
    </StaticPage>
  );
}
