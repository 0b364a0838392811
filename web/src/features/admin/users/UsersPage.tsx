import { useT } from '../../../shared/i18n';

export default function Page() {
  const t = useT();
  return (
    <section className="admin-section" data-testid="admin-users">
      <h1>{t('admin.nav.users')}</h1>
    </section>
  );
}
