/**
 * The product code tree (like the library's codes): kinds at the top, the topics a product is filed
 * under below them. A product's product_code is a topic of its own kind; a listing filter may name
 * a kind (all its topics) or topics.
 */
export type ProductKind = 'TEMPLATE' | 'PORTFOLIO' | 'EBOOK' | 'WORKSHOP';

export interface ProductCodeNode {
  code: string;
  name: string;
  nameEn: string;
  parentCode: string;
  children: ProductCodeNode[];
}

const topic = (parentCode: ProductKind, code: string, name: string, nameEn: string): ProductCodeNode => ({
  code,
  name,
  nameEn,
  parentCode,
  children: [],
});

const kind = (code: ProductKind, name: string, nameEn: string, topics: [string, string, string][]): ProductCodeNode => ({
  code,
  name,
  nameEn,
  parentCode: '',
  children: topics.map(([c, n, e]) => topic(code, c, n, e)),
});

export const PRODUCT_CODES: readonly ProductCodeNode[] = [
  kind('TEMPLATE', '템플릿', 'Templates', [
    ['UI_KIT', 'UI 키트', 'UI kit'],
    ['LANDING_PAGE', '랜딩 페이지', 'Landing page'],
    ['DASHBOARD', '대시보드', 'Dashboard'],
    ['MOBILE_APP', '모바일 앱', 'Mobile app'],
    ['ICON_SET', '아이콘 세트', 'Icon set'],
    ['PRESENTATION', '프레젠테이션', 'Presentation'],
  ]),
  kind('PORTFOLIO', '포트폴리오', 'Portfolios', [
    ['PORTFOLIO_WEB', '웹 포트폴리오', 'Web portfolio'],
    ['PORTFOLIO_CASE_STUDY', '케이스 스터디', 'Case study'],
  ]),
  kind('EBOOK', '전자책', 'E-books', [
    ['EBOOK_UX_WRITING', 'UX 라이팅 전자책', 'UX writing e-book'],
    ['EBOOK_DESIGN_SYSTEM', '디자인 시스템 전자책', 'Design-system e-book'],
    ['EBOOK_CAREER', '디자이너 커리어 전자책', 'Design career e-book'],
  ]),
  kind('WORKSHOP', '워크숍', 'Workshops', [
    ['WORKSHOP_FIGMA', '피그마 워크숍', 'Figma workshop'],
    ['WORKSHOP_UX_RESEARCH', 'UX 리서치 워크숍', 'UX research workshop'],
    ['WORKSHOP_PROTOTYPING', '프로토타이핑 워크숍', 'Prototyping workshop'],
  ]),
];

const byCode = new Map<string, ProductCodeNode>();
for (const k of PRODUCT_CODES) {
  byCode.set(k.code, k);
  for (const t of k.children) byCode.set(t.code, t);
}

export const productCode = (code: string): ProductCodeNode | undefined => byCode.get(code);

/** Whether `code` is a topic of the product kind `kind`. */
export const isTopicOf = (code: string, kind: string): boolean => byCode.get(code)?.parentCode === kind && kind !== '';

/** The topics a listing filter names: a kind stands for all its topics; undefined for an unknown code. */
export function expandCodes(codes: string[]): string[] | undefined {
  const topics = new Set<string>();
  for (const code of codes) {
    const node = byCode.get(code);
    if (!node) return undefined;
    if (node.children.length > 0) for (const t of node.children) topics.add(t.code);
    else topics.add(node.code);
  }
  return [...topics];
}
