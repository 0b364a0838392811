/**
 * The support mailbox and outside links (one place to change them). The company's legal details
 * (name, CEO, registration numbers, address, phone) are the gateway's configuration, read through
 * GET /api/v2/site (shared/site.ts): never written here.
 */
export const COMPANY = {
  supportEmail: 'help@screenshelf.kr',
  links: {
    policy: '/policy',
    terms: '/terms',
    advertising: 'mailto:ads@screenshelf.kr',
    sponsorship: 'mailto:sponsor@screenshelf.kr',
    social: 'https://www.instagram.com/',
    blog: 'https://blog.naver.com/',
    openChat: 'https://open.kakao.com/',
    partnerDashboard: 'https://www.mobileindex.com/',
  },
} as const;

/** The contact form (a page of the SPA, with the support hours), where the header and the user menu lead. */
export const contactHref = '/contact';
