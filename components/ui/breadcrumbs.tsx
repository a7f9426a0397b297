import { Link } from '@/components/ui/link';
import styles from './breadcrumbs.module.css';

/** Where a page sits in the catalogue: links up to the last item, which is the page itself. */
export function Breadcrumbs({ items, label }: { items: Array<{ name: string; href?: string }>; label: string }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
