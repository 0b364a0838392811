import { z } from 'zod';
import { AUDITED_SERVICES } from '../clients.js';
import { fromProto, protoList } from './from-proto.js';

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
export const Thumbnails = protoList(
  'screenshelf.search.v1.Thumbnail',
  z
    .array(z.object({ width: z.number().int(), url: z.string() }))
    .meta({ id: 'Thumbnails', description: 'WebP thumbnails, narrowest first (content-addressed, cached for good); empty: use `image`' }),
);

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
export const AppCard = fromProto('screenshelf.search.v1.AppCard', 'AppCard', { ...likes });

export const ScreenCard = fromProto('screenshelf.search.v1.ImageCard', 'ScreenCard', { ...likes });

export const PatternCard = fromProto('screenshelf.search.v1.PatternCard', 'PatternCard', { images: z.array(ScreenCard), ...likes });

export const ContentCard = fromProto('screenshelf.search.v1.ContentCard', 'ContentCard', {});

/** The free tier's wall: how many apps and screens the filters match beyond what the caller may see. */
export const Locked = fromProto('screenshelf.search.v1.Locked', 'Locked', { apps: z.number().int().min(0), screens: z.number().int().min(0) });

/** A browse answer: `{data, locked?}`. */
export const Browse = <S extends z.ZodType>(item: S) => z.object({ data: z.array(item), locked: Locked.optional() });

/** A word or phrase of a search-box query read as something the library knows (proto/search.proto Understood). */
export const Understood = fromProto('screenshelf.search.v1.Understood', 'Understood', { type: z.enum(['PATTERN', 'COMPONENT', 'CATEGORY', 'PLATFORM', 'MAU', 'APP']) });

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
export const AppProfile = fromProto('screenshelf.search.v1.AppProfile', 'AppProfile', {});

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
export const PlanList = fromProto('screenshelf.membership.v1.PlanList', 'PlanList');

/** A price the server quotes (KRW): list price, discounts and what is charged. */
export const PriceQuote = fromProto('screenshelf.membership.v1.PriceQuote', 'PriceQuote');

export const PaymentMethod = fromProto('screenshelf.membership.v1.PaymentMethod', 'PaymentMethod');

// ── Membership answers (proto/membership.proto; services/membership/README.md). The gateway drops
// proto-loader's `_field` markers and unset optional messages (routes/memberships.ts `clean`).

/** A reserved plan change: RESERVED | CANCELLED | APPLIED, taking effect at `startsAt` (the end of the current period). */
export const Reservation = fromProto('screenshelf.membership.v1.Reservation', 'Reservation');

/** The caller's membership (`found: false` when there is none); status PENDING | ACTIVE | PAST_DUE | EXPIRED | FAILED, role OWNER | MEMBER. */
export const MembershipView = fromProto(
  'screenshelf.membership.v1.MembershipView',
  'Membership',
  {
    reservation: Reservation.optional(),
    /**
     * While a renewal is past due (the owner's view): why the card company declined it and what to
     * do next, worded as PAYMENT_FAILED is at checkout, in the caller's language; `reason` is the
     * provider's code (the proto's `decline_reason`, answered in this form).
     */
    decline: z.object({ errorCode: z.literal('PAYMENT_FAILED'), reason: z.string(), msg: z.string() }).optional(),
  },
  ['declineReason'],
);

/** One payment (or refund, failure, proxy payment): status CMPL | CNCL | FAIL, reason SUBSCRIBE | RENEWAL | GROUP_FEE | PROXY. */
export const MembershipHistory = fromProto('screenshelf.membership.v1.MembershipHistory', 'MembershipHistory');

/**
 * A user who can join the caller's group (GET groups/validation): the id to add and the address the
 * caller typed; never their name (null) — the caller learns it once the member is in their group.
 */
export const GroupCandidate = z
  .object({ userId: z.string(), email: z.string(), name: z.null() })
  .meta({ id: 'GroupCandidate' });

export const GroupMember = fromProto('screenshelf.membership.v1.GroupMember', 'GroupMember');

/** The caller's group; `chargedAmount` is the prorated fee an update charged (0 otherwise). */
export const GroupView = fromProto('screenshelf.membership.v1.GroupView', 'Group');

/** What adding members costs now (prorated to `periodEnd`) and from the next period. */
export const AdditionalFee = fromProto('screenshelf.membership.v1.AdditionalFee', 'AdditionalFee');

/** Payments of a month (or of an email): completed and cancelled sums and counts. */
export const RevenueTotal = fromProto('screenshelf.membership.v1.RevenueTotal', 'RevenueTotal');

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
const onlyTheirs = 'Only for the seller themself and admins; null for anyone else';
export const Seller = fromProto('screenshelf.marketplace.v1.Seller', 'Seller', {
  email: z.string().nullable().describe(onlyTheirs),
  emailVerified: z.boolean().nullable().describe(onlyTheirs),
  referralId: z.string().nullable().describe(onlyTheirs),
});

/** A buyer's review (product-spec §3 starRate, review, reviewId). */
export const Review = fromProto('screenshelf.marketplace.v1.Review', 'Review', {
  userId: z.string().nullable().describe("The reviewer's id: for the reviewer themself and admins; null for anyone else"),
  starRate: z.number().int().min(1).max(5),
});

const PRODUCT_TYPES = ['TEMPLATE', 'CLASS'] as const;
const PRODUCT_KINDS = ['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP'] as const;

/** A template, portfolio, e-book or workshop (product-spec §3 product item). */
export const Product = fromProto('screenshelf.marketplace.v1.Product', 'Product', {
  productType: z.enum(PRODUCT_TYPES),
  type: z.enum(PRODUCT_KINDS),
  price: z.number().int().describe('What a buyer pays: amount − discountAmount (KRW)'),
  user: Seller.optional(),
});

export const ProductFile = fromProto('screenshelf.marketplace.v1.ProductFile', 'ProductFile', {
  downloadUrl: z.string().describe('The download call for the caller’s paid order, or "" when the caller has none'),
});

export const ProductFiles = fromProto('screenshelf.marketplace.v1.FileList', 'ProductFiles', { files: z.array(ProductFile) });

export const ProductUpload = fromProto('screenshelf.marketplace.v1.PresignUploadResponse', 'ProductUpload');

/** An order (product-spec §4 status CMPL paid, CNCL refunded, FAIL failed). */
export const Order = fromProto('screenshelf.marketplace.v1.Order', 'Order', { status: z.enum(['CMPL', 'CNCL', 'FAIL', 'PENDING']) });

export const OrderValidation = fromProto('screenshelf.marketplace.v1.OrderValidation', 'OrderValidation');

export const Revenue = fromProto('screenshelf.marketplace.v1.Revenue', 'Revenue');

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
export const ChatCitation = fromProto('screenshelf.chatbot.v1.Citation', 'ChatCitation', { type: z.enum(['IMAGE', 'APP', 'CONTENT', 'PRODUCT', 'FLOW']) });

export const ChatAnswer = fromProto('screenshelf.chatbot.v1.Answer', 'ChatAnswer', {
  conversationId: z.string(),
  /** composer: the local deterministic composer; model: an OpenAI-compatible chat model (named in `model`). */
  answeredBy: z.enum(['composer', 'model']),
  lang: z.enum(['ko', 'en']),
  locked: z.number().int().min(0),
});

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
export const SupportRequest = fromProto('screenshelf.community.v1.SupportRequest', 'SupportRequest', {
  kind: z.enum(['QUESTION', 'APP_REQUEST']),
  status: z.enum(['NEW', 'IN_PROGRESS', 'DONE']),
  answerMail: z
    .enum(['', 'PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED'])
    .describe('The answer mail: UNKNOWN when the sender stopped before the mail server confirmed it (never resent by itself)'),
});

/** What a visitor sees of their own request: that it was received. */
export const SupportRequestReceived = z.object({ id: z.string(), status: z.string(), createdAt: z.string() }).meta({ id: 'SupportRequestReceived' });

export const NewsletterSubscription = z
  .object({
    email: z.string(),
    status: z.enum(['NONE', 'PENDING', 'ACTIVE', 'UNSUBSCRIBED']),
    lang: z.string(),
  })
  .meta({ id: 'NewsletterSubscription' });

export const NewsletterIssue = fromProto('screenshelf.community.v1.NewsletterIssue', 'NewsletterIssue', { status: z.enum(['DRAFT', 'SENT']) });

export const NewsletterPreview = fromProto('screenshelf.community.v1.IssuePreview', 'NewsletterPreview');
const MailState = z.enum(['PENDING', 'SENDING', 'SENT', 'UNKNOWN', 'FAILED']);
export const MailRecord = fromProto('screenshelf.community.v1.MailRecord', 'MailRecord', { state: MailState });
export const MailCounts = z
  .object({ PENDING: z.number().int(), SENDING: z.number().int(), SENT: z.number().int(), UNKNOWN: z.number().int(), FAILED: z.number().int(), ALL: z.number().int() })
  .meta({ id: 'MailCounts' });
// ── The community (services/community) ──

const Author = fromProto('screenshelf.community.v1.Author', 'CommunityAuthor');

/** An attached library screen as this reader may see it: locked (membership needed) or missing ones have no image. */
export const CommunityScreen = fromProto('screenshelf.community.v1.Screen', 'CommunityScreen');

export const CommunityPost = fromProto('screenshelf.community.v1.Post', 'CommunityPost', { author: Author });

export const CommunityComment = fromProto('screenshelf.community.v1.Comment', 'CommunityComment', { author: Author });

export const CommunityVote = fromProto('screenshelf.community.v1.VoteState', 'CommunityVote');
export const CommunityReportState = fromProto('screenshelf.community.v1.ReportState', 'CommunityReportState');

export const CommunityReportedPost = fromProto('screenshelf.community.v1.ReportedPost', 'CommunityReportedPost', { post: CommunityPost });
