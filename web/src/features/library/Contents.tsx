import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/title';
import { useContents, type ContentCard } from './api';
import { ContentCardItem } from './Cards';
import { EndlessGrid } from './EndlessGrid';

/** The article tab: GET /api/v2/contents, newest first, endless. */
export default function ContentsPage() {
  const t = useT();
  useDocumentTitle(t('nav.article'));
  const contents = useContents({ sortField: 'updatedAt' });
  return (
    <section className="library">
      <h1 className="library__title">{t('nav.article')}</h1>
      <EndlessGrid<ContentCard> query={contents} itemKey={(c) => c.contentId} renderItem={(c) => <ContentCardItem content={c} />} empty={t('contents.empty')} />
    </section>
  );
}
