import { useSiteSettings } from '../../../features/cms';
import { telHref } from '../../../lib/format';
import styles from './accessibility-statement.module.css';

/**
 * /accessibility: the accessibility statement, in the shape of GOV.UK's model statement: how
 * accessible the site is, what is known not to work, how to ask for another format or report a
 * problem, the enforcement procedure, and how the site was tested. The operator's contact
 * details come from the site settings, so they stay the ones the footer shows.
 */
export function AccessibilityStatementRoute() {
  const settings = useSiteSettings().data;
  const siteName = settings?.site_name ?? 'this website';
  const email = settings?.contact_email;
  const phone = settings?.phone_primary;
  return (
    <article className={styles.page}>
      <title>Accessibility statement</title>
      <h1>Accessibility statement</h1>
      <p>
        This statement applies to the {siteName} booking website: searching for holidays, booking and paying,
        guests' and owners' accounts, activities and events.
      </p>
      <p>
        We want as many people as possible to be able to use this website. For example, you should be able to:
      </p>
      <ul>
        <li>use every page with a keyboard alone, and always see where you are on the page</li>
        <li>use the site on a phone 390 pixels wide without scrolling sideways</li>
        <li>use the site with a screen reader: every control has a name, and errors are announced</li>
        <li>keep using the site while the cookie question is open: it never blocks the page</li>
      </ul>

      <h2>How accessible this website is</h2>
      <p>We know some parts of this website are not fully accessible:</p>
      <ul>
        <li>
          the map of a park on More Information is Google's, shown in a frame: it is hard to use with a
          keyboard or a screen reader (contact us below for directions in words)
        </li>
        <li>
          the owners' invoices are PDF files that are not tagged for screen readers (the same amounts and
          dates are on the Owner Portal's pages)
        </li>
        <li>
          the bank's 3-D Secure check during a card payment is the bank's own page, which we do not control
        </li>
        <li>
          activity tickets carry a QR code for the park's staff to scan; each ticket also shows its reference
          in words, which staff can type instead
        </li>
      </ul>

      <h2>Feedback and contact information</h2>
      <p>
        If you need information on this website in a different format, such as accessible PDF, large print,
        easy read, audio recording or braille, or if you find a problem not listed here, contact us:
      </p>
      <ul>
        {email ? (
          <li>
            email <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
        {phone ? (
          <li>
            call <a href={telHref(phone)}>{phone}</a>
          </li>
        ) : null}
      </ul>
      <p>We'll consider your request and get back to you within 5 working days.</p>

      <h2>Enforcement procedure</h2>
      <p>
        The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010. If
        you're not happy with how we respond to your complaint, contact the{' '}
        <a href="https://www.equalityadvisoryservice.com/">Equality Advisory and Support Service (EASS)</a>.
      </p>

      <h2>Technical information about this website's accessibility</h2>
      <p>
        We aim for this website to meet the Web Content Accessibility Guidelines version 2.2 AA standard. It
        is partially compliant, because of the parts listed above.
      </p>

      <h2>How we tested this website</h2>
      <ul>
        <li>
          every screen of the guest site and the back office is checked with axe-core in automated browser
          journeys, at 1280 pixels and at 390 pixels wide, on every change; a serious or critical failure
          stops the change
        </li>
        <li>
          keyboard journeys book a stay and move through the menus and popups by keyboard alone, checking that
          focus is visible and goes where it should
        </li>
      </ul>
      <p>
        We have not yet had the site audited by an outside specialist, nor tested it with users of assistive
        technology; we will update this statement when we have.
      </p>

      <h2>Preparation of this accessibility statement</h2>
      <p>This statement was prepared in November 2026. It was last reviewed in November 2026.</p>
    </article>
  );
}
