// Original file: membership.proto

import type { PriceQuote as _screenshelf_membership_v1_PriceQuote, PriceQuote__Output as _screenshelf_membership_v1_PriceQuote__Output } from '../../../screenshelf/membership/v1/PriceQuote.js';

export interface PriceQuoteList {
  'quotes'?: (_screenshelf_membership_v1_PriceQuote)[];
}

export interface PriceQuoteList__Output {
  'quotes': (_screenshelf_membership_v1_PriceQuote__Output)[];
}
