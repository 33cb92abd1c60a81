import type { ClientToServerEvents, ServerToClientEvents } from '@ile/shared/realtime/events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken, refreshSession } from '../../../lib/api-client';
import { upsertConversation } from '../api/get-conversations';
import { appendMessage } from '../api/get-messages';
import { markRead } from '../api/mark-read';

type InboxSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Live inbox: pushed messages land in their thread, pushed conversations in the list. The open thread is
 * marked read as messages arrive. socket.io-client lives only in the /inbox chunk.
 */
export function useInboxSocket(openReceiverId: string | null, selfId: string): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const open = useRef(openReceiverId);
  open.current = openReceiverId;

  useEffect(() => {
    // The callback form re-reads the token on every (re)connection, so a refreshed token is used.
    const socket: InboxSocket = io({ auth: (send) => send({ token: getAccessToken() ?? '' }) });
    let everConnected = false;

    socket.on('message:new', (message) => {
      const other = message.sender_id === selfId ? message.receiver_id : message.sender_id;
      appendMessage(queryClient, other, message);
      if (message.sender_id !== selfId && other === open.current) {
        markRead(queryClient, other).catch(() => {
          // The next thread load marks it read anyway.
        });
      }
    });
    socket.on('conversation:updated', (conversation) => upsertConversation(queryClient, conversation));
    socket.on('connect', () => {
      setConnected(true);
      // After a drop, fetch what was missed while offline.
      if (everConnected) void queryClient.invalidateQueries({ queryKey: ['inbox'] });
      everConnected = true;
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', async (error) => {
      setConnected(false);
      // A refused handshake is not retried by socket.io: refresh the token once, then try again.
      const status = (error as Error & { data?: { status?: number } }).data?.status;
      if (status === 401 && (await refreshSession())) socket.connect();
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [queryClient, selfId]);

  return { connected };
}
