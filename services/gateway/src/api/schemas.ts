import { z } from 'zod';
import { AUDITED_SERVICES } from '../clients.js';

/**
 * Response shapes of the REST API (product-spec §3 names). Shapes the gateway builds itself are
 * written out field by field; records a service owns and the gateway passes through (search cards,
 * membership records) are objects whose known fields are typed and whose other fields are kept.
 */

/** Every refusal: `{errorCode, msg[, details]}` (the kit's error catalogue). */
export const ErrorBody = z
  .object({ errorCode: z.string(), msg: z.string(), details: z.unknown().optional() })
  .meta({ id: 'Error' });

/** `{data}`, the envelope of every product answer. */
export const Data = <S extends z.ZodType>(data: S) => z.object({ data });
/** `{data, total}`: a page of a longer list. */
export const Page = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), total: z.number().int() });

const likes = { likeCount: z.number().int(), myLikeCount: z.number().int().min(0).max(1) };

export const AppView = z
  .object({
    appId: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    type: z.string(),
    categoryCodes: z.array(z.string()),
    mau: z.number(),
    image: z.string(),
    storeUrl: z.string(),
    releasedAt: z.string().nullable(),
    description: z.string(),
    descriptionEn: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...likes,
  })
  .meta({ id: 'App' });

/** WebP thumbnails of a screen, narrowest first: a srcset (`url width w, …`); empty when the screen has none. */
export const Thumbnails = z
  .array(z.object({ width: z.number().int(), url: z.string() }))
  .meta({ id: 'Thumbnails', description: 'WebP thumbnails, narrowest first (content-addressed, cached for good); empty: use `image`' });

export const ScreenView = z
  .object({
    imageId: z.string(),
    image: z.string(),
    thumbnails: Thumbnails,
    componentCodes: z.array(z.string()),
    colors: z.array(z.string()),
    order: z.number().int(),
    updatedAt: z.string(),
    ...likes,
  })
  .meta({ id: 'Screen' });

export const AppDetailView = AppView.extend({
  patterns: z.array(
    z.object({ patternId: z.string(), patternName: z.string(), patternCode: z.string(), images: z.array(ScreenView), ...likes }),
  ),
}).meta({ id: 'AppDetail' });

/** Search's cards (proto/search.proto), with the like fields the gateway adds. */
export const AppCard = z
  .object({
    appId: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    type: z.string(),
    categoryCodes: z.array(z.string()),
    mau: z.number(),
    image: z.string(),
    updatedAt: z.string(),
    createdAt: z.string(),
    storeUrl: z.string(),
    releasedAt: z.string().meta({ description: "YYYY-MM-DD, or '' when unknown" }),
    description: z.string(),
    descriptionEn: z.string(),
    screens: z.array(z.object({ imageId: z.string(), image: z.string(), thumbnails: Thumbnails })).meta({ description: "The card's strip: up to 4 screens, the first of each pattern first" }),
    colors: z.array(z.string()),
    trendingScore: z.number(),
    ...likes,
  })
  .meta({ id: 'AppCard' });

export const ScreenCard = z
  .object({
    imageId: z.string(),
    image: z.string(),
    thumbnails: Thumbnails,
    appId: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    type: z.string(),
    patternName: z.string(),
    patternCode: z.string(),
    patternCodeName: z.string(),
    componentCodes: z.array(z.string()),
    colors: z.array(z.string()),
    mau: z.number(),
    order: z.number().int(),
    updatedAt: z.string(),
    trendingScore: z.number(),
    ...likes,
  })
  .meta({ id: 'ScreenCard' });

export const PatternCard = z
  .object({
    patternId: z.string(),
    appId: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    type: z.string(),
    patternName: z.string(),
    patternCode: z.string(),
    patternCodeName: z.string(),
    image: z.string(),
    images: z.array(ScreenCard),
    componentCodes: z.array(z.string()),
    colors: z.array(z.string()),
    mau: z.number(),
    updatedAt: z.string(),
    ...likes,
  })
  .meta({ id: 'PatternCard' });

export const ContentCard = z
  .object({
    contentId: z.string(),
    title: z.string(),
    description: z.string(),
    image: z.string(),
    linkUrl: z.string(),
    isSelfPublished: z.boolean(),
    categoryCodes: z.array(z.string()),
    patternCodes: z.array(z.string()),
    colors: z.array(z.string()),
    mau: z.number(),
    appId: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContentCard' });

/** The free tier's wall: how many apps and screens the filters match beyond what the caller may see. */
export const Locked = z
  .object({
    apps: z.number().int().min(0),
    screens: z.number().int().min(0),
    previews: z.array(z.string()).describe('Signed links of small blurred previews of a few locked screens (never the screens)'),
  })
  .meta({ id: 'Locked', description: 'Set only for callers who do not see the whole library (visitors, Starter).' });

/** A browse answer: `{data, locked?}`. */
export const Browse = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), locked: Locked.optional() });

/** A word or phrase of a search-box query read as something the library knows (proto/search.proto Understood). */
export const Understood = z
  .object({
    type: z.enum(['PATTERN', 'COMPONENT', 'CATEGORY', 'PLATFORM', 'MAU', 'APP']),
    code: z.string().meta({ description: 'The code; for PLATFORM the app type (MOBILE, WEBSITE); for MAU LARGE or SMALL; for APP the app id.' }),
    name: z.string(),
    nameEn: z.string(),
    text: z.string().meta({ description: 'The words of the query it was read from, as typed (empty for a suggestion): removing them re-runs the search without it.' }),
  })
  .meta({ id: 'Understood' });

/**
 * Screens for the search box (`keyword` with `meaning=true`, issue 28): what the keyword was read as
 * (the screens match those codes), the keyword with typos corrected, and — when nothing matches —
 * the nearest patterns and components.
 */
/** "More like this": the screen asked about, and other apps' screens like it. */
export const SimilarScreens = z
  .object({ source: ScreenCard, data: z.array(ScreenCard) })
  .meta({ id: 'SimilarScreens' });
export const SearchBoxScreens = Browse(ScreenCard)
  .extend({
    understood: z.array(Understood).optional(),
    didYouMean: z.string().optional().meta({ description: 'The keyword with its misspelt pattern, component or category words corrected.' }),
    suggestions: z.array(Understood).optional().meta({ description: 'When no screen matches: the patterns and components nearest to the keyword.' }),
  })
  .meta({ id: 'SearchBoxScreens' });

export const AppGroup = z.object({ code: z.string(), name: z.string(), apps: z.array(AppCard) }).meta({ id: 'AppGroup' });

/** An app with its pattern strips (legacy GET /api/apps/{id} and /api/apps/name/{name}). */
/** What anyone may know of an app, one the caller may not open too (the locked app page): never a pattern or screen. */
export const AppProfile = z
  .object({
    appId: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    type: z.string(),
    categoryCodes: z.array(z.string()),
    image: z.string().meta({ description: 'The app’s icon' }),
    description: z.string(),
    descriptionEn: z.string(),
    screenCount: z.number().int(),
    viewable: z.boolean().meta({ description: 'Whether the caller may open its patterns and screens (GET /api/apps/{id})' }),
  })
  .meta({ id: 'AppProfile' });

export const AppWithPatterns = AppCard.extend({ patterns: z.array(PatternCard) }).meta({ id: 'AppWithPatterns' });

/** A code of the code tree, with how many screens (apps, for categories) carry it. */
export interface CodeNodeShape {
  code: string;
  name: string;
  nameEn: string;
  description: string;
  count: number;
  children: CodeNodeShape[];
}
export const CodeNode: z.ZodType<CodeNodeShape> = z
  .object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    description: z.string(),
    count: z.number(),
    get children() {
      return z.array(CodeNode);
    },
  })
  .meta({ id: 'CodeNode' });

export const ComponentsView = z.object({
  imageId: z.string(),
  image: z.string(),
  appId: z.string(),
  patternName: z.string(),
  patternCode: z.string(),
  componentCodes: z.array(z.string()),
  colors: z.array(z.string()),
  updatedAt: z.string(),
});

export const Deleted = z.object({ appId: z.string(), deleted: z.literal(true) });

export const BookmarkView = z
  .object({
    id: z.string(),
    userId: z.string(),
    type: z.string(),
    targetId: z.string(),
    appId: z.string(),
    appName: z.string(),
    appType: z.string(),
    patternName: z.string(),
    patternCode: z.string(),
    image: z.string(),
    imageId: z.string(),
    updatedAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Bookmark' });

/** Whether a bookmark stays (PUT /api/users/{userId}/bookmarks/{id}; proto/catalog.proto SetBookmarkResult). */
export const BookmarkState = z.object({ id: z.string(), bookmarked: z.boolean() }).meta({ id: 'BookmarkState' });

export const ContentView = z
  .object({
    contentId: z.string(),
    title: z.string(),
    description: z.string(),
    body: z.string(),
    image: z.string(),
    linkUrl: z.string(),
    isSelfPublished: z.boolean(),
    categoryCodes: z.array(z.string()),
    patternCodes: z.array(z.string()),
    colors: z.array(z.string()),
    appId: z.string().nullable(),
    mau: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Content' });

/** A code as catalog created it (proto/catalog.proto Code). */
export const CodeView = z
  .object({
    type: z.string(),
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    description: z.string(),
    parentCode: z.string(),
    sort: z.number().int(),
    synonyms: z.array(z.string()).optional(),
  })
  .meta({ id: 'Code' });

/** The smallest and largest MAU of the apps, and how many apps (proto/search.proto MauRangeResponse). */
export const MauRange = z.object({ min: z.number(), max: z.number(), count: z.number().int() }).meta({ id: 'MauRange' });

/** The whole library's totals (the landing's statistics), the same for every caller: numbers only. */
export const LibraryStats = z
  .object({
    /** Registered services: apps plus websites. */
    services: z.number().int(),
    apps: z.number().int(),
    websites: z.number().int(),
    screens: z.number().int(),
    /** UX patterns in use: distinct pattern codes carried by at least one screen. */
    patterns: z.number().int(),
    /** The newest change of any app (ISO 8601); null for an empty library. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'LibraryStats' });

export const UserView = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    name: z.string(),
    image: z.string(),
    profileImage: z.string(),
    nickname: z.string(),
    role: z.string(),
    isBizOwner: z.boolean(),
    referralId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' });

/** A user as the admin users list shows them: with the plan and free flag membership holds. */
export const AdminUser = UserView.extend({
  plan: z.enum(['STARTER', 'PERSONAL_PRO', 'GROUP_PRO']),
  isFree: z.boolean().describe('An admin marked the user free (paid features without paying)'),
}).meta({ id: 'AdminUser' });

/** A personal access token as its owner sees it (never the secret). */
export const AccessToken = z
  .object({
    tokenId: z.string(),
    name: z.string(),
    prefix: z.string().describe('The secret\'s first characters (ssp_ and 4 more), to tell tokens apart'),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable().describe('null when never used'),
    expiresAt: z.string().nullable().describe('null when it never expires'),
    expired: z.boolean(),
  })
  .meta({ id: 'AccessToken' });

/** A token just created: the only answer that carries its secret. */
export const CreatedAccessToken = AccessToken.extend({
  secret: z.string().describe('ssp_…: shown once, only its hash is kept'),
}).meta({ id: 'CreatedAccessToken' });

export const ValidUser = z.object({ isValid: z.literal(true), userId: z.string(), email: z.string(), name: z.string() });

export const Session = z
  .union([
    z.object({
      user: UserView,
      expires: z.string(),
      // The entitlement the gateway resolved for the session (routes/auth.ts sessionJson): the web reads these.
      plan: z.string(),
      paid: z.boolean(),
      seesWholeLibrary: z.boolean(),
    }),
    z.object({}).strict(),
  ])
  .meta({ id: 'Session' });

export const Presigned = z.object({
  uploadUrl: z.string(),
  method: z.string(),
  image: z.string(),
  key: z.string(),
  expiresAt: z.string(),
});

/** The plans with their state for the caller (SIGN_IN | SUBSCRIBE | CURRENT_PLAN | CHANGE_PLAN | RESERVED_PLAN) and the discounts. */
export const PlanList = z
  .object({
    plans: z.array(
      z.object({
        plan: z.string(),
        name: z.string(),
        nameEn: z.string(),
        monthlyPrice: z.number(),
        annualPrice: z.number(),
        perSeat: z.boolean(),
        features: z.array(z.string()),
        state: z.string(),
      }),
    ),
    annualDiscountPercent: z.number().int(),
    groupDiscountPercent: z.number().int(),
    groupDiscountMinSize: z.number().int(),
    /** The most seats a Group Pro may have, the manager included. */
    maxGroupSize: z.number().int(),
  })
  .meta({ id: 'PlanList' });

/** A price the server quotes (KRW): list price, discounts and what is charged. */
export const PriceQuote = z
  .object({
    plan: z.string(),
    kind: z.string(),
    groupSize: z.number().int(),
    months: z.number().int(),
    listAmount: z.number(),
    annualDiscount: z.number(),
    groupDiscount: z.number(),
    amount: z.number(),
    monthlyEquivalent: z.number(),
  })
  .meta({ id: 'PriceQuote' });

export const PaymentMethod = z
  .object({ id: z.string(), cardCompany: z.string(), cardNumber: z.string(), isMain: z.boolean(), createdAt: z.string() })
  .meta({ id: 'PaymentMethod' });

// ── Membership answers (proto/membership.proto; services/membership/README.md). The gateway drops
// proto-loader's `_field` markers and unset optional messages (routes/memberships.ts `clean`).

/** A reserved plan change: RESERVED | CANCELLED | APPLIED, taking effect at `startsAt` (the end of the current period). */
export const Reservation = z
  .object({
    id: z.string(),
    membershipId: z.string(),
    managerId: z.string(),
    plan: z.string(),
    kind: z.string(),
    memberIds: z.array(z.string()),
    seats: z.number().describe('The seats the reserved plan pays for, the manager included (1 for Personal Pro)'),
    status: z.string(),
    startsAt: z.string(),
    amount: z.number().describe('What the first period of the reserved plan costs: the server\'s quote for its plan, kind and seats'),
    createdAt: z.string(),
  })
  .meta({ id: 'Reservation' });

/** The caller's membership (`found: false` when there is none); status PENDING | ACTIVE | PAST_DUE | EXPIRED | FAILED, role OWNER | MEMBER. */
export const MembershipView = z
  .object({
    found: z.boolean(),
    membershipId: z.string(),
    plan: z.string(),
    kind: z.string(),
    status: z.string(),
    isActive: z.boolean(),
    role: z.string(),
    managerId: z.string(),
    groupSize: z.number().int(),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    nextBillingAt: z.string(),
    nextAmount: z.number(),
    cancelAtPeriodEnd: z.boolean(),
    cancelReason: z.string(),
    isFree: z.boolean(),
    reservation: Reservation.optional(),
    failedAttempts: z.number().int(),
    /**
     * While a renewal is past due (the owner's view): why the card company declined it and what to
     * do next, worded as PAYMENT_FAILED is at checkout, in the caller's language; `reason` is the
     * provider's code.
     */
    decline: z.object({ errorCode: z.literal('PAYMENT_FAILED'), reason: z.string(), msg: z.string() }).optional(),
  })
  .meta({ id: 'Membership' });

/** One payment (or refund, failure, proxy payment): status CMPL | CNCL | FAIL, reason SUBSCRIBE | RENEWAL | GROUP_FEE | PROXY. */
export const MembershipHistory = z
  .object({
    membershipHistoryId: z.string(),
    membershipId: z.string(),
    userId: z.string(),
    userEmail: z.string(),
    plan: z.string(),
    kind: z.string(),
    groupSize: z.number().int(),
    amount: z.number(),
    status: z.string(),
    reason: z.string(),
    orderId: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    paidAt: z.string(),
    cancelledAt: z.string(),
    cancelReason: z.string(),
    failureCode: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'MembershipHistory' });

/**
 * A user who can join the caller's group (GET groups/validation): the id to add and the address the
 * caller typed; never their name (null) — the caller learns it once the member is in their group.
 */
export const GroupCandidate = z
  .object({ userId: z.string(), email: z.string(), name: z.null() })
  .meta({ id: 'GroupCandidate' });

export const GroupMember = z
  .object({ userId: z.string(), email: z.string(), name: z.string(), addedAt: z.string() })
  .meta({ id: 'GroupMember' });

/** The caller's group; `chargedAmount` is the prorated fee an update charged (0 otherwise). */
export const GroupView = z
  .object({
    membershipId: z.string(),
    managerId: z.string(),
    groupSize: z.number().int(),
    members: z.array(GroupMember),
    chargedAmount: z.number(),
  })
  .meta({ id: 'Group' });

/** What adding members costs now (prorated to `periodEnd`) and from the next period. */
export const AdditionalFee = z
  .object({
    currentGroupSize: z.number().int(),
    groupSize: z.number().int(),
    currentPeriodAmount: z.number(),
    newPeriodAmount: z.number(),
    additionalFee: z.number(),
    periodEnd: z.string(),
    nextAmount: z.number(),
  })
  .meta({ id: 'AdditionalFee' });

/** Payments of a month (or of an email): completed and cancelled sums and counts. */
export const RevenueTotal = z
  .object({
    yearmonth: z.string(),
    totalAmount: z.number(),
    paymentCount: z.number().int(),
    cancelledAmount: z.number(),
    cancelledCount: z.number().int(),
  })
  .meta({ id: 'RevenueTotal' });

export const FreeUser = z.object({ userId: z.string(), isFree: z.boolean() }).meta({ id: 'FreeUser' });

/** What the SPA shows of the company (GET /api/v2/site): only the details configured on the gateway. */
export const SiteInfo = z
  .object({
    company: z.object({
      name: z.string().optional(),
      nameKo: z.string().optional(),
      ceo: z.string().optional(),
      ceoKo: z.string().optional(),
      registrationNumber: z.string().optional(),
      mailOrderNumber: z.string().optional(),
      address: z.string().optional(),
      addressKo: z.string().optional(),
      supportEmail: z.string().optional(),
      supportPhone: z.string().optional(),
    }),
    /** The company fields holding development samples (never in production): the SPA marks them "(예시)" / "(sample)". */
    samples: z.array(z.string()),
  })
  .meta({ id: 'SiteInfo' });

/** What the public health paths say: a status, nothing about the services behind the gateway. */
export const Health = z
  .object({
    status: z.enum(['up', 'down']),
  })
  .meta({ id: 'Health' });

// ── Marketplace (proto/marketplace.proto, camelCase) ──

/** The seller block of a product (product-spec §3 user). */
export const Seller = z
  .object({
    id: z.string(),
    name: z.string(),
    nickname: z.string(),
    email: z.string().nullable().describe('Only for the seller themself and admins; null for anyone else'),
    emailVerified: z.boolean().nullable().describe('Only for the seller themself and admins; null for anyone else'),
    image: z.string(),
    profileImage: z.string(),
    referralId: z.string().nullable().describe('Only for the seller themself and admins; null for anyone else'),
    role: z.string(),
  })
  .meta({ id: 'Seller' });

/** A buyer's review (product-spec §3 starRate, review, reviewId). */
export const Review = z
  .object({
    reviewId: z.string(),
    productId: z.string(),
    userId: z.string().nullable().describe("The reviewer's id: for the reviewer themself and admins; null for anyone else"),
    userName: z.string(),
    userImage: z.string(),
    starRate: z.number().int().min(1).max(5),
    review: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Review' });

/** A template, portfolio, e-book or workshop (product-spec §3 product item). */
export const Product = z
  .object({
    id: z.string(),
    productType: z.enum(['TEMPLATE', 'CLASS']),
    type: z.enum(['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP']),
    title: z.string(),
    description: z.string(),
    amount: z.number().int(),
    discountAmount: z.number().int(),
    discountRate: z.number().int(),
    price: z.number().int().describe('What a buyer pays: amount − discountAmount (KRW)'),
    averageStarRate: z.number(),
    reviewCount: z.number().int(),
    productCode: z.string(),
    productCodeName: z.string(),
    productCodeNameEn: z.string(),
    thumbnailImgUrls: z.array(z.string()),
    detailImgUrls: z.array(z.string()),
    fileCnt: z.number().int(),
    pageCnt: z.number().int(),
    exclusiveFlag: z.boolean().describe('Members only: only paid members may order it'),
    useFlag: z.boolean().describe('Published'),
    endFlag: z.boolean().describe('Sales ended'),
    availablePaymentFlag: z.boolean(),
    maxPersonCnt: z.number().int(),
    seatsLeft: z.number().int(),
    startsAt: z.string(),
    user: Seller.optional(),
    productReview: z.array(Review),
    orderCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deleted: z.boolean(),
    hiddenByAdmin: z.boolean().describe('An admin hid it for breaking the rules: not listed, not buyable, not republishable'),
  })
  .meta({ id: 'Product' });

export const ProductFile = z
  .object({
    sort: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    downloadUrl: z.string().describe('The download call for the caller’s paid order, or "" when the caller has none'),
  })
  .meta({ id: 'ProductFile' });

export const ProductFiles = z
  .object({ files: z.array(ProductFile), orderId: z.string(), downloadable: z.boolean() })
  .meta({ id: 'ProductFiles' });

export const ProductUpload = z
  .object({ uploadUrl: z.string(), method: z.string(), fileUrl: z.string(), key: z.string(), expiresAt: z.string() })
  .meta({ id: 'ProductUpload' });

/** An order (product-spec §4 status CMPL paid, CNCL refunded, FAIL failed). */
export const Order = z
  .object({
    id: z.string(),
    productId: z.string(),
    productTitle: z.string(),
    productType: z.string(),
    type: z.string(),
    thumbnailImgUrl: z.string(),
    userId: z.string(),
    sellerUserId: z.string(),
    amount: z.number().int(),
    status: z.enum(['CMPL', 'CNCL', 'FAIL', 'PENDING']),
    referralId: z.string(),
    failureCode: z.string(),
    paidAt: z.string(),
    cancelledAt: z.string(),
    createdAt: z.string(),
    cancelable: z.boolean(),
    cancelableUntil: z.string(),
    firstDownloadedAt: z.string(),
  })
  .meta({ id: 'Order' });

export const OrderValidation = z
  .object({ ordered: z.boolean(), orderId: z.string(), reviewed: z.boolean(), reviewId: z.string() })
  .meta({ id: 'OrderValidation' });

export const Revenue = z
  .object({
    orderId: z.string(),
    productId: z.string(),
    productTitle: z.string(),
    productType: z.string(),
    buyerName: z.string(),
    status: z.string(),
    amount: z.number().int(),
    platformFee: z.number().int(),
    referralPayout: z.number().int(),
    net: z.number().int(),
    paidAt: z.string(),
    cancelledAt: z.string(),
    yearmonth: z.string(),
  })
  .meta({ id: 'Revenue' });

const revenueSums = {
  gross: z.number().int(),
  refunds: z.number().int(),
  platformFee: z.number().int(),
  referralPayouts: z.number().int(),
  net: z.number().int(),
};
export const SellerRevenueTotal = z
  .object({
    sellerUserId: z.string(),
    yearmonth: z.string(),
    orderCount: z.number().int(),
    refundCount: z.number().int(),
    ...revenueSums,
    months: z.array(z.object({ yearmonth: z.string(), orderCount: z.number().int(), ...revenueSums })),
  })
  .meta({ id: 'SellerRevenueTotal' });

// ── Audit log (proto/audit.proto, merged by the gateway) ──

/** One admin write, recorded by the service that owns the data (kit audit.ts). */
export const AuditEntry = z
  .object({
    id: z.string(),
    service: z.enum(AUDITED_SERVICES),
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.string().describe('e.g. user.role_changed, app.created, payment.refunded, product.hidden'),
    targetType: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields before the write, or null'),
    after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields after the write, or null'),
    at: z.string(),
  })
  .meta({ id: 'AuditEntry' });

// ── The assistant (chatbot.proto) ──
export const ChatCitation = z
  .object({
    /** IMAGE | APP | CONTENT | PRODUCT */
    type: z.enum(['IMAGE', 'APP', 'CONTENT', 'PRODUCT']),
    id: z.string(),
    title: z.string(),
    image: z.string(),
    /** The web app's path that opens the item. */
    link: z.string(),
    /** The screen's app (IMAGE), empty otherwise. */
    appId: z.string(),
  })
  .meta({ id: 'ChatCitation' });

export const ChatAnswer = z
  .object({
    /** The answer; `[n]` marks cite `citations[n-1]`. */
    answer: z.string(),
    citations: z.array(ChatCitation),
    conversationId: z.string(),
    /** The question's id in the history; empty for visitors, whose answers are not kept. */
    questionId: z.string(),
    /** composer: the local deterministic composer; model: an OpenAI-compatible chat model (named in `model`). */
    answeredBy: z.enum(['composer', 'model']),
    model: z.string(),
    lang: z.enum(['ko', 'en']),
    /** How many more matching items a membership opens (free tier); 0 otherwise. */
    locked: z.number().int().min(0),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatAnswer' });

const NOT_THE_ASKERS = 'null for a question someone else asked (a seller’s view never says who asked)';

/** A kept question: the caller's own in full; in a seller's view someone else's without its conversation. */
export const ChatHistoryItem = z
  .object({
    questionId: z.string(),
    conversationId: z.string().nullable().describe(NOT_THE_ASKERS),
    q: z.string(),
    answer: ChatAnswer.extend({ conversationId: z.string().nullable().describe(NOT_THE_ASKERS) }).meta({ id: 'ChatHistoryAnswer' }),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatHistoryItem' });

/** One server-sent event of a streamed answer (`Accept: text/event-stream`). */
export const ChatDeltaEvent = z.object({ text: z.string() }).meta({ id: 'ChatDeltaEvent' });

// ── Support and the newsletter (issue 17; the community process's Support service) ──
export const SupportRequest = z
  .object({
    id: z.string(),
    kind: z.enum(['QUESTION', 'APP_REQUEST']),
    email: z.string(),
    userId: z.string().describe('"" for a visitor'),
    message: z.string(),
    appName: z.string(),
    storeUrl: z.string(),
    lang: z.string(),
    status: z.enum(['NEW', 'IN_PROGRESS', 'DONE']),
    answer: z.string(),
    answeredAt: z.string().describe('"" before the answer'),
    answerMail: z
      .enum(['', 'PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED'])
      .describe('The answer mail: UNKNOWN when the sender stopped before the mail server confirmed it (never resent by itself)'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SupportRequest' });

/** What a visitor sees of their own request: that it was received. */
export const SupportRequestReceived = z.object({ id: z.string(), status: z.string(), createdAt: z.string() }).meta({ id: 'SupportRequestReceived' });

export const NewsletterSubscription = z
  .object({
    email: z.string(),
    status: z.enum(['NONE', 'PENDING', 'ACTIVE', 'UNSUBSCRIBED']),
    lang: z.string(),
  })
  .meta({ id: 'NewsletterSubscription' });

export const NewsletterIssue = z
  .object({
    id: z.string(),
    subjectKo: z.string(),
    subjectEn: z.string(),
    bodyKo: z.string(),
    bodyEn: z.string(),
    status: z.enum(['DRAFT', 'SENT']),
    recipients: z.number().int(),
    delivered: z.number().int().describe('Mails the mail server has taken'),
    sentAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'NewsletterIssue' });

export const NewsletterPreview = z
  .object({ subjectKo: z.string(), textKo: z.string(), subjectEn: z.string(), textEn: z.string(), recipients: z.number().int() })
  .meta({ id: 'NewsletterPreview' });
const MailState = z.enum(['PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED']);
export const MailRecord = z
  .object({
    id: z.string(),
    messageId: z.string().describe("The mail's Message-ID header: look it up at the mail provider"),
    to: z.string(),
    subject: z.string(),
    state: MailState,
    attempts: z.number().int(),
    lastError: z.string(),
    createdAt: z.string(),
    sentAt: z.string().describe('Empty until the mail server took it'),
  })
  .meta({ id: 'MailRecord' });
export const MailCounts = z
  .object({ PENDING: z.number().int(), SENDING: z.number().int(), SENT: z.number().int(), UNKNOWN: z.number().int(), FAILED: z.number().int(), ALL: z.number().int() })
  .meta({ id: 'MailCounts' });
// ── The community (services/community) ──

const Author = z.object({ id: z.string(), name: z.string().describe('The nickname, else the name; empty for a closed account'), image: z.string() }).meta({ id: 'CommunityAuthor' });

/** An attached library screen as this reader may see it: locked (membership needed) or missing ones have no image. */
export const CommunityScreen = z
  .object({
    imageId: z.string(),
    appId: z.string(),
    image: z.string(),
    appName: z.string(),
    appNameEn: z.string(),
    patternName: z.string(),
    locked: z.boolean(),
    missing: z.boolean(),
  })
  .meta({ id: 'CommunityScreen' });

export const CommunityPost = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    author: Author,
    screens: z.array(CommunityScreen),
    tags: z.array(z.string()),
    voteCount: z.number().int(),
    commentCount: z.number().int(),
    voted: z.boolean(),
    hidden: z.boolean(),
    reportCount: z.number().int().describe('Admins only; 0 for others'),
    createdAt: z.string(),
    updatedAt: z.string(),
    mine: z.boolean(),
  })
  .meta({ id: 'CommunityPost' });

export const CommunityComment = z
  .object({ id: z.string(), postId: z.string(), author: Author, text: z.string(), createdAt: z.string() })
  .meta({ id: 'CommunityComment' });

export const CommunityVote = z.object({ postId: z.string(), voted: z.boolean(), voteCount: z.number().int() }).meta({ id: 'CommunityVote' });
export const CommunityReportState = z.object({ postId: z.string(), reported: z.boolean() }).meta({ id: 'CommunityReportState' });

export const CommunityReportedPost = z
  .object({
    post: CommunityPost,
    reports: z.array(z.object({ reporterId: z.string(), reason: z.string(), createdAt: z.string() })),
  })
  .meta({ id: 'CommunityReportedPost' });
