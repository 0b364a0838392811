import { Link } from 'react-router-dom';
import { errorText } from '../../shared/errors';
import { COMPANY } from '../../shared/company';
import { useLang, useT, type MessageKey } from '../../shared/i18n';
import { REFERENCE_CARDS } from '../library/ReferenceCards';
import { usePlans } from '../membership/api';
import { useLibraryStats } from './api';

const CUSTOMERS = ['uxResearcher', 'productDesigner', 'agencyDesigner', 'founder', 'bootcamp'] as const;
const REVIEWS = [1, 2, 3, 4] as const;
const FEATURES = ['daily', 'filters', 'bookmark', 'plugin'] as const;
const FAQ = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The landing page (product-spec §2) below its hero: every section in order and the two banners (the
 * footer is every page's, in Layout). The hero is not in this lazy chunk: the route renders it
 * (app/App.tsx), so it is in React's first frame, the same as the HTML the gateway sends with it.
 */
export default function Landing() {
  const t = useT();
  return (
    <>
      <Stats />
      <section className="landing__section" aria-labelledby="landing-reference">
        <h2 id="landing-reference" className="landing__title">
          {t('landing.reference.title')}
        </h2>
        <p className="landing__lead">{t('landing.reference.lead')}</p>
        <div className="reference-cards">
          {REFERENCE_CARDS.map((card) => (
            <Link key={card.panel} to={`/?panel=${card.panel}#library`} className="reference-card">
              <span className="reference-card__icon" aria-hidden="true">
                {card.icon}
              </span>
              <strong className="reference-card__title">{t(card.title)}</strong>
              <span className="reference-card__body">{t(card.body)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section className="landing__section" aria-labelledby="landing-features">
        <h2 id="landing-features" className="landing__title">
          {t('landing.features.title')}
        </h2>
        <div className="feature-grid">
          {FEATURES.map((key) => (
            <article key={key} className="feature">
              <h3>{t(`landing.feature.${key}.title` as MessageKey)}</h3>
              <p>{t(`landing.feature.${key}.body` as MessageKey)}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="landing__section" aria-labelledby="landing-customers">
        <h2 id="landing-customers" className="landing__title">
          {t('landing.customers.title')}
        </h2>
        <div className="quotes">
          {CUSTOMERS.map((key) => (
            <figure key={key} className="quote" data-testid="customer-quote">
              <blockquote>{t(`landing.customer.${key}.quote` as MessageKey)}</blockquote>
              <figcaption>
                <strong>{t(`landing.customer.${key}.name` as MessageKey)}</strong> · {t(`landing.customer.${key}.role` as MessageKey)}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section className="landing__section" aria-labelledby="landing-reviews">
        <h2 id="landing-reviews" className="landing__title">
          {t('landing.reviews.title')}
        </h2>
        <div className="landing-reviews">
          {REVIEWS.map((n) => (
            <article key={n} className="landing-review" data-testid="landing-review">
              <p className="landing-review__stars" aria-label={t('landing.review.stars', { count: 5 })}>
                ★★★★★
              </p>
              <p>{t(`landing.review.${n}.text` as MessageKey)}</p>
              <p className="landing-review__by">{t(`landing.review.${n}.by` as MessageKey)}</p>
            </article>
          ))}
        </div>
      </section>
      <Pricing />
      <section className="landing__section" aria-labelledby="landing-faq">
        <h2 id="landing-faq" className="landing__title">
          {t('landing.faq.title')}
        </h2>
        <div className="faq">
          {FAQ.map((n) => (
            <details key={n} className="faq__item" data-testid="faq">
              <summary>{t(`landing.faq.${n}.q` as MessageKey)}</summary>
              <p>{t(`landing.faq.${n}.a` as MessageKey, { email: COMPANY.supportEmail })}</p>
            </details>
          ))}
        </div>
      </section>
      <Banners />
      <section className="landing__cta">
        <h2>{t('landing.start.title')}</h2>
        <p>{t('landing.start.body')}</p>
        <Link to={{ pathname: '/', hash: 'library' }} className="button">
          {t('landing.start.cta')}
        </Link>
      </section>
    </>
  );
}

function Stats() {
  const t = useT();
  const { lang } = useLang();
  const stats = useLibraryStats();
  const format = (n: number) => n.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US');
  const asOf = stats.data?.updatedAt ? new Date(stats.data.updatedAt) : undefined;
  const figures = [
    ['services', stats.data?.services],
    ['screens', stats.data?.screens],
    ['patterns', stats.data?.patterns],
  ] as const;
  return (
    <section className="stats" aria-label={t('landing.stats.label')} data-testid="stats">
      <p className="stats__claim">{t('landing.stats.claim')}</p>
      <dl className="stats__list">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`landing.stats.${key}`)}</dt>
            <dd data-testid={`stats-${key}`}>{value === undefined ? '—' : format(value)}</dd>
          </div>
        ))}
      </dl>
      {asOf ? (
        <p className="stats__asof" data-testid="stats-asof">
          {t('landing.stats.asOf', { month: asOf.getMonth() + 1, year: asOf.getFullYear() })}
        </p>
      ) : null}
    </section>
  );
}

/** The plans with their prices as GET /plans answers them (the server's amounts, shown as they come). */
function Pricing() {
  const t = useT();
  const { lang } = useLang();
  const plans = usePlans();
  const amount = (n: number) => n.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US');
  return (
    <section className="landing__section" aria-labelledby="landing-pricing">
      <h2 id="landing-pricing" className="landing__title">
        {t('landing.pricing.title')}
      </h2>
      {plans.data ? (
        <p className="landing__lead">
          {t('landing.pricing.lead', {
            annual: plans.data.annualDiscountPercent,
            group: plans.data.groupDiscountPercent,
            min: plans.data.groupDiscountMinSize,
          })}
        </p>
      ) : null}
      {plans.isError ? (
        <p className="status status--error" role="alert">
          {errorText(plans.error, t)}
        </p>
      ) : null}
      <div className="plans plans--landing">
        {plans.data?.plans.map((plan) => (
          <article key={plan.plan} className="plan" data-testid={`landing-plan-${plan.plan}`}>
            <h3 className="plan__name">{lang === 'en' && plan.nameEn ? plan.nameEn : plan.name}</h3>
            <p className="plan__price" data-testid="landing-plan-price">
              {plan.monthlyPrice === 0 ? (
                <strong>{t('membership.free')}</strong>
              ) : (
                <>
                  <strong>{t('membership.perMonth', { amount: amount(plan.monthlyPrice) })}</strong>
                  {plan.perSeat ? <span className="plan__seat"> {t('landing.pricing.perSeat')}</span> : null}
                </>
              )}
            </p>
            {plan.annualPrice ? (
              <p className="plan__note" data-testid="landing-plan-annual">
                {t('landing.pricing.annual', { amount: amount(plan.annualPrice) })}
                {plan.perSeat ? ` ${t('landing.pricing.perSeat')}` : ''}
              </p>
            ) : null}
            <p>{t(`landing.pricing.${plan.plan}` as MessageKey)}</p>
          </article>
        ))}
      </div>
      <Link to="/membership" className="button">
        {t('landing.pricing.cta')}
      </Link>
    </section>
  );
}

function Banners() {
  const t = useT();
  return (
    <div className="banners">
      <a className="banner banner--chat" href={COMPANY.links.openChat} target="_blank" rel="noreferrer noopener">
        <strong>{t('landing.banner.chat.title')}</strong>
        <span>{t('landing.banner.chat.body')}</span>
      </a>
      <a className="banner banner--partner" href={COMPANY.links.partnerDashboard} target="_blank" rel="noreferrer noopener">
        <strong>{t('landing.banner.partner.title')}</strong>
        <span>{t('landing.banner.partner.body')}</span>
      </a>
    </div>
  );
}
