import { useT } from '../../../shared/i18n';

export default function Page() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-audit">
      <h1>{t('admin.nav.audit')}</h1>
    </section>
  );
}
