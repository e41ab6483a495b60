import { PASSWORD_MISMATCH_SIGN_UP } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { SignUpForm } from './sign-up-form';

async function fillRequired(events: ReturnType<typeof userEvent.setup>, confirm: string) {
  await events.type(screen.getByLabelText('First name'), 'Jane');
  await events.type(screen.getByLabelText('Last name'), 'Holiday');
  await events.type(screen.getByLabelText('Email'), 'jane@example.com');
  await events.selectOptions(screen.getByLabelText('Country'), 'GB');
  await events.type(screen.getByLabelText('Password'), 'sandcastles');
  await events.type(screen.getByLabelText('Confirm password'), confirm);
}

/** Fills in the form and signs up; the server refuses the password with a 400 naming the field. */
async function signUpRefused() {
  mockFetch({
    'POST /api/users': () =>
      json(
        {
          success: false,
          message: 'Please check the form',
          errors: [{ field: 'password', message: 'This password is too common' }],
        },
        400,
      ),
  });
  const events = userEvent.setup();
  renderWithProviders(<SignUpForm idPrefix="t" />);
  await fillRequired(events, 'sandcastles');
  await events.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpForm', () => {
  it('says the password and its confirmation must match', async () => {
    const { calls } = mockFetch();
    const events = userEvent.setup();
    renderWithProviders(<SignUpForm idPrefix="t" />);
    await fillRequired(events, 'sandcastle');
    await events.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('link', { name: PASSWORD_MISMATCH_SIGN_UP })).toHaveAttribute(
      'href',
      '#t-confirm_password',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path === '/api/users')).toHaveLength(0);
  });

  it('lists the required fields, with the country placeholder first', async () => {
    mockFetch();
    renderWithProviders(<SignUpForm idPrefix="t" />);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(country.options[0]).toHaveTextContent('Select Your Country');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    for (const message of ['First name is required', 'Last name is required', 'Email is required']) {
      expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Select Your Country' })).toHaveAttribute(
      'href',
      '#t-country_code',
    );
  });

  it('drops characters the key filters do not allow as they are typed', async () => {
    mockFetch();
    const events = userEvent.setup();
    renderWithProviders(<SignUpForm idPrefix="t" />);

    await events.type(screen.getByLabelText('Phone number'), '+44 (0)7700-900123x');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+4407700900123');

    await events.type(screen.getByLabelText('First name'), "Zoë-Anne O'Neil 2nd!");
    expect(screen.getByLabelText('First name')).toHaveValue("Zoë-Anne O'Neil nd");

    await events.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    expect(screen.getByLabelText('Postcode')).toHaveValue('SW1A1AA');
  });

  it('signs the new user in with Remember Me on after a successful sign-up', async () => {
    const { calls } = mockFetch({
      'POST /api/users': () =>
        json({ success: true, message: 'Welcome', data: { user: demoUser, bearer_token: 'new-tok' } }, 201),
    });
    const events = userEvent.setup();
    renderWithProviders(<SignUpForm idPrefix="t" />);
    await fillRequired(events, 'sandcastles');
    await events.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-tok'));
    const body = calls.find((call) => call.path === '/api/users')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'jane@example.com', country_code: 'GB', marketing_preference: 0 });
    expect(body).not.toHaveProperty('confirm_password');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
  });

  it('maps 400 field errors from the server onto the form', async () => {
    await signUpRefused();

    expect(await screen.findByText('Please check the form')).toBeInTheDocument();
    expect(screen.getAllByText('This password is too common').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refused sign-up once: in the error summary, not again in a banner', async () => {
    await signUpRefused();

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(summary).toHaveTextContent('Please check the form');
    expect(summary).toHaveTextContent('This password is too common');
    expect(screen.getAllByText('Please check the form')).toHaveLength(1);
  });
});
