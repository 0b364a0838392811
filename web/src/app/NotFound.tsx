import { Link } from 'react-router-dom';
import { useT } from '../shared/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
