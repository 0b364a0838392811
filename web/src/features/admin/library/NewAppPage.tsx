import { useNavigate } from 'react-router-dom';
import { useT } from '../../../shared/i18n';
import { AppForm } from './AppForm';

/** /admin/library/new: the create form; the new app's page once created. */
export default function NewAppPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="admin-section" data-testid="admin-new-app">
      <h1>{t('admin.lib.newApp')}</h1>
      <AppForm
        onDone={(app) => navigate(`/admin/library/${encodeURIComponent(app.appId)}`)}
        onCancel={() => navigate('/admin/library')}
      />
    </section>
  );
}
