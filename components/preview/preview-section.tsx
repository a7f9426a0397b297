import type { ReactNode } from 'react';
import { LabelledSection } from '@/components/ui/labelled-section';
import styles from './preview.module.css';

/** A preview screen: one section, named by its title. */
export function PreviewSection(props: {
  id: string;
  className: string | undefined;
  title: string;
  children: ReactNode;
}) {
  return <LabelledSection {...props} heading="h1" headingClassName={styles.title} />;
}
