import { Link, type LinkProps } from 'react-router';
import styles from './button-link.module.css';

export type ButtonLinkProps = LinkProps & {
  variant?: 'primary' | 'secondary';
  /** A brand border round a primary link too, which shows when its hover darkens the fill. */
  outlined?: boolean;
};

/** A link that looks like a button: it goes somewhere, so it stays a link. */
export function ButtonLink({ variant = 'primary', outlined = false, className, ...rest }: ButtonLinkProps) {
  const classes = [styles.buttonLink, outlined ? styles.outlined : '', styles[variant], className ?? '']
    .filter(Boolean)
    .join(' ');
  return <Link className={classes} {...rest} />;
}
