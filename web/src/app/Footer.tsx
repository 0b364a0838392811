import { Link } from 'react-router-dom';
import { COMPANY } from '../shared/company';
import { useLang, useT } from '../shared/i18n';
import { useSiteInfo } from '../shared/site';

/** The footer of every page: the company details the gateway is configured with (each unset one hidden), support, links. */
export function Footer() {
  const t = useT();
  const { lang } = useLang();
  const company = useSiteInfo().data?.company ?? {};
  const ko = lang === 'ko';
  const name = ko ? company.nameKo || company.name : company.name || company.nameKo;
  const ceo = ko ? company.ceoKo || company.ceo : company.ceo || company.ceoKo;
  const address = ko ? company.addressKo || company.address : company.address || company.addressKo;
  const facts = [
    ceo ? `${t('footer.ceo')} ${ceo}` : '',
    company.registrationNumber ? `${t('footer.registration')} ${company.registrationNumber}` : '',
    company.mailOrderNumber ? `${t('footer.mailOrder')} ${company.mailOrderNumber}` : '',
  ].filter(Boolean);
  const email = company.supportEmail || COMPANY.supportEmail;
  return (
    <footer className="footer" data-testid="footer">
      {name || facts.length || address ? (
        <div className="footer__company" data-testid="footer-company">
          {name ? <strong>{name}</strong> : null}
          {facts.length ? <p>{facts.join(' · ')}</p> : null}
          {address ? <p>{address}</p> : null}
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
              <a href={`tel:${company.supportPhone}`}>{company.supportPhone}</a>
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
