import { Fragment, type ReactNode } from 'react';

/** A North American number as the site writes it: 1-800-555-0199 or 800-555-0199. */
const PHONE_NUMBER = /((?:1-)?\d{3}-\d{3}-\d{4})/;

/**
 * Plain text with each phone number kept on one line (`className` sets `white-space: nowrap`): a line break inside
 * "1-800-555-0199" leaves "1-" alone at a line's end on a phone. Anything but a string passes through unchanged.
 */
export function WholePhoneNumbers({ text, className }: { text: ReactNode; className?: string }): ReactNode {
  if (typeof text !== 'string' || !PHONE_NUMBER.test(text)) return text;
  return text.split(PHONE_NUMBER).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className={className}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
