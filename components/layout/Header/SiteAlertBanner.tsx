import styles from './Header.module.scss';

/** The site-alert strip at the top of the header; a fixed height the header padding accounts for. */
export function SiteAlertBanner({ message, label }: { message: string | undefined; label: string }) {
  if (!message) return null;
  return (
    <div className={styles.alert} role="region" aria-label={label} data-site-alert="">
      <p className="container m-0">{message}</p>
    </div>
  );
}
