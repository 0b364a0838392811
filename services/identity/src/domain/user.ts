import { z } from 'zod';
import { DomainError, domainError, parseOrThrow, requireRole, validationError, type Caller } from '@screenshelf/kit';

export const ROLES = ['USER', 'SELLER', 'ADMIN'] as const;
export type UserRole = (typeof ROLES)[number];

/** What sign-in keeps about a person (product-spec §1: email, name and profile image). */
export interface Profile {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  image: string;
}

const EMAIL = z.string().trim().toLowerCase().max(254).regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u);

/** Text from a provider as we keep it: control characters dropped (Postgres refuses NUL), bounded. */
const cleanText = (value: string | undefined, max: number) => (value ?? '').replace(/\p{Cc}/gu, '').trim().slice(0, max);

/** product-spec §5/§8: a missing email is EMAIL ("Enter the email."). */
export const emailRequired = () => new DomainError('EMAIL', 'Enter the email.', 'invalid');

/** An email as the product compares it: trimmed, lower-case; missing → EMAIL, malformed → VALIDATION_ERROR. */
export function normaliseEmail(value: string | undefined | null): string {
  if (!value || !value.trim()) throw emailRequired();
  return parseOrThrow(EMAIL, value, 'email');
}

const Claims = z.object({
  sub: z.string().min(1).max(255).regex(/^[^\p{Cc}]+$/u),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});

/** The profile in the provider's claims; an account without an email cannot sign in. */
export function profileFromClaims(issuer: string, claims: unknown): Profile {
  const parsed = Claims.safeParse(claims);
  if (!parsed.success) throw new DomainError('SIGN_IN_FAILED', 'The provider did not identify the account', 'invalid');
  const c = parsed.data;
  const email = normaliseEmail(c.email);
  const image = c.picture && /^https:\/\/[^\s\p{Cc}]+$/u.test(c.picture) && c.picture.length <= 2048 ? c.picture : '';
  return {
    issuer,
    subject: c.sub,
    email,
    emailVerified: c.email_verified === true || c.email_verified === 'true',
    name: cleanText(c.name, 100) || email.split('@')[0]!,
    image,
  };
}

/** Whether a sign-in brings anything new about the person (else nothing is written or published). */
export const profileChanged = (
  row: { issuer: string; subject: string; email: string; email_verified: boolean; name: string; image: string },
  p: Profile,
) =>
  row.issuer !== p.issuer || row.subject !== p.subject || row.email !== p.email || row.email_verified !== p.emailVerified || row.name !== p.name || row.image !== p.image;

/** The role a newly registered person gets: ADMIN for the configured emails, else USER. */
export const roleAtRegistration = (email: string, adminEmails: readonly string[]): UserRole =>
  adminEmails.includes(email) ? 'ADMIN' : 'USER';

const RoleChange = z.object({
  userId: z.uuid(),
  role: z.enum(ROLES),
  isBizOwner: z.boolean(),
});
export type RoleChange = z.infer<typeof RoleChange>;

export function parseRoleChange(input: unknown): RoleChange {
  return parseOrThrow(RoleChange, input, 'role change');
}

export const MAX_PAGE = 100;

/** Offset paging bounds for user lists (product-spec §4: offset paging). */
export function pageOf(limit: number, offset: number): { limit: number; offset: number } {
  if (limit < 0 || offset < 0 || !Number.isInteger(limit) || !Number.isInteger(offset)) {
    throw validationError('limit and offset must be whole numbers from 0');
  }
  return { limit: Math.min(limit || 20, MAX_PAGE), offset };
}

/** A user id (and any other id) as Postgres stores it: a uuid; anything else finds nothing. */
export { UUID } from '@screenshelf/kit';

export const noUserInformation = () => domainError('USER_NOT_FOUND', { variant: 'noUserInformation' });
export const notAMember = () => domainError('USER_NOT_FOUND');
/** Two accounts cannot share an email. */
export const emailInUse = () => new DomainError('EMAIL_IN_USE', 'This email belongs to another account', 'conflict');
export const notASeller = () => new DomainError('SELLER_NOT_FOUND', 'Not a seller of the product.', 'not_found');

/**
 * Finding a person by e-mail (ValidateUser, ValidateSeller) is an admin's task: granting the seller
 * role, marking a user free. Anyone else would turn addresses into ids and names; a group manager's
 * check of a member is membership's own call (groups/validation), which answers less.
 */
export function requireEmailLookup(caller: Caller): void {
  requireRole(caller, 'ADMIN');
}
