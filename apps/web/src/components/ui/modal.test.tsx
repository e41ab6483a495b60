import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

/** A button that opens a dialog, the way our screens do it: from state, without a Radix trigger. */
function Opener({ replaceOnClose = false }: { replaceOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const [replaced, setReplaced] = useState(false);
  return (
    <>
      {replaced ? (
        <button type="button" id="account-button">
          Jane (account menu)
        </button>
      ) : (
        <button type="button" id="account-button" onClick={() => setOpen(true)}>
          Log In
        </button>
      )}
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          if (replaceOnClose) setReplaced(true);
        }}
        title="Sign In"
      >
        <input aria-label="Email" />
      </Modal>
    </>
  );
}

describe('Modal and the focus', () => {
  it('hands the focus back to the button that opened it, on Escape and on Close', async () => {
    const events = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Log In' });

    await events.click(opener);
    await screen.findByRole('dialog', { name: 'Sign In' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await events.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Sign In' });
    await events.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('hands it to the control that took the opener’s place (its id) when the opener has gone', async () => {
    const events = userEvent.setup();
    render(<Opener replaceOnClose />);
    await events.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('dialog', { name: 'Sign In' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jane (account menu)' })).toHaveFocus());
  });
});
