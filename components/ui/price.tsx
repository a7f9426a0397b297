import type { Money } from '@/contract';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import styles from './price.module.css';

/** A price in the country's currency; a sale price shows the regular one struck through. */
export function Price({
  price,
  salePrice,
  country,
  lang,
  labels,
  size = 'md',
}: {
  price: Money;
  salePrice: Money | null;
  country: CountryCode;
  lang: Language;
  /** Spoken words for the two amounts on sale, e.g. "Sale price" and "Regular price". */
  labels: { sale: string; regular: string };
  size?: 'md' | 'lg';
}) {
  const regular = formatMoneyIn(price, country, lang);
  if (!salePrice || salePrice.amount >= price.amount) {
    return <span className={`${styles.price} ${styles[size]}`}>{regular}</span>;
  }
  return (
    <span className={`${styles.price} ${styles[size]}`}>
      <span className={styles.sale}>
        <span className="visually-hidden">{labels.sale} </span>
        {formatMoneyIn(salePrice, country, lang)}
      </span>{' '}
      <s className={styles.regular}>
        <span className="visually-hidden">{labels.regular} </span>
        {regular}
      </s>
    </span>
  );
}
