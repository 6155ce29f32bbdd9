export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zm6.5 0h3.8v1.54h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75z',
  facebook:
    'M14 8.5V6.6c0-.85.2-1.3 1.5-1.3H17V2.2A20 20 0 0 0 14.8 2C12.1 2 10.5 3.6 10.5 6.3v2.2H8V12h2.5v10H14V12h2.7l.4-3.5H14z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3.6c2.7 0 3 0 4.1.06 2.7.12 4 1.4 4.1 4.1.05 1.1.06 1.4.06 4.1s0 3-.06 4.1c-.12 2.7-1.4 4-4.1 4.1-1.1.05-1.4.06-4.1.06s-3 0-4.1-.06c-2.7-.12-4-1.4-4.1-4.1C3.6 15 3.6 14.7 3.6 12s0-3 .06-4.1c.12-2.7 1.4-4 4.1-4.1C8.9 3.6 9.3 3.6 12 3.6zM12 2C9.3 2 8.9 2 7.8 2.06 4.2 2.2 2.2 4.2 2.06 7.8 2 8.9 2 9.3 2 12s0 3.1.06 4.2c.16 3.6 2.16 5.6 5.76 5.76C8.9 22 9.3 22 12 22s3.1 0 4.2-.06c3.6-.16 5.6-2.16 5.76-5.76C22 15.1 22 14.7 22 12s0-3.1-.06-4.2c-.16-3.6-2.16-5.6-5.76-5.76C15.1 2 14.7 2 12 2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3-5.2 3z',
};

/** A decorative social network icon; the link around it carries the accessible name. */
export function SocialIcon({ network = 'linkedin' }: { network?: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[network] ?? PATHS.linkedin} />
    </svg>
  );
}
