import type { Property } from '@ile/shared/contracts/property';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WhatsAppLink } from '../../../components/contact/whatsapp-link';
import { pageUrl } from '../../../components/share/share-links';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/session';
import { formatPhone } from '../utils/format-phone';
import styles from './property-detail.module.css';

/** The anchor a visitor is sent back to after logging in to see the contact details. */
export const CONTACT_ANCHOR = 'contact';

/**
 * 'View contact info': visitors go to /login and come back here with the dialog open; signed-in users see
 * the owner's phone (which the api only sends them, within its reveal limit) behind a fraud warning, to call or
 * to open a WhatsApp chat with a message naming the listing.
 */
export function ContactInfo({ property }: { property: Property }) {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const reopened = useRef(false);

  useEffect(() => {
    if (reopened.current || status !== 'signed-in' || location.hash !== `#${CONTACT_ANCHOR}`) return;
    reopened.current = true;
    setOpen(true);
  }, [status, location.hash]);

  const show = () => {
    if (status === 'signed-out') {
      navigate('/login', {
        state: { from: `${location.pathname}${location.search}#${CONTACT_ANCHOR}` },
      });
      return;
    }
    if (status === 'signed-in') setOpen(true);
  };

  const phone = property.mobile_phone;
  return (
    <>
      <Button id={CONTACT_ANCHOR} variant="secondary" block onClick={show}>
        <PhoneIcon size={18} />
        View contact info
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Contact Information">
        <div className={styles.warning} role="note">
          <ShieldIcon size={20} />
          <p>
            <strong>Protect yourself from fraud.</strong> Never pay a deposit, an inspection fee or rent
            before you have seen the property in person and confirmed the owner's identity. Ile will never ask
            you to pay outside the site.
          </p>
        </div>
        {phone ? (
          <div className={styles.phone}>
            <p className="muted">Call or WhatsApp the owner or their agent about “{property.title}”:</p>
            <div className={styles.phoneLinks}>
              <a className={styles.phoneLink} href={`tel:${phone}`}>
                <PhoneIcon size={20} />
                {formatPhone(phone)}
              </a>
              <WhatsAppLink
                className={styles.phoneLink}
                phone={phone}
                message={`Hello, I saw your listing "${property.title}" on Ile and I am interested: ${pageUrl(`/property/${property.id}`)}`}
              />
            </div>
          </div>
        ) : (
          <p className="muted">
            The owner's phone number is not available right now. Please try again later.
          </p>
        )}
      </Dialog>
    </>
  );
}
