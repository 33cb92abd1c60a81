import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('draws its children in a later task than the rest, and keeps them', async () => {
    render(
      <>
        <p>At once</p>
        <AfterFirstPaint>
          <p>Below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('At once')).toBeTruthy();
    expect(screen.queryByText('Below the fold')).toBeNull();
    expect(await screen.findByText('Below the fold')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByText('Below the fold')).toBeTruthy();
  });
});
