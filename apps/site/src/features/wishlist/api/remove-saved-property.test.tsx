import { MESSAGES } from '@ile/shared/constants/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { startSignedIn } from '../../../testing/signed-in';
import { savedItem } from '../components/wishlist-fixtures';
import { useRemoveSavedProperty } from './remove-saved-property';

describe('removing a saved property', () => {
  it('marks the listing unsaved in every cached answer that shows it, the home sections included', async () => {
    startSignedIn();
    server.use(
      http.delete('*/api/v1/wishlist/remove-wishlist/:id', () => success(null, MESSAGES.wishlist.removed)),
    );
    const saved = savedItem(1);
    const other = savedItem(2);
    const queryClient = new QueryClient();
    const homeKey = ['home', 'display', 'signed-in'];
    queryClient.setQueryData(homeKey, {
      popular: [
        { id: saved.property_id, isLiked: true },
        { id: other.property_id, isLiked: true },
      ],
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );

    const { result } = renderHook(() => useRemoveSavedProperty(), { wrapper });
    result.current.mutate(saved);

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(homeKey)).toEqual({
      popular: [
        { id: saved.property_id, isLiked: false },
        { id: other.property_id, isLiked: true },
      ],
    });
  });
});
