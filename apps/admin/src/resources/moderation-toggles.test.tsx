import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, consoleDataProvider, renderInConsole } from '../test/render';
import { NoticePublishButton } from './notices/notice-publish-button';
import { PublishToggleButton } from './properties/publish-toggle-button';
import { HideReviewButton } from './reviews/hide-review-button';

describe('NoticePublishButton', () => {
  it('publishes a draft to its audience', async () => {
    const publishNotice = answer({ id: 'n-1', published: true });
    const { user } = renderInConsole(<NoticePublishButton />, {
      dataProvider: consoleDataProvider({ publishNotice }),
      role: 'Support',
      resource: 'notices',
      record: { id: 'n-1', heading: 'Maintenance', published: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Notice published to its audience')).toBeTruthy();
    expect(publishNotice).toHaveBeenCalledWith('n-1');
  });

  it('takes a published notice back to a draft', async () => {
    const unpublishNotice = answer({ id: 'n-1', published: false });
    const { user } = renderInConsole(<NoticePublishButton />, {
      dataProvider: consoleDataProvider({ unpublishNotice }),
      resource: 'notices',
      record: { id: 'n-1', heading: 'Maintenance', published: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Notice unpublished: it is a draft again')).toBeTruthy();
    expect(unpublishNotice).toHaveBeenCalledWith('n-1');
  });
});

describe('HideReviewButton', () => {
  it('hides a visible review', async () => {
    const hideReview = answer({ id: 'r-1', hidden: true });
    const { user } = renderInConsole(<HideReviewButton />, {
      dataProvider: consoleDataProvider({ hideReview }),
      role: 'Reviewer',
      resource: 'reviews',
      record: { id: 'r-1', hidden: false },
    });
    await user.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden from the profile and its rating')).toBeTruthy();
    expect(hideReview).toHaveBeenCalledWith('r-1');
  });

  it('shows a hidden review again', async () => {
    const unhideReview = answer({ id: 'r-1', hidden: false });
    const { user } = renderInConsole(<HideReviewButton />, {
      dataProvider: consoleDataProvider({ unhideReview }),
      resource: 'reviews',
      record: { id: 'r-1', hidden: true },
    });
    await user.click(await screen.findByRole('button', { name: 'Unhide' }));
    expect(await screen.findByText('Review visible again')).toBeTruthy();
    expect(unhideReview).toHaveBeenCalledWith('r-1');
  });
});

describe('PublishToggleButton', () => {
  it('takes a published listing out of search', async () => {
    const unpublishProperty = answer({ id: 'p-1', status: 'unpublished' });
    const { user } = renderInConsole(<PublishToggleButton />, {
      dataProvider: consoleDataProvider({ unpublishProperty }),
      role: 'Reviewer',
      resource: 'properties',
      record: { id: 'p-1', status: 'published' },
    });
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Listing unpublished: it has left search')).toBeTruthy();
    expect(unpublishProperty).toHaveBeenCalledWith('p-1');
  });

  it('puts an unpublished listing back', async () => {
    const republishProperty = answer({ id: 'p-1', status: 'published' });
    const { user } = renderInConsole(<PublishToggleButton />, {
      dataProvider: consoleDataProvider({ republishProperty }),
      resource: 'properties',
      record: { id: 'p-1', status: 'unpublished' },
    });
    await user.click(await screen.findByRole('button', { name: 'Republish' }));
    expect(await screen.findByText('Listing republished: it is back in search')).toBeTruthy();
    expect(republishProperty).toHaveBeenCalledWith('p-1');
  });

  it('has nothing to offer for a draft, nor to Support', async () => {
    const dataProvider = consoleDataProvider({});
    renderInConsole(<PublishToggleButton />, {
      dataProvider,
      resource: 'properties',
      record: { id: 'p-1', status: 'draft' },
    });
    renderInConsole(<PublishToggleButton />, {
      dataProvider,
      role: 'Support',
      resource: 'properties',
      record: { id: 'p-2', status: 'published' },
    });
    renderInConsole(<PublishToggleButton />, {
      dataProvider,
      resource: 'properties',
      record: { id: 'p-3', status: 'published' },
    });
    expect(await screen.findAllByRole('button', { name: /publish/i })).toHaveLength(1);
  });
});
