// Original file: marketplace.proto


export interface PresignUploadResponse {
  'uploadUrl'?: (string);
  'method'?: (string);
  'fileUrl'?: (string);
  'key'?: (string);
  'expiresAt'?: (string);
}

export interface PresignUploadResponse__Output {
  'uploadUrl': (string);
  'method': (string);
  'fileUrl': (string);
  'key': (string);
  'expiresAt': (string);
}
