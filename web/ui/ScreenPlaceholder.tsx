import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A routed screen whose content a later issue fills: its title and a short note. */
export function ScreenPlaceholder({ title }: { readonly title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState icon="tool" title="Sedang disiapkan" text="Halaman ini sedang disiapkan dan segera tersedia." />
      </Card>
    </>
  );
}
