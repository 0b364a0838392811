import { useT } from '../../shared/i18n';
import { useSession } from '../auth/session';
import { canSeeRevenue } from '../auth/api';
import { EndlessGrid } from '../library/EndlessGrid';
import { usePagedList } from '../library/api';

// Hand-written until the marketplace service exists (issue 12): the gateway does not serve this
// path yet, so the OpenAPI document has no schema to generate it from.
/** A seller's revenue line (GET /api/v2/users/revenues; the marketplace's answer, fields as far as shown). */
interface Revenue {
  id?: string;
  orderId?: string;
  productTitle?: string;
  title?: string;
  amount?: number;
  createdAt?: string;
}

/** Revenue history for sellers and admins. */
export default function RevenuesPage() {
  const t = useT();
  const session = useSession();
  const allowed = canSeeRevenue(session.data?.user);
  const revenues = usePagedList<Revenue>(['revenues'], '/api/v2/users/revenues', { sellerUserId: session.data?.user.id }, { enabled: allowed });
  if (!allowed) return <p className="status">{t('revenues.forbidden')}</p>;
  return (
    <section className="library">
      <h1 className="library__title">{t('menu.revenues')}</h1>
      <EndlessGrid<Revenue>
        query={revenues}
        className="list"
        itemKey={(r, i) => r.id ?? r.orderId ?? String(i)}
        empty={t('revenues.empty')}
        renderItem={(r) => (
          <div className="list__row">
            <span>{r.productTitle ?? r.title ?? r.orderId}</span>
            <strong>{t('membership.won', { amount: Number(r.amount ?? 0).toLocaleString() })}</strong>
          </div>
        )}
      />
    </section>
  );
}
