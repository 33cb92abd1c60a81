import { MessageCircleIcon } from '../ui/icons';
import { whatsAppChatUrl } from './whatsapp-number';

/** The link itself; loaded with the phone library only once a number is shown (whatsapp-link.tsx). */
export function WhatsAppChatLink({
  phone,
  message,
  className,
}: {
  phone: string;
  message: string;
  className?: string;
}) {
  const href = whatsAppChatUrl(phone, message);
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <MessageCircleIcon size={20} />
      WhatsApp
    </a>
  );
}
