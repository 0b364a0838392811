// Original file: marketplace.proto


export interface DownloadFileRequest {
  'orderId'?: (string);
  'sort'?: (number);
}

export interface DownloadFileRequest__Output {
  'orderId': (string);
  'sort': (number);
}
