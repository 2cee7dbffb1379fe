import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chartMessages as messages } from './chart-messages';
import styles from './charts.module.css';

/** One line of a chart's numbers: what it is and its value, written out. */
interface ChartNumber {
  readonly key: string;
  readonly label: ReactNode;
  readonly value: string;
}

/** A chart's numbers as a table, folded under "See the numbers", for anyone who would rather read them. */
export function ChartNumbers({
  rows,
  labelHeading,
  valueHeading,
}: {
  rows: readonly ChartNumber[];
  labelHeading: ReactNode;
  valueHeading: ReactNode;
}) {
  return (
    <details className={styles.numbers}>
      <summary>
        <FormattedMessage {...messages.numbers} />
      </summary>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
