import { MENU_IDS } from '@parkstays/contract';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMenu, useSiteSettings } from '../../features/cms';
import { CookieSettingsButton } from '../../features/cookies';
import { telHref } from '../../lib/format';
import { decodeEntities } from '../../lib/html';
import { useHydrating } from '../../lib/hydration';
import styles from './footer.module.css';
import { SOCIAL_NAMES, SocialIcon } from './social-icon';

export function Footer() {
  const settings = useSiteSettings();
  // Menu 6 holds the footer links. Menu 5 was fetched by the first version but never shown: skipped.
  const menu = useMenu(MENU_IDS.footer);
  const data = settings.data;
  const phones = data
    ? [data.phone_primary, data.phone_secondary].filter((phone) => phone.trim() !== '')
    : [];
  const socials = data?.social_links.filter((link) => link.url.trim() !== '') ?? [];
  // The year the page is read in, not the year it was prerendered in.
  const year = useHydrating() ? '' : new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {data?.award_images.length ? (
          <ul className={styles.awards} aria-label="Awards">
            {data.award_images.map((award) => (
              <li key={award.image_url}>
                <img src={award.image_url} alt={award.alt} className={styles.award} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}

        <div className={styles.columns}>
          {data ? (
            <section aria-labelledby="footer-contact" className={styles.column}>
              <h2 id="footer-contact" className={styles.heading}>
                Contact us
              </h2>
              {phones.length ? (
                <p>
                  <span className={styles.label}>Call us: </span>
                  {phones.map((phone, index) => (
                    <span key={phone}>
                      {index > 0 ? ', ' : null}
                      <a href={telHref(phone)}>{phone}</a>
                    </span>
                  ))}
                </p>
              ) : null}
              {data.address_lines.length ? (
                <address className={styles.address}>
                  {data.address_lines.map((line) => (
                    <span key={line} className={styles.addressLine}>
                      {line}
                    </span>
                  ))}
                </address>
              ) : null}
              {data.contact_email ? (
                <p>
                  <span className={styles.label}>Email: </span>
                  <a href={`mailto:${data.contact_email}`}>{data.contact_email}</a>
                </p>
              ) : null}
            </section>
          ) : null}

          {menu.data?.items.length ? (
            <nav aria-label="Footer" className={styles.column}>
              <h2 className={styles.heading}>Useful links</h2>
              <ul className={styles.links}>
                {menu.data.items.map((item) => (
                  <li key={item.ID}>
                    <a href={item.url}>{decodeEntities(item.title)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {socials.length ? (
            <section aria-labelledby="footer-social" className={styles.column}>
              <h2 id="footer-social" className={styles.heading}>
                Follow us
              </h2>
              <ul className={styles.socials}>
                {socials.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.url}
                      className={styles.social}
                      aria-label={SOCIAL_NAMES[link.network]}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className={styles.legal}>
          <p className={styles.copyright}>
            © {year} {data?.site_name ?? ''}
          </p>
          <ul className={styles.legalLinks}>
            <li>
              <Link to={paths.accessibility}>Accessibility statement</Link>
            </li>
            <li>
              <CookieSettingsButton className={styles.linkButton} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
