import type { AccountUpdateUserBody, User } from '@ile/shared/contracts/user';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as PersonalInfoPage } from '../../../app/routes/account/personal-info';
import { fail, http, server, success } from '../../../testing/api-server';
import { renderWithApp } from '../../../testing/render';
import { startSignedIn } from '../../../testing/signed-in';

/** Answers account-update-user like the api: the user with the section applied; records every body. */
function acceptUpdates(user: User) {
  const bodies: AccountUpdateUserBody[] = [];
  server.use(
    http.post('*/api/v1/user/account-update-user', async ({ request }) => {
      const body = (await request.json()) as AccountUpdateUserBody;
      bodies.push(body);
      if (body.type === 'name') {
        const { firstName, lastName } = body;
        return success(
          { ...user, first_name: firstName, last_name: lastName, full_name: `${firstName} ${lastName}` },
          'Profile updated successfully',
        );
      }
      if (body.type === 'gender')
        return success({ ...user, gender: body.gender }, 'Profile updated successfully');
      return fail(400, 'Unexpected section');
    }),
  );
  return bodies;
}

const openForms = () => screen.queryAllByRole('form');

// A user typing through a whole form takes seconds on a busy machine.
const SLOW = 20_000;

describe('personal info', () => {
  it(
    'opens sections independently, cancels one without saving, and closes every open one on save',
    async () => {
      const user = startSignedIn({ gender: null });
      const bodies = acceptUpdates(user);
      renderWithApp(<PersonalInfoPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Edit legal name' }));
      await person.click(screen.getByRole('button', { name: 'Add gender' }));
      expect(openForms()).toHaveLength(2);
      // The first field of the form just opened has the cursor.
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Gender/ }));

      const nameForm = screen.getByRole('form', { name: 'Legal name' });
      const firstName = within(nameForm).getByRole('textbox', { name: /First name/ });
      await person.clear(firstName);
      await person.type(firstName, 'Oluwatobi');

      const genderSection = screen.getByRole('region', { name: 'Gender' });
      await person.click(within(genderSection).getByRole('button', { name: 'Cancel' }));
      expect(openForms()).toHaveLength(1);
      expect(bodies).toHaveLength(0);

      await person.click(screen.getByRole('button', { name: 'Add gender' }));
      expect(openForms()).toHaveLength(2);
      await person.click(within(nameForm).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Oluwatobi Ade')).toBeTruthy();
      expect(openForms()).toHaveLength(0);
      expect(bodies).toEqual([{ type: 'name', firstName: 'Oluwatobi', lastName: 'Ade' }]);
      expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'throws away unsaved edits on cancel and refuses an empty name without calling the server',
    async () => {
      const user = startSignedIn();
      const bodies = acceptUpdates(user);
      renderWithApp(<PersonalInfoPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Edit legal name' }));
      await person.clear(screen.getByRole('textbox', { name: /First name/ }));
      await person.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter your first name')).toBeTruthy();
      expect(bodies).toHaveLength(0);

      await person.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByText('Tobi Ade')).toBeTruthy();
      await person.click(screen.getByRole('button', { name: 'Edit legal name' }));
      expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Tobi');
    },
    SLOW,
  );

  it(
    "keeps the form open and shows the server's message when saving fails",
    async () => {
      startSignedIn();
      server.use(http.post('*/api/v1/user/account-update-user', () => fail(400, 'Choose Male or Female')));
      renderWithApp(<PersonalInfoPage />);
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Add gender' }));
      await person.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), 'Female');
      await person.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Choose Male or Female')).toBeTruthy();
      expect(openForms()).toHaveLength(1);
    },
    SLOW,
  );
});
