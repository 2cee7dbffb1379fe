import { formatUpcA, UPC_A_MODULES, upcABars } from '@maple/contracts';
import { defineMessage, useIntl } from 'react-intl';
import styles from './print-sheet.module.css';

const barcodeLabel = defineMessage<{ digits: string }>({ id: 'coupons.barcode.label', defaultMessage: 'Barcode {digits}' });

/** Nine modules of white on each side, so a scanner finds where the code starts and ends. */
const QUIET_ZONE = 9;
const HEIGHT = 52;

/** A UPC-A barcode drawn as SVG rectangles (no inline style: the site's CSP forbids it), named by its digits. */
export function Barcode({ code }: { code: string }) {
  const intl = useIntl();
  return (
    <svg
      className={styles.barcode}
      viewBox={`0 0 ${UPC_A_MODULES + 2 * QUIET_ZONE} ${HEIGHT}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={intl.formatMessage(barcodeLabel, { digits: formatUpcA(code) })}
    >
      {upcABars(code).map((bar) => (
        <rect key={bar.x} className={styles.bar} x={bar.x + QUIET_ZONE} y={0} width={bar.width} height={HEIGHT} />
      ))}
    </svg>
  );
}
