// Original file: catalog.proto

export const ReleaseStatus = {
  RELEASE_STATUS_UNSPECIFIED: 'RELEASE_STATUS_UNSPECIFIED',
  RELEASED: 'RELEASED',
  BETA: 'BETA',
  INTERNAL: 'INTERNAL',
} as const;

export type ReleaseStatus =
  | 'RELEASE_STATUS_UNSPECIFIED'
  | 0
  | 'RELEASED'
  | 1
  | 'BETA'
  | 2
  | 'INTERNAL'
  | 3

export type ReleaseStatus__Output = typeof ReleaseStatus[keyof typeof ReleaseStatus]
