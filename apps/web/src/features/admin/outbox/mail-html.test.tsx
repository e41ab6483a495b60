import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dropEventHandlerAttributes } from '../../../lib/sanitise-html';
import { MailHtml } from './components/mail-html';

// An e-mail as the API's composeMail writes it, with something nasty added.
const MAIL = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#1d2b36">
<p>Hello Emily,</p>
<p onclick="alert(1)">We received a request to reset the password for your account.</p>
<p><a href="https://brackenbay.example/reset-password/[hidden: only the addressee may use this]" style="display:inline-block;background:#0b6e69">Reset your password</a></p>
<script>alert(2)</script><img src="x" onerror="alert(3)">
</body></html>`;

describe('an e-mail in the outbox', () => {
  it('takes style attributes out before parsing, as it does event handlers (the CSP refuses both)', () => {
    expect(dropEventHandlerAttributes('<p style="color:red" title="x">Hi</p>')).toBe('<p  title="x">Hi</p>');
    expect(dropEventHandlerAttributes('<p STYLE=color:red>Hi</p>')).toBe('<p >Hi</p>');
    expect(dropEventHandlerAttributes('<p data-style="x">Hi</p>')).toBe('<p data-style="x">Hi</p>');
  });

  it('shows the text and the link as sent, without scripts, handlers or styles', () => {
    const { container } = render(<MailHtml html={MAIL} />);
    expect(screen.getByText('We received a request to reset the password for your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toContain(
      'hidden',
    );
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|style=/i);
  });
});
