import type { ServerToClientEvents } from '@ile/shared/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { acquireRealtimeSocket } from '../../../lib/realtime-socket';
import { inboxKey, upsertConversation } from '../api/get-conversations';
import { appendMessage } from '../api/get-messages';
import { markRead } from '../api/mark-read';

/**
 * Live inbox: pushed messages land in their thread, pushed conversations in the list. The open thread is
 * marked read as messages arrive. The socket is the tab's shared one (lib/realtime-socket).
 */
export function useInboxSocket(openReceiverId: string | null, selfId: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const open = useRef(openReceiverId);
  open.current = openReceiverId;

  useEffect(() => {
    const { socket, release } = acquireRealtimeSocket();
    let everConnected = Boolean(socket.connected);
    setConnected(everConnected);

    const onMessage: ServerToClientEvents['message:new'] = (message) => {
      const other = message.sender_id === selfId ? message.receiver_id : message.sender_id;
      appendMessage(queryClient, other, message);
      if (message.sender_id !== selfId && other === open.current) {
        markRead(queryClient, other).catch(() => {
          // The next thread load marks it read anyway.
        });
      }
    };
    const onConversation: ServerToClientEvents['conversation:updated'] = (conversation) =>
      upsertConversation(queryClient, conversation);
    const onConnect = () => {
      setConnected(true);
      // After a drop, fetch what was missed while offline.
      if (everConnected) void queryClient.invalidateQueries({ queryKey: inboxKey });
      everConnected = true;
    };
    const onDown = () => setConnected(false);

    socket.on('message:new', onMessage);
    socket.on('conversation:updated', onConversation);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    return () => {
      socket.off('message:new', onMessage);
      socket.off('conversation:updated', onConversation);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
      release();
    };
  }, [queryClient, selfId]);

  return { connected };
}
