import { useT } from '../../../shared/i18n';

export default function Page() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-memberships">
      <h1>{t('admin.nav.memberships')}</h1>
    </section>
  );
}
