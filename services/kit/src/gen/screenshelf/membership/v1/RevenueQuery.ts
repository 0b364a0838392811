// Original file: membership.proto


export interface RevenueQuery {
  'yearmonth'?: (string);
  'userEmail'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface RevenueQuery__Output {
  'yearmonth': (string);
  'userEmail': (string);
  'limit': (number);
  'offset': (number);
}
