import { FIRST_VIEW_ELEMENT_ID } from '@ile/shared/helpers/first-view';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveFirstViewOffPath, useLeaveFirstViewWhen } from './first-view';

function putFirstView(path: string) {
  const view = document.createElement('div');
  view.id = FIRST_VIEW_ELEMENT_ID;
  view.dataset.path = path;
  document.body.prepend(view);
}
const firstView = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);

function Page({ path, ready }: { path: string; ready: boolean }) {
  useLeaveFirstViewOffPath(path);
  useLeaveFirstViewWhen(ready);
  return null;
}

describe("the api's first view of a listing page", () => {
  afterEach(() => firstView()?.remove());

  it('stays while its own page is not ready, and goes once it is', () => {
    putFirstView('/property/a');
    const { rerender } = render(<Page path="/property/a" ready={false} />);
    expect(firstView()).not.toBeNull();
    rerender(<Page path="/property/a" ready />);
    expect(firstView()).toBeNull();
  });

  it('goes at once on any other page', () => {
    putFirstView('/property/a');
    render(<Page path="/properties" ready={false} />);
    expect(firstView()).toBeNull();
  });
});
