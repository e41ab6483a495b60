import { LOGIN_FAILED_MESSAGE } from '@parkstays/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { user as demoUser } from '../../../test/fixtures';
import { json, mockFetch, renderWithProviders } from '../../../test/utils';
import { SignInForm } from './sign-in-form';

function loginAnswer() {
  return json({
    success: true,
    data: { user: demoUser, bearer_token: 'tok-123', expires_at: '2099-01-01T00:00:00.000Z' },
  });
}

async function fillAndSubmit({ remember }: { remember: boolean }) {
  const events = userEvent.setup();
  await events.type(screen.getByLabelText('Email'), 'jane@example.com');
  await events.type(screen.getByLabelText('Password'), 'correct horse');
  if (remember) await events.click(screen.getByLabelText('Remember Me'));
  await events.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('SignInForm', () => {
  it('asks for the email and the password when they are missing', async () => {
    const { calls } = mockFetch();
    renderWithProviders(<SignInForm idPrefix="t" />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(screen.getByRole('link', { name: 'Email is required' })).toHaveAttribute('href', '#t-email');
    expect(screen.getByRole('link', { name: 'Password is required' })).toHaveAttribute('href', '#t-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(calls.filter((call) => call.path === '/api/login')).toHaveLength(0);
  });

  it("shows the server's message in an orange alert when sign-in fails", async () => {
    mockFetch({ 'POST /api/login': () => json({ success: false, message: LOGIN_FAILED_MESSAGE }, 401) });
    renderWithProviders(<SignInForm idPrefix="t" />);
    await fillAndSubmit({ remember: false });

    const alert = await screen.findByText(LOGIN_FAILED_MESSAGE);
    expect(alert.closest('[role="alert"]')).toHaveAttribute('data-variant', 'warning');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the session in localStorage when Remember Me is ticked', async () => {
    const { calls } = mockFetch({ 'POST /api/login': loginAnswer });
    renderWithProviders(<SignInForm idPrefix="t" />);
    await fillAndSubmit({ remember: true });

    await waitFor(() => expect(localStorage.getItem('token')).toBe('tok-123'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ first_name: 'Jane' });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({
      email: 'jane@example.com',
      password: 'correct horse',
      rememberLogin: true,
    });
    // Success clears the fields.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('keeps the session in sessionStorage when Remember Me is not ticked', async () => {
    mockFetch({ 'POST /api/login': loginAnswer });
    renderWithProviders(<SignInForm idPrefix="t" />);
    await fillAndSubmit({ remember: false });

    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-123'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
