import { Button, VisuallyHidden } from '@maple/ui';
import { useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import styles from './coupons.module.css';

const messages = defineMessages({
  label: { id: 'coupons.promoCode.label', defaultMessage: 'Promo code' },
  copy: { id: 'coupons.promoCode.copy', defaultMessage: 'Copy the code' },
  notCopied: {
    id: 'coupons.promoCode.notCopied',
    defaultMessage: 'Your browser did not let us copy it: the code is selected, copy it yourself.',
  },
});

const copied = defineMessage<{ code: string }>({
  id: 'coupons.promoCode.copied',
  defaultMessage: 'Code {code} copied: paste it at checkout.',
});

/** A promo code, shown in full and copied with one button (or selected, when the browser refuses). */
export function PromoCode({ code, offerTitle }: { code: string; offerTitle: string }) {
  const [result, setResult] = useState<'copied' | 'notCopied' | null>(null);
  const codeRef = useRef<HTMLElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setResult('copied');
    } catch {
      const element = codeRef.current;
      const selection = window.getSelection();
      if (element && selection) selection.selectAllChildren(element);
      setResult('notCopied');
    }
  }

  return (
    <div className={styles.promo}>
      <p className={styles.promoCode}>
        <FormattedMessage {...messages.label} />{' '}
        <code ref={codeRef} className={styles.code}>
          {code}
        </code>
      </p>
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        <FormattedMessage {...messages.copy} />
        <VisuallyHidden>– {offerTitle}</VisuallyHidden>
      </Button>
      <p role="status" className={styles.status}>
        {result === 'copied' && <FormattedMessage {...copied} values={{ code }} />}
        {result === 'notCopied' && <FormattedMessage {...messages.notCopied} />}
      </p>
    </div>
  );
}
