/** The company details the footer, the contact entries and the support copy show (one place to change them). */
export const COMPANY = {
  name: 'Screenshelf Inc.',
  nameKo: '(주)스크린셸프',
  ceo: 'Jiwoo Han',
  ceoKo: '한지우',
  registrationNumber: '000-00-00000',
  mailOrderNumber: '2025-서울강남-00000',
  address: '5F, 123 Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
  addressKo: '서울특별시 강남구 테헤란로 123, 5층',
  supportEmail: 'help@screenshelf.kr',
  supportPhone: '02-000-0000',
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

export const contactHref = `mailto:${COMPANY.supportEmail}`;
