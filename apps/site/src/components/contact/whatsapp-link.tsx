import { type ComponentProps, lazy, Suspense } from 'react';

const WhatsAppChatLink = lazy(() =>
  import('./whatsapp-chat-link').then((module) => ({ default: module.WhatsAppChatLink })),
);

/**
 * 'WhatsApp': a chat with the owner with a message about the listing or profile written, beside the call link.
 * Only for signed-in users, who were shown the number (the caller decides). The phone library comes with it,
 * after the page has loaded, so the page's first-load budget does not pay for it.
 */
export function WhatsAppLink(props: ComponentProps<typeof WhatsAppChatLink>) {
  return (
    <Suspense fallback={null}>
      <WhatsAppChatLink {...props} />
    </Suspense>
  );
}
