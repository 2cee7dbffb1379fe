import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { chartMessages as messages } from './chart-messages';
import { ChartNumbers } from './chart-numbers';
import styles from './charts.module.css';

/** One bar: its label, value, a detail said after the label, and whether it is the member's own. */
interface ChartBar {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly detail?: string;
  readonly highlight?: boolean;
}

function BarLabel({ bar }: { bar: ChartBar }) {
  return (
    <>
      {bar.label} {bar.highlight && <FormattedMessage {...messages.yours} />}
      {bar.detail && ` · ${bar.detail}`}
    </>
  );
}

/**
 * Horizontal bars, one per line: the label as text (it wraps on phones), the bar as a small
 * SVG sized by attributes (no style attribute: the site's CSP refuses them), the value
 * written beside it, then the same numbers as a table.
 */
export function BarListChart({
  title,
  bars,
  format,
  labelHeading,
  valueHeading,
}: {
  title: ReactNode;
  bars: readonly ChartBar[];
  format: (value: number) => string;
  labelHeading: ReactNode;
  valueHeading: ReactNode;
}) {
  const captionId = useId();
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.bars} aria-hidden="true">
        {bars.map((bar) => (
          <li key={bar.key} className={styles.barRow}>
            <span className={styles.barLabel}>
              <BarLabel bar={bar} />
            </span>
            <span className={styles.barTrack}>
              <svg className={styles.barSvg} viewBox="0 0 100 10" preserveAspectRatio="none" focusable="false">
                <rect className={styles.track} x="0" y="0" width="100" height="10" />
                <rect
                  className={bar.highlight ? styles.barHighlight : styles.bar}
                  x="0"
                  y="0"
                  width={(bar.value / max) * 100}
                  height="10"
                />
              </svg>
              <span className={styles.barValue}>{format(bar.value)}</span>
            </span>
          </li>
        ))}
      </ul>
      <ChartNumbers
        rows={bars.map((bar) => ({ key: bar.key, label: <BarLabel bar={bar} />, value: format(bar.value) }))}
        labelHeading={labelHeading}
        valueHeading={valueHeading}
      />
    </figure>
  );
}
