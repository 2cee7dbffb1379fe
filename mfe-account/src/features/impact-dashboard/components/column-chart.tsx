import { type ReactNode, useId } from 'react';
import { ChartNumbers } from './chart-numbers';
import styles from './charts.module.css';

/** One column: its label (a month and its year), the shorter one under it on the axis, and its value. */
interface ChartColumn {
  readonly key: string;
  readonly label: string;
  readonly axisLabel?: string;
  readonly value: number;
}

const WIDTH = 300;
const HEIGHT = 150;
const AXIS = 22;

/**
 * Columns over time in one SVG (sizes as attributes, colours from classes: no style
 * attribute), described in words for screen readers, with the numbers as a table beside it.
 */
export function ColumnChart({
  title,
  description,
  columns,
  format,
  labelHeading,
  valueHeading,
}: {
  title: ReactNode;
  description: string;
  columns: readonly ChartColumn[];
  format: (value: number) => string;
  labelHeading: ReactNode;
  valueHeading: ReactNode;
}) {
  const captionId = useId();
  const max = Math.max(...columns.map((column) => column.value), 1);
  const slot = WIDTH / Math.max(columns.length, 1);
  const plot = HEIGHT - AXIS - 14;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <svg className={styles.columns} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description} focusable="false">
        <line className={styles.axis} x1="0" y1={HEIGHT - AXIS} x2={WIDTH} y2={HEIGHT - AXIS} />
        {columns.map((column, index) => {
          const height = (column.value / max) * plot;
          const x = index * slot + slot * 0.2;
          const y = HEIGHT - AXIS - height;
          return (
            <g key={column.key}>
              <rect className={styles.bar} x={x} y={y} width={slot * 0.6} height={height} rx="2" />
              <text className={styles.columnValue} x={x + slot * 0.3} y={y - 4} textAnchor="middle">
                {format(column.value)}
              </text>
              <text className={styles.columnLabel} x={x + slot * 0.3} y={HEIGHT - 6} textAnchor="middle">
                {column.axisLabel ?? column.label}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartNumbers
        rows={columns.map((column) => ({ key: column.key, label: column.label, value: format(column.value) }))}
        labelHeading={labelHeading}
        valueHeading={valueHeading}
      />
    </figure>
  );
}
