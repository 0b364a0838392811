// Original file: catalog.proto

export const AppType = {
  APP_TYPE_UNSPECIFIED: 'APP_TYPE_UNSPECIFIED',
  MOBILE: 'MOBILE',
  WEBSITE: 'WEBSITE',
} as const;

export type AppType =
  | 'APP_TYPE_UNSPECIFIED'
  | 0
  | 'MOBILE'
  | 1
  | 'WEBSITE'
  | 2

export type AppType__Output = typeof AppType[keyof typeof AppType]
