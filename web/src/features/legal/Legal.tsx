import { Link } from 'react-router-dom';
import { COMPANY } from '../../shared/company';
import { useLang, useT, type Lang } from '../../shared/i18n';
import { useSiteInfo } from '../../shared/site';
import { useDocumentTitle } from '../../shared/title';

type Doc = 'policy' | 'terms';
interface Section {
  title: string;
  body: string[];
}

/** The two documents, written for Screenshelf, in each language. `{email}` is the support mailbox. */
const DOCS: Record<Doc, Record<Lang, { title: string; lead: string; sections: Section[] }>> = {
  policy: {
    ko: {
      title: '개인정보처리방침',
      lead: 'Screenshelf(이하 “서비스”)는 디자인 레퍼런스 라이브러리와 마켓플레이스를 운영하며, 서비스에 필요한 최소한의 개인정보만 처리합니다.',
      sections: [
        { title: '1. 처리하는 정보', body: ['로그인할 때: 로그인 제공자(카카오, 구글 등)가 알려 주는 이메일, 이름, 프로필 이미지.', '이용할 때: 북마크, 좋아요, 화면 조회 기록(로그인하지 않은 방문자는 주소를 되돌릴 수 없게 변환한 값으로만 집계), 언어 설정.', '결제할 때: 멤버십과 상품 주문 내역, 결제 수단의 종류와 끝 네 자리. 카드 번호 전체는 결제대행사만 보관하며 서비스는 저장하지 않습니다.', '판매자: 판매 상품, 정산에 필요한 매출 기록.'] },
        { title: '2. 이용 목적', body: ['로그인과 세션 유지, 멤버십 권한 확인, 결제와 환불 처리, 구매한 파일 제공, 판매자 정산, 부정 이용 방지, 인기 순위 계산.'] },
        { title: '3. 보관 기간', body: ['회원 탈퇴 시 계정 정보와 북마크·좋아요는 지체 없이 삭제합니다.', '전자상거래법에 따라 계약·결제·환불 기록은 5년, 소비자 불만 처리 기록은 3년 보관한 뒤 삭제합니다.'] },
        { title: '4. 제3자 제공과 처리 위탁', body: ['결제 처리: 결제대행사. 로그인: 이용자가 선택한 로그인 제공자. 그 밖의 목적으로 제3자에게 제공하지 않습니다.'] },
        { title: '5. 쿠키', body: ['로그인 세션 쿠키, 위조 요청 방지 쿠키, 언어 설정 쿠키만 사용합니다. 광고 추적 쿠키는 사용하지 않습니다.'] },
        { title: '6. 이용자의 권리', body: ['언제든 내 정보의 열람, 정정, 삭제, 처리 정지를 요청할 수 있으며, 사용자 메뉴의 회원 탈퇴로 계정을 직접 삭제할 수 있습니다.'] },
        { title: '7. 문의', body: ['개인정보 관련 문의: {email}'] },
      ],
    },
    en: {
      title: 'Privacy policy',
      lead: 'Screenshelf (“the service”) runs a design-reference library and a marketplace, and processes only the personal data it needs to do so.',
      sections: [
        { title: '1. What we process', body: ['When you sign in: the email, name and profile image your sign-in provider (Kakao, Google, …) shares.', 'When you use the service: bookmarks, likes, screen views (a visitor who is not signed in is counted only by a one-way transform of the network address), your language.', 'When you pay: membership and order history, the kind of payment method and its last four digits. Full card numbers stay with the payment provider; the service never stores them.', 'Sellers: their products and the sales records payouts need.'] },
        { title: '2. Why', body: ['To sign you in and keep your session, check what your membership opens, take payments and refunds, deliver purchased files, pay sellers, prevent abuse and rank what is popular.'] },
        { title: '3. How long', body: ['Closing your account deletes its details, bookmarks and likes without delay.', 'Korean e-commerce law requires contract, payment and refund records for 5 years and complaint records for 3 years; they are deleted after that.'] },
        { title: '4. Who else', body: ['Payments: the payment provider. Sign-in: the provider you choose. Nothing is shared with anyone else for any other purpose.'] },
        { title: '5. Cookies', body: ['Only the session cookie, a cookie against forged requests and the language cookie. No advertising or tracking cookies.'] },
        { title: '6. Your rights', body: ['You may ask at any time to see, correct, delete or stop the processing of your data, and you can delete your account yourself from the user menu.'] },
        { title: '7. Contact', body: ['Privacy questions: {email}'] },
      ],
    },
  },
  terms: {
    ko: {
      title: '이용약관',
      lead: '이 약관은 Screenshelf의 라이브러리, 멤버십, 마켓플레이스 이용 조건을 정합니다.',
      sections: [
        { title: '1. 서비스', body: ['서비스는 모바일 앱과 웹사이트의 화면을 패턴, 컴포넌트, 카테고리로 정리한 디자인 레퍼런스 라이브러리, 아티클, 그리고 템플릿과 클래스를 사고파는 마켓플레이스를 제공합니다.'] },
        { title: '2. 무료 이용과 멤버십', body: ['로그인하지 않았거나 무료 플랜인 이용자는 최신 앱과 웹사이트 일부만 볼 수 있습니다. 전체 라이브러리와 MAU·컬러 검색은 유료 멤버십으로 이용합니다.', '멤버십은 선택한 주기(월간, 연간)마다 자동 결제되며, 다음 결제일 전에 언제든 해지할 수 있습니다. 해지해도 이미 결제한 기간이 끝날 때까지 이용할 수 있습니다.'] },
        { title: '3. 환불', body: ['멤버십 결제의 환불은 고객센터({email})로 요청해 주세요. 관련 법령이 정한 청약철회 기간 안의 요청은 환불합니다.', '마켓플레이스 주문은 주문 내역에 “취소 및 환불”이 보이는 동안 직접 취소하고 환불받을 수 있습니다.'] },
        { title: '4. 화면 이미지의 저작권', body: ['라이브러리의 모든 화면 이미지의 저작권은 각 서비스 제공자에게 있습니다. 이미지는 학습과 리서치 목적으로만 제공되며, 재배포, 판매, 자동 수집(스크래핑)은 금지됩니다.'] },
        { title: '5. 판매자', body: ['판매자는 자신이 권리를 가진 상품만 등록해야 하며, 상품 설명과 파일의 정확성에 책임이 있습니다. 서비스는 약관을 어긴 상품을 숨기거나 판매를 중지할 수 있습니다.'] },
        { title: '6. 금지 행위', body: ['타인의 계정 사용, 멤버십 계정 공유(그룹 멤버십 제외), 서비스 운영 방해, 이미지의 대량 수집을 금지합니다.'] },
        { title: '7. 책임과 변경', body: ['서비스는 관련 법령이 정한 범위에서 책임을 집니다. 약관을 바꿀 때는 시행 7일 전에(이용자에게 불리한 변경은 30일 전에) 알립니다.', '이 약관은 대한민국 법을 따릅니다. 문의: {email}'] },
      ],
    },
    en: {
      title: 'Terms of service',
      lead: 'These terms set out how Screenshelf’s library, memberships and marketplace may be used.',
      sections: [
        { title: '1. The service', body: ['A design-reference library of mobile-app and website screens organised by pattern, component and category, articles, and a marketplace where templates and classes are bought and sold.'] },
        { title: '2. Free use and memberships', body: ['Visitors and the free plan see the latest apps and websites only. The whole library and MAU and colour search come with a paid membership.', 'A membership renews automatically each period you chose (monthly or yearly) and can be cancelled at any time before the next payment; it stays open until the end of the period already paid.'] },
        { title: '3. Refunds', body: ['Ask customer service ({email}) to refund a membership payment; a request within the withdrawal period the law sets is refunded.', 'A marketplace order can be cancelled and refunded from your orders while it shows “Cancel and refund”.'] },
        { title: '4. Copyright of the screens', body: ['The copyright of every screen image in the library belongs to its service provider. Images are provided for learning and research only; redistributing, selling or scraping them is forbidden.'] },
        { title: '5. Sellers', body: ['Sellers list only products they hold the rights to and answer for their descriptions and files. The service may hide a product or stop its sale when these terms are broken.'] },
        { title: '6. Not allowed', body: ['Using someone else’s account, sharing a membership (other than a group membership), disrupting the service, or collecting images in bulk.'] },
        { title: '7. Liability and changes', body: ['The service is liable as far as the law requires. Changes to these terms are announced 7 days before they apply (30 days for changes against users).', 'These terms follow the law of the Republic of Korea. Contact: {email}'] },
      ],
    },
  },
};

/** `/policy` and `/terms`: the privacy policy and the terms of service, in the page's language. */
export default function Legal({ doc }: { doc: Doc }) {
  const t = useT();
  const { lang } = useLang();
  const company = useSiteInfo().data?.company;
  const email = company?.supportEmail || COMPANY.supportEmail;
  const { title, lead, sections } = DOCS[doc][lang];
  useDocumentTitle(title);
  return (
    <article className="legal" lang={lang}>
      <h1>{title}</h1>
      <p className="legal__lead">{lead}</p>
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          {s.body.map((p) => (
            <p key={p}>{p.replace('{email}', email)}</p>
          ))}
        </section>
      ))}
      <p>
        <Link to={doc === 'policy' ? '/terms' : '/policy'}>{t(doc === 'policy' ? 'footer.terms' : 'footer.policy')}</Link>
      </p>
    </article>
  );
}
