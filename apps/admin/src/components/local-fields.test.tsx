import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleDataProvider, renderInConsole } from '../test/render';
import { LocalDateField, LocalNumberField } from './local-fields';

// A local wall-clock time, so the expectations hold in any time zone the tests run in.
const evening = new Date(2026, 10, 23, 19, 52);
const record = {
  id: 'p-1',
  created_at: evening.toISOString(),
  views: 1234567,
  year_built: 2019,
  closed_at: null,
};

function show(ui: React.ReactNode) {
  return renderInConsole(ui, { dataProvider: consoleDataProvider({}), resource: 'properties', record });
}

describe('console dates and numbers', () => {
  it('shows a date day first, with the time when asked, in a <time> element', () => {
    show(
      <>
        <LocalDateField source="created_at" />
        <LocalDateField source="created_at" showTime />
      </>,
    );
    const date = screen.getByText('23/11/2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe(evening.toISOString());
    expect(screen.getByText('23/11/2026, 19:52')).toBeTruthy();
  });

  it('shows the empty text for a missing date', () => {
    show(<LocalDateField source="closed_at" emptyText="—" />);
    expect(screen.getByText('—')).toBeTruthy();
  });

  it('groups thousands, and passes Intl options through', () => {
    show(
      <>
        <LocalNumberField source="views" />
        <LocalNumberField source="year_built" options={{ useGrouping: false }} />
      </>,
    );
    expect(screen.getByText('1,234,567')).toBeTruthy();
    expect(screen.getByText('2019')).toBeTruthy();
  });
});
