import { NOTE_MAX_LENGTH } from '@ile/shared/constants/limits';
import type { UpdateNoteBody } from '@ile/shared/contracts/wishlist';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { NoteDialog } from './note-dialog';
import { savedItem } from './wishlist-fixtures';

describe('the note dialog', () => {
  it('counts characters live, refuses more than 1000, and saves a note within the limit', async () => {
    const bodies: UpdateNoteBody[] = [];
    server.use(
      http.post('*/api/v1/wishlist/update-note', async ({ request }) => {
        bodies.push((await request.json()) as UpdateNoteBody);
        return success(null, 'Note updated successfully');
      }),
    );
    const onClose = vi.fn();
    renderWithApp(<NoteDialog item={savedItem(1)} onClose={onClose} />);
    const person = userEvent.setup();

    expect(await screen.findByRole('dialog', { name: 'Add note' })).toBeTruthy();
    expect(screen.getByText('Max 1000 characters')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await person.click(note);
    await person.paste('x'.repeat(NOTE_MAX_LENGTH + 1));

    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Notes can be at most 1000 characters');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await person.type(note, '{Backspace}');
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await person.click(save);

    expect(await screen.findByText('Note updated successfully')).toBeTruthy();
    expect(bodies).toEqual([{ wishlistId: savedItem(1).id, note: 'x'.repeat(NOTE_MAX_LENGTH) }]);
    expect(onClose).toHaveBeenCalled();
  }, 20_000);

  it("opens as 'Edit note' with the saved text when the property already has one", async () => {
    renderWithApp(
      <NoteDialog item={savedItem(2, { note: 'Visit on Saturday' })} onClose={() => undefined} />,
    );
    expect(await screen.findByRole('dialog', { name: 'Edit note' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe(
      'Visit on Saturday',
    );
  });
});
