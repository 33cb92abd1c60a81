import { toast } from '../../lib/toast';
import { buttonClasses } from '../ui/button';
import { LinkIcon, MessageCircleIcon, ShareIcon } from '../ui/icons';
import { MenuButton } from '../ui/menu-button';
import { pageUrl, type SharedPage, smsShareUrl, whatsAppShareUrl } from './share-links';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error(`Could not copy the link. Copy it from here: ${url}`);
  }
}

/**
 * Share a listing or a profile: the phone's own share sheet where the browser has the Web Share API, otherwise
 * a menu of WhatsApp, Copy link and SMS. Links open the page the api serves with its preview tags, so the chat
 * shows the picture, title and price.
 */
export function ShareButton({
  page,
  label,
  block,
  size,
}: {
  page: SharedPage;
  /** The button's accessible name: 'Share this listing'. */
  label: string;
  block?: boolean;
  size?: 'normal' | 'small';
}) {
  const look = buttonClasses({ variant: 'secondary', block, size });
  const face = (
    <>
      <ShareIcon size={18} />
      <span aria-hidden>Share</span>
    </>
  );
  if (typeof navigator.share === 'function') {
    const share = () => {
      const url = pageUrl(page.path);
      // Cancelling the sheet rejects with AbortError: nothing to tell the user.
      navigator.share({ title: page.title, text: page.title, url }).catch(() => undefined);
    };
    return (
      <button type="button" className={look} onClick={share} aria-label={label}>
        {face}
      </button>
    );
  }
  return (
    <MenuButton
      label={label}
      className={look}
      items={[
        {
          key: 'whatsapp',
          label: (
            <>
              <MessageCircleIcon size={18} />
              WhatsApp
            </>
          ),
          onSelect: () =>
            window.open(whatsAppShareUrl(page.title, pageUrl(page.path)), '_blank', 'noopener,noreferrer'),
        },
        {
          key: 'copy',
          label: (
            <>
              <LinkIcon size={18} />
              Copy link
            </>
          ),
          onSelect: () => void copyLink(pageUrl(page.path)),
        },
        {
          key: 'sms',
          label: (
            <>
              <MessageCircleIcon size={18} />
              SMS
            </>
          ),
          onSelect: () => window.location.assign(smsShareUrl(page.title, pageUrl(page.path))),
        },
      ]}
    >
      {face}
    </MenuButton>
  );
}
