import { Link } from 'react-router-dom';
import { COMPANY } from '../shared/company';
import { useLang, useT } from '../shared/i18n';
import { useSiteInfo } from '../shared/site';

/**
 * The footer of every page: the company details a Korean online shop must show, as the gateway is
 * configured (GET /api/v2/site; outside production each unset one is a sample, marked "(예시)" /
 * "(sample)"; in production an unset one is hidden), customer service, links and the copyright line.
 */
export function Footer() {
  const t = useT();
  const { lang } = useLang();
  const site = useSiteInfo().data;
  const company = site?.company ?? {};
  type Field = keyof typeof company;
  const ko = lang === 'ko';
  const marked = (field: Field): string => {
    const value = company[field];
    if (!value) return '';
    return site?.samples.includes(field) ? `${t('footer.sample')} ${value}` : value;
  };
  const pick = (en: Field, kr: Field) => (ko ? marked(kr) || marked(en) : marked(en) || marked(kr));
  const name = pick('name', 'nameKo');
  const ceo = pick('ceo', 'ceoKo');
  const address = pick('address', 'addressKo');
  const facts = [
    ceo ? `${t('footer.ceo')} ${ceo}` : '',
    company.registrationNumber ? `${t('footer.registration')} ${marked('registrationNumber')}` : '',
    company.mailOrderNumber ? `${t('footer.mailOrder')} ${marked('mailOrderNumber')}` : '',
  ].filter(Boolean);
  const email = company.supportEmail || COMPANY.supportEmail;
  return (
    <footer className="footer" data-testid="footer">
      {name || facts.length || address ? (
        <div className="footer__company" data-testid="footer-company">
          {name ? <strong>{name}</strong> : null}
          {facts.length ? <p>{facts.join(' · ')}</p> : null}
          {address ? <p>{`${t('footer.address')} ${address}`}</p> : null}
        </div>
      ) : null}
      <div className="footer__support">
        <strong>{t('footer.support')}</strong>
        <p>{t('footer.hours')}</p>
        <p>
          <a href={`mailto:${email}`}>{email}</a>
          {company.supportPhone ? (
            <>
              {' · '}
              <a href={`tel:${company.supportPhone}`}>{marked('supportPhone')}</a>
            </>
          ) : null}
        </p>
      </div>
      <nav className="footer__links" aria-label={t('footer.links')}>
        <Link to="/policy">{t('footer.policy')}</Link>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/landing">{t('footer.landing')}</Link>
        <a href={COMPANY.links.advertising}>{t('footer.advertising')}</a>
        <a href={COMPANY.links.sponsorship}>{t('footer.sponsorship')}</a>
        <a href={COMPANY.links.social} target="_blank" rel="noreferrer noopener">
          {t('footer.social')}
        </a>
        <a href={COMPANY.links.blog} target="_blank" rel="noreferrer noopener">
          {t('footer.blog')}
        </a>
      </nav>
      {/* The year the landing pages' HTML was built with (src/prerender.tsx) may be last year's. */}
      <p className="footer__copyright" suppressHydrationWarning>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
