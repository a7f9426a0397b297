'use client';

import { useTranslation } from 'react-i18next';
import type { PurchaseVariant } from './purchase-variant';
import styles from './product-purchase.module.css';

export function StockLine({ variant, listed }: { variant: PurchaseVariant; listed: boolean }) {
  const { t } = useTranslation('product');
  if (listed && variant.stockState === 'out_of_stock')
    return <p className={`${styles.stock} ${styles.out}`}>{t('stock.waitlisted')}</p>;
  const text =
    variant.stockState === 'low_stock'
      ? variant.stockQuantity !== null
        ? t('stock.low_stock', { count: variant.stockQuantity })
        : t('stock.low_stock_unknown')
      : t(`stock.${variant.stockState}`);
  const tone =
    variant.stockState === 'in_stock' ? styles.in : variant.stockState === 'low_stock' ? styles.low : styles.out;
  return (
    <p className={`${styles.stock} ${tone}`} data-testid="stock-state">
      {text}
    </p>
  );
}
