import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { pathTo } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { usePopup } from '../popups';

// The forms (and react-hook-form with them) load when a popup first opens, not with the home page.
const SignInForm = lazy(() => import('./sign-in-form').then((m) => ({ default: m.SignInForm })));
const SignUpForm = lazy(() => import('./sign-up-form').then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);
const MyDetails = lazy(() => import('./my-details-form').then((m) => ({ default: m.MyDetails })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading…" />}>{children}</Suspense>;
}

/** The four popups of the guest area. The popup context keeps at most one of them open. */
export function AccountPopups() {
  const { current, options, opener, closePopup } = usePopup();
  const { isSignedIn } = useSession();
  const privacyCentre = pathTo('privacyCentre');

  return (
    <>
      <Modal open={current === 'signIn'} onClose={closePopup} title="Sign In" returnFocusTo={opener}>
        {options.notice ? <Alert variant="warning">{options.notice}</Alert> : null}
        <Lazy>
          <SignInForm
            idPrefix="sign-in-popup"
            showLinks={!options.hideLinks}
            onSuccess={closePopup}
            focusFirstField
          />
        </Lazy>
      </Modal>
      <Modal open={current === 'signUp'} onClose={closePopup} title="Sign Up" returnFocusTo={opener}>
        <Lazy>
          <SignUpForm idPrefix="sign-up-popup" onSuccess={closePopup} focusFirstField />
        </Lazy>
      </Modal>
      <Modal
        open={current === 'forgotPassword'}
        onClose={closePopup}
        title="Forgotten Password"
        returnFocusTo={opener}
      >
        <Lazy>
          <ForgotPasswordForm idPrefix="forgot-password-popup" focusFirstField />
        </Lazy>
      </Modal>
      <Modal
        open={current === 'myDetails' && isSignedIn}
        onClose={closePopup}
        title="My Details"
        returnFocusTo={opener}
      >
        <Lazy>
          <MyDetails idPrefix="my-details-popup" />
        </Lazy>
        {privacyCentre ? (
          <p>
            Your data with us, your newsletter choice and deleting your account:{' '}
            <Link to={privacyCentre} onClick={closePopup}>
              Privacy centre
            </Link>
          </p>
        ) : null}
      </Modal>
    </>
  );
}
