import { useT } from '../../../shared/i18n';

export default function Page() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-marketplace">
      <h1>{t('admin.nav.marketplace')}</h1>
    </section>
  );
}
