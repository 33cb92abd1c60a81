import { MessageCircleIcon } from '../ui/icons';
import { whatsAppChatUrl } from './whatsapp-number';

/** The link itself; loaded with the phone library only once a number is shown (whatsapp-link.tsx). */
export function WhatsAppChatLink({
  phone,
  message,
  label = 'WhatsApp',
  icon = true,
  className,
}: {
  phone: string;
  message: string;
  label?: string;
  /** Beside a call link with an icon of its own; not in a list of plain details. */
  icon?: boolean;
  className?: string;
}) {
  const href = whatsAppChatUrl(phone, message);
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {icon && <MessageCircleIcon size={20} />}
      {label}
    </a>
  );
}
