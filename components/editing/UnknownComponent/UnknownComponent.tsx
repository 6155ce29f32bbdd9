import styles from './UnknownComponent.module.scss';

/** Shown in place of a component type the registry does not know (docs/behaviour.md#errors-visitors-can-see); the rest of the page renders. */
export function UnknownComponent({ type }: { type: string }) {
  return (
    <div className={`container ${styles.notice}`} role="note" data-unknown-component={type}>
      This section could not be shown: the component type “{type}” is not available on this site.
    </div>
  );
}
