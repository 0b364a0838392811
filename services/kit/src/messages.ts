import type { ErrorKind } from './errors.js';
import { fillText, type Lang } from './lang.js';

/**
 * The one catalogue of user-visible words (issue 9: "services return codes; one catalogue renders
 * ko and en, in one place"). Services throw an errorCode (with an optional variant and parameters);
 * the gateway renders the msg here in the request's language, and answers with the HTTP status of
 * the code's kind, so one errorCode always has one status.
 */

// product-spec §2, §9: ko and en; the resolver lives in lang.ts, which the web shares.
export { browserLang, DEFAULT_LANG, isLang, pickLang, type Lang } from './lang.js';

export interface Text {
  ko: string;
  en: string;
}

export interface ErrorEntry extends Text {
  /** How the code is classed; the HTTP and gRPC status follow from it. */
  kind: ErrorKind;
  /** Other wordings of the same code (same status), chosen by the thrower. */
  variants?: Record<string, Text>;
}

export type TextParams = Record<string, string | number>;

/** Fills `{name}` placeholders; an unknown placeholder is left as it is. */
export const fill = (text: string, params?: TextParams): string => fillText(text, params);

const TEMPORARY: Text = { ko: '일시적인 오류가 발생했습니다.', en: 'A temporary error occurred.' };

/** Every errorCode a service or the gateway answers with. A test fails when a thrown code is missing here. */
export const ERROR_CATALOGUE = {
  // ── Request handling (gateway and every service) ──────────────────────────────────────────────
  VALIDATION_ERROR: {
    kind: 'invalid',
    ko: '요청 내용이 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.',
    en: 'The request is not valid. Please check what you entered.',
    variants: { json: { ko: '요청 본문이 올바른 JSON 형식이 아닙니다.', en: 'The request body is not valid JSON.' } },
  },
  BAD_REQUEST: { kind: 'invalid', ko: '잘못된 요청입니다.', en: 'Bad request.' },
  PAYLOAD_TOO_LARGE: { kind: 'too_large', ko: '요청 본문이 너무 큽니다.', en: 'The request body is too large.' },
  REQUEST_TOO_LARGE: {
    kind: 'headers_too_large',
    ko: '요청 주소나 헤더가 너무 큽니다.',
    en: 'The request URL or headers are too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    kind: 'unsupported',
    ko: '지원하지 않는 요청 형식입니다.',
    en: 'This request format is not supported.',
  },
  NOT_FOUND: {
    kind: 'not_found',
    ko: '요청한 정보를 찾을 수 없습니다.',
    en: 'What you asked for was not found.',
    // notFound('Payment method') picks `paymentMethod`; the route variant takes {method} and {path}.
    variants: {
      route: { ko: '{method} {path} 경로를 찾을 수 없습니다.', en: 'No route for {method} {path}' },
      app: { ko: '앱을 찾을 수 없습니다.', en: 'App not found.' },
      image: { ko: '화면을 찾을 수 없습니다.', en: 'Image not found.' },
      pattern: { ko: '패턴을 찾을 수 없습니다.', en: 'Pattern not found.' },
      flow: { ko: '플로우를 찾을 수 없습니다.', en: 'Flow not found.' },
      content: { ko: '콘텐츠를 찾을 수 없습니다.', en: 'Content not found.' },
      bookmark: { ko: '북마크를 찾을 수 없습니다.', en: 'Bookmark not found.' },
      file: { ko: '파일을 찾을 수 없습니다.', en: 'File not found.' },
      paymentMethod: { ko: '결제 수단을 찾을 수 없습니다.', en: 'Payment method not found.' },
      payment: { ko: '결제 내역을 찾을 수 없습니다.', en: 'Payment not found.' },
      reservation: { ko: '예약된 플랜이 없습니다.', en: 'Reservation not found.' },
      conversation: { ko: '대화를 찾을 수 없습니다.', en: 'Conversation not found.' },
      collection: { ko: '컬렉션을 찾을 수 없습니다.', en: 'Collection not found.' },
    },
  },
  UNAUTHENTICATED: { kind: 'unauthenticated', ko: '로그인해 주세요.', en: 'Please sign in first.' },
  FORBIDDEN: { kind: 'forbidden', ko: '이 작업을 할 권한이 없습니다.', en: 'You are not allowed to do this.' },
  RATE_LIMITED: {
    kind: 'rate_limited',
    ko: '요청이 너무 많습니다. 1분 후에 다시 시도해 주세요.',
    en: 'Too many requests. Please try again in a minute.',
  },
  TIMEOUT: {
    kind: 'timeout',
    ko: '응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The service took too long to answer. Please try again in a moment.',
  },
  SERVICE_UNAVAILABLE: {
    kind: 'unavailable',
    ko: '서비스를 잠시 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'A service is unavailable. Please try again shortly.',
    variants: {
      // The /mcp `ask` tool when the chatbot service cannot be reached.
      assistant: {
        ko: '지금은 어시스턴트에 연결할 수 없습니다. search_screens와 get_app 도구는 계속 쓸 수 있습니다.',
        en: 'The assistant cannot be reached right now; the search_screens and get_app tools still work.',
      },
    },
  },
  SERVER_ERROR: { kind: 'internal', ...TEMPORARY },
  DEFAULT: { kind: 'internal', ...TEMPORARY },
  IDEMPOTENCY_KEY_IN_USE: {
    kind: 'conflict',
    ko: '같은 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The first request with this Idempotency-Key is still being processed. Try again shortly.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    kind: 'invalid',
    ko: '이 Idempotency-Key는 다른 요청에 이미 사용되었습니다.',
    en: 'This Idempotency-Key was already used for a different request.',
  },
  /** The web's name for an answer without an errorCode (product-spec §7). */
  UNKNOWN_ERROR: { kind: 'internal', ko: '서버 오류가 발생했습니다.', en: 'A server error occurred.' },

  // ── Sign-in and accounts (gateway, identity) ────────────────────────────────────────────────────
  CSRF_TOKEN_INVALID: {
    kind: 'forbidden',
    ko: '보안 토큰이 없거나 일치하지 않습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    en: 'The security (CSRF) token is missing or does not match. Refresh the page and try again.',
  },
  CROSS_SITE_REQUEST: {
    kind: 'forbidden',
    ko: '다른 사이트에서 보낸 요청은 처리하지 않습니다. Screenshelf 화면에서 다시 시도해 주세요.',
    en: 'Requests sent from another site are not accepted. Try again from Screenshelf itself.',
  },
  INVALID_CALLBACK_URL: {
    kind: 'invalid',
    ko: '로그인 후 돌아갈 주소(callbackUrl)는 이 사이트의 주소여야 합니다.',
    en: 'The callbackUrl must be on this site.',
  },
  SIGN_IN_FAILED: {
    kind: 'invalid',
    ko: '로그인에 실패했습니다. 다시 시도해 주세요.',
    en: 'Sign-in failed. Please try again.',
    variants: {
      expired: {
        ko: '로그인 요청이 만료되었거나 이미 사용되었습니다. 처음부터 다시 시도해 주세요.',
        en: 'The sign-in expired or was already used; please start again.',
      },
    },
  },
  UNKNOWN_PROVIDER: {
    kind: 'invalid',
    ko: '{provider:으로/로}는 로그인할 수 없습니다.',
    en: 'There is no sign-in provider "{provider}".',
  },
  IDENTITY_PROVIDER_UNAVAILABLE: {
    kind: 'unavailable',
    ko: '로그인 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The sign-in provider cannot be reached. Please try again shortly.',
  },
  EMAIL_IN_USE: { kind: 'conflict', ko: '다른 계정에서 사용 중인 이메일입니다.', en: 'This email belongs to another account.' },
  SELLER_NOT_FOUND: { kind: 'not_found', ko: '등록된 판매자가 아닙니다.', en: 'Not a seller of the product.' },

  // ── Personal access tokens and /mcp (identity, gateway) ─────────────────────────────────────────
  ACCESS_TOKEN_LIMIT: {
    kind: 'conflict',
    ko: '액세스 토큰은 최대 {max}개까지 만들 수 있습니다. 쓰지 않는 토큰을 삭제한 뒤 다시 만들어 주세요.',
    en: 'You can have at most {max} access tokens. Revoke one you no longer use, then create a new one.',
  },
  ACCESS_TOKEN_NOT_FOUND: { kind: 'not_found', ko: '액세스 토큰을 찾을 수 없습니다.', en: 'Access token not found.' },
  ACCESS_TOKEN_INVALID: {
    kind: 'unauthenticated',
    ko: '액세스 토큰이 없거나 올바르지 않습니다. 만료되었거나 삭제된 토큰일 수 있습니다. "Authorization: Bearer ssp_…" 헤더로 보내 주세요.',
    en: 'The access token is missing, invalid, expired or revoked. Send it as "Authorization: Bearer ssp_…".',
  },

  // ── The library (catalog, search) ───────────────────────────────────────────────────────────────
  MEMBERSHIP_REQUIRED: {
    kind: 'forbidden',
    ko: 'MAU/컬러 검색 기능은 멤버십이 필요합니다.',
    en: 'You need a membership to use the MAU/Color Search feature.',
    variants: {
      library: {
        ko: '모든 앱을 보려면 멤버십이 필요합니다. 무료 계정은 최신 앱과 웹사이트 3개씩만 볼 수 있습니다.',
        en: 'You need a membership to see every app; free accounts see the latest 3 apps and websites.',
      },
      product: {
        ko: '멤버십 회원 전용 상품입니다. 멤버십을 구독한 뒤 구매해 주세요.',
        en: 'This product is for members only; subscribe to a membership to buy it.',
      },
    },
  },
  NOTHING_TO_DELETE: { kind: 'not_found', ko: '삭제할 항목이 없습니다.', en: 'there is nothing to delete' },
  APP_NOT_RELEASED: {
    kind: 'invalid',
    ko: '공식 출시된 스토어 앱만 추가할 수 있습니다. 사내용 앱과 베타 앱은 제외됩니다.',
    en: 'Only officially released store apps can be added; internal and beta apps are excluded.',
  },
  CODE_EXISTS: { kind: 'conflict', ko: '이미 있는 코드입니다.', en: 'That code already exists.' },
  // Collections and team boards (catalog domain/boards.ts holds the limits; {limit} is filled in).
  COLLECTION_LIMIT: {
    kind: 'conflict',
    ko: '컬렉션은 최대 {limit}개까지 만들 수 있습니다. 사용하지 않는 컬렉션을 삭제한 뒤 다시 시도해 주세요.',
    en: 'You can keep up to {limit} collections; delete one you no longer use and try again.',
  },
  FLOW_SCREEN_NOT_IN_APP: { kind: 'invalid', ko: '플로우에는 이 앱의 화면만 담을 수 있습니다.', en: "A flow can only hold this app's own screens." },
  COLLECTION_FULL: {
    kind: 'conflict',
    ko: '한 컬렉션에는 최대 {limit}개까지 담을 수 있습니다.',
    en: 'A collection holds up to {limit} items.',
  },
  // A board's export (GET /api/v2/collections/{id}/export) with nothing the caller may open: no empty ZIP.
  COLLECTION_EMPTY: {
    kind: 'conflict',
    ko: '내보낼 수 있는 항목이 없습니다. 잠긴 항목은 멤버십이 있어야 내보낼 수 있습니다.',
    en: 'Nothing on this collection can be exported; locked items need a membership.',
  },
  GROUP_PRO_REQUIRED: {
    kind: 'forbidden',
    ko: '팀 보드는 Group Pro 그룹의 관리자와 멤버만 만들 수 있습니다.',
    en: 'Team boards are for the manager and members of a Group Pro group.',
  },
  IMAGE_URL_INVALID: {
    kind: 'forbidden',
    ko: '이미지 링크가 올바르지 않거나 만료되었습니다.',
    en: 'The image link is invalid or has expired.',
  },
  UPLOAD_URL_INVALID: {
    kind: 'forbidden',
    ko: '업로드 주소가 올바르지 않거나 만료되었습니다.',
    en: 'The upload URL is invalid or has expired.',
    variants: {
      s3: { ko: '파일은 발급받은 S3 업로드 주소로 바로 올려 주세요.', en: 'Uploads go straight to S3 with the presigned URL.' },
    },
  },
  REINDEX_RUNNING: { kind: 'conflict', ko: '이미 재색인이 진행 중입니다.', en: 'A reindex is already running.' },

  // ── The assistant (chatbot) ─────────────────────────────────────────────────────────────────────
  CHAT_MODEL_UNAVAILABLE: {
    kind: 'unavailable',
    ko: '답변을 작성하던 언어 모델이 응답하지 않습니다. 잠시 후 다시 물어봐 주세요.',
    en: 'The language model stopped answering. Please ask again shortly.',
  },

  // ── Memberships (product-spec §8; the Korean is what the product shows) ──────────────────────────
  EMAIL: { kind: 'invalid', ko: '이메일을 입력해 주세요.', en: 'Enter the email.' },
  PLAN_NOT_GROUP_COMPATIBLE: { kind: 'precondition', ...TEMPORARY },
  USER_NOT_FOUND: {
    kind: 'not_found',
    ko: '서비스에 가입된 회원이 아닙니다.',
    en: 'Not a member of the product.',
    variants: { noUserInformation: { ko: '회원 정보를 찾을 수 없습니다.', en: 'No user information found.' } },
  },
  INVALID_MEMBER_IDS_FORMAT: { kind: 'invalid', ko: '회원이 아닌 사용자가 포함되어 있습니다.', en: 'Includes non-members.' },
  ALREADY_IN_GROUP: { kind: 'conflict', ko: '이미 구독 중인 사용자입니다.', en: 'That user already subscribes.' },
  ALREADY_IN_MEMBERSHIP: { kind: 'conflict', ko: '이미 구독 중인 사용자입니다.', en: 'That user already subscribes.' },
  ALREADY_ACTIVE_SUBSCRIPTION: {
    kind: 'conflict',
    ko: '현재 다른 플랜을 구독 중입니다.',
    en: 'Currently subscribed to another plan.',
  },
  PLAN_CHANGE_NOT_ALLOWED: {
    kind: 'precondition',
    ko: '기존 구독이 만료된 후에만 플랜을 변경할 수 있습니다.',
    en: 'A plan change is only possible after the existing subscription expires.',
  },
  INVALID_MEMBER_IDS: { kind: 'invalid', ko: '유효하지 않은 사용자가 있습니다.', en: 'There are invalid users.' },
  PLAN_INVALID: { kind: 'invalid', ko: '유효하지 않은 플랜입니다.', en: 'Invalid plan.' },
  ALREADY_CANCEL: {
    kind: 'precondition',
    ko: '구독 해지를 먼저 취소한 후 변경해 주세요.',
    en: 'Cancel the cancellation first, then change.',
  },
  MEMBER_ALREADY_IN_ANOTHER_GROUP: { kind: 'conflict', ko: '이미 멤버로 구독 중입니다.', en: 'Already subscribed as a member.' },
  MEMBERSHIP_NOT_FOUND: { kind: 'not_found', ko: '멤버십이 존재하지 않습니다.', en: 'Membership does not exist.' },
  ALREADY_IN_RESERVATION: {
    kind: 'conflict',
    ko: '예약된 플랜의 리더인 사용자입니다.',
    en: 'The user is the leader of a reserved plan.',
    // The caller's own reservation stands in the way: say which one and what to do first.
    variants: {
      cancelMembership: {
        ko: '예약된 플랜 변경이 있어 구독을 해지할 수 없습니다. 먼저 구독 정보에서 \'예약 취소\'로 예약을 취소한 뒤 해지해 주세요.',
        en: 'A plan change is reserved, so the membership cannot be cancelled. First cancel the reserved change (“Cancel the reserved change” under your subscription), then cancel the membership.',
      },
      reserveAgain: {
        ko: '이미 예약된 플랜 변경이 있습니다. 구독 정보에서 예약을 취소한 뒤 다시 예약해 주세요.',
        en: 'A plan change is already reserved. Cancel the reserved change under your subscription, then reserve again.',
      },
    },
  },
  ALREADY_IN_RESERVATION_GROUP: {
    kind: 'conflict',
    ko: '예약된 플랜의 멤버인 사용자입니다.',
    en: 'The user is a member of a reserved plan.',
  },
  PAYMENT_FAILED: {
    kind: 'precondition',
    ko: '결제에 실패했습니다.',
    en: 'Payment failed.',
    // The provider's decline reason, as the payer can act on it (kit payments/declines.ts picks one).
    variants: {
      cardRejected: {
        ko: '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.',
        en: 'The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.',
      },
      cardNumber: {
        ko: '카드 번호가 올바르지 않습니다. 카드 번호를 다시 확인해 주세요.',
        en: 'The card number is not valid. Please check the card number.',
      },
      cardExpiry: {
        ko: '카드 유효기간이 올바르지 않습니다. 유효기간(월/년)을 다시 확인해 주세요.',
        en: 'The card expiry date is not valid. Please check the expiry month and year.',
      },
      cardUnusable: {
        ko: '이 카드로는 결제할 수 없습니다. 다른 카드로 결제하거나 카드사에 문의해 주세요.',
        en: 'This card cannot be used. Please pay with a different card or contact your card company.',
      },
    },
  },
  // Named additions (the spec is silent): no card to charge; a payment that is not (or no longer) refundable.
  PAYMENT_METHOD_REQUIRED: {
    kind: 'precondition',
    ko: '결제 수단을 먼저 등록해 주세요.',
    en: 'Register a payment method first.',
  },
  PAYMENT_NOT_REFUNDABLE: { kind: 'precondition', ko: '취소할 수 없는 결제입니다.', en: 'This payment cannot be cancelled.' },
  PAYMENT_NOT_FOUND: { kind: 'not_found', ko: '결제 내역이 존재하지 않습니다.', en: 'The payment does not exist.' },
  // A payment (or refund) whose outcome the provider has not told yet: a conflict with the call's
  // state the client resolves by trying again shortly (never a 5xx: nothing is broken).
  PAYMENT_PENDING: {
    kind: 'conflict',
    ko: '결제를 확인하고 있습니다. 잠시 후 다시 확인해 주세요.',
    en: 'The payment is being confirmed; check again shortly.',
    variants: {
      refund: {
        ko: '결제를 아직 확인하고 있어 환불하지 못했습니다. 잠시 후 다시 취소해 주세요.',
        en: 'The payment is still being confirmed, so it was not refunded yet. Please cancel again shortly.',
      },
    },
  },
  // ── The marketplace (product-spec §7 Products, Orders and reviews, Seller revenue) ─────────────────
  PRODUCT_NOT_FOUND: { kind: 'not_found', ko: '상품을 찾을 수 없습니다.', en: 'Product not found.' },
  ORDER_NOT_FOUND: { kind: 'not_found', ko: '주문 내역을 찾을 수 없습니다.', en: 'Order not found.' },
  REVIEW_NOT_FOUND: { kind: 'not_found', ko: '리뷰를 찾을 수 없습니다.', en: 'Review not found.' },
  FILE_NOT_FOUND: { kind: 'not_found', ko: '파일을 찾을 수 없습니다.', en: 'File not found.' },
  SELLER_REQUIRED: {
    kind: 'forbidden',
    ko: '판매자만 상품을 등록할 수 있습니다.',
    en: 'Only sellers can do this.',
    variants: { upload: { ko: '판매자만 상품 파일을 올릴 수 있습니다.', en: 'Only sellers can upload product files.' } },
  },
  NOT_PRODUCT_OWNER: {
    kind: 'forbidden',
    ko: '본인이 등록한 상품만 수정하거나 삭제할 수 있습니다.',
    en: 'You can only change or delete your own products.',
  },
  PRODUCT_INVALID: {
    kind: 'invalid',
    ko: '상품 정보가 올바르지 않습니다.',
    en: 'The product is not valid.',
    variants: {
      type: { ko: '상품 종류가 올바르지 않습니다.', en: 'The product kind is not valid.' },
      title: { ko: '상품명을 입력해 주세요. (최대 {max}자)', en: 'Enter a title (at most {max} characters).' },
      amount: { ko: '가격이 올바르지 않습니다.', en: 'The price is not valid.' },
      discount: {
        ko: '할인 금액과 할인율이 맞지 않거나 가격을 넘습니다.',
        en: 'The discount amount and rate disagree, or exceed the price.',
      },
      code: { ko: '상품 분류 코드가 올바르지 않습니다.', en: 'The product code is not valid for this kind.' },
      seats: { ko: '모집 인원이 올바르지 않습니다.', en: 'The number of seats is not valid.' },
      hidden: {
        ko: '운영 정책 위반으로 숨겨진 상품은 다시 공개할 수 없습니다.',
        en: 'A product an administrator hid for breaking the rules cannot be published again.',
      },
      seatsTaken: {
        ko: '모집 인원을 이미 판매된 좌석 수({taken})보다 적게 줄일 수 없습니다.',
        en: 'Seats cannot drop below the {taken} already taken.',
      },
      startsAt: { ko: '워크숍 시작 시간은 미래의 시각이어야 합니다.', en: 'A workshop starts at a time in the future.' },
      file: {
        ko: '상품 파일은 본인이 올린 파일이어야 합니다.',
        en: 'Product files and images must be your own uploads.',
      },
      fields: { ko: '수정할 항목 이름이 올바르지 않습니다.', en: 'A field to change is not known.' },
      pageCnt: { ko: '페이지 수가 올바르지 않습니다.', en: 'The page count is not valid.' },
    },
  },
  PRODUCT_NOT_AVAILABLE: {
    kind: 'conflict',
    ko: '지금은 구매할 수 없는 상품입니다.',
    en: 'This product cannot be bought now.',
    variants: {
      unpublished: { ko: '공개되지 않은 상품입니다.', en: 'This product is not published.' },
      ended: { ko: '판매가 종료된 상품입니다.', en: 'Sales of this product have ended.' },
      retired: { ko: '판매가 중단된 상품입니다.', en: 'This product has been withdrawn.' },
      hidden: { ko: '운영 정책에 따라 숨겨진 상품입니다.', en: 'An administrator hid this product for breaking the rules.' },
      started: { ko: '이미 시작된 워크숍입니다.', en: 'This workshop has already started.' },
    },
  },
  SOLD_OUT: { kind: 'conflict', ko: '모집 인원이 마감되었습니다.', en: 'All seats are taken.' },
  ALREADY_ORDERED: { kind: 'conflict', ko: '이미 구매한 상품입니다.', en: 'You already bought this product.' },
  OWN_PRODUCT: { kind: 'conflict', ko: '본인이 등록한 상품은 구매할 수 없습니다.', en: 'You cannot buy your own product.' },
  CARD_REQUIRED: { kind: 'invalid', ko: '결제할 카드 정보를 입력해 주세요.', en: 'Enter the card to pay with.' },
  ORDER_NOT_CANCELABLE: {
    kind: 'conflict',
    ko: '취소할 수 없는 주문입니다.',
    en: 'This order can no longer be cancelled.',
    variants: {
      downloaded: {
        ko: '파일을 내려받은 주문은 취소할 수 없습니다.',
        en: 'An order whose files were downloaded cannot be cancelled.',
      },
      starting: {
        ko: '워크숍 시작 24시간 전부터는 취소할 수 없습니다.',
        en: 'A workshop order cannot be cancelled within 24 hours of its start.',
      },
    },
  },
  ALREADY_REVIEWED: { kind: 'conflict', ko: '이미 리뷰를 작성한 상품입니다.', en: 'You already reviewed this product.' },
  REVIEW_NOT_ALLOWED: {
    kind: 'forbidden',
    ko: '구매한 회원만 리뷰를 작성할 수 있습니다.',
    en: 'Only buyers can review this product.',
    variants: { notOwner: { ko: '본인이 작성한 리뷰만 수정할 수 있습니다.', en: 'You can only change your own review.' } },
  },
  DOWNLOAD_NOT_ALLOWED: {
    kind: 'forbidden',
    ko: '결제가 완료된 주문의 구매자만 파일을 내려받을 수 있습니다.',
    en: 'Only the buyer of a paid order can download its files.',
  },
  // ── The community (posts, comments, votes, reports, moderation; issue 17) ─────────────────────────
  POST_NOT_FOUND: { kind: 'not_found', ko: '게시글을 찾을 수 없습니다.', en: 'Post not found.' },
  NOT_POST_AUTHOR: {
    kind: 'forbidden',
    ko: '본인이 작성한 게시글만 수정하거나 삭제할 수 있습니다.',
    en: 'You can only change or delete your own posts.',
  },
  POST_INVALID: {
    kind: 'invalid',
    ko: '게시글 내용이 올바르지 않습니다.',
    en: 'The post is not valid.',
    variants: {
      title: { ko: '제목을 입력해 주세요. (최대 {max}자)', en: 'Enter a title (at most {max} characters).' },
      text: { ko: '본문은 최대 {max}자까지 쓸 수 있습니다.', en: 'The text may have at most {max} characters.' },
      screens: { ko: '화면은 최대 {max}개까지 첨부할 수 있습니다.', en: 'Attach at most {max} screens.' },
      screen: { ko: '첨부할 수 없는 화면입니다: {id}', en: 'This screen cannot be attached: {id}' },
      tags: { ko: '태그는 분류 코드 중에서 최대 {max}개까지 고를 수 있습니다.', en: 'Choose at most {max} tags from the code tree.' },
      tag: { ko: '알 수 없는 태그입니다: {tag}', en: 'Unknown tag: {tag}' },
    },
  },
  COMMENT_INVALID: { kind: 'invalid', ko: '댓글을 입력해 주세요. (최대 {max}자)', en: 'Enter a comment (at most {max} characters).' },
  REPORT_INVALID: { kind: 'invalid', ko: '신고 사유는 최대 {max}자까지 쓸 수 있습니다.', en: 'The reason may have at most {max} characters.' },
  // ── Support and the newsletter (issue 17; services/community src/support) ──────────────────────
  SUPPORT_EMAIL_REQUIRED: {
    kind: 'invalid',
    ko: '답변을 받을 이메일 주소를 입력해 주세요.',
    en: 'Enter the e-mail address the answer should go to.',
  },
  SUPPORT_REQUEST_NOT_FOUND: { kind: 'not_found', ko: '문의를 찾을 수 없습니다.', en: 'Request not found.' },
  SUPPORT_ALREADY_ANSWERED: {
    kind: 'conflict',
    ko: '이미 답변을 보낸 문의입니다.',
    en: 'This request has already been answered.',
  },
  SUPPORT_STATUS_BACKWARDS: {
    kind: 'precondition',
    ko: '문의 상태는 접수 → 처리 중 → 완료 순서로만 바꿀 수 있습니다.',
    en: 'A request goes from new to in progress to done, never back.',
  },
  NEWSLETTER_TOKEN_INVALID: {
    kind: 'not_found',
    ko: '링크가 올바르지 않거나 만료되었습니다.',
    en: 'This link is not valid any more.',
  },
  NEWSLETTER_ISSUE_NOT_FOUND: { kind: 'not_found', ko: '뉴스레터를 찾을 수 없습니다.', en: 'Newsletter issue not found.' },
  NEWSLETTER_ISSUE_SENT: {
    kind: 'conflict',
    ko: '이미 발송한 뉴스레터입니다.',
    en: 'This newsletter issue has already been sent.',
  },
  MAIL_NOT_FOUND: { kind: 'not_found', ko: '메일을 찾을 수 없습니다.', en: 'Mail not found.' },
  MAIL_NOT_RESENDABLE: {
    kind: 'conflict',
    ko: '전달 여부를 알 수 없거나 실패한 메일만 다시 보낼 수 있습니다.',
    en: 'Only a mail whose delivery is unknown or failed can be sent again.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

const catalogue: Record<string, ErrorEntry> = ERROR_CATALOGUE;

export const isCataloguedCode = (code: string): code is ErrorCode => Object.hasOwn(catalogue, code);

/** The catalogue entry of a code, or undefined for a code the catalogue does not know. */
export const errorEntry = (code: string): ErrorEntry | undefined => (isCataloguedCode(code) ? catalogue[code] : undefined);

/** How the wording of one error is chosen: a variant of the code's entry and the placeholders' values. */
export interface MessageChoice {
  variant?: string;
  params?: TextParams;
}

/** The msg of `code` in `lang` (an unknown variant falls back to the code's own wording); undefined for an unknown code. */
export function errorMessage(code: string, lang: Lang, { variant, params }: MessageChoice = {}): string | undefined {
  const entry = errorEntry(code);
  if (!entry) return undefined;
  const text = (variant && entry.variants?.[variant]) || entry;
  return fill(text[lang], params);
}

/** The variant key of a noun as notFound() receives it: 'Payment method' → 'paymentMethod'. */
export const nounVariant = (what: string): string =>
  what
    .trim()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');

/** Copy that is not an error: success messages, the sign-in page, the session check (product-spec §8). */
export const COPY = {
  signedInElsewhere: {
    ko: '다른 기기에서 로그인하여 로그아웃되었습니다.',
    en: 'You were logged out because you signed in on another device',
  },
  sessionEnded: { ko: '세션이 만료되었습니다. 다시 로그인해 주세요.', en: 'Your session has ended. Please sign in again.' },
  enterEmail: ERROR_CATALOGUE.EMAIL,
  accountClosed: { ko: '계정이 정상적으로 탈퇴되었습니다.', en: 'Your account has been successfully closed.' },
  signInTitle: { ko: 'Screenshelf 로그인', en: 'Sign in to Screenshelf' },
  signInWith: { ko: '다음으로 로그인:', en: 'Sign in with' },
  terms: {
    ko: '로그인하면 개인정보처리방침과 이용약관에 동의하게 됩니다.',
    en: 'By signing in you agree to the privacy policy and the terms of service.',
  },
  // The sign-in page's `error` parameter (Auth.js names).
  SessionRequired: { ko: '이 페이지를 보려면 로그인해 주세요.', en: 'Please sign in to see this page.' },
  Callback: { ko: '로그인을 완료하지 못했습니다. 다시 시도해 주세요.', en: 'Sign-in did not complete. Please try again.' },
  Default: { ko: '로그인할 수 없습니다.', en: 'Unable to sign in.' },
  // A board's ZIP export: its contents file (gateway routes/collection-export.ts).
  exportSummary: { ko: '항목 {count}개 · {date} 내보냄', en: '{count} items · exported {date}' },
  exportLocked: {
    ko: '잠긴 항목 {count}개는 멤버십이 있어야 내보낼 수 있어 포함하지 않았습니다.',
    en: '{count} locked items need a membership and are not included.',
  },
  exportIMAGE: { ko: '화면', en: 'Screen' },
  exportFLOW: { ko: '플로우', en: 'Flow' },
  exportAPP: { ko: '앱', en: 'App' },
  exportNote: { ko: '메모', en: 'Note' },
  exportPattern: { ko: '패턴', en: 'Pattern' },
  exportLink: { ko: '링크', en: 'Link' },
  exportFile: { ko: '파일', en: 'File' },
  exportSteps: { ko: '단계', en: 'Steps' },
  exportScreens: { ko: '화면', en: 'Screens' },
  exportNoScreens: { ko: '내보낼 화면이 없습니다.', en: 'No screens to export.' },
  exportMissing: { ko: '파일을 읽지 못해 빠졌습니다', en: 'could not be read; left out' },
} as const satisfies Record<string, Text>;
